//! The option layer: every spelling of nvcc and clang that circlec knows, and what each does.
//! `rewrite_args` reads the command line against `SPECS` and rewrites it to the canonical form
//! that clap parses (`cli.rs`): an option is either implemented (mapped to a `Cli` field), or
//! accepted with a one-line warning saying it has no effect and why. An option that is not in
//! the table is an error naming the whole option and, when one is close, the option meant.
//!
//! Values are read as both compilers write them: `-o x`, `--output-file=x`, `-std=c++17`,
//! `-DX=1` (joined, for the options gcc joins), and lists with or without quotes and brackets
//! (`-gencode arch=compute_70,code=[sm_70,sm_80]`, `code="sm_80,compute_80"`, `sm.rs`).
//! `-Xcompiler` values are read as circlec's own options (circlec is the host compiler);
//! `-Xptxas` and `-Xlinker`/`-Wl,` values go to ptxas and the linker.

use std::ffi::OsString;

use crate::features;

/// How an option takes its value.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Takes {
    /// A flag.
    Nothing,
    /// `-x cu`, `-x=cu` or `--x=cu`.
    Value,
    /// Also joined, as gcc writes it: `-Idir`, `-lm`, `-MFdeps.d`.
    Joined,
    /// Joined or nothing, never the next argument: `-O3`, `-O`.
    Optional,
}

/// What an option does.
#[derive(Clone, Copy)]
enum Does {
    /// Becomes this canonical spelling for clap (`-c`, `--shared`); with a value, joined to a
    /// short one (`-Idir`) or after `=` for a long one (`--std=c++17`).
    To(&'static str),
    /// Accepted with a warning that it has no effect; the text says why.
    Nothing(&'static str),
    /// Read by `special`.
    Special(Special),
}

/// The options whose value needs more than a rename.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Special {
    /// `-arch`, `--gpu-architecture`, `--cuda-gpu-arch`: an sm, `compute_XX`, `all`, `native`.
    Arch,
    /// `-code`, `--gpu-code`: the sms of nvcc's `-arch=compute_XX -code=sm_XX,...`.
    Code,
    /// `-gencode arch=...,code=...`.
    Gencode,
    /// `-O`, `-O0`..`-O3`, `-Os`, `-Oz`, `-Og`, `-Ofast`.
    Optimize,
    /// `-f<feature>`: only the features of `features.rs`.
    Feature,
    /// `-std=c++17`.
    Std,
    /// `-x cu`.
    Language,
    /// `-Xcompiler a,b`: circlec's own options.
    Xcompiler,
    /// `-Xptxas a,b`.
    Xptxas,
    /// `-Xlinker a` and `-Wl,a,b`.
    Xlinker,
    /// `-W<name>` (gcc's warning switches).
    Warning,
    /// `-rdc=true|false`.
    Rdc,
    /// nvcc's `--ftz`, `--prec-div`, `--prec-sqrt`, `--fmad`: `true` or `false`.
    Bool(&'static str),
    /// `-Werror`, `-Werror=<kind>`, and nvcc's `-Werror all-warnings` (the kind as the next
    /// argument).
    Werror,
    /// `--options-file F` and `@F`: more arguments, read from a file.
    OptionsFile,
    /// `-dc`: `-c` with relocatable device code.
    Separate,
    /// `-fno-gpu-rdc`: undoes `-fgpu-rdc`.
    NoRdc,
}

/// nvcc's `-Werror` kinds.
const WERROR_KINDS: &[&str] = &[
    "all-warnings",
    "cross-execution-space-call",
    "reorder",
    "default-stream-launch",
    "missing-launch-bounds",
    "ext-lambda-captures-this",
    "deprecated-declarations",
];

/// One option: its spellings, how it takes a value and what it does.
struct Spec {
    names: &'static [&'static str],
    takes: Takes,
    does: Does,
}

const fn spec(names: &'static [&'static str], takes: Takes, does: Does) -> Spec {
    Spec { names, takes, does }
}

use Does::{Nothing as Ignored, Special as S, To};
use Takes::{Joined, Nothing as Flag, Optional, Value};

