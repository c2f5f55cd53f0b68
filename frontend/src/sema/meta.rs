//! Circle's `@meta` code, run by the checker during translation. A `@meta` declaration makes a
//! meta object: its initializer is evaluated by the constant evaluator and its value kept in
//! the checker's meta frame; it never reaches a module. A `@meta` statement (`if`, `for`,
//! `for enum`, `while`, `do`, a block, an expression) is executed: its own expressions are
//! evaluated against the meta frame, and the real statements inside it are checked each time
//! control reaches them, with every meta variable they name replaced by its current value.
//! Those real statements (and their declarations) belong to the innermost enclosing real
//! scope, so a `@meta for` directly in a block adds its statements to that block, once per
//! iteration. The loops of one meta statement are bounded by `-fconstexpr-steps` iterations in
//! all.

use crate::ast::{self, Cond, IfKind, StmtKind as S};
use crate::diag::Diagnostic;
use crate::source::Span;

use super::consteval::{self, NotConst, Val};
use super::ctx::{Checker, ScopeKind};
use super::decls::At;
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};

/// How a meta statement ended.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flow {
    Normal,
    Break,
    Continue,
    /// An error was reported: stop running meta code here.
    Stop,
}

/// The outermost meta statement being run: its loops' iterations together, nested loops and
/// the meta code of the templates it instantiates included, are bounded by
/// `-fconstexpr-steps`.
#[derive(Debug, Default)]
pub struct MetaRun {
    depth: u32,
    iterations: u64,
}

