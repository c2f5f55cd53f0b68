//! Objects with constructors and destructors: construction in place (`ExprKind::Construct`
//! calls the constructor with the object's address as `this`), member initialization
//! (`ExprKind::InitAt`), and the cleanup stack of local objects whose destructors run, last
//! constructed first, at every exit of their scope: falling off the end of a block, `return`,
//! `break`, `continue`, `goto` and an exception unwinding through it (`eh.rs`), with the ends of
//! exception handlers on the same stack; and `new`/`delete` through `malloc`/`free`. Temporaries of class type materialized in a full-expression are
//! destroyed at its end, except those bound to a local reference, which live as long as it.

use frontend::sema::hir::{ExprId, ExprKind, FnId};
use inkwell::values::{BasicMetadataValueEnum, PointerValue};

use crate::function::FunctionCx;

/// One entry of the cleanup stack: what leaving its scope (normally or by an exception) does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cleanup<'ctx> {
    /// Destroy the object at the address with the destructor.
    Dtor(PointerValue<'ctx>, FnId),
    /// End the handler of a caught exception (`__cxa_end_catch`, `eh.rs`).
    EndCatch,
}

impl<'m, 'a, 'ctx> FunctionCx<'m, 'a, 'ctx> {
    /// Calls constructor `ctor` on the object at `ptr` with `args` (already converted).
    pub(crate) fn construct_at(&mut self, ptr: PointerValue<'ctx>, ctor: FnId, args: &[ExprId], e: ExprId) {
        self.construct_variant_at(ptr, ctor, args, e, true);
    }

    /// Calls the complete-object (`complete`) or base-object variant of constructor `ctor`.
    pub(crate) fn construct_variant_at(&mut self, ptr: PointerValue<'ctx>, ctor: FnId, args: &[ExprId], e: ExprId, complete: bool) {
        let p = self.m.p;
        let params: Vec<_> = p.types.fn_sig(p.fns[ctor].ty).map(|s| s.1.to_vec()).unwrap_or_default();
        let mut vals: Vec<BasicMetadataValueEnum<'ctx>> = vec![ptr.into()];
        // By the same parameter ABI as any call (a class by value goes by address on NVPTX).
        let abis = self.m.param_abis(p.fns[ctor].ty, true);
        for (i, &a) in args.iter().enumerate() {
            self.push_arg(params.get(i).copied().zip(abis.get(i).copied()), a, &mut vals);
        }
        if !complete && !self.m.p.fns[ctor].body.is_some() && crate::structors::structor_with_vbases(p, self.m.names, ctor).is_some() {
            // Another compiler's C2 of a class with virtual bases takes a VTT circlec does not
            // build (`vtable_groups.rs`): calling it without one would be wrong code.
            self.unsupported(e, "constructing a base class that has virtual bases and whose constructor is defined outside this translation unit");
            return;
        }
        if self.call_structor(ctor, complete, &vals).is_none() {
            self.unsupported(e, "a constructor outside this module");
        }
    }

    /// `place` initialized from `init` (a constructor's member initializer).
    pub(crate) fn init_at(&mut self, place: ExprId, init: ExprId) {
        let p = self.m.p;
        // A reference member binds: store the address of the initializer.
        if let ExprKind::Member { base, field } = p.expr(place).kind {
            let bt = self.ty_of(base);
            if let Some(r) = p.types.record_of(bt) {
                let fty = p.records[r].fields.get(field as usize).map(|f| f.ty);
                if fty.is_some_and(|t| p.types.is_reference(t)) {
                    let base_ptr = self.lvalue(base);
                    let off = p.records[r].layout.as_ref().and_then(|l| l.offsets.get(field as usize).copied()).unwrap_or(0);
                    let o = self.m.cx.i64_type().const_int(off, false);
                    let i8t = self.m.cx.i8_type();
                    let fp = unsafe { self.b.build_in_bounds_gep(i8t, base_ptr, &[o], "member") }.expect("positioned");
                    let addr = self.lvalue(init);
                    let _ = self.b.build_store(fp, addr);
                    return;
                }
            }
        }
        // A base-class subobject (`C2`), or the whole object of a delegating constructor
        // (the variant being lowered).
        if let ExprKind::Construct { ctor, ref args } = p.expr(init).kind {
            if crate::structors::is_subobject_place(p, self.m.names, place, true) {
                let complete = self.lowering_complete_variant() && !crate::structors::is_subobject_place(p, self.m.names, place, false);
                let ptr = self.lvalue(place);
                self.construct_variant_at(ptr, ctor, args, init, complete);
                return;
            }
        }
        let t = self.ty_of(place);
        let ptr = self.lvalue(place);
        self.init_into(ptr, t, init);
    }

