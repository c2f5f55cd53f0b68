// Virtual calls on `*this` in the constructors and destructors of a class with virtual bases
// see that class as the dynamic type, as C++ requires: `B`'s constructor and destructor call
// `B::name` even when `B` is a base of `D`. circlec has no construction vtables, so such a
// call is made directly to the final overrider in the class whose constructor runs (calls
// through other pointers to the object under construction still see the complete class's
// overriders). The output is g++ 12's.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: A sees A
// CHECK-NEXT: B sees B a=1
// CHECK-NEXT: D sees D
// CHECK-NEXT: r: D
// CHECK-NEXT: ~D sees D
// CHECK-NEXT: ~B sees B
// CHECK-NEXT: ~A sees A
// CHECK-NEXT: A sees A
// CHECK-NEXT: B sees B a=1
// CHECK-NEXT: ~B sees B
// CHECK-NEXT: ~A sees A
#include <stdio.h>
struct A { int a; A() : a(1) { printf("A sees %s\n", name()); } virtual const char *name() const { return "A"; } virtual ~A() { printf("~A sees %s\n", name()); } };
struct B : virtual A { B() { printf("B sees %s a=%d\n", name(), a); } const char *name() const override { return "B"; } ~B() { printf("~B sees %s\n", this->name()); } };
struct C : virtual A { int c = 5; const char *name() const override { return "C"; } };
struct D : B { int d = 7; D() { printf("D sees %s\n", name()); } const char *name() const override { return "D"; } ~D() { printf("~D sees %s\n", name()); } };
int main() {
  { D d; const A &r = d; printf("r: %s\n", r.name()); }
  { B b; }
  return 0;
}
