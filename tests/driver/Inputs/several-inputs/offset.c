/* A C function for tests/driver/several-inputs.cu, built into an object by cc. */
int add_offset(int x) { return x + 100; }
