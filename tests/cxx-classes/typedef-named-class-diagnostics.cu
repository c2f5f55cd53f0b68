// An unnamed class or enumeration declared by a typedef (`typedef struct { ... } __half_raw;`,
// NVIDIA's and C headers' style) is shown by the typedef's name in diagnostics, as clang shows
// it, never as `(anonymous)` or an internal name.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not='error:'

typedef struct { unsigned short x; } half_raw;
typedef enum { Fast, Slow } Mode;
namespace ns { typedef struct { int a; } Inner; }

void use(half_raw h, Mode m, ns::Inner i) {
  // CHECK: typedef-named-class-diagnostics.cu:[[@LINE+1]]:3: error: no member named `y` in `half_raw` [E0307]
  h.y = 1;
  // CHECK: typedef-named-class-diagnostics.cu:[[@LINE+1]]:3: error: no member named `b` in `ns::Inner` [E0307]
  i.b = 2;
  // CHECK: typedef-named-class-diagnostics.cu:[[@LINE+1]]:12: error: cannot convert `Mode *` to `int *` in initialization [E0401]
  int *p = &m;
}
