//! Classes, structs, unions and enums: forward declarations and definitions, fields with
//! complete types, member functions (bodies checked once the class is complete), static data
//! members, nested types, `alignas`, the LP64 layout, and enums scoped or not with fixed or
//! deduced underlying types and folded enumerator values.

use crate::ast::{self, DeclKind};
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::{Checker, Entity, ScopeKind};
use super::decls::At;
use super::diags;
use super::hir::*;
use super::types::{builtin, IntKind};


/// The name of the unnamed field that holds a run of bit-fields; no identifier can spell it.
pub(super) const BIT_FIELDS: &str = "<bit-fields>";

/// The name of the unnamed field that holds an anonymous struct or union member; no
/// identifier can spell it, so lookup never finds it by name.
pub(super) const ANON_MEMBER: &str = "<anonymous member>";


/// A run of adjacent bit-fields being laid out: where it started (a byte offset), the next free
/// bit (counted from the record's start), and the alignment its named members give the record.
#[derive(Default)]
pub(super) struct BitFields {
    run: Option<(u64, u64)>,
    align: u64,
}

impl Checker<'_> {
    pub(super) fn alignas_value(&mut self, specs: &[ast::AlignSpec]) -> Option<u64> {
        let mut best: Option<u64> = None;
        for s in specs {
            let v = match *s {
                ast::AlignSpec::Expr(e) => {
                    let span = self.tu.expr(e).span;
                    let v = self.const_int(e, "an `alignas` value")?;
                    if v <= 0 || (v & (v - 1)) != 0 {
                        self.err(
                            Diagnostic::error(diags::BAD_DECLARATOR, span, format!("`alignas({v})` is not a power of two"))
                                .with_label("alignments are powers of two"),
                        );
                        continue;
                    }
                    v as u64
                }
                ast::AlignSpec::Type(t) => {
                    let ty = self.resolve_type(t);
                    self.size_align_of(ty).map(|x| x.1).unwrap_or(1)
                }
            };
            best = Some(best.map_or(v, |b| b.max(v)));
        }
        best
    }

    pub fn declare_record(&mut self, r: &ast::RecordDecl, span: Span, at: At) -> Option<RecordId> {
        // `class Outer::Inner { ... };`: the nested class declared in `Outer`, defined at
        // namespace scope; its definition is read in `Outer`'s scope, which its members see
        // (libstdc++'s `class locale::facet`).
        if let Some(p) = r.name.filter(|&p| r.members.is_some() && !self.tu.path(p).qualifier.is_empty() && self.tu.path(p).last.args.is_none()) {
            if let Some(Entity::Type(t)) = self.resolve_qualifier(p) {
                if let Some(outer) = self.p.types.record_of(t) {
                    let kinds = self.scope_chain(Scope { namespace: None, record: Some(outer) });
                    let saved = self.enter_scopes(&kinds);
                    let id = self.declare_record_here(r, span, at);
                    self.restore_scopes(saved);
                    return id;
                }
            }
        }
        self.declare_record_here(r, span, at)
    }

    /// A member class defined out of its class template (`class V<T>::Inner { ... };`), read
    /// with the instance's scope innermost.
    pub(super) fn declare_member_record(&mut self, r: &ast::RecordDecl, span: Span) -> Option<RecordId> {
        self.declare_record_here(r, span, At::Namespace)
    }

    pub(super) fn declare_record_here(&mut self, r: &ast::RecordDecl, span: Span, _at: At) -> Option<RecordId> {
        let tu = self.tu;
        let name = r.name.and_then(|p| self.last_ident(p));
        if r.name.is_some() && name.is_none() {
            self.unsupported(span, "class template specializations");
            return None;
        }
        let kind = match r.tag {
            ast::TagKind::Union => RecordKind::Union,
            ast::TagKind::Class => RecordKind::Class,
            _ => RecordKind::Struct,
        };
        // An earlier declaration of the same record in this scope.
        let mut existing = None;
        if let Some(n) = name {
            for e in self.lookup_here(n) {
                if let Entity::Type(t) = e {
                    if let Some(rid) = self.p.types.record_of(t) {
                        existing = Some(rid);
                        continue;
                    }
                }
                // A variable or function of the same name may coexist with a class (C's
                // separate tag names: `struct stat` and `stat()`, `struct timezone` and
                // `timezone`); it hides the class from ordinary lookup.
                if r.members.is_some() && !matches!(e, Entity::Var(_) | Entity::Fn(_)) {
                    self.redefinition(n, span, self.prev_span(e));
                    return None;
                }
            }
        }
        let Some(members) = &r.members else {
            // A forward declaration.
            if existing.is_some() {
                return None;
            }
            let scope = self.decl_scope();
            let id = self.p.records.alloc(RecordDecl::declared(name, scope, kind, Vec::new(), span));
            if let Some(n) = name {
                let t = self.p.types.record(id);
                self.declare(n, Entity::Type(t));
            }
            return Some(id);
        };
        let id = match existing {
            Some(e) if self.p.records[e].layout.is_some() => {
                let ps = self.p.records[e].span;
                let n = match name {
                    Some(n) => n,
                    None => self.names.intern(""),
                };
                self.redefinition(n, span, Some(ps));
                return None;
            }
            Some(e) => {
                self.p.records[e].span = span;
                self.p.records[e].kind = kind;
                e
            }
            None => {
                let scope = self.decl_scope();
                let id = self.p.records.alloc(RecordDecl::declared(name, scope, kind, Vec::new(), span));
                if let Some(n) = name {
                    let t = self.p.types.record(id);
                    self.declare(n, Entity::Type(t));
                }
                id
            }
        };
        let align = self.alignas_value(&r.alignas);
        self.p.records[id].align = align;
        if r.is_final {
            self.classes.finals.insert(id);
        }
        let outermost = !self.scopes.iter().any(|s| matches!(s.kind, ScopeKind::Record(_)));
        // A local class: declared in a block (its members see the enclosing function's
        // template parameters and local types, so their bodies are checked here, in place).
        let local = self.scopes.last().is_some_and(|s| s.kind == ScopeKind::Block);
        self.push_scope(ScopeKind::Record(id));
        let mut field_layout = Vec::new();
        let mut bits = BitFields::default();
        self.declare_bases(id, &r.bases, &mut field_layout);
        self.declare_vptr(id, members, &mut field_layout);
        let mut access = if kind == RecordKind::Class { ast::Access::Private } else { ast::Access::Public };
        let outer_access = self.access.current;
        for &m in members {
            let md = tu.decl(m);
            if let Some(n) = member_name(tu, m) {
                self.note_access(id, n, access);
            }
            self.access.current = Some(access);
            match &md.kind {
                DeclKind::AccessSpec(a) => access = *a,
                DeclKind::Friend(target) => {
                    self.access.has_friends.insert(id);
                    self.declare_friend(id, target);
                }
                DeclKind::Field(f) if f.bit_width.is_some() => {
                    let ty = self.resolve_type(f.ty);
                    self.lay_out_bit_field(id, f, ty, kind == RecordKind::Union, &mut field_layout, &mut bits, md.span);
                }
                DeclKind::Field(f) => {
                    let mut ty = self.resolve_type(f.ty);
                    // A flexible array member (`unsigned char __cmsg_data[]`, glibc's
                    // <bits/socket.h>; C99's, a GNU extension in C++ that g++ and clang take)
                    // is laid out as a zero-length array: no size, the element's alignment.
                    if let Some((elem, None)) = self.p.types.array_elem(ty) {
                        ty = self.p.types.array(elem, Some(0));
                    }
                    self.close_bit_fields(id, &mut field_layout, &mut bits, md.span);
                    let Some(fname) = f.name else { continue };
                    if self.p.records[id].fields.iter().any(|x| x.name == fname) || !self.lookup_here(fname).is_empty() {
                        let prev = self.p.records[id].fields.iter().find(|x| x.name == fname).map(|x| x.span);
                        self.redefinition(fname, md.span, prev);
                        continue;
                    }
                    let sa = if self.p.types.is_error(ty) {
                        Some((1, 1))
                    } else if self.p.types.is_reference(ty) {
                        Some((8, 8))
                    } else {
                        self.size_align_of(ty)
                    };
                    let Some((size, mut falign)) = sa else {
                        let shown = self.type_name(ty);
                        let n = self.text(fname).to_string();
                        self.err(
                            Diagnostic::error(diags::INCOMPLETE_TYPE, md.span, format!("field `{n}` has incomplete type `{shown}`"))
                                .with_label("the size of this type is not known here"),
                        );
                        continue;
                    };
                    if r.packed {
                        // `__attribute__((packed))`: every member at alignment 1 unless it asks
                        // for more itself, as GCC and clang lay it out.
                        falign = 1;
                    }
                    if let Some(n) = r.pack {
                        // `#pragma pack(n)`: at most n.
                        falign = falign.min(n as u64);
                    }
                    if let Some(a) = self.alignas_value(&f.spec.alignas) {
                        let n = self.text(fname).to_string();
                        self.check_alignas_not_weaker(a, falign, &format!("field `{n}`"), md.span);
                        falign = falign.max(a);
                    }
                    field_layout.push((size, falign));
                    let index = self.p.records[id].fields.len() as u32;
                    if let Some(init) = &f.init {
                        self.classes.field_inits.insert((id, index), init.clone());
                    }
                    self.p.records[id].fields.push(Field { name: fname, ty, span: md.span });
                    if f.spec.storage == ast::Storage::Mutable {
                        self.mutable_fields.insert((id, index));
                    }
                    self.declare(fname, Entity::Field(id, index));
                }
                DeclKind::Var(v) => {
                    self.declare_var(v, md.span, At::Record(id));
                }
                DeclKind::Function(_) => {
                    self.declare_function_decl(m, None, None);
                }
                // `template<class T1, class T2> friend struct pair;`: a friend class template
                // befriends as `friend class X;` does (and declares nothing).
                DeclKind::Template(t) if matches!(tu.decl(t.inner).kind, DeclKind::Friend(_)) => {
                    self.access.has_friends.insert(id);
                }
                DeclKind::Record(rr) if self.defers_member_class(id, rr) => {
                    let nested = self.declare_lazy_class(m, rr, md.span);
                    self.p.records[id].nested.extend(nested);
                }
                _ => {
                    let nested = self.check_decl(m, At::Record(id));
                    // `union { int u; float f; };` as a member: an unnamed field of that type,
                    // whose members are named as the enclosing class's (`exprs.rs`).
                    let anonymous_member = matches!(&md.kind, DeclKind::Record(rr) if rr.name.is_none() && rr.members.is_some())
                        && !declares_with(tu, members, self.names.lookup(&format!("<anon#{}>", m.raw())));
                    if let (true, Some(&DeclRef::Record(nr))) = (anonymous_member, nested.first()) {
                        let ty = self.p.types.record(nr);
                        if let Some((size, falign)) = self.size_align_of(ty) {
                            let falign = if r.packed { 1 } else { r.pack.map_or(falign, |n| falign.min(n as u64)) };
                            field_layout.push((size, falign));
                            let fname = self.names.intern(ANON_MEMBER);
                            self.p.records[id].fields.push(Field { name: fname, ty, span: md.span });
                        }
                    }
                    self.p.records[id].nested.extend(nested);
                }
            }
        }
        self.access.current = outer_access;
        self.close_bit_fields(id, &mut field_layout, &mut bits, span);
        self.pop_scope();
        let nv_fields = field_layout.len();
        self.declare_virtual_bases(id, span, &mut field_layout);
        // Named bit-fields give the record their types' alignment.
        let with_bits = match (align, bits.align) {
            (Some(a), b) => Some(a.max(b)),
            (None, b) if b <= 1 => None,
            (None, b) => Some(b),
        };
        let layout = if self.is_dynamic(id) {
            super::layout::layout_class(&field_layout, nv_fields, with_bits)
        } else {
            super::layout::layout_record(&field_layout, kind == RecordKind::Union, with_bits)
        };
        if let Some(a) = align {
            let natural = super::layout::layout_record(&field_layout, kind == RecordKind::Union, None).align;
            let shown = name.map_or_else(|| "an unnamed record".to_string(), |n| format!("`{}`", self.text(n)));
            self.check_alignas_not_weaker(a, natural, &shown, span);
        }
        self.p.records[id].layout = Some(layout);
        self.p.bases.insert(id, self.bases_of(id));
        self.finish_class(id);
        self.build_vtable(id);
        self.check_inheriting_ctors(id);
        if local {
            self.check_local_class_bodies(id);
        } else if outermost {
            self.check_deferred_bodies();
        }
        if existing.is_some() {
            return None;
        }
        Some(id)
    }

    pub fn declare_enum(&mut self, e: &ast::EnumDecl, span: Span, _at: At) -> Option<EnumId> {
        let tu = self.tu;
        let name = e.name.and_then(|p| self.last_ident(p));
        let fixed = e.underlying.map(|t| {
            let ty = self.resolve_type(t);
            if !self.p.types.is_integral(ty) && !self.p.types.is_error(ty) {
                let shown = self.type_name(ty);
                self.err(
                    Diagnostic::error(diags::BAD_ENUM, tu.ty(t).span, format!("underlying type `{shown}` is not an integer type"))
                        .with_label("expected an integer type"),
                );
                return builtin::INT;
            }
            self.p.types.unqual(ty)
        });
        // Scoped enums default to int; unscoped ones are fitted to their values below.
        let underlying = fixed.unwrap_or(builtin::INT);
        let mut existing = None;
        if let Some(n) = name {
            for x in self.lookup_here(n) {
                match x {
                    Entity::Type(t) if self.p.types.enum_of(t).is_some() && e.enumerators.is_some() => {
                        let eid = self.p.types.enum_of(t).unwrap_or(EnumId::from_raw(0));
                        if self.p.enums[eid].enumerators.is_empty() {
                            existing = Some(eid);
                            continue;
                        }
                        let ps = self.p.enums[eid].span;
                        self.redefinition(n, span, Some(ps));
                        return None;
                    }
                    Entity::Type(t) if self.p.types.enum_of(t).is_some() => return None,
                    other => {
                        let ps = match other {
                            Entity::Var(v) => Some(self.p.vars[v].span),
                            _ => None,
                        };
                        self.redefinition(n, span, ps);
                        return None;
                    }
                }
            }
        }
        let scope = self.decl_scope();
        let id = match existing {
            Some(x) => x,
            None => self.p.enums.alloc(EnumDecl { name, scope, scoped: e.scoped, underlying, enumerators: Vec::new(), span }),
        };
        let ety = self.p.types.enum_(id);
        if let (Some(n), None) = (name, existing) {
            self.declare(n, Entity::Type(ety));
        }
        let Some(list) = &e.enumerators else { return Some(id) };
        // Earlier enumerators are visible (with the underlying type) in later values.
        self.push_scope(ScopeKind::Block);
        let mut next: i128 = 0;
        let mut values = Vec::new();
        for &d in list {
            let dd = tu.decl(d);
            let DeclKind::Enumerator { name: en, value } = &dd.kind else { continue };
            let v = match value {
                Some(x) => self.const_int(*x, "an enumerator value").unwrap_or(next),
                None => next,
            };
            if let Some(k) = self.p.types.int_kind(underlying).filter(|_| fixed.is_some()) {
                let (lo, hi) = k.range();
                if v < lo || v > hi {
                    let shown = self.type_name(underlying);
                    self.err(
                        Diagnostic::error(diags::BAD_ENUM, dd.span, format!("enumerator value {v} does not fit in `{shown}`"))
                            .with_label("out of range of the underlying type"),
                    );
                }
            }
            if values.iter().any(|x: &Enumerator| x.name == *en) {
                let prev = values.iter().find(|x: &&Enumerator| x.name == *en).map(|x| x.span);
                self.redefinition(*en, dd.span, prev);
                continue;
            }
            self.declare(*en, Entity::Const(ConstValue::Int(v), if fixed.is_some() { underlying } else { builtin::INT }));
            values.push(Enumerator { name: *en, value: v, span: dd.span });
            next = v.wrapping_add(1);
        }
        self.pop_scope();
        // Unfixed underlying type: int if every value fits, else the smallest wider type.
        if fixed.is_none() {
            let fits = |k: IntKind| values.iter().all(|x| x.value >= k.range().0 && x.value <= k.range().1);
            let k = [IntKind::Int, IntKind::UInt, IntKind::Long, IntKind::ULong].into_iter().find(|&k| fits(k)).unwrap_or(IntKind::Long);
            self.p.enums[id].underlying = self.p.types.int(k);
        }
        let count = values.len();
        self.p.enums[id].enumerators = values;
        if !e.scoped {
            for i in 0..count {
                let n = self.p.enums[id].enumerators[i].name;
                let clash = self.lookup_here(n).into_iter().find(|x| !matches!(x, Entity::Enumerator(..)));
                if let Some(c) = clash {
                    let ps = match c {
                        Entity::Var(v) => Some(self.p.vars[v].span),
                        _ => None,
                    };
                    let sp = self.p.enums[id].enumerators[i].span;
                    self.redefinition(n, sp, ps);
                    continue;
                }
                self.declare(n, Entity::Enumerator(id, i as u32));
            }
        }
        if existing.is_some() {
            return None;
        }
        Some(id)
    }
}

