//! The fatbin embedding and the module constructor and destructor that register it, its kernels
//! and its device variables with the CUDA runtime (reference §2 and §3.4, clang's
//! `CGNVCUDARuntime::makeModuleCtorFunction` in non-rdc mode). What `emit_registration` emits,
//! in C:
//!
//! ```c
//! // .nv_fatbin, align 8
//! static const char __circlec_fatbin[] = { 0x50, 0xed, 0x55, 0xba, ... };
//! // .nvFatBinSegment, align 8 (writable: it holds a relocation)
//! static const __fatBinC_Wrapper_t __circlec_fatbin_wrapper = {
//!     0x466243b1, 1, __circlec_fatbin, NULL };
//! static void **__circlec_gpubin_handle;
//!
//! static void __circlec_module_dtor(void) {
//!     __cudaUnregisterFatBinary(__circlec_gpubin_handle);
//! }
//! __attribute__((constructor(65535))) static void __circlec_module_ctor(void) {
//!     void **h = __cudaRegisterFatBinary(&__circlec_fatbin_wrapper);
//!     __circlec_gpubin_handle = h;
//!     // per kernel, in the order given:
//!     __cudaRegisterFunction(h, (const char *)stub, "device_name", "device_name", -1,
//!                            NULL, NULL, NULL, NULL, NULL);
//!     // per __device__ / __constant__ variable, in the order given:
//!     __cudaRegisterVar(h, (char *)&shadow, "device_name", "device_name",
//!                       /*ext*/ 0, sizeof(shadow), /*constant*/ 0 or 1, /*global*/ 0);
//!     __cudaRegisterFatBinaryEnd(h);
//!     atexit(__circlec_module_dtor);
//! }
//! ```
//!
//! Unregistration goes through `atexit`, not a destructor in `llvm.global_dtors`: clang and nvcc
//! both do so because unregistering from `.fini_array` double-frees with CUDA 9.2 and later.
//! All kernels are registered before all variables (clang's order; nvcc interleaves; both work).
//! With no kernel and no variable nothing is emitted, not even the fatbin, as clang does.
//! `__shared__` variables get no shadow and no registration (they have no storage outside a
//! running block; clang skips them too). `__managed__` variables would need nvcc's
//! `__cudaRegisterManagedVar` and `__cudaInitModule`; they are not supported yet.

use inkwell::module::{Linkage, Module};
use inkwell::values::{FunctionValue, GlobalValue, PointerValue};
use inkwell::AddressSpace;

use crate::ctors::prepend_global_ctor;
use crate::cudart;

/// Magic of `__fatBinC_Wrapper_t` (`FATBINC_MAGIC`).
pub const FATBINC_MAGIC: u32 = 0x466243B1;
/// Wrapper version 1 (`FATBINC_VERSION`); 2 is nvlink's linked-binary form.
pub const FATBINC_VERSION: u32 = 1;
/// Section of the fatbin bytes (whole-program mode).
pub const FATBIN_SECTION: &str = ".nv_fatbin";
/// Defined by the device link's object and referenced by every relocatable unit, so that a link
/// without the device link fails naming it.
pub const DEVICE_LINK_SYMBOL: &str = "__circlec_device_link__link_with_circlec_or_run_circlec_dlink";
/// Section of a relocatable unit's device code record (`-rdc=true`), read by the link step.
pub const RDC_SECTION: &str = ".circlec_rdc";
/// Section of the wrapper; cuobjdump finds fatbins through it.
pub const FATBIN_SEGMENT_SECTION: &str = ".nvFatBinSegment";
/// Priority of the constructor: the default, plain `.init_array`.
pub const CTOR_PRIORITY: u32 = 65535;

/// A kernel to register: its host-side handle (the launch stub, also the `func` later passed to
/// `cudaLaunchKernel`) and its name in the PTX (`.entry` name, mangled).
#[derive(Clone, Debug)]
pub struct KernelRegistration<'ctx> {
    pub stub: FunctionValue<'ctx>,
    pub device_name: String,
}

