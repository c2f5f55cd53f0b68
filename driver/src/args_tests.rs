//! Tests of the option layer: each spelling's canonical form, the warnings of options without
//! effect, and the errors for unknown options and bad values.

use super::*;

fn rewrite(args: &[&str]) -> Rewritten {
    rewrite_args(["circlec"].iter().chain(args).map(OsString::from))
}

/// The canonical arguments of `args`, which must read without errors or warnings.
fn check(args: &[&str], expected: &[&str]) {
    let r = rewrite(args);
    assert_eq!((&r.errors, &r.warnings), (&vec![], &vec![]), "{args:?}");
    let got: Vec<String> = r.args.iter().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    assert_eq!(got, expected, "{args:?}");
}

fn error(args: &[&str]) -> String {
    rewrite(args).errors.join("\n")
}

fn warning(args: &[&str]) -> String {
    rewrite(args).warnings.join("\n")
}

#[test]
fn architecture_spellings() {
    check(&["-arch=sm_70", "k.cu"], &["k.cu", "--sm=sm_70"]);
    check(&["-arch", "sm_70"], &["--sm=sm_70"]);
    check(&["--gpu-architecture=sm_80"], &["--sm=sm_80"]);
    check(&["--cuda-gpu-arch=sm_52", "-O3"], &["-O3", "--sm=sm_52"]);
    check(&["--sm", "52,70"], &["--sm=52,70"]);
    check(&["-gencode=arch=compute_70,code=sm_70"], &["--sm=sm_70"]);
    check(&["-gencode", "arch=compute_70,code=[sm_70,sm_80]", "k.cu"], &["--sm=sm_70,sm_80", "k.cu"]);
    check(&["-gencode", "arch=compute_80,code=\"sm_80,compute_80\""], &["--sm=sm_80,compute_80"]);
    check(&["-arch=compute_70", "-code=sm_70,sm_75"], &["--sm=sm_70,sm_75"]);
}

#[test]
fn linker_and_ptxas_pass_through() {
    check(&["-Wl,-z,now", "-Xlinker", "--as-needed"], &["--Xlinker=-z", "--Xlinker=now", "--Xlinker=--as-needed"]);
    check(&["-Xptxas", "-v,-O3"], &["--Xptxas=-v", "--Xptxas=-O3"]);
    check(&["-Xptxas=-v"], &["--Xptxas=-v"]);
    check(&["--resource-usage"], &["--Xptxas=-v"]);
}

#[test]
fn xcompiler_values_are_circlec_options() {
    check(&["-Xcompiler", "-fPIC,-O3"], &["-O3"]);
    check(&["-Xcompiler=-fPIC", "-shared"], &["--shared"]);
    assert_eq!(error(&["-Xcompiler", "-fopenmpp"]), "unknown feature `-fopenmpp`");
    assert!(error(&["-Xcompiler", "-qqq"]).contains("(given to -Xcompiler)"));
}

#[test]
fn gcc_and_nvcc_spellings_map() {
    check(&["-std=c++17", "-x", "cu", "-c", "k.cu", "-o", "k.o"], &["--std=c++17", "--x=cu", "-c", "k.cu", "-ok.o"]);
    check(&["--std", "gnu++20", "-xcuda"], &["--std=gnu++20", "--x=cuda"]);
    check(&["-lm", "-l", "foo", "-DX=1", "-D", "Y", "-Iinc"], &["-lm", "-lfoo", "-DX=1", "-DY", "-Iinc"]);
    check(&["--use_fast_math", "-ftz=true", "--prec-div", "false", "-fmad=false"], &["--use-fast-math", "--ftz=true", "--prec-div=false", "--fmad=false"]);
    check(&["-ffast-math", "-fno-fast-math"], &["--use-fast-math", "--no-fast-math"]);
    check(&["-t", "2", "--threads=4"], &["--threads=2", "--threads=4"]);
    check(&["-ccbin", "g++-12", "-v", "--dryrun", "-keep", "--save-temps"], &["--ccbin=g++-12", "--verbose", "--dryrun", "--keep", "--keep"]);
    check(&["-w", "-Werror", "-Werror=all-warnings"], &["--no-warnings", "--Werror", "--Werror"]);
    check(&["-fdiagnostics-format=json", "-fsyntax-only"], &["--diagnostics-format=json", "-fsyntax-only"]);
    check(&["-M", "-MM", "-MD", "-MMD", "-MF", "d.d", "-MTx.o", "-MQ", "$y", "-MP"], &["--deps=M", "--deps=MM", "--deps=MD", "--deps=MMD", "--MF=d.d", "--MT=x.o", "--MQ=$y", "--MP"]);
    check(&["--generate-dependencies", "--dependency-output", "o.d"], &["--deps=M", "--MF=o.d"]);
    check(&["--version"], &["--version"]);
}

