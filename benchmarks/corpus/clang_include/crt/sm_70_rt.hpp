// crt/sm_70_rt.hpp stub for clang_prelude.h: clang's __clang_cuda_intrinsics.h includes this
// CUDA SDK header when compiling for sm_70+; the corpus needs nothing from it (it holds the
// __match*/__reduce* wrappers of the SDK). Put benchmarks/corpus/clang_include on -isystem.
#pragma once
