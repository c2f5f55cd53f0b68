//! Virtual base classes (Itanium C++ ABI §2.4, §2.5): `struct B : virtual A {}`. A class with
//! virtual bases is dynamic (it has a vtable pointer). Its complete object holds its
//! non-virtual part (`nvsize`) and then one subobject of each virtual base, direct or
//! indirect, in inheritance-graph order (`Program::vbases`): a hidden field `__vbase_A` each
//! (none for an empty one, which lives at offset 0), meaningful only in a complete object.
//! Anywhere else a virtual base is found through the vbase offset that the object's vtable
//! holds (`ExprKind::VirtualBase`, codegen's `vtable_groups.rs`). Only the complete-object
//! constructor and destructor (`C1`/`D1`) construct and destroy virtual bases
//! (`ExprKind::CompleteObjectOnly`), so a mem-initializer naming one is honoured only in the
//! most-derived class. Not supported (a clear error): a nearly empty virtual base (a vtable
//! pointer and no data), which Itanium would share as a primary base.

use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;

impl Checker<'_> {
    /// Whether class `r` has virtual bases (direct or indirect).
    pub(super) fn has_vbases(&self, r: RecordId) -> bool {
        self.p.vbases.get(&r).is_some_and(|v| !v.is_empty())
    }

    /// Whether class `id`, whose direct bases are declared, will have virtual bases.
    pub(super) fn will_have_vbases(&self, id: RecordId) -> bool {
        self.bases_of(id).iter().any(|b| b.is_virtual || self.has_vbases(b.record))
    }

    /// After the members of class `id`: its virtual bases in inheritance-graph order, each a
    /// hidden field at the end of the complete object (its size and alignment pushed to
    /// `layout`) unless it is empty.
    pub(super) fn declare_virtual_bases(&mut self, id: RecordId, span: Span, layout: &mut Vec<(u64, u64)>) {
        let mut order: Vec<RecordId> = Vec::new();
        for b in self.bases_of(id) {
            if b.is_virtual && !order.contains(&b.record) {
                order.push(b.record);
            }
            for &(v, _) in self.p.vbases.get(&b.record).map(|v| v.as_slice()).unwrap_or(&[]) {
                if !order.contains(&v) {
                    order.push(v);
                }
            }
        }
        if order.is_empty() {
            return;
        }
        let mut list = Vec::new();
        for v in order {
            let Some(l) = self.p.records[v].layout.clone() else { continue };
            if self.is_dynamic(v) && l.nvsize == 8 && l.offsets.len() == 1 {
                let name = self.p.records[v].name.map(|n| self.text(n).to_string()).unwrap_or_default();
                self.err(
                    Diagnostic::error(diags::UNSUPPORTED, span, format!("virtual base `{name}` has no data besides its vtable pointer; such a nearly empty virtual base is not supported yet"))
                        .with_label("Itanium shares a nearly empty virtual base as a primary base, which circlec does not lay out")
                        .with_note("give the virtual base a data member, or make it a non-virtual base"),
                );
            }
            let field = if self.is_empty_class(v) {
                None
            } else {
                layout.push((l.nvsize, l.nvalign));
                let text = format!("__vbase_{}", self.p.records[v].name.map(|n| self.text(n).to_string()).unwrap_or_default());
                let name = self.names.intern(&text);
                let index = self.p.records[id].fields.len() as u32;
                let ty = self.p.types.record(v);
                self.p.records[id].fields.push(Field { name, ty, span });
                Some(index)
            };
            list.push((v, field));
        }
        self.p.vbases.insert(id, list);
    }

    /// The hidden fields of `r`: its vtable pointer, its non-virtual bases and its virtual
    /// bases (what constructors, destructors and copies do not treat as members).
    pub(super) fn hidden_fields(&self, r: RecordId) -> Vec<u32> {
        let mut out: Vec<u32> = self.bases_of(r).iter().filter_map(|b| b.field).collect();
        if self.classes.vptr_field.contains(&r) {
            out.push(0);
        }
        out.extend(self.p.vbases.get(&r).map(|v| v.iter().filter_map(|x| x.1).collect::<Vec<_>>()).unwrap_or_default());
        out
    }

    /// The virtual bases of `r` as base descriptions (their fields in a complete `r`).
    pub(super) fn vbase_infos(&self, r: RecordId) -> Vec<BaseInfo> {
        self.p.vbases.get(&r).map(|v| v.iter().map(|&(record, field)| BaseInfo { record, field, is_virtual: true }).collect()).unwrap_or_default()
    }

    /// Wraps the construction or destruction `e` of a virtual base so that only the
    /// complete-object variant runs it.
    pub(super) fn complete_object_only(&mut self, e: ExprId) -> StmtId {
        let span = self.p.expr(e).span;
        let w = self.mk(ExprKind::CompleteObjectOnly(e), super::types::builtin::VOID, ValueCat::PrValue, span);
        self.stmt(Stmt::Expr(w))
    }

    /// Whether class `r` declares or inherits a virtual function (a class whose only dynamic
    /// part is a virtual base is not polymorphic).
    pub(super) fn is_polymorphic(&self, r: RecordId) -> bool {
        self.is_dynamic(r) && (self.p.vtables.get(&r).is_some_and(|v| !v.slots.is_empty()) || self.all_bases(r).iter().any(|&b| self.p.vtables.get(&b).is_some_and(|v| !v.slots.is_empty())))
    }

    /// Whether the path from class `from` down to its base `to` goes through a virtual base
    /// (a `static_cast` back down that path is ill-formed).
    pub(super) fn through_virtual_base(&self, from: RecordId, to: RecordId) -> bool {
        self.base_path(from, to).is_some_and(|p| p.iter().any(|b| b.is_virtual))
    }
}
