// Template template parameters: a type where a template is expected, for a function template
// (whose candidate is then not viable) and for a class template.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
template<class T> struct Box { T v; };
template<template<class> class C, class T> struct Wrap { C<T> c; };
template<template<class> class C> int f(C<int> c) { return 0; }
int g() { return f<Box>(Box<int>{}) + f(Box<int>{}); }
int h() { return f<int>(Box<int>{}); }
// CHECK: template-template-param-errors.cu:[[@LINE-1]]:18: error: no matching function for call to `f`{{.*}}[E0520]
// CHECK: template-template-param-errors.cu:[[@LINE+1]]:6: error: expected a class template as template argument [E0521]
Wrap<int, int> w1;
