//! GNU `asm` statements: each constraint parsed (`=`/`+` on outputs and only there, `&`, the
//! letters known to a target the function runs on, a number tying an input to an output), each
//! output a modifiable lvalue, each input converted to a prvalue (an lvalue for memory-only
//! constraints, a folded constant for immediates), the template split into text and operand
//! references with every `%N` and `%[name]` in range, clobbers known. Errors point at the
//! operand's constraint, its expression or the template.

use std::collections::HashMap;

use crate::ast;
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::asm_constraints::{asm_clobber, asm_letter, asm_letters, register_fit, AsmArch, AsmClass};
use super::codegen_context::Use;
use super::ctx::Checker;
use super::diags;
use super::hir::*;

/// GCC's limit on the number of operands of one `asm` statement.
const MAX_OPERANDS: usize = 30;

impl Checker<'_> {
    /// Checks `asm` statement `a` (spanning `span`).
    pub(super) fn check_asm(&mut self, a: &ast::AsmStmt, span: Span) -> StmtId {
        let arches = self.asm_arches();
        if a.basic {
            // Basic asm: the text as it is; `%` is not special.
            let template = vec![AsmPiece::Text(a.template.clone())];
            let asm = AsmStmt { volatile: true, template, outputs: Vec::new(), inputs: Vec::new(), clobbers: Vec::new(), span };
            return self.stmt(Stmt::Asm(Box::new(asm)));
        }
        let n_outputs = a.outputs.len();
        let n_operands = n_outputs + a.inputs.len();
        if n_operands > MAX_OPERANDS {
            self.err(
                Diagnostic::error(diags::BAD_ASM_OPERAND, span, format!("an `asm` statement has {n_operands} operands, more than {MAX_OPERANDS}"))
                    .with_label("too many operands")
                    .with_note("GCC allows at most 30 operands; split the statement"),
            );
        }
        let mut ok = true;
        let mut outputs = Vec::new();
        for o in &a.outputs {
            match self.asm_output(o, &arches) {
                Some(op) => outputs.push(op),
                None => ok = false,
            }
        }
        let mut inputs = Vec::new();
        let mut tied = Vec::new();
        for o in &a.inputs {
            match self.asm_input(o, &arches, &outputs, &mut tied) {
                Some(op) => inputs.push(op),
                None => ok = false,
            }
        }
        let mut clobbers = Vec::new();
        for (c, at) in &a.clobbers {
            if arches.iter().any(|&arch| asm_clobber(arch, c).is_some()) {
                clobbers.push((c.clone(), *at));
            } else {
                self.err(
                    Diagnostic::error(diags::BAD_ASM_CLOBBER, *at, format!("unknown register name `{c}` in `asm` clobbers"))
                        .with_label("not a register of the target")
                        .with_note("`memory` and `cc` are accepted on every target"),
                );
                ok = false;
            }
        }
        let names: HashMap<Name, u32> = a
            .outputs
            .iter()
            .chain(&a.inputs)
            .enumerate()
            .filter_map(|(i, o)| o.name.map(|n| (n, i as u32)))
            .collect();
        let template = match parse_template(&a.template, n_operands as u32, &|n| {
            self.names.lookup(n).and_then(|name| names.get(&name).copied())
        }) {
            Ok(t) => t,
            Err(msg) => {
                let at = narrow_span(self.sm.snippet(a.template_span), a.template_span, &msg.2);
                self.err(
                    Diagnostic::error(diags::BAD_ASM_TEMPLATE, at, msg.0)
                        .with_label(msg.1)
                        .with_note("operands are numbered from %0, outputs first, then inputs; write `%%` for a literal `%`"),
                );
                return self.stmt(Stmt::Null);
            }
        };
        if !ok {
            return self.stmt(Stmt::Null);
        }
        let volatile = a.volatile || outputs.is_empty();
        let asm = AsmStmt { volatile, template, outputs, inputs, clobbers, span };
        self.stmt(Stmt::Asm(Box::new(asm)))
    }

    /// The instruction sets the function being checked may be compiled for: PTX for
    /// `__device__` and `__global__` functions, x86-64 for host functions, both for
    /// `__host__ __device__` ones and where it is not known yet (an untagged lambda).
    fn asm_arches(&self) -> Vec<AsmArch> {
        let Some(f) = self.fcx.func else { return vec![AsmArch::Nvptx, AsmArch::X86_64] };
        let d = &self.p.fns[f];
        let t = d.cuda;
        let in_lambda = d.scope.record.is_some_and(|r| self.p.lambda_contexts.contains_key(&r));
        let device = t.device || t.global;
        let host = t.host || (!device && !in_lambda);
        match (device, host) {
            (true, false) => vec![AsmArch::Nvptx],
            (false, true) => vec![AsmArch::X86_64],
            _ => vec![AsmArch::Nvptx, AsmArch::X86_64],
        }
    }

    /// An output: `=` or `+` first, then register or memory letters; a modifiable lvalue.
    fn asm_output(&mut self, o: &ast::AsmOperand, arches: &[AsmArch]) -> Option<AsmOperand> {
        let h = self.check_expr(o.expr);
        let h = self.full_expr(h, Use::Ordinary);
        let c = o.constraint.as_str();
        let (read_write, rest) = match c.chars().next() {
            Some('=') => (false, &c[1..]),
            Some('+') => (true, &c[1..]),
            _ => {
                self.err(
                    Diagnostic::error(diags::BAD_ASM_CONSTRAINT, o.constraint_span, format!("output constraint `{c}` must start with `=` or `+`"))
                        .with_label("an output operand")
                        .with_note("write `=` for an operand the assembly writes, `+` for one it reads and writes"),
                );
                return None;
            }
        };
        let early_clobber = rest.contains('&');
        let letters: String = rest.chars().filter(|&ch| ch != '&' && ch != '%').collect();
        let class = self.asm_letters_class(&letters, o.constraint_span, arches, true)?;
        if class == AsmClass::Immediate {
            self.err(
                Diagnostic::error(diags::BAD_ASM_CONSTRAINT, o.constraint_span, format!("output constraint `{c}` allows only an immediate"))
                    .with_label("an output needs a register or memory")
                    .with_note("an immediate constraint (`n`, `i`) is for inputs"),
            );
            return None;
        }
        if !self.require_modifiable(h, "an `asm` output") {
            return None;
        }
        self.asm_operand_type(h, class)?;
        self.asm_register_fit(h, &letters, arches, o.constraint_span)?;
        Some(AsmOperand { constraint: AsmConstraint { letters, read_write, early_clobber, tied: None }, expr: h, span: o.constraint_span })
    }

    /// An input: no `=`/`+`; letters, or the number of an output it shares a register with (at
    /// most one input per output, never a `+` output; `tied` lists the outputs taken).
    fn asm_input(&mut self, o: &ast::AsmOperand, arches: &[AsmArch], outputs: &[AsmOperand], tied: &mut Vec<u32>) -> Option<AsmOperand> {
        let n_outputs = outputs.len();
        let h = self.check_expr(o.expr);
        let h = self.full_expr(h, Use::Ordinary);
        let c = o.constraint.as_str();
        if c.starts_with(['=', '+']) || c.contains('&') {
            self.err(
                Diagnostic::error(diags::BAD_ASM_CONSTRAINT, o.constraint_span, format!("input constraint `{c}` cannot contain `{}`", &c[..1].replace(|ch: char| ch != '=' && ch != '+', "&")))
                    .with_label("an input operand")
                    .with_note("`=`, `+` and `&` belong to output operands; move the operand before the second `:`"),
            );
            return None;
        }
        let letters: String = c.chars().filter(|&ch| ch != '%').collect();
        if !letters.is_empty() && letters.chars().all(|ch| ch.is_ascii_digit()) {
            let n = letters.parse::<usize>().ok().filter(|&n| n < n_outputs);
            let Some(n) = n else {
                self.err(
                    Diagnostic::error(diags::BAD_ASM_CONSTRAINT, o.constraint_span, format!("input constraint `{c}` names output {letters}, but the statement has {n_outputs} output(s)"))
                        .with_label("no such output")
                        .with_note("a number as an input constraint ties the input to that output operand"),
                );
                return None;
            };
            // LLVM ties one input to an output, and a `+` output already has its own.
            let taken = outputs.get(n).is_some_and(|out| out.constraint.read_write) || tied.contains(&(n as u32));
            if taken {
                self.err(
                    Diagnostic::error(diags::BAD_ASM_CONSTRAINT, o.constraint_span, format!("input constraint `{c}` ties to output {n}, which already has an input"))
                        .with_label("output already read")
                        .with_note("a `+` output is its own input, and only one input may be tied to an output"),
                );
                return None;
            }
            tied.push(n as u32);
            let tied_to = outputs.get(n).map(|out| out.expr);
            let h = self.rvalue(h);
            if let Some(out) = tied_to {
                self.asm_operand_type(out, AsmClass::Register)?;
            }
            self.asm_operand_type(h, AsmClass::Register)?;
            return Some(AsmOperand { constraint: AsmConstraint { letters, read_write: false, early_clobber: false, tied: Some(n as u32) }, expr: h, span: o.constraint_span });
        }
        let class = self.asm_letters_class(&letters, o.constraint_span, arches, false)?;
        let constraint = AsmConstraint { letters, read_write: false, early_clobber: false, tied: None };
        let expr = match class {
            AsmClass::Memory => {
                let ex = self.p.expr(h);
                if ex.cat == ValueCat::PrValue && !self.p.types.is_error(ex.ty) {
                    self.err(
                        Diagnostic::error(diags::BAD_ASM_OPERAND, ex.span, format!("memory constraint `{c}` needs an lvalue"))
                            .with_label("a value, not an object in memory")
                            .with_note("pass a variable or `*p`, or use a register constraint"),
                    );
                    return None;
                }
                h
            }
            AsmClass::Immediate => {
                let h = self.rvalue(h);
                let ty = self.p.expr(h).ty;
                if self.p.types.is_error(ty) {
                    return None;
                }
                if !self.p.types.is_integral(ty) && !self.p.types.is_enum(ty) {
                    let shown = self.type_name(ty);
                    self.err(
                        Diagnostic::error(diags::BAD_ASM_OPERAND, self.p.expr(h).span, format!("immediate constraint `{c}` needs an integer constant, not `{shown}`"))
                            .with_label("not an integer"),
                    );
                    return None;
                }
                let v = self.eval_or_report(h, "an immediate `asm` operand")?.as_int().unwrap_or(0);
                let at = self.p.expr(h).span;
                self.mk(ExprKind::IntLit(v), ty, ValueCat::PrValue, at)
            }
            AsmClass::Register | AsmClass::Any => {
                let h = self.rvalue(h);
                self.asm_operand_type(h, class)?;
                self.asm_register_fit(h, &constraint.letters, arches, o.constraint_span)?;
                h
            }
        };
        Some(AsmOperand { constraint, expr, span: o.constraint_span })
    }

    /// The class of a constraint's letters, each known to one of `arches`: memory or immediate
    /// when every letter is, else a register. Reports an empty or unknown letter.
    fn asm_letters_class(&mut self, letters: &str, at: Span, arches: &[AsmArch], output: bool) -> Option<AsmClass> {
        if letters.is_empty() {
            let what = if output { "output" } else { "input" };
            self.err(
                Diagnostic::error(diags::BAD_ASM_CONSTRAINT, at, format!("{what} constraint has no letter"))
                    .with_label("empty constraint")
                    .with_note("write a register class such as `r`"),
            );
            return None;
        }
        let mut classes = Vec::new();
        for ch in letters.chars() {
            let found = arches.iter().find_map(|&arch| asm_letter(arch, ch));
            match found {
                Some(l) => classes.push(l.class),
                None => {
                    let known: Vec<String> = arches.iter().map(|&a| format!("{}: `{}`", a.describe(), asm_letters(a))).collect();
                    let msg = if ch == ',' {
                        "multiple-alternative constraints (with `,`) are not supported".to_string()
                    } else {
                        format!("unknown constraint letter `{ch}` in `asm` operand")
                    };
                    self.err(
                        Diagnostic::error(diags::BAD_ASM_CONSTRAINT, at, msg)
                            .with_label("invalid constraint")
                            .with_note(format!("known letters: {}", known.join("; "))),
                    );
                    return None;
                }
            }
        }
        let all = |k: AsmClass| classes.iter().all(|&c| c == k);
        Some(if all(AsmClass::Memory) {
            AsmClass::Memory
        } else if all(AsmClass::Immediate) {
            AsmClass::Immediate
        } else if classes.contains(&AsmClass::Any) {
            AsmClass::Any
        } else {
            AsmClass::Register
        })
    }

    /// In a function compiled only for PTX, a register operand must fit the letter's register
    /// (a pointer in `l`, not `r`); elsewhere each target's codegen checks it.
    fn asm_register_fit(&mut self, e: ExprId, letters: &str, arches: &[AsmArch], at: Span) -> Option<()> {
        let [arch] = arches else { return Some(()) };
        let Some(l) = letters.chars().next().and_then(|c| asm_letter(*arch, c)) else { return Some(()) };
        let ty = self.p.types.non_ref(self.p.expr(e).ty);
        if self.p.types.is_error(ty) {
            return Some(());
        }
        let size = self.p.size_align(ty).map_or(0, |s| s.0);
        match register_fit(&l, size, self.p.types.is_floating(ty)) {
            Ok(()) => Some(()),
            Err(what) => {
                let shown = self.type_name(ty);
                self.err(
                    Diagnostic::error(diags::BAD_ASM_OPERAND, at, format!("an operand of type `{shown}` does not fit constraint `{}` ({what})", l.letter))
                        .with_label("wrong register class for this operand")
                        .with_secondary(self.p.expr(e).span, format!("of type `{shown}`"))
                        .with_note("PTX registers: `h` 16-bit, `r` 32-bit, `l` 64-bit integers and pointers, `f` float, `d` double"),
                );
                None
            }
        }
    }

    /// A register operand must be a scalar (arithmetic, enumeration or pointer); a memory
    /// operand may be any complete object.
    fn asm_operand_type(&mut self, e: ExprId, class: AsmClass) -> Option<()> {
        let ex = self.p.expr(e);
        let (ty, span) = (self.p.types.non_ref(ex.ty), ex.span);
        if self.p.types.is_error(ty) || class == AsmClass::Memory {
            return Some(());
        }
        if !self.p.types.is_scalar(ty) {
            let shown = self.type_name(ty);
            self.err(
                Diagnostic::error(diags::BAD_ASM_OPERAND, span, format!("an operand of type `{shown}` cannot go in a register"))
                    .with_label("not a scalar")
                    .with_note("pass a member or a scalar copy of the object"),
            );
            return None;
        }
        Some(())
    }
}

