#!/usr/bin/env python3
"""make bench: circlec's compile time and generated code against clang 19's multi-pass CUDA.

For each corpus program (benchmarks/corpus/*.cu) and each target set (1, 2, 4 and 8 sms), times
in the same run, interleaved, repeated:

  circlec    `circlec X.cu --sm S,... -O2 -c -o X.o`: one front-end pass, PTX and a cubin per sm
             (ptxas), the fatbin, the host object;
  clang (a)  clang 19 with its CUDA headers from a CUDA path assembled from the wheels
             (build/bench/cuda): one `--cuda-device-only -S` pass per sm, the same ptxas on its
             PTX, and one `--cuda-host-only -c` pass;
  clang (b)  the same passes with `-nocudainc` and circlec's own headers (std_shim/include plus
             benchmarks/corpus/clang_prelude.h), so both front ends read the same text.

Both compilers get -O2 and ptxas is run the same way (`ptxas -arch=sm_NN in.ptx -o out.cubin`,
as circlec runs it). clang's passes run one after another, as clang's driver runs them;
circlec compiles its sms on threads. to_clang.py's source rewrite is done once, untimed.

Then, for every kernel and each sm of the largest target set, `ptxas -v` registers, spill bytes
and stack frame and the PTX instruction count for circlec and clang (a) (and clang (b)), written
to benchmarks/KERNELS.md, with a summary and the exceptions in benchmarks/RESULTS.md (with
BENCH_RESULTS=RESULTS-x.md, to KERNELS-x.md: a partial run keeps the full run's table).

A whole `make bench` (BENCH_REPS=3, the default: median and spread of three) took 39 minutes
on a quiet 2-core machine on 2026-11-22, gemm_tiled and reduce_lib being two thirds of it; one
repetition (BENCH_REPS=1, no spread) takes about 13. Narrow a run with BENCH_PROGRAMS and
BENCH_TARGETS; `BENCH_PROGRAMS=monte_carlo,prefix_sums,nbody,heat_stencil` is a quick one. `bench.py --report-only` rewrites the two files from
the last run's measurements (build/bench/last-run.pickle), e.g. after editing
benchmarks/exceptions-notes.md.

Environment: BENCH_REPS (default 3), BENCH_PROGRAMS (comma-separated stems, e.g.
`nbody,monte_carlo`), BENCH_TARGETS (comma-separated counts among 1,2,4,8), BENCH_NOTE (a line
added to RESULTS.md), BENCH_RESULTS (the file under benchmarks/ to write instead of
RESULTS.md), BENCH_QUALITY=0 to skip the generated-code tables.
"""

import datetime
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import report  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "benchmarks" / "corpus"
WORK = ROOT / "build" / "bench"
CIRCLEC = ROOT / "target" / "release" / "circlec"
CLANG = shutil.which("clang++-19") or "clang++-19"
TARGET_SETS = {
    1: [52],
    2: [52, 70],
    4: [52, 70, 80, 90],
    8: [52, 60, 70, 75, 80, 86, 89, 90],
}
CONFIGS = ["circlec", "clang_a", "clang_b"]


def fail(msg):
    print(f"bench: error: {msg}", file=sys.stderr)
    sys.exit(1)


def nvidia_dir():
    for sp in sorted((ROOT / ".venv" / "lib").glob("python3*/site-packages/nvidia")):
        if (sp / "cuda_nvcc" / "bin" / "ptxas").exists():
            return sp
    fail("no NVIDIA wheels in .venv (run scripts/setup.sh)")


def link_union(dst, srcs):
    """Fills dst with symlinks to the entries of every directory in srcs, merging directories
    that several of them hold (`crt/`)."""
    dst.mkdir(parents=True, exist_ok=True)
    seen = {}
    for src in srcs:
        if not src.is_dir():
            continue
        for entry in sorted(src.iterdir()):
            if entry.name in ("__init__.py", "__pycache__"):
                continue
            seen.setdefault(entry.name, []).append(entry)
    for name, entries in seen.items():
        target = dst / name
        if len(entries) > 1 and all(e.is_dir() for e in entries):
            link_union(target, entries)
        else:
            target.symlink_to(entries[0])


