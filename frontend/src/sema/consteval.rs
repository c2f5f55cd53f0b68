//! Constant evaluation over checked expressions, for the places the language needs a value
//! during translation: array bounds, enumerators, case labels, template arguments,
//! `static_assert`, `constexpr` variables, `alignas` and `__launch_bounds__`, and Circle's meta
//! code (`consteval/meta.rs`, against the checker's meta frame). Calls of
//! `constexpr` functions are evaluated by running their checked bodies (locals, `if`, loops,
//! `return`), bounded in steps and call depth. Integers are computed in `i128` and wrapped to
//! their type. Reaching a codegen constant is its own error (E0604), also through a
//! `@codegen if` inside a `constexpr` function: its value is known only to each target's
//! codegen.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::codegen_context;
use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{FxMap, Type, TypeId};

/// Why an expression has no constant value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotConst {
    /// A run-time value at this span.
    Runtime(Span),
    /// A codegen value at this span.
    Codegen(Span),
    DivByZero(Span),
    BadShift(Span),
    /// Signed overflow (undefined behaviour): `a op b` (or `op a` when `b` is `None`) at this
    /// span has the mathematical value `value`, outside the range of `ty`.
    Overflow { at: Span, op: &'static str, a: i128, b: Option<i128>, value: Option<i128>, ty: TypeId },
    /// Evaluation took too many steps or nested calls too deeply (at this call, if known).
    Limit(Option<Span>),
    /// An expression that already failed to check: nothing more to report.
    Poisoned,
}

type R = Result<ConstValue, NotConst>;

mod meta;
mod objects;
pub use meta::{eval_in, eval_meta, MetaFrame};
pub use objects::{eval_object, eval_object_call};

/// Evaluates `e` in `p`.
pub fn eval(p: &Program, e: ExprId) -> R {
    Interp::new(p).expr_d(e, 0)
}

fn int_of(p: &Program, ty: TypeId, enums_under: impl Fn(EnumId) -> TypeId) -> Option<super::types::IntKind> {
    match p.types.kind(ty) {
        Type::Int(k) => Some(*k),
        Type::Enum(e) => p.types.int_kind(enums_under(*e)),
        _ => None,
    }
}

/// The integer kind of `ty` when it is a signed integer type (overflow there is undefined).
fn signed_kind(p: &Program, ty: TypeId) -> Option<super::types::IntKind> {
    if p.types.is_bool(ty) {
        return None;
    }
    int_of(p, ty, |e| p.enums[e].underlying).filter(|k| k.is_signed())
}

