//! Qualified names and template argument lists: `ns::S<int>::f`, `::g`, `~S`, `operator+=`,
//! `operator int`, `T::template rebind<U>`. Each segment is looked up as it is parsed, so the
//! parser knows whether the name denotes a type or a template (and whether `<` opens template
//! arguments) without parsing anything twice.

use super::scope::{ScopeKey, Sym, SymKind};
use super::Parser;
use crate::ast::*;
use crate::lex::token::{Keyword, Punct, TokenKind};

/// A parsed path with what the parser knows about it.
#[derive(Clone, Copy, Debug)]
pub(super) struct PathInfo {
    pub id: PathId,
    /// What the last segment denotes, when known.
    pub sym: Option<Sym>,
    /// The qualifier depends on a template parameter or an unknown name (`T::x`).
    pub dependent: bool,
    /// The last segment is `~X`, `operator@` or `operator T`.
    pub special: bool,
}

impl PathInfo {
    pub fn is_type(&self) -> bool {
        self.sym.is_some_and(|s| s.is_type())
    }
}

/// Where a path is parsed, which decides when `<` opens a template argument list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PathMode {
    /// An id-expression, a type name or a declarator-id: `<` after a known template.
    Normal,
    /// After `.` or `->`: also after any name declared as a template anywhere.
    Member,
    /// Where only a type or a declarator-id can stand (after a class key, in decl-specifiers
    /// once a declaration is certain, declarator-ids): `<` after any name opens template
    /// arguments, since it cannot be a less-than there.
    Decl,
}

