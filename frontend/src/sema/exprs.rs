//! Checking expressions: literals and their types, names (variables, functions, enumerators,
//! template parameters, codegen constants, CUDA builtin variables), member access, subscripts,
//! `sizeof`/`alignof`, and the helpers every other checker uses to turn a value into a prvalue
//! (`rvalue`), convert it implicitly (`convert`) and test it as a condition (`to_bool`).
//! Operators are in `operators.rs`, calls in `calls.rs`, casts in `casts.rs`.

use crate::ast::{self, ExprKind as A, IntSize};
use crate::diag::Diagnostic;
use crate::source::Span;

use super::builtins::BuiltinVar;
use super::codegen_context;
use super::conversions::{self, Source};
use super::ctx::{Checker, Entity, MAX_EXPR_DEPTH};
use super::diags;
use super::hir::*;
use super::types::{builtin, IntKind, Type, TypeId};

impl Checker<'_> {
    /// Checks an expression and returns its checked form.
    pub fn check_expr(&mut self, id: ast::ExprId) -> ExprId {
        let span = self.tu.expr(id).span;
        if self.expr_depth >= MAX_EXPR_DEPTH {
            self.err(
                Diagnostic::error(crate::diag::codes::LIMIT_EXCEEDED, span, "expression nested too deeply")
                    .with_label("nesting limit reached here")
                    .with_note(format!("circlec checks expressions nested up to {MAX_EXPR_DEPTH} levels")),
            );
            return self.error_expr(span);
        }
        self.expr_depth += 1;
        let r = self.check_expr_inner(id);
        self.expr_depth -= 1;
        r
    }

    fn check_expr_inner(&mut self, id: ast::ExprId) -> ExprId {
        let tu = self.tu;
        let ex = tu.expr(id);
        let span = ex.span;
        match &ex.kind {
            A::IntLit(lit) => {
                let ty = int_literal_type(lit.value, lit.unsigned, lit.size, lit.decimal);
                self.mk(ExprKind::IntLit(lit.value as i128), ty, ValueCat::PrValue, span)
            }
            A::FloatLit(lit) => {
                let ty = match lit.suffix {
                    ast::FloatSuffix::F => builtin::FLOAT,
                    ast::FloatSuffix::None => builtin::DOUBLE,
                    ast::FloatSuffix::L => builtin::LONGDOUBLE,
                };
                let v = if ty == builtin::FLOAT { lit.value as f32 as f64 } else { lit.value };
                self.mk(ExprKind::FloatLit(v), ty, ValueCat::PrValue, span)
            }
            A::CharLit(c) => {
                let ty = match c.prefix {
                    ast::StrPrefix::None | ast::StrPrefix::Utf8 => builtin::CHAR,
                    ast::StrPrefix::Utf16 => builtin::CHAR16,
                    ast::StrPrefix::Utf32 => builtin::CHAR32,
                    ast::StrPrefix::Wide => builtin::WCHAR,
                };
                let v = if ty == builtin::CHAR { IntKind::Char.wrap(c.value as i128) } else { c.value as i128 };
                self.mk(ExprKind::IntLit(v), ty, ValueCat::PrValue, span)
            }
            A::StringLit(s) => {
                let elem = match s.prefix {
                    ast::StrPrefix::None | ast::StrPrefix::Utf8 => builtin::CHAR,
                    ast::StrPrefix::Utf16 => builtin::CHAR16,
                    ast::StrPrefix::Utf32 => builtin::CHAR32,
                    ast::StrPrefix::Wide => builtin::WCHAR,
                };
                let celem = self.p.types.qualified(elem, super::types::Cv::CONST);
                let ty = self.p.types.array(celem, Some(s.units.len() as u64 + 1));
                let bytes: Box<[u8]> = if elem == builtin::CHAR {
                    s.bytes().into()
                } else {
                    let size = self.p.types.int_kind(elem).map(|k| k.size()).unwrap_or(4) as usize;
                    s.units.iter().flat_map(|u| u.to_le_bytes().into_iter().take(size)).collect()
                };
                self.mk(ExprKind::StringLit(bytes), ty, ValueCat::LValue, span)
            }
            A::BoolLit(b) => self.mk(ExprKind::BoolLit(*b), builtin::BOOL, ValueCat::PrValue, span),
            A::Nullptr => self.mk(ExprKind::NullPtrLit, builtin::NULLPTR, ValueCat::PrValue, span),
            A::This => self.check_this(span),
            A::Name(path) => self.check_name(*path, span),
            A::Paren(inner) => self.check_expr(*inner),
            A::Unary { op, operand } => self.check_unary(*op, *operand, span),
            A::Binary { op, lhs, rhs } => self.check_binary(*op, *lhs, *rhs, span),
            A::Conditional { cond, then, else_ } => self.check_conditional(*cond, *then, *else_, span),
            A::Call { callee, args } => self.check_call(*callee, args, span),
            A::Launch(launch) => self.check_launch(launch.callee, &launch.config, &launch.args, span),
            A::Member { base, arrow, member } => {
                let b = self.check_expr(*base);
                self.check_member(b, *arrow, *member, span)
            }
            A::Index { base, index } => self.check_index(*base, *index, span),
            A::Cast { kind, ty, operand } => self.check_cast(*kind, *ty, *operand, span),
            A::Construct { ty, args, braced } => self.check_construct(*ty, args, *braced, span),
            A::SizeofType(t) => {
                let ty = self.resolve_type(*t);
                self.size_expr(ty, false, span)
            }
            A::SizeofExpr(e) | A::AlignofExpr(e) => {
                self.unevaluated += 1;
                let h = self.check_expr(*e);
                self.unevaluated -= 1;
                if self.is_bit_field(h) {
                    return self.bit_field_error(if matches!(ex.kind, A::AlignofExpr(_)) { "`alignof` applied to" } else { "`sizeof` applied to" }, span);
                }
                let ty = self.p.expr(h).ty;
                self.size_expr(ty, matches!(ex.kind, A::AlignofExpr(_)), span)
            }
            A::AlignofType(t) => {
                let ty = self.resolve_type(*t);
                self.size_expr(ty, true, span)
            }
            A::OffsetOf { ty, path } => self.check_offsetof(*ty, path, span),
            A::TypeTrait { trait_, args } => self.check_type_trait(*trait_, args, span),
            A::Introspect { kind, ty, args } => self.check_introspect(*kind, *ty, args, span),
            A::InitList(_) => {
                self.err(
                    Diagnostic::error(diags::BAD_INIT, span, "a braced list has no type here")
                        .with_label("cannot deduce what this initializes")
                        .with_note("use a braced list to initialize a variable, a parameter or a return value"),
                );
                self.error_expr(span)
            }
            A::Error => self.error_expr(span),
            A::New(n) => self.check_new(n, span),
            A::Delete { operand, array, global } => self.check_delete(*operand, *array, *global, span),
            A::Throw(operand) => self.check_throw(*operand, span),
            A::Lambda(l) => self.check_lambda(l, span),
            A::SizeofPack(n) => self.check_sizeof_pack(*n, span),
            A::Fold(f) => self.check_fold(f, span),
            A::Binding(b) => self.check_binding(b, span),
            A::PackExpansion(_) => self.unsupported(span, "pack expansions outside argument lists"),
            A::NoexceptExpr(e) => self.check_noexcept_expr(*e, span),
        }
    }

    pub fn unsupported(&mut self, span: Span, what: &str) -> ExprId {
        self.err(
            Diagnostic::error(diags::UNSUPPORTED, span, format!("{what} are not supported yet"))
                .with_label("not supported by circlec's frontend"),
        );
        self.error_expr(span)
    }

    pub(super) fn check_this(&mut self, span: Span) -> ExprId {
        if let Some(e) = self.lambda_this(span) {
            return e;
        }
        self.own_this(span)
    }

    /// `this` of the member function being checked (a closure's own inside a lambda).
    pub(super) fn own_this(&mut self, span: Span) -> ExprId {
        let method = self.fcx.func.and_then(|f| self.p.fns[f].method);
        match method {
            Some(m) if !m.is_static => {
                let rt = self.p.types.record(m.record);
                let rt = if m.is_const { self.p.types.qualified(rt, super::types::Cv::CONST) } else { rt };
                let pt = self.p.types.pointer(rt);
                self.mk(ExprKind::This, pt, ValueCat::PrValue, span)
            }
            _ => {
                self.err(
                    Diagnostic::error(diags::THIS_OUTSIDE_METHOD, span, "`this` outside a non-static member function")
                        .with_label("no object here"),
                );
                self.error_expr(span)
            }
        }
    }

    /// A name used as a value.
    fn check_name(&mut self, path: ast::PathId, span: Span) -> ExprId {
        let found = self.resolve_path(path);
        let ents = match found {
            Some(e) if !e.is_empty() => e,
            Some(_) => return self.error_expr(span),
            None => return self.implicit_name(path, span),
        };
        match ents[0] {
            Entity::Var(v) => self.var_use(v, span),
            Entity::Pack(i) => {
                let n = self.tu.path(path).as_ident().unwrap_or_else(|| self.names.intern("pack"));
                self.pack_expr(i, n, span)
            }
            Entity::Fn(f) => {
                let fns: Vec<FnId> = ents.iter().filter_map(|e| if let Entity::Fn(f) = e { Some(*f) } else { None }).collect();
                // Of several overloads, the one of the pointer type the name initializes.
                let chosen = if fns.len() > 1 { self.overload_for_target(&fns) } else { Some(f) };
                let Some(f) = chosen else {
                    let name = self.path_text(path);
                    self.err(
                        Diagnostic::error(diags::AMBIGUOUS_CALL, span, format!("`{name}` names {} overloaded functions", fns.len()))
                            .with_label("cannot choose one without a call")
                            .with_note("call the function, or initialize a function pointer of the overload's type with it"),
                    );
                    return self.error_expr(span);
                };
                if let Some(m) = self.p.fns[f].method {
                    if !m.is_static {
                        return self.this_member_fn_error(span);
                    }
                }
                self.ensure_body(f);
                let ty = self.p.fns[f].ty;
                self.mk(ExprKind::Fn(f), ty, ValueCat::LValue, span)
            }
            Entity::Enumerator(e, i) => {
                let value = self.p.enums[e].enumerators[i as usize].value;
                let ty = self.p.types.enum_(e);
                self.mk(ExprKind::EnumConst { enum_: e, index: i, value }, ty, ValueCat::PrValue, span)
            }
            Entity::Const(v, ty) => {
                let kind = match v {
                    ConstValue::Int(i) => ExprKind::IntLit(i),
                    ConstValue::Bool(b) => ExprKind::BoolLit(b),
                    ConstValue::Float(f) => ExprKind::FloatLit(f),
                    ConstValue::Null => ExprKind::NullPtrLit,
                };
                self.mk(kind, ty, ValueCat::PrValue, span)
            }
            Entity::Template(_) if self.tu.path(path).last.args.is_some() => {
                // `k<int>` names one specialization: its explicit arguments (and the template's
                // defaults) determine it without a call ([over.over]/1, [temp.arg.explicit]/4).
                let explicit = self.tu.path(path).last.args.clone().unwrap_or_default();
                let mut found = Vec::new();
                for e in ents.iter() {
                    if let Entity::Template(t) = *e {
                        if let Some(targs) = self.deduce(t, Some(&explicit), &[], span) {
                            found.push((t, targs));
                        }
                    }
                }
                let name = self.path_text(path);
                match found.len() {
                    1 => {
                        let (t, targs) = found.pop().expect("one");
                        let Some(f) = self.instantiate(t, targs, span) else { return self.error_expr(span) };
                        if self.p.fns[f].method.is_some_and(|m| !m.is_static) {
                            return self.this_member_fn_error(span);
                        }
                        self.ensure_body(f);
                        let ty = self.p.fns[f].ty;
                        self.mk(ExprKind::Fn(f), ty, ValueCat::LValue, span)
                    }
                    0 => {
                        self.err(
                            Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("`{name}` does not name a specialization of a function template"))
                                .with_label("these template arguments do not determine every template parameter")
                                .with_note("give every template argument that cannot be deduced from a call"),
                        );
                        self.error_expr(span)
                    }
                    n => {
                        self.err(
                            Diagnostic::error(diags::AMBIGUOUS_CALL, span, format!("`{name}` names {n} function template specializations"))
                                .with_label("cannot choose one without a call")
                                .with_note("call the function, or cast it to the function pointer type you want"),
                        );
                        self.error_expr(span)
                    }
                }
            }
            Entity::Template(_) => {
                let name = self.path_text(path);
                self.err(
                    Diagnostic::error(diags::TEMPLATE_ARGS, span, format!("function template `{name}` used without a call"))
                        .with_label("call it so its arguments can be deduced"),
                );
                self.error_expr(span)
            }
            Entity::Field(r, i) => self.field_use(r, i, span),
            Entity::BitField(r, k) => self.implicit_bit_field(r, k, span),
            Entity::Type(_) | Entity::Namespace(_) => {
                let name = self.path_text(path);
                self.err(
                    Diagnostic::error(diags::TYPE_MISMATCH, span, format!("`{name}` is not a value"))
                        .with_label("names a type or namespace"),
                );
                self.error_expr(span)
            }
        }
    }

    /// A field named without an object: `this->field` inside a member function, or just its
    /// type inside `sizeof`.
    pub(super) fn implicit_member(&mut self, r: RecordId, i: u32, span: Span) -> ExprId {
        let fty = self.p.records[r].fields[i as usize].ty;
        let method = self.fcx.func.and_then(|f| self.p.fns[f].method);
        if let Some(m) = method.filter(|m| (m.record == r || self.is_base_of(r, m.record)) && !m.is_static) {
            let this = self.own_this(span);
            let rt = self.p.types.pointee(self.p.expr(this).ty).unwrap_or(builtin::ERROR);
            let base = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, rt, ValueCat::LValue, span);
            let base = self.to_base(base, r);
            let fname = self.p.records[r].fields[i as usize].name;
            self.check_access(r, fname, span);
            let is_ref = self.p.types.is_reference(fty);
            let t = self.p.types.non_ref(fty);
            let t = if is_ref || !m.is_const || self.mutable_fields.contains(&(r, i)) { t } else { self.p.types.qualified(t, super::types::Cv::CONST) };
            return self.mk(ExprKind::Member { base, field: i }, t, ValueCat::LValue, span);
        }
        // A member of the object enclosing a lambda, through its captured `this`.
        let outer = self.lambda_this_type().and_then(|t| self.p.types.pointee(t));
        if let Some(ot) = outer.filter(|&t| self.p.types.record_of(t).is_some_and(|or| or == r || self.is_base_of(r, or))) {
            let this = self.check_this(span);
            let base = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, ot, ValueCat::LValue, span);
            let base = self.to_base(base, r);
            let fname = self.p.records[r].fields[i as usize].name;
            self.check_access(r, fname, span);
            let is_ref = self.p.types.is_reference(fty);
            let t = self.p.types.non_ref(fty);
            let t = if is_ref || !self.p.types.cv(ot).is_const() || self.mutable_fields.contains(&(r, i)) { t } else { self.p.types.qualified(t, super::types::Cv::CONST) };
            return self.mk(ExprKind::Member { base, field: i }, t, ValueCat::LValue, span);
        }
        if self.unevaluated > 0 {
            let t = self.p.types.non_ref(fty);
            return self.mk(ExprKind::Error, t, ValueCat::LValue, span);
        }
        let n = self.text(self.p.records[r].fields[i as usize].name).to_string();
        self.err(
            Diagnostic::error(diags::BAD_MEMBER_ACCESS, span, format!("invalid use of non-static data member `{n}`"))
                .with_label("no object to take it from")
                .with_note("name it through an object: `obj.field` or `ptr->field`"),
        );
        self.error_expr(span)
    }

    fn this_member_fn_error(&mut self, span: Span) -> ExprId {
        self.err(
            Diagnostic::error(diags::BAD_MEMBER_ACCESS, span, "member function used without calling it")
                .with_label("call it: `f(...)`"),
        );
        self.error_expr(span)
    }

    /// Codegen constants, CUDA builtin variables, or an undeclared name.
    fn implicit_name(&mut self, path: ast::PathId, span: Span) -> ExprId {
        let text = self.path_text(path);
        if let Some(c) = codegen_context::codegen_constant(&text) {
            let ty = if c == CodegenConst::NvvmArch { builtin::INT } else { builtin::BOOL };
            return self.mk(ExprKind::CodegenConst(c), ty, ValueCat::PrValue, span);
        }
        if let Some(v) = BuiltinVar::from_name(&text) {
            let ty = match v.record_name() {
                Some(name) => match self.cuda_vector_type(name) {
                    Some(t) => t,
                    None => {
                        self.err(
                            Diagnostic::error(diags::UNDECLARED, span, format!("`{text}` is a `{name}`, which is not declared"))
                                .with_label(format!("needs <vector_types.h>'s `{name}`"))
                                .with_note("NVIDIA's <cuda_runtime.h> declares it and is included implicitly; -nocudainc leaves it out"),
                        );
                        return self.error_expr(span);
                    }
                },
                None => builtin::INT,
            };
            return self.mk(ExprKind::BuiltinVar(v), ty, ValueCat::PrValue, span);
        }
        if let Some(e) = self.predefined_func_name(&text, span) {
            return e;
        }
        // A member of an anonymous union or struct member of the class, named in a member
        // function (`_M_local_buf` in `basic_string`): `this->`'s, through the unnamed field.
        let method = self.fcx.func.and_then(|f| self.p.fns[f].method).filter(|m| !m.is_static);
        if let (Some(n), Some(m)) = (self.tu.path(path).as_ident(), method) {
            if self.anonymous_member_with(m.record, n, 0).is_some() || self.base_with_anonymous_member(m.record, n).is_some() {
                let this = self.own_this(span);
                let rt = self.p.types.pointee(self.p.expr(this).ty).unwrap_or(builtin::ERROR);
                let base = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, rt, ValueCat::LValue, span);
                return self.check_member(base, false, path, span);
            }
        }
        let mut d = Diagnostic::error(diags::UNDECLARED, span, format!("use of undeclared identifier `{text}`"))
            .with_label("not found in this scope");
        if text == "__CUDA_ARCH__" {
            d = d.with_note("circlec compiles once for every target: use `@codegen if (__nvvm_arch >= 70)` instead of `__CUDA_ARCH__`");
        }
        self.err(d);
        self.error_expr(span)
    }

    /// A reference to a variable: an lvalue of the variable's (non-reference) type.
    pub fn var_ref(&mut self, v: VarId, span: Span) -> ExprId {
        let ty = self.p.vars[v].ty;
        let ty = self.p.types.non_ref(ty);
        self.mk(ExprKind::Var(v), ty, ValueCat::LValue, span)
    }

    /// `sizeof`/`alignof` of a type, folded to an `unsigned long`.
    fn size_expr(&mut self, ty: TypeId, align: bool, span: Span) -> ExprId {
        if self.p.types.is_error(ty) {
            return self.error_expr(span);
        }
        let ty = self.p.types.non_ref(ty);
        match self.size_align_of(ty) {
            Some((s, a)) => {
                let v = if align { a } else { s };
                self.mk(ExprKind::IntLit(v as i128), builtin::ULONG, ValueCat::PrValue, span)
            }
            None => {
                let shown = self.type_name(ty);
                let what = if align { "alignof" } else { "sizeof" };
                self.err(
                    Diagnostic::error(diags::BAD_SIZEOF, span, format!("`{what}` of incomplete type `{shown}`"))
                        .with_label("the size of this type is not known"),
                );
                self.error_expr(span)
            }
        }
    }

    /// Size and alignment of a complete type.
    pub fn size_align_of(&self, ty: TypeId) -> Option<(u64, u64)> {
        let rec = |r: RecordId| self.p.records[r].layout.as_ref().map(|l| (l.size, l.align));
        let under = |e: EnumId| self.p.enums[e].underlying;
        super::layout::size_align(&self.p.types, ty, &rec, &under)
    }

    /// The index of the anonymous struct or union member of `r` that has a member `name`
    /// (directly, as a field or a bit-field, or in a nested anonymous member).
    pub(super) fn anonymous_member_with(&self, r: RecordId, name: crate::intern::Name, depth: u32) -> Option<usize> {
        if depth > 16 {
            return None;
        }
        let anon = self.names.lookup(super::records::ANON_MEMBER)?;
        self.p.records[r].fields.iter().position(|f| {
            f.name == anon
                && self.p.types.record_of(f.ty).is_some_and(|inner| {
                    self.p.records[inner].fields.iter().any(|g| g.name == name)
                        || self.p.bit_fields.get(&inner).is_some_and(|v| v.iter().any(|b| b.0 == Some(name)))
                        || self.anonymous_member_with(inner, name, depth + 1).is_some()
                })
        })
    }

    /// The qualifiers field `i` of class `r` takes from an object of type `obj`: the object's,
    /// less `const` for a `mutable` field.
    fn object_cv_for_field(&self, r: RecordId, i: u32, obj: TypeId) -> super::types::Cv {
        let cv = self.p.types.cv(obj);
        if self.mutable_fields.contains(&(r, i)) {
            super::types::Cv(cv.0 & !super::types::Cv::CONST.0)
        } else {
            cv
        }
    }

    /// `base.member` or `base->member` with `base` already checked.
    /// Field `i` of class `r` of the object `base`: qualified as the object is, an lvalue for
    /// an lvalue object or a reference member, an xvalue otherwise.
    pub(super) fn field_access(&mut self, base: ExprId, r: RecordId, i: u32, span: Span) -> ExprId {
        let (bty, bcat) = (self.p.expr(base).ty, self.p.expr(base).cat);
        let fty = self.p.records[r].fields[i as usize].ty;
        let cv = self.object_cv_for_field(r, i, bty);
        let is_ref = self.p.types.is_reference(fty);
        let fty = self.p.types.non_ref(fty);
        let fty = if is_ref { fty } else { self.p.types.qualified(fty, cv) };
        let cat = if is_ref || bcat == ValueCat::LValue { ValueCat::LValue } else { ValueCat::XValue };
        self.mk(ExprKind::Member { base, field: i }, fty, cat, span)
    }

    pub fn check_member(&mut self, base: ExprId, arrow: bool, member: ast::PathId, span: Span) -> ExprId {
        let Some(name) = self.last_ident(member) else {
            return self.unsupported(span, "qualified member names");
        };
        let mut base = base;
        if arrow {
            // `obj->m` on a class object: `obj.operator->()->m`, repeatedly.
            base = self.arrow_operand(base, span);
            base = self.rvalue(base);
            let bt = self.p.expr(base).ty;
            if self.p.types.is_error(bt) {
                return self.error_expr(span);
            }
            match self.p.types.pointee(bt) {
                Some(pointee) if self.p.types.is_record(pointee) => {
                    base = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: base }, pointee, ValueCat::LValue, span);
                }
                _ => {
                    let shown = self.type_name(bt);
                    self.err(
                        Diagnostic::error(diags::BAD_MEMBER_ACCESS, span, format!("`->` on `{shown}`, which is not a pointer to a class"))
                            .with_label("use `.` for an object"),
                    );
                    return self.error_expr(span);
                }
            }
        }
        let b = self.p.expr(base);
        let bty = b.ty;
        if let ExprKind::BuiltinVar(v) = b.kind {
            let t = self.text(name).to_string();
            let axis = match t.as_str() {
                "x" => Some(0),
                "y" => Some(1),
                "z" => Some(2),
                _ => None,
            };
            if let (Some(axis), true) = (axis, v != BuiltinVar::WarpSize) {
                return self.mk(ExprKind::BuiltinVarAxis { var: v, axis }, builtin::UINT, ValueCat::PrValue, span);
            }
        }
        if self.p.types.is_error(bty) {
            return self.error_expr(span);
        }
        let Some(r) = self.p.types.record_of(bty) else {
            let shown = self.type_name(bty);
            self.err(
                Diagnostic::error(diags::BAD_MEMBER_ACCESS, span, format!("member access on `{shown}`, which is not a class"))
                    .with_label(if self.p.types.is_pointer(bty) { "use `->` for a pointer" } else { "has no members" }),
            );
            return self.error_expr(span);
        };
        let (r, base) = match self.p.records[r].fields.iter().any(|f| f.name == name) {
            true => (r, base),
            false if self.anonymous_member_with(r, name, 0).is_some() => (r, base),
            false => match self.field_in_bases(r, name).map(|(br, _)| br).or_else(|| self.base_with_anonymous_member(r, name)) {
                Some(br) => (br, self.to_base(base, br)),
                None => (r, base),
            },
        };
        let (bty, bcat) = (self.p.expr(base).ty, self.p.expr(base).cat);
        self.check_access(r, name, span);
        let fields = &self.p.records[r].fields;
        if let Some(i) = fields.iter().position(|f| f.name == name) {
            return self.field_access(base, r, i as u32, span);
        }
        if let Some((br, k)) = self.bit_field_in(r, name) {
            return self.bit_field_access(base, br, k, span);
        }
        // A member of an anonymous struct or union member: through its unnamed field.
        if let Some(i) = self.anonymous_member_with(r, name, 0) {
            let fty = self.p.records[r].fields[i].ty;
            let fty = self.p.types.qualified(fty, self.p.types.cv(bty));
            let cat = if bcat == ValueCat::LValue { ValueCat::LValue } else { ValueCat::XValue };
            let inner = self.mk(ExprKind::Member { base, field: i as u32 }, fty, cat, span);
            return self.check_member(inner, false, member, span);
        }
        let statics = self.lookup_in(Entity::Type(bty), name);
        if let Some(Entity::Var(v)) = statics.first() {
            return self.var_ref(*v, span);
        }
        // `f.num_elements`: an enumerator of the class, a constant (the object is not read).
        if let Some(&Entity::Enumerator(e, i)) = statics.first() {
            let value = self.p.enums[e].enumerators[i as usize].value;
            let ty = self.p.types.enum_(e);
            return self.mk(ExprKind::EnumConst { enum_: e, index: i, value }, ty, ValueCat::PrValue, span);
        }
        if matches!(statics.first(), Some(Entity::Fn(_))) {
            return self.this_member_fn_error(span);
        }
        let shown = self.type_name(bty);
        let nm = self.text(name).to_string();
        self.err(
            Diagnostic::error(diags::NO_MEMBER, span, format!("no member named `{nm}` in `{shown}`"))
                .with_label("unknown member"),
        );
        self.error_expr(span)
    }

    fn check_index(&mut self, base: ast::ExprId, index: ast::ExprId, span: Span) -> ExprId {
        let b = self.check_expr(base);
        let i = self.check_expr(index);
        if self.p.types.is_record(self.p.types.non_ref(self.p.expr(b).ty)) {
            if let Some(x) = self.user_operator("[]", &[b, i], true, span) {
                return x;
            }
        }
        let b = self.rvalue(b);
        let i = self.rvalue(i);
        let (bt, it) = (self.p.expr(b).ty, self.p.expr(i).ty);
        if self.p.types.is_error(bt) || self.p.types.is_error(it) {
            return self.error_expr(span);
        }
        // `i[p]` is `p[i]`.
        let (ptr, idx) = if self.p.types.is_pointer(bt) { (b, i) } else { (i, b) };
        let pt = self.p.expr(ptr).ty;
        let xt = self.p.expr(idx).ty;
        let elem = match self.p.types.pointee(pt) {
            Some(e) if self.p.types.is_integral(xt) || self.p.types.is_enum(xt) => e,
            _ => {
                let (a, c) = (self.type_name(bt), self.type_name(it));
                self.err(
                    Diagnostic::error(diags::BAD_SUBSCRIPT, span, format!("cannot subscript `{a}` with `{c}`"))
                        .with_label("needs a pointer or array and an integer"),
                );
                return self.error_expr(span);
            }
        };
        let idx = self.promote_value(idx);
        self.mk(ExprKind::Index { base: ptr, index: idx }, elem, ValueCat::LValue, span)
    }

    // ----- conversion helpers -----

    pub fn cast_node(&mut self, e: ExprId, kind: CastKind, ty: TypeId) -> ExprId {
        let span = self.p.expr(e).span;
        let cat = match kind {
            CastKind::NoOp => self.p.expr(e).cat,
            CastKind::Materialize => ValueCat::XValue,
            _ => ValueCat::PrValue,
        };
        self.mk(ExprKind::ImplicitCast { kind, operand: e }, ty, cat, span)
    }

    /// Converts a glvalue to a prvalue: lvalue-to-rvalue, array-to-pointer, function-to-pointer.
    pub fn rvalue(&mut self, e: ExprId) -> ExprId {
        let ex = self.p.expr(e);
        let src = Source { ty: ex.ty, cat: ex.cat, is_null_constant: false, is_string_literal: false };
        if self.p.types.is_error(ex.ty) || (ex.cat == ValueCat::PrValue && !self.p.types.is_array(ex.ty)) {
            return e;
        }
        if self.p.types.is_record(ex.ty) {
            // Records are copied by codegen from the glvalue.
            return e;
        }
        let (steps, _) = conversions::decay(&mut self.p.types, src);
        let mut e = e;
        for (k, t) in steps {
            e = self.cast_node(e, k, t);
        }
        e
    }

    /// A null pointer constant ([conv.ptr]/1): an integer literal of value zero, or any
    /// expression of type `std::nullptr_t` (`nullptr`, `(x, nullptr)`, a `nullptr_t` variable
    /// after lvalue-to-rvalue conversion).
    pub fn is_null_constant(&self, e: ExprId) -> bool {
        let ex = self.p.expr(e);
        match ex.kind {
            ExprKind::NullPtrLit => true,
            ExprKind::IntLit(0) => self.p.types.is_integral(ex.ty),
            _ => self.p.types.kind(ex.ty) == &Type::NullPtr,
        }
    }

    /// Implicitly converts `e` to `to`; `what` says where ("initialization", "argument 1 of
    /// `f`"). Reports E0401 and returns an error node when there is no conversion.
    pub fn convert(&mut self, e: ExprId, to: TypeId, what: &str) -> ExprId {
        self.convert_lazy(e, to, &|| what.to_string())
    }

    /// [`Checker::convert`] with the description built only when there is an error.
    pub fn convert_lazy(&mut self, e: ExprId, to: TypeId, what: &dyn Fn() -> String) -> ExprId {
        self.require_complete(to);
        if self.is_template_name(e) {
            return self.convert_template_name(e, to, what);
        }
        if let Some(items) = self.braced_list_of(e) {
            return self.convert_braced_arg(e, &items, to);
        }
        let ex = self.p.expr(e);
        let span = ex.span;
        if let Some(c) = self.convert_via_ctor(e, to) {
            return c;
        }
        if let Some(c) = self.derived_to_base(e, to) {
            return c;
        }
        if let Some(c) = self.convert_via_conversion_fn(e, to, false) {
            return c;
        }
        let ex = self.p.expr(e);
        if self.p.types.is_record(to) || self.p.types.is_record(ex.ty) {
            let (a, b) = (self.p.types.unqual(ex.ty), self.p.types.unqual(self.p.types.non_ref(to)));
            let bit_field_ref = self.p.types.is_reference(to) && self.is_bit_field(e);
            if a == b && !bit_field_ref || self.p.types.is_error(ex.ty) {
                if self.p.types.is_reference(to) && ex.cat == ValueCat::PrValue {
                    return self.cast_node(e, CastKind::Materialize, self.p.types.non_ref(to));
                }
                return e;
            }
        }
        let src = Source { ty: ex.ty, cat: self.binding_cat(e, to), is_null_constant: self.is_null_constant(e), is_string_literal: matches!(ex.kind, ExprKind::StringLit(_)) };
        let enums = &self.p.enums;
        let lookup = |x: EnumId| (enums[x].underlying, enums[x].scoped);
        match conversions::implicit(&mut self.p.types, src, to, &lookup) {
            Some(conv) => {
                let mut e = e;
                if src.is_string_literal && conv.steps.len() == 2 && conversions::is_writable_string(&mut self.p.types, conv.steps[0].1, conv.steps[1].1) {
                    self.err(
                        Diagnostic::warning(diags::WRITABLE_STRING, span, "ISO C++11 does not allow conversion from a string literal to a pointer to non-const `char`")
                            .with_label("a string literal is const")
                            .with_note("declare the pointer `const char *`"),
                    );
                }
                for (k, t) in conv.steps {
                    let t = if k == CastKind::Materialize { self.p.types.non_ref(t) } else { t };
                    e = self.cast_node(e, k, t);
                }
                e
            }
            None if self.is_permissive_pointer_conversion(src.ty, to) => {
                let shown = (self.type_name(src.ty), self.type_name(to));
                self.err(
                    Diagnostic::warning(diags::TYPE_MISMATCH, span, format!("invalid conversion from `{}` to `{}` in {} (allowed by `-fpermissive`)", shown.0, shown.1, what()))
                        .with_label(format!("this has type `{}`", shown.0))
                        .with_note(format!("write `static_cast<{}>(...)`", shown.1)),
                );
                let e = self.rvalue(e);
                self.cast_node(e, CastKind::BitCast, self.p.types.unqual(to))
            }
            None => {
                let (a, b) = (self.type_name(src.ty), self.type_name(to));
                let mut d = Diagnostic::error(diags::TYPE_MISMATCH, span, format!("cannot convert `{a}` to `{b}` in {}", what()))
                    .with_label(format!("this has type `{a}`"));
                if self.p.types.is_reference(to) && src.cat == ValueCat::PrValue {
                    d = d.with_note("a non-const lvalue reference binds only to an lvalue; take a `const&` or pass a variable");
                } else if self.p.types.is_pointer(to) && self.p.types.is_integral(src.ty) {
                    d = d.with_note("only a literal `0` or `nullptr` converts to a pointer implicitly; use `reinterpret_cast`");
                }
                self.err(d);
                self.error_expr(span)
            }
        }
    }

    /// Object pointer to object pointer of unrelated pointee types or fewer qualifiers (`void *`
    /// to `int *`, `unsigned *` to `int *`): C's conversions, which `-fpermissive` accepts with a
    /// warning, as g++ does.
    pub(super) fn is_permissive_pointer_conversion(&self, from: TypeId, to: TypeId) -> bool {
        let t = &self.p.types;
        let (from, to) = (t.unqual(t.non_ref(from)), t.unqual(to));
        self.leniency.permissive
            && matches!((t.pointee(from), t.pointee(to)), (Some(a), Some(b)) if !t.is_function(a) && !t.is_function(b))
    }

    /// Converts a condition to `bool` (for `if`, loops, `!`, `&&`, `||`, `?:`).
    #[allow(clippy::wrong_self_convention)]
    pub fn to_bool(&mut self, e: ExprId) -> ExprId {
        let span = self.p.expr(e).span;
        if let Some(x) = self.class_to_bool(e, span) {
            return x;
        }
        let e = self.rvalue(e);
        let ty = self.p.expr(e).ty;
        if self.p.types.is_error(ty) || self.p.types.is_bool(ty) {
            return e;
        }
        if self.p.types.complex_elem(ty).is_some() {
            return self.cast_node(e, CastKind::ComplexToBoolean, builtin::BOOL);
        }
        if self.p.types.is_scalar(ty) {
            let kind = match self.p.types.kind(ty) {
                Type::Float(_) => CastKind::FloatingToBoolean,
                Type::Pointer(_) | Type::NullPtr | Type::MemberPointer { .. } => CastKind::PointerToBoolean,
                _ => CastKind::IntegralToBoolean,
            };
            if let Some(en) = self.p.types.enum_of(ty) {
                if self.p.enums[en].scoped {
                    return self.bad_condition(e, ty);
                }
            }
            return self.cast_node(e, kind, builtin::BOOL);
        }
        self.bad_condition(e, ty)
    }

    fn bad_condition(&mut self, e: ExprId, ty: TypeId) -> ExprId {
        let span = self.p.expr(e).span;
        let shown = self.type_name(ty);
        self.err(
            Diagnostic::error(diags::BAD_CONDITION, span, format!("`{shown}` cannot be used as a condition"))
                .with_label("not convertible to `bool`"),
        );
        self.error_expr(span)
    }

    /// Applies integral promotion to an integral or unscoped-enum prvalue.
    pub fn promote_value(&mut self, e: ExprId) -> ExprId {
        let e = self.rvalue(e);
        let ty = self.p.expr(e).ty;
        let enums = &self.p.enums;
        let f = |x: EnumId| (enums[x].underlying, enums[x].scoped);
        let pt = self.p.types.promote(ty, &f);
        if pt != self.p.types.unqual(ty) {
            return self.cast_node(e, CastKind::IntegralCast, pt);
        }
        e
    }

    /// Converts a prvalue to `to` with the single arithmetic step it needs.
    pub fn arith_convert(&mut self, e: ExprId, to: TypeId) -> ExprId {
        let e = self.rvalue(e);
        let from = self.p.types.unqual(self.p.expr(e).ty);
        if from == to || self.p.types.is_error(from) {
            return e;
        }
        let kind = match (self.p.types.kind(from), self.p.types.kind(to)) {
            (Type::Float(_), Type::Float(_)) => CastKind::FloatingCast,
            (Type::Float(_), _) => CastKind::FloatingToIntegral,
            (_, Type::Float(_)) => CastKind::IntegralToFloating,
            (_, Type::Bool) => CastKind::IntegralToBoolean,
            _ => CastKind::IntegralCast,
        };
        self.cast_node(e, kind, to)
    }
}

