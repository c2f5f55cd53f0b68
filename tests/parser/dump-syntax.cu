// The syntax tree of CUDA and Circle constructs, as printed by --dump=syntax (one line per
// top-level declaration, S-expressions).
// RUN: %circlec --dump=syntax %s | FileCheck %s

template <typename T, int N = 4>
__global__ void __launch_bounds__(256, 2) kern(T* __restrict__ p, int n);
// CHECK: (template ((typename T) (nttp N int = 4)) (fn __global__ (launch_bounds 256 2) kern (params (param p (restrict (ptr T))) (param n int)) void))

@codegen const bool volta = __nvvm_arch >= 70;
// CHECK-NEXT: (var @codegen volta (const bool) = (>= __nvvm_arch 70))

__shared__ float tile[32][33];
// CHECK-NEXT: (var __shared__ tile (array (array float 33) 32))

void launch(float* d, int n) {
  kern<float, 8><<<dim3((n + 255) / 256), 256, 0, 0>>>(d, n);
  kern<<<1, 32>>>(d, n);
}
// CHECK-NEXT: (fn launch (params (param d (ptr float)) (param n int)) void (block (launch kern<float, 8> ((construct dim3 (/ (paren (+ n 255)) 256)) 256 0 0) d n) (launch kern (1 32) d n)))

__device__ int pick() {
  @codegen if (__nvvm_arch >= 80) return 3;
  else @codegen if (__nvvm_arch >= 70) return 2;
  else return 1;
}
// CHECK-NEXT: (fn __device__ pick (params) int (block (@codegen-if (>= __nvvm_arch 80) (return 3) (@codegen-if (>= __nvvm_arch 70) (return 2) (return 1)))))

template <class T> struct Box { T v; };
Box<Box<int>> nested;
// CHECK-NEXT: (template ((typename T)) (struct Box { (field v T)}))
// CHECK-NEXT: (var nested Box<Box<int>>)

int shifts = 1 << 3 >> 1, cmp = 2 < 3 > 0;
// CHECK-NEXT: (var shifts int = (>> (<< 1 3) 1))
// CHECK-NEXT: (var cmp int = (> (< 2 3) 0))
