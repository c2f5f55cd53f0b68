#!/usr/bin/env bash
# run.sh: runs the GPU bundle (built by `make gpu-bundle`, scripts/gpu_bundle/build.py) on the
# machine it was taken to. It needs bash, coreutils' `timeout` and python3; no network, no LLVM.
#
#   1. every program of programs.tsv (examples, GPU lit tests, benchmark corpus; circlec builds
#      for sm_52/70/90), several at a time, each under a timeout: PASS, FAIL, crash, timeout, or
#      SKIP where there is no usable GPU (then with the runtime's error);
#   2. compute-sanitizer --tool memcheck over every example, where compute-sanitizer is found;
#   3. the corpus built by this machine's nvcc (-arch=sm_90, started in the background at once),
#      and every corpus kernel timed in both builds by lib/libkernel_timer.so (median of
#      KERNEL_TIMER_REPS=20 launches after warm-up, CUDA events), compared by compare.py;
#   4. the table of verdicts and wall times, and last the line `N passed, M failed`.
#
# Results go to $OUT when it is set (else ./results): table.txt, kernel-times.tsv, logs.tar.gz.
# Exit status 0 when nothing failed (SKIP is not a failure).
#
# Environment: RUN_SECONDS (whole-run budget, default 420: the timing step stops starting
# programs past it), PROGRAM_TIMEOUT (default 120 s), JOBS (programs run at once in step 1,
# default 4), NVCC (the nvcc to compare with; default: PATH, then /usr/local/cuda/bin/nvcc),
# COMPUTE_SANITIZER, ONLY (a regular expression: run only the programs whose name matches).
set -u
B="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$B"
export LD_LIBRARY_PATH="$B/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
RESULTS="${OUT:-$B/results}"
WORK="$B/work"
PROGRAM_TIMEOUT="${PROGRAM_TIMEOUT:-120}"
START=$SECONDS
BUDGET="${RUN_SECONDS:-420}"

# --- one program (also called by xargs as `run.sh --one NAME CMD...`) -----------------------
# Runs CMD under the timeout in WORK/NAME and writes WORK/NAME.verdict: `verdict<TAB>seconds<TAB>note`.
run_one() {
  local name="$1"; shift
  local log="$WORK/logs/$name.log" t0 t1 rc verdict note
  mkdir -p "$WORK/run/$name"
  # A cuda-samples program finds its input files in the directory it runs in.
  if [[ -d "$B/sample-data/$name" ]]; then cp -r "$B/sample-data/$name/." "$WORK/run/$name/"; fi
  t0=$(date +%s.%N)
  (cd "$WORK/run/$name" && timeout -k 5 "$PROGRAM_TIMEOUT" "$@") > "$log" 2>&1
  rc=$?
  t1=$(date +%s.%N)
  note=""
  if [[ $rc == 124 || $rc == 137 ]]; then
    verdict=timeout; note="over ${PROGRAM_TIMEOUT} s"
  elif [[ "$(awk -F'\t' -v n="$name" '$1 == n {print $2}' "$B/programs.tsv")" == sample* ]]; then
    # A cuda-samples program: its exit status is its verdict (2 is the samples' EXIT_WAIVED).
    # One that tests __CUDA_ARCH__ (kind sample-arch) may have run its host branch on the GPU.
    if [[ "$(awk -F'\t' -v n="$name" '$1 == n {print $2}' "$B/programs.tsv")" == sample-arch ]]; then
      note="tests __CUDA_ARCH__, which circlec never defines: the device code may be its host branch"
    fi
    if [[ $rc == 0 ]]; then verdict=PASS
    elif [[ $rc == 2 ]]; then verdict=SKIP; note="waived: $(tail -1 "$log" | cut -c1-80)"
    elif (( rc > 128 )); then verdict=crash; note="signal $((rc - 128))"
    else verdict=FAIL; note="exit $rc: $(grep -m1 -iE 'FAIL|rror|mismatch' "$log" | cut -c1-80)"
    fi
  elif (( rc > 128 )); then
    verdict=crash; note="signal $((rc - 128))"
  elif grep -q "SKIP" "$log" && [[ "${GPU:-0}" == 1 ]]; then
    # The program found no usable device although nvidia-smi lists one: a failure.
    verdict=FAIL; note="SKIP with a GPU present: $(grep -m1 -iE 'failed|error' "$log" | cut -c1-70)"
  elif grep -q "SKIP" "$log"; then
    verdict=SKIP; note="$(grep -m1 -iE 'failed|error' "$log" | cut -c1-90)"
  elif [[ $rc == 0 ]] && grep -q "PASS" "$log" && ! grep -q "FAIL" "$log"; then
    verdict=PASS
  elif [[ "${GPU:-0}" == 0 ]] && grep -qiE "cuda ?error|failed: |insufficient|no CUDA-capable" "$log"; then
    verdict=SKIP; note="$(grep -m1 -iE 'cuda ?error|failed: |insufficient|no CUDA-capable' "$log" | cut -c1-90)"
  else
    verdict=FAIL; note="exit $rc: $(grep -m1 -E 'FAIL|rror|mismatch' "$log" | cut -c1-80)"
  fi
  printf '%s\t%s\t%s\n' "$verdict" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')" "$note" \
    > "$WORK/verdicts/$name"
}
if [[ "${1:-}" == "--one" ]]; then
  shift; run_one "$@"; exit 0
