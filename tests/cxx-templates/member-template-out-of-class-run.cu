// A member class template of a (non-template) class, declared in the class and defined or
// specialized outside it by its qualified name, as <future> does with
// `struct __future_base::_Task_setter { ... }` and `struct __future_base::_Result<_Res&>`:
// the definition completes the member template (not a new namespace-scope one), and the body
// sees the class's names unqualified (`Base`). A function template's return type is only
// named while the template is a candidate: `static Setter<R, void> make(R*)` is a candidate
// for every `make(p, x)` call, and instantiating `Setter<int, void>` would fail its
// `static_assert`.
// RUN: %circlec %s -o %t && %t
struct Holder {
  struct Base {
    int tag = 1;
  };
  template <class T> struct Result;
  template <class T, class U> struct Setter {
    T* p;
    U u;
    T get() const { return *p + u; }
  };
  template <class T> struct Setter<T, void> {
    static_assert(sizeof(T) == 0, "only for void");
  };
  template <class T, class U> static Setter<T, U> make(T* p, U u) { return {p, u}; }
  template <class T> static Setter<T, void> make(T* p);
  template <class T> struct Later;
};
template <class T> struct Holder::Result : Base {
  T value;
};
template <class T> struct Holder::Result<T&> : Base {
  T* ptr;
};
template <class T> struct Holder::Later {
  T twice(T x) { return x + x; }
};

int main() {
  Holder::Result<int> r;
  r.value = 4;
  int x = 5;
  Holder::Result<int&> rr;
  rr.ptr = &x;
  int i = 10;
  auto s = Holder::make(&i, 2);
  Holder::Later<int> l;
  return r.value + *rr.ptr + r.tag + rr.tag + s.get() + l.twice(1) == 4 + 5 + 1 + 1 + 12 + 2 ? 0 : 1;
}
