//! Texture and surface objects (`Callee::TexSurf`, from `__nv_tex_surf_handler` in NVIDIA's
//! indirect texture and surface headers) as LLVM's NVVM intrinsics, in unified mode (the
//! 64-bit object handle is both texture and sampler):
//! - `tex2D<T>(obj, x, y)` and kin: `llvm.nvvm.tex.unified.<geom>[.level|.grad].<v4f32|v4s32|
//!   v4u32>.<f32|s32>`, four components of which the texel `T` keeps as many as it has;
//!   `tex2Dgather`: `llvm.nvvm.tld4.unified.<r|g|b|a>.2d...`;
//! - `surf2Dread` / `surf2Dwrite`: `llvm.nvvm.suld.<geom>.<[v2|v4]iN>.<trap|clamp|zero>` and
//!   `llvm.nvvm.sust.b...`, by the texel's element size (8-bit elements travel as `i16`).
//! The header passes the gather component and the boundary mode as parameters of its inline
//! functions; where they are not constants here, a switch picks the intrinsic (inlining
//! folds it away).

use codegen::function::FunctionCx;
use frontend::sema::hir::ExprId;
use frontend::sema::tex_surf::{Geom, Sample, TexSurfOp};
use frontend::sema::types::TypeId;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};

use crate::builtins::intr;

type R = Result<(), String>;

fn err(e: impl ToString) -> String {
    e.to_string()
}

/// The texel `T` a call reads or writes: its element type, element size in bytes and count.
struct Texel {
    elem: TypeId,
    size: u64,
    count: u64,
}

fn texel(fx: &FunctionCx<'_, '_, '_>, ptr_arg: ExprId) -> Result<Texel, String> {
    let p = fx.m.p;
    let t = p.types.pointee(p.expr(ptr_arg).ty).map(|t| p.types.unqual(t)).ok_or("a texel access without the texel's address")?;
    let (elem, count) = match p.types.record_of(t) {
        Some(r) => (p.records[r].fields.first().map(|f| f.ty).ok_or("a texel of no fields")?, p.records[r].fields.len() as u64),
        None => (t, 1),
    };
    let (size, _) = fx.m.size_align(elem);
    Ok(Texel { elem, size, count })
}

/// The address of component `i` of the texel at `ptr`.
fn component<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, ptr: PointerValue<'ctx>, t: &Texel, i: u64) -> Result<PointerValue<'ctx>, String> {
    let i8t = fx.m.cx.i8_type();
    let o = fx.m.cx.i64_type().const_int(i * t.size, false);
    unsafe { fx.b.build_in_bounds_gep(i8t, ptr, &[o], "texel") }.map_err(err)
}

/// Runs `body` with the value of `v` in `0..n`: directly when it is a constant, else in each
/// case of a switch (values out of range take the last case).
fn by_case<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, v: IntValue<'ctx>, n: u64, body: &mut dyn FnMut(&mut FunctionCx<'_, '_, 'ctx>, u64) -> R) -> R {
    if let Some(c) = v.get_zero_extended_constant() {
        return body(fx, c.min(n - 1));
    }
    let done = fx.block("texsurf.done");
    let blocks: Vec<_> = (0..n).map(|i| fx.block(&format!("texsurf.case{i}"))).collect();
    let cases: Vec<_> = (0..n - 1).map(|i| (v.get_type().const_int(i, false), blocks[i as usize])).collect();
    fx.b.build_switch(v, blocks[n as usize - 1], &cases).map_err(err)?;
    for (i, &bb) in blocks.iter().enumerate() {
        fx.b.position_at_end(bb);
        body(fx, i as u64)?;
        fx.b.build_unconditional_branch(done).map_err(err)?;
    }
    fx.b.position_at_end(done);
    Ok(())
}

fn geom_name(g: Geom) -> &'static str {
    match g {
        Geom::D1 => "1d",
        Geom::D2 => "2d",
        Geom::D3 => "3d",
        Geom::Cube => "cube",
        Geom::D1Array => "1d.array",
        Geom::D2Array => "2d.array",
        Geom::CubeArray => "cube.array",
    }
}

