// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void f() {
  // CHECK: break-outside-loop.cu:[[@LINE+1]]:3: error: `break` outside a loop or `switch` [E0501]
  break;
  // CHECK: break-outside-loop.cu:[[@LINE+1]]:3: error: `continue` outside a loop [E0502]
  continue;
  for (;;) { break; }
  switch (1) { case 1: break; }
}
