// Needs an effective target this script does not know: skipped, naming it.
// { dg-do run { target c++17 } }
// { dg-require-effective-target frobnicate }
int main() { }
