//! Standard conversion sequences ([conv], [over.ics.scs]) and reference binding: how a value of
//! one type and value category converts implicitly to another type, as the list of cast steps
//! sema inserts, and the rank overload resolution compares (exact match, promotion,
//! conversion).

use super::hir::{CastKind, EnumId, ValueCat};
use super::types::{builtin, Cv, Type, TypeId, Types};

/// The rank of a standard conversion sequence; lower is better.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rank {
    Exact,
    Promotion,
    Conversion,
    /// A user-defined conversion (a converting constructor or a conversion function): worse
    /// than every standard conversion, better than `...`.
    UserDefined,
    /// An argument matched by `...`.
    Ellipsis,
}

/// An implicit conversion: the casts to insert, each with the type it produces, and its rank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conv {
    pub steps: Vec<(CastKind, TypeId)>,
    pub rank: Rank,
    /// The result is a glvalue (reference binding without a temporary).
    pub binds_lvalue: bool,
    /// How many cv-qualifiers the sequence adds (to a bound reference, or at the levels of a
    /// qualification conversion): between two sequences of equal rank from the same argument
    /// the one adding fewer is better ([over.ics.rank]/3.2.5-3.2.6: `const S&` over
    /// `const volatile S&`, `int&` over `const int&`); `const` against `volatile` ties.
    pub adds_cv: u8,
    /// An lvalue reference bound to an rvalue: worse than an rvalue reference bound to it
    /// ([over.ics.rank]/3.2.3: `f(const S&)` loses to `f(S&&)` for `std::move(s)`).
    pub lref_to_rvalue: bool,
    /// For a derived-to-base conversion (of a class, a pointer or a reference), how many
    /// derivation steps it crosses: converting to a nearer base is better
    /// ([over.ics.rank]/4.4: `f(forward_iterator_tag)` over `f(input_iterator_tag)` for a
    /// `random_access_iterator_tag`). Counting steps orders every pair of bases of which one
    /// derives from the other as the standard does; two unrelated bases at different depths,
    /// which the standard leaves ambiguous, are ordered by depth. 0 for other conversions.
    pub base_steps: u8,
    /// A braced list converted to something other than a `std::initializer_list`: of two
    /// conversions of equal rank from one list, the one to an `initializer_list` is better
    /// ([over.ics.rank]/3.1: `multimap(initializer_list<value_type>)` over the copy constructor).
    pub not_init_list: bool,
    /// Among conversions of rank Conversion from one pointer ([over.ics.rank]/4.1, 4.3): 2 for a
    /// pointer to `bool`, 1 for a pointer to `void*`, 0 for the rest (to a base class pointer):
    /// lower is better. `ostream << filebuf*` takes `operator<<(streambuf*)`, not
    /// `operator<<(const void*)` or `operator<<(bool)`.
    pub pointer_tier: u8,
}

/// What overload resolution compares of one argument's conversion, best first: the rank, then
/// the pointer tier, then a list not to an `initializer_list`, then an rvalue bound by an lvalue
/// reference, then the derivation steps crossed, then the cv-qualifiers added.
pub type Key = (Rank, u8, bool, bool, u8, u8);

impl Conv {
    /// A conversion of `rank` with no steps to record (ranking only).
    pub fn ranked(rank: Rank) -> Conv {
        Conv { steps: Vec::new(), rank, binds_lvalue: false, adds_cv: 0, lref_to_rvalue: false, base_steps: 0, not_init_list: false, pointer_tier: 0 }
    }

    pub fn key(&self) -> Key {
        (self.rank, self.pointer_tier, self.not_init_list, self.lref_to_rvalue, self.base_steps, self.adds_cv)
    }
}

/// Facts about the source expression beyond its type.
#[derive(Clone, Copy, Debug)]
pub struct Source {
    pub ty: TypeId,
    pub cat: ValueCat,
    /// The expression is a null pointer constant (an integer literal 0 or `nullptr`).
    pub is_null_constant: bool,
    /// The expression is a string literal, which (deprecated, removed in C++11, accepted with
    /// a warning by GCC and clang) also converts to a pointer to non-const `char`.
    pub is_string_literal: bool,
}

/// Enum facts the rules need: underlying type and whether it is scoped.
pub type EnumInfo<'a> = &'a dyn Fn(EnumId) -> (TypeId, bool);

