//! Declarations of the CUDA runtime entry points the host module calls, one function each, with
//! the C prototype above it (CUDA 12.9 `crt/host_runtime.h`, `crt/device_functions.h`,
//! `cuda_runtime_api.h`; `CUDARTAPI` is empty on Linux), lowered for x86-64 SysV: a by-value
//! `dim3` (12 bytes, INTEGER+INTEGER) becomes `i64 x | y << 32, i32 z`; `size_t` is `i64`.
//!
//! Each function returns a `RuntimeFn` (the LLVM function type circlec calls it with, and the
//! callee). A declaration that is already in the module (say from `<cuda_runtime.h>` lowered by
//! the host lowering) is reused; calls always use circlec's own function type, which LLVM allows
//! with opaque pointers, so a differently lowered declaration cannot make the IR invalid.

use inkwell::builder::Builder;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, FunctionType};
use inkwell::values::{BasicMetadataValueEnum, CallSiteValue, PointerValue};
use inkwell::AddressSpace;

/// A runtime function: the type circlec calls it with and its address.
#[derive(Clone, Copy, Debug)]
pub struct RuntimeFn<'ctx> {
    pub ty: FunctionType<'ctx>,
    pub callee: PointerValue<'ctx>,
}

impl<'ctx> RuntimeFn<'ctx> {
    /// Emits `callee(args…)` with circlec's function type.
    pub fn call(
        self,
        builder: &Builder<'ctx>,
        args: &[BasicMetadataValueEnum<'ctx>],
        name: &str,
    ) -> CallSiteValue<'ctx> {
        builder
            .build_indirect_call(self.ty, self.callee, args, name)
            .expect("the builder is positioned in a block")
    }
}

/// The parameter kinds runtime prototypes use.
#[derive(Clone, Copy)]
enum P {
    Ptr,
    I32,
    I64,
}

/// Declares `name` with `ret(params…)` (`ret` None: void) unless the module has it already.
fn declare<'ctx>(
    module: &Module<'ctx>,
    name: &str,
    ret: Option<P>,
    params: &[P],
) -> RuntimeFn<'ctx> {
    let cx = module.get_context();
    let lower = |p: P| -> BasicMetadataTypeEnum<'ctx> {
        match p {
            P::Ptr => cx.ptr_type(AddressSpace::default()).into(),
            P::I32 => cx.i32_type().into(),
            P::I64 => cx.i64_type().into(),
        }
    };
    let params: Vec<BasicMetadataTypeEnum<'ctx>> = params.iter().map(|&p| lower(p)).collect();
    let ty = match ret {
        None => cx.void_type().fn_type(&params, false),
        Some(P::Ptr) => cx.ptr_type(AddressSpace::default()).fn_type(&params, false),
        Some(P::I32) => cx.i32_type().fn_type(&params, false),
        Some(P::I64) => cx.i64_type().fn_type(&params, false),
    };
    let function = module
        .get_function(name)
        .unwrap_or_else(|| module.add_function(name, ty, Some(Linkage::External)));
    RuntimeFn {
        ty,
        callee: function.as_global_value().as_pointer_value(),
    }
}

// void **__cudaRegisterFatBinary(void *fatCubin);
pub fn register_fat_binary<'ctx>(module: &Module<'ctx>) -> RuntimeFn<'ctx> {
    declare(module, "__cudaRegisterFatBinary", Some(P::Ptr), &[P::Ptr])
}

// void __cudaRegisterFatBinaryEnd(void **fatCubinHandle);   // CUDA >= 10.1
pub fn register_fat_binary_end<'ctx>(module: &Module<'ctx>) -> RuntimeFn<'ctx> {
    declare(module, "__cudaRegisterFatBinaryEnd", None, &[P::Ptr])
}

// void __cudaUnregisterFatBinary(void **fatCubinHandle);
pub fn unregister_fat_binary<'ctx>(module: &Module<'ctx>) -> RuntimeFn<'ctx> {
    declare(module, "__cudaUnregisterFatBinary", None, &[P::Ptr])
}

// void __cudaRegisterFunction(void **fatCubinHandle, const char *hostFun, char *deviceFun,
//                             const char *deviceName, int thread_limit, uint3 *tid, uint3 *bid,
//                             dim3 *bDim, dim3 *gDim, int *wSize);
// (clang declares it returning i32 and ignores the value; the header says void. circlec follows
// the header.)
pub fn register_function<'ctx>(module: &Module<'ctx>) -> RuntimeFn<'ctx> {
    use P::*;
    declare(
        module,
        "__cudaRegisterFunction",
        None,
        &[Ptr, Ptr, Ptr, Ptr, I32, Ptr, Ptr, Ptr, Ptr, Ptr],
    )
}

// void __cudaRegisterVar(void **fatCubinHandle, char *hostVar, char *deviceAddress,
//                        const char *deviceName, int ext, size_t size, int constant, int global);
pub fn register_var<'ctx>(module: &Module<'ctx>) -> RuntimeFn<'ctx> {
    use P::*;
    declare(
        module,
        "__cudaRegisterVar",
        None,
        &[Ptr, Ptr, Ptr, Ptr, I32, I64, I32, I32],
    )
}

// int atexit(void (*function)(void));
pub fn atexit<'ctx>(module: &Module<'ctx>) -> RuntimeFn<'ctx> {
    declare(module, "atexit", Some(P::I32), &[P::Ptr])
}

// unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem,
//                                      struct CUstream_st *stream);
// x86-64: (i64 grid.xy, i32 grid.z, i64 block.xy, i32 block.z, i64 shmem, ptr stream)
pub fn push_call_configuration<'ctx>(module: &Module<'ctx>) -> RuntimeFn<'ctx> {
    use P::*;
    declare(
        module,
        "__cudaPushCallConfiguration",
        Some(I32),
        &[I64, I32, I64, I32, I64, Ptr],
    )
}

// cudaError_t __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem,
//                                        void *stream);   // stream is really a cudaStream_t *
pub fn pop_call_configuration<'ctx>(module: &Module<'ctx>) -> RuntimeFn<'ctx> {
    use P::*;
    declare(
        module,
        "__cudaPopCallConfiguration",
        Some(I32),
        &[Ptr, Ptr, Ptr, Ptr],
    )
}

// cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
//                              size_t sharedMem, cudaStream_t stream);
// x86-64: (ptr func, i64 grid.xy, i32 grid.z, i64 block.xy, i32 block.z, ptr args, i64 shmem,
//          ptr stream); shmem and stream go on the stack.
pub fn launch_kernel<'ctx>(module: &Module<'ctx>) -> RuntimeFn<'ctx> {
    use P::*;
    declare(
        module,
        "cudaLaunchKernel",
        Some(I32),
        &[Ptr, I64, I32, I64, I32, Ptr, I64, Ptr],
    )
}
