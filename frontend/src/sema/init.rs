//! Initialization: copy-initialization (`= e`), direct-initialization (`(a, b)`), list
//! initialization of scalars (with the narrowing check), arrays (bound deduced from the list
//! or the string literal) and aggregates (fields in order, the rest zero), `T()`/`T{}` value
//! initialization; a class with constructors (NVIDIA's `dim3(x, y)`) goes through them.

use crate::ast::{self, ExprKind as A};
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{builtin, Type, TypeId};

impl Checker<'_> {
    /// Checks an initializer for an object of type `ty` (`None` for `auto`). Returns the checked
    /// initializer and the object's final type (an unsized array gets its bound, `auto` its
    /// deduced type).
    pub fn check_init(&mut self, ty: Option<TypeId>, init: &ast::Init, span: Span, what: &str) -> (Option<ExprId>, TypeId) {
        let tu = self.tu;
        // `T x(args...)`, `new T(std::forward<Args>(args)...)`: the pack expanded first.
        if let (Some(ty), ast::Init::Paren(args)) = (ty, init) {
            if args.iter().any(|&a| matches!(tu.expr(a).kind, A::PackExpansion(_))) && !self.p.types.is_reference(ty) {
                let argv = self.check_args(args);
                let e = if self.ctors_of(ty).is_some() {
                    self.construct_with(ty, argv, span)
                } else {
                    match argv.as_slice() {
                        [] => self.mk(ExprKind::ZeroInit, self.p.types.unqual(ty), ValueCat::PrValue, span),
                        [x] => self.convert(*x, self.p.types.unqual(ty), what),
                        _ => {
                            let shown = self.type_name(ty);
                            self.err(
                                Diagnostic::error(diags::BAD_INIT, span, format!("`{shown}` cannot be initialized from {} values", argv.len()))
                                    .with_label("too many values"),
                            );
                            self.error_expr(span)
                        }
                    }
                };
                return (Some(e), ty);
            }
        }
        // `std::initializer_list<int> l = {1, 2}` ([dcl.init.list]/3.6).
        if let (Some(ty), ast::Init::Assign(e) | ast::Init::Brace(e)) = (ty, init) {
            if let (A::InitList(items), Some(elem)) = (&tu.expr(*e).kind, self.initializer_list_elem(ty)) {
                return (Some(self.init_initializer_list(ty, elem, items, true, span)), ty);
            }
        }
        match (ty, init) {
            (None, ast::Init::Assign(e)) | (None, ast::Init::Brace(e)) => {
                let e = match &tu.expr(*e).kind {
                    A::InitList(items) if items.len() == 1 => items[0],
                    _ => *e,
                };
                let h = self.check_expr(e);
                let h = self.rvalue(h);
                let t = self.p.types.unqual(self.p.expr(h).ty);
                (Some(h), t)
            }
            (None, ast::Init::Paren(args)) if args.len() == 1 => {
                let h = self.check_expr(args[0]);
                let h = self.rvalue(h);
                let t = self.p.types.unqual(self.p.expr(h).ty);
                (Some(h), t)
            }
            (None, _) => {
                self.err(Diagnostic::error(diags::BAD_INIT, span, "cannot deduce `auto` from this initializer").with_label("here"));
                (None, builtin::ERROR)
            }
            (Some(ty), ast::Init::Assign(e)) | (Some(ty), ast::Init::Brace(e)) if self.ctors_of(ty).is_some() && !self.p.types.is_reference(ty) => {
                // A class with constructors: `S s{a, b}`, `S s = {a, b}` or `S s = x`.
                match &tu.expr(*e).kind {
                    A::InitList(items) => (Some(self.init_from_items(items, ty, span)), ty),
                    _ => (Some(self.construct_from_expr(ty, *e, span, what)), ty),
                }
            }
            // `std::vector<int> v({1, 2, 3})`: a braced argument goes through overload resolution
            // (below).
            (Some(ty), ast::Init::Paren(args))
                if args.len() == 1 && !matches!(tu.expr(args[0]).kind, A::InitList(_)) && self.ctors_of(ty).is_some() && !self.p.types.is_reference(ty) =>
            {
                (Some(self.construct_from_expr(ty, args[0], span, what)), ty)
            }
            (Some(ty), ast::Init::Paren(args)) if self.ctors_of(ty).is_some() && !self.p.types.is_reference(ty) => match self.try_construct(ty, args, span) {
                Some(h) => (Some(h), ty),
                None => (Some(self.construct_value(ty, args, false, span)), ty),
            },
            (Some(ty), ast::Init::Assign(e)) | (Some(ty), ast::Init::Brace(e)) => {
                // `const char s[] = {"abc"};`: a character array from a braced string literal
                // ([dcl.init.string]/1; NVIDIA's nbody sample writes its shaders so).
                if let A::InitList(items) = &tu.expr(*e).kind {
                    if let ([one], Some((elem, _))) = (items.as_slice(), self.p.types.array_elem(ty)) {
                        if matches!(tu.expr(*one).kind, A::StringLit(_)) && self.p.types.is_integral(elem) {
                            return self.init_from_expr(ty, *one, what);
                        }
                    }
                }
                if let A::InitList(_) = tu.expr(*e).kind {
                    let h = self.check_init_list_value(*e, ty);
                    let t = self.p.expr(h).ty;
                    let t = if self.p.types.is_array(ty) { t } else { ty };
                    return (Some(h), t);
                }
                self.init_from_expr(ty, *e, what)
            }
            (Some(ty), ast::Init::Paren(args)) => {
                if args.len() == 1 {
                    return self.init_from_expr(ty, args[0], what);
                }
                let h = self.construct_value(ty, args, false, span);
                (Some(h), ty)
            }
        }
    }

    /// `T x = e;`
    fn init_from_expr(&mut self, ty: TypeId, e: ast::ExprId, what: &str) -> (Option<ExprId>, TypeId) {
        let tu = self.tu;
        // `char s[] = "abc";`, `wchar_t w[] = L"abc";`: an array of characters as wide as the
        // literal's.
        if let (Some((elem, len)), A::StringLit(s)) = (self.p.types.array_elem(ty), &tu.expr(e).kind) {
            let unit = match s.prefix {
                ast::StrPrefix::None | ast::StrPrefix::Utf8 => 1,
                ast::StrPrefix::Utf16 => 2,
                ast::StrPrefix::Utf32 | ast::StrPrefix::Wide => 4,
            };
            if self.p.types.is_integral(elem) && self.p.types.int_kind(elem).is_some_and(|k| k.size() == unit) {
                let h = self.check_expr(e);
                let n = s.units.len() as u64 + 1;
                let final_ty = match len {
                    Some(l) => {
                        if l < n - 1 {
                            let span = tu.expr(e).span;
                            self.err(
                                Diagnostic::error(diags::TOO_MANY_INITS, span, format!("string of {} characters is too long for an array of {l}", n - 1))
                                    .with_label("does not fit"),
                            );
                        }
                        ty
                    }
                    None => self.p.types.array(elem, Some(n)),
                };
                self.p.exprs[h].ty = final_ty;
                return (Some(h), final_ty);
            }
        }
        if self.p.types.is_array(ty) {
            let span = tu.expr(e).span;
            self.err(
                Diagnostic::error(diags::BAD_INIT, span, "an array must be initialized with a braced list")
                    .with_label("expected `{...}`"),
            );
            return (None, ty);
        }
        // `int (*p)(int) = twice;`: a function template's name takes the variable's type; an
        // overloaded name, the overload of that type.
        let target = self.p.types.unqual(ty);
        let fn_like = self.p.types.pointee(target).is_some_and(|p| self.p.types.is_function(p)) || self.p.types.is_member_fn_pointer(target);
        // Only the name itself or its address: a name nested deeper (a call's argument) has
        // a target of its own.
        let name_or_address = match &tu.expr(e).kind {
            A::Name(_) => true,
            A::Unary { op: ast::UnaryOp::AddrOf, operand } => matches!(tu.expr(*operand).kind, A::Name(_)),
            _ => false,
        };
        let fn_like = fn_like && name_or_address;
        let saved = std::mem::replace(&mut self.fn_target, fn_like.then_some(target));
        let h = self.check_operand(e);
        self.fn_target = saved;
        let h = self.convert(h, ty, what);
        (Some(h), ty)
    }

    /// `{a, b, c}` initializing an object of type `ty`.
    pub fn check_init_list_value(&mut self, list: ast::ExprId, ty: TypeId) -> ExprId {
        let tu = self.tu;
        let span = tu.expr(list).span;
        let A::InitList(items) = &tu.expr(list).kind else {
            let h = self.check_expr(list);
            return self.convert(h, ty, "initialization");
        };
        self.init_from_items(items, ty, span)
    }

    pub(super) fn list_init(&mut self, items: &[ast::ExprId], ty: TypeId, span: Span) -> ExprId {
        // `{f(ts)...}`: a pack expansion is one item per element, checked up front.
        let (items, pre) = match self.expand_list_items(items) {
            Some(x) => x,
            None => (items.to_vec(), vec![None; items.len()]),
        };
        let items = &items[..];
        let tu = self.tu;
        if self.p.types.is_error(ty) {
            for (k, &i) in items.iter().enumerate() {
                if pre[k].is_none() {
                    self.check_expr(i);
                }
            }
            return self.error_expr(span);
        }
        let aggregate = self.p.types.is_array(ty) || self.p.types.is_record(ty);
        if let (Some(elem), 2) = (self.p.types.complex_elem(ty), items.len()) {
            // `_Complex float z{re, im}` (libstdc++'s `complex<float>(re, im)`): each part
            // converted to the element type.
            let (mut cache, mut pos) = (pre, 0);
            let re = self.element(items, &mut cache, &mut pos, elem, span);
            let im = self.element(items, &mut cache, &mut pos, elem, span);
            let ty = self.p.types.unqual(ty);
            return self.mk(ExprKind::InitList { elems: vec![re, im], len: 2 }, ty, ValueCat::PrValue, span);
        }
        if !aggregate {
            return match items.len() {
                0 => self.mk(ExprKind::ZeroInit, self.p.types.unqual(ty), ValueCat::PrValue, span),
                1 => {
                    let mut cache = vec![pre[0]];
                    let mut pos = 0;
                    self.element(items, &mut cache, &mut pos, ty, span)
                }
                _ => {
                    let extra = tu.expr(items[1]).span;
                    let shown = self.type_name(ty);
                    self.err(
                        Diagnostic::error(diags::TOO_MANY_INITS, extra, format!("too many initializers for `{shown}`"))
                            .with_label("a scalar takes one value"),
                    );
                    self.error_expr(span)
                }
            };
        }
        if let Some(r) = self.p.types.record_of(ty) {
            // A class template instance only named so far (a function template's return type)
            // is completed by its first initialization.
            self.require_complete(ty);
            if self.p.records[r].layout.is_none() {
                let shown = self.type_name(ty);
                self.err(Diagnostic::error(diags::INCOMPLETE_TYPE, span, format!("initialization of incomplete type `{shown}`")).with_label("here"));
                return self.error_expr(span);
            }
        }
        let mut cache = pre;
        // `S s = {other}` copies `other` ([dcl.init.list]/3.2).
        if items.len() == 1 && self.p.types.is_record(ty) && !matches!(tu.expr(items[0]).kind, A::InitList(_)) {
            let h = match cache[0] {
                Some(h) => h,
                None => self.check_expr(items[0]),
            };
            if self.p.types.unqual(self.p.expr(h).ty) == self.p.types.unqual(ty) {
                return h;
            }
            cache[0] = Some(h);
        }
        let mut pos = 0;
        let e = self.aggregate(items, &mut cache, &mut pos, ty, span);
        if pos < items.len() {
            let extra = tu.expr(items[pos]).span;
            let shown = self.type_name(ty);
            let msg = match self.p.types.array_elem(ty) {
                Some((_, Some(l))) => format!("too many initializers for an array of {l}"),
                _ => format!("too many initializers for `{shown}`"),
            };
            self.err(Diagnostic::error(diags::TOO_MANY_INITS, extra, msg).with_label("excess element"));
            for i in pos..items.len() {
                if cache[i].is_none() {
                    self.check_expr(items[i]);
                }
            }
        }
        e
    }

    /// The items of a braced list with each pack expansion repeated once per element, and the
    /// elements already checked; `None` when the list expands no pack.
    fn expand_list_items(&mut self, items: &[ast::ExprId]) -> Option<(Vec<ast::ExprId>, Vec<Option<ExprId>>)> {
        let tu = self.tu;
        if !items.iter().any(|&i| matches!(tu.expr(i).kind, A::PackExpansion(_))) {
            return None;
        }
        let (mut out, mut pre) = (Vec::new(), Vec::new());
        for &i in items {
            let A::PackExpansion(pattern) = tu.expr(i).kind else {
                out.push(i);
                pre.push(None);
                continue;
            };
            match self.expand_expr(pattern) {
                Some(v) => {
                    for h in v {
                        out.push(i);
                        pre.push(Some(h));
                    }
                }
                None => {
                    let span = tu.expr(i).span;
                    self.err(Diagnostic::error(diags::TEMPLATE_ARGS, span, "`...` expands no parameter pack").with_label("no pack is named here"));
                    out.push(i);
                    pre.push(Some(self.error_expr(span)));
                }
            }
        }
        Some((out, pre))
    }

    /// Initializes an array or record from `items[*pos..]`, taking as many items as it has
    /// elements (brace elision: `int m[2][2] = {1, 2, 3, 4}`).
    fn aggregate(&mut self, items: &[ast::ExprId], cache: &mut [Option<ExprId>], pos: &mut usize, ty: TypeId, span: Span) -> ExprId {
        if let Some((elem, len)) = self.p.types.array_elem(ty) {
            let mut elems = Vec::new();
            while *pos < items.len() && len.is_none_or(|l| (elems.len() as u64) < l) {
                let before = *pos;
                elems.push(self.element(items, cache, pos, elem, span));
                if *pos == before {
                    break;
                }
            }
            let n = len.unwrap_or(elems.len() as u64);
            let final_ty = self.p.types.array(elem, Some(n.max(1)));
            return self.mk(ExprKind::InitList { elems, len: n }, final_ty, ValueCat::PrValue, span);
        }
        let Some(r) = self.p.types.record_of(ty) else { return self.error_expr(span) };
        let fields: Vec<TypeId> = self.p.records[r].fields.iter().map(|f| f.ty).collect();
        let max = if self.p.records[r].kind == RecordKind::Union { fields.len().min(1) } else { fields.len() };
        let mut elems = Vec::new();
        while *pos < items.len() && elems.len() < max {
            let before = *pos;
            let f = fields[elems.len()];
            if let Some(bits) = self.bit_field_storage(r, elems.len()) {
                elems.push(self.bit_field_init(items, cache, pos, r, f, &bits, span));
                continue;
            }
            elems.push(self.element(items, cache, pos, f, span));
            if *pos == before {
                break;
            }
        }
        self.fill_defaults(r, &mut elems, max, span);
        self.mk(ExprKind::InitList { elems, len: max as u64 }, ty, ValueCat::PrValue, span)
    }

    /// The value of the bit-field storage `storage_ty` holding `bits` (`bit_field_storage`):
    /// its named bit-fields take the next items, in order, as members of the aggregate.
    fn bit_field_init(&mut self, items: &[ast::ExprId], cache: &mut [Option<ExprId>], pos: &mut usize, r: RecordId, storage_ty: TypeId, bits: &[(u32, TypeId, u64, u32)], span: Span) -> ExprId {
        let mut values = Vec::new();
        for &(_, ty, bit, width) in bits {
            if *pos >= items.len() {
                break;
            }
            let v = self.element(items, cache, pos, ty, span);
            values.push((bit, width, v));
        }
        // Members without an item take their default member initializers.
        for &(k, ty, bit, width) in &bits[values.len()..] {
            if let Some(init) = self.classes.bit_field_inits.get(&(r, k)).cloned() {
                let v = self.mem_init_value(ty, &init, span);
                values.push((bit, width, v));
            }
        }
        self.mk(ExprKind::BitFieldInit { values }, storage_ty, ValueCat::PrValue, span)
    }

    /// One element of an aggregate: a braced sub-list, a whole sub-aggregate, or (elided
    /// braces) a sub-aggregate built from the following items, or a scalar.
    fn element(&mut self, items: &[ast::ExprId], cache: &mut [Option<ExprId>], pos: &mut usize, t: TypeId, span: Span) -> ExprId {
        let tu = self.tu;
        let item = items[*pos];
        if cache[*pos].is_none() {
            if let A::InitList(sub) = &tu.expr(item).kind {
                *pos += 1;
                let s = tu.expr(item).span;
                return self.init_from_items(sub, t, s);
            }
        }
        if let Some((e, _)) = self.p.types.array_elem(t) {
            let is_string = matches!(tu.expr(item).kind, A::StringLit(_)) && self.p.types.int_kind(e).is_some_and(|k| k.size() == 1);
            if is_string && cache[*pos].is_none() {
                *pos += 1;
                return self.init_from_expr(t, item, "initialization").0.unwrap_or_else(|| self.error_expr(span));
            }
            return self.aggregate(items, cache, pos, t, span);
        }
        let h = match cache[*pos] {
            Some(h) => h,
            None => {
                let h = self.check_expr(item);
                cache[*pos] = Some(h);
                h
            }
        };
        if self.p.types.is_record(t) && self.p.types.unqual(self.p.expr(h).ty) != self.p.types.unqual(t) && !self.p.types.is_error(self.p.expr(h).ty) {
            // A class with constructors is copy-initialized from the item; braces are elided
            // only around aggregates.
            if self.ctors_of(t).is_some_and(|(_, list)| !self.only_implicit_ctor(t, &list)) {
                *pos += 1;
                return self.convert(h, t, "initialization");
            }
            return self.aggregate(items, cache, pos, t, span);
        }
        *pos += 1;
        self.narrowing_convert(h, t)
    }

    /// Converts in list initialization, rejecting narrowing conversions ([dcl.init.list]).
    fn narrowing_convert(&mut self, h: ExprId, to: TypeId) -> ExprId {
        let from = self.p.types.unqual(self.p.expr(h).ty);
        let to_u = self.p.types.unqual(to);
        let is_const = super::consteval::eval(&self.p, h).ok();
        let narrowing = !self.allow_narrowing && match (self.p.types.kind(from).clone(), self.p.types.kind(to_u).clone()) {
            (Type::Float(_), Type::Int(_)) | (Type::Float(_), Type::Bool) => true,
            (Type::Float(a), Type::Float(b)) => a.size() > b.size() && is_const.is_none(),
            (Type::Int(_), Type::Float(_)) => is_const.is_none(),
            (Type::Int(a), Type::Int(b)) => {
                let fits_type = b.size() > a.size() && (b.is_signed() || !a.is_signed()) || a == b || (b.size() == a.size() && b.is_signed() == a.is_signed());
                !fits_type
                    && match is_const.and_then(|v| v.as_int()) {
                        Some(v) => v < b.range().0 || v > b.range().1,
                        None => true,
                    }
            }
            _ => false,
        };
        if narrowing && self.leniency.no_narrowing {
            // `-Wno-narrowing` silences it, but a substitution still fails, as in g++.
            self.sfinae_failed |= self.sfinae > 0;
        } else if narrowing {
            let span = self.p.expr(h).span;
            let (a, b) = (self.type_name(from), self.type_name(to_u));
            let msg = format!("narrowing conversion from `{a}` to `{b}` in a braced initializer");
            let d = if self.leniency.permissive { Diagnostic::warning(diags::NARROWING, span, msg) } else { Diagnostic::error(diags::NARROWING, span, msg) };
            self.err(d.with_label("this value may not fit").with_note(format!("cast it explicitly: `static_cast<{b}>(...)`")));
        }
        self.convert(h, to, "initialization")
    }

    /// `T(args)` or `T{args}` (functional notation) with `T` a resolved type.
    pub fn construct_value(&mut self, ty: TypeId, args: &[ast::ExprId], braced: bool, span: Span) -> ExprId {
        if braced {
            if let Some(h) = self.init_list_ctor(ty, args, span) {
                return h;
            }
        }
        if let Some(h) = self.try_construct(ty, args, span) {
            return h;
        }
        if self.p.types.is_record(ty) || braced || args.is_empty() {
            if args.is_empty() {
                return self.mk(ExprKind::ZeroInit, self.p.types.unqual(ty), ValueCat::PrValue, span);
            }
            // `dim3(n, m)` and `S(a, b)` are not list-initialization: no narrowing check.
            let old = self.allow_narrowing;
            self.allow_narrowing = !braced;
            let e = self.list_init(args, ty, span);
            self.allow_narrowing = old;
            return e;
        }
        if args.len() == 1 {
            let h = match self.tu.expr(args[0]).kind {
                // `T(args...)` with a pack of one.
                A::PackExpansion(_) => match self.check_args(args).as_slice() {
                    [x] => *x,
                    [] => return self.mk(ExprKind::ZeroInit, self.p.types.unqual(ty), ValueCat::PrValue, span),
                    _ => {
                        let shown = self.type_name(ty);
                        self.err(Diagnostic::error(diags::BAD_INIT, span, format!("`{shown}` cannot be constructed from several values")).with_label("too many values"));
                        return self.error_expr(span);
                    }
                },
                _ => self.check_expr(args[0]),
            };
            return self.explicit_conversion(h, ty, CastStyle::Functional, span);
        }
        let shown = self.type_name(ty);
        self.err(
            Diagnostic::error(diags::BAD_INIT, span, format!("`{shown}` cannot be constructed from {} values", args.len()))
                .with_label("too many values"),
        );
        self.error_expr(span)
    }

    pub fn check_construct(&mut self, ty: ast::TypeExprId, args: &[ast::ExprId], braced: bool, span: Span) -> ExprId {
        // `stat(path, &st)` parsed as `T(args)` because `struct stat` is a class too: the
        // function of the same name hides the class, so this is a call.
        if let (false, ast::TypeExprKind::Named { path, .. }) = (braced, &self.tu.ty(ty).kind) {
            let fns: Vec<super::ctx::Entity> = self
                .resolve_path_quiet(*path)
                .map(|ents| ents.iter().copied().filter(|e| matches!(e, super::ctx::Entity::Fn(_))).collect())
                .unwrap_or_default();
            if !fns.is_empty() {
                let argv = self.check_args(args);
                let name = self.path_text(*path);
                return self.call_overloaded(&fns, None, None, argv, &name, self.tu.ty(ty).span, span);
            }
        }
        let t = self.resolve_type(ty);
        if self.p.types.is_error(t) {
            for &a in args {
                self.check_expr(a);
            }
            return self.error_expr(span);
        }
        // `std::initializer_list<char>{'a', 'b'}`: the list object itself ([dcl.init.list]/3.6).
        if let (true, Some(elem)) = (braced, self.initializer_list_elem(t)) {
            return self.init_initializer_list(t, elem, args, false, span);
        }
        self.construct_value(t, args, braced, span)
    }
}
