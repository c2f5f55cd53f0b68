// `__builtin_alloca(n)`: stack storage until the function returns, aligned to 16 bytes (a
// dynamic `alloca` in LLVM; host code only, device code is told so); `__builtin_constant_p(e)`: 1 for a
// literal or an enumerator operand, 0 otherwise (GCC may find more constants after
// optimization; 0 is always allowed), a constant usable in `static_assert`. libstdc++'s
// `std::to_string` and `std::advance` use them. (Both were undeclared identifiers.)
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s --check-prefix=HOST
// RUN: not %circlec --sm 70 -DDEVICE %s -o %t 2>&1 | FileCheck %s --check-prefix=DEV
#include <stdio.h>
#include <string.h>

#if !__has_builtin(__builtin_alloca) || !__has_builtin(__builtin_constant_p)
#error "__has_builtin does not know them"
#endif

enum Mode { kFast = 2 };
static_assert(__builtin_constant_p(3) == 1, "a literal");
static_assert(__builtin_constant_p(kFast), "an enumerator");

#ifdef DEVICE
// DEV: gnu-alloca-constant-p.cu:[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}`__builtin_alloca` is host-only
__global__ void fill(char *out, int n) {
  char *tmp = (char *)__builtin_alloca(n);
  for (int i = 0; i < n; i++) out[i] = tmp[i];
}
#endif

int first(int n) { return __builtin_constant_p(n); }

int main() {
  int n = 5;
  char *s = (char *)__builtin_alloca(n + 1);
  memset(s, 'x', n);
  s[n] = 0;
  // HOST: xxxxx 16 0 1
  printf("%s %d %d %d\n", s, (int)(((unsigned long)s % 16) == 0 ? 16 : 0), first(n), __builtin_constant_p(1.5));
  return 0;
}
