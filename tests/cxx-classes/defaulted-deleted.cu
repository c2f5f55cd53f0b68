// Defaulted copy operations copy member-wise; deleted ones are errors where used.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not='error:'

struct Copyable {
  int a = 1;
  __device__ Copyable() = default;
  __device__ Copyable(const Copyable &) = default;
  __device__ Copyable &operator=(const Copyable &) = default;
  __device__ ~Copyable() = default;
};

struct NoCopy {
  int h;
  __device__ NoCopy(int x) : h(x) {}
  __device__ NoCopy(const NoCopy &) = delete;
  __device__ NoCopy &operator=(const NoCopy &) = delete;
};

__device__ void use(Copyable c, NoCopy &n, NoCopy &m) {
  Copyable d = c;
  d = c;
  // CHECK: defaulted-deleted.cu:[[@LINE+1]]:10: error: use of deleted constructor of `NoCopy` [E0430]
  NoCopy k = n;
  // CHECK: defaulted-deleted.cu:[[@LINE+1]]:3: error: call of deleted function `operator=` [E0430]
  m = n;
}
