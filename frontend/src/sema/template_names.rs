//! A function template named, without template arguments, where a function pointer or
//! reference is expected: `std::cout << std::endl` (the member `operator<<` taking
//! `ostream& (*)(ostream&)`), `apply(twice, 3)` for a parameter `int (*)(int)` ([over.over],
//! [temp.deduct.funcaddr]). As a call argument or an operator's operand the name stays a
//! placeholder (as a braced list does, `braced_args.rs`) until overload resolution offers a
//! parameter type: a function type, or a pointer or reference to one, deduces the template's
//! arguments, and the one specialization whose type is exactly that is the argument. Template
//! argument deduction treats the placeholder as a non-deduced context; anywhere else it is an
//! error that says to call the template or name its arguments.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::conversions::{Conv, Rank};
use super::ctx::{Checker, Entity, TemplateKind};
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};

impl Checker<'_> {
    /// `e` checked as a call argument or an operator's operand: a placeholder when it names
    /// function templates only, without template arguments; else the checked expression.
    pub(super) fn check_operand(&mut self, e: ast::ExprId) -> ExprId {
        if let ast::ExprKind::Name(path) = self.tu.expr(e).kind {
            // Names whose qualifiers are plain (`endl`, `std::endl`): resolving those has no
            // effect, where `Fact<5>::value` would instantiate (and report) twice.
            let p = self.tu.path(path);
            if p.last.args.is_none() && p.qualifier.iter().all(|q| q.args.is_none()) {
                let ents = self.resolve_path(path).unwrap_or_default();
                let templates: Vec<usize> = ents
                    .iter()
                    .filter_map(|x| match *x {
                        Entity::Template(t) if self.templates[t].kind == TemplateKind::Function => Some(t),
                        _ => None,
                    })
                    .collect();
                if !templates.is_empty() && templates.len() == ents.len() {
                    let span = self.tu.expr(e).span;
                    let name = self.path_text(path);
                    let x = self.mk(ExprKind::Error, builtin::VOID, ValueCat::PrValue, span);
                    self.template_names.insert(x, (templates, name, self.sfinae == 0));
                    return x;
                }
            }
        }
        self.check_expr(e)
    }

    /// Whether `e` is such a placeholder.
    pub(super) fn is_template_name(&self, e: ExprId) -> bool {
        self.template_names.contains_key(&e)
    }

    /// The function type a target of type `to` takes: a function type, or one a pointer or
    /// reference points to.
    fn target_fn_type(&self, to: TypeId) -> Option<TypeId> {
        let t = self.p.types.unqual(self.p.types.non_ref(to));
        if self.p.types.is_function(t) {
            return Some(t);
        }
        self.p.types.pointee(t).map(|p| self.p.types.unqual(p)).filter(|&p| self.p.types.is_function(p))
    }

    /// The one template of `templates` and its arguments whose specialization has the function
    /// type `to` wants.
    fn template_for(&mut self, templates: &[usize], to: TypeId) -> Option<(usize, Vec<TemplateArg>)> {
        let fn_ty = self.target_fn_type(to)?;
        let mut found: Vec<(usize, Vec<TemplateArg>)> = templates.iter().filter_map(|&t| self.deduce_for_fn_type(t, fn_ty).map(|a| (t, a))).collect();
        if found.len() == 1 {
            found.pop()
        } else {
            None
        }
    }

    /// The conversion of placeholder `e` to a parameter of type `to`, for ranking: an exact
    /// match when one specialization has the type.
    pub(super) fn template_name_conv(&mut self, e: ExprId, to: TypeId) -> Option<Conv> {
        let (templates, _, _) = self.template_names.get(&e).cloned()?;
        self.template_for(&templates, to).map(|_| Conv::ranked(Rank::Exact))
    }

    /// Placeholder `e` converted to `to`: the specialization, instantiated, then converted as
    /// any function lvalue (to a pointer, or bound to a reference).
    pub(super) fn convert_template_name(&mut self, e: ExprId, to: TypeId, what: &dyn Fn() -> String) -> ExprId {
        let Some((templates, name, _)) = self.template_names.remove(&e) else { return e };
        let span = self.p.expr(e).span;
        let Some((t, args)) = self.template_for(&templates, to) else {
            let shown = self.type_name(to);
            self.err(
                Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("no specialization of function template `{name}` converts to `{shown}` in {}", what()))
                    .with_label("its arguments cannot be deduced from this type")
                    .with_note(format!("call `{name}`, or name its template arguments (`{name}<...>`)")),
            );
            return self.error_expr(span);
        };
        let Some(f) = self.instantiate(t, args, span) else { return self.error_expr(span) };
        self.ensure_body(f);
        let ty = self.p.fns[f].ty;
        let x = self.mk(ExprKind::Fn(f), ty, ValueCat::LValue, span);
        self.convert_lazy(x, to, what)
    }

    /// An operand that no parameter took: reports it, as a name that must be called.
    pub(super) fn template_name_misused(&mut self, e: ExprId) -> ExprId {
        let span = self.p.expr(e).span;
        if let Some((_, name, _)) = self.template_names.remove(&e) {
            self.template_name_error(&name, span);
        }
        self.error_expr(span)
    }

    fn template_name_error(&mut self, name: &str, span: Span) {
        self.err(
            Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("function template `{name}` used without a call"))
                .with_label("call it so its arguments can be deduced")
                .with_note(format!("or pass it where a function pointer type picks a specialization, or name its arguments (`{name}<...>`)")),
        );
    }

    /// At the end of checking: the placeholders nothing converted (a `...` argument, a builtin
    /// operator's operand), each an error.
    pub(super) fn report_stray_template_names(&mut self) {
        let mut left: Vec<(ExprId, String)> = self.template_names.iter().filter(|(_, v)| v.2).map(|(&e, v)| (e, v.1.clone())).collect();
        left.sort();
        for (e, name) in left {
            let span = self.p.expr(e).span;
            self.template_name_error(&name, span);
        }
        self.template_names.clear();
    }
}