/// The type of an integer literal ([lex.icon] table 7) on LP64.
pub fn int_literal_type(v: u128, unsigned: bool, size: IntSize, decimal: bool) -> TypeId {
    let fits = |k: IntKind| (v as i128) <= k.range().1 && v <= i128::MAX as u128;
    let candidates: &[IntKind] = match (unsigned, size, decimal) {
        (false, IntSize::None, true) => &[IntKind::Int, IntKind::Long, IntKind::LongLong],
        (false, IntSize::None, false) => {
            &[IntKind::Int, IntKind::UInt, IntKind::Long, IntKind::ULong, IntKind::LongLong, IntKind::ULongLong]
        }
        (true, IntSize::None, _) => &[IntKind::UInt, IntKind::ULong, IntKind::ULongLong],
        (false, IntSize::Long, true) => &[IntKind::Long, IntKind::LongLong],
        (false, IntSize::Long, false) => &[IntKind::Long, IntKind::ULong, IntKind::LongLong, IntKind::ULongLong],
        (true, IntSize::Long, _) => &[IntKind::ULong, IntKind::ULongLong],
        (false, IntSize::LongLong, true) => &[IntKind::LongLong],
        (false, IntSize::LongLong, false) => &[IntKind::LongLong, IntKind::ULongLong],
        (true, IntSize::LongLong, _) => &[IntKind::ULongLong],
    };
    let k = candidates.iter().copied().find(|&k| fits(k)).unwrap_or(IntKind::Int128);
    super::types::int_type(k)
}
