// The first line of each diagnostic is the one GCC and clang write, so editors and CI problem
// matchers (`file:line:col: severity: message`) pick it up: no code between the severity and the
// colon, the stable code last in brackets. A problem found on every sm is one diagnostic that
// names them all, not one per sm.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %circlec -fsyntax-only %s 2>&1 | grep -cE '^[^ :]+:[0-9]+:[0-9]+: (fatal )?(error|warning): .+ \[E[0-9]{4}\]$' | FileCheck %s --check-prefix=MATCHER
// RUN: not %circlec -fsyntax-only --sm 52,70,80 -DPERSM %s 2>&1 | FileCheck %s --check-prefix=PERSM

#ifndef PERSM
// CHECK-DAG: {{^}}{{.*}}diagnostic-first-line.cu:[[@LINE+1]]:22: error: use of undeclared identifier `nowhere` [E0301]{{$}}
int f() { return 1 + nowhere; }
// CHECK-DAG: {{^}}{{.*}}diagnostic-first-line.cu:[[@LINE+1]]:16: warning: attribute `no_such_attribute` is ignored [E0213]{{$}}
__attribute__((no_such_attribute)) int g();
// MATCHER: 2
#else
struct A { virtual int f() { return 1; } };
// PERSM: diagnostic-first-line.cu:[[@LINE+1]]:34: error: a virtual function call in device code for sm_52, sm_70 and sm_80: {{.*}}[E0720]
__device__ int h() { A a; return a.f(); }
__global__ void k(int* p) { *p = h(); }
// PERSM-NOT: sm_70:
// PERSM: 2 errors generated
#endif
