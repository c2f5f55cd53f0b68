//! The macros nvcc defines in every pass that one front-end pass can define as well: the
//! toolkit's version (`__CUDACC_VER_MAJOR__`, `__CUDACC_VER_MINOR__`, `__CUDACC_VER_BUILD__`,
//! which NVIDIA's headers and CCCL test beside `__NVCC__`) and `__CUDA_ARCH_LIST__`, every
//! arch being compiled for (`520,700`: CUB and Thrust build their namespace names from it), and
//! `__CIRCLEC_NVVM_ARCHS__` (`sm_52=52,sm_70=70`), the enumerators of Circle's implicit
//! `nvvm_arch_t`; and with relocatable device code `__CUDACC_RDC__` (cooperative groups' grid
//! synchronisation tests it).
//! They describe the whole compilation, not one target, so they are plain macros; what
//! differs per sm stays `__nvvm_arch`. The user's `-D` and `-U` come after them and win.

use crate::cli::Cli;

/// `NAME=VALUE` definitions for the CUDA version `version` (`12.9.86`) and the sms of `cli`.
pub fn defines(version: Option<&str>, cli: &Cli) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(v) = version {
        let parts: Vec<&str> = v.split('.').collect();
        let names = ["__CUDACC_VER_MAJOR__", "__CUDACC_VER_MINOR__", "__CUDACC_VER_BUILD__"];
        if parts.len() >= 2 && parts.iter().all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())) {
            for (name, value) in names.iter().zip(parts.iter().chain(std::iter::repeat(&"0"))) {
                out.push(format!("{name}={value}"));
            }
        }
    }
    if let Some(archs) = arch_list(cli) {
        let list: Vec<String> = archs.iter().map(|a| a.to_string()).collect();
        out.push(format!("__CUDA_ARCH_LIST__={}", list.join(",")));
        // Circle's implicit `nvvm_arch_t`, one `sm_XX = XX` per target (std_shim declares it).
        let enumerators: Vec<String> = archs.iter().map(|a| format!("sm_{0}={0}", a / 10)).collect();
        out.push(format!("__CIRCLEC_NVVM_ARCHS__={}", enumerators.join(",")));
    }
    if cli.rdc {
        out.push("__CUDACC_RDC__=1".to_string());
    }
    out
}

/// The archs compiled for, ascending, as nvcc writes `__CUDA_ARCH_LIST__` (`520`); `None` when
/// the `--sm` list is invalid (which the build reports).
fn arch_list(cli: &Cli) -> Option<Vec<u32>> {
    let list = if cli.sm.is_empty() { vec![crate::device::DEFAULT_SM.to_string()] } else { cli.sm.clone() };
    let (list, blackwell) = crate::sm::blackwell(&list);
    let mut archs: Vec<u32> = nvvm::resolve_sms(&list).ok()?.iter().map(|s| s.arch * 10).collect();
    archs.extend(blackwell.iter().map(|b| b * 10));
    // Blackwell's sms compile sm_90's PTX: sm_90 is listed only if asked for.
    if !blackwell.is_empty() && !list_names_sm90(cli) {
        archs.retain(|&a| a != 900);
    }
    archs.sort_unstable();
    archs.dedup();
    Some(archs)
}

fn list_names_sm90(cli: &Cli) -> bool {
    cli.sm.iter().flat_map(|s| s.split(',')).map(str::trim).any(|e| matches!(e, "90" | "sm_90" | "compute_90" | "90a" | "sm_90a"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn cli(args: &[&str]) -> Cli {
        Cli::parse_from(std::iter::once("circlec").chain(args.iter().copied()))
    }

    #[test]
    fn version_and_arch_list() {
        let d = defines(Some("12.9.86"), &cli(&["--sm", "80,52", "x.cu"]));
        assert_eq!(
            d,
            [
                "__CUDACC_VER_MAJOR__=12",
                "__CUDACC_VER_MINOR__=9",
                "__CUDACC_VER_BUILD__=86",
                "__CUDA_ARCH_LIST__=520,800",
                "__CIRCLEC_NVVM_ARCHS__=sm_52=52,sm_80=80"
            ]
        );
    }

    #[test]
    fn default_sm_blackwell_and_no_version() {
        assert_eq!(defines(None, &cli(&["x.cu"])), ["__CUDA_ARCH_LIST__=520", "__CIRCLEC_NVVM_ARCHS__=sm_52=52"]);
        assert_eq!(
            defines(None, &cli(&["--sm", "100,70", "x.cu"])),
            ["__CUDA_ARCH_LIST__=700,1000", "__CIRCLEC_NVVM_ARCHS__=sm_70=70,sm_100=100"]
        );
        assert_eq!(defines(Some("13.0"), &cli(&["--sm", "sm_99", "x.cu"])), ["__CUDACC_VER_MAJOR__=13", "__CUDACC_VER_MINOR__=0", "__CUDACC_VER_BUILD__=0"]);
        assert!(defines(Some("weird"), &cli(&["--sm", "zz", "x.cu"])).is_empty());
    }
}
