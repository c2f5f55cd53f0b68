// sms whose lowered modules the middle-end cannot tell apart share one run of the optimisation
// pipeline: here sm_70 and sm_75 lower the same `@codegen if` branch and share, while sm_52
// lowers the other branch and is optimised on its own. Each sm still gets its own PTX (its own
// `.target`, accepted by ptxas), the same with any number of codegen threads. For this program
// it is also the same as without sharing or alone; in general a sharing sm's PTX means the same
// but may order instructions differently (its copy of the optimised module is read back from
// bitcode, whose use lists come back in another order).
// REQUIRES: ptxas
// RUN: %circlec -S --sm 52,70,75 %s -o %t -ftime-report 2> %t.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: FileCheck %s --check-prefix=SM52 < %t.sm_52.ptx
// RUN: FileCheck %s --check-prefix=SM70 < %t.sm_70.ptx
// RUN: FileCheck %s --check-prefix=SM75 < %t.sm_75.ptx
// RUN: %ptxas -arch=sm_52 %t.sm_52.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_75 %t.sm_75.ptx -o %t.cubin
// Sharing changes nothing in this program's output.
// RUN: env CIRCLEC_SHARE_MIDDLE_END=0 %circlec -S --sm 52,70,75 %s -o %t.alone -ftime-report 2> %t.alone.report
// RUN: FileCheck %s --check-prefix=ALONE < %t.alone.report
// RUN: diff %t.sm_52.ptx %t.alone.sm_52.ptx
// RUN: diff %t.sm_70.ptx %t.alone.sm_70.ptx
// RUN: diff %t.sm_75.ptx %t.alone.sm_75.ptx
// RUN: %circlec -S --sm 75 %s -o %t.one
// RUN: diff %t.sm_75.ptx %t.one.sm_75.ptx
// RUN: env RAYON_NUM_THREADS=1 %circlec -S --sm 52,70,75 %s -o %t.t1
// RUN: env RAYON_NUM_THREADS=3 %circlec -S --sm 52,70,75 %s -o %t.t3
// RUN: diff %t.t1.sm_70.ptx %t.t3.sm_70.ptx
// RUN: diff %t.t1.sm_75.ptx %t.t3.sm_75.ptx
// RUN: diff %t.sm_75.ptx %t.t3.sm_75.ptx
// The NVVM IR of a sharing sm carries its own name.
// RUN: %circlec --emit=llvm --sm 70,75 %s -o %t
// RUN: FileCheck %s --check-prefix=IR75 < %t.sm_75.ll

// REPORT: sm_52 optimisation {{ *[0-9]+\.[0-9]+}} ms{{$}}
// REPORT: sm_70 optimisation {{ *[0-9]+\.[0-9]+}} ms{{$}}
// REPORT: sm_75 optimisation {{ *[0-9]+\.[0-9]+}} ms (shared with sm_70)
// ALONE-NOT: shared with

// SM52: .target sm_52
// SM52-LABEL: .entry _Z4stepPi(
// SM52-NOT: atom.
// SM52: ret;
// SM70: .target sm_70
// SM70-LABEL: .entry _Z4stepPi(
// SM70: atom.global.add.u32
// SM75: .target sm_75
// SM75-LABEL: .entry _Z4stepPi(
// SM75: atom.global.add.u32

// IR75: ; ModuleID = 'sm_75'
// IR75: source_filename = "sm_75"

__global__ void step(int* out) {
  int v = threadIdx.x * 3 + 1;
  @codegen if (__nvvm_arch >= 70) {
    atomicAdd(out, v);
  } else {
    out[threadIdx.x] = v;
  }
}
