//! Class, struct, union and enum specifiers: definitions with their member declarations, base
//! clauses and enumerators, forward declarations, and elaborated type specifiers.

use super::decl::DeclCtx;
use super::names::PathMode;
use super::scope::{ScopeKind, Sym, SymKind};
use super::specs::SpecCtx;
use super::{diags, Parser};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::lex::token::{Keyword, Punct, TokenKind};

impl Parser<'_> {
    /// class-specifier := class-key attributes? alignas? name? `final`? base-clause? `{` member* `}`
    /// elaborated-type-specifier := class-key name
    /// enum-specifier := `enum` (`class`|`struct`)? name? (`:` type)? (`{` enumerators `}`)?
    ///
    /// Returns the type, the declaration (a definition, or a forward declaration when a `;`
    /// follows) and whether the declaration has no body.
    pub(super) fn tag_specifier(&mut self, ctx: SpecCtx) -> (TypeExprId, Option<DeclId>, bool) {
        let start = self.span();
        let start_pos = self.pos;
        let key = self.kind();
        self.bump();
        if key == TokenKind::Keyword(Keyword::Enum) {
            return self.enum_specifier(start);
        }
        let tag = match key {
            TokenKind::Keyword(Keyword::Class) => TagKind::Class,
            TokenKind::Keyword(Keyword::Union) => TagKind::Union,
            _ => TagKind::Struct,
        };
        let templated = std::mem::take(&mut self.pending_template);
        // Attributes between the key and the name apply to the class: alignment and packing.
        let mut alignas = Vec::new();
        let mut packed = false;
        loop {
            if self.at_kw(Keyword::Attribute) || self.at_ident() && self.text() == self.known.align {
                self.class_attributes(&mut alignas, &mut packed);
                continue;
            }
            if self.skip_attributes() {
                continue;
            }
            if self.eat_kw(Keyword::Alignas) {
                if let Some(a) = self.alignas_operand() {
                    alignas.push(a);
                }
                continue;
            }
            break;
        }
        let name = if self.at_path_start() { Some(self.path(PathMode::Decl)) } else { None };
        let mut is_final = false;
        if self.at_ident() && self.text() == self.known.final_ {
            self.bump();
            is_final = true;
        }
        let is_def = self.at(Punct::LBrace) || (self.at(Punct::Colon) && ctx != SpecCtx::TypeOnly);
        let simple = name.and_then(|p| {
            let path = &self.tu.paths[p.id];
            if path.qualifier.is_empty() && path.last.args.is_none() {
                self.last_ident(p.id)
            } else {
                None
            }
        });
        let kind = if templated { SymKind::TypeTemplate } else { SymKind::Type };
        if !is_def {
            let Some(p) = name else {
                self.error_expected("a class name or `{`", &format!("after `{}`", tag.as_str()));
                return (self.error_type(start), None, true);
            };
            let span = start.to(self.prev_span());
            let ty = self.tu.types.alloc(TypeExpr { kind: TypeExprKind::Elaborated { tag, path: p.id }, span });
            // `struct S;` declares S here; `struct S* p;` declares it if it is not known.
            let forward = self.at(Punct::Semi);
            if let Some(n) = simple {
                if forward || self.scopes.lookup(n).is_none_or(|s| !s.is_type()) {
                    let members = self.scopes.existing_members(n);
                    self.scopes.declare(n, Sym { kind, members });
                }
            }
            let decl = if forward && ctx != SpecCtx::TypeOnly {
                let rec = RecordDecl { tag, name: Some(p.id), bases: Vec::new(), members: None, is_final, alignas, packed, pack: None };
                Some(self.alloc_decl(DeclKind::Record(rec), span))
            } else {
                None
            };
            return (ty, decl, true);
        }
        // A definition: the class scope, reused if the name was forward-declared.
        let class_key = match name {
            Some(p) if simple.is_none() => {
                let existing = p.sym.and_then(|s| s.members);
                let key = existing.unwrap_or_else(|| self.scopes.fresh());
                // A specialization of a template declared but not defined
                // (`template <> struct Chooser<false> { template <unsigned N> static void
                // wait(); };`, cuda_pipeline_helpers.h): its members stand for the template's,
                // so that `Chooser<false>::wait<1>()` reads `wait` as a template.
                let path = &self.tu.paths[p.id];
                if let (None, Some(sym), true, UnqualName::Ident(n)) = (existing, p.sym, path.qualifier.is_empty() && path.last.args.is_some(), path.last.name) {
                    self.scopes.declare(n, Sym { kind: sym.kind, members: Some(key) });
                }
                key
            }
            _ => simple.and_then(|n| self.scopes.existing_members(n)).unwrap_or_else(|| self.scopes.fresh()),
        };
        if let Some(n) = simple {
            self.scopes.declare(n, Sym { kind, members: Some(class_key) });
        }
        let bases = if self.at(Punct::Colon) { self.base_clause(class_key) } else { Vec::new() };
        let depth = self.scopes.depth();
        // `class locale::_Impl { ... }`: the enclosing classes' members are in scope too.
        for outer in name.map(|p| self.qualifier_scopes(p.id)).unwrap_or_default() {
            self.scopes.push(outer, ScopeKind::Class);
        }
        self.scopes.push(class_key, ScopeKind::Class);
        let class_name = name.and_then(|p| self.last_ident(p.id));
        self.class_names.push(class_name.unwrap_or_else(|| self.names.intern("<anonymous>")));
        let saved_templ = std::mem::replace(&mut self.in_template_args, false);
        let mut members = Vec::new();
        self.deferred.push(Vec::new());
        if self.expect(Punct::LBrace, "to begin the class body") {
            if self.enter() {
                self.decl_seq_until_brace(&mut members, DeclCtx::Class);
                self.leave();
            }
            self.expect(Punct::RBrace, "to close the class body");
        }
        // `struct S { ... } __attribute__((packed, aligned(8)));`: attributes right after the
        // body apply to the class too.
        if self.at_kw(Keyword::Attribute) {
            self.class_attributes(&mut alignas, &mut packed);
        }
        // The class is complete: parse the member function bodies skipped in it.
        let deferred = self.deferred.pop().unwrap_or_default();
        self.parse_deferred_bodies(deferred);
        self.in_template_args = saved_templ;
        self.class_names.pop();
        self.scopes.truncate(depth);
        let span = start.to(self.prev_span());
        let pack = self.pack_at(start_pos);
        let rec = RecordDecl { tag, name: name.map(|p| p.id), bases, members: Some(members), is_final, alignas, packed, pack };
        let decl = self.alloc_decl(DeclKind::Record(rec), span);
        let ty_kind = match name {
            Some(p) => TypeExprKind::Named { path: p.id, typename_kw: false },
            None => {
                // An anonymous class: refer to it by a synthetic name sema can map back to the
                // declaration (`<anon#decl>`).
                let n = self.names.intern(&format!("<anon#{}>", decl.raw()));
                let path = self.ident_path(n, span);
                TypeExprKind::Named { path, typename_kw: false }
            }
        };
        let ty = self.tu.types.alloc(TypeExpr { kind: ty_kind, span });
        (ty, Some(decl), false)
    }

    /// base-clause := `:` base-specifier (`,` base-specifier)*
    /// base-specifier := (`virtual` | access)* type-name `...`?
    fn base_clause(&mut self, class_key: super::scope::ScopeKey) -> Vec<BaseSpec> {
        self.bump(); // `:`
        let mut bases = Vec::new();
        loop {
            let start = self.span();
            let mut access = None;
            let mut is_virtual = false;
            loop {
                match self.kind() {
                    TokenKind::Keyword(Keyword::Virtual) => is_virtual = true,
                    TokenKind::Keyword(Keyword::Public) => access = Some(Access::Public),
                    TokenKind::Keyword(Keyword::Protected) => access = Some(Access::Protected),
                    TokenKind::Keyword(Keyword::Private) => access = Some(Access::Private),
                    _ => break,
                }
                self.bump();
            }
            let ty = if self.at_path_start() {
                let p = self.path(PathMode::Normal);
                if let Some(k) = p.sym.and_then(|s| s.members) {
                    self.scopes.add_base(class_key, k);
                }
                let span = self.tu.paths[p.id].span;
                self.tu.types.alloc(TypeExpr { kind: TypeExprKind::Named { path: p.id, typename_kw: false }, span })
            } else if self.at_kw(Keyword::Decltype) || self.at_kw(Keyword::Typename) {
                self.type_id()
            } else {
                self.error_expected("a base class name", "");
                self.error_type(start)
            };
            let pack_expansion = self.eat(Punct::Ellipsis);
            bases.push(BaseSpec { access, is_virtual, ty, pack_expansion, span: start.to(self.prev_span()) });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        bases
    }

    /// member-declaration := access-specifier `:` | using-declaration | template-declaration
    ///   | static_assert-declaration | `;` | simple-declaration (fields, member functions,
    ///   constructors, destructors, nested types, friends)
    pub(super) fn member_declaration(&mut self, out: &mut Vec<DeclId>) {
        let start = self.span();
        let access = match self.kind() {
            TokenKind::Keyword(Keyword::Public) => Some(Access::Public),
            TokenKind::Keyword(Keyword::Protected) => Some(Access::Protected),
            TokenKind::Keyword(Keyword::Private) => Some(Access::Private),
            _ => None,
        };
        if let Some(a) = access {
            self.bump();
            self.expect(Punct::Colon, "after the access specifier");
            out.push(self.alloc_decl(DeclKind::AccessSpec(a), start.to(self.prev_span())));
            return;
        }
        if self.at_kw(Keyword::Namespace) {
            let sp = self.span();
            self.report(
                Diagnostic::error(diags::EXPECTED_DECLARATION, sp, "a namespace cannot be declared inside a class")
                    .with_label("not allowed in a class body"),
            );
            self.recover_to_semi();
            return;
        }
        self.declaration(out, DeclCtx::Class);
    }

    /// enum-specifier after `enum`.
    fn enum_specifier(&mut self, start: crate::source::Span) -> (TypeExprId, Option<DeclId>, bool) {
        let scoped = self.eat_kw(Keyword::Class) || self.eat_kw(Keyword::Struct);
        // An enum is never a template; drop a stray `template<...>` header's flag.
        self.pending_template = false;
        self.skip_attributes();
        let name = if self.at_path_start() { Some(self.path(PathMode::Normal)) } else { None };
        let underlying = if self.at(Punct::Colon) && (name.is_some() || !scoped) {
            self.bump();
            Some(self.type_id_simple())
        } else {
            None
        };
        let simple = name.and_then(|p| {
            if self.tu.paths[p.id].qualifier.is_empty() { self.last_ident(p.id) } else { None }
        });
        let has_body = self.at(Punct::LBrace);
        let opaque = !has_body && (underlying.is_some() || scoped) && self.at(Punct::Semi);
        let key = simple.and_then(|n| self.scopes.existing_members(n)).unwrap_or_else(|| self.scopes.fresh());
        if let Some(n) = simple {
            if has_body || opaque || self.scopes.lookup(n).is_none() {
                self.scopes.declare(n, Sym { kind: SymKind::Type, members: Some(key) });
            }
        }
        let mut enumerators = None;
        if has_body {
            self.bump();
            let mut list = Vec::new();
            while !self.at(Punct::RBrace) && !self.at_eof() {
                let sp = self.span();
                if !self.at_ident() {
                    self.error_expected("an enumerator name", "");
                    while !self.at(Punct::RBrace) && !self.at(Punct::Comma) && !self.at_eof() && !self.at(Punct::Semi) {
                        self.bump();
                    }
                    if !self.eat(Punct::Comma) {
                        break;
                    }
                    continue;
                }
                let n = self.text();
                self.bump();
                self.skip_attributes();
                let value = if self.eat(Punct::Eq) { Some(self.conditional_expr()) } else { None };
                self.scopes.declare(n, Sym { kind: SymKind::Value, members: None });
                list.push(self.alloc_decl(DeclKind::Enumerator { name: n, value }, sp.to(self.prev_span())));
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::RBrace, "to close the enumerator list");
            enumerators = Some(list);
        }
        let span = start.to(self.prev_span());
        let Some(p) = name else {
            if enumerators.is_none() {
                self.error_expected("an enum name or `{`", "after `enum`");
                return (self.error_type(start), None, true);
            }
            let e = EnumDecl { name: None, scoped, underlying, enumerators };
            let decl = self.alloc_decl(DeclKind::Enum(e), span);
            let n = self.names.intern(&format!("<anon#{}>", decl.raw()));
            let path = self.ident_path(n, span);
            let ty = self.tu.types.alloc(TypeExpr { kind: TypeExprKind::Named { path, typename_kw: false }, span });
            return (ty, Some(decl), false);
        };
        let is_decl = has_body || opaque;
        let ty_kind = if has_body {
            TypeExprKind::Named { path: p.id, typename_kw: false }
        } else {
            TypeExprKind::Elaborated { tag: TagKind::Enum, path: p.id }
        };
        let ty = self.tu.types.alloc(TypeExpr { kind: ty_kind, span });
        let decl = if is_decl {
            let e = EnumDecl { name: Some(p.id), scoped, underlying, enumerators };
            Some(self.alloc_decl(DeclKind::Enum(e), span))
        } else {
            None
        };
        (ty, decl, !has_body)
    }

    /// The underlying type of an enum: a type-specifier-seq (no declarator, so `{` ends it).
    fn type_id_simple(&mut self) -> TypeExprId {
        let start = self.span();
        let specs = self.decl_specs(SpecCtx::TypeOnly, None);
        match specs.ty {
            Some(t) => t,
            None => {
                self.error_expected("a type", "after `:`");
                self.error_type(start)
            }
        }
    }
}
