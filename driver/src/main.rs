//! The `circlec` binary: reads the command line (`args.rs` rewrites nvcc's and clang's spellings
//! for clap), sorts its files into sources and linker inputs (`inputs.rs`; several sources and
//! objects go through `multi.rs`, `-dlink` through `devlink.rs`), runs the front-end pass on
//! each source file, renders diagnostics (`report.rs`), and
//! performs the requested action (`-E`, `-M`, `-fsyntax-only`, `--dump-ast`, `--print-cuda`,
//! `--version`), then device code alone (`device.rs`: `--emit=llvm|ptx|cubin`) or the host
//! pipeline (`host.rs`: fatbin, host object, and `link.rs`: the executable), and with `-MD` the
//! dependency file (`deps.rs`). Exit status: 0 on success, 1 when any error was reported.

/// mimalloc: the front end allocates many small nodes and strings; glibc's malloc made
/// allocation a large share of lex+parse time (`make bench-frontend` measures it).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod args;
mod cli;
mod cuda;
mod deps;
mod devlink;
mod device;
mod features;
mod host;
mod inputs;
mod link;
mod loader;
mod multi;
mod nvcc_macros;
mod nvjitlink;
mod rdc_record;
mod report;
mod sm;
mod toolchain;

use clap::Parser;
use frontend::diag::DiagSink;
use frontend::source::SourceMap;
use report::Reporter;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Deeply nested input recurses deeply in the parser; run the compiler on a thread with a stack
/// large enough that the parser's own depth limits, not the OS, stop it.
pub(crate) const COMPILER_STACK_BYTES: usize = 512 << 20;

fn main() -> ExitCode {
    let rewritten = args::rewrite_args(std::env::args_os());
    for e in &rewritten.errors {
        eprintln!("circlec: error: {e}");
    }
    if !rewritten.errors.is_empty() {
        return ExitCode::from(1);
    }
    let mut cli = cli::Cli::parse_from(rewritten.args);
    if !cli.no_warnings {
        for w in rewritten.warnings.iter().chain(&cli.unused_options()) {
            eprintln!("circlec: warning: {w}");
        }
    }
    cli.add_debug_ptxas_args();
    if let Some(n) = cli.threads {
        // The sms' workers are sized from the global pool (`nvvm::compile_with`).
        if let Err(e) = rayon::ThreadPoolBuilder::new().num_threads(n).build_global() {
            eprintln!("circlec: error: cannot start {n} threads: {e}");
            return ExitCode::from(1);
        }
    }
    let worker = std::thread::Builder::new()
        .name("circlec".into())
        .stack_size(COMPILER_STACK_BYTES)
        .spawn(move || compile(&cli));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => ExitCode::from(70),
    }
}

fn use_color(cli: &cli::Cli) -> bool {
    match cli.color.as_str() {
        "always" => true,
        "never" => false,
        _ => std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    }
}

fn fail(msg: &str) -> u8 {
    eprintln!("circlec: error: {msg}");
    1
}

/// Writes `text` to `-o` or stdout.
fn emit(cli: &cli::Cli, text: &str) -> u8 {
    match &cli.output {
        Some(path) => match std::fs::write(path, text) {
            Ok(()) => 0,
            Err(e) => fail(&format!("cannot write `{}`: {e}", path.display())),
        },
        None => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (`circlec -E x.cu | head`) is not an error of ours.
            let _ = out.write_all(text.as_bytes());
            let _ = out.flush();
            0
        }
    }
}

/// `--version`: circlec's, LLVM's and the CUDA toolkit's versions.
fn version(cli: &cli::Cli) -> String {
    let cuda = cuda::discover(cli.cuda_path.as_deref());
    let toolkit = match (&cuda.version, cuda.roots.first()) {
        (Some(v), Some(root)) => format!("CUDA toolkit {v} ({})", root.display()),
        (None, Some(root)) => format!("CUDA toolkit of unknown version ({})", root.display()),
        _ => "CUDA toolkit: not found (see --print-cuda)".to_string(),
    };
    format!("circlec {}\nLLVM {}\n{toolkit}\n", env!("CARGO_PKG_VERSION"), codegen::llvm_version())
}

