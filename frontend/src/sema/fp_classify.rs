//! The floating-point classification builtins `<math.h>`'s `isnan`, `isinf`, `isfinite` and
//! `signbit` expand to: `__builtin_isnan`, `__builtin_isinf`, `__builtin_isfinite`,
//! `__builtin_isnormal`, `__builtin_signbit` (and `signbitf`/`signbitl`), `__builtin_isinf_sign`
//! and `__builtin_fpclassify(nan, inf, normal, subnormal, zero, x)`. As in clang they are
//! type-generic: the overload of the argument's own floating type is chosen (a `float` is not
//! promoted), and a non-floating argument is an error. They return `int`, work in host and
//! device code (the shared codegen lowers them as clang does) and fold in constant
//! expressions ([`fold`]). Also the comparison builtins (`__builtin_isgreater`, ...), which
//! are ordinary comparisons here.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::builtins::{self, BType};
use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{FloatKind, Type};

/// True when `name` is one of the classification builtins.
pub fn is_fp_classify(name: &str) -> bool {
    builtins::lookup(name).first().is_some_and(|b| b.overload().function().key.starts_with("fp."))
}

impl<'a> Checker<'a> {
    /// A call of a classification builtin; `None` when `name` is not one of them.
    pub(super) fn fp_classify_call(&mut self, name: &str, args: &[ast::ExprId], span: Span) -> Option<ExprId> {
        if !is_fp_classify(name) {
            return None;
        }
        let ids = builtins::lookup(name);
        let arity = ids[0].overload().params.len();
        if args.len() != arity {
            let what = if arity == 1 { "one floating-point argument".to_string() } else { format!("{arity} arguments") };
            self.err(
                Diagnostic::error(diags::BAD_OPERANDS, span, format!("`{name}` takes {what}, not {}", args.len()))
                    .with_label("wrong number of arguments"),
            );
            return Some(self.error_expr(span));
        }
        let mut argv = Vec::new();
        for &a in args {
            let e = self.check_expr(a);
            argv.push(self.rvalue(e));
        }
        if argv.iter().any(|&a| self.p.types.is_error(self.p.expr(a).ty)) {
            return Some(self.error_expr(span));
        }
        let last = *argv.last().expect("arity is at least one");
        let lt = self.p.types.unqual(self.p.expr(last).ty);
        let generic = ids.len() > 1;
        let chosen = if generic {
            let kind = match self.p.types.kind(lt) {
                Type::Float(k) => Some(*k),
                _ => None,
            };
            let Some(kind) = kind else {
                let tn = self.type_name(lt);
                let arg_span = self.p.expr(last).span;
                self.err(
                    Diagnostic::error(
                        diags::BAD_OPERANDS,
                        arg_span,
                        format!("floating point classification requires argument of floating point type (passed in `{tn}`)"),
                    )
                    .with_label("not a floating-point value")
                    .with_note(format!("convert the argument first, e.g. `{name}((double)x)`")),
                );
                return Some(self.error_expr(span));
            };
            ids.into_iter().find(|id| id.overload().params.last() == Some(&BType::Float(kind)))?
        } else {
            ids[0]
        };
        let o = chosen.overload();
        let params: Vec<_> = o.params.clone().iter().map(|p| self.btype(p)).collect();
        let ret = self.btype(&o.ret.clone());
        let what = format!("`{name}`");
        let Some(argv) = self.convert_args(&params, false, argv, &[], &what, span) else {
            return Some(self.error_expr(span));
        };
        Some(self.mk_call(Callee::Builtin(chosen), None, argv, ret, span))
    }
}

