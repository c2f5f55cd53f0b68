//! CUDA attributes of kernels and their parameters beyond launch bounds:
//! `__grid_constant__` on a kernel parameter (it must be a `const`-qualified by-value parameter
//! of a `__global__` function, as nvcc requires) and `__cluster_dims__(x, y, z)` on a kernel
//! (one to three constant sizes of at least 1, defaults 1; at most 8 blocks in a portable
//! cluster). They go to the program's side tables; the device code generator emits them.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::TypeId;

/// The most thread blocks a cluster may hold portably (CUDA's `cudaFuncAttributeNonPortableClusterSizeAllowed` raises it to 16 at run time).
const MAX_PORTABLE_CLUSTER: u64 = 8;

impl Checker<'_> {
    /// Records parameter `v`, declared with type `t`, as `__grid_constant__`, or reports why
    /// it cannot be.
    pub(super) fn grid_constant_param(&mut self, v: VarId, t: TypeId, in_kernel: bool, span: Span) {
        let problem = if !in_kernel {
            Some(("`__grid_constant__` on a parameter of a function that is not `__global__`", "only kernel parameters can be grid constants"))
        } else if self.p.types.is_reference(t) || !self.p.types.cv(t).is_const() {
            Some(("a `__grid_constant__` parameter must be a `const`-qualified value", "declare it `const T name`"))
        } else {
            None
        };
        match problem {
            Some((msg, label)) => self.err(Diagnostic::error(diags::BAD_CUDA_ATTR, span, msg).with_label(label)),
            None => {
                self.p.grid_constant.insert(v);
            }
        }
    }

    /// Checks and records `__cluster_dims__` of function `f`.
    pub(super) fn cluster_dims(&mut self, f: FnId, c: &ast::ClusterDims) {
        if !self.p.fns[f].cuda.global {
            self.err(
                Diagnostic::error(diags::BAD_CUDA_ATTR, c.span, "`__cluster_dims__` on a function that is not `__global__`")
                    .with_label("only kernels run in clusters"),
            );
            return;
        }
        if c.dims.is_empty() || c.dims.len() > 3 {
            self.err(
                Diagnostic::error(diags::BAD_CUDA_ATTR, c.span, format!("`__cluster_dims__` takes one to three sizes, not {}", c.dims.len()))
                    .with_label("x, y and z"),
            );
            return;
        }
        let mut dims = [1u32; 3];
        for (i, &e) in c.dims.iter().enumerate() {
            let Some(v) = self.const_int(e, "a cluster size") else { return };
            if !(1..=i128::from(u32::MAX)).contains(&v) {
                let span = self.tu.expr(e).span;
                self.err(Diagnostic::error(diags::BAD_CUDA_ATTR, span, format!("a cluster size must be at least 1, not {v}")).with_label("out of range"));
                return;
            }
            dims[i] = v as u32;
        }
        let blocks: u64 = dims.iter().map(|&d| u64::from(d)).product();
        if blocks > MAX_PORTABLE_CLUSTER {
            self.err(
                Diagnostic::error(diags::BAD_CUDA_ATTR, c.span, format!("a cluster of {blocks} thread blocks is more than the portable {MAX_PORTABLE_CLUSTER}"))
                    .with_label("too many blocks")
                    .with_note("clusters over 8 blocks are set at run time with `cudaLaunchKernelEx`"),
            );
            return;
        }
        self.p.cluster_dims.insert(f, dims);
    }
}
