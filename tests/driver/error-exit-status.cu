// Errors are reported with file:line:col, a code and a name, and circlec exits with status 1;
// several errors are reported in one run, followed by a count.
// RUN: %circlec -fsyntax-only %s 2> %t.err; test $? -eq 1
// RUN: FileCheck %s < %t.err
int ok = 1;
int a = undeclared_one;
// CHECK: error-exit-status.cu:[[@LINE-1]]:9: error: {{.*}}`undeclared_one`{{.*}}[E{{[0-9]+}}]
int b = undeclared_two;
// CHECK: error-exit-status.cu:[[@LINE-1]]:9: error: {{.*}}`undeclared_two`{{.*}}[E{{[0-9]+}}]
// CHECK: 2 errors generated.
