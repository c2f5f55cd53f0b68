// The host module is one more codegen target: `@codegen if` takes the branch the host's
// constants select (`__is_host_target` is 1, `__nvvm_arch` 0), and only that branch is lowered.
// RUN: %circlec -S --emit=llvm --sm 70 %s -o %t
// RUN: FileCheck %s < %t.host.ll
// RUN: FileCheck %s --check-prefix=DEV < %t.sm_70.ll

int where() {
  @codegen if (__is_host_target) {
    return 100;
  } else {
    @codegen if (__nvvm_arch >= 70) {
      return 70;
    } else {
      return 52;
    }
  }
}
__global__ void k(int *p) { p[0] = where(); }
int main() { return where(); }

// CHECK-LABEL: define i32 @_Z5wherev()
// CHECK: ret i32 100
// CHECK-NOT: ret i32 70
// DEV: store i32 70
