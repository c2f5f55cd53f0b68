// Identifiers take Unicode's XID_Start/XID_Continue characters (C++23 [lex.name]); any other
// non-ASCII character in one is E0111, and bytes that are not UTF-8 are reported as such instead
// of becoming part of a name. Letters such as `é` stay valid, and text that is not lexed as
// identifiers (comments, strings, skipped groups) may hold anything.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: printf 'int ok = 1;\nint \377\376 = 2;\n' > %t-bad.cu
// RUN: not %circlec -fsyntax-only %t-bad.cu 2>&1 | FileCheck %s --check-prefix=UTF8
// RUN: %circlec -fsyntax-only -DVALID %s

// UTF8: -bad.cu:2:5: error: invalid UTF-8 in an identifier [E0111]
// UTF8: these bytes are not UTF-8
// UTF8: 1 error generated

int café = 1;          // a letter: valid
int café = 2;        // e + U+0301 COMBINING ACUTE ACCENT (XID_Continue): valid
// caf→é in a comment
const char* arrow = "→";
#if 0
int a→b;
#endif

#ifndef VALID
// CHECK: identifier-characters.cu:[[@LINE+1]]:6: error: character <U+2192> is not allowed in an identifier [E0111]
int a→b = 2;
// CHECK: identifier-characters.cu:[[@LINE+1]]:5: error: character <U+20AC> is not allowed at the start of an identifier [E0111]
int €uro = 3;
// CHECK: 2 errors generated
#endif
