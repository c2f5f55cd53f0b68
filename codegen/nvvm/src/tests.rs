//! End-to-end tests of the device target over hand-built checked programs: per-sm modules,
//! `@codegen if`, the ODR plan's linkage, memory spaces, builtins, diagnostics with chains, and
//! PTX (assembled with ptxas when `$PTXAS` names it).

use codegen::testing::HirBuilder;
use frontend::diag::Severity;
use frontend::sema::builtins::BuiltinVar;
use frontend::sema::hir::*;
use frontend::sema::types::builtin::{BOOL, INT, UINT, VOID, DOUBLE};
use frontend::source::{FileId, Span};

use super::*;

fn opts(opt_level: u8) -> Options<'static> {
    Options { opt_level, size_level: 0, fp: FpMode::default(), want_llvm: true, want_ptx: true, anchor: Span::new(FileId(0), 0, 0), libdevice: None, debug: None, rdc: false, partial: false }
}

fn sm(code: u32) -> &'static SmInfo {
    codegen_consts::sm_info(code).unwrap()
}

/// The demo program: a kernel with arithmetic, a loop with break/continue, calls of an untagged
/// helper and an inline function, `threadIdx`, `__shared__`, `__syncthreads`, and a
/// `@codegen if` choosing `atomicAdd` on sm_70+ and a plain store below.
fn demo() -> HirBuilder {
    let mut h = HirBuilder::new();
    let pint = h.ptr(INT);
    let tile_ty = h.p.types.array(INT, Some(256));
    let tile = h.var("tile", tile_ty, Storage::Global, MemorySpace::Shared, None);
    let seven = h.int(7);
    let _gconst = h.var("gscale", INT, Storage::Global, MemorySpace::Device, Some(seven));

    // int helper(int a, int b) { return a * b + 1; }
    let (helper, hp) = h.func("helper", INT, &[("a", INT), ("b", INT)], CudaTags::default(), Inline::No);
    let a = h.rv(hp[0]);
    let b = h.rv(hp[1]);
    let m = h.bin(BinaryOp::Mul, a, b, INT);
    let one = h.int(1);
    let add = h.bin(BinaryOp::Add, m, one, INT);
    let r = h.ret(Some(add));
    h.set_body(helper, vec![r]);

    // inline int twice(int x) { return x + x; }
    let (twice, tp) = h.func("twice", INT, &[("x", INT)], CudaTags::default(), Inline::Explicit);
    let x1 = h.rv(tp[0]);
    let x2 = h.rv(tp[0]);
    let s = h.bin(BinaryOp::Add, x1, x2, INT);
    let r = h.ret(Some(s));
    h.set_body(twice, vec![r]);

    // __device__ int dev_only(int x) { return x - 1; }
    let (dev, dp) = h.func("dev_only", INT, &[("x", INT)], CudaTags { device: true, ..Default::default() }, Inline::No);
    let x = h.rv(dp[0]);
    let one = h.int(1);
    let s = h.bin(BinaryOp::Sub, x, one, INT);
    let r = h.ret(Some(s));
    h.set_body(dev, vec![r]);

    // int unused(int x) { return x; }
    let (unused, up) = h.func("unused", INT, &[("x", INT)], CudaTags::default(), Inline::No);
    let x = h.rv(up[0]);
    let r = h.ret(Some(x));
    h.set_body(unused, vec![r]);

    // __global__ void k(int* out, int n)
    let (k, kp) = h.kernel("k", &[("out", pint), ("n", INT)]);
    h.p.fns[k].launch_bounds = Some((256, Some(2)));
    // int i = threadIdx.x + blockIdx.x * blockDim.x;
    let tx = h.axis(BuiltinVar::ThreadIdx, 0);
    let bx = h.axis(BuiltinVar::BlockIdx, 0);
    let bd = h.axis(BuiltinVar::BlockDim, 0);
    let mul = h.bin(BinaryOp::Mul, bx, bd, UINT);
    let sum = h.bin(BinaryOp::Add, tx, mul, UINT);
    let i_init = h.cast(CastKind::IntegralCast, sum, INT);
    let (i, decl_i) = h.local("i", INT, Some(i_init));
    // int acc = 0;
    let zero = h.int(0);
    let (acc, decl_acc) = h.local("acc", INT, Some(zero));
    // for (int j = 0; j < n; j++) { if (j == 3) continue; acc += helper(j, i); if (acc > 1000) break; }
    let zero = h.int(0);
    let (j, decl_j) = h.local("j", INT, Some(zero));
    let jv = h.rv(j);
    let nv = h.rv(kp[1]);
    let cond = h.bin(BinaryOp::Lt, jv, nv, BOOL);
    let jl = h.lv(j);
    let inc = h.e(ExprKind::IncDec { inc: true, prefix: false, operand: jl }, INT, ValueCat::PrValue);
    let jv = h.rv(j);
    let three = h.int(3);
    let eq = h.bin(BinaryOp::Eq, jv, three, BOOL);
    let cont = h.s(Stmt::Continue);
    let if1 = h.s(Stmt::If { cond: eq, then: cont, els: None });
    let jv = h.rv(j);
    let iv = h.rv(i);
    let call = h.call(helper, vec![jv, iv]);
    let accl = h.lv(acc);
    let asg = h.assign(Some(BinaryOp::Add), accl, call);
    let asg = h.expr_stmt(asg);
    let accv = h.rv(acc);
    let lim = h.int(1000);
    let gt = h.bin(BinaryOp::Gt, accv, lim, BOOL);
    let brk = h.s(Stmt::Break);
    let if2 = h.s(Stmt::If { cond: gt, then: brk, els: None });
    let body = h.block(vec![if1, asg, if2]);
    let for_ = h.s(Stmt::For { init: Some(decl_j), cond: Some(cond), inc: Some(inc), body });
    // tile[threadIdx.x] = acc;
    let tl = h.lv(tile);
    let tptr = h.cast(CastKind::ArrayToPointer, tl, pint);
    let tx = h.axis(BuiltinVar::ThreadIdx, 0);
    let el = h.index(tptr, tx);
    let accv = h.rv(acc);
    let st = h.assign(None, el, accv);
    let st = h.expr_stmt(st);
    // __syncthreads();
    let sync = h.builtin("__syncthreads", 0, vec![], VOID);
    let sync = h.expr_stmt(sync);
    // @codegen if (__nvvm_arch >= 70) atomicAdd(out, twice(tile[0])); else out[i] = dev_only(tile[0]);
    let arch = h.arch();
    let seventy = h.int(70);
    let pred = h.bin(BinaryOp::Ge, arch, seventy, BOOL);
    let tl = h.lv(tile);
    let tptr = h.cast(CastKind::ArrayToPointer, tl, pint);
    let z = h.int(0);
    let t0 = h.index(tptr, z);
    let t0 = h.load(t0);
    let tw = h.call(twice, vec![t0]);
    let outv = h.rv(kp[0]);
    let atomic = h.builtin("atomicAdd", 0, vec![outv, tw], INT);
    let then = h.expr_stmt(atomic);
    let tl = h.lv(tile);
    let tptr = h.cast(CastKind::ArrayToPointer, tl, pint);
    let z = h.int(0);
    let t0 = h.index(tptr, z);
    let t0 = h.load(t0);
    let dv = h.call(dev, vec![t0]);
    let outv = h.rv(kp[0]);
    let iv = h.rv(i);
    let el = h.index(outv, iv);
    let st2 = h.assign(None, el, dv);
    let els = h.expr_stmt(st2);
    let cif = h.s(Stmt::CodegenIf { pred, then, els: Some(els) });
    h.set_body(k, vec![decl_i, decl_acc, for_, st, sync, cif]);
    h
}

