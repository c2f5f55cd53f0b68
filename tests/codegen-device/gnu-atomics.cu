// GCC's `__atomic_*` builtins in host and device code: the fetch operations (a pointer's
// arithmetic counts bytes), the `_n` loads, stores, exchanges and compare-exchanges, their
// generic forms on an 8-byte class, test-and-set and clear, the fences, and the lock-free
// queries folded as constants; a memory order that is not a constant picks the ordering at run
// time (clang's `switch`). The host result is clang's and g++'s. On sm_70 each becomes
// an `atom`, a `ld`/`st` or `membar.sys` (LLVM 19's NVPTX backend selects no `fence`, so a
// release is a `membar.sys` before the access and an acquire one after it).
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s --check-prefix=HOST
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
#include <stdio.h>

#if !__has_builtin(__atomic_fetch_add) || !__has_builtin(__atomic_always_lock_free)
#error "__has_builtin does not know the atomic builtins"
#endif

struct Pair { int a, b; };
enum Color { Red, Green, Blue };

static_assert(__atomic_always_lock_free(sizeof(long), 0), "8 bytes are lock-free");
static_assert(!__atomic_always_lock_free(3, 0), "3 bytes are not");

__host__ __device__ int exercise(int* p, long** q, bool* flag, Pair* pair, Color* c) {
  int r = __atomic_fetch_add(p, 1, __ATOMIC_RELAXED);  // 10 -> 11, r = 10
  r += __atomic_add_fetch(p, 2, __ATOMIC_SEQ_CST);     // 13, r = 23
  r += __atomic_sub_fetch(p, 3, __ATOMIC_ACQ_REL);     // 10, r = 33
  __atomic_fetch_add(q, sizeof(long), __ATOMIC_SEQ_CST);
  int expected = 7;
  bool ok = __atomic_compare_exchange_n(p, &expected, 20, false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
  r += ok ? 1000 : expected;                           // fails and reads 10: r = 43
  ok = __atomic_compare_exchange_n(p, &expected, 20, true, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
  r += ok ? 100 : 0;                                   // *p = 20, r = 143
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  r += __atomic_test_and_set(flag, __ATOMIC_ACQUIRE);      // was clear
  r += __atomic_test_and_set(flag, __ATOMIC_ACQUIRE) * 2;  // was set: r = 145
  __atomic_clear(flag, __ATOMIC_RELEASE);
  __atomic_store_n(p, 5, __ATOMIC_RELEASE);
  r += __atomic_exchange_n(p, 6, __ATOMIC_ACQ_REL);    // r = 150
  r += __atomic_load_n(p, __ATOMIC_ACQUIRE);           // r = 156
  r += __atomic_fetch_nand(p, 3, __ATOMIC_SEQ_CST);    // *p = ~2, r = 162
  r += __atomic_or_fetch(p, 0, __ATOMIC_SEQ_CST) == ~2 ? 1 : 0;
  Pair in = {1, 2}, out, next = {3, 4}, old;
  __atomic_store(pair, &in, __ATOMIC_SEQ_CST);
  __atomic_load(pair, &out, __ATOMIC_SEQ_CST);
  __atomic_exchange(pair, &next, &old, __ATOMIC_SEQ_CST);
  Pair want = next, repl = {5, 6};
  ok = __atomic_compare_exchange(pair, &want, &repl, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  r += out.a + out.b * 10 + old.a * 100 + (ok ? 1000 : 0) + pair->b * 10000;
  Color before = __atomic_exchange_n(c, Blue, __ATOMIC_RELAXED);
  return r + (before == Red && *c == Blue ? 0 : 1000000);
}

// PTX-LABEL: _Z8exercisePiPPlPbP4PairP5Color(
// PTX: atom.add.u32
// PTX: membar.sys;
// PTX-NEXT: atom.add.u32
// PTX-NEXT: membar.sys;
// PTX: atom.add.u64
// PTX: atom.cas.b32
// PTX: st.volatile.u32
// PTX: atom.exch.b32
// PTX: ld.volatile.u32
// PTX-NEXT: membar.sys;
// PTX: st.volatile.u64
// PTX: ld.volatile.u64
__global__ void kernel(int* o, long** q, bool* flag, Pair* pair, Color* c) {
  o[1] = exercise(o, q, flag, pair, c);
}

// An order known only at run time, as in `std::atomic<T>::load(memory_order)`.
__host__ __device__ __attribute__((noinline)) int add_with(int* p, int v, int order) {
  __atomic_thread_fence(order);
  return __atomic_add_fetch(p, v, order) + __atomic_load_n(p, order);
}

int main() {
  int x = 10;
  long arr[2];
  long* q = arr;
  bool flag = false;
  Pair pair;
  Color c = Red;
  int r = exercise(&x, &q, &flag, &pair, &c);
  int y = 0;
  int ordered = add_with(&y, 1, __ATOMIC_RELAXED) + add_with(&y, 2, __ATOMIC_SEQ_CST) + add_with(&y, 3, 4);
  // HOST: 61284 1 1 20
  printf("%d %d %d %d\n", r, (int)(q - arr), (int)__atomic_is_lock_free(sizeof(int), 0), ordered);
}
