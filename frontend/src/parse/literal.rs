//! Decoding literal spellings into values. The lexer has validated the spellings, so decoding
//! only has to handle overflow; anything unexpected decodes to a harmless value.

use crate::ast::{FloatSuffix, IntSize, StrPrefix};

/// A decoded integer literal: value (`None` when above `u128::MAX`), `u` suffix, size suffix,
/// decimal.
pub(super) fn decode_int(s: &str) -> (Option<u128>, bool, IntSize, bool) {
    let b = s.as_bytes();
    let (radix, start) = if b.len() >= 2 && b[0] == b'0' && (b[1] | 0x20) == b'x' {
        (16, 2)
    } else if b.len() >= 2 && b[0] == b'0' && (b[1] | 0x20) == b'b' {
        (2, 2)
    } else if b.len() >= 2 && b[0] == b'0' && b[1].is_ascii_digit() {
        (8, 1)
    } else {
        (10, 0)
    };
    let mut value: Option<u128> = Some(0);
    let mut i = start;
    while i < b.len() {
        let c = b[i];
        let d = match c {
            b'\'' => {
                i += 1;
                continue;
            }
            b'0'..=b'9' => (c - b'0') as u32,
            b'a'..=b'f' if radix == 16 => (c - b'a' + 10) as u32,
            b'A'..=b'F' if radix == 16 => (c - b'A' + 10) as u32,
            _ => break,
        };
        value = value
            .and_then(|v| v.checked_mul(radix as u128))
            .and_then(|v| v.checked_add(d as u128));
        i += 1;
    }
    let suffix = &s[i..];
    let unsigned = suffix.bytes().any(|c| c == b'u' || c == b'U');
    let longs = suffix.bytes().filter(|&c| c == b'l' || c == b'L').count();
    let size = match longs {
        0 => IntSize::None,
        1 => IntSize::Long,
        _ => IntSize::LongLong,
    };
    (value, unsigned, size, radix == 10)
}

/// A decoded floating literal.
pub(super) fn decode_float(s: &str) -> (f64, FloatSuffix) {
    let owned;
    let clean: &str = if s.contains('\'') {
        owned = s.chars().filter(|&c| c != '\'').collect::<String>();
        &owned
    } else {
        s
    };
    let is_hex = clean.len() > 2 && (clean.starts_with("0x") || clean.starts_with("0X"));
    let (body, suffix) = match clean.as_bytes().last() {
        Some(b'f' | b'F') if !is_hex || clean.contains(['p', 'P']) => {
            (&clean[..clean.len() - 1], FloatSuffix::F)
        }
        Some(b'l' | b'L') => (&clean[..clean.len() - 1], FloatSuffix::L),
        _ => (clean, FloatSuffix::None),
    };
    let value = if is_hex { decode_hex_float(&body[2..]) } else { body.parse::<f64>().unwrap_or(0.0) };
    (value, suffix)
}

/// `1.8p3` (after `0x`): hex mantissa times a power of two, rounded once to the nearest
/// `double` (ties to even), subnormals included: the digits are kept exactly (those beyond
/// 124 bits only as a sticky bit) and scaled without an intermediate underflow.
fn decode_hex_float(s: &str) -> f64 {
    let (mant, exp) = match s.find(['p', 'P']) {
        Some(i) => (&s[..i], &s[i + 1..]),
        None => (s, "0"),
    };
    let mut m: u128 = 0;
    let mut e: i64 = exp.parse::<i64>().unwrap_or(if exp.starts_with('-') { i64::MIN / 4 } else { i64::MAX / 4 });
    let mut sticky = false;
    let mut after_dot = false;
    for c in mant.chars() {
        if c == '.' {
            after_dot = true;
            continue;
        }
        let Some(d) = c.to_digit(16) else { break };
        if m >> 120 == 0 {
            m = m * 16 + u128::from(d);
            if after_dot {
                e -= 4;
            }
        } else {
            // Beyond what `m` holds: an integer digit scales it, any digit may round it.
            sticky |= d != 0;
            if !after_dot {
                e += 4;
            }
        }
    }
    round_to_f64(m, e, sticky)
}

