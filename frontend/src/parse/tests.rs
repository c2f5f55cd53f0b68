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
