//! Inheriting constructors (`using Base::Base;`, [namespace.udecl]/3, [class.inhctor.init]):
//! the class's constructor candidates include the base's, but the base's copy and move
//! constructors, and its default constructor where the class has one of its own (C++17).
//! Constructing the class through one constructs its base subobject, which is the whole object when the class adds nothing to initialize: no data members, no other base, no
//! virtual function table of its own (libstdc++'s `__uniq_ptr_data`, `_Optional_payload` and
//! `_Variant_storage_alias` are such). A class that does add something does not inherit them
//! yet: it is an error at the using-declaration.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::{Checker, Entity, ScopeKind};
use super::diags;
use super::hir::*;

/// The longest chain of classes inheriting their base's constructors followed.
const MAX_CHAIN: usize = 32;

impl Checker<'_> {
    /// Handles `using B::B;` in a class (`path`); false when `path` does not name a base's
    /// constructors.
    pub(super) fn inheriting_ctors(&mut self, path: ast::PathId, span: Span) -> bool {
        let Some(ScopeKind::Record(d)) = self.enclosing_kinds().last().cloned() else { return false };
        let Some(last) = self.last_ident(path) else { return false };
        let Some(Entity::Type(t)) = self.resolve_qualifier(path) else { return false };
        let Some(b) = self.p.types.record_of(t) else { return false };
        // `B::B`, or `Alias::Alias` where the qualifier's last name is repeated ([class.qual]/2).
        let qualifier_last = self.tu.path(path).qualifier.last().and_then(|q| match q.name {
            ast::UnqualName::Ident(n) => Some(n),
            _ => None,
        });
        if self.p.records[b].name != Some(last) && qualifier_last != Some(last) {
            return false;
        }
        self.classes.inherited_ctors.insert(d, (b, span));
        true
    }

    /// The base whose constructors `r` inherits, when `r` adds nothing they would leave unset.
    fn inheriting_from(&self, r: RecordId) -> Option<RecordId> {
        let &(b, _) = self.classes.inherited_ctors.get(&r)?;
        let bases = self.classes.bases.get(&r)?;
        let single = bases.len() == 1 && bases[0].record == b && bases[0].field.is_none_or(|f| f == 0);
        let own_vtable = self.p.vtables.contains_key(&r) && !self.p.vtables.contains_key(&b);
        (single && !own_vtable && self.binding_named_fields(r).is_empty()).then_some(b)
    }

    /// The constructors `r` inherits (not the base's copy and move constructors, nor its
    /// default constructor where `r` has one),
    /// including those its base inherits in turn (libstdc++'s `variant` inherits its storage's
    /// constructors through five `using _Base::_Base;` in a row).
    pub(super) fn inherited_ctor_list(&self, r: RecordId) -> Vec<FnId> {
        let mut out = Vec::new();
        let mut at = r;
        for _ in 0..MAX_CHAIN {
            let Some(b) = self.inheriting_from(at) else { break };
            let ctors = self.classes.ctors.get(&b).cloned().unwrap_or_default();
            let all_default = |c: &Self, f: FnId| c.p.fns[f].params.iter().all(|&p| c.p.vars[p].init.is_some());
            // C++17 (P0136) inherits the default constructor too, unless the class has one
            // of its own: `__uniq_ptr_data` declares only its move constructor, and
            // `unique_ptr`'s `_M_t()` calls `__uniq_ptr_impl() = default`. A class without
            // user-declared constructors has its implicit default constructor instead.
            // (A class whose only constructors are defaulted copies keeps an empty list.)
            let own_default = match self.classes.ctors.get(&at) {
                Some(own) => own.iter().any(|&c| all_default(self, c)),
                None => true,
            };
            out.extend(ctors.into_iter().filter(|&c| {
                (!all_default(self, c) || !own_default) && !self.is_copy_or_move(c, b) && !self.classes.implicit.contains(&c)
            }));
            at = b;
        }
        out
    }

    /// The constructor templates `r` inherits, through a chain of inheriting classes too.
    pub(super) fn inherited_ctor_templates(&self, r: RecordId) -> Vec<usize> {
        let mut out = Vec::new();
        let mut at = r;
        for _ in 0..MAX_CHAIN {
            let Some(b) = self.inheriting_from(at) else { break };
            out.extend(self.classes.ctor_templates.get(&b).cloned().unwrap_or_default());
            at = b;
        }
        out
    }

    /// Reports each `using B::B;` of class `r` (now complete) that circlec cannot honour.
    pub(super) fn check_inheriting_ctors(&mut self, r: RecordId) {
        let Some(&(_, span)) = self.classes.inherited_ctors.get(&r) else { return };
        if self.inheriting_from(r).is_none() {
            self.err(
                Diagnostic::error(diags::UNSUPPORTED, span, "inheriting constructors into a class with members or bases of its own is not supported yet")
                    .with_label("the class adds to what the base's constructors initialize")
                    .with_note("write the constructors that forward to the base's"),
            );
        }
    }
}
