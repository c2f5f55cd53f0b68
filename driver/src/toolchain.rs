//! The system's headers, found as clang finds them on x86-64 Linux: the newest GCC installation
//! under `<root>/lib/gcc/<triple>/<version>` (root `/usr`, or `--gcc-toolchain=`) gives
//! libstdc++'s directories (`include/c++/<version>`, its target directory, `backward`), and the C
//! library's come after circlec's own headers (`/usr/local/include`, the multiarch directory,
//! `/usr/include`). `-isystem` directories come before all of them, `-nostdinc++` drops
//! libstdc++'s, `-nostdinc` drops every system directory but circlec's own headers, which are
//! part of the compiler as clang's resource directory is.

use std::path::{Path, PathBuf};

/// Target triples a GCC for x86-64 Linux installs under, most common first.
const TRIPLES: &[&str] = &["x86_64-linux-gnu", "x86_64-pc-linux-gnu", "x86_64-redhat-linux", "x86_64-suse-linux"];

/// One GCC installation: the prefix it is installed in, its target triple and its version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gcc {
    pub root: PathBuf,
    pub triple: String,
    pub version: String,
}

impl Gcc {
    /// libstdc++'s include directories: the headers, the target's `bits/c++config.h` (Debian's
    /// multiarch layout or the one inside the version directory), and `backward`.
    pub fn libstdcxx_dirs(&self) -> Vec<PathBuf> {
        let base = self.root.join("include/c++").join(&self.version);
        let mut dirs = vec![base.clone()];
        for target in [self.root.join("include").join(&self.triple).join("c++").join(&self.version), base.join(&self.triple)] {
            if target.is_dir() {
                dirs.push(target);
                break;
            }
        }
        dirs.push(base.join("backward"));
        dirs
    }
}

/// Orders GCC versions numerically (`12.2.0` after `9.4`).
fn version_key(v: &str) -> Vec<u32> {
    v.split('.').map(|p| p.parse().unwrap_or(0)).collect()
}

/// The newest GCC installation under `root` (default `/usr`) with libstdc++'s headers.
pub fn find_gcc(root: Option<&Path>) -> Option<Gcc> {
    let root = root.unwrap_or(Path::new("/usr"));
    let mut best: Option<Gcc> = None;
    for lib in ["lib", "lib64"] {
        for triple in TRIPLES {
            let Ok(entries) = std::fs::read_dir(root.join(lib).join("gcc").join(triple)) else { continue };
            for e in entries.flatten() {
                let version = e.file_name().to_string_lossy().into_owned();
                if !version.starts_with(|c: char| c.is_ascii_digit()) || !root.join("include/c++").join(&version).is_dir() {
                    continue;
                }
                if best.as_ref().is_none_or(|b| version_key(&version) > version_key(&b.version)) {
                    best = Some(Gcc { root: root.to_path_buf(), triple: triple.to_string(), version });
                }
            }
        }
    }
    best
}

/// What the command line says about system directories.
pub struct SearchOptions<'a> {
    pub isystem: &'a [String],
    pub nostdinc: bool,
    pub nostdincxx: bool,
    pub gcc_toolchain: Option<&'a Path>,
}

/// The system include directories in search order, with circlec's own headers (`resource`)
/// between libstdc++'s and the C library's, as clang places its resource directory.
pub fn system_dirs(o: &SearchOptions, resource: &str) -> Vec<String> {
    let mut dirs: Vec<String> = o.isystem.to_vec();
    let show = |p: &Path| p.to_string_lossy().into_owned();
    let gcc = if o.nostdinc { None } else { find_gcc(o.gcc_toolchain) };
    if let Some(gcc) = gcc.as_ref().filter(|_| !o.nostdincxx) {
        dirs.extend(gcc.libstdcxx_dirs().iter().map(|d| show(d)));
    }
    dirs.push(resource.to_owned());
    if !o.nostdinc {
        let root = gcc.as_ref().map_or(Path::new("/usr"), |g| g.root.as_path());
        let triple = gcc.as_ref().map_or(TRIPLES[0], |g| g.triple.as_str());
        for d in [Path::new("/usr/local/include").to_path_buf(), root.join("include").join(triple), root.join("include")] {
            if d.is_dir() && !dirs.contains(&show(&d)) {
                dirs.push(show(&d));
            }
        }
    }
    dirs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_order_numerically() {
        assert!(version_key("12.2.0") > version_key("9.4"));
        assert!(version_key("12") < version_key("12.1"));
    }

    #[test]
    fn a_fake_installation_is_found_with_its_layout() {
        let root = std::env::temp_dir().join(format!("circlec-gcc-{}", std::process::id()));
        for d in ["lib/gcc/x86_64-linux-gnu/9", "lib/gcc/x86_64-linux-gnu/11", "include/c++/9", "include/c++/11", "include/x86_64-linux-gnu/c++/11", "include/x86_64-linux-gnu"] {
            std::fs::create_dir_all(root.join(d)).unwrap();
        }
        let gcc = find_gcc(Some(&root)).unwrap();
        assert_eq!(gcc.version, "11");
        let opts = SearchOptions { isystem: &["/sys1".into()], nostdinc: false, nostdincxx: false, gcc_toolchain: Some(&root) };
        let dirs = system_dirs(&opts, "<res>");
        let r = root.to_string_lossy();
        assert_eq!(dirs[0], "/sys1");
        assert_eq!(dirs[1], format!("{r}/include/c++/11"));
        assert_eq!(dirs[2], format!("{r}/include/x86_64-linux-gnu/c++/11"));
        assert_eq!(dirs[3], format!("{r}/include/c++/11/backward"));
        assert_eq!(dirs[4], "<res>");
        assert!(dirs.ends_with(&[format!("{r}/include/x86_64-linux-gnu"), format!("{r}/include")]));
        let no_cxx = SearchOptions { nostdincxx: true, ..opts };
        assert_eq!(system_dirs(&no_cxx, "<res>")[1], "<res>");
        let none = SearchOptions { nostdinc: true, ..no_cxx };
        assert_eq!(system_dirs(&none, "<res>"), vec!["/sys1".to_string(), "<res>".to_string()]);
        std::fs::remove_dir_all(&root).unwrap();
    }
}
