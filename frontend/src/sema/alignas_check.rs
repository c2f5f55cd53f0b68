//! `alignas` may only raise an alignment: `struct alignas(4) S { double d; };` or a field
//! `alignas(1) int x;` asks for less than the type needs, which C++ makes ill-formed
//! ([dcl.align]/5) and clang rejects ("requested alignment is less than minimum alignment").

use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;

impl<'a> Checker<'a> {
    /// Reports `alignas(requested)` on `what` (a record or field, for the message) whose type
    /// needs `natural`. True when it was reported.
    pub(super) fn check_alignas_not_weaker(&mut self, requested: u64, natural: u64, what: &str, span: Span) -> bool {
        if requested >= natural {
            return false;
        }
        self.err(
            Diagnostic::error(
                diags::BAD_DECLARATOR,
                span,
                format!("`alignas({requested})` is less than the minimum alignment {natural} of {what}"),
            )
            .with_label("requested alignment too small")
            .with_note(format!("remove the `alignas`, or ask for at least {natural}")),
        );
        true
    }
}
