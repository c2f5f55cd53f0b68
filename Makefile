# circlec's entry points. `make demo` and `make test` are the two commands a newcomer needs;
# each runs scripts/setup.sh first, which installs only what is missing.
#
#   make setup           install LLVM 19 packages and the project venv (.venv) if missing
#   make build           build the circlec driver (target/debug/circlec)
#   make test            cargo test --workspace, then the lit suite in tests/; fails if either fails
#   make demo            compile examples/vector_add.cu for --sm 52,70, link it and run it
#   make bench-codegen   NVVM codegen wall time for 1, 2, 4 and 8 sm targets (release build)
#   make bench-frontend  frontend throughput on a generated 100,000-line program (release build;
#                        BENCH_ARGS="--lines N --reps N --seed N --write FILE" to vary it)
#   make bench           compile time of circlec against clang 19's multi-pass CUDA (1-8 sms) and
#                        the generated code per kernel, on benchmarks/corpus; writes
#                        benchmarks/RESULTS.md (BENCH_REPS, BENCH_PROGRAMS, BENCH_TARGETS narrow it)
#   make bench-headers   -fsyntax-only and 8-sm build times and peak memory of circlec against
#                        clang 19 and g++ on a file of the system's C++ headers
#                        (benchmarks/headers/RESULTS.md)
#   make bench-rdc       build time of a six-file -rdc=true program for two sms, circlec against
#                        nvcc 13 when found (benchmarks/rdc/RESULTS.md)
#   make gpu-test        the lit suite with the GPU tests enabled (CIRCLEC_GPU_TESTS=1): every
#                        example must print PASS
#   make gpu-bundle      everything that needs a GPU to check, built here into target/gpu-bundle/
#                        (under 48 MiB) with its run.sh, to take to a GPU machine (README.md)
#   make conformance     libstdc++'s own run tests (GCC 12's testsuite, Debian's gcc-12-source,
#                        ~80 MB fetched once into target/conformance/) compiled and run with g++
#                        and with circlec (release build); writes tests/conformance/RESULTS.md
#                        (pass rate per directory against g++, top error kinds). A report, not
#                        part of `make test`. CONFORMANCE_LIMIT=N samples N tests per directory,
#                        CONFORMANCE_JOBS=N runs N at a time (1), CONFORMANCE_DIRS=20_util,...
#                        narrows it
#   make fuzz            mutation-fuzz circlec over the lit tests, examples and benchmark corpus
#                        (scripts/fuzz.py) for FUZZ_SECONDS (60) with FUZZ_SEED (1); minimised
#                        reproducers of crashes, timeouts and LLVM errors go to target/fuzz/, and
#                        it fails if it found any
#   make csmith          csmith's random programs (CSMITH_COUNT, 200; CSMITH_SEED, 1; CSMITH_JOBS, 2)
#                        compiled by g++ and by circlec, run, checksums compared
#                        (scripts/csmith.py, installs csmith if missing); writes the agree /
#                        differ / rejected counts and top rejection kinds to
#                        tests/conformance/CSMITH.md. A report, not part of `make test`

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
CARGO ?= cargo
LIT := .venv/bin/lit
CIRCLEC := target/debug/circlec
DEMO := examples/vector_add.cu
export NO_COLOR := 1

.PHONY: all setup build test unit-test lit-test demo bench bench-headers bench-cuda-headers bench-rdc bench-frontend bench-codegen gpu-test gpu-bundle conformance fuzz csmith clean

all: build

setup:
	@bash scripts/setup.sh

build: setup
	$(CARGO) build -p circlec

# Runs both halves even when the first fails, so one run reports everything.
test: build
	@status=0; \
	echo "== cargo test --workspace"; \
	if $(CARGO) test --workspace; then unit=passed; else unit=FAILED; status=1; fi; \
	echo "== lit tests"; \
	if $(LIT) -sv tests; then lit=passed; else lit=FAILED; status=1; fi; \
	echo "make test: cargo test $$unit, lit $$lit"; \
	exit $$status

unit-test: build
	$(CARGO) test --workspace

lit-test: build
	$(LIT) -sv tests

# Compiles the vector-add example for sm_52 and sm_70 (one front-end pass, a cubin and PTX per
# sm in the fatbin), links it with the CUDA runtime and runs it: PASS on a GPU; without one it
# prints the runtime's error and SKIP, and exits 0 (examples/cuda_check.h).
demo: build
	@mkdir -p target/demo
	@echo "== $(CIRCLEC) --sm 52,70 $(DEMO) -o target/demo/vector_add"
	@$(CIRCLEC) --sm 52,70 $(DEMO) -o target/demo/vector_add
	@echo "== target/demo/vector_add"
	@target/demo/vector_add

bench-frontend: setup
	$(CARGO) run --release -p circlec-benchmarks --bin bench_frontend -- $(BENCH_ARGS)

# NVVM codegen wall time for 1, 2, 4 and 8 sm targets (ODR walk, lowering, O2, PTX), in parallel.
bench-codegen: setup
	$(CARGO) run --release -p circlec-benchmarks --bin bench_codegen -- $(BENCH_ARGS)

# circlec (release build) against clang 19 (a) with the wheels' CUDA headers and (b) with
# circlec's headers, on every corpus program for 1, 2, 4 and 8 sms; see benchmarks/bench.py.
bench: setup
	$(CARGO) build --release -p circlec
	python3 benchmarks/bench.py

bench-headers: setup
	$(CARGO) build --release -p circlec
	python3 benchmarks/headers/bench_headers.py

bench-cuda-headers: setup
	$(CARGO) build --release -p circlec
	python3 benchmarks/headers/bench_cuda_headers.py

# The build time of a six-file -rdc=true program for two sms, circlec against nvcc when found
# (benchmarks/rdc/bench_rdc.py says where it looks); writes benchmarks/rdc/RESULTS.md.
bench-rdc: setup
	$(CARGO) build --release -p circlec
	python3 benchmarks/rdc/bench_rdc.py

gpu-test: build
	CIRCLEC_GPU_TESTS=1 $(LIT) -sv tests

# Examples, GPU lit tests and the benchmark corpus for sm_52/70/90, libcudart, the kernel timer
# and the corpus rewritten for nvcc, with run.sh (scripts/gpu_bundle/build.py says what is in it).
# SAMPLES=DIR (a checkout of NVIDIA/cuda-samples) adds every sample circlec builds.
gpu-bundle: build
	python3 scripts/gpu_bundle/build.py --circlec $(CIRCLEC) $(if $(SAMPLES),--samples $(SAMPLES))

# A report, not a gate: it fails only when the harness itself cannot run (scripts/conformance.py).
# The release build: each test parses 30,000+ lines of real headers, which the debug build takes
# minutes over, so the 60 s compile timeout would measure the build profile, not the compiler.
conformance: setup
	$(CARGO) build --release -p circlec
	CIRCLEC=target/release/circlec python3 scripts/conformance.py

# A fixed seed tries the same mutants in the same order everywhere; the time only cuts the count.
fuzz: build
	python3 scripts/fuzz.py --circlec $(CIRCLEC) --seconds $${FUZZ_SECONDS:-60} --seed $${FUZZ_SEED:-1}

# Fixed seeds: program i is `csmith --seed CSMITH_SEED+i` on every machine.
csmith: build
	python3 scripts/csmith.py --circlec $(CIRCLEC)

clean:
	$(CARGO) clean
	rm -rf tests/*/Output
