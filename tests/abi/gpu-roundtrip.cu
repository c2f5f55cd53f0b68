// The kernel-parameter ABI end to end: a kernel receives every parameter kind (sub-word and
// wide integers, enums, floating point, pointers, `__int128`, structs with padding, nested
// structs, arrays in structs, empty structs, unions, `alignas` structs, a large struct), and
// writes the bytes of every value it received (field by field, so padding is never compared)
// into a buffer; the host writes the same values the same way and compares the buffers byte
// for byte. Parameters are interleaved with `char`s so that every parameter sits at an
// offset only its own alignment makes right. Without a GPU it must still compile, link and run,
// reporting the runtime's error from its first CUDA call and `SKIP` (examples/cuda_check.h);
// `make gpu-test` (CIRCLEC_GPU_TESTS=1) requires PASS.
// REQUIRES: libcudart
// RUN: %circlec --sm 52,70 -I %S/../../examples %s -o %t
// RUN: timeout 120 %t > %t.out 2>&1
// RUN: FileCheck %s --check-prefix=ANY < %t.out
// RUN: if [ "$CIRCLEC_GPU_TESTS" = 1 ]; then FileCheck %s --check-prefix=GPU < %t.out; fi
// ANY: {{gpu-roundtrip: PASS|failed: .* \(cudaError[A-Za-z]+\)}}
// ANY-NOT: FAIL
// GPU: gpu-roundtrip: PASS
#include "cuda_check.h"
#include <string.h>

enum EU8 : unsigned char { EU8_A = 0xA5 };
enum class ES16 : short { A = -1234 };
enum EPlain { EP_A = 0x12345678 };
enum class EU64 : unsigned long long { A = 0x0123456789ABCDEFull };
struct SPad { char a; double b; int c; };
struct SEmpty {};
struct SArr { short s[3]; char c; };
struct SNest { SArr a; SPad p; char z; };
union UBasic { int a; double b; char c[3]; };
struct alignas(16) A16 { int x; };
struct AMember { char c; alignas(16) int x; };
struct I128S { char c; __int128 q; };
struct SLarge { double d[64]; int tail; };

// Appends the `n` bytes at `p` to `out` at `*at` (device and host alike).
__host__ __device__ void put(unsigned char *out, int *at, const void *p, int n) {
  const unsigned char *s = (const unsigned char *)p;
  for (int i = 0; i < n; i++)
    out[*at + i] = s[i];
  *at += n;
}

#define PUT(x) put(out, &at, &(x), (int)sizeof(x))

// Writes every value (every field of the records) in one fixed order; returns the byte count.
__host__ __device__ int dump(unsigned char *out, bool b, char c, signed char sc, unsigned char uc, short s,
                             unsigned short us, int i, unsigned u, long l, unsigned long long ull, float f,
                             double d, int *ptr, EU8 e8, ES16 e16, EPlain ep, EU64 e64, __int128 q, SPad pad,
                             SEmpty empty, SNest nest, UBasic un, A16 a16, AMember am, I128S i128s,
                             const SLarge &large, char tag) {
  int at = 0;
  PUT(b); PUT(c); PUT(sc); PUT(uc); PUT(s); PUT(us); PUT(i); PUT(u); PUT(l); PUT(ull);
  PUT(f); PUT(d); PUT(ptr); PUT(e8); PUT(e16); PUT(ep); PUT(e64); PUT(q);
  PUT(pad.a); PUT(pad.b); PUT(pad.c);
  PUT(nest.a.s); PUT(nest.a.c); PUT(nest.p.a); PUT(nest.p.b); PUT(nest.p.c); PUT(nest.z);
  PUT(un.b);
  PUT(a16.x); PUT(am.c); PUT(am.x); PUT(i128s.c); PUT(i128s.q);
  PUT(large.d); PUT(large.tail);
  PUT(tag);
  return at;
}

