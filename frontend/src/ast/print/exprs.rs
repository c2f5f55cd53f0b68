//! S-expression rendering of expressions (see the parent module).

use super::Printer;
use crate::ast::*;
use std::fmt::Write;

impl Printer<'_> {
    pub(super) fn opt_expr(&mut self, e: Option<ExprId>) {
        match e {
            Some(e) => self.expr(e),
            None => self.w("_"),
        }
    }

    fn exprs(&mut self, es: &[ExprId]) {
        for &e in es {
            self.sp();
            self.expr(e);
        }
    }

    pub(super) fn expr(&mut self, id: ExprId) {
        let tu = self.tu;
        match &tu.exprs[id].kind {
            ExprKind::IntLit(l) => {
                write!(self.out, "{}", { l.value }).ok();
                if l.unsigned {
                    self.w("u");
                }
                match l.size {
                    IntSize::None => {}
                    IntSize::Long => self.w("l"),
                    IntSize::LongLong => self.w("ll"),
                }
            }
            ExprKind::FloatLit(l) => {
                write!(self.out, "{:?}", l.value).ok();
                match l.suffix {
                    FloatSuffix::None => {}
                    FloatSuffix::F => self.w("f"),
                    FloatSuffix::L => self.w("L"),
                }
            }
            ExprKind::CharLit(c) => {
                self.w("(char");
                self.prefix(c.prefix);
                write!(self.out, " {})", c.value).ok();
            }
            ExprKind::StringLit(s) => {
                if s.prefix != StrPrefix::None {
                    self.w("(str");
                    self.prefix(s.prefix);
                    self.sp();
                }
                self.out.push('"');
                for &u in s.units.iter() {
                    match char::from_u32(u) {
                        Some('"') => self.w("\\\""),
                        Some('\\') => self.w("\\\\"),
                        Some(c) if (' '..='~').contains(&c) => self.out.push(c),
                        _ => {
                            write!(self.out, "\\x{u:02x}").ok();
                        }
                    }
                }
                self.out.push('"');
                if s.prefix != StrPrefix::None {
                    self.w(")");
                }
            }
            ExprKind::BoolLit(b) => self.w(if *b { "true" } else { "false" }),
            ExprKind::Nullptr => self.w("nullptr"),
            ExprKind::This => self.w("this"),
            ExprKind::Name(p) => self.path(*p),
            ExprKind::Paren(e) => {
                self.w("(paren ");
                self.expr(*e);
                self.w(")");
            }
            ExprKind::Unary { op, operand } => {
                self.w("(");
                self.w(op.as_str());
                self.sp();
                self.expr(*operand);
                self.w(")");
            }
            ExprKind::Binary { op, lhs, rhs } => {
                self.w("(");
                self.w(op.as_str());
                self.sp();
                self.expr(*lhs);
                self.sp();
                self.expr(*rhs);
                self.w(")");
            }
            ExprKind::Conditional { cond, then, else_ } => {
                self.w("(? ");
                self.expr(*cond);
                self.sp();
                self.expr(*then);
                self.sp();
                self.expr(*else_);
                self.w(")");
            }
            ExprKind::Call { callee, args } => {
                self.w("(call ");
                self.expr(*callee);
                self.exprs(args);
                self.w(")");
            }
            ExprKind::Launch(l) => {
                let Launch { callee, config, args } = &**l;
                self.w("(launch ");
                self.expr(*callee);
                self.w(" (");
                for (i, &c) in config.iter().enumerate() {
                    if i > 0 {
                        self.sp();
                    }
                    self.expr(c);
                }
                self.w(")");
                self.exprs(args);
                self.w(")");
            }
            ExprKind::Member { base, arrow, member } => {
                self.w(if *arrow { "(-> " } else { "(. " });
                self.expr(*base);
                self.sp();
                self.path(*member);
                self.w(")");
            }
            ExprKind::Index { base, index } => {
                self.w("(index ");
                self.expr(*base);
                self.sp();
                self.expr(*index);
                self.w(")");
            }
            ExprKind::Cast { kind, ty, operand } => {
                self.w("(");
                self.w(kind.as_str());
                self.sp();
                self.ty(*ty);
                self.sp();
                self.expr(*operand);
                self.w(")");
            }
            ExprKind::Construct { ty, args, braced } => {
                self.w(if *braced { "(construct{} " } else { "(construct " });
                self.ty(*ty);
                self.exprs(args);
                self.w(")");
            }
            ExprKind::SizeofType(t) => {
                self.w("(sizeof-type ");
                self.ty(*t);
                self.w(")");
            }
            ExprKind::SizeofExpr(e) => {
                self.w("(sizeof ");
                self.expr(*e);
                self.w(")");
            }
            ExprKind::SizeofPack(n) => {
                self.w("(sizeof... ");
                self.name(*n);
                self.w(")");
            }
            ExprKind::Introspect { kind, ty, args } => {
                self.w("(");
                self.w(kind.spelling());
                if let Some(t) = ty {
                    self.w(" ");
                    self.ty(*t);
                }
                for &a in args {
                    self.w(" ");
                    self.expr(a);
                }
                self.w(")");
            }
            ExprKind::TypeTrait { trait_, args } => {
                self.w("(");
                self.w(trait_.spelling());
                for &t in args {
                    self.w(" ");
                    self.ty(t);
                }
                self.w(")");
            }
            ExprKind::AlignofType(t) => {
                self.w("(alignof ");
                self.ty(*t);
                self.w(")");
            }
            ExprKind::AlignofExpr(e) => {
                self.w("(alignof-expr ");
                self.expr(*e);
                self.w(")");
            }
            ExprKind::OffsetOf { ty, path } => {
                self.w("(offsetof ");
                self.ty(*ty);
                for (i, (n, _)) in path.iter().enumerate() {
                    self.w(if i == 0 { " " } else { "." });
                    self.name(*n);
                }
                self.w(")");
            }
            ExprKind::NoexceptExpr(e) => {
                self.w("(noexcept ");
                self.expr(*e);
                self.w(")");
            }
            ExprKind::New(n) => {
                self.w(if n.global { "(::new " } else { "(new " });
                if !n.placement.is_empty() {
                    self.w("(placement");
                    self.exprs(&n.placement);
                    self.w(") ");
                }
                self.ty(n.ty);
                if let Some(s) = n.array_size {
                    self.w(" [");
                    self.expr(s);
                    self.w("]");
                }
                match &n.init {
                    None => {}
                    Some(Init::Paren(args)) => {
                        self.w(" (init");
                        self.exprs(args);
                        self.w(")");
                    }
                    Some(Init::Brace(e)) | Some(Init::Assign(e)) => {
                        self.sp();
                        self.expr(*e);
                    }
                }
                self.w(")");
            }
            ExprKind::Delete { operand, array, global } => {
                if *global {
                    self.w("(::");
                } else {
                    self.w("(");
                }
                self.w(if *array { "delete[] " } else { "delete " });
                self.expr(*operand);
                self.w(")");
            }
            ExprKind::Throw(e) => {
                self.w("(throw");
                if let Some(e) = e {
                    self.sp();
                    self.expr(*e);
                }
                self.w(")");
            }
            ExprKind::InitList(es) => {
                self.w("{");
                for (i, &e) in es.iter().enumerate() {
                    if i > 0 {
                        self.sp();
                    }
                    self.expr(e);
                }
                self.w("}");
            }
            ExprKind::Lambda(l) => self.lambda(l),
            ExprKind::PackExpansion(e) => {
                self.w("(expand ");
                self.expr(*e);
                self.w(")");
            }
            ExprKind::Fold(f) => {
                self.w("(fold ");
                self.opt_expr(f.lhs);
                self.sp();
                self.w(f.op.as_str());
                self.w(" ... ");
                self.opt_expr(f.rhs);
                self.w(")");
            }
            ExprKind::Binding(b) => {
                self.w(&format!("(binding {} of {} ", b.index, b.count));
                self.expr(b.object);
                self.w(")");
            }
            ExprKind::Error => self.w("(error-expr)"),
        }
    }

    fn prefix(&mut self, p: StrPrefix) {
        self.w(match p {
            StrPrefix::None => "",
            StrPrefix::Utf8 => " u8",
            StrPrefix::Utf16 => " u",
            StrPrefix::Utf32 => " U",
            StrPrefix::Wide => " L",
        });
    }

    fn lambda(&mut self, l: &Lambda) {
        self.w("(lambda [");
        let mut first = true;
        let mut sep = |p: &mut Self| {
            if !first {
                p.sp();
            }
            first = false;
        };
        match l.default_capture {
            Some(CaptureDefault::Copy) => {
                sep(self);
                self.w("=")
            }
            Some(CaptureDefault::Ref) => {
                sep(self);
                self.w("&")
            }
            None => {}
        }
        for c in &l.captures {
            sep(self);
            match &c.kind {
                CaptureKind::Copy(n) => self.name(*n),
                CaptureKind::Ref(n) => {
                    self.w("&");
                    self.name(*n)
                }
                CaptureKind::This => self.w("this"),
                CaptureKind::StarThis => self.w("*this"),
                CaptureKind::Init { name, by_ref, init } => {
                    if *by_ref {
                        self.w("&");
                    }
                    self.name(*name);
                    self.w("=");
                    self.expr(*init);
                }
                CaptureKind::Pack { name, by_ref } => {
                    if *by_ref {
                        self.w("&");
                    }
                    self.name(*name);
                    self.w("...");
                }
            }
        }
        self.w("] ");
        if !l.template_params.is_empty() {
            self.w("(template");
            for &p in &l.template_params {
                self.sp();
                self.decl(p);
            }
            self.w(") ");
        }
        self.w("(params");
        for &p in &l.params {
            self.sp();
            self.decl(p);
        }
        if l.variadic {
            self.w(" ...");
        }
        self.w(") ");
        if l.mutable {
            self.w("mutable ");
        }
        self.spec(&l.spec);
        if let Some(r) = l.ret {
            self.w("-> ");
            self.ty(r);
            self.sp();
        }
        self.stmt(l.body);
        self.w(")");
    }
}
