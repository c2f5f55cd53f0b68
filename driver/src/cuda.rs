//! CUDA discovery: where ptxas, libdevice, libcudart, cuobjdump and nvJitLink are, for
//! `circlec --print-cuda`, the PTX assembler step and (later) linking with the CUDA runtime.
//!
//! The places tried, in order: `--cuda-path`, `$CUDA_PATH`, `$CUDA_HOME`, `/usr/local/cuda`,
//! the NVIDIA wheels in the project's virtual environment (`<repo>/.venv`, found from the
//! executable's location, `target/{debug,release}/circlec`), then the `site-packages/nvidia/`
//! directories of the Python installations found on disk, and, only when all those hold
//! nothing, the ones `python3` itself reports. An explicit `--cuda-path` is the only place
//! looked at. Otherwise the first place holding any piece is the primary installation, and
//! pieces it lacks are taken from later places (a system toolkit without cuobjdump, say).
//!
//! Any place may be a toolkit (`bin/ptxas`, `nvvm/libdevice/`, `lib64/libcudart.so`), a wheel
//! directory `site-packages/nvidia/` (one package per subdirectory: `cuda_nvcc/bin/ptxas`,
//! `cuda_runtime/lib/libcudart.so.12`, `cu13/bin/cuobjdump`, ...), or a virtual environment
//! holding one. Discovery only looks at the file system; [`discover_with`] takes the
//! environment and the fixed places as arguments so tests can build fake installations.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Where a place to look came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CudaSource {
    /// `--cuda-path`.
    Explicit,
    /// `$CUDA_PATH`.
    CudaPathEnv,
    /// `$CUDA_HOME`.
    CudaHomeEnv,
    /// `/usr/local/cuda`.
    UsrLocalCuda,
    /// The project's `.venv`, found from the executable's location.
    ProjectVenv,
    /// A Python `site-packages` (or `dist-packages`) directory found on disk or from `python3`.
    PythonSitePackages,
}

impl CudaSource {
    /// How `--print-cuda` names the source.
    pub fn describe(self) -> &'static str {
        match self {
            CudaSource::Explicit => "--cuda-path",
            CudaSource::CudaPathEnv => "CUDA_PATH",
            CudaSource::CudaHomeEnv => "CUDA_HOME",
            CudaSource::UsrLocalCuda => "/usr/local/cuda",
            CudaSource::ProjectVenv => "project venv",
            CudaSource::PythonSitePackages => "python site-packages",
        }
    }
}

/// One place to look: a toolkit root, a wheel directory, a site-packages or a venv.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub source: CudaSource,
    pub path: PathBuf,
}

impl Candidate {
    pub fn new(source: CudaSource, path: impl Into<PathBuf>) -> Candidate {
        Candidate { source, path: path.into() }
    }
}

/// What discovery found. Every piece is optional; `source` and `roots` are empty when nothing
/// was found at all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CudaInstall {
    /// Where the primary installation came from.
    pub source: Option<CudaSource>,
    /// The directories the pieces were taken from: a toolkit root, or each `nvidia/<package>/`.
    pub roots: Vec<PathBuf>,
    /// The CUDA version, from the toolkit's `version.json`/`version.txt` or the wheel's name.
    pub version: Option<String>,
    /// `ptxas`, the PTX assembler.
    pub ptxas: Option<PathBuf>,
    /// `libdevice.10.bc`, the math library as LLVM bitcode.
    pub libdevice: Option<PathBuf>,
    /// The shared CUDA runtime (`libcudart.so`, or `libcudart.so.12` in the wheels).
    pub libcudart: Option<PathBuf>,
    /// The static CUDA runtime, `libcudart_static.a`.
    pub libcudart_static: Option<PathBuf>,
    /// The device runtime, `libcudadevrt.a`.
    pub libcudadevrt: Option<PathBuf>,
    /// `cuobjdump`, for listing fatbins in tests.
    pub cuobjdump: Option<PathBuf>,
    /// `libnvJitLink.so`.
    pub nvjitlink: Option<PathBuf>,
    /// The directory holding the toolkit's `cuda_runtime.h`.
    pub include: Option<PathBuf>,
    /// Every header directory of the installation that holds `include`, searched after the
    /// system's (as clang puts `<cuda-path>/include` last): a toolkit's `include/`; for the
    /// wheels, the `include/` of each package of that CUDA version (`cuda_runtime`, `cuda_nvcc`
    /// for `crt/`, `cuda_cccl` for `nv/`, `cub/`, `thrust/`, `curand`, ...).
    pub include_dirs: Vec<PathBuf>,
    /// Every place looked at, in order.
    pub searched: Vec<Candidate>,
    /// Problems worth telling the user, e.g. a `--cuda-path` that does not exist.
    pub notes: Vec<String>,
}

