//! Generic lambdas: `[](auto x) {...}` and C++20 `[]<class T>(T x) {...}`. The closure is built
//! where the lambda appears (its captures fixed then, `lambda_captures.rs`); each call deduces
//! the `auto` parameters and the template parameters from the arguments and instantiates the
//! call operator once per list of parameter types, checking the body in the lambda's enclosing
//! scopes with the deduced types bound.

use crate::ast;
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::ctx::{Checker, Entity, ScopeKind};
use super::diags;
use super::hir::*;
use super::lambdas::LambdaCtx;
use super::types::{builtin, TypeId};

impl<'a> Checker<'a> {
    /// The names of a lambda's template parameters (`[]<class T, class U>`); `None` when one
    /// is not a plain type parameter (non-type, template template, or a pack).
    pub(super) fn lambda_type_params(&self, l: &ast::Lambda) -> Option<Vec<Name>> {
        let tu = self.tu;
        let mut out = Vec::new();
        for &d in &l.template_params {
            match &tu.decl(d).kind {
                ast::DeclKind::TypeParam(tp) if !tp.pack && tp.default.is_none() => out.push(tp.name?),
                _ => return None,
            }
        }
        Some(out)
    }

    /// A call of a generic lambda's closure object: instantiates its call operator for the
    /// argument types (once per list of parameter types) and calls it.
    pub fn call_generic_lambda(&mut self, f: ExprId, args: &[ExprId], span: Span) -> Option<ExprId> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let ft = self.p.types.non_ref(self.p.expr(f).ty);
        let r = self.p.types.record_of(ft)?;
        let gi = self.generic_lambdas.iter().position(|g| g.0 == r)?;
        let l = self.generic_lambdas[gi].1;
        let enclosing = self.generic_lambdas[gi].2.clone();
        let pdecls: Vec<&ast::ParamDecl> = l.params.iter().filter_map(|&p| match &tu.decl(p).kind {
            ast::DeclKind::Param(pd) => Some(pd),
            _ => None,
        }).collect();
        if pdecls.len() != args.len() {
            self.err(
                Diagnostic::error(diags::ARG_COUNT, span, format!("the lambda takes {} argument(s), {} given", pdecls.len(), args.len()))
                    .with_label("in this call"),
            );
            return Some(self.error_expr(span));
        }
        // The parameter types: `auto` deduced from the arguments, and the template parameters
        // of `[]<class T>(T x)` from the parameters that name them.
        let saved = self.enter_scopes(&enclosing);
        let tnames = self.lambda_type_params(l).unwrap_or_default();
        let mut deduced = Vec::new();
        let mut tbind = Vec::new();
        if !tnames.is_empty() {
            let names: std::collections::HashMap<Name, usize> = tnames.iter().enumerate().map(|(i, &n)| (n, i)).collect();
            let mut bound: Vec<Option<TemplateArg>> = vec![None; tnames.len()];
            for (pd, &a) in pdecls.iter().zip(args) {
                if self.is_placeholder(pd.ty) {
                    continue;
                }
                let at = self.p.types.non_ref(self.p.expr(a).ty);
                let forwarded = match tu.ty(pd.ty).kind {
                    ast::TypeExprKind::RRef(inner) => match &tu.ty(inner).kind {
                        ast::TypeExprKind::Named { path, .. } => tu.path(*path).as_ident().and_then(|n| names.get(&n).copied()),
                        _ => None,
                    },
                    _ => None,
                };
                match forwarded {
                    // `T&&` with an lvalue deduces `A&`.
                    Some(i) if self.p.expr(a).cat == ValueCat::LValue && bound[i].is_none() => bound[i] = Some(TemplateArg::Type(self.p.types.lref(at))),
                    _ => {
                        let by_ref = matches!(tu.ty(pd.ty).kind, ast::TypeExprKind::LRef(_) | ast::TypeExprKind::RRef(_));
                        let at = if by_ref { at } else { self.decayed(at) };
                        if !self.deduce_from(pd.ty, at, &names, &mut bound, 0) {
                            bound.iter_mut().for_each(|b| *b = None);
                            break;
                        }
                    }
                }
            }
            for (i, &n) in tnames.iter().enumerate() {
                match bound[i] {
                    Some(TemplateArg::Type(t)) => {
                        tbind.push((n, t));
                        deduced.push(TemplateArg::Type(t));
                    }
                    _ => {
                        self.restore_scopes(saved);
                        let t = self.text(n).to_string();
                        self.err(
                            Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("cannot deduce the lambda's template parameter `{t}` from this call"))
                                .with_label("in this call")
                                .with_note(format!("every template parameter of a lambda must be deduced from its arguments: name `{t}` in a parameter's type")),
                        );
                        return Some(self.error_expr(span));
                    }
                }
            }
            self.push_scope(ScopeKind::Block);
            for &(n, t) in &tbind {
                self.declare(n, Entity::Type(t));
            }
        }
        let mut ptys = Vec::new();
        for (pd, &a) in pdecls.iter().zip(args) {
            let t = if self.is_placeholder(pd.ty) {
                let t = self.deduce_placeholder(pd.ty, a).unwrap_or(builtin::ERROR);
                deduced.push(TemplateArg::Type(self.p.types.non_ref(t)));
                t
            } else {
                self.resolve_type(pd.ty)
            };
            ptys.push(self.adjust_param_type(t));
        }
        if !tnames.is_empty() {
            self.pop_scope();
        }
        self.restore_scopes(saved);
        if ptys.iter().any(|&t| self.p.types.is_error(t)) {
            return Some(self.error_expr(span));
        }
        let cached = self.generic_lambdas[gi].3.iter().find(|(k, _)| *k == ptys).map(|x| x.1);
        let op = match cached {
            Some(op) => op,
            None => {
                let op = self.instantiate_generic_op(r, l, &enclosing, &pdecls, ptys.clone(), deduced, &tbind, span);
                self.generic_lambdas[gi].3.push((ptys, op));
                op
            }
        };
        Some(self.call_overloaded(&[Entity::Fn(op)], None, Some(f), args.to_vec(), "operator()", span, span))
    }

    #[allow(clippy::too_many_arguments)]
    fn instantiate_generic_op(&mut self, r: RecordId, l: &'a ast::Lambda, enclosing: &[ScopeKind], pdecls: &[&ast::ParamDecl], ptys: Vec<TypeId>, deduced: Vec<TemplateArg>, tbind: &[(Name, TypeId)], span: Span) -> FnId {
        let first_var = self.p.vars.len();
        let mut params = Vec::new();
        for (pd, &t) in pdecls.iter().zip(&ptys) {
            let name = pd.name.unwrap_or_else(|| self.names.intern(""));
            params.push(self.p.vars.alloc(VarDecl::param(name, t, span)));
        }
        let saved = self.enter_scopes(enclosing);
        // The template parameters of `[]<class T>(...)`, as deduced.
        self.push_scope(ScopeKind::Block);
        for &(n, t) in tbind {
            self.declare(n, Entity::Type(t));
        }
        let sig = self.lambda_sig_pattern(pdecls, l.ret);
        let ret = match l.ret {
            Some(t) if !self.is_placeholder(t) => Some(self.resolve_type(t)),
            _ => None,
        };
        let fty = self.p.types.function(ret.unwrap_or(builtin::VOID), ptys, l.variadic);
        let name = self.names.intern("operator()");
        let op = self.p.fns.alloc(FnDecl {
            name,
            scope: Scope { namespace: None, record: Some(r) },
            ty: fty,
            ret: ret.unwrap_or(builtin::VOID),
            params,
            cuda: CudaTags::default(),
            inline: Inline::Template,
            forceinline: false,
            noinline: false,
            linkage: Linkage::Cxx,
            constexpr: false,
            launch_bounds: None,
            device_runtime: false,
            method: Some(Method { record: r, is_const: !l.mutable, is_static: false, ref_qual: RefQualifier::None }),
            template_args: deduced,
            body: None,
            span,
        });
        self.p.records[r].methods.push(op);
        self.p.template_sigs.insert(op, sig);
        if ret.is_none() {
            self.auto_ret.insert(op);
        }
        let saved_lambdas = std::mem::take(&mut self.lambdas);
        self.lambdas.push(LambdaCtx { record: r, first_var, default: None, captures: Vec::new() });
        let saved_fcx = std::mem::take(&mut self.fcx);
        // The packs the closure captured keep their names (their elements are fields).
        self.push_scope(ScopeKind::Block);
        for (n, i, _) in self.closure_packs.get(&r).cloned().unwrap_or_default() {
            self.declare(n, Entity::Pack(i));
        }
        for &(n, t) in tbind {
            self.declare(n, Entity::Type(t));
        }
        self.push_scope(ScopeKind::Record(r));
        self.check_fn_body(op, l.body);
        self.pop_scope();
        self.pop_scope();
        self.fcx = saved_fcx;
        self.lambdas = saved_lambdas;
        self.pop_scope();
        self.restore_scopes(saved);
        op
    }
}
