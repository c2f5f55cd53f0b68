//! The host half of the driver, for everything that is not device code alone: `--emit=fatbin`
//! (the fatbin of every sm, one file), `-c` (the host object with the fatbin embedded),
//! `-S --emit=llvm` (adds `<stem>.host.ll` to the per-sm NVVM IR), and by default an
//! executable linked by the system C compiler (`link.rs`).
//!
//! The pipeline: every sm's PTX (`nvvm::compile_with`) and, on the same worker right after it,
//! that sm's cubin from the discovered ptxas (PTX only, with one warning, when ptxas is missing
//! or `--no-cubin`); then the fatbin container. Meanwhile the host module
//! (`host::compile_host_with`, on its own thread from the start) is lowered, optimised and turned
//! into an object; the fatbin is patched into that object when it arrives. With relocatable
//! device code (`-rdc=true`) ptxas makes relocatable cubins (`-c`), which go into the object as
//! the unit's device code record (`rdc_record.rs`) in place of a fatbin, for the device link.

use std::path::{Path, PathBuf};

use frontend::diag::{DiagSink, Diagnostic};
use frontend::source::{FileId, Span};
use host::fatbin::ArchSuffix;
use host::ptxas::{run_ptxas, BuildFatbinError, BuiltFatbin, PtxImage, PtxasError, PtxasMessage, PtxasOutput, Severity};

use crate::cli::Cli;

/// Stack of the host code generator's thread (the lowering recurses over expressions).
const HOST_STACK_BYTES: usize = 256 << 20;

/// What the host pipeline writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Fatbin,
    HostIr,
    Object,
    Link,
}


/// `-o`, or `<input stem><ext>` in the current directory.
fn output_path(cli: &Cli, input: &Path, ext: &str) -> PathBuf {
    match &cli.output {
        Some(o) => o.clone(),
        None => PathBuf::from(format!(
            "{}{ext}",
            input.file_stem().unwrap_or_default().to_string_lossy()
        )),
    }
}

