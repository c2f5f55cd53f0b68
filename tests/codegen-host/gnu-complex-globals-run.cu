// Globals of complex type take constant initializers as clang does (`{re, im}`, a real value,
// a complex value of another element type, zero), and a non-constant part makes the
// initializer dynamic. The constant used to be the real part alone, silently: `_Complex
// double g = {1.0, 2.0}` read back as (1, 0) or worse. Each line was checked against g++ 12.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: %circlec --emit=llvm --sm 70 %s -o %t.ir && FileCheck %s --check-prefix=PTX --input-file %t.ir.sm_70.ll
// CHECK: 1 2 | 3 0 | 0.5 0 | 0 0 | 1.5 -2.5 | 4 5 | 2 7
// PTX: @dz = {{.*}}global { float, float } { float 1.000000e+00, float -2.000000e+00 }
__device__ _Complex float dz = {1.0f, -2.0f};
__global__ void kern(float* out) { out[0] = __real__ dz + __imag__ dz; }
#include <cstdio>
#include <complex>
_Complex double g = {1.0, 2.0};
_Complex float h = 3;
_Complex long double k = {0.5L};
const _Complex double z0 = {};
_Complex double from_f = (_Complex float){1.5f, -2.5f};
std::complex<double> sc(4, 5);
double two() { return 2; }
_Complex double dyn = {two(), 7.0};
int main() { std::printf("%g %g | %g %g | %Lg %Lg | %g %g | %g %g | %g %g | %g %g\n", __real__ g, __imag__ g, __real__ h, __imag__ h, __real__ k, __imag__ k, __real__ z0, __imag__ z0, __real__ from_f, __imag__ from_f, sc.real(), sc.imag(), __real__ dyn, __imag__ dyn); }
