//! The token cursor: lookahead, consumption, splitting `>>`/`>>>`/`>=`/`>>=` when a `>` closes a
//! template argument list, error reporting that says what was expected and what was found,
//! recovery to a synchronisation point, and the nesting-depth guard.

use super::{diags, Parser, MAX_CHAIN_LINKS};
use crate::diag::{codes, Diagnostic, DiagCode};
use crate::lex::token::{Keyword, Punct, Token, TokenKind};
use crate::source::Span;

impl Parser<'_> {
    // ---- looking ----

    /// The current token (the last one, `Eof`, once the end is reached).
    pub(super) fn tok(&self) -> &Token {
        let i = self.pos.min(self.toks.len() - 1);
        &self.toks[i]
    }

    /// The kind of the current token, taking a partly consumed `>>` into account (cached in
    /// `cur`, which [`Self::sync`] recomputes whenever the position changes).
    #[inline]
    pub(super) fn kind(&self) -> TokenKind {
        self.cur
    }

    /// Recomputes the cached kind of the current token.
    pub(super) fn sync(&mut self) {
        self.cur = if self.pos >= self.toks.len() || self.bailed {
            TokenKind::Eof
        } else {
            let t = self.toks[self.pos].kind;
            match t {
                TokenKind::Punct(p) if self.split > 0 => TokenKind::Punct(split_rest(p, self.split)),
                _ => t,
            }
        };
    }

    /// The kind of the token `n` places ahead (`n = 0` is [`Self::kind`]).
    pub(super) fn peek(&self, n: usize) -> TokenKind {
        if n == 0 {
            return self.kind();
        }
        if self.bailed {
            return TokenKind::Eof;
        }
        match self.toks.get(self.pos + n) {
            Some(t) => t.kind,
            None => TokenKind::Eof,
        }
    }

    /// The interned spelling of the current token.
    pub(super) fn text(&self) -> crate::intern::Name {
        self.tok().text
    }

    pub(super) fn span(&self) -> Span {
        let t = self.tok();
        let lo = (t.span.lo + self.split as u32).min(t.span.hi);
        Span { lo, ..t.span }
    }

    /// The span of the token before the current one (for "expected `;` after ...").
    pub(super) fn prev_span(&self) -> Span {
        if self.pos == 0 {
            return self.span();
        }
        self.toks[(self.pos - 1).min(self.toks.len() - 1)].span
    }

    #[inline]
    pub(super) fn at(&self, p: Punct) -> bool {
        self.kind() == TokenKind::Punct(p)
    }

    pub(super) fn at_kw(&self, k: Keyword) -> bool {
        self.kind() == TokenKind::Keyword(k)
    }

    /// The current token starts a line (and the previous one ended an earlier line).
    pub(super) fn at_line_start(&self) -> bool {
        self.tok().flags.has(crate::lex::token::TokenFlags::AT_LINE_START)
            && !matches!(self.kind(), TokenKind::Eof | TokenKind::Punct(Punct::RBrace))
    }

    /// The lookahead offset of the `)` that closes the `(` at offset `open`; `None` when the
    /// file ends first.
    pub(super) fn closing_paren_after(&self, open: usize) -> Option<usize> {
        let mut depth = 0usize;
        let mut i = open;
        loop {
            match self.peek(i) {
                TokenKind::Punct(Punct::LParen) => depth += 1,
                TokenKind::Punct(Punct::RParen) => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return Some(i);
                    }
                }
                TokenKind::Eof => return None,
                _ => {}
            }
            i += 1;
        }
    }

    pub(super) fn at_eof(&self) -> bool {
        self.kind() == TokenKind::Eof
    }

    pub(super) fn at_ident(&self) -> bool {
        self.kind() == TokenKind::Ident
    }

    // ---- consuming ----

    /// Consumes the current token and returns its span. Never moves past `Eof`.
    pub(super) fn bump(&mut self) -> Span {
        let sp = self.span();
        if self.pos < self.toks.len() && self.toks[self.pos].kind != TokenKind::Eof {
            self.pos += 1;
        }
        self.split = 0;
        self.sync();
        sp
    }

    pub(super) fn eat(&mut self, p: Punct) -> bool {
        if self.at(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(super) fn eat_kw(&mut self, k: Keyword) -> bool {
        if self.at_kw(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes one `>` closing a template argument list, splitting `>>`, `>>>`, `>=` and
    /// `>>=` when needed. Returns false when the current token does not start with `>`.
    pub(super) fn eat_closing_angle(&mut self) -> bool {
        match self.kind() {
            TokenKind::Punct(Punct::Gt) => {
                self.bump();
                true
            }
            TokenKind::Punct(Punct::Shr | Punct::LaunchClose | Punct::GtEq | Punct::ShrEq) => {
                self.split += 1;
                self.sync();
                true
            }
            _ => false,
        }
    }

    /// Consumes `p` or reports "expected `p` `context`, found ..." and returns false.
    pub(super) fn expect(&mut self, p: Punct, context: &str) -> bool {
        if self.eat(p) {
            return true;
        }
        let what = format!("`{}`", p.as_str());
        self.error_expected(&what, context);
        false
    }

    /// Consumes a `;` ending a declaration or statement, or reports it missing (pointing just
    /// past the previous token, where the `;` belongs).
    pub(super) fn expect_semi(&mut self, context: &str) -> bool {
        if self.eat(Punct::Semi) {
            return true;
        }
        if self.pos == self.last_error_pos || self.bailed {
            return false;
        }
        self.last_error_pos = self.pos;
        let at = self.prev_span().end();
        let found = self.describe_current();
        self.diags.push(
            Diagnostic::error(diags::EXPECTED_TOKEN, at, format!("expected `;` {context}, found {found}"))
                .with_label("`;` expected here")
                .with_secondary(self.span(), format!("found {found}")),
        );
        false
    }

    // ---- reporting ----

    /// Describes the current token for "found ..." messages.
    pub(super) fn describe_current(&self) -> String {
        let t = self.tok();
        let text = self.names.get(t.text);
        match self.kind() {
            TokenKind::Eof => "end of file".to_string(),
            TokenKind::Ident => format!("identifier `{text}`"),
            TokenKind::Keyword(k) => format!("keyword `{}`", k.as_str()),
            TokenKind::IntLit => format!("integer literal `{text}`"),
            TokenKind::FloatLit => format!("floating literal `{text}`"),
            TokenKind::CharLit(_) => format!("character literal {text}"),
            TokenKind::StringLit(_) => format!("string literal {text}"),
            TokenKind::Punct(p) => format!("`{}`", p.as_str()),
            TokenKind::AtCodegen => "`@codegen`".to_string(),
            TokenKind::AtMeta => "`@meta`".to_string(),
            TokenKind::AtIntrospect(k) => format!("`{}`", k.spelling()),
            TokenKind::PragmaUnroll | TokenKind::PragmaPack => format!("`{text}`"),
            TokenKind::Invalid | TokenKind::HeaderName => format!("`{text}`"),
        }
    }

    /// Reports "expected WHAT CONTEXT, found ..." at the current token (once per token).
    pub(super) fn error_expected(&mut self, what: &str, context: &str) {
        let code = if what == "expression" {
            diags::EXPECTED_EXPRESSION
        } else if what.starts_with("declaration") {
            diags::EXPECTED_DECLARATION
        } else if what == "statement" {
            diags::EXPECTED_STATEMENT
        } else {
            diags::EXPECTED_TOKEN
        };
        let found = self.describe_current();
        let sep = if context.is_empty() { "" } else { " " };
        let msg = format!("expected {what}{sep}{context}, found {found}");
        let label = format!("expected {what}");
        self.error_at(code, self.span(), msg, label);
    }

    /// Reports an error at `span` unless one was already reported at the current token.
    pub(super) fn error_at(&mut self, code: DiagCode, span: Span, msg: String, label: String) {
        if self.pos == self.last_error_pos || self.bailed {
            return;
        }
        self.last_error_pos = self.pos;
        self.diags.push(Diagnostic::error(code, span, msg).with_label(label));
    }

    /// Pushes a fully built diagnostic (counts as the error for the current token).
    pub(super) fn report(&mut self, d: Diagnostic) {
        if self.bailed {
            return;
        }
        self.last_error_pos = self.pos;
        self.diags.push(d);
    }

    // ---- recovery ----

    /// Skips to a synchronisation point: past the next `;` at bracket depth 0, or up to (not
    /// past) a `}` that closes an enclosing block, or `Eof`. Consumes at least one token unless
    /// already at `}` or `Eof`.
    pub(super) fn recover_to_semi(&mut self) {
        let mut depth = 0u32;
        loop {
            match self.kind() {
                TokenKind::Eof => return,
                TokenKind::Punct(Punct::Semi) if depth == 0 => {
                    self.bump();
                    return;
                }
                TokenKind::Punct(Punct::LBrace | Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RBrace) if depth == 0 => return,
                TokenKind::Punct(Punct::RBrace | Punct::RParen | Punct::RBracket) => {
                    if depth == 0 {
                        // A stray closer: consume it so the caller makes progress.
                        self.bump();
                        return;
                    }
                    depth -= 1;
                    if depth == 0 && self.at(Punct::RBrace) {
                        // End of a braced block such as a function body: a natural stop.
                        self.bump();
                        if !self.at(Punct::Semi) {
                            return;
                        }
                        continue;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Skips a balanced `(...)`, `[...]` or `{...}` group starting at the current opener.
    /// Stops early, without consuming, at a `}` that does not close an open `{` of the group
    /// or at a `;` directly inside parentheses or brackets (both mean the group was never
    /// closed); a stray `)` or `]` inside is skipped.
    pub(super) fn skip_balanced(&mut self) {
        let mut stack: Vec<Punct> = Vec::new();
        loop {
            match self.kind() {
                TokenKind::Eof => return,
                TokenKind::Punct(p @ (Punct::LBrace | Punct::LParen | Punct::LBracket)) => stack.push(p),
                TokenKind::Punct(Punct::Semi)
                    if matches!(stack.last(), Some(Punct::LParen | Punct::LBracket)) && !stack.contains(&Punct::LBrace) =>
                {
                    return;
                }
                TokenKind::Punct(c @ (Punct::RBrace | Punct::RParen | Punct::RBracket)) => {
                    let open = match c {
                        Punct::RBrace => Punct::LBrace,
                        Punct::RParen => Punct::LParen,
                        _ => Punct::LBracket,
                    };
                    if stack.last() == Some(&open) {
                        stack.pop();
                        if stack.is_empty() {
                            self.bump();
                            return;
                        }
                    } else if c == Punct::RBrace {
                        // Closes something outside the group: leave it to the caller.
                        match stack.iter().rposition(|&p| p == Punct::LBrace) {
                            Some(i) => stack.truncate(i),
                            None => return,
                        }
                        if stack.is_empty() {
                            self.bump();
                            return;
                        }
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    // ---- depth ----

    /// Enters one level of nesting; false (after one error, skipping the rest of the input)
    /// when the bracket depth (`-fbracket-depth`) is exceeded. Every `true` must be paired with [`Self::leave`].
    #[inline]
    pub(super) fn enter(&mut self) -> bool {
        if self.bailed {
            return false;
        }
        if self.depth >= self.max_depth {
            let max = self.max_depth;
            self.bail_at_limit(
                format!("nesting is deeper than {max} levels; the rest of the file is not parsed"),
                "too deeply nested",
                "split the expression or statement into smaller parts, or raise the limit with `-fbracket-depth=N`",
            );
            return false;
        }
        self.depth += 1;
        true
    }

    pub(super) fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Adds one link to a left-nested chain (`a + b + ...`, `else if`); false (after one error,
    /// skipping the rest of the input) past [`MAX_CHAIN_LINKS`]. Every `true` must be paired
    /// with [`Self::leave_chain`].
    pub(super) fn enter_chain(&mut self) -> bool {
        if self.bailed {
            return false;
        }
        if self.chain_links >= MAX_CHAIN_LINKS {
            self.bail_at_limit(
                format!("a chain of operators, calls, subscripts or `else if`s is longer than {MAX_CHAIN_LINKS} links; the rest of the file is not parsed"),
                "chain too long",
                "split the expression or statement into smaller parts",
            );
            return false;
        }
        self.chain_links += 1;
        true
    }

    pub(super) fn leave_chain(&mut self) {
        self.chain_links = self.chain_links.saturating_sub(1);
    }

    /// One error at the current token for a parser limit, then the rest of the input skipped.
    fn bail_at_limit(&mut self, msg: String, label: &str, note: &str) {
        let sp = self.span();
        self.diags.push(Diagnostic::error(codes::LIMIT_EXCEEDED, sp, msg).with_label(label).with_note(note));
        self.bailed = true;
        self.sync();
    }
}

/// What remains of punctuator `p` after its first `n` characters (all `>`) were consumed.
fn split_rest(p: Punct, n: u8) -> Punct {
    match (p, n) {
        (Punct::Shr, 1) => Punct::Gt,
        (Punct::LaunchClose, 1) => Punct::Shr,
        (Punct::LaunchClose, _) => Punct::Gt,
        (Punct::GtEq, _) => Punct::Eq,
        (Punct::ShrEq, 1) => Punct::GtEq,
        (Punct::ShrEq, _) => Punct::Eq,
        (p, _) => p,
    }
}