/// Compiles the checked program for the host (and each sm for its fatbin) and writes what the
/// command line asks for. Returns the exit status.
pub fn run(
    cli: &Cli,
    fe: &frontend::Frontend,
    main_file: FileId,
    input: &Path,
    report: &dyn Fn(&DiagSink) -> bool,
) -> u8 {
    let anchor = Span::new(main_file, 0, 0);
    let mode = if cli.emit.as_deref() == Some("fatbin") {
        Mode::Fatbin
    } else if cli.assemble_only {
        Mode::HostIr
    } else if cli.compile_only {
        Mode::Object
    } else {
        Mode::Link
    };
    let Some((sms, blackwell)) = crate::device::requested_sms(cli, anchor, report) else {
        return 1;
    };
    let list = if cli.sm.is_empty() { Vec::new() } else { crate::sm::blackwell(&cli.sm).0 };
    if cli.rdc {
        let ptx_only = crate::sm::ptx_only(&list);
        let unsupported = if mode == Mode::Fatbin {
            Some("`--emit=fatbin` writes a fatbin of executable code, which relocatable device code is not: use `-c`".to_string())
        } else if !blackwell.is_empty() || !ptx_only.is_empty() {
            Some("relocatable device code is compiled for real sms only: not for `compute_XX` (PTX alone) or Blackwell's sms (built from sm_90's PTX)".to_string())
        } else {
            None
        };
        if let Some(msg) = unsupported {
            let mut sink = DiagSink::new();
            sink.push(Diagnostic::error(codegen::diags::UNSUPPORTED_SM, anchor, msg).with_label("while compiling this file").with_note("drop `-rdc=true`, or list only sm_50 to sm_90a in `--sm`"));
            report(&sink);
            return 1;
        }
    }
    // With relocatable device code, the unit's id, which names its symbols (`rdc_record.rs`).
    let rdc_unit = cli.rdc.then(|| crate::rdc_record::unit_id(input, &cli.defines));
    let rdc_unit = rdc_unit.as_deref();
    let cuda = crate::cuda::discover(cli.cuda_path.as_deref());
    let libdevice = cuda
        .libdevice
        .clone()
        .map(|p| &*Box::leak(p.into_boxed_path()));

    // The host module is compiled on its own thread while the device targets compile; for an
    // object it is optimised and generated before it asks for the fatbin, which is then patched
    // in (a dropped sender, on any early return, stops it).
    let want_object = mode != Mode::HostIr;
    let comp_dir = crate::cli::comp_dir();
    let debug = |kind| crate::cli::debug_options(kind, &fe.sources, main_file, &comp_dir);
    let host_debug = debug(cli.host_debug_kind());
    std::thread::scope(|scope| {
        let (fatbin_tx, fatbin_rx) = std::sync::mpsc::channel::<Vec<u8>>();
        let host_thread = (mode != Mode::Fatbin).then(|| {
            std::thread::Builder::new()
                .name("circlec-host".into())
                .stack_size(HOST_STACK_BYTES)
                .spawn_scoped(scope, move || {
                    let t = std::time::Instant::now();
                    let opts = host::HostOptions {
                        opt_level: cli.host_opt_level(),
                        size_level: cli.size_level(),
                        want_object,
                        want_llvm: !want_object,
                        anchor,
                        debug: host_debug,
                        rdc_unit,
                    };
                    let out = host::compile_host_with(&fe.program, &fe.names, &opts, || {
                        fatbin_rx.recv().ok()
                    });
                    (out, t.elapsed())
                })
        });
        let host_thread = match host_thread {
            Some(Ok(h)) => Some(h),
            Some(Err(e)) => {
                eprintln!("circlec: error: cannot start the host code generator: {e}");
                return 1;
            }
            None => None,
        };
        // Device code: PTX per sm, then the fatbin.
        let opts = nvvm::Options {
            opt_level: cli.device_opt_level(),
            size_level: cli.size_level(),
            fp: cli.fp_mode(),
            want_llvm: cli.keep,
            want_ptx: true,
            anchor,
            libdevice,
            debug: debug(cli.device_debug_kind()),
            rdc: cli.rdc,
            partial: false,
        };
        // Relocatable device code: ptxas writes relocatable cubins (`-c`).
        let ptxas_args: Vec<String> = cli.ptxas_args.iter().cloned().chain(cli.rdc.then(|| "-c".to_string())).collect();
        let ptxas = if cli.no_cubin || mode == Mode::HostIr {
            None
        } else {
            cuda.ptxas.as_deref()
        };
        // `compute_XX` alone: that sm's PTX goes into the fatbin without a cubin.
        let ptx_only = crate::sm::ptx_only(&list);
        // ptxas runs on each sm's worker as soon as its PTX is out; the results are used in sm
        // order, so messages and the first failure do not depend on the thread count.
        let assemble = |o: &nvvm::SmOutput| -> Option<PtxasRun> {
            let ptxas = ptxas?;
            if o.diags.has_errors() || ptx_only.contains(&o.sm.code) {
                return None;
            }
            let ptx = o.ptx.as_deref()?;
            let t = std::time::Instant::now();
            let out = run_ptxas(ptxas, o.sm.arch, arch_suffix(o.sm), ptx, &ptxas_args);
            Some((out, t.elapsed()))
        };
        let t = std::time::Instant::now();
        let (outputs, cubins): (Vec<nvvm::SmOutput>, Vec<Option<PtxasRun>>) =
            nvvm::compile_with(&fe.program, &fe.names, &sms, &opts, &assemble)
                .into_iter()
                .unzip();
        let codegen_time = t.elapsed();
        let mut sink = nvvm::merged_diagnostics(&outputs);
        // The host ODR errors (host code using device functions, …) are found before ptxas runs.
        let _ = codegen::odr::plan(&fe.program, &fe.names, &host::HostTarget, &mut sink);
        if report(&sink) {
            return 1;
        }
        if let Some(ptxas) = ptxas {
            for (o, run) in outputs.iter().zip(&cubins) {
                if cli.verbose && run.is_some() {
                    eprintln!("{}", crate::device::ptxas_line(ptxas, o.sm.name, &ptxas_args));
                }
                if let Some((Ok(out), _)) = run {
                    for line in &out.info {
                        eprintln!("{line}");
                    }
                }
            }
        }
        // Blackwell's cubins: ptxas for each on sm_90's PTX.
        let sm90_ptx = outputs.iter().find(|o| o.sm.name == "sm_90").and_then(|o| o.ptx.as_deref());
        let mut extra = Vec::new();
        for &b in blackwell.iter().filter(|_| ptxas.is_some()) {
            let Some(ptxas) = ptxas else { break };
            if cli.verbose {
                let line = crate::device::ptxas_line(ptxas, &format!("sm_{b}"), &cli.ptxas_args);
                eprintln!("{}", line.replace(&format!("sm_{b}.ptx"), "sm_90.ptx"));
            }
            match run_ptxas(ptxas, b, ArchSuffix::None, sm90_ptx.unwrap_or_default(), &cli.ptxas_args) {
                Ok(out) => {
                    for line in &out.info {
                        eprintln!("{line}");
                    }
                    extra.push((b, out));
                }
                Err(e) => {
                    let mut sink = DiagSink::new();
                    for m in e.messages.iter().take(20) {
                        sink.push(
                            Diagnostic::error(codegen::diags::PTXAS_FAILED, anchor, format!("ptxas rejected sm_90's PTX for sm_{b}: {}", m.text))
                                .with_label("while compiling this file")
                                .with_note("LLVM 19 has no Blackwell target: circlec builds Blackwell cubins with the toolkit's ptxas from sm_90's PTX, which needs CUDA 12.8 or newer"),
                        );
                    }
                    report(&sink);
                    return 1;
                }
            }
        }
        if cli.keep {
            if let Err(e) = keep_device_files(cli, input, &outputs, &cubins) {
                eprintln!("circlec: error: {e}");
                return 1;
            }
        }
        let fatbin = if let Some(unit) = rdc_unit {
            let register = host::registration::rdc_symbol("register", unit);
            match rdc_record(fe, anchor, &register, &outputs, cubins, report) {
                Ok(record) => record,
                Err(sink) => {
                    report(&sink);
                    return 1;
                }
            }
        } else {
            // The fatbin pairs cubins with images in order: the sms with a cubin come first, the
            // PTX-only ones after them.
            let (with_cubin, without): (Vec<_>, Vec<_>) = outputs
                .iter()
                .zip(cubins)
                .partition(|(o, _)| !ptx_only.contains(&o.sm.code));
            let images: Vec<PtxImage> = with_cubin
                .iter()
                .chain(&without)
                .map(|(o, _)| PtxImage {
                    sm: o.sm.arch,
                    suffix: arch_suffix(o.sm),
                    ptx: o.ptx.clone().unwrap_or_default(),
                })
                .collect();
            let n_cubins = with_cubin.len();
            let cubins: Vec<Option<PtxasRun>> = with_cubin.into_iter().map(|(_, c)| c).collect();
            let mut sink = DiagSink::new();
            if ptxas.is_none() && !cli.no_cubin && mode != Mode::HostIr {
                sink.push(
                Diagnostic::warning(codegen::diags::PTX_ONLY_FATBIN, anchor, "ptxas was not found: the fatbin holds PTX only, which the driver compiles when the program starts")
                    .with_label("while compiling this file")
                    .with_note("install the CUDA toolkit or the nvidia-cuda-nvcc wheel, or pass `--cuda-path`; `--no-cubin` silences this warning"),
            );
            }
            let (built, ptxas_times, fatbin_time) =
                build_fatbin_timed(&images, n_cubins, ptxas.is_some(), cubins, extra);
            if cli.has_feature("time-report") {
                print_device_times(&outputs, codegen_time, &ptxas_times, opts.opt_level);
                eprintln!(
                    "  fatbin               {:>10.3} ms  ({})",
                    fatbin_time.as_secs_f64() * 1e3,
                    if ptxas.is_some() {
                        "cubins + PTX"
                    } else {
                        "PTX only"
                    }
                );
            }
            let fatbin = match built {
                Ok(f) => {
                    for (target, w) in f.warnings.iter().take(20) {
                        sink.push(ptxas_warning(anchor, target, w));
                    }
                    f.bytes
                }
                Err(BuildFatbinError::Ptxas(e)) => {
                    for d in ptxas_errors(fe, anchor, &e).diagnostics() {
                        sink.push(d.clone());
                    }
                    report(&sink);
                    return 1;
                }
                Err(BuildFatbinError::Fatbin(e)) => {
                    sink.push(
                        Diagnostic::error(
                            codegen::diags::PTXAS_FAILED,
                            anchor,
                            format!("cannot build the fatbin: {e}"),
                        )
                        .with_label("while compiling this file"),
                    );
                    report(&sink);
                    return 1;
                }
            };
            report(&sink);
            fatbin
        };

        if cli.keep {
            // With relocatable device code, the unit's record (`rdc_record.rs`) instead.
            let path = keep_path(cli, input, if rdc_unit.is_some() { "rdc" } else { "fatbin" });
            if write(&path, &fatbin) != 0 {
                return 1;
            }
        }
        if mode == Mode::Fatbin {
            return write(&output_path(cli, input, ".fatbin"), &fatbin);
        }
        let _ = fatbin_tx.send(fatbin);
        let Some(Ok((out, host_time))) = host_thread.map(|h| h.join()) else {
            eprintln!("circlec: error: the host code generator stopped unexpectedly");
            return 1;
        };
        if cli.has_feature("time-report") {
            eprintln!(
                "  host                 {:>10.3} ms  (x86-64, -O{}, wall time on its own thread, from the start of device codegen)",
                host_time.as_secs_f64() * 1e3,
                cli.host_opt_level()
            );
            let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
            let t = &out.times;
            eprintln!("  host lowering        {:>10.3} ms", ms(t.lower));
            eprintln!("  host optimisation    {:>10.3} ms", ms(t.optimize));
            eprintln!("  host object          {:>10.3} ms", ms(t.object));
            eprintln!("  host fatbin wait     {:>10.3} ms", ms(t.wait));
            eprintln!("  host fatbin patch    {:>10.3} ms", ms(t.patch));
        }
        if report(&out.diags) {
            return 1;
        }
        match mode {
            Mode::HostIr => {
                let stem = match &cli.output {
                    Some(o) => {
                        let s = o.to_string_lossy();
                        s.strip_suffix(".ll").unwrap_or(&s).to_string()
                    }
                    None => input
                        .file_stem()
                        .unwrap_or_default()
                        .to_string_lossy()
                        .into_owned(),
                };
                write(Path::new(&format!("{stem}.host.ll")), out.llvm.as_bytes())
            }
            Mode::Object => write(
                &output_path(cli, input, ".o"),
                out.object.as_deref().unwrap_or_default(),
            ),
            _ => {
                let exe = cli.output.clone().unwrap_or_else(|| PathBuf::from("a.out"));
                let t = std::time::Instant::now();
                let status = crate::link::link(
                    cli,
                    &cuda,
                    input,
                    out.object.as_deref().unwrap_or_default(),
                    &exe,
                    anchor,
                    report,
                );
                if cli.has_feature("time-report") {
                    eprintln!(
                        "  link                 {:>10.3} ms",
                        t.elapsed().as_secs_f64() * 1e3
                    );
                }
                status
            }
        }
    })
}

