//! The per-kernel launch stub (reference §4.3-§4.4, clang's `emitDeviceStubBodyNew`), and calls
//! to it. What `emit_launch_stub` emits:
//!
//! ```c
//! void stub(T0 a0, T1 a1, ...) {               // the kernel's parameter list
//!     void *kernel_args[max(1, N)] = { &a0, &a1, ... };   // align 16
//!     dim3 grid, block; size_t shmem; cudaStream_t stream;
//!     __cudaPopCallConfiguration(&grid, &block, &shmem, &stream);
//!     cudaLaunchKernel((const void *)stub, grid, block, kernel_args, shmem, stream);
//! }
//! ```
//!
//! The stub's own signature (what launch sites call; it never reaches the device) follows the
//! x86-64 SysV ABI as clang applies it (`abi.rs`, which lists what it simplifies): scalars
//! direct, aggregates of up to 16 bytes coerced to one or two register-sized values, larger ones
//! `byval`. `i1` (bool) is `zeroext` and stored as one byte, as clang does.
//!
//! The argument array holds one pointer per declared parameter, to storage with the parameter's
//! value: a stack copy of a direct or coerced parameter, the `byval` copy itself for a larger
//! aggregate. The runtime copies the size recorded in the cubin/PTX for that parameter, so host
//! and device layouts must agree (they do for the usual C types on x86-64 and nvptx64).

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::builder::Builder;
use inkwell::module::{Linkage, Module};
use inkwell::targets::TargetData;
use inkwell::types::{AnyType, BasicMetadataTypeEnum, BasicType, BasicTypeEnum, FunctionType};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, CallSiteValue};
use inkwell::values::{FunctionValue, PointerValue};
use inkwell::AddressSpace;
use std::fmt;

use crate::abi::{classify_params, ParamPassing};
use crate::cudart;
use crate::object::X86_64_DATA_LAYOUT;
use crate::registration::KernelRegistration;

/// A kernel's host-side launch stub.
#[derive(Clone, Debug)]
pub struct LaunchStub<'ctx> {
    pub function: FunctionValue<'ctx>,
    /// The kernel's PTX (`.entry`) name.
    pub device_name: String,
    /// One per declared kernel parameter.
    pub params: Vec<ParamPassing<'ctx>>,
}

/// Why a stub cannot be emitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StubError {
    /// A function of that name exists with another type.
    ConflictingDeclaration { name: String },
    /// The stub already has a body.
    AlreadyDefined { name: String },
}

impl fmt::Display for StubError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StubError::ConflictingDeclaration { name } => {
                write!(
                    f,
                    "the launch stub `{name}` is already declared with another type"
                )
            }
            StubError::AlreadyDefined { name } => {
                write!(f, "the launch stub `{name}` is already defined")
            }
        }
    }
}

impl std::error::Error for StubError {}

impl<'ctx> LaunchStub<'ctx> {
    /// What registers this kernel: the stub is its host-side handle.
    pub fn registration(&self) -> KernelRegistration<'ctx> {
        KernelRegistration {
            stub: self.function,
            device_name: self.device_name.clone(),
        }
    }
}

fn x86_64_target_data() -> TargetData {
    TargetData::create(X86_64_DATA_LAYOUT)
}

/// How each parameter is passed, and the stub's type `void (…)`.
fn stub_signature<'ctx>(
    module: &Module<'ctx>,
    param_types: &[BasicTypeEnum<'ctx>],
) -> (FunctionType<'ctx>, Vec<ParamPassing<'ctx>>) {
    let cx = module.get_context();
    let ptr = cx.ptr_type(AddressSpace::default());
    let passing = classify_params(&x86_64_target_data(), param_types);
    let mut lowered: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
    for (&ty, p) in param_types.iter().zip(&passing) {
        match p {
            ParamPassing::Direct => lowered.push(ty.into()),
            ParamPassing::Byval(_) => lowered.push(ptr.into()),
            ParamPassing::Coerced { parts, .. } => {
                lowered.extend(parts.iter().map(|&t| BasicMetadataTypeEnum::from(t)))
            }
        }
    }
    (cx.void_type().fn_type(&lowered, false), passing)
}

