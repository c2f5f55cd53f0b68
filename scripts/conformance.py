#!/usr/bin/env python3
"""libstdc++'s own run tests compiled by circlec: a conformance report (`make conformance`).

The suite is GCC 12's `libstdc++-v3/testsuite` (Debian's `gcc-12-source` package), written by
nobody here. For each run test (`// { dg-do run ... }`) under the selected directories that
applies to `-std=c++17` on x86-64 Linux, this script

  1. compiles it with `g++ -std=c++17` and runs it: only tests that g++ compiles and passes
     count (the rest are reported, not held against circlec);
  2. compiles the same file with circlec (host code) and runs it, recording pass or fail and,
     for a failure, its first error line normalised to a *kind* (file and line stripped, names
     and numbers replaced) so that failures group by cause;
  3. writes `tests/conformance/RESULTS.md`: per directory the run tests, g++ passes, circlec
     passes and the rate against g++, the top error kinds with an example test each, the skip
     reasons, and the command and date that produced it.

Both compilers link the testsuite's support library (`util/testsuite_hooks.cc`,
`testsuite_allocator.cc`, `testsuite_character.cc`, built once with g++ as `libtestc++.a`, as
the real testsuite does): it plays the part of the installed library, like libstdc++.so itself.

Getting the sources: the tarball in `/usr/src/gcc-12/` if the package is installed, else
`apt-get download gcc-12-source` into the cache directory (`target/conformance/`, ~80 MB, once);
only the tested directories and `util/` are extracted from it.

Selection follows DejaGnu's directives as far as they matter here: `dg-do run` with its
`{ target ... }` / `{ xfail ... }` selectors evaluated for c++17 on x86_64-pc-linux-gnu;
`dg-options`/`dg-additional-options` other than a `-std=` for C++17 and options that change no
behaviour (-O, -g, -W) skip the test; `dg-require-*` is evaluated against what this platform has;
`dg-skip-if`, `dg-xfail-if`, `dg-xfail-run-if` and `dg-shouldfail` skip it where they apply. Every
skip is counted with its reason. A test that hangs or crashes either compiler is a failure of that
compiler, never of the script.

Environment: CONFORMANCE_JOBS (parallel tests, default 1), CONFORMANCE_LIMIT (sample N runnable
tests per directory, evenly spaced over the sorted list, so the same N give the same tests;
0 or unset: all), CONFORMANCE_DIRS (comma-separated, default all five), CIRCLEC (the compiler
under test, default target/release/circlec, else target/debug/circlec), CONFORMANCE_CACHE (default target/conformance).

Each run leaves `results.json` in the cache directory; `--report FILE` writes the report again
from one. `--select FILE...` and `--normalize` print the selection and the normalisation of their
input. None of the three downloads or compiles anything (tests/conformance/selftest.test uses
them).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import datetime
import fnmatch
import glob
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ALL_DIRS = ["20_util", "21_strings", "23_containers", "25_algorithms", "26_numerics"]
TRIPLET = "x86_64-pc-linux-gnu"
STD = "c++17"
COMPILE_TIMEOUT = 60
RUN_TIMEOUT = 10
SUPPORT_SOURCES = ["testsuite_hooks.cc", "testsuite_allocator.cc", "testsuite_character.cc"]
OUTPUT_LIMIT = 64 * 1024

# ---------------------------------------------------------------------------------------------
# DejaGnu directives
# ---------------------------------------------------------------------------------------------

# The language levels `c++NN` effective targets compare; ours is STD.
STD_LEVELS = {"98": 0, "03": 0, "11": 1, "0x": 1, "14": 2, "1y": 2, "17": 3, "1z": 3,
              "20": 4, "2a": 4, "23": 5, "2b": 5, "26": 6, "2c": 6}
OUR_LEVEL = STD_LEVELS[STD[3:]]

# Effective-target keywords and their value for g++ 12 / glibc on x86-64 Linux at -std=c++17.
# A keyword not listed is unknown and skips the test with its name (never guessed silently).
EFFECTIVE_TARGETS = {
    "lp64": True, "llp64": False, "ilp32": False, "ia32": False, "size32plus": True,
    "cxx11_abi": True, "large_long_double": True, "std_allocator_new": True,
    "pthread": True, "gthreads": True, "ieee_floats": True, "random_device": True,
    "exceptions_enabled": True, "rtti_enabled": True, "hosted": True, "tls": True,
    "simulator": False, "tbb_backend": False, "run_expensive_tests": False,
    "debug_mode": False, "parallel_mode": False, "uclibc": False, "broken_cplxf_arg": False,
    "newlib_broken_long_double_io": False, "c99_math": True, "dfp": False,
    "cxx11_abi_only": False, "no_pch": True,
}

# `dg-require-NAME ""`: what this platform and build provide.
REQUIRES = {
    "cstdint": True, "string-conversions": True, "cmath": True, "c-std": True,
    "fileio": True, "time": True, "gthreads": True, "gthreads-timed": True,
    "normal-mode": True, "normal-namespace": True, "sharedlib": True, "swprintf": True,
    "atomic-builtins": True, "sched-yield": True, "nanosleep": True, "sleep": True,
    "binary-io": True, "little-endian": True, "static-libstdcxx": True,
    "debug-mode": False, "parallel-mode": False, "profile-mode": False, "namedlocale": False,
}

# Options that change no behaviour a run test observes; dropped (neither compiler gets them).
NEUTRAL_OPTION = re.compile(r"^(-O[0-3sgz]?|-g\d?|-w|-W.*|-pedantic|-fno-show-column|"
                            r"-fmessage-length=\d+)$")
# `dg-add-options NAME` that add nothing on x86-64 Linux.
NEUTRAL_ADD_OPTIONS = {"ieee", "no_pch", "using-deprecated"}
# Directives that say nothing about whether or how a run test runs.
IGNORED = {"dg-timeout-factor", "dg-timeout", "dg-prune-output", "dg-bogus", "dg-warning",
           "dg-message", "dg-final", "dg-note", "dg-line", "dg-do"}


class Unknown(Exception):
    """An effective target or directive this script cannot evaluate; the test is skipped."""


def tokenize(text: str, i: int = 0) -> tuple[list, int]:
    """Tcl-style words of a brace group starting after its `{`: strings, quoted strings and
    nested lists; returns (words, index after the closing brace)."""
    words: list = []
    n = len(text)
    while i < n:
        c = text[i]
        if c == "}":
            return words, i + 1
        if c == "\n":  # a directive never spans lines; an unbalanced one ends here
            return words, i
        if c.isspace():
            i += 1
        elif c == "{":
            sub, i = tokenize(text, i + 1)
            words.append(sub)
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            words.append(text[i + 1:j])
            i = j + 1
        else:
            j = i
            while j < n and not text[j].isspace() and text[j] not in "{}\"":
                j += 1
            words.append(text[i:j])
            i = j
    return words, i


def directives(source: str) -> list[list]:
    """Every `{ dg-NAME args }` in the file's comments, as token lists."""
    out = []
    for m in re.finditer(r"\{\s*(dg-[\w+-]+)", source):
        words, _ = tokenize(source, m.start() + 1)
        if words and isinstance(words[0], str):
            out.append(words)
    return out


