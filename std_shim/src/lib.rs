//! The headers circlec ships, which are part of the compiler as clang's resource headers are:
//! the compiler's own C headers (`<stddef.h>`, `<stdarg.h>`, `<float.h>`, `<limits.h>`,
//! `<stdalign.h>`, `<stdbool.h>`, `<iso646.h>`, `<stdnoreturn.h>`), the
//! runtime wrapper read before every CUDA translation unit (the device side of the C library, then
//! NVIDIA's `<cuda_runtime.h>`, as nvcc includes it implicitly), and the implicit declarations
//! of every C++ compiler (`__builtin_va_list`), which alone are read before a plain C++ file. The C and C++ standard
//! libraries are the system's (glibc, libstdc++) and the CUDA headers NVIDIA's own. The headers are embedded in the
//! `circlec` binary, so an installed compiler needs no header directory; the driver serves them
//! to the preprocessor between libstdc++'s directories and the C library's.

/// The directory name under which the driver presents the shipped headers in diagnostics.
pub const SYSTEM_DIR: &str = "<circlec>/include";

/// Every shipped header: `(name as written in #include <...>, text)`.
pub static HEADERS: &[(&str, &str)] = &[
    ("__circlec_builtins.h", include_str!("../include/__circlec_builtins.h")),
    ("__circlec_runtime_wrapper.h", include_str!("../include/__circlec_runtime_wrapper.h")),
    ("float.h", include_str!("../include/float.h")),
    ("iso646.h", include_str!("../include/iso646.h")),
    ("limits.h", include_str!("../include/limits.h")),
    ("stdalign.h", include_str!("../include/stdalign.h")),
    ("stdarg.h", include_str!("../include/stdarg.h")),
    ("stdbool.h", include_str!("../include/stdbool.h")),
    ("stddef.h", include_str!("../include/stddef.h")),
    ("stdnoreturn.h", include_str!("../include/stdnoreturn.h")),
];

/// The header the driver reads before every CUDA translation unit.
pub const RUNTIME_WRAPPER: &str = "__circlec_runtime_wrapper.h";
/// The header the driver reads before a plain C++ translation unit (`.cpp`, `-x c++`): the
/// types every C++ compiler declares implicitly, which the runtime wrapper includes too.
pub const BUILTINS: &str = "__circlec_builtins.h";

/// The text of a shipped header, by the name used in `#include <name>`.
pub fn header(name: &str) -> Option<&'static str> {
    HEADERS.iter().find(|(n, _)| *n == name).map(|(_, text)| *text)
}

#[cfg(test)]
mod tests {
    use super::{header, HEADERS, RUNTIME_WRAPPER};

    /// The CUDA headers are NVIDIA's, found in the CUDA installation; none is forked here.
    #[test]
    fn no_cuda_header_is_shipped() {
        for name in ["cuda_runtime.h", "cuda_runtime_api.h", "vector_types.h", "driver_types.h"] {
            assert!(header(name).is_none(), "{name} is shipped; NVIDIA's must be used");
        }
        assert!(header("stddef.h").is_some());
    }

    /// Every file in std_shim/include is in HEADERS (and nothing else is), so a header added to
    /// the directory cannot be forgotten in the table.
    #[test]
    fn every_header_in_the_directory_is_registered() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("include");
        let mut on_disk: Vec<String> =
            std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        on_disk.sort();
        let mut registered: Vec<String> = HEADERS.iter().map(|(n, _)| n.to_string()).collect();
        registered.sort();
        assert_eq!(on_disk, registered);
        for (name, text) in HEADERS {
            let on_disk = std::fs::read_to_string(dir.join(name)).unwrap();
            assert_eq!(&on_disk, text, "{name} is registered with another file's text");
        }
    }

    /// No shipped header is a fork of the C or C++ library's: those come from the system.
    #[test]
    fn no_standard_library_header_is_shipped() {
        for name in ["stdio.h", "stdlib.h", "string.h", "math.h", "stdint.h", "assert.h", "cmath", "cstdio", "type_traits", "utility", "new"] {
            assert!(header(name).is_none(), "{name} is shipped; the system's must be used");
        }
    }

    /// The runtime wrapper's declarations are C symbols, and name the device-callable C library.
    #[test]
    fn runtime_wrapper_declares_the_device_c_library() {
        let w = header(RUNTIME_WRAPPER).unwrap();
        assert!(w.contains("extern \"C\""));
        for f in ["int printf(", "void *malloc(", "void *memcpy(", "float sqrtf(", "void __assert_fail("] {
            assert!(w.contains(&format!("__host__ __device__ {f}")) || w.contains(f), "{f} missing");
        }
        assert!(w.contains("#include <__circlec_builtins.h>"));
    }

    /// The implicit declarations of every C++ compiler, read before CUDA and plain C++ files.
    #[test]
    fn builtins_header_declares_va_list_and_operator_new() {
        let b = header(super::BUILTINS).unwrap();
        assert!(b.contains("__builtin_va_list[1]"));
        assert!(b.contains("void *operator new(unsigned long);"));
        assert!(!b.contains("__host__"), "the builtins header is plain C++");
    }
}
