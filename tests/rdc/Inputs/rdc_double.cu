// Double-precision device code for tests/rdc/errors.cu: `-Xptxas -warn-double-usage` makes ptxas
// warn, with relocatable device code as without.
__global__ void twice(double *p) { p[0] = p[1] * 2.5; }
