// The inline-PTX forms NVIDIA's CCCL headers (CUB, libcu++) write, restated: vector loads into
// the members of a vector type with `{%0, %1, %2, %3}` and the cache modifier pasted in by a
// macro, a shuffle writing a register and a predicate (`r0|p`: a `|` that is PTX, not a dialect
// separator), a template loading through a reference parameter, inputs only (`: :`), a cast
// input, fences with a `"memory"` clobber. The PTX assembles with ptxas.
// REQUIRES: ptxas
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ptx
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.cubin

struct u32x4 { unsigned x, y, z, w; };
struct u16x2 { unsigned short x, y; };

#define STR(x) #x
#define LOAD4(modifier)                                                                \
  __device__ u32x4 load4_##modifier(const u32x4* ptr) {                               \
    u32x4 v;                                                                           \
    asm volatile("ld." STR(modifier) ".v4.u32 {%0, %1, %2, %3}, [%4];"                 \
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)                          \
                 : "l"(ptr));                                                          \
    return v;                                                                          \
  }
// CHECK-DAG: ld.cg.v4.u32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
LOAD4(cg)
// CHECK-DAG: ld.cs.v4.u32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
LOAD4(cs)

// CHECK-DAG: ld.global.nc.v2.u16 {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, [%rd{{[0-9]+}}];
__device__ u16x2 load2(const u16x2* ptr) {
  u16x2 v;
  asm volatile("ld.global.nc.v2.u16 {%0, %1}, [%2];" : "=h"(v.x), "=h"(v.y) : "l"(ptr));
  return v;
}

// CHECK-DAG: shfl.sync.down.b32 r0|p, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK-DAG: @p add.u32 r0, r0, %r{{[0-9]+}};
__device__ unsigned reduce_step(unsigned input, int offset, int last_lane, unsigned member_mask) {
  unsigned output;
  int shfl_c = last_lane | 0x1f00;
  asm volatile(
    "{"
    "  .reg .u32 r0;"
    "  .reg .pred p;"
    "  shfl.sync.down.b32 r0|p, %1, %2, %3, %5;"
    "  @p add.u32 r0, r0, %4;"
    "  mov.u32 %0, r0;"
    "}"
    : "=r"(output)
    : "r"(input), "r"(offset), "r"(shfl_c), "r"(input), "r"(member_mask));
  return output;
}

// CHECK-DAG: ld.volatile.global.u16 %rs{{[0-9]+}},[%rd{{[0-9]+}}];
template <class T>
__device__ void load_acquire(const T* ptr, T& dst) {
  asm volatile("ld.volatile.global.u16 %0,[%1];" : "=h"(dst) : "l"(ptr) : "memory");
}

// CHECK-DAG: bfe.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
__device__ unsigned bfe(int source, unsigned start, unsigned n) {
  unsigned bits;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(bits) : "r"((unsigned int)source), "r"(start), "r"(n));
  return bits;
}

// CHECK-DAG: bar.sync 1, %r{{[0-9]+}};
__device__ void named_barrier(int count) { asm volatile("bar.sync 1, %0;" : : "r"(count)); }

// CHECK-DAG: fence.acq_rel.gpu;
__device__ void fence() { __asm__ __volatile__("fence.acq_rel.gpu;" ::: "memory"); }

// CHECK-DAG: mov.u32 %r{{[0-9]+}}, %lanemask_lt;
__device__ unsigned lanemask_lt() {
  unsigned ret;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(ret));
  return ret;
}

__global__ void kernel(const u32x4* in, const u16x2* in16, unsigned short* s, unsigned* out) {
  u32x4 a = load4_cg(in), b = load4_cs(in + 1);
  u16x2 c = load2(in16);
  unsigned short h;
  load_acquire(s, h);
  named_barrier(64);
  fence();
  out[threadIdx.x] = a.x + b.w + c.y + h + reduce_step(a.y, 1, 31, 0xffffffffu) + bfe(-1, 3, 4) + lanemask_lt();
}
