//! The attributes that decide a declaration's symbol rather than its meaning: GNU asm labels
//! (`int f(int) asm("g")`), `weak` (a weak definition, or an `extern_weak` declaration) and
//! `alias("sym")` (the function is another name of the symbol `sym`, defined in this unit;
//! codegen makes it an LLVM alias). They go to the program's side tables, which codegen reads.

use crate::ast;
use crate::diag::Diagnostic;

use super::ctx::Checker;
use super::diags;
use super::hir::*;

impl Checker<'_> {
    /// Records `spec`'s asm label, `weak` and `alias` for `d` (`has_body`: a function
    /// definition, which cannot also be an alias).
    pub(super) fn symbol_attributes(&mut self, d: DeclRef, spec: &ast::DeclSpec, has_body: bool) {
        if let Some(label) = spec.asm_label {
            self.p.asm_labels.insert(d, label);
        }
        if spec.weak {
            self.p.weak.insert(d);
        }
        let Some((target, span)) = spec.alias else { return };
        match d {
            DeclRef::Fn(_) if has_body => {
                self.err(
                    Diagnostic::error(diags::BAD_ALIAS, span, "a function definition cannot also be an alias")
                        .with_label("`alias` names another definition")
                        .with_note("declare the alias without a body: `int g() __attribute__((alias(\"f\")));`"),
                );
            }
            DeclRef::Fn(f) => {
                self.p.aliases.insert(f, target);
            }
            _ => {
                self.err(
                    Diagnostic::error(diags::BAD_ALIAS, span, "`alias` on a variable is not supported yet")
                        .with_label("circlec makes aliases of functions only")
                        .with_note("use a reference or a pointer to the other variable"),
                );
            }
        }
    }
}
