// RUN: %circlec --dump-ast %s | FileCheck %s
struct S { int x; };
void f(int* p, const S* s, double d, void* v) {
  // CHECK: ExplicitCast static_cast FloatingToIntegral 'int'
  int i = static_cast<int>(d);
  // CHECK: ExplicitCast reinterpret_cast PointerToIntegral 'unsigned long'
  unsigned long u = reinterpret_cast<unsigned long>(p);
  // CHECK: ExplicitCast c-style BitCast 'char *'
  char* c = (char*)p;
  // CHECK: ImplicitCast BitCast 'void *'
  void* w = p;
  // CHECK: ExplicitCast static_cast BitCast 'int *'
  int* q = static_cast<int*>(v);
  // CHECK: ExplicitCast const_cast NoOp 'S *'
  S* m = const_cast<S*>(s);
  // CHECK: ImplicitCast PointerToBoolean 'bool'
  bool b = p;
  // CHECK: ImplicitCast ArrayToPointerDecay 'const char *'
  const char* str = "hi";
  // CHECK: ExplicitCast functional IntegralToFloating 'float'
  float fl = float(i);
  // CHECK: ExplicitCast c-style ToVoid 'void'
  (void)fl;
}
