"""`make bench-cuda-headers`: issue 12's speed benchmark. Compiles benchmarks/headers/cuda_headers.cu
(one kernel, NVIDIA's <cuda_fp16.h> and <cuda_bf16.h>) to an object for one sm and for eight with
circlec (release build), nvcc 13.5 from the PyPI wheels (`nvidia-cuda-nvcc`, `nvidia-nvvm`,
`nvidia-cuda-crt`, `nvidia-cuda-runtime`, `nvidia-cuda-cccl`, downloaded into target/nvcc13 on
first use; CUDA 13 compiles sm_75 and newer, so the sms are 75..120) and clang-19 (its device
passes only: its -c needs NVIDIA's `fatbinary`, which the wheels lack; LLVM 19 knows sm_90 at
most, so it gets the six sms up to sm_90). Every tool reads the same header versions it ships
with: circlec and clang the CUDA 12.9 wheels of the project, nvcc its own 13.5 headers. Writes
benchmarks/headers/RESULTS-cuda.md; each figure is the median of BENCH_REPS runs (5)."""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SRC = os.path.join(ROOT, "benchmarks", "headers", "cuda_headers.cu")
CIRCLEC = os.path.join(ROOT, "target", "release", "circlec")
NVCC_DIR = os.path.join(ROOT, "target", "nvcc13")
ONE = ["80"]
EIGHT = ["75", "80", "86", "87", "89", "90", "100", "120"]
REPS = int(os.environ.get("BENCH_REPS", "5"))
WHEELS = ["nvidia-cuda-nvcc==13.5.37", "nvidia-nvvm==13.5.37", "nvidia-cuda-crt==13.5.37",
          "nvidia-cuda-runtime==13.5.37", "nvidia-cuda-cccl"]


def nvcc():
    """nvcc 13.5 from the wheels, unpacked under target/nvcc13 (downloaded once)."""
    exe = os.path.join(NVCC_DIR, "nvidia", "cu13", "bin", "nvcc")
    if not os.path.exists(exe):
        dl = os.path.join(NVCC_DIR, "wheels")
        os.makedirs(dl, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", dl] + WHEELS, check=True)
        for w in sorted(os.listdir(dl)):
            subprocess.run([sys.executable, "-m", "zipfile", "-e", os.path.join(dl, w), NVCC_DIR], check=True)
        for sub in ("bin", os.path.join("nvvm", "bin")):
            d = os.path.join(NVCC_DIR, "nvidia", "cu13", sub)
            for f in os.listdir(d):
                os.chmod(os.path.join(d, f), 0o755)
    return exe


def measure(cmd, cwd):
    """Median wall seconds of `cmd` over REPS runs; None when it fails."""
    times = []
    for _ in range(REPS):
        t0 = time.perf_counter()
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
        times.append(time.perf_counter() - t0)
        if p.returncode != 0:
            sys.stderr.write(f"failed: {' '.join(cmd)}\n{p.stdout[-1500:]}{p.stderr[-1500:]}\n")
            return None
    return statistics.median(times)


def main():
    out = tempfile.mkdtemp(prefix="bench-cuda-headers-")
    sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
    import bench  # noqa: E402 (the corpus benchmark's CUDA discovery for clang)
    clang = shutil.which("clang++-19")
    nv = nvcc()
    gencode = lambda sms: [x for s in sms for x in ("-gencode", f"arch=compute_{s},code=sm_{s}")]
    rows = {}
    for label, sms in (("1 sm", ONE), ("8 sms", EIGHT)):
        rows[("circlec", label)] = measure([CIRCLEC, "-c", "-O2", "--sm", ",".join(sms), SRC, "-o", "c.o"], out)
        rows[("nvcc 13.5", label)] = measure([nv, "-c", "-O2", "-std=c++17"] + gencode(sms) + [SRC, "-o", "n.o"], out)
        if clang:
            csms = [s for s in sms if int(s) <= 90]
            cuda = ["-x", "cuda", "-std=c++17", f"--cuda-path={bench.assemble_cuda_path(bench.nvidia_dir())}", "-Wno-unknown-cuda-version"]
            rows[("clang-19 (device passes only; 6 sms for 8)", label)] = measure(
                [clang] + cuda + ["-O2", "--cuda-device-only"] + [f"--cuda-gpu-arch=sm_{s}" for s in csms] + ["-c", SRC], out)
        for k, v in rows.items():
            if k[1] == label:
                print(f"{k[0]} {label}: " + (f"{v * 1000:.0f} ms" if v else "failed"), flush=True)
    lines = subprocess.run([CIRCLEC, "-E", "-P", SRC], capture_output=True, text=True).stdout.count("\n")
    cg = subprocess.run([CIRCLEC, "-fsyntax-only", "-DWITH_CG", SRC], capture_output=True, text=True)
    cg_errors = cg.stderr.count("error:")
    res = os.path.join(ROOT, "benchmarks", "headers", "RESULTS-cuda.md")
    with open(res, "w") as f:
        f.write("# One kernel with NVIDIA's headers (`make bench-cuda-headers`)\n\n")
        f.write(f"Input: `benchmarks/headers/cuda_headers.cu` ({lines} preprocessed lines with circlec), compiled to an object "
                f"(`-c -O2`). 1 sm: sm_80; 8 sms: {', '.join('sm_' + s for s in EIGHT)}. Median of {REPS} runs, "
                + time.strftime("%Y-%m-%d", time.gmtime()) + ", on this machine (2 cores).\n\n")
        f.write("| compiler | 1 sm ms | 8 sms ms |\n|---|---:|---:|\n")
        names = []
        for (n, _) in rows:
            if n not in names:
                names.append(n)
        fmt = lambda v: f"{v * 1000:.0f}" if v else "failed"
        for n in names:
            f.write(f"| {n} | {fmt(rows.get((n, '1 sm')))} | {fmt(rows.get((n, '8 sms')))} |\n")
        c1, c8 = rows.get(("circlec", "1 sm")), rows.get(("circlec", "8 sms"))
        n1, n8 = rows.get(("nvcc 13.5", "1 sm")), rows.get(("nvcc 13.5", "8 sms"))
        if c1 and c8 and n1 and n8:
            f.write(f"\ncirclec / nvcc: **{c1 / n1:.2f}** at 1 sm (target ≤ 0.5), **{c8 / n8:.2f}** at 8 sms (target ≤ 0.33).\n")
        f.write(f"\nWith `-DWITH_CG` (<cooperative_groups.h> and a tile reduce, as the issue's file has) circlec "
                f"stops at {cg_errors} errors today, so the figures above are for the fp16/bf16 part.\n")
    print(f"wrote {res}")
    shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    main()
