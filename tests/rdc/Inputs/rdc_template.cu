// The second unit of tests/rdc/archives-and-templates.cu: the same kernel template instance and
// inline `__device__` function as the test's own unit, and a function that launches it.
template <class T> __device__ inline T twice(T x) { return x + x; }
template <class T> __global__ void doubled(T *p) { p[threadIdx.x] = twice(p[threadIdx.x]); }
__device__ int offset_of_library() { return 100; }
void launch_from_library(int *p) { doubled<<<1, 32>>>(p); }