/// `m * 2^e` (plus a non-zero remainder below `m`'s last bit when `sticky`) as the nearest
/// `double`, ties to even.
fn round_to_f64(m: u128, e: i64, sticky: bool) -> f64 {
    if m == 0 {
        return 0.0;
    }
    let bits = 128 - i64::from(m.leading_zeros());
    // The exponent of the leading bit, and how many bits of `m` the result keeps: 53 for a
    // normal number, fewer for a subnormal one.
    let top = bits - 1 + e;
    if top > 1023 {
        return f64::INFINITY;
    }
    let keep = if top < -1022 { 53 - (-1022 - top) } else { 53 };
    if keep <= 0 {
        // Below half the smallest subnormal, or at most half of it: zero (ties to even).
        let above_half = keep == 0 && (m.count_ones() > 1 || sticky);
        return if above_half { f64::from_bits(1) } else { 0.0 };
    }
    let shift = bits - keep;
    let (mut q, scale) = if shift > 0 {
        let q = m >> shift;
        let rem = m & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        let up = rem > half || (rem == half && (sticky || q & 1 == 1));
        (q + u128::from(up), e + shift)
    } else {
        (m << -shift, e + shift)
    };
    let mut scale = scale;
    if q >> keep != 0 {
        // Rounding carried into a new leading bit.
        q >>= 1;
        scale += 1;
    }
    ldexp(q as f64, scale)
}

/// `x * 2^k` (`x` a positive integer below 2^54) in steps by exact powers of two, the first
/// of which keeps the value normal: exact whenever the result is representable.
fn ldexp(mut x: f64, mut k: i64) -> f64 {
    let pow2 = |k: i64| f64::from_bits(((k + 1023) as u64) << 52);
    while k > 1023 {
        x *= pow2(1023);
        k -= 1023;
        if x.is_infinite() {
            return x;
        }
    }
    while k < -1022 {
        x *= pow2(-1022);
        k += 1022;
        if x == 0.0 {
            return x;
        }
    }
    x * pow2(k)
}

/// The prefix length and body (between the quotes) of a character or string literal spelling.
fn body_of(s: &str, quote: char) -> &str {
    let open = s.find(quote).map_or(0, |i| i + 1);
    let close = s.rfind(quote).unwrap_or(s.len());
    if close < open {
        return "";
    }
    &s[open..close]
}

/// Decodes a character literal: the value of its (last) character; multi-character literals
/// combine bytes as GCC does.
pub(super) fn decode_char(s: &str, prefix: StrPrefix) -> u32 {
    let mut units = Vec::new();
    decode_escapes(body_of(s, '\''), prefix, &mut units);
    match prefix {
        StrPrefix::None if units.len() > 1 => {
            units.iter().fold(0u32, |acc, &u| (acc << 8) | (u & 0xff))
        }
        StrPrefix::None | StrPrefix::Utf8 => {
            // A plain char literal holding one UTF-8 encoded character: its code point.
            if units.len() == 1 {
                units[0]
            } else {
                let bytes: Vec<u8> = units.iter().map(|&u| u as u8).collect();
                std::str::from_utf8(&bytes)
                    .ok()
                    .and_then(|t| t.chars().next())
                    .map_or(0, |c| c as u32)
            }
        }
        _ => units.first().copied().unwrap_or(0),
    }
}

/// Decodes one string literal's body, appending code units for `prefix` to `out`.
pub(super) fn decode_string(s: &str, prefix: StrPrefix, out: &mut Vec<u32>) {
    if let Some(body) = raw_body(s) {
        for c in body.chars() {
            push_char(c, prefix, out);
        }
        return;
    }
    decode_escapes(body_of(s, '"'), prefix, out);
}

/// The characters of a raw string literal `R"delim(body)delim"` (the lexer checked its form);
/// `None` for an ordinary literal.
fn raw_body(s: &str) -> Option<&str> {
    let quote = s.find('"')?;
    if !s[..quote].ends_with('R') {
        return None;
    }
    let rest = &s[quote + 1..];
    let open = rest.find('(')?;
    let delim = &rest[..open];
    let body_end = rest.len().checked_sub(delim.len() + 2)?;
    rest.get(open + 1..body_end)
}

fn push_char(c: char, prefix: StrPrefix, out: &mut Vec<u32>) {
    match prefix {
        StrPrefix::None | StrPrefix::Utf8 => {
            let mut buf = [0u8; 4];
            out.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
        }
        StrPrefix::Utf16 => {
            let mut buf = [0u16; 2];
            out.extend(c.encode_utf16(&mut buf).iter().map(|&u| u as u32));
        }
        StrPrefix::Utf32 | StrPrefix::Wide => out.push(c as u32),
    }
}

