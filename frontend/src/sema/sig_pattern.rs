//! The signature of a function template instantiation as the template wrote it
//! ([`SigPattern`]): a type parameter stays a parameter (`const T*` is `Cv(const, Param 0)`
//! under a pointer), any part that names no parameter is its instantiated type. Codegen's
//! Itanium mangler reads it to write `_Z3sumIiLi4EET_PKS0_` as clang does.

use std::collections::HashMap;

use crate::ast::{self, DeclKind, TypeExprKind};
use crate::intern::Name;

use super::ctx::Checker;
use super::hir::*;

impl<'a> Checker<'a> {
    /// The signature pattern of the function template declared by `template_decl`, resolved
    /// in the current (instantiation) scopes; `None` when it names no type parameter.
    pub(super) fn sig_pattern(&mut self, template_decl: ast::DeclId) -> Option<SigPattern> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let DeclKind::Template(td) = &tu.decl(template_decl).kind else { return None };
        let mut params: HashMap<Name, u32> = HashMap::new();
        for (i, &p) in td.params.iter().enumerate() {
            if let DeclKind::TypeParam(tp) = &tu.decl(p).kind {
                // Pack parameters count like any other (`T_`, `T0_`, ...).
                if let Some(n) = tp.name {
                    params.insert(n, i as u32);
                }
            }
        }
        let DeclKind::Function(f) = &tu.decl(td.inner).kind else { return None };
        let ret = match f.sig.ret {
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

    fn pat(&mut self, te: ast::TypeExprId, params: &HashMap<Name, u32>, depth: u32) -> PatTy {
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
                None => PatTy::Ty(self.resolve_type(te)),
            },
            TypeExprKind::Pointer(i) => PatTy::Pointer(b(self.pat(*i, params, depth + 1))),
            TypeExprKind::LRef(i) => PatTy::LRef(b(self.pat(*i, params, depth + 1))),
            TypeExprKind::RRef(i) => PatTy::RRef(b(self.pat(*i, params, depth + 1))),
            TypeExprKind::Qualified { cv, inner } => PatTy::Cv {
                is_const: cv.has(ast::Cv::CONST),
                is_volatile: cv.has(ast::Cv::VOLATILE),
                inner: b(self.pat(*inner, params, depth + 1)),
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
