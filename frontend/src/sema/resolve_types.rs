//! Types as written to semantic types: builtin specifiers, named types (records, enums,
//! typedefs, template type parameters), pointers, references, arrays with constant bounds,
//! function types and cv-qualifiers. Also the printing of types in C++ spelling for
//! diagnostics and `--dump-ast` (`const char *`, `int [4]`, `int (*)(int)`).

use crate::ast::{self, BuiltinType, TypeExprId, TypeExprKind};
use crate::diag::Diagnostic;
use crate::intern::Name;

use super::ctx::{Checker, Ents, Entity};
use super::diags;
use super::hir::*;
use super::types::{builtin, Cv, FloatKind, Type, TypeId};

/// The qualifiers written after a function declarator's parameters (`const &&`).
pub fn fn_quals(sig: &ast::FnSig) -> super::types::FnQuals {
    let mut cv = Cv::NONE;
    if sig.cv.has(ast::Cv::CONST) {
        cv = cv.union(Cv::CONST);
    }
    if sig.cv.has(ast::Cv::VOLATILE) {
        cv = cv.union(Cv::VOLATILE);
    }
    let ref_qual = match sig.ref_qual {
        ast::RefQual::None => super::types::RefQual::None,
        ast::RefQual::LValue => super::types::RefQual::LValue,
        ast::RefQual::RValue => super::types::RefQual::RValue,
    };
    super::types::FnQuals { cv, ref_qual, noexcept: false }
}

/// [`fn_quals`] with a plain `noexcept` (the qualifiers of a member function's type).
pub fn method_quals(sig: &ast::FnSig) -> super::types::FnQuals {
    super::types::FnQuals { noexcept: matches!(sig.noexcept, ast::Noexcept::Yes), ..fn_quals(sig) }
}

pub fn builtin_type(b: BuiltinType) -> TypeId {
    use BuiltinType as B;
    match b {
        B::Void => builtin::VOID,
        B::Bool => builtin::BOOL,
        B::Char => builtin::CHAR,
        B::SChar => builtin::SCHAR,
        B::UChar => builtin::UCHAR,
        B::WChar => builtin::WCHAR,
        B::Char16 => builtin::CHAR16,
        B::Char32 => builtin::CHAR32,
        B::Short => builtin::SHORT,
        B::UShort => builtin::USHORT,
        B::Int => builtin::INT,
        B::UInt => builtin::UINT,
        B::Long => builtin::LONG,
        B::ULong => builtin::ULONG,
        B::LongLong => builtin::LONGLONG,
        B::ULongLong => builtin::ULONGLONG,
        B::Int128 => builtin::INT128,
        B::UInt128 => builtin::UINT128,
        B::Float => builtin::FLOAT,
        B::Double => builtin::DOUBLE,
        B::LongDouble => builtin::LONGDOUBLE,
        B::BF16 => builtin::BF16,
        B::NullPtr => builtin::NULLPTR,
    }
}

