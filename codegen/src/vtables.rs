//! Virtual functions (host): each dynamic class's vtable group, `_ZTV<class>` as Itanium lays
//! it out (`vtable_groups.rs`; RTTI is null as circlec emits no type info, so `typeid` and
//! `dynamic_cast` are unavailable), `linkonce_odr` in every module that constructs the class,
//! with its `this`-adjusting thunks; the vtable pointers stored by constructors and
//! destructors; virtual calls that load their target from the object's vtable; and the
//! address of a virtual base read from the vbase offset in the vtable.

use frontend::sema::hir::{ExprId, ExprKind, FnId, RecordId, UnaryOp};
use inkwell::values::BasicValueEnum;
use inkwell::module::Linkage;
use inkwell::types::FunctionType;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, GlobalValue, PointerValue};
use inkwell::AddressSpace;

use crate::function::FunctionCx;
use crate::module_cx::ModuleCx;
use crate::vtable_groups::{self, Slot};

impl<'a, 'ctx> ModuleCx<'a, 'ctx> {
    /// The vtable group global of dynamic class `r` (defined on first use): one array holding
    /// each vtable of `vtable_groups::group` in turn.
    pub fn vtable(&mut self, r: RecordId) -> Option<GlobalValue<'ctx>> {
        let vt = self.p.vtables.get(&r)?;
        let sym = format!("_ZTV{}", crate::mangle::type_name(self.p, self.names, vt.ty?));
        if let Some(g) = self.module.get_global(&sym) {
            return Some(g);
        }
        let group = vtable_groups::group(self.p, r);
        let ptr = self.cx.ptr_type(AddressSpace::default());
        let len: usize = group.iter().map(|v| v.len()).sum();
        let arr = ptr.array_type(len as u32);
        let g = self.module.add_global(arr, None, &sym);
        let i64t = self.cx.i64_type();
        let mut vals = Vec::with_capacity(len);
        let as_ptr = |v: i64| i64t.const_int(v as u64, true).const_to_pointer(ptr);
        for sub in &group {
            vals.extend(sub.vcall_offsets.iter().rev().map(|&v| as_ptr(v)));
            vals.extend(sub.vbase_offsets.iter().rev().map(|&v| as_ptr(v)));
            vals.push(as_ptr(-sub.offset));
            vals.push(ptr.const_null());
            for slot in &sub.slots {
                let v = self.slot_value(slot);
                vals.push(v);
            }
        }
        g.set_initializer(&ptr.const_array(&vals));
        g.set_linkage(Linkage::LinkOnceODR);
        g.set_constant(true);
        g.set_alignment(8);
        Some(g)
    }

    /// The function a vtable slot points to (through a thunk when `this` needs adjusting).
    fn slot_value(&mut self, slot: &Slot) -> PointerValue<'ctx> {
        let f = slot.f;
        let defined = self.fns.contains_key(&f) && self.p.fns[f].body.is_some();
        let target = if !defined {
            // A virtual function defined elsewhere (another translation unit, or the library
            // that holds an `extern template` class's members: `basic_stringbuf<char>::
            // overflow` in libstdc++.so) is referenced by its symbol; only a pure one is
            // `__cxa_pure_virtual`.
            if self.p.pure_virtuals.contains(&f) || self.target.is_device() {
                None
            } else {
                Some(self.external_virtual(f, slot.deleting))
            }
        } else if self.names.get(self.p.fns[f].name).starts_with('~') {
            // A virtual destructor takes two slots: the complete-object one, then `D0`.
            if slot.deleting {
                self.deleting_dtor(f).map(|g| (g.as_global_value().as_pointer_value(), g.get_type(), crate::mangle::structor_symbol(self.p, self.names, f, '0')))
            } else {
                let sym = crate::mangle::structor_symbol(self.p, self.names, f, '1');
                self.structor_callee(f, true).map(|(c, t)| (c, t, sym))
            }
        } else {
            let func = self.fns[&f];
            Some((func.as_global_value().as_pointer_value(), func.get_type(), crate::mangle::fn_symbol(self.p, self.names, f)))
        };
        let Some((callee, ty, sym)) = target else {
            return self.pure_virtual().as_global_value().as_pointer_value();
        };
        if slot.adjust == 0 {
            return callee;
        }
        self.this_thunk(f, callee, ty, &sym, slot.adjust).as_global_value().as_pointer_value()
    }

    /// Virtual function `f` declared here and defined elsewhere: its symbol (for a destructor the
    /// complete-object or deleting variant), declared in the module.
    fn external_virtual(&mut self, f: FnId, deleting: bool) -> (PointerValue<'ctx>, inkwell::types::FunctionType<'ctx>, String) {
        let sym = if self.names.get(self.p.fns[f].name).starts_with('~') {
            crate::mangle::structor_symbol(self.p, self.names, f, if deleting { '0' } else { '1' })
        } else {
            crate::mangle::fn_symbol(self.p, self.names, f)
        };
        let func = match self.module.get_function(&sym) {
            Some(func) => func,
            None => {
                let ty = self.fn_ty(self.p.fns[f].ty, true);
                let func = self.module.add_function(&sym, ty, None);
                self.add_abi_attributes(func, self.p.fns[f].ty, true);
                func
            }
        };
        (func.as_global_value().as_pointer_value(), func.get_type(), sym)
    }

    /// `_ZThn<N>_<f>`: adds `adjust` to `this` and calls `callee` (Itanium's non-virtual thunk).
    fn this_thunk(&mut self, f: FnId, callee: PointerValue<'ctx>, ty: FunctionType<'ctx>, sym: &str, adjust: i64) -> FunctionValue<'ctx> {
        let enc = sym.strip_prefix("_Z").unwrap_or(sym);
        let name = if adjust < 0 { format!("_ZThn{}_{enc}", -adjust) } else { format!("_ZTh{adjust}_{enc}") };
        if let Some(t) = self.module.get_function(&name) {
            return t;
        }
        let t = self.module.add_function(&name, ty, Some(Linkage::LinkOnceODR));
        let is_method = self.p.fns[f].method.is_some_and(|m| !m.is_static);
        self.add_abi_attributes(t, self.p.fns[f].ty, is_method);
        let b = self.cx.create_builder();
        b.position_at_end(self.cx.append_basic_block(t, "entry"));
        // `this` follows the `sret` pointer when there is one.
        let ret = self.p.types.fn_sig(self.p.fns[f].ty).map(|s| s.0);
        let this_index = usize::from(ret.is_some_and(|r| self.sret_of(r).is_some()));
        let i8t = self.cx.i8_type();
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        for (i, a) in t.get_param_iter().enumerate() {
            if i == this_index {
                let off = self.cx.i64_type().const_int(adjust as u64, true);
                let adj = unsafe { b.build_in_bounds_gep(i8t, a.into_pointer_value(), &[off], "this.adj") }.expect("positioned");
                args.push(adj.into());
            } else {
                args.push(a.into());
            }
        }
        let call = b.build_indirect_call(ty, callee, &args, "").expect("positioned");
        self.add_call_abi_attributes(call, self.p.fns[f].ty, is_method);
        call.set_tail_call(true);
        match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => b.build_return(Some(&v)),
            _ => b.build_return(None),
        }
        .expect("positioned");
        t
    }

    /// Every function the vtable group of `r` refers to (for the ODR walk).
    pub fn vtable_functions(p: &frontend::sema::Program, r: RecordId) -> Vec<FnId> {
        vtable_groups::group(p, r).iter().flat_map(|v| v.slots.iter().map(|s| s.f)).collect()
    }
}

