//! Calls: direct calls with overload resolution (exact match, promotion and conversion ranks;
//! an ambiguous call lists its candidates), default arguments, variadic argument promotion,
//! member function calls with their implicit object, calls through function pointers, calls
//! of CUDA builtins from the builtin table, function templates (deduced and instantiated in
//! `templates.rs`), and the kernel launch `k<<<grid, block, shmem, stream>>>(args)`.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::builtins::{self, BType, BuiltinId};
use super::conversions::{self, Conv, Rank, Source};
use super::ctx::{Checker, Entity};
use super::diags;
use super::hir::*;
use super::types::{builtin, TypeId};

/// One candidate of overload resolution.
#[derive(Clone, Debug)]
enum Cand {
    Fn(FnId),
    /// A template with its deduced arguments.
    Template(usize, Vec<TemplateArg>),
    Builtin(BuiltinId),
}

impl Checker<'_> {
    fn check_args(&mut self, args: &[ast::ExprId]) -> Vec<ExprId> {
        args.iter()
            .map(|&a| {
                if matches!(self.tu.expr(a).kind, ast::ExprKind::InitList(_)) {
                    let span = self.tu.expr(a).span;
                    self.unsupported(span, "braced lists as call arguments")
                } else {
                    self.check_expr(a)
                }
            })
            .collect()
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
                match found {
                    Some(ents) if ents.iter().all(|e| matches!(e, Entity::Fn(_) | Entity::Template(_))) && !ents.is_empty() => {
                        let argv = self.check_args(args);
                        let name = self.path_text(*path);
                        self.call_overloaded(&ents, explicit.as_deref(), None, argv, &name, cexpr.span, span)
                    }
                    Some(ents) if matches!(ents.first(), Some(Entity::Type(_))) => {
                        let Some(Entity::Type(t)) = ents.first().copied() else { unreachable!() };
                        self.construct_value(t, args, false, span)
                    }
                    None => {
                        let name = self.path_text(*path);
                        if builtins::is_builtin_fn(&name) {
                            let argv = self.check_args(args);
                            let cands: Vec<Entity> = Vec::new();
                            return self.call_builtin(&name, &cands, argv, cexpr.span, span);
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
                    let bp = self.rvalue(b);
                    let bt = self.p.expr(bp).ty;
                    if let Some(pt) = self.p.types.pointee(bt) {
                        if self.p.types.is_record(pt) {
                            obj = self.mk(ExprKind::Unary { op: UnaryOp::Deref, operand: bp }, pt, ValueCat::LValue, cexpr.span);
                        }
                    }
                }
                let ot = self.p.expr(obj).ty;
                let name = self.last_ident(*member);
                if let (Some(_), Some(n)) = (self.p.types.record_of(ot), name) {
                    let ents: Vec<Entity> =
                        self.lookup_in(Entity::Type(ot), n).into_iter().filter(|e| matches!(e, Entity::Fn(_))).collect();
                    if !ents.is_empty() {
                        let argv = self.check_args(args);
                        let nm = self.text(n).to_string();
                        return self.call_overloaded(&ents, None, Some(obj), argv, &nm, cexpr.span, span);
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

    /// A call through an expression: a function lvalue or a function pointer.
    fn call_value(&mut self, f: ExprId, args: Vec<ExprId>, span: Span) -> ExprId {
        let ft = self.p.expr(f).ty;
        if self.p.types.is_error(ft) {
            return self.error_expr(span);
        }
        if let ExprKind::Fn(id) = self.p.expr(f).kind {
            let name = self.text(self.p.fns[id].name).to_string();
            return self.finish_call(id, None, args, &name, span);
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

    fn mk_call(&mut self, callee: Callee, this_arg: Option<ExprId>, args: Vec<ExprId>, ret: TypeId, span: Span) -> ExprId {
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
    fn convert_args(
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
                out.push(self.convert(a, params[i], &format!("argument {} of {what}", i + 1)));
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
    fn variadic_arg(&mut self, a: ExprId) -> ExprId {
        let a = self.rvalue(a);
        let t = self.p.expr(a).ty;
        if t == builtin::FLOAT {
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

    /// The conversion of argument `a` to a parameter of type `to`, for ranking.
    fn arg_conv(&mut self, a: ExprId, to: TypeId) -> Option<Conv> {
        let ex = self.p.expr(a);
        let src = Source { ty: ex.ty, cat: ex.cat, is_null_constant: self.is_null_constant(a) };
        if self.p.types.is_record(ex.ty) || self.p.types.is_record(self.p.types.non_ref(to)) {
            let same = self.p.types.unqual(ex.ty) == self.p.types.unqual(self.p.types.non_ref(to));
            return same.then(|| Conv { steps: Vec::new(), rank: Rank::Exact, binds_lvalue: false, adds_cv: false });
        }
        let enums = &self.p.enums;
        let f = |x: EnumId| (enums[x].underlying, enums[x].scoped);
        conversions::implicit(&mut self.p.types, src, to, &f)
    }

    /// The parameter types, variadic flag and number of trailing defaults of a candidate.
    fn cand_sig(&mut self, c: &Cand) -> Option<(Vec<TypeId>, bool, usize)> {
        match c {
            Cand::Fn(f) => {
                let fd = &self.p.fns[*f];
                let (_, params, variadic) = self.p.types.fn_sig(fd.ty)?;
                let params = params.to_vec();
                let defaults = fd.params.iter().rev().take_while(|&&p| self.p.vars[p].init.is_some()).count();
                Some((params, variadic, defaults))
            }
            Cand::Template(t, targs) => {
                let (params, defaults) = self.template_signature(*t, targs)?;
                Some((params, false, defaults))
            }
            Cand::Builtin(b) => {
                let o = b.overload();
                let params: Vec<TypeId> = o.params.clone().iter().map(|p| self.btype(p)).collect();
                Some((params, false, 0))
            }
        }
    }

    pub fn btype(&mut self, b: &BType) -> TypeId {
        match b {
            BType::Void => builtin::VOID,
            BType::Bool => builtin::BOOL,
            BType::Int(k) => self.p.types.int(*k),
            BType::Float(k) => self.p.types.float(*k),
            BType::Ptr(inner, cv) => {
                let t = self.btype(inner);
                let t = self.p.types.qualified(t, *cv);
                self.p.types.pointer(t)
            }
        }
    }

    /// Ranks every candidate and returns the best, or reports why there is none.
    fn best_candidate(&mut self, cands: Vec<Cand>, args: &[ExprId], name: &str, span: Span) -> Option<Cand> {
        let mut viable: Vec<(Cand, Vec<(Rank, bool)>)> = Vec::new();
        let mut rejected: Vec<(Cand, String)> = Vec::new();
        let mut count_mismatch: Option<String> = None;
        for c in cands {
            let Some((params, variadic, defaults)) = self.cand_sig(&c) else {
                rejected.push((c, "template arguments could not be deduced".into()));
                continue;
            };
            let required = params.len() - defaults.min(params.len());
            if args.len() < required || (args.len() > params.len() && !variadic) {
                let expect = if required == params.len() {
                    format!("{}", params.len())
                } else {
                    format!("{required} to {}", params.len())
                };
                count_mismatch = Some(expect.clone());
                rejected.push((c, format!("takes {expect} argument(s)")));
                continue;
            }
            let mut ranks = Vec::new();
            let mut bad = None;
            for (i, &a) in args.iter().enumerate() {
                if i >= params.len() {
                    ranks.push((Rank::Ellipsis, false));
                    continue;
                }
                match self.arg_conv(a, params[i]) {
                    Some(conv) => ranks.push((conv.rank, conv.adds_cv)),
                    None => {
                        let (x, y) = (self.type_name(self.p.expr(a).ty), self.type_name(params[i]));
                        bad = Some(format!("argument {}: no conversion from `{x}` to `{y}`", i + 1));
                        break;
                    }
                }
            }
            match bad {
                Some(why) => rejected.push((c, why)),
                None => viable.push((c, ranks)),
            }
        }
        if viable.is_empty() {
            let tys: Vec<String> = args.iter().map(|&a| self.type_name(self.p.expr(a).ty)).collect();
            if args.iter().any(|&a| self.p.types.is_error(self.p.expr(a).ty)) {
                return None;
            }
            // One candidate with the wrong number of arguments: say just that.
            if let (1, Some(expect)) = (rejected.len(), &count_mismatch) {
                let (cspan, _) = self.cand_describe(&rejected[0].0);
                let mut d = Diagnostic::error(
                    diags::ARG_COUNT,
                    span,
                    format!("`{name}` expects {expect} argument(s), but {} were given", args.len()),
                )
                .with_label("wrong number of arguments");
                if let Some(s) = cspan {
                    d = d.with_secondary(s, "declared here");
                }
                self.err(d);
                return None;
            }
            let mut d = Diagnostic::error(
                diags::NO_MATCHING_CALL,
                span,
                format!("no matching function for call to `{name}` with argument types ({})", tys.join(", ")),
            )
            .with_label("no candidate accepts these arguments");
            for (c, why) in &rejected {
                let (cspan, text) = self.cand_describe(c);
                match cspan {
                    Some(s) => d = d.with_secondary(s, format!("candidate `{text}`: {why}")),
                    None => d = d.with_note(format!("candidate `{text}`: {why}")),
                }
            }
            self.err(d);
            return None;
        }
        // A candidate is better when no argument converts worse and one converts better; a
        // non-template beats a template otherwise equal.
        let better = |a: &(Cand, Vec<(Rank, bool)>), b: &(Cand, Vec<(Rank, bool)>)| {
            let no_worse = a.1.iter().zip(&b.1).all(|(x, y)| x <= y);
            let some_better = a.1.iter().zip(&b.1).any(|(x, y)| x < y);
            no_worse
                && (some_better || (matches!(b.0, Cand::Template(..)) && !matches!(a.0, Cand::Template(..))))
        };
        let mut best = 0;
        for i in 1..viable.len() {
            if better(&viable[i], &viable[best]) {
                best = i;
            }
        }
        let ambiguous: Vec<usize> = (0..viable.len()).filter(|&i| i != best && !better(&viable[best], &viable[i])).collect();
        if !ambiguous.is_empty() {
            let mut d = Diagnostic::error(diags::AMBIGUOUS_CALL, span, format!("call to `{name}` is ambiguous"))
                .with_label("more than one candidate matches equally well")
                .with_note("add a cast to an argument so that one candidate matches better");
            for i in std::iter::once(best).chain(ambiguous) {
                let (cspan, text) = self.cand_describe(&viable[i].0);
                match cspan {
                    Some(s) => d = d.with_secondary(s, format!("candidate `{text}`")),
                    None => d = d.with_note(format!("candidate `{text}`")),
                }
            }
            self.err(d);
            return None;
        }
        Some(viable.swap_remove(best).0)
    }

    fn cand_describe(&mut self, c: &Cand) -> (Option<Span>, String) {
        match c {
            Cand::Fn(f) => {
                let fd = &self.p.fns[*f];
                let (span, name, ty) = (fd.span, fd.name, fd.ty);
                (Some(span), format!("{} {}", self.text(name), self.type_name(ty)))
            }
            Cand::Template(t, _) => {
                let ti = &self.templates[*t];
                (Some(ti.span), format!("template {}", self.text(ti.name)))
            }
            Cand::Builtin(b) => {
                let o = b.overload();
                let ps: Vec<String> = o.params.clone().iter().map(|p| {
                    let t = self.btype(p);
                    self.type_name(t)
                }).collect();
                let r = self.btype(&o.ret.clone());
                (None, format!("{} {}({})", self.type_name(r), o.function().name, ps.join(", ")))
            }
        }
    }

    /// Resolves and checks a call to a named overload set (functions and templates).
    #[allow(clippy::too_many_arguments)]
    fn call_overloaded(
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
        let cands = self.filter_by_object_constness(cands, object);
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
        // The implicit object.
        let mut this_arg = None;
        if let Some(m) = self.p.fns[f].method {
            if !m.is_static {
                match object {
                    Some(o) => {
                        let ot = self.p.expr(o).ty;
                        if self.p.types.cv(ot).is_const() && !m.is_const {
                            self.err(
                                Diagnostic::error(diags::CONST_ASSIGN, span, format!("cannot call non-const member function `{name}` on a const object"))
                                    .with_label("the object is const")
                                    .with_note("declare the member function `const` if it does not modify the object"),
                            );
                        }
                        let pt = self.p.types.pointer(ot);
                        this_arg = Some(self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: o }, pt, ValueCat::PrValue, span));
                    }
                    None => {
                        let cur = self.fcx.func.and_then(|c| self.p.fns[c].method);
                        match cur {
                            Some(cm) if cm.record == m.record && !cm.is_static => {
                                let rt = self.p.types.record(cm.record);
                                let rt = if cm.is_const { self.p.types.qualified(rt, super::types::Cv::CONST) } else { rt };
                                let pt = self.p.types.pointer(rt);
                                this_arg = Some(self.mk(ExprKind::This, pt, ValueCat::PrValue, span));
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
        if self.p.fns[f].cuda.global {
            self.err(
                Diagnostic::error(diags::KERNEL_CALL, span, format!("kernel `{name}` called like a function"))
                    .with_label("a `__global__` function runs on the device")
                    .with_note(format!("launch it: `{name}<<<grid, block>>>(...)`")),
            );
            return self.error_expr(span);
        }
        self.finish_call(f, this_arg, args, name, span)
    }

    /// The implicit object parameter: a const object calls only const member functions, and a
    /// non-const object prefers the non-const one of a const/non-const pair.
    fn filter_by_object_constness(&self, cands: Vec<Cand>, object: Option<ExprId>) -> Vec<Cand> {
        let obj_const = match object {
            Some(o) => self.p.types.cv(self.p.expr(o).ty).is_const(),
            None => self.fcx.func.and_then(|f| self.p.fns[f].method).is_some_and(|m| m.is_const),
        };
        let is_const = |c: &Cand| match c {
            Cand::Fn(f) => self.p.fns[*f].method.map(|m| m.is_const || m.is_static),
            _ => None,
        };
        let sig = |c: &Cand| match c {
            Cand::Fn(f) => self.p.types.fn_sig(self.p.fns[*f].ty).map(|s| s.1.to_vec()),
            _ => None,
        };
        let keep: Vec<bool> = cands
            .iter()
            .map(|c| match is_const(c) {
                None => true,
                Some(true) => obj_const || !cands.iter().any(|o| is_const(o) == Some(false) && sig(o) == sig(c)),
                Some(false) => !obj_const || !cands.iter().any(|o| is_const(o) == Some(true) && sig(o) == sig(c)),
            })
            .collect();
        cands.into_iter().zip(keep).filter(|(_, k)| *k).map(|(c, _)| c).collect()
    }

    fn finish_call(&mut self, f: FnId, this_arg: Option<ExprId>, args: Vec<ExprId>, name: &str, span: Span) -> ExprId {
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

    /// A call of a CUDA builtin function.
    fn call_builtin(&mut self, name: &str, _: &[Entity], args: Vec<ExprId>, _name_span: Span, span: Span) -> ExprId {
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

    /// `k<<<grid, block, shmem, stream>>>(args)`.
    pub fn check_launch(&mut self, callee: ast::ExprId, config: &[ast::ExprId], args: &[ast::ExprId], span: Span) -> ExprId {
        let cexpr = self.tu.expr(callee);
        let cspan = cexpr.span;
        let ents = match &cexpr.kind {
            ast::ExprKind::Name(path) => self.resolve_path(*path).unwrap_or_default(),
            _ => Vec::new(),
        };
        let name = match &cexpr.kind {
            ast::ExprKind::Name(path) => self.path_text(*path),
            _ => "<expression>".into(),
        };
        let cfg: Vec<ExprId> = config.iter().map(|&c| self.check_expr(c)).collect();
        let argv = self.check_args(args);
        if ents.is_empty() {
            if let ast::ExprKind::Name(_) = cexpr.kind {
                let e = self.check_expr(callee);
                if !self.p.types.is_error(self.p.expr(e).ty) {
                    self.not_kernel(cspan, &name, None);
                }
            } else {
                self.not_kernel(cspan, &name, None);
            }
            return self.error_expr(span);
        }
        if !(2..=4).contains(&cfg.len()) {
            self.err(
                Diagnostic::error(diags::LAUNCH_CONFIG, span, format!("a launch takes 2 to 4 configuration arguments, but {} were given", cfg.len()))
                    .with_label("in `<<<...>>>`")
                    .with_note("write `k<<<grid, block>>>`, `k<<<grid, block, shmem>>>` or `k<<<grid, block, shmem, stream>>>`"),
            );
            return self.error_expr(span);
        }
        let explicit = match &cexpr.kind {
            ast::ExprKind::Name(path) => self.tu.path(*path).last.args.clone(),
            _ => None,
        };
        let mut cands = Vec::new();
        for e in &ents {
            match *e {
                Entity::Fn(f) if explicit.is_none() => cands.push(Cand::Fn(f)),
                Entity::Template(t) => {
                    if let Some(targs) = self.deduce(t, explicit.as_deref(), &argv, cspan) {
                        cands.push(Cand::Template(t, targs));
                    }
                }
                _ => {}
            }
        }
        if cands.is_empty() {
            self.not_kernel(cspan, &name, None);
            return self.error_expr(span);
        }
        if argv.iter().any(|&a| self.p.types.is_error(self.p.expr(a).ty)) {
            return self.error_expr(span);
        }
        let Some(best) = self.best_candidate(cands, &argv, &name, span) else {
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
        if !self.p.fns[f].cuda.global {
            let decl = self.p.fns[f].span;
            self.not_kernel(cspan, &name, Some(decl));
            return self.error_expr(span);
        }
        let grid = self.launch_dim(cfg[0], "grid");
        let block = self.launch_dim(cfg[1], "block");
        let shmem = cfg.get(2).map(|&s| self.launch_int(s));
        let stream = cfg.get(3).map(|&s| self.launch_stream(s));
        let fd = &self.p.fns[f];
        let defaults: Vec<Option<ExprId>> = fd.params.iter().map(|&p| self.p.vars[p].init).collect();
        let Some((_, params, variadic)) = self.p.types.fn_sig(fd.ty).map(|(r, p, v)| (r, p.to_vec(), v)) else {
            return self.error_expr(span);
        };
        let what = format!("kernel `{name}`");
        let Some(args) = self.convert_args(&params, variadic, argv, &defaults, &what, span) else {
            return self.error_expr(span);
        };
        self.mk(
            ExprKind::Launch { kernel: f, grid, block, shmem, stream, args },
            builtin::VOID,
            ValueCat::PrValue,
            span,
        )
    }

    fn not_kernel(&mut self, span: Span, name: &str, decl: Option<Span>) {
        let mut d = Diagnostic::error(diags::LAUNCH_NOT_KERNEL, span, format!("`{name}` is not a `__global__` function"))
            .with_label("only kernels can be launched with `<<<...>>>`")
            .with_note("declare the function `__global__ void`, or call it without `<<<...>>>`");
        if let Some(s) = decl {
            d = d.with_secondary(s, "declared here");
        }
        self.err(d);
    }

    /// A grid or block dimension: `dim3` or an integer (converted to `unsigned int`).
    fn launch_dim(&mut self, e: ExprId, what: &str) -> ExprId {
        let t = self.p.expr(e).ty;
        if self.p.types.is_error(t) {
            return e;
        }
        if let (Some(r), Some(d)) = (self.p.types.record_of(t), self.dim3) {
            if r == d || Some(r) == self.uint3 {
                return e;
            }
        }
        let rt = self.p.expr(e).ty;
        if self.p.types.is_integral(rt) || self.p.types.is_enum(rt) && !self.p.types.enum_of(rt).is_some_and(|x| self.p.enums[x].scoped) {
            return self.convert(e, builtin::UINT, &format!("the {what} dimension of a launch"));
        }
        let shown = self.type_name(rt);
        let span = self.p.expr(e).span;
        self.err(
            Diagnostic::error(diags::LAUNCH_CONFIG, span, format!("the {what} dimension of a launch must be `dim3` or an integer, not `{shown}`"))
                .with_label("invalid launch dimension"),
        );
        self.error_expr(span)
    }

    fn launch_int(&mut self, e: ExprId) -> ExprId {
        let t = self.p.expr(e).ty;
        if !self.p.types.is_error(t) && !self.p.types.is_integral(t) && !self.p.types.is_enum(t) {
            let shown = self.type_name(t);
            let span = self.p.expr(e).span;
            self.err(
                Diagnostic::error(diags::LAUNCH_CONFIG, span, format!("the shared memory size of a launch must be an integer, not `{shown}`"))
                    .with_label("invalid size"),
            );
            return self.error_expr(span);
        }
        self.convert(e, builtin::ULONG, "the shared memory size of a launch")
    }

    fn launch_stream(&mut self, e: ExprId) -> ExprId {
        let e = self.rvalue(e);
        let t = self.p.expr(e).ty;
        if self.p.types.is_error(t) || self.p.types.is_pointer(t) {
            return e;
        }
        if self.is_null_constant(e) {
            let vp = self.p.types.pointer(builtin::VOID);
            return self.convert(e, vp, "the stream of a launch");
        }
        let shown = self.type_name(t);
        let span = self.p.expr(e).span;
        self.err(
            Diagnostic::error(diags::LAUNCH_CONFIG, span, format!("the stream of a launch must be a `cudaStream_t`, not `{shown}`"))
                .with_label("invalid stream")
                .with_note("pass a `cudaStream_t`, or `0` for the default stream"),
        );
        self.error_expr(span)
    }
}
