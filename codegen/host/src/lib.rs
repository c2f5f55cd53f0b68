//! The x86-64 host module: every function ODR-used from host roots, lowered with the shared
//! layer; one launch stub per kernel passing arguments by the PTX parameter ABI; the module
//! constructor that registers the fatbin, kernels and device variables with the CUDA runtime.
//!
//! Built so far (independent of the HIR lowering): `fatbin` (the container writer and reader).

pub mod fatbin;

#[cfg(test)]
mod testutil;

/// The host triple circlec targets.
pub const HOST_TRIPLE: &str = "x86_64-unknown-linux-gnu";
