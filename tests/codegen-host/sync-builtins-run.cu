// GCC's legacy `__sync_*` builtins, as `__atomic_*` operations with their implied orders (a
// full barrier; `lock_test_and_set` acquires, `lock_release` stores 0 and releases), on the
// host and in device code; on a pointer they add bytes, as GCC's do. NVIDIA's systemWideAtomics sample calls `__sync_fetch_and_add` on
// managed memory from the host ("use of undeclared identifier").
// RUN: %circlec --sm 70 %s -o %t && %t | FileCheck %s
// RUN: %circlec --sm 70 --emit=llvm -O0 %s -o %t && FileCheck %s --check-prefix=IR < %t.sm_70.ll
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: fetch 10 12 add 15 sub 14 or 15 and 5 xor 0
// CHECK: cas 0 1 val 1 5 lock 0 1 released 0
// CHECK: ptr 2
// IR-LABEL: define ptx_kernel void @_Z6kernelPiS_(
// NVPTX orders its atomics with fences around relaxed ones (as for `__atomic_*`).
// IR: call void @llvm.nvvm.membar.sys()
// IR-NEXT: atomicrmw add ptr %{{.*}}, i32 1 monotonic
// IR-NEXT: call void @llvm.nvvm.membar.sys()
// IR: call void @llvm.nvvm.membar.sys()
// IR-NEXT: cmpxchg ptr %{{.*}}, i32 0, i32 7 monotonic monotonic
// IR-NEXT: call void @llvm.nvvm.membar.sys()
// BAD: error: `__sync_fetch_and_add` expects 2 argument(s), but 1 were given
// BAD: error: `__sync_fetch_and_or` cannot act on an object of type `double`
#include <cstdio>
__global__ void kernel(int *count, int *flag) {
  __sync_fetch_and_add(count, 1);
  __sync_bool_compare_and_swap(flag, 0, 7);
}
int main() {
  int x = 10;
  long a = __sync_fetch_and_add(&x, 2);
  int b = __sync_add_and_fetch(&x, 3), c = __sync_sub_and_fetch(&x, 1), d = __sync_or_and_fetch(&x, 1);
  int e = __sync_and_and_fetch(&x, 5), f = __sync_xor_and_fetch(&x, 5);
  printf("fetch %ld %d add %d sub %d or %d and %d xor %d\n", a, x + 12, b, c, d, e, f);
  int g = 1;
  bool swapped_not = __sync_bool_compare_and_swap(&g, 0, 5), swapped = __sync_bool_compare_and_swap(&g, 1, 5);
  int old = __sync_val_compare_and_swap(&g, 5, 6);
  int lock = 0;
  int was = __sync_lock_test_and_set(&lock, 1);
  int held = lock;
  __sync_lock_release(&lock);
  __sync_synchronize();
  printf("cas %d %d val %d %d lock %d %d released %d\n", (int)swapped_not, (int)swapped, old == 5, g - 1, was, held, lock);
  int arr[4];
  int *p = arr;
  __sync_fetch_and_add(&p, 2);
  printf("ptr %d\n", (int)((char *)p - (char *)arr));
#ifdef BAD
  __sync_fetch_and_add(&x);
  double dd = 0;
  __sync_fetch_and_or(&dd, 1);
#endif
}
