__device__ int triple(int x) { return 3 * x; }
