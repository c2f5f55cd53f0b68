// Stray #else/#elif/#endif, #else after #else, unknown and malformed directives, and an
// unterminated conditional at the end of the file.
// RUN: not %circlec -E %s 2>&1 | FileCheck %s

#endif
// CHECK: conditional-errors.cu:[[@LINE-1]]:2: error[E0123]: `#endif` without `#if` [unmatched-conditional]
#else
// CHECK: conditional-errors.cu:[[@LINE-1]]:2: error[E0123]: `#else` without `#if`
#elif 1
// CHECK: conditional-errors.cu:[[@LINE-1]]:2: error[E0123]: `#elif` without `#if`
#if 1
#else
#else
// CHECK: conditional-errors.cu:[[@LINE-1]]:2: error[E0123]: `#else` after `#else`
#endif
#ifdef
// CHECK: conditional-errors.cu:[[@LINE-1]]:7: error[E0121]: `#ifdef` needs a macro name
#endif
#ifndef X extra
// CHECK: conditional-errors.cu:[[@LINE-1]]:11: warning[E0136]: extra tokens at end of `#ifndef` directive
#endif
#frobnicate
// CHECK: conditional-errors.cu:[[@LINE-1]]:2: error[E0120]: unknown preprocessing directive `#frobnicate`
#if 1
// CHECK: conditional-errors.cu:[[@LINE-1]]:2: error[E0122]: unterminated conditional directive
// CHECK: add `#endif` before the end of the file
