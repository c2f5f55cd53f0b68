// Meta code that cannot run is an error at the meta statement, with the value involved: a
// run-time value read during translation, a meta loop that does not end, an introspection
// index out of range or a type that is not an enumeration, `for enum` without `@meta`, a meta
// `break` outside a meta loop, real statements where no real scope exists, a real declaration
// repeated by a meta loop. Each is reported once, and checking goes on after it.
// RUN: not %circlec -fsyntax-only -fconstexpr-steps=5000 %s 2>&1 | FileCheck %s --implicit-check-not=error:
enum class E { a, b, c = 1 };

void f(int n, int* p) {
  @meta int x = n;
  // CHECK: errors.cu:[[@LINE-1]]:17: error: meta code reads a value known only at run time [E0622]
  @meta for (int i = 0; i < 10; ) { }
  // CHECK: errors.cu:[[@LINE-1]]:9: error: `@meta for` loop did not end within 5000 iterations [E0623]
  @meta int k = 0;
  @meta while (k >= 0) @meta ++k;
  // CHECK: errors.cu:[[@LINE-1]]:9: error: `@meta while` loop did not end within 5000 iterations [E0623]
  int y = (int)@enum_value(E, 7);
  // CHECK: errors.cu:[[@LINE-1]]:31: error: `@enum_value` index 7 is out of range for `E` [E0621]
  // CHECK: `E` has 2 distinct enumerators: the index must be at least 0 and below 2
  int z = @enum_count(int);
  // CHECK: errors.cu:[[@LINE-1]]:11: error: `@enum_count` needs an enumeration type, not `int` [E0620]
  const char* w = @enum_name(E);
  // CHECK: errors.cu:[[@LINE-1]]:19: error: wrong operands for `@enum_name` [E0620]
  for enum (E e : E) { }
  // CHECK: errors.cu:[[@LINE-1]]:3: error: `for enum` runs during translation: write `@meta for enum` [E0625]
  @meta break;
  // CHECK: errors.cu:[[@LINE-1]]:9: error: `@meta break` outside a meta loop [E0625]
  @meta for enum (int e : E) { }
  // CHECK: errors.cu:[[@LINE-1]]:19: error: the variable of `for enum` must have type `E`, not `int` [E0620]
  const char* s = @enum_name((E)5);
  // CHECK: errors.cu:[[@LINE-1]]:30: error: 5 is not the value of an enumerator of `E` [E0621]
  @meta for (int i = 0; i < 2; ++i) {
    int dup = p[i];
    // CHECK: errors.cu:[[@LINE-1]]:9: error: redefinition of `dup` [E0302]
    // CHECK: declared again by the next iteration of a `@meta` loop
  }
  @meta switch (n) { }
  // CHECK: errors.cu:[[@LINE-1]]:9: error: `@meta switch` is not supported [E0625]
}

@meta for (int i = 0; i < 2; ++i) { int q = i; }
// CHECK: errors.cu:[[@LINE-1]]:37: error: a real statement inside a `@meta` statement outside a function [E0625]
@meta int bad = 1 / 0;
// CHECK: errors.cu:[[@LINE-1]]:17: error: division by zero in a constant expression [E0316]

void arrays() {
  @meta int table[3] = {1, 2, 3};
  // CHECK: errors.cu:[[@LINE-1]]:13: error: a meta array is not supported [E0625]
}
