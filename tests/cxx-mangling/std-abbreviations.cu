// The Itanium ABI's standard abbreviations: `Sa` (std::allocator), `Sb` (std::basic_string),
// `Ss`, `Si`, `So`, `Sd` (the char instances of std::string of the old ABI, istream, ostream,
// iostream), also as the prefix of a nested name (`_ZNSo6sentryC1ERSo`, which libstdc++.so
// defines; circlec instantiates the constructor from ostream.tcc, as `extern template` is not
// honoured, and calls its base-object variant C2). Names equal clang's.
// RUN: %circlec -S --emit=llvm %s -o %t
// RUN: FileCheck %s < %t.host.ll
#include <iostream>
#include <memory>
#include <string>
// CHECK-DAG: define void @_Z2f1SaIiE(
void f1(std::allocator<int>) {}
// CHECK-DAG: define void @_Z2f2RKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(
void f2(const std::string&) {}
// CHECK-DAG: define void @_Z2f3RSo(
void f3(std::ostream&) {}
// CHECK-DAG: define void @_Z2f4RSi(
void f4(std::istream&) {}
// CHECK-DAG: define void @_Z2f5RSd(
void f5(std::iostream&) {}
// CHECK-DAG: define void @_Z2f6St11char_traitsIcE(
void f6(std::char_traits<char>) {}
// CHECK-DAG: define void @_Z2f7SaIcES_(
void f7(std::allocator<char>, std::allocator<char>) {}
// A constructor of a nested class of `std::ostream`, defined in libstdc++.so.
// CHECK-DAG: call void @_ZNSo6sentryC{{[12]}}ERSo(
void f8(std::ostream& o) { std::ostream::sentry s(o); }
int main() {}
