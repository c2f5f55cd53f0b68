#!/usr/bin/env python3
"""build.py: builds the GPU bundle (`make gpu-bundle`, issue 16) into target/gpu-bundle/.

Everything that needs a GPU to check is compiled here, where circlec, LLVM and the CUDA wheels
are, so that a GPU machine (no network, no LLVM) only runs it:

  bin/<name>          every example (examples/*.cu; also as <name>-jit52, built for sm_52 alone,
                      so that a newer GPU runs it through the driver's JIT of circlec's PTX),
                      the executable of every lit test that checks
                      something on a GPU (a RUN line reads CIRCLEC_GPU_TESTS or the test says
                      `REQUIRES: gpu`), and every benchmark corpus program, built by circlec for
                      sm_52, sm_70 and sm_90 (the H100's own cubin beside the sm_52 / sm_70 cubins
                      and PTX they normally carry), linked with the shared CUDA runtime
  lib/                libcudart.so.12 from the wheels, and libkernel_timer.so (kernel_timer.c)
  bin/sample-<name>   with --samples DIR (a checkout of NVIDIA/cuda-samples): every sample of
                      SAMPLE_DIRS that circlec builds (all its .cu and .cpp files, one program,
                      `-I Common`, --sm 70,90, the shared runtime). A sample circlec cannot build
                      is not a bundle failure: it is listed with its first error in
                      samples-unbuilt.tsv. Samples print no common verdict, so run.sh judges them
                      by their exit status (0: PASS; 2, the samples' EXIT_WAIVED: SKIP); each runs
                      in a directory holding its data/ files (sample-data/<name>/). A sample whose
                      code tests `__CUDA_ARCH__` (never defined by circlec) is kind sample-arch:
                      its device code may be the host branch, so its verdict proves less
  corpus/<prog>.cu    the corpus programs rewritten for nvcc (benchmarks/corpus/to_nvcc.py), so
                      that the GPU machine's own nvcc builds the same programs for comparison
  programs.tsv        name, kind (example / lit / corpus) and the command line of each program
  run.sh, compare.py  what runs there (README.md, "Checking on a GPU")

A lit test's program is built by its own RUN line, the one that writes (`-o`) the program a
later RUN line runs, with lit's substitutions for this checkout and its `--sm` list widened by the
bundle's sms from sm_70 up (all of them when it names none); tests that only wrap an example (their RUN line compiles examples/NAME.cu) are the
example itself.

usage: build.py [--circlec PATH] [--out DIR] [--sm LIST] [--only REGEX] [--samples DIR]
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.join(REPO, "scripts", "gpu_bundle")
SIZE_LIMIT = 48 * 1024 * 1024
# The cuda-samples categories whose programs need nothing but a GPU (no OpenGL, MPI, EGL or
# libraries beyond the CUDA runtime); a sample that needs more fails to build and is listed.
SAMPLE_DIRS = ("0_Introduction", "1_Utilities", "2_Concepts_and_Techniques", "3_CUDA_Features", "5_Domain_Specific", "6_Performance")


def wheel(*relative):
    pattern = os.path.join(REPO, ".venv", "lib", "python3*", "site-packages", "nvidia", *relative)
    return sorted(glob.glob(pattern))


def run_lines(path):
    """The test's RUN commands, continuation lines (a trailing backslash) joined."""
    commands, pending = [], ""
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.search(r"\bRUN:(.*)$", line)
            if not m:
                continue
            text = m.group(1).strip()
            if text.endswith("\\"):
                pending += text[:-1] + " "
                continue
            commands.append(pending + text)
            pending = ""
    return commands


def gpu_lit_tests():
    tests = []
    for path in sorted(glob.glob(os.path.join(REPO, "tests", "**", "*"), recursive=True)):
        if not path.endswith((".cu", ".cpp", ".cc", ".cxx")) or "/Inputs/" in path or "/Output/" in path:
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        if "CIRCLEC_GPU_TESTS" in text or re.search(r"REQUIRES:.*\bgpu\b", text) or "%if gpu" in text:
            tests.append(path)
    return tests


