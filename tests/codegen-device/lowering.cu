// The shared lowering on the device: struct values and references, unions, switch with
// fallthrough, do-while, pointer arithmetic and differences, short-circuit logic, the
// conditional operator as a value and as an lvalue, conversions, function pointers, string
// literals, static locals and `__constant__` aggregates. The PTX assembles.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: %circlec -S --sm 70 -O2 %s -o %t.O2
// RUN: %if ptxas %{ %ptxas -arch=sm_70 %t.O2.sm_70.ptx -o %t.cubin %}

// CHECK-DAG: %struct.Vec3 = type { float, float, float }
// CHECK-DAG: %struct.Pair = type { i8, double, i32 }
// CHECK-DAG: %union.Bits = type { float }
// CHECK-DAG: @origin = addrspace(4) externally_initialized global %struct.Vec3 { float 1.000000e+00, float 2.000000e+00, float 3.000000e+00 }, align 4
// CHECK-DAG: @_ZZ10counter_fnvE5calls = internal addrspace(1) global i32 0, align 4
// CHECK-DAG: @.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1

struct Vec3 { float x, y, z; };
struct Pair { char c; double d; int i; };
union Bits { float f; unsigned u; };
enum Color { Red, Green = 5, Blue };

Vec3 add(Vec3 a, Vec3 b) { Vec3 r; r.x = a.x + b.x; r.y = a.y + b.y; r.z = a.z + b.z; return r; }
float dot(const Vec3& a, const Vec3& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
void bump(int& x) { x += 2; }
int classify(int v) {
  switch (v) {
    case 0: return 10;
    case 1:
    case 2: v *= 3; break;
    case Green: return 55;
    default: v = -v;
  }
  return v;
}
int sum_to(int n) { int s = 0; int i = 0; do { s += i; ++i; } while (i < n); return s; }
int apply(int (*f)(int), int x) { return f(x); }
unsigned bits_of(float f) { Bits b; b.f = f; return b.u; }
__device__ const char* msg() { return "hello"; }
__constant__ Vec3 origin = {1.0f, 2.0f, 3.0f};
__device__ int counter_fn() { static int calls = 0; return ++calls; }

__global__ void k(float* out, int* ip, long n, Pair* pairs) {
  Vec3 a = {1.0f, 2.0f, 3.0f};
  Vec3 b{};
  b.x = out[0];
  Vec3 c = add(a, b);
  out[1] = dot(c, origin);
  int arr[4] = {1, 2};
  int* p = arr + 1;
  p++;
  *p = 7;
  long diff = p - arr;
  bump(arr[3]);
  ip[0] = arr[0] + arr[3] + (int)diff + classify(ip[1]) + sum_to(ip[2]);
  ip[1] = (ip[2] > 0 && ip[3] < 5) || !ip[4] ? 1 : 2;
  ip[2] = apply(classify, 2) + (int)bits_of(out[2]) + Blue;
  ip[3] = (int)(out[3] * 2.5) + (unsigned char)ip[4] + (ip[5] >> 2) + (ip[6] << 1) % 7;
  double d = n;
  out[4] = (float)d / 3;
  pairs[0].d = pairs[1].c + pairs[1].i;
  Pair q = pairs[2];
  pairs[3] = q;
  bool f = out[5] > 1.0f;
  ip[6] = f ? ip[7] : ip[8];
  unsigned u = ip[9];
  u /= 3u;
  ip[9] = u;
  const char* s = msg();
  ip[10] = s[1] + counter_fn();
  int* np = nullptr;
  if (np == nullptr && p) ip[11] = 1;
  for (int i = 0; i < 10; i++) { if (i & 1) continue; while (true) { break; } ip[12] ^= i; }
}

// CHECK-LABEL: define ptx_kernel void @_Z1kPfPilP4Pair(
// CHECK: store %struct.Vec3 zeroinitializer, ptr %b
// CHECK: call %struct.Vec3 @_Z3add4Vec3S_(ptr byval(%struct.Vec3) align 4 %
// CHECK: call float @_Z3dotRK4Vec3S1_(ptr %c, ptr addrspacecast (ptr addrspace(4) @origin to ptr))
// CHECK: %sub.ptr.div = sdiv exact i64 %sub.ptr, 4
// CHECK: land.end:
// CHECK-NEXT: phi i1 [ false, %body ]
// CHECK: lor.end:
// CHECK-NEXT: phi i1 [ true, %land.end ]
// CHECK: call i32 @_Z5applyPFiiEi(ptr @_Z8classifyi, i32 2)
// CHECK: ashr i32
// CHECK: srem i32
// CHECK: load %struct.Pair, ptr
// CHECK: store %struct.Pair
// CHECK: phi ptr
// CHECK: udiv i32

// CHECK-LABEL: define internal i32 @_Z8classifyi(
// CHECK: switch i32 %{{.*}}, label %sw.default [
// CHECK-NEXT: i32 0, label %[[C0:.*]]
// CHECK-NEXT: i32 2, label %[[C2:.*]]
// CHECK-NEXT: i32 1, label %[[C1:.*]]
// CHECK-NEXT: i32 5, label %[[C5:.*]]
// CHECK: [[C1]]:
// CHECK-NEXT: br label %[[C2]]