fn ptxas_check(text: &str, sm: &SmInfo) {
    let Ok(ptxas) = std::env::var("PTXAS") else { return };
    let dir = std::env::temp_dir().join(format!("circlec-nvvm-test-{}-{}", std::process::id(), sm.name));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("k.ptx");
    std::fs::write(&f, text).unwrap();
    let out = std::process::Command::new(ptxas).arg(format!("-arch={}", sm.name)).arg(&f).arg("-o").arg(dir.join("k.cubin")).output().unwrap();
    assert!(out.status.success(), "ptxas failed for {}:\n{}\n{text}", sm.name, String::from_utf8_lossy(&out.stderr));
}

#[test]
fn demo_kernel_per_sm() {
    let h = demo();
    let outs = compile(&h.p, &h.names, &[sm(52), sm(70)], &opts(0));
    for o in &outs {
        let errs: Vec<_> = o.diags.diagnostics().iter().map(|d| d.message.clone()).collect();
        assert!(errs.is_empty(), "{}: {errs:?}\n{}", o.sm.name, o.llvm.as_deref().unwrap_or(""));
    }
    if std::env::var_os("CIRCLEC_DUMP").is_some() {
        for o in &outs {
            eprintln!("{}\n{}", o.llvm.as_deref().unwrap_or(""), o.ptx.as_deref().unwrap_or(""));
        }
    }
    let ir52 = outs[0].llvm.as_deref().unwrap();
    let ir70 = outs[1].llvm.as_deref().unwrap();
    for ir in [ir52, ir70] {
        assert!(ir.contains("target triple = \"nvptx64-nvidia-cuda\""), "{ir}");
        assert!(ir.contains("define ptx_kernel void @k(ptr"), "{ir}");
        assert!(ir.contains("define internal i32 @_Z6helperii("), "{ir}");
        assert!(ir.contains("define i32 @_Z8dev_onlyi("), "{ir}");
        assert!(!ir.contains("unused"), "{ir}");
        assert!(ir.contains("@tile = addrspace(3) global [256 x i32] undef, align 4"), "{ir}");
        assert!(ir.contains("@_Z6gscale") || ir.contains("@gscale = addrspace(1) externally_initialized global i32 7"), "{ir}");
        assert!(ir.contains("call void @llvm.nvvm.barrier0()"), "{ir}");
        assert!(ir.contains("!{ptr @k, !\"kernel\", i32 1}"), "{ir}");
        assert!(ir.contains("!{ptr @k, !\"maxntidx\", i32 256, !\"minctasm\", i32 2}"), "{ir}");
        assert!(ir.contains("!nvvmir.version"), "{ir}");
        assert!(ir.contains("nvvm-reflect-ftz"), "{ir}");
    }
    // sm_70 takes the atomicAdd branch (which uses the inline `twice`), sm_52 the store.
    assert!(ir70.contains("atomicrmw add ptr"), "{ir70}");
    assert!(ir70.contains("define linkonce_odr i32 @_Z5twicei("), "{ir70}");
    assert!(!ir52.contains("atomicrmw"), "{ir52}");
    assert!(!ir52.contains("twice"), "{ir52}");
    for o in &outs {
        let ptx = o.ptx.as_deref().unwrap();
        assert!(ptx.contains(&format!(".target {}", o.sm.name)), "{ptx}");
        assert!(ptx.contains(".visible .entry k("), "{ptx}");
        assert!(ptx.contains(".maxntid 256, 1, 1"), "{ptx}");
        assert!(ptx.contains("bar.sync"), "{ptx}");
        ptxas_check(ptx, o.sm);
    }
}

