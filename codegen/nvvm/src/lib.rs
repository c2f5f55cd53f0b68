//! The NVVM device target: for each requested sm, one LLVM context and module built from the
//! shared lowering (`codegen`), marked for `nvptx64-nvidia-cuda` (`target.rs`: kernels, address
//! spaces, launch bounds, NVVM flags), with CUDA builtins lowered to NVVM intrinsics
//! (`builtins.rs`) and texture/surface accesses to the `tex`/`suld`/`sust` intrinsics
//! (`tex_surf.rs`), verified, optimised and turned into PTX by LLVM's NVPTX backend (`emit.rs`),
//! and, on request, assembled into cubins by ptxas (`ptxas.rs`). sms whose modules the
//! middle-end cannot tell apart share one run of the optimisation pipeline (`share.rs`).
//! Targets run in parallel with rayon; each has its own context and diagnostics, and results come
//! back in the order of the requested sms, so output is the same whatever the thread count.

pub mod builtins;
mod device_launch;
pub mod emit;
pub mod fp_mode;
pub mod ptxas;
pub mod runtime;
pub mod share;
pub mod target;
mod tex_surf;

#[cfg(test)]
mod tests;

use codegen_consts::SmInfo;
use frontend::diag::{DiagSink, Diagnostic};
use frontend::intern::Interner;
use frontend::sema::hir::Program;
use frontend::source::Span;
use inkwell::context::Context;
use rayon::prelude::*;

use codegen::diags;
pub use fp_mode::FpMode;
pub use target::NvvmTarget;

/// The lowest PTX version whose `.section` may hold the DWARF of full debug information.
const FULL_DEBUG_PTX_VERSION: u32 = 75;

/// Stack of each codegen worker thread.
const WORKER_STACK_BYTES: usize = 256 << 20;

/// What to produce for each sm.
#[derive(Clone, Copy, Debug)]
pub struct Options<'a> {
    /// 0 to 3 (`-O0` … `-O3`).
    pub opt_level: u8,
    /// 1 for `-Os`, 2 for `-Oz` (LLVM's `default<Os>`/`default<Oz>` in place of `default<On>`).
    pub size_level: u8,
    /// Division, square root, denormals and contraction (`--use_fast_math` and its parts).
    pub fp: FpMode,
    pub want_llvm: bool,
    pub want_ptx: bool,
    /// Where diagnostics without a source position point (the main file's start).
    pub anchor: Span,
    /// `libdevice.10.bc`, linked into modules that call `<math.h>` functions.
    pub libdevice: Option<&'static std::path::Path>,
    /// Line tables (`-lineinfo`, `-g`) or full debug information (`-G`) from these sources.
    pub debug: Option<codegen::debug_info::DebugOptions<'a>>,
    /// Relocatable device code (`-rdc=true`): `__device__` functions and variables of other
    /// translation units stay declarations, for the device linker.
    pub rdc: bool,
    /// Device code alone (`--emit=ptx`): external symbols stay declarations, with the whole
    /// program's linkage otherwise.
    pub partial: bool,
}

/// The diagnostics of every sm's output, one per problem: those that differ only in the sm they
/// name become one naming all of them (`codegen::target_diags`).
pub fn merged_diagnostics(outputs: &[SmOutput]) -> DiagSink {
    let mut sink = DiagSink::new();
    for d in codegen::target_diags::merge_across_targets(outputs.iter().map(|o| (o.sm.name, o.diags.diagnostics()))) {
        sink.push(d);
    }
    sink
}

/// The result of one sm.
pub struct SmOutput {
    pub sm: &'static SmInfo,
    /// `63` for PTX 6.3.
    pub ptx_version: u32,
    /// The NVVM IR after the optimisation pipeline.
    pub llvm: Option<String>,
    pub ptx: Option<String>,
    pub diags: DiagSink,
    /// Wall time of each step, for `-ftime-report`.
    pub times: SmTimes,
    /// The sm whose optimisation pipeline run this sm's module came from, when it was not this
    /// sm's own (`share.rs`).
    pub shared_with: Option<&'static SmInfo>,
}

/// Wall time of one sm's steps: the ODR walk and lowering to NVVM IR; reading and linking
/// libdevice (when the module calls it); the optimisation pipeline; PTX emission by the NVPTX
/// backend.
#[derive(Clone, Copy, Debug, Default)]
pub struct SmTimes {
    pub lower: std::time::Duration,
    pub libdevice: std::time::Duration,
    pub optimize: std::time::Duration,
    pub emit: std::time::Duration,
}

