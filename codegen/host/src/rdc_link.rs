//! The host object of a device link (relocatable device code): the fatbin of every sm's linked
//! cubin and the constructor that registers it and then calls each unit's register function
//! (`registration::emit_linked_registration`). The driver links it first, before the units'
//! objects, so its constructor runs before their C++ dynamic initializers.

use inkwell::context::Context;
use inkwell::targets::FileType;
use inkwell::OptimizationLevel;

use crate::object::{host_target_machine, prepare_module};
use crate::registration::emit_linked_registration;

/// The x86-64 relocatable object holding `fatbin` and the constructor that registers it and
/// calls `registers` (each `void f(void **handle)`) in order.
pub fn linked_registration_object(fatbin: &[u8], registers: &[String]) -> Result<Vec<u8>, String> {
    let cx = Context::create();
    let module = cx.create_module("circlec-device-link");
    let tm = host_target_machine(OptimizationLevel::None)?;
    prepare_module(&module, &tm);
    emit_linked_registration(&module, fatbin, registers);
    module.verify().map_err(|e| e.to_string())?;
    tm.write_to_memory_buffer(&module, FileType::Object)
        .map(|b| b.as_slice().to_vec())
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_constructor_calls_each_unit_in_order() {
        let registers = ["__circlec_rdc_register_b".to_string(), "__circlec_rdc_register_a".to_string()];
        let object = linked_registration_object(b"FATBIN", &registers).expect("an object");
        let fatbin = crate::elf_patch::section_contents(&object, crate::registration::FATBIN_SECTION).expect("the fatbin");
        assert_eq!(fatbin, b"FATBIN");
        let text = String::from_utf8_lossy(&object);
        assert!(registers.iter().all(|r| text.contains(r.as_str())));
        assert!(text.contains(crate::registration::DEVICE_LINK_SYMBOL));
        // The calls, in the order given, between the registration and its end.
        let cx = Context::create();
        let module = cx.create_module("t");
        emit_linked_registration(&module, b"FATBIN", &registers);
        let ir = module.print_to_string().to_string();
        let at = |s: &str| ir.find(&format!("call void @{s}(")).unwrap_or_else(|| panic!("no call of {s} in\n{ir}"));
        let start = ir.find("call ptr @__cudaRegisterFatBinary(").expect("registers the fatbin");
        let end = ir.find("@__cudaRegisterFatBinaryEnd(ptr").expect("ends the registration");
        assert!(start < at(&registers[0]) && at(&registers[0]) < at(&registers[1]) && at(&registers[1]) < end, "{ir}");
    }
}
