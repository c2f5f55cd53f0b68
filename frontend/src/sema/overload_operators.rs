//! Overloaded operators: an operator expression with an operand of class type looks up
//! `operator@` as a member of the left operand's class and as a non-member (in the enclosing
//! scopes and in the class's namespace), ranks member and non-member candidates together (the
//! implicit object is the first operand, matched exactly, and a const object excludes non-const
//! members, `&&` members take only rvalue objects), and calls the best. Covers binary, compound assignment and assignment, unary and
//! increment (`x++` passes an `int` 0), `[]` and `()`. When no `operator@` is declared the
//! built-in rules apply (and report bad operands).

use crate::diag::Diagnostic;
use crate::source::Span;

use super::conversions::{Key, Rank};
use super::ctx::{Checker, Entity};
use super::diags;
use super::functions::ref_qualifier;
use super::hir::*;
use super::object_param::{object_binding, ObjectQuals};
use super::types::{builtin, TypeId};

impl Checker<'_> {
    /// Resolves `operator<spelling>` for `operands` (the first is the object for members);
    /// `None` when no operand is a class or no such operator is declared. `members_only` for
    /// `[]`, `()` and `=`, which only members may overload.
    pub(super) fn user_operator(&mut self, spelling: &str, operands: &[ExprId], members_only: bool, span: Span) -> Option<ExprId> {
        // Operators are overloadable for classes and enumerations (`std::byte`'s `|`).
        let is_class = |c: &Self, e: ExprId| {
            let t = c.p.types.unqual(c.p.types.non_ref(c.p.expr(e).ty));
            c.p.types.record_of(t).is_some() || c.p.types.is_enum(t)
        };
        if !operands.iter().any(|&e| is_class(self, e)) {
            return None;
        }
        if operands.iter().any(|&a| self.p.types.is_error(self.p.expr(a).ty)) {
            return Some(self.error_expr(span));
        }
        let name_text = format!("operator{spelling}");
        let name = self.names.intern(&name_text);
        let mut cands: Vec<FnId> = Vec::new();
        // Operator templates, deduced from the operands: (template, arguments, is a member).
        let mut tcands: Vec<(usize, Vec<TemplateArg>, bool)> = Vec::new();
        let first_ty = self.p.types.non_ref(self.p.expr(operands[0]).ty);
        let (obj_const, obj_cat) = (self.p.types.cv(first_ty).is_const(), self.p.expr(operands[0]).cat);
        if let Some(r) = self.p.types.record_of(first_ty) {
            for e in self.lookup_in(Entity::Type(first_ty), name) {
                if let Entity::Fn(f) = e {
                    if self.p.fns[f].method.is_some_and(|m| (m.record == r || self.is_base_of(m.record, r)) && !m.is_static) && !cands.contains(&f) {
                        cands.push(f);
                    }
                }
                if let Entity::Template(t) = e {
                    if self.is_member_template(t) && !tcands.iter().any(|c| c.0 == t) {
                        if let Some(targs) = self.deduce(t, None, &operands[1..], span) {
                            tcands.push((t, targs, true));
                        }
                    }
                }
            }
        }
        if !members_only {
            let mut found: Vec<Entity> = self.lookup(name).into_iter().collect();
            // Argument-dependent lookup: the operands' associated namespaces (`calls.rs`).
            let mut spaces: Vec<Option<NamespaceId>> = Vec::new();
            for &o in operands {
                let t = self.p.types.non_ref(self.p.expr(o).ty);
                if self.p.types.pointee(self.p.types.unqual(t)).is_none() {
                    self.associated_namespaces(t, &mut spaces, 0);
                }
            }
            for ns in spaces {
                // The global namespace too: a member `operator<<` found first by ordinary
                // lookup must not hide the global non-member ones.
                let ents: Vec<Entity> = match ns {
                    Some(ns) => self.lookup_in(Entity::Namespace(ns), name).into_iter().collect(),
                    None => self.ns_names.get(&None).and_then(|m| m.get(&name)).cloned().unwrap_or_default(),
                };
                for e in ents {
                    if !found.contains(&e) {
                        found.push(e);
                    }
                }
            }
            for e in found {
                if let Entity::Fn(f) = e {
                    if self.p.fns[f].method.is_none() && !cands.contains(&f) {
                        cands.push(f);
                    }
                }
                if let Entity::Template(t) = e {
                    if !self.is_member_template(t) && !tcands.iter().any(|c| c.0 == t) {
                        if let Some(targs) = self.deduce(t, None, operands, span) {
                            tcands.push((t, targs, false));
                        }
                    }
                }
            }
        }
        // The best operator template (by its substituted signature) becomes a candidate unless
        // a non-template is at least as good; instantiating checks its body, so only a template
        // that can win is instantiated. Non-templates win ties (below).
        let mut from_template: Vec<FnId> = Vec::new();
        if !tcands.is_empty() {
            let Ok(chosen) = self.best_operator_template(&tcands, operands, &cands, first_ty, span) else {
                return Some(self.error_expr(span));
            };
            if let Some((t, targs)) = chosen {
                if let Some(f) = self.instantiate(t, targs, span) {
                    if !cands.contains(&f) {
                        cands.push(f);
                        from_template.push(f);
                    }
                }
            }
        }
        // `operator=(const S&) = default` is the built-in member-wise assignment.
        cands.retain(|f| !self.classes.defaulted.contains(f));
        if cands.is_empty() {
            return None;
        }
        // A class whose only `operator=`s take other types still has the implicit copy
        // assignment (`struct S { void operator=(const void*); }`, then `s = other_s`).
        if spelling == "=" {
            if let Some(r) = self.p.types.record_of(self.p.types.unqual(first_ty)) {
                let rhs = self.p.types.unqual(self.p.types.non_ref(self.p.expr(operands[1]).ty));
                if self.p.types.record_of(rhs) == Some(r) && !cands.iter().any(|&f| self.copy_or_move_param(f, r)) {
                    return None;
                }
            }
        }
        // Rank each candidate: per operand (rank, adds cv), or why it does not apply.
        let mut viable: Vec<(FnId, Vec<Key>)> = Vec::new();
        let mut rejected: Vec<(FnId, String)> = Vec::new();
        for &f in &cands {
            let fd = &self.p.fns[f];
            let member = fd.method.is_some();
            let method = fd.method;
            // The member function's cv-qualifiers (`const volatile` of `T operator++() const volatile`).
            let mcv = self.p.types.fn_quals(fd.ty).cv;
            let params: Vec<TypeId> = self.p.types.fn_sig(fd.ty).map(|s| s.1.to_vec()).unwrap_or_default();
            let args = if member { &operands[1..] } else { operands };
            if params.len() != args.len() {
                rejected.push((f, format!("takes {} operand(s)", params.len() + usize::from(member))));
                continue;
            }
            let mut ranks = Vec::new();
            if let Some(m) = method {
                if self.p.types.cv(first_ty).is_volatile() && !mcv.is_volatile() {
                    rejected.push((f, "the object is volatile but the member function is not".into()));
                    continue;
                }
                // The implicit object parameter binds like a reference: `const V&` to a
                // non-const `V` adds a qualifier, so `T& operator[](int)` beats its `const`
                // overload for a non-const object ([over.ics.rank]/3.2.6); `&&` takes rvalues.
                match object_binding(m.into(), obj_const, obj_cat) {
                    // A plain object prefers the member function without `volatile`.
                    Ok(k) => {
                        let (r, t, l, b, d, added) = self.inherited_object(k, m.record, first_ty);
                        ranks.push((r, t, l, b, d, added + u8::from(mcv.is_volatile() && !self.p.types.cv(first_ty).is_volatile())))
                    }
                    Err(why) => {
                        rejected.push((f, why.describe().into()));
                        continue;
                    }
                }
            }
            let mut bad = None;
            for (i, (&a, &pt)) in args.iter().zip(&params).enumerate() {
                match self.arg_conv(a, pt) {
                    Some(c) => ranks.push(c.key()),
                    None => {
                        let (x, y) = (self.type_name(self.p.expr(a).ty), self.type_name(pt));
                        bad = Some(format!("operand {}: no conversion from `{x}` to `{y}`", i + 1 + usize::from(member)));
                        break;
                    }
                }
            }
            match bad {
                Some(why) => rejected.push((f, why)),
                None => viable.push((f, ranks)),
            }
        }
        let tys: Vec<String> = operands.iter().map(|&a| self.type_name(self.p.expr(a).ty)).collect();
        // Operands of enumeration (not class) type also have the built-in operators.
        let any_class = operands.iter().any(|&e| self.p.types.record_of(self.p.types.unqual(self.p.types.non_ref(self.p.expr(e).ty))).is_some());
        // Two operands of one enumeration have the built-in comparison `bool operator==(E, E)`
        // ([over.built]/16), an exact match and no template: only a non-template user
        // operator matching as exactly stays a candidate; otherwise the built-in is used.
        if !any_class && is_comparison(spelling) && operands.len() == 2 {
            let (a, b) = (operands[0], operands[1]);
            let (ta, tb) = (self.p.types.unqual(self.p.types.non_ref(self.p.expr(a).ty)), self.p.types.unqual(self.p.types.non_ref(self.p.expr(b).ty)));
            if ta == tb && self.p.types.is_enum(ta) {
                // Nothing ranks above an exact match: a template ties and loses to it.
                viable.retain(|(f, keys)| keys.iter().all(|k| k.0 <= super::conversions::Rank::Exact) && !from_template.contains(f));
            }
        }
        // With no class operand the built-in operator over the promoted operands is a
        // candidate with standard conversions only: it beats every user operator that needs a
        // user-defined conversion (`i < frag.num_elements` against `operator<(__half, __half)`).
        if !any_class {
            viable.retain(|(_, keys)| keys.iter().all(|k| k.0 <= super::conversions::Rank::Conversion));
        }
        if viable.is_empty() && !any_class {
            return None;
        }
        // No operator function takes the operands, but each class operand converts to a
        // non-class type: the built-in operator is the candidate ([over.built]; libcu++'s
        // `__scope == scope_cta`, two `integral_constant<dot_scope, S>` compared through their
        // `operator value_type()`, while ADL found only `cuda::std`'s operator templates).
        if viable.is_empty() && operands.iter().all(|&o| !self.p.types.is_record(self.p.types.non_ref(self.p.expr(o).ty)) || self.has_conversion_fn(o)) {
            return None;
        }
        if viable.is_empty() {
            let mut d = Diagnostic::error(diags::NO_MATCHING_CALL, span, format!("no matching `{name_text}` for operands of types ({})", tys.join(", ")))
                .with_label("no candidate accepts these operands");
            for (f, why) in rejected {
                let text = self.describe_fn(f);
                d = d.with_secondary(self.p.fns[f].span, format!("candidate `{text}`: {why}"));
            }
            self.err(d);
            return Some(self.error_expr(span));
        }
        // A non-template beats a template instance that converts the operands as well.
        let better = |a: &(FnId, Vec<Key>), b: &(FnId, Vec<Key>)| {
            let (x, y) = (&a.1, &b.1);
            x.iter().zip(y).all(|(p, q)| p <= q)
                && (x.iter().zip(y).any(|(p, q)| p < q) || (from_template.contains(&b.0) && !from_template.contains(&a.0)))
        };
        let mut best = 0;
        for i in 1..viable.len() {
            if better(&viable[i], &viable[best]) {
                best = i;
            }
        }
        let ambiguous: Vec<usize> = (0..viable.len()).filter(|&i| i != best && !better(&viable[best], &viable[i])).collect();
        if !ambiguous.is_empty() {
            let mut d = Diagnostic::error(diags::AMBIGUOUS_CALL, span, format!("use of `{name_text}` is ambiguous for operands of types ({})", tys.join(", ")))
                .with_label("more than one candidate matches equally well")
                .with_note("convert an operand explicitly so that one candidate matches better");
            for i in std::iter::once(best).chain(ambiguous) {
                let f = viable[i].0;
                let text = self.describe_fn(f);
                d = d.with_secondary(self.p.fns[f].span, format!("candidate `{text}`"));
            }
            self.err(d);
            return Some(self.error_expr(span));
        }
        let f = viable[best].0;
        self.check_not_deleted(f, span);
        if let Some(m) = self.p.fns[f].method {
            let obj = self.to_base(operands[0], m.record);
            let ot = self.p.expr(obj).ty;
            let pt = self.p.types.pointer(self.p.types.non_ref(ot));
            let this_arg = self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: obj }, pt, ValueCat::PrValue, span);
            Some(self.finish_call(f, Some(this_arg), operands[1..].to_vec(), &name_text, span))
        } else {
            Some(self.finish_call(f, None, operands.to_vec(), &name_text, span))
        }
    }

    /// The pointer `x->m` dereferences: `x` itself, or for a class object the result of its
    /// `operator->()` (applied until a pointer comes out, at most 16 times).
    pub(super) fn arrow_operand(&mut self, x: ExprId, span: Span) -> ExprId {
        let mut x = x;
        for _ in 0..16 {
            if !self.p.types.is_record(self.p.types.non_ref(self.p.expr(x).ty)) {
                return x;
            }
            match self.user_operator("->", &[x], true, span) {
                Some(next) => x = next,
                None => return x,
            }
        }
        x
    }

    /// `name type` of a function, for candidate lists.
    /// Whether template `t` was declared in a class.
    fn is_member_template(&self, t: usize) -> bool {
        self.templates[t].friend_of.is_none() && matches!(self.templates[t].enclosing.last(), Some(super::ctx::ScopeKind::Record(_)))
    }

    /// Of the deduced operator templates, the one to instantiate: the best by operand
    /// conversions (then the more specialized), among those whose signature substitutes and
    /// whose constness suits the object; `None` when none is viable or two tie.
    fn best_operator_template(&mut self, tcands: &[(usize, Vec<TemplateArg>, bool)], operands: &[ExprId], plain: &[FnId], first_ty: TypeId, span: Span) -> Result<Option<(usize, Vec<TemplateArg>)>, ()> {
        let tu = self.tu;
        let (obj_const, obj_cat) = (self.p.types.cv(first_ty).is_const(), self.p.expr(operands[0]).cat);
        let mut viable: Vec<(usize, Vec<TemplateArg>, Vec<Key>)> = Vec::new();
        for (t, targs, member) in tcands {
            let Some((params, _)) = self.template_signature(*t, targs) else { continue };
            let args = if *member { &operands[1..] } else { operands };
            if params.len() != args.len() {
                continue;
            }
            let mut ranks = Vec::new();
            if *member {
                let q = match &tu.decl(self.templates[*t].decl).kind {
                    crate::ast::DeclKind::Template(td) => match &tu.decl(td.inner).kind {
                        crate::ast::DeclKind::Function(f) => ObjectQuals { is_const: f.sig.cv.has(crate::ast::Cv::CONST), ref_qual: ref_qualifier(f.sig.ref_qual) },
                        _ => ObjectQuals { is_const: false, ref_qual: RefQualifier::None },
                    },
                    _ => ObjectQuals { is_const: false, ref_qual: RefQualifier::None },
                };
                match object_binding(q, obj_const, obj_cat) {
                    Ok(k) => ranks.push(k),
                    Err(_) => continue,
                }
            }
            let mut ok = true;
            for (&a, &pt) in args.iter().zip(&params) {
                match self.arg_conv(a, pt) {
                    Some(c) => ranks.push(c.key()),
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if ok {
                viable.push((*t, targs.clone(), ranks));
            }
        }
        let n = viable.len();
        let nargs = operands.len();
        let mut ge = vec![vec![false; n]; n];
        for i in 0..n {
            for j in 0..n {
                if i != j && viable[i].2 == viable[j].2 {
                    let (a, aa, b, ba) = (viable[i].0, viable[i].1.clone(), viable[j].0, viable[j].1.clone());
                    ge[i][j] = self.fn_template_at_least_as_specialized(a, &aa, b, &ba, nargs);
                }
            }
        }
        let better = |i: usize, j: usize| {
            let (x, y) = (&viable[i].2, &viable[j].2);
            x.iter().zip(y).all(|(p, q)| p <= q) && (x.iter().zip(y).any(|(p, q)| p < q) || (ge[i][j] && !ge[j][i]))
        };
        let mut best = 0;
        for i in 1..n {
            if better(i, best) {
                best = i;
            }
        }
        if n == 0 {
            return Ok(None);
        }
        // A non-template that converts the operands no worse wins: the template is not
        // instantiated (its body might not even compile for these arguments). It also settles
        // a tie of two templates (`cout << 42`: the member `operator<<(int)` over the
        // non-member templates taking `char` and `signed char`).
        let tie = (0..n).find(|&j| j != best && !better(best, j));
        let best_ranks = viable[best].2.clone();
        let tied_ranks = tie.map(|j| viable[j].2.clone());
        if self.plain_no_worse(plain, operands, obj_const, obj_cat, &best_ranks) && tied_ranks.as_ref().is_none_or(|r| self.plain_no_worse(plain, operands, obj_const, obj_cat, r)) {
            return Ok(None);
        }
        if let Some(j) = tie {
            let name = self.text(self.templates[viable[best].0].name).to_string();
            let (a, b) = (self.templates[viable[best].0].span, self.templates[viable[j].0].span);
            self.err(
                Diagnostic::error(diags::AMBIGUOUS_CALL, span, format!("use of `{name}` is ambiguous"))
                    .with_label("two operator templates match equally well")
                    .with_secondary(a, "candidate template")
                    .with_secondary(b, "candidate template")
                    .with_note("convert an operand explicitly so that one candidate matches better"),
            );
            return Err(());
        }
        Ok(Some((viable[best].0, viable[best].1.clone())))
    }

    /// The implicit object parameter's binding `key` for a member of class `member_of` called
    /// on an object of type `obj`: a derived-to-base conversion when the member is inherited
    /// ([over.match.funcs]/5), so that `oss << "x"` prefers the non-member
    /// `operator<<(ostream&, const char*)` (a derived-to-base binding and an exact match) to the
    /// inherited member `operator<<(bool)`.
    fn inherited_object(&mut self, key: Key, member_of: RecordId, obj: TypeId) -> Key {
        let obj = self.p.types.unqual(self.p.types.non_ref(obj));
        if self.p.types.record_of(obj).is_none_or(|r| r == member_of) {
            return key;
        }
        let base = self.p.types.record(member_of);
        let to = self.p.types.lref(base);
        let steps = self.base_steps(obj, to);
        (Rank::Conversion.max(key.0), key.1, key.2, key.3, steps, key.5)
    }

    /// Whether one of the non-template candidates `plain` converts `operands` no worse than
    /// a template whose conversions rank `tranks`.
    fn plain_no_worse(&mut self, plain: &[FnId], operands: &[ExprId], obj_const: bool, obj_cat: ValueCat, tranks: &[Key]) -> bool {
        for &f in plain {
            let fd = &self.p.fns[f];
            let member = fd.method.is_some();
            let params: Vec<TypeId> = self.p.types.fn_sig(fd.ty).map(|s| s.1.to_vec()).unwrap_or_default();
            let args = if member { &operands[1..] } else { operands };
            if params.len() != args.len() || fd.method.is_some_and(|m| object_binding(m.into(), obj_const, obj_cat).is_err()) {
                continue;
            }
            let record = fd.method.map(|m| m.record);
            let mut ranks = match record {
                Some(r) => vec![self.inherited_object((Rank::Exact, 0, false, false, 0, 0), r, self.p.types.non_ref(self.p.expr(operands[0]).ty))],
                None => Vec::new(),
            };
            for (&a, &pt) in args.iter().zip(&params) {
                match self.arg_conv(a, pt) {
                    Some(c) => ranks.push(c.key()),
                    None => break,
                }
            }
            if ranks.len() == tranks.len() && ranks.iter().zip(tranks).all(|(p, q)| p <= q) {
                return true;
            }
        }
        false
    }

    fn describe_fn(&mut self, f: FnId) -> String {
        let (name, ty) = (self.p.fns[f].name, self.p.fns[f].ty);
        format!("{} {}", self.text(name), self.type_name(ty))
    }

    /// The `int` 0 a postfix `operator++(int)` receives.
    pub(super) fn postfix_dummy(&mut self, span: Span) -> ExprId {
        self.mk(ExprKind::IntLit(0), builtin::INT, ValueCat::PrValue, span)
    }
}

/// `==`, `!=`, `<`, `>`, `<=`, `>=`.
fn is_comparison(spelling: &str) -> bool {
    matches!(spelling, "==" | "!=" | "<" | ">" | "<=" | ">=")
}
