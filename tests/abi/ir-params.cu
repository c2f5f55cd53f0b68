// The NVVM IR types of kernel and device-function parameters, per parameter kind: the ones
// circlec already gets right (the `.param` lists themselves are compared with clang's by
// oracle.cu); attributes between a type and its name are allowed. The byval form of structs
// and the sign/zero-extension attributes clang adds are checked by ir-byval.cu and
// ir-extension.cu, which are expected to fail (KNOWN_FAILURES.md KF1 and KF8).
//
// RUN: rm -rf %t && mkdir -p %t && %circlec --emit=llvm --sm 52,70 -O0 %s -o %t/ir
// RUN: FileCheck %s --input-file %t/ir.sm_52.ll
// RUN: FileCheck %s --input-file %t/ir.sm_70.ll

enum class E16 : short { A };
enum EPlain { EP_A };
// A struct's LLVM type has its C++ size: { i8, double, i32 } is 24 bytes.
// CHECK: %struct.SPad = type { i8, double, i32 }
struct SPad { char a; double b; int c; };

// bool, char and short stay i1/i8/i16 (PTX `.u8`/`.u16` in kernels); the rest by size.
// CHECK-LABEL: define ptx_kernel void @_Z9k_scalarsbcahstijlyfd(
// CHECK-SAME: i1 {{[a-z0-9() ]*}}%0, i8 {{[a-z0-9() ]*}}%1, i8 {{[a-z0-9() ]*}}%2, i8 {{[a-z0-9() ]*}}%3, i16 {{[a-z0-9() ]*}}%4, i16 {{[a-z0-9() ]*}}%5, i32 {{[a-z0-9() ]*}}%6, i32 {{[a-z0-9() ]*}}%7, i64 {{[a-z0-9() ]*}}%8, i64 {{[a-z0-9() ]*}}%9, float {{[a-z0-9() ]*}}%10, double {{[a-z0-9() ]*}}%11)
__global__ void k_scalars(bool b, char c, signed char sc, unsigned char uc, short s, unsigned short us,
                          int i, unsigned u, long l, unsigned long long ull, float f, double d) {}

// Pointers and references are (generic) pointers.
// CHECK-LABEL: define ptx_kernel void @_Z10k_pointersPiRK4SPadPdRi(
// CHECK-SAME: ptr {{[a-z0-9() ]*}}%0, ptr {{[a-z0-9() ]*}}%1, ptr {{[a-z0-9() ]*}}%2, ptr {{[a-z0-9() ]*}}%3)
__global__ void k_pointers(int* p, const SPad& r, double* q, int& ri) {}

// Enums are their underlying type; __int128 is i128 (PTX `.align 16 .b8 [16]`).
// CHECK-LABEL: define ptx_kernel void @_Z13k_enum_int1283E16no6EPlain(
// CHECK-SAME: i16 {{[a-z0-9() ]*}}%0, i128 {{[a-z0-9() ]*}}%1, i128 {{[a-z0-9() ]*}}%2, i32 {{[a-z0-9() ]*}}%3)
__global__ void k_enum_int128(E16 e, __int128 q, unsigned __int128 uq, EPlain p) {}

// Device functions return aggregates directly, as clang does.
// CHECK-LABEL: define %struct.SPad @_Z8d_struct4SPadi(
__device__ __attribute__((noinline)) SPad d_struct(SPad p, int x) { p.c += x; return p; }
