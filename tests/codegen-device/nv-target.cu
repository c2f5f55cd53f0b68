// <nv/target>'s NV_IF_TARGET, NV_IF_ELSE_TARGET and NV_DISPATCH_TARGET from one front-end pass:
// the runtime wrapper reads the header in its single-pass (nvc++) mode, whose macros expand to
// `if target (set) { ... } else { ... }`; circlec folds the set (a constexpr
// `nv::target::target_description`, through the header's own `provides`/`is_exactly`) and
// each sm's module, and the host's, gets its own branch.
// REQUIRES: libcudart
// RUN: %circlec --emit=ptx --sm 70,75,80 %s -o %t
// RUN: FileCheck %s --check-prefix=SM70 < %t.sm_70.ptx
// RUN: FileCheck %s --check-prefix=SM75 < %t.sm_75.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t.sm_80.ptx
// RUN: %circlec --dump=ast %s | FileCheck %s --check-prefix=AST
// RUN: %circlec --sm 70,80 %s -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=HOST
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <nv/target>
#include <cstdio>

// SM70: _Z5whichv
// SM70: mov.b32 {{.*}}, 70;
// SM75: _Z5whichv
// SM75: mov.b32 {{.*}}, 70;
// SM80: _Z5whichv
// SM80: mov.b32 {{.*}}, 80;
__device__ int which() {
  NV_IF_ELSE_TARGET(NV_PROVIDES_SM_80, (return 80;), (return 70;))
}

// SM70: _Z5wherev
// SM70: mov.b32 {{.*}}, 70;
// SM75: _Z5wherev
// SM75: mov.b32 {{.*}}, 75;
// SM80: _Z5wherev
// SM80: mov.b32 {{.*}}, 75;
// AST: FunctionDecl {{.*}}where
// AST: CodegenIf
// AST-NEXT: CodegenConst __is_host_target
// AST: CodegenIf
// AST-NEXT: BinaryOperator '=='
// AST-NEXT: CodegenConst __nvvm_arch
// AST-NEXT: IntegerLiteral 70
__host__ __device__ int where() {
  NV_IF_TARGET(NV_IS_HOST, (return 1;))
  NV_DISPATCH_TARGET(NV_IS_EXACTLY_SM_70, (return 70;), NV_PROVIDES_SM_75, (return 75;))
  return 0;
}

__global__ void k(int* p) { p[0] = which(); p[1] = where(); }

// The sets themselves are constants of the header's class type.
static_assert(nv::target::provides(nv::target::sm_80).targets == (nv::target::detail::all_devices & ~(nv::target::detail::sm_80_bit - 1)), "");
static_assert((nv::target::is_host || nv::target::is_device).targets == nv::target::any_target.targets, "");
static_assert((!nv::target::is_host).targets == nv::target::is_device.targets, "");

// HOST: host 1
int main() { std::printf("host %d\n", where()); }

#ifdef BAD
__device__ int bad(unsigned long long bits) {
  // BAD: nv-target.cu:[[@LINE+1]]:14: error: `if target` needs a target set, not `int` [E0607]
  if target (5) { return 1; }
  nv::target::target_description d(bits);
  // BAD: nv-target.cu:[[@LINE+1]]:14: error: the target set of `if target` is not a constant expression [E0314]
  if target (d) { return 2; }
  return 0;
}
#endif
