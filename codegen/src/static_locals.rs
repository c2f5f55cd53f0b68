//! Function-local statics that need run-time work, and destruction of arrays of class objects.
//! On the host a static local whose initializer is not a constant, or whose type has a
//! destructor, is initialized the first time control passes its declaration, as clang does:
//! a fast-path `load atomic i8 acquire` of its guard variable (`_ZGV` + the variable's symbol
//! without `_Z`), then the guard's acquire, the initialization, the destructor registered
//! with `__cxa_atexit(dtor, &obj, &__dso_handle)` (from the C library), and the release. The
//! acquire and release follow `__cxa_guard_acquire`/`__cxa_guard_release` but are the module's
//! own internal functions, since circlec links without the C++ runtime. Device code has
//! neither guards nor `atexit`: such a static is an error there (E0725), as in nvcc.

use frontend::sema::hir::{FnId, Linkage as HirLinkage, MemorySpace, VarId};
use frontend::sema::types::TypeId;
use inkwell::builder::Builder;
use inkwell::module::Linkage;
use inkwell::values::{AnyValue, FunctionValue, IntValue, PointerValue};
use inkwell::AtomicOrdering;

use crate::function::FunctionCx;
use crate::module_cx::ModuleCx;

impl<'m, 'a, 'ctx> FunctionCx<'m, 'a, 'ctx> {
    /// The declaration of static local `v`: nothing when it is constant-initialized and
    /// trivially destructible; otherwise the guarded initialization (host) or an error (device).
    pub(crate) fn static_local(&mut self, v: VarId) {
        let var = &self.m.p.vars[v];
        if var.space != MemorySpace::None || var.codegen || var.is_extern {
            return;
        }
        let ty = var.ty;
        let init = var.init;
        let dtor = self.m.has_dtor(ty);
        if self.m.target.is_device() {
            if dtor {
                self.m.dynamic_static_in_device_code(v, "its type has a destructor");
            }
            return;
        }
        let dynamic = self.m.local_dynamic_inits.contains(&v);
        if !dynamic && !dtor {
            return;
        }
        let g = self.m.global(v);
        let obj = self.m.global_ptr(g);
        let guard = self.guard_variable(g, var.linkage == HirLinkage::Internal);
        let cx = self.m.cx;
        let i8t = cx.i8_type();
        let i32t = cx.i32_type();
        let ptr_ty = self.m.ptr();
        let check = self.block("init.check");
        let body = self.block("init");
        let end = self.block("init.end");
        let flag = self.b.build_load(i8t, guard, "").expect("positioned");
        if let Some(inst) = flag.as_any_value_enum().into_int_value().as_instruction() {
            let _ = inst.set_atomic_ordering(AtomicOrdering::Acquire);
            let _ = inst.set_alignment(8);
        }
        let uninit = self.b.build_int_compare(inkwell::IntPredicate::EQ, flag.into_int_value(), i8t.const_zero(), "guard.uninitialized").expect("positioned");
        let _ = self.b.build_conditional_branch(uninit, check, end);
        self.b.position_at_end(check);
        let acquire = guard_fns(self.m).0;
        let got = self.b.build_call(acquire, &[guard.into()], "").expect("positioned");
        let got: IntValue = match got.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => v.into_int_value(),
            _ => i32t.const_zero(),
        };
        let first = self.b.build_int_compare(inkwell::IntPredicate::NE, got, i32t.const_zero(), "tobool").expect("positioned");
        let _ = self.b.build_conditional_branch(first, body, end);
        self.b.position_at_end(body);
        if let (true, Some(e)) = (dynamic, init) {
            let mark = self.temps.len();
            self.init_into(obj, ty, e);
            self.end_full_expr(mark);
        }
        if dtor {
            let dfn = self.static_dtor_fn(ty);
            let dso = match self.m.module.get_global("__dso_handle") {
                Some(d) => d,
                None => {
                    let d = self.m.module.add_global(i8t, None, "__dso_handle");
                    d.set_linkage(Linkage::External);
                    d.set_visibility(inkwell::GlobalVisibility::Hidden);
                    d
                }
            };
            if let Some(dfn) = dfn {
                let atexit = self.module_fn("__cxa_atexit", i32t.fn_type(&[ptr_ty.into(), ptr_ty.into(), ptr_ty.into()], false));
                let fp = dfn.as_global_value().as_pointer_value();
                let _ = self.b.build_call(atexit, &[fp.into(), obj.into(), dso.as_pointer_value().into()], "");
            }
        }
        let release = guard_fns(self.m).1;
        let _ = self.b.build_call(release, &[guard.into()], "");
        self.br(end);
        self.b.position_at_end(end);
    }

    /// The guard of the static local in global `g`: `_ZGV` + its symbol without `_Z`, an `i64`
    /// (Itanium: the first byte says "initialized").
    fn guard_variable(&mut self, g: inkwell::values::GlobalValue<'ctx>, _internal: bool) -> PointerValue<'ctx> {
        let sym = g.get_name().to_string_lossy().into_owned();
        let name = format!("_ZGV{}", sym.strip_prefix("_Z").unwrap_or(&sym));
        if let Some(existing) = self.m.module.get_global(&name) {
            return existing.as_pointer_value();
        }
        let i64t = self.m.cx.i64_type();
        let guard = self.m.module.add_global(i64t, None, &name);
        guard.set_linkage(g.get_linkage());
        guard.set_alignment(8);
        guard.set_initializer(&i64t.const_zero());
        guard.as_pointer_value()
    }

    /// A function of this module, declared on first use.
    fn module_fn(&mut self, name: &str, ty: inkwell::types::FunctionType<'ctx>) -> FunctionValue<'ctx> {
        match self.m.module.get_function(name) {
            Some(f) => f,
            None => self.m.module.add_function(name, ty, None),
        }
    }

    /// What `__cxa_atexit` calls for an object of type `t`: the class's destructor itself, or
    /// for an array an internal `__cxx_global_array_dtor` that destroys the elements last first.
    fn static_dtor_fn(&mut self, t: TypeId) -> Option<FunctionValue<'ctx>> {
        let p = self.m.p;
        if let Some(d) = p.types.record_of(t).and_then(|r| p.records[r].dtor) {
            return self.m.fns.get(&d).copied();
        }
        let (elem, n) = flat_array(self.m, t)?;
        let d = p.types.record_of(elem).and_then(|r| p.records[r].dtor)?;
        let cx = self.m.cx;
        let ptr_ty = self.m.ptr();
        let func = self.m.module.add_function("__cxx_global_array_dtor", cx.void_type().fn_type(&[ptr_ty.into()], false), Some(Linkage::Internal));
        let b = cx.create_builder();
        b.position_at_end(cx.append_basic_block(func, "entry"));
        let base = func.get_nth_param(0).map(|a| a.into_pointer_value()).unwrap_or(ptr_ty.const_null());
        let count = cx.i64_type().const_int(n, false);
        destroy_array(self.m, &b, func, base, elem, count, d);
        let _ = b.build_return(None);
        Some(func)
    }
}

