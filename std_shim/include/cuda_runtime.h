// <cuda_runtime.h> as shipped by circlec: the CUDA runtime API declarations host code needs.
#pragma once

struct dim3 {
  unsigned int x, y, z;
};
