//! Range-based `for`: `for (decl : range) body` over arrays and over classes with `begin()`
//! and `end()` members, lowered to an ordinary `for` over two iterator variables:
//!
//! ```text
//! { auto&& __range = range; auto __begin = begin; auto __end = end;
//!   for (; __begin != __end; ++__begin) { decl = *__begin; body } }
//! ```
//!
//! For an array, `begin` and `end` are pointers to its first and past its last element.
//! Iterators that are classes use their `operator!=`, `operator++` and `operator*`.

use crate::ast::{self, BinaryOp as B, DeclKind};
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::{Checker, Entity, ScopeKind};
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};

impl<'a> Checker<'a> {
    /// `whole` is the range-`for` statement itself (for its `#pragma unroll`).
    pub(super) fn check_range_for(&mut self, whole: ast::StmtId, init: Option<ast::StmtId>, var: ast::DeclId, range: ast::ExprId, body: ast::StmtId, span: Span) -> StmtId {
        self.push_scope(ScopeKind::Block);
        let init = init.map(|s| self.check_stmt(s));
        let s = self.range_for_inner(var, range, body, span);
        if matches!(self.p.stmt(s), Stmt::For { .. }) {
            self.loop_pragma(whole, s);
        }
        self.pop_scope();
        match init {
            Some(i) => self.stmt(Stmt::Compound(vec![i, s])),
            None => s,
        }
    }

    fn hidden_var(&mut self, name: &str, ty: TypeId, init: ExprId, span: Span) -> VarId {
        let name = self.names.intern(name);
        self.p.vars.alloc(VarDecl { init: Some(init), ..VarDecl::plain(name, ty, Storage::Local, span) })
    }

