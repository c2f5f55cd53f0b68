//! Placeholder types: `auto` in variable declarations (`const auto&`, `auto*`, `auto&&`, ...)
//! deduced from the initializer as template argument deduction would, and `auto` return
//! types deduced from a function's first `return` statement.

use crate::ast::{self, TypeExprKind};
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{builtin, Cv, TypeId};

impl<'a> Checker<'a> {
    /// True when a type as written contains `auto` (through cv, pointers and references).
    pub fn is_placeholder(&self, te: ast::TypeExprId) -> bool {
        let mut t = te;
        for _ in 0..64 {
            match self.tu.ty(t).kind {
                TypeExprKind::Auto | TypeExprKind::DecltypeAuto => return true,
                TypeExprKind::Qualified { inner, .. } | TypeExprKind::Pointer(inner) | TypeExprKind::LRef(inner) | TypeExprKind::RRef(inner) => t = inner,
                _ => return false,
            }
        }
        false
    }

    /// True for a plain `auto` (no cv, pointer or reference around it).
    pub fn is_plain_auto(&self, te: ast::TypeExprId) -> bool {
        matches!(self.tu.ty(te).kind, TypeExprKind::Auto)
    }

    /// Initializes a variable declared with a placeholder type other than plain `auto`:
    /// deduces the type from the initializer and converts it.
    pub fn init_placeholder(&mut self, te: ast::TypeExprId, init: &ast::Init, span: Span) -> (Option<ExprId>, TypeId) {
        let tu: &'a ast::TranslationUnit = self.tu;
        let x = match init {
            ast::Init::Assign(e) | ast::Init::Brace(e) => match &tu.expr(*e).kind {
                ast::ExprKind::InitList(items) if items.len() == 1 => items[0],
                ast::ExprKind::InitList(_) => {
                    self.err(Diagnostic::error(diags::BAD_INIT, span, "cannot deduce `auto` from a braced list").with_label("here"));
                    return (None, builtin::ERROR);
                }
                _ => *e,
            },
            ast::Init::Paren(args) if args.len() == 1 => args[0],
            ast::Init::Paren(_) => {
                self.err(Diagnostic::error(diags::BAD_INIT, span, "cannot deduce `auto` from this initializer").with_label("here"));
                return (None, builtin::ERROR);
            }
        };
        let h = self.check_expr(x);
        let Some(ty) = self.deduce_placeholder(te, h) else {
            let shown = self.type_name(self.p.expr(h).ty);
            if !self.p.types.is_error(self.p.expr(h).ty) {
                self.err(
                    Diagnostic::error(diags::DEDUCTION_FAILED, span, format!("cannot deduce the declared type from `{shown}`"))
                        .with_label("the initializer does not match the declared form"),
                );
            }
            return (None, builtin::ERROR);
        };
        let h = self.convert(h, ty, "initialization");
        (Some(h), ty)
    }

    /// The type that `te` (containing `auto`) declares for initializer `h`.
    pub fn deduce_placeholder(&mut self, te: ast::TypeExprId, h: ExprId) -> Option<TypeId> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let (ty, cat) = (self.p.expr(h).ty, self.p.expr(h).cat);
        if self.p.types.is_error(ty) {
            return None;
        }
        let ty = self.p.types.non_ref(ty);
        match tu.ty(te).kind {
            TypeExprKind::LRef(inner) => {
                let t = self.match_placeholder(inner, ty, 0)?;
                Some(self.p.types.lref(t))
            }
            TypeExprKind::RRef(inner) if matches!(tu.ty(inner).kind, TypeExprKind::Auto) => {
                // A forwarding reference: an lvalue deduces `T&`.
                Some(if cat == ValueCat::LValue { self.p.types.lref(ty) } else { self.p.types.rref(ty) })
            }
            TypeExprKind::DecltypeAuto => Some(match cat {
                ValueCat::LValue if !matches!(self.p.expr(h).kind, ExprKind::Var(_)) => self.p.types.lref(ty),
                ValueCat::XValue => self.p.types.rref(ty),
                _ => ty,
            }),
            _ => {
                // By value: the decayed, unqualified type.
                let d = self.decayed(ty);
                self.match_placeholder(te, d, 0)
            }
        }
    }

    /// Arrays and functions decay to pointers; top-level cv is dropped.
    pub fn decayed(&mut self, ty: TypeId) -> TypeId {
        let ty = self.p.types.unqual(ty);
        if let Some((e, _)) = self.p.types.array_elem(ty) {
            return self.p.types.pointer(e);
        }
        if self.p.types.is_function(ty) {
            return self.p.types.pointer(ty);
        }
        ty
    }

    fn match_placeholder(&mut self, te: ast::TypeExprId, t: TypeId, depth: u32) -> Option<TypeId> {
        let tu: &'a ast::TranslationUnit = self.tu;
        if depth > 64 {
            return None;
        }
        match tu.ty(te).kind {
            TypeExprKind::Auto => Some(t),
            TypeExprKind::Qualified { cv, inner } => {
                let u = self.p.types.unqual(t);
                let x = self.match_placeholder(inner, u, depth + 1)?;
                let mut q = self.p.types.cv(t);
                if cv.has(ast::Cv::CONST) {
                    q = q.union(Cv::CONST);
                }
                if cv.has(ast::Cv::VOLATILE) {
                    q = q.union(Cv::VOLATILE);
                }
                Some(self.p.types.qualified(x, q))
            }
            TypeExprKind::Pointer(inner) => {
                let p = self.p.types.pointee(t)?;
                let x = self.match_placeholder(inner, p, depth + 1)?;
                Some(self.p.types.pointer(x))
            }
            _ => Some(self.resolve_type(te)),
        }
    }

    /// Sets the return type of a function whose `auto` return type is being deduced from a
    /// `return` statement's operand `h` (`None` for `return;`).
    pub fn deduce_return_type(&mut self, h: Option<ExprId>) -> TypeId {
        let ty = match h {
            Some(h) if !self.p.types.is_error(self.p.expr(h).ty) => {
                let t = self.p.types.non_ref(self.p.expr(h).ty);
                self.decayed(t)
            }
            Some(_) => builtin::ERROR,
            None => builtin::VOID,
        };
        self.fcx.deduce_ret = false;
        self.fcx.ret = Some(ty);
        if let Some(f) = self.fcx.func {
            self.set_return_type(f, ty);
        }
        ty
    }

    /// Replaces the return type of `f` (and its function type).
    pub fn set_return_type(&mut self, f: FnId, ty: TypeId) {
        self.p.fns[f].ret = ty;
        if let Some((_, params, variadic)) = self.p.types.fn_sig(self.p.fns[f].ty).map(|(r, p, v)| (r, p.to_vec(), v)) {
            self.p.fns[f].ty = self.p.types.function(ty, params, variadic);
        }
    }
}
