//! From a lowered module to text: the NVPTX TargetMachine of one sm (CPU `sm_XX`, feature
//! `+ptxNN` with NN the highest of the sm's default and what the module's features need), the
//! LLVM verifier, the `default<On>` pipeline (which also runs NVVMReflect), and the PTX from
//! LLVM's NVPTX backend.

use std::sync::Once;

use codegen_consts::SmInfo;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple};
use inkwell::OptimizationLevel;

use crate::target::TRIPLE;

static INIT: Once = Once::new();

/// Registers LLVM's NVPTX target (once per process) and lets its instruction selection fuse
/// floating-point multiplies and adds into `fma`, as nvcc (`--fmad=true`) and clang (CUDA's
/// default `-ffp-contract=fast`) do. LLVM-C cannot set `TargetOptions::AllowFPOpFusion`, so this
/// sets the NVPTX backend's own switch, `-nvptx-fma-level=1` ("fuse where allowed"), which takes
/// precedence over it; it affects only NVPTX code, never the host module.
pub fn init() {
    INIT.call_once(|| {
        Target::initialize_nvptx(&InitializationConfig::default());
        let args = [c"circlec".as_ptr(), c"-nvptx-fma-level=1".as_ptr()];
        // SAFETY: two valid NUL-terminated strings that outlive the call; LLVM copies what it
        // keeps. The option exists in every LLVM 19 build with the NVPTX target.
        unsafe {
            inkwell::llvm_sys::support::LLVMParseCommandLineOptions(args.len() as i32, args.as_ptr(), std::ptr::null());
        }
    });
}

/// The TargetMachine of `sm` at PTX version `ptx` (e.g. 63).
pub fn target_machine(sm: &SmInfo, ptx: u32, opt_level: u8) -> Result<TargetMachine, String> {
    init();
    let triple = TargetTriple::create(TRIPLE);
    let target = Target::from_triple(&triple).map_err(|e| e.to_string())?;
    let level = match opt_level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    };
    target
        .create_target_machine(&triple, sm.name, &format!("+ptx{ptx}"), level, RelocMode::Default, CodeModel::Default)
        .ok_or_else(|| format!("LLVM cannot create a target machine for {}", sm.name))
}

/// Verifies the module and runs the `default<On>` pipeline on it.
pub fn optimize(module: &Module<'_>, tm: &TargetMachine, opt_level: u8) -> Result<(), String> {
    module.verify().map_err(|e| format!("the LLVM verifier rejected the module: {}", e.to_string().trim()))?;
    // globaldce first drops the libdevice functions the module does not use (also at -O0).
    let passes = format!("globaldce,default<O{}>", opt_level.min(3));
    module.run_passes(&passes, tm, PassBuilderOptions::create()).map_err(|e| e.to_string())
}

/// PTX assembly of the module.
pub fn ptx(module: &Module<'_>, tm: &TargetMachine) -> Result<String, String> {
    let buf = tm.write_to_memory_buffer(module, FileType::Assembly).map_err(|e| e.to_string())?;
    Ok(String::from_utf8_lossy(buf.as_slice()).trim_end_matches('\0').to_string())
}
