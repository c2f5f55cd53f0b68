// examples/vec_class.cu compiled for two sms, linked with the CUDA runtime and run. Without a GPU it
// must report the runtime's error from its first CUDA call and exit 0 after `SKIP`
// (examples/cuda_check.h); on a GPU it prints PASS, which `make gpu-test`
// (CIRCLEC_GPU_TESTS=1, lit feature `gpu`) requires. `timeout` turns a hang into a failure.
// REQUIRES: libcudart
// RUN: %circlec --sm 52,70 %S/../../examples/vec_class.cu -o %t
// RUN: timeout 120 %t > %t.out 2>&1
// RUN: FileCheck %s --check-prefix=ANY < %t.out
// RUN: if [ "$CIRCLEC_GPU_TESTS" = 1 ]; then FileCheck %s --check-prefix=GPU < %t.out; fi
// ANY: {{vec_class: PASS|failed: .* \(cudaError[A-Za-z]+\)}}
// ANY-NOT: FAIL
// GPU: vec_class: PASS
