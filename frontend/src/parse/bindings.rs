//! Structured bindings (`auto [a, b] = e;`, `const auto& [k, v] : map` in a range-for): a hidden
//! variable of the written type (`auto`, `auto&`, `auto&&`, with cv) holds `e`, and each name
//! becomes a variable `auto&& name = <binding>`, where the binding expression
//! ([`ExprKind::Binding`]) carries every form the name may take; sema chooses among them once the
//! hidden variable's type is known ([dcl.struct.bind]).

use super::specs::Specs;
use super::Parser;
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::lex::token::{Punct, TokenKind};
use crate::source::Span;

impl Parser<'_> {
    /// Whether a structured binding follows the decl-specifiers: `[name`, `&[name` or `&&[name`.
    pub(super) fn at_structured_binding(&self) -> bool {
        let ident = |n: usize| self.peek(n) == TokenKind::Ident;
        match self.kind() {
            TokenKind::Punct(Punct::LBracket) => ident(1),
            TokenKind::Punct(Punct::Amp | Punct::AmpAmp) => self.peek(1) == TokenKind::Punct(Punct::LBracket) && ident(2),
            _ => false,
        }
    }

    /// Parses `&[a, b, c]` (the reference optional) after `specs` and the initializer (none
    /// before the `:` of a range-for when `in_for`); pushes the hidden variable and then one
    /// variable per name to `out`.
    pub(super) fn structured_binding(&mut self, specs: &Specs, start: Span, in_for: bool, out: &mut Vec<DeclId>) {
        let reference = match self.kind() {
            TokenKind::Punct(Punct::Amp) => Some(false),
            TokenKind::Punct(Punct::AmpAmp) => Some(true),
            _ => None,
        };
        if reference.is_some() {
            self.bump();
        }
        self.bump(); // `[`
        let mut names = Vec::new();
        loop {
            if self.peek(0) != TokenKind::Ident {
                self.error_expected("a name", "in the structured binding");
                break;
            }
            names.push((self.text(), self.span()));
            self.bump();
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect(Punct::RBracket, "to close the structured binding");
        let base = match specs.ty {
            Some(t) if self.is_plain_auto(t) => t,
            other => {
                let span = other.map_or(start, |t| self.tu.types[t].span);
                self.report(
                    Diagnostic::error(super::diags::INVALID_TYPE_SPECIFIERS, span, "a structured binding is declared with `auto`")
                        .with_label("write `auto`, `auto&` or `auto&&` (with `const` if needed)"),
                );
                other.unwrap_or_else(|| self.error_type(start))
            }
        };
        let ty = match reference {
            Some(rvalue) => {
                let kind = if rvalue { TypeExprKind::RRef(base) } else { TypeExprKind::LRef(base) };
                self.tu.types.alloc(TypeExpr { kind, span: start.to(self.prev_span()) })
            }
            None => base,
        };
        let init = if !(in_for && self.at(Punct::Colon)) {
            let init = self.initializer();
            if init.is_none() {
                self.error_expected("an initializer", "for the structured binding");
            }
            init
        } else {
            None
        };
        let span = start.to(self.prev_span());
        let hidden = self.names.intern(&format!("__circlec_binding_{}_{}", span.file.0, span.lo));
        let hidden_path = self.ident_path(hidden, span);
        out.push(self.alloc_decl(DeclKind::Var(VarDecl { name: hidden_path, ty, spec: specs.spec.clone(), init }), span));
        let count = names.len() as u32;
        for (index, (name, nspan)) in names.into_iter().enumerate() {
            let binding = self.binding_expr(hidden, index as u32, count, nspan);
            let auto = self.tu.types.alloc(TypeExpr { kind: TypeExprKind::Auto, span: nspan });
            let ty = self.tu.types.alloc(TypeExpr { kind: TypeExprKind::RRef(auto), span: nspan });
            let path = self.ident_path(name, nspan);
            self.scopes.declare(name, super::scope::Sym { kind: super::scope::SymKind::Value, members: None });
            let spec = DeclSpec { storage: specs.spec.storage, ..Default::default() };
            out.push(self.alloc_decl(DeclKind::Var(VarDecl { name: path, ty, spec, init: Some(Init::Assign(binding)) }), nspan));
        }
    }

    /// Whether type `t` is `auto`, possibly cv-qualified.
    fn is_plain_auto(&self, t: TypeExprId) -> bool {
        match self.tu.types[t].kind {
            TypeExprKind::Auto => true,
            TypeExprKind::Qualified { inner, .. } => matches!(self.tu.types[inner].kind, TypeExprKind::Auto),
            _ => false,
        }
    }

    /// The [`ExprKind::Binding`] of name `index` of `count` over the hidden variable `hidden`.
    fn binding_expr(&mut self, hidden: crate::intern::Name, index: u32, count: u32, span: Span) -> ExprId {
        let object = self.binding_object(hidden, span);
        // `object[index]`
        let obj = self.binding_object(hidden, span);
        let spelling = self.names.intern(&index.to_string());
        let lit = IntLit { value: u128::from(index), unsigned: false, size: IntSize::None, decimal: true, spelling };
        let at = self.alloc_expr(ExprKind::IntLit(lit), span);
        let element = self.alloc_expr(ExprKind::Index { base: obj, index: at }, span);
        // `object.template get<index>()`
        let obj = self.binding_object(hidden, span);
        let member = self.get_path(index, span, true);
        let callee = self.alloc_expr(ExprKind::Member { base: obj, arrow: false, member }, span);
        let member_get = self.alloc_expr(ExprKind::Call { callee, args: Vec::new() }, span);
        // `get<index>(object)`, found by argument-dependent lookup.
        let obj = self.binding_object(hidden, span);
        let get = self.get_path(index, span, false);
        let callee = self.alloc_expr(ExprKind::Name(get), span);
        let adl_get = self.alloc_expr(ExprKind::Call { callee, args: vec![obj] }, span);
        self.alloc_expr(ExprKind::Binding(Box::new(Binding { object, index, count, element, member_get, adl_get })), span)
    }

    /// `static_cast<decltype(hidden)&&>(hidden)`: an lvalue when the hidden variable is an
    /// lvalue reference, an xvalue otherwise, as [dcl.struct.bind] uses it.
    fn binding_object(&mut self, hidden: crate::intern::Name, span: Span) -> ExprId {
        let p = self.ident_path(hidden, span);
        let name = self.alloc_expr(ExprKind::Name(p), span);
        let decltype = self.tu.types.alloc(TypeExpr { kind: TypeExprKind::Decltype(name), span });
        let ty = self.tu.types.alloc(TypeExpr { kind: TypeExprKind::RRef(decltype), span });
        let p = self.ident_path(hidden, span);
        let operand = self.alloc_expr(ExprKind::Name(p), span);
        self.alloc_expr(ExprKind::Cast { kind: CastKind::Static, ty, operand }, span)
    }

    /// The path `get<index>` (with `template` for a member).
    fn get_path(&mut self, index: u32, span: Span, template_kw: bool) -> PathId {
        let spelling = self.names.intern(&index.to_string());
        let lit = IntLit { value: u128::from(index), unsigned: false, size: IntSize::None, decimal: true, spelling };
        let arg = self.alloc_expr(ExprKind::IntLit(lit), span);
        let get = self.names.intern("get");
        let p = self.ident_path(get, span);
        let seg = &mut self.tu.paths[p].last;
        seg.args = Some(vec![TemplateArg { kind: TemplateArgKind::Expr(arg), pack_expansion: false, span }]);
        seg.template_kw = template_kw;
        p
    }
}
