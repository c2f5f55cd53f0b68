//! Structured bindings ([dcl.struct.bind]): each name's initializer ([`ast::Binding`]) is chosen
//! by the hidden variable's type `E`: an element `e[i]` of an array; `e.get<i>()` (when `E` has a
//! member template `get`) or `get<i>(e)` of a tuple-like type (one for which
//! `std::tuple_size<E>` is complete); otherwise the `i`th non-static data member, all of which
//! must belong to `E` or to one of its bases. The number of names must match.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::{Checker, Entity};
use super::diags;
use super::hir::*;
use super::types::TypeId;

/// The start of the name the parser gives a structured binding's hidden variable.
pub(super) const HIDDEN_PREFIX: &str = "__circlec_binding_";

impl Checker<'_> {
    /// `auto [a, b] = arr;` copies the array ([dcl.struct.bind]/1): for the hidden variable of
    /// written type `te` (`auto` with cv, no reference) and an initializer of array type, the
    /// elements' copies and the array type; `None` for any other initializer.
    pub(super) fn binding_array_copy(&mut self, te: ast::TypeExprId, init: &ast::Init, span: Span) -> Option<(ExprId, TypeId)> {
        let cv = match self.tu.ty(te).kind {
            ast::TypeExprKind::Auto => super::types::Cv::NONE,
            ast::TypeExprKind::Qualified { cv, inner } if matches!(self.tu.ty(inner).kind, ast::TypeExprKind::Auto) => super::resolve_types::cv_of(cv),
            _ => return None,
        };
        let x = match init {
            ast::Init::Assign(x) => *x,
            ast::Init::Brace(x) => match &self.tu.expr(*x).kind {
                ast::ExprKind::InitList(items) if items.len() == 1 => items[0],
                _ => return None,
            },
            ast::Init::Paren(args) if args.len() == 1 => args[0],
            _ => return None,
        };
        let mut h = None;
        if !self.quietly(|c| *h.insert(c.check_expr(x))) {
            return None;
        }
        let arr = h?;
        let (elem, Some(n)) = self.p.types.array_elem(self.p.types.non_ref(self.p.expr(arr).ty))? else { return None };
        if n > 65536 {
            return None;
        }
        let arr = self.check_expr(x);
        let elem_u = self.p.types.unqual(elem);
        let ptr_ty = self.p.types.pointer(elem);
        let mut elems = Vec::new();
        for i in 0..n {
            let base = self.cast_node(arr, CastKind::ArrayToPointer, ptr_ty);
            let index = self.mk(ExprKind::IntLit(i as i128), super::types::builtin::LONG, ValueCat::PrValue, span);
            let at = self.mk(ExprKind::Index { base, index }, elem, ValueCat::LValue, span);
            elems.push(self.convert(at, elem_u, "a structured binding's copy"));
        }
        let ty = self.p.types.array(elem_u, Some(n));
        let e = self.mk(ExprKind::InitList { elems, len: n }, ty, ValueCat::PrValue, span);
        Some((e, self.p.types.qualified(ty, cv)))
    }

    pub(super) fn check_binding(&mut self, b: &ast::Binding, span: Span) -> ExprId {
        let object = self.check_expr(b.object);
        let e = self.p.expr(object).ty;
        if self.p.types.is_error(e) {
            return self.error_expr(span);
        }
        let e = self.p.types.unqual(self.p.types.non_ref(e));
        if let Some((_, len)) = self.p.types.array_elem(e) {
            let len = len.unwrap_or(0);
            if !self.binding_count_ok(b, len, e, span) {
                return self.error_expr(span);
            }
            return self.check_expr(b.element);
        }
        if let Some(size) = self.tuple_size(e, span) {
            if !self.binding_count_ok(b, size, e, span) {
                return self.error_expr(span);
            }
            let get = self.names.intern("get");
            let member_get = self.lookup_in(Entity::Type(e), get).iter().any(|x| matches!(x, Entity::Template(_)));
            return self.check_expr(if member_get { b.member_get } else { b.adl_get });
        }
        let Some(r) = self.p.types.record_of(e) else {
            let shown = self.type_name(e);
            self.err(
                Diagnostic::error(diags::BAD_INIT, span, format!("cannot decompose `{shown}`"))
                    .with_label("a structured binding needs an array, a tuple-like type or a class"),
            );
            return self.error_expr(span);
        };
        let Some((owner, fields)) = self.binding_fields(r) else {
            let shown = self.type_name(e);
            self.err(
                Diagnostic::error(diags::BAD_INIT, span, format!("cannot decompose `{shown}`: its data members are in more than one class"))
                    .with_label("all non-static data members must be in the class or in one of its bases"),
            );
            return self.error_expr(span);
        };
        if self.p.bit_fields.get(&owner).is_some_and(|v| !v.is_empty()) {
            return self.unsupported(span, "structured bindings of classes with bit-fields");
        }
        if !self.binding_count_ok(b, fields.len() as u64, e, span) {
            return self.error_expr(span);
        }
        let object = if owner == r { object } else { self.to_base(object, owner) };
        let i = fields[b.index as usize];
        let name = self.p.records[owner].fields[i as usize].name;
        self.check_access(owner, name, span);
        self.field_access(object, owner, i, span)
    }

    /// Whether the declaration binds `size` names; the error when it does not.
    fn binding_count_ok(&mut self, b: &ast::Binding, size: u64, e: TypeId, span: Span) -> bool {
        if u64::from(b.count) == size {
            return true;
        }
        // Reported once, at the first name.
        if b.index == 0 {
            let shown = self.type_name(e);
            self.err(
                Diagnostic::error(diags::BAD_INIT, span, format!("the structured binding declares {} names, but `{shown}` decomposes into {size}", b.count))
                    .with_label("one name for each element"),
            );
        }
        false
    }

    /// `std::tuple_size<e>::value`, when that class is complete (`e` is tuple-like).
    fn tuple_size(&mut self, e: TypeId, span: Span) -> Option<u64> {
        let t = self.std_template("tuple_size")?;
        let mut ty = None;
        let ok = self.quietly(|c| match c.instantiate_class(t, vec![TemplateArg::Type(e)], span) {
            Some(x) => {
                ty = Some(x);
                c.mk(ExprKind::ZeroInit, x, ValueCat::PrValue, span)
            }
            None => c.error_expr(span),
        });
        let ty = ty.filter(|_| ok)?;
        let r = self.p.types.record_of(ty)?;
        self.p.records[r].layout.as_ref()?;
        let value = self.names.intern("value");
        let v = self.lookup_in(Entity::Type(ty), value).iter().find_map(|x| match x {
            Entity::Var(v) => Some(*v),
            _ => None,
        })?;
        let read = self.var_ref(v, span);
        super::consteval::eval(&self.p, read).ok()?.as_int().map(|n| n as u64)
    }

    /// The class holding `r`'s non-static data members (`r` or one of its bases) and their field
    /// indices in order; `None` when they are spread over several classes.
    fn binding_fields(&self, r: RecordId) -> Option<(RecordId, Vec<u32>)> {
        let own = self.binding_named_fields(r);
        let bases: Vec<RecordId> = self.classes.bases.get(&r).map(|v| v.iter().map(|b| b.record).collect()).unwrap_or_default();
        let mut holders: Vec<(RecordId, Vec<u32>)> = Vec::new();
        for base in bases {
            if let Some((h, f)) = self.binding_fields(base) {
                if !f.is_empty() {
                    holders.push((h, f));
                }
            } else {
                return None;
            }
        }
        match (own.is_empty(), holders.len()) {
            (_, 0) => Some((r, own)),
            (true, 1) => holders.pop(),
            _ => None,
        }
    }

    /// The indices of `r`'s own named data members (not its bases' hidden fields).
    pub(super) fn binding_named_fields(&self, r: RecordId) -> Vec<u32> {
        let base_fields: Vec<u32> = self.classes.bases.get(&r).map(|v| v.iter().filter_map(|b| b.field).collect()).unwrap_or_default();
        self.p.records[r]
            .fields
            .iter()
            .enumerate()
            .filter(|&(i, f)| !base_fields.contains(&(i as u32)) && !matches!(self.text(f.name), "" | "__vptr"))
            .map(|(i, _)| i as u32)
            .collect()
    }
}
