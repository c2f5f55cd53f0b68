//! How a device function receives its parameters and returns its value, as clang 19's
//! `NVPTXABIInfo` does it (see `/work/shared/reference/nvvm-llvm19.md` §4.1-4.2):
//!
//! ```text
//! record (struct, union, class) parameter  -> ptr byval(%T) align A   (A the C++ alignment,
//!                                             alignas included; the callee owns the copy)
//! bool, char, short and enums over them    -> zeroext (bool, unsigned) / signext (signed)
//! a returned class not trivial for calls   -> ptr sret(%T) align A, the first parameter
//!   (a user-written copy or move            (before `this`); the function returns void and
//!   constructor or destructor)              builds its result there (Itanium C++ ABI §3.1.3)
//! every other parameter, and the return    -> the value itself (records returned directly)
//! ```
//!
//! A by-value parameter of a class not trivial for calls is passed `byval` like any record
//! (what clang does on NVPTX).
//!
//! So NVPTX emits `.param .align A .b8 [N]` for every by-value record, which is what the host
//! stub lays out.
//!
//! Host functions must agree with other compilers' (libstdc++'s `steady_clock::now()`, the CUDA
//! runtime's `cudaLaunchKernel(…, dim3, dim3, …)`), so there a record trivial for calls goes as
//! the platform C ABI says, which the target classifies ([`Target::c_params`], x86-64 SysV in
//! `codegen/host/src/abi.rs`): in registers as one LLVM value (a scalar, or a literal struct of
//! the eightbytes' types, which LLVM's x86-64 lowering assigns to the same registers as clang's
//! separate parameters), or in memory (`byval` parameters, `sret` returns). A class not trivial
//! for calls is passed by address and returned through `sret` on every target. `bool`, `char`
//! and `short` values are `zeroext`/`signext` on the host too (GCC-compiled callees such as
//! libstdc++'s `num_put::do_put(…, bool)` read the whole register), and complex values go as
//! the psABI says (`host_complex_abi`).

use frontend::sema::hir::FnId;
use frontend::sema::types::{Type, TypeId};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::types::{AnyType, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, CallSiteValue, FunctionValue};

use crate::module_cx::ModuleCx;

