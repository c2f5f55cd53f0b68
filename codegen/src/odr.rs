//! The ODR-use worklist of one target. Roots (for a device target): every defined `__global__`
//! kernel, every defined non-inline `__device__` function, every `__device__`/`__constant__`
//! variable; for the host: `main` and every defined non-inline function that is not device-only,
//! and every namespace-scope host variable defined here (kernels reached by launches are listed
//! in `launched`, not defined: the host module holds their stubs). From each queued function the walk follows calls, function addresses and global
//! variables, entering only the taken branch of each `@codegen if` for this target (so a function
//! used only under an untaken branch is not part of the module). A callee defined in the
//! translation unit is queued whatever its tags; an external `__device__` callee or variable,
//! a kernel launched from device code and a `__cudart_builtin__` runtime call are declared when
//! the target is relocatable (`-rdc=true`, or device code written alone), else error E0712/E0707;
//! anything else device code must not use is diagnosed here, once per (function, target), with
//! the chain of ODR uses that led to it as secondary labels. The graph is a petgraph `DiGraph`
//! of functions and variables whose edges carry the span of the use.

use std::collections::{HashMap, VecDeque};

use frontend::diag::{DiagSink, Diagnostic};
use frontend::intern::Interner;
use frontend::sema::builtins::BuiltinId;
use frontend::sema::hir::{Callee, ExprId, ExprKind, FnId, Inline, MemorySpace, Program, Stmt, StmtId, Storage, VarId};
use frontend::source::Span;
use petgraph::graph::{DiGraph, NodeIndex};

use crate::diags;
use crate::target::Target;

/// True for variables with static storage: namespace-scope and static locals, and block-scope
/// declarations with a memory space or `extern` (`extern __shared__ float buf[];` in a kernel).
pub fn is_static(var: &frontend::sema::hir::VarDecl) -> bool {
    matches!(var.storage, Storage::Global | Storage::StaticLocal)
        || (var.storage == Storage::Local && (var.space != MemorySpace::None || var.is_extern))
}

/// Deepest statement or expression nesting the walk follows: above anything sema accepts
/// (`MAX_EXPR_DEPTH`, a few times that with implicit casts), so the whole tree is walked.
const MAX_DEPTH: u32 = 4 * frontend::sema::MAX_EXPR_DEPTH;

/// A node of the ODR graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Node {
    Fn(FnId),
    Var(VarId),
}

/// What one target's module contains.
#[derive(Debug, Default)]
pub struct OdrPlan {
    /// Functions to define, in discovery order (deterministic).
    pub define: Vec<FnId>,
    /// External functions to declare.
    pub declare: Vec<FnId>,
    /// Global variables to emit (defined or declared), in discovery order.
    pub vars: Vec<VarId>,
    /// The branch each reached `@codegen if` takes; absent when its predicate failed.
    pub taken: HashMap<StmtId, bool>,
    /// Builtins called, in discovery order, without repeats.
    pub builtins: Vec<BuiltinId>,
    /// The graph: an edge `a → b` with the span where `a` uses `b`.
    pub graph: DiGraph<Node, Span>,
    pub index: HashMap<Node, NodeIndex>,
    /// The first user of each node (the BFS tree), for ODR-use chains.
    pub parent: HashMap<Node, (Node, Span)>,
    /// The function declaring each static local (for its symbol).
    pub static_owner: HashMap<VarId, FnId>,
    /// Host target: the kernels launched, in discovery order (their launch stubs are called; the
    /// kernels themselves are device code and are not part of the host module).
    pub launched: Vec<FnId>,
}

impl OdrPlan {
    pub fn contains_fn(&self, f: FnId) -> bool {
        self.index.contains_key(&Node::Fn(f))
    }
}

