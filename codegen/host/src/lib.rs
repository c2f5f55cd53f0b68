//! The x86-64 host module: every function ODR-used from host roots, lowered with the shared
//! layer; one launch stub per kernel passing arguments by the PTX parameter ABI; the module
//! constructor that registers the fatbin, kernels and device variables with the CUDA runtime.
//!
//! `module` lowers the checked program's host side with `target::HostTarget` (the shared
//! lowering's host policy, including kernel launches) and adds stubs, shadows and registration.
//!
//! The pieces, independent of the HIR lowering:
//! - `fatbin`: the fatbin container writer (and a reader for checks); `ptxas`: cubins from
//!   ptxas with its messages naming the sm and function, and `build_fatbin`;
//! - `runtime`: `CudaRuntime`, the narrow interface the host lowering uses, over
//!   `launch` (launch sites), `stub` (launch stubs), `abi` (x86-64 SysV passing of stub
//!   parameters), `registration` (fatbin embedding, module ctor/dtor),
//!   `cudart` (the runtime's declarations) and `ctors` (`llvm.global_ctors`);
//! - `object`: the x86-64 TargetMachine and the object-file writer; `elf_patch`: putting the
//!   fatbin into a host object generated before it existed.

pub mod abi;
mod bf16_runtime;
pub mod ctors;
pub mod cudart;
pub mod elf_patch;
pub mod fatbin;
pub mod launch;
pub mod module;
pub mod object;
pub mod ptxas;
pub mod rdc_link;
pub mod registration;
pub mod runtime;
pub mod stub;
pub mod target;
pub mod used;

pub use abi::ParamPassing;
pub use fatbin::{write_fatbin, ArchSuffix, FatbinEntry, FatbinError, FatbinPayload};
pub use launch::{Dim3, LaunchConfig};
pub use module::{compile_host, compile_host_with, HostOptions, HostOutput, HostTimes};
pub use target::HostTarget;
pub use object::{write_object, X86_64_DATA_LAYOUT};
pub use registration::{KernelRegistration, Registration, VarRegistration};
pub use runtime::CudaRuntime;
pub use stub::{LaunchStub, StubError};

#[cfg(test)]
mod testutil;

/// The host triple circlec targets.
pub const HOST_TRIPLE: &str = "x86_64-unknown-linux-gnu";
