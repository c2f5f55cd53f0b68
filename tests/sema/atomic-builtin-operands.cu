// The operands of GCC's `__atomic_*` builtins: the first must point to an object the builtin
// can act on (an integer, enumeration or pointer for the `_n` and fetch forms; addition and
// subtraction only for a pointer; never a `const` object it writes; 1 to 8 bytes), the
// arguments convert to the object's type, and the lock-free queries need a constant size.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=undeclared
struct Big { char c[12]; };
void f(int* p, const int* cp, double* d, Big* b, int** pp, int n) {
  // CHECK: atomic-builtin-operands.cu:[[@LINE+1]]:25: error: the address argument of `__atomic_load_n` must be a pointer (have `int`) [E0402]
  (void)__atomic_load_n(n, __ATOMIC_SEQ_CST);
  // CHECK: atomic-builtin-operands.cu:[[@LINE+1]]:20: error: `__atomic_store_n` cannot act on an object of type `const int`: the atomic object is `const`{{.*}}[E0402]
  __atomic_store_n(cp, 1, __ATOMIC_SEQ_CST);
  // CHECK: atomic-builtin-operands.cu:[[@LINE+1]]:22: error: `__atomic_fetch_add` cannot act on an object of type `double`: it must be an integer or pointer type{{.*}}[E0402]
  __atomic_fetch_add(d, 1.0, __ATOMIC_SEQ_CST);
  // CHECK: atomic-builtin-operands.cu:[[@LINE+1]]:22: error: `__atomic_fetch_and` cannot act on an object of type `int *`: only addition and subtraction apply to a pointer{{.*}}[E0402]
  __atomic_fetch_and(pp, 1, __ATOMIC_SEQ_CST);
  Big out;
  // CHECK: atomic-builtin-operands.cu:[[@LINE+1]]:17: error: `__atomic_load` cannot act on an object of type `Big`: an object of 12 bytes has no atomic access{{.*}}[E0402]
  __atomic_load(b, &out, __ATOMIC_SEQ_CST);
  // CHECK: atomic-builtin-operands.cu:[[@LINE+1]]:3: error: `__atomic_exchange_n` expects 3 argument(s), but 2 were given{{.*}}[E0406]
  __atomic_exchange_n(p, 1);
  // CHECK: atomic-builtin-operands.cu:[[@LINE+1]]:23: error: {{.*}}argument 2 of `__atomic_store_n`{{.*}}[E0401]
  __atomic_store_n(p, "x", __ATOMIC_SEQ_CST);
  // CHECK: atomic-builtin-operands.cu:[[@LINE+1]]:35: error: the size argument of `__atomic_always_lock_free` must be an integer constant{{.*}}[E0402]
  (void)__atomic_always_lock_free(n, 0);
}
