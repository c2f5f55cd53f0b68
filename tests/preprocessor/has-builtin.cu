// `__has_builtin(name)` is 1 for the builtins circlec knows (sema's builtin table and the
// folded constants) and 0 for other names; anything but one identifier is an error.
// RUN: %circlec -E %s | FileCheck %s --implicit-check-not=WRONG
// RUN: not %circlec -E -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD

#if __has_builtin(__builtin_isnan) && __has_builtin(__builtin_signbit) && __has_builtin(__builtin_fpclassify)
int classify = 1;
// CHECK: int classify = 1;
#else
int WRONG1;
#endif

#if __has_builtin(__builtin_nanf) && __has_builtin(__builtin_huge_val) && __has_builtin(__syncthreads)
int constants = 1;
// CHECK: int constants = 1;
#else
int WRONG2;
#endif

#if __has_builtin(__builtin_no_such_thing) || __has_builtin(printf) || __has_builtin(isnan)
int WRONG3;
#else
int unknown = 0;
// CHECK: int unknown = 0;
#endif

#if defined(__has_builtin) && __has_builtin(atomicAdd) + __has_builtin(__shfl_sync) == 2
int cuda = 1;
// CHECK: int cuda = 1;
#endif

#ifdef BAD
// BAD: error: `__has_builtin` needs one identifier [{{E[0-9]+}}]
// BAD: Note: write `__has_builtin(__builtin_isnan)`
#if __has_builtin("x")
#endif
#endif
