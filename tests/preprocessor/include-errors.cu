// A missing header is an error that says where circlec looked; a header that includes itself
// stops at 200 levels with an error that names the include chain.
// RUN: not %circlec -E -I %S/Inputs/sys %s 2>&1 | FileCheck %s

#include "missing.h"
// CHECK: include-errors.cu:[[@LINE-1]]:10: error: cannot find include file `"missing.h"` [E0124]
// CHECK: searched:
// CHECK-SAME: Inputs/sys
// CHECK: add the directory that holds it with `-I`
#include <also_missing.h>
// CHECK: include-errors.cu:[[@LINE-1]]:10: error: cannot find include file `<also_missing.h>`{{.*}}[E0124]
#include "Inputs/recursive.h"
// CHECK: recursive.h:1:10: error: `#include` nested more than 200 levels deep [E0125]
// CHECK: include chain, innermost first: {{.*}}recursive.h:1 <- {{.*}}recursive.h:1 <-
// CHECK-SAME: include-errors.cu:[[@LINE-3]]
#include
// CHECK: include-errors.cu:[[@LINE-1]]:9: error: expected "FILENAME" or <FILENAME> after `#include`{{.*}}[E0121]
