//! Macro expansion: recognising an invocation, collecting the arguments of a function-like
//! macro, substituting parameters (fully expanded, or as written next to `#` and `##`),
//! stringizing, token pasting with placemarkers, `__VA_ARGS__`, `__VA_OPT__` and GNU's
//! `, ## __VA_ARGS__`, and the builtin macros. The substituted tokens are pushed as a new
//! context and rescanned by [`Preprocessor::step`].

use std::rc::Rc;

use super::macros::{Builtin, MacroDef, MacroId, NOT_PARAM};
use super::{diags, Context, Preprocessor, MAX_CONTEXT_DEPTH, MAX_EXPANDED_TOKENS};
use crate::diag::{DiagSink, Diagnostic};
use crate::lex::token::{Punct, StrPrefix, Token, TokenFlags, TokenKind};
use crate::lex::Lexer;
use crate::source::Span;

const LAYOUT: u8 = TokenFlags::AT_LINE_START | TokenFlags::SPACE_BEFORE;

/// The arguments of one invocation: all tokens, and each argument's range in them.
struct Args {
    tokens: Vec<Token>,
    ranges: Vec<(usize, usize)>,
}

impl Args {
    fn get(&self, i: usize) -> &[Token] {
        match self.ranges.get(i) {
            Some(&(a, b)) => &self.tokens[a..b],
            None => &[],
        }
    }
}