/// A `__device__` or `__constant__` variable to register: its host shadow (same size and
/// alignment; the key for `cudaMemcpyToSymbol` and friends), its PTX name, its size in bytes,
/// and whether it is `__constant__`.
#[derive(Clone, Debug)]
pub struct VarRegistration<'ctx> {
    pub shadow: GlobalValue<'ctx>,
    pub device_name: String,
    pub size: u64,
    pub constant: bool,
}

/// The globals and functions `emit_registration` made.
#[derive(Clone, Copy, Debug)]
pub struct Registration<'ctx> {
    pub fatbin: GlobalValue<'ctx>,
    pub wrapper: GlobalValue<'ctx>,
    pub handle: GlobalValue<'ctx>,
    pub ctor: FunctionValue<'ctx>,
    pub dtor: FunctionValue<'ctx>,
}

/// Embeds `fatbin` and emits the constructor above; `None` when there is nothing to register.
pub fn emit_registration<'ctx>(
    module: &Module<'ctx>,
    fatbin: &[u8],
    kernels: &[KernelRegistration<'ctx>],
    vars: &[VarRegistration<'ctx>],
) -> Option<Registration<'ctx>> {
    if kernels.is_empty() && vars.is_empty() {
        return None;
    }
    Some(emit_fatbin_ctor(module, fatbin, |builder, h| register_each(module, builder, h, kernels, vars)))
}

/// Relocatable device code (`-rdc=true`): the unit's device code goes to the link step, which
/// registers the linked fatbin once for every unit. What this emits, in C:
///
/// ```c
/// // .circlec_rdc, align 8: the unit's relocatable cubins (`rdc_record.rs` in the driver)
/// const char __circlec_rdc_record_<id>[] = { 'C', 'C', 'R', 'D', 'C', ... };
/// extern const char __circlec_device_link__...;  // defined only by the device link
/// const void *__circlec_rdc_needs_link_<id> = &__circlec_device_link__...;
/// void __circlec_rdc_register_<id>(void **h) {  // called by the link step's constructor
///     __cudaRegisterFunction(h, ...);               // each kernel, as above
///     __cudaRegisterVar(h, ...);                    // each variable
/// }
/// ```
///
/// The record is external, so no optimisation drops it though nothing refers to it; the
/// register function is emitted even when the unit has
/// nothing to register, since the link step calls the one each record names.
pub fn emit_rdc_registration<'ctx>(
    module: &Module<'ctx>,
    record: &[u8],
    unit: &str,
    kernels: &[KernelRegistration<'ctx>],
    vars: &[VarRegistration<'ctx>],
) -> FunctionValue<'ctx> {
    let cx = module.get_context();
    let ptr = cx.ptr_type(AddressSpace::default());
    let bytes = cx.const_string(record, false);
    let record_name = rdc_symbol("record", unit);
    let global = module.add_global(bytes.get_type(), None, &record_name);
    global.set_linkage(Linkage::External);
    global.set_constant(true);
    global.set_initializer(&bytes);
    global.set_section(Some(RDC_SECTION));
    global.set_alignment(8);

    // A reference to what only the device link defines: linking the object without it (a
    // plain `g++ a.o b.o`) fails at this undefined symbol instead of making a program whose
    // kernels are never registered.
    let needed = module.get_global(DEVICE_LINK_SYMBOL).unwrap_or_else(|| {
        let g = module.add_global(cx.i8_type(), None, DEVICE_LINK_SYMBOL);
        g.set_linkage(Linkage::External);
        g
    });
    let check = module.add_global(ptr, None, &rdc_symbol("needs_link", unit));
    check.set_linkage(Linkage::External);
    check.set_constant(true);
    check.set_initializer(&needed.as_pointer_value());

    let register = module.add_function(&rdc_symbol("register", unit), cx.void_type().fn_type(&[ptr.into()], false), Some(Linkage::External));
    let builder = cx.create_builder();
    builder.position_at_end(cx.append_basic_block(register, "entry"));
    let h = register.get_nth_param(0).expect("one parameter").into_pointer_value();
    register_each(module, &builder, h, kernels, vars);
    builder.build_return(None).expect("positioned");
    register
}

