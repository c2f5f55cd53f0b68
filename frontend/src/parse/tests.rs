//! Parser unit tests: each feeds source text through the lexer and the parser and compares the
//! S-expression rendering of the tree ([`crate::ast::print`]) and the diagnostics.

use crate::ast::print::print_tu;
use crate::diag::DiagSink;
use crate::intern::Interner;
use crate::source::SourceMap;

/// Parses `src` and returns the printed tree and the rendered diagnostics
/// (`line:col: message` per line).
fn run(src: &str) -> (String, String) {
    let mut sm = SourceMap::new();
    let file = sm.add("test.cu", src);
    let mut names = Interner::new();
    let mut diags = DiagSink::new();
    let toks = crate::lex::lex(&sm, file, &mut names, &mut diags);
    let tu = super::parse(&toks, &sm, &mut names, &mut diags);
    let tree = print_tu(&tu, &names);
    let mut errs = String::new();
    for d in diags.diagnostics() {
        let loc = sm.location(d.primary.span);
        errs.push_str(&format!("{}:{}: {}\n", loc.line, loc.col, d.message));
    }
    (tree, errs)
}

/// Checks that `src` parses without errors into `expect` (one line per top-level declaration).
#[track_caller]
fn check(src: &str, expect: &str) {
    let (tree, errs) = run(src);
    assert_eq!(errs, "", "unexpected diagnostics for {src:?}");
    assert_eq!(tree.trim_end(), expect.trim(), "for {src:?}");
}

/// Checks the diagnostics (`line:col: message` lines) of `src`.
#[track_caller]
fn check_errors(src: &str, expect: &str) {
    let (_, errs) = run(src);
    assert_eq!(errs.trim_end(), expect.trim(), "for {src:?}");
}

#[test]
fn function_definition() {
    check(
        "int f(int a) { return a + 1; }",
        "(fn f (params (param a int)) int (block (return (+ a 1))))",
    );
}

#[test]
fn declarators_and_builtin_types() {
    check(
        r#"int a = 1, *b, c[4][2]; unsigned long long x; long double y; signed char z; unsigned u; short int s; long unsigned l; __int128 i; unsigned __int128 ui;"#,
        r#"
(var a int = 1)
(var b (ptr int))
(var c (array (array int 2) 4))
(var x 'unsigned long long')
(var y 'long double')
(var z 'signed char')
(var u 'unsigned int')
(var s short)
(var l 'unsigned long')
(var i __int128)
(var ui 'unsigned __int128')
"#,
    );
}

#[test]
fn function_pointers_and_references() {
    check(
        r#"int (*fp)(int, float); int *(*g)(int); int (&r)[3] = arr; int (*arr4[4])(int); int S::* pm;"#,
        r#"
(var fp (ptr (fnty (params (param _ int) (param _ float)) int)))
(var g (ptr (fnty (params (param _ int)) (ptr int))))
(var r (ref (array int 3)) = arr)
(var arr4 (array (ptr (fnty (params (param _ int)) int)) 4))
(var pm (memptr S int))
"#,
    );
}

#[test]
fn parameters_defaults_variadic() {
    check(
        r#"int f(int = 3, int b = 4); void g(...); void h(void); int printf(const char* fmt, ...);"#,
        r#"
(fn f (params (param _ int = 3) (param b int = 4)) int)
(fn g (params ...) void)
(fn h (params) void)
(fn printf (params (param fmt (ptr (const char))) ...) int)
"#,
    );
}

#[test]
fn class_members() {
    check(
        r#"struct S { int x; unsigned flags : 3; static int n; S(); ~S(); S(int a) : x(a) {} int get() const { return x; } virtual void f() = 0; };"#,
        r#"
(struct S { (field x int) (field flags 'unsigned int' : 3) (var static n int) (fn S (params) _) (fn ~S (params) _) (fn S (params (param a int)) _ (inits (x (paren-init a))) (block)) (fn get (params) int const (block (return x))) (fn virtual f (params) void = 0)})
"#,
    );
}

#[test]
fn special_members_and_friends() {
    check(
        r#"struct S { S& operator=(const S&) = default; S(S&&) = delete; explicit operator bool() const noexcept { return true; } bool operator==(const S& o) const; friend class T; friend void swap(S&, S&); };"#,
        r#"
(struct S { (fn operator= (params (param _ (ref (const S)))) (ref S) = default) (fn S (params (param _ (rref S))) _ = delete) (fn explicit operator bool (params) _ const noexcept (block (return true))) (fn operator== (params (param o (ref (const S)))) bool const) (friend class T) (friend (fn friend swap (params (param _ (ref S)) (param _ (ref S))) void))})
"#,
    );
}

#[test]
fn out_of_line_members() {
    check(
        r#"struct S { S(); ~S(); bool operator==(const S&) const; template<class U> void m(U u); }; bool S::operator==(const S& o) const { return true; } S::S() : S(1) {} S::~S() {} template<class U> void S::m(U u) {}"#,
        r#"
(struct S { (fn S (params) _) (fn ~S (params) _) (fn operator== (params (param _ (ref (const S)))) bool const) (template ((typename U)) (fn m (params (param u U)) void))})
(fn S::operator== (params (param o (ref (const S)))) bool const (block (return true)))
(fn S::S (params) _ (inits (S (paren-init 1))) (block))
(fn S::~S (params) _ (block))
(template ((typename U)) (fn S::m (params (param u U)) void (block)))
"#,
    );
}

