//! `CudaRuntime`: the one narrow interface through which host code generation talks to the CUDA
//! runtime ABI (after clang's `CGCUDARuntime`). The host lowering creates one per host module,
//! asks it for launch stubs, launch sites and host shadows of device variables while it lowers,
//! and calls `finish_module` with the fatbin last. Everything it emits is plain LLVM built from
//! plain data (function values, globals, names, sizes); it knows nothing of the checked program.

use inkwell::builder::Builder;
use inkwell::module::{Linkage, Module};
use inkwell::targets::TargetData;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, GlobalValue};

use crate::launch::{self, LaunchConfig};
use crate::object::X86_64_DATA_LAYOUT;
use crate::registration::{self, KernelRegistration, Registration, VarRegistration};
use crate::stub::{self, LaunchStub, StubError};

/// The CUDA runtime side of one host module. `finish_module` emits, in C:
///
/// ```c
/// static const char __circlec_fatbin[] __attribute__((section(".nv_fatbin"), aligned(8))) = {…};
/// static const __fatBinC_Wrapper_t __circlec_fatbin_wrapper
///     __attribute__((section(".nvFatBinSegment"), aligned(8))) =
///     { 0x466243b1, 1, __circlec_fatbin, NULL };
/// static void **__circlec_gpubin_handle;
///
/// static void __circlec_module_dtor(void) {
///     __cudaUnregisterFatBinary(__circlec_gpubin_handle);
/// }
/// static void __circlec_module_ctor(void) {    // llvm.global_ctors, priority 65535
///     void **h = __cudaRegisterFatBinary(&__circlec_fatbin_wrapper);
///     __circlec_gpubin_handle = h;
///     __cudaRegisterFunction(h, (const char *)_Z4kernPfi, "_Z4kernPfi", "_Z4kernPfi", -1,
///                            NULL, NULL, NULL, NULL, NULL);            // each kernel
///     __cudaRegisterVar(h, (char *)&table, "table", "table", 0, sizeof(table),
///                       /*constant=*/1, 0);                            // each variable
///     __cudaRegisterFatBinaryEnd(h);
///     atexit(__circlec_module_dtor);
/// }
/// ```
///
/// and each stub from `emit_launch_stub` (named like the kernel, as nvcc names its host
/// function; it is also the kernel's host handle):
///
/// ```c
/// void _Z4kernPfi(float *a0, int a1) {
///     void *kernel_args[] = { &a0, &a1 };
///     dim3 grid, block; size_t shmem; cudaStream_t stream;
///     __cudaPopCallConfiguration(&grid, &block, &shmem, &stream);
///     cudaLaunchKernel((const void *)_Z4kernPfi, grid, block, kernel_args, shmem, stream);
/// }
/// ```
///
/// See `launch` for the launch site and what the stub's ABI simplifies, `registration` for
/// the details of the constructor.
pub struct CudaRuntime<'m, 'ctx> {
    module: &'m Module<'ctx>,
    kernels: Vec<KernelRegistration<'ctx>>,
    vars: Vec<VarRegistration<'ctx>>,
}

impl<'m, 'ctx> CudaRuntime<'m, 'ctx> {
    pub fn new(module: &'m Module<'ctx>) -> Self {
        CudaRuntime {
            module,
            kernels: Vec::new(),
            vars: Vec::new(),
        }
    }

    /// Declares the stub of a kernel that launch sites call (defined here or not).
    pub fn declare_launch_stub(
        &self,
        device_name: &str,
        stub_name: &str,
        param_types: &[BasicTypeEnum<'ctx>],
    ) -> Result<LaunchStub<'ctx>, StubError> {
        stub::declare_launch_stub(self.module, device_name, stub_name, param_types)
    }

    /// Defines the launch stub of a kernel defined in this translation unit and registers it.
    pub fn emit_launch_stub(
        &mut self,
        device_name: &str,
        param_types: &[BasicTypeEnum<'ctx>],
        stub_name: &str,
    ) -> Result<LaunchStub<'ctx>, StubError> {
        let stub = stub::emit_launch_stub(self.module, device_name, param_types, stub_name)?;
        self.kernels.push(stub.registration());
        Ok(stub)
    }

    /// Emits `k<<<config>>>(args…)` at the builder: arguments come from `args`, called only when
    /// the configuration was accepted.
    pub fn emit_kernel_launch(
        &self,
        builder: &Builder<'ctx>,
        stub: &LaunchStub<'ctx>,
        config: LaunchConfig<'ctx>,
        args: impl FnOnce(&Builder<'ctx>) -> Vec<BasicValueEnum<'ctx>>,
    ) {
        launch::emit_kernel_launch(self.module, builder, stub, config, args)
    }

    /// Creates the host shadow of a `__device__`/`__constant__` variable defined in this
    /// translation unit (`internal global T zeroinitializer`, the x86-64 size and alignment of
    /// `ty`, named `host_name`) and registers it under `device_name`.
    ///
    /// clang gives non-rdc shadows an `undef` initializer; circlec zero-fills them, which costs
    /// nothing (.bss) and leaves nothing for the optimizer to assume.
    pub fn emit_shadow_variable(
        &mut self,
        host_name: &str,
        device_name: &str,
        ty: BasicTypeEnum<'ctx>,
        constant: bool,
    ) -> GlobalValue<'ctx> {
        let td = TargetData::create(X86_64_DATA_LAYOUT);
        let shadow = self.module.add_global(ty, None, host_name);
        shadow.set_linkage(Linkage::Internal);
        shadow.set_initializer(&ty.const_zero());
        shadow.set_alignment(td.get_abi_alignment(&ty));
        let size = td.get_abi_size(&ty);
        self.register_var(VarRegistration {
            shadow,
            device_name: device_name.to_string(),
            size,
            constant,
        });
        shadow
    }

    /// Registers a kernel whose stub was made elsewhere.
    pub fn register_kernel(&mut self, kernel: KernelRegistration<'ctx>) {
        self.kernels.push(kernel);
    }

    /// Registers a variable whose shadow was made elsewhere.
    pub fn register_var(&mut self, var: VarRegistration<'ctx>) {
        self.vars.push(var);
    }

    /// Whether `finish_module` will emit anything (a kernel or a variable is registered).
    pub fn registers_anything(&self) -> bool {
        !self.kernels.is_empty() || !self.vars.is_empty()
    }

    /// What the registration will refer to: every registered stub and shadow, for
    /// `used::hold` when the module is optimised before `finish_module`.
    pub fn registered_globals(&self) -> Vec<GlobalValue<'ctx>> {
        let stubs = self.kernels.iter().map(|k| k.stub.as_global_value());
        stubs.chain(self.vars.iter().map(|v| v.shadow)).collect()
    }

    /// Embeds `fatbin` and emits the constructor and destructor shown above; `None` (and nothing
    /// emitted) when the module registers no kernel and no variable.
    pub fn finish_module(self, fatbin: &[u8]) -> Option<Registration<'ctx>> {
        registration::emit_registration(self.module, fatbin, &self.kernels, &self.vars)
    }

    /// For relocatable device code: embeds the unit's device code `record` and emits
    /// `__circlec_rdc_register_<unit>(void **h)`, which registers the kernels and variables with the handle of
    /// the fatbin the link step links (`registration::emit_rdc_registration`).
    pub fn finish_rdc_module(self, record: &[u8], unit: &str) {
        registration::emit_rdc_registration(self.module, record, unit, &self.kernels, &self.vars);
    }
}

#[cfg(test)]
#[path = "runtime_tests.rs"]
mod tests;
