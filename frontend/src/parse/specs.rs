//! Decl-specifiers and type-ids: storage classes, function specifiers, CUDA tags, `@codegen`,
//! `alignas`, cv-qualifiers, builtin type specifier combinations (folded into one
//! [`BuiltinType`]), named types, `decltype`, `auto`, and the class/enum specifiers they may
//! contain. Also the type-or-expression decision used by template arguments, `sizeof` and casts.

use super::diags;
use super::names::{PathInfo, PathMode};
use super::scope::SymKind;
use super::Parser;
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::lex::token::{Keyword, Punct, TokenKind};
use crate::source::Span;

/// The outcome of [`Parser::type_or_expr`].
pub(super) enum TypeOrExpr {
    Type(TypeExprId),
    Expr(ExprId),
}

/// Where decl-specifiers are parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SpecCtx {
    /// Namespace or block scope.
    Decl,
    /// A class member.
    Member,
    /// A function or template parameter.
    Param,
    /// A type-id (template argument, cast, `sizeof`, `new`, trailing return type).
    TypeOnly,
}

/// Parsed decl-specifiers.
#[derive(Clone)]
pub(super) struct Specs {
    pub spec: DeclSpec,
    /// The type the specifiers denote (with cv applied), when any type specifier was written.
    pub ty: Option<TypeExprId>,
    /// A class or enum defined (or forward-declared) inside the specifiers.
    pub tag_decl: Option<DeclId>,
    /// The tag declaration is a forward declaration or elaborated type (no body).
    pub tag_is_forward: bool,
    pub typedef: bool,
    /// A name that turned out to be the declarator-id rather than a type (constructors
    /// `S(int)`, `S::S()`, destructors, operators, conversion functions).
    pub declarator_path: Option<PathInfo>,
    pub span: Span,
}

/// Counts of builtin type keywords, folded by [`fold_builtin`].
#[derive(Default)]
struct Builtin {
    signed: u8,
    unsigned: u8,
    short: u8,
    long: u8,
    int: u8,
    char: u8,
    /// `void`, `bool`, `float`, `double`, `wchar_t`, `char16_t`, `char32_t`, `__int128`.
    other: Option<BuiltinType>,
    n_other: u8,
    /// `_Complex` / `__complex__` (GNU and C99; `_Complex` alone is `_Complex double`).
    complex: u8,
    span: Option<Span>,
}

impl Builtin {
    fn any(&self) -> bool {
        self.span.is_some()
    }
}

/// True for keywords that can only begin a type (used to decide type vs expression).
pub(super) fn is_type_keyword(k: Keyword) -> bool {
    use Keyword::*;
    matches!(
        k,
        Void | Bool | Char | Char16T | Char32T | WcharT | Short | Int | Long | Signed | Unsigned
            | Float | Double | Int128 | Bf16 | Complex | Const | Volatile | Struct | Class | Union | Enum
            | Typename | Decltype | UnderlyingType | Typeof | Auto | Restrict | RestrictGnu
    )
}

/// True for keywords that begin a declaration's decl-specifiers.
pub(super) fn is_decl_keyword(k: Keyword) -> bool {
    use Keyword::*;
    is_type_keyword(k)
        || matches!(
            k,
            Static | Extern | Register | Mutable | ThreadLocal | Inline | Constexpr | Virtual
                | Explicit | Friend | Typedef | Global | Device | Host | Shared | Constant
                | Managed | ForceInline | NoInline | LaunchBounds | Alignas | Attribute
        )
}

