//! circlec's benchmarks.
