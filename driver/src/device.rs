//! The device half of the driver: `--emit=llvm|ptx|cubin` (the architectures come as `--sm`,
//! to which `args.rs` rewrites nvcc's and clang's spellings), which compiles
//! the checked program for every requested sm in parallel and writes one file per sm:
//! `<stem>.sm_70.ll`, `<stem>.sm_70.ptx`, or with `--emit=cubin` the cubin ptxas makes of it
//! (`-c` when the PTX calls external device functions; run on the sm's worker right after its
//! PTX). The stem is `-o` (a trailing `.ll` or `.ptx` is
//! dropped) or, without `-o`, the input's file stem in the current directory. `-S` alone means
//! `--emit=ptx`; `-O0`…`-O3` pick the pipeline (default `-O2`); without `--sm` the target is
//! sm_52 (ptxas's default). `--dump=odr|nvvm|ptx` prints the ODR plan, the NVVM IR or the PTX
//! of every sm to stdout instead. Everything else (`--emit=fatbin`, `-c`, linking, and the host
//! IR of `-S --emit=llvm`) is `host.rs`.

use std::path::{Path, PathBuf};

use frontend::diag::{codes, DiagSink, Diagnostic};
use frontend::source::{FileId, Span};

use codegen_consts::SmInfo;

use crate::cli::Cli;

/// The sm compiled for when none is given.
pub const DEFAULT_SM: &str = "52";

/// True when the command line asks for device code alone
/// (`--emit=llvm|ptx|cubin`, `-S`, `--dump=odr|nvvm|ptx`); everything else (`--emit=fatbin`,
/// `-c`, linking) goes through `host::run`.
pub fn requested(cli: &Cli) -> bool {
    let device_emit = cli.emit.as_deref().is_some_and(|e| e != "fatbin");
    device_emit || (cli.assemble_only && cli.emit.is_none()) || device_dump(cli).is_some()
}

/// `--dump=odr|nvvm|ptx`: print that phase's result for every sm to stdout instead of writing
/// files.
fn device_dump(cli: &Cli) -> Option<&str> {
    cli.dump.as_deref().filter(|d| matches!(*d, "odr" | "nvvm" | "ptx"))
}


/// The sms to generate code for (`--sm`, else sm_52; Blackwell's as sm_90) and the Blackwell
/// sms that want a cubin; `None` when an sm is unsupported, reported through `report`.
pub fn requested_sms(cli: &Cli, anchor: Span, report: &dyn Fn(&DiagSink) -> bool) -> Option<(Vec<&'static SmInfo>, Vec<u32>)> {
    let list = if cli.sm.is_empty() { vec![DEFAULT_SM.to_string()] } else { cli.sm.clone() };
    let (list, blackwell) = crate::sm::blackwell(&list);
    match nvvm::resolve_sms(&list) {
        Ok(sms) => Some((sms, blackwell)),
        Err(msg) => {
            let mut sink = DiagSink::new();
            sink.push(
                Diagnostic::error(codegen::diags::UNSUPPORTED_SM, anchor, msg)
                    .with_label("while compiling this file")
                    .with_note("pass `--sm 70` (or `-arch=sm_70`) with a supported sm; several may be given as `--sm 52,70`")
                    .with_note("LLVM 19 has no Blackwell target: for sm_100, sm_101 and sm_120 circlec compiles sm_90's PTX and has ptxas make their cubins"),
            );
            report(&sink);
            None
        }
    }
}

/// `-fsyntax-only`: code generation's checks without generating code, that is the ODR walk of
/// every requested sm (device functions an sm cannot compile, builtins newer than the sm, code
/// that is host-only) and of the host.
pub fn check_only(cli: &Cli, fe: &frontend::Frontend, main_file: FileId, report: &dyn Fn(&DiagSink) -> bool) -> u8 {
    let Some((sms, _)) = requested_sms(cli, Span::new(main_file, 0, 0), report) else {
        return 1;
    };
    let (_, mut sink) = plan_each_sm(fe, &sms, cli.rdc, false);
    let _ = codegen::odr::plan(&fe.program, &fe.names, &host::HostTarget, &mut sink);
    u8::from(report(&sink))
}

