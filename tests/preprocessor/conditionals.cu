// #if, #ifdef, #ifndef, #elif, #else, #endif, `defined`, and nesting; skipped groups are not
// lexed strictly (an apostrophe in a skipped comment-like line is fine).
// RUN: %circlec -E -P %s | FileCheck %s --implicit-check-not=WRONG

#if 1
int taken1;
#else
WRONG
#endif
// CHECK: {{^}}int taken1;{{$}}

#if 0
WRONG don't care
#elif 2 > 1
int taken2;
#elif 1
WRONG
#else
WRONG
#endif
// CHECK-NEXT: {{^}}int taken2;{{$}}

#define FEATURE
#ifdef FEATURE
int taken3;
#endif
#ifndef FEATURE
WRONG
#endif
// CHECK-NEXT: {{^}}int taken3;{{$}}

#if defined(FEATURE) && !defined MISSING
int taken4;
#endif
// CHECK-NEXT: {{^}}int taken4;{{$}}

#if 0
#  if 1
WRONG
#  else
WRONG
#  endif
#error not reached
#else
int taken5;
#endif
// CHECK-NEXT: {{^}}int taken5;{{$}}

#define VERSION(major, minor) ((major) * 100 + (minor))
#if VERSION(3, 2) == 302 && UNDEFINED_IS_ZERO == 0 && true && !false
int taken6;
#endif
// CHECK-NEXT: {{^}}int taken6;{{$}}

// Only the evaluated side of && is checked for division by zero.
#if 0 && (1 / 0)
WRONG
#else
int taken7;
#endif
// CHECK-NEXT: {{^}}int taken7;{{$}}