/// The module's internal `__circlec_guard_acquire(ptr) -> i32` and
/// `__circlec_guard_release(ptr)`, defined on first use with the Itanium protocol of
/// `__cxa_guard_acquire`/`__cxa_guard_release` (byte 0 of the guard: initialized; byte 1: an
/// initialization in progress, which other threads wait on) so that programs need no C++
/// runtime library (circlec links with `cc`). The guards are internal to the module, so no
/// other implementation ever sees them.
fn guard_fns<'ctx>(m: &mut ModuleCx<'_, 'ctx>) -> (FunctionValue<'ctx>, FunctionValue<'ctx>) {
    if let (Some(a), Some(r)) = (m.module.get_function("__circlec_guard_acquire"), m.module.get_function("__circlec_guard_release")) {
        return (a, r);
    }
    let cx = m.cx;
    let i8t = cx.i8_type();
    let i32t = cx.i32_type();
    let ptr_ty = m.ptr();
    let b = cx.create_builder();
    // acquire: 0 when initialized (possibly after waiting), 1 when the caller must initialize.
    let acquire = m.module.add_function("__circlec_guard_acquire", i32t.fn_type(&[ptr_ty.into()], false), Some(Linkage::Internal));
    let g = acquire.get_nth_param(0).map(|a| a.into_pointer_value()).unwrap_or(ptr_ty.const_null());
    let entry = cx.append_basic_block(acquire, "entry");
    let spin = cx.append_basic_block(acquire, "spin");
    let try_lock = cx.append_basic_block(acquire, "try");
    let done = cx.append_basic_block(acquire, "done");
    let mine = cx.append_basic_block(acquire, "mine");
    let wait = cx.append_basic_block(acquire, "wait");
    b.position_at_end(entry);
    let busy = unsafe { b.build_in_bounds_gep(i8t, g, &[cx.i64_type().const_int(1, false)], "busy") }.expect("positioned");
    let _ = b.build_unconditional_branch(spin);
    b.position_at_end(spin);
    let flag = b.build_load(i8t, g, "initialized").expect("positioned");
    if let Some(inst) = flag.as_any_value_enum().into_int_value().as_instruction() {
        let _ = inst.set_atomic_ordering(AtomicOrdering::Acquire);
        let _ = inst.set_alignment(8);
    }
    let is_done = b.build_int_compare(inkwell::IntPredicate::NE, flag.into_int_value(), i8t.const_zero(), "").expect("positioned");
    let _ = b.build_conditional_branch(is_done, done, try_lock);
    b.position_at_end(try_lock);
    let pair = b.build_cmpxchg(busy, i8t.const_zero(), i8t.const_int(1, false), AtomicOrdering::Acquire, AtomicOrdering::Acquire).expect("positioned");
    let won = b.build_extract_value(pair, 1, "won").expect("positioned").into_int_value();
    let _ = b.build_conditional_branch(won, mine, wait);
    b.position_at_end(wait);
    let yield_fn = match m.module.get_function("sched_yield") {
        Some(f) => f,
        None => m.module.add_function("sched_yield", i32t.fn_type(&[], false), None),
    };
    let _ = b.build_call(yield_fn, &[], "");
    let _ = b.build_unconditional_branch(spin);
    b.position_at_end(done);
    let _ = b.build_return(Some(&i32t.const_zero()));
    b.position_at_end(mine);
    // Another thread may have finished between the load and the lock.
    let again = b.build_load(i8t, g, "initialized").expect("positioned");
    if let Some(inst) = again.as_any_value_enum().into_int_value().as_instruction() {
        let _ = inst.set_atomic_ordering(AtomicOrdering::Acquire);
        let _ = inst.set_alignment(8);
    }
    let late = b.build_int_compare(inkwell::IntPredicate::NE, again.into_int_value(), i8t.const_zero(), "").expect("positioned");
    let unlock = cx.append_basic_block(acquire, "unlock");
    let go = cx.append_basic_block(acquire, "go");
    let _ = b.build_conditional_branch(late, unlock, go);
    b.position_at_end(unlock);
    let st = b.build_store(busy, i8t.const_zero()).expect("positioned");
    let _ = st.set_atomic_ordering(AtomicOrdering::Release);
    let _ = st.set_alignment(1);
    let _ = b.build_return(Some(&i32t.const_zero()));
    b.position_at_end(go);
    let _ = b.build_return(Some(&i32t.const_int(1, false)));
    // release: initialized, then no longer in progress.
    let release = m.module.add_function("__circlec_guard_release", cx.void_type().fn_type(&[ptr_ty.into()], false), Some(Linkage::Internal));
    let g = release.get_nth_param(0).map(|a| a.into_pointer_value()).unwrap_or(ptr_ty.const_null());
    b.position_at_end(cx.append_basic_block(release, "entry"));
    let st = b.build_store(g, i8t.const_int(1, false)).expect("positioned");
    let _ = st.set_atomic_ordering(AtomicOrdering::Release);
    let _ = st.set_alignment(8);
    let busy = unsafe { b.build_in_bounds_gep(i8t, g, &[cx.i64_type().const_int(1, false)], "busy") }.expect("positioned");
    let st = b.build_store(busy, i8t.const_zero()).expect("positioned");
    let _ = st.set_atomic_ordering(AtomicOrdering::Release);
    let _ = st.set_alignment(1);
    let _ = b.build_return(None);
    (acquire, release)
}

