//! Special members of classes: constructors (user-written, defaulted, deleted, and the implicit
//! default constructor of a class with default member initializers), member initializer lists
//! and delegating constructors, destructors (user-written and implicit) with their members'
//! destructors run in reverse order, and the construction of objects through overload
//! resolution over a class's constructors (`S s(1, 2);`, `S s = x;`, `S{...}`, converting
//! constructors in implicit conversions).
//!
//! Constructors are not declared as names (a class's name keeps naming its type); they are
//! listed in [`ClassState::ctors`]. A constructor's `FnDecl::name` is the class name and a
//! destructor's is `~S`, which is how codegen mangles them (`C1`, `D1`).

use std::collections::{HashMap, HashSet};

use crate::ast;
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::ctx::{Checker, Entity};
use super::decls::At;
use super::diags;
use super::hir::*;
use super::overloads::Cand;
use super::types::{builtin, TypeId};

/// What kind of special member a declared function is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    Plain,
    /// `operator T()`: its return type is `T`.
    Conversion,
    Ctor,
    Dtor,
}

#[derive(Default)]
pub struct ClassState {
    /// Constructors of each class, user-written and implicit.
    pub ctors: HashMap<RecordId, Vec<FnId>>,
    /// Constructor templates of each class (indices into `Checker::templates`,
    /// `ctor_templates.rs`).
    pub ctor_templates: HashMap<RecordId, Vec<usize>>,
    /// `using B::B;`: the base whose constructors the class inherits (`inherited_ctors.rs`).
    pub inherited_ctors: HashMap<RecordId, (RecordId, crate::source::Span)>,
    /// Their specializations: constructors, though not in `ctors`.
    pub ctor_specializations: HashSet<FnId>,
    /// Constructors circlec made (an implicit default constructor): aggregate initialization
    /// still applies to their class.
    pub implicit: HashSet<FnId>,
    /// `= delete`d functions.
    pub deleted: HashSet<FnId>,
    /// `= default`ed special members whose bodies circlec writes.
    pub defaulted: HashSet<FnId>,
    /// Default member initializers by (class, field index).
    pub field_inits: HashMap<(RecordId, u32), ast::Init>,
    /// Default member initializers of bit-fields, by class and index in `Program::bit_fields`.
    pub bit_field_inits: HashMap<(RecordId, u32), ast::Init>,
    /// Member initializer lists of constructors.
    pub mem_inits: HashMap<FnId, Vec<ast::MemInit>>,
    /// Direct base classes in declaration order (`inheritance.rs`).
    pub bases: HashMap<RecordId, Vec<super::inheritance::BaseInfo>>,
    /// Virtual member functions (`virtuals.rs`).
    pub virtuals: HashSet<FnId>,
    /// Dynamic classes that hold their own `__vptr` field (index 0).
    pub vptr_field: HashSet<RecordId>,
    /// Pure virtual functions (`= 0`).
    pub pure: HashSet<FnId>,
    /// Classes declared `final`.
    pub finals: HashSet<RecordId>,
    /// Conversion functions, and those declared `explicit` (`conversion_fns.rs`).
    pub conversions: HashSet<FnId>,
    pub explicit: HashSet<FnId>,
}

