//! The NVVM device target: for each requested sm, one LLVM context and module built from the
//! shared lowering, marked for `nvptx64-nvidia-cuda` (kernels, address spaces, launch bounds,
//! NVVM reflect flags), optimised, turned into PTX by LLVM's NVPTX backend and, when ptxas is
//! available, into a cubin. Targets run in parallel with rayon. Filled in by the NVVM codegen issue.

/// The sm numbers circlec accepts (sm_50 to sm_90a; `90a` is spelled 900 here until the NVVM
/// issue settles the representation).
pub const SUPPORTED_SMS: &[u32] = &[50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90];
