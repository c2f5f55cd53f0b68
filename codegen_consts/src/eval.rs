//! The evaluator of codegen expressions for one target: `@codegen if` predicates and the
//! initializers of `@codegen` objects. Sema has already checked that such an expression only
//! combines codegen constants, codegen objects and translation-time constants with constant
//! operators; this walks the checked expression tree and folds it with the target's values.
//! Integers are computed in `i128` and wrapped to the expression's type after each operation, as
//! the target would; floating-point values in `f64`.

use frontend::sema::hir::{BinaryOp, CastKind, ConstValue, ExprId, ExprKind, Program, UnaryOp, VarId};
use frontend::sema::types::Type;
use frontend::source::Span;

use crate::{codegen_const_value, Target};

/// Deepest expression nesting (and codegen-object chain) the evaluator follows.
const MAX_DEPTH: u32 = 256;

/// Why an expression could not be evaluated; codegen turns it into a diagnostic.
#[derive(Clone, Debug, PartialEq)]
pub struct EvalError {
    pub span: Span,
    pub message: String,
}

/// Evaluates `e` for `target`.
pub fn eval(p: &Program, e: ExprId, target: Target) -> Result<ConstValue, EvalError> {
    Evaluator { p, target, active: Vec::new() }.expr(e, 0)
}

/// Evaluates a `@codegen if` predicate for `target` to the branch taken.
pub fn eval_predicate(p: &Program, e: ExprId, target: Target) -> Result<bool, EvalError> {
    let v = eval(p, e, target)?;
    truthy(v).ok_or_else(|| EvalError {
        span: p.expr(e).span,
        message: "a `@codegen if` predicate must be a scalar codegen expression".into(),
    })
}

fn truthy(v: ConstValue) -> Option<bool> {
    match v {
        ConstValue::Int(i) => Some(i != 0),
        ConstValue::Bool(b) => Some(b),
        ConstValue::Float(f) => Some(f != 0.0),
        ConstValue::Null => Some(false),
    }
}

struct Evaluator<'a> {
    p: &'a Program,
    target: Target,
    /// Codegen objects being evaluated, to reject a cycle.
    active: Vec<VarId>,
}

