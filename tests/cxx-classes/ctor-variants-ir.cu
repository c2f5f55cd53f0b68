// Constructor and destructor variants as clang++-19 emits them (Itanium C++ ABI §5.1.4).
// Device (NVPTX, no aliases): the base-object variants C2/D2 hold the bodies; the
// complete-object C1/D1 call them; an external definition gets both, an inline one only
// what is used. Complete objects use C1/D1, base subobjects and delegation C2/D2.
// Host (x86-64, constructor aliases): an external definition's C1/D1 are aliases of C2/D2;
// inline ones have no C1/D1 (calls use C2/D2); a virtual destructor's vtable slots hold
// the complete variant and the deleting one, D0, which `delete` calls.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=DEV < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=DEVDEF < %t.sm_70.ll
// RUN: %circlec -S --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=HOST < %t.host.ll
// RUN: FileCheck %s --check-prefix=HOSTDEF < %t.host.ll

// DEVDEF-DAG: define void @_ZN1AC2Ev(ptr %0)
// DEVDEF-DAG: define void @_ZN1AC1Ev(ptr %0)
// DEVDEF-DAG: define void @_ZN1AD2Ev(ptr %0)
// DEVDEF-DAG: define void @_ZN1AD1Ev(ptr %0)
// DEVDEF-DAG: define linkonce_odr void @_ZN1BC1Ev(ptr %0)
// DEVDEF-DAG: define linkonce_odr void @_ZN1BC2Ev(ptr %0)
// DEVDEF-DAG: define linkonce_odr void @_ZN1DC1Ev(ptr %0)
// DEVDEF-DAG: define linkonce_odr void @_ZN1DD1Ev(ptr %0)
// DEV-LABEL: define i32 @_Z3devv()
// DEV: call void @_ZN1AC1Ev(
// DEV: call void @_ZN1BC1Ev(
// DEV: call void @_ZN1DC1Ev(
// DEV: call void @_ZN1DD1Ev(
// DEV: call void @_ZN1BD1Ev(
// DEV: call void @_ZN1AD1Ev(
// DEV-LABEL: define linkonce_odr void @_ZN1DC2Ev(
// DEV: call void @_ZN1BC2Ev(
// DEV-LABEL: define linkonce_odr void @_ZN1DD2Ev(
// DEV: call void @_ZN1BD2Ev(
// DEV-LABEL: define linkonce_odr void @_ZN1DC1Ev(
// DEV-NEXT: entry:
// DEV-NEXT: call void @_ZN1DC2Ev(ptr %0)
// DEV-NOT: @_ZN1EC1Ei

// HOSTDEF-DAG: @_ZTV1V = linkonce_odr constant [4 x ptr] [ptr null, ptr null, ptr @_ZN1VD2Ev, ptr @_ZN1VD0Ev]
// HOSTDEF-DAG: @_ZN1AC1Ev = unnamed_addr alias void (ptr), ptr @_ZN1AC2Ev
// HOSTDEF-DAG: @_ZN1AD1Ev = unnamed_addr alias void (ptr), ptr @_ZN1AD2Ev
// HOSTDEF-DAG: define void @_ZN1AC2Ev(ptr %0)
// HOSTDEF-DAG: define void @_ZN1AD2Ev(ptr %0)
// HOST-LABEL: define i32 @_Z4hostv()
// HOST: {{call|invoke}} void @_ZN1AC1Ev(
// HOST: {{call|invoke}} void @_ZN1BC2Ev(
// HOST: {{call|invoke}} void @_ZN1DC2Ev(
// HOST: {{call|invoke}} void @_ZN1EC2Ev(
// HOST: getelementptr inbounds ptr, ptr %vtable, i64 1
// HOST-NOT: @free
// HOST: call void @_ZN1DD2Ev(
// HOST: call void @_ZN1BD2Ev(
// HOST: call void @_ZN1AD1Ev(
// HOST-LABEL: define linkonce_odr void @_ZN1EC2Ev(
// HOST: {{call|invoke}} void @_ZN1EC2Ei(
// HOST-LABEL: define linkonce_odr void @_ZN1VD0Ev(
// HOST-NEXT: entry:
// HOST-NEXT: call void @_ZN1VD2Ev(ptr %0)
// HOST-NEXT: call void @free(ptr %0)
// HOST-NOT: @_ZN1BC1Ev
// HOST-NOT: @_ZN1VD1Ev

struct A { int x; __host__ __device__ A(); __host__ __device__ ~A(); };
__host__ __device__ A::A() : x(1) {}
__host__ __device__ A::~A() { x = 0; }
struct B { int y; __host__ __device__ B() : y(2) {} __host__ __device__ ~B() { y = 0; } };
struct D : B { int z; __host__ __device__ D() : z(3) {} __host__ __device__ ~D() {} };
struct E { int w; E() : E(4) {} E(int v) : w(v) {} };
struct V { virtual ~V() {} int v; };
__device__ int dev() { A a; B b; D d; return a.x + b.y + d.z; }
int host() { A a; B b; D d; E e; V *v = new V; delete v; return a.x + b.y + d.z + e.w; }
