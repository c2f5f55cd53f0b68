// The host module registers the fatbin, every kernel defined here (by its stub, under the
// kernel's mangled device name; `extern "C"` kernels unmangled) and every `__device__` and
// `__constant__` variable (constant flag 1 for `__constant__`, size from the x86-64 layout),
// in a constructor in llvm.global_ctors, then registers a destructor with atexit.
// RUN: %circlec -S --emit=llvm --sm 52 %s -o %t
// RUN: FileCheck %s < %t.host.ll

#include <cuda_runtime.h>

struct Pair { int a; double b; };
__device__ int counter;
__device__ float table[16] = {1.0f};
__constant__ double coeffs[4];

__global__ void kern(Pair p, float *out, int n) { out[threadIdx.x] = p.a + p.b + n + counter + coeffs[0] + table[1]; }
extern "C" __global__ void plain(int x) {}
// Launched nowhere, still registered.
__global__ void unused() {}

int main() { return 0; }

// CHECK: @__circlec_fatbin = private constant [{{[0-9]+}} x i8] c"P\EDU\BA\01\00\10\00{{.*}}, section ".nv_fatbin", align 8
// CHECK: @__circlec_fatbin_wrapper = internal constant { i32, i32, ptr, ptr } { i32 1180844977, i32 1, ptr @__circlec_fatbin, ptr null }, section ".nvFatBinSegment", align 8
// CHECK: @__circlec_gpubin_handle = internal global ptr null
// The registration constructor runs first (libstdc++'s `inline constexpr` tag objects, from the
// CUDA headers' <utility>, are still initialized at run time: a known gap).
// CHECK: @llvm.global_ctors = appending global [{{[12]}} x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @__circlec_module_ctor, ptr null }

// CHECK-LABEL: define internal void @__circlec_module_dtor()
// CHECK: %handle = load ptr, ptr @__circlec_gpubin_handle
// CHECK-NEXT: call void @__cudaUnregisterFatBinary(ptr %handle)

// CHECK-LABEL: define internal void @__circlec_module_ctor()
// CHECK-NEXT: entry:
// CHECK-NEXT: %handle = call ptr @__cudaRegisterFatBinary(ptr @__circlec_fatbin_wrapper)
// CHECK-NEXT: store ptr %handle, ptr @__circlec_gpubin_handle
// CHECK-NEXT: call void @__cudaRegisterFunction(ptr %handle, ptr @_Z4kern4PairPfi, ptr @__circlec_name._Z4kern4PairPfi, ptr @__circlec_name._Z4kern4PairPfi, i32 -1, ptr null, ptr null, ptr null, ptr null, ptr null)
// CHECK-NEXT: call void @__cudaRegisterFunction(ptr %handle, ptr @plain, ptr @__circlec_name.plain, ptr @__circlec_name.plain, i32 -1,
// CHECK-NEXT: call void @__cudaRegisterFunction(ptr %handle, ptr @_Z6unusedv,
// CHECK-NEXT: call void @__cudaRegisterVar(ptr %handle, ptr @counter, ptr @__circlec_name.counter, ptr @__circlec_name.counter, i32 0, i64 4, i32 0, i32 0)
// CHECK-NEXT: call void @__cudaRegisterVar(ptr %handle, ptr @table, ptr @__circlec_name.table, ptr @__circlec_name.table, i32 0, i64 64, i32 0, i32 0)
// CHECK-NEXT: call void @__cudaRegisterVar(ptr %handle, ptr @coeffs, ptr @__circlec_name.coeffs, ptr @__circlec_name.coeffs, i32 0, i64 32, i32 1, i32 0)
// CHECK-NEXT: call void @__cudaRegisterFatBinaryEnd(ptr %handle)
// CHECK-NEXT: call i32 @atexit(ptr @__circlec_module_dtor)
// CHECK-NEXT: ret void
