// #include "..." searches the includer's directory then -I; <...> searches -I; #pragma once and
// include guards stop a second inclusion; a macro may name the header; __has_include.
// RUN: %circlec -E -P -I %S/Inputs/sys %s | FileCheck %s

#include "Inputs/a.h"
#include "Inputs/a.h"
#include "Inputs/b.h"
// CHECK: {{^}}int from_a;{{$}}
// CHECK-NEXT: {{^}}int from_b;{{$}}
#include <angled.h>
// CHECK-NEXT: {{^}}int from_angled;{{$}}
// CHECK-NEXT: {{^}}int from_sibling;{{$}}
#define HEADER "Inputs/sys/sibling.h"
#include HEADER
// CHECK-NEXT: {{^}}int from_sibling;{{$}}
#if __has_include(<angled.h>) && __has_include("Inputs/b.h") && !__has_include(<nope.h>)
int has_include_works;
#endif
// CHECK-NEXT: {{^}}int has_include_works;{{$}}
#include <cstdint>
int32_t shipped;
// CHECK: {{^}}int32_t shipped;{{$}}
