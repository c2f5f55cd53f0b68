// Host calls of external functions taking or returning a class that is not trivial for calls
// (here: it has a destructor) are accepted: as the Itanium C++ ABI and clang++-19 do it, the
// caller passes the address of a copy it makes and destroys after the call (a plain `ptr`),
// and receives the result through a hidden first parameter `ptr sret(%T) align A`. Classes
// trivial for calls are still refused (external-record-by-value.cu).
// RUN: %circlec -S --emit=llvm --sm 70 %s -o %t
// RUN: FileCheck %s < %t.host.ll
struct N {
  int a;
  N(int v) : a(v) {}
  ~N() { a = 0; }
};
int takes(N n);
N makes(int v);
// CHECK-LABEL: define i32 @main()
// CHECK: call void @_ZN1NC2Ei(ptr %n, i32 1)
// CHECK: {{call|invoke}} i32 @_Z5takes1N(ptr %[[COPY:[a-z0-9]+]])
// CHECK: call void @_ZN1ND2Ev(ptr %[[COPY]])
// CHECK: {{call|invoke}} void @_Z5makesi(ptr sret(%struct.N) align 4 %{{[a-z0-9]+}}, i32 2)
// CHECK-DAG: declare i32 @_Z5takes1N(ptr)
// CHECK-DAG: declare void @_Z5makesi(ptr sret(%struct.N) align 4, i32)
int main() {
  N n(1);
  int r = takes(n);
  return r + makes(2).a;
}
