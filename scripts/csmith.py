#!/usr/bin/env python3
"""csmith.py: differential testing of circlec against g++ on csmith's random programs (`make
csmith`). Python 3 standard library only.

csmith (the Debian package, with libcsmith-dev for its runtime headers in /usr/include/csmith)
is installed with apt-get when missing (through sudo when not root). Program i is
`csmith --seed (CSMITH_SEED + i)` with csmith's default options, so a count and a seed give the
same programs on every machine. Each program is compiled as C++ by g++ (`-w -fpermissive -O0`,
since csmith writes C that g++ otherwise rejects: `void *` to `T *`, pointer/integer
comparisons) and by circlec (host code only, `-w -fpermissive`, the same C leniency), and both binaries run under a timeout.
Each program lands in one class:

- skipped: g++ rejects it, or g++'s binary does not finish in time (csmith programs may loop
  for long); nothing to compare with;
- rejected: circlec does not compile it; its first error's kind (the message with names and
  numbers stripped, and its code) is counted;
- agree / differ: both ran and printed the same / a different `checksum = ...` line (a crash,
  a timeout or no checksum line of circlec's binary is a difference too).

The counts, the top rejection kinds and the differing seeds are written to --out
(tests/conformance/CSMITH.md) with the command that produced them, every ten programs as well
as at the end, so an interrupted run leaves the counts so far. Exit status 0 unless the
harness itself cannot run.
"""

import argparse
import collections
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECKSUM_RE = re.compile(r"^checksum = ([0-9A-Fa-f]+)\s*$", re.M)
ERROR_RE = re.compile(r"error: (.*?)(?: \[(E\d{4})\])?$", re.M)


def ensure_csmith():
    """Installs csmith and its headers if missing; returns the include directory."""
    include = "/usr/include/csmith"
    if shutil.which("csmith") and os.path.isfile(os.path.join(include, "csmith.h")):
        return include
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    subprocess.run(sudo + ["apt-get", "install", "-y", "csmith", "libcsmith-dev"], check=True)
    if not os.path.isfile(os.path.join(include, "csmith.h")):
        sys.exit(f"csmith.py: no csmith.h in {include} after installing csmith")
    return include


def error_kind(stderr):
    """The first error's kind: its message with quoted names and numbers replaced, and code."""
    m = ERROR_RE.search(stderr)
    if not m:
        return "no error message (crash?)"
    msg = re.sub(r"`[^`]*`", "`_`", m.group(1))
    msg = re.sub(r"\d+", "N", msg)
    return f"{msg} [{m.group(2)}]" if m.group(2) else msg


def run(cmd, timeout, cwd):
    try:
        r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout, errors="replace")
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        return None, "", "timeout"


