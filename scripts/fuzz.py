#!/usr/bin/env python3
"""fuzz.py: a mutation fuzzer for circlec (`make fuzz`, issue 17). Python 3 standard library only.

Seeds are the lit tests (tests/**/*.cu, .cpp), examples/*.cu and benchmarks/corpus/*.cu. Each
mutant is one seed (or two spliced together) with one to three mutations stacked: byte flips,
insertions and deletions; token mutations (duplicate, delete or swap a token, replace an
identifier or number with another from the corpus or with an odd one: huge numbers, `0x`
prefixes, non-ASCII identifiers, `@codegen`, `template<`, ...); splicing two files; truncation at
a random point; deep nesting (an expression wrapped in N parentheses, a statement in N braces, N
up to a few thousand). Mutant i is a function of (--seed, i) alone, so a fixed seed tries the
same mutants in the same order on every machine; --seconds only decides how many.

Each mutant is compiled twice under a timeout (--timeout, 10 s, or three times the time its
unmutated seeds take, when that is longer: the largest corpus programs take seconds): `circlec -fsyntax-only FILE` and
`circlec --emit=ptx --sm 52,70 FILE -o OUT`, in a temporary directory, with -I the seed's own
directory. Exit 0 or 1 (an ordinary compile error) is fine. A FAILURE is: death by a signal, a
timeout, exit 101 or stderr with "panicked at" / "RUST_BACKTRACE" (a Rust panic), stderr with
"LLVM ERROR", or any other exit status. Failures are deduplicated by a signature (the kind and the
first line of the panic message or LLVM ERROR, numbers and paths stripped); the first mutant of
each new signature is minimised by line-then-character delta debugging (greedy removal of chunks
while the same signature still reproduces, at most --min-seconds per failure) and written to
--out (target/fuzz/) as crash-<hash>.cu with crash-<hash>.txt beside it (signature, command,
seed). The summary at the end (also --out/summary.txt) gives the runs and the failures by
signature. Exit status 1 if any failure was found, else 0.

--self-test checks the fuzzer itself: it writes a fake circlec (a shell script that "panics",
exit 101, when its input contains `__global__`) to --out, fuzzes it for a few seconds and checks
that the failure is found, has the panic's signature and was minimised to `__global__`.
"""

import argparse
import concurrent.futures
import hashlib
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TOKEN_RE = re.compile(
    r"""[A-Za-z_]\w*|0[xX][0-9a-fA-F]+[uUlL]*|\d+(?:\.\d*)?(?:[eE][+-]?\d+)?[uUlLfF]*"""
    r"""|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|\S"""
)
IDENT_RE = re.compile(r"[A-Za-z_]\w*$")
NUMBER_RE = re.compile(r"\d|0[xX]")

ODD_TOKENS = [
    "99999999999999999999999999999999999999", "18446744073709551616", "-9223372036854775808",
    "0x", "0xFFFFFFFFFFFFFFFFFFFFFFFF", "0x1p", "1e99999", "1.0e", "0b", "0777777777777777777777",
    "ñame", "变量", "π", "x\u200by", "@codegen", "@meta", "template<", "template<>", "typename",
    "__global__", "__device__", "__shared__", "<<<", ">>>", "...", "::", "#", "##", "#define",
    "operator", "decltype(", "sizeof...", "auto", "this", "~", "static_assert(", "\"unterminated",
    "'\\x", "/*", "\\", "__launch_bounds__(", "constexpr", "goto", "requires", "[[", "]]",
]

MODES = {
    "syntax": lambda circlec, src, out: [circlec, "-fsyntax-only", src],
    "ptx": lambda circlec, src, out: [circlec, "--emit=ptx", "--sm", "52,70", src, "-o", out],
}


# ---------------------------------------------------------------------------------------------
# Seeds and mutations

def find_seeds():
    """The seed files, sorted so that the corpus (and so every mutant) is the same everywhere."""
    paths = []
    for root, dirs, files in os.walk(os.path.join(REPO, "tests")):
        dirs[:] = sorted(d for d in dirs if d != "Output")
        paths += [os.path.join(root, f) for f in files if f.endswith((".cu", ".cpp"))]
    for sub in ("examples", os.path.join("benchmarks", "corpus")):
        d = os.path.join(REPO, sub)
        if os.path.isdir(d):
            paths += [os.path.join(d, f) for f in os.listdir(d) if f.endswith(".cu")]
    seeds = []
    for p in sorted(set(paths)):
        with open(p, "rb") as f:
            seeds.append((p, f.read().decode("utf-8", "replace")))
    return seeds


