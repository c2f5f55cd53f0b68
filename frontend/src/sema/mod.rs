//! Semantic analysis: names, types, overloads, templates, CUDA rules and the codegen context.
//! `check` turns the syntax tree into the checked [`Program`] (see `hir.rs`) that every
//! target's codegen reads; `dump` prints it for `--dump-ast`.
//!
//! Map: `types.rs` (interned types), `arith.rs` (integer kinds, promotions, usual arithmetic
//! conversions),
//! `conversions.rs` (standard conversion sequences and ranks), `layout.rs` (LP64 record layout),
//! `hir.rs` (the checked program), `builtins.rs` (the CUDA builtin table),
//! `codegen_context.rs` (the rules of codegen constants), `diags.rs` (error codes).
//! The checker itself: `ctx.rs` (state, scopes, lookup), `decls.rs`, `functions.rs` and
//! `records.rs` (declarations), `classes.rs` (constructors, destructors), `inheritance.rs` (base
//! classes), `access.rs` (public, protected, private), `resolve_types.rs` (types as written),
//! `inline_asm.rs` (GNU `asm` statements, with the letters of
//! `asm_constraints.rs`), `exprs.rs`, `operators.rs`, `overload_operators.rs`, `calls.rs`, `overloads.rs`, `launch.rs`,
//! `casts.rs`, `init.rs` (expressions), `stmts.rs`, `templates.rs`, `class_templates.rs` (class
//! and alias templates), `placeholders.rs` (`auto` deduction), `range_for.rs`, `lambdas.rs`
//! (closures), `variadic.rs` (packs), `sig_pattern.rs` (function template signatures for
//! mangling), `consteval.rs` (constant folding), `dump.rs` (`--dump-ast`). Small checks kept
//! apart: `params.rs` (void and incomplete parameters), `alignas_check.rs` (weaker `alignas`),
//! `exceptions.rs` (`throw`, `try`), `func_name.rs` (`__func__`), `const_builtins.rs`
//! (`__builtin_nanf`, `__builtin_inff`, `__builtin_huge_val[f]`), `fp_classify.rs`
//! (`__builtin_isnan` and the other classification builtins, checked and folded).

pub mod access;
mod alignas_check;
mod bit_fields;
mod complex;
mod member_classes;
mod member_pointers;
mod mem_init_packs;
pub mod arith;
pub mod asm_constraints;
pub mod atomics;
pub mod tex_surf;
pub mod builtins;
mod braced_args;
mod template_names;
mod bindings;
mod calls;
mod inherited_ctors;
mod kernel_attrs;
mod symbol_attrs;
mod classes;
mod casts;
mod class_templates;
pub mod codegen_context;
pub mod consteval;
mod const_builtins;
pub mod fp_classify;
mod conversion_fns;
mod ctor_templates;
pub mod conversions;
mod ctx;
/// The deepest expression sema checks; the checked tree (with its implicit casts) is at most a
/// few times deeper, which bounds the recursion of constant evaluation and codegen.
pub use ctx::MAX_EXPR_DEPTH;
mod decls;
mod downcasts;
pub mod diags;
mod dump;
mod exceptions;
mod exprs;
mod fn_specializations;
mod func_name;
mod functions;
pub mod hir;
mod implicit_copy;
mod inline_asm;
mod inheritance;
mod init;
mod initializer_lists;
mod generic_lambdas;
mod lambda_captures;
mod lambda_this;
mod lambda_fn_ptr;
mod lambdas;
mod meta;
mod meta_printf;
mod introspect;
mod late_definitions;
mod launch;
mod library_builtins;
pub mod layout;
mod new_delete;
mod noexcept_expr;
mod object_param;
mod offsetof;
mod operators;
mod overload_operators;
mod overloads;
mod params;
mod partial_order;
mod placeholders;
mod range_for;
mod records;
mod sig_pattern;
pub mod resolve_types;
mod stmts;
mod target_if;
mod templates;
mod trailing_return;
mod type_traits;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod classes_tests;
pub mod types;
mod variadic;
mod using_members;
mod var_templates;
mod virtual_bases;
pub mod virtuals;

use crate::ast::TranslationUnit;
use crate::diag::DiagSink;
use crate::intern::Interner;
use crate::source::SourceMap;

pub use hir::Program;

const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Program>();
};

/// Checks a parsed translation unit.
pub fn check(tu: &TranslationUnit, sm: &SourceMap, names: &mut Interner, diags: &mut DiagSink) -> Program {
    check_with(tu, sm, names, diags, crate::Limits::default(), crate::Leniency::default())
}

/// The default bound on nested template instantiations, clang's and g++'s (`-ftemplate-depth`).
pub const DEFAULT_TEMPLATE_DEPTH: u32 = 1024;

/// The default bounds on one constant evaluation, clang's (`-fconstexpr-steps`,
/// `-fconstexpr-depth`; g++ also nests 512 calls).
pub const DEFAULT_CONSTEXPR_STEPS: u32 = 1_048_576;
pub const DEFAULT_CONSTEXPR_DEPTH: u32 = 512;

/// [`check`] under `limits` (the parser's bracket depth is not used here) and `leniency`.
pub fn check_with(tu: &TranslationUnit, sm: &SourceMap, names: &mut Interner, diags: &mut DiagSink, limits: crate::Limits, leniency: crate::Leniency) -> Program {
    let mut c = ctx::Checker::new(tu, sm, names, diags);
    c.leniency = leniency;
    c.max_inst_depth = limits.template_depth;
    c.p.constexpr_limits = (limits.constexpr_steps, limits.constexpr_depth);
    let mut top = Vec::new();
    for &d in &tu.top {
        top.extend(c.check_decl(d, decls::At::Namespace));
    }
    c.check_deferred_bodies();
    c.report_stray_braced_args();
    c.report_stray_template_names();
    c.record_call_triviality();
    c.p.pure_virtuals = c.classes.pure.clone();
    top.append(&mut c.instances);
    c.p.top = top;
    c.p
}

/// Renders the checked program as the stable tree printed by `--dump-ast`.
pub fn dump(program: &Program, names: &Interner, sm: &SourceMap) -> String {
    dump::dump(program, names, sm)
}
