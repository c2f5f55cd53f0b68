// Virtual functions in host code: overriding (with and without `override`), a pure virtual
// function, virtual calls through base pointers and references, a non-virtual call written
// `q.Shape::area()`, virtual destructors, and vtables `_ZTV<class>` with Itanium's slot order
// (a virtual destructor takes two slots: the complete-object variant, D2 for an inline one as
// clang replaces D1 by D2, then the deleting D0). The output matches clang's build of the same file.
// REQUIRES: libcudart
// RUN: %circlec -S --emit=llvm --sm 52 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// IR-DAG: @_ZTV5Shape = linkonce_odr constant [6 x ptr] [ptr null, ptr null, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @_ZNK5Shape4areaEv, ptr @__cxa_pure_virtual]
// IR-DAG: @_ZTV6Square = linkonce_odr constant [6 x ptr] [ptr null, ptr null, ptr @_ZN6SquareD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK6Square4nameEv]
// CHECK: rect 12
// CHECK-NEXT: square 32
// CHECK-NEXT: PASS
// CHECK-NEXT: ~Rect
// CHECK-NEXT: ~Shape 2
// CHECK-NEXT: ~Rect
// CHECK-NEXT: ~Shape 1
#include <stdio.h>
struct Shape {
  int id;
  Shape(int i) : id(i) {}
  virtual ~Shape() { printf("~Shape %d\n", id); }
  virtual float area() const { return 0; }
  virtual const char *name() const = 0;
  float twice() const { return 2 * area(); }
};
struct Rect : Shape {
  float w, h;
  Rect(float a, float b) : Shape(1), w(a), h(b) {}
  ~Rect() { printf("~Rect\n"); }
  float area() const override { return w * h; }
  const char *name() const override { return "rect"; }
};
struct Square : Rect {
  Square(float s) : Rect(s, s) { id = 2; }
  const char *name() const { return "square"; }
};
float total(const Shape &s) { return s.area(); }
int main() {
  Rect r(2, 3);
  Square q(4);
  const Shape *all[2] = {&r, &q};
  float sum = 0;
  for (int i = 0; i < 2; ++i) {
    sum += all[i]->area();
    printf("%s %g\n", all[i]->name(), all[i]->twice());
  }
  int ok = sum == 22 && total(q) == 16 && sizeof(Rect) == 24 && q.Shape::area() == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
