//! Primary expressions: literals (decoded), `this`, `nullptr`, `true`/`false`, names and
//! functional casts `T(x)`/`T{x}`, parenthesized expressions with C-style casts and fold
//! expressions, braced-init-lists, the named casts, and lambdas.

use super::declarator::DeclMode;
use super::expr::fold_op;
use super::literal;
use super::names::PathMode;
use super::specs::{is_type_keyword, SpecCtx};
use super::{diags, Parser};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::lex::token::{Keyword, Punct, TokenKind};
use crate::source::Span;

impl Parser<'_> {
    /// primary-expression := literal | `this` | `nullptr` | `true` | `false` | `(` ... `)`
    ///   | id-expression | lambda-expression | braced-init-list | simple-type `(` args `)`
    ///   | named-cast `<` type-id `>` `(` expression `)`
    pub(super) fn primary(&mut self) -> ExprId {
        let start = self.span();
        match self.kind() {
            TokenKind::IntLit => {
                let spelling = self.text();
                self.bump();
                let (value, unsigned, size, decimal) = literal::decode_int(self.names.get(spelling));
                // No integer type of a literal is wider than 64 bits ([lex.icon]: `unsigned long
                // long` is the last candidate).
                let value = value.filter(|&v| v <= u64::MAX as u128).unwrap_or_else(|| {
                    let text = self.names.get(spelling).to_string();
                    self.report(
                        Diagnostic::error(
                            diags::INVALID_LITERAL,
                            start,
                            format!("integer literal `{text}` is too large to be represented in any integer type"),
                        )
                        .with_label("does not fit in 64 bits"),
                    );
                    0
                });
                let lit = IntLit { value, unsigned, size, decimal, spelling };
                self.alloc_expr(ExprKind::IntLit(lit), start)
            }
            TokenKind::FloatLit => {
                let spelling = self.text();
                self.bump();
                let (value, suffix) = literal::decode_float(self.names.get(spelling));
                self.alloc_expr(ExprKind::FloatLit(FloatLit { value, suffix, spelling }), start)
            }
            TokenKind::CharLit(prefix) => {
                let spelling = self.text();
                self.bump();
                let value = literal::decode_char(self.names.get(spelling), prefix);
                self.alloc_expr(ExprKind::CharLit(CharLit { value, prefix, spelling }), start)
            }
            TokenKind::StringLit(_) => self.string_literal(),
            TokenKind::Keyword(Keyword::True) => {
                self.bump();
                self.alloc_expr(ExprKind::BoolLit(true), start)
            }
            TokenKind::Keyword(Keyword::False) => {
                self.bump();
                self.alloc_expr(ExprKind::BoolLit(false), start)
            }
            TokenKind::Keyword(Keyword::Nullptr) => {
                self.bump();
                self.alloc_expr(ExprKind::Nullptr, start)
            }
            TokenKind::Keyword(Keyword::This) => {
                self.bump();
                self.alloc_expr(ExprKind::This, start)
            }
            TokenKind::Punct(Punct::LParen) => self.paren_expr(),
            TokenKind::Punct(Punct::LBracket) => self.lambda(),
            TokenKind::Punct(Punct::LBrace) => self.braced_init_list(),
            TokenKind::Keyword(
                k @ (Keyword::StaticCast | Keyword::ReinterpretCast | Keyword::ConstCast | Keyword::DynamicCast),
            ) => self.named_cast(k),
            TokenKind::Keyword(k)
                if is_type_keyword(k)
                    && !matches!(k, Keyword::Struct | Keyword::Class | Keyword::Union | Keyword::Enum)
                    && !(k == Keyword::Decltype && self.at_decltype_qualifier()) =>
            {
                // `int(x)`, `unsigned{3}`, `typename T::x(1)`, `decltype(a)(b)`
                let specs = self.decl_specs(SpecCtx::TypeOnly, None);
                let ty = match specs.ty {
                    Some(t) => t,
                    None => self.error_type(start),
                };
                self.construct_expr(ty, start)
            }
            TokenKind::Ident | TokenKind::Punct(Punct::ColonColon) | TokenKind::Keyword(Keyword::Operator | Keyword::Decltype)
                if self.at_path_start() =>
            {
                let p = self.path(PathMode::Normal);
                // `T(*)[4]`, `T(&)(int)`: an abstract declarator in parentheses, a type-id.
                let abstract_paren = self.at(Punct::LParen)
                    && matches!(self.peek(1), TokenKind::Punct(Punct::Star | Punct::Amp | Punct::AmpAmp))
                    && self.peek(2) == TokenKind::Punct(Punct::RParen);
                if p.is_type() && !p.special && (abstract_paren || !matches!(self.kind(), TokenKind::Punct(Punct::LParen | Punct::LBrace))) {
                    let text = self.path_text(p.id);
                    let span = self.tu.paths[p.id].span;
                    self.report(
                        Diagnostic::error(diags::EXPECTED_EXPRESSION, span, format!("expected an expression, found the type `{text}`"))
                            .with_label("a type, not a value")
                            .with_note("to create a value of this type, write `T(args)` or `T{args}`"),
                    );
                    return self.error_expr(span);
                }
                self.name_expr(p)
            }
            TokenKind::Punct(Punct::Tilde) if self.peek(1) == TokenKind::Ident => {
                // `~T()` inside a class (a destructor name in an expression) is rare; parse the name.
                let p = self.path(PathMode::Normal);
                self.name_expr(p)
            }
            _ => {
                self.error_expected("expression", "");
                self.error_expr(start)
            }
        }
    }

    /// string-literal+ (adjacent literals are joined)
    fn string_literal(&mut self) -> ExprId {
        let start = self.span();
        let mut units = Vec::new();
        let mut prefix = crate::lex::token::StrPrefix::None;
        while let TokenKind::StringLit(p) = self.kind() {
            let spelling = self.text();
            let sp = self.bump();
            if p != crate::lex::token::StrPrefix::None {
                if prefix != crate::lex::token::StrPrefix::None && prefix != p {
                    self.report(
                        Diagnostic::error(diags::MIXED_STRING_PREFIXES, sp, "adjacent string literals have different encoding prefixes")
                            .with_label("this prefix differs from an earlier one"),
                    );
                }
                prefix = p;
            }
            literal::decode_string(self.names.get(spelling), p, &mut units);
        }
        let len = units.len();
        let lit = StringLit { units: units.into_boxed_slice(), prefix };
        let e = self.alloc_expr(ExprKind::StringLit(lit), start.to(self.prev_span()));
        // A user-defined string literal `"abc"sv`: `operator""sv("abc", 3)`.
        if self.kind() == TokenKind::Ident && !self.tok().flags.has(crate::lex::token::TokenFlags::SPACE_BEFORE) {
            let suffix = self.names.get(self.text()).to_string();
            let at = self.bump();
            let name = self.names.intern(&format!("operator\"\"{suffix}"));
            let path = self.ident_path(name, at);
            let span = start.to(at);
            let callee = self.alloc_expr(ExprKind::Name(path), at);
            // The length in code units, without the terminating null.
            let n = len as u128;
            let spelling = self.names.intern(&n.to_string());
            let size = self.alloc_expr(ExprKind::IntLit(IntLit { value: n, unsigned: true, size: IntSize::Long, decimal: true, spelling }), at);
            return self.alloc_expr(ExprKind::Call { callee, args: vec![e, size] }, span);
        }
        e
    }

    /// `(` type-id `)` cast-expression | `(` type-id `)` braced-init-list | `(` expression `)`
    /// | fold-expression: `(` `...` op e `)` | `(` e op `...` `)` | `(` e op `...` op e `)`
    fn paren_expr(&mut self) -> ExprId {
        let start = self.bump(); // `(`
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let e = self.paren_expr_inner(start);
        self.in_template_args = saved;
        e
    }

    /// At a builtin type keyword that begins a functional cast rather than a cast's type-id:
    /// `(float(i % 4) * 2.0f)`, `(int{x} + 1)`.
    pub(super) fn at_functional_cast(&self) -> bool {
        if self.at_kw(Keyword::Typename) {
            return self.functional_cast_at(self.qualified_name_len(1) + 1);
        }
        // `(decltype(x))y`, `(__typeof__(x))y`: the parentheses after the keyword are its operand.
        if matches!(self.kind(), TokenKind::Keyword(Keyword::Decltype | Keyword::Typeof | Keyword::UnderlyingType)) {
            return self.closing_paren_after(1).is_some_and(|close| self.functional_cast_at(close + 1));
        }
        self.functional_cast_at(1)
    }

    /// The number of tokens of the qualified name starting `n` tokens ahead (`A::B<C>::D`,
    /// `::template X<Y>`), template argument lists skipped by bracket counting; 0 when none.
    pub(super) fn qualified_name_len(&self, n: usize) -> usize {
        let mut i = n;
        loop {
            match self.peek(i) {
                TokenKind::Punct(Punct::ColonColon) | TokenKind::Keyword(Keyword::Template) => i += 1,
                TokenKind::Ident => {
                    i += 1;
                    if self.peek(i) == TokenKind::Punct(Punct::Lt) {
                        let mut depth = 0usize;
                        loop {
                            match self.peek(i) {
                                TokenKind::Punct(Punct::Lt) => depth += 1,
                                TokenKind::Punct(Punct::Gt) => depth -= 1,
                                TokenKind::Punct(Punct::Shr) => depth = depth.saturating_sub(2),
                                TokenKind::Punct(Punct::LaunchClose) => depth = depth.saturating_sub(3),
                                TokenKind::Eof | TokenKind::Punct(Punct::Semi | Punct::LBrace | Punct::RBrace) => return i - n,
                                _ => {}
                            }
                            i += 1;
                            if depth == 0 {
                                break;
                            }
                        }
                    }
                    if self.peek(i) != TokenKind::Punct(Punct::ColonColon) {
                        return i - n;
                    }
                }
                _ => return i - n,
            }
        }
    }

    /// Whether the `(` or `{` `n` tokens ahead, after a type, opens a functional cast rather
    /// than a function type's parameter list: after `T(` a type-id would continue with a
    /// parameter, so anything there that cannot begin one (a value name, a literal, an
    /// operator: `_Tp(-1) < _Tp(0)`, `T(x + 1)`) makes it an expression.
    pub(super) fn functional_cast_at(&self, n: usize) -> bool {
        match self.peek(n) {
            TokenKind::Punct(Punct::LBrace) => true,
            TokenKind::Punct(Punct::LParen) => match self.toks.get(self.pos + n + 1) {
                Some(t) => match t.kind {
                    TokenKind::Keyword(k) => !(is_type_keyword(k) || super::specs::is_decl_keyword(k)),
                    TokenKind::Ident => {
                        self.scopes.lookup(t.text).is_none_or(|s| !s.is_type() && !s.is_template())
                            && !matches!(self.peek(n + 2), TokenKind::Punct(Punct::Ellipsis))
                    }
                    TokenKind::Punct(Punct::RParen | Punct::Ellipsis | Punct::Star | Punct::Amp | Punct::ColonColon) => false,
                    _ => true,
                },
                None => false,
            },
            _ => false,
        }
    }

    fn paren_expr_inner(&mut self, start: Span) -> ExprId {
        // A C-style cast?
        let mut ty = None;
        let mut inner = None;
        match self.kind() {
            TokenKind::Keyword(k) if is_type_keyword(k) && !self.at_functional_cast() => ty = Some(self.type_id()),
            _ if self.at_path_start() && !self.at_kw(Keyword::Operator) => {
                let p = self.path(PathMode::Normal);
                // `T(*)[4]`, `T(&)(int)`: an abstract declarator in parentheses, a type-id.
                let abstract_paren = self.at(Punct::LParen)
                    && matches!(self.peek(1), TokenKind::Punct(Punct::Star | Punct::Amp | Punct::AmpAmp))
                    && self.peek(2) == TokenKind::Punct(Punct::RParen);
                if p.is_type() && !p.special && (abstract_paren || !matches!(self.kind(), TokenKind::Punct(Punct::LParen | Punct::LBrace))) {
                    ty = Some(self.type_id_from(Some(p)));
                } else {
                    let e = self.name_expr(p);
                    let e = self.postfix_rest(e);
                    inner = Some(self.assign_rest(e, true));
                }
            }
            TokenKind::Punct(Punct::Ellipsis) => {
                // `(... op pack)`
                self.bump();
                let op = match self.kind() {
                    TokenKind::Punct(p) => fold_op(p, false),
                    _ => None,
                };
                let Some(op) = op else {
                    self.error_expected("a binary operator", "in the fold expression");
                    self.recover_paren();
                    return self.error_expr(start);
                };
                self.bump();
                let rhs = self.cast_expr();
                let rhs = self.assign_rest(rhs, false);
                self.expect(Punct::RParen, "to close the fold expression");
                let f = Fold { op, lhs: None, rhs: Some(rhs) };
                return self.alloc_expr(ExprKind::Fold(Box::new(f)), start.to(self.prev_span()));
            }
            _ => {}
        }
        if let Some(ty) = ty {
            if !self.expect(Punct::RParen, "to close the cast type") {
                return self.error_expr(start);
            }
            if self.at(Punct::LBrace) {
                // `(T){...}` (a C compound literal): a braced functional cast.
                let list = self.braced_init_list();
                let args = match &self.tu.exprs[list].kind {
                    ExprKind::InitList(items) => items.clone(),
                    _ => Vec::new(),
                };
                return self.alloc_expr(ExprKind::Construct { ty, args, braced: true }, start.to(self.prev_span()));
            }
            let operand = self.cast_expr();
            return self.alloc_expr(ExprKind::Cast { kind: CastKind::CStyle, ty, operand }, start.to(self.prev_span()));
        }
        let first = match inner {
            Some(e) => e,
            None => self.assign_expr(),
        };
        // `(e op ...)` or `(e op ... op e)`
        if let TokenKind::Punct(p) = self.kind() {
            if self.peek(1) == TokenKind::Punct(Punct::Ellipsis) {
                if let Some(op) = fold_op(p, false) {
                    self.bump();
                    self.bump();
                    let rhs = if self.at(Punct::RParen) {
                        None
                    } else {
                        if self.kind() != TokenKind::Punct(p) {
                            self.error_expected(&format!("`{}`", p.as_str()), "in the binary fold expression");
                        } else {
                            self.bump();
                        }
                        let r = self.cast_expr();
                        Some(self.assign_rest(r, false))
                    };
                    self.expect(Punct::RParen, "to close the fold expression");
                    let f = Fold { op, lhs: Some(first), rhs };
                    return self.alloc_expr(ExprKind::Fold(Box::new(f)), start.to(self.prev_span()));
                }
            }
        }
        let e = self.comma_rest(first);
        if !self.expect(Punct::RParen, "to close the parenthesized expression") {
            self.recover_paren();
        }
        self.alloc_expr(ExprKind::Paren(e), start.to(self.prev_span()))
    }

    /// Skips to the `)` closing the current parenthesis, stopping at `;`, `{` or `}`.
    fn recover_paren(&mut self) {
        let mut depth = 0u32;
        while !self.at_eof() {
            match self.kind() {
                TokenKind::Punct(Punct::LParen) => depth += 1,
                TokenKind::Punct(Punct::RParen) => {
                    if depth == 0 {
                        self.bump();
                        return;
                    }
                    depth -= 1;
                }
                TokenKind::Punct(Punct::Semi | Punct::LBrace | Punct::RBrace) => return,
                _ => {}
            }
            self.bump();
        }
    }

    /// named-cast := (`static_cast`|`reinterpret_cast`|`const_cast`|`dynamic_cast`)
    ///   `<` type-id `>` `(` expression `)`
    fn named_cast(&mut self, k: Keyword) -> ExprId {
        let start = self.bump();
        let kind = match k {
            Keyword::StaticCast => CastKind::Static,
            Keyword::ReinterpretCast => CastKind::Reinterpret,
            Keyword::ConstCast => CastKind::Const,
            _ => CastKind::Dynamic,
        };
        let after = match kind {
            CastKind::Static => "after `static_cast`",
            CastKind::Reinterpret => "after `reinterpret_cast`",
            CastKind::Const => "after `const_cast`",
            _ => "after `dynamic_cast`",
        };
        if !self.expect(Punct::Lt, after) {
            return self.error_expr(start);
        }
        let saved = std::mem::replace(&mut self.in_template_args, true);
        let ty = self.type_id();
        self.in_template_args = saved;
        if !self.eat_closing_angle() {
            self.error_expected("`>`", "to close the cast type");
            return self.error_expr(start);
        }
        if !self.expect(Punct::LParen, "after the cast type") {
            return self.error_expr(start);
        }
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let operand = self.expr();
        self.in_template_args = saved;
        self.expect(Punct::RParen, "to close the cast");
        self.alloc_expr(ExprKind::Cast { kind, ty, operand }, start.to(self.prev_span()))
    }

    /// lambda := `[` captures `]` (`<` template-params `>`)? (`(` params `)`)? lambda-specifiers
    ///   (`->` type-id)? compound-statement
    /// lambda-specifiers := (`mutable` | `constexpr` | `noexcept` | CUDA tags | attributes)*
    fn lambda(&mut self) -> ExprId {
        let start = self.bump(); // `[`
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let (default_capture, captures) = self.captures();
        self.expect(Punct::RBracket, "to close the lambda capture list");
        let depth = self.scopes.depth();
        let key = self.scopes.fresh();
        self.scopes.push(key, super::scope::ScopeKind::TemplateParams);
        let mut template_params = Vec::new();
        if self.at(Punct::Lt) {
            // `[]<class T>(T x) { ... }`: parse as a template header without a declaration.
            template_params = self.lambda_template_params();
        }
        let mut spec = DeclSpec::default();
        self.lambda_specifiers(&mut spec);
        let (params, variadic) = if self.eat(Punct::LParen) {
            let r = self.param_list();
            self.expect(Punct::RParen, "to close the lambda parameter list");
            r
        } else {
            (Vec::new(), false)
        };
        let mut mutable = false;
        loop {
            if self.eat_kw(Keyword::Mutable) {
                mutable = true;
            } else if self.eat_kw(Keyword::Constexpr) {
                spec.flags.set(SpecFlags::CONSTEXPR);
            } else if self.at_kw(Keyword::Noexcept) {
                self.exception_spec();
            } else if !self.lambda_specifiers(&mut spec) {
                break;
            }
        }
        let ret = if self.eat(Punct::Arrow) { Some(self.type_id()) } else { None };
        let body = if self.at(Punct::LBrace) {
            // The parameters hide types of the same name in the body.
            let names = self.param_names(&params);
            self.scopes.push_block();
            for n in names {
                self.scopes.declare_innermost(n, super::scope::Sym { kind: super::scope::SymKind::Value, members: None });
            }
            self.compound_stmt()
        } else {
            self.error_expected("`{`", "to begin the lambda body");
            let sp = self.span();
            self.tu.stmts.alloc(Stmt { kind: StmtKind::Error, span: sp })
        };
        self.scopes.truncate(depth);
        self.in_template_args = saved;
        let l = Lambda { default_capture, captures, template_params, params, variadic, mutable, spec, ret, body };
        self.alloc_expr(ExprKind::Lambda(Box::new(l)), start.to(self.prev_span()))
    }

    /// CUDA tags and attributes on a lambda; true if any was consumed.
    fn lambda_specifiers(&mut self, spec: &mut DeclSpec) -> bool {
        let mut any = false;
        loop {
            let flag = match self.kind() {
                TokenKind::Keyword(Keyword::Device) => SpecFlags::DEVICE,
                TokenKind::Keyword(Keyword::Host) => SpecFlags::HOST,
                TokenKind::Keyword(Keyword::Global) => SpecFlags::GLOBAL,
                TokenKind::Keyword(Keyword::ForceInline) => SpecFlags::FORCEINLINE,
                TokenKind::Keyword(Keyword::NoInline) => SpecFlags::NOINLINE,
                TokenKind::Keyword(Keyword::Attribute) => {
                    self.skip_attributes();
                    any = true;
                    continue;
                }
                _ => return any,
            };
            self.bump();
            spec.flags.set(flag);
            any = true;
        }
    }

    /// `<` template-params `>` after a lambda introducer.
    fn lambda_template_params(&mut self) -> Vec<DeclId> {
        // Reuse the template parameter parser through a tiny shim: it expects to be at `<`.
        let mut out = Vec::new();
        self.bump(); // `<`
        let saved = std::mem::replace(&mut self.in_template_args, true);
        loop {
            let sp = self.span();
            if self.eat_kw(Keyword::Class) || self.eat_kw(Keyword::Typename) {
                let pack = self.eat(Punct::Ellipsis);
                let name = if self.at_ident() {
                    let n = self.text();
                    self.bump();
                    Some(n)
                } else {
                    None
                };
                if let Some(n) = name {
                    self.scopes.declare_innermost(n, super::scope::Sym { kind: super::scope::SymKind::Type, members: None });
                }
                let default = if self.eat(Punct::Eq) { Some(self.type_id()) } else { None };
                let p = TypeParamDecl { name, pack, default };
                out.push(self.alloc_decl(DeclKind::TypeParam(p), sp.to(self.prev_span())));
            } else {
                let specs = self.decl_specs(SpecCtx::Param, None);
                let base = specs.ty.unwrap_or_else(|| self.error_type(sp));
                let d = self.declarator(DeclMode::Either, None);
                let ty = self.build_type(base, &d.ops);
                let name = d.name.and_then(|p| self.last_ident(p.id));
                let p = NonTypeParamDecl { name, ty, pack: d.pack, default: None };
                out.push(self.alloc_decl(DeclKind::NonTypeParam(p), sp.to(self.prev_span())));
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.in_template_args = saved;
        if !self.eat_closing_angle() {
            self.error_expected("`>`", "to close the lambda template parameter list");
        }
        out
    }

    /// capture-list := (`=` | `&`)? (`,` capture)* where capture := identifier `...`?
    ///   | `&` identifier `...`? | `this` | `*` `this` | `&`? identifier initializer
    fn captures(&mut self) -> (Option<CaptureDefault>, Vec<Capture>) {
        let mut default = None;
        let mut caps = Vec::new();
        let mut first = true;
        while !self.at(Punct::RBracket) && !self.at_eof() {
            let sp = self.span();
            if first && self.at(Punct::Eq) && matches!(self.peek(1), TokenKind::Punct(Punct::Comma | Punct::RBracket)) {
                self.bump();
                default = Some(CaptureDefault::Copy);
            } else if first && self.at(Punct::Amp) && matches!(self.peek(1), TokenKind::Punct(Punct::Comma | Punct::RBracket)) {
                self.bump();
                default = Some(CaptureDefault::Ref);
            } else if self.eat_kw(Keyword::This) {
                caps.push(Capture { kind: CaptureKind::This, span: sp });
            } else if self.at(Punct::Star) && self.peek(1) == TokenKind::Keyword(Keyword::This) {
                self.bump();
                self.bump();
                caps.push(Capture { kind: CaptureKind::StarThis, span: sp.to(self.prev_span()) });
            } else {
                let by_ref = self.eat(Punct::Amp);
                if !self.at_ident() {
                    self.error_expected("a capture", "in the lambda capture list");
                    while !self.at(Punct::RBracket) && !self.at_eof() && !self.at(Punct::LBrace) && !self.at(Punct::Semi) {
                        self.bump();
                    }
                    break;
                }
                let name = self.text();
                self.bump();
                let kind = if self.eat(Punct::Ellipsis) {
                    CaptureKind::Pack { name, by_ref }
                } else if self.eat(Punct::Eq) {
                    let init = self.initializer_clause();
                    CaptureKind::Init { name, by_ref, init }
                } else if self.at(Punct::LParen) || self.at(Punct::LBrace) {
                    let init = if self.at(Punct::LBrace) {
                        self.braced_init_list()
                    } else {
                        self.bump();
                        let e = self.expr();
                        self.expect(Punct::RParen, "to close the capture initializer");
                        e
                    };
                    CaptureKind::Init { name, by_ref, init }
                } else if by_ref {
                    CaptureKind::Ref(name)
                } else {
                    CaptureKind::Copy(name)
                };
                caps.push(Capture { kind, span: sp.to(self.prev_span()) });
            }
            first = false;
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        (default, caps)
    }
}
