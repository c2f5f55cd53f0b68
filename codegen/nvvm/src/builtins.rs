//! The lowering of CUDA builtins to NVVM intrinsics and instructions (reference/nvvm-llvm19.md
//! §2.1): special registers for `threadIdx` and friends, `llvm.nvvm.barrier0*`, `membar`,
//! `atomicrmw`/`cmpxchg` for device-scope atomics and `llvm.nvvm.atomic.*.gen.*.{cta,sys}` for
//! the scoped ones, `shfl.sync`/`vote.sync`, bit operations through the generic LLVM
//! intrinsics, clocks, `nanosleep`, `ldg`, and the fast-math approximations. Each use of a
//! feature that raises the PTX version is recorded in the module's feature set.

use codegen::FunctionCx;
use codegen_consts::Feature;
use frontend::sema::builtins::{BType, BuiltinId, BuiltinVar};
use frontend::sema::types::FloatKind;
use inkwell::intrinsics::Intrinsic;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{AsValueRef, BasicMetadataValueEnum, BasicValueEnum, FloatValue, IntValue, PointerValue};
use inkwell::{AtomicOrdering, AtomicRMWBinOp, IntPredicate};

type R<'ctx> = Result<Option<BasicValueEnum<'ctx>>, String>;

/// Calls intrinsic `name`, overloaded on `tys`.
pub(crate) fn intr<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, name: &str, tys: &[BasicTypeEnum<'ctx>], args: &[BasicValueEnum<'ctx>]) -> R<'ctx> {
    let i = Intrinsic::find(name).ok_or_else(|| format!("LLVM 19 has no intrinsic `{name}`"))?;
    let f = i.get_declaration(&fx.m.module, tys).ok_or_else(|| format!("cannot declare `{name}`"))?;
    let args: Vec<BasicMetadataValueEnum> = args.iter().map(|&a| a.into()).collect();
    let call = fx.b.build_call(f, &args, "").map_err(|e| e.to_string())?;
    Ok(match call.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(v) => Some(v),
        _ => None,
    })
}

/// The NVVM intrinsic a `__nvvm_*` builtin of key `nvvm.intrinsic` calls: `__nvvm_a_b_c` is
/// `llvm.nvvm.a.b.c` (`__nvvm_bar_sync` is `llvm.nvvm.bar.sync`).
pub fn nvvm_intrinsic_name(builtin: &str) -> String {
    format!("llvm.nvvm.{}", builtin.trim_start_matches("__nvvm_").replace('_', "."))
}

/// `membar.sys`: orders this thread's memory accesses for every observer.
pub(crate) fn membar_sys(fx: &mut FunctionCx<'_, '_, '_>) -> Result<(), String> {
    intr(fx, "llvm.nvvm.membar.sys", &[], &[]).map(|_| ())
}

fn intr_v<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, name: &str, tys: &[BasicTypeEnum<'ctx>], args: &[BasicValueEnum<'ctx>]) -> Result<BasicValueEnum<'ctx>, String> {
    intr(fx, name, tys, args)?.ok_or_else(|| format!("`{name}` returns nothing"))
}

/// One axis of a builtin variable.
pub fn builtin_var<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, var: BuiltinVar, axis: u8) -> Result<IntValue<'ctx>, String> {
    let reg = match var {
        BuiltinVar::ThreadIdx => "tid",
        BuiltinVar::BlockIdx => "ctaid",
        BuiltinVar::BlockDim => "ntid",
        BuiltinVar::GridDim => "nctaid",
        BuiltinVar::WarpSize => return Ok(fx.m.cx.i32_type().const_int(32, false)),
    };
    let a = ["x", "y", "z"].get(axis as usize).ok_or("axis out of range")?;
    Ok(intr_v(fx, &format!("llvm.nvvm.read.ptx.sreg.{reg}.{a}"), &[], &[])?.into_int_value())
}

fn is_float(t: &BType) -> bool {
    matches!(t, BType::Float(_))
}

fn is_signed(t: &BType) -> bool {
    matches!(t, BType::Int(k) if k.is_signed())
}

