// A run test for C++11 and later, with options that change nothing: runs at -std=c++17.
// { dg-do run { target { c++11 && { ! simulator } } } }
// { dg-options "-O0 -Wno-deprecated" }
// { dg-require-cstdint "" }
// { dg-additional-options "-DSIMULATOR_TEST" { target simulator } }
#include <testsuite_hooks.h>
int main() { VERIFY( 1 + 1 == 2 ); }
