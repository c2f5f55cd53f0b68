//! Implicitly declared copy and move constructors. A class whose bases or fields have
//! user-written copy or move constructors (or deleted ones) gets `S(const S&)` and, when a
//! member can be moved, `S(S&&)`, which initialize each base and field from the other
//! object's (moved from for the move constructor); other classes copy bit by bit, which is
//! the same thing. Likewise the implicit copy and move assignment operators, which assign
//! member by member and return `*this` (and a qualified call `B::operator=(x)` of one that is
//! trivial). Also decides whether a class's implicit default constructor can exist.

use crate::ast;
use crate::source::Span;

use super::ctx::{Checker, Entity};
use super::hir::*;
use super::types::{builtin, Cv, TypeId};

impl Checker<'_> {
    /// Whether an object of type `t` can be default-initialized (a scalar, a class without
    /// constructors, or one with a constructor callable without arguments).
    pub(super) fn default_constructible(&self, t: TypeId) -> bool {
        let t = self.p.types.non_ref(t);
        let Some((_, ctors)) = self.ctors_of(t) else { return true };
        ctors.iter().any(|&c| !self.classes.deleted.contains(&c) && self.p.fns[c].params.iter().all(|&p| self.p.vars[p].init.is_some()))
    }

    /// Whether copying `t` runs user code (a user-written or deleted copy or move
    /// constructor of `t` or of any of its members).
    fn copy_is_user_defined(&self, t: TypeId) -> bool {
        let t = self.p.types.non_ref(t);
        let Some(r) = self.p.types.record_of(t) else { return false };
        self.classes.ctors.get(&r).is_some_and(|l| l.iter().any(|&c| self.copy_param_kind(c, r).is_some()))
    }

    /// For a copy (`Some(false)`) or move (`Some(true)`) constructor of `r`.
    fn copy_param_kind(&self, c: FnId, r: RecordId) -> Option<bool> {
        let (_, params, _) = self.p.types.fn_sig(self.p.fns[c].ty)?;
        if params.len() != 1 || self.p.types.record_of(self.p.types.non_ref(params[0])) != Some(r) {
            return None;
        }
        match self.p.types.kind(params[0]) {
            super::types::Type::LRef(_) => Some(false),
            super::types::Type::RRef(_) => Some(true),
            _ => None,
        }
    }

    /// At the end of class `r`: its implicit copy and move constructors, when needed. A class
    /// that declares a move constructor or move assignment (defaulted or not) has its copy
    /// constructor deleted ([class.copy.ctor]/6); a copy or move whose member-wise body would
    /// be ill-formed (a member that cannot be copied) is deleted too, the move then dropped
    /// from overload resolution ([class.copy.ctor]/10), rather than reported.
    pub(super) fn declare_implicit_copies(&mut self, r: RecordId) {
        let Some(name) = self.p.records[r].name else { return };
        let own = self.classes.ctors.get(&r).cloned().unwrap_or_default();
        let has_other_ctors = !own.is_empty();
        let user_copy = own.iter().any(|&c| self.copy_param_kind(c, r) == Some(false));
        let user_move = own.iter().any(|&c| self.copy_param_kind(c, r) == Some(true));
        // `= default`ed ones are not in the list: they stand for the implicit member-wise ones.
        let defaulted = |c: &Self, kind: bool| c.p.records[r].methods.iter().any(|&f| c.classes.defaulted.contains(&f) && c.copy_param_kind(f, r) == Some(kind));
        let (defaulted_copy, defaulted_move) = (defaulted(self, false), defaulted(self, true));
        let move_assign = self.declares_move_assignment(r);
        let mut member_tys: Vec<TypeId> = self.bases_of(r).iter().map(|b| self.p.types.record(b.record)).collect();
        member_tys.extend(self.p.records[r].fields.iter().map(|f| f.ty).filter(|&t| !self.p.types.is_reference(t)));
        let members_user = member_tys.iter().any(|&t| self.copy_is_user_defined(t));
        let members_movable = member_tys.iter().any(|&t| {
            let t = self.p.types.non_ref(t);
            self.p.types.record_of(t).is_some_and(|mr| self.classes.ctors.get(&mr).is_some_and(|l| l.iter().any(|&c| self.copy_param_kind(c, mr) == Some(true))))
        });
        let rt = self.p.types.record(r);
        let crt = self.p.types.qualified(rt, Cv::CONST);
        let copy_ty = self.p.types.lref(crt);
        // The copy constructor. With no copy or move constructor in the list at all, copying
        // is bit by bit (`construct_with`), which is member-wise for such members.
        if !user_copy {
            if !defaulted_copy && (user_move || ((defaulted_move || move_assign) && has_other_ctors)) {
                self.deleted_copy_ctor(r, name, copy_ty);
            } else if members_user || (defaulted_copy && (user_move || defaulted_move)) {
                self.implicit_copy_ctor(r, name, copy_ty, false);
            }
        }
        // The move constructor: a defaulted one, or the implicit one when nothing the user
        // declared suppresses it ([class.copy.ctor]/8) and a member moves differently.
        let dtor_ok = self.p.records[r].dtor.is_none_or(|d| self.classes.defaulted.contains(&d) || !self.p.records[r].methods.contains(&d));
        let implicit_move = !user_copy && !defaulted_copy && !move_assign && members_user && members_movable && dtor_ok;
        if !user_move && (defaulted_move || implicit_move) {
            let move_ty = self.p.types.rref(rt);
            self.implicit_copy_ctor(r, name, move_ty, true);
        }
    }

    /// Whether class `r` declares a move assignment operator (`operator=(S&&)`, defaulted or
    /// not).
    fn declares_move_assignment(&self, r: RecordId) -> bool {
        let Some(name) = self.names.lookup("operator=") else { return false };
        let list = self.rec_names.get(&r).and_then(|m| m.get(&name)).cloned().unwrap_or_default();
        list.into_iter().any(|e| {
            let super::ctx::Entity::Fn(f) = e else { return false };
            let Some((_, params, _)) = self.p.types.fn_sig(self.p.fns[f].ty) else { return false };
            params.len() == 1 && matches!(self.p.types.kind(params[0]), super::types::Type::RRef(_)) && self.p.types.record_of(self.p.types.non_ref(params[0])) == Some(r)
        })
    }

    /// The implicitly deleted `S(const S&)`: overload resolution finds it and reports its use.
    fn deleted_copy_ctor(&mut self, r: RecordId, name: crate::intern::Name, param_ty: TypeId) {
        let span = self.p.records[r].span;
        let other = self.names.intern("__other");
        let pv = self.p.vars.alloc(VarDecl::param(other, param_ty, span));
        let f = self.declare_implicit_member(r, name, builtin::VOID, vec![pv]);
        self.classes.ctors.entry(r).or_default().push(f);
        self.classes.implicit.insert(f);
        self.classes.deleted.insert(f);
    }

    fn implicit_copy_ctor(&mut self, r: RecordId, name: crate::intern::Name, param_ty: TypeId, is_move: bool) {
        let span = self.p.records[r].span;
        let other = self.names.intern("__other");
        let pv = self.p.vars.alloc(VarDecl::param(other, param_ty, span));
        let f = self.declare_implicit_member(r, name, builtin::VOID, vec![pv]);
        self.classes.ctors.entry(r).or_default().push(f);
        self.classes.implicit.insert(f);
        // The body: each base and field initialized from `__other`'s; quietly, since a member
        // that cannot be copied makes the constructor deleted, not the class wrong.
        let failed = std::mem::replace(&mut self.sfinae_failed, false);
        self.sfinae += 1;
        let b = self.copy_ctor_body(r, f, pv, param_ty, is_move);
        self.sfinae -= 1;
        if std::mem::replace(&mut self.sfinae_failed, failed) {
            if is_move {
                if let Some(l) = self.classes.ctors.get_mut(&r) {
                    l.retain(|&c| c != f);
                }
            }
            self.classes.deleted.insert(f);
            return;
        }
        self.p.fns[f].body = Some(b);
    }

    /// The statements of an implicit copy (or move) constructor `f` of `r` from parameter `pv`.
    fn copy_ctor_body(&mut self, r: RecordId, f: FnId, pv: VarId, param_ty: TypeId, is_move: bool) -> StmtId {
        let span = self.p.records[r].span;
        let saved = std::mem::take(&mut self.fcx);
        self.fcx.func = Some(f);
        self.fcx.ret = Some(builtin::VOID);
        let mut out = Vec::new();
        let src_ty = self.p.types.non_ref(param_ty);
        let cat = if is_move { ValueCat::XValue } else { ValueCat::LValue };
        let src = self.mk(ExprKind::Var(pv), src_ty, cat, span);
        let vbases = self.vbase_infos(r);
        for b in vbases.into_iter().chain(self.bases_of(r).into_iter().filter(|b| !b.is_virtual)) {
            let from = self.to_base(src, b.record);
            let bt = self.p.types.record(b.record);
            let init = if self.ctors_of(bt).is_some() { self.construct_with(bt, vec![from], span) } else { from };
            let place = self.base_place(r, b, span);
            let e = self.mk(ExprKind::InitAt { place, init }, builtin::VOID, ValueCat::PrValue, span);
            if b.is_virtual {
                out.push(self.complete_object_only(e));
            } else {
                out.push(self.stmt(Stmt::Expr(e)));
            }
        }
        // After the bases, whose constructors store their own vtables.
        out.extend(self.init_vptr(r, span));
        let skip = self.hidden_fields(r);
        for i in 0..self.p.records[r].fields.len() as u32 {
            if skip.contains(&i) {
                continue;
            }
            let fty = self.p.records[r].fields[i as usize].ty;
            let is_ref = self.p.types.is_reference(fty);
            let vt = self.p.types.non_ref(fty);
            let member_ty = if is_ref || is_move { vt } else { self.p.types.qualified(vt, Cv::CONST) };
            let member = self.mk(ExprKind::Member { base: src, field: i }, member_ty, if is_ref { ValueCat::LValue } else { cat }, span);
            let init = if is_ref {
                member
            } else if self.ctors_of(vt).is_some() {
                self.construct_with(vt, vec![member], span)
            } else if self.p.types.is_array(vt) || self.p.types.is_record(vt) {
                member
            } else {
                self.convert(member, vt, "a copy")
            };
            let this = self.this_lvalue(r, span);
            let place = self.mk(ExprKind::Member { base: this, field: i }, vt, ValueCat::LValue, span);
            let e = self.mk(ExprKind::InitAt { place, init }, builtin::VOID, ValueCat::PrValue, span);
            out.push(self.stmt(Stmt::Expr(e)));
        }
        let b = self.stmt(Stmt::Compound(out));
        self.fcx = saved;
        b
    }

    /// `B::operator=(x)` in a member function, where class `B` (this class or a base) declares
    /// no assignment operator: its implicit one, the built-in member-wise assignment of the `B`
    /// part of `*this` (libstdc++'s `_Hashtable::operator=` calls `__hashtable_base::operator=`).
    /// `None` when the path is something else.
    pub(super) fn qualified_implicit_assignment(&mut self, path: ast::PathId, args: &[ast::ExprId], span: Span) -> Option<ExprId> {
        let p = self.tu.path(path);
        if p.qualifier.is_empty() || args.len() != 1 || !matches!(p.last.name, ast::UnqualName::Operator(ast::OverloadedOp::Punct(crate::lex::token::Punct::Eq))) {
            return None;
        }
        let Some(Entity::Type(t)) = self.resolve_qualifier(path) else { return None };
        let r = self.p.types.record_of(t)?;
        self.fcx.func.and_then(|f| self.p.fns[f].method)?;
        let this = self.check_this(span);
        let this_ty = self.p.expr(this).ty;
        let obj_ty = self.p.types.pointee(this_ty)?;
        let obj = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, obj_ty, ValueCat::LValue, span);
        let part = self.to_base(obj, r);
        let rhs = self.check_expr(args[0]);
        if self.p.types.is_error(self.p.expr(rhs).ty) {
            return Some(self.error_expr(span));
        }
        let target = self.p.types.record(r);
        let rhs = self.convert(rhs, target, "an assignment");
        let ty = self.p.expr(part).ty;
        Some(self.mk(ExprKind::Assign { op: None, lhs: part, rhs, compute_ty: target }, ty, ValueCat::LValue, span))
    }

    /// The user-written, deleted or implicit `operator=` of class type `t`.
    fn assignments_of(&mut self, t: TypeId) -> Vec<FnId> {
        let Some(r) = self.p.types.record_of(self.p.types.non_ref(t)) else { return Vec::new() };
        let name = self.names.intern("operator=");
        let list = self.rec_names.get(&r).and_then(|m| m.get(&name)).cloned().unwrap_or_default();
        list.into_iter().filter_map(|e| if let super::ctx::Entity::Fn(f) = e { Some(f) } else { None }).filter(|f| !self.classes.defaulted.contains(f)).collect()
    }

    /// At the end of class `r`: implicit copy (and move) assignment operators when a base or
    /// field assigns through user code.
    pub(super) fn declare_implicit_assignments(&mut self, r: RecordId) {
        let rt = self.p.types.record(r);
        if self.p.records[r].kind == RecordKind::Union {
            return;
        }
        if !self.assignments_of(rt).is_empty() {
            // `S& operator=(const S&) = default;` beside a written `operator=(S&&)` (libstdc++'s
            // shared_ptr): no implicit assignment stands for it, so it is declared here as the
            // member-wise assignment, a candidate like the written one (`sp = other_sp` found
            // only the move assignment).
            let Some(name) = self.names.lookup("operator=") else { return };
            let defaulted: Vec<bool> = self.p.records[r]
                .methods
                .iter()
                .filter(|&&f| self.p.fns[f].name == name && self.classes.defaulted.contains(&f))
                .filter_map(|&f| self.copy_param_kind(f, r))
                .collect();
            for is_move in [false, true] {
                if defaulted.contains(&is_move) {
                    let ty = if is_move {
                        self.p.types.rref(rt)
                    } else {
                        let crt = self.p.types.qualified(rt, Cv::CONST);
                        self.p.types.lref(crt)
                    };
                    self.implicit_assignment(r, ty, is_move);
                }
            }
            return;
        }
        let mut member_tys: Vec<TypeId> = self.bases_of(r).iter().map(|b| self.p.types.record(b.record)).collect();
        member_tys.extend(self.p.records[r].fields.iter().map(|f| f.ty).filter(|&t| !self.p.types.is_reference(t)));
        let user: Vec<Vec<FnId>> = member_tys.iter().map(|&t| self.assignments_of(t)).collect();
        if user.iter().all(|l| l.is_empty()) {
            return;
        }
        let movable = user.iter().flatten().any(|&f| self.p.types.fn_sig(self.p.fns[f].ty).is_some_and(|s| s.1.first().is_some_and(|&p| matches!(self.p.types.kind(p), super::types::Type::RRef(_)))));
        let rt = self.p.types.record(r);
        let crt = self.p.types.qualified(rt, Cv::CONST);
        let copy_ty = self.p.types.lref(crt);
        self.implicit_assignment(r, copy_ty, false);
        if movable {
            let move_ty = self.p.types.rref(rt);
            self.implicit_assignment(r, move_ty, true);
        }
    }

    fn implicit_assignment(&mut self, r: RecordId, param_ty: TypeId, is_move: bool) {
        let span = self.p.records[r].span;
        let name = self.names.intern("operator=");
        let other = self.names.intern("__other");
        let pv = self.p.vars.alloc(VarDecl::param(other, param_ty, span));
        let rt = self.p.types.record(r);
        let ret = self.p.types.lref(rt);
        let f = self.declare_implicit_member(r, name, ret, vec![pv]);
        self.rec_names.entry(r).or_default().entry(name).or_default().push(super::ctx::Entity::Fn(f));
        // Quietly, as for the constructors: a member that cannot be assigned makes the
        // operator deleted (a deleted move assignment is not a candidate at all).
        let failed = std::mem::replace(&mut self.sfinae_failed, false);
        self.sfinae += 1;
        let b = self.assignment_body(r, f, pv, param_ty, is_move);
        self.sfinae -= 1;
        if std::mem::replace(&mut self.sfinae_failed, failed) {
            if is_move {
                if let Some(l) = self.rec_names.get_mut(&r).and_then(|m| m.get_mut(&name)) {
                    l.retain(|e| !matches!(e, super::ctx::Entity::Fn(g) if *g == f));
                }
            }
            self.classes.deleted.insert(f);
            return;
        }
        self.p.fns[f].body = Some(b);
    }

    /// The statements of implicit assignment operator `f` of `r` from parameter `pv`.
    fn assignment_body(&mut self, r: RecordId, f: FnId, pv: VarId, param_ty: TypeId, is_move: bool) -> StmtId {
        let span = self.p.records[r].span;
        let rt = self.p.types.record(r);
        let ret = self.p.types.lref(rt);
        let saved = std::mem::take(&mut self.fcx);
        self.fcx.func = Some(f);
        self.fcx.ret = Some(ret);
        let mut out = Vec::new();
        let cat = if is_move { ValueCat::XValue } else { ValueCat::LValue };
        let src_ty = self.p.types.non_ref(param_ty);
        let src = self.mk(ExprKind::Var(pv), src_ty, cat, span);
        let mut pairs: Vec<(ExprId, ExprId)> = Vec::new();
        for b in self.bases_of(r).into_iter().filter(|b| !b.is_virtual) {
            let from = self.to_base(src, b.record);
            let place = self.base_place(r, b, span);
            pairs.push((place, from));
        }
        // Each virtual base once, found through the vtable (the object may be a base subobject).
        for b in self.vbase_infos(r) {
            let from = self.to_base(src, b.record);
            let this_obj = {
                let rt = self.p.types.record(r);
                let pt = self.p.types.pointer(rt);
                let this = self.mk(ExprKind::This, pt, ValueCat::PrValue, span);
                self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, rt, ValueCat::LValue, span)
            };
            let place = self.to_base(this_obj, b.record);
            pairs.push((place, from));
        }
        let skip = self.hidden_fields(r);
        for i in 0..self.p.records[r].fields.len() as u32 {
            let fty = self.p.records[r].fields[i as usize].ty;
            if skip.contains(&i) || self.p.types.is_reference(fty) {
                continue;
            }
            let vt = self.p.types.non_ref(fty);
            let member_ty = if is_move { vt } else { self.p.types.qualified(vt, Cv::CONST) };
            let from = self.mk(ExprKind::Member { base: src, field: i }, member_ty, cat, span);
            let this = self.this_lvalue(r, span);
            let place = self.mk(ExprKind::Member { base: this, field: i }, vt, ValueCat::LValue, span);
            pairs.push((place, from));
        }
        for (place, from) in pairs {
            let e = match self.user_operator("=", &[place, from], true, span) {
                Some(call) => call,
                None => {
                    let t = self.p.types.unqual(self.p.expr(place).ty);
                    let init = if self.p.types.is_scalar(t) { self.convert(from, t, "an assignment") } else { from };
                    self.mk(ExprKind::InitAt { place, init }, builtin::VOID, ValueCat::PrValue, span)
                }
            };
            out.push(self.stmt(Stmt::Expr(e)));
        }
        let this = self.this_lvalue(r, span);
        out.push(self.stmt(Stmt::Return(Some(this))));
        let b = self.stmt(Stmt::Compound(out));
        self.fcx = saved;
        b
    }

    /// Default initialization of an array of class objects with constructors: a list with
    /// one default construction per element (the same expression for each); `None` for other
    /// types and for arrays of more than 65536 elements.
    pub(super) fn default_init_array(&mut self, ty: TypeId, span: crate::source::Span) -> Option<ExprId> {
        let (elem, Some(n)) = self.p.types.array_elem(ty)? else { return None };
        if n > 65536 {
            return None;
        }
        let inner = if self.p.types.is_array(elem) {
            self.default_init_array(elem, span)?
        } else if self.ctors_of(elem).is_some() {
            self.construct_with(elem, Vec::new(), span)
        } else {
            return None;
        };
        let t = self.p.types.unqual(ty);
        Some(self.mk(ExprKind::InitList { elems: vec![inner; n as usize], len: n }, t, ValueCat::PrValue, span))
    }

    /// `return local;` of a class type with constructors: the local is treated as an xvalue,
    /// so a move constructor is chosen when there is one (the local is destroyed after).
    pub(super) fn implicit_move_on_return(&mut self, e: ExprId, ret: TypeId) -> ExprId {
        let ExprKind::Var(v) = self.p.expr(e).kind else { return e };
        let var = &self.p.vars[v];
        let local = matches!(var.storage, Storage::Local | Storage::Param) && !self.p.types.is_reference(var.ty);
        let t = self.p.expr(e).ty;
        if !local || self.p.types.is_reference(ret) || self.p.types.unqual(t) != self.p.types.unqual(ret) || self.ctors_of(t).is_none() {
            return e;
        }
        let span = self.p.expr(e).span;
        self.mk(ExprKind::ImplicitCast { kind: CastKind::NoOp, operand: e }, t, ValueCat::XValue, span)
    }

    fn this_lvalue(&mut self, r: RecordId, span: crate::source::Span) -> ExprId {
        let rt = self.p.types.record(r);
        let pt = self.p.types.pointer(rt);
        let this = self.mk(ExprKind::This, pt, ValueCat::PrValue, span);
        self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, rt, ValueCat::LValue, span)
    }
}
