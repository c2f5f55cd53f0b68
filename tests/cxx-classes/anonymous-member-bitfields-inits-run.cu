// Members of anonymous struct and union members: bit-fields inside an anonymous struct are
// named as the enclosing class's (NVIDIA's dxtc sample: `union Color16 { struct { unsigned
// short b : 5, g : 6, r : 5; }; unsigned short u; }` gave "no member named `b`"), and a
// constructor's member initializers reach fields of anonymous members (nvQuaternion.h:
// `quaternion() : x(0.0), y(0.0), z(0.0), w(0.0)` with the fields in `union { struct { T x, y,
// z, w; }; T _array[4]; }` gave "`x` is not a member of this class").
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 1 63 0 2017
// CHECK: 3 4 10
#include <cstdio>
union Color16 {
  struct {
    unsigned short b : 5;
    unsigned short g : 6;
    unsigned short r : 5;
  };
  unsigned short u;
};
template <class T> struct Q {
  union {
    struct { T x, y, z, w; };
    T v[4];
  };
  int tag;
  Q() : x(1), y(2), z(3), w(4), tag(10) {}
};
int main() {
  Color16 c;
  c.u = 0;
  c.g = 63;
  c.b = 1;
  const Color16 &k = c;
  printf("%d %d %d %d\n", k.b, k.g, k.r, c.u);
  Q<float> q;
  printf("%g %g %d\n", q.v[2], q.w, q.tag);
}
