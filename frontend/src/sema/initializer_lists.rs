//! `std::initializer_list<E>` from a braced list ([dcl.init.list]/5): the list's elements
//! initialize a temporary array of `const E`, and the `initializer_list` object refers to it.
//! As clang's code generation does, the object is written field by field from the library's
//! layout: a pointer to the first element and a length (libstdc++'s and libc++'s; the
//! layout of two pointers is not supported yet). The array lives in a temporary of
//! the enclosing function (its elements must be trivially destructible for now: a destructor
//! would run at the end of the full-expression, before the list's last use).

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{Cv, TypeId};

impl Checker<'_> {
    /// `E` when `ty` is a specialization `std::initializer_list<E>` of the standard's class
    /// template (declared in namespace `std`, or in an inline namespace of it).
    pub(super) fn initializer_list_elem(&self, ty: TypeId) -> Option<TypeId> {
        let r = self.p.types.record_of(self.p.types.unqual(ty))?;
        let &t = self.record_template.get(&r)?;
        if self.text(self.templates[t].name) != "initializer_list" {
            return None;
        }
        let mut ns = self.p.records[r].scope.namespace?;
        loop {
            let n = &self.p.namespaces[ns];
            match n.parent {
                None => {
                    if n.name.map(|x| self.text(x)) != Some("std") {
                        return None;
                    }
                    break;
                }
                Some(p) => ns = p,
            }
        }
        match self.p.records[r].template_args.first()? {
            TemplateArg::Type(e) => Some(*e),
            _ => None,
        }
    }

    /// The `initializer_list` of type `ty` (whose elements are `elem`) that braced list
    /// `items` initializes. Its array is a temporary of the full-expression: right for an
    /// argument or a member's initializer, too short for a variable (`for_variable`), whose
    /// array must live as long as it, which circlec does for elements without destructors only.
    pub(super) fn init_initializer_list(&mut self, ty: TypeId, elem: TypeId, items: &[ast::ExprId], for_variable: bool, span: Span) -> ExprId {
        let ty = self.p.types.unqual(ty);
        let Some(r) = self.p.types.record_of(ty) else { return self.error_expr(span) };
        let fields: Vec<TypeId> = self.p.records[r].fields.iter().map(|f| f.ty).collect();
        let cst = self.p.types.qualified(elem, Cv::CONST);
        let ptr = self.p.types.pointer(cst);
        let by_len = matches!(fields.as_slice(), [p, n] if self.p.types.unqual(*p) == ptr && self.p.types.is_integral(*n));
        if !by_len {
            let shown = self.type_name(ty);
            self.err(
                Diagnostic::error(diags::UNSUPPORTED, span, format!("`{shown}` has a layout circlec does not know"))
                    .with_label("initialized from this list")
                    .with_note("circlec writes an `initializer_list` holding a pointer and a length"),
            );
            return self.error_expr(span);
        }
        if for_variable && !self.trivially_destructible(elem) {
            let shown = self.type_name(elem);
            self.err(
                Diagnostic::error(diags::UNSUPPORTED, span, format!("a variable `initializer_list` of `{shown}`, which has a destructor, is not supported yet"))
                    .with_label("initialized from this list")
                    .with_note("its array would be destroyed before the list's last use; pass the braced list directly where it is used"),
            );
            return self.error_expr(span);
        }
        let n = items.len() as u64;
        let arr_ty = self.p.types.array(cst, Some(n));
        let values = self.list_init(items, arr_ty, span);
        let place = self.mk(ExprKind::ImplicitCast { kind: CastKind::Materialize, operand: values }, arr_ty, ValueCat::XValue, span);
        let first = self.mk(ExprKind::ImplicitCast { kind: CastKind::ArrayToPointer, operand: place }, ptr, ValueCat::PrValue, span);
        let len_ty = self.p.types.unqual(fields[1]);
        let len = self.mk(ExprKind::IntLit(n as i128), len_ty, ValueCat::PrValue, span);
        self.mk(ExprKind::InitList { elems: vec![first, len], len: 2 }, ty, ValueCat::PrValue, span)
    }
}
