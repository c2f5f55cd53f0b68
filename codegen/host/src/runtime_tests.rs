//! Tests of the CUDA runtime side of a host module: the registration sequence, the stub bodies,
//! the launch site and the shadows, checked on `print_to_string()` with FileCheck-like ordered
//! matching.

use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::BasicValueEnum;
use inkwell::AddressSpace;

use crate::fatbin::{write_fatbin, FatbinEntry};
use crate::launch::{Dim3, LaunchConfig};
use crate::runtime::CudaRuntime;

/// Checks that each of `patterns` occurs in `text`, in order, each after the previous match
/// (FileCheck's CHECK). A pattern starting with `NOT:` must not occur between the previous match
/// and the next.
fn check_in_order(text: &str, patterns: &[&str]) {
    let mut at = 0;
    let mut pending_not: Vec<&str> = Vec::new();
    for pattern in patterns {
        if let Some(not) = pattern.strip_prefix("NOT:") {
            pending_not.push(not);
            continue;
        }
        let Some(found) = text[at..].find(pattern) else {
            panic!("`{pattern}` not found after offset {at} in:\n{text}");
        };
        for not in pending_not.drain(..) {
            assert!(
                !text[at..at + found].contains(not),
                "`{not}` found before `{pattern}` in:\n{text}"
            );
        }
        at += found + pattern.len();
    }
    for not in pending_not {
        assert!(
            !text[at..].contains(not),
            "`{not}` found at the end of:\n{text}"
        );
    }
}

/// The text of one function definition in printed IR.
fn function_text<'t>(ir: &'t str, name: &str) -> &'t str {
    let start = ir
        .find(&format!("@{name}("))
        .and_then(|i| ir[..i].rfind("define "))
        .unwrap_or_else(|| panic!("no define of @{name} in:\n{ir}"));
    let end = ir[start..]
        .find("\n}\n")
        .map(|e| start + e + 3)
        .unwrap_or(ir.len());
    &ir[start..end]
}

const PTX_52: &str = ".version 4.1\n.target sm_52\n.address_size 64\n";

/// A module with two kernels (`_Z4kernPfi(float*, int)`, `_Z5emptyv()`), a `__device__ int
/// dvar[4]`, a `__constant__ float cvar`, and `launch(float*, int)` doing
/// `kern<<<dim3(2, 3, 4), 256>>>(p, n)`.
fn sample_module<'ctx>(cx: &'ctx Context, fatbin: &[u8]) -> Module<'ctx> {
    let module = cx.create_module("sample");
    let ptr = cx.ptr_type(AddressSpace::default());
    let i32t = cx.i32_type();
    let mut rt = CudaRuntime::new(&module);
    let kern = rt
        .emit_launch_stub("_Z4kernPfi", &[ptr.into(), i32t.into()], "_Z4kernPfi")
        .unwrap();
    rt.emit_launch_stub("_Z5emptyv", &[], "_Z5emptyv").unwrap();
    rt.emit_shadow_variable("dvar", "dvar", i32t.array_type(4).into(), false);
    rt.emit_shadow_variable("cvar", "cvar", cx.f32_type().into(), true);

    let launch_ty = cx.void_type().fn_type(&[ptr.into(), i32t.into()], false);
    let launch = module.add_function("launch", launch_ty, None);
    let builder = cx.create_builder();
    builder.position_at_end(cx.append_basic_block(launch, "entry"));
    let config = LaunchConfig {
        grid: Dim3 {
            x: i32t.const_int(2, false),
            y: i32t.const_int(3, false),
            z: i32t.const_int(4, false),
        },
        block: Dim3::from_x(i32t.const_int(256, false)),
        shmem: None,
        stream: None,
    };
    rt.emit_kernel_launch(&builder, &kern, config, |_| {
        vec![
            launch.get_nth_param(0).unwrap(),
            launch.get_nth_param(1).unwrap(),
        ]
    });
    builder.build_return(None).unwrap();
    rt.finish_module(fatbin)
        .expect("there is something to register");
    module
}

