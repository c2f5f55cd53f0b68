//! Places: the lowering of glvalues to generic addresses (`lvalue`), loads and stores with the
//! in-memory representation (`bool` is `i8` in memory and `i1` as a value; `volatile` objects
//! get volatile accesses), temporaries for prvalues that need an address, and the element by
//! element initialization of objects from brace lists and string literals.

use frontend::sema::hir::{CastKind, ExprId, ExprKind, UnaryOp, ValueCat};
use frontend::sema::types::TypeId;
use inkwell::values::{BasicValue, BasicValueEnum, IntValue, PointerValue};
use inkwell::IntPredicate;

use crate::function::FunctionCx;

/// Deepest expression nesting lowered: as `expr.rs`, above anything sema accepts.
const MAX_DEPTH: u32 = 4 * frontend::sema::MAX_EXPR_DEPTH;

impl<'m, 'a, 'ctx> FunctionCx<'m, 'a, 'ctx> {
    /// Loads an object of type `t` (bool becomes `i1`).
    pub fn load(&mut self, ptr: PointerValue<'ctx>, t: TypeId) -> BasicValueEnum<'ctx> {
        let ty = self.m.mem_ty(t);
        let (_, align) = self.m.size_align(t);
        let v = self.b.build_load(ty, ptr, "").expect("builder positioned");
        if let Some(i) = v.as_instruction_value() {
            let _ = i.set_alignment(align.max(1) as u32);
            if self.m.p.types.cv(t).is_volatile() {
                let _ = i.set_volatile(true);
            }
        }
        if self.m.p.types.is_bool(t) {
            let z = self.m.cx.i8_type().const_zero();
            return self.b.build_int_compare(IntPredicate::NE, v.into_int_value(), z, "tobool").expect("positioned").into();
        }
        v
    }

    /// Stores a value of type `t` (bool is widened to `i8`). An empty class stores nothing: its
    /// one byte may be another object's (an empty base at offset 0 shares its address with the
    /// first member: libstdc++'s unordered-container local iterators copy their empty hasher
    /// into such a base by placement new, which overwrote the node pointer's first byte).
    pub fn store(&mut self, ptr: PointerValue<'ctx>, v: BasicValueEnum<'ctx>, t: TypeId) {
        if self.m.is_empty_class(t) {
            return;
        }
        let v = if self.m.p.types.is_bool(t) && v.is_int_value() && v.into_int_value().get_type().get_bit_width() == 1 {
            self.b.build_int_z_extend(v.into_int_value(), self.m.cx.i8_type(), "frombool").expect("positioned").into()
        } else {
            v
        };
        let (_, align) = self.m.size_align(t);
        if let Ok(st) = self.b.build_store(ptr, v) {
            let _ = st.set_alignment(align.max(1) as u32);
            if self.m.p.types.cv(t).is_volatile() {
                let _ = st.set_volatile(true);
            }
        }
    }

    /// Initializes the object at `ptr` of type `t` from `e` (brace lists element by element).
    pub fn init_into(&mut self, ptr: PointerValue<'ctx>, t: TypeId, e: ExprId) {
        let p = self.m.p;
        if p.types.is_reference(t) {
            // A reference member (a lambda's by-reference capture, an aggregate's `T&`
            // field) holds the address of the glvalue it is bound to.
            let a = self.lvalue(e);
            let _ = self.b.build_store(ptr, a);
            return;
        }
        match &p.expr(e).kind {
            ExprKind::InitList { elems, len } if p.types.is_array(t) || p.types.is_record(t) => {
                if (elems.len() as u64) < *len || p.types.is_record(t) && elems.len() < p.records[p.types.record_of(t).expect("record")].fields.len() {
                    let zero = self.m.mem_ty(t).const_zero();
                    let _ = self.b.build_store(ptr, zero);
                }
                let i8t = self.m.cx.i8_type();
                if let Some((elem, _)) = p.types.array_elem(t) {
                    let (size, _) = self.m.size_align(elem);
                    for (i, &x) in elems.iter().enumerate() {
                        let off = self.m.cx.i64_type().const_int(size * i as u64, false);
                        let ep = unsafe { self.b.build_in_bounds_gep(i8t, ptr, &[off], "") }.expect("positioned");
                        self.init_into(ep, elem, x);
                    }
                } else if let Some(r) = p.types.record_of(t) {
                    let rec = &p.records[r];
                    let offsets = rec.layout.as_ref().map(|l| l.offsets.clone()).unwrap_or_default();
                    for (i, &x) in elems.iter().enumerate() {
                        let (Some(f), Some(&off)) = (rec.fields.get(i), offsets.get(i)) else { break };
                        let o = self.m.cx.i64_type().const_int(off, false);
                        let fp = unsafe { self.b.build_in_bounds_gep(i8t, ptr, &[o], "") }.expect("positioned");
                        self.init_into(fp, f.ty, x);
                    }
                }
            }
            ExprKind::StringLit(bytes) if p.types.is_array(t) => {
                let unit = self.m.string_unit(t);
                let n = p.types.array_elem(t).and_then(|(_, l)| l).unwrap_or((bytes.len() / unit) as u64 + 1);
                let v = self.m.string_const(bytes, unit, n);
                let _ = self.b.build_store(ptr, v);
            }
            ExprKind::BitFieldInit { values } => {
                let zero = self.m.mem_ty(t).const_zero();
                let _ = self.b.build_store(ptr, zero);
                for &(bit, width, x) in values {
                    self.init_bit_field(ptr, bit, width, x);
                }
            }
            ExprKind::ZeroInit => {
                let zero = self.m.mem_ty(t).const_zero();
                let _ = self.b.build_store(ptr, zero);
            }
            ExprKind::Construct { ctor, args } => self.construct_at(ptr, *ctor, args, e),
            // `c ? std::string(a) : std::string(b, n)`: the chosen operand is built in the
            // object itself; a bitwise move would break a class that points into itself (the
            // short-string buffer of `std::string`).
            ExprKind::Conditional { cond, then, els } if p.expr(e).cat == ValueCat::PrValue && p.types.is_record(t) => {
                self.if_else(*cond, |s| s.init_into(ptr, t, *then), |s| s.init_into(ptr, t, *els));
            }
            // A class returned through `sret` is built in the object itself (abi.rs); a call
            // returning a reference (`std::forward<A>(...)`, an xvalue) is copied from below.
            ExprKind::Call { callee, this_arg, args } if self.m.sret_of(t).is_some() && p.expr(e).cat == ValueCat::PrValue => {
                self.sret_dest = Some(ptr);
                let v = self.call(e, *callee, *this_arg, args);
                self.sret_dest = None;
                if let Some(v) = v {
                    self.store(ptr, v, t);
                }
            }
            _ => {
                if let Some(v) = self.rvalue(e) {
                    self.store(ptr, v, t);
                }
            }
        }
    }

    /// The generic address of glvalue `e`.
    pub fn lvalue(&mut self, e: ExprId) -> PointerValue<'ctx> {
        if self.depth > MAX_DEPTH {
            return self.m.ptr().const_null();
        }
        self.depth += 1;
        let r = self.lvalue_inner(e);
        self.depth -= 1;
        r
    }

