//! Tests of the ptxas runner: message parsing, finding the function around a PTX line, a real
//! ptxas failure naming the sm and the kernel, and `build_fatbin` with and without ptxas
//! (the real-ptxas parts skip with a note when ptxas or llc-19 is missing).

use super::*;
use crate::fatbin::{read_fatbin, KIND_ELF, KIND_PTX};
use crate::testutil;

const PTX: &str = "\
.version 6.0
.target sm_70
.address_size 64
.extern .func (.param .b32 func_retval0) vprintf(.param .b64 a, .param .b64 b);
.visible .func  (.param .b32 func_retval0) _Z3addii(
\t.param .b32 _Z3addii_param_0
)
{
\tret;
}
.visible .entry kern(
\t.param .u64 kern_param_0
)
{
\tret;
}
";

#[test]
fn function_at_each_line() {
    let expected = [
        None,
        None,
        None,
        None,
        Some("_Z3addii"),
        Some("_Z3addii"),
        Some("_Z3addii"),
    ];
    for (i, want) in expected.iter().enumerate() {
        assert_eq!(
            function_at_line(PTX, i as u32 + 1).as_deref(),
            *want,
            "line {}",
            i + 1
        );
    }
    assert_eq!(function_at_line(PTX, 11).as_deref(), Some("kern"));
    assert_eq!(function_at_line(PTX, 15).as_deref(), Some("kern"));
    assert_eq!(function_at_line(PTX, 1000).as_deref(), Some("kern"));
    assert_eq!(
        function_at_line(".visible .entry _Z1kv()\n{\n}\n", 2).as_deref(),
        Some("_Z1kv")
    );
}

#[test]
fn parses_messages() {
    let output = "ptxas /tmp/x/sm_70.ptx, line 14; error   : Unknown symbol '%rd9'\n\
                  ptxas /tmp/x/sm_70.ptx, line 9; warning : Unused thing\n\
                  ptxas fatal   : Ptx assembly aborted due to errors\n\
                  something else\n";
    let messages = parse_messages(output, PTX);
    let summary: Vec<(Severity, Option<u32>, Option<&str>, &str)> = messages
        .iter()
        .map(|m| (m.severity, m.line, m.function.as_deref(), m.text.as_str()))
        .collect();
    assert_eq!(
        summary,
        [
            (
                Severity::Error,
                Some(14),
                Some("kern"),
                "Unknown symbol '%rd9'"
            ),
            (Severity::Warning, Some(9), Some("_Z3addii"), "Unused thing"),
            (
                Severity::Fatal,
                None,
                None,
                "Ptx assembly aborted due to errors"
            ),
            (Severity::Other, None, None, "something else"),
        ]
    );
    assert_eq!(
        messages[0].to_string(),
        "in `kern`: PTX line 14: Unknown symbol '%rd9'"
    );
}

#[test]
fn ptxas_error_names_sm_and_kernel() {
    const TEST: &str = "ptxas_error_names_sm_and_kernel";
    let Some(ptxas) = testutil::ptxas() else {
        return testutil::skip(
            TEST,
            "ptxas not found (set CIRCLEC_PTXAS or run scripts/setup.sh)",
        );
    };
    let dir = testutil::scratch_dir("ptxas");
    let Some(good) = testutil::tiny_ptx(&dir, 52) else {
        return testutil::skip(TEST, "llc-19 not found");
    };
    let bad = good.replace("mov.b32 \t%r1, 42;", "mov.b32 \t%r1, %rd9;");
    assert_ne!(bad, good, "the PTX changed");
    let err = run_ptxas(&ptxas, 52, ArchSuffix::None, &bad, &[]).unwrap_err();
    assert_eq!(err.target, "sm_52");
    assert!(!err.messages.is_empty());
    assert!(
        err.messages.iter().all(|m| m.severity == Severity::Error),
        "{err}"
    );
    assert!(
        err.messages
            .iter()
            .all(|m| m.function.as_deref() == Some("kern")),
        "{err}"
    );
    let text = err.to_string();
    assert!(
        text.starts_with("ptxas failed for `sm_52`\n  in `kern`: PTX line "),
        "{text}"
    );
    assert!(text.contains("Unknown symbol '%rd9'"), "{text}");

    let out = run_ptxas(&ptxas, 70, ArchSuffix::None, &good, &[]).unwrap();
    assert_eq!(crate::fatbin::cubin_info(&out.cubin).unwrap().sm, 70);
}

#[test]
fn builds_fatbins() {
    const TEST: &str = "builds_fatbins";
    let dir = testutil::scratch_dir("build");
    let images: Vec<PtxImage> = [70, 52]
        .iter()
        .filter_map(|&sm| {
            testutil::tiny_ptx(&dir, sm).map(|ptx| PtxImage {
                sm,
                suffix: ArchSuffix::None,
                ptx,
            })
        })
        .collect();
    if images.len() != 2 {
        return testutil::skip(TEST, "llc-19 not found");
    }
    let BuiltFatbin { bytes, warnings } = build_fatbin(&images, None).unwrap();
    assert!(warnings.is_empty());
    let kinds: Vec<(u32, u16)> = read_fatbin(&bytes)
        .unwrap()
        .iter()
        .map(|e| (e.sm, e.kind))
        .collect();
    assert_eq!(kinds, [(52, KIND_PTX), (70, KIND_PTX)]);

    let Some(ptxas) = testutil::ptxas() else {
        return testutil::skip(TEST, "ptxas not found: cubins not checked");
    };
    let bytes = build_fatbin(&images, Some(&ptxas)).unwrap().bytes;
    let kinds: Vec<(u32, u16)> = read_fatbin(&bytes)
        .unwrap()
        .iter()
        .map(|e| (e.sm, e.kind))
        .collect();
    assert_eq!(
        kinds,
        [
            (52, KIND_ELF),
            (52, KIND_PTX),
            (70, KIND_ELF),
            (70, KIND_PTX)
        ]
    );
}