#[test]
fn registration_sequence() {
    let cx = Context::create();
    let fatbin = write_fatbin(&[FatbinEntry::ptx(52, PTX_52)]).unwrap();
    let module = sample_module(&cx, &fatbin);
    module.verify().unwrap_or_else(|e| {
        panic!(
            "{}\n{}",
            e.to_string(),
            module.print_to_string().to_string()
        )
    });
    let ir = module.print_to_string().to_string();
    check_in_order(
        &ir,
        &[
            "@__circlec_fatbin = private constant [",
            "c\"P\\EDU\\BA\\01\\00\\10\\00",
            "section \".nv_fatbin\", align 8",
            "@__circlec_fatbin_wrapper = internal constant { i32, i32, ptr, ptr } { i32 1180844977, i32 1, ptr @__circlec_fatbin, ptr null }, section \".nvFatBinSegment\", align 8",
            "@__circlec_gpubin_handle = internal global ptr null, align 8",
            "@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @__circlec_module_ctor, ptr null }]",
        ],
    );
    check_in_order(
        &ir,
        &[
            "@dvar = internal global [4 x i32] zeroinitializer, align 4",
            "@cvar = internal global float 0.000000e+00, align 4",
        ],
    );
    check_in_order(
        function_text(&ir, "__circlec_module_ctor"),
        &[
            "define internal void @__circlec_module_ctor()",
            "%handle = call ptr @__cudaRegisterFatBinary(ptr @__circlec_fatbin_wrapper)",
            "store ptr %handle, ptr @__circlec_gpubin_handle",
            "call void @__cudaRegisterFunction(ptr %handle, ptr @_Z4kernPfi, ptr @__circlec_name._Z4kernPfi, ptr @__circlec_name._Z4kernPfi, i32 -1, ptr null, ptr null, ptr null, ptr null, ptr null)",
            "call void @__cudaRegisterFunction(ptr %handle, ptr @_Z5emptyv, ptr @__circlec_name._Z5emptyv, ptr @__circlec_name._Z5emptyv, i32 -1,",
            "call void @__cudaRegisterVar(ptr %handle, ptr @dvar, ptr @__circlec_name.dvar, ptr @__circlec_name.dvar, i32 0, i64 16, i32 0, i32 0)",
            "call void @__cudaRegisterVar(ptr %handle, ptr @cvar, ptr @__circlec_name.cvar, ptr @__circlec_name.cvar, i32 0, i64 4, i32 1, i32 0)",
            "call void @__cudaRegisterFatBinaryEnd(ptr %handle)",
            "call i32 @atexit(ptr @__circlec_module_dtor)",
            "ret void",
        ],
    );
    check_in_order(
        function_text(&ir, "__circlec_module_dtor"),
        &[
            "define internal void @__circlec_module_dtor()",
            "%handle = load ptr, ptr @__circlec_gpubin_handle",
            "call void @__cudaUnregisterFatBinary(ptr %handle)",
            "ret void",
        ],
    );
    check_in_order(&ir, &["@__circlec_name._Z4kernPfi = private unnamed_addr constant [11 x i8] c\"_Z4kernPfi\\00\", align 1"]);
    check_in_order(
        &ir,
        &[
            "declare ptr @__cudaRegisterFatBinary(ptr)",
            "declare void @__cudaRegisterFunction(ptr, ptr, ptr, ptr, i32, ptr, ptr, ptr, ptr, ptr)",
            "declare void @__cudaRegisterVar(ptr, ptr, ptr, ptr, i32, i64, i32, i32)",
            "declare void @__cudaRegisterFatBinaryEnd(ptr)",
            "declare i32 @atexit(ptr)",
        ],
    );
}

#[test]
fn stub_body() {
    let cx = Context::create();
    let module = sample_module(&cx, &write_fatbin(&[FatbinEntry::ptx(52, PTX_52)]).unwrap());
    let ir = module.print_to_string().to_string();
    check_in_order(
        function_text(&ir, "_Z4kernPfi"),
        &[
            "define void @_Z4kernPfi(ptr %0, i32 %1)",
            "%kernel_args = alloca [2 x ptr], align 16",
            "%arg0.addr = alloca ptr, align 8",
            "store ptr %0, ptr %arg0.addr",
            "getelementptr inbounds [2 x ptr], ptr %kernel_args, i64 0, i64 0",
            "store ptr %arg0.addr",
            "%arg1.addr = alloca i32, align 4",
            "store i32 %1, ptr %arg1.addr",
            "getelementptr inbounds [2 x ptr], ptr %kernel_args, i64 0, i64 1",
            "store ptr %arg1.addr",
            "%grid_dim = alloca { i64, i32 }, align 8",
            "%block_dim = alloca { i64, i32 }, align 8",
            "%shmem = alloca i64, align 8",
            "%stream = alloca ptr, align 8",
            "call i32 @__cudaPopCallConfiguration(ptr %grid_dim, ptr %block_dim, ptr %shmem, ptr %stream)",
            "%grid.xy = load i64, ptr %grid_dim",
            "%grid.z = load i32, ptr %grid.z.addr",
            "%block.xy = load i64, ptr %block_dim",
            "%block.z = load i32",
            "%shmem.v = load i64, ptr %shmem",
            "%stream.v = load ptr, ptr %stream",
            "call i32 @cudaLaunchKernel(ptr @_Z4kernPfi, i64 %grid.xy, i32 %grid.z, i64 %block.xy, i32 %block.z, ptr %kernel_args, i64 %shmem.v, ptr %stream.v)",
            "ret void",
        ],
    );
    // No parameters: still a one-element, non-NULL argument array.
    check_in_order(
        function_text(&ir, "_Z5emptyv"),
        &[
            "%kernel_args = alloca [1 x ptr], align 16",
            "store ptr null",
            "call i32 @cudaLaunchKernel(ptr @_Z5emptyv,",
        ],
    );
    check_in_order(
        &ir,
        &[
            "declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr)",
            "declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr)",
        ],
    );
}

