//! Pointers to members: the types `int C::*` and `int (C::*)(int) const`, the expressions
//! `&C::member` that form them, and `obj.*pm` / `ptr->*pm` that apply them. The values follow
//! the Itanium C++ ABI, as clang and GCC lay them out on x86-64 and NVPTX: a pointer to data
//! member is the member's byte offset in its class (`-1` when null), so `&C::y` is an integer
//! constant of the member pointer type; a pointer to member function is the pair (function
//! address, `this` adjustment), `ExprKind::MethodPtr`. Applying a data member pointer is
//! `ExprKind::MemberAt` (an lvalue at that offset); applying a member function pointer gives a
//! bound member function that only a call may use (`calls.rs` makes it `Callee::MemberFn`).
//! Pointers to virtual member functions and conversions between member pointers of base and
//! derived classes are reported as not supported yet.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::{Checker, Entity};
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};

impl<'a> Checker<'a> {
    /// `pointee class::*` as written: the class must name a class, the pointee must not be a
    /// reference or `void`.
    pub(super) fn resolve_member_pointer(&mut self, class: ast::PathId, pointee: ast::TypeExprId, span: Span) -> TypeId {
        let c = self.resolve_named_type(class, span);
        let mut p = self.resolve_type(pointee);
        // `R (C::*)() noexcept`: the pointee keeps its `noexcept`.
        if let ast::TypeExprKind::Function(sig) = &self.tu.ty(pointee).kind {
            if let Some((ret, params, variadic)) = self.p.types.fn_sig(p).map(|(r, ps, v)| (r, ps.to_vec(), v)) {
                p = self.p.types.function_q(ret, params, variadic, super::resolve_types::method_quals(sig));
            }
        }
        if self.p.types.is_error(c) || self.p.types.is_error(p) {
            return builtin::ERROR;
        }
        let c = self.p.types.unqual(c);
        if self.p.types.record_of(c).is_none() {
            let shown = self.type_name(c);
            self.err(
                Diagnostic::error(diags::BAD_DECLARATOR, span, format!("member pointer refers into non-class type `{shown}`"))
                    .with_label("only a class has members"),
            );
            return builtin::ERROR;
        }
        if self.p.types.is_reference(p) || self.p.types.is_void(p) {
            let shown = self.type_name(p);
            self.err(
                Diagnostic::error(diags::BAD_DECLARATOR, span, format!("pointer to member of type `{shown}`"))
                    .with_label("a member pointer cannot point to a reference or `void`"),
            );
            return builtin::ERROR;
        }
        self.p.types.member_pointer(c, p)
    }

