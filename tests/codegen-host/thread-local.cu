// `thread_local` and GNU's `__thread` (libstdc++'s <mutex> declares `extern __thread void*
// __once_callable;`): one object per host thread (LLVM `thread_local` globals), constant-
// initialized. A dynamic initializer or a destructor, which need per-thread registration, and a
// CUDA memory space are errors, never a silently shared global.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: %circlec -S --emit=llvm %s -o %t.ir && FileCheck %s --check-prefix=IR < %t.ir.host.ll
// RUN: not %circlec -fsyntax-only -DERRORS %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %circlec -c -DCODEGEN_ERRORS %s -o %t.o 2>&1 | FileCheck %s --check-prefix=CG
#include <cstdio>
#include <thread>
// IR-DAG: @counter = thread_local global i32 5
thread_local int counter = 5;
// IR-DAG: @gnu_counter = thread_local global i32 0
__thread int gnu_counter;
void bump() { counter += 10; gnu_counter += 1; }
#ifdef ERRORS
// ERR: thread-local.cu:[[@LINE+1]]:29: error: `thread_local` variable `on_gpu` in a CUDA memory space
__device__ thread_local int on_gpu;
#endif
#ifdef CODEGEN_ERRORS
int f();
// CG: thread-local.cu:[[@LINE+1]]:18: error: a `thread_local` variable with a dynamic initializer is not supported yet
thread_local int dynamic = f();
struct D { ~D() {} int x = 1; };
// CG: thread-local.cu:[[@LINE+1]]:16: error: a `thread_local` object with a destructor is not supported yet
thread_local D with_dtor;
int use() { return dynamic + with_dtor.x; }
#endif
int main() {
  int seen = 0;
  std::thread t([&] { bump(); seen = counter + gnu_counter; });
  t.join();
  bump();
  // Equal to g++'s: the thread saw its own fresh copies.
  // CHECK: 16 15 1
  std::printf("%d %d %d\n", seen, counter, gnu_counter);
}
