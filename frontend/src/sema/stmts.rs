//! Statements: blocks with their own scopes, expression and declaration statements, `if`
//! (plain, `if constexpr` folded, and Circle's `@codegen if` with both branches kept and
//! checked), loops, `switch` with folded and unique case labels, `break`/`continue` only
//! inside what they leave, `return` converted to the function's type. `goto`, labels,
//! range-`for` and `try` handlers are rejected or reduced with a clear message; `@meta`
//! statements are run by `meta.rs`, and the real statements they make join the enclosing
//! block. Every full expression goes through the codegen-context check.

use crate::ast::{self, Cond, IfKind, StmtKind as S};
use crate::diag::Diagnostic;

use super::codegen_context::{self, Use};
use super::ctx::{Checker, ScopeKind};
use super::decls::At;
use super::diags;
use super::hir::*;
use super::types::builtin;

impl Checker<'_> {
    /// A full expression used in an ordinary context.
    pub fn full_expr(&mut self, e: ExprId, u: Use) -> ExprId {
        codegen_context::check_use(&self.p, e, u, self.diags);
        e
    }

    fn check_cond(&mut self, c: Cond, u: Use) -> (Option<StmtId>, ExprId) {
        match c {
            Cond::Expr(e) => {
                let h = self.check_expr(e);
                let h = self.to_bool(h);
                (None, self.full_expr(h, u))
            }
            Cond::Decl(d) => {
                let decls = self.check_decl(d, At::Block);
                let vars: Vec<VarId> = decls.iter().filter_map(|x| if let DeclRef::Var(v) = x { Some(*v) } else { None }).collect();
                let span = self.tu.decl(d).span;
                let Some(&v) = vars.first() else { return (None, self.error_expr(span)) };
                let r = self.var_ref(v, span);
                let b = self.to_bool(r);
                (Some(self.stmt(Stmt::Decl(vars))), b)
            }
        }
    }

    /// The body of a loop whose condition declares a variable: `{ T x = e; if (x) body else
    /// break; }`, so that the declaration and the test are made before every iteration.
    fn declare_and_test(&mut self, decl: StmtId, cond: ExprId, body: StmtId) -> StmtId {
        let brk = self.stmt(Stmt::Break);
        let test = self.stmt(Stmt::If { cond, then: body, els: Some(brk) });
        self.stmt(Stmt::Compound(vec![decl, test]))
    }

    /// Carries the loop pragma of the syntax loop `s` (if any) to the checked loop `h`, folding
    /// its count (after instantiation, so `#pragma unroll TM` works in a template).
    pub(super) fn loop_pragma(&mut self, s: ast::StmtId, h: StmtId) {
        let Some(&pragma) = self.tu.loop_pragmas.get(&s) else { return };
        let unroll = match pragma {
            ast::LoopPragma::Enable => LoopUnroll::Enable,
            ast::LoopPragma::Disable => LoopUnroll::Disable,
            ast::LoopPragma::Count(e) => {
                let span = self.tu.expr(e).span;
                match self.const_int(e, "the count of `#pragma unroll`") {
                    None => return,
                    Some(1) => LoopUnroll::Disable,
                    Some(n) if n >= 2 && n <= u32::MAX as i128 => LoopUnroll::Count(n as u32),
                    Some(n) => {
                        self.err(
                            Diagnostic::error(diags::BAD_LOOP_PRAGMA_COUNT, span, format!("`#pragma unroll` count must be positive, not {n}"))
                                .with_label("not a positive 32-bit integer")
                                .with_note("write `#pragma unroll N` with N >= 1, or `#pragma unroll` to unroll fully"),
                        );
                        return;
                    }
                }
            }
        };
        self.p.loop_unroll.insert(h, unroll);
    }

    /// Checks a statement in a scope of its own (the body of a loop or a branch).
    pub(super) fn scoped_stmt(&mut self, s: ast::StmtId) -> StmtId {
        self.push_scope(ScopeKind::Block);
        let r = self.check_stmt(s);
        self.pop_scope();
        r
    }

    pub fn check_stmt(&mut self, s: ast::StmtId) -> StmtId {
        let tu = self.tu;
        let st = tu.stmt(s);
        let span = st.span;
        match &st.kind {
            S::Compound(items) => {
                self.push_scope(ScopeKind::Block);
                let mut out = Vec::with_capacity(items.len());
                for &i in items {
                    // A meta statement adds the real statements it makes to this block.
                    match &tu.stmt(i).kind {
                        S::Meta(inner) => out.extend(self.meta_stmts(*inner)),
                        _ => out.push(self.check_stmt(i)),
                    }
                }
                self.pop_scope();
                self.stmt(Stmt::Compound(out))
            }
            S::Expr(e) => {
                let h = self.check_expr(*e);
                let h = self.full_expr(h, Use::Ordinary);
                self.stmt(Stmt::Expr(h))
            }
            S::Decl(decls) => {
                let mut vars = Vec::new();
                for &d in decls {
                    for r in self.check_decl(d, At::Block) {
                        if let DeclRef::Var(v) = r {
                            vars.push(v);
                        }
                    }
                }
                self.stmt(Stmt::Decl(vars))
            }
            S::If(i) => self.check_if(i),
            S::While { cond, body } => {
                self.push_scope(ScopeKind::Block);
                let (decl, c) = self.check_cond(*cond, Use::Ordinary);
                self.fcx.loop_depth += 1;
                let b = self.scoped_stmt(*body);
                self.fcx.loop_depth -= 1;
                self.pop_scope();
                let w = match decl {
                    // `while (T x = e) body` declares and tests `x` before every iteration
                    // ([stmt.while]/2): `while (true) { T x = e; if (x) body else break; }`.
                    Some(d) => {
                        let each = self.declare_and_test(d, c, b);
                        let yes = self.mk(ExprKind::BoolLit(true), super::types::builtin::BOOL, ValueCat::PrValue, span);
                        self.stmt(Stmt::While { cond: yes, body: each })
                    }
                    None => self.stmt(Stmt::While { cond: c, body: b }),
                };
                self.loop_pragma(s, w);
                w
            }
            S::Do { body, cond } => {
                self.fcx.loop_depth += 1;
                let b = self.scoped_stmt(*body);
                self.fcx.loop_depth -= 1;
                let c = self.check_expr(*cond);
                let c = self.to_bool(c);
                let c = self.full_expr(c, Use::Ordinary);
                let d = self.stmt(Stmt::DoWhile { body: b, cond: c });
                self.loop_pragma(s, d);
                d
            }
            S::For(f) => {
                self.push_scope(ScopeKind::Block);
                let init = f.init.map(|i| self.check_stmt(i));
                let (cond_decl, cond) = match f.cond.map(|c| self.check_cond(c, Use::Ordinary)) {
                    Some((d, e)) => (d, Some(e)),
                    None => (None, None),
                };
                let inc = f.step.map(|e| {
                    let h = self.check_expr(e);
                    self.full_expr(h, Use::Ordinary)
                });
                self.fcx.loop_depth += 1;
                let body = self.scoped_stmt(f.body);
                self.fcx.loop_depth -= 1;
                self.pop_scope();
                let f = match (cond_decl, cond) {
                    // `for (init; T x = e; inc) body` declares and tests `x` before every
                    // iteration ([stmt.for]): `for (init; ; inc) { T x = e; if (x) body else break; }`.
                    (Some(d), Some(c)) => {
                        let each = self.declare_and_test(d, c, body);
                        self.stmt(Stmt::For { init, cond: None, inc, body: each })
                    }
                    (_, cond) => self.stmt(Stmt::For { init, cond, inc, body }),
                };
                self.loop_pragma(s, f);
                f
            }
            S::Switch { init, cond, body } => {
                self.push_scope(ScopeKind::Block);
                let init = init.map(|i| self.check_stmt(i));
                let (decl, c) = match *cond {
                    Cond::Expr(e) => {
                        let h = self.check_expr(e);
                        (None, h)
                    }
                    Cond::Decl(d) => {
                        let decls = self.check_decl(d, At::Block);
                        let vars: Vec<VarId> = decls.iter().filter_map(|x| if let DeclRef::Var(v) = x { Some(*v) } else { None }).collect();
                        let dspan = tu.decl(d).span;
                        let h = match vars.first() {
                            Some(&v) => self.var_ref(v, dspan),
                            None => self.error_expr(dspan),
                        };
                        (Some(self.stmt(Stmt::Decl(vars))), h)
                    }
                };
                let ct = self.p.expr(c).ty;
                let c = if self.p.types.is_integral(ct) || self.p.types.is_enum(ct) {
                    let c = self.rvalue(c);
                    if self.p.types.is_enum(ct) { c } else { self.promote_value(c) }
                } else {
                    if !self.p.types.is_error(ct) {
                        let shown = self.type_name(ct);
                        self.err(
                            Diagnostic::error(diags::BAD_CONDITION, self.p.expr(c).span, format!("`switch` on `{shown}`, which is not an integer or enum"))
                                .with_label("expected an integer"),
                        );
                    }
                    self.error_expr(span)
                };
                let c = self.full_expr(c, Use::Ordinary);
                self.fcx.switch_depth += 1;
                self.fcx.cases.push(Vec::new());
                self.fcx.defaults.push(None);
                let b = self.scoped_stmt(*body);
                self.fcx.switch_depth -= 1;
                let cases = self.fcx.cases.pop().unwrap_or_default();
                let default = self.fcx.defaults.pop().flatten();
                self.pop_scope();
                let sw = self.stmt(Stmt::Switch { cond: c, body: b, cases, default });
                let sw = self.wrap_decl(decl, sw);
                match init {
                    Some(i) => self.stmt(Stmt::Compound(vec![i, sw])),
                    None => sw,
                }
            }
            S::Case { value, body } => {
                if self.fcx.switch_depth == 0 {
                    self.err(
                        Diagnostic::error(diags::CASE_OUTSIDE, span, "`case` label outside a `switch`")
                            .with_label("not inside a switch statement"),
                    );
                    return self.check_stmt(*body);
                }
                let v = self.const_int(*value, "a case label");
                let b = self.check_stmt(*body);
                let v = v.unwrap_or(i128::MIN);
                let id = self.stmt(Stmt::Case { value: v, body: b });
                if v != i128::MIN {
                    let cases = self.fcx.cases.last_mut();
                    if let Some(cases) = cases {
                        if cases.iter().any(|(x, _)| *x == v) {
                            self.err(
                                Diagnostic::error(diags::DUPLICATE_CASE, tu.expr(*value).span, format!("duplicate case value {v}"))
                                    .with_label("this value has a label already"),
                            );
                        } else {
                            cases.push((v, id));
                        }
                    }
                }
                id
            }
            S::Default { body } => {
                if self.fcx.switch_depth == 0 {
                    self.err(
                        Diagnostic::error(diags::CASE_OUTSIDE, span, "`default` label outside a `switch`")
                            .with_label("not inside a switch statement"),
                    );
                    return self.check_stmt(*body);
                }
                let b = self.check_stmt(*body);
                let id = self.stmt(Stmt::Default { body: b });
                if let Some(d) = self.fcx.defaults.last_mut() {
                    if d.is_some() {
                        self.err(
                            Diagnostic::error(diags::DUPLICATE_CASE, span, "more than one `default` label in a `switch`")
                                .with_label("second default label"),
                        );
                    } else {
                        *d = Some(id);
                    }
                }
                id
            }
            S::Break => {
                if self.fcx.loop_depth == 0 && self.fcx.switch_depth == 0 {
                    self.err(
                        Diagnostic::error(diags::BREAK_OUTSIDE, span, "`break` outside a loop or `switch`")
                            .with_label("nothing to break out of"),
                    );
                }
                self.stmt(Stmt::Break)
            }
            S::Continue => {
                if self.fcx.loop_depth == 0 {
                    self.err(
                        Diagnostic::error(diags::CONTINUE_OUTSIDE, span, "`continue` outside a loop")
                            .with_label("no loop to continue"),
                    );
                }
                self.stmt(Stmt::Continue)
            }
            S::Return(e) => self.check_return(*e, span),
            S::Label { name, body } => {
                let label = self.label_number(*name);
                match self.fcx.labels[label as usize].1 {
                    Some(first) => {
                        let n = self.text(*name).to_string();
                        self.err(
                            Diagnostic::error(diags::DUPLICATE_LABEL, span, format!("redefinition of label `{n}`"))
                                .with_label("second definition")
                                .with_secondary(first, "first defined here"),
                        );
                    }
                    None => self.fcx.labels[label as usize].1 = Some(span),
                }
                let body = self.check_stmt(*body);
                self.stmt(Stmt::Label { label, name: *name, body })
            }
            S::Goto { label: name } => {
                let label = self.label_number(*name);
                let first_use = &mut self.fcx.labels[label as usize].2;
                if first_use.is_none() {
                    *first_use = Some(span);
                }
                self.stmt(Stmt::Goto { label, name: *name, span })
            }
            S::RangeFor { init, var, range, body } => self.check_range_for(s, *init, *var, *range, *body, span),
            S::Try { body, handlers } => self.check_try(*body, handlers),
            S::Asm(a) => self.check_asm(a, span),
            S::Meta(inner) => {
                let out = self.meta_stmts(*inner);
                self.stmt(Stmt::Compound(out))
            }
            S::ForEnum { .. } => {
                self.err(
                    Diagnostic::error(diags::META_STMT, span, "`for enum` runs during translation: write `@meta for enum`")
                        .with_label("a `for enum` without `@meta`")
                        .with_note("there is no run-time loop over an enumeration's enumerators"),
                );
                self.stmt(Stmt::Null)
            }
            S::Empty | S::Error => self.stmt(Stmt::Null),
        }
    }

    /// The number of label `name` in the function being checked (a new one on first sight).
    fn label_number(&mut self, name: crate::intern::Name) -> u32 {
        match self.fcx.labels.iter().position(|l| l.0 == name) {
            Some(i) => i as u32,
            None => {
                self.fcx.labels.push((name, None, None));
                (self.fcx.labels.len() - 1) as u32
            }
        }
    }

    /// At the end of a function body: every `goto` names a label the function defines.
    pub(super) fn check_labels(&mut self) {
        let labels = std::mem::take(&mut self.fcx.labels);
        for (name, defined, used) in labels {
            if let (None, Some(at)) = (defined, used) {
                let n = self.text(name).to_string();
                self.err(
                    Diagnostic::error(diags::UNDECLARED_LABEL, at, format!("use of undeclared label `{n}`"))
                        .with_label("no such label in this function"),
                );
            }
        }
    }

    fn wrap_decl(&mut self, decl: Option<StmtId>, s: StmtId) -> StmtId {
        match decl {
            Some(d) => self.stmt(Stmt::Compound(vec![d, s])),
            None => s,
        }
    }

    fn check_if(&mut self, i: &ast::IfStmt) -> StmtId {
        self.push_scope(ScopeKind::Block);
        let init = i.init.map(|s| self.check_stmt(s));
        let r = match i.kind {
            IfKind::Target => self.check_target_if(i),
            IfKind::Codegen => {
                let (decl, pred) = match i.cond {
                    Cond::Expr(e) => {
                        let h = self.check_expr(e);
                        let h = self.to_bool(h);
                        (None, h)
                    }
                    Cond::Decl(_) => {
                        let span = self.tu.stmt(i.then).span;
                        self.err(
                            Diagnostic::error(diags::CODEGEN_IF_NOT_CODEGEN, span, "`@codegen if` cannot declare a variable")
                                .with_label("the predicate must be a codegen expression"),
                        );
                        (None, self.error_expr(span))
                    }
                };
                let _: Option<StmtId> = decl;
                codegen_context::check_use(&self.p, pred, Use::CodegenIfPredicate, self.diags);
                let then = self.scoped_stmt(i.then);
                let els = i.else_.map(|e| self.scoped_stmt(e));
                self.stmt(Stmt::CodegenIf { pred, then, els })
            }
            IfKind::Constexpr => {
                // Constant evaluation reports codegen values itself (E0604).
                let (decl, c) = match i.cond {
                    Cond::Expr(e) => {
                        let h = self.check_expr(e);
                        (None, self.to_bool(h))
                    }
                    Cond::Decl(_) => self.check_cond(i.cond, Use::Ordinary),
                };
                let v = self.eval_or_report(c, "an `if constexpr` condition");
                // The folded condition picks one branch. Inside a template instantiation the
                // discarded branch is not instantiated (it may recurse or be invalid for these
                // arguments); elsewhere both are checked.
                let in_template = !self.inst_stack.is_empty();
                let taken = v.map(|x| !matches!(x, ConstValue::Bool(false) | ConstValue::Int(0)));
                let then = if in_template && taken == Some(false) { self.stmt(Stmt::Null) } else { self.scoped_stmt(i.then) };
                let els = match i.else_ {
                    Some(_) if in_template && taken == Some(true) => None,
                    e => e.map(|e| self.scoped_stmt(e)),
                };
                let s = match v {
                    Some(ConstValue::Bool(false)) => els.unwrap_or_else(|| self.stmt(Stmt::Null)),
                    Some(_) => then,
                    None => self.stmt(Stmt::If { cond: c, then, els }),
                };
                self.wrap_decl(decl, s)
            }
            IfKind::Plain => {
                let (decl, c) = self.check_cond(i.cond, Use::IfCondition);
                let then = self.scoped_stmt(i.then);
                let els = i.else_.map(|e| self.scoped_stmt(e));
                let s = self.stmt(Stmt::If { cond: c, then, els });
                self.wrap_decl(decl, s)
            }
        };
        self.pop_scope();
        match init {
            Some(s) => self.stmt(Stmt::Compound(vec![s, r])),
            None => r,
        }
    }

    fn check_return(&mut self, e: Option<ast::ExprId>, span: crate::source::Span) -> StmtId {
        if self.fcx.deduce_ret {
            // `auto` return type: the first `return` decides it.
            let h = e.map(|x| self.check_expr(x));
            let ret = self.deduce_return_type(h);
            return match h {
                None => self.stmt(Stmt::Return(None)),
                Some(h) if self.p.types.is_void(ret) => self.stmt(Stmt::Return(Some(h))),
                Some(h) => {
                    let h = self.convert(h, ret, "a return statement");
                    let h = self.full_expr(h, Use::Ordinary);
                    self.stmt(Stmt::Return(Some(h)))
                }
            };
        }
        let ret = self.fcx.ret.unwrap_or(builtin::VOID);
        let name = self.fcx.func.map(|f| self.text(self.p.fns[f].name).to_string()).unwrap_or_default();
        match e {
            None => {
                if !self.p.types.is_void(ret) && !self.p.types.is_error(ret) {
                    let shown = self.type_name(ret);
                    self.err(
                        Diagnostic::error(diags::RETURN_MISMATCH, span, format!("`return` without a value in `{name}`, which returns `{shown}`"))
                            .with_label("a value is needed"),
                    );
                }
                self.stmt(Stmt::Return(None))
            }
            Some(x) => {
                let h = if matches!(self.tu.expr(x).kind, ast::ExprKind::InitList(_)) {
                    self.check_init_list_value(x, ret)
                } else {
                    self.check_expr(x)
                };
                if self.p.types.is_void(ret) {
                    let t = self.p.expr(h).ty;
                    if !self.p.types.is_void(t) && !self.p.types.is_error(t) {
                        let shown = self.type_name(t);
                        let xs = self.p.expr(h).span;
                        self.err(
                            Diagnostic::error(diags::RETURN_MISMATCH, xs, format!("`{name}` returns `void` but a value of type `{shown}` is returned"))
                                .with_label("remove this value"),
                        );
                    }
                    let h = self.full_expr(h, Use::Ordinary);
                    return self.stmt(Stmt::Return(Some(h)));
                }
                let h = self.implicit_move_on_return(h, ret);
                let h = self.convert(h, ret, "a return statement");
                let h = self.full_expr(h, Use::Ordinary);
                self.stmt(Stmt::Return(Some(h)))
            }
        }
    }
}
