//! The implicit object parameter of a non-static member function ([over.match.funcs]/4-5): a
//! reference to the class, `const` when the function is, an lvalue reference for `&` or no
//! ref-qualifier and an rvalue reference for `&&`. Whether an object of a given type and value
//! category binds to it, and how well, ranked as an argument's reference binding is: a const
//! object calls only `const` members, `&&` members take only rvalues, `&` members only lvalues
//! (unless `const&`), an rvalue prefers `&&` to `const&` ([over.ics.rank]/3.2.3) and a
//! non-const object prefers the member that adds no `const` (3.2.6).

use super::conversions::{Key, Rank};
use crate::ast;

use super::ctx::{Checker, ScopeKind};
use super::hir::{ExprId, Method, RefQualifier, ValueCat};
use super::overloads::Cand;
use super::types::TypeId;

/// The qualifiers of a member function that its implicit object parameter depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ObjectQuals {
    pub is_const: bool,
    pub ref_qual: RefQualifier,
}

impl From<Method> for ObjectQuals {
    fn from(m: Method) -> ObjectQuals {
        ObjectQuals { is_const: m.is_const, ref_qual: m.ref_qual }
    }
}

/// Why an object cannot be bound to a member function's implicit object parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ObjectMismatch {
    /// A const object and a non-const member function.
    Const,
    /// An lvalue object and a `&&` member function.
    NeedsRValue,
    /// An rvalue object and a non-const `&` member function.
    NeedsLValue,
    /// A volatile object and a member function that is not `volatile`.
    Volatile,
}

impl ObjectMismatch {
    pub(super) fn describe(self) -> &'static str {
        match self {
            ObjectMismatch::Const => "the object is const but the member function is not",
            ObjectMismatch::NeedsRValue => "the member function is `&&`-qualified but the object is an lvalue",
            ObjectMismatch::NeedsLValue => "the member function is `&`-qualified but the object is an rvalue",
            ObjectMismatch::Volatile => "the object is volatile but the member function is not",
        }
    }
}

/// The binding of an object of type `obj_ty` and category `cat` to the implicit object
/// parameter of a member function qualified `q`: its rank key (exact, like a reference bound
/// to the class itself), or why it does not bind.
pub(super) fn object_binding(q: ObjectQuals, obj_const: bool, cat: ValueCat) -> Result<Key, ObjectMismatch> {
    let lvalue = cat == ValueCat::LValue;
    if obj_const && !q.is_const {
        return Err(ObjectMismatch::Const);
    }
    match q.ref_qual {
        RefQualifier::RValue if lvalue => return Err(ObjectMismatch::NeedsRValue),
        RefQualifier::LValue if !lvalue && !q.is_const => return Err(ObjectMismatch::NeedsLValue),
        _ => {}
    }
    // Only a ref-qualified member takes part in the rvalue-binding comparison.
    let lref_to_rvalue = q.ref_qual == RefQualifier::LValue && !lvalue;
    Ok((Rank::Exact, 0, false, lref_to_rvalue, 0, u8::from(q.is_const && !obj_const)))
}

impl Checker<'_> {
    /// The constness and value category of a call's object: `object`'s, or `*this`'s (an
    /// lvalue, const in a const member function) when the call names a member unqualified.
    pub(super) fn object_shape(&self, object: Option<ExprId>) -> (bool, ValueCat) {
        match object {
            Some(o) => (self.p.types.cv(self.p.expr(o).ty).is_const(), self.p.expr(o).cat),
            None => (self.fcx.func.and_then(|f| self.p.fns[f].method).is_some_and(|m| m.is_const), ValueCat::LValue),
        }
    }

    /// The implicit object parameter's part in overload resolution among member functions
    /// with the same parameter types: those the object cannot bind are dropped, and of a
    /// const/non-const or `&`/`&&` set only the best binding stays. When no member binds, all
    /// stay, for the call to report why. Static members are left as they are; a member
    /// template is compared by the parameter types of its deduced specialization
    /// (`template<class T> T& get()` and `template<class T> const T& get() const`).
    pub(super) fn filter_by_object(&mut self, cands: Vec<Cand>, object: Option<ExprId>) -> Vec<Cand> {
        let (obj_const, cat) = self.object_shape(object);
        let obj_volatile = object.is_some_and(|o| self.p.types.cv(self.p.expr(o).ty).is_volatile());
        // `volatile` as `const`: a volatile object needs a volatile member function, and a
        // plain object prefers the one without `volatile`.
        let binding = |c: &Cand| {
            let (quals, m_volatile) = match c {
                Cand::Fn(f) => {
                    let m = self.p.fns[*f].method.filter(|m| !m.is_static)?;
                    (ObjectQuals::from(m), self.p.types.fn_quals(self.p.fns[*f].ty).cv.is_volatile())
                }
                Cand::Template(t, _) => self.member_template_quals(*t)?,
                _ => return None,
            };
            if obj_volatile && !m_volatile {
                return Some(Err(ObjectMismatch::Volatile));
            }
            Some(object_binding(quals, obj_const, cat).map(|(r, t, l, b, d, added)| (r, t, l, b, d, added + u8::from(m_volatile && !obj_volatile))))
        };
        let bindings: Vec<Option<Result<Key, ObjectMismatch>>> = cands.iter().map(binding).collect();
        let mut sigs: Vec<Option<Vec<TypeId>>> = Vec::new();
        for c in &cands {
            sigs.push(match c {
                Cand::Fn(f) => self.p.types.fn_sig(self.p.fns[*f].ty).map(|s| s.1.to_vec()),
                Cand::Template(t, targs) => self.template_signature(*t, targs).map(|s| s.0),
                _ => None,
            });
        }
        if !cands.is_empty() && bindings.iter().all(|b| matches!(b, Some(Err(_)))) {
            return cands;
        }
        let keep: Vec<bool> = (0..cands.len())
            .map(|i| match &bindings[i] {
                None => true,
                Some(Err(_)) => false,
                Some(Ok(k)) => !(0..cands.len()).any(|j| j != i && sigs[j] == sigs[i] && matches!(&bindings[j], Some(Ok(o)) if o < k)),
            })
            .collect();
        cands.into_iter().zip(keep).filter(|(_, k)| *k).map(|(c, _)| c).collect()
    }

    /// The qualifiers of member function template `t`'s implicit object parameter, and
    /// whether it is `volatile`; `None` for a static member or a template that is no member.
    fn member_template_quals(&self, t: usize) -> Option<(ObjectQuals, bool)> {
        let info = &self.templates[t];
        let member = info.friend_of.is_none() && matches!(info.enclosing.iter().rev().find(|k| **k != ScopeKind::TemplateParams), Some(ScopeKind::Record(_)));
        if !member {
            return None;
        }
        let tu = self.tu;
        let ast::DeclKind::Template(td) = &tu.decl(info.decl).kind else { return None };
        let ast::DeclKind::Function(f) = &tu.decl(td.inner).kind else { return None };
        if f.spec.storage == ast::Storage::Static {
            return None;
        }
        let ref_qual = match f.sig.ref_qual {
            ast::RefQual::None => RefQualifier::None,
            ast::RefQual::LValue => RefQualifier::LValue,
            ast::RefQual::RValue => RefQualifier::RValue,
        };
        let quals = ObjectQuals { is_const: f.sig.cv.has(ast::Cv::CONST), ref_qual };
        Some((quals, f.sig.cv.has(ast::Cv::VOLATILE)))
    }
}
