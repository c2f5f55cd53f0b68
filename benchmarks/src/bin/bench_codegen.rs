//! Codegen scaling benchmark (`make bench-codegen`):
//! one front-end pass over a generated CUDA program (kernels calling untagged helpers, loops,
//! `__shared__`, atomics and a `@codegen if` per kernel), then the NVVM codegen for 1, 2, 4 and 8
//! sm targets (ODR walk, lowering, verify, `default<O2>`, PTX), reporting the median wall time of
//! several runs, the time per target, and the speed-up over compiling the targets one by one.
//!
//! Usage: bench_codegen [--kernels N] [--reps N] [--opt 0-3]

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::time::{Duration, Instant};

use frontend::source::{FileId, SourceMap, Span};

const SMS: [u32; 8] = [52, 60, 70, 75, 80, 86, 89, 90];

struct NoIncludes;

impl frontend::pp::FileLoader for NoIncludes {
    fn load(&self, _path: &str) -> Option<String> {
        None
    }
}

/// A program with `kernels` kernels, each with two helpers of its own.
fn program(kernels: usize) -> String {
    let mut s = String::new();
    for i in 0..kernels {
        s.push_str(&format!(
            "int mix{i}(int a, int b) {{ int r = a; for (int j = 0; j < b; ++j) {{ if (j % 3 == 0) continue; r = r * 31 + j; if (r > 100000) break; }} return r; }}\n\
             inline float scale{i}(float x, int n) {{ return x * n + {i}.5f; }}\n\
             __global__ void kernel{i}(float* out, int* hist, int n) {{\n\
               __shared__ float tile[128];\n\
               int t = threadIdx.x + blockIdx.x * blockDim.x;\n\
               tile[threadIdx.x % 128] = scale{i}(out[t], mix{i}(t, n));\n\
               __syncthreads();\n\
               @codegen if (__nvvm_arch >= 70) {{ atomicAdd(&hist[t % 16], mix{i}(n, 4)); }}\n\
               else {{ hist[t % 16] += 1; }}\n\
               out[t] = tile[(threadIdx.x + 1) % 128];\n\
             }}\n"
        ));
    }
    s
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let mut kernels = 200usize;
    let mut reps = 3usize;
    let mut opt = 2u8;
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().and_then(|v| v.parse::<usize>().ok());
        match (flag.as_str(), value) {
            ("--kernels", Some(v)) => kernels = v.max(1),
            ("--reps", Some(v)) => reps = v.max(1),
            ("--opt", Some(v)) => opt = v.min(3) as u8,
            _ => {
                eprintln!("usage: bench_codegen [--kernels N] [--reps N] [--opt 0-3]");
                std::process::exit(2);
            }
        }
    }
    let src = program(kernels);
    let mut sources = SourceMap::new();
    let main = sources.add("bench.cu", &src);
    let t = Instant::now();
    let (fe, diags, _) = frontend::run(sources, main, &frontend::Options::default(), &NoIncludes);
    let front = t.elapsed();
    if diags.has_errors() {
        eprintln!("bench_codegen: the generated program has errors:");
        for d in diags.diagnostics().iter().take(5) {
            eprintln!("  {}", d.message);
        }
        std::process::exit(1);
    }
    println!(
        "bench_codegen: {kernels} kernels, {} lines, -O{opt}, {} threads; frontend once: {:.1} ms",
        src.lines().count(),
        rayon::current_num_threads(),
        front.as_secs_f64() * 1e3
    );
    println!("{:>8} {:>12} {:>14} {:>16}", "targets", "wall (ms)", "per target", "serial / wall");
    let opts = nvvm::Options { opt_level: opt, size_level: 0, fp: nvvm::FpMode::default(), want_llvm: false, want_ptx: true, anchor: Span::new(FileId(0), 0, 0), libdevice: None, debug: None, rdc: false, partial: false };
    for n in [1usize, 2, 4, 8] {
        let sms: Vec<_> = SMS[..n].iter().map(|&c| codegen_consts::sm_info(c).expect("supported sm")).collect();
        let mut par = Vec::new();
        let mut ser = Vec::new();
        for _ in 0..reps {
            let t = Instant::now();
            let out = nvvm::compile(&fe.program, &fe.names, &sms, &opts);
            par.push(t.elapsed());
            assert!(out.iter().all(|o| o.ptx.is_some()), "codegen failed");
            let t = Instant::now();
            for sm in &sms {
                let _ = nvvm::compile_one(&fe.program, &fe.names, sm, &opts);
            }
            ser.push(t.elapsed());
        }
        let (p, s) = (median(par), median(ser));
        println!(
            "{n:>8} {:>12.1} {:>14.1} {:>15.2}x",
            p.as_secs_f64() * 1e3,
            p.as_secs_f64() * 1e3 / n as f64,
            s.as_secs_f64() / p.as_secs_f64()
        );
    }
}