def assemble_cuda_path(nv):
    """A directory shaped like /usr/local/cuda for clang's CUDA detection (LLVM 19's
    CudaInstallationDetector wants include/ and nvvm/libdevice/; it reads the version from
    include/cuda.h, and bin/ and lib64/ are where ptxas and libcudart are looked for)."""
    cuda = WORK / "cuda"
    if cuda.exists():
        shutil.rmtree(cuda)
    link_union(cuda / "include",
               [nv / "cuda_runtime" / "include", nv / "cuda_nvcc" / "include", nv / "curand" / "include",
                nv / "cuda_cccl" / "include"])
    (cuda / "bin").symlink_to(nv / "cuda_nvcc" / "bin")
    (cuda / "nvvm").symlink_to(nv / "cuda_nvcc" / "nvvm")
    (cuda / "lib64").symlink_to(nv / "cuda_runtime" / "lib")
    return cuda


def run(cmd, cwd=None):
    """Runs cmd; returns (wall seconds, CPU seconds of the child) or fails with its output."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out = p.stdout.read()
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        text = out.decode(errors="replace")[-3000:]
        fail(f"command failed ({p.returncode}): {' '.join(map(str, cmd))}\n{text}")
    return wall, usage.ru_utime + usage.ru_stime


class Bench:
    def __init__(self):
        self.nv = nvidia_dir()
        self.ptxas = self.nv / "cuda_nvcc" / "bin" / "ptxas"
        self.libdevice = self.nv / "cuda_nvcc" / "nvvm" / "libdevice" / "libdevice.10.bc"
        self.cuda = assemble_cuda_path(self.nv)
        self.common_a = ["-std=c++17", "-x", "cuda", "-O2", f"--cuda-path={self.cuda}",
                         "-Wno-unknown-cuda-version"]
        self.common_b = ["-std=c++17", "-x", "cuda", "-O2", "-nocudainc", "-nocudalib",
                         "-isystem", str(ROOT / "std_shim" / "include"),
                         "-isystem", str(CORPUS / "clang_include"),
                         "-include", str(CORPUS / "clang_prelude.h")]

    def clang_source(self, prog):
        out = WORK / "src" / f"{prog}.clang.cu"
        out.parent.mkdir(parents=True, exist_ok=True)
        run([sys.executable, str(CORPUS / "to_clang.py"), str(CORPUS / f"{prog}.cu"), str(out)])
        return out

    def ptxas_cmd(self, sm, ptx, cubin, verbose=False):
        return [str(self.ptxas), f"-arch=sm_{sm}"] + (["-v"] if verbose else []) + [str(ptx), "-o", str(cubin)]

    def circlec(self, prog, sms, out):
        return [run([str(CIRCLEC), str(CORPUS / f"{prog}.cu"), "--sm", ",".join(map(str, sms)),
                     "-O2", "-c", "-o", str(out / f"{prog}.o")], cwd=ROOT)]

    def clang(self, variant, src, prog, sms, out):
        common = self.common_a if variant == "a" else self.common_b
        device_extra = [] if variant == "a" else [
            "-Xclang", "-target-feature", "-Xclang", "+ptx78",
            "-Xclang", "-mlink-builtin-bitcode", "-Xclang", str(self.libdevice)]
        host_extra = [] if variant == "a" else ["-Xclang", "-target-sdk-version=12.3"]
        steps = []
        for sm in sms:
            ptx = out / f"{prog}.sm_{sm}.ptx"
            steps.append(run([CLANG] + common + device_extra + [
                "--cuda-device-only", f"--cuda-gpu-arch=sm_{sm}", "-S", "-o", str(ptx), str(src)]))
            steps.append(run(self.ptxas_cmd(sm, ptx, out / f"{prog}.sm_{sm}.cubin")))
        steps.append(run([CLANG] + common + host_extra + [
            "--cuda-host-only", "-c", "-o", str(out / f"{prog}.host.o"), str(src)]))
        return steps


def env_list(name, default):
    v = os.environ.get(name, "").strip()
    return [x.strip() for x in v.split(",") if x.strip()] if v else default


def spread(xs):
    return min(xs), statistics.median(xs), max(xs)


# ---- generated code -------------------------------------------------------------------------

PTXAS_FN = re.compile(r"Compiling entry function '([^']+)' for 'sm_(\d+)'")
PTXAS_STACK = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
PTXAS_REGS = re.compile(r"Used (\d+) registers")


def ptxas_v(bench, sm, ptx, scratch):
    """{kernel: (registers, spill bytes (stores + loads), stack frame bytes)} from `ptxas -v`."""
    p = subprocess.run(bench.ptxas_cmd(sm, ptx, scratch, verbose=True), capture_output=True, text=True)
    if p.returncode != 0:
        return None
    stats, current = {}, None
    for line in (p.stdout + p.stderr).splitlines():
        m = PTXAS_FN.search(line)
        if m:
            current = m.group(1)
            stats[current] = [0, 0, 0]
            continue
        if current is None:
            continue
        m = PTXAS_STACK.search(line)
        if m:
            stats[current][2] = int(m.group(1))
            stats[current][1] = int(m.group(2)) + int(m.group(3))
        m = PTXAS_REGS.search(line)
        if m:
            stats[current][0] = int(m.group(1))
    return {k: tuple(v) for k, v in stats.items()}


def ptx_instructions(ptx_text):
    """{kernel: instruction count}: the statements of each `.entry` body (not directives,
    labels or braces)."""
    counts, current, depth = {}, None, 0
    for raw in ptx_text.splitlines():
        line = raw.split("//")[0].strip()
        if current is None:
            m = re.match(r"(?:\.visible\s+|\.weak\s+)?\.entry\s+([\w$.]+)", line)
            if m:
                current, depth = m.group(1), 0
                counts[current] = 0
            continue
        depth += line.count("{") - line.count("}")
        if line.startswith("}") and depth <= 0:
            current = None
            continue
        if line.endswith(";") and not line.startswith(".") and not line.startswith("{"):
            counts[current] += 1
    return counts


def kernel_keys(mangled):
    """{mangled: key} matching kernels across compilers by demangled name without the parameter
    list (`void scan_tiles<float, 1024>`), numbered in PTX order when that repeats (overloads).
    The mangled names are identical today (all 487 corpus kernels, 2026-11-22); matching by the
    demangled name keeps a future mangling difference from hiding a kernel."""
    dm = report.demangle(mangled)
    keys, seen = {}, {}
    for m in mangled:
        d = dm[m]
        depth, cut = 0, len(d)
        for i in range(len(d) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(d[i], 0)
            if d[i] == "(" and depth == 0:
                cut = i
                break
        base = d[:cut] if d.endswith(")") else d
        n = seen.get(base, 0)
        seen[base] = n + 1
        keys[m] = base if n == 0 else f"{base} #{n + 1}"
    return keys


def quality(bench, programs, sms):
    """Per kernel and sm: (regs, spill, stack, instructions) for circlec, clang (a), clang (b)."""
    rows = []  # (prog, sm, kernel, {config: stats or None})
    for prog in programs:
        qdir = WORK / "quality" / prog
        if qdir.exists():
            shutil.rmtree(qdir)
        for c in CONFIGS:
            (qdir / c).mkdir(parents=True)
        run([str(CIRCLEC), str(CORPUS / f"{prog}.cu"), "--sm", ",".join(map(str, sms)), "-O2",
             "--emit=ptx", "-o", str(qdir / "circlec" / prog)], cwd=ROOT)
        src = WORK / "src" / f"{prog}.clang.cu"
        for variant in ("a", "b"):
            out = qdir / f"clang_{variant}"
            common = bench.common_a if variant == "a" else bench.common_b
            extra = [] if variant == "a" else [
                "-Xclang", "-target-feature", "-Xclang", "+ptx78",
                "-Xclang", "-mlink-builtin-bitcode", "-Xclang", str(bench.libdevice)]
            for sm in sms:
                run([CLANG] + common + extra + ["--cuda-device-only", f"--cuda-gpu-arch=sm_{sm}",
                                                "-S", "-o", str(out / f"{prog}.sm_{sm}.ptx"), str(src)])
        for sm in sms:
            per, shown = {}, {}
            for c in CONFIGS:
                ptx = qdir / c / f"{prog}.sm_{sm}.ptx"
                stats = ptxas_v(bench, sm, ptx, qdir / c / "v.cubin") if ptx.exists() else None
                insts = ptx_instructions(ptx.read_text()) if ptx.exists() else {}
                stats = stats or {}
                keys = kernel_keys(list(stats))
                per[c] = {keys[k]: v + (insts.get(k, 0),) for k, v in stats.items()}
                # Shown as clang (a) spells it, else as the first compiler that has it.
                full = report.demangle(list(stats))
                for k in stats:
                    if c == "clang_a" or keys[k] not in shown:
                        shown[keys[k]] = full[k]
            for k in sorted(shown):
                rows.append((prog, sm, shown[k], {c: per[c].get(k) for c in CONFIGS}))
        print(f"  quality: {prog}: {len({r[2] for r in rows if r[0] == prog})} kernels", flush=True)
    return rows


# ---- main -----------------------------------------------------------------------------------

def main():
    if sys.argv[1:] == ["--report-only"]:
        import pickle
        with open(WORK / "last-run.pickle", "rb") as f:
            args = list(pickle.load(f))
        if "BENCH_NOTE" in os.environ:
            args[9] = os.environ["BENCH_NOTE"]
        report.write(ROOT, *args)
        return
    reps = int(os.environ.get("BENCH_REPS", "3"))
    all_programs = sorted(p.stem for p in CORPUS.glob("*.cu"))
    programs = env_list("BENCH_PROGRAMS", all_programs)
    for p in programs:
        if p not in all_programs:
            fail(f"unknown program `{p}` (have {', '.join(all_programs)})")
    targets = [int(t) for t in env_list("BENCH_TARGETS", ["1", "2", "4", "8"])]
    for t in targets:
        if t not in TARGET_SETS:
            fail(f"BENCH_TARGETS: {t} is not one of 1, 2, 4, 8")
    want_quality = os.environ.get("BENCH_QUALITY", "1") != "0"
    if not CIRCLEC.exists():
        fail(f"{CIRCLEC} is missing (cargo build --release -p circlec)")
    WORK.mkdir(parents=True, exist_ok=True)
    bench = Bench()
    cores = os.cpu_count()
    started = datetime.datetime.now(datetime.timezone.utc)
    load = os.getloadavg()
    print(f"bench: {len(programs)} programs x targets {targets} x {reps} reps, {cores} cores, "
          f"load average {load[0]:.2f}", flush=True)

    # times[(prog, ntargets, config)] = [(wall, cpu), ...]
    times = {}
    for prog in programs:
        src = bench.clang_source(prog)
        for n in targets:
            sms = TARGET_SETS[n]
            for rep in range(reps):
                # Rotate the order so no configuration always runs first (warm caches).
                order = CONFIGS[rep % 3:] + CONFIGS[:rep % 3]
                for c in order:
                    out = WORK / "out" / prog / c
                    if out.exists():
                        shutil.rmtree(out)
                    out.mkdir(parents=True)
                    if c == "circlec":
                        steps = bench.circlec(prog, sms, out)
                    else:
                        steps = bench.clang(c[-1], src, prog, sms, out)
                    wall = sum(s[0] for s in steps)
                    cpu = sum(s[1] for s in steps)
                    times.setdefault((prog, n, c), []).append((wall, cpu))
            med = {c: statistics.median(w for w, _ in times[(prog, n, c)]) for c in CONFIGS}
            print(f"  {prog:14} {n} sm: circlec {med['circlec']:7.3f} s  clang(a) {med['clang_a']:7.3f} s"
                  f"  clang(b) {med['clang_b']:7.3f} s  ratio a {med['circlec'] / med['clang_a']:.2f}"
                  f"  b {med['circlec'] / med['clang_b']:.2f}", flush=True)

    rows = []
    if want_quality:
        qsms = TARGET_SETS[max(targets)]
        print(f"bench: generated code for sm {','.join(map(str, qsms))}", flush=True)
        rows = quality(bench, programs, qsms)
    finished = datetime.datetime.now(datetime.timezone.utc)
    import pickle
    args = (programs, targets, reps, cores, load, started, finished, times, rows,
            os.environ.get("BENCH_NOTE", ""), TARGET_SETS, CONFIGS)
    with open(WORK / "last-run.pickle", "wb") as f:
        pickle.dump(args, f)
    report.write(ROOT, *args)


if __name__ == "__main__":
    main()
