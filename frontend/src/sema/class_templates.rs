//! Class and alias templates. A class template is instantiated when a template-id names it
//! (`Vec<float, 4>`, `ns::Pair<int>::first_type`): the arguments as written are resolved
//! against its parameters (defaults filled in with the earlier arguments bound), the best
//! specialization is chosen (an explicit one with equal arguments, else the most specialized
//! partial one whose pattern matches (`partial_order.rs`), else the primary template), and its
//! definition is checked again
//! with the parameters bound. Each instantiation is its own `RecordDecl` recording its
//! arguments, made once per argument list; the template parameters and the injected class
//! name are declared in the instantiation's own class scope so that member bodies (checked
//! once the class is complete) see them; they are not members, so lookup from a derived class
//! does not find them (`param_names`). Members defined outside the class, also those of a
//! member class (`V<T>::param_type::f`) and explicit specializations of one instance's member
//! (`template<> void V<A>::f()`), join each instance, their bodies checked on first use. An
//! alias template is its aliased type with the arguments bound. Depth is bounded (E0522).

use crate::ast::{self, DeclKind};
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::ctx::{Checker, ClassSpec, Entity, ScopeKind, TemplateInfo, TemplateKind};
use super::decls::At;
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};

/// A template parameter as declared.
#[derive(Clone, Copy, Debug)]
pub(super) enum TParam {
    Type { name: Option<Name>, default: Option<ast::TypeExprId>, pack: bool },
    /// `int N`, or the non-type parameter pack `bool... Bs` (`pack`).
    Value { name: Option<Name>, ty: ast::TypeExprId, default: Option<ast::ExprId>, pack: bool },
    /// `template<class> class C = Default`.
    Template { name: Option<Name>, default: Option<ast::PathId> },
}

impl TParam {
    fn name(&self) -> Option<Name> {
        match *self {
            TParam::Type { name, .. } | TParam::Value { name, .. } | TParam::Template { name, .. } => name,
        }
    }

    /// A type or non-type parameter pack (`class... Ts`, `int... Is`).
    fn is_pack(&self) -> bool {
        matches!(self, TParam::Type { pack: true, .. } | TParam::Value { pack: true, .. })
    }

    /// The parameter one element of the pack `self` is converted as.
    fn element(self) -> TParam {
        match self {
            TParam::Type { name, default, .. } => TParam::Type { name, default, pack: false },
            TParam::Value { name, ty, default, .. } => TParam::Value { name, ty, default, pack: false },
            t => t,
        }
    }
}

