// SFINAE with the shipped <type_traits>: enable_if on the return type, in a defaulted template
// parameter and through enable_if_t; traits built from partial and explicit specializations.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: PASS
// BAD: error: no matching function for call to `kind` with argument types (int *) [E0407]
#include <type_traits>
#include <cstdio>
static_assert(std::is_same<int, int>::value, "same");
static_assert(!std::is_same<int, float>::value, "not same");
static_assert(std::is_integral<const unsigned>::value, "integral");
static_assert(!std::is_integral<float>::value, "float");
static_assert(std::is_floating_point<double>::value, "fp");
static_assert(std::is_pointer<int*>::value && !std::is_pointer<int>::value, "ptr");
static_assert(std::is_same<std::remove_cv_t<const volatile int>, int>::value, "cv");
static_assert(std::is_same<std::conditional_t<true, int, float>, int>::value, "cond");
static_assert(std::is_signed<int>::value && std::is_unsigned<unsigned>::value, "signed");
template <class T> typename std::enable_if<std::is_integral<T>::value, int>::type kind(T) { return 1; }
template <class T> typename std::enable_if<std::is_floating_point<T>::value, int>::type kind(T) { return 2; }
template <class T, class = std::enable_if_t<std::is_pointer<T>::value>> int ptrkind(T) { return 3; }
template <class T> std::enable_if_t<!std::is_pointer<T>::value, int> ptrkind2(T) { return 4; }
int main() {
  int ok = kind(1) == 1 && kind(2.0) == 2 && kind('c') == 1 && ptrkind((int*)0) == 3 && ptrkind2(1) == 4;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
#ifdef BAD
int bad() { return kind((int*)0); }
#endif
