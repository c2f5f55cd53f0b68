//! C++ exceptions on the host, through the Itanium C++ ABI's runtime (libstdc++'s libsupc++)
//! and LLVM's landing pads. `throw e` allocates the exception object with
//! `__cxa_allocate_exception`, builds it there and calls `__cxa_throw` with its type's RTTI
//! (`rtti.rs`) and destructor; `throw;` is `__cxa_rethrow`. A call that may throw while there
//! is something to undo (a local or temporary with a destructor, the end of a handler) or an
//! enclosing `try` is an `invoke` whose unwind edge goes to a landing pad. The landing pad
//! catches the RTTI of every enclosing handler (and is a cleanup), saves the exception and its
//! selector, and runs the cleanups above the innermost `try`; that `try`'s dispatch block
//! compares the selector with each handler's type (`llvm.eh.typeid.for`) and enters the first
//! match, or runs the cleanups up to the next `try` out and dispatches there, or resumes
//! unwinding. A handler begins with `__cxa_begin_catch`, binds its variable, and ends with
//! `__cxa_end_catch`, which sits on the cleanup stack so that every way out of the handler
//! (including another exception) runs it. Device code has no exceptions: its `try` blocks lower
//! their bodies alone and a reachable `throw` is a codegen error (`odr_throw.rs`).

use frontend::sema::hir::{ExprId, Handler, StmtId};
use inkwell::basic_block::BasicBlock;
use inkwell::types::FunctionType;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, CallSiteValue, FunctionValue, PointerValue};

use crate::cleanups::Cleanup;
use crate::function::FunctionCx;

/// An enclosing `try` block whose handlers are being looked for.
pub struct TryScope<'ctx> {
    /// The cleanup stack's and the temporaries' depths where the `try` began.
    cleanup_depth: usize,
    temps_depth: usize,
    /// Where a landing pad inside the body goes after its cleanups: handler selection.
    dispatch: BasicBlock<'ctx>,
    /// Each handler's RTTI, in order; `None` for `catch (...)`.
    clauses: Vec<Option<PointerValue<'ctx>>>,
}

/// The per-function exception state.
#[derive(Default)]
pub struct EhState<'ctx> {
    tries: Vec<TryScope<'ctx>>,
    /// The in-flight exception's pointer and selector, saved by every landing pad.
    slots: Option<(PointerValue<'ctx>, PointerValue<'ctx>)>,
    /// The block that resumes unwinding out of the function.
    resume: Option<BasicBlock<'ctx>>,
    /// The last landing pad made, with the state it unwinds (cleanups, temporaries, innermost
    /// `try`): calls made in the same state share it.
    last_pad: Option<(PadKey<'ctx>, BasicBlock<'ctx>)>,
}

type PadKey<'ctx> = (Vec<Cleanup<'ctx>>, Vec<(PointerValue<'ctx>, frontend::sema::hir::FnId)>, Option<BasicBlock<'ctx>>);

