//! Functions: declarations and definitions with their CUDA tags (`__global__` must return
//! `void`, launch bounds only on kernels), inline kinds (explicit, in-class, template
//! instance, constexpr: codegen's `linkonce_odr`), language linkage, overloading versus
//! redeclaration (default arguments accumulate; a second body is a redefinition),
//! out-of-line member definitions, and the checking of bodies (member bodies and default
//! arguments wait until their class is complete: both are complete-class contexts).

use crate::ast::{self, DeclKind, SpecFlags};
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::codegen_context;
use super::ctx::{Checker, Entity, ScopeKind};
use super::decls::At;
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};

impl Checker<'_> {

    /// Declares (and defines) a function; `template` is set for an instantiation.
    pub fn declare_function_decl(&mut self, d: ast::DeclId, targs: Option<Vec<TemplateArg>>, template: Option<usize>) -> Option<FnId> {
        let tu = self.tu;
        let decl = tu.decl(d);
        let span = decl.span;
        let DeclKind::Function(f) = &decl.kind else { return None };
        // A member template's parameters are bound in a scope inside its class.
        let friend_of = self.friend_of.take();
        let at = match self.scopes.iter().rev().map(|s| s.kind).find(|k| *k != ScopeKind::TemplateParams) {
            _ if friend_of.is_some() => At::Namespace,
            Some(ScopeKind::Record(r)) => At::Record(r),
            Some(ScopeKind::Block) => At::Block,
            _ => At::Namespace,
        };
        let path = tu.path(f.name);
        let (name, special) = self.function_name(f, at, span)?;
        let is_ctor = special == super::classes::Special::Ctor;
        let name_text = self.text(name).to_string();
        if codegen_context::codegen_constant(&name_text).is_some() {
            self.err(codegen_context::redeclared(path.span, &name_text));
            return None;
        }
        // Out-of-line member definition `void S::f() { ... }`.
        if !path.qualifier.is_empty() && targs.is_none() {
            if special != super::classes::Special::Plain || matches!(path.last.name, ast::UnqualName::Operator(_) | ast::UnqualName::Conversion(_)) {
                return self.define_special_out_of_line(d, f, span, name, special);
            }
            return self.define_out_of_line(d, f, span);
        }
        let flags = f.spec.flags;
        // An `auto` return type is deduced from the body (`void` until then).
        let auto_ret = f.sig.ret.is_some_and(|r| self.is_placeholder(r));
        // A trailing return type is resolved after the parameters, which it may name.
        let trailing = f.sig.ret.filter(|_| f.sig.trailing_return && !auto_ret);
        // A member function of a class template instance names classes in its signature
        // without needing them complete; each waits for a use (`lazy_signature`).
        let lazy = matches!(at, At::Record(r) if self.record_template.contains_key(&r));
        let mut ret = match f.sig.ret {
            Some(_) if auto_ret || trailing.is_some() => builtin::VOID,
            Some(r) => self.signature_type(r, lazy),
            None => match tu.path(f.name).last.name {
                // `operator T()` returns `T`.
                ast::UnqualName::Conversion(t) => self.resolve_type(t),
                _ => builtin::VOID,
            },
        };
        let mut params = Vec::new();
        let mut param_tys = Vec::new();
        let mut packs_here = Vec::new();
        for &pd in &f.sig.params {
            let pdecl = tu.decl(pd);
            let DeclKind::Param(p) = &pdecl.kind else { continue };
            if p.pack {
                // `Ts... args`: one parameter per element of the pack.
                let start = params.len();
                let pname = p.name.unwrap_or_else(|| self.names.intern(""));
                let types = self.in_signature(lazy, |c| c.expand_type(p.ty));
                for t in types {
                    let t = self.adjust_param_type(t);
                    params.push(self.p.vars.alloc(VarDecl::param(pname, t, pdecl.span)));
                    param_tys.push(t);
                }
                packs_here.push((pname, start, params.len() - start));
                continue;
            }
            let t = self.signature_type(p.ty, lazy);
            if self.p.types.is_void(t) && p.name.is_none() && f.sig.params.len() == 1 {
                break; // `f(void)`
            }
            if self.check_void_param(t, p.name.is_some(), f.sig.params.len() == 1, pdecl.span) {
                continue;
            }
            let written = t;
            let t = self.adjust_param_type(t);
            let pname = p.name.unwrap_or_else(|| self.names.intern(""));
            let default = p.default.map(|e| match at {
                // A member's default argument is a complete-class context ([class.mem]): it
                // may name members declared after it (`C(int id = next_id_--)`).
                At::Record(r) if self.p.records[r].layout.is_none() => {
                    let slot = self.mk(ExprKind::Error, t, ValueCat::PrValue, tu.expr(e).span);
                    self.deferred_defaults.push(DeferredDefault { slot, expr: e, ty: t, kinds: self.enclosing_kinds() });
                    slot
                }
                _ => self.check_default_arg(e, t),
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
            if self.is_restrict(p.ty) {
                self.p.restrict_params.insert(id);
            }
            if p.spec.grid_constant {
                self.grid_constant_param(id, written, f.spec.flags.has(SpecFlags::GLOBAL), pdecl.span);
            }
            params.push(id);
            param_tys.push(t);
        }
        if let Some(r) = trailing {
            ret = self.in_signature(lazy, |c| c.resolve_trailing_return(r, &params, &packs_here));
        }
        // `static` is on the member template's declaration in its class, not on its definition
        // outside (`template<class T> template<class U> S<T> S<T>::from(const U&)`).
        let is_static = f.spec.storage == ast::Storage::Static || template.is_some_and(|t| self.declared_static(self.templates[t].decl));
        // A non-static member function's type carries its qualifiers (`int() const`): they
        // tell overloads apart and are part of a pointer to it.
        let fty = match at {
            At::Record(_) if !is_static => {
                self.p.types.function_q(ret, param_tys, f.sig.variadic, super::resolve_types::method_quals(&f.sig))
            }
            _ => self.p.types.function(ret, param_tys, f.sig.variadic),
        };
        let method = match at {
            At::Record(r) => Some(Method {
                record: r,
                is_const: f.sig.cv.has(ast::Cv::CONST),
                is_static,
                ref_qual: ref_qualifier(f.sig.ref_qual),
            }),
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
        // `= default` in the class defines the function there too: inline, `linkonce_odr`
        // (a strong symbol would clash between units that include the class).
        let defined_here = has_body || matches!(f.body, ast::FnBody::Default);
        let constexpr = flags.has(SpecFlags::CONSTEXPR);
        let inline = if targs.is_some() {
            Inline::Template
        } else if flags.has(SpecFlags::INLINE) || flags.has(SpecFlags::FORCEINLINE) {
            Inline::Explicit
        } else if constexpr {
            Inline::Constexpr
        } else if matches!(at, At::Record(_)) && defined_here {
            Inline::InClass
        } else {
            Inline::No
        };
        // C linkage is for namespace-scope functions as written: a template's instance, even one
        // made while checking an `extern "C"` function's body, and a class member keep C++
        // linkage ([dcl.link]/4-5; NVIDIA's mergeSample launches `kernel<1U>` and `kernel<0U>`
        // from an `extern "C"` function, which gave both instances the symbol `kernel`).
        let linkage = if (self.extern_c || f.spec.extern_c) && template.is_none() && !matches!(at, At::Record(_)) {
            Linkage::C
        } else if at == At::Namespace && (f.spec.storage == ast::Storage::Static || self.in_anonymous_namespace()) {
            Linkage::Internal
        } else {
            Linkage::Cxx
        };
        let launch_bounds = f.spec.launch_bounds.and_then(|lb| {
            let m = self.const_int(lb.max_threads, "a launch bound")?;
            let b = match lb.min_blocks {
                Some(x) => Some(self.const_int(x, "a launch bound")?),
                None => None,
            };
            // A block has 1 to 1,024 threads on every sm; a negative minimum of blocks is as
            // meaningless (nvcc rejects both; clang drops them with a warning).
            let bad = if !(1..=1024).contains(&m) {
                Some(format!("the maximum threads per block of `__launch_bounds__` is {m}; it must be between 1 and 1024"))
            } else if b.is_some_and(|b| !(0..=i128::from(u32::MAX)).contains(&b)) {
                Some(format!("the minimum blocks per multiprocessor of `__launch_bounds__` is {}; it must not be negative", b.unwrap_or(0)))
            } else {
                None
            };
            if let Some(msg) = bad {
                self.err(Diagnostic::error(diags::BAD_CUDA_ATTR, lb.span, msg).with_label("out of range"));
                return None;
            }
            Some((m as u32, b.map(|b| b as u32)))
        });
        if f.spec.launch_bounds.is_some() && !cuda.global {
            self.err(
                Diagnostic::error(diags::BAD_CUDA_ATTR, span, "`__launch_bounds__` on a function that is not `__global__`")
                    .with_label("only kernels have launch bounds"),
            );
        }
        // Redeclaration of the same function, or an overload.
        let mut existing = None;
        // A friend is a member of the class's namespace.
        let friend_ns = friend_of.map(|r| self.p.records[r].scope.namespace);
        if targs.is_none() && !is_ctor {
            let here = match friend_ns {
                Some(ns) => self.ns_names.get(&ns).and_then(|t| t.get(&name)).map(|v| super::ctx::Ents::from_slice(v)).unwrap_or_default(),
                None => self.lookup_here(name),
            };
            for e in here {
                match e {
                    Entity::Fn(old) => {
                        let oty = self.p.fns[old].ty;
                        let same_params = self.p.types.fn_sig(oty).map(|s| s.1.to_vec()) == self.p.types.fn_sig(fty).map(|s| s.1.to_vec())
                            && self.p.types.fn_quals(oty).same_object(self.p.types.fn_quals(fty));
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
                    // A class of the same name (`struct stat` and `stat()`): the function hides it.
                    Entity::Type(t) if self.p.types.record_of(t).is_some() || self.p.types.is_enum(t) => {}
                    other => {
                        let ps = self.prev_span(other);
                        self.redefinition(name, span, ps);
                        return None;
                    }
                }
            }
        }
        let scope = match friend_ns {
            Some(namespace) => Scope { namespace, record: None },
            None => self.decl_scope(),
        };
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
                    device_runtime: flags.has(SpecFlags::CUDART_BUILTIN),
                    method,
                    template_args: targs.clone().unwrap_or_default(),
                    body: None,
                    span: path.span,
                });
                match friend_ns {
                    Some(ns) if targs.is_none() => self.ns_names.entry(ns).or_default().entry(name).or_default().push(Entity::Fn(id)),
                    None if targs.is_none() && !is_ctor => self.declare(name, Entity::Fn(id)),
                    _ => {}
                }
                if matches!(at, At::Record(_)) && friend_of.is_none() && template.is_none() {
                    self.note_fn_access(id);
                }
                id
            }
        };
        self.note_noexcept(id, f, special);
        let lazy_args = targs.clone();
        if let (Some(t), Some(a)) = (template, targs) {
            self.templates[t].instances.push((a, id));
        }
        if auto_ret {
            self.auto_ret.insert(id);
        }
        for (n, start, count) in packs_here {
            self.fn_param_packs.push((id, n, start, count));
        }
        if let At::Record(r) = at {
            if existing.is_none() {
                self.p.records[r].methods.push(id);
                self.note_special(id, r, special, f);
                if template.is_some() && special == super::classes::Special::Ctor {
                    // A constructor template's specialization is found through its template.
                    if let Some(l) = self.classes.ctors.get_mut(&r) {
                        l.retain(|&c| c != id);
                    }
                    self.classes.ctor_specializations.insert(id);
                }
            }
        }
        self.symbol_attributes(DeclRef::Fn(id), &f.spec, !matches!(f.body, ast::FnBody::None));
        if let Some(c) = &f.spec.cluster_dims {
            self.cluster_dims(id, c);
        }
        let body = match f.body {
            ast::FnBody::Block(b) | ast::FnBody::TryBlock(b) => Some(b),
            ast::FnBody::None | ast::FnBody::Delete | ast::FnBody::Pure => None,
            ast::FnBody::Default if self.classes.ctors.values().any(|l| l.contains(&id)) || special == super::classes::Special::Dtor => {
                self.deferred_bodies.push((id, d, self.enclosing_kinds()));
                None
            }
            // A defaulted copy or move operation: the implicit member-wise copy.
            ast::FnBody::Default => None,
        };
        if friend_of.is_some() && body.is_some() && self.p.fns[id].inline == Inline::No {
            // A friend defined in its class is inline, as a member function defined there is.
            self.p.fns[id].inline = Inline::InClass;
        }
        if let Some(b) = body {
            if (matches!(at, At::Record(_)) || friend_of.is_some()) && template.is_none() {
                self.deferred_bodies.push((id, d, self.enclosing_kinds()));
            } else if let (Some(t), Some(a), true) = (template, lazy_args, self.unevaluated > 0 && !constexpr && !self.auto_ret.contains(&id)) {
                // Named only in an unevaluated operand: the body waits for an evaluated use
                // ([temp.inst]; `std::declval`'s body is a static assertion that fails).
                let shown = self.inst_stack.last().cloned().unwrap_or((span, name_text.clone()));
                self.lazy_template_bodies.insert(id, (t, a, b, shown));
            } else {
                // A body is no unevaluated operand, even when a constexpr instance or a deduced
                // return type is made inside one: what it calls is used (libstdc++'s constexpr
                // `_S_construct`, first named in `decltype`, calls the allocator's `construct`).
                let saved_unevaluated = std::mem::replace(&mut self.unevaluated, 0);
                self.check_fn_body(id, b);
                self.unevaluated = saved_unevaluated;
            }
        }
        if existing.is_some() {
            return None;
        }
        Some(id)
    }

    /// `friend bool operator==(S, S) { ... }` or `friend void f(S&);` in class `r`: a function
    /// of `r`'s namespace, declared with `r`'s scope active (its member types name the
    /// signature) and its body checked once `r` is complete. Friend classes and friend
    /// templates only grant access, which circlec does not model (`access.rs`).
    pub(super) fn declare_friend(&mut self, r: RecordId, target: &ast::FriendTarget) {
        let tu = self.tu;
        let ast::FriendTarget::Decl(d) = target else { return };
        let (f, template) = match &tu.decl(*d).kind {
            DeclKind::Function(f) => (f, false),
            DeclKind::Template(td) => match &tu.decl(td.inner).kind {
                DeclKind::Function(f) => (f, true),
                _ => return,
            },
            _ => return,
        };
        // `friend void ns::f(S&);` names a function declared elsewhere, and `friend R f<>(S*)`
        // (libstdc++'s `__copy_streambufs_eof<>` in basic_streambuf) a specialization of a
        // template declared before: neither declares a new function.
        if !tu.path(f.name).qualifier.is_empty() || tu.path(f.name).last.args.is_some() {
            return;
        }
        self.friend_of = Some(r);
        if template {
            // A friend template is found as the class's namespace's (by argument-dependent
            // lookup); its body sees the class, whose scope is among its enclosing scopes.
            self.declare_template(*d, tu.decl(*d).span);
        } else if let Some(id) = self.declare_function_decl(*d, None, None) {
            if !matches!(f.body, ast::FnBody::None) {
                self.friend_defs.entry(r).or_default().push(id);
            }
        }
        self.friend_of = None;
    }

    pub(super) fn conflict(&mut self, name: Name, span: Span, prev: Span, note: &str) {
        let n = self.text(name).to_string();
        self.err(
            Diagnostic::error(diags::CONFLICTING_DECL, span, format!("conflicting declaration of `{n}`"))
                .with_label("declared differently here")
                .with_secondary(prev, "previous declaration is here")
                .with_note(note.to_string()),
        );
    }

    /// `R S::f(params) { ... }`: finds the member declared in `S` and checks the body.
    pub(super) fn define_out_of_line(&mut self, d: ast::DeclId, f: &ast::FunctionDecl, span: Span) -> Option<FnId> {
        let Some(ents) = self.resolve_path(f.name) else {
            let n = self.path_text(f.name);
            self.err(Diagnostic::error(diags::UNDECLARED, span, format!("no member function `{n}` declared")).with_label("define a declared member function"));
            return None;
        };
        let fns: Vec<FnId> = ents.iter().filter_map(|e| if let Entity::Fn(f) = e { Some(*f) } else { None }).collect();
        let fid = if fns.len() > 1 { self.matching_overload(&fns, f).or(fns.first().copied()) } else { fns.first().copied() };
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
        self.merge_definition_specifiers(fid, f);
        // Rebind parameters with the names of the definition.
        let tu = self.tu;
        let params = self.p.fns[fid].params.clone();
        let mut i = 0;
        for &pd in &f.sig.params {
            if let DeclKind::Param(p) = &tu.decl(pd).kind {
                if let (Some(n), Some(&v)) = (p.name, params.get(i)) {
                    self.p.vars[v].name = n;
                }
                if let Some(&v) = params.get(i) {
                    if self.is_restrict(p.ty) {
                        self.p.restrict_params.insert(v);
                    }
                }
                i += 1;
            }
        }
        // The body sees the scopes of the function's class and namespaces.
        let kinds = match self.p.fns[fid].method.map(|m| m.record) {
            Some(r) => self.scope_chain(Scope { namespace: None, record: Some(r) }),
            None => self.scope_chain(self.p.fns[fid].scope),
        };
        // A member of a class template instance waits for its first use, unless one came first.
        if self.lazy_out_of_line && !self.wanted_bodies.contains(&fid) {
            let shown = self.inst_stack.last().cloned().unwrap_or_else(|| (span, self.path_text(f.name)));
            self.lazy_bodies.insert(fid, (d, kinds, shown));
            return None;
        }
        let saved = self.enter_scopes(&kinds);
        self.check_fn_body(fid, body);
        self.restore_scopes(saved);
        None
    }

    /// `inline`, `__forceinline__` and `constexpr` on an out-of-line member definition apply
    /// to the member as much as on its declaration in the class (cuda_fp16.hpp declares
    /// `__half::operator=` in the class and defines it `inline` outside).
    pub(super) fn merge_definition_specifiers(&mut self, fid: FnId, f: &ast::FunctionDecl) {
        let flags = f.spec.flags;
        let fd = &mut self.p.fns[fid];
        if flags.has(SpecFlags::CONSTEXPR) {
            fd.constexpr = true;
        }
        if flags.has(SpecFlags::FORCEINLINE) {
            fd.forceinline = true;
        }
        if fd.inline == Inline::No {
            if flags.has(SpecFlags::INLINE) || flags.has(SpecFlags::FORCEINLINE) {
                fd.inline = Inline::Explicit;
            } else if flags.has(SpecFlags::CONSTEXPR) {
                fd.inline = Inline::Constexpr;
            }
        }
    }

    /// Of the overloads `fns` of a member, the one an out-of-line definition `f` defines: the
    /// same parameter types (resolved in the class's scope, as the definition's are) and the
    /// same `const`.
    fn matching_overload(&mut self, fns: &[FnId], f: &ast::FunctionDecl) -> Option<FnId> {
        let tu = self.tu;
        let record = self.p.fns[fns[0]].method.map(|m| m.record);
        let kinds = match record {
            Some(r) => self.scope_chain(Scope { namespace: None, record: Some(r) }),
            None => self.scope_chain(self.p.fns[fns[0]].scope),
        };
        // Resolve quietly: a mismatch only means another overload.
        let saved = self.enter_scopes(&kinds);
        let failed = std::mem::replace(&mut self.sfinae_failed, false);
        self.sfinae += 1;
        let mut want = Vec::new();
        for &pd in &f.sig.params {
            if let DeclKind::Param(p) = &tu.decl(pd).kind {
                let t = self.resolve_type(p.ty);
                want.push(self.adjust_param_type(t));
            }
        }
        self.sfinae -= 1;
        self.sfinae_failed = failed;
        self.restore_scopes(saved);
        let is_const = f.sig.cv.has(ast::Cv::CONST);
        let quals = super::resolve_types::fn_quals(&f.sig);
        fns.iter().copied().find(|&c| {
            let fd = &self.p.fns[c];
            let have: Vec<_> = fd.params.iter().map(|&v| self.p.vars[v].ty).collect();
            // `T::f() const volatile` defines the declaration with the same qualifiers.
            let same_quals = fd.method.is_none_or(|m| m.is_static || self.p.types.fn_quals(fd.ty).same_object(quals));
            have == want && fd.method.is_none_or(|m| m.is_const == is_const) && same_quals
        })
    }

    /// A type in a function's signature; `lazy` for a member of a class template instance,
    /// whose signature only names the class template instances in it.
    fn signature_type(&mut self, t: ast::TypeExprId, lazy: bool) -> TypeId {
        self.in_signature(lazy, |c| c.resolve_type(t))
    }

    /// Runs `f` with the class template instances it names only named when `lazy`.
    fn in_signature<T>(&mut self, lazy: bool, f: impl FnOnce(&mut Self) -> T) -> T {
        if !lazy {
            return f(self);
        }
        let saved = (std::mem::replace(&mut self.naming_only, true), std::mem::replace(&mut self.lazy_signature, true));
        let out = f(self);
        (self.naming_only, self.lazy_signature) = saved;
        out
    }

    /// Checks the body of function `f` (its parameters in scope).
    pub fn check_fn_body(&mut self, f: FnId, body: ast::StmtId) {
        let cuda = self.p.fns[f].cuda;
        if cuda.device && !cuda.host && self.tu.macro_stub_bodies.contains(&body) {
            self.p.host_pass_stubs.insert(f);
        }
        let saved = std::mem::take(&mut self.fcx);
        self.fcx.func = Some(f);
        self.fcx.ret = Some(self.p.fns[f].ret);
        // A definition needs its parameter and return classes complete ([dcl.fct.def.general]).
        self.require_complete(self.p.fns[f].ret);
        for p in self.p.fns[f].params.clone() {
            self.require_complete(self.p.vars[p].ty);
        }
        self.check_params_complete(f);
        self.fcx.deduce_ret = self.auto_ret.remove(&f);
        self.push_scope(ScopeKind::Block);
        let packs: Vec<(Name, usize, usize)> = self.fn_param_packs.iter().filter(|x| x.0 == f).map(|x| (x.1, x.2, x.3)).collect();
        for (i, p) in self.p.fns[f].params.clone().into_iter().enumerate() {
            let n = self.p.vars[p].name;
            if packs.iter().any(|&(_, s, c)| i >= s && i < s + c) {
                continue;
            }
            if !self.text(n).is_empty() {
                self.declare(n, Entity::Var(p));
            }
        }
        // A function parameter pack is named as a whole.
        for (n, s, c) in packs {
            let vars = self.p.fns[f].params[s..s + c].to_vec();
            let e = self.new_pack(super::variadic::PackEnt::Vars(vars));
            self.declare(n, e);
        }
        // The outermost block shares the parameters' scope.
        let tu = self.tu;
        // Constructors initialize their members first; destructors destroy them last.
        let mut out = self.ctor_prologue(f);
        if let Some(r) = self.p.fns[f].method.map(|m| m.record).filter(|&r| self.p.records[r].dtor == Some(f)) {
            let span = self.p.fns[f].span;
            out.extend(self.init_vptr(r, span));
        }
        match &tu.stmt(body).kind {
            ast::StmtKind::Compound(items) => {
                for &s in items {
                    out.push(self.check_stmt(s));
                }
            }
            ast::StmtKind::Try { body, handlers } => out.push(self.check_try(*body, handlers)),
            _ => out.push(self.check_stmt(body)),
        }
        out.extend(self.dtor_epilogue(f));
        self.check_labels();
        let b = self.stmt(Stmt::Compound(out));
        self.pop_scope();
        self.p.fns[f].body = Some(b);
        self.fcx = saved;
    }

    /// Checks the member function bodies of local class `r` (and of classes nested in it) at
    /// the end of its definition, with the enclosing function's scopes (its template
    /// parameters, its local types) still in place beneath the class's own.
    pub(super) fn check_local_class_bodies(&mut self, r: RecordId) {
        let (defaults, others): (Vec<_>, Vec<_>) = std::mem::take(&mut self.deferred_defaults).into_iter().partition(|d| d.kinds.contains(&ScopeKind::Record(r)));
        self.deferred_defaults = others;
        self.check_deferred_defaults(defaults, Some(r));
        let (mine, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut self.deferred_bodies).into_iter().partition(|(_, _, kinds)| kinds.contains(&ScopeKind::Record(r)));
        self.deferred_bodies = rest;
        for (f, d, kinds) in mine {
            let Some(body) = self.deferred_body(f, d) else { continue };
            // The class's scopes (and those of classes nested in it) above the current ones.
            let at = kinds.iter().position(|k| *k == ScopeKind::Record(r)).unwrap_or(kinds.len());
            let extra = kinds[at..].to_vec();
            for &k in &extra {
                self.push_scope(k);
            }
            self.check_fn_body(f, body);
            for _ in &extra {
                self.pop_scope();
            }
        }
    }

    /// The body of deferred member function `f` (declaration `d`), or `None` when it has none
    /// to check: a defaulted one is defined here instead.
    fn deferred_body(&mut self, f: FnId, d: ast::DeclId) -> Option<ast::StmtId> {
        let DeclKind::Function(fd) = &self.tu.decl(d).kind else { return None };
        match fd.body {
            ast::FnBody::Block(b) | ast::FnBody::TryBlock(b) => Some(b),
            _ => {
                self.define_defaulted(f);
                None
            }
        }
    }

    /// Default argument `e` of a parameter of type `t`, converted to it.
    fn check_default_arg(&mut self, e: ast::ExprId, t: TypeId) -> ExprId {
        // `_Sco = {}`: copy-list-initialization of the parameter.
        if matches!(self.tu.expr(e).kind, crate::ast::ExprKind::InitList(_)) {
            return self.check_init_list_value(e, t);
        }
        let h = self.check_expr(e);
        self.convert(h, t, "a default argument")
    }

    /// Checks the deferred default arguments `list` and writes each into the slot that calls
    /// already refer to. Each is checked in its class's scopes: in place of the current ones,
    /// or for local class `from`, that class's scopes pushed above the enclosing function's.
    fn check_deferred_defaults(&mut self, list: Vec<DeferredDefault>, from: Option<RecordId>) {
        for d in list {
            let saved_fcx = std::mem::take(&mut self.fcx);
            let h = match from {
                None => {
                    let saved = self.enter_scopes(&d.kinds);
                    let h = self.check_default_arg(d.expr, d.ty);
                    self.restore_scopes(saved);
                    h
                }
                Some(r) => {
                    let at = d.kinds.iter().position(|k| *k == ScopeKind::Record(r)).unwrap_or(d.kinds.len());
                    let extra = d.kinds[at..].to_vec();
                    for &k in &extra {
                        self.push_scope(k);
                    }
                    let h = self.check_default_arg(d.expr, d.ty);
                    for _ in &extra {
                        self.pop_scope();
                    }
                    h
                }
            };
            self.fcx = saved_fcx;
            // The checked node moves into the slot; `h` is left an unused error node.
            let span = self.p.exprs[h].span;
            let checked = std::mem::replace(&mut self.p.exprs[h], Expr { kind: ExprKind::Error, ty: builtin::ERROR, cat: ValueCat::PrValue, span });
            self.p.exprs[d.slot] = checked;
        }
    }

    /// True when function template `decl` or an earlier declaration of it is `static`.
    fn declared_static(&self, decl: ast::DeclId) -> bool {
        let tu = self.tu;
        let mut at = Some(decl);
        for _ in 0..16 {
            let Some(d) = at else { break };
            let inner = self.template_inner(d).map(|i| &tu.decl(i).kind);
            if matches!(inner, Some(DeclKind::Function(f)) if f.spec.storage == ast::Storage::Static) {
                return true;
            }
            at = self.template_redecls.get(&d).copied();
        }
        false
    }

    /// Checks the member function bodies deferred until their classes were complete.
    pub fn check_deferred_bodies(&mut self) {
        let defaults = std::mem::take(&mut self.deferred_defaults);
        self.check_deferred_defaults(defaults, None);
        while !self.deferred_bodies.is_empty() {
            let list = std::mem::take(&mut self.deferred_bodies);
            for (f, d, kinds) in list {
                let Some(body) = self.deferred_body(f, d) else { continue };
                let saved = self.enter_scopes(&kinds);
                self.check_fn_body(f, body);
                self.restore_scopes(saved);
            }
        }
    }
}

/// A member function's default argument waiting for its class to be complete: `slot` is the
/// expression calls use, overwritten with `expr` checked and converted to `ty` in `kinds`.
pub struct DeferredDefault {
    slot: ExprId,
    expr: ast::ExprId,
    ty: TypeId,
    kinds: Vec<ScopeKind>,
}

/// The checked program's form of a ref-qualifier as written.
pub(super) fn ref_qualifier(q: ast::RefQual) -> RefQualifier {
    match q {
        ast::RefQual::None => RefQualifier::None,
        ast::RefQual::LValue => RefQualifier::LValue,
        ast::RefQual::RValue => RefQualifier::RValue,
    }
}