/// Builds the plan of `target`, reporting into `diags`.
pub fn plan(p: &Program, names: &Interner, target: &dyn Target, diags: &mut DiagSink) -> OdrPlan {
    let mut w = Walker { p, names, target, plan: OdrPlan::default(), queue: VecDeque::new(), diags, current: None, reported: Default::default() };
    if target.is_device() {
        for (id, f) in p.fns.iter() {
            // `static` device functions are only emitted when used: no other unit can call them.
            let root = f.body.is_some()
                && (f.cuda.global || (f.cuda.device && f.inline == Inline::No && !f.constexpr && f.linkage != frontend::sema::hir::Linkage::Internal));
            // Explicitly instantiated `__device__` functions too.
            let explicit = f.body.is_some() && f.cuda.device && p.explicit_instances.contains(&id);
            if root || explicit {
                w.reach(Node::Fn(id), None);
            }
        }
        for (id, v) in p.vars.iter() {
            let defined = !v.is_extern || v.init.is_some();
            if defined && v.storage == Storage::Global && matches!(v.space, MemorySpace::Device | MemorySpace::Constant | MemorySpace::Managed) {
                w.reach(Node::Var(id), None);
            }
        }
    } else {
        for (id, f) in p.fns.iter() {
            let explicit = p.explicit_instances.contains(&id);
            if f.body.is_some() && !f.cuda.global && !(f.cuda.device && !f.cuda.host) && (f.inline == Inline::No || explicit) {
                w.reach(Node::Fn(id), None);
            }
        }
        // Namespace-scope host variables defined here (their initializers may call functions).
        for (id, v) in p.vars.iter() {
            let defined = !v.is_extern || v.init.is_some();
            if defined && v.storage == Storage::Global && v.space == MemorySpace::None && !v.codegen && v.const_value.is_none() {
                w.reach(Node::Var(id), None);
            }
        }
    }
    while let Some(n) = w.queue.pop_front() {
        w.current = Some(n);
        match n {
            Node::Fn(f) => w.visit_fn(f),
            Node::Var(v) => {
                if let Some(init) = p.vars[v].init {
                    if !p.vars[v].codegen {
                        w.expr(init, 0);
                    }
                }
                // A host namespace-scope object is destroyed at exit.
                let var = &p.vars[v];
                if !target.is_device() && var.storage == Storage::Global && var.space == MemorySpace::None && !var.codegen {
                    let t = p.types.array_elem(var.ty).map_or(var.ty, |(e, _)| e);
                    if let Some(dtor) = p.types.record_of(t).and_then(|r| p.records[r].dtor) {
                        w.use_fn(dtor, var.span);
                    }
                }
            }
        }
    }
    w.plan
}

/// Exceptions in the walk (`throw` rejected, `try` walked as its body).
#[path = "odr_throw.rs"]
mod throw;

struct Walker<'a, 'd> {
    p: &'a Program,
    names: &'a Interner,
    target: &'a dyn Target,
    plan: OdrPlan,
    queue: VecDeque<Node>,
    diags: &'d mut DiagSink,
    current: Option<Node>,
    /// (user, what, code) already diagnosed: one error per bad entity per function and target.
    reported: std::collections::HashSet<(Option<Node>, Option<Node>, &'static str)>,
}

impl Walker<'_, '_> {
    fn node(&mut self, n: Node) -> (NodeIndex, bool) {
        if let Some(&i) = self.plan.index.get(&n) {
            return (i, false);
        }
        let i = self.plan.graph.add_node(n);
        self.plan.index.insert(n, i);
        (i, true)
    }

    /// Records that the current node uses `n` at `span` (or that `n` is a root).
    fn reach(&mut self, n: Node, span: Option<Span>) {
        let (to, new) = self.node(n);
        if let (Some(cur), Some(span)) = (self.current, span) {
            let from = self.plan.index[&cur];
            self.plan.graph.add_edge(from, to, span);
            if new {
                self.plan.parent.insert(n, (cur, span));
            }
        }
        if !new {
            return;
        }
        if self.target.is_device() {
            self.check_device_symbol(n);
        }
        match n {
            Node::Fn(f) if !self.target.is_device() && self.p.fns[f].cuda.global => self.plan.launched.push(f),
            Node::Fn(f) => {
                if self.p.fns[f].body.is_some() {
                    self.plan.define.push(f);
                    self.queue.push_back(n);
                } else {
                    self.plan.declare.push(f);
                }
            }
            Node::Var(v) => {
                self.plan.vars.push(v);
                self.queue.push_back(n);
            }
        }
    }

    /// PTX identifiers are ASCII (`[a-zA-Z_$][a-zA-Z0-9_$]*`): a device function or variable
    /// whose symbol is not (a non-ASCII name of its own, of an enclosing namespace or class, or of
    /// a type in its signature) cannot be emitted. The symbol, not the declared name, is checked,
    /// so every way a non-ASCII identifier reaches it is caught, and only for entities that a
    /// device module really contains. nvcc rejects such names too ("Universal character is not
    /// allowed in device entity name").
    fn check_device_symbol(&mut self, n: Node) {
        let (symbol, name, span) = match n {
            Node::Fn(f) => (crate::mangle::fn_symbol(self.p, self.names, f), self.p.fns[f].name, self.p.fns[f].span),
            Node::Var(v) => (crate::mangle::var_symbol(self.p, self.names, v), self.p.vars[v].name, self.p.vars[v].span),
        };
        if symbol.is_ascii() {
            return;
        }
        let name = self.names.get(name).to_string();
        let sm = self.sm();
        let what = self.describe(n);
        let saved = self.current.replace(n);
        self.error(
            Diagnostic::error(diags::NON_ASCII_DEVICE_SYMBOL, span, format!("{what} cannot be compiled for {sm}: its symbol `{symbol}` has non-ASCII characters"))
                .with_label("declared here")
                .with_note(format!("PTX symbols may hold only ASCII letters, digits, `_` and `$`; rename `{name}` (or the namespace, class or type that brings the non-ASCII name into its symbol)")),
        );
        self.current = saved;
    }

