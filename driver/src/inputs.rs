//! What each file on the command line is, from its name as gcc and nvcc tell: a source circlec
//! compiles (`.cu`, `.cpp`, `.cc`, `.cxx`, or any name after `-x`), or an input of the link
//! (objects `.o`/`.obj`, archives `.a`, shared libraries `.so` and `.so.N`), in command-line
//! order, which the link keeps; and whether a source is CUDA (`.cu`) or plain C++.

use std::path::{Path, PathBuf};

use crate::cli::Cli;

/// Source file extensions circlec compiles.
pub const SOURCE_EXTENSIONS: &[&str] = &["cu", "cpp", "cc", "cxx"];
/// Extensions of the link's inputs.
const LINKER_EXTENSIONS: &[&str] = &["o", "obj", "a", "so", "lo"];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Source(PathBuf),
    Linker(PathBuf),
}

fn is_linker_input(path: &Path) -> bool {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    LINKER_EXTENSIONS.contains(&ext) || name.contains(".so.")
}

/// Whether source `path` is CUDA, as nvcc and clang tell: `-x cu` / `-x cuda` make every
/// source CUDA and `-x c++` none; otherwise a `.cu` file is CUDA and a `.cpp`, `.cc` or `.cxx`
/// file plain C++ (host code, with neither `__CUDACC__` nor the implicit <cuda_runtime.h>).
pub fn is_cuda(cli: &Cli, path: &Path) -> bool {
    match cli.language.as_deref() {
        Some("c++") => false,
        Some(_) => true,
        None => path.extension().and_then(|e| e.to_str()) == Some("cu"),
    }
}

/// The inputs of `cli`, each classified; `Err` names a file that is neither.
pub fn classify(cli: &Cli) -> Result<Vec<Input>, String> {
    cli.inputs
        .iter()
        .map(|path| {
            let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
            if is_linker_input(path) {
                if !path.exists() {
                    return Err(format!("cannot find `{}`: no such file", path.display()));
                }
                Ok(Input::Linker(path.clone()))
            } else if SOURCE_EXTENSIONS.contains(&ext) || cli.language.is_some() {
                Ok(Input::Source(path.clone()))
            } else {
                Err(format!(
                    "`{}` is neither a C++/CUDA source file (.cu, .cpp, .cc, .cxx, or any file after `-x cu`) nor an object or library to link (.o, .a, .so)",
                    path.display()
                ))
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[test]
    fn sources_and_linker_inputs() {
        let dir = std::env::temp_dir().join(format!("circlec-inputs-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let obj = dir.join("b.o");
        let lib = dir.join("libz.so.1");
        std::fs::write(&obj, b"").unwrap();
        std::fs::write(&lib, b"").unwrap();
        let cli = Cli::parse_from(["circlec", "a.cu", obj.to_str().unwrap(), "c.cpp", lib.to_str().unwrap()]);
        assert_eq!(
            classify(&cli).unwrap(),
            vec![Input::Source("a.cu".into()), Input::Linker(obj.clone()), Input::Source("c.cpp".into()), Input::Linker(lib)]
        );
        assert!(classify(&Cli::parse_from(["circlec", "notes.txt"])).unwrap_err().contains("neither"));
        assert!(classify(&Cli::parse_from(["circlec", "/nonexistent/x.o"])).unwrap_err().contains("no such file"));
        assert_eq!(classify(&Cli::parse_from(["circlec", "--x", "cu", "k.inc"])).unwrap(), vec![Input::Source("k.inc".into())]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
