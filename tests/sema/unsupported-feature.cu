// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct B { virtual void f() {} };
// CHECK: unsupported-feature.cu:[[@LINE+1]]:{{[0-9]+}}: error: virtual base `B` has no data besides its vtable pointer; such a nearly empty virtual base is not supported yet [E0317]
struct D : virtual B {};
