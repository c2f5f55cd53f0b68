//! Constructor and destructor variants, as clang 19 emits them (Itanium C++ ABI §5.1.4).
//! A constructor or destructor's body is the base-object variant (`C2`/`D2`), the one
//! `ModuleCx::fns` holds; base-class subobjects and delegating constructors call it. Complete
//! objects use the complete-object variant (`C1`/`D1`), which, for a class without virtual
//! bases, does the same:
//!
//! ```text
//! host (x86-64, -mconstructor-aliases)   external definition: C1 = alias of C2
//!                                        inline / template / internal: no C1, calls use C2
//!                                        declaration only: calls use the declared C1
//! device (NVPTX, no aliases)             C1 a function whose body calls C2; defined with
//!                                        the definition when external, else on first use
//! ```
//!
//! A class with virtual bases has a `C1`/`D1` of its own on every target, lowered from the same
//! body: it alone runs the `CompleteObjectOnly` statements that construct and destroy the
//! virtual bases, and it stores the class's whole vtable group (`vtable_groups.rs`).
//!
//! A virtual destructor also has the deleting variant `D0` (host only): it destroys the
//! complete object and frees it; the vtable holds the complete variant then `D0`.

use frontend::intern::Interner;
use frontend::sema::hir::{CastKind, ExprId, ExprKind, FnId, Program, RecordId, Stmt, UnaryOp};
use inkwell::module::Linkage;
use inkwell::types::FunctionType;
use inkwell::types::AsTypeRef;
use inkwell::values::{AsValueRef, BasicMetadataValueEnum, CallSiteValue, FunctionValue, PointerValue};

use crate::function::FunctionCx;
use crate::mangle::structor_symbol;
use crate::module_cx::ModuleCx;

/// Whether `f` is a constructor or a destructor.
pub fn is_structor(p: &Program, names: &Interner, f: FnId) -> bool {
    let d = &p.fns[f];
    let Some(m) = d.method else { return false };
    let name = names.get(d.name);
    (!m.is_static && p.records[m.record].name.is_some_and(|n| names.get(n) == name)) || name.starts_with('~')
}

/// The class of structor `f` when that class has virtual bases (its `C1`/`D1` has a body of
/// its own).
pub fn structor_with_vbases(p: &Program, names: &Interner, f: FnId) -> Option<RecordId> {
    let r = p.fns[f].method?.record;
    (is_structor(p, names, f) && p.vbases.get(&r).is_some_and(|v| !v.is_empty())).then_some(r)
}

/// The class of constructor `f` when that class has virtual bases.
pub fn ctor_with_vbases(p: &Program, names: &Interner, f: FnId) -> Option<RecordId> {
    structor_with_vbases(p, names, f).filter(|_| !names.get(p.fns[f].name).starts_with('~'))
}

/// Whether `place` names a base-class subobject of `*this` (a `__base_` field, or an empty
/// base reached by a cast of `this`), or `*this` itself (a delegating constructor's target).
pub fn is_subobject_place(p: &Program, names: &Interner, place: ExprId, whole: bool) -> bool {
    let is_this = |e: ExprId| matches!(p.expr(e).kind, ExprKind::This);
    match &p.expr(place).kind {
        ExprKind::Member { base, field } => {
            let ExprKind::Unary { op: UnaryOp::Deref, operand } = p.expr(*base).kind else { return false };
            if !is_this(operand) {
                return false;
            }
            let Some(r) = p.types.record_of(p.expr(*base).ty) else { return false };
            p.records[r].fields.get(*field as usize).is_some_and(|f| {
                let n = names.get(f.name);
                n.starts_with("__base_") || n.starts_with("__vbase_")
            })
        }
        ExprKind::Unary { op: UnaryOp::Deref, operand } => match p.expr(*operand).kind {
            ExprKind::This => whole,
            ExprKind::ImplicitCast { kind: CastKind::BitCast, operand } => is_this(operand),
            _ => false,
        },
        _ => false,
    }
}

