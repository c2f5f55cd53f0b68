// #pragma once is honoured; other pragmas (`#pragma unroll`) and `_Pragma("...")` are dropped
// without a word.
// RUN: %circlec -E %s 2>&1 | FileCheck %s --implicit-check-not=pragma --implicit-check-not=warning

void f() {
#pragma unroll 4
  for (;;) {}
  _Pragma("unroll") for (;;) {}
}
// CHECK: {{^}}void f() {{[{]$}}
// CHECK-NEXT: {{^}}for (;;) {}{{$}}
// CHECK-NEXT: {{^}}for (;;) {}{{$}}
// CHECK-NEXT: {{^}}}{{$}}