impl Preprocessor<'_> {
    /// Expands the invocation of macro `m` named by `site`.
    pub(super) fn expand(&mut self, site: Token, m: MacroId) {
        let def = self.macros.get(m);
        if let Some(b) = def.builtin {
            self.expand_builtin(site, b);
            return;
        }
        if self.contexts.len() >= MAX_CONTEXT_DEPTH {
            let name = self.text(site.text).to_string();
            self.limit_error(
                site.span,
                format!("macro expansion nested more than {MAX_CONTEXT_DEPTH} levels deep in `{name}`"),
                "a macro probably expands to a call of itself through its arguments",
            );
            self.emit(site);
            return;
        }
        let tokens = if def.function_like {
            let (next, src) = self.next_token();
            if !next.kind.is_punct(Punct::LParen) {
                // Just a name: `f` without arguments is not an invocation.
                self.push_back(next, src);
                self.emit(site);
                return;
            }
            let Some(args) = self.collect_args(site, &def) else {
                return;
            };
            self.substitute(&def, site, Some(&args))
        } else {
            self.substitute(&def, site, None)
        };
        self.push_expansion(tokens, m, site);
    }

    fn push_expansion(&mut self, mut tokens: Vec<Token>, m: MacroId, site: Token) {
        self.expanded_tokens += tokens.len() as u64;
        if self.expanded_tokens > MAX_EXPANDED_TOKENS {
            let name = self.text(site.text).to_string();
            self.limit_error(
                site.span,
                format!("macro expansion produced more than {MAX_EXPANDED_TOKENS} tokens (while expanding `{name}`)"),
                "a macro probably expands to several copies of itself; check its definition",
            );
            return;
        }
        match tokens.first_mut() {
            None => self.pending_flags |= site.flags.0 & LAYOUT,
            Some(first) => {
                first.flags = TokenFlags((first.flags.0 & !LAYOUT) | (site.flags.0 & LAYOUT));
                self.macros.set_active(m, true);
                self.contexts.push(Context {
                    tokens,
                    pos: 0,
                    macro_id: Some(m),
                    barrier: false,
                });
            }
        }
    }

    /// Expands `toks` on their own (an argument, an `#if` line): nothing after them is read.
    pub(super) fn expand_barrier(&mut self, toks: Vec<Token>) -> Vec<Token> {
        if toks.is_empty() || self.limit_hit {
            return toks;
        }
        let saved_out = std::mem::take(&mut self.out);
        let saved_pending = std::mem::replace(&mut self.pending_flags, 0);
        let depth = self.contexts.len();
        self.contexts.push(Context {
            tokens: toks,
            pos: 0,
            macro_id: None,
            barrier: true,
        });
        self.barriers += 1;
        while self.step() {}
        self.barriers -= 1;
        while self.contexts.len() > depth {
            self.pop_context();
        }
        self.pending_flags = saved_pending;
        std::mem::replace(&mut self.out, saved_out)
    }

    /// Reads the arguments after `(`; `None` (reported) when the list is unterminated or the
    /// count is wrong.
    fn collect_args(&mut self, site: Token, def: &MacroDef) -> Option<Args> {
        let mut tokens = Vec::new();
        let mut ranges = Vec::new();
        let mut start = 0;
        let mut depth = 0u32;
        let n_params = def.params.len();
        loop {
            let (mut t, _) = self.next_token();
            match t.kind {
                TokenKind::Eof => {
                    let name = self.text(site.text).to_string();
                    self.diags.push(
                        Diagnostic::error(
                            diags::UNTERMINATED_MACRO_CALL,
                            site.span,
                            format!("unterminated argument list invoking macro `{name}`"),
                        )
                        .with_label("this invocation has no closing `)`"),
                    );
                    return None;
                }
                TokenKind::Punct(Punct::LParen) => depth += 1,
                TokenKind::Punct(Punct::RParen) => {
                    if depth == 0 {
                        ranges.push((start, tokens.len()));
                        break;
                    }
                    depth -= 1;
                }
                TokenKind::Punct(Punct::Comma) if depth == 0 && !(def.variadic && ranges.len() + 1 >= n_params) => {
                    ranges.push((start, tokens.len()));
                    start = tokens.len();
                    continue;
                }
                TokenKind::Ident | TokenKind::Keyword(_) => {
                    if let Some(m) = self.macros.lookup(t.text) {
                        if self.macros.is_active(m) {
                            t.flags = t.flags.with(TokenFlags::NO_EXPAND);
                        }
                    }
                }
                _ => {}
            }
            if t.flags.has(TokenFlags::AT_LINE_START) {
                t.flags = TokenFlags((t.flags.0 & !TokenFlags::AT_LINE_START) | TokenFlags::SPACE_BEFORE);
            }
            tokens.push(t);
        }
        // `f()` passes one empty argument, which is right for one parameter and for none.
        let n_given = if n_params == 0 && ranges.len() == 1 && ranges[0].0 == ranges[0].1 {
            0
        } else {
            ranges.len()
        };
        let ok = if def.variadic {
            if n_given + 1 == n_params {
                ranges.push((tokens.len(), tokens.len()));
                true
            } else {
                n_given >= n_params || (n_params == 1 && n_given == 0)
            }
        } else {
            n_given == n_params || (n_params == 1 && ranges.len() == 1)
        };
        if !ok {
            let name = self.text(site.text).to_string();
            let expected = if def.variadic {
                format!("at least {}", n_params - 1)
            } else {
                n_params.to_string()
            };
            let plural = if n_params == 1 && !def.variadic { "" } else { "s" };
            let mut d = Diagnostic::error(
                diags::MACRO_ARG_COUNT,
                site.span,
                format!("macro `{name}` takes {expected} argument{plural}, but {n_given} were given"),
            )
            .with_label(format!("in this use of `{name}`"));
            if let Some(s) = def.def_span {
                d = d.with_secondary(s, format!("`{name}` is defined here"));
            }
            if n_given > n_params {
                d = d.with_note("an argument that contains commas must be wrapped in parentheses");
            }
            self.diags.push(d);
            return None;
        }
        Some(Args { tokens, ranges })
    }

    /// The body of `def` with the arguments substituted.
    fn substitute(&mut self, def: &Rc<MacroDef>, site: Token, args: Option<&Args>) -> Vec<Token> {
        let body = &def.body;
        let mut out: Vec<Token> = Vec::with_capacity(body.len());
        let from_body = |t: &Token| Token {
            span: site.span,
            flags: TokenFlags(
                (t.flags.0 & (TokenFlags::SPACE_BEFORE | TokenFlags::BAD_NUMBER)) | TokenFlags::FROM_MACRO,
            ),
            ..*t
        };
        let no_args = Args { tokens: Vec::new(), ranges: Vec::new() };
        let args = match args {
            Some(a) => a,
            None if !body.iter().any(|t| t.kind.is_punct(Punct::HashHash)) => {
                out.extend(body.iter().map(from_body));
                return out;
            }
            // An object-like macro that pastes.
            None => &no_args,
        };
        let va_index = if def.variadic {
            def.params.len().saturating_sub(1)
        } else {
            usize::MAX
        };
        let mut expanded: Vec<Option<Vec<Token>>> = vec![None; args.ranges.len()];
        // `__VA_OPT__` looks at the variadic arguments after expansion (`F(EMPTY)` has none).
        let va_present = def.variadic
            && !args.get(va_index).is_empty()
            && (!body.iter().any(|t| t.text == self.n.va_opt)
                || !self.expanded_arg(&mut expanded, args, va_index).is_empty());
        // The last item produced no token (an empty argument next to `##`).
        let mut placemarker = false;
        let mut va_opt_close: Option<usize> = None;
        let mut i = 0;
        while i < body.len() {
            let t = body[i];
            let p = def.param_of[i];
            if va_opt_close == Some(i) {
                va_opt_close = None;
                i += 1;
                continue;
            }
            if def.variadic
                && t.text == self.n.va_opt
                && body.get(i + 1).is_some_and(|n| n.kind.is_punct(Punct::LParen))
            {
                let close = matching_paren(body, i + 1);
                if va_present {
                    va_opt_close = Some(close);
                    i += 2;
                } else {
                    placemarker = true;
                    i = close + 1;
                }
                continue;
            }
            if t.kind.is_punct(Punct::Hash) && def.param_of.get(i + 1).is_some_and(|&q| q != NOT_PARAM) {
                let q = def.param_of[i + 1] as usize;
                let s = self.stringize(args.get(q), site.span, t.flags);
                out.push(s);
                placemarker = false;
                i += 2;
                continue;
            }
            if t.kind.is_punct(Punct::HashHash) && i + 1 < body.len() {
                let j = i + 1;
                let q = def.param_of[j];
                let rhs: Vec<Token> = if q != NOT_PARAM {
                    arg_tokens(args.get(q as usize), body[j].flags)
                } else {
                    vec![from_body(&body[j])]
                };
                i = j + 1;
                if q as usize == va_index && !placemarker && out.last().is_some_and(|l| l.kind.is_punct(Punct::Comma)) {
                    // GNU: `, ## __VA_ARGS__` drops the comma when there are no variadic
                    // arguments, and pastes nothing otherwise.
                    if rhs.is_empty() {
                        out.pop();
                    }
                    out.extend(rhs);
                    placemarker = false;
                    continue;
                }
                if placemarker || out.is_empty() {
                    placemarker = rhs.is_empty();
                    out.extend(rhs);
                } else if let Some((&first, rest)) = rhs.split_first() {
                    let lhs = out.pop().unwrap_or(first);
                    match self.paste(lhs, first, site, def.def_span) {
                        Some(pasted) => out.push(pasted),
                        None => {
                            out.push(lhs);
                            out.push(first);
                        }
                    }
                    out.extend_from_slice(rest);
                }
                continue;
            }
            if p != NOT_PARAM {
                let q = p as usize;
                let pasted_next = body.get(i + 1).is_some_and(|n| n.kind.is_punct(Punct::HashHash));
                if pasted_next {
                    let raw = args.get(q);
                    placemarker = raw.is_empty();
                    let start = out.len();
                    out.extend_from_slice(raw);
                    set_layout(&mut out, start, t.flags);
                } else {
                    self.expanded_arg(&mut expanded, args, q);
                    let start = out.len();
                    out.extend_from_slice(expanded[q].as_deref().unwrap_or(&[]));
                    set_layout(&mut out, start, t.flags);
                    placemarker = false;
                }
                i += 1;
                continue;
            }
            out.push(from_body(&t));
            placemarker = false;
            i += 1;
        }
        out
    }

    /// Argument `q` fully macro-expanded, computed once per invocation.
    fn expanded_arg<'e>(&mut self, cache: &'e mut [Option<Vec<Token>>], args: &Args, q: usize) -> &'e [Token] {
        if q >= cache.len() {
            return &[];
        }
        if cache[q].is_none() {
            let raw = args.get(q);
            // Pre-expansion only where the argument names a macro.
            let needed = raw.iter().any(|a| {
                matches!(a.kind, TokenKind::Ident | TokenKind::Keyword(_))
                    && !a.flags.has(TokenFlags::NO_EXPAND)
                    && self.macros.lookup(a.text).is_some()
            });
            let raw = arg_tokens(raw, TokenFlags::default());
            cache[q] = Some(if needed { self.expand_barrier(raw) } else { raw });
        }
        cache[q].as_deref().unwrap_or(&[])
    }

    /// `#param`: the argument's spelling as a string literal.
    fn stringize(&mut self, toks: &[Token], span: Span, flags: TokenFlags) -> Token {
        let mut s = String::from("\"");
        for (k, t) in toks.iter().enumerate() {
            if k > 0 && t.flags.0 & LAYOUT != 0 {
                s.push(' ');
            }
            let spelling = self.names.get(t.text);
            if matches!(t.kind, TokenKind::StringLit(_) | TokenKind::CharLit(_)) {
                for c in spelling.chars() {
                    if c == '"' || c == '\\' {
                        s.push('\\');
                    }
                    s.push(c);
                }
            } else {
                s.push_str(spelling);
            }
        }
        s.push('"');
        Token {
            kind: TokenKind::StringLit(StrPrefix::None),
            span,
            text: self.names.intern(&s),
            flags: TokenFlags((flags.0 & TokenFlags::SPACE_BEFORE) | TokenFlags::FROM_MACRO),
        }
    }

    /// `lhs ## rhs`: the token their spellings form, or `None` (reported) if they form none.
    fn paste(&mut self, lhs: Token, rhs: Token, site: Token, def_span: Option<Span>) -> Option<Token> {
        let text = format!("{}{}", self.names.get(lhs.text), self.names.get(rhs.text));
        let mut scratch = DiagSink::new();
        let mut lexer = Lexer::for_fragment(&text, site.span);
        lexer.defer_number_errors = true;
        let first = lexer.next(&mut self.tables, self.names, &mut scratch);
        let second = lexer.next(&mut self.tables, self.names, &mut scratch);
        // One token, and a valid one; an invalid number is reported if it reaches the output.
        let valid = first.kind != TokenKind::Invalid || first.flags.has(TokenFlags::BAD_NUMBER);
        if second.kind == TokenKind::Eof && first.kind != TokenKind::Eof && !scratch.has_errors() && valid {
            let mut t = first;
            t.flags = TokenFlags(
                (lhs.flags.0 & TokenFlags::SPACE_BEFORE)
                    | (first.flags.0 & TokenFlags::BAD_NUMBER)
                    | TokenFlags::FROM_MACRO,
            );
            return Some(t);
        }
        let (a, b) = (
            self.names.get(lhs.text).to_string(),
            self.names.get(rhs.text).to_string(),
        );
        let name = self.names.get(site.text).to_string();
        let mut d = Diagnostic::error(
            diags::INVALID_PASTE,
            site.span,
            format!("pasting `{a}` and `{b}` does not give a valid token"),
        )
        .with_label(format!("in this expansion of `{name}`"))
        .with_note("`##` must form a single token; leave it out to place the two tokens side by side");
        if let Some(s) = def_span {
            d = d.with_secondary(s, format!("`{name}` is defined here"));
        }
        self.diags.push(d);
        None
    }

    fn expand_builtin(&mut self, site: Token, b: Builtin) {
        let flags = TokenFlags((site.flags.0 & LAYOUT) | TokenFlags::FROM_MACRO);
        let (kind, text) = match b {
            Builtin::File => {
                let file = self.sm.location(site.span).file;
                let mut s = String::from("\"");
                for c in file.chars() {
                    if c == '"' || c == '\\' {
                        s.push('\\');
                    }
                    s.push(c);
                }
                s.push('"');
                (TokenKind::StringLit(StrPrefix::None), s)
            }
            Builtin::Line => (TokenKind::IntLit, self.sm.location(site.span).line.to_string()),
            Builtin::Counter => {
                self.counter += 1;
                (TokenKind::IntLit, (self.counter - 1).to_string())
            }
            Builtin::Date => (TokenKind::StringLit(StrPrefix::None), "\"Jan  1 1970\"".to_string()),
            Builtin::Time => (TokenKind::StringLit(StrPrefix::None), "\"00:00:00\"".to_string()),
            Builtin::Pragma => {
                self.pending_flags |= site.flags.0 & LAYOUT;
                self.pragma_operator(site);
                return;
            }
            Builtin::HasInclude => {
                self.emit(site);
                return;
            }
        };
        let text = self.names.intern(&text);
        self.emit(Token {
            kind,
            span: site.span,
            text,
            flags,
        });
    }

    /// `_Pragma("...")`: consumed; a loop pragma goes on to the parser, others are dropped. An
    /// operand that is not yet a string literal is macro-expanded first, as GCC and clang do
    /// (`_Pragma(STR(push_macro("min")))`, CCCL's `_CCCL_PRAGMA`).
    fn pragma_operator(&mut self, site: Token) {
        let (open, src) = self.next_token();
        if !open.kind.is_punct(Punct::LParen) {
            self.push_back(open, src);
            self.emit(site);
            return;
        }
        let mut operand = Vec::new();
        let mut depth = 0u32;
        loop {
            let (t, _) = self.next_token();
            if t.kind == TokenKind::Eof {
                self.diags.push(
                    Diagnostic::error(diags::UNTERMINATED_MACRO_CALL, site.span, "unterminated `_Pragma`")
                        .with_label("no closing `)`"),
                );
                return;
            }
            if t.kind.is_punct(Punct::RParen) {
                if depth == 0 {
                    break;
                }
                depth -= 1;
            } else if t.kind.is_punct(Punct::LParen) {
                depth += 1;
            }
            operand.push(t);
        }
        let is_string = |toks: &[Token]| matches!(toks, [t] if t.kind == TokenKind::StringLit(StrPrefix::None));
        if !is_string(&operand) {
            operand = self.expand_barrier(operand);
        }
        match operand.as_slice() {
            [t] if t.kind == TokenKind::StringLit(StrPrefix::None) => {
                let quoted = self.names.get(t.text).to_string();
                let inner = quoted.get(1..quoted.len().saturating_sub(1)).unwrap_or("").to_string();
                self.pragma_operator_text(&inner, site.span);
            }
            _ => self.diags.push(
                Diagnostic::error(diags::MALFORMED_DIRECTIVE, site.span, "`_Pragma` takes one string literal")
                    .with_label("write `_Pragma(\"...\")`"),
            ),
        }
    }
}

/// The tokens of an argument as substituted: layout as in the body (`flags` of the parameter).
fn arg_tokens(toks: &[Token], flags: TokenFlags) -> Vec<Token> {
    let mut v = toks.to_vec();
    if let Some(f) = v.first_mut() {
        f.flags = TokenFlags((f.flags.0 & !LAYOUT) | (flags.0 & TokenFlags::SPACE_BEFORE));
    }
    v
}

/// Gives the token at `start` (the first of a substituted argument) the layout of the parameter.
fn set_layout(out: &mut [Token], start: usize, param_flags: TokenFlags) {
    if let Some(f) = out.get_mut(start) {
        f.flags = TokenFlags((f.flags.0 & !LAYOUT) | (param_flags.0 & TokenFlags::SPACE_BEFORE));
    }
}

/// The index of the `)` matching the `(` at `open` (or the last index).
fn matching_paren(body: &[Token], open: usize) -> usize {
    let mut depth = 0;
    for (k, t) in body.iter().enumerate().skip(open) {
        if t.kind.is_punct(Punct::LParen) {
            depth += 1;
        } else if t.kind.is_punct(Punct::RParen) {
            depth -= 1;
            if depth == 0 {
                return k;
            }
        }
    }
    body.len().saturating_sub(1)
}
