//! The one declarative table of CUDA builtins: the builtin variables (`threadIdx`, `blockIdx`,
//! `blockDim`, `gridDim`, `warpSize`) and the builtin functions (synchronisation, fences, atomics,
//! warp shuffles and votes, bit tricks, clocks, `__ldg`, fast-math intrinsics, `__trap`).
//!
//! Each function entry has its name, its signatures (overloads) written as C declarators in
//! which `T` stands for each type of `types`, the lowest sm each overload needs, whether it is
//! device-only, and a `key` the NVVM codegen maps to an intrinsic together with the chosen
//! overload's parameter types. `printf`, `malloc`/`free` and the math library come from the
//! std_shim headers, not from here.
//!
//! Sema resolves a call to a builtin to a [`BuiltinId`], an index into [`overloads()`], which
//! is expanded from the table in a fixed order so that codegen sees the same ids.

use std::sync::OnceLock;

use super::types::{Cv, FloatKind, IntKind};

/// One builtin function and its overloads.
#[derive(Debug)]
pub struct BuiltinFn {
    pub name: &'static str,
    /// What codegen lowers it to, e.g. `atomic.add`, `shfl.idx`, `vote.ballot`.
    pub key: &'static str,
    /// C signatures; `T` is replaced by every type of `types` (or used as is when `types` is
    /// empty). `unsigned` means `unsigned int`.
    pub sigs: &'static [&'static str],
    pub types: &'static [&'static str],
    /// Only callable in device code (the host codegen rejects it).
    pub device_only: bool,
    /// Lowest sm that has it.
    pub min_sm: u32,
    /// Raised minimum sm for particular `T` (e.g. double `atomicAdd` needs sm_60).
    pub min_sm_for: &'static [(&'static str, u32)],
}

/// A C type as written in the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BType {
    Void,
    Bool,
    Int(IntKind),
    Float(FloatKind),
    Ptr(Box<BType>, Cv),
    /// `_Complex T` (only in the C library's signatures, `library_builtins.rs`).
    Complex(FloatKind),
}

/// One expanded overload; its index in [`overloads()`] is its [`BuiltinId`].
#[derive(Debug)]
pub struct Overload {
    /// Index of the function in [`FUNCTIONS`].
    pub func: usize,
    pub ret: BType,
    pub params: Vec<BType>,
    pub min_sm: u32,
}

impl Overload {
    pub fn function(&self) -> &'static BuiltinFn {
        &FUNCTIONS[self.func]
    }
}

/// Names one overload of a builtin function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BuiltinId(pub u32);

impl BuiltinId {
    pub fn overload(self) -> &'static Overload {
        &overloads()[self.0 as usize]
    }
}

/// The builtin variables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BuiltinVar {
    ThreadIdx,
    BlockIdx,
    BlockDim,
    GridDim,
    WarpSize,
}

impl BuiltinVar {
    pub const ALL: [BuiltinVar; 5] = [
        BuiltinVar::ThreadIdx,
        BuiltinVar::BlockIdx,
        BuiltinVar::BlockDim,
        BuiltinVar::GridDim,
        BuiltinVar::WarpSize,
    ];
    pub fn name(self) -> &'static str {
        match self {
            BuiltinVar::ThreadIdx => "threadIdx",
            BuiltinVar::BlockIdx => "blockIdx",
            BuiltinVar::BlockDim => "blockDim",
            BuiltinVar::GridDim => "gridDim",
            BuiltinVar::WarpSize => "warpSize",
        }
    }
    /// The record type of the variable (`uint3` or `dim3`), or `None` for `warpSize` (an int).
    pub fn record_name(self) -> Option<&'static str> {
        match self {
            BuiltinVar::ThreadIdx | BuiltinVar::BlockIdx => Some("uint3"),
            BuiltinVar::BlockDim | BuiltinVar::GridDim => Some("dim3"),
            BuiltinVar::WarpSize => None,
        }
    }
    pub fn from_name(s: &str) -> Option<BuiltinVar> {
        BuiltinVar::ALL.into_iter().find(|v| v.name() == s)
    }
}

const INT_TYPES: &[&str] = &["int", "unsigned"];
const INT64: &[&str] = &["int", "unsigned", "unsigned long long"];
const ADD_TYPES: &[&str] = &["int", "unsigned", "unsigned long long", "float", "double"];
const SHFL_TYPES: &[&str] = &[
    "int",
    "unsigned",
    "long",
    "unsigned long",
    "long long",
    "unsigned long long",
    "float",
    "double",
];
const LDG_TYPES: &[&str] = &[
    "char",
    "signed char",
    "unsigned char",
    "short",
    "unsigned short",
    "int",
    "unsigned",
    "long",
    "unsigned long",
    "long long",
    "unsigned long long",
    "float",
    "double",
];

macro_rules! b {
    ($name:literal, $key:literal, [$($sig:literal),*], $types:expr, $sm:literal) => {
        b!($name, $key, [$($sig),*], $types, $sm, &[])
    };
    ($name:literal, $key:literal, [$($sig:literal),*], $types:expr, $sm:literal, $for:expr) => {
        BuiltinFn {
            name: $name,
            key: $key,
            sigs: &[$($sig),*],
            types: $types,
            device_only: true,
            min_sm: $sm,
            min_sm_for: $for,
        }
    };
}

