//! Virtual functions (host): each dynamic class's vtable, `_ZTV<class>` as Itanium lays it out
//! (offset to top, RTTI pointer, then the slots; RTTI is null as circlec emits no type info,
//! so `typeid` and `dynamic_cast` are unavailable), `linkonce_odr` in every module that
//! constructs the class; the vtable pointer stored at offset 0 by constructors and
//! destructors; and virtual calls that load their target from the object's vtable.

use frontend::sema::hir::RecordId;
use inkwell::module::Linkage;
use inkwell::values::{GlobalValue, PointerValue};
use inkwell::AddressSpace;

use crate::function::FunctionCx;
use crate::module_cx::ModuleCx;

impl<'a, 'ctx> ModuleCx<'a, 'ctx> {
    /// The vtable global of dynamic class `r` (defined on first use).
    pub fn vtable(&mut self, r: RecordId) -> Option<GlobalValue<'ctx>> {
        let vt = self.p.vtables.get(&r)?;
        let slots = vt.slots.clone();
        let sym = format!("_ZTV{}", crate::mangle::type_name(self.p, self.names, vt.ty?));
        if let Some(g) = self.module.get_global(&sym) {
            return Some(g);
        }
        let ptr = self.cx.ptr_type(AddressSpace::default());
        let arr = ptr.array_type(slots.len() as u32 + 2);
        let g = self.module.add_global(arr, None, &sym);
        let mut vals = vec![ptr.const_null(), ptr.const_null()];
        let mut dtor_seen = false;
        for f in slots {
            let defined = self.fns.contains_key(&f) && self.p.fns[f].body.is_some();
            if defined && self.names.get(self.p.fns[f].name).starts_with('~') {
                // A virtual destructor takes two slots: the complete-object one, then `D0`.
                let v = if dtor_seen {
                    self.deleting_dtor(f).map(|g| g.as_global_value().as_pointer_value())
                } else {
                    self.structor_callee(f, true).map(|(c, _)| c)
                };
                dtor_seen = true;
                vals.push(v.unwrap_or_else(|| self.pure_virtual().as_global_value().as_pointer_value()));
                continue;
            }
            let v = match self.fns.get(&f) {
                Some(func) if defined => func.as_global_value().as_pointer_value(),
                _ => self.pure_virtual().as_global_value().as_pointer_value(),
            };
            vals.push(v);
        }
        g.set_initializer(&ptr.const_array(&vals));
        g.set_linkage(Linkage::LinkOnceODR);
        g.set_constant(true);
        g.set_alignment(8);
        Some(g)
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
    /// `*(void**)this = &vtable[2]` for class `r`.
    pub(crate) fn store_vptr(&mut self, r: RecordId) {
        let (Some(this), Some(g)) = (self.this_ptr, self.m.vtable(r)) else { return };
        let i64t = self.m.cx.i64_type();
        let arr = g.get_value_type().into_array_type();
        let addr = unsafe { self.b.build_in_bounds_gep(arr, g.as_pointer_value(), &[i64t.const_zero(), i64t.const_int(2, false)], "vtable") }.expect("positioned");
        let _ = self.b.build_store(this, addr);
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
