// The link step links the C++ runtime as g++ (and so nvcc) does: `-lstdc++ -lm` after the
// user's libraries, so a program using <string> links with no option. `-nostdlib++` leaves
// libstdc++ out (clang's spelling), `-nostdlib` leaves out every standard library and reaches
// the C compiler; with nothing linked, both only warn.
// REQUIRES: libcudart
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 42
// RUN: %circlec --dryrun %s -o %t 2>&1 | FileCheck %s --check-prefix=DRY
// DRY: #$ {{.*}}-lrt -lstdc++ -lm{{$}}
// RUN: %circlec --dryrun -nostdlib++ %s -o %t 2>&1 | FileCheck %s --check-prefix=NOXX
// NOXX: #$ {{.*}}-lrt -lm{{$}}
// RUN: %circlec --dryrun -nostdlib -lc %s -o %t 2>&1 | FileCheck %s --check-prefix=NOSTD
// NOSTD: #$ {{.*}} -nostdlib {{.*}}-lrt -lc{{$}}
// RUN: not %circlec -nostdlib++ %s -o %t.x 2>&1 | FileCheck %s --check-prefix=UNDEF
// UNDEF: undefined reference to `operator delete
// RUN: %circlec -nostdlib -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=UNUSED
// UNUSED: warning: `-nostdlib` and `-nostdlib++` have no effect: nothing is linked
#include <cstdio>
#include <string>
int main() {
  std::string s(2, '4');
  s[1] = '2';
  std::printf("%s\n", s.c_str());
}
