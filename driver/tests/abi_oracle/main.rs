//! Record layouts and mangled names against an oracle: what circlec computes for the system's
//! real headers (glibc in /usr/include, libstdc++ 12) must equal what clang 19 computes, read
//! through libclang (clang-sys). A difference is silent memory corruption in a user's program
//! (a `struct stat` one field off) or a link error (a mangled name off).
//!
//! One translation unit includes every header of `C_HEADERS` and `CXX_HEADERS` that circlec
//! compiles alone today, declares a variable of each type of `INSTANCES` whose header compiles,
//! and one `extern "C"` wrapper per library function of `CALLS`. circlec's `--dump-ast` gives its
//! layouts, its host IR (`--emit=llvm -S -O0`) the symbols each wrapper refers to; libclang
//! parses the same file as `-x c++ -std=c++17`. Compared: size, alignment and every data
//! member's offset of each complete record both see by the same name (C structs and unions,
//! unnamed ones by their `typedef` name, classes of the C++ headers), of each instance's type,
//! and each wrapper's callee's mangled name. Headers, instances and calls circlec cannot compile
//! yet are skipped and listed. Known differences are listed in
//! `abi_oracle/KNOWN_MISMATCHES.txt`, one a line with its reason: a difference not listed fails
//! the test, and so does a listed one that no longer occurs (remove the line), fewer records
//! compared than `MIN_RECORDS`, or no libclang on CI (elsewhere the test is skipped with the
//! reason printed). `ABI_ORACLE_VERBOSE=1` also prints the names compared and those only libclang
//! has (`cargo test -p circlec --test abi_oracle -- --nocapture`).

mod dump;
mod layout;
mod libclang;

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use layout::Mismatch;

/// glibc headers. <time.h>, <sys/stat.h>, <pthread.h>, <signal.h>, <fcntl.h> and
/// <sys/socket.h> did not compile in circlec when this test was written (bit-fields, flexible
/// arrays, `struct stat` beside function `stat`); they are compared as soon as they do.
const C_HEADERS: &[&str] = &[
    "stdio.h", "stdlib.h", "string.h", "time.h", "sys/stat.h", "pthread.h", "signal.h", "dirent.h",
    "sys/time.h", "sys/types.h", "stdint.h", "stddef.h", "errno.h", "unistd.h", "locale.h", "wchar.h",
    "math.h", "setjmp.h", "sys/resource.h", "sys/utsname.h", "poll.h", "sched.h", "inttypes.h",
    "sys/mman.h", "termios.h", "glob.h", "fcntl.h", "sys/socket.h", "sys/wait.h",
];

/// libstdc++ headers. <vector> is left out while circlec needs minutes to reject it.
const CXX_HEADERS: &[&str] = &[
    "utility", "tuple", "array", "limits", "type_traits", "algorithm", "deque", "list", "cstdlib",
    "cstdio", "cmath", "new", "initializer_list", "numeric", "cstring", "ctime", "exception",
    "iterator", "string", "memory", "optional", "functional", "map",
];

/// Class template instantiations compared through a variable of each type.
struct Instance {
    var: &'static str,
    ty: &'static str,
    header: &'static str,
}

const INSTANCES: &[Instance] = &[
    Instance { var: "oracle_pair", ty: "std::pair<int, double>", header: "utility" },
    Instance { var: "oracle_tuple", ty: "std::tuple<char, int, double>", header: "tuple" },
    Instance { var: "oracle_array", ty: "std::array<short, 5>", header: "array" },
    Instance { var: "oracle_deque", ty: "std::deque<int>", header: "deque" },
    Instance { var: "oracle_deque_iterator", ty: "std::_Deque_iterator<int, int&, int*>", header: "deque" },
    Instance { var: "oracle_list", ty: "std::list<long>", header: "list" },
    Instance { var: "oracle_list_iterator", ty: "std::_List_iterator<long>", header: "list" },
    Instance { var: "oracle_allocator", ty: "std::allocator<int>", header: "list" },
    Instance { var: "oracle_limits", ty: "std::numeric_limits<int>", header: "limits" },
    Instance { var: "oracle_constant", ty: "std::integral_constant<int, 3>", header: "type_traits" },
    Instance { var: "oracle_reverse_iterator", ty: "std::reverse_iterator<int*>", header: "algorithm" },
    Instance { var: "oracle_string", ty: "std::string", header: "string" },
    Instance { var: "oracle_map", ty: "std::map<int, long>", header: "map" },
];

