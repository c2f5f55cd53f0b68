#include <cstdio>
int launch_fill(int v);
int main() {
  int r = launch_fill(7);
  std::printf("built, kernel says %d\n", r);
  return 0;
}