/// A builtin of host and device code alike (the floating-point classification builtins).
macro_rules! hd {
    ($name:literal, $key:literal, [$($sig:literal),*], $types:expr) => {
        BuiltinFn { name: $name, key: $key, sigs: &[$($sig),*], types: $types, device_only: false, min_sm: 30, min_sm_for: &[] }
    };
}

/// The floating types the classification builtins are generic over (`fp_classify.rs`).
const FP_TYPES: &[&str] = &["float", "double", "long double"];

/// The table. Keep entries grouped; append new ones at the end of their group.
pub static FUNCTIONS: &[BuiltinFn] = &[
    // Synchronisation and fences.
    b!("__syncthreads", "barrier.sync", ["void ()"], &[], 30),
    b!("__syncthreads_count", "barrier.popc", ["int (int)"], &[], 30),
    b!("__syncthreads_and", "barrier.and", ["int (int)"], &[], 30),
    b!("__syncthreads_or", "barrier.or", ["int (int)"], &[], 30),
    b!("__syncwarp", "bar.warp.sync", ["void ()", "void (unsigned)"], &[], 30),
    // Named barriers (`bar.sync id[, count]`): cooperative groups' `thread_block::sync()`.
    b!("__barrier_sync", "barrier.sync.id", ["void (unsigned)"], &[], 30),
    b!("__barrier_sync_count", "barrier.sync.cnt", ["void (unsigned, unsigned)"], &[], 30),
    b!("__threadfence", "membar.gl", ["void ()"], &[], 30),
    b!("__threadfence_block", "membar.cta", ["void ()"], &[], 30),
    b!("__threadfence_system", "membar.sys", ["void ()"], &[], 30),
    // Atomics (device scope, then block and system scope on sm_60+).
    b!("atomicAdd", "atomic.add", ["T (T*, T)"], ADD_TYPES, 30, &[("double", 60)]),
    b!("atomicSub", "atomic.sub", ["T (T*, T)"], INT_TYPES, 30),
    b!("atomicExch", "atomic.exch", ["T (T*, T)"], &["int", "unsigned", "unsigned long long", "float"], 30),
    b!("atomicMin", "atomic.min", ["T (T*, T)"], &["int", "unsigned", "unsigned long long", "long long"], 30),
    b!("atomicMax", "atomic.max", ["T (T*, T)"], &["int", "unsigned", "unsigned long long", "long long"], 30),
    b!("atomicInc", "atomic.inc", ["unsigned (unsigned*, unsigned)"], &[], 30),
    b!("atomicDec", "atomic.dec", ["unsigned (unsigned*, unsigned)"], &[], 30),
    b!("atomicCAS", "atomic.cas", ["T (T*, T, T)"], INT64, 30),
    b!("atomicAnd", "atomic.and", ["T (T*, T)"], INT64, 30),
    b!("atomicOr", "atomic.or", ["T (T*, T)"], INT64, 30),
    b!("atomicXor", "atomic.xor", ["T (T*, T)"], INT64, 30),
    b!("atomicAdd_block", "atomic.add.cta", ["T (T*, T)"], ADD_TYPES, 60),
    b!("atomicAdd_system", "atomic.add.sys", ["T (T*, T)"], ADD_TYPES, 60),
    b!("atomicSub_block", "atomic.sub.cta", ["T (T*, T)"], INT_TYPES, 60),
    b!("atomicSub_system", "atomic.sub.sys", ["T (T*, T)"], INT_TYPES, 60),
    b!("atomicExch_block", "atomic.exch.cta", ["T (T*, T)"], &["int", "unsigned", "unsigned long long", "float"], 60),
    b!("atomicExch_system", "atomic.exch.sys", ["T (T*, T)"], &["int", "unsigned", "unsigned long long", "float"], 60),
    b!("atomicMin_block", "atomic.min.cta", ["T (T*, T)"], &["int", "unsigned", "unsigned long long", "long long"], 60),
    b!("atomicMin_system", "atomic.min.sys", ["T (T*, T)"], &["int", "unsigned", "unsigned long long", "long long"], 60),
    b!("atomicMax_block", "atomic.max.cta", ["T (T*, T)"], &["int", "unsigned", "unsigned long long", "long long"], 60),
    b!("atomicMax_system", "atomic.max.sys", ["T (T*, T)"], &["int", "unsigned", "unsigned long long", "long long"], 60),
    b!("atomicInc_block", "atomic.inc.cta", ["unsigned (unsigned*, unsigned)"], &[], 60),
    b!("atomicInc_system", "atomic.inc.sys", ["unsigned (unsigned*, unsigned)"], &[], 60),
    b!("atomicDec_block", "atomic.dec.cta", ["unsigned (unsigned*, unsigned)"], &[], 60),
    b!("atomicDec_system", "atomic.dec.sys", ["unsigned (unsigned*, unsigned)"], &[], 60),
    b!("atomicCAS_block", "atomic.cas.cta", ["T (T*, T, T)"], INT64, 60),
    b!("atomicCAS_system", "atomic.cas.sys", ["T (T*, T, T)"], INT64, 60),
    b!("atomicAnd_block", "atomic.and.cta", ["T (T*, T)"], INT64, 60),
    b!("atomicAnd_system", "atomic.and.sys", ["T (T*, T)"], INT64, 60),
    b!("atomicOr_block", "atomic.or.cta", ["T (T*, T)"], INT64, 60),
    b!("atomicOr_system", "atomic.or.sys", ["T (T*, T)"], INT64, 60),
    b!("atomicXor_block", "atomic.xor.cta", ["T (T*, T)"], INT64, 60),
    b!("atomicXor_system", "atomic.xor.sys", ["T (T*, T)"], INT64, 60),
    // Warp shuffles (the optional last argument is the width, warpSize by default) and votes.
    b!("__shfl_sync", "shfl.idx", ["T (unsigned, T, int)", "T (unsigned, T, int, int)"], SHFL_TYPES, 30),
    b!("__shfl_up_sync", "shfl.up", ["T (unsigned, T, unsigned)", "T (unsigned, T, unsigned, int)"], SHFL_TYPES, 30),
    b!("__shfl_down_sync", "shfl.down", ["T (unsigned, T, unsigned)", "T (unsigned, T, unsigned, int)"], SHFL_TYPES, 30),
    b!("__shfl_xor_sync", "shfl.bfly", ["T (unsigned, T, int)", "T (unsigned, T, int, int)"], SHFL_TYPES, 30),
    b!("__ballot_sync", "vote.ballot", ["unsigned (unsigned, int)"], &[], 30),
    b!("__any_sync", "vote.any", ["int (unsigned, int)"], &[], 30),
    b!("__all_sync", "vote.all", ["int (unsigned, int)"], &[], 30),
    b!("__uni_sync", "vote.uni", ["int (unsigned, int)"], &[], 30),
    // The n-th set bit of a mask from a base (`fns.b32`): coalesced groups' shuffles.
    b!("__fns", "fns", ["unsigned (unsigned, unsigned, int)"], &[], 30),
    b!("__activemask", "activemask", ["unsigned ()"], &[], 30),
    // Warp match (sm_70) and warp reductions (sm_80), as CUDA's sm_70_rt.h / sm_80_rt.h declare
    // them; the value of `__match_*` is compared bit for bit.
    b!("__match_any_sync", "match.any", ["unsigned (unsigned, T)"], SHFL_TYPES, 70),
    b!("__match_all_sync", "match.all", ["unsigned (unsigned, T, int*)"], SHFL_TYPES, 70),
    b!("__reduce_add_sync", "redux.add", ["T (unsigned, T)"], &["unsigned", "int"], 80),
    b!("__reduce_min_sync", "redux.min", ["T (unsigned, T)"], &["unsigned", "int"], 80),
    b!("__reduce_max_sync", "redux.max", ["T (unsigned, T)"], &["unsigned", "int"], 80),
    b!("__reduce_and_sync", "redux.and", ["unsigned (unsigned, unsigned)"], &[], 80),
    b!("__reduce_or_sync", "redux.or", ["unsigned (unsigned, unsigned)"], &[], 80),
    b!("__reduce_xor_sync", "redux.xor", ["unsigned (unsigned, unsigned)"], &[], 80),
    // Bit manipulation and integer intrinsics.
    b!("__popc", "popc", ["int (unsigned)"], &[], 30),
    b!("__popcll", "popc", ["int (unsigned long long)"], &[], 30),
    b!("__clz", "clz", ["int (int)"], &[], 30),
    b!("__clzll", "clz", ["int (long long)"], &[], 30),
    b!("__ffs", "ffs", ["int (int)"], &[], 30),
    b!("__ffsll", "ffs", ["int (long long)"], &[], 30),
    b!("__brev", "brev", ["unsigned (unsigned)"], &[], 30),
    b!("__brevll", "brev", ["unsigned long long (unsigned long long)"], &[], 30),
    b!("__mulhi", "mulhi", ["int (int, int)"], &[], 30),
    b!("__umulhi", "mulhi", ["unsigned (unsigned, unsigned)"], &[], 30),
    b!("__mul64hi", "mulhi", ["long long (long long, long long)"], &[], 30),
    b!("__umul64hi", "mulhi", ["unsigned long long (unsigned long long, unsigned long long)"], &[], 30),
    // Clocks and sleeping.
    b!("clock", "clock", ["long ()"], &[], 30),
    b!("clock64", "clock64", ["long long ()"], &[], 30),
    b!("__nanosleep", "nanosleep", ["void (unsigned)"], &[], 70),
    // Read-only data cache loads.
    b!("__ldg", "ldg", ["T (const T*)"], LDG_TYPES, 35),
    // Fast-math intrinsics.
    b!("__expf", "fast.exp", ["float (float)"], &[], 30),
    b!("__exp10f", "fast.exp10", ["float (float)"], &[], 30),
    b!("__logf", "fast.log", ["float (float)"], &[], 30),
    b!("__log2f", "fast.log2", ["float (float)"], &[], 30),
    b!("__log10f", "fast.log10", ["float (float)"], &[], 30),
    b!("__sinf", "fast.sin", ["float (float)"], &[], 30),
    b!("__cosf", "fast.cos", ["float (float)"], &[], 30),
    b!("__tanf", "fast.tan", ["float (float)"], &[], 30),
    b!("__sincosf", "fast.sincos", ["void (float, float*, float*)"], &[], 30),
    b!("__powf", "fast.pow", ["float (float, float)"], &[], 30),
    b!("__fdividef", "fast.div", ["float (float, float)"], &[], 30),
    b!("__saturatef", "saturate", ["float (float)"], &[], 30),
    b!("rsqrtf", "rsqrt", ["float (float)"], &[], 30),
    b!("rsqrt", "rsqrt", ["double (double)"], &[], 30),
    b!("__frsqrt_rn", "rsqrt", ["float (float)"], &[], 30),
    // Reinterpretation.
    b!("__int_as_float", "bitcast", ["float (int)"], &[], 30),
    b!("__float_as_int", "bitcast", ["int (float)"], &[], 30),
    b!("__uint_as_float", "bitcast", ["float (unsigned)"], &[], 30),
    b!("__float_as_uint", "bitcast", ["unsigned (float)"], &[], 30),
    b!("__longlong_as_double", "bitcast", ["double (long long)"], &[], 30),
    b!("__double_as_longlong", "bitcast", ["long long (double)"], &[], 30),
    // clang's `__nvvm_*` builtins (BuiltinsNVPTX.def) that map one to one onto an NVVM
    // intrinsic: `__nvvm_a_b_c` calls `llvm.nvvm.a.b.c` (a unit test of the NVVM codegen checks
    // that LLVM 19 has each with this signature). Atomics reuse the atomic lowering.
    b!("__nvvm_read_ptx_sreg_tid_x", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_tid_y", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_tid_z", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_ntid_x", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_ntid_y", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_ntid_z", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_ctaid_x", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_ctaid_y", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_ctaid_z", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_nctaid_x", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_nctaid_y", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_nctaid_z", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_warpsize", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_laneid", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_warpid", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_nwarpid", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_smid", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_nsmid", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_gridid", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_lanemask_eq", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_lanemask_le", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_lanemask_lt", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_lanemask_ge", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_lanemask_gt", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_clock", "nvvm.intrinsic", ["int ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_clock64", "nvvm.intrinsic", ["long long ()"], &[], 30),
    b!("__nvvm_read_ptx_sreg_globaltimer", "nvvm.intrinsic", ["long long ()"], &[], 30),
    b!("__nvvm_bar_sync", "nvvm.intrinsic", ["void (int)"], &[], 30),
    b!("__nvvm_bar0_popc", "barrier.popc", ["int (int)"], &[], 30),
    b!("__nvvm_bar0_and", "barrier.and", ["int (int)"], &[], 30),
    b!("__nvvm_bar0_or", "barrier.or", ["int (int)"], &[], 30),
    b!("__nvvm_membar_cta", "membar.cta", ["void ()"], &[], 30),
    b!("__nvvm_membar_gl", "membar.gl", ["void ()"], &[], 30),
    b!("__nvvm_membar_sys", "membar.sys", ["void ()"], &[], 30),
    b!("__nvvm_activemask", "activemask", ["unsigned ()"], &[], 30),
    b!("__nvvm_fmin_f", "nvvm.intrinsic", ["float (float, float)"], &[], 30),
    b!("__nvvm_fmin_ftz_f", "nvvm.intrinsic", ["float (float, float)"], &[], 30),
    b!("__nvvm_fmax_f", "nvvm.intrinsic", ["float (float, float)"], &[], 30),
    b!("__nvvm_fmax_ftz_f", "nvvm.intrinsic", ["float (float, float)"], &[], 30),
    b!("__nvvm_fmin_d", "nvvm.intrinsic", ["double (double, double)"], &[], 30),
    b!("__nvvm_fmax_d", "nvvm.intrinsic", ["double (double, double)"], &[], 30),
    b!("__nvvm_sqrt_rn_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_sqrt_rz_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_sqrt_rm_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_sqrt_rp_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_sqrt_approx_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_sqrt_rn_d", "nvvm.intrinsic", ["double (double)"], &[], 30),
    b!("__nvvm_rsqrt_approx_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_rsqrt_approx_d", "nvvm.intrinsic", ["double (double)"], &[], 30),
    b!("__nvvm_rcp_rn_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_rcp_rz_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_rcp_rn_d", "nvvm.intrinsic", ["double (double)"], &[], 30),
    b!("__nvvm_div_rn_f", "nvvm.intrinsic", ["float (float, float)"], &[], 30),
    b!("__nvvm_div_rz_f", "nvvm.intrinsic", ["float (float, float)"], &[], 30),
    b!("__nvvm_div_approx_f", "nvvm.intrinsic", ["float (float, float)"], &[], 30),
    b!("__nvvm_div_rn_d", "nvvm.intrinsic", ["double (double, double)"], &[], 30),
    b!("__nvvm_fma_rn_f", "nvvm.intrinsic", ["float (float, float, float)"], &[], 30),
    b!("__nvvm_fma_rz_f", "nvvm.intrinsic", ["float (float, float, float)"], &[], 30),
    b!("__nvvm_fma_rn_d", "nvvm.intrinsic", ["double (double, double, double)"], &[], 30),
    b!("__nvvm_add_rn_f", "nvvm.intrinsic", ["float (float, float)"], &[], 30),
    b!("__nvvm_add_rz_f", "nvvm.intrinsic", ["float (float, float)"], &[], 30),
    b!("__nvvm_add_rn_d", "nvvm.intrinsic", ["double (double, double)"], &[], 30),
    b!("__nvvm_mul_rn_f", "nvvm.intrinsic", ["float (float, float)"], &[], 30),
    b!("__nvvm_mul_rz_f", "nvvm.intrinsic", ["float (float, float)"], &[], 30),
    b!("__nvvm_mul_rn_d", "nvvm.intrinsic", ["double (double, double)"], &[], 30),
    b!("__nvvm_saturate_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_saturate_d", "nvvm.intrinsic", ["double (double)"], &[], 30),
    b!("__nvvm_ex2_approx_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_lg2_approx_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_sin_approx_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_cos_approx_f", "nvvm.intrinsic", ["float (float)"], &[], 30),
    b!("__nvvm_f2i_rn", "nvvm.intrinsic", ["int (float)"], &[], 30),
    b!("__nvvm_f2i_rz", "nvvm.intrinsic", ["int (float)"], &[], 30),
    b!("__nvvm_f2ui_rn", "nvvm.intrinsic", ["unsigned (float)"], &[], 30),
    b!("__nvvm_d2i_rn", "nvvm.intrinsic", ["int (double)"], &[], 30),
    b!("__nvvm_i2f_rn", "nvvm.intrinsic", ["float (int)"], &[], 30),
    b!("__nvvm_ui2f_rn", "nvvm.intrinsic", ["float (unsigned)"], &[], 30),
    b!("__nvvm_d2f_rn", "nvvm.intrinsic", ["float (double)"], &[], 30),
    b!("__nvvm_popc_i", "popc", ["int (unsigned)"], &[], 30),
    b!("__nvvm_popc_ll", "popc", ["int (unsigned long long)"], &[], 30),
    b!("__nvvm_clz_i", "clz", ["int (int)"], &[], 30),
    b!("__nvvm_clz_ll", "clz", ["int (long long)"], &[], 30),
    b!("__nvvm_brev32", "brev", ["unsigned (unsigned)"], &[], 30),
    b!("__nvvm_brev64", "brev", ["unsigned long long (unsigned long long)"], &[], 30),
    b!("__nvvm_shfl_sync_idx_i32", "nvvm.intrinsic", ["int (unsigned, int, int, int)"], &[], 30),
    b!("__nvvm_shfl_sync_up_i32", "nvvm.intrinsic", ["int (unsigned, int, int, int)"], &[], 30),
    b!("__nvvm_shfl_sync_down_i32", "nvvm.intrinsic", ["int (unsigned, int, int, int)"], &[], 30),
    b!("__nvvm_shfl_sync_bfly_i32", "nvvm.intrinsic", ["int (unsigned, int, int, int)"], &[], 30),
    b!("__nvvm_shfl_sync_idx_f32", "nvvm.intrinsic", ["float (unsigned, float, int, int)"], &[], 30),
    b!("__nvvm_shfl_sync_up_f32", "nvvm.intrinsic", ["float (unsigned, float, int, int)"], &[], 30),
    b!("__nvvm_shfl_sync_down_f32", "nvvm.intrinsic", ["float (unsigned, float, int, int)"], &[], 30),
    b!("__nvvm_shfl_sync_bfly_f32", "nvvm.intrinsic", ["float (unsigned, float, int, int)"], &[], 30),
    b!("__nvvm_vote_all_sync", "nvvm.intrinsic", ["bool (unsigned, bool)"], &[], 30),
    b!("__nvvm_vote_any_sync", "nvvm.intrinsic", ["bool (unsigned, bool)"], &[], 30),
    b!("__nvvm_vote_uni_sync", "nvvm.intrinsic", ["bool (unsigned, bool)"], &[], 30),
    b!("__nvvm_vote_ballot_sync", "nvvm.intrinsic", ["unsigned (unsigned, bool)"], &[], 30),
    b!("__nvvm_atom_add_gen_i", "atomic.add", ["int (int*, int)"], &[], 30),
    b!("__nvvm_atom_add_gen_ll", "atomic.add", ["long long (long long*, long long)"], &[], 30),
    b!("__nvvm_atom_add_gen_f", "atomic.add", ["float (float*, float)"], &[], 30),
    b!("__nvvm_atom_add_gen_d", "atomic.add", ["double (double*, double)"], &[], 60),
    b!("__nvvm_atom_xchg_gen_i", "atomic.exch", ["int (int*, int)"], &[], 30),
    b!("__nvvm_atom_max_gen_i", "atomic.max", ["int (int*, int)"], &[], 30),
    b!("__nvvm_atom_max_gen_ui", "atomic.max", ["unsigned (unsigned*, unsigned)"], &[], 30),
    b!("__nvvm_atom_min_gen_i", "atomic.min", ["int (int*, int)"], &[], 30),
    b!("__nvvm_atom_min_gen_ui", "atomic.min", ["unsigned (unsigned*, unsigned)"], &[], 30),
    b!("__nvvm_atom_and_gen_i", "atomic.and", ["int (int*, int)"], &[], 30),
    b!("__nvvm_atom_or_gen_i", "atomic.or", ["int (int*, int)"], &[], 30),
    b!("__nvvm_atom_xor_gen_i", "atomic.xor", ["int (int*, int)"], &[], 30),
    b!("__nvvm_atom_cas_gen_i", "atomic.cas", ["int (int*, int, int)"], &[], 30),
    b!("__nvvm_atom_cas_gen_ll", "atomic.cas", ["long long (long long*, long long, long long)"], &[], 30),
    // Address spaces of generic pointers (`sm_20_intrinsics.h`, which defines them with empty
    // bodies outside nvcc's device pass): tests and conversions to and from each space.
    b!("__isGlobal", "isspacep.global", ["unsigned (const void*)"], &[], 30),
    b!("__isShared", "isspacep.shared", ["unsigned (const void*)"], &[], 30),
    b!("__isConstant", "isspacep.const", ["unsigned (const void*)"], &[], 30),
    b!("__isLocal", "isspacep.local", ["unsigned (const void*)"], &[], 30),
    b!("__cvta_generic_to_global", "cvta.to.1", ["unsigned long (const void*)"], &[], 30),
    b!("__cvta_generic_to_shared", "cvta.to.3", ["unsigned long (const void*)"], &[], 30),
    b!("__cvta_generic_to_constant", "cvta.to.4", ["unsigned long (const void*)"], &[], 30),
    b!("__cvta_generic_to_local", "cvta.to.5", ["unsigned long (const void*)"], &[], 30),
    b!("__cvta_global_to_generic", "cvta.from.1", ["void* (unsigned long)"], &[], 30),
    b!("__cvta_shared_to_generic", "cvta.from.3", ["void* (unsigned long)"], &[], 30),
    b!("__cvta_constant_to_generic", "cvta.from.4", ["void* (unsigned long)"], &[], 30),
    b!("__cvta_local_to_generic", "cvta.from.5", ["void* (unsigned long)"], &[], 30),
    // Thread-block clusters (sm_90_rt.h, whose definitions are for nvcc's device pass only).
    // `__clusterDim()` and the other `dim3` queries are not here yet.
    b!("__clusterRelativeBlockRank", "sreg.cluster.ctarank", ["unsigned ()"], &[], 90),
    b!("__clusterSizeInBlocks", "sreg.cluster.nctarank", ["unsigned ()"], &[], 90),
    b!("__clusterDimIsSpecified", "sreg.is.explicit.cluster", ["unsigned ()"], &[], 90),
    b!("__cluster_barrier_arrive", "cluster.barrier.cluster.arrive", ["void ()"], &[], 90),
    b!("__cluster_barrier_arrive_relaxed", "cluster.barrier.cluster.arrive.relaxed", ["void ()"], &[], 90),
    b!("__cluster_barrier_wait", "cluster.barrier.cluster.wait", ["void ()"], &[], 90),
    b!("__threadfence_cluster", "cluster.fence.sc.cluster", ["void ()"], &[], 90),
    b!("__isClusterShared", "cluster.isspacep.shared.cluster", ["unsigned (const void*)"], &[], 90),
    b!("__cluster_map_shared_rank", "cluster.mapa", ["void* (const void*, unsigned)"], &[], 90),
    b!("__cluster_query_shared_rank", "cluster.getctarank", ["unsigned (const void*)"], &[], 90),
    // Traps.
    b!("__trap", "trap", ["void ()"], &[], 30),
    b!("__brkpt", "brkpt", ["void ()"], &[], 30),
    // Floating-point classification, host and device: sema's `fp_classify.rs` picks the
    // overload of the argument's type (no conversions), the shared codegen lowers them.
    hd!("__builtin_isnan", "fp.isnan", ["int (T)"], FP_TYPES),
    hd!("__builtin_isinf", "fp.isinf", ["int (T)"], FP_TYPES),
    hd!("__builtin_isfinite", "fp.isfinite", ["int (T)"], FP_TYPES),
    hd!("__builtin_isnormal", "fp.isnormal", ["int (T)"], FP_TYPES),
    hd!("__builtin_signbit", "fp.signbit", ["int (T)"], FP_TYPES),
    hd!("__builtin_signbitf", "fp.signbit", ["int (float)"], &[]),
    hd!("__builtin_signbitl", "fp.signbit", ["int (long double)"], &[]),
    hd!("__builtin_isinf_sign", "fp.isinf_sign", ["int (T)"], FP_TYPES),
    hd!("__builtin_fpclassify", "fp.fpclassify", ["int (int, int, int, int, int, T)"], FP_TYPES),
    // GCC's integer, hint and memory builtins, as the C and C++ libraries' headers use them
    // (host and device alike: `gnu_builtins.rs` in codegen).
    hd!("__builtin_clz", "gnu.clz", ["int (unsigned)"], &[]),
    hd!("__builtin_clzl", "gnu.clz", ["int (unsigned long)"], &[]),
    hd!("__builtin_clzll", "gnu.clz", ["int (unsigned long long)"], &[]),
    hd!("__builtin_ctz", "gnu.ctz", ["int (unsigned)"], &[]),
    hd!("__builtin_ctzl", "gnu.ctz", ["int (unsigned long)"], &[]),
    hd!("__builtin_ctzll", "gnu.ctz", ["int (unsigned long long)"], &[]),
    hd!("__builtin_popcount", "gnu.popcount", ["int (unsigned)"], &[]),
    hd!("__builtin_popcountl", "gnu.popcount", ["int (unsigned long)"], &[]),
    hd!("__builtin_popcountll", "gnu.popcount", ["int (unsigned long long)"], &[]),
    hd!("__builtin_ffs", "gnu.ffs", ["int (int)"], &[]),
    hd!("__builtin_ffsl", "gnu.ffs", ["int (long)"], &[]),
    hd!("__builtin_ffsll", "gnu.ffs", ["int (long long)"], &[]),
    hd!("__builtin_parity", "gnu.parity", ["int (unsigned)"], &[]),
    hd!("__builtin_parityl", "gnu.parity", ["int (unsigned long)"], &[]),
    hd!("__builtin_parityll", "gnu.parity", ["int (unsigned long long)"], &[]),
    hd!("__builtin_bswap16", "gnu.bswap", ["unsigned short (unsigned short)"], &[]),
    hd!("__builtin_bswap32", "gnu.bswap", ["unsigned (unsigned)"], &[]),
    hd!("__builtin_bswap64", "gnu.bswap", ["unsigned long (unsigned long)"], &[]),
    hd!("__builtin_expect", "gnu.expect", ["long (long, long)"], &[]),
    hd!("__builtin_unreachable", "gnu.unreachable", ["void ()"], &[]),
    hd!("__builtin_trap", "gnu.trap", ["void ()"], &[]),
    hd!("__builtin_memcpy", "gnu.memcpy", ["void* (void*, const void*, unsigned long)"], &[]),
    hd!("__builtin_memmove", "gnu.memmove", ["void* (void*, const void*, unsigned long)"], &[]),
    hd!("__builtin_memset", "gnu.memset", ["void* (void*, int, unsigned long)"], &[]),
    // Stack storage that lives until the function returns (libstdc++'s `std::to_string`).
    hd!("__builtin_alloca", "gnu.alloca", ["void* (unsigned long)"], &[]),
    // The variadic-argument builtins of <stdarg.h> (`va_list` decays to the pointer they take;
    // `__builtin_va_start`'s second argument, the last named parameter, is checked and dropped
    // by `calls.rs`). Host code only: NVPTX has no variadic functions.
    hd!("__builtin_va_start", "gnu.va_start", ["void (void*)"], &[]),
    hd!("__builtin_va_end", "gnu.va_end", ["void (void*)"], &[]),
    hd!("__builtin_va_copy", "gnu.va_copy", ["void (void*, void*)"], &[]),
];

/// Every overload of every builtin function, expanded from [`FUNCTIONS`] in table order.
pub fn overloads() -> &'static [Overload] {
    static CELL: OnceLock<Vec<Overload>> = OnceLock::new();
    CELL.get_or_init(|| {
        let mut out = Vec::new();
        for (fi, f) in FUNCTIONS.iter().enumerate() {
            let subst: Vec<Option<&str>> =
                if f.types.is_empty() { vec![None] } else { f.types.iter().map(|t| Some(*t)).collect() };
            for sig in f.sigs {
                for t in &subst {
                    let text = match t {
                        Some(t) => replace_t(sig, t),
                        None => sig.to_string(),
                    };
                    let (ret, params) = parse_sig(&text)
                        .unwrap_or_else(|| panic!("bad builtin signature `{text}` of {}", f.name));
                    let extra = t
                        .and_then(|t| f.min_sm_for.iter().find(|(n, _)| *n == t))
                        .map(|(_, sm)| *sm)
                        .unwrap_or(0);
                    out.push(Overload { func: fi, ret, params, min_sm: f.min_sm.max(extra) });
                }
            }
        }
        out
    })
}