#[test]
fn type_names_make_declarations() {
    check(
        r#"struct S { int x; }; void f() { S * p; S s; S t(1, 2); S u{1}; S v = {1, 2}; int x = 2; x * p; }"#,
        r#"
(struct S { (field x int)})
(fn f (params) void (block (var p (ptr S)) (var s S) (var t S (paren-init 1 2)) (var u S {1}) (var v S = {1 2}) (var x int = 2) (* x p)))
"#,
    );
}

#[test]
fn class_template_and_nested_template_ids() {
    check(
        r#"template<class T, int N = 4> struct Array { T data[N]; T& operator[](int i) { return data[i]; } }; Array<int, 3> a; Array<Array<int>> b; Array<Array<Array<int>>> c;"#,
        r#"
(template ((typename T) (nttp N int = 4)) (struct Array { (field data (array T N)) (fn operator[] (params (param i int)) (ref T) (block (return (index data i))))}))
(var a Array<int, 3>)
(var b Array<Array<int>>)
(var c Array<Array<Array<int>>>)
"#,
    );
}

#[test]
fn function_template_call() {
    check(
        r#"template<typename T> T max(T a, T b) { return a > b ? a : b; } int m = max<int>(1, 2); int n = max(1, 2) < 3;"#,
        r#"
(template ((typename T)) (fn max (params (param a T) (param b T)) T (block (return (? (> a b) a b)))))
(var m int = (call max<int> 1 2))
(var n int = (< (call max 1 2) 3))
"#,
    );
}

#[test]
fn member_types_and_typename() {
    check(
        r#"template<class T> struct vec { typedef T value_type; using ref = T&; template<class U> U conv() const; static const int N = 3; }; vec<int>::value_type x; typename vec<int>::ref r = x; template<class T> void f(typename T::type a) { typename T::type b; T::value * c; }"#,
        r#"
(template ((typename T)) (struct vec { (typedef value_type T) (using ref (ref T)) (template ((typename U)) (fn conv (params) U const)) (var static N (const int) = 3)}))
(var x vec<int>::value_type)
(var r typename vec<int>::ref = x)
(template ((typename T)) (fn f (params (param a typename T::type)) void (block (var b typename T::type) (* T::value c))))
"#,
    );
}

#[test]
fn specializations_and_instantiations() {
    check(
        r#"template<class T> struct vec {}; template<class T> void g(T); template<> struct vec<bool> { }; template struct vec<char>; extern template void g<int>(int);"#,
        r#"
(template ((typename T)) (struct vec {}))
(template ((typename T)) (fn g (params (param _ T)) void))
(template () (struct vec<bool> {}))
(instantiate (struct vec<char>))
(extern-instantiate (fn g<int> (params (param _ int)) void))
"#,
    );
}

#[test]
fn cuda_kernel_and_launch() {
    check(
        r#"struct dim3 {}; __global__ void __launch_bounds__(256, 2) k(float* __restrict__ p, int n) { int i = threadIdx.x; p[i] = 0; } void host(float* p) { k<<<dim3(1), 256, 0, 0>>>(nullptr, 4); k<<<1, 1>>>(p, 2); }"#,
        r#"
(struct dim3 {})
(fn __global__ (launch_bounds 256 2) k (params (param p (restrict (ptr float))) (param n int)) void (block (var i int = (. threadIdx x)) (= (index p i) 0)))
(fn host (params (param p (ptr float))) void (block (launch k ((construct dim3 1) 256 0 0) nullptr 4) (launch k (1 1) p 2)))
"#,
    );
}

#[test]
fn cuda_variables_and_function_tags() {
    check(
        r#"__shared__ float tile[32][32]; __constant__ int c[16]; __managed__ int m; __device__ int d; static __device__ __forceinline__ int fi() { return 0; } __noinline__ __host__ __device__ int ni();"#,
        r#"
(var __shared__ tile (array (array float 32) 32))
(var __constant__ c (array int 16))
(var __managed__ m int)
(var __device__ d int)
(fn static __device__ __forceinline__ fi (params) int (block (return 0)))
(fn __device__ __host__ __noinline__ ni (params) int)
"#,
    );
}

#[test]
fn codegen_objects_and_codegen_if() {
    check(
        r#"@codegen const bool volta = __nvvm_arch >= 70; __device__ int g() { @codegen if (__nvvm_arch >= 70) { return 1; } else @codegen if (__nvvm_arch >= 60) return 2; else return 3; }"#,
        r#"
(var @codegen volta (const bool) = (>= __nvvm_arch 70))
(fn __device__ g (params) int (block (@codegen-if (>= __nvvm_arch 70) (block (return 1)) (@codegen-if (>= __nvvm_arch 60) (return 2) (return 3)))))
"#,
    );
}

#[test]
fn meta_declarations_and_statements() {
    check(
        r#"@meta int i = 0; void f() { @meta for (int j = 0; j < 3; ++j) {} }"#,
        r#"
(@meta (var i int = 0))
(fn f (params) void (block (@meta (for (var j int = 0) (< j 3) (++pre j) (block)))))
"#,
    );
}

