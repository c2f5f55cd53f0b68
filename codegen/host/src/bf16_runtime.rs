//! The conversions to `__bf16` that LLVM's x86-64 backend calls as library functions
//! (`__truncsfbf2`, `__truncdfbf2`), defined `weak` in a host module that uses `__bf16`: GCC 12's
//! libgcc, which circlec links, predates them (GCC 13 and compiler-rt have them). Both round to
//! nearest, ties to even, and keep NaNs quiet NaNs; the one from `double` rounds to odd in
//! `float` first, so that rounding twice gives the correctly rounded result.

use inkwell::builder::Builder;
use inkwell::module::{Linkage, Module};
use inkwell::values::{FloatValue, FunctionValue};
use inkwell::FloatPredicate;

/// Defines the conversions in `module` unless it defines them already.
pub fn define_bf16_conversions<'ctx>(module: &Module<'ctx>) {
    let cx = module.get_context();
    let (f32t, f64t, bf16) = (cx.f32_type(), cx.f64_type(), cx.bf16_type());
    if module.get_function("__truncsfbf2").is_some_and(|f| f.count_basic_blocks() > 0) {
        return;
    }
    let from_float = declare(module, "__truncsfbf2", bf16.fn_type(&[f32t.into()], false));
    let b = cx.create_builder();
    b.position_at_end(cx.append_basic_block(from_float, "entry"));
    let x = from_float.get_first_param().expect("one parameter").into_float_value();
    let r = round_to_bf16(&b, x);
    b.build_return(Some(&r)).expect("positioned");

    let from_double = declare(module, "__truncdfbf2", bf16.fn_type(&[f64t.into()], false));
    b.position_at_end(cx.append_basic_block(from_double, "entry"));
    let d = from_double.get_first_param().expect("one parameter").into_float_value();
    let i32t = cx.i32_type();
    // Round to odd in float: truncate toward zero (one step down in magnitude when rounding to
    // nearest went up), then set the last bit when the result is inexact.
    let f = b.build_float_trunc(d, f32t, "f").expect("positioned");
    let back = b.build_float_ext(f, f64t, "back").expect("positioned");
    let inexact = b.build_float_compare(FloatPredicate::ONE, back, d, "inexact").expect("positioned");
    let abs = |v: FloatValue<'ctx>| -> FloatValue<'ctx> {
        let fabs = inkwell::intrinsics::Intrinsic::find("llvm.fabs").expect("llvm.fabs");
        let decl = fabs.get_declaration(module, &[f64t.into()]).expect("fabs.f64");
        match b.build_call(decl, &[v.into()], "abs").expect("positioned").try_as_basic_value() {
            inkwell::values::ValueKind::Basic(r) => r.into_float_value(),
            _ => v,
        }
    };
    let over = b.build_float_compare(FloatPredicate::OGT, abs(back), abs(d), "over").expect("positioned");
    let bits = b.build_bit_cast(f, i32t, "bits").expect("positioned").into_int_value();
    let down = b.build_int_z_extend(over, i32t, "down").expect("positioned");
    let bits = b.build_int_sub(bits, down, "toward0").expect("positioned");
    let odd = b.build_int_z_extend(inexact, i32t, "odd").expect("positioned");
    let bits = b.build_or(bits, odd, "rto").expect("positioned");
    let f = b.build_bit_cast(bits, f32t, "f.odd").expect("positioned").into_float_value();
    let r = round_to_bf16(&b, f);
    b.build_return(Some(&r)).expect("positioned");
}

fn declare<'ctx>(module: &Module<'ctx>, name: &str, ty: inkwell::types::FunctionType<'ctx>) -> FunctionValue<'ctx> {
    let f = module.get_function(name).unwrap_or_else(|| module.add_function(name, ty, None));
    f.set_linkage(Linkage::WeakAny);
    f
}

/// `x` rounded to the nearest `bfloat`, ties to even (a NaN stays a quiet NaN).
fn round_to_bf16<'ctx>(b: &Builder<'ctx>, x: FloatValue<'ctx>) -> inkwell::values::BasicValueEnum<'ctx> {
    let cx = x.get_type().get_context();
    let (i32t, i16t) = (cx.i32_type(), cx.i16_type());
    let k = |v: u64| i32t.const_int(v, false);
    let bits = b.build_bit_cast(x, i32t, "bits").expect("positioned").into_int_value();
    let lsb = b.build_and(b.build_right_shift(bits, k(16), false, "hi").expect("positioned"), k(1), "lsb").expect("positioned");
    let bias = b.build_int_add(lsb, k(0x7fff), "bias").expect("positioned");
    let rounded = b.build_right_shift(b.build_int_add(bits, bias, "r").expect("positioned"), k(16), false, "rhi").expect("positioned");
    let quiet = b.build_or(b.build_right_shift(bits, k(16), false, "nhi").expect("positioned"), k(0x40), "qnan").expect("positioned");
    let nan = b.build_float_compare(FloatPredicate::UNO, x, x, "nan").expect("positioned");
    let pick = b.build_select(nan, quiet, rounded, "pick").expect("positioned").into_int_value();
    let half = b.build_int_truncate(pick, i16t, "h").expect("positioned");
    b.build_bit_cast(half, cx.bf16_type(), "bf").expect("positioned")
}
