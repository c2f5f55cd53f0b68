// The kernel-parameter ABI oracle (oracle.py beside this file): every kernel of abi_cases.py
// and 520 seeded random struct shapes (gen_structs.py), alone and several to a kernel, are
// compiled by circlec and by clang 19 for sm_52 and sm_70, and their `.entry` (and device
// functions' `.func`) symbols and parameter lists must be equal apart from the parameter
// names (classes with constructors and destructors included: `sret` returns); the size limit of
// kernel parameters must be diagnosed; what clang rejects, circlec must reject; and circlec's
// host layout (sizeof, alignof, field offsets) of every generated and handwritten struct must
// equal clang's for x86-64. Known differences are listed, with reproducers, in
// KNOWN_FAILURES.md and expected to fail; run the script with -v to see them.
//
// REQUIRES: clang-cuda
// RUN: rm -rf %t && %python %S/oracle.py --circlec %circlec --clang %clangxx --work %t | FileCheck %s
//
// CHECK: alignas:
// CHECK: classes: {{ *}}6 passed
// CHECK: enums: {{ *}}10 passed
// CHECK: generated:
// CHECK: generated-device-fn:
// CHECK: generated-multi:
// CHECK: host-layout: {{ *}}[[#]] passed
// CHECK: host-layout-hand: {{ *}}[[#]] passed
// CHECK: host-offsetof: {{ *}}1 passed
// CHECK: host-static-assert: {{ *}}1 passed
// CHECK: int128:
// CHECK: integers: {{ *}}19 passed
// CHECK: param-limit:
// CHECK: pointers: {{ *}}10 passed
// CHECK: references: {{ *}}5 passed
// CHECK: rejects:
// CHECK: generated struct shapes: 520 (seed 20261121)
// CHECK: total: {{.*}} 0 failed, 0 unexpectedly passed: OK
