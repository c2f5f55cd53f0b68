//! The one place that turns diagnostics into text. The first line of each diagnostic is in the
//! form GCC and clang write, `file:line:col: error: message [E0201]` (what editors, CI problem
//! matchers and lit tests match; the code is the stable key to look the diagnostic up); ariadne then draws the source lines with the primary caret and every labelled related
//! span, and the notes. Colour is used only when the caller asks for it (stderr is a terminal and
//! `NO_COLOR` is unset; the driver decides). For tools, `render_json` gives each diagnostic as a
//! JSON object in GCC's `-fdiagnostics-format=json` shape, which `json_array` and `sarif_log`
//! (SARIF 2.1.0, as clang's `-fdiagnostics-format=sarif`) wrap.

use crate::diag::{Diagnostic, Severity};
use crate::source::{FileId, SourceMap};
use ariadne::{Color, Config, IndexType, Label, Report, ReportKind};

/// Ariadne's source cache over our [`SourceMap`].
struct Cache<'a> {
    sm: &'a SourceMap,
    sources: Vec<Option<ariadne::Source<String>>>,
}

impl<'a> ariadne::Cache<FileId> for Cache<'a> {
    type Storage = String;
    fn fetch(&mut self, id: &FileId) -> Result<&ariadne::Source<String>, impl std::fmt::Debug> {
        let i = id.0 as usize;
        if self.sources.len() <= i {
            self.sources.resize_with(i + 1, || None);
        }
        if self.sources[i].is_none() {
            self.sources[i] = Some(ariadne::Source::from(self.sm.file(*id).text.to_string()));
        }
        Ok::<_, String>(self.sources[i].as_ref().unwrap())
    }
    fn display<'b>(&self, id: &'b FileId) -> Option<impl std::fmt::Display + 'b> {
        Some(self.sm.file(*id).name.to_string())
    }
}

fn severity_word(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

/// Renders one diagnostic to a string (ending in a newline).
pub fn render(sm: &SourceMap, d: &Diagnostic, color: bool) -> String {
    let loc = sm.location(d.primary.span);
    let mut out = format!(
        "{loc}: {}: {} [{}]\n",
        severity_word(d.severity),
        d.message,
        d.code.code
    );
    let kind = match d.severity {
        Severity::Error => ReportKind::Error,
        Severity::Warning => ReportKind::Warning,
        Severity::Note => ReportKind::Advice,
    };
    let clamp = |span: crate::source::Span| {
        let len = sm.file(span.file).text.len();
        let lo = (span.lo as usize).min(len);
        let hi = (span.hi as usize).min(len).max(lo);
        (span.file, lo..hi)
    };
    let primary = clamp(d.primary.span);
    let mut report = Report::build(kind, primary.clone())
        .with_config(
            Config::default()
                .with_color(color)
                .with_index_type(IndexType::Byte)
                .with_compact(false),
        )
        .with_code(d.code.code)
        .with_message(&d.message);
    let mut primary_label = Label::new(primary).with_order(0);
    if !d.primary.message.is_empty() {
        primary_label = primary_label.with_message(&d.primary.message);
    }
    if color {
        primary_label = primary_label.with_color(Color::Red);
    }
    report = report.with_label(primary_label);
    for (i, l) in d.secondary.iter().enumerate() {
        let mut label = Label::new(clamp(l.span)).with_message(&l.message).with_order(i as i32 + 1);
        if color {
            label = label.with_color(Color::Blue);
        }
        report = report.with_label(label);
    }
    for n in &d.notes {
        report = report.with_note(n);
    }
    let mut buf = Vec::new();
    let cache = Cache { sm, sources: Vec::new() };
    if report.finish().write(cache, &mut buf).is_ok() {
        // ariadne's own first line repeats the message; ours above already carries it.
        let text = String::from_utf8_lossy(&buf);
        let body = text.split_once('\n').map(|(_, rest)| rest).unwrap_or("");
        out.push_str(body);
    }
    for l in &d.secondary {
        // Related places in a form lit tests and editors can match, one per line.
        out.push_str(&format!("{}: note: {}\n", sm.location(l.span), l.message));
    }
    out
}

/// Renders every diagnostic in order, then a summary line when there were errors.
pub fn render_all(sm: &SourceMap, diags: &[Diagnostic], n_errors: usize, color: bool) -> String {
    let mut out = String::new();
    // Warnings located in system headers are not the user's to fix (GCC's and clang's rule).
    let shown = |d: &&Diagnostic| d.severity != Severity::Warning || !sm.file(d.primary.span.file).system;
    for d in diags.iter().filter(shown) {
        out.push_str(&render(sm, d, color));
    }
    let n_warnings = diags.iter().filter(shown).filter(|d| d.severity == Severity::Warning).count();
    if n_errors > 0 || n_warnings > 0 {
        let plural = |n: usize, w: &str| format!("{n} {w}{}", if n == 1 { "" } else { "s" });
        let mut parts = Vec::new();
        if n_warnings > 0 {
            parts.push(plural(n_warnings, "warning"));
        }
        if n_errors > 0 {
            parts.push(plural(n_errors, "error"));
        }
        out.push_str(&format!("{} generated.\n", parts.join(" and ")));
    }
    out
}

/// One diagnostic as a JSON object in GCC's shape: `kind`, `message`, `code`, `name`,
/// `locations` (the primary `caret` with its `label`), `children` (related places as notes) and
/// `notes`. Lines and columns are 1-based, as in the text form.
pub fn render_json(sm: &SourceMap, d: &Diagnostic) -> String {
    let mut out = format!(
        "{{\"kind\":{},\"message\":{},\"code\":{},\"name\":{},\"locations\":[{}],\"children\":[",
        json_string(severity_word(d.severity)),
        json_string(&d.message),
        json_string(d.code.code),
        json_string(d.code.name),
        json_location(sm, d.primary.span, &d.primary.message)
    );
    for (i, l) in d.secondary.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&format!(
            "{{\"kind\":\"note\",\"message\":{},\"locations\":[{}]}}",
            json_string(&l.message),
            json_location(sm, l.span, "")
        ));
    }
    let notes: Vec<String> = d.notes.iter().map(|n| json_string(n)).collect();
    out.push_str(&format!("],\"notes\":[{}]}}", notes.join(",")));
    out
}

