//! Complex values (GNU's and C99's `_Complex T`, which libstdc++'s `std::complex<float>`,
//! `<double>` and `<long double>` hold): a complex value is the LLVM struct `{ re, im }`, as in
//! clang. Sema makes every conversion explicit (`RealToComplex`, `ComplexCast`,
//! `ComplexToBoolean`) and leaves the arithmetic's real operand real, so that
//! `z * 2.0f` multiplies each part and `z + r` leaves the imaginary part untouched, as GCC
//! computes them (an infinite part stays infinite, no `inf * 0` NaN appears).
//!
//! A product or quotient of two complex values follows C's Annex G on the host: the calls
//! `__mulsc3`/`__muldc3`/`__mulxc3` and `__divsc3`/... of libgcc, as GCC and clang emit them,
//! so infinities and NaNs come out as g++'s do. Device code has no libgcc: there the product
//! is `(ac - bd, ad + bc)` and the quotient Smith's scaled formula, exact for finite operands
//! but without Annex G's recovery of infinite results from NaN parts.

use frontend::sema::hir::{BinaryOp, ExprId, UnaryOp, ValueCat};
use frontend::sema::types::{FloatKind, Type, TypeId};
use inkwell::intrinsics::Intrinsic;
use inkwell::types::{BasicType, BasicTypeEnum, FloatType};
use inkwell::values::{BasicValueEnum, FloatValue, PointerValue};
use inkwell::FloatPredicate;

use crate::function::FunctionCx;

impl<'m, 'a, 'ctx> FunctionCx<'m, 'a, 'ctx> {
    /// The real and imaginary parts of a complex value; a real value is its own real part and
    /// has no imaginary part.
    fn parts(&mut self, v: BasicValueEnum<'ctx>) -> Option<(FloatValue<'ctx>, Option<FloatValue<'ctx>>)> {
        match v {
            BasicValueEnum::StructValue(s) => {
                let re = self.b.build_extract_value(s, 0, "real").ok()?;
                let im = self.b.build_extract_value(s, 1, "imag").ok()?;
                match (re, im) {
                    (BasicValueEnum::FloatValue(re), BasicValueEnum::FloatValue(im)) => Some((re, Some(im))),
                    _ => None,
                }
            }
            BasicValueEnum::FloatValue(f) => Some((f, None)),
            _ => None,
        }
    }

