//! Lowering of GCC's `__atomic_*` builtins (sema's `Callee::Atomic`) for every target, as
//! clang 19 lowers them: `load atomic`/`store atomic`, `atomicrmw` and `cmpxchg` on the
//! integer of the object's size (pointers and the bytes of other objects travel as that
//! integer), `fence` for the thread fence and `fence syncscope("singlethread")` for the
//! signal fence. A memory order that is a constant picks the LLVM ordering; one that is not
//! (an `std::atomic` member's parameter) selects one of the five at run time through a
//! `switch`, as clang does (it folds once inlining makes the order a constant). An order the
//! operation cannot have (a releasing load) is sequentially consistent, as GCC takes it. A target
//! whose backend cannot order atomic accesses itself (NVPTX in LLVM 19 selects neither
//! `fence` nor ordered loads and stores) gets relaxed accesses bracketed by its own fence
//! ([`Target::fence`](crate::Target::fence)): a fence before a release and after an acquire.

use frontend::sema::atomics::{AtomicOp, RmwOp};
use frontend::sema::hir::ExprId;
use frontend::sema::types::{builtin, TypeId};
use inkwell::types::IntType;
use inkwell::values::{BasicValue, BasicValueEnum, IntValue, PointerValue};
use inkwell::{AtomicOrdering, AtomicRMWBinOp, IntPredicate};

use crate::FunctionCx;

type Lowered<'ctx> = Result<Option<BasicValueEnum<'ctx>>, String>;

fn err(e: inkwell::builder::BuilderError) -> String {
    e.to_string()
}

/// The LLVM ordering of GCC memory order `v` (`__ATOMIC_RELAXED` = 0 ... `__ATOMIC_SEQ_CST` =
/// 5; the bits above 16 are x86's lock elision hints, ignored).
fn ordering(v: Option<&BasicValueEnum<'_>>) -> AtomicOrdering {
    let c = match v {
        Some(BasicValueEnum::IntValue(i)) => i.get_zero_extended_constant(),
        _ => None,
    };
    match c.map(|c| c & 0xffff) {
        Some(0) => AtomicOrdering::Monotonic,
        Some(1 | 2) => AtomicOrdering::Acquire,
        Some(3) => AtomicOrdering::Release,
        Some(4) => AtomicOrdering::AcquireRelease,
        _ => AtomicOrdering::SequentiallyConsistent,
    }
}

fn acquires(o: AtomicOrdering) -> bool {
    matches!(o, AtomicOrdering::Acquire | AtomicOrdering::AcquireRelease | AtomicOrdering::SequentiallyConsistent)
}

fn releases(o: AtomicOrdering) -> bool {
    matches!(o, AtomicOrdering::Release | AtomicOrdering::AcquireRelease | AtomicOrdering::SequentiallyConsistent)
}

