//! One diagnostic per problem, not one per target. Every sm's module is checked on its own, so a
//! problem in code all targets share (a virtual call in a kernel) is found once per sm. Before
//! they are shown, diagnostics that differ only in the target they name are merged into one that
//! names them all (`for sm_52, sm_70 and sm_80`); those whose text differs otherwise (a per-sm
//! limit, `__nvvm_arch`'s value) stay apart.

use std::collections::HashMap;

use frontend::diag::{Diagnostic, Label};

/// Stands for the target's name while diagnostics are compared.
const TARGET: &str = "\u{1}";

/// The diagnostics of each target (in target order), merged as the module comment says; the
/// result is in the order each problem was first found.
pub fn merge_across_targets<'a>(per_target: impl IntoIterator<Item = (&'a str, &'a [Diagnostic])>) -> Vec<Diagnostic> {
    let mut groups: Vec<(Diagnostic, Vec<&str>)> = Vec::new();
    let mut by_key: HashMap<String, usize> = HashMap::new();
    for (target, diags) in per_target {
        for d in diags {
            let generic = replace_target(d, |text| replace_word(text, target, TARGET));
            let key = format!("{generic:?}");
            match by_key.get(&key) {
                Some(&i) if !groups[i].1.contains(&target) => groups[i].1.push(target),
                Some(_) => groups.push((d.clone(), vec![target])),
                None => {
                    by_key.insert(key, groups.len());
                    groups.push((generic, vec![target]));
                }
            }
        }
    }
    groups
        .into_iter()
        .map(|(d, targets)| {
            let list = name_list(&targets);
            replace_target(&d, |text| text.replace(TARGET, &list))
        })
        .collect()
}

/// `d` with `f` applied to every text it holds.
fn replace_target(d: &Diagnostic, f: impl Fn(&str) -> String) -> Diagnostic {
    let label = |l: &Label| Label { span: l.span, message: f(&l.message) };
    Diagnostic {
        severity: d.severity,
        code: d.code,
        message: f(&d.message),
        primary: label(&d.primary),
        secondary: d.secondary.iter().map(label).collect(),
        notes: d.notes.iter().map(|n| f(n)).collect(),
    }
}

/// `text` with each whole-word `word` (not `sm_70` inside `sm_700` or `sm_70a`) replaced.
fn replace_word(text: &str, word: &str, with: &str) -> String {
    if word.is_empty() {
        return text.to_string();
    }
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        out.push_str(&rest[..at]);
        let before = out.chars().last();
        let after = rest[at + word.len()..].chars().next();
        if before.map_or(false, is_word) || after.map_or(false, is_word) {
            out.push_str(word);
        } else {
            out.push_str(with);
        }
        rest = &rest[at + word.len()..];
    }
    out.push_str(rest);
    out
}

/// `a`, `a and b`, `a, b and c`.
fn name_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use frontend::diag::DiagCode;
    use frontend::source::{FileId, Span};

    const CODE: DiagCode = DiagCode { code: "E9999", name: "test" };

    fn diag(message: &str, note: &str) -> Diagnostic {
        Diagnostic::error(CODE, Span::new(FileId(0), 3, 5), message).with_label("here").with_note(note)
    }

    #[test]
    fn same_problem_on_every_target_is_reported_once_naming_them_all() {
        let a = [diag("virtual call in device code for sm_52", "sm_52 cannot")];
        let b = [diag("virtual call in device code for sm_70", "sm_70 cannot")];
        let c = [diag("virtual call in device code for sm_80", "sm_80 cannot")];
        let merged = merge_across_targets([("sm_52", &a[..]), ("sm_70", &b[..]), ("sm_80", &c[..])]);
        assert_eq!(merged.len(), 1);
        assert_eq!(merged[0].message, "virtual call in device code for sm_52, sm_70 and sm_80");
        assert_eq!(merged[0].notes, vec!["sm_52, sm_70 and sm_80 cannot".to_string()]);
    }

    #[test]
    fn texts_that_differ_otherwise_stay_apart_and_in_order() {
        let a = [diag("4104 bytes, more than sm_52's 4096", "x"), diag("only on sm_52", "y")];
        let b = [diag("4104 bytes, more than sm_70's 32764", "x")];
        let merged = merge_across_targets([("sm_52", &a[..]), ("sm_70", &b[..])]);
        let messages: Vec<&str> = merged.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(messages, ["4104 bytes, more than sm_52's 4096", "only on sm_52", "4104 bytes, more than sm_70's 32764"]);
    }

    #[test]
    fn a_name_inside_a_longer_word_is_not_the_target() {
        assert_eq!(replace_word("sm_70 sm_700 sm_70a (sm_70)", "sm_70", "T"), "T sm_700 sm_70a (T)");
        let a = [diag("needs sm_700", "")];
        let b = [diag("needs sm_700", "")];
        assert_eq!(merge_across_targets([("sm_70", &a[..]), ("sm_80", &b[..])]).len(), 1);
    }

    #[test]
    fn the_same_diagnostic_twice_for_one_target_is_kept_twice() {
        let a = [diag("x for sm_52", ""), diag("x for sm_52", "")];
        assert_eq!(merge_across_targets([("sm_52", &a[..])]).len(), 2);
    }
}
