#!/bin/bash
# Differential check of Itanium mangling: for each .cu file given (default: tests/cxx-templates,
# tests/cxx-classes, tests/cxx-mangling and examples), compiles the device side with clang++-19
# and with circlec (-O0, sm_70) and prints the defined function symbols that only one of them
# has. clang sees the file with a small prelude (`__global__`, `__device__`, ... as attributes)
# and, where that fails, with the CUDA headers of the NVIDIA wheels in .venv. Files either
# compiler rejects are listed as SKIP. Differences that are not names (functions one compiler
# does not emit, such as clang's builtin `std::move`) show up here too; constructor and
# destructor variants (`C1`/`C2`, `D1`/`D2`) are emitted as clang does.
# Usage: bash scripts/mangle-diff.sh [files...]   (about 20 s for the defaults)
set -u
cd "$(dirname "$0")/.."
circlec=target/debug/circlec
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/pre.h" <<'PRE'
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __constant__ __attribute__((constant))
#define __shared__ __attribute__((shared))
struct dim3 { unsigned x, y, z; __host__ __device__ dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
typedef struct CUstream_st *cudaStream_t;
extern "C" int cudaConfigureCall(dim3 g, dim3 b, unsigned long s = 0, cudaStream_t st = 0);
PRE
# A CUDA root for clang made of the wheels' headers and libdevice.
nv=$(ls -d .venv/lib/python3*/site-packages/nvidia 2>/dev/null | head -1)
if [ -n "$nv" ]; then
  mkdir -p "$tmp/cuda/include" "$tmp/cuda/bin" "$tmp/cuda/nvvm/libdevice"
  for d in "$nv"/*/include; do ln -sf "$(realpath "$d")"/* "$tmp/cuda/include/" 2>/dev/null; done
  ln -sf "$(realpath "$nv")"/cuda_nvcc/nvvm/libdevice/* "$tmp/cuda/nvvm/libdevice/" 2>/dev/null
  ln -sf "$(realpath "$nv")"/cuda_nvcc/bin/* "$tmp/cuda/bin/" 2>/dev/null
  touch "$tmp/cuda/include/curand_mtgp32_kernel.h"
  echo 'extern "C" cudaError_t cudaConfigureCall(dim3 g, dim3 b, size_t s = 0, cudaStream_t st = 0);' > "$tmp/cfg.h"
fi
files=("$@")
[ ${#files[@]} -eq 0 ] && files=(tests/cxx-templates/*.cu tests/cxx-classes/*.cu tests/cxx-mangling/*.cu examples/*.cu)
clang_dev() { clang++-19 -x cuda --cuda-device-only -nocudalib --cuda-gpu-arch=sm_70 -S -emit-llvm "$@" 2>/dev/null; }
syms() { grep -oE '^define [^@]*@[^(]+' "$1" | sed 's/.*@//' | grep -v '^__nv\|^llvm\|^__cuda\|^__clang\|^__ocml' | sort -u; }
for f in "${files[@]}"; do
  cat "$tmp/pre.h" "$f" > "$tmp/t.cu"
  if ! clang_dev -nocudainc -I"$(dirname "$f")" -o "$tmp/c.ll" "$tmp/t.cu"; then
    [ -f "$tmp/cfg.h" ] && clang_dev --cuda-path="$tmp/cuda" -include "$tmp/cfg.h" -I"$(dirname "$f")" -o "$tmp/c.ll" "$f" \
      || { echo "SKIP(clang) $f"; continue; }
  fi
  "$circlec" --emit=llvm --sm 70 -O0 "$f" -o "$tmp/m" >/dev/null 2>&1 || { echo "SKIP(circlec) $f"; continue; }
  syms "$tmp/c.ll" > "$tmp/a"
  syms "$tmp/m.sm_70.ll" > "$tmp/b"
  only_c=$(comm -23 "$tmp/a" "$tmp/b" | tr '\n' ' ')
  only_m=$(comm -13 "$tmp/a" "$tmp/b" | tr '\n' ' ')
  if [ -n "$only_c$only_m" ]; then
    echo "DIFF $f"
    echo "  clang only:   $only_c"
    echo "  circlec only: $only_m"
  fi
done
