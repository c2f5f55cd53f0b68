//! GPU architecture lists as nvcc and clang write them, read into circlec's `--sm` entries:
//! `sm_70` (a cubin and its PTX), `compute_70` (PTX only), lists with or without brackets and
//! quotes, nvcc's `-gencode arch=compute_70,code=[sm_70,sm_80]` (also `code="sm_80,compute_80"`,
//! and `code=sm_80,compute_80` once the shell has removed the quotes), and the names `all`
//! (every sm circlec supports), `all-major` (`sm_50`, `sm_60`, ...) and `native` (the GPUs of
//! this machine, asked of `nvidia-smi`).

use std::process::Command;

use codegen_consts::features::SMS;

/// The `--sm` entries of an `-arch`/`-code` value.
pub fn arch_list(value: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for entry in entries(value) {
        match entry.as_str() {
            "all" => out.extend(SMS.iter().filter(|s| !s.name.ends_with('a')).map(|s| s.name.to_string())),
            "all-major" => out.extend(SMS.iter().filter(|s| s.arch % 10 == 0 && !s.name.ends_with('a')).map(|s| s.name.to_string())),
            "native" => out.extend(native()?),
            _ => out.push(entry),
        }
    }
    if out.is_empty() {
        return Err(format!("`{value}` names no GPU architecture"));
    }
    Ok(out)
}

/// The `--sm` entries of a `-gencode` value: its `code` list (its `arch` when there is none).
pub fn gencode(value: &str) -> Result<Vec<String>, String> {
    let value = value.trim().trim_matches(|c| c == '"' || c == '\'');
    let (mut arch, mut code): (Option<String>, Vec<String>) = (None, Vec::new());
    let mut in_code = false;
    for piece in split_top(value) {
        if let Some(v) = piece.strip_prefix("arch=") {
            arch = Some(v.trim_matches(|c| c == '"' || c == '\'').to_string());
            in_code = false;
        } else if let Some(v) = piece.strip_prefix("code=") {
            code.extend(entries(v));
            in_code = true;
        } else if in_code && !piece.contains('=') {
            // `code="sm_80,compute_80"` after the shell removed the quotes.
            code.extend(entries(&piece));
        } else {
            return Err(format!("cannot read `{piece}`; expected `arch=compute_XX,code=sm_XX` or `code=[sm_XX,compute_XX]`"));
        }
    }
    let Some(arch) = arch else {
        return Err("no `arch=compute_XX` given".to_string());
    };
    if !(arch.starts_with("compute_") || arch.starts_with("sm_")) {
        return Err(format!("`arch={arch}` is not a virtual architecture such as `compute_70`"));
    }
    if code.is_empty() {
        code.push(arch);
    }
    Ok(code)
}

/// The Blackwell sms, which LLVM 19 cannot target: their cubins are ptxas's from sm_90's PTX.
pub const BLACKWELL: &[u32] = &[100, 101, 103, 120, 121];

/// Splits Blackwell out of an `--sm` list: the list to generate code for (each Blackwell
/// `sm_XX` becomes `sm_90`, each `compute_XX` `compute_90`) and the Blackwell sms that want a
/// cubin.
pub fn blackwell(list: &[String]) -> (Vec<String>, Vec<u32>) {
    let (mut out, mut cubins) = (Vec::new(), Vec::new());
    for entry in list.iter().flat_map(|s| s.split(',')).map(str::trim).filter(|e| !e.is_empty()) {
        let (ptx, number) = match entry.strip_prefix("compute_") {
            Some(n) => (true, n),
            None => (false, entry.strip_prefix("sm_").unwrap_or(entry)),
        };
        match number.parse::<u32>() {
            Ok(n) if BLACKWELL.contains(&n) => {
                out.push(if ptx { "compute_90" } else { "sm_90" }.to_string());
                if !ptx && !cubins.contains(&n) {
                    cubins.push(n);
                }
            }
            _ => out.push(entry.to_string()),
        }
    }
    (out, cubins)
}

