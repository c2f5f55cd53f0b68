//! Pack expansions in a constructor's member initializer list: `: Base<Is, Ts>(args)...`
//! initializes one base per element of the packs the initializer names. The base's name and
//! its arguments are checked once per element (with `Checker::pack_index` set, as `variadic.rs`
//! checks any expansion), each giving the base it names and its checked initializer.

use crate::ast;
use crate::diag::Diagnostic;

use super::ctx::{Checker, Entity};
use super::diags;
use super::hir::*;
use super::inheritance::BaseInfo;

impl Checker<'_> {
    /// The bases that the pack-expanded member initializer `mi` names among `bases`, each with
    /// its initializer; reports an element that names no direct base.
    pub(super) fn expand_base_inits(&mut self, mi: &ast::MemInit, bases: &[BaseInfo]) -> Vec<(RecordId, ExprId)> {
        let saved = (self.pack_index, self.pack_len);
        // A quiet probe first: the packs' length, without reporting for an empty pack.
        let sfinae_failed = self.sfinae_failed;
        self.pack_index = Some(0);
        self.pack_len = None;
        self.sfinae += 1;
        let _ = self.resolve_path(mi.target);
        self.sfinae -= 1;
        self.sfinae_failed = sfinae_failed;
        let Some(n) = self.pack_len else {
            (self.pack_index, self.pack_len) = saved;
            self.err(
                Diagnostic::error(diags::TEMPLATE_ARGS, mi.span, "a pack expansion whose base class names no parameter pack")
                    .with_label("`...` expands nothing here")
                    .with_note("the base class named before `...` must use a parameter pack of the template"),
            );
            return Vec::new();
        };
        let mut out = Vec::new();
        for k in 0..n.min(4096) {
            self.pack_index = Some(k);
            self.pack_len = None;
            let named = match self.resolve_path(mi.target) {
                Some(ents) => ents.first().and_then(|e| if let Entity::Type(t) = *e { self.p.types.record_of(t) } else { None }),
                None => None,
            };
            let Some(b) = bases.iter().find(|b| Some(b.record) == named) else {
                let shown = self.path_text(mi.target);
                self.err(
                    Diagnostic::error(diags::UNDECLARED, mi.span, format!("`{shown}` does not name a direct base class here"))
                        .with_label("an element of this pack expansion")
                        .with_note("a pack-expanded member initializer names one direct base per element"),
                );
                continue;
            };
            let bt = self.p.types.record(b.record);
            let (e, _) = self.check_init(Some(bt), &mi.init, mi.span, "a member initializer");
            let e = e.unwrap_or_else(|| self.error_expr(mi.span));
            out.push((b.record, e));
        }
        (self.pack_index, self.pack_len) = saved;
        out
    }
}
