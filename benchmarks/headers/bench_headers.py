"""`make bench-headers`: the front end on the system's real headers. Times `-fsyntax-only` of
benchmarks/headers/std_headers.cu with circlec (release build), clang++-19 (CUDA mode, host and
one device pass, as its front end reads the file) and g++ (as plain C++ with the CUDA keywords
defined away), and the 8-sm build of circlec against clang's multi-pass CUDA build for the same 8
sms (clang's device passes only: its -c needs NVIDIA's `fatbinary`); with each one's peak memory (maximum resident set, from /usr/bin/time). Writes
benchmarks/headers/RESULTS.md. Every figure is the median of BENCH_REPS runs (5)."""

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SRC = os.path.join(ROOT, "benchmarks", "headers", "std_headers.cu")
CIRCLEC = os.path.join(ROOT, "target", "release", "circlec")
SMS = ["52", "60", "61", "70", "75", "80", "86", "90"]
REPS = int(os.environ.get("BENCH_REPS", "5"))


def clang_cuda_args():
    """clang's CUDA options with the CUDA wheels' headers (as benchmarks/bench.py builds them)."""
    sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
    import bench  # noqa: E402 (the corpus benchmark's CUDA discovery)
    return ["-x", "cuda", "-std=c++17", f"--cuda-path={bench.assemble_cuda_path(bench.nvidia_dir())}", "-Wno-unknown-cuda-version"]


def measure(cmd, cwd=None):
    """(median seconds, median peak KiB) of `cmd` over REPS runs; None when it fails."""
    times, rss = [], []
    for _ in range(REPS):
        t0 = time.perf_counter()
        p = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, capture_output=True, text=True, cwd=cwd)
        dt = time.perf_counter() - t0
        if p.returncode != 0:
            sys.stderr.write(f"failed: {' '.join(cmd)}\n{p.stderr[-2000:]}\n")
            return None
        times.append(dt)
        rss.append(int(p.stderr.strip().splitlines()[-1]))
    return statistics.median(times), statistics.median(rss)


def main():
    out = tempfile.mkdtemp(prefix="bench-headers-")
    rows = []
    cuda_defs = ["-D__global__=", "-D__device__=", "-D__host__=", "-DblockIdx=dim3_()", "-DblockDim=dim3_()", "-DthreadIdx=dim3_()"]
    gxx_src = os.path.join(out, "std_headers.cpp")
    with open(SRC) as f, open(gxx_src, "w") as g:
        g.write("struct dim3_ { unsigned x, y, z; };\n" + f.read())
    clang = shutil.which("clang++-19")
    runs = [
        ("circlec -fsyntax-only", [CIRCLEC, "-fsyntax-only", SRC]),
        ("g++ -fsyntax-only", ["g++", "-std=c++17", "-fsyntax-only"] + cuda_defs + [gxx_src]),
    ]
    if clang:
        runs.append(("clang++-19 -fsyntax-only (C++)", [clang, "-std=c++17", "-fsyntax-only"] + cuda_defs + [gxx_src]))
        cuda = clang_cuda_args()
        runs.append(("clang++-19 -x cuda -fsyntax-only (host+sm_70)", [clang] + cuda + ["--cuda-gpu-arch=sm_70", "-fsyntax-only", SRC]))
    runs.append(("circlec 8 sms (-c, -O2)", [CIRCLEC, "-c", "-O2", "--sm", ",".join(SMS), SRC, "-o", os.path.join(out, "c.o")]))
    if clang:
        arch = [f"--cuda-gpu-arch=sm_{s}" for s in SMS]
        # clang's -c needs NVIDIA's `fatbinary`, which the wheels lack: its 8 device passes alone
        # (each a front end, optimisation and PTX/cubin), one object per sm.
        runs.append(("clang++-19 8 sms (-O2, device passes only)", [clang] + cuda + ["-O2", "--cuda-device-only"] + arch + ["-c", SRC]))
    for name, cmd in runs:
        m = measure(cmd, cwd=out)
        rows.append((name, m))
        print(f"{name}: " + (f"{m[0]*1000:.0f} ms, {m[1]/1024:.0f} MiB" if m else "failed"), flush=True)
    lines = subprocess.run([CIRCLEC, "-E", "-P", SRC], capture_output=True, text=True).stdout.count("\n")
    res = os.path.join(ROOT, "benchmarks", "headers", "RESULTS.md")
    with open(res, "w") as f:
        f.write("# The front end on the system's headers (`make bench-headers`)\n\n")
        f.write(f"Input: `benchmarks/headers/std_headers.cu` ({lines} preprocessed lines with circlec). Median of {REPS} runs, ")
        f.write(time.strftime("%Y-%m-%d", time.gmtime()) + ", on this machine (2 cores). Peak memory is the maximum resident set.\n\n")
        f.write("| run | wall ms | peak MiB |\n|---|---:|---:|\n")
        for name, m in rows:
            f.write(f"| {name} | {m[0]*1000:.0f} | {m[1]/1024:.0f} |\n" if m else f"| {name} | failed | |\n")
        f.write("\nclang's CUDA front end runs once per target (host and each sm); circlec's once. ")
        f.write("The issue's file with <vector> <string> <map> <iostream> <memory> does not compile in circlec yet ")
        f.write("(tests/std_shim/LADDER.md), so this file uses the headers that do.\n")
    print(f"wrote {res}")
    shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    main()
