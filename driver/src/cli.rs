//! The command line in its canonical form: `args.rs` rewrites nvcc's and clang's spellings
//! (`-std=c++17`, `-Xptxas -v`, `-gencode ...`, `-MD`) to the options declared here, and clap
//! parses them. Besides the declarations, this file reads values that several options share:
//! the optimisation level and the `-std=` standard.

use clap::Parser;
use codegen::debug_info::{DebugKind, DebugOptions};
use frontend::source::{FileId, SourceMap};
use std::path::PathBuf;

#[derive(Parser, Debug, Clone)]
#[command(
    name = "circlec",
    disable_version_flag = true,
    args_override_self = true,
    about = "circlec: a single-pass C++/CUDA compiler in the style of Circle",
    after_help = "Examples:\n  circlec -fsyntax-only kernel.cu\n  circlec --dump-ast kernel.cu\n  circlec -E -DN=4 kernel.cu\n  circlec --print-cuda\n  circlec --sm 52,70 app.cu -o app\n  circlec -O3 -std=c++17 --use_fast_math -gencode arch=compute_80,code=[sm_80,compute_80] -c app.cu\n\nnvcc's and clang's spellings are accepted too (-arch=sm_80, -gencode, -Xcompiler, -Xptxas, -ccbin,\n-lineinfo, --expt-relaxed-constexpr, -MD -MF ...); an option that has no effect in circlec says so\nin a warning, and an unknown option is an error.\n\nArchitectures: sm_50 to sm_90a, and Blackwell (sm_100, sm_101, sm_103, sm_120, sm_121), whose cubins\nptxas makes from sm_90's PTX: LLVM 19 has no Blackwell target, so sm_90's features are the ceiling\nuntil the LLVM version moves."
)]
pub struct Cli {
    /// Source files (.cu, .cpp, .cc, .cxx), each compiled on its own, and objects and libraries
    /// (.o, .a, .so) to link with them.
    pub inputs: Vec<PathBuf>,

    /// Add a directory to the include search path.
    #[arg(short = 'I', value_name = "DIR", action = clap::ArgAction::Append)]
    pub include_dirs: Vec<String>,

    /// Define a macro: -DNAME or -DNAME=VALUE.
    #[arg(short = 'D', value_name = "NAME[=VALUE]", action = clap::ArgAction::Append)]
    pub defines: Vec<String>,

    /// Undefine a macro.
    #[arg(short = 'U', value_name = "NAME", action = clap::ArgAction::Append)]
    pub undefines: Vec<String>,

    /// Preprocess only and print the result, with gcc's `# line "file"` markers.
    #[arg(short = 'E')]
    pub preprocess_only: bool,

    /// With `-E`: no line markers.
    #[arg(short = 'P')]
    pub no_line_markers: bool,

    /// Compiler features, as in `-fsyntax-only` (check only, with each sm's code-generation checks)
    /// and `-ftime-report`, and limits: `-ftemplate-depth=N` (nested template instantiations,
    /// 1024), `-fbracket-depth=N` (nesting of brackets, braces and statements, 256),
    /// `-fconstexpr-steps=N` (1048576) and `-fconstexpr-depth=N` (512), as clang spells them. `-ffast-math`, `-fdiagnostics-format=json|sarif`, `-fPIC` and the other known
    /// features map to their options (`features.rs`); an unknown one is an error.
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

    /// Optimisation level: 0-3 (default 2), `s` and `z` (size), `g` (1, as clang), `fast` (3 with
    /// `--use_fast_math`); `-O` alone is `-O1`, as gcc's. Device code is optimised at 3 from -O2
    /// up, as nvcc's is.
    #[arg(short = 'O', value_name = "LEVEL", num_args = 0..=1, default_missing_value = "1")]
    pub opt: Option<String>,

    /// Stop after generating assembly (PTX for device code).
    #[arg(short = 'S')]
    pub assemble_only: bool,