/// The name of a relocatable unit's `kind` symbol (`register`, `record`, `needs_link`):
/// `__circlec_rdc_<kind>_<unit>`, `unit` the unit's id (`rdc_record::unit_id` in the driver).
pub fn rdc_symbol(kind: &str, unit: &str) -> String {
    format!("__circlec_rdc_{kind}_{unit}")
}

/// The link step's module for relocatable device code: the linked `fatbin` and a constructor
/// as [`emit_registration`]'s that calls each unit's `__circlec_rdc_register_<id>` (named in
/// its record, in link order) between registering the fatbin and `__cudaRegisterFatBinaryEnd`.
pub fn emit_linked_registration<'ctx>(module: &Module<'ctx>, fatbin: &[u8], registers: &[String]) -> Registration<'ctx> {
    let cx = module.get_context();
    let mark = module.add_global(cx.i8_type(), None, DEVICE_LINK_SYMBOL);
    mark.set_initializer(&cx.i8_type().const_zero());
    mark.set_constant(true);
    let ptr = cx.ptr_type(AddressSpace::default());
    let fn_ty = cx.void_type().fn_type(&[ptr.into()], false);
    emit_fatbin_ctor(module, fatbin, |builder, h| {
        for name in registers {
            let f = module.get_function(name).unwrap_or_else(|| module.add_function(name, fn_ty, Some(Linkage::External)));
            builder.build_call(f, &[h.into()], "").expect("positioned");
        }
    })
}

/// Embeds `fatbin` with its wrapper and handle, and emits the destructor and the constructor
/// that registers the fatbin, runs `register` with the handle, ends the registration and
/// schedules the destructor.
fn emit_fatbin_ctor<'ctx>(
    module: &Module<'ctx>,
    fatbin: &[u8],
    register: impl FnOnce(&inkwell::builder::Builder<'ctx>, PointerValue<'ctx>),
) -> Registration<'ctx> {
    let cx = module.get_context();
    let ptr = cx.ptr_type(AddressSpace::default());
    let i32t = cx.i32_type();

    // @__circlec_fatbin = private constant [N x i8] c"...", section ".nv_fatbin", align 8
    // (no unnamed_addr, so it is never merged with another constant)
    let bytes = cx.const_string(fatbin, false);
    let fatbin_global = module.add_global(bytes.get_type(), None, "__circlec_fatbin");
    fatbin_global.set_linkage(Linkage::Private);
    fatbin_global.set_constant(true);
    fatbin_global.set_initializer(&bytes);
    fatbin_global.set_section(Some(FATBIN_SECTION));
    fatbin_global.set_alignment(8);

    // @__circlec_fatbin_wrapper = internal constant { i32, i32, ptr, ptr }
    //     { i32 1180844977, i32 1, ptr @__circlec_fatbin, ptr null }, section ".nvFatBinSegment"
    let wrapper_ty = cx.struct_type(&[i32t.into(), i32t.into(), ptr.into(), ptr.into()], false);
    let wrapper_init = wrapper_ty.const_named_struct(&[
        i32t.const_int(FATBINC_MAGIC as u64, false).into(),
        i32t.const_int(FATBINC_VERSION as u64, false).into(),
        fatbin_global.as_pointer_value().into(),
        ptr.const_null().into(),
    ]);
    let wrapper = module.add_global(wrapper_ty, None, "__circlec_fatbin_wrapper");
    wrapper.set_linkage(Linkage::Internal);
    wrapper.set_constant(true);
    wrapper.set_initializer(&wrapper_init);
    wrapper.set_section(Some(FATBIN_SEGMENT_SECTION));
    wrapper.set_alignment(8);

    // @__circlec_gpubin_handle = internal global ptr null, align 8
    let handle = module.add_global(ptr, None, "__circlec_gpubin_handle");
    handle.set_linkage(Linkage::Internal);
    handle.set_initializer(&ptr.const_null());
    handle.set_alignment(8);

    let builder = cx.create_builder();
    let void_fn = cx.void_type().fn_type(&[], false);

    // define internal void @__circlec_module_dtor()
    let dtor = module.add_function("__circlec_module_dtor", void_fn, Some(Linkage::Internal));
    builder.position_at_end(cx.append_basic_block(dtor, "entry"));
    let h = builder
        .build_load(ptr, handle.as_pointer_value(), "handle")
        .expect("positioned");
    cudart::unregister_fat_binary(module).call(&builder, &[h.into()], "");
    builder.build_return(None).expect("positioned");

    // define internal void @__circlec_module_ctor()
    let ctor = module.add_function("__circlec_module_ctor", void_fn, Some(Linkage::Internal));
    builder.position_at_end(cx.append_basic_block(ctor, "entry"));
    let h = cudart::register_fat_binary(module)
        .call(&builder, &[wrapper.as_pointer_value().into()], "handle")
        .try_as_basic_value()
        .expect_basic("__cudaRegisterFatBinary returns a pointer")
        .into_pointer_value();
    builder
        .build_store(handle.as_pointer_value(), h)
        .expect("positioned");
    register(&builder, h);
    cudart::register_fat_binary_end(module).call(&builder, &[h.into()], "");
    let dtor_ptr = dtor.as_global_value().as_pointer_value();
    cudart::atexit(module).call(&builder, &[dtor_ptr.into()], "");
    builder.build_return(None).expect("positioned");

    // First in the list: C++ dynamic initializers already there (`module` optimises the host
    // code before it registers) run after it, so they may call the CUDA runtime.
    prepend_global_ctor(module, ctor, CTOR_PRIORITY);
    Registration {
        fatbin: fatbin_global,
        wrapper,
        handle,
        ctor,
        dtor,
    }
}

