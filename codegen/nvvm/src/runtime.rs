//! The device side of the C library the shipped headers declare `__host__ __device__`:
//! `printf` becomes `vprintf(format, buffer)` with the promoted arguments in a naturally aligned
//! struct in an entry-block alloca, as clang lays it out; `__assert_fail` becomes CUDA's
//! `__assertfail`; `memcpy`/`memset` become `llvm.memcpy`/`llvm.memset` (there is no device
//! `memcpy` to link against, as in clang); `malloc`/`free` stay plain calls (ptxas resolves them, like `vprintf`, as
//! system calls); IEEE `sqrt`, `fabs`, `floor`, `fma`, ... become LLVM intrinsics, and the rest of
//! `<math.h>` calls libdevice's `__nv_` functions, linked in per module when used, as does any
//! body-less `__device__` function that libdevice defines (`__mul24` as `__nv_mul24`).

use codegen::FunctionCx;
use frontend::sema::hir::FnId;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum};
use inkwell::AddressSpace;

type R<'ctx> = Option<Result<Option<BasicValueEnum<'ctx>>, String>>;

/// Math functions libdevice implements as `__nv_<name>` (float variants add `f`).
const LIBDEVICE: &[&str] = &[
    "cbrt", "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "asin", "acos",
    "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "pow", "hypot", "erf", "erfc", "erfinv",
    "erfcinv", "tgamma", "lgamma", "fmod", "remainder", "rsqrt", "ldexp", "frexp", "modf", "nextafter", "logb",
    "ilogb", "scalbn", "rint", "nearbyint", "lround", "llround", "lrint", "llrint", "sincos", "sinpi", "cospi",
    "normcdf", "normcdfinv", "fdim", "j0", "j1", "y0", "y1", "remquo", "rcbrt",
];

/// Math functions with an LLVM intrinsic the NVPTX backend lowers natively.
const INTRINSICS: &[(&str, &str)] = &[
    ("sqrt", "llvm.sqrt"),
    ("fabs", "llvm.fabs"),
    ("floor", "llvm.floor"),
    ("ceil", "llvm.ceil"),
    ("trunc", "llvm.trunc"),
    ("round", "llvm.round"),
    ("fmin", "llvm.minnum"),
    ("fmax", "llvm.maxnum"),
    ("fma", "llvm.fma"),
    ("copysign", "llvm.copysign"),
];

/// The PTX ISA's system calls: declared by NVIDIA's headers, resolved by ptxas and the driver.
const SYSTEM_CALLS: &[&str] = &["vprintf", "malloc", "free", "__assertfail"];

/// Whether a function declared without a body is one the NVVM target supplies: what
/// [`external_call`] lowers itself (printf, assert, math), a libdevice function, or a PTX system
/// call. Any other `__device__` declaration must be defined by another translation unit.
pub fn supplies(p: &frontend::sema::hir::Program, names: &frontend::intern::Interner, f: FnId) -> bool {
    let d = &p.fns[f];
    if d.scope.namespace.is_some() || d.scope.record.is_some() {
        return false;
    }
    let name = names.get(d.name);
    if matches!(name, "printf" | "__assert_fail" | "memcpy" | "memset") || SYSTEM_CALLS.contains(&name) {
        return true;
    }
    let base = name.strip_suffix('f').unwrap_or(name);
    if INTRINSICS.iter().any(|(n, _)| *n == name || *n == base) || LIBDEVICE.contains(&name) || LIBDEVICE.contains(&base) {
        return true;
    }
    crate::libdevice_defines(name) || crate::libdevice_defines(&format!("__nv_{}", name.strip_prefix("__").unwrap_or(name)))
}

