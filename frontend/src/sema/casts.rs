//! Explicit conversions: `static_cast`, `reinterpret_cast`, `const_cast`, C-style casts and
//! functional casts. Each becomes one `ExplicitCast` node (after any decay the operand needs)
//! whose kind tells codegen what to do; what each notation allows follows [expr.static.cast],
//! [expr.reinterpret.cast], [expr.const.cast] and [expr.cast] for the scalar types of the
//! subset.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{builtin, Type, TypeId};

impl Checker<'_> {
    pub fn check_cast(&mut self, kind: ast::CastKind, ty: ast::TypeExprId, operand: ast::ExprId, span: Span) -> ExprId {
        let t = self.resolve_type(ty);
        let e = self.check_expr(operand);
        let style = match kind {
            ast::CastKind::CStyle => CastStyle::CStyle,
            ast::CastKind::Static => CastStyle::Static,
            ast::CastKind::Reinterpret => CastStyle::Reinterpret,
            ast::CastKind::Const => CastStyle::Const,
            ast::CastKind::Dynamic => return self.unsupported(span, "`dynamic_cast` expressions"),
        };
        self.explicit_conversion(e, t, style, span)
    }

    fn explicit(&mut self, e: ExprId, kind: CastKind, style: CastStyle, ty: TypeId, cat: ValueCat, span: Span) -> ExprId {
        self.mk(ExprKind::ExplicitCast { style, kind, operand: e }, ty, cat, span)
    }

    /// Converts `e` to `to` as the cast notation `style` allows.
    pub fn explicit_conversion(&mut self, e: ExprId, to: TypeId, style: CastStyle, span: Span) -> ExprId {
        let from = self.p.expr(e).ty;
        if self.p.types.is_error(from) || self.p.types.is_error(to) {
            return self.error_expr(span);
        }
        let static_ok = matches!(style, CastStyle::Static | CastStyle::CStyle | CastStyle::Functional);
        if static_ok {
            if let Some(x) = self.convert_via_conversion_fn(e, to, true) {
                return x;
            }
        }
        let reinterpret_ok = matches!(style, CastStyle::Reinterpret | CastStyle::CStyle | CastStyle::Functional);
        let const_ok = matches!(style, CastStyle::Const | CastStyle::CStyle | CastStyle::Functional);
        // To void.
        if self.p.types.is_void(to) && static_ok {
            return self.explicit(e, CastKind::ToVoid, style, builtin::VOID, ValueCat::PrValue, span);
        }
        // From a base class to a class derived from it.
        if static_ok {
            if let Some(x) = self.static_downcast(e, to, style, span) {
                return x;
            }
        }
        // To a reference: reinterpret the glvalue.
        if self.p.types.is_reference(to) {
            let target = self.p.types.non_ref(to);
            let cat = self.p.expr(e).cat;
            let same = self.p.types.unqual(target) == self.p.types.unqual(from);
            if cat != ValueCat::PrValue && (same || reinterpret_ok) {
                let is_l = matches!(self.p.types.kind(to), Type::LRef(_));
                return self.explicit(e, if same { CastKind::NoOp } else { CastKind::BitCast }, style, target, if is_l { ValueCat::LValue } else { ValueCat::XValue }, span);
            }
            let is_l = matches!(self.p.types.kind(to), Type::LRef(_));
            if static_ok && cat != ValueCat::PrValue && self.converts_to_base(e, to) {
                // `static_cast<Base&&>(derived)`: the base subobject, an lvalue for `T&` and
                // an xvalue for `T&&` whatever the operand's category ([expr.static.cast]/3).
                let Some(b) = self.p.types.record_of(target) else { return self.bad_cast(from, to, style, span) };
                let h = self.to_base(e, b);
                return self.explicit(h, CastKind::NoOp, style, target, if is_l { ValueCat::LValue } else { ValueCat::XValue }, span);
            }
            if static_ok {
                let h = self.convert(e, to, "a cast");
                let t = self.p.expr(h).ty;
                let c = self.p.expr(h).cat;
                return self.explicit(h, CastKind::NoOp, style, t, c, span);
            }
            return self.bad_cast(from, to, style, span);
        }
        // To a class: `static_cast<T>(e)` is the direct-initialization `T t(e)`
        // ([expr.static.cast]/4), so T's constructors are the candidates: a glvalue of `T`
        // itself is copied by its copy constructor (`static_cast<std::string>(s)`), only a
        // prvalue is the result as it is.
        let to_u = self.p.types.unqual(to);
        let same_class = self.p.types.unqual(self.p.types.non_ref(from)) == to_u;
        if static_ok && (!same_class || self.p.expr(e).cat != ValueCat::PrValue) && self.ctors_of(to_u).is_some() {
            return self.construct_with(to_u, vec![e], span);
        }
        let e = self.rvalue(e);
        let from = self.p.types.unqual(self.p.expr(e).ty);
        // `static_cast<B*>(d)` (and the C-style cast) to a pointer to a base: the base
        // subobject's address, which may be at an offset or read from the vtable.
        if static_ok && from != to_u && self.p.types.is_pointer(from) && self.p.types.is_pointer(to_u) && self.converts_to_base(e, to_u) {
            if let Some(x) = self.derived_to_base(e, to_u) {
                return self.explicit(x, CastKind::NoOp, style, to_u, ValueCat::PrValue, span);
            }
        }
        if from == to_u {
            return self.explicit(e, CastKind::NoOp, style, to_u, ValueCat::PrValue, span);
        }
        let fk = self.p.types.kind(from).clone();
        let tk = self.p.types.kind(to_u).clone();
        let is_intlike = |t: &Type| matches!(t, Type::Int(_) | Type::Bool | Type::Enum(_));
        let kind = match (&fk, &tk) {
            // Arithmetic and enums (static_cast).
            (a, Type::Bool) if static_ok && is_intlike(a) => Some(CastKind::IntegralToBoolean),
            (Type::Float(_), Type::Bool) if static_ok => Some(CastKind::FloatingToBoolean),
            (Type::Pointer(_), Type::Bool) if static_ok => Some(CastKind::PointerToBoolean),
            (Type::MemberPointer { .. }, Type::Bool) if static_ok => Some(CastKind::PointerToBoolean),
            (a, b) if static_ok && is_intlike(a) && is_intlike(b) => Some(CastKind::IntegralCast),
            (a, Type::Float(_)) if static_ok && is_intlike(a) => Some(CastKind::IntegralToFloating),
            (Type::Float(_), b) if static_ok && is_intlike(b) => Some(CastKind::FloatingToIntegral),
            (Type::Float(_), Type::Float(_)) if static_ok => Some(CastKind::FloatingCast),
            // GNU complex types: from arithmetic types, between each other, to `bool` (as
            // implicitly; g++ casts a complex value to no real type).
            (a, Type::Complex(_)) if static_ok && (is_intlike(a) || matches!(a, Type::Float(_))) => Some(CastKind::RealToComplex),
            (Type::Complex(_), Type::Complex(_)) if static_ok => Some(CastKind::ComplexCast),
            (Type::Complex(_), Type::Bool) if static_ok => Some(CastKind::ComplexToBoolean),
            (Type::NullPtr, Type::Pointer(_)) if static_ok => Some(CastKind::NullToPointer),
            (Type::Int(_), Type::Pointer(_)) if static_ok && self.is_null_constant(e) => Some(CastKind::NullToPointer),
            (Type::Pointer(a), Type::Pointer(b)) => {
                let (a, b) = (*a, *b);
                let same_base = self.p.types.unqual(a) == self.p.types.unqual(b);
                let adds_cv = self.p.types.cv(b).contains(self.p.types.cv(a));
                if same_base && (adds_cv || const_ok) {
                    Some(CastKind::NoOp)
                } else if (static_ok && adds_cv && (self.p.types.is_void(a) || self.p.types.is_void(b)))
                    || (reinterpret_ok && (adds_cv || style != CastStyle::Reinterpret))
                {
                    Some(CastKind::BitCast)
                } else {
                    None
                }
            }
            (Type::Pointer(_), Type::Int(k)) if reinterpret_ok && k.size() >= 8 => Some(CastKind::PointerToIntegral),
            // `(CUdeviceptr)NULL`: `nullptr` to an integer as `(void*)0` would be
            // ([expr.reinterpret.cast]/4).
            (Type::NullPtr, Type::Int(k)) if reinterpret_ok && k.size() >= 8 => Some(CastKind::PointerToIntegral),
            (a, Type::Pointer(_)) if reinterpret_ok && is_intlike(a) => Some(CastKind::IntegralToPointer),
            _ => None,
        };
        match kind {
            Some(k) => self.explicit(e, k, style, to_u, ValueCat::PrValue, span),
            None => self.bad_cast(from, to, style, span),
        }
    }

    fn bad_cast(&mut self, from: TypeId, to: TypeId, style: CastStyle, span: Span) -> ExprId {
        let (a, b) = (self.type_name(from), self.type_name(to));
        let how = match style {
            CastStyle::Static => "`static_cast`",
            CastStyle::Reinterpret => "`reinterpret_cast`",
            CastStyle::Const => "`const_cast`",
            CastStyle::CStyle => "a C-style cast",
            CastStyle::Functional => "a functional cast",
        };
        let note = match style {
            CastStyle::Static => "use `reinterpret_cast` to reinterpret pointers or convert them to integers",
            CastStyle::Const => "`const_cast` only adds or removes `const` and `volatile`",
            _ => "these types have no conversion between them",
        };
        self.err(
            Diagnostic::error(diags::BAD_CAST, span, format!("{how} cannot convert `{a}` to `{b}`"))
                .with_label("invalid cast")
                .with_note(note),
        );
        self.error_expr(span)
    }
}
