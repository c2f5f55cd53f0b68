//! Unary operators with their own syntax: `sizeof` (of a type, an expression or a pack),
//! `alignof` (of a type, or GNU's of an expression),
//! `new` (placement, arrays, initializers) and `delete`.

use super::names::PathMode;
use super::specs::{is_type_keyword, TypeOrExpr};
use super::Parser;
use crate::ast::*;
use crate::lex::token::{Keyword, Punct, TokenKind};
use crate::source::Span;

impl Parser<'_> {
    /// `sizeof` unary-expression | `sizeof` `(` type-id `)` | `sizeof` `...` `(` identifier `)`
    pub(super) fn sizeof_expr(&mut self, start: Span) -> ExprId {
        self.bump();
        if self.eat(Punct::Ellipsis) {
            self.expect(Punct::LParen, "after `sizeof...`");
            let name = if self.at_ident() {
                let n = self.text();
                self.bump();
                n
            } else {
                self.error_expected("a parameter pack name", "in `sizeof...`");
                self.names.intern("<error>")
            };
            self.expect(Punct::RParen, "to close `sizeof...`");
            return self.alloc_expr(ExprKind::SizeofPack(name), start.to(self.prev_span()));
        }
        if self.at(Punct::LParen) {
            let paren_start = self.bump();
            let saved = std::mem::replace(&mut self.in_template_args, false);
            let r = self.paren_type_or_expr();
            self.in_template_args = saved;
            return match r {
                TypeOrExpr::Type(t) => {
                    self.expect(Punct::RParen, "to close `sizeof`");
                    self.alloc_expr(ExprKind::SizeofType(t), start.to(self.prev_span()))
                }
                TypeOrExpr::Expr(e) => {
                    self.expect(Punct::RParen, "to close the parenthesized expression");
                    let p = self.alloc_expr(ExprKind::Paren(e), paren_start.to(self.prev_span()));
                    let p = self.postfix_rest(p);
                    self.alloc_expr(ExprKind::SizeofExpr(p), start.to(self.prev_span()))
                }
            };
        }
        let operand = self.cast_expr();
        self.alloc_expr(ExprKind::SizeofExpr(operand), start.to(self.prev_span()))
    }

    /// `alignof` `(` type-id `)`, and GNU's `__alignof__` `(` expression `)` (which names
    /// members of classes the parser cannot look into: `__alignof__(_Tp2::_M_t)`)
    pub(super) fn alignof_expr(&mut self, start: Span) -> ExprId {
        self.bump();
        if !self.expect(Punct::LParen, "after `alignof`") {
            let t = self.error_type(start);
            return self.alloc_expr(ExprKind::AlignofType(t), start.to(self.prev_span()));
        }
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let r = self.paren_type_or_expr();
        self.in_template_args = saved;
        self.expect(Punct::RParen, "to close `alignof`");
        let kind = match r {
            TypeOrExpr::Type(t) => ExprKind::AlignofType(t),
            TypeOrExpr::Expr(e) => ExprKind::AlignofExpr(e),
        };
        self.alloc_expr(kind, start.to(self.prev_span()))
    }

    /// At a type-trait builtin and `(`: `__is_same(`, `__is_constructible(`, ...
    pub(super) fn at_type_trait(&self) -> bool {
        self.kind() == TokenKind::Ident
            && self.peek(1) == TokenKind::Punct(Punct::LParen)
            && self.names.get(self.text()).starts_with("__")
            && TypeTrait::from_name(self.names.get(self.text())).is_some()
    }

    /// type-trait `(` type-id `...`? (`,` type-id `...`?)* `)`
    pub(super) fn type_trait_expr(&mut self, start: Span) -> ExprId {
        let Some((trait_, _)) = TypeTrait::from_name(self.names.get(self.text())) else {
            return self.error_expr(start);
        };
        self.bump();
        self.expect(Punct::LParen, "after a type trait");
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let mut args = Vec::new();
        while !self.at(Punct::RParen) && self.kind() != TokenKind::Eof {
            let t = self.type_id();
            let t = if self.at(Punct::Ellipsis) {
                let sp = self.bump();
                let span = self.tu.types[t].span.to(sp);
                self.tu.types.alloc(TypeExpr { kind: TypeExprKind::PackExpansion(t), span })
            } else {
                t
            };
            args.push(t);
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.in_template_args = saved;
        self.expect(Punct::RParen, "to close the type trait's arguments");
        self.alloc_expr(ExprKind::TypeTrait { trait_, args }, start.to(self.prev_span()))
    }

    /// At `__builtin_offsetof (`.
    pub(super) fn at_offsetof(&self) -> bool {
        self.kind() == TokenKind::Ident && self.peek(1) == TokenKind::Punct(Punct::LParen) && self.names.get(self.text()) == "__builtin_offsetof"
    }

    /// `__builtin_offsetof` `(` type-id `,` member `.` member ... `)` (array subscripts in the
    /// member designator are not supported yet).
    pub(super) fn offsetof_expr(&mut self, start: Span) -> ExprId {
        self.bump();
        self.expect(Punct::LParen, "after `__builtin_offsetof`");
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let ty = self.type_id();
        self.in_template_args = saved;
        let mut path = Vec::new();
        if self.expect(Punct::Comma, "after the type in `__builtin_offsetof`") {
            loop {
                if !self.at_ident() {
                    self.error_expected("a member name", "in `__builtin_offsetof`");
                    break;
                }
                let n = self.text();
                let at = self.bump();
                path.push((n, at));
                if !self.eat(Punct::Dot) {
                    break;
                }
            }
        }
        if self.at(Punct::LBracket) {
            let msg = "array subscripts in `__builtin_offsetof` are not supported yet".to_string();
            self.error_at(super::diags::UNSUPPORTED_SYNTAX, self.span(), msg, "not supported by circlec's parser".to_string());
        }
        self.expect(Punct::RParen, "to close `__builtin_offsetof`");
        self.alloc_expr(ExprKind::OffsetOf { ty, path }, start.to(self.prev_span()))
    }

    /// After `(`: a type-id or a full expression (for `sizeof(...)`).
    pub(super) fn paren_type_or_expr(&mut self) -> TypeOrExpr {
        match self.kind() {
            // `sizeof(int(3))`: a functional cast (see `parenthesized_expression_at`).
            TokenKind::Keyword(k) if is_type_keyword(k) && self.parenthesized_expression_at(1) => TypeOrExpr::Expr(self.expr()),
            TokenKind::Keyword(k) if is_type_keyword(k) => TypeOrExpr::Type(self.type_id()),
            _ if self.at_offsetof() => TypeOrExpr::Expr(self.expr()),
            _ if self.at_path_start() && !self.at_kw(Keyword::Operator) => {
                let p = self.path(PathMode::Normal);
                if p.is_type() && !p.special {
                    TypeOrExpr::Type(self.type_id_from(Some(p)))
                } else {
                    let e = self.name_expr(p);
                    let e = self.postfix_rest(e);
                    let e = self.assign_rest(e, true);
                    TypeOrExpr::Expr(self.comma_rest(e))
                }
            }
            _ => TypeOrExpr::Expr(self.expr()),
        }
    }

    /// new-expression := `::`? `new` (`(` expression-list `)`)? (type-id-no-parens | `(` type-id `)`)
    ///   (`(` expression-list? `)` | braced-init-list)?
    pub(super) fn new_expr(&mut self, start: Span, global: bool) -> ExprId {
        self.bump(); // `new`
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let mut placement = Vec::new();
        let mut ty = None;
        if self.at(Punct::LParen) {
            if self.paren_holds_type() {
                self.bump();
                ty = Some(self.type_id());
                self.expect(Punct::RParen, "to close the type");
            } else {
                self.bump();
                placement = self.expr_list(Punct::RParen);
                self.expect(Punct::RParen, "to close the placement arguments");
                if self.at(Punct::LParen) {
                    self.bump();
                    ty = Some(self.type_id());
                    self.expect(Punct::RParen, "to close the type");
                }
            }
        }
        let mut array_size = None;
        let ty = match ty {
            Some(t) => t,
            None => {
                // new-type-id := type-specifier-seq ptr-operator* (`[` expression `]`)*
                let tstart = self.span();
                let specs = self.decl_specs(super::specs::SpecCtx::TypeOnly, None);
                let mut t = match specs.ty {
                    Some(t) => t,
                    None => {
                        self.error_expected("a type", "after `new`");
                        self.error_type(tstart)
                    }
                };
                loop {
                    let sp = self.span();
                    let kind = if self.eat(Punct::Star) {
                        TypeExprKind::Pointer(t)
                    } else if self.eat(Punct::Amp) {
                        TypeExprKind::LRef(t)
                    } else {
                        break;
                    };
                    t = self.tu.types.alloc(TypeExpr { kind, span: tstart.to(sp) });
                }
                if self.eat(Punct::LBracket) {
                    array_size = Some(self.expr());
                    self.expect(Punct::RBracket, "to close the array size");
                    let mut dims = Vec::new();
                    while self.eat(Punct::LBracket) {
                        dims.push(self.conditional_expr());
                        self.expect(Punct::RBracket, "to close the array bound");
                    }
                    for d in dims.into_iter().rev() {
                        let span = tstart.to(self.prev_span());
                        t = self.tu.types.alloc(TypeExpr { kind: TypeExprKind::Array { elem: t, size: Some(d) }, span });
                    }
                }
                t
            }
        };
        let init = if self.at(Punct::LParen) {
            self.bump();
            let args = self.expr_list(Punct::RParen);
            self.expect(Punct::RParen, "to close the initializer");
            Some(Init::Paren(args))
        } else if self.at(Punct::LBrace) {
            Some(Init::Brace(self.braced_init_list()))
        } else {
            None
        };
        self.in_template_args = saved;
        let n = NewExpr { global, placement, ty, array_size, init };
        self.alloc_expr(ExprKind::New(Box::new(n)), start.to(self.prev_span()))
    }

    /// At `(`: does a type-id follow (rather than an expression)?
    pub(super) fn paren_holds_type(&self) -> bool {
        match self.peek(1) {
            TokenKind::Keyword(k) => is_type_keyword(k),
            TokenKind::Ident => {
                let name = self.toks[self.pos + 1].text;
                self.scopes.lookup(name).is_some_and(|s| s.is_type())
                    && !matches!(self.peek(2), TokenKind::Punct(Punct::LParen | Punct::LBrace | Punct::Dot | Punct::Arrow))
            }
            _ => false,
        }
    }

    /// delete-expression := `::`? `delete` (`[` `]`)? cast-expression
    pub(super) fn delete_expr(&mut self, start: Span, global: bool) -> ExprId {
        self.bump(); // `delete`
        let array = if self.at(Punct::LBracket) && self.peek(1) == TokenKind::Punct(Punct::RBracket) {
            self.bump();
            self.bump();
            true
        } else {
            false
        };
        let operand = self.cast_expr();
        self.alloc_expr(ExprKind::Delete { operand, array, global }, start.to(self.prev_span()))
    }
}
