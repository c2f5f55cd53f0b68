//! `@meta printf(...)`: a call of the C library's `printf` in meta code prints during
//! translation instead of running. The format is a string literal; `%s` takes a string literal
//! (or `@enum_name`, `@type_name`), every other conversion a constant. The text is kept in
//! `Program::meta_prints` with the call's location, for the driver to print.

use crate::diag::Diagnostic;
use crate::source::Span;

use super::consteval;
use super::ctx::Checker;
use super::diags;
use super::hir::*;

/// A value for one conversion.
enum Arg {
    Str(String),
    Num(ConstValue),
}

impl Checker<'_> {
    /// If `h` calls `printf`, formats and records its output; true when it did (or reported why
    /// it could not).
    pub(super) fn meta_printf(&mut self, h: ExprId) -> bool {
        let ExprKind::Call { callee: Callee::Fn(f), this_arg: None, args } = &self.p.expr(h).kind else { return false };
        let fd = &self.p.fns[*f];
        if self.text(fd.name) != "printf" || fd.scope.record.is_some() {
            return false;
        }
        let span = self.p.expr(h).span;
        let args = args.clone();
        let Some(Arg::Str(format)) = args.first().and_then(|&a| self.string_arg(a)) else {
            let at = args.first().map_or(span, |&a| self.p.expr(a).span);
            self.printf_error(at, "the format of `@meta printf` must be a string literal");
            return true;
        };
        let mut values = Vec::new();
        for &a in &args[1..] {
            let v = match self.string_arg(a) {
                Some(s) => s,
                None => match consteval::eval_in(&self.p, &self.meta_frame, a) {
                    Ok(c) => Arg::Num(c),
                    Err(err) => {
                        self.report_meta_not_const(a, err);
                        return true;
                    }
                },
            };
            values.push((v, self.p.expr(a).span));
        }
        match format_c(&format, &values) {
            Ok(text) => self.p.meta_prints.push((span, text)),
            Err((msg, at)) => self.printf_error(at.unwrap_or(span), &msg),
        }
        true
    }

    /// The text of a string literal argument (through its array-to-pointer conversion).
    fn string_arg(&self, mut a: ExprId) -> Option<Arg> {
        loop {
            match &self.p.expr(a).kind {
                ExprKind::ImplicitCast { operand, .. } | ExprKind::ExplicitCast { operand, .. } => a = *operand,
                ExprKind::StringLit(b) => return Some(Arg::Str(String::from_utf8_lossy(b).into_owned())),
                _ => return None,
            }
        }
    }

    fn printf_error(&mut self, at: Span, msg: &str) {
        self.err(
            Diagnostic::error(diags::META_PRINTF, at, msg.to_string())
                .with_label("in this `@meta printf`")
                .with_note("`@meta printf` formats during translation: `%s` takes a string literal, the other conversions constants"),
        );
    }
}

