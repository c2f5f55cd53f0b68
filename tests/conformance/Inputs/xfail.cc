// Expected to fail at run time everywhere.
// { dg-do run { target c++11 xfail *-*-* } }
int main() { __builtin_abort(); }
