#!/usr/bin/env bash
# circlec's one set-up script: installs what the build and the tests need and is missing, and
# nothing else. Safe to run any number of times; when everything is present it only checks and
# returns in about a second (`make demo` and `make test` run it first).
#
# What it provides:
#   - Debian/Ubuntu packages: LLVM 19 (llvm-sys links it statically, with the -dev libraries
#     `llvm-config-19 --system-libs --link-static` names), clang-19 (the oracle in lit tests),
#     FileCheck and `not` (llvm-19-tools), and python3-venv;
#   - a project-local Python environment `.venv` with lit and NVIDIA's CUDA 12.9 wheels
#     (scripts/requirements.txt), reinstalled only when that file changes.
#
# On a machine it cannot provision (not Debian/Ubuntu, no apt-get, neither root nor sudo) it
# prints exactly what to install and exits with status 1.
#
# Environment: CIRCLEC_SETUP_QUIET=1 silences the "all present" lines.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$REPO/.venv"
REQUIREMENTS="$REPO/scripts/requirements.txt"
STAMP="$VENV/.circlec-requirements.sha256"

APT_PACKAGES=(
  llvm-19-dev llvm-19-tools libclang-19-dev clang-19 libpolly-19-dev
  # The system libraries of `llvm-config-19 --system-libs --link-static`: -lz -lzstd -lxml2
  # and libz3; ffi and ncurses for llvm-sys's other configurations.
  zlib1g-dev libzstd-dev libxml2-dev libz3-dev libffi-dev libncurses-dev
  # A C toolchain for build scripts and (later) linking executables, and the venv module.
  build-essential python3 python3-venv
  # ccache, which tests/driver/ccache.cu runs on circlec.
  ccache
  # cmake, which tests/driver/cmake.test runs with circlec as the CUDA compiler.
  cmake
)

say() { printf 'setup: %s\n' "$*"; }
note() { [[ "${CIRCLEC_SETUP_QUIET:-0}" == 1 ]] || say "$@"; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

# --- Rust -----------------------------------------------------------------------------------
if ! command -v cargo >/dev/null 2>&1; then
  [[ -x "$HOME/.cargo/bin/cargo" ]] && export PATH="$HOME/.cargo/bin:$PATH"
fi
if ! command -v cargo >/dev/null 2>&1; then
  cat >&2 <<'EOF'
setup: error: cargo (Rust) was not found.
  Install a Rust toolchain (1.80 or newer) with rustup (the Rust project's installer), make sure
  cargo is on PATH (. "$HOME/.cargo/env"), then run this script again.
EOF
  exit 1
fi

# --- Debian packages ------------------------------------------------------------------------
is_installed() {
  [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" == "install ok installed" ]]
}

# Prints what to install by hand and exits 1. $1: why; the rest: the missing packages (all of
# them when unknown).
print_manual_instructions() {
  local reason="$1"; shift
  local pkgs=("$@")
  (( ${#pkgs[@]} > 0 )) || pkgs=("${APT_PACKAGES[@]}")
  cat >&2 <<EOF
setup: error: cannot install the system packages on this machine ($reason).
  circlec needs LLVM 19 and clang 19 with their development files, LLVM's FileCheck and not,
  the libraries LLVM links against, a C compiler, and Python 3 with venv. On Debian/Ubuntu,
  as root, install what is missing:
    apt-get update
    apt-get install -y ${pkgs[*]}
  Elsewhere install the equivalents (LLVM 19 with llvm-config-19 or LLVM_SYS_191_PREFIX
  pointing at it, FileCheck and not in /usr/lib/llvm-19/bin, zlib, zstd, libxml2, z3, libffi,
  ncurses, gcc, python3 with venv), then run this script again.
EOF
  exit 1
}

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for pkg in "${APT_PACKAGES[@]}"; do
    is_installed "$pkg" || missing+=("$pkg")
  done
else
  # Not a dpkg system: accept it if the tools are already where the build looks for them.
  if [[ -x /usr/lib/llvm-19/bin/llvm-config && -x /usr/lib/llvm-19/bin/FileCheck ]] \
     && command -v clang++-19 >/dev/null 2>&1 && python3 -c 'import venv' >/dev/null 2>&1; then
    note "no dpkg; LLVM 19 found in /usr/lib/llvm-19"
  else
    print_manual_instructions "not Debian/Ubuntu: no dpkg-query"
  fi
fi

if (( ${#missing[@]} > 0 )); then
  say "missing packages: ${missing[*]}"
  if ! command -v apt-get >/dev/null 2>&1; then
    print_manual_instructions "no apt-get" "${missing[@]}"
  fi
  SUDO=()
  if [[ "$(id -u)" != 0 ]]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
      SUDO=(sudo)
    else
      print_manual_instructions "not root and no password-less sudo" "${missing[@]}"
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  if ! "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -q --no-install-recommends "${missing[@]}"; then
    die "apt-get install failed for: ${missing[*]}
  LLVM 19 is in Debian 12 (bookworm) and Ubuntu 24.04; on older releases add LLVM's own apt
  repository for version 19 first, then run this script again."
  fi
else
  note "system packages: all present"
fi

# --- Python environment ---------------------------------------------------------------------
want_hash="$(sha256sum "$REQUIREMENTS" | cut -d' ' -f1)"
if [[ -x "$VENV/bin/python" && -x "$VENV/bin/lit" && -f "$STAMP" \
      && "$(cat "$STAMP")" == "$want_hash" ]]; then
  note "python environment .venv: up to date"
else
  if [[ ! -x "$VENV/bin/python" ]]; then
    say "creating .venv"
    python3 -m venv "$VENV" || die "python3 -m venv failed (is python3-venv installed?)"
  fi
  say "installing scripts/requirements.txt into .venv"
  "$VENV/bin/python" -m pip install -q --disable-pip-version-check -r "$REQUIREMENTS" \
    || die "pip install failed; see the messages above"
  printf '%s\n' "$want_hash" >"$STAMP"
fi

note "ready"
