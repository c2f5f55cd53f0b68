// Constructors and destructors defined in another translation unit (host), as clang++-19
// calls them: a complete object through the declared C1/D1, a base subobject through the
// declared C2/D2; an out-of-line virtual destructor is D2 with the alias D1, which the
// vtable and the deleting destructor D0 use.
// RUN: %circlec -S --emit=llvm --sm 70 %s -o %t
// RUN: FileCheck %s < %t.host.ll
// RUN: FileCheck %s --check-prefix=DECL < %t.host.ll
struct E { int a; E(); ~E(); };
struct F : E { int b; F() : b(1) {} };
struct V { virtual ~V(); int v; };
V::~V() {}
int host() { E e; F f; V *p = new V; delete p; return e.a + f.b; }
// CHECK: @_ZTV1V = {{.*}}[ptr null, ptr null, ptr @_ZN1VD1Ev, ptr @_ZN1VD0Ev]
// CHECK: @_ZN1VD1Ev = unnamed_addr alias void (ptr), ptr @_ZN1VD2Ev
// CHECK-LABEL: define i32 @_Z4hostv()
// CHECK: call void @_ZN1EC1Ev(ptr %e)
// CHECK: {{call|invoke}} void @_ZN1FC2Ev(ptr %f)
// CHECK: call void @_ZN1FD2Ev(ptr %f)
// CHECK: call void @_ZN1ED1Ev(ptr %e)
// CHECK-LABEL: define linkonce_odr void @_ZN1FC2Ev(
// CHECK: call void @_ZN1EC2Ev(
// CHECK-LABEL: define linkonce_odr void @_ZN1FD2Ev(
// CHECK: call void @_ZN1ED2Ev(
// CHECK-LABEL: define void @_ZN1VD0Ev(
// CHECK-NEXT: entry:
// CHECK-NEXT: call void @_ZN1VD1Ev(ptr %0)
// DECL-DAG: declare void @_ZN1EC1Ev(ptr)
// DECL-DAG: declare void @_ZN1EC2Ev(ptr)
// DECL-DAG: declare void @_ZN1ED1Ev(ptr)
// DECL-DAG: declare void @_ZN1ED2Ev(ptr)
