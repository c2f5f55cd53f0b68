//! Constant evaluation over checked expressions, for the places the language needs a value
//! during translation: array bounds, enumerators, case labels, template arguments,
//! `static_assert`, `constexpr` variables, `alignas` and `__launch_bounds__`. Integers are
//! computed in `i128` and wrapped to their type. Reaching a codegen constant is its own error
//! (E0604): its value is known only to each target's codegen.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::codegen_context;
use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{FloatKind, Type, TypeId};

/// Why an expression has no constant value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotConst {
    /// A run-time value at this span.
    Runtime(Span),
    /// A codegen value at this span.
    Codegen(Span),
    DivByZero(Span),
    BadShift(Span),
    /// An expression that already failed to check: nothing more to report.
    Poisoned,
}

type R = Result<ConstValue, NotConst>;

/// Evaluates `e` in `p`.
pub fn eval(p: &Program, e: ExprId) -> R {
    eval_depth(p, e, 0)
}

fn int_of(p: &Program, ty: TypeId, enums_under: impl Fn(EnumId) -> TypeId) -> Option<super::types::IntKind> {
    match p.types.kind(ty) {
        Type::Int(k) => Some(*k),
        Type::Enum(e) => p.types.int_kind(enums_under(*e)),
        _ => None,
    }
}

/// Wraps an integer result to the type of the expression.
fn wrap(p: &Program, ty: TypeId, v: i128) -> ConstValue {
    if p.types.is_bool(ty) {
        return ConstValue::Bool(v != 0);
    }
    match int_of(p, ty, |e| p.enums[e].underlying) {
        Some(k) => ConstValue::Int(k.wrap(v)),
        None => ConstValue::Int(v),
    }
}

fn as_f64(v: ConstValue) -> f64 {
    match v {
        ConstValue::Int(i) => i as f64,
        ConstValue::Float(f) => f,
        ConstValue::Bool(b) => b as i32 as f64,
        ConstValue::Null => 0.0,
    }
}

fn as_i128(v: ConstValue) -> i128 {
    match v {
        ConstValue::Int(i) => i,
        ConstValue::Float(f) => f as i128,
        ConstValue::Bool(b) => b as i128,
        ConstValue::Null => 0,
    }
}

fn truthy(v: ConstValue) -> bool {
    match v {
        ConstValue::Int(i) => i != 0,
        ConstValue::Float(f) => f != 0.0,
        ConstValue::Bool(b) => b,
        ConstValue::Null => false,
    }
}