    fn describe(&self, n: Node) -> String {
        match n {
            Node::Fn(f) => {
                let d = &self.p.fns[f];
                let name = self.names.get(d.name);
                if d.cuda.global {
                    format!("kernel `{name}`")
                } else {
                    format!("`{name}`")
                }
            }
            Node::Var(v) => format!("variable `{}`", self.names.get(self.p.vars[v].name)),
        }
    }

    /// Adds the ODR-use chain of the current node to `d`: a note `ODR used by: kernel `k` → `f`
    /// → `g`` and one secondary label per use.
    fn with_chain(&self, mut d: Diagnostic) -> Diagnostic {
        let Some(mut n) = self.current else { return d };
        let mut steps = vec![n];
        let mut labels = Vec::new();
        while let Some(&(parent, span)) = self.plan.parent.get(&n) {
            labels.push((span, format!("{} ODR-used here by {}", self.describe(n), self.describe(parent))));
            n = parent;
            steps.push(n);
            if steps.len() > 64 {
                break;
            }
        }
        steps.reverse();
        labels.reverse();
        for (span, msg) in labels {
            d = d.with_secondary(span, msg);
        }
        let chain: Vec<String> = steps.iter().map(|&s| self.describe(s)).collect();
        d.with_note(format!("ODR used by: {}", chain.join(" → ")))
    }

    /// True the first time `what` is diagnosed with `code` in the current function.
    fn first_report(&mut self, what: Option<Node>, code: &'static str) -> bool {
        self.reported.insert((self.current, what, code))
    }

    fn error(&mut self, d: Diagnostic) {
        let d = self.with_chain(d);
        self.diags.push(d);
    }

    /// Virtual dispatch in device code: not supported yet.
    fn virtual_in_device_code(&mut self, span: Span, what: &str) {
        if !self.first_report(None, diags::VIRTUAL_IN_DEVICE_CODE.code) {
            return;
        }
        let sm = self.sm();
        self.error(
            Diagnostic::error(diags::VIRTUAL_IN_DEVICE_CODE, span, format!("{what} in device code for {sm}: virtual functions work only in host code yet"))
                .with_label("needs a device vtable")
                .with_note("call a non-virtual member function, or dispatch with a template or a `switch` on a tag"),
        );
    }

    fn sm(&self) -> String {
        self.target.target().name()
    }

    fn visit_fn(&mut self, f: FnId) {
        let d = &self.p.fns[f];
        // NVIDIA's host-pass stub (`__DEF_IF_HOST` gives `{ }` when `__CUDA_ARCH__` is not
        // defined): compiling it would silently do nothing.
        if self.target.is_device() && self.p.host_pass_stubs.contains(&f) {
            let name = self.names.get(d.name).to_string();
            let sm = self.sm();
            self.error(
                Diagnostic::error(diags::UNDEFINED_IN_DEVICE_CODE, d.span, format!("`{name}` has no device definition for {sm}"))
                    .with_label("its body here is an empty `{ }` from a macro: the header's stub for nvcc's host pass")
                    .with_note(
                        "NVIDIA's header defines this function for the device only in nvcc's device pass, over nvcc's \
                         internal builtins, which circlec does not implement (WMMA's `load_matrix_sync`, `mma_sync` and \
                         `store_matrix_sync` are such functions)",
                    ),
            );
            return;
        }
        if self.target.is_device() {
            if let Some((_, _, true)) = self.p.types.fn_sig(d.ty) {
                let name = self.names.get(d.name).to_string();
                let sm = self.sm();
                self.error(
                    Diagnostic::error(diags::VARIADIC_DEVICE_FUNCTION, d.span, format!("variadic function `{name}` cannot be compiled for {sm}"))
                        .with_label("variadic definition used in device code")
                        .with_note("device code has no variadic calls; pass the arguments in an array or a struct"),
                );
            }
        }
        // A by-value class parameter is destroyed by the caller after the call (Itanium C++
        // ABI; not for kernels, whose parameters are bitwise copies made by the launch).
        if !d.cuda.global {
            for &v in &d.params {
                let t = self.p.vars[v].ty;
                if let Some(dtor) = self.p.types.record_of(t).and_then(|r| self.p.records[r].dtor) {
                    self.use_fn(dtor, d.span);
                }
            }
        }
        if let Some(body) = d.body {
            self.stmt(body, 0);
        }
    }

