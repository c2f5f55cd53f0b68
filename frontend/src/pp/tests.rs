//! Preprocessor tests: each `check` preprocesses a main file (with extra files available to
//! `#include`) and compares the rendered output and the diagnostics (`severity line:col: message`).

use super::*;
use crate::diag::Severity;

struct MapLoader(Vec<(&'static str, &'static str)>);

impl FileLoader for MapLoader {
    fn load(&self, path: &str) -> Option<String> {
        self.0.iter().find(|(p, _)| *p == path).map(|(_, t)| t.to_string())
    }
}

fn run_with(input: &str, files: &[(&'static str, &'static str)], opts: &PpOptions) -> (String, Vec<String>) {
    let mut sm = SourceMap::new();
    let main = sm.add("main.cu", input);
    let mut names = Interner::new();
    let mut diags = DiagSink::new();
    let loader = MapLoader(files.to_vec());
    let toks = preprocess(main, opts, &loader, &mut sm, &mut names, &mut diags);
    assert_eq!(toks.last().map(|t| t.kind), Some(TokenKind::Eof));
    let text = render_tokens(&toks, &names);
    let d = diags
        .diagnostics()
        .iter()
        .map(|d| {
            let loc = sm.location(d.primary.span);
            let sev = match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::Note => "note",
            };
            format!("{sev} {}:{}:{}: {}", loc.file, loc.line, loc.col, d.message)
        })
        .collect();
    (text, d)
}

fn run(input: &str) -> (String, Vec<String>) {
    run_with(input, &[], &PpOptions::default())
}

/// Checks the output (lines trimmed, joined by `|`) and that there are no diagnostics.
fn check(input: &str, expected: &str) {
    let (text, d) = run(input);
    assert_eq!(text.trim_end().replace('\n', "|"), expected, "output of {input:?}");
    assert!(d.is_empty(), "unexpected diagnostics for {input:?}: {d:?}");
}

/// Checks the diagnostics.
fn check_diags(input: &str, expected: &[&str]) {
    let (_, d) = run(input);
    assert_eq!(d, expected, "diagnostics of {input:?}");
}

#[test]
fn passes_tokens_through() {
    check("int x = 1;\nfloat y;", "int x = 1;|float y;");
    check("#define X 1 \\\r\n + 2\r\nint a = X;\r\n", "int a = 1 + 2;");
    check("\u{feff}int bom;", "int bom;");
    check("", "");
}

#[test]
fn object_like_macros() {
    check("#define N 42\nint a[N];", "int a[42];");
    check("#define A B\n#define B 1 + A\nA", "1 + A");
    check("#define EMPTY\nEMPTY int x;", "int x;");
    check("#define X 1\n#undef X\nX", "X");
}

#[test]
fn function_like_macros() {
    check("#define F(a, b) a + b\nF(1, 2)", "1 + 2");
    check("#define F(a) [a]\nF((1, 2))", "[(1, 2)]");
    check("#define F(a) a\n#define G F\nG(3)", "3");
    check("#define F(x) x\nF\n(1)", "1");
    check("#define F(x) x\nF + 1", "F + 1");
    check("#define F() z\nF()", "z");
    check("#define f(x) x f\nf(1)(2)", "1 f(2)");
    check("#define F(x) #x\nF(a  +   \"b\\n\")", "\"a + \\\"b\\\\n\\\"\"");
    check(
        "#define CAT(a, b) a ## b\nCAT(x, y) CAT(, y) CAT(x, ) CAT(1, 2)",
        "xy y x 12",
    );
    check("#define CAT(a, b) a ## b\n#define XY done\nCAT(X, Y)", "done");
    check("#define V(...) f(__VA_ARGS__)\nV() V(1) V(1, 2)", "f() f(1) f(1, 2)");
    check(
        "#define L(fmt, ...) p(fmt, ## __VA_ARGS__)\nL(a) L(a, b)",
        "p(a) p(a, b)",
    );
    check(
        "#define O(a, ...) g(a __VA_OPT__(,) __VA_ARGS__)\nO(1) O(1, 2)",
        "g(1) g(1, 2)",
    );
    check("#define ID(x) x\n#define TWO 2\nID(TWO)", "2");
    check("#define F(x) x\nF(\n1\n)", "1");
    check("#define HH # ## #\n#define S(a) #a\n#define X(a) S(a)\nX(x HH y)", "\"x ## y\"");
    check("#define E\n#define F(...) f(0 __VA_OPT__(,) __VA_ARGS__)\nF(E)", "f(0)");
    // A newline inside a comment does not end the directive.
    check("#define P(a) ( /* x\n */ a )\nP(1)", "( 1 )");
}

