//! Partial ordering of templates ([temp.func.order], [temp.class.order]): of two function
//! templates that match a call equally well, or two class partial specializations that both
//! match an argument list, the more specialized one is chosen. `A` is at least as
//! specialized as `B` when `B`'s pattern deduces from `A`'s with `A`'s parameters kept
//! opaque (unique types): the patterns are [`PatTy`] trees (a parameter stays a parameter),
//! and deduction is one-way matching of `B`'s tree against `A`'s. `A` is more specialized
//! when that holds one way only. References and top-level cv-qualifiers of function
//! parameters are ignored, as [temp.deduct.partial] says.

use std::collections::HashMap;

use crate::ast::{self, DeclKind};
use crate::intern::Name;

use super::ctx::{Checker, ClassSpec, ScopeKind};
use super::hir::*;
use super::types::{Cv, Type, TypeId};

/// One argument of a class partial specialization's pattern (`X<T*, int, N, Rest...>`).
#[derive(Clone, Debug, PartialEq)]
pub(super) enum SpecArg {
    Ty(PatTy),
    /// The specialization's own non-type parameter of this index.
    ValueParam(u32),
    /// A constant value.
    Value(i128),
    /// `Rest...`: the specialization's pack of this index takes the remaining arguments.
    Expansion(u32),
    /// Anything else: ordering treats it as matching only itself.
    Other,
}

/// A template argument seen while matching: a pattern or an instantiation's argument.
#[derive(Clone, Debug)]
enum View {
    Pat(PatTy),
    Concrete(TemplateArg),
}

/// The bindings of `B`'s parameters while matching `B`'s pattern against `A`'s.
#[derive(Default)]
struct Binding {
    types: HashMap<u32, PatTy>,
    values: HashMap<u32, View>,
}

impl<'a> Checker<'a> {
    /// Whether function template `a` (deduced `aargs`) is at least as specialized as `b`
    /// (deduced `bargs`) for a call with `nargs` arguments.
    pub(super) fn fn_template_at_least_as_specialized(&mut self, a: usize, aargs: &[TemplateArg], b: usize, bargs: &[TemplateArg], nargs: usize) -> bool {
        let (Some(pa), Some(pb)) = (self.fn_template_pattern(a, aargs), self.fn_template_pattern(b, bargs)) else { return false };
        let skip = self.non_deduced_params(b);
        let mut bind = Binding::default();
        for i in 0..nargs.min(pa.len()).min(pb.len()) {
            if skip.get(i).copied().unwrap_or(false) {
                continue;
            }
            let (x, y) = (self.strip_ref_cv(&pb[i]), self.strip_ref_cv(&pa[i]));
            if matches!(x, PatTy::Expansion(_)) || matches!(y, PatTy::Expansion(_)) {
                return false;
            }
            if !self.match_pat(&x, &y, &mut bind) {
                return false;
            }
            // [temp.deduct.partial]/9: of two reference parameters whose referred types deduce
            // from each other, the less cv-qualified is not at least as specialized as the
            // more qualified (`f(const T&)` beats `f(T&)` for a `const` lvalue).
            if let (Some(ca), Some(cb)) = (self.referred_cv(&pa[i]), self.referred_cv(&pb[i])) {
                if cb.0 >= ca.0 && cb.1 >= ca.1 && cb != ca && self.match_pat(&y, &x, &mut Binding::default()) {
                    return false;
                }
            }
        }
        true
    }

