// -D, -U and -I reach the preprocessor in command-line order.
// RUN: mkdir -p %t.dir && echo 'int from_header = FROM_CMDLINE;' > %t.dir/inc.h
// RUN: %circlec -E -I %t.dir -DFROM_CMDLINE=42 -DGONE -UGONE %s | FileCheck %s
#include "inc.h"
// CHECK: int from_header = 42;
#ifdef GONE
int gone_was_defined;
#endif
// CHECK-NOT: gone_was_defined