#[test]
fn namespaces_and_using() {
    check(
        r#"namespace ns { struct V {}; namespace inner { typedef int I; } } ns::V v; ns::inner::I i; using namespace ns; V w; namespace a::b { int c; } int d = a::b::c; namespace { int e; } inline namespace v1 { struct W {}; } W ww; namespace fs = ns::inner; using ns::V;"#,
        r#"
(namespace ns (struct V {}) (namespace inner (typedef I int)))
(var v ns::V)
(var i ns::inner::I)
(using-namespace ns)
(var w V)
(namespace a (namespace b (var c int)))
(var d int = a::b::c)
(namespace _ (var e int))
(inline-namespace v1 (struct W {}))
(var ww W)
(namespace-alias fs ns::inner)
(using-decl ns::V)
"#,
    );
}

#[test]
fn linkage_specs() {
    check(
        r#"extern "C" { int puts(const char*); } extern "C" int printf(const char*, ...);"#,
        r#"
(extern C {} (fn puts (params (param _ (ptr (const char)))) int))
(extern C (fn printf (params (param _ (ptr (const char))) ...) int))
"#,
    );
}

#[test]
fn enums() {
    check(
        r#"enum E : short { A, B = 2, }; enum class Color { Red, Green }; Color c = Color::Red; enum class Opaque : int; enum { K1, K2 } ek;"#,
        r#"
(enum E : short { A B=2})
(enum-class Color { Red Green})
(var c Color = Color::Red)
(enum-class Opaque : int)
(enum _ { K1 K2})
(var ek <anon#10>)
"#,
    );
}

#[test]
fn statements() {
    check(
        r#"void g(int c, int x, int y, int* v) { for (int i = 0; i < 10; ++i) { if (i == 3) continue; else break; } while (x) x--; do { y++; } while (y < 3); switch (c) { case 1: return; default: break; } for (auto& e : v) e = 0; for (;;) {} lbl: ; }"#,
        r#"
(fn g (params (param c int) (param x int) (param y int) (param v (ptr int))) void (block (for (var i int = 0) (< i 10) (++pre i) (block (if (== i 3) (continue) (break)))) (while x (post-- x)) (do (block (post++ y)) (< y 3)) (switch c (block (case 1 (return)) (default (break)))) (range-for (var e (ref auto)) v (= e 0)) (for _ _ _ (block)) (label lbl (empty))))
"#,
    );
}

#[test]
fn conditions_with_declarations_and_init() {
    check(
        r#"void p() { if (int n = f()) {} if (x; y) {} switch (auto v = g(); v) {} if constexpr (sizeof(int) == 4) {} while (int k = 0) {} }"#,
        r#"
(fn p (params) void (block (if (var n int = (call f)) (block)) (if (init x) y (block)) (switch (init (var v auto = (call g))) v (block)) (if-constexpr (== (sizeof-type int) 4) (block)) (while (var k int = 0) (block))))
"#,
    );
}

#[test]
fn try_catch() {
    check(
        r#"struct exception {}; void t() { try { throw 1; } catch (const exception& e) { } catch (...) { throw; } }"#,
        r#"
(struct exception {})
(fn t (params) void (block (try (block (throw 1)) (catch (param e (ref (const exception))) (block)) (catch ... (block (throw))))))
"#,
    );
}

#[test]
fn precedence_and_associativity() {
    check(
        r#"int x = a = b = c; int y = a || b && c | d ^ e & f == g < h << i + j * k; int z = a - b - c; int w = a ? b : c ? d : e;"#,
        r#"
(var x int = (= a (= b c)))
(var y int = (|| a (&& b (| c (^ d (& e (== f (< g (<< h (+ i (* j k)))))))))))
(var z int = (- (- a b) c))
(var w int = (? a b (? c d e)))
"#,
    );
}

#[test]
fn unary_postfix_comma_and_member_pointers() {
    check(
        r#"void v() { x = y += z; f(a, b), g(); ++*p++; -~!x; &*p; p->q.r[3](4)--; s.*pm + ps->*pm; }"#,
        r#"
(fn v (params) void (block (= x (+= y z)) (, (call f a b) (call g)) (++pre (* (post++ p))) (- (~ (! x))) (& (* p)) (post-- (call (index (. (-> p q) r) 3) 4)) (+ (.* s pm) (->* ps pm))))
"#,
    );
}

#[test]
fn lambdas() {
    check(
        r#"auto l = [=, &r](int a) mutable -> int { return a + r; }; auto m = [](auto x) { return x; }; auto n = []{}; auto o = [this, *this, y = 1, &z = w, xs...] __device__ (int i) { };"#,
        r#"
(var l auto = (lambda [= &r] (params (param a int)) mutable -> int (block (return (+ a r)))))
(var m auto = (lambda [] (params (param x auto)) (block (return x))))
(var n auto = (lambda [] (params) (block)))
(var o auto = (lambda [this *this y=1 &z=w xs...] (params (param i int)) __device__ (block)))
"#,
    );
}

#[test]
fn sizeof_alignof_and_casts() {
    check(
        r#"int q = sizeof(int) + sizeof x + sizeof(x) + alignof(double); int w = (int)3.5f + static_cast<int>(y) + int(z) + float{1} + reinterpret_cast<long>(p) + const_cast<int&>(r);"#,
        r#"
(var q int = (+ (+ (+ (sizeof-type int) (sizeof x)) (sizeof (paren x))) (alignof double)))
(var w int = (+ (+ (+ (+ (+ (c-cast int 3.5f) (static_cast int y)) (construct int z)) (construct{} float 1)) (reinterpret_cast long p)) (const_cast (ref int) r)))
"#,
    );
}

#[test]
fn packs_and_folds() {
    check(
        r#"template<class... Ts> void g(); void f(...); template<class... Ts> int count(Ts... xs) { f(xs...); g<Ts...>(); return sizeof...(Ts) + (xs + ...) + (... * xs) + (0 + ... + xs); }"#,
        r#"
(template ((typename ... Ts)) (fn g (params) void))
(fn f (params ...) void)
(template ((typename ... Ts)) (fn count (params (param xs Ts ...)) int (block (call f (expand xs)) (call g<Ts...>) (return (+ (+ (+ (sizeof... Ts) (fold xs + ... _)) (fold _ * ... xs)) (fold 0 + ... xs))))))
"#,
    );
}

#[test]
fn new_and_delete() {
    check(
        r#"struct S { S(int, int); }; void h(void* buf) { int* p = new int[10]; delete[] p; auto q = new S(1, 2); ::delete q; auto w = new (buf) S{3, 4}; int** pp = new int*[3]; }"#,
        r#"
(struct S { (fn S (params (param _ int) (param _ int)) _)})
(fn h (params (param buf (ptr void))) void (block (var p (ptr int) = (new int [10])) (delete[] p) (var q auto = (new S (init 1 2))) (::delete q) (var w auto = (new (placement buf) S {3 4})) (var pp (ptr (ptr int)) = (new (ptr int) [3]))))
"#,
    );
}

#[test]
fn static_assert_and_alignas() {
    check(
        r#"static_assert(sizeof(int) == 4, "int is 4 bytes"); static_assert(true); alignas(16) float buf[4]; struct alignas(8) A { char c; };"#,
        r#"
(static_assert (== (sizeof-type int) 4) "int is 4 bytes")
(static_assert true)
(var (alignas 16) buf (array float 4))
(struct A (alignas 8) { (field c char)})
"#,
    );
}

#[test]
fn aliases() {
    check(
        r#"template<class T> struct vec {}; template<class T> using Vec = vec<T>; Vec<int> v; using I = int; I i; typedef struct { int a; } T1; typedef int Fn(int); typedef void (*Cb)(int); T1 t; Cb cb;"#,
        r#"
(template ((typename T)) (struct vec {}))
(template ((typename T)) (using Vec vec<T>))
(var v Vec<int>)
(using I int)
(var i I)
(struct _ { (field a int)})
(typedef T1 <anon#10>)
(typedef Fn (fnty (params (param _ int)) int))
(typedef Cb (ptr (fnty (params (param _ int)) void)))
(var t T1)
(var cb Cb)
"#,
    );
}

#[test]
fn less_than_is_not_template_args() {
    check(
        r#"int a = b < c > d; int e = f<1>(g); int h = x.template get<int>(); int k = (x >> 1);"#,
        r#"
(var a int = (> (< b c) d))
(var e int = (> (< f 1) (paren g)))
(var h int = (call (. x template get<int>)))
(var k int = (paren (>> x 1)))
"#,
    );
}

#[test]
fn template_args_with_shift_in_parens() {
    check(
        r#"template<int N> struct I {}; I<(3 > 2)> i1; I<(8 >> 1)> i2;"#,
        r#"
(template ((nttp N int)) (struct I {}))
(var i1 I<(paren (> 3 2))>)
(var i2 I<(paren (>> 8 1))>)
"#,
    );
}

#[test]
fn decltype_and_auto() {
    check(
        r#"int v = 1; decltype(v) w = v; decltype(auto) u = w; auto f() -> int; template<class T> auto g(T t) -> decltype(t + 1) { return t + 1; }"#,
        r#"
(var v int = 1)
(var w (decltype v) = v)
(var u (decltype auto) = w)
(fn f (params) -> int)
(template ((typename T)) (fn g (params (param t T)) -> (decltype (+ t 1)) (block (return (+ t 1)))))
"#,
    );
}

#[test]
fn literals() {
    check(
        r#"const char* s = "a" "b\n" u8"c"; wchar_t w = L'x'; char c = '\''; auto big = 0xFFFFFFFFFFFFFFFFull; double d = 1e10; float f = .5f; long l = 1'000L; unsigned o = 017u; auto h = 0x1p-2; char16_t u16 = u'\x41';"#,
        r#"
(var s (ptr (const char)) = (str u8 "ab\x0ac"))
(var w wchar_t = (char L 120))
(var c char = (char 39))
(var big auto = 18446744073709551615ull)
(var d double = 10000000000.0)
(var f float = 0.5f)
(var l long = 1000l)
(var o 'unsigned int' = 15u)
(var h auto = 0.25)
(var u16 char16_t = (char u 65))
"#,
    );
}

#[test]
fn braced_initializers() {
    check(
        r#"int arr[] = {1, 2, 3}; int m2[2][2] = {{1, 2}, {3, 4}}; struct P { int x, y; }; P make() { return {1, 2}; } P q = P(); int n = P{}.x;"#,
        r#"
(var arr (array int _) = {1 2 3})
(var m2 (array (array int 2) 2) = {{1 2} {3 4}})
(struct P { (field x int) (field y int)})
(fn make (params) P (block (return {1 2})))
(var q P = (construct P))
(var n int = (. (construct{} P) x))
"#,
    );
}

#[test]
fn classes_access_and_bases() {
    check(
        r#"struct B {}; struct C {}; struct D : public B, private virtual C { }; class E final : B { public: int x; protected: int y; private: int z; void m() &; void n() &&; static void s(); };"#,
        r#"
(struct B {})
(struct C {})
(struct D (bases (public B) (virtual private C)) {})
(class E final (bases (B)) { public: (field x int) protected: (field y int) private: (field z int) (fn m (params) void &) (fn n (params) void &&) (fn static s (params) void)})
"#,
    );
}

#[test]
fn template_template_and_default_params() {
    check(
        r#"template<template<class> class TT, class... Ts> struct X { TT<int> t; }; template<class T, class = void> struct Y;"#,
        r#"
(template ((template-template ((typename _)) TT) (typename ... Ts)) (struct X { (field t TT<int>)}))
(template ((typename T) (typename _ = void)) (struct Y))
"#,
    );
}

#[test]
fn storage_classes() {
    check(
        r#"inline constexpr int K = 3; thread_local int tl; extern int ev; static int sv; register int rv;"#,
        r#"
(var inline constexpr K int = 3)
(var thread_local tl int)
(var extern ev int)
(var static sv int)
(var register rv int)
"#,
    );
}

#[test]
fn anonymous_records() {
    check(
        r#"struct { int x; } anon; union U { int i; float f; };"#,
        r#"
(struct _ { (field x int)})
(var anon <anon#1>)
(union U { (field i int) (field f float)})
"#,
    );
}

/// Prints the tree and diagnostics of each `---`-separated chunk of the file named by
/// `CIRCLEC_PARSE_SCRATCH` (a debugging aid: `cargo test parse::tests::scratch -- --ignored
/// --nocapture`).
#[test]
#[ignore]
fn scratch() {
    let Ok(path) = std::env::var("CIRCLEC_PARSE_SCRATCH") else { return };
    let src = std::fs::read_to_string(path).unwrap_or_default();
    for chunk in src.split("\n---\n") {
        let (tree, errs) = run(chunk);
        println!("=== {}\n{}{}", chunk.trim(), tree, errs);
    }
}

#[test]
fn goto_and_labels() {
    check("void f() { goto out; int x = 1; out: x++; }", "(fn f (params) void (block (goto out) (var x int = 1) (label out (post++ x))))");
    check_errors("void f() { goto *p; int x = 1; }", "1:17: only `goto label;` is supported");
    let (tree, _) = run("void f() { goto *p; int x = 1; }");
    assert_eq!(tree.trim(), "(fn f (params) void (block (error-stmt) (var x int = 1)))");
}

#[test]
fn missing_semicolon_before_a_new_line() {
    let src = "int main() { int x = 1\n  return x; }\nint y = 2\nint z;";
    check_errors(
        src,
        "1:23: expected `;` after the declaration, found keyword `return`\n\
         3:10: expected `;` after the declaration, found keyword `int`",
    );
    let (tree, _) = run(src);
    assert_eq!(tree.trim(), "(fn main (params) int (block (var x int = 1) (return x)))\n(var y int = 2)\n(var z int)");
}

#[test]
fn expected_expression() {
    check_errors("int x = ;", "1:9: expected expression, found `;`");
    check_errors("void f() { int a = (b + ; int c = 2; }", "1:25: expected expression, found `;`");
}

#[test]
fn invalid_builtin_type_combinations() {
    check_errors(
        "long char c; signed float f; short long s; int int i; unsigned signed u; long long long ll;",
        "1:1: invalid type: `char` cannot be combined with `short`, `long` or `int`\n\
         1:14: invalid type: this type cannot be combined with `signed`, `unsigned`, `short`, `long` or `int`\n\
         1:30: invalid type: `short` cannot be combined with `short` or `long`\n\
         1:44: invalid type: duplicate `int`\n\
         1:55: invalid type: `signed` and `unsigned` may appear only once, and not together\n\
         1:74: invalid type: `long long long` is too long",
    );
}

#[test]
fn unknown_type_names() {
    // Parsed as a declaration with the type `foo`; sema reports the unknown name.
    check("void f() { foo bar; }", "(fn f (params) void (block (var bar foo)))");
    check("Vec3 origin; ns::T t;", "(var origin Vec3)\n(var t ns::T)");
    check_errors("const c = 3;", "1:7: missing type specifier in declaration");
}

#[test]
fn unbalanced_brackets_recover() {
    check_errors("struct S { int x };", "1:17: expected `;` after the declaration, found `}`");
    check_errors("}\nint y;", "1:1: unmatched `}` at namespace scope");
    check_errors("void f() { if (x { y(); } z(); }", "1:18: expected `)` to close the `if` condition, found `{`");
    check_errors("void g() { a[1; b = 2; }", "1:15: expected `]` to close the subscript, found `;`");
    check_errors("void k() { f(1, 2; g(); }", "1:18: expected `)` to close the argument list, found `;`");
    check_errors("namespace n { int x; ", "1:22: expected `}` to close the namespace body, found end of file");
}

#[test]
fn literal_too_large() {
    check_errors(
        "int v = 0x1'0000'0000'0000'0000'0000'0000'0000'0000;",
        "1:9: integer literal `0x1'0000'0000'0000'0000'0000'0000'0000'0000` is too large to be represented in any integer type",
    );
    check_errors(
        "int v = 18446744073709551616u;",
        "1:9: integer literal `18446744073709551616u` is too large to be represented in any integer type",
    );
}

#[test]
fn many_errors_in_one_run() {
    let (_, errs) = run("int a = ;\nint b = ;\nvoid f() { goto *x; goto *y; }\nint c = ;");
    assert_eq!(errs.lines().count(), 5, "{errs}");
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    // The parser recurses once per `else if` link (up to 16384 of them): give it a stack like
    // the driver's compiler thread.
    std::thread::Builder::new().stack_size(512 << 20).spawn(deep_nesting_body).unwrap().join().unwrap();
}

fn deep_nesting_body() {
    let src = format!("int x = {}1{};", "(".repeat(5000), ")".repeat(5000));
    let (_, errs) = run(&src);
    assert!(errs.contains("nesting is deeper than 256 levels"), "{errs}");
    let src = format!("void f() {{ {} }}", "{".repeat(5000) + &"}".repeat(5000));
    let (_, errs) = run(&src);
    assert!(errs.contains("nesting is deeper than 256 levels"), "{errs}");
    // Long else-if chains are fine (a chain is not nesting); endless ones hit the chain limit.
    let chain = |n: usize| format!("void f(int x) {{ if (x == 0) {{}}{} }}", (1..n).map(|i| format!(" else if (x == {i}) {{}}")).collect::<String>());
    let (_, errs) = run(&chain(5000));
    assert_eq!(errs, "");
    let (_, errs) = run(&chain(20_000));
    assert!(errs.contains("longer than 16384 links"), "{errs}");
    // Long left-nested chains are bounded too (later passes recurse over them), by the chain
    // limit, not the nesting limit.
    let (_, errs) = run(&format!("int x = 1{};", " + 1".repeat(5000)));
    assert_eq!(errs, "");
    let (_, errs) = run(&format!("int x = 1{};", " + 1".repeat(100_000)));
    assert!(errs.contains("longer than 16384 links"), "{errs}");
    let (_, errs) = run(&format!("void f() {{ a{}; }}", ", a".repeat(100_000)));
    assert!(errs.contains("longer than 16384 links"), "{errs}");
    let (_, errs) = run(&format!("int x = a{};", "[0]".repeat(100_000)));
    assert!(errs.contains("longer than 16384 links"), "{errs}");
    let src = format!("int {}p;", "*".repeat(100_000));
    let (_, errs) = run(&src);
    assert!(errs.contains("nesting is deeper than 256 levels"), "{errs}");
}

#[test]
fn truncated_inputs_never_panic() {
    let src = "template<class T, int N> struct A : B<T> { T x[N]; A() : x{} {} \
               __device__ T get(int i) const { return i < N ? x[i] : T(); } }; \
               __global__ void k(float* p) { @codegen if (__nvvm_arch >= 70) { p[0] = 1; } \
               auto l = [=](int a) mutable { return a; }; for (auto& e : p) {} \
               k<<<1, 2>>>(p); switch (x) { case 1: break; } try {} catch (...) {} }";
    for i in 0..src.len() {
        if src.is_char_boundary(i) {
            let _ = run(&src[..i]);
        }
    }
}

/// Lex+parse throughput on the file named by `CIRCLEC_PARSE_BENCH` (run in release:
/// `cargo test --release -p circlec-frontend parse::tests::bench -- --ignored --nocapture`).
#[test]
#[ignore]
fn bench() {
    let Ok(path) = std::env::var("CIRCLEC_PARSE_BENCH") else { return };
    let src = std::fs::read_to_string(path).unwrap_or_default();
    let lines = src.lines().count();
    let mut best = (f64::MAX, f64::MAX);
    let iters: usize = std::env::var("CIRCLEC_PARSE_BENCH_ITERS").ok().and_then(|s| s.parse().ok()).unwrap_or(5);
    for _ in 0..iters {
        let mut sm = SourceMap::new();
        let file = sm.add("bench.cu", &src);
        let mut names = Interner::new();
        let mut diags = DiagSink::new();
        let t = std::time::Instant::now();
        let toks = crate::lex::lex(&sm, file, &mut names, &mut diags);
        let lexed = t.elapsed().as_secs_f64();
        let t = std::time::Instant::now();
        let tu = super::parse(&toks, &sm, &mut names, &mut diags);
        let parsed = t.elapsed().as_secs_f64();
        assert!(!diags.has_errors());
        assert!(!tu.top.is_empty());
        if best.0 == f64::MAX {
            println!(
                "tokens {} exprs {} stmts {} decls {} types {} paths {}",
                toks.len(),
                tu.exprs.len(),
                tu.stmts.len(),
                tu.decls.len(),
                tu.types.len(),
                tu.paths.len()
            );
        }
        best = (best.0.min(lexed), best.1.min(parsed));
    }
    println!(
        "{lines} lines: lex {:.1} ms, parse {:.1} ms, lex+parse {:.0} lines/s",
        best.0 * 1e3,
        best.1 * 1e3,
        lines as f64 / (best.0 + best.1)
    );
}

#[test]
fn node_sizes() {
    use crate::ast::*;
    println!(
        "expr {} stmt {} decl {} type {} path {} seg {}",
        std::mem::size_of::<Expr>(),
        std::mem::size_of::<Stmt>(),
        std::mem::size_of::<Decl>(),
        std::mem::size_of::<TypeExpr>(),
        std::mem::size_of::<Path>(),
        std::mem::size_of::<PathSeg>()
    );
}

#[test]
fn unnamed_bit_fields_and_attributes() {
    check(
        "struct F { unsigned a : 3; int : 5; [[nodiscard]] int get() const; }; [[maybe_unused]] static int x; void f() { [[likely]] if (x) {} }",
        r#"
(struct F { (field a 'unsigned int' : 3) (field _ int : 5) (fn get (params) int const)})
(var static x int)
(fn f (params) void (block (if x (block))))
"#,
    );
}

#[test]
fn designated_initializers_are_rejected() {
    check_errors("struct P { int x; }; P p = {.x = 1};", "1:29: designated initializers are not supported");
}

#[test]
fn operator_function_names() {
    check(
        r#"template<class T> struct S { bool operator<(const S&) const; S operator<<(int) const; friend S operator*(S a, S b) { return a; } void* operator new(unsigned long n); void operator delete[](void* p); T* operator->(); operator T*() const; S& operator++(); S operator++(int); bool operator!() const; };"#,
        r#"
(template ((typename T)) (struct S { (fn operator< (params (param _ (ref (const S)))) bool const) (fn operator<< (params (param _ int)) S const) (friend (fn friend operator* (params (param a S) (param b S)) S (block (return a)))) (fn operator new (params (param n 'unsigned long')) (ptr void)) (fn operator delete[] (params (param p (ptr void))) void) (fn operator-> (params) (ptr T)) (fn operator (ptr T) (params) _ const) (fn operator++ (params) (ref S)) (fn operator++ (params (param _ int)) S) (fn operator! (params) bool const)}))
"#,
    );
}

#[test]
fn dependent_template_names() {
    check(
        r#"template<class A> struct R { template<class U> using rebind = R<U>; }; template<class T, class U> using rebind_t = typename T::template rebind<U>;"#,
        r#"
(template ((typename A)) (struct R { (template ((typename U)) (using rebind R<U>))}))
(template ((typename T) (typename U)) (using rebind_t typename T::template rebind<U>))
"#,
    );
}

#[test]
fn codegen_object_in_a_block() {
    check(
        r#"void f() { @codegen int arch = __nvvm_arch; int a[3] = {}; auto p = &a[0]; int b = a[0] < a[1] && a[1] > a[2]; }"#,
        r#"
(fn f (params) void (block (var @codegen arch int = __nvvm_arch) (var a (array int 3) = {}) (var p auto = (& (index a 0))) (var b int = (&& (< (index a 0) (index a 1)) (> (index a 1) (index a 2))))))
"#,
    );
}

#[test]
fn qualified_names_in_template_args() {
    check(
        r#"struct K { static const int v = 1; }; int x = K::v < 2 ? 1 : 0; template<int N> int g(); int y = g<K::v>() + g<(K::v > 0)>();"#,
        r#"
(struct K { (var static v (const int) = 1)})
(var x int = (? (< K::v 2) 1 0))
(template ((nttp N int)) (fn g (params) int))
(var y int = (+ (call g<K::v>) (call g<(paren (> K::v 0))>)))
"#,
    );
}

#[test]
fn function_try_block() {
    check(
        r#"int f(int x) try { return x; } catch (...) { return 0; }"#,
        r#"
(fn f (params (param x int)) int (try (block (return x)) (catch ... (block (return 0)))))
"#,
    );
}

#[test]
fn crtp_and_enable_if() {
    check(
        r#"template<bool B, class T = void> struct enable_if {};
template<class T> struct enable_if<true, T> { typedef T type; };
template<bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template<class T> struct is_int { static constexpr bool value = false; };
template<> struct is_int<int> { static constexpr bool value = true; };
template<class T, enable_if_t<is_int<T>::value, int> = 0> T twice(T x) { return x * 2; }
template<class T> typename enable_if<!is_int<T>::value, T>::type twice(T x) { return x + x; }
template<class Derived> struct Base { void call() { static_cast<Derived*>(this)->impl(); } };
struct D : Base<D> { void impl() {} };"#,
        r#"
(template ((nttp B bool) (typename T = void)) (struct enable_if {}))
(template ((typename T)) (struct enable_if<true, T> { (typedef type T)}))
(template ((nttp B bool) (typename T = void)) (using enable_if_t typename enable_if<B, T>::type))
(template ((typename T)) (struct is_int { (var static constexpr value bool = false)}))
(template () (struct is_int<int> { (var static constexpr value bool = true)}))
(template ((typename T) (nttp _ enable_if_t<is_int<T>::value, int> = 0)) (fn twice (params (param x T)) T (block (return (* x 2)))))
(template ((typename T)) (fn twice (params (param x T)) typename enable_if<(! is_int<T>::value), T>::type (block (return (+ x x)))))
(template ((typename Derived)) (struct Base { (fn call (params) void (block (call (-> (static_cast (ptr Derived) this) impl))))}))
(struct D (bases (Base<D>)) { (fn impl (params) void (block))})
"#,
    );
}

#[test]
fn variadic_templates_and_member_pointers() {
    check(
        r#"template<typename... Args> void log(const char* fmt, Args&&... args) { printf(fmt, static_cast<Args&&>(args)...); }
template<int... Is> struct seq {}; template<class... Ts> struct tuple; template<class T, class... Ts> struct tuple<T, Ts...> : tuple<Ts...> { T head; };
struct A { int x; int get() const { return x; } static A make(); };
int A::* pmx = &A::x; int (A::*pmf)() const = &A::get; int r = (a.*pmf)();"#,
        r#"
(template ((typename ... Args)) (fn log (params (param fmt (ptr (const char))) (param args (rref Args) ...)) void (block (call printf fmt (expand (static_cast (rref Args) args))))))
(template ((nttp ... Is int)) (struct seq {}))
(template ((typename ... Ts)) (struct tuple))
(template ((typename T) (typename ... Ts)) (struct tuple<T, Ts...> (bases (tuple<Ts...>)) { (field head T)}))
(struct A { (field x int) (fn get (params) int const (block (return x))) (fn static make (params) A)})
(var pmx (memptr A int) = (& A::x))
(var pmf (memptr A (fnty (params) int const)) = (& A::get))
(var r int = (call (paren (.* a pmf))))
"#,
    );
}

#[test]
fn lambda_passed_to_kernel_template() {
    check(
        r#"template<class F> __global__ void apply(F f, int n) { int i = threadIdx.x; if (i < n) f(i); }
void run(float* p) { apply<<<1, 128>>>([=] __device__ (int i) { p[i] *= 2.0f; }, 128); }"#,
        r#"
(template ((typename F)) (fn __global__ apply (params (param f F) (param n int)) void (block (var i int = (. threadIdx x)) (if (< i n) (call f i)))))
(fn run (params (param p (ptr float))) void (block (launch apply (1 128) (lambda [=] (params (param i int)) __device__ (block (*= (index p i) 2.0f))) 128)))
"#,
    );
}

#[test]
fn cyclic_using_directives_stay_cheap() {
    let mut src = String::new();
    for i in 0..12 {
        src.push_str(&format!("namespace n{i} {{ }}\n"));
    }
    for i in 0..12 {
        src.push_str(&format!("namespace n{i} {{"));
        for j in 0..12 {
            src.push_str(&format!(" using namespace n{j};"));
        }
        src.push_str(" }\n");
    }
    src.push_str("struct T {}; namespace n0 { void f() { T * x; missing * y; } }");
    let (tree, errs) = run(&src);
    assert_eq!(errs, "");
    assert!(tree.contains("(var x (ptr T))"), "{tree}");
}

#[test]
fn alignment_attributes() {
    check(
        "struct __align__(16) A { float x; }; struct __attribute__((aligned(8), packed)) B { char c; }; \
         __attribute__((aligned(32))) float buf[8]; int __attribute__((unused)) k; __align__(4) char c4[4];",
        r#"
(struct A (alignas 16) { (field x float)})
(struct B (alignas 8) { (field c char)})
(var (alignas 32) buf (array float 8))
(var k int)
(var (alignas 4) c4 (array char 4))
"#,
    );
}

#[test]
fn member_bodies_see_the_complete_class() {
    check(
        "struct List { int sum() const { Node* n = head; int s = 0; while (n) { s += n->v; n = n->next; } return s; } \
         List() : head(nullptr), tail{nullptr} { Node * t = tail; } \
         private: struct Node { int v; Node* next; }; Node* head; Node* tail; };",
        r#"
(struct List { (fn sum (params) int const (block (var n (ptr Node) = head) (var s int = 0) (while n (block (+= s (-> n v)) (= n (-> n next)))) (return s))) (fn List (params) _ (inits (head (paren-init nullptr)) (tail {nullptr})) (block (var t (ptr Node) = tail))) private: (struct Node { (field v int) (field next (ptr Node))}) (field head (ptr Node)) (field tail (ptr Node))})
"#,
    );
    // Errors inside a deferred body are still reported, and parsing resumes after the class.
    check_errors("struct S { void f() { int x = ; } }; int y = ;", "1:31: expected expression, found `;`\n1:46: expected expression, found `;`");
}

#[test]
fn inline_asm_statements() {
    check(
        r#"void f(unsigned r, int a) { asm volatile("mov.u32 %0, %%laneid;" : "=r"(r)); __asm__("add %0, %1" "\n" :: [x] "r"(a) : "memory", "cc"); asm("nop"); }"#,
        r#"(fn f (params (param r 'unsigned int') (param a int)) void (block (asm volatile "mov.u32 %0, %%laneid;" (out "=r" r)) (asm "add %0, %1\n" (in "r" a) (clobber "memory") (clobber "cc")) (asm "nop")))"#,
    );
}

#[test]
fn inline_asm_errors() {
    check_errors(r#"void f() { asm goto("jmp %l0" :::: done); done:; }"#, "1:16: `asm goto` is not supported");
    check_errors(r#"asm(".globl x");"#, "1:1: `asm` at namespace scope (file-scope assembly) is not supported");
    check_errors(r#"void f(int a) { asm("" : "=r" a); }"#, "1:31: expected `(` before the operand's expression, found identifier `a`");
    check_errors(r#"void f(int a) { asm("" : : : : : ); }"#, "1:32: too many `:` in an `asm` statement");
    check_errors("void f() { asm(x); }", "1:16: expected a string literal as the `asm` template, found identifier `x`");
}
