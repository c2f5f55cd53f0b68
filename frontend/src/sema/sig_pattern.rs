//! The signature of a function template instantiation as the template wrote it
//! ([`SigPattern`]): a type parameter stays a parameter (`const T*` is `Cv(const, Param 0)`
//! under a pointer), any part that names no parameter is its instantiated type. Codegen's
//! Itanium mangler reads it to write `_Z3sumIiLi4EET_PKS0_` as clang does.

use std::collections::HashMap;

use crate::ast::{self, DeclKind, TypeExprKind};
use crate::intern::Name;

use super::ctx::{Checker, Entity};
use super::hir::*;

impl<'a> Checker<'a> {
    /// The signature pattern of the function template declared by `template_decl`, resolved
    /// in the current (instantiation) scopes; `None` when it names no type parameter.
    pub(super) fn sig_pattern(&mut self, template_decl: ast::DeclId) -> Option<SigPattern> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let DeclKind::Template(td) = &tu.decl(template_decl).kind else { return None };
        let mut params: HashMap<Name, u32> = HashMap::new();
        let mut values: HashMap<Name, u32> = HashMap::new();
        let mut templates: HashMap<Name, u32> = HashMap::new();
        for (i, &p) in td.params.iter().enumerate() {
            match &tu.decl(p).kind {
                // Pack parameters count like any other (`T_`, `T0_`, ...).
                DeclKind::TypeParam(tp) => {
                    if let Some(n) = tp.name {
                        params.insert(n, i as u32);
                    }
                }
                DeclKind::NonTypeParam(np) => {
                    if let Some(n) = np.name {
                        values.insert(n, i as u32);
                    }
                }
                DeclKind::TemplateTemplateParam(tp) => {
                    if let Some(n) = tp.name {
                        templates.insert(n, i as u32);
                    }
                }
                _ => {}
            }
        }
        self.sig_values = values;
        self.sig_templates = templates;
        let DeclKind::Function(f) = &tu.decl(td.inner).kind else { return None };
        let ret = match f.sig.ret {
            // A trailing `decltype` may name the parameters (`-> decltype(x.base())`).
            Some(r) if f.sig.trailing_return && self.is_decltype_of_expr(r) => {
                PatTy::Ty(self.quiet_trailing_return(f, tu.decl(template_decl).span))
            }
            Some(r) => self.pat(r, &params, 0),
            None => PatTy::Ty(super::types::builtin::VOID),
        };
        let mut out = Vec::new();
        for &pd in &f.sig.params {
            if let DeclKind::Param(p) = &tu.decl(pd).kind {
                // Parameter adjustment: top-level cv dropped, arrays become pointers.
                let mut t = p.ty;
                while let TypeExprKind::Qualified { inner, .. } = tu.ty(t).kind {
                    t = inner;
                }
                let pat = match tu.ty(t).kind {
                    _ if p.pack => {
                        // The pattern of `Ts... args`; its elements are not resolved one by one.
                        let inner = match tu.ty(t).kind {
                            TypeExprKind::PackExpansion(x) => x,
                            _ => t,
                        };
                        PatTy::Expansion(Box::new(self.pat_no_resolve(inner, &params)))
                    }
                    TypeExprKind::Array { elem, .. } => PatTy::Pointer(Box::new(self.pat(elem, &params, 0))),
                    _ => self.pat(t, &params, 0),
                };
                out.push(pat);
            }
        }
        Some(SigPattern { ret, params: out })
    }

    pub(super) fn pat(&mut self, te: ast::TypeExprId, params: &HashMap<Name, u32>, depth: u32) -> PatTy {
        let tu: &'a ast::TranslationUnit = self.tu;
        if depth > 64 {
            return PatTy::Ty(self.resolve_type(te));
        }
        let b = |p: PatTy| Box::new(p);
        match &tu.ty(te).kind {
            TypeExprKind::Auto => PatTy::Auto { decltype: false },
            TypeExprKind::DecltypeAuto => PatTy::Auto { decltype: true },
            TypeExprKind::Named { path, .. } => match tu.path(*path).as_ident().and_then(|n| params.get(&n)) {
                Some(&i) => PatTy::Param(i),
                None => self.template_id_pat(te, *path, params, depth).unwrap_or_else(|| PatTy::Ty(self.resolve_type(te))),
            },
            TypeExprKind::Pointer(i) => PatTy::Pointer(b(self.pat(*i, params, depth + 1))),
            TypeExprKind::MemberPointer { class, pointee } => {
                let c = match tu.path(*class).as_ident().and_then(|n| params.get(&n)) {
                    Some(&i) => PatTy::Param(i),
                    None => PatTy::Ty(self.resolve_named_type(*class, tu.ty(te).span)),
                };
                let p = self.pat(*pointee, params, depth + 1);
                if let (PatTy::Ty(_), PatTy::Ty(_)) = (&c, &p) {
                    return PatTy::Ty(self.resolve_type(te));
                }
                PatTy::MemberPointer { class: b(c), pointee: b(p) }
            }
            TypeExprKind::LRef(i) => PatTy::LRef(b(self.pat(*i, params, depth + 1))),
            TypeExprKind::RRef(i) => PatTy::RRef(b(self.pat(*i, params, depth + 1))),
            TypeExprKind::Qualified { cv, inner } => PatTy::Cv {
                is_const: cv.has(ast::Cv::CONST),
                is_volatile: cv.has(ast::Cv::VOLATILE),
                inner: b(self.pat(*inner, params, depth + 1)),
            },
            TypeExprKind::Function(sig) => {
                let ret = match sig.ret {
                    Some(r) => self.pat(r, params, depth + 1),
                    None => PatTy::Ty(super::types::builtin::VOID),
                };
                let mut ps = Vec::new();
                for &pd in &sig.params {
                    if let DeclKind::Param(p) = &tu.decl(pd).kind {
                        let mut t = p.ty;
                        while let TypeExprKind::Qualified { inner, .. } = tu.ty(t).kind {
                            t = inner;
                        }
                        ps.push(self.pat(t, params, depth + 1));
                    }
                }
                if matches!(ret, PatTy::Ty(_)) && ps.iter().all(|x| matches!(x, PatTy::Ty(_))) {
                    return PatTy::Ty(self.resolve_type(te));
                }
                PatTy::Function { ret: b(ret), params: ps, variadic: sig.variadic }
            }
            _ => PatTy::Ty(self.resolve_type(te)),
        }
    }

    /// `Vec<T, N>` naming template parameters: its instantiation and each argument's pattern.
    fn template_id_pat(&mut self, te: ast::TypeExprId, path: ast::PathId, params: &HashMap<Name, u32>, depth: u32) -> Option<PatTy> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let p = tu.path(path);
        if p.global {
            return None;
        }
        if let (Some(q), None, ast::UnqualName::Ident(member)) = (p.qualifier.last(), &p.last.args, p.last.name) {
            // `typename X<T>::type`: the member of the template-id naming parameters.
            if p.qualifier[..p.qualifier.len() - 1].iter().any(|s| s.args.is_some()) {
                return None;
            }
            let pats = self.arg_pats(q.args.as_ref()?, params, depth)?;
            let r = match self.resolve_qualifier(path) {
                Some(super::ctx::Entity::Type(t)) => self.p.types.record_of(t)?,
                _ => return None,
            };
            if self.p.records[r].template_args.len() != pats.len() {
                return None;
            }
            return Some(PatTy::Dependent { scope: Box::new(PatTy::TemplateId { record: r, args: pats }), name: member });
        }
        if p.qualifier.iter().any(|s| s.args.is_some()) {
            // `X<T>::Y<U>`: a member template of a dependent scope is not a pattern here.
            return None;
        }
        // `TT<T>` with `TT` a template template parameter: the parameter applied to its
        // arguments' patterns (those naming no parameter are the instantiation's).
        let n_args = p.last.args.as_ref()?.len();
        let last = match p.last.name {
            ast::UnqualName::Ident(n) => Some(n),
            _ => None,
        };
        if let Some(&param) = last.and_then(|n| self.sig_templates.get(&n)) {
            let pats = self.arg_pats(p.last.args.as_ref()?, params, depth).unwrap_or_else(|| vec![None; n_args]);
            let t = self.resolve_type(te);
            return match self.p.types.kind(t) {
                super::types::Type::Record(r) if self.p.records[*r].template_args.len() == pats.len() => {
                    Some(PatTy::TemplateParamId { param, record: *r, args: pats })
                }
                _ => None,
            };
        }
        // `V<T>` or `ns::V<T>`.
        let pats = self.arg_pats(p.last.args.as_ref()?, params, depth)?;
        let t = self.resolve_type(te);
        match self.p.types.kind(t) {
            super::types::Type::Record(r) if self.p.records[*r].template_args.len() == pats.len() => Some(PatTy::TemplateId { record: *r, args: pats }),
            _ => None,
        }
    }

    /// The patterns of a template-id's arguments; `None` when none names a parameter.
    fn arg_pats(&mut self, args: &[ast::TemplateArg], params: &HashMap<Name, u32>, depth: u32) -> Option<Vec<Option<PatTy>>> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let mut pats = Vec::new();
        let mut any = false;
        for a in args {
            if a.pack_expansion {
                return None;
            }
            let ident = |e: ast::ExprId| match &tu.expr(e).kind {
                ast::ExprKind::Name(q) => tu.path(*q).as_ident(),
                _ => None,
            };
            let pat = match a.kind {
                ast::TemplateArgKind::Expr(e) => match ident(e) {
                    Some(n) if self.sig_values.contains_key(&n) => Some(PatTy::NonType(self.sig_values[&n])),
                    Some(n) if params.contains_key(&n) => Some(PatTy::Param(params[&n])),
                    _ => None,
                },
                // A class template as a template template argument (`_BinClos<_Name,
                // _ValArray, ...>`) names no parameter.
                ast::TemplateArgKind::Type(t) if self.names_class_template(t, params) => None,
                ast::TemplateArgKind::Type(t) => match self.pat(t, params, depth + 1) {
                    PatTy::Ty(_) => None,
                    x => Some(x),
                },
            };
            any |= pat.is_some();
            pats.push(pat);
        }
        any.then_some(pats)
    }

    /// Whether type `t` is written as the bare name of a class or alias template that is not
    /// one of `params`.
    fn names_class_template(&mut self, t: ast::TypeExprId, params: &HashMap<Name, u32>) -> bool {
        let tu: &'a ast::TranslationUnit = self.tu;
        let TypeExprKind::Named { path, .. } = &tu.ty(t).kind else { return false };
        let path = tu.path(*path);
        if path.last.args.is_some() || path.as_ident().is_some_and(|n| params.contains_key(&n)) {
            return false;
        }
        let ast::UnqualName::Ident(n) = path.last.name else { return false };
        path.qualifier.is_empty() && matches!(self.lookup(n).first(), Some(&e @ Entity::Template(_)) if self.template_of_entity(e).is_some())
    }

    /// The signature of a generic lambda's call operator as written: each `auto` of its
    /// parameters an invented template parameter (`UlT_E_`), the return type `auto` (`Da`)
    /// unless written.
    pub(super) fn lambda_sig_pattern(&mut self, pdecls: &[&ast::ParamDecl], ret: Option<ast::TypeExprId>) -> SigPattern {
        let mut next = 0;
        let mut params = Vec::new();
        for pd in pdecls {
            let mut t = pd.ty;
            while let TypeExprKind::Qualified { inner, .. } = self.tu.ty(t).kind {
                t = inner;
            }
            params.push(self.auto_pat(t, &mut next, 0));
        }
        let ret = match ret {
            Some(r) if self.is_placeholder(r) => self.auto_pat(r, &mut 0, 0),
            Some(r) => PatTy::Ty(self.resolve_type(r)),
            None => PatTy::Auto { decltype: false },
        };
        let ret = match ret {
            PatTy::Param(_) => PatTy::Auto { decltype: false },
            x => x,
        };
        SigPattern { ret, params }
    }

    fn auto_pat(&mut self, te: ast::TypeExprId, next: &mut u32, depth: u32) -> PatTy {
        let tu: &'a ast::TranslationUnit = self.tu;
        let b = |p: PatTy| Box::new(p);
        if depth > 64 {
            return PatTy::Ty(super::types::builtin::ERROR);
        }
        match &tu.ty(te).kind {
            TypeExprKind::Auto => {
                *next += 1;
                PatTy::Param(*next - 1)
            }
            TypeExprKind::DecltypeAuto => PatTy::Auto { decltype: true },
            TypeExprKind::Pointer(i) => PatTy::Pointer(b(self.auto_pat(*i, next, depth + 1))),
            TypeExprKind::LRef(i) => PatTy::LRef(b(self.auto_pat(*i, next, depth + 1))),
            TypeExprKind::RRef(i) => PatTy::RRef(b(self.auto_pat(*i, next, depth + 1))),
            TypeExprKind::Qualified { cv, inner } => PatTy::Cv {
                is_const: cv.has(ast::Cv::CONST),
                is_volatile: cv.has(ast::Cv::VOLATILE),
                inner: b(self.auto_pat(*inner, next, depth + 1)),
            },
            _ => PatTy::Ty(self.resolve_type(te)),
        }
    }

    /// The pattern of a pack expansion: only parameters, pointers, references and cv (other
    /// parts would need the pack's elements to resolve).
    fn pat_no_resolve(&mut self, te: ast::TypeExprId, params: &HashMap<Name, u32>) -> PatTy {
        let tu: &'a ast::TranslationUnit = self.tu;
        let b = |p: PatTy| Box::new(p);
        match &tu.ty(te).kind {
            TypeExprKind::Named { path, .. } => match tu.path(*path).as_ident().and_then(|n| params.get(&n)) {
                Some(&i) => PatTy::Param(i),
                None => PatTy::Ty(super::types::builtin::ERROR),
            },
            TypeExprKind::Pointer(i) => PatTy::Pointer(b(self.pat_no_resolve(*i, params))),
            TypeExprKind::LRef(i) => PatTy::LRef(b(self.pat_no_resolve(*i, params))),
            TypeExprKind::RRef(i) => PatTy::RRef(b(self.pat_no_resolve(*i, params))),
            TypeExprKind::Qualified { cv, inner } => PatTy::Cv {
                is_const: cv.has(ast::Cv::CONST),
                is_volatile: cv.has(ast::Cv::VOLATILE),
                inner: b(self.pat_no_resolve(*inner, params)),
            },
            _ => PatTy::Ty(super::types::builtin::ERROR),
        }
    }
}
