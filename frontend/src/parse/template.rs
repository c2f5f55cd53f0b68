//! Templates: `template<params> declaration`, explicit specializations `template<>`, explicit
//! instantiations `template ...;` / `extern template ...;`, and template parameters (type,
//! non-type and template template parameters, with defaults and packs).

use super::decl::DeclCtx;
use super::declarator::DeclMode;
use super::names::PathMode;
use super::scope::{ScopeKind, Sym, SymKind};
use super::specs::SpecCtx;
use super::Parser;
use crate::ast::*;
use crate::lex::token::{Keyword, Punct, TokenKind};

impl Parser<'_> {
    /// template-declaration := `template` `<` template-params? `>` declaration
    /// explicit-instantiation := `extern`? `template` declaration
    pub(super) fn template_decl(&mut self, ctx: DeclCtx) -> DeclId {
        let start = self.span();
        let extern_kw = self.eat_kw(Keyword::Extern);
        self.bump(); // `template`
        if !self.at(Punct::Lt) {
            // Explicit instantiation.
            let mut inner = Vec::new();
            self.declaration(&mut inner, ctx);
            let inner = match inner.first() {
                Some(&d) => d,
                None => self.alloc_decl(DeclKind::Error, start),
            };
            return self.alloc_decl(DeclKind::ExplicitInstantiation { inner, extern_kw }, start.to(self.prev_span()));
        }
        let depth = self.scopes.depth();
        let key = self.scopes.fresh();
        self.scopes.push(key, ScopeKind::TemplateParams);
        let params = self.template_params();
        self.pending_template = true;
        let mut inner = Vec::new();
        if ctx == DeclCtx::Class {
            self.member_declaration(&mut inner);
        } else {
            self.declaration(&mut inner, ctx);
        }
        self.pending_template = false;
        self.scopes.truncate(depth);
        // `template<class T> struct S {} s;` is ill-formed; keep the first declaration.
        let inner = match inner.iter().find(|&&d| !matches!(self.tu.decls[d].kind, DeclKind::Empty)) {
            Some(&d) => d,
            None => self.alloc_decl(DeclKind::Error, start),
        };
        let span = start.to(self.prev_span());
        // `template<class U> friend bool operator==(const S&, const S<U>&) { ... }`: a friend
        // that is a function template, so the friend declaration holds the template.
        if let DeclKind::Friend(FriendTarget::Decl(f)) = self.tu.decls[inner].kind {
            if matches!(self.tu.decls[f].kind, DeclKind::Function(_)) {
                let t = self.alloc_decl(DeclKind::Template(TemplateDecl { params, inner: f }), span);
                return self.alloc_decl(DeclKind::Friend(FriendTarget::Decl(t)), span);
            }
        }
        self.alloc_decl(DeclKind::Template(TemplateDecl { params, inner }), span)
    }

    /// template-params := `<` (template-param (`,` template-param)*)? `>`
    fn template_params(&mut self) -> Vec<DeclId> {
        self.bump(); // `<`
        let saved = std::mem::replace(&mut self.in_template_args, true);
        let mut params = Vec::new();
        if !self.eat_closing_angle() {
            loop {
                let before = self.pos;
                params.push(self.template_param());
                if self.eat(Punct::Comma) {
                    if self.pos == before {
                        self.bump();
                    }
                    continue;
                }
                if !self.eat_closing_angle() {
                    self.error_expected("`>`", "to close the template parameter list");
                    // Skip to the `>` or give up at a brace/semicolon.
                    while !self.at_eof() && !self.at(Punct::LBrace) && !self.at(Punct::Semi) {
                        if self.eat_closing_angle() {
                            break;
                        }
                        // A keyword that starts the templated declaration: resume there.
                        if let TokenKind::Keyword(k) = self.kind() {
                            if k != Keyword::Class && k != Keyword::Typename && super::specs::is_decl_keyword(k) {
                                break;
                            }
                        }
                        self.bump();
                    }
                }
                break;
            }
        }
        self.in_template_args = saved;
        params
    }

    /// template-param := (`class`|`typename`) `...`? identifier? (`=` type-id)?
    ///   | `template` `<` template-params `>` (`class`|`typename`) `...`? identifier? (`=` id)?
    ///   | parameter-declaration (a non-type parameter)
    fn template_param(&mut self) -> DeclId {
        let start = self.span();
        let is_type_param = match self.kind() {
            TokenKind::Keyword(Keyword::Class) => true,
            // `typename T::type N` and `typename enable_if<...>::type = true` are non-type
            // parameters; `typename T`, `typename... Ts`, `typename = X` type parameters.
            TokenKind::Keyword(Keyword::Typename) => {
                !(matches!(self.peek(1), TokenKind::Ident | TokenKind::Punct(Punct::ColonColon))
                    && matches!(self.peek(2), TokenKind::Punct(Punct::ColonColon | Punct::Lt))
                    || self.peek(1) == TokenKind::Punct(Punct::ColonColon))
            }
            _ => false,
        };
        if is_type_param {
            self.bump();
            let pack = self.eat(Punct::Ellipsis);
            let name = if self.at_ident() {
                let n = self.text();
                self.bump();
                Some(n)
            } else {
                None
            };
            if let Some(n) = name {
                self.scopes.declare_innermost(n, Sym { kind: SymKind::Type, members: None });
            }
            let default = if self.eat(Punct::Eq) { Some(self.type_id()) } else { None };
            let p = TypeParamDecl { name, pack, default };
            return self.alloc_decl(DeclKind::TypeParam(p), start.to(self.prev_span()));
        }
        if self.at_kw(Keyword::Template) {
            self.bump();
            let depth = self.scopes.depth();
            let key = self.scopes.fresh();
            self.scopes.push(key, ScopeKind::TemplateParams);
            let params = if self.at(Punct::Lt) {
                self.template_params()
            } else {
                self.error_expected("`<`", "after `template`");
                Vec::new()
            };
            self.scopes.truncate(depth);
            if !(self.eat_kw(Keyword::Class) || self.eat_kw(Keyword::Typename)) {
                self.error_expected("`class` or `typename`", "in the template template parameter");
            }
            let pack = self.eat(Punct::Ellipsis);
            let name = if self.at_ident() {
                let n = self.text();
                self.bump();
                Some(n)
            } else {
                None
            };
            if let Some(n) = name {
                self.scopes.declare_innermost(n, Sym { kind: SymKind::TypeTemplate, members: None });
            }
            let default = if self.eat(Punct::Eq) && self.at_path_start() {
                Some(self.path(PathMode::Normal).id)
            } else {
                None
            };
            let p = TemplateTemplateParamDecl { name, params, pack, default };
            return self.alloc_decl(DeclKind::TemplateTemplateParam(p), start.to(self.prev_span()));
        }
        // A non-type parameter: `int N`, `auto V`, `bool B = true`, `int... Ns`.
        let specs = self.decl_specs(SpecCtx::Param, None);
        let base = match specs.ty {
            Some(t) => t,
            None => {
                self.error_expected("a template parameter", "");
                // Skip this parameter.
                while !self.at_eof() && !self.at(Punct::Comma) && !self.at(Punct::Gt) && !self.at(Punct::LBrace) && !self.at(Punct::Semi) {
                    self.bump();
                }
                self.error_type(start)
            }
        };
        let d = self.declarator(DeclMode::Either, None);
        let ty = self.build_type(base, &d.ops);
        let name = d.name.and_then(|p| self.last_ident(p.id));
        if let Some(n) = name {
            // A value: it hides a type of that name outside (`std::_Pow`, a struct of
            // <valarray>, against `_Number_help`'s `unsigned long long _Pow`).
            self.scopes.declare_innermost(n, Sym { kind: SymKind::Value, members: None });
        }
        let default = if self.eat(Punct::Eq) { Some(self.conditional_expr()) } else { None };
        let p = NonTypeParamDecl { name, ty, pack: d.pack, default };
        self.alloc_decl(DeclKind::NonTypeParam(p), start.to(self.prev_span()))
    }
}