impl Parser<'_> {
    fn alloc_ty(&mut self, kind: TypeExprKind, span: Span) -> TypeExprId {
        self.tu.types.alloc(TypeExpr { kind, span })
    }

    pub(super) fn error_type(&mut self, span: Span) -> TypeExprId {
        self.alloc_ty(TypeExprKind::Error, span)
    }

    /// decl-specifier-seq := decl-specifier+ (see the module doc for what each may be).
    /// `pre` is a name already parsed by the caller and known to be the type.
    pub(super) fn decl_specs(&mut self, ctx: SpecCtx, pre: Option<PathInfo>) -> Specs {
        let start = self.span();
        let mut s = Specs {
            spec: DeclSpec::default(),
            ty: None,
            tag_decl: None,
            tag_is_forward: false,
            typedef: false,
            declarator_path: None,
            span: start,
        };
        let mut b = Builtin::default();
        let mut cv = Cv::NONE;
        let mut named: Option<TypeExprId> = None;
        if let Some(p) = pre {
            let span = self.tu.paths[p.id].span;
            named = Some(self.alloc_ty(TypeExprKind::Named { path: p.id, typename_kw: false }, span));
        }
        loop {
            let sp = self.span();
            match self.kind() {
                TokenKind::Keyword(k) => match k {
                    Keyword::Static => self.storage(&mut s, Storage::Static),
                    Keyword::Register => self.storage(&mut s, Storage::Register),
                    Keyword::Mutable => self.storage(&mut s, Storage::Mutable),
                    Keyword::Extern => {
                        self.storage(&mut s, Storage::Extern);
                        if let TokenKind::StringLit(_) = self.kind() {
                            let lang = self.text();
                            s.spec.extern_c = self.names.get(lang).contains("\"C\"");
                            self.bump();
                        }
                    }
                    Keyword::ThreadLocal => self.flag(&mut s, SpecFlags::THREAD_LOCAL),
                    Keyword::Inline => self.flag(&mut s, SpecFlags::INLINE),
                    Keyword::Constexpr => self.flag(&mut s, SpecFlags::CONSTEXPR),
                    Keyword::Virtual => self.flag(&mut s, SpecFlags::VIRTUAL),
                    Keyword::Explicit => {
                        self.flag(&mut s, SpecFlags::EXPLICIT);
                        if self.at(Punct::LParen) {
                            // C++20 `explicit(bool)`: accepted, the condition ignored.
                            self.skip_balanced();
                        }
                    }
                    Keyword::Friend => self.flag(&mut s, SpecFlags::FRIEND),
                    Keyword::Typedef => {
                        self.bump();
                        s.typedef = true;
                    }
                    Keyword::Global => self.flag(&mut s, SpecFlags::GLOBAL),
                    Keyword::Device => self.flag(&mut s, SpecFlags::DEVICE),
                    Keyword::Host => self.flag(&mut s, SpecFlags::HOST),
                    Keyword::Shared => self.flag(&mut s, SpecFlags::SHARED),
                    Keyword::Constant => self.flag(&mut s, SpecFlags::CONSTANT),
                    Keyword::Managed => self.flag(&mut s, SpecFlags::MANAGED),
                    Keyword::ForceInline => self.flag(&mut s, SpecFlags::FORCEINLINE),
                    Keyword::NoInline => self.flag(&mut s, SpecFlags::NOINLINE),
                    Keyword::LaunchBounds => {
                        self.bump();
                        s.spec.launch_bounds = self.launch_bounds(sp);
                    }
                    Keyword::Alignas => {
                        self.bump();
                        if let Some(a) = self.alignas_operand() {
                            s.spec.alignas.push(a);
                        }
                    }
                    Keyword::Attribute => {
                        self.attributes_into(&mut s.spec);
                    }
                    Keyword::Const => {
                        self.bump();
                        cv = cv.with(Cv::CONST);
                    }
                    Keyword::Volatile => {
                        self.bump();
                        cv = cv.with(Cv::VOLATILE);
                    }
                    Keyword::Restrict | Keyword::RestrictGnu => {
                        self.bump();
                        cv = cv.with(Cv::RESTRICT);
                    }
                    Keyword::Void => self.builtin_other(&mut b, BuiltinType::Void),
                    Keyword::Bool => self.builtin_other(&mut b, BuiltinType::Bool),
                    Keyword::Float => self.builtin_other(&mut b, BuiltinType::Float),
                    Keyword::Double => self.builtin_other(&mut b, BuiltinType::Double),
                    Keyword::WcharT => self.builtin_other(&mut b, BuiltinType::WChar),
                    Keyword::Char16T => self.builtin_other(&mut b, BuiltinType::Char16),
                    Keyword::Char32T => self.builtin_other(&mut b, BuiltinType::Char32),
                    Keyword::Int128 => self.builtin_other(&mut b, BuiltinType::Int128),
                    Keyword::Bf16 => self.builtin_other(&mut b, BuiltinType::BF16),
                    Keyword::Complex => {
                        if named.is_some() {
                            break;
                        }
                        let sp = self.bump();
                        b.complex = b.complex.saturating_add(1);
                        b.span = Some(b.span.map_or(sp, |x| x.to(sp)));
                    }
                    Keyword::Char | Keyword::Short | Keyword::Int | Keyword::Long | Keyword::Signed
                    | Keyword::Unsigned => {
                        if named.is_some() {
                            break;
                        }
                        self.bump();
                        let slot = match k {
                            Keyword::Char => &mut b.char,
                            Keyword::Short => &mut b.short,
                            Keyword::Int => &mut b.int,
                            Keyword::Long => &mut b.long,
                            Keyword::Signed => &mut b.signed,
                            _ => &mut b.unsigned,
                        };
                        *slot = slot.saturating_add(1);
                        b.span = Some(b.span.map_or(sp, |x| x.to(sp)));
                    }
                    Keyword::Auto => {
                        if named.is_some() || b.any() {
                            break;
                        }
                        self.bump();
                        named = Some(self.alloc_ty(TypeExprKind::Auto, sp));
                    }
                    Keyword::Decltype if self.at_decltype_qualifier() => {
                        // `decltype(e)::type`: a type named through the expression's class.
                        if named.is_some() || b.any() {
                            break;
                        }
                        let p = self.path(PathMode::Normal);
                        let span = sp.to(self.prev_span());
                        named = Some(self.alloc_ty(TypeExprKind::Named { path: p.id, typename_kw: true }, span));
                    }
                    Keyword::Decltype => {
                        if named.is_some() || b.any() {
                            break;
                        }
                        named = Some(self.decltype_spec());
                    }
                    Keyword::UnderlyingType => {
                        if named.is_some() || b.any() {
                            break;
                        }
                        named = Some(self.underlying_type_spec());
                    }
                    Keyword::Typeof => {
                        if named.is_some() || b.any() {
                            break;
                        }
                        named = Some(self.typeof_spec());
                    }
                    Keyword::Struct | Keyword::Class | Keyword::Union | Keyword::Enum => {
                        if named.is_some() || b.any() {
                            break;
                        }
                        let (ty, decl, forward) = self.tag_specifier(ctx);
                        named = Some(ty);
                        s.tag_decl = decl;
                        s.tag_is_forward = forward;
                    }
                    Keyword::Typename => {
                        if named.is_some() || b.any() {
                            break;
                        }
                        self.bump();
                        if !self.at_path_start() {
                            self.error_expected("a qualified name", "after `typename`");
                            break;
                        }
                        let p = self.path(PathMode::Normal);
                        let span = sp.to(self.prev_span());
                        named = Some(self.alloc_ty(TypeExprKind::Named { path: p.id, typename_kw: true }, span));
                    }
                    _ => break,
                },
                TokenKind::Punct(Punct::LBracket) if self.peek(1) == TokenKind::Punct(Punct::LBracket) => {
                    // `[[nodiscard]]` and other standard attributes: accepted and ignored.
                    self.skip_attributes();
                }
                TokenKind::AtCodegen => {
                    if ctx == SpecCtx::TypeOnly {
                        break;
                    }
                    self.flag(&mut s, SpecFlags::CODEGEN)
                }
                TokenKind::Ident if self.text() == self.known.align && self.peek(1) == TokenKind::Punct(Punct::LParen) => {
                    self.attributes_into(&mut s.spec);
                }
                TokenKind::Ident | TokenKind::Punct(Punct::ColonColon)
                    if named.is_none() && !b.any() && s.declarator_path.is_none() =>
                {
                    if self.at(Punct::ColonColon) && !self.at_path_start() {
                        break;
                    }
                    let p = self.path(PathMode::Decl);
                    if self.is_declarator_name(&p, ctx) {
                        s.declarator_path = Some(p);
                        break;
                    }
                    let span = self.tu.paths[p.id].span;
                    // A name that is not known as a type still parses as one here (the
                    // declaration is certain); sema reports it as unknown or not a type.
                    named = Some(self.alloc_ty(TypeExprKind::Named { path: p.id, typename_kw: false }, span));
                }
                _ => break,
            }
        }
        s.span = start.to(self.prev_span());
        let base = match (named, b.any()) {
            (Some(t), false) => Some(t),
            (None, true) => {
                let span = b.span.unwrap_or(start);
                let bt = self.fold_builtin(&b, span);
                let t = self.alloc_ty(TypeExprKind::Builtin(bt), span);
                Some(if b.complex > 0 { self.alloc_ty(TypeExprKind::Complex(t), span) } else { t })
            }
            (Some(t), true) => {
                let span = b.span.unwrap_or(start);
                self.report(
                    Diagnostic::error(
                        diags::INVALID_TYPE_SPECIFIERS,
                        span,
                        "cannot combine a builtin type specifier with a named type",
                    )
                    .with_label("conflicting type specifier"),
                );
                Some(t)
            }
            (None, false) => None,
        };
        s.ty = match base {
            Some(t) if !cv.is_empty() => Some(self.alloc_ty(TypeExprKind::Qualified { cv, inner: t }, s.span)),
            other => {
                if other.is_none() && !cv.is_empty() && ctx != SpecCtx::Member && s.declarator_path.is_none() {
                    // `const x = 1;` (implicit int is not C++)
                    self.error_expected("a type", "after the qualifiers");
                }
                other
            }
        };
        s
    }

    /// Is the path just parsed in decl-specifiers really the declarator-id? True for
    /// constructors (`S(` in class `S`, `S::S(`), destructors, operators, and unknown names
    /// followed by `(` (functions without a return type, which sema rejects).
    fn is_declarator_name(&self, p: &PathInfo, ctx: SpecCtx) -> bool {
        if p.special {
            return true;
        }
        if ctx == SpecCtx::TypeOnly || ctx == SpecCtx::Param {
            return false;
        }
        let path = &self.tu.paths[p.id];
        let last = match path.last.name {
            UnqualName::Ident(n) => n,
            _ => return true,
        };
        if !p.is_type() && !p.dependent && path.qualifier.is_empty()
            && matches!(self.kind(), TokenKind::Punct(Punct::Eq | Punct::Semi | Punct::Comma | Punct::LBracket))
        {
            // `const x = 1;`: the type is missing, this is the declarator (reported later).
            return true;
        }
        if !self.at(Punct::LParen) {
            return false;
        }
        // `S::S(` (out-of-line constructor) or `S<T>::S(`
        if let Some(q) = path.qualifier.last() {
            if q.name == UnqualName::Ident(last) {
                return true;
            }
        }
        // `S(` inside the body of class `S`
        if path.qualifier.is_empty() && self.class_names.last() == Some(&last) {
            return true;
        }
        !p.is_type() && !p.dependent
    }

    fn storage(&mut self, s: &mut Specs, st: Storage) {
        self.bump();
        s.spec.storage = st;
    }

    fn flag(&mut self, s: &mut Specs, f: u32) {
        self.bump();
        s.spec.flags.set(f);
    }

    fn builtin_other(&mut self, b: &mut Builtin, t: BuiltinType) {
        let sp = self.bump();
        if b.other.is_none() {
            b.other = Some(t);
        }
        b.n_other += 1;
        b.span = Some(b.span.map_or(sp, |x| x.to(sp)));
    }

    /// Folds builtin type keywords into one type, reporting impossible combinations.
    fn fold_builtin(&mut self, b: &Builtin, span: Span) -> BuiltinType {
        use BuiltinType::*;
        let sign = b.signed + b.unsigned;
        let res: Result<BuiltinType, &str> = match b.other {
            _ if b.n_other > 1 => Err("more than one type in the declaration specifiers"),
            _ if sign > 1 => Err("`signed` and `unsigned` may appear only once, and not together"),
            _ if b.complex > 1 => Err("duplicate `_Complex`"),
            // GNU: `_Complex` alone means `_Complex double`.
            None if b.complex > 0 && sign + b.short + b.long + b.int + b.char == 0 => Ok(Double),
            Some(Int128) if b.short + b.long + b.int + b.char == 0 => {
                Ok(if b.unsigned > 0 { UInt128 } else { Int128 })
            }
            Some(Double) if sign + b.short + b.int + b.char == 0 && b.long <= 1 => {
                Ok(if b.long == 1 { LongDouble } else { Double })
            }
            Some(t) if sign + b.short + b.long + b.int + b.char == 0 => Ok(t),
            Some(_) => Err("this type cannot be combined with `signed`, `unsigned`, `short`, `long` or `int`"),
            None if b.char > 0 => {
                if b.char > 1 || b.short + b.long + b.int > 0 {
                    Err("`char` cannot be combined with `short`, `long` or `int`")
                } else if b.signed > 0 {
                    Ok(SChar)
                } else if b.unsigned > 0 {
                    Ok(UChar)
                } else {
                    Ok(Char)
                }
            }
            None if b.int > 1 => Err("duplicate `int`"),
            None if b.short > 0 => {
                if b.short > 1 || b.long > 0 {
                    Err("`short` cannot be combined with `short` or `long`")
                } else {
                    Ok(if b.unsigned > 0 { UShort } else { Short })
                }
            }
            None => match (b.long, b.unsigned > 0) {
                (0, false) => Ok(Int),
                (0, true) => Ok(UInt),
                (1, false) => Ok(Long),
                (1, true) => Ok(ULong),
                (2, false) => Ok(LongLong),
                (2, true) => Ok(ULongLong),
                _ => Err("`long long long` is too long"),
            },
        };
        match res {
            Ok(t) => t,
            Err(msg) => {
                self.report(
                    Diagnostic::error(diags::INVALID_TYPE_SPECIFIERS, span, format!("invalid type: {msg}"))
                        .with_label("invalid combination of type specifiers"),
                );
                Int
            }
        }
    }

    /// `__launch_bounds__` `(` max-threads (`,` min-blocks)? `)`
    pub(super) fn launch_bounds(&mut self, start: Span) -> Option<LaunchBounds> {
        if !self.expect(Punct::LParen, "after `__launch_bounds__`") {
            return None;
        }
        let max_threads = self.assign_expr();
        let min_blocks = if self.eat(Punct::Comma) { Some(self.assign_expr()) } else { None };
        // A third argument (max blocks per cluster) is accepted with a warning that it is
        // ignored.
        if self.eat(Punct::Comma) {
            let at = self.span();
            self.assign_expr();
            let sp = at.to(self.prev_span());
            self.report(
                Diagnostic::warning(diags::IGNORED_ATTRIBUTE, sp, "the maximum number of blocks per cluster in `__launch_bounds__` is ignored")
                    .with_label("circlec does not emit `.maxclusterrank`")
                    .with_note("the kernel runs the same without it; `__cluster_dims__` sets a cluster's shape"),
            );
        }
        self.expect(Punct::RParen, "to close `__launch_bounds__`");
        Some(LaunchBounds { max_threads, min_blocks, span: start.to(self.prev_span()) })
    }

    /// `alignas` `(` (type-id | constant-expression) `)`
    pub(super) fn alignas_operand(&mut self) -> Option<AlignSpec> {
        if !self.expect(Punct::LParen, "after `alignas`") {
            return None;
        }
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let a = match self.type_or_expr() {
            TypeOrExpr::Type(t) => AlignSpec::Type(t),
            TypeOrExpr::Expr(e) => AlignSpec::Expr(e),
        };
        self.in_template_args = saved;
        self.expect(Punct::RParen, "to close `alignas`");
        Some(a)
    }

    /// `decltype` `(` (expression | `auto`) `)`
    fn decltype_spec(&mut self) -> TypeExprId {
        let start = self.bump();
        if !self.expect(Punct::LParen, "after `decltype`") {
            return self.error_type(start);
        }
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let kind = if self.at_kw(Keyword::Auto) && self.peek(1) == TokenKind::Punct(Punct::RParen) {
            self.bump();
            TypeExprKind::DecltypeAuto
        } else {
            TypeExprKind::Decltype(self.expr())
        };
        self.in_template_args = saved;
        self.expect(Punct::RParen, "to close `decltype`");
        self.alloc_ty(kind, start.to(self.prev_span()))
    }

    /// `__typeof__` `(` (type-id | expression) `)`
    fn typeof_spec(&mut self) -> TypeExprId {
        let start = self.bump();
        if !self.expect(Punct::LParen, "after `__typeof__`") {
            return self.error_type(start);
        }
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let r = self.type_or_expr();
        self.in_template_args = saved;
        self.expect(Punct::RParen, "to close `__typeof__`");
        match r {
            TypeOrExpr::Type(t) => t,
            TypeOrExpr::Expr(e) => self.alloc_ty(TypeExprKind::Typeof(e), start.to(self.prev_span())),
        }
    }

    /// `__underlying_type` `(` type-id `)`
    fn underlying_type_spec(&mut self) -> TypeExprId {
        let start = self.bump();
        if !self.expect(Punct::LParen, "after `__underlying_type`") {
            return self.error_type(start);
        }
        let saved = std::mem::replace(&mut self.in_template_args, false);
        let t = self.type_id();
        self.in_template_args = saved;
        self.expect(Punct::RParen, "to close `__underlying_type`");
        self.alloc_ty(TypeExprKind::UnderlyingType(t), start.to(self.prev_span()))
    }

    /// type-id := type-specifier-seq abstract-declarator?
    pub(super) fn type_id(&mut self) -> TypeExprId {
        self.type_id_from(None)
    }

    /// A type-id whose leading name `pre` the caller has already parsed.
    pub(super) fn type_id_from(&mut self, pre: Option<PathInfo>) -> TypeExprId {
        self.type_id_defining(pre).0
    }

    /// A type-id, with the class or enum its specifiers define (`using T = struct { ... };`),
    /// which the caller declares.
    pub(super) fn type_id_defining(&mut self, pre: Option<PathInfo>) -> (TypeExprId, Option<DeclId>) {
        let start = self.span();
        let specs = self.decl_specs(SpecCtx::TypeOnly, pre);
        let Some(base) = specs.ty else {
            self.error_expected("a type", "");
            return (self.error_type(start), None);
        };
        let defined = specs.tag_decl;
        let d = self.declarator(super::declarator::DeclMode::Abstract, None);
        let t = self.build_type(base, &d.ops);
        if d.pack {
            // `Ts...` / `Ts&...` in a template argument list or a parameter type.
            let span = self.tu.types[t].span.to(self.prev_span());
            return (self.alloc_ty(TypeExprKind::PackExpansion(t), span), defined);
        }
        (t, defined)
    }

    /// conversion-type-id := type-specifier-seq ptr-operator* (after `operator`)
    pub(super) fn conversion_type_id(&mut self) -> TypeExprId {
        let start = self.span();
        let specs = self.decl_specs(SpecCtx::TypeOnly, None);
        let Some(mut t) = specs.ty else {
            self.error_expected("an operator or a type", "after `operator`");
            return self.error_type(start);
        };
        loop {
            let sp = self.span();
            let kind = if self.eat(Punct::Star) {
                TypeExprKind::Pointer(t)
            } else if self.eat(Punct::Amp) {
                TypeExprKind::LRef(t)
            } else if self.eat(Punct::AmpAmp) {
                TypeExprKind::RRef(t)
            } else {
                break;
            };
            t = self.alloc_ty(kind, sp);
        }
        t
    }

    /// Parses a type-id or an expression, whichever the tokens are (template arguments,
    /// `alignas`). A leading name is parsed once and decides.
    pub(super) fn type_or_expr(&mut self) -> TypeOrExpr {
        match self.kind() {
            // `bool(N + 1)`: a functional cast, not a function type (its parentheses hold an
            // operator or a literal, which no parameter declaration has).
            TokenKind::Keyword(k) if is_type_keyword(k) && self.parenthesized_expression_at(1) => {
                let e = if self.in_template_args { self.conditional_expr() } else { self.assign_expr() };
                TypeOrExpr::Expr(e)
            }
            TokenKind::Keyword(k) if is_type_keyword(k) => TypeOrExpr::Type(self.type_id()),
            TokenKind::Ident | TokenKind::Punct(Punct::ColonColon) if self.at_path_start() => {
                let p = self.path(PathMode::Normal);
                if p.is_type() && !p.special && !self.functional_cast_at(0) {
                    TypeOrExpr::Type(self.type_id_from(Some(p)))
                } else {
                    let e = self.name_expr(p);
                    let e = self.postfix_rest(e);
                    TypeOrExpr::Expr(self.assign_rest(e, !self.in_template_args))
                }
            }
            _ => {
                let e = if self.in_template_args { self.conditional_expr() } else { self.assign_expr() };
                TypeOrExpr::Expr(e)
            }
        }
    }

    /// Whether token `n` ahead opens parentheses whose contents (outside nested brackets) hold
    /// a literal or an operator that only an expression has: `bool(tuple_size<T>::value + 1)`.
    pub(super) fn parenthesized_expression_at(&self, n: usize) -> bool {
        // Only a simple type specifier makes a functional cast (`decltype(...)`, `__typeof__`
        // and the like have parentheses of their own).
        let simple = matches!(
            self.kind(),
            TokenKind::Keyword(
                Keyword::Bool
                    | Keyword::Char
                    | Keyword::Short
                    | Keyword::Int
                    | Keyword::Long
                    | Keyword::Signed
                    | Keyword::Unsigned
                    | Keyword::Float
                    | Keyword::Double
                    | Keyword::Bf16
            )
        );
        if !simple || self.peek(n) != TokenKind::Punct(Punct::LParen) {
            return false;
        }
        // No parameter declaration starts with `(`: `bool((_Preds && ...))` (libcu++'s fold.h)
        // casts a parenthesized expression.
        if self.peek(n + 1) == TokenKind::Punct(Punct::LParen) {
            return true;
        }
        let mut depth = 0usize;
        for t in self.toks.iter().skip(self.pos + n) {
            match t.kind {
                TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => depth += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => {
                    depth -= 1;
                    if depth == 0 {
                        return false;
                    }
                }
                TokenKind::Eof | TokenKind::Punct(Punct::Semi) => return false,
                _ if depth != 1 => {}
                TokenKind::IntLit | TokenKind::FloatLit | TokenKind::CharLit(_) | TokenKind::StringLit(_) => return true,
                TokenKind::Keyword(Keyword::True | Keyword::False | Keyword::Nullptr | Keyword::This | Keyword::Sizeof) => return true,
                TokenKind::Punct(
                    Punct::Plus
                    | Punct::Minus
                    | Punct::Slash
                    | Punct::Percent
                    | Punct::Caret
                    | Punct::Pipe
                    | Punct::Tilde
                    | Punct::Bang
                    | Punct::Question
                    | Punct::EqEq
                    | Punct::NotEq
                    | Punct::LtEq
                    | Punct::GtEq
                    | Punct::PipePipe
                    | Punct::Dot
                    | Punct::Arrow
                    | Punct::PlusPlus
                    | Punct::MinusMinus,
                ) => return true,
                _ => {}
            }
        }
        false
    }

    /// Whether the path names a namespace (for `using namespace`).
    pub(super) fn is_namespace(&self, p: &PathInfo) -> bool {
        p.sym.is_some_and(|s| s.kind == SymKind::Namespace)
    }

    /// The source-like text of a path (for messages).
    pub(super) fn path_text(&self, p: PathId) -> String {
        let path = &self.tu.paths[p];
        let mut out = String::new();
        if path.global {
            out.push_str("::");
        }
        for seg in path.qualifier.iter().chain(std::iter::once(&path.last)) {
            if !out.is_empty() && !out.ends_with("::") {
                out.push_str("::");
            }
            match seg.name {
                UnqualName::Ident(n) => out.push_str(self.names.get(n)),
                UnqualName::Destructor(n) => {
                    out.push('~');
                    out.push_str(self.names.get(n));
                }
                UnqualName::Operator(_) | UnqualName::Conversion(_) => out.push_str("operator"),
                UnqualName::Decltype(_) => out.push_str("decltype(...)"),
            }
            if seg.args.is_some() {
                out.push_str("<...>");
            }
        }
        out
    }
}