/// The ids of every overload of the builtin function called `name`.
pub fn lookup(name: &str) -> Vec<BuiltinId> {
    overloads()
        .iter()
        .enumerate()
        .filter(|(_, o)| o.function().name == name)
        .map(|(i, _)| BuiltinId(i as u32))
        .collect()
}

/// True when `name` is a builtin function.
pub fn is_builtin_fn(name: &str) -> bool {
    FUNCTIONS.iter().any(|f| f.name == name)
}

/// The builtins sema handles outside the table: the folded constants of `const_builtins.rs`
/// and `__builtin_offsetof`.
const OTHER_BUILTINS: &[&str] = &[
    "__builtin_nan",
    "__builtin_nanf",
    "__builtin_inf",
    "__builtin_inff",
    "__builtin_huge_val",
    "__builtin_huge_valf",
    "__builtin_nanl",
    "__builtin_nans",
    "__builtin_nansf",
    "__builtin_nansl",
    "__builtin_infl",
    "__builtin_huge_vall",
    "__builtin_constant_p",
    "__builtin_offsetof",
    "__builtin_addressof",
];

/// True when `name` is a builtin function circlec knows: the answer of `__has_builtin(name)`.
pub fn has_builtin(name: &str) -> bool {
    is_builtin_fn(name)
        || OTHER_BUILTINS.contains(&name)
        || super::fp_classify::is_fp_compare(name)
        || super::atomics::is_atomic_builtin(name)
        || name.strip_prefix("__builtin_").is_some_and(super::library_builtins::is_library_builtin) || crate::ast::TypeTrait::from_name(name).is_some() || name == "__underlying_type"
}

