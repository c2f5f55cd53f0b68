//! The `circlec` binary.
fn main() {}
