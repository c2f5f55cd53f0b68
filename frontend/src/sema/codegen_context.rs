//! Circle's codegen context (seed 004, reference/circle-codegen.md §1 and §4). `__nvvm_arch`
//! (`int`) and `__is_host_target` (`bool`) are implicitly declared codegen constants: known to
//! each target's codegen, never to sema. A `@codegen` object is a variable initialized by a
//! codegen expression. An expression is *codegen* when it involves a codegen constant or object
//! and otherwise only constants. The rules, each with its own error:
//!
//! - E0601: a codegen value combined with a non-constant operand (`__nvvm_arch + n`);
//! - E0602: a `@codegen if` whose predicate is not a codegen expression;
//! - E0603: a codegen expression used anywhere but a codegen object's initializer or a
//!   `@codegen if` predicate (`int x = __nvvm_arch;`, plain `if (__nvvm_arch >= 70)`);
//! - E0604: constant evaluation that needs a codegen value (`static_assert(__nvvm_arch > 0)`);
//! - E0605: declaring or initializing a name of a codegen constant;
//! - E0606: a `@codegen` object whose initializer is not a codegen or constant expression.
//!
//! Sema builds the checked expression first, then calls [`check_use`] once per full
//! expression with the context it appears in; the classification walks the checked tree.

use crate::diag::{DiagSink, Diagnostic};
use crate::source::Span;

use super::diags;
use super::hir::{CodegenConst, ExprId, ExprKind, Program, UnaryOp};

/// The names of the codegen constants and what they stand for.
pub const CODEGEN_CONSTANTS: &[(&str, CodegenConst)] =
    &[("__nvvm_arch", CodegenConst::NvvmArch), ("__is_host_target", CodegenConst::IsHostTarget)];

/// The codegen constant called `name`, if any.
pub fn codegen_constant(name: &str) -> Option<CodegenConst> {
    CODEGEN_CONSTANTS.iter().find(|(n, _)| *n == name).map(|(_, c)| *c)
}

impl CodegenConst {
    pub fn name(self) -> &'static str {
        match self {
            CodegenConst::NvvmArch => "__nvvm_arch",
            CodegenConst::IsHostTarget => "__is_host_target",
        }
    }
}

/// What an expression is, as far as the codegen context cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Known during translation (literals, enumerators, constexpr variables, sizeof).
    Constant,
    /// Known only at codegen; the span of one codegen operand, for labels.
    Codegen(Span),
    /// Known only at run time.
    Runtime,
    /// Already diagnosed; stay quiet.
    Invalid,
}

/// Where a full expression appears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    /// The predicate of a `@codegen if`.
    CodegenIfPredicate,
    /// The initializer of a `@codegen` object.
    CodegenObjectInit,
    /// The condition of a plain `if`: the note suggests `@codegen if`.
    IfCondition,
    /// Anywhere else.
    Ordinary,
}

/// Classifies `e`, reporting E0601 where a codegen operand meets a runtime one and E0603 where a
/// codegen value flows into an operation that is not a constant operator (a call argument, an
/// assignment, a subscript).
pub fn classify(p: &Program, e: ExprId, diags: &mut DiagSink) -> Class {
    classify_depth(p, e, diags, 0)
}

