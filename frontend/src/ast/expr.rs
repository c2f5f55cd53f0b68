//! Expressions: literals with decoded values, names, every C++ operator, calls and CUDA kernel
//! launches, member access, casts, `sizeof`/`alignof`, `new`/`delete`, `throw`, braced lists,
//! functional casts, lambdas, pack expansions and fold expressions.

use super::{DeclId, ExprId, PathId, StmtId, TypeExprId};
use crate::intern::Name;
pub use crate::lex::token::{Introspect, StrPrefix};
use crate::source::Span;

/// An expression.
#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// `42`, `0x2Au`, `1'000ull`
    IntLit(IntLit),
    /// `1.5`, `1e-3f`, `0x1p4`, `.5L`
    FloatLit(FloatLit),
    /// `'a'`, `'\n'`, `u'x'`, `L'\0'`
    CharLit(CharLit),
    /// `"abc"`, `"a" "b"` (adjacent literals joined), `u8"x"`
    StringLit(StringLit),
    /// `true` / `false`
    BoolLit(bool),
    /// `nullptr`
    Nullptr,
    /// `this`
    This,
    /// `x`, `ns::x`, `f<int>`, `S::operator+`, `::g` (an id-expression)
    Name(PathId),
    /// `(e)`
    Paren(ExprId),
    /// `-a`, `!a`, `~a`, `*p`, `&x`, `++i`, `i++`, ...
    Unary { op: UnaryOp, operand: ExprId },
    /// `a + b`, `a = b`, `a += b`, `a, b`, `p->*m`, ... (also assignments and the comma)
    Binary { op: BinaryOp, lhs: ExprId, rhs: ExprId },
    /// `c ? a : b`
    Conditional { cond: ExprId, then: ExprId, else_: ExprId },
    /// `f(a, b)`
    Call { callee: ExprId, args: Vec<ExprId> },
    /// `k<<<grid, block, shmem, stream>>>(args)` (the CUDA kernel launch)
    Launch(Box<Launch>),
    /// `a.m`, `p->m`, `a.template f<int>`, `a.Base::m`, `p->~T`
    Member { base: ExprId, arrow: bool, member: PathId },
    /// `a[i]`
    Index { base: ExprId, index: ExprId },
    /// `(T)e`, `static_cast<T>(e)`, `reinterpret_cast<T>(e)`, `const_cast<T>(e)`,
    /// `dynamic_cast<T>(e)`
    Cast { kind: CastKind, ty: TypeExprId, operand: ExprId },
    /// `T(a, b)`, `T{a, b}`, `int()`: explicit type conversion in functional notation
    /// (`braced` for the `{}` form)
    Construct { ty: TypeExprId, args: Vec<ExprId>, braced: bool },
    /// `sizeof(T)`
    SizeofType(TypeExprId),
    /// `sizeof e`, `sizeof(e)`
    SizeofExpr(ExprId),
    /// `sizeof...(Ts)`
    SizeofPack(Name),
    /// `alignof(T)`
    AlignofType(TypeExprId),
    /// `__alignof__(e)`, `alignof(e)` (a GNU extension): the alignment of `e`'s type
    AlignofExpr(ExprId),
    /// `__builtin_offsetof(T, a.b)`: the member names with their spans
    OffsetOf { ty: TypeExprId, path: Vec<(Name, Span)> },
    /// Circle's introspection: `@enum_count(E)`, `@enum_value(E, i)`, `@enum_name(E, i)`,
    /// `@enum_name(e)`, `@type_name(T)`; `ty` is the type operand if there is one, `args` the
    /// expression operands.
    Introspect { kind: Introspect, ty: Option<TypeExprId>, args: Vec<ExprId> },
    /// `noexcept(e)`
    NoexceptExpr(ExprId),
    /// `__is_same(T, U)`, `__is_constructible(T, Args...)`, ...: a type-trait builtin applied to
    /// types (pack expansions are `TypeExprKind::PackExpansion`)
    TypeTrait { trait_: TypeTrait, args: Vec<TypeExprId> },
    /// `new T`, `new T(args)`, `new T{args}`, `new T[n]`, `new (place) T`, `::new T`
    New(Box<NewExpr>),
    /// `delete p`, `delete[] p`, `::delete p`
    Delete { operand: ExprId, array: bool, global: bool },
    /// `throw e`, `throw`
    Throw(Option<ExprId>),
    /// `{a, b, c}`, `{}` (a braced-init-list, in initializers, arguments and `return`)
    InitList(Vec<ExprId>),
    /// `[=, &x](int a) mutable -> int { ... }`
    Lambda(Box<Lambda>),
    /// `args...` in an argument list, initializer list or template argument list
    PackExpansion(ExprId),
    /// `(... + xs)`, `(xs + ...)`, `(0 + ... + xs)`
    Fold(Box<Fold>),
    /// The initializer of the `index`th name of a structured binding (`auto [a, b] = e;`): the
    /// parser gives each the forms it may take, and sema picks by the type of `object` (the
    /// hidden variable, cast to `decltype(v)&&`): `object[index]` for an array, `get<index>`
    /// for a tuple-like type, the `index`th data member otherwise.
    Binding(Box<Binding>),
    /// An expression that failed to parse; an error was reported.
    Error,
}