impl CudaInstall {
    /// True when no piece at all was found.
    pub fn is_empty(&self) -> bool {
        self.pieces().iter().all(|(_, p)| p.is_none())
    }

    /// The directory of the shared runtime, for `-L` and the rpath (used once linking lands).
    #[allow(dead_code)]
    pub fn libcudart_dir(&self) -> Option<&Path> {
        self.libcudart.as_deref().and_then(Path::parent)
    }

    fn pieces(&self) -> [(&'static str, &Option<PathBuf>); 8] {
        [
            ("ptxas", &self.ptxas),
            ("libdevice", &self.libdevice),
            ("libcudart", &self.libcudart),
            ("libcudart_static", &self.libcudart_static),
            ("libcudadevrt", &self.libcudadevrt),
            ("cuobjdump", &self.cuobjdump),
            ("nvjitlink", &self.nvjitlink),
            ("include", &self.include),
        ]
    }

    /// The `--print-cuda` report: one `key: value` per line, `not found` for missing pieces.
    pub fn describe(&self) -> String {
        let mut out = String::new();
        match self.source {
            Some(source) => {
                let _ = writeln!(out, "source: {}", source.describe());
            }
            None => out.push_str("source: not found\n"),
        }
        let _ = writeln!(out, "version: {}", self.version.as_deref().unwrap_or("unknown"));
        for root in &self.roots {
            let _ = writeln!(out, "root: {}", root.display());
        }
        for (key, piece) in self.pieces() {
            match piece {
                Some(path) => {
                    let _ = writeln!(out, "{key}: {}", path.display());
                }
                None => {
                    let _ = writeln!(out, "{key}: not found");
                }
            }
        }
        for dir in &self.include_dirs {
            let _ = writeln!(out, "include-dir: {}", dir.display());
        }
        for c in &self.searched {
            let _ = writeln!(out, "searched: {} ({})", c.path.display(), c.source.describe());
        }
        for note in &self.notes {
            let _ = writeln!(out, "note: {note}");
        }
        out
    }

    /// Takes every piece `self` lacks from `other`, recording `other`'s roots that supplied one.
    fn fill_from(&mut self, other: CudaInstall) {
        let was_empty = self.is_empty();
        let mut used = false;
        macro_rules! fill {
            ($($field:ident),*) => {$(
                if self.$field.is_none() && other.$field.is_some() {
                    self.$field = other.$field.clone();
                    used = true;
                }
            )*};
        }
        let had_include = self.include.is_some();
        fill!(ptxas, libdevice, libcudart, libcudart_static, libcudadevrt, cuobjdump, nvjitlink, include);
        if !had_include && self.include.is_some() {
            self.include_dirs = other.include_dirs.clone();
        }
        if was_empty {
            self.source = self.source.or(other.source);
            self.version = other.version.clone().or(self.version.take());
        }
        if used {
            for root in other.roots {
                if !self.roots.contains(&root) {
                    self.roots.push(root);
                }
            }
        }
    }
}

/// Discovers CUDA for this process: `explicit` is `--cuda-path`.
pub fn discover(explicit: Option<&Path>) -> CudaInstall {
    let env = |name: &str| std::env::var_os(name);
    let found = discover_with(explicit, env, &default_candidates());
    if explicit.is_some() || !found.is_empty() {
        return found;
    }
    // Last resort: ask Python where its site-packages are.
    let mut candidates = default_candidates();
    candidates.extend(python_reported_site_packages());
    discover_with(explicit, env, &candidates)
}

/// Discovery over given inputs: `env` looks up environment variables (`CUDA_PATH`, `CUDA_HOME`);
/// `fixed` are the places tried after them (see [`default_candidates`]).
pub fn discover_with(
    explicit: Option<&Path>,
    env: impl Fn(&str) -> Option<OsString>,
    fixed: &[Candidate],
) -> CudaInstall {
    if let Some(path) = explicit {
        let candidate = Candidate::new(CudaSource::Explicit, path);
        let mut found = probe(&candidate);
        found.searched = vec![candidate];
        if !path.exists() {
            found.notes.push(format!("--cuda-path `{}` does not exist", path.display()));
        } else if found.is_empty() {
            found.notes.push(format!(
                "--cuda-path `{}` holds no CUDA toolkit (no bin/ptxas, nvvm/libdevice or lib64/libcudart.so) \
                 and no NVIDIA wheels",
                path.display()
            ));
        }
        return found;
    }

    let mut candidates = Vec::new();
    for (var, source) in [("CUDA_PATH", CudaSource::CudaPathEnv), ("CUDA_HOME", CudaSource::CudaHomeEnv)] {
        if let Some(value) = env(var).filter(|v| !v.is_empty()) {
            candidates.push(Candidate::new(source, PathBuf::from(value)));
        }
    }
    candidates.extend(fixed.iter().cloned());

    let mut result = CudaInstall::default();
    let mut seen: Vec<PathBuf> = Vec::new();
    for candidate in candidates {
        let key = candidate.path.canonicalize().unwrap_or_else(|_| candidate.path.clone());
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        if matches!(candidate.source, CudaSource::CudaPathEnv | CudaSource::CudaHomeEnv)
            && !candidate.path.exists()
        {
            result.notes.push(format!(
                "${} is `{}`, which does not exist",
                if candidate.source == CudaSource::CudaPathEnv { "CUDA_PATH" } else { "CUDA_HOME" },
                candidate.path.display()
            ));
        }
        let found = probe(&candidate);
        result.searched.push(candidate);
        if !found.is_empty() {
            result.fill_from(found);
        }
    }
    result
}

/// The places tried after the environment variables: `/usr/local/cuda`, the project's venv, and
/// Python site-packages directories found on disk (no Python is run).
pub fn default_candidates() -> Vec<Candidate> {
    let mut out = vec![Candidate::new(CudaSource::UsrLocalCuda, "/usr/local/cuda")];
    if let Ok(exe) = std::env::current_exe() {
        if let Some(venv) = project_venv(&exe) {
            out.push(Candidate::new(CudaSource::ProjectVenv, venv));
        }
    }
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let virtual_env = std::env::var_os("VIRTUAL_ENV").map(PathBuf::from);
    for dir in python_site_dirs(home.as_deref(), virtual_env.as_deref()) {
        out.push(Candidate::new(CudaSource::PythonSitePackages, dir));
    }
    out
}

/// The `.venv` of the repository an executable was built in: `<repo>/target/<profile>/circlec`
/// (or `<repo>/target/<triple>/<profile>/circlec`) gives `<repo>/.venv` when it exists.
pub fn project_venv(exe: &Path) -> Option<PathBuf> {
    exe.ancestors().skip(1).take(4).map(|dir| dir.join(".venv")).find(|venv| venv.is_dir())
}

/// Python site-packages directories that may hold NVIDIA wheels, without running Python.
fn python_site_dirs(home: Option<&Path>, virtual_env: Option<&Path>) -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Some(venv) = virtual_env {
        out.extend(glob_python_lib(&venv.join("lib"), "site-packages"));
    }
    out.push(PathBuf::from("/usr/lib/python3/dist-packages"));
    out.extend(glob_python_lib(Path::new("/usr/local/lib"), "site-packages"));
    out.extend(glob_python_lib(Path::new("/usr/local/lib"), "dist-packages"));
    out.extend(glob_python_lib(Path::new("/usr/lib"), "site-packages"));
    if let Some(home) = home {
        out.extend(glob_python_lib(&home.join(".local/lib"), "site-packages"));
        // pyenv installations: ~/.pyenv/versions/<v>/lib/python3.X/site-packages.
        for version in sorted_entries(&home.join(".pyenv/versions")) {
            out.extend(glob_python_lib(&version.join("lib"), "site-packages"));
        }
    }
    out.retain(|d| d.join("nvidia").is_dir());
    out
}