    /// Compile to a relocatable object (host code with the fatbin embedded); do not link.
    #[arg(short = 'c')]
    pub compile_only: bool,

    /// Relocatable device code (`-rdc=true`, `-dc` with `-c`, `-fgpu-rdc`): each sm's device code
    /// is compiled to a relocatable cubin kept in the object, and the link step links the device
    /// code of every object, so `extern __device__` functions and variables resolve across files.
    #[arg(long = "rdc")]
    pub rdc: bool,

    /// Link the device code of the given objects and write the object that holds the linked
    /// fatbin and registers it (`-dlink`), for a final link by another compiler.
    #[arg(long = "dlink")]
    pub dlink: bool,

    /// Put only PTX in the fatbin (no ptxas; the driver compiles it at load time).
    #[arg(long = "no-cubin")]
    pub no_cubin: bool,

    /// The C++ standard: c++14, c++17 (the default), c++20, or gnu++14/17/20 (`-std=`).
    #[arg(long = "std", value_name = "STD")]
    pub std: Option<String>,

    /// The input's language whatever its extension: `cu`, `cuda` or `c++` (`-x`).
    #[arg(long = "x", value_name = "LANG")]
    pub language: Option<String>,

    /// Fast device math, as nvcc's `--use_fast_math` and clang's `-ffast-math`: `--ftz=true`,
    /// `--prec-div=false`, `--prec-sqrt=false`, and the fast intrinsics for `sinf`, `expf`, ...
    #[arg(long = "use-fast-math", overrides_with = "no_fast_math")]
    pub use_fast_math: bool,

    /// Undoes `--use-fast-math` (`-fno-fast-math`).
    #[arg(long = "no-fast-math", overrides_with = "use_fast_math")]
    pub no_fast_math: bool,

    /// Flush single-precision denormals to zero in device code (`true`/`false`).
    #[arg(long = "ftz", value_name = "BOOL")]
    pub ftz: Option<bool>,

    /// IEEE-rounded single-precision division in device code (`false`: approximate).
    #[arg(long = "prec-div", value_name = "BOOL")]
    pub prec_div: Option<bool>,

    /// IEEE-rounded single-precision square root in device code (`false`: approximate).
    #[arg(long = "prec-sqrt", value_name = "BOOL")]
    pub prec_sqrt: Option<bool>,

    /// Contract device multiplies and adds into fused multiply-adds (`true`, the default).
    #[arg(long = "fmad", value_name = "BOOL")]
    pub fmad: Option<bool>,

    /// Pass an option to ptxas (`-Xptxas -v` prints each kernel's registers per sm).
    #[arg(long = "Xptxas", value_name = "ARG", action = clap::ArgAction::Append, allow_hyphen_values = true)]
    pub ptxas_args: Vec<String>,

    /// Compile the sms on at most N threads (`-t`, `--threads`; 0: one per core).
    #[arg(long = "threads", value_name = "N")]
    pub threads: Option<usize>,

    /// Link a shared library (`-shared`) instead of an executable.
    #[arg(long = "shared")]
    pub shared: bool,

    /// Make every warning an error (`-Werror`).
    #[arg(long = "Werror")]
    pub werror: bool,

    /// Report no warnings (`-w`).
    #[arg(long = "no-warnings")]
    pub no_warnings: bool,

    /// Do not diagnose narrowing conversions in braced initializers (`-Wno-narrowing`,
    /// `-Wno-c++11-narrowing`).
    #[arg(long = "no-narrowing")]
    pub no_narrowing: bool,

    /// Diagnostics as `text` (the default), `json` or `sarif` (`-fdiagnostics-format=`).
    #[arg(long = "diagnostics-format", value_name = "FORMAT", default_value = "text", value_parser = ["text", "json", "sarif"])]
    pub diagnostics_format: String,

