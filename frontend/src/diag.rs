//! Diagnostics as values. Every phase pushes `Diagnostic`s into a `DiagSink` and carries on,
//! so one run reports as many errors as it can; nothing below the driver prints. A diagnostic
//! has a stable code from [`codes`] (its number and kebab-case name), a message written in the
//! project's wording (lower-case, no trailing period, code in backticks), a primary labelled
//! span, optional secondary labels (for example one per step of an ODR-use chain) and notes.
//! `render` is the one place that turns them into text.

use crate::source::Span;

#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub enum Severity {
    Note,
    Warning,
    Error,
}

/// A stable diagnostic identity: `E0201` plus a kebab-case name such as `undeclared-identifier`.
/// Numbers are partitioned by phase: E00xx driver, E01xx lexer and preprocessor, E02xx parser,
/// E03xx–E05xx semantic analysis, E06xx the codegen context, E07xx–E08xx code generation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DiagCode {
    pub code: &'static str,
    pub name: &'static str,
}

#[derive(Clone, Debug)]
pub struct Label {
    pub span: Span,
    pub message: String,
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub code: DiagCode,
    pub message: String,
    /// Where the problem is; rendered as file:line:col and with a caret.
    pub primary: Label,
    /// Related places (a declaration, a previous definition, a step of an ODR-use chain).
    pub secondary: Vec<Label>,
    /// Free-form hints, typically how to fix the problem.
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn error(code: DiagCode, span: Span, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, code, span, message)
    }
    pub fn warning(code: DiagCode, span: Span, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, code, span, message)
    }
    fn new(severity: Severity, code: DiagCode, span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            code,
            message: message.into(),
            primary: Label { span, message: String::new() },
            secondary: Vec::new(),
            notes: Vec::new(),
        }
    }
    /// Sets the text printed under the primary caret.
    pub fn with_label(mut self, message: impl Into<String>) -> Self {
        self.primary.message = message.into();
        self
    }
    /// Adds a labelled related span.
    pub fn with_secondary(mut self, span: Span, message: impl Into<String>) -> Self {
        self.secondary.push(Label { span, message: message.into() });
        self
    }
    /// Adds a note, usually how to fix the problem.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }
}

/// Collects diagnostics of one run, in the order they were found.
#[derive(Default, Debug)]
pub struct DiagSink {
    diags: Vec<Diagnostic>,
    n_errors: usize,
}

/// Stop recording (but keep counting) past this many errors, so that pathological input cannot
/// make circlec print without bound.
pub const MAX_ERRORS: usize = 200;

impl DiagSink {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn push(&mut self, d: Diagnostic) {
        if d.severity == Severity::Error {
            self.n_errors += 1;
            if self.n_errors > MAX_ERRORS {
                return;
            }
        }
        self.diags.push(d);
    }
    pub fn has_errors(&self) -> bool {
        self.n_errors > 0
    }
    pub fn error_count(&self) -> usize {
        self.n_errors
    }
    /// True once so many errors were found that further ones are not recorded; long-running
    /// phases may stop early when this is set.
    pub fn is_saturated(&self) -> bool {
        self.n_errors > MAX_ERRORS
    }
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diags
    }
    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.diags
    }
    pub fn extend(&mut self, other: DiagSink) {
        for d in other.diags {
            self.push(d);
        }
    }
}

/// The registry of codes shared by more than one phase. Each phase declares its own codes in
/// its `diags.rs` module with a number from its range (see [`DiagCode`]).
pub mod codes {
    use super::DiagCode;
    /// The driver could not read an input file.
    pub const CANNOT_READ_FILE: DiagCode = DiagCode { code: "E0001", name: "cannot-read-file" };
    /// An internal limit was hit (too many errors, too deep nesting).
    pub const LIMIT_EXCEEDED: DiagCode = DiagCode { code: "E0002", name: "limit-exceeded" };
    /// The input asks for something circlec does not do yet.
    pub const NOT_IMPLEMENTED: DiagCode = DiagCode { code: "E0003", name: "not-implemented" };
}
