// The per-sm outputs are byte-identical whatever the number of codegen threads, with sms
// sharing the middle-end (ptx-assemble.cu: sm_75 and sm_80 share sm_70's) and without (a module
// calling libdevice's `sin`, which reflects on `__CUDA_ARCH`).
// RUN: env RAYON_NUM_THREADS=1 %circlec -S --sm 52,60,70,75,80,90 %S/ptx-assemble.cu -o %t.one
// RUN: env RAYON_NUM_THREADS=4 %circlec -S --sm 52,60,70,75,80,90 %S/ptx-assemble.cu -o %t.four -ftime-report 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: diff %t.one.sm_52.ptx %t.four.sm_52.ptx
// RUN: diff %t.one.sm_60.ptx %t.four.sm_60.ptx
// RUN: diff %t.one.sm_70.ptx %t.four.sm_70.ptx
// RUN: diff %t.one.sm_75.ptx %t.four.sm_75.ptx
// RUN: diff %t.one.sm_80.ptx %t.four.sm_80.ptx
// RUN: diff %t.one.sm_90.ptx %t.four.sm_90.ptx
// RUN: %if ptxas %{ env RAYON_NUM_THREADS=1 %circlec -S --sm 52,70,75,90 %S/share-libdevice-arch.cu -o %t.sin1 %}
// RUN: %if ptxas %{ env RAYON_NUM_THREADS=4 %circlec -S --sm 52,70,75,90 %S/share-libdevice-arch.cu -o %t.sin4 -ftime-report 2>&1 | FileCheck %s --check-prefix=UNSHARED %}
// RUN: %if ptxas %{ diff %t.sin1.sm_52.ptx %t.sin4.sm_52.ptx %}
// RUN: %if ptxas %{ diff %t.sin1.sm_70.ptx %t.sin4.sm_70.ptx %}
// RUN: %if ptxas %{ diff %t.sin1.sm_75.ptx %t.sin4.sm_75.ptx %}
// RUN: %if ptxas %{ diff %t.sin1.sm_90.ptx %t.sin4.sm_90.ptx %}
// SHARED: sm_75 optimisation {{ *[0-9.]+}} ms (shared with sm_70)
// SHARED: sm_80 optimisation {{ *[0-9.]+}} ms (shared with sm_70)
// UNSHARED-NOT: shared with
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.one.sm_90.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_52 %t.one.sm_52.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_60 %t.one.sm_60.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_70 %t.one.sm_70.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_75 %t.one.sm_75.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.one.sm_80.ptx -o %t.cubin %}
// RUN: env RAYON_NUM_THREADS=1 %circlec --emit=llvm --sm 60,80 %S/lowering.cu -o %t.one
// RUN: env RAYON_NUM_THREADS=3 %circlec --emit=llvm --sm 60,80 %S/lowering.cu -o %t.three
// RUN: diff %t.one.sm_60.ll %t.three.sm_60.ll
// RUN: diff %t.one.sm_80.ll %t.three.sm_80.ll
// RUN: FileCheck %s < %t.one.sm_80.ll
// CHECK: target triple = "nvptx64-nvidia-cuda"

int unused_in_this_file(int x) { return x; }
