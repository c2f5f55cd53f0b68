//! Conversion functions (`operator bool() const`, `operator int()`): declared under the name
//! `operator <type>` with their type as return type (codegen mangles them `cv<type>`), and used
//! as user-defined conversions from a class to a non-class type: implicit conversions,
//! arguments (ranked below every standard conversion), conditions (contextual `bool`) and
//! explicit casts. `explicit` conversion functions are used only by casts and conditions.

use crate::ast;
use crate::intern::Name;
use crate::source::Span;

use super::conversions::{self, Source};
use super::ctx::Checker;
use super::hir::*;
use super::types::TypeId;

impl Checker<'_> {
    /// The name of conversion function `operator T` (resolving `T` in the class's scope).
    pub(super) fn conversion_name(&mut self, t: ast::TypeExprId) -> Name {
        let ty = self.resolve_type(t);
        let text = format!("operator {}", self.type_name(ty));
        self.names.intern(&text)
    }

    /// The conversion functions of the class of `e` (and its bases) usable on `e`.
    fn conversion_fns(&self, e: ExprId, explicit: bool) -> Vec<FnId> {
        let t = self.p.types.non_ref(self.p.expr(e).ty);
        let Some(r) = self.p.types.record_of(t) else { return Vec::new() };
        let obj_cv = self.p.types.cv(t);
        let mut out = Vec::new();
        let mut stack = vec![r];
        let mut guard = 0;
        while let Some(c) = stack.pop() {
            guard += 1;
            if guard > 64 {
                break;
            }
            for &m in &self.p.records[c].methods {
                if !self.classes.conversions.contains(&m) || (!explicit && self.classes.explicit.contains(&m)) {
                    continue;
                }
                if !self.method_cv(m).contains(obj_cv) {
                    continue;
                }
                out.push(m);
            }
            stack.extend(self.bases_of(c).iter().map(|b| b.record));
        }
        // Of `operator T() const` and `operator T() const volatile`, the least qualified one
        // that accepts the object.
        let all = out.clone();
        out.retain(|&m| {
            let q = self.method_cv(m);
            !all.iter().any(|&o| o != m && self.p.fns[o].ret == self.p.fns[m].ret && self.method_cv(o) != q && q.contains(self.method_cv(o)))
        });
        out
    }

    /// The cv-qualifiers of member function `m`'s implicit object parameter.
    fn method_cv(&self, m: FnId) -> super::types::Cv {
        let q = self.p.types.fn_quals(self.p.fns[m].ty).cv;
        if self.p.fns[m].method.is_some_and(|x| x.is_const) {
            q.union(super::types::Cv::CONST)
        } else {
            q
        }
    }

    /// The best conversion function of `e`'s class whose result converts to `to` by a standard
    /// conversion (an exact result type first).
    fn pick_conversion(&mut self, e: ExprId, to: TypeId, explicit: bool) -> Option<FnId> {
        let fns = self.conversion_fns(e, explicit);
        let want = self.p.types.unqual(self.p.types.non_ref(to));
        if self.p.types.is_record(want) {
            // To a class: a conversion function returning that class (`operator __half_raw()`);
            // constructors of the target are tried before this.
            if self.p.types.unqual(self.p.types.non_ref(self.p.expr(e).ty)) == want {
                return None;
            }
            return fns.into_iter().find(|&f| self.p.types.unqual(self.p.types.non_ref(self.p.fns[f].ret)) == want);
        }
        if let Some(&f) = fns.iter().find(|&&f| self.p.types.unqual(self.p.types.non_ref(self.p.fns[f].ret)) == want) {
            return Some(f);
        }
        fns.into_iter().find(|&f| {
            let ret = self.p.fns[f].ret;
            let cat = if self.p.types.is_reference(ret) { ValueCat::LValue } else { ValueCat::PrValue };
            let src = Source { ty: self.p.types.non_ref(ret), cat, is_null_constant: false, is_string_literal: false };
            let enums = &self.p.enums;
            let lookup = |x: EnumId| (enums[x].underlying, enums[x].scoped);
            conversions::implicit(&mut self.p.types, src, to, &lookup).is_some()
        })
    }

    /// Whether class-type `e` converts to non-class `to` through a conversion function.
    pub(super) fn converts_via_conversion_fn(&mut self, e: ExprId, to: TypeId) -> bool {
        self.p.types.is_record(self.p.types.non_ref(self.p.expr(e).ty)) && self.pick_conversion(e, to, false).is_some()
    }

    /// `e` converted to `to` by calling a conversion function, then a standard conversion;
    /// `None` when `e` is not a class object or has no suitable conversion function.
    pub(super) fn convert_via_conversion_fn(&mut self, e: ExprId, to: TypeId, explicit: bool) -> Option<ExprId> {
        if !self.p.types.is_record(self.p.types.non_ref(self.p.expr(e).ty)) || self.p.types.is_error(to) {
            return None;
        }
        let f = self.pick_conversion(e, to, explicit)?;
        let span = self.p.expr(e).span;
        let obj = match self.p.fns[f].method {
            Some(m) => self.to_base(e, m.record),
            None => e,
        };
        let ot = self.p.expr(obj).ty;
        let pt = self.p.types.pointer(self.p.types.non_ref(ot));
        let this_arg = self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: obj }, pt, ValueCat::PrValue, span);
        let name = self.text(self.p.fns[f].name).to_string();
        let call = self.finish_call(f, Some(this_arg), Vec::new(), &name, span);
        self.make_virtual(call, f);
        Some(self.convert(call, to, "a conversion"))
    }

    /// Whether class-type `e` has an implicit (non-`explicit`) conversion function.
    pub(super) fn has_conversion_fn(&self, e: ExprId) -> bool {
        !self.conversion_fns(e, false).is_empty()
    }

    /// A class operand of a built-in operator: the value of its (first) implicit conversion
    /// function; other operands unchanged.
    pub(super) fn builtin_operand(&mut self, e: ExprId) -> ExprId {
        if !self.p.types.is_record(self.p.types.non_ref(self.p.expr(e).ty)) {
            return e;
        }
        let Some(&f) = self.conversion_fns(e, false).first() else { return e };
        let to = self.p.types.non_ref(self.p.fns[f].ret);
        self.convert_via_conversion_fn(e, to, false).unwrap_or(e)
    }

    /// `if (obj)`: the object's conversion to `bool` (explicit ones count); `None` when it has
    /// none (the caller reports the invalid condition).
    pub(super) fn class_to_bool(&mut self, e: ExprId, _span: Span) -> Option<ExprId> {
        if !self.p.types.is_record(self.p.types.non_ref(self.p.expr(e).ty)) {
            return None;
        }
        self.convert_via_conversion_fn(e, super::types::builtin::BOOL, true)
    }
}
