//! The headers circlec ships, which are part of the compiler as clang's resource headers are:
//! the compiler's own C headers (`<stddef.h>`, `<stdarg.h>`, `<float.h>`, `<limits.h>`), the
//! runtime wrapper read before every translation unit (the device side of the C library), and
//! `<cuda_runtime.h>` with the CUDA runtime API as libcudart exports it. The C and C++ standard
//! libraries themselves are the system's (glibc, libstdc++). The headers are embedded in the
//! `circlec` binary, so an installed compiler needs no header directory; the driver serves them
//! to the preprocessor between libstdc++'s directories and the C library's.

/// The directory name under which the driver presents the shipped headers in diagnostics.
pub const SYSTEM_DIR: &str = "<circlec>/include";

/// Every shipped header: `(name as written in #include <...>, text)`.
pub static HEADERS: &[(&str, &str)] = &[
    ("__circlec_runtime_wrapper.h", include_str!("../include/__circlec_runtime_wrapper.h")),
    ("cuda_runtime.h", include_str!("../include/cuda_runtime.h")),
    ("cuda_runtime_api.h", include_str!("../include/cuda_runtime_api.h")),
    ("float.h", include_str!("../include/float.h")),
    ("limits.h", include_str!("../include/limits.h")),
    ("stdarg.h", include_str!("../include/stdarg.h")),
    ("stddef.h", include_str!("../include/stddef.h")),
    ("vector_types.h", include_str!("../include/vector_types.h")),
];

/// The header the driver reads before every translation unit.
pub const RUNTIME_WRAPPER: &str = "__circlec_runtime_wrapper.h";

/// The text of a shipped header, by the name used in `#include <name>`.
pub fn header(name: &str) -> Option<&'static str> {
    HEADERS.iter().find(|(n, _)| *n == name).map(|(_, text)| *text)
}

#[cfg(test)]
mod tests {
    use super::{header, HEADERS};

    #[test]
    fn cuda_runtime_is_shipped() {
        assert!(header("cuda_runtime.h").unwrap().contains("cudaMemcpyHostToDevice = 1"));
        assert!(header("vector_types.h").unwrap().contains("struct dim3"));
        assert!(header("no_such.h").is_none());
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

    /// The C++ names of the C headers include the C header, so both spellings give one set of
    /// declarations.
    #[test]
    fn cxx_headers_include_their_c_headers() {
        for (cxx, c) in [
            ("cstdio", "stdio.h"),
            ("cstdlib", "stdlib.h"),
            ("cstring", "string.h"),
            ("cmath", "math.h"),
            ("cstdint", "stdint.h"),
            ("cstddef", "stddef.h"),
            ("climits", "limits.h"),
            ("cfloat", "float.h"),
            ("cassert", "assert.h"),
        ] {
            let text = header(cxx).unwrap_or_else(|| panic!("{cxx} is not shipped"));
            assert!(text.contains(&format!("#include <{c}>")), "{cxx} does not include <{c}>");
            assert!(header(c).is_some(), "{c} is not shipped");
        }
    }

    /// Every declaration of a standard function is inside `extern "C"` (they are the C
    /// library's symbols): a header with prototypes has an `extern "C"` block.
    #[test]
    fn function_headers_use_extern_c() {
        for name in ["stdio.h", "stdlib.h", "string.h", "math.h", "assert.h", "cuda_runtime.h"] {
            assert!(header(name).unwrap().contains("extern \"C\""), "{name} has no extern \"C\"");
        }
    }
}
