//! Lowering of GCC's integer, hint and memory builtins (keys `gnu.*` in sema's builtin table)
//! for every target, as clang 19 lowers them: `__builtin_clz`/`ctz` are `llvm.ctlz`/`cttz`
//! with zero undefined (as GCC documents), `popcount` `llvm.ctpop`, `ffs` is `x ? cttz(x) + 1 :
//! 0`, `parity` the low bit of the population count, `bswap` `llvm.bswap`, `expect` its first
//! argument (`llvm.expect`), `unreachable` and `trap` the LLVM instruction and intrinsic, and
//! `memcpy`/`memmove`/`memset` the LLVM memory intrinsics, returning the destination,
//! `alloca` a dynamic `alloca` instruction where it is called, and
//! `va_start`/`va_end`/`va_copy` the LLVM variadic intrinsics (host code only).

use inkwell::intrinsics::Intrinsic;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, IntValue, ValueKind};
use inkwell::IntPredicate;

use frontend::sema::builtins::BuiltinId;

use crate::FunctionCx;

type Lowered<'ctx> = Result<Option<BasicValueEnum<'ctx>>, String>;

impl<'ctx> FunctionCx<'_, '_, 'ctx> {
    /// Lowers GNU builtin `id` (its key starts with `gnu.`) on the lowered `args`.
    pub(crate) fn gnu_builtin(&mut self, id: BuiltinId, args: &[BasicValueEnum<'ctx>]) -> Lowered<'ctx> {
        let f = id.overload().function();
        let e = |e: inkwell::builder::BuilderError| e.to_string();
        let int = |i: usize| match args.get(i) {
            Some(BasicValueEnum::IntValue(v)) => Ok(*v),
            _ => Err(format!("`{}` without an integer argument", f.name)),
        };
        let i32t = self.m.cx.i32_type();
        let bool_t = self.m.cx.bool_type();
        match f.key {
            "gnu.clz" | "gnu.ctz" => {
                let x = int(0)?;
                let name = if f.key == "gnu.clz" { "llvm.ctlz" } else { "llvm.cttz" };
                let r = self.gnu_intrinsic(name, &[x.get_type().into()], &[x.into(), bool_t.const_int(1, false).into()])?;
                Ok(Some(self.b.build_int_cast(r, i32t, "").map_err(e)?.into()))
            }
            "gnu.popcount" | "gnu.parity" => {
                let x = int(0)?;
                let mut r = self.gnu_intrinsic("llvm.ctpop", &[x.get_type().into()], &[x.into()])?;
                if f.key == "gnu.parity" {
                    r = self.b.build_and(r, x.get_type().const_int(1, false), "parity").map_err(e)?;
                }
                Ok(Some(self.b.build_int_cast(r, i32t, "").map_err(e)?.into()))
            }
            "gnu.ffs" => {
                let r = self.ffs(int(0)?)?;
                Ok(Some(self.b.build_int_cast(r, i32t, "").map_err(e)?.into()))
            }
            "gnu.bswap" => {
                let x = int(0)?;
                Ok(Some(self.gnu_intrinsic("llvm.bswap", &[x.get_type().into()], &[x.into()])?.into()))
            }
            "gnu.expect" => {
                let (x, hint) = (int(0)?, int(1)?);
                Ok(Some(self.gnu_intrinsic("llvm.expect", &[x.get_type().into()], &[x.into(), hint.into()])?.into()))
            }
            "gnu.unreachable" => {
                self.b.build_unreachable().map_err(e)?;
                // Code after it is unreachable; keep the builder on a block of its own.
                let next = self.block("after.unreachable");
                self.b.position_at_end(next);
                Ok(None)
            }
            "gnu.trap" => {
                let trap = Intrinsic::find("llvm.trap").ok_or("LLVM 19 has no `llvm.trap`")?;
                let decl = trap.get_declaration(&self.m.module, &[]).ok_or("cannot declare `llvm.trap`")?;
                self.b.build_call(decl, &[], "").map_err(e)?;
                Ok(None)
            }
            "gnu.alloca" => {
                // `alloca` where the call is, aligned as GCC's (16 bytes), freed at return.
                let n = int(0)?;
                let p = self.b.build_array_alloca(self.m.cx.i8_type(), n, "alloca").map_err(e)?;
                if let Some(i) = p.as_instruction() {
                    i.set_alignment(16).map_err(|x| x.to_string())?;
                }
                Ok(Some(p.into()))
            }
            "gnu.memcpy" | "gnu.memmove" | "gnu.memset" => {
                let (Some(BasicValueEnum::PointerValue(dst)), Some(&second)) = (args.first().copied(), args.get(1)) else {
                    return Err(format!("`{}` without a destination pointer", f.name));
                };
                let n = int(2)?;
                match (f.key, second) {
                    ("gnu.memset", BasicValueEnum::IntValue(v)) => {
                        let byte = self.b.build_int_truncate_or_bit_cast(v, self.m.cx.i8_type(), "").map_err(e)?;
                        self.b.build_memset(dst, 1, byte, n).map_err(e)?;
                    }
                    ("gnu.memcpy", BasicValueEnum::PointerValue(src)) => {
                        self.b.build_memcpy(dst, 1, src, 1, n).map_err(e)?;
                    }
                    ("gnu.memmove", BasicValueEnum::PointerValue(src)) => {
                        self.b.build_memmove(dst, 1, src, 1, n).map_err(e)?;
                    }
                    _ => return Err(format!("`{}` with arguments of the wrong kinds", f.name)),
                }
                Ok(Some(dst.into()))
            }
            "gnu.va_start" | "gnu.va_end" | "gnu.va_copy" => {
                let ptrs: Vec<BasicMetadataValueEnum<'ctx>> = args.iter().map(|&a| a.into()).collect();
                let name = match f.key {
                    "gnu.va_start" => "llvm.va_start",
                    "gnu.va_end" => "llvm.va_end",
                    _ => "llvm.va_copy",
                };
                let i = Intrinsic::find(name).ok_or_else(|| format!("LLVM 19 has no intrinsic `{name}`"))?;
                let decl = i.get_declaration(&self.m.module, &[self.m.ptr().into()]).ok_or_else(|| format!("cannot declare `{name}`"))?;
                self.b.build_call(decl, &ptrs, "").map_err(e)?;
                Ok(None)
            }
            other => Err(format!("no lowering for builtin key `{other}`")),
        }
    }

    /// `ffs(x)`: one more than the index of the lowest set bit, 0 for 0 (`__builtin_ffs` and
    /// CUDA's `__ffs` alike), in `x`'s type.
    pub fn ffs(&mut self, x: IntValue<'ctx>) -> Result<IntValue<'ctx>, String> {
        let e = |e: inkwell::builder::BuilderError| e.to_string();
        let t = x.get_type();
        let bool_t = self.m.cx.bool_type();
        let tz = self.gnu_intrinsic("llvm.cttz", &[t.into()], &[x.into(), bool_t.const_int(1, false).into()])?;
        let one = self.b.build_int_add(tz, t.const_int(1, false), "").map_err(e)?;
        let zero = self.b.build_int_compare(IntPredicate::EQ, x, t.const_zero(), "").map_err(e)?;
        Ok(self.b.build_select(zero, t.const_zero(), one, "ffs").map_err(e)?.into_int_value())
    }

    /// Calls LLVM intrinsic `name` overloaded on `tys`; its result is an integer.
    fn gnu_intrinsic(&mut self, name: &str, tys: &[BasicTypeEnum<'ctx>], args: &[BasicMetadataValueEnum<'ctx>]) -> Result<IntValue<'ctx>, String> {
        let i = Intrinsic::find(name).ok_or_else(|| format!("LLVM 19 has no intrinsic `{name}`"))?;
        let decl = i.get_declaration(&self.m.module, tys).ok_or_else(|| format!("cannot declare `{name}`"))?;
        let call = self.b.build_call(decl, args, "").map_err(|e| e.to_string())?;
        match call.try_as_basic_value() {
            ValueKind::Basic(BasicValueEnum::IntValue(v)) => Ok(v),
            _ => Err(format!("`{name}` did not return an integer")),
        }
    }
}
