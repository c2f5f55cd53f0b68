// <vector_types.h> as shipped by circlec: CUDA's vector types (`int2`, `float4`, `uint3`, ...)
// with the sizes and alignments of NVIDIA's vector_types.h, and `dim3`. Plain aggregates for
// now: `make_float4` and friends come with the C++ issue. nvcc makes these visible without an
// #include; circlec does so for `uint3` and `dim3` (the others need this header).
#pragma once

struct char1 { signed char x; };
struct alignas(2) char2 { signed char x, y; };
struct char3 { signed char x, y, z; };
struct alignas(4) char4 { signed char x, y, z, w; };
struct uchar1 { unsigned char x; };
struct alignas(2) uchar2 { unsigned char x, y; };
struct uchar3 { unsigned char x, y, z; };
struct alignas(4) uchar4 { unsigned char x, y, z, w; };
struct short1 { short x; };
struct alignas(4) short2 { short x, y; };
struct short3 { short x, y, z; };
struct alignas(8) short4 { short x, y, z, w; };
struct ushort1 { unsigned short x; };
struct alignas(4) ushort2 { unsigned short x, y; };
struct ushort3 { unsigned short x, y, z; };
struct alignas(8) ushort4 { unsigned short x, y, z, w; };
struct int1 { int x; };
struct alignas(8) int2 { int x, y; };
struct int3 { int x, y, z; };
struct alignas(16) int4 { int x, y, z, w; };
struct uint1 { unsigned int x; };
struct alignas(8) uint2 { unsigned int x, y; };
struct uint3 { unsigned int x, y, z; };
struct alignas(16) uint4 { unsigned int x, y, z, w; };
struct long1 { long x; };
struct alignas(16) long2 { long x, y; };
struct long3 { long x, y, z; };
struct alignas(16) long4 { long x, y, z, w; };
struct ulong1 { unsigned long x; };
struct alignas(16) ulong2 { unsigned long x, y; };
struct ulong3 { unsigned long x, y, z; };
struct alignas(16) ulong4 { unsigned long x, y, z, w; };
struct longlong1 { long long x; };
struct alignas(16) longlong2 { long long x, y; };
struct longlong3 { long long x, y, z; };
struct alignas(16) longlong4 { long long x, y, z, w; };
struct ulonglong1 { unsigned long long x; };
struct alignas(16) ulonglong2 { unsigned long long x, y; };
struct ulonglong3 { unsigned long long x, y, z; };
struct alignas(16) ulonglong4 { unsigned long long x, y, z, w; };
struct float1 { float x; };
struct alignas(8) float2 { float x, y; };
struct float3 { float x, y, z; };
struct alignas(16) float4 { float x, y, z, w; };
struct double1 { double x; };
struct alignas(16) double2 { double x, y; };
struct double3 { double x, y, z; };
struct alignas(16) double4 { double x, y, z, w; };

// circlec declares `uint3` and `dim3` implicitly (as nvcc's pre-included headers do), with the
// layout below, and builds a dim3 from one to three integers as CUDA's constructor
// `dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1)` does (`dim3 g(n);`, `dim3 b = 256;`);
// these definitions repeat that layout for code that names the struct.
struct dim3 {
  unsigned int x, y, z;
};
