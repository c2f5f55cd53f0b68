// `__bf16` (clang 17's and GCC 13's brain floating point type; it was an unknown type name): an
// arithmetic type of 2 bytes with `float`'s exponent, mangled `DF16b`, `bfloat` in LLVM, computed
// in `float` precision and rounded to nearest even on every conversion to it, in constants as at
// run time. GCC 12's libgcc lacks the conversions LLVM calls on x86-64 (`__truncsfbf2`,
// `__truncdfbf2`), so a host module using `__bf16` defines them weak. Expected bits computed
// with exact rational arithmetic (`1 + 2^-8 + 2^-40` is the case that rounding through `float`
// to nearest would get wrong). Device code converts too (sm_52 without bf16 instructions, sm_80
// with them).
// RUN: %circlec --sm 52,80 %s -o %t && %t | FileCheck %s
// RUN: %circlec --emit=llvm -S --sm 80 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// RUN: FileCheck %s --check-prefix=DEV < %t.sm_80.ll
#include <cmath>
#include <cstdio>
#include <cstring>

// IR: define {{.*}}bfloat @_Z7half_ofDF16b(bfloat
// IR: define weak bfloat @__truncsfbf2(float
// IR: define weak bfloat @__truncdfbf2(double
__bf16 half_of(__bf16 x) { return x / (__bf16)2; }

unsigned bits(__bf16 b) { unsigned short u; memcpy(&u, &b, 2); return u; }

// DEV: fpext bfloat
__global__ void k(float* o, __bf16 b) { o[0] = (float)(b * (__bf16)2.0f); }

constexpr __bf16 c1 = 1.0 + 0x1p-8 + 0x1p-40;
static_assert(sizeof(__bf16) == 2 && alignof(__bf16) == 2, "");

int main() {
  volatile double cases[] = {1.0, 1.0 / 3, M_PI, 1 + 0x1p-8, 1 + 3 * 0x1p-8, 1 + 0x1p-8 + 0x1p-40, -(1 + 0x1p-8 + 0x1p-40),
                             3.0e38, 3.4e38, 1e-40, -0.0, 65504.0, 1e-45, 0x1p-133};
  // CHECK: 3f80 3eab 4049 3f80 3f82 3f81 bf81 7f62 7f80 1 8000 4780 0 1
  for (double d : cases) printf("%x ", bits((__bf16)d));
  printf("\n");
  volatile float fcases[] = {1.0f, 3.14159f, 1 + 0x1p-8f, 1 + 3 * 0x1p-8f, -2.5f};
  // CHECK-NEXT: 3f80 4049 3f80 3f82 c020
  for (float f : fcases) printf("%x ", bits((__bf16)f));
  printf("\n");
  volatile double q = NAN;
  __bf16 a = 3.14159f;
  // CHECK-NEXT: nan 3.14062 1.57031 6.28125 3f81 2
  printf("%s %g %g %g %x %d\n", std::isnan((float)(__bf16)q) ? "nan" : "num", (float)a, (float)half_of(a), (float)(a + a), bits(c1), (int)(__bf16)2.7f);
}