impl<'a> Checker<'a> {
    /// The semantic type of a type as written; reports errors and returns the error type.
    pub fn resolve_type(&mut self, id: TypeExprId) -> TypeId {
        let tu: &'a ast::TranslationUnit = self.tu;
        let te = tu.ty(id);
        match &te.kind {
            TypeExprKind::Builtin(b) => builtin_type(*b),
            TypeExprKind::Elaborated { tag, path } if *tag != ast::TagKind::Enum && self.resolve_path_quiet(*path).is_none() => {
                // `struct S *p;` with `S` undeclared declares `S` (incomplete) in the innermost
                // enclosing namespace.
                let Some(name) = self.tu.path(*path).as_ident() else { return builtin::ERROR };
                let idx = self.scopes.iter().rposition(|s| matches!(s.kind, super::ctx::ScopeKind::Namespace(_))).unwrap_or(0);
                let ns = match self.scopes[idx].kind {
                    super::ctx::ScopeKind::Namespace(n) => n,
                    _ => None,
                };
                let kind = match tag {
                    ast::TagKind::Union => RecordKind::Union,
                    ast::TagKind::Class => RecordKind::Class,
                    _ => RecordKind::Struct,
                };
                let r = self.p.records.alloc(RecordDecl::declared(Some(name), Scope { namespace: ns, record: None }, kind, Vec::new(), te.span));
                let t = self.p.types.record(r);
                self.declare_in(idx, name, Entity::Type(t));
                t
            }
            TypeExprKind::Named { path, .. } | TypeExprKind::Elaborated { path, .. } => self.resolve_named_type(*path, te.span),
            TypeExprKind::Complex(inner) => {
                let t = self.resolve_type(*inner);
                match self.p.types.kind(t) {
                    Type::Float(k) if *k != FloatKind::BF16 => self.p.types.intern(Type::Complex(t)),
                    Type::Error => builtin::ERROR,
                    _ => {
                        let shown = self.type_name(t);
                        self.err(
                            Diagnostic::error(diags::UNSUPPORTED, te.span, format!("`_Complex {shown}` is not supported"))
                                .with_label("a complex type here")
                                .with_note("circlec has the complex floating types: `_Complex float`, `_Complex double` and `_Complex long double`"),
                        );
                        builtin::ERROR
                    }
                }
            }
            TypeExprKind::Pointer(inner) => {
                let t = self.resolve_type(*inner);
                if self.p.types.is_reference(t) {
                    self.err(Diagnostic::error(diags::BAD_DECLARATOR, te.span, "pointer to a reference").with_label("here"));
                    return builtin::ERROR;
                }
                self.p.types.pointer(t)
            }
            TypeExprKind::LRef(inner) => {
                let t = self.resolve_type(*inner);
                if self.p.types.is_void(t) {
                    self.err(Diagnostic::error(diags::BAD_DECLARATOR, te.span, "reference to `void`").with_label("here"));
                    return builtin::ERROR;
                }
                self.p.types.lref(t)
            }
            TypeExprKind::RRef(inner) => {
                let t = self.resolve_type(*inner);
                self.p.types.rref(t)
            }
            TypeExprKind::Array { elem, size } => {
                let e = self.resolve_type(*elem);
                if self.p.types.is_void(e) || self.p.types.is_reference(e) || self.p.types.is_function(e) {
                    let shown = self.type_name(e);
                    self.err(
                        Diagnostic::error(diags::BAD_DECLARATOR, te.span, format!("array of `{shown}`"))
                            .with_label("invalid element type"),
                    );
                    return builtin::ERROR;
                }
                let len = match size {
                    None => None,
                    Some(s) => match self.array_bound(*s) {
                        Some(n) => Some(n),
                        None => return builtin::ERROR,
                    },
                };
                self.p.types.array(e, len)
            }
            TypeExprKind::Function(sig) => {
                let ret = match sig.ret {
                    Some(r) => self.resolve_type(r),
                    None => builtin::VOID,
                };
                let mut params = Vec::new();
                for &pd in &sig.params {
                    if let ast::DeclKind::Param(p) = &self.tu.decl(pd).kind {
                        // `R (*)(Ts...)`: one parameter per element of the pack.
                        let expansion = match self.tu.ty(p.ty).kind {
                            TypeExprKind::PackExpansion(x) => Some(x),
                            _ if p.pack => Some(p.ty),
                            _ => None,
                        };
                        if let Some(x) = expansion {
                            for t in self.expand_type(x) {
                                params.push(self.adjust_param_type(t));
                            }
                            continue;
                        }
                        let t = self.resolve_type(p.ty);
                        params.push(self.adjust_param_type(t));
                    }
                }
                self.p.types.function_q(ret, params, sig.variadic, fn_quals(sig))
            }
            TypeExprKind::Qualified { cv, inner } => {
                let t = self.resolve_type(*inner);
                self.p.types.qualified(t, cv_of(*cv))
            }
            TypeExprKind::Decltype(e) => {
                // An unparenthesized name of a variable, function or member (`s.m`) is its
                // declared type (`decltype(ns::f)` a function type); any other lvalue is `T&`.
                let parenthesized = matches!(self.tu.expr(*e).kind, ast::ExprKind::Paren(_));
                self.unevaluated += 1;
                let e = self.check_expr(*e);
                self.unevaluated -= 1;
                let ex = self.p.expr(e);
                let (ty, cat) = (ex.ty, ex.cat);
                if let (false, ExprKind::Member { base, field }) = (parenthesized, &ex.kind) {
                    let declared = self.p.types.record_of(self.p.expr(*base).ty).and_then(|r| self.p.records[r].fields.get(*field as usize)).map(|f| f.ty);
                    return declared.unwrap_or(ty);
                }
                let names_decl = matches!(ex.kind, ExprKind::Var(_) | ExprKind::Fn(_));
                match cat {
                    ValueCat::LValue if parenthesized || !names_decl => self.p.types.lref(ty),
                    _ => ty,
                }
            }
            TypeExprKind::Error => builtin::ERROR,
            TypeExprKind::UnderlyingType(t) => self.underlying_type(*t, te.span),
            TypeExprKind::Typeof(e) => {
                self.unevaluated += 1;
                let e = self.check_expr(*e);
                self.unevaluated -= 1;
                self.p.expr(e).ty
            }
            TypeExprKind::Auto | TypeExprKind::DecltypeAuto => {
                self.err(
                    Diagnostic::error(diags::UNSUPPORTED, te.span, "`auto` is not supported here")
                        .with_label("write the type explicitly")
                        .with_note("`auto` is supported only for variables with an initializer"),
                );
                builtin::ERROR
            }
            TypeExprKind::PackExpansion(inner) if self.pack_index.is_some() => self.resolve_type(*inner),
            TypeExprKind::MemberPointer { class, pointee } => self.resolve_member_pointer(*class, *pointee, te.span),
            TypeExprKind::PackExpansion(_) => {
                self.err(
                    Diagnostic::error(diags::UNSUPPORTED, te.span, "this kind of type is not supported yet")
                        .with_label("unsupported"),
                );
                builtin::ERROR
            }
        }
    }

