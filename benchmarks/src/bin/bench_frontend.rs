//! `make bench-frontend`: frontend throughput on a generated program of at least 100,000 lines
//! (see [`circlec_benchmarks::gen`]), on one thread, in lines per second (the median of several
//! runs) for lex+preprocess+parse and for the whole frontend (preprocess, parse, sema), against
//! the targets of issue 2: 1,000,000 and 300,000 lines/s. Beside the median it shows the best run
//! and the rate per second of this thread's CPU time, which a shared, busy machine distorts less
//! than wall time.
//!
//! Usage: bench_frontend [--lines N] [--reps N] [--seed N] [--write FILE]
//! `--write` also saves the generated program, e.g. to check it with `circlec -fsyntax-only`.

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
    let parse = measure(args.reps, || lex_preprocess_parse(&text), |n| *n);
    let whole = measure(args.reps, || whole_frontend(&text), |(n, _)| *n);
    let _ = std::panic::take_hook();

    let mut ok = true;
    ok &= report(
        "lex+preprocess+parse",
        lines,
        parse.as_ref().map(|m| (m.median, m.best, m.cpu_median, m.errors)),
        TARGET_PARSE,
    );
    ok &= report(
        "whole frontend",
        lines,
        whole.as_ref().map(|m| (m.median, m.best, m.cpu_median, m.errors)),
        TARGET_WHOLE,
    );
    if let Ok(m) = &whole {
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "  phases (median)      preprocess {:.1} ms, parse {:.1} ms, sema {:.1} ms",
            ms(median_phase(&m.runs, |t| t.preprocess)),
            ms(median_phase(&m.runs, |t| t.parse)),
            ms(median_phase(&m.runs, |t| t.sema)),
        );
    }
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

/// One whole-frontend run; returns the number of errors reported and the phase times.
fn whole_frontend(text: &str) -> (usize, frontend::PhaseTimes) {
    let mut sources = SourceMap::new();
    let main = sources.add(FILE_NAME, text);
    let opts = frontend::Options::default();
    let (fe, diags, times) = frontend::run(sources, main, &opts, &ShimLoader);
    std::hint::black_box(&fe);
    (diags.error_count(), times)
}

/// What [`measure`] found: the median wall time, the errors of the first run, and every run's
/// own result.
struct Measured<R> {
    median: Duration,
    best: Duration,
    /// The median CPU time of this thread, where the OS reports it: on a busy machine the run
    /// waits for a core, and wall time overstates the work.
    cpu_median: Option<Duration>,
    errors: usize,
    runs: Vec<R>,
}

/// Runs `run` `reps` times; `Err` with the panic message when a phase is not available yet.
fn measure<R>(
    reps: usize,
    mut run: impl FnMut() -> R,
    errors_of: impl Fn(&R) -> usize,
) -> Result<Measured<R>, String> {
    let mut times = Vec::with_capacity(reps);
    let mut runs = Vec::with_capacity(reps);
    let mut cpu = Vec::with_capacity(reps);
    for _ in 0..reps {
        let start = Instant::now();
        let cpu_start = thread_cpu_time();
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(&mut run));
        let elapsed = start.elapsed();
        if let (Some(a), Some(b)) = (cpu_start, thread_cpu_time()) {
            cpu.push(b.saturating_sub(a));
        }
        match result {
            Ok(r) => {
                times.push(elapsed);
                runs.push(r);
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
    let errors = errors_of(&runs[0]);
    cpu.sort();
    let cpu_median = (cpu.len() == times.len()).then(|| cpu[cpu.len() / 2]);
    Ok(Measured { median: times[times.len() / 2], best: times[0], cpu_median, errors, runs })
}

/// This thread's CPU time so far (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`), on Linux.
#[cfg(target_os = "linux")]
fn thread_cpu_time() -> Option<Duration> {
    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec (two 64-bit fields on 64-bit Linux), and this
    // clock id is supported by every Linux libc.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    (rc == 0).then(|| Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32))
}

#[cfg(not(target_os = "linux"))]
fn thread_cpu_time() -> Option<Duration> {
    None
}

/// The median of one phase's times over the runs.
fn median_phase(
    runs: &[(usize, frontend::PhaseTimes)],
    phase: impl Fn(&frontend::PhaseTimes) -> Duration,
) -> Duration {
    let mut times: Vec<Duration> = runs.iter().map(|(_, t)| phase(t)).collect();
    times.sort();
    times[times.len() / 2]
}

/// Prints one line for a measurement; true when it meets `target` without errors. The verdict
/// is on the median; the best run's rate is shown too, since a shared machine slows some runs.
fn report(
    what: &str,
    lines: usize,
    result: Result<(Duration, Duration, Option<Duration>, usize), &String>,
    target: f64,
) -> bool {
    match result {
        Ok((median, best, cpu, errors)) => {
            let rate = lines as f64 / median.as_secs_f64().max(1e-9);
            let best_rate = lines as f64 / best.as_secs_f64().max(1e-9);
            let verdict = if rate >= target { "ok" } else { "BELOW TARGET" };
            println!(
                "{what:<22} median {:>8.1} ms  {:>12} lines/s  (best {} lines/s{}; target >= {}: {verdict}){}",
                median.as_secs_f64() * 1e3,
                group(rate),
                group(best_rate),
                cpu.map(|c| format!(", {} lines per CPU-second", group(lines as f64 / c.as_secs_f64().max(1e-9))))
                    .unwrap_or_default(),
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
