//! Circle's introspection keywords, folded during translation: `@enum_count(E)` (an `int`),
//! `@enum_value(E, i)` (the enumerator, a prvalue of type `E`), `@enum_name(E, i)` and
//! `@enum_name(e)`, `@type_name(T)` / `@type_string(T)` (string literals). Enumerators are
//! counted and indexed in declaration order, each distinct value once, as Circle does. The
//! index and `e` must be constants: a meta variable, a template parameter, a literal.

use crate::ast::{self, Introspect};
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{builtin, Cv, TypeId};

impl Checker<'_> {
    pub(super) fn check_introspect(&mut self, kind: Introspect, ty: Option<ast::TypeExprId>, args: &[ast::ExprId], span: Span) -> ExprId {
        let what = kind.spelling();
        let want = match kind {
            Introspect::EnumCount | Introspect::TypeName => (true, 0),
            Introspect::EnumValue => (true, 1),
            Introspect::EnumName if ty.is_some() => (true, 1),
            Introspect::EnumName => (false, 1),
        };
        if (ty.is_some(), args.len()) != want {
            let form = match kind {
                Introspect::EnumCount => "`@enum_count(E)` with an enumeration type `E`",
                Introspect::EnumValue => "`@enum_value(E, i)` with an enumeration type `E` and a constant index `i`",
                Introspect::EnumName => "`@enum_name(E, i)` or `@enum_name(e)` with a constant enumerator `e`",
                Introspect::TypeName => "`@type_name(T)` with a type `T`",
            };
            self.err(
                Diagnostic::error(diags::INTROSPECT_OPERAND, span, format!("wrong operands for `{what}`"))
                    .with_label("these operands")
                    .with_note(format!("write {form}")),
            );
            return self.error_expr(span);
        }
        let t = ty.map(|t| self.resolve_type(t));
        if t.is_some_and(|t| self.p.types.is_error(t)) {
            return self.error_expr(span);
        }
        match (kind, t) {
            (Introspect::TypeName, Some(t)) => {
                let name = self.type_name(t);
                self.string_literal(&name, span)
            }
            (Introspect::EnumName, None) => self.enum_name_of_value(args[0], span),
            (_, Some(t)) => {
                let Some(e) = self.introspected_enum(t, what, span) else { return self.error_expr(span) };
                let unique = self.unique_enumerators(e);
                if kind == Introspect::EnumCount {
                    return self.mk(ExprKind::IntLit(unique.len() as i128), builtin::INT, ValueCat::PrValue, span);
                }
                let arg_span = self.tu.expr(args[0]).span;
                let Some(i) = self.const_int(args[0], &format!("the index of `{what}`")) else { return self.error_expr(span) };
                let Some(&index) = usize::try_from(i).ok().and_then(|i| unique.get(i)) else {
                    let shown = self.type_name(t);
                    let n = unique.len();
                    self.err(
                        Diagnostic::error(diags::INTROSPECT_RANGE, arg_span, format!("`{what}` index {i} is out of range for `{shown}`"))
                            .with_label(format!("this index is {i}"))
                            .with_note(format!("`{shown}` has {n} distinct enumerators: the index must be at least 0 and below {n}")),
                    );
                    return self.error_expr(span);
                };
                let en = &self.p.enums[e].enumerators[index as usize];
                let (value, name) = (en.value, en.name);
                if kind == Introspect::EnumName {
                    let name = self.text(name).to_string();
                    return self.string_literal(&name, span);
                }
                self.mk(ExprKind::EnumConst { enum_: e, index, value }, t, ValueCat::PrValue, span)
            }
            _ => self.error_expr(span),
        }
    }

    /// `@enum_name(e)`: the name of the first enumerator of `e`'s type with `e`'s value.
    fn enum_name_of_value(&mut self, arg: ast::ExprId, span: Span) -> ExprId {
        let h = self.check_expr(arg);
        let h = self.rvalue(h);
        let t = self.p.expr(h).ty;
        if self.p.types.is_error(t) {
            return self.error_expr(span);
        }
        let Some(e) = self.introspected_enum(t, "@enum_name", self.p.expr(h).span) else { return self.error_expr(span) };
        let Some(v) = self.eval_or_report(h, "the operand of `@enum_name`").and_then(ConstValue::as_int) else { return self.error_expr(span) };
        match self.p.enums[e].enumerators.iter().find(|x| x.value == v) {
            Some(x) => {
                let name = self.text(x.name).to_string();
                self.string_literal(&name, span)
            }
            None => {
                let shown = self.type_name(t);
                self.err(
                    Diagnostic::error(diags::INTROSPECT_RANGE, self.p.expr(h).span, format!("{v} is not the value of an enumerator of `{shown}`"))
                        .with_label(format!("this is {v}"))
                        .with_note("`@enum_name(e)` names the enumerator whose value `e` has"),
                );
                self.error_expr(span)
            }
        }
    }

    /// The enumeration `t` names; an error at `span` if it is not one.
    fn introspected_enum(&mut self, t: TypeId, what: &str, span: Span) -> Option<EnumId> {
        let t = self.p.types.unqual(t);
        let e = self.p.types.enum_of(t);
        if e.is_none() {
            let shown = self.type_name(t);
            self.err(
                Diagnostic::error(diags::INTROSPECT_OPERAND, span, format!("`{what}` needs an enumeration type, not `{shown}`"))
                    .with_label("not an enum")
                    .with_note("enum introspection applies to `enum` and `enum class` types"),
            );
        }
        e
    }

    /// The indices of `e`'s enumerators in declaration order, each distinct value once.
    pub(super) fn unique_enumerators(&self, e: EnumId) -> Vec<u32> {
        let mut seen = std::collections::HashSet::new();
        let list = &self.p.enums[e].enumerators;
        (0..list.len() as u32).filter(|&i| seen.insert(list[i as usize].value)).collect()
    }

    /// A narrow string literal holding `text`: an lvalue of type `const char[N+1]`.
    pub(super) fn string_literal(&mut self, text: &str, span: Span) -> ExprId {
        let celem = self.p.types.qualified(builtin::CHAR, Cv::CONST);
        let ty = self.p.types.array(celem, Some(text.len() as u64 + 1));
        let bytes: Box<[u8]> = text.as_bytes().into();
        self.mk(ExprKind::StringLit(bytes), ty, ValueCat::LValue, span)
    }
}
