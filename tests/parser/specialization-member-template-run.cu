// A member template of an explicit specialization whose primary template is only declared:
// `Chooser<false>::wait<1>()` reads `wait` as a template, as NVIDIA's cuda_pipeline_helpers.h
// needs (`ImplementationChooser<...>::pipeline_wait_prior<N>()`). Output compared with g++ 12.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>

template <bool B> struct Chooser;
template <> struct Chooser<false> {
  template <unsigned N> static unsigned wait() { return N + 10; }
};
template <> struct Chooser<true> {
  template <unsigned N> static unsigned wait() { return N + 20; }
};

int main() {
  printf("%u %u\n", Chooser<false>::wait<1>(), Chooser<true>::wait<2>());
  // CHECK: 11 22
  return 0;
}
