// `alignas` may raise an alignment but not lower it ([dcl.align]/5; clang: "requested alignment
// is less than minimum alignment"), on a record or on a field. Equal or stronger is fine.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s

struct alignas(8) Same { double d; };
struct alignas(16) Stronger { double d; };
struct FieldOk { alignas(8) int x; };

// CHECK-DAG: rejects-alignas.cu:[[@LINE+1]]:1: error: `alignas(4)` is less than the minimum alignment 8 of `A4Over` [E0310]
struct alignas(4) A4Over { double d; };
// CHECK-DAG: rejects-alignas.cu:[[@LINE+1]]:28: error: `alignas(2)` is less than the minimum alignment 4 of field `x`{{.*}}[E0310]
struct FieldWeak { char c; alignas(2) int x; };
// CHECK: 2 errors generated
