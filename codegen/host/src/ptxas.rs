//! Running NVIDIA's ptxas on one sm's PTX to get its cubin, and turning ptxas's messages
//! (`ptxas k.ptx, line 20; error   : Unknown symbol '%rd9'`) into values naming the sm and, when
//! the line falls inside one, the `.entry` or `.func` that holds it. Also `build_fatbin`: the
//! per-sm images (cubin when ptxas is given, then PTX) packed into one container.
//!
//! ptxas reads a file, so the PTX goes to a scratch directory under the system temp directory,
//! removed afterwards. Nothing here prints; callers turn `PtxasError` and the warnings into
//! diagnostics.

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::fatbin::{write_fatbin, ArchSuffix, FatbinEntry, FatbinError, FatbinPayload};

/// How bad a ptxas message is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    /// `ptxas fatal`: ptxas gave up (often only after the errors).
    Fatal,
    /// A line ptxas printed that is not in its message format.
    Other,
}

/// One message from ptxas.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxasMessage {
    pub severity: Severity,
    /// 1-based PTX line, when ptxas gave one.
    pub line: Option<u32>,
    /// The `.entry`/`.func` whose body holds `line`, when there is one.
    pub function: Option<String>,
    pub text: String,
}

impl fmt::Display for PtxasMessage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(function) = &self.function {
            write!(f, "in `{function}`: ")?;
        }
        if let Some(line) = self.line {
            write!(f, "PTX line {line}: ")?;
        }
        write!(f, "{}", self.text)
    }
}

/// ptxas failed for one target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxasError {
    /// `sm_52`, `sm_90a`, ...
    pub target: String,
    /// The errors ptxas reported (fatal lines and unparsed output when there is nothing else).
    pub messages: Vec<PtxasMessage>,
}

impl fmt::Display for PtxasError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ptxas failed for `{}`", self.target)?;
        for m in &self.messages {
            write!(f, "\n  {m}")?;
        }
        Ok(())
    }
}

impl std::error::Error for PtxasError {}

/// A cubin and the warnings ptxas printed while making it.
#[derive(Clone, Debug)]
pub struct PtxasOutput {
    pub cubin: Vec<u8>,
    pub warnings: Vec<PtxasMessage>,
    /// ptxas's other lines, as printed: the `ptxas info` report of `-v`.
    pub info: Vec<String>,
}

/// Runs `ptxas -arch=sm_<sm><suffix> <extra_args> in.ptx -o out.cubin`.
pub fn run_ptxas(
    ptxas: &Path,
    sm: u32,
    suffix: ArchSuffix,
    ptx: &str,
    extra_args: &[String],
) -> Result<PtxasOutput, PtxasError> {
    let target = format!("sm_{sm}{}", suffix.as_str());
    let fail = |text: String| PtxasError {
        target: target.clone(),
        messages: vec![PtxasMessage {
            severity: Severity::Fatal,
            line: None,
            function: None,
            text,
        }],
    };
    let dir =
        ScratchDir::new().map_err(|e| fail(format!("cannot make a scratch directory: {e}")))?;
    let input = dir.path.join(format!("{target}.ptx"));
    let output = dir.path.join(format!("{target}.cubin"));
    std::fs::write(&input, ptx)
        .map_err(|e| fail(format!("cannot write `{}`: {e}", input.display())))?;
    let result = Command::new(ptxas)
        .arg(format!("-arch={target}"))
        .args(extra_args)
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .output()
        .map_err(|e| fail(format!("cannot run `{}`: {e}", ptxas.display())))?;
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&result.stdout),
        String::from_utf8_lossy(&result.stderr)
    );
    let messages = parse_messages(&text, ptx);
    if !result.status.success() {
        let mut errors: Vec<PtxasMessage> = messages
            .iter()
            .filter(|m| m.severity == Severity::Error)
            .cloned()
            .collect();
        if errors.is_empty() {
            errors = messages
                .into_iter()
                .filter(|m| m.severity != Severity::Warning)
                .collect();
        }
        if errors.is_empty() {
            errors.push(PtxasMessage {
                severity: Severity::Fatal,
                line: None,
                function: None,
                text: format!("ptxas exited with {}", result.status),
            });
        }
        return Err(PtxasError {
            target,
            messages: errors,
        });
    }
    let cubin = std::fs::read(&output).map_err(|e| fail(format!("ptxas wrote no cubin: {e}")))?;
    let info = messages
        .iter()
        .filter(|m| m.severity == Severity::Other)
        .map(|m| m.text.clone())
        .collect();
    let warnings = messages
        .into_iter()
        .filter(|m| m.severity == Severity::Warning)
        .collect();
    Ok(PtxasOutput {
        cubin,
        warnings,
        info,
    })
}

/// Parses ptxas output: `ptxas <file>, line <n>; <severity> : <text>` and
/// `ptxas <severity> : <text>`; other non-empty lines are kept as `Other`.
pub fn parse_messages(output: &str, ptx: &str) -> Vec<PtxasMessage> {
    output
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|raw| {
            let other = PtxasMessage {
                severity: Severity::Other,
                line: None,
                function: None,
                text: raw.trim().to_string(),
            };
            let Some(rest) = raw.strip_prefix("ptxas ") else {
                return other;
            };
            let Some((head, text)) = rest.split_once(" : ").or_else(|| rest.split_once(": "))
            else {
                return other;
            };
            let (location, severity) = match head.rsplit_once(';') {
                Some((location, severity)) => (Some(location), severity),
                None => (None, head),
            };
            let severity = match severity.trim() {
                "error" => Severity::Error,
                "warning" => Severity::Warning,
                "fatal" => Severity::Fatal,
                _ => return other,
            };
            let line = location
                .and_then(|l| l.rsplit_once(", line "))
                .and_then(|(_, n)| n.trim().parse::<u32>().ok());
            let function = line.and_then(|n| function_at_line(ptx, n));
            PtxasMessage {
                severity,
                line,
                function,
                text: text.trim().to_string(),
            }
        })
        .collect()
}

