//! Tests of the fatbin writer and reader: exact bytes of a small container, entry order, flags,
//! errors, the reader on broken input, and NVIDIA's cuobjdump listing a container built from real
//! llc-19 PTX and ptxas cubins (skipped with a note when the tools are missing).

use super::*;
use crate::testutil;
use std::process::Command;

const PTX_52: &str = ".version 4.1\n.target sm_52\n"; // 27 bytes: + NUL = 28, padded to 32

/// A 68-byte stand-in for an sm_52 cubin: ELF64 LE, EI_OSABI 0x33, ABI version 7,
/// e_flags 0x00340534.
fn fake_cubin(osabi: u8, abi: u8, e_flags: u32) -> Vec<u8> {
    let mut elf = vec![0u8; 68];
    elf[0..4].copy_from_slice(b"\x7fELF");
    elf[4] = 2;
    elf[5] = 1;
    elf[6] = 1;
    elf[7] = osabi;
    elf[8] = abi;
    elf[0x30..0x34].copy_from_slice(&e_flags.to_le_bytes());
    elf[64..68].copy_from_slice(b"TAIL");
    elf
}

fn hex(text: &str) -> Vec<u8> {
    let digits: String = text.split_whitespace().collect();
    (0..digits.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&digits[i..i + 2], 16).expect("hex digit"))
        .collect()
}

/// Writes `entries` and compares with `expected` (hex, whitespace ignored) byte for byte.
fn check(entries: &[FatbinEntry], expected: &str) {
    let bytes = write_fatbin(entries).expect("writes");
    let expected = hex(expected);
    for (i, (got, want)) in bytes.iter().zip(&expected).enumerate() {
        assert_eq!(got, want, "byte {i:#x} differs\n got: {bytes:02x?}");
    }
    assert_eq!(
        bytes.len(),
        expected.len(),
        "length differs\n got: {bytes:02x?}"
    );
}

#[test]
fn elf_then_ptx_exact_bytes() {
    let cubin = fake_cubin(0x33, 7, 0x0034_0534);
    // Given PTX first: the writer still puts the ELF entry first.
    let entries = [
        FatbinEntry::ptx(52, PTX_52),
        FatbinEntry::cubin(52, cubin.clone()),
    ];
    let mut ptx_payload = PTX_52.as_bytes().to_vec();
    ptx_payload.resize(32, 0);
    let mut cubin_payload = cubin;
    cubin_payload.resize(72, 0);
    let expected = format!(
        "50ED55BA 0100 1000 F000000000000000
         0200 0101 40000000 4800000000000000
         00000000 00000000 0700 0100 34000000
         00000000 00000000 1100000000000000
         0000000000000000 0000000000000000
         {elf}
         0100 0101 48000000 2000000000000000
         00000000 40000000 0100 0400 34000000
         00000000 00000000 1100000000000000
         0000000000000000 0000000000000000
         0000000000000000
         {ptx}",
        elf = to_hex(&cubin_payload),
        ptx = to_hex(&ptx_payload),
    );
    check(&entries, &expected);
}

fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[test]
fn sizes_are_padded_to_eight() {
    for len in 0..20 {
        let text = format!(".version 7.0\n.target sm_70\n{}", "x".repeat(len));
        let bytes = write_fatbin(&[FatbinEntry::ptx(70, text.clone())]).unwrap();
        assert_eq!(bytes.len() % 8, 0);
        let entries = read_fatbin(&bytes).unwrap();
        assert_eq!(entries[0].payload.len() % 8, 0);
        assert!(entries[0].payload.len() > text.len(), "room for the NUL");
        assert_eq!(entries[0].ptx_text(), Some(text.as_str()));
    }
}

#[test]
fn entries_sorted_by_sm_elf_first() {
    let entries = [
        FatbinEntry::ptx(70, ".version 6.0\n.target sm_70\n"),
        FatbinEntry::ptx(52, PTX_52),
        FatbinEntry::cubin(70, fake_cubin(0x33, 7, 0x0046_0546)),
        FatbinEntry::cubin(52, fake_cubin(0x33, 7, 0x0034_0534)),
    ];
    let parsed = read_fatbin(&write_fatbin(&entries).unwrap()).unwrap();
    let order: Vec<(u32, u16, (u16, u16))> = parsed
        .iter()
        .map(|e| (e.sm, e.kind, e.code_version))
        .collect();
    assert_eq!(
        order,
        [
            (52, KIND_ELF, (1, 7)),
            (52, KIND_PTX, (4, 1)),
            (70, KIND_ELF, (1, 7)),
            (70, KIND_PTX, (6, 0)),
        ]
    );
    assert!(parsed.iter().all(|e| e.flags == 0x11));
    assert!(parsed
        .iter()
        .all(|e| (e.kind == KIND_PTX) == (e.options_offset == 0x40)));
}

#[test]
fn arch_suffix_flags() {
    let entry = |sm, suffix, target: &str| FatbinEntry {
        sm,
        suffix,
        payload: FatbinPayload::Ptx(format!(".version 8.0\n.target {target}\n")),
    };
    let parsed = read_fatbin(
        &write_fatbin(&[
            entry(90, ArchSuffix::A, "sm_90a"),
            entry(100, ArchSuffix::F, "sm_100f"),
        ])
        .unwrap(),
    )
    .unwrap();
    assert_eq!(parsed[0].flags, 0x10_0011);
    assert_eq!(parsed[1].flags, 0x20_0011);
}

