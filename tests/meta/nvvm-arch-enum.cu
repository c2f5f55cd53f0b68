// Circle's implicit `nvvm_arch_t`: one enumerator `sm_XX = XX` per target of the compilation,
// in ascending order. Meta code steps through the targets: a `@meta for enum` kernel dispatcher
// instantiates a member function template once per sm, each sm's module keeps its own, and
// host code maps a device's compute capability to the best target with `@enum_value`.
// RUN: %circlec --sm 80,52,70 %s -o %t 2>%t.meta
// RUN: FileCheck %s --check-prefix=META < %t.meta
// RUN: %t | FileCheck %s
// RUN: %circlec --emit=ptx -O0 --sm 52,70,80 %s -o %t 2>/dev/null
// RUN: FileCheck %s --check-prefix=SM70 < %t.sm_70.ptx
// RUN: grep -o '_ZN4work3runIL11nvvm_arch_t[0-9]*EEEvPi' %t.sm_70.ptx | sort -u | count 1
// RUN: %circlec -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
#include <cstdio>

struct work {
  template<nvvm_arch_t sm>
  __device__ void run(int* out) { out[0] = (int)sm; }
};

template<typename op_t>
__global__ void dispatch(op_t op, int* out) {
  @meta for enum (nvvm_arch_t sm : nvvm_arch_t)
    @codegen if ((int)sm == __nvvm_arch)
      op.template run<sm>(out);
}

// The newest target not newer than the device: a chain of real `if`s made per target.
int best_target(int cc) {
  int best = 0;
  @meta for (int i = 0; i < @enum_count(nvvm_arch_t); ++i)
    if (cc >= (int)@enum_value(nvvm_arch_t, i))
      best = (int)@enum_value(nvvm_arch_t, i);
  return best;
}

@meta printf("%d targets:", @enum_count(nvvm_arch_t));
// META: nvvm-arch-enum.cu:[[@LINE-1]]: 3 targets:
// DEFAULT: nvvm-arch-enum.cu:[[@LINE-2]]: 1 targets:
@meta for enum (nvvm_arch_t sm : nvvm_arch_t)
  @meta printf("%s = %d", @enum_name(sm), (int)sm);
// META-NEXT: nvvm-arch-enum.cu:[[@LINE-1]]: sm_52 = 52
// META-NEXT: nvvm-arch-enum.cu:[[@LINE-2]]: sm_70 = 70
// META-NEXT: nvvm-arch-enum.cu:[[@LINE-3]]: sm_80 = 80
// DEFAULT-NEXT: nvvm-arch-enum.cu:[[@LINE-4]]: sm_52 = 52

void launch(int* out) { dispatch<<<1, 1>>>(work{}, out); }

int main() {
  // CHECK: 0 52 70 70 80
  printf("%d %d %d %d %d\n", best_target(50), best_target(61), best_target(75), best_target(70), best_target(90));
}

// SM70: .func _ZN4work3runIL11nvvm_arch_t70EEEvPi(
