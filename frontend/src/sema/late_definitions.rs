//! Definitions that arrive after their uses.
//!
//! A function template defined after some of its specializations were made: a template
//! declared, called, and defined later in the file (NVIDIA's simpleTemplates sample calls
//! `runTest<float>` from `main` above its definition), or a member template of a class
//! template declared in the class and defined out of line later (libstdc++'s
//! `vector::_M_realloc_insert` in `vector.tcc`), where checking the body of another member can
//! instantiate it before its definition is attached to the class's instance. Those
//! specializations were declarations; when the definition arrives each gets its body, with
//! the parameter names of the definition ([temp.point]: a function template specialization
//! may be defined anywhere before the end of the translation unit). Explicit specializations
//! declared without a body are defined elsewhere and keep none.
//!
//! A class template's explicit specialization declared after its template-id was only named:
//! the instance made from the primary template is redone from the specialization.

use crate::ast::{self, DeclKind};

use super::ctx::{Checker, Entity};
use super::hir::*;

impl Checker<'_> {
    /// Gives the body of `def`, the definition of function template `t`, to the
    /// specializations of `t` made while it was only declared.
    pub(super) fn define_earlier_instances(&mut self, t: usize, def: ast::DeclId) {
        let tu = self.tu;
        let DeclKind::Template(td) = &tu.decl(def).kind else { return };
        let DeclKind::Function(f) = &tu.decl(td.inner).kind else { return };
        let body = match f.body {
            ast::FnBody::Block(b) | ast::FnBody::TryBlock(b) => b,
            _ => return,
        };
        let waiting: Vec<(Vec<TemplateArg>, FnId)> = self.templates[t]
            .instances
            .iter()
            .filter(|(_, id)| self.p.fns[*id].body.is_none() && !self.lazy_template_bodies.contains_key(id) && !self.fn_specializations.contains(id))
            .cloned()
            .collect();
        for (args, id) in waiting {
            self.rename_params(id, f);
            let what = format!("{}<{}>", self.text(self.templates[t].name), super::resolve_types::template_args_text(&self.p, self.names, &args));
            self.lazy_template_bodies.insert(id, (t, args, body, (tu.decl(def).span, what)));
            self.ensure_body(id);
        }
    }

    /// An explicit specialization `template<> class X<A>` declared after `X<A>` was named: a
    /// name alone does not instantiate ([temp.inst]/2), so a parameter `X<A>&` declared earlier
    /// names the specialization (libcu++ declares `barrier_native_handle(barrier<
    /// thread_scope_block>&)` before specializing `barrier<thread_scope_block>`). circlec made
    /// the instance from the primary template when it was named; it is emptied, keeping its
    /// id (so the types that name it stay the same), and completed from the specialization at
    /// its next use.
    pub(super) fn redo_primary_instance(&mut self, t: usize, args: &[TemplateArg]) {
        let Some(r) = self.templates[t].class_instances.iter().find(|(a, _)| a == args).map(|&(_, r)| r) else { return };
        if self.from_specialization.contains(&r) {
            return;
        }
        let old = &self.p.records[r];
        let fresh = RecordDecl::declared(old.name, old.scope, old.kind, old.template_args.clone(), old.span);
        self.p.records[r] = fresh;
        self.rec_names.remove(&r);
        self.p.bases.remove(&r);
        self.p.vbases.remove(&r);
        self.param_names.retain(|(rec, _)| *rec != r);
        self.mutable_fields.retain(|(rec, _)| *rec != r);
        self.classes.ctors.remove(&r);
        self.classes.ctor_templates.remove(&r);
        self.classes.inherited_ctors.remove(&r);
        self.classes.bases.remove(&r);
        self.classes.vptr_field.remove(&r);
        self.classes.finals.remove(&r);
        self.classes.field_inits.retain(|(rec, _), _| *rec != r);
        self.classes.bit_field_inits.retain(|(rec, _), _| *rec != r);
        self.p.bit_fields.remove(&r);
        self.p.vtables.remove(&r);
        self.p.non_trivial_for_calls.remove(&r);
        self.member_classes_defined.retain(|(_, rec)| *rec != r);
        for f in self.friend_defs.remove(&r).unwrap_or_default() {
            let (ns, name) = (self.p.fns[f].scope.namespace, self.p.fns[f].name);
            if let Some(v) = self.ns_names.get_mut(&ns).and_then(|t| t.get_mut(&name)) {
                v.retain(|e| *e != Entity::Fn(f));
            }
        }
        self.bodiless_instances.insert(r);
    }

    /// Names function `id`'s parameters as definition `f` does (a declaration may leave them
    /// unnamed or name them otherwise); a parameter pack names all of its elements.
    fn rename_params(&mut self, id: FnId, f: &ast::FunctionDecl) {
        let tu = self.tu;
        let params = self.p.fns[id].params.clone();
        let mut i = 0;
        for &pd in &f.sig.params {
            let DeclKind::Param(p) = &tu.decl(pd).kind else { continue };
            if p.pack {
                if let Some(n) = p.name {
                    for e in self.fn_param_packs.iter_mut().filter(|e| e.0 == id && e.2 == i) {
                        e.1 = n;
                    }
                    for &v in params.iter().skip(i) {
                        self.p.vars[v].name = n;
                    }
                }
                return;
            }
            if let (Some(n), Some(&v)) = (p.name, params.get(i)) {
                self.p.vars[v].name = n;
            }
            i += 1;
        }
    }
}
