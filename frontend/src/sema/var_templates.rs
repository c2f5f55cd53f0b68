//! Variable templates (`template<class T> constexpr T pi_v = T(3.14159);`), also as static
//! data members of classes (libstdc++'s `map::__usable_key<K>`). A template-id
//! naming one (`pi_v<float>`) resolves its arguments as a class template's are (defaults
//! filled in), then instantiates the variable once per argument list: its declaration is
//! checked again at namespace scope with the parameters bound, from the explicit or most
//! specialized partial specialization that matches, else the primary template (the choice
//! is `class_templates.rs`'s, shared with class templates). A `constexpr` instantiation
//! folds like any constant; every instantiation has C++ linkage and records its arguments in
//! `Program::var_template_args`, so codegen mangles it as clang does (`_Z4pi_vIfE`) and
//! emits it `linkonce_odr`.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::{Checker, Entity, ScopeKind, TemplateKind};
use super::decls::At;
use super::diags;
use super::hir::*;

impl<'a> Checker<'a> {
    /// Records variable template `decl` declaring `v`.
    pub(super) fn declare_var_template(&mut self, decl: ast::DeclId, span: Span, v: &'a ast::VarDecl) {
        let tu: &'a ast::TranslationUnit = self.tu;
        let ast::DeclKind::Template(td) = &tu.decl(decl).kind else { return };
        if let (true, Some(written)) = (td.params.is_empty(), &tu.path(v.name).last.args) {
            return self.declare_var_specialization(v, written, span);
        }
        if tu.path(v.name).last.args.is_some() {
            return self.declare_var_partial_specialization(decl, v, span);
        }
        let Some(name) = self.last_ident(v.name) else {
            self.err(Diagnostic::error(diags::BAD_DECLARATOR, span, "invalid variable template name").with_label("here"));
            return;
        };
        self.push_template(TemplateKind::Var, name, decl, span);
    }

    /// `template<> constexpr bool is_small_v<char> = true;`: the variable for these arguments.
    fn declare_var_specialization(&mut self, v: &'a ast::VarDecl, written: &[ast::TemplateArg], span: Span) {
        let Some(t) = self.primary_var_template(v, "specialization", span) else { return };
        let Some(args) = self.class_template_args(t, written, span) else { return };
        if self.templates[t].var_instances.iter().any(|(a, _)| *a == args) {
            self.err(
                Diagnostic::error(diags::TEMPLATE_ARGS, span, "explicit specialization after the variable was instantiated")
                    .with_label("these arguments were already used")
                    .with_note("declare the specialization before its first use"),
            );
            return;
        }
        // Declared in a scope of its own: the name stays the template's.
        self.push_scope(ScopeKind::TemplateParams);
        let id = self.declare_var(v, span, At::Namespace);
        self.pop_scope();
        let Some(id) = id else { return };
        if self.p.vars[id].linkage == Linkage::Internal && v.spec.storage != ast::Storage::Static && !self.in_anonymous_namespace() {
            self.p.vars[id].linkage = Linkage::Cxx;
        }
        self.p.var_template_args.insert(id, args.clone());
        self.p.var_specializations.insert(id);
        self.templates[t].var_instances.push((args, id));
    }

    /// `template<class T> constexpr bool is_ptr_v<T*> = true;`: recorded with the primary
    /// template, matched when an instantiation is asked for (as a class template's are).
    fn declare_var_partial_specialization(&mut self, decl: ast::DeclId, v: &'a ast::VarDecl, span: Span) {
        let Some(t) = self.primary_var_template(v, "partial specialization", span) else { return };
        let enclosing = self.enclosing_kinds();
        self.templates[t].specs.push(super::ctx::ClassSpec { decl, explicit: None, enclosing });
    }

    /// The variable template a specialization (`what`) of `v` specializes; reports its absence.
    fn primary_var_template(&mut self, v: &ast::VarDecl, what: &str, span: Span) -> Option<usize> {
        let name = self.last_ident(v.name)?;
        let primary = self.lookup(name).iter().find_map(|e| match *e {
            Entity::Template(t) if self.templates[t].kind == TemplateKind::Var => Some(t),
            _ => None,
        });
        if primary.is_none() {
            self.err(
                Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("{what} of `{}`, which is not a variable template", self.text(name)))
                    .with_label("no variable template of this name is declared")
                    .with_note("declare the primary template before its specializations"),
            );
        }
        primary
    }

    /// The variable of variable template `t` with `args`, instantiated once per argument list.
    pub(super) fn instantiate_var(&mut self, t: usize, args: Vec<TemplateArg>, span: Span) -> Option<VarId> {
        if let Some((_, v)) = self.templates[t].var_instances.iter().find(|(a, _)| *a == args) {
            return Some(*v);
        }
        let chosen = self.choose_specialization(t, &args, span).ok()?;
        let (decl, bound, enclosing) =
            chosen.unwrap_or_else(|| (self.templates[t].decl, args.clone(), self.templates[t].enclosing.clone()));
        let tu: &'a ast::TranslationUnit = self.tu;
        let inner = self.template_inner(decl)?;
        let ast::DeclKind::Var(v) = &tu.decl(inner).kind else { return None };
        if !self.enter_instantiation(t, &args, span) {
            return None;
        }
        let params = self.params_of(decl);
        let saved = self.enter_scopes(&enclosing);
        self.push_scope(ScopeKind::TemplateParams);
        self.bind_params(&params, &bound);
        let saved_fcx = std::mem::take(&mut self.fcx);
        let saved_unevaluated = std::mem::replace(&mut self.unevaluated, 0);
        let saved_sfinae = std::mem::replace(&mut self.sfinae, 0);
        // An instantiation requested inside a pack expansion is not part of it.
        let saved_pack = (self.pack_index.take(), self.pack_len.take());
        let id = self.declare_var(v, tu.decl(inner).span, At::Namespace);
        (self.pack_index, self.pack_len) = saved_pack;
        self.sfinae = saved_sfinae;
        self.unevaluated = saved_unevaluated;
        self.fcx = saved_fcx;
        self.restore_scopes(saved);
        self.leave_instantiation();
        let id = id?;
        // `const` does not make an instantiation internal: one definition per program. A static
        // data member template's `static` says it is a member, not that it is internal.
        let member = enclosing.iter().any(|k| matches!(k, ScopeKind::Record(_)));
        let is_static = v.spec.storage == ast::Storage::Static && !member;
        if self.p.vars[id].linkage == Linkage::Internal && !is_static && !self.in_anonymous_namespace_of(&enclosing) {
            self.p.vars[id].linkage = Linkage::Cxx;
        }
        self.p.var_template_args.insert(id, args.clone());
        self.templates[t].var_instances.push((args, id));
        Some(id)
    }

    /// Whether scopes `enclosing` lie in an anonymous namespace (or the template is `static`).
    fn in_anonymous_namespace_of(&mut self, enclosing: &[ScopeKind]) -> bool {
        let saved = self.enter_scopes(enclosing);
        let r = self.in_anonymous_namespace();
        self.restore_scopes(saved);
        r
    }

    /// `pi_v<float>` where the arguments were wrong: nothing to name.
    pub(super) fn is_var_template(&self, e: &Entity) -> bool {
        matches!(*e, Entity::Template(t) if self.templates[t].kind == TemplateKind::Var)
    }
}
