//! Unit tests of the ODR walk over hand-built programs, with stand-in device and host targets
//! that answer only what the walk asks.

use super::*;
use crate::function::FunctionCx;
use crate::module_cx::ModuleCx;
use crate::testing::HirBuilder;
use frontend::sema::builtins::{BuiltinId, BuiltinVar};
use frontend::sema::hir::{BinaryOp, CudaTags, VarDecl};
use frontend::sema::types::builtin::{BOOL, INT, VOID};
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue};

/// A device target that only answers the questions the ODR walk asks; the flag: relocatable
/// device code.
struct Sm(u32, bool);

impl Target for Sm {
    fn target(&self) -> codegen_consts::Target {
        codegen_consts::Target::Sm(self.0)
    }
    fn triple(&self) -> &str {
        "nvptx64-nvidia-cuda"
    }
    fn data_layout(&self) -> &str {
        ""
    }
    fn asm_arch(&self) -> frontend::sema::asm_constraints::AsmArch {
        frontend::sema::asm_constraints::AsmArch::Nvptx
    }
    fn is_device(&self) -> bool {
        true
    }
    fn relocatable(&self) -> bool {
        self.1
    }
    fn global_address_space(&self, _: &VarDecl) -> u16 {
        0
    }
    fn mark_kernel<'ctx>(&self, _: &mut ModuleCx<'_, 'ctx>, _: FnId, _: FunctionValue<'ctx>) {}
    fn builtin_var<'ctx>(&self, _: &mut FunctionCx<'_, '_, 'ctx>, _: BuiltinVar, _: u8) -> Result<IntValue<'ctx>, String> {
        Err("unused".into())
    }
    fn builtin_call<'ctx>(&self, _: &mut FunctionCx<'_, '_, 'ctx>, _: BuiltinId, _: &[BasicValueEnum<'ctx>]) -> Result<Option<BasicValueEnum<'ctx>>, String> {
        Err("unused".into())
    }
    fn check_builtin(&self, id: BuiltinId) -> Result<(), String> {
        if id.overload().min_sm > self.0 {
            return Err(format!("it needs sm_{}", id.overload().min_sm));
        }
        Ok(())
    }
    fn finish_module(&self, _: &mut ModuleCx<'_, '_>) {}
}

/// Plans `h` for `sm` (relocatable device code) and compares
/// `define: a b; declare: c; vars: v; errors: E0701` with `expected`.
fn check(h: &HirBuilder, sm: u32, expected: &str) {
    check_with(h, Sm(sm, true), expected)
}

fn check_with(h: &HirBuilder, target: Sm, expected: &str) {
    let sm = target.0;
    let mut diags = DiagSink::new();
    let plan = plan(&h.p, &h.names, &target, &mut diags);
    let fns = |v: &[FnId]| v.iter().map(|&f| h.names.get(h.p.fns[f].name).to_string()).collect::<Vec<_>>().join(" ");
    let vars = plan.vars.iter().map(|&v| h.names.get(h.p.vars[v].name).to_string()).collect::<Vec<_>>().join(" ");
    let errors = diags.diagnostics().iter().map(|d| d.code.code).collect::<Vec<_>>().join(" ");
    let got = format!("define: {}; declare: {}; vars: {vars}; errors: {errors}", fns(&plan.define), fns(&plan.declare));
    assert_eq!(got, expected, "sm_{sm}");
}

/// The host target, for the walk's host rules.
struct Host;

impl Target for Host {
    fn target(&self) -> codegen_consts::Target {
        codegen_consts::Target::Host
    }
    fn triple(&self) -> &str {
        "x86_64-unknown-linux-gnu"
    }
    fn data_layout(&self) -> &str {
        ""
    }
    fn asm_arch(&self) -> frontend::sema::asm_constraints::AsmArch {
        frontend::sema::asm_constraints::AsmArch::X86_64
    }
    fn is_device(&self) -> bool {
        false
    }
    fn global_address_space(&self, _: &VarDecl) -> u16 {
        0
    }
    fn mark_kernel<'ctx>(&self, _: &mut ModuleCx<'_, 'ctx>, _: FnId, _: FunctionValue<'ctx>) {}
    fn builtin_var<'ctx>(&self, _: &mut FunctionCx<'_, '_, 'ctx>, _: BuiltinVar, _: u8) -> Result<IntValue<'ctx>, String> {
        Err("unused".into())
    }
    fn builtin_call<'ctx>(&self, _: &mut FunctionCx<'_, '_, 'ctx>, _: BuiltinId, _: &[BasicValueEnum<'ctx>]) -> Result<Option<BasicValueEnum<'ctx>>, String> {
        Err("unused".into())
    }
    fn check_builtin(&self, _: BuiltinId) -> Result<(), String> {
        Ok(())
    }
    fn finish_module(&self, _: &mut ModuleCx<'_, '_>) {}
}

