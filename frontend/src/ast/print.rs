//! A compact, stable S-expression rendering of the syntax tree, for the parser's unit tests and
//! debugging: `int f(int a) { return a + 1; }` prints as
//! `(fn f (params (param a int)) int (block (return (+ a 1))))`.
//!
//! Conventions: one line per top-level declaration; types print in prefix form (`(ptr int)`,
//! `(const char)`, `(array int 4)`); paths print as written (`ns::vec<int>`); a missing optional
//! part prints as `_`.

use super::*;
use crate::intern::Interner;
use std::fmt::Write;

/// Renders every top-level declaration of `tu`, one per line.
pub fn print_tu(tu: &TranslationUnit, names: &Interner) -> String {
    let mut p = Printer { tu, names, out: String::new() };
    for &d in &tu.top {
        p.decl(d);
        p.out.push('\n');
    }
    p.out
}

/// Renders one expression.
pub fn print_expr(tu: &TranslationUnit, names: &Interner, e: ExprId) -> String {
    let mut p = Printer { tu, names, out: String::new() };
    p.expr(e);
    p.out
}

/// Renders one type as written.
pub fn print_type(tu: &TranslationUnit, names: &Interner, t: TypeExprId) -> String {
    let mut p = Printer { tu, names, out: String::new() };
    p.ty(t);
    p.out
}

/// Renders one statement.
pub fn print_stmt(tu: &TranslationUnit, names: &Interner, s: StmtId) -> String {
    let mut p = Printer { tu, names, out: String::new() };
    p.stmt(s);
    p.out
}

struct Printer<'a> {
    tu: &'a TranslationUnit,
    names: &'a Interner,
    out: String,
}

impl Printer<'_> {
    fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }
    fn name(&mut self, n: Name) {
        let s = self.names.get(n);
        self.out.push_str(s);
    }
    fn opt_name(&mut self, n: Option<Name>) {
        match n {
            Some(n) => self.name(n),
            None => self.w("_"),
        }
    }
    fn sp(&mut self) {
        self.out.push(' ');
    }

    // ---- names ----

    fn path(&mut self, id: PathId) {
        let p = &self.tu.paths[id];
        if p.global {
            self.w("::");
        }
        for seg in &p.qualifier {
            self.seg(seg);
            self.w("::");
        }
        self.seg(&p.last);
    }

    fn seg(&mut self, seg: &PathSeg) {
        if seg.template_kw {
            self.w("template ");
        }
        match seg.name {
            UnqualName::Ident(n) => self.name(n),
            UnqualName::Destructor(n) => {
                self.w("~");
                self.name(n)
            }
            UnqualName::Operator(op) => {
                self.w("operator");
                self.w(match op {
                    OverloadedOp::Punct(p) => p.as_str(),
                    OverloadedOp::Call => "()",
                    OverloadedOp::Subscript => "[]",
                    OverloadedOp::New => " new",
                    OverloadedOp::Delete => " delete",
                    OverloadedOp::NewArray => " new[]",
                    OverloadedOp::DeleteArray => " delete[]",
                });
            }
            UnqualName::Conversion(t) => {
                self.w("operator ");
                self.ty(t);
            }
            UnqualName::Decltype(e) => {
                self.w("decltype(");
                self.expr(e);
                self.w(")");
            }
        }
        if let Some(args) = &seg.args {
            self.w("<");
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                match a.kind {
                    TemplateArgKind::Type(t) => self.ty(t),
                    TemplateArgKind::Expr(e) => self.expr(e),
                }
                if a.pack_expansion {
                    self.w("...");
                }
            }
            self.w(">");
        }
    }

    // ---- types ----

    fn ty(&mut self, id: TypeExprId) {
        match &self.tu.types[id].kind {
            TypeExprKind::Builtin(b) => {
                let s = b.as_str();
                if s.contains(' ') {
                    write!(self.out, "'{s}'").ok();
                } else {
                    self.w(s);
                }
            }
            TypeExprKind::Complex(inner) => {
                self.w("_Complex ");
                self.ty(*inner);
            }
            TypeExprKind::Named { path, typename_kw } => {
                if *typename_kw {
                    self.w("typename ");
                }
                self.path(*path);
            }
            TypeExprKind::Elaborated { tag, path } => {
                self.w(tag.as_str());
                self.sp();
                self.path(*path);
            }
            TypeExprKind::Decltype(e) => {
                self.w("(decltype ");
                self.expr(*e);
                self.w(")");
            }
            TypeExprKind::DecltypeAuto => self.w("(decltype auto)"),
            TypeExprKind::Typeof(e) => {
                self.w("(__typeof__ ");
                self.expr(*e);
                self.w(")");
            }
            TypeExprKind::UnderlyingType(t) => {
                self.w("(__underlying_type ");
                self.ty(*t);
                self.w(")");
            }
            TypeExprKind::Auto => self.w("auto"),
            TypeExprKind::Pointer(t) => self.wrap_ty("ptr", *t),
            TypeExprKind::LRef(t) => self.wrap_ty("ref", *t),
            TypeExprKind::RRef(t) => self.wrap_ty("rref", *t),
            TypeExprKind::MemberPointer { class, pointee } => {
                self.w("(memptr ");
                self.path(*class);
                self.sp();
                self.ty(*pointee);
                self.w(")");
            }
            TypeExprKind::Array { elem, size } => {
                self.w("(array ");
                self.ty(*elem);
                self.sp();
                self.opt_expr(*size);
                self.w(")");
            }
            TypeExprKind::Function(sig) => {
                self.w("(fnty ");
                self.sig(sig);
                self.w(")");
            }
            TypeExprKind::Qualified { cv, inner } => {
                self.w("(");
                self.cv(*cv);
                self.ty(*inner);
                self.w(")");
            }
            TypeExprKind::PackExpansion(t) => self.wrap_ty("pack", *t),
            TypeExprKind::Error => self.w("(error-type)"),
        }
    }

    fn wrap_ty(&mut self, head: &str, t: TypeExprId) {
        self.w("(");
        self.w(head);
        self.sp();
        self.ty(t);
        self.w(")");
    }

    fn cv(&mut self, cv: Cv) {
        if cv.has(Cv::CONST) {
            self.w("const ");
        }
        if cv.has(Cv::VOLATILE) {
            self.w("volatile ");
        }
        if cv.has(Cv::RESTRICT) {
            self.w("restrict ");
        }
    }

    /// `(params ...) RET [const] [&] [noexcept]`
    fn sig(&mut self, sig: &FnSig) {
        self.w("(params");
        for &p in &sig.params {
            self.sp();
            self.decl(p);
        }
        if sig.variadic {
            self.w(" ...");
        }
        self.w(") ");
        match sig.ret {
            Some(r) => {
                if sig.trailing_return {
                    self.w("-> ");
                }
                self.ty(r)
            }
            None => self.w("_"),
        }
        if !sig.cv.is_empty() {
            self.sp();
            let n = self.out.len();
            self.cv(sig.cv);
            if self.out.len() > n {
                self.out.pop();
            }
        }
        match sig.ref_qual {
            RefQual::None => {}
            RefQual::LValue => self.w(" &"),
            RefQual::RValue => self.w(" &&"),
        }
        match sig.noexcept {
            Noexcept::None => {}
            Noexcept::Yes => self.w(" noexcept"),
            Noexcept::Expr(e) => {
                self.w(" (noexcept ");
                self.expr(e);
                self.w(")");
            }
        }
    }
}

mod decls;
mod exprs;