/// The ODR walk of each sm, and its diagnostics merged across the sms (one per problem);
/// `rdc` and `partial` as `nvvm::NvvmTarget`'s: external `__device__` symbols are left to a
/// device link, or to whoever links device code written alone.
fn plan_each_sm(fe: &frontend::Frontend, sms: &[&'static SmInfo], rdc: bool, partial: bool) -> (Vec<codegen::odr::OdrPlan>, DiagSink) {
    let mut plans = Vec::new();
    let mut per_sm = Vec::new();
    for sm in sms {
        let mut sink = DiagSink::new();
        plans.push(codegen::odr::plan(&fe.program, &fe.names, &nvvm::NvvmTarget { sm, rdc, partial }, &mut sink));
        per_sm.push((sm.name, sink.into_vec()));
    }
    let mut all = DiagSink::new();
    for d in codegen::target_diags::merge_across_targets(per_sm.iter().map(|(sm, d)| (*sm, &d[..]))) {
        all.push(d);
    }
    (plans, all)
}

/// The stem output files are named after.
fn stem(cli: &Cli, input: &Path) -> PathBuf {
    match &cli.output {
        Some(o) => {
            let s = o.to_string_lossy();
            let s = s.strip_suffix(".ll").or_else(|| s.strip_suffix(".ptx")).unwrap_or(&s);
            PathBuf::from(s)
        }
        None => PathBuf::from(input.file_stem().unwrap_or_default()),
    }
}

/// Compiles the checked program for each requested sm and writes the files. Returns the exit
/// status; diagnostics are rendered through `report`.
pub fn run(
    cli: &Cli,
    fe: &frontend::Frontend,
    main_file: FileId,
    input: &Path,
    report: &dyn Fn(&DiagSink) -> bool,
) -> u8 {
    let anchor = Span::new(main_file, 0, 0);
    let dump = device_dump(cli);
    let emit = match dump.or(cli.emit.as_deref()) {
        Some("llvm") | Some("llvm-ir") | Some("ll") | Some("nvvm") => "llvm",
        Some("ptx") | Some("odr") | None => "ptx",
        Some("cubin") => "cubin",
        Some(other) => {
            let mut sink = DiagSink::new();
            sink.push(
                Diagnostic::error(codes::NOT_IMPLEMENTED, anchor, format!("unknown `--emit={other}`"))
                    .with_label("while compiling this file")
                    .with_note("use `--emit=llvm` (NVVM IR), `--emit=ptx` or `--emit=cubin`"),
            );
            report(&sink);
            return 1;
        }
    };
    let Some((sms, blackwell)) = requested_sms(cli, anchor, report) else {
        return 1;
    };
    if !blackwell.is_empty() && !cli.no_warnings {
        let names: Vec<String> = blackwell.iter().map(|b| format!("sm_{b}")).collect();
        eprintln!(
            "circlec: warning: {} get sm_90's device code here (LLVM 19 has no Blackwell target); `-c` and linking put a cubin for each, from ptxas, in the fatbin",
            names.join(", ")
        );
    }
    let cuda = crate::cuda::discover(cli.cuda_path.as_deref());
    let libdevice = cuda.libdevice.clone().map(|p| &*Box::leak(p.into_boxed_path()));
    if dump == Some("odr") {
        let (plans, all) = plan_each_sm(fe, &sms, cli.rdc, true);
        let text: String = plans.iter().zip(&sms).map(|(plan, sm)| codegen::odr::render(plan, &fe.program, &fe.names, true, sm.name)).collect();
        if report(&all) {
            return 1;
        }
        print!("{text}");
        return 0;
    }
    let comp_dir = crate::cli::comp_dir();
    let opts = nvvm::Options { opt_level: cli.device_opt_level(), size_level: cli.size_level(), fp: cli.fp_mode(), want_llvm: emit == "llvm", want_ptx: emit != "llvm", anchor, libdevice, debug: crate::cli::debug_options(cli.device_debug_kind(), &fe.sources, anchor.file, &comp_dir), rdc: cli.rdc, partial: true };
    // `--emit=cubin`: ptxas runs on each sm's worker as soon as its PTX is out.
    let ptxas = cuda.ptxas.as_deref().filter(|_| emit == "cubin");
    let assemble = |o: &nvvm::SmOutput| -> Option<(String, Result<nvvm::ptxas::Assembled, String>)> {
        let ptxas = ptxas?;
        let ptx = o.ptx.as_deref().filter(|_| !o.diags.has_errors())?;
        // External `__device__` functions need a link step: assemble as relocatable.
        let relocatable = ptx.contains(".extern .func") && !only_system_calls(ptx);
        let mut args = if relocatable { vec!["-c".to_string()] } else { Vec::new() };
        args.extend(cli.ptxas_args.iter().cloned());
        let line = ptxas_line(ptxas, o.sm.name, &args);
        Some((line, nvvm::ptxas::assemble(ptxas, ptx, o.sm, relocatable, &cli.ptxas_args)))
    };
    let t = std::time::Instant::now();
    let (outputs, cubins): (Vec<nvvm::SmOutput>, Vec<Option<(String, Result<nvvm::ptxas::Assembled, String>)>>) =
        nvvm::compile_with(&fe.program, &fe.names, &sms, &opts, &assemble).into_iter().unzip();
    if cli.has_feature("time-report") {
        crate::host::print_device_times(&outputs, t.elapsed(), &[], opts.opt_level);
    }
    if report(&nvvm::merged_diagnostics(&outputs)) {
        return 1;
    }
    if dump.is_some() {
        for o in outputs {
            let text = if emit == "llvm" { o.llvm } else { o.ptx };
            println!("; ---- {} ----\n{}", o.sm.name, text.unwrap_or_default());
        }
        return 0;
    }
    let stem = stem(cli, input);
    let ext = match emit {
        "llvm" => "ll",
        "cubin" => "cubin",
        _ => "ptx",
    };
    let mut files: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    let mut sink = DiagSink::new();
    for (o, cubin) in outputs.into_iter().zip(cubins) {
        let path = PathBuf::from(format!("{}.{}.{ext}", stem.display(), o.sm.name));
        let bytes = match emit {
            "llvm" => o.llvm.unwrap_or_default().into_bytes(),
            "cubin" => {
                if cuda.ptxas.is_none() {
                    sink.push(
                        Diagnostic::error(codegen::diags::PTXAS_FAILED, anchor, "`--emit=cubin` needs ptxas, which was not found")
                            .with_label("while compiling this file")
                            .with_note("install the CUDA toolkit or the nvidia-cuda-nvcc wheel, or pass `--cuda-path`"),
                    );
                    break;
                }
                let Some((line, result)) = cubin else {
                    sink.push(Diagnostic::error(codegen::diags::PTXAS_FAILED, anchor, format!("no PTX to assemble for {}", o.sm.name)).with_label("while compiling this file"));
                    continue;
                };
                if cli.verbose {
                    eprintln!("{line}");
                }
                match result {
                    Ok(a) => {
                        eprint!("{}", a.report);
                        a.cubin
                    }
                    Err(e) => {
                        sink.push(Diagnostic::error(codegen::diags::PTXAS_FAILED, anchor, e).with_label("while compiling this file"));
                        continue;
                    }
                }
            }
            _ => o.ptx.unwrap_or_default().into_bytes(),
        };
        files.push((path, bytes));
    }
    if report(&sink) {
        return 1;
    }
    for (path, bytes) in files {
        if let Err(e) = std::fs::write(&path, bytes) {
            eprintln!("circlec: error: cannot write `{}`: {e}", path.display());
            return 1;
        }
    }
    0
}

/// The ptxas command line `-v` shows for `sm` (the PTX and cubin are in a scratch directory).
pub fn ptxas_line(ptxas: &Path, sm: &str, args: &[String]) -> String {
    let mut line = format!("{} -arch={sm}", ptxas.display());
    for a in args {
        line.push(' ');
        line.push_str(a);
    }
    format!("{line} {sm}.ptx -o {sm}.cubin")
}

/// True when every `.extern .func` of the PTX is one ptxas resolves itself (`vprintf`,
/// `malloc`, `free`, `__assertfail`).
fn only_system_calls(ptx: &str) -> bool {
    ptx.lines().filter(|l| l.starts_with(".extern .func")).all(|l| {
        let name = l.rsplit(|c: char| c.is_whitespace() || c == ')').next().unwrap_or("");
        matches!(name, "vprintf" | "malloc" | "free" | "__assertfail")
    })
}
