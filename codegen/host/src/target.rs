//! The host target policy: `x86_64-unknown-linux-gnu`, every global in address space 0, no
//! kernels of its own (a `__global__` function is device code; the host module holds its launch
//! stub), no device builtins, and kernel launches lowered to the CUDA runtime's sequence:
//! `__cudaPushCallConfiguration`, then, only when it returned 0, the arguments and a call of
//! the kernel's stub (`launch.rs`, `stub.rs`).

use codegen::{FunctionCx, ModuleCx};
use frontend::sema::builtins::{BuiltinId, BuiltinVar};
use frontend::sema::hir::{ExprId, ExprKind, FnId, VarDecl};
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue};

use crate::abi::ParamPassing;
use crate::launch::{emit_push_call_configuration, Dim3};
use crate::object::X86_64_DATA_LAYOUT;
use crate::stub::{declare_launch_stub, emit_stub_call};

/// The x86-64 host target.
pub struct HostTarget;

/// The LLVM types of a kernel's declared parameters, as the stub takes them.
pub fn kernel_param_types<'ctx>(
    m: &mut ModuleCx<'_, 'ctx>,
    kernel: FnId,
) -> Vec<BasicTypeEnum<'ctx>> {
    let p = m.p;
    let params: Vec<_> = p
        .types
        .fn_sig(p.fns[kernel].ty)
        .map(|s| s.1.to_vec())
        .unwrap_or_default();
    params.into_iter().filter_map(|q| m.val_ty(q)).collect()
}