#[test]
fn macro_errors() {
    check_diags(
        "#define F(a, b) a\nF(1)",
        &["error main.cu:2:1: macro `F` takes 2 arguments, but 1 were given"],
    );
    check_diags(
        "#define F(a) a\nF(1",
        &["error main.cu:2:1: unterminated argument list invoking macro `F`"],
    );
    check_diags(
        "#define P(a, b) a ## b\nP(+, /)",
        &["error main.cu:2:1: pasting `+` and `/` does not give a valid token"],
    );
    check_diags(
        "#define S(a) #b\n",
        &["error main.cu:1:14: `#` is not followed by a macro parameter"],
    );
    check_diags(
        "#define S(a) ## a\n",
        &["error main.cu:1:14: `##` cannot appear at the start of a macro body"],
    );
    check_diags("#define\n", &["error main.cu:1:8: macro name missing in `#define`"]);
    check_diags(
        "#define 3 x\n",
        &["error main.cu:1:9: macro name must be an identifier"],
    );
    check_diags(
        "#define F(a, a) a\n",
        &["error main.cu:1:14: duplicate macro parameter `a`"],
    );
    check_diags(
        "#define X 1\n#define X 2\n",
        &["warning main.cu:2:9: macro `X` redefined"],
    );
    check_diags("#define X 1\n#define X 1\n", &[]);
}

#[test]
fn spans_of_expanded_tokens() {
    let mut sm = SourceMap::new();
    let main = sm.add("main.cu", "#define F(x) (x + 1)\nint y = F(z);");
    let mut names = Interner::new();
    let mut diags = DiagSink::new();
    let toks = preprocess(
        main,
        &PpOptions::default(),
        &MapLoader(vec![]),
        &mut sm,
        &mut names,
        &mut diags,
    );
    let paren = toks.iter().find(|t| t.kind.is_punct(Punct::LParen)).unwrap();
    assert!(paren.flags.has(TokenFlags::FROM_MACRO));
    assert_eq!(sm.snippet(paren.span), "F");
    let z = toks.iter().find(|t| names.get(t.text) == "z").unwrap();
    assert_eq!(sm.snippet(z.span), "z");
}

#[test]
fn recursion_is_bounded() {
    check("#define a a b\na", "a b");
    check("#define f(x) g(x)\n#define g(x) f(x)\nf(1)", "f(1)");
    let (_, d) = run("#define A B B B B B B B B\n#define B C C C C C C C C\n#define C D D D D D D D D\n\
                      #define D E E E E E E E E\n#define E F F F F F F F F\n#define F G G G G G G G G\n\
                      #define G H H H H H H H H\n#define H I I I I I I I I\n#define I x x x x x x x x\nA A A A A A A A A A A A A A A A A A A A\n");
    assert!(
        d.iter().any(|m| m.contains("macro expansion produced more than")),
        "{d:?}"
    );
}

#[test]
fn conditionals() {
    check("#if 1\na\n#else\nb\n#endif", "a");
    check("#if 0\na\n#elif 2 > 1\nb\n#else\nc\n#endif", "b");
    check("#if 0\na\n#elif 0\nb\n#else\nc\n#endif", "c");
    check("#define X\n#ifdef X\na\n#endif\n#ifndef X\nb\n#endif", "a");
    check("#if defined(X) || defined Y\na\n#else\nb\n#endif", "b");
    check("#if 0\n#if 1\nx\n#else\ny\n#endif\nz\n#endif\nw", "w");
    check("#if 0\ndon't care about 'this\n#error not reached\n#endif\nok", "ok");
    check("#if 1\na\n#elif 1/0\nb\n#endif", "a");
    check(
        "#if __cplusplus >= 201703L && __CUDACC__ && __circle__\nyes\n#endif",
        "yes",
    );
    check("#define F(x) (x * 2)\n#if F(3) == 6\nyes\n#endif", "yes");
}