#[test]
fn launch_site() {
    let cx = Context::create();
    let module = sample_module(&cx, &write_fatbin(&[FatbinEntry::ptx(52, PTX_52)]).unwrap());
    let ir = module.print_to_string().to_string();
    // Constant dim3s fold: grid (2, 3, 4) = 2 | 3 << 32 = 12884901890, z 4; block (256, 1, 1).
    check_in_order(
        function_text(&ir, "launch"),
        &[
            "%config = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 4, i64 4294967552, i32 1, i64 0, ptr null)",
            "%config.failed = icmp ne i32 %config, 0",
            "br i1 %config.failed, label %kcall.end, label %kcall.configok",
            "kcall.configok:",
            "call void @_Z4kernPfi(ptr %0, i32 %1)",
            "br label %kcall.end",
            "kcall.end:",
            "ret void",
        ],
    );
    check_in_order(
        &ir,
        &["declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)"],
    );
}

/// Runtime values in a dim3 are packed with shifts and ors, narrowed or widened to 32 bits.
#[test]
fn push_call_configuration_packs_dim3() {
    let cx = Context::create();
    let module = cx.create_module("dim3");
    let (i32t, i64t) = (cx.i32_type(), cx.i64_type());
    let f = module.add_function(
        "f",
        cx.void_type()
            .fn_type(&[i64t.into(), i32t.into(), i32t.into()], false),
        None,
    );
    let builder = cx.create_builder();
    builder.position_at_end(cx.append_basic_block(f, "entry"));
    let p = |i| f.get_nth_param(i).unwrap().into_int_value();
    let grid = Dim3 {
        x: p(0),
        y: p(1),
        z: p(2),
    };
    let block = Dim3::from_x(p(1));
    let stream = cx.ptr_type(AddressSpace::default()).const_null();
    crate::launch::emit_push_call_configuration(&module, &builder, grid, block, p(2), stream);
    builder.build_return(None).unwrap();
    module.verify().unwrap();
    let ir = module.print_to_string().to_string();
    check_in_order(
        &ir,
        &[
            "%x = trunc i64 %0 to i32",
            "%grid.x = zext i32 %x to i64",
            "%grid.y = zext i32 %1 to i64",
            "%grid.y.hi = shl i64 %grid.y, 32",
            "%grid.xy = or i64 %grid.x, %grid.y.hi",
            "%block.x = zext i32 %1 to i64",
            "%shmem = zext i32 %2 to i64",
            "call i32 @__cudaPushCallConfiguration(i64 %grid.xy, i32 %2, i64 %block.xy, i32 1, i64 %shmem, ptr null)",
        ],
    );
}

