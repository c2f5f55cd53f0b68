//! Target-independent lowering of the checked program to LLVM IR through inkwell: types and
//! layouts, locals, expressions and statements, globals; the ODR-use worklist over a petgraph call
//! graph; and the small `Target` trait through which `codegen/nvvm` and `codegen/host` state what
//! differs (address spaces, calling convention, builtins, kernel marking). Filled in by the NVVM
//! codegen issue; for now it proves the LLVM 19 toolchain links.

use inkwell::context::Context;

/// Returns the LLVM version string inkwell was built against (a toolchain smoke test).
pub fn llvm_version() -> String {
    let (major, minor, patch) = inkwell::support::get_llvm_version();
    format!("{major}.{minor}.{patch}")
}

/// Builds and verifies an empty module for `triple`, proving the LLVM libraries are usable.
pub fn smoke_module(triple: &str) -> Result<String, String> {
    let cx = Context::create();
    let module = cx.create_module("smoke");
    module.set_triple(&inkwell::targets::TargetTriple::create(triple));
    module.verify().map_err(|e| e.to_string())?;
    Ok(module.print_to_string().to_string())
}

#[cfg(test)]
mod tests {
    #[test]
    fn links_against_llvm_19() {
        assert!(super::llvm_version().starts_with("19."), "{}", super::llvm_version());
        let ir = super::smoke_module("nvptx64-nvidia-cuda").unwrap();
        assert!(ir.contains("nvptx64-nvidia-cuda"), "{ir}");
    }
}
