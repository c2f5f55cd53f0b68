#!/usr/bin/env python3
"""The kernel-parameter ABI oracle: circlec's `.entry` and `.func` parameter lists must equal
clang 19's, for sm_52 and sm_70, with the parameter names (which carry the mangled function
name) removed; the functions' symbols (mangled names) must be equal too. The `classes` category
holds classes with user-written constructors and destructors. Parts, each counted per category in the summary:
1. Handwritten cases (abi_cases.py), one category per parameter kind; each case's parameters
   are also given to a device function (`device-fn-params`) and, when there is one, returned
   from one (`device-fn-returns`). The size limit of kernel parameters (`param-limit`), and
   declarations that clang rejects and circlec must reject too (`rejects`).
2. Seeded random struct shapes (gen_structs.py), each passed by value to a kernel
   (`generated`) and to and from a device function (`generated-device-fn`), and several to a
   kernel (`generated-multi`), 100 functions to a source file. When circlec fails on a file, its cases are halved until the culprits stand
   alone; functions clang itself crashes on are skipped and listed.
3. Host layout: sizeof, alignof and field offsets of every generated struct (`host-layout`)
   and handwritten one (`host-layout-hand`) as clang computes them for x86-64 (a host program
   it builds prints them) must equal the record layout of circlec's `--dump-ast`, and circlec
   must accept `static_assert`s of the sizes and alignments (`host-static-assert`) and of the
   field offsets through `__builtin_offsetof` (`host-offsetof`).

A mismatch that KNOWN_FAILURES.md describes is an expected failure (`XFAIL`): handwritten cases
carry the entry's id, generated ones are matched by the entry's signature. An expected failure
that passes is reported (`XPASS`) and fails the run, so that the list stays honest. Exit status
0 when nothing unexpected happened. Usage:
  oracle.py --circlec PATH --clang PATH --work DIR [--count N] [--seed S] [-v]
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import abi_cases  # noqa: E402
import gen_structs  # noqa: E402

SMS = ["52", "70"]
SKIP = "skipped: clang 19 crashes on it"
BATCH = 100

CLANG_PRELUDE = """
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __restrict__ __restrict
"""


def run(cmd, cwd=None):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    return p.returncode, p.stdout, p.stderr


def kernel_ident(mangled):
    """`k_int` from `_Z5k_inti`; an unmangled name is itself."""
    m = re.match(r"_Z(\d+)", mangled)
    if not m:
        return mangled
    start = m.end()
    return mangled[start : start + int(m.group(1))]


def parse_entries(ptx):
    """{function identifier: [its symbol, then its declarations without their names]} of the
    kernels (`.entry`) and device functions (`.func`, whose return parameter comes first as
    `-> ...`) of a PTX module. The symbol (`symbol _Z5k_inti`) makes the comparison check the
    mangled names as well."""
    out = {}
    pattern = r"\.(entry|func)\s*(?:\(([^)]*)\))?\s*([\w$]+)\s*\(([^)]*)\)"
    for m in re.finditer(pattern, ptx):
        kind, ret, name, plist = m.groups()
        params = ["symbol " + name]
        if ret:
            params.append("-> " + " ".join(re.sub(r"\bfunc_retval0\b", " ", ret).split()))
        for decl in plist.split(","):
            decl = " ".join(decl.split())
            if decl:
                params.append(re.sub(r"\s*" + re.escape(name) + r"_param_\d+", " ", decl).strip())
        out[kernel_ident(name)] = params
    return out


class Oracle:
    def __init__(self, args):
        self.circlec = args.circlec
        self.clang = args.clang
        self.work = args.work
        self.verbose = args.verbose
        os.makedirs(self.work, exist_ok=True)
        self.prelude = os.path.join(self.work, "prelude.h")
        with open(self.prelude, "w") as f:
            f.write(CLANG_PRELUDE)
        # category -> {"pass", "xfail", "fail", "xpass"} -> count
        self.counts = {}
        self.messages = []
        self.skipped = {}  # category -> cases clang crashed on
        self.by_entry = {}  # KNOWN_FAILURES.md entry -> expected failures seen

    def record(self, category, name, ok, xfail, detail):
        if detail is SKIP:
            self.counts.setdefault(category, {"pass": 0, "xfail": 0, "fail": 0, "xpass": 0})
            self.skipped.setdefault(category, []).append(name)
            return
        if xfail and not ok:
            self.by_entry[xfail] = self.by_entry.get(xfail, 0) + 1
        status = ("xpass" if ok else "xfail") if xfail else ("pass" if ok else "fail")
        self.counts.setdefault(category, {"pass": 0, "xfail": 0, "fail": 0, "xpass": 0})[status] += 1
        if status == "fail":
            self.messages.append("FAIL %s/%s\n%s" % (category, name, detail))
        elif status == "xpass":
            self.messages.append("XPASS %s/%s: it now matches clang; remove %s from it" % (category, name, xfail))
        elif status == "xfail" and self.verbose:
            self.messages.append("XFAIL %s/%s (%s)\n%s" % (category, name, xfail, detail))

    # Compiling ---------------------------------------------------------------------------------

    def clang_entries(self, path, sm):
        rc, out, err = run(
            [self.clang, "-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
             "--cuda-gpu-arch=sm_" + sm, "-fno-crash-diagnostics", "-include", self.prelude, "-S", "-o", "-", path]
        )
        if rc < 0 or "PLEASE submit a bug report" in err:
            return None  # clang itself crashed: no oracle for these functions
        if rc != 0:
            raise RuntimeError("clang rejected %s (the oracle's input is wrong):\n%s" % (path, err))
        return parse_entries(out)

    def circlec_entries(self, path, sms):
        """({sm: entries}, None) or (None, circlec's diagnostics)."""
        stem = path[: -len(".cu")]
        rc, out, err = run([self.circlec, "--emit=ptx", "--sm", ",".join(sms), path, "-o", stem])
        if rc != 0:
            return None, err.strip() or "exit status %d" % rc
        result = {}
        for sm in sms:
            with open("%s.sm_%s.ptx" % (stem, sm)) as f:
                result[sm] = parse_entries(f.read())
        return result, None

    def compare_batch(self, name, header, cases):
        """Compiles `cases` (objects with kernel, source(), category, name, xfail) in one file
        with both compilers and returns (case, None or a report) pairs. When circlec rejects
        or crashes on the file, the cases are split in halves (with only the declarations each
        half needs) until the failing ones stand alone; the same when clang crashes, and a case
        that crashes clang alone is skipped (it has no oracle)."""
        path = os.path.join(self.work, name + ".cu")
        text = "".join(c.source() for c in cases)
        with open(path, "w") as f:
            f.write(header + text)
        theirs = {sm: self.clang_entries(path, sm) for sm in SMS}
        if None in theirs.values():
            if len(cases) == 1:
                return [(cases[0], SKIP)]
            half = len(cases) // 2
            return (self.compare_batch(name + "a", needed_decls(header, "".join(c.source() for c in cases[:half])), cases[:half])
                    + self.compare_batch(name + "b", needed_decls(header, "".join(c.source() for c in cases[half:])), cases[half:]))
        return self.circlec_split(name, header, cases, theirs, path)

    def circlec_split(self, name, header, cases, theirs, path=None, first=True):
        if path is None:
            path = os.path.join(self.work, name + ".cu")
            text = "".join(c.source() for c in cases)
            with open(path, "w") as f:
                f.write(needed_decls(header, text) + text)
        mine, err = self.circlec_entries(path, SMS)
        if mine is None and len(cases) > 1 and first:
            # LLVM's crash (KF4) needs an `__int128` inside an aggregate: splitting those from
            # the others first is cheaper than halving blindly (halving follows in each part).
            risky = [c for c in cases if "__int128" in needed_decls(header, c.source())]
            if risky and len(risky) < len(cases):
                safe = [c for c in cases if c not in risky]
                return (self.circlec_split(name + "s", header, safe, theirs, first=False)
                        + self.circlec_split(name + "r", header, risky, theirs, first=False))
        if mine is None and len(cases) > 1:
            half = len(cases) // 2
            return (self.circlec_split(name + "a", header, cases[:half], theirs, first=False)
                    + self.circlec_split(name + "b", header, cases[half:], theirs, first=False))
        return [(c, self.diff(c, theirs, mine, err)) for c in cases]

    def diff(self, case, theirs, mine, errors):
        """None when circlec's parameter lists equal clang's for every sm, else a report."""
        src = case.source().strip()
        if mine is None:
            return "kernel:\n%s\ncirclec failed:\n%s" % (indent(src), indent(first_lines(errors, 12)))
        lines = []
        for sm in SMS:
            want = theirs[sm].get(case.kernel)
            got = mine[sm].get(case.kernel)
            if want != got:
                lines += ["sm_%s clang:   %s" % (sm, want), "sm_%s circlec: %s" % (sm, got)]
        return "kernel:\n%s\n%s" % (indent(src), "\n".join(lines)) if lines else None

    # Part 1: handwritten cases -----------------------------------------------------------------

    def handwritten(self, pool):
        by_category = {}
        for c in abi_cases.all_cases():
            by_category.setdefault(c.category, []).append(c)
        jobs = []
        for category, cases in sorted(by_category.items()):
            # Cases of a category may share declarations; emit each distinct block once.
            header, seen = "", set()
            for c in cases:
                if c.decls not in seen:
                    seen.add(c.decls)
                    header += c.decls
            stripped = [_NoDecls(c) for c in cases]
            stripped += [_DevCase(c, "d_") for c in cases]
            stripped += [_DevCase(c, "r_") for c in cases if _DevCase.returnable(c)]
            jobs.append(pool.submit(self.compare_batch, "hand_" + category.replace("-", "_"), header, stripped))
        jobs += [pool.submit(self.limit_case, c) for c in abi_cases.LIMIT_CASES]
        return jobs

    def limit_case(self, case):
        path = os.path.join(self.work, "limit_%s.cu" % case.name)
        with open(path, "w") as f:
            f.write(case.source())
        if case.ok:
            theirs = {case.sm: self.clang_entries(path, case.sm)}
            mine, err = self.circlec_entries(path, [case.sm])
            detail = None
            if mine is None:
                detail = "kernel:\n%s\ncirclec failed:\n%s" % (indent(case.source().strip()), indent(first_lines(err, 12)))
            elif theirs[case.sm].get(case.kernel) != mine[case.sm].get(case.kernel):
                detail = "clang: %s\ncirclec: %s" % (theirs[case.sm].get(case.kernel), mine[case.sm].get(case.kernel))
            return [(case, detail)]
        stem = path[: -len(".cu")]
        rc, out, err = run([self.circlec, "--emit=ptx", "--sm", case.sm, path, "-o", stem])
        missing = []
        if rc == 0:
            missing.append("an error (circlec exited with status 0)")
        if case.kernel not in err:
            missing.append("the kernel's name `%s`" % case.kernel)
        if str(case.size) not in err:
            missing.append("the size %d" % case.size)
        if not re.search(r"sm_?%s\b" % case.sm, err):
            missing.append("the sm sm_%s" % case.sm)
        detail = None
        if missing:
            detail = "kernel (--sm %s, parameters %d bytes):\n%s\nexpected an error naming %s; circlec said:\n%s" % (
                case.sm, case.size, indent(case.source().strip()), ", ".join(missing), indent(first_lines(err, 8) or "(nothing)"))
        return [(case, detail)]

    # Part 2: generated structs as kernel parameters --------------------------------------------

    def generated(self, pool, shapes, seed):
        header = gen_structs.ENUM_DECLS + "".join(s.decl() + "\n" for s in shapes)
        cases = [_GenCase(s, gen_structs.kernel_params(seed, s)) for s in shapes]
        # clang 19 itself crashes (in NVPTX instruction selection) returning some aggregates
        # that hold `__int128` arrays, so shapes with `__int128` are not returned.
        cases += [_GenReturn(s) for s in shapes if "__int128" not in needed_decls(header, s.name)]
        cases += [_GenCase(None, params, name, "generated-multi") for name, params in gen_structs.multi_kernels(seed, shapes)]
        jobs = []
        for i in range(0, len(cases), BATCH):
            jobs.append(pool.submit(self.compare_batch, "gen_%03d" % (i // BATCH), header, cases[i : i + BATCH]))
        return jobs

    # Part 3: host layout of generated structs --------------------------------------------------

    def host_layout(self, shapes):
        """Results for category `host-layout` (per struct) and `host-static-assert` (one file)."""
        decls = gen_structs.ENUM_DECLS + "".join(s.decl() + "\n" for s in shapes)
        prog = os.path.join(self.work, "layout_host.cpp")
        lines = ['extern "C" int printf(const char*, ...);', decls, "int main() {"]
        for s in shapes:
            lines.append('  printf("%s %%zu %%zu\\n", sizeof(%s), alignof(%s));' % (s.name, s.name, s.name))
            for f in s.fields:
                lines.append('  printf("%s.%s %%zu\\n", __builtin_offsetof(%s, %s));' % (s.name, f.name, s.name, f.name))
        lines.append("}")
        with open(prog, "w") as f:
            f.write("\n".join(lines) + "\n")
        exe = os.path.join(self.work, "layout_host")
        rc, out, err = run([self.clang, "-std=c++17", "-target", "x86_64-unknown-linux-gnu", "-O0", prog, "-o", exe])
        if rc != 0:
            raise RuntimeError("clang could not build the host layout program:\n" + err)
        rc, out, err = run([exe])
        clang = parse_layout_lines(out)

        # circlec's record layouts.
        plain = os.path.join(self.work, "layout_circlec.cu")
        with open(plain, "w") as f:
            f.write(decls)
        # Only these declarations: clang's program below names every record circlec lists.
        rc, out, err = run([self.circlec, "-nocudainc", "--dump-ast", plain])
        ours = parse_dump_ast(out) if rc == 0 else {}
        results = []
        for s in shapes:
            want = clang.get(s.name)
            got = ours.get(s.name)
            detail = None
            if want != got:
                detail = "%s\nclang x86-64: %s\ncirclec:      %s%s" % (
                    s.decl(), fmt_layout(want), fmt_layout(got), "" if rc == 0 else "\n" + first_lines(err, 6))
            results.append((_Named("host-layout", s.name), detail))

        # The same sizes and alignments as static_asserts, which circlec's sema must accept.
        asserts = os.path.join(self.work, "layout_asserts.cu")
        with open(asserts, "w") as f:
            f.write(decls)
            for s in shapes:
                size, align, _ = clang[s.name]
                f.write('static_assert(sizeof(%s) == %d && alignof(%s) == %d, "%s");\n' % (s.name, size, s.name, align, s.name))
        rc_clang, _, err_clang = run([self.clang, "-std=c++17", "-fsyntax-only", "-x", "c++", asserts])
        if rc_clang != 0:
            raise RuntimeError("clang rejects its own layout asserts:\n" + first_lines(err_clang, 10))
        rc, _, err = run([self.circlec, "-fsyntax-only", asserts])
        detail = None if rc == 0 else "circlec -fsyntax-only %s failed:\n%s" % (asserts, indent(first_lines(err, 20)))
        results.append((_Named("host-static-assert", "layout_asserts (%d structs)" % len(shapes)), detail))

        # Field offsets as `offsetof` static_asserts (the shipped <stddef.h> defines `offsetof`
        # as `__builtin_offsetof`, so that is what is used).
        offsets = os.path.join(self.work, "layout_offsetof.cu")
        with open(offsets, "w") as f:
            f.write(decls)
            for s in shapes:
                for field, off in zip(s.fields, clang[s.name][2]):
                    f.write('static_assert(__builtin_offsetof(%s, %s) == %d, "%s.%s");\n' % (s.name, field.name, off, s.name, field.name))
        rc_clang, _, err_clang = run([self.clang, "-std=c++17", "-fsyntax-only", "-x", "c++", offsets])
        if rc_clang != 0:
            raise RuntimeError("clang rejects its own offsetof asserts:\n" + first_lines(err_clang, 10))
        rc, _, err = run([self.circlec, "-fsyntax-only", offsets])
        detail = None if rc == 0 else "circlec -fsyntax-only %s failed:\n%s" % (offsets, indent(first_lines(err, 12)))
        case = _Named("host-offsetof", "layout_offsetof (%d fields)" % sum(len(s.fields) for s in shapes))
        results.append((case, detail))
        return results

    def host_layout_hand(self):
        """Category `host-layout-hand`: the records of the handwritten cases. Their field names
        come from circlec's `--dump-ast`; a host program built by clang prints the truth."""
        decls = abi_cases.LAYOUT_DECLS
        plain = os.path.join(self.work, "layout_hand.cu")
        with open(plain, "w") as f:
            f.write(decls)
        # Only these declarations: clang's program below names every record circlec lists.
        rc, out, err = run([self.circlec, "-nocudainc", "--dump-ast", plain])
        if rc != 0:
            return [(_Named("host-layout-hand", "layout_hand.cu"), "circlec --dump-ast failed:\n" + first_lines(err, 12))]
        # The vtable pointer circlec lists as a field `__vptr` has no name in C++.
        out = "\n".join(l for l in out.splitlines() if not re.match(r"\s+FieldDecl __vptr ", l))
        ours = parse_dump_ast(out)
        fields = {}
        current = None
        for line in out.splitlines():
            m = re.match(r"\s*RecordDecl (?:struct|union|class) (\w+) ", line)
            if m:
                current = fields.setdefault(m.group(1), [])
                continue
            m = re.match(r"\s+FieldDecl (\w+) ", line)
            if m and current is not None:
                current.append(m.group(1))
        prog = os.path.join(self.work, "layout_hand_host.cpp")
        lines = ['extern "C" int printf(const char*, ...);', "#define private public", "#define class struct", "#define __device__", decls, "int main() {"]
        # circlec's runtime wrapper declares the x86-64 `__va_list_tag`, which clang has built in
        # and cannot name.
        fields.pop("__va_list_tag", None)
        for name, names in sorted(fields.items()):
            lines.append('  printf("%s %%zu %%zu\\n", sizeof(%s), alignof(%s));' % (name, name, name))
            for f in names:
                lines.append('  printf("%s.%s %%zu\\n", __builtin_offsetof(%s, %s));' % (name, f, name, f))
        lines.append("}")
        with open(prog, "w") as f:
            f.write("\n".join(lines) + "\n")
        exe = os.path.join(self.work, "layout_hand_host")
        rc, _, err = run([self.clang, "-std=c++17", "-target", "x86_64-unknown-linux-gnu", prog, "-o", exe])
        if rc != 0:
            raise RuntimeError("clang could not build the handwritten layout program:\n" + err)
        clang = parse_layout_lines(run([exe])[1])
        results = []
        for name in sorted(fields):
            want, got = clang.get(name), ours.get(name)
            detail = None
            if want != got:
                decl = [l for l in decls.splitlines() if re.search(r"\b%s\b" % name, l)][:1]
                detail = "%s\nclang x86-64: %s\ncirclec:      %s" % ("".join(decl), fmt_layout(want), fmt_layout(got))
            case = _Named("host-layout-hand", name)
            case.xfail = abi_cases.LAYOUT_XFAIL.get(name)
            results.append((case, detail))
        return results

    def rejects(self):
        """Category `rejects`: kernels clang (or, where marked, nvcc) rejects must be rejected by
        circlec too when it compiles them for sm_52."""
        results = []
        for case in abi_cases.REJECT_CASES:
            path = os.path.join(self.work, "reject_%s.cu" % case.name)
            with open(path, "w") as f:
                f.write(case.source())
            rc_clang, _, _ = run([self.clang, "-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
                                 "--cuda-gpu-arch=sm_52", "-fsyntax-only", "-include", self.prelude, path])
            if (rc_clang == 0) != getattr(case, "clang_accepts", False):
                raise RuntimeError("clang %s %s, unlike what abi_cases.py says" % ("accepts" if rc_clang == 0 else "rejects", path))
            rc, _, err = run([self.circlec, "--emit=ptx", "--sm", "52", path, "-o", path[: -len(".cu")]])
            detail = None
            if rc == 0:
                detail = "%s\ncirclec --emit=ptx --sm 52 accepted it (%s rejects it)" % (
                    indent(case.source().strip()), "nvcc" if getattr(case, "clang_accepts", False) else "clang")
            elif "panicked" in err or "bug in circlec" in err:
                detail = "%s\ncirclec failed with an internal error, not a diagnostic of the input:\n%s" % (
                    indent(case.source().strip()), indent(first_lines(err, 8)))
            results.append((case, detail))
        return results

    # Driver -----------------------------------------------------------------------------------

    def main(self, count, seed):
        shapes = gen_structs.generate(count, seed)
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
            jobs = self.handwritten(pool) + self.generated(pool, shapes, seed)
            jobs.append(pool.submit(self.host_layout, shapes))
            jobs.append(pool.submit(self.host_layout_hand))
            jobs.append(pool.submit(self.rejects))
            for job in jobs:
                for case, detail in job.result():
                    self.record(case.category, case.name, detail is None, self.expected_failure(case, detail), detail)
        for m in self.messages:
            print(m)
            print()
        total = {"pass": 0, "xfail": 0, "fail": 0, "xpass": 0}
        for category in sorted(self.counts):
            c = self.counts[category]
            for k in total:
                total[k] += c[k]
            skipped = self.skipped.get(category, [])
            print("%-20s %4d passed, %3d expected failures, %3d failed, %3d unexpectedly passed%s"
                  % (category + ":", c["pass"], c["xfail"], c["fail"], c["xpass"],
                     ", %d skipped (clang crashes: %s)" % (len(skipped), " ".join(sorted(skipped))) if skipped else ""))
        if self.by_entry:
            print("expected failures by KNOWN_FAILURES.md entry: %s"
                  % ", ".join("%s %d" % (k, v) for k, v in sorted(self.by_entry.items())))
        print("generated struct shapes: %d (seed %d)" % (len(shapes), seed))
        print("shapes with: %s" % ", ".join("%s %d" % kv for kv in gen_structs.coverage(shapes).items()))
        ok = total["fail"] == 0 and total["xpass"] == 0
        print("total: %d passed, %d expected failures, %d failed, %d unexpectedly passed: %s"
              % (total["pass"], total["xfail"], total["fail"], total["xpass"], "OK" if ok else "FAILED"))
        return 0 if ok else 1

    def expected_failure(self, case, detail):
        """The KNOWN_FAILURES.md entry a case is expected to fail with, or None."""
        if getattr(case, "xfail", None):
            return case.xfail
        if isinstance(case, (_GenCase, _GenReturn, _DevCase)) and detail is not None:
            returns = isinstance(case, _GenReturn) or getattr(case, "category", "") == "device-fn-returns"
            if returns and only_alignment_differs(detail):
                # KF1 (what is left of it): a returned class that is not POD for layout
                # purposes gets a packed LLVM type in clang (`.align 1`), not in circlec.
                return "KF1"
            if isinstance(case, _DevCase) and case.case.xfail == "KF3":
                return "KF3"
        return None


class _NoDecls:
    """A handwritten case whose declarations were hoisted into its category's file header."""

    def __init__(self, case):
        self.case = case
        self.category, self.name, self.kernel, self.xfail = case.category, case.name, case.kernel, case.xfail

    def source(self):
        return "__global__ void %s(%s) {}\n" % (self.kernel, self.case.params)


class _GenCase:
    """A kernel taking a generated shape (`generated`), or several (`generated-multi`)."""

    def __init__(self, shape, params, name=None, category="generated"):
        self.params = params
        self.category = category
        self.name = name or shape.name
        self.kernel = "k_" + self.name
        self.xfail = None

    def source(self):
        return "__global__ void %s(%s) {}\n" % (self.kernel, ", ".join(self.params))


class _GenReturn:
    """A generated shape passed to and returned from a device function (`.func`)."""

    def __init__(self, shape):
        self.category = "generated-device-fn"
        self.name = shape.name
        self.kernel = "r_" + shape.name
        self.xfail = None
        self.type = shape.name

    def source(self):
        return "__device__ %s %s(%s p) { return p; }\n" % (self.type, self.kernel, self.type)


class _DevCase:
    """A handwritten case's parameters on a device function: `d_<name>(params) {}`, or, for a
    single parameter `T x`, `T r_<name>(T x) { return x; }` (parameter and return value)."""

    def __init__(self, case, prefix):
        self.case = case
        self.prefix = prefix
        self.category = "device-fn-params" if prefix == "d_" else "device-fn-returns"
        self.name = case.name
        self.kernel = prefix + case.name
        self.xfail = None

    @staticmethod
    def returnable(case):
        p = case.params.strip()
        if case.name in abi_cases.CLANG_CRASHES_RETURNING:
            return False
        return "," not in p and "[" not in p and "(" not in p and "&&" not in p and " " in p

    def source(self):
        if self.prefix == "d_":
            return "__device__ void %s(%s) {}\n" % (self.kernel, self.case.params)
        type_name, var = self.case.params.strip().rsplit(" ", 1)
        return "__device__ %s %s(%s %s) { return %s; }\n" % (type_name, self.kernel, type_name, var, var)


class _Named:
    def __init__(self, category, name):
        self.category, self.name, self.xfail = category, name, None


DECLARES = re.compile(
    r"^(?:(?:struct|union|class|enum(?:\s+class)?)\s+(?:alignas\(\d+\)\s+|__attribute__\(\(\w+\(\d+\)\)\)\s+)*"
    r"|using\s+|typedef\s.*?\b(?=\w+\s*;))(\w+)"
)


def needed_decls(header, text):
    """The lines of `header` that `text` needs: those declaring a name it uses, transitively.
    Lines that declare nothing recognisable are kept."""
    lines = [l for l in header.splitlines() if l.strip()]
    declared = {}
    keep = []
    for i, line in enumerate(lines):
        m = DECLARES.match(line.strip())
        if m:
            declared.setdefault(m.group(1), i)
        else:
            keep.append(i)
    wanted, todo = set(keep), [text] + [lines[i] for i in keep]
    while todo:
        for ident in re.findall(r"\w+", todo.pop()):
            i = declared.get(ident)
            if i is not None and i not in wanted:
                wanted.add(i)
                todo.append(lines[i])
    return "".join(lines[i] + "\n" for i in sorted(wanted))


def only_alignment_differs(detail):
    """Whether every clang/circlec pair of a report differs only in `.align` values."""
    pairs = [l.split(":", 1)[1].strip() for l in detail.splitlines() if re.match(r"sm_\d+ (clang|circlec):", l)]
    if not pairs or len(pairs) % 2:
        return False
    strip = lambda l: re.sub(r"\.align \d+", ".align A", l)
    return all(strip(pairs[i]) == strip(pairs[i + 1]) for i in range(0, len(pairs), 2))


def parse_layout_lines(text):
    """{struct: (size, align, [field offsets])} from the host program's output."""
    out = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 3:
            out[parts[0]] = (int(parts[1]), int(parts[2]), [])
        elif len(parts) == 2:
            out[parts[0].split(".")[0]][2].append(int(parts[1]))
    return out


def parse_dump_ast(text):
    """{record: (size, align, [field offsets])} from `circlec --dump-ast`'s RecordDecl lines."""
    out = {}
    current = None
    for line in text.splitlines():
        m = re.match(r"\s*RecordDecl (?:struct|union|class) (\w+) size=(\d+) align=(\d+)", line)
        if m:
            current = out[m.group(1)] = (int(m.group(2)), int(m.group(3)), [])
            continue
        m = re.match(r"\s+FieldDecl .* offset=(\d+)\s*$", line)
        if m and current is not None:
            current[2].append(int(m.group(1)))
        elif not line.startswith("  "):
            current = None
    return out


def fmt_layout(l):
    return "missing" if l is None else "size %d align %d offsets %s" % (l[0], l[1], l[2])


def indent(text):
    return "\n".join("    " + l for l in text.splitlines())


def first_lines(text, n):
    lines = (text or "").splitlines()
    return "\n".join(lines[:n] + (["    ..."] if len(lines) > n else []))


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--circlec", required=True)
    p.add_argument("--clang", required=True, help="clang++ 19")
    p.add_argument("--work", required=True, help="a scratch directory")
    p.add_argument("--count", type=int, default=520, help="generated struct shapes")
    p.add_argument("--seed", type=int, default=20261121)
    p.add_argument("-v", "--verbose", action="store_true", help="also show expected failures")
    args = p.parse_args()
    return Oracle(args).main(args.count, args.seed)


if __name__ == "__main__":
    sys.exit(main())
