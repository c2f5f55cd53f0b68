// A base class template's parameter is not a member of the base: in a class deriving from
// `Helper<0, _Alloc>` (whose parameter is named `_Tp`), `_Tp` is still the enclosing template's
// own `_Tp` ([temp.local]). libstdc++'s `_Sp_counted_ptr_inplace<_Tp, _Alloc, _Lp>::_Impl`
// derives from `_Sp_ebo_helper<0, _Alloc>` and declares `__aligned_buffer<_Tp> _M_storage;`,
// which circlec read as a buffer of the allocator, so `std::make_shared` was "cannot convert
// `std::allocator<void> *` to `X *`". g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>
#include <memory>

template <int N, class _Tp> struct Helper {
  _Tp held;
};

template <class _Tp, class _Alloc> struct Outer {
  struct Impl : Helper<0, _Alloc> {
    _Tp value; // Outer's _Tp, not Helper's
  };
  Impl impl;
};

struct X {
  int v;
  X(int a) : v(a) {}
  ~X() { printf("~X %d\n", v); }
};

int main() {
  Outer<double, char> o;
  o.impl.value = 2.5;
  o.impl.held = 'c';
  // CHECK: 8 2.5 c
  printf("%d %.1f %c\n", (int)sizeof(o.impl.value), o.impl.value, o.impl.held);
  {
    auto p = std::make_shared<X>(3);
    std::shared_ptr<X> q = p;
    // CHECK-NEXT: shared 3 2
    printf("shared %d %ld\n", q->v, p.use_count());
  }
  // CHECK-NEXT: ~X 3
  return 0;
}