/// Every spelling circlec knows.
static SPECS: &[Spec] = &[
    spec(&["-h", "--help"], Flag, To("--help")),
    spec(&["--version", "-V"], Flag, To("--version")),
    spec(&["-o", "--output-file"], Joined, To("-o")),
    spec(&["-c", "--compile"], Flag, To("-c")),
    spec(&["-E", "--preprocess"], Flag, To("-E")),
    spec(&["-S"], Flag, To("-S")),
    spec(&["-P"], Flag, To("-P")),
    spec(&["-ptx", "--ptx"], Flag, To("--emit=ptx")),
    spec(&["-cubin", "--cubin"], Flag, To("--emit=cubin")),
    spec(&["-fatbin", "--fatbin"], Flag, To("--emit=fatbin")),
    spec(&["-I", "--include-path"], Joined, To("-I")),
    spec(&["-isystem", "--system-include"], Joined, To("--isystem")),
    spec(&["-include", "--pre-include"], Value, To("--include")),
    spec(&["-nostdinc"], Flag, To("--nostdinc")),
    spec(&["-nostdinc++"], Flag, To("--nostdinc++")),
    spec(&["-nocudainc"], Flag, To("--nocudainc")),
    spec(&["-nostdlib"], Flag, To("--nostdlib")),
    spec(&["-nostdlib++"], Flag, To("--nostdlib++")),
    spec(&["--gcc-toolchain", "-gcc-toolchain"], Value, To("--gcc-toolchain")),
    spec(&["-D", "--define-macro"], Joined, To("-D")),
    spec(&["-U", "--undefine-macro"], Joined, To("-U")),
    spec(&["-L", "--library-path"], Joined, To("-L")),
    spec(&["-l", "--library"], Joined, To("-l")),
    spec(&["-std", "--std"], Value, S(Special::Std)),
    spec(&["-x", "--x"], Joined, S(Special::Language)),
    spec(&["-O"], Optional, S(Special::Optimize)),
    spec(&["--optimize"], Value, S(Special::Optimize)),
    spec(&["-f"], Optional, S(Special::Feature)),
    spec(&["--sm"], Value, To("--sm")),
    spec(&["-arch", "--gpu-architecture", "--cuda-gpu-arch", "--offload-arch"], Value, S(Special::Arch)),
    spec(&["-code", "--gpu-code"], Value, S(Special::Code)),
    spec(&["-gencode", "--generate-code"], Value, S(Special::Gencode)),
    spec(&["-rdc", "--relocatable-device-code"], Value, S(Special::Rdc)),
    spec(&["-dc", "--device-c"], Flag, S(Special::Separate)),
    spec(&["-fgpu-rdc", "-fcuda-rdc"], Flag, To("--rdc")),
    spec(&["-fno-gpu-rdc", "-fno-cuda-rdc"], Flag, S(Special::NoRdc)),
    spec(&["-dlink", "--device-link"], Flag, To("--dlink")),
    spec(&["--options-file", "-optf"], Value, S(Special::OptionsFile)),
    spec(
        &["--forward-unknown-to-host-compiler", "-forward-unknown-to-host-compiler", "--forward-unknown-opts", "-forward-unknown-opts"],
        Flag,
        Ignored("circlec is the host compiler, so every option is its own and an unknown one is an error"),
    ),
    spec(&["-Xcudafe", "--cudafe-options"], Value, Ignored("circlec has no cudafe; its diagnostics have no suppression switches")),
    spec(&["-Xfatbin", "--fatbin-options"], Value, Ignored("circlec writes the fatbin itself, uncompressed")),
    spec(&["-Xnvlink", "--nvlink-options"], Value, Ignored("circlec links device code with nvJitLink, which takes no nvlink options")),
    spec(
        &["--diag-suppress", "-diag-suppress", "--diag_suppress", "--diag-warn", "--diag-error", "--display-error-number", "--no-display-error-number"],
        Value,
        Ignored("circlec's diagnostics have no suppression switches; `-w` silences every warning"),
    ),
    spec(&["--default-stream", "-default-stream"], Value, Ignored("circlec's programs use the legacy default stream")),
    spec(&["-pthread"], Flag, To("--Xlinker=-lpthread")),
    spec(&["-march", "-mtune", "-mcpu"], Value, Ignored("circlec generates generic x86-64 host code")),
    spec(&["--emit"], Value, To("--emit")),
    spec(&["--dump"], Value, To("--dump")),
    spec(&["--dump-ast"], Flag, To("--dump-ast")),
    spec(&["--print-cuda"], Flag, To("--print-cuda")),
    spec(&["--cuda-path"], Value, To("--cuda-path")),
    spec(&["--color"], Value, To("--color")),
    spec(&["--no-cubin"], Flag, To("--no-cubin")),
    spec(&["--cudart", "-cudart"], Value, To("--cudart")),
    spec(&["-Xlinker", "--linker-options", "-Wl,"], Joined, S(Special::Xlinker)),
    spec(&["-Xptxas", "--ptxas-options"], Value, S(Special::Xptxas)),
    spec(&["-Xcompiler", "--compiler-options"], Value, S(Special::Xcompiler)),
    spec(&["--resource-usage", "-res-usage"], Flag, To("--Xptxas=-v")),
    spec(&["--threads", "-t"], Value, To("--threads")),
    spec(&["-shared", "--shared"], Flag, To("--shared")),
    spec(&["-use_fast_math", "--use_fast_math", "--use-fast-math"], Flag, To("--use-fast-math")),
    spec(&["-ftz", "--ftz"], Value, S(Special::Bool("--ftz"))),
    spec(&["-prec-div", "--prec-div"], Value, S(Special::Bool("--prec-div"))),
    spec(&["-prec-sqrt", "--prec-sqrt"], Value, S(Special::Bool("--prec-sqrt"))),
    spec(&["-fmad", "--fmad"], Value, S(Special::Bool("--fmad"))),
    spec(&["-Werror", "--Werror"], Optional, S(Special::Werror)),
    spec(&["-w", "--disable-warnings"], Flag, To("--no-warnings")),
    spec(&["-Wall"], Flag, Ignored("circlec reports all of its warnings whatever the options")),
    spec(&["-Wextra"], Flag, Ignored("circlec reports all of its warnings whatever the options")),
    spec(&["-W"], Optional, S(Special::Warning)),
    spec(&["-g", "--debug", "-g1", "-g2", "-g3", "-ggdb", "-gdwarf", "-gdwarf-4", "-gdwarf-5"], Flag, To("--host-debug")),
    spec(&["-g0"], Flag, To("--no-host-debug")),
    spec(&["-G", "--device-debug"], Flag, To("--device-debug")),
    spec(&["-lineinfo", "--generate-line-info"], Flag, To("--line-info")),
    spec(
        &["--expt-relaxed-constexpr", "-expt-relaxed-constexpr"],
        Flag,
        Ignored("circlec always lets host and device code call constexpr functions of the other side"),
    ),
    spec(
        &["--extended-lambda", "-extended-lambda", "--expt-extended-lambda", "-expt-extended-lambda"],
        Flag,
        Ignored("circlec always accepts `__device__` lambdas"),
    ),
    spec(&["-ccbin", "--compiler-bindir"], Value, To("--ccbin")),
    spec(&["-v", "--verbose"], Flag, To("--verbose")),
    spec(&["--dryrun", "-dryrun", "-###"], Flag, To("--dryrun")),
    spec(&["--save-temps", "-save-temps", "-keep", "--keep"], Flag, To("--keep")),
    spec(&["--keep-dir", "-keep-dir"], Value, To("--keep-dir")),
    spec(&["-m64"], Flag, Ignored("circlec always compiles for 64-bit x86-64 and NVPTX")),
    spec(&["-M", "--generate-dependencies"], Flag, To("--deps=M")),
    spec(&["-MM", "--generate-nonsystem-dependencies"], Flag, To("--deps=MM")),
    spec(&["-MD", "--generate-dependencies-with-compile"], Flag, To("--deps=MD")),
    spec(&["-MMD", "--generate-nonsystem-dependencies-with-compile"], Flag, To("--deps=MMD")),
    spec(&["-MF", "--dependency-output"], Joined, To("--MF")),
    spec(&["-MT", "--dependency-target-name"], Joined, To("--MT")),
    spec(&["-MQ"], Joined, To("--MQ")),
    spec(&["-MP"], Flag, To("--MP")),
];