    /// A local variable's declaration: its initializer, or a static one reached, and its
    /// destructor.
    pub(crate) fn local_decl(&mut self, v: VarId, d: u32) {
        let var = &self.p.vars[v];
        if is_static(var) && var.storage != Storage::Global {
            if let Some(Node::Fn(f)) = self.current {
                self.plan.static_owner.entry(v).or_insert(f);
            }
            self.reach(Node::Var(v), Some(var.span));
        } else if let Some(init) = var.init {
            if !var.codegen {
                self.expr(init, d);
            }
        }
        // A local object's destructor runs at its scope's exits (a host static
        // local's at exit).
        if !is_static(var) || (var.storage == Storage::StaticLocal && !self.target.is_device()) {
            let mut t = var.ty;
            let mut guard = 0;
            while let Some((e, _)) = self.p.types.array_elem(t) {
                t = e;
                guard += 1;
                if guard > 64 {
                    break;
                }
            }
            if let Some(dtor) = self.p.types.record_of(t).and_then(|r| self.p.records[r].dtor) {
                self.use_fn(dtor, var.span);
            }
        }
    }

    fn stmt(&mut self, s: StmtId, depth: u32) {
        if depth > MAX_DEPTH {
            return;
        }
        let d = depth + 1;
        match self.p.stmt(s) {
            Stmt::Compound(list) => {
                for &x in list {
                    self.stmt(x, d);
                }
            }
            Stmt::Expr(e) => self.expr(*e, d),
            Stmt::Decl(vars) => {
                for &v in vars {
                    self.local_decl(v, d);
                }
            }
            Stmt::If { cond, then, els } => {
                self.expr(*cond, d);
                self.stmt(*then, d);
                if let Some(e) = els {
                    self.stmt(*e, d);
                }
            }
            Stmt::CodegenIf { pred, then, els } => {
                match codegen_consts::eval_predicate(self.p, *pred, self.target.target()) {
                    Ok(taken) => {
                        self.plan.taken.insert(s, taken);
                        if taken {
                            self.stmt(*then, d);
                        } else if let Some(e) = els {
                            self.stmt(*e, d);
                        }
                    }
                    Err(err) => {
                        let sm = self.sm();
                        self.error(
                            Diagnostic::error(diags::CODEGEN_EVAL_FAILED, err.span, format!("cannot evaluate this `@codegen if` predicate for {sm}: {}", err.message))
                                .with_label("predicate evaluated at code generation"),
                        );
                    }
                }
            }
            Stmt::While { cond, body } | Stmt::DoWhile { body, cond } => {
                self.expr(*cond, d);
                self.stmt(*body, d);
            }
            Stmt::For { init, cond, inc, body } => {
                if let Some(i) = init {
                    self.stmt(*i, d);
                }
                if let Some(c) = cond {
                    self.expr(*c, d);
                }
                if let Some(i) = inc {
                    self.expr(*i, d);
                }
                self.stmt(*body, d);
            }
            Stmt::Switch { cond, body, .. } => {
                self.expr(*cond, d);
                self.stmt(*body, d);
            }
            Stmt::Case { body, .. } | Stmt::Default { body } => self.stmt(*body, d),
            Stmt::Return(Some(e)) => self.expr(*e, d),
            Stmt::Label { body, .. } => self.stmt(*body, d),
            Stmt::Return(None) | Stmt::Break | Stmt::Continue | Stmt::Goto { .. } | Stmt::Null => {}
            Stmt::Try { body, handlers } => self.visit_try(*body, handlers, d),
            Stmt::Asm(a) => {
                for o in a.outputs.iter().chain(&a.inputs) {
                    self.expr(o.expr, d);
                }
            }
        }
    }