/// Declares (or finds) the stub `stub_name` for a kernel with `param_types`, with its parameter
/// attributes; launch sites may call it before (or without) its definition in this module.
pub fn declare_launch_stub<'ctx>(
    module: &Module<'ctx>,
    kernel_device_name: &str,
    stub_name: &str,
    param_types: &[BasicTypeEnum<'ctx>],
) -> Result<LaunchStub<'ctx>, StubError> {
    let cx = module.get_context();
    let (ty, params) = stub_signature(module, param_types);
    if let Some(existing) = module.get_function(stub_name) {
        if existing.get_type() != ty {
            return Err(StubError::ConflictingDeclaration {
                name: stub_name.to_string(),
            });
        }
        let device_name = kernel_device_name.to_string();
        return Ok(LaunchStub {
            function: existing,
            device_name,
            params,
        });
    }
    let function = module.add_function(stub_name, ty, Some(Linkage::External));
    let td = x86_64_target_data();
    let mut llvm_index = 0u32;
    for (&ty, p) in param_types.iter().zip(&params) {
        let loc = AttributeLoc::Param(llvm_index);
        llvm_index += p.llvm_param_count() as u32;
        match p {
            ParamPassing::Byval(agg) => {
                let byval = cx.create_type_attribute(
                    Attribute::get_named_enum_kind_id("byval"),
                    agg.as_any_type_enum(),
                );
                let align = cx.create_enum_attribute(
                    Attribute::get_named_enum_kind_id("align"),
                    byval_alignment(&td, *agg) as u64,
                );
                function.add_attribute(loc, byval);
                function.add_attribute(loc, align);
            }
            ParamPassing::Direct if is_bool(ty) => {
                function.add_attribute(
                    loc,
                    cx.create_enum_attribute(Attribute::get_named_enum_kind_id("zeroext"), 0),
                );
            }
            ParamPassing::Direct | ParamPassing::Coerced { .. } => {}
        }
    }
    Ok(LaunchStub {
        function,
        device_name: kernel_device_name.to_string(),
        params,
    })
}

fn is_bool(ty: BasicTypeEnum<'_>) -> bool {
    matches!(ty, BasicTypeEnum::IntType(i) if i.get_bit_width() == 1)
}

