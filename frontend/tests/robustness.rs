//! The no-panic, no-hang invariant, tested: the whole front-end pass runs over every truncation
//! of a representative CUDA program (and of every lit test source), over token-level mutations of
//! it, and over random text built from C++ fragments. Each run must finish within a time limit,
//! must not panic, and whenever the input is rejected there must be at least one error
//! diagnostic. Inputs are generated from a fixed seed, so a failure reproduces.

use circlec_frontend as frontend;
use frontend::diag::Severity;
use frontend::pp::FileLoader;
use frontend::source::SourceMap;
use std::sync::mpsc;
use std::time::Duration;

/// A program touching most of what the frontend handles.
const PROGRAM: &str = r#"
#include "inc.h"
#define SQUARE(x) ((x) * (x))
#define CAT(a, b) a##b
#define STR(a) #a
#if defined(SQUARE) && (1 + 2 * 3 == 7)
typedef unsigned int uint;
#else
#error "unreachable"
#endif
namespace geo {
struct Point { float x, y; int tag : 4; };
enum class Color : unsigned char { Red = 1, Green, Blue = Red + 4 };
inline float dot(const Point& a, const Point& b) { return a.x * b.x + a.y * b.y; }
}
template <typename T, int N>
T sum(const T (&xs)[N]) {
  T s = T();
  for (int i = 0; i < N; ++i) s += xs[i];
  return s;
}
static_assert(sizeof(geo::Point) == 12, "layout");
constexpr int kBlock = 128;
__constant__ float coeffs[4] = {1.0f, 2.5e-1f, 0x1p-2f, .5};
__device__ int counter;
int helper(int v, int w = 3) { return v > w ? v - w : (v << 2) | 1; }
__device__ __forceinline__ unsigned lane() { return threadIdx.x & 31u; }
__global__ void __launch_bounds__(128, 2) kern(float* __restrict__ out, const float* in, int n) {
  __shared__ float tile[kBlock];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  @codegen if (__nvvm_arch >= 70) {
    __syncwarp();
  } else @codegen if (__nvvm_arch >= 60) {
    __syncthreads();
  } else {
    __threadfence();
  }
  if (i < n) {
    tile[threadIdx.x] = in[i] * coeffs[i % 4] + SQUARE(2.0f);
    switch (i & 3) { case 0: out[i] = tile[threadIdx.x]; break; default: out[i] = (float)helper(i); }
  }
  do { atomicAdd(&counter, 1); } while (false);
  const char* s = STR(hello) "\t\x41\n";
  char c = '\'';
  unsigned long long big = 0xFFFF'FFFFull + 0b1010 + 017;
  (void)s; (void)c; (void)big; (void)CAT(lan, e)();
}
int main() {
  float* d = nullptr;
  kern<<<dim3{4, 1, 1}, 128, 0, 0>>>(d, d, 512);
  int arr[3] = {1, 2, 3};
  return sum(arr) == 6 ? 0 : 1;
}
"#;

const HEADER: &str = "#pragma once\nstruct dim3 { unsigned x, y, z; };\nint included_fn(int);\n";

/// Serves `inc.h` (and an include cycle guard) to the preprocessor.
struct Loader;
impl FileLoader for Loader {
    fn load(&self, path: &str) -> Option<String> {
        path.ends_with("inc.h").then(|| HEADER.to_owned())
    }
}

/// Runs the front end on `text` on a big-stack thread with a time limit; returns a message on
/// panic, hang, or rejection without an error diagnostic.
fn run_case(text: String) -> Result<(), String> {
    let (tx, rx) = mpsc::channel();
    let input = text.clone();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let result = std::panic::catch_unwind(|| {
                let mut sm = SourceMap::new();
                let main = sm.add("fuzz.cu", &input);
                let (_fe, diags, _) = frontend::run(sm, main, &frontend::Options::default(), &Loader);
                let has_error_diag = diags.diagnostics().iter().any(|d| d.severity == Severity::Error);
                (diags.has_errors(), has_error_diag)
            });
            let _ = tx.send(result);
        })
        .map_err(|e| e.to_string())?;
    match rx.recv_timeout(Duration::from_secs(20)) {
        Ok(Ok((has_errors, has_error_diag))) => {
            if has_errors && !has_error_diag {
                return Err(format!("errors counted but none recorded for input:\n{text}"));
            }
            Ok(())
        }
        Ok(Err(_)) => Err(format!("frontend panicked on input:\n{text}")),
        Err(_) => Err(format!("frontend did not finish within 20 s on input:\n{text}")),
    }
}

