//! GNU attributes (`__attribute__((...))`), CUDA's `__align__(n)` and C++11 `[[...]]`.
//!
//! NVIDIA's `host_defines.h` spells the CUDA keywords as GNU attributes (`__global__` is
//! `__attribute__((global))`), so those act exactly as the keywords do: `global`, `device`,
//! `host`, `shared`, `constant`, `managed`, `noinline`, `always_inline`/`forceinline`,
//! `launch_bounds(...)`. `aligned(n)` and `packed` change layouts; `weak` and `alias("sym")`
//! change linkage and symbols. A list of attributes that only
//! inform diagnostics or optimisation (`unused`, `nothrow`, `format(...)`, ...) is accepted as
//! is. Every other attribute is a warning that names it and says it is ignored, so that nothing
//! is dropped silently; and so is an attribute with an effect written where circlec does not
//! apply it (after a declarator, for instance).

use super::{diags, Parser};
use crate::ast::{DeclSpec, SpecFlags};
use crate::diag::Diagnostic;
use crate::lex::token::{Keyword, Punct, TokenKind};
use crate::source::Span;

/// Attributes circlec accepts without doing anything: they inform diagnostics, optimisation or
/// other tools, and the generated code is right without them. Names are written without the
/// `__` GNU allows around them.
const NO_EFFECT: &[&str] = &[
    "unused", "used", "maybe_unused", "noreturn", "nothrow", "leaf", "const", "pure", "nonnull", "format",
    "format_arg", "warn_unused_result", "deprecated", "unavailable", "cold", "hot", "malloc", "returns_nonnull",
    "artificial", "gnu_inline", "access", "alloc_size", "alloc_align", "sentinel", "nodiscard", "fallthrough",
    "warning", "error", "visibility", "may_alias", "noclone", "no_instrument_function", "flatten", "returns_twice",
    "no_sanitize", "no_sanitize_address", "no_stack_protector", "optimize", "target", "externally_visible",
    "assume_aligned", "designated_init", "fd_arg", "fd_arg_read", "fd_arg_write", "null_terminated_string_arg",
    "nonstring", "copy", "tainted_args", "no_split_stack", "nocommon", "common", "transaction_safe",
    "exclude_from_explicit_instantiation", "abi_tag", "init_priority", "diagnose_if", "enable_if",
    "host_device_function_attribute",
];