impl<'a> Checker<'a> {
    /// The parameters of a `template<...>` declaration.
    pub(super) fn params_of(&self, template_decl: ast::DeclId) -> Vec<TParam> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let DeclKind::Template(td) = &tu.decl(template_decl).kind else { return Vec::new() };
        let mut params: Vec<TParam> = td
            .params
            .iter()
            .filter_map(|&p| match &tu.decl(p).kind {
                DeclKind::TypeParam(tp) => Some(TParam::Type { name: tp.name, default: tp.default, pack: tp.pack }),
                DeclKind::NonTypeParam(np) => Some(TParam::Value { name: np.name, ty: np.ty, default: np.default, pack: np.pack }),
                DeclKind::TemplateTemplateParam(tp) => Some(TParam::Template { name: tp.name, default: tp.default }),
                _ => None,
            })
            .collect();
        // `template<class, unsigned = 0> struct extent;` then the definition without the default.
        if let Some(&earlier) = self.template_redecls.get(&template_decl) {
            for (p, e) in params.iter_mut().zip(self.params_of(earlier)) {
                match (p, e) {
                    (TParam::Type { default: d @ None, .. }, TParam::Type { default, .. }) => *d = default,
                    (TParam::Value { default: d @ None, .. }, TParam::Value { default, .. }) => *d = default,
                    (TParam::Template { default: d @ None, .. }, TParam::Template { default, .. }) => *d = default,
                    _ => {}
                }
            }
        }
        params
    }

    /// The declaration a template wraps.
    pub(super) fn template_inner(&self, template_decl: ast::DeclId) -> Option<ast::DeclId> {
        match &self.tu.decl(template_decl).kind {
            DeclKind::Template(td) => Some(td.inner),
            _ => None,
        }
    }

    /// Records a class template, or a specialization of one.
    pub fn declare_class_template(&mut self, decl: ast::DeclId, span: Span, r: &'a ast::RecordDecl) {
        let tu: &'a ast::TranslationUnit = self.tu;
        let Some((pid, name)) = r.name.and_then(|p| Some((p, self.last_ident(p)?))) else {
            self.err(Diagnostic::error(diags::UNSUPPORTED, span, "a class template needs a name").with_label("here"));
            return;
        };
        let path = tu.path(pid);
        let is_explicit = matches!(&tu.decl(decl).kind, DeclKind::Template(td) if td.params.is_empty());
        // A qualified name (`template<class R> struct __future_base::_Result<R&>`, or the
        // definition `struct __future_base::_Task_setter { ... }` of a member template
        // declared in its class) names a template of that class or namespace, and the body
        // sees that scope's names, as a member's would.
        let class_template = |c: &Self, e: &Entity| match *e {
            Entity::Template(t) if c.templates[t].kind == TemplateKind::Class => Some(t),
            _ => None,
        };
        let mut container_scope = None;
        let in_container = if path.qualifier.is_empty() {
            None
        } else {
            let table = match self.qualifier_container(&path.qualifier) {
                Some(Entity::Type(t)) => self.p.types.record_of(t).and_then(|r| {
                    container_scope = Some(ScopeKind::Record(r));
                    self.rec_names.get(&r)
                }),
                Some(Entity::Namespace(ns)) => {
                    container_scope = Some(ScopeKind::Namespace(Some(ns)));
                    self.ns_names.get(&Some(ns))
                }
                _ => None,
            };
            Some(table.and_then(|tb| tb.get(&name)).and_then(|es| es.iter().find_map(|e| class_template(self, e))))
        };
        if let Some(written) = &path.last.args {
            // A specialization: find the primary template.
            let primary = match in_container {
                Some(t) => t,
                None => self.lookup(name).iter().find_map(|e| class_template(self, e)),
            };
            let Some(t) = primary else {
                self.err(
                    Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("specialization of `{}`, which is not a class template", self.text(name)))
                        .with_label("no class template of this name is declared")
                        .with_note("declare the primary template before its specializations"),
                );
                return;
            };
            let explicit = if is_explicit {
                // The arguments are named, not needed complete (`hash<pmr::string>`).
                let saved = std::mem::replace(&mut self.naming_only, true);
                let args = self.class_template_args(t, written, path.last.span);
                self.naming_only = saved;
                match args {
                    Some(a) => Some(a),
                    None => return,
                }
            } else {
                None
            };
            if let Some(args) = &explicit {
                // `template<> struct char_traits<char>;` again after its definition
                // (<bits/stringfwd.h> included after <bits/char_traits.h>) declares nothing new.
                let known = self.templates[t].specs.iter().any(|s| s.explicit.as_ref() == Some(args));
                if known && r.members.is_none() {
                    return;
                }
                self.redo_primary_instance(t, args);
            }
            let mut enclosing = self.enclosing_kinds();
            enclosing.extend(container_scope.filter(|k| !enclosing.contains(k)));
            self.templates[t].specs.push(ClassSpec { decl, explicit, enclosing });
            return;
        }
        if is_explicit {
            self.err(Diagnostic::error(diags::TEMPLATE_ARGS, span, "`template<>` needs a template-id").with_label("write `template<> struct X<args>`"));
            return;
        }
        // A redeclaration (a forward declaration, then the definition).
        let earlier: Vec<Entity> = match in_container {
            Some(t) => t.map(Entity::Template).into_iter().collect(),
            None => self.lookup_here(name).iter().copied().collect(),
        };
        for e in earlier {
            if let Entity::Template(t) = e {
                if self.templates[t].kind == TemplateKind::Class {
                    if r.members.is_some() {
                        // Default arguments given on the earlier declaration stay.
                        let earlier = self.templates[t].decl;
                        self.template_redecls.insert(decl, earlier);
                        self.templates[t].decl = decl;
                        self.templates[t].span = span;
                    }
                    return;
                }
            }
        }
        self.push_template(TemplateKind::Class, name, decl, span);
    }

    /// Records an alias template `template<class T> using Ptr = T*;`.
    pub fn declare_alias_template(&mut self, decl: ast::DeclId, span: Span, name: Name) {
        self.push_template(TemplateKind::Alias, name, decl, span);
    }

    pub(super) fn push_template(&mut self, kind: TemplateKind, name: Name, decl: ast::DeclId, span: Span) {
        let idx = self.templates.len();
        self.templates.push(TemplateInfo {
            kind,
            name,
            decl,
            enclosing: self.enclosing_kinds(),
            instances: Vec::new(),
            class_instances: Vec::new(),
            var_instances: Vec::new(),
            specs: Vec::new(),
            out_of_line: Vec::new(),
            friend_of: None,
            span,
        });
        self.declare(name, Entity::Template(idx));
    }

    /// One template argument as written, for parameter `p`.
    fn convert_targ(&mut self, p: &TParam, a: &ast::TemplateArg, enclosing: &[ScopeKind]) -> Option<TemplateArg> {
        let tu: &'a ast::TranslationUnit = self.tu;
        match (p, a.kind) {
            (TParam::Type { .. }, ast::TemplateArgKind::Type(te)) => {
                let t = self.resolve_type(te);
                (!self.p.types.is_error(t)).then_some(TemplateArg::Type(t))
            }
            (TParam::Type { .. }, ast::TemplateArgKind::Expr(e)) => {
                if let ast::ExprKind::Name(path) = tu.expr(e).kind {
                    if let Some(Entity::Type(t)) = self.resolve_path(path).and_then(|v| v.first().copied()) {
                        return Some(TemplateArg::Type(t));
                    }
                }
                self.err(
                    Diagnostic::error(diags::TEMPLATE_ARGS, a.span, "expected a type as template argument")
                        .with_label("this parameter is a type parameter"),
                );
                None
            }
            (TParam::Value { ty, .. }, ast::TemplateArgKind::Expr(e)) => {
                let v = self.const_int(e, "a template argument")?;
                let pt = self.value_param_type(enclosing, *ty);
                Some(self.make_value_arg(pt, v))
            }
            (TParam::Value { ty, .. }, ast::TemplateArgKind::Type(te)) => {
                if let Some(h) = self.value_init_arg(te) {
                    let v = self.const_int_of(h, "a template argument")?;
                    let pt = self.value_param_type(enclosing, *ty);
                    return Some(self.make_value_arg(pt, v));
                }
                self.err(
                    Diagnostic::error(diags::TEMPLATE_ARGS, a.span, "expected a constant as template argument")
                        .with_label("this parameter is a non-type parameter"),
                );
                None
            }
            (TParam::Template { .. }, _) => {
                let path = match a.kind {
                    ast::TemplateArgKind::Type(te) => match &tu.ty(te).kind {
                        ast::TypeExprKind::Named { path, .. } if tu.path(*path).last.args.is_none() => Some(*path),
                        _ => None,
                    },
                    ast::TemplateArgKind::Expr(e) => match tu.expr(e).kind {
                        ast::ExprKind::Name(path) if tu.path(path).last.args.is_none() => Some(path),
                        _ => None,
                    },
                };
                let found = path.and_then(|p| self.resolve_path(p)).and_then(|v| v.first().copied());
                match found.and_then(|e| self.template_of_entity(e)) {
                    Some(t) => Some(self.template_arg_of(t)),
                    None => {
                        self.err(
                            Diagnostic::error(diags::TEMPLATE_ARGS, a.span, "expected a class template as template argument")
                                .with_label("this parameter is a template template parameter")
                                .with_note("name a class or alias template without arguments: `Wrap<Box, int>`"),
                        );
                        None
                    }
                }
            }
        }
    }

    /// The class or alias template `path` names (`Box`, `ns::Box`), as a template argument;
    /// quietly `None` for anything else.
    pub(super) fn template_arg_named(&mut self, path: ast::PathId) -> Option<TemplateArg> {
        let ents = if self.tu.path(path).qualifier.is_empty() {
            self.resolve_path_quiet(path)
        } else {
            // `ns::Box`, quietly: a qualifier that names nothing is no template.
            let failed = std::mem::replace(&mut self.sfinae_failed, false);
            self.sfinae += 1;
            let r = self.resolve_path(path);
            self.sfinae -= 1;
            self.sfinae_failed = failed;
            r
        };
        let e = ents.and_then(|v| v.first().copied())?;
        let t = self.template_of_entity(e)?;
        Some(self.template_arg_of(t))
    }

    /// A template argument as written that names a class or alias template (`Box`), quietly.
    pub(super) fn written_template_arg(&mut self, a: &ast::TemplateArg) -> Option<TemplateArg> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let path = match a.kind {
            ast::TemplateArgKind::Type(te) => match &tu.ty(te).kind {
                ast::TypeExprKind::Named { path, .. } if tu.path(*path).last.args.is_none() => *path,
                _ => return None,
            },
            ast::TemplateArgKind::Expr(e) => match tu.expr(e).kind {
                ast::ExprKind::Name(path) if tu.path(path).last.args.is_none() => path,
                _ => return None,
            },
        };
        self.template_arg_named(path)
    }

    /// The class or alias template an entity names (a template, or inside an instantiation
    /// its injected class name).
    pub(super) fn template_of_entity(&self, e: Entity) -> Option<usize> {
        match e {
            Entity::Template(t) if matches!(self.templates[t].kind, TemplateKind::Class | TemplateKind::Alias) => Some(t),
            Entity::Type(ty) => self.p.types.record_of(ty).and_then(|r| self.record_template.get(&r).copied()),
            _ => None,
        }
    }

    /// Template `t` as a template argument.
    pub(super) fn template_arg_of(&mut self, t: usize) -> TemplateArg {
        let enclosing = self.templates[t].enclosing.clone();
        let saved = self.enter_scopes(&enclosing);
        let scope = self.decl_scope();
        self.restore_scopes(saved);
        TemplateArg::Template { index: t as u32, name: self.templates[t].name, scope }
    }

    /// The type of a non-type template parameter, resolved where the template was declared.
    pub(super) fn value_param_type(&mut self, enclosing: &[ScopeKind], ty: ast::TypeExprId) -> TypeId {
        let saved = self.enter_scopes(enclosing);
        let t = self.resolve_type(ty);
        self.restore_scopes(saved);
        self.p.types.unqual(t)
    }

    /// A non-type argument with its parameter's type (a `bool` parameter keeps a bool).
    pub(super) fn make_value_arg(&self, t: TypeId, v: i128) -> TemplateArg {
        if t == builtin::BOOL {
            TemplateArg::Value(ConstValue::Bool(v != 0), t)
        } else {
            TemplateArg::Value(ConstValue::Int(v), t)
        }
    }

    /// A template argument written `T()` reads as a function type, but for a non-type
    /// parameter it is the expression `T()` ([temp.arg]/2): `T` value-initialized
    /// (`I<integral_constant<int, 5>()>`). `None` for any other type.
    fn value_init_arg(&mut self, te: ast::TypeExprId) -> Option<ExprId> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let ast::TypeExprKind::Function(sig) = &tu.ty(te).kind else { return None };
        if !sig.params.is_empty() || sig.variadic {
            return None;
        }
        let t = self.resolve_type(sig.ret?);
        let span = tu.ty(te).span;
        if self.p.types.is_record(t) {
            return Some(self.construct_with(t, Vec::new(), span));
        }
        (self.p.types.is_integral(t) || self.p.types.is_enum(t)).then(|| self.mk(ExprKind::IntLit(0), t, ValueCat::PrValue, span))
    }

    /// The arguments of a template-id naming template `t`, defaults filled in; reports errors.
    pub fn class_template_args(&mut self, t: usize, written: &[ast::TemplateArg], span: Span) -> Option<Vec<TemplateArg>> {
        let params = self.params_of(self.templates[t].decl);
        if params.iter().any(|p| p.is_pack()) || written.iter().any(|w| w.pack_expansion) {
            return self.class_template_args_packed(t, &params, written, span);
        }
        if written.len() > params.len() {
            let name = self.text(self.templates[t].name).to_string();
            self.err(
                Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("too many template arguments for `{name}`"))
                    .with_label(format!("{} given, {} expected", written.len(), params.len())),
            );
            return None;
        }
        let mut out = Vec::new();
        let enclosing = self.templates[t].enclosing.clone();
        for (p, a) in params.iter().zip(written) {
            // A non-type parameter's type may name earlier parameters (`template<class T, T v>`).
            let x = match (p, a.kind) {
                (TParam::Value { ty, .. }, ast::TemplateArgKind::Expr(e)) => {
                    let v = self.const_int(e, "a template argument")?;
                    let saved = self.enter_scopes(&enclosing);
                    self.push_scope(ScopeKind::TemplateParams);
                    self.bind_params(&params, &out);
                    let pt = self.resolve_type(*ty);
                    self.restore_scopes(saved);
                    let pt = self.p.types.unqual(pt);
                    self.make_value_arg(pt, v)
                }
                _ => {
                    // While a signature is substituted, a class named as a template argument
                    // is only named (`__enable_if<false, ostreambuf_iterator<const int>>`).
                    let naming = self.naming_only || self.sfinae > 0;
                    let saved = std::mem::replace(&mut self.naming_only, naming);
                    let x = self.convert_targ(p, a, &enclosing);
                    self.naming_only = saved;
                    x?
                }
            };
            out.push(x);
        }
        for p in &params[written.len()..] {
            let enclosing = self.templates[t].enclosing.clone();
            let saved = self.enter_scopes(&enclosing);
            self.push_scope(ScopeKind::TemplateParams);
            self.bind_params(&params, &out);
            let v = match *p {
                TParam::Type { default: Some(d), .. } => {
                    let ty = self.resolve_type(d);
                    (!self.p.types.is_error(ty)).then_some(TemplateArg::Type(ty))
                }
                TParam::Template { default: Some(d), .. } => {
                    let found = self.resolve_path(d).and_then(|v| v.first().copied());
                    found.and_then(|e| self.template_of_entity(e)).map(|t| self.template_arg_of(t))
                }
                TParam::Value { default: Some(d), ty, .. } => match self.const_int(d, "a template argument") {
                    Some(v) => {
                        let pt = self.resolve_type(ty);
                        let pt = self.p.types.unqual(pt);
                        Some(self.make_value_arg(pt, v))
                    }
                    None => None,
                },
                _ => None,
            };
            self.restore_scopes(saved);
            match v {
                Some(v) => out.push(v),
                None => {
                    let name = self.text(self.templates[t].name).to_string();
                    self.err(
                        Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("too few template arguments for `{name}`"))
                            .with_label(format!("{} given, {} expected", written.len(), params.len())),
                    );
                    return None;
                }
            }
        }
        Some(out)
    }

    /// Declares the parameters bound to `args` in the innermost scope.
    pub(super) fn bind_params(&mut self, params: &[TParam], args: &[TemplateArg]) {
        for (p, a) in params.iter().zip(args) {
            let Some(n) = p.name() else { continue };
            let e = self.param_entity(p, a);
            self.declare(n, e);
        }
    }

    fn param_entity(&mut self, _p: &TParam, a: &TemplateArg) -> Entity {
        self.arg_entity(a)
    }

    /// What a template parameter bound to `a` names in the template's scope (a type, a
    /// constant, a template or a pack).
    pub(super) fn arg_entity(&mut self, a: &TemplateArg) -> Entity {
        match a {
            TemplateArg::Template { index, .. } => Entity::Template(*index as usize),
            TemplateArg::Type(t) => Entity::Type(*t),
            TemplateArg::Value(v, t) => Entity::Const(*v, *t),
            TemplateArg::Pack(v) => {
                let p = if v.iter().all(|x| matches!(x, TemplateArg::Type(_))) {
                    super::variadic::PackEnt::Types(v.iter().filter_map(|x| if let TemplateArg::Type(t) = x { Some(*t) } else { None }).collect())
                } else {
                    super::variadic::PackEnt::Values(v.iter().filter_map(|x| if let TemplateArg::Value(c, t) = x { Some((*c, *t)) } else { None }).collect())
                };
                self.new_pack(p)
            }
        }
    }

    /// Applies the template arguments of a path segment to what its name found: a class or
    /// alias template (or a class template's injected name) becomes the instantiated type.
    pub fn apply_template_args(&mut self, e: Entity, seg: &ast::PathSeg) -> Option<Entity> {
        let Some(written) = &seg.args else { return Some(e) };
        let t = match e {
            Entity::Template(t) if self.templates[t].kind != TemplateKind::Function => t,
            Entity::Type(ty) => match self.p.types.record_of(ty).and_then(|r| self.record_template.get(&r).copied()) {
                Some(t) => t,
                None => return Some(e),
            },
            _ => return Some(e),
        };
        let args = self.class_template_args(t, written, seg.span)?;
        match self.templates[t].kind {
            TemplateKind::Alias => self.instantiate_alias(t, &args, seg.span).map(Entity::Type),
            TemplateKind::Var => self.instantiate_var(t, args, seg.span).map(Entity::Var),
            _ => self.instantiate_class(t, args, seg.span).map(Entity::Type),
        }
    }

    /// The aliased type of alias template `t` with `args` bound.
    fn instantiate_alias(&mut self, t: usize, args: &[TemplateArg], span: Span) -> Option<TypeId> {
        let decl = self.templates[t].decl;
        let inner = self.template_inner(decl)?;
        let DeclKind::Alias(a) = &self.tu.decl(inner).kind else { return None };
        let ty = a.ty;
        if !self.enter_instantiation(t, args, span) {
            return None;
        }
        let params = self.params_of(decl);
        let enclosing = self.templates[t].enclosing.clone();
        let saved = self.enter_scopes(&enclosing);
        self.push_scope(ScopeKind::TemplateParams);
        self.bind_params(&params, args);
        let out = self.resolve_type(ty);
        self.restore_scopes(saved);
        self.leave_instantiation();
        (!self.p.types.is_error(out)).then_some(out)
    }

    /// Checks the depth limit and pushes the instantiation onto the stack shown in errors.
    pub(super) fn enter_instantiation(&mut self, t: usize, args: &[TemplateArg], span: Span) -> bool {
        let name = self.text(self.templates[t].name).to_string();
        if self.inst_depth >= self.max_inst_depth {
            self.err(
                Diagnostic::error(diags::INSTANTIATION_DEPTH, span, format!("instantiating `{name}` exceeds the depth limit of {}", self.max_inst_depth))
                    .with_label("instantiated here")
                    .with_note("a template that instantiates itself needs a specialization or condition that stops the recursion; `-ftemplate-depth=N` raises the limit"),
            );
            return false;
        }
        self.inst_depth += 1;
        let what = format!("{name}<{}>", super::resolve_types::template_args_text(&self.p, self.names, args));
        self.inst_stack.push((span, what));
        true
    }

    pub(super) fn leave_instantiation(&mut self) {
        self.inst_stack.pop();
        self.inst_depth -= 1;
    }

    /// Instantiates class template `t` with `args` (once per argument list).
    pub fn instantiate_class(&mut self, t: usize, args: Vec<TemplateArg>, span: Span) -> Option<TypeId> {
        let cached = self.templates[t].class_instances.iter().find(|(a, _)| *a == args).map(|&(_, r)| r);
        if let Some(r) = cached.filter(|r| !self.bodiless_instances.contains(r)) {
            return Some(self.p.types.record(r));
        }
        let chosen = self.choose_specialization(t, &args, span).ok()?;
        let (decl, bound, enclosing) = chosen.unwrap_or_else(|| (self.templates[t].decl, args.clone(), self.templates[t].enclosing.clone()));
        let inner = self.template_inner(decl)?;
        let tu: &'a ast::TranslationUnit = self.tu;
        let idecl = tu.decl(inner);
        let DeclKind::Record(rdecl) = &idecl.kind else { return None };
        // Named only (the target of a typedef or alias, an explicit specialization's argument)
        // with an argument that is an incomplete class (`pmr::string`, that is `basic_string<
        // char, traits, polymorphic_allocator<char>>` before that allocator is defined), or a
        // template argument while a signature is substituted: the instance waits, bodiless
        // like one made before its template's definition, for a use that needs it, through a
        // name ([temp.inst]/2).
        let defer = self.naming_only && (self.sfinae > 0 || self.lazy_signature || self.has_incomplete_class_arg(&args));
        // An instance made before any definition was visible is completed in place once one is.
        if let Some(r) = cached {
            if rdecl.members.is_none() || defer {
                return Some(self.p.types.record(r));
            }
            self.bodiless_instances.remove(&r);
        }
        if !self.enter_instantiation(t, &args, span) {
            return None;
        }
        let name = self.templates[t].name;
        let params = self.params_of(decl);
        let saved = self.enter_scopes(&enclosing);
        self.push_scope(ScopeKind::TemplateParams);
        self.bind_params(&params, &bound);
        let kind = match rdecl.tag {
            ast::TagKind::Union => RecordKind::Union,
            ast::TagKind::Class => RecordKind::Class,
            _ => RecordKind::Struct,
        };
        let scope = self.decl_scope();
        let id = match cached {
            Some(r) => {
                self.p.records[r].kind = kind;
                self.p.records[r].span = idecl.span;
                r
            }
            None => {
                let id = self.p.records.alloc(RecordDecl::declared(Some(name), scope, kind, args.clone(), idecl.span));
                self.templates[t].class_instances.push((args.clone(), id));
                id
            }
        };
        if rdecl.members.is_none() {
            self.bodiless_instances.insert(id);
        }
        if decl != self.templates[t].decl {
            self.from_specialization.insert(id);
        }
        self.record_template.insert(id, t);
        let ty = self.p.types.record(id);
        if defer {
            self.bodiless_instances.insert(id);
            self.instances.push(DeclRef::Record(id));
            self.restore_scopes(saved);
            self.leave_instantiation();
            return Some(ty);
        }
        // What the instance's own declarations name is needed complete.
        let saved_naming = std::mem::replace(&mut self.naming_only, false);
        let saved_lazy = std::mem::replace(&mut self.lazy_signature, false);
        self.declare(name, Entity::Type(ty));
        // The parameters and the injected class name, visible to member bodies checked later.
        let mut own: Vec<(Name, Entity)> = vec![(name, Entity::Type(ty))];
        for (p, a) in params.iter().zip(&bound) {
            if let Some(n) = p.name() {
                let e = self.param_entity(p, a);
                own.push((n, e));
                self.param_names.insert((id, n));
            }
        }
        let table = self.rec_names.entry(id).or_default();
        for (n, e) in own {
            let v = table.entry(n).or_default();
            if !v.contains(&e) {
                v.push(e);
            }
        }
        let context = self.enter_class_definition();
        if rdecl.members.is_some() {
            // Inside the class's own scope, `declare_record` leaves the member bodies to us.
            // The scopes are the template's already, also for a definition written with a
            // qualified name (`struct __future_base::_Task_setter { ... }`).
            self.push_scope(ScopeKind::Record(id));
            self.declare_record_here(rdecl, idecl.span, At::Namespace);
            self.pop_scope();
            // Ordinary member functions and constructors are checked when first used (a member
            // that is invalid for these arguments is an error only if it is called); defaulted
            // constructors, destructors, assignments and virtual functions are checked now.
            let dynamic = self.p.vtables.contains_key(&id);
            let list = std::mem::take(&mut self.deferred_bodies);
            let rname = self.text(name).to_string();
            let shown = self.inst_stack.last().cloned().unwrap_or((span, rname.clone()));
            for (f, d, kinds) in list {
                let n = self.text(self.p.fns[f].name).to_string();
                // A constructor, assignment or destructor with a body waits for its first use
                // like other members (`ostreambuf_iterator<int>`, named in a signature, is never
                // constructed; `pair<const int, int>`'s copy assignment, whose parameter is
                // `const __nonesuch&`, is never called; `pmr::vector<_BigBlock>`, a member of a
                // class whose destructor is defined in the library, is never destroyed, and
                // `_BigBlock` stays incomplete); a defaulted one is written now.
                let written = matches!(&tu.decl(d).kind, DeclKind::Function(fd) if matches!(fd.body, ast::FnBody::Block(_) | ast::FnBody::TryBlock(_)));
                let special = (n == rname || n == "operator=" || n.starts_with('~')) && !written;
                // In a class with a vtable only the virtual functions are needed now (the
                // vtable names them); the others wait for a use like any member, so that a
                // body sees what is declared after the class (`basic_ostream`'s
                // `*this << "nullptr"` finds the non-member `operator<<` by ADL).
                let virtual_fn = dynamic && self.classes.virtuals.contains(&f);
                // A friend function defined in the class waits too ([temp.inst]/4): the one
                // in `_Safe_iterator<I, S, forward_iterator_tag>` takes `const _Self&`, the
                // derived random-access iterator still being instantiated.
                let friend = self.p.fns[f].method.is_none();
                if virtual_fn || special || (!friend && self.p.fns[f].method.map(|m| m.record) != Some(id)) {
                    self.deferred_bodies.push((f, d, kinds));
                } else {
                    self.lazy_bodies.insert(f, (d, kinds, shown.clone()));
                }
            }
            // Member classes defined out of the class first: the member function bodies
            // checked now may use them (`basic_ostream::_M_write` constructs a `sentry`).
            let defs = self.templates[t].out_of_line.clone();
            let is_class = |d: &ast::DeclId| self.template_inner(*d).is_some_and(|i| matches!(tu.decl(i).kind, DeclKind::Record(_)));
            let (classes, others): (Vec<_>, Vec<_>) = defs.into_iter().partition(|(d, _)| is_class(d));
            for (d, enc) in classes {
                self.define_member_of_instance(d, &enc, &args, id);
            }
            self.check_deferred_bodies();
            for (d, enc) in others {
                self.define_member_of_instance(d, &enc, &args, id);
            }
        }
        self.leave_class_definition(context);
        self.restore_scopes(saved);
        self.leave_instantiation();
        if cached.is_none() {
            self.instances.push(DeclRef::Record(id));
        }
        self.naming_only = saved_naming;
        self.lazy_signature = saved_lazy;
        Some(ty)
    }

    /// Starts a class definition inside whatever is being checked (a function body, a
    /// signature being substituted, a pack expansion): what it must not inherit is set aside.
    pub(super) fn enter_class_definition(&mut self) -> SavedContext {
        SavedContext {
            fcx: std::mem::take(&mut self.fcx),
            deferred_bodies: std::mem::take(&mut self.deferred_bodies),
            deferred_defaults: std::mem::take(&mut self.deferred_defaults),
            unevaluated: std::mem::replace(&mut self.unevaluated, 0),
            // Errors inside a class template's definition are hard errors, even when the
            // instantiation was requested while substituting into a signature.
            sfinae: std::mem::replace(&mut self.sfinae, 0),
            // An instantiation requested inside a pack expansion (`(is_copy_constructible_v<Ts>
            // && ...)`) is not part of it: its own packs expand from their first element.
            pack: (self.pack_index.take(), self.pack_len.take()),
        }
    }

    /// Restores what [`Checker::enter_class_definition`] set aside.
    pub(super) fn leave_class_definition(&mut self, s: SavedContext) {
        (self.pack_index, self.pack_len) = s.pack;
        self.unevaluated = s.unevaluated;
        self.sfinae = s.sfinae;
        self.deferred_bodies = s.deferred_bodies;
        self.deferred_defaults = s.deferred_defaults;
        self.fcx = s.fcx;
    }

    /// Whether a type argument of `args` is a class that is not complete (declared only, or
    /// being defined).
    fn has_incomplete_class_arg(&self, args: &[TemplateArg]) -> bool {
        args.iter().any(|a| match a {
            TemplateArg::Type(t) => self.p.types.record_of(*t).is_some_and(|r| self.p.records[r].layout.is_none()),
            _ => false,
        })
    }

    /// `t`, completed first when it is a class template instance made before any definition
    /// of it was visible and one is visible now (a typedef of it named after the definition),
    /// a bodiless instance a signature named, or a member class waiting for a use
    /// (`member_classes.rs`); unless only a name is needed (`naming_only`).
    pub(super) fn complete_instance(&mut self, t: TypeId) -> TypeId {
        if !self.lazy_classes.is_empty() && !self.naming_only {
            if let Some(r) = self.p.types.record_of(t).filter(|r| self.lazy_classes.contains_key(r)) {
                self.define_lazy_class(r);
                return t;
            }
        }
        // Where only a name is needed (a typedef's target, a signature), an instance that
        // waits stays waiting.
        if self.bodiless_instances.is_empty() || self.naming_only {
            return t;
        }
        let Some(r) = self.p.types.record_of(t).filter(|r| self.bodiless_instances.contains(r)) else { return t };
        let Some(&tpl) = self.record_template.get(&r) else { return t };
        let args = self.p.records[r].template_args.clone();
        let span = self.p.records[r].span;
        let _ = self.instantiate_class(tpl, args, span);
        t
    }

    /// Completes the class `ty` names (through references and cv-qualifiers) when it is an
    /// instance a signature only named: a use that needs it complete has come.
    pub(super) fn require_complete(&mut self, ty: TypeId) {
        if (self.bodiless_instances.is_empty() && self.lazy_classes.is_empty()) || self.p.types.is_error(ty) {
            return;
        }
        let t = self.p.types.unqual(self.p.types.non_ref(ty));
        if self.p.types.record_of(t).is_none_or(|r| !self.bodiless_instances.contains(&r) && !self.lazy_classes.contains_key(&r)) {
            return;
        }
        let saved = (std::mem::replace(&mut self.naming_only, false), std::mem::replace(&mut self.lazy_signature, false));
        self.complete_instance(t);
        (self.naming_only, self.lazy_signature) = saved;
    }

    /// The specialization of template `t` (class or variable) that `args` select: an explicit
    /// one, else the most specialized matching partial one, with its parameters' arguments and
    /// its scopes; `Ok(None)` for the primary template, `Err` after reporting an ambiguity.
    #[allow(clippy::type_complexity)]
    pub(super) fn choose_specialization(&mut self, t: usize, args: &[TemplateArg], span: Span) -> Result<Option<(ast::DeclId, Vec<TemplateArg>, Vec<ScopeKind>)>, ()> {
        // Matching substitutes into the specializations' patterns, which may instantiate this
        // template again: bounded like any instantiation, and the same choice needed while it is
        // being made fails at once (`S<Chk<T>>` with `Chk<T>` checking `S<T>::value`), which
        // would otherwise take time exponential in the depth.
        if self.choosing.iter().any(|(x, a)| *x == t && a.as_slice() == args) {
            return Err(());
        }
        if !self.enter_instantiation(t, args, span) {
            return Err(());
        }
        self.choosing.push((t, args.to_vec()));
        let chosen = self.choose_specialization_in(t, args, span);
        self.choosing.pop();
        self.leave_instantiation();
        chosen
    }

    #[allow(clippy::type_complexity)]
    fn choose_specialization_in(&mut self, t: usize, args: &[TemplateArg], span: Span) -> Result<Option<(ast::DeclId, Vec<TemplateArg>, Vec<ScopeKind>)>, ()> {
        // The specialization to use, its parameters' arguments and its scopes.
        let mut chosen: Option<(ast::DeclId, Vec<TemplateArg>, Vec<ScopeKind>)> = None;
        let specs = self.templates[t].specs.clone();
        for s in specs.iter().filter(|s| s.explicit.as_deref() == Some(args)) {
            chosen = Some((s.decl, Vec::new(), s.enclosing.clone()));
        }
        if chosen.is_none() {
            let mut matched: Vec<(&ClassSpec, Vec<TemplateArg>)> = Vec::new();
            for s in specs.iter().filter(|s| s.explicit.is_none()) {
                if let Some(bound) = self.match_partial(s, args) {
                    matched.push((s, bound));
                }
            }
            // Of several matches, the most specialized ([temp.class.order]).
            let best = match matched.len() {
                0 => None,
                1 => Some(0),
                _ => match self.most_specialized_spec(&matched) {
                    Ok(i) => Some(i),
                    Err((i, j)) => {
                        let name = self.text(self.templates[t].name).to_string();
                        let shown = super::resolve_types::template_args_text(&self.p, self.names, args);
                        let tu: &'a ast::TranslationUnit = self.tu;
                        self.err(
                            Diagnostic::error(diags::AMBIGUOUS_SPECIALIZATION, span, format!("ambiguous partial specializations of `{name}<{shown}>`"))
                                .with_label("instantiated here")
                                .with_secondary(tu.decl(matched[i].0.decl).span, "matches")
                                .with_secondary(tu.decl(matched[j].0.decl).span, "matches too, and neither is more specialized")
                                .with_note("declare a partial specialization that is more specialized than both"),
                        );
                        return Err(());
                    }
                },
            };
            if let Some(i) = best {
                let (s, bound) = matched.swap_remove(i);
                chosen = Some((s.decl, bound, s.enclosing.clone()));
            }
        }
        Ok(chosen)
    }

    /// The index of the most specialized of several matching partial specializations, or
    /// two that neither is more specialized than the other.
    fn most_specialized_spec(&mut self, matched: &[(&ClassSpec, Vec<TemplateArg>)]) -> Result<usize, (usize, usize)> {
        let pats: Vec<Option<Vec<super::partial_order::SpecArg>>> = matched.iter().map(|(s, b)| self.spec_pattern(s, b)).collect();
        let n = matched.len();
        let mut ge = vec![vec![false; n]; n];
        for i in 0..n {
            for j in 0..n {
                if i != j {
                    if let (Some(a), Some(b)) = (&pats[i], &pats[j]) {
                        ge[i][j] = self.spec_at_least_as_specialized(a, b);
                    }
                }
            }
        }
        let more = |i: usize, j: usize| ge[i][j] && !ge[j][i];
        let mut best = 0;
        for i in 1..n {
            if more(i, best) {
                best = i;
            }
        }
        match (0..n).find(|&j| j != best && !more(best, j)) {
            None => Ok(best),
            Some(j) => Err((best, j)),
        }
    }

    /// Matches the pattern of partial specialization `s` against `args`; the arguments of its
    /// own parameters when it matches.
    fn match_partial(&mut self, s: &ClassSpec, args: &[TemplateArg]) -> Option<Vec<TemplateArg>> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let inner = self.template_inner(s.decl)?;
        let written_name = match &tu.decl(inner).kind {
            DeclKind::Record(r) => r.name?,
            DeclKind::Var(v) => v.name,
            _ => return None,
        };
        let written = tu.path(written_name).last.args.as_ref()?;
        self.match_written(s, written, args)
    }

    /// Matches the template arguments `written` (a pattern in the parameters of the template
    /// declaration `s.decl`) against `args`; the arguments of those parameters when it matches.
    fn match_written(&mut self, s: &ClassSpec, written: &'a [ast::TemplateArg], args: &[TemplateArg]) -> Option<Vec<TemplateArg>> {
        let tu: &'a ast::TranslationUnit = self.tu;
        // Packs take part element by element.
        let flat: Vec<TemplateArg> = args
            .iter()
            .flat_map(|a| match a {
                TemplateArg::Pack(v) => v.clone(),
                x => vec![x.clone()],
            })
            .collect();
        let args = &flat[..];
        let expansion_at = written.iter().position(|w| w.pack_expansion);
        if expansion_at.is_none() && written.len() != args.len() {
            return None;
        }
        let params = self.params_of(s.decl);
        let type_names: std::collections::HashMap<Name, usize> = params
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.name().map(|n| (n, i)))
            .collect();
        let mut bound: Vec<Option<TemplateArg>> = vec![None; params.len()];
        let all_written = written;
        let written = &written[..expansion_at.unwrap_or(written.len())];
        if let Some(j) = expansion_at {
            // `X<T, Rest...>`: `Rest` takes the remaining arguments.
            let w = &all_written[j];
            let n = written_ident(tu, w)?;
            let i = params.iter().position(|p| p.name() == Some(n))?;
            if j > args.len() {
                return None;
            }
            bound[i] = Some(TemplateArg::Pack(args[j..].to_vec()));
        }
        for (w, a) in written.iter().zip(args) {
            match (w.kind, a) {
                (ast::TemplateArgKind::Type(te), TemplateArg::Type(at)) => {
                    // `X<const P>` matches only a const argument (deduction from a type, not a
                    // call): checked first, before substituting into `P` can instantiate the
                    // template being chosen (`tuple_size<const __enable_if_has_tuple_size<T>>`
                    // names `tuple_size<T>::value`).
                    if let ast::TypeExprKind::Qualified { cv, .. } = &tu.ty(te).kind {
                        let have = self.p.types.cv(*at);
                        if (cv.has(ast::Cv::CONST) && !have.is_const()) || (cv.has(ast::Cv::VOLATILE) && !have.is_volatile()) {
                            return None;
                        }
                    }
                    if !self.deduce_from(te, *at, &type_names, &mut bound, 0) {
                        return None;
                    }
                }
                // A template template argument: a parameter of the pattern takes it; a
                // template named in the pattern (`_BinClos<_Oper, _ValArray, ...>`) is
                // compared below.
                (_, TemplateArg::Template { .. }) => {
                    if let Some(i) = written_ident(tu, w).and_then(|n| type_names.get(&n).copied()) {
                        match &bound[i] {
                            None => bound[i] = Some(a.clone()),
                            Some(b) if b != a => return None,
                            _ => {}
                        }
                    }
                }
                (ast::TemplateArgKind::Expr(e), a) => {
                    let ast::ExprKind::Name(path) = tu.expr(e).kind else { continue };
                    let Some(n) = tu.path(path).as_ident() else { continue };
                    if let Some(i) = params.iter().position(|p| p.name() == Some(n)) {
                        match &bound[i] {
                            None => bound[i] = Some(a.clone()),
                            Some(b) if b != a => return None,
                            _ => {}
                        }
                    }
                }
                _ => return None,
            }
        }
        for (i, p) in params.iter().enumerate() {
            if p.is_pack() && bound[i].is_none() {
                bound[i] = Some(TemplateArg::Pack(Vec::new()));
            }
        }
        let bound: Vec<TemplateArg> = bound.into_iter().collect::<Option<_>>()?;
        // Check: the pattern with the deduced arguments substituted must equal `args`. A
        // substitution that fails (`__void_t<typename I::category>` for an `int*`) is no match
        // (SFINAE), not an error.
        let saved = self.enter_scopes(&s.enclosing);
        self.push_scope(ScopeKind::TemplateParams);
        self.bind_params(&params, &bound);
        let failed = std::mem::replace(&mut self.sfinae_failed, false);
        self.sfinae += 1;
        let mut same = true;
        for (w, a) in written.iter().zip(args) {
            let got = match (w.kind, a) {
                (_, TemplateArg::Template { .. }) => self.written_template_arg(w),
                (ast::TemplateArgKind::Type(te), _) => Some(TemplateArg::Type(self.resolve_type(te))),
                (ast::TemplateArgKind::Expr(e), _) if matches!(tu.expr(e).kind, ast::ExprKind::Name(p) if tu.path(p).as_ident().is_some_and(|n| type_names.contains_key(&n))) => {
                    let ast::ExprKind::Name(p) = tu.expr(e).kind else { unreachable!() };
                    tu.path(p).as_ident().and_then(|n| bound.get(type_names[&n]).cloned())
                }
                (ast::TemplateArgKind::Expr(e), TemplateArg::Value(_, at)) => {
                    let at = *at;
                    self.const_int(e, "a template argument").map(|x| self.make_value_arg(at, x))
                }
                (ast::TemplateArgKind::Expr(e), TemplateArg::Type(_)) => match tu.expr(e).kind {
                    ast::ExprKind::Name(path) => match self.resolve_path(path).and_then(|v| v.first().copied()) {
                        Some(Entity::Type(t)) => Some(TemplateArg::Type(t)),
                        _ => None,
                    },
                    _ => None,
                },
                (ast::TemplateArgKind::Expr(_), TemplateArg::Pack(_)) => None,
            };
            if got.as_ref() != Some(a) {
                same = false;
                break;
            }
        }
        self.sfinae -= 1;
        let bad = std::mem::replace(&mut self.sfinae_failed, failed);
        self.restore_scopes(saved);
        (same && !bad).then_some(bound)
    }

    /// Records `template<class T> R V<T>::f(...) { ... }`, the out-of-line definition of a
    /// member function of class template `V`, and defines it in the instantiations made so
    /// far; false when `f` is not such a definition.
    pub(super) fn declare_out_of_line_member(&mut self, decl: ast::DeclId, name: ast::PathId) -> bool {
        let tu: &'a ast::TranslationUnit = self.tu;
        let path = tu.path(name);
        // `V<T>::f`, `std::V<T>::f` written inside namespace `std` (random.tcc), or a member
        // of a class nested in the template, `V<T>::param_type::f`.
        let Some(i) = template_qualifier(path) else { return false };
        let ast::UnqualName::Ident(n) = path.qualifier[i].name else { return false };
        let class_template = |c: &Self, ents: &[Entity]| {
            ents.iter().find_map(|e| match *e {
                Entity::Template(t) if c.templates[t].kind == TemplateKind::Class => Some(t),
                _ => None,
            })
        };
        // `any::_Manager_internal<_Tp>::_S_manage`: a member template of a class, found in
        // the classes (or namespaces) the qualifiers before it name.
        let found = class_template(self, &self.lookup(n)).or_else(|| {
            let container = self.qualifier_container(&path.qualifier[..i])?;
            let table = match container {
                Entity::Type(t) => self.rec_names.get(&self.p.types.record_of(t)?)?,
                Entity::Namespace(ns) => self.ns_names.get(&Some(ns))?,
                _ => return None,
            };
            class_template(self, table.get(&n)?)
        });
        let Some(t) = found else { return false };
        let enclosing = self.enclosing_kinds();
        self.templates[t].out_of_line.push((decl, enclosing.clone()));
        let made: Vec<(Vec<TemplateArg>, RecordId)> = self.templates[t].class_instances.clone();
        for (args, r) in made {
            self.define_member_of_instance(decl, &enclosing, &args, r);
        }
        true
    }

    /// The class or namespace that plain qualifiers (`any::`, `ns::Outer::`) name, each looked
    /// up in the one before it; `None` for an empty list or one that names nothing.
    fn qualifier_container(&self, quals: &[ast::PathSeg]) -> Option<Entity> {
        let (first, rest) = quals.split_first()?;
        let ast::UnqualName::Ident(n) = first.name else { return None };
        let mut at = *self.lookup_qualifier(n).first()?;
        for q in rest {
            let ast::UnqualName::Ident(n) = q.name else { return None };
            let table = match at {
                Entity::Type(t) => self.rec_names.get(&self.p.types.record_of(t)?)?,
                Entity::Namespace(ns) => self.ns_names.get(&Some(ns))?,
                _ => return None,
            };
            at = *table.get(&n)?.first()?;
        }
        Some(at)
    }

    /// The member class of `r` that `quals` name in turn (`r` itself when there are none).
    fn member_class_path(&self, r: RecordId, quals: &[ast::PathSeg]) -> Option<RecordId> {
        quals.iter().try_fold(r, |r, q| {
            let ast::UnqualName::Ident(n) = q.name else { return None };
            self.p.records[r].nested.iter().find_map(|d| match *d {
                DeclRef::Record(m) if self.p.records[m].name == Some(n) => Some(m),
                _ => None,
            })
        })
    }

    /// Defines an out-of-line member function of a class template in the instantiation with
    /// `args`, its own parameter names bound to them.
    pub(super) fn define_member_of_instance(&mut self, decl: ast::DeclId, enclosing: &[ScopeKind], args: &[TemplateArg], r: RecordId) {
        let tu: &'a ast::TranslationUnit = self.tu;
        let Some(inner) = self.template_inner(decl) else { return };
        let d = tu.decl(inner);
        // The definition names its class as written (`V<T, A>::f`, or `V<bool, A>::f` for a
        // partial specialization's member): it belongs to this instance when that pattern
        // matches the instance's arguments and both come from the primary template or both
        // from a specialization.
        let name = match &d.kind {
            DeclKind::Var(v) => Some(v.name),
            DeclKind::Record(rd) => rd.name,
            DeclKind::Function(f) => Some(f.name),
            DeclKind::Template(mt) => match &tu.decl(mt.inner).kind {
                DeclKind::Function(f) => Some(f.name),
                _ => None,
            },
            _ => None,
        };
        let Some(path) = name.map(|n| tu.path(n)) else { return };
        let Some(i) = template_qualifier(path) else { return };
        let Some(written) = path.qualifier[i].args.as_deref() else { return };
        // A member of a member class that waits for a use is defined with it.
        if let Some(m) = self.member_class_path(r, &path.qualifier[i + 1..]).filter(|m| self.lazy_classes.contains_key(m)) {
            self.lazy_class_members.entry(m).or_default().push((decl, enclosing.to_vec(), args.to_vec(), r));
            return;
        }
        let params = self.params_of(decl);
        let primary_pattern = written.len() == params.len()
            && written.iter().zip(&params).all(|(w, p)| {
                let named = written_ident(tu, w);
                named.is_some() && named == p.name()
            });
        // `template<> void S<A1>::f() { ... }`: an explicit specialization of a member, for
        // the one instance (from the primary template or a partial specialization) whose
        // arguments the written ones match.
        let explicit_member = params.is_empty();
        if !explicit_member && primary_pattern == self.from_specialization.contains(&r) {
            return;
        }
        let args = if primary_pattern {
            args.to_vec()
        } else {
            let spec = ClassSpec { decl, explicit: None, enclosing: enclosing.to_vec() };
            match self.match_written(&spec, written, args) {
                Some(bound) => bound,
                None => return,
            }
        };
        let args = &args[..];
        // The class the definition's member belongs to: `r` itself, or the member class of `r`
        // that the qualifiers after the template-id name.
        let template_instance = r;
        let Some(r) = self.member_class_path(r, &path.qualifier[i + 1..]) else { return };
        if let DeclKind::Record(rd) = &d.kind {
            // The member class declared in `r` takes this definition (once), read in `r`'s
            // scope with the definition's names for the template's parameters bound.
            if self.bodiless_instances.contains(&template_instance) {
                // Instantiating the class defines its member classes first (below).
                let t = self.p.types.record(template_instance);
                self.complete_instance(t);
                return;
            }
            if !self.member_classes_defined.insert((decl, r)) {
                return;
            }
            let params = self.params_of(decl);
            let mut kinds = self.scope_chain(Scope { namespace: None, record: Some(r) });
            let own = kinds.pop();
            let saved = self.enter_scopes(&kinds);
            self.push_scope(ScopeKind::TemplateParams);
            self.bind_params(&params, args);
            if let Some(k) = own {
                self.push_scope(k);
            }
            let saved_fcx = std::mem::take(&mut self.fcx);
            self.declare_member_record(rd, d.span);
            // Its in-class member function bodies, in that scope.
            self.check_deferred_bodies();
            self.fcx = saved_fcx;
            self.restore_scopes(saved);
            return;
        }
        if let DeclKind::Var(v) = &d.kind {
            // `template<class T> int S<T>::count = 0;`
            let params = self.params_of(decl);
            let saved = self.enter_scopes(enclosing);
            self.push_scope(ScopeKind::TemplateParams);
            self.bind_params(&params, args);
            let saved_fcx = std::mem::take(&mut self.fcx);
            self.declare_var(v, d.span, At::Namespace);
            self.fcx = saved_fcx;
            self.restore_scopes(saved);
            return;
        }
        if let DeclKind::Template(_) = &d.kind {
            return self.define_member_template_of_instance(decl, inner, args, r);
        }
        let DeclKind::Function(f) = &d.kind else { return };
        if matches!(f.body, ast::FnBody::None) {
            return;
        }
        // The body may be checked later, in `r`'s scopes.
        self.bind_definition_params(decl, args, r);
        let params = self.params_of(decl);
        let saved = self.enter_scopes(enclosing);
        self.push_scope(ScopeKind::TemplateParams);
        self.bind_params(&params, args);
        let saved_fcx = std::mem::take(&mut self.fcx);
        // Constructors, destructors and operators are found as the class's special members
        // (`template<class T> S<T>::~S() { ... }`), other members by name.
        let last = self.tu.path(f.name).last.name;
        // A member of an instance waits for its first use (`lazy_out_of_line`; restored, as an
        // instantiation inside may define members of its own).
        let saved_lazy = std::mem::replace(&mut self.lazy_out_of_line, true);
        match self.function_name(f, super::decls::At::Namespace, d.span) {
            Some((name, special)) if special != super::classes::Special::Plain || matches!(last, ast::UnqualName::Operator(_) | ast::UnqualName::Conversion(_)) => {
                self.define_special_out_of_line(inner, f, d.span, name, special);
            }
            Some(_) => {
                self.define_out_of_line(inner, f, d.span);
            }
            None => {}
        }
        self.lazy_out_of_line = saved_lazy;
        self.fcx = saved_fcx;
        self.restore_scopes(saved);
        // Members of an instantiation are inline (`linkonce_odr`) wherever they are defined.
        for m in self.p.records[r].methods.clone() {
            if self.p.fns[m].inline == Inline::No {
                self.p.fns[m].inline = Inline::Template;
            }
        }
    }

    /// `template<class T> template<class U> void V<T>::f(U) { ... }` for the instantiation `r`
    /// of `V` with `args`: the member template `f` declared in `r` takes this definition (its
    /// later instantiations have the body), and the definition's names for `V`'s parameters
    /// are bound in `r` as the class definition's are.
    fn define_member_template_of_instance(&mut self, decl: ast::DeclId, member: ast::DeclId, args: &[TemplateArg], r: RecordId) {
        let tu: &'a ast::TranslationUnit = self.tu;
        let DeclKind::Template(mt) = &tu.decl(member).kind else { return };
        let DeclKind::Function(f) = &tu.decl(mt.inner).kind else { return };
        if matches!(f.body, ast::FnBody::None) {
            return;
        }
        let name = match tu.path(f.name).last.name {
            ast::UnqualName::Ident(n) => n,
            ast::UnqualName::Operator(op) => self.names.intern(&format!("operator{}", super::classes::operator_spelling(op))),
            _ => return,
        };
        let want = self.fn_template_key(member, false).map(|k| k.0);
        let cands: Vec<(usize, Option<String>)> = self
            .rec_names
            .get(&r)
            .and_then(|m| m.get(&name))
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .filter_map(|e| match e {
                Entity::Template(t) if self.templates[t].kind == TemplateKind::Function => Some(t),
                _ => None,
            })
            // Constructor templates are kept per class, not under the class's name.
            .chain(if self.p.records[r].name == Some(name) { self.classes.ctor_templates.get(&r).cloned().unwrap_or_default() } else { Vec::new() })
            .map(|t| (t, self.fn_template_key(self.templates[t].decl, false).map(|k| k.0)))
            .collect();
        // The signature as written; else, when the definition spells a type with another
        // qualification (`std::__false_type` for the class's `__false_type`), the one member
        // template whose signature matches with qualifiers left out.
        let found = cands.iter().find(|(_, k)| *k == want).map(|c| c.0).or_else(|| {
            let loose = want.as_deref().map(super::templates::without_qualifiers);
            let m: Vec<usize> = cands.iter().filter(|(_, k)| k.as_deref().map(super::templates::without_qualifiers) == loose).map(|c| c.0).collect();
            if m.len() == 1 { Some(m[0]) } else { None }
        }).or_else(|| {
            // Else, when the class spells a type through its own typedef (`iter_type` for the
            // parameter `_OutIter`), the one member template of that name with the same shape:
            // as many template and function parameters, the same qualifiers.
            let shape = |c: &Self, d: ast::DeclId| c.fn_template_shape(d);
            let mine = shape(self, member);
            let m: Vec<usize> = cands.iter().filter(|(t, _)| mine.is_some() && shape(self, self.templates[*t].decl) == mine).map(|c| c.0).collect();
            if m.len() == 1 { Some(m[0]) } else { None }
        });
        // An instance only named so far has no members yet: it takes the definition from
        // `out_of_line` when it is completed.
        if found.is_none() && self.bodiless_instances.contains(&r) {
            return;
        }
        let Some(t) = found else {
            let n = self.text(name).to_string();
            self.err(
                Diagnostic::error(diags::UNDECLARED, tu.decl(member).span, format!("no member template `{n}` with this signature is declared in its class"))
                    .with_label("defined here")
                    .with_note("declare the member template in the class with the same parameters"),
            );
            return;
        };
        if self.templates[t].decl != member {
            let old = self.templates[t].decl;
            self.template_redecls.insert(member, old);
            self.templates[t].decl = member;
        }
        self.bind_definition_params(decl, args, r);
        self.define_earlier_instances(t, member);
    }

    /// `template<> template<class U> ... X<A>::f(U)` (`decl`, with member template `member`
    /// named `name`): the member template `f` of instance `X<A>` takes this definition. False
    /// when the qualifier names no instance of a class template.
    pub(super) fn specialize_member_template(&mut self, decl: ast::DeclId, member: ast::DeclId, name: ast::PathId) -> bool {
        let t = match self.resolve_qualifier(name) {
            Some(Entity::Type(t)) => t,
            _ => return false,
        };
        let t = self.complete_instance(t);
        let Some(r) = self.p.types.record_of(t).filter(|r| self.record_template.contains_key(r)) else { return false };
        self.define_member_template_of_instance(decl, member, &[], r);
        true
    }

    /// Binds the names an out-of-line definition `decl` gives the class template's parameters
    /// (`template<class U> int S<U>::f()` for `template<class T> struct S`) to `args` in
    /// instance member class `r`, as the class definition's own names are, so that bodies
    /// checked later in `r`'s scopes see them.
    fn bind_definition_params(&mut self, decl: ast::DeclId, args: &[TemplateArg], r: RecordId) {
        let params = self.params_of(decl);
        for (p, a) in params.iter().zip(args) {
            let Some(n) = p.name() else { continue };
            if self.rec_names.get(&r).is_some_and(|m| m.contains_key(&n)) {
                continue;
            }
            let e = self.param_entity(p, a);
            self.rec_names.entry(r).or_default().entry(n).or_default().push(e);
            self.param_names.insert((r, n));
        }
    }

    /// `template struct V<int>;` or `template void f<int>(int*);` (also kernels): makes the
    /// instantiation.
    pub(super) fn explicit_instantiation(&mut self, inner: ast::DeclId, span: Span) {
        let tu: &'a ast::TranslationUnit = self.tu;
        match &tu.decl(inner).kind {
            DeclKind::Record(r) => {
                let Some(p) = r.name else { return };
                let found = self.resolve_path(p).and_then(|v| v.first().copied());
                // A definition (`extern template` does not come here) instantiates and emits
                // every member function, `weak_odr` as clang.
                if let Some(Entity::Type(t)) = found {
                    if let Some(rid) = self.p.types.record_of(t).filter(|r| self.record_template.contains_key(r)) {
                        for f in self.p.records[rid].methods.clone() {
                            self.ensure_body(f);
                            if self.p.fns[f].body.is_some() {
                                self.p.explicit_instances.insert(f);
                            }
                        }
                    }
                }
            }
            DeclKind::Function(f) => {
                let Some(name) = self.last_ident(f.name) else { return };
                let explicit = tu.path(f.name).last.args.clone();
                // The declared parameter types, as arguments to deduce from.
                let mut args = Vec::new();
                let mut want = Vec::new();
                for &pd in &f.sig.params {
                    if let DeclKind::Param(p) = &tu.decl(pd).kind {
                        let t = self.resolve_type(p.ty);
                        let t = self.adjust_param_type(t);
                        want.push(t);
                        let at = self.p.types.non_ref(t);
                        args.push(self.mk(ExprKind::Error, at, ValueCat::LValue, span));
                    }
                }
                let cands: Vec<usize> = self
                    .lookup(name)
                    .iter()
                    .filter_map(|e| match *e {
                        Entity::Template(t) if self.templates[t].kind == TemplateKind::Function => Some(t),
                        _ => None,
                    })
                    .collect();
                for t in cands {
                    let Some(targs) = self.deduce(t, explicit.as_deref(), &args, span) else { continue };
                    if self.template_signature(t, &targs).map(|s| s.0) != Some(want.clone()) {
                        continue;
                    }
                    if let Some(f) = self.instantiate(t, targs, span) {
                        self.p.explicit_instances.insert(f);
                    }
                    return;
                }
                let n = self.text(name).to_string();
                self.err(
                    Diagnostic::error(diags::DEDUCTION_FAILED, span, format!("explicit instantiation of `{n}` matches no template"))
                        .with_label("no function template with these parameter types"),
                );
            }
            _ => {
                self.err(Diagnostic::error(diags::UNSUPPORTED, span, "this explicit instantiation is not supported yet").with_label("here"));
            }
        }
    }

    /// Checks the destructor of the class `ty` (or of its array's elements) names, a class
    /// template instance's member that waits for a use: an object of it is created here and
    /// will be destroyed. The uses mirror where codegen's ODR walk reaches destructors.
    pub(super) fn use_dtor(&mut self, ty: TypeId) {
        if self.lazy_bodies.is_empty() && self.lazy_template_bodies.is_empty() {
            return;
        }
        let t = self.p.types.array_elem(ty).map_or(ty, |(e, _)| e);
        if let Some(d) = self.p.types.record_of(t).and_then(|r| self.p.records[r].dtor) {
            self.ensure_body(d);
        }
    }

    /// Checks the body of a lazily instantiated member function on its first use.
    pub fn ensure_body(&mut self, f: FnId) {
        if self.deferring_implicit_uses && self.writing_implicit > 0 {
            if let Some(owner) = self.fcx.func.filter(|&o| o != f) {
                self.implicit_uses.entry(owner).or_default().push(f);
                return;
            }
        }
        // An unevaluated operand uses no body, except to deduce a return type or to evaluate
        // a constant (a template argument inside `decltype`).
        if self.unevaluated > 0 && !self.auto_ret.contains(&f) && !self.p.fns[f].constexpr {
            return;
        }
        // An implicit copy or move member, used: what its body calls is used too.
        if let Some(uses) = self.implicit_uses.remove(&f) {
            for g in uses {
                self.ensure_body(g);
            }
        }
        if !self.lazy_template_bodies.contains_key(&f) && !self.lazy_bodies.contains_key(&f) && self.p.fns[f].body.is_none() {
            // Used before its definition: an out-of-line one is checked as soon as it comes.
            self.wanted_bodies.insert(f);
        }
        if let Some((t, args, body, (at, what))) = self.lazy_template_bodies.remove(&f) {
            if self.inst_depth >= self.max_inst_depth {
                return;
            }
            self.inst_depth += 1;
            self.inst_stack.push((at, what));
            let saved = self.enter_template(t, &args);
            let saved_fcx = std::mem::take(&mut self.fcx);
            let saved_pack = (self.pack_index.take(), self.pack_len.take());
            let saved_sfinae = std::mem::replace(&mut self.sfinae, 0);
            let saved_implicit = std::mem::replace(&mut self.writing_implicit, 0);
            // A body is checked once, and is no unevaluated operand even when a constant or a
            // deduced return type asked for it there: what it calls is used.
            let saved_unevaluated = std::mem::replace(&mut self.unevaluated, 0);
            self.check_fn_body(f, body);
            self.unevaluated = saved_unevaluated;
            self.writing_implicit = saved_implicit;
            self.sfinae = saved_sfinae;
            (self.pack_index, self.pack_len) = saved_pack;
            self.fcx = saved_fcx;
            self.restore_scopes(saved);
            self.inst_stack.pop();
            self.inst_depth -= 1;
            return;
        }
        let Some((d, kinds, (at, what))) = self.lazy_bodies.remove(&f) else { return };
        let tu: &'a ast::TranslationUnit = self.tu;
        let DeclKind::Function(fd) = &tu.decl(d).kind else { return };
        let body = match fd.body {
            ast::FnBody::Block(b) | ast::FnBody::TryBlock(b) => b,
            _ => return,
        };
        if self.inst_depth >= self.max_inst_depth {
            return;
        }
        self.inst_depth += 1;
        self.inst_stack.push((at, what));
        let saved = self.enter_scopes(&kinds);
        let saved_fcx = std::mem::take(&mut self.fcx);
        let saved_lambdas = std::mem::take(&mut self.lambdas);
        let saved_pack = (self.pack_index.take(), self.pack_len.take());
        let saved_sfinae = std::mem::replace(&mut self.sfinae, 0);
        let saved_unevaluated = std::mem::replace(&mut self.unevaluated, 0);
        let saved_implicit = std::mem::replace(&mut self.writing_implicit, 0);
        self.check_fn_body(f, body);
        self.writing_implicit = saved_implicit;
        self.unevaluated = saved_unevaluated;
        self.sfinae = saved_sfinae;
        (self.pack_index, self.pack_len) = saved_pack;
        self.lambdas = saved_lambdas;
        self.fcx = saved_fcx;
        self.restore_scopes(saved);
        self.inst_stack.pop();
        self.inst_depth -= 1;
    }

    /// Template arguments when the template has a parameter pack or an argument is a pack
    /// expansion (`Tuple<int, Ts...>`): the written arguments are flattened, and a pack
    /// parameter takes every remaining one.
    fn class_template_args_packed(&mut self, t: usize, params: &[TParam], written: &[ast::TemplateArg], span: Span) -> Option<Vec<TemplateArg>> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let enclosing = self.templates[t].enclosing.clone();
        let type_param = TParam::Type { name: None, default: None, pack: false };
        let mut flat: Vec<TemplateArg> = Vec::new();
        for w in written {
            if w.pack_expansion {
                match w.kind {
                    ast::TemplateArgKind::Type(te) => flat.extend(self.expand_type(te).into_iter().map(TemplateArg::Type)),
                    ast::TemplateArgKind::Expr(e) => {
                        let ast::ExprKind::Name(path) = tu.expr(e).kind else {
                            // `IntList<(Is * 2)...>`: each element a constant.
                            let Some(elems) = self.expand_expr(e) else {
                                let span = tu.expr(e).span;
                                self.err(Diagnostic::error(diags::TEMPLATE_ARGS, span, "this pack expansion names no parameter pack").with_label("nothing to expand"));
                                return None;
                            };
                            for h in elems {
                                let h = self.rvalue(h);
                                let ty = self.p.types.unqual(self.p.expr(h).ty);
                                let v = self.eval_or_report(h, "a template argument")?;
                                flat.push(TemplateArg::Value(v, ty));
                            }
                            continue;
                        };
                        match self.resolve_path(path).and_then(|v| v.first().copied()) {
                            Some(Entity::Pack(i)) => match self.packs[i as usize].clone() {
                                super::variadic::PackEnt::Types(v) => flat.extend(v.into_iter().map(TemplateArg::Type)),
                                super::variadic::PackEnt::Values(v) => flat.extend(v.into_iter().map(|(c, ty)| TemplateArg::Value(c, ty))),
                                super::variadic::PackEnt::Vars(_) => {
                                    let span = tu.expr(e).span;
                                    self.err(Diagnostic::error(diags::TEMPLATE_ARGS, span, "a function parameter pack is not a template argument").with_label("not a constant"));
                                    return None;
                                }
                            },
                            Some(_) => {
                                let span = tu.expr(e).span;
                                let n = self.path_text(path);
                                self.err(Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("`{n}` is not a parameter pack")).with_label("nothing to expand"));
                                return None;
                            }
                            None => {
                                let span = tu.expr(e).span;
                                let n = self.path_text(path);
                                self.err(Diagnostic::error(diags::UNDECLARED, span, format!("use of undeclared identifier `{n}`")).with_label("not declared"));
                                return None;
                            }
                        }
                    }
                }
                continue;
            }
            // Converted by the parameter it lands on, below; types resolve the same either way.
            // Past a pack, each argument is an element of it (`IntList<1, 2, 3>`).
            let p = match params.iter().take(flat.len() + 1).position(|p| p.is_pack()) {
                Some(i) => params[i],
                None => params.get(flat.len()).copied().unwrap_or(type_param),
            };
            let p = if p.is_pack() { p.element() } else { p };
            flat.push(self.convert_targ(&p, w, &enclosing)?);
        }
        let mut out = Vec::new();
        let mut k = 0;
        for p in params {
            if p.is_pack() {
                out.push(TemplateArg::Pack(flat[k.min(flat.len())..].to_vec()));
                k = flat.len();
                continue;
            }
            match flat.get(k) {
                Some(a) => {
                    out.push(a.clone());
                    k += 1;
                }
                None => {
                    let name = self.text(self.templates[t].name).to_string();
                    self.err(
                        Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("too few template arguments for `{name}`"))
                            .with_label(format!("{} given", flat.len())),
                    );
                    return None;
                }
            }
        }
        if k < flat.len() {
            let name = self.text(self.templates[t].name).to_string();
            self.err(
                Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("too many template arguments for `{name}`"))
                    .with_label(format!("{} given, {} expected", flat.len(), params.len())),
            );
            return None;
        }
        Some(out)
    }
}

