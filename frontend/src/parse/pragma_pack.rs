//! `#pragma pack`, as GCC, clang and MSVC take it: `pack(N)` caps the alignment of the members
//! of every class defined after it at N (1, 2, 4, 8 or 16), `pack()` removes the cap,
//! `pack(push[, N])` saves the current cap (then sets N), `pack(pop)` restores the last one
//! saved; `push, name` / `pop, name` labels are accepted and not matched; `pack(show)` does
//! nothing. The preprocessor passes each pragma on as one [`TokenKind::PragmaPack`] token;
//! before parsing, they are taken out of the stream and turned into the cap in effect from
//! each token position on, which the parser records on every class it defines
//! (`RecordDecl::pack`). (NVIDIA's dct8x8 sample reads BMP headers through `#pragma pack(1)`
//! structs; circlec dropped the pragma and read them 2 bytes off.)

use crate::diag::{DiagSink, Diagnostic};
use crate::intern::Interner;
use crate::lex::token::{Token, TokenKind};

/// The tokens without the pack pragmas, and the cap from each position on: `(index of the first
/// token it applies to, cap)`, in order.
pub(super) fn extract(tokens: &[Token], names: &Interner, diags: &mut DiagSink) -> (Vec<Token>, Vec<(usize, Option<u32>)>) {
    let mut out = Vec::with_capacity(tokens.len());
    let mut changes = Vec::new();
    let mut current: Option<u32> = None;
    let mut stack: Vec<Option<u32>> = Vec::new();
    for t in tokens {
        if t.kind != TokenKind::PragmaPack {
            out.push(*t);
            continue;
        }
        let text = names.get(t.text);
        let inner = text.trim_start_matches("#pragma pack(").trim_end_matches(')');
        match apply(inner, &mut current, &mut stack) {
            Ok(()) => changes.push((out.len(), current)),
            Err(why) => diags.push(
                Diagnostic::warning(super::diags::BAD_PRAGMA_PACK, t.span, format!("`{text}`: {why}; the pragma is ignored"))
                    .with_label("this pragma")
                    .with_note("write `#pragma pack(N)`, `pack()`, `pack(push, N)` or `pack(pop)` with N 1, 2, 4, 8 or 16"),
            ),
        }
    }
    (out, changes)
}

/// Applies one pragma's arguments (`push,1`) to the current cap and the saved ones.
fn apply(inner: &str, current: &mut Option<u32>, stack: &mut Vec<Option<u32>>) -> Result<(), String> {
    let args: Vec<&str> = inner.split(',').map(str::trim).filter(|a| !a.is_empty()).collect();
    let value = |a: &str| -> Result<u32, String> {
        match a.parse::<u32>() {
            Ok(n @ (1 | 2 | 4 | 8 | 16)) => Ok(n),
            _ => Err(format!("`{a}` is not 1, 2, 4, 8 or 16")),
        }
    };
    let is_number = |a: &str| a.bytes().all(|b| b.is_ascii_digit());
    match args.as_slice() {
        [] => *current = None,
        ["show"] => {}
        [n] if is_number(n) => *current = Some(value(n)?),
        ["push", rest @ ..] => {
            let n = rest.iter().copied().find(|a| is_number(a)).map(value).transpose()?;
            stack.push(*current);
            if n.is_some() {
                *current = n;
            }
        }
        ["pop", ..] => *current = stack.pop().unwrap_or(None),
        _ => return Err("unknown arguments".to_string()),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::apply;

    #[test]
    fn push_pop_set_reset() {
        let (mut cur, mut stack) = (None, Vec::new());
        apply("push", &mut cur, &mut stack).unwrap();
        apply("1", &mut cur, &mut stack).unwrap();
        assert_eq!(cur, Some(1));
        apply("push, 4", &mut cur, &mut stack).unwrap();
        assert_eq!(cur, Some(4));
        apply("pop", &mut cur, &mut stack).unwrap();
        assert_eq!(cur, Some(1));
        apply("pop", &mut cur, &mut stack).unwrap();
        assert_eq!(cur, None);
        apply("2", &mut cur, &mut stack).unwrap();
        apply("", &mut cur, &mut stack).unwrap();
        assert_eq!(cur, None);
        apply("push, label, 8", &mut cur, &mut stack).unwrap();
        assert_eq!(cur, Some(8));
        assert!(apply("3", &mut cur, &mut stack).is_err());
        assert!(apply("sideways", &mut cur, &mut stack).is_err());
    }
}
