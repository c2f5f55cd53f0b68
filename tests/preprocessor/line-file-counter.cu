// __LINE__, __FILE__, __COUNTER__, and #line renumbering lines and renaming the file (also in
// diagnostics).
// RUN: %circlec -E -P %s 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err

int l = __LINE__;
// CHECK: {{^}}int l = 6;{{$}}
#define HERE __LINE__
int m = HERE;
// CHECK-NEXT: {{^}}int m = 9;{{$}}
int c = __COUNTER__ + __COUNTER__;
// CHECK-NEXT: {{^}}int c = 0 + 1;{{$}}
const char* f = __FILE__;
// CHECK-NEXT: {{^}}const char* f = "{{.*}}line-file-counter.cu";{{$}}
#line 500 "renamed.cu"
int n = __LINE__; const char* g = __FILE__;
// CHECK-NEXT: {{^}}int n = 500; const char* g = "renamed.cu";{{$}}
#warning after line
// DIAG: renamed.cu:502:2: warning: #warning after line{{.*}}[E0132]
