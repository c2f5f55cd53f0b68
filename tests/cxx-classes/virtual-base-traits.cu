// Type traits of classes with virtual bases, as g++ 12 evaluates them: not aggregates, not
// standard-layout, not trivial; polymorphic only when a virtual function is declared or
// inherited (a virtual base alone makes a class dynamic but not polymorphic); a class whose
// virtual base is empty is not empty itself (it holds a vtable pointer).
// RUN: %circlec -fsyntax-only %s
struct A { int a; };
struct B : virtual A { };
struct E {};
struct F : virtual E {};
struct P { virtual void f() {} int p; };
struct Q : virtual P { };
static_assert(!__is_aggregate(B), "aggregate");
static_assert(!__is_polymorphic(B), "polymorphic");
static_assert(__is_polymorphic(Q), "polymorphic through a virtual base");
static_assert(!__is_standard_layout(B), "standard layout");
static_assert(!__is_trivially_copyable(B), "trivially copyable");
static_assert(!__is_trivial(B), "trivial");
static_assert(!__is_empty(F), "empty");
static_assert(__is_base_of(A, B), "base");
static_assert(!__is_trivially_constructible(B), "trivially constructible");
static_assert(__is_constructible(B), "constructible");
static_assert(sizeof(F) == 8 && sizeof(B) == 16 && sizeof(Q) == 24, "sizes");
