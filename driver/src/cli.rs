//! The command line, in the spellings CUDA programmers know from nvcc and clang: `-I`, `-D`, `-U`,
//! `-E`, `-fsyntax-only` (any `-f<feature>` goes through one repeatable option), plus circlec's own
//! `--dump-ast`, `--print-cuda` and `--cuda-path`. Parsing is clap's; this file only declares.

use clap::Parser;
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(
    name = "circlec",
    version,
    about = "circlec: a single-pass C++/CUDA compiler in the style of Circle",
    after_help = "Examples:\n  circlec -fsyntax-only kernel.cu\n  circlec --dump-ast kernel.cu\n  circlec -E -DN=4 kernel.cu\n  circlec --print-cuda\n  circlec --sm 52,70 app.cu -o app"
)]
pub struct Cli {
    /// The source file (.cu, .cpp, .cc or .cxx).
    pub input: Option<PathBuf>,

    /// Add a directory to the include search path.
    #[arg(short = 'I', value_name = "DIR", action = clap::ArgAction::Append)]
    pub include_dirs: Vec<String>,

    /// Define a macro: -DNAME or -DNAME=VALUE.
    #[arg(short = 'D', value_name = "NAME[=VALUE]", action = clap::ArgAction::Append)]
    pub defines: Vec<String>,

    /// Undefine a macro.
    #[arg(short = 'U', value_name = "NAME", action = clap::ArgAction::Append)]
    pub undefines: Vec<String>,

    /// Preprocess only and print the result.
    #[arg(short = 'E')]
    pub preprocess_only: bool,

    /// Compiler features, as in `-fsyntax-only` (check only) and `-ftime-report`, and limits:
    /// `-ftemplate-depth=N` (nested template instantiations, 1024) and `-fbracket-depth=N`
    /// (nesting of brackets, braces and statements, 256), as clang spells them.
    #[arg(short = 'f', value_name = "FEATURE", action = clap::ArgAction::Append)]
    pub features: Vec<String>,

    /// Print the checked AST and stop (the same as --dump=ast).
    #[arg(long = "dump-ast")]
    pub dump_ast: bool,

    /// Print what a phase produced and stop: `tokens` (after preprocessing), `syntax` (the parse
    /// tree, before semantic analysis) or `ast` (the checked program).
    #[arg(long = "dump", value_name = "PHASE", value_parser = ["tokens", "syntax", "ast", "odr", "nvvm", "ptx"])]
    pub dump: Option<String>,

    /// Print the CUDA installation circlec found, and stop.
    #[arg(long = "print-cuda")]
    pub print_cuda: bool,

    /// Root of a CUDA installation (overrides CUDA_PATH, CUDA_HOME and the defaults).
    #[arg(long = "cuda-path", value_name = "DIR")]
    pub cuda_path: Option<PathBuf>,

    /// Colour diagnostics: auto (when stderr is a terminal and NO_COLOR is unset), always, never.
    #[arg(long = "color", value_name = "WHEN", default_value = "auto")]
    pub color: String,

    /// Write output to this file (with --emit: the stem of the per-sm files).
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// GPU architectures to compile device code for, e.g. `--sm 52,70` (also `-arch=sm_70`,
    /// `--gpu-architecture`, `--cuda-gpu-arch`).
    #[arg(long = "sm", value_name = "SM[,SM...]", action = clap::ArgAction::Append)]
    pub sm: Vec<String>,

    /// Write device code per sm: `llvm` (NVVM IR, <stem>.sm_70.ll, and with -S the host IR
    /// <stem>.host.ll), `ptx` (<stem>.sm_70.ptx), `cubin`, or `fatbin` (one file, every sm).
    #[arg(long = "emit", value_name = "KIND")]
    pub emit: Option<String>,

    /// Optimisation level 0-3 (default 2); device code is optimised at 3 from -O2 up, as nvcc's is.
    #[arg(short = 'O', value_name = "LEVEL", num_args = 0..=1, default_missing_value = "2")]
    pub opt: Option<String>,

    /// Stop after generating assembly (PTX for device code).
    #[arg(short = 'S')]
    pub assemble_only: bool,

    /// Compile to a relocatable object (host code with the fatbin embedded); do not link.
    #[arg(short = 'c')]
    pub compile_only: bool,

    /// Put only PTX in the fatbin (no ptxas; the driver compiles it at load time).
    #[arg(long = "no-cubin")]
    pub no_cubin: bool,

    /// Link the CUDA runtime `shared` (libcudart.so, with an rpath; the default) or `static`.
    #[arg(long = "cudart", value_name = "KIND", default_value = "shared", value_parser = ["shared", "static", "none"])]
    pub cudart: String,

    /// Add a directory to the library search path of the link.
    #[arg(short = 'L', value_name = "DIR", action = clap::ArgAction::Append)]
    pub lib_dirs: Vec<String>,