    /// Registers the local object at `ptr` of type `t` for destruction at its scope's exits.
    pub(crate) fn push_cleanup(&mut self, ptr: PointerValue<'ctx>, t: frontend::sema::types::TypeId) {
        let mut list = Vec::new();
        self.destructors_of(ptr, t, &mut list);
        self.cleanups.extend(list.into_iter().map(|(p, d)| Cleanup::Dtor(p, d)));
    }

    /// The destructor calls that end the object at `ptr` of type `t`, in construction order: the
    /// object's own, or each element's of an array of class objects (first to last, so that they
    /// are destroyed last to first).
    fn destructors_of(&mut self, ptr: PointerValue<'ctx>, t: frontend::sema::types::TypeId, out: &mut Vec<(PointerValue<'ctx>, FnId)>) {
        let p = self.m.p;
        if let Some(d) = p.types.record_of(t).and_then(|r| p.records[r].dtor) {
            out.push((ptr, d));
            return;
        }
        if let Some((elem, Some(n))) = p.types.array_elem(t) {
            if n > 65536 || !self.has_dtor(elem) {
                return;
            }
            let (size, _) = self.m.size_align(elem);
            let i8t = self.m.cx.i8_type();
            for i in 0..n {
                let off = self.m.cx.i64_type().const_int(size * i, false);
                let ep = unsafe { self.b.build_in_bounds_gep(i8t, ptr, &[off], "") }.expect("positioned");
                self.destructors_of(ep, elem, out);
            }
        }
    }

    fn has_dtor(&self, t: frontend::sema::types::TypeId) -> bool {
        let p = self.m.p;
        match p.types.array_elem(t) {
            Some((e, _)) => self.has_dtor(e),
            None => p.types.record_of(t).is_some_and(|r| p.records[r].dtor.is_some()),
        }
    }

    /// Registers a materialized temporary for destruction at the end of its full-expression.
    pub(crate) fn push_temporary(&mut self, ptr: PointerValue<'ctx>, t: frontend::sema::types::TypeId) {
        let mut list = Vec::new();
        self.destructors_of(ptr, t, &mut list);
        self.temps.extend(list);
    }

    /// Ends a full-expression: destroys the temporaries made since `mark`, last first.
    pub(crate) fn end_full_expr(&mut self, mark: usize) {
        if self.temps.len() <= mark {
            return;
        }
        let list: Vec<_> = self.temps.drain(mark..).rev().collect();
        if self.terminated() {
            return;
        }
        for (ptr, d) in list {
            let _ = self.call_structor(d, true, &[ptr.into()]);
        }
    }

    /// A reference bound in a declaration keeps the temporaries made since `mark` alive until
    /// the end of its scope.
    pub(crate) fn extend_temporaries(&mut self, mark: usize) {
        if self.temps.len() > mark {
            let list: Vec<_> = self.temps.drain(mark..).collect();
            self.cleanups.extend(list.into_iter().map(|(p, d)| Cleanup::Dtor(p, d)));
        }
    }

    /// Emits the destructor calls of the cleanups above `depth`, innermost first (nothing when
    /// the block is already terminated).
    pub(crate) fn run_cleanups(&mut self, depth: usize) {
        if self.terminated() {
            return;
        }
        let list: Vec<_> = self.cleanups[depth.min(self.cleanups.len())..].iter().rev().copied().collect();
        for c in list {
            self.emit_cleanup(c);
        }
    }

    /// Emits what leaving the scope of cleanup `c` does.
    pub(crate) fn emit_cleanup(&mut self, c: Cleanup<'ctx>) {
        match c {
            Cleanup::Dtor(ptr, d) => {
                let _ = self.call_structor(d, true, &[ptr.into()]);
            }
            Cleanup::EndCatch => self.end_catch(),
        }
    }

    /// Leaves a scope entered at cleanup depth `depth`: runs and drops its cleanups.
    pub(crate) fn pop_cleanups(&mut self, depth: usize) {
        self.run_cleanups(depth);
        self.cleanups.truncate(depth);
    }
}

