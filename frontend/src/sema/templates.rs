//! Function templates: type, non-type and template template parameters, explicit arguments
//! (`f<int, 4>`, `pick<cg::plus>`), defaults (which see the earlier parameters; a pointer
//! parameter's `= nullptr` too), deduction from call arguments (`T`, `T*`, `const T&`,
//! forwarding `T&&`, template-ids such as `const Vec<T, N>&`, `TT<Ts...>` against any class
//! template's instance, and trailing arguments into a parameter pack; an alias template's
//! template-id is a non-deduced context), and SFINAE: a substitution failure in explicit
//! arguments, defaults or the signature drops the candidate. A chosen template is
//! instantiated by checking its syntax tree again with the parameters bound in a scope of
//! their own; each instantiation is a separate `FnDecl` that records its arguments, made once
//! per argument list. Depth is bounded (E0522).

use std::collections::HashMap;

use crate::ast::{self, DeclKind, TypeExprKind};
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::ctx::{Checker, Entity, ScopeKind, TemplateInfo, TemplateKind};
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};

/// A template parameter as declared.
#[derive(Clone, Copy, Debug)]
enum Param {
    Type { name: Option<Name>, default: Option<ast::TypeExprId>, pack: bool },
    Value { name: Option<Name>, ty: ast::TypeExprId, default: Option<ast::ExprId>, pack: bool },
    /// `template<class> class Op`: bound to a class or alias template.
    Template { name: Option<Name>, default: Option<ast::PathId>, pack: bool },
}

/// Each named template parameter's position.
fn param_names(params: &[Param]) -> HashMap<Name, usize> {
    params
        .iter()
        .enumerate()
        .filter_map(|(i, p)| match p {
            Param::Type { name: Some(n), .. } | Param::Value { name: Some(n), .. } | Param::Template { name: Some(n), .. } => Some((*n, i)),
            _ => None,
        })
        .collect()
}