impl<'ctx> FunctionCx<'_, '_, 'ctx> {
    /// Lowers atomic builtin `op` with the HIR arguments `args` and their lowered values `vals`.
    pub(crate) fn atomic(&mut self, op: AtomicOp, args: &[ExprId], vals: &[BasicValueEnum<'ctx>]) -> Lowered<'ctx> {
        let p = self.m.p;
        if let AtomicOp::ThreadFence | AtomicOp::SignalFence = op {
            let single = op == AtomicOp::SignalFence;
            return self.per_order(vals.first(), &mut |fx, o| {
                if o != AtomicOrdering::Monotonic {
                    let target = fx.m.target;
                    target.fence(fx, o, single)?;
                }
                Ok(None)
            });
        }
        let Some(BasicValueEnum::PointerValue(obj)) = vals.first().copied() else {
            return Err("an atomic builtin without the object's address".to_string());
        };
        let pointee = args.first().and_then(|&a| p.types.pointee(p.expr(a).ty)).ok_or("an atomic builtin without the object's type")?;
        let volatile = p.types.cv(pointee).is_volatile();
        let t = match op {
            AtomicOp::TestAndSet | AtomicOp::Clear => builtin::BOOL,
            _ => p.types.unqual(pointee),
        };
        let (size, _) = self.m.size_align(t);
        let it = self.m.cx.custom_width_int_type(std::num::NonZeroU32::new(size as u32 * 8).ok_or("an atomic object of no size")?).map_err(str::to_string)?;
        let acc = Access { obj, it, align: size as u32, volatile };
        let ptr_arg = |i: usize| match vals.get(i) {
            Some(BasicValueEnum::PointerValue(v)) => Ok(*v),
            _ => Err(format!("argument {} of an atomic builtin is not an address", i + 1)),
        };
        match op {
            AtomicOp::Load => self.per_order(vals.get(1), &mut |fx, o| {
                let v = fx.atomic_load(acc, o)?;
                Ok(Some(fx.from_bits(v, t)?))
            }),
            AtomicOp::LoadInto => {
                let out = ptr_arg(1)?;
                self.per_order(vals.get(2), &mut |fx, o| {
                    let v = fx.atomic_load(acc, o)?;
                    fx.b.build_store(out, v).map_err(err)?;
                    Ok(None)
                })
            }
            AtomicOp::Store | AtomicOp::StoreFrom => {
                let v = if op == AtomicOp::Store {
                    self.to_bits(vals.get(1), it)?
                } else {
                    self.b.build_load(it, ptr_arg(1)?, "").map_err(err)?.into_int_value()
                };
                self.per_order(vals.get(2), &mut |fx, o| fx.atomic_store(acc, v, o).map(|_| None))
            }
            AtomicOp::Exchange | AtomicOp::ExchangeInto => {
                let (v, order) = if op == AtomicOp::Exchange {
                    (self.to_bits(vals.get(1), it)?, vals.get(2))
                } else {
                    (self.b.build_load(it, ptr_arg(1)?, "").map_err(err)?.into_int_value(), vals.get(3))
                };
                let old = self.per_order(order, &mut |fx, o| fx.atomic_rmw(acc, AtomicRMWBinOp::Xchg, v, o).map(|x| Some(x.into())))?;
                let Some(BasicValueEnum::IntValue(old)) = old else { return Err("an exchange without a result".to_string()) };
                if op == AtomicOp::Exchange {
                    return Ok(Some(self.from_bits(old, t)?));
                }
                self.b.build_store(ptr_arg(2)?, old).map_err(err)?;
                Ok(None)
            }
            AtomicOp::CompareExchange | AtomicOp::CompareExchangeFrom => {
                let expected = ptr_arg(1)?;
                let desired = if op == AtomicOp::CompareExchange {
                    self.to_bits(vals.get(2), it)?
                } else {
                    self.b.build_load(it, ptr_arg(2)?, "").map_err(err)?.into_int_value()
                };
                // A failure order that is not a constant follows the success order, as
                // `std::atomic`'s single-order overloads derive it.
                let failure = vals.get(5).filter(|v| matches!(v, BasicValueEnum::IntValue(i) if i.is_constant_int())).map(|v| ordering(Some(v)));
                self.per_order(vals.get(4), &mut |fx, o| {
                    let f = failure.unwrap_or(match o {
                        AtomicOrdering::AcquireRelease => AtomicOrdering::Acquire,
                        AtomicOrdering::Release => AtomicOrdering::Monotonic,
                        x => x,
                    });
                    Ok(Some(fx.compare_exchange(acc, expected, desired, o, f)?.into()))
                })
            }
            AtomicOp::FetchOp(r) | AtomicOp::OpFetch(r) => {
                let v = self.to_bits(vals.get(1), it)?;
                let signed = self.is_signed(t);
                let llvm_op = match r {
                    RmwOp::Add => AtomicRMWBinOp::Add,
                    RmwOp::Sub => AtomicRMWBinOp::Sub,
                    RmwOp::And => AtomicRMWBinOp::And,
                    RmwOp::Or => AtomicRMWBinOp::Or,
                    RmwOp::Xor => AtomicRMWBinOp::Xor,
                    RmwOp::Nand => AtomicRMWBinOp::Nand,
                    RmwOp::Min if signed => AtomicRMWBinOp::Min,
                    RmwOp::Max if signed => AtomicRMWBinOp::Max,
                    RmwOp::Min => AtomicRMWBinOp::UMin,
                    RmwOp::Max => AtomicRMWBinOp::UMax,
                };
                let old = self.per_order(vals.get(2), &mut |fx, o| fx.atomic_rmw(acc, llvm_op, v, o).map(|x| Some(x.into())))?;
                let Some(BasicValueEnum::IntValue(old)) = old else { return Err("a fetch operation without a result".to_string()) };
                let res = if matches!(op, AtomicOp::OpFetch(_)) { self.rmw_result(r, signed, old, v)? } else { old };
                Ok(Some(self.from_bits(res, t)?))
            }
            AtomicOp::TestAndSet => {
                let one = it.const_int(1, false);
                let old = self.per_order(vals.get(1), &mut |fx, o| fx.atomic_rmw(acc, AtomicRMWBinOp::Xchg, one, o).map(|x| Some(x.into())))?;
                let Some(BasicValueEnum::IntValue(old)) = old else { return Err("a test-and-set without a result".to_string()) };
                Ok(Some(self.b.build_int_compare(IntPredicate::NE, old, it.const_zero(), "was.set").map_err(err)?.into()))
            }
            AtomicOp::Clear => self.per_order(vals.get(1), &mut |fx, o| fx.atomic_store(acc, it.const_zero(), o).map(|_| None)),
            AtomicOp::ThreadFence | AtomicOp::SignalFence => Ok(None),
            AtomicOp::SyncCompareSwap { value } => {
                let cmp = self.to_bits(vals.get(1), it)?;
                let desired = self.to_bits(vals.get(2), it)?;
                let (old, ok) = self.cmpxchg(acc, cmp, desired, AtomicOrdering::SequentiallyConsistent, AtomicOrdering::SequentiallyConsistent)?;
                if value {
                    Ok(Some(self.from_bits(old, t)?))
                } else {
                    Ok(Some(ok.into()))
                }
            }
        }
    }

    /// Runs `emit` with the LLVM ordering of memory order `order`: once for a constant, else
    /// once per ordering under a `switch` on the order's value (as clang does; inlining makes
    /// the order of an `std::atomic` member's parameter a constant and the switch folds),
    /// the results joined by a phi.
    fn per_order(&mut self, order: Option<&BasicValueEnum<'ctx>>, emit: &mut dyn FnMut(&mut Self, AtomicOrdering) -> Lowered<'ctx>) -> Lowered<'ctx> {
        let Some(BasicValueEnum::IntValue(v)) = order.copied().filter(|v| matches!(v, BasicValueEnum::IntValue(i) if !i.is_constant_int())) else {
            return emit(self, ordering(order));
        };
        let ty = v.get_type();
        let low = self.b.build_and(v, ty.const_int(0xffff, false), "order").map_err(err)?;
        let orders = [
            AtomicOrdering::Monotonic,
            AtomicOrdering::Acquire,
            AtomicOrdering::Release,
            AtomicOrdering::AcquireRelease,
            AtomicOrdering::SequentiallyConsistent,
        ];
        let blocks: Vec<_> = orders.iter().map(|_| self.block("atomic.order")).collect();
        let cont = self.block("atomic.cont");
        let cases = [(0, 0), (1, 1), (2, 1), (3, 2), (4, 3)].map(|(value, i)| (ty.const_int(value, false), blocks[i]));
        self.b.build_switch(low, blocks[4], &cases).map_err(err)?;
        let mut results = Vec::new();
        for (&o, &bb) in orders.iter().zip(&blocks) {
            self.b.position_at_end(bb);
            let r = emit(self, o)?;
            let end = self.b.get_insert_block().ok_or("an atomic operation without a block")?;
            self.b.build_unconditional_branch(cont).map_err(err)?;
            results.push((r, end));
        }
        self.b.position_at_end(cont);
        let Some(first) = results.first().and_then(|(r, _)| *r) else { return Ok(None) };
        let phi = self.b.build_phi(first.get_type(), "atomic").map_err(err)?;
        for (r, bb) in &results {
            if let Some(r) = r {
                phi.add_incoming(&[(r as &dyn BasicValue<'ctx>, *bb)]);
            }
        }
        Ok(Some(phi.as_basic_value()))
    }

    /// The new value of a read-modify-write whose old value was `old` (`__atomic_add_fetch`).
    fn rmw_result(&mut self, r: RmwOp, signed: bool, old: IntValue<'ctx>, v: IntValue<'ctx>) -> Result<IntValue<'ctx>, String> {
        let b = &self.b;
        let res = match r {
            RmwOp::Add => b.build_int_add(old, v, ""),
            RmwOp::Sub => b.build_int_sub(old, v, ""),
            RmwOp::And => b.build_and(old, v, ""),
            RmwOp::Or => b.build_or(old, v, ""),
            RmwOp::Xor => b.build_xor(old, v, ""),
            RmwOp::Nand => b.build_and(old, v, "").and_then(|x| b.build_not(x, "")),
            RmwOp::Min | RmwOp::Max => {
                let pred = match (r, signed) {
                    (RmwOp::Min, true) => IntPredicate::SLT,
                    (RmwOp::Min, false) => IntPredicate::ULT,
                    (_, true) => IntPredicate::SGT,
                    (_, false) => IntPredicate::UGT,
                };
                let keep = b.build_int_compare(pred, old, v, "").map_err(err)?;
                b.build_select(keep, old, v, "").map(|x| x.into_int_value())
            }
        };
        res.map_err(err)
    }

    /// The bits of value `v` (an integer, `bool`, pointer or floating value) as integer `it`.
    fn to_bits(&mut self, v: Option<&BasicValueEnum<'ctx>>, it: IntType<'ctx>) -> Result<IntValue<'ctx>, String> {
        match v.copied() {
            Some(BasicValueEnum::IntValue(i)) if i.get_type() == it => Ok(i),
            Some(BasicValueEnum::IntValue(i)) => self.b.build_int_z_extend_or_bit_cast(i, it, "").map_err(err),
            Some(BasicValueEnum::PointerValue(q)) => self.b.build_ptr_to_int(q, it, "").map_err(err),
            Some(BasicValueEnum::FloatValue(f)) => self.b.build_bit_cast(f, it, "").map(|x| x.into_int_value()).map_err(err),
            _ => Err("an atomic builtin's value is not a scalar".to_string()),
        }
    }

    /// Value bits `v` as a value of type `t` (`bool` as `i1`).
    fn from_bits(&mut self, v: IntValue<'ctx>, t: TypeId) -> Result<BasicValueEnum<'ctx>, String> {
        let types = &self.m.p.types;
        if types.is_bool(t) {
            return Ok(self.b.build_int_compare(IntPredicate::NE, v, v.get_type().const_zero(), "tobool").map_err(err)?.into());
        }
        if types.is_pointer(t) {
            return Ok(self.b.build_int_to_ptr(v, self.m.ptr(), "").map_err(err)?.into());
        }
        Ok(v.into())
    }

    /// The ordering the LLVM instruction gets, with the target's fence before it when it
    /// releases on a target that does not order atomics itself.
    fn fence_before(&mut self, o: AtomicOrdering) -> Result<AtomicOrdering, String> {
        let target = self.m.target;
        if target.orders_atomics() {
            return Ok(o);
        }
        if releases(o) {
            target.fence(self, AtomicOrdering::SequentiallyConsistent, false)?;
        }
        Ok(AtomicOrdering::Monotonic)
    }

    /// The target's fence after an acquiring access, where the target does not order atomics.
    fn fence_after(&mut self, o: AtomicOrdering) -> Result<(), String> {
        let target = self.m.target;
        if !target.orders_atomics() && acquires(o) {
            target.fence(self, AtomicOrdering::SequentiallyConsistent, false)?;
        }
        Ok(())
    }

    fn atomic_load(&mut self, a: Access<'ctx>, o: AtomicOrdering) -> Result<IntValue<'ctx>, String> {
        // A load cannot release: such an order is taken as sequentially consistent.
        let o = if matches!(o, AtomicOrdering::Release | AtomicOrdering::AcquireRelease) { AtomicOrdering::SequentiallyConsistent } else { o };
        let ord = self.fence_before(o)?;
        let v = self.b.build_load(a.it, a.obj, "atomic").map_err(err)?;
        if let Some(i) = v.as_instruction_value() {
            i.set_alignment(a.align).map_err(|e| e.to_string())?;
            i.set_atomic_ordering(ord).map_err(|e| e.to_string())?;
            let _ = i.set_volatile(a.volatile);
        }
        self.fence_after(o)?;
        Ok(v.into_int_value())
    }

    fn atomic_store(&mut self, a: Access<'ctx>, v: IntValue<'ctx>, o: AtomicOrdering) -> Result<(), String> {
        // A store cannot acquire: such an order is taken as sequentially consistent.
        let o = if matches!(o, AtomicOrdering::Acquire | AtomicOrdering::AcquireRelease) { AtomicOrdering::SequentiallyConsistent } else { o };
        let ord = self.fence_before(o)?;
        let st = self.b.build_store(a.obj, v).map_err(err)?;
        st.set_alignment(a.align).map_err(|e| e.to_string())?;
        st.set_atomic_ordering(ord).map_err(|e| e.to_string())?;
        let _ = st.set_volatile(a.volatile);
        // A sequentially consistent store is also ordered before later loads.
        if o == AtomicOrdering::SequentiallyConsistent {
            self.fence_after(o)?;
        }
        Ok(())
    }

    fn atomic_rmw(&mut self, a: Access<'ctx>, op: AtomicRMWBinOp, v: IntValue<'ctx>, o: AtomicOrdering) -> Result<IntValue<'ctx>, String> {
        let ord = self.fence_before(o)?;
        let old = self.b.build_atomicrmw(op, a.obj, v, ord).map_err(err)?;
        if let Some(i) = old.as_instruction_value() {
            let _ = i.set_volatile(a.volatile);
        }
        self.fence_after(o)?;
        Ok(old)
    }

    /// `cmpxchg` of `*expected` for `desired`; on failure the value found is stored to
    /// `expected`. Returns whether the exchange happened (`i1`).
    /// One `cmpxchg` of `a` from `cmp` to `desired` (with the target's fences): the old value
    /// and whether it swapped.
    fn cmpxchg(&mut self, a: Access<'ctx>, cmp: IntValue<'ctx>, desired: IntValue<'ctx>, success: AtomicOrdering, failure: AtomicOrdering) -> Result<(IntValue<'ctx>, IntValue<'ctx>), String> {
        let ord = self.fence_before(success)?;
        let (s, f) = if self.m.target.orders_atomics() { (success, failure) } else { (ord, ord) };
        let pair = self.b.build_cmpxchg(a.obj, cmp, desired, s, f).map_err(err)?;
        if let Some(i) = pair.as_instruction_value() {
            let _ = i.set_volatile(a.volatile);
        }
        self.fence_after(success)?;
        let old = self.b.build_extract_value(pair, 0, "old").map_err(err)?.into_int_value();
        let ok = self.b.build_extract_value(pair, 1, "ok").map_err(err)?.into_int_value();
        Ok((old, ok))
    }

    fn compare_exchange(&mut self, a: Access<'ctx>, expected: PointerValue<'ctx>, desired: IntValue<'ctx>, success: AtomicOrdering, failure: AtomicOrdering) -> Result<IntValue<'ctx>, String> {
        // A failure order cannot release; LLVM's builder wants it no stronger than success's.
        let failure = match failure {
            AtomicOrdering::Release => AtomicOrdering::Monotonic,
            AtomicOrdering::AcquireRelease => AtomicOrdering::Acquire,
            f => f,
        };
        let success = if failure > success { failure } else { success };
        let cmp = self.b.build_load(a.it, expected, "expected").map_err(err)?.into_int_value();
        let (old, ok) = self.cmpxchg(a, cmp, desired, success, failure)?;
        let fail = self.block("cmpxchg.fail");
        let cont = self.block("cmpxchg.cont");
        self.b.build_conditional_branch(ok, cont, fail).map_err(err)?;
        self.b.position_at_end(fail);
        self.b.build_store(expected, old).map_err(err)?;
        self.b.build_unconditional_branch(cont).map_err(err)?;
        self.b.position_at_end(cont);
        Ok(ok)
    }
}


/// The atomic object: its address, the integer its bytes travel as, its alignment (its size)
/// and whether it is volatile.
#[derive(Clone, Copy)]
struct Access<'ctx> {
    obj: PointerValue<'ctx>,
    it: IntType<'ctx>,
    align: u32,
    volatile: bool,
}
