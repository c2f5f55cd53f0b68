#!/bin/bash
# check_clang.sh: validates corpus programs with clang 19 (variant (b): -nocudainc, circlec's
# std_shim headers, clang_prelude.h): to_clang.py, then -fsyntax-only in a device pass
# (sm_70 by default; ARCHS="52 70 90" for more) and a host pass. usage: check_clang.sh [X.cu...]
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
files=("$@")
[ ${#files[@]} -eq 0 ] && files=("$here"/*.cu)
rc=0
for f in "${files[@]}"; do
  out="$tmp/$(basename "$f")"
  python3 "$here/to_clang.py" "$f" "$out" || { echo "FAIL $f (to_clang.py)"; rc=1; continue; }
  common=(-std=c++17 -x cuda -nocudainc -nocudalib -isystem "$root/std_shim/include"
          -isystem "$here/clang_include"
          -include "$here/clang_prelude.h" -fsyntax-only -Wall -Wno-unused-function
          -Wno-unknown-cuda-version)
  ok=1
  for arch in ${ARCHS:-70}; do
    clang++-19 "${common[@]}" --cuda-device-only --cuda-gpu-arch=sm_$arch "$out" || ok=0
  done
  clang++-19 "${common[@]}" --cuda-host-only "$out" || ok=0
  if [ $ok = 1 ]; then echo "OK   $f"; else echo "FAIL $f"; rc=1; fi
done
exit $rc
