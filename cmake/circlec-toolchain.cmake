# CMake toolchain file for building CUDA with circlec:
#
#   cmake -DCMAKE_CUDA_COMPILER=/path/to/circlec -DCMAKE_TOOLCHAIN_FILE=/path/to/circlec/cmake/circlec-toolchain.cmake ..
#
# CMake (3.18 and later) knows two CUDA compilers, nvcc and clang, and identifies either by
# compiling a probe and then asking nvcc where the toolkit is; circlec is neither and a CUDA wheel
# has no nvcc, so identification would fail. This file states instead what identification would
# find: circlec takes clang's CUDA options (`-x cuda`, `--cuda-gpu-arch=sm_XX`, `-MD -MT -MF`,
# `-std=`), so CMake's Clang rules for CUDA apply; the toolkit is the one `circlec --print-cuda`
# reports; `CMAKE_CUDA_ARCHITECTURES` defaults to 52. `circlec-rules.cmake` has circlec link
# CUDA targets, whose link also links relocatable device code (CUDA_SEPARABLE_COMPILATION).

if(NOT CMAKE_CUDA_COMPILER)
  find_program(CMAKE_CUDA_COMPILER circlec)
endif()
# try_compile projects read this file again: give them the compiler too.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES CMAKE_CUDA_COMPILER)
execute_process(COMMAND "${CMAKE_CUDA_COMPILER}" --print-cuda OUTPUT_VARIABLE _circlec_cuda RESULT_VARIABLE _circlec_status)
if(NOT _circlec_status EQUAL 0)
  message(FATAL_ERROR "circlec-toolchain.cmake: `${CMAKE_CUDA_COMPILER} --print-cuda` failed")
endif()
if(NOT _circlec_cuda MATCHES "\ninclude: ([^\n]+)")
  message(FATAL_ERROR "circlec-toolchain.cmake: circlec found no CUDA runtime headers:\n${_circlec_cuda}")
endif()
get_filename_component(_circlec_toolkit "${CMAKE_MATCH_1}" DIRECTORY)
set(CMAKE_CUDA_COMPILER_TOOLKIT_ROOT "${_circlec_toolkit}")
set(CMAKE_CUDA_COMPILER_TOOLKIT_LIBRARY_ROOT "${_circlec_toolkit}")
# The library root holds libdevice (and ptxas beside it); CMake passes it as `--cuda-path`.
set(CMAKE_CUDA_COMPILER_LIBRARY_ROOT "${_circlec_toolkit}")
if(_circlec_cuda MATCHES "\nlibdevice: ([^\n]+)/nvvm/libdevice/[^\n]+")
  set(CMAKE_CUDA_COMPILER_LIBRARY_ROOT "${CMAKE_MATCH_1}")
endif()
# The CUDA runtime by path, as circlec links it (CMake's Clang rules name libraries that a wheel's
# layout does not put on the linker's path).
foreach(_circlec_lib libcudart_static libcudart)
  if(_circlec_cuda MATCHES "\n${_circlec_lib}: (/[^\n]+)")
    set(CIRCLEC_${_circlec_lib} "${CMAKE_MATCH_1}")
    list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES CIRCLEC_${_circlec_lib})
  endif()
endforeach()
if(_circlec_cuda MATCHES "\nversion: ([0-9.]+)")
  set(CMAKE_CUDA_COMPILER_TOOLKIT_VERSION "${CMAKE_MATCH_1}")
endif()

set(CMAKE_CUDA_COMPILER_ID_RUN TRUE)
set(CMAKE_CUDA_COMPILER_ID Clang)
set(CMAKE_CUDA_COMPILER_FORCED TRUE)
set(CMAKE_CUDA_COMPILER_ENV_VAR "CUDACXX")
if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
  set(CMAKE_CUDA_ARCHITECTURES 52 CACHE STRING "CUDA architectures")
endif()
set(CMAKE_USER_MAKE_RULES_OVERRIDE_CUDA "${CMAKE_CURRENT_LIST_DIR}/circlec-rules.cmake")