    /// The C compiler that links (`-ccbin`; overrides `$CC`): a program, or the directory that
    /// holds `gcc` or `cc`.
    #[arg(long = "ccbin", value_name = "PATH")]
    pub ccbin: Option<std::path::PathBuf>,

    /// Print each step that runs another program (ptxas, the linker) as a command line (`-v`).
    #[arg(long = "verbose")]
    pub verbose: bool,

    /// Print the steps `--verbose` prints, without compiling anything (`--dryrun`).
    #[arg(long = "dryrun")]
    pub dryrun: bool,

    /// Keep the intermediate files: per sm `.ll`, `.ptx` and `.cubin`, and the `.fatbin`
    /// (`--save-temps`, `-keep`).
    #[arg(long = "keep")]
    pub keep: bool,

    /// Where `--keep` writes (default: the current directory).
    #[arg(long = "keep-dir", value_name = "DIR")]
    pub keep_dir: Option<std::path::PathBuf>,

    /// Host debug information (`-g`): DWARF for the host functions, and line tables for device
    /// code (`.loc` in the PTX, ptxas `-lineinfo`).
    #[arg(long = "host-debug", overrides_with = "no_host_debug")]
    pub host_debug: bool,

    /// Undoes `--host-debug` (`-g0`).
    #[arg(long = "no-host-debug", overrides_with = "host_debug")]
    pub no_host_debug: bool,

    /// Device debug information (`-G`): device code at -O0 with full debug information, and
    /// ptxas `-g`.
    #[arg(long = "device-debug")]
    pub device_debug: bool,

    /// Line tables for device code at any -O (`-lineinfo`): `.loc` in the PTX, ptxas `-lineinfo`.
    #[arg(long = "line-info")]
    pub line_info: bool,

    /// Print circlec's, LLVM's and the CUDA toolkit's versions.
    #[arg(long = "version")]
    pub version: bool,

    /// Write make dependencies: `M` (instead of compiling; `-M`), `MM` (without system headers;
    /// `-MM`), `MD` and `MMD` (while compiling; `-MD`, `-MMD`).
    #[arg(long = "deps", value_name = "KIND", value_parser = ["M", "MM", "MD", "MMD"])]
    pub deps: Option<String>,

    /// The dependency file (`-MF`).
    #[arg(long = "MF", value_name = "FILE")]
    pub dep_file: Option<std::path::PathBuf>,

    /// A target of the dependency rule (`-MT`), as written.
    #[arg(long = "MT", value_name = "TARGET", action = clap::ArgAction::Append)]
    pub dep_targets: Vec<String>,

    /// A target of the dependency rule with make's special characters quoted (`-MQ`).
    #[arg(long = "MQ", value_name = "TARGET", action = clap::ArgAction::Append)]
    pub dep_quoted_targets: Vec<String>,

    /// Add a phony target for each header (`-MP`).
    #[arg(long = "MP")]
    pub dep_phony: bool,

    /// Link the CUDA runtime `static` (libcudart_static.a, the default, as nvcc), `shared`
    /// (libcudart.so, found at run time through the loader's path or `-Wl,-rpath,DIR`), or `none`.
    #[arg(long = "cudart", value_name = "KIND", default_value = "static", value_parser = ["shared", "static", "none"])]
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

    /// Link no standard library and no startup file: neither libstdc++ and libm, which circlec
    /// adds as g++ does, nor the C compiler's own (`-nostdlib`, passed to it).
    #[arg(long = "nostdlib")]
    pub nostdlib: bool,

    /// Do not link the C++ runtime, libstdc++ (`-nostdlib++`, as clang spells it).
    #[arg(long = "nostdlib++")]
    pub nostdlibxx: bool,

    /// Do not search the CUDA installation's header directories, and so do not include its
    /// <cuda_runtime.h> implicitly (clang's `-nocudainc`).
    #[arg(long = "nocudainc")]
    pub nocudainc: bool,

