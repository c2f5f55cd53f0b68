//! The x86-64 target: the host TargetMachine (`x86_64-unknown-linux-gnu`, generic `x86-64` CPU,
//! position-independent code so the objects link into PIE executables), stamping a module with
//! its triple and data layout, and writing a relocatable ELF object or assembly.

use std::path::Path;

use inkwell::module::Module;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::OptimizationLevel;

use crate::HOST_TRIPLE;

/// LLVM 19's data layout for `x86_64-unknown-linux-gnu` (checked against the TargetMachine's in
/// the tests); used for ABI sizes and alignments without building a TargetMachine.
pub const X86_64_DATA_LAYOUT: &str =
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";

/// The host TargetMachine at `opt` (reloc PIC, default code model).
pub fn host_target_machine(opt: OptimizationLevel) -> Result<TargetMachine, String> {
    codegen::install_fatal_error_handler();
    Target::initialize_x86(&InitializationConfig::default());
    let triple = TargetTriple::create(HOST_TRIPLE);
    let target = Target::from_triple(&triple).map_err(|e| e.to_string())?;
    target
        .create_target_machine(
            &triple,
            "x86-64",
            "",
            opt,
            RelocMode::PIC,
            CodeModel::Default,
        )
        .ok_or_else(|| format!("LLVM cannot make a target machine for `{HOST_TRIPLE}`"))
}

/// Sets the module's triple and data layout to the host's.
pub fn prepare_module(module: &Module<'_>, machine: &TargetMachine) {
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
}

/// Verifies `module`, stamps it for the host, and writes a relocatable object to `path`.
pub fn write_object(module: &Module<'_>, path: &Path) -> Result<(), String> {
    write_file(module, path, FileType::Object)
}

/// As `write_object`, but x86-64 assembly text.
pub fn write_assembly(module: &Module<'_>, path: &Path) -> Result<(), String> {
    write_file(module, path, FileType::Assembly)
}

fn write_file(module: &Module<'_>, path: &Path, file_type: FileType) -> Result<(), String> {
    let machine = host_target_machine(OptimizationLevel::Default)?;
    prepare_module(module, &machine);
    module
        .verify()
        .map_err(|e| format!("invalid host module: {}", e.to_string()))?;
    machine
        .write_to_file(module, file_type, path)
        .map_err(|e| format!("cannot write `{}`: {}", path.display(), e.to_string()))
}

#[cfg(test)]
#[path = "object_tests.rs"]
mod tests;