impl<'a, 'ctx> ModuleCx<'a, 'ctx> {
    /// `__cxa_pure_virtual` (called through a pure virtual slot): aborts. Weak
    /// (`linkonce_odr`), so the C++ runtime's definition wins when it is linked.
    fn pure_virtual(&mut self) -> inkwell::values::FunctionValue<'ctx> {
        if let Some(f) = self.module.get_function("__cxa_pure_virtual") {
            return f;
        }
        let void = self.cx.void_type();
        let f = self.module.add_function("__cxa_pure_virtual", void.fn_type(&[], false), Some(Linkage::LinkOnceODR));
        let abort = match self.module.get_function("abort") {
            Some(a) => a,
            None => self.module.add_function("abort", void.fn_type(&[], false), None),
        };
        let b = self.cx.create_builder();
        let bb = self.cx.append_basic_block(f, "entry");
        b.position_at_end(bb);
        let _ = b.build_call(abort, &[], "");
        let _ = b.build_unreachable();
        f
    }
}

impl<'m, 'a, 'ctx> FunctionCx<'m, 'a, 'ctx> {
    /// `InitVPtr(r)`: stores the vtable pointers of `r`'s group in the object `this` points
    /// to; in the base-object variant of a class with virtual bases, restores those saved on
    /// entry instead (`vtable_groups.rs` explains why).
    pub(crate) fn store_vptr(&mut self, r: RecordId) {
        let has_vbases = self.m.p.vbases.get(&r).is_some_and(|v| !v.is_empty());
        if has_vbases && !self.lowering_complete_variant() {
            let Some(this) = self.this_ptr else { return };
            let saved = std::mem::take(&mut self.saved_vptrs);
            let ptr = self.m.ptr();
            for &(off, slot) in &saved {
                let v = self.b.build_load(ptr, slot, "vptr.saved").expect("positioned");
                let at = self.byte_offset(this, off);
                let _ = self.b.build_store(at, v);
            }
            self.saved_vptrs = saved;
            return;
        }
        self.store_group(r);
    }

