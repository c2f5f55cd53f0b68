// `__CUDA_ARCH__` is never defined: every conditional that tests it warns (it is not an error)
// and the note explains `@codegen if`.
// RUN: %circlec -E -P %s 2> %t.err | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.err

#ifdef __CUDA_ARCH__
device_path();
#else
host_path();
#endif
// OUT: {{^}}host_path();{{$}}
// CHECK: cuda-arch-warning.cu:[[@LINE-6]]:8: warning: `__CUDA_ARCH__` is never defined by circlec [E0130]
// CHECK: one front-end pass
// CHECK-SAME: `@codegen if (__nvvm_arch >= 70) { ... } else { ... }`

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
new_path();
#endif
// CHECK: cuda-arch-warning.cu:[[@LINE-3]]:13: warning: `__CUDA_ARCH__` is never defined by circlec{{.*}}[E0130]

#ifndef __CUDA_ARCH__
always();
#endif
// OUT-NEXT: {{^}}always();{{$}}
// CHECK: cuda-arch-warning.cu:[[@LINE-4]]:9: warning: {{.*}}[E0130]

#if 0
#elif __CUDA_ARCH__
#endif
// CHECK: cuda-arch-warning.cu:[[@LINE-2]]:7: warning: {{.*}}[E0130]
// CHECK: 4 warnings generated
