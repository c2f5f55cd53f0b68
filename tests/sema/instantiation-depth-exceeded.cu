// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
template<int N> int depth() { return depth<N + 1>() + 1; }
// CHECK: error: instantiating `depth` exceeds the depth limit of 1024 [E0522]
int start = depth<0>();
