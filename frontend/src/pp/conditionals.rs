//! Conditional compilation: `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`, skipping
//! the groups not taken (with the lexer quiet, nested conditionals counted, other directives
//! ignored), `defined`, `__has_include`, `__has_builtin`, and the warning for `__CUDA_ARCH__`.

use super::{diags, expr, Preprocessor};
use crate::diag::Diagnostic;
use crate::lex::token::{Punct, Token, TokenFlags, TokenKind};
use crate::source::Span;

/// One open conditional.
#[derive(Clone, Copy, Debug)]
pub struct Cond {
    /// The `#if`/`#ifdef`/`#ifndef` directive name.
    pub span: Span,
    pub state: CondState,
    /// Where its `#else` is, once seen.
    pub else_span: Option<Span>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CondState {
    /// The current group is being taken.
    Taking,
    /// A group was taken; the rest are skipped.
    Done,
    /// No group taken yet; looking for a true `#elif` or an `#else`.
    Waiting,
}

const CUDA_ARCH_NOTE: &str = "circlec compiles the translation unit in one front-end pass that \
    the host and every GPU target share, so no macro can tell them apart; write target-dependent \
    code as `@codegen if (__nvvm_arch >= 70) { ... } else { ... }`";

impl Preprocessor<'_> {
    /// `#if expr`, `#ifdef NAME`, `#ifndef NAME`.
    pub(super) fn if_directive(&mut self, _hash: Token, directive: Token) {
        let value = if directive.text == self.n.if_ {
            let toks = self.if_line_tokens();
            self.warn_cuda_arch(&toks);
            self.evaluate(directive, toks)
        } else {
            let negate = directive.text == self.n.ifndef;
            match self.line_token() {
                Some(name) if matches!(name.kind, TokenKind::Ident | TokenKind::Keyword(_)) => {
                    self.warn_cuda_arch(&[name]);
                    self.end_of_directive(directive);
                    self.macros.lookup(name.text).is_some() != negate
                }
                other => {
                    let what = self.text(directive.text).to_string();
                    let span = other.map_or(directive.span.end(), |t| t.span);
                    self.diags.push(
                        Diagnostic::error(
                            diags::MALFORMED_DIRECTIVE,
                            span,
                            format!("`#{what}` needs a macro name"),
                        )
                        .with_label("expected an identifier"),
                    );
                    self.skip_line();
                    false
                }
            }
        };
        let state = if value { CondState::Taking } else { CondState::Waiting };
        if let Some(f) = self.files.last_mut() {
            f.conds.push(Cond {
                span: directive.span,
                state,
                else_span: None,
            });
        }
        if !value {
            self.skip_group();
        }
    }

    fn top_cond(&mut self, directive: Token) -> Option<Cond> {
        let c = self.files.last().and_then(|f| f.conds.last().copied());
        if c.is_none() {
            let what = self.text(directive.text).to_string();
            self.diags.push(
                Diagnostic::error(
                    diags::UNMATCHED_CONDITIONAL,
                    directive.span,
                    format!("`#{what}` without `#if`"),
                )
                .with_label("no open conditional in this file")
                .with_note("every `#elif`, `#else` and `#endif` needs an `#if`, `#ifdef` or `#ifndef` before it in the same file"),
            );
            self.skip_line();
        }
        c
    }

    fn set_top(&mut self, c: Cond) {
        if let Some(top) = self.files.last_mut().and_then(|f| f.conds.last_mut()) {
            *top = c;
        }
    }

    fn else_after_else(&mut self, directive: Token, c: &Cond) -> bool {
        let Some(prev) = c.else_span else { return false };
        let what = self.text(directive.text).to_string();
        self.diags.push(
            Diagnostic::error(
                diags::UNMATCHED_CONDITIONAL,
                directive.span,
                format!("`#{what}` after `#else`"),
            )
            .with_label("the group after `#else` must be the last")
            .with_secondary(prev, "`#else` is here"),
        );
        true
    }

    /// `#elif` reached while taking a group: the rest is skipped.
    pub(super) fn elif_directive(&mut self, _hash: Token, directive: Token) {
        let Some(mut c) = self.top_cond(directive) else { return };
        self.else_after_else(directive, &c);
        let toks = self.rest_of_line();
        self.warn_cuda_arch(&toks);
        c.state = CondState::Done;
        self.set_top(c);
        self.skip_group();
    }

    /// `#else` reached while taking a group: the rest is skipped.
    pub(super) fn else_directive(&mut self, _hash: Token, directive: Token) {
        let Some(mut c) = self.top_cond(directive) else { return };
        self.else_after_else(directive, &c);
        self.end_of_directive(directive);
        c.state = CondState::Done;
        c.else_span = Some(directive.span);
        self.set_top(c);
        self.skip_group();
    }

