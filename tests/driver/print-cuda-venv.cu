// Without --cuda-path or CUDA_PATH/CUDA_HOME, circlec finds CUDA by itself: on a developer
// machine after `make setup`, in the NVIDIA wheels of the project's .venv (or in
// /usr/local/cuda where a toolkit is installed).
// REQUIRES: ptxas
// RUN: env -u CUDA_PATH -u CUDA_HOME %circlec --print-cuda | FileCheck %s
// CHECK-NOT: source: not found
// CHECK: ptxas: /{{.*}}/ptxas
// CHECK: libdevice: /{{.*}}/libdevice.10.bc
// CHECK: libcudart: /{{.*}}/libcudart.so{{.*}}
