//! Lexer tests: each `check` lexes a snippet and compares a compact rendering of its tokens
//! (`kind:spelling`, with `^` for AT_LINE_START and `_` for SPACE_BEFORE) and its diagnostics.

use super::token::{Keyword, Punct, StrPrefix, TokenFlags, TokenKind};
use super::*;
use crate::source::SourceMap;

fn kind_name(k: TokenKind) -> String {
    match k {
        TokenKind::Ident => "id".into(),
        TokenKind::Keyword(_) => "kw".into(),
        TokenKind::IntLit => "int".into(),
        TokenKind::FloatLit => "float".into(),
        TokenKind::CharLit(p) => format!("char{}", prefix(p)),
        TokenKind::StringLit(p) => format!("str{}", prefix(p)),
        TokenKind::Invalid => "invalid".into(),
        TokenKind::HeaderName => "header".into(),
        TokenKind::Punct(_) => "p".into(),
        TokenKind::AtCodegen => "@codegen".into(),
        TokenKind::AtMeta => "@meta".into(),
        TokenKind::AtIntrospect(k) => k.spelling().into(),
        TokenKind::PragmaUnroll => "pragma-unroll".into(),
        TokenKind::PragmaPack => "pragma-pack".into(),
        TokenKind::Eof => "eof".into(),
    }
}

fn prefix(p: StrPrefix) -> &'static str {
    match p {
        StrPrefix::None => "",
        StrPrefix::Utf8 => "/u8",
        StrPrefix::Utf16 => "/u",
        StrPrefix::Utf32 => "/U",
        StrPrefix::Wide => "/L",
    }
}

/// Lexes `input`; returns the tokens (Eof left out) and the diagnostics as `severity: message`.
fn run(input: &str) -> (String, Vec<String>) {
    let mut sm = SourceMap::new();
    let f = sm.add("t.cu", input);
    let mut names = Interner::new();
    let mut diags = DiagSink::new();
    let toks = lex(&sm, f, &mut names, &mut diags);
    assert_eq!(toks.last().map(|t| t.kind), Some(TokenKind::Eof));
    let mut out = Vec::new();
    for t in &toks[..toks.len() - 1] {
        let mut s = String::new();
        if t.flags.has(TokenFlags::AT_LINE_START) {
            s.push('^');
        }
        if t.flags.has(TokenFlags::SPACE_BEFORE) {
            s.push('_');
        }
        s.push_str(&format!("{}:{}", kind_name(t.kind), names.get(t.text)));
        out.push(s);
    }
    let d = diags
        .diagnostics()
        .iter()
        .map(|d| {
            let loc = sm.location(d.primary.span);
            format!("{:?} {}:{}: {}", d.severity, loc.line, loc.col, d.message)
        })
        .collect();
    (out.join(" "), d)
}

fn check(input: &str, expected: &str) {
    let (toks, d) = run(input);
    assert_eq!(toks, expected, "tokens of {input:?}");
    assert!(d.is_empty(), "unexpected diagnostics for {input:?}: {d:?}");
}

fn check_err(input: &str, expected_diags: &[&str]) {
    let (_, d) = run(input);
    assert_eq!(d, expected_diags, "diagnostics of {input:?}");
}

#[test]
fn identifiers_and_keywords() {
    check("int x_1 = threadIdx;", "^kw:int _id:x_1 _p:= _id:threadIdx p:;");
    check("__global__ void k()", "^kw:__global__ _kw:void _id:k p:( p:)");
    check("$x ünï", "^id:$x _id:ünï");
}

#[test]
fn punctuators() {
    let all = Punct::ALL.iter().map(|p| p.as_str()).collect::<Vec<_>>().join(" ");
    let (toks, d) = run(&all);
    assert!(d.is_empty());
    let expected: Vec<String> = Punct::ALL
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{}p:{}", if i == 0 { "^" } else { "_" }, p.as_str()))
        .collect();
    assert_eq!(toks, expected.join(" "));
    check("a->*b.*c...", "^id:a p:->* id:b p:.* id:c p:...");
    check("k<<<1,2>>>(x)", "^id:k p:<<< int:1 p:, int:2 p:>>> p:( id:x p:)");
    check("a<<=b>>=c<=>d", "^id:a p:<<= id:b p:>>= id:c p:<=> id:d");
    check("x<::y", "^id:x p:< p::: id:y");
    check("<: :> <% %> %: %:%:", "^p:<: _p::> _p:<% _p:%> _p:%: _p:%:%:");
}

#[test]
fn at_keywords() {
    check("@codegen if @meta", "^@codegen:@codegen _kw:if _@meta:@meta");
    check(
        "@enum_count @enum_value @enum_name @type_name @type_string",
        "^@enum_count:@enum_count _@enum_value:@enum_value _@enum_name:@enum_name _@type_name:@type_name _@type_name:@type_string",
    );
    check_err("@foo x", &["Error 1:1: unknown Circle keyword `@foo`"]);
    check_err("a @ b", &["Error 1:3: stray `@` in program"]);
}

#[test]
fn numbers() {
    check(
        "42 0x2Au 0b101 017 1'000'000ull 1.5 1e-3f 0x1p4 .5L 3.",
        "^int:42 _int:0x2Au _int:0b101 _int:017 _int:1'000'000ull _float:1.5 _float:1e-3f \
         _float:0x1p4 _float:.5L _float:3.",
    );
    check_err("08", &["Error 1:1: invalid digit `8` in octal constant"]);
    check_err("x = 0b2;", &["Error 1:5: invalid digit `2` in binary constant"]);
    check_err("1.0q", &["Error 1:1: invalid suffix `q` on floating constant"]);
    check_err("12xyz", &["Error 1:1: invalid suffix `xyz` on integer constant"]);
    let (toks, _) = run("08;");
    assert_eq!(toks, "^invalid:08 p:;");
}