/// The span of `needle` (`%5`) inside the template's literal when it is there as written, else
/// the literal's span.
fn narrow_span(source: &str, span: Span, needle: &str) -> Span {
    match source.find(needle) {
        Some(off) if !needle.is_empty() => {
            let lo = span.lo + off as u32;
            Span { file: span.file, lo, hi: lo + needle.len() as u32 }
        }
        _ => span,
    }
}

/// A template error: the message, the label and the text it is about (`%5`).
type TemplateError = (String, String, String);

/// Splits an extended `asm` template into text and operand references (GCC's rules, as
/// clang's `AnalyzeAsmString`): `%%` `%{` `%|` `%}` are the character, `%=` a unique number,
/// `%N`, `%[name]`, `%kN` and `%k[name]` operands with an optional modifier letter. An error is
/// (message, label).
fn parse_template(t: &str, n_operands: u32, named: &dyn Fn(&str) -> Option<u32>) -> Result<Vec<AsmPiece>, TemplateError> {
    let mut out = Vec::new();
    let mut text = String::new();
    let mut it = t.chars().peekable();
    let flush = |text: &mut String, out: &mut Vec<AsmPiece>| {
        if !text.is_empty() {
            out.push(AsmPiece::Text(std::mem::take(text)));
        }
    };
    while let Some(c) = it.next() {
        match c {
            '{' | '|' | '}' => {
                flush(&mut text, &mut out);
                out.push(AsmPiece::Dialect(c));
                continue;
            }
            '%' => {}
            _ => {
                text.push(c);
                continue;
            }
        }
        let Some(&e) = it.peek() else {
            return Err(("the `asm` template ends with a lone `%`".into(), "write `%%` for a literal `%`".into(), String::new()));
        };
        if matches!(e, '%' | '{' | '|' | '}') {
            it.next();
            text.push(e);
            continue;
        }
        if e == '=' {
            it.next();
            flush(&mut text, &mut out);
            out.push(AsmPiece::UniqueId);
            continue;
        }
        // An optional modifier letter, then a number or `[name]`.
        let mut modifier = None;
        if e.is_ascii_alphabetic() {
            it.next();
            modifier = Some(e);
        }
        let index = match it.peek() {
            Some(d) if d.is_ascii_digit() => {
                let mut n: u64 = 0;
                while let Some(d) = it.peek().and_then(|d| d.to_digit(10)) {
                    n = (n * 10 + u64::from(d)).min(u64::from(u32::MAX));
                    it.next();
                }
                if n >= u64::from(n_operands) {
                    return Err((
                        format!("`%{n}` in the `asm` template refers to operand {n}, but the statement has {n_operands} operand(s)"),
                        format!("operand {n} does not exist"),
                        format!("%{}{n}", modifier.map(String::from).unwrap_or_default()),
                    ));
                }
                n as u32
            }
            Some('[') => {
                it.next();
                let mut name = String::new();
                let mut closed = false;
                for ch in it.by_ref() {
                    if ch == ']' {
                        closed = true;
                        break;
                    }
                    name.push(ch);
                }
                if !closed {
                    return Err((format!("`%[{name}` in the `asm` template has no closing `]`"), "unterminated operand name".into(), format!("%[{name}")));
                }
                named(&name).ok_or_else(|| (format!("`%[{name}]` in the `asm` template names no operand"), format!("no operand is named `{name}`"), format!("[{name}]")))?
            }
            _ => {
                let shown = modifier.map_or_else(|| it.peek().map_or(String::new(), |c| c.to_string()), |m| m.to_string());
                return Err((format!("invalid `%{shown}` in the `asm` template"), "expected an operand number after `%`".into(), format!("%{shown}")));
            }
        };
        flush(&mut text, &mut out);
        out.push(AsmPiece::Operand { index, modifier });
    }
    flush(&mut text, &mut out);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(t: &str, n: u32) -> Result<Vec<AsmPiece>, TemplateError> {
        parse_template(t, n, &|name| (name == "out").then_some(0))
    }

    #[test]
    fn template_pieces() {
        let p = parse("mov.u32 %0, %%laneid; {%1|%[out]} %k1 %=", 2).unwrap_or_default();
        let text = |s: &str| AsmPiece::Text(s.to_string());
        let op = |index, modifier| AsmPiece::Operand { index, modifier };
        assert_eq!(
            p,
            vec![
                text("mov.u32 "),
                op(0, None),
                text(", %laneid; "),
                AsmPiece::Dialect('{'),
                op(1, None),
                AsmPiece::Dialect('|'),
                op(0, None),
                AsmPiece::Dialect('}'),
                text(" "),
                op(1, Some('k')),
                text(" "),
                AsmPiece::UniqueId,
            ]
        );
    }

    #[test]
    fn template_errors() {
        assert!(parse("add %5, %0", 2).is_err_and(|e| e.0.contains("operand 5")));
        assert!(parse("mov %[nope]", 2).is_err_and(|e| e.0.contains("names no operand")));
        assert!(parse("50%", 0).is_err());
        assert!(parse("%!", 1).is_err());
        assert!(parse("%[out", 1).is_err_and(|e| e.0.contains("closing")));
        assert!(parse("%99999999999999999999", 1).is_err());
    }
}