/// How one parameter (or the return value) of a device function is passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamAbi<'ctx> {
    /// As the LLVM value itself.
    Direct,
    /// As the value, marked `signext` (signed types) or `zeroext` (bool, unsigned types).
    Ext { signed: bool },
    /// As a pointer to a copy of the record: `ptr byval(ty) align align`.
    ByVal { ty: BasicTypeEnum<'ctx>, align: u32 },
    /// Host: a class not trivial for calls, as the address of a copy the caller made (and
    /// destroys after the call): a plain `ptr` (x86-64 psABI / Itanium C++ ABI §3.1.2).
    Indirect,
    /// A return value built by the callee at the address the caller passes as the first
    /// parameter: `ptr sret(ty) align align`; the function returns void.
    SRet { ty: BasicTypeEnum<'ctx>, align: u32 },
    /// Host: a record trivial for calls in registers, as the LLVM value `ty` holding the
    /// record's bytes (a scalar, or a literal struct of one type per eightbyte).
    Coerced { ty: BasicTypeEnum<'ctx> },
}

/// How the platform C ABI passes one parameter or return value (a target's classification).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CPassing<'ctx> {
    /// As the LLVM value itself (scalars).
    Direct,
    /// A record in registers, as the LLVM value of this type.
    Registers(BasicTypeEnum<'ctx>),
    /// A record in memory: a `byval` copy, or for a return value an `sret` slot.
    Memory,
}

impl<'a, 'ctx> ModuleCx<'a, 'ctx> {
    /// How a parameter of type `t` is passed on this target.
    pub fn param_abi(&mut self, t: TypeId) -> ParamAbi<'ctx> {
        if self.p.types.is_reference(t) {
            return ParamAbi::Direct;
        }
        if !self.target.is_device() {
            if let Some(abi) = self.host_complex_abi(t, false) {
                return abi;
            }
            if self.non_trivial_for_calls(t) {
                return ParamAbi::Indirect;
            }
            if self.p.types.is_record(self.p.types.unqual(t)) {
                return ParamAbi::Direct;
            }
            // x86-64 psABI: the caller extends `bool`, `char` and `short` arguments to 32 bits
            // (what libstdc++'s `num_put::do_put(..., bool)`, compiled by GCC, reads).
            return self.ext_abi(t);
        }
        if self.p.types.is_record(self.p.types.unqual(t)) {
            let ty = self.mem_ty(t);
            let (_, align) = self.size_align(t);
            return ParamAbi::ByVal { ty, align: align.max(1) as u32 };
        }
        self.ext_abi(t)
    }

    /// How a return value of type `t` is passed on this target (records directly, except
    /// classes not trivial for calls: `sret`).
    pub fn return_abi(&mut self, t: TypeId) -> ParamAbi<'ctx> {
        if self.p.types.is_reference(t) {
            return ParamAbi::Direct;
        }
        if !self.target.is_device() {
            if let Some(abi) = self.host_complex_abi(t, true) {
                return abi;
            }
        }
        if self.p.types.is_record(self.p.types.unqual(t)) || !self.target.is_device() {
            let ty = self.mem_ty(t);
            let (_, align) = self.size_align(t);
            let sret = ParamAbi::SRet { ty, align: align.max(1) as u32 };
            if self.non_trivial_for_calls(t) {
                return sret;
            }
            if self.p.types.is_record(self.p.types.unqual(t)) {
                let target = self.target;
                match target.c_return(&self.td, ty) {
                    Some(CPassing::Registers(ty)) => return ParamAbi::Coerced { ty },
                    Some(CPassing::Memory) => return sret,
                    _ => {}
                }
                return ParamAbi::Direct;
            }
            // Returned `bool`, `char` and `short` values are extended as parameters are.
            return self.ext_abi(t);
        }
        self.ext_abi(t)
    }

    /// How each parameter of HIR function type `fn_ty` (after `this` when `this`) is passed:
    /// [`ModuleCx::param_abi`], with by-value records as the target's C ABI classifies the
    /// whole signature (registers run out: the record goes to memory).
    pub fn param_abis(&mut self, fn_ty: TypeId, this: bool) -> Vec<ParamAbi<'ctx>> {
        let Some((ret, params)) = self.p.types.fn_sig(fn_ty).map(|(r, ps, _)| (r, ps.to_vec())) else {
            return Vec::new();
        };
        let params: Vec<TypeId> = params.into_iter().filter(|&q| !self.p.types.is_void(q)).collect();
        let mut abis: Vec<ParamAbi<'ctx>> = params.iter().map(|&q| self.param_abi(q)).collect();
        if self.target.is_device() {
            return abis;
        }
        let ptr: BasicTypeEnum<'ctx> = self.ptr().into();
        let mut llvm: Vec<BasicTypeEnum<'ctx>> = Vec::new();
        let hidden = usize::from(self.sret_of(ret).is_some()) + usize::from(this);
        llvm.extend(std::iter::repeat(ptr).take(hidden));
        for (&q, abi) in params.iter().zip(&abis) {
            let ty = match abi {
                ParamAbi::ByVal { .. } | ParamAbi::Indirect => ptr,
                _ => self.val_ty(q).unwrap_or(ptr),
            };
            llvm.push(ty);
        }
        let target = self.target;
        let Some(passing) = target.c_params(&self.td, &llvm) else { return abis };
        for (i, &q) in params.iter().enumerate() {
            if abis[i] != ParamAbi::Direct || !self.p.types.is_record(self.p.types.unqual(q)) {
                continue;
            }
            abis[i] = match passing.get(hidden + i) {
                Some(CPassing::Registers(ty)) => ParamAbi::Coerced { ty: *ty },
                Some(CPassing::Memory) => {
                    let ty = self.mem_ty(q);
                    let (_, align) = self.size_align(q);
                    // x86-64 aligns stack arguments to at least 8 bytes.
                    ParamAbi::ByVal { ty, align: align.max(8) as u32 }
                }
                _ => ParamAbi::Direct,
            };
        }
        abis
    }

    /// How the x86-64 psABI passes a complex parameter or return value (`ret`), `None` for other
    /// types: `_Complex float` is one SSE eightbyte (`<2 x float>`, as clang passes it);
    /// `_Complex double` two SSE eightbytes, the `{ double, double }` value that LLVM spreads
    /// over two registers; `_Complex long double` is in memory as a parameter and in `st0`,
    /// `st1` as a return value (class COMPLEX_X87), the `{ x86_fp80, x86_fp80 }` value.
    fn host_complex_abi(&mut self, t: TypeId, ret: bool) -> Option<ParamAbi<'ctx>> {
        let elem = self.p.types.complex_elem(t)?;
        Some(match self.p.types.kind(elem) {
            Type::Float(frontend::sema::types::FloatKind::Float) => {
                ParamAbi::Coerced { ty: self.cx.f32_type().vec_type(2).into() }
            }
            Type::Float(frontend::sema::types::FloatKind::LongDouble) if !ret => {
                ParamAbi::ByVal { ty: self.mem_ty(t), align: 16 }
            }
            _ => ParamAbi::Direct,
        })
    }

    /// Whether class type `t` is not trivial for the purposes of calls: it has a destructor
    /// (circlec gives a class one only when it or a member needs it), a copy or move
    /// constructor (sema declares the implicit ones only when they run user code), or a
    /// vtable pointer.
    pub fn non_trivial_for_calls(&self, t: TypeId) -> bool {
        let p = self.p;
        p.types.record_of(p.types.unqual(t)).is_some_and(|r| p.non_trivial_for_calls.contains(&r))
    }

    /// The `sret` type and alignment of functions returning `ret`, if they return through one.
    pub fn sret_of(&mut self, ret: TypeId) -> Option<(BasicTypeEnum<'ctx>, u32)> {
        match self.return_abi(ret) {
            ParamAbi::SRet { ty, align } => Some((ty, align)),
            _ => None,
        }
    }

    /// `signext`/`zeroext` for the promotable integer types (enums by their underlying type).
    fn ext_abi(&self, t: TypeId) -> ParamAbi<'ctx> {
        let types = &self.p.types;
        let mut t = types.unqual(t);
        if let Type::Enum(e) = *types.kind(t) {
            t = types.unqual(self.p.enums[e].underlying);
        }
        match *types.kind(t) {
            Type::Bool => ParamAbi::Ext { signed: false },
            Type::Int(k) if k.size() < 4 && k.rank() < 3 => ParamAbi::Ext { signed: k.is_signed() },
            _ => ParamAbi::Direct,
        }
    }

    /// The LLVM type a parameter of type `t` passed as `abi` has in function types (`None` for
    /// `void`).
    pub fn param_ty(&mut self, t: TypeId, abi: ParamAbi<'ctx>) -> Option<BasicTypeEnum<'ctx>> {
        match abi {
            ParamAbi::ByVal { .. } | ParamAbi::Indirect => Some(self.ptr().into()),
            ParamAbi::Coerced { ty } => Some(ty),
            _ => self.val_ty(t),
        }
    }

    /// The LLVM return type of a function returning `t` (`None` for `void` and `sret`).
    pub fn ret_ty(&mut self, t: TypeId) -> Option<BasicTypeEnum<'ctx>> {
        match self.return_abi(t) {
            ParamAbi::SRet { .. } => None,
            ParamAbi::Coerced { ty } => Some(ty),
            _ => self.val_ty(t),
        }
    }

    /// The attributes of `abi` (empty for `Direct`).
    fn abi_attributes(&self, abi: ParamAbi<'ctx>) -> Vec<Attribute> {
        let kind = Attribute::get_named_enum_kind_id;
        match abi {
            ParamAbi::Direct | ParamAbi::Indirect | ParamAbi::Coerced { .. } => Vec::new(),
            ParamAbi::Ext { signed } => {
                vec![self.cx.create_enum_attribute(kind(if signed { "signext" } else { "zeroext" }), 0)]
            }
            ParamAbi::ByVal { ty, align } => vec![
                self.cx.create_type_attribute(kind("byval"), ty.as_any_type_enum()),
                self.cx.create_enum_attribute(kind("align"), align as u64),
            ],
            ParamAbi::SRet { ty, align } => vec![
                self.cx.create_type_attribute(kind("sret"), ty.as_any_type_enum()),
                self.cx.create_enum_attribute(kind("align"), align as u64),
            ],
        }
    }

    /// The (LLVM parameter index, attributes) of a function of HIR type `fn_ty`, `this` first
    /// when `this`, and the return value's attributes.
    fn abi_attribute_list(&mut self, fn_ty: TypeId, this: bool) -> (Vec<(u32, Vec<Attribute>)>, Vec<Attribute>) {
        let Some(ret) = self.p.types.fn_sig(fn_ty).map(|(r, _, _)| r) else {
            return (Vec::new(), Vec::new());
        };
        let mut out = Vec::new();
        let sret = if self.p.types.is_void(ret) { ParamAbi::Direct } else { self.return_abi(ret) };
        let sret = matches!(sret, ParamAbi::SRet { .. }).then_some(sret);
        if let Some(abi) = sret {
            out.push((0, self.abi_attributes(abi)));
        }
        let mut index = u32::from(this) + u32::from(sret.is_some());
        for abi in self.param_abis(fn_ty, this) {
            out.push((index, self.abi_attributes(abi)));
            index += 1;
        }
        let r = if self.p.types.is_void(ret) || sret.is_some() {
            Vec::new()
        } else {
            let abi = self.return_abi(ret);
            self.abi_attributes(abi)
        };
        (out, r)
    }

    /// Adds the ABI attributes of HIR function type `fn_ty` to the declaration `func`.
    pub fn add_abi_attributes(&mut self, func: FunctionValue<'ctx>, fn_ty: TypeId, this: bool) {
        let (params, ret) = self.abi_attribute_list(fn_ty, this);
        for (i, attrs) in params {
            for a in attrs {
                func.add_attribute(AttributeLoc::Param(i), a);
            }
        }
        for a in ret {
            func.add_attribute(AttributeLoc::Return, a);
        }
    }

    /// Adds the ABI attributes of HIR function type `fn_ty` to the call `call`.
    pub fn add_call_abi_attributes(&mut self, call: CallSiteValue<'ctx>, fn_ty: TypeId, this: bool) {
        let (params, ret) = self.abi_attribute_list(fn_ty, this);
        for (i, attrs) in params {
            for a in attrs {
                call.add_attribute(AttributeLoc::Param(i), a);
            }
        }
        for a in ret {
            call.add_attribute(AttributeLoc::Return, a);
        }
    }
}