#[test]
fn chars_and_strings() {
    check(
        r#"'a' u8'x' u'b' U'c' L'd' "s\n" u8"x" u"y" U"z" L"w""#,
        r#"^char:'a' _char/u8:u8'x' _char/u:u'b' _char/U:U'c' _char/L:L'd' _str:"s\n" _str/u8:u8"x" _str/u:u"y" _str/U:U"z" _str/L:L"w""#,
    );
    check(
        r#"'\'' '\x41' '\101' "\"\\\?\a\b\f\r\t\v\0" '\u00e9'"#,
        r#"^char:'\'' _char:'\x41' _char:'\101' _str:"\"\\\?\a\b\f\r\t\v\0" _char:'\u00e9'"#,
    );
    check("u 8", "^id:u _int:8");
    check_err("\"abc\nx", &["Error 1:1: unterminated string literal"]);
    check_err("x = 'a;", &["Error 1:5: unterminated character constant"]);
    check_err("''", &["Error 1:1: empty character constant"]);
    check_err(r#""\x""#, &["Error 1:2: `\\x` used with no following hex digits"]);
    check_err(r#""\q""#, &["Warning 1:2: unknown escape sequence `\\q`"]);
    check_err("R\"abc\n)", &["Error 1:1: invalid raw string delimiter"]);
    check_err("R\"d(never closed)\" x", &["Error 1:1: unterminated raw string literal"]);
    let (toks, _) = run(r#"R"(a"b)" x"#);
    assert!(toks.starts_with("^str"), "{toks}");
    assert!(toks.ends_with(r#"R"(a"b)" _id:x"#), "{toks}");
}

#[test]
fn comments_and_layout() {
    check("a // c\n  b /* x */c", "^id:a ^_id:b _id:c");
    check("a /* multi\nline */ b", "^id:a _id:b");
    check_err("a /* never closed", &["Error 1:3: unterminated `/*` comment"]);
    check(
        "#define F(x)\n#define G (x)",
        "^p:# id:define _id:F p:( id:x p:) ^p:# id:define _id:G _p:( id:x p:)",
    );
}

#[test]
fn line_splices() {
    check("in\\\nt x", "^kw:int _id:x");
    check("\"ab\\\ncd\"", "^str:\"abcd\"");
    // Spans point into the original text.
    let mut sm = SourceMap::new();
    let f = sm.add("t.cu", "a \\\n  b");
    let mut names = Interner::new();
    let mut diags = DiagSink::new();
    let toks = lex(&sm, f, &mut names, &mut diags);
    assert_eq!(sm.snippet(toks[1].span), "b");
    assert!(!toks[1].flags.has(TokenFlags::AT_LINE_START));
}

#[test]
fn stray_characters() {
    check_err("a ` b", &["Error 1:3: stray ``` in program"]);
    check_err("a \\ b", &["Error 1:3: stray `\\` in program"]);
}

#[test]
fn keywords_are_interned_by_spelling() {
    let mut sm = SourceMap::new();
    let f = sm.add("t.cu", "while x");
    let mut names = Interner::new();
    let mut diags = DiagSink::new();
    let toks = lex(&sm, f, &mut names, &mut diags);
    assert_eq!(toks[0].kind, TokenKind::Keyword(Keyword::While));
    assert_eq!(names.get(toks[0].text), "while");
    assert_eq!(toks[2].kind, TokenKind::Eof);
}

#[test]
fn fragments() {
    let mut names = Interner::new();
    let mut tables = LexTables::new(&mut names);
    let mut diags = DiagSink::new();
    let span = Span::new(crate::source::FileId(0), 5, 9);
    let toks = lex_str("a##b +=", span, &mut tables, &mut names, &mut diags);
    let kinds: Vec<_> = toks.iter().map(|t| t.kind).collect();
    assert_eq!(
        kinds,
        [
            TokenKind::Ident,
            TokenKind::Punct(Punct::HashHash),
            TokenKind::Ident,
            TokenKind::Punct(Punct::PlusEq)
        ]
    );
    assert!(toks.iter().all(|t| t.span == span));
}

#[test]
fn header_names() {
    let mut sm = SourceMap::new();
    let f = sm.add("t.cu", "#include <cuda/std.h>\nx");
    let mut names = Interner::new();
    let mut tables = LexTables::new(&mut names);
    let mut diags = DiagSink::new();
    let mut lx = Lexer::new(&sm, f);
    lx.next(&mut tables, &mut names, &mut diags);
    lx.next(&mut tables, &mut names, &mut diags);
    let h = lx.header_name(&mut names).unwrap();
    assert_eq!(h.kind, TokenKind::HeaderName);
    assert_eq!(names.get(h.text), "<cuda/std.h>");
    let x = lx.next(&mut tables, &mut names, &mut diags);
    assert!(x.flags.has(TokenFlags::AT_LINE_START));
}

#[test]
fn spelling_cache_keeps_names_apart() {
    let mut names = Interner::new();
    let mut tables = LexTables::new(&mut names);
    let words: Vec<String> = (0..5000)
        .map(|i| match i % 4 {
            0 => format!("x{i}"),
            1 => format!("a_rather_long_identifier_number_{i}"),
            2 => format!("{i}"),
            _ => "y".repeat(i % 40 + 1),
        })
        .collect();
    let first: Vec<_> = words.iter().map(|w| tables.intern(&mut names, w)).collect();
    for (w, n) in words.iter().zip(&first) {
        assert_eq!(names.get(*n), w);
        assert_eq!(tables.intern(&mut names, w), *n);
    }
}