#[test]
fn optimised_output_is_deterministic_across_thread_counts() {
    let h = demo();
    let sms = [sm(52), sm(60), sm(70), sm(80)];
    let one = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap().install(|| compile(&h.p, &h.names, &sms, &opts(2)));
    let many = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap().install(|| compile(&h.p, &h.names, &sms, &opts(2)));
    for (a, b) in one.iter().zip(&many) {
        assert!(a.diags.diagnostics().is_empty());
        assert_eq!(a.llvm, b.llvm);
        assert_eq!(a.ptx, b.ptx);
        ptxas_check(a.ptx.as_deref().unwrap(), a.sm);
    }
}

#[test]
fn builtin_unavailable_on_old_sm_names_the_chain() {
    let mut h = HirBuilder::new();
    let pd = h.ptr(DOUBLE);
    // void add(double* p) { atomicAdd(p, 1.0); }   (untagged, called from the kernel)
    let (f, fp) = h.func("add", VOID, &[("p", pd)], CudaTags::default(), Inline::No);
    let pv = h.rv(fp[0]);
    let one = h.e(ExprKind::FloatLit(1.0), DOUBLE, ValueCat::PrValue);
    let call = h.builtin("atomicAdd", 4, vec![pv, one], DOUBLE);
    let s = h.expr_stmt(call);
    h.set_body(f, vec![s]);
    let (k, kp) = h.kernel("k", &[("p", pd)]);
    let pv = h.rv(kp[0]);
    let c = h.call(f, vec![pv]);
    let s = h.expr_stmt(c);
    h.set_body(k, vec![s]);
    let outs = compile(&h.p, &h.names, &[sm(52), sm(60)], &opts(0));
    let d = outs[0].diags.diagnostics();
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0].severity, Severity::Error);
    assert_eq!(d[0].code.code, "E0704");
    assert!(d[0].message.contains("`atomicAdd` is not available on sm_52"), "{}", d[0].message);
    assert!(d[0].notes.iter().any(|n| n == "ODR used by: kernel `k` → `add`"), "{:?}", d[0].notes);
    assert_eq!(d[0].secondary.len(), 1);
    assert!(outs[1].diags.diagnostics().is_empty());
    assert!(outs[1].llvm.as_deref().unwrap().contains("atomicrmw fadd ptr"));
    ptxas_check(outs[1].ptx.as_deref().unwrap(), outs[1].sm);
}

