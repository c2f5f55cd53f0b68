// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct B {};
// CHECK: unsupported-feature.cu:[[@LINE+1]]:{{[0-9]+}}: error: virtual base classes are not supported yet [E0317]
struct D : virtual B {};
