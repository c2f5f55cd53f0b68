//! Directives other than conditionals and includes: `#define`, `#undef`,
//! `#line` (and GNU line markers `# 33 "file"`), `#error`, `#warning`, `#pragma`. Each reads
//! the rest of its line from the current file; none looks past it.

use super::diags;
use super::macros::{MacroDef, NOT_PARAM};
use super::Preprocessor;
use crate::diag::Diagnostic;
use crate::lex::token::{Punct, StrPrefix, Token, TokenFlags, TokenKind};
use crate::source::Span;

fn is_name(t: &Token) -> bool {
    matches!(t.kind, TokenKind::Ident | TokenKind::Keyword(_))
}

impl Preprocessor<'_> {
    /// Handles the directive introduced by `hash` (a `#` at the start of a line).
    pub(super) fn directive(&mut self, hash: Token) {
        let Some(name) = self.line_token() else {
            return; // The null directive.
        };
        if name.kind == TokenKind::IntLit {
            self.line_directive(hash, Some(name));
            return;
        }
        if !is_name(&name) {
            self.unknown_directive(name);
            return;
        }
        let n = name.text;
        let pn = &self.n;
        if n == pn.define {
            self.define_directive(name);
        } else if n == pn.undef {
            self.undef_directive(name);
        } else if n == pn.include || n == pn.import {
            self.include_directive(name, false);
        } else if n == pn.include_next {
            self.include_directive(name, true);
        } else if n == pn.if_ || n == pn.ifdef || n == pn.ifndef {
            self.if_directive(hash, name);
        } else if n == pn.elif {
            self.elif_directive(hash, name);
        } else if n == pn.else_ {
            self.else_directive(hash, name);
        } else if n == pn.endif {
            self.endif_directive(hash, name);
        } else if n == pn.line {
            self.line_directive(hash, None);
        } else if n == pn.error || n == pn.warning {
            self.message_directive(name, n == pn.error);
        } else if n == pn.pragma {
            self.pragma_directive();
        } else {
            self.unknown_directive(name);
        }
    }

    fn unknown_directive(&mut self, name: Token) {
        let spelling = self.text(name.text).to_string();
        self.diags.push(
            Diagnostic::error(
                diags::UNKNOWN_DIRECTIVE,
                name.span,
                format!("unknown preprocessing directive `#{spelling}`"),
            )
            .with_label("not a directive circlec knows")
            .with_note(
                "the directives are #define, #undef, #include, #if, #ifdef, #ifndef, #elif, \
                 #else, #endif, #line, #error, #warning and #pragma",
            ),
        );
        self.skip_line();
    }

    /// Warns about tokens after a directive that takes none (or no more), and skips them.
    pub(super) fn end_of_directive(&mut self, directive: Token) {
        if let Some(extra) = self.line_token() {
            let what = self.text(directive.text).to_string();
            self.diags.push(
                Diagnostic::warning(
                    diags::EXTRA_TOKENS,
                    extra.span,
                    format!("extra tokens at end of `#{what}` directive"),
                )
                .with_label("ignored")
                .with_note("remove them, or make them a comment"),
            );
            self.skip_line();
        }
    }

    fn malformed(&mut self, span: Span, message: String, label: &str) {
        self.diags
            .push(Diagnostic::error(diags::MALFORMED_DIRECTIVE, span, message).with_label(label.to_string()));
        self.skip_line();
    }

    /// `#define NAME body` / `#define NAME(params) body`
    fn define_directive(&mut self, directive: Token) {
        let Some(name) = self.line_token() else {
            self.malformed(
                directive.span.end(),
                "macro name missing in `#define`".into(),
                "expected a name here",
            );
            return;
        };
        if !is_name(&name) {
            self.malformed(
                name.span,
                "macro name must be an identifier".into(),
                "not an identifier",
            );
            return;
        }
        if name.text == self.n.defined {
            self.malformed(
                name.span,
                "`defined` cannot be used as a macro name".into(),
                "reserved in `#if`",
            );
            return;
        }
        let mut params = Vec::new();
        let mut variadic = false;
        let mut function_like = false;
        let mut next = self.line_token();
        if let Some(t) = next {
            if t.kind.is_punct(Punct::LParen) && !t.flags.has(TokenFlags::SPACE_BEFORE) {
                function_like = true;
                if !self.macro_params(&mut params, &mut variadic, t) {
                    return;
                }
                next = self.line_token();
            }
        }
        let mut body: Vec<Token> = Vec::new();
        if let Some(t) = next {
            body.push(t);
            body.extend(self.rest_of_line());
        }
        let mut param_of = vec![NOT_PARAM; body.len()];
        for (i, t) in body.iter().enumerate() {
            if !is_name(t) {
                continue;
            }
            if let Some(p) = params.iter().position(|&p| p == t.text) {
                param_of[i] = p as u16;
            } else if (t.text == self.n.va_args || t.text == self.n.va_opt) && !variadic {
                let what = self.text(t.text).to_string();
                self.diags.push(
                    Diagnostic::error(
                        diags::MALFORMED_DIRECTIVE,
                        t.span,
                        format!("`{what}` can only appear in the body of a variadic macro"),
                    )
                    .with_label("in a macro without `...`")
                    .with_note("add `...` to the parameter list"),
                );
            }
        }
        // `#` must name a parameter; `##` cannot start or end the body.
        for (i, t) in body.iter().enumerate() {
            if function_like && t.kind.is_punct(Punct::Hash) {
                let ok = param_of.get(i + 1).is_some_and(|&p| p != NOT_PARAM)
                    || body.get(i + 1).is_some_and(|n| n.text == self.n.va_opt);
                if !ok {
                    self.diags.push(
                        Diagnostic::error(
                            diags::INVALID_STRINGIZE,
                            t.span,
                            "`#` is not followed by a macro parameter",
                        )
                        .with_label("`#` must name a parameter to turn into a string"),
                    );
                    return;
                }
            }
            if t.kind.is_punct(Punct::HashHash) && (i == 0 || i + 1 == body.len()) {
                self.diags.push(
                    Diagnostic::error(
                        diags::INVALID_PASTE,
                        t.span,
                        format!(
                            "`##` cannot appear at the {} of a macro body",
                            if i == 0 { "start" } else { "end" }
                        ),
                    )
                    .with_label("nothing to paste with on this side"),
                );
                return;
            }
        }
        let def = MacroDef {
            name: name.text,
            function_like,
            params,
            variadic,
            body,
            param_of,
            def_span: Some(name.span),
            builtin: None,
        };
        if let Some(prev) = self.macros.lookup(name.text) {
            let prev = self.macros.get(prev);
            if !same_definition(&prev, &def) {
                let mut d = Diagnostic::warning(
                    diags::MACRO_REDEFINED,
                    name.span,
                    format!("macro `{}` redefined", self.text(name.text)),
                )
                .with_label("new definition")
                .with_note("`#undef` it first if the change is intended");
                if let Some(s) = prev.def_span {
                    d = d.with_secondary(s, "previous definition");
                }
                self.diags.push(d);
            }
        }
        self.macros.define(def);
    }

    /// The parameter list after `(`; false (reported, line skipped) when malformed.
    fn macro_params(&mut self, params: &mut Vec<crate::intern::Name>, variadic: &mut bool, open: Token) -> bool {
        let mut last = open;
        loop {
            let Some(t) = self.line_token() else {
                self.malformed(
                    last.span.end(),
                    "missing `)` in macro parameter list".into(),
                    "expected `)`",
                );
                return false;
            };
            if t.kind.is_punct(Punct::RParen) && params.is_empty() && !*variadic {
                return true;
            }
            if t.kind.is_punct(Punct::Ellipsis) {
                *variadic = true;
                params.push(self.n.va_args);
            } else if is_name(&t) {
                if t.text == self.n.va_args {
                    self.malformed(
                        t.span,
                        "`__VA_ARGS__` cannot be a parameter name".into(),
                        "write `...` instead",
                    );
                    return false;
                }
                if params.contains(&t.text) {
                    let p = self.text(t.text).to_string();
                    self.malformed(
                        t.span,
                        format!("duplicate macro parameter `{p}`"),
                        "already a parameter",
                    );
                    return false;
                }
                params.push(t.text);
                let Some(n) = self.line_token() else {
                    self.malformed(
                        t.span.end(),
                        "missing `)` in macro parameter list".into(),
                        "expected `)`",
                    );
                    return false;
                };
                if n.kind.is_punct(Punct::Ellipsis) {
                    *variadic = true; // GNU named variadic parameter: `args...`
                } else if n.kind.is_punct(Punct::Comma) {
                    last = n;
                    continue;
                } else if n.kind.is_punct(Punct::RParen) {
                    return true;
                } else {
                    self.malformed(
                        n.span,
                        "expected `,` or `)` in macro parameter list".into(),
                        "unexpected token",
                    );
                    return false;
                }
            } else {
                self.malformed(
                    t.span,
                    "expected a parameter name in macro parameter list".into(),
                    "not an identifier",
                );
                return false;
            }
            // After `...`: only `)`.
            match self.line_token() {
                Some(c) if c.kind.is_punct(Punct::RParen) => return true,
                Some(c) => {
                    self.malformed(
                        c.span,
                        "expected `)` after `...` in macro parameter list".into(),
                        "`...` must come last",
                    );
                    return false;
                }
                None => {
                    self.malformed(
                        t.span.end(),
                        "missing `)` in macro parameter list".into(),
                        "expected `)`",
                    );
                    return false;
                }
            }
        }
    }

    fn undef_directive(&mut self, directive: Token) {
        let Some(name) = self.line_token() else {
            self.malformed(
                directive.span.end(),
                "macro name missing in `#undef`".into(),
                "expected a name here",
            );
            return;
        };
        if !is_name(&name) {
            self.malformed(
                name.span,
                "macro name must be an identifier".into(),
                "not an identifier",
            );
            return;
        }
        self.macros.undefine(name.text);
        self.end_of_directive(directive);
    }

    /// `#line N "file"`, or GNU's `# N "file" flags` when `number` is given.
    fn line_directive(&mut self, hash: Token, number: Option<Token>) {
        let mut toks = Vec::new();
        toks.extend(number);
        toks.extend(self.rest_of_line());
        if number.is_none() {
            toks = self.expand_barrier(toks);
        }
        let Some(first) = toks.first().copied() else {
            self.diags.push(
                Diagnostic::error(diags::INVALID_LINE_DIRECTIVE, hash.span, "`#line` needs a line number")
                    .with_label("expected a number after `#line`"),
            );
            return;
        };
        let digits = self.text(first.text);
        let line = if first.kind == TokenKind::IntLit && digits.bytes().all(|b| b.is_ascii_digit()) {
            digits.parse::<u32>().ok().filter(|&n| n > 0 || number.is_some())
        } else {
            None
        };
        let Some(line) = line else {
            self.diags.push(
                Diagnostic::error(
                    diags::INVALID_LINE_DIRECTIVE,
                    first.span,
                    format!("`{digits}` is not a valid line number"),
                )
                .with_label("expected a positive decimal number")
                .with_note("`#line` takes a number from 1 to 4294967295, then optionally a file name"),
            );
            return;
        };
        let mut name = None;
        if let Some(t) = toks.get(1) {
            if t.kind == TokenKind::StringLit(StrPrefix::None) {
                let s = self.text(t.text);
                name = Some(unescape_simple(&s[1..s.len() - 1]));
            } else if number.is_none() {
                let shown = self.text(t.text).to_string();
                self.diags.push(
                    Diagnostic::error(
                        diags::INVALID_LINE_DIRECTIVE,
                        t.span,
                        format!("invalid file name `{shown}` in `#line`"),
                    )
                    .with_label("expected a string literal"),
                );
                return;
            }
        }
        self.sm
            .add_line_directive(hash.span.file, hash.span.lo, line, name.as_deref());
    }

    /// `#error text` and `#warning text`; the text is taken as written.
    fn message_directive(&mut self, directive: Token, is_error: bool) {
        if let Some(f) = self.files.last_mut() {
            f.lexer.quiet = true;
        }
        let toks = self.rest_of_line();
        if let Some(f) = self.files.last_mut() {
            f.lexer.quiet = false;
        }
        let text = match (toks.first(), toks.last()) {
            (Some(a), Some(b)) if a.span.file == b.span.file => self.sm.snippet(a.span.to(b.span)).to_string(),
            _ => String::new(),
        };
        let span = directive.span;
        let d = if is_error {
            Diagnostic::error(diags::ERROR_DIRECTIVE, span, format!("#error {text}")).with_label("`#error` directive")
        } else {
            Diagnostic::warning(diags::WARNING_DIRECTIVE, span, format!("#warning {text}"))
                .with_label("`#warning` directive")
        };
        self.diags.push(d);
    }

    /// `#pragma once`, `push_macro`/`pop_macro`, the loop pragmas and `pack` (passed on to the
    /// parser); every other pragma is dropped silently.
    fn pragma_directive(&mut self) {
        let toks = self.rest_of_line();
        if let Some(first) = toks.first() {
            if let Some(spelling) = super::pragma_unroll::loop_pragma_word(self.text(first.text)) {
                let span = first.span;
                self.emit_loop_pragma(spelling, span, toks[1..].to_vec());
                return;
            }
            if self.text(first.text) == "pack" {
                // The arguments macro-expanded (`#pragma pack(push, PACK_N)`), then spelled out.
                let span = first.span;
                let args = self.expand_barrier(toks[1..].to_vec());
                let inner: String = args.iter().map(|t| self.text(t.text).to_string()).collect::<Vec<_>>().join("");
                self.emit_pack_pragma(&inner, span);
                return;
            }
        }
        if toks.len() == 1 && toks[0].text == self.n.once {
            if let Some(f) = self.files.last() {
                self.pragma_once.insert(f.lexer.file());
            }
            return;
        }
        // `#pragma push_macro("NAME")` / `#pragma pop_macro("NAME")`, as real headers use them.
        if let [op, open, name, close] = toks.as_slice() {
            let push = self.text(op.text) == "push_macro";
            let pop = self.text(op.text) == "pop_macro";
            if (push || pop)
                && open.kind.is_punct(Punct::LParen)
                && close.kind.is_punct(Punct::RParen)
                && name.kind == TokenKind::StringLit(StrPrefix::None)
            {
                let quoted = self.text(name.text).to_string();
                self.push_or_pop_macro(push, &quoted[1..quoted.len() - 1]);
            }
        }
    }

    /// `push_macro("name")` (`push`) or `pop_macro("name")`, from a directive or `_Pragma`.
    pub(super) fn push_or_pop_macro(&mut self, push: bool, name: &str) {
        let macro_name = self.names.intern(name);
        if push {
            let current = self.macros.lookup(macro_name);
            self.macros.push_saved(macro_name, current);
        } else {
            self.macros.pop_saved(macro_name);
        }
    }
}

fn same_definition(a: &MacroDef, b: &MacroDef) -> bool {
    a.builtin.is_none()
        && a.function_like == b.function_like
        && a.params == b.params
        && a.variadic == b.variadic
        && a.body.len() == b.body.len()
        && a.body.iter().zip(&b.body).enumerate().all(|(i, (x, y))| {
            x.kind == y.kind
                && x.text == y.text
                && (i == 0 || x.flags.has(TokenFlags::SPACE_BEFORE) == y.flags.has(TokenFlags::SPACE_BEFORE))
        })
}

/// Undoes `\\` and `\"` in a file name.
fn unescape_simple(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                out.push(n);
            }
        } else {
            out.push(c);
        }
    }
    out
}
