"""`make bench-rdc`: the build time of a six-file program with relocatable device code for two
sms (sm_75 and sm_80, the oldest nvcc 13 still builds), circlec (release build) against nvcc's
`-rdc=true` build. The program (written to a scratch directory): five `.cu` files whose kernels
call `__device__` functions and read `__device__` tables of the others, one of them launching a
kernel from device code, and `main.cu`. Three builds each: all six files in one call; the
nvcc-style file-by-file build (`-dc` each, then the link), run serially; and an incremental
rebuild (one file's `-dc` and the link). nvcc is `$NVCC`, else nvcc on PATH, else nvcc 13's wheels
in target/nvcc13 (`python3 -m venv target/nvcc13 && target/nvcc13/bin/pip install
nvidia-cuda-nvcc nvidia-nvvm nvidia-cuda-crt nvidia-cuda-runtime`); without one only circlec's
figures are written. Writes benchmarks/rdc/RESULTS.md; every figure is the median of BENCH_REPS
runs (5)."""

import glob
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CIRCLEC = os.path.join(ROOT, "target", "release", "circlec")
REPS = int(os.environ.get("BENCH_REPS", "5"))
SMS = ["75", "80"]
UNITS = 5


def unit_source(i):
    """Unit i: a table, a device function using unit i-1's, and a kernel; unit 0 launches a child."""
    prev = (i - 1) % UNITS
    lines = [
        "#include <cuda_runtime.h>",
        f"extern __device__ float table{prev}[256];",
        f"extern __device__ float step{prev}(float x, int k);",
        f"__device__ float table{i}[256];",
        f"__device__ float step{i}(float x, int k) {{",
        "  float acc = x;",
        "  for (int j = 0; j < 8; ++j)",
        f"    acc = acc * 0.5f + table{i}[(k + j) & 255] * {i + 1}.0f;",
        "  return acc;",
        "}",
        "template <int N> __device__ float poly(float x) { return N == 0 ? 1.0f : x * poly<(N > 0 ? N - 1 : 0)>(x) + N; }",
        f"__global__ void kernel{i}(float *out, int n) {{",
        "  int t = blockIdx.x * blockDim.x + threadIdx.x;",
        "  if (t < n)",
        f"    out[t] = step{prev}(out[t], t) + poly<6>(table{prev}[t & 255]);",
        "}",
    ]
    if i == 0:
        lines += [
            "__global__ void child0(float *out) { out[threadIdx.x] += 1.0f; }",
            "__global__ void parent0(float *out) { if (threadIdx.x == 0) child0<<<1, 32>>>(out); }",
        ]
    return "\n".join(lines) + "\n"


MAIN = """#include <cuda_runtime.h>
#include <cstdio>
""" + "".join(f"__global__ void kernel{i}(float *out, int n);\n" for i in range(UNITS)) + """
int main() {
  float *d = nullptr;
  if (cudaMalloc(&d, 1024 * sizeof(float)) != cudaSuccess) { printf("no device\\n"); return 0; }
""" + "".join(f"  kernel{i}<<<4, 256>>>(d, 1024);\n" for i in range(UNITS)) + """  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
"""


def find_nvcc():
    for c in [os.environ.get("NVCC"), shutil.which("nvcc")] + sorted(glob.glob(os.path.join(ROOT, "target", "nvcc13", "lib", "python3*", "site-packages", "nvidia", "cu13", "bin", "nvcc"))):
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return None


def timed(cmds, cwd):
    """Median seconds of running `cmds` (a list of commands, in sequence) REPS times; None on failure."""
    times = []
    for _ in range(REPS):
        t0 = time.perf_counter()
        for cmd in cmds:
            p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
            if p.returncode != 0:
                sys.stderr.write(f"failed: {' '.join(cmd)}\n{p.stdout[-1500:]}{p.stderr[-1500:]}\n")
                return None
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def builds(compiler, arch_flags, rdc_flag, dc_flag, extra):
    files = [f"unit{i}.cu" for i in range(UNITS)] + ["main.cu"]
    objs = [f.replace(".cu", ".o") for f in files]
    one = [[compiler, rdc_flag, *arch_flags, *extra, *files, "-o", "app-one"]]
    per_file = [[compiler, dc_flag, *arch_flags, *extra, f, "-o", o] for f, o in zip(files, objs)]
    link = [[compiler, *arch_flags, *extra, *objs, "-o", "app-sep"]]
    if compiler.endswith("nvcc"):
        link = [[compiler, rdc_flag, *arch_flags, *extra, *objs, "-o", "app-sep", "-lcudadevrt"]]
    incremental = [per_file[2]] + link
    return [("one call, 6 files", one), ("-dc per file, then link", per_file + link), ("one file changed: -dc + link", incremental)]


def main():
    if not os.path.isfile(CIRCLEC):
        sys.exit("build circlec first: cargo build --release -p circlec")
    work = tempfile.mkdtemp(prefix="bench-rdc-")
    for i in range(UNITS):
        with open(os.path.join(work, f"unit{i}.cu"), "w") as f:
            f.write(unit_source(i))
    with open(os.path.join(work, "main.cu"), "w") as f:
        f.write(MAIN)
    rows = []
    circlec_arch = ["--sm", ",".join(SMS)]
    for name, cmds in builds(CIRCLEC, circlec_arch, "-rdc=true", "-dc", []):
        rows.append(("circlec", name, timed(cmds, work)))
    nvcc = find_nvcc()
    if nvcc:
        nvcc_arch = [a for sm in SMS for a in ("-gencode", f"arch=compute_{sm},code=sm_{sm}")]
        for name, cmds in builds(nvcc, nvcc_arch, "-rdc=true", "-dc", ["-std=c++17"]):
            rows.append(("nvcc", name, timed(cmds, work)))
    version = "not found"
    if nvcc:
        lines = subprocess.run([nvcc, "--version"], capture_output=True, text=True).stdout.splitlines()
        version = next((l.strip() for l in lines if "release" in l), "unknown version")
    out = [
        "# Relocatable device code: build time of a six-file program, two sms",
        "",
        f"`make bench-rdc` (benchmarks/rdc/bench_rdc.py): sm_{' and sm_'.join(SMS)}, median of {REPS} runs, "
        f"{os.cpu_count()} cores. circlec: release build; nvcc: {version}.",
        "",
        "| compiler | build | seconds |",
        "|---|---|---|",
    ]
    for who, name, t in rows:
        out.append(f"| {who} | {name} | {'failed' if t is None else f'{t:.2f}'} |")
    if not nvcc:
        out += ["", "nvcc was not found (see the script's docstring), so only circlec's figures are here."]
    text = "\n".join(out) + "\n"
    with open(os.path.join(ROOT, "benchmarks", "rdc", "RESULTS.md"), "w") as f:
        f.write(text)
    print(text)
    shutil.rmtree(work, ignore_errors=True)
    if any(t is None for _, _, t in rows):
        sys.exit(1)


if __name__ == "__main__":
    main()