/// Defines the launch stub `stub_name` for the kernel whose PTX name is `kernel_device_name`
/// and whose declared parameters have `param_types` (in the kernel's lowering), as the file
/// comment shows. The stub is also the kernel's host handle: register it with
/// `stub.registration()`.
pub fn emit_launch_stub<'ctx>(
    module: &Module<'ctx>,
    kernel_device_name: &str,
    param_types: &[BasicTypeEnum<'ctx>],
    stub_name: &str,
) -> Result<LaunchStub<'ctx>, StubError> {
    let stub = declare_launch_stub(module, kernel_device_name, stub_name, param_types)?;
    let function = stub.function;
    if function.count_basic_blocks() > 0 {
        return Err(StubError::AlreadyDefined {
            name: stub_name.to_string(),
        });
    }
    let cx = module.get_context();
    let ptr = cx.ptr_type(AddressSpace::default());
    let (i8t, i32t, i64t) = (cx.i8_type(), cx.i32_type(), cx.i64_type());
    let td = x86_64_target_data();
    let builder = cx.create_builder();
    builder.position_at_end(cx.append_basic_block(function, "entry"));

    // void *kernel_args[max(1, N)];
    let slots = param_types.len().max(1) as u32;
    let args_ty = ptr.array_type(slots);
    let kernel_args = alloca(&builder, args_ty, 16, "kernel_args");

    let mut llvm_index = 0u32;
    for (i, (&ty, p)) in param_types.iter().zip(&stub.params).enumerate() {
        let param = function
            .get_nth_param(llvm_index)
            .expect("the LLVM parameters of the stub's signature");
        llvm_index += p.llvm_param_count() as u32;
        let storage = match p {
            ParamPassing::Coerced { ty, parts } => {
                // Reassemble the aggregate in memory: part k holds bytes 8k..8k+8.
                let slot = coerced_slot(&builder, &td, *ty, &format!("arg{i}.addr"));
                for (k, &part_ty) in parts.iter().enumerate() {
                    let part = function
                        .get_nth_param(llvm_index - parts.len() as u32 + k as u32)
                        .expect("the LLVM parameters of the stub's signature");
                    let at = eightbyte(&builder, slot, k as u64);
                    debug_assert_eq!(part.get_type(), part_ty);
                    builder.build_store(at, part).expect("positioned");
                }
                slot
            }
            ParamPassing::Byval(_) => param.into_pointer_value(),
            ParamPassing::Direct if is_bool(ty) => {
                let slot = alloca(&builder, i8t, 1, &format!("arg{i}.addr"));
                let byte = builder
                    .build_int_z_extend(param.into_int_value(), i8t, "frombool")
                    .expect("positioned");
                builder.build_store(slot, byte).expect("positioned");
                slot
            }
            ParamPassing::Direct => {
                let slot = alloca(
                    &builder,
                    ty,
                    td.get_abi_alignment(&ty),
                    &format!("arg{i}.addr"),
                );
                builder.build_store(slot, param).expect("positioned");
                slot
            }
        };
        store_slot(&builder, args_ty, kernel_args, i as u64, storage);
    }
    if param_types.is_empty() {
        store_slot(&builder, args_ty, kernel_args, 0, ptr.const_null());
    }

    // dim3 grid, block (as { i64, i32 }: Pop writes x, y, z at 0, 4, 8); size_t shmem; stream.
    let dim3_abi = cx.struct_type(&[i64t.into(), i32t.into()], false);
    let grid = alloca(&builder, dim3_abi, 8, "grid_dim");
    let block = alloca(&builder, dim3_abi, 8, "block_dim");
    let shmem = alloca(&builder, i64t, 8, "shmem");
    let stream = alloca(&builder, ptr, 8, "stream");
    cudart::pop_call_configuration(module).call(
        &builder,
        &[grid.into(), block.into(), shmem.into(), stream.into()],
        "",
    );
    let load_dim3 =
        |p: PointerValue<'ctx>, name: &str| -> (BasicValueEnum<'ctx>, BasicValueEnum<'ctx>) {
            let xy = builder
                .build_load(i64t, p, &format!("{name}.xy"))
                .expect("positioned");
            let z_ptr = builder
                .build_struct_gep(dim3_abi, p, 1, &format!("{name}.z.addr"))
                .expect("field 1 exists");
            let z = builder
                .build_load(i32t, z_ptr, &format!("{name}.z"))
                .expect("positioned");
            (xy, z)
        };
    let (grid_xy, grid_z) = load_dim3(grid, "grid");
    let (block_xy, block_z) = load_dim3(block, "block");
    let shmem_v = builder
        .build_load(i64t, shmem, "shmem.v")
        .expect("positioned");
    let stream_v = builder
        .build_load(ptr, stream, "stream.v")
        .expect("positioned");
    cudart::launch_kernel(module).call(
        &builder,
        &[
            function.as_global_value().as_pointer_value().into(),
            grid_xy.into(),
            grid_z.into(),
            block_xy.into(),
            block_z.into(),
            kernel_args.into(),
            shmem_v.into(),
            stream_v.into(),
        ],
        "",
    );
    builder.build_return(None).expect("positioned");
    Ok(stub)
}

fn alloca<'ctx, T: BasicType<'ctx>>(
    builder: &Builder<'ctx>,
    ty: T,
    align: u32,
    name: &str,
) -> PointerValue<'ctx> {
    let slot = builder.build_alloca(ty, name).expect("positioned");
    if let Some(inst) = slot.as_instruction() {
        let _ = inst.set_alignment(align);
    }
    slot
}

/// `kernel_args[index] = value`.
fn store_slot<'ctx>(
    builder: &Builder<'ctx>,
    args_ty: inkwell::types::ArrayType<'ctx>,
    kernel_args: PointerValue<'ctx>,
    index: u64,
    value: PointerValue<'ctx>,
) {
    let cx = args_ty.get_context();
    let i64t = cx.i64_type();
    // SAFETY: `index` < the array length (one slot per parameter, at least one).
    let slot = unsafe {
        builder.build_in_bounds_gep(
            args_ty,
            kernel_args,
            &[i64t.const_zero(), i64t.const_int(index, false)],
            "arg.slot",
        )
    }
    .expect("positioned");
    builder.build_store(slot, value).expect("positioned");
}