impl<'a, 'ctx> ModuleCx<'a, 'ctx> {
    /// Marks `noalias` the parameters of `f` declared restrict at the top level
    /// (`T* __restrict__ p`, `T& __restrict__ r`), as clang does on every target: it lets
    /// NVPTX load read-only data through the non-coherent cache (`ld.global.nc`).
    pub fn add_restrict_attributes(&mut self, func: FunctionValue<'ctx>, f: FnId, this: bool) {
        let d = &self.p.fns[f];
        let params = d.params.clone();
        let mut index = u32::from(this) + u32::from(self.sret_of(d.ret).is_some());
        for v in params {
            let t = self.p.vars[v].ty;
            let types = &self.p.types;
            if self.p.restrict_params.contains(&v) && (types.is_pointer(t) || types.is_reference(t)) {
                let attr = self.cx.create_enum_attribute(Attribute::get_named_enum_kind_id("noalias"), 0);
                func.add_attribute(AttributeLoc::Param(index), attr);
            }
            index += 1;
        }
    }
}

/// A value to pass for a by-value argument: the value itself, or for `ByVal` and `Indirect`
/// the address of a fresh copy made by the caller, which destroys it at the end of the
/// full-expression (Itanium C++ ABI: the caller destroys by-value arguments).
pub fn pass_arg<'ctx>(fx: &mut crate::FunctionCx<'_, '_, 'ctx>, abi: ParamAbi<'ctx>, t: TypeId, v: BasicValueEnum<'ctx>) -> BasicValueEnum<'ctx> {
    match abi {
        ParamAbi::ByVal { .. } | ParamAbi::Indirect => {
            let slot = fx.alloca(t, "byval");
            fx.store(slot, v, t);
            fx.push_temporary(slot, t);
            slot.into()
        }
        ParamAbi::Coerced { ty } => reinterpret(fx, v, ty, t),
        _ => v,
    }
}

