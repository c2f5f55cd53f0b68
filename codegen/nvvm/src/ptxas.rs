//! Assembling PTX into a cubin with NVIDIA's ptxas (found by the driver's CUDA discovery), for
//! `--emit=cubin` and the fatbin step that follows. The PTX goes through a private temporary
//! directory; `relocatable` adds `-c` for code that calls external device functions.

use std::path::Path;
use std::process::Command;

use codegen_consts::SmInfo;

/// A cubin and what ptxas printed making it (the report of `-v`).
pub struct Assembled {
    pub cubin: Vec<u8>,
    pub report: String,
}

/// Runs `ptxas -arch=<sm> [-c] <extra>` on `ptx` and returns the cubin, or ptxas's messages.
pub fn assemble(ptxas: &Path, ptx: &str, sm: &SmInfo, relocatable: bool, extra: &[String]) -> Result<Assembled, String> {
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("circlec-ptxas-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
    let input = dir.join(format!("{}.ptx", sm.name));
    let output = dir.join(format!("{}.cubin", sm.name));
    let result = (|| {
        std::fs::write(&input, ptx).map_err(|e| format!("cannot write `{}`: {e}", input.display()))?;
        let mut cmd = Command::new(ptxas);
        cmd.arg(format!("-arch={}", sm.name));
        if relocatable {
            cmd.arg("-c");
        }
        cmd.args(extra).arg(&input).arg("-o").arg(&output);
        let out = cmd.output().map_err(|e| format!("cannot run `{}`: {e}", ptxas.display()))?;
        if !out.status.success() {
            let msg = String::from_utf8_lossy(&out.stderr);
            return Err(format!("ptxas rejected the PTX for {}: {}", sm.name, msg.trim()));
        }
        let report = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        let cubin = std::fs::read(&output).map_err(|e| format!("cannot read `{}`: {e}", output.display()))?;
        Ok(Assembled { cubin, report })
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}
