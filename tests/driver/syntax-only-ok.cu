// A valid program checks cleanly: exit status 0 and nothing on stderr.
// RUN: %circlec -fsyntax-only %s 2>&1 | count 0
// RUN: cp %s %t.cpp && %circlec -fsyntax-only %t.cpp
// RUN: cp %s %t.cc && %circlec -fsyntax-only %t.cc
// RUN: cp %s %t.cxx && %circlec -fsyntax-only %t.cxx
__global__ void kern(int* out) { out[0] = 1; }
int main() { return 0; }
