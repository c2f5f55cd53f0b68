//! `llvm.global_ctors`: adding a constructor at the end or the start, keeping the entries already there (the host
//! lowering adds its own for dynamic initializers of globals; the CUDA registration adds one).
//!
//! ```llvm
//! @llvm.global_ctors = appending global [n x { i32, ptr, ptr }]
//!     [{ i32 65535, ptr @__circlec_module_ctor, ptr null }, ...]
//! ```

use inkwell::llvm_sys::core::{LLVMGetNumOperands, LLVMGetOperand};
use inkwell::module::{Linkage, Module};
use inkwell::values::{AsValueRef, BasicValueEnum, FunctionValue, StructValue};
use inkwell::AddressSpace;

/// Adds `{ priority, function, null }` at the end of `llvm.global_ctors`.
pub fn append_global_ctor<'ctx>(
    module: &Module<'ctx>,
    function: FunctionValue<'ctx>,
    priority: u32,
) {
    add_global_ctor(module, function, priority, false)
}

/// Adds `{ priority, function, null }` at the start of `llvm.global_ctors` (among constructors
/// of the same priority, it runs first).
pub fn prepend_global_ctor<'ctx>(
    module: &Module<'ctx>,
    function: FunctionValue<'ctx>,
    priority: u32,
) {
    add_global_ctor(module, function, priority, true)
}

fn add_global_ctor<'ctx>(
    module: &Module<'ctx>,
    function: FunctionValue<'ctx>,
    priority: u32,
    first: bool,
) {
    let cx = module.get_context();
    let ptr = cx.ptr_type(AddressSpace::default());
    let i32t = cx.i32_type();
    let entry_ty = cx.struct_type(&[i32t.into(), ptr.into(), ptr.into()], false);

    let mut entries: Vec<StructValue<'ctx>> = Vec::new();
    if let Some(old) = module.get_global("llvm.global_ctors") {
        if let Some(init) = old.get_initializer() {
            let init = init.as_value_ref();
            // SAFETY: the initializer of `llvm.global_ctors` is a constant array (or a
            // zeroinitializer with no operands) whose operands are `{ i32, ptr, ptr }` constants.
            unsafe {
                for i in 0..LLVMGetNumOperands(init) {
                    entries.push(StructValue::new(LLVMGetOperand(init, i as u32)));
                }
            }
        }
        // SAFETY: nothing else refers to `llvm.global_ctors`.
        unsafe { old.delete() };
    }
    let entry = entry_ty.const_named_struct(&[
        i32t.const_int(priority as u64, false).into(),
        function.as_global_value().as_pointer_value().into(),
        ptr.const_null().into(),
    ]);
    entries.insert(if first { 0 } else { entries.len() }, entry);

    let array = entry_ty.const_array(&entries);
    let global = module.add_global(array.get_type(), None, "llvm.global_ctors");
    global.set_linkage(Linkage::Appending);
    global.set_initializer(&BasicValueEnum::ArrayValue(array));
}
