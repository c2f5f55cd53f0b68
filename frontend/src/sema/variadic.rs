//! Variadic function templates: a template parameter pack (`class... Ts`) deduced from the
//! trailing call arguments, a function parameter pack (`Ts... args`) expanded into one
//! parameter per element, `sizeof...`, pack expansions in call arguments (`f(args...)`,
//! `g(h(args)...)`), and fold expressions (`(args + ...)`, `(... * args)`, `(0 + ... + args)`).
//!
//! A bound pack is an `Entity::Pack` naming an entry of `Checker::packs`. An expansion checks
//! its pattern once per element with `Checker::pack_index` set; each use of a pack inside
//! the pattern takes that element and records the pack's length in `Checker::pack_len`.

use crate::ast::{self, BinaryOp};
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::ctx::{Checker, Entity};
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};

/// The elements of a bound pack.
#[derive(Clone, Debug)]
pub enum PackEnt {
    Types(Vec<TypeId>),
    Values(Vec<(ConstValue, TypeId)>),
    Vars(Vec<VarId>),
}

impl PackEnt {
    pub fn len(&self) -> usize {
        match self {
            PackEnt::Types(v) => v.len(),
            PackEnt::Values(v) => v.len(),
            PackEnt::Vars(v) => v.len(),
        }
    }
}

impl<'a> Checker<'a> {
    /// Binds a new pack; the entity that names it.
    pub fn new_pack(&mut self, p: PackEnt) -> Entity {
        self.packs.push(p);
        Entity::Pack((self.packs.len() - 1) as u32)
    }

