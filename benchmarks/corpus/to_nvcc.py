#!/usr/bin/env python3
"""to_nvcc.py: rewrites a corpus program (Circle's CUDA dialect) into multi-pass CUDA source that
nvcc compiles, for the GPU bundle's reference builds (issue 16).

nvcc has no counterpart of clang's `#pragma clang force_cuda_host_device`, so where to_clang.py
wraps the device part of the file in that pragma, this script writes `__host__ __device__` in
front of every function declaration and definition before the `// ---- host code` line that
carries no execution-space attribute of its own (free functions, function templates and member
functions of structs alike; `__device__` and `__global__` functions are left as they are). The
rest of the mapping is to_clang.py's: `@codegen if` becomes `if constexpr`, `__nvvm_arch` a macro
over `__CUDA_ARCH__`.

The scan is a small brace-matching pass over the text with comments, strings and preprocessor
lines blanked out: at namespace or class scope a `{` or `;` ends a declaration head; a head that
holds a parameter list and is not an initializer, a control statement or a type definition is a
function. It knows the corpus's C++ subset (no constructors with member initializer lists), and
nvcc then checks the result.

usage: to_nvcc.py IN.cu [OUT.cu]     (OUT defaults to stdout)
"""

import re
import sys

import to_clang

PROLOGUE = """\
// ---- to_nvcc.py: Circle codegen constants as CUDA multi-pass macros ----
#ifdef __CUDA_ARCH__
#define __nvvm_arch (__CUDA_ARCH__ / 10)
#define __is_host_target 0
#else
#define __nvvm_arch 0
#define __is_host_target 1
#endif
"""

SPACE_ATTRS = re.compile(r"\b(__host__|__device__|__global__)\b")
NOT_FUNCTION_HEAD = re.compile(
    r"^\s*(if|for|while|switch|do|else|return|static_assert|typedef|using|struct|class|union|enum|"
    r"namespace|extern\s*\"C\")\b")
TYPE_HEAD = re.compile(r"\b(struct|class|union|enum|namespace)\b")


def blank(text):
    """`text` with comments, string and character literals and preprocessor lines replaced by
    spaces (newlines kept), so offsets stay those of the original."""
    out = list(text)
    i, n = 0, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if at_line_start and c == "#":
            j = i
            while j < n and text[j] != "\n":
                # A backslash-newline continues the directive.
                if text[j] == "\\" and j + 1 < n and text[j + 1] == "\n":
                    j += 2
                    continue
                out[j] = " "
                j += 1
            i = j
            continue
        if c == "\n":
            at_line_start = True
            i += 1
            continue
        if not c.isspace():
            at_line_start = False
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                out[i] = " "
                i += 1
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
            continue
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            for k in range(i + 1, min(j, n)):
                out[k] = " "
            i = j + 1
            continue
        i += 1
    return "".join(out)


def skip_template_header(code, start, end):
    """The offset after `template <...>` headers at `start` (whitespace skipped), or `start`."""
    i = start
    while True:
        while i < end and code[i].isspace():
            i += 1
        m = re.match(r"template\s*<", code[i:end])
        if not m:
            return i
        depth, j = 0, i + m.end() - 1
        while j < end:
            if code[j] == "<":
                depth += 1
            elif code[j] == ">":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        i = j + 1


def is_function_head(head):
    """Whether a declaration head (text before its `{` or `;`) declares a function."""
    if "(" not in head or NOT_FUNCTION_HEAD.match(head):
        return False
    before_paren = head[: head.index("(")]
    if "=" in before_paren or not before_paren.strip():
        return False  # an initializer, or a parenthesised expression
    return not TYPE_HEAD.search(before_paren)


def annotate(text, limit):
    """Offsets in `text[:limit]` where `__host__ __device__ ` goes."""
    code = blank(text[:limit])
    inserts = []
    # Each open brace: "scope" (namespace, class, extern "C"), or "body" (a function body or an
    # initializer, whose contents are left alone).
    stack = []
    head_start = 0
    for i, c in enumerate(code):
        in_body = any(kind == "body" for kind in stack)
        if c == "{":
            if in_body:
                stack.append("body")
                continue
            start = skip_template_header(code, head_start, i)
            head = code[start:i]
            if is_function_head(head):
                if not SPACE_ATTRS.search(code[head_start:i]):
                    inserts.append(start)
                stack.append("body")
            elif "=" in head and not TYPE_HEAD.match(head.strip()):
                stack.append("body")  # a braced initializer
            else:
                stack.append("scope")
            head_start = i + 1
        elif c == "}":
            if stack:
                stack.pop()
            if not any(kind == "body" for kind in stack):
                head_start = i + 1
        elif c == ";" and not in_body:
            start = skip_template_header(code, head_start, i)
            head = code[start:i]
            if is_function_head(head) and not SPACE_ATTRS.search(code[head_start:i]):
                inserts.append(start)
            head_start = i + 1
        elif c == ":" and not in_body and re.search(r"\b(public|private|protected)\s*$", code[head_start:i]):
            head_start = i + 1
    return inserts


def convert(text, name):
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    cut = to_clang.last_leading_include(lines) + 1
    head = "".join(lines[:cut])
    body = "".join(lines[cut:])
    marker = body.find(to_clang.HOST_MARKER)
    limit = len(body) if marker < 0 else marker
    for at in reversed(annotate(body, limit)):
        body = body[:at] + "__host__ __device__ " + body[at:]
    rewritten = "".join(to_clang.rewrite_line(line) for line in body.splitlines(keepends=True))
    return head + PROLOGUE + '#line %d "%s"\n' % (cut + 1, name) + rewritten


def main(argv):
    return to_clang.run(argv, convert, __doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