/// `<lib>/python3*/<leaf>` for every such directory, newest Python first.
fn glob_python_lib(lib: &Path, leaf: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = sorted_entries(lib)
        .into_iter()
        .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("python3")))
        .map(|p| p.join(leaf))
        .filter(|p| p.is_dir())
        .collect();
    out.reverse();
    out
}

/// The site-packages directories `python3` reports (run only as a last resort).
fn python_reported_site_packages() -> Vec<Candidate> {
    let script =
        "import site,sys\nfor p in site.getsitepackages()+[site.getusersitepackages()]+sys.path: print(p)";
    let Ok(output) = std::process::Command::new("python3").arg("-c").arg(script).output() else {
        return Vec::new();
    };
    if !output.status.success() {
        return Vec::new();
    }
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(PathBuf::from)
        .filter(|p| p.join("nvidia").is_dir())
        .map(|p| Candidate::new(CudaSource::PythonSitePackages, p))
        .collect()
}

// ---- probing one place ----------------------------------------------------------------------

/// What one place holds, whatever its layout.
fn probe(candidate: &Candidate) -> CudaInstall {
    let path = &candidate.path;
    let mut found = CudaInstall::default();
    if !path.is_dir() {
        return found;
    }
    // A toolkit root.
    let toolkit = probe_toolkit(path);
    if !toolkit.is_empty() {
        found.fill_from(toolkit);
    }
    // A wheel directory, a site-packages holding one, or a venv holding one; or one package
    // of the wheels (`nvidia/cuda_nvcc`, as CMake passes the library root), with its siblings.
    let package_of = path.parent().filter(|p| p.file_name().is_some_and(|n| n == "nvidia")).map(Path::to_path_buf);
    for nvidia in wheel_dirs(path).into_iter().chain(package_of) {
        let wheels = probe_wheels(&nvidia);
        if !wheels.is_empty() {
            found.fill_from(wheels);
        }
    }
    if !found.is_empty() {
        found.source = Some(candidate.source);
    }
    found
}