    /// The element of pack `i` for the expansion being checked; reports a pack used outside
    /// an expansion.
    pub fn pack_element(&mut self, i: u32, name: Name, span: Span) -> Option<usize> {
        let len = self.packs.get(i as usize).map_or(0, |p| p.len());
        match self.pack_index {
            Some(k) => {
                self.pack_len = Some(len);
                (k < len).then_some(k)
            }
            None => {
                let n = self.text(name).to_string();
                self.err(
                    Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("parameter pack `{n}` is used without being expanded"))
                        .with_label("expand it with `...`")
                        .with_note(format!("write `{n}...` in an argument list, or use a fold expression such as `({n} + ...)`")),
                );
                None
            }
        }
    }

    /// The type that pack `i` names in the current expansion.
    pub fn pack_type(&mut self, i: u32, name: Name, span: Span) -> TypeId {
        let Some(k) = self.pack_element(i, name, span) else { return builtin::ERROR };
        match &self.packs[i as usize] {
            PackEnt::Types(v) => v[k],
            _ => builtin::ERROR,
        }
    }

    /// The expression that pack `i` names in the current expansion.
    pub fn pack_expr(&mut self, i: u32, name: Name, span: Span) -> ExprId {
        let Some(k) = self.pack_element(i, name, span) else { return self.error_expr(span) };
        match self.packs[i as usize].clone() {
            PackEnt::Vars(v) => self.var_use(v[k], span),
            PackEnt::Values(v) => {
                let (c, t) = v[k];
                let kind = match c {
                    ConstValue::Int(x) => ExprKind::IntLit(x),
                    ConstValue::Bool(b) => ExprKind::BoolLit(b),
                    ConstValue::Float(f) => ExprKind::FloatLit(f),
                    ConstValue::Null => ExprKind::NullPtrLit,
                };
                self.mk(kind, t, ValueCat::PrValue, span)
            }
            PackEnt::Types(_) => {
                self.err(Diagnostic::error(diags::NOT_A_TYPE, span, "a type pack used as a value").with_label("here"));
                self.error_expr(span)
            }
        }
    }

    /// GCC's `__integer_pack(n)`: a pack of the `n` values 0 to `n - 1`, of `n`'s type, in the
    /// expansion being checked.
    pub(super) fn integer_pack(&mut self, n: ast::ExprId, span: Span) -> ExprId {
        let h = self.check_expr(n);
        let ty = self.p.types.unqual(self.p.expr(h).ty);
        let Some(len) = self.const_int(n, "the length of `__integer_pack`") else { return self.error_expr(span) };
        let Some(k) = self.pack_index else {
            self.err(
                Diagnostic::error(diags::TEMPLATE_ARGS, span, "`__integer_pack` is used without being expanded")
                    .with_label("expand it with `...`"),
            );
            return self.error_expr(span);
        };
        if !(0..=4096).contains(&len) {
            self.err(Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("`__integer_pack({len})`: the length must be between 0 and 4096")).with_label("here"));
            return self.error_expr(span);
        }
        self.pack_len = Some(len as usize);
        self.mk(ExprKind::IntLit(k as i128), ty, ValueCat::PrValue, span)
    }

    /// Checks `pattern` once per element of the packs it names; `None` when it names no pack.
    pub fn expand_expr(&mut self, pattern: ast::ExprId) -> Option<Vec<ExprId>> {
        let saved = (self.pack_index, self.pack_len);
        let mut out = Vec::new();
        let mut k = 0;
        let mut len = None;
        // A quiet probe first: an empty pack's pattern checked with no element must neither
        // report nor fail a substitution (`g(declval<Args>()...)` with no `Args`).
        let sfinae_failed = self.sfinae_failed;
        self.pack_index = Some(0);
        self.pack_len = None;
        self.sfinae += 1;
        self.check_expr(pattern);
        self.sfinae -= 1;
        self.sfinae_failed = sfinae_failed;
        match self.pack_len {
            None => {
                (self.pack_index, self.pack_len) = saved;
                return None;
            }
            Some(0) => {
                (self.pack_index, self.pack_len) = saved;
                return Some(out);
            }
            Some(_) => {}
        }
        loop {
            self.pack_index = Some(k);
            self.pack_len = None;
            let e = self.check_expr(pattern);
            if self.pack_len.is_none() {
                (self.pack_index, self.pack_len) = saved;
                return None;
            }
            let n = *len.get_or_insert(self.pack_len.unwrap_or(0));
            if k < n {
                out.push(e);
            }
            k += 1;
            if k >= n || k > 4096 {
                break;
            }
        }
        (self.pack_index, self.pack_len) = saved;
        Some(out)
    }

    /// Resolves a type as written once per element of the packs it names (`Ts...`, `const Ts&...`).
    pub fn expand_type(&mut self, pattern: ast::TypeExprId) -> Vec<TypeId> {
        let saved = (self.pack_index, self.pack_len);
        let mut out = Vec::new();
        let mut k = 0;
        loop {
            self.pack_index = Some(k);
            self.pack_len = None;
            let t = self.resolve_type(pattern);
            let n = self.pack_len.unwrap_or(1);
            if k < n {
                out.push(t);
            }
            k += 1;
            if k >= n || k > 4096 {
                break;
            }
        }
        (self.pack_index, self.pack_len) = saved;
        out
    }

    /// `sizeof...(name)`.
    pub fn check_sizeof_pack(&mut self, name: Name, span: Span) -> ExprId {
        let n = match self.lookup(name).first().copied() {
            Some(Entity::Pack(i)) => self.packs.get(i as usize).map_or(0, |p| p.len()),
            _ => {
                let t = self.text(name).to_string();
                self.err(
                    Diagnostic::error(diags::UNDECLARED, span, format!("`{t}` is not a parameter pack"))
                        .with_label("`sizeof...` needs a template or function parameter pack"),
                );
                return self.error_expr(span);
            }
        };
        self.mk(ExprKind::IntLit(n as i128), builtin::ULONG, ValueCat::PrValue, span)
    }

    /// A fold expression over a binary operator.
    pub fn check_fold(&mut self, f: &ast::Fold, span: Span) -> ExprId {
        // Which side is the pack: the one whose expansion names a pack.
        let (pack_side_left, pack, init) = match (f.lhs, f.rhs) {
            (Some(l), None) => (true, l, None),
            (None, Some(r)) => (false, r, None),
            (Some(l), Some(r)) => match self.expand_expr(l) {
                Some(v) => {
                    let init = self.check_expr(r);
                    return self.fold_values(f.op, v, Some(init), true, span);
                }
                None => (false, r, Some(l)),
            },
            (None, None) => return self.error_expr(span),
        };
        let Some(elems) = self.expand_expr(pack) else {
            self.err(Diagnostic::error(diags::TEMPLATE_ARGS, span, "a fold expression needs a parameter pack").with_label("no pack is named here"));
            return self.error_expr(span);
        };
        let init = init.map(|i| self.check_expr(i));
        self.fold_values(f.op, elems, init, pack_side_left, span)
    }

    /// Folds `elems` with `op`: a right fold when the pack is on the left (`E1 op (E2 op ...)`),
    /// a left fold otherwise; `init` joins at the far end.
    fn fold_values(&mut self, op: BinaryOp, mut elems: Vec<ExprId>, init: Option<ExprId>, right: bool, span: Span) -> ExprId {
        if elems.is_empty() && init.is_none() {
            // The empty expansions of `&&`, `||` and `,`.
            return match op {
                BinaryOp::LogAnd => self.mk(ExprKind::BoolLit(true), builtin::BOOL, ValueCat::PrValue, span),
                BinaryOp::LogOr => self.mk(ExprKind::BoolLit(false), builtin::BOOL, ValueCat::PrValue, span),
                _ => {
                    self.err(
                        Diagnostic::error(diags::TEMPLATE_ARGS, span, "a fold of an empty pack over this operator has no value")
                            .with_label("the pack is empty here")
                            .with_note("give an initial value: `(0 + ... + args)`"),
                    );
                    self.error_expr(span)
                }
            };
        }
        if right {
            if let Some(i) = init {
                elems.push(i);
            }
            let mut acc = elems.pop().unwrap_or_else(|| self.error_expr(span));
            while let Some(e) = elems.pop() {
                acc = self.fold_op(op, e, acc, span);
            }
            acc
        } else {
            let mut it = elems.into_iter();
            let mut acc = match init {
                Some(i) => i,
                None => it.next().unwrap_or_else(|| self.error_expr(span)),
            };
            for e in it {
                acc = self.fold_op(op, acc, e, span);
            }
            acc
        }
    }

    /// True when function template `t` has a function parameter pack.
    pub fn template_is_variadic(&self, t: usize) -> bool {
        let tu: &'a ast::TranslationUnit = self.tu;
        let ast::DeclKind::Template(td) = &tu.decl(self.templates[t].decl).kind else { return false };
        let ast::DeclKind::Function(f) = &tu.decl(td.inner).kind else { return false };
        // A parameter pack of the enclosing class's pack (`tuple(const _Elements&...)` in
        // `tuple<_Elements...>`) is expanded with the class: it is a plain parameter list, so
        // that constructor is more specialized than `tuple(_UElements&&...)`
        // ([temp.deduct.partial]/11). Only a template with a pack of its own can have one.
        let own_pack = td.params.iter().any(|&p| match &tu.decl(p).kind {
            ast::DeclKind::TypeParam(tp) => tp.pack,
            ast::DeclKind::NonTypeParam(np) => np.pack,
            _ => false,
        });
        own_pack && f.sig.params.iter().any(|&p| matches!(&tu.decl(p).kind, ast::DeclKind::Param(pd) if pd.pack))
    }

    /// Whether function template `t` ends its parameters with C's `...` (`__test(...)`).
    pub fn template_takes_c_varargs(&self, t: usize) -> bool {
        let tu: &'a ast::TranslationUnit = self.tu;
        let ast::DeclKind::Template(td) = &tu.decl(self.templates[t].decl).kind else { return false };
        matches!(&tu.decl(td.inner).kind, ast::DeclKind::Function(f) if f.sig.variadic)
    }

    /// One step of a fold: `a op b` on checked operands.
    fn fold_op(&mut self, op: BinaryOp, a: ExprId, b: ExprId, span: Span) -> ExprId {
        match op {
            BinaryOp::LogAnd | BinaryOp::LogOr => {
                let a = self.to_bool(a);
                let b = self.to_bool(b);
                let hop = if op == BinaryOp::LogAnd { super::hir::BinaryOp::LogAnd } else { super::hir::BinaryOp::LogOr };
                self.mk(ExprKind::Binary { op: hop, lhs: a, rhs: b }, builtin::BOOL, ValueCat::PrValue, span)
            }
            BinaryOp::Comma => {
                let (t, c) = (self.p.expr(b).ty, self.p.expr(b).cat);
                self.mk(ExprKind::Comma { lhs: a, rhs: b }, t, c, span)
            }
            _ => self.binary_values(op, a, b, span),
        }
    }
}
