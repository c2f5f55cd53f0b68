//! Codegen-time constants. The frontend checks that `__nvvm_arch` and `__is_host_target` are used
//! only in the codegen context but never folds them; this crate holds their value for each target
//! (`__nvvm_arch` is the sm number, 0 on the host), evaluates `@codegen if` predicates and codegen
//! object initializers for one target, and keeps the table of device features with the minimum sm
//! and PTX version each needs. The NVVM codegen issue fills in the evaluator and the feature table.

/// A code generation target: the host, or one NVIDIA sm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    Host,
    /// `Sm(70)` is sm_70.
    Sm(u32),
}

/// The codegen constants circlec defines, by name.
pub const CODEGEN_CONSTANTS: &[&str] = &["__nvvm_arch", "__is_host_target"];

/// The value of a codegen constant for `target`, as an integer (`bool` as 0 or 1).
pub fn constant_value(name: &str, target: Target) -> Option<i64> {
    match (name, target) {
        ("__nvvm_arch", Target::Host) => Some(0),
        ("__nvvm_arch", Target::Sm(sm)) => Some(sm as i64),
        ("__is_host_target", Target::Host) => Some(1),
        ("__is_host_target", Target::Sm(_)) => Some(0),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nvvm_arch_is_the_sm_number_and_zero_on_host() {
        assert_eq!(constant_value("__nvvm_arch", Target::Sm(70)), Some(70));
        assert_eq!(constant_value("__nvvm_arch", Target::Host), Some(0));
        assert_eq!(constant_value("__is_host_target", Target::Sm(52)), Some(0));
        assert_eq!(constant_value("__is_host_target", Target::Host), Some(1));
        assert_eq!(constant_value("__nope", Target::Host), None);
    }
}
