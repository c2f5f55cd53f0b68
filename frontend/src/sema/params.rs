//! Checks of function parameter types that C++ requires and code generation relies on: `void` is
//! a parameter type only as the whole list `f(void)` (unnamed and alone), and a function
//! definition needs every by-value parameter of complete type; a kernel takes no class with
//! virtual functions by value (as nvcc: its vtable pointer would point into host memory).

use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::FnId;
use super::types::TypeId;

impl<'a> Checker<'a> {
    /// Reports a parameter of type `void` that is not the whole list `(void)`; `named` when the
    /// parameter has a name, `alone` when it is the only parameter. True when it was reported.
    pub(super) fn check_void_param(&mut self, t: TypeId, named: bool, alone: bool, span: Span) -> bool {
        if !self.p.types.is_void(t) || (!named && alone) {
            return false;
        }
        let msg = if named { "a parameter may not have type `void`" } else { "`void` must be the only parameter, and unnamed" };
        self.err(
            Diagnostic::error(diags::VOID_VARIABLE, span, msg)
                .with_label("`void` parameter")
                .with_note("write `f(void)` or `f()` for a function without parameters, or give the parameter a type"),
        );
        true
    }

    /// Reports each by-value parameter of function `f` (being defined) whose type is incomplete,
    /// and, for a kernel, each by-value parameter of a class with virtual functions.
    pub(super) fn check_params_complete(&mut self, f: FnId) {
        let kernel = self.p.fns[f].cuda.global;
        for v in self.p.fns[f].params.clone() {
            let var = &self.p.vars[v];
            let (t, span, name) = (var.ty, var.span, var.name);
            let types = &self.p.types;
            if kernel && types.record_of(t).is_some_and(|r| self.is_dynamic(r)) {
                let shown = self.type_name(t);
                self.err(
                    Diagnostic::error(
                        diags::KERNEL_PARAM_DYNAMIC,
                        span,
                        format!("a kernel cannot take `{shown}`, a class with virtual functions, by value"),
                    )
                    .with_label("its vtable pointer would point into host memory on the device")
                    .with_note("pass the data the kernel needs in a class without virtual functions, or a pointer to device memory"),
                );
                continue;
            }
            let types = &self.p.types;
            if types.is_reference(t) || types.is_error(t) || types.is_void(t) || self.size_align_of(t).is_some() {
                continue;
            }
            let shown = self.type_name(t);
            let name_text = self.names.get(name).to_string();
            let what = if name_text.is_empty() { "a parameter".to_string() } else { format!("parameter `{name_text}`") };
            self.err(
                Diagnostic::error(diags::INCOMPLETE_TYPE, span, format!("{what} has incomplete type `{shown}`"))
                    .with_label("the size of this type is not known")
                    .with_note("define the type before this function, or pass it by pointer or reference"),
            );
        }
    }
}