    /// The complex value `(re, im)` of complex type `t`.
    fn pair(&mut self, t: TypeId, re: FloatValue<'ctx>, im: FloatValue<'ctx>) -> Option<BasicValueEnum<'ctx>> {
        let BasicTypeEnum::StructType(st) = self.m.mem_ty(t) else { return None };
        let v = self.b.build_insert_value(st.get_undef(), re, 0, "").ok()?;
        let v = self.b.build_insert_value(v, im, 1, "").ok()?;
        Some(v.into_struct_value().into())
    }

    /// The element type of complex type `t`, as an LLVM float type.
    fn elem_llvm(&mut self, t: TypeId) -> Option<FloatType<'ctx>> {
        let elem = self.m.p.types.complex_elem(t)?;
        match self.m.mem_ty(elem) {
            BasicTypeEnum::FloatType(f) => Some(f),
            _ => None,
        }
    }

    /// `__real__ operand` (or `__imag__`, `imag`): the part's address when the operand is a
    /// glvalue, which `place.rs` asks for.
    pub(crate) fn complex_part_place(&mut self, operand: ExprId, imag: bool) -> PointerValue<'ctx> {
        let t = self.ty_of(operand);
        let base = self.lvalue(operand);
        let st = self.m.mem_ty(t);
        self.b.build_struct_gep(st, base, u32::from(imag), if imag { "imagp" } else { "realp" }).unwrap_or(base)
    }

    /// The value of `__real__ operand` / `__imag__ operand` (`e` the part expression).
    pub(crate) fn complex_part_value(&mut self, e: ExprId, operand: ExprId, imag: bool) -> Option<BasicValueEnum<'ctx>> {
        let t = self.ty_of(e);
        if self.m.p.expr(operand).cat != ValueCat::PrValue {
            let ptr = self.complex_part_place(operand, imag);
            return Some(self.load(ptr, t));
        }
        let v = self.rvalue(operand)?;
        let (re, im) = self.parts(v)?;
        Some(if imag { im?.into() } else { re.into() })
    }

    /// Converts `v` of type `from` to `to` where either is complex (the cast kinds
    /// `RealToComplex`, `ComplexCast`, `ComplexToBoolean`). Sema never converts a complex
    /// value to a real type other than `bool`; were it asked, the result is the real part.
    pub(crate) fn complex_convert(&mut self, v: BasicValueEnum<'ctx>, from: TypeId, to: TypeId) -> BasicValueEnum<'ctx> {
        let types = &self.m.p.types;
        let (ef, et) = (types.complex_elem(from), types.complex_elem(to));
        match (ef, et) {
            (Some(ef), Some(et)) => {
                let Some((re, Some(im))) = self.parts(v) else { return v };
                let re = self.convert(re.into(), ef, et).into_float_value();
                let im = self.convert(im.into(), ef, et).into_float_value();
                self.pair(to, re, im).unwrap_or(v)
            }
            (None, Some(et)) => {
                let re = self.convert(v, from, et);
                let BasicValueEnum::FloatValue(re) = re else { return v };
                let zero = re.get_type().const_zero();
                self.pair(to, re, zero).unwrap_or(v)
            }
            (Some(ef), None) => {
                let Some((re, Some(im))) = self.parts(v) else { return v };
                if self.m.p.types.is_bool(to) {
                    let zero = re.get_type().const_zero();
                    let (Ok(r), Ok(i)) = (
                        self.b.build_float_compare(FloatPredicate::UNE, re, zero, "tobool.re"),
                        self.b.build_float_compare(FloatPredicate::UNE, im, zero, "tobool.im"),
                    ) else {
                        return v;
                    };
                    return self.b.build_or(r, i, "tobool").map(Into::into).unwrap_or(v);
                }
                self.convert(re.into(), ef, to)
            }
            (None, None) => v,
        }
    }

    /// `{re, im}` of complex type `t` (sema converted both to the element type; a missing
    /// part is zero).
    pub(crate) fn complex_init_list(&mut self, t: TypeId, elems: &[ExprId]) -> Option<BasicValueEnum<'ctx>> {
        let zero = self.elem_llvm(t)?.const_zero();
        let part = |fx: &mut Self, i: usize| match elems.get(i) {
            Some(&x) => match fx.rvalue(x)? {
                BasicValueEnum::FloatValue(f) => Some(f),
                _ => None,
            },
            None => Some(zero),
        };
        let (re, im) = (part(self, 0)?, part(self, 1)?);
        self.pair(t, re, im)
    }

    /// `-z`, `+z` and GNU's `~z` (the conjugate) of complex value `v`.
    pub(crate) fn complex_unary(&mut self, op: UnaryOp, e: ExprId, v: BasicValueEnum<'ctx>) -> Option<BasicValueEnum<'ctx>> {
        let t = self.ty_of(e);
        let (re, im) = self.parts(v)?;
        let im = im?;
        match op {
            UnaryOp::Neg => {
                let re = self.b.build_float_neg(re, "neg.re").ok()?;
                let im = self.b.build_float_neg(im, "neg.im").ok()?;
                self.pair(t, re, im)
            }
            UnaryOp::BitNot => {
                let im = self.b.build_float_neg(im, "conj.im").ok()?;
                self.pair(t, re, im)
            }
            _ => Some(v),
        }
    }

    /// `a op b` where `a` or `b` is a complex value (the other complex too, or a real value of
    /// the element type, as sema converted them); `result_ty` is the complex type of an
    /// arithmetic result, `bool` for `==` and `!=`.
    pub(crate) fn complex_arith(
        &mut self,
        op: BinaryOp,
        a: BasicValueEnum<'ctx>,
        b: BasicValueEnum<'ctx>,
        result_ty: TypeId,
    ) -> Option<BasicValueEnum<'ctx>> {
        let (ar, ai) = self.parts(a)?;
        let (br, bi) = self.parts(b)?;
        let zero = ar.get_type().const_zero();
        let bd = &self.b;
        match op {
            BinaryOp::Eq | BinaryOp::Ne => {
                let (pred, name) = if op == BinaryOp::Eq { (FloatPredicate::OEQ, "cmp.eq") } else { (FloatPredicate::UNE, "cmp.ne") };
                let r = bd.build_float_compare(pred, ar, br, name).ok()?;
                let i = bd.build_float_compare(pred, ai.unwrap_or(zero), bi.unwrap_or(zero), name).ok()?;
                let v = if op == BinaryOp::Eq { bd.build_and(r, i, name) } else { bd.build_or(r, i, name) };
                v.ok().map(Into::into)
            }
            BinaryOp::Add | BinaryOp::Sub => {
                let add = op == BinaryOp::Add;
                let re = if add { bd.build_float_add(ar, br, "add.re") } else { bd.build_float_sub(ar, br, "sub.re") }.ok()?;
                // A real operand has no imaginary part to add: `z + r` keeps `z`'s (even `-0`).
                let im = match (ai, bi) {
                    (Some(x), Some(y)) => if add { bd.build_float_add(x, y, "add.im") } else { bd.build_float_sub(x, y, "sub.im") }.ok()?,
                    (Some(x), None) => x,
                    (None, Some(y)) => if add { y } else { bd.build_float_neg(y, "sub.im").ok()? },
                    (None, None) => zero,
                };
                self.pair(result_ty, re, im)
            }
            BinaryOp::Mul => match (ai, bi) {
                (Some(x), None) => {
                    let re = bd.build_float_mul(ar, br, "mul.re").ok()?;
                    let im = bd.build_float_mul(x, br, "mul.im").ok()?;
                    self.pair(result_ty, re, im)
                }
                (None, Some(y)) => {
                    let re = bd.build_float_mul(ar, br, "mul.re").ok()?;
                    let im = bd.build_float_mul(ar, y, "mul.im").ok()?;
                    self.pair(result_ty, re, im)
                }
                (x, y) => self.complex_mul_div(true, [ar, x.unwrap_or(zero), br, y.unwrap_or(zero)], result_ty),
            },
            BinaryOp::Div => match (ai, bi) {
                (Some(x), None) => {
                    let re = bd.build_float_div(ar, br, "div.re").ok()?;
                    let im = bd.build_float_div(x, br, "div.im").ok()?;
                    self.pair(result_ty, re, im)
                }
                (x, y) => self.complex_mul_div(false, [ar, x.unwrap_or(zero), br, y.unwrap_or(zero)], result_ty),
            },
            _ => None,
        }
    }

    /// `(a + bi) * (c + di)` (`mul`) or `/`, with `[a, b, c, d]` the parts.
    fn complex_mul_div(&mut self, mul: bool, [a, b, c, d]: [FloatValue<'ctx>; 4], t: TypeId) -> Option<BasicValueEnum<'ctx>> {
        if self.m.target.is_device() {
            let (re, im) = if mul { self.device_mul(a, b, c, d)? } else { self.device_div(a, b, c, d)? };
            return self.pair(t, re, im);
        }
        let elem = self.m.p.types.complex_elem(t)?;
        let letter = match self.m.p.types.kind(elem) {
            Type::Float(FloatKind::Float) => 's',
            Type::Float(FloatKind::Double) => 'd',
            Type::Float(FloatKind::LongDouble) => 'x',
            _ => return None,
        };
        let name = format!("__{}{letter}c3", if mul { "mul" } else { "div" });
        // The psABI return of `_Complex float` is one SSE eightbyte; the others are the pair.
        let ft = self.elem_llvm(t)?;
        let ret: BasicTypeEnum<'ctx> = if letter == 's' { ft.vec_type(2).into() } else { self.m.mem_ty(t) };
        let fty = ret.fn_type(&[ft.into(), ft.into(), ft.into(), ft.into()], false);
        let f = self.runtime_fn(&name, fty);
        let call = self.b.build_call(f, &[a.into(), b.into(), c.into(), d.into()], if mul { "mul" } else { "div" }).ok()?;
        let inkwell::values::ValueKind::Basic(v) = call.try_as_basic_value() else { return None };
        match v {
            BasicValueEnum::VectorValue(vv) => {
                let i32t = self.m.cx.i32_type();
                let re = self.b.build_extract_element(vv, i32t.const_zero(), "re").ok()?.into_float_value();
                let im = self.b.build_extract_element(vv, i32t.const_int(1, false), "im").ok()?.into_float_value();
                self.pair(t, re, im)
            }
            v => Some(v),
        }
    }

    /// `(ac - bd, ad + bc)`.
    fn device_mul(&mut self, a: FloatValue<'ctx>, b: FloatValue<'ctx>, c: FloatValue<'ctx>, d: FloatValue<'ctx>) -> Option<(FloatValue<'ctx>, FloatValue<'ctx>)> {
        let bd = &self.b;
        let ac = bd.build_float_mul(a, c, "ac").ok()?;
        let bdv = bd.build_float_mul(b, d, "bd").ok()?;
        let ad = bd.build_float_mul(a, d, "ad").ok()?;
        let bc = bd.build_float_mul(b, c, "bc").ok()?;
        Some((bd.build_float_sub(ac, bdv, "mul.re").ok()?, bd.build_float_add(ad, bc, "mul.im").ok()?))
    }

    /// Smith's quotient: with `|c| >= |d|`, `r = d/c`, `den = c + d r`, the result is
    /// `((a + b r) / den, (b - a r) / den)`; otherwise the same with the roles of `c` and `d`
    /// swapped, `r = c/d`, `den = c r + d`, `((a r + b) / den, (b r - a) / den)`.
    fn device_div(&mut self, a: FloatValue<'ctx>, b: FloatValue<'ctx>, c: FloatValue<'ctx>, d: FloatValue<'ctx>) -> Option<(FloatValue<'ctx>, FloatValue<'ctx>)> {
        let fabs = Intrinsic::find("llvm.fabs")?.get_declaration(&self.m.module, &[c.get_type().as_basic_type_enum()])?;
        let abs = |fx: &mut Self, x: FloatValue<'ctx>| -> Option<FloatValue<'ctx>> {
            match fx.b.build_call(fabs, &[x.into()], "abs").ok()?.try_as_basic_value() {
                inkwell::values::ValueKind::Basic(v) => Some(v.into_float_value()),
                _ => None,
            }
        };
        let (ac, ad) = (abs(self, c)?, abs(self, d)?);
        let bd = &self.b;
        let c_big = bd.build_float_compare(FloatPredicate::OGE, ac, ad, "c.big").ok()?;
        // |c| >= |d|
        let r1 = bd.build_float_div(d, c, "r").ok()?;
        let den1 = bd.build_float_add(c, bd.build_float_mul(d, r1, "").ok()?, "den").ok()?;
        let re1 = bd.build_float_div(bd.build_float_add(a, bd.build_float_mul(b, r1, "").ok()?, "").ok()?, den1, "").ok()?;
        let im1 = bd.build_float_div(bd.build_float_sub(b, bd.build_float_mul(a, r1, "").ok()?, "").ok()?, den1, "").ok()?;
        // |c| < |d|
        let r2 = bd.build_float_div(c, d, "r").ok()?;
        let den2 = bd.build_float_add(bd.build_float_mul(c, r2, "").ok()?, d, "den").ok()?;
        let re2 = bd.build_float_div(bd.build_float_add(bd.build_float_mul(a, r2, "").ok()?, b, "").ok()?, den2, "").ok()?;
        let im2 = bd.build_float_div(bd.build_float_sub(bd.build_float_mul(b, r2, "").ok()?, a, "").ok()?, den2, "").ok()?;
        let re = bd.build_select(c_big, re1, re2, "div.re").ok()?.into_float_value();
        let im = bd.build_select(c_big, im1, im2, "div.im").ok()?.into_float_value();
        Some((re, im))
    }
}