    fn use_fn(&mut self, f: FnId, span: Span) {
        let d = &self.p.fns[f];
        if self.target.is_device() {
            let name = self.names.get(d.name).to_string();
            let sm = self.sm();
            if d.cuda.host && !d.cuda.device && !d.cuda.global && d.device_runtime && d.body.is_none() {
                // A runtime API function device code calls through the device runtime.
                if self.target.relocatable() {
                    self.reach(Node::Fn(f), Some(span));
                } else if self.reported.insert((None, Some(Node::Fn(f)), diags::NEEDS_RDC.code)) {
                    let sm = self.sm();
                    self.error(
                        Diagnostic::error(diags::NEEDS_RDC, span, format!("device code for {sm} calls `{name}` of the CUDA device runtime, which needs relocatable device code"))
                            .with_label("device runtime call")
                            .with_secondary(d.span, format!("`{name}` declared `__cudart_builtin__` here"))
                            .with_note("compile with `-rdc=true` (or `-dc`, `-fgpu-rdc`): the device link then links the device runtime, libcudadevrt"),
                    );
                }
                return;
            }
            if d.cuda.host && !d.cuda.device && !d.cuda.global {
                if !self.first_report(Some(Node::Fn(f)), diags::HOST_FUNCTION_IN_DEVICE_CODE.code) {
                    return;
                }
                self.error(
                    Diagnostic::error(diags::HOST_FUNCTION_IN_DEVICE_CODE, span, format!("`{name}` is a `__host__` function, but device code for {sm} uses it"))
                        .with_label("host-only function used here")
                        .with_secondary(d.span, format!("`{name}` declared `__host__` here"))
                        .with_note(format!("remove `__host__` (untagged functions defined in this file may be called from device code) or declare `{name}` `__host__ __device__`")),
                );
                return;
            }
            if d.body.is_none() && !d.cuda.device {
                if !self.first_report(Some(Node::Fn(f)), diags::UNDEFINED_IN_DEVICE_CODE.code) {
                    return;
                }
                self.error(
                    Diagnostic::error(diags::UNDEFINED_IN_DEVICE_CODE, span, format!("`{name}` is not defined in this translation unit and is not `__device__`, but device code for {sm} calls it"))
                        .with_label("call of an external host function")
                        .with_secondary(d.span, format!("`{name}` declared here"))
                        .with_note(format!("define `{name}` in this file, or declare it `__device__` if another translation unit defines it for the device")),
                );
                return;
            }
            let defined_here = d.body.is_some() || self.p.aliases.contains_key(&f);
            if !defined_here && d.cuda.device && !d.cuda.global && !self.target.relocatable() && !self.target.supplies(self.p, self.names, f) {
                self.needs_rdc(Node::Fn(f), span, &name, "function", d.span);
                return;
            }
            if d.cuda.global {
                self.error(
                    Diagnostic::error(diags::DEVICE_LAUNCH, span, format!("kernel `{name}` cannot be called or referenced from device code for {sm}"))
                        .with_label("kernel used in device code")
                        .with_note("launching kernels from device code (dynamic parallelism) is not supported yet"),
                );
                return;
            }
        }
        if !self.target.is_device() && d.cuda.device && !d.cuda.host && !d.cuda.global {
            if self.first_report(Some(Node::Fn(f)), diags::DEVICE_FUNCTION_IN_HOST_CODE.code) {
                let name = self.names.get(d.name).to_string();
                self.error(
                    Diagnostic::error(diags::DEVICE_FUNCTION_IN_HOST_CODE, span, format!("`{name}` is a `__device__` function, but host code calls it"))
                        .with_label("device-only function used in host code")
                        .with_secondary(d.span, format!("`{name}` declared `__device__` here"))
                        .with_note(format!("declare `{name}` `__host__ __device__`, or leave it untagged if it is defined in this file")),
                );
            }
            return;
        }
        self.reach(Node::Fn(f), Some(span));
    }

    fn use_var(&mut self, v: VarId, span: Span) {
        let var = &self.p.vars[v];
        if !is_static(var) || var.codegen {
            return;
        }
        if self.target.is_device() && var.storage == Storage::Global && var.space == MemorySpace::None && var.const_value.is_none() {
            if !self.first_report(Some(Node::Var(v)), diags::HOST_VARIABLE_IN_DEVICE_CODE.code) {
                return;
            }
            let name = self.names.get(var.name).to_string();
            let sm = self.sm();
            self.error(
                Diagnostic::error(diags::HOST_VARIABLE_IN_DEVICE_CODE, span, format!("host variable `{name}` cannot be used in device code for {sm}"))
                    .with_label("host variable used here")
                    .with_secondary(var.span, format!("`{name}` declared here without a memory space"))
                    .with_note(format!("declare `{name}` `__device__` or `__constant__`, or make it `constexpr`")),
            );
            return;
        }
        let external = var.is_extern && var.init.is_none() && var.storage == Storage::Global;
        if external && self.target.is_device() && matches!(var.space, MemorySpace::Device | MemorySpace::Constant) && !self.target.relocatable() {
            let name = self.names.get(var.name).to_string();
            self.needs_rdc(Node::Var(v), span, &name, "variable", var.span);
            return;
        }
        self.reach(Node::Var(v), Some(span));
    }

