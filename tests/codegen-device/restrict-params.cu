// `__restrict__` on a parameter (the qualifier on the pointer or reference itself) marks it
// `noalias`, as clang does, on device and host functions and on function template
// instances; so NVPTX loads the read-only data of a kernel through the non-coherent cache
// (`ld.global.nc`), and does not for a kernel without restrict.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.sm_70.ll
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
// RUN: %circlec -S --emit=llvm --sm 70 %s -o %t.h
// RUN: FileCheck %s --check-prefix=HOST < %t.h.host.ll

// IR-LABEL: define ptx_kernel void @_Z6scaledPKfPfiS1_(ptr noalias %0, ptr noalias %1, i32 %2, ptr %3)
// PTX-LABEL: .entry _Z6scaledPKfPfiS1_(
// PTX: ld.global.nc.f32
// PTX: ret;
__global__ void scaled(const float* __restrict__ in, float* __restrict__ out, int n, float* plain) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.0f * in[i] + plain[0];
}

// PTX-LABEL: .entry _Z5plainPKfPfi(
// PTX-NOT: ld.global.nc
// PTX: ret;
__global__ void plain(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.0f * in[i];
}

// `__restrict` (the GNU spelling), a const restrict pointer, a restrict reference (a clang
// extension, `noalias` too); not a pointer to restrict-qualified data.
// IR-LABEL: define {{.*}}float @_Z3sumPKfS0_RfPS0_(ptr noalias %0, ptr noalias %1, ptr noalias {{.*}}%2, ptr %3)
__device__ float sum(const float* __restrict a, const float* const __restrict__ b, float& __restrict__ r, const float** pp) {
  return a[0] + b[0] + r + (*pp)[0];
}

// IR-LABEL: define {{.*}}float @_Z5firstIfET_PKS0_(ptr noalias %0)
template <class T> __device__ T first(const T* __restrict__ p) { return p[0]; }

__global__ void use(float* o, const float* p) {
  float r = 1.0f;
  const float* q = p;
  o[0] = sum(p, p, r, &q) + first(p);
}

// HOST-LABEL: define {{.*}}void @_Z4axpyfPKfPfi(float %0, ptr noalias %1, ptr noalias %2, i32 %3)
void axpy(float a, const float* __restrict__ x, float* __restrict__ y, int n) {
  for (int i = 0; i < n; ++i) y[i] += a * x[i];
}

int main() {
  float x[2] = {1, 2}, y[2] = {0, 0};
  axpy(2.0f, x, y, 2);
  return y[1] == 4.0f ? 0 : 1;
}
