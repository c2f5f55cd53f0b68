//! Linking an executable: the host objects (scratch files of the sources just compiled, and the
//! objects and libraries given, in command-line order) are linked by the system C compiler
//! (`-ccbin`, else `$CC`, else `cc`; `-shared` links a shared library). When any of them holds
//! relocatable device code, `devlink.rs` links the device code first, and its registration
//! object goes first, with `libcudadevrt.a` after the inputs, as nvcc links. Then the CUDA
//! runtime that discovery found, as nvcc does: `--cudart=static` (the default:
//! `libcudart_static.a` with `-lpthread -ldl -lrt`, so the program needs no `libcudart.so` where
//! it runs), `--cudart=shared` (`libcudart.so*` by path; like nvcc, no RUNPATH into the build
//! machine: the program finds the runtime through the loader's search path, or through
//! `-Wl,-rpath,DIR` when asked) or `--cudart=none`; then `-L`, `-l` and `-Xlinker`/`-Wl,` as
//! given; then the C++ runtime as g++ links it, `-lstdc++ -lm` (the C compiler adds libgcc and
//! libc), since the host code circlec compiled calls `operator new` and libstdc++'s functions as
//! g++'s does. `-nostdlib++` leaves libstdc++ out; `-nostdlib` leaves out both and reaches the C
//! compiler, which then links no startup file or library of its own either.

use std::path::{Path, PathBuf};
use std::process::Command;

use frontend::diag::{DiagSink, Diagnostic};
use frontend::source::Span;

use crate::cli::Cli;
use crate::cuda::CudaInstall;

/// The command that links `objects` (objects and libraries, in order) into `exe` with `cc`.
pub fn link_command(
    cli: &Cli,
    cc: &str,
    cuda: &CudaInstall,
    objects: &[PathBuf],
    exe: &Path,
) -> Result<Command, String> {
    let mut cmd = Command::new(cc);
    if cli.shared {
        cmd.arg("-shared");
    }
    if cli.nostdlib {
        cmd.arg("-nostdlib");
    }
    cmd.args(objects).arg("-o").arg(exe);
    for d in &cli.lib_dirs {
        cmd.arg(format!("-L{d}"));
    }
    match cli.cudart.as_str() {
        "shared" => {
            let lib = cuda
                .libcudart
                .as_deref()
                .ok_or("the CUDA runtime (libcudart.so) was not found")?;
            cmd.arg(lib);
        }
        "none" => {}
        _ => {
            let lib = cuda
                .libcudart_static
                .as_deref()
                .ok_or("the static CUDA runtime (libcudart_static.a) was not found")?;
            cmd.arg(lib).args(["-lpthread", "-ldl", "-lrt"]);
        }
    }
    for l in &cli.libs {
        cmd.arg(format!("-l{l}"));
    }
    for x in &cli.linker_args {
        cmd.arg("-Xlinker").arg(x);
    }
    if !cli.nostdlib {
        if !cli.nostdlibxx {
            cmd.arg("-lstdc++");
        }
        cmd.arg("-lm");
    }
    Ok(cmd)
}

/// The C compiler that links: `-ccbin` (a program, or a directory holding `gcc` or `cc`), else
/// `$CC`, else `cc`.
pub fn c_compiler(cli: &Cli) -> String {
    if let Some(bin) = &cli.ccbin {
        if bin.is_dir() {
            let pick = ["gcc", "cc", "clang"].iter().map(|n| bin.join(n)).find(|p| p.is_file());
            return pick.unwrap_or_else(|| bin.join("cc")).to_string_lossy().into_owned();
        }
        return bin.to_string_lossy().into_owned();
    }
    std::env::var("CC")
        .ok()
        .filter(|c| !c.is_empty())
        .unwrap_or_else(|| "cc".to_string())
}

