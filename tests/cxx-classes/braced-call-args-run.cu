// Braced lists as call arguments ([over.ics.list], [over.match.list]): `g({})`, a class's
// constructor from `{a, b}`, `std::initializer_list` parameters (ranked by their worst element
// conversion, deduced from the elements), initializer-list constructors first (`vector<int>{3}`
// has one element), nested lists, `push_back({..})` choosing `T&&`, and `return {..}` of a class
// with constructors. Output compared with g++ 12 on the same program.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DERRORS %s 2>&1 | FileCheck %s --check-prefix=ERR
#include <algorithm>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

struct S { int a = 3; };
struct P { int x, y; };
struct C { C(int a, int b) : v(a * 10 + b) {} int v; };
struct A { int x; double y; };
struct Q { std::vector<int> v{1, 2, 3}; };
int g(S s) { return s.a; }
int h(int x) { return x; }
int px(const P& p) { return p.x + p.y; }
int cv(C c) { return c.v; }
int sum(std::initializer_list<int> l) { int s = 0; for (int x : l) s += x; return s; }
int ov(int) { return 1; }
int ov(P) { return 2; }
int ov2(std::initializer_list<int>) { return 1; }
int ov2(S) { return 2; }
template <class T> T tmax(std::initializer_list<T> l) { T m = *l.begin(); for (T x : l) if (x > m) m = x; return m; }
size_t vs(const std::vector<int>& v) { return v.size(); }
size_t ss(const std::string& s) { return s.size(); }
size_t strs(std::vector<std::string> v) { size_t n = 0; for (auto& s : v) n += s.size(); return n; }
std::vector<int> mk() { return {4, 5}; }
int f(std::pair<int, const char*> p) { return p.first; }

int main() {
  // CHECK: 3 0 7 3 42
  printf("%d %d %d %d %d\n", g({}), h({}), h({7}), px({1, 2}), cv({4, 2}));
  // CHECK-NEXT: 6 1 2 1
  printf("%d %d %d %d\n", sum({1, 2, 3}), ov({5}), ov({1, 2}), ov2({}));
  // CHECK-NEXT: 9 3 1
  printf("%d %d %d\n", std::max({3, 9, 4}), std::min({3, 9, 4}), tmax({1.5, 2.5}) > 2 ? 1 : 0);
  // CHECK-NEXT: 4 2 6
  printf("%zu %zu %zu\n", vs({1, 2, 3, 4}), ss({'a', 'b'}), strs({"ab", "cde", "f"}));
  std::vector<P> v;
  v.push_back({1, 2});
  v.emplace_back(P{3, 4});
  // CHECK-NEXT: 5
  printf("%d\n", v[0].y + v[1].x);
  auto* p = new std::vector<int>{7, 8, 9};
  std::vector<int> w{3};
  std::vector<int> x(3);
  auto t = std::vector<int>{1, 2};
  std::vector<std::pair<int, std::string>> m = {{1, "one"}, {2, "two"}};
  std::vector<A> va{{1, 2.5}, {3, 4.5}};
  Q q;
  std::string s{"hey"};
  std::string arr[2] = {"a", "bc"};
  // CHECK-NEXT: 3 1 3 2 2 2 two 4.5 3 5 hey bc
  printf("%zu %zu %zu %zu %zu %zu %s %g %zu %d %s %s\n", p->size(), w.size(), x.size(), t.size(), mk().size(), m.size(),
         m[1].second.c_str(), va[1].y, q.v.size(), f({5, "x"}), s.c_str(), arr[1].c_str());
  delete p;
}

#ifdef ERRORS
void byref(int&);
void two(int);
void errors() {
  // ERR: braced-call-args-run.cu:[[@LINE+2]]:3: error: no matching function for call to `byref` with argument types ({...}) [E0407]
  // ERR: argument 1: no conversion from `{...}` to `int &`
  byref({1});
  // ERR: braced-call-args-run.cu:[[@LINE+1]]:3: error: no matching function for call to `two` with argument types ({...})
  two({1, 2});
  // ERR: braced-call-args-run.cu:[[@LINE+1]]:3: error: no matching function for call to `cv` with argument types ({...})
  cv({1});
  // ERR: a variable `initializer_list` of `std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>>`, which has a destructor, is not supported yet
  std::initializer_list<std::string> l = {"a"};
}
#endif