impl Parser<'_> {
    /// Parses `__attribute__((...))` lists and `__align__(n)` into `spec` (the attributes that
    /// act as decl-specifiers); returns whether anything was consumed.
    pub(super) fn attributes_into(&mut self, spec: &mut DeclSpec) -> bool {
        let mut any = false;
        loop {
            if self.at_ident() && self.text() == self.known.align && self.peek(1) == TokenKind::Punct(Punct::LParen) {
                self.bump();
                if let Some(a) = self.alignas_operand() {
                    spec.alignas.push(a);
                }
                any = true;
                continue;
            }
            if !self.at_kw(Keyword::Attribute) {
                break;
            }
            any = true;
            self.bump();
            if !(self.at(Punct::LParen) && self.peek(1) == TokenKind::Punct(Punct::LParen)) {
                if self.at(Punct::LParen) {
                    self.skip_balanced();
                }
                continue;
            }
            self.bump();
            self.bump();
            // attribute-list := (name (`(` args `)`)?)? (`,` ...)*
            while !self.at(Punct::RParen) && !self.at_eof() {
                if self.at_ident() || matches!(self.kind(), TokenKind::Keyword(_)) {
                    self.one_attribute(spec);
                } else if self.at(Punct::LParen) {
                    self.skip_balanced();
                }
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            // The two closing parentheses (skip anything unexpected up to them).
            for _ in 0..2 {
                while !self.at(Punct::RParen) && !self.at_eof() && !self.at(Punct::Semi) && !self.at(Punct::LBrace) {
                    if self.at(Punct::LParen) {
                        self.skip_balanced();
                    } else {
                        self.bump();
                    }
                }
                self.eat(Punct::RParen);
            }
        }
        any
    }

    /// One attribute of a list, at its name.
    fn one_attribute(&mut self, spec: &mut DeclSpec) {
        let span = self.span();
        let raw = self.names.get(self.text()).to_string();
        let name = raw.trim_start_matches("__").trim_end_matches("__").to_string();
        self.bump();
        let flag = match name.as_str() {
            "global" => Some(SpecFlags::GLOBAL),
            "device" => Some(SpecFlags::DEVICE),
            "host" => Some(SpecFlags::HOST),
            "shared" => Some(SpecFlags::SHARED),
            "constant" => Some(SpecFlags::CONSTANT),
            "managed" => Some(SpecFlags::MANAGED),
            "noinline" => Some(SpecFlags::NOINLINE),
            "always_inline" | "forceinline" => Some(SpecFlags::FORCEINLINE),
            "cudart_builtin" => Some(SpecFlags::CUDART_BUILTIN),
            _ => None,
        };
        if let Some(f) = flag {
            spec.flags.set(f);
            if self.at(Punct::LParen) {
                self.skip_balanced();
            }
            return;
        }
        match name.as_str() {
            "aligned" => {
                if self.at(Punct::LParen) {
                    if let Some(a) = self.alignas_operand() {
                        spec.alignas.push(a);
                    }
                } else {
                    // `aligned` alone: the largest alignment the target uses (16 on x86-64).
                    let spelling = self.names.intern("16");
                    let lit = crate::ast::IntLit { value: 16, unsigned: false, size: crate::ast::IntSize::None, decimal: true, spelling };
                    let sixteen = self.alloc_expr(crate::ast::ExprKind::IntLit(lit), span);
                    spec.alignas.push(crate::ast::AlignSpec::Expr(sixteen));
                }
            }
            "packed" => spec.packed = true,
            "weak" => spec.weak = true,
            "grid_constant" => spec.grid_constant = true,
            "cluster_dims" => {
                if self.expect(Punct::LParen, "after `__cluster_dims__`") {
                    let mut dims = Vec::new();
                    while !self.at(Punct::RParen) && !self.at_eof() {
                        dims.push(self.assign_expr());
                        if !self.eat(Punct::Comma) {
                            break;
                        }
                    }
                    self.expect(Punct::RParen, "to close `__cluster_dims__`");
                    spec.cluster_dims = Some(crate::ast::ClusterDims { dims, span: span.to(self.prev_span()) });
                }
            }
            "alias" => {
                if self.expect(Punct::LParen, "after `alias`") {
                    if let Some((text, sp)) = self.asm_string("naming the aliased symbol") {
                        spec.alias = Some((self.names.intern(&text), span.to(sp)));
                    }
                    self.expect(Punct::RParen, "to close `alias`");
                }
            }
            "launch_bounds" => spec.launch_bounds = self.launch_bounds(span),
            _ if NO_EFFECT.contains(&name.as_str()) => {
                if self.at(Punct::LParen) {
                    self.skip_balanced();
                }
            }
            _ => {
                if self.at(Punct::LParen) {
                    self.skip_balanced();
                }
                self.report(
                    Diagnostic::warning(diags::IGNORED_ATTRIBUTE, span, format!("attribute `{raw}` is ignored"))
                        .with_label("circlec does not implement this attribute")
                        .with_note("it has no effect on the code circlec generates; remove it, or keep it for other compilers"),
                );
            }
        }
    }

    /// GNU attributes where they apply to the declaration (after a declarator-id), into `spec`;
    /// `[[...]]` there is skipped like everywhere.
    pub(super) fn attributes_here(&mut self, spec: &mut DeclSpec) {
        loop {
            if self.at_kw(Keyword::Attribute) {
                self.attributes_into(spec);
            } else if self.at(Punct::LBracket) && self.peek(1) == TokenKind::Punct(Punct::LBracket) {
                self.skip_balanced();
            } else {
                return;
            }
        }
    }

    /// Skips `__attribute__((...))` and `[[...]]` where circlec does not apply them (after a
    /// declarator, on a parameter or statement); returns whether any was there. Attributes that
    /// would change the code (a CUDA execution or memory space, alignment, packing, launch
    /// bounds, inlining) are a warning here rather than silently dropped.
    pub(super) fn skip_attributes(&mut self) -> bool {
        let mut any = false;
        loop {
            if self.at_kw(Keyword::Attribute) {
                let start = self.span();
                let mut spec = DeclSpec::default();
                self.attributes_into(&mut spec);
                self.warn_unapplied(&spec, start.to(self.prev_span()));
                any = true;
            } else if self.at(Punct::LBracket) && self.peek(1) == TokenKind::Punct(Punct::LBracket) {
                // C++11 attributes: the standard ones only inform diagnostics and optimisation.
                self.skip_balanced();
                any = true;
            } else {
                return any;
            }
        }
    }

    /// One attribute group on a class (after `struct` or after its body): alignment and packing
    /// apply to the class; any other attribute with an effect is the unapplied warning.
    pub(super) fn class_attributes(&mut self, alignas: &mut Vec<crate::ast::AlignSpec>, packed: &mut bool) {
        let at = self.span();
        let mut spec = DeclSpec::default();
        self.attributes_into(&mut spec);
        alignas.append(&mut spec.alignas);
        *packed |= spec.packed;
        let rest = DeclSpec { flags: spec.flags, launch_bounds: spec.launch_bounds, weak: spec.weak, alias: spec.alias, grid_constant: spec.grid_constant, cluster_dims: spec.cluster_dims, ..Default::default() };
        self.warn_unapplied(&rest, at.to(self.prev_span()));
    }

    /// The warning for attributes with an effect parsed where they are not applied.
    pub(super) fn warn_unapplied(&mut self, spec: &DeclSpec, span: Span) {
        self.warn_unapplied_because(
            spec,
            span,
            "write it before the declaration, with the other decl-specifiers (`__attribute__((aligned(16))) int x;`)",
        );
    }

    /// [`Self::warn_unapplied`] with its own note.
    pub(super) fn warn_unapplied_because(&mut self, spec: &DeclSpec, span: Span, note: &str) {
        if spec.flags.0 == 0 && spec.alignas.is_empty() && !spec.packed && spec.launch_bounds.is_none() && !spec.weak && spec.alias.is_none() && !spec.grid_constant && spec.cluster_dims.is_none() {
            return;
        }
        self.report(
            Diagnostic::warning(diags::IGNORED_ATTRIBUTE, span, "this attribute is ignored in this position")
                .with_label("not applied here")
                .with_note(note),
        );
    }
}
