//! Statements: compound, selection (`if`, `if constexpr`, Circle's `@codegen if`, `switch`),
//! iteration (`while`, `do`, `for`, range-`for`, Circle's `for enum`), jumps, labels,
//! `try`/`catch`, `@meta`, declaration statements and expression statements; `asm`
//! statements are in `asm.rs`.

use super::decl::DeclCtx;
use super::declarator::DeclMode;
use super::names::PathMode;
use super::specs::{is_decl_keyword, SpecCtx};
use super::{diags, Parser};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::lex::token::{Keyword, Punct, TokenKind};
use crate::source::Span;

impl Parser<'_> {
    fn alloc_stmt(&mut self, kind: StmtKind, span: Span) -> StmtId {
        self.tu.stmts.alloc(Stmt { kind, span })
    }

    /// compound-statement := `{` statement* `}`
    pub(super) fn compound_stmt(&mut self) -> StmtId {
        let start = self.bump(); // `{`
        self.scopes.push_block();
        let mut stmts = Vec::new();
        while !self.at(Punct::RBrace) && !self.at_eof() {
            let before = self.pos;
            stmts.push(self.statement());
            if self.pos == before {
                self.bump();
            }
        }
        self.scopes.pop();
        self.expect(Punct::RBrace, "to close the block");
        self.alloc_stmt(StmtKind::Compound(stmts), start.to(self.prev_span()))
    }

    /// statement := compound-statement | if-statement | `@codegen` if-statement | switch-statement
    ///   | while-statement | do-statement | for-statement | jump-statement | labeled-statement
    ///   | try-block | `@meta` statement | declaration-statement | expression-statement | `;`
    pub(super) fn statement(&mut self) -> StmtId {
        let start = self.span();
        if !self.enter() {
            return self.alloc_stmt(StmtKind::Error, start);
        }
        let s = self.statement_inner(start);
        self.leave();
        s
    }

    fn statement_inner(&mut self, start: Span) -> StmtId {
        // `[[likely]]`, `[[maybe_unused]]`: accepted and ignored.
        if self.at(Punct::LBracket) && self.peek(1) == TokenKind::Punct(Punct::LBracket) {
            self.skip_attributes();
        }
        match self.kind() {
            TokenKind::Punct(Punct::LBrace) => self.compound_stmt(),
            TokenKind::Punct(Punct::Semi) => {
                self.bump();
                self.alloc_stmt(StmtKind::Empty, start)
            }
            TokenKind::Keyword(Keyword::If) => self.if_stmt(start, IfKind::Plain, 0),
            TokenKind::AtCodegen if self.peek(1) == TokenKind::Keyword(Keyword::If) => {
                self.bump();
                self.if_stmt(start, IfKind::Codegen, 0)
            }
            TokenKind::PragmaUnroll => self.loop_pragma(start),
            TokenKind::AtMeta => {
                self.bump();
                let inner = self.statement();
                self.alloc_stmt(StmtKind::Meta(inner), start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::While) => {
                self.bump();
                let cond = self.paren_condition("after `while`", "to close the `while` condition");
                let body = self.sub_statement();
                self.alloc_stmt(StmtKind::While { cond, body }, start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::Do) => {
                self.bump();
                let body = self.sub_statement();
                let mut cond = None;
                if self.eat_kw(Keyword::While) {
                    if self.expect(Punct::LParen, "after `while`") {
                        cond = Some(self.expr());
                        self.expect(Punct::RParen, "to close the condition");
                    }
                    if !self.expect_semi("after the do-while statement") {
                        self.recover_to_semi();
                    }
                } else {
                    self.error_expected("`while`", "after the body of the do statement");
                    self.recover_to_semi();
                }
                let cond = cond.unwrap_or_else(|| self.error_expr(start));
                self.alloc_stmt(StmtKind::Do { body, cond }, start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::For) => self.for_stmt(start),
            TokenKind::Keyword(Keyword::Switch) => {
                self.bump();
                let (init, cond) = self.paren_init_condition("after `switch`", "to close the `switch` condition");
                let body = self.sub_statement();
                self.alloc_stmt(StmtKind::Switch { init, cond, body }, start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::Case) => {
                self.bump();
                let value = self.conditional_expr();
                if self.at(Punct::Ellipsis) {
                    let sp = self.span();
                    self.report(
                        Diagnostic::error(diags::UNSUPPORTED_SYNTAX, sp, "case ranges (`case a ... b:`) are not supported")
                            .with_label("GNU extension"),
                    );
                    self.bump();
                    self.conditional_expr();
                }
                self.expect(Punct::Colon, "after the case value");
                let body = self.label_body();
                self.alloc_stmt(StmtKind::Case { value, body }, start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::Default) => {
                self.bump();
                self.expect(Punct::Colon, "after `default`");
                let body = self.label_body();
                self.alloc_stmt(StmtKind::Default { body }, start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::Break) => {
                self.bump();
                self.semi_or_recover("after `break`");
                self.alloc_stmt(StmtKind::Break, start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::Continue) => {
                self.bump();
                self.semi_or_recover("after `continue`");
                self.alloc_stmt(StmtKind::Continue, start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::Return) => {
                self.bump();
                let value = if self.at(Punct::Semi) { None } else { Some(self.expr()) };
                self.semi_or_recover("after the return statement");
                self.alloc_stmt(StmtKind::Return(value), start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::Asm) => {
                let kind = self.asm_stmt();
                self.alloc_stmt(kind, start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::Goto) => {
                self.bump();
                if !self.at_ident() {
                    // `goto *p;` (GNU's computed goto) and other forms.
                    let sp = self.span();
                    self.report(
                        Diagnostic::error(diags::GOTO_UNSUPPORTED, sp, "only `goto label;` is supported")
                            .with_label("expected a label name")
                            .with_note("computed `goto *address` (a GNU extension) is not supported"),
                    );
                    self.recover_to_semi();
                    return self.alloc_stmt(StmtKind::Error, start.to(self.prev_span()));
                }
                let label = self.text();
                self.bump();
                self.expect(Punct::Semi, "after `goto label`");
                self.alloc_stmt(StmtKind::Goto { label }, start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::Try) => {
                self.bump();
                let body = if self.at(Punct::LBrace) {
                    self.compound_stmt()
                } else {
                    self.error_expected("`{`", "after `try`");
                    self.alloc_stmt(StmtKind::Error, start)
                };
                let handlers = self.handlers();
                self.alloc_stmt(StmtKind::Try { body, handlers }, start.to(self.prev_span()))
            }
            TokenKind::Keyword(Keyword::Else) => {
                self.error_expected("statement", "(`else` without a matching `if`)");
                self.bump();
                self.alloc_stmt(StmtKind::Error, start)
            }
            TokenKind::Ident if self.peek(1) == TokenKind::Punct(Punct::Colon) => {
                let name = self.text();
                self.bump();
                self.bump();
                let body = self.label_body();
                self.alloc_stmt(StmtKind::Label { name, body }, start.to(self.prev_span()))
            }
            _ => self.decl_or_expr_stmt(start),
        }
    }

    /// The statement after a label: a statement, or nothing before `}` (C++23 allows it).
    fn label_body(&mut self) -> StmtId {
        if self.at(Punct::RBrace) {
            let sp = self.span();
            return self.alloc_stmt(StmtKind::Empty, sp);
        }
        self.statement()
    }

    /// A statement that is the body of `if`, `while`, `for`, ... (in its own scope).
    /// `#pragma unroll [( N )]` / `#pragma nounroll` (as the preprocessor passes them) and the
    /// statement after it, which must be a loop; otherwise the pragma is ignored with a warning.
    fn loop_pragma(&mut self, start: Span) -> StmtId {
        let text = self.tok().text;
        self.bump();
        let disable = self.names.get(text).contains("nounroll");
        let mut pragma = if disable { LoopPragma::Disable } else { LoopPragma::Enable };
        if self.eat(Punct::LParen) {
            let e = self.expr();
            self.expect(Punct::RParen, "to close the loop pragma's count");
            if !disable {
                pragma = LoopPragma::Count(e);
            }
        }
        if self.at(Punct::RBrace) || self.at_eof() {
            self.report(
                Diagnostic::warning(diags::MISPLACED_LOOP_PRAGMA, start, "loop pragma must be followed by a loop")
                    .with_label("ignored: nothing follows it in this block")
                    .with_note("put the pragma right before the loop it is meant for"),
            );
            return self.alloc_stmt(StmtKind::Empty, start);
        }
        let s = self.statement();
        let is_loop = matches!(
            self.tu.stmt(s).kind,
            StmtKind::While { .. } | StmtKind::Do { .. } | StmtKind::For(_) | StmtKind::RangeFor { .. }
        );
        if is_loop {
            self.tu.loop_pragmas.insert(s, pragma);
        } else if !matches!(self.tu.stmt(s).kind, StmtKind::Error) {
            self.report(
                Diagnostic::warning(diags::MISPLACED_LOOP_PRAGMA, start, "loop pragma must be followed by a loop")
                    .with_label("ignored: the next statement is not `for`, `while` or `do`")
                    .with_note("put the pragma right before the loop it is meant for"),
            );
        }
        s
    }

    /// A loop pragma where no statement can follow (at namespace or class scope): skipped with
    /// a warning.
    pub(super) fn misplaced_loop_pragma(&mut self) {
        let start = self.bump();
        if self.eat(Punct::LParen) {
            let mut depth = 1;
            while depth > 0 && !self.at_eof() {
                if self.at(Punct::LParen) {
                    depth += 1;
                } else if self.at(Punct::RParen) {
                    depth -= 1;
                }
                self.bump();
            }
        }
        self.report(
            Diagnostic::warning(diags::MISPLACED_LOOP_PRAGMA, start, "loop pragma must be followed by a loop")
                .with_label("ignored: only a loop statement can follow here")
                .with_note("put the pragma right before the loop it is meant for, inside a function body"),
        );
    }

    fn sub_statement(&mut self) -> StmtId {
        self.scopes.push_block();
        let s = self.statement();
        self.scopes.pop();
        s
    }

    fn semi_or_recover(&mut self, context: &str) {
        // A missing `;` before a token that starts a new line: the next line is most likely
        // a statement of its own, so resume there.
        if !self.expect_semi(context) && !self.at_line_start() {
            self.recover_to_semi();
        }
    }

    /// handler-seq := (`catch` `(` (parameter-declaration | `...`) `)` compound-statement)+
    pub(super) fn handlers(&mut self) -> Vec<Handler> {
        let mut handlers = Vec::new();
        if !self.at_kw(Keyword::Catch) {
            self.error_expected("`catch`", "after the try block");
        }
        while self.at_kw(Keyword::Catch) {
            let start = self.bump();
            self.scopes.push_block();
            let mut param = None;
            if self.expect(Punct::LParen, "after `catch`") {
                if !self.eat(Punct::Ellipsis) {
                    let (params, _) = self.param_list();
                    param = params.first().copied();
                }
                self.expect(Punct::RParen, "to close the handler's parameter");
            }
            let body = if self.at(Punct::LBrace) {
                self.compound_stmt()
            } else {
                self.error_expected("`{`", "to begin the handler");
                let sp = self.span();
                self.alloc_stmt(StmtKind::Error, sp)
            };
            self.scopes.pop();
            handlers.push(Handler { param, body, span: start.to(self.prev_span()) });
        }
        handlers
    }

    /// if-statement := `if` `constexpr`? `(` (init-statement)? condition `)` statement
    ///   (`else` statement)?   (`@codegen` before `if` makes it a codegen if; `if target (c)`
    ///   is nvc++'s target branch, which `<nv/target>`'s `NV_IF_TARGET` expands to)
    /// `chain` counts the `else if` links before this one; each is a chain link
    /// ([`super::MAX_CHAIN_LINKS`]), not a nesting level, as in clang and g++.
    fn if_stmt(&mut self, start: Span, mut kind: IfKind, chain: u32) -> StmtId {
        self.bump(); // `if`
        // `target` is not a keyword: only `if target (` makes it one, as no plain `if` has a
        // name between `if` and `(`.
        if kind == IfKind::Plain
            && self.at_ident()
            && self.text() == self.known.target
            && self.peek(1) == TokenKind::Punct(Punct::LParen)
        {
            self.bump();
            kind = IfKind::Target;
        } else if self.eat_kw(Keyword::Constexpr) {
            if kind == IfKind::Codegen {
                let sp = self.prev_span();
                self.report(
                    Diagnostic::error(diags::EXPECTED_TOKEN, sp, "`@codegen if` cannot also be `if constexpr`")
                        .with_label("remove `constexpr`"),
                );
            } else {
                kind = IfKind::Constexpr;
            }
        }
        self.scopes.push_block();
        let (init, cond) = self.paren_init_condition("after `if`", "to close the `if` condition");
        let then = self.sub_statement();
        let else_ = if self.eat_kw(Keyword::Else) {
            let else_kind = match self.kind() {
                TokenKind::Keyword(Keyword::If) => Some(IfKind::Plain),
                TokenKind::AtCodegen if self.peek(1) == TokenKind::Keyword(Keyword::If) => Some(IfKind::Codegen),
                _ => None,
            };
            match else_kind {
                Some(k) => {
                    let link = chain + 1;
                    if !self.enter_chain() {
                        None
                    } else {
                        let s = self.span();
                        if k == IfKind::Codegen {
                            self.bump();
                        }
                        self.scopes.push_block();
                        let nested = self.if_stmt(s, k, link);
                        self.scopes.pop();
                        self.leave_chain();
                        Some(nested)
                    }
                }
                None => Some(self.sub_statement()),
            }
        } else {
            None
        };
        self.scopes.pop();
        let s = IfStmt { kind, init, cond, then, else_ };
        self.alloc_stmt(StmtKind::If(Box::new(s)), start.to(self.prev_span()))
    }

    /// `(` condition `)`
    fn paren_condition(&mut self, after: &str, close: &str) -> Cond {
        let (_, cond) = self.paren_init_condition_opt(after, close, false);
        cond
    }

    /// `(` (init-statement)? condition `)`
    fn paren_init_condition(&mut self, after: &str, close: &str) -> (Option<StmtId>, Cond) {
        self.paren_init_condition_opt(after, close, true)
    }

    /// `after` and `close` complete the messages for a missing `(` and `)`.
    fn paren_init_condition_opt(&mut self, after: &str, close: &str, allow_init: bool) -> (Option<StmtId>, Cond) {
        let start = self.span();
        if !self.expect(Punct::LParen, after) {
            let e = self.error_expr(start);
            return (None, Cond::Expr(e));
        }
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let mut init = None;
        let mut cond = self.condition();
        if allow_init && self.at(Punct::Semi) {
            // The first part was an init-statement.
            let sp = start.to(self.prev_span());
            let kind = match cond {
                Cond::Expr(e) => StmtKind::Expr(e),
                Cond::Decl(d) => StmtKind::Decl(vec![d]),
            };
            self.bump();
            init = Some(self.alloc_stmt(kind, sp));
            cond = self.condition();
        }
        self.in_template_args = saved;
        if !self.expect(Punct::RParen, close) {
            // Skip to the `)` on this line of thought, or give up at `{`/`;`.
            while !self.at_eof() && !self.at(Punct::LBrace) && !self.at(Punct::Semi) && !self.at(Punct::RBrace) {
                if self.eat(Punct::RParen) {
                    break;
                }
                self.bump();
            }
        }
        (init, cond)
    }

    /// condition := expression | decl-specifiers declarator (`=` initializer-clause | braced-init-list)
    fn condition(&mut self) -> Cond {
        // `if constexpr (typename T::is_always_equal{})`: a functional cast, not a declaration.
        if self.at_decl_start_simple() && !self.at_functional_cast() {
            let start = self.span();
            let mut out = Vec::new();
            self.simple_declaration_no_semi(&mut out, None);
            if let Some(&d) = out.first() {
                return Cond::Decl(d);
            }
            return Cond::Expr(self.error_expr(start));
        }
        if self.at_path_start() && !self.at_kw(Keyword::Operator) {
            let p = self.path(PathMode::Normal);
            if p.is_type() && !p.special && !matches!(self.kind(), TokenKind::Punct(Punct::LParen | Punct::LBrace)) {
                let mut out = Vec::new();
                self.simple_declaration_no_semi(&mut out, Some(p));
                if let Some(&d) = out.first() {
                    return Cond::Decl(d);
                }
            }
            let e = self.name_expr(p);
            let e = self.postfix_rest(e);
            let e = self.assign_rest(e, true);
            return Cond::Expr(self.comma_rest(e));
        }
        Cond::Expr(self.expr())
    }

    /// One declarator with its initializer, without the `;` (conditions and for-init).
    /// Returns whether it was a structured binding (the hidden variable first in `out`).
    fn simple_declaration_no_semi(&mut self, out: &mut Vec<DeclId>, pre: Option<super::names::PathInfo>) -> bool {
        let start = pre.map_or(self.span(), |p| self.tu.paths[p.id].span);
        let specs = self.decl_specs(SpecCtx::Decl, pre);
        if specs.ty.is_some() && self.at_structured_binding() {
            self.structured_binding(&specs, start, true, out);
            return true;
        }
        let Some(base) = specs.ty else {
            self.error_expected("a type", "");
            return false;
        };
        loop {
            let d = self.declarator(DeclMode::Named, None);
            let Some(name) = d.name else {
                self.error_expected("a declarator name", "");
                return false;
            };
            let ty = self.build_type(base, &d.ops);
            if let Some(n) = self.last_ident(name.id) {
                self.scopes.declare(n, super::scope::Sym { kind: super::scope::SymKind::Value, members: None });
            }
            let init = self.initializer();
            let mut spec = specs.spec.clone();
            spec.merge(d.attrs);
            let var = VarDecl { name: name.id, ty, spec, init };
            out.push(self.tu.decls.alloc(Decl { kind: DeclKind::Var(var), span: start.to(self.prev_span()) }));
            if !self.eat(Punct::Comma) {
                return false;
            }
        }
    }

    /// for-statement := `for` `(` init-statement condition? `;` expression? `)` statement
    /// range-for := `for` `(` decl-specifiers declarator `:` (expression | braced-init-list) `)` statement
    fn for_stmt(&mut self, start: Span) -> StmtId {
        self.bump(); // `for`
        self.scopes.push_block();
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let res = if self.at_kw(Keyword::Enum) { self.for_enum_inner(start) } else { self.for_stmt_inner(start) };
        self.in_template_args = saved;
        self.scopes.pop();
        res
    }

    /// Circle's for-enum-statement, after `for`:
    /// `enum` `(` decl-specifiers declarator `:` type-id `)` statement
    fn for_enum_inner(&mut self, start: Span) -> StmtId {
        self.bump(); // `enum`
        if !self.expect(Punct::LParen, "after `for enum`") {
            self.recover_to_semi();
            return self.alloc_stmt(StmtKind::Error, start);
        }
        let mut decls = Vec::new();
        self.simple_declaration_no_semi(&mut decls, None);
        let Some(&var) = decls.first() else {
            self.recover_to_semi();
            return self.alloc_stmt(StmtKind::Error, start);
        };
        self.expect(Punct::Colon, "after the variable of `for enum`");
        let enum_ty = self.type_id();
        self.expect(Punct::RParen, "to close the `for enum` header");
        let body = self.sub_statement();
        self.alloc_stmt(StmtKind::ForEnum { var, enum_ty, body }, start.to(self.prev_span()))
    }

    fn for_stmt_inner(&mut self, start: Span) -> StmtId {
        if !self.expect(Punct::LParen, "after `for`") {
            self.recover_to_semi();
            return self.alloc_stmt(StmtKind::Error, start);
        }
        let init_start = self.span();
        let mut init = None;
        if !self.eat(Punct::Semi) {
            let mut decls = Vec::new();
            let mut expr = None;
            let mut binding = false;
            if self.at_decl_start_simple() {
                binding = self.simple_declaration_no_semi(&mut decls, None);
            } else if self.at_path_start() && !self.at_kw(Keyword::Operator) {
                let p = self.path(PathMode::Normal);
                if p.is_type() && !p.special && !matches!(self.kind(), TokenKind::Punct(Punct::LParen | Punct::LBrace)) {
                    binding = self.simple_declaration_no_semi(&mut decls, Some(p));
                } else {
                    let e = self.name_expr(p);
                    let e = self.postfix_rest(e);
                    let e = self.assign_rest(e, true);
                    expr = Some(self.comma_rest(e));
                }
            } else {
                expr = Some(self.expr());
            }
            // Range-for: `for (T x : range)`.
            if self.at(Punct::Colon) && (decls.len() == 1 || binding && !decls.is_empty()) {
                self.bump();
                let range = if self.at(Punct::LBrace) { self.braced_init_list() } else { self.expr() };
                self.expect(Punct::RParen, "to close the range-for header");
                let body = self.sub_statement();
                let var = decls[0];
                // `for (auto& [k, v] : m)`: the names are declared in each iteration, first.
                let body = if binding {
                    let sp = self.tu.stmts[body].span;
                    let names = self.alloc_stmt(StmtKind::Decl(decls[1..].to_vec()), sp);
                    self.alloc_stmt(StmtKind::Compound(vec![names, body]), sp)
                } else {
                    body
                };
                return self.alloc_stmt(StmtKind::RangeFor { init: None, var, range, body }, start.to(self.prev_span()));
            }
            let sp = init_start.to(self.prev_span());
            let kind = match expr {
                Some(e) => StmtKind::Expr(e),
                None => StmtKind::Decl(decls),
            };
            init = Some(self.alloc_stmt(kind, sp));
            if !self.expect(Punct::Semi, "after the for-loop initializer") {
                self.recover_to_semi();
            }
        }
        let cond = if self.at(Punct::Semi) { None } else { Some(self.condition()) };
        self.expect(Punct::Semi, "after the for-loop condition");
        let step = if self.at(Punct::RParen) { None } else { Some(self.expr()) };
        if !self.expect(Punct::RParen, "to close the for-loop header") {
            while !self.at_eof() && !self.at(Punct::LBrace) && !self.at(Punct::Semi) {
                if self.eat(Punct::RParen) {
                    break;
                }
                self.bump();
            }
        }
        let body = self.sub_statement();
        let f = ForStmt { init, cond, step, body };
        self.alloc_stmt(StmtKind::For(Box::new(f)), start.to(self.prev_span()))
    }

    /// Does the statement start with a keyword that begins a declaration?
    fn at_decl_start_simple(&self) -> bool {
        match self.kind() {
            TokenKind::Keyword(k) => is_decl_keyword(k),
            TokenKind::AtCodegen => true,
            _ => false,
        }
    }

    /// declaration-statement | expression-statement. A leading name is parsed once; whether
    /// it names a type decides which one this is (`T * x;` declares x when `T` is a type).
    fn decl_or_expr_stmt(&mut self, start: Span) -> StmtId {
        let kind = self.kind();
        let is_decl_kw = match kind {
            TokenKind::Keyword(Keyword::Using | Keyword::Typedef | Keyword::StaticAssert | Keyword::Namespace)
            | TokenKind::Keyword(Keyword::Template) => true,
            TokenKind::Keyword(k) => is_decl_keyword(k),
            TokenKind::AtCodegen => true,
            _ => false,
        };
        if is_decl_kw {
            let mut out = Vec::new();
            self.declaration(&mut out, DeclCtx::Block);
            return self.alloc_stmt(StmtKind::Decl(out), start.to(self.prev_span()));
        }
        if self.at_path_start() && !self.at_kw(Keyword::Operator) {
            let p = self.path(PathMode::Normal);
            let as_decl = if p.special {
                false
            } else if p.is_type() {
                match self.kind() {
                    // `T(x).f();` and `T{1};` are expressions; `T (*fp)(int);` a declaration, but
                    // not `T(*this).swap(*this);` (`this` cannot be declared: thrust's vector).
                    TokenKind::Punct(Punct::LParen) => {
                        matches!(self.peek(1), TokenKind::Punct(Punct::Star | Punct::Amp | Punct::AmpAmp))
                            && self.peek(2) != TokenKind::Keyword(Keyword::This)
                    }
                    TokenKind::Punct(Punct::LBrace | Punct::Dot | Punct::Arrow) => false,
                    _ => true,
                }
            } else {
                // `X y;` with X unknown, or `T::type y;` without `typename`: a declaration
                // whose type the specifiers report (or accept, when dependent).
                self.at_ident() && self.peek(1) != TokenKind::Punct(Punct::Colon)
                    && !(self.tu.paths[p.id].last.args.is_some() && !p.dependent && p.sym.is_some())
            };
            if as_decl {
                let mut out = Vec::new();
                // A name not known as a type (`X y;`) is still a declaration; sema reports
                // the name as unknown or as not a type.
                self.simple_declaration(&mut out, DeclCtx::Block, Some(p));
                return self.alloc_stmt(StmtKind::Decl(out), start.to(self.prev_span()));
            }
            let e = self.name_expr(p);
            let e = self.postfix_rest(e);
            let e = self.assign_rest(e, true);
            let e = self.comma_rest(e);
            return self.finish_expr_stmt(e, start);
        }
        if matches!(kind, TokenKind::Punct(Punct::RBrace) | TokenKind::Eof) {
            self.error_expected("statement", "");
            return self.alloc_stmt(StmtKind::Error, start);
        }
        let e = self.expr();
        self.finish_expr_stmt(e, start)
    }

    fn finish_expr_stmt(&mut self, e: ExprId, start: Span) -> StmtId {
        if matches!(self.tu.exprs[e].kind, ExprKind::Error) {
            self.recover_to_semi();
            return self.alloc_stmt(StmtKind::Error, start.to(self.prev_span()));
        }
        self.semi_or_recover("after the expression");
        self.alloc_stmt(StmtKind::Expr(e), start.to(self.prev_span()))
    }
}
