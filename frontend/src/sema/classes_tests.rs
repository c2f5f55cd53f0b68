//! Data-driven tests of classes through the whole front end (constructors, destructors,
//! inheritance, operators, access, virtual functions): `check` compares `--dump-ast` lines of
//! a valid program, `check_errors` the `line:col: code` of every diagnostic (the helpers of
//! `tests.rs`).

use super::tests::{check, check_errors};

#[test]
fn constructors_and_member_initializers() {
    check(
        "struct S { int a = 1; int b; S(int x) : b(x) {} };\nvoid f() { S s(2); S t = 3; }",
        &["MemberInit", "IntegerLiteral 1 'int'", "CXXConstruct S 'S'", "CXXConstruct S 'S'"],
    );
    // A delegating constructor initializes the whole object.
    check("struct S { int a; S() : S(4) {} S(int x) : a(x) {} };", &["MemberInit", "CXXConstruct S 'S'"]);
}

#[test]
fn overloaded_operators_become_calls() {
    check(
        "struct V { int x; V operator+(const V &o) const { return V{x + o.x}; } };\nbool operator==(V a, V b) { return a.x == b.x; }\nbool f(V a, V b) { return a + b == a; }",
        &["CallExpr operator== 'bool'", "CallExpr operator+ 'V'"],
    );
}

#[test]
fn user_defined_conversions_rank_above_ellipsis() {
    check(
        "struct V { V(int) {} };\nint f(V) { return 1; }\nint f(...) { return 2; }\nint g() { return f(3); }",
        &["FunctionDecl g 'int ()'", "CallExpr f 'int'", "CXXConstruct V 'V'"],
    );
}

#[test]
fn inheritance_and_virtual_calls() {
    check(
        "struct B { int b; virtual int f() const { return b; } };\nstruct D : B { int d; int f() const override { return d; } };\nint g(const B &x) { return x.f(); }\nint h(D &d) { return d.b + d.B::f(); }",
        &["VirtualCall f slot=0 'int'", "CallExpr f 'int'"],
    );
}

#[test]
fn class_errors() {
    check_errors(
        "class A { int secret; public: A() {} };\nint f(A &a) { return a.secret; }\nstruct N { N(int) {} };\nvoid g() { N n; }",
        &["2:22: E0431", "4:14: E0406"],
    );
    check_errors("struct C { C(const C &) = delete; C() {} };\nvoid f(C &c) { C d = c; }", &["2:18: E0430"]);
    // Abstract classes: only derived classes build them.
    check_errors(
        "struct V { virtual void f() = 0; V() {} };\nstruct W : V { void f() override {} };\nvoid g() { W w; V v; }",
        &["3:19: E0413"],
    );
}
