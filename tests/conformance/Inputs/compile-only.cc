// Compile-only: not a run test, not counted.
// { dg-do compile { target c++17 } }
int f();
