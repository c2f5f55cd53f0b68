// Qualified function types ("abominable": `int() const`, `void() volatile &&`, and with
// `noexcept`) as the pointee of member function pointers and as template arguments. They are
// function types that no cv-qualifier can be added to, so `const T` never matches one:
// libstdc++'s `is_function<T>` (`!is_const<const T>::value`) is true for them, and its
// `_Mem_fn_traits` specializations for `(Args...) const` and `(Args...) const noexcept` are
// distinct. A `noexcept` member function's pointer converts to a plain one. Names as clang-19's.
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

template<class T> struct is_const { static const bool value = false; };
template<class T> struct is_const<const T> { static const bool value = true; };
template<class T> struct is_function { static const bool value = !is_const<const T>::value; };
template<class T> struct is_function<T&> { static const bool value = false; };

static_assert(is_function<int() const>::value, "const-qualified function type");
static_assert(is_function<void() volatile &&>::value, "volatile, rvalue-ref-qualified");
static_assert(is_function<int(int)>::value, "plain function type");
static_assert(!is_function<int>::value && !is_function<const int>::value, "not functions");

struct C {
  __device__ int get() const noexcept { return 1; }
  __device__ int put(int) { return 2; }
};
template<class T> struct traits { static const int kind = 0; };
template<class R, class K, class... A> struct traits<R (K::*)(A...) const> { static const int kind = 1; };
template<class R, class K, class... A> struct traits<R (K::*)(A...) const noexcept> { static const int kind = 2; };
template<class R, class K, class... A> struct traits<R (K::*)(A...)> { static const int kind = 3; };
template<class R, class K, class... A> struct traits<R (K::*)(A...) noexcept> { static const int kind = 4; };
static_assert(traits<decltype(&C::get)>::kind == 2, "noexcept is part of the type");
static_assert(traits<int (C::*)() const>::kind == 1, "without noexcept");
static_assert(traits<decltype(&C::put)>::kind == 3, "plain");
static_assert(traits<void (C::*)(int) noexcept>::kind == 4, "noexcept, not const");

// CHECK-DAG: define {{.*}} @_Z1fM1CKDoFivE(
__device__ void f(int (C::*)() const noexcept) {}
__global__ void k(int *out) {
  f(&C::get);
  int (C::*plain)() const = &C::get;
  C c;
  out[0] = (c.*plain)();
}
