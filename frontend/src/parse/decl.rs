//! Declarations at namespace, class and block scope: the dispatch on the first token,
//! namespaces, `using`, linkage specifications, `static_assert`, `@meta`, and simple
//! declarations with their init-declarators (variables, functions and their bodies, typedefs,
//! fields).

use super::declarator::{DeclMode, Declarator};
use super::names::{PathInfo, PathMode};
use super::scope::{ScopeKind, Sym, SymKind};
use super::specs::{SpecCtx, Specs};
use super::{diags, Parser};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::lex::token::{Keyword, Punct, TokenKind};
use crate::source::Span;

/// Where a declaration appears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum DeclCtx {
    Namespace,
    Class,
    Block,
}

impl Parser<'_> {
    pub(super) fn alloc_decl(&mut self, kind: DeclKind, span: Span) -> DeclId {
        self.tu.decls.alloc(Decl { kind, span })
    }

    /// translation-unit := declaration* Eof
    pub(super) fn translation_unit(&mut self) -> Vec<DeclId> {
        let mut out = Vec::new();
        while !self.at_eof() {
            let before = self.pos;
            if self.at(Punct::RBrace) {
                let sp = self.span();
                self.error_at(
                    diags::EXPECTED_DECLARATION,
                    sp,
                    "unmatched `}` at namespace scope".into(),
                    "no block to close".into(),
                );
                self.bump();
                continue;
            }
            self.declaration(&mut out, DeclCtx::Namespace);
            if self.pos == before {
                self.bump();
            }
            if self.diags.is_saturated() {
                break;
            }
        }
        out
    }

    /// declaration := `;` | namespace-definition | using-declaration | template-declaration
    ///   | linkage-specification | static_assert-declaration | `@meta` declaration
    ///   | simple-declaration
    pub(super) fn declaration(&mut self, out: &mut Vec<DeclId>, ctx: DeclCtx) {
        let start = self.span();
        if !self.enter() {
            return;
        }
        match self.kind() {
            TokenKind::Punct(Punct::Semi) => {
                self.bump();
                if ctx != DeclCtx::Block {
                    out.push(self.alloc_decl(DeclKind::Empty, start));
                }
            }
            TokenKind::Keyword(Keyword::Namespace) if ctx != DeclCtx::Class => self.namespace_def(out),
            TokenKind::Keyword(Keyword::Inline) if self.peek(1) == TokenKind::Keyword(Keyword::Namespace) => {
                self.namespace_def(out)
            }
            TokenKind::Keyword(Keyword::Using) => self.using_decl(out, ctx),
            TokenKind::Keyword(Keyword::Template) => out.push(self.template_decl(ctx)),
            TokenKind::Keyword(Keyword::Extern) if self.peek(1) == TokenKind::Keyword(Keyword::Template) => {
                out.push(self.template_decl(ctx))
            }
            TokenKind::Keyword(Keyword::Extern)
                if matches!(self.peek(1), TokenKind::StringLit(_)) && ctx == DeclCtx::Namespace =>
            {
                self.linkage_spec(out)
            }
            TokenKind::Keyword(Keyword::StaticAssert) => out.push(self.static_assert_decl()),
            TokenKind::Keyword(Keyword::Asm) => {
                let sp = self.span();
                self.report(
                    Diagnostic::error(diags::UNSUPPORTED_SYNTAX, sp, "`asm` at namespace scope (file-scope assembly) is not supported")
                        .with_label("top-level inline assembly")
                        .with_note("`asm` statements are supported inside function bodies"),
                );
                self.recover_to_semi();
            }
            TokenKind::PragmaUnroll => {
                self.misplaced_loop_pragma();
                self.declaration(out, ctx);
            }
            TokenKind::AtMeta => {
                // A meta object's declaration, or a meta statement (`@meta printf(...);`,
                // `@meta for (...) ...`), parsed as at block scope.
                self.bump();
                let st = self.statement();
                match &self.tu.stmts[st].kind {
                    StmtKind::Decl(inner) => {
                        for d in inner.clone() {
                            let span = start.to(self.tu.decls[d].span);
                            out.push(self.alloc_decl(DeclKind::Meta(d), span));
                        }
                    }
                    _ => {
                        let span = start.to(self.prev_span());
                        out.push(self.alloc_decl(DeclKind::MetaStmt(st), span));
                    }
                }
            }
            _ => self.simple_declaration(out, ctx, None),
        }
        self.leave();
    }

    /// namespace-definition := `inline`? `namespace` (name (`::` name)*)? `{` declaration* `}`
    ///   | `namespace` name `=` qualified-name `;`
    fn namespace_def(&mut self, out: &mut Vec<DeclId>) {
        let start = self.span();
        let inline = self.eat_kw(Keyword::Inline);
        self.bump(); // `namespace`
        self.skip_attributes();
        let mut names = Vec::new();
        while self.at_ident() {
            names.push(self.text());
            self.bump();
            if !self.eat(Punct::ColonColon) {
                break;
            }
            self.eat_kw(Keyword::Inline);
        }
        self.skip_attributes();
        if names.len() == 1 && self.eat(Punct::Eq) {
            // namespace alias
            if !self.at_path_start() {
                self.error_expected("a namespace name", "after `=`");
                self.recover_to_semi();
                return;
            }
            let target = self.path(PathMode::Normal);
            let members = target.sym.and_then(|s| s.members);
            self.scopes.declare(names[0], Sym { kind: SymKind::Namespace, members });
            self.expect_semi("after the namespace alias");
            out.push(self.alloc_decl(DeclKind::NamespaceAlias { name: names[0], target: target.id }, start.to(self.prev_span())));
            return;
        }
        let depth = self.scopes.depth();
        let n_open = names.len().max(1);
        let mut keys = Vec::new();
        for i in 0..n_open {
            let name = names.get(i).copied();
            let key = match name.and_then(|n| self.scopes.existing_members(n)) {
                Some(k) => k,
                None => self.scopes.fresh(),
            };
            match name {
                Some(n) => self.scopes.declare(n, Sym { kind: SymKind::Namespace, members: Some(key) }),
                // An anonymous namespace's members are visible in the enclosing one.
                None => self.scopes.add_inline(key),
            }
            if inline && i + 1 == n_open {
                self.scopes.add_inline(key);
            }
            self.scopes.push(key, ScopeKind::Namespace);
            keys.push(key);
        }
        let mut decls = Vec::new();
        if self.expect(Punct::LBrace, "to open the namespace body") {
            self.decl_seq_until_brace(&mut decls, DeclCtx::Namespace);
            self.expect(Punct::RBrace, "to close the namespace body");
        } else {
            self.recover_to_semi();
        }
        self.scopes.truncate(depth);
        // Build the nested namespaces inside out.
        let span = start.to(self.prev_span());
        let mut inner = decls;
        for i in (0..n_open).rev() {
            let ns = NamespaceDecl { name: names.get(i).copied(), inline: inline && i + 1 == n_open, decls: inner };
            let id = self.alloc_decl(DeclKind::Namespace(ns), span);
            inner = vec![id];
        }
        out.extend(inner);
    }

    /// Parses declarations up to (not including) a `}` at this level or `Eof`.
    pub(super) fn decl_seq_until_brace(&mut self, out: &mut Vec<DeclId>, ctx: DeclCtx) {
        while !self.at(Punct::RBrace) && !self.at_eof() {
            let before = self.pos;
            if ctx == DeclCtx::Class {
                self.member_declaration(out);
            } else {
                self.declaration(out, ctx);
            }
            if self.pos == before {
                self.bump();
            }
        }
    }

    /// using-directive := `using` `namespace` qualified-name `;`
    /// alias-declaration := `using` identifier attributes? `=` type-id `;`
    /// using-declaration := `using` `typename`? qualified-name `;`
    pub(super) fn using_decl(&mut self, out: &mut Vec<DeclId>, _ctx: DeclCtx) {
        let start = self.bump(); // `using`
        if self.eat_kw(Keyword::Namespace) {
            if !self.at_path_start() {
                self.error_expected("a namespace name", "after `using namespace`");
                self.recover_to_semi();
                return;
            }
            let p = self.path(PathMode::Normal);
            if let Some(k) = p.sym.and_then(|s| s.members) {
                if self.is_namespace(&p) {
                    self.scopes.add_using(k);
                }
            }
            self.expect_semi("after the using-directive");
            out.push(self.alloc_decl(DeclKind::UsingDirective(p.id), start.to(self.prev_span())));
            return;
        }
        // `using T = U;`, `using T __attribute__((...)) = U;`, `using T [[deprecated]] = U;`
        let standard_attribute = self.peek(1) == TokenKind::Punct(Punct::LBracket) && self.peek(2) == TokenKind::Punct(Punct::LBracket);
        if self.at_ident() && (matches!(self.peek(1), TokenKind::Punct(Punct::Eq) | TokenKind::Keyword(Keyword::Attribute)) || standard_attribute) {
            let name = self.text();
            self.bump();
            self.skip_attributes();
            self.bump(); // `=`
            let templated = std::mem::take(&mut self.pending_template);
            let (ty, defined) = self.type_id_defining(None);
            let kind = if templated { SymKind::TypeTemplate } else { SymKind::Type };
            let members = self.members_of_type(ty);
            self.scopes.declare(name, Sym { kind, members });
            self.expect_semi("after the alias declaration");
            out.push(self.alloc_decl(DeclKind::Alias(AliasDecl { name, ty, using: true, defines: defined.filter(|_| !templated) }), start.to(self.prev_span())));
            return;
        }
        let typename_kw = self.eat_kw(Keyword::Typename);
        if !self.at_path_start() {
            self.error_expected("a qualified name", "after `using`");
            self.recover_to_semi();
            return;
        }
        let p = self.path(PathMode::Normal);
        // The named entity becomes visible here under its own name.
        if let (Some(sym), Some(n)) = (p.sym, self.last_ident(p.id)) {
            self.scopes.declare(n, sym);
        } else if let (true, Some(n)) = (typename_kw, self.last_ident(p.id)) {
            self.scopes.declare(n, Sym { kind: SymKind::Type, members: None });
        }
        let pack = self.eat(Punct::Ellipsis);
        self.expect_semi("after the using-declaration");
        out.push(self.alloc_decl(DeclKind::UsingDecl { path: p.id, typename_kw, pack }, start.to(self.prev_span())));
    }

    /// The member scope of a named type (for aliases of classes: `using V = vec<int>; V::x`).
    pub(super) fn members_of_type(&self, ty: TypeExprId) -> Option<super::scope::ScopeKey> {
        match &self.tu.types[ty].kind {
            TypeExprKind::Named { path, .. } | TypeExprKind::Elaborated { path, .. } => {
                let p = &self.tu.paths[*path];
                let mut scope = None;
                for (i, seg) in p.qualifier.iter().chain(std::iter::once(&p.last)).enumerate() {
                    let UnqualName::Ident(n) = seg.name else { return None };
                    let sym = if i == 0 && !p.global {
                        self.scopes.lookup(n)
                    } else {
                        self.scopes.lookup_in(scope.unwrap_or(super::scope::GLOBAL), n)
                    };
                    scope = sym?.members;
                }
                scope
            }
            _ => None,
        }
    }

    /// linkage-specification := `extern` string-literal (`{` declaration* `}` | declaration)
    fn linkage_spec(&mut self, out: &mut Vec<DeclId>) {
        let start = self.bump(); // `extern`
        let spelling = self.text();
        self.bump();
        let text = self.names.get(spelling).trim_matches('"').to_string();
        let lang = self.names.intern(&text);
        if text != "C" && text != "C++" {
            let sp = self.prev_span();
            self.report(
                Diagnostic::error(diags::UNSUPPORTED_SYNTAX, sp, format!("unknown language linkage `\"{text}\"`"))
                    .with_label("expected \"C\" or \"C++\""),
            );
        }
        let mut decls = Vec::new();
        let braced = self.eat(Punct::LBrace);
        if braced {
            self.decl_seq_until_brace(&mut decls, DeclCtx::Namespace);
            self.expect(Punct::RBrace, "to close the linkage specification");
        } else {
            self.declaration(&mut decls, DeclCtx::Namespace);
        }
        out.push(self.alloc_decl(DeclKind::LinkageSpec { lang, braced, decls }, start.to(self.prev_span())));
    }

    /// static_assert-declaration := `static_assert` `(` constant-expression (`,` string-literal)? `)` `;`
    pub(super) fn static_assert_decl(&mut self) -> DeclId {
        let start = self.bump();
        if !self.expect(Punct::LParen, "after `static_assert`") {
            self.recover_to_semi();
            return self.alloc_decl(DeclKind::Error, start);
        }
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let cond = self.assign_expr();
        let message = if self.eat(Punct::Comma) { Some(self.assign_expr()) } else { None };
        self.in_template_args = saved;
        if !self.expect(Punct::RParen, "to close `static_assert`") {
            self.recover_to_semi();
        } else {
            self.expect_semi("after `static_assert`");
        }
        self.alloc_decl(DeclKind::StaticAssert { cond, message }, start.to(self.prev_span()))
    }

    /// simple-declaration := decl-specifiers (init-declarator (`,` init-declarator)*)? `;`
    ///   | decl-specifiers declarator function-body
    /// `pre` is a type name the statement parser has already parsed.
    pub(super) fn simple_declaration(&mut self, out: &mut Vec<DeclId>, ctx: DeclCtx, pre: Option<PathInfo>) {
        let start = pre.map_or(self.span(), |p| self.tu.paths[p.id].span);
        let templated = self.pending_template;
        let spec_ctx = if ctx == DeclCtx::Class { SpecCtx::Member } else { SpecCtx::Decl };
        let mut specs = self.decl_specs(spec_ctx, pre);
        self.pending_template = false;
        let friend = specs.spec.flags.has(SpecFlags::FRIEND);
        if self.at(Punct::Semi) && specs.declarator_path.is_none() {
            self.bump();
            match (specs.tag_decl, specs.ty) {
                (Some(_), Some(t)) if friend => {
                    out.push(self.alloc_decl(DeclKind::Friend(FriendTarget::Type(t)), start.to(self.prev_span())));
                }
                (Some(d), _) => out.push(d),
                (None, Some(t)) if friend => {
                    out.push(self.alloc_decl(DeclKind::Friend(FriendTarget::Type(t)), start.to(self.prev_span())));
                }
                _ => {
                    if specs.ty.is_none() {
                        self.error_expected("a declaration", "");
                    }
                    // `int;` declares nothing; accepted quietly.
                }
            }
            return;
        }
        if let (Some(d), false) = (specs.tag_decl, specs.tag_is_forward) {
            out.push(d);
            if !self.at_declarator_start() {
                // `struct S { ... }` followed by something that cannot be a declarator: the
                // `;` after the class body is missing (a common slip). Resume right here.
                self.expect_semi("after the class definition");
                return;
            }
        }
        if ctx != DeclCtx::Class && specs.declarator_path.is_none() && self.at_structured_binding() {
            self.structured_binding(&specs, start, false, out);
            if !self.expect_semi("after the structured binding") && !self.at_line_start() {
                self.recover_to_semi();
            }
            return;
        }
        loop {
            let pre_name = specs.declarator_path.take();
            let d = self.declarator(DeclMode::Named, pre_name);
            if d.name.is_none() && ctx == DeclCtx::Class && self.at(Punct::Colon) && d.ops.is_empty() {
                // An unnamed bit-field: `int : 3;`
                self.bump();
                let bit_width = Some(self.conditional_expr());
                let ty = specs.ty.unwrap_or_else(|| self.error_type(start));
                let field = FieldDecl { name: None, ty, bit_width, init: None, spec: specs.spec.clone() };
                out.push(self.alloc_decl(DeclKind::Field(field), start.to(self.prev_span())));
                if self.eat(Punct::Comma) {
                    continue;
                }
                break;
            }
            if d.name.is_none() {
                self.error_expected("a declarator name", "");
                self.recover_to_semi();
                return;
            }
            let (decl, had_body) = self.init_declarator(&specs, d, ctx, templated, start);
            let decl = if friend {
                let span = self.tu.decls[decl].span;
                self.alloc_decl(DeclKind::Friend(FriendTarget::Decl(decl)), span)
            } else {
                decl
            };
            out.push(decl);
            if had_body {
                return;
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        if !self.expect_semi("after the declaration") && !self.at_line_start() {
            self.recover_to_semi();
        }
    }

    /// Can the current token begin a declarator?
    fn at_declarator_start(&self) -> bool {
        matches!(
            self.kind(),
            TokenKind::Ident
                | TokenKind::Punct(
                    Punct::Star | Punct::Amp | Punct::AmpAmp | Punct::LParen | Punct::ColonColon | Punct::Tilde
                        | Punct::Ellipsis | Punct::LBracket
                )
                | TokenKind::Keyword(Keyword::Operator | Keyword::Attribute | Keyword::Const | Keyword::Volatile)
        )
    }

    /// init-declarator := declarator initializer? | declarator `:` bit-width initializer?
    ///   | function-declarator (function-body | `= default;` | `= delete;` | `= 0`)
    /// Returns the declaration and whether it ended with a function body (no `;` follows).
    fn init_declarator(&mut self, specs: &Specs, d: Declarator, ctx: DeclCtx, templated: bool, start: Span) -> (DeclId, bool) {
        // Attributes after the declarator-id, and `asm("symbol")` (GNU's asm label, also
        // `__asm__`) after the declarator, apply as if written with the decl-specifiers.
        let mut extra = d.attrs.clone();
        if let Some(label) = self.asm_label() {
            extra.asm_label = Some(label);
            self.attributes_here(&mut extra);
        }
        let mut merged;
        let specs = if extra.is_empty() {
            specs
        } else {
            merged = specs.clone();
            merged.spec.merge(extra);
            &merged
        };
        let name = match d.name {
            Some(n) => n,
            None => return (self.alloc_decl(DeclKind::Error, start), false),
        };
        let base = match specs.ty {
            Some(t) => t,
            None if d.is_function() => {
                // Constructors, destructors, conversion functions: no return type.
                self.tu.types.alloc(TypeExpr { kind: TypeExprKind::Auto, span: start })
            }
            None => {
                let sp = self.tu.paths[name.id].span;
                self.report(
                    Diagnostic::error(diags::UNKNOWN_TYPE_NAME, sp, "missing type specifier in declaration")
                        .with_label("no type given")
                        .with_note("C++ has no implicit `int`; write the type"),
                );
                self.error_type(sp)
            }
        };
        let simple = self.last_ident(name.id);
        if d.is_function() && !specs.typedef {
            return self.function_decl(specs, d, base, name, templated, start);
        }
        let ty = self.build_type(base, &d.ops);
        if specs.typedef {
            // A typedef has no alignment or packing of its own in circlec.
            let at = self.tu.paths[name.id].span;
            let attrs = crate::ast::DeclSpec { flags: Default::default(), ..specs.spec.clone() };
            self.warn_unapplied_because(
                &attrs,
                at,
                "circlec gives a typedef no alignment or packing of its own; put the attribute on the class or on the variables",
            );
            if let Some(n) = simple {
                let members = self.members_of_type(base);
                self.scopes.declare(n, Sym { kind: SymKind::Type, members });
            }
            let n = simple.unwrap_or_else(|| self.names.intern("<error>"));
            let decl = DeclKind::Alias(AliasDecl { name: n, ty, using: false, defines: None });
            return (self.alloc_decl(decl, start.to(self.prev_span())), false);
        }
        if let Some(n) = simple {
            let kind = if templated { SymKind::ValueTemplate } else { SymKind::Value };
            self.scopes.declare(n, Sym { kind, members: None });
        }
        if ctx == DeclCtx::Class && specs.spec.storage != Storage::Static {
            let bit_width = if self.eat(Punct::Colon) { Some(self.conditional_expr()) } else { None };
            let init = self.initializer();
            let field = FieldDecl { name: simple, ty, bit_width, init, spec: specs.spec.clone() };
            return (self.alloc_decl(DeclKind::Field(field), start.to(self.prev_span())), false);
        }
        let init = self.initializer();
        let var = VarDecl { name: name.id, ty, spec: specs.spec.clone(), init };
        (self.alloc_decl(DeclKind::Var(var), start.to(self.prev_span())), false)
    }

    /// asm-label := `asm` `(` string-literal+ `)`; the literals' text, if there is one (glibc
    /// writes `__asm__ ("" "__isoc99_fscanf")`: adjacent literals are one).
    fn asm_label(&mut self) -> Option<crate::intern::Name> {
        if !(self.at_kw(Keyword::Asm) && self.peek(1) == TokenKind::Punct(Punct::LParen)) {
            return None;
        }
        self.bump();
        self.bump();
        let mut text = String::new();
        let mut any = false;
        while let TokenKind::StringLit(_) = self.kind() {
            let spelling = self.names.get(self.text());
            text.push_str(spelling.trim_start_matches(|c| c != '"').trim_matches('"'));
            self.bump();
            any = true;
        }
        if !any {
            self.error_expected("a string literal", "in an `asm` label");
        } else if text.is_empty() {
            // An empty symbol would leave the object unnamed (LLVM numbers it): refuse it.
            let sp = self.prev_span();
            self.report(
                Diagnostic::error(diags::EXPECTED_DECLARATOR, sp, "an `asm` label must name a symbol")
                    .with_label("empty label")
                    .with_note("write the symbol's name, or drop the `asm` label"),
            );
        }
        let label = (any && !text.is_empty()).then(|| self.names.intern(&text));
        self.expect(Punct::RParen, "to close the `asm` label");
        label
    }

    /// initializer := `=` initializer-clause | `(` expression-list `)` | braced-init-list
    pub(super) fn initializer(&mut self) -> Option<Init> {
        if self.eat(Punct::Eq) {
            return Some(Init::Assign(self.initializer_clause()));
        }
        if self.at(Punct::LParen) {
            self.bump();
            let args = self.expr_list(Punct::RParen);
            self.expect(Punct::RParen, "to close the initializer");
            return Some(Init::Paren(args));
        }
        if self.at(Punct::LBrace) {
            return Some(Init::Brace(self.braced_init_list()));
        }
        None
    }

}