/// Calls `stub` with `args`, one per kernel parameter: a `Direct` parameter takes its value; a
/// `Byval` one takes either a pointer to the aggregate (the call copies it) or the aggregate
/// value itself, which is then spilled to a stack slot in the caller's entry block.
pub fn emit_stub_call<'ctx>(
    builder: &Builder<'ctx>,
    stub: &LaunchStub<'ctx>,
    args: &[BasicValueEnum<'ctx>],
) -> CallSiteValue<'ctx> {
    // An invariant of the lowering (sema checked the call's arity), not of the input.
    assert_eq!(
        args.len(),
        stub.params.len(),
        "one argument per parameter of kernel `{}`",
        stub.device_name
    );
    let td = x86_64_target_data();
    let mut lowered: Vec<BasicMetadataValueEnum<'ctx>> = Vec::with_capacity(args.len());
    for (arg, p) in args.iter().zip(&stub.params) {
        match (p, arg) {
            (ParamPassing::Byval(ty), v) if !v.is_pointer_value() => {
                let slot = entry_alloca(builder, *ty, byval_alignment(&td, *ty), "byval.tmp");
                builder.build_store(slot, *v).expect("positioned");
                lowered.push(slot.into());
            }
            (ParamPassing::Coerced { ty, parts }, v) => {
                let from = if v.is_pointer_value() {
                    v.into_pointer_value()
                } else {
                    let slot = entry_coerced_slot(builder, &td, *ty);
                    builder.build_store(slot, *v).expect("positioned");
                    slot
                };
                for (k, &part_ty) in parts.iter().enumerate() {
                    let at = eightbyte(builder, from, k as u64);
                    let part = builder
                        .build_load(part_ty, at, "coerce")
                        .expect("positioned");
                    lowered.push(part.into());
                }
            }
            _ => lowered.push((*arg).into()),
        }
    }
    builder
        .build_call(stub.function, &lowered, "")
        .expect("positioned")
}

/// A 16-byte slot (`[2 x i64]`, aligned as `ty` and at least 8) holding a coerced aggregate
/// `ty` of at most 16 bytes: the coerced parts never reach past the aggregate's size, and the
/// runtime copies only that size.
fn coerced_slot<'ctx>(
    builder: &Builder<'ctx>,
    td: &TargetData,
    ty: BasicTypeEnum<'ctx>,
    name: &str,
) -> PointerValue<'ctx> {
    let i64t = builder
        .get_insert_block()
        .expect("positioned")
        .get_context()
        .i64_type();
    alloca(
        builder,
        i64t.array_type(2),
        td.get_abi_alignment(&ty).max(8),
        name,
    )
}

fn entry_coerced_slot<'ctx>(
    builder: &Builder<'ctx>,
    td: &TargetData,
    ty: BasicTypeEnum<'ctx>,
) -> PointerValue<'ctx> {
    let entry_builder = entry_builder(builder);
    coerced_slot(&entry_builder, td, ty, "coerce.tmp")
}

/// The address of eightbyte `k` of `base`.
fn eightbyte<'ctx>(
    builder: &Builder<'ctx>,
    base: PointerValue<'ctx>,
    k: u64,
) -> PointerValue<'ctx> {
    if k == 0 {
        return base;
    }
    let cx = builder
        .get_insert_block()
        .expect("positioned")
        .get_context();
    // SAFETY: coerced aggregates are more than 8 bytes when they have a second part.
    unsafe {
        builder.build_in_bounds_gep(
            cx.i8_type(),
            base,
            &[cx.i64_type().const_int(8 * k, false)],
            "eightbyte",
        )
    }
    .expect("positioned")
}

/// A builder at the start of the entry block of the function `builder` is in.
fn entry_builder<'ctx>(builder: &Builder<'ctx>) -> Builder<'ctx> {
    let block = builder
        .get_insert_block()
        .expect("the builder is in a function");
    let cx = block.get_context();
    let function = block.get_parent().expect("the builder is in a function");
    let entry = function
        .get_first_basic_block()
        .expect("a function being built has an entry block");
    let entry_builder = cx.create_builder();
    match entry.get_first_instruction() {
        Some(first) => entry_builder.position_before(&first),
        None => entry_builder.position_at_end(entry),
    }
    entry_builder
}

/// An alloca at the start of the entry block of the function being built.
fn entry_alloca<'ctx>(
    builder: &Builder<'ctx>,
    ty: BasicTypeEnum<'ctx>,
    align: u32,
    name: &str,
) -> PointerValue<'ctx> {
    alloca(&entry_builder(builder), ty, align, name)
}

/// The alignment of a `byval` aggregate: its own, but at least 8 (clang's x86-64
/// `getIndirectResult`).
fn byval_alignment(td: &TargetData, ty: BasicTypeEnum<'_>) -> u32 {
    td.get_abi_alignment(&ty).max(8)
}
