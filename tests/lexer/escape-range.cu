// A numeric escape whose value does not fit in one code unit of its literal is an error:
// 8 bits for ordinary and `u8` literals, 16 for `u`, 32 for `U` and `L`.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
char a = '\777';
// CHECK: escape-range.cu:[[@LINE-1]]:11: error: octal escape sequence out of range: 511 does not fit in a code unit of this literal [E0105]
int b = '\400';
// CHECK: escape-range.cu:[[@LINE-1]]:10: error: octal escape sequence out of range: 256{{.*}}[E0105]
const char* c = "ok\xfff";
// CHECK: escape-range.cu:[[@LINE-1]]:20: error: hex escape sequence out of range{{.*}}[E0105]
const char16_t* d = u"\x10000";
// CHECK: escape-range.cu:[[@LINE-1]]:23: error: hex escape sequence out of range{{.*}}[E0105]
// In range: no error.
char e = '\377';
const char* f = "\xff\0\177";
const char16_t* g = u"\xffff\777";
const char32_t* h = U"\x10ffff";
const wchar_t* i = L"\xffffffff";
// CHECK: 4 errors generated.