/// Resolves sm spellings (`70`, `sm_70`, `compute_70`, `90a`) in order, without repeats, or
/// says which ones are not supported.
pub fn resolve_sms(list: &[String]) -> Result<Vec<&'static SmInfo>, String> {
    let mut out: Vec<&'static SmInfo> = Vec::new();
    let mut bad = Vec::new();
    for s in list.iter().flat_map(|s| s.split(',')).map(str::trim).filter(|s| !s.is_empty()) {
        match codegen_consts::parse_sm(s) {
            Some(info) if !out.iter().any(|o| o.code == info.code) => out.push(info),
            Some(_) => {}
            None => bad.push(format!("`{s}`")),
        }
    }
    if !bad.is_empty() {
        return Err(format!(
            "unsupported GPU architecture {}; circlec supports {}",
            bad.join(", "),
            codegen_consts::features::supported_list()
        ));
    }
    if out.is_empty() {
        return Err(format!("no GPU architecture given; circlec supports {}", codegen_consts::features::supported_list()));
    }
    Ok(out)
}

/// Compiles the program for every sm in parallel.
pub fn compile(p: &Program, names: &Interner, sms: &[&'static SmInfo], opts: &Options) -> Vec<SmOutput> {
    compile_with(p, names, sms, opts, &|_| ()).into_iter().map(|(o, ())| o).collect()
}

/// Compiles the program for every sm in parallel and runs `post` on each sm's output on that
/// sm's worker, right after its PTX is emitted (or its compilation failed), so that per-sm work
/// that follows codegen (ptxas) overlaps with the other sms' codegen. The results come back in
/// the order of `sms`, whatever the thread count.
///
/// Three steps: every sm is lowered (with libdevice and `globaldce`) in parallel; sms whose
/// modules the middle-end cannot tell apart are grouped (`share.rs`); each group runs the
/// optimisation pipeline once, and then each of its sms emits PTX from its own copy.
pub fn compile_with<T: Send>(
    p: &Program,
    names: &Interner,
    sms: &[&'static SmInfo],
    opts: &Options,
    post: &(dyn Fn(&SmOutput) -> T + Sync),
) -> Vec<(SmOutput, T)> {
    emit::init();
    if let Some(path) = opts.libdevice {
        let _ = LIBDEVICE_PATH.set(path.to_path_buf());
    }
    let run = || {
        let share = sms.len() > 1 && share::enabled();
        let lowered: Vec<Lowered> = sms.par_iter().map(|sm| lower(p, names, sm, opts, share)).collect();
        let keys: Vec<Option<&str>> = lowered.iter().map(|l| l.ir.as_ref().and_then(|ir| ir.key.as_deref())).collect();
        let groups = share::groups(&keys);
        let mut slots: Vec<Option<Lowered>> = lowered.into_iter().map(Some).collect();
        let work: Vec<Vec<(usize, Lowered)>> =
            groups.iter().map(|g| g.iter().filter_map(|&i| slots[i].take().map(|l| (i, l))).collect()).collect();
        let mut done: Vec<(usize, SmOutput, T)> =
            work.into_par_iter().flat_map_iter(|members| optimise_and_emit(members, opts, post)).collect();
        done.sort_by_key(|(i, _, _)| *i);
        done.into_iter().map(|(_, o, t)| (o, t)).collect()
    };
    // Lowering recurses over the expression tree; give the workers the stack the driver's main
    // thread has rather than rayon's 2 MiB default. The thread count is the ambient pool's.
    let pool = rayon::ThreadPoolBuilder::new().num_threads(rayon::current_num_threads()).stack_size(WORKER_STACK_BYTES).build();
    match pool {
        Ok(pool) => pool.install(run),
        Err(_) => run(),
    }
}

/// Compiles the program for one sm in a fresh LLVM context, sharing nothing.
pub fn compile_one(p: &Program, names: &Interner, sm: &'static SmInfo, opts: &Options) -> SmOutput {
    emit::init();
    let lowered = lower(p, names, sm, opts, false);
    optimise_and_emit(vec![(0, lowered)], opts, &|_| ()).pop().map(|(_, o, ())| o).expect("one sm in, one out")
}

/// One sm after lowering: its output so far and, without errors, its module as bitcode (an
/// LLVM context stays on one thread, the bitcode goes to whichever optimises it).
struct Lowered {
    out: SmOutput,
    ir: Option<LoweredIr>,
}

struct LoweredIr {
    bitcode: Vec<u8>,
    /// What sms share the middle-end by (`share::key`); `None`: optimised for this sm alone.
    key: Option<String>,
}

/// An error of the backend (a bug in circlec) for `sm`.
fn backend_error(code: frontend::diag::DiagCode, anchor: Span, sm: &SmInfo, msg: &str) -> Diagnostic {
    Diagnostic::error(code, anchor, format!("{msg} (generating code for {})", sm.name))
        .with_label("while compiling this file")
        .with_note("this is a bug in circlec; please report it with the input")
}

/// Lowers the program for one sm in a fresh LLVM context, links libdevice, verifies, drops
/// what is unused (`globaldce`) and returns the module as bitcode with, when `share`, its
/// sharing key.
fn lower(p: &Program, names: &Interner, sm: &'static SmInfo, opts: &Options, share: bool) -> Lowered {
    let target = NvvmTarget { sm, rdc: opts.rdc, partial: opts.partial };
    let mut diags = DiagSink::new();
    let mut out =
        SmOutput { sm, ptx_version: sm.default_ptx, llvm: None, ptx: None, diags: DiagSink::new(), times: SmTimes::default(), shared_with: None };
    let start = std::time::Instant::now();
    let plan = codegen::odr::plan(p, names, &target, &mut diags);
    if diags.has_errors() {
        out.diags = diags;
        return Lowered { out, ir: None };
    }
    let cx = Context::create();
    let m = codegen::lower_module(p, names, &cx, &target, &plan, sm.name, opts.debug.as_ref(), opts.opt_level > 0);
    let features = m.features.clone();
    let module = m.module;
    fp_mode::apply(&module, opts.fp);
    diags.extend(m.diags);
    if diags.has_errors() {
        out.diags = diags;
        return Lowered { out, ir: None };
    }
    out.ptx_version = codegen_consts::ptx_version(sm.code, features.iter().copied());
    if opts.debug.is_some_and(|d| d.kind == codegen::debug_info::DebugKind::Full) {
        // The DWARF sections of full debug information define labels and subtract them, which
        // ptxas accepts from PTX 7.5 on.
        out.ptx_version = out.ptx_version.max(FULL_DEBUG_PTX_VERSION);
    }
    out.times.lower = start.elapsed();
    let start = std::time::Instant::now();
    let linked = link_libdevice(&cx, &module, opts.libdevice);
    if let Err(e) = linked {
        diags.push(
            Diagnostic::error(diags::LIBDEVICE_MISSING, opts.anchor, format!("{e} (generating code for {})", sm.name))
                .with_label("while compiling this file")
                .with_note("install the CUDA toolkit or the nvidia-cuda-nvcc wheel, or pass `--cuda-path`"),
        );
        out.diags = diags;
        return Lowered { out, ir: None };
    }
    let pruned = emit::target_machine(sm, out.ptx_version, opts.opt_level).and_then(|tm| emit::prune(&module, &tm));
    out.times.libdevice = start.elapsed();
    if let Err(e) = pruned {
        let code = if e.contains("verifier") { diags::INVALID_MODULE } else { diags::BACKEND_FAILED };
        if opts.want_llvm {
            out.llvm = Some(module.print_to_string().to_string());
        }
        diags.push(backend_error(code, opts.anchor, sm, &e));
        out.diags = diags;
        return Lowered { out, ir: None };
    }
    let start = std::time::Instant::now();
    let key = if share { share::key(&module.print_to_string().to_string(), sm, out.ptx_version) } else { None };
    let bitcode = module.write_bitcode_to_memory().as_slice().to_vec();
    out.times.lower += start.elapsed();
    out.diags = diags;
    Lowered { out, ir: Some(LoweredIr { bitcode, key }) }
}

/// Optimises the module of a group of sms once, with the TargetMachine of its first sm, which
/// then emits its PTX from that module while every other sm of the group (in parallel) emits its
/// own from a copy (bitcode) in its own context; `post` runs on each sm's output on the worker
/// that made it. Returns each sm's output with its index.
///
/// LLVM's NVPTX backend caches each module's `!nvvm.annotations` (which functions are kernels,
/// their launch bounds) in a process-wide map keyed by the module's address, which the pipeline
/// fills (the TargetTransformInfo asks whether a function is a kernel) and only PTX emission
/// (the AsmPrinter's finalisation) clears. A module freed before that would leave entries that a
/// later module allocated at the same address reads as its own (a device function taken for a
/// kernel): so a module that went through the pipeline either has its PTX emitted before it is
/// dropped, or is never freed.
fn optimise_and_emit<T: Send>(members: Vec<(usize, Lowered)>, opts: &Options, post: &(dyn Fn(&SmOutput) -> T + Sync)) -> Vec<(usize, SmOutput, T)> {
    if members.first().map_or(true, |(_, l)| l.ir.is_none()) {
        return members
            .into_iter()
            .map(|(i, l)| {
                let t = post(&l.out);
                (i, l.out, t)
            })
            .collect();
    }
    // Dropped only once the module's PTX is out (see above).
    let cx = std::mem::ManuallyDrop::new(Context::create());
    let (done, emitted) = optimise_group(&cx, members, opts, post);
    if emitted {
        drop(std::mem::ManuallyDrop::into_inner(cx));
    }
    done
}

/// `optimise_and_emit` in the context `cx`; also says whether the optimised module's PTX was
/// emitted (otherwise the module is kept, never freed, and so must be `cx`).
fn optimise_group<T: Send>(
    cx: &Context,
    members: Vec<(usize, Lowered)>,
    opts: &Options,
    post: &(dyn Fn(&SmOutput) -> T + Sync),
) -> (Vec<(usize, SmOutput, T)>, bool) {
    let mut members = members.into_iter();
    let Some((first_index, first)) = members.next() else { return (Vec::new(), true) };
    let others: Vec<(usize, Lowered)> = members.collect();
    let mut lead = first.out;
    let bitcode = first.ir.map(|ir| ir.bitcode).unwrap_or_default();
    let sm = lead.sm;
    let start = std::time::Instant::now();
    let optimised = parse_bitcode(cx, &bitcode).and_then(|m| emit::target_machine(sm, lead.ptx_version, opts.opt_level).map(|tm| (m, tm)));
    let (module, tm) = match optimised {
        Ok(v) => v,
        Err(e) => {
            let mut done = Vec::new();
            for (i, l) in std::iter::once((first_index, Lowered { out: lead, ir: None })).chain(others) {
                let mut out = l.out;
                out.diags.push(backend_error(diags::BACKEND_FAILED, opts.anchor, out.sm, &e));
                let t = post(&out);
                done.push((i, out, t));
            }
            return (done, true);
        }
    };
    share::retarget(cx, &module, sm, lead.ptx_version);
    let result = emit::optimize(&module, &tm, opts.opt_level, opts.size_level);
    lead.times.optimize = start.elapsed();
    if let Err(e) = result {
        let code = if e.contains("verifier") { diags::INVALID_MODULE } else { diags::BACKEND_FAILED };
        let llvm = opts.want_llvm.then(|| module.print_to_string().to_string());
        // Never emitted: keep it and its context (see above).
        std::mem::forget(module);
        let mut done = Vec::new();
        for (k, (i, out)) in std::iter::once((first_index, lead)).chain(others.into_iter().map(|(i, l)| (i, l.out))).enumerate() {
            let mut out = out;
            if k > 0 {
                out.shared_with = Some(sm);
            }
            out.llvm.clone_from(&llvm);
            out.diags.push(backend_error(code, opts.anchor, out.sm, &e));
            let t = post(&out);
            done.push((i, out, t));
        }
        return (done, false);
    }
    let copy = if others.is_empty() { Vec::new() } else { module.write_bitcode_to_memory().as_slice().to_vec() };
    let done = std::sync::Mutex::new(Vec::with_capacity(others.len() + 1));
    let emitted = rayon::in_place_scope(|scope| {
        for (i, l) in others {
            let (copy, done) = (&copy, &done);
            scope.spawn(move |_| {
                let mut out = l.out;
                out.shared_with = Some(sm);
                emit_from(copy, &mut out, opts);
                let t = post(&out);
                done.lock().unwrap_or_else(|e| e.into_inner()).push((i, out, t));
            });
        }
        let start = std::time::Instant::now();
        if opts.want_llvm {
            lead.llvm = Some(module.print_to_string().to_string());
        }
        let mut emitted = false;
        if opts.want_ptx {
            match emit::ptx(&module, &tm) {
                Ok(text) => {
                    lead.ptx = Some(text);
                    emitted = true;
                }
                Err(e) => lead.diags.push(backend_error(diags::BACKEND_FAILED, opts.anchor, sm, &e)),
            }
        }
        lead.times.emit = start.elapsed();
        let t = post(&lead);
        done.lock().unwrap_or_else(|e| e.into_inner()).push((first_index, lead, t));
        emitted
    });
    if !emitted {
        // No PTX emission cleared its annotations: keep it (see above).
        std::mem::forget(module);
    }
    (done.into_inner().unwrap_or_else(|e| e.into_inner()), emitted)
}

/// `out.sm`'s copy of an optimised module in a fresh context, retargeted to it, printed and/or
/// turned into PTX with its TargetMachine.
fn emit_from(bitcode: &[u8], out: &mut SmOutput, opts: &Options) {
    let start = std::time::Instant::now();
    let cx = Context::create();
    let made = parse_bitcode(&cx, bitcode).and_then(|module| {
        share::retarget(&cx, &module, out.sm, out.ptx_version);
        let tm = emit::target_machine(out.sm, out.ptx_version, opts.opt_level)?;
        if opts.want_llvm {
            out.llvm = Some(module.print_to_string().to_string());
        }
        if opts.want_ptx {
            out.ptx = Some(emit::ptx(&module, &tm)?);
        }
        Ok(())
    });
    if let Err(e) = made {
        out.diags.push(backend_error(diags::BACKEND_FAILED, opts.anchor, out.sm, &e));
    }
    out.times.emit = start.elapsed();
}

/// A module of `cx` from bitcode.
fn parse_bitcode<'ctx>(cx: &'ctx Context, bitcode: &[u8]) -> Result<inkwell::module::Module<'ctx>, String> {
    let buf = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(bitcode, "circlec-device");
    inkwell::module::Module::parse_bitcode_from_buffer(&buf, cx).map_err(|e| format!("cannot read back the module: {e}"))
}

