//! Loop pragmas: `#pragma unroll`, `#pragma unroll N`, `#pragma nounroll` and the same in
//! `_Pragma("...")`; and `#pragma pack(...)`, one [`TokenKind::PragmaPack`] token. They are the
//! only pragmas that reach the parser: each becomes one
//! [`TokenKind::PragmaUnroll`] token (spelled `#pragma unroll` or `#pragma nounroll`, which is
//! also how `circlec -E` prints it), followed, when a count was written, by the count's tokens
//! in parentheses: `#pragma unroll TM` → `PragmaUnroll ( TM )`. The count is macro-expanded, as
//! clang does (`#define TILE 4` / `#pragma unroll TILE`); a template parameter or a `constexpr`
//! variable is folded by sema. The parser attaches the token to the loop that follows it.

use super::Preprocessor;
use crate::lex::token::{Punct, Token, TokenFlags, TokenKind};
use crate::source::Span;

/// Which loop pragma a directive's first word names, if any.
pub fn loop_pragma_word(word: &str) -> Option<&'static str> {
    match word {
        "unroll" => Some("#pragma unroll"),
        "nounroll" => Some("#pragma nounroll"),
        _ => None,
    }
}

impl Preprocessor<'_> {
    /// Emits a loop pragma: the `PragmaUnroll` token spelled `spelling`, then `( count )` if
    /// `count` is not empty.
    pub(super) fn emit_loop_pragma(&mut self, spelling: &str, span: Span, count: Vec<Token>) {
        let text = self.names.intern(spelling);
        let flags = TokenFlags(TokenFlags::AT_LINE_START);
        self.emit(Token { kind: TokenKind::PragmaUnroll, span, text, flags });
        if count.is_empty() {
            return;
        }
        let count = self.expand_barrier(count);
        let paren = |p: Punct, this: &mut Self| Token {
            kind: TokenKind::Punct(p),
            span,
            text: this.names.intern(p.as_str()),
            flags: TokenFlags(TokenFlags::SPACE_BEFORE),
        };
        let open = paren(Punct::LParen, self);
        let close = paren(Punct::RParen, self);
        self.emit(open);
        for t in count {
            self.emit(t);
        }
        self.emit(close);
    }

    /// Emits `#pragma pack` with its arguments as written between the parentheses (`push,1`),
    /// as one [`TokenKind::PragmaPack`] token spelled `#pragma pack(push,1)`.
    pub(super) fn emit_pack_pragma(&mut self, args: &str, span: Span) {
        let inner = args.trim().trim_start_matches('(').trim_end_matches(')');
        let text = self.names.intern(&format!("#pragma pack({inner})"));
        let flags = TokenFlags(TokenFlags::AT_LINE_START);
        self.emit(Token { kind: TokenKind::PragmaPack, span, text, flags });
    }

    /// The text of `_Pragma("...")` (without the quotes): `push_macro`/`pop_macro` act as the
    /// directives do, a loop pragma is emitted; the rest is dropped. The count is read as one integer literal or identifier.
    pub(super) fn pragma_operator_text(&mut self, body: &str, span: Span) {
        // The string destringized ([cpp.pragma.op]): `\"` and `\\` lose their backslash.
        let body = body.replace("\\\"", "\"").replace("\\\\", "\\");
        // `push_macro("min")` / `pop_macro("min")`, as the directive.
        let compact: String = body.chars().filter(|c| !c.is_whitespace()).collect();
        if let Some(args) = compact.strip_prefix("pack") {
            self.emit_pack_pragma(args, span);
            return;
        }
        for (word, push) in [("push_macro", true), ("pop_macro", false)] {
            if let Some(name) = compact.strip_prefix(word).and_then(|r| r.strip_prefix("(\"")).and_then(|r| r.strip_suffix("\")")) {
                self.push_or_pop_macro(push, name);
                return;
            }
        }
        let mut words = body.split_whitespace();
        let Some(spelling) = words.next().and_then(loop_pragma_word) else { return };
        let mut count = Vec::new();
        if let Some(w) = words.next() {
            let w = w.trim_start_matches('(').trim_end_matches(')');
            let kind = if w.bytes().all(|b| b.is_ascii_digit()) { TokenKind::IntLit } else { TokenKind::Ident };
            let text = self.names.intern(w);
            count.push(Token { kind, span, text, flags: TokenFlags(TokenFlags::SPACE_BEFORE) });
        }
        self.emit_loop_pragma(spelling, span, count);
    }
}
