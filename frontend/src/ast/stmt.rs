//! Statements: compound, expression and declaration statements, selection (`if`, `if constexpr`,
//! Circle's `@codegen if`, `switch`), iteration (`while`, `do`, `for`, range-`for`), jumps,
//! labels, `try`/`catch`, GNU inline assembly, and Circle's `@meta` statements.

use super::{DeclId, ExprId};
use crate::intern::Name;
use crate::source::Span;

/// A statement.
#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    /// `{ s1 s2 ... }`
    Compound(Vec<super::StmtId>),
    /// `expr;`
    Expr(ExprId),
    /// `int a = 1, *b;`, `struct S { } s;`, `using I = int;`, `static_assert(...)` at block scope
    Decl(Vec<DeclId>),
    /// `if (c) s else s`, `if constexpr (c) ...`, `@codegen if (c) ...`, `if (init; c) ...`;
    /// `else @codegen if` chains are an `If` in `else_`.
    If(Box<IfStmt>),
    /// `while (c) s`
    While { cond: Cond, body: super::StmtId },
    /// `do s while (c);`
    Do { body: super::StmtId, cond: ExprId },
    /// `for (init; cond; step) s` (each part may be missing)
    For(Box<ForStmt>),
    /// `for (init; T x : range) s` (`var` is the loop variable's [`super::DeclKind::Var`])
    RangeFor { init: Option<super::StmtId>, var: DeclId, range: ExprId, body: super::StmtId },
    /// Circle's `for enum (E e : E) s` (under `@meta`): `var` is the loop variable's
    /// [`super::DeclKind::Var`], `enum_ty` the enumeration whose enumerators it steps through.
    ForEnum { var: DeclId, enum_ty: super::TypeExprId, body: super::StmtId },
    /// `switch (init; c) s`
    Switch { init: Option<super::StmtId>, cond: Cond, body: super::StmtId },
    /// `case v: s`
    Case { value: ExprId, body: super::StmtId },
    /// `default: s`
    Default { body: super::StmtId },
    /// `break;`
    Break,
    /// `continue;`
    Continue,
    /// `return;` or `return e;` (`return {1, 2};` has an init list)
    Return(Option<ExprId>),
    /// `name: s`
    Label { name: Name, body: super::StmtId },
    /// `goto name;`
    Goto { label: Name },
    /// `try { ... } catch (T& e) { ... } catch (...) { ... }` (codegen keeps only the block)
    Try { body: super::StmtId, handlers: Vec<Handler> },
    /// `asm volatile("tmpl" : "=r"(x) : "r"(y) : "memory");` (GNU extended asm) or `asm("nop");`
    /// (basic asm, no operands): the template and operands as written, checked by sema.
    Asm(Box<AsmStmt>),
    /// Circle's `@meta` before a statement: `@meta for (...) ...` (sema may reject it)
    Meta(super::StmtId),
    /// `;`
    Empty,
    /// A statement that failed to parse; an error was reported.
    Error,
}

/// Which kind of `if`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IfKind {
    /// `if (c)`
    Plain,
    /// `if constexpr (c)`
    Constexpr,
    /// Circle's `@codegen if (c)`: the predicate is a codegen expression; each target's codegen
    /// lowers only the taken branch.
    Codegen,
    /// nvc++'s `if target (set)`: `set` is a constant `nv::target::target_description`, and
    /// each target's codegen lowers the branch that the set says (`<nv/target>`).
    Target,
}

#[derive(Clone, Debug)]
pub struct IfStmt {
    pub kind: IfKind,
    /// `if (init; cond)`
    pub init: Option<super::StmtId>,
    pub cond: Cond,
    pub then: super::StmtId,
    pub else_: Option<super::StmtId>,
}

#[derive(Clone, Debug)]
pub struct ForStmt {
    /// An expression or declaration statement (without the `;`, which the parser consumes).
    pub init: Option<super::StmtId>,
    pub cond: Option<Cond>,
    pub step: Option<ExprId>,
    pub body: super::StmtId,
}

/// The condition of `if`, `while`, `switch` and `for`.
#[derive(Clone, Copy, Debug)]
pub enum Cond {
    /// `(x < 3)`
    Expr(ExprId),
    /// `(int n = f())`: a [`super::DeclKind::Var`] with an initializer; the condition is its value.
    Decl(DeclId),
}

/// `catch (T& e) { ... }` or `catch (...) { ... }`
#[derive(Clone, Debug)]
pub struct Handler {
    /// A [`super::DeclKind::Param`]; `None` for `catch (...)`.
    pub param: Option<DeclId>,
    pub body: super::StmtId,
    pub span: Span,
}

/// A GNU `asm` statement as written. Strings are the decoded text of their (possibly adjacent)
/// literals; spans point at the literals and operands for diagnostics.
#[derive(Clone, Debug)]
pub struct AsmStmt {
    /// `asm volatile`/`__volatile__`: never removed or merged.
    pub volatile: bool,
    /// Basic asm (`asm("nop")`, no `:`): the template is taken literally, `%` is not special.
    pub basic: bool,
    pub template: String,
    pub template_span: Span,
    pub outputs: Vec<AsmOperand>,
    pub inputs: Vec<AsmOperand>,
    /// `"memory"`, `"cc"`, register names.
    pub clobbers: Vec<(String, Span)>,
}

/// `[name] "constraint" (expr)` in an `asm` statement's output or input list.
#[derive(Clone, Debug)]
pub struct AsmOperand {
    /// `[name]`, referenced in the template as `%[name]`.
    pub name: Option<Name>,
    pub constraint: String,
    pub constraint_span: Span,
    pub expr: ExprId,
}