pub fn external_call<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, f: FnId, args: &[BasicValueEnum<'ctx>]) -> R<'ctx> {
    let d = &fx.m.p.fns[f];
    if d.device_runtime && !d.cuda.device {
        return Some(device_runtime_call(fx, f, args));
    }
    if d.scope.namespace.is_some() || d.scope.record.is_some() {
        return None;
    }
    let name = fx.m.names.get(d.name).to_string();
    match name.as_str() {
        "printf" => return Some(printf(fx, args)),
        "__assert_fail" => return Some(assert_fail(fx, args)),
        "memcpy" | "memset" => return Some(memory(fx, &name, args)),
        _ => {}
    }
    let is_float = matches!(fx.m.p.types.kind(d.ret), frontend::sema::types::Type::Float(frontend::sema::types::FloatKind::Float));
    let base = if is_float { name.strip_suffix('f').unwrap_or(&name) } else { name.as_str() };
    if let Some((_, intr)) = INTRINSICS.iter().find(|(n, _)| *n == base) {
        let ty = args.first()?.get_type();
        return Some(call_intrinsic(fx, intr, ty, args));
    }
    if LIBDEVICE.contains(&base) {
        return Some(call_libdevice(fx, f, &format!("__nv_{name}"), args));
    }
    // A `__device__` function declared without a body that libdevice implements as
    // `__nv_<name>`, the name's own leading `__` dropped (NVIDIA's headers declare `__mul24`,
    // `__umulhi`, `__frcp_rn` ... so, for the compiler to supply).
    if d.cuda.device && d.body.is_none() {
        let libdevice_name = format!("__nv_{}", name.strip_prefix("__").unwrap_or(&name));
        if crate::libdevice_defines(&libdevice_name) {
            return Some(call_libdevice(fx, f, &libdevice_name, args));
        }
    }
    None
}

/// A `__cudart_builtin__` runtime function called in device code: the CUDA 12 device runtime's
/// `__cudaCDP2<name>` (the name's `cuda` dropped), with the declaration's own signature, as
/// `cuda_device_runtime_api.h` defines the device-side functions when it compiles for a GPU.
fn device_runtime_call<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, f: FnId, args: &[BasicValueEnum<'ctx>]) -> Result<Option<BasicValueEnum<'ctx>>, String> {
    let d = &fx.m.p.fns[f];
    let name = fx.m.names.get(d.name);
    let rest = name.strip_prefix("cuda").ok_or_else(|| format!("`{name}` is not a CUDA runtime function the device runtime provides"))?;
    let symbol = format!("__cudaCDP2{rest}");
    let ty = fx.m.fn_ty(d.ty, false);
    let callee = fx.m.module.get_function(&symbol).unwrap_or_else(|| fx.m.module.add_function(&symbol, ty, None));
    let a: Vec<BasicMetadataValueEnum> = args.iter().map(|&v| v.into()).collect();
    let c = fx.b.build_call(callee, &a, "").map_err(|e| e.to_string())?;
    Ok(match c.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(v) => Some(v),
        _ => None,
    })
}

fn call_intrinsic<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, name: &str, ty: BasicTypeEnum<'ctx>, args: &[BasicValueEnum<'ctx>]) -> Result<Option<BasicValueEnum<'ctx>>, String> {
    let i = inkwell::intrinsics::Intrinsic::find(name).ok_or_else(|| format!("LLVM has no `{name}`"))?;
    let func = i.get_declaration(&fx.m.module, &[ty]).ok_or_else(|| format!("cannot declare `{name}`"))?;
    let a: Vec<BasicMetadataValueEnum> = args.iter().map(|&v| v.into()).collect();
    let c = fx.b.build_call(func, &a, "").map_err(|e| e.to_string())?;
    Ok(match c.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(v) => Some(v),
        _ => None,
    })
}

fn call_libdevice<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, f: FnId, name: &str, args: &[BasicValueEnum<'ctx>]) -> Result<Option<BasicValueEnum<'ctx>>, String> {
    let ty = fx.m.p.fns[f].ty;
    let fn_ty = fx.m.fn_ty(ty, false);
    let func = fx.m.module.get_function(name).unwrap_or_else(|| fx.m.module.add_function(name, fn_ty, None));
    let a: Vec<BasicMetadataValueEnum> = args.iter().map(|&v| v.into()).collect();
    let c = fx.b.build_call(func, &a, "").map_err(|e| e.to_string())?;
    Ok(match c.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(v) => Some(v),
        _ => None,
    })
}

