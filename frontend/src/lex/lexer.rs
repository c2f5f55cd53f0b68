//! The streaming lexer: one [`Lexer`] per file (or per standalone fragment) hands out one token
//! at a time. The preprocessor drives it directly, so it can ask for a header name after
//! `#include` and silence diagnostics inside skipped conditional blocks ([`Lexer::quiet`]);
//! [`super::lex`] simply drains it.
//!
//! Tokens carry no allocation of their own: identifiers and literal spellings are interned, and
//! punctuator and keyword spellings come from [`LexTables`], interned once per run.

use std::sync::Arc;

use super::diags;
use super::literals::{check_escapes, classify_number, EscapeProblem};
use super::splice::{splice, SpliceMap};
use super::tables::LexTables;
use super::token::{Introspect, Punct, StrPrefix, Token, TokenFlags, TokenKind};
use crate::diag::{DiagSink, Diagnostic};
use crate::intern::{Interner, Name};
use crate::source::{FileId, SourceMap, Span};

/// The error for an invalid preprocessing number.
pub fn invalid_number(span: Span, message: String) -> Diagnostic {
    Diagnostic::error(diags::INVALID_NUMBER, span, message).with_label("in this number")
}

/// Bytes that may continue an identifier (non-ASCII bytes are taken as identifier characters).
const IDENT: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        t[i] = c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80;
        i += 1;
    }
    t
};

/// Hands out the tokens of one file.
pub struct Lexer {
    /// The spliced text (see [`super::splice`]).
    pub(super) text: Arc<str>,
    map: SpliceMap,
    /// Where the last offset lookup in `map` ended.
    map_cursor: std::cell::Cell<usize>,
    file: FileId,
    /// For standalone fragments: every token and diagnostic gets this span.
    fixed_span: Option<Span>,
    pos: usize,
    at_line_start: bool,
    space_before: bool,
    /// Report nothing (the preprocessor sets it while skipping a false conditional block).
    pub quiet: bool,
    /// Flag invalid numbers `BAD_NUMBER` instead of reporting them (the preprocessor reports
    /// them when they reach its output).
    pub defer_number_errors: bool,
}

impl Lexer {
    /// A lexer over file `file` of `sm`.
    pub fn new(sm: &SourceMap, file: FileId) -> Self {
        let (text, map) = splice(&sm.file(file).text);
        let pos = if text.starts_with('\u{FEFF}') { 3 } else { 0 };
        Lexer {
            text,
            map,
            map_cursor: std::cell::Cell::new(0),
            file,
            fixed_span: None,
            pos,
            at_line_start: true,
            space_before: false,
            quiet: false,
            defer_number_errors: false,
        }
    }

    /// A lexer over a standalone fragment (a pasted token, a `-D` value): every token and every
    /// diagnostic gets `span`.
    pub fn for_fragment(text: &str, span: Span) -> Self {
        let (text, map) = splice(&Arc::from(text));
        Lexer {
            text,
            map,
            map_cursor: std::cell::Cell::new(0),
            file: span.file,
            fixed_span: Some(span),
            pos: 0,
            at_line_start: false,
            space_before: false,
            quiet: false,
            defer_number_errors: false,
        }
    }

    pub fn file(&self) -> FileId {
        self.file
    }

    #[inline]
    pub(super) fn span(&self, lo: usize, hi: usize) -> Span {
        match self.fixed_span {
            Some(s) => s,
            None => Span::new(
                self.file,
                self.map.to_original_near(lo as u32, &self.map_cursor),
                self.map.to_original_near(hi as u32, &self.map_cursor),
            ),
        }
    }

    pub(super) fn error(&self, diags: &mut DiagSink, d: Diagnostic) {
        if !self.quiet {
            diags.push(d);
        }
    }

