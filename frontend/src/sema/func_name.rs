//! The function-local predefined variable `__func__` ([dcl.fct.def.general]/8), and GCC's
//! `__FUNCTION__`, which the shipped `<assert.h>` passes to `__assert_fail`: inside a function
//! body each is a `const char[N]` lvalue holding the function's unqualified name, represented
//! as the string literal of that name.

use crate::source::Span;

use super::ctx::Checker;
use super::hir::*;
use super::types::{builtin, Cv};

impl<'a> Checker<'a> {
    /// `__func__` or `__FUNCTION__` inside a function body; `None` for any other name, or
    /// outside a function (where the name is undeclared).
    pub(super) fn predefined_func_name(&mut self, text: &str, span: Span) -> Option<ExprId> {
        if text != "__func__" && text != "__FUNCTION__" {
            return None;
        }
        let f = self.fcx.func?;
        let name = self.names.get(self.p.fns[f].name).to_string();
        let celem = self.p.types.qualified(builtin::CHAR, Cv::CONST);
        let ty = self.p.types.array(celem, Some(name.len() as u64 + 1));
        let bytes: Box<[u8]> = name.into_bytes().into();
        Some(self.mk(ExprKind::StringLit(bytes), ty, ValueCat::LValue, span))
    }
}
