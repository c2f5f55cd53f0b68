// Signed overflow, `INT_MIN / -1`, `INT_MIN % -1` and left shifts of negative values are
// undefined, so an expression that does one of them is not a constant expression where one is
// required; the same operations in run-time code are not errors.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck --check-prefix=COUNT %s
// COUNT: 9 errors generated

// CHECK: constant-overflow.cu:[[@LINE+2]]:19: error: the initializer of `constexpr` variable `a` is not a constant expression [E0315]
// CHECK: Note: overflow in `2147483647 + 1`: the result 2147483648 is outside the range of `int`
constexpr int a = 2147483647 + 1;
// CHECK: constant-overflow.cu:[[@LINE+2]]:15: error: a `static_assert` condition is not a constant expression{{.*}}[E0315]
// CHECK: Note: overflow in `2147483647 * 2`: the result 4294967294 is outside the range of `int`
static_assert(2147483647 * 2 > 0, "");
// CHECK: constant-overflow.cu:[[@LINE+1]]:9: error: an array bound is not a constant expression{{.*}}[E0315]
int arr[2147483647 + 2];
template <int N> struct S {};
// CHECK: constant-overflow.cu:[[@LINE+1]]:3: error: a template argument is not a constant expression{{.*}}[E0315]
S<2147483647 + 1> s;
// CHECK: constant-overflow.cu:[[@LINE+2]]:25: error: the initializer of `constexpr` variable `b` is not a constant expression{{.*}}[E0315]
// CHECK: Note: overflow in `-9223372036854775808 / -1`: the result 9223372036854775808 is outside the range of `long long`
constexpr long long b = (-9223372036854775807LL - 1) / -1;
// CHECK: constant-overflow.cu:[[@LINE+2]]:19: error: the initializer of `constexpr` variable `c` is not a constant expression{{.*}}[E0315]
// CHECK: Note: overflow in `-2147483648 % -1`: the quotient 2147483648 is outside the range of `int`
constexpr int c = (-2147483647 - 1) % -1;
// CHECK: constant-overflow.cu:[[@LINE+2]]:19: error: the initializer of `constexpr` variable `d` is not a constant expression{{.*}}[E0315]
// CHECK: Note: overflow in `-(-2147483648)`
constexpr int d = -(-2147483647 - 1);
// CHECK: constant-overflow.cu:[[@LINE+2]]:19: error: the initializer of `constexpr` variable `e` is not a constant expression{{.*}}[E0315]
// CHECK: Note: left shift of the negative value -1 in `-1 << 1`
constexpr int e = -1 << 1;
// Inside a `constexpr` function: the caret is on the whole condition, the label on the sum.
constexpr int next(int n) { return n + 1; }
// CHECK: constant-overflow.cu:[[@LINE+3]]:15: error: a `static_assert` condition is not a constant expression{{.*}}[E0315]
// CHECK: Note: overflow in `2147483647 + 1`
// CHECK: constant-overflow.cu:[[@LINE-3]]:36: note: this overflows `int`
static_assert(next(2147483647) > 0, "");

// Well-defined: unsigned arithmetic wraps, `1 << 31` fits in `unsigned int` (C++17).
constexpr unsigned u = 0u - 1u;
static_assert(u == 4294967295u, "");
constexpr int int_min = 1 << 31;
static_assert(int_min < 0, "");
constexpr long long big = 1LL << 62;

// Run-time code: undefined behaviour when run, but not an error.
// CHECK-NOT: constant-overflow.cu:[[@LINE+1]]:{{.*}}error
int run(int x) { return 2147483647 + 1 + x; }
