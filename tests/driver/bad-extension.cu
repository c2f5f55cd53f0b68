// circlec compiles only C++/CUDA source files and says which extensions it accepts.
// RUN: cp %s %t.txt
// RUN: not %circlec -fsyntax-only %t.txt 2>&1 | FileCheck %s
// CHECK: error: `{{.*}}.txt` is not a C++/CUDA source file; circlec compiles files ending in .cu, .cpp, .cc or .cxx
int main() { return 0; }