    /// The type a path names (`S`, `ns::V<int>`, a template parameter, a pack element);
    /// reports what else it is and returns the error type.
    pub(super) fn resolve_named_type(&mut self, path: ast::PathId, span: crate::source::Span) -> TypeId {
        // A class hidden by a variable or function of its name is still found as a type
        // (`struct stat s;`, or a declaration's type named plainly after it).
        let hidden = |ents: &Ents| ents.iter().copied().find(|e| matches!(e, Entity::Type(_)));
        match self.resolve_path(path) {
            Some(ents) => match hidden(&ents).as_ref().or(ents.first()) {
                Some(&Entity::Type(t)) => self.complete_instance(t),
                Some(&Entity::Pack(i)) => {
                    let n = self.last_ident(path).unwrap_or_else(|| self.names.intern("pack"));
                    self.pack_type(i, n, span)
                }
                Some(_) => {
                    let name = self.path_text(path);
                    self.err(
                        Diagnostic::error(diags::NOT_A_TYPE, span, format!("`{name}` does not name a type"))
                            .with_label("expected a type here"),
                    );
                    builtin::ERROR
                }
                None => builtin::ERROR,
            },
            None if self.already_reported(span) => builtin::ERROR,
            None => {
                let name = self.path_text(path);
                self.err(
                    Diagnostic::error(diags::UNDECLARED, span, format!("unknown type name `{name}`"))
                        .with_label("not declared")
                        .with_note("declare the type before using it, or include the header that declares it"),
                );
                builtin::ERROR
            }
        }
    }

    /// The class or enumeration `decltype(e)` names as a nested-name-specifier
    /// (`decltype(__test<T>(0))::value`); reports any other type.
    fn decltype_scope(&mut self, e: ast::ExprId, span: crate::source::Span) -> Option<TypeId> {
        self.unevaluated += 1;
        let h = self.check_expr(e);
        self.unevaluated -= 1;
        let t = self.p.types.unqual(self.p.types.non_ref(self.p.expr(h).ty));
        if self.p.types.is_error(t) {
            return None;
        }
        if self.p.types.record_of(t).is_some() || self.p.types.is_enum(t) {
            return Some(self.complete_instance(t));
        }
        let shown = self.type_name(t);
        self.err(
            Diagnostic::error(diags::NOT_A_NAMESPACE, span, format!("`decltype` names `{shown}`, which is not a class, namespace or enumeration"))
                .with_label("cannot look names up in this"),
        );
        None
    }

    /// Parameter type adjustment: arrays and functions become pointers, top-level cv dropped.
    pub fn adjust_param_type(&mut self, t: TypeId) -> TypeId {
        let t = self.p.types.unqual(t);
        match self.p.types.kind(t).clone() {
            Type::Array { elem, .. } => self.p.types.pointer(elem),
            Type::Function { .. } => self.p.types.pointer(t),
            _ => t,
        }
    }

    /// Whether type expression `te` is restrict-qualified at the top level (`T* __restrict__`,
    /// `T& __restrict__`): the qualifier on the parameter itself, not on what it points to.
    pub fn is_restrict(&self, te: ast::TypeExprId) -> bool {
        let mut te = te;
        while let TypeExprKind::Qualified { cv, inner } = &self.tu.ty(te).kind {
            if cv.has(ast::Cv::RESTRICT) {
                return true;
            }
            te = *inner;
        }
        false
    }

