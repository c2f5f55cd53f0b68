//! Constructor templates (`template<class U> S(const U&)`, libstdc++'s converting
//! constructors of iterators, allocators, `pair` and `tuple`). A constructor template is kept
//! per class, not under a name, and joins overload resolution wherever the class's
//! constructors do: its arguments are deduced from the call, and the chosen specialization is
//! instantiated as a constructor that is never listed among the class's own constructors (it
//! is no copy or move constructor, and later calls deduce again). A specialization that would
//! take the class itself by value is never a candidate ([class.copy.ctor]/5).

use crate::source::Span;

use super::conversions::Rank;
use super::ctx::{Checker, ScopeKind};
use super::hir::*;
use super::overloads::Cand;
use super::types::TypeId;

impl Checker<'_> {
    /// The class whose constructor template function template `decl` (just declared, with
    /// name `name`) is: the class being defined, when the template names it and has no return
    /// type.
    pub(super) fn ctor_template_class(&self, name: crate::intern::Name, has_ret: bool) -> Option<RecordId> {
        if has_ret {
            return None;
        }
        let r = match self.scopes.iter().rev().map(|s| s.kind).find(|k| *k != ScopeKind::TemplateParams) {
            Some(ScopeKind::Record(r)) => r,
            _ => return None,
        };
        (self.p.records[r].name == Some(name)).then_some(r)
    }

    /// Whether class `r` has constructor templates.
    pub(super) fn has_ctor_templates(&self, r: RecordId) -> bool {
        self.classes.ctor_templates.get(&r).is_some_and(|l| !l.is_empty())
    }

    /// The constructor templates of `r` whose arguments deduce from `args`, with them.
    pub(super) fn ctor_template_cands(&mut self, r: RecordId, args: &[ExprId], span: Span) -> Vec<Cand> {
        let mut templates = self.classes.ctor_templates.get(&r).cloned().unwrap_or_default();
        templates.extend(self.inherited_ctor_templates(r));
        let rt = self.p.types.record(r);
        let mut out = Vec::new();
        for t in templates {
            let Some(targs) = self.deduce(t, None, args, span) else { continue };
            if args.len() == 1 {
                let Some((params, _)) = self.template_signature(t, &targs) else { continue };
                if params.first().is_some_and(|&p| self.p.types.unqual(p) == rt) {
                    continue;
                }
            }
            out.push(Cand::Template(t, targs));
        }
        out
    }

    /// Whether argument `a` converts to class `to` through a constructor template taking it
    /// alone, by a standard conversion (a user-defined conversion never nests in another).
    pub(super) fn converts_via_ctor_template(&mut self, a: ExprId, to: TypeId) -> bool {
        let Some(r) = self.p.types.record_of(self.p.types.non_ref(to)) else { return false };
        if !(self.has_ctor_templates(r) || !self.inherited_ctor_templates(r).is_empty()) || self.in_user_conversion {
            return false;
        }
        let span = self.p.expr(a).span;
        self.in_user_conversion = true;
        let mut found = false;
        for c in self.ctor_template_cands(r, &[a], span) {
            let Cand::Template(t, targs) = c else { continue };
            let Some((params, defaults)) = self.template_signature(t, &targs) else { continue };
            // One argument: the other parameters need default arguments.
            if params.len() > defaults + 1 {
                continue;
            }
            let Some(&first) = params.first() else { continue };
            if self.arg_conv(a, first).is_some_and(|c| c.rank < Rank::UserDefined) {
                found = true;
                break;
            }
        }
        self.in_user_conversion = false;
        found
    }
}
