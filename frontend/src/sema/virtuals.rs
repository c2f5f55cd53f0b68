//! Virtual functions (host code): which member functions are virtual (`virtual`, `override`,
//! or overriding a base's virtual function with the same name, parameters and constness), the
//! vtable of each dynamic class (`Program::vtables`), the vtable pointer at offset 0 (a hidden
//! `__vptr` field when the class has no dynamic primary base), its initialization in
//! constructors and destructors, and calls through the object's dynamic type. Only the
//! primary-base chain may be dynamic: a dynamic second base (which needs `this`-adjusting
//! thunks) is reported as unsupported.

use crate::ast;
use crate::diag::Diagnostic;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::builtin;

impl Checker<'_> {
    /// Whether class `r` has a vtable.
    pub(super) fn is_dynamic(&self, r: RecordId) -> bool {
        self.p.vtables.contains_key(&r)
    }

    /// Before the fields of class `id` are laid out: whether it will be dynamic (a virtual
    /// member function, or a dynamic first base), and the hidden `__vptr` field when no base
    /// provides one. Reports dynamic bases other than the first.
    pub(super) fn declare_vptr(&mut self, id: RecordId, r: &ast::RecordDecl, members: &[ast::DeclId], layout: &mut Vec<(u64, u64)>) {
        let tu = self.tu;
        let has_virtual = members.iter().any(|&m| match &tu.decl(m).kind {
            ast::DeclKind::Function(f) => f.spec.flags.has(ast::SpecFlags::VIRTUAL) || f.spec.flags.has(ast::SpecFlags::OVERRIDE),
            _ => false,
        });
        let mut base_dynamic = false;
        for (i, b) in self.bases_of(id).iter().enumerate() {
            if self.is_dynamic(b.record) {
                if i == 0 && b.field == Some(0) {
                    base_dynamic = true;
                } else {
                    let span = r.bases.get(i).map_or(self.p.records[id].span, |x| x.span);
                    self.err(
                        Diagnostic::error(diags::UNSUPPORTED, span, "a base class with virtual functions other than the first base is not supported yet")
                            .with_label("needs `this`-adjusting thunks")
                            .with_note("make the class with virtual functions the first base"),
                    );
                }
            }
        }
        if has_virtual && !base_dynamic {
            // The vtable pointer comes first, before any base.
            let name = self.names.intern("__vptr");
            let ty = self.p.types.pointer(builtin::VOID);
            let span = self.p.records[id].span;
            self.p.records[id].fields.insert(0, Field { name, ty, span });
            layout.insert(0, (8, 8));
            if let Some(list) = self.classes.bases.get_mut(&id) {
                for b in list.iter_mut() {
                    b.field = b.field.map(|f| f + 1);
                }
            }
            self.classes.vptr_field.insert(id);
        }
        if has_virtual || base_dynamic {
            let ty = Some(self.p.types.record(id));
            self.p.vtables.insert(id, VTable { ty, slots: Vec::new() });
        }
    }

    /// Once the members of dynamic class `r` are declared: its vtable slots.
    pub(super) fn build_vtable(&mut self, r: RecordId) {
        if !self.is_dynamic(r) {
            return;
        }
        let primary = self.bases_of(r).first().map(|b| b.record).filter(|&b| self.is_dynamic(b));
        let mut slots = primary.and_then(|b| self.p.vtables.get(&b)).map(|v| v.slots.clone()).unwrap_or_default();
        let methods = self.p.records[r].methods.clone();
        let dtor = self.p.records[r].dtor;
        for m in methods {
            let fd = &self.p.fns[m];
            if fd.method.is_none_or(|x| x.is_static) || self.classes.ctors.get(&r).is_some_and(|l| l.contains(&m)) {
                continue;
            }
            let is_dtor = Some(m) == dtor;
            // Overrides: a base slot with the same name (or any destructor), parameters and constness.
            let mut overrode = false;
            for i in 0..slots.len() {
                let s = slots[i];
                let same = if is_dtor {
                    self.p.records[self.p.fns[s].method.map_or(r, |x| x.record)].dtor == Some(s)
                } else {
                    let (a, b) = (&self.p.fns[s], &self.p.fns[m]);
                    a.name == b.name
                        && a.method.map(|x| x.is_const) == b.method.map(|x| x.is_const)
                        && self.p.types.fn_sig(a.ty).map(|x| x.1.to_vec()) == self.p.types.fn_sig(b.ty).map(|x| x.1.to_vec())
                };
                if same {
                    slots[i] = m;
                    overrode = true;
                }
            }
            if overrode {
                self.classes.virtuals.insert(m);
            } else if self.classes.virtuals.contains(&m) {
                slots.push(m);
                if is_dtor {
                    // The deleting destructor's slot (`delete` is not supported: it holds D1).
                    slots.push(m);
                }
            }
        }
        if let Some(v) = self.p.vtables.get_mut(&r) {
            v.slots = slots;
        }
    }

    /// Reports an object of abstract class `r` (one with a pure virtual function left).
    pub(super) fn check_not_abstract(&mut self, r: RecordId, span: crate::source::Span) {
        let Some(pure) = self.p.vtables.get(&r).and_then(|v| v.slots.iter().copied().find(|f| self.classes.pure.contains(f))) else { return };
        // Constructors of the class itself and of derived classes build base subobjects.
        if self.fcx.func.and_then(|f| self.p.fns[f].method).is_some_and(|m| m.record == r || self.is_base_of(r, m.record)) {
            return;
        }
        let class = self.p.records[r].name.map(|n| self.text(n).to_string()).unwrap_or_default();
        let f = self.text(self.p.fns[pure].name).to_string();
        self.err(
            Diagnostic::error(diags::BAD_INIT, span, format!("cannot create an object of abstract class `{class}`"))
                .with_label("abstract class")
                .with_secondary(self.p.fns[pure].span, format!("`{f}` is pure virtual"))
                .with_note("create an object of a derived class that overrides every pure virtual function"),
        );
    }

    /// Turns the call `call` of virtual function `f` into a call through the vtable.
    pub(super) fn make_virtual(&mut self, call: ExprId, f: FnId) {
        if !self.classes.virtuals.contains(&f) {
            return;
        }
        let Some(r) = self.p.fns[f].method.map(|m| m.record) else { return };
        let Some(slot) = self.p.vtables.get(&r).and_then(|v| v.slots.iter().position(|&s| s == f)) else { return };
        if let ExprKind::Call { callee, .. } = &mut self.p.exprs[call].kind {
            *callee = Callee::Virtual { method: f, slot: slot as u32 };
        }
    }

    /// The statement that stores the vtable pointer of `r` (constructors and destructors).
    pub(super) fn init_vptr(&mut self, r: RecordId, span: crate::source::Span) -> Option<StmtId> {
        if !self.is_dynamic(r) {
            return None;
        }
        let e = self.mk(ExprKind::InitVPtr(r), builtin::VOID, ValueCat::PrValue, span);
        Some(self.stmt(Stmt::Expr(e)))
    }
}
