//! The syntax tree the parser builds: declarations, types as written, statements and expressions
//! of one translation unit, before name resolution and type checking.
//!
//! Properties of the representation:
//! 1. **Arena-owned.** Every node lives in an arena of the [`TranslationUnit`] and is named by a
//!    typed id ([`DeclId`], [`StmtId`], [`ExprId`], [`TypeExprId`], [`PathId`]). The tree is
//!    immutable once parsed and `Send + Sync`.
//! 2. **As written.** Types are type *expressions* (`unsigned long`, `const T&`, `int[4]`), names
//!    are unresolved paths (`ns::vec<int>::size`). Sema resolves them.
//! 3. **Spans everywhere.** Every node carries the [`Span`] of the text it was parsed from.
//! 4. **Lightly desugared.** Adjacent string literals are joined, literal values are decoded,
//!    builtin type specifier combinations (`long unsigned int`) are folded into one [`BuiltinType`],
//!    `int a, *b;` becomes two declarations sharing the base type node, `namespace a::b {}` becomes
//!    two nested namespaces. Nothing else is rewritten: parentheses survive as [`ExprKind::Paren`].
//! 5. **Names not known as types** are still parsed as types where only a type can stand
//!    (`Vec3 v;`); sema reports them as unknown or as not naming a type.
//! 6. **Bounded depth.** Nesting is limited by the bracket depth
//!    ([`crate::parse::DEFAULT_BRACKET_DEPTH`], `-fbracket-depth`) and long left-nested chains
//!    such as `a + b + ...` or `else if` by [`crate::parse::MAX_CHAIN_LINKS`], so passes may
//!    recurse over the tree.
//! 7. **Ambiguity left to sema where the parser cannot know.** A template argument that is a
//!    bare name the parser does not know as a type is an expression ([`TemplateArg`]); sema may
//!    reinterpret it as a type.
//!
//! The submodules hold one family of nodes each; [`print`](mod@print) renders a tree as stable S-expressions
//! for tests and `--dump-ast`-style debugging.

mod decl;
mod expr;
pub mod print;
mod stmt;
mod ty;

pub use decl::*;
pub use expr::*;
pub use stmt::*;
pub use ty::*;

use crate::arena::{Arena, Idx};
use crate::intern::Name;
use crate::source::Span;

pub type DeclId = Idx<Decl>;
pub type StmtId = Idx<Stmt>;
pub type ExprId = Idx<Expr>;
pub type TypeExprId = Idx<TypeExpr>;
pub type PathId = Idx<Path>;

/// The parsed translation unit: the arenas holding every node, and the top-level declarations
/// in source order.
#[derive(Debug, Default)]
pub struct TranslationUnit {
    /// Top-level declarations in source order (`int a, b;` contributes two).
    pub top: Vec<DeclId>,
    pub decls: Arena<Decl>,
    pub stmts: Arena<Stmt>,
    pub exprs: Arena<Expr>,
    pub types: Arena<TypeExpr>,
    pub paths: Arena<Path>,
    /// `#pragma unroll [N]` / `#pragma nounroll` on the loop statement (`while`, `do`, `for`,
    /// range-`for`) that follows it.
    pub loop_pragmas: std::collections::HashMap<StmtId, LoopPragma>,
    /// Function bodies that are an empty `{ }` produced by a macro (NVIDIA's `__DEF_IF_HOST`,
    /// which gives device functions an empty body in nvcc's host pass).
    pub macro_stub_bodies: std::collections::HashSet<StmtId>,
}

/// A loop pragma as written; sema folds the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopPragma {
    /// `#pragma unroll` (no count).
    Enable,
    /// `#pragma unroll N`: an integer constant expression (folded after instantiation).
    Count(ExprId),
    /// `#pragma nounroll`.
    Disable,
}

const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<TranslationUnit>();
};

impl TranslationUnit {
    pub fn decl(&self, id: DeclId) -> &Decl {
        &self.decls[id]
    }
    pub fn stmt(&self, id: StmtId) -> &Stmt {
        &self.stmts[id]
    }
    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.exprs[id]
    }
    pub fn ty(&self, id: TypeExprId) -> &TypeExpr {
        &self.types[id]
    }
    pub fn path(&self, id: PathId) -> &Path {
        &self.paths[id]
    }
}

// ---------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------

/// A possibly qualified name as written: `x`, `::x`, `ns::S<int>::f`, `operator+`, `~S`,
/// `T::template rebind<U>`. An unqualified identifier has an empty `qualifier` (no allocation).
#[derive(Clone, Debug)]
pub struct Path {
    /// A leading `::` (the global namespace).
    pub global: bool,
    /// The nested-name-specifier: every segment before the last `::`.
    pub qualifier: Vec<PathSeg>,
    /// The name itself (the last segment).
    pub last: PathSeg,
    pub span: Span,
}

impl Path {
    /// The identifier, when the path is a plain unqualified identifier without template args.
    pub fn as_ident(&self) -> Option<Name> {
        match (&self.global, self.qualifier.is_empty(), &self.last) {
            (false, true, PathSeg { name: UnqualName::Ident(n), args: None, .. }) => Some(*n),
            _ => None,
        }
    }
}

/// One segment of a [`Path`]: a name with optional template arguments.
#[derive(Clone, Debug)]
pub struct PathSeg {
    pub name: UnqualName,
    /// `<...>` when the segment is a template-id (`vector<int>`; `f<>` gives an empty list).
    pub args: Option<Vec<TemplateArg>>,
    /// The segment was preceded by the `template` keyword (`T::template rebind<U>`).
    pub template_kw: bool,
    pub span: Span,
}

/// An unqualified name.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum UnqualName {
    /// `x`
    Ident(Name),
    /// `~S` (destructor name)
    Destructor(Name),
    /// `operator+`, `operator()`, `operator new[]`
    Operator(OverloadedOp),
    /// `operator int` (conversion function name)
    Conversion(TypeExprId),
    /// `decltype(expr)`, only as the first segment of a nested-name-specifier
    /// (`decltype(__test<T>(0))::value`): the class the expression's type names.
    Decltype(ExprId),
}

/// The operator named by an `operator@` function name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OverloadedOp {
    /// `operator@` for a punctuator `@` (`+`, `+=`, `<<`, `->`, `,`, ...)
    Punct(crate::lex::token::Punct),
    /// `operator()`
    Call,
    /// `operator[]`
    Subscript,
    /// `operator new`
    New,
    /// `operator delete`
    Delete,
    /// `operator new[]`
    NewArray,
    /// `operator delete[]`
    DeleteArray,
}

/// One argument of a template-id.
#[derive(Clone, Debug)]
pub struct TemplateArg {
    pub kind: TemplateArgKind,
    /// Followed by `...` (a pack expansion: `tuple<Ts...>`).
    pub pack_expansion: bool,
    pub span: Span,
}

#[derive(Clone, Copy, Debug)]
pub enum TemplateArgKind {
    /// `vector<int>`: the argument parses as a type-id.
    Type(TypeExprId),
    /// `array<int, 4>`: an expression (also a bare name the parser does not know as a type;
    /// sema reinterprets it when it names a type or a template).
    Expr(ExprId),
}

/// `public`, `protected` or `private`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    Public,
    Protected,
    Private,
}
