//! The headers circlec ships: the subset of the C and C++ standard library that CUDA programs
//! include, and `<cuda_runtime.h>` with the CUDA runtime API as libcudart exports it. They are
//! embedded in the `circlec` binary, so an installed compiler needs no header directory; the
//! driver serves them to the preprocessor as the last system include directory.

/// The directory name under which the driver presents the shipped headers in diagnostics.
pub const SYSTEM_DIR: &str = "<circlec>/include";

/// Every shipped header: `(name as written in #include <...>, text)`.
pub static HEADERS: &[(&str, &str)] = &[
    ("cuda_runtime.h", include_str!("../include/cuda_runtime.h")),
];

/// The text of a shipped header, by the name used in `#include <name>`.
pub fn header(name: &str) -> Option<&'static str> {
    HEADERS.iter().find(|(n, _)| *n == name).map(|(_, text)| *text)
}

#[cfg(test)]
mod tests {
    #[test]
    fn cuda_runtime_is_shipped() {
        assert!(super::header("cuda_runtime.h").unwrap().contains("dim3"));
        assert!(super::header("no_such.h").is_none());
    }
}