/// `v`, the exact result of `a op b`, as a value of `ty`; an error when `ty` is signed and `v`
/// (`None`: beyond `i128`) is out of its range.
fn checked(p: &Program, ty: TypeId, v: Option<i128>, op: &'static str, a: i128, b: Option<i128>, span: Span) -> R {
    if let Some(k) = signed_kind(p, ty) {
        let (lo, hi) = k.range();
        match v {
            Some(x) if x >= lo && x <= hi => {}
            _ => return Err(NotConst::Overflow { at: span, op, a, b, value: v, ty }),
        }
    }
    match v {
        Some(x) => Ok(wrap(p, ty, x)),
        // Only unsigned `__int128` arithmetic leaves `i128`: it wraps.
        None => Ok(wrap(p, ty, match op {
            "+" => a.wrapping_add(b.unwrap_or(0)),
            "-" if b.is_some() => a.wrapping_sub(b.unwrap_or(0)),
            "-" => a.wrapping_neg(),
            "*" => a.wrapping_mul(b.unwrap_or(0)),
            _ => 0,
        })),
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

/// A call's or field's value where a scalar is needed.
fn scalar(v: Val, span: Span) -> R {
    match v {
        Val::Scalar(c) => Ok(c),
        Val::Unset | Val::Object(_) => Err(NotConst::Runtime(span)),
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

/// A value while evaluating: a scalar, a class object (its fields in `RecordDecl::fields`
/// order, base subobjects included), or storage not yet initialized.
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    Scalar(ConstValue),
    Object(Vec<Val>),
    Unset,
}

/// The constant evaluator: expressions, and calls of `constexpr` functions whose bodies it
/// runs statement by statement with their locals in a frame.
struct Interp<'p> {
    p: &'p Program,
    /// Locals of the `constexpr` calls being evaluated.
    frames: Vec<FxMap<VarId, Val>>,
    /// The spans of those calls, innermost last.
    calls: Vec<Span>,
    /// The objects `this` designates in the member function calls being evaluated (a
    /// constructor's is being built), innermost last.
    this: Vec<Vec<Val>>,
    /// The `constexpr` variables of class type whose initializers are being evaluated.
    globals: Vec<VarId>,
    steps: u64,
}

/// Bound on statement and expression nesting across all calls of one evaluation, which keeps the
/// evaluator's own recursion within the compiler's stack whatever `-fconstexpr-depth` says.
const MAX_EVAL_DEPTH: u32 = 16_384;

/// How a statement finished.
enum Flow {
    Normal,
    Break,
    Continue,
    Return(Val),
}


impl<'p> Interp<'p> {
    fn new(p: &'p Program) -> Self {
        Interp { p, frames: Vec::new(), calls: Vec::new(), this: Vec::new(), globals: Vec::new(), steps: 0 }
    }

    fn expr_d(&mut self, e: ExprId, depth: u32) -> R {
        let p = self.p;
        let ex = p.expr(e);
        let span = ex.span;
        if depth > 4 * super::MAX_EXPR_DEPTH {
            return Err(NotConst::Runtime(span));
        }
        match &ex.kind {
            ExprKind::IntLit(v) => Ok(wrap(p, ex.ty, *v)),
            ExprKind::FloatLit(f) => Ok(ConstValue::Float(*f)),
            ExprKind::BoolLit(b) => Ok(ConstValue::Bool(*b)),
            ExprKind::NullPtrLit => Ok(ConstValue::Null),
            ExprKind::EnumConst { value, .. } => Ok(ConstValue::Int(*value)),
            ExprKind::CodegenConst(_) => Err(NotConst::Codegen(span)),
            ExprKind::Var(v) => {
                if let Some(val) = self.frames.last().and_then(|f| f.get(v)) {
                    return match val {
                        Val::Scalar(c) => Ok(*c),
                        _ => Err(NotConst::Runtime(span)),
                    };
                }
                let var = &p.vars[*v];
                if var.codegen {
                    Err(NotConst::Codegen(span))
                } else if var.constexpr {
                    // A `constexpr` variable without a value: its initializer was reported.
                    var.const_value.ok_or(NotConst::Poisoned)
                } else {
                    var.const_value.ok_or(NotConst::Runtime(span))
                }
            }
            ExprKind::Call { callee: Callee::Fn(f), this_arg: None, args } => self.call(*f, args, span, depth),
            ExprKind::Member { base, field } => self.member(*base, *field, span, depth),
            ExprKind::InitAt { place, init } => self.init_at(*place, *init, span, depth),
            // A member function of an empty class (`integral_constant`'s `operator bool`): the
            // object holds no state to read, so it is not evaluated; a body that uses `this`
            // is still not constant.
            ExprKind::Call { callee: Callee::Fn(f), this_arg: Some(obj), args }
                if p.types.pointee(p.expr(*obj).ty).is_some_and(|t| is_empty_class(p, t)) =>
            {
                self.call(*f, args, span, depth)
            }
            ExprKind::Call { callee: Callee::Fn(f), this_arg: Some(obj), args } => {
                let this = self.this_object(*obj, depth)?;
                let (v, after) = self.call_val(*f, Some(this), args, span, depth)?;
                self.write_back(*obj, after);
                if p.types.is_void(p.fns[*f].ret) {
                    return Ok(ConstValue::Int(0));
                }
                scalar(v, span)
            }
            // GCC's integer builtins (`__builtin_clzll` in <ratio>, `__builtin_popcount`, ...).
            ExprKind::Call { callee: Callee::Builtin(b), this_arg: None, args } if b.overload().function().key.starts_with("gnu.") => {
                let key = b.overload().function().key;
                let param = b.overload().params.first().cloned();
                let mut vals = Vec::new();
                for &a in args {
                    vals.push(as_i128(self.expr_d(a, depth + 1)?));
                }
                let bits = match param {
                    Some(super::builtins::BType::Int(k)) => (k.size() * 8) as u32,
                    _ => 64,
                };
                gnu_fold(key, &vals, bits).map(|v| wrap(p, ex.ty, v)).ok_or(NotConst::Runtime(span))
            }
            ExprKind::Call { callee: Callee::Builtin(b), this_arg: None, args } if !args.is_empty() => {
                let key = b.overload().function().key;
                let Some(&last) = args.last() else { return Err(NotConst::Runtime(span)) };
                let Type::Float(kind) = p.types.kind(p.types.unqual(p.expr(last).ty)) else { return Err(NotConst::Runtime(span)) };
                let kind = *kind;
                let mut ints = Vec::new();
                for &a in &args[..args.len() - 1] {
                    ints.push(as_i128(self.expr_d(a, depth + 1)?));
                }
                let x = as_f64(self.expr_d(last, depth + 1)?);
                super::fp_classify::fold(key, kind, &ints, x).map(|v| wrap(p, ex.ty, v)).ok_or(NotConst::Runtime(span))
            }
            ExprKind::Assign { op, lhs, rhs, compute_ty } => {
                if !self.is_local_place(*lhs) {
                    return Err(NotConst::Runtime(span));
                }
                let r = self.expr_d(*rhs, depth + 1)?;
                let val = match op {
                    None => r,
                    Some(o) => {
                        let cur = convert_to(p, self.expr_d(*lhs, depth + 1)?, *compute_ty);
                        binary(p, *o, cur, r, *compute_ty, *compute_ty, span)?
                    }
                };
                let val = convert_to(p, val, p.expr(*lhs).ty);
                self.store(*lhs, val, span)?;
                Ok(val)
            }
            ExprKind::IncDec { inc, prefix, operand } => {
                if !self.is_local_place(*operand) {
                    return Err(NotConst::Runtime(span));
                }
                let old = self.expr_d(*operand, depth + 1)?;
                let t = p.expr(*operand).ty;
                let new = match old {
                    ConstValue::Float(x) => ConstValue::Float(if *inc { x + 1.0 } else { x - 1.0 }),
                    _ => {
                        let x = as_i128(old);
                        let (op, v) = if *inc { ("++", x.checked_add(1)) } else { ("--", x.checked_sub(1)) };
                        checked(p, t, v, op, x, None, span)?
                    }
                };
                self.store(*operand, new, span)?;
                Ok(if *prefix { new } else { old })
            }
            ExprKind::ImplicitCast { kind, operand } | ExprKind::ExplicitCast { kind, operand, .. } => {
                let v = self.expr_d(*operand, depth + 1)?;
                use CastKind::*;
                Ok(match kind {
                    LValueToRValue | NoOp | Materialize => v,
                    IntegralCast => wrap(p, ex.ty, as_i128(v)),
                    IntegralToBoolean | FloatingToBoolean | PointerToBoolean => ConstValue::Bool(truthy(v)),
                    IntegralToFloating | FloatingCast => {
                        let f = as_f64(v);
                        let f = match p.types.kind(ex.ty) { Type::Float(k) => k.round(f), _ => f };
                        ConstValue::Float(f)
                    }
                    FloatingToIntegral => wrap(p, ex.ty, as_f64(v).trunc() as i128),
                    NullToPointer => ConstValue::Null,
                    _ => return Err(NotConst::Runtime(span)),
                })
            }
            ExprKind::Unary { op, operand } => {
                let v = self.expr_d(*operand, depth + 1)?;
                match op {
                    UnaryOp::Plus => Ok(v),
                    UnaryOp::Neg => match v {
                        ConstValue::Float(f) => Ok(ConstValue::Float(-f)),
                        _ => {
                            let x = as_i128(v);
                            checked(p, ex.ty, x.checked_neg(), "-", x, None, span)
                        }
                    },
                    UnaryOp::Not => Ok(ConstValue::Bool(!truthy(v))),
                    UnaryOp::BitNot => Ok(wrap(p, ex.ty, !as_i128(v))),
                    _ => Err(NotConst::Runtime(span)),
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                use BinaryOp::*;
                if *op == LogAnd || *op == LogOr {
                    let a = truthy(self.expr_d(*lhs, depth + 1)?);
                    if (*op == LogAnd && !a) || (*op == LogOr && a) {
                        return Ok(ConstValue::Bool(a));
                    }
                    return Ok(ConstValue::Bool(truthy(self.expr_d(*rhs, depth + 1)?)));
                }
                let a = self.expr_d(*lhs, depth + 1)?;
                let b = self.expr_d(*rhs, depth + 1)?;
                binary(p, *op, a, b, ex.ty, p.expr(*lhs).ty, span)
            }
            ExprKind::Conditional { cond, then, els } => {
                if truthy(self.expr_d(*cond, depth + 1)?) {
                    self.expr_d(*then, depth + 1)
                } else {
                    self.expr_d(*els, depth + 1)
                }
            }
            ExprKind::Comma { lhs, rhs } => {
                self.expr_d(*lhs, depth + 1)?;
                self.expr_d(*rhs, depth + 1)
            }
            ExprKind::Error => Err(NotConst::Poisoned),
            _ => Err(NotConst::Runtime(span)),
        }
    }

    /// Runs a `constexpr` function's body with `args` bound to its parameters.
    fn call(&mut self, f: FnId, args: &[ExprId], span: Span, depth: u32) -> R {
        let v = self.call_val(f, None, args, span, depth)?.0;
        if self.p.types.is_void(self.p.fns[f].ret) {
            return Ok(ConstValue::Int(0));
        }
        scalar(v, span)
    }

    /// Runs a `constexpr` function's body with `args` bound to its parameters and `this`
    /// designating `this` (for a member function); its result, and the object `this`
    /// designated at the end (a constructor's result).
    fn call_val(&mut self, f: FnId, this: Option<Vec<Val>>, args: &[ExprId], span: Span, depth: u32) -> Result<(Val, Option<Vec<Val>>), NotConst> {
        let p = self.p;
        let fd = &p.fns[f];
        if fd.body.is_none() || !fd.constexpr {
            return Err(NotConst::Runtime(span));
        }
        let mut vals = Vec::with_capacity(args.len());
        for (&param, &a) in fd.params.iter().zip(args) {
            vals.push(self.value_of(a, p.vars[param].ty, depth)?);
        }
        self.run(f, this, vals, span, depth)
    }

    /// The value of argument `a` for a parameter of type `ty`. An empty class argument (a tag
    /// such as `__type_identity<T>{}`) has no value.
    fn value_of(&mut self, a: ExprId, ty: TypeId, depth: u32) -> Result<Val, NotConst> {
        if is_empty_class(self.p, ty) {
            return Ok(Val::Unset);
        }
        if objects::is_object_type(self.p, ty) {
            return Ok(Val::Object(self.object(a, depth + 1)?));
        }
        Ok(Val::Scalar(self.expr_d(a, depth + 1)?))
    }

    /// Runs `f`'s body with its parameters bound to `args`.
    fn run(&mut self, f: FnId, this: Option<Vec<Val>>, args: Vec<Val>, span: Span, depth: u32) -> Result<(Val, Option<Vec<Val>>), NotConst> {
        let p = self.p;
        let fd = &p.fns[f];
        let Some(body) = fd.body.filter(|_| fd.constexpr) else { return Err(NotConst::Runtime(span)) };
        if self.frames.len() >= p.constexpr_limits.1 as usize {
            return Err(NotConst::Limit(Some(span)));
        }
        let frame: FxMap<VarId, Val> = fd.params.iter().copied().zip(args).collect();
        let has_this = this.is_some();
        if let Some(t) = this {
            self.this.push(t);
        }
        self.frames.push(frame);
        self.calls.push(span);
        let r = self.stmt(body, depth + 1);
        self.calls.pop();
        self.frames.pop();
        let this = if has_this { self.this.pop() } else { None };
        let ret = match r? {
            Flow::Return(Val::Scalar(v)) => Val::Scalar(convert_to(p, v, fd.ret)),
            Flow::Return(v) => v,
            // A constructor (or a `void` function) runs off its end.
            Flow::Normal if p.types.is_void(fd.ret) => Val::Unset,
            _ => return Err(NotConst::Runtime(span)),
        };
        Ok((ret, this))
    }

    fn stmt(&mut self, s: StmtId, depth: u32) -> Result<Flow, NotConst> {
        let p = self.p;
        self.steps += 1;
        if self.steps > u64::from(p.constexpr_limits.0) || depth > MAX_EVAL_DEPTH {
            return Err(NotConst::Limit(None));
        }
        match p.stmt(s) {
            Stmt::Compound(items) => {
                for &i in items {
                    match self.stmt(i, depth + 1)? {
                        Flow::Normal => {}
                        other => return Ok(other),
                    }
                }
                Ok(Flow::Normal)
            }
            Stmt::Expr(e) => {
                self.value_of(*e, p.expr(*e).ty, depth)?;
                Ok(Flow::Normal)
            }
            Stmt::Decl(vars) => {
                for &v in vars {
                    let ty = p.vars[v].ty;
                    let val = match p.vars[v].init {
                        Some(i) if objects::is_object_type(p, ty) => Val::Object(self.object(i, depth + 1)?),
                        Some(i) => Val::Scalar(convert_to(p, self.expr_d(i, depth + 1)?, ty)),
                        None => Val::Unset,
                    };
                    if let Some(f) = self.frames.last_mut() {
                        f.insert(v, val);
                    }
                }
                Ok(Flow::Normal)
            }
            Stmt::If { cond, then, els } => {
                if truthy(self.expr_d(*cond, depth + 1)?) {
                    self.stmt(*then, depth + 1)
                } else if let Some(e) = els {
                    self.stmt(*e, depth + 1)
                } else {
                    Ok(Flow::Normal)
                }
            }
            // Which branch a `@codegen if` takes is known only to each target's codegen.
            Stmt::CodegenIf { pred, .. } => Err(NotConst::Codegen(p.expr(*pred).span)),
            Stmt::While { cond, body } => {
                while truthy(self.expr_d(*cond, depth + 1)?) {
                    match self.stmt(*body, depth + 1)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        _ => {}
                    }
                }
                Ok(Flow::Normal)
            }
            Stmt::DoWhile { body, cond } => {
                loop {
                    match self.stmt(*body, depth + 1)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        _ => {}
                    }
                    if !truthy(self.expr_d(*cond, depth + 1)?) {
                        break;
                    }
                }
                Ok(Flow::Normal)
            }
            Stmt::For { init, cond, inc, body } => {
                if let Some(i) = init {
                    self.stmt(*i, depth + 1)?;
                }
                loop {
                    if let Some(c) = cond {
                        if !truthy(self.expr_d(*c, depth + 1)?) {
                            break;
                        }
                    }
                    match self.stmt(*body, depth + 1)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        _ => {}
                    }
                    if let Some(n) = inc {
                        self.expr_d(*n, depth + 1)?;
                    }
                    self.steps += 1;
                    if self.steps > u64::from(p.constexpr_limits.0) {
                        return Err(NotConst::Limit(None));
                    }
                }
                Ok(Flow::Normal)
            }
            // Returning an empty class object (`return {};` of `true_type`): nothing to carry.
            Stmt::Return(Some(e)) if is_empty_class(p, p.expr(*e).ty) => Ok(Flow::Return(Val::Scalar(ConstValue::Int(0)))),
            Stmt::Return(Some(e)) if objects::is_object_type(p, p.expr(*e).ty) => Ok(Flow::Return(Val::Object(self.object(*e, depth + 1)?))),
            Stmt::Return(Some(e)) => Ok(Flow::Return(Val::Scalar(self.expr_d(*e, depth + 1)?))),
            Stmt::Return(None) => Ok(Flow::Return(Val::Unset)),
            Stmt::Break => Ok(Flow::Break),
            // C++20 allows no `goto` in a constant evaluation.
            Stmt::Goto { .. } => Err(self.calls.last().map_or(NotConst::Poisoned, |&at| NotConst::Runtime(at))),
            // Nor inline assembly (C++20 allows it in a constexpr function, not in an evaluation).
            Stmt::Asm(_) => Err(self.calls.last().map_or(NotConst::Poisoned, |&at| NotConst::Runtime(at))),
            Stmt::Label { body, .. } => self.stmt(*body, depth + 1),
            Stmt::Continue => Ok(Flow::Continue),
            Stmt::Null => Ok(Flow::Normal),
            // A throw-expression is never constant, so the handlers are never entered.
            Stmt::Try { body, .. } => self.stmt(*body, depth + 1),
            Stmt::Switch { cond, .. } => Err(NotConst::Runtime(p.expr(*cond).span)),
            Stmt::Case { body, .. } | Stmt::Default { body } => self.stmt(*body, depth + 1),
        }
    }
}

