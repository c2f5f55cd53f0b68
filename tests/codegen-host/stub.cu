// One launch stub per kernel, named like the kernel (Itanium mangling, `extern "C"` unmangled):
// an array of one pointer per parameter (at least one), each pointing at the argument's
// storage; a struct by value is one entry (in registers when small, byval when large);
// __cudaPopCallConfiguration, then cudaLaunchKernel with the stub as the kernel's handle.
// RUN: %circlec -S --emit=llvm --sm 52 %s -o %t
// RUN: FileCheck %s < %t.host.ll

struct Pair { int a; double b; };
struct Big { float v[8]; };
__global__ void kern(Pair p, float *out) {}
extern "C" __global__ void plain(Big b, char c) {}
__global__ void noargs() {}

// CHECK-LABEL: define void @_Z4kern4PairPf(i32 %0, double %1, ptr %2)
// CHECK: %kernel_args = alloca [2 x ptr], align 16
// CHECK: %arg0.addr = alloca [2 x i64]
// CHECK: store i32 %0, ptr %arg0.addr
// CHECK: store double %1, ptr %eightbyte
// CHECK: store ptr %arg0.addr, ptr %arg.slot
// CHECK: store ptr %2, ptr %arg1.addr
// CHECK: store ptr %arg1.addr, ptr %arg.slot1
// CHECK: call i32 @__cudaPopCallConfiguration(ptr %grid_dim, ptr %block_dim, ptr %shmem, ptr %stream)
// CHECK: call i32 @cudaLaunchKernel(ptr @_Z4kern4PairPf, i64 %grid.xy, i32 %grid.z, i64 %block.xy, i32 %block.z, ptr %kernel_args, i64 %shmem.v, ptr %stream.v)
// CHECK-NEXT: ret void

// CHECK-LABEL: define void @plain(ptr byval(%struct.Big) align 8 %0, i8 %1)
// CHECK: store ptr %0, ptr %arg.slot
// CHECK: call i32 @cudaLaunchKernel(ptr @plain,

// CHECK-LABEL: define void @_Z6noargsv()
// CHECK: %kernel_args = alloca [1 x ptr]
// CHECK: store ptr null, ptr %arg.slot
// CHECK: call i32 @cudaLaunchKernel(ptr @_Z6noargsv,
