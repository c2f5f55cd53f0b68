//! The `noexcept(expr)` operator: a `bool` constant, `true` unless the unevaluated operand
//! could throw, by the language's rule read from the checked operand: a `throw`, a call of a function not declared `noexcept`
//! (destructors and the special members circlec writes count as declared so), a call through a
//! pointer, or a `new` that allocates (placement `new` does not). A conditional exception
//! specification `noexcept(cond)` counts as `noexcept` unless `cond` is the literal `false`:
//! libstdc++'s conditions (`noexcept(noexcept(__x.swap(__y)))`, `__is_nothrow_swappable<T>`)
//! hold for the types circlec compiles, as g++ finds. `__is_nothrow_constructible` asks the same
//! question (`type_traits.rs`).

use crate::ast;
use crate::source::Span;

use super::classes::Special;
use super::ctx::Checker;
use super::hir::*;
use super::types::builtin;

/// How deep the walk of an operand goes before it assumes the worst.
const MAX_DEPTH: u32 = 256;

impl Checker<'_> {
    /// Records whether function `f`, declared by `decl` as a `special` member or not, is
    /// `noexcept` ([except.spec]: a destructor without an exception specification is).
    pub(super) fn note_noexcept(&mut self, f: FnId, decl: &ast::FunctionDecl, special: Special) {
        let yes = match decl.sig.noexcept {
            ast::Noexcept::Yes => true,
            ast::Noexcept::Expr(e) => !matches!(self.tu.expr(e).kind, ast::ExprKind::BoolLit(false)),
            ast::Noexcept::None => special == Special::Dtor,
        };
        if yes {
            self.noexcept_fns.insert(f);
        }
    }

    /// `noexcept(e)`: checked as an unevaluated operand, folded to a `bool` prvalue.
    pub(super) fn check_noexcept_expr(&mut self, e: ast::ExprId, span: Span) -> ExprId {
        self.unevaluated += 1;
        let h = self.check_expr(e);
        self.unevaluated -= 1;
        let throws = self.may_throw(h, 0);
        self.mk(ExprKind::BoolLit(!throws), builtin::BOOL, ValueCat::PrValue, span)
    }

    fn fn_is_noexcept(&self, f: FnId) -> bool {
        self.noexcept_fns.contains(&f) || self.classes.implicit.contains(&f) || self.classes.defaulted.contains(&f)
    }

    /// Whether evaluating checked expression `e` could throw.
    pub(super) fn may_throw(&self, e: ExprId, depth: u32) -> bool {
        if depth > MAX_DEPTH {
            return true;
        }
        let any = |xs: &[ExprId]| xs.iter().any(|&x| self.may_throw(x, depth + 1));
        let one = |x: ExprId| self.may_throw(x, depth + 1);
        let opt = |x: Option<ExprId>| x.is_some_and(|x| self.may_throw(x, depth + 1));
        match &self.p.expr(e).kind {
            ExprKind::Throw(_) => true,
            ExprKind::Call { callee, this_arg, args } => {
                let callee_throws = match callee {
                    Callee::Fn(f) | Callee::Virtual { method: f, .. } => !self.fn_is_noexcept(*f),
                    Callee::Indirect(_) | Callee::MemberFn(_) => true,
                    Callee::Builtin(_) | Callee::Atomic(_) | Callee::TexSurf(_) => false,
                };
                callee_throws || opt(*this_arg) || any(args) || matches!(callee, Callee::Indirect(p) | Callee::MemberFn(p) if one(*p))
            }
            ExprKind::Construct { ctor, args } => !self.fn_is_noexcept(*ctor) || any(args),
            ExprKind::New { count, placement, init, list, .. } => placement.is_none() || opt(*count) || opt(*placement) || opt(*init) || any(list),
            ExprKind::Delete { operand, dtor, .. } => dtor.is_some_and(|d| !self.fn_is_noexcept(d)) || one(*operand),
            ExprKind::Launch { .. } => true,
            ExprKind::Unary { operand, .. } | ExprKind::IncDec { operand, .. } | ExprKind::ImplicitCast { operand, .. } | ExprKind::ExplicitCast { operand, .. } => one(*operand),
            ExprKind::Binary { lhs, rhs, .. } | ExprKind::Assign { lhs, rhs, .. } | ExprKind::Comma { lhs, rhs } => one(*lhs) || one(*rhs),
            ExprKind::Conditional { cond, then, els } => one(*cond) || one(*then) || one(*els),
            ExprKind::Member { base, .. } | ExprKind::BitField { base, .. } | ExprKind::VirtualBase { object: base, .. } | ExprKind::CompleteObjectOnly(base) => one(*base),
            ExprKind::Index { base, index } => one(*base) || one(*index),
            ExprKind::ComplexPart { operand, .. } => one(*operand),
            ExprKind::MemberAt { object, offset } => one(*object) || one(*offset),
            ExprKind::BoundMemberFn { object, pmf } => one(*object) || one(*pmf),
            ExprKind::InitList { elems, .. } => any(elems),
            ExprKind::BitFieldInit { values } => values.iter().any(|v| one(v.2)),
            ExprKind::InitAt { place, init } => one(*place) || one(*init),
            ExprKind::IntLit(_)
            | ExprKind::FloatLit(_)
            | ExprKind::BoolLit(_)
            | ExprKind::NullPtrLit
            | ExprKind::StringLit(_)
            | ExprKind::Var(_)
            | ExprKind::Fn(_)
            | ExprKind::MethodPtr(_)
            | ExprKind::EnumConst { .. }
            | ExprKind::CodegenConst(_)
            | ExprKind::BuiltinVar(_)
            | ExprKind::BuiltinVarAxis { .. }
            | ExprKind::This
            | ExprKind::ZeroInit
            | ExprKind::InitVPtr(_)
            | ExprKind::Error => false,
        }
    }
}
