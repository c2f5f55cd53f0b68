//! Lowering of the floating-point classification builtins (`__builtin_isnan` and friends, keys
//! `fp.*` in sema's builtin table) for every target, as clang 19 lowers them: `isnan`,
//! `isinf`, `isfinite` and `isnormal` are `llvm.is.fpclass` with clang's class masks,
//! `signbit` is a bitcast to the integer of the same width and a signed `< 0` test,
//! `isinf_sign` is `fabs(x) == inf ? (signbit ? -1 : 1) : 0`, and `fpclassify` picks one of its
//! five integer arguments (here with selects rather than clang's branches).

use inkwell::intrinsics::Intrinsic;
use inkwell::types::{BasicType, FloatType};
use inkwell::values::{BasicValueEnum, FloatValue, IntValue, ValueKind};
use inkwell::{FloatPredicate, IntPredicate};

use frontend::sema::builtins::BuiltinId;

use crate::FunctionCx;

/// `llvm.is.fpclass` masks: signaling NaN 1, quiet NaN 2, -inf 4, -normal 8, -subnormal 16,
/// -0 32, +0 64, +subnormal 128, +normal 256, +inf 512.
const NAN: u64 = 3;
const INF: u64 = 516;
const FINITE: u64 = 504;
const NORMAL: u64 = 264;

impl<'ctx> FunctionCx<'_, '_, 'ctx> {
    /// Lowers classification builtin `id` (its key starts with `fp.`) on the lowered `args`.
    pub(crate) fn fp_classify(&mut self, id: BuiltinId, args: &[BasicValueEnum<'ctx>]) -> Result<Option<BasicValueEnum<'ctx>>, String> {
        let key = id.overload().function().key;
        let Some(BasicValueEnum::FloatValue(x)) = args.last().copied() else {
            return Err(format!("`{}` without a floating-point argument", id.overload().function().name));
        };
        let i32t = self.m.cx.i32_type();
        let b = |r: Result<IntValue<'ctx>, inkwell::builder::BuilderError>| r.map_err(|e| e.to_string());
        let v = match key {
            "fp.isnan" | "fp.isinf" | "fp.isfinite" | "fp.isnormal" => {
                let mask = match key {
                    "fp.isnan" => NAN,
                    "fp.isinf" => INF,
                    "fp.isfinite" => FINITE,
                    _ => NORMAL,
                };
                let c = self.is_fpclass(x, mask)?;
                b(self.b.build_int_z_extend(c, i32t, "fpclass"))?
            }
            "fp.signbit" => {
                let s = self.sign_bit(x)?;
                b(self.b.build_int_z_extend(s, i32t, "signbit"))?
            }
            "fp.isinf_sign" => {
                let inf = self.is_inf(x)?;
                let s = self.sign_bit(x)?;
                let sign = self.b.build_select(s, i32t.const_all_ones(), i32t.const_int(1, false), "sign").map_err(|e| e.to_string())?;
                let v = self.b.build_select(inf, sign, i32t.const_zero().into(), "isinf_sign").map_err(|e| e.to_string())?;
                v.into_int_value()
            }
            "fp.fpclassify" => {
                let ints: Vec<IntValue<'ctx>> = args[..5]
                    .iter()
                    .map(|a| match a {
                        BasicValueEnum::IntValue(i) => Ok(*i),
                        _ => Err("`__builtin_fpclassify` with a non-integer class argument".to_string()),
                    })
                    .collect::<Result<_, _>>()?;
                let zero = self.is_fpclass(x, 96)?;
                let nan = self.is_fpclass(x, NAN)?;
                let inf = self.is_inf(x)?;
                let normal = self.is_fpclass(x, NORMAL)?;
                let sel = |fx: &mut Self, c: IntValue<'ctx>, t: IntValue<'ctx>, f: IntValue<'ctx>| {
                    fx.b.build_select(c, t, f, "fpclassify").map(|v| v.into_int_value()).map_err(|e| e.to_string())
                };
                let v = sel(self, normal, ints[2], ints[3])?;
                let v = sel(self, inf, ints[1], v)?;
                let v = sel(self, nan, ints[0], v)?;
                sel(self, zero, ints[4], v)?
            }
            _ => return Err(format!("no lowering for builtin key `{key}`")),
        };
        Ok(Some(v.into()))
    }

    /// `llvm.is.fpclass(x, mask)`.
    fn is_fpclass(&mut self, x: FloatValue<'ctx>, mask: u64) -> Result<IntValue<'ctx>, String> {
        let ty = x.get_type();
        let f = Intrinsic::find("llvm.is.fpclass")
            .and_then(|i| i.get_declaration(&self.m.module, &[ty.as_basic_type_enum()]))
            .ok_or("cannot declare `llvm.is.fpclass`")?;
        let mask = self.m.cx.i32_type().const_int(mask, false);
        let call = self.b.build_call(f, &[x.into(), mask.into()], "is.fpclass").map_err(|e| e.to_string())?;
        match call.try_as_basic_value() {
            ValueKind::Basic(v) => Ok(v.into_int_value()),
            _ => Err("`llvm.is.fpclass` returned nothing".to_string()),
        }
    }

    /// `fabs(x) == inf`, as clang writes the infinity test of `isinf_sign`.
    fn is_inf(&mut self, x: FloatValue<'ctx>) -> Result<IntValue<'ctx>, String> {
        let ty = x.get_type();
        let f = Intrinsic::find("llvm.fabs")
            .and_then(|i| i.get_declaration(&self.m.module, &[ty.as_basic_type_enum()]))
            .ok_or("cannot declare `llvm.fabs`")?;
        let call = self.b.build_call(f, &[x.into()], "fabs").map_err(|e| e.to_string())?;
        let ValueKind::Basic(a) = call.try_as_basic_value() else { return Err("`llvm.fabs` returned nothing".to_string()) };
        let a = a.into_float_value();
        let inf = ty.const_float(f64::INFINITY);
        self.b.build_float_compare(FloatPredicate::OEQ, a, inf, "isinf").map_err(|e| e.to_string())
    }

    /// The sign bit of `x`: a bitcast to the integer of its width and a signed `< 0`.
    fn sign_bit(&mut self, x: FloatValue<'ctx>) -> Result<IntValue<'ctx>, String> {
        let ty = x.get_type();
        let bits = float_bits(self, ty);
        let it = std::num::NonZeroU32::new(bits).and_then(|n| self.m.cx.custom_width_int_type(n).ok()).ok_or("no integer type for the sign test")?;
        let i = self.b.build_bit_cast(x, it, "bits").map_err(|e| e.to_string())?.into_int_value();
        self.b.build_int_compare(IntPredicate::SLT, i, it.const_zero(), "signbit").map_err(|e| e.to_string())
    }
}

/// The width in bits of floating type `ty` (`float`, `double` or x86 `long double`).
fn float_bits<'ctx>(fx: &FunctionCx<'_, '_, 'ctx>, ty: FloatType<'ctx>) -> u32 {
    let cx = fx.m.cx;
    if ty == cx.f32_type() {
        32
    } else if ty == cx.f64_type() {
        64
    } else if ty == cx.x86_f80_type() {
        80
    } else if ty == cx.f16_type() {
        16
    } else {
        128
    }
}
