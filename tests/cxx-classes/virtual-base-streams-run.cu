// Class templates with virtual bases shaped as libstdc++'s streams: `basic_ostream<C>` and
// `basic_istream<C>` derive virtually from `basic_ios<C>` (itself derived from the dynamic
// `ios_base`), `basic_iostream<C>` from both, a string stream from that. Members of the shared
// `basic_ios` reached through `this->` in the templates, a virtual function overridden along
// the way, and the sizes agree with g++ 12, whose output this is.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: istream
// CHECK-NEXT: ostream
// CHECK-NEXT: iostream
// CHECK-NEXT: put x state=1
// CHECK-NEXT: get 32 count=1
// CHECK-NEXT: stringstream state=5 flags=8 fill=' '
// CHECK-NEXT: put y state=5
// CHECK-NEXT: stringstream state=5 flags=8 fill=' '
// CHECK-NEXT: sizes 24 32 48 64
// CHECK-NEXT: ~ostream
// CHECK-NEXT: ~ios_base 24
#include <stdio.h>
struct ios_base { int flags; ios_base() : flags(0) {} virtual ~ios_base() { printf("~ios_base %d\n", flags); } void setf(int f) { flags |= f; } };
template <class C> struct basic_ios : ios_base { C fillc; int state; basic_ios() : fillc(' '), state(0) {} void init(int s) { state = s; } void setstate(int s) { state |= s; } C fill() const { return fillc; } virtual const char *name() const { return "ios"; } };
template <class C> struct basic_ostream : virtual basic_ios<C> {
  explicit basic_ostream(int s) { this->init(s); printf("ostream\n"); }
  basic_ostream &put(C c) { if (c == 0) this->setstate(4); else printf("put %c state=%d\n", c, this->state); return *this; }
  const char *name() const override { return "ostream"; }
  ~basic_ostream() override { printf("~ostream\n"); }
};
template <class C> struct basic_istream : virtual basic_ios<C> {
  int count;
  explicit basic_istream(int s) : count(0) { this->init(s); printf("istream\n"); }
  int get() { ++count; return this->fill(); }
};
template <class C> struct basic_iostream : basic_istream<C>, basic_ostream<C> {
  explicit basic_iostream(int s) : basic_istream<C>(s), basic_ostream<C>(s) { printf("iostream\n"); }
};
template <class C> struct stringstream : basic_iostream<C> {
  C buf[16];
  stringstream() : basic_iostream<C>(1) { this->setf(8); }
  const char *name() const override { return "stringstream"; }
};
void show(basic_ios<char> &i) { printf("%s state=%d flags=%d fill='%c'\n", i.name(), i.state, i.flags, i.fill()); }
int main() {
  stringstream<char> s;
  s.put('x').put(0);
  int got = s.get();
  printf("get %d count=%d\n", got, s.count);
  show(s);
  basic_ostream<char> &o = s;
  o.put('y');
  show(o);
  ios_base *b = &s;
  b->setf(16);
  printf("sizes %d %d %d %d\n", (int)sizeof(basic_ios<char>), (int)sizeof(basic_ostream<char>), (int)sizeof(basic_iostream<char>), (int)sizeof(stringstream<char>));
  return 0;
}
