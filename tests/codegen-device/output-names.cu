// Output files: one per sm, `<stem>.<sm>.ll` or `<stem>.<sm>.ptx`. The stem is `-o` without a
// trailing `.ll`/`.ptx`, or the input's file stem in the current directory; without `--sm` the
// target is sm_52; `-S` alone means `--emit=ptx`; `-O` levels 0-3 are accepted.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir && %circlec -S %s
// RUN: FileCheck %s --check-prefix=DEFAULT < %t.dir/output-names.sm_52.ptx
// RUN: %circlec --emit=llvm --sm 61,75 -O1 %s -o %t.dir/named.ll
// RUN: FileCheck %s --check-prefix=LL61 < %t.dir/named.sm_61.ll
// RUN: FileCheck %s --check-prefix=LL75 < %t.dir/named.sm_75.ll
// RUN: %circlec --emit=ptx -arch=sm_80 -O3 %s -o %t.dir/k.ptx
// RUN: FileCheck %s --check-prefix=PTX80 < %t.dir/k.sm_80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_52 %t.dir/output-names.sm_52.ptx -o %t.dir/a.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.dir/k.sm_80.ptx -o %t.dir/b.cubin %}
// RUN: not %circlec --emit=bitcode %s -o %t.dir/x 2>&1 | FileCheck %s --check-prefix=BAD

// DEFAULT: .target sm_52
// LL61: ModuleID = 'sm_61'
// LL75: ModuleID = 'sm_75'
// PTX80: .target sm_80
// BAD: error: unknown `--emit=bitcode`{{.*}}[E0003]
__global__ void k(int* p) { p[threadIdx.x] = 1; }
