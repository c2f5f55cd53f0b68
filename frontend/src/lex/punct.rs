//! Punctuators: the longest-match rules for every C++17 punctuator, the CUDA launch chevrons
//! `<<<` and `>>>`, the digraphs (`<:` `:>` `<%` `%>` `%:` `%:%:`, spelled as written), and
//! stray characters, which are reported once each.

use super::diags;
use super::lexer::Lexer;
use super::tables::LexTables;
use super::token::{Punct, TokenKind};
use crate::diag::{DiagSink, Diagnostic};
use crate::intern::{Interner, Name};

impl Lexer {
    pub(super) fn punct(
        &mut self,
        start: usize,
        t: &mut LexTables,
        names: &mut Interner,
        diags: &mut DiagSink,
    ) -> (TokenKind, usize, Name) {
        use Punct::*;
        let b = self.text.as_bytes();
        let at = |k: usize| b.get(start + k).copied().unwrap_or(0);
        let (c1, c2, c3) = (at(1), at(2), at(3));
        let mut digraph = false;
        let (p, len) = match b[start] {
            b'(' => (LParen, 1),
            b')' => (RParen, 1),
            b'[' => (LBracket, 1),
            b']' => (RBracket, 1),
            b'{' => (LBrace, 1),
            b'}' => (RBrace, 1),
            b';' => (Semi, 1),
            b',' => (Comma, 1),
            b'?' => (Question, 1),
            b'~' => (Tilde, 1),
            b':' => match c1 {
                b':' => (ColonColon, 2),
                b'>' => {
                    digraph = true;
                    (RBracket, 2)
                }
                _ => (Colon, 1),
            },
            b'.' => match (c1, c2) {
                (b'.', b'.') => (Ellipsis, 3),
                (b'*', _) => (DotStar, 2),
                _ => (Dot, 1),
            },
            b'-' => match (c1, c2) {
                (b'>', b'*') => (ArrowStar, 3),
                (b'>', _) => (Arrow, 2),
                (b'-', _) => (MinusMinus, 2),
                (b'=', _) => (MinusEq, 2),
                _ => (Minus, 1),
            },
            b'+' => match c1 {
                b'+' => (PlusPlus, 2),
                b'=' => (PlusEq, 2),
                _ => (Plus, 1),
            },
            b'*' => {
                if c1 == b'=' {
                    (StarEq, 2)
                } else {
                    (Star, 1)
                }
            }
            b'/' => {
                if c1 == b'=' {
                    (SlashEq, 2)
                } else {
                    (Slash, 1)
                }
            }
            b'^' => {
                if c1 == b'=' {
                    (CaretEq, 2)
                } else {
                    (Caret, 1)
                }
            }
            b'!' => {
                if c1 == b'=' {
                    (NotEq, 2)
                } else {
                    (Bang, 1)
                }
            }
            b'=' => {
                if c1 == b'=' {
                    (EqEq, 2)
                } else {
                    (Eq, 1)
                }
            }
            b'&' => match c1 {
                b'&' => (AmpAmp, 2),
                b'=' => (AmpEq, 2),
                _ => (Amp, 1),
            },
            b'|' => match c1 {
                b'|' => (PipePipe, 2),
                b'=' => (PipeEq, 2),
                _ => (Pipe, 1),
            },
            b'%' => match c1 {
                b'=' => (PercentEq, 2),
                b'>' => {
                    digraph = true;
                    (RBrace, 2)
                }
                b':' => {
                    digraph = true;
                    if c2 == b'%' && c3 == b':' {
                        (HashHash, 4)
                    } else {
                        (Hash, 2)
                    }
                }
                _ => (Percent, 1),
            },
            b'<' => match (c1, c2) {
                (b'<', b'<') => (LaunchOpen, 3),
                (b'<', b'=') => (ShlEq, 3),
                (b'<', _) => (Shl, 2),
                (b'=', b'>') => (Spaceship, 3),
                (b'=', _) => (LtEq, 2),
                // `<::` is `<` `::` unless followed by `:` or `>` (C++11 [lex.pptoken]/3).
                (b':', b':') if c3 != b':' && c3 != b'>' => (Lt, 1),
                (b':', _) => {
                    digraph = true;
                    (LBracket, 2)
                }
                (b'%', _) => {
                    digraph = true;
                    (LBrace, 2)
                }
                _ => (Lt, 1),
            },
            b'>' => match (c1, c2) {
                (b'>', b'>') => (LaunchClose, 3),
                (b'>', b'=') => (ShrEq, 3),
                (b'>', _) => (Shr, 2),
                (b'=', _) => (GtEq, 2),
                _ => (Gt, 1),
            },
            b'#' => {
                if c1 == b'#' {
                    (HashHash, 2)
                } else {
                    (Hash, 1)
                }
            }
            _ => {
                // A stray character: report it once, whole (it may be a multi-byte one).
                let mut end = start + 1;
                while end < b.len() && !self.text.is_char_boundary(end) {
                    end += 1;
                }
                let ch = &self.text[start..end];
                let shown = if ch.chars().all(|c| c.is_control()) {
                    format!("\\x{:02x}", b[start])
                } else {
                    ch.to_string()
                };
                let d = Diagnostic::error(
                    diags::STRAY_CHARACTER,
                    self.span(start, end),
                    format!("stray `{shown}` in program"),
                )
                .with_label("not part of any token");
                self.error(diags, d);
                return (TokenKind::Invalid, end, names.intern(ch));
            }
        };
        let end = start + len;
        let text = if digraph {
            names.intern(&self.text[start..end])
        } else {
            t.punct_name(p)
        };
        (TokenKind::Punct(p), end, text)
    }
}