/// A tiny deterministic generator (xorshift64*), so failures reproduce without extra crates.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn char_boundaries(text: &str, step: usize) -> impl Iterator<Item = usize> + '_ {
    (0..=text.len()).step_by(step).filter(move |&i| text.is_char_boundary(i))
}

fn lit_sources() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests");
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
        paths.sort();
        for p in paths {
            if p.is_dir() {
                stack.push(p);
            } else if matches!(p.extension().and_then(|e| e.to_str()), Some("cu" | "cpp" | "cc" | "cxx")) {
                if let Ok(text) = std::fs::read_to_string(&p) {
                    out.push(text);
                }
            }
        }
    }
    out
}

#[test]
fn every_truncation_of_the_program_is_handled() {
    for end in char_boundaries(PROGRAM, 7) {
        run_case(PROGRAM[..end].to_owned()).unwrap();
    }
}

#[test]
fn truncations_of_lit_sources_are_handled() {
    for text in lit_sources() {
        let step = (text.len() / 40).max(1);
        for end in char_boundaries(&text, step) {
            run_case(text[..end].to_owned()).unwrap();
        }
    }
}

#[test]
fn token_mutations_are_handled() {
    let pieces: Vec<&str> = PROGRAM.split_inclusive(|c: char| c.is_whitespace() || "(){}[];,<>".contains(c)).collect();
    let mut rng = Rng(0x5eed_c1c1_ec00_0001);
    for _ in 0..300 {
        let mut v = pieces.clone();
        for _ in 0..1 + rng.below(4) {
            let i = rng.below(v.len());
            match rng.below(3) {
                0 => {
                    v.remove(i);
                }
                1 => {
                    let j = rng.below(v.len());
                    v.insert(i, v[j]);
                }
                _ => {
                    let j = rng.below(v.len());
                    v.swap(i, j);
                }
            }
        }
        run_case(v.concat()).unwrap();
    }
}

#[test]
fn random_fragment_soup_is_handled() {
    const FRAGMENTS: &[&str] = &[
        "int", "x", "(", ")", "{", "}", "[", "]", ";", ",", "<", ">", ">>", "<<<", ">>>", "::",
        "template", "typename", "struct", "class", "enum", "namespace", "@codegen", "@meta", "if",
        "else", "for", "while", "return", "__global__", "__device__", "__shared__", "#define",
        "#if", "#endif", "#include", "\n", "\"", "'", "/*", "*/", "//", "\\", "0x", "1e", "1.5f",
        "=", "+", "-", "*", "&", "&&", "...", "__nvvm_arch", "sizeof", "operator", "~", "?", ":",
        "static_assert", "const", "auto", "decltype", "[]", "=>", "`", "$", "@",
    ];
    let mut rng = Rng(0x0dd_ba11_5eed_0002);
    for _ in 0..300 {
        let n = 1 + rng.below(60);
        let text: Vec<&str> = (0..n).map(|_| FRAGMENTS[rng.below(FRAGMENTS.len())]).collect();
        run_case(text.join(" ")).unwrap();
    }
}

#[test]
fn pathological_nesting_is_reported_not_crashed() {
    for open in ["(", "{", "[", "if(1)", "-", "*", "template<class T> struct S {"] {
        run_case(format!("int f() {{ return {}1; }}", open.repeat(20_000))).unwrap();
    }
    run_case("#define A A A\nA\n".repeat(100)).unwrap();
    run_case("#define F(x) F(F(x))\nF(F(F(1)))\n".to_owned()).unwrap();
}
