// Wrong template argument lists and unbounded recursion of class templates.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s

// CHECK: class-template-errors.cu:[[@LINE+2]]:64: error: instantiating `Fact` exceeds the depth limit of 1024 [E0522]
// CHECK: note: in the instantiation of `Fact<-1018>` requested here
template<int N> struct Fact { static constexpr int value = N * Fact<N - 1>::value; };
int x = Fact<5>::value;
// CHECK-NOT: not-a-constant-expression

template<class T, int N> struct A { T a[N]; };
// CHECK: class-template-errors.cu:[[@LINE+1]]:1: error: too few template arguments for `A` [E0521]
A<int> a1;
// CHECK: class-template-errors.cu:[[@LINE+1]]:1: error: too many template arguments for `A` [E0521]
A<int, 2, 3> a2;
// CHECK: class-template-errors.cu:[[@LINE+1]]:3: error: expected a type as template argument [E0521]
A<3, int> a3;

// A specialization stops the recursion.
template<int N> struct F2 { static constexpr int value = N * F2<N - 1>::value; };
template<> struct F2<0> { static constexpr int value = 1; };
static_assert(F2<5>::value == 120, "factorial");
// CHECK: 4 errors generated.
