// Exercises: record layout per the LP64 ABI that x86-64 and nvptx64 share, checked at
// translation time with static_assert on sizeof/alignof: every builtin type including
// __int128, structs with padding between and after members, nested structs and arrays of
// structs, unions, empty structs, enums with and without fixed underlying types, cv-
// qualified and aliased types, a static_assert inside a class body, sizeof applied to a
// member through the class name, and a kernel that fills an array of padded records.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: Padded
// CHECK-DAG: Record
// CHECK-DAG: fillRecords

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

// Builtin types.
static_assert(sizeof(bool) == 1 && sizeof(char) == 1 && sizeof(signed char) == 1, "");
static_assert(sizeof(short) == 2 && sizeof(unsigned short) == 2, "");
static_assert(sizeof(int) == 4 && sizeof(unsigned) == 4, "");
static_assert(sizeof(long) == 8 && sizeof(unsigned long) == 8, "LP64: long is 64-bit");
static_assert(sizeof(long long) == 8 && alignof(long long) == 8, "");
static_assert(sizeof(__int128) == 16 && alignof(__int128) == 16, "");
static_assert(sizeof(unsigned __int128) == 16, "");
static_assert(sizeof(float) == 4 && alignof(float) == 4, "");
static_assert(sizeof(double) == 8 && alignof(double) == 8, "");
static_assert(sizeof(void*) == 8 && sizeof(const char*) == 8 && sizeof(int**) == 8, "");
static_assert(sizeof(size_t) == 8, "");
static_assert(sizeof(const volatile int) == sizeof(int), "cv-qualifiers do not change size");

// Structs with padding.
struct CharInt { char c; int i; };
struct Padded { char a; double d; char b; };
struct Packed { char a, b; short s; int i; };
struct Named { char name[13]; int id; };
struct Tail { long long x; char c; };
struct Wide { __int128 v; char c; };
struct Nested { CharInt inner; char c; };
struct Empty {};
struct OnlyMethods { int get() const { return 1; } };
struct HoldsEmpty { Empty e; int x; };

static_assert(sizeof(CharInt) == 8 && alignof(CharInt) == 4, "");
static_assert(sizeof(Padded) == 24 && alignof(Padded) == 8, "1 + 7 pad + 8 + 1 + 7 tail pad");
static_assert(sizeof(Packed) == 8, "no padding needed");
static_assert(sizeof(Named) == 20, "13 + 3 pad + 4");
static_assert(sizeof(Tail) == 16, "tail padding to alignment 8");
static_assert(sizeof(Wide) == 32 && alignof(Wide) == 16, "");
static_assert(sizeof(Nested) == 12 && alignof(Nested) == 4, "");
static_assert(sizeof(Empty) == 1 && sizeof(OnlyMethods) == 1, "empty classes occupy one byte");
static_assert(sizeof(HoldsEmpty) == 8, "");
static_assert(sizeof(Padded::d) == 8 && sizeof(Named::name) == 13, "sizeof of a member");

// Unions.
union SmallUnion { char c[5]; int i; };
union BigUnion { double d; char c[9]; };
union Mixed { float f; unsigned int u; unsigned char bytes[4]; };
static_assert(sizeof(SmallUnion) == 8 && alignof(SmallUnion) == 4, "");
static_assert(sizeof(BigUnion) == 16 && alignof(BigUnion) == 8, "");
static_assert(sizeof(Mixed) == 4, "");

// Arrays and aliases.
typedef float Row[4];
using Matrix = Row[4];
using PaddedPair = Padded[2];
static_assert(sizeof(int[10]) == 40 && sizeof(int[3][5]) == 60, "");
static_assert(sizeof(Row) == 16 && sizeof(Matrix) == 64 && alignof(Matrix) == 4, "");
static_assert(sizeof(PaddedPair) == 48 && sizeof(Padded[3]) == 72, "");

// Enums.
enum Small { SMALL_A, SMALL_B };
enum Large { LARGE_A = 0x100000000LL };
enum class Scoped { A, B };
enum class Tiny : unsigned char { X };
static_assert(sizeof(Small) == 4 && sizeof(Scoped) == 4, "int-sized by default");
static_assert(sizeof(Large) == 8, "enumerator needs 64 bits");
static_assert(sizeof(Tiny) == 1 && alignof(Tiny) == 1, "");

// The record a kernel writes: host and device agree on its layout.
struct Record {
  static_assert(sizeof(double) == 8, "checked inside a class body");
  unsigned char tag;
  double value;
  short count;
  int* link;
  float weights[3];
};
static_assert(sizeof(Record) == 48, "1+7 | 8 | 2+6 | 8 | 12+4");
static_assert(alignof(Record) == 8, "");
static_assert(sizeof(dim3) == 12, "three unsigned ints");

__global__ void fillRecords(Record* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    Record r = {(unsigned char)(i & 0xff), i * 0.5, (short)-i, nullptr, {1.0f, 2.0f, 3.0f}};
    out[i] = r;
  }
}

int main() {
  const int n = 256;
  Record* d = nullptr;
  cudaMalloc((void**)&d, n * sizeof(Record));
  fillRecords<<<1, n>>>(d, n);
  Record* h = (Record*)malloc(n * sizeof(Record));
  cudaMemcpy(h, d, n * sizeof(Record), cudaMemcpyDeviceToHost);

  Record probe;
  long valueOffset = (char*)&probe.value - (char*)&probe;
  long linkOffset = (char*)&probe.link - (char*)&probe;
  long weightsOffset = (char*)&probe.weights[0] - (char*)&probe;
  printf("offsets: value %ld link %ld weights %ld; h[3].count = %d\n",
         valueOffset, linkOffset, weightsOffset, h[3].count);
  cudaFree(d);
  free(h);
  return valueOffset == 8 && linkOffset == 24 && weightsOffset == 32 ? 0 : 1;
}
