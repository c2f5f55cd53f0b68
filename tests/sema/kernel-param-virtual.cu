// A kernel cannot take a class with virtual functions by value (nvcc rejects it too): the
// object's vtable pointer would point into host memory. Pointers and references are fine.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct Shape { virtual float area() const { return 0; } float w; };
struct Plain { float w; };
__global__ void by_pointer(Shape* s, Plain p) {}
__global__ void by_value(Shape s) {}
// CHECK: kernel-param-virtual.cu:[[@LINE-1]]:{{[0-9]+}}: error: a kernel cannot take `Shape`, a class with virtual functions, by value [E0546]
// CHECK: 1 error generated.
