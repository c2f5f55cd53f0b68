//! Trailing return types see the function's parameters: `auto f(T x) -> decltype(x + 1)`,
//! libstdc++'s `operator-(const move_iterator<L>& x, const move_iterator<R>& y) ->
//! decltype(x.base() - y.base())`. The return type is resolved after the parameters, with
//! them declared in a scope of their own (an unevaluated operand names them only for their
//! types), both when a function is declared and when a template's signature is substituted.

use crate::ast;
use crate::intern::Name;
use crate::source::Span;

use super::ctx::{Checker, Entity, ScopeKind};
use super::hir::*;
use super::types::TypeId;

impl Checker<'_> {
    /// Resolves the trailing return type `r` with parameter variables `params` in scope
    /// (members of a pack, which share a name, are left out).
    pub(super) fn resolve_trailing_return(&mut self, r: ast::TypeExprId, params: &[VarId]) -> TypeId {
        self.push_scope(ScopeKind::Block);
        for (i, &v) in params.iter().enumerate() {
            let n = self.p.vars[v].name;
            let repeated = params.iter().enumerate().any(|(j, &w)| j != i && self.p.vars[w].name == n);
            if !repeated && !self.text(n).is_empty() {
                self.declare(n, Entity::Var(v));
            }
        }
        let t = self.resolve_type(r);
        self.pop_scope();
        t
    }

    /// The same for a signature known only by its parameters' names and types (a template's,
    /// during substitution): each gets a parameter variable of its own.
    pub(super) fn resolve_trailing_return_of(&mut self, r: ast::TypeExprId, params: &[(Name, TypeId)], span: Span) -> TypeId {
        let vars: Vec<VarId> = params.iter().map(|&(n, t)| self.p.vars.alloc(VarDecl::param(n, t, span))).collect();
        self.resolve_trailing_return(r, &vars)
    }

    /// The trailing return type of function declaration `f` resolved in the current scopes
    /// (an instantiation's), its parameters' types resolved there too; quietly, the error type
    /// when it does not resolve (for signature patterns, which only record it).
    pub(super) fn quiet_trailing_return(&mut self, f: &ast::FunctionDecl, span: Span) -> TypeId {
        let Some(r) = f.sig.ret else { return super::types::builtin::VOID };
        let failed = std::mem::replace(&mut self.sfinae_failed, false);
        self.sfinae += 1;
        let tu = self.tu;
        let mut named = Vec::new();
        for &pd in &f.sig.params {
            if let ast::DeclKind::Param(p) = &tu.decl(pd).kind {
                if let (Some(n), false) = (p.name, p.pack) {
                    let t = self.resolve_type(p.ty);
                    named.push((n, self.adjust_param_type(t)));
                }
            }
        }
        let t = self.resolve_trailing_return_of(r, &named, span);
        self.sfinae -= 1;
        let bad = std::mem::replace(&mut self.sfinae_failed, failed);
        if bad { super::types::builtin::ERROR } else { t }
    }

    /// Whether type `te` is `decltype(expr)` under pointers, references and cv-qualifiers.
    pub(super) fn is_decltype_of_expr(&self, te: ast::TypeExprId) -> bool {
        let mut t = te;
        for _ in 0..64 {
            match self.tu.ty(t).kind {
                ast::TypeExprKind::Decltype(_) => return true,
                ast::TypeExprKind::Qualified { inner, .. } | ast::TypeExprKind::Pointer(inner) | ast::TypeExprKind::LRef(inner) | ast::TypeExprKind::RRef(inner) => t = inner,
                _ => return false,
            }
        }
        false
    }
}