/// The type-trait builtins of GCC and clang that libstdc++'s `<type_traits>` calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypeTrait {
    IsSame,
    IsClass,
    IsUnion,
    IsEnum,
    IsEmpty,
    IsPolymorphic,
    IsAbstract,
    IsFinal,
    IsAggregate,
    IsBaseOf,
    IsTrivial,
    IsPod,
    IsStandardLayout,
    IsLiteralType,
    IsTriviallyCopyable,
    IsTriviallyConstructible,
    IsTriviallyAssignable,
    IsConstructible,
    IsNothrowConstructible,
    IsAssignable,
    IsNothrowAssignable,
    HasTrivialDestructor,
    HasTrivialConstructor,
    HasVirtualDestructor,
    HasUniqueObjectRepresentations,
}

impl TypeTrait {
    /// `(spelling, trait, number of type arguments; None: one or more)`.
    pub const ALL: &'static [(&'static str, TypeTrait, Option<usize>)] = &[
        ("__is_same", TypeTrait::IsSame, Some(2)),
        ("__is_class", TypeTrait::IsClass, Some(1)),
        ("__is_union", TypeTrait::IsUnion, Some(1)),
        ("__is_enum", TypeTrait::IsEnum, Some(1)),
        ("__is_empty", TypeTrait::IsEmpty, Some(1)),
        ("__is_polymorphic", TypeTrait::IsPolymorphic, Some(1)),
        ("__is_abstract", TypeTrait::IsAbstract, Some(1)),
        ("__is_final", TypeTrait::IsFinal, Some(1)),
        ("__is_aggregate", TypeTrait::IsAggregate, Some(1)),
        ("__is_base_of", TypeTrait::IsBaseOf, Some(2)),
        ("__is_trivial", TypeTrait::IsTrivial, Some(1)),
        ("__is_pod", TypeTrait::IsPod, Some(1)),
        ("__is_standard_layout", TypeTrait::IsStandardLayout, Some(1)),
        ("__is_literal_type", TypeTrait::IsLiteralType, Some(1)),
        ("__is_trivially_copyable", TypeTrait::IsTriviallyCopyable, Some(1)),
        ("__is_trivially_constructible", TypeTrait::IsTriviallyConstructible, None),
        ("__is_trivially_assignable", TypeTrait::IsTriviallyAssignable, Some(2)),
        ("__is_constructible", TypeTrait::IsConstructible, None),
        ("__is_nothrow_constructible", TypeTrait::IsNothrowConstructible, None),
        ("__is_assignable", TypeTrait::IsAssignable, Some(2)),
        ("__is_nothrow_assignable", TypeTrait::IsNothrowAssignable, Some(2)),
        ("__has_trivial_destructor", TypeTrait::HasTrivialDestructor, Some(1)),
        ("__has_trivial_constructor", TypeTrait::HasTrivialConstructor, Some(1)),
        ("__has_virtual_destructor", TypeTrait::HasVirtualDestructor, Some(1)),
        ("__has_unique_object_representations", TypeTrait::HasUniqueObjectRepresentations, Some(1)),
    ];

    pub fn from_name(s: &str) -> Option<(TypeTrait, Option<usize>)> {
        Self::ALL.iter().find(|(n, _, _)| *n == s).map(|&(_, t, n)| (t, n))
    }

    pub fn spelling(self) -> &'static str {
        Self::ALL.iter().find(|(_, t, _)| *t == self).map_or("?", |(n, _, _)| n)
    }
}

/// A CUDA kernel launch `callee<<<config>>>(args)`.
#[derive(Clone, Debug)]
pub struct Launch {
    pub callee: ExprId,
    /// grid, block, and optionally dynamic shared memory and stream
    pub config: Vec<ExprId>,
    pub args: Vec<ExprId>,
}

