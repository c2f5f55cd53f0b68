//! Test support: finding NVIDIA's tools (cuobjdump, ptxas, libcudart) in the project's `.venv`
//! or through environment variables, LLVM's `llc-19` and the C compiler on PATH, fresh scratch
//! directories, and running a tool while capturing its output. Tests that need a missing tool
//! print a note saying so and return early.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The repository root (two levels above this crate).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `<repo>/.venv/lib/python3*/site-packages/nvidia`, when set-up has made it.
fn venv_nvidia() -> Option<PathBuf> {
    let lib = repo_root().join(".venv/lib");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&lib)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("python3"))
        })
        .collect();
    dirs.sort();
    dirs.into_iter()
        .map(|d| d.join("site-packages/nvidia"))
        .find(|d| d.is_dir())
}

/// The first of `env` (when set) and the `.venv` paths below `nvidia/` that exists.
fn find_tool(env: &str, venv_paths: &[&str]) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(env) {
        let path = PathBuf::from(path);
        return path.exists().then_some(path);
    }
    let nvidia = venv_nvidia()?;
    venv_paths
        .iter()
        .map(|p| nvidia.join(p))
        .find(|p| p.exists())
}

/// NVIDIA's cuobjdump: `CIRCLEC_CUOBJDUMP`, or the CUDA 13 / CUDA 12 wheel in `.venv`.
pub fn cuobjdump() -> Option<PathBuf> {
    find_tool(
        "CIRCLEC_CUOBJDUMP",
        &["cu13/bin/cuobjdump", "cuda_cuobjdump/bin/cuobjdump"],
    )
}

/// NVIDIA's ptxas: `CIRCLEC_PTXAS`, or the CUDA 12 nvcc wheel in `.venv`.
pub fn ptxas() -> Option<PathBuf> {
    find_tool("CIRCLEC_PTXAS", &["cuda_nvcc/bin/ptxas", "cu13/bin/ptxas"])
}

/// The directory holding `libcudart.so.12`: `CIRCLEC_CUDART_DIR`, or the runtime wheel.
pub fn cudart_dir() -> Option<PathBuf> {
    let lib = find_tool("CIRCLEC_CUDART_DIR", &["cuda_runtime/lib"])?;
    lib.join("libcudart.so.12").exists().then_some(lib)
}

/// A program on PATH, found by running it with `--version`.
pub fn on_path(program: &str) -> Option<PathBuf> {
    let ok = Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    ok.then(|| PathBuf::from(program))
}

/// Prints why a test stops early.
pub fn skip(test: &str, why: &str) {
    eprintln!("note: {test}: skipped, {why}");
}

/// A fresh, empty scratch directory under the system temp dir, unique to this process and call.
pub fn scratch_dir(name: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("circlec-host-{}-{n}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a scratch directory");
    dir
}

/// Runs `cmd`, panicking with its output unless it exits 0; returns stdout + stderr.
pub fn run_ok(cmd: &mut Command) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}):\n{text}",
        out.status
    );
    text
}

/// A tiny NVVM IR module with one kernel `kern(int *p)` storing 42 through `p`.
pub const TINY_KERNEL_LL: &str = r#"target triple = "nvptx64-nvidia-cuda"
define void @kern(ptr addrspace(1) %p) {
  store i32 42, ptr addrspace(1) %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @kern, !"kernel", i32 1}
"#;

/// PTX for `sm` from `llc-19` on `TINY_KERNEL_LL`, when llc-19 is on PATH.
pub fn tiny_ptx(dir: &Path, sm: u32) -> Option<String> {
    let llc = on_path("llc-19")?;
    let ll = dir.join("tiny.ll");
    std::fs::write(&ll, TINY_KERNEL_LL).ok()?;
    let ptx = dir.join(format!("tiny_sm{sm}.ptx"));
    run_ok(
        Command::new(llc)
            .args(["-march=nvptx64", &format!("-mcpu=sm_{sm}"), "-o"])
            .arg(&ptx)
            .arg(&ll),
    );
    std::fs::read_to_string(ptx).ok()
}

/// A cubin for `sm` from ptxas on `ptx`, when ptxas is found.
pub fn tiny_cubin(dir: &Path, sm: u32, ptx: &str) -> Option<Vec<u8>> {
    let ptxas = ptxas()?;
    let input = dir.join(format!("cubin_sm{sm}.ptx"));
    std::fs::write(&input, ptx).ok()?;
    let cubin = dir.join(format!("tiny_sm{sm}.cubin"));
    run_ok(
        Command::new(ptxas)
            .arg(format!("-arch=sm_{sm}"))
            .arg(&input)
            .arg("-o")
            .arg(&cubin),
    );
    std::fs::read(cubin).ok()
}
