//! Data-driven tests of the checker through the whole front end: `check` compares the
//! `--dump-ast` lines of a program that must be valid with the expected lines (each expected
//! line must appear, in order), `check_errors` compares the `line:col: code` of every
//! diagnostic.

use crate::source::SourceMap;

struct NoFiles;

impl crate::pp::FileLoader for NoFiles {
    fn load(&self, _: &str) -> Option<String> {
        None
    }
}

fn run(src: &str) -> (String, Vec<String>) {
    let mut sm = SourceMap::new();
    let main = sm.add("t.cu", src);
    let (fe, diags, _) = crate::run(sm, main, &crate::Options::default(), &NoFiles);
    let dump = super::dump(&fe.program, &fe.names, &fe.sources);
    let errs = diags
        .diagnostics()
        .iter()
        .map(|d| {
            let loc = fe.sources.location(d.primary.span);
            format!("{}:{}: {}", loc.line, loc.col, d.code.code)
        })
        .collect();
    (dump, errs)
}

/// `src` must check without diagnostics and its dump must contain `expect`'s lines in order.
#[track_caller]
pub(super) fn check(src: &str, expect: &[&str]) {
    let (dump, errs) = run(src);
    assert!(errs.is_empty(), "unexpected diagnostics {errs:?} for {src:?}");
    let mut lines = dump.lines().map(str::trim);
    for e in expect {
        assert!(lines.any(|l| l == *e), "missing `{e}` in\n{dump}");
    }
}

/// The diagnostics of `src`, as `line:col: code`.
#[track_caller]
pub(super) fn check_errors(src: &str, expect: &[&str]) {
    let (_, errs) = run(src);
    assert_eq!(errs, expect, "for {src:?}");
}

#[test]
fn usual_arithmetic_conversions_in_expressions() {
    check(
        "long f(int i, unsigned u, long l) { return i + u + l; }",
        &[
            "BinaryOperator '+' 'long'",
            "ImplicitCast IntegralCast 'long'",
            "BinaryOperator '+' 'unsigned int'",
            "ImplicitCast IntegralCast 'unsigned int'",
        ],
    );
    check("double f(float x) { return x * 2; }", &["ImplicitCast FloatingCast 'double'", "BinaryOperator '*' 'float'", "ImplicitCast IntegralToFloating 'float'"]);
    check("int f(char c) { return c << 1L; }", &["BinaryOperator '<<' 'int'"]);
}

#[test]
fn pointers_and_arrays() {
    check(
        "int f(int* p, int n) { int a[4] = {1, 2}; return p[n] + *(a + 1) + (int)(p - p); }",
        &[
            "VarDecl a 'int [4]'",
            "InitList 'int [4]' len=4",
            "ArraySubscript 'int' lvalue",
            "BinaryOperator '+' 'int *' pointer",
            "ImplicitCast ArrayToPointerDecay 'int *'",
            "BinaryOperator '-' 'long' pointer-difference",
        ],
    );
}

#[test]
fn overloads_rank_exact_over_promotion_over_conversion() {
    check(
        "int g(int); int g(double); int g(char*); int f(short s, float x) { return g(s) + g(x) + g(nullptr); }",
        &["CallExpr g 'int'", "ImplicitCast IntegralCast 'int'", "CallExpr g 'int'", "ImplicitCast FloatingCast 'double'"],
    );
    check_errors("void h(long); void h(double); void f() { h(1); }", &["1:42: E0408"]);
}

#[test]
fn members_and_methods() {
    check(
        "struct V { float x, y; float dot(const V& o) const { return x * o.x + y * o.y; } };
         float f(V* a, V b) { return a->dot(b) + a->x; }",
        &[
            "RecordDecl struct V size=8 align=4",
            "FunctionDecl dot 'float (const V &) const' inline(in-class) method const",
            "MemberExpr .x #0 'const float' lvalue",
            "CallExpr dot 'float'",
            "MemberExpr .x #0 'float' lvalue",
        ],
    );
}

#[test]
fn namespaces_and_qualified_names() {
    check(
        "namespace a { namespace b { int v = 3; int get() { return v; } } }
         namespace a { int twice() { return b::get() * 2; } }
         int f() { using namespace a; return twice() + a::b::v; }",
        &["NamespaceDecl a", "VarDecl a::b::v 'int'", "FunctionDecl a::twice 'int ()'", "CallExpr twice 'int'"],
    );
}

#[test]
fn constants_fold() {
    check(
        "constexpr int k = (3 << 4) | 1; enum E { A = k, B }; int arr[B - A + 1];
         static_assert(sizeof(arr) == 8 && alignof(double) == 8, \"\");
         constexpr unsigned m = -1; static_assert(m == 4294967295u, \"\");",
        &["VarDecl k 'const int' internal constexpr value=49", "EnumConstantDecl B 50", "VarDecl arr 'int [2]'", "VarDecl m 'const unsigned int' internal constexpr value=4294967295"],
    );
}

#[test]
fn codegen_if_keeps_both_branches() {
    check(
        "__device__ int f() { int r = 0; @codegen if (__nvvm_arch >= 70) { r = 1; } else { r = 2; } return r; }",
        &["CodegenIf", "CodegenConst __nvvm_arch 'int'", "Then", "IntegerLiteral 1 'int'", "Else", "IntegerLiteral 2 'int'"],
    );
    check_errors(
        "__device__ int f(int n) { int a = __nvvm_arch; @codegen if (n) {} if (__is_host_target) {} return a; }",
        &["1:35: E0603", "1:61: E0602", "1:71: E0603"],
    );
}

#[test]
fn cuda_rules() {
    check_errors(
        "__global__ int k() { return 0; } __device__ void d() {} void h() { d<<<1, 1>>>(); }",
        &["1:12: E0540", "1:68: E0541"],
    );
    check_errors("__global__ void k() { __shared__ int s = 1; }", &["1:38: E0543"]);
}

#[test]
fn templates_instantiate_once_per_argument_list() {
    let (dump, errs) = run(
        "template<class T> T id(T x) { return x; } int f() { return id(1) + id(2) + (int)id(1.0); }",
    );
    assert!(errs.is_empty(), "{errs:?}");
    assert_eq!(dump.matches("FunctionDecl id 'int (int)' template<int>").count(), 1, "{dump}");
    assert_eq!(dump.matches("FunctionDecl id 'double (double)' template<double>").count(), 1, "{dump}");
}

#[test]
fn statements_and_scopes() {
    check_errors(
        "int f(int n) { for (int i = 0; i < n; ++i) {} return i; }",
        &["1:54: E0301"],
    );
    check_errors("void f() { int x; int x; }", &["1:23: E0302"]);
    check("void f() { int x = 1; { int x = 2; } }", &["VarDecl x 'int'", "VarDecl x 'int'"]);
}

#[test]
fn out_of_line_members_see_their_namespaces() {
    check(
        "namespace lib {
           const int kScale = 3;
           struct Acc { int v; void add(int x); struct In { int w; int get() const; }; };
           int helper(int x) { return x * kScale; }
         }
         void lib::Acc::add(int x) { v += helper(x) + kScale; }
         int lib::Acc::In::get() const { return w + kScale; }",
        &["RecordDecl struct lib::Acc::In size=4 align=4", "FunctionDecl get 'int () const' method const", "FunctionDecl add 'void (int)' method", "CallExpr helper 'int'"],
    );
}