    fn range_for_inner(&mut self, var: ast::DeclId, range: ast::ExprId, body: ast::StmtId, span: Span) -> StmtId {
        let tu: &'a ast::TranslationUnit = self.tu;
        // `for (auto t : {"a", "b"})`: the range is a `std::initializer_list`.
        let r = match &tu.expr(range).kind {
            ast::ExprKind::InitList(items) => {
                let span = tu.expr(range).span;
                self.deduced_initializer_list(items, true, span)
            }
            _ => self.check_expr(range),
        };
        let rty = self.p.types.non_ref(self.p.expr(r).ty);
        if self.p.types.is_error(rty) {
            self.scoped_body(body);
            return self.stmt(Stmt::Null);
        }
        // `__range`: a reference to an lvalue range, else a copy of it.
        let range_var = if self.p.expr(r).cat == ValueCat::LValue {
            let t = self.p.types.lref(rty);
            self.hidden_var("__range", t, r, span)
        } else {
            let h = self.convert(r, rty, "a range");
            self.hidden_var("__range", rty, h, span)
        };
        let range_ref = |c: &mut Self| c.var_ref(range_var, span);
        // `__begin` and `__end`.
        let (b, e) = if let Some((elem, len)) = self.p.types.array_elem(rty) {
            let Some(n) = len else {
                let shown = self.type_name(rty);
                self.err(
                    Diagnostic::error(diags::TYPE_MISMATCH, span, format!("cannot iterate over `{shown}`, an array of unknown bound"))
                        .with_label("the end of the range is not known"),
                );
                return self.stmt(Stmt::Null);
            };
            let pt = self.p.types.pointer(elem);
            let rr = range_ref(self);
            let b = self.cast_node(rr, CastKind::ArrayToPointer, pt);
            let rr = range_ref(self);
            let first = self.cast_node(rr, CastKind::ArrayToPointer, pt);
            let lit = self.mk(ExprKind::IntLit(n as i128), builtin::LONG, ValueCat::PrValue, span);
            let e = self.binary_values(B::Add, first, lit, span);
            (b, e)
        } else if self.p.types.record_of(rty).is_some() {
            let rr = range_ref(self);
            let Some(b) = self.member_call0(rr, "begin", span) else { return self.stmt(Stmt::Null) };
            let rr = range_ref(self);
            let Some(e) = self.member_call0(rr, "end", span) else { return self.stmt(Stmt::Null) };
            (b, e)
        } else {
            let shown = self.type_name(rty);
            self.err(
                Diagnostic::error(diags::TYPE_MISMATCH, span, format!("cannot iterate over a value of type `{shown}`"))
                    .with_label("not an array or a class with `begin()` and `end()`")
                    .with_note("a range-based `for` needs an array or a class with `begin` and `end` member functions"),
            );
            return self.stmt(Stmt::Null);
        };
        let bt = self.p.types.non_ref(self.p.expr(b).ty);
        let bt = self.decayed(bt);
        let et = self.p.types.non_ref(self.p.expr(e).ty);
        let et = self.decayed(et);
        let b = self.convert(b, bt, "the range's begin");
        let e = self.convert(e, et, "the range's end");
        let begin_var = self.hidden_var("__begin", bt, b, span);
        let end_var = self.hidden_var("__end", et, e, span);
        // `__begin != __end`
        let bref = self.var_ref(begin_var, span);
        let eref = self.var_ref(end_var, span);
        let cond = match self.user_operator("!=", &[bref, eref], false, span) {
            Some(c) => c,
            None => self.binary_values(B::Ne, bref, eref, span),
        };
        let cond = self.to_bool(cond);
        // `++__begin`
        let bref = self.var_ref(begin_var, span);
        let inc = if self.p.types.is_pointer(bt) {
            self.mk(ExprKind::IncDec { inc: true, prefix: true, operand: bref }, bt, ValueCat::LValue, span)
        } else {
            match self.user_operator("++", &[bref], false, span) {
                Some(x) => x,
                None => return self.no_iterator_op(bt, "++", span),
            }
        };
        // `*__begin`
        let bref = self.var_ref(begin_var, span);
        let elem = if let Some(p) = self.p.types.pointee(bt) {
            let v = self.rvalue(bref);
            self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: v }, p, ValueCat::LValue, span)
        } else {
            match self.user_operator("*", &[bref], false, span) {
                Some(x) => x,
                None => return self.no_iterator_op(bt, "*", span),
            }
        };
        // The loop variable.
        self.push_scope(ScopeKind::Block);
        let vdecl = tu.decl(var);
        let loop_var = match &vdecl.kind {
            DeclKind::Var(v) => {
                let name = self.last_ident(v.name);
                let ty = if self.is_placeholder(v.ty) {
                    self.deduce_placeholder(v.ty, elem).unwrap_or(builtin::ERROR)
                } else {
                    self.resolve_type(v.ty)
                };
                let init = if self.p.types.is_error(ty) { self.error_expr(span) } else { self.convert(elem, ty, "the loop variable") };
                let id = self.hidden_var("", ty, init, vdecl.span);
                if let Some(n) = name {
                    self.p.vars[id].name = n;
                    self.declare(n, Entity::Var(id));
                }
                Some(id)
            }
            _ => None,
        };
        let inner = self.scoped_body(body);
        self.pop_scope();
        let mut items = Vec::new();
        if let Some(v) = loop_var {
            items.push(self.stmt(Stmt::Decl(vec![v])));
        }
        items.push(inner);
        let body = self.stmt(Stmt::Compound(items));
        let decls = self.stmt(Stmt::Decl(vec![range_var, begin_var, end_var]));
        self.stmt(Stmt::For { init: Some(decls), cond: Some(cond), inc: Some(inc), body })
    }

    /// The loop body, with the loop depth counted for `break` and `continue`.
    fn scoped_body(&mut self, body: ast::StmtId) -> StmtId {
        self.fcx.loop_depth += 1;
        let s = self.check_stmt(body);
        self.fcx.loop_depth -= 1;
        s
    }

    /// `obj.name()` for a member function taking no arguments.
    fn member_call0(&mut self, obj: ExprId, name: &str, span: Span) -> Option<ExprId> {
        let ot = self.p.types.non_ref(self.p.expr(obj).ty);
        let n = self.names.intern(name);
        let ents: Vec<Entity> = self.lookup_in(Entity::Type(ot), n).into_iter().filter(|e| matches!(e, Entity::Fn(_) | Entity::Template(_))).collect();
        if ents.is_empty() {
            let shown = self.type_name(ot);
            self.err(
                Diagnostic::error(diags::NO_MEMBER, span, format!("cannot iterate over `{shown}`: it has no member `{name}`"))
                    .with_label("in this range-based `for`")
                    .with_note("a range-based `for` needs `begin()` and `end()` member functions"),
            );
            return None;
        }
        let e = self.call_overloaded(&ents, None, Some(obj), Vec::new(), name, span, span);
        (!self.p.types.is_error(self.p.expr(e).ty)).then_some(e)
    }

    fn no_iterator_op(&mut self, t: TypeId, op: &str, span: Span) -> StmtId {
        let shown = self.type_name(t);
        self.err(
            Diagnostic::error(diags::BAD_OPERANDS, span, format!("iterator type `{shown}` has no `operator{op}`"))
                .with_label("in this range-based `for`"),
        );
        self.stmt(Stmt::Null)
    }
}
