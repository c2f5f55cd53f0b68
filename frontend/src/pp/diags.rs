//! Diagnostic codes of the preprocessor (E0120–E0149; the lexer has E0101–E0119).

use crate::diag::DiagCode;

pub const UNKNOWN_DIRECTIVE: DiagCode = DiagCode { code: "E0120", name: "unknown-directive" };
pub const MALFORMED_DIRECTIVE: DiagCode = DiagCode { code: "E0121", name: "malformed-directive" };
pub const UNTERMINATED_CONDITIONAL: DiagCode =
    DiagCode { code: "E0122", name: "unterminated-conditional" };
pub const UNMATCHED_CONDITIONAL: DiagCode =
    DiagCode { code: "E0123", name: "unmatched-conditional" };
pub const INCLUDE_NOT_FOUND: DiagCode = DiagCode { code: "E0124", name: "include-not-found" };
pub const INCLUDE_DEPTH: DiagCode = DiagCode { code: "E0125", name: "include-depth-exceeded" };
pub const EXPANSION_LIMIT: DiagCode = DiagCode { code: "E0126", name: "macro-expansion-limit" };
pub const MACRO_ARG_COUNT: DiagCode = DiagCode { code: "E0127", name: "macro-arg-count" };
pub const UNTERMINATED_MACRO_CALL: DiagCode =
    DiagCode { code: "E0128", name: "unterminated-macro-call" };
pub const INVALID_PASTE: DiagCode = DiagCode { code: "E0129", name: "invalid-paste" };
/// A warning: a conditional tests `__CUDA_ARCH__`, which circlec never defines.
pub const CUDA_ARCH_UNDEFINED: DiagCode = DiagCode { code: "E0130", name: "cuda-arch-undefined" };
pub const ERROR_DIRECTIVE: DiagCode = DiagCode { code: "E0131", name: "error-directive" };
/// A warning: `#warning`.
pub const WARNING_DIRECTIVE: DiagCode = DiagCode { code: "E0132", name: "warning-directive" };
pub const INVALID_EXPRESSION: DiagCode = DiagCode { code: "E0133", name: "invalid-pp-expression" };
pub const DIVISION_BY_ZERO: DiagCode = DiagCode { code: "E0134", name: "pp-division-by-zero" };
/// A warning: a macro is redefined with a different body.
pub const MACRO_REDEFINED: DiagCode = DiagCode { code: "E0135", name: "macro-redefined" };
/// A warning: tokens after a directive that takes none.
pub const EXTRA_TOKENS: DiagCode = DiagCode { code: "E0136", name: "extra-tokens" };
pub const INVALID_STRINGIZE: DiagCode = DiagCode { code: "E0137", name: "invalid-stringize" };
pub const INVALID_LINE_DIRECTIVE: DiagCode =
    DiagCode { code: "E0138", name: "invalid-line-directive" };
