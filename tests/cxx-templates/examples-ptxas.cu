// The templated block reduction and the generic transform kernel over lambdas compile to PTX
// that ptxas accepts for two sms (the device code of examples/template_reduce.cu and
// examples/lambda_transform.cu).
// REQUIRES: ptxas
// RUN: %circlec -c --sm 52,70 %S/../../examples/template_reduce.cu -o %t.reduce.o
// RUN: %circlec -c --sm 52,70 %S/../../examples/lambda_transform.cu -o %t.transform.o
// RUN: %circlec -S --emit=ptx --sm 70 %S/../../examples/lambda_transform.cu -o %t
// RUN: FileCheck %s < %t.sm_70.ptx
// The kernel instantiated with each closure type, named as clang names it.
// CHECK-DAG: .entry _Z9transformIffZ4mainEUlfE_EvPKT_PT0_iT1_(
// CHECK-DAG: .entry _Z9transformIfiZ4mainEUlfE0_EvPKT_PT0_iT1_(
