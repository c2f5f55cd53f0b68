//! The `circlec` binary: reads the command line, runs the front-end pass on one source file,
//! renders diagnostics, and performs the requested action (`-E`, `-fsyntax-only`, `--dump-ast`,
//! `--print-cuda`), then device code alone (`device.rs`: `--emit=llvm|ptx|cubin`) or the host
//! pipeline (`host.rs`: fatbin, host object, and `link.rs`: the executable). Exit status: 0 on success, 1 when any error was reported.

/// mimalloc: the front end allocates many small nodes and strings; glibc's malloc made
/// allocation a large share of lex+parse time (`make bench-frontend` measures it).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod cli;
mod cuda;
mod device;
mod host;
mod link;
mod loader;
mod toolchain;

use clap::Parser;
use frontend::diag::DiagSink;
use frontend::source::SourceMap;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

/// Source file extensions circlec compiles.
const SOURCE_EXTENSIONS: &[&str] = &["cu", "cpp", "cc", "cxx"];

/// Deeply nested input recurses deeply in the parser; run the compiler on a thread with a stack
/// large enough that the parser's own depth limits, not the OS, stop it.
const COMPILER_STACK_BYTES: usize = 512 << 20;

fn main() -> ExitCode {
    let cli = cli::Cli::parse_from(device::rewrite_args(std::env::args_os()));
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

/// Renders the diagnostics to stderr and returns whether there were errors.
fn report(sources: &SourceMap, diags: &DiagSink, color: bool) -> bool {
    let text = frontend::render::render_all(sources, diags.diagnostics(), diags.error_count(), color);
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
    diags.has_errors()
}

fn compile(cli: &cli::Cli) -> u8 {
    let color = use_color(cli);
    if cli.print_cuda {
        return emit(cli, &cuda::discover(cli.cuda_path.as_deref()).describe());
    }
    let Some(input) = &cli.input else {
        return fail("no input file; usage: circlec [options] file.cu (see --help)");
    };
    let ext = input.extension().and_then(|e| e.to_str()).unwrap_or("");
    if !SOURCE_EXTENSIONS.contains(&ext) {
        return fail(&format!(
            "`{}` is not a C++/CUDA source file; circlec compiles files ending in .cu, .cpp, .cc or .cxx",
            input.display()
        ));
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
    opts.pp.defines = cli.defines.clone();
    opts.pp.undefines = cli.undefines.clone();
    opts.pp.pre_includes = std::iter::once(format!("{}/{}", std_shim::SYSTEM_DIR, std_shim::RUNTIME_WRAPPER))
        .chain(cli.pre_includes.iter().cloned())
        .collect();
    if let Some(std) = &cli.std {
        match frontend::pp::predefined::LangStd::parse(std) {
            Some((std, gnu)) => (opts.pp.std, opts.pp.gnu_extensions) = (std, gnu),
            None => {
                return fail(&format!("unknown language standard `-std={std}`; circlec accepts c++14, c++17, c++20 and gnu++14/17/20"))
            }
        }
    }
    match (cli.feature_value("template-depth"), cli.feature_value("bracket-depth")) {
        (Err(e), _) | (_, Err(e)) => return fail(&e),
        (Ok(t), Ok(b)) => {
            opts.limits.template_depth = t.unwrap_or(opts.limits.template_depth);
            opts.limits.bracket_depth = b.unwrap_or(opts.limits.bracket_depth);
        }
    }

    let dump = cli.dump.as_deref().or(cli.dump_ast.then_some("ast"));
    if cli.preprocess_only || dump == Some("tokens") {
        let mut names = frontend::intern::Interner::new();
        let mut diags = DiagSink::new();
        let tokens = frontend::preprocess_only(&mut sources, &mut names, main_file, &opts, &loader::DriverLoader, &mut diags);
        let failed = report(&sources, &diags, color);
        if failed {
            return 1;
        }
        if dump == Some("tokens") {
            let listing: String = tokens
                .iter()
                .map(|t| format!("{:?} `{}` {}\n", t.kind, names.get(t.text), sources.location(t.span)))
                .collect();
            return emit(cli, &listing);
        }
        return emit(cli, &frontend::pp::render_tokens(&tokens, &names));
    }
    if dump == Some("syntax") {
        let parsed = frontend::parse_only(sources, main_file, &opts, &loader::DriverLoader);
        if report(&parsed.sources, &parsed.diags, color) {
            return 1;
        }
        return emit(cli, &frontend::ast::print::print_tu(&parsed.tu, &parsed.names));
    }

    let (fe, diags, times) = frontend::run(sources, main_file, &opts, &loader::DriverLoader);
    let failed = report(&fe.sources, &diags, color);
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
    if cli.has_feature("syntax-only") {
        return 0;
    }
    if device::requested(cli) {
        let status = device::run(cli, &fe, main_file, input, &|d| report(&fe.sources, d, color));
        // `-S --emit=llvm` also writes the host module's IR.
        if status == 0 && cli.assemble_only && matches!(cli.emit.as_deref(), Some("llvm" | "llvm-ir" | "ll")) {
            return host::run(cli, &fe, main_file, input, &|d| report(&fe.sources, d, color));
        }
        return status;
    }
    host::run(cli, &fe, main_file, input, &|d| report(&fe.sources, d, color))
}