fn int<'ctx>(v: BasicValueEnum<'ctx>) -> Result<IntValue<'ctx>, String> {
    match v {
        BasicValueEnum::IntValue(i) => Ok(i),
        _ => Err("expected an integer argument".into()),
    }
}

fn ptr<'ctx>(v: BasicValueEnum<'ctx>) -> Result<PointerValue<'ctx>, String> {
    match v {
        BasicValueEnum::PointerValue(p) => Ok(p),
        _ => Err("expected a pointer argument".into()),
    }
}

/// An integer or floating-point value as an integer of its width (`__match_*_sync` compares bits).
fn as_bits<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, v: BasicValueEnum<'ctx>) -> Result<IntValue<'ctx>, String> {
    match v {
        BasicValueEnum::IntValue(i) => Ok(i),
        BasicValueEnum::FloatValue(f) => {
            let t = if f.get_type() == fx.m.cx.f64_type() { fx.m.cx.i64_type() } else { fx.m.cx.i32_type() };
            Ok(fx.b.build_bit_cast(f, t, "").map_err(|e| e.to_string())?.into_int_value())
        }
        _ => Err("expected an integer or floating-point argument".into()),
    }
}

fn flt<'ctx>(v: BasicValueEnum<'ctx>) -> Result<FloatValue<'ctx>, String> {
    match v {
        BasicValueEnum::FloatValue(f) => Ok(f),
        _ => Err("expected a floating-point argument".into()),
    }
}

/// `atomicrmw` on any type (inkwell's wrapper takes integers only).
fn atomicrmw<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, op: llvm_sys::LLVMAtomicRMWBinOp, p: PointerValue<'ctx>, v: BasicValueEnum<'ctx>) -> BasicValueEnum<'ctx> {
    if let (BasicValueEnum::IntValue(i), Some(op)) = (v, inkwell_op(op)) {
        if let Ok(r) = fx.b.build_atomicrmw(op, p, i, AtomicOrdering::SequentiallyConsistent) {
            return r.into();
        }
    }
    // SAFETY: the builder is positioned; pointer and value are valid values of its context.
    unsafe {
        let r = llvm_sys::core::LLVMBuildAtomicRMW(
            fx.b.as_mut_ptr(),
            op,
            p.as_value_ref(),
            v.as_value_ref(),
            llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingSequentiallyConsistent,
            0,
        );
        BasicValueEnum::new(r)
    }
}

fn inkwell_op(op: llvm_sys::LLVMAtomicRMWBinOp) -> Option<AtomicRMWBinOp> {
    use llvm_sys::LLVMAtomicRMWBinOp as L;
    Some(match op {
        L::LLVMAtomicRMWBinOpAdd => AtomicRMWBinOp::Add,
        L::LLVMAtomicRMWBinOpSub => AtomicRMWBinOp::Sub,
        L::LLVMAtomicRMWBinOpXchg => AtomicRMWBinOp::Xchg,
        L::LLVMAtomicRMWBinOpAnd => AtomicRMWBinOp::And,
        L::LLVMAtomicRMWBinOpOr => AtomicRMWBinOp::Or,
        L::LLVMAtomicRMWBinOpXor => AtomicRMWBinOp::Xor,
        L::LLVMAtomicRMWBinOpMax => AtomicRMWBinOp::Max,
        L::LLVMAtomicRMWBinOpMin => AtomicRMWBinOp::Min,
        L::LLVMAtomicRMWBinOpUMax => AtomicRMWBinOp::UMax,
        L::LLVMAtomicRMWBinOpUMin => AtomicRMWBinOp::UMin,
        _ => return None,
    })
}

