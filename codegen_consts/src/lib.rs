//! Codegen-time constants. The frontend checks that `__nvvm_arch` and `__is_host_target` are used
//! only in the codegen context but never folds them; this crate holds their value for each target
//! (`__nvvm_arch` is the sm number, 0 on the host), evaluates `@codegen if` predicates and codegen
//! object initializers for one target (`eval.rs`), and keeps the sm list and the table of device
//! features with the minimum sm and PTX version each needs (`features.rs`).

pub mod eval;
pub mod features;

pub use eval::{eval, eval_predicate, EvalError};
pub use features::{parse_sm, ptx_version, sm_info, Feature, SmInfo, SMS, SM_90A};

use frontend::sema::hir::CodegenConst;

/// A code generation target: the host, or one NVIDIA sm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    Host,
    /// `Sm(70)` is sm_70; sm_90a is `Sm(SM_90A)`.
    Sm(u32),
}

impl Target {
    /// `sm_70`, `sm_90a`, or `host`.
    pub fn name(self) -> String {
        match self {
            Target::Host => "host".into(),
            Target::Sm(code) => sm_info(code).map_or_else(|| format!("sm_{code}"), |s| s.name.to_string()),
        }
    }
}

/// The codegen constants circlec defines, by name.
pub const CODEGEN_CONSTANTS: &[&str] = &["__nvvm_arch", "__is_host_target"];

/// The value of a codegen constant for `target`, as an integer (`bool` as 0 or 1).
pub fn constant_value(name: &str, target: Target) -> Option<i64> {
    match name {
        "__nvvm_arch" => Some(codegen_const_value(CodegenConst::NvvmArch, target)),
        "__is_host_target" => Some(codegen_const_value(CodegenConst::IsHostTarget, target)),
        _ => None,
    }
}

/// The value of a codegen constant of the checked program for `target`.
pub fn codegen_const_value(c: CodegenConst, target: Target) -> i64 {
    match (c, target) {
        (CodegenConst::NvvmArch, Target::Host) => 0,
        (CodegenConst::NvvmArch, Target::Sm(code)) => sm_info(code).map_or(code, |s| s.arch) as i64,
        (CodegenConst::IsHostTarget, Target::Host) => 1,
        (CodegenConst::IsHostTarget, Target::Sm(_)) => 0,
    }
}

#[cfg(test)]
mod tests;
