//! The syntax tree the parser builds: declarations, types as written, statements and
//! expressions, with spans and interned names, before name resolution and type checking.

/// The parsed translation unit.
#[derive(Debug, Default)]
pub struct TranslationUnit {}
