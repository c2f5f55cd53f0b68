// Exercises: exact C++17 integer promotions and usual arithmetic conversions on LP64, all
// checked with static_assert: character and bool arithmetic, small unsigned types that
// promote to int, mixed signed/unsigned comparisons, long vs unsigned int vs long long vs
// unsigned long ranks, __int128, the types of unsuffixed decimal and hex literals, escape
// sequences in character literals, shifts (type of the left operand), division and modulo
// of negative values, conversions by casts, and the conditional operator's common type.
// A kernel repeats some of the same arithmetic at run time.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: wrapKernel
// CHECK-DAG: kPromotedSum

#include <cuda_runtime.h>
#include <cstdio>

// char, bool and small types promote to int.
static_assert(sizeof('a') == 1, "a character literal has type char");
static_assert(sizeof('a' + 'b') == 4, "char + char is int");
static_assert('a' + 'b' == 195, "");
static_assert(sizeof(true + true) == 4 && true + true == 2, "bool promotes to int");
static_assert((unsigned char)255 + 1 == 256, "unsigned char promotes to int, no wrap");
static_assert((unsigned short)65535 + 1 == 65536, "unsigned short promotes to int on LP64");
static_assert((signed char)-128 - 1 == -129, "");
static_assert(~(unsigned char)0 == -1, "~ applies after promotion to int");
static_assert((unsigned char)~0 == 255, "");
static_assert(-(unsigned char)1 == -1, "unary minus on a promoted operand");
static_assert(sizeof((short)1 << 1L) == 4, "shift type is the promoted left operand");
static_assert(sizeof(1 << 2LL) == 4, "the right operand does not widen a shift");

// Usual arithmetic conversions.
static_assert((-1 < 0u) == false, "-1 converts to unsigned int");
static_assert(-1 < 0u == false, "same, relying on precedence");
static_assert(0u - 1 == 4294967295u && sizeof(0u - 1) == 4, "");
static_assert(-1u == 4294967295u, "");
static_assert(-1L < 1u, "long holds every unsigned int on LP64, so the comparison is signed");
static_assert(-1LL < 1u, "");
static_assert((-1 < 1ul) == false, "int converts to unsigned long");
static_assert((-1L < 1ul) == false, "equal rank: the unsigned type wins");
static_assert(1u + 1L - 3 < 0, "unsigned int + long is long");
static_assert(1u + 1LL - 3 < 0, "unsigned int + long long is long long");
static_assert(1ul + 1LL - 3 > 0, "unsigned long + long long is unsigned long long");
static_assert(sizeof(1ul + 1LL) == 8, "");
static_assert(7u / -2 == 0, "-2 becomes 4294967294u");
static_assert((-1 & 0xFFu) == 255u, "");
static_assert((true ? -1 : 0u) > 0, "the conditional's common type is unsigned int");
static_assert(sizeof(true ? 1 : 2.0) == 8, "int and double meet at double");
static_assert(sizeof(true ? (char)1 : (short)2) == 4, "both promote to int");
static_assert(sizeof(1.0f + 1) == 4 && sizeof(1.0f + 1.0) == 8 && sizeof(1.0f * 'a') == 4, "");
static_assert(sizeof(1 < 2) == 1 && sizeof(!0) == 1, "relational and logical results are bool");

// __int128.
static_assert(sizeof(1 + (__int128)1) == 16, "");
static_assert(((__int128)1 << 100) > 0, "");
static_assert(((unsigned __int128)0 - 1) > 0, "");
static_assert((__int128)-1 < 0, "");

// Literal types.
static_assert(sizeof(2147483647) == 4, "fits int");
static_assert(sizeof(2147483648) == 8, "decimal without suffix: int, then long");
static_assert(2147483648 - 2147483649 < 0, "it is a signed long");
static_assert(sizeof(-2147483648) == 8, "negation applies to a long literal");
static_assert(sizeof(0x80000000) == 4, "hex: int, then unsigned int");
static_assert(0x80000000 - 0x80000001 > 0, "0x80000000 is unsigned int");
static_assert(sizeof(0xFFFFFFFFFFFFFFFF) == 8 && 0xFFFFFFFFFFFFFFFF > 0, "unsigned long");
static_assert(0b1010 == 10 && 017 == 15 && 0x1F == 31, "binary, octal, hex");
static_assert(sizeof(1ll) == 8 && sizeof(1ULL) == 8 && sizeof(1u) == 4, "");
static_assert(sizeof("abc") == 4, "string literal includes the terminator");
static_assert('\n' == 10 && '\x41' == 65 && '\101' == 65 && '\0' == 0 && '\\' == 92, "");

// Division, shifts, conversions.
static_assert(-7 / 2 == -3 && -7 % 2 == -1 && 7 % -2 == 1, "truncation toward zero");
static_assert((1u << 31) == 2147483648u, "");
static_assert(-1 >> 1 == -1, "arithmetic right shift on every supported target");
static_assert((unsigned char)300 == 44 && (signed char)200 == -56, "modular narrowing");
static_assert((short)65536 == 0 && (unsigned)-1 == 4294967295u, "");
static_assert((long long)(unsigned)-1 == 4294967295LL, "zero-extends");
static_assert((int)3.9 == 3 && (int)-3.9 == -3, "float to int truncates");

// Enums promote too.
enum Color { RED = 1, GREEN = 2 };
enum Byte : unsigned char { BYTE_MAX = 255 };
static_assert(sizeof(RED + 0) == 4 && BYTE_MAX + 1 == 256, "");

constexpr unsigned char kSmall = 200;
constexpr int kPromotedSum = kSmall + kSmall;
static_assert(kPromotedSum == 400, "");
constexpr unsigned int kWrapped = 4000000000u + 500000000u;
static_assert(kWrapped == 205032704u, "unsigned arithmetic wraps modulo 2^32");

__global__ void wrapKernel(unsigned int* out, unsigned char a, unsigned short b, int c) {
  out[0] = a + 1;          // int arithmetic, then converted
  out[1] = (unsigned char)(a + 1);
  out[2] = b * 2;
  out[3] = c < 0u;         // c converts to unsigned
  out[4] = (unsigned int)((long long)c >> 1);
  unsigned char x = a;
  x += 100;                // compound assignment converts back to unsigned char
  out[5] = x;
  out[6] = -c % 3;
  out[7] = c / 2;
}

int main() {
  unsigned int* d = nullptr;
  cudaMalloc((void**)&d, 8 * sizeof(unsigned int));
  wrapKernel<<<1, 1>>>(d, 255, 65535, -7);
  unsigned int h[8] = {};
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 8; ++i)
    printf("out[%d] = %u\n", i, h[i]);
  cudaFree(d);
  return 0;
}
