//! Make dependency files, as gcc writes them (`-M`, `-MM`, `-MD`, `-MMD`, `-MF`, `-MT`, `-MQ`,
//! `-MP`). The files are those the preprocessor read: `Recorder` wraps the driver's loader and
//! notes each path it loaded, in the order the preprocessor entered them. The headers circlec
//! ships are in no file on disk, so no rule names them; `-MM` also leaves out the headers found
//! through the system directories.

use std::cell::RefCell;
use std::path::{Path, PathBuf};

use frontend::pp::FileLoader;

use crate::cli::Cli;
use crate::loader::DriverLoader;

/// The driver's loader, recording every file it loaded.
#[derive(Default)]
pub struct Recorder {
    files: RefCell<Vec<String>>,
}

impl FileLoader for Recorder {
    fn load(&self, path: &str) -> Option<String> {
        let text = DriverLoader.load(path)?;
        if !path.starts_with(std_shim::SYSTEM_DIR) {
            let mut files = self.files.borrow_mut();
            if !files.iter().any(|f| f == path) {
                files.push(path.to_string());
            }
        }
        Some(text)
    }
}

impl Recorder {
    /// The files read, leaving out those under `system_dirs` when `user_only`.
    pub fn files(&self, system_dirs: &[String], user_only: bool) -> Vec<String> {
        let in_system = |f: &str| system_dirs.iter().any(|d| Path::new(f).starts_with(d));
        self.files.borrow().iter().filter(|f| !(user_only && in_system(f))).cloned().collect()
    }
}

/// The rule for `input` and its headers: the targets of `-MT`/`-MQ` (else `default_target`),
/// the input and the headers, wrapped as gcc wraps them, and with `-MP` a phony rule per header.
pub fn rule(cli: &Cli, default_target: &str, input: &str, headers: &[String]) -> String {
    let mut targets: Vec<String> = cli.dep_targets.clone();
    targets.extend(cli.dep_quoted_targets.iter().map(|t| quote(t)));
    if targets.is_empty() {
        targets.push(quote(default_target));
    }
    let mut out = format!("{}:", targets.join(" "));
    let mut width = out.len();
    for dep in std::iter::once(input).chain(headers.iter().map(String::as_str)) {
        let dep = quote(dep);
        if width + dep.len() + 1 > 76 && width > 0 {
            out.push_str(" \\\n");
            width = 0;
        }
        out.push(' ');
        out.push_str(&dep);
        width += dep.len() + 1;
    }
    out.push('\n');
    if cli.dep_phony {
        for h in headers {
            out.push_str(&format!("\n{}:\n", quote(h)));
        }
    }
    out
}

/// A path as make reads it: spaces and `#` escaped with `\`, `$` doubled.
fn quote(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for c in path.chars() {
        match c {
            ' ' | '\t' | '#' => {
                out.push('\\');
                out.push(c);
            }
            '$' => out.push_str("$$"),
            c => out.push(c),
        }
    }
    out
}

/// Where `-MD`/`-MMD` write: `-MF`, else the object's path with `.d` for its extension.
pub fn compile_dep_path(cli: &Cli, object: &Path) -> PathBuf {
    cli.dep_file.clone().unwrap_or_else(|| object.with_extension("d"))
}

/// The object a compile of `input` writes: `-o`, else `<stem>.o` (the rule's default target).
pub fn object_name(cli: &Cli, input: &Path) -> PathBuf {
    cli.output.clone().unwrap_or_else(|| PathBuf::from(input.file_stem().unwrap_or_default()).with_extension("o"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn cli(args: &[&str]) -> Cli {
        let mut argv = vec!["circlec"];
        argv.extend(args);
        Cli::parse_from(crate::args::rewrite_args(argv.iter().map(std::ffi::OsString::from)).args)
    }

    #[test]
    fn make_rules_as_gcc_writes_them() {
        let headers = vec!["inc/a.h".to_string(), "my dir/b$.h".to_string()];
        assert_eq!(rule(&cli(&[]), "k.o", "k.cu", &headers), "k.o: k.cu inc/a.h my\\ dir/b$$.h\n");
        assert_eq!(rule(&cli(&["-MT", "x.o", "-MQ", "$y.o"]), "k.o", "k.cu", &[]), "x.o $$y.o: k.cu\n");
        assert_eq!(rule(&cli(&["-MP"]), "k.o", "k.cu", &headers[..1]), "k.o: k.cu inc/a.h\n\ninc/a.h:\n");
        let long: Vec<String> = (0..8).map(|i| format!("include/directory/header_{i}.h")).collect();
        let text = rule(&cli(&[]), "k.o", "k.cu", &long);
        assert!(text.lines().all(|l| l.len() <= 80), "{text}");
        assert!(text.contains(" \\\n"), "{text}");
    }
}
