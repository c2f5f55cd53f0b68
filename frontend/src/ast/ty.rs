//! Types as written: builtin specifier combinations, named types, pointers, references, arrays,
//! function types, cv-qualification, `decltype` and `auto`. Sema turns them into semantic types.

use super::{DeclId, ExprId, PathId, TypeExprId};
use crate::source::Span;

/// A type as written in the source.
#[derive(Clone, Debug)]
pub struct TypeExpr {
    pub kind: TypeExprKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum TypeExprKind {
    /// `int`, `unsigned long long`, `long double`, `void` (the specifier combination, folded)
    Builtin(BuiltinType),
    /// `S`, `ns::vector<int>`, `T::value_type` (with `typename_kw` for `typename T::x`).
    /// The type of a declaration whose specifiers define an anonymous class or enum
    /// (`struct { int x; } v;`, `typedef enum { A } E;`) is a `Named` path with the single
    /// synthetic identifier `<anon#N>`, where `N` is the raw [`super::DeclId`] of that
    /// class or enum declaration.
    Named { path: PathId, typename_kw: bool },
    /// `struct S`, `class ns::C`, `union U`, `enum E` (an elaborated type specifier without body)
    Elaborated { tag: TagKind, path: PathId },
    /// `decltype(expr)`
    Decltype(ExprId),
    /// `decltype(auto)`
    DecltypeAuto,
    /// GNU `__typeof__(expr)`: the expression's type without a reference (unlike `decltype`)
    Typeof(ExprId),
    /// `__underlying_type(E)` (GCC's and clang's builtin, which libstdc++'s
    /// `std::underlying_type` uses)
    UnderlyingType(TypeExprId),
    /// `_Complex T`, `__complex__ T` (the specifiers without `_Complex` resolve to `T`)
    Complex(TypeExprId),
    /// `auto` (a placeholder to be deduced)
    Auto,
    /// `T*`
    Pointer(TypeExprId),
    /// `T&`
    LRef(TypeExprId),
    /// `T&&`
    RRef(TypeExprId),
    /// `T C::*` (pointer to member of `class`)
    MemberPointer { class: PathId, pointee: TypeExprId },
    /// `T[n]`, `T[]`
    Array { elem: TypeExprId, size: Option<ExprId> },
    /// `R(A, B...)`, the type of a function declarator or an abstract function type
    Function(Box<FnSig>),
    /// `const T`, `T volatile`, `T* __restrict__` (qualifiers applied to `inner`)
    Qualified { cv: Cv, inner: TypeExprId },
    /// `Ts...` in a type context that expands a pack (template args, bases, parameter types)
    PackExpansion(TypeExprId),
    /// A type that failed to parse; an error was reported.
    Error,
}

/// The builtin types, after folding the specifier combination (`long unsigned` = `ULong`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BuiltinType {
    Void,
    Bool,
    /// `char` (distinct from `signed char` and `unsigned char`)
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
    Float,
    Double,
    LongDouble,
    /// `__bf16` (clang's and GCC 13's brain floating point type).
    BF16,
    /// `std::nullptr_t` is spelled through `decltype(nullptr)`; this one is for the builtin table.
    NullPtr,
}

impl BuiltinType {
    /// The canonical C++ spelling.
    pub fn as_str(self) -> &'static str {
        use BuiltinType::*;
        match self {
            Void => "void",
            Bool => "bool",
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
            Float => "float",
            Double => "double",
            LongDouble => "long double",
            BF16 => "__bf16",
            NullPtr => "decltype(nullptr)",
        }
    }
}

/// `struct`, `class`, `union` or `enum` in a type specifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TagKind {
    Struct,
    Class,
    Union,
    Enum,
}

impl TagKind {
    pub fn as_str(self) -> &'static str {
        match self {
            TagKind::Struct => "struct",
            TagKind::Class => "class",
            TagKind::Union => "union",
            TagKind::Enum => "enum",
        }
    }
}

/// cv-qualifiers plus `__restrict__`, as a bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Cv(pub u8);

impl Cv {
    pub const NONE: Cv = Cv(0);
    pub const CONST: Cv = Cv(1);
    pub const VOLATILE: Cv = Cv(2);
    pub const RESTRICT: Cv = Cv(4);

    pub fn has(self, q: Cv) -> bool {
        self.0 & q.0 != 0
    }
    pub fn with(self, q: Cv) -> Cv {
        Cv(self.0 | q.0)
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// `&` or `&&` after a member function's parameter list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum RefQual {
    #[default]
    None,
    LValue,
    RValue,
}

/// A function's signature as written: `(params) cv ref noexcept -> ret`.
#[derive(Clone, Debug)]
pub struct FnSig {
    /// The return type: the declaration's specifier type with the declarator's outer parts, or
    /// the trailing return type. `None` for constructors, destructors and conversion functions.
    pub ret: Option<TypeExprId>,
    /// The return type was written after `->` (`auto f() -> int`).
    pub trailing_return: bool,
    /// The parameters, each a [`super::DeclKind::Param`] declaration.
    pub params: Vec<DeclId>,
    /// A C-style `...` ends the parameter list (`printf(const char*, ...)`).
    pub variadic: bool,
    /// `const`/`volatile` after the parameter list (member functions).
    pub cv: Cv,
    pub ref_qual: RefQual,
    pub noexcept: Noexcept,
    pub span: Span,
}

/// The exception specification.
#[derive(Clone, Copy, Debug, Default)]
pub enum Noexcept {
    /// none written
    #[default]
    None,
    /// `noexcept` or `throw()`
    Yes,
    /// `noexcept(expr)`
    Expr(ExprId),
}
