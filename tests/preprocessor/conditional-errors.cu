// Stray #else/#elif/#endif, #else after #else, unknown and malformed directives, and an
// unterminated conditional at the end of the file.
// RUN: not %circlec -E %s 2>&1 | FileCheck %s

#endif
// CHECK: conditional-errors.cu:[[@LINE-1]]:2: error: `#endif` without `#if` [E0123]
#else
// CHECK: conditional-errors.cu:[[@LINE-1]]:2: error: `#else` without `#if`{{.*}}[E0123]
#elif 1
// CHECK: conditional-errors.cu:[[@LINE-1]]:2: error: `#elif` without `#if`{{.*}}[E0123]
#if 1
#else
#else
// CHECK: conditional-errors.cu:[[@LINE-1]]:2: error: `#else` after `#else`{{.*}}[E0123]
#endif
#ifdef
// CHECK: conditional-errors.cu:[[@LINE-1]]:7: error: `#ifdef` needs a macro name{{.*}}[E0121]
#endif
#ifndef X extra
// CHECK: conditional-errors.cu:[[@LINE-1]]:11: warning: extra tokens at end of `#ifndef` directive{{.*}}[E0136]
#endif
#frobnicate
// CHECK: conditional-errors.cu:[[@LINE-1]]:2: error: unknown preprocessing directive `#frobnicate`{{.*}}[E0120]
#if 1
// CHECK: conditional-errors.cu:[[@LINE-1]]:2: error: unterminated conditional directive{{.*}}[E0122]
// CHECK: add `#endif` before the end of the file
