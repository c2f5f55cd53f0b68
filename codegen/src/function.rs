//! The per-function context and the lowering of statements. Locals live in allocas placed in the
//! entry block (SROA turns them into registers); `break`/`continue` targets are a stack of loop
//! and switch exits; a `@codegen if` lowers only the branch the ODR plan recorded as taken for
//! this target. After a `return`, `break` or `continue` lowering continues in a fresh block that
//! nothing branches to, so every statement can assume an open insertion point.

use std::collections::HashMap;

use frontend::sema::hir::{FnId, Stmt, StmtId, VarId};
use frontend::sema::types::TypeId;
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};

use crate::module_cx::ModuleCx;

/// Deepest statement nesting lowered: above what the parser accepts (nesting up to the bracket
/// depth plus `else if` chains of up to 16384 links), so never reached by a checked program.
const MAX_DEPTH: u32 = 4 * frontend::sema::MAX_EXPR_DEPTH;

pub struct FunctionCx<'m, 'a, 'ctx> {
    pub m: &'m mut ModuleCx<'a, 'ctx>,
    pub b: Builder<'ctx>,
    pub func: FunctionValue<'ctx>,
    pub fn_id: FnId,
    /// Positioned at the end of the entry block, which holds only allocas until `finish`.
    allocas: Builder<'ctx>,
    pub locals: HashMap<VarId, PointerValue<'ctx>>,
    pub this_ptr: Option<PointerValue<'ctx>>,
    /// (break target, continue target, cleanup depth) of the enclosing loops and switches.
    jumps: Vec<(BasicBlock<'ctx>, Option<BasicBlock<'ctx>>, usize)>,
    /// Local objects to destroy at scope exits, innermost last (`cleanups.rs`).
    pub cleanups: Vec<crate::cleanups::Cleanup<'ctx>>,
    /// Temporaries of the full-expression being lowered that have destructors.
    pub temps: Vec<(PointerValue<'ctx>, FnId)>,
    /// Case blocks of the enclosing switches, keyed by the statement the label names.
    cases: Vec<HashMap<StmtId, BasicBlock<'ctx>>>,
    /// The function's `goto` labels by number (`labels.rs`).
    pub(crate) labels: HashMap<u32, crate::labels::Label<'ctx>>,
    pub depth: u32,
    /// The address the last assignment or prefix increment stored to (their lvalue).
    pub last_assign_target: Option<PointerValue<'ctx>>,
    /// Where a function returning through `sret` builds its result (abi.rs).
    pub sret: Option<PointerValue<'ctx>>,
    /// The object the next call returning through `sret` initializes (no temporary).
    pub sret_dest: Option<PointerValue<'ctx>>,
    /// The function's debug-information subprogram, when the module has debug information.
    pub(crate) debug_scope: Option<crate::debug_info::Scope>,
    /// The span the builder's debug location points at (`debug_info.rs`).
    pub(crate) debug_span: Option<frontend::source::Span>,
    /// A base-object constructor of a class with virtual bases: the vtable pointers of its
    /// non-virtual subobjects saved on entry (offset, slot), restored after its bases.
    pub(crate) saved_vptrs: Vec<(i64, PointerValue<'ctx>)>,
    /// Enclosing `try` blocks and the landing pads' state (`eh.rs`).
    pub(crate) eh: crate::eh::EhState<'ctx>,
}

impl<'m, 'a, 'ctx> FunctionCx<'m, 'a, 'ctx> {
    /// Lowers the body of `f` into its declared function.
    pub fn lower(m: &'m mut ModuleCx<'a, 'ctx>, f: FnId) {
        let func = m.fns[&f];
        Self::lower_into(m, f, func);
    }

    /// Lowers the body of `f` into `func` (another variant of a constructor: `structors.rs`).
    pub fn lower_into(m: &'m mut ModuleCx<'a, 'ctx>, f: FnId, func: FunctionValue<'ctx>) {
        let cx = m.cx;
        let entry = cx.append_basic_block(func, "entry");
        let body = cx.append_basic_block(func, "body");
        let allocas = cx.create_builder();
        allocas.position_at_end(entry);
        let b = cx.create_builder();
        b.position_at_end(body);
        let mut fx = FunctionCx {
            m,
            b,
            func,
            fn_id: f,
            allocas,
            locals: HashMap::new(),
            this_ptr: None,
            jumps: Vec::new(),
            cleanups: Vec::new(),
            temps: Vec::new(),
            cases: Vec::new(),
            labels: HashMap::new(),
            depth: 0,
            last_assign_target: None,
            sret: None,
            sret_dest: None,
            debug_scope: None,
            debug_span: None,
            saved_vptrs: Vec::new(),
            eh: Default::default(),
        };
        fx.begin_debug_info();
        fx.params();
        if let Some(r) = crate::structors::ctor_with_vbases(fx.m.p, fx.m.names, f) {
            fx.vbase_ctor_entry(r);
        }
        if let Some(s) = fx.m.p.fns[f].body {
            fx.stmt(s);
        }
        fx.finish(body);
    }

    /// Host: defines `void __circlec_global_var_init()`, which initializes each of
    /// `m.dynamic_inits` in declaration order (C++ dynamic initialization), for the target to
    /// run as a module constructor. `owner` is any function of the program (the context's
    /// function id; the body never returns a value). `None` when there is nothing to initialize.
    /// Namespace-scope objects with destructors are destroyed at exit, last first, by
    /// `__circlec_global_var_fini`, which the initializer registers with `atexit` (as clang).
    pub fn lower_dynamic_inits(m: &'m mut ModuleCx<'a, 'ctx>, owner: FnId) -> Option<FunctionValue<'ctx>> {
        let fini_fn = Self::lower_global_fini(m);
        if m.dynamic_inits.is_empty() && fini_fn.is_none() {
            return None;
        }
        let cx = m.cx;
        let func = m.module.add_function("__circlec_global_var_init", cx.void_type().fn_type(&[], false), Some(inkwell::module::Linkage::Internal));
        let entry = cx.append_basic_block(func, "entry");
        let body = cx.append_basic_block(func, "body");
        let allocas = cx.create_builder();
        allocas.position_at_end(entry);
        let b = cx.create_builder();
        b.position_at_end(body);
        let mut vars = m.dynamic_inits.clone();
        vars.sort_by_key(|v| v.index());
        let mut fx = FunctionCx {
            m,
            b,
            func,
            fn_id: owner,
            allocas,
            locals: HashMap::new(),
            this_ptr: None,
            jumps: Vec::new(),
            cleanups: Vec::new(),
            temps: Vec::new(),
            cases: Vec::new(),
            labels: HashMap::new(),
            depth: 0,
            last_assign_target: None,
            sret: None,
            sret_dest: None,
            debug_scope: None,
            debug_span: None,
            saved_vptrs: Vec::new(),
            eh: Default::default(),
        };
        for v in vars {
            let var = &fx.m.p.vars[v];
            let (ty, init) = (var.ty, var.init);
            let g = fx.m.global(v);
            let ptr = fx.m.global_ptr(g);
            if let Some(e) = init {
                fx.init_into(ptr, ty, e);
            }
        }
        if let Some(fini) = fini_fn {
            let cx = fx.m.cx;
            let ptr_ty = cx.ptr_type(inkwell::AddressSpace::default());
            let atexit = match fx.m.module.get_function("atexit") {
                Some(f) => f,
                None => fx.m.module.add_function("atexit", cx.i32_type().fn_type(&[ptr_ty.into()], false), None),
            };
            let fp = fini.as_global_value().as_pointer_value();
            let _ = fx.b.build_call(atexit, &[fp.into()], "");
        }
        let _ = fx.allocas.build_unconditional_branch(body);
        if !fx.terminated() {
            let _ = fx.b.build_return(None);
        }
        Some(func)
    }

    /// Host: defines `void __circlec_global_var_fini()`, which destroys each namespace-scope
    /// object of a class type with a destructor, last declared first. `None` when there is none.
    fn lower_global_fini(m: &mut ModuleCx<'a, 'ctx>) -> Option<FunctionValue<'ctx>> {
        if m.target.is_device() {
            return None;
        }
        let p = m.p;
        let mut vars: Vec<_> = m
            .plan
            .vars
            .iter()
            .copied()
            .filter(|&v| {
                let var = &p.vars[v];
                let defined = !var.is_extern || var.init.is_some();
                defined && var.storage == frontend::sema::hir::Storage::Global && var.space == frontend::sema::hir::MemorySpace::None && !var.codegen
            })
            .filter_map(|v| {
                // A class object, or an array of them (elements last first).
                let (elem, n) = match crate::static_locals::flat_array(m, p.vars[v].ty) {
                    Some((e, n)) if n <= 65536 => (e, n),
                    Some(_) => return None,
                    None => (p.vars[v].ty, 1),
                };
                p.types.record_of(elem).and_then(|r| p.records[r].dtor).map(|d| (v, d, elem, n))
            })
            .filter(|(_, d, _, _)| m.fns.contains_key(d))
            .collect();
        // A thread's `thread_local` objects are destroyed when the thread exits
        // (`__cxa_thread_atexit`), which circlec does not register yet.
        let (tls, rest): (Vec<_>, Vec<_>) = vars.into_iter().partition(|(v, _, _, _)| p.thread_locals.contains(v));
        vars = rest;
        for (v, _, _, _) in tls {
            m.error(crate::diags::UNSUPPORTED_CONSTRUCT, p.vars[v].span, "a `thread_local` object with a destructor is not supported yet");
        }
        if vars.is_empty() {
            return None;
        }
        vars.sort_by_key(|(v, ..)| v.index());
        let cx = m.cx;
        let func = m.module.add_function("__circlec_global_var_fini", cx.void_type().fn_type(&[], false), Some(inkwell::module::Linkage::Internal));
        let b = cx.create_builder();
        b.position_at_end(cx.append_basic_block(func, "entry"));
        for (v, d, elem, n) in vars.into_iter().rev() {
            let g = m.global(v);
            let ptr = m.global_ptr(g);
            let (size, _) = m.size_align(elem);
            for i in (0..n).rev() {
                let off = cx.i64_type().const_int(size * i, false);
                let ep = unsafe { b.build_in_bounds_gep(cx.i8_type(), ptr, &[off], "") }.expect("positioned");
                if let Some((callee, ty)) = m.structor_callee(d, true) {
                    let _ = b.build_indirect_call(ty, callee, &[ep.into()], "");
                }
            }
        }
        let _ = b.build_return(None);
        Some(func)
    }

    /// Spills the parameters into allocas (references keep the pointer they were given).
    fn params(&mut self) {
        let d = &self.m.p.fns[self.fn_id];
        let mut args = self.func.get_param_iter();
        if self.m.sret_of(d.ret).is_some() {
            self.sret = args.next().map(|a| a.into_pointer_value());
        }
        if d.method.is_some_and(|m| !m.is_static) {
            self.this_ptr = args.next().map(|a| a.into_pointer_value());
        }
        let params = d.params.clone();
        let abis = self.m.param_abis(d.ty, d.method.is_some_and(|m| !m.is_static));
        for (i, v) in params.into_iter().enumerate() {
            let Some(arg) = args.next() else { break };
            let ty = self.m.p.vars[v].ty;
            let abi = abis.get(i).copied().unwrap_or(crate::abi::ParamAbi::Direct);
            if let (crate::abi::ParamAbi::ByVal { .. } | crate::abi::ParamAbi::Indirect, BasicValueEnum::PointerValue(copy)) = (abi, arg) {
                // The caller passed the address of a copy (which it destroys after the call).
                self.locals.insert(v, copy);
                continue;
            }
            if let crate::abi::ParamAbi::Coerced { ty: c } = abi {
                // The record's bytes came in registers: they become its storage.
                let rec = self.m.mem_ty(ty);
                let slot = crate::abi::coerce_slot(self, rec, c, ty);
                let _ = self.b.build_store(slot, arg);
                self.locals.insert(v, slot);
                continue;
            }
            let slot = self.alloca(ty, self.m.names.get(self.m.p.vars[v].name).to_string().as_str());
            if self.m.p.types.is_reference(ty) {
                let _ = self.b.build_store(slot, arg);
            } else {
                self.store(slot, arg, ty);
                // The function owns (and destroys) a by-value class parameter; not kernels.
                if !self.m.p.fns[self.fn_id].cuda.global {
                    self.push_cleanup(slot, ty);
                }
            }
            self.locals.insert(v, slot);
        }
    }

    fn finish(&mut self, body: BasicBlock<'ctx>) {
        self.check_unlowered_labels();
        let _ = self.allocas.build_unconditional_branch(body);
        let is_void = self.func.get_type().get_return_type().is_none();
        let is_main = self.m.names.get(self.m.p.fns[self.fn_id].name) == "main";
        let mut bb = self.func.get_first_basic_block();
        while let Some(block) = bb {
            if block.get_terminator().is_none() {
                self.b.position_at_end(block);
                if is_void {
                    let _ = self.b.build_return(None);
                } else if is_main {
                    let zero = self.m.cx.i32_type().const_zero();
                    let _ = self.b.build_return(Some(&zero));
                } else {
                    let _ = self.b.build_unreachable();
                }
            }
            bb = block.get_next_basic_block();
        }
    }

    /// An alloca of an object of type `t` in the entry block (a pointer slot for references).
    pub fn alloca(&mut self, t: TypeId, name: &str) -> PointerValue<'ctx> {
        let ty = self.m.mem_ty(t);
        let (_, align) = self.m.size_align(t);
        let a = self.allocas.build_alloca(ty, name).expect("alloca builder is positioned");
        if let Some(i) = a.as_instruction() {
            let _ = i.set_alignment(align.max(1) as u32);
        }
        a
    }

    /// An alloca of LLVM type `ty` in the entry block.
    pub fn alloca_raw(&mut self, ty: inkwell::types::BasicTypeEnum<'ctx>, align: u32, name: &str) -> PointerValue<'ctx> {
        let a = self.allocas.build_alloca(ty, name).expect("alloca builder is positioned");
        if let Some(i) = a.as_instruction() {
            let _ = i.set_alignment(align.max(1));
        }
        a
    }

    /// A fresh block after the current one.
    pub fn block(&self, name: &str) -> BasicBlock<'ctx> {
        self.m.cx.append_basic_block(self.func, name)
    }

    /// True when the current block already ends in a terminator.
    pub fn terminated(&self) -> bool {
        self.b.get_insert_block().and_then(|bb| bb.get_terminator()).is_some()
    }

    /// Branches to `to` unless the block is already terminated.
    pub fn br(&self, to: BasicBlock<'ctx>) {
        if !self.terminated() {
            let _ = self.b.build_unconditional_branch(to);
        }
    }

    /// The `!llvm.loop` metadata of loop `s`'s pragma, if it has one (see [`crate::loop_metadata`]).
    fn mark_loop(&self, s: StmtId, header: BasicBlock<'ctx>, entry: Option<BasicBlock<'ctx>>) {
        if let Some(&u) = self.m.p.loop_unroll.get(&s) {
            crate::loop_metadata::mark_loop(self.m.cx, header, entry, u);
        }
    }

    /// Continues in a fresh unreachable block after a jump.
    fn dead(&mut self) {
        let bb = self.block("dead");
        self.b.position_at_end(bb);
    }

    pub fn stmt(&mut self, s: StmtId) {
        if self.depth > MAX_DEPTH {
            return;
        }
        self.depth += 1;
        self.stmt_inner(s);
        self.depth -= 1;
    }

    fn stmt_inner(&mut self, s: StmtId) {
        let p = self.m.p;
        if let Some(span) = crate::debug_info::stmt_span(p, p.stmt(s)) {
            self.set_debug_location(span);
        }
        match p.stmt(s) {
            Stmt::Compound(list) => {
                let depth = self.cleanups.len();
                for &x in list {
                    self.stmt(x);
                }
                self.pop_cleanups(depth);
            }
            Stmt::Expr(e) => {
                let mark = self.temps.len();
                self.discard(*e);
                self.end_full_expr(mark);
            }
            Stmt::Decl(vars) => {
                for &v in vars {
                    self.local(v);
                }
            }
            Stmt::If { cond, then, els } => {
                let c = self.stmt_cond(*cond);
                let then_bb = self.block("if.then");
                let end = self.block("if.end");
                let else_bb = if els.is_some() { self.block("if.else") } else { end };
                let _ = self.b.build_conditional_branch(c, then_bb, else_bb);
                self.b.position_at_end(then_bb);
                self.stmt(*then);
                self.br(end);
                if let Some(e) = els {
                    self.b.position_at_end(else_bb);
                    self.stmt(*e);
                    self.br(end);
                }
                self.b.position_at_end(end);
            }
            Stmt::CodegenIf { then, els, .. } => match self.m.plan.taken.get(&s) {
                Some(true) => self.stmt(*then),
                Some(false) => {
                    if let Some(e) = els {
                        self.stmt(*e);
                    }
                }
                None => {}
            },
            Stmt::While { cond, body } => {
                let head = self.block("while.cond");
                let body_bb = self.block("while.body");
                let end = self.block("while.end");
                let entry = self.b.get_insert_block();
                self.br(head);
                self.b.position_at_end(head);
                let c = self.stmt_cond(*cond);
                let _ = self.b.build_conditional_branch(c, body_bb, end);
                self.b.position_at_end(body_bb);
                self.jumps.push((end, Some(head), self.cleanups.len()));
                self.stmt(*body);
                self.jumps.pop();
                self.br(head);
                self.b.position_at_end(end);
                self.mark_loop(s, head, entry);
            }
            Stmt::DoWhile { body, cond } => {
                let body_bb = self.block("do.body");
                let cond_bb = self.block("do.cond");
                let end = self.block("do.end");
                let entry = self.b.get_insert_block();
                self.br(body_bb);
                self.b.position_at_end(body_bb);
                self.jumps.push((end, Some(cond_bb), self.cleanups.len()));
                self.stmt(*body);
                self.jumps.pop();
                self.br(cond_bb);
                self.b.position_at_end(cond_bb);
                let c = self.stmt_cond(*cond);
                let _ = self.b.build_conditional_branch(c, body_bb, end);
                self.b.position_at_end(end);
                self.mark_loop(s, body_bb, entry);
            }
            Stmt::For { init, cond, inc, body } => {
                let depth = self.cleanups.len();
                if let Some(i) = init {
                    self.stmt(*i);
                }
                let head = self.block("for.cond");
                let body_bb = self.block("for.body");
                let inc_bb = self.block("for.inc");
                let end = self.block("for.end");
                let entry = self.b.get_insert_block();
                self.br(head);
                self.b.position_at_end(head);
                match cond {
                    Some(c) => {
                        let c = self.stmt_cond(*c);
                        let _ = self.b.build_conditional_branch(c, body_bb, end);
                    }
                    None => self.br(body_bb),
                }
                self.b.position_at_end(body_bb);
                self.jumps.push((end, Some(inc_bb), self.cleanups.len()));
                self.stmt(*body);
                self.jumps.pop();
                self.br(inc_bb);
                self.b.position_at_end(inc_bb);
                if let Some(i) = inc {
                    let mark = self.temps.len();
                    self.discard(*i);
                    self.end_full_expr(mark);
                }
                self.br(head);
                self.b.position_at_end(end);
                self.mark_loop(s, head, entry);
                self.pop_cleanups(depth);
            }
            Stmt::Switch { cond, body, cases, default } => {
                let Some(BasicValueEnum::IntValue(v)) = self.rvalue(*cond) else { return };
                let end = self.block("sw.end");
                let mut map = HashMap::new();
                let mut arms: Vec<(IntValue<'ctx>, BasicBlock<'ctx>)> = Vec::new();
                let mut seen = Vec::new();
                for (value, target) in cases {
                    let bb = self.block("sw.case");
                    map.insert(*target, bb);
                    if let Stmt::Case { body, .. } = p.stmt(*target) {
                        map.entry(*body).or_insert(bb);
                    }
                    if !seen.contains(value) {
                        seen.push(*value);
                        arms.push((v.get_type().const_int(*value as u64, true), bb));
                    }
                }
                let default_bb = match default {
                    Some(d) => {
                        let bb = self.block("sw.default");
                        map.insert(*d, bb);
                        if let Stmt::Default { body } = p.stmt(*d) {
                            map.entry(*body).or_insert(bb);
                        }
                        bb
                    }
                    None => end,
                };
                let _ = self.b.build_switch(v, default_bb, &arms);
                self.dead();
                self.cases.push(map);
                self.jumps.push((end, None, self.cleanups.len()));
                self.stmt(*body);
                self.jumps.pop();
                self.cases.pop();
                self.br(end);
                self.b.position_at_end(end);
            }
            Stmt::Case { body, .. } | Stmt::Default { body } => {
                let bb = self.cases.last().and_then(|m| m.get(&s).or_else(|| m.get(body)).copied());
                if let Some(bb) = bb {
                    self.br(bb);
                    self.b.position_at_end(bb);
                }
                self.stmt(*body);
            }
            Stmt::Goto { label, name, span } => {
                self.goto(*label, *name, *span);
                self.dead();
            }
            Stmt::Label { label, name, body } => {
                self.label(*label, *name);
                self.stmt(*body);
            }
            Stmt::Break => {
                if let Some(&(brk, _, depth)) = self.jumps.last() {
                    self.run_cleanups(depth);
                    self.br(brk);
                    self.dead();
                }
            }
            Stmt::Continue => {
                if let Some((cont, depth)) = self.jumps.iter().rev().find_map(|&(_, c, d)| c.map(|c| (c, d))) {
                    self.run_cleanups(depth);
                    self.br(cont);
                    self.dead();
                }
            }
            Stmt::Return(e) => {
                self.ret(*e);
                self.dead();
            }
            Stmt::Asm(a) => self.inline_asm(a),
            Stmt::Null => {}
            // No exception runtime: the body alone, handlers dropped.
            Stmt::Try { body, handlers } => self.lower_try(*body, handlers),
        }
    }

    fn ret(&mut self, e: Option<frontend::sema::hir::ExprId>) {
        let ret_ty = self.m.p.fns[self.fn_id].ret;
        if let (Some(slot), Some(e)) = (self.sret, e) {
            // Built in place, at the caller's address.
            self.init_into(slot, ret_ty, e);
            self.end_full_expr(0);
            self.run_cleanups(0);
            let _ = self.b.build_return(None);
            return;
        }
        let v: Option<BasicValueEnum<'ctx>> = match e {
            None => None,
            Some(e) if self.m.p.types.is_reference(ret_ty) => Some(self.lvalue(e).into()),
            Some(e) => self.rvalue(e),
        };
        self.end_full_expr(0);
        self.run_cleanups(0);
        if self.func.get_type().get_return_type().is_none() {
            let _ = self.b.build_return(None);
        } else if let Some(v) = v {
            let v = match self.m.return_abi(ret_ty) {
                crate::abi::ParamAbi::Coerced { ty } => crate::abi::reinterpret(self, v, ty, ret_ty),
                _ => v,
            };
            let _ = self.b.build_return(Some(&v));
        } else {
            let _ = self.b.build_unreachable();
        }
    }

    /// A statement's condition: a full-expression (its temporaries die before the branch).
    fn stmt_cond(&mut self, e: frontend::sema::hir::ExprId) -> IntValue<'ctx> {
        let mark = self.temps.len();
        let c = self.cond(e);
        self.end_full_expr(mark);
        c
    }

    /// A local variable declaration: an alloca (or, for static locals, a global) and its
    /// initializer.
    pub(crate) fn local(&mut self, v: VarId) {
        let var = &self.m.p.vars[v];
        if var.storage == frontend::sema::hir::Storage::StaticLocal && !var.codegen {
            self.static_local(v);
            return;
        }
        if crate::odr::is_static(var) || var.codegen {
            return;
        }
        let ty = var.ty;
        let init = var.init;
        let name = self.m.names.get(var.name).to_string();
        let slot = match self.m.p.var_aligns.get(&v) {
            // `alignas(16) float buf[4];`: the slot at the alignment asked for.
            Some(&align) => {
                let lt = self.m.mem_ty(ty);
                self.alloca_raw(lt, align as u32, &name)
            }
            None => self.alloca(ty, &name),
        };
        self.locals.insert(v, slot);
        if let Some(e) = init {
            let mark = self.temps.len();
            if self.m.p.types.is_reference(ty) {
                let addr = self.lvalue(e);
                let _ = self.b.build_store(slot, addr);
                self.extend_temporaries(mark);
            } else {
                self.init_into(slot, ty, e);
                self.end_full_expr(mark);
            }
        }
        if !self.m.p.types.is_reference(ty) {
            self.push_cleanup(slot, ty);
        }
    }
}
