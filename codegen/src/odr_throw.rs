//! What the ODR-use walk does with exceptions, which no target supports yet: a throw-expression
//! that a device target's walk reaches is an error carrying the ODR-use chain and naming the
//! sm, reported once per (function, sm); on the host it is a "not supported yet" error (there
//! is no C++ exception runtime). A `try` block is walked as its body alone: handlers are never
//! lowered, so they ODR-use nothing.

use frontend::diag::Diagnostic;
use frontend::sema::hir::{ExprId, StmtId};
use frontend::source::Span;

use crate::diags;
use super::Walker;

impl Walker<'_, '_> {
    /// A reached `throw` (its operand `operand`, at `span`).
    pub(crate) fn visit_throw(&mut self, operand: Option<ExprId>, span: Span, depth: u32) {
        if let Some(x) = operand {
            self.expr(x, depth);
        }
        let code = if self.target.is_device() { diags::THROW_IN_DEVICE_CODE } else { diags::UNSUPPORTED_CONSTRUCT };
        if !self.first_report(None, code.code) {
            return;
        }
        let d = if self.target.is_device() {
            let sm = self.sm();
            Diagnostic::error(code, span, format!("throw-expressions are not supported in device code (generating code for {sm})"))
                .with_label("`throw` reached from a kernel or device function")
                .with_note("report the error through a status value or an output parameter, or call `__trap()`")
        } else {
            Diagnostic::error(code, span, "throw-expressions are not supported yet in host code (circlec has no C++ exception runtime)")
                .with_label("`throw` here")
                .with_note("report the error through a return value, or call `abort()`")
        };
        self.error(d);
    }

    /// A `try` block: its body only.
    pub(crate) fn visit_try(&mut self, body: StmtId, depth: u32) {
        self.stmt(body, depth);
    }
}