__global__ void roundtrip(unsigned char *out, int *count, bool b, char t0, char c, signed char sc, char t1,
                          unsigned char uc, short s, char t2, unsigned short us, int i, char t3, unsigned u,
                          long l, char t4, unsigned long long ull, float f, char t5, double d, int *ptr,
                          EU8 e8, ES16 e16, char t6, EPlain ep, EU64 e64, char t7, __int128 q, char t8,
                          SPad pad, SEmpty empty, char t9, SNest nest, UBasic un, char t10, A16 a16,
                          char t11, AMember am, char t12, I128S i128s, char t13, SLarge large, char tag) {
  *count = dump(out, b, c, sc, uc, s, us, i, u, l, ull, f, d, ptr, e8, e16, ep, e64, q, pad, empty, nest,
                un, a16, am, i128s, large,
                (char)(tag + t0 + t1 + t2 + t3 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12 + t13));
}

int main() {
  static unsigned char expected[4096];
  static unsigned char got[4096];
  int marker = 7;
  SPad pad = {'p', 2.5, -77};
  SEmpty empty = {};
  SNest nest = {{{-1, 2, -3}, 'n'}, {'q', -0.125, 123456}, 'z'};
  UBasic un;
  un.b = 1.0e300;
  A16 a16 = {0x0A161616};
  AMember am = {'m', 0x4D4D4D4D};
  __int128 q = ((__int128)0x0102030405060708ll << 64) | (__int128)0x1112131415161718ll;
  I128S i128s = {'i', -q};
  static SLarge large;
  for (int k = 0; k < 64; k++)
    large.d[k] = k * 1.5 - 7;
  large.tail = -424242;
  // The tags sum to 100 (the kernel folds them into the last value it writes).
  char t[14] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14};
  char tag = (char)(100 - 105);

  int n = dump(expected, true, 'c', (signed char)-5, (unsigned char)250, (short)-30000, (unsigned short)65000,
               -2000000000, 4000000000u, -9000000000000000000l, 18000000000000000000ull, 3.25f, -1.0e-300,
               &marker, EU8_A, ES16::A, EP_A, EU64::A, q, pad, empty, nest, un, a16, am, i128s, large, (char)100);

  unsigned char *d_out = nullptr;
  int *d_count = nullptr;
  check(cudaMalloc((void **)&d_out, sizeof(got)), "cudaMalloc");
  check(cudaMalloc((void **)&d_count, sizeof(int)), "cudaMalloc");
  check(cudaMemset(d_out, 0, sizeof(got)), "cudaMemset");
  roundtrip<<<1, 1>>>(d_out, d_count, true, t[0], 'c', (signed char)-5, t[1], (unsigned char)250, (short)-30000,
                      t[2], (unsigned short)65000, -2000000000, t[3], 4000000000u, -9000000000000000000l, t[4],
                      18000000000000000000ull, 3.25f, t[5], -1.0e-300, &marker, EU8_A, ES16::A, t[6], EP_A,
                      EU64::A, t[7], q, t[8], pad, empty, t[9], nest, un, t[10], a16, t[11], am, t[12], i128s,
                      t[13], large, tag);
  check(cudaGetLastError(), "roundtrip launch");
  check(cudaDeviceSynchronize(), "roundtrip");
  int count = 0;
  check(cudaMemcpy(&count, d_count, sizeof(int), cudaMemcpyDeviceToHost), "cudaMemcpy");
  check(cudaMemcpy(got, d_out, sizeof(got), cudaMemcpyDeviceToHost), "cudaMemcpy");
  int errors = 0;
  if (count != n) {
    printf("the kernel wrote %d bytes, the host %d\n", count, n);
    errors++;
  }
  for (int k = 0; k < n; k++) {
    if (got[k] != expected[k]) {
      if (errors < 10)
        printf("byte %d: device 0x%02x, host 0x%02x\n", k, got[k], expected[k]);
      errors++;
    }
  }
  cudaFree(d_out);
  cudaFree(d_count);
  return verdict("gpu-roundtrip", errors);
}
