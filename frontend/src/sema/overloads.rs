//! Overload resolution: each candidate's implicit conversion sequence per argument is ranked
//! (exact match, promotion, conversion, ellipsis; fewer added cv-qualifiers break ties), the
//! best candidate must be no worse for every argument and better for one (a non-template
//! beats an equal template), the implicit object selects const or non-const member
//! functions, and failures list every candidate with the reason it was rejected.

use crate::diag::Diagnostic;
use crate::source::Span;

use super::builtins::{BType, BuiltinId};
use super::conversions::{self, Conv, Key, Rank, Source};
use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};

/// One candidate of overload resolution.
#[derive(Clone, Debug)]
pub(super) enum Cand {
    Fn(FnId),
    /// A template with its deduced arguments.
    Template(usize, Vec<TemplateArg>),
    Builtin(BuiltinId),
}

impl Checker<'_> {
    /// The conversion of argument `a` to a parameter of type `to`, for ranking.
    pub(super) fn arg_conv(&mut self, a: ExprId, to: TypeId) -> Option<Conv> {
        self.require_complete(to);
        if self.is_template_name(a) {
            return self.template_name_conv(a, to);
        }
        if let Some(items) = self.braced_list_of(a) {
            let span = self.p.expr(a).span;
            return self.braced_arg_conv(&items, span, to);
        }
        let (ex_ty, ex_cat) = (self.p.expr(a).ty, self.p.expr(a).cat);
        let src = Source { ty: ex_ty, cat: if ex_cat == ValueCat::PrValue { ex_cat } else { self.binding_cat(a, to) }, is_null_constant: self.is_null_constant(a), is_string_literal: matches!(self.p.expr(a).kind, ExprKind::StringLit(_)) };
        if self.p.types.is_record(ex_ty) || self.p.types.is_record(self.p.types.non_ref(to)) {
            let same = self.p.types.unqual(ex_ty) == self.p.types.unqual(self.p.types.non_ref(to));
            let derived = !same && self.converts_to_base(a, to);
            if !same && !derived {
                if self.converts_via_ctor(a, to) || self.converts_via_ctor_template(a, to) {
                    // A user-defined conversion through a converting constructor.
                    return Some(Conv::ranked(Rank::UserDefined));
                }
                if self.p.types.is_record(ex_ty) && self.converts_via_conversion_fn(a, to) {
                    // A user-defined conversion through a conversion function.
                    return Some(Conv::ranked(Rank::UserDefined));
                }
                return None;
            }
            // The class itself is an exact match, a derived class a conversion
            // ([over.best.ics]/6, [over.ics.ref]/1), by value or bound to a reference.
            let mut conv = Conv::ranked(if same { Rank::Exact } else { Rank::Conversion });
            conv.base_steps = self.base_steps(ex_ty, to);
            if self.p.types.is_reference(to) {
                let (adds_cv, lref_to_rvalue) = self.class_reference_binding(ex_ty, ex_cat, to)?;
                conv.adds_cv = adds_cv;
                conv.lref_to_rvalue = lref_to_rvalue;
            }
            return Some(conv);
        }
        if self.p.types.is_pointer(ex_ty) && self.converts_to_base(a, to) {
            let mut conv = Conv::ranked(Rank::Conversion);
            if let (Some(from), Some(base)) = (self.p.types.pointee(ex_ty), self.p.types.pointee(to)) {
                // `const D*` does not convert to `B*`.
                if !self.p.types.cv(base).contains(self.p.types.cv(from)) {
                    return None;
                }
                conv.base_steps = self.base_steps(from, base);
                // `D*` to `const B*` is `D*` to `B*` and then a qualification conversion: worse
                // than `D*` to `B*` ([over.ics.rank]/3.2.1).
                conv.adds_cv = self.p.types.cv(base).count_beyond(self.p.types.cv(from));
            }
            return Some(conv);
        }
        let enums = &self.p.enums;
        let f = |x: EnumId| (enums[x].underlying, enums[x].scoped);
        conversions::implicit(&mut self.p.types, src, to, &f)
    }

    /// An argument's type as diagnostics show it; a braced list has none (`{...}`).
    fn arg_type_name(&self, a: ExprId) -> String {
        match self.braced_list_of(a) {
            Some(_) => "{...}".to_string(),
            None => self.type_name(self.p.expr(a).ty),
        }
    }

    /// How many derivation steps lead from class `from` to its base `to` (references looked
    /// through); 0 when `to` is not a base of `from`.
    pub(super) fn base_steps(&self, from: TypeId, to: TypeId) -> u8 {
        let (from, to) = (self.p.types.non_ref(from), self.p.types.non_ref(to));
        match (self.p.types.record_of(from), self.p.types.record_of(to)) {
            (Some(d), Some(b)) => self.base_path(d, b).map_or(0, |p| p.len().min(u8::MAX as usize) as u8),
            _ => 0,
        }
    }

    /// Binding reference type `to` to an object of class type `ex_ty` (or a class derived from
    /// it) of category `cat`, directly: `T&` takes modifiable lvalues, `T&&` rvalues, `const T&`
    /// anything. The cv-qualifiers the binding adds and whether an lvalue reference binds an
    /// rvalue (both rank against other bindings); `None` when it cannot bind.
    fn class_reference_binding(&self, ex_ty: TypeId, cat: ValueCat, to: TypeId) -> Option<(u8, bool)> {
        let target = self.p.types.non_ref(to);
        let (target_cv, src_cv) = (self.p.types.cv(target), self.p.types.cv(ex_ty));
        if !target_cv.contains(src_cv) {
            // Binding would drop a qualifier (`volatile S` to `const S&`, `const S` to `S&&`).
            return None;
        }
        let lvalue = cat == ValueCat::LValue;
        let rref = matches!(self.p.types.kind(to), super::types::Type::RRef(_));
        if rref && lvalue {
            return None;
        }
        if !rref && !lvalue && !(target_cv.is_const() && !target_cv.is_volatile()) {
            return None;
        }
        Some((target_cv.count_beyond(src_cv), !rref && !lvalue))
    }

    /// The parameter types, variadic flag and number of trailing defaults of a candidate.
    pub(super) fn cand_sig(&mut self, c: &Cand) -> Option<(Vec<TypeId>, bool, usize)> {
        match c {
            Cand::Fn(f) => {
                let fd = &self.p.fns[*f];
                let (_, params, variadic) = self.p.types.fn_sig(fd.ty)?;
                let params = params.to_vec();
                let defaults = fd.params.iter().rev().take_while(|&&p| self.p.vars[p].init.is_some()).count();
                Some((params, variadic, defaults))
            }
            Cand::Template(t, targs) => {
                let (params, defaults) = self.template_signature(*t, targs)?;
                Some((params, self.template_takes_c_varargs(*t), defaults))
            }
            Cand::Builtin(b) => {
                let o = b.overload();
                let params: Vec<TypeId> = o.params.clone().iter().map(|p| self.btype(p)).collect();
                Some((params, false, 0))
            }
        }
    }

    pub fn btype(&mut self, b: &BType) -> TypeId {
        match b {
            BType::Void => builtin::VOID,
            BType::Bool => builtin::BOOL,
            BType::Int(k) => self.p.types.int(*k),
            BType::Float(k) => self.p.types.float(*k),
            BType::Complex(k) => {
                let elem = self.p.types.float(*k);
                self.p.types.complex(elem)
            }
            BType::Ptr(inner, cv) => {
                let t = self.btype(inner);
                let t = self.p.types.qualified(t, *cv);
                self.p.types.pointer(t)
            }
        }
    }

    /// Ranks every candidate and returns the best, or reports why there is none.
    pub(super) fn best_candidate(&mut self, cands: Vec<Cand>, args: &[ExprId], name: &str, span: Span) -> Option<Cand> {
        let mut viable: Vec<(Cand, Vec<ArgRank>)> = Vec::new();
        let mut rejected: Vec<(Cand, String)> = Vec::new();
        let mut count_mismatch: Option<String> = None;
        // Candidates viable only through `-fpermissive`'s pointer conversions.
        let mut lax: Vec<Cand> = Vec::new();
        for c in cands {
            let Some((params, variadic, defaults)) = self.cand_sig(&c) else {
                rejected.push((c, "template arguments could not be deduced".into()));
                continue;
            };
            let required = params.len() - defaults.min(params.len());
            if args.len() < required || (args.len() > params.len() && !variadic) {
                let expect = if required == params.len() {
                    format!("{}", params.len())
                } else {
                    format!("{required} to {}", params.len())
                };
                count_mismatch = Some(expect.clone());
                rejected.push((c, format!("takes {expect} argument(s)")));
                continue;
            }
            let mut ranks = Vec::new();
            let mut bad = None;
            let mut only_lax = true;
            for (i, &a) in args.iter().enumerate() {
                if i >= params.len() {
                    ranks.push((Conv::ranked(Rank::Ellipsis).key(), false));
                    continue;
                }
                match self.arg_conv(a, params[i]) {
                    Some(conv) => ranks.push((conv.key(), self.p.types.is_reference(params[i]))),
                    None if self.is_permissive_pointer_conversion(self.p.expr(a).ty, params[i]) => {
                        let (x, y) = (self.arg_type_name(a), self.type_name(params[i]));
                        bad.get_or_insert(format!("argument {}: no conversion from `{x}` to `{y}`", i + 1));
                    }
                    None => {
                        only_lax = false;
                        let (x, y) = (self.arg_type_name(a), self.type_name(params[i]));
                        bad = Some(format!("argument {}: no conversion from `{x}` to `{y}`", i + 1));
                        break;
                    }
                }
            }
            match bad {
                Some(why) => {
                    if only_lax {
                        lax.push(c.clone());
                    }
                    rejected.push((c, why))
                }
                None => viable.push((c, ranks)),
            }
        }
        if viable.is_empty() && lax.len() == 1 {
            // g++'s `-fpermissive` calls the one candidate C's pointer conversions make viable;
            // converting each argument warns.
            return lax.pop();
        }
        if viable.is_empty() {
            let tys: Vec<String> = args.iter().map(|&a| self.arg_type_name(a)).collect();
            if args.iter().any(|&a| self.p.types.is_error(self.p.expr(a).ty)) {
                return None;
            }
            // One candidate with the wrong number of arguments: say just that.
            if let (1, Some(expect)) = (rejected.len(), &count_mismatch) {
                let (cspan, _) = self.cand_describe(&rejected[0].0);
                let mut d = Diagnostic::error(
                    diags::ARG_COUNT,
                    span,
                    format!("`{name}` expects {expect} argument(s), but {} were given", args.len()),
                )
                .with_label("wrong number of arguments");
                if let Some(s) = cspan {
                    d = d.with_secondary(s, "declared here");
                }
                self.err(d);
                return None;
            }
            let mut d = Diagnostic::error(
                diags::NO_MATCHING_CALL,
                span,
                format!("no matching function for call to `{name}` with argument types ({})", tys.join(", ")),
            )
            .with_label("no candidate accepts these arguments");
            for (c, why) in &rejected {
                let (cspan, text) = self.cand_describe(c);
                match cspan {
                    Some(s) => d = d.with_secondary(s, format!("candidate `{text}`: {why}")),
                    None => d = d.with_note(format!("candidate `{text}`: {why}")),
                }
            }
            self.err(d);
            return None;
        }
        // A candidate is better when no argument converts worse and one converts better; a
        // non-template beats a template otherwise equal.
        // Of two templates otherwise equal, one without a function parameter pack is more
        // specialized than one with (`f(T)` over `f(T, Ts...)` for one argument).
        let variadic: Vec<bool> = viable.iter().map(|c| matches!(c.0, Cand::Template(t, _) if self.template_is_variadic(t))).collect();
        // Of two templates otherwise equal, the more specialized ([temp.func.order]).
        let n = viable.len();
        let mut spec = vec![vec![false; n]; n];
        for i in 0..n {
            for j in 0..n {
                if let (Cand::Template(a, aa), Cand::Template(b, ba)) = (&viable[i].0, &viable[j].0) {
                    let same = viable[i].1.iter().zip(&viable[j].1).all(|(x, y)| arg_rank_cmp(x, y).is_eq());
                    if i != j && same && !variadic[i] && !variadic[j] {
                        let (a, aa, b, ba) = (*a, aa.clone(), *b, ba.clone());
                        spec[i][j] = self.fn_template_at_least_as_specialized(a, &aa, b, &ba, args.len());
                    }
                }
            }
        }
        let better = |i: usize, j: usize| {
            let (a, b, av, bv) = (&viable[i], &viable[j], variadic[i], variadic[j]);
            let no_worse = a.1.iter().zip(&b.1).all(|(x, y)| arg_rank_cmp(x, y).is_le());
            let some_better = a.1.iter().zip(&b.1).any(|(x, y)| arg_rank_cmp(x, y).is_lt());
            no_worse
                && (some_better
                    || (matches!(b.0, Cand::Template(..)) && !matches!(a.0, Cand::Template(..)))
                    || (matches!(b.0, Cand::Template(..)) && matches!(a.0, Cand::Template(..)) && bv && !av)
                    || (spec[i][j] && !spec[j][i]))
        };
        let mut best = 0;
        for i in 1..viable.len() {
            if better(i, best) {
                best = i;
            }
        }
        let ambiguous: Vec<usize> = (0..viable.len()).filter(|&i| i != best && !better(best, i)).collect();
        if !ambiguous.is_empty() {
            let mut d = Diagnostic::error(diags::AMBIGUOUS_CALL, span, format!("call to `{name}` is ambiguous"))
                .with_label("more than one candidate matches equally well")
                .with_note("add a cast to an argument so that one candidate matches better");
            for i in std::iter::once(best).chain(ambiguous) {
                let (cspan, text) = self.cand_describe(&viable[i].0);
                match cspan {
                    Some(s) => d = d.with_secondary(s, format!("candidate `{text}`")),
                    None => d = d.with_note(format!("candidate `{text}`")),
                }
            }
            self.err(d);
            return None;
        }
        Some(viable.swap_remove(best).0)
    }

    pub(super) fn cand_describe(&mut self, c: &Cand) -> (Option<Span>, String) {
        match c {
            Cand::Fn(f) => {
                let fd = &self.p.fns[*f];
                let (span, name, ty) = (fd.span, fd.name, fd.ty);
                (Some(span), format!("{} {}", self.text(name), self.type_name(ty)))
            }
            Cand::Template(t, _) => {
                let ti = &self.templates[*t];
                (Some(ti.span), format!("template {}", self.text(ti.name)))
            }
            Cand::Builtin(b) => {
                let o = b.overload();
                let ps: Vec<String> = o.params.clone().iter().map(|p| {
                    let t = self.btype(p);
                    self.type_name(t)
                }).collect();
                let r = self.btype(&o.ret.clone());
                (None, format!("{} {}({})", self.type_name(r), o.function().name, ps.join(", ")))
            }
        }
    }
}

/// One argument's conversion for ranking, and whether its parameter is a reference.
type ArgRank = (Key, bool);

/// Compares two conversions of one argument. An rvalue bound by an lvalue reference and the
/// cv-qualifiers a reference adds rank only between two reference bindings ([over.ics.rank]/
/// 3.2.3, 3.2.6): `f(const I&, I)` and `f(F, T)` convert an lvalue equally well, and partial
/// ordering picks the first (libstdc++'s `__niter_wrap`).
fn arg_rank_cmp(x: &ArgRank, y: &ArgRank) -> std::cmp::Ordering {
    if x.1 == y.1 {
        return x.0.cmp(&y.0);
    }
    let strip = |k: &Key| (k.0, k.1, k.2, false, k.4, 0u8);
    strip(&x.0).cmp(&strip(&y.0))
}
