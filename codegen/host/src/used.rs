//! `llvm.compiler.used`: holding the globals that code not yet emitted will refer to (launch
//! stubs, shadows, the dynamic initializer) through an optimisation that runs before that code
//! exists. While held they count as used by something the optimizer cannot see, as the
//! registration constructor's calls would make them: nothing deletes them, assumes their
//! contents or changes their signatures.

use inkwell::module::{Linkage, Module};
use inkwell::values::PointerValue;
use inkwell::AddressSpace;

const NAME: &str = "llvm.compiler.used";

/// Whether the module already has its own `llvm.used` or `llvm.compiler.used` (`hold` would
/// then have to merge and later restore; the caller takes the simple path instead).
pub fn has_used_lists(module: &Module<'_>) -> bool {
    module.get_global("llvm.used").is_some() || module.get_global(NAME).is_some()
}

/// Adds `llvm.compiler.used` holding `values`; the module must have none (`has_used_lists`).
pub fn hold<'ctx>(module: &Module<'ctx>, values: &[PointerValue<'ctx>]) {
    if values.is_empty() {
        return;
    }
    let ptr = module.get_context().ptr_type(AddressSpace::default());
    let array = ptr.const_array(values);
    let global = module.add_global(array.get_type(), None, NAME);
    global.set_linkage(Linkage::Appending);
    global.set_section(Some("llvm.metadata"));
    global.set_initializer(&array);
}

/// Removes the list `hold` added (the globals stay; the registration now refers to them).
pub fn release(module: &Module<'_>) {
    if let Some(global) = module.get_global(NAME) {
        // SAFETY: nothing refers to `llvm.compiler.used`.
        unsafe { global.delete() };
    }
}
