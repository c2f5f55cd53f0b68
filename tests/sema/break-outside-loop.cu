// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void f() {
  // CHECK: break-outside-loop.cu:[[@LINE+1]]:3: error[E0501]: `break` outside a loop or `switch` [break-outside-loop]
  break;
  // CHECK: break-outside-loop.cu:[[@LINE+1]]:3: error[E0502]: `continue` outside a loop [continue-outside-loop]
  continue;
  for (;;) { break; }
  switch (1) { case 1: break; }
}