/// The `libdevice.10.bc` of this process's builds (set by `compile_with`).
static LIBDEVICE_PATH: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();

/// True when libdevice defines `name` (`__nv_mul24`). Its function names are read once per
/// process, from the bitcode itself, in a context of their own.
pub(crate) fn libdevice_defines(name: &str) -> bool {
    static NAMES: std::sync::OnceLock<std::collections::HashSet<String>> = std::sync::OnceLock::new();
    let names = NAMES.get_or_init(|| {
        let Some(path) = LIBDEVICE_PATH.get() else { return Default::default() };
        let Ok(bytes) = libdevice_bytes(path) else { return Default::default() };
        let cx = Context::create();
        let Ok(lib) = parse_bitcode(&cx, &bytes) else { return Default::default() };
        lib.get_functions().filter(|f| f.count_basic_blocks() > 0).map(|f| f.get_name().to_string_lossy().into_owned()).collect()
    });
    names.contains(name)
}

/// The bytes of `libdevice.10.bc`, read once per process.
fn libdevice_bytes(path: &std::path::Path) -> Result<std::sync::Arc<Vec<u8>>, String> {
    type Cache = Vec<(std::path::PathBuf, std::sync::Arc<Vec<u8>>)>;
    static CACHE: std::sync::Mutex<Cache> = std::sync::Mutex::new(Vec::new());
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, bytes)) = cache.iter().find(|(p, _)| p == path) {
        return Ok(bytes.clone());
    }
    let bytes = std::sync::Arc::new(std::fs::read(path).map_err(|e| format!("cannot read `{}`: {e}", path.display()))?);
    cache.push((path.to_path_buf(), bytes.clone()));
    Ok(bytes)
}

