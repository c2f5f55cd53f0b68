// Seed 004's `radix_sort`, written with plain templates and a `@codegen if` chain instead of
// `@meta for`: one front-end pass instantiates every `radix_sort_sm` specialization, and each
// sm's module contains exactly the one its chain selects.
// RUN: %circlec --emit=llvm --sm 52,61,70,75,80 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=SM52 < %t.sm_52.ll
// RUN: FileCheck %s --check-prefix=SM61 < %t.sm_61.ll
// RUN: FileCheck %s --check-prefix=SM70 < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=SM75 < %t.sm_75.ll
// RUN: FileCheck %s --check-prefix=SM80 < %t.sm_80.ll

enum class gpu_arch_t {
  maxwell = 52,
  pascal = 60,
  volta = 70,
  turing = 75,
};

template <gpu_arch_t arch, typename type_t>
void radix_sort_sm(type_t* data, int count) {
  // Stand-in for the tuned sort: tag the data with the specialization's sm.
  for (int i = 0; i < count; ++i)
    data[i] = data[i] + (type_t)arch;
}

template <typename type_t>
void radix_sort(type_t* data, int count) {
  @codegen if (__nvvm_arch < (int)gpu_arch_t::pascal) {
    radix_sort_sm<gpu_arch_t::maxwell>(data, count);
  } else @codegen if (__nvvm_arch < (int)gpu_arch_t::volta) {
    radix_sort_sm<gpu_arch_t::pascal>(data, count);
  } else @codegen if (__nvvm_arch < (int)gpu_arch_t::turing) {
    radix_sort_sm<gpu_arch_t::volta>(data, count);
  } else {
    radix_sort_sm<gpu_arch_t::turing>(data, count);
  }
}

__global__ void sort_kernel(int* data, int count) { radix_sort(data, count); }

// SM52: define linkonce_odr void @_Z13radix_sort_smIL10gpu_arch_t52EiEvPT0_i(
// SM52-NOT: define {{.*}}@_Z13radix_sort_sm
// SM61: define linkonce_odr void @_Z13radix_sort_smIL10gpu_arch_t60EiEvPT0_i(
// SM61-NOT: define {{.*}}@_Z13radix_sort_sm
// SM70: define linkonce_odr void @_Z13radix_sort_smIL10gpu_arch_t70EiEvPT0_i(
// SM70-NOT: define {{.*}}@_Z13radix_sort_sm
// SM75: define linkonce_odr void @_Z13radix_sort_smIL10gpu_arch_t75EiEvPT0_i(
// SM75-NOT: define {{.*}}@_Z13radix_sort_sm
// SM80: define linkonce_odr void @_Z13radix_sort_smIL10gpu_arch_t75EiEvPT0_i(
// SM80-NOT: define {{.*}}@_Z13radix_sort_sm
