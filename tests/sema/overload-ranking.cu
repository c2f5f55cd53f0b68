// Overload resolution picks what clang++-19 picks: each overload returns a type of a different
// size and sizeof(call) tells which one was chosen.
// RUN: %circlec -fsyntax-only %s
char f1(int);     // 1
short f1(long);   // 2
static_assert(sizeof(f1(1)) == 1, "exact");
static_assert(sizeof(f1(1L)) == 2, "exact long");
static_assert(sizeof(f1((short)1)) == 1, "promotion beats conversion");
char f2(double);  // 1
short f2(float);  // 2
static_assert(sizeof(f2(1.0f)) == 2, "exact float");
static_assert(sizeof(f2(1.0)) == 1, "exact double");
char f3(double);
short f3(int);
static_assert(sizeof(f3(1.0f)) == 1, "float->double promotion beats float->int");
static_assert(sizeof(f3('a')) == 2, "char->int promotion");
char f4(const int*);
short f4(void*);
int ga;
static_assert(sizeof(f4(&ga)) == 1, "qualification (exact) beats void* conversion");
char f5(int, double);
short f5(double, int);
static_assert(sizeof(f5(1, 1.0)) == 1, "");
char f6(bool);
short f6(void*);
static_assert(sizeof(f6(nullptr)) == 2, "nullptr -> pointer");
char f7(int&);
short f7(const int&);
const int cx = 1;
static_assert(sizeof(f7(ga)) == 1, "less cv-qualified reference binding wins");
static_assert(sizeof(f7(cx)) == 2, "const lvalue binds const&");
static_assert(sizeof(f7(3)) == 2, "rvalue binds const&");
template<typename T> char g(T);
short g(int);
static_assert(sizeof(g(1)) == 2, "non-template preferred");
static_assert(sizeof(g(1.0)) == 1, "template exact beats conversion");
char h(unsigned);
static_assert(sizeof(h(1)) == 1, "single candidate conversion");