fn compile(cli: &cli::Cli) -> u8 {
    let rep = Reporter::new(cli, use_color(cli));
    let status = compile_with(cli, &rep);
    rep.finish();
    status
}

fn compile_with(cli: &cli::Cli, rep: &Reporter) -> u8 {
    if cli.version {
        return emit(cli, &version(cli));
    }
    if cli.print_cuda {
        return emit(cli, &cuda::discover(cli.cuda_path.as_deref()).describe());
    }
    let classified = match inputs::classify(cli) {
        Ok(c) => c,
        Err(e) => return fail(&e),
    };
    if cli.dlink {
        return multi::dlink(cli, &classified);
    }
    match classified.as_slice() {
        [] => fail("no input file; usage: circlec [options] file.cu (see --help)"),
        [inputs::Input::Source(input)] => compile_one(cli, rep, input),
        _ => multi::run(cli, rep, &classified),
    }
}

/// Compiles the one source file `input` as the command line says.
pub(crate) fn compile_one(cli: &cli::Cli, rep: &Reporter, input: &Path) -> u8 {
    if cli.dryrun {
        return host::dry_run(cli, input);
    }
    let name = input.to_string_lossy().into_owned();
    let text = match std::fs::read(input) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => return fail(&format!("cannot read `{name}`: {e}")),
    };

    let mut sources = SourceMap::new();
    let main_file = sources.add(&name, &text);
    let mut opts = frontend::Options::default();
    opts.pp.include_dirs = cli.include_dirs.clone();
    let search = toolchain::SearchOptions {
        isystem: &cli.isystem,
        nostdinc: cli.nostdinc,
        nostdincxx: cli.nostdincxx,
        gcc_toolchain: cli.gcc_toolchain.as_deref(),
    };
    opts.pp.system_dirs = toolchain::system_dirs(&search, std_shim::SYSTEM_DIR);
    // NVIDIA's headers come after the system's, as clang places `<cuda-path>/include`.
    let install = cuda::discover(cli.cuda_path.as_deref());
    if !cli.nocudainc {
        opts.pp.system_dirs.extend(install.include_dirs.iter().map(|d| d.to_string_lossy().into_owned()));
    }
    // A plain C++ source gets what nvcc's host compiler sees: no CUDA macros, no implicit
    // <cuda_runtime.h> (its own #include of it still finds NVIDIA's).
    let cuda_source = inputs::is_cuda(cli, input);
    opts.pp.plain_cxx = !cuda_source;
    opts.pp.defines = if cuda_source { nvcc_macros::defines(install.version.as_deref(), cli) } else { Vec::new() };
    opts.pp.defines.extend(cli.defines.iter().cloned());
    opts.pp.undefines = cli.undefines.clone();
    let implicit = if cuda_source { std_shim::RUNTIME_WRAPPER } else { std_shim::BUILTINS };
    opts.pp.pre_includes = std::iter::once(format!("{}/{}", std_shim::SYSTEM_DIR, implicit))
        .chain(cli.pre_includes.iter().cloned())
        .collect();
    if let Some(std) = &cli.std {
        match cli::parse_std(std) {
            Ok((std, gnu)) => (opts.pp.std, opts.pp.gnu_extensions) = (std, gnu),
            Err(e) => return fail(&format!("`-std={std}`: {e}")),
        }
    }
    let limits = &mut opts.limits;
    for (name, slot) in [
        ("template-depth", &mut limits.template_depth),
        ("bracket-depth", &mut limits.bracket_depth),
        ("constexpr-steps", &mut limits.constexpr_steps),
        ("constexpr-depth", &mut limits.constexpr_depth),
    ] {
        match cli.feature_value(name) {
            Err(e) => return fail(&e),
            Ok(v) => *slot = v.unwrap_or(*slot),
        }
    }

    opts.leniency = frontend::Leniency { permissive: cli.has_feature("permissive"), no_narrowing: cli.no_narrowing };

    let dump = cli.dump.as_deref().or(cli.dump_ast.then_some("ast"));
    let recorder = deps::Recorder::default();
    let deps_only = matches!(cli.deps.as_deref(), Some("M" | "MM"));
    if cli.preprocess_only || deps_only || dump == Some("tokens") {
        let mut names = frontend::intern::Interner::new();
        let mut diags = DiagSink::new();
        let tokens = frontend::preprocess_only(&mut sources, &mut names, main_file, &opts, &recorder, &mut diags);
        if rep.report(&sources, &diags) {
            return 1;
        }
        if deps_only {
            let headers = recorder.files(&opts.pp.system_dirs, cli.deps.as_deref() == Some("MM"));
            let target = PathBuf::from(input.file_stem().unwrap_or_default()).with_extension("o");
            let rule = deps::rule(cli, &target.to_string_lossy(), &name, &headers);
            return match &cli.dep_file {
                Some(path) => write_file(path, &rule),
                None => emit(cli, &rule),
            };
        }
        if dump == Some("tokens") {
            let listing: String = tokens
                .iter()
                .map(|t| format!("{:?} `{}` {}\n", t.kind, names.get(t.text), sources.location(t.span)))
                .collect();
            return emit(cli, &listing);
        }
        let text = if cli.no_line_markers {
            frontend::pp::render_tokens(&tokens, &names)
        } else {
            frontend::pp::render_with_line_markers(&tokens, &names, &sources)
        };
        let status = emit(cli, &text);
        return status.max(write_compile_deps(cli, input, &name, &recorder, &opts.pp.system_dirs));
    }
    if dump == Some("syntax") {
        let parsed = frontend::parse_only(sources, main_file, &opts, &loader::DriverLoader);
        if rep.report(&parsed.sources, &parsed.diags) {
            return 1;
        }
        return emit(cli, &frontend::ast::print::print_tu(&parsed.tu, &parsed.names));
    }

    let (fe, diags, times) = frontend::run(sources, main_file, &opts, &recorder);
    // What `@meta printf` wrote during translation, each call's text on its own line.
    for (span, text) in &fe.program.meta_prints {
        let at = fe.sources.location(*span);
        eprintln!("{}:{}: {}", at.file, at.line, text.strip_suffix('\n').unwrap_or(text));
    }
    let failed = rep.report(&fe.sources, &diags);
    if cli.has_feature("time-report") {
        eprintln!(
            "===== circlec phase times =====\n  preprocess           {:>10.3} ms\n  parse                {:>10.3} ms\n  sema                 {:>10.3} ms",
            times.preprocess.as_secs_f64() * 1e3,
            times.parse.as_secs_f64() * 1e3,
            times.sema.as_secs_f64() * 1e3
        );
    }
    if failed {
        return 1;
    }
    if dump == Some("ast") {
        return emit(cli, &frontend::sema::dump(&fe.program, &fe.names, &fe.sources));
    }
    let report = |d: &DiagSink| rep.report(&fe.sources, d);
    if cli.has_feature("syntax-only") {
        return device::check_only(cli, &fe, main_file, &report);
    }
    let status = if device::requested(cli) {
        let status = device::run(cli, &fe, main_file, input, &report);
        // `-S --emit=llvm` also writes the host module's IR.
        if status == 0 && cli.assemble_only && matches!(cli.emit.as_deref(), Some("llvm" | "llvm-ir" | "ll")) {
            host::run(cli, &fe, main_file, input, &report)
        } else {
            status
        }
    } else {
        host::run(cli, &fe, main_file, input, &report)
    };
    if status != 0 {
        return status;
    }
    write_compile_deps(cli, input, &name, &recorder, &opts.pp.system_dirs)
}

/// `-MD`/`-MMD`: the dependency rule of the compile, written beside the object (or to `-MF`).
fn write_compile_deps(cli: &cli::Cli, input: &Path, name: &str, recorder: &deps::Recorder, system_dirs: &[String]) -> u8 {
    let user_only = match cli.deps.as_deref() {
        Some("MD") => false,
        Some("MMD") => true,
        _ => return 0,
    };
    let object = deps::object_name(cli, input);
    let rule = deps::rule(cli, &object.to_string_lossy(), name, &recorder.files(system_dirs, user_only));
    write_file(&deps::compile_dep_path(cli, &object), &rule)
}

fn write_file(path: &Path, text: &str) -> u8 {
    match std::fs::write(path, text) {
        Ok(()) => 0,
        Err(e) => fail(&format!("cannot write `{}`: {e}", path.display())),
    }
}