impl<'a> Checker<'a> {
    /// A function template's signature as written, for telling redeclarations apart: its
    /// template parameters' kinds (and non-type parameters' types), parameter types (and return
    /// type with `with_ret`), and qualifiers; with whether it has a body.
    pub(super) fn fn_template_key(&self, d: ast::DeclId, with_ret: bool) -> Option<(String, bool)> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let DeclKind::Template(td) = &tu.decl(d).kind else { return None };
        let DeclKind::Function(f) = &tu.decl(td.inner).kind else { return None };
        let mut k = String::new();
        for &p in &td.params {
            k.push_str(&format!("{:?};", std::mem::discriminant(&tu.decl(p).kind)));
            // A non-type parameter's type tells SFINAE overloads apart (libcu++'s
            // `template <class _Sto, __atomic_storage_is_base<_Sto> = 0>` and `..._is_small`).
            if let DeclKind::NonTypeParam(np) = &tu.decl(p).kind {
                k.push_str(&crate::ast::print::print_type(tu, self.names, np.ty));
                k.push(';');
            }
        }
        if let Some(r) = f.sig.ret.filter(|_| with_ret) {
            k.push_str(&crate::ast::print::print_type(tu, self.names, r));
        }
        for &pd in &f.sig.params {
            if let DeclKind::Param(p) = &tu.decl(pd).kind {
                k.push(',');
                k.push_str(&crate::ast::print::print_type(tu, self.names, p.ty));
            }
        }
        k.push_str(&format!("|{}|{:?}|{:?}", f.sig.variadic, f.sig.cv, f.sig.ref_qual));
        // Template parameters by position, so that `template<class U> f(U)` matches
        // `template<class T> f(T)`.
        let mut names: Vec<String> = Vec::new();
        for &p in &td.params {
            let n = match &tu.decl(p).kind {
                DeclKind::TypeParam(tp) => tp.name,
                DeclKind::NonTypeParam(np) => np.name,
                DeclKind::TemplateTemplateParam(tp) => tp.name,
                _ => None,
            };
            names.push(n.map(|n| self.names.get(n).to_string()).unwrap_or_default());
        }
        let k = rename_words(&k, &names);
        Some((k, !matches!(f.body, ast::FnBody::None)))
    }

    /// The shape of function template `d`'s signature: its number of template parameters and
    /// of function parameters, `...`, and the qualifiers of `this`.
    pub(super) fn fn_template_shape(&self, d: ast::DeclId) -> Option<(usize, usize, bool, String)> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let DeclKind::Template(td) = &tu.decl(d).kind else { return None };
        let DeclKind::Function(f) = &tu.decl(td.inner).kind else { return None };
        Some((td.params.len(), f.sig.params.len(), f.sig.variadic, format!("{:?}{:?}", f.sig.cv, f.sig.ref_qual)))
    }

    /// A function template declared again in the same scope with the same template parameters
    /// and signature (`template<class T> T f(T);` ... `template<class T> T f(T x) { ... }`):
    /// the same template, whose definition is the one with a body. True when `decl` was such a
    /// redeclaration.
    fn redeclare_fn_template(&mut self, name: Name, decl: ast::DeclId, span: Span, has_body: bool) -> bool {
        let tu: &'a ast::TranslationUnit = self.tu;
        let n_params = |d: ast::DeclId| match &tu.decl(d).kind {
            DeclKind::Template(td) => td.params.len(),
            _ => usize::MAX,
        };
        // A friend template is a member of the enclosing namespace: earlier declarations are
        // there (`use_facet` befriended by `locale` and by `locale::id`).
        let here: Vec<Entity> = match self.friend_of {
            Some(r) => {
                let ns = self.p.records[r].scope.namespace;
                self.ns_names.get(&ns).and_then(|m| m.get(&name)).cloned().unwrap_or_default()
            }
            None => self.lookup_here(name).to_vec(),
        };
        let olds: Vec<usize> = here
            .iter()
            .filter_map(|e| match *e {
                Entity::Template(t) if self.templates[t].kind == TemplateKind::Function && n_params(self.templates[t].decl) == n_params(decl) => Some(t),
                _ => None,
            })
            .collect();
        if olds.is_empty() {
            return false;
        }
        // Compare the signatures as written (template parameter names included): the return
        // type too, unless one is the definition of the other, whose return type may be spelled
        // through an alias (`_Require<...>` for `typename enable_if<...>::type` in libstdc++).
        let key = |c: &Self, d: ast::DeclId, with_ret: bool| c.fn_template_key(d, with_ret);
        let same = olds.into_iter().find(|&t| {
            let old = self.templates[t].decl;
            match (key(self, decl, false), key(self, old, false)) {
                (Some((a, a_body)), Some((b, b_body))) if a == b => a_body != b_body || key(self, decl, true) == key(self, old, true),
                _ => false,
            }
        });
        let Some(t) = same else { return false };
        if has_body {
            let old_decl = self.templates[t].decl;
            self.template_redecls.insert(decl, old_decl);
            self.templates[t].decl = decl;
            self.templates[t].span = span;
            self.templates[t].enclosing = self.enclosing_kinds();
            self.define_earlier_instances(t, decl);
        }
        true
    }

    /// Records a function template declared at `span`.
    pub fn declare_template(&mut self, decl: ast::DeclId, span: Span) {
        let DeclKind::Template(t) = &self.tu.decl(decl).kind else { return };
        let inner = self.tu.decl(t.inner);
        match &inner.kind {
            // `template<class C, class T> class basic_ostream<C, T>::sentry { ... };`
            DeclKind::Record(r) if r.members.is_some() && r.name.is_some_and(|n| self.declare_out_of_line_member(decl, n)) => return,
            DeclKind::Record(r) => return self.declare_class_template(decl, span, r),
            DeclKind::Alias(a) if !t.params.is_empty() => return self.declare_alias_template(decl, span, a.name),
            _ => {}
        }
        if let DeclKind::Function(f) = &inner.kind {
            if self.declare_out_of_line_member(decl, f.name) {
                return;
            }
        }
        if let DeclKind::Var(v) = &inner.kind {
            if self.declare_out_of_line_member(decl, v.name) {
                return;
            }
            return self.declare_var_template(decl, span, v);
        }
        // `template<class I> friend class reverse_iterator;`: friendship only, which circlec
        // does not model (access is not checked in classes with friends).
        if let DeclKind::Friend(_) = &inner.kind {
            return;
        }
        // `template<class T> template<class U> void V<T>::f(U) { ... }`: a member template of a
        // class template, defined outside the class.
        if let DeclKind::Template(mt) = &inner.kind {
            if let DeclKind::Function(f) = &self.tu.decl(mt.inner).kind {
                if self.declare_out_of_line_member(decl, f.name) {
                    return;
                }
                // `template<> template<class V2> X<char>::f(const V2&)`: the member template of
                // one instance, explicitly specialized (the class may be named through a
                // typedef, as libstdc++'s testsuite does).
                if t.params.is_empty() && self.specialize_member_template(decl, t.inner, f.name) {
                    return;
                }
            }
        }
        let DeclKind::Function(f) = &inner.kind else {
            self.err(
                Diagnostic::error(diags::UNSUPPORTED, span, "only function templates are supported yet")
                    .with_label("class, variable and alias templates come later"),
            );
            return;
        };
        let name = match self.tu.path(f.name).last.name {
            ast::UnqualName::Ident(n) => n,
            // `template<class T> Vec operator*(T, const Vec&)`: found by operator lookup.
            ast::UnqualName::Operator(op) => {
                let text = format!("operator{}", super::classes::operator_spelling(op));
                self.names.intern(&text)
            }
            _ => {
                self.err(
                    Diagnostic::error(diags::UNSUPPORTED, span, "conversion function templates are not supported yet")
                        .with_label("here")
                        .with_note("declare a conversion function for each type instead"),
                );
                return;
            }
        };
        if t.params.is_empty() {
            return self.declare_fn_specialization(t.inner, f, name, span);
        }
        if self.redeclare_fn_template(name, decl, span, !matches!(f.body, ast::FnBody::None)) {
            return;
        }
        let idx = self.templates.len();
        self.templates.push(TemplateInfo {
            kind: TemplateKind::Function,
            name,
            decl,
            enclosing: self.enclosing_kinds(),
            instances: Vec::new(),
            class_instances: Vec::new(),
            var_instances: Vec::new(),
            specs: Vec::new(),
            out_of_line: Vec::new(),
            friend_of: self.friend_of,
            span,
        });
        if let Some(r) = self.ctor_template_class(name, f.sig.ret.is_some()) {
            self.classes.ctor_templates.entry(r).or_default().push(idx);
            return;
        }
        match self.friend_of {
            Some(r) => {
                let ns = self.p.records[r].scope.namespace;
                self.ns_names.entry(ns).or_default().entry(name).or_default().push(Entity::Template(idx));
            }
            None => self.declare(name, Entity::Template(idx)),
        }
    }

    fn template_params(&self, t: usize) -> (Vec<Param>, &'a ast::FunctionDecl) {
        let tu: &'a ast::TranslationUnit = self.tu;
        let decl = self.templates[t].decl;
        let DeclKind::Template(td) = &tu.decl(decl).kind else { unreachable!() };
        let mut params: Vec<Param> = Self::fn_template_params(tu, decl);
        // A definition after the declaration gives no defaults (`template<typename _InputIterator,
        // typename> list<T>::insert(...)` in list.tcc): they are the declaration's.
        let mut earlier = self.template_redecls.get(&decl).copied();
        let mut guard = 0;
        while let (Some(e), true) = (earlier, guard < 16) {
            for (p, q) in params.iter_mut().zip(Self::fn_template_params(tu, e)) {
                match (p, q) {
                    (Param::Type { default: d @ None, .. }, Param::Type { default, .. }) => *d = default,
                    (Param::Value { default: d @ None, .. }, Param::Value { default, .. }) => *d = default,
                    (Param::Template { default: d @ None, .. }, Param::Template { default, .. }) => *d = default,
                    _ => {}
                }
            }
            earlier = self.template_redecls.get(&e).copied();
            guard += 1;
        }
        let DeclKind::Function(f) = &tu.decl(td.inner).kind else { unreachable!() };
        (params, f)
    }

    /// The template parameters of function template declaration `decl` as written.
    fn fn_template_params(tu: &'a ast::TranslationUnit, decl: ast::DeclId) -> Vec<Param> {
        let DeclKind::Template(td) = &tu.decl(decl).kind else { return Vec::new() };
        td.params
            .iter()
            .filter_map(|&p| match &tu.decl(p).kind {
                DeclKind::TypeParam(tp) => Some(Param::Type { name: tp.name, default: tp.default, pack: tp.pack }),
                DeclKind::NonTypeParam(np) => Some(Param::Value { name: np.name, ty: np.ty, default: np.default, pack: np.pack }),
                DeclKind::TemplateTemplateParam(tp) => Some(Param::Template { name: tp.name, default: tp.default, pack: tp.pack }),
                _ => None,
            })
            .collect()
    }

    /// Deduces the template arguments of template `t` for a call; `None` when deduction fails
    /// (the candidate is dropped).
    pub fn deduce(&mut self, t: usize, explicit: Option<&[ast::TemplateArg]>, args: &[ExprId], span: Span) -> Option<Vec<TemplateArg>> {
        if self.templates[t].kind != TemplateKind::Function {
            return None;
        }
        // Substitution failures (explicit arguments, defaults) drop the candidate quietly.
        let failed = std::mem::replace(&mut self.sfinae_failed, false);
        self.sfinae += 1;
        let r = self.deduce_inner(t, explicit, args, span);
        self.sfinae -= 1;
        let bad = std::mem::replace(&mut self.sfinae_failed, failed);
        if bad {
            return None;
        }
        r
    }

    fn deduce_inner(&mut self, t: usize, explicit: Option<&[ast::TemplateArg]>, args: &[ExprId], _span: Span) -> Option<Vec<TemplateArg>> {
        let (params, f) = self.template_params(t);
        let tu = self.tu;
        let mut bound: Vec<Option<TemplateArg>> = vec![None; params.len()];
        // `f<F, Args...>`: an expanded pack among the explicit arguments gives one argument per
        // element.
        let mut written: Vec<Explicit> = Vec::new();
        for w in explicit.unwrap_or(&[]) {
            match w.kind {
                ast::TemplateArgKind::Type(te) if w.pack_expansion => {
                    let inner = match tu.ty(te).kind {
                        TypeExprKind::PackExpansion(x) => x,
                        _ => te,
                    };
                    written.extend(self.expand_type(inner).into_iter().map(Explicit::Type));
                }
                _ => written.push(Explicit::Written(w)),
            }
        }
        for (i, a) in written.iter().enumerate() {
            let p = params.get(i)?;
            // `f<int, double>` for `template<class... B>`: the pack takes the rest.
            if let Param::Type { pack: true, .. } = p {
                let mut list = Vec::new();
                for w in &written[i..] {
                    list.push(TemplateArg::Type(self.explicit_arg_type(w)?));
                }
                bound[i] = Some(TemplateArg::Pack(list));
                break;
            }
            if let Param::Template { pack: true, .. } = p {
                let mut list = Vec::new();
                for w in &written[i..] {
                    let Explicit::Written(w) = w else { return None };
                    list.push(self.written_template_arg(w)?);
                }
                bound[i] = Some(TemplateArg::Pack(list));
                break;
            }
            bound[i] = Some(match (p, a) {
                (Param::Type { .. }, _) => TemplateArg::Type(self.explicit_arg_type(a)?),
                (Param::Value { ty, .. }, Explicit::Written(ast::TemplateArg { kind: ast::TemplateArgKind::Expr(e), .. })) => {
                    let v = self.const_int(*e, "a template argument")?;
                    // `template<typename _Tp, _Tp __m> _Tp __mod(_Tp)`: the type may name an
                    // earlier parameter.
                    let pt = self.value_type_with(t, &params, &bound, *ty);
                    self.make_value_arg(pt, v)
                }
                (Param::Template { .. }, Explicit::Written(w)) => self.written_template_arg(w)?,
                _ => return None,
            });
        }
        let n_explicit = written.len();
        // Deduce the rest from the call arguments.
        let names = param_names(&params);
        // The function parameters, one per argument: a pack of the enclosing class's
        // (`_Tpls&&... __tps` in `__tuple_concater<_Ret, _Idx, _Tp, _Tpls...>::_S_do`), whose
        // length is known, stands for that many arguments it deduces nothing from (`None`).
        let mut fparams: Vec<Option<(ast::TypeExprId, bool)>> = Vec::new();
        for &p in &f.sig.params {
            let DeclKind::Param(pd) = &tu.decl(p).kind else { continue };
            match pd.pack.then(|| self.enclosing_pack_len(t, pd.ty, &names)).flatten() {
                Some(n) => fparams.extend(std::iter::repeat_n(None, n)),
                None => fparams.push(Some((pd.ty, pd.pack))),
            }
        }
        for (i, &a) in args.iter().enumerate() {
            let Some(&slot) = fparams.get(i) else { break };
            let Some((pt, is_pack)) = slot else { continue };
            if is_pack {
                let inner = match tu.ty(pt).kind {
                    TypeExprKind::PackExpansion(x) => x,
                    _ => pt,
                };
                // `Ts... args`: every remaining argument deduces one element of each pack.
                let mut lists: Vec<Vec<TemplateArg>> = vec![Vec::new(); params.len()];
                for &b in &args[i..] {
                    if self.braced_list_of(b).is_some() {
                        // A braced list does not deduce a pack element ([temp.deduct.call]/1).
                        return None;
                    }
                    let bt = self.p.expr(b).ty;
                    let bt = if matches!(tu.ty(inner).kind, TypeExprKind::LRef(_) | TypeExprKind::RRef(_)) { bt } else { self.decayed(bt) };
                    let mut tmp: Vec<Option<TemplateArg>> = vec![None; params.len()];
                    // `Ts&&... xs` (forwarding references) deduces `A&` from an lvalue of type `A`.
                    let forwarding = match &tu.ty(inner).kind {
                        TypeExprKind::RRef(x) => match &tu.ty(*x).kind {
                            TypeExprKind::Named { path, .. } => tu.path(*path).as_ident().is_some_and(|n| names.contains_key(&n)).then_some(*x),
                            _ => None,
                        },
                        _ => None,
                    };
                    let ok = match forwarding {
                        Some(x) if self.p.expr(b).cat == ValueCat::LValue => {
                            let lr = self.p.types.lref(bt);
                            self.deduce_from(x, lr, &names, &mut tmp, 0)
                        }
                        _ => self.deduce_from(inner, bt, &names, &mut tmp, 0),
                    };
                    if !ok {
                        return None;
                    }
                    for (k, p) in params.iter().enumerate() {
                        if let (Param::Type { pack: true, .. }, Some(x)) = (p, tmp[k].take()) {
                            lists[k].push(x);
                        }
                    }
                }
                for (k, p) in params.iter().enumerate() {
                    if matches!(p, Param::Type { pack: true, .. }) && bound[k].is_none() {
                        bound[k] = Some(TemplateArg::Pack(std::mem::take(&mut lists[k])));
                    }
                }
                break;
            }
            if let Some(items) = self.braced_list_of(a) {
                if !self.deduce_from_braced(&items, pt, &names, &mut bound, n_explicit) {
                    return None;
                }
                continue;
            }
            if self.is_template_name(a) {
                // A function template's name deduces nothing ([temp.deduct.call]/6).
                continue;
            }
            let at = self.p.expr(a).ty;
            let is_ref = matches!(tu.ty(pt).kind, TypeExprKind::LRef(_) | TypeExprKind::RRef(_));
            // By-value parameters see the decayed, unqualified argument type: an array's
            // element pointer, a function's pointer (`cudaFuncSetAttribute(T *func, ...)` with a
            // kernel's name deduces T as the kernel's function type).
            let at = if is_ref { at } else { self.decayed(at) };
            let explicit_count = n_explicit;
            // A forwarding reference `T&&` deduces `T` as `A&` from an lvalue of type `A`.
            if let TypeExprKind::RRef(inner) = &tu.ty(pt).kind {
                let forwarding = match &tu.ty(*inner).kind {
                    TypeExprKind::Named { path, .. } => tu.path(*path).as_ident().is_some_and(|n| names.contains_key(&n)),
                    _ => false,
                };
                if forwarding && self.p.expr(a).cat == ValueCat::LValue {
                    let lr = self.p.types.lref(at);
                    if !self.deduce_from(*inner, lr, &names, &mut bound, explicit_count) {
                        return None;
                    }
                    continue;
                }
            }
            if !self.deduce_from(pt, at, &names, &mut bound, explicit_count) {
                return None;
            }
        }
        self.finish_deduction(t, &params, bound, n_explicit)
    }

    /// The arguments of function template `t` whose specialization has exactly function type
    /// `target` ([temp.deduct.funcaddr]): each parameter and the return type deduce, and the
    /// substituted parameters must equal `target`'s. `None` when deduction fails or `t` has a
    /// function parameter pack.
    pub(super) fn deduce_for_fn_type(&mut self, t: usize, target: TypeId) -> Option<Vec<TemplateArg>> {
        if self.templates[t].kind != TemplateKind::Function {
            return None;
        }
        let (ret, want, variadic) = self.p.types.fn_sig(target).map(|(r, ps, v)| (r, ps.to_vec(), v))?;
        let (params, f) = self.template_params(t);
        let tu = self.tu;
        let fparams: Vec<&ast::ParamDecl> = f.sig.params.iter().filter_map(|&p| match &tu.decl(p).kind {
            DeclKind::Param(pd) => Some(pd),
            _ => None,
        }).collect();
        if fparams.len() != want.len() || f.sig.variadic != variadic || fparams.iter().any(|p| p.pack) {
            return None;
        }
        let names = param_names(&params);
        let mut bound: Vec<Option<TemplateArg>> = vec![None; params.len()];
        let failed = std::mem::replace(&mut self.sfinae_failed, false);
        self.sfinae += 1;
        let mut ok = fparams.iter().zip(&want).all(|(p, &a)| self.deduce_from(p.ty, a, &names, &mut bound, 0));
        if let (true, Some(r)) = (ok, f.sig.ret) {
            ok = self.deduce_from(r, ret, &names, &mut bound, 0);
        }
        let args = if ok { self.finish_deduction(t, &params, bound, 0) } else { None };
        let same = args.as_ref().is_some_and(|a| self.template_signature(t, a).is_some_and(|(ps, _)| ps == want));
        self.sfinae -= 1;
        let bad = std::mem::replace(&mut self.sfinae_failed, failed);
        if bad || !same {
            return None;
        }
        args
    }

    /// The type of a non-type template parameter of template `t`, with the type parameters
    /// bound so far in `bound` visible.
    fn value_type_with(&mut self, t: usize, params: &[Param], bound: &[Option<TemplateArg>], ty: ast::TypeExprId) -> TypeId {
        let enclosing = self.templates[t].enclosing.clone();
        let saved = self.enter_scopes(&enclosing);
        self.push_scope(ScopeKind::TemplateParams);
        for (q, a) in params.iter().zip(bound) {
            if let (Param::Type { name: Some(n), .. }, Some(TemplateArg::Type(at))) = (q, a) {
                self.declare(*n, Entity::Type(*at));
            }
        }
        let r = self.resolve_type(ty);
        self.restore_scopes(saved);
        self.p.types.unqual(r)
    }

    /// Deduction's last steps: an array bound deduced for a non-type parameter takes the
    /// parameter's type; the parameters still unbound take their defaults (an undeduced pack is
    /// empty). `None` when one has none.
    fn finish_deduction(&mut self, t: usize, params: &[Param], mut bound: Vec<Option<TemplateArg>>, n_explicit: usize) -> Option<Vec<TemplateArg>> {
        // An array bound deduced for a non-type parameter takes the parameter's type.
        for (i, p) in params.iter().enumerate() {
            if let (Param::Value { ty, .. }, Some(TemplateArg::Value(ConstValue::Int(v), _))) = (p, &bound[i]) {
                if i >= n_explicit {
                    let v = *v;
                    let pt = self.value_type_with(t, params, &bound, *ty);
                    bound[i] = Some(self.make_value_arg(pt, v));
                }
            }
        }
        // Defaults, with the earlier parameters bound; an undeduced pack is empty.
        for (i, p) in params.iter().enumerate() {
            if bound[i].is_some() {
                continue;
            }
            if matches!(p, Param::Type { pack: true, .. } | Param::Value { pack: true, .. } | Param::Template { pack: true, .. }) {
                bound[i] = Some(TemplateArg::Pack(Vec::new()));
                continue;
            }
            if !matches!(p, Param::Type { default: Some(_), .. } | Param::Value { default: Some(_), .. } | Param::Template { default: Some(_), .. }) {
                return None;
            }
            // The default sees the earlier parameters bound (`size_t = sizeof(T)`).
            let enclosing = self.templates[t].enclosing.clone();
            let saved = self.enter_scopes(&enclosing);
            self.push_scope(ScopeKind::TemplateParams);
            for (q, a) in params.iter().zip(&bound) {
                match (q, a) {
                    (Param::Type { name: Some(n), .. }, Some(TemplateArg::Type(ty))) => self.declare(*n, Entity::Type(*ty)),
                    (Param::Value { name: Some(n), .. }, Some(TemplateArg::Value(v, ty))) => self.declare(*n, Entity::Const(*v, *ty)),
                    (Param::Template { name: Some(n), .. }, Some(TemplateArg::Template { index, .. })) => {
                        self.declare(*n, Entity::Template(*index as usize))
                    }
                    // `template<class... U, bool V = sizeof...(U) == 2>`: the pack, deduced or
                    // empty, for the defaults after it.
                    (Param::Type { name: Some(n), pack: true, .. }, Some(a @ TemplateArg::Pack(_))) => {
                        let e = self.arg_entity(a);
                        self.declare(*n, e);
                    }
                    _ => {}
                }
            }
            let arg = match *p {
                Param::Type { default: Some(d), .. } => {
                    let ty = self.resolve_type(d);
                    (!self.p.types.is_error(ty)).then_some(TemplateArg::Type(ty))
                }
                // The parameter's type may name the earlier ones too (`enable_if_t<D, bool> =
                // true`), and failing to form it drops the candidate.
                Param::Value { default: Some(d), ty, .. } => match self.pointer_param_type(ty) {
                    // `enable_if_t<C>* = nullptr`: a null pointer argument.
                    Some(pt) => self.null_pointer_arg(d, pt),
                    None => self.const_int(d, "a template argument").and_then(|v| {
                        let pt = self.resolve_type(ty);
                        let pt = self.p.types.unqual(pt);
                        (!self.p.types.is_error(pt)).then(|| self.make_value_arg(pt, v))
                    }),
                },
                Param::Template { default: Some(d), .. } => self.template_arg_named(d),
                _ => None,
            };
            self.restore_scopes(saved);
            bound[i] = Some(arg?);
        }
        bound.into_iter().collect()
    }

    /// The type of non-type parameter type `ty` when it is a pointer (or `nullptr_t`), resolved
    /// with the parameters bound so far; `None` for any other type, or when substitution fails.
    fn pointer_param_type(&mut self, ty: ast::TypeExprId) -> Option<TypeId> {
        let pt = self.resolve_type(ty);
        let pt = self.p.types.unqual(pt);
        (self.p.types.is_pointer(pt) || pt == builtin::NULLPTR).then_some(pt)
    }

    /// The argument a null pointer constant `e` gives a pointer parameter of type `pt`.
    fn null_pointer_arg(&mut self, e: ast::ExprId, pt: TypeId) -> Option<TemplateArg> {
        let h = self.check_expr(e);
        match super::consteval::eval(&self.p, h) {
            Ok(ConstValue::Null) | Ok(ConstValue::Int(0)) => Some(TemplateArg::Value(ConstValue::Null, pt)),
            _ => None,
        }
    }

    /// The type of an explicit template argument, written or an element of an expanded pack.
    fn explicit_arg_type(&mut self, a: &Explicit) -> Option<TypeId> {
        match a {
            Explicit::Written(w) => self.explicit_type_arg(w),
            Explicit::Type(t) => Some(*t),
        }
    }

    /// The type an explicit template argument names (a bare name the parser did not know as a
    /// type included).
    fn explicit_type_arg(&mut self, a: &ast::TemplateArg) -> Option<TypeId> {
        let tu = self.tu;
        match a.kind {
            ast::TemplateArgKind::Type(te) => Some(self.resolve_type(te)),
            ast::TemplateArgKind::Expr(e) => {
                let ast::ExprKind::Name(path) = tu.expr(e).kind else { return None };
                match self.resolve_path(path)?.first() {
                    Some(Entity::Type(t)) => Some(*t),
                    _ => None,
                }
            }
        }
    }

    /// Deduces from the template arguments written in `path` (`Vec<T, N>`, `Impl<I, H, T...>`)
    /// and those of class template instance `r`; false on a conflict, with an explicit
    /// argument too (`get<1>` against `_Tuple_impl<0, ...>`).
    fn deduce_from_instance(&mut self, path: ast::PathId, r: RecordId, names: &HashMap<Name, usize>, bound: &mut [Option<TemplateArg>], explicit: usize) -> bool {
        let tu = self.tu;
        let actual: Vec<TemplateArg> = self.p.records[r]
            .template_args
            .iter()
            .flat_map(|a| match a {
                TemplateArg::Pack(v) => v.clone(),
                x => vec![x.clone()],
            })
            .collect();
        let written = tu.path(path).last.args.clone().unwrap_or_default();
        for (j, w) in written.iter().enumerate() {
            let ident = written_arg_name(tu, w);
            let slot = ident.and_then(|n| names.get(&n).copied());
            if w.pack_expansion {
                if let Some(i) = slot {
                    if bound[i].is_none() {
                        bound[i] = Some(TemplateArg::Pack(actual.get(j..).map(|s| s.to_vec()).unwrap_or_default()));
                    }
                }
                break;
            }
            let Some(a) = actual.get(j) else { return true };
            match (w.kind, a) {
                (ast::TemplateArgKind::Type(te), TemplateArg::Type(t)) => {
                    let t = *t;
                    if !self.deduce_from(te, t, names, bound, explicit) {
                        return false;
                    }
                }
                (_, a) => {
                    if let Some(i) = slot {
                        match &bound[i] {
                            None => bound[i] = Some(a.clone()),
                            Some(b) if b != a && (i >= explicit || !same_value(b, a)) => return false,
                            _ => {}
                        }
                    }
                }
            }
        }
        true
    }

    /// `scope_t<S>` with `template<dot_scope S> using scope_t = integral_constant<dot_scope, S>`
    /// (libcu++'s `cuda::ptx` parameters) against an instance `r` of the template the alias
    /// names: each argument of the alias's target that is one of the alias's parameters is
    /// matched with `r`'s argument there, through the argument written for that parameter.
    /// `None` when `path` names no such alias (other aliases stay non-deduced contexts).
    /// For `A<X, ...>` naming an alias template declared `template<class T, ...> using A = T;`,
    /// the position of the argument it stands for.
    fn identity_alias_arg(&self, path: ast::PathId) -> Option<usize> {
        let tu = self.tu;
        let p = tu.path(path);
        p.last.args.as_ref()?;
        let ast::UnqualName::Ident(name) = p.last.name else { return None };
        self.templates.iter().filter(|x| x.name == name && x.kind == TemplateKind::Alias).find_map(|x| {
            let DeclKind::Template(td) = &tu.decl(x.decl).kind else { return None };
            let DeclKind::Alias(alias) = &tu.decl(td.inner).kind else { return None };
            let TypeExprKind::Named { path: target, .. } = &tu.ty(alias.ty).kind else { return None };
            let n = tu.path(*target).as_ident()?;
            td.params.iter().position(|&q| matches!(&tu.decl(q).kind, DeclKind::TypeParam(tp) if !tp.pack && tp.name == Some(n)))
        })
    }

    fn deduce_through_alias(&mut self, path: ast::PathId, r: RecordId, names: &HashMap<Name, usize>, bound: &mut [Option<TemplateArg>], explicit: usize) -> Option<bool> {
        let tu = self.tu;
        let ast::UnqualName::Ident(name) = tu.path(path).last.name else { return None };
        // Found by name among the alias templates (deduction runs in the caller's scope, not
        // the function template's), the one whose target names `r`'s template.
        let of_r = self.record_template.get(&r).map(|&x| self.templates[x].name)?;
        let (td, target) = self.templates.iter().filter(|x| x.name == name && x.kind == TemplateKind::Alias).find_map(|x| {
            let DeclKind::Template(td) = &tu.decl(x.decl).kind else { return None };
            let DeclKind::Alias(alias) = &tu.decl(td.inner).kind else { return None };
            let TypeExprKind::Named { path: target, .. } = &tu.ty(alias.ty).kind else { return None };
            (tu.path(*target).last.name == ast::UnqualName::Ident(of_r)).then_some((td, *target))
        })?;
        let target_args = tu.path(target).last.args.as_ref()?;
        let alias_params: Vec<Option<Name>> = td
            .params
            .iter()
            .map(|&p| match &tu.decl(p).kind {
                DeclKind::TypeParam(tp) if !tp.pack => tp.name,
                DeclKind::NonTypeParam(np) if !np.pack => np.name,
                _ => None,
            })
            .collect();
        let written = tu.path(path).last.args.clone().unwrap_or_default();
        let actual = self.p.records[r].template_args.clone();
        for (j, ta) in target_args.iter().enumerate() {
            let Some(k) = written_arg_name(tu, ta).and_then(|n| alias_params.iter().position(|p| *p == Some(n))) else { continue };
            let (Some(w), Some(a)) = (written.get(k), actual.get(j)) else { continue };
            match (w.kind, a) {
                (ast::TemplateArgKind::Type(te), TemplateArg::Type(at)) => {
                    if !self.deduce_from(te, *at, names, bound, explicit) {
                        return Some(false);
                    }
                }
                (_, a) => {
                    if let Some(i) = written_arg_name(tu, w).and_then(|n| names.get(&n).copied()) {
                        match &bound[i] {
                            None => bound[i] = Some(a.clone()),
                            Some(b) if b != a && (i >= explicit || !same_value(b, a)) => return Some(false),
                            _ => {}
                        }
                    }
                }
            }
        }
        Some(true)
    }

    /// Deduces from one parameter type as written and its argument's type; false when two
    /// arguments deduce different types for one parameter (explicit arguments win).
    pub(super) fn deduce_from(&mut self, pt: ast::TypeExprId, at: TypeId, names: &HashMap<Name, usize>, bound: &mut [Option<TemplateArg>], explicit: usize) -> bool {
        let tu = self.tu;
        // An alias template that stands for one of its parameters, with constraints in its
        // other ones (`__enable_if_has_tuple_size<_Tp>` is `_Tp` when `tuple_size<_Tp>` is
        // complete): that parameter's argument deduces from the whole type; the constraints
        // are checked when the result is substituted.
        if let TypeExprKind::Named { path, .. } = &tu.ty(pt).kind {
            if let Some(k) = self.identity_alias_arg(*path) {
                return match tu.path(*path).last.args.as_ref().and_then(|w| w.get(k)).map(|w| w.kind) {
                    Some(ast::TemplateArgKind::Type(te)) => self.deduce_from(te, at, names, bound, explicit),
                    _ => true,
                };
            }
        }
        match &tu.ty(pt).kind {
            TypeExprKind::Named { path, .. } if tu.path(*path).last.args.is_some() => {
                // `Vec<T, N>` against an instantiation of the same class template, or against a
                // class with one as a base ([temp.deduct.call]/4.3): the first base from which
                // deduction succeeds (`get<1>(tuple)` deduces from `_Tuple_impl<1, ...>`, not
                // from `_Tuple_impl<0, ...>`).
                // The argument must be an instantiation of the template the parameter names
                // (or have one as a base): `reverse_iterator<I>` deduces nothing from an
                // `allocator<int>`.
                // (Compared by the template's name, which the written path ends with.)
                let written_name = match tu.path(*path).last.name {
                    ast::UnqualName::Ident(n) => Some(n),
                    _ => None,
                };
                let names_class_template =
                    |c: &Self| written_name.is_some_and(|n| c.templates.iter().any(|t| t.name == n && t.kind == TemplateKind::Class));
                let Some(r) = self.p.types.record_of(self.p.types.unqual(at)) else {
                    // A class template-id deduces nothing from a type that is no class: the
                    // candidate fails (`operator==(const complex<T>&, const T&)` for two enum
                    // values). An alias template's is a non-deduced context.
                    let template_param = written_name.is_some_and(|n| names.contains_key(&n));
                    return self.p.types.is_error(at) || !(template_param || names_class_template(self));
                };
                // `TT<Ts...>` with `TT` a template template parameter: any class template's
                // instance, which binds `TT` to its template.
                if let Some(&i) = written_name.and_then(|n| names.get(&n)) {
                    let Some(&ti) = self.record_template.get(&r) else { return false };
                    let arg = self.template_arg_of(ti);
                    match &bound[i] {
                        None => bound[i] = Some(arg),
                        Some(TemplateArg::Template { index, .. }) if *index as usize != ti => return false,
                        _ => {}
                    }
                    return self.deduce_from_instance(*path, r, names, bound, explicit);
                }
                let is_instance_of = |c: &Self, x: RecordId| c.record_template.get(&x).map(|&t| c.templates[t].name) == written_name;
                if is_instance_of(self, r) {
                    return self.deduce_from_instance(*path, r, names, bound, explicit);
                }
                let bases: Vec<RecordId> = self.all_bases(r).into_iter().filter(|&b| is_instance_of(self, b)).collect();
                if bases.is_empty() {
                    // An alias template that is a class template-id: deduced through it.
                    if let Some(ok) = self.deduce_through_alias(*path, r, names, bound, explicit) {
                        return ok;
                    }
                    // An alias template (`remove_reference_t<T>&`, as `std::forward` writes
                    // it) is a non-deduced context: it fails nothing.
                    // A class that is no instance of it (nor derives from one) fails as well:
                    // `operator==(const complex<T>&, const T&)` for two `_Bit_iterator_base`.
                    return !names_class_template(self);
                }
                for b in bases {
                    let mut tried = bound.to_vec();
                    if self.deduce_from_instance(*path, b, names, &mut tried, explicit) {
                        bound.clone_from_slice(&tried);
                        return true;
                    }
                }
                false
            }
            TypeExprKind::Named { path, .. } => {
                if let Some(n) = tu.path(*path).as_ident() {
                    if let Some(&i) = names.get(&n) {
                        match &bound[i] {
                            None => bound[i] = Some(TemplateArg::Type(at)),
                            Some(TemplateArg::Type(t)) if *t != at && i >= explicit => return false,
                            _ => {}
                        }
                    }
                }
                true
            }
            TypeExprKind::Pointer(inner) => match self.p.types.pointee(at) {
                Some(p) => self.deduce_from(*inner, p, names, bound, explicit),
                None => true,
            },
            TypeExprKind::MemberPointer { class, pointee } => {
                // `R C::*` against `int S::*`: `C` from the class, `R` from the pointee (a
                // function type with its qualifiers for `int (S::*)() const`).
                let Some((c, p)) = self.p.types.member_pointer_of(at) else { return true };
                if let Some(&i) = tu.path(*class).as_ident().and_then(|n| names.get(&n)) {
                    match &bound[i] {
                        None => bound[i] = Some(TemplateArg::Type(c)),
                        Some(TemplateArg::Type(t)) if *t != c && i >= explicit => return false,
                        _ => {}
                    }
                }
                self.deduce_from(*pointee, p, names, bound, explicit)
            }
            TypeExprKind::LRef(inner) | TypeExprKind::RRef(inner) => {
                // A reference argument (a partial specialization `X<T&>` matched against
                // `X<int&>`) deduces from what it refers to.
                let at = self.p.types.non_ref(at);
                self.deduce_from(*inner, at, names, bound, explicit)
            }
            TypeExprKind::Qualified { cv, inner } if self.p.types.is_function(at) && (cv.has(ast::Cv::CONST) || cv.has(ast::Cv::VOLATILE)) => {
                // A function type is never cv-qualified, so `const T` does not match one: this
                // is how libstdc++'s `is_function<int() const>` (`!is_const<const T>`) says yes.
                let _ = inner;
                false
            }
            TypeExprKind::Qualified { cv, inner } => {
                // `const T` against `const volatile int` deduces `volatile int`.
                let mut drop = 0u8;
                if cv.has(ast::Cv::CONST) {
                    drop |= super::types::Cv::CONST.0;
                }
                if cv.has(ast::Cv::VOLATILE) {
                    drop |= super::types::Cv::VOLATILE.0;
                }
                let keep = super::types::Cv(self.p.types.cv(at).0 & !drop);
                let base = self.p.types.unqual(at);
                let u = self.p.types.qualified(base, keep);
                self.deduce_from(*inner, u, names, bound, explicit)
            }
            TypeExprKind::Array { elem, size } => match self.p.types.array_elem(at) {
                Some((e, n)) => {
                    // `T (&xs)[N]` deduces the bound `N` too (typed by `deduce_inner`).
                    let slot = size.and_then(|x| match tu.expr(x).kind {
                        ast::ExprKind::Name(p) => tu.path(p).as_ident().and_then(|n| names.get(&n).copied()),
                        _ => None,
                    });
                    if let (Some(i), Some(n)) = (slot, n) {
                        match &bound[i] {
                            None => bound[i] = Some(TemplateArg::Value(ConstValue::Int(n as i128), builtin::ULONG)),
                            Some(TemplateArg::Value(ConstValue::Int(v), _)) if *v != n as i128 && i >= explicit => return false,
                            _ => {}
                        }
                    }
                    self.deduce_from(*elem, e, names, bound, explicit)
                }
                None => true,
            },
            // `R (*)(const C*, C**, Base...)` against a function type: the return type and
            // each parameter; a trailing pack takes the remaining parameter types.
            TypeExprKind::Function(sig) => {
                let Some((ret, params)) = self.p.types.fn_sig(at).map(|(r, p, _)| (r, p.to_vec())) else { return true };
                if let Some(rt) = sig.ret {
                    if !self.deduce_from(rt, ret, names, bound, explicit) {
                        return false;
                    }
                }
                let mut k = 0;
                for &p in &sig.params {
                    let DeclKind::Param(pd) = &tu.decl(p).kind else { continue };
                    if pd.pack || matches!(tu.ty(pd.ty).kind, TypeExprKind::PackExpansion(_)) {
                        let inner = match tu.ty(pd.ty).kind {
                            TypeExprKind::PackExpansion(x) => x,
                            _ => pd.ty,
                        };
                        let slot = match &tu.ty(inner).kind {
                            TypeExprKind::Named { path, .. } => tu.path(*path).as_ident().and_then(|n| names.get(&n).copied()),
                            _ => None,
                        };
                        let rest: Vec<TemplateArg> = params.get(k..).unwrap_or(&[]).iter().map(|&t| TemplateArg::Type(t)).collect();
                        if let Some(i) = slot {
                            match &bound[i] {
                                None => bound[i] = Some(TemplateArg::Pack(rest)),
                                Some(TemplateArg::Pack(b)) if *b != rest && i >= explicit => return false,
                                _ => {}
                            }
                        }
                        return true;
                    }
                    let Some(&a) = params.get(k) else { return false };
                    if !self.deduce_from(pd.ty, a, names, bound, explicit) {
                        return false;
                    }
                    k += 1;
                }
                k == params.len()
            }
            _ => true,
        }
    }

    /// Pushes the scopes of template `t` with `args` bound; returns the saved stack.
    pub(super) fn enter_template(&mut self, t: usize, args: &[TemplateArg]) -> Vec<super::ctx::ScopeFrame> {
        let (params, _) = self.template_params(t);
        let enclosing = self.templates[t].enclosing.clone();
        let saved = self.enter_scopes(&enclosing);
        self.push_scope(ScopeKind::TemplateParams);
        for (p, a) in params.iter().zip(args) {
            match (p, a) {
                (Param::Type { name: Some(n), .. }, TemplateArg::Type(ty)) => self.declare(*n, Entity::Type(*ty)),
                (Param::Type { name: Some(n), .. }, TemplateArg::Pack(v)) => {
                    let tys = v.iter().filter_map(|x| if let TemplateArg::Type(t) = x { Some(*t) } else { None }).collect();
                    let e = self.new_pack(super::variadic::PackEnt::Types(tys));
                    self.declare(*n, e);
                }
                (Param::Value { name: Some(n), .. }, TemplateArg::Value(v, t)) => {
                    self.declare(*n, Entity::Const(*v, *t));
                }
                (Param::Template { name: Some(n), .. }, TemplateArg::Template { index, .. }) => {
                    self.declare(*n, Entity::Template(*index as usize));
                }
                (Param::Value { name: Some(n), .. }, TemplateArg::Pack(v)) => {
                    let values = v.iter().filter_map(|x| if let TemplateArg::Value(c, t) = x { Some((*c, *t)) } else { None }).collect();
                    let e = self.new_pack(super::variadic::PackEnt::Values(values));
                    self.declare(*n, e);
                }
                _ => {}
            }
        }
        saved
    }

    /// The parameter types (and number of trailing defaults) of template `t` instantiated
    /// with `args`, without instantiating its body.
    pub fn template_signature(&mut self, t: usize, args: &[TemplateArg]) -> Option<(Vec<TypeId>, usize)> {
        // SFINAE: a failed substitution makes the candidate not viable.
        let failed = std::mem::replace(&mut self.sfinae_failed, false);
        self.sfinae += 1;
        let r = self.template_signature_inner(t, args);
        self.sfinae -= 1;
        let bad = std::mem::replace(&mut self.sfinae_failed, failed);
        if bad {
            return None;
        }
        r
    }

    /// The length of function parameter pack `pattern` of template `t` when its pack is the
    /// enclosing class's, already known (`_Tpls&&...` with `_Tpls` bound by the instance),
    /// not one of the template's own parameters `names`; `None` otherwise.
    fn enclosing_pack_len(&mut self, t: usize, pattern: ast::TypeExprId, names: &HashMap<Name, usize>) -> Option<usize> {
        let tu = self.tu;
        let mut x = pattern;
        let n = loop {
            match &tu.ty(x).kind {
                TypeExprKind::PackExpansion(y) | TypeExprKind::LRef(y) | TypeExprKind::RRef(y) | TypeExprKind::Pointer(y) => x = *y,
                TypeExprKind::Qualified { inner, .. } => x = *inner,
                TypeExprKind::Named { path, .. } => break tu.path(*path).as_ident()?,
                _ => return None,
            }
        };
        if names.contains_key(&n) {
            return None;
        }
        let enclosing = self.templates[t].enclosing.clone();
        let saved = self.enter_scopes(&enclosing);
        let is_pack = matches!(self.lookup(n).first(), Some(Entity::Pack(_)));
        let len = is_pack.then(|| self.expand_type(pattern).len());
        self.restore_scopes(saved);
        len
    }

    fn template_signature_inner(&mut self, t: usize, args: &[TemplateArg]) -> Option<(Vec<TypeId>, usize)> {
        let saved = self.enter_template(t, args);
        let (_, f) = self.template_params(t);
        let tu = self.tu;
        let mut out = Vec::new();
        let mut defaults = 0;
        // The return type takes part in substitution (`enable_if<...>::type f(T)`); a
        // trailing one after the parameters, which it may name.
        let ret = f.sig.ret.filter(|&r| !self.is_placeholder(r));
        let trailing = ret.filter(|_| f.sig.trailing_return);
        if let Some(r) = ret.filter(|_| trailing.is_none()) {
            // Only named: a candidate's return type is not instantiated to rank it
            // (`static _Setter<_Res, void> __setter(promise<_Res>*)` of <future>, whose
            // `_Setter<int, void>` fails a `static_assert`, is a candidate for every call).
            let naming = std::mem::replace(&mut self.naming_only, true);
            let rt = self.resolve_type(r);
            self.naming_only = naming;
            if self.p.types.is_error(rt) {
                self.restore_scopes(saved);
                return None;
            }
        }
        let mut named = Vec::new();
        let mut packs = Vec::new();
        for &p in &f.sig.params {
            if let DeclKind::Param(pd) = &tu.decl(p).kind {
                if pd.pack {
                    let mut tys = Vec::new();
                    for ty in self.expand_type(pd.ty) {
                        tys.push(self.adjust_param_type(ty));
                    }
                    out.extend(tys.iter().copied());
                    if let Some(n) = pd.name {
                        packs.push((n, tys));
                    }
                    continue;
                }
                let ty = self.resolve_type(pd.ty);
                let ty = self.adjust_param_type(ty);
                out.push(ty);
                if let Some(n) = pd.name {
                    named.push((n, ty));
                }
                defaults = if pd.default.is_some() { defaults + 1 } else { 0 };
            }
        }
        if let Some(r) = trailing.filter(|_| !out.contains(&builtin::ERROR)) {
            let rt = self.resolve_trailing_return_of(r, &named, &packs, self.templates[t].span);
            if self.p.types.is_error(rt) {
                self.restore_scopes(saved);
                return None;
            }
        }
        self.restore_scopes(saved);
        if out.contains(&builtin::ERROR) {
            return None;
        }
        Some((out, defaults))
    }

    /// Instantiates template `t` with `args` (once per argument list).
    pub fn instantiate(&mut self, t: usize, args: Vec<TemplateArg>, span: Span) -> Option<FnId> {
        if let Some((_, f)) = self.templates[t].instances.iter().find(|(a, _)| *a == args) {
            return Some(*f);
        }
        if self.inst_depth >= self.max_inst_depth {
            let name = self.text(self.templates[t].name).to_string();
            self.err(
                Diagnostic::error(diags::INSTANTIATION_DEPTH, span, format!("instantiating `{name}` exceeds the depth limit of {}", self.max_inst_depth))
                    .with_label("instantiated here")
                    .with_note("a template that instantiates itself needs a condition that stops the recursion; `-ftemplate-depth=N` raises the limit"),
            );
            return None;
        }
        self.inst_depth += 1;
        let shown = super::resolve_types::template_args_text(&self.p, self.names, &args);
        let what = format!("{}<{}>", self.text(self.templates[t].name), shown);
        self.inst_stack.push((span, what));
        let saved = self.enter_template(t, &args);
        let saved_fcx = std::mem::take(&mut self.fcx);
        let saved_pack = (self.pack_index.take(), self.pack_len.take());
        let inner = {
            let DeclKind::Template(td) = &self.tu.decl(self.templates[t].decl).kind else { unreachable!() };
            td.inner
        };
        self.friend_of = self.templates[t].friend_of;
        let result = self.declare_function_decl(inner, Some(args.clone()), Some(t));
        self.friend_of = None;
        if let Some(f) = result {
            self.instances.push(DeclRef::Fn(f));
            let decl = self.templates[t].decl;
            if let Some(sig) = self.sig_pattern(decl) {
                self.p.template_sigs.insert(f, sig);
            }
        }
        self.fcx = saved_fcx;
        (self.pack_index, self.pack_len) = saved_pack;
        self.restore_scopes(saved);
        self.inst_stack.pop();
        self.inst_depth -= 1;
        result
    }
}