/// Links libdevice into `module` when it calls `__nv_` functions, keeping only what is used:
/// every libdevice definition becomes internal and `globaldce` drops the rest.
fn link_libdevice<'ctx>(cx: &'ctx Context, module: &inkwell::module::Module<'ctx>, path: Option<&std::path::Path>) -> Result<(), String> {
    let needs = module.get_functions().any(|f| f.count_basic_blocks() == 0 && f.get_name().to_bytes().starts_with(b"__nv_"));
    if !needs {
        return Ok(());
    }
    let path = path.ok_or("this module calls math functions from libdevice, but `libdevice.10.bc` was not found")?;
    let bytes = libdevice_bytes(path)?;
    let lib = parse_bitcode(cx, &bytes).map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
    // libdevice's own triple and layout differ only nominally (`nvptx64-nvidia-gpulibs`).
    lib.set_triple(&module.get_triple());
    lib.set_data_layout(&module.get_data_layout());
    module.link_in_module(lib).map_err(|e| format!("cannot link `{}`: {e}", path.display()))?;
    for f in module.get_functions() {
        if f.count_basic_blocks() > 0 && f.get_name().to_bytes().starts_with(b"__nv_") {
            f.set_linkage(inkwell::module::Linkage::Internal);
        }
    }
    let mut g = module.get_first_global();
    while let Some(gv) = g {
        if gv.get_name().to_bytes().starts_with(b"__cudart") {
            gv.set_linkage(inkwell::module::Linkage::Internal);
        }
        g = gv.get_next_global();
    }
    Ok(())
}
