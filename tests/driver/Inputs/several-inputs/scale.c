/* A C function for tests/driver/several-inputs.cu, built into a shared library by cc. */
int scale_by_three(int x) { return 3 * x; }
