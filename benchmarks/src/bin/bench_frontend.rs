//! `make bench-frontend`: frontend throughput on a generated program of at least 100,000 lines
//! (see [`circlec_benchmarks::gen`]), on one thread, in lines per second (the median of several
//! runs) for lex+preprocess+parse and for the whole frontend (preprocess, parse, sema), against
//! the targets of issue 2: 1,000,000 and 300,000 lines/s.
//!
//! Usage: bench_frontend [--lines N] [--reps N] [--seed N] [--write FILE]
//! `--write` also saves the generated program, e.g. to check it with `circlec -fsyntax-only`.

use circlec_benchmarks::gen;
use frontend::diag::DiagSink;
use frontend::intern::Interner;
use frontend::source::SourceMap;
use std::time::{Duration, Instant};

const TARGET_PARSE: f64 = 1_000_000.0;
const TARGET_WHOLE: f64 = 300_000.0;
const FILE_NAME: &str = "bench.cu";

/// Serves only the headers circlec ships; the generated program includes nothing else.
struct ShimLoader;

impl frontend::pp::FileLoader for ShimLoader {
    fn load(&self, path: &str) -> Option<String> {
        let name = path.rsplit('/').next().unwrap_or(path);
        std_shim::header(name).map(str::to_string)
    }
}

struct Args {
    lines: usize,
    reps: usize,
    seed: u64,
    write: Option<String>,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args { lines: 120_000, reps: 5, seed: 1, write: None };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--lines" => args.lines = value()?.parse().map_err(|e| format!("--lines: {e}"))?,
            "--reps" => args.reps = value()?.parse().map_err(|e| format!("--reps: {e}"))?,
            "--seed" => args.seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--write" => args.write = Some(value()?),
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    args.reps = args.reps.max(1);
    Ok(args)
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!(
                "bench_frontend: {e}\nusage: bench_frontend [--lines N] [--reps N] [--seed N] [--write FILE]"
            );
            std::process::exit(2);
        }
    };
    let text = gen::generate(args.seed, args.lines);
    let lines = text.lines().count();
    if let Some(path) = &args.write {
        if let Err(e) = std::fs::write(path, &text) {
            eprintln!("bench_frontend: cannot write `{path}`: {e}");
            std::process::exit(2);
        }
    }
    println!(
        "generated program: {} lines, {:.1} MB (seed {}), {} runs each, one thread",
        group(lines as f64),
        text.len() as f64 / 1e6,
        args.seed,
        args.reps
    );

    // Quiet panics from phases still being written; they are reported as "not available".
    std::panic::set_hook(Box::new(|_| {}));
    let parse = measure(args.reps, || lex_preprocess_parse(&text));
    let whole = measure(args.reps, || whole_frontend(&text));
    let _ = std::panic::take_hook();

    let mut ok = true;
    ok &= report("lex+preprocess+parse", lines, parse, TARGET_PARSE);
    ok &= report("whole frontend", lines, whole, TARGET_WHOLE);
    println!("bench-frontend: {}", if ok { "all targets met" } else { "target(s) not met" });
}

/// One lex+preprocess+parse run; returns the number of errors reported.
fn lex_preprocess_parse(text: &str) -> usize {
    let mut sources = SourceMap::new();
    let main = sources.add(FILE_NAME, text);
    let mut names = Interner::new();
    let mut diags = DiagSink::new();
    let opts = frontend::Options::default();
    let tokens = frontend::preprocess_only(&mut sources, &mut names, main, &opts, &ShimLoader, &mut diags);
    let tu = frontend::parse::parse(&tokens, &sources, &mut names, &mut diags);
    std::hint::black_box(&tu);
    diags.error_count()
}

/// One whole-frontend run; returns the number of errors reported.
fn whole_frontend(text: &str) -> usize {
    let mut sources = SourceMap::new();
    let main = sources.add(FILE_NAME, text);
    let opts = frontend::Options::default();
    let (fe, diags, _times) = frontend::run(sources, main, &opts, &ShimLoader);
    std::hint::black_box(&fe);
    diags.error_count()
}

/// The median time of `reps` runs, and the errors of the first; `Err` with the panic message
/// when a phase is not available yet.
fn measure(reps: usize, mut run: impl FnMut() -> usize) -> Result<(Duration, usize), String> {
    let mut times = Vec::with_capacity(reps);
    let mut errors = 0;
    for i in 0..reps {
        let start = Instant::now();
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(&mut run));
        let elapsed = start.elapsed();
        match result {
            Ok(n) => {
                if i == 0 {
                    errors = n;
                }
                times.push(elapsed);
            }
            Err(payload) => {
                let msg = payload
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "panic".to_string());
                return Err(msg);
            }
        }
    }
    times.sort();
    Ok((times[times.len() / 2], errors))
}

fn report(what: &str, lines: usize, result: Result<(Duration, usize), String>, target: f64) -> bool {
    match result {
        Ok((median, errors)) => {
            let rate = lines as f64 / median.as_secs_f64().max(1e-9);
            let verdict = if rate >= target { "ok" } else { "BELOW TARGET" };
            println!(
                "{what:<22} median {:>8.1} ms  {:>12} lines/s  (target >= {}: {verdict}){}",
                median.as_secs_f64() * 1e3,
                group(rate),
                group(target),
                if errors > 0 {
                    format!("  [{errors} errors reported: the generator or the frontend is wrong]")
                } else {
                    String::new()
                }
            );
            rate >= target && errors == 0
        }
        Err(msg) => {
            println!("{what:<22} not available yet: {msg}");
            false
        }
    }
}

/// `1234567.8` as `1,234,568`.
fn group(x: f64) -> String {
    let digits = format!("{:.0}", x);
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}
