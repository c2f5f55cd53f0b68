// A second C++ source of tests/driver/several-inputs.cu.
int twice(int x) { return 2 * x; }
