# CMake's rules for circlec as the CUDA compiler, after CMake's Clang rules for CUDA (see
# circlec-toolchain.cmake): circlec compiles each .cu file into an object holding host code and
# the fatbin (with CUDA_SEPARABLE_COMPILATION, `-fgpu-rdc`: relocatable device code), and links
# executables and shared libraries itself: its link finds the relocatable device code of the
# objects and static libraries and links it (nvJitLink) before the host link, so CMake's own
# device-link step (clang's: nvlink, fatbinary and NVIDIA's link.stub) is turned off. The static
# CUDA runtime is named as nvcc's link names it.

set(CMAKE_CUDA_COMPILER_HAS_DEVICE_LINK_PHASE FALSE)
# A target with CUDA sources, or linking a library that has them, links with circlec (C++ would
# otherwise win, and a C++ link would leave relocatable device code unlinked).
set(CMAKE_CUDA_LINKER_PREFERENCE 40)
set(CMAKE_CUDA_LINKER_PREFERENCE_PROPAGATES 1)
set(CMAKE_CUDA_LINK_EXECUTABLE "<CMAKE_CUDA_COMPILER> <LINK_FLAGS> <OBJECTS> -o <TARGET> <LINK_LIBRARIES>")
set(CMAKE_CUDA_CREATE_SHARED_LIBRARY "<CMAKE_CUDA_COMPILER> <LINK_FLAGS> -shared <SONAME_FLAG><TARGET_SONAME> -o <TARGET> <OBJECTS> <LINK_LIBRARIES>")
set(CMAKE_CUDA_RUNTIME_LIBRARY_LINK_OPTIONS_STATIC "${CIRCLEC_libcudart_static}" rt pthread dl)
set(CMAKE_CUDA_RUNTIME_LIBRARY_LINK_OPTIONS_SHARED "${CIRCLEC_libcudart}")
set(CMAKE_CUDA_STANDARD_COMPUTED_DEFAULT 17)
set(CMAKE_CUDA_EXTENSIONS_COMPUTED_DEFAULT OFF)
foreach(std 14 17 20)
  set(CMAKE_CUDA${std}_STANDARD_COMPILE_OPTION "-std=c++${std}")
  set(CMAKE_CUDA${std}_EXTENSION_COMPILE_OPTION "-std=gnu++${std}")
endforeach()
set(CMAKE_CUDA_COMPILE_FEATURES cuda_std_03 cuda_std_11 cuda_std_14 cuda_std_17 cuda_std_20)
set(CMAKE_CUDA03_COMPILE_FEATURES cuda_std_03)
set(CMAKE_CUDA11_COMPILE_FEATURES cuda_std_11)
set(CMAKE_CUDA14_COMPILE_FEATURES cuda_std_14)
set(CMAKE_CUDA17_COMPILE_FEATURES cuda_std_17)
set(CMAKE_CUDA20_COMPILE_FEATURES cuda_std_20)
