//! The implicit captures of a generic lambda with a capture default (`[=](auto x) {...}`,
//! `[&]`). Its call operator is checked only when called, once per list of argument types, but
//! the closure's fields must be fixed where the lambda appears; so the body is walked here: every
//! unqualified name it uses in evaluated code that is not declared inside the lambda (its
//! parameters, locals, nested lambdas' parameters and init-captures) is looked up in the
//! enclosing scope. An enclosing function's variable (or an enclosing lambda's capture) is
//! captured; a member of the enclosing class, or `this`, captures `this`. Names in types are not
//! uses; names in `sizeof` operands are (a small over-capture: the instantiated body sees the
//! enclosing function only through the closure). Macros are expanded before parsing, so a
//! macro's name is never mistaken for a variable and the names its expansion uses are seen.

use crate::ast;
use crate::intern::Name;
use crate::source::Span;

use super::ctx::{Checker, Entity};
use super::hir::Storage;
use super::lambdas::CaptureSource;

/// Deepest nesting walked (deeper code is checked, and reported, when instantiated).
const MAX_DEPTH: u32 = 2 * super::MAX_EXPR_DEPTH;

/// The names a lambda body uses from outside it, in order of first use.
struct NameWalk<'t> {
    tu: &'t ast::TranslationUnit,
    /// Names declared inside the lambda, innermost scope last.
    scopes: Vec<Vec<Name>>,
    uses: Vec<(Name, Span)>,
    this_used: Option<Span>,
}

