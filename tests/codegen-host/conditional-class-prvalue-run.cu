// A conditional expression whose operands are class prvalues builds the chosen one in the
// object it initializes. circlec built each in a temporary of its own and moved the bytes, which
// breaks a class that points into itself: `std::string`'s short-string buffer, so
// `n == npos ? std::string(str) : std::string(str, n)` (libstdc++'s bitset/cons/dr1325-2.cc)
// ended in "munmap_chunk(): invalid pointer". An lvalue operand is copied by the class's copy
// constructor, not byte by byte (`_M_prob.empty() ? std::vector<double>(1, 1.0) : _M_prob` in
// libstdc++'s `discrete_distribution` freed the vector's buffer twice). g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>
#include <string>
#include <vector>

struct SelfRef {
  int buf[2];
  int *p;
  SelfRef(int v) : buf{v, v}, p(buf) {}
  SelfRef(const SelfRef &o) : buf{o.buf[0], o.buf[1]}, p(buf) {}
  bool intact() const { return p == buf; }
};

std::size_t length(const char *str, std::size_t n) {
  const std::string &s = n == std::string::npos ? std::string(str) : std::string(str, n);
  return s.size();
}
int check(const SelfRef &s) { return s.intact() ? s.buf[0] : -1; }

struct Probs {
  std::vector<double> prob;
  std::vector<double> probabilities() const { return prob.empty() ? std::vector<double>(1, 1.0) : prob; }
};

int main(int argc, char **) {
  SelfRef a = argc > 5 ? SelfRef(1) : SelfRef(2);
  // CHECK: 3 6 2 2 7
  printf("%zu %zu %d %d %d\n", length("abcdef", 3), length("abcdef", std::string::npos), a.intact() ? a.buf[1] : -1,
         (int)std::string(argc == 1 ? std::string("ab") : std::string("xyz")).size(), check(argc == 1 ? SelfRef(7) : SelfRef(8)));
  Probs none, some{{0.25, 0.75}};
  std::vector<double> a1 = none.probabilities(), a2 = some.probabilities();
  SelfRef lv(5);
  SelfRef copied = argc == 1 ? lv : SelfRef(6);
  // CHECK-NEXT: 1 1.00 2 0.75 5 1
  printf("%zu %.2f %zu %.2f %d %d\n", a1.size(), a1[0], a2.size(), a2[1], copied.buf[0], (int)copied.intact());
  return 0;
}
