// `k<<<grid, block, shmem, stream>>>(args)`: __cudaPushCallConfiguration with each dim3 as
// {i64 x | y << 32, i32 z}; the arguments are evaluated and the stub called only when it
// returned 0. Integer grid/block mean dim3(x, 1, 1); shmem and stream default to 0.
// RUN: %circlec -S --emit=llvm --sm 70 %s -o %t
// RUN: FileCheck %s < %t.host.ll

#include <cuda_runtime.h>

__global__ void k(float *p, int n) {}
int side(int x) { return x + 1; }

int main() {
  float *d = nullptr;
  cudaStream_t s = nullptr;
  k<<<4, 128>>>(d, side(3));
  k<<<dim3(2, 3, 4), dim3(32, 2), 1024, s>>>(d, 5);
  return 0;
}

// CHECK-LABEL: define i32 @main()
// grid 4 = 4 | 1 << 32, block 128 = 128 | 1 << 32.
// CHECK: %config = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967424, i32 1, i64 0, ptr null)
// CHECK-NEXT: %config.failed = icmp ne i32 %config, 0
// CHECK-NEXT: br i1 %config.failed, label %kcall.end, label %kcall.configok
// CHECK: kcall.configok:
// The arguments (here the call of `side`) only after a successful push.
// CHECK: call i32 @_Z4sidei(i32 3)
// CHECK: call void @_Z1kPfi(ptr %{{.*}}, i32 %{{.*}})
// CHECK-NEXT: br label %kcall.end
// CHECK: kcall.end:
// CHECK: %grid.xy = or i64
// CHECK: %block.xy = or i64
// CHECK: call i32 @__cudaPushCallConfiguration(i64 %grid.xy, i32 %{{.*}}, i64 %block.xy, i32 %{{.*}}, i64 1024, ptr %{{.*}})
// CHECK: call void @_Z1kPfi(ptr %{{.*}}, i32 5)
