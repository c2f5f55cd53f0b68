//! The arithmetic of C++17 on LP64 (x86-64 and nvptx64 agree): the integer and floating
//! kinds with their sizes, signedness and conversion ranks, wrapping to a width, integral
//! promotion ([conv.prom]) and the usual arithmetic conversions ([expr.arith.conv]).

use super::hir::EnumId;
use super::types::{builtin, Type, TypeId, Types};

/// The integer types of C++ (plain `char` is distinct from `signed char` and is signed on both
/// of circlec's targets).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum IntKind {
    Char,
    SChar,
    UChar,
    WChar,
    Char16,
    Char32,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Int128,
    UInt128,
}

impl IntKind {
    /// Size in bytes on LP64.
    pub fn size(self) -> u64 {
        use IntKind::*;
        match self {
            Char | SChar | UChar => 1,
            Char16 | Short | UShort => 2,
            WChar | Char32 | Int | UInt => 4,
            Long | ULong | LongLong | ULongLong => 8,
            Int128 | UInt128 => 16,
        }
    }
    pub fn is_signed(self) -> bool {
        use IntKind::*;
        matches!(self, Char | SChar | WChar | Short | Int | Long | LongLong | Int128)
    }
    /// Integer conversion rank ([conv.rank]); `long long` outranks `long` even though both
    /// are 8 bytes here.
    pub fn rank(self) -> u8 {
        use IntKind::*;
        match self {
            Char | SChar | UChar => 1,
            Short | UShort => 2,
            Int | UInt => 3,
            Long | ULong => 4,
            LongLong | ULongLong => 5,
            Int128 | UInt128 => 6,
            // Character types take the rank of their underlying type.
            Char16 => 2,
            WChar | Char32 => 3,
        }
    }
    /// The unsigned type of the same rank.
    pub fn to_unsigned(self) -> IntKind {
        use IntKind::*;
        match self {
            Char | SChar | UChar => UChar,
            Short | UShort | Char16 => UShort,
            Int | UInt | WChar | Char32 => UInt,
            Long | ULong => ULong,
            LongLong | ULongLong => ULongLong,
            Int128 | UInt128 => UInt128,
        }
    }
    /// The C++ spelling.
    pub fn spelling(self) -> &'static str {
        use IntKind::*;
        match self {
            Char => "char",
            SChar => "signed char",
            UChar => "unsigned char",
            WChar => "wchar_t",
            Char16 => "char16_t",
            Char32 => "char32_t",
            Short => "short",
            UShort => "unsigned short",
            Int => "int",
            UInt => "unsigned int",
            Long => "long",
            ULong => "unsigned long",
            LongLong => "long long",
            ULongLong => "unsigned long long",
            Int128 => "__int128",
            UInt128 => "unsigned __int128",
        }
    }
    /// Smallest and largest value, as `i128` (u128::MAX does not fit: `UInt128` saturates).
    pub fn range(self) -> (i128, i128) {
        let bits = self.size() * 8;
        if self.is_signed() {
            if bits == 128 {
                (i128::MIN, i128::MAX)
            } else {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            }
        } else if bits == 128 {
            (0, i128::MAX)
        } else {
            (0, (1i128 << bits) - 1)
        }
    }
    /// Wraps `v` to this type's width, as the conversion to it does (modulo 2^N).
    pub fn wrap(self, v: i128) -> i128 {
        let bits = self.size() * 8;
        if bits >= 128 {
            return v;
        }
        let mask = (1i128 << bits) - 1;
        let low = v & mask;
        if self.is_signed() && low >> (bits - 1) & 1 == 1 {
            low - (1i128 << bits)
        } else {
            low
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// `__bf16`: 8 exponent bits like `float`, 7 fraction bits.
    BF16,
    Float,
    Double,
    LongDouble,
}

impl FloatKind {
    pub fn size(self) -> u64 {
        match self {
            FloatKind::BF16 => 2,
            FloatKind::Float => 4,
            FloatKind::Double => 8,
            FloatKind::LongDouble => 16,
        }
    }
    /// `f` rounded to this type's precision (to nearest, ties to even), as `f64`.
    pub fn round(self, f: f64) -> f64 {
        match self {
            FloatKind::Float => f as f32 as f64,
            FloatKind::BF16 => {
                if f.is_nan() {
                    return f;
                }
                // Round to odd in `float` first (toward zero, then the last bit set when
                // inexact), so that rounding twice rounds correctly.
                let x = f as f32;
                let mut bits = x.to_bits();
                if x as f64 != f {
                    if (x as f64).abs() > f.abs() {
                        bits -= 1;
                    }
                    bits |= 1;
                }
                let rounded = bits.wrapping_add(0x7fff + ((bits >> 16) & 1)) & 0xffff_0000;
                f32::from_bits(rounded) as f64
            }
            FloatKind::Double | FloatKind::LongDouble => f,
        }
    }
    pub fn spelling(self) -> &'static str {
        match self {
            FloatKind::BF16 => "__bf16",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::LongDouble => "long double",
        }
    }
}

