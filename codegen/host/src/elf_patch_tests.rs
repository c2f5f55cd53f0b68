//! `patch_section` on objects LLVM writes: the registration's placeholder is replaced and the
//! relocations still point at the fatbin's start (checked with readelf when it is installed);
//! symbols covering the placeholder grow; offsets into the section, extra contents and
//! malformed files (every truncation, every flipped byte) are errors, never panics.

use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::targets::FileType;
use inkwell::OptimizationLevel;
use std::process::Command;

use super::{patch_section, section_contents, FATBIN_PLACEHOLDER};
use crate::object::{host_target_machine, prepare_module};
use crate::registration::{emit_registration, KernelRegistration, FATBIN_SECTION};

fn object_of(module: &Module<'_>) -> Vec<u8> {
    let tm = host_target_machine(OptimizationLevel::Default).expect("x86-64 target");
    prepare_module(module, &tm);
    module.verify().expect("valid module");
    tm.write_to_memory_buffer(module, FileType::Object)
        .expect("object")
        .as_slice()
        .to_vec()
}

/// A module registering one kernel, with the placeholder as its fatbin.
fn registration_object() -> Vec<u8> {
    let cx = Context::create();
    let m = cx.create_module("t");
    let f = m.add_function("kern", cx.void_type().fn_type(&[], false), None);
    cx.create_builder()
        .position_at_end(cx.append_basic_block(f, "entry"));
    let b = cx.create_builder();
    b.position_at_end(f.get_first_basic_block().unwrap());
    b.build_return(None).unwrap();
    let kernels = [KernelRegistration {
        stub: f,
        device_name: "kern".into(),
    }];
    emit_registration(&m, FATBIN_PLACEHOLDER, &kernels, &[]).expect("registration");
    object_of(&m)
}

/// `.nv_fatbin` holding the placeholder in a global with `linkage`, and a data word pointing
/// `offset` bytes into it.
fn pointer_object(linkage: Linkage, offset: u64) -> Vec<u8> {
    let cx = Context::create();
    let m = cx.create_module("t");
    let bytes = cx.const_string(FATBIN_PLACEHOLDER, false);
    let g = m.add_global(bytes.get_type(), None, "blob");
    g.set_linkage(linkage);
    g.set_constant(true);
    g.set_initializer(&bytes);
    g.set_section(Some(FATBIN_SECTION));
    g.set_alignment(8);
    let i8t = cx.i8_type();
    let at = unsafe {
        g.as_pointer_value()
            .const_gep(i8t, &[cx.i64_type().const_int(offset, false)])
    };
    let p = m.add_global(at.get_type(), None, "wrapper");
    p.set_initializer(&at);
    p.set_section(Some(".nvFatBinSegment"));
    object_of(&m)
}

fn readelf(object: &[u8], flags: &str) -> Option<String> {
    let dir = std::env::temp_dir().join(format!("circlec-elf-patch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let path = dir.join(format!("o{}.o", flags.replace(' ', "")));
    std::fs::write(&path, object).ok()?;
    let out = Command::new("readelf")
        .args(flags.split(' '))
        .arg(&path)
        .output()
        .ok()?;
    Some(String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr))
}

#[test]
fn patches_the_registration_fatbin() {
    let mut object = registration_object();
    assert_eq!(
        section_contents(&object, FATBIN_SECTION).unwrap(),
        FATBIN_PLACEHOLDER
    );
    let data: Vec<u8> = (0..1001u32).map(|i| (i * 7) as u8).collect();
    patch_section(&mut object, FATBIN_SECTION, FATBIN_PLACEHOLDER, &data).expect("patched");
    assert_eq!(
        section_contents(&object, FATBIN_SECTION).unwrap(),
        &data[..]
    );
    assert_eq!(object.len() % 8, 1001 % 8);
    assert_eq!((object.len() - data.len()) % 8, 0, "8-aligned");
    match readelf(&object, "-S -r -W") {
        None => eprintln!("note: readelf not found; skipping its checks"),
        Some(out) => {
            assert!(!out.contains("Warning") && !out.contains("Error"), "{out}");
            let line = out
                .lines()
                .find(|l| l.contains(" .nv_fatbin "))
                .expect("a .nv_fatbin section");
            assert!(line.contains(&format!("{:06x}", data.len())), "{line}");
            // The wrapper's pointer: an R_X86_64_64 against the section, addend 0.
            let rel = out
                .lines()
                .find(|l| l.contains("R_X86_64_64") && l.contains(".nv_fatbin"))
                .expect("a relocation against .nv_fatbin");
            assert!(rel.trim_end().ends_with(".nv_fatbin + 0"), "{rel}");
        }
    }
}

#[test]
fn symbols_covering_the_placeholder_grow() {
    let mut object = pointer_object(Linkage::External, 0);
    let data = vec![0xabu8; 4096];
    patch_section(&mut object, FATBIN_SECTION, FATBIN_PLACEHOLDER, &data).expect("patched");
    assert_eq!(
        section_contents(&object, FATBIN_SECTION).unwrap(),
        &data[..]
    );
    if let Some(out) = readelf(&object, "-s -W") {
        let line = out
            .lines()
            .find(|l| l.trim_end().ends_with(" blob"))
            .expect("symbol blob");
        assert!(line.contains(" 4096 OBJECT"), "{line}");
    }
}

#[test]
fn offsets_into_the_section_are_refused() {
    for linkage in [Linkage::Private, Linkage::Internal, Linkage::External] {
        let mut object = pointer_object(linkage, 8);
        let before = object.clone();
        let e = patch_section(&mut object, FATBIN_SECTION, FATBIN_PLACEHOLDER, b"data")
            .expect_err("an offset into the section");
        assert!(e.contains("not absolute at its start"), "{e}");
        assert_eq!(object, before, "unchanged on error");
    }
}

#[test]
fn other_contents_are_refused() {
    let mut object = registration_object();
    let e = patch_section(&mut object, FATBIN_SECTION, b"something else!!", b"x").unwrap_err();
    assert!(e.contains("placeholder"), "{e}");
    let e = patch_section(&mut object, ".no_such", FATBIN_PLACEHOLDER, b"x").unwrap_err();
    assert!(e.contains("no section named"), "{e}");
}

#[test]
fn malformed_objects_are_errors_not_panics() {
    let object = registration_object();
    for len in 0..object.len() {
        let mut cut = object[..len].to_vec();
        let _ = patch_section(&mut cut, FATBIN_SECTION, FATBIN_PLACEHOLDER, b"fatbin");
    }
    for i in 0..object.len() {
        for flip in [0xffu8, 0x80] {
            let mut bad = object.clone();
            bad[i] ^= flip;
            let _ = patch_section(&mut bad, FATBIN_SECTION, FATBIN_PLACEHOLDER, b"fatbin");
        }
    }
    assert!(patch_section(&mut b"\x7fELF".to_vec(), FATBIN_SECTION, b"", b"").is_err());
}
