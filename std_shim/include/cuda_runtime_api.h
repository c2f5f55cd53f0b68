// <cuda_runtime_api.h> as shipped by circlec: the C API, which circlec's <cuda_runtime.h> holds.
#pragma once
#include <cuda_runtime.h>
