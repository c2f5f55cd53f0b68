// #include_next continues the search in the directories after the one the current header
// was found in.
// RUN: %circlec -E -P -I %S/Inputs/sys -I %S/Inputs/sys2 %s | FileCheck %s

#include <next.h>
// CHECK: {{^}}int next_first;{{$}}
// CHECK-NEXT: {{^}}int next_second;{{$}}