/// The sms circlec compiles PTX alone for: those named only as `compute_XX`.
pub fn ptx_only(list: &[String]) -> Vec<u32> {
    let all: Vec<&str> = list.iter().flat_map(|s| s.split(',')).map(str::trim).collect();
    let code = |e: &str| codegen_consts::parse_sm(e).map(|s| s.code);
    all.iter()
        .filter(|e| e.starts_with("compute_"))
        .filter_map(|e| code(e))
        .filter(|c| !all.iter().any(|e| !e.starts_with("compute_") && code(e) == Some(*c)))
        .collect()
}

/// The entries of a list: `sm_70,sm_80`, `[sm_70,sm_80]`, `"sm_70 sm_80"`.
fn entries(value: &str) -> Vec<String> {
    value
        .split(|c: char| c == ',' || c.is_whitespace())
        .map(|e| e.trim_matches(|c| matches!(c, '"' | '\'' | '[' | ']')))
        .filter(|e| !e.is_empty())
        .map(str::to_string)
        .collect()
}

/// Splits at the commas outside brackets and quotes.
fn split_top(value: &str) -> Vec<String> {
    let (mut out, mut cur, mut depth, mut quoted) = (Vec::new(), String::new(), 0i32, false);
    for c in value.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            '"' | '\'' => quoted = !quoted,
            ',' if depth <= 0 && !quoted => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    out.push(cur);
    out.into_iter().map(|p| p.trim().to_string()).filter(|p| !p.is_empty()).collect()
}

/// `-arch=native`: the compute capability of each GPU that `nvidia-smi` lists.
fn native() -> Result<Vec<String>, String> {
    let missing = "`-arch=native` found no GPU: `nvidia-smi` (the NVIDIA driver) is not installed or lists none; name the architecture instead, e.g. `-arch=sm_80`";
    let out = Command::new("nvidia-smi").args(["--query-gpu=compute_cap", "--format=csv,noheader"]).output().map_err(|_| missing.to_string())?;
    if !out.status.success() {
        return Err(missing.to_string());
    }
    let sms: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.trim().split_once('.').map(|(major, minor)| format!("sm_{major}{minor}")))
        .collect();
    if sms.is_empty() {
        return Err(missing.to_string());
    }
    Ok(sms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gencode_lists() {
        assert_eq!(gencode("arch=compute_70,code=[sm_70,sm_80]").unwrap(), ["sm_70", "sm_80"]);
        assert_eq!(gencode("arch=compute_80,code=\"sm_80,compute_80\"").unwrap(), ["sm_80", "compute_80"]);
        assert_eq!(gencode("arch=compute_80,code=sm_80,compute_80").unwrap(), ["sm_80", "compute_80"]);
        assert_eq!(gencode("\"arch=compute_75,code=sm_75\"").unwrap(), ["sm_75"]);
        assert_eq!(gencode("arch=compute_75").unwrap(), ["compute_75"]);
        assert!(gencode("code=sm_75").is_err());
        assert!(gencode("arch=compute_75,cod=sm_75").is_err());
    }

    #[test]
    fn named_lists() {
        let all = arch_list("all").unwrap();
        assert!(all.contains(&"sm_90".to_string()) && !all.contains(&"sm_90a".to_string()), "{all:?}");
        assert_eq!(arch_list("all-major").unwrap(), ["sm_50", "sm_60", "sm_70", "sm_80", "sm_90"]);
        assert_eq!(arch_list("[sm_70, sm_80]").unwrap(), ["sm_70", "sm_80"]);
    }

    #[test]
    fn blackwell_is_built_from_sm_90() {
        let list = ["sm_80,sm_100".to_string(), "120".to_string(), "compute_120".to_string()];
        let (codegen, cubins) = blackwell(&list);
        assert_eq!(codegen, ["sm_80", "sm_90", "sm_90", "compute_90"]);
        assert_eq!(cubins, [100, 120]);
    }

    #[test]
    fn compute_alone_is_ptx_only() {
        let list = ["sm_80,compute_80".to_string(), "compute_90".to_string(), "compute_70".to_string(), "70".to_string()];
        assert_eq!(ptx_only(&list), [90]);
    }
}
