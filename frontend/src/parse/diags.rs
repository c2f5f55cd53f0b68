//! The parser's diagnostic codes (range E02xx).

use crate::diag::DiagCode;

/// A specific token was required: "expected `;` after expression, found `}`".
pub const EXPECTED_TOKEN: DiagCode = DiagCode { code: "E0201", name: "expected-token" };
/// An expression was required.
pub const EXPECTED_EXPRESSION: DiagCode = DiagCode { code: "E0202", name: "expected-expression" };
/// A declaration without any type specifier (`const x = 1;`). Names that are not known as
/// types are parsed as types anyway and reported by sema.
pub const UNKNOWN_TYPE_NAME: DiagCode = DiagCode { code: "E0203", name: "unknown-type-name" };
/// A declaration was required (at namespace or class scope).
pub const EXPECTED_DECLARATION: DiagCode = DiagCode { code: "E0204", name: "expected-declaration" };
/// A `goto` form other than `goto label;` (GNU's computed `goto *p`).
pub const GOTO_UNSUPPORTED: DiagCode = DiagCode { code: "E0205", name: "goto-unsupported" };
/// An invalid combination of type specifiers (`long char`, `signed float`, `int int`).
pub const INVALID_TYPE_SPECIFIERS: DiagCode =
    DiagCode { code: "E0206", name: "invalid-type-specifiers" };
/// A literal whose value cannot be represented (`0x1'0000'0000'0000'0000'0000'0000'0000'0000`).
pub const INVALID_LITERAL: DiagCode = DiagCode { code: "E0207", name: "invalid-literal" };
/// A declarator needs a name here (or has one where none is allowed).
pub const EXPECTED_DECLARATOR: DiagCode = DiagCode { code: "E0208", name: "expected-declarator" };
/// A construct the parser recognises but circlec does not support (file-scope `asm`, `asm goto`,
/// case ranges).
pub const UNSUPPORTED_SYNTAX: DiagCode = DiagCode { code: "E0209", name: "unsupported-syntax" };
/// A statement was required.
pub const EXPECTED_STATEMENT: DiagCode = DiagCode { code: "E0210", name: "expected-statement" };
/// Adjacent string literals with different encoding prefixes.
pub const MIXED_STRING_PREFIXES: DiagCode =
    DiagCode { code: "E0211", name: "mixed-string-prefixes" };
/// `#pragma unroll` not followed by a loop statement (a warning; the pragma is ignored).
pub const MISPLACED_LOOP_PRAGMA: DiagCode =
    DiagCode { code: "E0212", name: "misplaced-loop-pragma" };
/// An `__attribute__` circlec does not apply: unknown, not supported yet, or written where it
/// has no effect (a warning; the attribute is ignored).
pub const IGNORED_ATTRIBUTE: DiagCode = DiagCode { code: "E0213", name: "ignored-attribute" };
/// A `#pragma pack` argument circlec does not understand (a warning; the pragma is ignored).
pub const BAD_PRAGMA_PACK: DiagCode = DiagCode { code: "E0214", name: "bad-pragma-pack" };
