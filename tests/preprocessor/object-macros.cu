// Object-like macros: substitution, rescanning, no self-expansion, #undef, empty bodies.
// RUN: %circlec -E -P %s | FileCheck %s

#define N 42
int a[N];
// CHECK: {{^}}int a[42];{{$}}

#define A B
#define B 1 + A
int b = A;
// CHECK-NEXT: {{^}}int b = 1 + A;{{$}}

#define SELF SELF * 2
int c = SELF;
// CHECK-NEXT: {{^}}int c = SELF * 2;{{$}}

#define EMPTY
EMPTY int d;
// CHECK-NEXT: {{^}}int d;{{$}}

#define X 1
#undef X
int e = X;
// CHECK-NEXT: {{^}}int e = X;{{$}}

#define TWO_LINES 1 + \
    2
int f = TWO_LINES;
// CHECK-NEXT: {{^}}int f = 1 + 2;{{$}}
