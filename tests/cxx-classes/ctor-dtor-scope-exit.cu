// Constructors (member initializer lists, default member initializers, delegating), and
// destructors run in reverse order at every scope exit: fall-through, `continue`, `break`,
// `return`. In-class members are `linkonce_odr`; names are mangled as clang does (C1, D1).
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll

struct Counter {
  int *log;
  int id;
  __device__ Counter(int *l, int i) : log(l), id(i) { log[id] += 1; }
  __device__ ~Counter() { log[id] += 10; }
};

struct Pair {
  int a = 4;
  int b;
  __device__ Pair() : b(5) {}
  __device__ Pair(int x) : Pair() { a = x; }
  __device__ int sum() const { return a + b; }
};

// CHECK-LABEL: define ptx_kernel void @_Z1kPii(
// CHECK: call void @_ZN7CounterC1EPii(ptr %c,
// CHECK: for.body:
// CHECK: call void @_ZN7CounterC1EPii(ptr %inner,
// CHECK: for.end:
// CHECK-NEXT: call void @_ZN4PairC1Ev(ptr %p)
// CHECK-NEXT: call void @_ZN4PairC1Ei(ptr %q, i32 7)
// CHECK-NEXT: call void @_ZN4PairC1Ei(ptr %r, i32 9)
// `continue` destroys `inner` before jumping to the increment.
// CHECK: if.then:
// CHECK-NEXT: call void @_ZN7CounterD1Ev(ptr %inner)
// CHECK-NEXT: br label %for.inc
// `break` destroys `inner` before leaving the loop.
// CHECK: if.then3:
// CHECK-NEXT: call void @_ZN7CounterD1Ev(ptr %inner)
// CHECK-NEXT: br label %for.end
// Falling off the end of the loop body.
// CHECK: if.end4:
// CHECK-NEXT: call void @_ZN7CounterD1Ev(ptr %inner)
// CHECK-NEXT: br label %for.inc
// The early `return` destroys `c`.
// CHECK: if.then7:
// CHECK-NEXT: call void @_ZN7CounterD1Ev(ptr %c)
// CHECK-NEXT: ret void
// CHECK: call void @_ZN7CounterD1Ev(ptr %c)
// CHECK-NEXT: ret void
__global__ void k(int *out, int n) {
  Counter c(out, 0);
  for (int i = 0; i < n; ++i) {
    Counter inner(out, 1);
    if (i == 2) continue;
    if (i == 5) break;
  }
  Pair p;
  Pair q(7);
  Pair r = 9;
  if (n > 10) return;
  out[2] = p.sum() + q.sum() + r.sum();
}

// The bodies are the base-object variants C2/D2 (the complete-object C1/D1 call them).
// CHECK-LABEL: define linkonce_odr void @_ZN7CounterC2EPii(
// CHECK-LABEL: define linkonce_odr void @_ZN7CounterD2Ev(
// The default member initializer `a = 4`, then `b(5)`.
// CHECK-LABEL: define linkonce_odr void @_ZN4PairC2Ev(
// CHECK: store i32 4,
// CHECK: store i32 5,
// The delegating constructor calls the default one first. As in clang, its complete-object
// variant C1 has a body of its own, which calls the target's C1 (C2 is not used here).
// CHECK-LABEL: define linkonce_odr void @_ZN4PairC1Ei(
// CHECK: call void @_ZN4PairC1Ev(ptr %0)
