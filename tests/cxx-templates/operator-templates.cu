// Operator templates, member and non-member, in overload resolution with non-templates (which
// win ties, and the template is then not instantiated), the more specialized of two templates,
// const objects; host and device, mangled as clang (a `Vec` of two floats returned in XMM0 as
// `<2 x float>`, by the SysV ABI).
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec -S --emit=llvm --sm 70 %s -o %t.ir
// RUN: FileCheck %s --check-prefix=IR < %t.ir.host.ll
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.dev && FileCheck %s --check-prefix=PTX < %t.dev.sm_70.ptx
// CHECK: 1.23112e+06
// IR-DAG: define linkonce_odr ptr @_ZN3VecpLIiEERS_RKT_(
// IR-DAG: define linkonce_odr ptr @_ZN3VecpLERKS_(
// IR-DAG: define linkonce_odr <2 x float> @_ZmlIiE3VecT_RKS0_(
// IR-DAG: define linkonce_odr <2 x float> @_ZmlIfE3VecRKS0_T_(
// IR-DAG: define linkonce_odr i32 @_ZmiIdEiRK3VecT_(
// IR-DAG: define linkonce_odr i32 @_ZmiIiEiRK3VecPT_(
// IR-DAG: define linkonce_odr zeroext i1 @_ZNK3VeceqIiEEbRKT_(
// IR-DAG: define i32 @_ZmiRK3Veci(
// IR-NOT: @_ZN3VecpLI3VecEERS_RKT_
// 1231120.0f as bits:
// PTX: mov.b32 {{.*}}, 1234585728;
#include <stdio.h>
struct Vec { float x, y;
  template<class U> Vec& operator+=(const U& u) { x += u; y += u; return *this; }
  Vec& operator+=(const Vec& o) { x += o.x; y += o.y; return *this; }
  template<class U> bool operator==(const U& u) const { return x == u && y == u; }
};
template<class T> Vec operator*(T s, const Vec& v) { return Vec{v.x * s, v.y * s}; }
template<class T> Vec operator*(const Vec& v, T s) { return Vec{v.x * s + 100, v.y * s}; }
template<class T> int operator-(const Vec&, T) { return 1; }
template<class T> int operator-(const Vec&, T*) { return 2; }
int operator-(const Vec&, int) { return 3; }
__host__ __device__ float f() {
  Vec v{1, 2}; v += 1; v += Vec{1, 1}; Vec w = 2 * v; Vec z = v * 2.0f;
  int p = 0; const Vec cv{5, 5};
  int s = (v - 1.0) * 100 + (v - &p) * 10 + (v - 1);
  return w.x + w.y + z.x + (cv == 5) * 1000 + s * 10000;
}
int main() { float r = f(); printf("%g\n", r); return r == 1231120 ? 0 : 1; }
__global__ void k(float* o) { *o = f(); }