def one(seed, args, include):
    """Generates, compiles and runs program `seed`; returns (seed, class, detail)."""
    with tempfile.TemporaryDirectory(prefix="csmith-") as d:
        src = os.path.join(d, "p.cu")
        rc, out, err = run(["csmith", "--seed", str(seed), "--output", src], 60, d)
        if rc != 0:
            return seed, "skipped", "csmith failed"
        rc, _, _ = run(["g++", "-w", "-fpermissive", "-O0", "-x", "c++", f"-I{include}", src, "-o", "g.out"], args.compile_timeout, d)
        if rc != 0:
            return seed, "skipped", "g++ rejects it"
        rc, gout, _ = run(["./g.out"], args.run_timeout, d)
        gsum = CHECKSUM_RE.search(gout or "")
        if rc is None or not gsum:
            return seed, "skipped", "g++'s binary timed out or printed no checksum"
        rc, _, cerr = run([args.circlec, "-w", "-fpermissive", f"-I{include}", src, "-o", "c.out"], args.compile_timeout, d)
        if rc is None:
            return seed, "rejected", "circlec timed out"
        if rc != 0:
            return seed, "rejected", error_kind(cerr)
        rc, cout, _ = run(["./c.out"], args.run_timeout * 3, d)
        csum = CHECKSUM_RE.search(cout or "")
        if csum and csum.group(1).upper() == gsum.group(1).upper():
            return seed, "agree", ""
        what = "timeout" if rc is None else f"exit {rc}" if not csum else f"checksum {csum.group(1)} (g++ {gsum.group(1)})"
        return seed, "differ", what


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--circlec", default=os.path.join(REPO, "target/debug/circlec"))
    ap.add_argument("--count", type=int, default=int(os.environ.get("CSMITH_COUNT", "200")))
    ap.add_argument("--seed", type=int, default=int(os.environ.get("CSMITH_SEED", "1")))
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("CSMITH_JOBS", "2")))
    ap.add_argument("--compile-timeout", type=int, default=120)
    ap.add_argument("--run-timeout", type=int, default=10)
    ap.add_argument("--out", default=os.path.join(REPO, "tests/conformance/CSMITH.md"))
    args = ap.parse_args()
    args.circlec = os.path.abspath(args.circlec)
    include = ensure_csmith()
    results = []
    seeds = range(args.seed, args.seed + args.count)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for n, (seed, cls, detail) in enumerate(pool.map(lambda s: one(s, args, include), seeds), 1):
            results.append((seed, cls, detail))
            print(f"[{n}/{args.count}] seed {seed}: {cls} {detail}", flush=True)
            if n % 10 == 0 and n < args.count:
                # An interrupted run still leaves the counts of the programs it finished.
                write_report(args, results)
    write_report(args, results)


def write_report(args, results):
    counts = collections.Counter(c for _, c, _ in results)
    compared = counts["agree"] + counts["differ"] + counts["rejected"]
    kinds = collections.Counter(d for _, c, d in results if c == "rejected")
    skipped = collections.Counter(d for _, c, d in results if c == "skipped")
    csmith_version = subprocess.run(["csmith", "--version"], capture_output=True, text=True).stdout.strip().splitlines()
    pct = lambda n: f"{100 * n / compared:.1f} %" if compared else "-"
    lines = [
        "# csmith: circlec against g++",
        "",
        "Written by `make csmith` (scripts/csmith.py): csmith's random C programs (default options), compiled",
        "as C++ by g++ 12 (`-w -fpermissive -O0`) and by circlec (host code, `-w -fpermissive`, debug build), both run,",
        "their `checksum =` lines compared. Targets: 0 differing; at least 90 % accepted.",
        "",
        f"Command: `CSMITH_COUNT={args.count} CSMITH_SEED={args.seed} make csmith`"
        + (f" ({csmith_version[0]})" if csmith_version else ""),
        "",
        "| programs | compared | agree | differ | rejected by circlec | skipped |",
        "|---:|---:|---:|---:|---:|---:|",
        f"| {len(results)} of {args.count} | {compared} | {counts['agree']} ({pct(counts['agree'])}) | {counts['differ']} | "
        f"{counts['rejected']} ({pct(counts['rejected'])}) | {counts['skipped']} |",
        "",
        "Compared: g++ compiled the program and its binary printed a checksum within the run timeout.",
        "",
        "## Top rejection kinds (first error of each rejected program)",
        "",
        "| programs | first error |",
        "|---:|---|",
    ]
    bar = "\\|"
    lines += [f"| {n} | {k.replace('|', bar)} |" for k, n in kinds.most_common(15)] or ["| 0 | - |"]
    lines += ["", "## Differing programs", ""]
    lines += [f"- seed {s}: {d}" for s, c, d in results if c == "differ"] or ["None."]
    lines += ["", "## Skipped", ""]
    lines += [f"- {n}: {k}" for k, n in skipped.most_common()] or ["None."]
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"agree {counts['agree']}, differ {counts['differ']}, rejected {counts['rejected']}, skipped {counts['skipped']}; wrote {args.out}")


if __name__ == "__main__":
    main()
