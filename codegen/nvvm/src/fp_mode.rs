//! The device floating-point mode, as nvcc's options set it: `--ftz`, `--prec-div`,
//! `--prec-sqrt`, `--fmad` and `--use_fast_math` (which means `--ftz=true --prec-div=false
//! --prec-sqrt=false` and the fast intrinsics for `sinf`, `expf`, ...). `apply` rewrites a
//! lowered module before libdevice is linked:
//!
//! - ftz: every function gets `"denormal-fp-math-f32"="preserve-sign,preserve-sign"` (the NVPTX
//!   backend then writes `.ftz` instructions) and the `nvvm-reflect-ftz` flag is 1, so libdevice
//!   picks its flush-to-zero paths (`__nvvm_reflect("__CUDA_FTZ")`);
//! - `--prec-div=false`: `float` division is `div.full.f32` (`div.full.ftz.f32`), as nvcc's: at most
//!   2 ulp over the full range (LLVM 19 has no intrinsic for it, so it is inline PTX);
//! - `--prec-sqrt=false`: `sqrtf` is `sqrt.approx.f32` (`llvm.nvvm.sqrt.approx[.ftz].f`);
//! - `--fmad=false`: `float` and `double` multiplies, adds and subtracts are `mul.rn`/`add.rn`,
//!   which neither LLVM nor ptxas fuses into `fma` (the program's own; libdevice's code, linked
//!   after this, keeps the backend's contraction);
//! - fast intrinsics: calls to libdevice's `__nv_sinf`, `__nv_expf`, ... become its
//!   `__nv_fast_sinf`, `__nv_fast_expf`, ... (`sin.approx.f32`, `ex2.approx.f32`).

use inkwell::attributes::AttributeLoc;
use inkwell::builder::Builder;
use inkwell::module::{FlagBehavior, Module};
use inkwell::types::{AnyType, BasicType, FloatType};
use inkwell::values::{BasicMetadataValueEnum, BasicValue, BasicValueEnum, CallSiteValue, InstructionOpcode, InstructionValue};

/// The device floating-point mode; `Default` is nvcc's (IEEE division and square root,
/// denormals kept, multiplies and adds fused).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FpMode {
    pub ftz: bool,
    pub prec_div: bool,
    pub prec_sqrt: bool,
    pub fmad: bool,
    pub fast_intrinsics: bool,
}

impl Default for FpMode {
    fn default() -> Self {
        FpMode { ftz: false, prec_div: true, prec_sqrt: true, fmad: true, fast_intrinsics: false }
    }
}

/// The libdevice functions with a fast variant `__nv_fast_<name>`.
const FAST: &[&str] = &["sinf", "cosf", "tanf", "sincosf", "expf", "exp10f", "logf", "log2f", "log10f", "powf"];

/// Applies `mode` to a lowered module (before libdevice is linked).
pub fn apply(module: &Module<'_>, mode: FpMode) {
    let cx = module.get_context();
    let i32t = cx.i32_type();
    module.add_basic_value_flag("nvvm-reflect-ftz", FlagBehavior::Override, i32t.const_int(u64::from(mode.ftz), false));
    if mode.ftz {
        let attr = cx.create_string_attribute("denormal-fp-math-f32", "preserve-sign,preserve-sign");
        for f in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
            f.add_attribute(AttributeLoc::Function, attr);
        }
    }
    if mode.fast_intrinsics {
        for name in FAST {
            if let Some(f) = module.get_function(&format!("__nv_{name}")) {
                let fast = format!("__nv_fast_{name}");
                match module.get_function(&fast) {
                    Some(existing) => {
                        f.replace_all_uses_with(existing);
                        // SAFETY: no uses are left; it is a declaration.
                        unsafe { f.delete() };
                    }
                    None => f.as_global_value().set_name(&fast),
                }
            }
        }
    }
    if mode.prec_div && mode.prec_sqrt && mode.fmad {
        return;
    }
    let builder = cx.create_builder();
    let found: Vec<InstructionValue<'_>> = module
        .get_functions()
        .flat_map(|f| f.get_basic_block_iter().collect::<Vec<_>>())
        .flat_map(|b| b.get_instructions().collect::<Vec<_>>())
        .collect();
    for inst in found {
        rewrite(module, &builder, inst, mode);
    }
}