/// The implicit conversion of `src` to `to`, or `None` when there is none.
pub fn implicit(types: &mut Types, src: Source, to: TypeId, enums: EnumInfo) -> Option<Conv> {
    if types.is_error(src.ty) || types.is_error(to) {
        return Some(Conv::ranked(Rank::Exact));
    }
    match *types.kind(to) {
        Type::LRef(target) => bind_reference(types, src, target, false, enums),
        Type::RRef(target) => bind_reference(types, src, target, true, enums),
        _ => value_conversion(types, src, to, enums),
    }
}

/// `T&` / `const T&` / `T&&` bound to `src`.
fn bind_reference(types: &mut Types, src: Source, target: TypeId, rvalue_ref: bool, enums: EnumInfo) -> Option<Conv> {
    let same = unqual_array(types, src.ty) == unqual_array(types, target);
    let cv_ok = types.cv(target).contains(types.cv(src.ty));
    let is_lvalue = src.cat == ValueCat::LValue;
    if same && cv_ok && (is_lvalue != rvalue_ref || src.cat == ValueCat::XValue && rvalue_ref) {
        let mut steps = Vec::new();
        let adds_cv = types.cv(target).count_beyond(types.cv(src.ty));
        if adds_cv > 0 {
            steps.push((CastKind::NoOp, target));
        }
        return Some(Conv { steps, rank: Rank::Exact, binds_lvalue: true, adds_cv, lref_to_rvalue: false, base_steps: 0, not_init_list: false, pointer_tier: 0 });
    }
    // A const lvalue reference or an rvalue reference binds to a temporary.
    let const_ref = types.cv(target).is_const() && !types.cv(target).is_volatile();
    if !(const_ref || rvalue_ref) || (rvalue_ref && is_lvalue && same) {
        return None;
    }
    let value_ty = types.unqual(target);
    let mut conv = value_conversion(types, src, value_ty, enums)?;
    conv.steps.push((CastKind::Materialize, target));
    conv.binds_lvalue = false;
    conv.lref_to_rvalue = !rvalue_ref;
    Some(conv)
}

/// `ty` without top-level cv-qualifiers, for arrays those of the element (`const int [3]`
/// gives `int [3]`).
fn unqual_array(types: &mut Types, ty: TypeId) -> TypeId {
    match types.kind(ty).clone() {
        Type::Array { elem, len } => {
            let e = unqual_array(types, elem);
            types.array(e, len)
        }
        _ => types.unqual(ty),
    }
}

/// Decays `src` (lvalue-to-rvalue, array-to-pointer, function-to-pointer) into a prvalue.
pub fn decay(types: &mut Types, src: Source) -> (Vec<(CastKind, TypeId)>, TypeId) {
    match types.kind(src.ty).clone() {
        Type::Array { elem, .. } => {
            let p = types.pointer(elem);
            (vec![(CastKind::ArrayToPointer, p)], p)
        }
        Type::Function { .. } => {
            let p = types.pointer(src.ty);
            (vec![(CastKind::FunctionToPointer, p)], p)
        }
        _ if src.cat != ValueCat::PrValue => {
            let t = types.unqual(src.ty);
            (vec![(CastKind::LValueToRValue, t)], t)
        }
        _ => (Vec::new(), types.unqual(src.ty)),
    }
}

fn value_conversion(types: &mut Types, src: Source, to: TypeId, enums: EnumInfo) -> Option<Conv> {
    let (mut steps, from) = decay(types, src);
    let to = types.unqual(to);
    if src.is_string_literal && is_writable_string(types, from, to) {
        // Ranked below the identity to `const C*`, which overload resolution prefers.
        steps.push((CastKind::NoOp, to));
        return Some(Conv { steps, rank: Rank::Conversion, binds_lvalue: false, adds_cv: 0, lref_to_rvalue: false, base_steps: 0, not_init_list: false, pointer_tier: 0 });
    }
    let (kind, rank) = scalar_step(types, from, to, src.is_null_constant, enums)?;
    let adds_cv = if kind == Some(CastKind::NoOp) && types.is_pointer(to) {
        let (fl, _) = pointer_levels(types, from);
        let (tl, _) = pointer_levels(types, to);
        tl.iter().zip(&fl).map(|(t, f)| t.count_beyond(*f)).sum()
    } else {
        0
    };
    // scalar_step's only BitCast is an object pointer to `cv void*`.
    let pointer_tier = match kind {
        Some(CastKind::PointerToBoolean) => 2,
        Some(CastKind::BitCast) => 1,
        _ => 0,
    };
    if let Some(k) = kind {
        steps.push((k, to));
    }
    Some(Conv { steps, rank, binds_lvalue: false, adds_cv, lref_to_rvalue: false, base_steps: 0, not_init_list: false, pointer_tier })
}