/// A binary arithmetic, bitwise, shift or comparison operator on two folded operands of type
/// `operand_ty`, giving a value of type `result_ty`.
fn binary(p: &Program, op: BinaryOp, a: ConstValue, b: ConstValue, result_ty: TypeId, operand_ty: TypeId, span: Span) -> R {
    use BinaryOp::*;
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
            let lt = operand_ty;
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
        let r = match p.types.kind(result_ty) { Type::Float(k) => k.round(r), _ => r };
        return Ok(ConstValue::Float(r));
    }
    let (x, y) = (as_i128(a), as_i128(b));
    let spelling = match op {
        Add => "+",
        Sub => "-",
        Mul => "*",
        Div => "/",
        Rem => "%",
        Shl => "<<",
        _ => "",
    };
    let r = match op {
        Add => return checked(p, result_ty, x.checked_add(y), spelling, x, Some(y), span),
        Sub => return checked(p, result_ty, x.checked_sub(y), spelling, x, Some(y), span),
        Mul => return checked(p, result_ty, x.checked_mul(y), spelling, x, Some(y), span),
        Div | Rem => {
            if y == 0 {
                return Err(NotConst::DivByZero(span));
            }
            // `a % b` is undefined exactly when `a / b` is not representable.
            let q = checked(p, result_ty, x.checked_div(y), spelling, x, Some(y), span)?;
            if op == Div {
                return Ok(q);
            }
            x.wrapping_rem(y)
        }
        Shl | Shr => {
            let bits = p.types.int_kind(result_ty).map(|k| k.size() * 8).unwrap_or(32) as i128;
            if y < 0 || y >= bits {
                return Err(NotConst::BadShift(span));
            }
            if op == Shl {
                // C++17 [expr.shift]: a signed left operand must be non-negative and the result
                // representable in the corresponding unsigned type.
                if let Some(k) = signed_kind(p, result_ty) {
                    let unsigned_max = if k.size() >= 16 { None } else { Some((1i128 << (k.size() * 8)) - 1) };
                    let exact = if x < 0 { None } else { x.checked_mul(1i128 << y.min(126)).filter(|_| y < 127) };
                    let fits = match (exact, unsigned_max) {
                        (Some(v), Some(m)) => v <= m,
                        (Some(_), None) => true,
                        (None, _) => false,
                    };
                    if !fits {
                        return Err(NotConst::Overflow { at: span, op: spelling, a: x, b: Some(y), value: exact, ty: result_ty });
                    }
                }
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
    Ok(wrap(p, result_ty, r))
}

/// Converts a value to the type of the object it is stored in.
fn convert_to(p: &Program, v: ConstValue, ty: TypeId) -> ConstValue {
    let ty = p.types.non_ref(ty);
    if p.types.is_bool(ty) {
        return ConstValue::Bool(truthy(v));
    }
    if p.types.is_floating(ty) {
        let f = as_f64(v);
        return ConstValue::Float(match p.types.kind(ty) { Type::Float(k) => k.round(f), _ => f });
    }
    match v {
        ConstValue::Float(f) if p.types.is_integral(ty) || p.types.is_enum(ty) => wrap(p, ty, f.trunc() as i128),
        ConstValue::Int(i) => wrap(p, ty, i),
        other => other,
    }
}

impl Checker<'_> {
    /// Evaluates a checked expression, reporting why it is not constant. `what` names the
    /// place that needs the constant ("an array bound").
    pub fn eval_or_report(&mut self, e: ExprId, what: &str) -> Option<ConstValue> {
        if matches!(self.p.expr(e).kind, ExprKind::Error) || self.p.types.is_error(self.p.expr(e).ty) {
            return None;
        }
        match eval_in(&self.p, &self.meta_frame, e) {
            Ok(v) => Some(v),
            Err(err) => {
                self.report_not_const(e, what, err);
                None
            }
        }
    }

    /// Reports why `e`, needed as a constant for `what`, is not one.
    pub fn report_not_const(&mut self, e: ExprId, what: &str, err: NotConst) {
        match err {
            NotConst::Poisoned => {}
            NotConst::Limit(at) => {
                let (steps, depth) = self.p.constexpr_limits;
                let whole = self.p.expr(e).span;
                let mut d = Diagnostic::error(
                    crate::diag::codes::LIMIT_EXCEEDED,
                    whole,
                    format!("evaluating {what} takes more than {steps} steps or {depth} nested calls"),
                )
                .with_label("constant evaluation stopped here")
                .with_note(format!(
                    "a `constexpr` function used in a constant needs a recursion or loop that ends; \
                     `-fconstexpr-steps=N` and `-fconstexpr-depth=N` raise the bounds ({steps} and {depth})"
                ));
                if let Some(s) = at {
                    d = d.with_secondary(s, "in this call");
                }
                self.err(d);
            }
            NotConst::Codegen(s) => {
                let whole = self.p.expr(e).span;
                let mut d = codegen_context::needs_codegen_value(s, what);
                if whole.file != s.file || s.lo < whole.lo || s.hi > whole.hi {
                    d = d.with_secondary(whole, "evaluating this reached the codegen value");
                }
                self.err(d);
            }
            NotConst::Runtime(s) => {
                let whole = self.p.expr(e).span;
                self.err(
                    Diagnostic::error(diags::NOT_CONSTANT, whole, format!("{what} is not a constant expression"))
                        .with_label("not known during translation")
                        .with_secondary(s, "this value is known only at run time")
                        .with_note("use literals, enumerators, `constexpr` variables and `sizeof` here"),
                );
            }
            NotConst::DivByZero(s) => {
                self.err(Diagnostic::error(diags::DIV_BY_ZERO, s, "division by zero in a constant expression").with_label("the divisor is zero"));
            }
            NotConst::Overflow { at, op, a, b, value, ty } => {
                let whole = self.p.expr(e).span;
                let shown = self.type_name(ty);
                let expr = match b {
                    Some(b) => format!("{a} {op} {b}"),
                    None if op == "-" => format!("-({a})"),
                    None => format!("{op} on {a}"),
                };
                let why = if op == "<<" && a < 0 {
                    format!("left shift of the negative value {a} in `{expr}`")
                } else if op == "<<" {
                    format!("overflow in `{expr}`: the result does not fit in the unsigned type corresponding to `{shown}`")
                } else if op == "%" {
                    let q = value.map_or(String::new(), |v| format!(" {v}"));
                    format!("overflow in `{expr}`: the quotient{q} is outside the range of `{shown}`")
                } else {
                    match value {
                        Some(v) => format!("overflow in `{expr}`: the result {v} is outside the range of `{shown}`"),
                        None => format!("overflow in `{expr}`: the result is outside the range of `{shown}`"),
                    }
                };
                let mut d = Diagnostic::error(diags::CONST_OVERFLOW, whole, format!("{what} is not a constant expression"));
                if at == whole {
                    d = d.with_label("signed overflow is undefined");
                } else {
                    d = d.with_label("not a constant expression").with_secondary(at, format!("this overflows `{shown}`"));
                }
                d = d.with_note(why);
                self.err(d);
            }
            NotConst::BadShift(s) => {
                self.err(
                    Diagnostic::error(diags::CONST_OVERFLOW, s, "shift count is negative or not less than the width of the type")
                        .with_label("undefined in a constant expression"),
                );
            }
        }
    }

    /// Checks a syntax expression and folds it to an integer (array bounds, enumerators,
    /// case labels, template arguments), a class object through its conversion function.
    pub fn const_int(&mut self, e: ast::ExprId, what: &str) -> Option<i128> {
        self.constant_context += 1;
        let h = self.check_expr(e);
        self.constant_context -= 1;
        self.const_int_of(h, what)
    }

    /// Folds checked expression `h` to an integer, as [`Self::const_int`] does.
    pub fn const_int_of(&mut self, h: ExprId, what: &str) -> Option<i128> {
        // A converted constant expression: a class object converts through its conversion
        // function (`__and_<...>{}` as a `bool` template argument, in libstdc++'s hashtable.h).
        let h = self.builtin_operand(h);
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

/// Whether `ty` (through references and cv) is a class without data: no fields at all (no
/// vtable pointer, no non-empty base).
fn is_empty_class(p: &Program, ty: TypeId) -> bool {
    let t = p.types.unqual(p.types.non_ref(ty));
    p.types.record_of(t).is_some_and(|r| {
        let rec = &p.records[r];
        rec.kind != RecordKind::Union && rec.layout.is_some() && rec.fields.is_empty()
    })
}

/// GCC's integer builtins at compile time, on a value of `bits` bits (as an unsigned pattern);
/// `None` where GCC leaves the result undefined (`clz`/`ctz` of zero) or for other keys.
fn gnu_fold(key: &str, v: &[i128], bits: u32) -> Option<i128> {
    let x = *v.first()?;
    let mask: u128 = if bits >= 128 { u128::MAX } else { (1u128 << bits) - 1 };
    let u = (x as u128) & mask;
    Some(match key {
        "gnu.clz" if u != 0 => (u.leading_zeros() - (128 - bits)) as i128,
        "gnu.ctz" if u != 0 => u.trailing_zeros() as i128,
        "gnu.popcount" => u.count_ones() as i128,
        "gnu.parity" => (u.count_ones() & 1) as i128,
        "gnu.ffs" => if u == 0 { 0 } else { u.trailing_zeros() as i128 + 1 },
        "gnu.bswap" => {
            let bytes = (bits / 8) as usize;
            let le = u.to_le_bytes();
            let mut out = [0u8; 16];
            for i in 0..bytes {
                out[i] = le[bytes - 1 - i];
            }
            u128::from_le_bytes(out) as i128
        }
        "gnu.expect" => x,
        _ => return None,
    })
}
