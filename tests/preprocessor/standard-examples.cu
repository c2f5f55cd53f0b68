// The examples of the C and C++ standards' preprocessing chapters ([cpp.subst], [cpp.concat],
// [cpp.rescan], __VA_OPT__) and other classic rescanning cases. The expected output was checked
// against clang -E (equal up to whitespace).
// RUN: %circlec -E -P %s | FileCheck %s

#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \
 x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\0d", "abc", '\4') == 0), s);
#undef h
xstr(INCFILE(2).h)
glue(HIGH, LOW);
xglue(HIGH, LOW)
#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);
#define t2(x,y,z) x ## y ## z
int j[] = { t2(1,2,3), t2(,4,5), t2(6,,7), t2(8,9,),
 t2(10,,), t2(,11,), t2(,,12), t2(,,) };
#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */
int obj = OBJ_LIKE;
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \
 a /* other stuff on this line
 */ )
#define debug2(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\
 printf(__VA_ARGS__))
debug2("Flag");
debug2("X = %d\n", x);
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);
#undef f
#undef x
#undef h
#undef t
#undef p
#undef q
#undef r
#undef m
#undef w
#undef g
#undef z
#define F(...) f(0 __VA_OPT__(,) __VA_ARGS__)
#define G(X, ...) f(0, X __VA_OPT__(,) __VA_ARGS__)
#define SDEF(sname, ...) S sname __VA_OPT__(= { __VA_ARGS__ })
#define EMP
F(a,b,c)
F()
F(EMP)
G(a,b,c)
G(a,)
G(a)
SDEF(foo);
SDEF(bar, 1, 2);
#define AA BB
#define BB AA
AA BB
#define lparen (
#define ff(x) [x]
ff lparen 1)
#define NIL(xxx) xxx
#define G_0(arg) NIL(G_1)(arg)
#define G_1(arg) NIL(arg)
G_0(42)
#define obj(x) x obj
obj(1)(2)
#define rec(x) x rec(x)
rec(rec(1))
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
XCAT(XCAT(1, 2), 3)
#define EMPTY()
#define DEFER(id) id EMPTY()
#define A() 123
DEFER(A)()
#define LPAREN (
#define RPAREN )
#define F2(x, y) x + y
#define ELLIP_FUNC(...) __VA_ARGS__
ELLIP_FUNC(F2, LPAREN, 'a', 'b', RPAREN);
#define i(x) x
#define q2(x) i(x
q2(1))
#define nest(x) [x]
nest(nest(nest(1)))
#define ARGS 1, 2
#define TWO_ARGS(a, b) a - b
#define APPLY(m, x) m(x)
#define CALL2(m, ...) m(__VA_ARGS__)
CALL2(TWO_ARGS, ARGS)
#define COMMA ,
nest(COMMA)
#define STR2(x) #x
#define XSTR2(x) STR2(x)
XSTR2(__LINE__) STR2(__LINE__) XSTR2(  a   b  /* c */ d ) STR2('"' "\"\\")
#define FOO(x) bar x
FOO(FOO)(2)
#define m1(x) x
m1(m1)(m1)(1)

// CHECK: {{^}}f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);{{$}}
// CHECK-NEXT: {{^}}f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);{{$}}
// CHECK-NEXT: {{^}}int i[] = { 1, 23, 4, 5, };{{$}}
// CHECK-NEXT: {{^}}char c[2][6] = { "hello", "" };{{$}}
// CHECK-NEXT: {{^}}printf("x" "1" "= %d, x" "2" "= %s", x1, x2);{{$}}
// CHECK-NEXT: {{^}}fputs("strncmp(\"abc\\0d\", \"abc\", '\\4') == 0", s);{{$}}
// CHECK-NEXT: {{^}}"vers2.h"{{$}}
// CHECK-NEXT: {{^}}"hello";{{$}}
// CHECK-NEXT: {{^}}"hello" ", world"{{$}}
// CHECK-NEXT: {{^}}char p[] = "2 ## y";{{$}}
// CHECK-NEXT: {{^}}int j[] = { 123, 45, 67, 89,{{$}}
// CHECK-NEXT: {{^}}10, 11, 12, };{{$}}
// CHECK-NEXT: {{^}}int obj = (1-1);{{$}}
// CHECK-NEXT: {{^}}fprintf(stderr, "Flag");{{$}}
// CHECK-NEXT: {{^}}fprintf(stderr, "X = %d\n", 2);{{$}}
// CHECK-NEXT: {{^}}puts("The first, second, and third items.");{{$}}
// CHECK-NEXT: {{^}}((2>y)?puts("x>y"): printf("x is %d but y is %d", 2, y));{{$}}
// CHECK-NEXT: {{^}}f(0, a,b,c){{$}}
// CHECK-NEXT: {{^}}f(0){{$}}
// CHECK-NEXT: {{^}}f(0){{$}}
// CHECK-NEXT: {{^}}f(0, a, b,c){{$}}
// CHECK-NEXT: {{^}}f(0, a){{$}}
// CHECK-NEXT: {{^}}f(0, a){{$}}
// CHECK-NEXT: {{^}}S foo;{{$}}
// CHECK-NEXT: {{^}}S bar= { 1, 2 };{{$}}
// CHECK-NEXT: {{^}}AA BB{{$}}
// CHECK-NEXT: {{^}}ff ( 1){{$}}
// CHECK-NEXT: {{^}}42{{$}}
// CHECK-NEXT: {{^}}1 obj(2){{$}}
// CHECK-NEXT: {{^}}1 rec(1) rec(1 rec(1)){{$}}
// CHECK-NEXT: {{^}}123{{$}}
// CHECK-NEXT: {{^}}A (){{$}}
// CHECK-NEXT: {{^}}F2, (, 'a', 'b', );{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}{{\[\[}}[1]]]{{$}}
// CHECK-NEXT: {{^}}1 - 2{{$}}
// CHECK-NEXT: {{^}}[,]{{$}}
// CHECK-NEXT: {{^}}"{{[0-9]+}}" "__LINE__" "a b d" "'\"' \"\\\"\\\\\""{{$}}
// CHECK-NEXT: {{^}}bar FOO(2){{$}}
// CHECK-NEXT: {{^}}m1(m1)(1){{$}}
