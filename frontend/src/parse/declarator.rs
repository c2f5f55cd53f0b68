//! Declarators: the part of a declaration that names the entity and wraps the specifier type in
//! pointers, references, arrays and function types (`*const p`, `(&a)[4]`, `(*fp)(int)`,
//! `f(int a, int b = 2) const noexcept -> int`), abstract declarators in type-ids, and function
//! parameter lists.

use super::names::{PathInfo, PathMode};
use super::specs::{is_decl_keyword, SpecCtx};
use super::Parser;
use crate::ast::*;
use crate::lex::token::{Keyword, Punct, TokenKind};
use crate::source::Span;

/// Whether a declarator must, may or must not have a name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum DeclMode {
    Named,
    Abstract,
    /// Function parameters: the name is optional.
    Either,
}

/// One type-building step of a declarator, applied to the specifier type in order.
pub(super) enum DeclOp {
    Ptr(Cv, Span),
    LRef(Span),
    RRef(Span),
    /// `__restrict__` after `&` or `&&` (a clang extension: the reference parameter is
    /// `noalias`).
    RestrictRef(Span),
    MemPtr(PathId, Cv, Span),
    Array(Option<ExprId>, Span),
    Func(Box<FnSig>, Span),
}

/// A parsed declarator.
pub(super) struct Declarator {
    pub name: Option<PathInfo>,
    /// Steps from the specifier type outwards; a declarator whose last step is `Func` declares
    /// a function.
    pub ops: Vec<DeclOp>,
    /// `...` before the name (`Ts... args`).
    pub pack: bool,
    /// `override` / `final` after a function declarator ([`SpecFlags`] bits).
    pub virt: u32,
    /// GNU attributes right after the declarator-id (`int x __attribute__((aligned(16)));`):
    /// they apply to the declaration as if written with its decl-specifiers.
    pub attrs: crate::ast::DeclSpec,
    pub span: Span,
}

impl Declarator {
    pub fn is_function(&self) -> bool {
        matches!(self.ops.last(), Some(DeclOp::Func(..)))
    }
}

