// `#pragma unroll` / `#pragma unroll N` / `#pragma nounroll` / `_Pragma("unroll N")` become
// self-referential `!llvm.loop` nodes on the loops' back edges, as clang emits them for CUDA;
// the count may be a template parameter (folded per instantiation) or a macro.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=RANGE < %t.sm_70.ll
// RUN: %circlec --emit=llvm --sm 70 -O2 %s -o %t.o2
// RUN: FileCheck %s --check-prefix=O2 < %t.o2.sm_70.ll
// RUN: %circlec --emit=ptx --sm 70 -O2 %s -o %t.p
// RUN: %circlec --emit=llvm -S --sm 70 -O0 %s -o %t.h
// RUN: FileCheck %s --check-prefix=HOST < %t.h.host.ll
// RUN: FileCheck %s --check-prefix=PTX < %t.p.sm_70.ptx

// CHECK-LABEL: define ptx_kernel void @_Z5loopsILi4EEvPf(
template <int N>
__global__ void loops(float* out) {
  float acc[N];
#pragma unroll
  for (int i = 0; i < N; ++i) acc[i] = out[i] * 2.0f;
  // CHECK: br label %for.cond, !llvm.loop ![[FULL:[0-9]+]]
  float s = 0;
#pragma unroll N
  for (int i = 0; i < N; ++i) {
    if (acc[i] < 0) continue;
    s += acc[i];
  }
  // CHECK: br label %for.cond{{[0-9]+}}, !llvm.loop ![[COUNT:[0-9]+]]
  int j = 0;
#pragma unroll 1
  while (j < N) {
    s += 1;
    ++j;
  }
  // CHECK: br label %while.cond, !llvm.loop ![[ONE:[0-9]+]]
#define TWO 2
  _Pragma("unroll TWO") do { s *= 2; } while (j-- > 0);
  // CHECK: br i1 %{{.*}}, label %do.body, label %do.end, !llvm.loop ![[TWO:[0-9]+]]
#pragma nounroll
  for (int k = 0; k < N; ++k) s -= 1;
  // CHECK: !llvm.loop ![[NO:[0-9]+]]
  for (int k = 0; k < N; ++k) s -= 1;
  // CHECK-NOT: !llvm.loop
  // CHECK: ret void
  out[0] = s;
}
template __global__ void loops<4>(float*);

// CHECK: ![[FULL]] = distinct !{![[FULL]], ![[EN:[0-9]+]]}
// CHECK: ![[EN]] = !{!"llvm.loop.unroll.enable"}
// CHECK: ![[COUNT]] = distinct !{![[COUNT]], ![[C4:[0-9]+]]}
// CHECK: ![[C4]] = !{!"llvm.loop.unroll.count", i32 4}
// CHECK: ![[ONE]] = distinct !{![[ONE]], ![[DIS:[0-9]+]]}
// CHECK: ![[DIS]] = !{!"llvm.loop.unroll.disable"}
// CHECK: ![[TWO]] = distinct !{![[TWO]], ![[C2:[0-9]+]]}
// CHECK: ![[C2]] = !{!"llvm.loop.unroll.count", i32 2}
// CHECK: ![[NO]] = distinct !{![[NO]], ![[DIS]]}

// At -O2 the `#pragma unroll` loop of trip count 4 is gone (straight-line code, no back edge),
// while the same loop under `#pragma unroll 1` stays a loop.
// PTX-LABEL: .entry _Z8unrolledPf(
// PTX-NOT: bra
// PTX: ret;
// O2-LABEL: define ptx_kernel void @_Z8unrolledPf(
// O2-NOT: br
// O2: ret void
__global__ void unrolled(float* out) {
#pragma unroll
  for (int i = 0; i < 4; ++i) out[i * 33] = out[i * 17] * 3.0f;
}
// PTX-LABEL: .entry _Z4keptPf(
// PTX: bra {{\$L__BB[0-9_]+}}
// PTX: ret;
// O2-LABEL: define ptx_kernel void @_Z4keptPf(
// O2: br i1 {{.*}}, !llvm.loop
// O2: ret void
__global__ void kept(float* out) {
#pragma unroll 1
  for (int i = 0; i < 4; ++i) out[i * 33] = out[i * 17] * 3.0f;
}

// A range-`for` carries its pragma to the loop it is lowered to.
// RANGE-LABEL: define ptx_kernel void @_Z6rangedPf(
// RANGE: br label %for.cond, !llvm.loop ![[R:[0-9]+]]
// RANGE: ![[R]] = distinct !{![[R]], ![[RC:[0-9]+]]}
// RANGE: ![[RC]] = !{!"llvm.loop.unroll.count", i32 3}
__global__ void ranged(float* out) {
  float a[6] = {1, 2, 3, 4, 5, 6};
#pragma unroll 3
  for (float& x : a) out[0] += x;
}

// The host lowering is shared: the same metadata on host loops.
// HOST-LABEL: define {{.*}}i32 @_Z7hostsumPKi(
// HOST: br label %for.cond, !llvm.loop ![[H:[0-9]+]]
// HOST: ![[H]] = distinct !{![[H]], ![[HC:[0-9]+]]}
// HOST: ![[HC]] = !{!"llvm.loop.unroll.count", i32 8}
int hostsum(const int* a) {
  int s = 0;
#pragma unroll 8
  for (int i = 0; i < 64; ++i) s += a[i];
  return s;
}
