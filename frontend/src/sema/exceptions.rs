//! Throw-expressions and `try` blocks. Sema checks them completely (the operand of `throw`, each
//! handler's exception declaration and body) and records them in the HIR as
//! `ExprKind::Throw` (a void prvalue) and `Stmt::Try`; what a target can do with them is decided
//! by its codegen: device code rejects a reachable `throw` and lowers a `try` block to its body
//! alone; the host lowers both through the C++ runtime (codegen's `eh.rs`). The operand of
//! `throw` becomes the exception object's initializer, and a handler variable caught by value
//! is initialized from a hidden reference to the caught object.

use crate::ast::{self, DeclKind};
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::{Checker, Entity, ScopeKind};
use super::diags;
use super::hir::*;
use super::types::builtin;

impl<'a> Checker<'a> {
    /// `throw e` or `throw`: a void prvalue. The operand is decayed to a prvalue, except a
    /// record, which codegen would copy from its glvalue.
    pub(super) fn check_throw(&mut self, operand: Option<ast::ExprId>, span: Span) -> ExprId {
        let operand = operand.map(|e| {
            let h = self.check_expr(e);
            let t = self.p.expr(h).ty;
            if self.p.types.is_void(t) {
                self.err(
                    Diagnostic::error(diags::BAD_OPERANDS, self.p.expr(h).span, "cannot throw an expression of type `void`")
                        .with_label("no value to throw"),
                );
                return h;
            }
            // The exception object is copy-initialized from the operand: a class prvalue builds
            // it in place, a class glvalue is copied, anything else decays to a prvalue.
            let t = self.p.types.unqual(self.p.types.non_ref(t));
            if self.p.types.is_record(t) {
                if self.p.expr(h).cat == ValueCat::PrValue {
                    return h;
                }
                return self.convert(h, t, "the exception object");
            }
            self.rvalue(h)
        });
        self.mk(ExprKind::Throw(operand), builtin::VOID, ValueCat::PrValue, span)
    }

    /// `try body catch (...) ...`: the body, then each handler with its exception variable in
    /// a scope of its own.
    pub(super) fn check_try(&mut self, body: ast::StmtId, handlers: &[ast::Handler]) -> StmtId {
        let body = self.check_stmt(body);
        let mut out = Vec::new();
        for h in handlers {
            self.push_scope(ScopeKind::Block);
            let var = h.param.and_then(|pd| self.handler_var(pd));
            let caught = var.and_then(|v| self.caught_object(v));
            let b = self.check_stmt(h.body);
            self.pop_scope();
            out.push(Handler { var, caught, body: b, span: h.span });
        }
        self.stmt(Stmt::Try { body, handlers: out })
    }

    /// For handler variable `v` of a type other than a reference or pointer: the hidden
    /// reference to the caught object that `v`'s initializer copies (a class's copy
    /// constructor, or a load).
    fn caught_object(&mut self, v: VarId) -> Option<VarId> {
        let t = self.p.vars[v].ty;
        if self.p.types.is_reference(t) || self.p.types.is_pointer(t) {
            return None;
        }
        let span = self.p.vars[v].span;
        let rt = self.p.types.lref(t);
        let name = self.names.intern("__caught");
        let r = self.p.vars.alloc(VarDecl::plain(name, rt, Storage::Local, span));
        let obj = self.var_ref(r, span);
        let init = self.convert(obj, t, "a handler's variable");
        self.p.vars[v].init = Some(init);
        Some(r)
    }

    /// The exception variable of `catch (T name)`, declared in the current scope when named.
    fn handler_var(&mut self, pd: ast::DeclId) -> Option<VarId> {
        let tu = self.tu;
        let pdecl = tu.decl(pd);
        let DeclKind::Param(p) = &pdecl.kind else { return None };
        let t = self.resolve_type(p.ty);
        if self.p.types.is_void(t) {
            self.err(
                Diagnostic::error(diags::VOID_VARIABLE, pdecl.span, "a handler cannot catch `void`")
                    .with_label("`void` exception declaration")
                    .with_note("write `catch (...)` to catch every exception"),
            );
            return None;
        }
        let name = p.name.unwrap_or_else(|| self.names.intern(""));
        let id = self.p.vars.alloc(VarDecl::plain(name, t, Storage::Local, pdecl.span));
        if p.name.is_some() {
            self.declare(name, Entity::Var(id));
        }
        Some(id)
    }
}
