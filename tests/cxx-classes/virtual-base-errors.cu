// Virtual base classes: what is rejected, with a clear error. A `static_cast` down from a
// virtual base is ill-formed (the base's offset is known only at run time); a nearly empty
// virtual base (only a vtable pointer), which Itanium shares as a primary base, is not laid
// out by circlec yet; device code that reaches a virtual base needs a device vtable, which
// circlec does not emit yet. A class that inherits a pure virtual function through a virtual
// base without overriding it is abstract.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %circlec --emit=llvm --sm 70 -DDEVICE %s -o %t 2>&1 | FileCheck %s --check-prefix=DEV
// RUN: not %circlec -S --emit=llvm --sm 52 -DEXTERN %s -o %t 2>&1 | FileCheck %s --check-prefix=EXT
#if defined(EXTERN)
// A base whose constructor is defined elsewhere (libstdc++'s `std::ostream` is one): another
// compiler's base-object constructor of a class with virtual bases takes a VTT that circlec
// does not build, so circlec refuses rather than call it without one.
struct V { int v; };
struct S : virtual V { S(int); int s; };
struct T : S {
  // EXT: virtual-base-errors.cu:[[@LINE+1]]:9: error: constructing a base class that has virtual bases and whose constructor is defined outside this translation unit is not supported by the code generator yet
  T() : S(1) {}
};
T make() { return T(); }
#elif !defined(DEVICE)
struct A { int a; virtual int f() { return 1; } };
struct B : virtual A { int b; };
// CHECK: virtual-base-errors.cu:[[@LINE+1]]:24: error: cannot `static_cast` from `A` to `B`: `A` is a virtual base of `B` [E0409]
B *down(A *p) { return static_cast<B *>(p); }
struct I { virtual void g() {} };
// CHECK: virtual-base-errors.cu:[[@LINE+1]]:1: error: virtual base `I` has no data besides its vtable pointer; such a nearly empty virtual base is not supported yet
struct J : virtual I { int j; };
// A pure virtual function of a virtual base left without an overrider: the class is abstract.
struct Shape { int id; virtual int area() const = 0; };
struct Named : virtual Shape { const char *name; };
struct Square : virtual Shape { int side; int area() const override { return side * side; } };
struct NamedSquare : Named, Square {};
NamedSquare fine;
// CHECK: virtual-base-errors.cu:[[@LINE+1]]:7: error: cannot create an object of abstract class `Named`
Named bad;
#else
struct A { int a; };
struct B : virtual A { int b; };
// DEV: virtual-base-errors.cu:[[@LINE+1]]:35: error: a conversion to a virtual base class in device code for sm_70
__device__ int get(B &b) { return b.a; }
__global__ void k(int *out, B *p) { out[0] = get(*p); }
#endif
