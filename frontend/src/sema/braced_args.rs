//! Braced lists as call arguments (`g({})`, `f({1, 2})`, `std::max({a, b, c})`): a braced list
//! has no type of its own, so the argument stays a placeholder until overload resolution has
//! chosen the parameter it initializes. Ranking follows [over.ics.list] (an `initializer_list`
//! parameter ranks by its worst element conversion, a scalar by its one element's, a class by a
//! user-defined conversion when list-initialization succeeds); deduction treats the list as a
//! non-deduced context except for `std::initializer_list<P>`, whose `P` each element deduces
//! ([temp.deduct.call]/1); conversion list-initializes the parameter (a temporary for a
//! reference).

use crate::ast::{self, TypeExprKind};
use crate::diag::Diagnostic;
use crate::source::Span;

use super::conversions::{Conv, Rank};
use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};

impl Checker<'_> {
    /// The placeholder argument for braced list `list`.
    pub(super) fn braced_arg(&mut self, list: ast::ExprId) -> ExprId {
        let ast::ExprKind::InitList(items) = &self.tu.expr(list).kind else { return self.check_expr(list) };
        let span = self.tu.expr(list).span;
        self.braced_items_arg(items.clone(), span)
    }

    /// The placeholder argument for a braced list of `items` at `span`: typed `void`, so that no
    /// conversion other than the ones below accepts it.
    fn braced_items_arg(&mut self, items: Vec<ast::ExprId>, span: Span) -> ExprId {
        let e = self.mk(ExprKind::Error, builtin::VOID, ValueCat::PrValue, span);
        self.braced_args.insert(e, (items, self.sfinae == 0));
        e
    }

    /// The items of the braced list that placeholder argument `e` stands for.
    pub(super) fn braced_list_of(&self, e: ExprId) -> Option<Vec<ast::ExprId>> {
        self.braced_args.get(&e).map(|(items, _)| items.clone())
    }

    /// The implicit conversion sequence from braced list `list` to a parameter of type `to`, for
    /// ranking ([over.ics.list]); `None` when the list cannot initialize it.
    pub(super) fn braced_arg_conv(&mut self, items: &[ast::ExprId], span: Span, to: TypeId) -> Option<Conv> {
        let target = self.p.types.non_ref(to);
        if let super::types::Type::LRef(_) = self.p.types.kind(to) {
            // Only a `const` (not `volatile`) lvalue reference binds the temporary.
            let cv = self.p.types.cv(target);
            if !cv.is_const() || cv.is_volatile() {
                return None;
            }
        }
        let lref = matches!(self.p.types.kind(to), super::types::Type::LRef(_));
        let mut conv = self.braced_value_conv(items, span, to)?;
        conv.not_init_list = self.initializer_list_elem(self.p.types.unqual(target)).is_none();
        // The list makes a temporary: an rvalue reference binds it better than `const T&`
        // ([over.ics.rank]/3.2.3: `push_back(T&&)` over `push_back(const T&)`).
        conv.lref_to_rvalue = lref;
        Some(conv)
    }

    /// [`Self::braced_arg_conv`] without the reference binding.
    fn braced_value_conv(&mut self, items: &[ast::ExprId], span: Span, to: TypeId) -> Option<Conv> {
        let target = self.p.types.non_ref(to);
        let target = self.p.types.unqual(target);
        if let Some(elem) = self.initializer_list_elem(target) {
            // The worst of the element conversions ([over.ics.list]/5).
            let mut worst = Conv::ranked(Rank::Exact);
            for &i in items {
                let c = self.speculative_conv(i, elem)?;
                if c.key() > worst.key() {
                    worst = c;
                }
            }
            return Some(worst);
        }
        if !self.p.types.is_record(target) && !self.p.types.is_array(target) {
            // A scalar: `{}` is value-initialization, `{x}` converts `x` ([over.ics.list]/10).
            return match items {
                [] => Some(Conv::ranked(Rank::Exact)),
                [x] if !matches!(self.tu.expr(*x).kind, ast::ExprKind::InitList(_)) => self.speculative_conv(*x, target),
                _ => None,
            };
        }
        // A class or an array: whether list-initialization succeeds decides; for a class it is
        // a user-defined conversion ([over.ics.list]/7-8).
        let ok = self.quietly(|c| c.init_from_items(items, target, span));
        let rank = if self.p.types.is_record(target) { Rank::UserDefined } else { Rank::Exact };
        ok.then(|| Conv::ranked(rank))
    }

    /// The conversion of AST expression `x`, checked with its errors suppressed, to `to`.
    fn speculative_conv(&mut self, x: ast::ExprId, to: TypeId) -> Option<Conv> {
        if let ast::ExprKind::InitList(sub) = &self.tu.expr(x).kind {
            // A nested list converts as a list ([over.ics.list] applies recursively).
            let (sub, span) = (sub.clone(), self.tu.expr(x).span);
            return self.braced_arg_conv(&sub, span, to);
        }
        let mut h = None;
        if !self.quietly(|c| *h.insert(c.check_expr(x))) {
            return None;
        }
        self.arg_conv(h?, to)
    }

    /// The argument for a parameter of type `to` that the braced list of placeholder `e`
    /// initializes: the list-initialized object, bound to a temporary when `to` is a reference.
    pub(super) fn convert_braced_arg(&mut self, e: ExprId, items: &[ast::ExprId], to: TypeId) -> ExprId {
        self.braced_args.remove(&e);
        let span = self.p.expr(e).span;
        let target = self.p.types.unqual(self.p.types.non_ref(to));
        let v = self.init_from_items(items, target, span);
        if self.p.types.is_reference(to) {
            return self.convert(v, to, "a braced-list argument");
        }
        v
    }

    /// The object of type `ty` that the braced list `items` copy-list-initializes
    /// ([dcl.init.list]/3): an `initializer_list`, a class through its constructors (its
    /// initializer-list constructors first), an aggregate, an array or a scalar.
    pub(super) fn init_from_items(&mut self, items: &[ast::ExprId], ty: TypeId, span: Span) -> ExprId {
        if let Some(elem) = self.initializer_list_elem(ty) {
            return self.init_initializer_list(ty, elem, items, false, span);
        }
        if self.ctors_of(ty).is_some() && !self.p.types.is_reference(ty) {
            if let Some(h) = self.init_list_ctor(ty, items, span) {
                return h;
            }
            if let Some(h) = self.try_construct(ty, items, span) {
                return h;
            }
        }
        self.list_init(items, ty, span)
    }

    /// Overload resolution among `ty`'s initializer-list constructors (a first parameter
    /// `std::initializer_list<E>`, by value or reference, and defaults for the rest) with the
    /// whole list as the one argument ([over.match.list]/1.1). `None` when the class has none,
    /// none is viable, or the list is empty and the class has a default constructor
    /// (value-initialization).
    pub(super) fn init_list_ctor(&mut self, ty: TypeId, items: &[ast::ExprId], span: Span) -> Option<ExprId> {
        let (_, ctors) = self.ctors_of(ty)?;
        let list_ctors: Vec<FnId> = ctors.iter().copied().filter(|&c| self.is_init_list_ctor(c)).collect();
        if list_ctors.is_empty() {
            return None;
        }
        if items.is_empty() && ctors.iter().any(|&c| self.p.fns[c].params.iter().all(|&p| self.p.vars[p].init.is_some())) {
            return None;
        }
        let arg = self.braced_items_arg(items.to_vec(), span);
        let viable = list_ctors.iter().any(|&c| {
            let first = self.p.types.fn_sig(self.p.fns[c].ty).and_then(|(_, ps, _)| ps.first().copied());
            first.is_some_and(|t| self.braced_arg_conv(items, span, t).is_some())
        });
        if !viable {
            self.braced_args.remove(&arg);
            return None;
        }
        Some(self.construct_among(ty, list_ctors, vec![arg], span))
    }

    /// Whether constructor `c` is an initializer-list constructor ([dcl.init.list]/2).
    fn is_init_list_ctor(&self, c: FnId) -> bool {
        let fd = &self.p.fns[c];
        let Some((_, params, _)) = self.p.types.fn_sig(fd.ty) else { return false };
        let Some(&first) = params.first() else { return false };
        let first = self.p.types.unqual(self.p.types.non_ref(first));
        self.initializer_list_elem(first).is_some() && fd.params.iter().skip(1).all(|&p| self.p.vars[p].init.is_some())
    }

    /// Deduction from the braced list `items` for a function parameter declared as `pt`: the
    /// elements deduce `P` of `std::initializer_list<P>` (cv and reference looked through);
    /// any other parameter is a non-deduced context. False when an element does not deduce.
    pub(super) fn deduce_from_braced(
        &mut self,
        items: &[ast::ExprId],
        pt: ast::TypeExprId,
        names: &std::collections::HashMap<crate::intern::Name, usize>,
        bound: &mut [Option<TemplateArg>],
        explicit_count: usize,
    ) -> bool {
        let tu = self.tu;
        let mut t = pt;
        loop {
            match &tu.ty(t).kind {
                TypeExprKind::LRef(x) | TypeExprKind::RRef(x) | TypeExprKind::Qualified { inner: x, .. } => t = *x,
                _ => break,
            }
        }
        let TypeExprKind::Named { path, .. } = &tu.ty(t).kind else { return true };
        let last = &tu.path(*path).last;
        let (ast::UnqualName::Ident(n), Some(args)) = (last.name, &last.args) else { return true };
        let elem_pattern = match args.as_slice() {
            [ast::TemplateArg { kind: ast::TemplateArgKind::Type(x), .. }] if self.text(n) == "initializer_list" => *x,
            _ => return true,
        };
        for &i in items {
            let mut h = None;
            if !self.quietly(|c| *h.insert(c.check_expr(i))) {
                return false;
            }
            let Some(h) = h else { return false };
            let ty = self.p.expr(h).ty;
            let ty = self.decayed(ty);
            let ty = self.p.types.unqual(ty);
            if !self.deduce_from(elem_pattern, ty, names, bound, explicit_count) {
                return false;
            }
        }
        true
    }

    /// Reports placeholders no call consumed (a braced list given to something that is not a
    /// function parameter), unless an error was already reported; those made while checking a
    /// substitution quietly are not errors.
    pub(super) fn report_stray_braced_args(&mut self) {
        if self.braced_args.is_empty() || self.diags.has_errors() {
            return;
        }
        let mut left: Vec<ExprId> = self.braced_args.iter().filter(|(_, &(_, loud))| loud).map(|(&e, _)| e).collect();
        left.sort();
        for e in left {
            let span = self.p.expr(e).span;
            self.err(
                Diagnostic::error(diags::BAD_INIT, span, "a braced list has no type here")
                    .with_label("no parameter type to initialize")
                    .with_note("a braced list initializes a function parameter, a variable or a return value"),
            );
        }
        self.braced_args.clear();
    }
}