/// The rewritten command line, and what reading it found.
#[derive(Debug, Default)]
pub struct Rewritten {
    /// The canonical arguments clap parses (the program name first).
    pub args: Vec<OsString>,
    /// One line each: an option accepted that has no effect.
    pub warnings: Vec<String>,
    /// One line each: an unknown option or a bad value.
    pub errors: Vec<String>,
}

/// Rewrites nvcc's and clang's spellings to the canonical ones clap parses.
pub fn rewrite_args(args: impl IntoIterator<Item = OsString>) -> Rewritten {
    let mut r = Reader::default();
    let mut it = args.into_iter();
    if let Some(program) = it.next() {
        r.out.args.push(program);
    }
    let rest: Vec<OsString> = it.collect();
    r.read(rest, Origin::CommandLine);
    r.finish()
}

/// Where an argument came from: the command line or a `-Xcompiler` list.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    CommandLine,
    Xcompiler,
}

#[derive(Default)]
struct Reader {
    out: Rewritten,
    /// `-arch` values, and `-code` values: with nvcc's `-arch=compute_70 -code=sm_70,sm_80`
    /// the code list names the sms.
    arch: Vec<String>,
    code: Vec<String>,
    /// Options files being read (a file that names itself stops at `MAX_OPTIONS_FILES`).
    depth: usize,
}