impl Parser<'_> {
    /// True when the current token can start a path.
    pub(super) fn at_path_start(&self) -> bool {
        match self.kind() {
            // `__is_same(T, U)` and `__builtin_offsetof(T, m)` are expressions with types inside.
            TokenKind::Ident => !self.at_type_trait() && !self.at_offsetof(),
            TokenKind::Punct(Punct::ColonColon) => {
                matches!(self.peek(1), TokenKind::Ident | TokenKind::Keyword(Keyword::Operator))
            }
            TokenKind::Keyword(Keyword::Operator) => true,
            TokenKind::Keyword(Keyword::Decltype) => self.at_decltype_qualifier(),
            _ => false,
        }
    }

    /// At `decltype(...)` followed by `::` and a name: a nested-name-specifier.
    pub(super) fn at_decltype_qualifier(&self) -> bool {
        if self.peek(1) != TokenKind::Punct(Punct::LParen) {
            return false;
        }
        let Some(close) = self.closing_paren_after(1) else { return false };
        self.peek(close + 1) == TokenKind::Punct(Punct::ColonColon)
            && matches!(self.peek(close + 2), TokenKind::Ident | TokenKind::Punct(Punct::Tilde) | TokenKind::Keyword(Keyword::Template))
    }

    /// `decltype ( expression )` as the first segment of a path (the caller checked
    /// [`Parser::at_decltype_qualifier`]).
    fn decltype_segment(&mut self) -> PathSeg {
        let start = self.span();
        self.bump(); // `decltype`
        self.expect(Punct::LParen, "after `decltype`");
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let e = self.expr();
        self.in_template_args = saved;
        self.expect(Punct::RParen, "to close `decltype`");
        PathSeg { name: UnqualName::Decltype(e), args: None, template_kw: false, span: start.to(self.prev_span()) }
    }

    /// path := `::`? (segment `::`)* last
    /// segment := `template`? identifier template-args?
    /// last := segment | `~` identifier | `operator` overloadable-op | `operator` type-id
    pub(super) fn path(&mut self, mode: PathMode) -> PathInfo {
        let start = self.span();
        // Fast path: a lone identifier (most names).
        if self.kind() == TokenKind::Ident
            && !matches!(self.peek(1), TokenKind::Punct(Punct::ColonColon | Punct::Lt))
        {
            let name = self.text();
            self.bump();
            let sym = self.scopes.lookup(name);
            let last = PathSeg { name: UnqualName::Ident(name), args: None, template_kw: false, span: start };
            let id = self.tu.paths.alloc(Path { global: false, qualifier: Vec::new(), last, span: start });
            return PathInfo { id, sym, dependent: false, special: false };
        }
        let global = self.eat(Punct::ColonColon);
        let mut qualifier: Vec<PathSeg> = Vec::new();
        let mut scope: Option<ScopeKey> = if global { Some(super::scope::GLOBAL) } else { None };
        let mut dependent = false;
        let mut first = !global;
        // `decltype(e)::name`: the parser does not know the members of the expression's type.
        if !global && self.at_kw(Keyword::Decltype) && self.at_decltype_qualifier() {
            qualifier.push(self.decltype_segment());
            self.bump(); // `::`
            dependent = true;
            first = false;
        }
        loop {
            let (seg, sym, special) = self.path_segment(mode, scope, first, dependent);
            first = false;
            // Continue past `::` when another segment follows.
            let more = self.at(Punct::ColonColon)
                && !special
                && matches!(
                    self.peek(1),
                    TokenKind::Ident
                        | TokenKind::Punct(Punct::Tilde)
                        | TokenKind::Keyword(Keyword::Template | Keyword::Operator)
                );
            if !more {
                let span = start.to(self.prev_span());
                let id = self.tu.paths.alloc(Path { global, qualifier, last: seg, span });
                let sym = if dependent { None } else { sym };
                return PathInfo { id, sym, dependent, special };
            }
            self.bump(); // `::`
            match sym {
                Some(s) if s.members.is_some() && !dependent => scope = s.members,
                Some(s) if s.kind == SymKind::Namespace => scope = s.members,
                _ => dependent = true,
            }
            qualifier.push(seg);
        }
    }

    /// One segment of a path; returns it with its symbol and whether it is a special name.
    fn path_segment(
        &mut self,
        mode: PathMode,
        scope: Option<ScopeKey>,
        unqualified: bool,
        dependent: bool,
    ) -> (PathSeg, Option<Sym>, bool) {
        let start = self.span();
        let template_kw = self.eat_kw(Keyword::Template);
        match self.kind() {
            TokenKind::Ident => {
                let name = self.text();
                self.bump();
                let sym = if dependent {
                    None
                } else if unqualified && self.at(Punct::ColonColon) {
                    // Before `::` only namespaces and types count ([basic.lookup.qual]/1).
                    self.scopes.lookup_scope(name)
                } else if unqualified {
                    self.scopes.lookup(name)
                } else {
                    scope.and_then(|k| self.scopes.lookup_in(k, name))
                };
                let is_template = template_kw
                    || sym.is_some_and(|s| s.is_template())
                    || mode == PathMode::Decl
                    || (mode == PathMode::Member && self.scopes.template_names.contains(&name.raw()));
                let args = if is_template && self.at(Punct::Lt) {
                    Some(self.template_args())
                } else {
                    None
                };
                let seg = PathSeg { name: UnqualName::Ident(name), args, template_kw, span: start.to(self.prev_span()) };
                (seg, sym, false)
            }
            TokenKind::Punct(Punct::Tilde) => {
                self.bump();
                let name = if self.at_ident() {
                    let n = self.text();
                    self.bump();
                    n
                } else {
                    self.error_expected("a class name", "after `~`");
                    self.names.intern("<error>")
                };
                // `p->~_Rb_tree_node<_Val>()`: the destructor named by its class's template-id;
                // the arguments name the same class as the object's type.
                if self.at(Punct::Lt) && self.scopes.lookup(name).is_some_and(|s| s.is_template()) {
                    self.template_args();
                }
                let seg = PathSeg { name: UnqualName::Destructor(name), args: None, template_kw, span: start.to(self.prev_span()) };
                (seg, None, true)
            }
            TokenKind::Keyword(Keyword::Operator) => {
                self.bump();
                let name = self.operator_name();
                // `f.operator()<int>()`: an operator function template's arguments, known by the
                // `(` after the closing `>` when `template` is not written.
                let args = if self.at(Punct::Lt) && (template_kw || !matches!(name, UnqualName::Conversion(_)) && self.template_args_then_call()) {
                    Some(self.template_args())
                } else {
                    None
                };
                let seg = PathSeg { name, args, template_kw, span: start.to(self.prev_span()) };
                (seg, None, true)
            }
            _ => {
                self.error_expected("a name", "");
                let n = self.names.intern("<error>");
                let seg = PathSeg { name: UnqualName::Ident(n), args: None, template_kw, span: start };
                (seg, None, false)
            }
        }
    }

    /// At `<`: whether a balanced `<...>` follows whose `>` is followed by `(`.
    fn template_args_then_call(&self) -> bool {
        let mut depth = 0usize;
        let mut i = 0;
        loop {
            match self.peek(i) {
                TokenKind::Punct(Punct::Lt) => depth += 1,
                TokenKind::Punct(Punct::Gt) => depth -= 1,
                TokenKind::Punct(Punct::Shr) if depth >= 2 => depth -= 2,
                TokenKind::Eof | TokenKind::Punct(Punct::Semi | Punct::LBrace | Punct::RBrace | Punct::Shr) => return false,
                _ => {}
            }
            i += 1;
            if depth == 0 {
                return self.peek(i) == TokenKind::Punct(Punct::LParen);
            }
            if i > 256 {
                return false;
            }
        }
    }

    /// operator-function-id or conversion-function-id, after `operator`:
    /// `+`, `()`, `[]`, `new`, `delete[]`, `<<=`, ..., or a conversion type `int*`.
    fn operator_name(&mut self) -> UnqualName {
        // A literal operator `operator""_km` (also `operator"" _km`): an ordinary name. The
        // suffix may be spelled like a keyword (`<complex>`'s `operator""if`).
        if self.kind() == TokenKind::StringLit(crate::lex::token::StrPrefix::None)
            && self.names.get(self.text()) == "\"\""
            && matches!(self.peek(1), TokenKind::Ident | TokenKind::Keyword(_))
        {
            self.bump();
            let suffix = match self.kind() {
                TokenKind::Keyword(k) => k.as_str().to_string(),
                _ => self.names.get(self.text()).to_string(),
            };
            self.bump();
            return UnqualName::Ident(self.names.intern(&format!("operator\"\"{suffix}")));
        }
        let op = match self.kind() {
            TokenKind::Punct(Punct::LParen) if self.peek(1) == TokenKind::Punct(Punct::RParen) => {
                self.bump();
                self.bump();
                OverloadedOp::Call
            }
            TokenKind::Punct(Punct::LBracket) if self.peek(1) == TokenKind::Punct(Punct::RBracket) => {
                self.bump();
                self.bump();
                OverloadedOp::Subscript
            }
            TokenKind::Keyword(k @ (Keyword::New | Keyword::Delete)) => {
                self.bump();
                let array = self.at(Punct::LBracket) && self.peek(1) == TokenKind::Punct(Punct::RBracket);
                if array {
                    self.bump();
                    self.bump();
                }
                match (k, array) {
                    (Keyword::New, false) => OverloadedOp::New,
                    (Keyword::New, true) => OverloadedOp::NewArray,
                    (_, false) => OverloadedOp::Delete,
                    (_, true) => OverloadedOp::DeleteArray,
                }
            }
            TokenKind::Punct(p)
                if !matches!(
                    p,
                    Punct::LParen
                        | Punct::RParen
                        | Punct::LBracket
                        | Punct::RBracket
                        | Punct::LBrace
                        | Punct::RBrace
                        | Punct::Semi
                        | Punct::Colon
                        | Punct::ColonColon
                        | Punct::Dot
                        | Punct::DotStar
                        | Punct::Ellipsis
                        | Punct::Question
                        | Punct::Hash
                        | Punct::HashHash
                        | Punct::LaunchOpen
                        | Punct::LaunchClose
                ) =>
            {
                self.bump();
                OverloadedOp::Punct(p)
            }
            _ => {
                // A conversion function: `operator int()`, `operator const T&()`.
                let ty = self.conversion_type_id();
                return UnqualName::Conversion(ty);
            }
        };
        UnqualName::Operator(op)
    }

    /// template-args := `<` (template-arg (`,` template-arg)*)? `>`
    /// template-arg := (type-id | constant-expression) `...`?
    pub(super) fn template_args(&mut self) -> Vec<TemplateArg> {
        self.bump(); // `<`
        let saved = std::mem::replace(&mut self.in_template_args, true);
        let mut args = Vec::new();
        if !self.eat_closing_angle() {
            loop {
                let start = self.span();
                if !self.enter() {
                    break;
                }
                let mut pack_expansion = false;
                let kind = match self.type_or_expr() {
                    super::specs::TypeOrExpr::Type(t) => match self.tu.types[t].kind {
                        TypeExprKind::PackExpansion(inner) => {
                            pack_expansion = true;
                            TemplateArgKind::Type(inner)
                        }
                        _ => TemplateArgKind::Type(t),
                    },
                    super::specs::TypeOrExpr::Expr(e) => TemplateArgKind::Expr(e),
                };
                self.leave();
                pack_expansion |= self.eat(Punct::Ellipsis);
                args.push(TemplateArg { kind, pack_expansion, span: start.to(self.prev_span()) });
                if self.eat(Punct::Comma) {
                    continue;
                }
                if !self.eat_closing_angle() {
                    self.error_expected("`>`", "to close the template argument list");
                }
                break;
            }
        }
        self.in_template_args = saved;
        args
    }

    /// Allocates a path for a single identifier.
    pub(super) fn ident_path(&mut self, name: crate::intern::Name, span: crate::source::Span) -> PathId {
        self.tu.paths.alloc(Path {
            global: false,
            qualifier: Vec::new(),
            last: PathSeg { name: UnqualName::Ident(name), args: None, template_kw: false, span },
            span,
        })
    }

    /// The identifier of a path's last segment, if it is one.
    pub(super) fn last_ident(&self, p: PathId) -> Option<crate::intern::Name> {
        match self.tu.paths[p].last.name {
            UnqualName::Ident(n) => Some(n),
            _ => None,
        }
    }
}
