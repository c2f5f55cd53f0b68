// Template template parameters: a type where a template is expected, and function templates
// with template template parameters (not supported yet).
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
template<class T> struct Box { T v; };
template<template<class> class C, class T> struct Wrap { C<T> c; };
// CHECK: template-template-param-errors.cu:[[@LINE+1]]:6: error: expected a class template as template argument [E0521]
Wrap<int, int> w1;
// CHECK: template-template-param-errors.cu:[[@LINE+1]]:1: error: template template parameters of function templates are not supported yet{{.*}}[E0317]
template<template<class> class C> int f(C<int> c) { return 0; }
