//! The launch site of the CUDA runtime ABI (reference §4.1-§4.2), as reusable builders on
//! plain LLVM values. What `emit_kernel_launch` emits for `k<<<grid, block, shmem, stream>>>(args)`
//! (clang's `EmitCUDAKernelCallExpr`):
//!
//! ```c
//! if (__cudaPushCallConfiguration(grid, block, shmem /* 0 */, stream /* NULL */) == 0)
//!     stub(args...);              // arguments are evaluated only on this path
//! ```
//!
//! with each `dim3` passed as x86-64 SysV passes a 12-byte INTEGER struct: `i64 x | y << 32`
//! and `i32 z`. The stub itself is in `stub.rs`.

use inkwell::builder::Builder;
use inkwell::module::Module;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use inkwell::AddressSpace;

use crate::cudart;
use crate::stub::{emit_stub_call, LaunchStub};

/// The three components of a `dim3` (any integer width; converted to `unsigned`).
#[derive(Clone, Copy, Debug)]
pub struct Dim3<'ctx> {
    pub x: IntValue<'ctx>,
    pub y: IntValue<'ctx>,
    pub z: IntValue<'ctx>,
}

impl<'ctx> Dim3<'ctx> {
    /// `dim3(x)`, i.e. `{x, 1, 1}`: what an integer grid or block size means.
    pub fn from_x(x: IntValue<'ctx>) -> Dim3<'ctx> {
        let one = x.get_type().get_context().i32_type().const_int(1, false);
        Dim3 { x, y: one, z: one }
    }
}

/// The `<<<grid, block, shmem, stream>>>` of a launch; `shmem` defaults to 0, `stream` to NULL.
#[derive(Clone, Copy, Debug)]
pub struct LaunchConfig<'ctx> {
    pub grid: Dim3<'ctx>,
    pub block: Dim3<'ctx>,
    pub shmem: Option<IntValue<'ctx>>,
    pub stream: Option<PointerValue<'ctx>>,
}

/// `(i64 x | (u64)y << 32, i32 z)`: a by-value `dim3` as x86-64 SysV passes it.
pub fn pack_dim3<'ctx>(
    builder: &Builder<'ctx>,
    d: Dim3<'ctx>,
    name: &str,
) -> (IntValue<'ctx>, IntValue<'ctx>) {
    let cx = d.x.get_type().get_context();
    let (i32t, i64t) = (cx.i32_type(), cx.i64_type());
    let to_u32 = |v: IntValue<'ctx>, n: &str| {
        builder
            .build_int_cast_sign_flag(v, i32t, false, n)
            .expect("positioned")
    };
    let x = builder
        .build_int_z_extend(to_u32(d.x, "x"), i64t, &format!("{name}.x"))
        .expect("positioned");
    let y = builder
        .build_int_z_extend(to_u32(d.y, "y"), i64t, &format!("{name}.y"))
        .expect("positioned");
    let y_hi = builder
        .build_left_shift(y, i64t.const_int(32, false), &format!("{name}.y.hi"))
        .expect("positioned");
    let xy = builder
        .build_or(x, y_hi, &format!("{name}.xy"))
        .expect("positioned");
    (xy, to_u32(d.z, &format!("{name}.z")))
}

/// Emits `__cudaPushCallConfiguration(grid, block, shmem, stream)` and returns its `i32`
/// result (0: configured). `shmem` is any integer (zero-extended to `size_t`).
pub fn emit_push_call_configuration<'ctx>(
    module: &Module<'ctx>,
    builder: &Builder<'ctx>,
    grid: Dim3<'ctx>,
    block: Dim3<'ctx>,
    shmem: IntValue<'ctx>,
    stream: PointerValue<'ctx>,
) -> IntValue<'ctx> {
    let cx = module.get_context();
    let (grid_xy, grid_z) = pack_dim3(builder, grid, "grid");
    let (block_xy, block_z) = pack_dim3(builder, block, "block");
    let shmem = builder
        .build_int_cast_sign_flag(shmem, cx.i64_type(), false, "shmem")
        .expect("positioned");
    cudart::push_call_configuration(module)
        .call(
            builder,
            &[
                grid_xy.into(),
                grid_z.into(),
                block_xy.into(),
                block_z.into(),
                shmem.into(),
                stream.into(),
            ],
            "config",
        )
        .try_as_basic_value()
        .expect_basic("__cudaPushCallConfiguration returns i32")
        .into_int_value()
}

/// Emits a whole launch site (reference §4.1): push the configuration; if it returned 0, emit the
/// arguments with `args` (so they are evaluated only then) and call the stub; continue after.
/// Leaves `builder` at the end of the `kcall.end` block.
pub fn emit_kernel_launch<'ctx>(
    module: &Module<'ctx>,
    builder: &Builder<'ctx>,
    stub: &LaunchStub<'ctx>,
    config: LaunchConfig<'ctx>,
    args: impl FnOnce(&Builder<'ctx>) -> Vec<BasicValueEnum<'ctx>>,
) {
    let cx = module.get_context();
    let shmem = config.shmem.unwrap_or_else(|| cx.i64_type().const_zero());
    let stream = config
        .stream
        .unwrap_or_else(|| cx.ptr_type(AddressSpace::default()).const_null());
    let config =
        emit_push_call_configuration(module, builder, config.grid, config.block, shmem, stream);
    let function = builder
        .get_insert_block()
        .and_then(|b| b.get_parent())
        .expect("the builder is in a function");
    let ok = cx.append_basic_block(function, "kcall.configok");
    let end = cx.append_basic_block(function, "kcall.end");
    let failed = builder
        .build_int_compare(
            inkwell::IntPredicate::NE,
            config,
            config.get_type().const_zero(),
            "config.failed",
        )
        .expect("positioned");
    builder
        .build_conditional_branch(failed, end, ok)
        .expect("positioned");
    builder.position_at_end(ok);
    let values = args(builder);
    emit_stub_call(builder, stub, &values);
    builder.build_unconditional_branch(end).expect("positioned");
    builder.position_at_end(end);
}
