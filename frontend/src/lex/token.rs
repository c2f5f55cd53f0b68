//! Tokens: the interface between the lexer, the preprocessor and the parser. A token is its kind,
//! its span and its spelling interned as a `Name` (for identifiers and literals; punctuators and
//! keywords carry their kind alone). Literal values are decoded from the spelling by the parser,
//! which the lexer has already validated.

use crate::intern::Name;
use crate::source::Span;

/// One token after preprocessing (or, inside the preprocessor, before it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub span: Span,
    /// The spelling of identifiers, keywords and literals (for punctuators: the punctuator's text).
    pub text: Name,
    pub flags: TokenFlags,
}

/// Layout facts the preprocessor needs (directives start a line; `#define F(` vs `#define F (`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TokenFlags(pub u8);

impl TokenFlags {
    /// First token on its (logical) line.
    pub const AT_LINE_START: u8 = 1;
    /// Whitespace or a comment precedes the token.
    pub const SPACE_BEFORE: u8 = 2;
    /// Produced by macro expansion (its span is the expansion site).
    pub const FROM_MACRO: u8 = 4;
    /// An identifier that must not be expanded again (painted blue during rescanning).
    pub const NO_EXPAND: u8 = 8;
    /// A preprocessing number that is not a valid literal (kind `Invalid`), not yet reported:
    /// inside the preprocessor it may still be pasted into a valid one (`0x ## 1F`), so the
    /// preprocessor reports it only if it reaches the output.
    pub const BAD_NUMBER: u8 = 16;

    pub fn has(self, flag: u8) -> bool {
        self.0 & flag != 0
    }
    pub fn with(self, flag: u8) -> Self {
        TokenFlags(self.0 | flag)
    }
    pub fn without(self, flag: u8) -> Self {
        TokenFlags(self.0 & !flag)
    }
}

/// Prefix of a character or string literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StrPrefix {
    /// `"..."` / `'x'`
    None,
    /// `u8"..."` / `u8'x'`
    Utf8,
    /// `u"..."`
    Utf16,
    /// `U"..."`
    Utf32,
    /// `L"..."`
    Wide,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// A name that is not a keyword (the preprocessor sees keywords as identifiers too:
    /// `Token::text` always holds the spelling).
    Ident,
    Keyword(Keyword),
    /// `42`, `0x2Au`, `0b101`, `017`, `1'000'000ull`; validated by the lexer.
    IntLit,
    /// `1.5`, `1e-3f`, `0x1p4`, `.5L`
    FloatLit,
    /// `'a'`, `'\n'`, `u8'x'`
    CharLit(StrPrefix),
    /// `"abc"` (escapes not yet decoded), `R"(raw)"` is not supported
    StringLit(StrPrefix),
    /// A preprocessing number that is not a valid literal, or a stray character; the lexer has
    /// already reported it, and the parser skips it quietly.
    Invalid,
    /// `<header>` in `#include <header>` (only produced when the preprocessor asks for it).
    HeaderName,
    Punct(Punct),
    /// Circle's `@codegen`
    AtCodegen,
    /// Circle's `@meta`
    AtMeta,
    /// Circle's introspection keywords: `@enum_count`, `@enum_value`, `@enum_name`,
    /// `@type_name` / `@type_string`
    AtIntrospect(Introspect),
    /// `#pragma unroll [N]` / `_Pragma("unroll N")` (text `unroll`) or `#pragma nounroll` (text
    /// `nounroll`), passed by the preprocessor to the parser, which attaches it to the loop that
    /// follows. A count follows as `( tokens )`.
    PragmaUnroll,
    /// `#pragma pack(...)` / `_Pragma("pack(...)")`, spelled in full (`#pragma pack(push, 1)`):
    /// the parser takes it out of the stream and lays out the classes defined after it with
    /// their members' alignment capped (`parse/pragma_pack.rs`).
    PragmaPack,
    Eof,
}

/// A Circle introspection keyword: its operands are types or constants, its value is known
/// during translation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Introspect {
    /// `@enum_count(E)`: the number of enumerators of `E` with distinct values.
    EnumCount,
    /// `@enum_value(E, i)`: the `i`th of them.
    EnumValue,
    /// `@enum_name(E, i)` or `@enum_name(e)`: an enumerator's name, a string literal.
    EnumName,
    /// `@type_name(T)` (2019) and `@type_string(T)` (later): `T` spelled as a string literal.
    TypeName,
}