/// `v` reinterpreted as LLVM type `to`, through a stack slot big and aligned enough for both
/// (a record's value and its registers' `Coerced` value hold the same bytes; a 12-byte record
/// travels as `{ i64, i32 }`, 16 bytes). `t` is the record's HIR type, for its alignment.
pub fn reinterpret<'ctx>(fx: &mut crate::FunctionCx<'_, '_, 'ctx>, v: BasicValueEnum<'ctx>, to: BasicTypeEnum<'ctx>, t: TypeId) -> BasicValueEnum<'ctx> {
    let from = v.get_type();
    let slot = coerce_slot(fx, from, to, t);
    let _ = fx.b.build_store(slot, v);
    fx.b.build_load(to, slot, "coerce").unwrap_or(v)
}

/// A stack slot for record `t` and its `Coerced` value of LLVM type `c`: the larger of the two,
/// aligned for both.
pub fn coerce_slot<'ctx>(fx: &mut crate::FunctionCx<'_, '_, 'ctx>, a: BasicTypeEnum<'ctx>, b: BasicTypeEnum<'ctx>, t: TypeId) -> inkwell::values::PointerValue<'ctx> {
    let td = &fx.m.td;
    let big = if td.get_abi_size(&a) >= td.get_abi_size(&b) { a } else { b };
    let (_, align) = fx.m.size_align(t);
    let td = &fx.m.td;
    let align = (align.max(1) as u32).max(td.get_abi_alignment(&a)).max(td.get_abi_alignment(&b));
    fx.alloca_raw(big, align, "coerce")
}

