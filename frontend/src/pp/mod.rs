//! The preprocessor: includes, macros and conditional compilation over lexed tokens.
//!
//! One [`Preprocessor`] drives a stack of [`Lexer`]s (one per open file: the predefined-macro
//! buffer, the command-line buffer, the main file and its includes) and a stack of macro
//! expansion contexts. Tokens are pulled one at a time ([`Preprocessor::next_token`]): from the
//! innermost expansion context if there is one, else from the current file, where a `#` that
//! starts a line is handled as a directive on the spot. Each identifier naming an enabled macro
//! is expanded by pushing a new context, which is how rescanning happens; a macro is disabled
//! while its context is on the stack, and a name read then is painted `NO_EXPAND` for good.
//!
//! - [`directives`]: `#define`, `#undef`, `#line`, `#error`, `#warning`, `#pragma` (`once`,
//!   `push_macro`/`pop_macro`; the loop pragmas go on to the parser (see [`pragma_unroll`]);
//!   every other pragma is dropped).
//! - [`include`]: `#include`, the search path, `#pragma once`, the depth bound.
//! - [`conditionals`]: `#if` … `#endif`, skipping, `defined`, `__has_include`.
//! - [`expr`]: the integer constant expressions of `#if` (intmax/uintmax arithmetic).
//! - [`macros`]: macro definitions, the builtin macros and the command line's `-D`/`-U`/`-include`.
//! - [`predefined`]: the predefined macros (target, compiler identity, `-std=` level).
//! - [`expand`]: invocation, argument collection, substitution, `#` and `##`.
//! - [`render`]: the token stream as text, for `circlec -E`.
//!
//! **Spans of expanded tokens.** A token that comes from a macro *body* carries `FROM_MACRO` and
//! the span of the macro invocation's name (for nested expansions, the outermost use site in the
//! file), so every diagnostic points at a place the user wrote. A token that comes from a macro
//! *argument* keeps its own span (it was written at the use site too). The first token of an
//! expansion inherits the layout flags of the macro name.
//!
//! **`__CUDA_ARCH__`** is never defined: circlec makes one front-end pass for the host and every
//! GPU target. Every `#if`, `#ifdef`, `#ifndef` and `#elif` that tests it warns, with a note that
//! points to `@codegen if (__nvvm_arch >= 70)` (see [`conditionals`]).
//!
//! **Bounds.** Include depth is at most [`MAX_INCLUDE_DEPTH`] and the number of files entered
//! [`MAX_INCLUDES`] (past either, no file is entered any more); nested expansion contexts at most
//! [`MAX_CONTEXT_DEPTH`]; all expansions of a run produce at most [`MAX_EXPANDED_TOKENS`] tokens.
//! Past a bound the preprocessor reports one error and stops expanding macros, so it always
//! terminates.

pub mod conditionals;
pub mod diags;
pub mod directives;
pub mod expand;
pub mod expr;
pub mod include;
pub mod macros;
pub mod pragma_unroll;
pub mod predefined;
pub mod render;

#[cfg(test)]
mod tests;

use std::collections::{HashMap, HashSet};

use crate::diag::{DiagSink, Diagnostic};
use crate::intern::{Interner, Name};
use crate::lex::token::{Punct, Token, TokenFlags, TokenKind};
use crate::lex::{LexTables, Lexer};
use crate::source::{FileId, SourceMap, Span};
use conditionals::Cond;
use macros::{MacroId, MacroTable};
pub use render::{render_tokens, render_with_line_markers};

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
    /// `-include` files, read after the command-line macros, before the main file.
    pub pre_includes: Vec<String>,
    /// The language standard (`-std=`), which sets `__cplusplus` and the feature-test macros.
    pub std: predefined::LangStd,
    /// `-std=gnu++NN`: GNU extensions (no `__STRICT_ANSI__`).
    pub gnu_extensions: bool,
    /// A plain C++ source (`.cpp`, `-x c++`), not CUDA: no `__CUDACC__` or `__NVCC__`.
    pub plain_cxx: bool,
}

/// Deepest `#include` nesting.
pub const MAX_INCLUDE_DEPTH: usize = 200;
/// Most files one translation unit may enter through `#include`.
pub const MAX_INCLUDES: usize = 1 << 16;
/// Most macro expansion contexts open at once (nested invocations and argument pre-expansions).
pub const MAX_CONTEXT_DEPTH: usize = 256;
/// Most tokens all macro expansions of one translation unit may produce.
pub const MAX_EXPANDED_TOKENS: u64 = 1 << 24;