impl Introspect {
    pub const ALL: &'static [(&'static str, Introspect)] = &[
        ("@enum_count", Introspect::EnumCount),
        ("@enum_value", Introspect::EnumValue),
        ("@enum_name", Introspect::EnumName),
        ("@type_name", Introspect::TypeName),
        ("@type_string", Introspect::TypeName),
    ];

    pub fn from_spelling(s: &str) -> Option<Introspect> {
        Self::ALL.iter().find(|(n, _)| *n == s).map(|&(_, k)| k)
    }

    pub fn spelling(self) -> &'static str {
        Self::ALL.iter().find(|(_, k)| *k == self).map_or("@?", |(n, _)| n)
    }
}

/// Every punctuator of C++17, the CUDA launch chevrons, and the preprocessor's `#` and `##`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Punct {
    LParen,       // (
    RParen,       // )
    LBracket,     // [
    RBracket,     // ]
    LBrace,       // {
    RBrace,       // }
    Semi,         // ;
    Colon,        // :
    ColonColon,   // ::
    Comma,        // ,
    Dot,          // .
    DotStar,      // .*
    Ellipsis,     // ...
    Arrow,        // ->
    ArrowStar,    // ->*
    Question,     // ?
    Plus,         // +
    Minus,        // -
    Star,         // *
    Slash,        // /
    Percent,      // %
    Caret,        // ^
    Amp,          // &
    Pipe,         // |
    Tilde,        // ~
    Bang,         // !
    Eq,           // =
    Lt,           // <
    Gt,           // >
    PlusEq,       // +=
    MinusEq,      // -=
    StarEq,       // *=
    SlashEq,      // /=
    PercentEq,    // %=
    CaretEq,      // ^=
    AmpEq,        // &=
    PipeEq,       // |=
    Shl,          // <<
    Shr,          // >>
    ShlEq,        // <<=
    ShrEq,        // >>=
    EqEq,         // ==
    NotEq,        // !=
    LtEq,         // <=
    GtEq,         // >=
    Spaceship,    // <=>
    AmpAmp,       // &&
    PipePipe,     // ||
    PlusPlus,     // ++
    MinusMinus,   // --
    LaunchOpen,   // <<<
    LaunchClose,  // >>>  (the parser splits it, and `>>`, when closing template argument lists)
    Hash,         // #
    HashHash,     // ##
}

impl Punct {
    pub fn as_str(self) -> &'static str {
        use Punct::*;
        match self {
            LParen => "(",
            RParen => ")",
            LBracket => "[",
            RBracket => "]",
            LBrace => "{",
            RBrace => "}",
            Semi => ";",
            Colon => ":",
            ColonColon => "::",
            Comma => ",",
            Dot => ".",
            DotStar => ".*",
            Ellipsis => "...",
            Arrow => "->",
            ArrowStar => "->*",
            Question => "?",
            Plus => "+",
            Minus => "-",
            Star => "*",
            Slash => "/",
            Percent => "%",
            Caret => "^",
            Amp => "&",
            Pipe => "|",
            Tilde => "~",
            Bang => "!",
            Eq => "=",
            Lt => "<",
            Gt => ">",
            PlusEq => "+=",
            MinusEq => "-=",
            StarEq => "*=",
            SlashEq => "/=",
            PercentEq => "%=",
            CaretEq => "^=",
            AmpEq => "&=",
            PipeEq => "|=",
            Shl => "<<",
            Shr => ">>",
            ShlEq => "<<=",
            ShrEq => ">>=",
            EqEq => "==",
            NotEq => "!=",
            LtEq => "<=",
            GtEq => ">=",
            Spaceship => "<=>",
            AmpAmp => "&&",
            PipePipe => "||",
            PlusPlus => "++",
            MinusMinus => "--",
            LaunchOpen => "<<<",
            LaunchClose => ">>>",
            Hash => "#",
            HashHash => "##",
        }
    }
}

impl Punct {
    /// Every punctuator, in declaration order (`p as usize` indexes it).
    pub const ALL: &'static [Punct] = &[
        Punct::LParen,
        Punct::RParen,
        Punct::LBracket,
        Punct::RBracket,
        Punct::LBrace,
        Punct::RBrace,
        Punct::Semi,
        Punct::Colon,
        Punct::ColonColon,
        Punct::Comma,
        Punct::Dot,
        Punct::DotStar,
        Punct::Ellipsis,
        Punct::Arrow,
        Punct::ArrowStar,
        Punct::Question,
        Punct::Plus,
        Punct::Minus,
        Punct::Star,
        Punct::Slash,
        Punct::Percent,
        Punct::Caret,
        Punct::Amp,
        Punct::Pipe,
        Punct::Tilde,
        Punct::Bang,
        Punct::Eq,
        Punct::Lt,
        Punct::Gt,
        Punct::PlusEq,
        Punct::MinusEq,
        Punct::StarEq,
        Punct::SlashEq,
        Punct::PercentEq,
        Punct::CaretEq,
        Punct::AmpEq,
        Punct::PipeEq,
        Punct::Shl,
        Punct::Shr,
        Punct::ShlEq,
        Punct::ShrEq,
        Punct::EqEq,
        Punct::NotEq,
        Punct::LtEq,
        Punct::GtEq,
        Punct::Spaceship,
        Punct::AmpAmp,
        Punct::PipePipe,
        Punct::PlusPlus,
        Punct::MinusMinus,
        Punct::LaunchOpen,
        Punct::LaunchClose,
        Punct::Hash,
        Punct::HashHash,
    ];
}