def eval_atom(word: str) -> bool:
    if word.count("-") >= 2:  # a target triplet glob
        return fnmatch.fnmatchcase(TRIPLET, word)
    m = re.fullmatch(r"c\+\+(\w\w)(_only|_down)?", word)
    if m and m.group(1) in STD_LEVELS:
        level = STD_LEVELS[m.group(1)]
        return {None: OUR_LEVEL >= level, "_only": OUR_LEVEL == level,
                "_down": OUR_LEVEL <= level}[m.group(2)]
    if word in EFFECTIVE_TARGETS:
        return EFFECTIVE_TARGETS[word]
    raise Unknown(f"effective target `{word}`")


def eval_selector(items: list) -> bool:
    """A DejaGnu selector list: an expression with `&&`, `||`, `!` and braces, or a list of
    keywords and triplet globs any of which may match."""
    if any(t in ("&&", "||", "!") for t in items if isinstance(t, str)):
        pos = 0

        def primary() -> bool:
            nonlocal pos
            t = items[pos]
            pos += 1
            if t == "!":
                return not primary()
            if isinstance(t, list):
                return eval_selector(t)
            return eval_atom(t)

        def conj() -> bool:
            nonlocal pos
            v = primary()
            while pos < len(items) and items[pos] == "&&":
                pos += 1
                v = primary() and v
            return v

        v = conj()
        while pos < len(items) and items[pos] == "||":
            pos += 1
            v = conj() or v
        return v
    return any(eval_selector(t) if isinstance(t, list) else eval_atom(t) for t in items)


def target_clause(arg: list) -> tuple[bool, bool]:
    """`{ target SEL [xfail SEL] }` or `{ xfail SEL }`: (applies, expected to fail)."""
    applies, xfail, mode, sel = True, False, None, {"target": [], "xfail": []}
    for w in arg:
        if w in ("target", "xfail"):
            mode = w
        elif mode:
            sel[mode].append(w)
        else:
            raise Unknown(f"selector `{w}`")
    if sel["target"]:
        applies = eval_selector(sel["target"])
    if sel["xfail"]:
        xfail = eval_selector(sel["xfail"])
    return applies, xfail