/// Library functions (and variables) circlec's programs refer to: `wrapper` is the definition
/// of an `extern "C"` function `oracle_call`, the first function or variable its body names is
/// the one compared.
struct Call {
    what: &'static str,
    header: &'static str,
    wrapper: &'static str,
}

const CALLS: &[Call] = &[
    Call { what: "std::__throw_length_error(const char*)", header: "deque", wrapper: "void oracle_call() { std::__throw_length_error(\"oracle\"); }" },
    Call { what: "std::__throw_out_of_range_fmt(const char*, ...)", header: "deque", wrapper: "void oracle_call() { std::__throw_out_of_range_fmt(\"%d\", 1); }" },
    Call { what: "std::__throw_bad_alloc()", header: "deque", wrapper: "void oracle_call() { std::__throw_bad_alloc(); }" },
    Call {
        what: "std::__detail::_List_node_base::_M_hook(_List_node_base*)",
        header: "list",
        wrapper: "void oracle_call(std::__detail::_List_node_base* a, std::__detail::_List_node_base* b) { a->_M_hook(b); }",
    },
    Call { what: "std::abs(long)", header: "cstdlib", wrapper: "long oracle_call(long x) { return std::abs(x); }" },
    Call { what: "std::abs(double)", header: "cmath", wrapper: "double oracle_call(double x) { return std::abs(x); }" },
    Call { what: "std::sqrt(float)", header: "cmath", wrapper: "float oracle_call(float x) { return std::sqrt(x); }" },
    Call { what: "std::strtol", header: "cstdlib", wrapper: "long oracle_call(const char* s) { return std::strtol(s, nullptr, 10); }" },
    Call { what: "std::piecewise_construct", header: "utility", wrapper: "const void* oracle_call() { return &std::piecewise_construct; }" },
    Call { what: "std::nothrow", header: "new", wrapper: "const void* oracle_call() { return &std::nothrow; }" },
    Call { what: "operator new(unsigned long)", header: "new", wrapper: "void* oracle_call() { return ::operator new(8); }" },
    Call {
        what: "std::__cxx11::list<long>::push_back(const long&)",
        header: "list",
        wrapper: "void oracle_call(std::list<long>& l) { l.push_back(1); }",
    },
    Call {
        what: "std::map<int, long>::erase(iterator) [abi:cxx11]",
        header: "map",
        wrapper: "void oracle_call(std::map<int, long>& m, std::map<int, long>::iterator i) { m.erase(i); }",
    },
];

/// The test fails when fewer records than this are compared (109 when it was written).
const MIN_RECORDS: usize = 90;

/// How long circlec may take on one probe before it counts as not compiling.
const PROBE_TIMEOUT: Duration = Duration::from_secs(60);

const ALLOWLIST: &str = include_str!("KNOWN_MISMATCHES.txt");