fn eval_depth(p: &Program, e: ExprId, depth: u32) -> R {
    let ex = p.expr(e);
    let span = ex.span;
    if depth > 8192 {
        return Err(NotConst::Runtime(span));
    }
    let ev = |x: ExprId| eval_depth(p, x, depth + 1);
    match &ex.kind {
        ExprKind::IntLit(v) => Ok(wrap(p, ex.ty, *v)),
        ExprKind::FloatLit(f) => Ok(ConstValue::Float(*f)),
        ExprKind::BoolLit(b) => Ok(ConstValue::Bool(*b)),
        ExprKind::NullPtrLit => Ok(ConstValue::Null),
        ExprKind::EnumConst { value, .. } => Ok(ConstValue::Int(*value)),
        ExprKind::CodegenConst(_) => Err(NotConst::Codegen(span)),
        ExprKind::Var(v) => {
            let var = &p.vars[*v];
            if var.codegen {
                Err(NotConst::Codegen(span))
            } else {
                var.const_value.ok_or(NotConst::Runtime(span))
            }
        }
        ExprKind::ImplicitCast { kind, operand } | ExprKind::ExplicitCast { kind, operand, .. } => {
            let v = ev(*operand)?;
            use CastKind::*;
            Ok(match kind {
                LValueToRValue | NoOp | Materialize => v,
                IntegralCast => wrap(p, ex.ty, as_i128(v)),
                IntegralToBoolean | FloatingToBoolean | PointerToBoolean => ConstValue::Bool(truthy(v)),
                IntegralToFloating | FloatingCast => {
                    let f = as_f64(v);
                    let f = if p.types.kind(ex.ty) == &Type::Float(FloatKind::Float) { f as f32 as f64 } else { f };
                    ConstValue::Float(f)
                }
                FloatingToIntegral => wrap(p, ex.ty, as_f64(v).trunc() as i128),
                NullToPointer => ConstValue::Null,
                _ => return Err(NotConst::Runtime(span)),
            })
        }
        ExprKind::Unary { op, operand } => {
            let v = ev(*operand)?;
            match op {
                UnaryOp::Plus => Ok(v),
                UnaryOp::Neg => match v {
                    ConstValue::Float(f) => Ok(ConstValue::Float(-f)),
                    _ => Ok(wrap(p, ex.ty, as_i128(v).wrapping_neg())),
                },
                UnaryOp::Not => Ok(ConstValue::Bool(!truthy(v))),
                UnaryOp::BitNot => Ok(wrap(p, ex.ty, !as_i128(v))),
                _ => Err(NotConst::Runtime(span)),
            }
        }
        ExprKind::Binary { op, lhs, rhs } => {
            use BinaryOp::*;
            if *op == LogAnd || *op == LogOr {
                let a = truthy(ev(*lhs)?);
                if (*op == LogAnd && !a) || (*op == LogOr && a) {
                    return Ok(ConstValue::Bool(a));
                }
                return Ok(ConstValue::Bool(truthy(ev(*rhs)?)));
            }
            let a = ev(*lhs)?;
            let b = ev(*rhs)?;
            let float = matches!(a, ConstValue::Float(_)) || matches!(b, ConstValue::Float(_));
            if op.is_comparison() {
                let r = if float {
                    let (x, y) = (as_f64(a), as_f64(b));
                    match op {
                        Lt => x < y,
                        Gt => x > y,
                        Le => x <= y,
                        Ge => x >= y,
                        Eq => x == y,
                        _ => x != y,
                    }
                } else {
                    // Operands were converted to a common type; unsigned values are stored
                    // non-negative, so i128 comparison is exact, except for `unsigned __int128`
                    // whose values are kept as their bit pattern.
                    let (x, y) = (as_i128(a), as_i128(b));
                    let lt = p.expr(*lhs).ty;
                    if p.types.int_kind(lt) == Some(super::types::IntKind::UInt128) {
                        let (x, y) = (x as u128, y as u128);
                        return Ok(ConstValue::Bool(match op {
                            Lt => x < y,
                            Gt => x > y,
                            Le => x <= y,
                            Ge => x >= y,
                            Eq => x == y,
                            _ => x != y,
                        }));
                    }
                    match op {
                        Lt => x < y,
                        Gt => x > y,
                        Le => x <= y,
                        Ge => x >= y,
                        Eq => x == y,
                        _ => x != y,
                    }
                };
                return Ok(ConstValue::Bool(r));
            }
            if float {
                let (x, y) = (as_f64(a), as_f64(b));
                let r = match op {
                    Add => x + y,
                    Sub => x - y,
                    Mul => x * y,
                    Div => x / y,
                    _ => return Err(NotConst::Runtime(span)),
                };
                let r = if p.types.kind(ex.ty) == &Type::Float(FloatKind::Float) { r as f32 as f64 } else { r };
                return Ok(ConstValue::Float(r));
            }
            let (x, y) = (as_i128(a), as_i128(b));
            let r = match op {
                Add => x.wrapping_add(y),
                Sub => x.wrapping_sub(y),
                Mul => x.wrapping_mul(y),
                Div | Rem => {
                    if y == 0 {
                        return Err(NotConst::DivByZero(span));
                    }
                    if *op == Div {
                        x.wrapping_div(y)
                    } else {
                        x.wrapping_rem(y)
                    }
                }
                Shl | Shr => {
                    let bits = p.types.int_kind(ex.ty).map(|k| k.size() * 8).unwrap_or(32) as i128;
                    if y < 0 || y >= bits {
                        return Err(NotConst::BadShift(span));
                    }
                    if *op == Shl {
                        x.wrapping_shl(y as u32)
                    } else {
                        x >> y
                    }
                }
                BitAnd => x & y,
                BitOr => x | y,
                BitXor => x ^ y,
                _ => return Err(NotConst::Runtime(span)),
            };
            Ok(wrap(p, ex.ty, r))
        }
        ExprKind::Conditional { cond, then, els } => {
            if truthy(ev(*cond)?) {
                ev(*then)
            } else {
                ev(*els)
            }
        }
        ExprKind::Comma { lhs, rhs } => {
            ev(*lhs)?;
            ev(*rhs)
        }
        ExprKind::Error => Err(NotConst::Poisoned),
        _ => Err(NotConst::Runtime(span)),
    }
}

impl Checker<'_> {
    /// Evaluates a checked expression, reporting why it is not constant. `what` names the
    /// place that needs the constant ("an array bound").
    pub fn eval_or_report(&mut self, e: ExprId, what: &str) -> Option<ConstValue> {
        if matches!(self.p.expr(e).kind, ExprKind::Error) || self.p.types.is_error(self.p.expr(e).ty) {
            return None;
        }
        match eval(&self.p, e) {
            Ok(v) => Some(v),
            Err(NotConst::Poisoned) => None,
            Err(NotConst::Codegen(s)) => {
                self.err(codegen_context::needs_codegen_value(s, what));
                None
            }
            Err(NotConst::Runtime(s)) => {
                let whole = self.p.expr(e).span;
                self.err(
                    Diagnostic::error(diags::NOT_CONSTANT, whole, format!("{what} is not a constant expression"))
                        .with_label("not known during translation")
                        .with_secondary(s, "this value is known only at run time")
                        .with_note("use literals, enumerators, `constexpr` variables and `sizeof` here"),
                );
                None
            }
            Err(NotConst::DivByZero(s)) => {
                self.err(Diagnostic::error(diags::DIV_BY_ZERO, s, "division by zero in a constant expression").with_label("the divisor is zero"));
                None
            }
            Err(NotConst::BadShift(s)) => {
                self.err(
                    Diagnostic::error(diags::CONST_OVERFLOW, s, "shift count is negative or not less than the width of the type")
                        .with_label("undefined in a constant expression"),
                );
                None
            }
        }
    }

    /// Checks a syntax expression and folds it to an integer (array bounds, enumerators,
    /// case labels, template arguments).
    pub fn const_int(&mut self, e: ast::ExprId, what: &str) -> Option<i128> {
        let h = self.check_expr(e);
        let h = self.rvalue(h);
        let ty = self.p.expr(h).ty;
        if self.p.types.is_error(ty) {
            return None;
        }
        if !self.p.types.is_integral(ty) && !(self.p.types.is_enum(ty)) {
            let shown = self.type_name(ty);
            self.err(
                Diagnostic::error(diags::TYPE_MISMATCH, self.p.expr(h).span, format!("{what} must be an integer, not `{shown}`"))
                    .with_label("not an integer"),
            );
            return None;
        }
        self.eval_or_report(h, what).map(|v| v.as_int().unwrap_or(0))
    }
}
