//! Tests of the stub parameter classification: data-driven expectations for common kernel
//! parameter shapes, and a comparison with the stub signatures clang-19 emits for the same C
//! structs (skipped with a note when clang-19 is missing).

use inkwell::context::Context;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::AddressSpace;
use std::process::Command;

use crate::stub::declare_launch_stub;
use crate::testutil;

/// One kernel of the comparison: its parameters in a small type language. `int`, `float`,
/// `double`, `char`, `short`, `long`, `bool`, `int*`, or `{f1,f2,...}`, a struct of such fields,
/// where a field may be an array `T[n]`.
const KERNELS: &[(&str, &[&str])] = &[
    ("k0", &["{int}"]),
    ("k1", &["{int,int}"]),
    ("k2", &["{int,int,int}"]),
    ("k3", &["{float}"]),
    ("k4", &["{float,float,float}"]),
    ("k5", &["{double,int}"]),
    ("k6", &["{char[3]}"]),
    ("k7", &["{int*,float}"]),
    ("k8", &["{int,double,char[3]}"]),
    ("k9", &["{float,int}"]),
    ("k10", &["{short,char}"]),
    ("k11", &["{float,float,float,float}"]),
    ("k12", &["{double,double}"]),
    (
        "k13",
        &[
            "long",
            "long",
            "long",
            "long",
            "long",
            "{int,int}",
            "{int,int,int}",
        ],
    ),
    (
        "k14",
        &[
            "double", "double", "double", "double", "double", "double", "double", "double",
            "{float}",
        ],
    ),
    ("k15", &["int*", "float", "char", "bool", "short"]),
    ("k16", &["{char,float}"]),
    ("k17", &["{int[4]}"]),
    ("k18", &["{char[12]}"]),
    ("k19", &["{int,float,float}"]),
    ("k20", &["{double,float}"]),
    ("k21", &["{float,double}"]),
    ("k22", &["{char,{int,float}}"]),
    ("k23", &["{float[2],int}"]),
    ("k24", &[]),
    ("k25", &["{long,long,long}"]),
];

/// Splits `text` at top-level commas (not inside `{}`).
fn split_top(text: &str) -> Vec<&str> {
    let (mut depth, mut start, mut out) = (0, 0, Vec::new());
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if !text.is_empty() {
        out.push(&text[start..]);
    }
    out
}

/// The C spelling of a field or parameter type; structs become `struct <name>` definitions
/// appended to `defs`.
fn c_type(ty: &str, name: &str, defs: &mut String) -> String {
    if let Some(body) = ty.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
        let mut fields = String::new();
        for (i, field) in split_top(body).iter().enumerate() {
            let (base, array) = match field.split_once('[') {
                Some((b, n)) => (b, format!("[{n}")),
                None => (*field, String::new()),
            };
            let field_ty = c_type(base, &format!("{name}_{i}"), defs);
            fields += &format!("{field_ty} f{i}{array}; ");
        }
        defs.push_str(&format!("struct {name} {{ {fields}}};\n"));
        return format!("struct {name}");
    }
    match ty {
        "char" => "signed char".to_string(),
        other => other.to_string(),
    }
}

/// The LLVM type of the same; structs are named `struct.<name>` as clang names them.
fn llvm_type<'ctx>(cx: &'ctx Context, ty: &str, name: &str) -> BasicTypeEnum<'ctx> {
    if let Some(body) = ty.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
        let fields: Vec<BasicTypeEnum> = split_top(body)
            .iter()
            .enumerate()
            .map(|(i, field)| match field.split_once('[') {
                Some((base, n)) => {
                    let n: u32 = n.trim_end_matches(']').parse().unwrap();
                    llvm_type(cx, base, &format!("{name}_{i}"))
                        .array_type(n)
                        .into()
                }
                None => llvm_type(cx, field, &format!("{name}_{i}")),
            })
            .collect();
        let s = cx.opaque_struct_type(&format!("struct.{name}"));
        s.set_body(&fields, false);
        return s.into();
    }
    match ty {
        "int" => cx.i32_type().into(),
        "long" => cx.i64_type().into(),
        "short" => cx.i16_type().into(),
        "char" => cx.i8_type().into(),
        "bool" => cx.bool_type().into(),
        "float" => cx.f32_type().into(),
        "double" => cx.f64_type().into(),
        "int*" => cx.ptr_type(AddressSpace::default()).into(),
        other => panic!("unknown test type `{other}`"),
    }
}