impl<'m, 'a, 'ctx> FunctionCx<'m, 'a, 'ctx> {
    /// A function of the C or C++ runtime (`malloc`, `free`, `__cxa_throw`), declared in this
    /// module on first use.
    pub(crate) fn runtime_fn(&mut self, name: &str, ty: inkwell::types::FunctionType<'ctx>) -> inkwell::values::FunctionValue<'ctx> {
        match self.m.module.get_function(name) {
            Some(f) => f,
            None => self.m.module.add_function(name, ty, None),
        }
    }

    /// `new`: storage from the class's `operator new` or `malloc` (or the placement address),
    /// then initialization. For `new T[n]` of a class with a destructor, an Itanium array
    /// cookie precedes the elements:
    /// `max(8, alignof(T))` bytes whose last 8 hold `n`. `list` initializes the first elements
    /// (`new T[n]{a, b}`), `init` the rest (zero bytes when it is `None` after a list).
    pub(crate) fn lower_new(
        &mut self,
        elem: frontend::sema::types::TypeId,
        count: Option<ExprId>,
        placement: Option<ExprId>,
        init: Option<ExprId>,
        list: &[ExprId],
        alloc: Option<FnId>,
    ) -> PointerValue<'ctx> {
        let ptr_ty = self.m.ptr();
        let i64t = self.m.cx.i64_type();
        let i8t = self.m.cx.i8_type();
        let (size, _) = self.m.size_align(elem);
        let n = count.and_then(|c| self.rvalue(c)).map(|v| v.into_int_value());
        // Never fewer elements than the list initializes.
        let n = n.map(|n| {
            let k = i64t.const_int(list.len() as u64, false);
            let short = self.b.build_int_compare(inkwell::IntPredicate::ULT, n, k, "").expect("positioned");
            self.b.build_select(short, k, n, "new.count").expect("positioned").into_int_value()
        });
        let cookie = match n {
            Some(_) if placement.is_none() => self.array_cookie_size(elem),
            _ => 0,
        };
        let ptr = match placement.and_then(|p| self.rvalue(p)) {
            Some(v) => v.into_pointer_value(),
            None => {
                let bytes = match n {
                    Some(n) => {
                        let b = self.b.build_int_mul(n, i64t.const_int(size, false), "new.size").expect("positioned");
                        self.b.build_int_add(b, i64t.const_int(cookie, false), "new.size").expect("positioned")
                    }
                    None => i64t.const_int(size.max(1), false),
                };
                let allocator = match alloc.and_then(|f| self.m.fns.get(&f).copied()) {
                    Some(f) => f,
                    None => self.runtime_fn("malloc", ptr_ty.fn_type(&[i64t.into()], false)),
                };
                let call = self.b.build_call(allocator, &[bytes.into()], "new").expect("positioned");
                let raw = match call.try_as_basic_value() {
                    inkwell::values::ValueKind::Basic(v) => v.into_pointer_value(),
                    _ => ptr_ty.const_null(),
                };
                match (n, cookie) {
                    (Some(n), c) if c > 0 => {
                        let at = unsafe { self.b.build_in_bounds_gep(i8t, raw, &[i64t.const_int(c - 8, false)], "new.cookie") }.expect("positioned");
                        let _ = self.b.build_store(at, n);
                        unsafe { self.b.build_in_bounds_gep(i8t, raw, &[i64t.const_int(c, false)], "new.array") }.expect("positioned")
                    }
                    _ => raw,
                }
            }
        };
        let Some(n) = n else {
            if let Some(init) = init {
                self.init_into(ptr, elem, init);
            }
            return ptr;
        };
        let et = self.m.mem_ty(elem);
        for (i, &e) in list.iter().enumerate() {
            let at = unsafe { self.b.build_in_bounds_gep(et, ptr, &[i64t.const_int(i as u64, false)], "elem") }.expect("positioned");
            let mark = self.temps.len();
            self.init_into(at, elem, e);
            self.end_full_expr(mark);
        }
        let first = i64t.const_int(list.len() as u64, false);
        let Some(init) = init else {
            if !list.is_empty() {
                // The rest are zero.
                let rest = unsafe { self.b.build_in_bounds_gep(et, ptr, &[first], "rest") }.expect("positioned");
                let left = self.b.build_int_sub(n, first, "").expect("positioned");
                let bytes = self.b.build_int_mul(left, i64t.const_int(size, false), "").expect("positioned");
                let _ = self.b.build_memset(rest, 1, i8t.const_zero(), bytes);
            }
            return ptr;
        };
        // Each remaining element in turn.
        let slot = self.alloca_raw(i64t.into(), 8, "new.i");
        let _ = self.b.build_store(slot, first);
        let head = self.block("new.cond");
        let body = self.block("new.body");
        let end = self.block("new.end");
        self.br(head);
        self.b.position_at_end(head);
        let i = self.b.build_load(i64t, slot, "i").expect("positioned").into_int_value();
        let more = self.b.build_int_compare(inkwell::IntPredicate::ULT, i, n, "more").expect("positioned");
        let _ = self.b.build_conditional_branch(more, body, end);
        self.b.position_at_end(body);
        let at = unsafe { self.b.build_in_bounds_gep(et, ptr, &[i], "elem") }.expect("positioned");
        self.init_into(at, elem, init);
        let next = self.b.build_int_add(i, i64t.const_int(1, false), "next").expect("positioned");
        let _ = self.b.build_store(slot, next);
        self.br(head);
        self.b.position_at_end(end);
        ptr
    }