def options_match(patterns: list, flags: list[str]) -> bool:
    """DejaGnu's include-options test: some pattern string all of whose options are in flags."""
    for p in patterns:
        parts = p if isinstance(p, list) else p.split()
        if all(any(fnmatch.fnmatchcase(f, o) for f in flags) for o in parts):
            return True
    return False


def std_of(option: str) -> int | None:
    m = re.fullmatch(r"-std=(?:c|gnu)\+\+(\w\w)", option)
    return STD_LEVELS.get(m.group(1)) if m else None


@dataclass
class Selection:
    run: bool  # a run test that applies here
    reason: str = ""  # why not (empty when it runs or is not a run test)
    implicit: bool = False  # no dg-do line (the testsuite's default action is run)


def select(source: str, implicit_run: bool = False) -> Selection:
    """Whether a test file is a run test to compile and run at -std=c++17 here, and why not.
    A file without `dg-do` is a run test for the real testsuite; here only with implicit_run."""
    try:
        return _select(source, implicit_run)
    except Unknown as e:
        return Selection(False, f"unknown {e}")
    except (IndexError, TypeError):
        return Selection(False, "unparsable directive")


def _select(source: str, implicit_run: bool) -> Selection:
    ds = directives(source)
    do = [d for d in ds if d[0] == "dg-do"]
    if not do:
        if not implicit_run:
            return Selection(False, implicit=True)
        do = [["dg-do", "run"]]
    if len(do[0]) < 2 or do[0][1] != "run":
        return Selection(False)  # not a run test (compile-only, or no dg-do: not selected)
    d = do[0]
    if len(d) > 2:
        applies, xfail = target_clause(d[2])
        if not applies:
            return Selection(False, "dg-do run target excludes c++17/x86_64")
        if xfail:
            return Selection(False, "expected to fail (dg-do run xfail)")
    flags = [f"-std={STD}"]
    for d in ds:
        name, args = d[0], d[1:]
        if name in IGNORED:
            continue
        if name in ("dg-options", "dg-additional-options"):
            if len(args) > 1 and isinstance(args[1], list):
                applies, _ = target_clause(args[1])
                if not applies:
                    continue
            opts = args[0] if isinstance(args[0], str) else " ".join(args[0])
            for o in shlex.split(opts):
                level = std_of(o)
                if level is not None:
                    if level != OUR_LEVEL:
                        return Selection(False, f"{name} {o} (not c++17)")
                elif not NEUTRAL_OPTION.match(o):
                    return Selection(False, f"{name} {o}")
                flags.append(o)
        elif name == "dg-add-options":
            if args[0] not in NEUTRAL_ADD_OPTIONS:
                return Selection(False, f"dg-add-options {args[0]}")
        elif name == "dg-require-effective-target":
            word = args[0]
            if not eval_atom(word):
                return Selection(False, f"dg-require-effective-target {word}")
        elif name.startswith("dg-require-"):
            feature = name[len("dg-require-"):]
            if feature not in REQUIRES:
                raise Unknown(f"directive `{name}`")
            if not REQUIRES[feature]:
                return Selection(False, f"{name}")
        elif name in ("dg-skip-if", "dg-xfail-if", "dg-xfail-run-if"):
            # comment { selector } [{ include-opts } [{ exclude-opts }]]
            sel = args[1] if len(args) > 1 else ["*-*-*"]
            include = args[2] if len(args) > 2 else ["*"]
            exclude = args[3] if len(args) > 3 else []
            if (eval_selector(sel if isinstance(sel, list) else [sel])
                    and options_match(include if isinstance(include, list) else [include], flags)
                    and not (exclude and options_match(
                        exclude if isinstance(exclude, list) else [exclude], flags))):
                what = {"dg-skip-if": "skipped", "dg-xfail-if": "expected not to compile",
                        "dg-xfail-run-if": "expected to fail"}[name]
                return Selection(False, f"{name}: {what} here")
        elif name in ("dg-error", "dg-excess-errors"):
            if len(args) > 2 and isinstance(args[2], list) and not target_clause(args[2])[0]:
                continue
            if name == "dg-excess-errors" and len(args) > 1 and isinstance(args[1], list):
                if not target_clause(args[1])[0]:
                    continue
            return Selection(False, f"{name} applies (not a clean run test)")
        elif name == "dg-shouldfail":
            return Selection(False, "dg-shouldfail")
        else:
            raise Unknown(f"directive `{name}`")
    return Selection(True)


# ---------------------------------------------------------------------------------------------
# Normalising diagnostics into kinds
# ---------------------------------------------------------------------------------------------

LOCATION = re.compile(r"^(?:In file included from )?([^\s:]*)((?::\d+)+):\s*")
ERROR_LINE = re.compile(r"\berror\b|panicked at|undefined reference|fatal")


