//! Validation of literal spellings. The lexer first scans a preprocessing number or a quoted
//! literal with the loose C++ rules, then checks here that it is a valid integer, floating,
//! character or string literal, so that later phases can decode the spelling without checking.
//!
//! Integers: decimal, `0x` hex, `0b` binary and leading-`0` octal, `'` digit separators between
//! digits, suffixes `u`/`U` combined with `l`/`L`/`ll`/`LL` in either order. Floats: decimal with
//! a `.` or an exponent, hex with a mandatory `p` exponent, suffixes `f`/`F`/`l`/`L`.
//! Escapes: the simple escapes, GNU `\e`, octal (1–3 digits), `\x` with at least one hex digit,
//! `\u` with 4 and `\U` with 8 hex digits.

use super::token::TokenKind;

/// Why a preprocessing number is not a valid literal (the message, lower-case).
pub type NumberError = String;

/// Classifies the preprocessing number `s` as an integer or floating literal.
pub fn classify_number(s: &str) -> Result<TokenKind, NumberError> {
    let b = s.as_bytes();
    let (radix, body_start) = if b.len() >= 2 && b[0] == b'0' && (b[1] | 0x20) == b'x' {
        (16, 2)
    } else if b.len() >= 2 && b[0] == b'0' && (b[1] | 0x20) == b'b' {
        (2, 2)
    } else {
        (10, 0)
    };
    // The mantissa: digits, separators and at most one '.'.
    let mut i = body_start;
    let mut n_digits = 0;
    let mut saw_dot = false;
    let is_digit = |c: u8| match radix {
        16 => c.is_ascii_hexdigit(),
        // Octal and binary digits are checked below, for a better message.
        _ => c.is_ascii_digit(),
    };
    while i < b.len() {
        let c = b[i];
        if is_digit(c) {
            n_digits += 1;
        } else if c == b'\'' {
            let ok = i > body_start && is_digit(b[i - 1]) && b.get(i + 1).is_some_and(|&n| is_digit(n));
            if !ok {
                return Err("digit separator `'` must stand between two digits".into());
            }
        } else if c == b'.' && !saw_dot && radix != 2 {
            saw_dot = true;
        } else {
            break;
        }
        i += 1;
    }
    let mantissa_end = i;
    let has_exp = i < b.len()
        && match radix {
            16 => (b[i] | 0x20) == b'p',
            10 => (b[i] | 0x20) == b'e',
            _ => false,
        };
    if n_digits == 0 {
        return Err(match radix {
            16 => "hexadecimal constant has no digits".into(),
            2 => "binary constant has no digits".into(),
            _ => "numeric constant has no digits".into(),
        });
    }
    if saw_dot || has_exp {
        if radix == 16 && !has_exp {
            return Err("hexadecimal floating constant requires an exponent `p`".into());
        }
        if has_exp {
            i += 1;
            if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
                i += 1;
            }
            let exp_start = i;
            while i < b.len() && (b[i].is_ascii_digit() || (b[i] == b'\'' && i > exp_start)) {
                i += 1;
            }
            if i == exp_start {
                return Err("exponent has no digits".into());
            }
            if b[i - 1] == b'\'' {
                return Err("digit separator `'` must stand between two digits".into());
            }
        }
        let suffix = &s[i..];
        return match suffix {
            "" | "f" | "F" | "l" | "L" => Ok(TokenKind::FloatLit),
            _ => Err(format!("invalid suffix `{suffix}` on floating constant")),
        };
    }
    // An integer: check the digits against the radix.
    let digits = &b[body_start..mantissa_end];
    let octal = radix == 10 && b[0] == b'0' && digits.len() > 1;
    if radix == 2 || octal {
        let (max, what) = if radix == 2 { (b'1', "binary") } else { (b'7', "octal") };
        if let Some(&bad) = digits.iter().find(|&&c| c != b'\'' && c > max) {
            return Err(format!("invalid digit `{}` in {what} constant", bad as char));
        }
    }
    if radix == 2 && mantissa_end < b.len() && b[mantissa_end].is_ascii_digit() {
        return Err(format!(
            "invalid digit `{}` in binary constant",
            b[mantissa_end] as char
        ));
    }
    let suffix = &s[mantissa_end..];
    if is_int_suffix(suffix) {
        Ok(TokenKind::IntLit)
    } else {
        Err(format!("invalid suffix `{suffix}` on integer constant"))
    }
}

/// `u`, `l`, `ll` (same case), and `u` with either, in any order; empty is fine.
fn is_int_suffix(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    let mut saw_u = false;
    let mut saw_l = false;
    while i < b.len() {
        match b[i] {
            b'u' | b'U' if !saw_u => {
                saw_u = true;
                i += 1;
            }
            c @ (b'l' | b'L') if !saw_l => {
                saw_l = true;
                i += if b.get(i + 1) == Some(&c) { 2 } else { 1 };
            }
            _ => return false,
        }
    }
    true
}

/// A problem in the body of a character or string literal.
pub struct EscapeProblem {
    /// Byte offset of the backslash within the body.
    pub offset: usize,
    pub len: usize,
    pub message: String,
    /// An unknown escape is only a warning.
    pub is_warning: bool,
    /// The literal is still a token of its kind (an escape out of range: its value wraps).
    pub keeps_token: bool,
}

