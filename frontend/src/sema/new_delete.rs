//! `new` and `delete` expressions. Storage comes from the class's own `operator new` /
//! `operator delete` (and their `[]` forms) where it declares them and `::` does not bypass
//! them, else from `malloc` and back to `free` on the host and the device alike (not the global
//! `operator new`, which would need the C++ runtime);
//! placement `new (p) T(...)` only constructs. `new T[n]` of a class with a destructor stores
//! the element count in an Itanium array cookie before the elements, which `delete[]` reads to
//! destroy them last first (codegen). `new T[n]{a, b}` initializes the first elements from the
//! list and the rest like `new T[n]()` (the default constructor, or zero).

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::builtin;

impl Checker<'_> {
    pub(super) fn check_new(&mut self, n: &ast::NewExpr, span: Span) -> ExprId {
        let elem = self.resolve_type(n.ty);
        let placement = match n.placement.as_slice() {
            [] => None,
            [p] => {
                let h = self.check_expr(*p);
                let vp = self.p.types.pointer(builtin::VOID);
                Some(self.convert(h, vp, "a placement `new`"))
            }
            _ => {
                for &p in &n.placement {
                    self.check_expr(p);
                }
                return self.unsupported(span, "placement `new` with several arguments");
            }
        };
        if self.p.types.is_error(elem) {
            return self.error_expr(span);
        }
        if self.p.types.is_void(elem) || self.p.types.is_reference(elem) || self.p.types.is_function(elem) || self.size_align_of(elem).is_none() {
            let shown = self.type_name(elem);
            self.err(Diagnostic::error(diags::BAD_INIT, span, format!("cannot allocate an object of type `{shown}`")).with_label("not a complete object type"));
            return self.error_expr(span);
        }
        let count = n.array_size.map(|c| {
            let h = self.check_expr(c);
            self.convert(h, builtin::ULONG, "an array size")
        });
        let mut list = Vec::new();
        let init = match (&n.init, count) {
            (Some(i), None) => {
                let (e, _) = self.check_init(Some(elem), i, span, "a `new` initializer");
                e
            }
            (None, _) if self.ctors_of(elem).is_some() => Some(self.construct_with(elem, Vec::new(), span)),
            (Some(ast::Init::Brace(l)), Some(_)) => {
                let tu: &ast::TranslationUnit = self.tu;
                let items: Vec<ast::ExprId> = match &tu.expr(*l).kind {
                    ast::ExprKind::InitList(items) => items.clone(),
                    _ => Vec::new(),
                };
                for item in items {
                    let (e, _) = self.check_init(Some(elem), &ast::Init::Assign(item), span, "an element of a `new T[n]` initializer");
                    list.extend(e);
                }
                self.array_new_filler(elem, span)
            }
            (Some(ast::Init::Paren(args)), Some(_)) if args.is_empty() => self.array_new_filler(elem, span),
            (Some(_), Some(_)) => {
                return self.unsupported(span, "parenthesized initializers of `new T[n]` with arguments");
            }
            (None, _) => None,
        };
        if count.is_some() && self.p.types.is_array(elem) && self.elem_has_dtor(elem) {
            return self.unsupported(span, "`new T[n][m]` of classes with destructors");
        }
        let alloc = match (placement, n.global) {
            (None, false) => self.class_allocation_fn(elem, if count.is_some() { "operator new[]" } else { "operator new" }, span),
            _ => None,
        };
        let pt = self.p.types.pointer(elem);
        self.mk(ExprKind::New { elem, count, placement, init, list, alloc }, pt, ValueCat::PrValue, span)
    }

    /// The class's own allocation or deallocation function `name` (`operator new`, `operator
    /// delete[]`, ...), found in the class and its bases: for `new`, the one taking the size
    /// alone; for `delete`, the one taking the pointer alone, else the pointer and the size
    /// (`delete[]`: the pointer alone).
    fn class_allocation_fn(&mut self, elem: super::types::TypeId, name: &str, span: Span) -> Option<FnId> {
        let r = self.p.types.record_of(elem)?;
        let n = self.names.intern(name);
        let found: Vec<FnId> = self
            .lookup_in(super::ctx::Entity::Type(elem), n)
            .into_iter()
            .filter_map(|e| match e {
                super::ctx::Entity::Fn(f) => Some(f),
                _ => None,
            })
            .filter(|&f| self.p.fns[f].method.is_some_and(|m| m.record == r || self.is_base_of(m.record, r)))
            .collect();
        if found.is_empty() {
            return None;
        }
        let arity = |c: &Self, f: FnId| c.p.fns[f].params.len();
        // The sized `operator delete[](void*, size_t)` would need the whole allocation's size,
        // cookie included, which codegen does not pass: only the unsized one is used.
        let pick = if name.contains("new") || name.ends_with("[]") {
            found.iter().copied().find(|&f| arity(self, f) == 1)
        } else {
            found.iter().copied().find(|&f| arity(self, f) == 1).or_else(|| found.iter().copied().find(|&f| arity(self, f) == 2))
        };
        if pick.is_none() {
            let shown = self.type_name(elem);
            self.err(
                Diagnostic::error(diags::UNSUPPORTED, span, format!("`{name}` of `{shown}` takes arguments circlec does not pass"))
                    .with_label("no usual allocation function of the class")
                    .with_note("declare `operator new(size_t)` / `operator delete(void*)` (or `(void*, size_t)`) in the class"),
            );
        }
        pick
    }

    /// How the elements of `new T[n]{...}` or `new T[n]()` past the listed ones are
    /// initialized: the default constructor, zero for a scalar, `None` (zero bytes) otherwise.
    fn array_new_filler(&mut self, elem: super::types::TypeId, span: Span) -> Option<ExprId> {
        if self.ctors_of(elem).is_some() {
            return Some(self.construct_with(elem, Vec::new(), span));
        }
        if self.p.types.is_scalar(elem) {
            let zero = self.mk(ExprKind::IntLit(0), builtin::INT, ValueCat::PrValue, span);
            return Some(self.convert(zero, elem, "a `new` initializer"));
        }
        None
    }

    fn elem_has_dtor(&self, t: super::types::TypeId) -> bool {
        match self.p.types.array_elem(t) {
            Some((e, _)) => self.elem_has_dtor(e),
            None => self.p.types.record_of(t).is_some_and(|r| self.p.records[r].dtor.is_some()),
        }
    }

    pub(super) fn check_delete(&mut self, operand: ast::ExprId, array: bool, global: bool, span: Span) -> ExprId {
        let h = self.check_expr(operand);
        let h = self.rvalue(h);
        let t = self.p.expr(h).ty;
        if self.p.types.is_error(t) {
            return self.error_expr(span);
        }
        let Some(elem) = self.p.types.pointee(t).filter(|_| self.p.types.is_pointer(t)) else {
            let shown = self.type_name(t);
            self.err(Diagnostic::error(diags::BAD_OPERANDS, span, format!("cannot delete an expression of type `{shown}`")).with_label("not a pointer"));
            return self.error_expr(span);
        };
        let dtor = self.p.types.record_of(elem).and_then(|r| self.p.records[r].dtor);
        if let Some(d) = dtor {
            self.ensure_body(d);
        }
        // `delete[]` destroys the elements itself (non-virtually: deleting an array through a
        // pointer to a base class is undefined).
        let virtual_slot = dtor.filter(|d| !array && self.classes.virtuals.contains(d)).and_then(|d| {
            let r = self.p.fns[d].method?.record;
            self.p.vtables.get(&r)?.slots.iter().position(|&s| s == d).map(|i| i as u32)
        });
        let dealloc = if global { None } else { self.class_allocation_fn(elem, if array { "operator delete[]" } else { "operator delete" }, span) };
        if dealloc.is_some() && virtual_slot.is_some() {
            // The deleting destructor would have to call the dynamic type's `operator delete`.
            return self.unsupported(span, "`delete` through a virtual destructor of a class with its own `operator delete`");
        }
        self.mk(ExprKind::Delete { operand: h, dtor, virtual_slot, array, dealloc }, builtin::VOID, ValueCat::PrValue, span)
    }
}
