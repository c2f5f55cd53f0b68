//! Target-independent lowering of the checked program to LLVM IR through inkwell: types and
//! layouts, locals, expressions and statements, globals; the ODR-use worklist over a petgraph
//! graph; and the small [`Target`] trait through which `codegen/nvvm` and `codegen/host` state
//! what differs (address spaces, calling convention, builtins, kernel marking).
//!
//! Map: `odr.rs` (what a target's module contains, and the errors found deciding it;
//! `odr_throw.rs` its handling of `throw` and `try`), `abi.rs` (how functions pass parameters
//! and return values, as clang does, and the kernel parameter size limit), `module_cx.rs`
//! (per-module context: types, declarations, globals, constants), `function.rs` (per-function
//! context, statements), `expr.rs` (values of expressions), `fp_classify.rs` (`__builtin_isnan`
//! and friends), `atomics.rs` (GCC's `__atomic_*` builtins), `gnu_builtins.rs` (`__builtin_clz`, `__builtin_memcpy` and the other GCC
//! builtins), `labels.rs` (`goto` and its labels), `llvm_fatal.rs` (LLVM's fatal errors as circlec's own), `inline_asm.rs` (GNU `asm` statements), `place.rs` (addresses of glvalues, loads, stores, initialization),
//! `cleanups.rs` (constructors, member initializers, destructors at scope exits),
//! `structors.rs` (which constructor/destructor variant is defined and which one a call uses),
//! `static_locals.rs` (guarded function-local statics), `loop_metadata.rs` (`#pragma unroll` as
//! `!llvm.loop`), `vtables.rs` (virtual functions), `mangle.rs` (symbols), `target.rs` (the
//! trait), `diags.rs` (E07xx–E08xx), `debug_info.rs` (DWARF subprograms and line locations
//! for `-g`, `-G` and `-lineinfo`), `testing.rs` (a HIR builder for tests).

pub mod abi;
mod atomics;
mod bit_fields;
mod complex;
mod eh;
mod rtti;
pub mod cleanups;
pub mod debug_info;
pub mod diags;
pub mod loop_metadata;
pub mod expr;
mod fp_classify;
mod gnu_builtins;
mod inline_asm;
mod labels;
mod llvm_fatal;
pub use llvm_fatal::install_fatal_error_handler;
pub mod place;
pub mod function;
pub mod mangle;
pub mod module_cx;
pub mod odr;
pub mod structors;
mod symbols;
pub mod static_locals;
pub mod target;
pub mod target_diags;
pub mod vtables;
pub mod vtable_groups;
/// Hand-built checked programs for tests (the `testing` feature; dev-dependents enable it).
#[cfg(any(test, feature = "testing"))]
pub mod testing;

pub use function::FunctionCx;
pub use module_cx::ModuleCx;
pub use target::Target;

use frontend::intern::Interner;
use frontend::sema::hir::Program;
use inkwell::context::Context;
use inkwell::values::BasicValue;

/// Lowers everything `target` ODR-uses into a fresh module of context `cx`, with debug
/// information when `debug` asks for it (`optimized`: the module will be optimised). Errors go
/// to the returned sink; the module is returned even then (it may be incomplete).
#[allow(clippy::too_many_arguments)]
pub fn lower_module<'a, 'ctx>(
    p: &'a Program,
    names: &'a Interner,
    cx: &'ctx Context,
    target: &'a dyn Target,
    plan: &'a odr::OdrPlan,
    module_name: &str,
    debug: Option<&debug_info::DebugOptions<'a>>,
    optimized: bool,
) -> ModuleCx<'a, 'ctx> {
    let mut m = ModuleCx::new(p, names, cx, target, plan, module_name);
    m.debug = debug.map(|d| debug_info::DebugInfo::new(&m.module, cx, d, target.is_device(), optimized));
    m.declare_functions();
    m.emit_globals();
    for &f in &plan.define {
        FunctionCx::lower(&mut m, f);
    }
    m.lower_complete_bodies();
    for &f in &plan.define {
        if p.fns[f].cuda.global {
            let func = m.fns[&f];
            target.mark_kernel(&mut m, f, func);
            if target.is_device() {
                m.check_kernel_param_size(f);
            }
        }
    }
    if let Some(&owner) = plan.define.first() {
        if let Some(init) = FunctionCx::lower_dynamic_inits(&mut m, owner) {
            m.dynamic_init_fn = Some(init);
        }
        m.lower_complete_bodies();
    }
    m.emit_aliases();
    m.emit_compiler_used();
    target.finish_module(&mut m);
    if let Some(di) = m.debug.as_mut() {
        di.finish(&m.module);
    }
    remove_unused_declarations(&m.module);
    m
}

/// Deletes declarations nothing calls (those a target replaced, such as `printf`).
pub fn remove_unused_declarations(module: &inkwell::module::Module<'_>) {
    let unused: Vec<_> = module
        .get_functions()
        .filter(|f| f.count_basic_blocks() == 0 && f.as_global_value().as_pointer_value().get_first_use().is_none())
        .collect();
    for f in unused {
        // SAFETY: the function has no uses and no body.
        unsafe { f.delete() };
    }
}

/// Returns the LLVM version string inkwell was built against (a toolchain smoke test).
pub fn llvm_version() -> String {
    let (major, minor, patch) = inkwell::support::get_llvm_version();
    format!("{major}.{minor}.{patch}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn links_against_llvm_19() {
        assert!(super::llvm_version().starts_with("19."), "{}", super::llvm_version());
    }
}
