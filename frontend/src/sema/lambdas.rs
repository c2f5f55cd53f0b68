//! Lambda expressions. A lambda is a closure class: an anonymous `RecordDecl` with one field
//! per capture and an inline `operator()` (const unless `mutable`) whose body is checked in
//! place, with the enclosing function's scopes visible. Captures are explicit (`[x, &y]`,
//! init-captures `[n = e]`, `[&r = e]`, packs `[args...]`) or implicit under `[=]` / `[&]`: a
//! use of an enclosing function's local variable inside the body adds a field on the spot, and
//! later uses find the field (the elements of a function parameter pack each get a field, found
//! by variable, and the name keeps meaning the pack). A nested lambda that uses a variable its
//! enclosing lambda captured captures that capture. An array captured by copy is copied element
//! by element. The lambda expression is the closure object: a braced initialization of those
//! fields, built in the enclosing context once the body is checked. No CUDA tag is needed: a
//! closure's `operator()` may be called from host and device code alike. `this` captures are in
//! `lambda_this.rs`; generic lambdas in `generic_lambdas.rs`, their captures found by
//! `lambda_captures.rs`.

use crate::ast;
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::ctx::{Checker, Entity, ScopeKind};
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};

/// What a capture copies or refers to, evaluated where the lambda appears.
#[derive(Clone, Copy, Debug)]
pub enum CaptureSource {
    Var(VarId),
    /// A capture of an enclosing lambda.
    Field(RecordId, u32),
    /// An init-capture's checked initializer.
    Init(ExprId),
    /// The enclosing object: `[this]` (a pointer) or `[*this]` (a copy, `star`).
    This { star: bool },
}

/// A lambda whose body is being checked.
#[derive(Debug)]
pub struct LambdaCtx {
    pub record: RecordId,
    /// Variables with a lower index were declared outside the lambda.
    pub first_var: usize,
    pub default: Option<ast::CaptureDefault>,
    pub captures: Vec<(CaptureSource, bool)>,
}

impl<'a> Checker<'a> {
    /// A use of variable `v`: inside a lambda, a local of an enclosing function becomes a
    /// capture.
    pub fn var_use(&mut self, v: VarId, span: Span) -> ExprId {
        if self.p.vars[v].storage == Storage::Meta && self.fcx.meta == 0 {
            return self.meta_value(v, span);
        }
        let Some(l) = self.lambdas.last() else { return self.var_ref(v, span) };
        let local = matches!(self.p.vars[v].storage, Storage::Local | Storage::Param);
        // Only evaluated uses capture (`sizeof(x)` needs only the type), and not a constant
        // expression's use of a variable usable in one (`const unsigned n = Size / 32;` named
        // in a template argument of the lambda's parameter type, in cooperative groups'
        // reduce.h), which is no odr-use.
        let constant = self.constant_context > 0 && self.p.types.cv(self.p.vars[v].ty).is_const() && self.p.vars[v].init.is_some();
        if !local || v.index() >= l.first_var || self.unevaluated > 0 || constant {
            return self.var_ref(v, span);
        }
        let name = self.p.vars[v].name;
        match self.capture(CaptureSource::Var(v), name, None, span) {
            Some((r, i)) => self.field_use(r, i, span),
            None => self.error_expr(span),
        }
    }

    /// A use of field `i` of record `r` by its bare name: the capture of an enclosing lambda
    /// is captured again by the lambdas inside it.
    pub fn field_use(&mut self, r: RecordId, i: u32, span: Span) -> ExprId {
        let level = self.lambdas.iter().position(|l| l.record == r);
        match level {
            Some(k) if k + 1 < self.lambdas.len() => {
                let name = self.p.records[r].fields[i as usize].name;
                match self.capture(CaptureSource::Field(r, i), name, None, span) {
                    Some((r2, i2)) => self.implicit_member_of(r2, i2, span),
                    None => self.error_expr(span),
                }
            }
            _ => self.implicit_member_of(r, i, span),
        }
    }