/// The `nvidia/` wheel directories at or under `path`.
fn wheel_dirs(path: &Path) -> Vec<PathBuf> {
    if path.file_name().is_some_and(|n| n == "nvidia") {
        return vec![path.to_path_buf()];
    }
    if path.join("nvidia").is_dir() {
        return vec![path.join("nvidia")];
    }
    glob_python_lib(&path.join("lib"), "site-packages")
        .into_iter()
        .map(|sp| sp.join("nvidia"))
        .filter(|d| d.is_dir())
        .collect()
}

/// A toolkit laid out as NVIDIA installs it (also each `nvidia/<package>/` of the wheels).
fn probe_toolkit(root: &Path) -> CudaInstall {
    let lib_dirs = [root.join("lib64"), root.join("lib"), root.join("targets/x86_64-linux/lib")];
    let in_libs = |prefix: &str| lib_dirs.iter().find_map(|d| versioned_file(d, prefix));
    let in_libs_exact = |name: &str| lib_dirs.iter().map(|d| d.join(name)).find(|p| p.is_file());
    let mut found = CudaInstall {
        ptxas: executable(root.join("bin/ptxas")),
        cuobjdump: executable(root.join("bin/cuobjdump")),
        libdevice: file(root.join("nvvm/libdevice/libdevice.10.bc")),
        libcudart: in_libs("libcudart.so"),
        libcudart_static: in_libs_exact("libcudart_static.a"),
        libcudadevrt: in_libs_exact("libcudadevrt.a"),
        nvjitlink: in_libs("libnvJitLink.so"),
        include: [root.join("include"), root.join("targets/x86_64-linux/include")]
            .into_iter()
            .find(|d| d.join("cuda_runtime.h").is_file()),
        ..CudaInstall::default()
    };
    found.include_dirs = found.include.iter().cloned().collect();
    if !found.is_empty() {
        found.roots.push(root.to_path_buf());
        found.version = toolkit_version(root);
    }
    found
}