/// Formats `values` by C's `printf` rules for the conversions `d i u x X o c s f F e E g G %`
/// with flags, width, precision and length modifiers.
fn format_c(fmt: &str, values: &[(Arg, Span)]) -> Result<String, (String, Option<Span>)> {
    let mut out = String::new();
    let mut next = values.iter();
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut flags = String::new();
        while let Some(&f) = chars.peek().filter(|f| "-+ #0".contains(**f)) {
            flags.push(f);
            chars.next();
        }
        let mut number = |chars: &mut std::iter::Peekable<std::str::Chars>| -> Result<Option<usize>, (String, Option<Span>)> {
            if chars.peek() == Some(&'*') {
                chars.next();
                return match next.next() {
                    Some((Arg::Num(v), _)) => Ok(Some(v.as_int().unwrap_or(0).max(0) as usize)),
                    Some((_, at)) => Err(("`*` needs an integer argument".into(), Some(*at))),
                    None => Err(("too few arguments for the format".into(), None)),
                };
            }
            let mut digits = String::new();
            while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                digits.push(d);
                chars.next();
            }
            Ok(digits.parse().ok())
        };
        let width = number(&mut chars)?;
        let precision = if chars.peek() == Some(&'.') {
            chars.next();
            Some(number(&mut chars)?.unwrap_or(0))
        } else {
            None
        };
        let mut length = String::new();
        while let Some(&l) = chars.peek().filter(|l| "hlzjtLq".contains(**l)) {
            length.push(l);
            chars.next();
        }
        let Some(conv) = chars.next() else { return Err(("the format ends inside a conversion".into(), None)) };
        if conv == '%' {
            out.push('%');
            continue;
        }
        let Some((arg, at)) = next.next() else { return Err((format!("too few arguments for `%{conv}`"), None)) };
        let body = match (conv, arg) {
            ('s', Arg::Str(s)) => match precision {
                Some(p) => s.chars().take(p).collect(),
                None => s.clone(),
            },
            ('s', Arg::Num(_)) => return Err(("`%s` needs a string literal".into(), Some(*at))),
            (_, Arg::Str(_)) => return Err((format!("`%{conv}` needs a number, not a string"), Some(*at))),
            ('c', Arg::Num(v)) => char::from_u32(v.as_int().unwrap_or(0) as u32 & 0xff).map(String::from).unwrap_or_default(),
            ('d' | 'i', Arg::Num(v)) => {
                let n = int_of(*v, &length, true);
                let digits = precision_digits(n.unsigned_abs().to_string(), precision);
                let sign = if n < 0 { "-" } else if flags.contains('+') { "+" } else if flags.contains(' ') { " " } else { "" };
                format!("{sign}{digits}")
            }
            ('u' | 'x' | 'X' | 'o', Arg::Num(v)) => {
                let n = int_of(*v, &length, false) as u128;
                let s = match conv {
                    'u' => n.to_string(),
                    'x' => format!("{n:x}"),
                    'X' => format!("{n:X}"),
                    _ => format!("{n:o}"),
                };
                let s = precision_digits(s, precision);
                match conv {
                    'x' if flags.contains('#') && n != 0 => format!("0x{s}"),
                    'X' if flags.contains('#') && n != 0 => format!("0X{s}"),
                    'o' if flags.contains('#') && !s.starts_with('0') => format!("0{s}"),
                    _ => s,
                }
            }
            ('f' | 'F' | 'e' | 'E' | 'g' | 'G', Arg::Num(v)) => {
                let x = match *v {
                    ConstValue::Float(f) => f,
                    other => other.as_int().unwrap_or(0) as f64,
                };
                let s = float(x, conv, precision.unwrap_or(6), flags.contains('#'));
                if x >= 0.0 && flags.contains('+') {
                    format!("+{s}")
                } else if x >= 0.0 && flags.contains(' ') {
                    format!(" {s}")
                } else {
                    s
                }
            }
            _ => return Err((format!("`@meta printf` does not support the conversion `%{conv}`"), Some(*at))),
        };
        let w = width.unwrap_or(0);
        let len = body.chars().count();
        if len >= w {
            out.push_str(&body);
        } else if flags.contains('-') {
            out.push_str(&body);
            out.extend(std::iter::repeat(' ').take(w - len));
        } else if flags.contains('0') && !matches!(conv, 's' | 'c') && precision.is_none() || flags.contains('0') && "fFeEgG".contains(conv) {
            let (sign, digits) = match body.strip_prefix(['-', '+', ' ']) {
                Some(rest) => (&body[..1], rest),
                None => ("", body.as_str()),
            };
            out.push_str(sign);
            out.extend(std::iter::repeat('0').take(w - len));
            out.push_str(digits);
        } else {
            out.extend(std::iter::repeat(' ').take(w - len));
            out.push_str(&body);
        }
    }
    if let Some((_, at)) = next.next() {
        return Err(("more arguments than the format uses".into(), Some(*at)));
    }
    Ok(out)
}