    /// Adds a capture to the innermost lambda (or finds it); `by_ref` forces the kind of an
    /// explicit capture. Returns the closure and the field index.
    pub(super) fn capture(&mut self, src: CaptureSource, name: Name, by_ref: Option<bool>, span: Span) -> Option<(RecordId, u32)> {
        let top = self.lambdas.len().checked_sub(1)?;
        let r = self.lambdas[top].record;
        // An element of a function parameter pack shares the pack's name with its siblings:
        // found by variable, and never by name (the name still means the pack).
        let pack_elem = matches!(src, CaptureSource::Var(v) if self.is_pack_element(v));
        let same = match src {
            CaptureSource::Var(v) => self.lambdas[top].captures.iter().position(|c| matches!(c.0, CaptureSource::Var(w) if w == v)),
            _ => None,
        };
        let same = same.or_else(|| match src {
            // In a generic lambda's instantiated body: the field captured where it appeared.
            CaptureSource::Var(v) if pack_elem => self.closure_packs.get(&r)?.iter().flat_map(|p| p.2.iter()).find(|e| e.0 == v).map(|e| e.1 as usize),
            _ => None,
        });
        let by_name = if pack_elem { None } else { self.p.records[r].fields.iter().position(|f| f.name == name) };
        if let Some(i) = same.or(by_name) {
            return Some((r, i as u32));
        }
        let by_ref = match (by_ref, self.lambdas[top].default) {
            (Some(b), _) => b,
            (None, Some(ast::CaptureDefault::Ref)) => true,
            (None, Some(ast::CaptureDefault::Copy)) => false,
            (None, None) => {
                let n = self.text(name).to_string();
                self.err(
                    Diagnostic::error(diags::UNDECLARED, span, format!("variable `{n}` is not captured by this lambda"))
                        .with_label("used inside the lambda")
                        .with_note(format!("capture it: `[{n}]` by copy or `[&{n}]` by reference, or write `[=]` or `[&]`")),
                );
                return None;
            }
        };
        let src_ty = match src {
            CaptureSource::Var(v) => self.p.types.non_ref(self.p.vars[v].ty),
            CaptureSource::Field(fr, fi) => self.p.types.non_ref(self.p.records[fr].fields[fi as usize].ty),
            CaptureSource::This { .. } => return None,
            CaptureSource::Init(e) => {
                let t = self.p.types.non_ref(self.p.expr(e).ty);
                if by_ref {
                    t
                } else {
                    self.decayed(t)
                }
            }
        };
        if !by_ref && !matches!(src, CaptureSource::Init(_)) && !self.copyable_array(src_ty) {
            let n = self.text(name).to_string();
            self.err(
                Diagnostic::error(diags::UNSUPPORTED, span, format!("capturing the array `{n}` by copy is not supported yet"))
                    .with_label("captured by copy here")
                    .with_note(format!("arrays of known bound up to 4096 elements are copied; capture `{n}` by reference (`[&{n}]`), or a pointer: `[p = {n}]`")),
            );
            return None;
        }
        let ty = if by_ref { self.p.types.lref(src_ty) } else { src_ty };
        let i = self.p.records[r].fields.len() as u32;
        self.p.records[r].fields.push(Field { name, ty, span });
        if !pack_elem {
            self.rec_names.entry(r).or_default().entry(name).or_default().push(Entity::Field(r, i));
        }
        self.lambdas[top].captures.push((src, by_ref));
        Some((r, i))
    }

    /// True for a parameter of a function parameter pack (`Ts... args`).
    fn is_pack_element(&self, v: VarId) -> bool {
        self.fn_param_packs.iter().any(|&(f, _, s, c)| self.p.fns[f].params.get(s..s + c).is_some_and(|ps| ps.contains(&v)))
    }

