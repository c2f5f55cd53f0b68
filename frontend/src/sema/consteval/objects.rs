//! Class objects in constant evaluation: `constexpr` variables of class type, constructors run
//! for their member initializers, member reads, member functions called on a constant object,
//! class values passed to and returned from `constexpr` functions (`<nv/target>`'s
//! `provides(sm_80)` is a function returning a `target_description`). An object is the list of
//! its fields' values in `RecordDecl::fields` order, base subobjects included as the fields
//! they are. Arrays inside objects, unions and `virtual` calls are not evaluated: they make
//! the expression non-constant rather than giving a wrong value.

use crate::source::Span;

use super::{convert_to, scalar, ConstValue, Interp, NotConst, Val, R};
use crate::sema::hir::*;
use crate::sema::types::{Type, TypeId};

/// Whether values of `ty` (through references and cv) are evaluated as objects: a complete
/// class or struct with at least one field.
pub(super) fn is_object_type(p: &Program, ty: TypeId) -> bool {
    let t = p.types.unqual(p.types.non_ref(ty));
    p.types.record_of(t).is_some_and(|r| {
        let rec = &p.records[r];
        rec.kind != RecordKind::Union && rec.layout.is_some() && !rec.fields.is_empty()
    })
}

/// The values of the fields of the class object `e` designates or yields (`None` where a
/// field is not a known scalar: a nested object, an array, or uninitialized storage).
pub fn eval_object(p: &Program, e: ExprId) -> Result<Vec<Option<ConstValue>>, NotConst> {
    let fields = Interp::new(p).object(e, 0)?;
    Ok(scalars(fields))
}

/// The fields of the class object that `constexpr` function `f` returns when called with
/// `args` (scalars), as [`eval_object`] gives them.
pub fn eval_object_call(p: &Program, f: FnId, args: &[ConstValue], span: Span) -> Result<Vec<Option<ConstValue>>, NotConst> {
    let args = args.iter().map(|&a| Val::Scalar(a)).collect();
    match Interp::new(p).run(f, None, args, span, 0)?.0 {
        Val::Object(fields) => Ok(scalars(fields)),
        _ => Err(NotConst::Runtime(span)),
    }
}

fn scalars(fields: Vec<Val>) -> Vec<Option<ConstValue>> {
    fields.into_iter().map(|v| if let Val::Scalar(c) = v { Some(c) } else { None }).collect()
}

/// The value-initialized (zero) value of an object of type `ty`; arrays stay unset.
fn zero(p: &Program, ty: TypeId, depth: u32) -> Val {
    let t = p.types.unqual(p.types.non_ref(ty));
    if depth > 64 {
        return Val::Unset;
    }
    if let Some(r) = p.types.record_of(t).filter(|_| is_object_type(p, t)) {
        return Val::Object(p.records[r].fields.iter().map(|f| zero(p, f.ty, depth + 1)).collect());
    }
    match p.types.kind(t) {
        Type::Float(_) => Val::Scalar(ConstValue::Float(0.0)),
        _ if p.types.is_bool(t) => Val::Scalar(ConstValue::Bool(false)),
        _ if p.types.is_pointer(t) => Val::Scalar(ConstValue::Null),
        _ if p.types.is_integral(t) || p.types.is_enum(t) => Val::Scalar(ConstValue::Int(0)),
        _ => Val::Unset,
    }
}

/// Whether `e` is `*this`.
fn is_this_object(p: &Program, e: ExprId) -> bool {
    matches!(p.expr(e).kind, ExprKind::Unary { op: UnaryOp::Deref, operand } if matches!(p.expr(operand).kind, ExprKind::This))
}