    /// An array bound: a positive integral constant, or 0 (a GNU zero-length array, which g++
    /// and clang accept: glibc's `struct file_handle` ends with `unsigned char f_handle[0]`)
    /// except while substituting into a template's signature, where a zero bound is a
    /// deduction failure ([temp.deduct]/11.2) as with g++.
    pub fn array_bound(&mut self, e: ast::ExprId) -> Option<u64> {
        let span = self.tu.expr(e).span;
        let v = self.const_int(e, "an array bound")?;
        if v == 0 && self.sfinae == 0 {
            return Some(0);
        }
        if v <= 0 {
            self.err(
                Diagnostic::error(diags::BAD_ARRAY_SIZE, span, format!("array bound is {v}, not positive"))
                    .with_label("the bound must be at least 1"),
            );
            return None;
        }
        Some(v as u64)
    }

    /// Renders a path as written.
    pub fn path_text(&self, p: ast::PathId) -> String {
        let path = self.tu.path(p);
        let mut s = String::new();
        if path.global {
            s.push_str("::");
        }
        for seg in path.qualifier.iter().chain(std::iter::once(&path.last)) {
            if !s.is_empty() && !s.ends_with("::") {
                s.push_str("::");
            }
            match seg.name {
                ast::UnqualName::Ident(n) => s.push_str(self.text(n)),
                ast::UnqualName::Destructor(n) => {
                    s.push('~');
                    s.push_str(self.text(n))
                }
                ast::UnqualName::Operator(_) => s.push_str("operator"),
                ast::UnqualName::Conversion(_) => s.push_str("operator <type>"),
                ast::UnqualName::Decltype(_) => s.push_str("decltype(...)"),
            }
        }
        s
    }

    /// The name of a path's last segment, if it is an identifier.
    pub fn last_ident(&self, p: ast::PathId) -> Option<Name> {
        match self.tu.path(p).last.name {
            ast::UnqualName::Ident(n) => Some(n),
            _ => None,
        }
    }

    /// Like [`Checker::resolve_path`] for an unqualified name, without reporting anything.
    pub fn resolve_path_quiet(&self, p: ast::PathId) -> Option<Ents> {
        let path = self.tu.path(p);
        if !path.qualifier.is_empty() {
            return Some(Ents::None);
        }
        let ast::UnqualName::Ident(n) = path.last.name else { return Some(Ents::None) };
        let v = if path.global { self.global_lookup(n) } else { self.lookup(n) };
        (!v.is_empty()).then_some(v)
    }