/// How deeply options files may name options files.
const MAX_OPTIONS_FILES: usize = 16;

impl Reader {
    fn read(&mut self, args: Vec<OsString>, origin: Origin) {
        let mut it = args.into_iter().peekable();
        while let Some(a) = it.next() {
            let Some(s) = a.to_str().map(str::to_owned) else {
                self.out.args.push(a);
                continue;
            };
            if let Some(path) = s.strip_prefix('@').filter(|p| !p.is_empty()) {
                self.special(Special::OptionsFile, "@", path.to_string(), &s);
                continue;
            }
            if !s.starts_with('-') || s == "-" {
                if origin == Origin::Xcompiler {
                    self.out.errors.push(format!("`-Xcompiler {s}`: circlec's host compiler takes options here, not files"));
                } else {
                    self.out.args.push(a);
                }
                continue;
            }
            if s == "--" {
                self.out.args.push(a);
                self.out.args.extend(it.by_ref());
                break;
            }
            let Some((spec, spelling, value)) = lookup(&s) else {
                self.out.errors.push(unknown(&s, origin));
                continue;
            };
            let value = match (spec.takes, value) {
                (Takes::Nothing, _) => None,
                (_, Some(v)) => Some(v),
                (Takes::Optional, None) => Some(String::new()),
                (_, None) => match it.next() {
                    Some(v) => Some(v.to_string_lossy().into_owned()),
                    None => {
                        self.out.errors.push(format!("option `{spelling}` needs a value"));
                        continue;
                    }
                },
            };
            // nvcc's `-Werror all-warnings`: the kind is the next argument.
            let value = match (spec.does, value) {
                (Does::Special(Special::Werror), Some(v)) if v.is_empty() => {
                    let kind = it.next_if(|n| n.to_str().is_some_and(|n| WERROR_KINDS.contains(&n)));
                    Some(kind.map(|n| n.to_string_lossy().into_owned()).unwrap_or_default())
                }
                (_, v) => v,
            };
            self.apply(spec, spelling, value, &s);
        }
    }

    fn apply(&mut self, spec: &Spec, spelling: &str, value: Option<String>, whole: &str) {
        // The option as written, with its value when that was the next argument.
        let whole = &match &value {
            Some(v) if whole == spelling && !v.is_empty() => format!("{spelling} {v}"),
            _ => whole.to_string(),
        };
        match spec.does {
            Does::To(canonical) => self.push(canonical, value),
            Does::Nothing(why) => self.out.warnings.push(format!("`{whole}` has no effect: {why}")),
            Does::Special(special) => self.special(special, spelling, value.unwrap_or_default(), whole),
        }
    }