/// The diagnostics of ptxas's rejection `e`, each at the function it names when the program has
/// it.
fn ptxas_errors(fe: &frontend::Frontend, anchor: Span, e: &PtxasError) -> DiagSink {
    let mut sink = DiagSink::new();
    for m in e.messages.iter().take(20) {
        // The function: from the PTX line, else a quoted symbol in the message
        // (`Entry function '_Z7too_bigPi' uses too much shared data`).
        let symbol = m
            .function
            .clone()
            .or_else(|| m.text.split('\'').nth(1).map(str::to_string));
        let found = symbol.as_deref().and_then(|s| function_named(fe, s));
        let within = match (&found, &symbol) {
            (Some((name, _)), _) => format!(" in `{name}`"),
            (None, Some(s)) => format!(" in `{s}`"),
            _ => String::new(),
        };
        let line = m
            .line
            .map(|l| format!(" (PTX line {l})"))
            .unwrap_or_default();
        let (span, label) = match found {
            Some((_, span)) => (span, "ptxas rejected this function's code"),
            None => (anchor, "while compiling this file"),
        };
        sink.push(
            Diagnostic::error(
                codegen::diags::PTXAS_FAILED,
                span,
                format!(
                    "ptxas rejected the PTX for {}{within}{line}: {}",
                    e.target, m.text
                ),
            )
            .with_label(label)
            .with_note(format!(
                "`circlec --emit=ptx --sm {}` writes the PTX ptxas saw",
                e.target.trim_start_matches("sm_")
            )),
        );
    }
    sink
}