    /// Resolves a (possibly qualified) path to what it names; `None` when it is not declared.
    pub fn resolve_path(&mut self, p: ast::PathId) -> Option<Ents> {
        let tu: &'a ast::TranslationUnit = self.tu;
        let path = tu.path(p);
        let mut container: Option<Entity> = None;
        for (i, seg) in path.qualifier.iter().enumerate() {
            if let (0, ast::UnqualName::Decltype(e)) = (i, seg.name) {
                match self.decltype_scope(e, seg.span) {
                    Some(t) => {
                        container = Some(Entity::Type(t));
                        continue;
                    }
                    None => return Some(Ents::None),
                }
            }
            let ast::UnqualName::Ident(n) = seg.name else { return None };
            let found = match container {
                None if i == 0 && path.global => self.global_lookup(n),
                None => self.lookup_qualifier(n),
                Some(c) => self.lookup_in(c, n),
            };
            let first = match found.first().copied() {
                Some(e) => match self.apply_template_args(e, seg) {
                    Some(x) => Some(x),
                    // The instantiation failed and said why.
                    None => return Some(Ents::None),
                },
                None => None,
            };
            match first {
                // A name is looked up in the class, so the class is needed complete even where
                // the path itself only names a type (`typename C<int>::type` as a template
                // argument while a signature is substituted).
                Some(Entity::Type(t)) => {
                    let naming = std::mem::replace(&mut self.naming_only, false);
                    let t = self.complete_instance(t);
                    self.naming_only = naming;
                    container = Some(Entity::Type(t));
                }
                Some(e @ Entity::Namespace(_)) => container = Some(e),
                // `_Cases::template __rebind<T>...`: a type pack as the qualifier of a pattern,
                // its element for the expansion being resolved.
                Some(Entity::Pack(i)) if matches!(self.packs.get(i as usize), Some(super::variadic::PackEnt::Types(_))) => {
                    let t = self.pack_type(i, n, seg.span);
                    if self.p.types.is_error(t) {
                        return Some(Ents::None);
                    }
                    let naming = std::mem::replace(&mut self.naming_only, false);
                    let t = self.complete_instance(t);
                    self.naming_only = naming;
                    container = Some(Entity::Type(t));
                }
                _ => {
                    let what = self.text(n).to_string();
                    self.err(
                        Diagnostic::error(diags::NOT_A_NAMESPACE, seg.span, format!("`{what}` is not a namespace or class"))
                            .with_label("cannot look names up in this"),
                    );
                    return Some(Ents::None);
                }
            }
        }
        let name = match path.last.name {
            ast::UnqualName::Ident(n) => n,
            // `::operator new(n)`, `ns::operator==(a, b)`: the operator function by its name.
            ast::UnqualName::Operator(op) => self.names.intern(&format!("operator{}", super::classes::operator_spelling(op))),
            _ => return None,
        };
        let mut found = match container {
            None if path.global => self.global_lookup(name),
            None => self.lookup(name),
            Some(c) => self.lookup_in(c, name),
        };
        if path.last.args.is_some() {
            if let Some(&e) = found.first() {
                let is_type_template = match e {
                    Entity::Template(t) => self.templates[t].kind != super::ctx::TemplateKind::Function,
                    Entity::Type(_) => true,
                    _ => false,
                };
                if is_type_template {
                    found = match self.apply_template_args(e, &path.last) {
                        Some(x) => Ents::One([x]),
                        None if self.is_var_template(&e) => return Some(Ents::None),
                        None => return Some(Ents::One([Entity::Type(builtin::ERROR)])),
                    };
                }
            }
        }
        if found.is_empty() {
            None
        } else {
            Some(found)
        }
    }

    // ----- printing types -----

    /// The C++ spelling of a type (`const char *`, `int [4]`, `int (int, int)`).
    pub fn type_name(&self, t: TypeId) -> String {
        type_to_string(&self.p, self.names, t)
    }
}

/// The C++ spelling of `t`, for diagnostics and dumps.
pub fn type_to_string(p: &Program, names: &crate::intern::Interner, t: TypeId) -> String {
    print_type(p, names, t, String::new(), 0)
}

fn join(base: &str, inner: &str) -> String {
    if inner.is_empty() {
        base.to_string()
    } else {
        format!("{base} {inner}")
    }
}

fn cv_text(cv: Cv) -> &'static str {
    match (cv.is_const(), cv.is_volatile()) {
        (true, true) => "const volatile",
        (true, false) => "const",
        (false, true) => "volatile",
        _ => "",
    }
}

fn print_type(p: &Program, names: &crate::intern::Interner, t: TypeId, inner: String, depth: u32) -> String {
    if depth > 64 {
        return "...".into();
    }
    match p.types.get(t).clone() {
        Type::Error => join("<error>", &inner),
        Type::Void => join("void", &inner),
        Type::Bool => join("bool", &inner),
        Type::NullPtr => join("std::nullptr_t", &inner),
        Type::Int(k) => join(k.spelling(), &inner),
        Type::Float(k) => join(k.spelling(), &inner),
        Type::Complex(elem) => join(&format!("_Complex {}", print_type(p, names, elem, String::new(), depth + 1)), &inner),
        Type::Record(r) => join(&record_name(p, names, r), &inner),
        Type::Enum(e) => join(&enum_name(p, names, e), &inner),
        Type::Pointer(to) => {
            let s = format!("*{inner}");
            let s = if p.types.is_array(to) || p.types.is_function(to) { format!("({s})") } else { s };
            print_type(p, names, to, s, depth + 1)
        }
        Type::LRef(to) | Type::RRef(to) => {
            let amp = if matches!(p.types.get(t), Type::LRef(_)) { "&" } else { "&&" };
            let s = format!("{amp}{inner}");
            let s = if p.types.is_array(to) || p.types.is_function(to) { format!("({s})") } else { s };
            print_type(p, names, to, s, depth + 1)
        }
        Type::MemberPointer { class, pointee } => {
            let c = print_type(p, names, class, String::new(), depth + 1);
            let s = format!("{c}::*{inner}");
            let s = if p.types.is_array(pointee) || p.types.is_function(pointee) { format!("({s})") } else { s };
            print_type(p, names, pointee, s, depth + 1)
        }
        Type::Array { elem, len } => {
            let b = match len {
                Some(n) => format!("{inner}[{n}]"),
                None => format!("{inner}[]"),
            };
            print_type(p, names, elem, b, depth + 1)
        }
        Type::Function { ret, params, variadic, quals } => {
            let mut ps: Vec<String> = params.iter().map(|&x| print_type(p, names, x, String::new(), depth + 1)).collect();
            if variadic {
                ps.push("...".into());
            }
            let s = format!("{inner}({}){}", ps.join(", "), quals.suffix());
            print_type(p, names, ret, s, depth + 1)
        }
        Type::Qualified { base, cv } => {
            if let Type::Pointer(to) = p.types.get(base).clone() {
                let q = cv_text(cv);
                let s = if inner.is_empty() { format!("*{q}") } else { format!("*{q} {inner}") };
                print_type(p, names, to, s, depth + 1)
            } else if let Type::MemberPointer { class, pointee } = p.types.get(base).clone() {
                let c = print_type(p, names, class, String::new(), depth + 1);
                let q = cv_text(cv);
                let s = if inner.is_empty() { format!("{c}::*{q}") } else { format!("{c}::*{q} {inner}") };
                let s = if p.types.is_function(pointee) { format!("({s})") } else { s };
                print_type(p, names, pointee, s, depth + 1)
            } else {
                format!("{} {}", cv_text(cv), print_type(p, names, base, inner, depth + 1))
            }
        }
    }
}

