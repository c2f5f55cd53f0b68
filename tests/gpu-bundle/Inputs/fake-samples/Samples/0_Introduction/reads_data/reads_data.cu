// Reads data/input.txt from the directory it runs in, as a cuda-samples program finds its data.
#include <cstdio>
#include "fake_helper.h"
int main() {
  FILE *f = fopen("input.txt", "r");
  int v = 0;
  if (!f || fscanf(f, "%d", &v) != 1 || v != 42) {
    printf("input.txt missing or wrong\n");
    return 1;
  }
  fclose(f);
  printf("read %d\n", v);
  return 0;
}
