//! Calls: direct calls resolved among their overloads (`overloads.rs`), default arguments,
//! variadic argument promotion, member function calls with their implicit object, calls
//! through function pointers, calls of CUDA builtins from the builtin table, and function
//! templates (deduced and instantiated in `templates.rs`). Launches are in `launch.rs`.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::builtins;
use super::ctx::{Checker, Entity};
use super::diags;
use super::hir::*;
use super::overloads::Cand;
use super::types::{builtin, TypeId};

impl Checker<'_> {
    pub(super) fn check_args(&mut self, args: &[ast::ExprId]) -> Vec<ExprId> {
        let mut out = Vec::new();
        for &a in args {
            if matches!(self.tu.expr(a).kind, ast::ExprKind::InitList(_)) {
                out.push(self.braced_arg(a));
            } else if let ast::ExprKind::PackExpansion(pattern) = self.tu.expr(a).kind {
                // `f(args...)`: one argument per element.
                match self.expand_expr(pattern) {
                    Some(v) => out.extend(v),
                    None => {
                        let span = self.tu.expr(a).span;
                        self.err(Diagnostic::error(diags::TEMPLATE_ARGS, span, "`...` expands no parameter pack").with_label("no pack is named here"));
                    }
                }
            } else {
                out.push(self.check_operand(a));
            }
        }
        out
    }

    /// `ents` with the functions and function templates named like `path` in the namespaces
    /// associated with the arguments' types ([basic.lookup.argdep]): those of their classes
    /// (and the classes' bases and template arguments) and enumerations, and the namespace
    /// enclosing each inline one (`std` for `std::__cxx11::basic_string`).
    pub(super) fn with_adl(&mut self, mut ents: Vec<Entity>, path: ast::PathId, args: &[ExprId]) -> Vec<Entity> {
        let ast::UnqualName::Ident(name) = self.tu.path(path).last.name else { return ents };
        let mut spaces: Vec<Option<NamespaceId>> = Vec::new();
        for &a in args {
            let t = self.p.expr(a).ty;
            self.associated_namespaces(t, &mut spaces, 0);
        }
        for ns in spaces {
            for e in self.lookup_in_namespace(ns, name, 0).iter().copied() {
                if matches!(e, Entity::Fn(_) | Entity::Template(_)) && !ents.contains(&e) {
                    ents.push(e);
                }
            }
        }
        ents
    }

    pub(super) fn associated_namespaces(&self, t: TypeId, out: &mut Vec<Option<NamespaceId>>, depth: u32) {
        if depth > 4 {
            return;
        }
        let t = self.p.types.unqual(self.p.types.non_ref(t));
        let t = self.p.types.pointee(t).map_or(t, |p| self.p.types.unqual(p));
        let ns = if let Some(r) = self.p.types.record_of(t) {
            for a in &self.p.records[r].template_args {
                if let TemplateArg::Type(x) = a {
                    self.associated_namespaces(*x, out, depth + 1);
                }
            }
            for b in self.classes.bases.get(&r).map(|v| v.as_slice()).unwrap_or(&[]) {
                self.push_associated(self.p.records[b.record].scope.namespace, out);
            }
            self.p.records[r].scope.namespace
        } else if let Some(e) = self.p.types.enum_of(t) {
            self.p.enums[e].scope.namespace
        } else {
            return;
        };
        self.push_associated(ns, out);
    }

    /// Adds namespace `ns` to an associated set, with the namespaces enclosing it as long as it
    /// is inline in them ([namespace.def]/7).
    fn push_associated(&self, ns: Option<NamespaceId>, out: &mut Vec<Option<NamespaceId>>) {
        let mut ns = ns;
        for _ in 0..16 {
            if !out.contains(&ns) {
                out.push(ns);
            }
            let Some(n) = ns else { return };
            let parent = self.p.namespaces[n].parent;
            if !self.inline_namespaces.get(&parent).is_some_and(|v| v.contains(&n)) {
                return;
            }
            ns = parent;
        }
    }

    pub fn check_call(&mut self, callee: ast::ExprId, args: &[ast::ExprId], span: Span) -> ExprId {
        let tu = self.tu;
        let mut callee_id = callee;
        while let ast::ExprKind::Paren(inner) = tu.expr(callee_id).kind {
            callee_id = inner;
        }
        let cexpr = tu.expr(callee_id);
        match &cexpr.kind {
            ast::ExprKind::Name(path) => {
                let found = self.resolve_path(*path);
                let explicit = tu.path(*path).last.args.clone();
                let unqualified = !tu.path(*path).global && tu.path(*path).qualifier.is_empty();
                // A function hides a class of its name (`stat(path, &st)` beside `struct stat`).
                let found = found.map(|ents| {
                    let fns: Vec<Entity> = ents.iter().copied().filter(|e| matches!(e, Entity::Fn(_) | Entity::Template(_))).collect();
                    if !fns.is_empty() && ents.iter().any(|e| matches!(e, Entity::Type(_))) {
                        super::ctx::Ents::from_slice(&fns)
                    } else {
                        ents
                    }
                });
                match found {
                    Some(ents) if ents.iter().all(|e| matches!(e, Entity::Fn(_) | Entity::Template(_))) && !ents.is_empty() => {
                        let argv = self.check_args(args);
                        let name = self.path_text(*path);
                        // Ordinary lookup found no class member: argument-dependent lookup adds
                        // the functions of the arguments' namespaces.
                        let member = ents.iter().any(|e| matches!(e, Entity::Fn(f) if self.p.fns[*f].method.is_some()));
                        let ents = if unqualified && !member { self.with_adl(ents.to_vec(), *path, &argv) } else { ents.to_vec() };
                        self.call_overloaded(&ents, explicit.as_deref(), None, argv, &name, cexpr.span, span)
                    }
                    Some(ents) if matches!(ents.first(), Some(Entity::Type(_))) => {
                        let Some(Entity::Type(t)) = ents.first().copied() else { unreachable!() };
                        self.construct_value(t, args, false, span)
                    }
                    None => {
                        if let Some(e) = self.qualified_implicit_assignment(*path, args, span) {
                            return e;
                        }
                        let name = self.path_text(*path);
                        if let Some(e) = self.constant_builtin_call(&name, args, span) {
                            return e;
                        }
                        if let Some(e) = self.fp_classify_call(&name, args, span) {
                            return e;
                        }
                        if let Some(e) = self.fp_compare_call(&name, args, span) {
                            return e;
                        }
                        if let Some(e) = self.atomic_call(&name, args, span) {
                            return e;
                        }
                        if let Some(e) = self.tex_surf_call(&name, args, span) {
                            return e;
                        }
                        // `va_start(ap, last)`: LLVM finds the variadic arguments itself.
                        if name == "__builtin_va_start" && args.len() == 2 {
                            let _ = self.check_expr(args[1]);
                            let argv = self.check_args(&args[..1]);
                            let cands: Vec<Entity> = Vec::new();
                            return self.call_builtin(&name, &cands, argv, cexpr.span, span);
                        }
                        // GCC's `__integer_pack(N)...`: the pack 0, 1, ..., N-1 (libstdc++'s
                        // `_Build_index_tuple`, behind `std::make_index_sequence`).
                        if name == "__integer_pack" && args.len() == 1 {
                            return self.integer_pack(args[0], span);
                        }
                        // `std::addressof`'s builtin: the address without a user `operator&`.
                        if name == "__builtin_addressof" && args.len() == 1 {
                            let e = self.check_expr(args[0]);
                            return self.builtin_address_of(e, span);
                        }
                        if let Some(f) = self.library_builtin(&name, cexpr.span) {
                            let argv = self.check_args(args);
                            return self.call_overloaded(&[Entity::Fn(f)], None, None, argv, &name, cexpr.span, span);
                        }
                        if builtins::is_builtin_fn(&name) {
                            let argv = self.check_args(args);
                            let cands: Vec<Entity> = Vec::new();
                            return self.call_builtin(&name, &cands, argv, cexpr.span, span);
                        }
                        if unqualified && !args.is_empty() {
                            let argv = self.check_args(args);
                            let ents = self.with_adl(Vec::new(), *path, &argv);
                            if !ents.is_empty() {
                                return self.call_overloaded(&ents, explicit.as_deref(), None, argv, &name, cexpr.span, span);
                            }
                            let f = self.check_expr(callee_id);
                            return self.call_value(f, argv, span);
                        }
                        let f = self.check_expr(callee_id);
                        let argv = self.check_args(args);
                        self.call_value(f, argv, span)
                    }
                    _ => {
                        let f = self.check_expr(callee_id);
                        let argv = self.check_args(args);
                        self.call_value(f, argv, span)
                    }
                }
            }
            ast::ExprKind::Member { base, arrow, member } => {
                let b = self.check_expr(*base);
                let mut obj = b;
                if *arrow {
                    let b = self.arrow_operand(b, cexpr.span);
                    let bp = self.rvalue(b);
                    let bt = self.p.expr(bp).ty;
                    if let Some(pt) = self.p.types.pointee(bt) {
                        if self.p.types.is_record(pt) {
                            obj = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: bp }, pt, ValueCat::LValue, cexpr.span);
                        }
                    }
                }
                // `p->~T()`, `obj.~T()`: the explicit destructor call.
                if let ast::UnqualName::Destructor(_) = tu.path(*member).last.name {
                    return self.explicit_destructor_call(obj, args, cexpr.span, span);
                }
                let ot = self.p.expr(obj).ty;
                // `obj.f(...)`, and `obj.operator=(x)` by the operator function's name.
                let name = match tu.path(*member).last.name {
                    ast::UnqualName::Ident(n) => Some(n),
                    ast::UnqualName::Operator(op) => Some(self.names.intern(&format!("operator{}", super::classes::operator_spelling(op)))),
                    _ => None,
                };
                // `obj.Base::f()`: the named class's member, called without virtual dispatch.
                if !self.tu.path(*member).qualifier.is_empty() && self.p.types.record_of(ot).is_some() {
                    let ents: Vec<Entity> = self.resolve_path(*member).map(|e| e.into_iter().filter(|e| matches!(e, Entity::Fn(_))).collect()).unwrap_or_default();
                    if !ents.is_empty() {
                        let argv = self.check_args(args);
                        let nm = self.path_text(*member);
                        return self.call_overloaded(&ents, None, Some(obj), argv, &nm, cexpr.span, span);
                    }
                }
                if let (Some(_), Some(n)) = (self.p.types.record_of(ot), name) {
                    let ents: Vec<Entity> =
                        self.lookup_in(Entity::Type(ot), n).into_iter().filter(|e| matches!(e, Entity::Fn(_) | Entity::Template(_))).collect();
                    if !ents.is_empty() {
                        let argv = self.check_args(args);
                        let nm = self.text(n).to_string();
                        // `obj.f<int>(...)`, `obj.template f<int>(...)`
                        let explicit = tu.path(*member).last.args.clone();
                        return self.call_overloaded(&ents, explicit.as_deref(), Some(obj), argv, &nm, cexpr.span, span);
                    }
                }
                let f = self.check_member(b, *arrow, *member, cexpr.span);
                let argv = self.check_args(args);
                self.call_value(f, argv, span)
            }
            _ => {
                let f = self.check_expr(callee_id);
                let argv = self.check_args(args);
                self.call_value(f, argv, span)
            }
        }
    }

    /// `obj.~T()` (or `p->~T()`, `obj` then the object): the class's destructor called on
    /// `obj`; nothing for a class with a trivial destructor or a scalar (a pseudo-destructor
    /// call, `__p->~_Up()` with `_Up` = `int`), a `void` prvalue either way.
    fn explicit_destructor_call(&mut self, obj: ExprId, args: &[ast::ExprId], name_span: Span, span: Span) -> ExprId {
        if !args.is_empty() {
            self.err(
                Diagnostic::error(diags::ARG_COUNT, span, format!("a destructor takes no arguments, but {} were given", args.len()))
                    .with_label("wrong number of arguments"),
            );
            return self.error_expr(span);
        }
        let t = self.p.types.non_ref(self.p.expr(obj).ty);
        if self.p.types.is_error(t) {
            return self.error_expr(span);
        }
        if let Some(d) = self.p.types.record_of(t).and_then(|r| self.p.records[r].dtor) {
            return self.call_overloaded(&[Entity::Fn(d)], None, Some(obj), Vec::new(), "destructor", name_span, span);
        }
        self.mk(ExprKind::ImplicitCast { kind: CastKind::ToVoid, operand: obj }, builtin::VOID, ValueCat::PrValue, span)
    }

    /// A call through an expression: a function lvalue or a function pointer.
    pub(super) fn call_value(&mut self, f: ExprId, args: Vec<ExprId>, span: Span) -> ExprId {
        let ft = self.p.expr(f).ty;
        if self.p.types.is_error(ft) {
            return self.error_expr(span);
        }
        if let ExprKind::Fn(id) = self.p.expr(f).kind {
            let name = self.text(self.p.fns[id].name).to_string();
            return self.finish_call(id, None, args, &name, span);
        }
        if let ExprKind::BoundMemberFn { object, pmf } = self.p.expr(f).kind {
            return self.call_bound_member_fn(object, pmf, ft, args, span);
        }
        if let Some(x) = self.call_generic_lambda(f, &args, span) {
            return x;
        }
        if self.p.types.is_record(self.p.types.non_ref(ft)) {
            let mut ops = vec![f];
            ops.extend(args.iter().copied());
            if let Some(x) = self.user_operator("()", &ops, true, span) {
                return x;
            }
        }
        let f = self.rvalue(f);
        let pt = self.p.expr(f).ty;
        let fnty = self.p.types.pointee(pt).filter(|t| self.p.types.is_function(*t));
        let Some(fnty) = fnty else {
            let shown = self.type_name(ft);
            self.err(
                Diagnostic::error(diags::NOT_CALLABLE, self.p.expr(f).span, format!("called object of type `{shown}` is not a function"))
                    .with_label("not callable"),
            );
            return self.error_expr(span);
        };
        let (ret, params, variadic) = match self.p.types.fn_sig(fnty) {
            Some((r, p, v)) => (r, p.to_vec(), v),
            None => return self.error_expr(span),
        };
        let Some(args) = self.convert_args(&params, variadic, args, &[], "the call", span) else {
            return self.error_expr(span);
        };
        self.mk_call(Callee::Indirect(f), None, args, ret, span)
    }

    pub(super) fn mk_call(&mut self, callee: Callee, this_arg: Option<ExprId>, args: Vec<ExprId>, ret: TypeId, span: Span) -> ExprId {
        let cat = if self.p.types.is_reference(ret) {
            if matches!(self.p.types.kind(ret), super::types::Type::LRef(_)) { ValueCat::LValue } else { ValueCat::XValue }
        } else {
            ValueCat::PrValue
        };
        let ty = self.p.types.non_ref(ret);
        let ty = if cat == ValueCat::PrValue && !self.p.types.is_record(ty) { self.p.types.unqual(ty) } else { ty };
        self.mk(ExprKind::Call { callee, this_arg, args }, ty, cat, span)
    }

    /// Converts arguments to parameter types, filling defaults and promoting variadic ones.
    pub(super) fn convert_args(
        &mut self,
        params: &[TypeId],
        variadic: bool,
        args: Vec<ExprId>,
        defaults: &[Option<ExprId>],
        what: &str,
        span: Span,
    ) -> Option<Vec<ExprId>> {
        let required = params.len() - defaults.iter().rev().take_while(|d| d.is_some()).count().min(params.len());
        if args.len() < required || (args.len() > params.len() && !variadic) {
            let expect = if required == params.len() {
                format!("{}", params.len())
            } else {
                format!("{required} to {}", params.len())
            };
            self.err(
                Diagnostic::error(diags::ARG_COUNT, span, format!("{what} expects {expect} argument(s), but {} were given", args.len()))
                    .with_label("wrong number of arguments"),
            );
            return None;
        }
        let mut out = Vec::new();
        for (i, a) in args.into_iter().enumerate() {
            if i < params.len() {
                out.push(self.convert_lazy(a, params[i], &|| format!("argument {} of {what}", i + 1)));
            } else {
                out.push(self.variadic_arg(a));
            }
        }
        for i in out.len()..params.len() {
            if let Some(Some(d)) = defaults.get(i) {
                out.push(*d);
            }
        }
        Some(out)
    }

    /// Default argument promotions for `...` arguments.
    pub(super) fn variadic_arg(&mut self, a: ExprId) -> ExprId {
        let a = self.rvalue(a);
        let t = self.p.expr(a).ty;
        if t == builtin::FLOAT || t == builtin::BF16 {
            return self.cast_node(a, CastKind::FloatingCast, builtin::DOUBLE);
        }
        if self.p.types.is_integral(t) || self.p.types.enum_of(t).is_some_and(|e| !self.p.enums[e].scoped) {
            return self.promote_value(a);
        }
        if self.p.types.kind(t) == &super::types::Type::NullPtr {
            let vp = self.p.types.pointer(builtin::VOID);
            return self.cast_node(a, CastKind::NullToPointer, vp);
        }
        a
    }

    /// Resolves and checks a call to a named overload set (functions and templates).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn call_overloaded(
        &mut self,
        ents: &[Entity],
        explicit: Option<&[ast::TemplateArg]>,
        object: Option<ExprId>,
        args: Vec<ExprId>,
        name: &str,
        name_span: Span,
        span: Span,
    ) -> ExprId {
        if args.iter().any(|&a| self.p.types.is_error(self.p.expr(a).ty)) {
            return self.error_expr(span);
        }
        let mut cands = Vec::new();
        for e in ents {
            match *e {
                Entity::Fn(f) if explicit.is_none() => cands.push(Cand::Fn(f)),
                Entity::Template(t) => {
                    if let Some(targs) = self.deduce(t, explicit, &args, name_span) {
                        cands.push(Cand::Template(t, targs));
                    }
                }
                _ => {}
            }
        }
        if cands.is_empty() {
            if self.diags.has_errors() {
                return self.error_expr(span);
            }
            self.err(
                Diagnostic::error(diags::DEDUCTION_FAILED, span, format!("no matching function for call to `{name}`"))
                    .with_label("template arguments could not be deduced")
                    .with_note("give the template arguments explicitly: `f<int>(...)`"),
            );
            return self.error_expr(span);
        }
        let cands = self.filter_by_object(cands, object);
        let Some(best) = self.best_candidate(cands, &args, name, span) else {
            return self.error_expr(span);
        };
        let f = match best {
            Cand::Fn(f) => f,
            Cand::Template(t, targs) => match self.instantiate(t, targs, span) {
                Some(f) => f,
                None => return self.error_expr(span),
            },
            Cand::Builtin(_) => return self.error_expr(span),
        };
        if let Some(m) = self.p.fns[f].method {
            let n = self.p.fns[f].name;
            self.check_fn_access(f, m.record, n, span);
        }
        // The implicit object.
        let mut this_arg = None;
        if let Some(m) = self.p.fns[f].method {
            if !m.is_static {
                match object {
                    Some(o) => {
                        let o = self.to_base(o, m.record);
                        let ot = self.p.expr(o).ty;
                        if self.p.types.cv(ot).is_const() && !m.is_const {
                            self.err(
                                Diagnostic::error(diags::CONST_ASSIGN, span, format!("cannot call non-const member function `{name}` on a const object"))
                                    .with_label("the object is const")
                                    .with_note("declare the member function `const` if it does not modify the object"),
                            );
                        } else if let Err(why) = super::object_param::object_binding(m.into(), self.p.types.cv(ot).is_const(), self.p.expr(o).cat) {
                            self.err(
                                Diagnostic::error(diags::NO_MATCHING_CALL, span, format!("cannot call member function `{name}` on this object"))
                                    .with_label(why.describe())
                                    .with_note("a `&&` member function is called on rvalues (`std::move(x).f()`), a `&` one on lvalues"),
                            );
                        }
                        let pt = self.p.types.pointer(ot);
                        this_arg = Some(self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: o }, pt, ValueCat::PrValue, span));
                    }
                    None => {
                        let cur = self.fcx.func.and_then(|c| self.p.fns[c].method);
                        // Inside a lambda, the object is the enclosing one, through its captured `this`.
                        let outer = self.lambda_this_type().and_then(|t| self.p.types.pointee(t));
                        let outer = outer.filter(|&t| self.p.types.record_of(t).is_some_and(|or| or == m.record || self.is_base_of(m.record, or)));
                        if let Some(ot) = outer.filter(|_| cur.is_some_and(|cm| self.p.lambda_contexts.contains_key(&cm.record))) {
                            let this = self.check_this(span);
                            let obj = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, ot, ValueCat::LValue, span);
                            let sub = self.to_base(obj, m.record);
                            let st = self.p.expr(sub).ty;
                            if self.p.types.cv(st).is_const() && !m.is_const {
                                self.err(
                                    Diagnostic::error(diags::CONST_ASSIGN, span, format!("cannot call non-const member function `{name}` on a const object"))
                                        .with_label("the lambda's copy of `*this` is const")
                                        .with_note("declare the lambda `mutable`, or the member function `const`"),
                                );
                            }
                            let spt = self.p.types.pointer(st);
                            this_arg = Some(self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: sub }, spt, ValueCat::PrValue, span));
                        } else {
                        match cur {
                            Some(cm) if (cm.record == m.record || self.is_base_of(m.record, cm.record)) && !cm.is_static => {
                                let rt = self.p.types.record(cm.record);
                                let rt = if cm.is_const { self.p.types.qualified(rt, super::types::Cv::CONST) } else { rt };
                                let pt = self.p.types.pointer(rt);
                                let this = self.mk(ExprKind::This, pt, ValueCat::PrValue, span);
                                if cm.record == m.record {
                                    this_arg = Some(this);
                                } else {
                                    let obj = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, rt, ValueCat::LValue, span);
                                    let sub = self.to_base(obj, m.record);
                                    let spt = self.p.types.pointer(self.p.expr(sub).ty);
                                    this_arg = Some(self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: sub }, spt, ValueCat::PrValue, span));
                                }
                            }
                            _ => {
                                self.err(
                                    Diagnostic::error(diags::BAD_MEMBER_ACCESS, span, format!("call to member function `{name}` without an object"))
                                        .with_label("needs an object: `obj.f(...)`"),
                                );
                                return self.error_expr(span);
                            }
                        }
                        }
                    }
                }
            }
        }
        if self.p.fns[f].cuda.global {
            self.err(
                Diagnostic::error(diags::KERNEL_CALL, span, format!("kernel `{name}` called like a function"))
                    .with_label("a `__global__` function runs on the device")
                    .with_note(format!("launch it: `{name}<<<grid, block>>>(...)`")),
            );
            return self.error_expr(span);
        }
        self.check_not_deleted(f, span);
        let call = self.finish_call(f, this_arg, args, name, span);
        if this_arg.is_some() && !name.contains("::") {
            self.make_virtual(call, f);
        }
        call
    }

    pub(super) fn finish_call(&mut self, f: FnId, this_arg: Option<ExprId>, args: Vec<ExprId>, name: &str, span: Span) -> ExprId {
        self.ensure_body(f);
        // The caller destroys by-value class parameters (Itanium C++ ABI).
        for p in self.p.fns[f].params.clone() {
            self.use_dtor(self.p.vars[p].ty);
        }
        if let Some(b) = self.builtin_behind(f) {
            // Lowered as the builtin; the declaration's parameters are the builtin's, with the
            // declaration's default arguments (`__shfl_sync(mask, v, lane, width = warpSize)`).
            let ret = self.btype(&b.overload().ret.clone());
            let params: Vec<TypeId> = b.overload().params.clone().iter().map(|p| self.btype(p)).collect();
            let defaults: Vec<Option<ExprId>> = self.p.fns[f].params.iter().map(|&p| self.p.vars[p].init).collect();
            let what = format!("`{name}`");
            let Some(args) = self.convert_args(&params, false, args, &defaults, &what, span) else {
                return self.error_expr(span);
            };
            return self.mk_call(Callee::Builtin(b), None, args, ret, span);
        }
        let fd = &self.p.fns[f];
        let defaults: Vec<Option<ExprId>> = fd.params.iter().map(|&p| self.p.vars[p].init).collect();
        let ty = fd.ty;
        let Some((ret, params, variadic)) = self.p.types.fn_sig(ty).map(|(r, p, v)| (r, p.to_vec(), v)) else {
            return self.error_expr(span);
        };
        let what = format!("`{name}`");
        let Some(args) = self.convert_args(&params, variadic, args, &defaults, &what, span) else {
            return self.error_expr(span);
        };
        self.mk_call(Callee::Fn(f), this_arg, args, ret, span)
    }

    /// The CUDA builtin that a declared function stands for: a `__device__` function of the
    /// global namespace with the name and exact signature of one of circlec's builtins. NVIDIA's
    /// headers declare the device API this way (`extern __device__ __device_builtin__ int
    /// __popc(unsigned int);`), some with bodies over their compiler's internal builtins
    /// (`atomicAdd` calls `__iAtomicAdd`); circlec's builtin implements the function instead,
    /// with its per-sm availability check, as clang's wrapper headers supply clang's.
    fn builtin_behind(&mut self, f: FnId) -> Option<builtins::BuiltinId> {
        let fd = &self.p.fns[f];
        if !fd.cuda.device || fd.scope.namespace.is_some() || fd.scope.record.is_some() || fd.method.is_some() {
            return None;
        }
        let name = self.text(fd.name).to_string();
        let (ret, params, variadic) = self.p.types.fn_sig(fd.ty).map(|(r, p, v)| (r, p.to_vec(), v))?;
        if variadic {
            return None;
        }
        builtins::lookup(&name).into_iter().find(|b| {
            let o = b.overload();
            let (o_ret, o_params) = (o.ret.clone(), o.params.clone());
            o_params.len() == params.len()
                && self.btype(&o_ret) == ret
                && o_params.iter().zip(&params).all(|(bp, &p)| self.btype(bp) == p)
        })
    }

    /// A call of a CUDA builtin function.
    pub(super) fn call_builtin(&mut self, name: &str, _: &[Entity], args: Vec<ExprId>, _name_span: Span, span: Span) -> ExprId {
        if args.iter().any(|&a| self.p.types.is_error(self.p.expr(a).ty)) {
            return self.error_expr(span);
        }
        let cands: Vec<Cand> = builtins::lookup(name).into_iter().map(Cand::Builtin).collect();
        let Some(Cand::Builtin(b)) = self.best_candidate(cands, &args, name, span) else {
            return self.error_expr(span);
        };
        let o = b.overload();
        let params: Vec<TypeId> = o.params.clone().iter().map(|p| self.btype(p)).collect();
        let ret = self.btype(&o.ret.clone());
        let what = format!("`{name}`");
        let Some(args) = self.convert_args(&params, false, args, &[], &what, span) else {
            return self.error_expr(span);
        };
        self.mk_call(Callee::Builtin(b), None, args, ret, span)
    }

}