    /// For each function parameter of template `t`, whether its type is written as an alias
    /// template standing for a dependent member type (`__type_identity_t<basic_string_view<C,
    /// T>>` is `typename __type_identity<...>::type`): a non-deduced context, which does not
    /// take part in ordering ([temp.deduct.partial]/4), so `operator==(basic_string_view<C, T>,
    /// basic_string_view<C, T>)` is more specialized than the overloads with one such
    /// parameter. (Patterns resolve the alias; mangling needs them so.)
    fn non_deduced_params(&mut self, t: usize) -> Vec<bool> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let DeclKind::Template(td) = &tu.decl(self.templates[t].decl).kind else { return Vec::new() };
        let DeclKind::Function(f) = &tu.decl(td.inner).kind else { return Vec::new() };
        // The alias is looked up where the template is declared.
        let enclosing = self.templates[t].enclosing.clone();
        let saved = self.enter_scopes(&enclosing);
        let skip = f.sig
            .params
            .iter()
            .filter_map(|&pd| match &tu.decl(pd).kind {
                DeclKind::Param(p) => Some(p.ty),
                _ => None,
            })
            .map(|mut te| {
                while let ast::TypeExprKind::LRef(i) | ast::TypeExprKind::RRef(i) | ast::TypeExprKind::Qualified { inner: i, .. } = tu.ty(te).kind {
                    te = i;
                }
                match &tu.ty(te).kind {
                    ast::TypeExprKind::Named { path, .. } => tu.path(*path).last.args.is_some() && self.alias_of_member_type(*path),
                    _ => false,
                }
            })
            .collect();
        self.restore_scopes(saved);
        skip
    }

    /// Whether `path` names an alias template whose type is a member of a template-id
    /// (`template<class T> using __type_identity_t = typename __type_identity<T>::type;`).
    fn alias_of_member_type(&self, path: ast::PathId) -> bool {
        let tu: &'a ast::TranslationUnit = self.tu;
        let ast::UnqualName::Ident(n) = tu.path(path).last.name else { return false };
        let Some(t) = self.lookup(n).iter().find_map(|e| match *e {
            super::ctx::Entity::Template(t) if self.templates[t].kind == super::ctx::TemplateKind::Alias => Some(t),
            _ => None,
        }) else {
            return false;
        };
        let DeclKind::Template(td) = &tu.decl(self.templates[t].decl).kind else { return false };
        let DeclKind::Alias(a) = &tu.decl(td.inner).kind else { return false };
        let ast::TypeExprKind::Named { path: target, .. } = &tu.ty(a.ty).kind else { return false };
        let target = tu.path(*target);
        target.qualifier.last().is_some_and(|q| q.args.is_some()) && target.last.args.is_none()
    }

    /// For a reference pattern, the (const, volatile) qualifiers of the type it refers to.
    fn referred_cv(&self, p: &PatTy) -> Option<(bool, bool)> {
        let inner = match p {
            PatTy::LRef(x) | PatTy::RRef(x) => x.as_ref(),
            PatTy::Ty(t) if self.p.types.is_reference(*t) => {
                let cv = self.p.types.cv(self.p.types.non_ref(*t));
                return Some((cv.is_const(), cv.is_volatile()));
            }
            _ => return None,
        };
        Some(match inner {
            PatTy::Cv { is_const, is_volatile, .. } => (*is_const, *is_volatile),
            PatTy::Ty(t) => {
                let cv = self.p.types.cv(*t);
                (cv.is_const(), cv.is_volatile())
            }
            _ => (false, false),
        })
    }

    /// The parameter patterns of function template `t`, resolved with `args` bound.
    fn fn_template_pattern(&mut self, t: usize, args: &[TemplateArg]) -> Option<Vec<PatTy>> {
        let saved = self.enter_template(t, args);
        let decl = self.templates[t].decl;
        let failed = std::mem::replace(&mut self.sfinae_failed, false);
        let saved_values = std::mem::take(&mut self.sig_values);
        self.sfinae += 1;
        let sig = self.sig_pattern(decl);
        self.sfinae -= 1;
        self.sig_values = saved_values;
        let bad = std::mem::replace(&mut self.sfinae_failed, failed);
        self.restore_scopes(saved);
        if bad {
            return None;
        }
        sig.map(|s| s.params)
    }

    /// The pattern arguments of class partial specialization `s`, resolved with its own
    /// parameters bound to `bound` (what matching the instantiation's arguments deduced).
    pub(super) fn spec_pattern(&mut self, s: &ClassSpec, bound: &[TemplateArg]) -> Option<Vec<SpecArg>> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let DeclKind::Template(td) = &tu.decl(s.decl).kind else { return None };
        let DeclKind::Record(r) = &tu.decl(td.inner).kind else { return None };
        let written = tu.path(r.name?).last.args.as_ref()?;
        let mut types: HashMap<Name, u32> = HashMap::new();
        let mut values: HashMap<Name, u32> = HashMap::new();
        for (i, &p) in td.params.iter().enumerate() {
            match &tu.decl(p).kind {
                DeclKind::TypeParam(tp) => {
                    if let Some(n) = tp.name {
                        types.insert(n, i as u32);
                    }
                }
                DeclKind::NonTypeParam(np) => {
                    if let Some(n) = np.name {
                        values.insert(n, i as u32);
                    }
                }
                DeclKind::TemplateTemplateParam(tp) => {
                    if let Some(n) = tp.name {
                        types.insert(n, i as u32);
                    }
                }
                _ => {}
            }
        }
        let params = self.params_of(s.decl);
        let saved = self.enter_scopes(&s.enclosing);
        self.push_scope(ScopeKind::TemplateParams);
        self.bind_params(&params, bound);
        let saved_values = std::mem::replace(&mut self.sig_values, values.clone());
        let failed = std::mem::replace(&mut self.sfinae_failed, false);
        self.sfinae += 1;
        let ident = |e: ast::ExprId| match &tu.expr(e).kind {
            ast::ExprKind::Name(q) => tu.path(*q).as_ident(),
            _ => None,
        };
        let mut out = Vec::new();
        for w in written {
            let arg = match w.kind {
                _ if w.pack_expansion => {
                    let n = super::templates::written_arg_name(tu, w);
                    match n.and_then(|n| types.get(&n).or(values.get(&n)).copied()) {
                        Some(i) => SpecArg::Expansion(i),
                        None => SpecArg::Other,
                    }
                }
                ast::TemplateArgKind::Type(te) => SpecArg::Ty(self.pat(te, &types, 0)),
                ast::TemplateArgKind::Expr(e) => match ident(e) {
                    Some(n) if values.contains_key(&n) => SpecArg::ValueParam(values[&n]),
                    Some(n) if types.contains_key(&n) => SpecArg::Ty(PatTy::Param(types[&n])),
                    _ => match self.const_int(e, "a template argument") {
                        Some(v) => SpecArg::Value(v),
                        None => match ident(e).and_then(|_| match tu.expr(e).kind {
                            ast::ExprKind::Name(p) => self.resolve_path(p).and_then(|v| v.first().copied()),
                            _ => None,
                        }) {
                            Some(super::ctx::Entity::Type(t)) => SpecArg::Ty(PatTy::Ty(t)),
                            _ => SpecArg::Other,
                        },
                    },
                },
            };
            out.push(arg);
        }
        self.sfinae -= 1;
        self.sfinae_failed = failed;
        self.sig_values = saved_values;
        self.restore_scopes(saved);
        Some(out)
    }

    /// Whether the specialization with pattern `a` is at least as specialized as the one
    /// with pattern `b`: `b` deduces from `a`.
    pub(super) fn spec_at_least_as_specialized(&mut self, a: &[SpecArg], b: &[SpecArg]) -> bool {
        let mut bind = Binding::default();
        for (j, x) in b.iter().enumerate() {
            if let SpecArg::Expansion(_) = x {
                // `b`'s pack takes the rest of `a`, whatever it is.
                return true;
            }
            let Some(y) = a.get(j) else { return false };
            let ok = match (x, y) {
                (_, SpecArg::Expansion(_)) | (SpecArg::Other, _) | (_, SpecArg::Other) => false,
                (SpecArg::Ty(p), SpecArg::Ty(q)) => self.match_pat(p, q, &mut bind),
                (SpecArg::ValueParam(i), SpecArg::ValueParam(k)) => bind_value(&mut bind, *i, View::Pat(PatTy::NonType(*k))),
                (SpecArg::ValueParam(i), SpecArg::Value(v)) => bind_value(&mut bind, *i, View::Concrete(TemplateArg::Value(ConstValue::Int(*v), super::types::builtin::INT))),
                (SpecArg::Value(v), SpecArg::Value(w)) => v == w,
                _ => false,
            };
            if !ok {
                return false;
            }
        }
        a.len() == b.len()
    }

    /// One-way matching: `b`'s parameters are bound so that `b` equals `a` (whose
    /// parameters are opaque).
    fn match_pat(&mut self, b: &PatTy, a: &PatTy, bind: &mut Binding) -> bool {
        match b {
            PatTy::Param(i) => match bind.types.get(i).cloned() {
                Some(old) => self.pat_eq(&old, a),
                None => {
                    bind.types.insert(*i, a.clone());
                    true
                }
            },
            PatTy::Ty(t) => self.close(a) == Some(*t),
            PatTy::Pointer(x) => match self.open(a) {
                Some(PatTy::Pointer(y)) => self.match_pat(x, &y, bind),
                _ => false,
            },
            PatTy::LRef(x) => match self.open(a) {
                Some(PatTy::LRef(y)) => self.match_pat(x, &y, bind),
                _ => false,
            },
            PatTy::RRef(x) => match self.open(a) {
                Some(PatTy::RRef(y)) => self.match_pat(x, &y, bind),
                _ => false,
            },
            // `const T` deduces from `const volatile U` with `T = volatile U`.
            PatTy::Cv { is_const, is_volatile, inner } => match self.open(a) {
                Some(PatTy::Cv { is_const: c, is_volatile: v, inner: y }) if (c || !*is_const) && (v || !*is_volatile) => {
                    let (rc, rv) = (c && !*is_const, v && !*is_volatile);
                    let rest = if rc || rv { PatTy::Cv { is_const: rc, is_volatile: rv, inner: y } } else { *y };
                    self.match_pat(inner, &rest, bind)
                }
                _ => false,
            },
            PatTy::MemberPointer { class, pointee } => match self.open(a) {
                Some(PatTy::MemberPointer { class: c2, pointee: p2 }) => self.match_pat(class, &c2, bind) && self.match_pat(pointee, &p2, bind),
                _ => false,
            },
            PatTy::Function { ret, params, variadic } => match self.open(a) {
                Some(PatTy::Function { ret: r2, params: p2, variadic: v2 }) if v2 == *variadic && p2.len() == params.len() => {
                    if !self.match_pat(ret, &r2, bind) {
                        return false;
                    }
                    params.iter().zip(&p2).all(|(x, y)| self.match_pat(x, y, bind))
                }
                _ => false,
            },
            PatTy::TemplateId { record, args } => {
                let Some(PatTy::TemplateId { record: r2, args: a2 }) = self.open(a) else { return false };
                if self.record_template.get(record) != self.record_template.get(&r2) || args.len() != a2.len() {
                    return false;
                }
                for k in 0..args.len() {
                    let vb = self.view(*record, &args[k], k);
                    let va = self.view(r2, &a2[k], k);
                    if !self.match_view(vb, va, bind) {
                        return false;
                    }
                }
                true
            }
            // A dependent member type (`__type_identity_t<basic_string_view<C, T>>`) deduces
            // nothing, so it does not take part in ordering ([temp.deduct.partial]/4):
            // `operator==(basic_string_view<C, T>, basic_string_view<C, T>)` is more
            // specialized than the overloads with one such parameter.
            PatTy::Dependent { .. } => true,
            // The rest: equal patterns only.
            _ => self.pat_eq(b, a),
        }
    }

    /// A function parameter's pattern without its reference and top-level cv-qualifiers.
    fn strip_ref_cv(&self, p: &PatTy) -> PatTy {
        if let PatTy::Ty(t) = p {
            let t = self.p.types.non_ref(*t);
            return PatTy::Ty(self.p.types.unqual(t));
        }
        let p = match p {
            PatTy::LRef(x) | PatTy::RRef(x) => x.as_ref(),
            x => x,
        };
        match p {
            PatTy::Cv { inner, .. } => inner.as_ref().clone(),
            PatTy::Ty(t) => PatTy::Ty(self.p.types.unqual(*t)),
            x => x.clone(),
        }
    }

    fn view(&self, r: RecordId, arg: &Option<PatTy>, k: usize) -> Option<View> {
        match arg {
            Some(p) => Some(View::Pat(p.clone())),
            None => self.p.records[r].template_args.get(k).cloned().map(View::Concrete),
        }
    }

    fn match_view(&mut self, b: Option<View>, a: Option<View>, bind: &mut Binding) -> bool {
        let (Some(b), Some(a)) = (b, a) else { return false };
        match (b, a) {
            (View::Pat(PatTy::NonType(i)), a) => bind_value(bind, i, a),
            // A template template parameter takes a template.
            (View::Pat(PatTy::Param(i)), a @ View::Concrete(TemplateArg::Template { .. })) => bind_value(bind, i, a),
            (View::Pat(p), View::Pat(q)) => self.match_pat(&p, &q, bind),
            (View::Pat(p), View::Concrete(TemplateArg::Type(t))) => self.match_pat(&p, &PatTy::Ty(t), bind),
            (View::Concrete(TemplateArg::Type(t)), View::Pat(q)) => self.close(&q) == Some(t),
            (View::Concrete(x), View::Concrete(y)) => x == y,
            _ => false,
        }
    }

    /// Equality of two patterns, a part naming no parameter compared as its type.
    fn pat_eq(&mut self, x: &PatTy, y: &PatTy) -> bool {
        if x == y {
            return true;
        }
        match (self.close(x), self.close(y)) {
            (Some(a), Some(b)) => a == b,
            _ => false,
        }
    }

    /// The type a pattern naming no parameter stands for.
    fn close(&mut self, p: &PatTy) -> Option<TypeId> {
        Some(match p {
            PatTy::Ty(t) => *t,
            PatTy::Pointer(x) => {
                let t = self.close(x)?;
                self.p.types.pointer(t)
            }
            PatTy::LRef(x) => {
                let t = self.close(x)?;
                self.p.types.lref(t)
            }
            PatTy::RRef(x) => {
                let t = self.close(x)?;
                self.p.types.rref(t)
            }
            PatTy::Cv { is_const, is_volatile, inner } => {
                let t = self.close(inner)?;
                let cv = Cv((*is_const as u8) | ((*is_volatile as u8) << 1));
                self.p.types.qualified(t, cv)
            }
            PatTy::Function { ret, params, variadic } => {
                let r = self.close(ret)?;
                let ps = params.iter().map(|x| self.close(x)).collect::<Option<Vec<_>>>()?;
                self.p.types.function(r, ps, *variadic)
            }
            _ => return None,
        })
    }

    /// One level of structure of `a`, a type naming no parameter taken apart.
    fn open(&mut self, a: &PatTy) -> Option<PatTy> {
        let PatTy::Ty(t) = a else { return Some(a.clone()) };
        let t = *t;
        let cv = self.p.types.cv(t);
        if cv != Cv::NONE && !matches!(self.p.types.get(t), Type::Array { .. }) {
            let base = self.p.types.unqual(t);
            return Some(PatTy::Cv { is_const: cv.is_const(), is_volatile: cv.is_volatile(), inner: Box::new(PatTy::Ty(base)) });
        }
        Some(match self.p.types.get(t).clone() {
            Type::Pointer(x) => PatTy::Pointer(Box::new(PatTy::Ty(x))),
            Type::LRef(x) => PatTy::LRef(Box::new(PatTy::Ty(x))),
            Type::RRef(x) => PatTy::RRef(Box::new(PatTy::Ty(x))),
            Type::Function { ret, params, variadic, .. } => PatTy::Function {
                ret: Box::new(PatTy::Ty(ret)),
                params: params.iter().map(|&x| PatTy::Ty(x)).collect(),
                variadic,
            },
            Type::MemberPointer { class, pointee } => PatTy::MemberPointer { class: Box::new(PatTy::Ty(class)), pointee: Box::new(PatTy::Ty(pointee)) },
            Type::Record(r) if self.record_template.contains_key(&r) => {
                PatTy::TemplateId { record: r, args: vec![None; self.p.records[r].template_args.len()] }
            }
            _ => a.clone(),
        })
    }
}

fn bind_value(bind: &mut Binding, i: u32, a: View) -> bool {
    match bind.values.get(&i) {
        Some(old) => match (old, &a) {
            (View::Pat(x), View::Pat(y)) => x == y,
            (View::Concrete(TemplateArg::Value(x, _)), View::Concrete(TemplateArg::Value(y, _))) => x == y,
            (View::Concrete(x), View::Concrete(y)) => x == y,
            _ => false,
        },
        None => {
            bind.values.insert(i, a);
            true
        }
    }
}