fn classify_depth(p: &Program, e: ExprId, diags: &mut DiagSink, depth: u32) -> Class {
    if depth > 8192 {
        return Class::Invalid;
    }
    let expr = p.expr(e);
    let sub = |x: ExprId, d: &mut DiagSink| classify_depth(p, x, d, depth + 1);
    match &expr.kind {
        ExprKind::IntLit(_)
        | ExprKind::FloatLit(_)
        | ExprKind::BoolLit(_)
        | ExprKind::NullPtrLit
        | ExprKind::EnumConst { .. }
        | ExprKind::ZeroInit => Class::Constant,
        ExprKind::StringLit(_) | ExprKind::Fn(_) => Class::Constant,
        ExprKind::CodegenConst(_) => Class::Codegen(expr.span),
        ExprKind::Var(v) => {
            let var = &p.vars[*v];
            if var.codegen {
                Class::Codegen(expr.span)
            } else if var.const_value.is_some() {
                Class::Constant
            } else {
                Class::Runtime
            }
        }
        ExprKind::Error => Class::Invalid,
        // Pure operators combine their operands.
        ExprKind::Unary { op, operand } => {
            let c = sub(*operand, diags);
            // `&x` and `*p` are not constant operations of the codegen context.
            if matches!(op, UnaryOp::AddrOf | UnaryOp::Deref) {
                as_runtime_use(c, diags);
                Class::Runtime
            } else {
                c
            }
        }
        ExprKind::ImplicitCast { operand, .. } | ExprKind::ExplicitCast { operand, .. } | ExprKind::ComplexPart { operand, .. } => {
            sub(*operand, diags)
        }
        ExprKind::Binary { lhs, rhs, .. } => {
            let a = sub(*lhs, diags);
            let b = sub(*rhs, diags);
            combine(expr.span, &[a, b], diags)
        }
        ExprKind::Conditional { cond, then, els } => {
            let a = sub(*cond, diags);
            let b = sub(*then, diags);
            let c = sub(*els, diags);
            combine(expr.span, &[a, b, c], diags)
        }
        // Everything else is a run-time operation; a codegen operand there is misused.
        ExprKind::Comma { lhs, rhs } | ExprKind::Assign { lhs, rhs, .. } | ExprKind::Index { base: lhs, index: rhs } => {
            let a = sub(*lhs, diags);
            as_runtime_use(a, diags);
            let b = sub(*rhs, diags);
            as_runtime_use(b, diags);
            Class::Runtime
        }
        ExprKind::MethodPtr(_) => Class::Constant,
        ExprKind::MemberAt { object: lhs, offset: rhs } | ExprKind::BoundMemberFn { object: lhs, pmf: rhs } => {
            let a = sub(*lhs, diags);
            as_runtime_use(a, diags);
            let b = sub(*rhs, diags);
            as_runtime_use(b, diags);
            Class::Runtime
        }
        ExprKind::IncDec { operand, .. } | ExprKind::Member { base: operand, .. } | ExprKind::BitField { base: operand, .. } => {
            let a = sub(*operand, diags);
            as_runtime_use(a, diags);
            Class::Runtime
        }
        ExprKind::Call { callee, this_arg, args } => {
            if let super::hir::Callee::Indirect(c) | super::hir::Callee::MemberFn(c) = callee {
                let a = sub(*c, diags);
                as_runtime_use(a, diags);
            }
            for x in this_arg.iter().chain(args) {
                let a = sub(*x, diags);
                as_runtime_use(a, diags);
            }
            Class::Runtime
        }
        ExprKind::Construct { args: elems, .. } | ExprKind::InitList { elems, .. } => {
            for x in elems {
                let a = sub(*x, diags);
                as_runtime_use(a, diags);
            }
            Class::Runtime
        }
        ExprKind::BitFieldInit { values } => {
            for v in values {
                let a = sub(v.2, diags);
                as_runtime_use(a, diags);
            }
            Class::Runtime
        }
        ExprKind::Launch { grid, block, shmem, stream, args, .. } => {
            for x in [Some(grid), Some(block), shmem.as_ref(), stream.as_ref()].into_iter().flatten().chain(args) {
                let a = sub(*x, diags);
                as_runtime_use(a, diags);
            }
            Class::Runtime
        }
        ExprKind::Throw(operand) => {
            if let Some(x) = operand {
                let a = sub(*x, diags);
                as_runtime_use(a, diags);
            }
            Class::Runtime
        }
        ExprKind::New { count, placement, init, list, .. } => {
            for x in [count, placement, init].into_iter().flatten().chain(list.iter()) {
                let a = sub(*x, diags);
                as_runtime_use(a, diags);
            }
            Class::Runtime
        }
        ExprKind::Delete { operand, .. } => {
            let a = sub(*operand, diags);
            as_runtime_use(a, diags);
            Class::Runtime
        }
        ExprKind::InitAt { place, init } => {
            for x in [place, init] {
                let a = sub(*x, diags);
                as_runtime_use(a, diags);
            }
            Class::Runtime
        }
        ExprKind::VirtualBase { object: x, .. } | ExprKind::CompleteObjectOnly(x) => {
            let a = sub(*x, diags);
            as_runtime_use(a, diags);
            Class::Runtime
        }
        ExprKind::InitVPtr(_) | ExprKind::This | ExprKind::BuiltinVar(_) | ExprKind::BuiltinVarAxis { .. } => Class::Runtime,
    }
}

