//! Bit-field access: `s.f` and a bare `f` inside a member function become
//! `ExprKind::BitField`, a glvalue with no address that codegen reads with a load, shift and
//! mask and writes with a read-modify-write. The layout itself is `records.rs`'s (as GCC's);
//! what cannot apply to a bit-field (`&`, `sizeof`, binding a non-const reference) is rejected
//! where those operators are checked, through `is_bit_field`.

use crate::ast;
use super::ctx::Checker;
use super::diags;
use super::hir::{ExprId, ExprKind, UnaryOp, ValueCat};
use super::types::builtin;
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::sema::hir::RecordId;
use crate::source::Span;

/// Deepest chain of bases searched for a bit-field, as `inheritance.rs` bounds its walks.
const MAX_DEPTH: u32 = 64;

impl Checker<'_> {
    /// The class (`r` or one of its bases) that declares the bit-field `name`, and its index in
    /// `Program::bit_fields`.
    pub(super) fn bit_field_in(&self, r: RecordId, name: Name) -> Option<(RecordId, u32)> {
        fn walk(c: &Checker<'_>, r: RecordId, name: Name, depth: u32) -> Option<(RecordId, u32)> {
            if let Some(k) = c.p.bit_fields.get(&r).and_then(|v| v.iter().position(|b| b.0 == Some(name))) {
                return Some((r, k as u32));
            }
            if depth > MAX_DEPTH {
                return None;
            }
            c.bases_of(r).into_iter().find_map(|b| walk(c, b.record, name, depth + 1))
        }
        walk(self, r, name, 0)
    }

    /// `base.f` for the bit-field `k` of class `r`; `base` is a glvalue or prvalue of a class
    /// derived from (or equal to) `r`.
    pub(super) fn bit_field_access(&mut self, base: ExprId, r: RecordId, k: u32, span: Span) -> ExprId {
        let base = self.to_base(base, r);
        let (bty, bcat) = (self.p.expr(base).ty, self.p.expr(base).cat);
        let (name, ty, bit, width) = self.p.bit_fields[&r][k as usize];
        if let Some(n) = name {
            self.check_access(r, n, span);
        }
        let cv = self.p.types.cv(self.p.types.non_ref(bty));
        let ty = self.p.types.qualified(ty, cv);
        let cat = if bcat == ValueCat::LValue { ValueCat::LValue } else { ValueCat::XValue };
        self.mk(ExprKind::BitField { base, bit, width: width as u32 }, ty, cat, span)
    }

    /// A bit-field named without an object: `this->f` inside a member function (const in a
    /// const one).
    pub(super) fn implicit_bit_field(&mut self, r: RecordId, k: u32, span: Span) -> ExprId {
        let method = self.fcx.func.and_then(|f| self.p.fns[f].method);
        let ty = self.p.bit_fields[&r][k as usize].1;
        if method.is_some_and(|m| (m.record == r || self.is_base_of(r, m.record)) && !m.is_static) {
            let this = self.own_this(span);
            let rt = self.p.types.pointee(self.p.expr(this).ty).unwrap_or(builtin::ERROR);
            let base = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, rt, ValueCat::LValue, span);
            return self.bit_field_access(base, r, k, span);
        }
        if self.unevaluated > 0 {
            return self.mk(ExprKind::Error, ty, ValueCat::LValue, span);
        }
        let n = self.p.bit_fields[&r][k as usize].0.map(|n| self.text(n).to_string()).unwrap_or_default();
        self.err(
            Diagnostic::error(diags::BAD_MEMBER_ACCESS, span, format!("invalid use of non-static data member `{n}`"))
                .with_label("a bit-field needs an object"),
        );
        self.error_expr(span)
    }

    /// Whether `e` designates a bit-field (through parentheses, assignments and prefix
    /// `++`/`--`, which yield their operand).
    pub(super) fn is_bit_field(&self, e: ExprId) -> bool {
        self.p.bit_field_target(e).is_some()
    }

    /// The named bit-fields that field `i` of class `r` holds, if it is a bit-field storage
    /// array: index in `Program::bit_fields`, type, bit offset from the storage's start, width.
    pub(super) fn bit_field_storage(&self, r: RecordId, i: usize) -> Option<Vec<(u32, super::types::TypeId, u64, u32)>> {
        let rec = &self.p.records[r];
        let f = rec.fields.get(i)?;
        if self.text(f.name) != super::records::BIT_FIELDS {
            return None;
        }
        let all = self.p.bit_fields.get(&r).map(|v| v.as_slice()).unwrap_or(&[]);
        if rec.kind == super::hir::RecordKind::Union {
            // One storage field per bit-field, in order.
            let k = rec.fields[..i].iter().filter(|g| self.text(g.name) == super::records::BIT_FIELDS).count();
            return Some(all.get(k).filter(|b| b.0.is_some()).map(|b| vec![(k as u32, b.1, 0, b.3 as u32)]).unwrap_or_default());
        }
        let off = rec.layout.as_ref().and_then(|l| l.offsets.get(i).copied())?;
        let len = self.p.types.array_elem(f.ty).and_then(|(_, n)| n).unwrap_or(0);
        let (lo, hi) = (off * 8, (off + len) * 8);
        Some(all.iter().enumerate().filter(|(_, b)| b.0.is_some() && b.2 >= lo && b.2 < hi).map(|(k, b)| (k as u32, b.1, b.2 - lo, b.3 as u32)).collect())
    }

    /// The value of field `i` of class `r` from its bit-fields' default member initializers
    /// (`int a : 3 = 1;`), if it is a bit-field storage array and one of them has one.
    pub(super) fn bit_field_defaults(&mut self, r: RecordId, i: usize, span: Span) -> Option<ExprId> {
        self.bit_field_inits(r, i, &std::collections::HashMap::new(), span)
    }

    /// The value of bit-field storage field `i` of class `r` in a constructor: each bit-field
    /// from its member initializer in `given` (by bit-field index: `: __head(0)` in libcu++'s
    /// `pipeline`), else its default member initializer; `None` when none of them has either.
    pub(super) fn bit_field_inits(&mut self, r: RecordId, i: usize, given: &std::collections::HashMap<u32, ast::MemInit>, span: Span) -> Option<ExprId> {
        let bits = self.bit_field_storage(r, i)?;
        if !bits.iter().any(|b| given.contains_key(&b.0) || self.classes.bit_field_inits.contains_key(&(r, b.0))) {
            return None;
        }
        let mut values = Vec::new();
        for (k, ty, bit, width) in bits {
            let v = match given.get(&k) {
                Some(mi) => self.mem_init_value(ty, &mi.init, mi.span),
                None => {
                    let Some(init) = self.classes.bit_field_inits.get(&(r, k)).cloned() else { continue };
                    self.mem_init_value(ty, &init, span)
                }
            };
            values.push((bit, width, v));
        }
        let storage_ty = self.p.records[r].fields[i].ty;
        Some(self.mk(ExprKind::BitFieldInit { values }, storage_ty, ValueCat::PrValue, span))
    }

    /// Whether class `r` has a bit-field with a default member initializer.
    pub(super) fn has_bit_field_defaults(&self, r: RecordId) -> bool {
        self.classes.bit_field_inits.keys().any(|&(x, _)| x == r)
    }

    /// The value category `e` has when a reference of type `to` binds to it: a bit-field
    /// binds as a prvalue, so only a `const T&` (to a temporary holding its value) can.
    pub(super) fn binding_cat(&self, e: ExprId, to: super::types::TypeId) -> ValueCat {
        let cat = self.p.expr(e).cat;
        if self.p.types.is_reference(to) && self.is_bit_field(e) { ValueCat::PrValue } else { cat }
    }

    /// The error for an operator that needs an object with an address applied to a bit-field.
    pub(super) fn bit_field_error(&mut self, what: &str, span: Span) -> ExprId {
        self.err(
            Diagnostic::error(diags::BIT_FIELD_ADDRESS, span, format!("{what} a bit-field"))
                .with_label("a bit-field has no address")
                .with_note("copy it into a variable first"),
        );
        self.error_expr(span)
    }
}

impl super::hir::Program {
    /// The `BitField` expression that glvalue `e` designates, if it is one (assignments and
    /// prefix `++`/`--` yield their left operand; parentheses leave no trace here).
    pub fn bit_field_target(&self, e: ExprId) -> Option<ExprId> {
        let mut e = e;
        for _ in 0..MAX_DEPTH {
            match &self.expr(e).kind {
                ExprKind::BitField { .. } => return Some(e),
                ExprKind::Assign { lhs, .. } => e = *lhs,
                ExprKind::IncDec { prefix: true, operand, .. } => e = *operand,
                _ => return None,
            }
        }
        None
    }
}
