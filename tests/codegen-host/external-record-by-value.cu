// Host calls to external functions that take or return a class by value are refused: only kernel
// stubs and launches follow the x86-64 C ABI for aggregates, so such a call would pass the
// argument wrongly. Passing by reference or pointer is fine, and so is a function defined here,
// and so is a class not trivial for calls, which goes by address (cxx-classes/byval-host-external.cu).
// RUN: not %circlec --sm 70 -c %s -o %t.o 2>&1 | FileCheck %s
struct P { int a, b; };
extern "C" int takes(P p);
// CHECK: external-record-by-value.cu:[[@LINE-1]]:16: error: calling the external function `takes`, which takes or returns a class by value, is not supported yet in host code{{.*}}[E0708]
extern "C" P makes(int);
// CHECK: external-record-by-value.cu:[[@LINE-1]]:14: error: calling the external function `makes`{{.*}}[E0708]
extern "C" int byref(const P& p);
// CHECK-NOT: `byref`
int local(P p) { return p.a; }
// CHECK-NOT: `local`
int main() {
  P p{1, 2};
  return takes(p) + makes(3).a + byref(p) + local(p);
}
// CHECK: 2 errors generated.