#[test]
fn sm100_cubin_abi_version_8() {
    let cubin = fake_cubin(0x41, 8, 0x0600_6402);
    assert_eq!(
        cubin_info(&cubin),
        Ok(CubinInfo {
            sm: 100,
            abi_version: 8
        })
    );
    let parsed = read_fatbin(&write_fatbin(&[FatbinEntry::cubin(100, cubin)]).unwrap()).unwrap();
    assert_eq!(parsed[0].code_version, (1, 8));
}

#[test]
fn ptx_version_parsing() {
    assert_eq!(
        ptx_version("//\n// Generated\n//\n\n.version 7.8\n.target sm_80\n"),
        Some((7, 8))
    );
    assert_eq!(ptx_version("\t.version\t8.5 // comment\n"), Some((8, 5)));
    assert_eq!(ptx_version(".versionx 1.0\n"), None);
    assert_eq!(ptx_version(".target sm_52\n"), None);
    assert_eq!(ptx_version(".version 4\n"), None);
}

#[test]
fn errors() {
    let err = |entry: FatbinEntry| write_fatbin(&[entry]).unwrap_err().to_string();
    assert_eq!(
        err(FatbinEntry::ptx(52, ".target sm_52\n")),
        "the PTX for `sm_52` has no `.version` line"
    );
    assert_eq!(
        err(FatbinEntry::ptx(70, PTX_52)),
        "the PTX for `sm_70` says `.target sm_52`"
    );
    assert_eq!(
        err(FatbinEntry::cubin(70, fake_cubin(0x33, 7, 0x0034_0534))),
        "the cubin for `sm_70` was built for `sm_52`"
    );
    assert_eq!(
        err(FatbinEntry::cubin(52, b"not an elf".to_vec())),
        "the cubin for `sm_52` is not a CUDA ELF file (no ELF header)"
    );
    assert_eq!(
        err(FatbinEntry::cubin(52, fake_cubin(0, 7, 0x0034_0534))),
        "the cubin for `sm_52` is not a CUDA ELF file (EI_OSABI is not CUDA's)"
    );
}

#[test]
fn reader_rejects_broken_input_without_panicking() {
    let good = write_fatbin(&[FatbinEntry::ptx(52, PTX_52)]).unwrap();
    assert!(read_fatbin(&good[..good.len() - 8]).is_err());
    assert!(read_fatbin(&good[..10]).is_err());
    let mut bad_magic = good.clone();
    bad_magic[0] = 0;
    assert!(read_fatbin(&bad_magic).is_err());
    let mut zero_header = good.clone();
    zero_header[0x14] = 0; // entry header size 0x48 -> 0x00
    assert!(read_fatbin(&zero_header).is_err());
    // Every truncation and every single-byte corruption terminates.
    for cut in 0..good.len() {
        let _ = read_fatbin(&good[..cut]);
    }
    for i in 0..good.len() {
        let mut b = good.clone();
        b[i] ^= 0xff;
        let _ = read_fatbin(&b);
    }
    // Two containers back to back.
    let two = [good.clone(), good].concat();
    assert_eq!(read_fatbin(&two).unwrap().len(), 2);
}

/// Real PTX (llc-19) and cubins (ptxas) for sm_52 and sm_70: cuobjdump lists every entry.
#[test]
fn cuobjdump_lists_every_entry() {
    const TEST: &str = "cuobjdump_lists_every_entry";
    let Some(cuobjdump) = testutil::cuobjdump() else {
        return testutil::skip(
            TEST,
            "cuobjdump not found (set CIRCLEC_CUOBJDUMP or run scripts/setup.sh)",
        );
    };
    let dir = testutil::scratch_dir("fatbin");
    let mut entries = Vec::new();
    for sm in [70, 52] {
        let Some(ptx) = testutil::tiny_ptx(&dir, sm) else {
            return testutil::skip(TEST, "llc-19 not found");
        };
        let Some(cubin) = testutil::tiny_cubin(&dir, sm, &ptx) else {
            return testutil::skip(
                TEST,
                "ptxas not found (set CIRCLEC_PTXAS or run scripts/setup.sh)",
            );
        };
        entries.push(FatbinEntry::ptx(sm, ptx));
        entries.push(FatbinEntry::cubin(sm, cubin));
    }
    let bytes = write_fatbin(&entries).unwrap();
    let parsed = read_fatbin(&bytes).unwrap();
    assert_eq!(parsed.len(), 4);
    assert_eq!(parsed[1].code_version, (4, 1), "llc-19's PTX ISA for sm_52");
    let path = dir.join("tiny.fatbin");
    std::fs::write(&path, &bytes).unwrap();

    let listing = testutil::run_ok(Command::new(&cuobjdump).args(["-lptx", "-lelf"]).arg(&path));
    eprintln!("cuobjdump -lptx -lelf:\n{listing}");
    let lines: Vec<&str> = listing.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 4, "one line per entry:\n{listing}");
    for sm in [52, 70] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("ELF file") && l.contains(&format!("sm_{sm}"))),
            "no ELF entry for sm_{sm}:\n{listing}"
        );
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("PTX file") && l.contains(&format!("sm_{sm}"))),
            "no PTX entry for sm_{sm}:\n{listing}"
        );
    }

    // The PTX dump shows the code version and the text.
    let dump = testutil::run_ok(Command::new(&cuobjdump).arg("-ptx").arg(&path));
    assert!(dump.contains("code version = [4,1]"), "{dump}");
    assert!(dump.contains(".entry kern"), "{dump}");
}
