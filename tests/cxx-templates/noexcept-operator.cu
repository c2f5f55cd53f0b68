// The `noexcept(expr)` operator folds to a `bool` constant from the unevaluated operand: `false`
// when it calls a function not declared `noexcept` or throws, `true` for built-in operations,
// `noexcept` functions, destructors and conditional `noexcept(cond)` functions (as g++ finds for
// libstdc++'s conditions). It works in templates, `static_assert` and as a template argument.
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --sm 52 --dump-ast %s | FileCheck %s

int plain(int);
int safe(int) noexcept;
int cond(int) noexcept(sizeof(int) == 4);
int never(int) noexcept(false);
struct S {
  S() noexcept {}
  S(int) {}
  ~S() {}
  int get() const noexcept { return 1; }
  int risky() const { return 2; }
};
template <class T> T &&declval() noexcept;

static_assert(noexcept(1 + 2), "built-in");
static_assert(!noexcept(plain(1)), "not declared noexcept");
static_assert(noexcept(safe(1)), "declared noexcept");
static_assert(noexcept(cond(1)), "conditionally noexcept");
static_assert(!noexcept(never(1)), "noexcept(false)");
static_assert(noexcept(S()), "noexcept constructor");
static_assert(!noexcept(S(1)), "throwing constructor");
static_assert(noexcept(declval<S &>().get()), "noexcept member");
static_assert(!noexcept(declval<S &>().risky()), "member");
static_assert(!noexcept(throw 1), "throw");
static_assert(noexcept(safe(1) + plain(2)) == false, "any call");

template <class T> constexpr bool nothrow_get() { return noexcept(declval<T &>().get()); }
template <bool B> struct Flag { static constexpr bool value = B; };
static_assert(nothrow_get<S>(), "in a template");
static_assert(Flag<noexcept(plain(0))>::value == false, "as a template argument");

// CHECK-LABEL: FunctionDecl answer
// CHECK: BoolLiteral true
bool answer() { return noexcept(safe(3)); }
