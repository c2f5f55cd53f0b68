// Tests __CUDA_ARCH__, which circlec never defines (it warns).
#include <cstdio>
__global__ void k(int *p) {
#if __CUDA_ARCH__ >= 700
  *p = 1;
#endif
}
int main() { return 0; }