/// The `__cudaRegisterFunction` of each kernel, then the `__cudaRegisterVar` of each variable,
/// with handle `h`, at the builder's position.
fn register_each<'ctx>(
    module: &Module<'ctx>,
    builder: &inkwell::builder::Builder<'ctx>,
    h: PointerValue<'ctx>,
    kernels: &[KernelRegistration<'ctx>],
    vars: &[VarRegistration<'ctx>],
) {
    let cx = module.get_context();
    let ptr = cx.ptr_type(AddressSpace::default());
    let i32t = cx.i32_type();
    let register_function = cudart::register_function(module);
    let null = ptr.const_null();
    for kernel in kernels {
        let name = device_name_string(module, &kernel.device_name);
        let stub = kernel.stub.as_global_value().as_pointer_value();
        let minus_one = i32t.const_int(u32::MAX as u64, true);
        register_function.call(
            builder,
            &[
                h.into(),
                stub.into(),
                name.into(),
                name.into(),
                minus_one.into(),
                null.into(),
                null.into(),
                null.into(),
                null.into(),
                null.into(),
            ],
            "",
        );
    }

    let register_var = cudart::register_var(module);
    for var in vars {
        let name = device_name_string(module, &var.device_name);
        register_var.call(
            builder,
            &[
                h.into(),
                var.shadow.as_pointer_value().into(),
                name.into(),
                name.into(),
                i32t.const_zero().into(),
                cx.i64_type().const_int(var.size, false).into(),
                i32t.const_int(var.constant as u64, false).into(),
                i32t.const_zero().into(),
            ],
            "",
        );
    }
}

/// `@.str.<name> = private unnamed_addr constant [n x i8] c"<name>\00"`, one per registration.
fn device_name_string<'ctx>(module: &Module<'ctx>, name: &str) -> PointerValue<'ctx> {
    let cx = module.get_context();
    let bytes = cx.const_string(name.as_bytes(), true);
    let global = module.add_global(bytes.get_type(), None, &format!("__circlec_name.{name}"));
    global.set_linkage(Linkage::Private);
    global.set_constant(true);
    global.set_unnamed_addr(true);
    global.set_initializer(&bytes);
    global.set_alignment(1);
    global.as_pointer_value()
}