    /// `this->field` inside the closure's `operator()`.
    fn implicit_member_of(&mut self, r: RecordId, i: u32, span: Span) -> ExprId {
        self.implicit_member(r, i, span)
    }

    /// Checks a lambda expression; the closure object.
    pub fn check_lambda(&mut self, l: &'a ast::Lambda, span: Span) -> ExprId {
        let tu: &'a ast::TranslationUnit = self.tu;
        if self.lambda_type_params(l).is_none() {
            self.err(
                Diagnostic::error(diags::UNSUPPORTED, span, "lambdas with non-type, template or pack template parameters are not supported yet")
                    .with_label("not supported by circlec's frontend")
                    .with_note("use type parameters (`[]<class T>(T x) {...}`) or `auto` parameters, and `decltype(x)` where the type is needed"),
            );
            return self.error_expr(span);
        }
        let generic = !l.template_params.is_empty()
            || l.params.iter().any(|&p| matches!(&tu.decl(p).kind, ast::DeclKind::Param(pd) if self.is_placeholder(pd.ty)));
        let scope = self.decl_scope();
        let r = self.p.records.alloc(RecordDecl::declared(None, scope, RecordKind::Class, Vec::new(), span));
        self.p.lambda_contexts.insert(r, self.fcx.func);
        // Explicit captures, evaluated here.
        let first_var = self.p.vars.len();
        self.lambdas.push(LambdaCtx { record: r, first_var, default: l.default_capture, captures: Vec::new() });
        let mut explicit: Vec<(CaptureSource, Name, bool, Span)> = Vec::new();
        let mut pending: Vec<(Option<Name>, bool, Option<ast::ExprId>, Span, Name)> = Vec::new();
        let mut pending_packs: Vec<(Name, bool, Span)> = Vec::new();
        for c in &l.captures {
            match &c.kind {
                ast::CaptureKind::This | ast::CaptureKind::StarThis => {
                    let star = matches!(c.kind, ast::CaptureKind::StarThis);
                    if !self.capture_this(star, c.span) {
                        self.lambdas.pop();
                        return self.error_expr(span);
                    }
                }
                ast::CaptureKind::Copy(n) => pending.push((Some(*n), false, None, c.span, *n)),
                ast::CaptureKind::Ref(n) => pending.push((Some(*n), true, None, c.span, *n)),
                ast::CaptureKind::Init { name, by_ref, init } => pending.push((None, *by_ref, Some(*init), c.span, *name)),
                ast::CaptureKind::Pack { name, by_ref } => pending_packs.push((*name, *by_ref, c.span)),
            }
        }
        // Resolve the explicit captures in the enclosing context (outside this lambda).
        let this_lambda = self.lambdas.pop();
        for (lookup, by_ref, init, cspan, name) in pending {
            let src = match (lookup, init) {
                (_, Some(e)) => {
                    let h = self.check_expr(e);
                    CaptureSource::Init(h)
                }
                (Some(n), None) => match self.lookup(n).first().copied() {
                    Some(Entity::Var(v)) if matches!(self.p.vars[v].storage, Storage::Local | Storage::Param) => {
                        // Inside an enclosing lambda, the variable may need capturing there first.
                        if !self.lambdas.is_empty() && (v.index()) < self.lambdas.last().map_or(0, |x| x.first_var) {
                            let h = self.var_use(v, cspan);
                            CaptureSource::Init(h)
                        } else {
                            CaptureSource::Var(v)
                        }
                    }
                    Some(Entity::Field(fr, fi)) if self.lambdas.iter().any(|x| x.record == fr) => CaptureSource::Field(fr, fi),
                    _ => {
                        let t = self.text(n).to_string();
                        self.err(
                            Diagnostic::error(diags::UNDECLARED, cspan, format!("cannot capture `{t}`: it is not a local variable"))
                                .with_label("only local variables and parameters are captured")
                                .with_note("variables with static storage are used directly, without capturing"),
                        );
                        continue;
                    }
                },
                (None, None) => continue,
            };
            explicit.push((src, name, by_ref, cspan));
        }
        // `[args...]`, `[&args...]`: each element of a function parameter pack.
        for (n, by_ref, cspan) in pending_packs {
            let vars = match self.lookup(n).first().copied() {
                Some(Entity::Pack(i)) => match self.packs.get(i as usize) {
                    Some(super::variadic::PackEnt::Vars(vs)) => Some(vs.clone()),
                    _ => None,
                },
                _ => None,
            };
            let Some(vars) = vars else {
                let t = self.text(n).to_string();
                self.err(
                    Diagnostic::error(diags::UNDECLARED, cspan, format!("cannot capture `{t}...`: it is not a function parameter pack"))
                        .with_label("`...` captures each element of a function parameter pack")
                        .with_note(format!("capture `{t}` without `...`, or name a parameter declared `Ts... {t}`")),
                );
                continue;
            };
            // Inside an enclosing lambda, the closure object's `var_use` captures them there.
            for v in vars {
                explicit.push((CaptureSource::Var(v), n, by_ref, cspan));
            }
        }
        if let Some(t) = this_lambda {
            self.lambdas.push(t);
        }
        for (src, name, by_ref, cspan) in explicit {
            self.capture(src, name, Some(by_ref), cspan);
        }
        if generic {
            // The call operator is instantiated per call; the captures are fixed now: under a
            // capture default, every enclosing local named in the body.
            if l.default_capture.is_some() {
                self.capture_named_in_body(l, span);
            }
            let enclosing = self.enclosing_kinds();
            self.generic_lambdas.push((r, l, enclosing, Vec::new()));
            let ctx = self.lambdas.pop();
            return self.finish_closure(r, ctx, span);
        }
        // `operator()`.
        let mut params = Vec::new();
        let mut ptys = Vec::new();
        for &pd in &l.params {
            let d = tu.decl(pd);
            let ast::DeclKind::Param(p) = &d.kind else { continue };
            let t = self.resolve_type(p.ty);
            if self.p.types.is_void(t) && p.name.is_none() && l.params.len() == 1 {
                break;
            }
            let t = self.adjust_param_type(t);
            let name = p.name.unwrap_or_else(|| self.names.intern(""));
            let v = self.p.vars.alloc(VarDecl::param(name, t, d.span));
            params.push(v);
            ptys.push(t);
        }
        let ret = match l.ret {
            Some(t) if !self.is_placeholder(t) => Some(self.resolve_type(t)),
            _ => None,
        };
        let fty = self.p.types.function(ret.unwrap_or(builtin::VOID), ptys, l.variadic);
        let cuda = CudaTags {
            global: false,
            device: l.spec.flags.has(ast::SpecFlags::DEVICE),
            host: l.spec.flags.has(ast::SpecFlags::HOST),
        };
        let call = self.names.intern("operator()");
        let op = self.p.fns.alloc(FnDecl {
            name: call,
            scope: Scope { namespace: None, record: Some(r) },
            ty: fty,
            ret: ret.unwrap_or(builtin::VOID),
            params,
            cuda,
            inline: Inline::InClass,
            forceinline: false,
            noinline: false,
            linkage: Linkage::Cxx,
            constexpr: false,
            launch_bounds: None,
            device_runtime: false,
            method: Some(Method { record: r, is_const: !l.mutable, is_static: false, ref_qual: RefQualifier::None }),
            template_args: Vec::new(),
            body: None,
            span,
        });
        self.p.records[r].methods.push(op);
        self.rec_names.entry(r).or_default().entry(call).or_default().push(Entity::Fn(op));
        if ret.is_none() {
            self.auto_ret.insert(op);
        }
        // The body, with the enclosing scopes visible.
        self.push_scope(ScopeKind::Record(r));
        let saved_loops = (self.fcx.loop_depth, self.fcx.switch_depth);
        self.check_fn_body(op, l.body);
        self.fcx.loop_depth = saved_loops.0;
        self.fcx.switch_depth = saved_loops.1;
        self.pop_scope();
        let ctx = self.lambdas.pop();
        let closure = self.finish_closure(r, ctx, span);
        if l.captures.is_empty() && l.default_capture.is_none() {
            self.add_function_pointer_conversion(r, op, span);
        }
        closure
    }

