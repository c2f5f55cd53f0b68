//! Interned types. Every type the checked program mentions is stored once in [`Types`] and named
//! by a [`TypeId`]; two types are the same exactly when their ids are equal. cv-qualifiers are a
//! wrapper (`Type::Qualified`) around an unqualified type, so `unqual` and `cv` split a type the
//! way C++ does. The arithmetic rules (integer kinds, promotion, the usual arithmetic
//! conversions) are in `arith.rs`; standard conversion sequences, which overload resolution
//! ranks, in `conversions.rs`.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::hir::{EnumId, RecordId};
pub use super::arith::{common_int, FloatKind, IntKind};

/// The Fx hash (rustc's): fast for the small integer keys of sema's tables.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.add(b as u64);
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

impl FxHasher {
    fn add(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A `HashMap` with the Fx hash.
pub type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// An interned type; equality of ids is equality of types.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct TypeId(pub u32);

/// cv-qualifiers as bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Cv(pub u8);

impl Cv {
    pub const NONE: Cv = Cv(0);
    pub const CONST: Cv = Cv(1);
    pub const VOLATILE: Cv = Cv(2);
    pub fn is_const(self) -> bool {
        self.0 & 1 != 0
    }
    pub fn is_volatile(self) -> bool {
        self.0 & 2 != 0
    }
    pub fn union(self, o: Cv) -> Cv {
        Cv(self.0 | o.0)
    }
    /// True when `self` has every qualifier of `o`.
    pub fn contains(self, o: Cv) -> bool {
        self.0 & o.0 == o.0
    }
    /// How many qualifiers `self` has that `o` lacks.
    pub fn count_beyond(self, o: Cv) -> u8 {
        (self.0 & !o.0).count_ones() as u8
    }
}

/// The qualifiers of a member function's type: the implicit object parameter's cv and its
/// ref-qualifier (`int() const volatile &&`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct FnQuals {
    pub cv: Cv,
    pub ref_qual: RefQual,
    /// `noexcept` is part of the type (C++17); circlec records it on member functions and
    /// the pointee of member function pointers, where libstdc++'s `_Mem_fn_traits` tells
    /// `R (C::*)() const noexcept` apart.
    pub noexcept: bool,
}

/// A member function's ref-qualifier: none, `&` or `&&`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum RefQual {
    #[default]
    None,
    LValue,
    RValue,
}

impl FnQuals {
    pub const NONE: FnQuals = FnQuals { cv: Cv::NONE, ref_qual: RefQual::None, noexcept: false };
    /// The same implicit object parameter (cv and ref-qualifier; `noexcept` aside).
    pub fn same_object(self, o: FnQuals) -> bool {
        self.cv == o.cv && self.ref_qual == o.ref_qual
    }
    pub fn is_none(self) -> bool {
        self == FnQuals::NONE
    }
    /// ` const volatile &&`: the suffix C++ writes after the parameter list.
    pub fn suffix(self) -> String {
        let mut s = String::new();
        if self.cv.is_const() {
            s.push_str(" const");
        }
        if self.cv.is_volatile() {
            s.push_str(" volatile");
        }
        match self.ref_qual {
            RefQual::None => {}
            RefQual::LValue => s.push_str(" &"),
            RefQual::RValue => s.push_str(" &&"),
        }
        if self.noexcept {
            s.push_str(" noexcept");
        }
        s
    }
}

/// The structure of one type. Arrays of unknown bound have `len == None`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    /// Stands for a type that could not be formed; it converts to and from everything so that
    /// one error does not cascade.
    Error,
    Void,
    Bool,
    Int(IntKind),
    Float(FloatKind),
    NullPtr,
    Pointer(TypeId),
    LRef(TypeId),
    RRef(TypeId),
    Array { elem: TypeId, len: Option<u64> },
    /// `ret(params...)`, with `quals` the qualifiers of a member function's type
    /// (`int() const &`, the pointee of `int (C::*)() const &`); none for other functions.
    Function { ret: TypeId, params: Box<[TypeId]>, variadic: bool, quals: FnQuals },
    /// `pointee class::*`: a pointer to a data member (`int C::*`) or, when `pointee` is a
    /// function type, to a member function (`int (C::*)(int) const`). `class` is a record type.
    /// Itanium's representation: a data member pointer is the member's byte offset (`-1` when
    /// null), 8 bytes; a member function pointer is the pair (function address, `this`
    /// adjustment), 16 bytes.
    MemberPointer { class: TypeId, pointee: TypeId },
    Record(RecordId),
    Enum(EnumId),
    /// GNU's and C99's complex type `_Complex elem` (`__complex__ double`), `elem` an
    /// unqualified floating type: laid out as the pair (real part, imaginary part).
    Complex(TypeId),
    /// `cv base`, where `base` is never itself `Qualified` and `cv` is never empty.
    Qualified { base: TypeId, cv: Cv },
}

