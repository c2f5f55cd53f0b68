//! GNU's and C99's complex types in expressions (`__complex__ float`, the representation of
//! libstdc++'s `std::complex<float>`): `__real__` and `__imag__`, which name a part in place
//! when the operand is an lvalue; `+ - * /`, `==`, `!=` and their compound assignments, where
//! the other operand may be real; unary `-`, `+` and `~` (the conjugate). The usual arithmetic
//! conversions pick the element type of the result (`_Complex float * double` is
//! `_Complex double`); a real operand keeps its own type converted to that element, so codegen
//! computes `z * r` part by part as GCC does. The conversions between complex and real types
//! are in `conversions.rs`; codegen's half is `codegen/src/complex.rs`.

use crate::source::Span;

use super::ctx::Checker;
use super::hir::*;
use super::types::builtin;
use super::types::TypeId;

impl Checker<'_> {
    /// `__real__ e` / `__imag__ e` (`imag`) of checked operand `e`. A real operand is its own
    /// real part and has a zero imaginary part (GCC).
    pub(super) fn complex_part(&mut self, imag: bool, e: ExprId, span: Span) -> ExprId {
        let (t, cat) = (self.p.expr(e).ty, self.p.expr(e).cat);
        if self.p.types.is_error(t) {
            return self.error_expr(span);
        }
        let op = if imag { "__imag__" } else { "__real__" };
        if let Some(elem) = self.p.types.complex_elem(t) {
            let ty = if cat == ValueCat::PrValue {
                elem
            } else {
                let cv = self.p.types.cv(t);
                self.p.types.qualified(elem, cv)
            };
            return self.mk(ExprKind::ComplexPart { operand: e, imag }, ty, cat, span);
        }
        if !self.is_arith_or_unscoped(t) {
            return self.bad_operand(op, span, &[t]);
        }
        if !imag {
            return e;
        }
        let ut = self.p.types.unqual(t);
        let zero = if self.p.types.is_floating(ut) { ExprKind::FloatLit(0.0) } else { ExprKind::IntLit(0) };
        let zero = self.mk(zero, ut, ValueCat::PrValue, span);
        self.mk(ExprKind::Comma { lhs: e, rhs: zero }, ut, ValueCat::PrValue, span)
    }

    /// The element type of the complex result of an operation on values of types `ta` and
    /// `tb`, one of them complex: the usual arithmetic conversions of the element and the real
    /// type. `None` when an operand is not arithmetic.
    fn complex_common(&self, ta: TypeId, tb: TypeId) -> Option<TypeId> {
        let types = &self.p.types;
        let ea = types.complex_elem(ta).unwrap_or(ta);
        let eb = types.complex_elem(tb).unwrap_or(tb);
        if !self.is_arith_or_unscoped(ea) || !self.is_arith_or_unscoped(eb) {
            return None;
        }
        self.common_arith(ea, eb).filter(|&c| self.p.types.is_floating(c))
    }

    /// Operand `e` (a prvalue) of an operation computed in `_Complex elem`: a complex one
    /// converted to that type, a real one to `elem` (or, with `to_complex`, to the complex
    /// type).
    fn complex_operand(&mut self, e: ExprId, elem: TypeId, to_complex: bool) -> ExprId {
        let ct = self.p.types.complex(elem);
        let t = self.p.types.unqual(self.p.expr(e).ty);
        if self.p.types.complex_elem(t).is_some() {
            return if t == ct { e } else { self.cast_node(e, CastKind::ComplexCast, ct) };
        }
        let e = self.arith_convert(e, elem);
        if to_complex {
            self.cast_node(e, CastKind::RealToComplex, ct)
        } else {
            e
        }
    }

    /// `a op b` on prvalues of which one is complex (`op` as written, for messages).
    pub(super) fn complex_binary(&mut self, op: &str, hop: BinaryOp, a: ExprId, b: ExprId, span: Span) -> ExprId {
        let (ta, tb) = (self.p.expr(a).ty, self.p.expr(b).ty);
        let supported = matches!(hop, BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Eq | BinaryOp::Ne);
        let Some(elem) = self.complex_common(ta, tb).filter(|_| supported) else {
            return self.bad_operand(op, span, &[ta, tb]);
        };
        // A real dividend is divided as the complex number it is (`r / z`).
        let a_real = self.p.types.complex_elem(ta).is_none();
        let a = self.complex_operand(a, elem, a_real && hop == BinaryOp::Div);
        let b = self.complex_operand(b, elem, false);
        let rt = if matches!(hop, BinaryOp::Eq | BinaryOp::Ne) { builtin::BOOL } else { self.p.types.complex(elem) };
        self.mk(ExprKind::Binary { op: hop, lhs: a, rhs: b }, rt, ValueCat::PrValue, span)
    }

    /// `a op= b` (`hop` the operation) where `a` (a modifiable lvalue) or `b` (a prvalue) is
    /// complex: computed in the complex type of both, the result converted back to `a`'s
    /// complex type. A real `a` is an error, as in g++: the result could not convert back.
    pub(super) fn complex_compound_assign(&mut self, op: &str, hop: BinaryOp, a: ExprId, b: ExprId, span: Span) -> ExprId {
        let (ta, tb) = (self.p.expr(a).ty, self.p.expr(b).ty);
        let supported = matches!(hop, BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div)
            && self.p.types.complex_elem(ta).is_some();
        let Some(elem) = self.complex_common(ta, tb).filter(|_| supported) else {
            return self.bad_operand(op, span, &[ta, tb]);
        };
        let b = self.complex_operand(b, elem, false);
        let compute_ty = self.p.types.complex(elem);
        self.mk(ExprKind::Assign { op: Some(hop), lhs: a, rhs: b, compute_ty }, ta, ValueCat::LValue, span)
    }

    /// The operands of `c ? a : b` where one is complex and both arithmetic: both converted to
    /// the complex type of the usual arithmetic conversions; `None` otherwise.
    pub(super) fn complex_conditional_operands(&mut self, a: ExprId, b: ExprId) -> Option<(ExprId, ExprId, TypeId)> {
        let (ta, tb) = (self.p.expr(a).ty, self.p.expr(b).ty);
        if self.p.types.complex_elem(ta).is_none() && self.p.types.complex_elem(tb).is_none() {
            return None;
        }
        let elem = self.complex_common(ta, tb)?;
        let a = self.complex_operand(a, elem, true);
        let b = self.complex_operand(b, elem, true);
        Some((a, b, self.p.types.complex(elem)))
    }
}