#[test]
fn layouts_and_mangled_names_match_libclang() {
    if let Err(why) = libclang::load() {
        let msg = format!("libclang could not be loaded ({why}); install libclang-19-dev (scripts/setup.sh does)");
        assert!(std::env::var_os("CI").is_none(), "{msg}: CI must run this test");
        eprintln!("skipped: {msg}");
        return;
    }
    let circlec = Path::new(env!("CARGO_BIN_EXE_circlec"));
    let work = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("abi-oracle-{}", std::process::id()));
    std::fs::create_dir_all(&work).expect("create the scratch directory");
    let mut skipped: Vec<String> = Vec::new();

    // What circlec compiles today, each alone.
    let mut headers = Vec::new();
    for h in C_HEADERS.iter().chain(CXX_HEADERS) {
        match compiles(circlec, &work, &format!("#include <{h}>\n")) {
            Ok(()) => headers.push(*h),
            Err(e) => skipped.push(format!("header <{h}>: {e}")),
        }
    }
    let mut instances = Vec::new();
    for i in INSTANCES.iter().filter(|i| headers.contains(&i.header)) {
        match compiles(circlec, &work, &format!("#include <{}>\n{} {};\n", i.header, i.ty, i.var)) {
            Ok(()) => instances.push(i),
            Err(e) => skipped.push(format!("instance {}: {e}", i.ty)),
        }
    }
    let mut calls = Vec::new();
    for (n, c) in CALLS.iter().enumerate().filter(|(_, c)| headers.contains(&c.header)) {
        match compiles(circlec, &work, &format!("#include <{}>\nextern \"C\" {}\n", c.header, wrapper(n, c))) {
            Ok(()) => calls.push((n, c)),
            Err(e) => skipped.push(format!("call {}: {e}", c.what)),
        }
    }
    for i in INSTANCES.iter().filter(|i| !headers.contains(&i.header)) {
        skipped.push(format!("instance {}: its header <{}> is skipped", i.ty, i.header));
    }
    for c in CALLS.iter().filter(|c| !headers.contains(&c.header)) {
        skipped.push(format!("call {}: its header <{}> is skipped", c.what, c.header));
    }

    // The one translation unit both compilers read.
    let mut source = String::new();
    for h in &headers {
        source += &format!("#include <{h}>\n");
    }
    for i in &instances {
        source += &format!("{} {};\n", i.ty, i.var);
    }
    for (n, c) in &calls {
        source += &format!("extern \"C\" {}\n", wrapper(*n, c));
    }
    let tu = work.join("oracle.cpp");
    std::fs::write(&tu, &source).expect("write the translation unit");

    let out = run(circlec, &[OsArg::S("--dump-ast"), OsArg::P(&tu)]);
    assert!(out.ok, "circlec --dump-ast failed on {} (each part compiled alone):\n{}", tu.display(), first_lines(&out.stderr, 30));
    let ours = dump::parse(&out.stdout);
    let stem = work.join("oracle");
    let out = run(circlec, &[OsArg::S("--emit=llvm"), OsArg::S("-S"), OsArg::S("-O0"), OsArg::P(&tu), OsArg::S("-o"), OsArg::P(&stem)]);
    assert!(out.ok, "circlec --emit=llvm -S failed on {}:\n{}", tu.display(), first_lines(&out.stderr, 30));
    let host_ir = std::fs::read_to_string(work.join("oracle.host.ll")).unwrap_or_default();

    let unit = libclang::Unit::parse(&tu, &["-x", "c++", "-std=c++17"]).unwrap_or_else(|e| panic!("{e}"));
    let theirs = unit.records();

    let mut mismatches: Vec<Mismatch> = Vec::new();
    let mut compared: HashSet<String> = HashSet::new();
    let mut names: Vec<&String> = theirs.keys().filter(|n| ours.records.contains_key(*n)).collect();
    names.sort();
    for name in &names {
        layout::compare(name, &ours.records[*name], &theirs[*name], &mut mismatches);
        compared.insert((*name).clone());
    }
    let mut only_clang: Vec<&String> = theirs.keys().filter(|n| !ours.records.contains_key(*n)).collect();
    only_clang.sort();

    let their_vars = unit.var_layouts();
    for i in &instances {
        compared.insert(i.ty.to_string());
        let Some(want) = their_vars.get(i.var) else {
            panic!("libclang has no layout for `{} {}`", i.ty, i.var);
        };
        let Some(got) = ours.vars.get(i.var).and_then(|t| ours.records.get(t)) else {
            mismatches.push(Mismatch {
                key: format!("instance {}", i.ty),
                detail: format!("circlec's --dump-ast has no record layout for variable `{}` (type `{}`)", i.var, ours.vars.get(i.var).map_or("?", |s| s)),
            });
            continue;
        };
        layout::compare(i.ty, got, want, &mut mismatches);
    }

    let their_calls = unit.callee_manglings("oracle_call_");
    for (n, c) in &calls {
        let w = format!("oracle_call_{n}");
        compared.insert(c.what.to_string());
        let want = their_calls.get(&w).unwrap_or_else(|| panic!("libclang found no callee in `{}`", wrapper(*n, c)));
        let got = symbols_in(&host_ir, &w);
        if !got.contains(want) {
            mismatches.push(Mismatch {
                key: format!("mangle {}", c.what),
                detail: format!("libclang: {want}; circlec's {w} refers to {got:?}"),
            });
        }
    }

    let (allowed, bad_lines) = parse_allowlist(ALLOWLIST);
    let Verdict { unexpected, stale, not_compared } = judge(&mismatches, &compared, &allowed);

    println!("abi oracle: {} headers, {} records, {} instances, {} mangled names compared", headers.len(), names.len(), instances.len(), calls.len());
    println!("  {} known mismatches (KNOWN_MISMATCHES.txt), {} unexpected", mismatches.len() - unexpected.len(), unexpected.len());
    println!("  {} records only libclang sees (not compared), e.g. {:?}", only_clang.len(), only_clang.iter().take(8).collect::<Vec<_>>());
    if std::env::var_os("ABI_ORACLE_VERBOSE").is_some() {
        println!("  compared: {names:?}");
        println!("  only libclang: {only_clang:?}");
    }
    println!("skipped ({}):", skipped.len());
    for s in &skipped {
        println!("  {s}");
    }
    for k in &not_compared {
        println!("  allowlisted but not compared this run: {k}");
    }

    let mut failures = Vec::new();
    if !bad_lines.is_empty() {
        failures.push(format!("KNOWN_MISMATCHES.txt: lines without ` # reason`:\n  {}", bad_lines.join("\n  ")));
    }
    if !unexpected.is_empty() {
        let lines: Vec<String> = unexpected.iter().map(|m| format!("{}: {}", m.key, m.detail)).collect();
        failures.push(format!(
            "{} difference(s) between circlec and libclang (add a line `KEY # reason` to KNOWN_MISMATCHES.txt only for a known, filed bug):\n  {}",
            unexpected.len(),
            lines.join("\n  ")
        ));
    }
    if !stale.is_empty() {
        failures.push(format!("KNOWN_MISMATCHES.txt lists differences that no longer occur; remove them:\n  {}", stale.join("\n  ")));
    }
    if names.len() < MIN_RECORDS {
        failures.push(format!(
            "only {} records were compared, fewer than MIN_RECORDS = {MIN_RECORDS}: circlec's dump or libclang's walk lost them (records only libclang sees: {})",
            names.len(),
            only_clang.len()
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    let _ = std::fs::remove_dir_all(&work);
}

/// The mismatches the allowlist does not name, and its entries that no longer occur: `stale`
/// when what they are about was compared, `not_compared` when it was not (its header skipped).
struct Verdict<'a> {
    unexpected: Vec<&'a Mismatch>,
    stale: Vec<&'a str>,
    not_compared: Vec<&'a str>,
}

fn judge<'a>(mismatches: &'a [Mismatch], compared: &HashSet<String>, allowed: &HashMap<&'a str, &'a str>) -> Verdict<'a> {
    let unexpected = mismatches.iter().filter(|m| !allowed.contains_key(m.key.as_str())).collect();
    let seen: HashSet<&str> = mismatches.iter().map(|m| m.key.as_str()).collect();
    let (mut stale, mut not_compared) = (Vec::new(), Vec::new());
    for &key in allowed.keys().filter(|k| !seen.contains(*k)) {
        if compared.contains(subject(key)) {
            stale.push(key);
        } else {
            not_compared.push(key);
        }
    }
    stale.sort();
    not_compared.sort();
    Verdict { unexpected, stale, not_compared }
}