/// The name a member declaration declares, for access control (functions by their last
/// identifier; constructors, destructors and operators are public in practice and unchecked).
fn member_name(tu: &ast::TranslationUnit, d: ast::DeclId) -> Option<crate::intern::Name> {
    match &tu.decl(d).kind {
        DeclKind::Field(f) => f.name,
        DeclKind::Var(v) => tu.path(v.name).as_ident(),
        DeclKind::Function(f) => tu.path(f.name).as_ident(),
        _ => None,
    }
}

/// Whether a member declaration among `members` declares something of the unnamed class
/// `record` (`struct { char a, b; } named;`): then `record` is a type, not an anonymous member.
fn declares_with(tu: &ast::TranslationUnit, members: &[ast::DeclId], synthetic: Option<crate::intern::Name>) -> bool {
    let Some(synthetic) = synthetic else { return false };
    let names_it = |mut t: ast::TypeExprId| loop {
        match &tu.ty(t).kind {
            ast::TypeExprKind::Pointer(x) | ast::TypeExprKind::LRef(x) | ast::TypeExprKind::RRef(x) => t = *x,
            ast::TypeExprKind::Array { elem, .. } => t = *elem,
            ast::TypeExprKind::Qualified { inner, .. } => t = *inner,
            ast::TypeExprKind::Named { path, .. } => return tu.path(*path).as_ident() == Some(synthetic),
            _ => return false,
        }
    };
    members.iter().any(|&m| match &tu.decl(m).kind {
        DeclKind::Field(f) => names_it(f.ty),
        DeclKind::Var(v) => names_it(v.ty),
        _ => false,
    })
}