impl NameWalk<'_> {
    fn declared(&self, n: Name) -> bool {
        self.scopes.iter().any(|s| s.contains(&n))
    }

    fn declare(&mut self, n: Name) {
        if let Some(s) = self.scopes.last_mut() {
            s.push(n);
        }
    }

    fn use_name(&mut self, n: Name, span: Span) {
        if !self.declared(n) && !self.uses.iter().any(|u| u.0 == n) {
            self.uses.push((n, span));
        }
    }

    fn scoped(&mut self, f: impl FnOnce(&mut Self)) {
        self.scopes.push(Vec::new());
        f(self);
        self.scopes.pop();
    }

    fn init(&mut self, i: &ast::Init, d: u32) {
        match i {
            ast::Init::Assign(e) | ast::Init::Brace(e) => self.expr(*e, d),
            ast::Init::Paren(list) => list.iter().for_each(|&e| self.expr(e, d)),
        }
    }

    /// A declaration inside the body: a variable's initializer, then its name.
    fn decl(&mut self, id: ast::DeclId, d: u32) {
        let tu = self.tu;
        match &tu.decl(id).kind {
            ast::DeclKind::Var(v) => {
                if let Some(n) = tu.path(v.name).as_ident() {
                    self.declare(n);
                }
                if let Some(i) = &v.init {
                    self.init(i, d);
                }
            }
            ast::DeclKind::Param(p) => {
                if let Some(n) = p.name {
                    self.declare(n);
                }
            }
            _ => {}
        }
    }

    fn cond(&mut self, c: &ast::Cond, d: u32) {
        match c {
            ast::Cond::Expr(e) => self.expr(*e, d),
            ast::Cond::Decl(id) => self.decl(*id, d),
        }
    }

    fn stmt(&mut self, s: ast::StmtId, d: u32) {
        if d > MAX_DEPTH {
            return;
        }
        let d = d + 1;
        let tu = self.tu;
        match &tu.stmt(s).kind {
            ast::StmtKind::Compound(list) => self.scoped(|w| list.iter().for_each(|&x| w.stmt(x, d))),
            ast::StmtKind::Expr(e) => self.expr(*e, d),
            ast::StmtKind::Do { body, cond } => {
                self.stmt(*body, d);
                self.expr(*cond, d);
            }
            ast::StmtKind::Decl(list) => list.iter().for_each(|&x| self.decl(x, d)),
            ast::StmtKind::If(i) => self.scoped(|w| {
                if let Some(x) = i.init {
                    w.stmt(x, d);
                }
                w.cond(&i.cond, d);
                w.scoped(|w| w.stmt(i.then, d));
                if let Some(e) = i.else_ {
                    w.scoped(|w| w.stmt(e, d));
                }
            }),
            ast::StmtKind::While { cond, body } => self.scoped(|w| {
                w.cond(cond, d);
                w.stmt(*body, d);
            }),
            ast::StmtKind::For(f) => self.scoped(|w| {
                if let Some(x) = f.init {
                    w.stmt(x, d);
                }
                if let Some(c) = &f.cond {
                    w.cond(c, d);
                }
                if let Some(e) = f.step {
                    w.expr(e, d);
                }
                w.stmt(f.body, d);
            }),
            ast::StmtKind::RangeFor { init, var, range, body } => self.scoped(|w| {
                if let Some(x) = init {
                    w.stmt(*x, d);
                }
                w.expr(*range, d);
                w.decl(*var, d);
                w.stmt(*body, d);
            }),
            ast::StmtKind::ForEnum { var, body, .. } => self.scoped(|w| {
                w.decl(*var, d);
                w.stmt(*body, d);
            }),
            ast::StmtKind::Switch { init, cond, body } => self.scoped(|w| {
                if let Some(x) = init {
                    w.stmt(*x, d);
                }
                w.cond(cond, d);
                w.stmt(*body, d);
            }),
            ast::StmtKind::Case { value, body } => {
                self.expr(*value, d);
                self.stmt(*body, d);
            }
            ast::StmtKind::Default { body } | ast::StmtKind::Label { body, .. } | ast::StmtKind::Meta(body) => self.stmt(*body, d),
            ast::StmtKind::Return(e) => {
                if let Some(e) = e {
                    self.expr(*e, d);
                }
            }
            ast::StmtKind::Try { body, handlers } => {
                self.stmt(*body, d);
                for h in handlers {
                    self.scoped(|w| {
                        if let Some(p) = h.param {
                            w.decl(p, d);
                        }
                        w.stmt(h.body, d);
                    });
                }
            }
            ast::StmtKind::Asm(a) => {
                for o in a.outputs.iter().chain(&a.inputs) {
                    self.expr(o.expr, d);
                }
            }
            ast::StmtKind::Break | ast::StmtKind::Continue | ast::StmtKind::Goto { .. } | ast::StmtKind::Empty | ast::StmtKind::Error => {}
        }
    }

    fn expr(&mut self, e: ast::ExprId, d: u32) {
        if d > MAX_DEPTH {
            return;
        }
        let d = d + 1;
        let tu = self.tu;
        let x = tu.expr(e);
        use ast::ExprKind as A;
        match &x.kind {
            A::Name(p) => {
                if let Some(n) = tu.path(*p).as_ident() {
                    self.use_name(n, x.span);
                }
            }
            A::This => {
                self.this_used.get_or_insert(x.span);
            }
            A::Paren(a) | A::Unary { operand: a, .. } | A::Cast { operand: a, .. } | A::PackExpansion(a) => self.expr(*a, d),
            A::Binary { lhs, rhs, .. } | A::Index { base: lhs, index: rhs } => {
                self.expr(*lhs, d);
                self.expr(*rhs, d);
            }
            A::Conditional { cond, then, else_ } => {
                self.expr(*cond, d);
                self.expr(*then, d);
                self.expr(*else_, d);
            }
            A::Introspect { args, .. } => args.iter().for_each(|&a| self.expr(a, d)),
            A::Call { callee, args } => {
                self.expr(*callee, d);
                args.iter().for_each(|&a| self.expr(a, d));
            }
            A::Launch(l) => {
                self.expr(l.callee, d);
                l.config.iter().chain(&l.args).for_each(|&a| self.expr(a, d));
            }
            // Only the object: the member's name is looked up in its class.
            A::Member { base, .. } => self.expr(*base, d),
            A::Construct { args, .. } | A::InitList(args) => args.iter().for_each(|&a| self.expr(a, d)),
            A::New(n) => {
                n.placement.iter().chain(n.array_size.iter()).for_each(|&a| self.expr(a, d));
                if let Some(i) = &n.init {
                    self.init(i, d);
                }
            }
            A::Delete { operand, .. } => self.expr(*operand, d),
            A::Throw(a) => {
                if let Some(a) = a {
                    self.expr(*a, d);
                }
            }
            A::Fold(f) => {
                f.lhs.iter().chain(f.rhs.iter()).for_each(|&a| self.expr(a, d));
            }
            A::Binding(b) => self.expr(b.object, d),
            A::Lambda(l) => self.lambda(l, d),
            // The instantiated body sees the enclosing function's variables only through the
            // closure, so names in unevaluated operands are captured too (clang would not).
            A::SizeofExpr(a) | A::AlignofExpr(a) | A::NoexceptExpr(a) => self.expr(*a, d),
            A::SizeofType(_) | A::SizeofPack(_) | A::AlignofType(_) | A::OffsetOf { .. } | A::TypeTrait { .. } => {}
            A::IntLit(_) | A::FloatLit(_) | A::CharLit(_) | A::StringLit(_) | A::BoolLit(_) | A::Nullptr | A::Error => {}
        }
    }

    /// A nested lambda: what it captures explicitly, and its body's uses (which it captures
    /// from this lambda in turn).
    fn lambda(&mut self, l: &ast::Lambda, d: u32) {
        for c in &l.captures {
            match &c.kind {
                ast::CaptureKind::Copy(n) | ast::CaptureKind::Ref(n) => self.use_name(*n, c.span),
                ast::CaptureKind::Init { init, .. } => self.expr(*init, d),
                ast::CaptureKind::This | ast::CaptureKind::StarThis => {
                    self.this_used.get_or_insert(c.span);
                }
                ast::CaptureKind::Pack { name, .. } => self.use_name(*name, c.span),
            }
        }
        self.scoped(|w| {
            for c in &l.captures {
                if let ast::CaptureKind::Init { name, .. } = &c.kind {
                    w.declare(*name);
                }
            }
            for &p in &l.params {
                w.decl(p, d);
            }
            w.stmt(l.body, d);
        });
    }
}

