#!/usr/bin/env python3
"""to_clang.py: rewrites a corpus program (Circle's CUDA dialect) into the equivalent
multi-pass CUDA source that clang compiles, one pass per sm target plus a host pass.

Mapping (also in README.md):
  @codegen if (E)        ->  if constexpr (E)
  else @codegen if (E)   ->  else if constexpr (E)
  @codegen const T x = E ->  constexpr T x = E
  @codegen T x = E       ->  constexpr T x = E
  __nvvm_arch            ->  (__CUDA_ARCH__ / 10) in a device pass, 0 in the host pass
  __is_host_target       ->  1 in the host pass, 0 in a device pass
  untagged functions     ->  __host__ __device__ (#pragma clang force_cuda_host_device), since
                             Circle lets kernels call any function of the translation unit;
                             the pragma ends at the line starting `// ---- host code`, after
                             which come the host-only functions (those calling the runtime API
                             or launching kernels, and main), which clang would reject as
                             __host__ __device__ in a device pass. Functions tagged
                             `__device__` alone are taken out of the pragma (it would widen them
                             to __host__ __device__, and clang's device-only intrinsics could
                             then not be called from them): the pragma ends before each such
                             function and begins again after its body.

The macro block and the pragma go right after the file's leading #include lines (so headers are
not affected), followed by a #line directive so that clang's diagnostics name the original file
and line.

usage: to_clang.py IN.cu [OUT.cu]     (OUT defaults to stdout)
"""

import re
import sys

CODEGEN_IF = re.compile(r"@codegen\s+if\b")
CODEGEN_CONST = re.compile(r"@codegen\s+const\b")
CODEGEN_OBJ = re.compile(r"@codegen\b")

PROLOGUE = """\
// ---- to_clang.py: Circle codegen constants as CUDA multi-pass macros ----
#ifdef __CUDA_ARCH__
#define __nvvm_arch (__CUDA_ARCH__ / 10)
#define __is_host_target 0
#else
#define __nvvm_arch 0
#define __is_host_target 1
#endif
#pragma clang force_cuda_host_device begin
"""

PROLOGUE_PRAGMA = "#pragma clang force_cuda_host_device begin\n"

EPILOGUE = """\
#pragma clang force_cuda_host_device end
"""

HOST_MARKER = "// ---- host code"


def split_comment(line):
    """Returns (code, comment) where comment is a trailing // comment outside string literals."""
    in_str = None
    i = 0
    while i < len(line):
        c = line[i]
        if in_str:
            if c == "\\":
                i += 2
                continue
            if c == in_str:
                in_str = None
        elif c in "\"'":
            in_str = c
        elif line.startswith("//", i):
            return line[:i], line[i:]
        i += 1
    return line, ""


def rewrite_line(line):
    code, comment = split_comment(line)
    code = CODEGEN_IF.sub("if constexpr", code)
    code = CODEGEN_CONST.sub("constexpr", code)
    code = CODEGEN_OBJ.sub("constexpr", code)
    return code + comment


def last_leading_include(lines):
    """Index of the last #include before the first line of code (comments and other
    preprocessor lines may come between the includes)."""
    last = -1
    in_block_comment = False
    for i, line in enumerate(lines):
        s = line.strip()
        if in_block_comment:
            if "*/" in s:
                in_block_comment = False
            continue
        if not s or s.startswith("//"):
            continue
        if s.startswith("/*"):
            in_block_comment = "*/" not in s
            continue
        if s.startswith("#"):
            if re.match(r"#\s*include\b", s):
                last = i
            continue
        break
    return last


DEVICE_DECL = re.compile(
    r"^\s*(template\s*<.*>\s*)?((static|inline|extern|__forceinline__|__noinline__)\s+)*__device__\b")


STRING_OR_CHAR = re.compile(r"'(\\.|[^'\\])*'|\"(\\.|[^\"\\])*\"")


def scan_device_function(lines, start):
    """If a `__device__` (not `__host__`) function declaration or definition starts at line
    `start`, returns the index of its last line; otherwise None."""
    depth = 0
    in_body = False
    for k in range(start, len(lines)):
        code = STRING_OR_CHAR.sub('""', split_comment(lines[k])[0])
        if not in_body:
            m = re.search(r"[;{=]", code)
            if m is None:
                continue
            head = "".join(split_comment(l)[0] for l in lines[start:k]) + code[: m.start()]
            if "__host__" in head or "(" not in head:
                return None  # a __host__ __device__ function, or a variable
            if m.group() == ";":
                return k
            if m.group() == "=":
                return None
            in_body = True
            code = code[m.start():]
        depth += code.count("{") - code.count("}")
        if depth <= 0:
            return k
    return None


def convert(text, name):
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    cut = last_leading_include(lines) + 1
    out = lines[:cut]
    out.append(PROLOGUE)
    out.append('#line %d "%s"\n' % (cut + 1, name))
    open_pragma = True
    resume_after = -1
    for i in range(cut, len(lines)):
        line = lines[i]
        if open_pragma and line.lstrip().startswith(HOST_MARKER):
            out.append(EPILOGUE)
            out.append('#line %d "%s"\n' % (i + 1, name))
            open_pragma = False
        if open_pragma and resume_after < 0 and DEVICE_DECL.match(split_comment(line)[0]):
            end = scan_device_function(lines, i)
            if end is not None:
                # Take the template header line, if any, along with it.
                if i > cut and out and re.match(r"^\s*template\s*<", lines[i - 1]) \
                        and not DEVICE_DECL.match(lines[i - 1]):
                    prev = out.pop()
                    out.append(EPILOGUE)
                    out.append('#line %d "%s"\n' % (i, name))
                    out.append(prev)
                else:
                    out.append(EPILOGUE)
                    out.append('#line %d "%s"\n' % (i + 1, name))
                resume_after = end
        out.append(rewrite_line(line))
        if i == resume_after:
            out.append(PROLOGUE_PRAGMA)
            out.append('#line %d "%s"\n' % (i + 2, name))
            resume_after = -1
    if open_pragma:
        out.append(EPILOGUE)
    return "".join(out)


def run(argv, convert_text, usage):
    """The command line of to_clang.py and to_nvcc.py: IN.cu [OUT.cu], rewritten by
    `convert_text(text, name)`; fails if Circle syntax is left in the output."""
    if len(argv) not in (2, 3):
        sys.stderr.write(usage)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        text = f.read()
    result = convert_text(text, argv[1])
    for number, line in enumerate(result.splitlines(), 1):
        code = split_comment(line)[0]
        if "@" in STRING_OR_CHAR.sub('""', code):
            sys.stderr.write("%s: output line %d still has Circle syntax: %s\n" % (argv[1], number, line.strip()))
            return 1
    if len(argv) == 3:
        with open(argv[2], "w", encoding="utf-8") as f:
            f.write(result)
    else:
        sys.stdout.write(result)
    return 0


def main(argv):
    return run(argv, convert, __doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
