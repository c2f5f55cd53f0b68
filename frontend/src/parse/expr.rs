//! Expressions by precedence: comma, assignment and conditional (right-associative), the binary
//! operators by precedence climbing (`||` loosest to `.*`/`->*` tightest), unary operators with
//! `alignof` and `noexcept` (`sizeof`, `new` and `delete` are in `unary`), postfix operators
//! (calls, subscripts, member access, `++`/`--`, and the CUDA launch
//! `k<<<grid, block, shmem, stream>>>(args)`), argument lists and braced-init-lists.
//!
//! Inside a template argument list (`in_template_args`), `>` and `>>` close the list instead of
//! being operators; brackets and parentheses reset that.

use super::names::PathMode;
use super::Parser;
use crate::ast::*;
use crate::lex::token::{Keyword, Punct, TokenKind};
use crate::source::Span;

/// Binding strength of binary operators: higher binds tighter.
fn binary_op(p: Punct, in_template_args: bool) -> Option<(BinaryOp, u8)> {
    use BinaryOp::*;
    Some(match p {
        Punct::PipePipe => (LogOr, 1),
        Punct::AmpAmp => (LogAnd, 2),
        Punct::Pipe => (BitOr, 3),
        Punct::Caret => (BitXor, 4),
        Punct::Amp => (BitAnd, 5),
        Punct::EqEq => (Eq, 6),
        Punct::NotEq => (Ne, 6),
        Punct::Lt => (Lt, 7),
        Punct::Gt if !in_template_args => (Gt, 7),
        Punct::LtEq => (Le, 7),
        // Only `>` and `>>` end a template argument list ([temp.names]): `A<sizeof(T) >= 4>` compares.
        Punct::GtEq => (Ge, 7),
        Punct::Shl => (Shl, 8),
        Punct::Shr if !in_template_args => (Shr, 8),
        Punct::Plus => (Add, 9),
        Punct::Minus => (Sub, 9),
        Punct::Star => (Mul, 10),
        Punct::Slash => (Div, 10),
        Punct::Percent => (Rem, 10),
        Punct::DotStar => (PtrMemDot, 11),
        Punct::ArrowStar => (PtrMemArrow, 11),
        _ => return None,
    })
}

fn assign_op(p: Punct) -> Option<BinaryOp> {
    use BinaryOp::*;
    Some(match p {
        Punct::Eq => Assign,
        Punct::StarEq => MulAssign,
        Punct::SlashEq => DivAssign,
        Punct::PercentEq => RemAssign,
        Punct::PlusEq => AddAssign,
        Punct::MinusEq => SubAssign,
        Punct::ShlEq => ShlAssign,
        Punct::ShrEq => ShrAssign,
        Punct::AmpEq => AndAssign,
        Punct::CaretEq => XorAssign,
        Punct::PipeEq => OrAssign,
        _ => return None,
    })
}

/// Binary operators that may appear in a fold expression (`(xs op ...)`).
pub(super) fn fold_op(p: Punct, in_template_args: bool) -> Option<BinaryOp> {
    if p == Punct::Comma {
        return Some(BinaryOp::Comma);
    }
    binary_op(p, in_template_args).map(|(op, _)| op).or_else(|| assign_op(p))
}

/// Bounds left-nested chains built by loops (`a + b + c ...`, `a[0][1]...`, `f()()...`): a
/// chain is not nesting (it does not count against the bracket depth), but its links make the
/// tree that later passes recurse over deeper, so they count against [`super::MAX_CHAIN_LINKS`].
#[derive(Default)]
struct ChainGuard {
    entered: u32,
}

impl ChainGuard {
    /// Records one more link; false once the chain limit is reached.
    #[inline]
    fn link(&mut self, p: &mut Parser<'_>) -> bool {
        if !p.enter_chain() {
            return false;
        }
        self.entered += 1;
        true
    }

    fn release(self, p: &mut Parser<'_>) {
        for _ in 0..self.entered {
            p.leave_chain();
        }
    }
}