/// The integer `v` as the conversion's length modifier reads it (`int` without one).
fn int_of(v: ConstValue, length: &str, signed: bool) -> i128 {
    let n = v.as_int().unwrap_or(0);
    let bits = match length {
        "hh" => 8,
        "h" => 16,
        "" => 32,
        _ => 64,
    };
    let mask = (1i128 << bits) - 1;
    let u = n & mask;
    if signed && u >> (bits - 1) != 0 { u - (1i128 << bits) } else { u }
}

/// `digits` padded with zeros to at least `precision` of them.
fn precision_digits(digits: String, precision: Option<usize>) -> String {
    match precision {
        Some(0) if digits == "0" => String::new(),
        Some(p) if digits.len() < p => format!("{}{digits}", "0".repeat(p - digits.len())),
        _ => digits,
    }
}

/// `x` by `%f`, `%e` or `%g` (upper case for `F E G`) with `p` digits of precision.
fn float(x: f64, conv: char, p: usize, alt: bool) -> String {
    let upper = conv.is_ascii_uppercase();
    let s = if !x.is_finite() {
        if x.is_nan() { "nan".to_string() } else if x < 0.0 { "-inf".to_string() } else { "inf".to_string() }
    } else {
        match conv.to_ascii_lowercase() {
            'f' => format!("{x:.p$}"),
            'e' => exp_form(x, p),
            _ => {
                let p = p.max(1);
                let exp = if x == 0.0 { 0 } else { exp_form(x, p - 1).rsplit('e').next().and_then(|e| e.parse::<i32>().ok()).unwrap_or(0) };
                let s = if exp < -4 || exp >= p as i32 { exp_form(x, p - 1) } else { format!("{x:.*}", (p as i32 - 1 - exp).max(0) as usize) };
                if alt { s } else { strip_zeros(&s) }
            }
        }
    };
    if upper { s.to_uppercase() } else { s }
}

/// C's `%.pe`: `d.ddde+XX`.
fn exp_form(x: f64, p: usize) -> String {
    let s = format!("{x:.p$e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = exp.parse().unwrap_or(0);
    format!("{mant}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
}

/// `%g` without `#`: no trailing zeros after the point, and no bare point.
fn strip_zeros(s: &str) -> String {
    let (mant, exp) = match s.find('e') {
        Some(i) => (&s[..i], &s[i..]),
        None => (s, ""),
    };
    let mant = if mant.contains('.') { mant.trim_end_matches('0').trim_end_matches('.') } else { mant };
    format!("{mant}{exp}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(f: &str, args: Vec<Arg>) -> String {
        let at = Span { file: crate::source::FileId(0), lo: 0, hi: 0 };
        let v: Vec<(Arg, Span)> = args.into_iter().map(|a| (a, at)).collect();
        format_c(f, &v).unwrap_or_else(|e| format!("error: {}", e.0))
    }

    #[test]
    fn formats_like_c() {
        let n = |v| Arg::Num(ConstValue::Int(v));
        let f = |v| Arg::Num(ConstValue::Float(v));
        assert_eq!(fmt("%d|%5d|%-5d|%05d|%+d", vec![n(42), n(42), n(42), n(-42), n(7)]), "42|   42|42   |-0042|+7");
        assert_eq!(fmt("%u %x %#X %o", vec![n(-1), n(255), n(255), n(8)]), "4294967295 ff 0XFF 10");
        assert_eq!(fmt("%s=%.2s%%", vec![Arg::Str("sm".into()), Arg::Str("volta".into())]), "sm=vo%");
        assert_eq!(fmt("%f %.2f %e %g %g %g", vec![f(1.5), f(3.14159), f(12345.678), f(0.0001), f(100000.0), f(1e20)]), "1.500000 3.14 1.234568e+04 0.0001 100000 1e+20");
        assert_eq!(fmt("%ld %c", vec![n(1 << 40), n(65)]), "1099511627776 A");
        assert_eq!(fmt("%d", vec![]), "error: too few arguments for `%d`");
        assert_eq!(fmt("%d", vec![Arg::Str("x".into())]), "error: `%d` needs a number, not a string");
        assert_eq!(fmt("x", vec![n(1)]), "error: more arguments than the format uses");
    }
}