/// `render_json`'s objects as one JSON array.
pub fn json_array(objects: &[String]) -> String {
    format!("[{}]\n", objects.join(","))
}

/// Diagnostics as a SARIF 2.1.0 log with one run of circlec: one result per diagnostic, with its
/// rule id (the code), level, message and physical location.
pub fn sarif_log(sm: &SourceMap, diags: &[Diagnostic]) -> String {
    let results: Vec<String> = diags
        .iter()
        .map(|d| {
            let loc = sm.location(d.primary.span);
            let level = match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::Note => "note",
            };
            format!(
                "{{\"ruleId\":{},\"level\":\"{level}\",\"message\":{{\"text\":{}}},\"locations\":[{{\"physicalLocation\":{{\"artifactLocation\":{{\"uri\":{}}},\"region\":{{\"startLine\":{},\"startColumn\":{}}}}}}}]}}",
                json_string(d.code.code),
                json_string(&d.message),
                json_string(&loc.file),
                loc.line,
                loc.col
            )
        })
        .collect();
    format!(
        "{{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{{\"tool\":{{\"driver\":{{\"name\":\"circlec\"}}}},\"results\":[{}]}}]}}\n",
        results.join(",")
    )
}

/// A location object: `{"caret": {"file", "line", "column"}, "label"}`.
fn json_location(sm: &SourceMap, span: crate::source::Span, label: &str) -> String {
    let loc = sm.location(span);
    let mut out = format!(
        "{{\"caret\":{{\"file\":{},\"line\":{},\"column\":{}}}",
        json_string(&loc.file),
        loc.line,
        loc.col
    );
    if !label.is_empty() {
        out.push_str(&format!(",\"label\":{}", json_string(label)));
    }
    out.push('}');
    out
}

/// `s` as a JSON string literal.
fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::{DiagCode, Diagnostic};
    use crate::source::Span;

    const TEST: DiagCode = DiagCode { code: "E9999", name: "test-code" };

    #[test]
    fn header_names_file_line_col_code_and_label() {
        let mut sm = SourceMap::new();
        let f = sm.add("k.cu", "int main() {\n  foo = 1;\n}\n");
        let d = Diagnostic::error(TEST, Span::new(f, 15, 18), "use of undeclared identifier `foo`")
            .with_label("not declared in this scope")
            .with_secondary(Span::new(f, 4, 8), "in this function")
            .with_note("declare `foo` before using it");
        let text = render(&sm, &d, false);
        let first = text.lines().next().unwrap();
        assert_eq!(first, "k.cu:2:3: error: use of undeclared identifier `foo` [E9999]");
        assert!(text.contains("not declared in this scope"), "{text}");
        assert!(text.contains("declare `foo` before using it"), "{text}");
        assert!(text.contains("k.cu:1:5: note: in this function"), "{text}");
    }

    #[test]
    fn json_and_sarif_name_the_place_and_escape_text() {
        let mut sm = SourceMap::new();
        let f = sm.add("k.cu", "int main() {\n  foo = 1;\n}\n");
        let d = Diagnostic::error(TEST, Span::new(f, 15, 18), "undeclared \"foo\"")
            .with_label("here")
            .with_secondary(Span::new(f, 4, 8), "in this function")
            .with_note("a\\b");
        let json = render_json(&sm, &d);
        assert_eq!(
            json,
            r#"{"kind":"error","message":"undeclared \"foo\"","code":"E9999","name":"test-code","locations":[{"caret":{"file":"k.cu","line":2,"column":3},"label":"here"}],"children":[{"kind":"note","message":"in this function","locations":[{"caret":{"file":"k.cu","line":1,"column":5}}]}],"notes":["a\\b"]}"#
        );
        assert_eq!(json_array(&[json.clone(), json.clone()]), format!("[{json},{json}]\n"));
        let sarif = sarif_log(&sm, &[d]);
        assert!(sarif.contains(r#""ruleId":"E9999","level":"error""#), "{sarif}");
        assert!(sarif.contains(r#""region":{"startLine":2,"startColumn":3}"#), "{sarif}");
    }
}