impl<'a> Checker<'a> {
    /// Under a capture default, captures what the generic lambda's body uses from the
    /// enclosing function: its variables (or an enclosing lambda's captures), and `this` for
    /// `this` itself and the enclosing class's non-static members.
    pub(super) fn capture_named_in_body(&mut self, l: &'a ast::Lambda, span: Span) {
        let mut w = NameWalk { tu: self.tu, scopes: vec![Vec::new()], uses: Vec::new(), this_used: None };
        for &p in &l.params {
            w.decl(p, 0);
        }
        w.stmt(l.body, 0);
        let (uses, this_used) = (w.uses, w.this_used);
        if this_used.is_some() && self.lambda_this_type().is_some() {
            self.capture_this(false, span);
        }
        for (n, _) in uses {
            // Looked up outside this lambda.
            let outer = self.lambdas.len().saturating_sub(1);
            let saved = self.lambdas.split_off(outer);
            let found = self.lookup(n);
            self.lambdas.extend(saved);
            match found.first().copied() {
                // A function parameter pack: each element, and the pack's name for the body.
                Some(Entity::Pack(i)) => {
                    if let Some(super::variadic::PackEnt::Vars(vs)) = self.packs.get(i as usize).cloned() {
                        let mut fields = Vec::new();
                        for v in vs {
                            if let Some((r, f)) = self.capture(CaptureSource::Var(v), n, None, span) {
                                fields.push((r, v, f));
                            }
                        }
                        if let Some(&(r, ..)) = fields.first() {
                            let elems = fields.iter().map(|&(_, v, f)| (v, f)).collect();
                            self.closure_packs.entry(r).or_default().push((n, i, elems));
                        }
                    }
                }
                Some(Entity::Var(v)) if matches!(self.p.vars[v].storage, Storage::Local | Storage::Param) => {
                    self.capture(CaptureSource::Var(v), n, None, span);
                }
                Some(Entity::Field(fr, fi)) if self.lambdas.iter().rev().skip(1).any(|x| x.record == fr) => {
                    self.capture(CaptureSource::Field(fr, fi), n, None, span);
                }
                // A member of the enclosing object: `this` is captured.
                Some(Entity::Field(fr, _)) if !self.p.lambda_contexts.contains_key(&fr) => {
                    if self.lambda_this_type().is_some() {
                        self.capture_this(false, span);
                    }
                }
                Some(Entity::Fn(_)) => {
                    let member = found.iter().any(|e| matches!(e, Entity::Fn(f) if self.p.fns[*f].method.is_some_and(|m| !m.is_static && !self.p.lambda_contexts.contains_key(&m.record))));
                    if member && self.lambda_this_type().is_some() {
                        self.capture_this(false, span);
                    }
                }
                _ => {}
            }
        }
    }
}
