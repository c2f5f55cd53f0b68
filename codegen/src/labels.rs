//! `goto` and its labels. Each label is a basic block. A jump may leave scopes, and the objects
//! with destructors it leaves are destroyed on the way (as `break` destroys them); it may not
//! enter the scope of such an object, which C++ forbids ([stmt.dcl]/3: the jump would bypass the
//! object's initialization) and which is an error here (E0728). A backward `goto` knows its
//! label's live objects; a forward one branches to a block of its own, filled in when the label
//! is reached: the destructors of the objects the `goto` leaves, then the branch. A label that a
//! target never lowers (it sits in a `@codegen if` branch the target drops) leaves its `goto`s
//! without a target: an error for that target, never a silently open block.

use std::collections::hash_map::Entry;

use frontend::diag::Diagnostic;
use frontend::intern::Name;
use frontend::source::Span;
use inkwell::basic_block::BasicBlock;

use crate::diags;
use crate::FunctionCx;

/// The objects with destructors alive at a point, outermost first (`FunctionCx::cleanups`).
type Live<'ctx> = Vec<crate::cleanups::Cleanup<'ctx>>;

/// One label of the function being lowered.
pub(crate) struct Label<'ctx> {
    name: Name,
    block: BasicBlock<'ctx>,
    /// What is alive at the label, once it has been lowered.
    live: Option<Live<'ctx>>,
    /// Forward `goto`s waiting for it: their own block, what was alive there, their span.
    pending: Vec<(BasicBlock<'ctx>, Live<'ctx>, Span)>,
}

impl<'ctx> FunctionCx<'_, '_, 'ctx> {
    fn label_entry(&mut self, label: u32, name: Name) -> &mut Label<'ctx> {
        if let Entry::Vacant(v) = self.labels.entry(label) {
            let block = self.m.cx.append_basic_block(self.func, &format!("label.{}", self.m.names.get(name)));
            v.insert(Label { name, block, live: None, pending: Vec::new() });
        }
        self.labels.get_mut(&label).expect("inserted above")
    }

    /// `goto name;` (the caller continues in a dead block).
    pub(crate) fn goto(&mut self, label: u32, name: Name, span: Span) {
        let here = self.cleanups.clone();
        let entry = self.label_entry(label, name);
        match entry.live.clone() {
            Some(there) => {
                let block = entry.block;
                if self.check_jump(&here, &there, name, span) {
                    self.run_cleanups(there.len());
                    self.br(block);
                }
            }
            None => {
                let own = self.m.cx.append_basic_block(self.func, "goto");
                self.label_entry(label, name).pending.push((own, here, span));
                self.br(own);
            }
        }
    }

    /// `name:`: the label's block, and the forward `goto`s to it completed.
    pub(crate) fn label(&mut self, label: u32, name: Name) {
        let entry = self.label_entry(label, name);
        let block = entry.block;
        let pending = std::mem::take(&mut entry.pending);
        let there = self.cleanups.clone();
        self.label_entry(label, name).live = Some(there.clone());
        self.br(block);
        for (own, here, span) in pending {
            self.b.position_at_end(own);
            if self.check_jump(&here, &there, name, span) {
                let saved = std::mem::replace(&mut self.cleanups, here);
                self.run_cleanups(there.len());
                self.cleanups = saved;
                self.br(block);
            }
        }
        self.b.position_at_end(block);
    }

    /// At the end of the function: a `goto` whose label was never lowered jumps into the branch
    /// of a `@codegen if` this target does not compile (sema saw the label). Its block would be
    /// left open, so it is an error (E0728), not a silently unreachable jump.
    pub(crate) fn check_unlowered_labels(&mut self) {
        let mut orphans: Vec<(Name, Span)> = Vec::new();
        for label in self.labels.values() {
            if label.live.is_none() {
                orphans.extend(label.pending.iter().map(|&(_, _, span)| (label.name, span)));
            }
        }
        orphans.sort_by_key(|&(_, span)| (span.file, span.lo));
        let sm = self.m.target.target().name();
        for (name, span) in orphans {
            let n = self.m.names.get(name).to_string();
            self.m.diags.push(
                Diagnostic::error(
                    diags::GOTO_INTO_SCOPE,
                    span,
                    format!("`goto {n}` jumps into a `@codegen if` branch that is not compiled for {sm}"),
                )
                .with_label("its label is in a branch this target drops")
                .with_note("put the label outside the `@codegen if`, or the `goto` inside the same branch"),
            );
        }
    }

    /// A jump from where `here` is alive to where `there` is: `there` must be what `here` keeps
    /// (a prefix), else the jump enters the scope of a live object.
    fn check_jump(&mut self, here: &Live<'ctx>, there: &Live<'ctx>, name: Name, span: Span) -> bool {
        if there.len() <= here.len() && here[..there.len()] == there[..] {
            return true;
        }
        let n = self.m.names.get(name).to_string();
        let sm = self.m.target.target().name();
        self.m.diags.push(
            Diagnostic::error(
                diags::GOTO_INTO_SCOPE,
                span,
                format!("`goto {n}` jumps into the scope of an object with a destructor, past its initialization (generating code for {sm})"),
            )
            .with_label("jumps into a scope")
            .with_note("C++ does not allow a jump past the initialization of such an object; move the label out of its scope, or the object into a block that ends before the label"),
        );
        false
    }
}
