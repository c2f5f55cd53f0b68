//! Objects with constructors and destructors: construction in place (`ExprKind::Construct`
//! calls the constructor with the object's address as `this`), member initialization
//! (`ExprKind::InitAt`), and the cleanup stack of local objects whose destructors run, last
//! constructed first, at every exit of their scope: falling off the end of a block, `return`,
//! `break` and `continue`. Temporaries of class type materialized in a full-expression are
//! destroyed at its end, except those bound to a local reference, which live as long as it.

use frontend::sema::hir::{ExprId, ExprKind, FnId};
use inkwell::values::{BasicMetadataValueEnum, PointerValue};

use crate::function::FunctionCx;

impl<'m, 'a, 'ctx> FunctionCx<'m, 'a, 'ctx> {
    /// Calls constructor `ctor` on the object at `ptr` with `args` (already converted).
    pub(crate) fn construct_at(&mut self, ptr: PointerValue<'ctx>, ctor: FnId, args: &[ExprId], e: ExprId) {
        let p = self.m.p;
        let params: Vec<_> = p.types.fn_sig(p.fns[ctor].ty).map(|s| s.1.to_vec()).unwrap_or_default();
        let mut vals: Vec<BasicMetadataValueEnum<'ctx>> = vec![ptr.into()];
        for (i, &a) in args.iter().enumerate() {
            let by_ref = params.get(i).is_some_and(|&q| p.types.is_reference(q));
            if by_ref {
                vals.push(self.lvalue(a).into());
            } else if let Some(v) = self.rvalue(a) {
                vals.push(v.into());
            }
        }
        let Some(&func) = self.m.fns.get(&ctor) else {
            self.unsupported(e, "a constructor outside this module");
            return;
        };
        let _ = self.b.build_call(func, &vals, "");
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
        let t = self.ty_of(place);
        let ptr = self.lvalue(place);
        self.init_into(ptr, t, init);
    }

    /// Registers the local object at `ptr` of type `t` for destruction at its scope's exits.
    pub(crate) fn push_cleanup(&mut self, ptr: PointerValue<'ctx>, t: frontend::sema::types::TypeId) {
        let p = self.m.p;
        if let Some(d) = p.types.record_of(t).and_then(|r| p.records[r].dtor) {
            self.cleanups.push((ptr, d));
        }
    }

    /// Registers a materialized temporary for destruction at the end of its full-expression.
    pub(crate) fn push_temporary(&mut self, ptr: PointerValue<'ctx>, t: frontend::sema::types::TypeId) {
        let p = self.m.p;
        if let Some(d) = p.types.record_of(t).and_then(|r| p.records[r].dtor) {
            self.temps.push((ptr, d));
        }
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
            if let Some(&func) = self.m.fns.get(&d) {
                let _ = self.b.build_call(func, &[ptr.into()], "");
            }
        }
    }

    /// A reference bound in a declaration keeps the temporaries made since `mark` alive until
    /// the end of its scope.
    pub(crate) fn extend_temporaries(&mut self, mark: usize) {
        if self.temps.len() > mark {
            let list: Vec<_> = self.temps.drain(mark..).collect();
            self.cleanups.extend(list);
        }
    }

    /// Emits the destructor calls of the cleanups above `depth`, innermost first (nothing when
    /// the block is already terminated).
    pub(crate) fn run_cleanups(&mut self, depth: usize) {
        if self.terminated() {
            return;
        }
        let list: Vec<_> = self.cleanups[depth.min(self.cleanups.len())..].iter().rev().copied().collect();
        for (ptr, d) in list {
            if let Some(&func) = self.m.fns.get(&d) {
                let _ = self.b.build_call(func, &[ptr.into()], "");
            }
        }
    }

    /// Leaves a scope entered at cleanup depth `depth`: runs and drops its cleanups.
    pub(crate) fn pop_cleanups(&mut self, depth: usize) {
        self.run_cleanups(depth);
        self.cleanups.truncate(depth);
    }
}
