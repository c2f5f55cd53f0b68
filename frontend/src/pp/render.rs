//! The preprocessed token stream as text, for `circlec -E`: a token that started a line in the
//! source starts a new output line, a token with whitespace before it gets one space, and
//! others none, except where two tokens would otherwise run together into a different token.
//! `render_with_line_markers` also writes gcc's line markers (`# 12 "inc.h" 1` on entering a
//! file, `2` on returning to one) and keeps each line at its source line, so tools that read
//! `-E` output (ccache, distcc) see every file the translation unit read. circlec's own embedded
//! headers are written as `<built-in>`, as gcc writes its predefined macros.

use crate::intern::Interner;
use crate::lex::token::{Punct, Token, TokenFlags, TokenKind};
use crate::source::{FileId, SourceMap};

/// Prints `tokens` (up to `Eof`) as text; the result ends with a newline unless it is empty.
pub fn render_tokens(tokens: &[Token], names: &Interner) -> String {
    render(tokens, names, None)
}

/// `render_tokens` with gcc's line markers, from the files and lines of `sources`.
pub fn render_with_line_markers(tokens: &[Token], names: &Interner, sources: &SourceMap) -> String {
    render(tokens, names, Some(sources))
}

/// Where the output is, for line markers: the stack of files entered, the line the output is
/// at, and which files already had a marker.
///
/// A header that yields no tokens (only macros) still gets its marker, as an empty
/// enter-and-return pair, before the first token of a file loaded after it (files get their
/// `FileId`s in the order the preprocessor first loads them), or at the end.
struct Markers<'a> {
    sources: &'a SourceMap,
    stack: Vec<FileId>,
    line: u32,
    name: String,
    marked: Vec<bool>,
}

impl Markers<'_> {
    /// Moves the output to the line of `t`, which starts a line (or is the first token): a
    /// marker when the file changes or the gap is long, else line breaks. Returns the text to
    /// write before `t`; the output is then at the start of `t`'s line.
    fn goto(&mut self, t: &Token) -> String {
        let mut out = String::new();
        // Whether the output is at the start of a line (only before the first token).
        let mut at_start = false;
        if self.stack.is_empty() {
            // The main file is the first one loaded.
            let Some((root, f)) = self.sources.files().find(|(_, f)| !f.name.starts_with('<')) else {
                return out;
            };
            self.name = f.name.to_string();
            out.push_str(&format!("# 1 {}\n", quote(&self.name)));
            self.stack.push(root);
            self.mark(root);
            self.line = 1;
            at_start = true;
        }
        let mut loc = self.sources.location(t.span);
        // circlec's embedded headers (`<circlec>/include/...`) have no path on disk; like the
        // predefined macros they are part of the compiler, and tools such as ccache skip
        // `<built-in>` rather than fail to find the file.
        if loc.file.starts_with('<') {
            loc.file = "<built-in>".into();
        }
        let file = t.span.file;
        if self.stack.last() != Some(&file) || *loc.file != *self.name {
            if !at_start {
                out.push('\n');
            }
            out.push_str(&self.unmarked_before(file));
            let flag = match self.stack.iter().position(|f| *f == file) {
                Some(i) => {
                    self.stack.truncate(i + 1);
                    " 2"
                }
                None => {
                    self.stack.push(file);
                    " 1"
                }
            };
            self.mark(file);
            self.line = loc.line;
            self.name = loc.file.to_string();
            out.push_str(&format!("# {} {}{flag}\n", loc.line, quote(&loc.file)));
            return out;
        }
        let breaks = loc.line.saturating_sub(self.line);
        if (breaks > 0 || at_start) && breaks <= 8 {
            out.push_str(&"\n".repeat(breaks as usize));
        } else {
            if !at_start {
                out.push('\n');
            }
            out.push_str(&format!("# {} {}\n", loc.line, quote(&loc.file)));
        }
        self.line = loc.line;
        out
    }

    /// Empty enter-and-return pairs for the files loaded before `file` that had no marker yet;
    /// written at the start of a line.
    fn unmarked_before(&mut self, file: FileId) -> String {
        let mut out = String::new();
        let here = self.stack.last().map(|f| (self.name.clone(), *f));
        let ids: Vec<FileId> = self.sources.files().map(|(id, _)| id).filter(|id| *id < file).collect();
        for id in ids {
            if self.is_marked(id) || self.sources.file(id).name.starts_with('<') {
                continue;
            }
            self.mark(id);
            out.push_str(&format!("# 1 {} 1\n", quote(&self.sources.file(id).name)));
            if let Some((name, _)) = &here {
                self.line += 1;
                out.push_str(&format!("# {} {} 2\n", self.line, quote(name)));
            }
        }
        out
    }

    /// Markers for the files that had none by the end of the output.
    fn finish(&mut self) -> String {
        let end = FileId(u32::MAX);
        self.unmarked_before(end)
    }

    fn mark(&mut self, id: FileId) {
        let i = id.0 as usize;
        if self.marked.len() <= i {
            self.marked.resize(i + 1, false);
        }
        self.marked[i] = true;
    }

    fn is_marked(&self, id: FileId) -> bool {
        self.marked.get(id.0 as usize).copied().unwrap_or(false)
    }
}

