// --version names circlec, LLVM and the CUDA toolkit (or says it was not found).
// RUN: %circlec --version | FileCheck %s
// CHECK: {{^}}circlec {{[0-9]+\.[0-9]+\.[0-9]+}}
// CHECK-NEXT: {{^}}LLVM 19.
// CHECK-NEXT: {{^}}CUDA toolkit
// RUN: %circlec -V | FileCheck %s
