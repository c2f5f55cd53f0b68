//! The preprocessed token stream as text, for `circlec -E`: a token that started a line in the
//! source starts a new output line, a token with whitespace before it gets one space, and
//! others none, except where two tokens would otherwise run together into a different token.

use crate::intern::Interner;
use crate::lex::token::{Punct, Token, TokenFlags, TokenKind};

/// Prints `tokens` (up to `Eof`) as text; the result ends with a newline unless it is empty.
pub fn render_tokens(tokens: &[Token], names: &Interner) -> String {
    let mut out = String::with_capacity(tokens.len() * 6);
    let mut prev: Option<&Token> = None;
    // Inside a loop pragma's line (`#pragma unroll ( N )`): the parenthesis depth of its count.
    let mut pragma: Option<i32> = None;
    for t in tokens {
        if t.kind == TokenKind::Eof {
            break;
        }
        let text = names.get(t.text);
        let mut pragma_line_ends = false;
        match (pragma, t.kind) {
            (_, TokenKind::PragmaUnroll) => pragma = Some(0),
            (Some(d), TokenKind::Punct(Punct::LParen)) if prev.is_some_and(|p| p.kind == TokenKind::PragmaUnroll) || d > 0 => {
                pragma = Some(d + 1)
            }
            (Some(d), TokenKind::Punct(Punct::RParen)) if d > 0 => pragma = Some(d - 1),
            (Some(0), _) => {
                pragma = None;
                pragma_line_ends = true;
            }
            _ => {}
        }
        if let Some(p) = prev {
            if t.flags.has(TokenFlags::AT_LINE_START) || pragma_line_ends {
                out.push('\n');
            } else if t.flags.has(TokenFlags::SPACE_BEFORE) || would_merge(names.get(p.text), text) {
                out.push(' ');
            }
        }
        out.push_str(text);
        prev = Some(t);
    }
    if prev.is_some() {
        out.push('\n');
    }
    out
}

/// Whether printing `b` right after `a` could lex as something else.
fn would_merge(a: &str, b: &str) -> bool {
    let (Some(x), Some(y)) = (a.bytes().last(), b.bytes().next()) else {
        return false;
    };
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80;
    let op = |c: u8| b"+-*/%<>=&|^!:#.".contains(&c);
    (word(x) && (word(y) || y == b'\'' || y == b'"')) || (op(x) && op(y)) || (x.is_ascii_digit() && y == b'.')
}