def shape(message: str) -> str:
    """A message with its particulars replaced: `names`, 'quoted' and "quoted" text, numbers."""
    s = re.sub(r"`[^`]*`", "`_`", message)
    s = re.sub(r"'[^']*'", "'_'", s)
    s = re.sub(r'"[^"]*"', '"_"', s)
    s = re.sub(r"\b0x[0-9a-fA-F]+\b|\b\d+\b", "N", s)
    return re.sub(r"\s+", " ", s).strip()


def first_error(stderr: str) -> str:
    """The first line that states an error, without its file and line ("" if none)."""
    return locate_first_error(stderr)[0]


def short_path(path: str) -> str:
    """A diagnostic's file, short: the library header or the test, without the directories."""
    path = re.sub(r"^/usr/include/c\+\+/\d+/", "", path)
    m = re.search(r"/testsuite/(.*)$", path)
    return m.group(1) if m else path.removeprefix("/usr/include/")


def locate_first_error(stderr: str) -> tuple[str, str]:
    """(the first error line without its location, that location as `file:line`, or "")."""
    lines = stderr.splitlines()
    for i, line in enumerate(lines):
        if not ERROR_LINE.search(line):
            continue
        if "panicked at" in line:
            # thread 'x' panicked at frontend/src/sema/foo.rs:12:5:\nmessage
            where = re.sub(r":\d+(:\d+)?:?$", "", line.split("panicked at", 1)[1].strip())
            msg = lines[i + 1].strip() if i + 1 < len(lines) else ""
            return f"panic at {where}: {msg}", ""
        if "linking with" in line or "collect2" in line or "ld returned" in line:
            undefined = next((l for l in lines if "undefined reference to" in l), None)
            if undefined:
                sym = undefined.split("undefined reference to", 1)[1].strip()
                return f"link: undefined reference to {sym}", ""
            continue
        if "undefined reference to" in line:
            sym = line.split("undefined reference to", 1)[1].strip()
            return f"link: undefined reference to {sym}", ""
        m = LOCATION.match(line.strip())
        where = f"{short_path(m.group(1))}:{m.group(2).split(':')[1]}" if m else ""
        return LOCATION.sub("", line.strip()), where
    tail = [l.strip() for l in lines if l.strip()]
    return (tail[-1] if tail else ""), ""


def kind_of(message: str) -> str:
    """The failure's kind: the shape of its error line, keeping codes like `[E0201]`."""
    if message.startswith("link: undefined reference to"):
        return "link: undefined reference to `_`"
    if message.startswith("panic at "):
        where, _, msg = message.partition(": ")
        return f"{where}: {shape(msg)}"
    return shape(message)


# ---------------------------------------------------------------------------------------------
# Getting the sources
# ---------------------------------------------------------------------------------------------

def log(msg: str) -> None:
    print(f"conformance: {msg}", file=sys.stderr, flush=True)


def find_tarball(cache: Path) -> Path:
    """The GCC 12 source tarball: installed under /usr/src, else fetched into the cache."""
    for pattern in ("/usr/src/gcc-12/gcc-12*.tar.*", str(cache / "gcc-12*.tar.*")):
        hits = sorted(glob.glob(pattern))
        if hits:
            return Path(hits[-1])
    debs = sorted(cache.glob("gcc-12-source_*.deb"))
    if not debs:
        if not shutil.which("apt-get"):
            sys.exit("conformance: error: no /usr/src/gcc-12 tarball and no apt-get to fetch "
                     "Debian's gcc-12-source; put gcc-12.*.tar.xz under " + str(cache))
        log("downloading Debian's gcc-12-source (~80 MB) into " + str(cache))
        r = subprocess.run(["apt-get", "download", "gcc-12-source"], cwd=cache)
        debs = sorted(cache.glob("gcc-12-source_*.deb"))
        if r.returncode != 0 or not debs:
            sys.exit("conformance: error: `apt-get download gcc-12-source` failed (try "
                     "`apt-get update` first, or install gcc-12-source)")
    # The .deb holds usr/src/gcc-12/gcc-12.x.y-dfsg.tar.xz; take it out, nothing else.
    members = subprocess.run(f"dpkg-deb -c {shlex.quote(str(debs[-1]))}", shell=True,
                             capture_output=True, text=True, check=True).stdout
    name = next(l.split()[-1] for l in members.splitlines()
                if re.search(r"/usr/src/gcc-12/gcc-12[^/]*\.tar\.\w+$", l))
    out = cache / Path(name).name
    subprocess.run(f"dpkg-deb --fsys-tarfile {shlex.quote(str(debs[-1]))} | "
                   f"tar -xO {shlex.quote(name)} > {shlex.quote(str(out))}.part", shell=True,
                   check=True)
    os.replace(f"{out}.part", out)
    return out


