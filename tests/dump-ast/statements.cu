// RUN: %circlec --dump-ast %s | FileCheck %s
int f(int n) {
  int s = 0;
  // CHECK: ForStmt
  // CHECK: WhileStmt
  // CHECK: DoStmt
  // CHECK: ContinueStmt
  // CHECK: BreakStmt
  for (int i = 0; i < n; ++i) {
    while (s > 100) s -= 7;
    do { s++; } while (s < 3);
    if (i == 2) continue;
    if (i == 9) break;
  }
  // CHECK: ConditionalOperator 'int'
  return s > 0 ? s : -s;
}
// CHECK: VarDecl counter 'int' static
int g() { static int counter = 0; return ++counter; }
// CHECK: VarDecl kLimit 'const int' internal constexpr value=64
constexpr int kLimit = 64;
// CHECK: VarDecl table 'int [64]'
int table[kLimit];