    pub(super) fn endif_directive(&mut self, _hash: Token, directive: Token) {
        if self.top_cond(directive).is_none() {
            return;
        }
        self.end_of_directive(directive);
        if let Some(f) = self.files.last_mut() {
            f.conds.pop();
        }
    }

    fn set_quiet(&mut self, quiet: bool) {
        if let Some(f) = self.files.last_mut() {
            f.lexer.quiet = quiet;
        }
    }

    /// Skips lines until the `#elif` that is true, the `#else` or the `#endif` of the innermost
    /// open conditional, handling them as they come.
    fn skip_group(&mut self) {
        let mut depth = 0u32;
        self.set_quiet(true);
        loop {
            let tok = self.raw_token();
            if tok.kind == TokenKind::Eof {
                if let Some(f) = self.files.last_mut() {
                    f.peeked = Some(tok);
                }
                break;
            }
            if !(tok.kind.is_punct(Punct::Hash) && tok.flags.has(TokenFlags::AT_LINE_START)) {
                continue;
            }
            let Some(name) = self.line_token() else { continue };
            let n = name.text;
            if n == self.n.if_ || n == self.n.ifdef || n == self.n.ifndef {
                depth += 1;
                self.skip_line();
            } else if n == self.n.endif {
                if depth == 0 {
                    self.set_quiet(false);
                    self.end_of_directive(name);
                    if let Some(f) = self.files.last_mut() {
                        f.conds.pop();
                    }
                    return;
                }
                depth -= 1;
                self.skip_line();
            } else if depth == 0 && (n == self.n.else_ || n == self.n.elif) {
                self.set_quiet(false);
                let Some(mut c) = self.files.last().and_then(|f| f.conds.last().copied()) else {
                    break;
                };
                self.else_after_else(name, &c);
                if n == self.n.else_ {
                    self.end_of_directive(name);
                    c.else_span = Some(name.span);
                    if c.state == CondState::Waiting {
                        c.state = CondState::Taking;
                        self.set_top(c);
                        return;
                    }
                    self.set_top(c);
                } else if c.state == CondState::Waiting {
                    let toks = self.if_line_tokens();
                    self.warn_cuda_arch(&toks);
                    if self.evaluate(name, toks) {
                        c.state = CondState::Taking;
                        self.set_top(c);
                        return;
                    }
                } else {
                    let toks = self.rest_of_line();
                    self.warn_cuda_arch(&toks);
                }
                self.set_quiet(true);
            } else {
                self.skip_line();
            }
        }
        self.set_quiet(false);
    }

    /// The rest of an `#if`/`#elif` line, with `<...>` after `__has_include(` as a header name.
    fn if_line_tokens(&mut self) -> Vec<Token> {
        let mut v: Vec<Token> = Vec::new();
        loop {
            let n = v.len();
            if n >= 2
                && v[n - 1].kind.is_punct(Punct::LParen)
                && (v[n - 2].text == self.n.has_include || v[n - 2].text == self.n.has_include_next)
            {
                if let Some(f) = self.files.last_mut() {
                    if f.peeked.is_none() {
                        if let Some(h) = f.lexer.header_name(self.names) {
                            v.push(h);
                            continue;
                        }
                    }
                }
            }
            match self.line_token() {
                Some(t) => v.push(t),
                None => return v,
            }
        }
    }

    /// Warns once per directive when it tests `__CUDA_ARCH__`.
    fn warn_cuda_arch(&mut self, toks: &[Token]) {
        if let Some(t) = toks.iter().find(|t| t.text == self.n.cuda_arch) {
            self.diags.push(
                Diagnostic::warning(
                    diags::CUDA_ARCH_UNDEFINED,
                    t.span,
                    "`__CUDA_ARCH__` is never defined by circlec",
                )
                .with_label("this test always sees `__CUDA_ARCH__` as undefined")
                .with_note(CUDA_ARCH_NOTE),
            );
        }
    }

    /// Evaluates an `#if`/`#elif` line: `defined` and `__has_include` first, then macro
    /// expansion, then the integer expression. Errors count as false.
    fn evaluate(&mut self, directive: Token, toks: Vec<Token>) -> bool {
        let toks = self.replace_defined(toks);
        let toks = self.expand_barrier(toks);
        let toks = self.replace_defined(toks);
        expr::evaluate(&toks, directive, self.names, self.diags).unwrap_or(false)
    }

