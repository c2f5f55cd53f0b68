# -*- Python -*-
# circlec's lit suite.
#
# Layout: one directory per area, one file per feature: tests/<area>/<feature>.cu (also .cpp,
# .cc, .cxx; `.test` for tests of scripts, whose RUN lines name what they read), e.g.
# tests/preprocessor/include-once.cu, tests/driver/print-cuda.cu. A test is the source itself
# with `// RUN:` lines and FileCheck `// CHECK:` lines beside the code they check:
#
#   // RUN: %circlec --dump-ast %s | FileCheck %s
#   // RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ERR
#
# Files a test includes or reads go in an `Inputs/` directory beside it (never run as tests);
# generated test directories (`generated/`, `abi-generated/`) are not run either.
#
# Substitutions:
#   %circlec     the driver: $CIRCLEC, else target/debug/circlec (run `make build` first)
#   FileCheck, not, count   LLVM 19's tools (`not cmd` succeeds when cmd fails;
#                `count N` checks stdin has N lines)
#   %ptxas       NVIDIA's ptxas        (feature `ptxas` when found)
#   %cuobjdump   NVIDIA's cuobjdump    (feature `cuobjdump` when found)
#   %clang_cuda  clang 19 compiling CUDA device code, the oracle for comparisons
#                (feature `clang-cuda` when clang++-19 is found)
#   %clangxx     clang++ 19 itself (feature `clang-cuda` too)
#   %std_shim    the directory of the headers circlec ships (std_shim/include)
#   %cuda_includes  -I flags for NVIDIA's own CUDA runtime headers from the wheels, to compare
#                the shipped headers with (feature `cuda-headers` when found)
#   %libcudart   the shared CUDA runtime from the wheels (libcudart.so.12), to link test programs
#                with (feature `libcudart` when it and libcudart_static.a, circlec's default,
#                are found); %libcudart_dir is its directory
# Features: `ccache` and `cmake` when on PATH; `gpu` when CIRCLEC_GPU_TESTS=1 (tests that run on a real GPU: `REQUIRES: gpu`).
# ptxas and cuobjdump come from the NVIDIA wheels in the project's .venv (scripts/setup.sh), or
# $PTXAS/$CUOBJDUMP, $CUDA_PATH/bin, /usr/local/cuda/bin, then PATH.

import glob
import os
import shutil

import lit.formats

