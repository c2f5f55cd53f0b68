// RUN: %circlec --dump-ast %s | FileCheck %s
namespace ns {
  // CHECK: NamespaceDecl ns
  // CHECK-NEXT: FunctionDecl ns::helper 'int (int)' inline
  inline int helper(int x) { return x; }
  // CHECK: FunctionDecl ns::internal 'int ()' internal
  static int internal() { return 1; }
}
extern "C" {
  // CHECK: FunctionDecl c_entry 'int (int)' extern-c declaration
  int c_entry(int);
}
// CHECK: FunctionDecl sq 'int (int)' inline(constexpr)
constexpr int sq(int x) { return x * x; }
// CHECK: FunctionDecl fi 'void ()' device inline forceinline
__device__ __forceinline__ void fi() {}
// CHECK: RecordDecl struct Counter size=4 align=4
// CHECK: FunctionDecl get 'int () const' inline(in-class) method const
// CHECK: FunctionDecl bump 'void (int)' method
struct Counter {
  int n;
  int get() const { return n; }
  void bump(int by = 1);
};
void Counter::bump(int by) { n += by; }
// CHECK: FunctionDecl use 'int (Counter &)'
// CHECK: CallExpr bump 'void'
// CHECK-NEXT: UnaryOperator '&' 'Counter *'
// CHECK-NEXT: DeclRef c 'Counter' lvalue
// CHECK-NEXT: IntegerLiteral 1 'int'
int use(Counter& c) { c.bump(); return c.get() + ns::helper(2); }
namespace {
  // CHECK: NamespaceDecl (anonymous)
  // CHECK-NEXT: FunctionDecl (anonymous namespace)::hidden 'int ()' internal
  int hidden() { return 1; }
  // CHECK: VarDecl (anonymous namespace)::counter 'int' internal
  int counter = 0;
}
// CHECK: VarDecl limit 'const int' internal value=8
const int limit = 8;
// CHECK: VarDecl shared_count 'int'
// CHECK-NOT: internal
int shared_count = hidden() + counter + limit;