/// The plain name a written template argument is (`T`, `Ts...`, `N`), if it is one.
fn written_ident(tu: &ast::TranslationUnit, w: &ast::TemplateArg) -> Option<Name> {
    match w.kind {
        ast::TemplateArgKind::Type(te) => match &tu.ty(te).kind {
            ast::TypeExprKind::Named { path, .. } => tu.path(*path).as_ident(),
            ast::TypeExprKind::PackExpansion(x) => match &tu.ty(*x).kind {
                ast::TypeExprKind::Named { path, .. } => tu.path(*path).as_ident(),
                _ => None,
            },
            _ => None,
        },
        ast::TemplateArgKind::Expr(e) => match tu.expr(e).kind {
            ast::ExprKind::Name(path) => tu.path(path).as_ident(),
            _ => None,
        },
    }
}

/// The position of the one qualifier of `path` with template arguments, the class template an
/// out-of-line member definition belongs to (`V<T>` in `std::V<T>::param_type::f`).
fn template_qualifier(path: &ast::Path) -> Option<usize> {
    let mut with_args = path.qualifier.iter().enumerate().filter(|(_, q)| q.args.is_some());
    let (i, _) = with_args.next()?;
    with_args.next().is_none().then_some(i)
}

/// The checker's state a class definition started inside other work sets aside.
pub(super) struct SavedContext {
    fcx: super::ctx::FnCtx,
    deferred_bodies: Vec<(FnId, ast::DeclId, Vec<ScopeKind>)>,
    deferred_defaults: Vec<super::functions::DeferredDefault>,
    unevaluated: u32,
    sfinae: u32,
    pack: (Option<usize>, Option<usize>),
}
