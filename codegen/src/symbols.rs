//! Symbols that GNU attributes shape: `weak` definitions (`weak` linkage) and declarations
//! (`extern_weak`: the symbol may stay undefined, its address null), and `alias("sym")`
//! functions, emitted as LLVM aliases of the function `sym` this module defines (GCC's rule: the
//! target must be defined in the same translation unit).

use frontend::sema::hir::{DeclRef, FnId};
use inkwell::module::Linkage;
use inkwell::types::AsTypeRef;
use inkwell::values::{AsValueRef, GlobalValue};

use crate::diags;
use crate::module_cx::ModuleCx;

impl<'a, 'ctx> ModuleCx<'a, 'ctx> {
    /// Gives the global `g` of `d` weak linkage when `d` is declared `weak`: `weak` for a
    /// definition, `extern_weak` for a declaration. Internal and `linkonce_odr` symbols keep
    /// theirs (GCC lets `weak` change only external ones).
    pub(crate) fn apply_weak(&self, d: DeclRef, g: GlobalValue<'ctx>) {
        if !self.p.weak.contains(&d) {
            return;
        }
        let defined = match d {
            DeclRef::Fn(f) => self.p.fns[f].body.is_some(),
            DeclRef::Var(v) => !self.p.vars[v].is_extern || self.p.vars[v].init.is_some(),
            _ => return,
        };
        match (g.get_linkage(), defined) {
            (Linkage::External, true) => g.set_linkage(Linkage::WeakAny),
            (Linkage::External, false) => g.set_linkage(Linkage::ExternalWeak),
            _ => {}
        }
    }

    /// Turns each declared `alias("sym")` function of the module into an LLVM alias of the
    /// function `sym` defined here; an error at the declaration when this module has no such
    /// definition.
    pub(crate) fn emit_aliases(&mut self) {
        let mut list: Vec<(FnId, String)> = self
            .fns
            .keys()
            .filter_map(|&f| self.p.aliases.get(&f).map(|&n| (f, self.names.get(n).to_string())))
            .collect();
        list.sort();
        for (f, target) in list {
            let decl = self.fns[&f];
            let aliasee = self.module.get_function(&target).filter(|t| t.count_basic_blocks() > 0);
            let Some(aliasee) = aliasee else {
                let name = self.names.get(self.p.fns[f].name).to_string();
                let place = if self.target.is_device() { "this device module" } else { "this translation unit" };
                self.error(
                    diags::UNSUPPORTED_CONSTRUCT,
                    self.p.fns[f].span,
                    format!("`{name}` is an alias of `{target}`, which {place} does not define"),
                );
                continue;
            };
            if self.target.is_device() {
                self.features.insert(codegen_consts::Feature::Aliases);
            }
            let sym = decl.get_name().to_bytes().to_vec();
            let weak = self.p.weak.contains(&DeclRef::Fn(f));
            // SAFETY: plain LLVM C API calls on values of this module; the declaration is
            // deleted only after all its uses point to the alias, and no later step uses it
            // (`self.fns` forgets it).
            unsafe {
                use inkwell::llvm_sys::core;
                let m = self.module.as_mut_ptr();
                let empty = c"";
                let a = core::LLVMAddAlias2(m, decl.get_type().as_type_ref(), 0, aliasee.as_value_ref(), empty.as_ptr());
                core::LLVMReplaceAllUsesWith(decl.as_value_ref(), a);
                core::LLVMDeleteFunction(decl.as_value_ref());
                core::LLVMSetValueName2(a, sym.as_ptr().cast(), sym.len());
                if weak {
                    core::LLVMSetLinkage(a, inkwell::llvm_sys::LLVMLinkage::LLVMWeakAnyLinkage);
                }
            }
            self.fns.remove(&f);
        }
    }
}
