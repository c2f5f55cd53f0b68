// Errors inside class bodies are reported, and the members after them are still parsed
// (member function bodies are parsed once the class is complete, in order).
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct Particle {
  float x float y;
// CHECK: class-errors.cu:[[@LINE-1]]:10: error[E0201]: expected `;` after the declaration, found keyword `float` [expected-token]
public
  void step(float dt) { x += dt * ; }
// CHECK: class-errors.cu:[[@LINE-1]]:3: error[E0201]: expected `:` after the access specifier, found keyword `void` [expected-token]
// CHECK: class-errors.cu:[[@LINE-2]]:35: error[E0202]: expected expression, found `;` [expected-expression]
  Particle(float v) : x(v { }
// CHECK: class-errors.cu:[[@LINE-1]]:27: error[E0201]: expected `)` to close the member initializer, found `{` [expected-token]
  float y2;
};
int after = ;
// CHECK: class-errors.cu:[[@LINE-1]]:13: error[E0202]: expected expression, found `;` [expected-expression]
// CHECK: 5 errors generated.
