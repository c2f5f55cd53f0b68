// Make dependency files as gcc writes them: -M (instead of compiling), -MM (without system
// headers), -MD/-MMD (while compiling, beside the object or in -MF), -MT/-MQ (the targets) and
// -MP (a phony rule per header). A header that only defines macros is listed too.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %circlec -M -I %S/Inputs/deps %s | FileCheck %s --check-prefix=M
// M: {{^}}dependencies.o: {{.*}}dependencies.cu
// M: Inputs/deps/twice.h
// M: Inputs/deps/val.h
// M-NOT: circlec
// RUN: %circlec -MM -MT out/x.o -MQ '$y.o' -MP -I %S/Inputs/deps %s -MF x.d && FileCheck %s --check-prefix=MM < x.d
// MM: {{^}}out/x.o $$y.o: {{.*}}dependencies.cu
// MM: {{^}}{{.*}}Inputs/deps/twice.h:{{$}}
// MM: {{^}}{{.*}}Inputs/deps/val.h:{{$}}
// RUN: %circlec -c -MD -I %S/Inputs/deps %s -o k.o && test -s k.o && FileCheck %s --check-prefix=MD < k.d
// MD: {{^}}k.o: {{.*}}dependencies.cu
// RUN: %circlec -c -MMD -MF deps.txt --generate-nonsystem-dependencies-with-compile -I %S/Inputs/deps %s -o k2.o && FileCheck %s --check-prefix=MD2 < deps.txt
// MD2: {{^}}k2.o: {{.*}}dependencies.cu
// nvcc's spellings.
// RUN: %circlec --generate-dependencies -I %S/Inputs/deps %s --dependency-output nv.d && FileCheck %s --check-prefix=M < nv.d
// The shipped headers are in no file: no rule names them.
// RUN: %circlec -M -I %S/Inputs/deps %s | FileCheck %s --check-prefix=SHIM
// SHIM-NOT: circlec>
#include "twice.h"
#include <stdint.h>
int main() { return twice; }
// -MF and its kin without -M/-MD say they do nothing.
// RUN: %circlec -fsyntax-only -MF unused.d -I %S/Inputs/deps %s 2>&1 | FileCheck %s --check-prefix=UNUSED
// RUN: test ! -e unused.d
// UNUSED: circlec: warning: `-MF`, `-MT`, `-MQ` and `-MP` have no effect without `-M`, `-MM`, `-MD` or `-MMD`