impl Interp<'_> {
    /// The fields of the class object that `e` (a glvalue or prvalue of class type) designates
    /// or yields.
    pub(super) fn object(&mut self, e: ExprId, depth: u32) -> Result<Vec<Val>, NotConst> {
        let p = self.p;
        let ex = p.expr(e);
        let span = ex.span;
        if depth > 4 * crate::sema::MAX_EXPR_DEPTH {
            return Err(NotConst::Runtime(span));
        }
        let d = depth + 1;
        match &ex.kind {
            ExprKind::Var(v) => {
                if let Some(val) = self.frames.last().and_then(|f| f.get(v)) {
                    return match val {
                        Val::Object(fields) => Ok(fields.clone()),
                        _ => Err(NotConst::Runtime(span)),
                    };
                }
                let var = &p.vars[*v];
                match var.init {
                    // A variable read in its own initializer (`constexpr S s = S(s.x);`) is not
                    // initialized yet.
                    Some(_) if self.globals.contains(v) => Err(NotConst::Runtime(span)),
                    Some(init) if var.constexpr => {
                        self.globals.push(*v);
                        let r = self.object(init, d);
                        self.globals.pop();
                        r
                    }
                    _ if var.codegen => Err(NotConst::Codegen(span)),
                    _ => Err(NotConst::Runtime(span)),
                }
            }
            ExprKind::Construct { ctor, args } => self.construct(*ctor, args, span, d),
            ExprKind::Call { callee: Callee::Fn(f), this_arg, args } => {
                let this = match this_arg {
                    Some(obj) => Some(self.this_object(*obj, d)?),
                    None => None,
                };
                match self.call_val(*f, this, args, span, d)?.0 {
                    Val::Object(fields) => Ok(fields),
                    _ => Err(NotConst::Runtime(span)),
                }
            }
            ExprKind::ImplicitCast { kind, operand } | ExprKind::ExplicitCast { kind, operand, .. }
                if matches!(kind, CastKind::NoOp | CastKind::LValueToRValue | CastKind::Materialize) =>
            {
                self.object(*operand, d)
            }
            ExprKind::Member { base, field } => match self.object(*base, d)?.into_iter().nth(*field as usize) {
                Some(Val::Object(fields)) => Ok(fields),
                _ => Err(NotConst::Runtime(span)),
            },
            ExprKind::Unary { op: UnaryOp::Deref, operand } => match &p.expr(*operand).kind {
                ExprKind::This => self.this.last().cloned().ok_or(NotConst::Runtime(span)),
                ExprKind::Unary { op: UnaryOp::AddrOf, operand: inner } => self.object(*inner, d),
                _ => Err(NotConst::Runtime(span)),
            },
            ExprKind::InitList { elems, .. } => {
                let Some(r) = p.types.record_of(p.types.unqual(ex.ty)) else { return Err(NotConst::Runtime(span)) };
                let mut out = Vec::new();
                for (i, f) in p.records[r].fields.iter().enumerate() {
                    out.push(match elems.get(i) {
                        Some(&x) => self.value_of(x, f.ty, d)?,
                        None => zero(p, f.ty, 0),
                    });
                }
                Ok(out)
            }
            ExprKind::ZeroInit => match zero(p, ex.ty, 0) {
                Val::Object(fields) => Ok(fields),
                _ => Err(NotConst::Runtime(span)),
            },
            ExprKind::Conditional { cond, then, els } => {
                let c = self.expr_d(*cond, d)?;
                let c = !matches!(c, ConstValue::Bool(false) | ConstValue::Int(0) | ConstValue::Null)
                    && !matches!(c, ConstValue::Float(f) if f == 0.0);
                self.object(if c { *then } else { *els }, d)
            }
            ExprKind::Comma { lhs, rhs } => {
                self.value_of(*lhs, p.expr(*lhs).ty, d)?;
                self.object(*rhs, d)
            }
            ExprKind::Error => Err(NotConst::Poisoned),
            _ => Err(NotConst::Runtime(span)),
        }
    }

    /// The object a member function is called on; `obj` is its address.
    pub(super) fn this_object(&mut self, obj: ExprId, depth: u32) -> Result<Vec<Val>, NotConst> {
        let p = self.p;
        match &p.expr(obj).kind {
            ExprKind::This => self.this.last().cloned().ok_or(NotConst::Runtime(p.expr(obj).span)),
            ExprKind::Unary { op: UnaryOp::AddrOf, operand } => self.object(*operand, depth + 1),
            ExprKind::ImplicitCast { kind: CastKind::NoOp, operand } => self.this_object(*operand, depth + 1),
            _ => Err(NotConst::Runtime(p.expr(obj).span)),
        }
    }

    /// Whether `e` designates storage the evaluation may write: a local of the current call,
    /// or a field of one, or of `*this`.
    pub(super) fn is_local_place(&self, e: ExprId) -> bool {
        match &self.p.expr(e).kind {
            ExprKind::Var(v) => self.frames.last().is_some_and(|f| f.contains_key(v)),
            ExprKind::Member { base, .. } => (is_this_object(self.p, *base) && !self.this.is_empty()) || self.is_local_place(*base),
            _ => false,
        }
    }

    /// The fields of the local object, or `*this`, that `e` designates.
    fn object_mut(&mut self, e: ExprId) -> Option<&mut Vec<Val>> {
        let p = self.p;
        if is_this_object(p, e) {
            return self.this.last_mut();
        }
        match &p.expr(e).kind {
            ExprKind::Var(v) => match self.frames.last_mut()?.get_mut(v)? {
                Val::Object(fields) => Some(fields),
                _ => None,
            },
            ExprKind::Member { base, field } => match self.object_mut(*base)?.get_mut(*field as usize)? {
                Val::Object(fields) => Some(fields),
                _ => None,
            },
            _ => None,
        }
    }

    /// Stores scalar `v` into the place `e` (one [`Self::is_local_place`] accepts).
    pub(super) fn store(&mut self, e: ExprId, v: ConstValue, span: Span) -> Result<(), NotConst> {
        match self.p.expr(e).kind {
            ExprKind::Var(var) => {
                if let Some(f) = self.frames.last_mut() {
                    f.insert(var, Val::Scalar(v));
                }
                Ok(())
            }
            ExprKind::Member { base, field } => {
                let slot = self.object_mut(base).and_then(|o| o.get_mut(field as usize)).ok_or(NotConst::Runtime(span))?;
                *slot = Val::Scalar(v);
                Ok(())
            }
            _ => Err(NotConst::Runtime(span)),
        }
    }

    /// Stores what a member function left in its object back where the object lives, when
    /// that is a local of the evaluation or `*this` (a `constexpr` function counting with a
    /// local object); other objects are constants or temporaries nobody reads again.
    pub(super) fn write_back(&mut self, obj: ExprId, after: Option<Vec<Val>>) {
        let Some(after) = after else { return };
        match &self.p.expr(obj).kind {
            ExprKind::This => {
                if let Some(t) = self.this.last_mut() {
                    *t = after;
                }
            }
            ExprKind::Unary { op: UnaryOp::AddrOf, operand } => {
                if let ExprKind::Var(v) = self.p.expr(*operand).kind {
                    if let Some(slot) = self.frames.last_mut().and_then(|f| f.get_mut(&v)) {
                        *slot = Val::Object(after);
                    }
                }
            }
            _ => {}
        }
    }

    /// `T(args)` through constructor `ctor`: its member initializers and body run on a fresh
    /// object. A constructor without a body is an implicit copy or move (the other object's
    /// fields) or a trivial default constructor (fields left uninitialized).
    fn construct(&mut self, ctor: FnId, args: &[ExprId], span: Span, depth: u32) -> Result<Vec<Val>, NotConst> {
        let p = self.p;
        let fd = &p.fns[ctor];
        let Some(r) = fd.method.map(|m| m.record) else { return Err(NotConst::Runtime(span)) };
        let n = p.records[r].fields.len();
        if fd.body.is_none() {
            return match args {
                [] => Ok(vec![Val::Unset; n]),
                [other] if p.types.record_of(p.types.unqual(p.types.non_ref(p.expr(*other).ty))) == Some(r) => self.object(*other, depth),
                _ => Err(NotConst::Runtime(span)),
            };
        }
        match self.call_val(ctor, Some(vec![Val::Unset; n]), args, span, depth)? {
            (_, Some(fields)) => Ok(fields),
            _ => Err(NotConst::Runtime(span)),
        }
    }

    /// `base.field` read as a scalar.
    pub(super) fn member(&mut self, base: ExprId, field: u32, span: Span, depth: u32) -> R {
        match self.object(base, depth + 1)?.into_iter().nth(field as usize) {
            Some(v) => scalar(v, span),
            None => Err(NotConst::Runtime(span)),
        }
    }

    /// A constructor's member initializer (or delegation): stores into the object under
    /// construction.
    pub(super) fn init_at(&mut self, place: ExprId, init: ExprId, span: Span, depth: u32) -> R {
        let p = self.p;
        if self.this.is_empty() {
            return Err(NotConst::Runtime(span));
        }
        if is_this_object(p, place) {
            let whole = self.object(init, depth + 1)?;
            if let Some(t) = self.this.last_mut() {
                *t = whole;
            }
            return Ok(ConstValue::Int(0));
        }
        let ExprKind::Member { base, field } = p.expr(place).kind else { return Err(NotConst::Runtime(span)) };
        if !is_this_object(p, base) {
            return Err(NotConst::Runtime(span));
        }
        let ty = p.expr(place).ty;
        let v = match self.value_of(init, ty, depth)? {
            Val::Scalar(c) => Val::Scalar(convert_to(p, c, ty)),
            other => other,
        };
        match self.this.last_mut().and_then(|t| t.get_mut(field as usize)) {
            Some(slot) => *slot = v,
            None => return Err(NotConst::Runtime(span)),
        }
        Ok(ConstValue::Int(0))
    }
}