def tokens(text):
    return [(m.start(), m.end()) for m in TOKEN_RE.finditer(text)]


class Mutator:
    def __init__(self, seeds):
        self.seeds = seeds
        idents, numbers = set(), set()
        for _, text in seeds:
            for m in TOKEN_RE.finditer(text):
                t = m.group()
                if IDENT_RE.match(t):
                    idents.add(t)
                elif t[0].isdigit():
                    numbers.add(t)
        self.idents = sorted(idents)
        self.numbers = sorted(numbers)

    def replacement(self, rng, old):
        r = rng.random()
        if r < 0.35:
            return rng.choice(ODD_TOKENS)
        if IDENT_RE.match(old) or r < 0.6:
            return rng.choice(self.idents)
        return rng.choice(self.numbers)

    # each mutation: (rng, text) -> text

    def byte_flip(self, rng, text):
        if not text:
            return text
        b = bytearray(text.encode("utf-8"))
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(b))
            b[i] ^= 1 << rng.randrange(8)
        return b.decode("utf-8", "replace")

    def byte_insert(self, rng, text):
        i = rng.randint(0, len(text))
        c = rng.choice(["{", "}", "(", ")", "<", ">", ";", ",", "\"", "'", "\\", "#", "\n", "\0",
                        "/", "*", "[", "]", chr(rng.randrange(32, 127)), chr(rng.randrange(0x80, 0x3000))])
        return text[:i] + c * rng.choice([1, 1, 1, 2, 8]) + text[i:]

    def byte_delete(self, rng, text):
        if not text:
            return text
        i = rng.randrange(len(text))
        return text[:i] + text[i + rng.randint(1, 8):]

    def token_duplicate(self, rng, text):
        toks = tokens(text)
        if not toks:
            return text
        s, e = rng.choice(toks)
        return text[:e] + " " + text[s:e] + text[e:]

    def token_delete(self, rng, text):
        toks = tokens(text)
        if not toks:
            return text
        s, e = rng.choice(toks)
        return text[:s] + text[e:]

    def token_swap(self, rng, text):
        toks = tokens(text)
        if len(toks) < 2:
            return text
        i = rng.randrange(len(toks) - 1)
        j = min(len(toks) - 1, i + rng.choice([1, 1, 2, 3, rng.randint(1, 50)]))
        (s1, e1), (s2, e2) = toks[i], toks[j]
        return text[:s1] + text[s2:e2] + text[e1:s2] + text[s1:e1] + text[e2:]

    def token_replace(self, rng, text):
        toks = tokens(text)
        cands = [t for t in toks if IDENT_RE.match(text[t[0]:t[1]]) or NUMBER_RE.match(text[t[0]:t[1]])]
        if not cands:
            return text
        s, e = rng.choice(cands)
        return text[:s] + self.replacement(rng, text[s:e]) + text[e:]

    def splice(self, rng, text):
        other_path, other = rng.choice(self.seeds)
        self.spliced(rng).append(other_path)
        i = rng.randint(0, len(text))
        j = rng.randint(0, len(other))
        if rng.random() < 0.5:  # at line boundaries, more often something that parses
            i = text.rfind("\n", 0, i) + 1
            j = other.rfind("\n", 0, j) + 1
        return text[:i] + other[j:]

    def truncate(self, rng, text):
        return text[:rng.randint(0, len(text))]

    def deep_nesting(self, rng, text):
        n = rng.choice([rng.randint(2, 300), rng.randint(200, 600), rng.randint(500, 4000)])
        toks = tokens(text)
        if rng.random() < 0.6:
            cands = [t for t in toks if IDENT_RE.match(text[t[0]:t[1]]) or NUMBER_RE.match(text[t[0]:t[1]])]
            if not cands:
                return text
            s, e = rng.choice(cands)
            opener, closer = rng.choice([("(", ")"), ("(", ")"), ("[", "]"), ("{", "}"), ("-(", ")"),
                                         ("!", ""), ("f(", ")"), ("a<", ">")])
            return text[:s] + opener * n + text[s:e] + closer * n + text[e:]
        semis = [i for i, c in enumerate(text) if c == ";"]
        if not semis:
            return text
        e = rng.choice(semis) + 1
        s = max(text.rfind(";", 0, e - 1), text.rfind("{", 0, e - 1), text.rfind("}", 0, e - 1)) + 1
        opener, closer = rng.choice([("{", "}"), ("{", "}"), ("if (1) {", "}"), ("for (;;) {", "}")])
        return text[:s] + opener * n + text[s:e] + closer * n + text[e:]

    @staticmethod
    def spliced(rng):
        """The seeds spliced into the mutant that `rng` is making (kept on the rng: thread-safe)."""
        if not hasattr(rng, "spliced"):
            rng.spliced = []
        return rng.spliced

    def mutant(self, seed, index):
        """Mutant `index` of run `seed`: (seed path, extension, text, every seed it holds text of);
        a function of `seed` and `index` alone."""
        rng = random.Random(seed * 1000003 + index)
        path, text = rng.choice(self.seeds)
        used = self.spliced(rng)
        used.append(path)
        ops = [self.byte_flip, self.byte_insert, self.byte_delete, self.token_duplicate,
               self.token_delete, self.token_swap, self.token_replace, self.token_replace,
               self.splice, self.truncate, self.deep_nesting]
        for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
            text = rng.choice(ops)(rng, text)
        return path, os.path.splitext(path)[1], text, sorted(set(used))