#[test]
fn nvcc_build_system_spellings() {
    check(&["-Werror", "all-warnings", "k.cu"], &["--Werror", "k.cu"]);
    check(&["-Werror", "k.cu"], &["--Werror", "k.cu"]);
    check(&["--Werror=all-warnings"], &["--Werror"]);
    check(&["-pthread"], &["--Xlinker=-lpthread"]);
    assert!(warning(&["-Werror", "reorder"]).contains("has no effect"));
    assert!(warning(&["-Xcudafe", "--diag_suppress=177"]).starts_with("`-Xcudafe --diag_suppress=177` has no effect"));
    assert!(warning(&["--forward-unknown-to-host-compiler"]).contains("circlec is the host compiler"));
    check(&["-dc", "a.cu"], &["-c", "--rdc", "a.cu"]);
    check(&["-rdc=true", "-c", "a.cu"], &["--rdc", "-c", "a.cu"]);
    check(&["--relocatable-device-code", "true", "-rdc=false", "a.cu"], &["a.cu"]);
    check(&["-fgpu-rdc", "-fno-gpu-rdc", "a.cu"], &["a.cu"]);
    check(&["-dlink", "a.o", "b.o", "-o", "l.o"], &["--dlink", "a.o", "b.o", "-ol.o"]);
    let dir = std::env::temp_dir().join(format!("circlec-args-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("includes.rsp");
    std::fs::write(&file, "-I\"inc dir\" -DX='a b'\n-O3").unwrap();
    let f = file.to_string_lossy().into_owned();
    check(&["--options-file", &f, "k.cu"], &["-Iinc dir", "-DX=a b", "-O3", "k.cu"]);
    check(&[&format!("@{f}")], &["-Iinc dir", "-DX=a b", "-O3"]);
    std::fs::write(&file, format!("@{f}")).unwrap();
    assert!(error(&[&format!("@{f}")]).contains("nested more than"));
    let _ = std::fs::remove_dir_all(&dir);
    assert!(error(&["--options-file", "/nonexistent/x.rsp"]).contains("cannot read `/nonexistent/x.rsp`"));
}

#[test]
fn optimisation_levels() {
    check(&["-O0", "-O1", "-O2", "-O3", "-Os", "-Oz", "-Og", "-Ofast"], &["-O0", "-O1", "-O2", "-O3", "-Os", "-Oz", "-Og", "-Ofast"]);
    // `-O` alone is `-O1` (gcc) and never takes the next argument.
    check(&["-O", "k.cu"], &["-O1", "k.cu"]);
    check(&["--optimize", "3"], &["-O3"]);
    assert!(error(&["-O4"]).contains("unknown optimisation level `-O4`"));
}

#[test]
fn lineinfo_is_not_a_library() {
    let r = rewrite(&["-lineinfo", "k.cu"]);
    assert!(r.errors.is_empty());
    assert_eq!(r.args, ["circlec", "--line-info", "k.cu"]);
    assert!(r.warnings.is_empty());
}

#[test]
fn debug_options_map() {
    check(&["-g", "-G", "--generate-line-info", "-g0", "-ggdb"], &["--host-debug", "--device-debug", "--line-info", "--no-host-debug", "--host-debug"]);
}

#[test]
fn leniency_options_map() {
    check(&["-Wno-narrowing", "-Wno-c++11-narrowing", "-fpermissive"], &["--no-narrowing", "--no-narrowing", "-fpermissive"]);
}

#[test]
fn options_without_effect_warn() {
    for opt in ["-Wall", "--expt-relaxed-constexpr", "--extended-lambda", "-fno-rtti", "-Wno-unused", "-m64"] {
        let w = warning(&[opt]);
        assert!(w.starts_with(&format!("`{opt}` has no effect: ")), "{opt}: {w}");
    }
    assert!(warning(&["-Werror=cross-execution-space-call"]).contains("has no effect"));
    // `-fPIC` is what circlec always does: no warning, and nothing for clap.
    check(&["-fPIC", "-fpie"], &[]);
}

#[test]
fn unknown_options_are_named_whole_with_the_one_meant() {
    assert_eq!(error(&["-stdd=c++17"]), "unknown option `-stdd=c++17`; did you mean `-std`?");
    assert_eq!(error(&["--use-fast_math"]), "unknown option `--use-fast_math`; did you mean `--use_fast_math`?");
    assert_eq!(error(&["--frobnicate"]), "unknown option `--frobnicate`");
    assert_eq!(error(&["-fsyntax-onl"]), "unknown feature `-fsyntax-onl`; did you mean `-fsyntax-only`?");
    assert!(error(&["-std=c++11"]).contains("C++14 and later"));
    assert!(error(&["-std=c++23"]).contains("unknown language standard `c++23`"));
    assert!(error(&["-x", "c"]).contains("CUDA and C++ only"));
    assert!(error(&["-rdc=yes"]).contains("expected `true` or `false`"));
    assert_eq!(error(&["-o"]), "option `-o` needs a value");
    assert!(error(&["-ftz=yes"]).contains("expected `true` or `false`"));
}