impl<'m, 'a, 'ctx> FunctionCx<'m, 'a, 'ctx> {
    /// Calls `callee` of type `ty`: an `invoke` that unwinds to a landing pad when an exception
    /// leaving it has something to undo here (`may_throw` false for destructors, which are
    /// `noexcept`), else a plain call. Continues after the call either way.
    pub(crate) fn call_site(&mut self, ty: FunctionType<'ctx>, callee: PointerValue<'ctx>, args: &[BasicMetadataValueEnum<'ctx>], may_throw: bool) -> Option<CallSiteValue<'ctx>> {
        let lpad = if may_throw { self.landing_pad() } else { None };
        let Some(lpad) = lpad else {
            return self.b.build_indirect_call(ty, callee, args, "").ok();
        };
        let plain: Vec<BasicValueEnum<'ctx>> = args.iter().filter_map(|v| BasicValueEnum::try_from(*v).ok()).collect();
        let cont = self.block("invoke.cont");
        let call = self.b.build_indirect_invoke(ty, callee, &plain, cont, lpad, "").ok();
        self.b.position_at_end(cont);
        call
    }

    /// A landing pad for an exception thrown here, or `None` when unwinding through this point
    /// has nothing to do (no cleanup, no enclosing `try`) or the target has no exceptions.
    fn landing_pad(&mut self) -> Option<BasicBlock<'ctx>> {
        if self.m.target.is_device() || self.terminated() {
            return None;
        }
        let has_work = !self.eh.tries.is_empty() || !self.cleanups.is_empty() || !self.temps.is_empty();
        if !has_work {
            return None;
        }
        let key: PadKey<'ctx> = (self.cleanups.clone(), self.temps.clone(), self.eh.tries.last().map(|t| t.dispatch));
        if let Some((k, b)) = &self.eh.last_pad {
            if *k == key {
                return Some(*b);
            }
        }
        let here = self.b.get_insert_block()?;
        let i32t = self.m.cx.i32_type();
        let ptr = self.m.ptr();
        let pad_ty = self.m.cx.struct_type(&[ptr.into(), i32t.into()], false);
        let personality = self.runtime_fn("__gxx_personality_v0", i32t.fn_type(&[], true));
        self.func.set_personality_function(personality);
        let (exn_slot, sel_slot) = self.eh_slots();
        let lpad = self.block("lpad");
        self.b.position_at_end(lpad);
        // Every enclosing handler's type, innermost first, so that the personality stops here.
        let mut clauses: Vec<BasicValueEnum<'ctx>> = Vec::new();
        for t in self.eh.tries.iter().rev() {
            for c in &t.clauses {
                clauses.push(c.unwrap_or_else(|| ptr.const_null()).into());
            }
        }
        let lp = self.b.build_landing_pad(pad_ty, personality, &clauses, true, "lp").ok()?;
        let exn = self.b.build_extract_value(lp.into_struct_value(), 0, "exn").ok()?;
        let sel = self.b.build_extract_value(lp.into_struct_value(), 1, "sel").ok()?;
        let _ = self.b.build_store(exn_slot, exn);
        let _ = self.b.build_store(sel_slot, sel);
        let (cleanups_top, temps_top) = (self.cleanups.len(), self.temps.len());
        self.unwind_cleanups(cleanups_top, temps_top);
        self.b.position_at_end(here);
        self.eh.last_pad = Some((key, lpad));
        Some(lpad)
    }

    /// The allocas holding the in-flight exception and its selector.
    fn eh_slots(&mut self) -> (PointerValue<'ctx>, PointerValue<'ctx>) {
        if let Some(s) = self.eh.slots {
            return s;
        }
        let ptr = self.m.ptr();
        let i32t = self.m.cx.i32_type();
        let exn = self.alloca_raw(ptr.into(), 8, "exn.slot");
        let sel = self.alloca_raw(i32t.into(), 4, "ehselector.slot");
        self.eh.slots = Some((exn, sel));
        (exn, sel)
    }

    /// From the current block, unwinding with the cleanup stack `cleanups[..cleanups_top]` and
    /// temporaries `temps[..temps_top]` live: runs those above the innermost `try`, innermost
    /// first, then enters its handler selection, or resumes unwinding when there is none.
    fn unwind_cleanups(&mut self, cleanups_top: usize, temps_top: usize) {
        let (c_floor, t_floor, next) = match self.eh.tries.last() {
            Some(t) => (t.cleanup_depth, t.temps_depth, Some(t.dispatch)),
            None => (0, 0, None),
        };
        let temps: Vec<_> = self.temps[t_floor.min(temps_top)..temps_top].iter().rev().copied().collect();
        for (ptr, d) in temps {
            let _ = self.call_structor(d, true, &[ptr.into()]);
        }
        let cleanups: Vec<_> = self.cleanups[c_floor.min(cleanups_top)..cleanups_top].iter().rev().copied().collect();
        for c in cleanups {
            self.emit_cleanup(c);
        }
        match next {
            Some(d) => self.br(d),
            None => {
                let r = self.resume_block();
                self.br(r);
            }
        }
    }

    /// The block that resumes unwinding with the saved exception and selector.
    fn resume_block(&mut self) -> BasicBlock<'ctx> {
        if let Some(b) = self.eh.resume {
            return b;
        }
        let here = self.b.get_insert_block();
        let (exn_slot, sel_slot) = self.eh_slots();
        let b = self.block("eh.resume");
        self.b.position_at_end(b);
        let ptr = self.m.ptr();
        let i32t = self.m.cx.i32_type();
        let pad_ty = self.m.cx.struct_type(&[ptr.into(), i32t.into()], false);
        let exn = self.b.build_load(ptr, exn_slot, "exn").expect("positioned");
        let sel = self.b.build_load(i32t, sel_slot, "sel").expect("positioned");
        let v = self.b.build_insert_value(pad_ty.get_undef(), exn, 0, "").expect("positioned");
        let v = self.b.build_insert_value(v, sel, 1, "").expect("positioned");
        let _ = self.b.build_resume(v.into_struct_value());
        if let Some(h) = here {
            self.b.position_at_end(h);
        }
        self.eh.resume = Some(b);
        b
    }