/// The interning table of types. Mutable during checking, then frozen inside `Program`.
#[derive(Debug)]
pub struct Types {
    types: Vec<Type>,
    map: FxMap<Type, TypeId>,
}

/// Ids of the types every checker needs, interned first so that they are constants.
pub mod builtin {
    use super::TypeId;
    pub const ERROR: TypeId = TypeId(0);
    pub const VOID: TypeId = TypeId(1);
    pub const BOOL: TypeId = TypeId(2);
    pub const NULLPTR: TypeId = TypeId(3);
    pub const CHAR: TypeId = TypeId(4);
    pub const SCHAR: TypeId = TypeId(5);
    pub const UCHAR: TypeId = TypeId(6);
    pub const WCHAR: TypeId = TypeId(7);
    pub const CHAR16: TypeId = TypeId(8);
    pub const CHAR32: TypeId = TypeId(9);
    pub const SHORT: TypeId = TypeId(10);
    pub const USHORT: TypeId = TypeId(11);
    pub const INT: TypeId = TypeId(12);
    pub const UINT: TypeId = TypeId(13);
    pub const LONG: TypeId = TypeId(14);
    pub const ULONG: TypeId = TypeId(15);
    pub const LONGLONG: TypeId = TypeId(16);
    pub const ULONGLONG: TypeId = TypeId(17);
    pub const INT128: TypeId = TypeId(18);
    pub const UINT128: TypeId = TypeId(19);
    pub const FLOAT: TypeId = TypeId(20);
    pub const DOUBLE: TypeId = TypeId(21);
    pub const LONGDOUBLE: TypeId = TypeId(22);
    pub const BF16: TypeId = TypeId(23);
}

const INT_KINDS: [IntKind; 16] = [
    IntKind::Char,
    IntKind::SChar,
    IntKind::UChar,
    IntKind::WChar,
    IntKind::Char16,
    IntKind::Char32,
    IntKind::Short,
    IntKind::UShort,
    IntKind::Int,
    IntKind::UInt,
    IntKind::Long,
    IntKind::ULong,
    IntKind::LongLong,
    IntKind::ULongLong,
    IntKind::Int128,
    IntKind::UInt128,
];

impl Default for Types {
    fn default() -> Self {
        Self::new()
    }
}

