//! The integer constant expressions of `#if` and `#elif`, after `defined` and macro expansion:
//! every C operator but assignment (unary `+ - ~ !`, `* / %`, `+ -`, `<< >>`, comparisons,
//! `& ^ |`, `&& ||` with short-circuit, `?:`, `,`), computed in `intmax_t` or `uintmax_t` (an
//! operand that is unsigned makes the operation unsigned, as in C). Identifiers left after
//! expansion are 0, except `true` (1) and `false` (0). Division by zero is an error, but only
//! where the operand is evaluated (`0 && 1/0` is fine).

use super::diags;
use crate::diag::{DiagSink, Diagnostic};
use crate::intern::Interner;
use crate::lex::token::{Keyword, Punct, Token, TokenKind};

/// A value of an `#if` expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    /// The bits; read as `i64` when signed.
    pub bits: u64,
    pub unsigned: bool,
}

impl Value {
    fn int(v: i64) -> Value {
        Value {
            bits: v as u64,
            unsigned: false,
        }
    }
    fn truth(self) -> bool {
        self.bits != 0
    }
}

/// Evaluates `toks` (one whole `#if` line); `None` after reporting an error. `directive` is
/// the directive name, for errors at the end of the line.
pub fn evaluate(toks: &[Token], directive: Token, names: &Interner, diags: &mut DiagSink) -> Option<bool> {
    let mut e = Eval {
        toks,
        pos: 0,
        names,
        diags,
        directive,
        failed: false,
        depth: 0,
    };
    let v = e.comma(true);
    if !e.failed {
        if let Some(t) = e.toks.get(e.pos) {
            let s = names.get(t.text).to_string();
            e.error(
                *t,
                format!("missing binary operator before `{s}`"),
                "expected an operator here",
            );
        }
    }
    if e.failed {
        None
    } else {
        Some(v.truth())
    }
}

struct Eval<'a> {
    toks: &'a [Token],
    pos: usize,
    names: &'a Interner,
    diags: &'a mut DiagSink,
    directive: Token,
    failed: bool,
    /// Nesting of parentheses, unary operators and `?:`, bounded by [`MAX_DEPTH`].
    depth: u32,
}

/// Deepest nesting an `#if` expression may have.
pub const MAX_DEPTH: u32 = 256;

fn binary_prec(p: Punct) -> Option<u8> {
    use Punct::*;
    Some(match p {
        PipePipe => 1,
        AmpAmp => 2,
        Pipe => 3,
        Caret => 4,
        Amp => 5,
        EqEq | NotEq => 6,
        Lt | Gt | LtEq | GtEq => 7,
        Shl | Shr => 8,
        Plus | Minus => 9,
        Star | Slash | Percent => 10,
        _ => return None,
    })
}

