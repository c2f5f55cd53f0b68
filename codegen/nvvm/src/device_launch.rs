//! Kernel launches in device code (dynamic parallelism, `../shared/seeds/003`): with CUDA 12's
//! device runtime (`libcudadevrt.a`, linked by the device link when a unit calls it),
//! `child<<<grid, block, shmem, stream>>>(a, b)` in a kernel becomes, in C:
//!
//! ```c
//! // grid, block, shmem, stream, a and b evaluated first, in that order
//! void *buf = __cudaCDP2GetParameterBufferV2((void *)child, grid, block, shmem);
//! if (buf) {
//!     *(A *)((char *)buf + offset_a) = a;   // each at the next multiple of its alignment
//!     *(B *)((char *)buf + offset_b) = b;
//!     __cudaCDP2LaunchDeviceV2(buf, stream);
//! }
//! ```
//!
//! The grid and block are `dim3` by value (`{ i32, i32, i32 }`, a 12-byte `.param` in PTX); the
//! stream may be `cudaStreamTailLaunch` or `cudaStreamFireAndForget`. A failed launch is seen
//! through device-side `cudaGetLastError`, as in nvcc's code. Needs relocatable device code, which
//! the ODR walk checks.

use codegen::function::FunctionCx;
use frontend::sema::hir::{ExprId, ExprKind};
use inkwell::values::{BasicValueEnum, IntValue, StructValue};
use inkwell::AddressSpace;

/// Lowers the launch `e` at the builder's position.
pub fn kernel_launch<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, e: ExprId) -> Result<(), String> {
    let p = fx.m.p;
    let ExprKind::Launch { kernel, grid, block, shmem, stream, args } = &p.expr(e).kind else {
        return Err("a kernel launch of unexpected form".into());
    };
    let Some(&child) = fx.m.fns.get(kernel) else {
        return Err("the launched kernel is not part of this module".into());
    };
    // The parameter buffer's layout, checked before any code is emitted.
    let params = p.fns[*kernel].params.clone();
    if params.len() != args.len() {
        return Err(format!("the kernel takes {} arguments, but the launch passes {}", params.len(), args.len()));
    }
    let mut layout = Vec::new();
    let mut offset = 0u64;
    for &param in &params {
        let ty = p.vars[param].ty;
        if fx.m.non_trivial_for_calls(ty) {
            return Err("a class argument with a non-trivial copy constructor or destructor in a device-side launch".into());
        }
        let (size, align) = fx.m.size_align(ty);
        offset = offset.div_ceil(align.max(1)) * align.max(1);
        layout.push((ty, offset, align));
        offset += size;
    }
    if offset > 4096 {
        return Err(format!("the kernel's parameters take {offset} bytes; a device-side launch passes at most 4096"));
    }
    let cx = fx.m.cx;
    let i32t = cx.i32_type();
    let ptr = cx.ptr_type(AddressSpace::default());
    let dim3_ty = cx.struct_type(&[i32t.into(), i32t.into(), i32t.into()], false);
    // The configuration, then the arguments, evaluated whether or not the launch succeeds.
    let grid = dim3(fx, *grid, dim3_ty)?;
    let block = dim3(fx, *block, dim3_ty)?;
    let shmem = match shmem.map(|s| fx.rvalue(s)) {
        Some(Some(BasicValueEnum::IntValue(v))) => int32(fx, v)?,
        Some(_) => return Err("the shared-memory size of a launch must be an integer".into()),
        None => i32t.const_zero(),
    };
    let stream = match stream.map(|s| fx.rvalue(s)) {
        Some(Some(BasicValueEnum::PointerValue(v))) => v,
        Some(Some(BasicValueEnum::IntValue(v))) => fx.b.build_int_to_ptr(v, ptr, "stream").map_err(|e| e.to_string())?,
        Some(_) => return Err("the stream of a launch must be a `cudaStream_t`".into()),
        None => ptr.const_null(),
    };
    let mut values = Vec::new();
    for (&(ty, _, _), &arg) in layout.iter().zip(args) {
        let mem = fx.m.mem_ty(ty);
        values.push(fx.rvalue(arg).unwrap_or_else(|| mem.const_zero()));
    }
    let module = &fx.m.module;
    let get_buffer = module.get_function("__cudaCDP2GetParameterBufferV2").unwrap_or_else(|| {
        let ty = ptr.fn_type(&[ptr.into(), dim3_ty.into(), dim3_ty.into(), i32t.into()], false);
        module.add_function("__cudaCDP2GetParameterBufferV2", ty, None)
    });
    let launch = module.get_function("__cudaCDP2LaunchDeviceV2").unwrap_or_else(|| {
        let ty = i32t.fn_type(&[ptr.into(), ptr.into()], false);
        module.add_function("__cudaCDP2LaunchDeviceV2", ty, None)
    });
    let child_ptr = child.as_global_value().as_pointer_value();
    let call = fx
        .b
        .build_call(get_buffer, &[child_ptr.into(), grid.into(), block.into(), shmem.into()], "params")
        .map_err(|e| e.to_string())?;
    let inkwell::values::ValueKind::Basic(BasicValueEnum::PointerValue(buf)) = call.try_as_basic_value() else {
        return Err("cudaGetParameterBufferV2 returns a pointer".into());
    };
    let fill = fx.block("dlaunch.fill");
    let end = fx.block("dlaunch.end");
    let null = fx.b.build_is_null(buf, "params.null").map_err(|e| e.to_string())?;
    fx.b.build_conditional_branch(null, end, fill).map_err(|e| e.to_string())?;
    fx.b.position_at_end(fill);
    for (&(_, offset, align), value) in layout.iter().zip(values) {
        // SAFETY: an in-bounds offset into the runtime's parameter buffer (at most 4096 bytes).
        let at = unsafe { fx.b.build_gep(cx.i8_type(), buf, &[cx.i64_type().const_int(offset, false)], "param") }.map_err(|e| e.to_string())?;
        let store = fx.b.build_store(at, value).map_err(|e| e.to_string())?;
        store.set_alignment(align.clamp(1, 16) as u32).map_err(|e| e.to_string())?;
    }
    fx.b.build_call(launch, &[buf.into(), stream.into()], "").map_err(|e| e.to_string())?;
    fx.b.build_unconditional_branch(end).map_err(|e| e.to_string())?;
    fx.b.position_at_end(end);
    Ok(())
}

