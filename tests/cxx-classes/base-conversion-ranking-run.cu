// Of two derived-to-base conversions of the same argument, the one to the nearer base is
// better ([over.ics.rank]/4.4), by value, by reference and by pointer: the tag dispatch of
// libstdc++'s iterator algorithms (`random_access_iterator_tag` picks the
// `forward_iterator_tag` overload over the `input_iterator_tag` one). The output matches g++'s.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: 2 3 2
#include <stdio.h>
struct InputTag {};
struct ForwardTag : InputTag {};
struct BidiTag : ForwardTag {};
struct RandomTag : BidiTag {};
int by_value(InputTag) { return 1; }
int by_value(ForwardTag) { return 2; }
int by_ref(const InputTag &) { return 1; }
int by_ref(const BidiTag &) { return 3; }
int by_ptr(InputTag *) { return 1; }
int by_ptr(ForwardTag *) { return 2; }
int main() {
  RandomTag tag;
  printf("%d %d %d\n", by_value(RandomTag()), by_ref(tag), by_ptr(&tag));
}
