// The host-only file of tests/rdc/separate-compilation.cu: `main`, calling into the CUDA file.
int run_rdc_check();

int main() { return run_rdc_check(); }