/// The wrapper of call `n`, named `oracle_call_<n>`.
fn wrapper(n: usize, c: &Call) -> String {
    c.wrapper.replacen("oracle_call(", &format!("oracle_call_{n}("), 1)
}

/// The record, instance or call an allowlist key is about: `stat` for `offset stat.st_size`.
fn subject(key: &str) -> &str {
    let rest = key.split_once(' ').map_or(key, |(_, r)| r);
    if key.starts_with("mangle ") || key.starts_with("instance ") {
        return rest;
    }
    rest.split('.').next().unwrap_or(rest)
}

/// `KEY # reason` lines to {key: reason}; lines without a reason are returned apart.
fn parse_allowlist(text: &str) -> (HashMap<&str, &str>, Vec<String>) {
    let mut out = HashMap::new();
    let mut bad = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match line.split_once(" # ") {
            Some((key, reason)) if !reason.trim().is_empty() => {
                out.insert(key.trim(), reason.trim());
            }
            _ => bad.push(format!("{}: {line}", i + 1)),
        }
    }
    (out, bad)
}

/// The global symbols (`@name`) that function `f`'s definition in LLVM IR refers to.
fn symbols_in(ir: &str, f: &str) -> Vec<String> {
    let mut out = Vec::new();
    let head = format!("@{f}(");
    let mut inside = false;
    for line in ir.lines() {
        if !inside {
            inside = line.starts_with("define ") && line.contains(&head);
            continue;
        }
        if line.starts_with('}') {
            break;
        }
        let mut rest = line;
        while let Some(at) = rest.find('@') {
            rest = &rest[at + 1..];
            let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')).unwrap_or(rest.len());
            let sym = &rest[..end];
            if !sym.is_empty() && !sym.starts_with('.') && !sym.starts_with("llvm.") {
                out.push(sym.to_string());
            }
            rest = &rest[end..];
        }
    }
    out
}

