//! The small target trait: what differs between the device (NVVM) and host modules, stated as
//! policy rather than IR building. The shared lowering asks the target for its triple and data
//! layout, the address space of each global, what a `__global__` function becomes, and how to
//! lower builtin variables and builtin calls; everything else is target-independent.

use frontend::sema::builtins::{BuiltinId, BuiltinVar};
use frontend::sema::hir::{ExprId, FnId, VarDecl};
use inkwell::targets::TargetData;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue};

pub use crate::abi::CPassing;
use crate::function::FunctionCx;
use crate::module_cx::ModuleCx;

/// The hooks a target provides. Implementations live in `codegen/nvvm` and `codegen/host`.
pub trait Target: Sync {
    /// The codegen-constant target (`__nvvm_arch` and friends take their values from it).
    fn target(&self) -> codegen_consts::Target;
    /// The LLVM triple, e.g. `nvptx64-nvidia-cuda`.
    fn triple(&self) -> &str;
    /// The LLVM data layout string.
    fn data_layout(&self) -> &str;
    /// The instruction set of this target's inline assembly (PTX or x86-64): which constraint
    /// letters and clobbers it has (`inline_asm.rs`).
    fn asm_arch(&self) -> frontend::sema::asm_constraints::AsmArch;
    /// True for device targets: roots are kernels and `__device__` entities, host-only
    /// functions are errors.
    fn is_device(&self) -> bool;
    /// The address space of a global variable (static storage) in this target's modules.
    fn global_address_space(&self, var: &VarDecl) -> u16;
    /// Marks a defined `__global__` function (calling convention, annotations, launch bounds).
    fn mark_kernel<'ctx>(&self, m: &mut ModuleCx<'_, 'ctx>, f: FnId, func: FunctionValue<'ctx>);
    /// What `&kernel` is in this target's code, where the kernel itself is not in the module:
    /// the host's launch stub, the handle the CUDA runtime knows the kernel by (nvcc's too).
    /// `None` where a kernel's address has no such stand-in.
    fn kernel_handle<'ctx>(&self, _m: &mut ModuleCx<'_, 'ctx>, _kernel: FnId) -> Option<FunctionValue<'ctx>> {
        None
    }
    /// How the platform's C ABI passes each parameter of a function whose LLVM parameter types
    /// are `params` in order (a record by value as its memory type, whatever is passed by
    /// address as a pointer), registers counted across the whole list. `None` where circlec's
    /// own rules apply (device code, whose every caller circlec compiles).
    fn c_params<'ctx>(&self, _td: &TargetData, _params: &[BasicTypeEnum<'ctx>]) -> Option<Vec<CPassing<'ctx>>> {
        None
    }
    /// How the platform's C ABI returns a record of LLVM type `ret`; `None` as for
    /// [`Target::c_params`].
    fn c_return<'ctx>(&self, _td: &TargetData, _ret: BasicTypeEnum<'ctx>) -> Option<CPassing<'ctx>> {
        None
    }
    /// One axis of `threadIdx`, `blockIdx`, `blockDim`, `gridDim`, or `warpSize` (axis 0).
    fn builtin_var<'ctx>(&self, fx: &mut FunctionCx<'_, '_, 'ctx>, var: BuiltinVar, axis: u8) -> Result<IntValue<'ctx>, String>;
    /// A call of a builtin function with its converted arguments; `Ok(None)` for `void`.
    fn builtin_call<'ctx>(
        &self,
        fx: &mut FunctionCx<'_, '_, 'ctx>,
        id: BuiltinId,
        args: &[BasicValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>, String>;
    /// A texture or surface access (`__nv_tex_surf_handler`): its operands' expressions and
    /// values, the texel's address first. Only a GPU target has textures.
    fn tex_surf<'ctx>(
        &self,
        fx: &mut FunctionCx<'_, '_, 'ctx>,
        op: frontend::sema::tex_surf::TexSurfOp,
        args: &[ExprId],
        vals: &[BasicValueEnum<'ctx>],
    ) -> Result<(), String> {
        let _ = (fx, op, args, vals);
        Err("textures and surfaces are read and written only in device code".to_string())
    }
    /// A call of a function declared but not defined in the translation unit, which the target
    /// may implement itself (device `printf` through `vprintf`, math through libdevice).
    /// `None` lets the shared lowering emit a plain call of the declaration.
    fn external_call<'ctx>(
        &self,
        fx: &mut FunctionCx<'_, '_, 'ctx>,
        f: FnId,
        args: &[BasicValueEnum<'ctx>],
    ) -> Option<Result<Option<BasicValueEnum<'ctx>>, String>> {
        let _ = (fx, f, args);
        None
    }
    /// Whether device code is compiled as relocatable code (`-rdc=true`): a `__device__` function
    /// or variable declared here and defined in another translation unit is then left for the
    /// device linker; otherwise it is an error found in the ODR walk.
    fn relocatable(&self) -> bool {
        false
    }
    /// Whether kernels are linked across units (`-rdc=true`): a kernel template's instance is
    /// then weak, as several units may define it. Device code written alone (`--emit=ptx`) is
    /// [`Target::relocatable`] without this.
    fn links_kernels(&self) -> bool {
        false
    }
    /// Whether the target itself supplies the function `f`, declared without a body (device
    /// `printf`, libdevice's math, the PTX system calls); such a callee needs no definition from
    /// another translation unit.
    fn supplies(&self, p: &frontend::sema::hir::Program, names: &frontend::intern::Interner, f: FnId) -> bool {
        let _ = (p, names, f);
        false
    }
    /// Lowers the kernel launch `e` (an `ExprKind::Launch`) at the current position. Only the
    /// host target launches kernels; the default says so.
    fn kernel_launch<'ctx>(&self, fx: &mut FunctionCx<'_, '_, 'ctx>, e: ExprId) -> Result<(), String> {
        let _ = (fx, e);
        Err("a kernel launch outside host code".to_string())
    }
    /// Whether the backend orders atomic instructions itself. When it does not, the shared
    /// lowering of the `__atomic_*` builtins (`atomics.rs`) emits relaxed accesses bracketed by
    /// [`Target::fence`].
    fn orders_atomics(&self) -> bool {
        true
    }
    /// A memory fence of ordering `o` (acquire, release, acq_rel or seq_cst); `single_thread`:
    /// one that orders only against the thread itself (`__atomic_signal_fence`). The default
    /// is LLVM's `fence`.
    fn fence<'ctx>(&self, fx: &mut FunctionCx<'_, '_, 'ctx>, o: inkwell::AtomicOrdering, single_thread: bool) -> Result<(), String> {
        fx.b.build_fence(o, single_thread, "").map(|_| ()).map_err(|e| e.to_string())
    }
    /// Whether builtin `id` is available on this target; `Err` says what is missing and how to fix
    /// it. Checked during the ODR walk so that errors carry the ODR-use chain.
    fn check_builtin(&self, id: BuiltinId) -> Result<(), String>;
    /// Called once after every function and global is lowered (module flags, named metadata).
    fn finish_module(&self, m: &mut ModuleCx<'_, '_>);
}
