// cuda_check.h: how every example reports CUDA errors (included by each example).
//
// A failed CUDA call prints `<what> failed: <the runtime's message> (<error name>)`. When the
// error says there is no usable GPU (no device, no driver or too old a driver, or the driver's
// stub library), the example then prints `SKIP: no usable CUDA device` and exits with status 0:
// it started, reported the runtime's error from its first call and stopped cleanly. Any other
// error prints `FAIL` and exits with status 1. Results are checked on the host: `PASS` (status
// 0) or `FAIL` (status 1).
#ifndef CIRCLEC_EXAMPLES_CUDA_CHECK_H
#define CIRCLEC_EXAMPLES_CUDA_CHECK_H
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

inline void check(cudaError_t err, const char *what) {
  if (err == cudaSuccess)
    return;
  printf("%s failed: %s (%s)\n", what, cudaGetErrorString(err), cudaGetErrorName(err));
  if (err == cudaErrorNoDevice || err == cudaErrorInsufficientDriver || err == cudaErrorStubLibrary) {
    printf("SKIP: no usable CUDA device\n");
    exit(0);
  }
  printf("FAIL\n");
  exit(1);
}

// Prints the verdict and returns the exit status.
inline int verdict(const char *name, int errors) {
  printf("%s: %s\n", name, errors == 0 ? "PASS" : "FAIL");
  return errors == 0 ? 0 : 1;
}
#endif
