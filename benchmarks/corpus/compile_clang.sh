#!/bin/bash
# compile_clang.sh: compiles one corpus program with clang 19 the multi-pass way, variant (b)
# of issue 7 (-nocudainc, circlec's std_shim headers, clang_prelude.h): to_clang.py, then one
# device pass per sm (PTX, then ptxas to a cubin) and one host pass (an object file).
#
# usage: compile_clang.sh X.cu OUTDIR SM[,SM...] [OPT]
#   env: CUDA_NVCC  directory holding bin/ptxas and nvvm/libdevice/libdevice.10.bc
#                   (for example the nvidia-cuda-nvcc-cu12 wheel's nvidia/cuda_nvcc)
# Writes OUTDIR/X.sm_NN.ptx, OUTDIR/X.sm_NN.cubin and OUTDIR/X.host.o; exit status 1 on the
# first failure.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
src=$1
out=$2
sms=$3
opt=${4:--O2}
if [ -z "$src" ] || [ -z "$out" ] || [ -z "$sms" ] || [ -z "$CUDA_NVCC" ]; then
  echo "usage: CUDA_NVCC=<dir> compile_clang.sh X.cu OUTDIR SM[,SM...] [OPT]" >&2
  exit 2
fi
name=$(basename "$src" .cu)
mkdir -p "$out"
python3 "$here/to_clang.py" "$src" "$out/$name.clang.cu"
common=(-std=c++17 -x cuda -nocudainc -nocudalib "$opt" -isystem "$root/std_shim/include"
        -isystem "$here/clang_include" -include "$here/clang_prelude.h")
for sm in ${sms//,/ }; do
  # Without a CUDA installation clang assumes an old PTX ISA; the _sync shuffles need 6.0+.
  clang++-19 "${common[@]}" --cuda-device-only --cuda-gpu-arch=sm_$sm \
    -Xclang -target-feature -Xclang +ptx78 \
    -Xclang -mlink-builtin-bitcode -Xclang "$CUDA_NVCC/nvvm/libdevice/libdevice.10.bc" \
    -S -o "$out/$name.sm_$sm.ptx" "$out/$name.clang.cu"
  "$CUDA_NVCC/bin/ptxas" -arch=sm_$sm "$opt" "$out/$name.sm_$sm.ptx" -o "$out/$name.sm_$sm.cubin"
done
# -target-sdk-version: the CUDA 9.2+ launch API (__cudaPushCallConfiguration, cudaLaunchKernel);
# 12.3 because LLVM 19 maps newer versions to "unknown" and falls back to the CUDA 7 API.
clang++-19 "${common[@]}" --cuda-host-only -Xclang -target-sdk-version=12.3 \
  -c -o "$out/$name.host.o" "$out/$name.clang.cu"
