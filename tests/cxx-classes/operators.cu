// Overloaded operators: member and non-member binary operators, compound assignment, unary
// minus, prefix and postfix increment, `[]`, `()`, and implicit conversion of an operand
// through a converting constructor. Symbols are clang's (checked with clang++-19 -x cuda).
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll

struct Vec2 {
  float x, y;
  __device__ Vec2() : x(0), y(0) {}
  __device__ Vec2(float a) : x(a), y(a) {}
  __device__ Vec2(float a, float b) : x(a), y(b) {}
  __device__ Vec2 operator+(const Vec2 &o) const { return Vec2(x + o.x, y + o.y); }
  __device__ Vec2 &operator+=(const Vec2 &o) { x += o.x; y += o.y; return *this; }
  __device__ Vec2 operator-() const { return Vec2(-x, -y); }
  __device__ float &operator[](int i) { return i == 0 ? x : y; }
  __device__ Vec2 &operator++() { x += 1; return *this; }
  __device__ Vec2 operator++(int) { Vec2 old = *this; x += 1; return old; }
};
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }
__device__ bool operator==(const Vec2 &a, const Vec2 &b) { return a.x == b.x && a.y == b.y; }
struct Scale {
  float k;
  __device__ float operator()(float v) const { return k * v; }
};
// CHECK-LABEL: define ptx_kernel void @_Z1kPf(
// CHECK: call void @_ZN4Vec2C1Eff(ptr %a, float 1.000000e+00, float 2.000000e+00)
// CHECK: call void @_ZN4Vec2C1Ef(ptr %b, float 3.000000e+00)
// CHECK: call %struct.Vec2 @_ZNK4Vec2plERKS_(ptr %a, ptr %b)
// CHECK: call ptr @_ZN4Vec2pLERKS_(ptr %c, ptr %a)
// CHECK: call %struct.Vec2 @_ZNK4Vec2ngEv(ptr %c)
// CHECK: call ptr @_ZN4Vec2ixEi(ptr %c, i32 1)
// CHECK: call %struct.Vec2 @_ZmlfRK4Vec2(float 2.000000e+00, ptr %c)
// CHECK: call ptr @_ZN4Vec2ppEv(ptr %d)
// CHECK: call %struct.Vec2 @_ZN4Vec2ppEi(ptr %d, i32 0)
// CHECK: call float @_ZNK5ScaleclEf(ptr %s,
// CHECK: call zeroext i1 @_ZeqRK4Vec2S1_(ptr %a, ptr %b)
// `a + 1.0f` converts 1.0f through `Vec2(float)` into a temporary.
// CHECK: call void @_ZN4Vec2C1Ef(ptr %tmp{{[0-9]*}}, float 1.000000e+00)
// CHECK: call %struct.Vec2 @_ZNK4Vec2plERKS_(ptr %a, ptr %tmp
__global__ void k(float *out) {
  Vec2 a(1, 2), b = 3.0f;
  Vec2 c = a + b;
  c += a;
  c = -c;
  c[1] = 5;
  Vec2 d = 2.0f * c;
  ++d;
  d++;
  Scale s{2};
  out[0] = d[0] + s(d[1]);
  out[1] = (a == b);
  Vec2 e = a + 1.0f;
  out[2] = e.x;
}
