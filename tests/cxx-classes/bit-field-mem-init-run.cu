// A constructor's member initializer list names bit-fields (`: __head(0), __tail(0)`, as
// libcu++'s `cuda::pipeline` does; NVIDIA's globalToShmemAsyncCopy sample stopped at "`__head`
// is not a member of this class"). Each bit-field takes its initializer, the others in the
// same storage their default member initializers; const bit-fields too.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 5 200 3 1 0 1 7
// CHECK: 9 1 3 0 1 0 7
#include <cstdio>
typedef unsigned char u8;
struct Pipe {
  u8 head : 8;
  u8 tail : 8;
  const u8 stages : 8;
  bool consumed : 1;
  bool produced : 1;
  const bool partitioned : 1;
  int rest = 7;
  unsigned defaulted : 4 = 3;
  Pipe(u8 n, bool part) : head(5), tail(200), stages(n), consumed(true), produced(false), partitioned(part) {}
  Pipe(int h) : head(h), tail(1), stages(3), consumed(false), produced(true), partitioned(false), defaulted(2) {}
};
int main() {
  Pipe a(3, true);
  printf("%d %d %d %d %d %d %d\n", a.head, a.tail, a.stages, a.consumed, a.produced, a.partitioned, a.rest);
  Pipe b(9);
  printf("%d %d %d %d %d %d %d\n", b.head, b.tail, b.defaulted + 1, b.consumed, b.produced, b.partitioned, b.rest);
}