#[test]
fn expressions() {
    let cases = [
        ("1 + 2 * 3 == 7", true),
        ("(1 ? 2 : 0) == 2", true),
        ("-1 < 0", true),
        ("-1 < 0u", false),
        ("0xFFFFFFFFFFFFFFFF == -1", true),
        ("(1 << 62) > 0", true),
        ("10 / 3 == 3 && 10 % 3 == 1", true),
        ("~0 == -1", true),
        ("!0 && !!5", true),
        ("(2 ^ 3) == 1 && (6 & 3) == 2 && (4 | 1) == 5", true),
        ("'a' == 97 && '\\n' == 10", true),
        ("true && !false", true),
        ("undefined_name", false),
        ("0 || 0 ? 1 : 0", false),
        ("1'000 == 1000", true),
        ("18446744073709551615u / 2 > 0", true),
        ("(0, 1)", true),
        ("0 && (1 / 0)", false),
    ];
    for (e, want) in cases {
        let (text, d) = run(&format!("#if {e}\nyes\n#else\nno\n#endif"));
        assert!(d.is_empty(), "{e}: {d:?}");
        assert_eq!(text.trim(), if want { "yes" } else { "no" }, "#if {e}");
    }
    check_diags(
        "#if 1 / 0\n#endif",
        &["error main.cu:1:7: division by zero in preprocessor expression"],
    );
    check_diags("#if\n#endif", &["error main.cu:1:2: `#if` with no expression"]);
    check_diags(
        "#if 1 +\n#endif",
        &["error main.cu:1:7: expected a value at the end of the expression"],
    );
    check_diags(
        "#if (1\n#endif",
        &["error main.cu:1:6: expected `)` in preprocessor expression"],
    );
    check_diags(
        "#if 1 2\n#endif",
        &["error main.cu:1:7: missing binary operator before `2`"],
    );
    check_diags(
        "#if 1.5\n#endif",
        &["error main.cu:1:5: floating constant in preprocessor expression"],
    );
}

#[test]
fn deep_nesting_is_bounded() {
    let deep = format!("#if {}1{}\nx\n#endif\n", "(".repeat(5000), ")".repeat(5000));
    let (_, d) = run(&deep);
    assert_eq!(d.len(), 1);
    assert!(d[0].contains("nested more than 256 levels"), "{d:?}");
    let (_, d) = run(&format!("#if {}1\n#endif\n", "-".repeat(5000)));
    assert_eq!(d.len(), 1);
    let (_, d) = run(&format!("#if {}1\n#endif\n", "1 ? 1 : ".repeat(5000)));
    assert_eq!(d.len(), 1);
    // Nested invocations: argument pre-expansion recurses, up to the context bound.
    let calls = format!("#define F(x) x\n{}1{}\n", "F(".repeat(2000), ")".repeat(2000));
    let (_, d) = run(&calls);
    assert!(!d.is_empty() && d.iter().all(|m| m.contains("nested more than")), "{d:?}");
}

#[test]
fn conditional_errors() {
    check_diags("#if 1\nx\n", &["error main.cu:1:2: unterminated conditional directive"]);
    check_diags("#endif\n", &["error main.cu:1:2: `#endif` without `#if`"]);
    check_diags("#else\n", &["error main.cu:1:2: `#else` without `#if`"]);
    check_diags(
        "#if 1\n#else\n#else\n#endif",
        &["error main.cu:3:2: `#else` after `#else`"],
    );
    check_diags(
        "#if 0\n#else\n#elif 1\n#endif",
        &["error main.cu:3:2: `#elif` after `#else`"],
    );
    check_diags("#ifdef\n#endif", &["error main.cu:1:7: `#ifdef` needs a macro name"]);
    check_diags(
        "#ifdef X Y\n#endif",
        &["warning main.cu:1:10: extra tokens at end of `#ifdef` directive"],
    );
    check_diags("#foo\n", &["error main.cu:1:2: unknown preprocessing directive `#foo`"]);
}