/// A codegen value used as the operand of a run-time operation: E0603.
fn as_runtime_use(c: Class, diags: &mut DiagSink) -> Class {
    if let Class::Codegen(span) = c {
        diags.push(misuse(span, Use::Ordinary));
        return Class::Invalid;
    }
    c
}

/// Combines the classes of a constant operator's operands.
fn combine(span: Span, parts: &[Class], diags: &mut DiagSink) -> Class {
    if parts.contains(&Class::Invalid) {
        return Class::Invalid;
    }
    let codegen = parts.iter().find_map(|c| match c {
        Class::Codegen(s) => Some(*s),
        _ => None,
    });
    let runtime = parts.contains(&Class::Runtime);
    match (codegen, runtime) {
        (Some(cg), true) => {
            diags.push(
                Diagnostic::error(
                    diags::CODEGEN_MIXED,
                    span,
                    "codegen value combined with a non-constant expression",
                )
                .with_label("this mixes a codegen value with a run-time value")
                .with_secondary(cg, "codegen value, known only when a target's code is generated")
                .with_note(
                    "a codegen expression may combine codegen constants and objects only with \
                     constants; branch with `@codegen if` and use the run-time value inside it",
                ),
            );
            Class::Invalid
        }
        (Some(cg), false) => Class::Codegen(cg),
        (None, true) => Class::Runtime,
        (None, false) => Class::Constant,
    }
}

fn misuse(span: Span, u: Use) -> Diagnostic {
    let d = Diagnostic::error(
        diags::CODEGEN_MISUSED,
        span,
        "codegen value used outside a `@codegen if` predicate or a `@codegen` object initializer",
    )
    .with_label("known only when a target's code is generated");
    match u {
        Use::IfCondition => d.with_note(
            "write `@codegen if (...)` to branch on a codegen value: each target's codegen keeps \
             only the branch it takes",
        ),
        _ => d.with_note(
            "test it with `@codegen if (...)`, or store it in a `@codegen` object, e.g. \
             `@codegen const int arch = __nvvm_arch;`",
        ),
    }
}

/// Checks one full expression `e` used in context `u`, reporting E0601–E0603 and E0606.
pub fn check_use(p: &Program, e: ExprId, u: Use, diags: &mut DiagSink) {
    let class = classify(p, e, diags);
    let span = p.expr(e).span;
    match (u, class) {
        (_, Class::Invalid) => {}
        (Use::CodegenIfPredicate, Class::Codegen(_)) => {}
        (Use::CodegenIfPredicate, _) => diags.push(
            Diagnostic::error(
                diags::CODEGEN_IF_NOT_CODEGEN,
                span,
                "`@codegen if` predicate is not a codegen expression",
            )
            .with_label(if class == Class::Constant {
                "this is known during translation"
            } else {
                "this is known only at run time"
            })
            .with_note(if class == Class::Constant {
                "use `if constexpr` or a plain `if` for a translation-time constant"
            } else {
                "use a plain `if` for a run-time condition; `@codegen if` tests codegen constants \
                 such as `__nvvm_arch`"
            }),
        ),
        (Use::CodegenObjectInit, Class::Runtime) => diags.push(
            Diagnostic::error(
                diags::CODEGEN_OBJECT_INIT,
                span,
                "`@codegen` object initialized with a run-time value",
            )
            .with_label("this is known only at run time")
            .with_note("initialize a `@codegen` object with codegen constants and constants only"),
        ),
        (Use::CodegenObjectInit, _) => {}
        (Use::IfCondition | Use::Ordinary, Class::Codegen(cg)) => diags.push(misuse(cg, u)),
        (Use::IfCondition | Use::Ordinary, _) => {}
    }
}

