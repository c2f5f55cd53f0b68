// libstdc++'s <valarray> and <memory_resource>, read from the system's headers, compiled as
// plain C++, linked and run. Each used to fail in the class template instantiation model:
// - <valarray>: `_Expr<_Clos, _Tp>` declares `_Expr<_UnClos<__negate, _Expr, _Clos>, _Tp>
//   operator-() const`; instantiating every class a member signature names made each
//   `_Expr` instantiate a bigger one, without end (a compile that never finished);
// - <memory_resource>: `__pool_resource` holds a `pmr::vector<_BigBlock>` whose element type
//   is defined only in the library's sources, so neither vector's destructor nor its member
//   class `_Temporary_value` (which holds a `_BigBlock` by value) may be instantiated.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: valarray 2 4 6 sum 12 max 6
// CHECK: slice 1 3
// CHECK: pmr 4950 0
#include <cstdio>
#include <memory_resource>
#include <valarray>
#include <vector>

int main() {
  std::valarray<int> a = {1, 2, 3};
  std::valarray<int> b = a + a;
  std::printf("valarray %d %d %d sum %d max %d\n", b[0], b[1], b[2], b.sum(), b.max());
  std::valarray<int> s = a[std::slice(0, 2, 2)];
  std::printf("slice %d %d\n", s[0], s[1]);
  std::pmr::unsynchronized_pool_resource pool;
  std::pmr::vector<int> v(&pool);
  for (int i = 0; i < 100; ++i)
    v.push_back(i);
  long sum = 0;
  for (int x : v)
    sum += x;
  std::pmr::vector<int> w(&pool);
  std::printf("pmr %ld %zu\n", sum, w.size());
  return 0;
}
