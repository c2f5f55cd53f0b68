//! The diagnostics of code generation (E07xx–E08xx). Errors found while generating a target's
//! module name the target and carry the ODR-use chain that made the offending function part of
//! it (see `odr.rs`).

use frontend::diag::DiagCode;

/// A function called from device code has no definition here and is not `__device__`.
pub const UNDEFINED_IN_DEVICE_CODE: DiagCode = DiagCode { code: "E0701", name: "undefined-function-in-device-code" };
/// Device code calls a `__host__`-only function.
pub const HOST_FUNCTION_IN_DEVICE_CODE: DiagCode = DiagCode { code: "E0702", name: "host-function-in-device-code" };
/// Device code reads or writes a host global variable.
pub const HOST_VARIABLE_IN_DEVICE_CODE: DiagCode = DiagCode { code: "E0703", name: "host-variable-in-device-code" };
/// A builtin or feature the target sm lacks.
pub const FEATURE_UNAVAILABLE: DiagCode = DiagCode { code: "E0704", name: "feature-unavailable-on-sm" };
/// A variadic function defined in device code.
pub const VARIADIC_DEVICE_FUNCTION: DiagCode = DiagCode { code: "E0705", name: "variadic-device-function" };
/// A `@codegen if` predicate or `@codegen` object that cannot be evaluated for a target.
pub const CODEGEN_EVAL_FAILED: DiagCode = DiagCode { code: "E0706", name: "codegen-evaluation-failed" };
/// A kernel launch inside device code (dynamic parallelism is not supported yet).
pub const DEVICE_LAUNCH: DiagCode = DiagCode { code: "E0707", name: "device-side-launch" };
/// Device code uses a `__device__` function or variable defined in another translation unit,
/// without `-rdc=true`.
pub const NEEDS_RDC: DiagCode = DiagCode { code: "E0712", name: "external-device-symbol-needs-rdc" };
/// A construct the code generator does not lower yet.
pub const UNSUPPORTED_CONSTRUCT: DiagCode = DiagCode { code: "E0708", name: "unsupported-in-codegen" };
/// A throw-expression in device code.
pub const THROW_IN_DEVICE_CODE: DiagCode = DiagCode { code: "E0709", name: "throw-in-device-code" };
/// Host code calls a `__device__`-only function, a kernel without a launch, or a device builtin.
pub const DEVICE_FUNCTION_IN_HOST_CODE: DiagCode = DiagCode { code: "E0710", name: "device-function-in-host-code" };
/// A device entity whose symbol has characters PTX identifiers cannot hold (a non-ASCII name).
pub const NON_ASCII_DEVICE_SYMBOL: DiagCode = DiagCode { code: "E0727", name: "non-ascii-device-symbol" };
/// An `asm` statement's constraint letter or clobber that the target's instruction set lacks
/// (`"a"` reached in device code, `"h"` in host code).
pub const ASM_NOT_FOR_TARGET: DiagCode = DiagCode { code: "E0729", name: "asm-constraint-not-for-target" };
/// An `asm` operand whose type does not fit its constraint's register (`"r"` with a pointer on
/// PTX, where pointers are 64-bit: `"l"`).
pub const ASM_OPERAND_TYPE: DiagCode = DiagCode { code: "E0730", name: "asm-operand-type-mismatch" };
/// An sm that circlec does not support.
pub const UNSUPPORTED_SM: DiagCode = DiagCode { code: "E0801", name: "unsupported-sm" };
/// The LLVM verifier rejected a module: a bug in circlec.
pub const INVALID_MODULE: DiagCode = DiagCode { code: "E0802", name: "invalid-llvm-module" };
/// LLVM could not optimise the module or emit PTX.
pub const BACKEND_FAILED: DiagCode = DiagCode { code: "E0803", name: "backend-failed" };
/// A module calls libdevice math functions but no `libdevice.10.bc` was found.
pub const LIBDEVICE_MISSING: DiagCode = DiagCode { code: "E0804", name: "libdevice-not-found" };
/// `--emit=cubin` without ptxas, or ptxas rejected the PTX.
pub const PTXAS_FAILED: DiagCode = DiagCode { code: "E0805", name: "ptxas-failed" };
/// ptxas was not found (or `--no-cubin`): the fatbin holds PTX only (a warning).
pub const PTX_ONLY_FATBIN: DiagCode = DiagCode { code: "E0806", name: "ptx-only-fatbin" };
/// The link step cannot run or failed: no C compiler, no CUDA runtime, or the linker's error.
pub const LINK_FAILED: DiagCode = DiagCode { code: "E0807", name: "link-failed" };
/// A kernel's parameters exceed what the target sm can pass (4 KB before sm_70, 32,764 bytes).
pub const KERNEL_PARAMS_TOO_LARGE: DiagCode = DiagCode { code: "E0711", name: "kernel-parameters-too-large" };
/// Device code calls a virtual function or builds an object with a vtable (host only for now).
pub const VIRTUAL_IN_DEVICE_CODE: DiagCode = DiagCode { code: "E0720", name: "virtual-in-device-code" };
/// A `goto` into the scope of an object with a destructor, past its initialization.
pub const GOTO_INTO_SCOPE: DiagCode = DiagCode { code: "E0728", name: "goto-into-scope" };
/// A `__shared__` variable larger than a block's static shared memory (48 KiB on every sm).
pub const SHARED_TOO_LARGE: DiagCode = DiagCode { code: "E0726", name: "shared-variable-too-large" };
/// Device code declares a function-local static that needs dynamic initialization or a
/// destructor (CUDA has no guarded initialization or `atexit` on the device).
pub const DYNAMIC_STATIC_IN_DEVICE_CODE: DiagCode = DiagCode { code: "E0725", name: "dynamic-static-local-in-device-code" };
