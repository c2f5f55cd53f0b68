//! circlec's benchmarks. [`gen`] generates large C++/CUDA programs in the subset the frontend
//! accepts; the `bench_frontend` binary (`make bench-frontend`) measures the frontend's
//! throughput on one of them. Later issues add codegen scaling and comparisons with clang.

pub mod gen;
