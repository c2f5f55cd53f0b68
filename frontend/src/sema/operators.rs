//! The built-in operators with exact C++ typing: unary arithmetic, logical and bitwise
//! operators, dereference and address-of, increment and decrement, binary arithmetic with the
//! usual arithmetic conversions, shifts (each operand promoted on its own), comparisons,
//! pointer arithmetic, logical operators, simple and compound assignment, the comma and the
//! conditional operator.

use crate::ast::{self, BinaryOp as B, UnaryOp as U};
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::conversions;
use super::diags;
use super::hir::*;
use super::types::{builtin, Type, TypeId};

impl Checker<'_> {
    pub(super) fn is_arith_or_unscoped(&self, t: TypeId) -> bool {
        if self.p.types.is_arithmetic(t) {
            return true;
        }
        match self.p.types.enum_of(t) {
            Some(e) => !self.p.enums[e].scoped,
            None => false,
        }
    }

    fn is_int_or_unscoped(&self, t: TypeId) -> bool {
        self.p.types.is_integral(t) || (self.p.types.enum_of(t).is_some_and(|e| !self.p.enums[e].scoped))
    }

    pub(super) fn bad_operand(&mut self, op: &str, span: Span, tys: &[TypeId]) -> ExprId {
        if tys.iter().any(|&t| self.p.types.is_error(t)) {
            return self.error_expr(span);
        }
        let shown: Vec<String> = tys.iter().map(|&t| format!("`{}`", self.type_name(t))).collect();
        self.err(
            Diagnostic::error(diags::BAD_OPERANDS, span, format!("invalid operands to `{op}`: {}", shown.join(" and ")))
                .with_label("no built-in operator takes these types"),
        );
        self.error_expr(span)
    }

    /// The common type of the usual arithmetic conversions.
    pub fn common_arith(&self, a: TypeId, b: TypeId) -> Option<TypeId> {
        let enums = &self.p.enums;
        let f = |x: EnumId| (enums[x].underlying, enums[x].scoped);
        self.p.types.usual_arithmetic(a, b, &f)
    }

    /// Requires a modifiable lvalue; returns false after reporting.
    pub fn require_modifiable(&mut self, e: ExprId, what: &str) -> bool {
        let ex = self.p.expr(e);
        let (ty, cat, span) = (ex.ty, ex.cat, ex.span);
        if self.p.types.is_error(ty) {
            return false;
        }
        if cat != ValueCat::LValue || self.p.types.is_array(ty) || self.p.types.is_function(ty) {
            self.err(
                Diagnostic::error(diags::NOT_ASSIGNABLE, span, format!("expression is not assignable in {what}"))
                    .with_label("not a modifiable lvalue"),
            );
            return false;
        }
        if self.p.types.cv(ty).is_const() {
            let shown = self.type_name(ty);
            self.err(
                Diagnostic::error(diags::CONST_ASSIGN, span, format!("cannot modify a value of const-qualified type `{shown}`"))
                    .with_label("this is const")
                    .with_note("remove `const` from the declaration, or modify a copy"),
            );
            return false;
        }
        true
    }

    /// The built-in `&e` of an lvalue (also `__builtin_addressof(e)`).
    pub(super) fn builtin_address_of(&mut self, e: ExprId, span: Span) -> ExprId {
        let ex = self.p.expr(e);
        let (t, cat) = (ex.ty, ex.cat);
        if self.p.types.is_error(t) {
            return self.error_expr(span);
        }
        if cat != ValueCat::LValue || matches!(ex.kind, ExprKind::BuiltinVar(_) | ExprKind::BuiltinVarAxis { .. }) {
            self.err(
                Diagnostic::error(diags::NOT_LVALUE, span, "cannot take the address of an rvalue")
                    .with_label("this is not an lvalue"),
            );
            return self.error_expr(span);
        }
        if self.is_bit_field(e) {
            return self.bit_field_error("cannot take the address of", span);
        }
        let pt = self.p.types.pointer(t);
        self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: e }, pt, ValueCat::PrValue, span)
    }

    pub fn check_unary(&mut self, op: U, operand: ast::ExprId, span: Span) -> ExprId {
        if op == U::AddrOf {
            if let Some(x) = self.member_pointer_constant(operand, span) {
                return x;
            }
        }
        let e = self.check_expr(operand);
        // `__real__` and `__imag__` are not operators a class can overload.
        if !matches!(op, U::AddrOf | U::Real | U::Imag) {
            let (sp, ops) = match op {
                U::PostInc => ("++", vec![e, self.postfix_dummy(span)]),
                U::PostDec => ("--", vec![e, self.postfix_dummy(span)]),
                U::PreInc => ("++", vec![e]),
                U::PreDec => ("--", vec![e]),
                _ => (op.as_str(), vec![e]),
            };
            if let Some(x) = self.user_operator(sp, &ops, false, span) {
                return x;
            }
        }
        let e = if matches!(op, U::Plus | U::Neg | U::BitNot | U::Deref) { self.builtin_operand(e) } else { e };
        match op {
            U::Plus | U::Neg | U::BitNot if self.p.types.complex_elem(self.p.expr(e).ty).is_some() => {
                // GNU: `~z` is the conjugate.
                let e = self.rvalue(e);
                let t = self.p.types.unqual(self.p.expr(e).ty);
                let hop = match op {
                    U::Plus => UnaryOp::Plus,
                    U::Neg => UnaryOp::Neg,
                    _ => UnaryOp::BitNot,
                };
                self.mk(ExprKind::Unary { op: hop, operand: e }, t, ValueCat::PrValue, span)
            }
            U::Plus | U::Neg | U::BitNot => {
                let e = self.rvalue(e);
                let t = self.p.expr(e).ty;
                let ok = match op {
                    U::BitNot => self.is_int_or_unscoped(t),
                    U::Plus => self.is_arith_or_unscoped(t) || self.p.types.is_pointer(t),
                    _ => self.is_arith_or_unscoped(t),
                };
                if !ok {
                    return self.bad_operand(op.as_str(), span, &[t]);
                }
                let e = if self.p.types.is_pointer(t) { e } else { self.promote_value(e) };
                let t = self.p.expr(e).ty;
                let hop = match op {
                    U::Plus => UnaryOp::Plus,
                    U::Neg => UnaryOp::Neg,
                    _ => UnaryOp::BitNot,
                };
                self.mk(ExprKind::Unary { op: hop, operand: e }, t, ValueCat::PrValue, span)
            }
            U::Not => {
                let e = self.to_bool(e);
                self.mk(ExprKind::Unary { op: UnaryOp::Not, operand: e }, builtin::BOOL, ValueCat::PrValue, span)
            }
            U::Deref => {
                let e = self.rvalue(e);
                let t = self.p.expr(e).ty;
                match self.p.types.pointee(t) {
                    Some(p) if !self.p.types.is_void(p) => {
                        self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: e }, p, ValueCat::LValue, span)
                    }
                    _ => self.bad_operand("*", span, &[t]),
                }
            }
            U::AddrOf => self.builtin_address_of(e, span),
            U::Real | U::Imag => self.complex_part(op == U::Imag, e, span),
            U::PreInc | U::PreDec | U::PostInc | U::PostDec => {
                let inc = matches!(op, U::PreInc | U::PostInc);
                let prefix = matches!(op, U::PreInc | U::PreDec);
                let t = self.p.expr(e).ty;
                let ok = self.p.types.is_arithmetic(t) && !(self.p.types.is_bool(t)) || self.p.types.is_pointer(t);
                if !ok {
                    return self.bad_operand(if inc { "++" } else { "--" }, span, &[t]);
                }
                if !self.require_modifiable(e, "an increment or decrement") {
                    return self.error_expr(span);
                }
                let (ty, cat) = if prefix { (t, ValueCat::LValue) } else { (self.p.types.unqual(t), ValueCat::PrValue) };
                self.mk(ExprKind::IncDec { inc, prefix, operand: e }, ty, cat, span)
            }
        }
    }

    pub fn check_binary(&mut self, op: B, lhs: ast::ExprId, rhs: ast::ExprId, span: Span) -> ExprId {
        if op.is_assignment() {
            return self.check_assign(op, lhs, rhs, span);
        }
        match op {
            B::Comma => {
                let a = self.check_expr(lhs);
                let b = self.check_expr(rhs);
                let (t, c) = (self.p.expr(b).ty, self.p.expr(b).cat);
                self.mk(ExprKind::Comma { lhs: a, rhs: b }, t, c, span)
            }
            B::LogAnd | B::LogOr => {
                let a = self.check_expr(lhs);
                let b = self.check_expr(rhs);
                // An overloaded `&&` or `||` is a plain call: both operands are evaluated.
                if let Some(x) = self.user_operator(op.as_str(), &[a, b], false, span) {
                    return x;
                }
                let a = self.to_bool(a);
                let b = self.to_bool(b);
                let hop = if op == B::LogAnd { BinaryOp::LogAnd } else { BinaryOp::LogOr };
                self.mk(ExprKind::Binary { op: hop, lhs: a, rhs: b }, builtin::BOOL, ValueCat::PrValue, span)
            }
            B::PtrMemDot | B::PtrMemArrow => self.check_member_pointer_access(op == B::PtrMemArrow, lhs, rhs, span),
            _ => {
                let a = self.check_operand(lhs);
                let b = self.check_operand(rhs);
                self.binary_values(op, a, b, span)
            }
        }
    }

    /// The composite pointer type of two pointer types ([expr.type]/4), the type both operands
    /// of a pointer comparison or of `?:` convert to: `cv12 void*` when either points to
    /// (cv) `void`; the pointer to the base, with both sides' qualifiers, when one points to a
    /// class derived from the other's; otherwise the qualification-combined type of similar
    /// types (`int**` and `const int**` give `const int* const*`). `None` when there is none.
    pub(super) fn composite_pointer_type(&mut self, ta: TypeId, tb: TypeId) -> Option<TypeId> {
        let types = &self.p.types;
        let (ea, eb) = (types.pointee(ta)?, types.pointee(tb)?);
        let cv = types.cv(ea).union(types.cv(eb));
        let (ua, ub) = (types.unqual(ea), types.unqual(eb));
        if types.is_void(ea) || types.is_void(eb) {
            if types.is_function(ua) || types.is_function(ub) {
                return None;
            }
            let v = self.p.types.qualified(builtin::VOID, cv);
            return Some(self.p.types.pointer(v));
        }
        if ua != ub {
            if let (Some(ra), Some(rb)) = (types.record_of(ua), types.record_of(ub)) {
                let base = if self.is_base_of(ra, rb) {
                    ua
                } else if self.is_base_of(rb, ra) {
                    ub
                } else {
                    return None;
                };
                let q = self.p.types.qualified(base, cv);
                return Some(self.p.types.pointer(q));
            }
        }
        conversions::qualification_combined(&mut self.p.types, ta, tb)
    }

    /// A binary arithmetic, bitwise, shift or comparison operator on checked operands.
    pub fn binary_values(&mut self, op: B, a: ExprId, b: ExprId, span: Span) -> ExprId {
        if let Some(x) = self.user_operator(op.as_str(), &[a, b], false, span) {
            return x;
        }
        // A function template's name that no operator function took.
        for x in [a, b] {
            if self.is_template_name(x) {
                return self.template_name_misused(x);
            }
        }
        let a = self.builtin_operand(a);
        let b = self.builtin_operand(b);
        let a = self.rvalue(a);
        let b = self.rvalue(b);
        let (ta, tb) = (self.p.expr(a).ty, self.p.expr(b).ty);
        if self.p.types.is_error(ta) || self.p.types.is_error(tb) {
            return self.error_expr(span);
        }
        let hop = match op {
            B::Mul => BinaryOp::Mul,
            B::Div => BinaryOp::Div,
            B::Rem => BinaryOp::Rem,
            B::Add => BinaryOp::Add,
            B::Sub => BinaryOp::Sub,
            B::Shl => BinaryOp::Shl,
            B::Shr => BinaryOp::Shr,
            B::Lt => BinaryOp::Lt,
            B::Gt => BinaryOp::Gt,
            B::Le => BinaryOp::Le,
            B::Ge => BinaryOp::Ge,
            B::Eq => BinaryOp::Eq,
            B::Ne => BinaryOp::Ne,
            B::BitAnd => BinaryOp::BitAnd,
            B::BitXor => BinaryOp::BitXor,
            _ => BinaryOp::BitOr,
        };
        let (pa, pb) = (self.p.types.is_pointer(ta), self.p.types.is_pointer(tb));
        // Pointer arithmetic.
        if (op == B::Add || op == B::Sub) && (pa || pb) {
            if op == B::Sub && pa && pb {
                let (ea, eb) = (self.p.types.pointee(ta), self.p.types.pointee(tb));
                let same = ea.zip(eb).is_some_and(|(x, y)| self.p.types.unqual(x) == self.p.types.unqual(y));
                if !same {
                    return self.bad_operand("-", span, &[ta, tb]);
                }
                return self.mk(ExprKind::Binary { op: BinaryOp::PtrDiff, lhs: a, rhs: b }, builtin::LONG, ValueCat::PrValue, span);
            }
            let (ptr, int) = if pa { (a, b) } else { (b, a) };
            let it = self.p.expr(int).ty;
            if !self.is_int_or_unscoped(it) || (op == B::Sub && !pa) {
                return self.bad_operand(op.as_str(), span, &[ta, tb]);
            }
            let pt = self.p.expr(ptr).ty;
            if self.p.types.pointee(pt).is_some_and(|x| self.p.types.is_void(x) || self.p.types.is_function(x)) {
                return self.bad_operand(op.as_str(), span, &[ta, tb]);
            }
            let int = self.promote_value(int);
            let hop = if op == B::Add { BinaryOp::PtrAdd } else { BinaryOp::PtrSub };
            return self.mk(ExprKind::Binary { op: hop, lhs: ptr, rhs: int }, pt, ValueCat::PrValue, span);
        }
        let comparison = matches!(op, B::Lt | B::Gt | B::Le | B::Ge | B::Eq | B::Ne);
        // Pointers to members compare for equality only, with each other (of one type) or
        // with a null pointer constant, which becomes the null member pointer.
        let (ma, mb) = (self.p.types.is_member_pointer(self.p.types.unqual(ta)), self.p.types.is_member_pointer(self.p.types.unqual(tb)));
        if matches!(op, B::Eq | B::Ne) && (ma || mb) {
            let (a2, b2) = if ma && mb && self.p.types.unqual(ta) == self.p.types.unqual(tb) {
                (a, b)
            } else if ma && self.is_null_constant(b) {
                (a, self.convert(b, self.p.types.unqual(ta), "a comparison"))
            } else if mb && self.is_null_constant(a) {
                (self.convert(a, self.p.types.unqual(tb), "a comparison"), b)
            } else {
                return self.bad_operand(op.as_str(), span, &[ta, tb]);
            };
            return self.mk(ExprKind::Binary { op: hop, lhs: a2, rhs: b2 }, builtin::BOOL, ValueCat::PrValue, span);
        }
        // Pointer comparisons.
        if comparison && (pa || pb || self.p.types.kind(ta) == &Type::NullPtr || self.p.types.kind(tb) == &Type::NullPtr) {
            let target = if pa { ta } else { tb };
            let (a2, b2) = if pa && pb {
                let Some(t) = self.composite_pointer_type(ta, tb) else {
                    if self.is_permissive_pointer_conversion(tb, ta) {
                        // C compares any two object pointers; `-fpermissive` lets it through.
                        let (x, y) = (self.type_name(ta), self.type_name(tb));
                        self.err(
                            Diagnostic::warning(diags::BAD_OPERANDS, span, format!("comparison between distinct pointer types `{x}` and `{y}` lacks a cast (allowed by `-fpermissive`)"))
                                .with_label("these point to unrelated types")
                                .with_note("cast one side to the other's type"),
                        );
                        let b2 = self.cast_node(b, CastKind::BitCast, ta);
                        return self.mk(ExprKind::Binary { op: hop, lhs: a, rhs: b2 }, builtin::BOOL, ValueCat::PrValue, span);
                    }
                    return self.bad_operand(op.as_str(), span, &[ta, tb]);
                };
                (self.convert(a, t, "a comparison"), self.convert(b, t, "a comparison"))
            } else if pa && self.is_null_constant(b) {
                (a, self.convert(b, target, "a comparison"))
            } else if pb && self.is_null_constant(a) {
                (self.convert(a, target, "a comparison"), b)
            } else if !pa && !pb {
                (a, b)
            } else if self.leniency.permissive && self.p.types.is_integral(if pa { tb } else { ta }) {
                // `p == 1L`: C compares the pointer with the integer as an address.
                self.err(
                    Diagnostic::warning(diags::BAD_OPERANDS, span, "comparison between a pointer and an integer (allowed by `-fpermissive`)")
                        .with_label("one side is a pointer, the other an integer")
                        .with_note("cast the integer with `reinterpret_cast`"),
                );
                let conv = |c: &mut Self, x: ExprId| if c.p.types.is_pointer(c.p.expr(x).ty) { x } else { c.cast_node(x, CastKind::IntegralToPointer, target) };
                (conv(self, a), conv(self, b))
            } else {
                return self.bad_operand(op.as_str(), span, &[ta, tb]);
            };
            return self.mk(ExprKind::Binary { op: hop, lhs: a2, rhs: b2 }, builtin::BOOL, ValueCat::PrValue, span);
        }
        // Scoped enums compare with themselves only.
        if comparison {
            if let (Some(x), Some(y)) = (self.p.types.enum_of(ta), self.p.types.enum_of(tb)) {
                if x == y && self.p.enums[x].scoped {
                    return self.mk(ExprKind::Binary { op: hop, lhs: a, rhs: b }, builtin::BOOL, ValueCat::PrValue, span);
                }
            }
        }
        if self.p.types.complex_elem(ta).is_some() || self.p.types.complex_elem(tb).is_some() {
            return self.complex_binary(op.as_str(), hop, a, b, span);
        }
        let int_only = matches!(op, B::Rem | B::Shl | B::Shr | B::BitAnd | B::BitOr | B::BitXor);
        let ok = if int_only {
            self.is_int_or_unscoped(ta) && self.is_int_or_unscoped(tb)
        } else {
            self.is_arith_or_unscoped(ta) && self.is_arith_or_unscoped(tb)
        };
        if !ok {
            return self.bad_operand(op.as_str(), span, &[ta, tb]);
        }
        if matches!(op, B::Shl | B::Shr) {
            let a = self.promote_value(a);
            let b = self.promote_value(b);
            let t = self.p.expr(a).ty;
            return self.mk(ExprKind::Binary { op: hop, lhs: a, rhs: b }, t, ValueCat::PrValue, span);
        }
        let Some(common) = self.common_arith(ta, tb) else {
            return self.bad_operand(op.as_str(), span, &[ta, tb]);
        };
        let a = self.arith_convert(a, common);
        let b = self.arith_convert(b, common);
        let rt = if comparison { builtin::BOOL } else { common };
        self.mk(ExprKind::Binary { op: hop, lhs: a, rhs: b }, rt, ValueCat::PrValue, span)
    }

    fn check_assign(&mut self, op: B, lhs: ast::ExprId, rhs: ast::ExprId, span: Span) -> ExprId {
        let a = self.check_expr(lhs);
        let b = if matches!(self.tu.expr(rhs).kind, ast::ExprKind::InitList(_)) {
            let t = self.p.types.unqual(self.p.expr(a).ty);
            self.check_init_list_value(rhs, t)
        } else {
            self.check_expr(rhs)
        };
        let ta = self.p.expr(a).ty;
        if self.p.types.is_error(ta) || self.p.types.is_error(self.p.expr(b).ty) {
            return self.error_expr(span);
        }
        let target = self.p.types.unqual(ta);
        if op == B::Assign && self.p.types.is_record(target) && self.p.types.unqual(self.p.types.non_ref(self.p.expr(b).ty)) != target {
            // No `operator=` takes the value as it is: the implicit copy or move assignment
            // takes it converted to the class (`optional<int> o; o = 42;` through
            // `optional(U&&)`), as overload resolution with those candidates would choose.
            let direct = self.quietly(|c| c.user_operator("=", &[a, b], true, span).unwrap_or_else(|| c.error_expr(span)));
            if !direct && self.arg_conv(b, target).is_some() {
                let converted = self.convert(b, target, "an assignment");
                if let Some(x) = self.user_operator("=", &[a, converted], true, span) {
                    return x;
                }
                if !self.require_modifiable(a, "an assignment") {
                    return self.error_expr(span);
                }
                return self.mk(ExprKind::Assign { op: None, lhs: a, rhs: converted, compute_ty: target }, ta, ValueCat::LValue, span);
            }
        }
        if let Some(x) = self.user_operator(op.as_str(), &[a, b], op == B::Assign, span) {
            return x;
        }
        if !self.require_modifiable(a, "an assignment") {
            return self.error_expr(span);
        }
        if op == B::Assign {
            let b = self.convert(b, target, "an assignment");
            return self.mk(ExprKind::Assign { op: None, lhs: a, rhs: b, compute_ty: target }, ta, ValueCat::LValue, span);
        }
        let bop = match op {
            B::MulAssign => B::Mul,
            B::DivAssign => B::Div,
            B::RemAssign => B::Rem,
            B::AddAssign => B::Add,
            B::SubAssign => B::Sub,
            B::ShlAssign => B::Shl,
            B::ShrAssign => B::Shr,
            B::AndAssign => B::BitAnd,
            B::XorAssign => B::BitXor,
            _ => B::BitOr,
        };
        let b = self.rvalue(b);
        let tb = self.p.expr(b).ty;
        let hop = match bop {
            B::Mul => BinaryOp::Mul,
            B::Div => BinaryOp::Div,
            B::Rem => BinaryOp::Rem,
            B::Add => BinaryOp::Add,
            B::Sub => BinaryOp::Sub,
            B::Shl => BinaryOp::Shl,
            B::Shr => BinaryOp::Shr,
            B::BitAnd => BinaryOp::BitAnd,
            B::BitXor => BinaryOp::BitXor,
            _ => BinaryOp::BitOr,
        };
        // `p += n`, `p -= n`
        if self.p.types.is_pointer(target) && matches!(bop, B::Add | B::Sub) && self.is_int_or_unscoped(tb) {
            let b = self.promote_value(b);
            let hop = if bop == B::Add { BinaryOp::PtrAdd } else { BinaryOp::PtrSub };
            return self.mk(ExprKind::Assign { op: Some(hop), lhs: a, rhs: b, compute_ty: target }, ta, ValueCat::LValue, span);
        }
        if self.p.types.complex_elem(target).is_some() || self.p.types.complex_elem(tb).is_some() {
            return self.complex_compound_assign(op.as_str(), hop, a, b, span);
        }
        let int_only = matches!(bop, B::Rem | B::Shl | B::Shr | B::BitAnd | B::BitOr | B::BitXor);
        let ok = if int_only {
            self.is_int_or_unscoped(target) && self.is_int_or_unscoped(tb)
        } else {
            self.is_arith_or_unscoped(target) && self.is_arith_or_unscoped(tb)
        };
        if !ok {
            return self.bad_operand(op.as_str(), span, &[ta, tb]);
        }
        let compute = if matches!(bop, B::Shl | B::Shr) {
            let enums = &self.p.enums;
            let f = |x: EnumId| (enums[x].underlying, enums[x].scoped);
            self.p.types.promote(target, &f)
        } else {
            self.common_arith(target, tb).unwrap_or(target)
        };
        let b = if matches!(bop, B::Shl | B::Shr) { self.promote_value(b) } else { self.arith_convert(b, compute) };
        self.mk(ExprKind::Assign { op: Some(hop), lhs: a, rhs: b, compute_ty: compute }, ta, ValueCat::LValue, span)
    }

    pub fn check_conditional(&mut self, cond: ast::ExprId, then: ast::ExprId, els: ast::ExprId, span: Span) -> ExprId {
        let c = self.check_expr(cond);
        let c = self.to_bool(c);
        let a = self.check_expr(then);
        let b = self.check_expr(els);
        let (xa, xb) = (self.p.expr(a), self.p.expr(b));
        let (ta, tb, ca, cb) = (xa.ty, xb.ty, xa.cat, xb.cat);
        if self.p.types.is_error(ta) || self.p.types.is_error(tb) {
            return self.error_expr(span);
        }
        // Same type glvalues stay glvalues.
        if ta == tb && ca == ValueCat::LValue && cb == ValueCat::LValue {
            return self.mk(ExprKind::Conditional { cond: c, then: a, els: b }, ta, ValueCat::LValue, span);
        }
        if self.p.types.is_void(ta) && self.p.types.is_void(tb) {
            return self.mk(ExprKind::Conditional { cond: c, then: a, els: b }, builtin::VOID, ValueCat::PrValue, span);
        }
        if self.p.types.is_record(ta) && self.p.types.unqual(ta) == self.p.types.unqual(tb) {
            // A class prvalue: a glvalue operand is copied (or moved) into the result by the
            // class's constructor (`_M_prob.empty() ? vector<double>(1, 1.0) : _M_prob`).
            let t = self.p.types.unqual(ta);
            let a = if ca == ValueCat::PrValue { a } else { self.convert(a, t, "a conditional expression") };
            let b = if cb == ValueCat::PrValue { b } else { self.convert(b, t, "a conditional expression") };
            return self.mk(ExprKind::Conditional { cond: c, then: a, els: b }, t, ValueCat::PrValue, span);
        }
        let a = self.rvalue(a);
        let b = self.rvalue(b);
        let (ta, tb) = (self.p.expr(a).ty, self.p.expr(b).ty);
        // Two values of one enumeration: that enumeration, not its promoted type.
        if self.p.types.is_enum(ta) && ta == tb {
            return self.mk(ExprKind::Conditional { cond: c, then: a, els: b }, ta, ValueCat::PrValue, span);
        }
        if let Some((a, b, t)) = self.complex_conditional_operands(a, b) {
            return self.mk(ExprKind::Conditional { cond: c, then: a, els: b }, t, ValueCat::PrValue, span);
        }
        if self.is_arith_or_unscoped(ta) && self.is_arith_or_unscoped(tb) {
            if let Some(t) = self.common_arith(ta, tb) {
                let a = self.arith_convert(a, t);
                let b = self.arith_convert(b, t);
                return self.mk(ExprKind::Conditional { cond: c, then: a, els: b }, t, ValueCat::PrValue, span);
            }
        }
        let target = if self.p.types.is_pointer(ta) && self.p.types.is_pointer(tb) {
            self.composite_pointer_type(ta, tb)
        } else if self.p.types.is_pointer(ta) {
            Some(ta)
        } else if self.p.types.is_pointer(tb) {
            Some(tb)
        } else {
            None
        };
        if let Some(t) = target {
            if self.p.types.is_pointer(ta) == self.p.types.is_pointer(tb) || self.is_null_constant(a) || self.is_null_constant(b) {
                let a = self.convert(a, t, "a conditional expression");
                let b = self.convert(b, t, "a conditional expression");
                return self.mk(ExprKind::Conditional { cond: c, then: a, els: b }, t, ValueCat::PrValue, span);
            }
        }
        if ta == tb {
            return self.mk(ExprKind::Conditional { cond: c, then: a, els: b }, ta, ValueCat::PrValue, span);
        }
        self.bad_operand("?:", span, &[ta, tb])
    }
}