# ---------------------------------------------------------------------------------------------
# Running circlec and classifying the outcome

NUM_RE = re.compile(r"0[xX][0-9a-fA-F]+|\d+")
PATH_RE = re.compile(r"(?:[\w.+-]*/)+([\w.+-]+)")


def normalise(line, src):
    line = line.strip()
    if src:
        line = line.replace(src, "FILE")
    line = PATH_RE.sub(r"\1", line)  # a path keeps its last component only
    line = NUM_RE.sub("N", line)
    return line[:200]


def classify(rc, stderr, timed_out, src):
    """The failure signature of one run, or None when the run is fine (exit 0 or 1)."""
    lines = stderr.splitlines()
    if timed_out:
        return "timeout"
    for i, line in enumerate(lines):
        if "panicked at" in line:
            # Rust >= 1.73: "thread 'main' panicked at src/x.rs:1:2:" then the message.
            where = line.split("panicked at", 1)[1].strip().rstrip(":")
            msg = lines[i + 1] if line.rstrip().endswith(":") and i + 1 < len(lines) else ""
            where = re.sub(r":\d+(:\d+)?$", "", where.split(",")[0].strip("'\" "))
            return "panic: " + normalise(msg, src) + " at " + normalise(where, src)
    for line in lines:
        if "LLVM ERROR" in line:
            return "llvm-error: " + normalise(line.split("LLVM ERROR", 1)[1].lstrip(": "), src)
    detail = ""
    for line in lines:
        if "overflowed its stack" in line or "fatal runtime error" in line:
            detail = ": " + normalise(line, src)
            break
    if rc is not None and rc < 0:
        try:
            name = signal.Signals(-rc).name
        except ValueError:
            name = "signal %d" % -rc
        return "signal " + name + detail
    if rc == 101 or "RUST_BACKTRACE" in stderr:
        return "panic: exit %d%s" % (rc, detail)
    if rc not in (0, 1):
        return "exit %d%s" % (rc, detail)
    return None


def run_one(circlec, mode, src, workdir, include_dir, timeout, runner=None):
    out = os.path.join(workdir, "out")
    cmd = MODES[mode](circlec, src, out)
    if include_dir:
        cmd[1:1] = ["-I", include_dir]
    env = dict(os.environ, NO_COLOR="1")
    env.pop("RUST_BACKTRACE", None)
    proc = subprocess.Popen(cmd, cwd=workdir, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, env=env, start_new_session=True)
    if runner is not None:
        with runner.lock:
            runner.live.add(proc)
        if runner.stopped:
            runner.kill(proc)
    timed_out = False
    try:
        _, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        _, err = proc.communicate()
    if runner is not None:
        with runner.lock:
            runner.live.discard(proc)
        if runner.stopped:
            return CANCELLED, cmd, ""
    err = err.decode("utf-8", "replace")
    return classify(proc.returncode, err, timed_out, src), cmd, err