/// The innermost element type and total element count of a (multi-dimensional) array type
/// with known bounds; `None` for other types.
pub(crate) fn flat_array(m: &ModuleCx<'_, '_>, t: TypeId) -> Option<(TypeId, u64)> {
    let mut t = t;
    let mut n: u64 = 1;
    let mut any = false;
    while let Some((e, k)) = m.p.types.array_elem(t) {
        n = n.checked_mul(k?)?;
        t = e;
        any = true;
    }
    any.then_some((t, n))
}

/// Emits, with `b` in `func`, a loop calling destructor `d` on the `count` elements of type
/// `elem` at `base`, last first.
pub(crate) fn destroy_array<'ctx>(m: &ModuleCx<'_, 'ctx>, b: &Builder<'ctx>, func: FunctionValue<'ctx>, base: PointerValue<'ctx>, elem: TypeId, count: IntValue<'ctx>, d: FnId) {
    let Some(&dfn) = m.fns.get(&d) else { return };
    let cx = m.cx;
    let i64t = cx.i64_type();
    let (size, _) = m.size_align(elem);
    let pre = b.get_insert_block().expect("positioned");
    let head = cx.append_basic_block(func, "arraydestroy.body");
    let done = cx.append_basic_block(func, "arraydestroy.done");
    let empty = b.build_int_compare(inkwell::IntPredicate::EQ, count, i64t.const_zero(), "arraydestroy.isempty").expect("positioned");
    let _ = b.build_conditional_branch(empty, done, head);
    b.position_at_end(head);
    let phi = b.build_phi(i64t, "arraydestroy.i").expect("positioned");
    let i = phi.as_basic_value().into_int_value();
    let idx = b.build_int_sub(i, i64t.const_int(1, false), "arraydestroy.idx").expect("positioned");
    let off = b.build_int_mul(idx, i64t.const_int(size, false), "").expect("positioned");
    let ep = unsafe { b.build_in_bounds_gep(cx.i8_type(), base, &[off], "arraydestroy.element") }.expect("positioned");
    let _ = b.build_call(dfn, &[ep.into()], "");
    let more = b.build_int_compare(inkwell::IntPredicate::NE, idx, i64t.const_zero(), "arraydestroy.more").expect("positioned");
    let latch = b.get_insert_block().expect("positioned");
    phi.add_incoming(&[(&count, pre), (&idx, latch)]);
    let _ = b.build_conditional_branch(more, head, done);
    b.position_at_end(done);
}
