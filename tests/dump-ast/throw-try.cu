// RUN: %circlec --dump-ast %s | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// Throw-expressions are void prvalues (the operand decayed); a `try` block keeps its body and
// its handlers, each with its exception variable (none for `catch (...)`). `__func__` is the
// enclosing function's name.
int f(int x) {
  try {
    if (x < 0)
      throw x;
    throw;
  } catch (const int& e) {
    return e;
  } catch (...) {
    return 0;
  }
}
const char* name() { return __func__; }
// CHECK: TryStmt
// CHECK: ThrowExpr 'void'
// CHECK-NEXT: ImplicitCast LValueToRValue 'int'
// CHECK: ThrowExpr 'void'
// CHECK: CatchHandler
// CHECK-NEXT: VarDecl e 'const int &'
// CHECK: CatchHandler
// CHECK-NEXT: <catch all>
// CHECK: StringLiteral "name" 'const char [5]' lvalue

#ifdef BAD
void g() {
  try {
  } catch (int e) {
    // BAD: throw-try.cu:[[@LINE+1]]:5: error: use of undeclared identifier `nope`{{.*}}[E0301]
    nope(e);
  }
  // BAD: throw-try.cu:[[@LINE+1]]:11: error: use of undeclared identifier `e`{{.*}}[E0301]
  int y = e;
  // BAD: throw-try.cu:[[@LINE+1]]:9: error: cannot throw an expression of type `void`{{.*}}[E0402]
  throw g();
}
// BAD: throw-try.cu:[[@LINE+1]]:19: error: use of undeclared identifier `__func__`{{.*}}[E0301]
const char* top = __func__;
#endif