/// Preprocesses `main` into the token stream the parser reads; the last token is `Eof`.
pub fn preprocess(
    main: FileId,
    opts: &PpOptions,
    loader: &dyn FileLoader,
    sm: &mut SourceMap,
    names: &mut Interner,
    diags: &mut DiagSink,
) -> Vec<Token> {
    let mut pp = Preprocessor::new(opts, loader, sm, names, diags);
    // About one token per five bytes of source, headers aside.
    pp.out.reserve(pp.sm.file(main).text.len() / 5 + 16);
    pp.push_file(main, None, None);
    let cmdline = macros::command_line_text(opts);
    if !cmdline.is_empty() {
        let id = pp.sm.add("<command line>", &cmdline);
        pp.push_file(id, None, None);
    }
    let builtin = pp.sm.add("<built-in>", &predefined::text(opts.std, opts.gnu_extensions, !opts.plain_cxx));
    pp.push_file(builtin, None, None);
    pp.run();
    pp.out
}

/// One open file.
struct FileState {
    lexer: Lexer,
    /// A token read ahead (the start of the next line after a directive, or a pushed-back one).
    peeked: Option<Token>,
    /// Open conditionals of this file.
    conds: Vec<Cond>,
    /// The `#include` that opened it.
    include_site: Option<Span>,
    /// The directory it was found in (for `#include "..."`), `""` for the current directory.
    dir: String,
    /// Index in the search path where it was found (for `#include_next`).
    search_index: Option<usize>,
}

/// One macro expansion (or a pre-expansion barrier) in progress.
struct Context {
    tokens: Vec<Token>,
    pos: usize,
    macro_id: Option<MacroId>,
    /// Reading past the end yields `Eof` instead of continuing below (argument pre-expansion
    /// and `#if` lines are expanded in isolation).
    barrier: bool,
}

/// Where a token came from, so it can be pushed back.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    File,
    Context,
    Barrier,
}

/// Names the preprocessor compares against, interned once.
pub(crate) struct PpNames {
    pub define: Name,
    pub undef: Name,
    pub include: Name,
    pub include_next: Name,
    pub import: Name,
    pub if_: Name,
    pub ifdef: Name,
    pub ifndef: Name,
    pub elif: Name,
    pub else_: Name,
    pub endif: Name,
    pub line: Name,
    pub error: Name,
    pub warning: Name,
    pub pragma: Name,
    pub once: Name,
    pub defined: Name,
    pub va_args: Name,
    pub va_opt: Name,
    pub has_include: Name,
    pub has_include_next: Name,
    pub has_builtin: Name,
    pub extension: Name,
    pub cuda_arch: Name,
    pub one: Name,
    pub zero: Name,
}

impl PpNames {
    fn new(n: &mut Interner) -> Self {
        PpNames {
            define: n.intern("define"),
            undef: n.intern("undef"),
            include: n.intern("include"),
            include_next: n.intern("include_next"),
            import: n.intern("import"),
            if_: n.intern("if"),
            ifdef: n.intern("ifdef"),
            ifndef: n.intern("ifndef"),
            elif: n.intern("elif"),
            else_: n.intern("else"),
            endif: n.intern("endif"),
            line: n.intern("line"),
            error: n.intern("error"),
            warning: n.intern("warning"),
            pragma: n.intern("pragma"),
            once: n.intern("once"),
            defined: n.intern("defined"),
            va_args: n.intern("__VA_ARGS__"),
            va_opt: n.intern("__VA_OPT__"),
            has_include: n.intern("__has_include"),
            has_include_next: n.intern("__has_include_next"),
            has_builtin: n.intern("__has_builtin"),
            extension: n.intern("__extension__"),
            cuda_arch: n.intern("__CUDA_ARCH__"),
            one: n.intern("1"),
            zero: n.intern("0"),
        }
    }
}

