//! The NVVM target policy for one sm: triple and data layout, address spaces (`__device__` 1,
//! `__shared__` 3, `__constant__` 4), kernels marked with the `ptx_kernel` calling convention
//! and `!nvvm.annotations` (`kernel`, launch bounds as `maxntidx`/`minctasm`), the module's
//! `!nvvmir.version` and `nvvm-reflect-ftz` flag, and the sm checks of builtins.

use codegen::{FunctionCx, ModuleCx};
use codegen_consts::SmInfo;
use frontend::sema::builtins::{BuiltinId, BuiltinVar};
use frontend::sema::hir::{FnId, MemorySpace, Storage, VarDecl};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, IntValue};

use crate::builtins;

pub const TRIPLE: &str = "nvptx64-nvidia-cuda";
/// What clang 19 and LLVM 19 use for nvptx64.
pub const DATA_LAYOUT: &str = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";
/// LLVM's `CallingConv::PTX_Kernel`.
pub const PTX_KERNEL_CC: u32 = 71;

/// Address spaces of NVVM IR.
pub mod space {
    pub const GENERIC: u16 = 0;
    pub const GLOBAL: u16 = 1;
    pub const SHARED: u16 = 3;
    pub const CONSTANT: u16 = 4;
}

/// The device target for one sm.
pub struct NvvmTarget {
    pub sm: &'static SmInfo,
    /// Relocatable device code (`-rdc=true`): external `__device__` symbols are left for the
    /// device linker, and kernel template instances are weak.
    pub rdc: bool,
    /// Device code alone (`--emit=ptx|llvm|cubin`): external symbols are left to whoever links
    /// it, as in `rdc`, but the linkage is the whole program's.
    pub partial: bool,
}

impl codegen::Target for NvvmTarget {
    fn target(&self) -> codegen_consts::Target {
        codegen_consts::Target::Sm(self.sm.code)
    }
    fn triple(&self) -> &str {
        TRIPLE
    }
    fn data_layout(&self) -> &str {
        DATA_LAYOUT
    }
    fn asm_arch(&self) -> frontend::sema::asm_constraints::AsmArch {
        frontend::sema::asm_constraints::AsmArch::Nvptx
    }
    fn is_device(&self) -> bool {
        true
    }
    fn global_address_space(&self, var: &VarDecl) -> u16 {
        match var.space {
            MemorySpace::Shared => space::SHARED,
            MemorySpace::Constant => space::CONSTANT,
            MemorySpace::Device | MemorySpace::Managed => space::GLOBAL,
            // A host constant copied into the module, or a static local of device code.
            MemorySpace::None if var.storage == Storage::Global => space::CONSTANT,
            MemorySpace::None => space::GLOBAL,
        }
    }
    fn mark_kernel<'ctx>(&self, m: &mut ModuleCx<'_, 'ctx>, f: FnId, func: FunctionValue<'ctx>) {
        func.set_call_conventions(PTX_KERNEL_CC);
        let cx = m.cx;
        let i32t = cx.i32_type();
        let fptr: BasicMetadataValueEnum = func.as_global_value().as_pointer_value().into();
        let kernel = cx.metadata_node(&[fptr, cx.metadata_string("kernel").into(), i32t.const_int(1, false).into()]);
        let _ = m.module.add_global_metadata("nvvm.annotations", &kernel);
        if let Some((max_threads, min_blocks)) = m.p.fns[f].launch_bounds {
            let mut ops = vec![fptr, cx.metadata_string("maxntidx").into(), i32t.const_int(max_threads as u64, false).into()];
            if let Some(b) = min_blocks {
                ops.push(cx.metadata_string("minctasm").into());
                ops.push(i32t.const_int(b as u64, false).into());
            }
            let node = cx.metadata_node(&ops);
            let _ = m.module.add_global_metadata("nvvm.annotations", &node);
        }
        kernel_attributes(m, f, fptr);
    }
    fn builtin_var<'ctx>(&self, fx: &mut FunctionCx<'_, '_, 'ctx>, var: BuiltinVar, axis: u8) -> Result<IntValue<'ctx>, String> {
        builtins::builtin_var(fx, var, axis)
    }
    fn builtin_call<'ctx>(
        &self,
        fx: &mut FunctionCx<'_, '_, 'ctx>,
        id: BuiltinId,
        args: &[BasicValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>, String> {
        builtins::call(fx, id, args)
    }
    fn tex_surf<'ctx>(
        &self,
        fx: &mut FunctionCx<'_, '_, 'ctx>,
        op: frontend::sema::tex_surf::TexSurfOp,
        args: &[frontend::sema::hir::ExprId],
        vals: &[BasicValueEnum<'ctx>],
    ) -> Result<(), String> {
        crate::tex_surf::lower(fx, op, args, vals)
    }
    fn relocatable(&self) -> bool {
        self.rdc || self.partial
    }
    fn links_kernels(&self) -> bool {
        self.rdc
    }
    fn kernel_launch<'ctx>(&self, fx: &mut FunctionCx<'_, '_, 'ctx>, e: frontend::sema::hir::ExprId) -> Result<(), String> {
        crate::device_launch::kernel_launch(fx, e)
    }
    fn supplies(&self, p: &frontend::sema::hir::Program, names: &frontend::intern::Interner, f: FnId) -> bool {
        crate::runtime::supplies(p, names, f)
    }
    fn external_call<'ctx>(
        &self,
        fx: &mut FunctionCx<'_, '_, 'ctx>,
        f: FnId,
        args: &[BasicValueEnum<'ctx>],
    ) -> Option<Result<Option<BasicValueEnum<'ctx>>, String>> {
        crate::runtime::external_call(fx, f, args)
    }
    /// LLVM 19's NVPTX backend selects neither `fence` nor acquire and release loads and
    /// stores: the atomic builtins bracket relaxed accesses with `membar.sys` (GCC's atomics
    /// are system-wide).
    fn orders_atomics(&self) -> bool {
        false
    }
    /// `membar.sys`; a signal fence is nothing, as a GPU thread has no signal handlers.
    fn fence<'ctx>(&self, fx: &mut FunctionCx<'_, '_, 'ctx>, _: inkwell::AtomicOrdering, single_thread: bool) -> Result<(), String> {
        if single_thread {
            return Ok(());
        }
        builtins::membar_sys(fx)
    }
    fn check_builtin(&self, id: BuiltinId) -> Result<(), String> {
        if id.overload().function().key.starts_with("gnu.va_") {
            return Err("device code has no variadic functions (`va_start` and friends are host-only)".into());
        }
        if id.overload().function().key == "gnu.alloca" {
            return Err("device code has no dynamic stack allocation yet (`__builtin_alloca` is host-only)".into());
        }
        let need = id.overload().min_sm;
        if self.sm.arch < need {
            return Err(format!("it needs sm_{need} or newer"));
        }
        Ok(())
    }
    fn finish_module(&self, m: &mut ModuleCx<'_, '_>) {
        let cx = m.cx;
        let i32t = cx.i32_type();
        let version = cx.metadata_node(&[i32t.const_int(2, false).into(), i32t.const_int(0, false).into()]);
        let _ = m.module.add_global_metadata("nvvmir.version", &version);
        // `nvvm-reflect-ftz` is the floating-point mode's (`fp_mode.rs`).
        // `__managed__` variables are annotated as clang does.
        for v in m.plan.vars.clone() {
            if m.p.vars[v].space == MemorySpace::Managed {
                let g = m.global(v);
                let node = cx.metadata_node(&[g.as_pointer_value().into(), cx.metadata_string("managed").into(), i32t.const_int(1, false).into()]);
                let _ = m.module.add_global_metadata("nvvm.annotations", &node);
            }
        }
    }
}