    /// Pushes `canonical` with `value`: joined to a short spelling, after `=` for a long one.
    fn push(&mut self, canonical: &str, value: Option<String>) {
        if canonical.is_empty() {
            return;
        }
        let arg = match value {
            None => canonical.to_string(),
            Some(v) if canonical.starts_with("--") => format!("{canonical}={v}"),
            Some(v) => format!("{canonical}{v}"),
        };
        self.out.args.push(OsString::from(arg));
    }

    fn special(&mut self, special: Special, spelling: &str, value: String, whole: &str) {
        match special {
            Special::Arch => self.arch.push(value),
            Special::Code => self.code.push(value),
            Special::Gencode => match crate::sm::gencode(&value) {
                Ok(sms) => self.out.args.push(OsString::from(format!("--sm={}", sms.join(",")))),
                Err(e) => self.out.errors.push(format!("`{whole}`: {e}")),
            },
            Special::Optimize => match value.as_str() {
                "" => self.push("-O1", None),
                "0" | "1" | "2" | "3" | "s" | "z" | "g" | "fast" => self.push("-O", Some(value)),
                _ => self.out.errors.push(format!(
                    "unknown optimisation level `{whole}`; circlec takes -O0, -O1, -O2, -O3, -Os, -Oz, -Og and -Ofast"
                )),
            },
            Special::Feature => match features::check(&value) {
                Ok(features::Feature::Canonical(arg)) => self.push(&arg, None),
                Ok(features::Feature::NoEffect(why)) => self.out.warnings.push(format!("`{whole}` has no effect: {why}")),
                Err(e) => self.out.errors.push(e),
            },
            Special::Std => match crate::cli::parse_std(&value) {
                Ok(_) => self.push("--std", Some(value)),
                Err(e) => self.out.errors.push(format!("`{whole}`: {e}")),
            },
            Special::Language => match value.as_str() {
                "cu" | "cuda" | "c++" => self.push("--x", Some(value)),
                _ => self.out.errors.push(format!(
                    "`{spelling} {value}`: circlec compiles CUDA and C++ only (`-x cu`, `-x cuda` or `-x c++`)"
                )),
            },
            Special::Xcompiler => {
                let pieces = split_list(&value).into_iter().map(OsString::from).collect();
                self.read(pieces, Origin::Xcompiler);
            }
            Special::Xptxas => {
                for p in split_list(&value) {
                    self.push("--Xptxas", Some(p));
                }
            }
            Special::Xlinker => {
                let pieces: Vec<String> = if spelling == "-Wl," { value.split(',').map(str::to_string).collect() } else { vec![value] };
                for p in pieces.into_iter().filter(|p| !p.is_empty()) {
                    self.push("--Xlinker", Some(p));
                }
            }
            // The one warning with a switch: g++'s and clang's spellings of it.
            Special::Warning if matches!(value.as_str(), "no-narrowing" | "no-c++11-narrowing") => self.push("--no-narrowing", None),
            Special::Warning => self.out.warnings.push(format!(
                "`{whole}` has no effect: circlec reports its own set of warnings; `-w` silences them and `-Werror` makes them errors"
            )),
            Special::Rdc => match value.as_str() {
                "false" => self.out.args.retain(|a| a.as_os_str() != "--rdc"),
                "true" => self.push("--rdc", None),
                _ => self.out.errors.push(format!("`{whole}`: expected `true` or `false`")),
            },
            Special::Werror => match value.as_str() {
                "" | "all-warnings" => self.push("--Werror", None),
                _ => self.out.warnings.push(format!(
                    "`{whole}` has no effect: circlec's warnings have no names to select; `-Werror` makes every warning an error"
                )),
            },
            Special::OptionsFile if self.depth >= MAX_OPTIONS_FILES => {
                self.out.errors.push(format!("`{whole}`: options files nested more than {MAX_OPTIONS_FILES} deep"))
            }
            Special::OptionsFile => match std::fs::read_to_string(&value) {
                Ok(text) => {
                    self.depth += 1;
                    self.read(split_shell(&text).into_iter().map(OsString::from).collect(), Origin::CommandLine);
                    self.depth -= 1;
                }
                Err(e) => self.out.errors.push(format!("`{whole}`: cannot read `{value}`: {e}")),
            },
            Special::Separate => {
                self.push("-c", None);
                self.push("--rdc", None);
            }
            Special::NoRdc => self.out.args.retain(|a| a.as_os_str() != "--rdc"),
            Special::Bool(canonical) => match value.as_str() {
                "true" | "false" => self.push(canonical, Some(value)),
                _ => self.out.errors.push(format!("`{whole}`: expected `true` or `false`")),
            },
        }
    }