/// Whether constructor `f` delegates to another (`A() : A(0) {}`): its body starts by
/// constructing `*this`. clang gives such a constructor a complete-object variant of its own.
fn is_delegating(p: &Program, f: FnId) -> bool {
    let Some(body) = p.fns[f].body else { return false };
    let Stmt::Compound(items) = p.stmt(body) else { return false };
    let Some(&first) = items.first() else { return false };
    let Stmt::Expr(e) = *p.stmt(first) else { return false };
    let ExprKind::InitAt { place, init } = p.expr(e).kind else { return false };
    let whole = match p.expr(place).kind {
        ExprKind::Unary { op: UnaryOp::Deref, operand } => matches!(p.expr(operand).kind, ExprKind::This),
        _ => false,
    };
    whole && matches!(p.expr(init).kind, ExprKind::Construct { .. })
}

impl<'a, 'ctx> ModuleCx<'a, 'ctx> {
    /// The symbol a constructor or destructor's body is defined under (`C2`/`D2`).
    pub fn body_symbol(&self, f: FnId) -> String {
        if is_structor(self.p, self.names, f) {
            structor_symbol(self.p, self.names, f, '2')
        } else {
            crate::mangle::fn_symbol(self.p, self.names, f)
        }
    }

    /// After declaring structor `f` as `base` (its `C2`/`D2`): the host alias `C1 = C2` of an
    /// external definition, the device `C1` of an external definition.
    pub fn structor_companions(&mut self, f: FnId, base: FunctionValue<'ctx>) {
        if !is_structor(self.p, self.names, f) || !self.defines(f) || base.get_linkage() != Linkage::External {
            return;
        }
        let sym = structor_symbol(self.p, self.names, f, '1');
        if self.target.is_device() || structor_with_vbases(self.p, self.names, f).is_some() {
            self.complete_thunk(f, base);
            return;
        }
        let c = std::ffi::CString::new(sym).expect("no NUL in symbols");
        unsafe {
            use inkwell::llvm_sys::core;
            let m = self.module.as_mut_ptr();
            if core::LLVMGetNamedGlobalAlias(m, c.as_ptr(), c.as_bytes().len()).is_null() {
                let a = core::LLVMAddAlias2(m, base.get_type().as_type_ref(), 0, base.as_value_ref(), c.as_ptr());
                core::LLVMSetUnnamedAddress(a, inkwell::llvm_sys::LLVMUnnamedAddr::LLVMGlobalUnnamedAddr);
            }
        }
    }

    /// Whether this module defines `f`.
    fn defines(&self, f: FnId) -> bool {
        self.p.fns[f].body.is_some() && self.plan.define.contains(&f)
    }

    /// The function to call for variant `complete` of `f` (any function: itself, unless a
    /// constructor or destructor's complete-object variant is another symbol), and its type.
    pub fn structor_callee(&mut self, f: FnId, complete: bool) -> Option<(PointerValue<'ctx>, FunctionType<'ctx>)> {
        let base = *self.fns.get(&f)?;
        let ty = base.get_type();
        let of = |func: FunctionValue<'ctx>| Some((func.as_global_value().as_pointer_value(), ty));
        if !complete || !is_structor(self.p, self.names, f) {
            return of(base);
        }
        let sym = structor_symbol(self.p, self.names, f, '1');
        if let Some(g) = self.module.get_function(&sym) {
            return of(g);
        }
        if !self.defines(f) {
            // Another module defines it: call its complete-object variant.
            let g = self.module.add_function(&sym, ty, None);
            let is_method = self.p.fns[f].method.is_some_and(|m| !m.is_static);
            self.add_abi_attributes(g, self.p.fns[f].ty, is_method);
            return of(g);
        }
        if self.target.is_device() || structor_with_vbases(self.p, self.names, f).is_some() {
            return of(self.complete_thunk(f, base));
        }
        if base.get_linkage() == Linkage::External {
            let c = std::ffi::CString::new(sym).expect("no NUL in symbols");
            let a = unsafe { inkwell::llvm_sys::core::LLVMGetNamedGlobalAlias(self.module.as_mut_ptr(), c.as_ptr(), c.as_bytes().len()) };
            if !a.is_null() {
                return Some((unsafe { PointerValue::new(a) }, ty));
            }
        }
        // Inline, template and internal definitions: C1 is replaced by C2.
        of(base)
    }

