//! The parser: preprocessed tokens to the syntax tree in [`crate::ast`], by recursive descent.
//!
//! - `cursor`: the token cursor (lookahead, splitting `>>` and `>>>` when they close template
//!   argument lists), error reporting and recovery, the nesting-depth guard.
//! - `scope`: which names denote types, templates and namespaces, so that `T * x;` is a
//!   declaration and `f<int>(x)` a template-id.
//! - `names`: qualified names and template argument lists.
//! - `specs`, `declarator`, `decl`, `function`, `class`, `template`: declarations;
//!   `attributes`: GNU `__attribute__((...))`, applied or warned about, never dropped.
//! - `stmt`: statements; `asm`: GNU `asm` statements. `expr`, `unary`, `primary`: expressions. `literal`: literal decoding.
//!
//! Invariants: the parser never panics and never loops without consuming a token; every error
//! is reported once into the [`DiagSink`] and parsing resumes at a synchronisation point
//! (`;` or the matching `}`); nesting deeper than the bracket depth ([`DEFAULT_BRACKET_DEPTH`],
//! `-fbracket-depth`) is one error, after which the rest of the input is skipped. No token is copied and no region is parsed twice: where C++
//! needs to know whether a name is a type, the name is parsed once and the parse continues as a
//! declaration or an expression from it.

mod asm;
mod bindings;
mod class;
mod cursor;
mod attributes;
mod decl;
mod declarator;
pub mod diags;
mod expr;
mod function;
mod introspect;
mod literal;
mod names;
mod pragma_pack;
mod primary;
mod scope;
mod specs;
mod stmt;
mod template;
mod unary;
#[cfg(test)]
mod tests;

use crate::ast::TranslationUnit;
use crate::diag::DiagSink;
use crate::intern::{Interner, Name};
use crate::lex::token::Token;
use crate::source::SourceMap;

/// Deepest nesting of expressions, statements, declarators and classes before the parser gives up.
pub const DEFAULT_BRACKET_DEPTH: u32 = 256;
/// Links of one left-nested chain built by a loop (`a + b + c ...`, `a[0][1]...`, `f()()...`,
/// `else if`), counted along the current path: a chain is not nesting in the source, but it is
/// in the tree, which later passes recurse over, so it has its own, larger bound.
pub const MAX_CHAIN_LINKS: u32 = 16384;

/// Parses the whole token stream (ending in `Eof`).
pub fn parse(tokens: &[Token], sm: &SourceMap, names: &mut Interner, diags: &mut DiagSink) -> TranslationUnit {
    let _ = sm;
    parse_with(tokens, names, diags, DEFAULT_BRACKET_DEPTH)
}

/// [`parse`] with nesting up to `max_depth` levels (`-fbracket-depth`).
pub fn parse_with(tokens: &[Token], names: &mut Interner, diags: &mut DiagSink, max_depth: u32) -> TranslationUnit {
    if tokens.is_empty() {
        return TranslationUnit::default();
    }
    let (tokens, pack) = pragma_pack::extract(tokens, names, diags);
    let mut p = Parser::new(&tokens, names, diags);
    p.max_depth = max_depth;
    p.pack = pack;
    let top = p.translation_unit();
    let mut tu = p.tu;
    tu.top = top;
    tu
}

/// A member function body skipped inside its class, parsed when the class is complete.
struct Deferred {
    decl: crate::ast::DeclId,
    /// The token where the body (`try`, `:` or `{`) starts.
    pos: usize,
    name: names::PathInfo,
    /// The template parameter scopes of a member template (`template<class U> void f(U)`),
    /// active again while its body is parsed.
    tparams: Vec<scope::ScopeKey>,
}

/// Names the parser compares against (contextual keywords and the like), interned once.
struct Known {
    final_: Name,
    override_: Name,
    /// CUDA's `__align__(n)`
    align: Name,
    /// nvc++'s `if target`
    target: Name,
}

/// The parser state: the token cursor, the tree under construction and the scope tables.
pub(crate) struct Parser<'a> {
    toks: &'a [Token],
    pos: usize,
    /// The kind of the current token (see `Parser::kind`).
    cur: crate::lex::token::TokenKind,
    /// How many leading `>` of the current token were consumed by closing template argument
    /// lists (`>>` after one `>` is `>`).
    split: u8,
    names: &'a mut Interner,
    diags: &'a mut DiagSink,
    tu: TranslationUnit,
    scopes: scope::Scopes,
    depth: u32,
    /// The nesting bound (`-fbracket-depth`, [`DEFAULT_BRACKET_DEPTH`]).
    max_depth: u32,
    /// Chain links on the current path, bounded by [`MAX_CHAIN_LINKS`].
    chain_links: u32,
    /// Position of the token of the last error, so one bad token gives one error.
    last_error_pos: usize,
    /// Set once the depth limit was hit: everything after is skipped.
    bailed: bool,
    /// Inside a template argument list (at bracket depth 0): `>` closes the list.
    in_template_args: bool,
    /// A `template<...>` header precedes the declaration being parsed.
    pending_template: bool,
    /// The name of the class whose body is being parsed (for constructors).
    class_names: Vec<Name>,
    /// Per class body being parsed: member function bodies to parse once it is complete.
    deferred: Vec<Vec<Deferred>>,
    known: Known,
    /// `#pragma pack` caps by token position (`pragma_pack.rs`).
    pack: Vec<(usize, Option<u32>)>,
}

impl<'a> Parser<'a> {
    fn new(toks: &'a [Token], names: &'a mut Interner, diags: &'a mut DiagSink) -> Self {
        let known = Known {
            final_: names.intern("final"),
            override_: names.intern("override"),
            align: names.intern("__align__"),
            target: names.intern("target"),
        };
        let scopes = scope::Scopes::new();
        let cur = toks.first().map_or(crate::lex::token::TokenKind::Eof, |t| t.kind);
        Parser {
            toks,
            pos: 0,
            cur,
            split: 0,
            names,
            diags,
            tu: TranslationUnit::default(),
            scopes,
            depth: 0,
            max_depth: DEFAULT_BRACKET_DEPTH,
            chain_links: 0,
            last_error_pos: usize::MAX,
            bailed: false,
            in_template_args: false,
            pending_template: false,
            class_names: Vec::new(),
            deferred: Vec::new(),
            known,
            pack: Vec::new(),
        }
    }

    /// The `#pragma pack` cap in effect at token `pos`.
    fn pack_at(&self, pos: usize) -> Option<u32> {
        let i = self.pack.partition_point(|&(at, _)| at <= pos);
        i.checked_sub(1).and_then(|i| self.pack[i].1)
    }
}
