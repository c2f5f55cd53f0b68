//! The NVVM device target: for each requested sm, one LLVM context and module built from the
//! shared lowering (`codegen`), marked for `nvptx64-nvidia-cuda` (`target.rs`: kernels, address
//! spaces, launch bounds, NVVM flags), with CUDA builtins lowered to NVVM intrinsics
//! (`builtins.rs`), verified, optimised and turned into PTX by LLVM's NVPTX backend (`emit.rs`),
//! and, on request, assembled into cubins by ptxas (`ptxas.rs`).
//! Targets run in parallel with rayon; each has its own context and diagnostics, and results come
//! back in the order of the requested sms, so output is the same whatever the thread count.

pub mod builtins;
pub mod emit;
pub mod ptxas;
pub mod runtime;
pub mod target;

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
pub use target::NvvmTarget;

/// Stack of each codegen worker thread.
const WORKER_STACK_BYTES: usize = 256 << 20;

/// What to produce for each sm.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// 0 to 3 (`-O0` … `-O3`).
    pub opt_level: u8,
    pub want_llvm: bool,
    pub want_ptx: bool,
    /// Where diagnostics without a source position point (the main file's start).
    pub anchor: Span,
    /// `libdevice.10.bc`, linked into modules that call `<math.h>` functions.
    pub libdevice: Option<&'static std::path::Path>,
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
pub fn compile_with<T: Send>(
    p: &Program,
    names: &Interner,
    sms: &[&'static SmInfo],
    opts: &Options,
    post: &(dyn Fn(&SmOutput) -> T + Sync),
) -> Vec<(SmOutput, T)> {
    emit::init();
    let one = |sm: &&'static SmInfo| {
        let out = compile_one(p, names, sm, opts);
        let t = post(&out);
        (out, t)
    };
    // Lowering recurses over the expression tree; give the workers the stack the driver's main
    // thread has rather than rayon's 2 MiB default. The thread count is the ambient pool's.
    let pool = rayon::ThreadPoolBuilder::new().num_threads(rayon::current_num_threads()).stack_size(WORKER_STACK_BYTES).build();
    match pool {
        Ok(pool) => pool.install(|| sms.par_iter().map(one).collect()),
        Err(_) => sms.iter().map(one).collect(),
    }
}

/// Compiles the program for one sm in a fresh LLVM context.
pub fn compile_one(p: &Program, names: &Interner, sm: &'static SmInfo, opts: &Options) -> SmOutput {
    let target = NvvmTarget { sm };
    let mut diags = DiagSink::new();
    let mut out = SmOutput { sm, ptx_version: sm.default_ptx, llvm: None, ptx: None, diags: DiagSink::new(), times: SmTimes::default() };
    let start = std::time::Instant::now();
    let plan = codegen::odr::plan(p, names, &target, &mut diags);
    if diags.has_errors() {
        out.diags = diags;
        return out;
    }
    let cx = Context::create();
    let m = codegen::lower_module(p, names, &cx, &target, &plan, sm.name);
    let features = m.features.clone();
    let module = m.module;
    diags.extend(m.diags);
    if diags.has_errors() {
        out.diags = diags;
        return out;
    }
    out.ptx_version = codegen_consts::ptx_version(sm.code, features.iter().copied());
    out.times.lower = start.elapsed();
    let start = std::time::Instant::now();
    let fail = |diags: &mut DiagSink, code, msg: String| {
        diags.push(
            Diagnostic::error(code, opts.anchor, format!("{msg} (generating code for {})", sm.name))
                .with_label("while compiling this file")
                .with_note("this is a bug in circlec; please report it with the input"),
        );
    };
    let linked = link_libdevice(&cx, &module, opts.libdevice);
    out.times.libdevice = start.elapsed();
    let start = std::time::Instant::now();
    if let Err(e) = linked {
        diags.push(
            Diagnostic::error(diags::LIBDEVICE_MISSING, opts.anchor, format!("{e} (generating code for {})", sm.name))
                .with_label("while compiling this file")
                .with_note("install the CUDA toolkit or the nvidia-cuda-nvcc wheel, or pass `--cuda-path`"),
        );
        out.diags = diags;
        return out;
    }
    let tm = match emit::target_machine(sm, out.ptx_version, opts.opt_level) {
        Ok(tm) => tm,
        Err(e) => {
            fail(&mut diags, diags::BACKEND_FAILED, e);
            out.diags = diags;
            return out;
        }
    };
    if let Err(e) = emit::optimize(&module, &tm, opts.opt_level) {
        let code = if e.contains("verifier") { diags::INVALID_MODULE } else { diags::BACKEND_FAILED };
        if opts.want_llvm {
            out.llvm = Some(module.print_to_string().to_string());
        }
        fail(&mut diags, code, e);
        out.diags = diags;
        return out;
    }
    out.times.optimize = start.elapsed();
    if opts.want_llvm {
        out.llvm = Some(module.print_to_string().to_string());
    }
    if opts.want_ptx {
        let start = std::time::Instant::now();
        match emit::ptx(&module, &tm) {
            Ok(text) => out.ptx = Some(text),
            Err(e) => fail(&mut diags, diags::BACKEND_FAILED, e),
        }
        out.times.emit = start.elapsed();
    }
    out.diags = diags;
    out
}

/// Links libdevice into `module` when it calls `__nv_` functions, keeping only what is used:
/// every libdevice definition becomes internal and `globaldce` drops the rest.
fn link_libdevice<'ctx>(cx: &'ctx Context, module: &inkwell::module::Module<'ctx>, path: Option<&std::path::Path>) -> Result<(), String> {
    let needs = module.get_functions().any(|f| f.count_basic_blocks() == 0 && f.get_name().to_bytes().starts_with(b"__nv_"));
    if !needs {
        return Ok(());
    }
    let path = path.ok_or("this module calls math functions from libdevice, but `libdevice.10.bc` was not found")?;
    let lib = inkwell::module::Module::parse_bitcode_from_path(path, cx).map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
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