    /// The prefix of the GCC installation whose libstdc++ headers to use (default: the newest
    /// under /usr/lib/gcc).
    #[arg(long = "gcc-toolchain", value_name = "DIR")]
    pub gcc_toolchain: Option<PathBuf>,

    /// Read a file as if `#include "FILE"` were the first line of the source (`-include FILE`).
    #[arg(long = "include", value_name = "FILE", action = clap::ArgAction::Append)]
    pub pre_includes: Vec<String>,

    /// Pass an option to the linker (`-Wl,a,b` is the same as `-Xlinker a -Xlinker b`).
    #[arg(long = "Xlinker", value_name = "ARG", action = clap::ArgAction::Append, allow_hyphen_values = true)]
    pub linker_args: Vec<String>,
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

    /// The host's optimisation level: `-O0`..`-O3`; `-Og` is 1 (as clang), `-Ofast` 3, `-Os`,
    /// `-Oz` and none 2 (with `size_level`).
    pub fn host_opt_level(&self) -> u8 {
        match self.opt.as_deref() {
            Some("0") => 0,
            Some("1" | "g") => 1,
            Some("3" | "fast") => 3,
            _ => 2,
        }
    }

    /// The host module's debug information: full with `-g`.
    pub fn host_debug_kind(&self) -> Option<DebugKind> {
        (self.host_debug && !self.no_host_debug).then_some(DebugKind::Full)
    }

    /// The device modules' debug information: full with `-G`, line tables with `-lineinfo` or `-g`.
    pub fn device_debug_kind(&self) -> Option<DebugKind> {
        if self.device_debug {
            Some(DebugKind::Full)
        } else if self.line_info || self.host_debug_kind().is_some() {
            Some(DebugKind::LineTables)
        } else {
            None
        }
    }

    /// What ptxas needs for the device debug information: `-g` for `-G`, `-lineinfo` for line
    /// tables; added to `-Xptxas`'s values so that `-v` and `--dryrun` show it.
    pub fn add_debug_ptxas_args(&mut self) {
        let arg = match self.device_debug_kind() {
            Some(DebugKind::Full) => "-g",
            Some(DebugKind::LineTables) => "-lineinfo",
            None => return,
        };
        if !self.ptxas_args.iter().any(|a| a == arg) {
            self.ptxas_args.push(arg.to_string());
        }
    }

    /// Whether the command line links: none of `-c`, `-S`, `-E`, `--emit`, `-M`/`-MM`,
    /// `-fsyntax-only` and `--dump`.
    pub fn links(&self) -> bool {
        !(self.compile_only
            || self.assemble_only
            || self.preprocess_only
            || self.emit.is_some()
            || self.dump.is_some()
            || self.dump_ast
            || matches!(self.deps.as_deref(), Some("M" | "MM"))
            || self.has_feature("syntax-only"))
    }

    /// Options that only qualify another one which is absent, each as the warning that says so.
    pub fn unused_options(&self) -> Vec<String> {
        let mut out = Vec::new();
        let dep_options = self.dep_file.is_some() || !self.dep_targets.is_empty() || !self.dep_quoted_targets.is_empty() || self.dep_phony;
        if dep_options && self.deps.is_none() {
            out.push("`-MF`, `-MT`, `-MQ` and `-MP` have no effect without `-M`, `-MM`, `-MD` or `-MMD`".to_string());
        }
        if self.keep_dir.is_some() && !self.keep {
            out.push("`--keep-dir` has no effect without `--keep` (or `-keep`, `--save-temps`)".to_string());
        }
        if !self.ptxas_args.is_empty() && self.no_cubin {
            out.push("`-Xptxas` has no effect with `--no-cubin`: ptxas does not run".to_string());
        }
        let links = self.links();
        if self.shared && !links {
            out.push("`-shared` has no effect: nothing is linked".to_string());
        }
        if (self.nostdlib || self.nostdlibxx) && !links {
            out.push("`-nostdlib` and `-nostdlib++` have no effect: nothing is linked".to_string());
        }
        if self.ccbin.is_some() && !links {
            out.push("`-ccbin` has no effect: it names the C compiler circlec links with, and nothing is linked (circlec compiles host code itself)".to_string());
        }
        out
    }