impl Types {
    /// Integral promotion ([conv.prom]) of an integral, unscoped-enum or bool type; other types
    /// are returned unchanged. `enum_underlying` maps an enum to its underlying type and tells
    /// whether it is scoped (scoped enums do not promote).
    pub fn promote(&self, ty: TypeId, enum_underlying: &dyn Fn(EnumId) -> (TypeId, bool)) -> TypeId {
        match *self.kind(ty) {
            Type::Bool => builtin::INT,
            Type::Int(k) => {
                if k.rank() < IntKind::Int.rank() {
                    // Every type below int fits in int on LP64.
                    builtin::INT
                } else {
                    match k {
                        IntKind::WChar | IntKind::Char32 => {
                            // wchar_t is int-sized and signed; char32_t is unsigned 32 bits.
                            if k.is_signed() {
                                builtin::INT
                            } else {
                                builtin::UINT
                            }
                        }
                        _ => self.unqual(ty),
                    }
                }
            }
            Type::Enum(e) => {
                let (under, scoped) = enum_underlying(e);
                if scoped {
                    self.unqual(ty)
                } else {
                    self.promote(under, enum_underlying)
                }
            }
            _ => self.unqual(ty),
        }
    }

    /// The common type of the usual arithmetic conversions ([expr.arith.conv]) for two
    /// arithmetic or unscoped-enum operands; `None` when either is not arithmetic.
    pub fn usual_arithmetic(
        &self,
        a: TypeId,
        b: TypeId,
        enum_underlying: &dyn Fn(EnumId) -> (TypeId, bool),
    ) -> Option<TypeId> {
        let a = self.promote(a, enum_underlying);
        let b = self.promote(b, enum_underlying);
        match (self.kind(a).clone(), self.kind(b).clone()) {
            (Type::Float(x), Type::Float(y)) => {
                Some(if x.size() >= y.size() { a } else { b })
            }
            (Type::Float(_), Type::Int(_)) => Some(a),
            (Type::Int(_), Type::Float(_)) => Some(b),
            (Type::Int(x), Type::Int(y)) => Some(self.int(common_int(x, y))),
            _ => None,
        }
    }
}

/// The usual arithmetic conversions on two already promoted integer types.
pub fn common_int(x: IntKind, y: IntKind) -> IntKind {
    if x == y {
        return x;
    }
    if x.is_signed() == y.is_signed() {
        return if x.rank() >= y.rank() { x } else { y };
    }
    let (s, u) = if x.is_signed() { (x, y) } else { (y, x) };
    if u.rank() >= s.rank() {
        u
    } else if s.size() > u.size() {
        s
    } else {
        s.to_unsigned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::types::builtin::*;

    fn no_enums(_: EnumId) -> (TypeId, bool) {
        (INT, false)
    }

    fn check_uac(a: TypeId, b: TypeId, expected: TypeId) {
        let t = Types::new();
        assert_eq!(t.usual_arithmetic(a, b, &no_enums), Some(expected), "{a:?} {b:?}");
        assert_eq!(t.usual_arithmetic(b, a, &no_enums), Some(expected), "{b:?} {a:?}");
    }

    #[test]
    fn usual_arithmetic_conversions() {
        check_uac(CHAR, CHAR, INT);
        check_uac(SHORT, USHORT, INT);
        check_uac(BOOL, UCHAR, INT);
        check_uac(INT, UINT, UINT);
        check_uac(LONG, UINT, LONG);
        check_uac(LONG, ULONG, ULONG);
        check_uac(LONGLONG, ULONG, ULONGLONG);
        check_uac(LONG, LONGLONG, LONGLONG);
        check_uac(ULONG, LONGLONG, ULONGLONG);
        check_uac(INT, FLOAT, FLOAT);
        check_uac(FLOAT, DOUBLE, DOUBLE);
        check_uac(ULONGLONG, DOUBLE, DOUBLE);
        check_uac(INT128, ULONGLONG, INT128);
        check_uac(UINT128, LONGLONG, UINT128);
    }

    #[test]
    fn promotions() {
        let t = Types::new();
        for (from, to) in [(BOOL, INT), (CHAR, INT), (USHORT, INT), (UINT, UINT), (LONG, LONG),
            (CHAR16, INT), (CHAR32, UINT), (WCHAR, INT), (FLOAT, FLOAT)]
        {
            assert_eq!(t.promote(from, &no_enums), to);
        }
    }

    #[test]
    fn wrap_and_range() {
        assert_eq!(IntKind::UChar.wrap(300), 44);
        assert_eq!(IntKind::SChar.wrap(200), -56);
        assert_eq!(IntKind::UInt.wrap(-1), 4294967295);
        assert_eq!(IntKind::Int.range(), (-2147483648, 2147483647));
    }
}
