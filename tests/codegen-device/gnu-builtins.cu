// GCC's integer, hint and memory builtins that the C and C++ libraries' headers use, in host
// and device code: clz/ctz/popcount/ffs/parity (and their l/ll forms), bswap16/32/64, expect,
// unreachable, trap, memcpy/memmove/memset. The host results are g++'s; `__has_builtin` knows
// them. (They were undeclared identifiers.)
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s --check-prefix=HOST
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
#include <stdio.h>

#if !__has_builtin(__builtin_clz) || !__has_builtin(__builtin_memcpy) || !__has_builtin(__builtin_expect)
#error "__has_builtin does not know the GNU builtins"
#endif

// PTX-LABEL: .entry _Z4bitsPijy(
// PTX: clz.b32
// PTX: popc.b32
// PTX: prmt.b32
// PTX: trap;
__global__ void bits(int* o, unsigned v, unsigned long long w) {
  o[0] = __builtin_clz(v);
  o[1] = __builtin_ctzll(w);
  o[2] = __builtin_popcount(v);
  o[3] = __builtin_ffs((int)v);
  o[4] = (int)__builtin_bswap32(v);
  if (__builtin_expect(v == 0, 0))
    __builtin_trap();
  __builtin_memset(o + 5, 0, 4);
}

int main(int argc, char**) {
  unsigned v = 0x00f0u + (unsigned)argc - 1;
  unsigned long long w = 1ull << 40;
  char buf[8];
  __builtin_memset(buf, 'x', 7);
  buf[7] = 0;
  char b2[8];
  __builtin_memcpy(b2, buf, 8);
  b2[0] = 'a';
  __builtin_memmove(b2 + 1, b2, 3);
  // HOST: 24 40 4 5 f0000000 1 0 aaxxxxx 1 3412 8070605040302010 3 0 0
  printf("%d %d %d %d %x %d %d %s %ld %x %lx %d %d %d\n", __builtin_clz(v), __builtin_ctzll(w), __builtin_popcount(v),
         __builtin_ffs((int)v), __builtin_bswap32(v), __builtin_parity(7u), __builtin_parityll(3ull), b2,
         __builtin_expect(argc, 1), __builtin_bswap16((unsigned short)0x1234), __builtin_bswap64(0x1020304050607080ul),
         __builtin_popcountl(7ul), __builtin_ffsll(0ll), __builtin_ctz(1u));
  if (argc > 5)
    __builtin_unreachable();
  return 0;
}
