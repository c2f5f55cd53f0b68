// Needs an option other than -std.
// { dg-do run { target c++11 } }
// { dg-options "-D_GLIBCXX_DEBUG" }
int main() { }
