//! Declarations: namespaces (reopened, anonymous), `extern "C"` blocks, variables (globals,
//! locals, static locals, static data members, `constexpr`, CUDA memory spaces, `@codegen`
//! objects), functions (CUDA tags, inline kinds, linkage, launch bounds, redeclaration and
//! redefinition), typedefs and aliases, `static_assert`, `using namespace`, and the implicit
//! declarations every program starts with (`uint3`, `dim3`). Records and enums are in
//! `records.rs`.

use crate::ast::{self, DeclKind, SpecFlags};
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::codegen_context::{self, Use};
use super::ctx::{Checker, Entity, ScopeKind};
use super::diags;
use super::hir::*;
use super::types::{builtin, Cv, TypeId};

/// Where a declaration appears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    Namespace,
    Record(RecordId),
    Block,
}

impl Checker<'_> {
    /// Declares `uint3` and `dim3` (three `unsigned int`s named x, y, z).
    pub fn declare_implicit(&mut self) {
        for name in ["uint3", "dim3"] {
            let n = self.names.intern(name);
            let fields = ["x", "y", "z"]
                .iter()
                .map(|f| Field { name: self.names.intern(f), ty: builtin::UINT, span: Span::new(crate::source::FileId(0), 0, 0) })
                .collect();
            let r = self.p.records.alloc(RecordDecl {
                name: Some(n),
                scope: Scope::default(),
                kind: RecordKind::Struct,
                fields,
                methods: Vec::new(),
                static_members: Vec::new(),
                nested: Vec::new(),
                align: None,
                layout: Some(super::layout::layout_record(&[(4, 4), (4, 4), (4, 4)], false, None)),
                span: Span::new(crate::source::FileId(0), 0, 0),
            });
            let t = self.p.types.record(r);
            self.declare(n, Entity::Type(t));
            if name == "uint3" {
                self.uint3 = Some(r);
            } else {
                self.dim3 = Some(r);
            }
        }
    }

    /// Checks one declaration; returns what it declared, for the enclosing list.
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
                let ty = self.resolve_type(a.ty);
                self.declare_typedef(a.name, ty, span).map(DeclRef::Typedef).into_iter().collect()
            }
            DeclKind::Namespace(ns) => self.check_namespace(ns, span).map(DeclRef::Namespace).into_iter().collect(),
            DeclKind::LinkageSpec { lang, decls, .. } => {
                let lang_text = self.text(*lang).to_string();
                let old = self.extern_c;
                if lang_text == "C" {
                    self.extern_c = true;
                } else if lang_text != "C++" {
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
                out
            }
            DeclKind::Record(r) => self.declare_record(r, span, at).map(DeclRef::Record).into_iter().collect(),
            DeclKind::Enum(e) => self.declare_enum(e, span, at).map(DeclRef::Enum).into_iter().collect(),
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
                        let names: Vec<(Name, Vec<Entity>)> =
                            self.ns_names.get(&Some(n)).map(|t| t.iter().map(|(k, v)| (*k, v.clone())).collect()).unwrap_or_default();
                        for (k, v) in names {
                            for e in v {
                                self.declare(k, e);
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
            DeclKind::UsingDecl { path, .. } => {
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
            DeclKind::Meta(_) => {
                self.unsupported(span, "`@meta` declarations");
                Vec::new()
            }
            DeclKind::Friend(_) => Vec::new(),
            DeclKind::ExplicitInstantiation { .. } => {
                self.unsupported(span, "explicit instantiations");
                Vec::new()
            }
            DeclKind::Field(_) | DeclKind::Param(_) | DeclKind::Enumerator { .. } | DeclKind::TypeParam(_)
            | DeclKind::NonTypeParam(_) | DeclKind::TemplateTemplateParam(_) => Vec::new(),
        }
    }

    fn check_namespace(&mut self, ns: &ast::NamespaceDecl, span: Span) -> Option<NamespaceId> {
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
        self.push_scope(ScopeKind::Namespace(Some(id)));
        let mut members = Vec::new();
        for &d in &ns.decls {
            members.extend(self.check_decl(d, At::Namespace));
        }
        self.pop_scope();
        // Names of an anonymous or inline namespace are visible in the parent.
        if ns.name.is_none() || ns.inline {
            let names: Vec<(Name, Vec<Entity>)> =
                self.ns_names.get(&Some(id)).map(|t| t.iter().map(|(k, v)| (*k, v.clone())).collect()).unwrap_or_default();
            for (k, v) in names {
                for e in v {
                    self.declare(k, e);
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
        let scope = self.decl_scope();
        let id = self.p.typedefs.alloc(TypedefDecl { name, scope, ty, span });
        self.declare(name, Entity::Type(ty));
        Some(id)
    }

    /// Reports a redefinition of `name`, pointing at the previous declaration.
    pub fn redefinition(&mut self, name: Name, span: Span, prev: Option<Span>) {
        let n = self.text(name).to_string();
        let mut d = Diagnostic::error(diags::REDEFINITION, span, format!("redefinition of `{n}`")).with_label("defined again here");
        if let Some(p) = prev {
            d = d.with_secondary(p, "previous definition is here");
        }
        self.err(d.with_note("rename one of them, or remove the duplicate"));
    }

    fn prev_span(&self, e: Entity) -> Option<Span> {
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

    fn check_static_assert(&mut self, cond: ast::ExprId, message: Option<ast::ExprId>, span: Span) {
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
        let is_auto = matches!(tu.ty(v.ty).kind, ast::TypeExprKind::Auto)
            || matches!(&tu.ty(v.ty).kind, ast::TypeExprKind::Qualified { inner, .. } if matches!(tu.ty(*inner).kind, ast::TypeExprKind::Auto));
        let mut ty = if is_auto { builtin::ERROR } else { self.resolve_type(v.ty) };
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
        let is_extern = v.spec.storage == ast::Storage::Extern && v.init.is_none();
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
            match e {
                Entity::Var(pv) if at != At::Block && (self.p.vars[pv].is_extern || is_extern) => {
                    if is_extern {
                        return None;
                    }
                    reuse = Some(pv);
                }
                other => {
                    let ps = self.prev_span(other);
                    self.redefinition(name, span, ps);
                    return None;
                }
            }
        }
        let linkage = if self.extern_c || v.spec.extern_c {
            Linkage::C
        } else if at == At::Namespace && (v.spec.storage == ast::Storage::Static || (constexpr || self.p.types.cv(ty).is_const()) && v.spec.storage != ast::Storage::Extern) {
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
                let (e, final_ty) = self.check_init(if is_auto { None } else { Some(ty) }, init, span, "initialization");
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
        } else if !is_extern && !self.p.types.is_error(ty) && self.size_align_of(ty).is_none() {
            let shown = self.type_name(ty);
            self.err(
                Diagnostic::error(diags::INCOMPLETE_TYPE, span, format!("variable `{name_text}` has incomplete type `{shown}`"))
                    .with_label("the size of this type is not known"),
            );
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
    fn define_static_member(&mut self, v: &ast::VarDecl, _name: Name, span: Span) -> Option<VarId> {
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

    // ----- functions -----

    /// Declares (and defines) a function; `template` is set for an instantiation.
    pub fn declare_function_decl(&mut self, d: ast::DeclId, targs: Option<Vec<TemplateArg>>, template: Option<usize>) -> Option<FnId> {
        let tu = self.tu;
        let decl = tu.decl(d);
        let span = decl.span;
        let DeclKind::Function(f) = &decl.kind else { return None };
        let at = match self.scopes.last().map(|s| s.kind) {
            Some(ScopeKind::Record(r)) => At::Record(r),
            Some(ScopeKind::Block) => At::Block,
            _ => At::Namespace,
        };
        let path = tu.path(f.name);
        let Some(name) = self.last_ident(f.name) else {
            self.unsupported(span, "operator functions, constructors, destructors and conversion functions");
            return None;
        };
        if f.sig.ret.is_none() {
            self.unsupported(span, "constructors and destructors");
            return None;
        }
        let name_text = self.text(name).to_string();
        if codegen_context::codegen_constant(&name_text).is_some() {
            self.err(codegen_context::redeclared(path.span, &name_text));
            return None;
        }
        // Out-of-line member definition `void S::f() { ... }`.
        if !path.qualifier.is_empty() && targs.is_none() {
            return self.define_out_of_line(d, f, span);
        }
        let flags = f.spec.flags;
        let ret = f.sig.ret.map(|r| self.resolve_type(r)).unwrap_or(builtin::VOID);
        let mut params = Vec::new();
        let mut param_tys = Vec::new();
        for &pd in &f.sig.params {
            let pdecl = tu.decl(pd);
            let DeclKind::Param(p) = &pdecl.kind else { continue };
            let t = self.resolve_type(p.ty);
            if self.p.types.is_void(t) && p.name.is_none() && f.sig.params.len() == 1 {
                break; // `f(void)`
            }
            let t = self.adjust_param_type(t);
            let pname = p.name.unwrap_or_else(|| self.names.intern(""));
            let default = p.default.map(|e| {
                let h = self.check_expr(e);
                self.convert(h, t, "a default argument")
            });
            let id = self.p.vars.alloc(VarDecl {
                name: pname,
                scope: Scope::default(),
                ty: t,
                storage: Storage::Param,
                space: MemorySpace::None,
                linkage: Linkage::Cxx,
                is_extern: false,
                constexpr: false,
                codegen: false,
                init: default,
                const_value: None,
                span: pdecl.span,
            });
            params.push(id);
            param_tys.push(t);
        }
        let fty = self.p.types.function(ret, param_tys, f.sig.variadic);
        let method = match at {
            At::Record(r) => Some(Method { record: r, is_const: f.sig.cv.has(ast::Cv::CONST), is_static: f.spec.storage == ast::Storage::Static }),
            _ => None,
        };
        let cuda = CudaTags { global: flags.has(SpecFlags::GLOBAL), device: flags.has(SpecFlags::DEVICE), host: flags.has(SpecFlags::HOST) };
        if cuda.global && ret != builtin::VOID && !self.p.types.is_error(ret) {
            let shown = self.type_name(ret);
            let rspan = f.sig.ret.map(|r| tu.ty(r).span).unwrap_or(span);
            self.err(
                Diagnostic::error(diags::GLOBAL_NOT_VOID, rspan, format!("`__global__` function `{name_text}` must return `void`, not `{shown}`"))
                    .with_label("kernels return nothing")
                    .with_note("write results through a pointer parameter"),
            );
        }
        if cuda.global && (cuda.device || cuda.host) {
            self.err(
                Diagnostic::error(diags::BAD_CUDA_ATTR, path.span, format!("`__global__` function `{name_text}` cannot also be `__device__` or `__host__`"))
                    .with_label("conflicting execution spaces")
                    .with_note("a kernel is launched from the host and runs on the device; remove the other tag"),
            );
        }
        if cuda.global && method.is_some_and(|m| !m.is_static) {
            self.err(
                Diagnostic::error(diags::BAD_CUDA_ATTR, path.span, format!("`__global__` function `{name_text}` cannot be a non-static member function"))
                    .with_label("kernels are free functions")
                    .with_note("declare the kernel at namespace scope and pass the object as a parameter"),
            );
        }
        let has_body = matches!(f.body, ast::FnBody::Block(_) | ast::FnBody::TryBlock(_));
        let constexpr = flags.has(SpecFlags::CONSTEXPR);
        let inline = if targs.is_some() {
            Inline::Template
        } else if flags.has(SpecFlags::INLINE) || flags.has(SpecFlags::FORCEINLINE) {
            Inline::Explicit
        } else if constexpr {
            Inline::Constexpr
        } else if matches!(at, At::Record(_)) && has_body {
            Inline::InClass
        } else {
            Inline::No
        };
        let linkage = if self.extern_c || f.spec.extern_c {
            Linkage::C
        } else if at == At::Namespace && f.spec.storage == ast::Storage::Static {
            Linkage::Internal
        } else {
            Linkage::Cxx
        };
        let launch_bounds = f.spec.launch_bounds.and_then(|lb| {
            let m = self.const_int(lb.max_threads, "a launch bound")?;
            let b = match lb.min_blocks {
                Some(x) => Some(self.const_int(x, "a launch bound")? as u32),
                None => None,
            };
            Some((m as u32, b))
        });
        if f.spec.launch_bounds.is_some() && !cuda.global {
            self.err(
                Diagnostic::error(diags::BAD_CUDA_ATTR, span, "`__launch_bounds__` on a function that is not `__global__`")
                    .with_label("only kernels have launch bounds"),
            );
        }
        // Redeclaration of the same function, or an overload.
        let mut existing = None;
        if targs.is_none() {
            for e in self.lookup_here(name) {
                match e {
                    Entity::Fn(old) => {
                        let oty = self.p.fns[old].ty;
                        let same_params = self.p.types.fn_sig(oty).map(|s| s.1.to_vec()) == self.p.types.fn_sig(fty).map(|s| s.1.to_vec())
                            && self.p.fns[old].method.map(|m| m.is_const) == method.map(|m| m.is_const);
                        if !same_params {
                            if linkage == Linkage::C && self.p.fns[old].linkage == Linkage::C {
                                let ps = self.p.fns[old].span;
                                self.conflict(name, path.span, ps, "`extern \"C\"` functions cannot be overloaded");
                                return None;
                            }
                            continue;
                        }
                        if oty != fty {
                            let ps = self.p.fns[old].span;
                            self.conflict(name, path.span, ps, "functions that differ only in their return type cannot be overloaded");
                            return None;
                        }
                        if self.p.fns[old].body.is_some() && has_body {
                            let ps = self.p.fns[old].span;
                            self.redefinition(name, path.span, Some(ps));
                            return None;
                        }
                        existing = Some(old);
                    }
                    Entity::Template(_) => {}
                    other => {
                        let ps = self.prev_span(other);
                        self.redefinition(name, span, ps);
                        return None;
                    }
                }
            }
        }
        let scope = self.decl_scope();
        let id = match existing {
            Some(old) => {
                let fd = &mut self.p.fns[old];
                fd.cuda.global |= cuda.global;
                fd.cuda.device |= cuda.device;
                fd.cuda.host |= cuda.host;
                if inline != Inline::No {
                    fd.inline = inline;
                }
                // Default arguments accumulate over the declarations.
                let old_params = fd.params.clone();
                let keep = if has_body { params.clone() } else { old_params.clone() };
                for (i, &p) in keep.iter().enumerate() {
                    let d_new = params.get(i).and_then(|&x| self.p.vars[x].init);
                    let d_old = old_params.get(i).and_then(|&x| self.p.vars[x].init);
                    self.p.vars[p].init = d_new.or(d_old);
                }
                let fd = &mut self.p.fns[old];
                if has_body {
                    fd.params = params;
                    fd.span = path.span;
                }
                old
            }
            None => {
                let id = self.p.fns.alloc(FnDecl {
                    name,
                    scope,
                    ty: fty,
                    ret,
                    params,
                    cuda,
                    inline,
                    forceinline: flags.has(SpecFlags::FORCEINLINE),
                    noinline: flags.has(SpecFlags::NOINLINE),
                    linkage,
                    constexpr,
                    launch_bounds,
                    method,
                    template_args: targs.clone().unwrap_or_default(),
                    body: None,
                    span: path.span,
                });
                if targs.is_none() {
                    self.declare(name, Entity::Fn(id));
                }
                id
            }
        };
        if let (Some(t), Some(a)) = (template, targs) {
            self.templates[t].instances.push((a, id));
        }
        if let At::Record(r) = at {
            if existing.is_none() {
                self.p.records[r].methods.push(id);
            }
        }
        let body = match f.body {
            ast::FnBody::Block(b) | ast::FnBody::TryBlock(b) => Some(b),
            ast::FnBody::None => None,
            _ => {
                self.unsupported(span, "defaulted, deleted and pure functions");
                None
            }
        };
        if let Some(b) = body {
            if matches!(at, At::Record(_)) && template.is_none() {
                self.deferred_bodies.push((id, d, self.enclosing_kinds()));
            } else {
                self.check_fn_body(id, b);
            }
        }
        if existing.is_some() {
            return None;
        }
        Some(id)
    }

    fn conflict(&mut self, name: Name, span: Span, prev: Span, note: &str) {
        let n = self.text(name).to_string();
        self.err(
            Diagnostic::error(diags::CONFLICTING_DECL, span, format!("conflicting declaration of `{n}`"))
                .with_label("declared differently here")
                .with_secondary(prev, "previous declaration is here")
                .with_note(note.to_string()),
        );
    }

    /// `R S::f(params) { ... }`: finds the member declared in `S` and checks the body.
    fn define_out_of_line(&mut self, _d: ast::DeclId, f: &ast::FunctionDecl, span: Span) -> Option<FnId> {
        let Some(ents) = self.resolve_path(f.name) else {
            let n = self.path_text(f.name);
            self.err(Diagnostic::error(diags::UNDECLARED, span, format!("no member function `{n}` declared")).with_label("define a declared member function"));
            return None;
        };
        let fid = ents.iter().find_map(|e| if let Entity::Fn(f) = e { Some(*f) } else { None });
        let Some(fid) = fid else {
            let n = self.path_text(f.name);
            self.err(Diagnostic::error(diags::CONFLICTING_DECL, span, format!("`{n}` is not a function")).with_label("here"));
            return None;
        };
        let body = match f.body {
            ast::FnBody::Block(b) | ast::FnBody::TryBlock(b) => b,
            _ => return None,
        };
        if self.p.fns[fid].body.is_some() {
            let (name, ps) = (self.p.fns[fid].name, self.p.fns[fid].span);
            self.redefinition(name, span, Some(ps));
            return None;
        }
        // Rebind parameters with the names of the definition.
        let tu = self.tu;
        let params = self.p.fns[fid].params.clone();
        let mut i = 0;
        for &pd in &f.sig.params {
            if let DeclKind::Param(p) = &tu.decl(pd).kind {
                if let (Some(n), Some(&v)) = (p.name, params.get(i)) {
                    self.p.vars[v].name = n;
                }
                i += 1;
            }
        }
        // The body sees the scopes of the function's class and namespaces.
        let kinds = match self.p.fns[fid].method.map(|m| m.record) {
            Some(r) => self.scope_chain(Scope { namespace: None, record: Some(r) }),
            None => self.scope_chain(self.p.fns[fid].scope),
        };
        let saved = self.enter_scopes(&kinds);
        self.check_fn_body(fid, body);
        self.restore_scopes(saved);
        None
    }

    /// Checks the body of function `f` (its parameters in scope).
    pub fn check_fn_body(&mut self, f: FnId, body: ast::StmtId) {
        let saved = std::mem::take(&mut self.fcx);
        self.fcx.func = Some(f);
        self.fcx.ret = Some(self.p.fns[f].ret);
        self.push_scope(ScopeKind::Block);
        for p in self.p.fns[f].params.clone() {
            let n = self.p.vars[p].name;
            if !self.text(n).is_empty() {
                self.declare(n, Entity::Var(p));
            }
        }
        // The outermost block shares the parameters' scope.
        let tu = self.tu;
        let b = match &tu.stmt(body).kind {
            ast::StmtKind::Compound(items) => {
                let mut out = Vec::new();
                for &s in items {
                    out.push(self.check_stmt(s));
                }
                self.stmt(Stmt::Compound(out))
            }
            ast::StmtKind::Try { body, .. } => self.check_stmt(*body),
            _ => self.check_stmt(body),
        };
        self.pop_scope();
        self.p.fns[f].body = Some(b);
        self.fcx = saved;
    }

    /// Checks the member function bodies deferred until their classes were complete.
    pub fn check_deferred_bodies(&mut self) {
        while !self.deferred_bodies.is_empty() {
            let list = std::mem::take(&mut self.deferred_bodies);
            for (f, d, kinds) in list {
                let DeclKind::Function(fd) = &self.tu.decl(d).kind else { continue };
                let body = match fd.body {
                    ast::FnBody::Block(b) | ast::FnBody::TryBlock(b) => b,
                    _ => continue,
                };
                let saved = self.enter_scopes(&kinds);
                self.check_fn_body(f, body);
                self.restore_scopes(saved);
            }
        }
    }
}
