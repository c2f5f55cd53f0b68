// The PTX of builtins.cu assembles for every sm it can target; the PTX version is raised to
// what the features used need (`__nanosleep` needs PTX 6.3, so sm_70 gets 6.3 instead of its
// default 6.0).
// REQUIRES: ptxas
// RUN: %circlec --emit=ptx --sm 70,80,90,90a %S/builtins.cu -o %t
// RUN: FileCheck %s --check-prefix=SM70 < %t.sm_70.ptx
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.sm_70.cubin
// RUN: %ptxas -arch=sm_80 %t.sm_80.ptx -o %t.sm_80.cubin
// RUN: %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.sm_90.cubin
// RUN: %ptxas -arch=sm_90a %t.sm_90a.ptx -o %t.sm_90a.cubin
// SM70: .version 6.3
// SM70: .target sm_70
// SM70: atom.global.add.f64
// SM70: activemask.b32
// SM70: nanosleep.u32

// This file itself only names the test; it has no kernels.
int unused_in_this_file(int x) { return x; }
