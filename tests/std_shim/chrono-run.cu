// <chrono> from the system's libstdc++: clocks are libstdc++.so's functions returning a
// `time_point` by value (in RAX, per the SysV ABI: a class trivial for calls), durations
// subtract through `common_type`, and `duration_cast` converts. Output equal to g++ 12's.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <chrono>
#include <cstdio>

int main() {
  using namespace std::chrono;
  auto t0 = steady_clock::now();
  volatile long sink = 0;
  for (int i = 0; i < 100000; ++i) sink = sink + i;
  auto t1 = steady_clock::now();
  auto ns = duration_cast<nanoseconds>(t1 - t0).count();
  // CHECK: elapsed 1 1
  printf("elapsed %d %d\n", ns > 0, ns < 10000000000L);
  // Nanoseconds since 1970, after 2023-11-14 (1.7e9 s).
  auto since = duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
  // CHECK-NEXT: epoch 1
  printf("epoch %d\n", since > 1700000000L);
  milliseconds ms = duration_cast<milliseconds>(seconds(3) + milliseconds(250));
  // CHECK-NEXT: ms 3250
  printf("ms %ld\n", (long)ms.count());
}
