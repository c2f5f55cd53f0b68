//! `#include` and `#include_next`: the header name (`"..."`, `<...>`, or macro-expanded), the
//! search (quoted: the includer's directory, then `-I` directories, then system directories;
//! angled: `-I` then system; `#include_next`: the directories after the includer's), loading
//! through the [`super::FileLoader`] once per path, `#pragma once`, and the depth bound with
//! an error that shows the include chain.

use super::{diags, Preprocessor, MAX_INCLUDES, MAX_INCLUDE_DEPTH};
use crate::diag::Diagnostic;
use crate::lex::token::{Punct, StrPrefix, Token, TokenFlags, TokenKind};
use crate::source::{FileId, Span};

impl Preprocessor<'_> {
    /// `#include "file"`, `#include <file>`, or a macro that expands to either.
    pub(super) fn include_directive(&mut self, directive: Token, next: bool) {
        let header = match self.files.last_mut() {
            Some(f) if f.peeked.is_none() => f.lexer.header_name(self.names),
            _ => None,
        };
        let (path, angled, span) = match header {
            Some(h) => {
                let s = self.text(h.text);
                (s[1..s.len() - 1].to_string(), true, h.span)
            }
            None => {
                let toks = self.rest_of_line();
                let toks = if toks
                    .first()
                    .is_some_and(|t| t.kind == TokenKind::StringLit(StrPrefix::None))
                {
                    toks
                } else {
                    self.expand_barrier(toks)
                };
                match self.header_from_tokens(&toks) {
                    Some(h) => h,
                    None => {
                        let span = toks.first().map_or(directive.span.end(), |t| t.span);
                        self.diags.push(
                            Diagnostic::error(
                                diags::MALFORMED_DIRECTIVE,
                                span,
                                "expected \"FILENAME\" or <FILENAME> after `#include`",
                            )
                            .with_label("not a file name"),
                        );
                        return;
                    }
                }
            }
        };
        self.end_of_directive(directive);
        self.include_file(&path, angled, next, span);
    }

    /// A header name from (expanded) tokens: a string literal, or `<` tokens `>`.
    pub(super) fn header_from_tokens(&self, toks: &[Token]) -> Option<(String, bool, Span)> {
        let first = toks.first()?;
        if first.kind == TokenKind::StringLit(StrPrefix::None) {
            let s = self.text(first.text);
            return Some((s[1..s.len() - 1].to_string(), false, first.span));
        }
        if first.kind.is_punct(Punct::Lt) {
            let mut path = String::new();
            for (i, t) in toks.iter().enumerate().skip(1) {
                if t.kind.is_punct(Punct::Gt) {
                    return Some((path, true, first.span.to(toks[i].span)));
                }
                if i > 1 && t.flags.has(TokenFlags::SPACE_BEFORE) {
                    path.push(' ');
                }
                path.push_str(self.text(t.text));
            }
        }
        None
    }

    /// Finds `path` along the search path; returns the file and its search-path index.
    pub(super) fn find_include(&mut self, path: &str, angled: bool, next: bool) -> Option<(FileId, Option<usize>)> {
        if path.starts_with('/') {
            return self.load(path.to_string()).map(|f| (f, None));
        }
        let current_index = self.files.last().and_then(|f| f.search_index);
        if !angled && !next {
            let dir = self.files.last().map(|f| f.dir.clone()).unwrap_or_default();
            // Beside a system header is a system header too (GCC's rule): NVIDIA's headers
            // include their neighbours with quotes.
            let beside_system = self.files.last().is_some_and(|f| self.sm.file(f.lexer.file()).system);
            if let Some(f) = self.load(join(&dir, path)) {
                if beside_system {
                    self.sm.mark_system(f);
                }
                return Some((f, None));
            }
        }
        let n_dirs = self.opts.include_dirs.len() + self.opts.system_dirs.len();
        let start = match (next, current_index) {
            (true, Some(i)) => i + 1,
            _ => 0,
        };
        for i in start..n_dirs {
            let dir = if i < self.opts.include_dirs.len() {
                &self.opts.include_dirs[i]
            } else {
                &self.opts.system_dirs[i - self.opts.include_dirs.len()]
            };
            if let Some(f) = self.load(join(dir, path)) {
                if i >= self.opts.include_dirs.len() {
                    self.sm.mark_system(f);
                }
                return Some((f, Some(i)));
            }
        }
        None
    }

    fn load(&mut self, path: String) -> Option<FileId> {
        if let Some(&f) = self.loaded.get(&path) {
            return f;
        }
        let f = self.loader.load(&path).map(|text| self.sm.add(&path, &text));
        self.loaded.insert(path, f);
        f
    }

    fn include_file(&mut self, path: &str, angled: bool, next: bool, span: Span) {
        let Some((file, index)) = self.find_include(path, angled, next) else {
            let mut searched: Vec<String> = Vec::new();
            if !angled {
                let dir = self.files.last().map(|f| f.dir.clone()).unwrap_or_default();
                searched.push(if dir.is_empty() { ".".into() } else { dir });
            }
            searched.extend(self.opts.include_dirs.iter().cloned());
            searched.extend(self.opts.system_dirs.iter().cloned());
            let (o, c) = if angled { ('<', '>') } else { ('"', '"') };
            self.diags.push(
                Diagnostic::error(
                    diags::INCLUDE_NOT_FOUND,
                    span,
                    format!("cannot find include file `{o}{path}{c}`"),
                )
                .with_label("included here")
                .with_note(format!("searched: {}", searched.join(", ")))
                .with_note("add the directory that holds it with `-I`"),
            );
            return;
        };
        if self.pragma_once.contains(&file) {
            return;
        }
        // Once a bound is hit, no file is entered any more: a header that includes itself twice
        // would otherwise take time exponential in the depth bound.
        if self.include_limit_hit {
            return;
        }
        if self.files.len() >= MAX_INCLUDE_DEPTH {
            self.include_limit_hit = true;
            self.include_depth_error(span);
            return;
        }
        self.n_includes += 1;
        if self.n_includes > MAX_INCLUDES {
            self.include_limit_hit = true;
            self.diags.push(
                Diagnostic::error(
                    diags::INCLUDE_DEPTH,
                    span,
                    format!("more than {MAX_INCLUDES} `#include`s in one translation unit"),
                )
                .with_label("this include is one too many")
                .with_note("headers are probably included again and again; guard them with `#pragma once`"),
            );
            return;
        }
        self.push_file(file, Some(span), index);
    }

    fn include_depth_error(&mut self, span: Span) {
        let mut chain: Vec<String> = Vec::new();
        for f in self.files.iter().rev() {
            if let Some(site) = f.include_site {
                let loc = self.sm.location(site);
                chain.push(format!("{}:{}", loc.file, loc.line));
            }
        }
        let shown = if chain.len() > 8 {
            let n = chain.len();
            let mut v: Vec<String> = chain[..4].to_vec();
            v.push(format!("... {} more ...", n - 8));
            v.extend(chain[n - 4..].iter().cloned());
            v
        } else {
            chain
        };
        self.diags.push(
            Diagnostic::error(
                diags::INCLUDE_DEPTH,
                span,
                format!("`#include` nested more than {MAX_INCLUDE_DEPTH} levels deep"),
            )
            .with_label("this include goes one level too deep")
            .with_note(format!("include chain, innermost first: {}", shown.join(" <- ")))
            .with_note("a header probably includes itself; guard it with `#pragma once` or `#ifndef`"),
        );
    }

}

fn join(dir: &str, path: &str) -> String {
    if dir.is_empty() || dir == "." {
        path.to_string()
    } else if dir.ends_with('/') {
        format!("{dir}{path}")
    } else {
        format!("{dir}/{path}")
    }
}

