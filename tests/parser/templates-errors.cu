// Errors in template headers and template argument lists.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
template <class T, int N struct Array { T data[N]; };
// CHECK: templates-errors.cu:[[@LINE-1]]:26: error: expected `>` to close the template parameter list, found keyword `struct` [E0201]
template <class T> struct Box { T value; };
Box<int x;
// CHECK: templates-errors.cu:[[@LINE-1]]:9: error: expected `>` to close the template argument list, found identifier `x` [E0201]
int y = static_cast<int>(3;
// CHECK: templates-errors.cu:[[@LINE-1]]:27: error: expected `)` to close the cast, found `;` [E0201]
// CHECK: 3 errors generated.
