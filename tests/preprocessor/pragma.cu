// #pragma once is honoured; the loop pragmas (`#pragma unroll [N]`, `#pragma nounroll`, also as
// `_Pragma("...")`) go on to the parser, and `-E` prints them back as directives, each on its
// own line; other pragmas are dropped without a word.
// RUN: %circlec -E -P %s 2>&1 | FileCheck %s --implicit-check-not=pragma --implicit-check-not=warning

void f() {
#pragma unroll 4
  for (;;) {}
  _Pragma("unroll") for (;;) {}
#pragma omp parallel for
  _Pragma("nounroll") while (1) {}
}
// CHECK: {{^}}void f() {{[{]$}}
// CHECK-NEXT: {{^}}#pragma unroll ( 4 ){{$}}
// CHECK-NEXT: {{^}}for (;;) {}{{$}}
// CHECK-NEXT: {{^}}#pragma unroll{{$}}
// CHECK-NEXT: {{^}}for (;;) {}{{$}}
// CHECK-NEXT: {{^}}#pragma nounroll{{$}}
// CHECK-NEXT: {{^}}while (1) {}{{$}}
// CHECK-NEXT: {{^}}}{{$}}
