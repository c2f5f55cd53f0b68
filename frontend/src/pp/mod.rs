//! The preprocessor: includes, macros and conditional compilation over lexed tokens.

use crate::diag::DiagSink;
use crate::intern::Interner;
use crate::lex::token::Token;
use crate::source::{FileId, SourceMap};

/// Where the frontend gets the text of `#include`d files. The driver implements it over the file
/// system and the headers circlec ships (std_shim), so the frontend itself does no I/O.
pub trait FileLoader {
    /// Returns the text of the file at `path`, or `None` when there is none.
    fn load(&self, path: &str) -> Option<String>;
}

/// Preprocessor settings from the command line.
#[derive(Clone, Debug, Default)]
pub struct PpOptions {
    /// `-I` directories, searched for `#include "..."` (after the includer's directory) and
    /// `#include <...>`.
    pub include_dirs: Vec<String>,
    /// System directories searched last (the std_shim headers).
    pub system_dirs: Vec<String>,
    /// `-D` arguments in order: `NAME` or `NAME=VALUE`.
    pub defines: Vec<String>,
    /// `-U` arguments.
    pub undefines: Vec<String>,
}

/// Preprocesses `main` into the token stream the parser reads; the last token is `Eof`.
pub fn preprocess(
    main: FileId,
    opts: &PpOptions,
    loader: &dyn FileLoader,
    sm: &mut SourceMap,
    names: &mut Interner,
    diags: &mut DiagSink,
) -> Vec<Token> {
    // Interim: no directives yet, the main file's tokens as they are.
    let _ = (opts, loader);
    crate::lex::lex(sm, main, names, diags)
}