#[test]
fn host_function_and_undefined_callee_are_errors() {
    let mut h = HirBuilder::new();
    let (hostf, _) = h.func("host_only", VOID, &[], CudaTags { host: true, ..Default::default() }, Inline::No);
    let r = h.ret(None);
    h.set_body(hostf, vec![r]);
    let (ext, _) = h.func("ext", VOID, &[], CudaTags::default(), Inline::No);
    let (extdev, _) = h.func("ext_dev", VOID, &[], CudaTags { device: true, ..Default::default() }, Inline::No);
    let (mid, _) = h.func("mid", VOID, &[], CudaTags::default(), Inline::No);
    let c1 = h.call(hostf, vec![]);
    let c2 = h.call(ext, vec![]);
    let c3 = h.call(extdev, vec![]);
    let s1 = h.expr_stmt(c1);
    let s2 = h.expr_stmt(c2);
    let s3 = h.expr_stmt(c3);
    h.set_body(mid, vec![s1, s2, s3]);
    let (k, _) = h.kernel("k", &[]);
    let c = h.call(mid, vec![]);
    let s = h.expr_stmt(c);
    h.set_body(k, vec![s]);
    let outs = compile(&h.p, &h.names, &[sm(70)], &opts(0));
    let d = outs[0].diags.diagnostics();
    let codes: Vec<&str> = d.iter().map(|d| d.code.code).collect();
    // The external `__device__` callee needs relocatable device code (E0712).
    assert_eq!(codes, ["E0702", "E0701", "E0712"], "{d:?}");
    assert!(d.iter().all(|d| d.notes.iter().any(|n| n == "ODR used by: kernel `k` → `mid`")), "{d:?}");
    assert!(d[0].message.contains("for sm_70"));

    // Relocatable (`-rdc`), without the bad calls: the external __device__ callee is declared.
    let mut h2 = HirBuilder::new();
    let (extdev, _) = h2.func("ext_dev", VOID, &[], CudaTags { device: true, ..Default::default() }, Inline::No);
    let (k, _) = h2.kernel("k", &[]);
    let c = h2.call(extdev, vec![]);
    let s = h2.expr_stmt(c);
    h2.set_body(k, vec![s]);
    let outs = compile(&h2.p, &h2.names, &[sm(70)], &Options { rdc: true, ..opts(0) });
    assert!(outs[0].diags.diagnostics().is_empty());
    assert!(outs[0].llvm.as_deref().unwrap().contains("declare void @_Z7ext_devv()"));
}

#[test]
fn unsupported_sm_lists_the_supported_ones() {
    let err = resolve_sms(&["35,70".into()]).unwrap_err();
    assert!(err.contains("`35`") && err.contains("sm_50, sm_52") && err.contains("sm_90a"), "{err}");
    assert!(resolve_sms(&[",".into()]).unwrap_err().starts_with("no GPU architecture given"));
    let ok = resolve_sms(&["sm_70,52".into(), "70".into()]).unwrap();
    assert_eq!(ok.iter().map(|s| s.name).collect::<Vec<_>>(), ["sm_70", "sm_52"]);
}