/// Rewrites one instruction when the mode asks for it.
fn rewrite<'ctx>(module: &Module<'ctx>, b: &Builder<'ctx>, inst: InstructionValue<'ctx>, mode: FpMode) {
    let cx = module.get_context();
    let f32t = cx.f32_type();
    let f64t = cx.f64_type();
    let ty = inst.get_type();
    let is = |t: FloatType<'ctx>| ty == t.as_any_type_enum();
    let operand = |i| inst.get_operand(i).and_then(|o| o.value());
    let sfx = |w: &str| format!("{w}{}", if mode.ftz { ".ftz" } else { "" });
    let new: Option<BasicValueEnum<'ctx>> = match inst.get_opcode() {
        InstructionOpcode::FDiv if !mode.prec_div && is(f32t) => {
            let (Some(x), Some(y)) = (operand(0), operand(1)) else { return };
            b.position_before(&inst);
            let fn_ty = f32t.fn_type(&[f32t.into(), f32t.into()], false);
            let asm = cx.create_inline_asm(fn_ty, format!("{}.f32 $0, $1, $2;", sfx("div.full")), "=f,f,f".into(), false, false, None, false);
            b.build_indirect_call(fn_ty, asm, &[x.into(), y.into()], "div").ok().and_then(|c| c.try_as_basic_value().basic())
        }
        InstructionOpcode::FMul | InstructionOpcode::FAdd | InstructionOpcode::FSub if !mode.fmad && (is(f32t) || is(f64t)) => {
            let (Some(x), Some(mut y)) = (operand(0), operand(1)) else { return };
            b.position_before(&inst);
            let double = is(f64t);
            let op = if inst.get_opcode() == InstructionOpcode::FMul { "mul" } else { "add" };
            if inst.get_opcode() == InstructionOpcode::FSub {
                let Ok(neg) = b.build_float_neg(y.into_float_value(), "neg") else { return };
                y = neg.into();
            }
            let name = match (double, mode.ftz) {
                (true, _) => format!("llvm.nvvm.{op}.rn.d"),
                (false, true) => format!("llvm.nvvm.{op}.rn.ftz.f"),
                (false, false) => format!("llvm.nvvm.{op}.rn.f"),
            };
            let t = if double { f64t } else { f32t };
            call(module, b, &name, t, &[x.into(), y.into()])
        }
        InstructionOpcode::Call if !mode.prec_sqrt && is(f32t) => {
            let callee = CallSiteValue::try_from(inst).ok().and_then(|c| c.get_called_fn_value());
            let is_sqrt = callee.is_some_and(|f| f.get_name().to_str() == Ok("llvm.sqrt.f32"));
            let Some(x) = operand(0).filter(|_| is_sqrt) else { return };
            b.position_before(&inst);
            call(module, b, &format!("{}.f", sfx("llvm.nvvm.sqrt.approx")), f32t, &[x.into()])
        }
        _ => None,
    };
    if let Some(v) = new.and_then(|v| v.as_instruction_value()) {
        inst.replace_all_uses_with(&v);
        inst.erase_from_basic_block();
    }
}

/// Calls the intrinsic `name` returning `ty`, declaring it when the module does not yet.
fn call<'ctx>(module: &Module<'ctx>, b: &Builder<'ctx>, name: &str, ty: FloatType<'ctx>, args: &[BasicMetadataValueEnum<'ctx>]) -> Option<BasicValueEnum<'ctx>> {
    let params: Vec<_> = args.iter().map(|_| ty.as_basic_type_enum().into()).collect();
    let f = module.get_function(name).unwrap_or_else(|| module.add_function(name, ty.fn_type(&params, false), None));
    b.build_call(f, args, "fp").ok().and_then(|c| c.try_as_basic_value().basic())
}
