// -shared links a shared library (a Python extension module holding kernels, say); -fPIC is
// what circlec's host objects always are.
// REQUIRES: libcudart
// RUN: rm -rf %t && mkdir -p %t
// RUN: %circlec -shared -Xcompiler -fPIC -arch=sm_80 %s -o %t/libk.so
// RUN: readelf -h %t/libk.so | FileCheck %s
// CHECK: Type: DYN
// RUN: readelf --dyn-syms %t/libk.so | FileCheck %s --check-prefix=SYM
// SYM: launch_scale
__global__ void scale(float *a, float s) { a[threadIdx.x] *= s; }
extern "C" void launch_scale(float *a, float s) { scale<<<1, 32>>>(a, s); }
