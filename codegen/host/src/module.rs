//! The whole host module of one translation unit: the ODR plan from the host roots (`main`,
//! non-inline external host functions, the initializers of globals), the shared lowering with
//! [`HostTarget`], one launch stub per kernel defined here, the host shadow of every
//! `__device__`/`__constant__` variable defined here, and the registration constructor with the
//! fatbin embedded. Returns the IR text and, on request, the x86-64 object (in memory: the driver
//! writes files).

use frontend::diag::{DiagSink, Diagnostic};
use frontend::intern::Interner;
use frontend::sema::hir::{MemorySpace, Program, Storage};
use frontend::source::Span;
use inkwell::context::Context;
use inkwell::module::Linkage;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::FileType;
use inkwell::OptimizationLevel;

use crate::object::{host_target_machine, prepare_module};
use crate::registration::VarRegistration;
use crate::runtime::CudaRuntime;
use crate::target::{kernel_param_types, HostTarget};

/// What to produce.
#[derive(Clone, Copy, Debug)]
pub struct HostOptions {
    /// 0-3; the host module runs LLVM's `default<On>` pipeline when above 0.
    pub opt_level: u8,
    pub want_object: bool,
    /// Keep the module's text in `HostOutput::llvm` (for `-S --emit=llvm`). Printing it costs
    /// seconds for a large fatbin, so it is done only when asked for.
    pub want_llvm: bool,
    /// Where errors without a better place point (the main file).
    pub anchor: Span,
}

/// The host module's IR (before optimisation), its object, and diagnostics.
pub struct HostOutput {
    pub llvm: String,
    pub object: Option<Vec<u8>>,
    pub diags: DiagSink,
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

/// As [`compile_host`], but the fatbin is asked for only once the host code is lowered, so the
/// driver can lower the host module while the device targets compile. `None` (the device side
/// failed) stops here with an empty output.
pub fn compile_host_with(
    p: &Program,
    names: &Interner,
    opts: &HostOptions,
    fatbin: impl FnOnce() -> Option<Vec<u8>>,
) -> HostOutput {
    let mut diags = DiagSink::new();
    let target = HostTarget;
    let plan = codegen::odr::plan(p, names, &target, &mut diags);
    if diags.has_errors() {
        return HostOutput {
            llvm: String::new(),
            object: None,
            diags,
        };
    }
    let cx = Context::create();
    let mut m = codegen::lower_module(p, names, &cx, &target, &plan, "host");
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
                g.set_linkage(Linkage::Internal);
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
    let Some(fatbin) = fatbin() else {
        return HostOutput {
            llvm: String::new(),
            object: None,
            diags,
        };
    };
    rt.finish_module(&fatbin);
    // C++ dynamic initialization after the CUDA registration (same priority, later in the list),
    // so initializers may call the CUDA runtime.
    if let Some(init) = m.dynamic_init_fn {
        crate::ctors::append_global_ctor(module, init, 65535);
    }
    codegen::remove_unused_declarations(module);
    let llvm = if opts.want_llvm { module.print_to_string().to_string() } else { String::new() };
    if diags.has_errors() {
        return HostOutput {
            llvm,
            object: None,
            diags,
        };
    }
    if let Err(e) = module.verify() {
        diags.push(Diagnostic::error(
            codegen::diags::UNSUPPORTED_CONSTRUCT,
            opts.anchor,
            format!("internal error: invalid host module: {}", e.to_string()),
        ));
        return HostOutput {
            llvm,
            object: None,
            diags,
        };
    }
    if !opts.want_object {
        return HostOutput {
            llvm,
            object: None,
            diags,
        };
    }
    let level = match opts.opt_level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        3 => OptimizationLevel::Aggressive,
        _ => OptimizationLevel::Default,
    };
    let object = host_target_machine(level).and_then(|tm| {
        prepare_module(module, &tm);
        if opts.opt_level > 0 {
            module
                .run_passes(
                    &format!("default<O{}>", opts.opt_level.min(3)),
                    &tm,
                    PassBuilderOptions::create(),
                )
                .map_err(|e| e.to_string())?;
        }
        tm.write_to_memory_buffer(module, FileType::Object)
            .map(|b| b.as_slice().to_vec())
            .map_err(|e| e.to_string())
    });
    match object {
        Ok(bytes) => HostOutput {
            llvm,
            object: Some(bytes),
            diags,
        },
        Err(e) => {
            diags.push(Diagnostic::error(
                codegen::diags::UNSUPPORTED_CONSTRUCT,
                opts.anchor,
                format!("cannot write the host object: {e}"),
            ));
            HostOutput {
                llvm,
                object: None,
                diags,
            }
        }
    }
}

#[cfg(test)]
#[path = "module_tests.rs"]
mod tests;
