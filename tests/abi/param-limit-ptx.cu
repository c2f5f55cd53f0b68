// Kernel parameters over 4 KiB (up to sm_70's 32,764 bytes) need PTX ISA 8.1: before it ptxas
// caps the parameter space at 4,352 bytes whatever the sm ("uses too much parameter space"). The
// PTX version is raised only for modules that have such a kernel, and ptxas accepts the result.
// REQUIRES: ptxas
// RUN: %circlec --emit=ptx --sm 70,90 %s -o %t
// RUN: FileCheck %s --check-prefix=BIG < %t.sm_70.ptx
// RUN: FileCheck %s --check-prefix=BIG < %t.sm_90.ptx
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.sm_70.cubin
// RUN: %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.sm_90.cubin
// RUN: %circlec --emit=ptx --sm 70 -DSMALL_ONLY %s -o %t.small
// RUN: FileCheck %s --check-prefix=SMALL < %t.small.sm_70.ptx
// BIG: .version 8.1
// BIG: .entry _Z5k_big6L32752Pi(
// SMALL: .version 6.0
struct L32752 { char c[32752]; };
struct L4000 { char c[4000]; };

#ifndef SMALL_ONLY
__global__ void k_big(L32752 s, int* o) { o[0] = s.c[32751]; }
#endif
__global__ void k_small(L4000 s, int* o) { o[0] = s.c[3999]; }
