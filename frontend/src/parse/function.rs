//! Function declarations and definitions: the declarator turned into a [`FunctionDecl`],
//! `= default`/`= delete`/`= 0`, constructor member initializers, bodies (with the class scope
//! of a qualified name active), function-try-blocks, and the member function bodies that are
//! skipped inside a class and parsed once the class is complete.

use super::declarator::Declarator;
use super::names::{PathInfo, PathMode};
use super::scope::{ScopeKind, Sym, SymKind};
use super::specs::Specs;
use super::Parser;
use crate::ast::*;
use crate::lex::token::{Keyword, Punct, TokenKind};
use crate::source::Span;

impl Parser<'_> {
    /// A function declaration or definition.
    pub(super) fn function_decl(
        &mut self,
        specs: &Specs,
        mut d: Declarator,
        base: TypeExprId,
        name: PathInfo,
        templated: bool,
        start: Span,
    ) -> (DeclId, bool) {
        let Some(super::declarator::DeclOp::Func(sig, _)) = d.ops.pop() else {
            return (self.alloc_decl(DeclKind::Error, start), false);
        };
        let mut sig = *sig;
        if !sig.trailing_return {
            sig.ret = if specs.ty.is_some() { Some(self.build_type(base, &d.ops)) } else { None };
        }
        let mut spec = specs.spec.clone();
        spec.flags.set(d.virt);
        if let Some(n) = self.last_ident(name.id) {
            // Constructors do not shadow their class.
            if self.tu.paths[name.id].qualifier.is_empty() && self.class_names.last() != Some(&n) {
                let kind = if templated { SymKind::ValueTemplate } else { SymKind::Value };
                self.scopes.declare(n, Sym { kind, members: None });
            }
        }
        let mut ctor_inits = Vec::new();
        let mut had_body = false;
        let mut deferred_at = None;
        let body = if self.eat(Punct::Eq) {
            if self.eat_kw(Keyword::Default) {
                FnBody::Default
            } else if self.eat_kw(Keyword::Delete) {
                FnBody::Delete
            } else if self.kind() == TokenKind::IntLit {
                self.bump();
                FnBody::Pure
            } else {
                self.error_expected("`default`, `delete` or `0`", "after `=` in a function declaration");
                FnBody::None
            }
        } else if self.at(Punct::LBrace) || self.at(Punct::Colon) || self.at_kw(Keyword::Try) {
            had_body = true;
            if !self.deferred.is_empty() {
                // A member function (or member function template) defined in its class: its
                // body may use members declared later in the class, so it is parsed when the
                // class is complete.
                deferred_at = Some(self.pos);
                self.skip_function_body();
                FnBody::None
            } else {
                let params = self.param_names(&sig.params);
                let (inits, body) = self.function_body_full(name, &params);
                ctor_inits = inits;
                body
            }
        } else {
            FnBody::None
        };
        let f = FunctionDecl { name: name.id, spec, sig, ctor_inits, body };
        let id = self.alloc_decl(DeclKind::Function(Box::new(f)), start.to(self.prev_span()));
        if let (Some(pos), Some(list)) = (deferred_at, self.deferred.last_mut()) {
            let tparams = self.scopes.member_template_params();
            list.push(super::Deferred { decl: id, pos, name, tparams });
        }
        (id, had_body)
    }

    /// function-body := `try`? ctor-initializer? compound-statement handler-seq?
    /// (at `try`, `:` or `{`). Returns the member initializers and the body.
    fn function_body_full(&mut self, name: PathInfo, params: &[crate::intern::Name]) -> (Vec<MemInit>, FnBody) {
        let is_try = self.eat_kw(Keyword::Try);
        let ctor_inits = if self.at(Punct::Colon) { self.ctor_initializers() } else { Vec::new() };
        let stub = self.at(Punct::LBrace)
            && self.tok().flags.has(crate::lex::token::TokenFlags::FROM_MACRO)
            && self.peek(1) == TokenKind::Punct(Punct::RBrace);
        let body = self.function_body(name, params);
        if stub {
            self.tu.macro_stub_bodies.insert(body);
        }
        if is_try {
            let handlers = self.handlers();
            let span = self.tu.stmts[body].span.to(self.prev_span());
            let t = self.tu.stmts.alloc(Stmt { kind: StmtKind::Try { body, handlers }, span });
            return (ctor_inits, FnBody::TryBlock(t));
        }
        (ctor_inits, FnBody::Block(body))
    }

    /// Skips a function body without parsing it (`try`? `:` inits? `{...}` handlers?).
    fn skip_function_body(&mut self) {
        let is_try = self.eat_kw(Keyword::Try);
        if self.at(Punct::Colon) {
            // Member initializers: `{` at this level opens the body when it follows `)`, `}`
            // or a pack expansion's `...` (after `x(1)`, `y{2}` or `B<I>()...`); after a name
            // it is a braced initializer.
            self.bump();
            while !self.at_eof() && !self.at(Punct::Semi) && !self.at(Punct::RBrace) {
                match self.kind() {
                    TokenKind::Punct(Punct::LBrace) => {
                        let prev = self.toks[self.pos - 1].kind;
                        if matches!(
                            prev,
                            TokenKind::Punct(Punct::RParen | Punct::RBrace | Punct::Colon | Punct::Ellipsis)
                        ) {
                            break;
                        }
                        self.skip_balanced();
                    }
                    TokenKind::Punct(Punct::LParen | Punct::LBracket) => self.skip_balanced(),
                    _ => {
                        self.bump();
                    }
                }
            }
        }
        if self.at(Punct::LBrace) {
            self.skip_balanced();
        }
        if is_try {
            while self.eat_kw(Keyword::Catch) {
                if self.at(Punct::LParen) {
                    self.skip_balanced();
                }
                if self.at(Punct::LBrace) {
                    self.skip_balanced();
                }
            }
        }
    }

    /// Parses the bodies of the member functions deferred while the class body was parsed
    /// (called when the class is complete, with its scope still active).
    pub(super) fn parse_deferred_bodies(&mut self, list: Vec<super::Deferred>) {
        if list.is_empty() {
            return;
        }
        let (pos, split, last_error) = (self.pos, self.split, self.last_error_pos);
        for d in list {
            self.pos = d.pos;
            self.split = 0;
            self.sync();
            let depth = self.scopes.depth();
            for &k in &d.tparams {
                self.scopes.push(k, super::scope::ScopeKind::TemplateParams);
            }
            let params = match &self.tu.decls[d.decl].kind {
                DeclKind::Function(f) => self.param_names(&f.sig.params),
                _ => Vec::new(),
            };
            let (inits, body) = self.function_body_full(d.name, &params);
            self.scopes.truncate(depth);
            if let DeclKind::Function(f) = &mut self.tu.decls[d.decl].kind {
                f.ctor_inits = inits;
                f.body = body;
            }
        }
        self.pos = pos;
        self.split = split;
        self.sync();
        self.last_error_pos = self.last_error_pos.max(last_error);
    }


    /// mem-initializer-list := `:` mem-initializer (`,` mem-initializer)*
    /// mem-initializer := qualified-name (`(` expression-list? `)` | braced-init-list) `...`?
    fn ctor_initializers(&mut self) -> Vec<MemInit> {
        self.bump(); // `:`
        let mut inits = Vec::new();
        loop {
            let start = self.span();
            if !self.at_path_start() {
                self.error_expected("a member or base class name", "in the constructor initializer list");
                break;
            }
            let target = self.path(PathMode::Normal).id;
            let init = if self.at(Punct::LBrace) {
                Init::Brace(self.braced_init_list())
            } else if self.expect(Punct::LParen, "after the member name") {
                let args = self.expr_list(Punct::RParen);
                self.expect(Punct::RParen, "to close the member initializer");
                Init::Paren(args)
            } else {
                break;
            };
            let pack_expansion = self.eat(Punct::Ellipsis);
            inits.push(MemInit { target, init, pack_expansion, span: start.to(self.prev_span()) });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        inits
    }

    /// The names of a function's parameters.
    pub(super) fn param_names(&self, params: &[DeclId]) -> Vec<crate::intern::Name> {
        params
            .iter()
            .filter_map(|&p| match &self.tu.decls[p].kind {
                DeclKind::Param(x) => x.name,
                _ => None,
            })
            .collect()
    }

    /// function-body := compound-statement, with the class scope of a qualified name
    /// (`void S::f() { ... }`) active, and the parameters, which hide types of the same name
    /// (`switch (array)` with a parameter `array` where `std::array` is visible).
    fn function_body(&mut self, name: PathInfo, params: &[crate::intern::Name]) -> StmtId {
        let depth = self.scopes.depth();
        for k in self.qualifier_scopes(name.id) {
            self.scopes.push(k, ScopeKind::Class);
        }
        self.scopes.push_block();
        for &n in params {
            self.scopes.declare_innermost(n, Sym { kind: SymKind::Value, members: None });
        }
        let saved_templ = std::mem::replace(&mut self.in_template_args, false);
        let body = if self.at(Punct::LBrace) {
            self.compound_stmt()
        } else {
            self.error_expected("`{`", "to begin the function body");
            self.recover_to_semi();
            let sp = self.span();
            self.tu.stmts.alloc(Stmt { kind: StmtKind::Error, span: sp })
        };
        self.in_template_args = saved_templ;
        self.scopes.truncate(depth);
        body
    }

    /// The member scopes named by each segment of a path's qualifier in turn, as far as they
    /// are known (`B` and `B::S` for `B<C>::S::f`): a member's definition outside its class
    /// sees the names of every enclosing class ([basic.lookup.unqual]).
    pub(super) fn qualifier_scopes(&self, p: PathId) -> Vec<super::scope::ScopeKey> {
        let path = &self.tu.paths[p];
        let mut scopes: Vec<super::scope::ScopeKey> = Vec::new();
        for (i, seg) in path.qualifier.iter().enumerate() {
            let UnqualName::Ident(n) = seg.name else { break };
            let sym = if i == 0 && !path.global {
                self.scopes.lookup(n)
            } else {
                self.scopes.lookup_in(scopes.last().copied().unwrap_or(super::scope::GLOBAL), n)
            };
            let Some(k) = sym.and_then(|s| s.members) else { break };
            scopes.push(k);
        }
        scopes
    }
}
