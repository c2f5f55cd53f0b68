// crt/sm_70_rt.hpp stub for clang_prelude.h: clang's __clang_cuda_intrinsics.h includes this
// CUDA SDK header when compiling for sm_70+ (and for the host). It declares what the corpus
// uses of the SDK's sm_70 wrappers, over the __match32/__match64 functions clang defines just
// before including it: `__match_any_sync` and `__match_all_sync` for the integer and floating
// types circlec's builtin table has. Put benchmarks/corpus/clang_include on -isystem.
#pragma once

#define CIRCLEC_MATCH32(T)                                                                          \
  inline __device__ unsigned int __match_any_sync(unsigned mask, T value) {                         \
    return __match32_any_sync(mask, __builtin_bit_cast(unsigned, value));                          \
  }                                                                                                 \
  inline __device__ unsigned int __match_all_sync(unsigned mask, T value, int* pred) {              \
    return __match32_all_sync(mask, __builtin_bit_cast(unsigned, value), pred);                    \
  }
#define CIRCLEC_MATCH64(T)                                                                          \
  inline __device__ unsigned int __match_any_sync(unsigned mask, T value) {                         \
    return __match64_any_sync(mask, __builtin_bit_cast(unsigned long long, value));                \
  }                                                                                                 \
  inline __device__ unsigned int __match_all_sync(unsigned mask, T value, int* pred) {              \
    return __match64_all_sync(mask, __builtin_bit_cast(unsigned long long, value), pred);          \
  }
CIRCLEC_MATCH32(int)
CIRCLEC_MATCH32(unsigned)
CIRCLEC_MATCH32(float)
CIRCLEC_MATCH64(long)
CIRCLEC_MATCH64(unsigned long)
CIRCLEC_MATCH64(long long)
CIRCLEC_MATCH64(unsigned long long)
CIRCLEC_MATCH64(double)
#undef CIRCLEC_MATCH32
#undef CIRCLEC_MATCH64