/// The value of classification builtin `key` (`fp.isnan`, ...) for constant arguments: the
/// integer arguments of `fp.fpclassify` then `x`, of floating kind `kind` (a `float` constant
/// is classified as a `float`, so `1e-40f` is subnormal). `None` for an unknown key.
pub fn fold(key: &str, kind: FloatKind, ints: &[i128], x: f64) -> Option<i128> {
    let subnormal = match kind {
        // `__bf16` has `float`'s exponent range.
        FloatKind::Float | FloatKind::BF16 => (x as f32).is_subnormal(),
        FloatKind::Double => x.is_subnormal(),
        // Every finite non-zero `double` is normal as an x87 long double.
        FloatKind::LongDouble => false,
    };
    let normal = x.is_finite() && x != 0.0 && !subnormal;
    let b = |c: bool| i128::from(c);
    Some(match key {
        "fp.isnan" => b(x.is_nan()),
        "fp.isinf" => b(x.is_infinite()),
        "fp.isfinite" => b(x.is_finite()),
        "fp.isnormal" => b(normal),
        "fp.signbit" => b(x.is_sign_negative()),
        "fp.isinf_sign" => match (x.is_infinite(), x.is_sign_negative()) {
            (false, _) => 0,
            (true, false) => 1,
            (true, true) => -1,
        },
        "fp.fpclassify" => {
            let i = if x.is_nan() {
                0
            } else if x.is_infinite() {
                1
            } else if normal {
                2
            } else if subnormal {
                3
            } else {
                4
            };
            *ints.get(i)?
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_like_clang() {
        let f = |k: &str, kind, x| fold(k, kind, &[10, 11, 12, 13, 14], x).unwrap();
        assert_eq!(f("fp.isnan", FloatKind::Float, f64::NAN), 1);
        assert_eq!(f("fp.isnan", FloatKind::Double, 1.0), 0);
        assert_eq!(f("fp.isinf", FloatKind::Double, f64::NEG_INFINITY), 1);
        assert_eq!(f("fp.isfinite", FloatKind::Double, f64::INFINITY), 0);
        assert_eq!(f("fp.isnormal", FloatKind::Float, 1e-40), 0);
        assert_eq!(f("fp.isnormal", FloatKind::Double, 1e-40), 1);
        assert_eq!(f("fp.isnormal", FloatKind::Double, 0.0), 0);
        assert_eq!(f("fp.signbit", FloatKind::Double, -0.0), 1);
        assert_eq!(f("fp.isinf_sign", FloatKind::Double, f64::NEG_INFINITY), -1);
        assert_eq!(f("fp.fpclassify", FloatKind::Float, 1e-40), 13);
        assert_eq!(f("fp.fpclassify", FloatKind::Double, -0.0), 14);
        assert_eq!(f("fp.fpclassify", FloatKind::Double, f64::NAN), 10);
        assert!(is_fp_classify("__builtin_isnan") && !is_fp_classify("__popc"));
    }
}

/// The comparison builtins of `<math.h>` (`isgreater`, ..., `isunordered`), which compare
/// without raising the invalid exception on a NaN: as the IEEE comparisons that circlec's
/// codegen emits (they never trap), after the usual arithmetic conversions.
const FP_COMPARE: &[&str] = &[
    "__builtin_isgreater",
    "__builtin_isgreaterequal",
    "__builtin_isless",
    "__builtin_islessequal",
    "__builtin_islessgreater",
    "__builtin_isunordered",
];

/// True when `name` is one of the comparison builtins.
pub fn is_fp_compare(name: &str) -> bool {
    FP_COMPARE.contains(&name)
}

impl Checker<'_> {
    /// A call of a comparison builtin; `None` when `name` is not one of them.
    pub(super) fn fp_compare_call(&mut self, name: &str, args: &[ast::ExprId], span: Span) -> Option<ExprId> {
        use crate::ast::BinaryOp as B;
        if !is_fp_compare(name) {
            return None;
        }
        if args.len() != 2 {
            self.err(
                Diagnostic::error(diags::BAD_OPERANDS, span, format!("`{name}` takes two arguments, not {}", args.len()))
                    .with_label("wrong number of arguments"),
            );
            return Some(self.error_expr(span));
        }
        let (a, b) = (self.check_expr(args[0]), self.check_expr(args[1]));
        for x in [a, b] {
            let t = self.p.types.unqual(self.p.types.non_ref(self.p.expr(x).ty));
            if !self.p.types.is_arithmetic(t) && !self.p.types.is_error(t) {
                let tn = self.type_name(t);
                self.err(
                    Diagnostic::error(diags::BAD_OPERANDS, self.p.expr(x).span, format!("`{name}` compares numbers, not `{tn}`"))
                        .with_label("not an arithmetic value"),
                );
                return Some(self.error_expr(span));
            }
        }
        let cmp = |c: &mut Self, op: B, x: ExprId, y: ExprId| c.binary_values(op, x, y, span);
        Some(match name {
            "__builtin_isgreater" => cmp(self, B::Gt, a, b),
            "__builtin_isgreaterequal" => cmp(self, B::Ge, a, b),
            "__builtin_isless" => cmp(self, B::Lt, a, b),
            "__builtin_islessequal" => cmp(self, B::Le, a, b),
            "__builtin_islessgreater" => {
                let (lt, gt) = (cmp(self, B::Lt, a, b), cmp(self, B::Gt, a, b));
                cmp(self, B::BitOr, lt, gt)
            }
            _ => {
                let (na, nb) = (cmp(self, B::Ne, a, a), cmp(self, B::Ne, b, b));
                cmp(self, B::BitOr, na, nb)
            }
        })
    }
}
