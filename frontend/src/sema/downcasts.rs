//! `static_cast` from a base class to a class derived from it ([expr.static.cast]/2, /11):
//! `static_cast<D*>(b)` for a pointer `b` to a base `B` of `D`, and `static_cast<D&>(x)` for a
//! glvalue `x` of type `B`, as libstdc++'s node-based containers (`static_cast<_Node*>(__cur)`)
//! and CRTP bases (`static_cast<_Dp*>(this)`) write them. The cast may not drop cv-qualifiers.
//! A base at offset 0 (every base of single inheritance) gives the same address; a base at
//! another offset has it subtracted (`CastKind::BaseToDerived`), a null pointer kept null. A
//! cast down from a virtual base is ill-formed ([expr.static.cast]/2) and reported so.

use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{Type, TypeId};

impl Checker<'_> {
    /// The byte offset of base `base` inside class `derived`, when it is a base.
    fn base_offset(&self, derived: RecordId, base: RecordId) -> Option<u64> {
        let path = self.base_path(derived, base)?;
        let mut at = derived;
        let mut offset = 0;
        for step in path {
            if let Some(i) = step.field {
                offset += self.p.records[at].layout.as_ref()?.offsets.get(i as usize).copied()?;
            }
            at = step.record;
        }
        Some(offset)
    }

    /// `static_cast<D*>(e)` (`to` a pointer) or `static_cast<D&>(e)` / `static_cast<D&&>(e)`
    /// (`to` a reference) from a base class of `D`; `None` when the operand and target are not
    /// a base and a class derived from it.
    pub(super) fn static_downcast(&mut self, e: ExprId, to: TypeId, style: CastStyle, span: Span) -> Option<ExprId> {
        let from = self.p.expr(e).ty;
        let reference = self.p.types.is_reference(to);
        let (src, dst) = if reference {
            (self.p.types.non_ref(from), self.p.types.non_ref(to))
        } else {
            (self.p.types.pointee(self.p.types.unqual(from))?, self.p.types.pointee(self.p.types.unqual(to))?)
        };
        let (b, d) = (self.p.types.record_of(self.p.types.unqual(src))?, self.p.types.record_of(self.p.types.unqual(dst))?);
        if b == d || !self.is_base_of(b, d) || !self.p.types.cv(dst).contains(self.p.types.cv(src)) {
            return None;
        }
        if reference && self.p.expr(e).cat == ValueCat::PrValue {
            return None;
        }
        if self.through_virtual_base(d, b) {
            let (bn, dn) = (self.type_name(src), self.type_name(dst));
            self.err(
                Diagnostic::error(diags::BAD_CAST, span, format!("cannot `static_cast` from `{bn}` to `{dn}`: `{bn}` is a virtual base of `{dn}`"))
                    .with_label("downcast from a virtual base")
                    .with_note("a virtual base's offset in the derived object is known only at run time; use `dynamic_cast`"),
            );
            return Some(self.error_expr(span));
        }
        let Some(offset) = self.base_offset(d, b) else {
            let (bn, dn) = (self.type_name(src), self.type_name(dst));
            return Some(self.unsupported_downcast(&bn, &dn, span));
        };
        let kind = if offset == 0 { CastKind::BitCast } else { CastKind::BaseToDerived(offset) };
        if !reference {
            let p = self.rvalue(e);
            let pt = self.p.types.unqual(to);
            return Some(self.mk(ExprKind::ExplicitCast { style, kind, operand: p }, pt, ValueCat::PrValue, span));
        }
        // A reference: the same object seen through a pointer to the derived class.
        let sp = self.p.types.pointer(src);
        let addr = self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: e }, sp, ValueCat::PrValue, span);
        let dp = self.p.types.pointer(dst);
        let cast = self.mk(ExprKind::ExplicitCast { style, kind, operand: addr }, dp, ValueCat::PrValue, span);
        let cat = if matches!(self.p.types.kind(to), Type::LRef(_)) { ValueCat::LValue } else { ValueCat::XValue };
        Some(self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: cast }, dst, cat, span))
    }

    fn unsupported_downcast(&mut self, base: &str, derived: &str, span: Span) -> ExprId {
        self.err(
            Diagnostic::error(diags::UNSUPPORTED, span, format!("a `static_cast` from `{base}` to `{derived}`, a base not at offset 0, is not supported yet"))
                .with_label("multiple inheritance downcast")
                .with_note("the base is a later subobject of the derived class; cast through the first base"),
        );
        self.error_expr(span)
    }
}
