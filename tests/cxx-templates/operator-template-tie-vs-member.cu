// A non-template operator that converts the operands no worse settles a tie of two operator
// templates (`cout << 42`: the member `operator<<(int)` over libstdc++'s non-member templates
// taking `char` and `signed char`, each an int-to-char conversion away), and members of a class
// with a vtable are checked when used, seeing what is declared after the class.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <cstdio>
template<class Tr> struct bos {
  virtual ~bos() {}
  bos& operator<<(int n) { printf("int %d\n", n); return *this; }
  // Finds the non-member template below, declared after the class.
  bos& hello() { return *this << "hello"; }
};
template<class Tr> bos<Tr>& operator<<(bos<Tr>& o, char c) { printf("char %c\n", c); return o; }
template<class Tr> bos<Tr>& operator<<(bos<Tr>& o, signed char c) { printf("schar %d\n", c); return o; }
template<class Tr> bos<Tr>& operator<<(bos<Tr>& o, const char* s) { printf("str %s\n", s); return o; }
int main() {
  bos<int> out;
  // CHECK: int 42
  // CHECK-NEXT: char x
  // CHECK-NEXT: str hello
  out << 42 << 'x';
  out.hello();
}