CANCELLED = "cancelled"  # a run killed when the time was up: neither counted nor a failure


class Runner:
    def __init__(self, circlec, timeout, tmproot):
        self.circlec = circlec
        self.timeout = timeout
        self.tmproot = tmproot
        self.local = threading.local()
        self.lock = threading.Lock()
        self.locks = {}
        self.baselines = {}
        self.live = set()
        self.stopped = False

    @staticmethod
    def kill(proc):
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass

    def stop(self):
        """Kill the runs in flight; their results are dropped (`CANCELLED`)."""
        with self.lock:
            self.stopped = True
            live = list(self.live)
        for proc in live:
            self.kill(proc)

    def workdir(self):
        d = getattr(self.local, "dir", None)
        if d is None:
            d = self.local.dir = tempfile.mkdtemp(dir=self.tmproot)
        return d

    def baseline(self, path, mode):
        """Seconds circlec takes on the unmutated seed `path` in `mode`, measured once. Some corpus
        programs take several seconds to optimise even in the debug build, so a mutant of them
        gets max(--timeout, 3 x its seeds' own time) rather than a bare --timeout."""
        with self.lock:
            key = (path, mode)
            if key not in self.locks:
                self.locks[key] = threading.Lock()
            lock = self.locks[key]
        with lock:
            if key not in self.baselines:
                d = self.workdir()
                t0 = time.monotonic()
                run_one(self.circlec, mode, path, d, os.path.dirname(path), 20 * self.timeout)
                self.baselines[key] = time.monotonic() - t0
            return self.baselines[key]

    def timeouts(self, used):
        return {mode: max(self.timeout, 3 * sum(self.baseline(p, mode) for p in used)) for mode in MODES}

    def check(self, text, ext, include_dir, modes=("syntax", "ptx"), timeouts=None):
        """[(mode, signature, cmd, stderr)] of the modes that fail (stops at the first failure)."""
        d = self.workdir()
        src = os.path.join(d, "mutant" + ext)
        with open(src, "w", encoding="utf-8", errors="replace") as f:
            f.write(text)
        for mode in modes:
            timeout = timeouts[mode] if timeouts else self.timeout
            sig, cmd, err = run_one(self.circlec, mode, src, d, include_dir, timeout, self)
            if sig == CANCELLED:
                return None
            if sig is not None:
                return [(mode, sig, cmd, err)]
        return []


# ---------------------------------------------------------------------------------------------
# Minimisation

