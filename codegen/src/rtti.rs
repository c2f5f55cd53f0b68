//! Run-time type information for exceptions (host): the `std::type_info` object of a type as
//! the Itanium C++ ABI lays it out, which `__cxa_throw` receives and each handler's landing pad
//! clause names. The C++ runtime (libsupc++) defines those of the fundamental types and of
//! pointers to them (`_ZTIi`, `_ZTIPKc`), and a class's is defined with its key function (its
//! first virtual function that is neither pure nor inline): when that is not defined in this
//! translation unit (`std::invalid_argument`'s, in libstdc++.so) the symbol is referenced.
//! Otherwise circlec defines it, `linkonce_odr`, with its name string `_ZTS<type>`: a
//! `__class_type_info` for a class without bases, `__si_class_type_info` for one public
//! non-virtual base at offset 0, `__vmi_class_type_info` for other non-virtual bases,
//! `__pointer_type_info` for other pointers and `__enum_type_info` for enumerations. The
//! runtime compares type_infos by their name strings, so every module's copy matches.

use frontend::sema::hir::{Inline, RecordId};
use frontend::sema::types::{Type, TypeId};
use inkwell::module::Linkage;
use inkwell::values::{BasicValueEnum, GlobalValue, PointerValue};
use inkwell::AddressSpace;

use crate::module_cx::ModuleCx;