/// A ptxas warning for `target` as a diagnostic.
fn ptxas_warning(anchor: Span, target: &str, w: &PtxasMessage) -> Diagnostic {
    let within = w.function.as_deref().map(|f| format!(" in `{f}`")).unwrap_or_default();
    Diagnostic::warning(codegen::diags::PTXAS_FAILED, anchor, format!("ptxas warning for {target}{within}: {}", w.text))
        .with_label("while compiling this file")
}

/// The unit's device code record (`-rdc=true`): per sm the relocatable cubin, or the PTX where
/// ptxas did not run; ptxas's rejections as diagnostics, its warnings reported on the way.
fn rdc_record(
    fe: &frontend::Frontend,
    anchor: Span,
    register: &str,
    outputs: &[nvvm::SmOutput],
    cubins: Vec<Option<PtxasRun>>,
    report: &dyn Fn(&DiagSink) -> bool,
) -> Result<Vec<u8>, DiagSink> {
    use crate::rdc_record::{RdcImage, RdcRecord, KIND_CUBIN, KIND_PTX};
    let mut images = Vec::new();
    let mut warnings = DiagSink::new();
    for (o, run) in outputs.iter().zip(cubins) {
        let (kind, bytes) = match run {
            Some((Ok(out), _)) => {
                for w in out.warnings.iter().take(20) {
                    warnings.push(ptxas_warning(anchor, o.sm.name, w));
                }
                (KIND_CUBIN, out.cubin)
            }
            Some((Err(e), _)) => return Err(ptxas_errors(fe, anchor, &e)),
            None => (KIND_PTX, o.ptx.clone().unwrap_or_default().into_bytes()),
        };
        images.push(RdcImage { sm: o.sm.arch, suffix: arch_suffix(o.sm), kind, bytes });
    }
    report(&warnings);
    Ok(RdcRecord { register: register.to_string(), images }.encode())
}

