// The vtable group of a class with virtual bases, laid out as g++ 12's `_ZTV1D` (17 entries):
// D's primary vtable (shared with B) with the vbase offsets of Z (48) and A (32); C-in-D's
// (vbase offsets 32 and 16 from C, offset to top -16, then C::f); A-in-D's (the vcall offset
// -16 for f, offset to top -32, then f's final overrider C::f through a thunk that subtracts
// 16 from `this`; g++ uses the virtual thunk `_ZTv0_n24_N1C1fEv` there, with the same
// effect); Z-in-D's. RTTI is null (circlec emits no type information). Constructors store
// each vtable's address point (D's C1 has a body of its own: it constructs A and Z).
// RUN: %circlec -S --emit=llvm --sm 52 %s -o %t
// RUN: FileCheck %s < %t.host.ll
// CHECK-DAG: @_ZTV1D = linkonce_odr constant [17 x ptr] [ptr inttoptr (i64 48 to ptr), ptr inttoptr (i64 32 to ptr), ptr null, ptr null, ptr inttoptr (i64 32 to ptr), ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr null, ptr @_ZN1C1fEv, ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -32 to ptr), ptr null, ptr @_ZThn16_N1C1fEv, ptr null, ptr inttoptr (i64 -48 to ptr), ptr null, ptr @_ZN1Z1gEv]
// CHECK-DAG: define linkonce_odr i32 @_ZThn16_N1C1fEv(ptr %0)
// CHECK-DAG: define linkonce_odr void @_ZN1DC1Ev(
// CHECK-DAG: define linkonce_odr void @_ZN1DC2Ev(
struct A { int a; virtual int f() { return 1; } };
struct Z { int z; virtual int g() { return 5; } };
struct B : virtual A { int b; };
struct C : virtual A, virtual Z { int c; int f() override { return 3; } };
struct D : B, C { int d; };
struct E : D { E() {} };
int use() {
  D d;
  E e;
  return d.f() + e.g();
}