#[test]
fn host_rules() {
    let mut h = HirBuilder::new();
    let (dev, _) = h.func("dev", VOID, &[], CudaTags { device: true, ..untagged() }, Inline::No);
    let r = h.ret(None);
    h.set_body(dev, vec![r]);
    let (k, _) = h.kernel("k", &[]);
    h.set_body(k, vec![]);
    let (main, _) = h.func("main", INT, &[], untagged(), Inline::No);
    let c1 = h.call(dev, vec![]);
    let c2 = h.call(k, vec![]);
    let c3 = h.builtin("__syncthreads", 0, vec![], VOID);
    let stmts = [c1, c2, c3].map(|e| h.expr_stmt(e)).to_vec();
    h.set_body(main, stmts);
    let mut diags = DiagSink::new();
    let p = plan(&h.p, &h.names, &Host, &mut diags);
    let codes: Vec<&str> = diags.diagnostics().iter().map(|d| d.code.code).collect();
    assert_eq!(codes, ["E0710", "E0710", "E0710"]);
    assert_eq!(p.define.iter().map(|&f| h.names.get(h.p.fns[f].name)).collect::<Vec<_>>(), ["main"]);
}

fn untagged() -> CudaTags {
    CudaTags::default()
}

/// kernel k() { @codegen if (__nvvm_arch >= 70) new_path(); else { old_path(); ext(); } }
fn codegen_if_program() -> HirBuilder {
    let mut h = HirBuilder::new();
    let (new_path, _) = h.func("new_path", VOID, &[], untagged(), Inline::No);
    let (old_path, _) = h.func("old_path", VOID, &[], untagged(), Inline::Explicit);
    let (ext, _) = h.func("ext", VOID, &[], CudaTags { device: true, ..untagged() }, Inline::No);
    for f in [new_path, old_path] {
        let r = h.ret(None);
        h.set_body(f, vec![r]);
    }
    let (_unused, _) = h.func("unused", VOID, &[], untagged(), Inline::No);
    let r = h.ret(None);
    h.set_body(_unused, vec![r]);
    let (k, _) = h.kernel("k", &[]);
    let arch = h.arch();
    let seventy = h.int(70);
    let pred = h.bin(BinaryOp::Ge, arch, seventy, BOOL);
    let c1 = h.call(new_path, vec![]);
    let then = h.expr_stmt(c1);
    let c2 = h.call(old_path, vec![]);
    let c3 = h.call(ext, vec![]);
    let s2 = h.expr_stmt(c2);
    let s3 = h.expr_stmt(c3);
    let els = h.block(vec![s2, s3]);
    let cif = h.s(Stmt::CodegenIf { pred, then, els: Some(els) });
    h.set_body(k, vec![cif]);
    h
}

#[test]
fn only_the_taken_branch_is_walked() {
    let h = codegen_if_program();
    check(&h, 52, "define: k old_path; declare: ext; vars: ; errors: ");
    check(&h, 70, "define: k new_path; declare: ; vars: ; errors: ");
    // Without relocatable device code the external `__device__` callee is an error, only where
    // the branch that calls it is taken.
    check_with(&h, Sm(52, false), "define: k old_path; declare: ; vars: ; errors: E0712");
    check_with(&h, Sm(70, false), "define: k new_path; declare: ; vars: ; errors: ");
}

#[test]
fn roots_and_errors() {
    let mut h = HirBuilder::new();
    // A non-inline __device__ function is a root even unused; a __device__ variable too.
    let (dev, _) = h.func("dev", INT, &[], CudaTags { device: true, ..untagged() }, Inline::No);
    let one = h.int(1);
    let r = h.ret(Some(one));
    h.set_body(dev, vec![r]);
    let _g = h.var("g", INT, Storage::Global, MemorySpace::Device, None);
    let host_var = h.var("host_var", INT, Storage::Global, MemorySpace::None, None);
    let (host_fn, _) = h.func("host_fn", VOID, &[], CudaTags { host: true, ..untagged() }, Inline::No);
    let r = h.ret(None);
    h.set_body(host_fn, vec![r]);
    let (k, _) = h.kernel("k", &[]);
    let c = h.call(host_fn, vec![]);
    let c2 = h.call(host_fn, vec![]);
    let v = h.rv(host_var);
    let sleep = h.builtin("__nanosleep", 0, vec![], VOID);
    let stmts = [c, c2, v, sleep].map(|e| h.expr_stmt(e)).to_vec();
    h.set_body(k, stmts);
    // host_fn is reported once although called twice; __nanosleep only below sm_70.
    check(&h, 60, "define: dev k; declare: ; vars: g; errors: E0702 E0703 E0704");
    check(&h, 80, "define: dev k; declare: ; vars: g; errors: E0702 E0703");
}