impl Types {
    pub fn new() -> Self {
        let mut t = Types { types: Vec::new(), map: FxMap::default() };
        t.intern(Type::Error);
        t.intern(Type::Void);
        t.intern(Type::Bool);
        t.intern(Type::NullPtr);
        for k in INT_KINDS {
            t.intern(Type::Int(k));
        }
        t.intern(Type::Float(FloatKind::Float));
        t.intern(Type::Float(FloatKind::Double));
        t.intern(Type::Float(FloatKind::LongDouble));
        debug_assert_eq!(t.intern(Type::Float(FloatKind::LongDouble)), builtin::LONGDOUBLE);
        t.intern(Type::Float(FloatKind::BF16));
        debug_assert_eq!(t.intern(Type::Float(FloatKind::BF16)), builtin::BF16);
        t
    }

    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.map.get(&ty) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(ty.clone());
        self.map.insert(ty, id);
        id
    }

    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id.0 as usize]
    }

    pub fn len(&self) -> usize {
        self.types.len()
    }
    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    pub fn int(&self, k: IntKind) -> TypeId {
        int_type(k)
    }
    pub fn float(&self, k: FloatKind) -> TypeId {
        match k {
            FloatKind::Float => builtin::FLOAT,
            FloatKind::Double => builtin::DOUBLE,
            FloatKind::LongDouble => builtin::LONGDOUBLE,
            FloatKind::BF16 => builtin::BF16,
        }
    }

    // ----- constructors -----

    pub fn pointer(&mut self, to: TypeId) -> TypeId {
        if to == builtin::ERROR {
            return to;
        }
        self.intern(Type::Pointer(to))
    }
    /// `T&`, collapsing references to references (`T& &` and `T&& &` are `T&`).
    pub fn lref(&mut self, to: TypeId) -> TypeId {
        match *self.get(to) {
            Type::Error => to,
            Type::LRef(_) => to,
            Type::RRef(inner) => self.intern(Type::LRef(inner)),
            _ => self.intern(Type::LRef(to)),
        }
    }
    pub fn rref(&mut self, to: TypeId) -> TypeId {
        match *self.get(to) {
            Type::Error | Type::LRef(_) | Type::RRef(_) => to,
            _ => self.intern(Type::RRef(to)),
        }
    }
    pub fn array(&mut self, elem: TypeId, len: Option<u64>) -> TypeId {
        if elem == builtin::ERROR {
            return elem;
        }
        self.intern(Type::Array { elem, len })
    }
    pub fn function(&mut self, ret: TypeId, params: Vec<TypeId>, variadic: bool) -> TypeId {
        self.intern(Type::Function { ret, params: params.into(), variadic, quals: FnQuals::NONE })
    }
    /// A function type with a member function's qualifiers (`int() const`).
    pub fn function_q(&mut self, ret: TypeId, params: Vec<TypeId>, variadic: bool, quals: FnQuals) -> TypeId {
        self.intern(Type::Function { ret, params: params.into(), variadic, quals })
    }
    /// `pointee class::*`.
    pub fn member_pointer(&mut self, class: TypeId, pointee: TypeId) -> TypeId {
        if class == builtin::ERROR || pointee == builtin::ERROR {
            return builtin::ERROR;
        }
        self.intern(Type::MemberPointer { class, pointee })
    }
    pub fn record(&mut self, r: RecordId) -> TypeId {
        self.intern(Type::Record(r))
    }
    /// The id of `t` when it is already interned (no interning through a shared reference).
    pub fn find(&self, t: &Type) -> Option<TypeId> {
        self.map.get(t).copied()
    }
    pub fn enum_(&mut self, e: EnumId) -> TypeId {
        self.intern(Type::Enum(e))
    }
    /// Adds `cv` to `ty`. Qualifiers on an array apply to its elements; references and
    /// functions ignore them.
    pub fn qualified(&mut self, ty: TypeId, cv: Cv) -> TypeId {
        if cv == Cv::NONE {
            return ty;
        }
        match self.get(ty).clone() {
            Type::Error | Type::LRef(_) | Type::RRef(_) | Type::Function { .. } => ty,
            Type::Qualified { base, cv: old } => {
                self.intern(Type::Qualified { base, cv: old.union(cv) })
            }
            Type::Array { elem, len } => {
                let e = self.qualified(elem, cv);
                self.array(e, len)
            }
            _ => self.intern(Type::Qualified { base: ty, cv }),
        }
    }

    // ----- queries -----

    /// The type without top-level cv-qualifiers.
    pub fn unqual(&self, ty: TypeId) -> TypeId {
        match *self.get(ty) {
            Type::Qualified { base, .. } => base,
            _ => ty,
        }
    }
    /// The top-level cv-qualifiers of `ty` (for arrays: of the element type).
    pub fn cv(&self, ty: TypeId) -> Cv {
        match *self.get(ty) {
            Type::Qualified { cv, .. } => cv,
            Type::Array { elem, .. } => self.cv(elem),
            _ => Cv::NONE,
        }
    }
    /// The structure of `ty` ignoring top-level qualifiers.
    pub fn kind(&self, ty: TypeId) -> &Type {
        self.get(self.unqual(ty))
    }
    pub fn is_error(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), Type::Error)
    }
    pub fn is_void(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), Type::Void)
    }
    pub fn is_bool(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), Type::Bool)
    }
    /// bool, char and integer types (not enums): [basic.fundamental] "integral types".
    pub fn is_integral(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), Type::Bool | Type::Int(_))
    }
    pub fn is_enum(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), Type::Enum(_))
    }
    pub fn is_floating(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), Type::Float(_))
    }
    /// The element type of a complex type (`float` for `_Complex float`, cv-qualifiers
    /// ignored); `None` for every other type.
    pub fn complex_elem(&self, ty: TypeId) -> Option<TypeId> {
        match *self.kind(ty) {
            Type::Complex(e) => Some(e),
            _ => None,
        }
    }
    /// `_Complex elem`.
    pub fn complex(&mut self, elem: TypeId) -> TypeId {
        let elem = self.unqual(elem);
        self.intern(Type::Complex(elem))
    }
    /// Integral or floating.
    pub fn is_arithmetic(&self, ty: TypeId) -> bool {
        self.is_integral(ty) || self.is_floating(ty)
    }
    pub fn is_pointer(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), Type::Pointer(_))
    }
    pub fn is_reference(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), Type::LRef(_) | Type::RRef(_))
    }
    pub fn is_array(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), Type::Array { .. })
    }
    pub fn is_function(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), Type::Function { .. })
    }
    pub fn is_record(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), Type::Record(_))
    }
    /// Arithmetic, enum, pointer or `nullptr_t` ([basic.types] scalar types).
    pub fn is_scalar(&self, ty: TypeId) -> bool {
        self.is_arithmetic(ty)
            || matches!(self.kind(ty), Type::Enum(_) | Type::Pointer(_) | Type::NullPtr | Type::MemberPointer { .. })
    }
    pub fn pointee(&self, ty: TypeId) -> Option<TypeId> {
        match *self.kind(ty) {
            Type::Pointer(p) => Some(p),
            _ => None,
        }
    }
    /// The referenced type of a reference, or `ty` itself.
    pub fn non_ref(&self, ty: TypeId) -> TypeId {
        match *self.kind(ty) {
            Type::LRef(t) | Type::RRef(t) => t,
            _ => ty,
        }
    }
    pub fn int_kind(&self, ty: TypeId) -> Option<IntKind> {
        match *self.kind(ty) {
            Type::Int(k) => Some(k),
            _ => None,
        }
    }
    pub fn record_of(&self, ty: TypeId) -> Option<RecordId> {
        match *self.kind(ty) {
            Type::Record(r) => Some(r),
            _ => None,
        }
    }
    pub fn enum_of(&self, ty: TypeId) -> Option<EnumId> {
        match *self.kind(ty) {
            Type::Enum(e) => Some(e),
            _ => None,
        }
    }
    /// Return type, parameter types and variadic flag of a function type.
    pub fn fn_sig(&self, ty: TypeId) -> Option<(TypeId, &[TypeId], bool)> {
        match self.kind(ty) {
            Type::Function { ret, params, variadic, .. } => Some((*ret, params, *variadic)),
            _ => None,
        }
    }
    /// The qualifiers of a function type (`const` of `int() const`).
    pub fn fn_quals(&self, ty: TypeId) -> FnQuals {
        match self.kind(ty) {
            Type::Function { quals, .. } => *quals,
            _ => FnQuals::NONE,
        }
    }
    /// The class and pointee of a pointer to member.
    pub fn member_pointer_of(&self, ty: TypeId) -> Option<(TypeId, TypeId)> {
        match *self.kind(ty) {
            Type::MemberPointer { class, pointee } => Some((class, pointee)),
            _ => None,
        }
    }
    pub fn is_member_pointer(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), Type::MemberPointer { .. })
    }
    /// A pointer to member function (`int (C::*)()`), as opposed to one to a data member.
    pub fn is_member_fn_pointer(&self, ty: TypeId) -> bool {
        self.member_pointer_of(ty).is_some_and(|(_, p)| self.is_function(p))
    }
    pub fn array_elem(&self, ty: TypeId) -> Option<(TypeId, Option<u64>)> {
        match *self.kind(ty) {
            Type::Array { elem, len } => Some((elem, len)),
            _ => None,
        }
    }

}

/// The interned id of an integer type (they are interned first, in `INT_KINDS` order).
pub fn int_type(k: IntKind) -> TypeId {
    let i = INT_KINDS.iter().position(|&x| x == k).unwrap_or(8);
    TypeId(builtin::CHAR.0 + i as u32)
}

#[cfg(test)]
mod tests {
    use super::builtin::*;
    use super::*;

    #[test]
    fn interning_and_qualifiers() {
        let mut t = Types::new();
        let p = t.pointer(INT);
        assert_eq!(p, t.pointer(INT));
        let ci = t.qualified(INT, Cv::CONST);
        let cvi = t.qualified(ci, Cv::VOLATILE);
        assert_eq!(t.unqual(cvi), INT);
        assert_eq!(t.cv(cvi), Cv(3));
        assert_eq!(t.qualified(INT, Cv(3)), cvi);
        let arr = t.array(INT, Some(4));
        let carr = t.qualified(arr, Cv::CONST);
        assert_eq!(t.array_elem(carr), Some((ci, Some(4))));
        let r = t.lref(INT);
        assert_eq!(t.lref(r), r);
        let rr = t.rref(INT);
        assert_eq!(t.lref(rr), r);
        assert_eq!(t.int(IntKind::ULong), ULONG);
    }
}