    /// Lays the closure out and builds the closure object in the enclosing context.
    fn finish_closure(&mut self, r: RecordId, ctx: Option<LambdaCtx>, span: Span) -> ExprId {
        let closure_ty = self.p.types.record(r);
        // The layout, now that every capture is known.
        let mut field_layout = Vec::new();
        for f in &self.p.records[r].fields {
            let sa = if self.p.types.is_reference(f.ty) { Some((8, 8)) } else { self.size_align_of(f.ty) };
            field_layout.push(sa.unwrap_or((1, 1)));
        }
        self.p.records[r].layout = Some(super::layout::layout_record(&field_layout, false, None));
        // The closure object, its fields initialized in the enclosing context.
        let mut elems = Vec::new();
        let caps = ctx.map(|c| c.captures).unwrap_or_default();
        for (i, (src, by_ref)) in caps.iter().enumerate() {
            let fty = self.p.records[r].fields[i].ty;
            let e = match *src {
                CaptureSource::Var(v) => self.var_use(v, span),
                CaptureSource::Field(fr, fi) => self.field_use(fr, fi, span),
                CaptureSource::Init(h) => h,
                CaptureSource::This { star } => {
                    let this = self.check_this(span);
                    if star {
                        let rt = self.p.types.pointee(self.p.expr(this).ty).unwrap_or(builtin::ERROR);
                        self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: this }, rt, ValueCat::LValue, span)
                    } else {
                        this
                    }
                }
            };
            let e = if *by_ref {
                e
            } else if self.p.types.is_array(fty) {
                self.copy_array(e, fty, span)
            } else {
                self.convert(e, fty, "a lambda capture")
            };
            elems.push(e);
        }
        let len = elems.len() as u64;
        self.mk(ExprKind::InitList { elems, len }, closure_ty, ValueCat::PrValue, span)
    }

    /// True for a type a capture can copy: not an array, or an array of known bound (at most
    /// 4096 elements in all) of copyable elements.
    fn copyable_array(&self, t: TypeId) -> bool {
        match self.p.types.array_elem(t) {
            None => true,
            Some((e, Some(n))) if n <= 4096 => self.copyable_array(e) && self.p.types.array_elem(e).map_or(true, |(_, m)| m.unwrap_or(0) * n <= 4096),
            Some(_) => false,
        }
    }

    /// A copy of the array lvalue `src` of type `ty`, element by element (a braced list of
    /// copies), for an array captured by copy.
    fn copy_array(&mut self, src: ExprId, ty: TypeId, span: Span) -> ExprId {
        let Some((elem, Some(n))) = self.p.types.array_elem(ty) else { return self.error_expr(span) };
        let ep = self.p.types.pointer(elem);
        let mut elems = Vec::new();
        for k in 0..n {
            let decayed = self.mk(ExprKind::ImplicitCast { kind: CastKind::ArrayToPointer, operand: src }, ep, ValueCat::PrValue, span);
            let idx = self.mk(ExprKind::IntLit(k as i128), builtin::LONG, ValueCat::PrValue, span);
            let at = self.mk(ExprKind::Index { base: decayed, index: idx }, elem, ValueCat::LValue, span);
            let e = if self.p.types.is_array(elem) { self.copy_array(at, elem, span) } else { self.convert(at, elem, "a lambda capture") };
            elems.push(e);
        }
        self.mk(ExprKind::InitList { elems, len: n }, ty, ValueCat::PrValue, span)
    }
}