impl Checker<'_> {
    /// `@meta d` at namespace, class or block scope: declares meta objects and evaluates their
    /// initializers. Nothing is added to the program.
    pub(super) fn check_meta_decl(&mut self, d: ast::DeclId, at: At) -> Vec<DeclRef> {
        // A meta object in a class is a member of no object: it is declared in the class's
        // scope as a variable, like a block-scope one.
        let at = if matches!(at, At::Record(_)) { At::Block } else { at };
        self.meta_declare(d, at);
        Vec::new()
    }

    /// Declares the meta objects of declaration `d` and evaluates their initializers.
    fn meta_declare(&mut self, d: ast::DeclId, at: At) -> Flow {
        self.fcx.meta += 1;
        let refs = self.check_decl(d, at);
        self.fcx.meta -= 1;
        for r in refs {
            if let DeclRef::Var(v) = r {
                if self.meta_var_init(v) == Flow::Stop {
                    return Flow::Stop;
                }
            }
        }
        Flow::Normal
    }

    /// `@meta s` at namespace or class scope: only meta code runs there.
    /// (`meta_item` rejects real statements there, so nothing is made).
    pub(super) fn check_meta_stmt_outside(&mut self, s: ast::StmtId) {
        self.meta_stmts(s);
    }

    /// Makes `v` a meta object holding the value of its initializer.
    fn meta_var_init(&mut self, v: VarId) -> Flow {
        self.p.vars[v].storage = Storage::Meta;
        let ty = self.p.vars[v].ty;
        if self.p.types.array_elem(self.p.types.non_ref(ty)).is_some() {
            self.meta_frame.insert(v, Val::Unset);
            let span = self.p.vars[v].span;
            return self.meta_unsupported(span, "a meta array");
        }
        let Some(init) = self.p.vars[v].init else {
            self.meta_frame.insert(v, Val::Unset);
            return Flow::Normal;
        };
        match self.meta_eval(init, ty) {
            Some(val) => {
                self.meta_frame.insert(v, val);
                Flow::Normal
            }
            None => {
                self.meta_frame.insert(v, Val::Unset);
                Flow::Stop
            }
        }
    }

    /// Evaluates meta expression `e` (of type `ty`) against the meta frame; reports why it
    /// has no value.
    fn meta_eval(&mut self, e: ExprId, ty: TypeId) -> Option<Val> {
        if matches!(self.p.expr(e).kind, ExprKind::Error) || self.p.types.is_error(ty) {
            return None;
        }
        match consteval::eval_meta(&self.p, &mut self.meta_frame, e, ty) {
            Ok(v) => Some(v),
            Err(err) => {
                self.report_meta_not_const(e, err);
                None
            }
        }
    }

    /// Reports why meta expression `e` has no value.
    pub(super) fn report_meta_not_const(&mut self, e: ExprId, err: NotConst) {
        let NotConst::Runtime(at) = err else { return self.report_not_const(e, "a meta expression", err) };
        let whole = self.p.expr(e).span;
        let d = Diagnostic::error(diags::META_NOT_CONSTANT, whole, "meta code reads a value known only at run time");
        let d = if at == whole {
            d.with_label("this is not known during translation")
        } else {
            d.with_label("evaluated during translation").with_secondary(at, "this is not known during translation")
        };
        self.err(d.with_note(
            "meta code can use literals, enumerators, template arguments, `constexpr` variables, \
             other meta objects and calls of `constexpr` functions",
        ));
    }

    /// A meta expression: checked with meta variables as variables.
    fn meta_expr(&mut self, e: ast::ExprId) -> ExprId {
        self.fcx.meta += 1;
        let h = self.check_expr(e);
        self.fcx.meta -= 1;
        h
    }

    /// A meta condition, converted to `bool`.
    fn meta_cond(&mut self, c: Cond, what: &str, span: Span) -> Option<ExprId> {
        match c {
            Cond::Expr(e) => {
                let h = self.meta_expr(e);
                self.fcx.meta += 1;
                let h = self.to_bool(h);
                self.fcx.meta -= 1;
                Some(h)
            }
            Cond::Decl(_) => {
                self.meta_unsupported(span, &format!("a declaration as the condition of {what}"));
                None
            }
        }
    }

    /// Whether meta condition `c` holds now; `None` after reporting why it has no value.
    fn meta_test(&mut self, c: ExprId) -> Option<bool> {
        match self.meta_eval(c, builtin::BOOL)? {
            Val::Scalar(v) => Some(!matches!(v, ConstValue::Bool(false) | ConstValue::Int(0) | ConstValue::Null)),
            _ => None,
        }
    }

    /// The current value of meta object `v`, named in real code: a literal, or a braced list
    /// of literals for a class object.
    pub(super) fn meta_value(&mut self, v: VarId, span: Span) -> ExprId {
        let ty = self.p.types.unqual(self.p.types.non_ref(self.p.vars[v].ty));
        let val = self.meta_frame.get(&v).cloned().unwrap_or(Val::Unset);
        match self.value_expr(&val, ty, span, 0) {
            Some(e) => e,
            None => {
                let n = self.text(self.p.vars[v].name).to_string();
                let shown = self.type_name(ty);
                self.err(
                    Diagnostic::error(diags::META_OBJECT_IN_REAL, span, format!("meta object `{n}` has no value that real code can use"))
                        .with_label(format!("`{n}` is a `{shown}` whose value is not known here"))
                        .with_secondary(self.p.vars[v].span, "declared here")
                        .with_note("real code sees a meta object as a constant: initialize it, and keep its members scalars"),
                );
                self.error_expr(span)
            }
        }
    }

    /// `val` as a prvalue expression of type `ty`.
    fn value_expr(&mut self, val: &Val, ty: TypeId, span: Span, depth: u32) -> Option<ExprId> {
        if depth > 64 {
            return None;
        }
        let pr = ValueCat::PrValue;
        match val {
            Val::Scalar(c) => {
                let kind = match *c {
                    ConstValue::Int(n) => match self.p.types.enum_of(ty) {
                        Some(e) => match self.p.enums[e].enumerators.iter().position(|x| x.value == n) {
                            Some(i) => ExprKind::EnumConst { enum_: e, index: i as u32, value: n },
                            None => ExprKind::IntLit(n),
                        },
                        None if self.p.types.is_bool(ty) => ExprKind::BoolLit(n != 0),
                        None => ExprKind::IntLit(n),
                    },
                    ConstValue::Bool(b) => ExprKind::BoolLit(b),
                    ConstValue::Float(f) => ExprKind::FloatLit(f),
                    ConstValue::Null if self.p.types.is_pointer(ty) => ExprKind::NullPtrLit,
                    ConstValue::Null => return None,
                };
                Some(self.mk(kind, ty, pr, span))
            }
            Val::Object(fields) => {
                let r = self.p.types.record_of(ty)?;
                let tys: Vec<TypeId> = self.p.records[r].fields.iter().map(|f| f.ty).collect();
                if tys.len() != fields.len() {
                    return None;
                }
                let mut elems = Vec::with_capacity(fields.len());
                for (f, t) in fields.iter().zip(tys) {
                    let t = self.p.types.unqual(t);
                    elems.push(self.value_expr(f, t, span, depth + 1)?);
                }
                let len = elems.len() as u64;
                Some(self.mk(ExprKind::InitList { elems, len }, ty, pr, span))
            }
            Val::Unset => None,
        }
    }

    /// `@meta s` inside a block: runs `s` and returns the real statements it produced, which
    /// go to the enclosing block.
    pub(super) fn meta_stmts(&mut self, s: ast::StmtId) -> Vec<StmtId> {
        let mut out = Vec::new();
        if self.meta_run.depth == 0 {
            self.meta_run.iterations = 0;
        }
        self.meta_run.depth += 1;
        let flow = self.meta_stmt(s, &mut out);
        self.meta_run.depth -= 1;
        if matches!(flow, Flow::Break | Flow::Continue) {
            let span = self.tu.stmt(s).span;
            let what = if flow == Flow::Break { "break" } else { "continue" };
            self.err(
                Diagnostic::error(diags::META_STMT, span, format!("`@meta {what}` outside a meta loop"))
                    .with_label(format!("no `@meta` loop to {what}"))
                    .with_note(format!("a real `{what}` (without `@meta`) leaves a real loop")),
            );
        }
        out
    }

    /// An item of a meta block: a meta statement (`@meta ...`) is run, any other statement is
    /// real and checked now.
    fn meta_item(&mut self, s: ast::StmtId, out: &mut Vec<StmtId>) -> Flow {
        match &self.tu.stmt(s).kind {
            S::Meta(inner) => self.meta_stmt(*inner, out),
            // Outside a function there is no real scope for a real statement to join.
            _ if self.fcx.func.is_none() => {
                let span = self.tu.stmt(s).span;
                self.err(
                    Diagnostic::error(diags::META_STMT, span, "a real statement inside a `@meta` statement outside a function")
                        .with_label("not meta code")
                        .with_note("at namespace and class scope, write `@meta` before each statement of a meta block"),
                );
                Flow::Stop
            }
            _ => {
                let h = self.check_stmt(s);
                out.push(h);
                Flow::Normal
            }
        }
    }

    /// The body of a meta `if` or loop: a block is a meta scope; any other statement is an item.
    fn meta_body(&mut self, s: ast::StmtId, out: &mut Vec<StmtId>) -> Flow {
        match &self.tu.stmt(s).kind {
            S::Compound(_) => self.meta_stmt(s, out),
            _ => self.meta_item(s, out),
        }
    }

    /// Runs the statement after `@meta`.
    fn meta_stmt(&mut self, s: ast::StmtId, out: &mut Vec<StmtId>) -> Flow {
        let tu = self.tu;
        let span = tu.stmt(s).span;
        match &tu.stmt(s).kind {
            S::Compound(items) => {
                self.push_scope(ScopeKind::Meta);
                let mut flow = Flow::Normal;
                for &i in items {
                    flow = self.meta_item(i, out);
                    if flow != Flow::Normal {
                        break;
                    }
                }
                self.pop_scope();
                flow
            }
            S::Decl(decls) => {
                for &d in decls {
                    if self.meta_declare(d, At::Block) == Flow::Stop {
                        return Flow::Stop;
                    }
                }
                Flow::Normal
            }
            S::Expr(e) => {
                let h = self.meta_expr(*e);
                if self.meta_printf(h) {
                    return Flow::Normal;
                }
                let ty = self.p.expr(h).ty;
                if self.meta_eval(h, ty).is_some() { Flow::Normal } else { Flow::Stop }
            }
            S::If(i) if matches!(i.kind, IfKind::Plain | IfKind::Constexpr) => {
                self.push_scope(ScopeKind::Meta);
                let mut flow = match i.init {
                    Some(init) => self.meta_stmt(init, out),
                    None => Flow::Normal,
                };
                if flow == Flow::Normal {
                    flow = match self.meta_cond(i.cond, "`@meta if`", span).and_then(|c| self.meta_test(c)) {
                        Some(true) => self.meta_body(i.then, out),
                        // `@meta if ... else if ...`: the chain stays meta.
                        Some(false) => match i.else_ {
                            Some(e) if matches!(&tu.stmt(e).kind, S::If(x) if x.kind == IfKind::Plain) => self.meta_stmt(e, out),
                            Some(e) => self.meta_body(e, out),
                            None => Flow::Normal,
                        },
                        None => Flow::Stop,
                    };
                }
                self.pop_scope();
                flow
            }
            S::For(f) => {
                self.push_scope(ScopeKind::Meta);
                let flow = self.meta_for(f, span, out);
                self.pop_scope();
                flow
            }
            S::While { cond, body } => {
                self.push_scope(ScopeKind::Meta);
                let c = self.meta_cond(*cond, "`@meta while`", span);
                let flow = match c {
                    Some(c) => self.meta_loop(Some(c), None, *body, false, ("`@meta while`", span), out),
                    None => Flow::Stop,
                };
                self.pop_scope();
                flow
            }
            S::Do { body, cond } => {
                self.push_scope(ScopeKind::Meta);
                let c = self.meta_cond(Cond::Expr(*cond), "`@meta do`", span);
                let flow = match c {
                    Some(c) => self.meta_loop(Some(c), None, *body, true, ("`@meta do`", span), out),
                    None => Flow::Stop,
                };
                self.pop_scope();
                flow
            }
            S::ForEnum { var, enum_ty, body } => {
                self.push_scope(ScopeKind::Meta);
                let flow = self.meta_for_enum(*var, *enum_ty, *body, span, out);
                self.pop_scope();
                flow
            }
            S::Break => Flow::Break,
            S::Continue => Flow::Continue,
            S::Empty => Flow::Normal,
            S::Meta(inner) => self.meta_stmt(*inner, out),
            S::Error => Flow::Stop,
            S::If(_) => self.meta_unsupported(span, "`@meta` before `@codegen if` or `if target`"),
            S::Return(_) => self.meta_unsupported(span, "`@meta return`"),
            S::Switch { .. } => self.meta_unsupported(span, "`@meta switch`"),
            S::RangeFor { .. } => self.meta_unsupported(span, "a range-based `@meta for`"),
            S::Try { .. } => self.meta_unsupported(span, "`@meta try`"),
            _ => self.meta_unsupported(span, "`@meta` before this statement"),
        }
    }

    fn meta_unsupported(&mut self, span: Span, what: &str) -> Flow {
        self.err(
            Diagnostic::error(diags::META_STMT, span, format!("{what} is not supported"))
                .with_label("not a meta statement circlec runs")
                .with_note("circlec runs `@meta` declarations, expressions, blocks, `if`, `for`, `for enum`, `while`, `do`, `break` and `continue`"),
        );
        Flow::Stop
    }

    fn meta_for(&mut self, f: &ast::ForStmt, span: Span, out: &mut Vec<StmtId>) -> Flow {
        if let Some(init) = f.init {
            if self.meta_stmt(init, out) != Flow::Normal {
                return Flow::Stop;
            }
        }
        let cond = match f.cond {
            Some(c) => match self.meta_cond(c, "`@meta for`", span) {
                Some(c) => Some(c),
                None => return Flow::Stop,
            },
            None => None,
        };
        let step = f.step.map(|e| self.meta_expr(e));
        self.meta_loop(cond, step, f.body, false, ("`@meta for`", span), out)
    }

    /// Counts one iteration of a meta loop; false (after reporting it at the loop) when the
    /// meta statement has run out of iterations.
    fn meta_iteration(&mut self, what: &str, span: Span) -> bool {
        let limit = u64::from(self.p.constexpr_limits.0);
        self.meta_run.iterations += 1;
        if self.meta_run.iterations <= limit {
            return true;
        }
        self.err(
            Diagnostic::error(diags::META_LOOP_LIMIT, span, format!("{what} loop did not end within {limit} iterations"))
                .with_label("this loop runs during translation")
                .with_note(format!(
                    "the loops of one meta statement, nested ones included, run at most {limit} iterations in all; \
                     check this loop's condition and step, or raise the bound with `-fconstexpr-steps=N`"
                )),
        );
        false
    }

    /// Runs a meta loop: `body` while `cond` holds, `step` after each iteration; `body_first`
    /// for `do`. Stops after an iteration whose real statements had errors (the next would
    /// repeat them).
    fn meta_loop(&mut self, cond: Option<ExprId>, step: Option<ExprId>, body: ast::StmtId, body_first: bool, (what, span): (&str, Span), out: &mut Vec<StmtId>) -> Flow {
        let mut first = body_first;
        loop {
            if !first {
                match cond.map(|c| self.meta_test(c)) {
                    Some(None) => return Flow::Stop,
                    Some(Some(false)) => return Flow::Normal,
                    _ => {}
                }
            }
            first = false;
            if !self.meta_iteration(what, span) {
                return Flow::Stop;
            }
            let errors = self.diags.error_count();
            match self.meta_body(body, out) {
                Flow::Break => return Flow::Normal,
                Flow::Stop => return Flow::Stop,
                Flow::Normal | Flow::Continue => {}
            }
            if self.diags.error_count() > errors {
                return Flow::Stop;
            }
            if let Some(st) = step {
                let ty = self.p.expr(st).ty;
                if self.meta_eval(st, ty).is_none() {
                    return Flow::Stop;
                }
            }
        }
    }

    /// `@meta for enum (E e : E) body`: `body` once for each enumerator of `E` with a distinct
    /// value, in declaration order, with `e` holding it.
    fn meta_for_enum(&mut self, var: ast::DeclId, enum_ty: ast::TypeExprId, body: ast::StmtId, span: Span, out: &mut Vec<StmtId>) -> Flow {
        let t = self.resolve_type(enum_ty);
        if self.p.types.is_error(t) {
            return Flow::Stop;
        }
        let Some(e) = self.p.types.enum_of(self.p.types.unqual(t)) else {
            let shown = self.type_name(t);
            self.err(
                Diagnostic::error(diags::INTROSPECT_OPERAND, self.tu.types[enum_ty].span, format!("`for enum` needs an enumeration type, not `{shown}`"))
                    .with_label("not an enum"),
            );
            return Flow::Stop;
        };
        // `E e` or `auto e`, without an initializer: a meta variable of type `E`.
        let ast::DeclKind::Var(vd) = &self.tu.decl(var).kind else {
            return self.meta_unsupported(self.tu.decl(var).span, "this declaration in `for enum`");
        };
        let vspan = self.tu.decl(var).span;
        let Some(name) = self.tu.path(vd.name).as_ident() else {
            return self.meta_unsupported(vspan, "a qualified name in `for enum`");
        };
        let e_ty = self.p.types.unqual(t);
        if !self.is_placeholder(vd.ty) {
            let vt = self.resolve_type(vd.ty);
            let vt = self.p.types.unqual(vt);
            if vt != e_ty && !self.p.types.is_error(vt) {
                let (want, got) = (self.type_name(t), self.type_name(vt));
                self.err(
                    Diagnostic::error(diags::INTROSPECT_OPERAND, vspan, format!("the variable of `for enum` must have type `{want}`, not `{got}`"))
                        .with_label("declare it with the enumeration's type, or `auto`")
                        .with_secondary(span, "in this `for enum`"),
                );
                return Flow::Stop;
            }
        }
        if vd.init.is_some() {
            return self.meta_unsupported(vspan, "an initializer on the variable of `for enum`");
        }
        let v = self.p.vars.alloc(VarDecl::plain(name, e_ty, Storage::Meta, vspan));
        // Declared in the loop's meta scope.
        self.fcx.meta += 1;
        self.declare(name, super::ctx::Entity::Var(v));
        self.fcx.meta -= 1;
        for index in self.unique_enumerators(e) {
            let value = self.p.enums[e].enumerators[index as usize].value;
            self.meta_frame.insert(v, Val::Scalar(ConstValue::Int(value)));
            if !self.meta_iteration("`@meta for enum`", span) {
                return Flow::Stop;
            }
            let errors = self.diags.error_count();
            match self.meta_body(body, out) {
                Flow::Break => break,
                Flow::Stop => return Flow::Stop,
                Flow::Normal | Flow::Continue => {}
            }
            if self.diags.error_count() > errors {
                return Flow::Stop;
            }
        }
        Flow::Normal
    }
}