/// The state of one preprocessing run.
pub struct Preprocessor<'a> {
    opts: &'a PpOptions,
    loader: &'a dyn FileLoader,
    sm: &'a mut SourceMap,
    names: &'a mut Interner,
    diags: &'a mut DiagSink,
    tables: LexTables,
    n: PpNames,
    files: Vec<FileState>,
    contexts: Vec<Context>,
    macros: MacroTable,
    out: Vec<Token>,
    /// Layout flags of a macro name whose expansion was empty, for the next token out.
    pending_flags: u8,
    /// Nesting of barrier expansions (macro arguments, `#if` lines) under way: a number that
    /// a `##` made invalid stays flagged there, and is reported only if it reaches the output.
    barriers: u32,
    counter: u32,
    pragma_once: HashSet<FileId>,
    /// Resolved include paths already loaded (`None`: looked for and not there).
    loaded: HashMap<String, Option<FileId>>,
    expanded_tokens: u64,
    /// Set once a bound was hit: macros are no longer expanded.
    limit_hit: bool,
    n_includes: usize,
    /// The `Eof` of the main file, once reached.
    final_eof: Option<Token>,
    /// Set once an include bound was hit: no file is entered any more.
    include_limit_hit: bool,
}

impl<'a> Preprocessor<'a> {
    fn new(
        opts: &'a PpOptions,
        loader: &'a dyn FileLoader,
        sm: &'a mut SourceMap,
        names: &'a mut Interner,
        diags: &'a mut DiagSink,
    ) -> Self {
        let tables = LexTables::new(names);
        let n = PpNames::new(names);
        let macros = MacroTable::with_builtins(names);
        Preprocessor {
            opts,
            loader,
            sm,
            names,
            diags,
            tables,
            n,
            files: Vec::new(),
            contexts: Vec::new(),
            macros,
            out: Vec::new(),
            pending_flags: 0,
            barriers: 0,
            counter: 0,
            pragma_once: HashSet::new(),
            loaded: HashMap::new(),
            expanded_tokens: 0,
            limit_hit: false,
            n_includes: 0,
            final_eof: None,
            include_limit_hit: false,
        }
    }

    fn push_file(&mut self, file: FileId, include_site: Option<Span>, search_index: Option<usize>) {
        let name = &self.sm.file(file).name;
        let dir = match name.rfind('/') {
            Some(0) => "/".to_string(),
            Some(i) => name[..i].to_string(),
            None => String::new(),
        };
        let mut lexer = Lexer::new(self.sm, file);
        lexer.defer_number_errors = true;
        self.files.push(FileState {
            lexer,
            peeked: None,
            conds: Vec::new(),
            include_site,
            dir,
            search_index,
        });
    }

    /// Preprocesses everything; the output ends with `Eof`.
    fn run(&mut self) {
        while self.step() {}
        let mut eof = self.final_eof.unwrap_or_else(|| {
            let span = self.eof_span();
            Token { kind: TokenKind::Eof, span, text: self.tables.empty, flags: TokenFlags::default() }
        });
        eof.flags = TokenFlags(eof.flags.0 | TokenFlags::AT_LINE_START);
        self.out.push(eof);
    }

    /// Takes one token and either expands it (a macro name) or emits it. False at `Eof`.
    #[inline]
    fn step(&mut self) -> bool {
        let (tok, src) = self.next_token();
        if tok.kind == TokenKind::Eof {
            if src != Source::Barrier {
                self.final_eof = Some(tok);
            }
            return false;
        }
        if matches!(tok.kind, TokenKind::Ident | TokenKind::Keyword(_))
            && !tok.flags.has(TokenFlags::NO_EXPAND)
            && !self.limit_hit
        {
            if let Some(m) = self.macros.lookup(tok.text) {
                if self.macros.is_active(m) {
                    // Painted blue: never expanded again, whatever happens to it later.
                    let mut tok = tok;
                    tok.flags = tok.flags.with(TokenFlags::NO_EXPAND);
                    self.emit(tok);
                } else {
                    self.expand(tok, m);
                }
                return true;
            }
        }
        self.emit(tok);
        true
    }

    #[inline(always)]
    fn emit(&mut self, mut tok: Token) {
        // GNU's `__extension__` only silences pedantic warnings about what follows; the
        // system headers put it before declarations and expressions alike.
        if tok.text == self.n.extension && tok.kind == TokenKind::Ident {
            return;
        }
        if tok.flags.has(TokenFlags::BAD_NUMBER) && self.barriers == 0 {
            tok.flags = tok.flags.without(TokenFlags::BAD_NUMBER);
            self.report_bad_number(tok);
        }
        if self.pending_flags != 0 {
            tok.flags = TokenFlags(tok.flags.0 | self.pending_flags);
            self.pending_flags = 0;
        }
        self.out.push(tok);
    }

