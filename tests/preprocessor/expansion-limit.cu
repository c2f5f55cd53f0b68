// Macro expansion is bounded: exponential growth stops with one error instead of running out of
// memory or time.
// RUN: not %circlec -E %s 2>&1 | FileCheck %s

#define A B B B B B B B B B B B B B B B B
#define B C C C C C C C C C C C C C C C C
#define C D D D D D D D D D D D D D D D D
#define D E E E E E E E E E E E E E E E E
#define E F F F F F F F F F F F F F F F F
#define F G G G G G G G G G G G G G G G G
#define G x x x x x x x x x x x x x x x x
A
// CHECK: expansion-limit.cu:[[@LINE-1]]:1: error: macro expansion produced more than 16777216 tokens{{.*}}[E0126]
// CHECK: 1 error generated