config.name = "circlec"
# RUN lines run in bash (`$?`, `cd`, subshells work as in a terminal), with pipefail.
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".cu", ".cpp", ".cc", ".cxx", ".test"]
config.excludes = ["Inputs", "Output", "generated", "abi-generated", "lit.cfg.py"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = config.test_source_root

repo = os.path.dirname(config.test_source_root)
llvm_bin = "/usr/lib/llvm-19/bin"


def first_executable(candidates):
    """The first candidate path that is an executable file, or None."""
    for path in candidates:
        if path and os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return None


def wheel_tool(*relative):
    """A tool inside the NVIDIA wheels of the project's venv, e.g. ("cuda_nvcc", "bin", "ptxas")."""
    pattern = os.path.join(repo, ".venv", "lib", "python3*", "site-packages", "nvidia", *relative)
    return sorted(glob.glob(pattern))


def cuda_tool(name, env_var, wheel_dirs):
    candidates = [os.environ.get(env_var)]
    for d in wheel_dirs:
        candidates += wheel_tool(d, "bin", name)
    for root in (os.environ.get("CUDA_PATH"), os.environ.get("CUDA_HOME"), "/usr/local/cuda"):
        if root:
            candidates.append(os.path.join(root, "bin", name))
    candidates.append(shutil.which(name))
    return first_executable(candidates)


# The environment tests run in: no colour, and nothing inherited that changes CUDA discovery.
config.environment["NO_COLOR"] = "1"
for var in ("HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

circlec = os.environ.get("CIRCLEC") or os.path.join(repo, "target", "debug", "circlec")
if not os.path.isfile(circlec):
    lit_config.warning("circlec not found at %s; run `make build` (or set CIRCLEC)" % circlec)
config.substitutions.append(("%circlec", circlec))

filecheck = first_executable([os.path.join(llvm_bin, "FileCheck"), shutil.which("FileCheck-19")])
not_tool = first_executable([os.path.join(llvm_bin, "not")])
count_tool = first_executable([os.path.join(llvm_bin, "count")])
if not filecheck or not not_tool or not count_tool:
    lit_config.fatal("LLVM 19's FileCheck, not and count were not found in %s; run scripts/setup.sh" % llvm_bin)
# FileCheck as a whole word; `not` and `count` only where a command starts (line start, after
# `|`, `;`, `&&`, `||`, `(` or the `%dbg(...)` marker lit puts first), so that the same words
# in quoted arguments are left alone.
config.substitutions.append((r"(?<![-\w./])FileCheck(?![-\w.])", filecheck))
config.substitutions.append((r"(^|[|;&()])(\s*)not(?=\s)", r"\1\2" + not_tool))
config.substitutions.append((r"(^|[|;&()])(\s*)count(?=\s)", r"\1\2" + count_tool))

ptxas = cuda_tool("ptxas", "PTXAS", ["cuda_nvcc"])
if ptxas:
    config.available_features.add("ptxas")
config.substitutions.append(("%ptxas", ptxas or "false ptxas-not-found"))

cuobjdump = cuda_tool("cuobjdump", "CUOBJDUMP", ["cu13", "cuda_cuobjdump", "cuda_nvcc"])
if cuobjdump:
    config.available_features.add("cuobjdump")
config.substitutions.append(("%cuobjdump", cuobjdump or "false cuobjdump-not-found"))

# ccache (scripts/setup.sh installs it), for tests/driver/ccache.cu.
if shutil.which("ccache"):
    config.available_features.add("ccache")

# cmake (scripts/setup.sh installs it), for tests/driver/cmake.test.
if shutil.which("cmake"):
    config.available_features.add("cmake")
config.substitutions.append(("%cmake_dir", os.path.join(repo, "cmake")))

clangxx = first_executable([os.path.join(llvm_bin, "clang++"), shutil.which("clang++-19")])
if clangxx:
    config.available_features.add("clang-cuda")
config.substitutions.append(
    (
        "%clang_cuda",
        "%s -x cuda --cuda-device-only -nocudainc -nocudalib" % (clangxx or "false clang-not-found"),
    )
)

config.substitutions.append(("%clangxx", clangxx or "false clang-not-found"))
config.substitutions.append(("%std_shim", os.path.join(repo, "std_shim", "include")))

cuda_include_dirs = [
    d
    for pkg in ("cuda_runtime", "cuda_nvcc")
    for d in wheel_tool(pkg, "include")
    if os.path.isfile(os.path.join(d, "cuda_runtime_api.h")) or os.path.isdir(os.path.join(d, "crt"))
]
if len(cuda_include_dirs) >= 2:
    config.available_features.add("cuda-headers")
config.substitutions.append(("%cuda_includes", " ".join("-I" + d for d in cuda_include_dirs)))

libcudart = sorted(wheel_tool("cuda_runtime", "lib", "libcudart.so.*"))
# circlec links the static runtime by default (as nvcc), and --cudart=shared the shared one.
if libcudart and wheel_tool("cuda_runtime", "lib", "libcudart_static.a"):
    config.available_features.add("libcudart")
    config.substitutions.append(("%libcudart_dir", os.path.dirname(libcudart[0])))
    config.substitutions.append(("%libcudart", libcudart[0]))

if os.environ.get("CIRCLEC_GPU_TESTS") == "1":
    config.available_features.add("gpu")
    config.environment["CIRCLEC_GPU_TESTS"] = "1"
