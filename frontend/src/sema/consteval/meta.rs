//! Constant evaluation with Circle's `@meta` variables in scope. The checker keeps their values
//! in a [`MetaFrame`] for the whole translation; a meta statement's expressions read and write
//! it ([`eval_meta`]), and constants checked inside meta code (an `@enum_value` index, a
//! template argument) read a copy of it ([`eval_in`]). Calls of `constexpr` functions get frames
//! of their own, so only meta code itself sees the meta variables.

use super::{convert_to, Interp, NotConst, Val, R};
use crate::sema::hir::*;
use crate::sema::types::FxMap;

/// The values of the `@meta` variables declared so far.
pub type MetaFrame = FxMap<VarId, Val>;

/// Evaluates `e` to a scalar, reading the meta variables of `frame`.
pub fn eval_in(p: &Program, frame: &MetaFrame, e: ExprId) -> R {
    let mut it = Interp::new(p);
    if !frame.is_empty() {
        it.frames.push(frame.clone());
    }
    it.expr_d(e, 0)
}

/// Evaluates `e` (a meta expression statement or a meta variable's initializer, of type `ty`)
/// with the meta variables of `frame` readable and writable: what it stores stays in `frame`.
/// A `void` expression gives `Val::Unset`.
pub fn eval_meta(p: &Program, frame: &mut MetaFrame, e: ExprId, ty: crate::sema::types::TypeId) -> Result<Val, NotConst> {
    let mut it = Interp::new(p);
    it.frames.push(std::mem::take(frame));
    let r = if p.types.is_void(ty) {
        it.expr_d(e, 0).map(|_| Val::Unset)
    } else {
        it.value_of(e, ty, 0).map(|v| match v {
            Val::Scalar(c) => Val::Scalar(convert_to(p, c, ty)),
            v => v,
        })
    };
    if let Some(f) = it.frames.pop() {
        *frame = f;
    }
    r
}
