//! The device side of the codegen constants: the sm targets circlec supports (sm_50 to sm_90a,
//! what LLVM 19's NVPTX backend knows), the PTX ISA version LLVM emits for each by default, and
//! the device features whose use raises the minimum sm or PTX version of a module
//! (reference/nvvm-llvm19.md §3.1–§3.3). PTX versions are written as `major * 10 + minor`
//! (`63` is PTX 6.3), the spelling of LLVM's `+ptx63` feature.

/// One supported sm target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SmInfo {
    /// The code circlec uses for it in `Target::Sm`: the sm number, or 900 for sm_90a.
    pub code: u32,
    /// `sm_70`, `sm_90a`: the LLVM CPU name and the ptxas `-arch`.
    pub name: &'static str,
    /// The value of `__nvvm_arch` (90 for both sm_90 and sm_90a).
    pub arch: u32,
    /// The PTX version LLVM 19 emits for it without a `+ptx` feature: its minimum.
    pub default_ptx: u32,
}

/// The code of sm_90a in `Target::Sm`.
pub const SM_90A: u32 = 900;

/// The highest PTX version LLVM 19 can emit.
pub const MAX_PTX: u32 = 85;

/// Every supported sm, oldest first.
pub const SMS: &[SmInfo] = &[
    SmInfo { code: 50, name: "sm_50", arch: 50, default_ptx: 40 },
    SmInfo { code: 52, name: "sm_52", arch: 52, default_ptx: 41 },
    SmInfo { code: 53, name: "sm_53", arch: 53, default_ptx: 42 },
    SmInfo { code: 60, name: "sm_60", arch: 60, default_ptx: 50 },
    SmInfo { code: 61, name: "sm_61", arch: 61, default_ptx: 50 },
    SmInfo { code: 62, name: "sm_62", arch: 62, default_ptx: 50 },
    SmInfo { code: 70, name: "sm_70", arch: 70, default_ptx: 60 },
    SmInfo { code: 72, name: "sm_72", arch: 72, default_ptx: 61 },
    SmInfo { code: 75, name: "sm_75", arch: 75, default_ptx: 63 },
    SmInfo { code: 80, name: "sm_80", arch: 80, default_ptx: 70 },
    SmInfo { code: 86, name: "sm_86", arch: 86, default_ptx: 71 },
    SmInfo { code: 87, name: "sm_87", arch: 87, default_ptx: 74 },
    SmInfo { code: 89, name: "sm_89", arch: 89, default_ptx: 78 },
    SmInfo { code: 90, name: "sm_90", arch: 90, default_ptx: 78 },
    SmInfo { code: SM_90A, name: "sm_90a", arch: 90, default_ptx: 80 },
];

/// The entry of sm `code`.
pub fn sm_info(code: u32) -> Option<&'static SmInfo> {
    SMS.iter().find(|s| s.code == code)
}

/// Parses an sm as written on a command line: `70`, `sm_70`, `compute_70`, `90a`, `sm_90a`.
pub fn parse_sm(text: &str) -> Option<&'static SmInfo> {
    let t = text.trim();
    let t = t.strip_prefix("sm_").or_else(|| t.strip_prefix("compute_")).unwrap_or(t);
    SMS.iter().find(|s| &s.name[3..] == t)
}

/// The supported sm names joined for an error message: `sm_50, sm_52, ..., sm_90a`.
pub fn supported_list() -> String {
    SMS.iter().map(|s| s.name).collect::<Vec<_>>().join(", ")
}

/// A device feature that needs more than the oldest supported sm or its default PTX version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Feature {
    /// `*_sync` shuffles and votes, `__syncwarp`: PTX 6.0.
    WarpSync,
    /// `barrier.sync` with a barrier id or thread count (`__barrier_sync`, cooperative groups'
    /// block sync): PTX 6.0.
    NamedBarrier,
    /// `__activemask`: PTX 6.2.
    ActiveMask,
    /// `__nanosleep`: sm_70, PTX 6.3.
    Nanosleep,
    /// `__match_any_sync` / `__match_all_sync`: sm_70.
    MatchSync,
    /// `__reduce_*_sync`: sm_80.
    Redux,
    /// Native double `atomicAdd`: sm_60.
    AtomicAddF64,
    /// `_block` / `_system` scoped atomics: sm_60.
    ScopedAtomics,
    /// `__ldg`: sm_35 (every supported sm).
    Ldg,
    /// Native f16 arithmetic: sm_53, PTX 4.2.
    NativeF16,
    /// f16 scalar `atomicAdd`: sm_70.
    AtomicAddF16,
    /// bf16 conversions and arithmetic: sm_80, PTX 7.0.
    Bf16,
    /// `__grid_constant__` kernel parameters: sm_70, PTX 7.7.
    GridConstant,
    /// Thread-block clusters: sm_90, PTX 7.8.
    Clusters,
    /// Kernel parameters over 4 KiB (up to 32,764 bytes): sm_70, PTX 8.1 (ptxas of CUDA 12.1).
    LargeKernelParams,
    /// Function aliases (`alias("sym")`, PTX's `.alias`): PTX 6.3.
    Aliases,
}