    /// `try body handlers...` on the host.
    pub(crate) fn lower_try(&mut self, body: StmtId, handlers: &[Handler]) {
        if self.m.target.is_device() {
            // No exceptions in device code: the body alone (Circle's rule).
            return self.stmt(body);
        }
        let p = self.m.p;
        let mut clauses: Vec<Option<PointerValue<'ctx>>> = Vec::new();
        for h in handlers {
            let Some(v) = h.var else {
                clauses.push(None);
                continue;
            };
            let t = p.types.unqual(p.types.non_ref(p.vars[v].ty));
            match self.m.rtti(t) {
                Ok(ti) => clauses.push(Some(ti)),
                Err(what) => {
                    self.m.error(crate::diags::UNSUPPORTED_CONSTRUCT, h.span, format!("catching {what} is not supported yet"));
                    return self.stmt(body);
                }
            }
        }
        let dispatch = self.block("catch.dispatch");
        let end = self.block("try.end");
        self.eh.tries.push(TryScope { cleanup_depth: self.cleanups.len(), temps_depth: self.temps.len(), dispatch, clauses: clauses.clone() });
        self.stmt(body);
        let scope = self.eh.tries.pop().expect("pushed above");
        self.br(end);
        // Handler selection, reached only from landing pads.
        self.b.position_at_end(dispatch);
        let i32t = self.m.cx.i32_type();
        let (_, sel_slot) = self.eh_slots();
        let sel = self.b.build_load(i32t, sel_slot, "sel").expect("positioned").into_int_value();
        let typeid_for = self.typeid_for_fn();
        let mut entries = Vec::new();
        for c in &clauses {
            let enter = self.block("catch");
            entries.push(enter);
            match c {
                Some(ti) => {
                    let id = self.b.build_call(typeid_for, &[(*ti).into()], "typeid").expect("positioned");
                    let Some(id) = returned(id) else { continue };
                    let id = id.into_int_value();
                    let m = self.b.build_int_compare(inkwell::IntPredicate::EQ, sel, id, "matches").expect("positioned");
                    let next = self.block("catch.next");
                    let _ = self.b.build_conditional_branch(m, enter, next);
                    self.b.position_at_end(next);
                }
                None => {
                    self.br(enter);
                    self.b.position_at_end(self.block("catch.none"));
                }
            }
        }
        // No handler here: on to the next `try` out, or out of the function.
        self.unwind_cleanups(scope.cleanup_depth, scope.temps_depth);
        for (h, enter) in handlers.iter().zip(entries) {
            self.b.position_at_end(enter);
            self.lower_handler(h);
            self.br(end);
        }
        self.b.position_at_end(end);
    }