impl Eval<'_> {
    fn error(&mut self, at: Token, message: String, label: &str) {
        if !self.failed {
            self.failed = true;
            self.diags
                .push(Diagnostic::error(diags::INVALID_EXPRESSION, at.span, message).with_label(label.to_string()));
        }
    }

    /// Enters one level of nesting; false (reported once) past [`MAX_DEPTH`].
    fn enter(&mut self) -> bool {
        self.depth += 1;
        if self.depth <= MAX_DEPTH {
            return true;
        }
        if !self.failed {
            self.failed = true;
            let at = self.here();
            self.diags.push(
                Diagnostic::error(
                    crate::diag::codes::LIMIT_EXCEEDED,
                    at.span,
                    format!("`#if` expression nested more than {MAX_DEPTH} levels deep"),
                )
                .with_label("nesting limit reached here"),
            );
        }
        false
    }

    fn peek_punct(&self) -> Option<Punct> {
        match self.toks.get(self.pos).map(|t| t.kind) {
            Some(TokenKind::Punct(p)) => Some(p),
            _ => None,
        }
    }

    /// The token at the cursor, or the directive name when the line has ended.
    fn here(&self) -> Token {
        self.toks
            .get(self.pos)
            .copied()
            .or(self.toks.last().copied())
            .unwrap_or(self.directive)
    }

    // expression: conditional (',' conditional)*
    fn comma(&mut self, live: bool) -> Value {
        if !self.enter() {
            self.depth -= 1;
            return Value::int(0);
        }
        let v = self.comma_inner(live);
        self.depth -= 1;
        v
    }

    fn comma_inner(&mut self, live: bool) -> Value {
        let mut v = self.conditional(live);
        while self.peek_punct() == Some(Punct::Comma) && !self.failed {
            self.pos += 1;
            v = self.conditional(live);
        }
        v
    }

    // conditional: binary ('?' expression ':' conditional)?
    fn conditional(&mut self, live: bool) -> Value {
        if !self.enter() {
            self.depth -= 1;
            return Value::int(0);
        }
        let v = self.conditional_inner(live);
        self.depth -= 1;
        v
    }

    fn conditional_inner(&mut self, live: bool) -> Value {
        let c = self.binary(1, live);
        if self.peek_punct() != Some(Punct::Question) || self.failed {
            return c;
        }
        self.pos += 1;
        let a = self.comma(live && c.truth());
        if self.peek_punct() != Some(Punct::Colon) {
            let at = self.here();
            self.error(
                at,
                "expected `:` in conditional expression".into(),
                "`?` needs a matching `:`",
            );
            return c;
        }
        self.pos += 1;
        let b = self.conditional(live && !c.truth());
        let unsigned = a.unsigned || b.unsigned;
        let v = if c.truth() { a } else { b };
        Value { bits: v.bits, unsigned }
    }

    // binary: unary (op unary)*, by precedence climbing
    fn binary(&mut self, min_prec: u8, live: bool) -> Value {
        let mut lhs = self.unary(live);
        loop {
            if self.failed {
                return lhs;
            }
            let Some(op) = self.peek_punct() else { return lhs };
            let Some(prec) = binary_prec(op) else { return lhs };
            if prec < min_prec {
                return lhs;
            }
            let op_tok = self.toks[self.pos];
            self.pos += 1;
            let rhs_live = match op {
                Punct::AmpAmp => live && lhs.truth(),
                Punct::PipePipe => live && !lhs.truth(),
                _ => live,
            };
            let rhs = self.binary(prec + 1, rhs_live);
            lhs = self.apply(op, lhs, rhs, live, op_tok);
        }
    }

    fn apply(&mut self, op: Punct, a: Value, b: Value, live: bool, op_tok: Token) -> Value {
        use Punct::*;
        let unsigned = a.unsigned || b.unsigned;
        let (x, y) = (a.bits, b.bits);
        let (sx, sy) = (x as i64, y as i64);
        let arith = |bits: u64| Value { bits, unsigned };
        let boolean = |c: bool| Value::int(c as i64);
        match op {
            Star => arith(x.wrapping_mul(y)),
            Slash | Percent => {
                if y == 0 {
                    if live {
                        self.failed = true;
                        let what = if op == Slash { "division" } else { "remainder" };
                        self.diags.push(
                            Diagnostic::error(
                                diags::DIVISION_BY_ZERO,
                                op_tok.span,
                                format!("{what} by zero in preprocessor expression"),
                            )
                            .with_label("the right operand is 0"),
                        );
                    }
                    return arith(0);
                }
                let bits = match (op, unsigned) {
                    (Slash, true) => x / y,
                    (Slash, false) => sx.wrapping_div(sy) as u64,
                    (_, true) => x % y,
                    (_, false) => sx.wrapping_rem(sy) as u64,
                };
                arith(bits)
            }
            Plus => arith(x.wrapping_add(y)),
            Minus => arith(x.wrapping_sub(y)),
            Shl | Shr => {
                // The result has the type of the left operand.
                let count = if b.unsigned {
                    y
                } else if sy < 0 {
                    u64::MAX
                } else {
                    sy as u64
                };
                let bits = if op == Shl {
                    if count >= 64 {
                        0
                    } else {
                        x << count
                    }
                } else if a.unsigned {
                    if count >= 64 {
                        0
                    } else {
                        x >> count
                    }
                } else {
                    (sx >> count.min(63)) as u64
                };
                Value {
                    bits,
                    unsigned: a.unsigned,
                }
            }
            Lt | Gt | LtEq | GtEq => {
                let ord = if unsigned { x.cmp(&y) } else { sx.cmp(&sy) };
                boolean(match op {
                    Lt => ord.is_lt(),
                    Gt => ord.is_gt(),
                    LtEq => ord.is_le(),
                    _ => ord.is_ge(),
                })
            }
            EqEq => boolean(x == y),
            NotEq => boolean(x != y),
            Amp => arith(x & y),
            Caret => arith(x ^ y),
            Pipe => arith(x | y),
            AmpAmp => boolean(a.truth() && b.truth()),
            PipePipe => boolean(a.truth() || b.truth()),
            _ => arith(0),
        }
    }

    // unary: ('+' | '-' | '~' | '!') unary | '(' expression ')' | literal | identifier
    fn unary(&mut self, live: bool) -> Value {
        if !self.enter() {
            self.depth -= 1;
            return Value::int(0);
        }
        let v = self.unary_inner(live);
        self.depth -= 1;
        v
    }

    fn unary_inner(&mut self, live: bool) -> Value {
        let Some(&t) = self.toks.get(self.pos) else {
            let at = self.here();
            let message = if self.toks.is_empty() {
                "`#if` with no expression".to_string()
            } else {
                "expected a value at the end of the expression".to_string()
            };
            self.error(at, message, "expected a value");
            return Value::int(0);
        };
        self.pos += 1;
        match t.kind {
            TokenKind::Punct(Punct::Plus) => self.unary(live),
            TokenKind::Punct(Punct::Minus) => {
                let v = self.unary(live);
                Value {
                    bits: v.bits.wrapping_neg(),
                    unsigned: v.unsigned,
                }
            }
            TokenKind::Punct(Punct::Tilde) => {
                let v = self.unary(live);
                Value {
                    bits: !v.bits,
                    unsigned: v.unsigned,
                }
            }
            TokenKind::Punct(Punct::Bang) => {
                let v = self.unary(live);
                Value::int(!v.truth() as i64)
            }
            TokenKind::Punct(Punct::LParen) => {
                let v = self.comma(live);
                if self.peek_punct() == Some(Punct::RParen) {
                    self.pos += 1;
                } else {
                    let at = self.here();
                    self.error(
                        at,
                        "expected `)` in preprocessor expression".into(),
                        "to close this `(`",
                    );
                }
                v
            }
            TokenKind::IntLit => match parse_int(self.names.get(t.text)) {
                Some(v) => v,
                None => {
                    let s = self.names.get(t.text).to_string();
                    self.error(
                        t,
                        format!("integer literal `{s}` is too large"),
                        "does not fit in 64 bits",
                    );
                    Value::int(0)
                }
            },
            TokenKind::CharLit(_) => Value::int(char_value(self.names.get(t.text))),
            TokenKind::Keyword(Keyword::True) => Value::int(1),
            TokenKind::Ident | TokenKind::Keyword(_) => Value::int(0),
            TokenKind::FloatLit => {
                self.error(
                    t,
                    "floating constant in preprocessor expression".into(),
                    "only integers are allowed",
                );
                Value::int(0)
            }
            TokenKind::StringLit(_) => {
                self.error(
                    t,
                    "string literal in preprocessor expression".into(),
                    "only integers are allowed",
                );
                Value::int(0)
            }
            TokenKind::Invalid => {
                let spelling = self.names.get(t.text);
                match crate::lex::literals::classify_number(spelling) {
                    Err(message) if t.flags.has(crate::lex::token::TokenFlags::BAD_NUMBER) => {
                        self.error(t, message, "in this number");
                    }
                    // Already reported by the lexer.
                    _ => self.failed = true,
                }
                Value::int(0)
            }
            _ => {
                let s = self.names.get(t.text).to_string();
                self.error(t, format!("expected a value, found `{s}`"), "not a value");
                Value::int(0)
            }
        }
    }
}

