//! Using-declarations of operators from base classes: `using Base::operator();`, and the pack
//! expansion `using Bs::operator()...;` (the overload-set idiom), which make each base's
//! operator a candidate of the derived class's operator lookup.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::{Checker, Entity};
use super::diags;
use super::variadic::PackEnt;

impl<'a> Checker<'a> {
    /// Handles `using Q::operator@;` (with `pack`: `Q` is a pack of classes); false when the
    /// path does not name an operator (the caller handles it).
    pub(super) fn using_operator_decl(&mut self, path: ast::PathId, pack: bool, span: Span) -> bool {
        let tu: &'a ast::TranslationUnit = self.tu;
        let p = tu.path(path);
        let op = match p.last.name {
            ast::UnqualName::Operator(op) => op,
            _ if pack => {
                self.err(
                    Diagnostic::error(diags::UNSUPPORTED, span, "pack expansions of using-declarations other than operators are not supported yet")
                        .with_label("here")
                        .with_note("write `using Bs::operator()...;`, or one using-declaration per base"),
                );
                return true;
            }
            _ => return false,
        };
        let text = format!("operator{}", super::classes::operator_spelling(op));
        let name = self.names.intern(&text);
        // The classes named by the qualifier: one, or each element of a pack.
        let classes = match (pack, p.qualifier.as_slice()) {
            (true, [q]) => match q.name {
                ast::UnqualName::Ident(n) => match self.lookup(n).first().copied() {
                    Some(Entity::Pack(i)) => match self.packs.get(i as usize) {
                        Some(PackEnt::Types(v)) => v.clone(),
                        _ => Vec::new(),
                    },
                    _ => Vec::new(),
                },
                _ => Vec::new(),
            },
            (false, _) => match self.resolve_qualifier(path) {
                Some(Entity::Type(t)) => vec![t],
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        if classes.is_empty() && !pack {
            let shown = self.path_text(path);
            self.err(Diagnostic::error(diags::UNDECLARED, span, format!("no declaration `{shown}` to use")).with_label("not found"));
            return true;
        }
        for t in classes {
            let found: Vec<Entity> = self.lookup_in(Entity::Type(t), name).into_iter().collect();
            if found.is_empty() {
                let shown = self.type_name(t);
                self.err(
                    Diagnostic::error(diags::UNDECLARED, span, format!("`{shown}` has no `{text}` to use"))
                        .with_label("not found"),
                );
            }
            for e in found {
                self.declare(name, e);
            }
        }
        true
    }
}
