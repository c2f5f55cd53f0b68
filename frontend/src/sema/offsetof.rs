//! `__builtin_offsetof(T, m.n)` (what `offsetof` of `<stddef.h>` expands to): the byte offset
//! of a data member as a `size_t` constant, from the record layouts; a member of a base class
//! is found through its base subobject, `.n` continues in a member of class type.

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};
use crate::ast;
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

/// How deep base classes are searched for a member.
const MAX_BASE_DEPTH: u32 = 64;

impl Checker<'_> {
    /// `__builtin_offsetof(ty, path)`.
    pub fn check_offsetof(&mut self, ty: ast::TypeExprId, path: &[(Name, Span)], span: Span) -> ExprId {
        let mut t = self.resolve_type(ty);
        if self.p.types.is_error(t) {
            return self.error_expr(span);
        }
        let mut off = 0u64;
        for &(name, at) in path {
            let complete = self.p.types.record_of(self.p.types.unqual(t)).filter(|&r| self.p.records[r].layout.is_some());
            let Some(r) = complete else {
                let shown = self.type_name(t);
                self.err(
                    Diagnostic::error(diags::BAD_SIZEOF, at, format!("`__builtin_offsetof` needs a complete class, not `{shown}`"))
                        .with_label("not a complete class")
                        .with_note("name a data member of a class defined before this point"),
                );
                return self.error_expr(span);
            };
            match self.member_offset(r, name, 0) {
                Some((o, ft)) => {
                    off += o;
                    t = ft;
                }
                None => {
                    let n = self.text(name).to_string();
                    let shown = self.type_name(t);
                    self.err(
                        Diagnostic::error(diags::UNDECLARED, at, format!("`{n}` is not a data member of `{shown}`"))
                            .with_label("no such field")
                            .with_note("`__builtin_offsetof` names a data member, then `.member`s of class type"),
                    );
                    return self.error_expr(span);
                }
            }
        }
        self.mk(ExprKind::IntLit(off as i128), builtin::ULONG, ValueCat::PrValue, span)
    }

    /// The offset and type of field `name` of record `r`, or of one of its bases.
    fn member_offset(&self, r: RecordId, name: Name, depth: u32) -> Option<(u64, TypeId)> {
        let rec = &self.p.records[r];
        let layout = rec.layout.as_ref()?;
        if let Some(i) = rec.fields.iter().position(|f| f.name == name) {
            return Some((*layout.offsets.get(i)?, rec.fields[i].ty));
        }
        if depth >= MAX_BASE_DEPTH {
            return None;
        }
        for (i, f) in rec.fields.iter().enumerate() {
            if !self.text(f.name).starts_with("__base_") {
                continue;
            }
            let Some(b) = self.p.types.record_of(f.ty) else { continue };
            if let Some((o, t)) = self.member_offset(b, name, depth + 1) {
                return Some((*layout.offsets.get(i)? + o, t));
            }
        }
        None
    }
}