    /// Skips whitespace and comments, noting newlines and spaces.
    fn skip_trivia(&mut self, diags: &mut DiagSink) {
        let b = self.text.as_bytes();
        while self.pos < b.len() {
            match b[self.pos] {
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {
                    self.pos += 1;
                    self.space_before = true;
                }
                b'\n' => {
                    self.pos += 1;
                    self.at_line_start = true;
                    self.space_before = false;
                }
                b'/' if b.get(self.pos + 1) == Some(&b'/') => {
                    self.space_before = true;
                    while self.pos < b.len() && b[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                b'/' if b.get(self.pos + 1) == Some(&b'*') => {
                    self.space_before = true;
                    let start = self.pos;
                    let body = &self.text[self.pos + 2..];
                    match body.find("*/") {
                        Some(end) => {
                            // A comment is one space (phase 3): a newline inside it neither
                            // ends a directive nor starts a line.
                            self.pos += 2 + end + 2;
                        }
                        None => {
                            let span = self.span(start, start + 2);
                            diags.push(
                                Diagnostic::error(diags::UNTERMINATED_COMMENT, span, "unterminated `/*` comment")
                                    .with_label("comment starts here")
                                    .with_note("close it with `*/`"),
                            );
                            self.pos = b.len();
                        }
                    }
                }
                _ => break,
            }
        }
    }

    /// After `#include` or `__has_include(`: lexes `<...>` as one header-name token if it comes
    /// next on this line; otherwise returns `None` and consumes nothing.
    pub fn header_name(&mut self, names: &mut Interner) -> Option<Token> {
        let b = self.text.as_bytes();
        let mut i = self.pos;
        while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
            i += 1;
        }
        if b.get(i) != Some(&b'<') {
            return None;
        }
        let start = i;
        while i < b.len() && b[i] != b'>' && b[i] != b'\n' {
            i += 1;
        }
        if b.get(i) != Some(&b'>') {
            return None;
        }
        i += 1;
        let flags = self
            .take_flags()
            .with(if start > self.pos { TokenFlags::SPACE_BEFORE } else { 0 });
        self.pos = i;
        Some(Token {
            kind: TokenKind::HeaderName,
            span: self.span(start, i),
            text: names.intern(&self.text[start..i]),
            flags,
        })
    }

    fn take_flags(&mut self) -> TokenFlags {
        let mut f = 0;
        if self.at_line_start {
            f |= TokenFlags::AT_LINE_START;
        }
        if self.space_before {
            f |= TokenFlags::SPACE_BEFORE;
        }
        self.at_line_start = false;
        self.space_before = false;
        TokenFlags(f)
    }

    /// The next token; `Eof` (flagged `AT_LINE_START`) once the text is used up, again and again.
    pub fn next(&mut self, t: &mut LexTables, names: &mut Interner, diags: &mut DiagSink) -> Token {
        self.skip_trivia(diags);
        let start = self.pos;
        if start >= self.text.len() {
            self.at_line_start = true;
            let flags = self.take_flags();
            return Token {
                kind: TokenKind::Eof,
                span: self.span(start, start),
                text: t.empty,
                flags,
            };
        }
        let flags = self.take_flags();
        let b = self.text.as_bytes();
        let c = b[start];
        let mut flags = flags;
        let (kind, end, text) = match c {
            b'0'..=b'9' => self.number(start, &mut flags, t, names, diags),
            b'.' if b.get(start + 1).is_some_and(u8::is_ascii_digit) => self.number(start, &mut flags, t, names, diags),
            b'\'' | b'"' => self.quoted(start, start, StrPrefix::None, names, diags),
            b'@' => self.at_keyword(start, names, diags),
            _ if IDENT[c as usize] => self.ident(start, t, names, diags),
            _ => self.punct(start, t, names, diags),
        };
        self.pos = end;
        Token {
            kind,
            span: self.span(start, end),
            text,
            flags,
        }
    }

    fn ident(
        &mut self,
        start: usize,
        t: &mut LexTables,
        names: &mut Interner,
        diags: &mut DiagSink,
    ) -> (TokenKind, usize, Name) {
        let b = self.text.as_bytes();
        let mut end = start + 1;
        while end < b.len() && IDENT[b[end] as usize] {
            end += 1;
        }
        let word = &self.text[start..end];
        if !word.is_ascii() {
            self.check_identifier_chars(start, word, diags);
        }
        if let Some(&q @ (b'"' | b'\'')) = b.get(end) {
            let prefix = match word {
                "u8" => Some(StrPrefix::Utf8),
                "u" => Some(StrPrefix::Utf16),
                "U" => Some(StrPrefix::Utf32),
                "L" => Some(StrPrefix::Wide),
                _ => None,
            };
            if let Some(prefix) = prefix {
                return self.quoted(start, end, prefix, names, diags);
            }
            if q == b'"' && matches!(word, "R" | "u8R" | "uR" | "UR" | "LR") {
                return self.raw_string(start, end, names, diags);
            }
        }
        let name = t.intern(names, word);
        let kind = match t.keyword(name, word) {
            Some(k) => TokenKind::Keyword(k),
            None => match alternative_token(word) {
                // The token keeps its spelling (`#x` of `and` is "and").
                Some(p) => TokenKind::Punct(p),
                None => TokenKind::Ident,
            },
        };
        (kind, end, name)
    }

    /// Reports the first character of `word` (an identifier at `start`) that C++ does not allow
    /// in identifiers: Unicode's `XID_Start` first, `XID_Continue` after (C++23 [lex.name]).
    /// Source bytes that are not UTF-8 reach the lexer as U+FFFD and are reported as such.
    fn check_identifier_chars(&self, start: usize, word: &str, diags: &mut DiagSink) {
        let bad = word.char_indices().find(|&(i, c)| {
            !(c.is_ascii() || if i == 0 { unicode_ident::is_xid_start(c) } else { unicode_ident::is_xid_continue(c) })
        });
        let Some((i, c)) = bad else { return };
        let span = self.span(start + i, start + i + c.len_utf8());
        let d = if c == char::REPLACEMENT_CHARACTER {
            Diagnostic::error(diags::BAD_IDENTIFIER_CHAR, span, "invalid UTF-8 in an identifier")
                .with_label("these bytes are not UTF-8")
                .with_note("circlec reads source files as UTF-8; save the file as UTF-8 or spell the name in ASCII")
        } else {
            Diagnostic::error(
                diags::BAD_IDENTIFIER_CHAR,
                span,
                format!("character <U+{:04X}> is not allowed {} an identifier", c as u32, if i == 0 { "at the start of" } else { "in" }),
            )
            .with_label("not a letter, digit or `_`")
            .with_note("C++ identifiers take Unicode's XID_Start and XID_Continue characters")
        };
        self.error(diags, d);
    }

    fn number(
        &mut self,
        start: usize,
        flags: &mut TokenFlags,
        t: &mut LexTables,
        names: &mut Interner,
        diags: &mut DiagSink,
    ) -> (TokenKind, usize, Name) {
        let b = self.text.as_bytes();
        let mut i = start + 1;
        while i < b.len() {
            let c = b[i];
            let next = b.get(i + 1).copied().unwrap_or(0);
            if matches!(c, b'e' | b'E' | b'p' | b'P') && (next == b'+' || next == b'-') {
                i += 2;
            } else if IDENT[c as usize] || c == b'.' {
                i += 1;
            } else if c == b'\'' && IDENT[next as usize] {
                i += 2;
            } else {
                break;
            }
        }
        let spelling = &self.text[start..i];
        let kind = match classify_number(spelling) {
            Ok(kind) => kind,
            Err(message) => {
                if self.defer_number_errors {
                    *flags = flags.with(TokenFlags::BAD_NUMBER);
                } else {
                    let d = invalid_number(self.span(start, i), message);
                    self.error(diags, d);
                }
                TokenKind::Invalid
            }
        };
        (kind, i, t.intern(names, spelling))
    }

    /// A character or string literal; `quote` is the offset of the opening quote and `start`
    /// that of the prefix (the same when there is none).
    fn quoted(
        &mut self,
        start: usize,
        quote: usize,
        prefix: StrPrefix,
        names: &mut Interner,
        diags: &mut DiagSink,
    ) -> (TokenKind, usize, Name) {
        let b = self.text.as_bytes();
        let q = b[quote];
        let is_char = q == b'\'';
        let mut i = quote + 1;
        let mut closed = false;
        while i < b.len() {
            match b[i] {
                c if c == q => {
                    closed = true;
                    break;
                }
                b'\\' if i + 1 < b.len() && b[i + 1] != b'\n' => i += 2,
                b'\n' => break,
                _ => i += 1,
            }
        }
        let i = i.min(b.len());
        if !closed {
            // Up to the end of the line (a trailing '\r' excluded).
            let mut end = i;
            while end > quote + 1 && b[end - 1] == b'\r' {
                end -= 1;
            }
            let (code, what, quote_text) = if is_char {
                (diags::UNTERMINATED_CHAR, "character constant", "'")
            } else {
                (diags::UNTERMINATED_STRING, "string literal", "\"")
            };
            let d = Diagnostic::error(code, self.span(start, end), format!("unterminated {what}"))
                .with_label(format!("no closing `{quote_text}` on this line"))
                .with_note(format!(
                    "add the closing `{quote_text}`, or escape a quote inside it with `\\`"
                ));
            self.error(diags, d);
            return (TokenKind::Invalid, end, names.intern(&self.text[start..end]));
        }
        let end = i + 1;
        let spelling = &self.text[start..end];
        let mut kind = if is_char {
            TokenKind::CharLit(prefix)
        } else {
            TokenKind::StringLit(prefix)
        };
        if !self.quiet {
            let body = &b[quote + 1..i];
            let mut problems: Vec<EscapeProblem> = Vec::new();
            let n_chars = if body.contains(&b'\\') {
                let unit_max = match prefix {
                    StrPrefix::None | StrPrefix::Utf8 => 0xFF,
                    StrPrefix::Utf16 => 0xFFFF,
                    StrPrefix::Utf32 | StrPrefix::Wide => u32::MAX,
                };
                check_escapes(body, unit_max, &mut problems)
            } else {
                body.len()
            };
            for p in problems {
                let lo = quote + 1 + p.offset;
                let span = self.span(lo, lo + p.len);
                if p.is_warning {
                    diags.push(
                        Diagnostic::warning(diags::UNKNOWN_ESCAPE, span, p.message)
                            .with_label("this escape")
                            .with_note("write `\\\\` for a backslash"),
                    );
                } else {
                    diags.push(Diagnostic::error(diags::INVALID_ESCAPE, span, p.message).with_label("this escape"));
                    if !p.keeps_token {
                        kind = TokenKind::Invalid;
                    }
                }
            }
            if is_char && n_chars == 0 {
                diags.push(
                    Diagnostic::error(diags::EMPTY_CHAR, self.span(start, end), "empty character constant")
                        .with_label("nothing between the quotes")
                        .with_note("write `'\\0'` for the null character"),
                );
                kind = TokenKind::Invalid;
            }
        }
        (kind, end, names.intern(spelling))
    }

    /// `R"delim(...)delim"`, with its encoding prefix (`u8R`, `LR`, ...): a string literal whose
    /// characters are taken as written, newlines and backslashes included, up to `)delim"`.
    /// The token keeps its spelling; the parser's decoder knows the form.
    fn raw_string(
        &mut self,
        start: usize,
        quote: usize,
        names: &mut Interner,
        diags: &mut DiagSink,
    ) -> (TokenKind, usize, Name) {
        let text = &self.text[quote + 1..];
        let prefix = match &self.text[start..quote] {
            "u8R" => StrPrefix::Utf8,
            "uR" => StrPrefix::Utf16,
            "UR" => StrPrefix::Utf32,
            "LR" => StrPrefix::Wide,
            _ => StrPrefix::None,
        };
        let mut bad = |lexer: &mut Self, end: usize, message: &str, label: &str| {
            let d = Diagnostic::error(diags::BAD_RAW_STRING, lexer.span(start, end), message.to_string())
                .with_label(label.to_string())
                .with_note("a raw string is `R\"delim(characters)delim\"`, the delimiter at most 16 characters without spaces, parentheses or backslashes");
            lexer.error(diags, d);
        };
        match text.find('(') {
            Some(open) if open <= 16 && !text[..open].contains(['\n', ' ', ')', '\\', '"']) => {
                let closing = format!("){}\"", &text[..open]);
                match text[open..].find(&closing) {
                    Some(k) => {
                        let end = quote + 1 + open + k + closing.len();
                        (TokenKind::StringLit(prefix), end, names.intern(&self.text[start..end]))
                    }
                    None => {
                        let end = self.text.len();
                        bad(self, (start + 2).min(end), "unterminated raw string literal", "raw string starts here");
                        (TokenKind::Invalid, end, names.intern(&self.text[start..end]))
                    }
                }
            }
            _ => {
                let end = quote + 1 + text.find('\n').unwrap_or(text.len());
                bad(self, (start + 2).min(end), "invalid raw string delimiter", "the delimiter must end in `(` within 16 characters");
                (TokenKind::Invalid, end, names.intern(&self.text[start..end]))
            }
        }
    }

    fn at_keyword(&mut self, start: usize, names: &mut Interner, diags: &mut DiagSink) -> (TokenKind, usize, Name) {
        let b = self.text.as_bytes();
        let mut end = start + 1;
        while end < b.len() && IDENT[b[end] as usize] {
            end += 1;
        }
        let spelling = &self.text[start..end];
        let kind = match spelling {
            "@codegen" => TokenKind::AtCodegen,
            "@meta" => TokenKind::AtMeta,
            _ if let Some(k) = Introspect::from_spelling(spelling) => TokenKind::AtIntrospect(k),
            _ => {
                let d = if end == start + 1 {
                    Diagnostic::error(diags::STRAY_CHARACTER, self.span(start, end), "stray `@` in program")
                        .with_label("not part of any token")
                        .with_note("Circle's `@` keywords are `@codegen` and `@meta`")
                } else {
                    Diagnostic::error(
                        diags::UNKNOWN_AT_KEYWORD,
                        self.span(start, end),
                        format!("unknown Circle keyword `{spelling}`"),
                    )
                    .with_label("not a Circle keyword")
                    .with_note("circlec supports `@codegen`, `@meta`, `@enum_count`, `@enum_value`, `@enum_name`, `@type_name` and `@type_string`")
                };
                self.error(diags, d);
                TokenKind::Invalid
            }
        };
        (kind, end, names.intern(spelling))
    }

}

/// The operator an alternative token spells ([lex.digraph]): `and` is `&&`, `not_eq` is `!=`.
fn alternative_token(word: &str) -> Option<Punct> {
    Some(match word {
        "and" => Punct::AmpAmp,
        "and_eq" => Punct::AmpEq,
        "bitand" => Punct::Amp,
        "bitor" => Punct::Pipe,
        "compl" => Punct::Tilde,
        "not" => Punct::Bang,
        "not_eq" => Punct::NotEq,
        "or" => Punct::PipePipe,
        "or_eq" => Punct::PipeEq,
        "xor" => Punct::Caret,
        "xor_eq" => Punct::CaretEq,
        _ => return None,
    })
}
