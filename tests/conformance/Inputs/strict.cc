// Skipped in strict -std=c++NN modes, as this script runs.
// { dg-do run }
// { dg-skip-if "no extensions in strict dialects" { *-*-* } { "-std=c++*" } }
int main() { }
