//! Virtual functions (host code): which member functions are virtual (`virtual`, `override`,
//! or overriding a base's virtual function with the same name, parameters and constness), the
//! vtable of each dynamic class (`Program::vtables`), the vtable pointer at offset 0 (a hidden
//! `__vptr` field when the class has no dynamic primary base), its initialization in
//! constructors and destructors, and calls through the object's dynamic type. The vtables of
//! a class's other dynamic subobjects (secondary vtables, with `this`-adjusting thunks) are
//! codegen's `vtable_groups.rs`.

use crate::ast;
use crate::diag::Diagnostic;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::builtin;

/// Whether member function `m` overrides virtual function `g` (or is `g`): the same name (any
/// two destructors), parameters and constness.
pub fn overrides(p: &Program, m: FnId, g: FnId) -> bool {
    if m == g {
        return true;
    }
    let (Some(mm), Some(gm)) = (p.fns[m].method, p.fns[g].method) else { return false };
    let m_dtor = p.records[mm.record].dtor == Some(m);
    let g_dtor = p.records[gm.record].dtor == Some(g);
    if m_dtor || g_dtor {
        return m_dtor && g_dtor;
    }
    let (a, b) = (&p.fns[g], &p.fns[m]);
    a.name == b.name && gm.is_const == mm.is_const && p.types.fn_sig(a.ty).map(|x| x.1.to_vec()) == p.types.fn_sig(b.ty).map(|x| x.1.to_vec())
}

/// Whether `base` is `derived` or one of its bases.
pub fn derives_from(p: &Program, derived: RecordId, base: RecordId) -> bool {
    fn go(p: &Program, d: RecordId, b: RecordId, depth: u32) -> bool {
        d == b || (depth < 64 && p.bases.get(&d).is_some_and(|l| l.iter().any(|x| go(p, x.record, b, depth + 1))))
    }
    go(p, derived, base, 0)
}

/// Every class of `z`'s hierarchy, `z` first.
fn hierarchy(p: &Program, z: RecordId) -> Vec<RecordId> {
    let mut out = vec![z];
    let mut i = 0;
    while i < out.len() && out.len() < 4096 {
        for b in p.bases.get(&out[i]).map(|v| v.as_slice()).unwrap_or(&[]) {
            if !out.contains(&b.record) {
                out.push(b.record);
            }
        }
        i += 1;
    }
    out
}

/// The final overrider in class `z` (a complete object, or one under construction) of virtual
/// function `g` of its base (or itself) `r`: the override in the most derived class.
pub fn final_overrider(p: &Program, z: RecordId, r: RecordId, g: FnId) -> FnId {
    let mut cands: Vec<(RecordId, FnId)> = Vec::new();
    for x in hierarchy(p, z) {
        if !derives_from(p, x, r) {
            continue;
        }
        if let Some(&m) = p.records[x].methods.iter().find(|&&m| overrides(p, m, g)) {
            cands.push((x, m));
        }
    }
    let best = cands.iter().find(|(x, _)| !cands.iter().any(|(y, _)| y != x && derives_from(p, *y, *x)));
    best.map_or(g, |c| c.1)
}

/// Whether `e` is `this`, or a base subobject of `*this`, or its address.
fn rooted_at_this(p: &Program, e: ExprId) -> bool {
    let mut e = e;
    for _ in 0..64 {
        e = match &p.expr(e).kind {
            ExprKind::This => return true,
            ExprKind::Unary { op: UnaryOp::AddrOf | UnaryOp::Deref, operand } => *operand,
            ExprKind::ImplicitCast { kind: CastKind::NoOp | CastKind::BitCast, operand } => *operand,
            ExprKind::Member { base, .. } | ExprKind::VirtualBase { object: base, .. } => *base,
            _ => return false,
        };
    }
    false
}

