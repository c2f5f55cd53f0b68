// A missing `;` is reported just after the previous token; when the next token starts a new
// line, parsing resumes there, so the following statements are still checked.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct Point { int x; int y; }
// CHECK: missing-semicolon.cu:[[@LINE-1]]:31: error: expected `;` after the class definition, found keyword `int` [E0201]
int area(Point p) {
  int w = p.x
// CHECK: missing-semicolon.cu:[[@LINE-1]]:14: error: expected `;` after the declaration, found keyword `int` [E0201]
  int h = p.y;
  return w * h
// CHECK: missing-semicolon.cu:[[@LINE-1]]:15: error: expected `;` after the return statement, found `}` [E0201]
}
// CHECK: 3 errors generated.