    /// Link with a library: -lNAME.
    #[arg(short = 'l', value_name = "NAME", action = clap::ArgAction::Append)]
    pub libs: Vec<String>,

    /// Add a system include directory, searched after `-I` and before the standard ones
    /// (`-isystem DIR`).
    #[arg(long = "isystem", value_name = "DIR", action = clap::ArgAction::Append)]
    pub isystem: Vec<String>,

    /// Search no standard system directory (libstdc++'s, the C library's) for headers; circlec's
    /// own headers stay (`-nostdinc`).
    #[arg(long = "nostdinc")]
    pub nostdinc: bool,

    /// Do not search libstdc++'s directories for headers (`-nostdinc++`).
    #[arg(long = "nostdinc++")]
    pub nostdincxx: bool,

    /// The prefix of the GCC installation whose libstdc++ headers to use (default: the newest
    /// under /usr/lib/gcc).
    #[arg(long = "gcc-toolchain", value_name = "DIR")]
    pub gcc_toolchain: Option<PathBuf>,

    /// The language standard: c++14, c++17 (the default) or c++20, or gnu++NN (`-std=c++17`).
    #[arg(long = "std", value_name = "STD")]
    pub std: Option<String>,

    /// Read a file as if `#include "FILE"` were the first line of the source (`-include FILE`).
    #[arg(long = "include", value_name = "FILE", action = clap::ArgAction::Append)]
    pub pre_includes: Vec<String>,

    /// Pass an option to the linker (`-Wl,a,b` is the same as `-Xlinker a -Xlinker b`).
    #[arg(long = "Xlinker", value_name = "ARG", action = clap::ArgAction::Append, allow_hyphen_values = true)]
    pub linker_args: Vec<String>,
}

/// Options that gcc and clang spell with one dash and a long name, and whether each takes a
/// value (as the next argument, or joined: `-isystemDIR`, `-std=c++17`). `rewrite_single_dash`
/// turns them into clap's `--name=value`.
const SINGLE_DASH_LONG: &[(&str, bool)] =
    &[("isystem", true), ("include", true), ("nostdinc++", false), ("nostdinc", false), ("std", true), ("gcc-toolchain", true)];

/// `-isystem DIR`, `-std=c++17`, `-nostdinc`, ... as clap's `--isystem=DIR`, ...; `None` for any
/// other argument. `next` supplies the separate value.
pub fn rewrite_single_dash(arg: &str, next: &mut dyn FnMut() -> Option<String>) -> Option<String> {
    let body = arg.strip_prefix('-').filter(|b| !b.starts_with('-'))?;
    for &(name, takes_value) in SINGLE_DASH_LONG {
        let Some(rest) = body.strip_prefix(name) else { continue };
        if !takes_value {
            if rest.is_empty() {
                return Some(format!("--{name}"));
            }
            continue;
        }
        let value = match rest.strip_prefix('=') {
            Some(v) => v.to_string(),
            None if rest.is_empty() => next()?,
            // `-isystemDIR` is joined; `-std` and `-include` always have `=` or a separate value.
            None if name == "isystem" => rest.to_string(),
            None => continue,
        };
        return Some(format!("--{name}={value}"));
    }
    None
}

impl Cli {
    pub fn has_feature(&self, name: &str) -> bool {
        self.features.iter().any(|f| f == name)
    }

    /// The value of the last `-fNAME=N`: `Ok(None)` when absent, `Err` with the message when
    /// the value is not a positive integer.
    pub fn feature_value(&self, name: &str) -> Result<Option<u32>, String> {
        let prefix = format!("{name}=");
        match self.features.iter().rev().find_map(|f| f.strip_prefix(&prefix)) {
            None => Ok(None),
            Some(v) => match v.parse::<u32>() {
                Ok(n) if n > 0 => Ok(Some(n)),
                _ => Err(format!("invalid value `{v}` in `-f{name}=`; expected a positive integer")),
            },
        }
    }

    /// The host's optimisation level: `-O0`..`-O3` (`-O`, `-Os`, `-Oz` and none count as 2).
    pub fn host_opt_level(&self) -> u8 {
        match self.opt.as_deref() {
            Some("0") => 0,
            Some("1") => 1,
            Some("3") => 3,
            _ => 2,
        }
    }

    /// The device code's optimisation level: the host's, except that -O2 means 3 there. nvcc
    /// optimises device code at O3 whatever the host's level, and CUDA code is written for it:
    /// LLVM's O3 unrolls loops twice as large as O2 does, which keeps per-thread arrays indexed
    /// by a short loop (a pixel's channels, a register tile) out of local memory. On an H100 the
    /// corpus's 3x3 median kernel ran 7 times slower than nvcc's at O2 (benchmarks/GPU.md).
    pub fn device_opt_level(&self) -> u8 {
        match self.host_opt_level() {
            2 => 3,
            level => level,
        }
    }
}