    /// LLVM's size level: 1 for `-Os`, 2 for `-Oz` (the `default<Os>`/`default<Oz>` pipelines),
    /// else 0.
    pub fn size_level(&self) -> u8 {
        match self.opt.as_deref() {
            Some("s") => 1,
            Some("z") => 2,
            _ => 0,
        }
    }

    /// The device code's optimisation level: the host's, except that -O2 means 3 there (not
    /// with `-Os`/`-Oz`, which optimise for size on both sides). nvcc
    /// optimises device code at O3 whatever the host's level, and CUDA code is written for it:
    /// LLVM's O3 unrolls loops twice as large as O2 does, which keeps per-thread arrays indexed
    /// by a short loop (a pixel's channels, a register tile) out of local memory. On an H100 the
    /// corpus's 3x3 median kernel ran 7 times slower than nvcc's at O2 (benchmarks/GPU.md).
    pub fn device_opt_level(&self) -> u8 {
        if self.device_debug {
            return 0;
        }
        match self.host_opt_level() {
            2 if self.size_level() == 0 => 3,
            level => level,
        }
    }

    /// The device floating-point mode: `--use_fast_math` (also `-ffast-math`, `-Ofast`) sets
    /// `--ftz=true --prec-div=false --prec-sqrt=false --fmad=true` and the fast intrinsics, as
    /// nvcc's does; each of those options given on its own overrides it.
    pub fn fp_mode(&self) -> nvvm::FpMode {
        let fast = (self.use_fast_math || self.opt.as_deref() == Some("fast")) && !self.no_fast_math;
        nvvm::FpMode {
            ftz: self.ftz.unwrap_or(fast),
            prec_div: self.prec_div.unwrap_or(!fast),
            prec_sqrt: self.prec_sqrt.unwrap_or(!fast),
            fmad: self.fmad.unwrap_or(true),
            fast_intrinsics: fast,
        }
    }
}

/// Reads a `-std=` value: `c++14`, `c++17`, `c++20`, their `gnu++` forms, and clang's older names
/// (`c++1y`, `c++1z`, `c++2a`). Returns the canonical name.
pub fn parse_std(value: &str) -> Result<(frontend::pp::predefined::LangStd, bool), String> {
    if let Some(std) = frontend::pp::predefined::LangStd::parse(value) {
        return Ok(std);
    }
    Err(match value {
        "c++03" | "c++98" | "c++11" | "c++0x" | "gnu++03" | "gnu++98" | "gnu++11" | "gnu++0x" => {
            format!("circlec compiles C++14 and later; `{value}` is not supported (use -std=c++14, c++17 or c++20)")
        }
        _ => format!("unknown language standard `{value}`; circlec takes c++14, c++17, c++20 (and gnu++14, gnu++17, gnu++20)"),
    })
}

/// The debug options of one side (`kind` from [`Cli::host_debug_kind`] or
/// [`Cli::device_debug_kind`]) for the sources of the translation unit whose main file is `main`;
/// `comp_dir` is the directory the compiler runs in ([`comp_dir`]).
pub fn debug_options<'a>(kind: Option<DebugKind>, sources: &'a SourceMap, main: FileId, comp_dir: &'a str) -> Option<DebugOptions<'a>> {
    kind.map(|kind| DebugOptions { sources, kind, main, comp_dir })
}

/// The current directory, which debug information names as the compilation directory (empty
/// when it cannot be read).
pub fn comp_dir() -> String {
    std::env::current_dir().map(|d| d.to_string_lossy().into_owned()).unwrap_or_default()
}