/// The static archives `-l` names in the `-L` directories (as the linker finds them: the first
/// directory holding `libNAME.so` or `libNAME.a`, the shared one preferred), whose members may
/// hold relocatable device code for the device link.
pub fn static_libraries(cli: &Cli) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for name in &cli.libs {
        for dir in &cli.lib_dirs {
            let dir = Path::new(dir);
            if dir.join(format!("lib{name}.so")).exists() {
                break;
            }
            let archive = dir.join(format!("lib{name}.a"));
            if archive.exists() {
                out.push(archive);
                break;
            }
        }
    }
    out
}

/// A command as a shell line, for `-v` and `--dryrun`.
pub fn command_line(cmd: &Command) -> String {
    std::iter::once(cmd.get_program())
        .chain(cmd.get_args())
        .map(|a| a.to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A failed link (the device link's too): what went wrong, and what to do about it.
pub struct LinkError {
    pub message: String,
    pub note: String,
}

impl LinkError {
    /// Prints the error and its note, as the driver's other errors outside a source; returns the
    /// exit status, 1.
    pub fn report(&self) -> u8 {
        eprintln!("circlec: error: {}\ncirclec: note: {}", self.message, self.note);
        1
    }
}

pub fn link_error(message: String, note: &str) -> LinkError {
    LinkError { message, note: note.to_string() }
}

/// A directory of this process's own for intermediate files (removed by the caller).
pub fn scratch_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("circlec-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// Links the host object `object`, compiled from `source`, into `exe`; errors are rendered
/// through `report`.
pub fn link(
    cli: &Cli,
    cuda: &CudaInstall,
    source: &Path,
    object: &[u8],
    exe: &Path,
    anchor: Span,
    report: &dyn Fn(&DiagSink) -> bool,
) -> u8 {
    let dir = scratch_dir();
    let obj: PathBuf = dir.join("host.o");
    let result = match std::fs::write(&obj, object) {
        Err(e) => Err(link_error(format!("cannot write `{}`: {e}", obj.display()), "check that the temporary directory is writable (TMPDIR)")),
        Ok(()) => {
            let sources = std::collections::HashMap::from([(obj.clone(), source.to_path_buf())]);
            link_objects(cli, cuda, &[obj], &sources, exe, &dir)
        }
    };
    let _ = std::fs::remove_dir_all(&dir);
    match result {
        Ok(()) => 0,
        Err(e) => {
            let mut sink = DiagSink::new();
            sink.push(Diagnostic::error(codegen::diags::LINK_FAILED, anchor, e.message).with_label("while linking this file").with_note(e.note));
            report(&sink);
            1
        }
    }
}

/// Links `objects` (objects and libraries, in command-line order) into `exe`. When any holds
/// relocatable device code, their device code is linked first (`devlink.rs`; messages name an
/// object by its source where `sources` has it) and the object that registers it goes first on
/// the link line, written to `dir`.
pub fn link_objects(
    cli: &Cli,
    cuda: &CudaInstall,
    objects: &[PathBuf],
    sources: &std::collections::HashMap<PathBuf, PathBuf>,
    exe: &Path,
    dir: &Path,
) -> Result<(), LinkError> {
    let scanned: Vec<PathBuf> = objects.iter().cloned().chain(static_libraries(cli)).collect();
    let records = crate::devlink::records(&scanned, sources)?;
    let mut all = Vec::new();
    if !records.is_empty() {
        let object = crate::devlink::device_link(cli, cuda, &records)?;
        let path = dir.join("circlec_dlink.o");
        std::fs::write(&path, object).map_err(|e| link_error(format!("cannot write `{}`: {e}", path.display()), "check that the temporary directory is writable (TMPDIR)"))?;
        all.push(path);
    }
    all.extend(objects.iter().cloned());
    if !records.is_empty() {
        all.extend(cuda.libcudadevrt.clone());
    }
    let cc = c_compiler(cli);
    let mut cmd = link_command(cli, &cc, cuda, &all, exe).map_err(|msg| {
        link_error(msg, "install the CUDA runtime (the CUDA toolkit, or `pip install nvidia-cuda-runtime-cu12`), pass `--cuda-path`, or use `-c` to stop before linking")
    })?;
    if cli.verbose {
        eprintln!("{}", command_line(&cmd));
    }
    match cmd.output() {
        Err(e) => Err(link_error(
            format!("cannot run the C compiler `{cc}` to link: {e}"),
            "install a C compiler and linker (Debian/Ubuntu: `apt-get install gcc`), or set CC; `-c` stops before linking",
        )),
        Ok(out) if !out.status.success() => {
            let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
            Err(link_error(format!("linking with `{cc}` failed ({}):\n{}", out.status, text.trim_end()), "the linker's messages are above; `-L`, `-l` and `-Wl,` are passed to it"))
        }
        Ok(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    /// The link command for `args` (after the circlec spellings are rewritten), as strings.
    fn check(args: &[&str], expected: &[&str]) {
        let argv = crate::args::rewrite_args(
            ["circlec"].iter().chain(args).map(std::ffi::OsString::from),
        )
        .args;
        let cli = Cli::parse_from(argv);
        let cuda = CudaInstall {
            libcudart: Some(PathBuf::from("/cuda/lib/libcudart.so.12")),
            libcudart_static: Some(PathBuf::from("/cuda/lib/libcudart_static.a")),
            ..Default::default()
        };
        let cmd = link_command(&cli, "cc", &cuda, &[PathBuf::from("host.o")], Path::new("app"))
            .expect("a command");
        let got: Vec<String> = cmd
            .get_args()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        assert_eq!(got, expected);
    }

    #[test]
    fn link_commands() {
        check(
            &["k.cu", "--cudart=shared"],
            &["host.o", "-o", "app", "/cuda/lib/libcudart.so.12", "-lstdc++", "-lm"],
        );
        check(
            &["k.cu", "-cudart", "shared", "-Wl,-rpath,/cuda/lib"],
            &["host.o", "-o", "app", "/cuda/lib/libcudart.so.12", "-Xlinker", "-rpath", "-Xlinker", "/cuda/lib", "-lstdc++", "-lm"],
        );
        check(
            &[
                "k.cu",
                "-L/opt/lib",
                "-lfoo",
                "-Wl,-z,now",
                "-Xlinker",
                "--gc-sections",
            ],
            &[
                "host.o",
                "-o",
                "app",
                "-L/opt/lib",
                "/cuda/lib/libcudart_static.a",
                "-lpthread",
                "-ldl",
                "-lrt",
                "-lfoo",
                "-Xlinker",
                "-z",
                "-Xlinker",
                "now",
                "-Xlinker",
                "--gc-sections",
                "-lstdc++",
                "-lm",
            ],
        );
        check(&["k.cu", "--cudart=none"], &["host.o", "-o", "app", "-lstdc++", "-lm"]);
        check(
            &["k.cu", "--cudart=none", "-shared", "-Xcompiler", "-fPIC"],
            &["-shared", "host.o", "-o", "app", "-lstdc++", "-lm"],
        );
    }

    #[test]
    fn standard_libraries() {
        check(&["k.cu", "--cudart=none", "-nostdlib++"], &["host.o", "-o", "app", "-lm"]);
        check(&["k.cu", "--cudart=none", "-nostdlib", "-lc"], &["-nostdlib", "host.o", "-o", "app", "-lc"]);
        check(&["k.cu", "--cudart=none", "-Xcompiler", "-nostdlib++"], &["host.o", "-o", "app", "-lm"]);
    }

    #[test]
    fn missing_runtime_is_an_error() {
        let err = |args: &[&str]| {
            let cli = Cli::parse_from(args);
            link_command(&cli, "cc", &CudaInstall::default(), &[PathBuf::from("host.o")], Path::new("app")).err()
        };
        assert_eq!(err(&["circlec", "k.cu"]).as_deref(), Some("the static CUDA runtime (libcudart_static.a) was not found"));
        assert_eq!(
            err(&["circlec", "--cudart=shared", "k.cu"]).as_deref(),
            Some("the CUDA runtime (libcudart.so) was not found")
        );
    }
}
