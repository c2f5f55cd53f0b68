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
        let object = linked_registration_object(b"FATBIN", &["__circlec_rdc_register_a".into(), "__circlec_rdc_register_b".into()])
            .expect("an object");
        let fatbin = crate::elf_patch::section_contents(&object, crate::registration::FATBIN_SECTION).expect("the fatbin");
        assert_eq!(fatbin, b"FATBIN");
        let text = String::from_utf8_lossy(&object);
        let a = text.find("__circlec_rdc_register_a").expect("a is called");
        assert!(text.find("__circlec_rdc_register_b").expect("b is called") > a);
    }
}
