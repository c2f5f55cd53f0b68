//! The constant builtins glibc's `<math.h>` and libstdc++'s `<limits>` use for `NAN`,
//! `INFINITY`, `HUGE_VAL` and `numeric_limits`: `__builtin_nan("")`, `__builtin_nans("")`,
//! `__builtin_inf()`, `__builtin_huge_val()`, each with its `f` (float) and `l` (long double)
//! forms. Each call folds to a floating literal of its type, so it is usable in constant
//! expressions and on every target. The NaN forms take a string literal; like clang for `""`,
//! they give the NaN with an empty payload (a non-empty payload is not supported and is an
//! error). circlec's constants are IEEE doubles underneath, which have no signalling NaN apart
//! from the quiet one, so `__builtin_nans` folds to the quiet NaN.
//!
//! `__builtin_constant_p(e)` (libstdc++'s `std::advance` asks it of `n`) folds to the `int` 1
//! when the unevaluated operand is a literal or an enumerator, else 0: GCC may answer 1 for
//! more, after optimization, but 0 is always a correct answer.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::builtin;

impl<'a> Checker<'a> {
    /// A call of one of the constant builtins, folded; `None` when `name` is not one of them.
    pub(super) fn constant_builtin_call(&mut self, name: &str, args: &[ast::ExprId], span: Span) -> Option<ExprId> {
        if name == "__builtin_constant_p" {
            return Some(self.builtin_constant_p(args, span));
        }
        let (value, ty, wants_string) = match name {
            "__builtin_nanf" | "__builtin_nansf" => (f64::NAN, builtin::FLOAT, true),
            "__builtin_nan" | "__builtin_nans" => (f64::NAN, builtin::DOUBLE, true),
            "__builtin_nanl" | "__builtin_nansl" => (f64::NAN, builtin::LONGDOUBLE, true),
            "__builtin_inff" | "__builtin_huge_valf" => (f64::INFINITY, builtin::FLOAT, false),
            "__builtin_inf" | "__builtin_huge_val" => (f64::INFINITY, builtin::DOUBLE, false),
            "__builtin_infl" | "__builtin_huge_vall" => (f64::INFINITY, builtin::LONGDOUBLE, false),
            _ => return None,
        };
        let expected = usize::from(wants_string);
        if args.len() != expected {
            let what = if wants_string { "one string literal argument" } else { "no arguments" };
            self.err(
                Diagnostic::error(diags::BAD_OPERANDS, span, format!("`{name}` takes {what}, not {}", args.len()))
                    .with_label("wrong number of arguments"),
            );
            return Some(self.error_expr(span));
        }
        if let Some(&a) = args.first() {
            let tu = self.tu;
            let mut inner = a;
            while let ast::ExprKind::Paren(x) = tu.expr(inner).kind {
                inner = x;
            }
            let arg_span = tu.expr(a).span;
            match &tu.expr(inner).kind {
                ast::ExprKind::StringLit(s) if s.units.is_empty() => {}
                ast::ExprKind::StringLit(_) => {
                    self.err(
                        Diagnostic::error(diags::BAD_OPERANDS, arg_span, format!("`{name}` with a NaN payload is not supported"))
                            .with_label("non-empty payload")
                            .with_note(format!("write `{name}(\"\")` for the quiet NaN")),
                    );
                    return Some(self.error_expr(span));
                }
                _ => {
                    self.err(
                        Diagnostic::error(diags::BAD_OPERANDS, arg_span, format!("the argument of `{name}` must be a string literal"))
                            .with_label("not a string literal"),
                    );
                    return Some(self.error_expr(span));
                }
            }
        }
        Some(self.mk(ExprKind::FloatLit(value), ty, ValueCat::PrValue, span))
    }
}

impl Checker<'_> {
    fn builtin_constant_p(&mut self, args: &[ast::ExprId], span: Span) -> ExprId {
        let [a] = args else {
            self.err(
                Diagnostic::error(diags::BAD_OPERANDS, span, format!("`__builtin_constant_p` takes one argument, not {}", args.len()))
                    .with_label("wrong number of arguments"),
            );
            return self.error_expr(span);
        };
        self.unevaluated += 1;
        let h = self.check_expr(*a);
        self.unevaluated -= 1;
        let mut e = h;
        while let ExprKind::ImplicitCast { operand, .. } = self.p.expr(e).kind {
            e = operand;
        }
        let literal = matches!(
            self.p.expr(e).kind,
            ExprKind::IntLit(_) | ExprKind::FloatLit(_) | ExprKind::BoolLit(_) | ExprKind::NullPtrLit | ExprKind::EnumConst { .. }
        );
        self.mk(ExprKind::IntLit(i128::from(literal)), builtin::INT, ValueCat::PrValue, span)
    }
}
