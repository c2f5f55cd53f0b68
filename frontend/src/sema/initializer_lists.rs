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

use super::ctx::{Checker, Entity};
use super::diags;
use super::hir::*;
use super::types::{builtin, Cv, TypeId};

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

    /// The class template `std::<name>`, when the program declares it.
    pub(super) fn std_template(&mut self, name: &str) -> Option<usize> {
        let std = self.p.namespaces.iter().find(|(_, n)| n.parent.is_none() && n.name.is_some_and(|x| self.text(x) == "std")).map(|(id, _)| id)?;
        let name = self.names.intern(name);
        self.lookup_in_namespace(Some(std), name, 0).iter().find_map(|x| match x {
            Entity::Template(t) => Some(*t),
            _ => None,
        })
    }

    /// The `std::initializer_list<E>` that braced list `items` initializes where its type is
    /// deduced (`for (auto t : {"a", "b"})`, `auto l = {1, 2};`): `E` is the elements' type,
    /// decayed and unqualified, which must be the same for all ([dcl.type.auto.deduct]).
    pub(super) fn deduced_initializer_list(&mut self, items: &[ast::ExprId], for_variable: bool, span: Span) -> ExprId {
        let mut elem: Option<TypeId> = None;
        for &x in items {
            let mut t = builtin::ERROR;
            self.quietly(|c| {
                let h = c.check_expr(x);
                t = c.p.expr(h).ty;
                h
            });
            let t = self.decayed(self.p.types.non_ref(t));
            if self.p.types.is_error(t) {
                // Checked again below, where its errors are reported.
                let _ = self.check_expr(x);
                return self.error_expr(span);
            }
            match elem {
                None => elem = Some(t),
                Some(e) if e != t => {
                    let (a, b) = (self.type_name(e), self.type_name(t));
                    self.err(
                        Diagnostic::error(diags::BAD_INIT, self.tu.expr(x).span, format!("cannot deduce `std::initializer_list<E>`: the elements are `{a}` and `{b}`"))
                            .with_label("another type than the first element's")
                            .with_note("give every element the same type, or name the element type: `std::initializer_list<T>{...}`"),
                    );
                    return self.error_expr(span);
                }
                Some(_) => {}
            }
        }
        let Some(elem) = elem else {
            self.err(Diagnostic::error(diags::BAD_INIT, span, "cannot deduce the element type of an empty braced list").with_label("no elements"));
            return self.error_expr(span);
        };
        let Some(t) = self.std_template("initializer_list") else {
            self.err(
                Diagnostic::error(diags::BAD_INIT, span, "a braced list here is a `std::initializer_list`, which is not declared")
                    .with_label("deduced as `std::initializer_list`")
                    .with_note("include <initializer_list>"),
            );
            return self.error_expr(span);
        };
        let Some(ty) = self.instantiate_class(t, vec![TemplateArg::Type(elem)], span) else { return self.error_expr(span) };
        self.init_initializer_list(ty, elem, items, for_variable, span)
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
