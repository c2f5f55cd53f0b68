//! GNU `asm` statements: the template, the output, input and clobber lists, as written. Sema
//! (`sema/inline_asm.rs`) checks the constraints, operands and `%N` references; this file only
//! reads the syntax. `asm goto` (a fifth list, of labels) is parsed and reported unsupported.

use super::{diags, Parser};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::lex::token::{Keyword, Punct, StrPrefix, TokenKind};
use crate::source::Span;

impl Parser<'_> {
    /// asm-statement := asm-keyword asm-qualifier* `(` string-literal+ asm-lists? `)` `;`
    /// asm-qualifier := `volatile` | `inline` | `goto`
    /// asm-lists := `:` outputs? [`:` inputs? [`:` clobbers? [`:` labels?]]]
    /// (`::` stands for two colons, as in `asm("..." :: "r"(x))`).
    pub(super) fn asm_stmt(&mut self) -> StmtKind {
        let kw = self.bump(); // `asm`, `__asm__`
        let mut volatile = false;
        let mut goto = None;
        loop {
            match self.kind() {
                TokenKind::Keyword(Keyword::Volatile) => volatile = true,
                TokenKind::Keyword(Keyword::Inline) => {}
                TokenKind::Keyword(Keyword::Goto) => goto = Some(self.span()),
                _ => break,
            }
            self.bump();
        }
        if !self.expect(Punct::LParen, "after `asm`") {
            self.recover_to_semi();
            return StmtKind::Error;
        }
        let Some((template, template_span)) = self.asm_string("as the `asm` template") else {
            self.recover_to_semi();
            return StmtKind::Error;
        };
        let mut stmt = AsmStmt {
            volatile,
            basic: true,
            template,
            template_span,
            outputs: Vec::new(),
            inputs: Vec::new(),
            clobbers: Vec::new(),
        };
        // Which list the tokens now belong to: 1 outputs, 2 inputs, 3 clobbers, 4 labels.
        let mut list = 0u32;
        loop {
            match self.kind() {
                TokenKind::Punct(Punct::Colon) => list += 1,
                TokenKind::Punct(Punct::ColonColon) => list += 2,
                _ => break,
            }
            let colon = self.bump();
            stmt.basic = false;
            if list > 4 {
                self.report(
                    Diagnostic::error(diags::EXPECTED_TOKEN, colon, "too many `:` in an `asm` statement")
                        .with_label("an `asm` statement has at most four lists: outputs, inputs, clobbers and labels"),
                );
                self.recover_to_semi();
                return StmtKind::Error;
            }
            if matches!(self.kind(), TokenKind::Punct(Punct::Colon | Punct::ColonColon | Punct::RParen)) {
                continue;
            }
            let ok = match list {
                1 => self.asm_operands(&mut stmt.outputs),
                2 => self.asm_operands(&mut stmt.inputs),
                3 => self.asm_clobbers(&mut stmt.clobbers),
                _ => self.asm_labels(),
            };
            if !ok {
                self.recover_to_semi();
                return StmtKind::Error;
            }
        }
        if !self.expect(Punct::RParen, "to close the `asm` statement") {
            self.recover_to_semi();
            return StmtKind::Error;
        }
        self.expect_semi("after the `asm` statement");
        if let Some(at) = goto.or((list == 4).then_some(kw)) {
            self.report(
                Diagnostic::error(diags::UNSUPPORTED_SYNTAX, at, "`asm goto` is not supported")
                    .with_label("jumps out of inline assembly")
                    .with_note("branch on an output operand after the `asm` statement instead"),
            );
            return StmtKind::Error;
        }
        StmtKind::Asm(Box::new(stmt))
    }

    /// operands := operand (`,` operand)*
    /// operand := [`[` identifier `]`] string-literal+ `(` expression `)`
    fn asm_operands(&mut self, out: &mut Vec<AsmOperand>) -> bool {
        loop {
            let mut name = None;
            if self.eat(Punct::LBracket) {
                if !self.at_ident() {
                    self.error_expected("an operand name", "inside `[ ]`");
                    return false;
                }
                name = Some(self.text());
                self.bump();
                if !self.expect(Punct::RBracket, "after the operand name") {
                    return false;
                }
            }
            let Some((constraint, constraint_span)) = self.asm_string("as an operand constraint") else { return false };
            if !self.expect(Punct::LParen, "before the operand's expression") {
                return false;
            }
            let expr = self.expr();
            if !self.expect(Punct::RParen, "after the operand's expression") {
                return false;
            }
            out.push(AsmOperand { name, constraint, constraint_span, expr });
            if !self.eat(Punct::Comma) {
                return true;
            }
        }
    }

    /// clobbers := string-literal+ (`,` string-literal+)*
    fn asm_clobbers(&mut self, out: &mut Vec<(String, Span)>) -> bool {
        loop {
            let Some(c) = self.asm_string("as a clobber") else { return false };
            out.push(c);
            if !self.eat(Punct::Comma) {
                return true;
            }
        }
    }

    /// labels := identifier (`,` identifier)* (read and dropped: `asm goto` is reported).
    fn asm_labels(&mut self) -> bool {
        loop {
            if !self.at_ident() {
                self.error_expected("a label name", "in the labels of `asm goto`");
                return false;
            }
            self.bump();
            if !self.eat(Punct::Comma) {
                return true;
            }
        }
    }

    /// string-literal+ as text (adjacent literals joined), with the span of them all; reports
    /// "expected a string literal WHAT" when there is none, or an encoding prefix (GCC takes
    /// only plain narrow strings here).
    pub(super) fn asm_string(&mut self, what: &str) -> Option<(String, Span)> {
        let start = self.span();
        if !matches!(self.kind(), TokenKind::StringLit(_)) {
            self.error_expected("a string literal", what);
            return None;
        }
        let mut units = Vec::new();
        while let TokenKind::StringLit(prefix) = self.kind() {
            let spelling = self.text();
            let sp = self.bump();
            if prefix != StrPrefix::None {
                self.report(
                    Diagnostic::error(diags::EXPECTED_TOKEN, sp, "an `asm` string cannot have an encoding prefix")
                        .with_label("write a plain string literal"),
                );
                return None;
            }
            super::literal::decode_string(self.names.get(spelling), StrPrefix::None, &mut units);
        }
        let bytes: Vec<u8> = units.iter().map(|&u| u as u8).collect();
        Some((String::from_utf8_lossy(&bytes).into_owned(), start.to(self.prev_span())))
    }
}