/// Lowers a call of builtin `id` with converted arguments.
pub fn call<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, id: BuiltinId, args: &[BasicValueEnum<'ctx>]) -> R<'ctx> {
    let o = id.overload();
    let key = o.function().key;
    let cx = fx.m.cx;
    let i32t = cx.i32_type();
    let arg = |i: usize| args.get(i).copied().ok_or_else(|| format!("`{}` needs {} arguments", o.function().name, i + 1));
    // The element type of the first pointer parameter (atomics) or the value type (shuffles).
    let elem = match o.params.first() {
        Some(BType::Ptr(t, _)) => (**t).clone(),
        _ => o.ret.clone(),
    };
    let (base, scope) = match key.rsplit_once('.') {
        Some((b, s @ ("cta" | "sys"))) if key.starts_with("atomic.") => (b, Some(s)),
        _ => (key, None),
    };
    if scope.is_some() {
        fx.m.features.insert(Feature::ScopedAtomics);
    }
    use llvm_sys::LLVMAtomicRMWBinOp as L;
    match base {
        "barrier.sync" => intr(fx, "llvm.nvvm.barrier0", &[], &[]),
        "barrier.popc" | "barrier.and" | "barrier.or" => {
            let name = format!("llvm.nvvm.barrier0.{}", &base[8..]);
            intr(fx, &name, &[], &[arg(0)?])
        }
        "barrier.sync.id" => {
            fx.m.features.insert(Feature::NamedBarrier);
            intr(fx, "llvm.nvvm.barrier.sync", &[], &[arg(0)?])
        }
        "barrier.sync.cnt" => {
            fx.m.features.insert(Feature::NamedBarrier);
            intr(fx, "llvm.nvvm.barrier.sync.cnt", &[], &[arg(0)?, arg(1)?])
        }
        "fns" => intr(fx, "llvm.nvvm.fns", &[], &[arg(0)?, arg(1)?, arg(2)?]),
        "bar.warp.sync" => {
            fx.m.features.insert(Feature::WarpSync);
            let mask = args.first().copied().unwrap_or_else(|| i32t.const_all_ones().into());
            intr(fx, "llvm.nvvm.bar.warp.sync", &[], &[mask])
        }
        "membar.gl" | "membar.cta" | "membar.sys" => intr(fx, &format!("llvm.nvvm.{base}"), &[], &[]),
        "atomic.add" | "atomic.sub" | "atomic.exch" | "atomic.min" | "atomic.max" | "atomic.and" | "atomic.or" | "atomic.xor" => {
            let p = ptr(arg(0)?)?;
            let mut v = arg(1)?;
            if let Some(scope) = scope {
                let kind = if is_float(&elem) { "f" } else { "i" };
                let mut op = &base[7..];
                // The scoped min/max intrinsics are signed only. Unsigned ones: at block scope a
                // device-scope `atomicrmw` (a stronger guarantee), at system scope inline PTX.
                if matches!(op, "min" | "max") && !is_signed(&elem) {
                    if scope == "cta" {
                        let rmw = if op == "min" { L::LLVMAtomicRMWBinOpUMin } else { L::LLVMAtomicRMWBinOpUMax };
                        return Ok(Some(atomicrmw(fx, rmw, p, v)));
                    }
                    return atomic_asm(fx, &format!("atom.sys.{op}"), p, v).map(Some);
                }
                if op == "sub" {
                    v = fx.b.build_int_neg(int(v)?, "neg").map_err(|e| e.to_string())?.into();
                    op = "add";
                }
                let name = format!("llvm.nvvm.atomic.{op}.gen.{kind}.{scope}");
                if op == "exch" && is_float(&elem) {
                    let bits = fx.b.build_bit_cast(v, i32t, "").map_err(|e| e.to_string())?;
                    let r = intr_v(fx, &format!("llvm.nvvm.atomic.exch.gen.i.{scope}"), &[i32t.into(), p.get_type().into()], &[p.into(), bits])?;
                    return Ok(Some(fx.b.build_bit_cast(r, v.get_type(), "").map_err(|e| e.to_string())?));
                }
                return intr(fx, &name, &[v.get_type(), p.get_type().into()], &[p.into(), v]);
            }
            let float = is_float(&elem);
            let signed = is_signed(&elem);
            let op = match &base[7..] {
                "add" if float => L::LLVMAtomicRMWBinOpFAdd,
                "add" => L::LLVMAtomicRMWBinOpAdd,
                "sub" => L::LLVMAtomicRMWBinOpSub,
                "exch" => L::LLVMAtomicRMWBinOpXchg,
                "min" if signed => L::LLVMAtomicRMWBinOpMin,
                "min" => L::LLVMAtomicRMWBinOpUMin,
                "max" if signed => L::LLVMAtomicRMWBinOpMax,
                "max" => L::LLVMAtomicRMWBinOpUMax,
                "and" => L::LLVMAtomicRMWBinOpAnd,
                "or" => L::LLVMAtomicRMWBinOpOr,
                _ => L::LLVMAtomicRMWBinOpXor,
            };
            if float && matches!(elem, BType::Float(FloatKind::Double)) && op == L::LLVMAtomicRMWBinOpFAdd {
                fx.m.features.insert(Feature::AtomicAddF64);
            }
            Ok(Some(atomicrmw(fx, op, p, v)))
        }
        "atomic.inc" | "atomic.dec" => {
            let p = ptr(arg(0)?)?;
            let v = arg(1)?;
            let op = &base[7..];
            match scope {
                Some(s) => intr(fx, &format!("llvm.nvvm.atomic.{op}.gen.i.{s}"), &[i32t.into(), p.get_type().into()], &[p.into(), v]),
                None => intr(fx, &format!("llvm.nvvm.atomic.load.{op}.32"), &[p.get_type().into()], &[p.into(), v]),
            }
        }
        "atomic.cas" => {
            let p = ptr(arg(0)?)?;
            let (c, n) = (arg(1)?, arg(2)?);
            if let Some(s) = scope {
                return intr(fx, &format!("llvm.nvvm.atomic.cas.gen.i.{s}"), &[c.get_type(), p.get_type().into()], &[p.into(), c, n]);
            }
            let pair = fx
                .b
                .build_cmpxchg(p, c, n, AtomicOrdering::SequentiallyConsistent, AtomicOrdering::SequentiallyConsistent)
                .map_err(|e| e.to_string())?;
            Ok(Some(fx.b.build_extract_value(pair, 0, "").map_err(|e| e.to_string())?))
        }
        "shfl.idx" | "shfl.up" | "shfl.down" | "shfl.bfly" => {
            fx.m.features.insert(Feature::WarpSync);
            let mask = arg(0)?;
            let v = arg(1)?;
            let lane = arg(2)?;
            let width = match args.get(3) {
                Some(w) => int(*w)?,
                None => i32t.const_int(32, false),
            };
            // c = ((32 - width) << 8) | clamp, with clamp 0 for `up` and 0x1f otherwise.
            let b = &fx.b;
            let e = |e: inkwell::builder::BuilderError| e.to_string();
            let w = b.build_int_sub(i32t.const_int(32, false), width, "").map_err(e)?;
            let w = b.build_left_shift(w, i32t.const_int(8, false), "").map_err(e)?;
            let clamp = if base == "shfl.up" { 0 } else { 0x1f };
            let c: BasicValueEnum = b.build_or(w, i32t.const_int(clamp, false), "").map_err(e)?.into();
            let lane = fx.b.build_int_cast(int(lane)?, i32t, "").map_err(e)?.into();
            shuffle(fx, &base[5..], mask, v, lane, c)
        }
        "vote.ballot" | "vote.any" | "vote.all" | "vote.uni" => {
            fx.m.features.insert(Feature::WarpSync);
            let mask = arg(0)?;
            let pred = int(arg(1)?)?;
            let pred = if pred.get_type().get_bit_width() == 1 {
                pred
            } else {
                fx.b.build_int_compare(IntPredicate::NE, pred, pred.get_type().const_zero(), "").map_err(|e| e.to_string())?
            };
            let r = intr_v(fx, &format!("llvm.nvvm.{base}.sync"), &[], &[mask, pred.into()])?;
            if base == "vote.ballot" {
                return Ok(Some(r));
            }
            Ok(Some(fx.b.build_int_z_extend(r.into_int_value(), i32t, "").map_err(|e| e.to_string())?.into()))
        }
        "match.any" | "match.all" => {
            fx.m.features.insert(Feature::MatchSync);
            let mask = arg(0)?;
            let v = as_bits(fx, arg(1)?)?;
            let wide = v.get_type().get_bit_width() == 64;
            let suffix = if wide { "i64" } else { "i32" };
            if base == "match.any" {
                return intr(fx, &format!("llvm.nvvm.match.any.sync.{suffix}"), &[], &[mask, v.into()]);
            }
            // {mask, pred}: the mask when every lane of `mask` holds the same value, else 0;
            // `*pred` is set to whether they did.
            let pair = intr_v(fx, &format!("llvm.nvvm.match.all.sync.{suffix}p"), &[], &[mask, v.into()])?.into_struct_value();
            let e = |e: inkwell::builder::BuilderError| e.to_string();
            let r = fx.b.build_extract_value(pair, 0, "").map_err(e)?;
            let pred = fx.b.build_extract_value(pair, 1, "").map_err(e)?.into_int_value();
            let pred = fx.b.build_int_z_extend(pred, i32t, "").map_err(e)?;
            fx.b.build_store(ptr(arg(2)?)?, pred).map_err(e)?;
            Ok(Some(r))
        }
        "redux.add" | "redux.min" | "redux.max" | "redux.and" | "redux.or" | "redux.xor" => {
            fx.m.features.insert(Feature::Redux);
            let op = match &base[6..] {
                "min" if !is_signed(&o.ret) => "umin",
                "max" if !is_signed(&o.ret) => "umax",
                op => op,
            };
            // The intrinsics take the value first, then the mask.
            intr(fx, &format!("llvm.nvvm.redux.sync.{op}"), &[], &[arg(1)?, arg(0)?])
        }
        "activemask" => {
            fx.m.features.insert(Feature::ActiveMask);
            intr(fx, "llvm.nvvm.activemask", &[], &[])
        }
        "popc" | "clz" | "brev" | "ffs" => {
            let v = int(arg(0)?)?;
            let t = v.get_type();
            let r = match base {
                "popc" => intr_v(fx, "llvm.ctpop", &[t.into()], &[v.into()])?,
                "clz" => intr_v(fx, "llvm.ctlz", &[t.into()], &[v.into(), cx.bool_type().const_zero().into()])?,
                "brev" => return intr(fx, "llvm.bitreverse", &[t.into()], &[v.into()]),
                _ => fx.ffs(v)?.into(),
            };
            Ok(Some(fx.b.build_int_cast(r.into_int_value(), i32t, "").map_err(|e| e.to_string())?.into()))
        }
        "mulhi" => {
            let (a, b2) = (int(arg(0)?)?, int(arg(1)?)?);
            let signed = is_signed(&o.ret);
            let t = a.get_type();
            let wide = cx.custom_width_int_type(std::num::NonZeroU32::new(t.get_bit_width() * 2).ok_or("zero width")?).map_err(|e| e.to_string())?;
            let e = |e: inkwell::builder::BuilderError| e.to_string();
            let x = fx.b.build_int_cast_sign_flag(a, wide, signed, "").map_err(e)?;
            let y = fx.b.build_int_cast_sign_flag(b2, wide, signed, "").map_err(e)?;
            let m = fx.b.build_int_mul(x, y, "").map_err(e)?;
            let h = fx.b.build_right_shift(m, wide.const_int(t.get_bit_width() as u64, false), signed, "").map_err(e)?;
            Ok(Some(fx.b.build_int_truncate(h, t, "").map_err(e)?.into()))
        }
        "clock" => {
            let r = intr_v(fx, "llvm.nvvm.read.ptx.sreg.clock", &[], &[])?.into_int_value();
            Ok(Some(fx.b.build_int_s_extend(r, cx.i64_type(), "").map_err(|e| e.to_string())?.into()))
        }
        "clock64" => intr(fx, "llvm.nvvm.read.ptx.sreg.clock64", &[], &[]),
        // Cluster special registers; `is.explicit.cluster` is a predicate, widened.
        k if k.starts_with("sreg.") => {
            fx.m.features.insert(Feature::Clusters);
            let v = intr_v(fx, &format!("llvm.nvvm.read.ptx.{k}"), &[], &[])?.into_int_value();
            Ok(Some(fx.b.build_int_z_extend_or_bit_cast(v, i32t, "").map_err(|e| e.to_string())?.into()))
        }
        // Cluster barriers, fences and shared-memory mapping: `cluster.<intrinsic>`.
        k if k.starts_with("cluster.") => {
            fx.m.features.insert(Feature::Clusters);
            let name = format!("llvm.nvvm.{}", &k["cluster.".len()..]);
            let r = intr(fx, &name, &[], args)?;
            match r {
                Some(BasicValueEnum::IntValue(v)) if v.get_type().get_bit_width() == 1 => {
                    Ok(Some(fx.b.build_int_z_extend(v, i32t, "").map_err(|e| e.to_string())?.into()))
                }
                other => Ok(other),
            }
        }
        // `__isGlobal(p)`: whether a generic pointer points into the space, as an `unsigned`.
        "isspacep.global" | "isspacep.shared" | "isspacep.const" | "isspacep.local" => {
            let b = intr_v(fx, &format!("llvm.nvvm.{key}"), &[], &[arg(0)?])?.into_int_value();
            Ok(Some(fx.b.build_int_z_extend(b, i32t, "").map_err(|e| e.to_string())?.into()))
        }
        // `__cvta_generic_to_shared(p)`: the address in the space, as a `size_t`; and back.
        k if k.starts_with("cvta.") => {
            let e = |e: inkwell::builder::BuilderError| e.to_string();
            let space: u16 = k.rsplit('.').next().and_then(|s| s.parse().ok()).ok_or("bad address space")?;
            let spaced = cx.ptr_type(inkwell::AddressSpace::from(space));
            let i64t = cx.i64_type();
            if k.starts_with("cvta.to.") {
                let p = fx.b.build_address_space_cast(arg(0)?.into_pointer_value(), spaced, "").map_err(e)?;
                Ok(Some(fx.b.build_ptr_to_int(p, i64t, "").map_err(e)?.into()))
            } else {
                let p = fx.b.build_int_to_ptr(arg(0)?.into_int_value(), spaced, "").map_err(e)?;
                let generic = cx.ptr_type(inkwell::AddressSpace::default());
                Ok(Some(fx.b.build_address_space_cast(p, generic, "").map_err(e)?.into()))
            }
        }
        "nvvm.intrinsic" => {
            let name = nvvm_intrinsic_name(o.function().name);
            if name.contains(".sync") {
                fx.m.features.insert(Feature::WarpSync);
            }
            intr(fx, &name, &[], args)
        }
        "nanosleep" => {
            fx.m.features.insert(Feature::Nanosleep);
            intr(fx, "llvm.nvvm.nanosleep", &[], &[arg(0)?])
        }
        "ldg" => {
            fx.m.features.insert(Feature::Ldg);
            let p = ptr(arg(0)?)?;
            let ty = fx.m.val_ty_of_btype(&o.ret);
            let (kind, align) = match &o.ret {
                BType::Float(k) => ("f", k.size()),
                BType::Int(k) => ("i", k.size()),
                _ => ("i", 4),
            };
            intr(fx, &format!("llvm.nvvm.ldg.global.{kind}"), &[ty, p.get_type().into()], &[p.into(), i32t.const_int(align, false).into()])
        }
        "fast.exp" | "fast.exp10" | "fast.log" | "fast.log2" | "fast.log10" | "fast.sin" | "fast.cos" | "fast.tan" | "fast.pow"
        | "fast.div" | "fast.sincos" | "saturate" | "rsqrt" => fast_math(fx, base, args, &o.ret),
        "bitcast" => {
            let v = arg(0)?;
            let ty = fx.m.val_ty_of_btype(&o.ret);
            Ok(Some(fx.b.build_bit_cast(v, ty, "").map_err(|e| e.to_string())?))
        }
        "trap" => intr(fx, "llvm.trap", &[], &[]),
        "brkpt" => intr(fx, "llvm.debugtrap", &[], &[]),
        _ => Err(format!("the builtin `{}` is not lowered yet", o.function().name)),
    }
}

/// A shuffle of any 32- or 64-bit value (64-bit values are shuffled as two halves).
fn shuffle<'ctx>(
    fx: &mut FunctionCx<'_, '_, 'ctx>,
    mode: &str,
    mask: BasicValueEnum<'ctx>,
    v: BasicValueEnum<'ctx>,
    lane: BasicValueEnum<'ctx>,
    c: BasicValueEnum<'ctx>,
) -> R<'ctx> {
    let cx = fx.m.cx;
    let i32t = cx.i32_type();
    let e = |e: inkwell::builder::BuilderError| e.to_string();
    match v {
        BasicValueEnum::FloatValue(f) if f.get_type() == cx.f32_type() => intr(fx, &format!("llvm.nvvm.shfl.sync.{mode}.f32"), &[], &[mask, v, lane, c]),
        BasicValueEnum::IntValue(i) if i.get_type().get_bit_width() <= 32 => {
            let x = fx.b.build_int_cast(i, i32t, "").map_err(e)?;
            let r = intr_v(fx, &format!("llvm.nvvm.shfl.sync.{mode}.i32"), &[], &[mask, x.into(), lane, c])?;
            Ok(Some(fx.b.build_int_cast(r.into_int_value(), i.get_type(), "").map_err(e)?.into()))
        }
        _ => {
            let i64t = cx.i64_type();
            let bits = fx.b.build_bit_cast(v, i64t, "").map_err(e)?.into_int_value();
            let lo = fx.b.build_int_truncate(bits, i32t, "").map_err(e)?;
            let hi = fx.b.build_right_shift(bits, i64t.const_int(32, false), false, "").map_err(e)?;
            let hi = fx.b.build_int_truncate(hi, i32t, "").map_err(e)?;
            let name = format!("llvm.nvvm.shfl.sync.{mode}.i32");
            let lo = intr_v(fx, &name, &[], &[mask, lo.into(), lane, c])?.into_int_value();
            let hi = intr_v(fx, &name, &[], &[mask, hi.into(), lane, c])?.into_int_value();
            let lo = fx.b.build_int_z_extend(lo, i64t, "").map_err(e)?;
            let hi = fx.b.build_int_z_extend(hi, i64t, "").map_err(e)?;
            let hi = fx.b.build_left_shift(hi, i64t.const_int(32, false), "").map_err(e)?;
            let r = fx.b.build_or(hi, lo, "").map_err(e)?;
            Ok(Some(fx.b.build_bit_cast(r, v.get_type(), "").map_err(e)?))
        }
    }
}