/// Whether `from` (a decayed string literal, `const C*`) to `to` is the deprecated conversion
/// to `C*`.
pub fn is_writable_string(types: &mut Types, from: TypeId, to: TypeId) -> bool {
    let (Some(f), Some(t)) = (types.pointee(from), types.pointee(to)) else { return false };
    types.cv(f).is_const() && !types.cv(t).is_const() && types.unqual(f) == t
}

/// The one conversion step from prvalue type `from` to `to` (both unqualified), with its rank;
/// `None` inside the pair for the identity.
fn scalar_step(
    types: &Types,
    from: TypeId,
    to: TypeId,
    null_const: bool,
    enums: EnumInfo,
) -> Option<(Option<CastKind>, Rank)> {
    use CastKind::*;
    if from == to {
        return Some((None, Rank::Exact));
    }
    let f = types.kind(from).clone();
    let t = types.kind(to).clone();
    let unscoped_enum = |ty: &Type| matches!(ty, Type::Enum(e) if !enums(*e).1);
    let is_int_like = |ty: &Type| matches!(ty, Type::Int(_) | Type::Bool) || unscoped_enum(ty);
    match (&f, &t) {
        (_, Type::Bool) if is_int_like(&f) => Some((Some(IntegralToBoolean), Rank::Conversion)),
        (Type::Float(_), Type::Bool) => Some((Some(FloatingToBoolean), Rank::Conversion)),
        // GNU complex types: from the arithmetic types, between each other, and to `bool`; not
        // to a real type (C++ has no implicit conversion that drops the imaginary part, as
        // g++ and clang say; `__real__ z` is the real part).
        (Type::Complex(_), Type::Complex(_)) => Some((Some(ComplexCast), Rank::Conversion)),
        (Type::Complex(_), Type::Bool) => Some((Some(ComplexToBoolean), Rank::Conversion)),
        (Type::Float(_), Type::Complex(_)) => Some((Some(RealToComplex), Rank::Conversion)),
        (_, Type::Complex(_)) if is_int_like(&f) => Some((Some(RealToComplex), Rank::Conversion)),
        (Type::Pointer(_), Type::Bool) => Some((Some(PointerToBoolean), Rank::Conversion)),
        (_, Type::Int(_)) if is_int_like(&f) => {
            let rank = if types.promote(from, enums) == to { Rank::Promotion } else { Rank::Conversion };
            Some((Some(IntegralCast), rank))
        }
        (Type::Float(_), Type::Int(_)) => Some((Some(FloatingToIntegral), Rank::Conversion)),
        (_, Type::Float(_)) if is_int_like(&f) => Some((Some(IntegralToFloating), Rank::Conversion)),
        (Type::Float(a), Type::Float(b)) => {
            let promo = *a == super::types::FloatKind::Float && *b == super::types::FloatKind::Double;
            Some((Some(FloatingCast), if promo { Rank::Promotion } else { Rank::Conversion }))
        }
        (Type::NullPtr, Type::Pointer(_)) => Some((Some(NullToPointer), Rank::Conversion)),
        // Pointers to members: from a null pointer constant, and to `bool`.
        (Type::NullPtr, Type::MemberPointer { .. }) => Some((Some(NullToPointer), Rank::Conversion)),
        (Type::Int(_), Type::MemberPointer { .. }) if null_const => Some((Some(NullToPointer), Rank::Conversion)),
        (Type::MemberPointer { .. }, Type::Bool) => Some((Some(PointerToBoolean), Rank::Conversion)),
        // A `noexcept` member function's pointer to a plain one (a function pointer conversion).
        (Type::MemberPointer { class: c1, pointee: p1 }, Type::MemberPointer { class: c2, pointee: p2 })
            if c1 == c2 && types.fn_sig(*p1) == types.fn_sig(*p2) && types.fn_quals(*p1).same_object(types.fn_quals(*p2)) && !types.fn_quals(*p2).noexcept =>
        {
            Some((Some(NoOp), Rank::Exact))
        }
        (Type::Int(_), Type::Pointer(_)) if null_const => Some((Some(NullToPointer), Rank::Conversion)),
        (Type::Pointer(a), Type::Pointer(b)) => {
            let (a, b) = (*a, *b);
            if qualification_converts(types, from, to) {
                Some((Some(NoOp), Rank::Exact))
            } else if types.is_void(b) && types.cv(b).contains(types.cv(a)) && !types.is_function(a) {
                Some((Some(BitCast), Rank::Conversion))
            } else {
                None
            }
        }
        _ => {
            if from == builtin::ERROR || to == builtin::ERROR {
                Some((None, Rank::Exact))
            } else {
                None
            }
        }
    }
}