/// Replaces the placeholder `T` (a whole word) by `t`.
fn replace_t(sig: &str, t: &str) -> String {
    let mut out = String::new();
    let b = sig.as_bytes();
    for (i, c) in sig.char_indices() {
        let word_before = i > 0 && (b[i - 1] as char).is_ascii_alphanumeric();
        let word_after = i + 1 < b.len() && (b[i + 1] as char).is_ascii_alphanumeric();
        if c == 'T' && !word_before && !word_after {
            out.push_str(t);
        } else {
            out.push(c);
        }
    }
    out
}

/// Parses `ret (param, param...)`.
pub(super) fn parse_sig(s: &str) -> Option<(BType, Vec<BType>)> {
    let open = s.find('(')?;
    let close = s.rfind(')')?;
    let ret = parse_type(&s[..open])?;
    let inner = s[open + 1..close].trim();
    let params = if inner.is_empty() {
        Vec::new()
    } else {
        inner.split(',').map(parse_type).collect::<Option<Vec<_>>>()?
    };
    Some((ret, params))
}

/// Parses a type such as `const unsigned long long*`.
fn parse_type(s: &str) -> Option<BType> {
    let stars = s.matches('*').count();
    let words: Vec<&str> = s.split(|c: char| c.is_whitespace() || c == '*').filter(|w| !w.is_empty()).collect();
    let is_const = words.contains(&"const");
    let words: Vec<&str> = words.into_iter().filter(|w| *w != "const").collect();
    let joined = words.join(" ");
    if let Some(elem) = joined.strip_prefix("_Complex ") {
        let BType::Float(k) = parse_type(elem)? else { return None };
        return (stars == 0 && !is_const).then_some(BType::Complex(k));
    }
    let base = match joined.as_str() {
        "void" => BType::Void,
        "bool" => BType::Bool,
        "char" => BType::Int(IntKind::Char),
        "signed char" => BType::Int(IntKind::SChar),
        "unsigned char" => BType::Int(IntKind::UChar),
        "short" => BType::Int(IntKind::Short),
        "unsigned short" => BType::Int(IntKind::UShort),
        "int" => BType::Int(IntKind::Int),
        "unsigned" => BType::Int(IntKind::UInt),
        "long" => BType::Int(IntKind::Long),
        "unsigned long" => BType::Int(IntKind::ULong),
        "long long" => BType::Int(IntKind::LongLong),
        "unsigned long long" => BType::Int(IntKind::ULongLong),
        "float" => BType::Float(FloatKind::Float),
        "double" => BType::Float(FloatKind::Double),
        "long double" => BType::Float(FloatKind::LongDouble),
        _ => return None,
    };
    let mut t = base;
    for i in 0..stars {
        let cv = if i == 0 && is_const { Cv::CONST } else { Cv::NONE };
        t = BType::Ptr(Box::new(t), cv);
    }
    if stars == 0 && is_const {
        return None;
    }
    Some(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(name: &str, expected: &[&str]) {
        let got: Vec<String> = lookup(name)
            .iter()
            .map(|id| {
                let o = id.overload();
                format!("{:?} {:?} sm{}", o.ret, o.params, o.min_sm)
            })
            .collect();
        assert_eq!(got, expected, "{name}");
    }

    #[test]
    fn every_signature_parses() {
        // Expanding panics on a malformed signature.
        assert!(overloads().len() > 150);
        for f in FUNCTIONS {
            assert!(!lookup(f.name).is_empty(), "{}", f.name);
        }
    }

    #[test]
    fn expansions() {
        check("__syncthreads", &["Void [] sm30"]);
        check("atomicInc", &["Int(UInt) [Ptr(Int(UInt), Cv(0)), Int(UInt)] sm30"]);
        let adds = lookup("atomicAdd");
        assert_eq!(adds.len(), 5);
        let dbl = adds[4].overload();
        assert_eq!(dbl.ret, BType::Float(FloatKind::Double));
        assert_eq!(dbl.min_sm, 60);
        assert_eq!(adds[0].overload().min_sm, 30);
        check("__nanosleep", &["Void [Int(UInt)] sm70"]);
        let ldg = lookup("__ldg");
        assert_eq!(
            ldg[5].overload().params,
            vec![BType::Ptr(Box::new(BType::Int(IntKind::Int)), Cv::CONST)]
        );
        assert_eq!(lookup("__shfl_sync").len(), 16);
        assert!(lookup("printf").is_empty());
        assert!(has_builtin("__builtin_isnan") && has_builtin("__builtin_nanf") && has_builtin("__syncthreads"));
        assert!(!has_builtin("__builtin_no_such") && !has_builtin("printf"));
    }

    #[test]
    fn builtin_vars() {
        assert_eq!(BuiltinVar::from_name("blockDim"), Some(BuiltinVar::BlockDim));
        assert_eq!(BuiltinVar::BlockDim.record_name(), Some("dim3"));
        assert_eq!(BuiltinVar::from_name("laneId"), None);
    }
}
