//! Diagnostic codes of the lexer (E0101–E0119; the preprocessor has E0120 on).

use crate::diag::DiagCode;

pub const INVALID_NUMBER: DiagCode = DiagCode { code: "E0101", name: "invalid-number" };
pub const UNTERMINATED_CHAR: DiagCode = DiagCode { code: "E0102", name: "unterminated-char" };
pub const UNTERMINATED_STRING: DiagCode =
    DiagCode { code: "E0103", name: "unterminated-string" };
pub const UNTERMINATED_COMMENT: DiagCode =
    DiagCode { code: "E0104", name: "unterminated-comment" };
pub const INVALID_ESCAPE: DiagCode = DiagCode { code: "E0105", name: "invalid-escape" };
pub const EMPTY_CHAR: DiagCode = DiagCode { code: "E0106", name: "empty-char" };
pub const UNKNOWN_AT_KEYWORD: DiagCode = DiagCode { code: "E0107", name: "unknown-at-keyword" };
pub const STRAY_CHARACTER: DiagCode = DiagCode { code: "E0108", name: "stray-character" };
pub const BAD_RAW_STRING: DiagCode =
    DiagCode { code: "E0109", name: "invalid-raw-string" };
/// A character that C++ does not allow in identifiers (not `XID_Start`/`XID_Continue`), or bytes
/// that are not UTF-8 (read as U+FFFD).
pub const BAD_IDENTIFIER_CHAR: DiagCode = DiagCode { code: "E0111", name: "invalid-identifier-character" };
/// A warning: an escape sequence C++ does not define (`\q`); the character stands for itself.
pub const UNKNOWN_ESCAPE: DiagCode = DiagCode { code: "E0110", name: "unknown-escape" };
