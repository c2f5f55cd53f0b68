// -E writes gcc's line markers, so that tools reading the output (ccache, distcc) see each file
// the translation unit read, a header holding only macros included; -P leaves them out.
// RUN: %circlec -E -I %S/Inputs/deps %s | FileCheck %s
// RUN: %circlec -E -I %S/Inputs/deps %s | FileCheck %s --check-prefix=MACROS
// RUN: %circlec -E -P -I %S/Inputs/deps %s | FileCheck %s --check-prefix=PLAIN
// MACROS: {{^}}# 1 "{{.*}}Inputs/deps/val.h" 1{{$}}
// CHECK: {{^}}# 1 "{{.*}}line-markers.cu"{{$}}
// CHECK: {{^}}# 2 "{{.*}}Inputs/deps/twice.h" 1{{$}}
// CHECK-NEXT: {{^}}int twice = 2 * 2;
// CHECK-NEXT: {{^}}# [[@LINE+2]] "{{.*}}line-markers.cu" 2{{$}}
#include "twice.h"
int after_include;
// CHECK-NEXT: {{^}}int after_include;

// Short gaps are blank lines (after_gap is 8 lines below after_include), long ones a marker.
// RUN: %circlec -E -I %S/Inputs/deps %s | grep -A8 after_include | tail -n 1 | FileCheck %s --check-prefix=GAP



int after_gap;
// CHECK-NOT: {{^#}}
// CHECK: {{^}}int after_gap;
// GAP: {{^}}int after_gap;











int after_long_gap;
// CHECK-NEXT: {{^}}# [[@LINE-1]] "{{.*}}line-markers.cu"{{$}}
// CHECK-NEXT: {{^}}int after_long_gap;
// PLAIN-NOT: {{^#}}