/// The `__expf` family through the PTX approximation instructions.
fn fast_math<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, key: &str, args: &[BasicValueEnum<'ctx>], ret: &BType) -> R<'ctx> {
    let cx = fx.m.cx;
    let f32t = cx.f32_type();
    let e = |e: inkwell::builder::BuilderError| e.to_string();
    let x = flt(*args.first().ok_or("missing argument")?)?;
    let log2e = std::f64::consts::LOG2_E;
    let ln2 = std::f64::consts::LN_2;
    let k = |v: f64| f32t.const_float(v);
    let ex2 = |fx: &mut FunctionCx<'_, '_, 'ctx>, v: FloatValue<'ctx>| intr_v(fx, "llvm.nvvm.ex2.approx.f", &[], &[v.into()]).map(|r| r.into_float_value());
    let lg2 = |fx: &mut FunctionCx<'_, '_, 'ctx>, v: FloatValue<'ctx>| intr_v(fx, "llvm.nvvm.lg2.approx.f", &[], &[v.into()]).map(|r| r.into_float_value());
    let r: FloatValue = match key {
        "fast.exp" => {
            let m = fx.b.build_float_mul(x, k(log2e), "").map_err(e)?;
            ex2(fx, m)?
        }
        "fast.exp10" => {
            let m = fx.b.build_float_mul(x, k(std::f64::consts::LOG2_10), "").map_err(e)?;
            ex2(fx, m)?
        }
        "fast.log2" => lg2(fx, x)?,
        "fast.log" | "fast.log10" => {
            let l = lg2(fx, x)?;
            let c = if key == "fast.log" { ln2 } else { std::f64::consts::LOG10_2 };
            fx.b.build_float_mul(l, k(c), "").map_err(e)?
        }
        "fast.sin" => intr_v(fx, "llvm.nvvm.sin.approx.f", &[], &[x.into()])?.into_float_value(),
        "fast.cos" => intr_v(fx, "llvm.nvvm.cos.approx.f", &[], &[x.into()])?.into_float_value(),
        "fast.tan" => {
            let s = intr_v(fx, "llvm.nvvm.sin.approx.f", &[], &[x.into()])?;
            let c = intr_v(fx, "llvm.nvvm.cos.approx.f", &[], &[x.into()])?;
            intr_v(fx, "llvm.nvvm.div.approx.f", &[], &[s, c])?.into_float_value()
        }
        "fast.sincos" => {
            let s = intr_v(fx, "llvm.nvvm.sin.approx.f", &[], &[x.into()])?;
            let c = intr_v(fx, "llvm.nvvm.cos.approx.f", &[], &[x.into()])?;
            let (ps, pc) = (ptr(*args.get(1).ok_or("missing argument")?)?, ptr(*args.get(2).ok_or("missing argument")?)?);
            fx.b.build_store(ps, s).map_err(e)?;
            fx.b.build_store(pc, c).map_err(e)?;
            return Ok(None);
        }
        "fast.pow" => {
            let y = flt(*args.get(1).ok_or("missing argument")?)?;
            let l = lg2(fx, x)?;
            let m = fx.b.build_float_mul(y, l, "").map_err(e)?;
            ex2(fx, m)?
        }
        "fast.div" => {
            let y = *args.get(1).ok_or("missing argument")?;
            intr_v(fx, "llvm.nvvm.div.approx.f", &[], &[x.into(), y])?.into_float_value()
        }
        "saturate" => intr_v(fx, "llvm.nvvm.saturate.f", &[], &[x.into()])?.into_float_value(),
        _ => {
            let name = if matches!(ret, BType::Float(FloatKind::Double)) { "llvm.nvvm.rsqrt.approx.d" } else { "llvm.nvvm.rsqrt.approx.f" };
            intr_v(fx, name, &[], &[x.into()])?.into_float_value()
        }
    };
    Ok(Some(r.into()))
}

/// LLVM type of a builtin-table type.
pub trait BTypeExt<'ctx> {
    fn val_ty_of_btype(&mut self, t: &BType) -> BasicTypeEnum<'ctx>;
}

