// Copying an empty class writes no byte: its one byte may belong to another object, as an
// empty base at offset 0 shares its address with the first member. libstdc++'s
// unordered-container local iterators derive from an empty hasher storage and copy the hasher
// into it by placement new; the one-byte store overwrote the node pointer (`bucket_size(b)`
// crashed: libstdc++'s 23_containers/unordered_multiset/insert/53115.cc).
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: %circlec -O0 %s -o %t0 && %t0 | FileCheck %s
// CHECK: value 10 bucket 1 next 0
// CHECK: local 10 size 2
#include <cstdio>
#include <new>
#include <unordered_set>
struct Hasher {};
struct Storage { Hasher *h() { return reinterpret_cast<Hasher *>(this); } };
struct Node { int v; Node *next; };
struct Iter : Storage {
  Node *cur;
  unsigned long bucket;
  Iter(const Hasher &hs, Node *n, unsigned long b) : cur(n), bucket(b) { ::new (this->h()) Hasher(hs); }
};
int main() {
  Node n{10, nullptr};
  Hasher hs;
  Iter it(hs, &n, 1);
  printf("value %d bucket %lu next %d\n", it.cur->v, it.bucket, it.cur->next != nullptr);
  std::unordered_multiset<int> s;
  s.insert(10);
  s.insert(10);
  auto b = s.bucket(10);
  printf("local %d size %zu\n", *s.begin(b), s.bucket_size(b));
}