/// The value of a validated integer literal; `None` if it does not fit in 64 bits.
pub fn parse_int(spelling: &str) -> Option<Value> {
    let s: String = spelling.chars().filter(|&c| c != '\'').collect();
    let body = s.trim_end_matches(['u', 'U', 'l', 'L']);
    let has_u = s[body.len()..].contains(['u', 'U']);
    let (radix, digits) = if let Some(d) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        (16, d)
    } else if let Some(d) = body.strip_prefix("0b").or_else(|| body.strip_prefix("0B")) {
        (2, d)
    } else if body.len() > 1 && body.starts_with('0') {
        (8, &body[1..])
    } else {
        (10, body)
    };
    let v = u64::from_str_radix(digits, radix).ok()?;
    Some(Value {
        bits: v,
        unsigned: has_u || v > i64::MAX as u64,
    })
}

/// The value of a validated character literal (multi-character ones combine bytes, as GCC does).
pub fn char_value(spelling: &str) -> i64 {
    let Some(open) = spelling.find('\'') else { return 0 };
    let prefixed = open > 0;
    let body = &spelling[open + 1..spelling.len().saturating_sub(1)];
    let mut chars = body.chars().peekable();
    let mut values: Vec<i64> = Vec::new();
    while let Some(c) = chars.next() {
        let v: i64 = if c != '\\' {
            c as i64
        } else {
            match chars.next() {
                Some('n') => 10,
                Some('t') => 9,
                Some('r') => 13,
                Some('a') => 7,
                Some('b') => 8,
                Some('f') => 12,
                Some('v') => 11,
                Some('e') | Some('E') => 27,
                Some('x') => {
                    let mut v: i64 = 0;
                    while let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                        v = v.wrapping_mul(16).wrapping_add(d as i64);
                        chars.next();
                    }
                    v
                }
                Some(c @ ('u' | 'U')) => {
                    let n = if c == 'u' { 4 } else { 8 };
                    let mut v: i64 = 0;
                    for _ in 0..n {
                        if let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                            v = v * 16 + d as i64;
                            chars.next();
                        }
                    }
                    v
                }
                Some(c @ '0'..='7') => {
                    let mut v = c as i64 - '0' as i64;
                    for _ in 0..2 {
                        match chars.peek() {
                            Some(&d @ '0'..='7') => {
                                v = v * 8 + (d as i64 - '0' as i64);
                                chars.next();
                            }
                            _ => break,
                        }
                    }
                    v
                }
                Some(c) => c as i64,
                None => 0,
            }
        };
        values.push(v);
    }
    match values.as_slice() {
        [] => 0,
        _ if prefixed => values[values.len() - 1],
        // A plain `char` is signed on x86-64.
        [v] if *v <= 0xff => *v as u8 as i8 as i64,
        [v] => *v,
        vs => vs.iter().fold(0i64, |acc, v| (acc << 8) | (v & 0xff)),
    }
}
