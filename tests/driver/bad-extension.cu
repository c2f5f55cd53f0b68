// circlec compiles only C++/CUDA source files and links objects and libraries, and says which
// extensions it accepts.
// RUN: cp %s %t.txt
// RUN: not %circlec -fsyntax-only %t.txt 2>&1 | FileCheck %s
// CHECK: error: `{{.*}}.txt` is neither a C++/CUDA source file (.cu, .cpp, .cc, .cxx, or any file after `-x cu`) nor an object or library to link (.o, .a, .so)
int main() { return 0; }
