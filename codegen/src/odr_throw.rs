//! What the ODR-use walk does with exceptions: a throw-expression that a device target's walk
//! reaches is an error carrying the ODR-use chain and naming the sm, reported once per
//! (function, sm); the host lowers it (`eh.rs`). A `try` block is walked as its body alone on a
//! device, whose handlers are never lowered; on the host its handlers are walked too.

use frontend::diag::Diagnostic;
use frontend::sema::hir::{ExprId, Handler, StmtId};
use frontend::source::Span;

use crate::diags;
use super::Walker;

impl Walker<'_, '_> {
    /// A reached `throw` (its operand `operand`, at `span`).
    pub(crate) fn visit_throw(&mut self, operand: Option<ExprId>, span: Span, depth: u32) {
        if let Some(x) = operand {
            self.expr(x, depth);
        }
        if !self.target.is_device() {
            // `__cxa_throw` is given the exception object's destructor.
            let dtor = operand.and_then(|x| self.p.types.record_of(self.p.types.unqual(self.p.expr(x).ty))).and_then(|r| self.p.records[r].dtor);
            if let Some(dtor) = dtor {
                self.use_fn(dtor, span);
            }
            return;
        }
        let code = diags::THROW_IN_DEVICE_CODE;
        if !self.first_report(None, code.code) {
            return;
        }
        let sm = self.sm();
        let d = Diagnostic::error(code, span, format!("throw-expressions are not supported in device code (generating code for {sm})"))
            .with_label("`throw` reached from a kernel or device function")
            .with_note("report the error through a status value or an output parameter, or call `__trap()`");
        self.error(d);
    }

    /// A `try` block: its body, and on the host its handlers (device code drops them).
    pub(crate) fn visit_try(&mut self, body: StmtId, handlers: &[Handler], depth: u32) {
        self.stmt(body, depth);
        if self.target.is_device() {
            return;
        }
        for h in handlers {
            if let Some(v) = h.var {
                self.local_decl(v, depth);
            }
            self.stmt(h.body, depth);
        }
    }
}
