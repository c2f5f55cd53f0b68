// -ftime-report prints the time of each front-end phase.
// RUN: %circlec -fsyntax-only -ftime-report %s 2>&1 | FileCheck %s
// CHECK: preprocess
// CHECK: parse
// CHECK: sema
int main() { return 0; }