/// A launch's grid or block as a `dim3` value: a `dim3` record, or an integer `x` (y = z = 1).
fn dim3<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, e: ExprId, ty: inkwell::types::StructType<'ctx>) -> Result<StructValue<'ctx>, String> {
    let one = fx.m.cx.i32_type().const_int(1, false);
    let (x, y, z) = match fx.rvalue(e) {
        Some(BasicValueEnum::IntValue(x)) => (int32(fx, x)?, one, one),
        Some(BasicValueEnum::StructValue(s)) if s.get_type().count_fields() == 3 => {
            let mut c = Vec::new();
            for i in 0..3 {
                match fx.b.build_extract_value(s, i, "dim").map_err(|e| e.to_string())? {
                    BasicValueEnum::IntValue(v) => c.push(int32(fx, v)?),
                    _ => return Err("a `dim3` with non-integer fields".into()),
                }
            }
            (c[0], c[1], c[2])
        }
        _ => return Err("a launch's grid and block must be `dim3` or integers".into()),
    };
    let mut v = ty.get_undef();
    for (i, c) in [x, y, z].into_iter().enumerate() {
        v = fx.b.build_insert_value(v, c, i as u32, "dim3").map_err(|e| e.to_string())?.into_struct_value();
    }
    Ok(v)
}

fn int32<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, v: IntValue<'ctx>) -> Result<IntValue<'ctx>, String> {
    let i32t = fx.m.cx.i32_type();
    if v.get_type().get_bit_width() == 32 {
        return Ok(v);
    }
    fx.b.build_int_cast(v, i32t, "dim").map_err(|e| e.to_string())
}
