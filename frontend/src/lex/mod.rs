//! The lexer: source bytes to tokens (the whole C++ token set, Circle's `@` keywords, the CUDA
//! launch chevrons and every literal form), reporting malformed tokens and carrying on.
//!
//! - [`splice`] removes line splices (backslash-newline) and maps offsets back to the file.
//! - [`lexer`] is the streaming [`Lexer`] the preprocessor drives; `punct` its punctuators.
//! - [`tables`] holds what one run interns once (punctuator spellings, keywords, a spelling cache).
//! - [`literals`] validates number spellings and escape sequences.
//! - [`token`] is the token type shared with the preprocessor and the parser.
//!
//! `Token::text` is always the interned spelling (keywords and punctuators included); a token
//! whose spelling is malformed is reported once and becomes `TokenKind::Invalid`. The one
//! exception is a preprocessing number that is no valid literal when the preprocessor drives the
//! lexer ([`Lexer::defer_number_errors`]): it is flagged `BAD_NUMBER` and reported only if it
//! reaches the preprocessor's output, since `0x ## 1F` may still paste it into a valid one.

pub mod diags;
pub mod lexer;
pub mod literals;
mod punct;
pub mod splice;
pub mod tables;
pub mod token;

#[cfg(test)]
mod tests;

use crate::diag::DiagSink;
use crate::intern::Interner;
use crate::source::{FileId, SourceMap, Span};
pub use lexer::Lexer;
pub use tables::LexTables;
use token::{Token, TokenKind};

/// Lexes a whole file; the last token is `Eof`.
pub fn lex(sm: &SourceMap, file: FileId, names: &mut Interner, diags: &mut DiagSink) -> Vec<Token> {
    let mut tables = LexTables::new(names);
    let mut lexer = Lexer::new(sm, file);
    let mut out = Vec::with_capacity(sm.file(file).text.len() / 4 + 1);
    loop {
        let tok = lexer.next(&mut tables, names, diags);
        out.push(tok);
        if tok.kind == TokenKind::Eof {
            return out;
        }
    }
}

/// Lexes a standalone string (a pasted token, a `-D` value); every token gets `span`, and so does
/// every diagnostic. The result has no `Eof` token.
pub fn lex_str(
    text: &str,
    span: Span,
    tables: &mut LexTables,
    names: &mut Interner,
    diags: &mut DiagSink,
) -> Vec<Token> {
    let mut lexer = Lexer::for_fragment(text, span);
    let mut out = Vec::new();
    loop {
        let tok = lexer.next(tables, names, diags);
        if tok.kind == TokenKind::Eof {
            return out;
        }
        out.push(tok);
    }
}