    fn finish(mut self) -> Rewritten {
        // nvcc: with `-code`, the code list names the sms and `-arch` only the virtual one.
        let list = if self.code.is_empty() { &self.arch } else { &self.code };
        for v in list {
            match crate::sm::arch_list(v) {
                Ok(sms) => self.out.args.push(OsString::from(format!("--sm={}", sms.join(",")))),
                Err(e) => self.out.errors.push(e),
            }
        }
        self.out
    }
}

/// The spec `arg` spells, the spelling, and the value written in `arg` itself: an exact
/// spelling, then `NAME=VALUE`, then the longest joined spelling that starts it.
fn lookup(arg: &str) -> Option<(&'static Spec, &'static str, Option<String>)> {
    let all = || SPECS.iter().flat_map(|s| s.names.iter().map(move |n| (s, *n)));
    if let Some((s, n)) = all().find(|(s, n)| *n == arg && !(s.takes == Takes::Joined && n.ends_with([',', '=']))) {
        return Some((s, n, None));
    }
    if let Some((name, value)) = arg.split_once('=') {
        if let Some((s, n)) = all().find(|(s, n)| *n == name && s.takes != Takes::Nothing) {
            return Some((s, n, Some(value.to_string())));
        }
    }
    all()
        .filter(|(s, n)| matches!(s.takes, Takes::Joined | Takes::Optional) && arg.len() > n.len() && arg.starts_with(n))
        .max_by_key(|(_, n)| n.len())
        .map(|(s, n)| (s, n, Some(arg[n.len()..].to_string())))
}

/// The error for an option circlec does not know, naming it whole and the closest known one.
fn unknown(arg: &str, origin: Origin) -> String {
    let name = arg.split_once('=').map_or(arg, |(n, _)| n);
    let within = if origin == Origin::Xcompiler { " (given to -Xcompiler)" } else { "" };
    let mut msg = format!("unknown option `{arg}`{within}");
    if let Some(close) = closest(name, SPECS.iter().flat_map(|s| s.names.iter().copied()).filter(|n| n.len() > 2)) {
        msg.push_str(&format!("; did you mean `{close}`?"));
    }
    msg
}

/// The candidate closest to `word` by edit distance, when it is close enough to be a typo.
pub fn closest<'a>(word: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let bound = (word.len() / 3).max(1);
    candidates.map(|c| (edit_distance(word, c), c)).filter(|(d, _)| *d <= bound).min_by_key(|(d, _)| *d).map(|(_, c)| c)
}

/// Levenshtein distance.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let here = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(row[j + 1] + 1);
            prev = here;
        }
    }
    row[b.len()]
}

/// An options file's arguments: separated by white space, with `'...'` and `"..."` quoting and
/// `\\` escaping as a shell does.
fn split_shell(text: &str) -> Vec<String> {
    let (mut out, mut cur, mut quote, mut started) = (Vec::new(), String::new(), None, false);
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (None, c) if c.is_whitespace() => {
                if started {
                    out.push(std::mem::take(&mut cur));
                    started = false;
                }
            }
            (None, '\'' | '"') => {
                quote = Some(c);
                started = true;
            }
            (Some(q), c) if c == q => quote = None,
            (Some('\''), c) => cur.push(c),
            (_, '\\') => {
                cur.extend(chars.next());
                started = true;
            }
            (_, c) => {
                cur.push(c);
                started = true;
            }
        }
    }
    if started {
        out.push(cur);
    }
    out
}

/// A `-Xcompiler`/`-Xptxas` value: pieces separated by commas or spaces, quotes dropped.
fn split_list(value: &str) -> Vec<String> {
    value
        .split(|c: char| c == ',' || c.is_whitespace())
        .map(|p| p.trim_matches(|c| c == '"' || c == '\''))
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
#[path = "args_tests.rs"]
mod tests;