/// A parameter's SysV passing as the shared lowering takes it: a record in registers as one
/// LLVM value (a literal struct of its eightbytes' types when there are two).
fn c_passing(p: ParamPassing<'_>) -> codegen::target::CPassing<'_> {
    use codegen::target::CPassing;
    match p {
        ParamPassing::Direct => CPassing::Direct,
        ParamPassing::Byval(_) => CPassing::Memory,
        ParamPassing::Coerced { ty, parts } => match parts.as_slice() {
            [one] => CPassing::Registers(*one),
            _ => {
                let cx = crate::abi::context_of(ty);
                CPassing::Registers(cx.struct_type(&parts, false).into())
            }
        },
    }
}

impl codegen::Target for HostTarget {
    fn target(&self) -> codegen_consts::Target {
        codegen_consts::Target::Host
    }
    fn triple(&self) -> &str {
        crate::HOST_TRIPLE
    }
    fn data_layout(&self) -> &str {
        X86_64_DATA_LAYOUT
    }
    fn asm_arch(&self) -> frontend::sema::asm_constraints::AsmArch {
        frontend::sema::asm_constraints::AsmArch::X86_64
    }
    fn is_device(&self) -> bool {
        false
    }
    fn global_address_space(&self, _var: &VarDecl) -> u16 {
        0
    }
    fn mark_kernel<'ctx>(&self, _m: &mut ModuleCx<'_, 'ctx>, _f: FnId, _func: FunctionValue<'ctx>) {
    }
    /// x86-64 SysV, as the launch stubs pass kernel parameters (`abi.rs`).
    fn c_params<'ctx>(
        &self,
        td: &inkwell::targets::TargetData,
        params: &[BasicTypeEnum<'ctx>],
    ) -> Option<Vec<codegen::target::CPassing<'ctx>>> {
        Some(crate::abi::classify_params(td, params).into_iter().map(c_passing).collect())
    }
    /// A return value is classified as a lone parameter: in at most two registers, or memory.
    fn c_return<'ctx>(
        &self,
        td: &inkwell::targets::TargetData,
        ret: BasicTypeEnum<'ctx>,
    ) -> Option<codegen::target::CPassing<'ctx>> {
        crate::abi::classify_params(td, &[ret]).pop().map(c_passing)
    }
    fn builtin_var<'ctx>(
        &self,
        _fx: &mut FunctionCx<'_, '_, 'ctx>,
        var: BuiltinVar,
        _axis: u8,
    ) -> Result<IntValue<'ctx>, String> {
        Err(format!(
            "`{var:?}` exists only in device code, but host code reads it"
        ))
    }
    fn builtin_call<'ctx>(
        &self,
        _fx: &mut FunctionCx<'_, '_, 'ctx>,
        id: BuiltinId,
        _args: &[BasicValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>, String> {
        Err(format!(
            "`{}` is a device builtin, but host code calls it",
            id.overload().function().name
        ))
    }
    fn kernel_launch<'ctx>(
        &self,
        fx: &mut FunctionCx<'_, '_, 'ctx>,
        e: ExprId,
    ) -> Result<(), String> {
        let p = fx.m.p;
        let ExprKind::Launch {
            kernel,
            grid,
            block,
            shmem,
            stream,
            args,
        } = &p.expr(e).kind
        else {
            return Err("a kernel launch of unexpected form".into());
        };
        let sym = codegen::mangle::fn_symbol(p, fx.m.names, *kernel);
        let param_types = kernel_param_types(fx.m, *kernel);
        if param_types.len() != args.len() {
            return Err(format!(
                "kernel `{sym}` takes {} arguments, but the launch passes {}",
                param_types.len(),
                args.len()
            ));
        }
        let stub = declare_launch_stub(&fx.m.module, &sym, &sym, &param_types)
            .map_err(|e| format!("{e:?}"))?;
        let grid = dim3(fx, *grid)?;
        let block = dim3(fx, *block)?;
        let i64t = fx.m.cx.i64_type();
        let shmem = match shmem.map(|s| fx.rvalue(s)) {
            Some(Some(BasicValueEnum::IntValue(v))) => v,
            Some(_) => return Err("the shared-memory size of a launch must be an integer".into()),
            None => i64t.const_zero(),
        };
        let stream = match stream.map(|s| fx.rvalue(s)) {
            Some(Some(BasicValueEnum::PointerValue(v))) => v,
            Some(Some(BasicValueEnum::IntValue(v))) => {
                fx.b.build_int_to_ptr(v, fx.m.ptr(), "stream")
                    .map_err(|e| e.to_string())?
            }
            Some(_) => return Err("the stream of a launch must be a `cudaStream_t`".into()),
            None => fx.m.ptr().const_null(),
        };
        let status = emit_push_call_configuration(&fx.m.module, &fx.b, grid, block, shmem, stream);
        let ok = fx.block("kcall.configok");
        let end = fx.block("kcall.end");
        let failed =
            fx.b.build_int_compare(
                inkwell::IntPredicate::NE,
                status,
                status.get_type().const_zero(),
                "config.failed",
            )
            .map_err(|e| e.to_string())?;
        fx.b.build_conditional_branch(failed, end, ok)
            .map_err(|e| e.to_string())?;
        fx.b.position_at_end(ok);
        let mut values = Vec::new();
        let mut copies = Vec::new();
        let hir_params: Vec<_> = p.types.fn_sig(p.fns[*kernel].ty).map(|s| s.1.to_vec()).unwrap_or_default();
        for (i, (&a, ty)) in args.iter().zip(&param_types).enumerate() {
            // A class not trivial for calls: built in a copy (its copy constructor runs there)
            // that is destroyed at the end of the full-expression; the kernel gets its bytes.
            let q = hir_params.get(i).copied().filter(|&q| !p.types.is_reference(q) && fx.m.non_trivial_for_calls(q));
            if let Some(q) = q {
                let (v, slot) = codegen::abi::launch_arg(fx, q, a);
                values.push(v);
                copies.push((q, slot));
                continue;
            }
            values.push(fx.rvalue(a).unwrap_or_else(|| ty.const_zero()));
        }
        emit_stub_call(&fx.b, &stub, &values);
        for (q, slot) in copies.into_iter().rev() {
            codegen::abi::destroy_launch_arg(fx, q, slot);
        }
        fx.br(end);
        fx.b.position_at_end(end);
        Ok(())
    }
    fn check_builtin(&self, _id: BuiltinId) -> Result<(), String> {
        Ok(())
    }
    fn finish_module(&self, m: &mut ModuleCx<'_, '_>) {
        if m.uses_bf16 {
            crate::bf16_runtime::define_bf16_conversions(&m.module);
        }
    }
    fn kernel_handle<'ctx>(&self, m: &mut ModuleCx<'_, 'ctx>, kernel: FnId) -> Option<inkwell::values::FunctionValue<'ctx>> {
        let sym = codegen::mangle::fn_symbol(m.p, m.names, kernel);
        let param_types = kernel_param_types(m, kernel);
        declare_launch_stub(&m.module, &sym, &sym, &param_types).ok().map(|s| s.function)
    }
}

/// A launch's grid or block: a `dim3` record (its three `unsigned` fields) or an integer `x`.
fn dim3<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, e: ExprId) -> Result<Dim3<'ctx>, String> {
    match fx.rvalue(e) {
        Some(BasicValueEnum::IntValue(x)) => Ok(Dim3::from_x(x)),
        Some(BasicValueEnum::StructValue(s)) if s.get_type().count_fields() == 3 => {
            let mut c = Vec::new();
            for i in 0..3 {
                match fx
                    .b
                    .build_extract_value(s, i, "dim")
                    .map_err(|e| e.to_string())?
                {
                    BasicValueEnum::IntValue(v) => c.push(v),
                    _ => return Err("a `dim3` with non-integer fields".into()),
                }
            }
            Ok(Dim3 {
                x: c[0],
                y: c[1],
                z: c[2],
            })
        }
        _ => Err("a launch's grid and block must be `dim3` or integers".into()),
    }
}