/// A file name as a marker writes it: in double quotes, with `\` and `"` escaped.
fn quote(name: &str) -> String {
    format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
}

fn render(tokens: &[Token], names: &Interner, sources: Option<&SourceMap>) -> String {
    let mut markers = sources.map(|sources| Markers { sources, stack: Vec::new(), line: 0, name: String::new(), marked: Vec::new() });
    let mut out = String::with_capacity(tokens.len() * 6);
    let mut prev: Option<&Token> = None;
    // Inside a loop pragma's line (`#pragma unroll ( N )`): the parenthesis depth of its count.
    let mut pragma: Option<i32> = None;
    for t in tokens {
        if t.kind == TokenKind::Eof {
            break;
        }
        let text = names.get(t.text);
        let mut pragma_line_ends = false;
        match (pragma, t.kind) {
            (_, TokenKind::PragmaUnroll) => pragma = Some(0),
            _ if prev.is_some_and(|p| p.kind == TokenKind::PragmaPack) => pragma_line_ends = true,
            (Some(d), TokenKind::Punct(Punct::LParen)) if prev.is_some_and(|p| p.kind == TokenKind::PragmaUnroll) || d > 0 => {
                pragma = Some(d + 1)
            }
            (Some(d), TokenKind::Punct(Punct::RParen)) if d > 0 => pragma = Some(d - 1),
            (Some(0), _) => {
                pragma = None;
                pragma_line_ends = true;
            }
            _ => {}
        }
        if let Some(m) = markers.as_mut().filter(|_| prev.is_none() || t.flags.has(TokenFlags::AT_LINE_START)) {
            out.push_str(&m.goto(t));
        } else if let Some(p) = prev {
            if t.flags.has(TokenFlags::AT_LINE_START) || pragma_line_ends {
                out.push('\n');
                if let Some(m) = markers.as_mut() {
                    m.line += 1;
                }
            } else if t.flags.has(TokenFlags::SPACE_BEFORE) || would_merge(names.get(p.text), text) {
                out.push(' ');
            }
        }
        out.push_str(text);
        prev = Some(t);
    }
    if prev.is_some() {
        out.push('\n');
    }
    if let Some(m) = markers.as_mut() {
        out.push_str(&m.finish());
    }
    out
}

/// Whether printing `b` right after `a` could lex as something else.
fn would_merge(a: &str, b: &str) -> bool {
    let (Some(x), Some(y)) = (a.bytes().last(), b.bytes().next()) else {
        return false;
    };
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80;
    let op = |c: u8| b"+-*/%<>=&|^!:#.".contains(&c);
    (word(x) && (word(y) || y == b'\'' || y == b'"')) || (op(x) && op(y)) || (x.is_ascii_digit() && y == b'.')
}