impl Parser<'_> {
    pub(super) fn alloc_expr(&mut self, kind: ExprKind, span: Span) -> ExprId {
        self.tu.exprs.alloc(Expr { kind, span })
    }

    pub(super) fn error_expr(&mut self, span: Span) -> ExprId {
        self.alloc_expr(ExprKind::Error, span)
    }

    fn span_of(&self, e: ExprId) -> Span {
        self.tu.exprs[e].span
    }

    /// expression := assignment-expression (`,` assignment-expression)*
    pub(super) fn expr(&mut self) -> ExprId {
        let e = self.assign_expr();
        self.comma_rest(e)
    }

    /// The `, b, c` of a comma expression whose first operand is `lhs`.
    pub(super) fn comma_rest(&mut self, mut lhs: ExprId) -> ExprId {
        let mut chain = ChainGuard::default();
        while self.at(Punct::Comma) && self.peek(1) != TokenKind::Punct(Punct::Ellipsis) {
            if !chain.link(self) {
                break;
            }
            self.bump();
            let rhs = self.assign_expr();
            let span = self.span_of(lhs).to(self.span_of(rhs));
            lhs = self.alloc_expr(ExprKind::Binary { op: BinaryOp::Comma, lhs, rhs }, span);
        }
        chain.release(self);
        lhs
    }

    /// assignment-expression := conditional-expression | unary assignment-op initializer-clause
    ///   | throw-expression
    pub(super) fn assign_expr(&mut self) -> ExprId {
        if self.at_kw(Keyword::Throw) {
            let start = self.bump();
            let operand = match self.kind() {
                TokenKind::Punct(Punct::Semi | Punct::RParen | Punct::Comma | Punct::Colon | Punct::RBrace) => None,
                _ => Some(self.assign_expr()),
            };
            return self.alloc_expr(ExprKind::Throw(operand), start.to(self.prev_span()));
        }
        let lhs = self.cast_expr();
        self.assign_rest(lhs, true)
    }

    /// conditional-expression (a constant-expression: no assignment, no comma)
    pub(super) fn conditional_expr(&mut self) -> ExprId {
        let lhs = self.cast_expr();
        self.assign_rest(lhs, false)
    }

    /// Continues an assignment- (or conditional-) expression whose leftmost cast-expression
    /// `lhs` is already parsed: binary operators, `?:`, and assignment operators.
    pub(super) fn assign_rest(&mut self, lhs: ExprId, allow_assign: bool) -> ExprId {
        if !self.enter() {
            return lhs;
        }
        let e = self.binary_rest(lhs, 1);
        let res = if self.at(Punct::Question) {
            self.bump();
            let saved = std::mem::replace(&mut self.in_template_args, false);
            let then = self.expr();
            self.in_template_args = saved;
            self.expect(Punct::Colon, "in the conditional expression");
            let else_ = if allow_assign { self.assign_expr() } else { self.conditional_expr() };
            let span = self.span_of(e).to(self.span_of(else_));
            self.alloc_expr(ExprKind::Conditional { cond: e, then, else_ }, span)
        } else if let (true, TokenKind::Punct(p)) = (allow_assign, self.kind()) {
            match assign_op(p) {
                Some(op) if self.peek(1) != TokenKind::Punct(Punct::Ellipsis) => {
                    self.bump();
                    let rhs = self.initializer_clause();
                    let span = self.span_of(e).to(self.span_of(rhs));
                    self.alloc_expr(ExprKind::Binary { op, lhs: e, rhs }, span)
                }
                _ => e,
            }
        } else {
            e
        };
        self.leave();
        res
    }

    /// Precedence climbing over the binary operators, starting from the parsed operand `lhs`.
    fn binary_rest(&mut self, lhs: ExprId, min_prec: u8) -> ExprId {
        let mut chain = ChainGuard::default();
        let e = self.binary_rest_inner(lhs, min_prec, &mut chain);
        chain.release(self);
        e
    }

    fn binary_rest_inner(&mut self, mut lhs: ExprId, min_prec: u8, chain: &mut ChainGuard) -> ExprId {
        loop {
            let TokenKind::Punct(p) = self.kind() else { return lhs };
            let Some((op, prec)) = binary_op(p, self.in_template_args) else { return lhs };
            if prec < min_prec || self.peek(1) == TokenKind::Punct(Punct::Ellipsis) {
                // `(xs + ...)`: the fold is handled by the parenthesized expression.
                return lhs;
            }
            if !chain.link(self) {
                return lhs;
            }
            self.bump();
            let mut rhs = self.cast_expr();
            // Bind tighter operators to the right operand first (left associativity).
            while let TokenKind::Punct(q) = self.kind() {
                match binary_op(q, self.in_template_args) {
                    Some((_, qp)) if qp > prec && self.peek(1) != TokenKind::Punct(Punct::Ellipsis) => {
                        if !self.enter() {
                            return lhs;
                        }
                        rhs = self.binary_rest(rhs, prec + 1);
                        self.leave();
                    }
                    _ => break,
                }
            }
            let span = self.span_of(lhs).to(self.span_of(rhs));
            lhs = self.alloc_expr(ExprKind::Binary { op, lhs, rhs }, span);
        }
    }

    /// cast-expression := `(` type-id `)` cast-expression | unary-expression
    /// unary-expression := unary-op cast-expression | `++`/`--` cast-expression
    ///   | `sizeof` unary-expression | `sizeof` `(` type-id `)` | `sizeof` `...` `(` identifier `)`
    ///   | `alignof` `(` type-id `)` | `noexcept` `(` expression `)` | new-expression
    ///   | delete-expression | postfix-expression
    pub(super) fn cast_expr(&mut self) -> ExprId {
        let start = self.span();
        if !self.enter() {
            return self.error_expr(start);
        }
        let e = self.cast_expr_inner(start);
        self.leave();
        e
    }

    fn cast_expr_inner(&mut self, start: Span) -> ExprId {
        let op = match self.kind() {
            TokenKind::Punct(Punct::Plus) => Some(UnaryOp::Plus),
            TokenKind::Punct(Punct::Minus) => Some(UnaryOp::Neg),
            TokenKind::Punct(Punct::Bang) => Some(UnaryOp::Not),
            TokenKind::Punct(Punct::Tilde) => Some(UnaryOp::BitNot),
            TokenKind::Punct(Punct::Star) => Some(UnaryOp::Deref),
            TokenKind::Punct(Punct::Amp) => Some(UnaryOp::AddrOf),
            TokenKind::Punct(Punct::PlusPlus) => Some(UnaryOp::PreInc),
            TokenKind::Punct(Punct::MinusMinus) => Some(UnaryOp::PreDec),
            TokenKind::Keyword(Keyword::Real) => Some(UnaryOp::Real),
            TokenKind::Keyword(Keyword::Imag) => Some(UnaryOp::Imag),
            _ => None,
        };
        if let Some(op) = op {
            self.bump();
            let operand = self.cast_expr();
            return self.alloc_expr(ExprKind::Unary { op, operand }, start.to(self.prev_span()));
        }
        match self.kind() {
            TokenKind::Keyword(Keyword::Sizeof) => self.sizeof_expr(start),
            TokenKind::Ident if self.at_offsetof() => self.offsetof_expr(start),
            TokenKind::Ident if self.at_type_trait() => self.type_trait_expr(start),
            TokenKind::AtIntrospect(kind) => self.introspect_expr(kind, start),
            TokenKind::Keyword(Keyword::Alignof) => self.alignof_expr(start),
            TokenKind::Keyword(Keyword::Noexcept) => {
                self.bump();
                let e = if self.expect(Punct::LParen, "after `noexcept`") {
                    let saved = std::mem::replace(&mut self.in_template_args, false);
                    let e = self.expr();
                    self.in_template_args = saved;
                    self.expect(Punct::RParen, "to close `noexcept`");
                    e
                } else {
                    self.error_expr(start)
                };
                self.alloc_expr(ExprKind::NoexceptExpr(e), start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::New) => self.new_expr(start, false),
            TokenKind::Keyword(Keyword::Delete) => self.delete_expr(start, false),
            TokenKind::Punct(Punct::ColonColon) if self.peek(1) == TokenKind::Keyword(Keyword::New) => {
                self.bump();
                self.new_expr(start, true)
            }
            TokenKind::Punct(Punct::ColonColon) if self.peek(1) == TokenKind::Keyword(Keyword::Delete) => {
                self.bump();
                self.delete_expr(start, true)
            }
            _ => {
                let e = self.primary();
                self.postfix_rest(e)
            }
        }
    }

    /// postfix-expression := primary (`[` expr `]` | `(` args `)` | (`.`|`->`) id-expression
    ///   | `++` | `--` | `<<<` expression-list `>>>` `(` args `)`)*
    pub(super) fn postfix_rest(&mut self, e: ExprId) -> ExprId {
        let mut chain = ChainGuard::default();
        let e = self.postfix_rest_inner(e, &mut chain);
        chain.release(self);
        e
    }

    fn postfix_rest_inner(&mut self, mut e: ExprId, chain: &mut ChainGuard) -> ExprId {
        let start = self.span_of(e);
        loop {
            if !chain.link(self) {
                return e;
            }
            match self.kind() {
                TokenKind::Punct(Punct::LBracket) => {
                    self.bump();
                    let saved = std::mem::replace(&mut self.in_template_args, false);
                    let index = if self.at(Punct::LBrace) { self.braced_init_list() } else { self.expr() };
                    self.in_template_args = saved;
                    self.expect(Punct::RBracket, "to close the subscript");
                    e = self.alloc_expr(ExprKind::Index { base: e, index }, start.to(self.prev_span()));
                }
                TokenKind::Punct(Punct::LParen) => {
                    self.bump();
                    let args = self.call_args();
                    e = self.alloc_expr(ExprKind::Call { callee: e, args }, start.to(self.prev_span()));
                }
                TokenKind::Punct(p @ (Punct::Dot | Punct::Arrow)) => {
                    self.bump();
                    let at_member = matches!(
                        self.kind(),
                        TokenKind::Ident
                            | TokenKind::Punct(Punct::Tilde | Punct::ColonColon)
                            | TokenKind::Keyword(Keyword::Template | Keyword::Operator)
                    );
                    if !at_member {
                        self.error_expected("a member name", &format!("after `{}`", p.as_str()));
                        return e;
                    }
                    let member = self.path(PathMode::Member).id;
                    let arrow = p == Punct::Arrow;
                    e = self.alloc_expr(ExprKind::Member { base: e, arrow, member }, start.to(self.prev_span()));
                }
                TokenKind::Punct(Punct::PlusPlus) => {
                    self.bump();
                    e = self.alloc_expr(ExprKind::Unary { op: UnaryOp::PostInc, operand: e }, start.to(self.prev_span()));
                }
                TokenKind::Punct(Punct::MinusMinus) => {
                    self.bump();
                    e = self.alloc_expr(ExprKind::Unary { op: UnaryOp::PostDec, operand: e }, start.to(self.prev_span()));
                }
                TokenKind::Punct(Punct::LaunchOpen) => {
                    self.bump();
                    let saved = std::mem::replace(&mut self.in_template_args, false);
                    let mut config = Vec::new();
                    while !self.at(Punct::LaunchClose) && !self.at_eof() {
                        config.push(self.assign_expr());
                        if !self.eat(Punct::Comma) {
                            break;
                        }
                    }
                    self.in_template_args = saved;
                    if !self.eat(Punct::LaunchClose) {
                        self.error_expected("`>>>`", "to close the kernel launch configuration");
                        return e;
                    }
                    let args = if self.expect(Punct::LParen, "after the launch configuration") {
                        self.call_args()
                    } else {
                        Vec::new()
                    };
                    let l = Launch { callee: e, config, args };
                    e = self.alloc_expr(ExprKind::Launch(Box::new(l)), start.to(self.prev_span()));
                }
                _ => return e,
            }
        }
    }

    /// call-args := (initializer-clause `...`? (`,` initializer-clause `...`?)*)? `)`
    /// (after `(`; consumes the `)`).
    pub(super) fn call_args(&mut self) -> Vec<ExprId> {
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let args = self.expr_list(Punct::RParen);
        self.in_template_args = saved;
        self.expect(Punct::RParen, "to close the argument list");
        args
    }

    /// expression-list := initializer-clause `...`? (`,` initializer-clause `...`?)*
    /// (stops before `close`, which it does not consume).
    pub(super) fn expr_list(&mut self, close: Punct) -> Vec<ExprId> {
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let mut out = Vec::new();
        while !self.at(close) && !self.at_eof() {
            let before = self.pos;
            let e = self.initializer_clause();
            let e = if self.at(Punct::Ellipsis) {
                self.bump();
                let span = self.span_of(e).to(self.prev_span());
                self.alloc_expr(ExprKind::PackExpansion(e), span)
            } else {
                e
            };
            out.push(e);
            if !self.eat(Punct::Comma) {
                if !self.at(close) && self.pos == before {
                    self.bump();
                }
                break;
            }
        }
        self.in_template_args = saved;
        out
    }

    /// initializer-clause := assignment-expression | braced-init-list
    pub(super) fn initializer_clause(&mut self) -> ExprId {
        if self.at(Punct::LBrace) {
            self.braced_init_list()
        } else {
            self.assign_expr()
        }
    }

    /// braced-init-list := `{` (initializer-clause `...`? (`,` ...)* `,`?)? `}`
    pub(super) fn braced_init_list(&mut self) -> ExprId {
        let start = self.bump(); // `{`
        if !self.enter() {
            return self.error_expr(start);
        }
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let mut items = Vec::new();
        while !self.at(Punct::RBrace) && !self.at_eof() {
            let before = self.pos;
            // Designated initializers `.x = 1` (C++20) are not supported: say so, and parse
            // the value.
            if self.at(Punct::Dot) && self.peek(1) == TokenKind::Ident && self.peek(2) == TokenKind::Punct(Punct::Eq) {
                let sp = self.span().to(self.toks[self.pos + 2].span);
                self.report(
                    crate::diag::Diagnostic::error(super::diags::UNSUPPORTED_SYNTAX, sp, "designated initializers are not supported")
                        .with_label("C++20 designator")
                        .with_note("initialize the members in declaration order without designators"),
                );
                self.bump();
                self.bump();
                self.bump();
            }
            let e = self.initializer_clause();
            let e = if self.eat(Punct::Ellipsis) {
                let span = self.span_of(e).to(self.prev_span());
                self.alloc_expr(ExprKind::PackExpansion(e), span)
            } else {
                e
            };
            items.push(e);
            if !self.eat(Punct::Comma) {
                break;
            }
            if self.pos == before {
                self.bump();
            }
        }
        self.in_template_args = saved;
        if !self.expect(Punct::RBrace, "to close the initializer list") {
            // Skip to the closing brace.
            let mut depth = 0u32;
            while !self.at_eof() {
                if self.at(Punct::LBrace) {
                    depth += 1;
                } else if self.at(Punct::RBrace) {
                    if depth == 0 {
                        self.bump();
                        break;
                    }
                    depth -= 1;
                } else if self.at(Punct::Semi) && depth == 0 {
                    break;
                }
                self.bump();
            }
        }
        self.leave();
        self.alloc_expr(ExprKind::InitList(items), start.to(self.prev_span()))
    }

    /// An id-expression from a parsed path (or a functional cast when it names a type).
    pub(super) fn name_expr(&mut self, p: super::names::PathInfo) -> ExprId {
        let span = self.tu.paths[p.id].span;
        if p.is_type() && !p.special && matches!(self.kind(), TokenKind::Punct(Punct::LParen | Punct::LBrace)) {
            let ty = self.tu.types.alloc(TypeExpr { kind: TypeExprKind::Named { path: p.id, typename_kw: false }, span });
            return self.construct_expr(ty, span);
        }
        self.alloc_expr(ExprKind::Name(p.id), span)
    }

    /// `T(args)` or `T{args}` after the type `ty`.
    pub(super) fn construct_expr(&mut self, ty: TypeExprId, start: Span) -> ExprId {
        if self.at(Punct::LBrace) {
            let list = self.braced_init_list();
            let args = match &self.tu.exprs[list].kind {
                ExprKind::InitList(items) => items.clone(),
                _ => Vec::new(),
            };
            return self.alloc_expr(ExprKind::Construct { ty, args, braced: true }, start.to(self.prev_span()));
        }
        if self.expect(Punct::LParen, "after the type name in a functional cast") {
            let args = self.call_args();
            return self.alloc_expr(ExprKind::Construct { ty, args, braced: false }, start.to(self.prev_span()));
        }
        self.error_expr(start)
    }
}
