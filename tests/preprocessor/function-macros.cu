// Function-like macros: arguments, #, ##, __VA_ARGS__, __VA_OPT__, GNU's `, ## __VA_ARGS__`.
// RUN: %circlec -E -P %s | FileCheck %s

#define ADD(a, b) ((a) + (b))
int x = ADD(1, 2 * 3);
// CHECK: {{^}}int x = ((1) + (2 * 3));{{$}}

#define FIRST(a, b) a
int y = FIRST((1, 2), 3);
// CHECK-NEXT: {{^}}int y = (1, 2);{{$}}

#define STR(x) #x
const char* s = STR(hello   "world\n" 'c');
// CHECK-NEXT: {{^}}const char* s = "hello \"world\\n\" 'c'";{{$}}

#define CAT(a, b) a ## b
int CAT(var, 1) = CAT(, 2) + CAT(0x, 1F);
// CHECK-NEXT: {{^}}int var1 = 2 + 0x1F;{{$}}

#define XSTR(x) STR(x)
#define VERSION 17
const char* v = XSTR(VERSION) STR(VERSION);
// CHECK-NEXT: {{^}}const char* v = "17" "VERSION";{{$}}

#define CALL(f, ...) f(__VA_ARGS__)
int z = CALL(g) + CALL(g, 1) + CALL(g, 1, 2);
// CHECK-NEXT: {{^}}int z = g() + g(1) + g(1, 2);{{$}}

#define LOG(fmt, ...) printf(fmt, ## __VA_ARGS__)
LOG("a"); LOG("b %d", 1);
// CHECK-NEXT: {{^}}printf("a"); printf("b %d", 1);{{$}}

#define OPT(a, ...) h(a __VA_OPT__(,) __VA_ARGS__)
OPT(1) OPT(1, 2)
// CHECK-NEXT: {{^}}h(1) h(1, 2){{$}}

// A function-like macro name without `(` is not an invocation.
int ADD = 0;
// CHECK-NEXT: {{^}}int ADD = 0;{{$}}

// Arguments may span lines; the result stays on the invocation's line.
int w = ADD(1,
            2);
// CHECK-NEXT: {{^}}int w = ((1) + (2));{{$}}

// Rescanning: f's expansion ends in `f`, which is not expanded again.
#define f(x) x f
f(1)(2)
// CHECK-NEXT: {{^}}1 f(2){{$}}