/// A decoded integer literal. Packed to 4-byte alignment so that the `u128` does not make
/// every expression node 16-byte aligned: read the fields by value (`lit.value`), not by
/// reference.
#[derive(Clone, Copy, Debug)]
#[repr(C, packed(4))]
pub struct IntLit {
    /// The value (separators `'` removed). Literals above `u128::MAX` are errors.
    pub value: u128,
    /// `u`/`U` suffix.
    pub unsigned: bool,
    pub size: IntSize,
    /// Written in decimal (its type list differs from hex/octal/binary literals).
    pub decimal: bool,
    /// The token spelling.
    pub spelling: Name,
}

/// The length suffix of an integer literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntSize {
    /// no suffix
    None,
    /// `l` / `L`
    Long,
    /// `ll` / `LL`
    LongLong,
}

/// A decoded floating literal.
#[derive(Clone, Copy, Debug)]
pub struct FloatLit {
    pub value: f64,
    pub suffix: FloatSuffix,
    pub spelling: Name,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatSuffix {
    /// `1.0` (double)
    None,
    /// `1.0f`
    F,
    /// `1.0L` (long double)
    L,
}

/// A decoded character literal.
#[derive(Clone, Copy, Debug)]
pub struct CharLit {
    /// The code point or code unit value (`'\xff'` is 255; multi-char literals are rejected).
    pub value: u32,
    pub prefix: StrPrefix,
    pub spelling: Name,
}

/// A decoded string literal (adjacent literals joined, no terminating NUL stored).
#[derive(Clone, Debug)]
pub struct StringLit {
    /// Code units: bytes (UTF-8 encoded) for plain and `u8` strings, UTF-16 units for `u`,
    /// code points for `U` and `L`.
    pub units: Box<[u32]>,
    pub prefix: StrPrefix,
}

impl StringLit {
    /// The bytes of a plain or `u8` string (each unit is a byte there).
    pub fn bytes(&self) -> Vec<u8> {
        self.units.iter().map(|&u| u as u8).collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// `+a`
    Plus,
    /// `-a`
    Neg,
    /// `!a`
    Not,
    /// `~a`
    BitNot,
    /// `*p`
    Deref,
    /// `&x`
    AddrOf,
    /// `++i`
    PreInc,
    /// `--i`
    PreDec,
    /// `i++`
    PostInc,
    /// `i--`
    PostDec,
    /// GNU `__real__ z`: the real part of a complex value
    Real,
    /// GNU `__imag__ z`: the imaginary part of a complex value
    Imag,
}

impl UnaryOp {
    pub fn as_str(self) -> &'static str {
        use UnaryOp::*;
        match self {
            Plus => "+",
            Neg => "-",
            Not => "!",
            BitNot => "~",
            Deref => "*",
            AddrOf => "&",
            PreInc => "++pre",
            PreDec => "--pre",
            PostInc => "post++",
            PostDec => "post--",
            Real => "__real__",
            Imag => "__imag__",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    /// `a * b`
    Mul,
    /// `a / b`
    Div,
    /// `a % b`
    Rem,
    /// `a + b`
    Add,
    /// `a - b`
    Sub,
    /// `a << b`
    Shl,
    /// `a >> b`
    Shr,
    /// `a < b`
    Lt,
    /// `a > b`
    Gt,
    /// `a <= b`
    Le,
    /// `a >= b`
    Ge,
    /// `a == b`
    Eq,
    /// `a != b`
    Ne,
    /// `a & b`
    BitAnd,
    /// `a ^ b`
    BitXor,
    /// `a | b`
    BitOr,
    /// `a && b`
    LogAnd,
    /// `a || b`
    LogOr,
    /// `a = b`
    Assign,
    /// `a *= b`
    MulAssign,
    /// `a /= b`
    DivAssign,
    /// `a %= b`
    RemAssign,
    /// `a += b`
    AddAssign,
    /// `a -= b`
    SubAssign,
    /// `a <<= b`
    ShlAssign,
    /// `a >>= b`
    ShrAssign,
    /// `a &= b`
    AndAssign,
    /// `a ^= b`
    XorAssign,
    /// `a |= b`
    OrAssign,
    /// `a, b`
    Comma,
    /// `a .* pm`
    PtrMemDot,
    /// `p ->* pm`
    PtrMemArrow,
}

impl BinaryOp {
    pub fn as_str(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Mul => "*",
            Div => "/",
            Rem => "%",
            Add => "+",
            Sub => "-",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            BitAnd => "&",
            BitXor => "^",
            BitOr => "|",
            LogAnd => "&&",
            LogOr => "||",
            Assign => "=",
            MulAssign => "*=",
            DivAssign => "/=",
            RemAssign => "%=",
            AddAssign => "+=",
            SubAssign => "-=",
            ShlAssign => "<<=",
            ShrAssign => ">>=",
            AndAssign => "&=",
            XorAssign => "^=",
            OrAssign => "|=",
            Comma => ",",
            PtrMemDot => ".*",
            PtrMemArrow => "->*",
        }
    }
    /// `=` and the compound assignments.
    pub fn is_assignment(self) -> bool {
        use BinaryOp::*;
        matches!(
            self,
            Assign | MulAssign | DivAssign | RemAssign | AddAssign | SubAssign | ShlAssign
                | ShrAssign | AndAssign | XorAssign | OrAssign
        )
    }
}

/// Which cast notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastKind {
    /// `(T)e`
    CStyle,
    /// `static_cast<T>(e)`
    Static,
    /// `reinterpret_cast<T>(e)`
    Reinterpret,
    /// `const_cast<T>(e)`
    Const,
    /// `dynamic_cast<T>(e)`
    Dynamic,
}

impl CastKind {
    pub fn as_str(self) -> &'static str {
        match self {
            CastKind::CStyle => "c-cast",
            CastKind::Static => "static_cast",
            CastKind::Reinterpret => "reinterpret_cast",
            CastKind::Const => "const_cast",
            CastKind::Dynamic => "dynamic_cast",
        }
    }
}

