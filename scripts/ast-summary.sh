#!/usr/bin/env bash
# Prints a summary of the AST circlec builds for one source file (used by `make demo`):
# the number of top-level declarations by kind, one line for each of the file's own
# declarations (those after what its #includes bring in), and the whole tree of its kernels.
#
# Usage: scripts/ast-summary.sh CIRCLEC SOURCE
set -euo pipefail

circlec="$1"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

"$circlec" --dump-ast "$src" >"$tmp/full"

# The declarations the #include lines alone produce come first in the dump; skip that many.
grep -E '^[[:space:]]*#[[:space:]]*include' "$src" >"$tmp/includes.cu" || true
"$circlec" --dump-ast -I "$(dirname "$src")" "$tmp/includes.cu" >"$tmp/headers"
from_headers="$(grep -c '^[^ ]' "$tmp/headers" || true)"
total="$(grep -c '^[^ ]' "$tmp/full" || true)"
awk -v skip="$from_headers" '/^[^ ]/ { n++ } n > skip' "$tmp/full" >"$tmp/own"

echo "AST of $src: $total top-level declarations, $from_headers of them from its headers"
grep '^[^ ]' "$tmp/full" | awk '{ print $1 }' | sort | uniq -c | sed 's/^/  /'
echo
echo "Declarations of $src:"
grep '^[^ ]' "$tmp/own" | sed 's/^/  /'
echo
echo "Kernels (the whole tree; @codegen if appears as CodegenIf):"
awk '/^[^ ]/ { show = ($0 ~ /^FunctionDecl .* global$/) } show' "$tmp/own" | sed 's/^/  /'
