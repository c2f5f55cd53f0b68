// A host-only C++ file of tests/driver/plain-cxx.cu, as NVIDIA's mergeSort sample has: it
// defines its own `umin`, which CUDA's math_functions.hpp also defines for .cu files.
#include <cstdio>
typedef unsigned int uint;
static uint umin(uint a, uint b) { return a <= b ? a : b; }
#ifdef SHOW_MACROS
plain: __CUDACC__ __NVCC__
#endif
int device_part(int);
int main() { printf("host %u device %d\n", umin(3, 9), device_part(5)); }