/// The name of the last `.entry`/`.func` definition that starts at or before 1-based `line`
/// (prototypes, `.extern` lines ending in `;`, are skipped).
pub fn function_at_line(ptx: &str, line: u32) -> Option<String> {
    let mut current = None;
    for (i, text) in ptx.lines().enumerate() {
        if i as u32 >= line {
            break;
        }
        let text = text.split("//").next().unwrap_or("").trim();
        if text.starts_with(".extern") || text.ends_with(';') {
            continue;
        }
        for keyword in [".entry", ".func"] {
            if let Some(at) = find_word(text, keyword) {
                if let Some(name) = header_name(&text[at + keyword.len()..]) {
                    current = Some(name);
                }
            }
        }
    }
    current
}

/// The position of `word` in `text` as a whole whitespace-separated word.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = text[from..].find(word) {
        let at = from + i;
        let before_ok = at == 0 || text[..at].ends_with(char::is_whitespace);
        let after = &text[at + word.len()..];
        if before_ok && (after.is_empty() || after.starts_with(char::is_whitespace)) {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

/// The function name in what follows `.entry`/`.func`: an optional `(return params)` group,
/// then the name, ending at `(`, whitespace or the end.
fn header_name(rest: &str) -> Option<String> {
    let mut rest = rest.trim_start();
    if rest.starts_with('(') {
        rest = rest[rest.find(')')? + 1..].trim_start();
    }
    let name: String = rest
        .chars()
        .take_while(|&c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
        .collect();
    (!name.is_empty()).then_some(name)
}

/// One sm's PTX for `build_fatbin`.
#[derive(Clone, Debug)]
pub struct PtxImage {
    pub sm: u32,
    pub suffix: ArchSuffix,
    pub ptx: String,
}

/// Why `build_fatbin` failed.
#[derive(Clone, Debug)]
pub enum BuildFatbinError {
    Ptxas(PtxasError),
    Fatbin(FatbinError),
}

impl fmt::Display for BuildFatbinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildFatbinError::Ptxas(e) => e.fmt(f),
            BuildFatbinError::Fatbin(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for BuildFatbinError {}

/// A built fatbin and ptxas's warnings, each with its target (`sm_70`).
#[derive(Clone, Debug)]
pub struct BuiltFatbin {
    pub bytes: Vec<u8>,
    pub warnings: Vec<(String, PtxasMessage)>,
}

/// The fatbin for `images`: per sm a cubin (when `ptxas` is given) and the PTX. Stops at the
/// first target ptxas rejects.
pub fn build_fatbin(
    images: &[PtxImage],
    ptxas: Option<&Path>,
) -> Result<BuiltFatbin, BuildFatbinError> {
    let mut cubins = Vec::new();
    if let Some(ptxas) = ptxas {
        for image in images {
            let out = run_ptxas(ptxas, image.sm, image.suffix, &image.ptx, &[])
                .map_err(BuildFatbinError::Ptxas)?;
            cubins.push(out);
        }
    }
    fatbin_of(images, cubins, Vec::new())
}

/// The fatbin for `images` from ptxas's outputs, already made: `cubins` is empty (PTX only) or
/// holds one output per image, in the same order; each sm gets its cubin, then its PTX. `extra`
/// are cubins for sms that have no PTX of their own (`(sm, output)`: Blackwell's, assembled
/// from sm_90's PTX).
pub fn fatbin_of(
    images: &[PtxImage],
    cubins: Vec<PtxasOutput>,
    extra: Vec<(u32, PtxasOutput)>,
) -> Result<BuiltFatbin, BuildFatbinError> {
    let mut entries = Vec::new();
    let mut warnings = Vec::new();
    let mut cubins = cubins.into_iter();
    for image in images {
        if let Some(out) = cubins.next() {
            let target = format!("sm_{}{}", image.sm, image.suffix.as_str());
            warnings.extend(out.warnings.into_iter().map(|w| (target.clone(), w)));
            entries.push(FatbinEntry {
                sm: image.sm,
                suffix: image.suffix,
                payload: FatbinPayload::Cubin(out.cubin),
            });
        }
        entries.push(FatbinEntry {
            sm: image.sm,
            suffix: image.suffix,
            payload: FatbinPayload::Ptx(image.ptx.clone()),
        });
    }
    for (sm, out) in extra {
        warnings.extend(out.warnings.into_iter().map(|w| (format!("sm_{sm}"), w)));
        entries.push(FatbinEntry {
            sm,
            suffix: ArchSuffix::None,
            payload: FatbinPayload::Cubin(out.cubin),
        });
    }
    let bytes = write_fatbin(&entries).map_err(BuildFatbinError::Fatbin)?;
    Ok(BuiltFatbin { bytes, warnings })
}

/// A fresh directory under the system temp directory, removed on drop.
struct ScratchDir {
    path: PathBuf,
}

impl ScratchDir {
    fn new() -> std::io::Result<ScratchDir> {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("circlec-ptxas-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path)?;
        Ok(ScratchDir { path })
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

#[cfg(test)]
#[path = "ptxas_tests.rs"]
mod tests;