/// The parameter list of `@name(` in printed IR, without names, `noundef` and `signext`.
fn param_list(ir: &str, name: &str) -> String {
    let start = ir
        .find(&format!("@{name}("))
        .unwrap_or_else(|| panic!("no @{name} in:\n{ir}"));
    let rest = &ir[start + name.len() + 2..];
    let mut depth = 0;
    let end = rest
        .char_indices()
        .find(|&(_, c)| {
            depth += match c {
                '(' => 1,
                ')' => -1,
                _ => 0,
            };
            depth < 0
        })
        .map(|(i, _)| i)
        .unwrap();
    rest[..end]
        .split(", ")
        .filter(|p| !p.is_empty())
        .map(|p| {
            p.split(' ')
                .filter(|w| !w.starts_with('%') || w.starts_with("%struct") || w.contains('('))
                .filter(|w| *w != "noundef" && *w != "signext")
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// circlec's stub parameter list for kernel `name` with `params`.
fn circlec_params(name: &str, params: &[&str]) -> String {
    let cx = Context::create();
    let module = cx.create_module(name);
    let types: Vec<BasicTypeEnum> = params
        .iter()
        .enumerate()
        .map(|(i, p)| llvm_type(&cx, p, &format!("{name}_p{i}")))
        .collect();
    declare_launch_stub(&module, name, name, &types).unwrap();
    param_list(&module.print_to_string().to_string(), name)
}

fn check(params: &[&str], expected: &str) {
    assert_eq!(circlec_params("k", params), expected, "for {params:?}");
}

#[test]
fn classification() {
    check(&["{int}"], "i32");
    check(&["{int,int}"], "i64");
    check(&["{int,int,int}"], "i64, i32");
    check(&["{float,float,float}"], "<2 x float>, float");
    check(&["{double,int}"], "double, i32");
    check(&["{char[3]}"], "i24");
    check(&["{int*,float}"], "ptr, float");
    check(&["{int,double,char[3]}"], "ptr byval(%struct.k_p0) align 8");
    check(&["{char,float}"], "i64");
    check(&["{float,double}"], "float, double");
    check(
        &[
            "long",
            "long",
            "long",
            "long",
            "long",
            "{int,int}",
            "{int,int,int}",
        ],
        "i64, i64, i64, i64, i64, i64, ptr byval(%struct.k_p6) align 8",
    );
    check(&["int*", "bool"], "ptr, i1 zeroext");
}

/// The argument array of a coerced parameter points at the reassembled aggregate; a caller
/// passing the aggregate by value or by address splits it into the same parts.
#[test]
fn coerced_stub_body_and_call() {
    let cx = Context::create();
    let module = cx.create_module("coerced");
    let ty = llvm_type(&cx, "{int,int,int}", "S");
    let stub = crate::stub::emit_launch_stub(&module, "k", &[ty], "k").unwrap();
    let caller = module.add_function("caller", cx.void_type().fn_type(&[], false), None);
    let builder = cx.create_builder();
    builder.position_at_end(cx.append_basic_block(caller, "entry"));
    crate::stub::emit_stub_call(&builder, &stub, &[ty.const_zero()]);
    builder.build_return(None).unwrap();
    module
        .verify()
        .unwrap_or_else(|e| panic!("{}", e.to_string()));
    let ir = module.print_to_string().to_string();
    for needle in [
        "define void @k(i64 %0, i32 %1)",
        "%arg0.addr = alloca [2 x i64], align 8",
        "store i64 %0, ptr %arg0.addr",
        "%eightbyte = getelementptr inbounds i8, ptr %arg0.addr, i64 8",
        "store i32 %1, ptr %eightbyte",
        "store ptr %arg0.addr, ptr %arg.slot",
        "%coerce.tmp = alloca [2 x i64], align 8",
        "store %struct.S zeroinitializer, ptr %coerce.tmp",
        "%coerce = load i64, ptr %coerce.tmp",
        "call void @k(i64 %coerce, i32 %coerce1)",
    ] {
        assert!(ir.contains(needle), "`{needle}` not in:\n{ir}");
    }
}

/// Every kernel of `KERNELS` gets the stub signature clang-19 gives it.
#[test]
fn matches_clang() {
    const TEST: &str = "matches_clang";
    let Some(clang) = testutil::on_path("clang++-19") else {
        return testutil::skip(TEST, "clang++-19 not found");
    };
    let mut source = String::from(
        "#define __global__ __attribute__((global))\n\
         typedef struct CUstream_st *cudaStream_t;\n\
         struct dim3 { unsigned x, y, z; };\n\
         extern \"C\" int cudaLaunchKernel(const void *, dim3, dim3, void **, unsigned long, cudaStream_t);\n",
    );
    for (name, params) in KERNELS {
        let mut defs = String::new();
        let list: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{} a{i}", c_type(p, &format!("{name}_p{i}"), &mut defs)))
            .collect();
        source += &defs;
        source += &format!(
            "extern \"C\" __global__ void {name}({}) {{}}\n",
            list.join(", ")
        );
    }
    let dir = testutil::scratch_dir("abi");
    let cu = dir.join("kernels.cu");
    std::fs::write(&cu, &source).unwrap();
    let ll = dir.join("kernels.ll");
    testutil::run_ok(
        Command::new(clang)
            .args(["-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib"])
            .args([
                "-Xclang",
                "-target-sdk-version=12.0",
                "-S",
                "-emit-llvm",
                "-O0",
                "-o",
            ])
            .arg(&ll)
            .arg(&cu),
    );
    let ir = std::fs::read_to_string(&ll).unwrap();
    assert_eq!(
        param_list(&ir, "__device_stub__k2"),
        "i64, i32",
        "the extraction works"
    );
    assert_eq!(
        param_list(&ir, "__device_stub__k8"),
        "ptr byval(%struct.k8_p0) align 8"
    );
    for (name, params) in KERNELS {
        let theirs = param_list(&ir, &format!("__device_stub__{name}"));
        assert_eq!(
            circlec_params(name, params),
            theirs,
            "kernel {name}{params:?}; source:\n{source}"
        );
    }
}