/// A record argument passed by address (`ByVal`, `Indirect`): built by the caller directly in
/// the copy it passes (a copy constructor runs there, as in clang), destroyed at the end of
/// the full-expression. `None` for arguments passed as values.
pub fn arg_in_place<'ctx>(fx: &mut crate::FunctionCx<'_, '_, 'ctx>, t: TypeId, abi: ParamAbi<'ctx>, arg: frontend::sema::hir::ExprId) -> Option<inkwell::values::PointerValue<'ctx>> {
    if !matches!(abi, ParamAbi::ByVal { .. } | ParamAbi::Indirect) {
        return None;
    }
    let slot = fx.alloca(t, "byval");
    fx.init_into(slot, t, arg);
    fx.push_temporary(slot, t);
    Some(slot)
}

/// Host: a kernel launch's argument of class type `t` not trivial for calls: built in a copy
/// (its copy constructor runs there), whose value goes to the launch; the launch destroys the
/// copy after it with [`destroy_launch_arg`], as clang's host code does.
pub fn launch_arg<'ctx>(fx: &mut crate::FunctionCx<'_, '_, 'ctx>, t: TypeId, arg: frontend::sema::hir::ExprId) -> (BasicValueEnum<'ctx>, inkwell::values::PointerValue<'ctx>) {
    let slot = fx.alloca(t, "launch.arg");
    fx.init_into(slot, t, arg);
    (fx.load(slot, t), slot)
}

/// Destroys the copy [`launch_arg`] made (when its class has a destructor).
pub fn destroy_launch_arg<'ctx>(fx: &mut crate::FunctionCx<'_, '_, 'ctx>, t: TypeId, slot: inkwell::values::PointerValue<'ctx>) {
    let p = fx.m.p;
    if let Some(d) = p.types.record_of(p.types.unqual(t)).and_then(|r| p.records[r].dtor) {
        let _ = fx.call_structor(d, true, &[slot.into()]);
    }
}

/// The most bytes of kernel parameters sm `code` accepts: 4,096 before sm_70, 32,764 from it.
pub fn kernel_param_limit(code: u32) -> u64 {
    let arch = codegen_consts::sm_info(code).map_or(code, |i| i.arch);
    if arch >= 70 {
        32_764
    } else {
        4_096
    }
}

impl<'a, 'ctx> ModuleCx<'a, 'ctx> {
    /// The bytes the `.param` space of kernel `f` takes: each parameter at its alignment.
    pub fn kernel_param_bytes(&self, f: FnId) -> u64 {
        let d = &self.p.fns[f];
        let mut end = 0u64;
        for &v in &d.params {
            let t = self.p.vars[v].ty;
            let (size, align) = if self.p.types.is_reference(t) || self.p.types.is_pointer(t) { (8, 8) } else { self.size_align(t) };
            let align = align.max(1);
            end = end.div_ceil(align) * align + size;
        }
        end
    }

    /// Reports kernel `f` when its parameters exceed the limit of this target's sm.
    pub fn check_kernel_param_size(&mut self, f: FnId) {
        let codegen_consts::Target::Sm(code) = self.target.target() else { return };
        let limit = kernel_param_limit(code);
        let bytes = self.kernel_param_bytes(f);
        if bytes > 4_096 && bytes <= limit {
            // PTX before 8.1 caps a kernel's parameters near 4 KiB whatever the sm: ptxas
            // rejected larger ones in PTX 6.0, sm_70's default.
            self.features.insert(codegen_consts::Feature::LargeKernelParams);
        }
        if bytes <= limit {
            return;
        }
        let d = &self.p.fns[f];
        let name = self.names.get(d.name).to_string();
        let sm = self.target.target().name();
        let msg = format!("the parameters of kernel `{name}` take {bytes} bytes, more than the {limit} bytes {sm} allows");
        self.diags.push(
            frontend::diag::Diagnostic::error(crate::diags::KERNEL_PARAMS_TOO_LARGE, d.span, msg)
                .with_label("kernel declared here")
                .with_note(if limit < 32_764 {
                    "pass large data through a pointer to device memory, or target sm_70 or later (32,764 bytes)"
                } else {
                    "pass large data through a pointer to device memory"
                }),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::kernel_param_limit;

    #[track_caller]
    fn check(sm: u32, expected: u64) {
        assert_eq!(kernel_param_limit(sm), expected, "sm_{sm}");
    }

    #[test]
    fn limits_per_sm() {
        check(50, 4_096);
        check(52, 4_096);
        check(61, 4_096);
        check(70, 32_764);
        check(86, 32_764);
        check(codegen_consts::SM_90A, 32_764);
    }
}
