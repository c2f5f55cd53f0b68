// Sub-word parameters and return values carry clang 19's extension attributes: `zeroext` for
// bool and unsigned types, `signext` for char, signed char, short and enums over them. In
// device functions they are widened to `.param .b32`, and the attributes say who extends, so
// without them circlec's functions disagree with clang- or nvcc-compiled code they are linked
// with (KNOWN_FAILURES.md KF8): remove the XFAIL line when this passes. The CHECK lines were
// checked against clang 19's own IR.
//
// RUN: rm -rf %t && mkdir -p %t && %circlec --emit=llvm --sm 52 -O0 %s -o %t/ir
// RUN: FileCheck %s --input-file %t/ir.sm_52.ll

enum class E16 : short { A };

// CHECK-LABEL: define {{.*}}void @_Z9k_subwordbcahst3E16(
// CHECK-SAME: i1 {{[a-z ]*}}zeroext %0, i8 {{[a-z ]*}}signext %1, i8 {{[a-z ]*}}signext %2, i8 {{[a-z ]*}}zeroext %3, i16 {{[a-z ]*}}signext %4, i16 {{[a-z ]*}}zeroext %5, i16 {{[a-z ]*}}signext %6)
__global__ void k_subword(bool b, char c, signed char sc, unsigned char uc, short s, unsigned short us, E16 e) {}

// CHECK-LABEL: define {{.*}}signext i8 @_Z6d_charcbt(
// CHECK-SAME: i8 {{[a-z ]*}}signext %0, i1 {{[a-z ]*}}zeroext %1, i16 {{[a-z ]*}}zeroext %2)
__device__ __attribute__((noinline)) char d_char(char c, bool b, unsigned short u) { return c + b + u; }