/// The `!nvvm.annotations` of `__grid_constant__` parameters (`grid_constant`, their 1-based
/// indices; from sm_70 and PTX 7.7, where LLVM passes them as `.param` space without a copy; on
/// older sms they stay ordinary by-value parameters, which a `const` parameter cannot tell
/// apart) and of `__cluster_dims__` (`cluster_dim_x/y/z`, emitted as `.reqnctapercluster`; an
/// error before sm_90, which has no clusters).
fn kernel_attributes<'ctx>(m: &mut ModuleCx<'_, 'ctx>, f: FnId, fptr: BasicMetadataValueEnum<'ctx>) {
    use codegen_consts::Feature;
    let (cx, p) = (m.cx, m.p);
    let i32t = cx.i32_type();
    let codegen_consts::Target::Sm(code) = m.target.target() else { return };
    let grid: Vec<u64> = p.fns[f].params.iter().enumerate().filter(|(_, v)| p.grid_constant.contains(v)).map(|(i, _)| i as u64 + 1).collect();
    if !grid.is_empty() && codegen_consts::features::sm_has(code, Feature::GridConstant) {
        m.features.insert(Feature::GridConstant);
        // `!{ptr @k, !"grid_constant", !{i32 1, ...}}`: the list must stay a node, which
        // inkwell's value-based `metadata_node` flattens, so it is built on metadata refs.
        let BasicMetadataValueEnum::PointerValue(fv) = fptr else { return };
        // SAFETY: LLVM C API calls on values of this module's context.
        unsafe {
            use inkwell::llvm_sys::core;
            use inkwell::values::AsValueRef;
            let c = cx.raw();
            let md = |v: inkwell::llvm_sys::prelude::LLVMValueRef| core::LLVMValueAsMetadata(v);
            let mut items: Vec<_> = grid.iter().map(|&i| md(i32t.const_int(i, false).as_value_ref())).collect();
            let list = core::LLVMMDNodeInContext2(c, items.as_mut_ptr(), items.len());
            let key = "grid_constant";
            let key = core::LLVMMDStringInContext2(c, key.as_ptr().cast(), key.len());
            let mut ops = [md(fv.as_value_ref()), key, list];
            let node = core::LLVMMDNodeInContext2(c, ops.as_mut_ptr(), ops.len());
            core::LLVMAddNamedMetadataOperand(m.module.as_mut_ptr(), c"nvvm.annotations".as_ptr(), core::LLVMMetadataAsValue(c, node));
        }
    }
    let Some(dims) = p.cluster_dims.get(&f) else { return };
    if !codegen_consts::features::sm_has(code, Feature::Clusters) {
        let name = m.names.get(p.fns[f].name).to_string();
        let span = p.fns[f].span;
        m.error(codegen::diags::FEATURE_UNAVAILABLE, span, format!("kernel `{name}` has `__cluster_dims__`, but thread-block clusters need sm_90 or later"));
        return;
    }
    m.features.insert(Feature::Clusters);
    let mut ops = vec![fptr];
    for (axis, &d) in ["cluster_dim_x", "cluster_dim_y", "cluster_dim_z"].iter().zip(dims) {
        ops.push(cx.metadata_string(axis).into());
        ops.push(i32t.const_int(u64::from(d), false).into());
    }
    let node = cx.metadata_node(&ops);
    let _ = m.module.add_global_metadata("nvvm.annotations", &node);
}