    /// The Itanium array cookie of `new T[n]`: `max(8, alignof(T))` bytes for a class with a
    /// destructor, none otherwise.
    fn array_cookie_size(&self, elem: frontend::sema::types::TypeId) -> u64 {
        let p = self.m.p;
        if p.types.record_of(elem).is_some_and(|r| p.records[r].dtor.is_some()) {
            self.m.size_align(elem).1.max(8)
        } else {
            0
        }
    }

    /// `delete p`: unless null, the destructor (virtual through the vtable) and `free`.
    /// `delete[] p` of a class with a destructor reads the count from the array cookie,
    /// destroys the elements last first and frees from the cookie.
    pub(crate) fn lower_delete(&mut self, operand: ExprId, dtor: Option<FnId>, virtual_slot: Option<u32>, array: bool, dealloc: Option<FnId>) {
        let Some(inkwell::values::BasicValueEnum::PointerValue(p)) = self.rvalue(operand) else { return };
        let live = self.b.build_is_not_null(p, "live").expect("positioned");
        let del = self.block("delete.live");
        let end = self.block("delete.end");
        let _ = self.b.build_conditional_branch(live, del, end);
        self.b.position_at_end(del);
        let mut to_free = p;
        match (dtor, array) {
            (Some(d), true) => {
                let elem = self.m.p.types.pointee(self.m.p.expr(operand).ty);
                let cookie = elem.map_or(0, |t| self.array_cookie_size(t));
                if let (Some(elem), true) = (elem, cookie > 0) {
                    let i64t = self.m.cx.i64_type();
                    let i8t = self.m.cx.i8_type();
                    let minus = |c: u64| i64t.const_int(c, false).const_neg();
                    let at = unsafe { self.b.build_in_bounds_gep(i8t, p, &[minus(8)], "delete.cookie") }.expect("positioned");
                    let n = self.b.build_load(i64t, at, "delete.count").expect("positioned").into_int_value();
                    crate::static_locals::destroy_array(self.m, &self.b, self.func, p, elem, n, d);
                    to_free = unsafe { self.b.build_in_bounds_gep(i8t, p, &[minus(cookie)], "delete.alloc") }.expect("positioned");
                }
            }
            (Some(d), false) => match virtual_slot {
                Some(slot) => {
                    // The deleting destructor (`D0`, after the complete one) destroys and frees.
                    let target = self.virtual_target(p, slot + 1);
                    let fty = self.m.cx.void_type().fn_type(&[self.m.ptr().into()], false);
                    let _ = self.b.build_indirect_call(fty, target, &[p.into()], "");
                    self.br(end);
                    self.b.position_at_end(end);
                    return;
                }
                None => {
                    let _ = self.call_structor(d, true, &[p.into()]);
                }
            },
            (None, _) => {}
        }
        match dealloc.and_then(|f| self.m.fns.get(&f).copied().map(|v| (f, v))) {
            Some((f, v)) => {
                // `operator delete(void*, size_t)` also gets the size of what `new` allocated.
                let mut args: Vec<inkwell::values::BasicMetadataValueEnum> = vec![to_free.into()];
                if self.m.p.fns[f].params.len() == 2 {
                    let elem = self.m.p.types.pointee(self.m.p.expr(operand).ty);
                    let size = elem.map_or(0, |t| self.m.size_align(t).0);
                    args.push(self.m.cx.i64_type().const_int(size, false).into());
                }
                let _ = self.b.build_call(v, &args, "");
            }
            None => {
                let free = self.runtime_fn("free", self.m.cx.void_type().fn_type(&[self.m.ptr().into()], false));
                let _ = self.b.build_call(free, &[to_free.into()], "");
            }
        }
        self.br(end);
        self.b.position_at_end(end);
    }
}