#[test]
fn math_through_libdevice_when_available() {
    let mut h = HirBuilder::new();
    let pf = h.ptr(frontend::sema::types::builtin::FLOAT);
    let f32t = frontend::sema::types::builtin::FLOAT;
    let (expf, _) = h.func("expf", f32t, &[("x", f32t)], CudaTags { host: true, device: true, global: false }, Inline::No);
    h.p.fns[expf].linkage = Linkage::C;
    let (k, kp) = h.kernel("k", &[("p", pf)]);
    let pv = h.rv(kp[0]);
    let z = h.int(0);
    let el = h.index(pv, z);
    let x = h.load(el);
    let c = h.call(expf, vec![x]);
    let pv = h.rv(kp[0]);
    let z = h.int(0);
    let el = h.index(pv, z);
    let st = h.assign(None, el, c);
    let st = h.expr_stmt(st);
    h.set_body(k, vec![st]);
    // Without libdevice: a clear error.
    let outs = compile(&h.p, &h.names, &[sm(70)], &opts(2));
    assert_eq!(outs[0].diags.diagnostics()[0].code.code, "E0804");
    // With it (next to ptxas in the NVIDIA wheel): linked, inlined, assembled.
    let Ok(ptxas) = std::env::var("PTXAS") else { return };
    let lib = std::path::Path::new(&ptxas).parent().and_then(|b| b.parent()).map(|r| r.join("nvvm/libdevice/libdevice.10.bc"));
    let Some(lib) = lib.filter(|l| l.exists()) else { return };
    let lib: &'static std::path::Path = Box::leak(lib.into_boxed_path());
    let o = Options { libdevice: Some(lib), ..opts(2) };
    let outs = compile(&h.p, &h.names, &[sm(70)], &o);
    assert!(outs[0].diags.diagnostics().is_empty(), "{:?}", outs[0].diags.diagnostics());
    let ir = outs[0].llvm.as_deref().unwrap();
    assert!(!ir.contains("define internal float @__nv_expf"), "inlined and dropped");
    assert!(outs[0].ptx.as_deref().unwrap().contains("ex2.approx"), "{}", outs[0].ptx.as_deref().unwrap());
    ptxas_check(outs[0].ptx.as_deref().unwrap(), outs[0].sm);
}

/// Every `__nvvm_*` builtin of key `nvvm.intrinsic` names an NVVM intrinsic LLVM 19 has, with
/// the table's signature (bit widths of the parameters and the result).
#[test]
fn nvvm_builtins_name_llvm_intrinsics() {
    use frontend::sema::builtins::{overloads, BType};
    use inkwell::intrinsics::Intrinsic;
    use inkwell::types::{AnyType, AnyTypeEnum};
    let cx = inkwell::context::Context::create();
    let module = cx.create_module("check");
    let bits = |t: &BType| match t {
        BType::Void => 0,
        BType::Bool => 1,
        BType::Int(k) => k.size() * 8,
        BType::Float(k) => k.size() * 8,
        BType::Ptr(..) => 64,
        BType::Complex(k) => k.size() * 16,
    } as u32;
    let width = |t: AnyTypeEnum| match t {
        AnyTypeEnum::IntType(i) => i.get_bit_width(),
        AnyTypeEnum::FloatType(f) => if f == cx.f32_type() { 32 } else { 64 },
        AnyTypeEnum::VoidType(_) => 0,
        _ => 999,
    };
    let mut checked = 0;
    for o in overloads().iter().filter(|o| o.function().key == "nvvm.intrinsic") {
        let name = crate::builtins::nvvm_intrinsic_name(o.function().name);
        let i = Intrinsic::find(&name).unwrap_or_else(|| panic!("LLVM 19 has no `{name}`"));
        let f = i.get_declaration(&module, &[]).unwrap_or_else(|| panic!("`{name}` is overloaded"));
        let ty = f.get_type();
        let params: Vec<u32> = ty
            .get_param_types()
            .iter()
            .map(|p| match inkwell::types::BasicTypeEnum::try_from(*p) {
                Ok(b) => width(b.as_any_type_enum()),
                Err(_) => 999,
            })
            .collect();
        let want: Vec<u32> = o.params.iter().map(bits).collect();
        assert_eq!(params, want, "parameters of `{name}`");
        let ret = ty.get_return_type().map_or(0, |r| width(r.as_any_type_enum()));
        assert_eq!(ret, bits(&o.ret), "result of `{name}`");
        checked += 1;
    }
    assert!(checked > 60, "{checked}");
}