/// The cv-qualifiers of each level of a (multi-level) pointer type below the top, outermost
/// first, and the unqualified type the levels end at: `const int* volatile*` gives
/// `[volatile, const]` and `int`.
pub fn pointer_levels(types: &Types, mut ty: TypeId) -> (Vec<Cv>, TypeId) {
    let mut levels = Vec::new();
    while let Some(p) = types.pointee(ty) {
        levels.push(types.cv(p));
        ty = types.unqual(p);
    }
    (levels, ty)
}

/// Whether pointer type `from` converts to pointer type `to` by a qualification conversion
/// ([conv.qual]/3): the two are similar, `to` has every qualifier of `from` at each level, and
/// where a level gains a qualifier every level above it (below the top) is `const` in `to`
/// (`int**` to `const int* const*`, not to `const int**`).
pub fn qualification_converts(types: &Types, from: TypeId, to: TypeId) -> bool {
    let (fl, fb) = pointer_levels(types, from);
    let (tl, tb) = pointer_levels(types, to);
    if fb != tb || fl.len() != tl.len() {
        return false;
    }
    for (j, (f, t)) in fl.iter().zip(&tl).enumerate() {
        if !t.contains(*f) {
            return false;
        }
        if t != f && !tl[..j].iter().all(|k| k.is_const()) {
            return false;
        }
    }
    true
}

/// The qualification-combined type of two similar pointer types ([conv.qual]/3), the type both
/// convert to by qualification conversions: each level has the union of both qualifiers, and
/// `const` is added above every level where that union differs from either side. `None` when
/// the types are not similar.
pub fn qualification_combined(types: &mut Types, a: TypeId, b: TypeId) -> Option<TypeId> {
    let (al, ab) = pointer_levels(types, a);
    let (bl, bb) = pointer_levels(types, b);
    if ab != bb || al.len() != bl.len() || al.is_empty() {
        return None;
    }
    let mut levels: Vec<Cv> = al.iter().zip(&bl).map(|(x, y)| x.union(*y)).collect();
    for j in 0..levels.len() {
        if levels[j] != al[j] || levels[j] != bl[j] {
            for k in levels.iter_mut().take(j) {
                *k = k.union(Cv::CONST);
            }
        }
    }
    let mut ty = ab;
    for cv in levels.into_iter().rev() {
        let q = types.qualified(ty, cv);
        ty = types.pointer(q);
    }
    Some(ty)
}

