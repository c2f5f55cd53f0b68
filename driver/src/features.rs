//! The `-f<feature>` options circlec knows. Each is implemented (mapped to a canonical option,
//! or already what circlec does), or accepted with a warning that it has no effect; any other
//! `-f` word is an error naming the closest known feature.

/// What a known feature does.
#[derive(Debug, PartialEq, Eq)]
pub enum Feature {
    /// The canonical argument clap reads; empty when circlec always does what it asks.
    Canonical(String),
    /// Accepted with a warning; the text says why it changes nothing.
    NoEffect(&'static str),
}

/// Features kept as `-f<word>` for `Cli::features`, with `=N` values checked by the driver.
const KEPT: &[&str] = &["syntax-only", "time-report", "permissive", "template-depth=", "bracket-depth=", "constexpr-steps=", "constexpr-depth="];

/// Features that map to another option.
const MAPPED: &[(&str, &str)] = &[
    ("fast-math", "--use-fast-math"),
    ("no-fast-math", "--no-fast-math"),
    ("cuda-flush-denormals-to-zero", "--ftz=true"),
    ("gpu-flush-denormals-to-zero", "--ftz=true"),
    ("no-cuda-flush-denormals-to-zero", "--ftz=false"),
    ("no-gpu-flush-denormals-to-zero", "--ftz=false"),
    ("fp-contract=fast", "--fmad=true"),
    ("fp-contract=on", "--fmad=true"),
    ("fp-contract=off", "--fmad=false"),
    ("diagnostics-color", "--color=always"),
    ("color-diagnostics", "--color=always"),
    ("no-diagnostics-color", "--color=never"),
    ("no-color-diagnostics", "--color=never"),
    ("diagnostics-color=always", "--color=always"),
    ("diagnostics-color=never", "--color=never"),
    ("diagnostics-color=auto", "--color=auto"),
    ("diagnostics-format=text", "--diagnostics-format=text"),
    ("diagnostics-format=json", "--diagnostics-format=json"),
    ("diagnostics-format=sarif", "--diagnostics-format=sarif"),
    // Host objects are always position-independent (codegen/host's object.rs), so these are
    // what circlec does anyway.
    ("PIC", ""),
    ("pic", ""),
    ("PIE", ""),
    ("pie", ""),
];

/// Why the common code-generation switches of gcc and clang change nothing in circlec.
const NO_SUCH_CHOICE: &str = "circlec does not offer this code-generation choice";

/// Features accepted with a warning.
const NO_EFFECT: &[(&str, &str)] = &[
    ("no-PIC", "host objects are always position-independent"),
    ("no-pic", "host objects are always position-independent"),
    ("no-PIE", "host objects are always position-independent"),
    ("no-pie", "host objects are always position-independent"),
    ("exceptions", "host exceptions are always enabled"),
    ("no-exceptions", "host exceptions are always enabled (device code has none)"),
    ("visibility=hidden", "host symbols keep default visibility"),
    ("visibility=default", "host symbols keep default visibility"),
    ("visibility-inlines-hidden", "host symbols keep default visibility"),
    ("strict-aliasing", NO_SUCH_CHOICE),
    ("no-strict-aliasing", NO_SUCH_CHOICE),
    ("omit-frame-pointer", NO_SUCH_CHOICE),
    ("no-omit-frame-pointer", NO_SUCH_CHOICE),
    ("stack-protector", NO_SUCH_CHOICE),
    ("stack-protector-strong", NO_SUCH_CHOICE),
    ("no-stack-protector", NO_SUCH_CHOICE),
    ("function-sections", NO_SUCH_CHOICE),
    ("data-sections", NO_SUCH_CHOICE),
    ("unroll-loops", NO_SUCH_CHOICE),
    ("no-math-errno", "circlec's math functions never set errno"),
    ("diagnostics-show-option", "circlec always shows each diagnostic's code"),
    ("rtti", "circlec's host code has no run-time type information"),
    ("no-rtti", "circlec's host code has no run-time type information"),
];

/// Checks one `-f` word (without the `-f`).
pub fn check(word: &str) -> Result<Feature, String> {
    if KEPT.iter().any(|k| if k.ends_with('=') { word.starts_with(k) } else { word == *k }) {
        return Ok(Feature::Canonical(format!("-f{word}")));
    }
    if let Some((_, to)) = MAPPED.iter().find(|(w, _)| *w == word) {
        return Ok(Feature::Canonical(to.to_string()));
    }
    if let Some((_, why)) = NO_EFFECT.iter().find(|(w, _)| *w == word) {
        return Ok(Feature::NoEffect(why));
    }
    let known = KEPT.iter().chain(MAPPED.iter().map(|(w, _)| w)).chain(NO_EFFECT.iter().map(|(w, _)| w)).copied();
    let mut msg = format!("unknown feature `-f{word}`");
    if let Some(close) = crate::args::closest(word, known) {
        msg.push_str(&format!("; did you mean `-f{close}`?"));
    }
    Err(msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_mapped_ignored_and_unknown() {
        assert_eq!(check("syntax-only"), Ok(Feature::Canonical("-fsyntax-only".into())));
        assert_eq!(check("template-depth=5"), Ok(Feature::Canonical("-ftemplate-depth=5".into())));
        assert_eq!(check("fast-math"), Ok(Feature::Canonical("--use-fast-math".into())));
        assert_eq!(check("PIC"), Ok(Feature::Canonical(String::new())));
        assert!(matches!(check("no-rtti"), Ok(Feature::NoEffect(_))));
        assert_eq!(check("syntax-onyl").unwrap_err(), "unknown feature `-fsyntax-onyl`; did you mean `-fsyntax-only`?");
        assert_eq!(check("diagnostics-format=xml").unwrap_err(), "unknown feature `-fdiagnostics-format=xml`; did you mean `-fdiagnostics-format=text`?");
        assert_eq!(check("zzzz").unwrap_err(), "unknown feature `-fzzzz`");
    }
}