impl<'ctx> BTypeExt<'ctx> for codegen::ModuleCx<'_, 'ctx> {
    fn val_ty_of_btype(&mut self, t: &BType) -> BasicTypeEnum<'ctx> {
        let cx = self.cx;
        match t {
            BType::Void | BType::Bool => cx.bool_type().into(),
            BType::Int(k) => codegen::module_cx::int_of_size(cx, k.size()).into(),
            BType::Float(FloatKind::Float) => cx.f32_type().into(),
            BType::Float(_) => cx.f64_type().into(),
            BType::Ptr(..) => cx.ptr_type(inkwell::AddressSpace::default()).as_basic_type_enum(),
            BType::Complex(k) => {
                let e = self.val_ty_of_btype(&BType::Float(*k));
                cx.struct_type(&[e, e], false).into()
            }
        }
    }
}


/// `atom.<op>.u32/u64 $0, [$1], $2;` as inline PTX, for what LLVM 19 has no intrinsic for.
fn atomic_asm<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, op: &str, p: PointerValue<'ctx>, v: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>, String> {
    let v = int(v)?;
    let t = v.get_type();
    let (suffix, reg) = if t.get_bit_width() == 64 { ("u64", "l") } else { ("u32", "r") };
    let fn_ty = t.fn_type(&[p.get_type().into(), t.into()], false);
    let asm = fx.m.cx.create_inline_asm(
        fn_ty,
        format!("{op}.{suffix} $0, [$1], $2;"),
        format!("={reg},l,{reg},~{{memory}}"),
        true,
        false,
        None,
        false,
    );
    let call = fx.b.build_indirect_call(fn_ty, asm, &[p.into(), v.into()], "").map_err(|e| e.to_string())?;
    match call.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(r) => Ok(r),
        _ => Err("inline asm returned nothing".into()),
    }
}