    /// The next token from the innermost context, else from the current file (handling
    /// directives and the ends of included files). `Eof` at the end of a barrier context (which
    /// stays on the stack) or of the whole input.
    #[inline(always)]
    fn next_token(&mut self) -> (Token, Source) {
        loop {
            if let Some(ctx) = self.contexts.last_mut() {
                if ctx.pos < ctx.tokens.len() {
                    let tok = ctx.tokens[ctx.pos];
                    ctx.pos += 1;
                    return (tok, Source::Context);
                }
                if ctx.barrier {
                    let span = ctx.tokens.last().map(|t| t.span);
                    let span = span.unwrap_or_else(|| self.eof_span());
                    let eof = Token {
                        kind: TokenKind::Eof,
                        span,
                        text: self.tables.empty,
                        flags: TokenFlags::default(),
                    };
                    return (eof, Source::Barrier);
                }
                self.pop_context();
                continue;
            }
            let tok = self.raw_token();
            match tok.kind {
                TokenKind::Punct(Punct::Hash) if tok.flags.has(TokenFlags::AT_LINE_START) => {
                    self.directive(tok);
                }
                TokenKind::Eof => {
                    self.end_of_file();
                    if self.files.len() == 1 {
                        return (tok, Source::File);
                    }
                    self.files.pop();
                }
                _ => return (tok, Source::File),
            }
        }
    }

    /// Puts back the token `next_token` just returned.
    fn push_back(&mut self, tok: Token, src: Source) {
        match src {
            Source::File => self.files.last_mut().map_or((), |f| f.peeked = Some(tok)),
            Source::Context => {
                if let Some(ctx) = self.contexts.last_mut() {
                    ctx.pos = ctx.pos.saturating_sub(1);
                }
            }
            Source::Barrier => {}
        }
    }

    fn pop_context(&mut self) {
        if let Some(ctx) = self.contexts.pop() {
            if let Some(m) = ctx.macro_id {
                self.macros.set_active(m, false);
            }
        }
    }

    fn eof_span(&self) -> Span {
        let f = self.files.last().map_or(FileId(0), |f| f.lexer.file());
        let len = self.sm.file(f).text.len() as u32;
        Span::new(f, len, len)
    }

    /// The next token of the current file, directives not interpreted.
    #[inline]
    fn raw_token(&mut self) -> Token {
        let Some(f) = self.files.last_mut() else {
            return Token {
                kind: TokenKind::Eof,
                span: Span::new(FileId(0), 0, 0),
                text: self.tables.empty,
                flags: TokenFlags::default(),
            };
        };
        match f.peeked.take() {
            Some(t) => t,
            None => f.lexer.next(&mut self.tables, self.names, self.diags),
        }
    }

    /// The next token of the current directive line, `None` at the end of the line.
    fn line_token(&mut self) -> Option<Token> {
        let tok = self.raw_token();
        if tok.kind == TokenKind::Eof || tok.flags.has(TokenFlags::AT_LINE_START) {
            if let Some(f) = self.files.last_mut() {
                f.peeked = Some(tok);
            }
            return None;
        }
        Some(tok)
    }

    /// The rest of the directive line.
    fn rest_of_line(&mut self) -> Vec<Token> {
        let mut v = Vec::new();
        while let Some(t) = self.line_token() {
            v.push(t);
        }
        v
    }

    /// Skips the rest of the directive line.
    fn skip_line(&mut self) {
        while self.line_token().is_some() {}
    }

    /// Reports an unterminated conditional at the end of the current file.
    fn end_of_file(&mut self) {
        let Some(f) = self.files.last_mut() else { return };
        let conds = std::mem::take(&mut f.conds);
        for c in conds {
            self.diags.push(
                Diagnostic::error(
                    diags::UNTERMINATED_CONDITIONAL,
                    c.span,
                    "unterminated conditional directive",
                )
                .with_label("this conditional has no `#endif`")
                .with_note("add `#endif` before the end of the file"),
            );
        }
    }

    /// Reports a preprocessing number that reached the output without becoming a valid literal.
    pub(crate) fn report_bad_number(&mut self, tok: Token) {
        let spelling = self.names.get(tok.text);
        if let Err(message) = crate::lex::literals::classify_number(spelling) {
            self.diags.push(crate::lex::lexer::invalid_number(tok.span, message));
        }
    }

    fn text(&self, name: Name) -> &str {
        self.names.get(name)
    }

    fn limit_error(&mut self, span: Span, message: String, note: &str) {
        if !self.limit_hit {
            self.limit_hit = true;
            self.diags.push(
                Diagnostic::error(diags::EXPANSION_LIMIT, span, message)
                    .with_label("while expanding this macro")
                    .with_note(note.to_string()),
            );
        }
    }
}