    /// Stores the address point of each vtable of `r`'s group at its subobject of `*this`
    /// (a complete object, or one without virtual bases).
    pub(crate) fn store_group(&mut self, r: RecordId) {
        let (Some(this), Some(g)) = (self.this_ptr, self.m.vtable(r)) else { return };
        let i64t = self.m.cx.i64_type();
        let arr = g.get_value_type().into_array_type();
        let mut at = 0usize;
        for sub in vtable_groups::group(self.m.p, r) {
            let point = (at + sub.address_point()) as u64;
            let addr = unsafe { self.b.build_in_bounds_gep(arr, g.as_pointer_value(), &[i64t.const_zero(), i64t.const_int(point, false)], "vtable") }.expect("positioned");
            let dst = self.byte_offset(this, sub.offset);
            let _ = self.b.build_store(dst, addr);
            at += sub.len();
        }
    }

    /// On entry to a constructor of class `r` with virtual bases: the complete-object variant
    /// stores its group (virtual bases may read it while they are constructed), the
    /// base-object variant saves the vtable pointers of its non-virtual subobjects.
    pub(crate) fn vbase_ctor_entry(&mut self, r: RecordId) {
        if self.lowering_complete_variant() {
            self.store_group(r);
            return;
        }
        let Some(this) = self.this_ptr else { return };
        let ptr = self.m.ptr();
        for sub in vtable_groups::group(self.m.p, r) {
            if sub.in_vbase {
                continue;
            }
            let at = self.byte_offset(this, sub.offset);
            let v = self.b.build_load(ptr, at, "vptr").expect("positioned");
            let slot = self.alloca_raw(ptr.into(), 8, "vptr.save");
            let _ = self.b.build_store(slot, v);
            self.saved_vptrs.push((sub.offset, slot));
        }
    }

