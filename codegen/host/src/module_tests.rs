//! `compile_host` on hand-built programs: what the host module defines, the launch sequence,
//! stubs, shadows and registration, and the host ODR errors.

use codegen::testing::HirBuilder;
use frontend::sema::hir::{CudaTags, ExprKind, Inline, MemorySpace, Storage, ValueCat};
use frontend::sema::types::builtin as ty;
use frontend::source::{FileId, Span};

use super::{compile_host, HostOptions};

/// `extern "C" __global__ void k(int *p) { p[0] = 1; }`, `__device__ int counter;`,
/// `__constant__ int table;` and `int main() { k<<<2, 64>>>(nullptr); return 0; }`.
fn program() -> HirBuilder {
    let mut b = HirBuilder::new();
    let ip = b.ptr(ty::INT);
    let (k, ps) = b.kernel("k", &[("p", ip)]);
    let p0 = b.rv(ps[0]);
    let zero = b.int(0);
    let at = b.index(p0, zero);
    let one = b.int(1);
    let store = b.assign(None, at, one);
    let s = b.expr_stmt(store);
    b.set_body(k, vec![s]);
    b.var(
        "counter",
        ty::INT,
        Storage::Global,
        MemorySpace::Device,
        None,
    );
    b.var(
        "table",
        ty::INT,
        Storage::Global,
        MemorySpace::Constant,
        None,
    );
    let (main, _) = b.func("main", ty::INT, &[], CudaTags::default(), Inline::No);
    let grid = b.lit(2, ty::UINT);
    let block = b.lit(64, ty::UINT);
    let null = b.e(ExprKind::NullPtrLit, ip, ValueCat::PrValue);
    let launch = b.e(
        ExprKind::Launch {
            kernel: k,
            grid,
            block,
            shmem: None,
            stream: None,
            args: vec![null],
        },
        ty::VOID,
        ValueCat::PrValue,
    );
    let l = b.expr_stmt(launch);
    let z = b.int(0);
    let r = b.ret(Some(z));
    b.set_body(main, vec![l, r]);
    b
}

fn compile(b: &HirBuilder) -> super::HostOutput {
    let opts = HostOptions {
        opt_level: 0,
        size_level: 0,
        want_object: true,
        want_llvm: true,
        anchor: Span::new(FileId(0), 0, 0),
        debug: None,
        rdc_unit: None,
    };
    compile_host(&b.p, &b.names, b"\x50\xed\x55\xba", &opts)
}

/// Every line of `expected` appears in the IR, in order.
fn check(ir: &str, expected: &[&str]) {
    let mut rest = ir;
    for e in expected {
        match rest.find(e) {
            Some(i) => rest = &rest[i + e.len()..],
            None => panic!("`{e}` not found (in order) in:\n{ir}"),
        }
    }
}

#[test]
fn launch_stub_shadows_and_registration() {
    let out = compile(&program());
    assert!(!out.diags.has_errors(), "{:?}", out.diags.diagnostics());
    check(
        &out.llvm,
        &[
            "@counter = internal global i32 0",
            "@table = internal global i32 0",
            "define i32 @main()",
            "call i32 @__cudaPushCallConfiguration(i64 4294967298, i32 1, i64 4294967360, i32 1, i64 0, ptr null)",
            "br i1 %config.failed, label %kcall.end, label %kcall.configok",
            "call void @k(ptr null)",
            "define void @k(ptr %0)",
            "call i32 @__cudaPopCallConfiguration(",
            "call i32 @cudaLaunchKernel(ptr @k,",
            "call ptr @__cudaRegisterFatBinary(ptr @__circlec_fatbin_wrapper)",
            "call void @__cudaRegisterFunction(ptr %handle, ptr @k,",
            "call void @__cudaRegisterVar(ptr %handle, ptr @counter, ptr @__circlec_name.counter, ptr @__circlec_name.counter, i32 0, i64 4, i32 0, i32 0)",
            "call void @__cudaRegisterVar(ptr %handle, ptr @table, ptr @__circlec_name.table, ptr @__circlec_name.table, i32 0, i64 4, i32 1, i32 0)",
            "call void @__cudaRegisterFatBinaryEnd(ptr %handle)",
            "call i32 @atexit(ptr @__circlec_module_dtor)",
        ],
    );
    // The kernel's body is device code: the host module holds only its stub.
    assert!(!out.llvm.contains("store i32 1"), "{}", out.llvm);
    let object = out.object.expect("an object");
    assert_eq!(&object[..4], b"\x7fELF");
}

#[test]
fn device_function_used_by_host_code_is_an_error() {
    let mut b = HirBuilder::new();
    let tags = CudaTags {
        device: true,
        ..Default::default()
    };
    let (dev, _) = b.func("dev_only", ty::INT, &[], tags, Inline::No);
    let one = b.int(1);
    let r = b.ret(Some(one));
    b.set_body(dev, vec![r]);
    let (main, _) = b.func("main", ty::INT, &[], CudaTags::default(), Inline::No);
    let call = b.call(dev, vec![]);
    let r = b.ret(Some(call));
    b.set_body(main, vec![r]);
    let out = compile(&b);
    let errors: Vec<String> = out
        .diags
        .diagnostics()
        .iter()
        .map(|d| format!("{} {}", d.code.code, d.message))
        .collect();
    assert_eq!(
        errors,
        ["E0710 `dev_only` is a `__device__` function, but host code calls it"]
    );
    assert!(out.object.is_none());
}

/// Without the IR text the object is generated before the fatbin is asked for, with a
/// placeholder, and the fatbin is patched in: `.nv_fatbin` then holds exactly its bytes. At -O2
/// the shadows and the stub survive the optimisation that runs before the registration exists.
#[test]
fn object_is_generated_before_the_fatbin_and_patched() {
    use std::cell::Cell;
    let b = program();
    let fatbin: Vec<u8> = b"\x50\xed\x55\xba\x01\x00\x10\x00"
        .iter()
        .copied()
        .chain((0..3000u32).map(|i| i as u8))
        .collect();
    for opt_level in [0, 2] {
        let opts = HostOptions {
            opt_level,
            size_level: 0,
            want_object: true,
            want_llvm: false,
            anchor: Span::new(FileId(0), 0, 0),
            debug: None,
        rdc_unit: None,
        };
        let asked = Cell::new(false);
        let out = super::compile_host_with(&b.p, &b.names, &opts, || {
            asked.set(true);
            Some(fatbin.clone())
        });
        assert!(asked.get());
        assert!(!out.diags.has_errors(), "{:?}", out.diags.diagnostics());
        let object = out.object.expect("an object");
        let section = crate::elf_patch::section_contents(&object, ".nv_fatbin").expect("section");
        assert_eq!(section, &fatbin[..]);
        // The registration made after optimisation: its calls and device names are there.
        let text = String::from_utf8_lossy(&object);
        for name in ["__cudaRegisterFatBinary", "__cudaRegisterVar", "__cudaRegisterFunction"] {
            assert!(text.contains(name), "`{name}` missing at -O{opt_level}");
        }
        assert!(text.contains("counter\0table\0") || text.contains("counter"));
    }
}

/// A device side that failed (`None`) leaves no object.
#[test]
fn no_fatbin_no_object() {
    let opts = HostOptions {
        opt_level: 2,
        size_level: 0,
        want_object: true,
        want_llvm: false,
        anchor: Span::new(FileId(0), 0, 0),
        debug: None,
        rdc_unit: None,
    };
    let out = super::compile_host_with(&program().p, &program().names, &opts, || None);
    assert!(out.object.is_none());
}
