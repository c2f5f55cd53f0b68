//! Loop metadata: `#pragma unroll` / `nounroll` (carried in `Program::loop_unroll`) becomes a
//! self-referential distinct `!llvm.loop` node on every back edge of the loop, as clang emits it:
//! `br label %for.cond, !llvm.loop !7` with `!7 = distinct !{!7, !8}` and
//! `!8 = !{!"llvm.loop.unroll.enable"}` (or `!{!"llvm.loop.unroll.count", i32 4}`, or
//! `!{!"llvm.loop.unroll.disable"}`). Every branch to the header from inside the loop gets the
//! same node, since LLVM ignores a loop id its latches disagree on. Unlike clang, no
//! `llvm.loop.mustprogress` is added: circlec marks no loop or function `mustprogress`.

use frontend::sema::hir::LoopUnroll;
use inkwell::basic_block::BasicBlock;
use inkwell::context::{AsContextRef, Context};
use inkwell::values::{AsValueRef, InstructionOpcode};

/// Puts the loop metadata of `unroll` on every branch to `header` except the one ending
/// `entry` (the branch into the loop).
pub fn mark_loop<'ctx>(cx: &'ctx Context, header: BasicBlock<'ctx>, entry: Option<BasicBlock<'ctx>>, unroll: LoopUnroll) {
    let Some(func) = header.get_parent() else { return };
    let mut latches = Vec::new();
    for bb in func.get_basic_blocks() {
        if Some(bb) == entry {
            continue;
        }
        let Some(term) = bb.get_terminator() else { continue };
        if term.get_opcode() != InstructionOpcode::Br {
            continue;
        }
        let to_header = (0..term.get_num_operands()).any(|i| term.get_operand(i).and_then(|o| o.block()) == Some(header));
        if to_header {
            latches.push(term.as_value_ref());
        }
    }
    if latches.is_empty() {
        return;
    }
    let (name, count) = match unroll {
        LoopUnroll::Enable => ("llvm.loop.unroll.enable", None),
        LoopUnroll::Count(n) => ("llvm.loop.unroll.count", Some(n)),
        LoopUnroll::Disable => ("llvm.loop.unroll.disable", None),
    };
    // SAFETY: every pointer comes from live inkwell objects of the context `cx` (the context,
    // the branch instructions), the operand arrays outlive the calls that read them, and the
    // temporary node is replaced (and so freed) before it could escape.
    unsafe {
        use inkwell::llvm_sys::core;
        let c = cx.as_ctx_ref();
        let s = core::LLVMMDStringInContext2(c, name.as_ptr().cast(), name.len());
        let mut ops = vec![s];
        if let Some(n) = count {
            let i32t = core::LLVMInt32TypeInContext(c);
            ops.push(core::LLVMValueAsMetadata(core::LLVMConstInt(i32t, n as u64, 0)));
        }
        let prop = core::LLVMMDNodeInContext2(c, ops.as_mut_ptr(), ops.len());
        let tmp = inkwell::llvm_sys::debuginfo::LLVMTemporaryMDNode(c, std::ptr::null_mut(), 0);
        let mut loop_ops = [tmp, prop];
        let node = core::LLVMMDNodeInContext2(c, loop_ops.as_mut_ptr(), loop_ops.len());
        // Replacing the placeholder by the node itself makes the node self-referential, which
        // LLVM turns into a distinct node.
        inkwell::llvm_sys::debuginfo::LLVMMetadataReplaceAllUsesWith(tmp, node);
        let kind = core::LLVMGetMDKindIDInContext(c, c"llvm.loop".as_ptr(), "llvm.loop".len() as u32);
        let value = core::LLVMMetadataAsValue(c, node);
        for br in latches {
            core::LLVMSetMetadata(br, kind, value);
        }
    }
}
