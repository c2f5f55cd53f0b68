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
    /// Resolves the trailing return type `r` with parameter variables `params` in scope; each
    /// of `packs` (name, first parameter, count) names its parameters as a function parameter
    /// pack (`-> decltype(_S_construct(__a, __p, std::forward<_Args>(__args)...))`).
    pub(super) fn resolve_trailing_return(&mut self, r: ast::TypeExprId, params: &[VarId], packs: &[(Name, usize, usize)]) -> TypeId {
        self.push_scope(ScopeKind::Block);
        for (i, &v) in params.iter().enumerate() {
            if packs.iter().any(|&(_, s, c)| i >= s && i < s + c) {
                continue;
            }
            let n = self.p.vars[v].name;
            let repeated = params.iter().enumerate().any(|(j, &w)| j != i && self.p.vars[w].name == n);
            if !repeated && !self.text(n).is_empty() {
                self.declare(n, Entity::Var(v));
            }
        }
        for &(n, s, c) in packs {
            let Some(vars) = params.get(s..s + c) else { continue };
            let e = self.new_pack(super::variadic::PackEnt::Vars(vars.to_vec()));
            self.declare(n, e);
        }
        let t = self.resolve_type(r);
        self.pop_scope();
        t
    }

    /// The same for a signature known only by its parameters' names and types (a template's,
    /// during substitution): each gets a parameter variable of its own.
    /// `packs` are function parameter packs, each with its elements' types.
    pub(super) fn resolve_trailing_return_of(&mut self, r: ast::TypeExprId, params: &[(Name, TypeId)], packs: &[(Name, Vec<TypeId>)], span: Span) -> TypeId {
        let mut vars: Vec<VarId> = params.iter().map(|&(n, t)| self.p.vars.alloc(VarDecl::param(n, t, span))).collect();
        let mut ranges = Vec::new();
        for (n, tys) in packs {
            ranges.push((*n, vars.len(), tys.len()));
            for &t in tys {
                vars.push(self.p.vars.alloc(VarDecl::param(*n, t, span)));
            }
        }
        self.resolve_trailing_return(r, &vars, &ranges)
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
        let t = self.resolve_trailing_return_of(r, &named, &[], span);
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