/// Lowers one texture or surface access; `args`/`vals` are the call's operands (texel
/// address, object, then the operation's).
pub fn lower<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, op: TexSurfOp, args: &[ExprId], vals: &[BasicValueEnum<'ctx>]) -> R {
    let (Some(BasicValueEnum::PointerValue(ptr)), Some(obj)) = (vals.first().copied(), vals.get(1).copied()) else {
        return Err("a texture or surface access without its texel and object".to_string());
    };
    let t = texel(fx, args[0])?;
    let rest = &vals[2..];
    match op {
        TexSurfOp::Tex(g, sample) => tex(fx, g, sample, ptr, obj, &t, rest),
        TexSurfOp::SurfRead(g) | TexSurfOp::SurfWrite(g) => surf(fx, g, matches!(op, TexSurfOp::SurfWrite(_)), ptr, obj, &t, rest),
    }
}

fn tex<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, g: Geom, sample: Sample, ptr: PointerValue<'ctx>, obj: BasicValueEnum<'ctx>, t: &Texel, ops: &[BasicValueEnum<'ctx>]) -> R {
    let p = fx.m.p;
    if t.count > 4 {
        return Err("a texel has at most four components".to_string());
    }
    let float = p.types.is_floating(t.elem);
    if float && t.size != 4 {
        return Err("textures return `float` components, not `double` or `half` ones; read `float` and convert".to_string());
    }
    let result = if float {
        "v4f32"
    } else if fx.is_signed(t.elem) {
        "v4s32"
    } else {
        "v4u32"
    };
    let n = g.coords();
    let coords = &ops[..n];
    let mut after = n;
    let mut args: Vec<BasicValueEnum<'ctx>> = vec![obj];
    if g.layered() {
        args.push(ops[n]);
        after += 1;
    }
    args.extend_from_slice(coords);
    let mode = match sample {
        Sample::Level => {
            args.push(ops[after]);
            ".level"
        }
        Sample::Grad if n == 1 => {
            args.extend_from_slice(&ops[after..after + 2]);
            ".grad"
        }
        Sample::Grad => {
            // `&dPdx`, `&dPdy`: a float2 (2D) or float4 (3D, cubemap), of which the first n.
            let f32t = fx.m.cx.f32_type();
            for k in 0..2 {
                let BasicValueEnum::PointerValue(g_ptr) = ops[after + k] else { return Err("a texture gradient that is not an address".to_string()) };
                for c in 0..n as u64 {
                    let o = fx.m.cx.i64_type().const_int(4 * c, false);
                    let a = unsafe { fx.b.build_in_bounds_gep(fx.m.cx.i8_type(), g_ptr, &[o], "grad") }.map_err(err)?;
                    args.push(fx.b.build_load(f32t, a, "grad").map_err(err)?);
                }
            }
            ".grad"
        }
        _ => "",
    };
    let coord = if sample == Sample::Fetch { "s32" } else { "f32" };
    let store = |fx: &mut FunctionCx<'_, '_, 'ctx>, v: BasicValueEnum<'ctx>| -> R {
        let BasicValueEnum::StructValue(s) = v else { return Err("a texture fetch without its four components".to_string()) };
        let et: BasicTypeEnum<'ctx> = fx.m.mem_ty(t.elem);
        for i in 0..t.count {
            let c = fx.b.build_extract_value(s, i as u32, "texel").map_err(err)?;
            let c: BasicValueEnum<'ctx> = match (c, et) {
                (BasicValueEnum::IntValue(x), BasicTypeEnum::IntType(it)) if it.get_bit_width() < 32 => fx.b.build_int_truncate(x, it, "texel").map_err(err)?.into(),
                (x, _) => x,
            };
            let a = component(fx, ptr, t, i)?;
            fx.b.build_store(a, c).map_err(err)?;
        }
        Ok(())
    };
    if sample == Sample::Gather {
        let BasicValueEnum::IntValue(comp) = ops[after] else { return Err("a gather component that is not an integer".to_string()) };
        return by_case(fx, comp, 4, &mut |fx, c| {
            let name = format!("llvm.nvvm.tld4.unified.{}.2d.{result}.f32", ["r", "g", "b", "a"][c as usize]);
            let v = intr(fx, &name, &[], &args)?.ok_or("tld4 returned nothing")?;
            store(fx, v)
        });
    }
    let name = format!("llvm.nvvm.tex.unified.{}{mode}.{result}.{coord}", geom_name(g));
    let v = intr(fx, &name, &[], &args)?.ok_or("tex returned nothing")?;
    store(fx, v)
}

