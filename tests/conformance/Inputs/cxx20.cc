// A C++20 test: not for -std=c++17.
// { dg-options "-std=gnu++2a" }
// { dg-do run { target c++2a } }
int main() { }