    /// `&C::m` where `C::m` names a non-static data member or member function: the member
    /// pointer constant. `None` when the operand is something else (an ordinary `&`).
    pub(super) fn member_pointer_constant(&mut self, operand: ast::ExprId, span: Span) -> Option<ExprId> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let ast::ExprKind::Name(path) = tu.expr(operand).kind else { return None };
        if tu.path(path).qualifier.is_empty() {
            return None;
        }
        let ents = self.resolve_path(path)?;
        match ents.first().copied()? {
            Entity::Field(r, i) => {
                let fty = self.p.records[r].fields.get(i as usize)?.ty;
                if self.p.types.is_reference(fty) {
                    self.err(
                        Diagnostic::error(diags::BAD_MEMBER_ACCESS, span, "cannot form a pointer to a reference member")
                            .with_label("this member is a reference"),
                    );
                    return Some(self.error_expr(span));
                }
                let rt = self.p.types.record(r);
                let ty = self.p.types.member_pointer(rt, fty);
                let offset = self.p.records[r].layout.as_ref().and_then(|l| l.offsets.get(i as usize).copied());
                let Some(offset) = offset else {
                    return Some(self.unsupported(span, "pointers to members of incomplete classes"));
                };
                Some(self.mk(ExprKind::IntLit(offset as i128), ty, ValueCat::PrValue, span))
            }
            Entity::Fn(f) => {
                let fns: Vec<FnId> = ents.iter().filter_map(|e| if let Entity::Fn(f) = e { Some(*f) } else { None }).collect();
                let m = self.p.fns[f].method?;
                if m.is_static {
                    return None;
                }
                // Of several overloads, the one of the type the expression initializes.
                let chosen = if fns.len() > 1 { self.overload_for_target(&fns) } else { Some(f) };
                let Some(f) = chosen else {
                    let name = self.path_text(path);
                    self.err(
                        Diagnostic::error(diags::AMBIGUOUS_CALL, span, format!("`{name}` names {} overloaded member functions", fns.len()))
                            .with_label("cannot choose one here")
                            .with_note("initialize a member function pointer of the overload's type with it"),
                    );
                    return Some(self.error_expr(span));
                };
                // The chosen overload's own class (a `using` may have brought it from a base).
                let m = self.p.fns[f].method.filter(|m| !m.is_static)?;
                if self.p.vtables.values().any(|v| v.slots.contains(&f)) {
                    return Some(self.unsupported(span, "pointers to virtual member functions"));
                }
                self.ensure_body(f);
                let rt = self.p.types.record(m.record);
                let fty = self.p.fns[f].ty;
                let ty = self.p.types.member_pointer(rt, fty);
                Some(self.mk(ExprKind::MethodPtr(f), ty, ValueCat::PrValue, span))
            }
            _ => None,
        }
    }

    /// The one function of `fns` whose type is the one `fn_target` points to (a function
    /// pointer's pointee, a member function pointer's function type); `noexcept` aside.
    pub(super) fn overload_for_target(&self, fns: &[FnId]) -> Option<FnId> {
        let target = self.fn_target?;
        let types = &self.p.types;
        let want = match types.member_pointer_of(target) {
            Some((_, pointee)) => pointee,
            None => types.pointee(target)?,
        };
        let same = |f: FnId| {
            let have = self.p.fns[f].ty;
            have == want || (types.fn_sig(have) == types.fn_sig(want) && types.fn_quals(have).same_object(types.fn_quals(want)))
        };
        let mut it = fns.iter().copied().filter(|&f| same(f));
        let one = it.next()?;
        it.next().is_none().then_some(one)
    }

    /// `obj.*pm` (`arrow` false) or `ptr->*pm`: the member `pm` designates in the object.
    pub(super) fn check_member_pointer_access(&mut self, arrow: bool, lhs: ast::ExprId, rhs: ast::ExprId, span: Span) -> ExprId {
        let obj = self.check_expr(lhs);
        let pm = self.check_expr(rhs);
        let pm = self.rvalue(pm);
        let (ot, pt) = (self.p.expr(obj).ty, self.p.expr(pm).ty);
        if self.p.types.is_error(ot) || self.p.types.is_error(pt) {
            return self.error_expr(span);
        }
        let Some((class, pointee)) = self.p.types.member_pointer_of(pt) else {
            let shown = self.type_name(pt);
            let op = if arrow { "->*" } else { ".*" };
            self.err(
                Diagnostic::error(diags::TYPE_MISMATCH, self.p.expr(pm).span, format!("right operand of `{op}` has type `{shown}`, not a pointer to member"))
                    .with_label("expected a pointer to member"),
            );
            return self.error_expr(span);
        };
        // The object as an lvalue of its class (`ptr->*pm` is `(*ptr).*pm`).
        let obj = if arrow {
            let o = self.rvalue(obj);
            let t = self.p.expr(o).ty;
            match self.p.types.pointee(t) {
                Some(x) if self.p.types.is_record(x) => self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: o }, x, ValueCat::LValue, span),
                _ => {
                    let shown = self.type_name(t);
                    self.err(
                        Diagnostic::error(diags::TYPE_MISMATCH, self.p.expr(o).span, format!("left operand of `->*` has type `{shown}`, not a pointer to a class"))
                            .with_label("expected a pointer to a class object"),
                    );
                    return self.error_expr(span);
                }
            }
        } else {
            obj
        };
        let obj_ty = self.p.types.non_ref(self.p.expr(obj).ty);
        let (Some(have), Some(want)) = (self.p.types.record_of(obj_ty), self.p.types.record_of(class)) else {
            return self.error_expr(span);
        };
        if have != want && !self.is_base_of(want, have) {
            let (a, b) = (self.type_name(obj_ty), self.type_name(class));
            self.err(
                Diagnostic::error(diags::TYPE_MISMATCH, span, format!("a pointer to member of `{b}` applied to an object of type `{a}`"))
                    .with_label("the object's class must be the member's class or derived from it"),
            );
            return self.error_expr(span);
        }
        let cat = self.p.expr(obj).cat;
        if cat == ValueCat::PrValue {
            return self.unsupported(span, "pointers to members applied to temporaries");
        }
        let obj = if have != want { self.to_base(obj, want) } else { obj };
        let cv = self.p.types.cv(obj_ty);
        let optr_ty = self.p.types.pointer(obj_ty);
        let object = self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: obj }, optr_ty, ValueCat::PrValue, span);
        if self.p.types.is_function(pointee) {
            return self.mk(ExprKind::BoundMemberFn { object, pmf: pm }, pointee, ValueCat::PrValue, span);
        }
        let ty = self.p.types.qualified(pointee, cv);
        self.mk(ExprKind::MemberAt { object, offset: pm }, ty, cat, span)
    }

    /// `(obj.*pmf)(args)`: the call of a bound member function.
    pub(super) fn call_bound_member_fn(&mut self, object: ExprId, pmf: ExprId, fn_ty: TypeId, args: Vec<ExprId>, span: Span) -> ExprId {
        let Some((ret, params, variadic)) = self.p.types.fn_sig(fn_ty).map(|(r, p, v)| (r, p.to_vec(), v)) else {
            return self.error_expr(span);
        };
        let obj_ty = self.p.types.pointee(self.p.expr(object).ty).unwrap_or(builtin::ERROR);
        if self.p.types.cv(obj_ty).is_const() && !self.p.types.fn_quals(fn_ty).cv.is_const() {
            let shown = self.type_name(fn_ty);
            self.err(
                Diagnostic::error(diags::TYPE_MISMATCH, span, format!("calling a member function of type `{shown}` on a const object"))
                    .with_label("the function is not const"),
            );
            return self.error_expr(span);
        }
        let Some(args) = self.convert_args(&params, variadic, args, &[], "the call", span) else {
            return self.error_expr(span);
        };
        self.mk_call(Callee::MemberFn(pmf), Some(object), args, ret, span)
    }
}
