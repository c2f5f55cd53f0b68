//! Single and multiple inheritance. A non-empty non-virtual base class is a hidden leading
//! field of its derived class (named `__base_B`, never found by lookup), so layout, aggregate
//! initialization and codegen treat it as a member subobject, laid out as Itanium lays out a
//! base (a dynamic one at its non-virtual size); an empty base has no field and lives at
//! offset 0. Virtual bases are `virtual_bases.rs`. Names not found in a class are
//! looked up in its bases, depth first in declaration order. Derived-to-base conversions
//! (`D&` to `B&`, `D*` to `B*`, slicing copies, the implicit object of an inherited member)
//! walk the base path: a `Member` of the hidden field per step, a pointer cast for an
//! empty base, or a `VirtualBase` (the offset read from the vtable) for a virtual one.

use crate::ast;
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::ctx::{Checker, Ents};
use super::diags;
use super::hir::*;
use super::types::TypeId;

pub use super::hir::BaseInfo;

/// Deepest base-class chain searched.
const MAX_BASE_DEPTH: u32 = 64;

impl Checker<'_> {
    /// Adds the bases of class `id` (before its own fields): hidden fields for non-empty bases,
    /// with their sizes and alignments pushed to `layout`.
    pub(super) fn declare_bases(&mut self, id: RecordId, bases: &[ast::BaseSpec], layout: &mut Vec<(u64, u64)>) {
        for b in bases {
            // `struct S : Bs...`: one base per element of the pack.
            let tys = if b.pack_expansion {
                let pattern = match self.tu.ty(b.ty).kind {
                    ast::TypeExprKind::PackExpansion(x) => x,
                    _ => b.ty,
                };
                self.expand_type(pattern)
            } else {
                vec![self.resolve_type(b.ty)]
            };
            for ty in tys {
                self.declare_base(id, b, ty, layout);
            }
        }
    }

    /// Adds one base of type `ty` written as `b` to class `id`.
    fn declare_base(&mut self, id: RecordId, b: &ast::BaseSpec, ty: TypeId, layout: &mut Vec<(u64, u64)>) {
        {
            if self.p.types.is_error(ty) {
                return;
            }
            let Some(br) = self.p.types.record_of(ty).filter(|&r| self.p.records[r].layout.is_some()) else {
                let shown = self.type_name(ty);
                self.err(
                    Diagnostic::error(diags::INCOMPLETE_TYPE, b.span, format!("base class `{shown}` is not a complete class"))
                        .with_label("a base must be a class defined before this one"),
                );
                return;
            };
            let ty = self.p.types.unqual(ty);
            if b.is_virtual {
                // Placed after the non-virtual part (`declare_virtual_bases`).
                self.classes.bases.entry(id).or_default().push(BaseInfo { record: br, field: None, is_virtual: true });
                return;
            }
            let field = if self.is_empty_class(br) {
                None
            } else {
                let (size, align) = self.p.records[br].layout.as_ref().map_or((1, 1), |l| (l.nvsize, l.nvalign));
                layout.push((size, align));
                let text = format!("__base_{}", self.p.records[br].name.map(|n| self.text(n).to_string()).unwrap_or_default());
                let name = self.names.intern(&text);
                let index = self.p.records[id].fields.len() as u32;
                self.p.records[id].fields.push(Field { name, ty, span: b.span });
                Some(index)
            };
            self.classes.bases.entry(id).or_default().push(BaseInfo { record: br, field, is_virtual: false });
        }
    }

    /// A class with no data: no fields and only empty bases.
    pub(super) fn is_empty_class(&self, r: RecordId) -> bool {
        self.p.records[r].fields.is_empty() && self.p.records[r].kind != RecordKind::Union
    }

    /// Every base class of `r`, direct and indirect, nearest first.
    pub(super) fn all_bases(&self, r: RecordId) -> Vec<RecordId> {
        let mut out: Vec<RecordId> = Vec::new();
        let mut next = vec![r];
        let mut depth = 0;
        while let Some(x) = next.pop() {
            depth += 1;
            if depth > 4096 {
                break;
            }
            for b in self.classes.bases.get(&x).map(|v| v.as_slice()).unwrap_or(&[]) {
                if !out.contains(&b.record) {
                    out.push(b.record);
                    next.insert(0, b.record);
                }
            }
        }
        out
    }

    pub(super) fn bases_of(&self, r: RecordId) -> Vec<BaseInfo> {
        self.classes.bases.get(&r).cloned().unwrap_or_default()
    }

    /// The chain of direct bases from `from` down to its (indirect) base `to`; empty when
    /// `from == to`, `None` when `to` is not a base.
    pub(super) fn base_path(&self, from: RecordId, to: RecordId) -> Option<Vec<BaseInfo>> {
        fn walk(c: &Checker<'_>, from: RecordId, to: RecordId, depth: u32, out: &mut Vec<BaseInfo>) -> bool {
            if from == to {
                return true;
            }
            if depth > MAX_BASE_DEPTH {
                return false;
            }
            for b in c.bases_of(from) {
                out.push(b);
                if walk(c, b.record, to, depth + 1, out) {
                    return true;
                }
                out.pop();
            }
            false
        }
        let mut out = Vec::new();
        walk(self, from, to, 0, &mut out).then_some(out)
    }

    /// Whether `base` is a proper base class of `derived`.
    pub(super) fn is_base_of(&self, base: RecordId, derived: RecordId) -> bool {
        base != derived && self.base_path(derived, base).is_some()
    }

    /// Names declared in the bases of `r` (the first base that declares `name`, depth first).
    pub(super) fn lookup_in_bases(&self, r: RecordId, name: Name) -> Option<Ents> {
        fn walk(c: &Checker<'_>, r: RecordId, name: Name, depth: u32) -> Option<Ents> {
            if depth > MAX_BASE_DEPTH {
                return None;
            }
            for b in c.classes.bases.get(&r)? {
                // A base template's parameter is not a member of the base.
                let param = c.param_names.contains(&(b.record, name));
                if let Some(v) = c.rec_names.get(&b.record).and_then(|m| m.get(&name)).filter(|v| !v.is_empty() && !param) {
                    return Some(Ents::from_slice(v));
                }
                if let Some(v) = walk(c, b.record, name, depth + 1) {
                    return Some(v);
                }
            }
            None
        }
        walk(self, r, name, 0)
    }

    /// `D::B` for a (non-template) base class `B` of `D`, direct or indirect: the base's
    /// injected-class-name, as libstdc++ writes `__ostream_type::ios_base`.
    pub(super) fn injected_base_name(&self, r: RecordId, name: Name) -> Option<Ents> {
        let b = self.all_bases(r).into_iter().find(|&b| self.p.records[b].name == Some(name) && self.p.records[b].template_args.is_empty())?;
        let t = self.p.types.find(&super::types::Type::Record(b))?;
        Some(Ents::from_slice(&[super::ctx::Entity::Type(t)]))
    }

    /// A field `name` of a base of `r`: the base that declares it and the field's index.
    pub(super) fn field_in_bases(&self, r: RecordId, name: Name) -> Option<(RecordId, u32)> {
        fn walk(c: &Checker<'_>, r: RecordId, name: Name, depth: u32) -> Option<(RecordId, u32)> {
            if depth > MAX_BASE_DEPTH {
                return None;
            }
            for b in c.bases_of(r) {
                if let Some(i) = c.p.records[b.record].fields.iter().position(|f| f.name == name) {
                    return Some((b.record, i as u32));
                }
                if let Some(x) = walk(c, b.record, name, depth + 1) {
                    return Some(x);
                }
            }
            None
        }
        walk(self, r, name, 0)
    }

    /// The base class of `r` (at any depth) with an anonymous struct or union member that has
    /// a member `name` (libstdc++'s `_State<_Char>` reads `this->_M_matcher_storage`, in an
    /// anonymous union of its base `_State_base`).
    pub(super) fn base_with_anonymous_member(&self, r: RecordId, name: Name) -> Option<RecordId> {
        fn walk(c: &Checker<'_>, r: RecordId, name: Name, depth: u32) -> Option<RecordId> {
            if depth > MAX_BASE_DEPTH {
                return None;
            }
            c.bases_of(r).into_iter().find_map(|b| {
                c.anonymous_member_with(b.record, name, 0).map(|_| b.record).or_else(|| walk(c, b.record, name, depth + 1))
            })
        }
        walk(self, r, name, 0)
    }

    /// The subobject of class `to` of glvalue (or prvalue) `obj`, whose class derives from it.
    pub(super) fn to_base(&mut self, obj: ExprId, to: RecordId) -> ExprId {
        let ot = self.p.expr(obj).ty;
        let Some(from) = self.p.types.record_of(self.p.types.non_ref(ot)) else { return obj };
        let Some(path) = self.base_path(from, to) else { return obj };
        let span = self.p.expr(obj).span;
        let cv = self.p.types.cv(ot);
        let mut e = obj;
        for step in path {
            let bt = self.p.types.record(step.record);
            let bt = self.p.types.qualified(bt, cv);
            let cat = match self.p.expr(e).cat {
                ValueCat::LValue => ValueCat::LValue,
                _ => ValueCat::XValue,
            };
            if step.is_virtual {
                e = self.mk(ExprKind::VirtualBase { object: e, base: step.record }, bt, cat, span);
                continue;
            }
            e = match step.field {
                Some(i) => self.mk(ExprKind::Member { base: e, field: i }, bt, cat, span),
                None => {
                    // An empty base shares its derived object's address.
                    let from_t = self.p.expr(e).ty;
                    let fp = self.p.types.pointer(from_t);
                    let addr = self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: e }, fp, ValueCat::PrValue, span);
                    let bp = self.p.types.pointer(bt);
                    let cast = self.mk(ExprKind::ImplicitCast { kind: CastKind::BitCast, operand: addr }, bp, ValueCat::PrValue, span);
                    self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: cast }, bt, cat, span)
                }
            };
        }
        e
    }

    /// Derived-to-base conversions of `e` to `to`: `D` glvalue to `B&`/`const B&`/`B`, and
    /// `D*` to `B*`. `None` when `to` is not a base of `e`'s class.
    pub(super) fn derived_to_base(&mut self, e: ExprId, to: TypeId) -> Option<ExprId> {
        let et = self.p.expr(e).ty;
        if let (Some(sp), Some(tp)) = (self.p.types.pointee(et).filter(|_| self.p.types.is_pointer(et)), self.p.types.pointee(to).filter(|_| self.p.types.is_pointer(to))) {
            let (Some(d), Some(b)) = (self.p.types.record_of(sp), self.p.types.record_of(tp)) else { return None };
            if !self.is_base_of(b, d) || (self.p.types.cv(sp).is_const() && !self.p.types.cv(tp).is_const()) {
                return None;
            }
            let span = self.p.expr(e).span;
            let p = self.rvalue(e);
            let obj = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: p }, sp, ValueCat::LValue, span);
            let sub = self.to_base(obj, b);
            let st = self.p.expr(sub).ty;
            let pt = self.p.types.pointer(st);
            let addr = self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: sub }, pt, ValueCat::PrValue, span);
            return Some(if pt == to { addr } else { self.mk(ExprKind::ImplicitCast { kind: CastKind::NoOp, operand: addr }, to, ValueCat::PrValue, span) });
        }
        let (Some(d), Some(b)) = (self.p.types.record_of(self.p.types.non_ref(et)), self.p.types.record_of(self.p.types.non_ref(to))) else { return None };
        if !self.is_base_of(b, d) {
            return None;
        }
        if self.p.types.is_reference(to) && !self.p.types.cv(self.p.types.non_ref(to)).is_const() && self.p.expr(e).cat != ValueCat::LValue && matches!(self.p.types.kind(to), super::types::Type::LRef(_)) {
            return None;
        }
        Some(self.to_base(e, b))
    }

    /// Whether `a` converts to `to` by a derived-to-base conversion (for ranking).
    pub(super) fn converts_to_base(&self, a: ExprId, to: TypeId) -> bool {
        let et = self.p.expr(a).ty;
        let pair = if self.p.types.is_pointer(et) && self.p.types.is_pointer(to) {
            (self.p.types.pointee(et), self.p.types.pointee(to))
        } else {
            (Some(self.p.types.non_ref(et)), Some(self.p.types.non_ref(to)))
        };
        match pair {
            (Some(x), Some(y)) => match (self.p.types.record_of(x), self.p.types.record_of(y)) {
                (Some(d), Some(b)) => self.is_base_of(b, d),
                _ => false,
            },
            _ => false,
        }
    }

    /// The base-class subobject of `*this` a constructor or destructor of `r` initializes.
    pub(super) fn base_place(&mut self, r: RecordId, b: BaseInfo, span: Span) -> ExprId {
        let rt = self.p.types.record(r);
        let pt = self.p.types.pointer(rt);
        let this = self.mk(ExprKind::This, pt, ValueCat::PrValue, span);
        let obj = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, rt, ValueCat::LValue, span);
        let bt = self.p.types.record(b.record);
        match b.field {
            Some(i) => self.mk(ExprKind::Member { base: obj, field: i }, bt, ValueCat::LValue, span),
            None => {
                let bp = self.p.types.pointer(bt);
                let this2 = self.mk(ExprKind::This, pt, ValueCat::PrValue, span);
                let cast = self.mk(ExprKind::ImplicitCast { kind: CastKind::BitCast, operand: this2 }, bp, ValueCat::PrValue, span);
                self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: cast }, bt, ValueCat::LValue, span)
            }
        }
    }
}
