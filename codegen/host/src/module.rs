//! The whole host module of one translation unit: the ODR plan from the host roots (`main`,
//! non-inline external host functions, the initializers of globals), the shared lowering with
//! [`HostTarget`], one launch stub per kernel defined here, the host shadow of every
//! `__device__`/`__constant__` variable defined here, and the registration constructor with the
//! fatbin embedded. Returns the IR text and, on request, the x86-64 object (in memory: the driver
//! writes files). The object is optimised and generated before the fatbin exists, which is
//! patched in when the device side hands it over (`elf_patch`).

use frontend::diag::{DiagSink, Diagnostic};
use frontend::intern::Interner;
use frontend::sema::hir::{MemorySpace, Program, Storage};
use frontend::source::Span;
use std::time::{Duration, Instant};

use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{FileType, TargetMachine};
use inkwell::values::FunctionValue;
use inkwell::OptimizationLevel;

use crate::elf_patch::{patch_section, FATBIN_PLACEHOLDER};
use crate::object::{host_target_machine, prepare_module};
use crate::registration::{VarRegistration, FATBIN_SECTION, RDC_SECTION};
use crate::runtime::CudaRuntime;
use crate::target::{kernel_param_types, HostTarget};

/// What to produce.
#[derive(Clone, Copy, Debug)]
pub struct HostOptions<'a> {
    /// 0-3; the host module runs LLVM's `default<On>` pipeline when above 0.
    pub opt_level: u8,
    /// 1 for `-Os`, 2 for `-Oz`: the `default<Os>`/`default<Oz>` pipeline instead.
    pub size_level: u8,
    pub want_object: bool,
    /// Keep the module's text in `HostOutput::llvm` (for `-S --emit=llvm`). Printing it costs
    /// seconds for a large fatbin, so it is done only when asked for.
    pub want_llvm: bool,
    /// Where errors without a better place point (the main file).
    pub anchor: Span,
    /// Debug information (`-g`) from these sources.
    pub debug: Option<codegen::debug_info::DebugOptions<'a>>,
    /// Relocatable device code (`-rdc=true`): the unit's id, which names its register function
    /// (`registration::rdc_symbol`); the "fatbin" given is then the unit's device code record,
    /// put in `.circlec_rdc`.
    pub rdc_unit: Option<&'a str>,
}

/// The host module's IR (before optimisation), its object, diagnostics and phase times.
pub struct HostOutput {
    pub llvm: String,
    pub object: Option<Vec<u8>>,
    pub diags: DiagSink,
    pub times: HostTimes,
}

/// Where the host thread's time went, for `-ftime-report`.
#[derive(Clone, Copy, Debug, Default)]
pub struct HostTimes {
    /// ODR plan, lowering, launch stubs and shadows.
    pub lower: Duration,
    /// LLVM's pass pipeline (none at `-O0`).
    pub optimize: Duration,
    /// x86-64 code generation.
    pub object: Duration,
    /// Waiting for the fatbin.
    pub wait: Duration,
    /// Putting the fatbin in: patching it into the object, or (IR text or no object wanted)
    /// emitting the registration with it, before optimisation.
    pub patch: Duration,
}

/// Lowers the host side of `p` and embeds `fatbin` (registration is emitted only when the unit
/// defines a kernel or a device variable).
pub fn compile_host(
    p: &Program,
    names: &Interner,
    fatbin: &[u8],
    opts: &HostOptions,
) -> HostOutput {
    compile_host_with(p, names, opts, || Some(fatbin.to_vec()))
}

