// Members of an anonymous union (or struct) member of a base class are members of the derived
// class: `this->store`, `store` and `d.store` find them (libstdc++'s `_State<_Char>` in
// <regex> reads `this->_M_matcher_storage`, in an anonymous union of `_State_base`).
// RUN: %circlec %s -o %t && %t
struct Base {
  int op;
  union { long a; struct { int x; bool n; }; double store; };
  Base() : op(1), a(0) {}
};
template <class T> struct D : Base {
  double get() { return this->store; }
  int getx() { return this->x + op; }
};
struct E : Base { double get() { return store + this->store; } };
int main() { D<int> d; d.store = 2.5; E e; e.store = 1; return d.get() == 2.5 && e.get() == 2 ? 0 : 1; }