    /// `llvm.eh.typeid.for`: the selector value of a type's RTTI.
    fn typeid_for_fn(&mut self) -> FunctionValue<'ctx> {
        let i32t = self.m.cx.i32_type();
        let ptr = self.m.ptr();
        self.runtime_fn("llvm.eh.typeid.for.p0", i32t.fn_type(&[ptr.into()], false))
    }

    /// One handler, entered with the exception saved: begins the catch, binds the exception
    /// variable, lowers the body and ends the catch.
    fn lower_handler(&mut self, h: &Handler) {
        let ptr = self.m.ptr();
        let (exn_slot, _) = self.eh_slots();
        let exn = self.b.build_load(ptr, exn_slot, "exn").expect("positioned");
        let begin = self.runtime_fn("__cxa_begin_catch", ptr.fn_type(&[ptr.into()], false));
        let obj = self.b.build_call(begin, &[exn.into()], "exn.obj").expect("positioned");
        let Some(obj) = returned(obj) else { return };
        let obj = obj.into_pointer_value();
        let depth = self.cleanups.len();
        self.cleanups.push(Cleanup::EndCatch);
        self.bind_exception(h, obj);
        self.stmt(h.body);
        self.pop_cleanups(depth);
    }

    /// Binds handler `h`'s variable to the caught object: `__cxa_begin_catch`'s result `obj`
    /// is the object's (base-adjusted) address, or for a pointer type the pointer itself. A
    /// variable of another type is initialized (copied) from the hidden reference sema made.
    fn bind_exception(&mut self, h: &Handler, obj: PointerValue<'ctx>) {
        let p = self.m.p;
        let Some(v) = h.var else { return };
        let t = p.vars[v].ty;
        if p.types.is_reference(t) || p.types.is_pointer(t) {
            let slot = self.alloca(t, "exn.var");
            let _ = self.b.build_store(slot, obj);
            self.locals.insert(v, slot);
            return;
        }
        if let Some(r) = h.caught {
            let slot = self.alloca(p.vars[r].ty, "exn.ref");
            let _ = self.b.build_store(slot, obj);
            self.locals.insert(r, slot);
        }
        self.local(v);
    }

    /// `__cxa_end_catch()`.
    pub(crate) fn end_catch(&mut self) {
        let void = self.m.cx.void_type();
        let f = self.runtime_fn("__cxa_end_catch", void.fn_type(&[], false));
        let _ = self.b.build_call(f, &[], "");
    }

    /// `throw e` (`operand`) or `throw;`: never returns; lowering continues in a dead block.
    pub(crate) fn lower_throw(&mut self, operand: Option<ExprId>) {
        let ptr = self.m.ptr();
        let void = self.m.cx.void_type();
        match operand {
            None => {
                let f = self.runtime_fn("__cxa_rethrow", void.fn_type(&[], false));
                let callee = f.as_global_value().as_pointer_value();
                let _ = self.call_site(f.get_type(), callee, &[], true);
            }
            Some(x) => {
                let p = self.m.p;
                let t = p.types.unqual(p.expr(x).ty);
                let (size, _) = self.m.size_align(t);
                let i64t = self.m.cx.i64_type();
                let alloc = self.runtime_fn("__cxa_allocate_exception", ptr.fn_type(&[i64t.into()], false));
                let mem = self.b.build_call(alloc, &[i64t.const_int(size.max(1), false).into()], "exn.mem").expect("positioned");
                let Some(mem) = returned(mem) else { return };
                let mem = mem.into_pointer_value();
                let mark = self.temps.len();
                self.init_into(mem, t, x);
                self.end_full_expr(mark);
                let ti = match self.m.rtti(t) {
                    Ok(ti) => ti,
                    Err(what) => {
                        let span = p.expr(x).span;
                        self.m.error(crate::diags::UNSUPPORTED_CONSTRUCT, span, format!("throwing {what} is not supported yet"));
                        ptr.const_null()
                    }
                };
                let dtor = match p.types.record_of(t).and_then(|r| p.records[r].dtor) {
                    Some(d) => self.m.structor_callee(d, true).map(|(c, _)| c).unwrap_or_else(|| ptr.const_null()),
                    None => ptr.const_null(),
                };
                let throw = self.runtime_fn("__cxa_throw", void.fn_type(&[ptr.into(), ptr.into(), ptr.into()], false));
                let callee = throw.as_global_value().as_pointer_value();
                let _ = self.call_site(throw.get_type(), callee, &[mem.into(), ti.into(), dtor.into()], true);
            }
        }
        let _ = self.b.build_unreachable();
        let dead = self.block("throw.dead");
        self.b.position_at_end(dead);
    }
}

/// The value a call returns (`None` for a `void` one).
fn returned(c: CallSiteValue<'_>) -> Option<BasicValueEnum<'_>> {
    match c.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(v) => Some(v),
        _ => None,
    }
}