/// The wheels of one `site-packages/nvidia/` directory: each package a small toolkit. The CUDA
/// 12 packages come first, then any others (e.g. `cu13/` of the CUDA 13 wheels) in name order.
fn probe_wheels(nvidia: &Path) -> CudaInstall {
    const PREFERRED: [&str; 4] = ["cuda_nvcc", "cuda_runtime", "nvjitlink", "cuda_cuobjdump"];
    let mut packages: Vec<PathBuf> =
        PREFERRED.iter().map(|p| nvidia.join(p)).filter(|p| p.is_dir()).collect();
    for dir in sorted_entries(nvidia) {
        if dir.is_dir() && !packages.contains(&dir) {
            packages.push(dir);
        }
    }
    let mut found = CudaInstall::default();
    for package in &packages {
        let pieces = probe_toolkit(package);
        if !pieces.is_empty() {
            found.fill_from(pieces);
        }
    }
    // The headers: the runtime's package first, then every other package of its CUDA version
    // (the `cuNN/` packages of another major version are left out).
    if let Some(runtime) = found.include.clone() {
        let other_version = |p: &Path| {
            p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.len() > 2 && n.starts_with("cu") && n[2..].bytes().all(|b| b.is_ascii_digit()))
        };
        found.include_dirs = std::iter::once(runtime.clone())
            .chain(packages.iter().filter(|p| !other_version(p)).map(|p| p.join("include")).filter(|d| d.is_dir() && *d != runtime))
            .collect();
    }
    if !found.is_empty() {
        found.version = nvidia.parent().and_then(wheel_version).or(found.version);
    }
    found
}

/// The version of the wheels in a site-packages, from `nvidia_cuda_nvcc_cu12-12.9.86.dist-info`
/// (or the runtime's).
fn wheel_version(site_packages: &Path) -> Option<String> {
    let entries = sorted_entries(site_packages);
    for prefix in ["nvidia_cuda_nvcc_", "nvidia_cuda_runtime_"] {
        for entry in &entries {
            let Some(name) = entry.file_name().and_then(|n| n.to_str()) else { continue };
            let Some(stem) = name.strip_suffix(".dist-info") else { continue };
            if !stem.starts_with(prefix) {
                continue;
            }
            if let Some((_, version)) = stem.rsplit_once('-') {
                return Some(version.to_string());
            }
        }
    }
    None
}

/// A toolkit's version: `version.json` (`"cuda": {..., "version": "12.4.1"}`) or `version.txt`
/// (`CUDA Version 11.8.89`).
fn toolkit_version(root: &Path) -> Option<String> {
    if let Ok(text) = std::fs::read_to_string(root.join("version.json")) {
        let after_cuda = text.find("\"cuda\"").map(|i| &text[i..]).unwrap_or(&text);
        if let Some(v) = json_string_field(after_cuda, "version") {
            return Some(v);
        }
    }
    let text = std::fs::read_to_string(root.join("version.txt")).ok()?;
    let v = text.trim().strip_prefix("CUDA Version")?.trim();
    (!v.is_empty()).then(|| v.to_string())
}

/// The string value of the first `"key": "value"` in `text` (enough for version.json).
fn json_string_field(text: &str, key: &str) -> Option<String> {
    let quoted = format!("\"{key}\"");
    let rest = &text[text.find(&quoted)? + quoted.len()..];
    let rest = rest.trim_start().strip_prefix(':')?.trim_start().strip_prefix('"')?;
    Some(rest[..rest.find('"')?].to_string())
}

/// `dir/prefix` if it exists, else the `dir/prefix.N...` with the highest version.
fn versioned_file(dir: &Path, prefix: &str) -> Option<PathBuf> {
    let exact = dir.join(prefix);
    if exact.is_file() {
        return Some(exact);
    }
    let dotted = format!("{prefix}.");
    sorted_entries(dir)
        .into_iter()
        .filter(|p| p.is_file())
        .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with(&dotted)))
        .max_by_key(|p| version_key(p.file_name().and_then(|n| n.to_str()).unwrap_or("")))
}

/// The numeric components of a file name, for ordering `libx.so.12` after `libx.so.9`.
fn version_key(name: &str) -> Vec<u64> {
    name.split('.').filter_map(|part| part.parse().ok()).collect()
}

