// Exercises: classes with access specifiers (public/private sections in both orders),
// member functions declared in the class and defined out of line with qualified names,
// const and non-const member functions, member functions calling each other through
// implicit and explicit this, member functions that return references to fields, nested
// struct, enum and union types named through the enclosing class, a union-typed field,
// objects passed to kernels by value and by pointer, and arrays of class objects.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: RingBuffer
// CHECK-DAG: Accumulator
// CHECK-DAG: accumulateKernel

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

constexpr int kRingCapacity = 8;

class RingBuffer {
public:
  enum Policy { OVERWRITE, DROP };
  struct Stats {
    int pushed;
    int dropped;
  };

  void reset(Policy p);
  bool push(int v);
  int size() const { return count; }
  int at(int i) const;
  Stats& stats() { return st; }
  const Stats& stats() const { return st; }

private:
  int items[kRingCapacity];
  int head;
  int count;
  Policy policy;
  Stats st;

  int wrap(int i) const { return i % kRingCapacity; }
};

void RingBuffer::reset(Policy p) {
  head = 0;
  count = 0;
  policy = p;
  st.pushed = 0;
  this->st.dropped = 0;
}

bool RingBuffer::push(int v) {
  ++st.pushed;
  if (count == kRingCapacity) {
    if (policy == DROP) {
      ++stats().dropped;
      return false;
    }
    head = wrap(head + 1);
    --count;
  }
  items[wrap(head + count)] = v;
  ++count;
  return true;
}

int RingBuffer::at(int i) const { return items[this->wrap(head + i)]; }

struct Accumulator {
  enum class Kind : unsigned char { Int, Float };
  union Value {
    long long asInt;
    double asFloat;
  };
  Kind kind;
  Value value;

  void add(double x);
  double total() const { return kind == Kind::Int ? (double)value.asInt : value.asFloat; }
};

void Accumulator::add(double x) {
  if (kind == Kind::Int)
    value.asInt += (long long)x;
  else
    value.asFloat += x;
}

__global__ void accumulateKernel(Accumulator* accs, RingBuffer ring, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count)
    return;
  Accumulator& a = accs[i];
  for (int k = 0; k < ring.size(); ++k)
    a.add(ring.at(k) * 0.5);
}

int main() {
  RingBuffer ring;
  ring.reset(RingBuffer::OVERWRITE);
  for (int v = 1; v <= 12; ++v)
    ring.push(v * v);
  const RingBuffer& view = ring;
  printf("ring holds %d, first %d, pushed %d\n", view.size(), view.at(0), view.stats().pushed);

  RingBuffer strict;
  strict.reset(RingBuffer::DROP);
  for (int v = 0; v < 10; ++v)
    strict.push(v);
  RingBuffer::Stats s = strict.stats();
  printf("strict dropped %d of %d\n", s.dropped, s.pushed);

  const int count = 4;
  Accumulator host[count];
  for (int i = 0; i < count; ++i) {
    host[i].kind = i % 2 ? Accumulator::Kind::Float : Accumulator::Kind::Int;
    if (host[i].kind == Accumulator::Kind::Int)
      host[i].value.asInt = 0;
    else
      host[i].value.asFloat = 0.0;
  }
  Accumulator* d;
  cudaMalloc((void**)&d, sizeof host);
  cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice);
  accumulateKernel<<<1, count>>>(d, ring, count);
  cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
  for (int i = 0; i < count; ++i)
    printf("acc[%d] = %f\n", i, host[i].total());
  cudaFree(d);
  return 0;
}