def testsuite(cache: Path, dirs: list[str]) -> Path:
    """The extracted `libstdc++-v3/testsuite` holding `dirs`, `util` and `data` (the files some
    tests read, which the real testsuite copies into the directory a test runs in)."""
    src = cache / "src"
    stamp = src / ".extracted"
    have = set(stamp.read_text().split()) if stamp.exists() else set()
    found = sorted(src.glob("gcc-*/libstdc++-v3/testsuite"))
    if found and set(dirs) | {"util", "data"} <= have:
        return found[-1]
    tarball = find_tarball(cache)
    log(f"extracting {', '.join(dirs)}, util and data from {tarball}")
    src.mkdir(parents=True, exist_ok=True)
    top = subprocess.run(f"tar -tf {shlex.quote(str(tarball))} | head -1", shell=True,
                         capture_output=True, text=True).stdout.strip().split("/")[0]
    wanted = [f"{top}/libstdc++-v3/testsuite/{d}" for d in sorted(set(dirs) | {"util", "data"})]
    subprocess.run(["tar", "-xf", str(tarball), "-C", str(src), *wanted], check=True)
    stamp.write_text("\n".join(sorted(have | set(dirs) | {"util", "data"})) + "\n")
    return src / top / "libstdc++-v3" / "testsuite"


# ---------------------------------------------------------------------------------------------
# Compiling and running
# ---------------------------------------------------------------------------------------------

@dataclass
class Outcome:
    ok: bool
    stage: str  # "pass", "compile", "compile-timeout", "compile-crash", "run", "run-timeout"
    message: str = ""
    where: str = ""  # the file and line of a compile error
    seconds: float = 0.0  # the compile's wall time


