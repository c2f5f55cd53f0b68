//! The type-trait builtins (`__is_same(T, U)`, `__is_trivially_copyable(T)`,
//! `__is_constructible(T, Args...)`, ...) that libstdc++'s `<type_traits>` is built on, and
//! `__underlying_type(E)`. Each is a `bool` constant computed from the checked types: class
//! properties from the class's declared members (user-provided special members, virtual
//! functions, bases, fields), and the "is this expression valid" traits by checking the
//! expression on invented operands of the argument types (`std::declval`) with substitution
//! failures quiet, as SFINAE checks are. `__is_nothrow_constructible` asks the `noexcept`
//! operator's question of the invented construction (`noexcept_expr.rs`); the other `nothrow`
//! traits hold only for trivial operations, which cannot throw.

use crate::ast::{self, TypeTrait};
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{builtin, Type, TypeId};

impl Checker<'_> {
    /// `__is_xxx(T, ...)`: a `bool` constant.
    pub(super) fn check_type_trait(&mut self, t: TypeTrait, args: &[ast::TypeExprId], span: Span) -> ExprId {
        // The operands are only named; a trait that looks inside a class completes it.
        // `__is_same(X, Y)` does not: `is_same<It, const_it>` in the default template
        // argument of `_Deque_iterator`'s converting constructor would otherwise instantiate
        // `const_it` while `is_same` itself is being instantiated for it.
        let mut tys = Vec::with_capacity(args.len());
        let naming = std::mem::replace(&mut self.naming_only, true);
        for &a in args {
            match &self.tu.types[a].kind {
                ast::TypeExprKind::PackExpansion(p) if self.pack_index.is_none() => tys.extend(self.expand_type(*p)),
                _ => tys.push(self.resolve_type(a)),
            }
        }
        self.naming_only = naming;
        if t != TypeTrait::IsSame {
            for &ty in &tys {
                self.require_complete(ty);
            }
        }
        if tys.iter().any(|&t| self.p.types.is_error(t)) {
            return self.error_expr(span);
        }
        let arity = TypeTrait::ALL.iter().find(|(_, x, _)| *x == t).and_then(|&(_, _, n)| n);
        let ok = match arity {
            Some(n) => tys.len() == n,
            None => !tys.is_empty(),
        };
        if !ok {
            let want = arity.map_or("at least one type".to_string(), |n| format!("{n} type{}", if n == 1 { "" } else { "s" }));
            self.err(
                Diagnostic::error(diags::ARG_COUNT, span, format!("`{}` takes {want}, not {}", t.spelling(), tys.len()))
                    .with_label("wrong number of type arguments"),
            );
            return self.error_expr(span);
        }
        let v = self.eval_trait(t, &tys, span);
        self.mk(ExprKind::BoolLit(v), builtin::BOOL, ValueCat::PrValue, span)
    }

    fn eval_trait(&mut self, t: TypeTrait, tys: &[TypeId], span: Span) -> bool {
        let a = tys[0];
        let rec = self.p.types.record_of(a);
        match t {
            TypeTrait::IsSame => tys[0] == tys[1],
            TypeTrait::IsClass => rec.is_some_and(|r| self.p.records[r].kind != RecordKind::Union),
            TypeTrait::IsUnion => rec.is_some_and(|r| self.p.records[r].kind == RecordKind::Union),
            TypeTrait::IsEnum => self.p.types.is_enum(a),
            TypeTrait::IsEmpty => rec.is_some_and(|r| self.is_empty_class(r)),
            TypeTrait::IsPolymorphic => rec.is_some_and(|r| self.is_polymorphic(r)),
            TypeTrait::IsAbstract => rec.is_some_and(|r| self.is_abstract_class(r)),
            TypeTrait::IsFinal => rec.is_some_and(|r| self.classes.finals.contains(&r)),
            TypeTrait::IsAggregate => self.is_aggregate(a),
            TypeTrait::IsBaseOf => match (rec, self.p.types.record_of(tys[1])) {
                (Some(b), Some(d)) => b == d || self.is_base_of(b, d),
                _ => false,
            },
            TypeTrait::IsTrivial => self.trivially_copyable(a) && self.trivially_default_constructible(a),
            TypeTrait::IsPod => self.trivially_copyable(a) && self.trivially_default_constructible(a) && self.standard_layout(a),
            TypeTrait::IsStandardLayout => self.standard_layout(a),
            TypeTrait::IsLiteralType => self.p.types.is_reference(a) || self.p.types.is_void(a) || self.trivially_destructible(a),
            TypeTrait::IsTriviallyCopyable => self.trivially_copyable(a),
            TypeTrait::IsTriviallyConstructible => self.constructible(a, &tys[1..], span) && self.trivially_constructible(a, &tys[1..]),
            TypeTrait::IsNothrowConstructible => self.constructible(a, &tys[1..], span) && self.nothrow_constructible(a, &tys[1..], span),
            TypeTrait::IsConstructible => self.constructible(a, &tys[1..], span),
            TypeTrait::IsAssignable => self.assignable(a, tys[1], span),
            TypeTrait::IsTriviallyAssignable | TypeTrait::IsNothrowAssignable => {
                self.assignable(a, tys[1], span) && {
                    let (x, y) = (self.p.types.unqual(self.p.types.non_ref(a)), self.p.types.unqual(self.p.types.non_ref(tys[1])));
                    self.p.types.is_scalar(x) || (x == y && self.trivially_copyable(x))
                }
            }
            TypeTrait::HasTrivialDestructor => self.trivially_destructible(a),
            TypeTrait::HasTrivialConstructor => self.trivially_default_constructible(a),
            TypeTrait::HasVirtualDestructor => {
                rec.and_then(|r| self.p.records[r].dtor).is_some_and(|d| self.classes.virtuals.contains(&d))
            }
            TypeTrait::HasUniqueObjectRepresentations => self.unique_representation(a),
        }
    }

    /// `__underlying_type(E)`.
    pub(super) fn underlying_type(&mut self, t: ast::TypeExprId, span: Span) -> TypeId {
        let ty = self.resolve_type(t);
        match self.p.types.enum_of(self.p.types.unqual(ty)) {
            Some(e) => self.p.enums[e].underlying,
            None if self.p.types.is_error(ty) => builtin::ERROR,
            None => {
                let shown = self.type_name(ty);
                self.err(
                    Diagnostic::error(diags::TYPE_MISMATCH, span, format!("`__underlying_type` of `{shown}`, which is not an enumeration"))
                        .with_label("needs an enum type"),
                );
                builtin::ERROR
            }
        }
    }

    /// The element type of (nested) arrays, without cv-qualifiers.
    fn base_elem(&self, mut t: TypeId) -> TypeId {
        loop {
            t = self.p.types.unqual(t);
            match self.p.types.kind(t) {
                Type::Array { elem, .. } => t = *elem,
                _ => return t,
            }
        }
    }

    /// Direct bases and the types of the non-static data members (the vtable pointer excluded).
    fn subobject_types(&self, r: RecordId) -> Vec<TypeId> {
        let bases = self.classes.bases.get(&r).map(|b| b.iter().filter_map(|x| self.p.types.find(&Type::Record(x.record))).collect::<Vec<_>>());
        let mut v = bases.unwrap_or_default();
        v.extend(self.own_fields(r).into_iter().map(|i| self.p.records[r].fields[i].ty));
        v
    }

    /// The indices of the non-static data members declared in `r` itself: not the hidden
    /// fields that hold its bases or its vtable pointer.
    fn own_fields(&self, r: RecordId) -> Vec<usize> {
        let hidden = self.hidden_fields(r);
        (0..self.p.records[r].fields.len()).filter(|&i| !hidden.contains(&(i as u32))).collect()
    }

    fn is_abstract_class(&self, r: RecordId) -> bool {
        self.pure_virtual_left(r).is_some()
    }

    /// User-provided: declared by the user and not `= default`ed (circlec's implicit members
    /// are in `implicit` or come from `implicit_copy.rs`, which marks them defaulted).
    fn user_provided(&self, f: FnId) -> bool {
        !self.classes.implicit.contains(&f) && !self.classes.defaulted.contains(&f)
    }

    pub(super) fn trivially_destructible(&self, t: TypeId) -> bool {
        let t = self.base_elem(t);
        if self.p.types.is_reference(t) {
            return true;
        }
        match self.p.types.record_of(t) {
            Some(r) => {
                self.p.records[r].dtor.is_none_or(|d| !self.user_provided(d) && !self.classes.virtuals.contains(&d))
                    && self.subobject_types(r).iter().all(|&s| self.trivially_destructible(s))
            }
            None => !self.p.types.is_void(t) && !self.p.types.is_function(t),
        }
    }

    fn trivially_copyable(&self, t: TypeId) -> bool {
        let t = self.base_elem(t);
        let Some(r) = self.p.types.record_of(t) else { return self.p.types.is_scalar(t) };
        if self.is_dynamic(r) || !self.trivially_destructible(t) {
            return false;
        }
        let copy_ops = self.p.records[r].methods.iter().copied().filter(|&f| {
            let n = self.text(self.p.fns[f].name);
            (n == "operator=" || self.classes.ctors.get(&r).is_some_and(|c| c.contains(&f))) && self.copy_or_move_param(f, r)
        });
        let user_copies = copy_ops.filter(|&f| self.user_provided(f) || self.classes.deleted.contains(&f)).count();
        let ctor_copies = self.classes.ctors.get(&r).map_or(0, |c| {
            c.iter().filter(|&&f| self.copy_or_move_param(f, r) && (self.user_provided(f) || self.classes.deleted.contains(&f))).count()
        });
        user_copies == 0 && ctor_copies == 0 && self.subobject_types(r).iter().all(|&s| self.trivially_copyable(s))
    }

    /// Whether class type `t` is trivial for the purposes of calls ([class.temporary]/3):
    /// no vtable, a trivial destructor, and no user-provided or deleted copy or move
    /// constructor, in it or in any subobject (assignment operators do not matter, and a
    /// constructor template's specialization is never a copy constructor).
    fn trivial_for_calls(&self, t: TypeId, depth: u32) -> bool {
        let t = self.base_elem(t);
        let Some(r) = self.p.types.record_of(t) else { return true };
        if depth > 64 || self.is_dynamic(r) || !self.trivially_destructible(t) {
            return false;
        }
        let user_copy = self.classes.ctors.get(&r).is_some_and(|c| {
            c.iter().any(|&f| self.copy_or_move_param(f, r) && (self.user_provided(f) || self.classes.deleted.contains(&f)))
        });
        !user_copy && self.subobject_types(r).iter().all(|&s| self.trivial_for_calls(s, depth + 1))
    }

    /// Records every complete class not trivial for calls in `Program::non_trivial_for_calls`.
    pub(super) fn record_call_triviality(&mut self) {
        let complete: Vec<RecordId> = self.p.records.iter().filter(|(_, d)| d.layout.is_some()).map(|(r, _)| r).collect();
        let set: std::collections::HashSet<RecordId> = complete
            .into_iter()
            .filter(|&r| self.p.types.find(&Type::Record(r)).is_some_and(|t| !self.trivial_for_calls(t, 0)))
            .collect();
        self.p.non_trivial_for_calls = set;
    }

    /// Whether `f` takes one reference to class `r` (a copy or move constructor or assignment).
    pub(super) fn copy_or_move_param(&self, f: FnId, r: RecordId) -> bool {
        let Some((_, params, _)) = self.p.types.fn_sig(self.p.fns[f].ty) else { return false };
        params.len() == 1 && self.p.types.is_reference(params[0]) && self.p.types.record_of(self.p.types.non_ref(params[0])) == Some(r)
    }

    fn trivially_default_constructible(&self, t: TypeId) -> bool {
        let t = self.base_elem(t);
        let Some(r) = self.p.types.record_of(t) else { return self.p.types.is_scalar(t) };
        if self.is_dynamic(r) || self.own_fields(r).into_iter().any(|i| self.classes.field_inits.contains_key(&(r, i as u32))) {
            return false;
        }
        let ctors = self.classes.ctors.get(&r).cloned().unwrap_or_default();
        let default_ok = ctors.is_empty()
            || ctors.iter().any(|&c| self.p.fns[c].params.is_empty() && !self.user_provided(c) && !self.classes.deleted.contains(&c));
        default_ok && self.subobject_types(r).iter().all(|&s| self.p.types.is_reference(s) || self.trivially_default_constructible(s))
    }

    fn trivially_constructible(&self, t: TypeId, args: &[TypeId]) -> bool {
        match args {
            [] => self.trivially_default_constructible(t),
            [a] => {
                let (x, y) = (self.p.types.unqual(self.p.types.non_ref(t)), self.p.types.unqual(self.p.types.non_ref(*a)));
                if self.p.types.is_reference(t) {
                    return true;
                }
                (self.p.types.is_scalar(x) && self.p.types.is_scalar(y)) || (x == y && self.trivially_copyable(x))
            }
            _ => false,
        }
    }

    fn standard_layout(&self, t: TypeId) -> bool {
        let t = self.base_elem(t);
        let Some(r) = self.p.types.record_of(t) else { return self.p.types.is_scalar(t) };
        if self.is_dynamic(r) {
            return false;
        }
        let bases: Vec<RecordId> = self.classes.bases.get(&r).map(|b| b.iter().map(|x| x.record).collect()).unwrap_or_default();
        // Non-static data members in at most one class of the hierarchy.
        let with_fields = (!self.own_fields(r).is_empty()) as usize + bases.iter().filter(|&&b| !self.is_empty_class(b)).count();
        with_fields <= 1 && self.subobject_types(r).iter().all(|&s| self.p.types.is_reference(s) || self.standard_layout(s))
    }

    fn is_aggregate(&self, t: TypeId) -> bool {
        let t = self.p.types.unqual(t);
        if self.p.types.is_array(t) {
            return true;
        }
        let Some(r) = self.p.types.record_of(t) else { return false };
        !self.is_dynamic(r)
            && self.classes.ctors.get(&r).is_none_or(|c| c.iter().all(|&f| !self.user_provided(f) && !self.classes.deleted.contains(&f)))
    }

    fn unique_representation(&self, t: TypeId) -> bool {
        let t = self.base_elem(t);
        if self.p.types.is_integral(t) {
            return !self.p.types.is_bool(t);
        }
        if self.p.types.is_pointer(t) || self.p.types.is_enum(t) {
            return true;
        }
        let Some(r) = self.p.types.record_of(t) else { return false };
        if !self.trivially_copyable(t) {
            return false;
        }
        let subs = self.subobject_types(r);
        let sum: u64 = subs.iter().filter_map(|&s| self.size_align_of(s).map(|x| x.0)).sum();
        subs.iter().all(|&s| self.unique_representation(s)) && self.size_align_of(t).is_some_and(|(size, _)| size == sum)
    }

    /// An invented operand of type `t` (`std::declval<t>()`): an lvalue for `T&`, an xvalue
    /// otherwise. It appears only in unevaluated checks.
    pub(super) fn declval(&mut self, t: TypeId, span: Span) -> ExprId {
        let cat = if matches!(self.p.types.kind(t), Type::LRef(_)) { ValueCat::LValue } else { ValueCat::XValue };
        let ty = self.p.types.non_ref(t);
        self.mk(ExprKind::ZeroInit, ty, cat, span)
    }

    /// Runs `f` with errors turned into a quiet substitution failure; whether it succeeded.
    pub(super) fn quietly(&mut self, f: impl FnOnce(&mut Self) -> ExprId) -> bool {
        let failed = std::mem::replace(&mut self.sfinae_failed, false);
        self.sfinae += 1;
        self.unevaluated += 1;
        let e = f(self);
        self.unevaluated -= 1;
        self.sfinae -= 1;
        let bad = std::mem::replace(&mut self.sfinae_failed, failed);
        !bad && !self.p.types.is_error(self.p.expr(e).ty)
    }

    /// `T t(declval<Args>()...);` (well-formed) cannot throw: it is trivial, or the
    /// constructor it calls and the conversions of its arguments are `noexcept`
    /// (`noexcept_expr.rs`).
    fn nothrow_constructible(&mut self, t: TypeId, args: &[TypeId], span: Span) -> bool {
        if self.trivially_constructible(t, args) {
            return true;
        }
        let u = self.p.types.unqual(t);
        if self.p.types.is_reference(t) || self.p.types.record_of(u).is_none() || self.ctors_of(u).is_none() {
            // References bind, scalars convert, classes without constructors copy bitwise.
            return true;
        }
        let xs: Vec<ExprId> = args.iter().map(|&a| self.declval(a, span)).collect();
        let mut made = None;
        let ok = self.quietly(|c| {
            let e = c.construct_with(u, xs, span);
            made = Some(e);
            e
        });
        ok && made.is_some_and(|e| !self.may_throw(e, 0))
    }

    /// `T t(declval<Args>()...);` is well-formed.
    fn constructible(&mut self, t: TypeId, args: &[TypeId], span: Span) -> bool {
        let u = self.p.types.unqual(t);
        match self.p.types.kind(u) {
            Type::Void | Type::Function { .. } | Type::Array { len: None, .. } => return false,
            Type::Array { elem, .. } => return args.is_empty() && self.constructible(*elem, &[], span),
            _ => {}
        }
        if self.p.types.is_reference(t) {
            let [a] = args else { return false };
            let x = self.declval(*a, span);
            return self.quietly(|c| c.convert(x, t, "a type trait"));
        }
        let Some(r) = self.p.types.record_of(u) else {
            return match args {
                [] => true,
                [a] => {
                    let x = self.declval(*a, span);
                    self.quietly(|c| c.convert(x, u, "a type trait"))
                }
                _ => false,
            };
        };
        if self.p.records[r].layout.is_none() || self.is_abstract_class(r) {
            return false;
        }
        if args.is_empty() {
            return self.default_constructible(u);
        }
        let xs: Vec<ExprId> = args.iter().map(|&a| self.declval(a, span)).collect();
        if self.ctors_of(u).is_none() {
            // No constructors: only the implicit copy from the class itself (or a derived one).
            let from = self.p.types.record_of(self.p.types.unqual(self.p.types.non_ref(args[0])));
            return args.len() == 1 && from.is_some_and(|f| f == r || self.is_base_of(r, f));
        }
        self.quietly(|c| c.construct_with(u, xs, span))
    }

    /// `declval<T>() = declval<U>()` is well-formed.
    fn assignable(&mut self, t: TypeId, u: TypeId, span: Span) -> bool {
        let target = self.p.types.non_ref(t);
        if self.p.types.cv(target).is_const() {
            return false;
        }
        let lhs = self.declval(t, span);
        let rhs = self.declval(u, span);
        if self.p.types.record_of(target).is_some() {
            if let Some(ok) = self.quietly_operator(lhs, rhs, span) {
                return ok;
            }
            // The implicit copy assignment: from the class itself, or through a converting
            // constructor.
            let param = self.p.types.qualified(target, super::types::Cv::CONST);
            let param = self.p.types.lref(param);
            return self.quietly(|c| c.convert(rhs, param, "a type trait"));
        }
        if !matches!(self.p.types.kind(t), Type::LRef(_)) || !self.p.types.is_scalar(target) {
            return false;
        }
        self.quietly(|c| c.convert(rhs, target, "a type trait"))
    }

    /// A user-declared `operator=` for the operands: `Some(valid)` when the class has one.
    fn quietly_operator(&mut self, lhs: ExprId, rhs: ExprId, span: Span) -> Option<bool> {
        let failed = std::mem::replace(&mut self.sfinae_failed, false);
        self.sfinae += 1;
        self.unevaluated += 1;
        let r = self.user_operator("=", &[lhs, rhs], true, span);
        self.unevaluated -= 1;
        self.sfinae -= 1;
        let bad = std::mem::replace(&mut self.sfinae_failed, failed);
        r.map(|e| !bad && !self.p.types.is_error(self.p.expr(e).ty))
    }
}