#[test]
fn cuda_arch_warns() {
    let (text, d) = run("#ifdef __CUDA_ARCH__\ndevice\n#else\nhost\n#endif\n#if __CUDA_ARCH__ >= 700\nnew\n#endif");
    assert_eq!(text.trim(), "host");
    assert_eq!(
        d,
        [
            "warning main.cu:1:8: `__CUDA_ARCH__` is never defined by circlec",
            "warning main.cu:6:5: `__CUDA_ARCH__` is never defined by circlec",
        ]
    );
    let (_, d) = run("#if defined(__CUDA_ARCH__)\n#endif");
    assert_eq!(d.len(), 1);
}

#[test]
fn includes() {
    let files = [
        ("inc/a.h", "#pragma once\nint a;\n#include \"b.h\""),
        ("inc/b.h", "int b;"),
        ("sys/c.h", "int c;"),
        ("self.h", "#include \"self.h\"\n"),
        ("twice.h", "#include \"twice.h\"\n#include \"twice.h\"\n"),
        // 64 * 64 * 64 includes: more than the bound on files entered.
        ("fan.h", "#include \"fan2.h\"\n".repeat(64).leak()),
        ("fan2.h", "#include \"fan3.h\"\n".repeat(64).leak()),
        ("fan3.h", "#include \"sys/c.h\"\n".repeat(64).leak()),
    ];
    let opts = PpOptions {
        include_dirs: vec!["inc".into()],
        system_dirs: vec!["sys".into()],
        ..Default::default()
    };
    let (text, d) = run_with(
        "#include \"a.h\"\n#include <a.h>\n#include <c.h>\nint m;",
        &files,
        &opts,
    );
    assert!(d.is_empty(), "{d:?}");
    assert_eq!(text.trim_end().replace('\n', "|"), "int a;|int b;|int c;|int m;");
    let (_, d) = run_with("#include \"missing.h\"\n", &files, &opts);
    assert_eq!(d, ["error main.cu:1:10: cannot find include file `\"missing.h\"`"]);
    let (_, d) = run_with("#include \"self.h\"\n", &files, &opts);
    assert_eq!(d.len(), 1);
    assert!(
        d[0].starts_with("error self.h:1:10: `#include` nested more than 200 levels deep"),
        "{d:?}"
    );
    let (text, _) = run_with(
        "#if __has_include(<c.h>) && !__has_include(\"nope.h\")\nyes\n#endif",
        &files,
        &opts,
    );
    assert_eq!(text.trim(), "yes");
    let (_, d) = run_with("#include \"twice.h\"\n", &files, &opts);
    assert_eq!(d.len(), 1, "{d:?}");
    let (_, d) = run_with("#include \"fan.h\"\n", &files, &opts);
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(d[0].contains("more than 65536 `#include`s"), "{d:?}");
    let (text, _) = run_with("#define H <c.h>\n#include H\n", &files, &opts);
    assert_eq!(text.trim(), "int c;");
}

#[test]
fn other_directives() {
    check_diags(
        "#error stop it now, don't\n",
        &["error main.cu:1:2: #error stop it now, don't"],
    );
    check_diags("#warning careful\n", &["warning main.cu:1:2: #warning careful"]);
    // Loop pragmas go on to the parser (printed back as directives); other pragmas vanish.
    check("#pragma once\n#pragma omp parallel\nx _Pragma(\"weak y\") y", "x y");
    check(
        "#pragma unroll\nfor\n#pragma unroll TM\nwhile x _Pragma(\"unroll 4\") y\n#pragma nounroll\ndo",
        "#pragma unroll|for|#pragma unroll ( TM )|while x|#pragma unroll ( 4 )|y|#pragma nounroll|do",
    );
    check("#define TILE (2 * 2)\n#pragma unroll TILE\nfor", "#pragma unroll ( (2 * 2) )|for");
    check("__LINE__\n#line 100 \"foo.cu\"\n__LINE__ __FILE__", "1|100 \"foo.cu\"");
    check("__COUNTER__ __COUNTER__ __FILE__", "0 1 \"main.cu\"");
    check(
        "#define X 1\n#pragma push_macro(\"X\")\n#undef X\n#define X 2\nX\n#pragma pop_macro(\"X\")\nX\n\
         #pragma push_macro(\"Y\")\n#define Y 3\n#pragma pop_macro(\"Y\")\nY",
        "2|1|Y",
    );
    check_diags("#line x\n", &["error main.cu:1:7: `x` is not a valid line number"]);
    let (_, d) = run("#line 20 \"f.cu\"\n#error here\n");
    assert_eq!(d, ["error f.cu:20:2: #error here"]);
}