fn sorted_entries(dir: &Path) -> Vec<PathBuf> {
    let Ok(read) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut out: Vec<PathBuf> = read.filter_map(|e| e.ok().map(|e| e.path())).collect();
    out.sort();
    out
}

fn file(path: PathBuf) -> Option<PathBuf> {
    path.is_file().then_some(path)
}

fn executable(path: PathBuf) -> Option<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    let meta = std::fs::metadata(&path).ok()?;
    (meta.is_file() && meta.permissions().mode() & 0o111 != 0).then_some(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// A fresh empty directory under the system temp dir, removed when dropped.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new() -> TempDir {
            static COUNTER: AtomicUsize = AtomicUsize::new(0);
            let n = COUNTER.fetch_add(1, Ordering::Relaxed);
            let dir = std::env::temp_dir().join(format!("circlec-cuda-test-{}-{n}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            TempDir(dir)
        }

        /// Creates the files named by `paths` (relative); those under `bin/` are executable.
        fn with(self, paths: &[&str]) -> TempDir {
            use std::os::unix::fs::PermissionsExt;
            for rel in paths {
                let path = self.0.join(rel);
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(&path, "").unwrap();
                if rel.contains("bin/") {
                    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
                }
            }
            self
        }

        fn path(&self, rel: &str) -> PathBuf {
            self.0.join(rel)
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    const TOOLKIT: &[&str] = &[
        "bin/ptxas",
        "bin/cuobjdump",
        "nvvm/libdevice/libdevice.10.bc",
        "lib64/libcudart.so",
        "lib64/libcudart.so.12",
        "lib64/libcudart_static.a",
        "lib64/libcudadevrt.a",
        "lib64/libnvJitLink.so.12",
        "include/cuda_runtime.h",
    ];

    const WHEELS: &[&str] = &[
        "lib/python3.11/site-packages/nvidia/cuda_nvcc/bin/ptxas",
        "lib/python3.11/site-packages/nvidia/cuda_nvcc/nvvm/libdevice/libdevice.10.bc",
        "lib/python3.11/site-packages/nvidia/cuda_runtime/lib/libcudart.so.12",
        "lib/python3.11/site-packages/nvidia/cuda_runtime/lib/libcudadevrt.a",
        "lib/python3.11/site-packages/nvidia/cuda_runtime/lib/libcudart_static.a",
        "lib/python3.11/site-packages/nvidia/cuda_runtime/include/cuda_runtime.h",
        "lib/python3.11/site-packages/nvidia/cu13/bin/cuobjdump",
        "lib/python3.11/site-packages/nvidia/nvjitlink/lib/libnvJitLink.so.12",
        "lib/python3.11/site-packages/nvidia_cuda_nvcc_cu12-12.9.86.dist-info/METADATA",
    ];

    fn no_env(_: &str) -> Option<OsString> {
        None
    }

    /// Checks the `--print-cuda` lines for pieces: `expected` lists `key: value` lines where
    /// `$T` stands for the temp dir.
    fn check(found: &CudaInstall, tmp: &TempDir, expected: &[&str]) {
        let text = found.describe();
        for line in expected {
            let want = line.replace("$T", &tmp.0.display().to_string());
            assert!(text.lines().any(|l| l == want), "missing line `{want}` in:\n{text}");
        }
    }

    #[test]
    fn explicit_toolkit_has_every_piece() {
        let t = TempDir::new().with(TOOLKIT);
        std::fs::write(
            t.path("version.json"),
            r#"{ "cuda" : { "name" : "CUDA SDK", "version" : "12.4.1" } }"#,
        )
        .unwrap();
        let found = discover_with(Some(&t.0), no_env, &[]);
        check(
            &found,
            &t,
            &[
                "source: --cuda-path",
                "version: 12.4.1",
                "root: $T",
                "ptxas: $T/bin/ptxas",
                "libdevice: $T/nvvm/libdevice/libdevice.10.bc",
                "libcudart: $T/lib64/libcudart.so",
                "libcudart_static: $T/lib64/libcudart_static.a",
                "libcudadevrt: $T/lib64/libcudadevrt.a",
                "cuobjdump: $T/bin/cuobjdump",
                "nvjitlink: $T/lib64/libnvJitLink.so.12",
                "include: $T/include",
            ],
        );
        assert_eq!(found.libcudart_dir(), Some(t.path("lib64").as_path()));
        assert!(found.notes.is_empty());
    }

    #[test]
    fn explicit_path_is_the_only_place_looked_at() {
        let t = TempDir::new().with(&["real/bin/ptxas"]);
        let env = |name: &str| (name == "CUDA_PATH").then(|| t.path("real").into_os_string());
        let found = discover_with(
            Some(&t.path("missing")),
            env,
            &[Candidate::new(CudaSource::UsrLocalCuda, t.path("real"))],
        );
        assert!(found.is_empty());
        check(
            &found,
            &t,
            &["source: not found", "ptxas: not found", "note: --cuda-path `$T/missing` does not exist"],
        );
    }

    #[test]
    fn env_order_is_cuda_path_then_cuda_home() {
        let t = TempDir::new().with(&["a/bin/ptxas", "b/bin/ptxas", "b/bin/cuobjdump"]);
        let env = |name: &str| match name {
            "CUDA_PATH" => Some(t.path("a").into_os_string()),
            "CUDA_HOME" => Some(t.path("b").into_os_string()),
            _ => None,
        };
        let found = discover_with(None, env, &[]);
        // ptxas from CUDA_PATH; cuobjdump, which it lacks, from CUDA_HOME.
        check(
            &found,
            &t,
            &[
                "source: CUDA_PATH",
                "ptxas: $T/a/bin/ptxas",
                "cuobjdump: $T/b/bin/cuobjdump",
                "root: $T/a",
                "root: $T/b",
            ],
        );
        let env_home_only = |name: &str| (name == "CUDA_HOME").then(|| t.path("b").into_os_string());
        check(&discover_with(None, env_home_only, &[]), &t, &["source: CUDA_HOME", "ptxas: $T/b/bin/ptxas"]);
    }

    #[test]
    fn missing_env_directory_is_noted_and_skipped() {
        let t = TempDir::new().with(&["cuda/bin/ptxas"]);
        let env = |name: &str| (name == "CUDA_PATH").then(|| t.path("nope").into_os_string());
        let found = discover_with(None, env, &[Candidate::new(CudaSource::UsrLocalCuda, t.path("cuda"))]);
        check(
            &found,
            &t,
            &[
                "source: /usr/local/cuda",
                "ptxas: $T/cuda/bin/ptxas",
                "note: $CUDA_PATH is `$T/nope`, which does not exist",
            ],
        );
    }

    #[test]
    fn venv_wheels_spread_over_packages() {
        let t = TempDir::new().with(WHEELS);
        let found = discover_with(None, no_env, &[Candidate::new(CudaSource::ProjectVenv, &t.0)]);
        let nv = "$T/lib/python3.11/site-packages/nvidia";
        check(
            &found,
            &t,
            &[
                "source: project venv",
                "version: 12.9.86",
                &format!("ptxas: {nv}/cuda_nvcc/bin/ptxas"),
                &format!("libdevice: {nv}/cuda_nvcc/nvvm/libdevice/libdevice.10.bc"),
                &format!("libcudart: {nv}/cuda_runtime/lib/libcudart.so.12"),
                &format!("libcudart_static: {nv}/cuda_runtime/lib/libcudart_static.a"),
                &format!("libcudadevrt: {nv}/cuda_runtime/lib/libcudadevrt.a"),
                &format!("cuobjdump: {nv}/cu13/bin/cuobjdump"),
                &format!("nvjitlink: {nv}/nvjitlink/lib/libnvJitLink.so.12"),
                &format!("include: {nv}/cuda_runtime/include"),
                &format!("root: {nv}/cuda_nvcc"),
                &format!("root: {nv}/cu13"),
            ],
        );
    }

    #[test]
    fn site_packages_and_nvidia_dirs_work_as_places_too() {
        let t = TempDir::new().with(WHEELS);
        let sp = t.path("lib/python3.11/site-packages");
        let from_sp = discover_with(None, no_env, &[Candidate::new(CudaSource::PythonSitePackages, &sp)]);
        assert_eq!(from_sp.ptxas, Some(sp.join("nvidia/cuda_nvcc/bin/ptxas")));
        assert_eq!(from_sp.source, Some(CudaSource::PythonSitePackages));
        let from_nvidia = discover_with(Some(&sp.join("nvidia")), no_env, &[]);
        assert_eq!(from_nvidia.libcudart, Some(sp.join("nvidia/cuda_runtime/lib/libcudart.so.12")));
    }

    #[test]
    fn earlier_place_wins_and_later_fills_gaps() {
        let sys = TempDir::new().with(&["bin/ptxas", "nvvm/libdevice/libdevice.10.bc", "lib64/libcudart.so"]);
        let venv = TempDir::new().with(WHEELS);
        let found = discover_with(
            None,
            no_env,
            &[
                Candidate::new(CudaSource::UsrLocalCuda, &sys.0),
                Candidate::new(CudaSource::ProjectVenv, &venv.0),
            ],
        );
        assert_eq!(found.source, Some(CudaSource::UsrLocalCuda));
        assert_eq!(found.ptxas, Some(sys.path("bin/ptxas")));
        assert_eq!(
            found.cuobjdump,
            Some(venv.path("lib/python3.11/site-packages/nvidia/cu13/bin/cuobjdump"))
        );
        assert_eq!(found.searched.len(), 2);
    }

    #[test]
    fn nothing_found_reports_every_piece_missing() {
        let t = TempDir::new();
        let found = discover_with(None, no_env, &[Candidate::new(CudaSource::UsrLocalCuda, t.path("none"))]);
        assert!(found.is_empty());
        check(
            &found,
            &t,
            &[
                "source: not found",
                "version: unknown",
                "ptxas: not found",
                "libcudart: not found",
                "searched: $T/none (/usr/local/cuda)",
            ],
        );
    }

    #[test]
    fn non_executable_ptxas_is_not_taken() {
        let t = TempDir::new().with(&["nvvm/libdevice/libdevice.10.bc"]);
        std::fs::create_dir_all(t.path("bin")).unwrap();
        std::fs::write(t.path("bin/ptxas"), "").unwrap();
        let found = discover_with(Some(&t.0), no_env, &[]);
        assert_eq!(found.ptxas, None);
        assert!(found.libdevice.is_some());
    }

    #[test]
    fn highest_versioned_library_is_chosen() {
        let t =
            TempDir::new().with(&["lib/libcudart.so.9.0", "lib/libcudart.so.12", "lib/libcudart.so.12.9.79"]);
        let found = discover_with(Some(&t.0), no_env, &[]);
        assert_eq!(found.libcudart, Some(t.path("lib/libcudart.so.12.9.79")));
    }

    #[test]
    fn version_txt_is_read() {
        let t = TempDir::new().with(&["bin/ptxas"]);
        std::fs::write(t.path("version.txt"), "CUDA Version 11.8.89\n").unwrap();
        assert_eq!(discover_with(Some(&t.0), no_env, &[]).version.as_deref(), Some("11.8.89"));
    }

    #[test]
    fn project_venv_is_found_from_the_executable() {
        let t =
            TempDir::new().with(&["target/debug/circlec", "target/x86_64-unknown-linux-gnu/release/circlec"]);
        assert_eq!(project_venv(&t.path("target/debug/circlec")), None);
        std::fs::create_dir_all(t.path(".venv")).unwrap();
        assert_eq!(project_venv(&t.path("target/debug/circlec")), Some(t.path(".venv")));
        assert_eq!(
            project_venv(&t.path("target/x86_64-unknown-linux-gnu/release/circlec")),
            Some(t.path(".venv"))
        );
    }

    #[test]
    fn duplicate_places_are_searched_once() {
        let t = TempDir::new().with(&["bin/ptxas"]);
        let env =
            |name: &str| matches!(name, "CUDA_PATH" | "CUDA_HOME").then(|| t.0.clone().into_os_string());
        let found = discover_with(None, env, &[Candidate::new(CudaSource::UsrLocalCuda, &t.0)]);
        assert_eq!(found.searched.len(), 1);
    }
}