fn decode_escapes(body: &str, prefix: StrPrefix, out: &mut Vec<u32>) {
    let unit_mask: u32 = match prefix {
        StrPrefix::None | StrPrefix::Utf8 => 0xff,
        StrPrefix::Utf16 => 0xffff,
        _ => u32::MAX,
    };
    let mut it = body.chars().peekable();
    while let Some(c) = it.next() {
        if c != '\\' {
            push_char(c, prefix, out);
            continue;
        }
        let Some(e) = it.next() else { break };
        let simple = match e {
            'n' => Some(10),
            't' => Some(9),
            'r' => Some(13),
            'a' => Some(7),
            'b' => Some(8),
            'f' => Some(12),
            'v' => Some(11),
            'e' | 'E' => Some(27),
            '\\' | '\'' | '"' | '?' => Some(e as u32),
            _ => None,
        };
        if let Some(v) = simple {
            out.push(v);
            continue;
        }
        match e {
            '0'..='7' => {
                let mut v = e as u32 - '0' as u32;
                for _ in 0..2 {
                    match it.peek() {
                        Some(&d @ '0'..='7') => {
                            v = v * 8 + (d as u32 - '0' as u32);
                            it.next();
                        }
                        _ => break,
                    }
                }
                out.push(v & unit_mask);
            }
            'x' => {
                let mut v: u32 = 0;
                while let Some(d) = it.peek().and_then(|c| c.to_digit(16)) {
                    v = v.wrapping_mul(16).wrapping_add(d);
                    it.next();
                }
                out.push(v & unit_mask);
            }
            'u' | 'U' => {
                let n = if e == 'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                for _ in 0..n {
                    match it.peek().and_then(|c| c.to_digit(16)) {
                        Some(d) => {
                            v = v.wrapping_mul(16).wrapping_add(d);
                            it.next();
                        }
                        None => break,
                    }
                }
                push_char(char::from_u32(v).unwrap_or('\u{fffd}'), prefix, out);
            }
            other => push_char(other, prefix, out),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers() {
        assert_eq!(decode_int("42"), (Some(42), false, IntSize::None, true));
        assert_eq!(decode_int("0x2Au"), (Some(42), true, IntSize::None, false));
        assert_eq!(decode_int("0b101LL"), (Some(5), false, IntSize::LongLong, false));
        assert_eq!(decode_int("017"), (Some(15), false, IntSize::None, false));
        assert_eq!(decode_int("1'000'000ull"), (Some(1_000_000), true, IntSize::LongLong, true));
        assert_eq!(decode_int("0"), (Some(0), false, IntSize::None, true));
        assert_eq!(decode_int("0xffffffffffffffffffffffffffffffffff").0, None);
    }

    #[test]
    fn raw_strings() {
        let mut out = Vec::new();
        decode_string("R\"x(a\\n\"b)\")x\"", StrPrefix::None, &mut out);
        assert_eq!(out, "a\\n\"b)\"".bytes().map(u32::from).collect::<Vec<_>>());
        out.clear();
        decode_string("u8R\"(\n)\"", StrPrefix::Utf8, &mut out);
        assert_eq!(out, vec![10]);
        assert_eq!(raw_body("\"R(\""), None);
    }

    #[test]
    fn floats() {
        assert_eq!(decode_float("1.5"), (1.5, FloatSuffix::None));
        assert_eq!(decode_float("1e-3f"), (1e-3, FloatSuffix::F));
        assert_eq!(decode_float("0x1p4"), (16.0, FloatSuffix::None));
        assert_eq!(decode_float("0x1.8p1f"), (3.0, FloatSuffix::F));
        // Subnormals, and rounding to nearest even past 53 bits (GCC's from_chars tests).
        assert_eq!(decode_float("0x.0000000000001p-1022").0, f64::from_bits(1));
        assert_eq!(decode_float("0x.0000008p-1022").0, f64::from_bits(1 << 27)); // 2^-1047
        assert_eq!(decode_float("0x1.000000000000a800p0").0, f64::from_bits(0x3FF0_0000_0000_000A));
        assert_eq!(decode_float("0x1.000000000000a801p0").0, f64::from_bits(0x3FF0_0000_0000_000B));
        assert_eq!(decode_float("0x1.000000000000b800p0").0, f64::from_bits(0x3FF0_0000_0000_000C));
        assert_eq!(decode_float("0x99999999999999999999999p0").0, 0x99999999999999999999999u128 as f64);
        assert_eq!(decode_float(".5L"), (0.5, FloatSuffix::L));
        assert_eq!(decode_float("1."), (1.0, FloatSuffix::None));
    }

    #[test]
    fn chars_and_strings() {
        assert_eq!(decode_char("'a'", StrPrefix::None), 97);
        assert_eq!(decode_char("'\\n'", StrPrefix::None), 10);
        assert_eq!(decode_char("'\\xff'", StrPrefix::None), 255);
        assert_eq!(decode_char("'\\0'", StrPrefix::None), 0);
        assert_eq!(decode_char("L'\\x1234'", StrPrefix::Wide), 0x1234);
        assert_eq!(decode_char("u8'x'", StrPrefix::Utf8), 120);
        let mut out = Vec::new();
        decode_string("\"a\\tb\\u00e9\"", StrPrefix::None, &mut out);
        assert_eq!(out, vec![97, 9, 98, 0xc3, 0xa9]);
        out.clear();
        decode_string("u\"\\U0001F600\"", StrPrefix::Utf16, &mut out);
        assert_eq!(out, vec![0xd83d, 0xde00]);
    }
}