impl Checker<'_> {
    /// The name under which a function declaration is recorded, and whether it is a
    /// constructor or destructor; `None` after reporting an unsupported form.
    pub(super) fn function_name(&mut self, f: &ast::FunctionDecl, at: At, span: Span) -> Option<(Name, Special)> {
        let path = self.tu.path(f.name);
        let qualified = !path.qualifier.is_empty();
        match path.last.name {
            ast::UnqualName::Ident(n) if f.sig.ret.is_some() => Some((n, Special::Plain)),
            ast::UnqualName::Ident(n) => {
                let is_ctor = if qualified {
                    path.qualifier.last().is_some_and(|q| q.name == ast::UnqualName::Ident(n))
                } else {
                    matches!(at, At::Record(r) if self.p.records[r].name == Some(n))
                };
                if is_ctor {
                    return Some((n, Special::Ctor));
                }
                self.err(
                    Diagnostic::error(diags::BAD_DECLARATOR, span, "a function declaration needs a return type")
                        .with_label("no return type")
                        .with_note("only constructors and destructors are declared without one"),
                );
                None
            }
            ast::UnqualName::Destructor(n) => {
                let ok = if qualified {
                    path.qualifier.last().is_some_and(|q| q.name == ast::UnqualName::Ident(n))
                } else {
                    matches!(at, At::Record(r) if self.p.records[r].name == Some(n))
                };
                if !ok {
                    self.err(Diagnostic::error(diags::BAD_DECLARATOR, span, "destructor name does not match its class").with_label("here"));
                    return None;
                }
                let text = format!("~{}", self.text(n));
                Some((self.names.intern(&text), Special::Dtor))
            }
            ast::UnqualName::Operator(op) => {
                let text = format!("operator{}", operator_spelling(op));
                Some((self.names.intern(&text), Special::Plain))
            }
            ast::UnqualName::Conversion(t) => Some((self.conversion_name(t), Special::Conversion)),
            ast::UnqualName::Decltype(_) => None,
        }
    }

    /// The class or namespace a qualified name's nested-name-specifier names (quietly).
    pub(super) fn resolve_qualifier(&mut self, p: ast::PathId) -> Option<Entity> {
        let tu = self.tu;
        let path = tu.path(p);
        let mut container: Option<Entity> = None;
        for (i, seg) in path.qualifier.iter().enumerate() {
            let ast::UnqualName::Ident(n) = seg.name else { return None };
            let found = match container {
                None if i == 0 && path.global => self.global_lookup(n),
                None => self.lookup_qualifier(n),
                Some(c) => self.lookup_in(c, n),
            };
            let first = found.first().copied().and_then(|e| self.apply_template_args(e, seg));
            match first {
                Some(e @ (Entity::Namespace(_) | Entity::Type(_))) => container = Some(e),
                _ => return None,
            }
        }
        container
    }

    /// `S::S(...) : inits {}`, `S::~S() {}` and `R S::operator@(...) {}`: finds the member
    /// declared in `S` with the same parameter types and checks the body in `S`'s scope.
    /// `d` is the definition's declaration `f`. For a member of a class template's instance
    /// (`lazy_out_of_line`), any body but a virtual function's waits for its first use as the
    /// instance's other members do: `_Array(const _Tp*, size_t)`, never called, is never
    /// checked; `_Map_base<...>::operator[]` is defined while the `_Hashtable` deriving from
    /// it is still incomplete. A destructor's uses are the objects it destroys (`use_dtor`).
    pub(super) fn define_special_out_of_line(&mut self, d: ast::DeclId, f: &ast::FunctionDecl, span: Span, name: Name, special: Special) -> Option<FnId> {
        let r = match self.resolve_qualifier(f.name) {
            Some(Entity::Type(t)) => self.p.types.record_of(t),
            _ => None,
        };
        let Some(r) = r else {
            let shown = self.path_text(f.name);
            self.err(Diagnostic::error(diags::UNDECLARED, span, format!("no class declares `{shown}`")).with_label("define a member of a declared class"));
            return None;
        };
        let kinds = self.scope_chain(Scope { namespace: self.p.records[r].scope.namespace, record: Some(r) });
        let saved = self.enter_scopes(&kinds);
        let tu = self.tu;
        let mut tys = Vec::new();
        for &pd in &f.sig.params {
            let ast::DeclKind::Param(p) = &tu.decl(pd).kind else { continue };
            let t = self.resolve_type(p.ty);
            if self.p.types.is_void(t) && p.name.is_none() && f.sig.params.len() == 1 {
                break;
            }
            tys.push(self.adjust_param_type(t));
        }
        let cands: Vec<FnId> = match special {
            Special::Ctor => self.classes.ctors.get(&r).cloned().unwrap_or_default(),
            Special::Dtor => self.p.records[r].dtor.into_iter().collect(),
            Special::Plain | Special::Conversion => self.p.records[r].methods.iter().copied().filter(|&m| self.p.fns[m].name == name).collect(),
        };
        let is_const = f.sig.cv.has(ast::Cv::CONST);
        let found = cands.into_iter().find(|&c| {
            let same = self.p.types.fn_sig(self.p.fns[c].ty).is_some_and(|s| s.1 == tys.as_slice());
            // The qualifiers too: `operator T() const volatile` defines its own declaration.
            same && self.p.fns[c].method.is_some_and(|m| m.is_const == is_const)
                && self.p.types.fn_quals(self.p.fns[c].ty).same_object(super::resolve_types::fn_quals(&f.sig))
        });
        let Some(fid) = found else {
            self.restore_scopes(saved);
            let shown = self.path_text(f.name);
            self.err(
                Diagnostic::error(diags::UNDECLARED, span, format!("no member `{shown}` with these parameter types is declared in its class"))
                    .with_label("does not match any declaration")
                    .with_note("declare the member function in the class first"),
            );
            return None;
        };
        let body = match f.body {
            ast::FnBody::Block(b) | ast::FnBody::TryBlock(b) => Some(b),
            _ => None,
        };
        self.merge_definition_specifiers(fid, f);
        if let Some(b) = body {
            if self.p.fns[fid].body.is_some() {
                let ps = self.p.fns[fid].span;
                self.restore_scopes(saved);
                self.redefinition(name, span, Some(ps));
                return None;
            }
            let params = self.p.fns[fid].params.clone();
            let mut i = 0;
            for &pd in &f.sig.params {
                if let ast::DeclKind::Param(p) = &tu.decl(pd).kind {
                    if let (Some(n), Some(&v)) = (p.name, params.get(i)) {
                        self.p.vars[v].name = n;
                    }
                    i += 1;
                }
            }
            if !f.ctor_inits.is_empty() {
                self.classes.mem_inits.insert(fid, f.ctor_inits.clone());
            }
            let is_virtual = self.p.vtables.get(&r).is_some_and(|vt| vt.slots.contains(&fid));
            match self.lazy_out_of_line {
                true if !is_virtual && !self.wanted_bodies.contains(&fid) => {
                    let shown = self.inst_stack.last().cloned().unwrap_or_else(|| (span, self.path_text(f.name)));
                    self.lazy_bodies.insert(fid, (d, kinds, shown));
                }
                _ => self.check_fn_body(fid, b),
            }
        }
        self.restore_scopes(saved);
        None
    }

    /// Records a constructor or destructor of class `r` once declared.
    pub(super) fn note_special(&mut self, id: FnId, r: RecordId, special: Special, f: &ast::FunctionDecl) {
        match special {
            Special::Ctor => {
                if self.reject_by_value_copy_ctor(id, r) {
                    return;
                }
                self.classes.ctors.entry(r).or_default().push(id);
                if !f.ctor_inits.is_empty() {
                    self.classes.mem_inits.insert(id, f.ctor_inits.clone());
                }
            }
            Special::Dtor => self.p.records[r].dtor = Some(id),
            Special::Plain | Special::Conversion => {}
        }
        if special == Special::Conversion {
            self.classes.conversions.insert(id);
        }
        if f.spec.flags.has(ast::SpecFlags::EXPLICIT) {
            self.classes.explicit.insert(id);
        }
        if f.spec.flags.has(ast::SpecFlags::VIRTUAL) || f.spec.flags.has(ast::SpecFlags::OVERRIDE) {
            self.classes.virtuals.insert(id);
        }
        if matches!(f.body, ast::FnBody::Pure) {
            self.classes.virtuals.insert(id);
            self.classes.pure.insert(id);
        }
        match f.body {
            ast::FnBody::Delete => {
                self.classes.deleted.insert(id);
            }
            ast::FnBody::Default => {
                self.classes.defaulted.insert(id);
                // `S(const S&) = default` and `S(S&&) = default` are the implicit copy: the
                // class copies member-wise as if they were not declared.
                if special == Special::Ctor && self.is_copy_or_move(id, r) {
                    if let Some(l) = self.classes.ctors.get_mut(&r) {
                        l.retain(|&c| c != id);
                    }
                }
            }
            _ => {}
        }
    }

    /// The initialization of base `b` of class `r` in a constructor: its mem-initializer from
    /// `by_base`, else its default constructor when it has constructors; `None` when it is
    /// left as it is.
    fn base_init(&mut self, r: RecordId, b: super::inheritance::BaseInfo, by_base: &mut HashMap<RecordId, ExprId>, span: Span) -> Option<ExprId> {
        let bt = self.p.types.record(b.record);
        let init = match by_base.remove(&b.record) {
            Some(init) => init,
            None if self.ctors_of(bt).is_some() => self.construct_with(bt, Vec::new(), span),
            None => return None,
        };
        let place = self.base_place(r, b, span);
        Some(self.mk(ExprKind::InitAt { place, init }, builtin::VOID, ValueCat::PrValue, span))
    }

    /// The constructors of `ty` when it is a class that has any.
    pub(super) fn ctors_of(&self, ty: TypeId) -> Option<(RecordId, Vec<FnId>)> {
        let r = self.p.types.record_of(self.p.types.non_ref(ty))?;
        let mut list = self.classes.ctors.get(&r).cloned().unwrap_or_default();
        list.extend(self.inherited_ctor_list(r));
        (!list.is_empty() || self.has_ctor_templates(r) || !self.inherited_ctor_templates(r).is_empty()).then_some((r, list))
    }

    /// True when the class has only circlec's implicit default constructor (it stays an
    /// aggregate).
    pub(super) fn only_implicit_ctor(&self, ty: TypeId, list: &[FnId]) -> bool {
        let templates = self.p.types.record_of(self.p.types.non_ref(ty)).is_some_and(|r| self.has_ctor_templates(r));
        !templates && list.iter().all(|f| self.classes.implicit.contains(f))
    }

    /// Whether `f`'s first parameter is a reference to class `r` (a copy or move constructor).
    /// Reports a constructor of `r` whose first parameter is `r` itself by value (cv-qualified
    /// or not) and whose other parameters all have defaults ([class.copy.ctor]/5): copying the
    /// argument would call that constructor again. Such a constructor is not listed among the
    /// class's constructors, so no overload resolution ever considers it. `H(H, int)` with no
    /// default is a valid constructor.
    fn reject_by_value_copy_ctor(&mut self, f: FnId, r: RecordId) -> bool {
        let Some((_, params, _)) = self.p.types.fn_sig(self.p.fns[f].ty) else { return false };
        let Some(&first) = params.first() else { return false };
        if self.p.types.is_reference(first) || self.p.types.record_of(first) != Some(r) {
            return false;
        }
        let fd = &self.p.fns[f];
        if !fd.params.iter().skip(1).all(|&p| self.p.vars[p].init.is_some()) {
            return false;
        }
        let span = fd.params.first().map(|&p| self.p.vars[p].span).unwrap_or(fd.span);
        let ctor_span = fd.span;
        let class = self.type_name(first);
        let plain = self.type_name(self.p.types.unqual(first));
        self.err(
            Diagnostic::error(
                diags::INVALID_CTOR,
                span,
                format!("invalid constructor: the first parameter of a constructor of `{plain}` cannot be `{class}` by value"),
            )
            .with_label(format!("`{class}` taken by value"))
            .with_secondary(ctor_span, "this constructor would have to call itself to copy its argument")
            .with_note(format!("a copy constructor takes `const {plain}&`, a move constructor `{plain}&&`")),
        );
        true
    }

    pub(super) fn is_copy_or_move(&self, f: FnId, r: RecordId) -> bool {
        let Some((_, params, _)) = self.p.types.fn_sig(self.p.fns[f].ty) else { return false };
        params.len() == 1 && self.p.types.is_reference(params[0]) && self.p.types.record_of(self.p.types.non_ref(params[0])) == Some(r)
    }

    /// Constructs an object of class type `ty` from checked `args` by overload resolution over
    /// its constructors. A single argument of the class itself, with no user copy or move
    /// constructor, is the implicit (bitwise) copy: the argument is returned as it is.
    pub(super) fn construct_with(&mut self, ty: TypeId, args: Vec<ExprId>, span: Span) -> ExprId {
        let ty = self.p.types.unqual(self.p.types.non_ref(ty));
        let Some((r, ctors)) = self.ctors_of(ty) else { return self.error_expr(span) };
        if args.iter().any(|&a| self.p.types.is_error(self.p.expr(a).ty)) {
            return self.error_expr(span);
        }
        // A prvalue of the class itself initializes the object directly (C++17 elision).
        if args.len() == 1 && self.p.expr(args[0]).cat == ValueCat::PrValue && self.p.types.unqual(self.p.expr(args[0]).ty) == ty {
            return args[0];
        }
        let arg_rec = args.first().and_then(|&a| self.p.types.record_of(self.p.types.unqual(self.p.types.non_ref(self.p.expr(a).ty))));
        if args.len() == 1 && arg_rec.is_some_and(|ar| ar == r || self.is_base_of(r, ar)) && !ctors.iter().any(|&c| self.is_copy_or_move(c, r)) {
            // The implicit copy (slicing a derived object to its base part).
            return self.to_base(args[0], r);
        }
        let templates = self.ctor_template_cands(r, &args, span);
        // An object of another class with a conversion function to this one (fp8's
        // `explicit operator __half()`): the copy constructor takes what the conversion gives,
        // unless a converting constructor, or a constructor template, takes the object itself
        // (which binds it without a user-defined conversion, and so is better: cooperative
        // groups' `operator thread_block_tile<N>()` returns `thread_block_tile<N>(*this)`).
        // Explicit conversion functions count, as they do in direct-initialization
        // ([over.match.copy]/1.2); this path also serves `T t = x`, where they should not.
        if let [a] = args[..] {
            if arg_rec.is_some_and(|ar| ar != r && !self.is_base_of(r, ar)) && templates.is_empty() && !self.converts_via_ctor(a, ty) {
                if let Some(x) = self.convert_via_conversion_fn(a, ty, true) {
                    return x;
                }
            }
        }
        let mut cands: Vec<Cand> = ctors.iter().map(|&c| Cand::Fn(c)).collect();
        cands.extend(templates);
        self.construct_among_cands(ty, r, cands, args, span)
    }

    /// Constructs a `ty` by the best of constructors `ctors` for `args`.
    pub(super) fn construct_among(&mut self, ty: TypeId, ctors: Vec<FnId>, args: Vec<ExprId>, span: Span) -> ExprId {
        let ty = self.p.types.unqual(self.p.types.non_ref(ty));
        let Some(r) = self.p.types.record_of(ty) else { return self.error_expr(span) };
        self.construct_among_cands(ty, r, ctors.into_iter().map(Cand::Fn).collect(), args, span)
    }

    fn construct_among_cands(&mut self, ty: TypeId, r: RecordId, cands: Vec<Cand>, args: Vec<ExprId>, span: Span) -> ExprId {
        let name = self.p.records[r].name.map(|n| self.text(n).to_string()).unwrap_or_default();
        let c = match self.best_candidate(cands, &args, &name, span) {
            Some(Cand::Fn(c)) => c,
            Some(Cand::Template(t, targs)) => match self.instantiate(t, targs, span) {
                Some(c) => c,
                None => return self.error_expr(span),
            },
            _ => return self.error_expr(span),
        };
        if let Some(n) = self.p.records[r].name {
            self.check_fn_access(c, r, n, span);
        }
        self.check_not_abstract(r, span);
        if self.classes.deleted.contains(&c) {
            let d = if self.classes.implicit.contains(&c) {
                Diagnostic::error(diags::DELETED_FUNCTION, span, format!("use of the implicitly deleted copy or move constructor of `{name}`"))
                    .with_label("the implicit constructor is deleted")
                    .with_secondary(self.p.fns[c].span, "the class declares a move operation, or a base or member cannot be copied")
            } else {
                Diagnostic::error(diags::DELETED_FUNCTION, span, format!("use of deleted constructor of `{name}`"))
                    .with_label("this constructor is `= delete`d")
                    .with_secondary(self.p.fns[c].span, "deleted here")
            };
            self.err(d);
            return self.error_expr(span);
        }
        let fd = &self.p.fns[c];
        let defaults: Vec<Option<ExprId>> = fd.params.iter().map(|&p| self.p.vars[p].init).collect();
        let Some((_, params, variadic)) = self.p.types.fn_sig(fd.ty).map(|(r, p, v)| (r, p.to_vec(), v)) else {
            return self.error_expr(span);
        };
        let what = format!("the constructor of `{name}`");
        let Some(args) = self.convert_args(&params, variadic, args, &defaults, &what, span) else {
            return self.error_expr(span);
        };
        // A class template instance's constructor is checked on its first use.
        self.ensure_body(c);
        self.mk(ExprKind::Construct { ctor: c, args }, ty, ValueCat::PrValue, span)
    }

    /// Checks the syntax arguments and constructs; `None` when `ty` has no constructors (or
    /// only the implicit default one and arguments are given: aggregate initialization).
    pub(super) fn try_construct(&mut self, ty: TypeId, args: &[ast::ExprId], span: Span) -> Option<ExprId> {
        let (_, ctors) = self.ctors_of(ty)?;
        if !args.is_empty() && self.only_implicit_ctor(ty, &ctors) {
            return None;
        }
        let checked = self.check_args(args);
        Some(self.construct_with(ty, checked, span))
    }

    /// Fields an aggregate initializer leaves out: their default member initializers, or
    /// their default constructors (zero elsewhere).
    pub(super) fn fill_defaults(&mut self, r: RecordId, elems: &mut Vec<ExprId>, max: usize, span: Span) {
        let mut last = elems.len();
        for i in elems.len()..max {
            let t = self.p.records[r].fields[i].ty;
            if self.classes.field_inits.contains_key(&(r, i as u32)) || self.has_bit_field_defaults(r) && self.bit_field_storage(r, i).is_some() || (!self.p.types.is_reference(t) && self.ctors_of(t).is_some()) {
                last = i + 1;
            }
        }
        for i in elems.len()..last {
            let t = self.p.records[r].fields[i].ty;
            if let Some(e) = self.bit_field_defaults(r, i, span) {
                elems.push(e);
                continue;
            }
            let e = match self.classes.field_inits.get(&(r, i as u32)).cloned() {
                Some(init) => self.mem_init_value(t, &init, span),
                None if !self.p.types.is_reference(t) && self.ctors_of(t).is_some() => self.construct_with(t, Vec::new(), span),
                None => self.mk(ExprKind::ZeroInit, self.p.types.unqual(t), ValueCat::PrValue, span),
            };
            elems.push(e);
        }
    }

    /// `S s = e;` or `S s(e);` for a class with constructors: through them, except that a
    /// class with only implicit constructors takes other values by the ordinary conversions.
    pub(super) fn construct_from_expr(&mut self, ty: TypeId, e: ast::ExprId, span: Span, what: &str) -> ExprId {
        let h = self.check_expr(e);
        let Some((r, ctors)) = self.ctors_of(ty) else { return self.convert(h, ty, what) };
        let from = self.p.types.record_of(self.p.types.unqual(self.p.types.non_ref(self.p.expr(h).ty)));
        let same_class = from.is_some_and(|f| f == r || self.is_base_of(r, f));
        if same_class || !self.only_implicit_ctor(ty, &ctors) {
            return self.construct_with(ty, vec![h], span);
        }
        self.convert(h, ty, what)
    }

    /// `T x = e;` and argument passing into a class with constructors: a converting
    /// constructor, or a user copy constructor. `None` when the ordinary rules apply.
    pub(super) fn convert_via_ctor(&mut self, e: ExprId, to: TypeId) -> Option<ExprId> {
        if self.p.types.is_reference(to) && !self.p.types.cv(self.p.types.non_ref(to)).is_const() {
            return None;
        }
        let (r, ctors) = self.ctors_of(to)?;
        if self.only_implicit_ctor(to, &ctors) || self.p.types.is_error(self.p.expr(e).ty) {
            return None;
        }
        if self.p.types.is_reference(to) && self.converts_to_base(e, to) {
            return None;
        }
        let same = self.p.types.record_of(self.p.types.unqual(self.p.expr(e).ty)) == Some(r);
        if same && self.p.types.is_reference(to) {
            return None;
        }
        let span = self.p.expr(e).span;
        let c = self.construct_with(to, vec![e], span);
        if self.p.types.is_reference(to) && self.p.expr(c).cat == ValueCat::PrValue {
            let t = self.p.types.non_ref(to);
            return Some(self.mk(ExprKind::ImplicitCast { kind: CastKind::Materialize, operand: c }, t, ValueCat::XValue, span));
        }
        Some(c)
    }

    /// Whether non-class argument `a` converts to class `to` through a one-argument
    /// constructor (for ranking; the constructor's parameter takes a standard conversion).
    pub(super) fn converts_via_ctor(&mut self, a: ExprId, to: TypeId) -> bool {
        if self.p.types.is_reference(to) && !self.p.types.cv(self.p.types.non_ref(to)).is_const() {
            return false;
        }
        let Some((_, ctors)) = self.ctors_of(to) else { return false };
        for c in ctors {
            let fd = &self.p.fns[c];
            let Some((_, params, _)) = self.p.types.fn_sig(fd.ty) else { continue };
            let defaults = fd.params.iter().skip(1).all(|&p| self.p.vars[p].init.is_some());
            let Some(&first) = params.first() else { continue };
            if !defaults {
                continue;
            }
            if self.p.types.is_record(self.p.types.non_ref(first)) {
                // A class parameter takes the argument's own class or a class derived from it,
                // by a standard conversion (`_List_const_iterator(const iterator&)`); no other
                // user-defined conversion nests in this one ([over.best.ics]/4).
                let (at, pt) = (self.p.types.unqual(self.p.expr(a).ty), self.p.types.unqual(self.p.types.non_ref(first)));
                let binds = !matches!(self.p.types.kind(first), super::types::Type::LRef(_))
                    || self.p.types.cv(self.p.types.non_ref(first)).is_const()
                    || self.p.expr(a).cat == ValueCat::LValue;
                if binds && self.p.types.is_record(at) && (at == pt || self.converts_to_base(a, first)) {
                    return true;
                }
                continue;
            }
            if self.p.types.is_record(self.p.expr(a).ty) {
                // A class argument reaches a parameter of another type only through a
                // conversion function, which may not nest in this conversion.
                continue;
            }
            if self.arg_conv(a, first).is_some() {
                return true;
            }
        }
        false
    }

    /// `*this` as an lvalue of the class of member function `f`.
    fn this_object(&mut self, r: RecordId, span: Span) -> ExprId {
        let rt = self.p.types.record(r);
        let pt = self.p.types.pointer(rt);
        let this = self.mk(ExprKind::This, pt, ValueCat::PrValue, span);
        self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, rt, ValueCat::LValue, span)
    }

    fn field_place(&mut self, r: RecordId, i: u32, span: Span) -> ExprId {
        let obj = self.this_object(r, span);
        let ft = self.p.records[r].fields[i as usize].ty;
        let ft = self.p.types.non_ref(ft);
        self.mk(ExprKind::Member { base: obj, field: i }, ft, ValueCat::LValue, span)
    }

    /// The statements a constructor runs before its body: a delegated constructor, or each
    /// field's initializer in declaration order (member initializer, else default member
    /// initializer, else the default constructor of a class-type field).
    pub(super) fn ctor_prologue(&mut self, f: FnId) -> Vec<StmtId> {
        let Some(r) = self.p.fns[f].method.map(|m| m.record) else { return Vec::new() };
        if !self.classes.ctors.get(&r).is_some_and(|l| l.contains(&f)) && !self.classes.ctor_specializations.contains(&f) {
            return Vec::new();
        }
        let span = self.p.fns[f].span;
        let inits = self.classes.mem_inits.get(&f).cloned().unwrap_or_default();
        let class_name = self.p.records[r].name;
        let mut by_field: HashMap<u32, ast::MemInit> = HashMap::new();
        // Bit-fields by their index in `Program::bit_fields`.
        let mut by_bit: HashMap<u32, ast::MemInit> = HashMap::new();
        // Members of anonymous members, by the anonymous member's field index.
        let mut in_anonymous: HashMap<u32, Vec<ast::MemInit>> = HashMap::new();
        let mut by_base: HashMap<RecordId, ExprId> = HashMap::new();
        let bases = self.bases_of(r);
        let mut out = Vec::new();
        for mi in inits {
            if mi.pack_expansion {
                by_base.extend(self.expand_base_inits(&mi, &bases));
                continue;
            }
            let target = self.tu.path(mi.target).as_ident();
            let is_field = target.is_some_and(|n| self.p.records[r].fields.iter().any(|x| x.name == n));
            if !is_field && !bases.is_empty() {
                // A base named by its class (`Base(...)`, `ns::Base<T>(...)`).
                let named = match self.resolve_path(mi.target) {
                    Some(ents) => ents.first().and_then(|e| if let Entity::Type(t) = *e { self.p.types.record_of(t) } else { None }),
                    None => None,
                };
                let vbases = self.vbase_infos(r);
                // Else the base's injected-class-name, a member of the base (`facet(refs)` in
                // a class derived from `locale::facet`, `_Base(n)` for a template base).
                let injected = |c: &Self, b: &&super::hir::BaseInfo| named.is_none() && target.is_some() && c.p.records[b.record].name == target;
                if let Some(b) = bases.iter().chain(vbases.iter()).find(|b| Some(b.record) == named).or_else(|| bases.iter().chain(vbases.iter()).find(|b| injected(self, b))) {
                    let bt = self.p.types.record(b.record);
                    by_base.insert(b.record, self.mem_init_value(bt, &mi.init, mi.span));
                    continue;
                }
            }
            if target.is_some() && target == class_name {
                // A delegating constructor: the whole object comes from the other constructor.
                let ty = self.p.types.record(r);
                let init = self.mem_init_value(ty, &mi.init, mi.span);
                let place = self.this_object(r, mi.span);
                let e = self.mk(ExprKind::InitAt { place, init }, builtin::VOID, ValueCat::PrValue, mi.span);
                return vec![self.stmt(Stmt::Expr(e))];
            }
            let idx = target.and_then(|n| self.p.records[r].fields.iter().position(|x| x.name == n));
            let bit = target.and_then(|n| self.p.bit_fields.get(&r).and_then(|v| v.iter().position(|b| b.0 == Some(n))));
            match (idx, bit) {
                (Some(i), _) => {
                    by_field.insert(i as u32, mi);
                }
                (None, Some(k)) => {
                    by_bit.insert(k as u32, mi);
                }
                // A member of an anonymous struct or union member (`: x(0)` with `union {
                // struct { T x, y; }; T v[2]; }`, NVIDIA's nvQuaternion.h), initialized where
                // that member is.
                (None, None) if target.and_then(|n| self.anonymous_member_with(r, n, 0)).is_some() => {
                    let i = target.and_then(|n| self.anonymous_member_with(r, n, 0)).unwrap_or(0) as u32;
                    in_anonymous.entry(i).or_default().push(mi);
                }
                (None, None) => {
                    let shown = self.path_text(mi.target);
                    self.err(
                        Diagnostic::error(diags::UNDECLARED, mi.span, format!("`{shown}` is not a member of this class"))
                            .with_label("no such field")
                            .with_note("a member initializer names a field, a direct base class, or the class itself"),
                    );
                }
            }
        }
        // Virtual bases first (only the most-derived class constructs them), then the others
        // in declaration order.
        for b in self.vbase_infos(r) {
            if let Some(e) = self.base_init(r, b, &mut by_base, span) {
                out.push(self.complete_object_only(e));
            }
        }
        for b in bases.iter().filter(|b| !b.is_virtual) {
            if let Some(e) = self.base_init(r, *b, &mut by_base, span) {
                out.push(self.stmt(Stmt::Expr(e)));
            }
        }
        out.extend(self.init_vptr(r, span));
        let base_fields = self.hidden_fields(r);
        // A union initializes one member: the one its member initializers name, else the one
        // with a default member initializer, else none (`_Variadic_union() : _M_rest() {}`
        // leaves `_M_first`, which has no default constructor, alone).
        let union_named = (self.p.records[r].kind == RecordKind::Union).then(|| !by_field.is_empty() || !in_anonymous.is_empty());
        for i in 0..self.p.records[r].fields.len() as u32 {
            if base_fields.contains(&i) {
                continue;
            }
            if let Some(inits) = in_anonymous.remove(&i) {
                for mi in inits {
                    let Some(n) = self.tu.path(mi.target).as_ident() else { continue };
                    if let Some(place) = self.anonymous_member_place(r, i, n, mi.span) {
                        let fty = self.p.expr(place).ty;
                        let init = self.mem_init_value(self.p.types.unqual(fty), &mi.init, mi.span);
                        let e = self.mk(ExprKind::InitAt { place, init }, builtin::VOID, ValueCat::PrValue, mi.span);
                        out.push(self.stmt(Stmt::Expr(e)));
                    }
                }
                continue;
            }
            let fty = self.p.records[r].fields[i as usize].ty;
            if union_named.is_some_and(|named| named && !by_field.contains_key(&i) || !named && !self.classes.field_inits.contains_key(&(r, i))) {
                continue;
            }
            let init = match by_field.remove(&i) {
                Some(mi) => Some(self.mem_init_value(fty, &mi.init, mi.span)),
                None if (!by_bit.is_empty() || self.has_bit_field_defaults(r)) && self.bit_field_storage(r, i as usize).is_some() => {
                    self.bit_field_inits(r, i as usize, &by_bit, span)
                }
                None => match self.classes.field_inits.get(&(r, i)).cloned() {
                    Some(init) => {
                        let fspan = self.p.records[r].fields[i as usize].span;
                        self.mem_init_value(fty, &init, fspan).into()
                    }
                    None if self.ctors_of(fty).is_some() && !self.p.types.is_reference(fty) => Some(self.construct_with(fty, Vec::new(), span)),
                    None => self.default_init_array(fty, span),
                },
            };
            if let Some(init) = init {
                let place = self.field_place(r, i, span);
                let e = self.mk(ExprKind::InitAt { place, init }, builtin::VOID, ValueCat::PrValue, span);
                out.push(self.stmt(Stmt::Expr(e)));
            }
        }
        out
    }

    /// `this->(anonymous member i).…name`: the field `name` inside anonymous member `i` of
    /// class `r` (through nested anonymous members); `None`, with an error, for a bit-field
    /// there, which a member initializer cannot reach yet.
    fn anonymous_member_place(&mut self, r: RecordId, i: u32, name: crate::intern::Name, span: Span) -> Option<ExprId> {
        let mut place = self.field_place(r, i, span);
        let mut rec = self.p.types.record_of(self.p.records[r].fields[i as usize].ty)?;
        for _ in 0..16 {
            if let Some(j) = self.p.records[rec].fields.iter().position(|f| f.name == name) {
                return Some(self.field_access(place, rec, j as u32, span));
            }
            let Some(k) = self.anonymous_member_with(rec, name, 0) else { break };
            place = self.field_access(place, rec, k as u32, span);
            rec = self.p.types.record_of(self.p.records[rec].fields[k].ty)?;
        }
        let shown = self.text(name).to_string();
        self.err(
            Diagnostic::error(diags::UNSUPPORTED, span, format!("a member initializer for bit-field `{shown}` of an anonymous member"))
                .with_label("not supported yet")
                .with_note("assign it in the constructor's body"),
        );
        None
    }

    pub(super) fn mem_init_value(&mut self, ty: TypeId, init: &ast::Init, span: Span) -> ExprId {
        let (e, _) = self.check_init(Some(ty), init, span, "a member initializer");
        e.unwrap_or_else(|| self.error_expr(span))
    }

    /// The statements a destructor runs after its body: each class-type field's destructor,
    /// last field first.
    pub(super) fn dtor_epilogue(&mut self, f: FnId) -> Vec<StmtId> {
        let Some(r) = self.p.fns[f].method.map(|m| m.record) else { return Vec::new() };
        if self.p.records[r].dtor != Some(f) {
            return Vec::new();
        }
        let span = self.p.fns[f].span;
        let mut out = Vec::new();
        let bases = self.bases_of(r);
        let base_fields = self.hidden_fields(r);
        for i in (0..self.p.records[r].fields.len() as u32).rev() {
            let fty = self.p.records[r].fields[i as usize].ty;
            if self.p.types.is_reference(fty) || base_fields.contains(&i) {
                continue;
            }
            // An array of class objects: each element, last first.
            if let Some((elem, Some(n))) = self.p.types.array_elem(fty) {
                let Some(d) = self.p.types.record_of(elem).and_then(|er| self.p.records[er].dtor) else { continue };
                self.ensure_body(d);
                if n > 65536 {
                    continue;
                }
                for k in (0..n).rev() {
                    let place = self.field_place(r, i, span);
                    let ep = self.p.types.pointer(elem);
                    let decayed = self.mk(ExprKind::ImplicitCast { kind: CastKind::ArrayToPointer, operand: place }, ep, ValueCat::PrValue, span);
                    let idx = self.mk(ExprKind::IntLit(k as i128), builtin::LONG, ValueCat::PrValue, span);
                    let at = self.mk(ExprKind::Index { base: decayed, index: idx }, elem, ValueCat::LValue, span);
                    let this_arg = self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: at }, ep, ValueCat::PrValue, span);
                    let call = self.mk(ExprKind::Call { callee: Callee::Fn(d), this_arg: Some(this_arg), args: Vec::new() }, builtin::VOID, ValueCat::PrValue, span);
                    out.push(self.stmt(Stmt::Expr(call)));
                }
                continue;
            }
            let Some(fr) = self.p.types.record_of(fty) else { continue };
            let Some(d) = self.p.records[fr].dtor else { continue };
            self.ensure_body(d);
            let place = self.field_place(r, i, span);
            let pt = self.p.types.pointer(self.p.expr(place).ty);
            let this_arg = self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: place }, pt, ValueCat::PrValue, span);
            let call = self.mk(ExprKind::Call { callee: Callee::Fn(d), this_arg: Some(this_arg), args: Vec::new() }, builtin::VOID, ValueCat::PrValue, span);
            out.push(self.stmt(Stmt::Expr(call)));
        }
        // Then the bases, last first, and the virtual bases last (in the complete object only).
        let vbases = self.vbase_infos(r);
        for b in bases.iter().filter(|b| !b.is_virtual).rev().chain(vbases.iter().rev()) {
            let Some(d) = self.p.records[b.record].dtor else { continue };
            self.ensure_body(d);
            let place = self.base_place(r, *b, span);
            let pt = self.p.types.pointer(self.p.expr(place).ty);
            let this_arg = self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: place }, pt, ValueCat::PrValue, span);
            let call = self.mk(ExprKind::Call { callee: Callee::Fn(d), this_arg: Some(this_arg), args: Vec::new() }, builtin::VOID, ValueCat::PrValue, span);
            if b.is_virtual {
                out.push(self.complete_object_only(call));
            } else {
                out.push(self.stmt(Stmt::Expr(call)));
            }
        }
        out
    }

    /// At the end of a class definition: the implicit default constructor (when the class has
    /// no constructor but default member initializers or fields with constructors) and the
    /// implicit destructor (when a field has a destructor).
    pub(super) fn finish_class(&mut self, r: RecordId) {
        let fields: Vec<(u32, TypeId)> = self.p.records[r].fields.iter().enumerate().map(|(i, f)| (i as u32, f.ty)).collect();
        let bases = self.bases_of(r);
        let base_ctor = bases.iter().any(|b| self.classes.ctors.get(&b.record).is_some_and(|l| !l.is_empty()));
        let base_dtor = bases.iter().any(|b| self.p.records[b.record].dtor.is_some());
        let needs_ctor = base_ctor || self.is_dynamic(r) || self.has_bit_field_defaults(r) || fields.iter().any(|&(i, t)| self.classes.field_inits.contains_key(&(r, i)) || (!self.p.types.is_reference(t) && self.ctors_of(t).is_some()));
        // Only when every base and field can be default-initialized: otherwise the class is
        // initialized as an aggregate or through its other constructors.
        let can_default = bases.iter().all(|b| {
            let t = self.p.types.record(b.record);
            self.default_constructible(t)
        }) && fields.iter().all(|&(i, t)| self.classes.field_inits.contains_key(&(r, i)) || self.p.types.is_reference(t) || self.default_constructible(t));
        let name = self.p.records[r].name;
        if needs_ctor && can_default && !self.classes.ctors.contains_key(&r) && !self.has_ctor_templates(r) {
            if let Some(n) = name {
                let f = self.implicit_special(r, n);
                self.classes.ctors.entry(r).or_default().push(f);
                self.classes.implicit.insert(f);
                self.define_defaulted(f);
            }
        }
        let elem_of = |c: &Self, t: TypeId| c.p.types.array_elem(t).map_or(t, |(e, _)| e);
        let needs_dtor = base_dtor || fields.iter().any(|&(_, t)| !self.p.types.is_reference(t) && self.p.types.record_of(elem_of(self, t)).is_some_and(|fr| self.p.records[fr].dtor.is_some()));
        if needs_dtor && self.p.records[r].dtor.is_none() {
            if let Some(n) = name {
                let text = format!("~{}", self.text(n));
                let dn = self.names.intern(&text);
                let f = self.implicit_special(r, dn);
                self.p.records[r].dtor = Some(f);
                // Not user-provided: trivial when every subobject's destructor is.
                self.classes.defaulted.insert(f);
                self.define_defaulted(f);
            }
        }
        self.writing_implicit += 1;
        let deferring = std::mem::replace(&mut self.deferring_implicit_uses, true);
        self.declare_implicit_copies(r);
        self.declare_implicit_assignments(r);
        self.deferring_implicit_uses = deferring;
        self.writing_implicit -= 1;
    }

    /// A `void()` inline member function of `r` with no body yet.
    fn implicit_special(&mut self, r: RecordId, name: Name) -> FnId {
        self.declare_implicit_member(r, name, builtin::VOID, Vec::new())
    }

    /// An implicitly declared inline, non-const member function of `r` returning `ret` and
    /// taking the parameter variables `params`, with no body yet, added to `r`'s methods.
    pub(super) fn declare_implicit_member(&mut self, r: RecordId, name: Name, ret: TypeId, params: Vec<VarId>) -> FnId {
        let span = self.p.records[r].span;
        let param_tys = params.iter().map(|&v| self.p.vars[v].ty).collect();
        let ty = self.p.types.function(ret, param_tys, false);
        let scope = Scope { namespace: self.p.records[r].scope.namespace, record: Some(r) };
        let mut decl = FnDecl::declaration(name, scope, ty, ret, params, Linkage::Cxx, span);
        decl.inline = Inline::InClass;
        decl.method = Some(Method { record: r, is_const: false, is_static: false, ref_qual: RefQualifier::None });
        let f = self.p.fns.alloc(decl);
        self.p.records[r].methods.push(f);
        f
    }

    /// Writes the bodies of defaulted and implicit special members (once their class is
    /// complete): only the prologue or epilogue.
    pub(super) fn define_defaulted(&mut self, f: FnId) {
        if self.p.fns[f].body.is_some() {
            return;
        }
        let Some(r) = self.p.fns[f].method.map(|m| m.record) else { return };
        let kinds = self.scope_chain(Scope { namespace: self.p.records[r].scope.namespace, record: Some(r) });
        let scopes = self.enter_scopes(&kinds);
        let saved = std::mem::take(&mut self.fcx);
        self.fcx.func = Some(f);
        self.fcx.ret = Some(builtin::VOID);
        self.writing_implicit += 1;
        let mut body = self.ctor_prologue(f);
        body.extend(self.dtor_epilogue(f));
        self.writing_implicit -= 1;
        let b = self.stmt(Stmt::Compound(body));
        self.p.fns[f].body = Some(b);
        self.fcx = saved;
        self.restore_scopes(scopes);
    }

    /// Reports a call of a deleted function.
    pub(super) fn check_not_deleted(&mut self, f: FnId, span: Span) {
        if self.classes.deleted.contains(&f) {
            let n = self.text(self.p.fns[f].name).to_string();
            self.err(
                Diagnostic::error(diags::DELETED_FUNCTION, span, format!("call of deleted function `{n}`"))
                    .with_label("this function is `= delete`d")
                    .with_secondary(self.p.fns[f].span, "deleted here"),
            );
        }
    }
}

/// The spelling of an overloadable operator after `operator`.
pub fn operator_spelling(op: ast::OverloadedOp) -> &'static str {
    match op {
        ast::OverloadedOp::Punct(p) => p.as_str(),
        ast::OverloadedOp::Call => "()",
        ast::OverloadedOp::Subscript => "[]",
        ast::OverloadedOp::New => " new",
        ast::OverloadedOp::Delete => " delete",
        ast::OverloadedOp::NewArray => " new[]",
        ast::OverloadedOp::DeleteArray => " delete[]",
    }
}
