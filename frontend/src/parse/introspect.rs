//! Circle's introspection keywords in expressions: `@enum_count(E)`, `@enum_value(E, i)`,
//! `@enum_name(E, i)` and `@enum_name(e)`, `@type_name(T)` and `@type_string(T)`. The
//! parser takes the operands as written (a type, then constant expressions); sema checks that
//! the type is an enumeration and folds the operands.

use super::specs::TypeOrExpr;
use super::Parser;
use crate::ast::*;
use crate::lex::token::{Punct, TokenKind};
use crate::source::Span;

impl Parser<'_> {
    /// At `@kw`: `@kw` `(` operands `)`, where `@enum_name` takes a type and an index or one
    /// expression, and the others a type followed by their expressions.
    pub(super) fn introspect_expr(&mut self, kind: Introspect, start: Span) -> ExprId {
        self.bump();
        let what = kind.spelling();
        if !self.expect(Punct::LParen, &format!("after `{what}`")) {
            return self.error_expr(start);
        }
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let mut ty = None;
        let mut args = Vec::new();
        match kind {
            Introspect::EnumName => match self.paren_type_or_expr() {
                TypeOrExpr::Type(t) => ty = Some(t),
                TypeOrExpr::Expr(e) => args.push(e),
            },
            _ => ty = Some(self.type_id()),
        }
        while ty.is_some() && self.eat(Punct::Comma) && self.kind() != TokenKind::Eof {
            args.push(self.assign_expr());
        }
        self.in_template_args = saved;
        self.expect(Punct::RParen, &format!("to close `{what}`"));
        self.alloc_expr(ExprKind::Introspect { kind, ty, args }, start.to(self.prev_span()))
    }
}