enum OsArg<'a> {
    S(&'a str),
    P(&'a Path),
}

struct Output {
    ok: bool,
    stdout: String,
    stderr: String,
}

/// Runs circlec with `args`, killing it after `PROBE_TIMEOUT`.
fn run(circlec: &Path, args: &[OsArg]) -> Output {
    let mut cmd = Command::new(circlec);
    for a in args {
        match a {
            OsArg::S(s) => cmd.arg(s),
            OsArg::P(p) => cmd.arg(p),
        };
    }
    let dir = std::env::temp_dir();
    let tag = format!("{}-{:?}", std::process::id(), Instant::now());
    let (out_path, err_path) = (dir.join(format!("abi-oracle-{tag}.out")), dir.join(format!("abi-oracle-{tag}.err")));
    let (Ok(out_file), Ok(err_file)) = (std::fs::File::create(&out_path), std::fs::File::create(&err_path)) else {
        return Output { ok: false, stdout: String::new(), stderr: "cannot create the output files".into() };
    };
    let child = cmd.env("NO_COLOR", "1").stdin(Stdio::null()).stdout(out_file).stderr(err_file).spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => return Output { ok: false, stdout: String::new(), stderr: format!("cannot run {}: {e}", circlec.display()) },
    };
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() < PROBE_TIMEOUT => std::thread::sleep(Duration::from_millis(20)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
        }
    };
    let stdout = std::fs::read_to_string(&out_path).unwrap_or_default();
    let mut stderr = std::fs::read_to_string(&err_path).unwrap_or_default();
    let _ = std::fs::remove_file(&out_path);
    let _ = std::fs::remove_file(&err_path);
    if status.is_none() {
        stderr = format!("timed out after {} s", PROBE_TIMEOUT.as_secs());
    }
    Output { ok: status.is_some_and(|s| s.success()), stdout, stderr }
}

/// Whether circlec compiles `source` (`-fsyntax-only`); the error is its first diagnostic line.
fn compiles(circlec: &Path, work: &Path, source: &str) -> Result<(), String> {
    let path = work.join("probe.cpp");
    std::fs::write(&path, source).map_err(|e| e.to_string())?;
    let out = run(circlec, &[OsArg::S("-fsyntax-only"), OsArg::P(&path)]);
    if out.ok {
        return Ok(());
    }
    let first = out.stderr.lines().find(|l| l.contains("error")).unwrap_or("(no diagnostic)");
    Err(first.trim().to_string())
}

fn first_lines(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut s = lines[..lines.len().min(n)].join("\n");
    if lines.len() > n {
        s.push_str("\n...");
    }
    s
}

#[cfg(test)]
mod helper_tests {
    use super::*;

    #[test]
    fn allowlist_keys_reasons_and_subjects() {
        let (ok, bad) = parse_allowlist("# comment\n\nsize stat # bit-fields\noffset _IO_FILE._mode # x\nfield A.b\n");
        assert_eq!(ok.len(), 2);
        assert_eq!(ok["size stat"], "bit-fields");
        assert_eq!(bad, ["5: field A.b"]);
        assert_eq!(subject("offset _IO_FILE._mode"), "_IO_FILE");
        assert_eq!(subject("mangle std::abs(double)"), "std::abs(double)");
        assert_eq!(subject("field std::pair<int, double>.first"), "std::pair<int, double>");
    }

    #[test]
    fn new_and_stale_entries_fail() {
        let m = |k: &str| Mismatch { key: k.into(), detail: String::new() };
        let found = [m("size A"), m("offset B.x")];
        let compared: HashSet<String> = ["A", "B", "C"].iter().map(|s| s.to_string()).collect();
        let (allowed, _) = parse_allowlist("size A # known\nsize C # fixed since\nsize D # header skipped\n");
        let v = judge(&found, &compared, &allowed);
        assert_eq!(v.unexpected.iter().map(|m| m.key.as_str()).collect::<Vec<_>>(), ["offset B.x"]);
        assert_eq!(v.stale, ["size C"]);
        assert_eq!(v.not_compared, ["size D"]);
    }

    #[test]
    fn symbols_of_one_function() {
        let ir = "define void @a() {\n  call void @x(ptr @.str)\n}\ndefine i64 @oracle_call_1(i64 %0) {\n  %2 = call i64 @_ZSt3absl(i64 %1)\n  call void @llvm.memcpy(ptr @g)\n}\n";
        assert_eq!(symbols_in(ir, "oracle_call_1"), ["_ZSt3absl", "g"]);
        assert!(symbols_in(ir, "missing").is_empty());
    }
}