def lit_build_command(path, subs, sms, exe):
    """The shell command that builds the program lit test `path` runs, writing it to `exe`; None
    when the test runs no program of its own or wraps an example (it compiles examples/NAME.cu)."""
    commands = run_lines(path)
    program = None
    for command in commands:
        m = re.match(r"(timeout\s+\d+\s+)?(%t[\w./-]*)(\s|$)", command)
        if m:
            program = m.group(2)
            break
    if program is None:
        return None
    for command in commands:
        if not re.search(r"-o\s+%s(\s|$)" % re.escape(program), command):
            continue
        if re.search(r"examples/\w+\.cu", command) and "%s" not in command:
            return None
        command = re.sub(r"-o\s+%s(\s|$)" % re.escape(program), lambda m: "-o " + exe + m.group(1), command)
        if "%circlec" in command:
            # The test's own sms (it may need sm_70 or newer), with the bundle's added.
            m = re.search(r"--sm[= ]([0-9a-z,]+)", command)
            own = m.group(1).split(",") if m else []
            wanted = own + [sm for sm in sms.split(",") if sm not in own and (not own or int(sm) >= 70)]
            command = re.sub(r"--sm[= ][0-9a-z,]+", "", command)
            command = command.replace("%circlec", "%circlec --sm " + ",".join(wanted))
        for key in sorted(subs, key=len, reverse=True):
            command = command.replace(key, subs[key])
        return command
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--circlec", default=os.path.join(REPO, "target", "debug", "circlec"))
    ap.add_argument("--out", default=os.path.join(REPO, "target", "gpu-bundle"))
    ap.add_argument("--sm", default="52,70,90")
    ap.add_argument("--only", default="", help="build only the programs whose name matches (lit tests use this)")
    ap.add_argument("--samples", default="", help="a checkout of NVIDIA/cuda-samples: also bundle every sample circlec builds")
    args = ap.parse_args()
    circlec = os.path.abspath(args.circlec)
    out = os.path.abspath(args.out)
    if not os.access(circlec, os.X_OK):
        sys.exit("build.py: circlec not found at %s (run `make build`)" % circlec)
    libcudart = [p for p in wheel("cuda_runtime", "lib", "libcudart.so.*") if re.search(r"\.so\.\d+$", p)]
    if not libcudart:
        sys.exit("build.py: the CUDA runtime wheel (libcudart.so.12) is missing; run scripts/setup.sh")
    clangxx = shutil.which("clang++-19") or "/usr/lib/llvm-19/bin/clang++"

    shutil.rmtree(out, ignore_errors=True)
    for d in ("bin", "lib", "corpus", "logs"):
        os.makedirs(os.path.join(out, d))
    shutil.copy(libcudart[0], os.path.join(out, "lib", os.path.basename(libcudart[0])))
    subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-Wall", "-o", os.path.join(out, "lib", "libkernel_timer.so"),
                    os.path.join(HERE, "kernel_timer.c"), "-ldl", "-lpthread"], check=True)
    for name in ("run.sh", "compare.py", "kernel_timer.c"):
        shutil.copy(os.path.join(HERE, name), os.path.join(out, name))

    jobs = []  # (name, kind, shell command that builds bin/<name>)
    for src in sorted(glob.glob(os.path.join(REPO, "examples", "*.cu"))):
        name = os.path.splitext(os.path.basename(src))[0]
        exe = os.path.join(out, "bin", name)
        jobs.append((name, "example", "%s --sm %s -I %s %s -o %s" % (
            circlec, args.sm, os.path.join(REPO, "examples"), src, exe)))
        # The same example with only sm_52's cubin and PTX: a newer GPU can run it only by the
        # driver's JIT compiling circlec's PTX.
        # (With the shared runtime, which keeps the bundle small: the static one is tested above.)
        jobs.append((name + "-jit52", "example", "%s --sm 52 --cudart=shared -I %s %s -o %s" % (
            circlec, os.path.join(REPO, "examples"), src, exe + "-jit52")))
    subs = {"%circlec": circlec, "%clangxx": clangxx, "%std_shim": os.path.join(REPO, "std_shim", "include"),
            "%libcudart_dir": os.path.dirname(libcudart[0]), "%libcudart": libcudart[0]}
    for test in gpu_lit_tests():
        rel = os.path.relpath(test, os.path.join(REPO, "tests"))
        name = "lit-" + re.sub(r"[^A-Za-z0-9_]+", "-", os.path.splitext(rel)[0])
        exe = os.path.join(out, "bin", name)
        local = dict(subs, **{"%s": test, "%S": os.path.dirname(test), "%t": exe})
        command = lit_build_command(test, local, args.sm, exe)
        if command:
            jobs.append((name, "lit", command))
    for src in sorted(glob.glob(os.path.join(REPO, "benchmarks", "corpus", "*.cu"))):
        name = os.path.splitext(os.path.basename(src))[0]
        exe = os.path.join(out, "bin", name)
        converted = os.path.join(out, "corpus", name + ".cu")
        subprocess.run([sys.executable, os.path.join(REPO, "benchmarks", "corpus", "to_nvcc.py"), src, converted],
                       check=True, cwd=os.path.join(REPO, "benchmarks", "corpus"))
        # The shared runtime (lib/, on run.sh's LD_LIBRARY_PATH), as nvcc's builds there: the
        # kernel timer is an LD_PRELOAD library that intercepts libcudart.so's launches.
        jobs.append((name, "corpus", "%s --sm %s --cudart=shared %s -o %s" % (circlec, args.sm, src, exe)))

    samples = set()
    sample_data = {}  # name -> the sample's data/ directory (its input images, reference output)
    if args.samples:
        root = os.path.abspath(args.samples)
        for category in SAMPLE_DIRS:
            for sample in sorted(glob.glob(os.path.join(root, "Samples", category, "*", ""))):
                sources = sorted(glob.glob(sample + "*.cu") + glob.glob(sample + "*.cpp"))
                if not sources:
                    continue
                # As the samples' CMakeLists do: those using helper_multiprocess.h link its .cpp.
                if any("helper_multiprocess.h" in open(src, errors="replace").read() for src in sources):
                    sources.append(os.path.join(root, "Common", "helper_multiprocess.cpp"))
                name = "sample-" + os.path.basename(os.path.dirname(sample))
                samples.add(name)
                sample_data[name] = os.path.join(sample, "data")
                jobs.append((name, "sample", "%s --sm 70,90 -O2 --cudart=shared -I %s -I %s %s -o %s" % (
                    circlec, os.path.join(root, "Common"), sample, " ".join(sources), os.path.join(out, "bin", name))))

    if args.only:
        jobs = [job for job in jobs if re.search(args.only, job[0])]

    def build(job):
        name, _, command = job
        log = os.path.join(out, "logs", "build-" + name + ".log")
        with open(log, "w") as f:
            rc = subprocess.run(["bash", "-o", "pipefail", "-c", command], stdout=f, stderr=subprocess.STDOUT).returncode
        return name, rc, log

    failed = []
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for name, rc, log in pool.map(build, jobs):
            status = "ok" if rc == 0 else "FAILED (%s)" % os.path.relpath(log, REPO)
            print("gpu-bundle: %-40s %s" % (name, status))
            if rc != 0:
                failed.append(name)
    unbuilt = [name for name in failed if name in samples]
    failed = [name for name in failed if name not in samples]
    # A sample that tests `__CUDA_ARCH__` (circlec warns that it never defines it) may run its
    # host branch in device code (the TensorCoreGemm samples' kernels are empty): its verdict
    # is kept apart (kind sample-arch), as run.sh's note says.
    def tests_cuda_arch(name):
        with open(os.path.join(out, "logs", "build-" + name + ".log"), errors="replace") as log:
            return "is never defined by circlec" in log.read()

    with open(os.path.join(out, "programs.tsv"), "w") as f:
        for name, kind, _ in jobs:
            if name not in failed and name not in unbuilt:
                if kind == "sample" and tests_cuda_arch(name):
                    kind = "sample-arch"
                f.write("%s\t%s\n" % (name, kind))
    with open(os.path.join(out, "samples-unbuilt.tsv"), "w") as f:
        for name in unbuilt:
            first = ""
            with open(os.path.join(out, "logs", "build-" + name + ".log"), errors="replace") as log:
                first = next((line.strip() for line in log if "error" in line), "")
            f.write("%s\t%s\n" % (name, first[:200]))
    # A built sample's data/ (what sdkFindFilePath finds in the directory it runs in), up to
    # 2 MiB a sample; run.sh copies it there.
    for name in sorted(samples - set(unbuilt)):
        data = sample_data.get(name, "")
        if os.path.isdir(data):
            files = [f for f in glob.glob(os.path.join(data, "*")) if os.path.isfile(f)]
            if sum(os.path.getsize(f) for f in files) <= 2 * 1024 * 1024:
                os.makedirs(os.path.join(out, "sample-data", name))
                for f in files:
                    shutil.copy(f, os.path.join(out, "sample-data", name))
    if samples:
        print("gpu-bundle: %d of %d cuda-samples built (the rest: samples-unbuilt.tsv)" % (len(samples) - len(unbuilt), len(samples)))
    size = sum(os.path.getsize(p) for p in glob.glob(os.path.join(out, "**"), recursive=True) if os.path.isfile(p))
    print("gpu-bundle: %d programs in %s, %.1f MiB" % (len(jobs) - len(failed), os.path.relpath(out, REPO),
                                                       size / 1048576.0))
    if failed:
        sys.exit("gpu-bundle: %d programs failed to build: %s" % (len(failed), ", ".join(failed)))
    if size > SIZE_LIMIT:
        sys.exit("gpu-bundle: %.1f MiB is over the 48 MiB a GPU machine can be sent" % (size / 1048576.0))


if __name__ == "__main__":
    main()