impl Checker<'_> {
    /// Whether class `r` has a vtable.
    pub(super) fn is_dynamic(&self, r: RecordId) -> bool {
        self.p.vtables.contains_key(&r)
    }

    /// Before the fields of class `id` are laid out: whether it will be dynamic (a virtual
    /// member function, a dynamic base, or virtual bases), its primary base (the first
    /// non-virtual dynamic base, moved to offset 0), and the hidden `__vptr` field when no
    /// base provides one.
    pub(super) fn declare_vptr(&mut self, id: RecordId, members: &[ast::DeclId], layout: &mut Vec<(u64, u64)>) {
        let tu = self.tu;
        let has_virtual = members.iter().any(|&m| match &tu.decl(m).kind {
            ast::DeclKind::Function(f) => f.spec.flags.has(ast::SpecFlags::VIRTUAL) || f.spec.flags.has(ast::SpecFlags::OVERRIDE),
            _ => false,
        });
        let bases = self.bases_of(id);
        let primary = bases.iter().find(|b| !b.is_virtual && b.field.is_some() && self.is_dynamic(b.record)).and_then(|b| b.field);
        let base_dynamic = bases.iter().any(|b| self.is_dynamic(b.record));
        let vbases = self.will_have_vbases(id);
        if let Some(k) = primary.filter(|&k| k != 0) {
            // Itanium places the primary base first, whatever its place in the base list.
            let f = self.p.records[id].fields.remove(k as usize);
            self.p.records[id].fields.insert(0, f);
            let l = layout.remove(k as usize);
            layout.insert(0, l);
            if let Some(list) = self.classes.bases.get_mut(&id) {
                for b in list.iter_mut() {
                    b.field = b.field.map(|f| if f == k { 0 } else if f < k { f + 1 } else { f });
                }
            }
        }
        if (has_virtual || base_dynamic || vbases) && primary.is_none() {
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
        if has_virtual || base_dynamic || vbases {
            let ty = Some(self.p.types.record(id));
            self.p.vtables.insert(id, VTable { ty, slots: Vec::new() });
        }
    }

    /// Once the members of dynamic class `r` are declared: its vtable slots.
    pub(super) fn build_vtable(&mut self, r: RecordId) {
        if !self.is_dynamic(r) {
            return;
        }
        let primary = self.bases_of(r).into_iter().find(|b| !b.is_virtual && b.field == Some(0) && self.is_dynamic(b.record)).map(|b| b.record);
        let mut slots = primary.and_then(|b| self.p.vtables.get(&b)).map(|v| v.slots.clone()).unwrap_or_default();
        // The virtual functions of the other dynamic bases, which a member may override too.
        let others: Vec<FnId> = self
            .all_bases(r)
            .into_iter()
            .filter(|&b| Some(b) != primary)
            .filter_map(|b| self.p.vtables.get(&b))
            .flat_map(|v| v.slots.iter().copied())
            .collect();
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
                if overrides(&self.p, m, slots[i]) {
                    slots[i] = m;
                    overrode = true;
                }
            }
            if overrode {
                self.classes.virtuals.insert(m);
                continue;
            }
            // Overriding a function of a non-primary base: a new slot of its own.
            if others.iter().any(|&g| overrides(&self.p, m, g)) {
                self.classes.virtuals.insert(m);
            }
            if self.classes.virtuals.contains(&m) {
                slots.push(m);
                if is_dtor {
                    // The deleting destructor's slot.
                    slots.push(m);
                }
            }
        }
        if let Some(v) = self.p.vtables.get_mut(&r) {
            v.slots = slots;
        }
    }

    /// A pure virtual function of `r` or of one of its bases whose final overrider in `r` is
    /// still pure (`r` is abstract).
    pub(super) fn pure_virtual_left(&self, r: RecordId) -> Option<FnId> {
        if let Some(f) = self.p.vtables.get(&r).and_then(|v| v.slots.iter().copied().find(|f| self.classes.pure.contains(f))) {
            return Some(f);
        }
        // Functions of non-primary bases (a virtual base's, another base's).
        for b in self.all_bases(r) {
            for &g in self.p.vtables.get(&b).map(|v| v.slots.as_slice()).unwrap_or(&[]) {
                if self.classes.pure.contains(&g) && self.classes.pure.contains(&final_overrider(&self.p, r, b, g)) {
                    return Some(g);
                }
            }
        }
        None
    }

    /// Reports an object of abstract class `r` (one with a pure virtual function left).
    pub(super) fn check_not_abstract(&mut self, r: RecordId, span: crate::source::Span) {
        let Some(pure) = self.pure_virtual_left(r) else { return };
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
        if self.devirtualize_in_structor(call, f, r) {
            return;
        }
        if let ExprKind::Call { callee, .. } = &mut self.p.exprs[call].kind {
            *callee = Callee::Virtual { method: f, slot: slot as u32 };
        }
    }

    /// In a constructor or destructor of class `c` with virtual bases, a virtual call on
    /// `*this` calls `f`'s final overrider in `c` directly: C++ makes `c` the dynamic type
    /// there, but the vtables such a base-object variant sees are the complete object's
    /// (codegen's `vtable_groups.rs` has no construction vtables).
    fn devirtualize_in_structor(&mut self, call: ExprId, f: FnId, r: RecordId) -> bool {
        let Some(cur) = self.fcx.func else { return false };
        let Some(c) = self.p.fns[cur].method.map(|m| m.record) else { return false };
        let is_structor = self.classes.ctors.get(&c).is_some_and(|l| l.contains(&cur)) || self.p.records[c].dtor == Some(cur);
        if !is_structor || !self.has_vbases(c) || !derives_from(&self.p, c, r) {
            return false;
        }
        let ExprKind::Call { this_arg: Some(this_arg), .. } = self.p.exprs[call].kind else { return false };
        if !rooted_at_this(&self.p, this_arg) {
            return false;
        }
        let m = final_overrider(&self.p, c, r, f);
        let Some(x) = self.p.fns[m].method.map(|mm| mm.record) else { return false };
        let span = self.p.expr(call).span;
        let ct = self.p.types.record(c);
        let pt = self.p.types.pointer(ct);
        let this = self.mk(ExprKind::This, pt, ValueCat::PrValue, span);
        let obj = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, ct, ValueCat::LValue, span);
        let sub = self.to_base(obj, x);
        let st = self.p.expr(sub).ty;
        let sp = self.p.types.pointer(st);
        let addr = self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: sub }, sp, ValueCat::PrValue, span);
        if let ExprKind::Call { callee, this_arg, .. } = &mut self.p.exprs[call].kind {
            *callee = Callee::Fn(m);
            *this_arg = Some(addr);
        }
        true
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