/// `text` with each whole word of `names` replaced by `$i`, its index.
fn rename_words(text: &str, names: &[String]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match names.iter().position(|n| !n.is_empty() && n == word) {
            Some(i) => out.push_str(&format!("${i}")),
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// Signature text with every qualifier (`std::`, `::`, `Outer<T>::`) left out, for matching a
/// declaration whose types are spelt with another qualification.
pub(super) fn without_qualifiers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_alphanumeric() || c == '_' || c == '$' {
            word.push(c);
        } else if c == ':' && chars.peek() == Some(&':') {
            chars.next();
            word.clear();
        } else {
            out.push_str(&word);
            word.clear();
            out.push(c);
        }
    }
    out.push_str(&word);
    out
}

/// An explicit template argument of a call: as written, or one element of an expanded pack
/// (`f<F, Args...>`).
enum Explicit<'t> {
    Written(&'t ast::TemplateArg),
    Type(TypeId),
}

/// Two non-type template arguments of one value, whatever types they were made with (an
/// explicit `get<1>` and the `1ul` of an instance).
fn same_value(a: &TemplateArg, b: &TemplateArg) -> bool {
    match (a, b) {
        (TemplateArg::Value(x, _), TemplateArg::Value(y, _)) => x == y,
        _ => true,
    }
}

/// The plain name a written template argument is (`T`, `Ts...`, `N`): a template parameter it
/// may stand for; `None` for anything else.
pub(super) fn written_arg_name(tu: &ast::TranslationUnit, w: &ast::TemplateArg) -> Option<Name> {
    match w.kind {
        ast::TemplateArgKind::Type(te) => match &tu.ty(te).kind {
            TypeExprKind::Named { path, .. } => tu.path(*path).as_ident(),
            TypeExprKind::PackExpansion(x) => match &tu.ty(*x).kind {
                TypeExprKind::Named { path, .. } => tu.path(*path).as_ident(),
                _ => None,
            },
            _ => None,
        },
        ast::TemplateArgKind::Expr(e) => match &tu.expr(e).kind {
            ast::ExprKind::Name(p) => tu.path(*p).as_ident(),
            ast::ExprKind::PackExpansion(x) => match &tu.expr(*x).kind {
                ast::ExprKind::Name(p) => tu.path(*p).as_ident(),
                _ => None,
            },
            _ => None,
        },
    }
}