/// Checks every escape sequence of a literal body (the text between the quotes) and returns the
/// number of characters it encodes (for `''`) and the problems. `unit_max` is the largest
/// code unit of the literal's encoding (`0xFF` for `char`): a numeric escape above it is an error.
pub fn check_escapes(body: &[u8], unit_max: u32, problems: &mut Vec<EscapeProblem>) -> usize {
    let mut i = 0;
    let mut n_chars = 0;
    while i < body.len() {
        n_chars += 1;
        if body[i] != b'\\' {
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        let Some(&c) = body.get(i) else {
            // Cannot happen: a trailing backslash escapes the closing quote.
            break;
        };
        i += 1;
        match c {
            b'\'' | b'"' | b'?' | b'\\' | b'a' | b'b' | b'f' | b'n' | b'r' | b't' | b'v' | b'e' | b'E' => {}
            b'0'..=b'7' => {
                let mut n = 1;
                let mut value = (c - b'0') as u32;
                while n < 3 && i < body.len() && (b'0'..=b'7').contains(&body[i]) {
                    value = value * 8 + (body[i] - b'0') as u32;
                    i += 1;
                    n += 1;
                }
                if value > unit_max {
                    problems.push(EscapeProblem {
                        offset: start,
                        len: i - start,
                        message: format!("octal escape sequence out of range: {value} does not fit in a code unit of this literal"),
                        is_warning: false,
                        keeps_token: true,
                    });
                }
            }
            b'x' => {
                let digits_start = i;
                let mut value: u64 = 0;
                while i < body.len() && body[i].is_ascii_hexdigit() {
                    value = value.saturating_mul(16).saturating_add((body[i] as char).to_digit(16).unwrap_or(0) as u64);
                    i += 1;
                }
                if i > digits_start && value > unit_max as u64 {
                    problems.push(EscapeProblem {
                        offset: start,
                        len: i - start,
                        message: "hex escape sequence out of range: the value does not fit in a code unit of this literal".into(),
                        is_warning: false,
                        keeps_token: true,
                    });
                }
                if i == digits_start {
                    problems.push(EscapeProblem {
                        offset: start,
                        len: 2,
                        message: "`\\x` used with no following hex digits".into(),
                        is_warning: false,
                        keeps_token: false,
                    });
                }
            }
            b'u' | b'U' => {
                let want = if c == b'u' { 4 } else { 8 };
                let mut n = 0;
                while n < want && i < body.len() && body[i].is_ascii_hexdigit() {
                    i += 1;
                    n += 1;
                }
                if n < want {
                    problems.push(EscapeProblem {
                        offset: start,
                        len: i - start,
                        message: format!(
                            "incomplete universal character name: `\\{}` needs {want} hex digits",
                            c as char
                        ),
                        is_warning: false,
                        keeps_token: false,
                    });
                }
            }
            _ => {
                // Keep whole UTF-8 characters together in the message.
                let mut end = i;
                while end < body.len() && (body[end] & 0xC0) == 0x80 {
                    end += 1;
                }
                i = end;
                let shown = String::from_utf8_lossy(&body[start..end]).into_owned();
                problems.push(EscapeProblem {
                    offset: start,
                    len: end - start,
                    message: format!("unknown escape sequence `{shown}`"),
                    is_warning: true,
                keeps_token: true,
                });
            }
        }
    }
    n_chars
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(input: &str, expected: Result<TokenKind, &str>) {
        let got = classify_number(input);
        assert_eq!(got, expected.map_err(|e| e.to_string()), "for {input:?}");
    }

    #[test]
    fn integers() {
        use TokenKind::IntLit;
        for ok in [
            "0",
            "42",
            "0x2A",
            "0X2au",
            "0b101",
            "0B1'0",
            "017",
            "1'000'000ull",
            "7LLU",
            "7uLL",
            "7lu",
            "7Ul",
            "0xFFFF'FFFFu",
            "00",
        ] {
            check(ok, Ok(IntLit));
        }
        check("08", Err("invalid digit `8` in octal constant"));
        check("0b2", Err("invalid digit `2` in binary constant"));
        check("0b12", Err("invalid digit `2` in binary constant"));
        check("0x", Err("hexadecimal constant has no digits"));
        check("12abc", Err("invalid suffix `abc` on integer constant"));
        check("1lL", Err("invalid suffix `lL` on integer constant"));
        check("1uu", Err("invalid suffix `uu` on integer constant"));
        check("1''0", Err("digit separator `'` must stand between two digits"));
    }

    #[test]
    fn floats() {
        use TokenKind::FloatLit;
        for ok in [
            "1.5",
            "1e-3f",
            "0x1p4",
            ".5L",
            "1.",
            "08.5",
            "1e+10",
            "0x1.8p-3F",
            "1'0.5",
        ] {
            check(ok, Ok(FloatLit));
        }
        check("0x1.0", Err("hexadecimal floating constant requires an exponent `p`"));
        check("1e", Err("exponent has no digits"));
        check("1.0q", Err("invalid suffix `q` on floating constant"));
        check("1.0ff", Err("invalid suffix `ff` on floating constant"));
    }

    #[test]
    fn escapes() {
        let run = |s: &str| {
            let mut p = Vec::new();
            let n = check_escapes(s.as_bytes(), 0xFF, &mut p);
            (n, p.iter().map(|p| p.message.clone()).collect::<Vec<_>>())
        };
        assert_eq!(run(r"a\n\t\\\'\0\177\x41\u00e9\U0001F600"), (10, vec![]));
        assert_eq!(run(r"\x").1, vec!["`\\x` used with no following hex digits"]);
        assert_eq!(
            run(r"\u12").1,
            vec!["incomplete universal character name: `\\u` needs 4 hex digits"]
        );
        assert_eq!(run(r"\q").1, vec!["unknown escape sequence `\\q`"]);
        assert_eq!(run(r"\777").1, vec!["octal escape sequence out of range: 511 does not fit in a code unit of this literal"]);
        assert_eq!(run(r"\xfff\x100").1.len(), 2);
        assert_eq!(run(r"\377\xff").1, Vec::<String>::new());
    }
}
