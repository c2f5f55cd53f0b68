//! Bit-field access (`ExprKind::BitField`): a read loads the bytes that hold the field as one
//! integer, shifts it right by the field's bit within its first byte, truncates it to the
//! width and extends it back (sign-extended for a signed type, `!= 0` for `bool`); a write
//! loads the same bytes, clears the field's bits and ors in the truncated new value. Both
//! targets are little-endian and lay bit-fields out as GCC does (`sema/records.rs`), so one
//! lowering serves host and device. An assignment's value is the truncated value, as a read
//! of the bit-field after it would give.

use frontend::sema::hir::{BinaryOp, ExprId, ExprKind, ValueCat};
use frontend::sema::types::TypeId;
use inkwell::types::IntType;
use inkwell::values::{BasicValue, BasicValueEnum, IntValue, PointerValue};
use inkwell::IntPredicate;

use crate::function::FunctionCx;

/// Where a bit-field's bits are: its first byte, the integer type covering every byte that
/// holds one of its bits, its shift within that integer, its width and declared type.
struct Unit<'ctx> {
    ptr: PointerValue<'ctx>,
    ty: IntType<'ctx>,
    shift: u32,
    width: u32,
    field_ty: TypeId,
}

impl<'m, 'a, 'ctx> FunctionCx<'m, 'a, 'ctx> {
    /// The storage of bit-field expression `e` (an `ExprKind::BitField`); its base is
    /// evaluated once here.
    fn bit_field_unit(&mut self, e: ExprId) -> Unit<'ctx> {
        let p = self.m.p;
        let x = p.expr(e);
        let ExprKind::BitField { base, bit, width } = x.kind else { unreachable!("bit_field_target returned a BitField") };
        let base_ptr = if p.expr(base).cat == ValueCat::PrValue {
            let slot = self.temporary(base);
            self.push_temporary(slot, self.ty_of(base));
            slot
        } else {
            self.lvalue(base)
        };
        let i8t = self.m.cx.i8_type();
        let o = self.m.cx.i64_type().const_int(bit / 8, false);
        let ptr = unsafe { self.b.build_in_bounds_gep(i8t, base_ptr, &[o], "bitfield") }.expect("positioned");
        let shift = (bit % 8) as u32;
        let bytes = (shift + width).div_ceil(8).max(1);
        Unit { ptr, ty: self.int_of_width(bytes * 8), shift, width: width.max(1), field_ty: x.ty }
    }

    /// The integer type of `bits` bits (at least one).
    fn int_of_width(&self, bits: u32) -> IntType<'ctx> {
        let n = std::num::NonZeroU32::new(bits.max(1)).expect("at least one bit");
        self.m.cx.custom_width_int_type(n).expect("a valid integer width")
    }

    /// Writes the value of `x` (of the bit-field's type) into the `width` bits at `bit` bits
    /// from `storage`, in aggregate initialization (`ExprKind::BitFieldInit`).
    pub(crate) fn init_bit_field(&mut self, storage: PointerValue<'ctx>, bit: u64, width: u32, x: ExprId) {
        let Some(v) = self.rvalue(x) else { return };
        let i8t = self.m.cx.i8_type();
        let o = self.m.cx.i64_type().const_int(bit / 8, false);
        let ptr = unsafe { self.b.build_in_bounds_gep(i8t, storage, &[o], "bitfield") }.expect("positioned");
        let shift = (bit % 8) as u32;
        let ty = self.int_of_width((shift + width).div_ceil(8).max(1) * 8);
        let u = Unit { ptr, ty, shift, width: width.max(1), field_ty: self.ty_of(x) };
        let v = if v.is_int_value() && v.into_int_value().get_type().get_bit_width() == 1 {
            self.b.build_int_z_extend(v.into_int_value(), i8t, "frombool").expect("positioned").into()
        } else {
            v
        };
        let _ = self.write_unit(&u, v);
    }

    /// Loads the integer holding the unit's bits (volatile for a volatile bit-field).
    fn load_unit(&mut self, u: &Unit<'ctx>) -> IntValue<'ctx> {
        let v = self.b.build_load(u.ty, u.ptr, "bf.load").expect("positioned");
        if let Some(i) = v.as_instruction_value() {
            let _ = i.set_alignment(1);
            let _ = i.set_volatile(self.m.p.types.cv(u.field_ty).is_volatile());
        }
        v.into_int_value()
    }

    /// The field's `width` bits as a value of its declared type.
    fn widen_bits(&mut self, bits: IntValue<'ctx>, u: &Unit<'ctx>) -> BasicValueEnum<'ctx> {
        if self.m.p.types.is_bool(u.field_ty) {
            let z = bits.get_type().const_zero();
            return self.b.build_int_compare(IntPredicate::NE, bits, z, "bf.bool").expect("positioned").into();
        }
        let signed = self.bit_field_signed(u.field_ty);
        let vt = self.m.mem_ty(u.field_ty).into_int_type();
        self.b.build_int_cast_sign_flag(bits, vt, signed, "bf.val").expect("positioned").into()
    }

    /// Whether a bit-field of type `t` is sign-extended when read. GCC gives an unscoped
    /// enumeration without negative enumerators an unsigned underlying type (circlec deduces
    /// `int`, which is the same for everything but a bit-field's extension).
    fn bit_field_signed(&self, t: TypeId) -> bool {
        let p = self.m.p;
        if let frontend::sema::types::Type::Enum(e) = p.types.kind(t) {
            let en = &p.enums[*e];
            if !en.scoped && en.enumerators.iter().all(|x| x.value >= 0) {
                return false;
            }
        }
        self.is_signed(t)
    }

    /// Reads the bit-field `e` (an `ExprKind::BitField`).
    pub(crate) fn load_bit_field(&mut self, e: ExprId) -> BasicValueEnum<'ctx> {
        let u = self.bit_field_unit(e);
        self.read_unit(&u)
    }

    fn read_unit(&mut self, u: &Unit<'ctx>) -> BasicValueEnum<'ctx> {
        let word = self.load_unit(u);
        let sh = u.ty.const_int(u.shift as u64, false);
        let shifted = self.b.build_right_shift(word, sh, false, "bf.lshr").expect("positioned");
        let wt = self.int_of_width(u.width);
        let bits = self.b.build_int_truncate_or_bit_cast(shifted, wt, "bf.bits").expect("positioned");
        self.widen_bits(bits, u)
    }

    /// Writes value `v` (of the field's type) into the unit; returns the value the field now
    /// holds.
    fn write_unit(&mut self, u: &Unit<'ctx>, v: BasicValueEnum<'ctx>) -> BasicValueEnum<'ctx> {
        let wt = self.int_of_width(u.width);
        let v = v.into_int_value();
        let bits = self.b.build_int_cast_sign_flag(v, wt, false, "bf.trunc").expect("positioned");
        let wide = self.b.build_int_z_extend_or_bit_cast(bits, u.ty, "bf.ext").expect("positioned");
        let sh = u.ty.const_int(u.shift as u64, false);
        let placed = self.b.build_left_shift(wide, sh, "bf.shl").expect("positioned");
        let mask = ((1u128 << u.width) - 1) << u.shift;
        let keep = u.ty.const_int_arbitrary_precision(&[!mask as u64, (!mask >> 64) as u64]);
        let old = self.load_unit(u);
        let cleared = self.b.build_and(old, keep, "bf.clear").expect("positioned");
        let new = self.b.build_or(cleared, placed, "bf.set").expect("positioned");
        if let Ok(st) = self.b.build_store(u.ptr, new) {
            let _ = st.set_alignment(1);
            let _ = st.set_volatile(self.m.p.types.cv(u.field_ty).is_volatile());
        }
        self.widen_bits(bits, u)
    }

    /// `lhs = rhs` and `lhs op= rhs` where `lhs` designates the bit-field `bf`.
    pub(crate) fn bit_field_assign(&mut self, op: Option<BinaryOp>, lhs: ExprId, bf: ExprId, rhs: ExprId, compute_ty: TypeId) -> Option<BasicValueEnum<'ctx>> {
        let lt = self.ty_of(bf);
        let rt = self.ty_of(rhs);
        let r = self.rvalue(rhs)?;
        if lhs != bf {
            // `(s.a = x) = y`: the inner assignment first.
            let _ = self.rvalue(lhs);
        }
        let u = self.bit_field_unit(bf);
        let v = match op {
            None => r,
            Some(op) => {
                let old = self.read_unit(&u);
                let a = self.convert(old, lt, compute_ty);
                let r = self.convert(r, rt, compute_ty);
                let v = self.arith(op, a, r, compute_ty, compute_ty, compute_ty)?;
                self.convert(v, compute_ty, lt)
            }
        };
        let v = if v.is_int_value() && v.into_int_value().get_type().get_bit_width() == 1 {
            self.b.build_int_z_extend(v.into_int_value(), self.m.cx.i8_type(), "frombool").ok()?.into()
        } else {
            v
        };
        Some(self.write_unit(&u, v))
    }

    /// `++`/`--` on an operand that designates the bit-field `bf`.
    pub(crate) fn bit_field_inc_dec(&mut self, inc: bool, prefix: bool, operand: ExprId, bf: ExprId) -> Option<BasicValueEnum<'ctx>> {
        if operand != bf {
            let _ = self.rvalue(operand);
        }
        let u = self.bit_field_unit(bf);
        let old = self.read_unit(&u);
        let new: BasicValueEnum<'ctx> = match old {
            BasicValueEnum::IntValue(i) if i.get_type().get_bit_width() == 1 => self.m.cx.i8_type().const_int(inc as u64, false).into(),
            BasicValueEnum::IntValue(i) => {
                let one = i.get_type().const_int(1, false);
                if inc { self.b.build_int_add(i, one, "inc") } else { self.b.build_int_sub(i, one, "dec") }.ok()?.into()
            }
            v => v,
        };
        let stored = self.write_unit(&u, new);
        Some(if prefix { stored } else { old })
    }
}