    /// The address of virtual base `v` of the object of class `r` at `obj`: `obj` plus the
    /// vbase offset its vtable holds.
    pub(crate) fn virtual_base_address(&mut self, obj: PointerValue<'ctx>, r: RecordId, v: RecordId) -> PointerValue<'ctx> {
        let Some(at) = vtable_groups::vbase_offset_offset(self.m.p, r, v) else { return obj };
        let ptr = self.m.ptr();
        let i64t = self.m.cx.i64_type();
        let vptr = self.b.build_load(ptr, obj, "vtable").expect("positioned").into_pointer_value();
        let slot = self.byte_offset(vptr, at);
        let off = self.b.build_load(i64t, slot, "vbase.offset").expect("positioned").into_int_value();
        let i8t = self.m.cx.i8_type();
        unsafe { self.b.build_in_bounds_gep(i8t, obj, &[off], "vbase") }.expect("positioned")
    }

    /// `virtual_base_address` of a pointer that may be null: null stays null.
    pub(crate) fn virtual_base_address_or_null(&mut self, obj: PointerValue<'ctx>, r: RecordId, v: RecordId) -> PointerValue<'ctx> {
        let Some(start) = self.b.get_insert_block() else { return obj };
        let nonnull = self.block("vbase.notnull");
        let end = self.block("vbase.end");
        let is_null = self.b.build_is_null(obj, "vbase.isnull").expect("positioned");
        let _ = self.b.build_conditional_branch(is_null, end, nonnull);
        self.b.position_at_end(nonnull);
        let addr = self.virtual_base_address(obj, r, v);
        let from = self.b.get_insert_block().unwrap_or(nonnull);
        self.br(end);
        self.b.position_at_end(end);
        let ptr = self.m.ptr();
        let phi = self.b.build_phi(ptr, "vbase.ptr").expect("positioned");
        let null = ptr.const_null();
        phi.add_incoming(&[(&null, start), (&addr, from)]);
        phi.as_basic_value().into_pointer_value()
    }

    /// The address of `place` when it is a base subobject at a non-zero offset of `*p` for a
    /// pointer `p` other than `this` (a derived-to-base pointer conversion): a null `p` gives
    /// null, as Itanium requires. `None` for other places.
    pub(crate) fn base_address_or_null(&mut self, place: ExprId) -> Option<PointerValue<'ctx>> {
        let p = self.m.p;
        let mut offset = 0u64;
        let mut e = place;
        for _ in 0..64 {
            match p.expr(e).kind {
                ExprKind::Member { base, field } => {
                    let r = p.types.record_of(p.expr(base).ty)?;
                    let name = self.m.names.get(p.records[r].fields.get(field as usize)?.name);
                    if !name.starts_with("__base_") {
                        return None;
                    }
                    offset += p.records[r].layout.as_ref()?.offsets.get(field as usize).copied()?;
                    e = base;
                }
                ExprKind::Unary { op: UnaryOp::Deref, operand } => {
                    if offset == 0 || matches!(p.expr(operand).kind, ExprKind::This) {
                        return None;
                    }
                    let Some(BasicValueEnum::PointerValue(ptr)) = self.rvalue(operand) else { return None };
                    let start = self.b.get_insert_block()?;
                    let nonnull = self.block("base.notnull");
                    let end = self.block("base.end");
                    let is_null = self.b.build_is_null(ptr, "base.isnull").expect("positioned");
                    let _ = self.b.build_conditional_branch(is_null, end, nonnull);
                    self.b.position_at_end(nonnull);
                    let addr = self.byte_offset(ptr, offset as i64);
                    self.br(end);
                    self.b.position_at_end(end);
                    let pt = self.m.ptr();
                    let phi = self.b.build_phi(pt, "base.ptr").expect("positioned");
                    let null = pt.const_null();
                    phi.add_incoming(&[(&null, start), (&addr, nonnull)]);
                    return Some(phi.as_basic_value().into_pointer_value());
                }
                _ => return None,
            }
        }
        None
    }

    /// `ptr - off` for a base at `off` in its derived class; null stays null.
    pub(crate) fn derived_address_or_null(&mut self, ptr: PointerValue<'ctx>, off: u64) -> PointerValue<'ctx> {
        let Some(start) = self.b.get_insert_block() else { return ptr };
        let nonnull = self.block("derived.notnull");
        let end = self.block("derived.end");
        let is_null = self.b.build_is_null(ptr, "derived.isnull").expect("positioned");
        let _ = self.b.build_conditional_branch(is_null, end, nonnull);
        self.b.position_at_end(nonnull);
        let addr = self.byte_offset(ptr, -(off as i64));
        self.br(end);
        self.b.position_at_end(end);
        let pt = self.m.ptr();
        let phi = self.b.build_phi(pt, "derived.ptr").expect("positioned");
        let null = pt.const_null();
        phi.add_incoming(&[(&null, start), (&addr, nonnull)]);
        phi.as_basic_value().into_pointer_value()
    }

    fn byte_offset(&mut self, p: PointerValue<'ctx>, off: i64) -> PointerValue<'ctx> {
        if off == 0 {
            return p;
        }
        let i8t = self.m.cx.i8_type();
        let o = self.m.cx.i64_type().const_int(off as u64, true);
        unsafe { self.b.build_in_bounds_gep(i8t, p, &[o], "") }.expect("positioned")
    }

    /// The function in slot `slot` of the vtable of the object at `this`.
    pub(crate) fn virtual_target(&mut self, this: PointerValue<'ctx>, slot: u32) -> PointerValue<'ctx> {
        let ptr = self.m.cx.ptr_type(AddressSpace::default());
        let vptr = self.b.build_load(ptr, this, "vtable").expect("positioned").into_pointer_value();
        let i64t = self.m.cx.i64_type();
        let at = unsafe { self.b.build_in_bounds_gep(ptr, vptr, &[i64t.const_int(slot as u64, false)], "vfn") }.expect("positioned");
        self.b.build_load(ptr, at, "").expect("positioned").into_pointer_value()
    }
}
