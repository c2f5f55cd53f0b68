// `__int128_t` and `__uint128_t` name `__int128` and `unsigned __int128`, as GCC and clang
// predeclare them (libcu++ specializes its traits for them).
// RUN: %circlec -fsyntax-only %s 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: error
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
static_assert(same<__int128_t, __int128>::value, "");
static_assert(same<__uint128_t, unsigned __int128>::value, "");
static_assert(sizeof(__uint128_t) == 16, "");