def minimise(runner, text, ext, include_dir, mode, sig, seconds, timeouts):
    """Greedy delta debugging, lines then characters: drop chunks while `sig` still reproduces."""
    deadline = time.monotonic() + seconds
    tries = [0]

    def same(candidate):
        tries[0] += 1
        got = runner.check(candidate, ext, include_dir, (mode,), timeouts)
        return bool(got) and got[0][1] == sig

    def reduce(units, join):
        n = max(1, len(units) // 2)
        while n >= 1 and time.monotonic() < deadline:
            i, removed = 0, False
            while i < len(units) and time.monotonic() < deadline:
                cand = units[:i] + units[i + n:]
                if same(join(cand)):
                    units, removed = cand, True
                else:
                    i += n
            if not removed:
                n //= 2
        return units

    lines = reduce(text.splitlines(keepends=True), "".join)
    chars = reduce(list("".join(lines)), "".join)
    return "".join(chars), tries[0]


# ---------------------------------------------------------------------------------------------
# The fuzzing loop

def fuzz(args, circlec, out_dir, seeds, log=print):
    mut = Mutator(seeds)
    os.makedirs(out_dir, exist_ok=True)
    tmproot = tempfile.mkdtemp(prefix="circlec-fuzz-")
    runner = Runner(circlec, args.timeout, tmproot)
    found = {}  # signature -> dict(count, first=(index, path, ext, text, mode, cmd, stderr))
    runs = 0
    slowest = (0.0, None)  # (seconds for both modes, mutant index)
    start = time.monotonic()
    deadline = start + args.seconds

    def job(index):
        path, ext, text, used = mut.mutant(args.seed, index)
        timeouts = {mode: args.timeout for mode in MODES}
        t0 = time.monotonic()
        fails = runner.check(text, ext, os.path.dirname(path), timeouts=timeouts)
        if fails is None:
            return index, path, ext, text, None, 0.0
        if fails and fails[0][1] == "timeout":
            # a timeout counts only beyond 3x the time the unmutated seeds take (measured now)
            longer = runner.timeouts(used)
            if longer[fails[0][0]] > timeouts[fails[0][0]]:
                timeouts = longer
                fails = runner.check(text, ext, os.path.dirname(path), timeouts=timeouts)
                if fails is None:
                    return index, path, ext, text, None, 0.0
        return index, path, ext, text, [f + (timeouts,) for f in fails], time.monotonic() - t0

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        pending = set()
        index = 0
        while True:
            while len(pending) < 2 * args.jobs and time.monotonic() < deadline and \
                    (args.max_runs is None or index < args.max_runs):
                pending.add(pool.submit(job, index))
                index += 1
            if not pending:
                break
            if time.monotonic() > deadline + args.grace:
                runner.stop()
            done, pending = concurrent.futures.wait(pending, timeout=0.5,
                                                    return_when=concurrent.futures.FIRST_COMPLETED)
            for fut in sorted(done, key=lambda f: f.result()[0]):
                i, path, ext, text, fails, took = fut.result()
                if fails is None:
                    continue
                runs += 1
                slowest = max(slowest, (took, i), key=lambda s: s[0])
                for mode, sig, cmd, err, timeouts in fails:
                    entry = found.get(sig)
                    if entry is None:
                        log("fuzz: new failure [%s] %s (mutant %d of %s)" %
                            (mode, sig, i, os.path.relpath(path, REPO)))
                        found[sig] = {"count": 1, "first": (i, path, ext, text, mode, cmd, err, timeouts)}
                    else:
                        entry["count"] += 1
                        if i < entry["first"][0]:  # the lowest index, whatever the scheduling
                            entry["first"] = (i, path, ext, text, mode, cmd, err, timeouts)
    elapsed = time.monotonic() - start
    runner.stopped = False

    results = []
    for sig in sorted(found):
        entry = found[sig]
        i, path, ext, text, mode, cmd, err, timeouts = entry["first"]
        small, tries = minimise(runner, text, ext, os.path.dirname(path), mode, sig, args.min_seconds, timeouts)
        name = "crash-" + hashlib.sha1(sig.encode()).hexdigest()[:10]
        repro = os.path.join(out_dir, name + ext)
        with open(repro, "w", encoding="utf-8", errors="replace") as f:
            f.write(small)
        flags = " ".join(cmd[1:-1] if mode == "syntax" else cmd[1:-3]).replace(os.path.dirname(path), "<seed dir>")
        with open(os.path.join(out_dir, name + ".txt"), "w", encoding="utf-8") as f:
            f.write("signature: %s\nmode: %s\ncommand: circlec %s %s%s\nseed: --seed %d, mutant %d of %s\n"
                    "timeout: %.1f s\nminimised: %d bytes from %d (%d tries)\n\nstderr of the original mutant:\n%s\n" %
                    (sig, mode, flags, repro, "" if mode == "syntax" else " --emit=ptx --sm 52,70 -o OUT",
                     args.seed, i, os.path.relpath(path, REPO), timeouts[mode], len(small), len(text), tries, err[-4000:]))
        results.append((sig, entry["count"], repro, mode))

    lines = ["fuzz: seed %d, %d runs in %.1f s (%.1f/s), %d seeds, %d failure signatures" %
             (args.seed, runs, elapsed, runs / elapsed if elapsed else 0.0, len(seeds), len(results)),
             "fuzz: slowest mutant %s: %.2f s for both modes" % (slowest[1], slowest[0])]
    for sig, count, repro, mode in results:
        lines.append("fuzz: FAIL [%s] %s: %d mutants, reproducer %s" % (mode, sig, count, repro))
    lines.append("fuzz: %d failures" % len(results))
    summary = "\n".join(lines)
    with open(os.path.join(out_dir, "summary.txt"), "w", encoding="utf-8") as f:
        f.write(summary + "\n")
    log(summary)
    try:
        import shutil
        shutil.rmtree(tmproot)
    except OSError:
        pass
    return results


FAKE_CIRCLEC = """#!/bin/sh
# A fake circlec for fuzz.py --self-test: "panics" when its input contains __global__.
for a in "$@"; do case "$a" in *.cu|*.cpp) src="$a" ;; esac; done
if grep -q __global__ "$src"; then
  echo "thread 'main' panicked at frontend/src/parse/mod.rs:1:1:" >&2
  echo "fake panic on line 42" >&2
  echo "note: run with \\`RUST_BACKTRACE=1\\` environment variable to display a backtrace" >&2
  exit 101
fi
echo "error: nothing to see" >&2
exit 1
"""


def self_test(args, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    fake = os.path.join(out_dir, "fake-circlec.sh")
    with open(fake, "w") as f:
        f.write(FAKE_CIRCLEC)
    os.chmod(fake, 0o755)
    ok = True
    # the classifier on its own
    checks = [
        (classify(0, "", False, None), None),
        (classify(1, "x.cu:1:1: error: expected ';'\n", False, None), None),
        (classify(101, "thread 'main' panicked at a/b/c.rs:12:5:\nindex 7 out of range\n", False, None),
         "panic: index N out of range at c.rs"),
        (classify(-6, "thread 'main' has overflowed its stack\nfatal runtime error: stack overflow\n", False, None),
         "signal SIGABRT: thread 'main' has overflowed its stack"),
        (classify(1, "LLVM ERROR: Cannot select: 0x55d0 /tmp/x/y.ll\n", False, None),
         "llvm-error: Cannot select: N y.ll"),
        (classify(None, "", True, None), "timeout"),
        (classify(2, "", False, None), "exit 2"),
    ]
    for got, want in checks:
        if got != want:
            print("fuzz: self-test: classify gave %r, expected %r" % (got, want))
            ok = False
    # the whole loop on the fake compiler
    seeds = [(os.path.join(REPO, "examples", "a.cu"),
              "int f(int x) { return x + 1; }\n__global__ void k(int *p) {\n  p[0] = f(2);\n}\n"
              "int main() { return 0; }\n")]
    args.seconds = 3
    args.max_runs = 20
    results = fuzz(args, fake, out_dir, seeds)
    sigs = [r[0] for r in results]
    want = "panic: fake panic on line N at mod.rs"
    if want not in sigs:
        print("fuzz: self-test: expected signature %r, got %r" % (want, sigs))
        ok = False
    else:
        repro = [r[2] for r in results if r[0] == want][0]
        with open(repro) as f:
            text = f.read()
        print("fuzz: self-test: reproducer %r" % text)
        if text.strip() != "__global__":
            print("fuzz: self-test: reproducer not minimised to __global__")
            ok = False
    print("fuzz: self-test: %s" % ("ok" if ok else "FAILED"))
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser(description="A mutation fuzzer for circlec (see the docstring).")
    ap.add_argument("--seconds", type=float, default=float(os.environ.get("FUZZ_SECONDS") or 60),
                    help="how long to generate mutants (default $FUZZ_SECONDS, else 60)")
    ap.add_argument("--seed", type=int, default=1, help="the run's seed (default 1)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel runs")
    ap.add_argument("--circlec", default=os.path.join(REPO, "target", "debug", "circlec"))
    ap.add_argument("--out", default=os.path.join(REPO, "target", "fuzz"), help="reproducers and summary")
    ap.add_argument("--timeout", type=float, default=10.0, help="seconds per circlec run (default 10)")
    ap.add_argument("--grace", type=float, default=2.0,
                    help="seconds past --seconds to let the runs in flight finish before killing them")
    ap.add_argument("--min-seconds", type=float, default=60.0, help="time bound per minimisation")
    ap.add_argument("--max-runs", type=int, default=None, help="stop after this many mutants")
    ap.add_argument("--self-test", action="store_true", help="check the fuzzer on a fake circlec")
    args = ap.parse_args()
    if args.self_test:
        return self_test(args, args.out)
    circlec = os.path.abspath(args.circlec)
    if not os.access(circlec, os.X_OK):
        print("fuzz: no circlec at %s (make build)" % circlec, file=sys.stderr)
        return 2
    results = fuzz(args, circlec, args.out, find_seeds())
    return 1 if results else 0


if __name__ == "__main__":
    sys.exit(main())