macro_rules! keywords {
    ($($variant:ident => $text:literal,)*) => {
        /// C++17 keywords, the alternative operator spellings are *not* keywords here, plus the
        /// CUDA and GNU spellings circlec treats as keywords.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Keyword { $($variant,)* }

        impl Keyword {
            pub const ALL: &'static [Keyword] = &[$(Keyword::$variant,)*];
            pub fn as_str(self) -> &'static str {
                match self { $(Keyword::$variant => $text,)* }
            }
            pub fn from_str(text: &str) -> Option<Keyword> {
                match text { $($text => Some(Keyword::$variant),)* _ => None }
            }
        }
    };
}

keywords! {
    Alignas => "alignas",
    Alignof => "alignof",
    Asm => "asm",
    Auto => "auto",
    Bool => "bool",
    Break => "break",
    Case => "case",
    Catch => "catch",
    Char => "char",
    Char16T => "char16_t",
    Char32T => "char32_t",
    Class => "class",
    Const => "const",
    Constexpr => "constexpr",
    ConstCast => "const_cast",
    Continue => "continue",
    Decltype => "decltype",
    UnderlyingType => "__underlying_type",
    Typeof => "__typeof__",
    Default => "default",
    Delete => "delete",
    Do => "do",
    Double => "double",
    DynamicCast => "dynamic_cast",
    Else => "else",
    Enum => "enum",
    Explicit => "explicit",
    Export => "export",
    Extern => "extern",
    False => "false",
    Float => "float",
    For => "for",
    Friend => "friend",
    Goto => "goto",
    If => "if",
    Inline => "inline",
    Int => "int",
    Long => "long",
    Mutable => "mutable",
    Namespace => "namespace",
    New => "new",
    Noexcept => "noexcept",
    Nullptr => "nullptr",
    Operator => "operator",
    Private => "private",
    Protected => "protected",
    Public => "public",
    Register => "register",
    ReinterpretCast => "reinterpret_cast",
    Return => "return",
    Short => "short",
    Signed => "signed",
    Sizeof => "sizeof",
    Static => "static",
    StaticAssert => "static_assert",
    StaticCast => "static_cast",
    Struct => "struct",
    Switch => "switch",
    Template => "template",
    This => "this",
    ThreadLocal => "thread_local",
    Throw => "throw",
    True => "true",
    Try => "try",
    Typedef => "typedef",
    Typeid => "typeid",
    Typename => "typename",
    Union => "union",
    Unsigned => "unsigned",
    Using => "using",
    Virtual => "virtual",
    Void => "void",
    Volatile => "volatile",
    WcharT => "wchar_t",
    While => "while",
    // GNU and CUDA spellings.
    Int128 => "__int128",
    Bf16 => "__bf16",
    Complex => "_Complex",
    Real => "__real__",
    Imag => "__imag__",
    Restrict => "__restrict__",
    RestrictGnu => "__restrict",
    Attribute => "__attribute__",
    Global => "__global__",
    Device => "__device__",
    Host => "__host__",
    Shared => "__shared__",
    Constant => "__constant__",
    Managed => "__managed__",
    LaunchBounds => "__launch_bounds__",
    ForceInline => "__forceinline__",
    NoInline => "__noinline__",
}

impl TokenKind {
    pub fn is_punct(self, p: Punct) -> bool {
        self == TokenKind::Punct(p)
    }
    pub fn is_keyword(self, k: Keyword) -> bool {
        self == TokenKind::Keyword(k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn punct_table_is_in_order() {
        for (i, &p) in Punct::ALL.iter().enumerate() {
            assert_eq!(p as usize, i);
        }
    }

    #[test]
    fn keyword_round_trip() {
        for &k in Keyword::ALL {
            assert_eq!(Keyword::from_str(k.as_str()), Some(k));
        }
        assert_eq!(Keyword::from_str("threadIdx"), None);
    }
}