impl Checker<'_> {
    /// One bit-field `T name : W;`, placed as GCC and clang place them on x86-64 and nvptx64:
    /// after the previous bit, unless it would cross a boundary of a `T`-sized unit, in which
    /// case at the next one; `: 0` moves to the next `T` boundary. A run of bit-fields becomes one
    /// unnamed byte-array field (codegen sees plain bytes); a named bit-field gives the record
    /// `T`'s alignment; `bit_fields.rs` reads and writes them. The ABI oracle checks the layout
    /// against clang's.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn lay_out_bit_field(&mut self, r: RecordId, f: &ast::FieldDecl, ty: super::types::TypeId, is_union: bool, field_layout: &mut Vec<(u64, u64)>, bits: &mut BitFields, span: Span) {
        let width = f.bit_width.and_then(|w| self.const_int(w, "a bit-field width"));
        let (Some(width), Some((size, align))) = (width, self.size_align_of(ty)) else { return };
        if !self.p.types.is_integral(ty) && !self.p.types.is_enum(ty) || width < 0 || width as u64 > size * 8 {
            let shown = self.type_name(ty);
            self.err(
                Diagnostic::error(diags::BAD_DECLARATOR, span, format!("invalid bit-field of type `{shown}` and width {width}"))
                    .with_label("a bit-field is an integer or enumeration no wider than its type"),
            );
            return;
        }
        let width = width as u64;
        if let Some(n) = f.name {
            let k = self.p.bit_fields.get(&r).map_or(0, |v| v.len()) as u32;
            self.declare(n, super::ctx::Entity::BitField(r, k));
            if let Some(init) = &f.init {
                self.classes.bit_field_inits.insert((r, k), init.clone());
            }

            bits.align = bits.align.max(align);
        }
        bits.align = bits.align.max(1);
        if is_union {
            field_layout.push((width.div_ceil(8), if f.name.is_some() { align } else { 1 }));
            let bytes = self.p.types.array(builtin::UCHAR, Some(width.div_ceil(8)));
            let synthetic = self.names.intern(BIT_FIELDS);
            self.p.records[r].fields.push(Field { name: synthetic, ty: bytes, span });
            self.p.bit_fields.entry(r).or_default().push((f.name, ty, 0, width));
            return;
        }
        let (start, mut bit) = match bits.run {
            Some(run) => run,
            None => {
                let end = super::layout::prefix_end(field_layout);
                (end, end * 8)
            }
        };
        let unit = size * 8;
        if width == 0 {
            bit = bit.div_ceil(align * 8) * align * 8;
        } else if bit / unit != (bit + width - 1) / unit {
            bit = bit.div_ceil(unit) * unit;
        }
        if width > 0 {
            self.p.bit_fields.entry(r).or_default().push((f.name, ty, bit, width));
        }
        bits.run = Some((start, bit + width));
    }

    /// Ends a run of bit-fields: its bytes become one unnamed `unsigned char[N]` field.
    pub(super) fn close_bit_fields(&mut self, r: RecordId, field_layout: &mut Vec<(u64, u64)>, bits: &mut BitFields, span: Span) {
        let Some((start, bit)) = bits.run.take() else { return };
        let len = bit.div_ceil(8).saturating_sub(start);
        if len == 0 {
            return;
        }
        field_layout.push((len, 1));
        let ty = self.p.types.array(builtin::UCHAR, Some(len));
        let name = self.names.intern(BIT_FIELDS);
        self.p.records[r].fields.push(Field { name, ty, span });
    }
}
