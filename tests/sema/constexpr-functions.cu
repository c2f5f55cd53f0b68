// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// constexpr functions are evaluated where a constant is needed: recursion, locals, loops.
constexpr int sq(int x) { return x * x; }
constexpr int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
constexpr int sum_to(int n) { int s = 0; for (int i = 1; i <= n; ++i) { if (i == 3) continue; s += i; } return s; }
constexpr unsigned bits(unsigned v) { unsigned c = 0; while (v) { c += v & 1u; v >>= 1; } return c; }
constexpr double half(double x) { return x / 2; }
int table[sq(3)];
static_assert(sizeof(table) == 36, "");
static_assert(fact(5) == 120 && sum_to(5) == 12 && bits(0xF0F0u) == 8 && half(3) == 1.5, "");
constexpr int k = sq(4) + fact(3);
static_assert(k == 22, "");
constexpr int forever(int n) { return forever(n + 1); }
// CHECK: constexpr-functions.cu:[[@LINE+3]]:15: error: evaluating a `static_assert` condition takes more than 1048576 steps or 512 nested calls [E0002]
// CHECK: needs a recursion or loop that ends
// CHECK: note: in this call
static_assert(forever(0) == 0, "");
int runtime_n = 3;
// CHECK: constexpr-functions.cu:[[@LINE+1]]:15: error: a `static_assert` condition is not a constant expression{{.*}}[E0314]
static_assert(sq(runtime_n) == 9, "");
int plain(int x) { return x; }
// CHECK: constexpr-functions.cu:[[@LINE+1]]:19: error: an array bound is not a constant expression{{.*}}[E0314]
int not_constexpr[plain(2)];
// CHECK: 3 errors generated.