def execute(cmd: list[str], timeout: int, cwd: Path) -> tuple[int | None, str]:
    """Runs cmd in its own process group; (exit status or None on timeout, stdout+stderr)."""
    with tempfile.TemporaryFile() as out:
        p = subprocess.Popen(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT,
                             stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            rc: int | None = p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            rc = None
        finally:
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            p.wait()
        out.seek(0)
        text = out.read(OUTPUT_LIMIT).decode("utf-8", "replace")
    return rc, text


def signal_name(rc: int) -> str:
    try:
        return signal.Signals(-rc).name
    except ValueError:
        return f"signal {-rc}"


def compile_and_run(compiler: list[str], test: Path, util: Path, lib: Path, work: Path,
                    crash_is_compiler: bool) -> Outcome:
    exe = work / "a.out"
    if exe.exists():
        exe.unlink()
    cmd = [*compiler, f"-std={STD}", "-I", str(util), str(test), "-o", str(exe),
           "-L", str(lib), "-ltestc++"]
    start = time.monotonic()
    rc, text = execute(cmd, COMPILE_TIMEOUT, work)
    seconds = round(time.monotonic() - start, 2)
    if rc is None:
        return Outcome(False, "compile-timeout", f"compile timeout ({COMPILE_TIMEOUT} s)",
                       seconds=seconds)
    if rc < 0 and crash_is_compiler:
        return Outcome(False, "compile-crash",
                       f"compiler killed by {signal_name(rc)}" + (
                           f": {first_error(text)}" if first_error(text) else ""),
                       seconds=seconds)
    if rc != 0 or not exe.exists():
        msg, where = locate_first_error(text)
        msg = msg or f"compiler exited with {rc}, no message"
        stage = "compile-crash" if msg.startswith("panic at ") else "compile"
        return Outcome(False, stage, msg, where, seconds)
    # VERIFY prints with printf and then aborts: unbuffered stdout keeps the message.
    stdbuf = ["stdbuf", "-o0", "-e0"] if shutil.which("stdbuf") else []
    rc, text = execute([*stdbuf, str(exe)], RUN_TIMEOUT, work)
    outcome = run_outcome(rc, text)
    outcome.seconds = seconds
    return outcome


def run_outcome(rc: int | None, text: str) -> Outcome:
    """What a test executable's exit status and output say."""
    if rc is None:
        return Outcome(False, "run-timeout", f"run: timeout ({RUN_TIMEOUT} s)")
    if rc != 0:
        m = re.search(r"^(\S+?):(\d+): .*?(Assertion '.*' failed)", text, re.M)
        if m:
            where = f"{short_path(m.group(1))}:{m.group(2)}"
            return Outcome(False, "run", f"run: VERIFY failed: {m.group(3)}", where)
        if "terminate called" in text:
            line = next(l for l in text.splitlines() if "terminate called" in l)
            return Outcome(False, "run", "run: " + line.strip())
        how = signal_name(rc) if rc < 0 else f"exit status {rc}"
        return Outcome(False, "run", f"run: {how}")
    return Outcome(True, "pass")


def run_kind(message: str) -> str:
    if message.startswith("run: VERIFY failed"):
        return "run: VERIFY failed"
    if message.startswith("run: terminate called"):
        return "run: " + shape(message[5:])
    return kind_of(message)


def build_support(util: Path, lib: Path) -> None:
    """The testsuite's libtestc++.a, with g++ (as the real testsuite builds it)."""
    archive = lib / "libtestc++.a"
    if archive.exists():
        return
    lib.mkdir(parents=True, exist_ok=True)
    objs = []
    for src in SUPPORT_SOURCES:
        obj = lib / (Path(src).stem + ".o")
        subprocess.run(["g++", f"-std={STD}", "-O1", "-I", str(util), "-c", str(util / src),
                        "-o", str(obj)], check=True)
        objs.append(str(obj))
    subprocess.run(["ar", "rcs", str(archive), *objs], check=True)


# ---------------------------------------------------------------------------------------------
# The report
# ---------------------------------------------------------------------------------------------

def sample(tests: list[Path], limit: int) -> list[Path]:
    """limit tests evenly spaced over the sorted list (all when limit is 0 or larger)."""
    if limit <= 0 or limit >= len(tests):
        return tests
    return [tests[(i * len(tests)) // limit] for i in range(limit)]


def pct(a: int, b: int) -> str:
    return f"{100.0 * a / b:.1f} %" if b else "n/a"


def md_escape(s: str) -> str:
    s = s.replace("|", "\\|").replace("\n", " ")
    return s if len(s) <= 160 else s[:157] + "..."


def write_report(path: Path, results: list[dict], skipped: dict, counts: dict, meta: dict) -> None:
    by_dir: dict[str, list[dict]] = defaultdict(list)
    for r in results:
        by_dir[r["dir"]].append(r)
    lines = [
        "# libstdc++ conformance: GCC 12's run tests compiled by circlec",
        "",
        "<!-- Written by scripts/conformance.py (`make conformance`); do not edit by hand. -->",
        "",
        f"Produced by `{meta['command']}` on {meta['date']}, circlec at `{meta['commit']}` "
        f"(`{meta['circlec']}`), against {meta['gxx']}, testsuite from `{meta['source']}`.",
        "",
    ]
    if meta["limit"]:
        lines += [
            f"**This is a sample**: {meta['limit']} runnable tests per directory, evenly spaced "
            "over the sorted list (`CONFORMANCE_LIMIT`). The full suite: `make conformance` "
            "(no limit; `CONFORMANCE_JOBS=N` runs N tests at a time).",
            "",
        ]
    lines += [
        "A *run test* has `// { dg-do run ... }`; it is *runnable* here when its directives hold "
        "for `-std=c++17` on x86_64 Linux (the skip reasons are below). Each runnable test is "
        "compiled and run with `g++ -std=c++17`; only those g++ passes count, and each is then "
        "compiled with circlec (host code) and run. Both link the testsuite's `libtestc++.a` "
        "(built with g++).",
        "",
        ("Files without a `dg-do` line, run tests by the testsuite's default, are included "
         "(`CONFORMANCE_IMPLICIT_RUN=1`)." if meta["implicit_run"] else
         f"Files without a `dg-do` line ({sum(c['implicit'] for c in counts.values())} here), run "
         "tests by the testsuite's default, are not selected; `CONFORMANCE_IMPLICIT_RUN=1` "
         "includes them."),
        "",
        "| directory | run tests | runnable | tested | g++ passes | circlec passes | rate vs g++ |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    tot = Counter()
    for d in meta["dirs"]:
        rs = by_dir.get(d, [])
        gpass = [r for r in rs if r["gxx"]["ok"]]
        cpass = [r for r in gpass if r["circlec"] and r["circlec"]["ok"]]
        row = dict(run=counts[d]["run"], runnable=counts[d]["runnable"], tested=len(rs),
                   g=len(gpass), c=len(cpass))
        tot.update(row)
        lines.append(f"| {d} | {row['run']} | {row['runnable']} | {row['tested']} | {row['g']} "
                     f"| {row['c']} | {pct(row['c'], row['g'])} |")
    lines.append(f"| **all** | {tot['run']} | {tot['runnable']} | {tot['tested']} | {tot['g']} "
                 f"| {tot['c']} | **{pct(tot['c'], tot['g'])}** |")
    counted = [r for r in results if r["gxx"]["ok"]]
    if counted:
        def median(xs: list[float]) -> float:
            xs = sorted(xs)
            return xs[len(xs) // 2]
        cs = [r["circlec"]["seconds"] for r in counted]
        gs = [r["gxx"]["seconds"] for r in counted]
        lines += ["", f"Compile and link wall time per test on this machine: circlec median "
                  f"{median(cs):.1f} s (max {max(cs):.1f} s, to its first error where it fails), "
                  f"g++ median {median(gs):.1f} s."]
    fails = [r for r in counted if not r["circlec"]["ok"]]
    stages = Counter(r["circlec"]["stage"] for r in fails)
    lines += ["", "## circlec's failures by stage", ""]
    if stages:
        lines += ["| stage | tests |", "|---|---:|"]
        lines += [f"| {s} | {n} |" for s, n in stages.most_common()]
    else:
        lines.append("None.")
    kinds: dict[str, list[dict]] = defaultdict(list)
    for r in fails:
        kinds[r["circlec"]["kind"]].append(r)
    lines += ["", "## Top 20 error kinds (circlec, on tests g++ passes)", "",
              "The first error line of each failure, with its file and line stripped and names, "
              "quoted text and numbers replaced by `_` and `N`.", ""]
    if kinds:
        lines += ["| # | tests | kind | example test | its message |", "|---:|---:|---|---|---|"]
        ranked = sorted(kinds.items(), key=lambda kv: (-len(kv[1]), kv[0]))
        for i, (k, rs) in enumerate(ranked[:20], 1):
            ex = min(rs, key=lambda r: r["test"])
            where = ex["circlec"].get("where")
            lines.append(f"| {i} | {len(rs)} | {md_escape(k)} | `{ex['test']}` | "
                         f"{md_escape(ex['circlec']['message'])}"
                         f"{f' (at `{where}`)' if where else ''} |")
        if len(ranked) > 20:
            rest = sum(len(rs) for _, rs in ranked[20:])
            lines.append(f"|  | {rest} | ({len(ranked) - 20} other kinds) | | |")
    else:
        lines.append("None.")
    places = Counter(r["circlec"]["where"] for r in fails if r["circlec"].get("where"))
    lines += ["", "## Top 10 places of the first error", "",
              "Where the first error points (a library header, or the test), whatever its kind: "
              "one construct there can stop many tests.", ""]
    if places:
        lines += ["| tests | at | kind there (one) |", "|---:|---|---|"]
        for where, n in sorted(places.items(), key=lambda kv: (-kv[1], kv[0]))[:10]:
            ex = min((r for r in fails if r["circlec"].get("where") == where),
                     key=lambda r: r["test"])
            lines.append(f"| {n} | `{where}` | {md_escape(ex['circlec']['message'])} |")
    else:
        lines.append("None.")
    gfail = [r for r in results if not r["gxx"]["ok"]]
    lines += ["", "## Runnable tests g++ does not pass (not counted)", ""]
    if gfail:
        lines += ["| test | g++ |", "|---|---|"]
        lines += [f"| `{r['test']}` | {md_escape(r['gxx']['message'])} |"
                  for r in sorted(gfail, key=lambda r: r["test"])]
    else:
        lines.append("None.")
    lines += ["", "## Run tests skipped, by reason (whole directories, before sampling)", "",
              "| reason | tests |", "|---|---:|"]
    lines += [f"| {md_escape(reason)} | {n} |" for reason, n in
              sorted(skipped.items(), key=lambda kv: (-kv[1], kv[0]))]
    lines.append("")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines))


# ---------------------------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------------------------

def env_int(name: str, default: int) -> int:
    v = os.environ.get(name, "").strip()
    try:
        return int(v) if v else default
    except ValueError:
        sys.exit(f"conformance: error: {name}={v!r} is not a number")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--select", nargs="+", metavar="FILE",
                    help="print each file's selection (run / skip: reason / not a run test)")
    ap.add_argument("--normalize", action="store_true",
                    help="print the first error line and kind of the diagnostics on stdin")
    ap.add_argument("--implicit-run", action="store_true",
                    help="files without dg-do are run tests too (CONFORMANCE_IMPLICIT_RUN=1)")
    ap.add_argument("--report", metavar="JSON",
                    help="write the report again from a run's results.json, running nothing")
    ap.add_argument("--output", default=str(REPO / "tests/conformance/RESULTS.md"))
    args = ap.parse_args()

    if args.select:
        for f in args.select:
            s = select(Path(f).read_text(errors="replace"), args.implicit_run)
            state = ("run" if s.run else f"skip: {s.reason}" if s.reason else
                     "no dg-do (not selected)" if s.implicit else "not a run test")
            print(f"{Path(f).name}: {state}")
        return 0
    if args.normalize:
        msg, where = locate_first_error(sys.stdin.read())
        print(f"message: {msg}")
        print(f"at: {where}")
        print(f"kind: {run_kind(msg) if msg.startswith('run:') else kind_of(msg)}")
        return 0

    if args.report:
        saved = json.loads(Path(args.report).read_text())
        write_report(Path(args.output), saved["results"], saved["skipped"], saved["counts"],
                     saved["meta"])
        return 0

    jobs = max(1, env_int("CONFORMANCE_JOBS", 1))
    implicit_run = args.implicit_run or env_int("CONFORMANCE_IMPLICIT_RUN", 0) != 0
    limit = max(0, env_int("CONFORMANCE_LIMIT", 0))
    dirs = [d.strip() for d in os.environ.get("CONFORMANCE_DIRS", ",".join(ALL_DIRS)).split(",")
            if d.strip()]
    for d in dirs:
        if d not in ALL_DIRS:
            sys.exit(f"conformance: error: unknown directory {d!r} (known: {', '.join(ALL_DIRS)})")
    default = REPO / "target/release/circlec"
    if not default.exists():
        default = REPO / "target/debug/circlec"
    circlec = Path(os.environ.get("CIRCLEC", default)).resolve()
    if not os.access(circlec, os.X_OK):
        sys.exit(f"conformance: error: no circlec at {circlec} (`make build`, or set CIRCLEC)")
    cache = Path(os.environ.get("CONFORMANCE_CACHE", REPO / "target/conformance")).resolve()
    cache.mkdir(parents=True, exist_ok=True)

    # The source the compiler under test was built from, as it is when the run starts.
    commit = subprocess.run(["git", "-C", str(REPO), "describe", "--always", "--dirty"],
                            capture_output=True, text=True).stdout.strip() or "unknown"
    root = testsuite(cache, dirs)
    util = root / "util"
    lib = cache / "lib"
    build_support(util, lib)

    skipped: Counter = Counter()
    counts: dict = {}
    todo: list[tuple[str, Path]] = []
    for d in dirs:
        runnable = []
        run_tests = implicit = 0
        for f in sorted((root / d).rglob("*.cc")):
            s = select(f.read_text(errors="replace"), implicit_run)
            implicit += s.implicit
            if s.run:
                run_tests += 1
                runnable.append(f)
            elif s.reason:
                run_tests += 1
                skipped[s.reason] += 1
        counts[d] = {"run": run_tests, "runnable": len(runnable), "implicit": implicit}
        todo += [(d, f) for f in sample(runnable, limit)]
    log(f"{len(todo)} tests to run ({jobs} at a time; "
        f"limit {limit or 'none'} per directory) with {circlec}")

    work_root = cache / "work"
    shutil.rmtree(work_root, ignore_errors=True)
    results: list[dict] = []
    lock = threading.Lock()
    started = time.time()

    def one(i: int, d: str, f: Path) -> dict:
        rel = str(f.relative_to(root))
        work = work_root / f"t{i}"
        work.mkdir(parents=True)
        for data in (root / "data").iterdir():
            (work / data.name).symlink_to(data)
        g = compile_and_run(["g++"], f, util, lib, work, crash_is_compiler=True)
        rec = {"dir": d, "test": rel, "gxx": g.__dict__, "circlec": None}
        if g.ok:
            c = compile_and_run([str(circlec)], f, util, lib, work, crash_is_compiler=True)
            kind = "" if c.ok else (run_kind(c.message) if c.stage.startswith("run")
                                    else kind_of(c.message))
            rec["circlec"] = {**c.__dict__, "kind": kind}
        shutil.rmtree(work, ignore_errors=True)
        with lock:
            results.append(rec)
            n = len(results)
            verdict = ("g++ fails" if not g.ok else
                       "PASS" if rec["circlec"]["ok"] else f"FAIL {rec['circlec']['kind']}")
            log(f"[{n}/{len(todo)} {time.time() - started:.0f}s] {rel}: {verdict}")
        return rec

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(one, i, d, f) for i, (d, f) in enumerate(todo)]
        for fut in futures:
            fut.result()


    gxx = subprocess.run(["g++", "--version"], capture_output=True,
                         text=True).stdout.splitlines()[0]
    env = " ".join(f"{k}={os.environ[k]}" for k in
                   ("CONFORMANCE_LIMIT", "CONFORMANCE_JOBS", "CONFORMANCE_DIRS",
                    "CONFORMANCE_IMPLICIT_RUN") if k in os.environ)
    meta = {
        "command": (env + " " if env else "") + "make conformance",
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "commit": commit, "circlec": os.path.relpath(circlec, REPO), "gxx": gxx,
        "source": os.path.relpath(root, REPO) if root.is_relative_to(REPO) else str(root),
        "limit": limit, "dirs": dirs, "implicit_run": implicit_run,
    }
    (cache / "results.json").write_text(json.dumps(
        {"results": results, "skipped": dict(skipped), "counts": counts, "meta": meta}, indent=1))
    write_report(Path(args.output), results, dict(skipped), counts, meta)
    counted = [r for r in results if r["gxx"]["ok"]]
    passed = sum(1 for r in counted if r["circlec"]["ok"])
    log(f"circlec passes {passed} of the {len(counted)} tests g++ passes "
        f"({pct(passed, len(counted))}); wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