impl<'a, 'ctx> ModuleCx<'a, 'ctx> {
    /// The address of the `std::type_info` of `t` (cv-unqualified), or why there is none.
    pub fn rtti(&mut self, t: TypeId) -> Result<PointerValue<'ctx>, String> {
        let t = self.p.types.unqual(t);
        let code = crate::mangle::type_name(self.p, self.names, t);
        let sym = format!("_ZTI{code}");
        if let Some(g) = self.module.get_global(&sym) {
            return Ok(g.as_pointer_value());
        }
        if self.runtime_defines(t) {
            return Ok(self.external_global(&sym).as_pointer_value());
        }
        let i32t = self.cx.i32_type();
        let i64t = self.cx.i64_type();
        let fields: Vec<BasicValueEnum<'ctx>> = if let Some(r) = self.p.types.record_of(t) {
            if let Some(key) = self.key_function(r) {
                if self.p.fns[key].body.is_none() {
                    return Ok(self.external_global(&sym).as_pointer_value());
                }
            }
            let bases = self.p.bases.get(&r).cloned().unwrap_or_default();
            if bases.iter().any(|b| b.is_virtual) {
                return Err("a class with virtual bases as an exception type".into());
            }
            let name = self.type_name_string(&code);
            let offsets: Vec<u64> = bases
                .iter()
                .map(|b| b.field.and_then(|f| self.p.records[r].layout.as_ref().and_then(|l| l.offsets.get(f as usize).copied())).unwrap_or(0))
                .collect();
            match bases.len() {
                0 => vec![self.abi_vtable("17__class_type_info").into(), name.into()],
                1 if offsets[0] == 0 => {
                    let base = self.record_rtti(bases[0].record)?;
                    vec![self.abi_vtable("20__si_class_type_info").into(), name.into(), base.into()]
                }
                n => {
                    let mut v: Vec<BasicValueEnum<'ctx>> =
                        vec![self.abi_vtable("21__vmi_class_type_info").into(), name.into(), i32t.const_zero().into(), i32t.const_int(n as u64, false).into()];
                    for (b, off) in bases.iter().zip(offsets) {
                        let base = self.record_rtti(b.record)?;
                        // `__offset_flags`: the offset above the flag bits; 2 is `public`.
                        v.push(base.into());
                        v.push(i64t.const_int((off << 8) | 2, false).into());
                    }
                    v
                }
            }
        } else if let Some(pointee) = self.p.types.pointee(t) {
            let cv = self.p.types.cv(pointee);
            let flags = u64::from(cv.is_const()) | (u64::from(cv.is_volatile()) << 1);
            let inner = self.rtti(pointee)?;
            let name = self.type_name_string(&code);
            vec![self.abi_vtable("19__pointer_type_info").into(), name.into(), i32t.const_int(flags, false).into(), inner.into()]
        } else if self.p.types.is_enum(t) {
            let name = self.type_name_string(&code);
            vec![self.abi_vtable("16__enum_type_info").into(), name.into()]
        } else {
            let shown = crate::mangle::type_name(self.p, self.names, t);
            return Err(format!("type information for the type `{shown}`"));
        };
        let ty = self.cx.struct_type(&fields.iter().map(|f| f.get_type()).collect::<Vec<_>>(), false);
        let g = self.module.add_global(ty, None, &sym);
        g.set_initializer(&ty.const_named_struct(&fields));
        g.set_linkage(Linkage::LinkOnceODR);
        g.set_constant(true);
        g.set_alignment(8);
        Ok(g.as_pointer_value())
    }

    /// The type_info of class `r` (a base class, whose type sema interned).
    fn record_rtti(&mut self, r: RecordId) -> Result<PointerValue<'ctx>, String> {
        let t = self.p.types.find(&Type::Record(r)).ok_or_else(|| "a class whose base has no type".to_string())?;
        self.rtti(t)
    }

    /// Whether the C++ runtime defines the type_info of `t`: a fundamental type, or a pointer
    /// to one (its pointee possibly `const`).
    fn runtime_defines(&self, t: TypeId) -> bool {
        let fundamental = |t: TypeId| matches!(self.p.types.get(t), Type::Void | Type::Bool | Type::Int(_) | Type::Float(_) | Type::NullPtr);
        if fundamental(t) {
            return true;
        }
        let Some(pointee) = self.p.types.pointee(t) else { return false };
        let cv = self.p.types.cv(pointee);
        !cv.is_volatile() && fundamental(self.p.types.unqual(pointee))
    }

    /// The key function of class `r`: its first virtual function that is neither pure nor
    /// inline. The type_info and vtable are defined where it is.
    fn key_function(&self, r: RecordId) -> Option<frontend::sema::hir::FnId> {
        let vt = self.p.vtables.get(&r)?;
        self.p.records[r].methods.iter().copied().find(|m| {
            vt.slots.contains(m) && !self.p.pure_virtuals.contains(m) && self.p.fns[*m].inline == Inline::No && !self.p.fns[*m].constexpr
        })
    }

    /// A global another module (the C++ runtime) defines.
    fn external_global(&mut self, sym: &str) -> GlobalValue<'ctx> {
        if let Some(g) = self.module.get_global(sym) {
            return g;
        }
        let ptr = self.cx.ptr_type(AddressSpace::default());
        self.module.add_global(ptr, None, sym)
    }

    /// The address point of the vtable of the runtime's `__cxxabiv1::<name>` (`name` with its
    /// length prefix): two pointers into `_ZTVN10__cxxabiv1<name>E`.
    fn abi_vtable(&mut self, name: &str) -> PointerValue<'ctx> {
        let g = self.external_global(&format!("_ZTVN10__cxxabiv1{name}E"));
        let i8t = self.cx.i8_type();
        let off = self.cx.i64_type().const_int(16, false);
        unsafe { g.as_pointer_value().const_in_bounds_gep(i8t, &[off]) }
    }

    /// `_ZTS<code>`: the type's name string, `linkonce_odr`.
    fn type_name_string(&mut self, code: &str) -> PointerValue<'ctx> {
        let sym = format!("_ZTS{code}");
        if let Some(g) = self.module.get_global(&sym) {
            return g.as_pointer_value();
        }
        let init = self.cx.const_string(code.as_bytes(), true);
        let g = self.module.add_global(init.get_type(), None, &sym);
        g.set_initializer(&init);
        g.set_linkage(Linkage::LinkOnceODR);
        g.set_constant(true);
        g.set_alignment(1);
        g.as_pointer_value()
    }
}