/// Compares two candidates' conversion sequences for one argument: `Less` when `a` is better.
pub fn compare(a: &Conv, b: &Conv) -> std::cmp::Ordering {
    a.key().cmp(&b.key())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::types::builtin::*;
    use crate::sema::types::Cv;

    fn no_enums(_: EnumId) -> (TypeId, bool) {
        (INT, false)
    }

    /// Converts a `from` of category `cat` to `to`, returning the rank and the step names.
    fn check(t: &mut Types, from: TypeId, cat: ValueCat, null: bool, to: TypeId, expected: Option<(Rank, &[&str])>) {
        let src = Source { ty: from, cat, is_null_constant: null, is_string_literal: false };
        let got = implicit(t, src, to, &no_enums);
        let got = got.map(|c| (c.rank, c.steps.iter().map(|s| s.0.name()).collect::<Vec<_>>()));
        let expected = expected.map(|(r, s)| (r, s.to_vec()));
        assert_eq!(got, expected, "{from:?} -> {to:?}");
    }

    #[test]
    fn arithmetic() {
        use ValueCat::*;
        let t = &mut Types::new();
        check(t, INT, LValue, false, INT, Some((Rank::Exact, &["LValueToRValue"])));
        check(t, SHORT, PrValue, false, INT, Some((Rank::Promotion, &["IntegralCast"])));
        check(t, INT, PrValue, false, LONG, Some((Rank::Conversion, &["IntegralCast"])));
        check(t, FLOAT, PrValue, false, DOUBLE, Some((Rank::Promotion, &["FloatingCast"])));
        check(t, DOUBLE, PrValue, false, FLOAT, Some((Rank::Conversion, &["FloatingCast"])));
        check(t, INT, PrValue, false, DOUBLE, Some((Rank::Conversion, &["IntegralToFloating"])));
        check(t, DOUBLE, LValue, false, INT, Some((Rank::Conversion, &["LValueToRValue", "FloatingToIntegral"])));
        check(t, INT, PrValue, false, BOOL, Some((Rank::Conversion, &["IntegralToBoolean"])));
        check(t, BOOL, PrValue, false, INT, Some((Rank::Promotion, &["IntegralCast"])));
    }

    #[test]
    fn pointers_and_references() {
        use ValueCat::*;
        let t = &mut Types::new();
        let pi = t.pointer(INT);
        let ci = t.qualified(INT, Cv::CONST);
        let pci = t.pointer(ci);
        let pv = t.pointer(VOID);
        let arr = t.array(INT, Some(3));
        let ri = t.lref(INT);
        let rci = t.lref(ci);
        check(t, pi, PrValue, false, pci, Some((Rank::Exact, &["NoOp"])));
        check(t, pci, PrValue, false, pi, None);
        check(t, pi, PrValue, false, pv, Some((Rank::Conversion, &["BitCast"])));
        check(t, arr, LValue, false, pi, Some((Rank::Exact, &["ArrayToPointerDecay"])));
        check(t, INT, PrValue, true, pi, Some((Rank::Conversion, &["NullToPointer"])));
        check(t, INT, PrValue, false, pi, None);
        check(t, NULLPTR, PrValue, true, pi, Some((Rank::Conversion, &["NullToPointer"])));
        check(t, pi, PrValue, false, BOOL, Some((Rank::Conversion, &["PointerToBoolean"])));
        check(t, INT, LValue, false, ri, Some((Rank::Exact, &[])));
        check(t, INT, PrValue, false, ri, None);
        check(t, ci, LValue, false, ri, None);
        check(t, INT, LValue, false, rci, Some((Rank::Exact, &["NoOp"])));
        check(t, INT, PrValue, false, rci, Some((Rank::Exact, &["MaterializeTemporary"])));
        check(t, SHORT, LValue, false, rci, Some((Rank::Promotion, &["LValueToRValue", "IntegralCast", "MaterializeTemporary"])));
    }

    #[test]
    fn multi_level_qualification() {
        use ValueCat::*;
        let t = &mut Types::new();
        let ci = t.qualified(INT, Cv::CONST);
        let vi = t.qualified(INT, Cv::VOLATILE);
        let (pi, pci, pvi) = (t.pointer(INT), t.pointer(ci), t.pointer(vi));
        let ppi = t.pointer(pi);
        let ppci = t.pointer(pci);
        let ppvi = t.pointer(pvi);
        let cpci = t.qualified(pci, Cv::CONST);
        let pcpci = t.pointer(cpci);
        let cpi = t.qualified(pi, Cv::CONST);
        let pcpi = t.pointer(cpi);
        // `int**` to `const int**` would let a `const int*` be stored through an `int**`.
        check(t, ppi, PrValue, false, ppci, None);
        check(t, ppi, PrValue, false, pcpci, Some((Rank::Exact, &["NoOp"])));
        check(t, ppi, PrValue, false, pcpi, Some((Rank::Exact, &["NoOp"])));
        check(t, ppci, PrValue, false, pcpci, Some((Rank::Exact, &["NoOp"])));
        check(t, pcpci, PrValue, false, ppci, None);
        assert_eq!(qualification_combined(t, ppi, ppci), Some(pcpci));
        assert_eq!(qualification_combined(t, ppci, ppi), Some(pcpci));
        assert_eq!(qualification_combined(t, ppi, ppi), Some(ppi));
        assert_eq!(qualification_combined(t, pi, pci), Some(pci));
        let cvi = t.qualified(INT, Cv::CONST.union(Cv::VOLATILE));
        let pcvi = t.pointer(cvi);
        let cpcvi = t.qualified(pcvi, Cv::CONST);
        let pcpcvi = t.pointer(cpcvi);
        assert_eq!(qualification_combined(t, ppci, ppvi), Some(pcpcvi));
        assert_eq!(qualification_combined(t, ppi, pi), None);
        let pf = t.pointer(FLOAT);
        assert_eq!(qualification_combined(t, pi, pf), None);
    }
}