/// `new (placement) T[n] (init)`
#[derive(Clone, Debug)]
pub struct NewExpr {
    /// `::new`
    pub global: bool,
    /// `new (buf) T`
    pub placement: Vec<ExprId>,
    /// The allocated type (for `new T[n]`, the element type `T`).
    pub ty: TypeExprId,
    /// `new T[n]`: the first (runtime) bound.
    pub array_size: Option<ExprId>,
    /// `(args)` or `{args}` (an [`super::Init::Paren`] or [`super::Init::Brace`]).
    pub init: Option<super::Init>,
}

/// A lambda expression.
#[derive(Clone, Debug)]
pub struct Lambda {
    /// `=` or `&` as the first capture.
    pub default_capture: Option<CaptureDefault>,
    pub captures: Vec<Capture>,
    /// `template<class T>` after the introducer (C++20 spelling of generic lambdas).
    pub template_params: Vec<DeclId>,
    /// The [`super::DeclKind::Param`]s; empty when the parameter list is omitted.
    pub params: Vec<DeclId>,
    pub variadic: bool,
    /// `mutable`
    pub mutable: bool,
    /// CUDA tags written after the parameters (`[] __device__ (int i) { ... }`).
    pub spec: super::DeclSpec,
    /// `-> T`
    pub ret: Option<TypeExprId>,
    /// The compound statement.
    pub body: StmtId,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureDefault {
    /// `[=]`
    Copy,
    /// `[&]`
    Ref,
}

/// One explicit capture.
#[derive(Clone, Debug)]
pub struct Capture {
    pub kind: CaptureKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum CaptureKind {
    /// `x` (by copy)
    Copy(Name),
    /// `&x`
    Ref(Name),
    /// `this`
    This,
    /// `*this`
    StarThis,
    /// `y = e` or `&r = e` (an init-capture)
    Init { name: Name, by_ref: bool, init: ExprId },
    /// `xs...` or `&xs...` (a captured pack)
    Pack { name: Name, by_ref: bool },
}

/// One name of a structured binding ([`ExprKind::Binding`]).
#[derive(Clone, Debug)]
pub struct Binding {
    pub object: ExprId,
    pub index: u32,
    /// How many names the declaration binds.
    pub count: u32,
    /// `object[index]`, for arrays.
    pub element: ExprId,
    /// `object.get<index>()` and `get<index>(object)`, for tuple-like types.
    pub member_get: ExprId,
    pub adl_get: ExprId,
}

/// A fold expression: `(pack op ...)`, `(... op pack)`, `(init op ... op pack)`.
#[derive(Clone, Debug)]
pub struct Fold {
    pub op: BinaryOp,
    /// The expression left of `...` (for a right fold: the pack; for a binary left fold: init).
    pub lhs: Option<ExprId>,
    /// The expression right of `...`.
    pub rhs: Option<ExprId>,
}
