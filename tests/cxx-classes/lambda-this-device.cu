// `this` captures in device code: a member function of a class template launches a kernel with
// a lambda that captures `*this` (the object is copied into the closure, which is passed to the
// kernel by value), and a `__device__` member function uses `[=]` and `[this]` lambdas that
// read members. The closure mangling matches clang's.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.cubin %}

template <class F> __global__ void each(F f, int* out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = f(i);
}

template <class T> struct Scaler {
  T k;
  T bias;
  __device__ T apply(T x) const { return x * k + bias; }
  // CHECK-DAG: define ptx_kernel void @_Z4eachIZN6ScalerIiE3runEPiiEUliE_EvT_S2_i(ptr byval(%struct.anon{{[.0-9]*}}) align 4 %0
  void run(int* out, int n) { each<<<1, 32>>>([*this](int i) { return apply(i); }, out, n); }
};

struct Acc {
  int base;
  int step;
  // CHECK-DAG: define linkonce_odr i32 @_ZZN3Acc3sumEiENKUliE_clEi(
  __device__ int sum(int n) {
    auto f = [=](int i) { return base + i * step; };
    auto g = [this](int i) { return f2(i); };
    int s = 0;
    for (int i = 0; i < n; ++i) s += f(i) + g(i);
    return s;
  }
  __device__ int f2(int i) const { return i + step; }
};

__global__ void k2(int* out) {
  Acc a{1, 2};
  out[0] = a.sum(4);
}

void host(int* out) {
  Scaler<int> s{3, 1};
  s.run(out, 32);
}