    fn int_token(&self, value: bool, span: Span) -> Token {
        Token {
            kind: TokenKind::IntLit,
            span,
            text: if value { self.n.one } else { self.n.zero },
            flags: TokenFlags(TokenFlags::SPACE_BEFORE),
        }
    }

    /// Replaces `defined X`, `defined(X)`, `__has_include(...)` and the other `__has_*(...)`
    /// queries by `1` or `0`.
    fn replace_defined(&mut self, toks: Vec<Token>) -> Vec<Token> {
        if !toks.iter().any(|t| t.text == self.n.defined || self.is_query(t)) {
            return toks;
        }
        let mut out = Vec::with_capacity(toks.len());
        let mut i = 0;
        while i < toks.len() {
            let t = toks[i];
            if t.text == self.n.defined {
                let paren = toks.get(i + 1).is_some_and(|n| n.kind.is_punct(Punct::LParen));
                let name_at = if paren { i + 2 } else { i + 1 };
                let name = toks
                    .get(name_at)
                    .filter(|n| matches!(n.kind, TokenKind::Ident | TokenKind::Keyword(_)));
                let closed = !paren || toks.get(name_at + 1).is_some_and(|n| n.kind.is_punct(Punct::RParen));
                match name {
                    Some(name) if closed => {
                        out.push(self.int_token(self.macros.lookup(name.text).is_some(), t.span));
                        i = name_at + 1 + paren as usize;
                    }
                    _ => {
                        self.diags.push(
                            Diagnostic::error(diags::INVALID_EXPRESSION, t.span, "`defined` needs a macro name")
                                .with_label("write `defined NAME` or `defined(NAME)`"),
                        );
                        out.push(self.int_token(false, t.span));
                        i += 1;
                    }
                }
                continue;
            }
            if self.is_query(&t) && toks.get(i + 1).is_some_and(|n| n.kind.is_punct(Punct::LParen)) {
                // Find the closing parenthesis.
                let mut depth = 0;
                let mut j = i + 1;
                while j < toks.len() {
                    if toks[j].kind.is_punct(Punct::LParen) {
                        depth += 1;
                    } else if toks[j].kind.is_punct(Punct::RParen) {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    j += 1;
                }
                let value = if t.text == self.n.has_include || t.text == self.n.has_include_next {
                    let next = t.text == self.n.has_include_next;
                    self.has_include(&toks[i + 2..j.min(toks.len())], next)
                } else if t.text == self.n.has_builtin {
                    self.has_builtin(&toks[i + 2..j.min(toks.len())], t.span)
                } else {
                    false
                };
                out.push(self.int_token(value, t.span));
                i = j + 1;
                continue;
            }
            out.push(t);
            i += 1;
        }
        out
    }

    fn is_query(&self, t: &Token) -> bool {
        t.kind == TokenKind::Ident
            && self
                .macros
                .lookup(t.text)
                .is_some_and(|m| self.macros.get(m).builtin == Some(super::macros::Builtin::HasInclude))
    }

    /// `__has_builtin(name)`: whether sema knows builtin function `name` (its builtin table,
    /// through the plain name list [`crate::sema::builtins::has_builtin`]).
    fn has_builtin(&mut self, arg: &[Token], span: Span) -> bool {
        match arg {
            [name] if matches!(name.kind, TokenKind::Ident | TokenKind::Keyword(_)) => {
                crate::sema::builtins::has_builtin(self.text(name.text))
            }
            _ => {
                self.diags.push(
                    Diagnostic::error(diags::INVALID_EXPRESSION, span, "`__has_builtin` needs one identifier")
                        .with_label("not a parenthesized identifier")
                        .with_note("write `__has_builtin(__builtin_isnan)`"),
                );
                false
            }
        }
    }

    fn has_include(&mut self, arg: &[Token], next: bool) -> bool {
        let Some(first) = arg.first() else { return false };
        let (path, angled) = match first.kind {
            TokenKind::HeaderName => {
                let s = self.text(first.text);
                (s[1..s.len() - 1].to_string(), true)
            }
            _ => {
                // `__has_include(<a/b.h>)` in a macro body, or `"a.h"`, reaches here as tokens.
                if let Some((path, angled, _)) = self.header_from_tokens(arg) {
                    return self.find_include(&path, angled, next).is_some();
                }
                self.diags.push(
                    Diagnostic::error(
                        diags::INVALID_EXPRESSION,
                        first.span,
                        "`__has_include` needs a header name",
                    )
                    .with_label("write `__has_include(<file>)` or `__has_include(\"file\")`"),
                );
                return false;
            }
        };
        self.find_include(&path, angled, next).is_some()
    }
}