/// As [`compile_host`], but the fatbin is asked for only once it is needed, so the driver can
/// compile the host module while the device targets compile: for an object (without the IR
/// text) after the host module is optimised and its object generated with a placeholder that
/// the fatbin then replaces (`object_before_fatbin`); otherwise once the host code is lowered.
/// `None` (the device side failed) stops there with no object.
pub fn compile_host_with(
    p: &Program,
    names: &Interner,
    opts: &HostOptions,
    fatbin: impl FnOnce() -> Option<Vec<u8>>,
) -> HostOutput {
    let start = Instant::now();
    let mut times = HostTimes::default();
    let mut diags = DiagSink::new();
    let target = HostTarget;
    let plan = codegen::odr::plan(p, names, &target, &mut diags);
    if diags.has_errors() {
        return empty(diags, times);
    }
    let cx = Context::create();
    let mut m = codegen::lower_module(p, names, &cx, &target, &plan, "host", opts.debug.as_ref(), opts.opt_level > 0);
    for d in m.diags.diagnostics() {
        diags.push(d.clone());
    }
    let mut kernels = Vec::new();
    for (f, d) in p.fns.iter() {
        if d.cuda.global && d.body.is_some() {
            let sym = codegen::mangle::fn_symbol(p, names, f);
            let template =
                !d.template_args.is_empty() || d.inline != frontend::sema::hir::Inline::No;
            kernels.push((sym, kernel_param_types(&mut m, f), template));
        }
    }
    let mut vars = Vec::new();
    for (v, var) in p.vars.iter() {
        if var.space == MemorySpace::Managed && var.storage == Storage::Global {
            let name = names.get(var.name);
            diags.push(
                Diagnostic::error(codegen::diags::UNSUPPORTED_CONSTRUCT, var.span, format!("`__managed__` variable `{name}` is not supported by the host code generator yet"))
                    .with_label("managed variable")
                    .with_note("allocate managed memory with `cudaMallocManaged` instead"),
            );
            continue;
        }
        let shadowed = matches!(var.space, MemorySpace::Device | MemorySpace::Constant);
        if shadowed && var.storage == Storage::Global && (!var.is_extern || var.init.is_some()) {
            let g = m.global(v);
            if g.get_initializer().is_none() {
                let ty = m.mem_ty(var.ty);
                g.set_initializer(&ty.const_zero());
                // With relocatable device code other units name the shadow (`extern __device__`
                // variables in `cudaMemcpyToSymbol`), as they name the device variable.
                let shared = opts.rdc_unit.is_some() && var.linkage != frontend::sema::hir::Linkage::Internal;
                g.set_linkage(if shared { Linkage::External } else { Linkage::Internal });
            }
            let (size, _) = m.size_align(var.ty);
            let device_name = codegen::mangle::var_symbol(p, names, v);
            vars.push(VarRegistration {
                shadow: g,
                device_name,
                size,
                constant: var.space == MemorySpace::Constant,
            });
        }
    }
    let module = &m.module;
    let mut rt = CudaRuntime::new(module);
    for (sym, types, template) in &kernels {
        match rt.emit_launch_stub(sym, types, sym) {
            // Instances of kernel templates may be stubbed in several units, like the instances.
            Ok(stub) if *template => stub.function.set_linkage(Linkage::LinkOnceODR),
            Ok(_) => {}
            Err(e) => diags.push(Diagnostic::error(
                codegen::diags::UNSUPPORTED_CONSTRUCT,
                opts.anchor,
                format!("cannot emit the launch stub of `{sym}`: {e:?}"),
            )),
        }
    }
    for v in vars {
        rt.register_var(v);
    }
    times.lower = start.elapsed();
    if opts.want_object && !opts.want_llvm && !crate::used::has_used_lists(module) {
        if diags.has_errors() {
            return empty(diags, times);
        }
        let mut out =
            object_before_fatbin(module, rt, m.dynamic_init_fn, opts, fatbin, diags, &mut times);
        out.times = times;
        return out;
    }
    let t = Instant::now();
    let Some(fatbin) = fatbin() else {
        return empty(diags, times);
    };
    times.wait = t.elapsed();
    let t = Instant::now();
    match opts.rdc_unit {
        Some(sym) => rt.finish_rdc_module(&fatbin, sym),
        None => {
            rt.finish_module(&fatbin);
        }
    }
    // C++ dynamic initialization after the CUDA registration (same priority, later in the list),
    // so initializers may call the CUDA runtime (`finish_module` puts its constructor first).
    if let Some(init) = m.dynamic_init_fn {
        crate::ctors::append_global_ctor(module, init, 65535);
    }
    codegen::remove_unused_declarations(module);
    times.patch = t.elapsed();
    let llvm = if opts.want_llvm { module.print_to_string().to_string() } else { String::new() };
    let out = move |object, diags, times| HostOutput {
        llvm,
        object,
        diags,
        times,
    };
    if diags.has_errors() {
        return out(None, diags, times);
    }
    if let Err(e) = verify(module, opts) {
        diags.push(e);
        return out(None, diags, times);
    }
    if !opts.want_object {
        return out(None, diags, times);
    }
    let object = host_target_machine(level(opts)).and_then(|tm| {
        prepare_module(module, &tm);
        let t = Instant::now();
        optimize(module, &tm, opts)?;
        times.optimize = t.elapsed();
        let t = Instant::now();
        let object = emit_object(module, &tm);
        times.object = t.elapsed();
        object
    });
    match object {
        Ok(bytes) => out(Some(bytes), diags, times),
        Err(e) => {
            diags.push(object_error(opts, &e));
            out(None, diags, times)
        }
    }
}

