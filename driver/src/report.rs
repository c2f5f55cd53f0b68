//! How the driver shows diagnostics: as text (with colour when asked), or for tools as JSON or
//! SARIF (`-fdiagnostics-format=json|sarif`), which are collected over the whole run and written
//! as one document at the end. `-w` drops warnings and `-Werror` makes them errors; both apply
//! to every diagnostic of the run.

use std::io::Write;
use std::sync::Mutex;

use frontend::diag::{DiagSink, Diagnostic, Severity};
use frontend::render;
use frontend::source::SourceMap;

use crate::cli::Cli;

pub struct Reporter {
    color: bool,
    format: Format,
    werror: bool,
    no_warnings: bool,
    /// What waits for `finish`: JSON objects, or one SARIF log per report.
    pending: Mutex<Vec<String>>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    Text,
    Json,
    Sarif,
}

impl Reporter {
    pub fn new(cli: &Cli, color: bool) -> Reporter {
        let format = match cli.diagnostics_format.as_str() {
            "json" => Format::Json,
            "sarif" => Format::Sarif,
            _ => Format::Text,
        };
        Reporter { color, format, werror: cli.werror, no_warnings: cli.no_warnings, pending: Mutex::new(Vec::new()) }
    }

    /// Shows `diags` (or keeps them for `finish`) and returns whether there were errors.
    pub fn report(&self, sources: &SourceMap, diags: &DiagSink) -> bool {
        // Warnings located in system headers are not the user's to fix (GCC's and clang's rule),
        // in every format.
        let shown: Vec<Diagnostic> = diags
            .diagnostics()
            .iter()
            .filter(|d| d.severity != Severity::Warning || !sources.file(d.primary.span.file).system)
            .filter_map(|d| self.adjust(d))
            .collect();
        let n_errors = shown.iter().filter(|d| d.severity == Severity::Error).count();
        match self.format {
            Format::Text => {
                let text = render::render_all(sources, &shown, n_errors, self.color);
                let _ = std::io::stderr().lock().write_all(text.as_bytes());
            }
            Format::Json => {
                if let Ok(mut pending) = self.pending.lock() {
                    pending.extend(shown.iter().map(|d| render::render_json(sources, d)));
                }
            }
            Format::Sarif => {
                // One log per report (each has its own source map); `finish` merges them.
                if !shown.is_empty() {
                    if let Ok(mut pending) = self.pending.lock() {
                        pending.push(render::sarif_log(sources, &shown));
                    }
                }
            }
        }
        n_errors > 0 || diags.has_errors()
    }

    /// Writes the JSON or SARIF document of everything reported.
    pub fn finish(&self) {
        let Ok(pending) = self.pending.lock() else { return };
        let text = match self.format {
            Format::Text => return,
            Format::Json => render::json_array(&pending),
            Format::Sarif => merge_sarif(&pending),
        };
        let _ = std::io::stderr().lock().write_all(text.as_bytes());
    }

    /// A diagnostic as `-w` and `-Werror` want it, or `None` when it is not shown.
    fn adjust(&self, d: &Diagnostic) -> Option<Diagnostic> {
        if d.severity != Severity::Warning {
            return Some(d.clone());
        }
        if self.no_warnings {
            return None;
        }
        if self.werror {
            let mut e = d.clone();
            e.severity = Severity::Error;
            return Some(e.with_note("this warning is an error because of `-Werror`"));
        }
        Some(d.clone())
    }
}

/// One SARIF log holding the results of several (each log's `results` array, joined).
fn merge_sarif(logs: &[String]) -> String {
    const OPEN: &str = "\"results\":[";
    const CLOSE: &str = "]}]}\n";
    let results: Vec<&str> = logs
        .iter()
        .filter_map(|l| l.split_once(OPEN).and_then(|(_, rest)| rest.strip_suffix(CLOSE)))
        .filter(|r| !r.is_empty())
        .collect();
    let empty = frontend::render::sarif_log(&SourceMap::new(), &[]);
    let head = empty.split_once(OPEN).map_or("", |(h, _)| h);
    format!("{head}{OPEN}{}{CLOSE}", results.join(","))
}
