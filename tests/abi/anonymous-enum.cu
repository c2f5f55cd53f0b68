// Declarations whose type is an unnamed enum (KF3): a member, a namespace-scope variable, a
// typedef and a local variable; the kernel's parameter list is clang's.
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ptx
// CHECK: .entry _Z23k_anonymous_enum_member9FAnonEnum(
// CHECK-NEXT: .param .align 4 .b8 _Z23k_anonymous_enum_member9FAnonEnum_param_0[8]
struct FAnonEnum { enum { FA, FB } e; char c; };
enum { GA, GB = 7 } g;
typedef enum { TA = 3 } TE;
static_assert(sizeof(FAnonEnum) == 8, "size");
__device__ int f(FAnonEnum s) {
  enum { LA = 2 } l = LA;
  TE t = TA;
  return s.e + l + t + GB;
}
__global__ void k_anonymous_enum_member(FAnonEnum s) {}