/// `--dryrun`: the steps of the build, one line each as `#$ ...` (the programs it would run as
/// command lines, the in-process steps described), without running any.
pub fn dry_run(cli: &Cli, input: &Path) -> u8 {
    let list = if cli.sm.is_empty() { vec![crate::device::DEFAULT_SM.to_string()] } else { cli.sm.clone() };
    let (list, blackwell) = crate::sm::blackwell(&list);
    let sms = match nvvm::resolve_sms(&list) {
        Ok(s) => s,
        Err(msg) => {
            eprintln!("circlec: error: {msg}");
            return 1;
        }
    };
    let ptx_only = crate::sm::ptx_only(&list);
    let names: Vec<&str> = sms.iter().map(|s| s.name).collect();
    let ptxas_args: Vec<String> = cli.ptxas_args.iter().cloned().chain(cli.rdc.then(|| "-c".to_string())).collect();
    let cuda = crate::cuda::discover(cli.cuda_path.as_deref());
    println!("#$ circlec (in process): preprocess, parse and check {}", input.display());
    println!("#$ circlec (in process): NVVM IR and PTX for {}", names.join(" "));
    if let Some(ptxas) = cuda.ptxas.as_deref().filter(|_| !cli.no_cubin) {
        for sm in sms.iter().filter(|s| !ptx_only.contains(&s.code)) {
            println!("#$ {}", crate::device::ptxas_line(ptxas, sm.name, &ptxas_args));
        }
        for b in &blackwell {
            let line = crate::device::ptxas_line(ptxas, &format!("sm_{b}"), &cli.ptxas_args);
            println!("#$ {}", line.replace(&format!("sm_{b}.ptx"), "sm_90.ptx"));
        }
    }
    if cli.rdc {
        println!("#$ circlec (in process): the unit's device code record, host module and object");
        if !cli.compile_only && !cli.assemble_only && cli.emit.is_none() {
            println!("#$ circlec (in process): device link (nvJitLink) of each sm, and its registration object");
        }
    } else {
        println!("#$ circlec (in process): fatbin, host module and object");
    }
    if !cli.compile_only && !cli.assemble_only && cli.emit.is_none() {
        let exe = cli.output.clone().unwrap_or_else(|| PathBuf::from("a.out"));
        let cc = crate::link::c_compiler(cli);
        let objects: Vec<PathBuf> = cli.rdc.then(|| PathBuf::from("circlec_dlink.o")).into_iter().chain([PathBuf::from("host.o")]).collect();
        match crate::link::link_command(cli, &cc, &cuda, &objects, &exe) {
            Ok(cmd) => println!("#$ {}", crate::link::command_line(&cmd)),
            Err(e) => println!("#$ (no link: {e})"),
        }
    }
    0
}