/// Aggregates are passed byval (a pointer to the copy goes into the argument array), `bool` is
/// zeroext and stored as a byte; a struct value given at the call site is spilled.
#[test]
fn struct_and_bool_params() {
    let cx = Context::create();
    let module = cx.create_module("agg");
    let ptr = cx.ptr_type(AddressSpace::default());
    let s = cx.opaque_struct_type("struct.S");
    s.set_body(
        &[
            cx.i32_type().into(),
            cx.f64_type().into(),
            cx.i8_type().array_type(3).into(),
        ],
        false,
    );
    let params: [BasicTypeEnum; 4] = [
        ptr.into(),
        s.into(),
        cx.f32_type().into(),
        cx.bool_type().into(),
    ];
    let mut rt = CudaRuntime::new(&module);
    let stub = rt
        .emit_launch_stub("_Z4kernPi1Sfb", &params, "_Z4kernPi1Sfb")
        .unwrap();

    let caller = module.add_function("caller", cx.void_type().fn_type(&[], false), None);
    let builder = cx.create_builder();
    builder.position_at_end(cx.append_basic_block(caller, "entry"));
    let args: Vec<BasicValueEnum> = vec![
        ptr.const_null().into(),
        s.const_zero().into(),
        cx.f32_type().const_float(1.5).into(),
        cx.bool_type().const_int(1, false).into(),
    ];
    crate::stub::emit_stub_call(&builder, &stub, &args);
    builder.build_return(None).unwrap();
    module
        .verify()
        .unwrap_or_else(|e| panic!("{}", e.to_string()));
    let ir = module.print_to_string().to_string();
    check_in_order(
        function_text(&ir, "_Z4kernPi1Sfb"),
        &[
            "define void @_Z4kernPi1Sfb(ptr %0, ptr byval(%struct.S) align 8 %1, float %2, i1 zeroext %3)",
            "%kernel_args = alloca [4 x ptr], align 16",
            "store ptr %arg0.addr",
            "getelementptr inbounds [4 x ptr], ptr %kernel_args, i64 0, i64 1",
            "store ptr %1, ptr",
            "%arg2.addr = alloca float, align 4",
            "%arg3.addr = alloca i8, align 1",
            "%frombool = zext i1 %3 to i8",
            "store i8 %frombool, ptr %arg3.addr",
            "call i32 @cudaLaunchKernel(ptr @_Z4kernPi1Sfb,",
        ],
    );
    check_in_order(
        function_text(&ir, "caller"),
        &[
            "%byval.tmp = alloca %struct.S, align 8",
            "store %struct.S zeroinitializer, ptr %byval.tmp",
            "call void @_Z4kernPi1Sfb(ptr null, ptr %byval.tmp, float 1.500000e+00, i1 true)",
        ],
    );
}

#[test]
fn stub_errors_and_declarations() {
    let cx = Context::create();
    let module = cx.create_module("decl");
    let i32t = cx.i32_type();
    let mut rt = CudaRuntime::new(&module);
    // Declared first (a launch site before the definition), then defined: same function.
    let declared = rt
        .declare_launch_stub("_Z1ki", "_Z1ki", &[i32t.into()])
        .unwrap();
    let defined = rt
        .emit_launch_stub("_Z1ki", &[i32t.into()], "_Z1ki")
        .unwrap();
    assert_eq!(declared.function, defined.function);
    assert_eq!(
        rt.emit_launch_stub("_Z1ki", &[i32t.into()], "_Z1ki")
            .unwrap_err()
            .to_string(),
        "the launch stub `_Z1ki` is already defined"
    );
    assert_eq!(
        rt.emit_launch_stub("_Z1ki", &[cx.f32_type().into()], "_Z1ki")
            .unwrap_err()
            .to_string(),
        "the launch stub `_Z1ki` is already declared with another type"
    );
    // Nothing to register without kernels or variables: no ctor, no fatbin.
    let empty = cx.create_module("empty");
    assert!(CudaRuntime::new(&empty).finish_module(b"x").is_none());
    assert!(empty.get_global("__circlec_fatbin").is_none());
    assert!(empty.get_global("llvm.global_ctors").is_none());
}

/// A constructor already in `llvm.global_ctors` (a dynamic initializer) is kept, after the
/// registration constructor, so it may call the CUDA runtime.
#[test]
fn registration_ctor_goes_first() {
    let cx = Context::create();
    let module = cx.create_module("ctors");
    let init = module.add_function(
        "__cxx_global_var_init",
        cx.void_type().fn_type(&[], false),
        None,
    );
    let builder = cx.create_builder();
    builder.position_at_end(cx.append_basic_block(init, "entry"));
    builder.build_return(None).unwrap();
    crate::ctors::append_global_ctor(&module, init, 65535);
    let mut rt = CudaRuntime::new(&module);
    rt.emit_launch_stub("k", &[], "k").unwrap();
    rt.finish_module(&write_fatbin(&[FatbinEntry::ptx(52, PTX_52)]).unwrap())
        .unwrap();
    module.verify().unwrap();
    let ir = module.print_to_string().to_string();
    check_in_order(
        &ir,
        &["@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @__circlec_module_ctor, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @__cxx_global_var_init, ptr null }]"],
    );
}

#[test]
fn data_layout_matches_the_target_machine() {
    let machine = crate::object::host_target_machine(inkwell::OptimizationLevel::None).unwrap();
    let layout = machine.get_target_data().get_data_layout();
    assert_eq!(
        layout.as_str().to_str().unwrap(),
        crate::object::X86_64_DATA_LAYOUT
    );
}
