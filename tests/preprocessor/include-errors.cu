// A missing header is an error that says where circlec looked; a header that includes itself
// stops at 200 levels with an error that names the include chain.
// RUN: not %circlec -E -I %S/Inputs/sys %s 2>&1 | FileCheck %s

#include "missing.h"
// CHECK: include-errors.cu:[[@LINE-1]]:10: error[E0124]: cannot find include file `"missing.h"` [include-not-found]
// CHECK: searched:
// CHECK-SAME: Inputs/sys
// CHECK: add the directory that holds it with `-I`
#include <also_missing.h>
// CHECK: include-errors.cu:[[@LINE-1]]:10: error[E0124]: cannot find include file `<also_missing.h>`
#include "Inputs/recursive.h"
// CHECK: recursive.h:1:10: error[E0125]: `#include` nested more than 200 levels deep [include-depth-exceeded]
// CHECK: include chain, innermost first: {{.*}}recursive.h:1 <- {{.*}}recursive.h:1 <-
// CHECK-SAME: include-errors.cu:[[@LINE-3]]
#include
// CHECK: include-errors.cu:[[@LINE-1]]:9: error[E0121]: expected "FILENAME" or <FILENAME> after `#include`
