// Waives itself, as a sample does without the hardware it needs.
#include <cstdio>
#include "fake_helper.h"
int main() {
  printf("Waiving test.\n");
  return EXIT_WAIVED;
}
