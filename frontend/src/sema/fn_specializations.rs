//! Explicit specializations of function templates: `template<> R f<A...>(params) { ... }`,
//! or with the arguments deduced from the parameters (`template<> istream& operator>>(istream&,
//! string&);`, as libstdc++ declares the specializations its shared library defines). The
//! specialized template is the one whose deduction from the specialization's parameter types
//! succeeds (invented operands of those types, as a call would pass) and gives exactly those
//! parameter types, the most specialized of several; the specialization becomes that template's instance for those arguments, so a
//! call that selects them uses it (and its symbol is the instance's). A specialization
//! without a body is defined elsewhere; one with a body is an ordinary function (not inline
//! unless written so).

use crate::ast::{self, DeclKind, SpecFlags};
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::ctx::{Checker, Entity, TemplateKind};
use super::diags;
use super::hir::*;

impl<'a> Checker<'a> {
    /// Declares the explicit specialization `decl` (`template<>` with function declaration
    /// `inner`, named `name`) of a function template.
    pub(super) fn declare_fn_specialization(&mut self, inner: ast::DeclId, f: &'a ast::FunctionDecl, name: Name, span: Span) {
        let tu: &'a ast::TranslationUnit = self.tu;
        let path = tu.path(f.name);
        let container = if path.qualifier.is_empty() { None } else { self.resolve_qualifier(f.name) };
        let found = match container {
            Some(c) => self.lookup_in(c, name),
            None => self.lookup(name),
        };
        let cands: Vec<usize> = found
            .iter()
            .filter_map(|e| match *e {
                Entity::Template(t) if self.templates[t].kind == TemplateKind::Function => Some(t),
                _ => None,
            })
            .collect();
        let shown = self.text(name).to_string();
        if cands.is_empty() {
            self.err(
                Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("explicit specialization of `{shown}`, which is not a function template"))
                    .with_label("no function template of this name is declared")
                    .with_note("declare the primary template before its specializations"),
            );
            return;
        }
        let mut operands = Vec::new();
        let mut param_tys = Vec::new();
        for &p in &f.sig.params {
            let DeclKind::Param(pd) = &tu.decl(p).kind else { continue };
            let t = self.resolve_type(pd.ty);
            if self.p.types.is_error(t) {
                return;
            }
            operands.push(self.declval(t, span));
            param_tys.push(self.adjust_param_type(t));
        }
        let explicit = path.last.args.as_deref();
        let mut matched: Vec<(usize, Vec<TemplateArg>)> = Vec::new();
        for t in cands {
            let Some(args) = self.deduce(t, explicit, &operands, span) else { continue };
            // Explicit arguments deduce nothing: the substituted parameters must be these.
            if self.template_signature(t, &args).is_some_and(|(tys, _)| tys == param_tys) {
                matched.push((t, args));
            }
        }
        let n = operands.len();
        let best = (0..matched.len()).find(|&i| {
            (0..matched.len()).all(|j| {
                i == j || {
                    let ((a, aa), (b, ba)) = (matched[i].clone(), matched[j].clone());
                    self.fn_template_at_least_as_specialized(a, &aa, b, &ba, n)
                }
            })
        });
        let Some((t, args)) = best.map(|i| matched.swap_remove(i)) else {
            self.err(
                Diagnostic::error(diags::NO_MATCHING_CALL, span, format!("no function template `{shown}` matches this explicit specialization"))
                    .with_label("specialized here")
                    .with_note("the parameter types must be those of a template's parameters with its arguments substituted"),
            );
            return;
        };
        // A redeclaration of the specialization (a definition after a declaration gives the
        // declared function its body), or one after the instance was used.
        let earlier = self.templates[t].instances.iter().find(|(a, _)| *a == args).map(|&(_, f)| f);
        let defines = matches!(f.body, ast::FnBody::Block(_) | ast::FnBody::TryBlock(_));
        if let Some(old) = earlier {
            if defines && self.fn_specializations.contains(&old) && self.p.fns[old].body.is_none() {
                if let Some(new) = self.declare_function_decl(inner, Some(args.clone()), Some(t)) {
                    self.templates[t].instances.retain(|(a, g)| !(*a == args && *g == new));
                    self.p.fns[old].params = self.p.fns[new].params.clone();
                    self.p.fns[old].body = self.p.fns[new].body.take();
                    self.p.fns[old].span = self.p.fns[new].span;
                    if f.spec.flags.has(SpecFlags::INLINE) {
                        self.p.fns[old].inline = Inline::Explicit;
                    }
                }
            }
            return;
        }
        let args_for_sig = args.clone();
        let Some(id) = self.declare_function_decl(inner, Some(args), Some(t)) else { return };
        self.fn_specializations.insert(id);
        let flags = f.spec.flags;
        self.p.fns[id].inline = if flags.has(SpecFlags::INLINE) || flags.has(SpecFlags::FORCEINLINE) {
            Inline::Explicit
        } else if flags.has(SpecFlags::CONSTEXPR) {
            Inline::Constexpr
        } else {
            Inline::No
        };
        // The symbol is the instance's: the template's signature with these arguments.
        let primary = self.templates[t].decl;
        let saved = self.enter_template(t, &args_for_sig);
        let sig = self.sig_pattern(primary);
        self.restore_scopes(saved);
        if let Some(sig) = sig {
            self.p.template_sigs.insert(id, sig);
        }
        self.instances.push(DeclRef::Fn(id));
    }
}