/// `ns::S` for a record, `ns::V<int, 4>` for a class template instantiation.
pub fn record_name(p: &Program, names: &crate::intern::Interner, r: RecordId) -> String {
    let rec = &p.records[r];
    let mut own = rec.name.map(|n| names.get(n).to_string()).unwrap_or_else(|| "(anonymous)".into());
    if !rec.template_args.is_empty() {
        own = format!("{own}<{}>", template_args_text(p, names, &rec.template_args));
    }
    qualify(p, names, rec.scope, own)
}

/// `int, 4, true`: template arguments in C++ spelling.
pub fn template_args_text(p: &Program, names: &crate::intern::Interner, args: &[TemplateArg]) -> String {
    args.iter()
        .map(|a| match a {
            TemplateArg::Type(t) => type_to_string(p, names, *t),
            TemplateArg::Value(ConstValue::Int(v), t) if p.types.enum_of(*t).is_some() => format!("({}){v}", type_to_string(p, names, *t)),
            TemplateArg::Value(ConstValue::Int(v), _) => v.to_string(),
            TemplateArg::Value(ConstValue::Bool(b), _) => b.to_string(),
            TemplateArg::Value(ConstValue::Float(f), _) => f.to_string(),
            TemplateArg::Value(ConstValue::Null, _) => "nullptr".into(),
            TemplateArg::Pack(v) => template_args_text(p, names, v),
            TemplateArg::Template { name, scope, .. } => qualify(p, names, *scope, names.get(*name).to_string()),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn enum_name(p: &Program, names: &crate::intern::Interner, e: EnumId) -> String {
    let en = &p.enums[e];
    let own = en.name.map(|n| names.get(n).to_string()).unwrap_or_else(|| "(anonymous)".into());
    qualify(p, names, en.scope, own)
}

/// Prefixes `own` with the names of the namespaces and class of `scope`.
pub fn qualify(p: &Program, names: &crate::intern::Interner, scope: Scope, own: String) -> String {
    let mut parts = vec![own];
    if let Some(r) = scope.record {
        parts.push(record_name(p, names, r));
        return parts.into_iter().rev().collect::<Vec<_>>().join("::");
    }
    let mut ns = scope.namespace;
    let mut guard = 0;
    while let Some(n) = ns {
        guard += 1;
        if guard > 256 {
            break;
        }
        let d = &p.namespaces[n];
        parts.push(d.name.map(|x| names.get(x).to_string()).unwrap_or_else(|| "(anonymous namespace)".into()));
        ns = d.parent;
    }
    parts.into_iter().rev().collect::<Vec<_>>().join("::")
}

/// The checked program's qualifiers for written ones (`restrict` is not a type qualifier here).
pub(super) fn cv_of(cv: ast::Cv) -> Cv {
    let mut q = Cv::NONE;
    if cv.has(ast::Cv::CONST) {
        q = q.union(Cv::CONST);
    }
    if cv.has(ast::Cv::VOLATILE) {
        q = q.union(Cv::VOLATILE);
    }
    q
}
