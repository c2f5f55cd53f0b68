// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
enum class gpu_arch_t { kepler = 35, maxwell = 52, pascal = 60, volta = 70 };
constexpr int kVolta = 70;
@codegen const bool volta = __nvvm_arch >= kVolta;
@codegen const int arch = __nvvm_arch;

// CHECK: VarDecl volta 'const bool' internal codegen
// CHECK-NEXT: BinaryOperator '>=' 'bool'
// CHECK-NEXT: CodegenConst __nvvm_arch 'int'

__device__ int reduction(int x, int tid) {
  int y = 0;
  // Both branches are kept and checked; the predicates stay unfolded.
  // CHECK-LABEL: FunctionDecl reduction
  // CHECK: CodegenIf
  // CHECK-NEXT: BinaryOperator '<' 'bool'
  // CHECK-NEXT: CodegenConst __nvvm_arch 'int'
  // CHECK-NEXT: IntegerLiteral 35 'int'
  // CHECK-NEXT: Then
  // CHECK: Else
  // CHECK-NEXT: CodegenIf
  // CHECK: Else
  @codegen if (__nvvm_arch < 35) {
    y = x;
  } else @codegen if ((int)gpu_arch_t::pascal > __nvvm_arch) {
    y = x + tid;
  } else {
    y = __shfl_down_sync(0xffffffffu, x, 1);
  }
  // CHECK: CodegenIf
  // CHECK-NEXT: ImplicitCast LValueToRValue 'bool'
  // CHECK-NEXT: DeclRef volta 'const bool' lvalue
  @codegen if (volta) { y += 1; }
  // CHECK: CodegenIf
  // CHECK-NEXT: CodegenConst __is_host_target 'bool'
  @codegen if (__is_host_target) { y = 0; }
  // CHECK: CodegenIf
  // CHECK-NEXT: BinaryOperator '&&' 'bool'
  @codegen if (arch >= 60 && arch != 61 && sizeof(int) == 4) { y -= 1; }
  return y;
}
