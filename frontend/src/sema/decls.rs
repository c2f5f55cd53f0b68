//! Declarations: namespaces (reopened, anonymous), `extern "C"` blocks, variables (globals,
//! locals, static locals, static data members, `constexpr`, CUDA memory spaces, `@codegen`
//! objects), functions (CUDA tags, inline kinds, linkage, launch bounds, redeclaration and
//! redefinition), typedefs and aliases, `static_assert` and `using namespace`. No type is
//! declared implicitly: `uint3` and `dim3` are NVIDIA's <vector_types.h>. Records and enums are
//! in `records.rs`.

use crate::ast::{self, DeclKind, SpecFlags};
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::codegen_context::{self, Use};
use super::ctx::{Checker, Entity, ScopeKind};
use super::diags;
use super::hir::*;
use super::types::{builtin, Cv, Type, TypeId};

/// Where a declaration appears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    Namespace,
    Record(RecordId),
    Block,
}

impl Checker<'_> {
    /// Checks one declaration; returns what it declared, for the enclosing list.
    /// An unnamed class or enum (`typedef struct { ... } T;`, `enum { A, B } e;`): the
    /// declarations it types name it `<anon#decl>`, the parser's synthetic name
    /// (`ast::TypeExprKind::Named`), declared here for them to find.
    fn declare_unnamed(&mut self, d: ast::DeclId, t: TypeId) {
        let n = self.names.intern(&format!("<anon#{}>", d.raw()));
        self.declare(n, Entity::Type(t));
    }

    pub fn check_decl(&mut self, d: ast::DeclId, at: At) -> Vec<DeclRef> {
        let tu = self.tu;
        let decl = tu.decl(d);
        let span = decl.span;
        if self.diags.is_saturated() {
            return Vec::new();
        }
        match &decl.kind {
            DeclKind::Var(v) => self.declare_var(v, span, at).map(DeclRef::Var).into_iter().collect(),
            DeclKind::Function(_) => self.declare_function_decl(d, None, None).map(DeclRef::Fn).into_iter().collect(),
            DeclKind::Alias(a) => {
                // `using token = struct {};`: the class first, for the alias to name.
                if let Some(defined) = a.defines {
                    self.check_decl(defined, at);
                }
                let saved = (std::mem::replace(&mut self.naming_only, true), std::mem::replace(&mut self.lazy_signature, true));
                let ty = self.resolve_type(a.ty);
                (self.naming_only, self.lazy_signature) = saved;
                self.declare_typedef(a.name, ty, span).map(DeclRef::Typedef).into_iter().collect()
            }
            DeclKind::Namespace(ns) => self.check_namespace(ns, span).map(DeclRef::Namespace).into_iter().collect(),
            DeclKind::LinkageSpec { lang, decls, braced } => {
                let lang_text = self.text(*lang).to_string();
                let old = self.extern_c;
                // `extern "C" int x;` (no braces) declares as if `extern` were written
                // ([dcl.link]/8): a declaration, not a definition, without an initializer.
                let old_implied = std::mem::replace(&mut self.extern_implied, !*braced);
                if lang_text == "C" {
                    self.extern_c = true;
                } else if lang_text == "C++" {
                    self.extern_c = false;
                } else {
                    self.err(
                        Diagnostic::error(diags::BAD_DECLARATOR, span, format!("unknown language linkage `\"{lang_text}\"`"))
                            .with_label("expected \"C\" or \"C++\""),
                    );
                }
                let mut out = Vec::new();
                for &x in decls {
                    out.extend(self.check_decl(x, at));
                }
                self.extern_c = old;
                self.extern_implied = old_implied;
                out
            }
            DeclKind::Record(r) => {
                let id = self.declare_record(r, span, at);
                if let (Some(id), None) = (id, r.name) {
                    let t = self.p.types.record(id);
                    self.declare_unnamed(d, t);
                }
                id.map(DeclRef::Record).into_iter().collect()
            }
            DeclKind::Enum(e) => {
                let id = self.declare_enum(e, span, at);
                if let (Some(id), None) = (id, e.name) {
                    let t = self.p.types.enum_(id);
                    self.declare_unnamed(d, t);
                }
                id.map(DeclRef::Enum).into_iter().collect()
            }
            DeclKind::Template(_) => {
                self.declare_template(d, span);
                Vec::new()
            }
            DeclKind::StaticAssert { cond, message } => {
                self.check_static_assert(*cond, *message, span);
                Vec::new()
            }
            DeclKind::UsingDirective(path) => {
                match self.resolve_path(*path).and_then(|v| v.first().copied()) {
                    Some(Entity::Namespace(n)) => {
                        if let Some(ScopeKind::Namespace(at)) = self.scopes.last().map(|s| s.kind) {
                            let list = self.using_directives.entry(at).or_default();
                            if !list.contains(&n) && Some(n) != at {
                                list.push(n);
                            }
                        }
                        let names: Vec<(Name, Vec<Entity>)> =
                            self.ns_names.get(&Some(n)).map(|t| t.iter().map(|(k, v)| (*k, v.clone())).collect()).unwrap_or_default();
                        for (k, v) in names {
                            for e in v {
                                self.declare_imported(k, e);
                            }
                        }
                    }
                    _ => {
                        let name = self.path_text(*path);
                        self.err(
                            Diagnostic::error(diags::NOT_A_NAMESPACE, span, format!("`{name}` is not a namespace"))
                                .with_label("expected a namespace name"),
                        );
                    }
                }
                Vec::new()
            }
            DeclKind::UsingDecl { path, pack, .. } => {
                // `using Base::operator();` and `using Bs::operator()...;` (templates.rs).
                if self.using_operator_decl(*path, *pack, span) {
                    return Vec::new();
                }
                // `using Base::operator T;`: a class's conversion functions include its bases'
                // already (`conversion_fns.rs`), so naming the base's is all there is to check.
                if let ast::UnqualName::Conversion(_) = self.tu.path(*path).last.name {
                    if !matches!(self.resolve_qualifier(*path), Some(Entity::Type(t)) if self.p.types.is_record(t)) {
                        let name = self.path_text(*path);
                        self.err(Diagnostic::error(diags::UNDECLARED, span, format!("no declaration `{name}` to use")).with_label("not a member of a class"));
                    }
                    return Vec::new();
                }
                if self.inheriting_ctors(*path, span) {
                    return Vec::new();
                }
                match (self.resolve_path(*path), self.last_ident(*path)) {
                    (Some(ents), Some(n)) => {
                        for e in ents {
                            self.declare(n, e);
                        }
                    }
                    _ => {
                        let name = self.path_text(*path);
                        self.err(
                            Diagnostic::error(diags::UNDECLARED, span, format!("no declaration `{name}` to use"))
                                .with_label("not found"),
                        );
                    }
                }
                Vec::new()
            }
            DeclKind::NamespaceAlias { name, target } => {
                match self.resolve_path(*target).and_then(|v| v.first().copied()) {
                    Some(e @ Entity::Namespace(_)) => self.declare(*name, e),
                    _ => {
                        let t = self.path_text(*target);
                        self.err(
                            Diagnostic::error(diags::NOT_A_NAMESPACE, span, format!("`{t}` is not a namespace"))
                                .with_label("expected a namespace name"),
                        );
                    }
                }
                Vec::new()
            }
            DeclKind::AccessSpec(_) | DeclKind::Empty | DeclKind::Error => Vec::new(),
            DeclKind::Meta(inner) => self.check_meta_decl(*inner, at),
            DeclKind::MetaStmt(s) => {
                self.check_meta_stmt_outside(*s);
                Vec::new()
            }
            DeclKind::Friend(_) => Vec::new(),
            DeclKind::ExplicitInstantiation { inner, extern_kw } => {
                if !*extern_kw {
                    self.explicit_instantiation(*inner, span);
                }
                Vec::new()
            }
            DeclKind::Field(_) | DeclKind::Param(_) | DeclKind::Enumerator { .. } | DeclKind::TypeParam(_)
            | DeclKind::NonTypeParam(_) | DeclKind::TemplateTemplateParam(_) => Vec::new(),
        }
    }

    pub(super) fn check_namespace(&mut self, ns: &ast::NamespaceDecl, span: Span) -> Option<NamespaceId> {
        let parent = match self.scopes.last().map(|s| s.kind) {
            Some(ScopeKind::Namespace(p)) => p,
            _ => {
                self.err(Diagnostic::error(diags::BAD_DECLARATOR, span, "namespace declared outside a namespace").with_label("here"));
                return None;
            }
        };
        // Reopen an existing namespace of the same name.
        let existing = ns.name.and_then(|n| {
            self.lookup_here(n).into_iter().find_map(|e| if let Entity::Namespace(x) = e { Some(x) } else { None })
        });
        let (id, fresh) = match existing {
            Some(id) => (id, false),
            None => {
                let id = self.p.namespaces.alloc(NamespaceDecl { name: ns.name, parent, members: Vec::new(), span });
                if let Some(n) = ns.name {
                    self.declare(n, Entity::Namespace(id));
                }
                (id, true)
            }
        };
        if fresh && (ns.name.is_none() || ns.inline) {
            self.inline_namespaces.entry(parent).or_default().push(id);
        }
        self.push_scope(ScopeKind::Namespace(Some(id)));
        let mut members = Vec::new();
        for &d in &ns.decls {
            members.extend(self.check_decl(d, At::Namespace));
        }
        self.pop_scope();
        // Names of an anonymous or inline namespace are visible in the parent (a namespace first
        // declared `inline` stays inline when reopened without it, as libstdc++'s `__cxx11`).
        let inline = ns.name.is_none() || ns.inline || self.inline_namespaces.get(&parent).is_some_and(|v| v.contains(&id));
        if inline {
            let names: Vec<(Name, Vec<Entity>)> =
                self.ns_names.get(&Some(id)).map(|t| t.iter().map(|(k, v)| (*k, v.clone())).collect()).unwrap_or_default();
            for (k, v) in names {
                for e in v {
                    // A reopened namespace brings only what is new.
                    if !self.lookup_here(k).contains(&e) {
                        self.declare(k, e);
                    }
                }
            }
        }
        self.p.namespaces[id].members.extend(members);
        fresh.then_some(id)
    }

    pub fn declare_typedef(&mut self, name: Name, ty: TypeId, span: Span) -> Option<TypedefId> {
        // A typedef may be repeated with the same type.
        if let Some(&e) = self.lookup_here(name).first() {
            if e != Entity::Type(ty) {
                let prev = self.prev_span(e);
                self.redefinition(name, span, prev);
            }
            return None;
        }
        // `typedef struct { ... } Name;`: the unnamed class (or enumeration) takes the typedef's
        // name for linkage, so diagnostics and mangled names say `Name` as clang's do.
        match *self.p.types.get(ty) {
            Type::Record(r) if self.p.records[r].name.is_none() && !self.p.lambda_contexts.contains_key(&r) => self.p.records[r].name = Some(name),
            Type::Enum(e) if self.p.enums[e].name.is_none() => self.p.enums[e].name = Some(name),
            _ => {}
        }
        let scope = self.decl_scope();
        let id = self.p.typedefs.alloc(TypedefDecl { name, scope, ty, span });
        self.declare(name, Entity::Type(ty));
        Some(id)
    }

    /// Reports a redefinition of `name`, pointing at the previous declaration.
    pub fn redefinition(&mut self, name: Name, span: Span, prev: Option<Span>) {
        let n = self.text(name).to_string();
        let mut d = Diagnostic::error(diags::REDEFINITION, span, format!("redefinition of `{n}`")).with_label("defined again here");
        // The same declaration made twice: a real declaration in the body of a meta loop.
        if prev == Some(span) {
            d = d.with_label("declared again by the next iteration of a `@meta` loop").with_note(
                "the real statements in a `@meta` loop join the enclosing real scope, once per iteration; \
                 wrap them in a real block (`{ ... }` inside the loop's braces) to give each iteration a scope of its own",
            );
            self.err(d);
            return;
        }
        if let Some(p) = prev {
            d = d.with_secondary(p, "previous definition is here");
        }
        self.err(d.with_note("rename one of them, or remove the duplicate"));
    }

    pub(super) fn prev_span(&self, e: Entity) -> Option<Span> {
        match e {
            Entity::Var(v) => Some(self.p.vars[v].span),
            Entity::Fn(f) => Some(self.p.fns[f].span),
            Entity::Namespace(n) => Some(self.p.namespaces[n].span),
            Entity::Type(t) => {
                if let Some(r) = self.p.types.record_of(t) {
                    Some(self.p.records[r].span)
                } else {
                    self.p.types.enum_of(t).map(|e| self.p.enums[e].span)
                }
            }
            Entity::Template(t) => Some(self.templates[t].span),
            _ => None,
        }
    }

    pub(super) fn check_static_assert(&mut self, cond: ast::ExprId, message: Option<ast::ExprId>, span: Span) {
        let c = self.check_expr(cond);
        let c = self.to_bool(c);
        let Some(v) = self.eval_or_report(c, "a `static_assert` condition") else { return };
        if v == ConstValue::Bool(false) {
            let msg = message.and_then(|m| match &self.tu.expr(m).kind {
                ast::ExprKind::StringLit(s) => Some(String::from_utf8_lossy(&s.bytes()).into_owned()),
                _ => None,
            });
            let text = match msg {
                Some(m) => format!("static assertion failed: {m}"),
                None => "static assertion failed".to_string(),
            };
            let cspan = self.tu.expr(cond).span;
            self.err(Diagnostic::error(diags::STATIC_ASSERT_FAILED, span, text).with_secondary(cspan, "this condition is false").with_label("asserted here"));
        }
    }

    // ----- variables -----

    /// A function declaration whose type was named, not written (`typedef int F(int); F f;`):
    /// a declaration only, with unnamed parameters.
    fn declare_function_of_type(&mut self, name: Name, ty: TypeId, v: &ast::VarDecl, span: Span) {
        let Some((ret, params, _)) = self.p.types.fn_sig(ty).map(|(r, p, va)| (r, p.to_vec(), va)) else { return };
        if self.lookup_here(name).iter().any(|e| matches!(e, Entity::Fn(f) if self.p.fns[*f].ty == ty)) {
            return;
        }
        let unnamed = self.names.intern("");
        let params = params.into_iter().map(|t| self.p.vars.alloc(VarDecl::param(unnamed, t, span))).collect();
        let linkage = if self.extern_c || v.spec.extern_c { Linkage::C } else { Linkage::Cxx };
        let scope = self.decl_scope();
        let f = self.p.fns.alloc(FnDecl::declaration(name, scope, ty, ret, params, linkage, span));
        self.symbol_attributes(DeclRef::Fn(f), &v.spec, false);
        self.declare(name, Entity::Fn(f));
    }

    pub fn declare_var(&mut self, v: &ast::VarDecl, span: Span, at: At) -> Option<VarId> {
        let tu = self.tu;
        let path = tu.path(v.name);
        let Some(name) = self.last_ident(v.name) else {
            self.err(Diagnostic::error(diags::BAD_DECLARATOR, span, "invalid variable name").with_label("here"));
            return None;
        };
        if !path.qualifier.is_empty() {
            return self.define_static_member(v, name, span);
        }
        let name_text = self.text(name).to_string();
        if codegen_context::codegen_constant(&name_text).is_some() {
            self.err(codegen_context::redeclared(path.span, &name_text));
            return None;
        }
        // Diagnostics about the variable point at its name.
        let span = path.span;
        let flags = v.spec.flags;
        let is_auto = self.is_placeholder(v.ty);
        let mut ty = if is_auto { builtin::ERROR } else { self.resolve_type(v.ty) };
        // `extern "C" __typeof(uselocale) __uselocale;`, `fn_type f;`: a function declared
        // through its type.
        if self.p.types.is_function(ty) && at == At::Namespace && v.init.is_none() {
            self.declare_function_of_type(name, ty, v, span);
            return None;
        }
        let storage = match (at, v.spec.storage) {
            (At::Block, ast::Storage::Static) => Storage::StaticLocal,
            (At::Block, ast::Storage::Extern) => Storage::Global,
            (At::Block, _) if flags.has(SpecFlags::SHARED) => Storage::StaticLocal,
            (At::Block, _) => Storage::Local,
            _ => Storage::Global,
        };
        let space = if flags.has(SpecFlags::SHARED) {
            MemorySpace::Shared
        } else if flags.has(SpecFlags::CONSTANT) {
            MemorySpace::Constant
        } else if flags.has(SpecFlags::MANAGED) {
            MemorySpace::Managed
        } else if flags.has(SpecFlags::DEVICE) {
            MemorySpace::Device
        } else {
            MemorySpace::None
        };
        if space != MemorySpace::None && storage == Storage::Local {
            self.err(
                Diagnostic::error(diags::BAD_CUDA_ATTR, span, "a CUDA memory space on an automatic variable")
                    .with_label("only `__shared__` may be used on a local variable")
                    .with_note("declare the variable at namespace scope, or make it `static`"),
            );
        }
        // A static data member declared in its class without an initializer is only a
        // declaration: its type may be incomplete there (even the class itself, [class.static.data]/2),
        // and its definition is elsewhere (`int S::count = 0;`, or another translation unit:
        // libstdc++ defines `__num_base::_S_atoms_in`, which a definition here would interpose).
        let in_class_declaration = matches!(at, At::Record(_)) && v.init.is_none() && !v.spec.flags.has(SpecFlags::INLINE) && !v.spec.flags.has(SpecFlags::CONSTEXPR);
        let extern_written = v.spec.storage == ast::Storage::Extern || self.extern_implied && at == At::Namespace;
        let is_extern = extern_written && v.init.is_none() || in_class_declaration;
        // The builtin variables are the compiler's: an `extern` declaration of one in the global
        // namespace names it (curand_mtgp32_kernel.h declares `extern const uint3 threadIdx;`
        // for nvcc's host pass, which hid the builtin from device code in NVIDIA's
        // MonteCarloMultiGPU sample).
        if is_extern && at == At::Namespace && self.decl_scope().namespace.is_none() && super::builtins::BuiltinVar::from_name(&name_text).is_some() {
            return None;
        }
        let codegen = flags.has(SpecFlags::CODEGEN);
        let constexpr = flags.has(SpecFlags::CONSTEXPR);
        if constexpr {
            ty = self.p.types.qualified(ty, Cv::CONST);
        }
        if self.p.types.is_void(ty) {
            self.err(
                Diagnostic::error(diags::VOID_VARIABLE, span, format!("variable `{name_text}` has type `void`"))
                    .with_label("objects cannot be void"),
            );
            ty = builtin::ERROR;
        }
        // Redeclaration: `extern int x;` followed by `int x = 1;` (or repeated `extern`s) is
        // fine; anything else in the same scope is a redefinition.
        let mut reuse = None;
        for e in self.lookup_here(name) {
            // `using namespace std; deque<long> data(200);`: the variable hides `std::data`.
            if self.hide_imported(name, e) {
                continue;
            }
            match e {
                Entity::Var(pv) if at != At::Block && (self.p.vars[pv].is_extern || is_extern) => {
                    if is_extern {
                        return None;
                    }
                    reuse = Some(pv);
                }
                // A class of the same name (`struct timezone` and `timezone`): the variable
                // hides it.
                Entity::Type(t) if at == At::Namespace && (self.p.types.record_of(t).is_some() || self.p.types.is_enum(t)) => {}
                other => {
                    let ps = self.prev_span(other);
                    self.redefinition(name, span, ps);
                    return None;
                }
            }
        }
        // A class's static data member keeps C++ linkage inside `extern "C"` ([dcl.link]/5).
        let linkage = if (self.extern_c || v.spec.extern_c) && !matches!(at, At::Record(_)) {
            Linkage::C
        } else if at == At::Namespace
            && (v.spec.storage == ast::Storage::Static
                || self.in_anonymous_namespace()
                // A `const` variable is internal unless `extern` or (C++17) `inline`.
                || (constexpr || self.p.types.cv(ty).is_const())
                    && v.spec.storage != ast::Storage::Extern
                    && !v.spec.flags.has(ast::SpecFlags::INLINE))
        {
            Linkage::Internal
        } else {
            Linkage::Cxx
        };
        let scope = self.decl_scope();
        let fresh = VarDecl {
            name,
            scope,
            ty,
            storage,
            space,
            linkage,
            is_extern,
            constexpr,
            codegen,
            init: None,
            const_value: None,
            span,
        };
        let id = match reuse {
            Some(pv) => {
                let old_space = self.p.vars[pv].space;
                self.p.vars[pv] = fresh;
                if space == MemorySpace::None {
                    self.p.vars[pv].space = old_space;
                }
                pv
            }
            None => self.p.vars.alloc(fresh),
        };
        if !is_extern && matches!(storage, Storage::Global | Storage::StaticLocal | Storage::Local) {
            self.use_dtor(ty);
        }
        self.symbol_attributes(DeclRef::Var(id), &v.spec, false);
        // A static data member initialized in its class (`static const int N = 4;`, libstdc++'s
        // `ios_base::badbit`) is emitted wherever it is used, so it is `linkonce_odr` as an
        // inline variable is: units that include the class must link together.
        let in_class_init = matches!(at, At::Record(_)) && v.init.is_some();
        if v.spec.flags.has(SpecFlags::INLINE) || in_class_init {
            self.p.inline_vars.insert(id);
        }
        if v.spec.flags.has(SpecFlags::THREAD_LOCAL) {
            if space != MemorySpace::None {
                self.err(
                    Diagnostic::error(diags::BAD_CUDA_ATTR, span, format!("`thread_local` variable `{name_text}` in a CUDA memory space"))
                        .with_label("GPU memory has no per-thread copies of a variable")
                        .with_note("a GPU thread's own variables are locals"),
                );
            }
            self.p.thread_locals.insert(id);
        }
        if let Some(a) = self.alignas_value(&v.spec.alignas) {
            // `alignas(32) int x;`: it raises the variable's alignment, never lowers it.
            let natural = self.size_align_of(ty).map_or(1, |(_, al)| al);
            if !self.check_alignas_not_weaker(a, natural, &format!("variable `{name_text}`"), span) && a > natural {
                self.p.var_aligns.insert(id, a);
            }
        }
        // The name is visible in its own initializer.
        self.declare(name, Entity::Var(id));
        // Initializer.
        if let Some(init) = &v.init {
            if space == MemorySpace::Shared {
                self.err(
                    Diagnostic::error(diags::SHARED_INIT, span, format!("`__shared__` variable `{name_text}` cannot have an initializer"))
                        .with_label("shared memory is not initialized")
                        .with_note("assign the value in the kernel, typically from one thread followed by `__syncthreads()`"),
                );
            } else {
                let array_copy = if is_auto && self.text(name).starts_with(super::bindings::HIDDEN_PREFIX) { self.binding_array_copy(v.ty, init, span) } else { None };
                let (e, final_ty) = if let Some((e, t)) = array_copy {
                    (Some(e), t)
                } else if is_auto && !self.is_plain_auto(v.ty) {
                    self.init_placeholder(v.ty, init, span)
                } else if let (true, ast::Init::Assign(x)) = (is_auto, init) {
                    match &self.tu.expr(*x).kind {
                        // `auto l = {1, 2};`: a `std::initializer_list<int>`.
                        ast::ExprKind::InitList(items) => {
                            let e = self.deduced_initializer_list(items, true, span);
                            (Some(e), self.p.expr(e).ty)
                        }
                        _ => self.check_init(None, init, span, "initialization"),
                    }
                } else {
                    self.check_init(if is_auto { None } else { Some(ty) }, init, span, "initialization")
                };
                let final_ty = if constexpr { self.p.types.qualified(final_ty, Cv::CONST) } else { final_ty };
                self.p.vars[id].ty = final_ty;
                if let Some(e) = e {
                    self.p.vars[id].init = Some(e);
                    // A constexpr initializer is checked by constant evaluation (E0604).
                    let u = if codegen { Use::CodegenObjectInit } else { Use::Ordinary };
                    if !constexpr {
                        codegen_context::check_use(&self.p, e, u, self.diags);
                    }
                    let is_const = self.p.types.cv(final_ty).is_const() && self.p.types.is_scalar(final_ty);
                    if constexpr && self.p.types.is_pointer(final_ty) && !self.is_null_constant(e) {
                        // An address constant (a string literal, `&global`): not folded.
                    } else if constexpr && (self.p.types.is_record(final_ty) || self.p.types.is_array(final_ty)) {
                        // A class or array object (`inline constexpr in_place_t in_place{};`):
                        // initialized as any object is; only scalars fold to a value.
                    } else if constexpr {
                        let cv = self.eval_or_report(e, &format!("the initializer of `constexpr` variable `{name_text}`"));
                        self.p.vars[id].const_value = cv;
                    } else if is_const && !codegen {
                        self.p.vars[id].const_value = super::consteval::eval(&self.p, e).ok();
                    }
                }
            }
        } else if constexpr || codegen {
            let what = if codegen { "`@codegen` object" } else { "`constexpr` variable" };
            self.err(
                Diagnostic::error(diags::MISSING_INITIALIZER, span, format!("{what} `{name_text}` needs an initializer"))
                    .with_label("no initializer"),
            );
        } else if is_auto {
            self.err(
                Diagnostic::error(diags::MISSING_INITIALIZER, span, format!("`auto` variable `{name_text}` needs an initializer"))
                    .with_label("cannot deduce its type"),
            );
        } else if self.p.types.is_reference(ty) && !is_extern {
            self.err(
                Diagnostic::error(diags::MISSING_INITIALIZER, span, format!("reference `{name_text}` needs an initializer"))
                    .with_label("a reference must be bound"),
            );
        } else if !is_extern && !in_class_declaration && !self.p.types.is_error(ty) && self.size_align_of(ty).is_none() {
            let shown = self.type_name(ty);
            self.err(
                Diagnostic::error(diags::INCOMPLETE_TYPE, span, format!("variable `{name_text}` has incomplete type `{shown}`"))
                    .with_label("the size of this type is not known"),
            );
        } else if !is_extern && space != MemorySpace::Shared && self.ctors_of(ty).is_some() && !self.p.types.is_reference(ty) {
            // Default initialization of a class with constructors.
            let e = self.construct_with(ty, Vec::new(), span);
            self.p.vars[id].init = Some(e);
        } else if !is_extern && space != MemorySpace::Shared && self.p.types.is_array(ty) {
            // An array of class objects: each element default-constructed.
            if let Some(e) = self.default_init_array(ty, span) {
                self.p.vars[id].init = Some(e);
            }
        }
        if let At::Record(r) = at {
            self.p.records[r].static_members.push(id);
            self.p.vars[id].scope = Scope { namespace: None, record: Some(r) };
        }
        if reuse.is_some() {
            return None;
        }
        Some(id)
    }

    /// `int S::count = 0;`: attaches the initializer to the declared static member.
    pub(super) fn define_static_member(&mut self, v: &ast::VarDecl, _name: Name, span: Span) -> Option<VarId> {
        let Some(ents) = self.resolve_path(v.name) else {
            let n = self.path_text(v.name);
            self.err(Diagnostic::error(diags::UNDECLARED, span, format!("no static member `{n}` to define")).with_label("not declared"));
            return None;
        };
        let Some(Entity::Var(id)) = ents.first().copied() else {
            let n = self.path_text(v.name);
            self.err(Diagnostic::error(diags::CONFLICTING_DECL, span, format!("`{n}` is not a static data member")).with_label("here"));
            return None;
        };
        if let Some(init) = &v.init {
            if self.p.vars[id].init.is_some() {
                let (name, ps) = (self.p.vars[id].name, self.p.vars[id].span);
                self.redefinition(name, span, Some(ps));
                return None;
            }
            let ty = self.p.vars[id].ty;
            let (e, _) = self.check_init(Some(ty), init, span, "initialization");
            self.p.vars[id].init = e;
        }
        self.p.vars[id].is_extern = false;
        None
    }
}