/// What a feature needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FeatureReq {
    pub feature: Feature,
    /// What the user wrote that needs it, for messages (`__nanosleep`).
    pub what: &'static str,
    pub min_sm: u32,
    pub min_ptx: u32,
}

/// The feature table.
pub const FEATURES: &[FeatureReq] = &[
    FeatureReq { feature: Feature::WarpSync, what: "warp-synchronous intrinsics (`*_sync`)", min_sm: 30, min_ptx: 60 },
    FeatureReq { feature: Feature::NamedBarrier, what: "`__barrier_sync`", min_sm: 30, min_ptx: 60 },
    FeatureReq { feature: Feature::ActiveMask, what: "`__activemask`", min_sm: 30, min_ptx: 62 },
    FeatureReq { feature: Feature::Nanosleep, what: "`__nanosleep`", min_sm: 70, min_ptx: 63 },
    FeatureReq { feature: Feature::MatchSync, what: "`__match_any_sync`/`__match_all_sync`", min_sm: 70, min_ptx: 60 },
    FeatureReq { feature: Feature::Redux, what: "`__reduce_*_sync`", min_sm: 80, min_ptx: 70 },
    FeatureReq { feature: Feature::AtomicAddF64, what: "`atomicAdd` on `double`", min_sm: 60, min_ptx: 50 },
    FeatureReq { feature: Feature::ScopedAtomics, what: "block- and system-scope atomics (`_block`, `_system`)", min_sm: 60, min_ptx: 50 },
    FeatureReq { feature: Feature::Ldg, what: "`__ldg`", min_sm: 35, min_ptx: 0 },
    FeatureReq { feature: Feature::NativeF16, what: "native `__half` arithmetic", min_sm: 53, min_ptx: 42 },
    FeatureReq { feature: Feature::AtomicAddF16, what: "`atomicAdd` on `__half`", min_sm: 70, min_ptx: 0 },
    FeatureReq { feature: Feature::Bf16, what: "`__nv_bfloat16` arithmetic", min_sm: 80, min_ptx: 70 },
    FeatureReq { feature: Feature::GridConstant, what: "`__grid_constant__` parameters", min_sm: 70, min_ptx: 77 },
    FeatureReq { feature: Feature::Clusters, what: "thread-block clusters", min_sm: 90, min_ptx: 78 },
    FeatureReq { feature: Feature::LargeKernelParams, what: "kernel parameters over 4,096 bytes", min_sm: 70, min_ptx: 81 },
    FeatureReq { feature: Feature::Aliases, what: "function aliases (`alias(\"...\")`)", min_sm: 30, min_ptx: 63 },
];

impl Feature {
    pub fn req(self) -> &'static FeatureReq {
        FEATURES.iter().find(|r| r.feature == self).expect("every feature has a table entry")
    }
}

/// Whether sm `code` has `feature`.
pub fn sm_has(code: u32, feature: Feature) -> bool {
    sm_info(code).is_some_and(|s| s.arch >= feature.req().min_sm)
}

/// The PTX version of a module for sm `code` using `features`: the highest of the sm's default
/// and the features' minimums, capped at what LLVM 19 emits.
pub fn ptx_version(code: u32, features: impl IntoIterator<Item = Feature>) -> u32 {
    let base = sm_info(code).map_or(MAX_PTX, |s| s.default_ptx);
    features.into_iter().map(|f| f.req().min_ptx).fold(base, u32::max).min(MAX_PTX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_parse(text: &str, expected: Option<&str>) {
        assert_eq!(parse_sm(text).map(|s| s.name), expected, "{text}");
    }

    #[test]
    fn parses_sm_spellings() {
        check_parse("70", Some("sm_70"));
        check_parse("sm_52", Some("sm_52"));
        check_parse("compute_80", Some("sm_80"));
        check_parse("90a", Some("sm_90a"));
        check_parse("sm_90a", Some("sm_90a"));
        check_parse("35", None);
        check_parse("sm_100", None);
        check_parse("", None);
    }

    #[test]
    fn ptx_versions() {
        assert_eq!(ptx_version(70, []), 60);
        assert_eq!(ptx_version(70, [Feature::Nanosleep]), 63);
        assert_eq!(ptx_version(52, [Feature::WarpSync, Feature::ActiveMask]), 62);
        assert_eq!(ptx_version(80, [Feature::WarpSync]), 70);
        assert_eq!(ptx_version(52, [Feature::NamedBarrier]), 60);
        assert_eq!(ptx_version(SM_90A, []), 80);
        assert_eq!(ptx_version(90, [Feature::GridConstant]), 78);
    }

    #[test]
    fn feature_minimums() {
        assert!(!sm_has(52, Feature::Nanosleep));
        assert!(sm_has(70, Feature::Nanosleep));
        assert!(!sm_has(52, Feature::AtomicAddF64));
        assert!(sm_has(60, Feature::AtomicAddF64));
        assert!(sm_has(SM_90A, Feature::Clusters));
        assert_eq!(supported_list().split(", ").count(), SMS.len());
        for f in FEATURES {
            assert_eq!(f.feature.req(), f);
        }
    }
}
