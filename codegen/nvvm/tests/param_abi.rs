//! The kernel-parameter ABI of the NVVM target, checked without clang: every parameter kind is
//! compiled from source for sm_52 and sm_70, and each kernel's `.entry` parameter list (names
//! removed) must equal the one clang 19 produced for the same source (recorded below; the
//! oracle tests/abi/oracle.py recomputes them against a live clang on every lit run).

use circlec_nvvm::{compile, resolve_sms, Options};
use frontend::source::{FileId, SourceMap, Span};

struct NoFiles;

impl frontend::pp::FileLoader for NoFiles {
    fn load(&self, _: &str) -> Option<String> {
        None
    }
}

/// The declarations every kernel below uses.
const DECLS: &str = r#"
enum EU8 : unsigned char { EU8_A };
enum class ES16 : short { A };
enum EPlain { EP_A };
enum class EU64 : unsigned long long { A };
struct SOne { char c; };
struct SPad { char a; double b; int c; };
struct STail { int i; char c; };
struct SEmpty {};
struct SEmptyMember { SEmpty e; int x; };
struct SArr { short s[3]; char c; };
struct SArr2D { char g[3][5]; int x; };
struct SNest { SArr a; SPad p; char z; };
union UBasic { int a; double b; char c[3]; };
struct I128S { char c; __int128 q; };
struct SLarge { double d[256]; int tail; };
struct alignas(16) A16 { int x; };
struct AMember { char c; alignas(16) int x; };
struct alignas(8) A8Char { char c; };
"#;

/// `{kernel: [.param declarations]}` of one sm's PTX, parameter names removed.
fn entries(ptx: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let mut rest = ptx;
    while let Some(at) = rest.find(".entry ") {
        rest = &rest[at + ".entry ".len()..];
        let (Some(open), Some(close)) = (rest.find('('), rest.find(')')) else {
            break;
        };
        let name = rest[..open].trim().to_string();
        let prefix = format!("{name}_param_");
        // `.param .align 8 .b8 k_param_1[24]` becomes `.param .align 8 .b8 [24]`.
        let params = rest[open + 1..close]
            .split(',')
            .map(|d| {
                d.split_whitespace()
                    .filter_map(|w| {
                        if w.starts_with(&prefix) {
                            w.find('[').map(|i| &w[i..])
                        } else {
                            Some(w)
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .filter(|d| !d.is_empty())
            .collect::<Vec<String>>();
        out.push((name, params));
        rest = &rest[close..];
    }
    out
}

/// Compiles `DECLS` + `kernel` for sm_52 and sm_70 and checks the parameter list of the kernel
/// named `k_...` (found inside its mangled name).
#[track_caller]
fn check(kernel: &str, expected: &[&str]) {
    let src = format!("{DECLS}{kernel}\n");
    let mut sources = SourceMap::new();
    let main = sources.add("abi.cu", &src);
    let (fe, diags, _) = frontend::run(sources, main, &frontend::Options::default(), &NoFiles);
    assert!(
        !diags.has_errors(),
        "frontend errors for {kernel}: {:?}",
        diags.diagnostics()
    );
    let sms = resolve_sms(&["52".to_string(), "70".to_string()]).expect("sm_52 and sm_70 are supported");
    let opts = Options {
        opt_level: 2,
        size_level: 0,
        fp: circlec_nvvm::FpMode::default(),
        want_llvm: false,
        want_ptx: true,
        anchor: Span::new(FileId(0), 0, 0),
        libdevice: None,
        debug: None,
        rdc: false,
        partial: false,
    };
    let ident = kernel
        .split('(')
        .next()
        .and_then(|h| h.split_whitespace().last())
        .unwrap_or(kernel);
    for out in compile(&fe.program, &fe.names, &sms, &opts) {
        assert!(
            !out.diags.has_errors(),
            "codegen errors for {kernel} on {}: {:?}",
            out.sm.name,
            out.diags.diagnostics()
        );
        let ptx = out.ptx.expect("PTX was requested");
        let found = entries(&ptx).into_iter().find(|(name, _)| name.contains(ident));
        let (_, params) = found.unwrap_or_else(|| panic!("no .entry for {ident} in\n{ptx}"));
        assert_eq!(params, expected, "{kernel} on {}", out.sm.name);
    }
}

#[test]
fn param_small() {
    check(
        "__global__ void k_small(bool a, char b, signed char c, unsigned char d, short e, unsigned short f) {}",
        &[
            ".param .u8",
            ".param .u8",
            ".param .u8",
            ".param .u8",
            ".param .u16",
            ".param .u16",
        ],
    );
}

#[test]
fn param_ints() {
    check(
        "__global__ void k_ints(int a, unsigned b, long c, unsigned long d, long long e, unsigned long long f) {}",
        &[
            ".param .u32",
            ".param .u32",
            ".param .u64",
            ".param .u64",
            ".param .u64",
            ".param .u64",
        ],
    );
}

#[test]
fn param_floats() {
    check(
        "__global__ void k_floats(float a, double b) {}",
        &[".param .f32", ".param .f64"],
    );
}

#[test]
fn param_pointers() {
    check(
        "__global__ void k_pointers(int* a, const char* b, void* c, SPad* d, float** e, void (*f)(int)) {}",
        &[
            ".param .u64",
            ".param .u64",
            ".param .u64",
            ".param .u64",
            ".param .u64",
            ".param .u64",
        ],
    );
}

#[test]
fn param_references() {
    check(
        "__global__ void k_references(int& a, const SPad& b, double& c) {}",
        &[".param .u64", ".param .u64", ".param .u64"],
    );
}

#[test]
fn param_enums() {
    check(
        "__global__ void k_enums(EU8 a, ES16 b, EPlain c, EU64 d) {}",
        &[".param .u8", ".param .u16", ".param .u32", ".param .u64"],
    );
}

#[test]
fn param_int128() {
    check(
        "__global__ void k_int128(__int128 a, unsigned __int128 b, I128S c) {}",
        &[
            ".param .align 16 .b8 [16]",
            ".param .align 16 .b8 [16]",
            ".param .align 16 .b8 [32]",
        ],
    );
}

#[test]
fn param_structs() {
    check(
        "__global__ void k_structs(SOne a, SPad b, STail c, SArr d, SArr2D e, SNest f) {}",
        &[
            ".param .align 1 .b8 [1]",
            ".param .align 8 .b8 [24]",
            ".param .align 4 .b8 [8]",
            ".param .align 2 .b8 [8]",
            ".param .align 4 .b8 [20]",
            ".param .align 8 .b8 [40]",
        ],
    );
}

#[test]
fn param_unions() {
    check("__global__ void k_unions(UBasic a) {}", &[".param .align 8 .b8 [8]"]);
}

#[test]
fn param_empty() {
    check(
        "__global__ void k_empty(SEmpty a, SEmptyMember b) {}",
        &[".param .align 1 .b8 [1]", ".param .align 4 .b8 [8]"],
    );
}

#[test]
fn param_large() {
    check("__global__ void k_large(SLarge a) {}", &[".param .align 8 .b8 [2056]"]);
}

#[test]
fn param_alignas() {
    check(
        "__global__ void k_alignas(A16 a, AMember b, A8Char c) {}",
        &[
            ".param .align 16 .b8 [16]",
            ".param .align 16 .b8 [32]",
            ".param .align 8 .b8 [8]",
        ],
    );
}