fi

rm -rf "$WORK"; mkdir -p "$WORK/logs" "$WORK/verdicts" "$WORK/times" "$WORK/nvcc" "$RESULTS"
ROWS=()   # names in table order

# --- the machine ------------------------------------------------------------------------------
GPU=0
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L > "$WORK/logs/nvidia-smi.log" 2>&1 \
    && grep -q "^GPU " "$WORK/logs/nvidia-smi.log"; then
  GPU=1
  echo "run.sh: $(head -1 "$WORK/logs/nvidia-smi.log"); driver $(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)"
else
  echo "run.sh: no GPU found (nvidia-smi: $(head -1 "$WORK/logs/nvidia-smi.log" 2>/dev/null || echo 'not installed')): every program runs and reports SKIP with the runtime's error"
fi
export GPU WORK PROGRAM_TIMEOUT

NVCC="${NVCC:-$(command -v nvcc || true)}"
[[ -z "$NVCC" && -x /usr/local/cuda/bin/nvcc ]] && NVCC=/usr/local/cuda/bin/nvcc
SANITIZER="${COMPUTE_SANITIZER:-$(command -v compute-sanitizer || true)}"
[[ -z "$SANITIZER" && -x /usr/local/cuda/bin/compute-sanitizer ]] && SANITIZER=/usr/local/cuda/bin/compute-sanitizer

mapfile -t PROGRAMS < <(cut -f1 programs.tsv | grep -E "${ONLY:-.}")
mapfile -t CORPUS < <(awk -F'\t' '$2 == "corpus" {print $1}' programs.tsv | grep -E "${ONLY:-.}")
mapfile -t EXAMPLES < <(awk -F'\t' '$2 == "example" {print $1}' programs.tsv | grep -E "${ONLY:-.}")

