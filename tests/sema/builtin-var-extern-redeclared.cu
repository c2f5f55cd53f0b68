// An `extern` declaration of a builtin variable in the global namespace (curand's
// curand_mtgp32_kernel.h declares `extern const dim3 blockDim; extern const uint3
// threadIdx;` for nvcc's host pass) names the builtin: device code still reads the special
// registers. NVIDIA's MonteCarloMultiGPU sample failed with "host variable `threadIdx` cannot
// be used in device code". A variable of that name in a namespace is an ordinary variable.
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ptx
// CHECK-LABEL: .entry _Z1kPi(
// CHECK-DAG: %tid.x
// CHECK-DAG: %ntid.x
// CHECK-DAG: ld.global.u32
extern const dim3 blockDim;
extern const uint3 threadIdx;
namespace mine {
__device__ unsigned threadIdx = 3;
}
__global__ void k(int *out) { out[threadIdx.x] = threadIdx.x + blockDim.x + mine::threadIdx; }
