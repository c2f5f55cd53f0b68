//! nvc++'s `if target (set) A else B`: the statement `<nv/target>`'s `NV_IF_TARGET`,
//! `NV_IF_ELSE_TARGET` and `NV_DISPATCH_TARGET` expand to for a single-pass compiler. `set`
//! is a constant `nv::target::target_description` (`nv::target::provides(nv::target::sm_80)`,
//! `nv::target::is_device`): a class with one unsigned field, a bit per target. Sema folds
//! the set, then writes the branch as a `@codegen if` whose predicate names the targets in
//! it (`__is_host_target || __nvvm_arch == 80 || ...`), so each target's codegen takes its
//! own branch from the one checked tree. Which bit stands for which target is the header's
//! business: it is read from `<nv/target>` itself, by evaluating `nv::target::is_exactly` for
//! each enumerator of `nv::target::sm_selector`, and `nv::target::is_host`.

use crate::ast::{self, Cond};
use crate::diag::Diagnostic;
use crate::source::Span;

use super::consteval::{eval_object, eval_object_call, NotConst};
use super::ctx::{Checker, Entity};
use super::diags;
use super::hir::*;
use super::types::builtin;

/// The target sets of `<nv/target>`: the host's bit, and each sm's (`__nvvm_arch`, bit).
#[derive(Clone, Debug)]
pub struct TargetBits {
    host: u128,
    sms: Vec<(i128, u128)>,
}

impl Checker<'_> {
    pub(super) fn check_target_if(&mut self, i: &ast::IfStmt) -> StmtId {
        let pred = match i.cond {
            Cond::Expr(e) => {
                let h = self.check_expr(e);
                match self.target_set(h) {
                    Some(bits) => self.targets_predicate(bits, self.p.expr(h).span),
                    None => self.error_expr(self.p.expr(h).span),
                }
            }
            Cond::Decl(_) => {
                let span = self.tu.stmt(i.then).span;
                self.err(
                    Diagnostic::error(diags::TARGET_IF_SET, span, "`if target` cannot declare a variable")
                        .with_label("the condition must be a target set such as `nv::target::is_device`"),
                );
                self.error_expr(span)
            }
        };
        let then = self.scoped_stmt(i.then);
        let els = i.else_.map(|e| self.scoped_stmt(e));
        self.stmt(Stmt::CodegenIf { pred, then, els })
    }

    /// The bits of the constant target set `h`.
    fn target_set(&mut self, h: ExprId) -> Option<u128> {
        let ty = self.p.expr(h).ty;
        if self.p.types.is_error(ty) {
            return None;
        }
        let t = self.p.types.unqual(self.p.types.non_ref(ty));
        let one_uint = self.p.types.record_of(t).is_some_and(|r| {
            let f = &self.p.records[r].fields;
            f.len() == 1 && self.p.types.is_integral(f[0].ty) && !self.p.types.is_bool(f[0].ty)
        });
        if !one_uint {
            let shown = self.type_name(ty);
            self.err(
                Diagnostic::error(diags::TARGET_IF_SET, self.p.expr(h).span, format!("`if target` needs a target set, not `{shown}`"))
                    .with_label("not an `nv::target::target_description`")
                    .with_note("write a predicate of <nv/target>: `nv::target::is_device`, `nv::target::provides(nv::target::sm_80)`"),
            );
            return None;
        }
        match eval_object(&self.p, h) {
            Ok(fields) => match fields.first().copied().flatten().and_then(|v| v.as_int()) {
                Some(bits) => Some(bits as u128),
                None => {
                    self.report_not_const(h, "the target set of `if target`", NotConst::Runtime(self.p.expr(h).span));
                    None
                }
            },
            Err(err) => {
                self.report_not_const(h, "the target set of `if target`", err);
                None
            }
        }
    }

    /// `<nv/target>`'s bit for each target, read once.
    fn nv_target_bits(&mut self, span: Span) -> Option<TargetBits> {
        if let Some(known) = &self.nv_targets {
            return known.clone();
        }
        let bits = self.read_nv_target_bits(span);
        if bits.is_none() {
            self.err(
                Diagnostic::error(diags::TARGET_IF_SET, span, "`if target` needs `<nv/target>`'s `nv::target::is_exactly`, `sm_selector` and `is_host`")
                    .with_label("which bit of this set stands for which target is not known")
                    .with_note("include <nv/target> before the first `if target`"),
            );
        }
        self.nv_targets = Some(bits.clone());
        bits
    }

    fn read_nv_target_bits(&mut self, span: Span) -> Option<TargetBits> {
        let nv = self.names.intern("nv");
        let target = self.names.intern("target");
        let is_exactly = self.names.intern("is_exactly");
        let sm_selector = self.names.intern("sm_selector");
        let is_host = self.names.intern("is_host");
        let ns = |c: &Checker, e: Entity, n| c.lookup_in(e, n).first().copied();
        let Some(nv @ Entity::Namespace(_)) = self.global_lookup(nv).first().copied() else { return None };
        let Some(target @ Entity::Namespace(_)) = ns(self, nv, target) else { return None };
        let Some(Entity::Fn(is_exactly)) = ns(self, target, is_exactly) else { return None };
        let Some(Entity::Type(selector)) = ns(self, target, sm_selector) else { return None };
        let Some(Entity::Var(is_host)) = ns(self, target, is_host) else { return None };
        let selector = self.p.types.enum_of(selector)?;
        let values: Vec<i128> = self.p.enums[selector].enumerators.iter().map(|e| e.value).collect();
        let mut sms = Vec::new();
        for v in values {
            let set = eval_object_call(&self.p, is_exactly, &[ConstValue::Int(v)], span).ok()?;
            sms.push((v, set.first().copied().flatten()?.as_int()? as u128));
        }
        let host_ref = self.var_ref(is_host, span);
        let host = eval_object(&self.p, host_ref).ok()?.first().copied().flatten()?.as_int()? as u128;
        Some(TargetBits { host, sms })
    }

    /// `__is_host_target || __nvvm_arch == N || ...` over the targets in `bits`; `false` when
    /// none is.
    fn targets_predicate(&mut self, bits: u128, span: Span) -> ExprId {
        let Some(table) = self.nv_target_bits(span) else { return self.error_expr(span) };
        let mut terms = Vec::new();
        if bits & table.host != 0 {
            terms.push(self.mk(ExprKind::CodegenConst(CodegenConst::IsHostTarget), builtin::BOOL, ValueCat::PrValue, span));
        }
        for &(arch, bit) in &table.sms {
            if bits & bit != 0 {
                let a = self.mk(ExprKind::CodegenConst(CodegenConst::NvvmArch), builtin::INT, ValueCat::PrValue, span);
                let n = self.mk(ExprKind::IntLit(arch), builtin::INT, ValueCat::PrValue, span);
                terms.push(self.mk(ExprKind::Binary { op: BinaryOp::Eq, lhs: a, rhs: n }, builtin::BOOL, ValueCat::PrValue, span));
            }
        }
        let mut it = terms.into_iter();
        let Some(first) = it.next() else { return self.mk(ExprKind::BoolLit(false), builtin::BOOL, ValueCat::PrValue, span) };
        it.fold(first, |acc, t| self.mk(ExprKind::Binary { op: BinaryOp::LogOr, lhs: acc, rhs: t }, builtin::BOOL, ValueCat::PrValue, span))
    }
}
