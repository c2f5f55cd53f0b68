// Seed 004's `radix_sort` launcher exactly as the Circle document writes it: a `@meta for` over
// `@enum_count(gpu_arch_t)` whose `@codegen if` compares each `@enum_value` with `__nvvm_arch`.
// The single front-end pass instantiates `radix_sort_sm` once per enumerator; each sm's module
// holds exactly the specialization for its own enumerator, and no other.
// RUN: %circlec --emit=ptx --sm 52,60,70 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=SM52 < %t.sm_52.ptx
// RUN: FileCheck %s --check-prefix=SM60 < %t.sm_60.ptx
// RUN: FileCheck %s --check-prefix=SM70 < %t.sm_70.ptx
// RUN: grep -o '_Z13radix_sort_smIL10gpu_arch_t[0-9]*EiEvPT0_m' %t.sm_52.ptx | sort -u | count 1
// RUN: grep -o '_Z13radix_sort_smIL10gpu_arch_t[0-9]*EiEvPT0_m' %t.sm_60.ptx | sort -u | count 1
// RUN: grep -o '_Z13radix_sort_smIL10gpu_arch_t[0-9]*EiEvPT0_m' %t.sm_70.ptx | sort -u | count 1
// The optimized build inlines the specialization: its tag is the only constant stored.
// RUN: %circlec --emit=ptx --sm 52,70 %s -o %t.opt
// RUN: FileCheck %s --check-prefix=OPT52 < %t.opt.sm_52.ptx
// RUN: FileCheck %s --check-prefix=OPT70 < %t.opt.sm_70.ptx
#include <cstddef>

enum class gpu_arch_t {
  kepler = 35,
  maxwell = 52,
  pascal = 60,
  volta = 70,
  turing = 75,
};

template<gpu_arch_t arch, typename type_t>
void radix_sort_sm(type_t* data, size_t count) {
  // Stand-in for the tuned sort: tag the data with the specialization's sm.
  for (size_t i = 0; i < count; ++i)
    data[i] = (type_t)arch;
}

template<typename type_t>
void radix_sort(type_t* data, size_t count) {
  // Switch over the target machines and call to radix_sort_sm.
  // Specialize on the sm version.
  @meta for(int i = 0; i < @enum_count(gpu_arch_t); ++i)
    @codegen if((int)@enum_value(gpu_arch_t, i) == __nvvm_arch)
      radix_sort_sm<@enum_value(gpu_arch_t, i)>(data, count);
}

__global__ void sort_kernel(int* data, size_t count) { radix_sort(data, count); }

// SM52: .target sm_52
// SM52: .func _Z13radix_sort_smIL10gpu_arch_t52EiEvPT0_m(
// SM60: .target sm_60
// SM60: .func _Z13radix_sort_smIL10gpu_arch_t60EiEvPT0_m(
// SM70: .target sm_70
// SM70: .func _Z13radix_sort_smIL10gpu_arch_t70EiEvPT0_m(

// OPT52: .entry _Z11sort_kernelPim(
// OPT52: mov.{{[bu]}}32 {{%r[0-9]+}}, 52;
// OPT52-NOT: mov.{{[bu]}}32 {{%r[0-9]+}}, {{35|60|70|75}};
// OPT70: .entry _Z11sort_kernelPim(
// OPT70: mov.{{[bu]}}32 {{%r[0-9]+}}, 70;
// OPT70-NOT: mov.{{[bu]}}32 {{%r[0-9]+}}, {{35|52|60|75}};
