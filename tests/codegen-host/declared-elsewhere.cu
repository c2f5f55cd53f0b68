// What a header only declares is defined elsewhere, so the module references it and does not
// define it: a static data member declared in its class without an initializer (libstdc++'s
// `__num_base::_S_atoms_in`, whose definition here would interpose the library's), and a
// virtual function declared but not defined (its vtable slot names the function, not
// `__cxa_pure_virtual`, which only a pure virtual function's slot holds).
// RUN: %circlec -S --emit=llvm %s -o %t
// RUN: FileCheck %s < %t.host.ll
struct Atoms { static const char* in; static int count; };
int Atoms::count = 3;
// CHECK-DAG: @_ZN5Atoms2inE = external global ptr
// CHECK-DAG: @_ZN5Atoms5countE = global i32 3
template<class T> struct Buf {
  virtual ~Buf() {}
  virtual int overflow(int c);
  virtual int pure() = 0;
  virtual int sync() { return 0; }
};
template<class T> struct StringBuf : Buf<T> { int pure() override { return 1; } };
// CHECK-DAG: @_ZTV9StringBufIcE = linkonce_odr constant {{.*}} ptr @_ZN3BufIcE8overflowEi, ptr @_ZN9StringBufIcE4pureEv, ptr @_ZN3BufIcE4syncEv
// CHECK-DAG: @_ZTV3BufIcE = linkonce_odr constant {{.*}} ptr @_ZN3BufIcE8overflowEi, ptr @__cxa_pure_virtual, ptr @_ZN3BufIcE4syncEv
// CHECK-DAG: declare i32 @_ZN3BufIcE8overflowEi(ptr, i32)
int main() {
  StringBuf<char> s;
  Buf<char>* b = &s;
  return b->sync() + (Atoms::in != nullptr) + Atoms::count;
}