/// One sm's ptxas run, made on its codegen worker: the cubin or ptxas's errors, and its time.
type PtxasRun = (Result<PtxasOutput, PtxasError>, std::time::Duration);

/// `sm_90a`'s suffix.
fn arch_suffix(sm: &codegen_consts::SmInfo) -> ArchSuffix {
    if sm.name.ends_with('a') {
        ArchSuffix::A
    } else {
        ArchSuffix::None
    }
}

/// `host::ptxas::fatbin_of` on the ptxas runs already made (one per image, in sm order),
/// with the time of each run and of writing the fatbin, for `-ftime-report`: per sm a cubin
/// (when `with_cubins`) and the PTX, stopping at the first target, in sm order, that ptxas
/// rejected.
fn build_fatbin_timed(
    images: &[PtxImage],
    n_cubins: usize,
    with_cubins: bool,
    cubins: Vec<Option<PtxasRun>>,
    extra: Vec<(u32, PtxasOutput)>,
) -> (
    Result<BuiltFatbin, BuildFatbinError>,
    Vec<std::time::Duration>,
    std::time::Duration,
) {
    let times: Vec<std::time::Duration> = cubins.iter().flatten().map(|(_, d)| *d).collect();
    let mut outputs = Vec::new();
    if with_cubins {
        for (image, run) in images[..n_cubins].iter().zip(cubins.into_iter().chain(std::iter::repeat_with(|| None))) {
            match run {
                Some((Ok(out), _)) => outputs.push(out),
                Some((Err(e), _)) => return (Err(BuildFatbinError::Ptxas(e)), times, Default::default()),
                None => {
                    // Only an sm without PTX gets here, and its errors stopped the build before.
                    let e = PtxasError {
                        target: format!("sm_{}{}", image.sm, image.suffix.as_str()),
                        messages: vec![PtxasMessage {
                            severity: Severity::Fatal,
                            line: None,
                            function: None,
                            text: "no PTX to assemble".into(),
                        }],
                    };
                    return (Err(BuildFatbinError::Ptxas(e)), times, Default::default());
                }
            }
        }
    }
    let t = std::time::Instant::now();
    let built = host::ptxas::fatbin_of(images, outputs, extra);
    (built, times, t.elapsed())
}

