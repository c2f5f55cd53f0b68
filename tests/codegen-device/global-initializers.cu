// Constant initializers of device globals: nested aggregates and arrays (missing elements are
// zero), records whose `alignas` layout needs explicit padding, addresses of other globals
// (through generic pointers) and of string literals, and codegen constants folded per target.
// RUN: %circlec --emit=llvm --sm 61,80 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_61.ll
// RUN: FileCheck %s --check-prefix=SM80 < %t.sm_80.ll
// RUN: %circlec -S --sm 61 %s -o %t
// RUN: %if ptxas %{ %ptxas -arch=sm_61 %t.sm_61.ptx -o %t.cubin %}

struct alignas(16) A { int x; float y; };
struct B { char c; A a; };

// CHECK-DAG: %struct.A = type { i32, float, [8 x i8] }
// CHECK-DAG: @g = addrspace(1) externally_initialized global %struct.B { i8 3, [15 x i8] zeroinitializer, %struct.A { i32 4, float 5.000000e+00, [8 x i8] zeroinitializer } }, align 16
__device__ B g = {3, {4, 5.0f}};
// CHECK-DAG: @grid = addrspace(4) externally_initialized global [2 x [3 x i32]] {{\[}}[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 0, i32 0]], align 4
__constant__ int grid[2][3] = {{1, 2, 3}, {4}};
// CHECK-DAG: @gp = addrspace(1) externally_initialized global ptr addrspacecast (ptr addrspace(4) @grid to ptr), align 8
__device__ const int* gp = &grid[0][0];
// CHECK-DAG: @name = addrspace(1) externally_initialized global ptr @.str, align 8
__device__ const char* name = "circle";
// A `@codegen` constant folded for each target.
@codegen int tuned = __nvvm_arch >= 70 ? 256 : 128;
constexpr int kScale = 3;
// CHECK-DAG: @scale = addrspace(1) externally_initialized global i32 6, align 4
__device__ int scale = kScale * 2;

// CHECK-LABEL: define ptx_kernel void @_Z1kPi(
// CHECK: store i32 128,
// SM80-LABEL: define ptx_kernel void @_Z1kPi(
// SM80: store i32 256,
__global__ void k(int* p) {
  @codegen if (tuned == 256) {
    p[0] = 256;
  } else {
    p[0] = 128;
  }
  p[1] = g.a.x + *gp + name[0] + scale;
}