fn surf<'ctx>(fx: &mut FunctionCx<'_, '_, 'ctx>, g: Geom, write: bool, ptr: PointerValue<'ctx>, obj: BasicValueEnum<'ctx>, t: &Texel, ops: &[BasicValueEnum<'ctx>]) -> R {
    let bits = match t.size {
        1 | 2 | 4 | 8 => t.size * 8,
        n => return Err(format!("a surface element of {n} bytes; surfaces hold 1-, 2-, 4- or 8-byte elements")),
    };
    let vec = match t.count {
        1 => "",
        2 => "v2",
        4 if bits <= 32 => "v4",
        n => return Err(format!("a surface texel of {n} elements of {bits} bits; surfaces move 1, 2 or 4 elements (4 only up to 32 bits)")),
    };
    // The header's operands: x (bytes), y, z, the layer or face; the boundary mode last.
    let (geom, n) = match g {
        Geom::D1 => ("1d", 1),
        Geom::D2 => ("2d", 2),
        Geom::D3 => ("3d", 3),
        Geom::D1Array => ("1d.array", 1),
        Geom::D2Array | Geom::Cube | Geom::CubeArray => ("2d.array", 2),
    };
    let layered = geom.ends_with("array");
    let mut args: Vec<BasicValueEnum<'ctx>> = vec![obj];
    if layered {
        args.push(ops[n]);
    }
    args.extend_from_slice(&ops[..n]);
    let BasicValueEnum::IntValue(mode) = ops[ops.len() - 1] else { return Err("a surface boundary mode that is not an integer".to_string()) };
    // 8-bit elements travel as i16.
    let wire = fx.m.cx.custom_width_int_type(std::num::NonZeroU32::new(bits.max(16) as u32).ok_or("no width")?).map_err(err)?;
    let et: BasicTypeEnum<'ctx> = fx.m.mem_ty(t.elem);
    let signed = fx.is_signed(t.elem);
    let ty = format!("{vec}i{bits}");
    if write {
        for i in 0..t.count {
            let a = component(fx, ptr, t, i)?;
            let v = fx.b.build_load(et, a, "texel").map_err(err)?;
            let v = match v {
                BasicValueEnum::IntValue(x) if x.get_type().get_bit_width() < wire.get_bit_width() => fx.b.build_int_cast_sign_flag(x, wire, signed, "texel").map_err(err)?.into(),
                BasicValueEnum::IntValue(x) => x.into(),
                other => fx.b.build_bit_cast(other, wire, "texel").map_err(err)?,
            };
            args.push(v);
        }
        return by_case(fx, mode, 3, &mut |fx, m| {
            let name = format!("llvm.nvvm.sust.b.{geom}.{ty}.{}", ["zero", "clamp", "trap"][m as usize]);
            intr(fx, &name, &[], &args).map(|_| ())
        });
    }
    by_case(fx, mode, 3, &mut |fx, m| {
        let name = format!("llvm.nvvm.suld.{geom}.{ty}.{}", ["zero", "clamp", "trap"][m as usize]);
        let v = intr(fx, &name, &[], &args)?.ok_or("suld returned nothing")?;
        for i in 0..t.count {
            let c = match v {
                BasicValueEnum::StructValue(s) => fx.b.build_extract_value(s, i as u32, "texel").map_err(err)?,
                x => x,
            };
            let c: BasicValueEnum<'ctx> = match (c, et) {
                (BasicValueEnum::IntValue(x), BasicTypeEnum::IntType(it)) if it.get_bit_width() < x.get_type().get_bit_width() => fx.b.build_int_truncate(x, it, "texel").map_err(err)?.into(),
                (BasicValueEnum::IntValue(x), BasicTypeEnum::IntType(_)) => x.into(),
                (x, other) => fx.b.build_bit_cast(x, other, "texel").map_err(err)?,
            };
            let a = component(fx, ptr, t, i)?;
            fx.b.build_store(a, c).map_err(err)?;
        }
        Ok(())
    })
}
