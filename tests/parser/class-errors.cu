// Errors inside class bodies are reported, and the members after them are still parsed
// (member function bodies are parsed once the class is complete, in order).
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct Particle {
  float x float y;
// CHECK: class-errors.cu:[[@LINE-1]]:10: error: expected `;` after the declaration, found keyword `float` [E0201]
public
  void step(float dt) { x += dt * ; }
// CHECK: class-errors.cu:[[@LINE-1]]:3: error: expected `:` after the access specifier, found keyword `void` [E0201]
// CHECK: class-errors.cu:[[@LINE-2]]:35: error: expected expression, found `;` [E0202]
  Particle(float v) : x(v { }
// CHECK: class-errors.cu:[[@LINE-1]]:27: error: expected `)` to close the member initializer, found `{` [E0201]
  float y2;
};
int after = ;
// CHECK: class-errors.cu:[[@LINE-1]]:13: error: expected expression, found `;` [E0202]
// CHECK: 5 errors generated.
