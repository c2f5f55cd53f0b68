// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK: EnumDecl Color 'unsigned char' class
// CHECK-NEXT:   EnumConstantDecl Red 0
// CHECK-NEXT:   EnumConstantDecl Green 5
// CHECK-NEXT:   EnumConstantDecl Blue 6
enum class Color : unsigned char { Red, Green = 5, Blue };
// CHECK: EnumDecl Plain 'int'
enum Plain { A = -1, B, C = A + 10 };
static_assert(B == 0 && C == 9, "enumerators fold");
// CHECK: FunctionDecl pick 'int (Color)'
// CHECK: SwitchStmt
// CHECK: CaseStmt 5
int pick(Color c) {
  switch (c) {
  case Color::Green: return 1;
  default: return (int)c + B;
  }
}
