// A second definition of tests/rdc/errors.cu's `defined_twice`, for the device link to reject.
__device__ int defined_twice(int x) { return x + 1; }