/// The object path (`want_object` without the IR text): the host module is optimised and its
/// object generated while the device side still works, with a placeholder for the fatbin; the
/// fatbin goes into the object by `elf_patch` when it arrives. The registration emitted after
/// optimisation is small straight-line code that needs none; until then, what it will refer to
/// is held in `llvm.compiler.used` so the optimizer treats it as the registration's calls would.
/// The C++ dynamic initializer is in `llvm.global_ctors` already; the registration constructor
/// goes before it.
fn object_before_fatbin<'ctx>(
    module: &Module<'ctx>,
    rt: CudaRuntime<'_, 'ctx>,
    dynamic_init: Option<FunctionValue<'ctx>>,
    opts: &HostOptions,
    fatbin: impl FnOnce() -> Option<Vec<u8>>,
    diags: DiagSink,
    times: &mut HostTimes,
) -> HostOutput {
    let fail = |mut diags: DiagSink, e: Diagnostic| {
        diags.push(e);
        empty(diags, HostTimes::default())
    };
    codegen::remove_unused_declarations(module);
    if let Err(e) = verify(module, opts) {
        return fail(diags, e);
    }
    let tm = match host_target_machine(level(opts)) {
        Ok(tm) => tm,
        Err(e) => return fail(diags, object_error(opts, &e)),
    };
    prepare_module(module, &tm);
    // The dynamic initializer is optimised where it will run (GlobalOpt may evaluate it); the
    // registration constructor is put before it.
    if let Some(init) = dynamic_init {
        crate::ctors::append_global_ctor(module, init, 65535);
    }
    let held: Vec<_> = rt
        .registered_globals()
        .iter()
        .map(|g| g.as_pointer_value())
        .collect();
    crate::used::hold(module, &held);
    let t = Instant::now();
    let optimized = optimize(module, &tm, opts);
    times.optimize = t.elapsed();
    crate::used::release(module);
    if let Err(e) = optimized {
        return fail(diags, object_error(opts, &e));
    }
    let section = match opts.rdc_unit {
        Some(sym) => {
            rt.finish_rdc_module(FATBIN_PLACEHOLDER, sym);
            RDC_SECTION
        }
        None => match rt.finish_module(FATBIN_PLACEHOLDER) {
            Some(_) => FATBIN_SECTION,
            None => "",
        },
    };
    let t = Instant::now();
    let object = emit_object(module, &tm);
    times.object = t.elapsed();
    let mut object = match object {
        Ok(o) => o,
        Err(e) => return fail(diags, object_error(opts, &e)),
    };
    let t = Instant::now();
    let Some(fatbin) = fatbin() else {
        return empty(diags, HostTimes::default());
    };
    times.wait = t.elapsed();
    let t = Instant::now();
    if !section.is_empty() {
        if let Err(e) = patch_section(&mut object, section, FATBIN_PLACEHOLDER, &fatbin) {
            return fail(
                diags,
                Diagnostic::error(
                    codegen::diags::UNSUPPORTED_CONSTRUCT,
                    opts.anchor,
                    format!("internal error: cannot put the fatbin into the host object: {e}"),
                ),
            );
        }
    }
    times.patch = t.elapsed();
    HostOutput {
        llvm: String::new(),
        object: Some(object),
        diags,
        times: HostTimes::default(),
    }
}

fn empty(diags: DiagSink, times: HostTimes) -> HostOutput {
    HostOutput {
        llvm: String::new(),
        object: None,
        diags,
        times,
    }
}

fn level(opts: &HostOptions) -> OptimizationLevel {
    match opts.opt_level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        3 => OptimizationLevel::Aggressive,
        _ => OptimizationLevel::Default,
    }
}

fn verify(module: &Module<'_>, opts: &HostOptions) -> Result<(), Diagnostic> {
    module.verify().map_err(|e| {
        Diagnostic::error(
            codegen::diags::UNSUPPORTED_CONSTRUCT,
            opts.anchor,
            format!("internal error: invalid host module: {}", e.to_string()),
        )
    })
}

/// LLVM's `default<On>` pipeline, when `-O` is above 0.
fn optimize(module: &Module<'_>, tm: &TargetMachine, opts: &HostOptions) -> Result<(), String> {
    if opts.opt_level == 0 {
        return Ok(());
    }
    module
        .run_passes(
            &match opts.size_level {
                0 => format!("default<O{}>", opts.opt_level.min(3)),
                1 => "default<Os>".to_string(),
                _ => "default<Oz>".to_string(),
            },
            tm,
            PassBuilderOptions::create(),
        )
        .map_err(|e| e.to_string())
}

fn emit_object(module: &Module<'_>, tm: &TargetMachine) -> Result<Vec<u8>, String> {
    tm.write_to_memory_buffer(module, FileType::Object)
        .map(|b| b.as_slice().to_vec())
        .map_err(|e| e.to_string())
}

fn object_error(opts: &HostOptions, e: &str) -> Diagnostic {
    Diagnostic::error(
        codegen::diags::UNSUPPORTED_CONSTRUCT,
        opts.anchor,
        format!("cannot write the host object: {e}"),
    )
}

#[cfg(test)]
#[path = "module_tests.rs"]
mod tests;
