// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: too-many-initializers.cu:[[@LINE+1]]:21: error: too many initializers for an array of 2 [E0414]
int arr[2] = {1, 2, 3};
struct P { int x, y; };
// CHECK: too-many-initializers.cu:[[@LINE+1]]:14: error: too many initializers for `P`{{.*}}[E0414]
P p = {1, 2, 3};
int ok[] = {1, 2, 3};
static_assert(sizeof(ok) == 12, "bound deduced from the list");
