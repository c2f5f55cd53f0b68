// `std::complex<float>` in a kernel, read from libstdc++'s <complex> without tags (Circle's
// rule): its arithmetic is the GNU complex type's, lowered inline on the device (libgcc's
// `__mulsc3`/`__divsc3` are host code): the product `(ac - bd, ad + bc)`, the quotient
// Smith's formula (a select on `|c| >= |d|`). The PTX calls nothing. `std::abs` ends in
// libm's `cabsf`, which the device has no implementation of: the codegen error names the
// chain from the kernel.
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ptx
// RUN: not %circlec --emit=ptx --sm 70 -DABS %s -o %t.abs 2>&1 | FileCheck %s --check-prefix=ABS
// CHECK-NOT: .extern .func
// CHECK: .entry _Z6kernelPSt7complexIfEPf(
// CHECK-NOT: call
// CHECK: abs.f32
// CHECK: selp.f32
// CHECK: ret;
// ABS: error: `cabsf` is not defined in this translation unit and is not `__device__`, but device code for sm_70 calls it
// ABS: ODR used by: kernel `kernel` → `abs` → `__complex_abs`
#include <complex>

__global__ void kernel(std::complex<float>* z, float* out) {
  std::complex<float> a = z[0], b = z[1];
  z[2] = a * b;
  z[3] = a / b;
  z[4] = std::conj(a) + 2.0f * b;
  out[0] = a.real() + std::norm(b);
#ifdef ABS
  out[1] = std::abs(a);
#endif
}