/// The `-ftime-report` lines of device code generation: the parallel wall time, then per sm
/// lowering (ODR walk and NVVM IR), libdevice (reading and linking it, `globaldce`), optimisation
/// (the pass pipeline, or the sm whose run it shares), PTX emission and ptxas (each on the sm's
/// worker).
pub(crate) fn print_device_times(
    outputs: &[nvvm::SmOutput],
    wall: std::time::Duration,
    ptxas: &[std::time::Duration],
    opt_level: u8,
) {
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    let names: Vec<&str> = outputs.iter().map(|o| o.sm.name).collect();
    eprintln!(
        "  device codegen       {:>10.3} ms  ({}, -O{}, wall time, sms in parallel)",
        ms(wall),
        names.join(" "),
        opt_level
    );
    for (i, o) in outputs.iter().enumerate() {
        let n = o.sm.name;
        eprintln!("  {n:<6} lowering      {:>10.3} ms", ms(o.times.lower));
        eprintln!("  {n:<6} libdevice     {:>10.3} ms", ms(o.times.libdevice));
        match o.shared_with {
            Some(first) => eprintln!(
                "  {n:<6} optimisation  {:>10.3} ms  (shared with {})",
                ms(o.times.optimize),
                first.name
            ),
            None => eprintln!("  {n:<6} optimisation  {:>10.3} ms", ms(o.times.optimize)),
        }
        eprintln!("  {n:<6} PTX emission  {:>10.3} ms", ms(o.times.emit));
        match ptxas.get(i) {
            Some(d) => eprintln!("  {n:<6} ptxas         {:>10.3} ms", ms(*d)),
            None => eprintln!("  {n:<6} ptxas         {:>10}", "not run"),
        }
    }
}

/// `--keep`'s `<stem>.<what>` in `--keep-dir` (else the current directory).
fn keep_path(cli: &Cli, input: &Path, what: &str) -> PathBuf {
    let stem = input.file_stem().unwrap_or_default().to_string_lossy();
    let name = format!("{stem}.{what}");
    match &cli.keep_dir {
        Some(dir) => dir.join(name),
        None => PathBuf::from(name),
    }
}

/// `--keep`: each sm's NVVM IR, PTX and cubin as `<stem>.sm_80.ll`, `.ptx` and `.cubin`.
fn keep_device_files(cli: &Cli, input: &Path, outputs: &[nvvm::SmOutput], cubins: &[Option<PtxasRun>]) -> Result<(), String> {
    for (o, run) in outputs.iter().zip(cubins) {
        let files = [
            ("ll", o.llvm.as_deref().map(str::as_bytes)),
            ("ptx", o.ptx.as_deref().map(str::as_bytes)),
            ("cubin", run.as_ref().and_then(|(r, _)| r.as_ref().ok()).map(|out| &out.cubin[..])),
        ];
        for (ext, bytes) in files {
            if let Some(bytes) = bytes {
                let path = keep_path(cli, input, &format!("{}.{ext}", o.sm.name));
                std::fs::write(&path, bytes).map_err(|e| format!("cannot write `{}`: {e}", path.display()))?;
            }
        }
    }
    Ok(())
}

fn write(path: &Path, bytes: &[u8]) -> u8 {
    match std::fs::write(path, bytes) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("circlec: error: cannot write `{}`: {e}", path.display());
            1
        }
    }
}

/// The source name and span of the function whose symbol is `sym`.
fn function_named(fe: &frontend::Frontend, sym: &str) -> Option<(String, Span)> {
    fe.program
        .fns
        .iter()
        .find(|(f, d)| {
            d.body.is_some() && codegen::mangle::fn_symbol(&fe.program, &fe.names, *f) == sym
        })
        .map(|(_, d)| (fe.names.get(d.name).to_string(), d.span))
}