#[test]
fn command_line_macros() {
    let opts = PpOptions {
        defines: vec!["A".into(), "B=2+3".into(), "C=1".into()],
        undefines: vec!["C".into()],
        ..Default::default()
    };
    let (text, d) = run_with("A B C", &[], &opts);
    assert!(d.is_empty());
    assert_eq!(text.trim(), "1 2+3 C");
}

#[test]
fn render_keeps_lines_and_separates_tokens() {
    check("#define P +\na P+b\n  c", "a + +b|c");
}

/// Throughput of lexing alone and of preprocessing, on the file named by `CIRCLEC_PP_BENCH`:
/// `CIRCLEC_PP_BENCH=big.cu cargo test --release -p circlec-frontend pp_throughput -- --ignored --nocapture`
#[test]
#[ignore]
fn pp_throughput() {
    let Ok(path) = std::env::var("CIRCLEC_PP_BENCH") else { return };
    let text = std::fs::read_to_string(&path).unwrap();
    let lines = text.lines().count() as f64;
    let mut sm = SourceMap::new();
    let main = sm.add(&path, &text);
    for _ in 0..3 {
        let mut names = Interner::new();
        let mut diags = DiagSink::new();
        let t = std::time::Instant::now();
        let toks = crate::lex::lex(&sm, main, &mut names, &mut diags);
        let lex = t.elapsed().as_secs_f64();
        let mut names = Interner::new();
        let t = std::time::Instant::now();
        let toks2 = preprocess(main, &PpOptions::default(), &MapLoader(vec![]), &mut sm, &mut names, &mut diags);
        let pp = t.elapsed().as_secs_f64();
        println!(
            "lex: {} tokens, {:.0} lines/s; preprocess: {} tokens, {:.0} lines/s",
            toks.len(),
            lines / lex,
            toks2.len(),
            lines / pp
        );
    }
}

/// Random soups of directive and macro fragments: the preprocessor must neither panic nor hang,
/// and always end the stream with `Eof`.
#[test]
fn random_input_never_panics() {
    const PIECES: &[&str] = &[
        "#define F(x, ...) x ## __VA_ARGS__ #x\n", "#define G F(G, G)\n", "#define H(a) a(", "#if ",
        "#elif ", "#else\n", "#endif\n", "#ifdef F\n", "#undef F\n", "#include \"r.h\"\n", "#include <",
        "#line ", "#error x\n", "#pragma once\n", "F(", "G", "H(H)", ")", "(", ",", "1", "0x", "/", "0",
        "defined", "__VA_OPT__(", "'", "\"", "\\\n", "/*", "*/", "\n", " ", "##", "#", "_Pragma(", "__LINE__",
        "__has_include(", "__CUDA_ARCH__", "?", ":", "&&", "-", "<<", "@", "`", "\u{e9}", "\r\n",
    ];
    let files = [("r.h", "#include \"r.h\"\nF(1)\n")];
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    for _ in 0..300 {
        let mut text = String::new();
        for _ in 0..60 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            text.push_str(PIECES[(seed % PIECES.len() as u64) as usize]);
        }
        let mut sm = SourceMap::new();
        let main = sm.add("main.cu", &text);
        let mut names = Interner::new();
        let mut diags = DiagSink::new();
        let toks = preprocess(main, &PpOptions::default(), &MapLoader(files.to_vec()), &mut sm, &mut names, &mut diags);
        assert_eq!(toks.last().map(|t| t.kind), Some(TokenKind::Eof), "{text:?}");
        let _ = render_tokens(&toks, &names);
    }
}
