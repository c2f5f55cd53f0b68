//! A function template defined after some of its specializations were made: a template
//! declared, called, and defined later in the file (NVIDIA's simpleTemplates sample calls
//! `runTest<float>` from `main` above its definition), or a member template of a class
//! template declared in the class and defined out of line later (libstdc++'s
//! `vector::_M_realloc_insert` in `vector.tcc`), where checking the body of another member can
//! instantiate it before its definition is attached to the class's instance. Explicit
//! specializations declared without a body are defined elsewhere and keep none. Those
//! specializations were declarations; when the definition arrives each gets its body, with
//! the parameter names of the definition ([temp.point]: a function template specialization
//! may be defined anywhere before the end of the translation unit).

use crate::ast::{self, DeclKind};

use super::ctx::Checker;
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