    pub(crate) fn lvalue_inner(&mut self, e: ExprId) -> PointerValue<'ctx> {
        let p = self.m.p;
        let x = p.expr(e);
        if p.bit_field_target(e).is_some() {
            // A bit-field has no address (sema rejects `&` and non-const references): a
            // `const T&` bound to one refers to a temporary holding its value.
            let t = x.ty;
            let v = self.rvalue(e);
            let slot = self.alloca(t, "bitfield.tmp");
            if let Some(v) = v {
                self.store(slot, v, t);
            }
            return slot;
        }
        match &x.kind {
            ExprKind::Var(v) => {
                let var = &p.vars[*v];
                let slot = if let Some(&s) = self.locals.get(v) {
                    s
                } else if crate::odr::is_static(var) {
                    let g = self.m.global(*v);
                    self.m.global_ptr(g)
                } else {
                    self.unsupported(e, "a variable that is not in scope");
                    return self.m.ptr().const_null();
                };
                if p.types.is_reference(var.ty) {
                    let ptr_ty = self.m.ptr();
                    return self.b.build_load(ptr_ty, slot, "ref").expect("positioned").into_pointer_value();
                }
                slot
            }
            ExprKind::Fn(f) => self.fn_ptr(*f, e),
            ExprKind::StringLit(bytes) => {
                let g = self.m.string(bytes, x.ty);
                g.as_pointer_value()
            }
            ExprKind::Unary { op: UnaryOp::Deref, operand } => match self.rvalue(*operand) {
                Some(BasicValueEnum::PointerValue(p)) => p,
                _ => self.m.ptr().const_null(),
            },
            ExprKind::MemberAt { object, offset } => {
                // `obj.*pm`: the object's address plus the member's offset.
                let Some(BasicValueEnum::PointerValue(obj)) = self.rvalue(*object) else { return self.m.ptr().const_null() };
                let Some(BasicValueEnum::IntValue(off)) = self.rvalue(*offset) else { return obj };
                let i8t = self.m.cx.i8_type();
                unsafe { self.b.build_in_bounds_gep(i8t, obj, &[off], "memptr") }.expect("positioned")
            }
            ExprKind::VirtualBase { object, base } => {
                let ot = self.ty_of(*object);
                // From a pointer (`static_cast<A*>(pb)`, `pb->a`): a null pointer stays null.
                if let ExprKind::Unary { op: UnaryOp::Deref, operand } = p.expr(*object).kind {
                    if !matches!(p.expr(operand).kind, ExprKind::This) {
                        if let (Some(BasicValueEnum::PointerValue(ptr)), Some(r)) = (self.rvalue(operand), p.types.record_of(ot)) {
                            return self.virtual_base_address_or_null(ptr, r, *base);
                        }
                    }
                }
                let obj = if p.expr(*object).cat == ValueCat::PrValue {
                    let slot = self.temporary(*object);
                    self.push_temporary(slot, ot);
                    slot
                } else {
                    self.lvalue(*object)
                };
                let Some(r) = p.types.record_of(ot) else { return obj };
                self.virtual_base_address(obj, r, *base)
            }
            ExprKind::Member { base, field } => {
                let bt = self.ty_of(*base);
                let base_ptr = if p.expr(*base).cat == ValueCat::PrValue {
                    // A class prvalue's member (`make().x`): the temporary dies with the
                    // full-expression.
                    let slot = self.temporary(*base);
                    self.push_temporary(slot, self.ty_of(*base));
                    slot
                } else {
                    self.lvalue(*base)
                };
                let Some(r) = p.types.record_of(bt) else { return base_ptr };
                let rec = &p.records[r];
                let off = rec.layout.as_ref().and_then(|l| l.offsets.get(*field as usize).copied()).unwrap_or(0);
                let i8t = self.m.cx.i8_type();
                let o = self.m.cx.i64_type().const_int(off, false);
                let fp = unsafe { self.b.build_in_bounds_gep(i8t, base_ptr, &[o], "member") }.expect("positioned");
                match rec.fields.get(*field as usize) {
                    Some(f) if p.types.is_reference(f.ty) => {
                        let ptr_ty = self.m.ptr();
                        self.b.build_load(ptr_ty, fp, "ref").expect("positioned").into_pointer_value()
                    }
                    _ => fp,
                }
            }
            ExprKind::ComplexPart { operand, imag } if p.expr(*operand).cat != ValueCat::PrValue => {
                self.complex_part_place(*operand, *imag)
            }
            ExprKind::Index { base, index } => {
                let elem = x.ty;
                let bp = match self.rvalue(*base) {
                    Some(BasicValueEnum::PointerValue(p)) => p,
                    _ => return self.m.ptr().const_null(),
                };
                let it = self.ty_of(*index);
                let idx = self.index_value(*index, it);
                let et = self.m.mem_ty(elem);
                unsafe { self.b.build_in_bounds_gep(et, bp, &[idx], "arrayidx") }.expect("positioned")
            }
            ExprKind::Assign { lhs, .. } => {
                let _ = self.rvalue(e);
                // The assignment stored through `lhs`; evaluate its address again only when it
                // has no side effects would be wrong, so lower assignments as lvalues directly.
                let _ = lhs;
                self.last_assign_target.unwrap_or_else(|| self.m.ptr().const_null())
            }
            ExprKind::IncDec { prefix: true, .. } => {
                let _ = self.rvalue(e);
                self.last_assign_target.unwrap_or_else(|| self.m.ptr().const_null())
            }
            ExprKind::Comma { lhs, rhs } => {
                self.discard(*lhs);
                self.lvalue(*rhs)
            }
            ExprKind::Conditional { cond, then, els } => {
                let ((a, ab), (bv, bb)) = self.if_else(*cond, |s| s.lvalue(*then), |s| s.lvalue(*els));
                let phi = self.b.build_phi(self.m.ptr(), "cond").expect("positioned");
                phi.add_incoming(&[(&a, ab), (&bv, bb)]);
                phi.as_basic_value().into_pointer_value()
            }
            // A call returning a reference is the glvalue it returns. One returning a value is
            // materialized by the default arm, which builds it in the temporary (a class
            // returned through `sret` is constructed there): spilling the returned value
            // would copy it bitwise, and a `std::string` whose data pointer is its own SSO
            // buffer would point into the copied-from slot (`oss.str().size()` freed a stack
            // address).
            ExprKind::Call { callee, this_arg, args } if p.types.is_reference(self.call_ret_ty(e)) => {
                match self.call(e, *callee, *this_arg, args) {
                    Some(BasicValueEnum::PointerValue(ptr)) => ptr,
                    Some(v) => {
                        let slot = self.spill(v, x.ty);
                        self.push_temporary(slot, x.ty);
                        slot
                    }
                    None => self.m.ptr().const_null(),
                }
            }
            ExprKind::ImplicitCast { kind: CastKind::Materialize, operand } => {
                let slot = self.temporary(*operand);
                self.push_temporary(slot, x.ty);
                slot
            }
            ExprKind::ImplicitCast { kind: CastKind::NoOp, operand } | ExprKind::ExplicitCast { kind: CastKind::NoOp, operand, .. }
                if p.expr(*operand).cat != ValueCat::PrValue =>
            {
                self.lvalue(*operand)
            }
            ExprKind::ImplicitCast { kind: CastKind::BitCast, operand } | ExprKind::ExplicitCast { kind: CastKind::BitCast, operand, .. }
                if p.expr(*operand).cat != ValueCat::PrValue =>
            {
                self.lvalue(*operand)
            }
            _ => {
                let slot = self.temporary(e);
                self.push_temporary(slot, x.ty);
                slot
            }
        }
    }

    /// Materializes prvalue `e` in a fresh temporary and returns its address.
    pub(crate) fn temporary(&mut self, e: ExprId) -> PointerValue<'ctx> {
        let t = self.ty_of(e);
        let slot = self.alloca(t, "tmp");
        self.init_into(slot, t, e);
        slot
    }

    pub(crate) fn spill(&mut self, v: BasicValueEnum<'ctx>, t: TypeId) -> PointerValue<'ctx> {
        let slot = self.alloca(t, "tmp");
        self.store(slot, v, t);
        slot
    }

    pub(crate) fn fn_ptr(&mut self, f: frontend::sema::hir::FnId, e: ExprId) -> PointerValue<'ctx> {
        match self.m.fn_address(f) {
            Some(ptr) => ptr,
            None => {
                self.unsupported(e, "a function outside this module");
                self.m.ptr().const_null()
            }
        }
    }

    /// An index as `i64`, extended by its signedness.
    pub(crate) fn index_value(&mut self, e: ExprId, t: TypeId) -> IntValue<'ctx> {
        let v = match self.rvalue(e) {
            Some(BasicValueEnum::IntValue(v)) => v,
            _ => self.m.cx.i64_type().const_zero(),
        };
        let signed = self.is_signed(t);
        self.b.build_int_cast_sign_flag(v, self.m.cx.i64_type(), signed, "idx").expect("positioned")
    }
}
