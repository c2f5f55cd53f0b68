// <iostream>, <sstream> and <iomanip> from the system's libstdc++: `std::cout` and `std::cerr`
// with strings, integers, floating point, `bool`, manipulators (`std::endl` is a function
// template chosen by the member `operator<<` taking a function pointer, `std::hex`,
// `std::setw`), string streams both ways. The program links against libstdc++.so, whose
// `extern template` instances it calls (`std::basic_ostream<char>` is mangled `So`, and the
// library's static members and virtual functions are referenced, not redefined). Output equal
// to g++ 12's; valgrind-clean.
// RUN: %circlec %s -o %t
// RUN: %t 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>

int main() {
  std::string name = "circlec";
  // CHECK: hello circlec, 42 3.5 1
  std::cout << "hello " << name << ", " << 42 << ' ' << 3.5 << ' ' << true << std::endl;
  // CHECK-NEXT: ff     7|
  std::cout << std::hex << 255 << std::dec << ' ' << std::setw(5) << 7 << '|' << std::endl;
  // ERR: to stderr
  std::cerr << "to stderr" << std::endl;
  std::ostringstream os;
  os << "x=" << 12 << " y=" << 0.25;
  // CHECK-NEXT: x=12 y=0.25
  std::cout << os.str() << "\n";
  std::istringstream is("17 5");
  int a = 0, b = 0;
  is >> a >> b;
  // CHECK-NEXT: 22
  std::cout << a + b << std::endl;
}