/// `printf(fmt, args...)` as `vprintf(fmt, &{args...})`; the arguments arrive default-promoted.
fn printf<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, args: &[BasicValueEnum<'ctx>]) -> Result<Option<BasicValueEnum<'ctx>>, String> {
    let cx = fx.m.cx;
    let ptr = cx.ptr_type(AddressSpace::default());
    let fmt = *args.first().ok_or("`printf` needs a format string")?;
    let rest = &args[1..];
    let buf = if rest.is_empty() {
        ptr.const_null()
    } else {
        let tys: Vec<BasicTypeEnum> = rest.iter().map(|v| v.get_type()).collect();
        let st = cx.struct_type(&tys, false);
        let align = tys.iter().map(|t| fx.m.td.get_abi_alignment(t)).max().unwrap_or(1);
        let slot = fx.alloca_raw(st.as_basic_type_enum(), align, "printf_args");
        for (i, v) in rest.iter().enumerate() {
            let fp = fx.b.build_struct_gep(st, slot, i as u32, "").map_err(|e| e.to_string())?;
            fx.b.build_store(fp, *v).map_err(|e| e.to_string())?;
        }
        slot
    };
    let vprintf = fx.m.module.get_function("vprintf").unwrap_or_else(|| {
        let t = cx.i32_type().fn_type(&[ptr.into(), ptr.into()], false);
        fx.m.module.add_function("vprintf", t, None)
    });
    let c = fx.b.build_call(vprintf, &[fmt.into(), buf.into()], "").map_err(|e| e.to_string())?;
    Ok(match c.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(v) => Some(v),
        _ => None,
    })
}

/// glibc's `__assert_fail(expr, file, line, func)` as CUDA's
/// `__assertfail(expr, file, line, func, sizeof(char))`.
fn assert_fail<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, args: &[BasicValueEnum<'ctx>]) -> Result<Option<BasicValueEnum<'ctx>>, String> {
    let cx = fx.m.cx;
    let ptr = cx.ptr_type(AddressSpace::default());
    if args.len() < 4 {
        return Err("`__assert_fail` needs four arguments".into());
    }
    let f = fx.m.module.get_function("__assertfail").unwrap_or_else(|| {
        let t = cx.void_type().fn_type(&[ptr.into(), ptr.into(), cx.i32_type().into(), ptr.into(), cx.i64_type().into()], false);
        fx.m.module.add_function("__assertfail", t, None)
    });
    let BasicValueEnum::IntValue(line) = args[2] else { return Err("`__assert_fail` needs an integer line".into()) };
    let line = fx.b.build_int_cast(line, cx.i32_type(), "").map_err(|e| e.to_string())?;
    let one = cx.i64_type().const_int(1, false);
    fx.b.build_call(f, &[args[0].into(), args[1].into(), line.into(), args[3].into(), one.into()], "").map_err(|e| e.to_string())?;
    Ok(None)
}

/// `memcpy(dst, src, n)` as `llvm.memcpy` and `memset(s, c, n)` as `llvm.memset` (the byte
/// `c` truncated to `i8`); each returns its first argument, as the C functions do.
fn memory<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, name: &str, args: &[BasicValueEnum<'ctx>]) -> Result<Option<BasicValueEnum<'ctx>>, String> {
    let [BasicValueEnum::PointerValue(dst), second, BasicValueEnum::IntValue(n)] = args else {
        return Err(format!("`{name}` needs a pointer, a {} and a size", if name == "memcpy" { "pointer" } else { "byte" }));
    };
    if name == "memcpy" {
        let BasicValueEnum::PointerValue(src) = *second else { return Err("`memcpy` needs a source pointer".into()) };
        fx.b.build_memcpy(*dst, 1, src, 1, *n).map_err(|e| e.to_string())?;
    } else {
        let BasicValueEnum::IntValue(c) = *second else { return Err("`memset` needs an `int` byte".into()) };
        let byte = fx.b.build_int_truncate_or_bit_cast(c, fx.m.cx.i8_type(), "byte").map_err(|e| e.to_string())?;
        fx.b.build_memset(*dst, 1, byte, *n).map_err(|e| e.to_string())?;
    }
    Ok(Some((*dst).into()))
}