# --- nvcc builds of the corpus, in the background --------------------------------------------
NVCC_PID=""
if [[ -n "$NVCC" && ${#CORPUS[@]} -gt 0 ]]; then
  NVCC_LIB="$(dirname "$(dirname "$NVCC")")"
  export LD_LIBRARY_PATH="$LD_LIBRARY_PATH:$NVCC_LIB/lib64:$NVCC_LIB/lib:$NVCC_LIB/targets/x86_64-linux/lib"
  echo "run.sh: building the corpus with $NVCC ($("$NVCC" --version | tail -1)) in the background"
  ( printf '%s\n' "${CORPUS[@]}" | xargs -P 8 -I{} sh -c \
      '"$0" -arch=sm_90 -O3 -std=c++17 --expt-relaxed-constexpr -cudart shared -w corpus/{}.cu -o "$1"/{} > "$2"/nvcc-build-{}.log 2>&1' \
      "$NVCC" "$WORK/nvcc" "$WORK/logs" ) &
  NVCC_PID=$!
else
  echo "run.sh: no nvcc found (set NVCC): the corpus is not timed against nvcc"
fi

# --- 1. every program -------------------------------------------------------------------------
echo "run.sh: running ${#PROGRAMS[@]} programs, ${JOBS:-4} at a time, ${PROGRAM_TIMEOUT} s each at most"
printf '%s\n' "${PROGRAMS[@]}" | xargs -P "${JOBS:-4}" -I{} "$B/run.sh" --one {} "$B/bin/{}"
ROWS+=("${PROGRAMS[@]}")

# --- 2. memcheck over the examples -------------------------------------------------------------
if [[ $GPU == 1 && -n "$SANITIZER" ]]; then
  echo "run.sh: compute-sanitizer --tool memcheck over ${#EXAMPLES[@]} examples"
  for name in "${EXAMPLES[@]}"; do
    run_one "memcheck-$name" "$SANITIZER" --tool memcheck --error-exitcode 3 "$B/bin/$name"
    ROWS+=("memcheck-$name")
  done
elif [[ $GPU == 1 ]]; then
  echo "run.sh: compute-sanitizer not found: memcheck skipped"
fi

# --- 3. kernel times, circlec against nvcc ----------------------------------------------------
if [[ -n "$NVCC_PID" ]]; then
  wait "$NVCC_PID"
fi
if [[ $GPU == 1 ]]; then
  for name in "${CORPUS[@]}"; do
    if (( SECONDS - START > BUDGET )); then
      echo "run.sh: over the ${BUDGET} s budget: $name and the rest not timed"
      break
    fi
    KERNEL_TIMER_OUT="$WORK/times/circlec-$name.tsv" LD_PRELOAD="$B/lib/libkernel_timer.so" \
      run_one "timed-$name" "$B/bin/$name"
    ROWS+=("timed-$name")
    if [[ -x "$WORK/nvcc/$name" ]]; then
      KERNEL_TIMER_OUT="$WORK/times/nvcc-$name.tsv" LD_PRELOAD="$B/lib/libkernel_timer.so" \
        run_one "nvcc-$name" "$WORK/nvcc/$name"
      ROWS+=("nvcc-$name")
    elif [[ -n "$NVCC" ]]; then
      printf 'FAIL\t0\tnvcc did not build it (logs/nvcc-build-%s.log)\n' "$name" > "$WORK/verdicts/nvcc-$name"
      ROWS+=("nvcc-$name")
    fi
  done
  python3 "$B/compare.py" "$WORK/times" "$RESULTS/kernel-times.tsv" | tee "$WORK/logs/compare.txt"
fi

# --- 4. the table -----------------------------------------------------------------------------
passed=0; failed=0; skipped=0
{
  printf '%-44s %-8s %8s  %s\n' program verdict seconds note
  for name in "${ROWS[@]}"; do
    if [[ -f "$WORK/verdicts/$name" ]]; then
      IFS=$'\t' read -r verdict secs note < "$WORK/verdicts/$name"
    else
      verdict=FAIL; secs=0; note="no verdict recorded"
    fi
    printf '%-44s %-8s %8s  %s\n' "$name" "$verdict" "$secs" "$note"
  done
} > "$RESULTS/table.txt"
for name in "${ROWS[@]}"; do
  verdict=$(cut -f1 "$WORK/verdicts/$name" 2>/dev/null || echo FAIL)
  case "$verdict" in
    PASS) passed=$((passed + 1)) ;;
    SKIP) skipped=$((skipped + 1)) ;;
    *) failed=$((failed + 1)) ;;
  esac
done
cat "$RESULTS/table.txt"
tar -czf "$RESULTS/logs.tar.gz" -C "$WORK" logs times 2>/dev/null
echo "run.sh: $((SECONDS - START)) s; $skipped skipped; results in $RESULTS"
echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
