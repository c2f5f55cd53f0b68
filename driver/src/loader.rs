//! How the frontend reads `#include`d files: from the file system, except for paths under the
//! shipped-header directory (`std_shim::SYSTEM_DIR`), which come from the headers embedded in the
//! binary. This is the only file I/O the frontend's preprocessing does, and it happens here.

use frontend::pp::FileLoader;

pub struct DriverLoader;

impl FileLoader for DriverLoader {
    fn load(&self, path: &str) -> Option<String> {
        if let Some(name) = path.strip_prefix(std_shim::SYSTEM_DIR) {
            return std_shim::header(name.trim_start_matches('/')).map(str::to_owned);
        }
        let p = std::path::Path::new(path);
        if !p.is_file() {
            return None;
        }
        let bytes = std::fs::read(p).ok()?;
        Some(String::from_utf8_lossy(&bytes).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_headers_come_from_the_binary() {
        let text = DriverLoader.load(&format!("{}/stddef.h", std_shim::SYSTEM_DIR));
        assert!(text.unwrap().contains("size_t"));
        assert!(DriverLoader.load(&format!("{}/nonexistent.h", std_shim::SYSTEM_DIR)).is_none());
        assert!(DriverLoader.load("/definitely/not/here.h").is_none());
    }
}