impl Parser<'_> {
    /// declarator := ptr-operator* `...`? direct-declarator suffix*
    /// direct-declarator := declarator-id | `(` declarator `)` | (nothing, when abstract)
    /// `pre` is a declarator-id already parsed by the decl-specifiers (constructors).
    pub(super) fn declarator(&mut self, mode: DeclMode, pre: Option<PathInfo>) -> Declarator {
        let start = self.span();
        let mut d = Declarator { name: None, ops: Vec::new(), pack: false, virt: 0, attrs: Default::default(), span: start };
        if !self.enter() {
            return d;
        }
        let mut inner: Option<Declarator> = None;
        let scope_depth = self.scopes.depth();
        if let Some(p) = pre {
            d.name = Some(p);
            self.enter_qualifier_scope(p.id);
        } else {
            self.ptr_operators(&mut d.ops);
            if self.eat(Punct::Ellipsis) {
                d.pack = true;
            }
            self.skip_attributes();
            match self.kind() {
                TokenKind::Punct(Punct::LParen) if self.paren_is_nested_declarator(mode) => {
                    self.bump();
                    inner = Some(self.declarator(mode, None));
                    self.expect(Punct::RParen, "to close the declarator");
                }
                TokenKind::Ident | TokenKind::Keyword(Keyword::Operator) | TokenKind::Punct(Punct::ColonColon)
                    if mode != DeclMode::Abstract && self.at_path_start() =>
                {
                    let p = self.path(PathMode::Decl);
                    d.name = Some(p);
                    self.enter_qualifier_scope(p.id);
                }
                TokenKind::Punct(Punct::Tilde) if mode != DeclMode::Abstract => {
                    d.name = Some(self.path(PathMode::Normal));
                }
                _ => {}
            }
        }
        if mode == DeclMode::Named {
            // A named declaration applies them (`init_declarator`); elsewhere they warn.
            self.attributes_here(&mut d.attrs);
        } else {
            self.skip_attributes();
        }
        // Suffixes, collected left to right and applied right to left.
        let mut suffixes: Vec<DeclOp> = Vec::new();
        let has_name = d.name.is_some();
        loop {
            let sp = self.span();
            if self.at(Punct::LBracket) && self.peek(1) != TokenKind::Punct(Punct::LBracket) {
                self.bump();
                let saved = std::mem::replace(&mut self.in_template_args, false);
                let size = if self.at(Punct::RBracket) { None } else { Some(self.expr()) };
                self.in_template_args = saved;
                self.expect(Punct::RBracket, "to close the array bound");
                suffixes.push(DeclOp::Array(size, sp.to(self.prev_span())));
            } else if self.at(Punct::LParen) {
                // `T x(args)` is a variable with a direct initializer, unless the parentheses
                // hold parameters.
                if mode == DeclMode::Named && has_name && inner.is_none() && suffixes.is_empty()
                    && !self.paren_starts_params()
                {
                    break;
                }
                let (sig, virt, attrs) = self.fn_suffix();
                d.virt |= virt;
                d.attrs.merge(attrs);
                suffixes.push(DeclOp::Func(Box::new(sig), sp.to(self.prev_span())));
            } else {
                break;
            }
        }
        d.ops.extend(suffixes.into_iter().rev());
        if d.ops.len() > self.max_depth as usize {
            // `int ******...p`: as deep a type as deep nesting; refuse it the same way.
            self.depth = self.max_depth;
            self.enter();
            d.ops.truncate(self.max_depth as usize);
        }
        if let Some(inner) = inner {
            d.name = inner.name;
            d.pack |= inner.pack;
            d.virt |= inner.virt;
            d.attrs.merge(inner.attrs);
            d.ops.extend(inner.ops);
        }
        d.span = start.to(self.prev_span());
        self.scopes.truncate(scope_depth);
        self.leave();
        d
    }

    /// After a qualified declarator-id (`void S::f(`), names in the rest of the declarator are
    /// looked up in `S` too, and in the classes enclosing it: pushes their scopes (the caller
    /// truncates).
    fn enter_qualifier_scope(&mut self, p: PathId) {
        if self.tu.paths[p].qualifier.is_empty() {
            return;
        }
        for k in self.qualifier_scopes(p) {
            self.scopes.push(k, super::scope::ScopeKind::Class);
        }
    }

    /// ptr-operator := `*` cv* | `&` | `&&` | nested-name `::*` cv*
    fn ptr_operators(&mut self, ops: &mut Vec<DeclOp>) {
        loop {
            let sp = self.span();
            match self.kind() {
                TokenKind::Punct(Punct::Star) => {
                    self.bump();
                    let cv = self.cv_seq();
                    ops.push(DeclOp::Ptr(cv, sp));
                }
                TokenKind::Punct(Punct::Amp) => {
                    self.bump();
                    ops.push(DeclOp::LRef(sp));
                    self.restrict_ref(ops);
                }
                TokenKind::Punct(Punct::AmpAmp) => {
                    self.bump();
                    ops.push(DeclOp::RRef(sp));
                    self.restrict_ref(ops);
                }
                TokenKind::Ident | TokenKind::Punct(Punct::ColonColon) if self.member_pointer_follows() => {
                    // `C::*`, `::C::*`, `ns::C::*` (a pointer to member of a class named by
                    // plain identifiers).
                    let global = self.eat(Punct::ColonColon);
                    let mut segs = Vec::new();
                    loop {
                        let (name, at) = (self.text(), self.span());
                        self.bump();
                        segs.push(crate::ast::PathSeg { name: crate::ast::UnqualName::Ident(name), args: None, template_kw: false, span: at });
                        self.bump(); // `::`
                        if self.eat(Punct::Star) {
                            break;
                        }
                    }
                    let last = segs.pop().expect("one segment at least");
                    let class = self.tu.paths.alloc(crate::ast::Path { global, qualifier: segs, last, span: sp.to(self.prev_span()) });
                    let cv = self.cv_seq();
                    ops.push(DeclOp::MemPtr(class, cv, sp.to(self.prev_span())));
                }
                _ => return,
            }
            self.skip_attributes();
        }
    }

    /// `__restrict__` after a reference's `&`: records it as a qualifier on the reference.
    fn restrict_ref(&mut self, ops: &mut Vec<DeclOp>) {
        if let TokenKind::Keyword(Keyword::Restrict | Keyword::RestrictGnu) = self.kind() {
            let sp = self.span();
            self.bump();
            ops.push(DeclOp::RestrictRef(sp));
        }
    }

    /// cv-qualifier* (with `__restrict__`)
    fn cv_seq(&mut self) -> Cv {
        let mut cv = Cv::NONE;
        loop {
            match self.kind() {
                TokenKind::Keyword(Keyword::Const) => cv = cv.with(Cv::CONST),
                TokenKind::Keyword(Keyword::Volatile) => cv = cv.with(Cv::VOLATILE),
                TokenKind::Keyword(Keyword::Restrict | Keyword::RestrictGnu) => cv = cv.with(Cv::RESTRICT),
                _ => return cv,
            }
            self.bump();
        }
    }

    /// Whether the tokens ahead are `C::*`, `::C::*` or `ns::C::*`: identifiers joined by `::`
    /// and ending in `::*`.
    fn member_pointer_follows(&self) -> bool {
        let mut i = usize::from(self.peek(0) == TokenKind::Punct(Punct::ColonColon));
        while i < 64 {
            if self.peek(i) != TokenKind::Ident || self.peek(i + 1) != TokenKind::Punct(Punct::ColonColon) {
                return false;
            }
            if self.peek(i + 2) == TokenKind::Punct(Punct::Star) {
                return true;
            }
            i += 2;
        }
        false
    }

    /// At `(` where a direct-declarator may start: is it `(declarator)` rather than a
    /// parameter list?
    fn paren_is_nested_declarator(&self, mode: DeclMode) -> bool {
        match self.peek(1) {
            TokenKind::Punct(Punct::Star | Punct::Amp | Punct::AmpAmp) => true,
            TokenKind::Punct(Punct::Ellipsis) => mode == DeclMode::Named,
            TokenKind::Ident => {
                if self.peek(2) == TokenKind::Punct(Punct::ColonColon) {
                    // `(C::*pm)` or `(ns::name)`
                    return true;
                }
                // `(name)` is a nested declarator unless the name is a type (then: parameters).
                // Where a name must be declared, `R (Name)(P...)` and `R (Name)[N]` redeclare
                // `Name` even when it is a type (a function cannot return a function or array):
                // libcu++'s `typedef _Rp(_FnType)(_Param...);` in successive specializations.
                if mode == DeclMode::Named
                    && self.peek(2) == TokenKind::Punct(Punct::RParen)
                    && matches!(self.peek(3), TokenKind::Punct(Punct::LParen | Punct::LBracket))
                {
                    return true;
                }
                mode != DeclMode::Abstract
                    && !self.scopes.lookup(self.toks[self.pos + 1].text).is_some_and(|s| s.is_type())
            }
            TokenKind::Punct(Punct::LParen) => mode == DeclMode::Named,
            // `(::X::*pm)`: a pointer to member of a globally qualified class.
            TokenKind::Punct(Punct::ColonColon) => self.peek(2) == TokenKind::Ident && self.peek(3) == TokenKind::Punct(Punct::ColonColon),
            _ => false,
        }
    }

    /// At `(` after a declarator-id: does a parameter list follow (rather than a direct
    /// initializer's expressions)?
    fn paren_starts_params(&self) -> bool {
        // `I i(A{})`, `I i(ns::A<int>{}, 1)`: a name followed by `{` is a braced temporary,
        // never the type of a parameter declaration.
        if matches!(self.peek(1), TokenKind::Ident | TokenKind::Punct(Punct::ColonColon)) {
            let len = self.qualified_name_len(1);
            if len > 0 && self.peek(1 + len) == TokenKind::Punct(Punct::LBrace) {
                return false;
            }
            // `M v(alloc_type(1))`: a name, `(` and what cannot begin a declarator (a literal,
            // an operator) is a functional cast, so the parentheses hold an initializer.
            // `M v(T(x))` and `M v(T())` stay declarations ([dcl.ambig.res]).
            if len > 0 && self.peek(1 + len) == TokenKind::Punct(Punct::LParen) && !can_begin_declarator(self.peek(2 + len)) {
                return false;
            }
        }
        match self.peek(1) {
            TokenKind::Punct(Punct::RParen | Punct::Ellipsis) => true,
            // `f(::ns::T x)`: a globally qualified type.
            TokenKind::Punct(Punct::ColonColon) => self.qualified_names_type(2),
            TokenKind::Keyword(k) => is_decl_keyword(k),
            TokenKind::AtCodegen => true,
            TokenKind::Ident => {
                let name = self.toks[self.pos + 1].text;
                match self.scopes.lookup(name) {
                    // `x(std::addressof(*p), 0)` initializes; `f(std::size_t n)` declares.
                    Some(s) if s.kind == super::scope::SymKind::Namespace => self.qualified_names_type(1),
                    Some(s) if s.is_type() && self.peek(2) == TokenKind::Punct(Punct::ColonColon) => self.qualified_names_type(1),
                    Some(s) => s.is_type(),
                    // An unknown name followed by a name: a parameter of an unknown type.
                    None => self.peek(2) == TokenKind::Ident,
                }
            }
            _ => false,
        }
    }

    /// Whether the qualified name starting `n` tokens ahead (`ns::inner::T`, after any leading
    /// `::`) names a type; unknown parts count as types (a parameter of a type the parser does
    /// not know).
    fn qualified_names_type(&self, n: usize) -> bool {
        let mut i = n;
        let mut scope: Option<super::scope::ScopeKey> = None;
        loop {
            if self.peek(i) != TokenKind::Ident {
                return false;
            }
            let name = self.toks[self.pos + i].text;
            let sym = match scope {
                None => self.scopes.lookup(name),
                Some(k) => self.scopes.lookup_in(k, name),
            };
            let Some(sym) = sym else {
                // A name a known namespace does not declare as a type, called: `g x(d::f())`
                // initializes `x` with a function's result.
                return !(scope.is_some() && self.peek(i + 1) == TokenKind::Punct(Punct::LParen));
            };
            if self.peek(i + 1) == TokenKind::Punct(Punct::ColonColon) && sym.kind == super::scope::SymKind::Namespace {
                let Some(k) = sym.members else { return true };
                scope = Some(k);
                i += 2;
                continue;
            }
            // `Traits::member(...)` (a class's member called) rather than `Traits::type name`:
            // what follows the whole qualified name decides.
            if self.peek(i + 1) == TokenKind::Punct(Punct::ColonColon) && sym.is_type() {
                let len = self.qualified_name_len(i);
                return self.peek(i + len) != TokenKind::Punct(Punct::LParen);
            }
            // `numeric_limits<size_t>::max()` likewise: a member of a class template-id
            // followed by `(` is called (libstdc++'s `static size_t
            // _S_label(std::numeric_limits<size_t>::max());`).
            if sym.kind == super::scope::SymKind::TypeTemplate && self.peek(i + 1) == TokenKind::Punct(Punct::Lt) {
                let len = self.qualified_name_len(i);
                let member = (i + 1..i + len).rev().any(|j| self.peek(j) == TokenKind::Punct(Punct::ColonColon));
                return !(member && self.peek(i + len) == TokenKind::Punct(Punct::LParen));
            }
            return sym.is_type() || sym.is_template() && self.peek(i + 1) == TokenKind::Punct(Punct::Lt) && sym.kind != super::scope::SymKind::ValueTemplate;
        }
    }

    /// A function declarator's suffix:
    /// `(` params `)` cv* ref-qualifier? exception-spec? attributes? (`->` type-id)? virt-specifier*
    fn fn_suffix(&mut self) -> (FnSig, u32, crate::ast::DeclSpec) {
        let start = self.span();
        self.bump(); // `(`
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let (params, variadic) = self.param_list();
        self.in_template_args = saved;
        self.expect(Punct::RParen, "to close the parameter list");
        let cv = self.cv_seq();
        let ref_qual = if self.eat(Punct::Amp) {
            RefQual::LValue
        } else if self.eat(Punct::AmpAmp) {
            RefQual::RValue
        } else {
            RefQual::None
        };
        let noexcept = self.exception_spec();
        // GNU attributes after the parameter list apply to the declaration (`int g()
        // __attribute__((alias("f")))`).
        let mut attrs = crate::ast::DeclSpec::default();
        self.attributes_here(&mut attrs);
        let mut ret = None;
        let mut trailing_return = false;
        if self.eat(Punct::Arrow) {
            ret = Some(self.type_id());
            trailing_return = true;
        }
        let mut virt = 0;
        loop {
            if self.at_ident() && self.text() == self.known.override_ {
                virt |= SpecFlags::OVERRIDE;
            } else if self.at_ident() && self.text() == self.known.final_ {
                virt |= SpecFlags::FINAL;
            } else {
                break;
            }
            self.bump();
        }
        let sig = FnSig { ret, trailing_return, params, variadic, cv, ref_qual, noexcept, span: start.to(self.prev_span()) };
        (sig, virt, attrs)
    }

    /// exception-spec := `noexcept` (`(` expr `)`)? | `throw` `(` type-list? `)`
    pub(super) fn exception_spec(&mut self) -> Noexcept {
        if self.eat_kw(Keyword::Noexcept) {
            if self.eat(Punct::LParen) {
                let saved = std::mem::replace(&mut self.in_template_args, false);
                let e = self.expr();
                self.in_template_args = saved;
                self.expect(Punct::RParen, "to close `noexcept`");
                return Noexcept::Expr(e);
            }
            return Noexcept::Yes;
        }
        if self.at_kw(Keyword::Throw) && self.peek(1) == TokenKind::Punct(Punct::LParen) {
            self.bump();
            self.skip_balanced();
            return Noexcept::Yes;
        }
        Noexcept::None
    }

    /// params := `void` | param (`,` param)* (`,`? `...`)? | `...` | (nothing)
    /// (after `(`, up to but not including `)`)
    pub(super) fn param_list(&mut self) -> (Vec<DeclId>, bool) {
        let mut params = Vec::new();
        if self.at_kw(Keyword::Void) && self.peek(1) == TokenKind::Punct(Punct::RParen) {
            self.bump();
            return (params, false);
        }
        let mut variadic = false;
        while !self.at(Punct::RParen) && !self.at_eof() {
            if self.eat(Punct::Ellipsis) {
                variadic = true;
                break;
            }
            let before = self.pos;
            params.push(self.param_decl());
            if self.eat(Punct::Ellipsis) {
                // `int...` (old-style variadic without a comma)
                variadic = true;
                break;
            }
            if !self.eat(Punct::Comma) {
                if !self.at(Punct::RParen) {
                    self.error_expected("`,` or `)`", "in the parameter list");
                    // Skip to the closing parenthesis.
                    while !self.at(Punct::RParen) && !self.at_eof() && !self.at(Punct::LBrace) && !self.at(Punct::Semi) {
                        if self.at(Punct::LParen) {
                            self.skip_balanced();
                        } else {
                            self.bump();
                        }
                    }
                }
                break;
            }
            if self.pos == before {
                self.bump();
            }
        }
        (params, variadic)
    }

    /// param := decl-specifiers declarator (`=` initializer-clause)?
    fn param_decl(&mut self) -> DeclId {
        let start = self.span();
        let specs = self.decl_specs(SpecCtx::Param, None);
        let base = match specs.ty {
            Some(t) => t,
            None => {
                self.error_expected("a parameter type", "");
                self.error_type(start)
            }
        };
        let d = self.declarator(DeclMode::Either, None);
        let ty = self.build_type(base, &d.ops);
        let default = if self.eat(Punct::Eq) { Some(self.initializer_clause()) } else { None };
        let name = d.name.and_then(|p| self.last_ident(p.id));
        let param = ParamDecl { name, ty, default, pack: d.pack, spec: specs.spec };
        self.tu.decls.alloc(Decl { kind: DeclKind::Param(param), span: start.to(self.prev_span()) })
    }

    /// Applies declarator steps to `base`, innermost first.
    pub(super) fn build_type(&mut self, base: TypeExprId, ops: &[DeclOp]) -> TypeExprId {
        let mut t = base;
        for op in ops {
            let base_span = self.tu.types[t].span;
            let (kind, span) = match op {
                DeclOp::Ptr(cv, sp) => {
                    let p = self.tu.types.alloc(TypeExpr { kind: TypeExprKind::Pointer(t), span: base_span.to(*sp) });
                    if cv.is_empty() {
                        t = p;
                        continue;
                    }
                    (TypeExprKind::Qualified { cv: *cv, inner: p }, base_span.to(*sp))
                }
                DeclOp::LRef(sp) => (TypeExprKind::LRef(t), base_span.to(*sp)),
                DeclOp::RRef(sp) => (TypeExprKind::RRef(t), base_span.to(*sp)),
                DeclOp::RestrictRef(sp) => (TypeExprKind::Qualified { cv: Cv::RESTRICT, inner: t }, base_span.to(*sp)),
                DeclOp::MemPtr(class, cv, sp) => {
                    let p = self.tu.types.alloc(TypeExpr {
                        kind: TypeExprKind::MemberPointer { class: *class, pointee: t },
                        span: base_span.to(*sp),
                    });
                    if cv.is_empty() {
                        t = p;
                        continue;
                    }
                    (TypeExprKind::Qualified { cv: *cv, inner: p }, base_span.to(*sp))
                }
                DeclOp::Array(size, sp) => (TypeExprKind::Array { elem: t, size: *size }, base_span.to(*sp)),
                DeclOp::Func(sig, sp) => {
                    let mut sig = (**sig).clone();
                    if !sig.trailing_return {
                        sig.ret = Some(t);
                    }
                    (TypeExprKind::Function(Box::new(sig)), base_span.to(*sp))
                }
            };
            t = self.tu.types.alloc(TypeExpr { kind, span });
        }
        t
    }
}

/// Whether a token after `T(` can begin the declarator of a parameter `T(declarator)`: a name,
/// a pointer, reference or nested declarator, an array or attribute, a pack, or `)` (`T()`).
fn can_begin_declarator(t: TokenKind) -> bool {
    matches!(
        t,
        TokenKind::Ident
            | TokenKind::Punct(
                Punct::Star | Punct::Amp | Punct::AmpAmp | Punct::LParen | Punct::RParen | Punct::ColonColon | Punct::Ellipsis | Punct::LBracket
            )
    )
}