impl Evaluator<'_> {
    fn err<T>(&self, e: ExprId, message: impl Into<String>) -> Result<T, EvalError> {
        Err(EvalError { span: self.p.expr(e).span, message: message.into() })
    }

    /// Wraps an integer to the expression's type (bool stays bool).
    fn wrap(&self, e: ExprId, v: i128) -> ConstValue {
        let ty = self.p.expr(e).ty;
        match self.p.types.kind(ty) {
            Type::Bool => ConstValue::Bool(v != 0),
            Type::Int(k) => ConstValue::Int(k.wrap(v)),
            Type::Enum(en) => {
                let under = self.p.enums[*en].underlying;
                match self.p.types.int_kind(under) {
                    Some(k) => ConstValue::Int(k.wrap(v)),
                    None => ConstValue::Int(v),
                }
            }
            Type::Float(_) => ConstValue::Float(v as f64),
            _ => ConstValue::Int(v),
        }
    }

    fn is_unsigned(&self, e: ExprId) -> bool {
        let ty = self.p.expr(e).ty;
        self.p.types.int_kind(ty).is_some_and(|k| !k.is_signed())
    }

    fn expr(&mut self, e: ExprId, depth: u32) -> Result<ConstValue, EvalError> {
        if depth > MAX_DEPTH {
            return self.err(e, "codegen expression nested too deeply");
        }
        let d = depth + 1;
        let x = self.p.expr(e);
        match &x.kind {
            ExprKind::IntLit(v) => Ok(self.wrap(e, *v)),
            ExprKind::FloatLit(f) => Ok(ConstValue::Float(*f)),
            ExprKind::BoolLit(b) => Ok(ConstValue::Bool(*b)),
            ExprKind::NullPtrLit => Ok(ConstValue::Null),
            ExprKind::EnumConst { value, .. } => Ok(ConstValue::Int(*value)),
            ExprKind::ZeroInit => Ok(self.wrap(e, 0)),
            ExprKind::CodegenConst(c) => {
                let v = codegen_const_value(*c, self.target);
                Ok(if matches!(self.p.types.kind(x.ty), Type::Bool) { ConstValue::Bool(v != 0) } else { ConstValue::Int(v as i128) })
            }
            ExprKind::Var(v) => self.var(e, *v, d),
            ExprKind::Unary { op, operand } => {
                let a = self.expr(*operand, d)?;
                match (op, a) {
                    (UnaryOp::Plus, v) => Ok(v),
                    (UnaryOp::Neg, ConstValue::Float(f)) => Ok(ConstValue::Float(-f)),
                    (UnaryOp::Neg, v) => match v.as_int() {
                        Some(i) => Ok(self.wrap(e, i.wrapping_neg())),
                        None => self.err(e, "cannot negate this codegen value"),
                    },
                    (UnaryOp::Not, v) => match truthy(v) {
                        Some(b) => Ok(ConstValue::Bool(!b)),
                        None => self.err(e, "cannot apply `!` to this codegen value"),
                    },
                    (UnaryOp::BitNot, v) => match v.as_int() {
                        Some(i) => Ok(self.wrap(e, !i)),
                        None => self.err(e, "cannot apply `~` to this codegen value"),
                    },
                    _ => self.err(e, "`&` and `*` are not codegen operations"),
                }
            }
            ExprKind::Binary { op, lhs, rhs } => self.binary(e, *op, *lhs, *rhs, d),
            ExprKind::Conditional { cond, then, els } => {
                let c = self.expr(*cond, d)?;
                match truthy(c) {
                    Some(true) => self.expr(*then, d),
                    Some(false) => self.expr(*els, d),
                    None => self.err(*cond, "the condition is not a scalar"),
                }
            }
            ExprKind::Comma { rhs, .. } => self.expr(*rhs, d),
            ExprKind::ImplicitCast { kind, operand } | ExprKind::ExplicitCast { kind, operand, .. } => {
                let v = self.expr(*operand, d)?;
                self.cast(e, *kind, v)
            }
            _ => self.err(e, "this expression cannot be evaluated at code generation"),
        }
    }

    fn var(&mut self, e: ExprId, v: VarId, d: u32) -> Result<ConstValue, EvalError> {
        let var = &self.p.vars[v];
        if let Some(c) = var.const_value {
            return Ok(c);
        }
        let Some(init) = var.init else {
            return self.err(e, "this variable has no value at code generation");
        };
        if !var.codegen && !var.constexpr {
            return self.err(e, "only `@codegen` objects and constants can be read at code generation");
        }
        if self.active.contains(&v) {
            return self.err(e, "this `@codegen` object's initializer refers to itself");
        }
        self.active.push(v);
        let r = self.expr(init, d);
        self.active.pop();
        r
    }

    fn cast(&self, e: ExprId, kind: CastKind, v: ConstValue) -> Result<ConstValue, EvalError> {
        use CastKind::*;
        match kind {
            LValueToRValue | NoOp | Materialize => Ok(v),
            IntegralCast => match v.as_int() {
                Some(i) => Ok(self.wrap(e, i)),
                None => self.err(e, "integral cast of a non-integer codegen value"),
            },
            IntegralToBoolean | FloatingToBoolean | PointerToBoolean => match truthy(v) {
                Some(b) => Ok(ConstValue::Bool(b)),
                None => self.err(e, "cannot convert to bool"),
            },
            IntegralToFloating => match v.as_int() {
                Some(i) => Ok(ConstValue::Float(i as f64)),
                None => self.err(e, "cannot convert to floating point"),
            },
            FloatingToIntegral => match v {
                ConstValue::Float(f) => Ok(self.wrap(e, f.trunc() as i128)),
                _ => self.err(e, "cannot convert to an integer"),
            },
            FloatingCast => Ok(v),
            NullToPointer => Ok(ConstValue::Null),
            // `(int *)(void *)0`: a null pointer stays null through pointer casts.
            BitCast if matches!(v, ConstValue::Null) => Ok(v),
            IntegralToPointer if v.as_int() == Some(0) => Ok(ConstValue::Null),
            ToVoid => Ok(ConstValue::Int(0)),
            _ => self.err(e, "this conversion cannot be evaluated at code generation"),
        }
    }

    fn binary(&mut self, e: ExprId, op: BinaryOp, lhs: ExprId, rhs: ExprId, d: u32) -> Result<ConstValue, EvalError> {
        use BinaryOp::*;
        // Short-circuit: the right side of `&&`/`||` is evaluated only when needed.
        if matches!(op, LogAnd | LogOr) {
            let a = self.expr(lhs, d)?;
            let Some(a) = truthy(a) else { return self.err(lhs, "operand is not a scalar") };
            if (op == LogAnd && !a) || (op == LogOr && a) {
                return Ok(ConstValue::Bool(a));
            }
            let b = self.expr(rhs, d)?;
            return match truthy(b) {
                Some(b) => Ok(ConstValue::Bool(b)),
                None => self.err(rhs, "operand is not a scalar"),
            };
        }
        let a = self.expr(lhs, d)?;
        let b = self.expr(rhs, d)?;
        if let (ConstValue::Float(_), _) | (_, ConstValue::Float(_)) = (a, b) {
            let (x, y) = (as_f64(a), as_f64(b));
            return Ok(match op {
                Add => ConstValue::Float(x + y),
                Sub => ConstValue::Float(x - y),
                Mul => ConstValue::Float(x * y),
                Div => ConstValue::Float(x / y),
                Lt => ConstValue::Bool(x < y),
                Gt => ConstValue::Bool(x > y),
                Le => ConstValue::Bool(x <= y),
                Ge => ConstValue::Bool(x >= y),
                Eq => ConstValue::Bool(x == y),
                Ne => ConstValue::Bool(x != y),
                _ => return self.err(e, format!("`{}` cannot be applied to floating-point codegen values", op.spelling())),
            });
        }
        let (Some(x), Some(y)) = (a.as_int(), b.as_int()) else {
            return self.err(e, format!("`{}` needs integer or bool codegen operands", op.spelling()));
        };
        // Comparisons of unsigned operands compare the wrapped (non-negative) values, which
        // `wrap` already produced, so plain i128 comparison is right for both signednesses.
        let unsigned = self.is_unsigned(lhs);
        let v = match op {
            Add => x.wrapping_add(y),
            Sub => x.wrapping_sub(y),
            Mul => x.wrapping_mul(y),
            Div | Rem => {
                if y == 0 {
                    return self.err(e, "division by zero in a codegen expression");
                }
                if op == Div { x.wrapping_div(y) } else { x.wrapping_rem(y) }
            }
            Shl | Shr => {
                if !(0..128).contains(&y) {
                    return self.err(e, "shift count out of range in a codegen expression");
                }
                if op == Shl { x.wrapping_shl(y as u32) } else if unsigned { ((x as u128) >> y) as i128 } else { x >> y }
            }
            BitAnd => x & y,
            BitOr => x | y,
            BitXor => x ^ y,
            Lt => return Ok(ConstValue::Bool(x < y)),
            Gt => return Ok(ConstValue::Bool(x > y)),
            Le => return Ok(ConstValue::Bool(x <= y)),
            Ge => return Ok(ConstValue::Bool(x >= y)),
            Eq => return Ok(ConstValue::Bool(x == y)),
            Ne => return Ok(ConstValue::Bool(x != y)),
            _ => return self.err(e, "pointer arithmetic is not a codegen operation"),
        };
        Ok(self.wrap(e, v))
    }
}

fn as_f64(v: ConstValue) -> f64 {
    match v {
        ConstValue::Float(f) => f,
        ConstValue::Int(i) => i as f64,
        ConstValue::Bool(b) => b as i32 as f64,
        ConstValue::Null => 0.0,
    }
}