/// The error for constant evaluation that reached a codegen value (E0604). `what` says what
/// needed the constant ("a `static_assert` condition", "an array bound").
pub fn needs_codegen_value(span: Span, what: &str) -> Diagnostic {
    Diagnostic::error(
        diags::CODEGEN_IN_CONSTANT,
        span,
        format!("{what} cannot depend on a codegen value"),
    )
    .with_label("known only when a target's code is generated, after translation")
    .with_note("move the target-dependent choice into a `@codegen if` statement")
}

/// The error for declaring a name of a codegen constant (E0605).
pub fn redeclared(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        diags::CODEGEN_CONST_REDECLARED,
        span,
        format!("`{name}` is an implicitly declared codegen constant and cannot be declared or initialized"),
    )
    .with_label("declared here")
    .with_note("each target's codegen sets it; choose another name for this declaration")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::hir::*;
    use crate::sema::types::builtin::*;
    use crate::source::FileId;

    fn sp(lo: u32) -> Span {
        Span::new(FileId(0), lo, lo + 1)
    }

    struct B(Program);
    impl B {
        fn e(&mut self, kind: ExprKind, lo: u32) -> ExprId {
            self.0.exprs.alloc(Expr { kind, ty: INT, cat: ValueCat::PrValue, span: sp(lo) })
        }
        fn arch(&mut self) -> ExprId {
            self.e(ExprKind::CodegenConst(CodegenConst::NvvmArch), 1)
        }
        fn lit(&mut self, v: i128) -> ExprId {
            self.e(ExprKind::IntLit(v), 2)
        }
        fn runtime(&mut self) -> ExprId {
            let v = self.0.vars.alloc(VarDecl::plain(crate::intern::Interner::new().intern("n"), INT, Storage::Local, sp(3)));
            let r = self.e(ExprKind::Var(v), 3);
            self.e(ExprKind::ImplicitCast { kind: CastKind::LValueToRValue, operand: r }, 3)
        }
        fn bin(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
            self.e(ExprKind::Binary { op: BinaryOp::Ge, lhs, rhs }, 0)
        }
    }

    fn codes(b: &B, e: ExprId, u: Use) -> Vec<&'static str> {
        let mut d = DiagSink::new();
        check_use(&b.0, e, u, &mut d);
        d.diagnostics().iter().map(|x| x.code.code).collect()
    }

    #[test]
    fn codegen_rules() {
        let mut b = B(Program::default());
        let (a, l) = (b.arch(), b.lit(70));
        let good = b.bin(a, l);
        assert_eq!(codes(&b, good, Use::CodegenIfPredicate), Vec::<&str>::new());
        assert_eq!(codes(&b, good, Use::CodegenObjectInit), Vec::<&str>::new());
        assert_eq!(codes(&b, good, Use::IfCondition), vec!["E0603"]);
        assert_eq!(codes(&b, good, Use::Ordinary), vec!["E0603"]);
        let (a, r) = (b.arch(), b.runtime());
        let mixed = b.bin(a, r);
        assert_eq!(codes(&b, mixed, Use::CodegenIfPredicate), vec!["E0601"]);
        let r = b.runtime();
        assert_eq!(codes(&b, r, Use::CodegenIfPredicate), vec!["E0602"]);
        assert_eq!(codes(&b, r, Use::CodegenObjectInit), vec!["E0606"]);
        let c = b.lit(1);
        assert_eq!(codes(&b, c, Use::CodegenIfPredicate), vec!["E0602"]);
        assert_eq!(codes(&b, c, Use::CodegenObjectInit), Vec::<&str>::new());
        // f(__nvvm_arch): a codegen value as a call argument.
        let a = b.arch();
        let call = b.e(ExprKind::Call { callee: Callee::Indirect(c), this_arg: None, args: vec![a] }, 5);
        assert_eq!(codes(&b, call, Use::Ordinary), vec!["E0603"]);
    }

    #[test]
    fn names() {
        assert_eq!(codegen_constant("__nvvm_arch"), Some(CodegenConst::NvvmArch));
        assert_eq!(codegen_constant("__CUDA_ARCH__"), None);
    }
}