    /// Device code uses `name`, a `__device__` function or variable declared `at` and defined in
    /// another translation unit, which only the device linker can resolve: reported once per
    /// entity and target, with the `-rdc` remedy.
    fn needs_rdc(&mut self, what: Node, span: Span, name: &str, kind: &str, at: Span) {
        if !self.reported.insert((None, Some(what), diags::NEEDS_RDC.code)) {
            return;
        }
        let sm = self.sm();
        self.error(
            Diagnostic::error(diags::NEEDS_RDC, span, format!("`{name}` is a `__device__` {kind} defined in another translation unit, but device code for {sm} uses it without relocatable device code"))
                .with_label(format!("external `__device__` {kind} used here"))
                .with_secondary(at, format!("`{name}` declared here without a definition"))
                .with_note("compile every file with `-rdc=true` (or `-dc`, `-fgpu-rdc`) and link the objects with circlec, which links their device code; or define it in this file"),
        );
    }

    fn expr(&mut self, e: ExprId, depth: u32) {
        if depth > MAX_DEPTH {
            return;
        }
        let d = depth + 1;
        let x = self.p.expr(e);
        let span = x.span;
        match &x.kind {
            ExprKind::Var(v) => self.use_var(*v, span),
            ExprKind::Fn(f) => self.use_fn(*f, span),
            ExprKind::Unary { operand, .. } | ExprKind::IncDec { operand, .. } => self.expr(*operand, d),
            ExprKind::ImplicitCast { operand, .. } | ExprKind::ExplicitCast { operand, .. } | ExprKind::ComplexPart { operand, .. } => self.expr(*operand, d),
            ExprKind::Binary { lhs, rhs, .. } | ExprKind::Assign { lhs, rhs, .. } | ExprKind::Comma { lhs, rhs } => {
                self.expr(*lhs, d);
                self.expr(*rhs, d);
            }
            ExprKind::Index { base, index } => {
                self.expr(*base, d);
                self.expr(*index, d);
            }
            ExprKind::Conditional { cond, then, els } => {
                self.expr(*cond, d);
                self.expr(*then, d);
                self.expr(*els, d);
            }
            ExprKind::Member { base, .. } | ExprKind::BitField { base, .. } | ExprKind::CompleteObjectOnly(base) => self.expr(*base, d),
            ExprKind::VirtualBase { object, .. } => {
                if self.target.is_device() {
                    self.virtual_in_device_code(span, "a conversion to a virtual base class");
                }
                self.expr(*object, d);
            }
            ExprKind::MethodPtr(f) => self.use_fn(*f, span),
            ExprKind::MemberAt { object: a, offset: b } | ExprKind::BoundMemberFn { object: a, pmf: b } => {
                self.expr(*a, d);
                self.expr(*b, d);
            }
            ExprKind::Call { callee, this_arg, args } => {
                match callee {
                    Callee::Fn(f) if !self.target.is_device() && self.p.fns[*f].cuda.global => {
                        let name = self.names.get(self.p.fns[*f].name).to_string();
                        self.error(
                            Diagnostic::error(diags::DEVICE_FUNCTION_IN_HOST_CODE, span, format!("kernel `{name}` is called like a function"))
                                .with_label("kernels are launched, not called")
                                .with_note(format!("launch it: `{name}<<<grid, block>>>(...)`")),
                        );
                    }
                    Callee::Fn(f) => self.use_fn(*f, span),
                    Callee::Builtin(id) => {
                        if !self.plan.builtins.contains(id) {
                            self.plan.builtins.push(*id);
                        }
                        if !self.target.is_device() && id.overload().function().device_only {
                            let name = id.overload().function().name;
                            if self.first_report(None, name) {
                                self.error(
                                    Diagnostic::error(diags::DEVICE_FUNCTION_IN_HOST_CODE, span, format!("`{name}` is a device builtin, but host code calls it"))
                                        .with_label("device-only builtin used in host code")
                                        .with_note("call it only from code that runs on the device, or guard it with `@codegen if (!__is_host_target)`"),
                                );
                            }
                        }
                        // NVIDIA's headers reach a builtin this sm lacks only through code nvcc
                        // drops for it (`#if __CUDA_ARCH__ >= 900`: cooperative groups' cluster
                        // group in the type-erased `thread_group::thread_rank()`); there the call
                        // is a trap (`expr.rs`). A call the user wrote is an error.
                        let in_header = self.p.system_files.contains(&span.file);
                        let fresh = !in_header && self.target.check_builtin(*id).is_err() && self.first_report(None, id.overload().function().name);
                        if let (true, Err(msg)) = (fresh, self.target.check_builtin(*id)) {
                            let name = id.overload().function().name;
                            let sm = self.sm();
                            let arch = codegen_consts::sm_info(match self.target.target() {
                                codegen_consts::Target::Sm(c) => c,
                                codegen_consts::Target::Host => 0,
                            })
                            .map_or(0, |s| s.arch);
                            let need = id.overload().min_sm;
                            self.error(
                                Diagnostic::error(diags::FEATURE_UNAVAILABLE, span, format!("`{name}` is not available on {sm}: {msg}"))
                                    .with_label(format!("needs sm_{need} or newer"))
                                    .with_note(format!(
                                        "guard the call with `@codegen if (__nvvm_arch >= {need})` (this module is for {sm}, `__nvvm_arch` = {arch}), or drop {sm} from the targets"
                                    )),
                            );
                        }
                    }
                    Callee::Indirect(p) | Callee::MemberFn(p) => self.expr(*p, d),
                    Callee::Atomic(_) | Callee::TexSurf(_) => {}
                    Callee::Virtual { method, .. } => {
                        if self.target.is_device() {
                            self.virtual_in_device_code(span, "a virtual function call");
                        } else {
                            self.use_fn(*method, span);
                        }
                    }
                }
                if let Some(dtor) = self.p.types.record_of(x.ty).and_then(|r| self.p.records[r].dtor) {
                    self.use_fn(dtor, span);
                }
                if let Some(t) = this_arg {
                    self.expr(*t, d);
                }
                for &a in args {
                    self.expr(a, d);
                }
            }
            ExprKind::InitList { elems, .. } => {
                for &a in elems {
                    self.expr(a, d);
                }
            }
            ExprKind::BitFieldInit { values } => {
                for v in values {
                    self.expr(v.2, d);
                }
            }
            ExprKind::Construct { ctor, args } => {
                self.use_fn(*ctor, span);
                // Whoever holds the object destroys it.
                if let Some(dtor) = self.p.types.record_of(x.ty).and_then(|r| self.p.records[r].dtor) {
                    self.use_fn(dtor, span);
                }
                for &a in args {
                    self.expr(a, d);
                }
            }
            ExprKind::InitAt { place, init } => {
                self.expr(*place, d);
                self.expr(*init, d);
            }
            ExprKind::New { count, placement, init, list, alloc, .. } => {
                for x in [count, placement, init].into_iter().flatten().chain(list.iter()) {
                    self.expr(*x, d);
                }
                if let Some(f) = alloc {
                    self.use_fn(*f, span);
                }
            }
            ExprKind::Delete { operand, dtor, virtual_slot, dealloc, .. } => {
                self.expr(*operand, d);
                if let Some(f) = dealloc {
                    self.use_fn(*f, span);
                }
                if let Some(f) = dtor {
                    if virtual_slot.is_some() && self.target.is_device() {
                        self.virtual_in_device_code(span, "a virtual destructor call");
                    } else {
                        self.use_fn(*f, span);
                    }
                }
            }
            ExprKind::InitVPtr(r) => {
                if self.target.is_device() {
                    self.virtual_in_device_code(span, "a class with virtual functions constructed or destroyed");
                } else {
                    // The vtable group references every function in it.
                    for f in crate::module_cx::ModuleCx::vtable_functions(self.p, *r) {
                        if self.p.fns[f].body.is_some() {
                            self.use_fn(f, span);
                        }
                    }
                }
            }
            ExprKind::Launch { kernel, grid, block, shmem, stream, args } => {
                if self.target.is_device() && !self.target.relocatable() {
                    let sm = self.sm();
                    self.error(
                        Diagnostic::error(diags::DEVICE_LAUNCH, span, format!("a kernel launch in device code for {sm} needs relocatable device code"))
                            .with_label("launch inside device code (dynamic parallelism)")
                            .with_note("compile with `-rdc=true` (or `-dc`, `-fgpu-rdc`): the device runtime it calls, libcudadevrt, is linked by the device link"),
                    );
                } else if self.target.is_device() {
                    self.reach(Node::Fn(*kernel), Some(span));
                } else {
                    self.reach(Node::Fn(*kernel), Some(span));
                    // The launch copies a by-value class argument and destroys the copy after
                    // it (as clang's host code does).
                    for &v in &self.p.fns[*kernel].params {
                        let t = self.p.vars[v].ty;
                        if let Some(dtor) = self.p.types.record_of(t).and_then(|r| self.p.records[r].dtor) {
                            self.use_fn(dtor, span);
                        }
                    }
                }
                for a in [Some(*grid), Some(*block), *shmem, *stream].into_iter().flatten() {
                    self.expr(a, d);
                }
                for &a in args {
                    self.expr(a, d);
                }
            }
            ExprKind::IntLit(_)
            | ExprKind::FloatLit(_)
            | ExprKind::BoolLit(_)
            | ExprKind::NullPtrLit
            | ExprKind::StringLit(_)
            | ExprKind::EnumConst { .. }
            | ExprKind::CodegenConst(_)
            | ExprKind::BuiltinVar(_)
            | ExprKind::BuiltinVarAxis { .. }
            | ExprKind::This
            | ExprKind::ZeroInit
            | ExprKind::Error => {}
            ExprKind::Throw(operand) => self.visit_throw(*operand, span, d),
        }
    }
}

/// Renders a plan for `--dump=odr`: what the module defines and declares, with linkage and
/// symbol, its variables, its uses (edges) and the branch each `@codegen if` took.
pub fn render(plan: &OdrPlan, p: &Program, names: &Interner, is_device: bool, target_name: &str) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let _ = writeln!(out, "odr plan for {target_name}");
    let fn_name = |f: FnId| {
        let d = &p.fns[f];
        let kind = if d.cuda.global { "kernel " } else { "" };
        format!("{kind}`{}` ({})", names.get(d.name), crate::mangle::fn_symbol(p, names, f))
    };
    for &f in &plan.define {
        let linkage = match fn_linkage(p, f, is_device) {
            FnLinkage::External => "external",
            FnLinkage::Internal => "internal",
            FnLinkage::LinkOnceOdr => "linkonce_odr",
            FnLinkage::WeakOdr => "weak_odr",
        };
        let _ = writeln!(out, "  define {} {linkage}", fn_name(f));
    }
    for &f in &plan.declare {
        let _ = writeln!(out, "  declare {}", fn_name(f));
    }
    for &v in &plan.vars {
        let var = &p.vars[v];
        let _ = writeln!(out, "  variable `{}` {:?}", names.get(var.name), var.space);
    }
    let describe = |n: Node| match n {
        Node::Fn(f) => format!("`{}`", names.get(p.fns[f].name)),
        Node::Var(v) => format!("`{}`", names.get(p.vars[v].name)),
    };
    let mut seen = std::collections::HashSet::new();
    let edges = plan
        .graph
        .edge_indices()
        .filter_map(|e| plan.graph.edge_endpoints(e))
        .map(|(a, b)| (plan.graph[a], plan.graph[b]))
        .filter(|e| seen.insert(*e));
    for (a, b) in edges {
        let _ = writeln!(out, "  use {} -> {}", describe(a), describe(b));
    }
    let mut taken: Vec<(StmtId, bool)> = plan.taken.iter().map(|(s, t)| (*s, *t)).collect();
    taken.sort_by_key(|(s, _)| s.index());
    for (s, t) in taken {
        let _ = writeln!(out, "  @codegen if #{} takes the {} branch", s.index(), if t { "then" } else { "else" });
    }
    out
}

/// The linkage of a defined function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FnLinkage {
    External,
    Internal,
    LinkOnceOdr,
    /// A function of an explicit instantiation definition.
    WeakOdr,
}

/// Kernels and non-inline `__device__` functions are external; `static` functions internal;
/// inline kinds (explicit, in-class, template instances, constexpr) `linkonce_odr`; other
/// untagged non-inline functions internal on a device target (external on the host).
pub fn fn_linkage(p: &Program, f: FnId, is_device: bool) -> FnLinkage {
    let d = &p.fns[f];
    if d.cuda.global {
        FnLinkage::External
    } else if d.linkage == frontend::sema::hir::Linkage::Internal {
        FnLinkage::Internal
    } else if p.explicit_instances.contains(&f) {
        FnLinkage::WeakOdr
    } else if d.inline != Inline::No || d.constexpr {
        FnLinkage::LinkOnceOdr
    } else if !is_device || d.cuda.device {
        FnLinkage::External
    } else {
        FnLinkage::Internal
    }
}

#[cfg(test)]
#[path = "odr_tests.rs"]
mod tests;
