//! The parser: preprocessed tokens to the syntax tree in [`crate::ast`].

use crate::ast::TranslationUnit;
use crate::diag::DiagSink;
use crate::intern::Interner;
use crate::lex::token::Token;
use crate::source::SourceMap;

/// Parses the whole token stream (ending in `Eof`).
pub fn parse(tokens: &[Token], sm: &SourceMap, names: &mut Interner, diags: &mut DiagSink) -> TranslationUnit {
    let _ = (tokens, sm, names, diags);
    TranslationUnit::default()
}
