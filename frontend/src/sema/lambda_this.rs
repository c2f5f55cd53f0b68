//! `this` inside lambdas. The enclosing object is captured as a closure field named `this`:
//! its pointer for `[this]` (and implicitly under `[=]`/`[&]` when the body names `this` or a
//! member of the enclosing class), a copy of the object for `[*this]` (C++17). Inside the body,
//! `this` is that pointer (or the copy's address), so members of the enclosing class and
//! calls of its member functions go through it; nested lambdas capture the enclosing lambda's
//! `this` in turn.

use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::lambdas::CaptureSource;
use super::types::{builtin, TypeId};

impl<'a> Checker<'a> {
    /// The type `this` would have inside the innermost lambda, captured or not: the pointer of
    /// the enclosing member function (through enclosing lambdas), `None` where there is none.
    pub(super) fn lambda_this_type(&mut self) -> Option<TypeId> {
        let top = self.lambdas.len().checked_sub(1)?;
        self.this_type_at(top)
    }

    /// The type of `this` inside lambda level `level` (its capture, or the one it would get).
    fn this_type_at(&mut self, level: usize) -> Option<TypeId> {
        let r = self.lambdas.get(level)?.record;
        let this_name = self.names.intern("this");
        if let Some(f) = self.p.records[r].fields.iter().find(|f| f.name == this_name) {
            let fty = f.ty;
            if self.p.types.pointee(fty).is_some() {
                return Some(fty);
            }
            // `[*this]`: the copy, const inside a const `operator()`.
            let is_const = self.p.records[r].methods.first().and_then(|&op| self.p.fns[op].method).is_some_and(|m| m.is_const);
            let t = if is_const { self.p.types.qualified(fty, super::types::Cv::CONST) } else { fty };
            return Some(self.p.types.pointer(t));
        }
        let f = (*self.p.lambda_contexts.get(&r)?)?;
        let m = self.p.fns[f].method?;
        if m.is_static {
            return None;
        }
        if self.p.lambda_contexts.contains_key(&m.record) {
            // Inside an enclosing lambda's `operator()`.
            let outer = self.lambdas.iter().position(|l| l.record == m.record)?;
            return self.this_type_at(outer);
        }
        let rt = self.p.types.record(m.record);
        let rt = if m.is_const { self.p.types.qualified(rt, super::types::Cv::CONST) } else { rt };
        Some(self.p.types.pointer(rt))
    }

    /// Captures the enclosing object into the innermost lambda: its pointer, or a copy of it
    /// (`star`). False (after a diagnostic) where there is no enclosing object.
    pub(super) fn capture_this(&mut self, star: bool, span: Span) -> bool {
        let Some(top) = self.lambdas.len().checked_sub(1) else { return false };
        let r = self.lambdas[top].record;
        let this_name = self.names.intern("this");
        if self.p.records[r].fields.iter().any(|f| f.name == this_name) {
            return true;
        }
        let Some(pt) = self.this_type_at(top) else {
            self.err(
                Diagnostic::error(diags::THIS_OUTSIDE_METHOD, span, "cannot capture `this` outside a non-static member function")
                    .with_label("no enclosing object here")
                    .with_note("capture the object by name, or move the lambda into a member function"),
            );
            return false;
        };
        let ty = if star {
            let t = self.p.types.pointee(pt).unwrap_or(builtin::ERROR);
            self.p.types.unqual(t)
        } else {
            pt
        };
        self.p.records[r].fields.push(Field { name: this_name, ty, span });
        self.lambdas[top].captures.push((CaptureSource::This { star }, false));
        true
    }

    /// `this` inside a lambda's body: the enclosing object's pointer, captured by the lambda
    /// (implicitly under `[=]` or `[&]`). `None` outside a closure's `operator()`.
    pub(super) fn lambda_this(&mut self, span: Span) -> Option<ExprId> {
        let f = self.fcx.func?;
        let m = self.p.fns[f].method?;
        let r = m.record;
        if !self.p.lambda_contexts.contains_key(&r) || self.p.records[r].name.is_some() {
            return None;
        }
        let this_name = self.names.intern("this");
        let mut idx = self.p.records[r].fields.iter().position(|f| f.name == this_name);
        if idx.is_none() {
            let top = self.lambdas.last().filter(|l| l.record == r).map(|l| l.default.is_some());
            if top != Some(true) {
                let has = self.lambdas.last().is_some_and(|l| l.record == r) && self.lambda_this_type().is_some();
                let mut d = Diagnostic::error(diags::UNDECLARED, span, "`this` is not captured by this lambda")
                    .with_label("the enclosing object is used here");
                d = if has {
                    d.with_note("capture it: `[this]`, `[*this]` for a copy, or write `[=]` or `[&]`")
                } else {
                    d.with_note("only a lambda inside a non-static member function can capture `this`")
                };
                self.err(d);
                return Some(self.error_expr(span));
            }
            if !self.capture_this(false, span) {
                return Some(self.error_expr(span));
            }
            idx = self.p.records[r].fields.iter().position(|f| f.name == this_name);
        }
        let i = idx? as u32;
        let field = self.implicit_member(r, i, span);
        let fty = self.p.records[r].fields[i as usize].ty;
        if self.p.types.pointee(fty).is_some() {
            return Some(self.rvalue(field));
        }
        let ft = self.p.expr(field).ty;
        let pt = self.p.types.pointer(ft);
        Some(self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: field }, pt, ValueCat::PrValue, span))
    }
}
