// Static data members of class templates: in-class constexpr ones and out-of-line definitions
// (`template<class T> int S<T>::count = 5;`), one variable per instantiation.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec -S --emit=llvm %s -o %t.s && FileCheck %s --check-prefix=IR < %t.s.host.ll
// CHECK: PASS
// IR-DAG: @_ZN1SIiE5countE = {{.*}}i32 5
// IR-DAG: @_ZN1SIdE5countE = {{.*}}i32 5
#include <cstdio>
template<class T> struct S { static int count; static constexpr int k = sizeof(T); };
template<class T> int S<T>::count = 5;
int main() { S<int>::count++; int ok = S<int>::count == 6 && S<double>::count == 5 && S<double>::k == 8; printf("%s\n", ok ? "PASS" : "FAIL"); return !ok; }