    /// The device `C1`/`D1` of `f`: calls `base` (its `C2`/`D2`) with its own arguments; a
    /// delegating constructor's has its own body instead (lowered later), delegating to C1.
    fn complete_thunk(&mut self, f: FnId, base: FunctionValue<'ctx>) -> FunctionValue<'ctx> {
        let sym = structor_symbol(self.p, self.names, f, '1');
        if let Some(g) = self.module.get_function(&sym) {
            return g;
        }
        let g = self.module.add_function(&sym, base.get_type(), Some(base.get_linkage()));
        let is_method = self.p.fns[f].method.is_some_and(|m| !m.is_static);
        self.add_abi_attributes(g, self.p.fns[f].ty, is_method);
        if is_delegating(self.p, f) || structor_with_vbases(self.p, self.names, f).is_some() {
            self.complete_bodies.push((f, g));
            return g;
        }
        let b = self.cx.create_builder();
        b.position_at_end(self.cx.append_basic_block(g, "entry"));
        let args: Vec<BasicMetadataValueEnum<'ctx>> = g.get_param_iter().map(|a| a.into()).collect();
        let call = b.build_call(base, &args, "").expect("positioned");
        self.add_call_abi_attributes(call, self.p.fns[f].ty, is_method);
        let _ = b.build_return(None);
        g
    }

    /// Lowers the pending complete-object bodies of delegating constructors (each may add more).
    pub fn lower_complete_bodies(&mut self) {
        while let Some((f, g)) = self.complete_bodies.pop() {
            FunctionCx::lower_into(self, f, g);
        }
    }

    /// Host: the deleting destructor `D0` of virtual destructor `f`: destroys the complete
    /// object, then frees its storage (circlec's `new` allocates with `malloc`).
    pub fn deleting_dtor(&mut self, f: FnId) -> Option<FunctionValue<'ctx>> {
        let base = *self.fns.get(&f)?;
        let sym = structor_symbol(self.p, self.names, f, '0');
        if let Some(g) = self.module.get_function(&sym) {
            return Some(g);
        }
        let ty = base.get_type();
        if !self.defines(f) {
            return Some(self.module.add_function(&sym, ty, None));
        }
        let g = self.module.add_function(&sym, ty, Some(base.get_linkage()));
        let (callee, cty) = self.structor_callee(f, true)?;
        let b = self.cx.create_builder();
        b.position_at_end(self.cx.append_basic_block(g, "entry"));
        let this = g.get_first_param()?;
        let _ = b.build_indirect_call(cty, callee, &[this.into()], "");
        let void = self.cx.void_type();
        let free = match self.module.get_function("free") {
            Some(x) => x,
            None => self.module.add_function("free", void.fn_type(&[self.ptr().into()], false), None),
        };
        let _ = b.build_call(free, &[this.into()], "");
        let _ = b.build_return(None);
        Some(g)
    }
}

impl<'m, 'a, 'ctx> FunctionCx<'m, 'a, 'ctx> {
    /// Calls variant `complete` of function `f` (a constructor or destructor has two) with
    /// `args`; `None` when `f` is not in this module.
    pub(crate) fn call_structor(&mut self, f: FnId, complete: bool, args: &[BasicMetadataValueEnum<'ctx>]) -> Option<CallSiteValue<'ctx>> {
        let (callee, ty) = self.m.structor_callee(f, complete)?;
        // Destructors are `noexcept`; anything else may throw into a landing pad.
        let is_dtor = self.m.p.fns[f].method.is_some_and(|m| self.m.p.records[m.record].dtor == Some(f));
        self.call_site(ty, callee, args, !is_dtor)
    }

    /// Whether the function being lowered is a complete-object variant with its own body.
    pub(crate) fn lowering_complete_variant(&self) -> bool {
        self.m.fns.get(&self.fn_id).is_some_and(|&base| base != self.func)
    }

    /// Whether a call of destructor `d` on `this_arg` destroys a base-class subobject.
    pub(crate) fn destroys_subobject(&self, d: FnId, this_arg: Option<ExprId>) -> bool {
        let p = self.m.p;
        if !is_structor(p, self.m.names, d) {
            return false;
        }
        match this_arg.map(|t| &p.expr(t).kind) {
            Some(ExprKind::Unary { op: UnaryOp::AddrOf, operand }) => is_subobject_place(p, self.m.names, *operand, false),
            _ => false,
        }
    }
}
