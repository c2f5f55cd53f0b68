//! The per-target module context: the inkwell module of one target, the lowering of HIR types to
//! LLVM types (bool is `i1` as a value and `i8` in memory; records are LLVM structs laid out at
//! the offsets sema computed; unions are their most aligned member plus padding), the
//! declarations of every function and global the ODR plan names, with their linkage and symbol,
//! and the constant initializers of globals. Nothing here is shared between targets.

use std::collections::{BTreeSet, HashMap};

use codegen_consts::Feature;
use frontend::diag::{DiagSink, Diagnostic};
use frontend::intern::Interner;
use frontend::sema::hir::{CastKind, ConstValue, ExprId, ExprKind, FnId, Linkage as HirLinkage, MemorySpace, Program, RecordId, RecordKind, Storage, UnaryOp, VarId};
use frontend::sema::layout;
use frontend::sema::types::{Type, TypeId};
use frontend::source::Span;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::targets::TargetData;
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum, FunctionType, StructType};
use inkwell::values::{BasicValueEnum, FunctionValue, GlobalValue, PointerValue};
use inkwell::AddressSpace;

use crate::diags;
use crate::mangle;
use crate::odr::OdrPlan;
use crate::target::Target;

/// Everything one target's module needs while it is built.
pub struct ModuleCx<'a, 'ctx> {
    pub p: &'a Program,
    pub names: &'a Interner,
    pub cx: &'ctx Context,
    pub module: Module<'ctx>,
    pub target: &'a dyn Target,
    pub plan: &'a OdrPlan,
    pub td: TargetData,
    pub fns: HashMap<FnId, FunctionValue<'ctx>>,
    pub globals: HashMap<VarId, GlobalValue<'ctx>>,
    records: HashMap<RecordId, StructType<'ctx>>,
    /// Classes as base subobjects, where that is smaller (`base_record_ty`).
    base_records: HashMap<RecordId, StructType<'ctx>>,
    strings: HashMap<Box<[u8]>, GlobalValue<'ctx>>,
    pub diags: DiagSink,
    /// Device features the module uses (they raise its PTX version).
    pub features: BTreeSet<Feature>,
    /// Some type of the module is `__bf16` (the host then defines the conversions LLVM calls).
    pub uses_bf16: bool,
    /// Host: namespace-scope variables whose initializer is not a constant, initialized in
    /// order by [`crate::FunctionCx::lower_dynamic_inits`] (C++ dynamic initialization).
    pub dynamic_inits: Vec<VarId>,
    /// Device: complete-object constructors of delegating constructors still to lower, with
    /// their functions (`structors.rs`).
    pub complete_bodies: Vec<(FnId, FunctionValue<'ctx>)>,
    /// Host: function-local statics initialized at run time, on first pass through their
    /// declaration, guarded by the Itanium protocol as clang does, through the module's own
    /// `__circlec_guard_acquire`/`release` (circlec links no C++ runtime).
    pub local_dynamic_inits: std::collections::HashSet<VarId>,
    /// The function that runs them, once lowered (the target registers it as a constructor).
    pub dynamic_init_fn: Option<FunctionValue<'ctx>>,
    /// Globals LLVM must keep as they are though nothing in the module seems to need them
    /// (`@llvm.compiler.used`): a `static __device__` variable only the host reads, through
    /// `cudaMemcpyFromSymbol`.
    pub compiler_used: Vec<inkwell::values::GlobalValue<'ctx>>,
    /// While set, a non-constant initializer sets `non_constant_seen` instead of being reported.
    defer_non_constant: bool,
    non_constant_seen: bool,
    /// The module's debug information, when the driver asked for it (`debug_info.rs`).
    pub debug: Option<crate::debug_info::DebugInfo<'a, 'ctx>>,
}

impl<'a, 'ctx> ModuleCx<'a, 'ctx> {
    pub fn new(p: &'a Program, names: &'a Interner, cx: &'ctx Context, target: &'a dyn Target, plan: &'a OdrPlan, name: &str) -> Self {
        let module = cx.create_module(name);
        module.set_triple(&inkwell::targets::TargetTriple::create(target.triple()));
        let td = TargetData::create(target.data_layout());
        module.set_data_layout(&td.get_data_layout());
        ModuleCx {
            p,
            names,
            cx,
            module,
            target,
            plan,
            td,
            fns: HashMap::new(),
            globals: HashMap::new(),
            records: HashMap::new(),
            base_records: HashMap::new(),
            strings: HashMap::new(),
            diags: DiagSink::new(),
            features: BTreeSet::new(),
            uses_bf16: false,
            dynamic_inits: Vec::new(),
            complete_bodies: Vec::new(),
            local_dynamic_inits: Default::default(),
            dynamic_init_fn: None,
            compiler_used: Vec::new(),
            defer_non_constant: false,
            non_constant_seen: false,
            debug: None,
        }
    }

    pub fn error(&mut self, code: frontend::diag::DiagCode, span: Span, msg: impl Into<String>) {
        let sm = self.target.target().name();
        self.diags.push(Diagnostic::error(code, span, format!("{} (generating code for {sm})", msg.into())).with_label("here"));
    }

    // ----- types -----

    pub fn ptr(&self) -> inkwell::types::PointerType<'ctx> {
        self.cx.ptr_type(AddressSpace::default())
    }

    /// Size and alignment of a complete type.
    pub fn size_align(&self, t: TypeId) -> (u64, u64) {
        let p = self.p;
        let rec = |r: RecordId| p.records[r].layout.as_ref().map(|l| (l.size, l.align));
        let under = |e| p.enums[e].underlying;
        layout::size_align(&p.types, t, &rec, &under).unwrap_or((1, 1))
    }

    /// The LLVM type of a value of type `t` in a register (`bool` is `i1`, references are
    /// pointers). `None` for `void`.
    pub fn val_ty(&mut self, t: TypeId) -> Option<BasicTypeEnum<'ctx>> {
        match self.p.types.kind(t) {
            Type::Void => None,
            Type::Bool => Some(self.cx.bool_type().into()),
            _ => Some(self.mem_ty(t)),
        }
    }

    /// The LLVM type of an object of type `t` in memory.
    pub fn mem_ty(&mut self, t: TypeId) -> BasicTypeEnum<'ctx> {
        let cx = self.cx;
        match self.p.types.kind(t).clone() {
            Type::Error | Type::Void => cx.i8_type().into(),
            Type::Bool => cx.i8_type().into(),
            Type::Int(k) => int_of_size(cx, k.size()).into(),
            Type::Float(k) => match k {
                frontend::sema::types::FloatKind::Float => cx.f32_type().into(),
                frontend::sema::types::FloatKind::Double => cx.f64_type().into(),
                frontend::sema::types::FloatKind::BF16 => {
                    self.uses_bf16 = true;
                    cx.bf16_type().into()
                }
                // x86-64's long double is the 80-bit x87 type in a 16-byte slot, as sema lays
                // it out; nvptx has none, and clang uses double there too.
                frontend::sema::types::FloatKind::LongDouble if !self.target.is_device() => cx.x86_f80_type().into(),
                frontend::sema::types::FloatKind::LongDouble => cx.f64_type().into(),
            },
            Type::NullPtr | Type::Pointer(_) | Type::LRef(_) | Type::RRef(_) | Type::Function { .. } => self.ptr().into(),
            // Itanium: a data member's offset; a member function's (address, adjustment).
            Type::MemberPointer { pointee, .. } if self.p.types.is_function(pointee) => {
                let i64t = cx.i64_type();
                cx.struct_type(&[i64t.into(), i64t.into()], false).into()
            }
            Type::MemberPointer { .. } => cx.i64_type().into(),
            Type::Array { elem, len } => {
                let e = self.mem_ty(elem);
                array_of(e, len.unwrap_or(0)).into()
            }
            Type::Record(r) => self.record_ty(r).into(),
            // `{ re, im }`, as clang lowers `_Complex T`.
            Type::Complex(elem) => {
                let e = self.mem_ty(elem);
                cx.struct_type(&[e, e], false).into()
            }
            Type::Enum(e) => {
                let under = self.p.enums[e].underlying;
                self.mem_ty(under)
            }
            Type::Qualified { base, .. } => self.mem_ty(base),
        }
    }

    /// The LLVM struct of a record, laid out at sema's offsets.
    pub fn record_ty(&mut self, r: RecordId) -> StructType<'ctx> {
        if let Some(&s) = self.records.get(&r) {
            return s;
        }
        let rec = &self.p.records[r];
        let kind = if rec.kind == RecordKind::Union { "union" } else { "struct" };
        let name = format!("{kind}.{}", rec.name.map_or("anon", |n| self.names.get(n)));
        let st = self.cx.opaque_struct_type(&name);
        self.records.insert(r, st);
        let Some(l) = rec.layout.clone() else { return st };
        let field_tys: Vec<TypeId> = rec.fields.iter().map(|f| f.ty).collect();
        if rec.kind == RecordKind::Union {
            let i8t = self.cx.i8_type();
            // The most aligned (then largest) member, padded to the union's size.
            let mut best: Option<(TypeId, u64, u64)> = None;
            for &t in &field_tys {
                let (s, a) = self.size_align(t);
                if best.is_none_or(|(_, bs, ba)| a > ba || (a == ba && s > bs)) {
                    best = Some((t, s, a));
                }
            }
            let mut body: Vec<BasicTypeEnum> = Vec::new();
            let mut used = 0;
            if let Some((t, s, _)) = best {
                body.push(self.mem_ty(t));
                used = s;
            }
            if l.size > used {
                body.push(array_of(i8t.into(), l.size - used).into());
            }
            st.set_body(&body, false);
            return st;
        }
        let items: Vec<(BasicTypeEnum<'ctx>, u64, u64)> = (0..field_tys.len()).map(|i| self.field_item(r, i, l.offsets[i])).collect();
        self.set_record_body(st, &items, l.size);
        st
    }

    /// The LLVM type, offset and size of field `i` of record `r`: a base-class subobject whose
    /// class has a smaller non-virtual size occupies only that (`base_record_ty`).
    fn field_item(&mut self, r: RecordId, i: usize, off: u64) -> (BasicTypeEnum<'ctx>, u64, u64) {
        let t = self.p.records[r].fields[i].ty;
        let is_base = self.p.bases.get(&r).is_some_and(|v| v.iter().any(|b| b.field == Some(i as u32)))
            || self.p.vbases.get(&r).is_some_and(|v| v.iter().any(|b| b.1 == Some(i as u32)));
        if let Some(br) = self.p.types.record_of(t).filter(|_| is_base) {
            if let Some(bl) = self.p.records[br].layout.as_ref().filter(|bl| bl.nvsize < bl.size) {
                let size = bl.nvsize;
                return (self.base_record_ty(br).into(), off, size);
            }
        }
        (self.mem_ty(t), off, self.size_align(t).0)
    }

    /// The LLVM struct of class `r` as a base subobject: its non-virtual part, `nvsize` bytes
    /// (clang's `%class.B.base`).
    pub fn base_record_ty(&mut self, r: RecordId) -> StructType<'ctx> {
        if let Some(&s) = self.base_records.get(&r) {
            return s;
        }
        let rec = &self.p.records[r];
        let name = format!("struct.{}.base", rec.name.map_or("anon", |n| self.names.get(n)));
        let st = self.cx.opaque_struct_type(&name);
        self.base_records.insert(r, st);
        let Some(l) = rec.layout.clone() else { return st };
        let vfields: Vec<u32> = self.p.vbases.get(&r).map(|v| v.iter().filter_map(|x| x.1).collect()).unwrap_or_default();
        let n = rec.fields.len();
        let items: Vec<(BasicTypeEnum<'ctx>, u64, u64)> = (0..n).filter(|i| !vfields.contains(&(*i as u32))).map(|i| self.field_item(r, i, l.offsets[i])).collect();
        self.set_record_body(st, &items, l.nvsize);
        st
    }

    /// Gives `st` a body holding `items` (type, offset, size) in `size` bytes.
    fn set_record_body(&mut self, st: StructType<'ctx>, items: &[(BasicTypeEnum<'ctx>, u64, u64)], size: u64) {
        let i8t = self.cx.i8_type();
        // Natural LLVM layout first (the usual case), then explicit padding (keeps LLVM's
        // natural alignment, which sets the `.param` alignment of by-value kernel arguments),
        // then packed with explicit padding, which always matches.
        for (pad, packed) in [(false, false), (true, false), (true, true)] {
            let mut body: Vec<BasicTypeEnum> = Vec::new();
            let mut end = 0u64;
            for &(t, off, fsize) in items {
                if pad && off > end {
                    body.push(array_of(i8t.into(), off - end).into());
                }
                body.push(t);
                end = off + fsize;
            }
            if pad && size > end {
                body.push(array_of(i8t.into(), size - end).into());
            }
            if packed {
                st.set_body(&body, packed);
                return;
            }
            // Check on a literal struct: the target data caches the layout of named ones.
            let probe = self.cx.struct_type(&body, packed);
            let mut field = 0u32;
            let mut ok = self.td.get_abi_size(&probe) == size;
            let mut end = 0u64;
            for &(_, off, fsize) in items {
                if pad && off > end {
                    field += 1;
                }
                ok &= self.td.offset_of_element(&probe, field) == Some(off);
                field += 1;
                end = off + fsize;
            }
            if ok {
                st.set_body(&body, packed);
                return;
            }
        }
    }

    /// The LLVM function type of HIR function type `t` (plus `this` for methods).
    pub fn fn_ty(&mut self, t: TypeId, this: bool) -> FunctionType<'ctx> {
        let (ret, params, variadic) = match self.p.types.fn_sig(t) {
            Some((r, ps, v)) => (r, ps.to_vec(), v),
            None => (frontend::sema::types::builtin::VOID, Vec::new(), false),
        };
        let mut ps: Vec<BasicMetadataTypeEnum> = Vec::new();
        // A class not trivial for calls is returned through a pointer before `this` (abi.rs).
        let sret = self.sret_of(ret).is_some();
        if sret {
            ps.push(self.ptr().into());
        }
        if this {
            ps.push(self.ptr().into());
        }
        let abis = self.param_abis(t, this);
        for (q, abi) in params.into_iter().filter(|&q| !self.p.types.is_void(q)).zip(abis) {
            if let Some(ty) = self.param_ty(q, abi) {
                ps.push(ty.into());
            }
        }
        if sret {
            return self.cx.void_type().fn_type(&ps, variadic);
        }
        match self.ret_ty(ret) {
            Some(r) => r.fn_type(&ps, variadic),
            None => self.cx.void_type().fn_type(&ps, variadic),
        }
    }

    // ----- declarations -----

    /// Declares every function of the plan with its symbol and linkage.
    pub fn declare_functions(&mut self) {
        let all: Vec<FnId> = self.plan.define.iter().chain(self.plan.declare.iter()).copied().collect();
        for f in all {
            let d = &self.p.fns[f];
            let is_method = d.method.is_some_and(|m| !m.is_static);
            let ty = self.fn_ty(d.ty, is_method);
            let sym = self.body_symbol(f);
            let func = match self.module.get_function(&sym) {
                Some(existing) => existing,
                None => self.module.add_function(&sym, ty, None),
            };
            self.add_abi_attributes(func, d.ty, is_method);
            self.add_restrict_attributes(func, f, is_method);
            if d.body.is_some() {
                func.set_linkage(self.fn_linkage(f));
            }
            self.apply_weak(frontend::sema::hir::DeclRef::Fn(f), func.as_global_value());
            let d = &self.p.fns[f];
            if d.body.is_some() {
                let kind = if d.forceinline { "alwaysinline" } else if d.noinline { "noinline" } else { "" };
                let id = inkwell::attributes::Attribute::get_named_enum_kind_id(kind);
                if id != 0 {
                    let attr = self.cx.create_enum_attribute(id, 0);
                    func.add_attribute(inkwell::attributes::AttributeLoc::Function, attr);
                }
                self.structor_companions(f, func);
            } else if d.cuda.global && self.target.is_device() {
                // A kernel of another unit that device code launches (`.extern .entry`).
                let target = self.target;
                target.mark_kernel(self, f, func);
            }
            self.fns.insert(f, func);
        }
    }

    /// The linkage [`crate::odr::fn_linkage`] gives `f` on this target.
    pub fn fn_linkage(&self, f: FnId) -> Linkage {
        // With relocatable device code, a kernel template's instance (or an inline kernel) may
        // be defined by several units: `.weak .entry`, as nvcc's -rdc PTX has it.
        let d = &self.p.fns[f];
        if d.cuda.global && self.target.links_kernels() && (!d.template_args.is_empty() || d.inline != frontend::sema::hir::Inline::No) {
            return Linkage::WeakODR;
        }
        match crate::odr::fn_linkage(self.p, f, self.target.is_device()) {
            crate::odr::FnLinkage::External => Linkage::External,
            crate::odr::FnLinkage::Internal => Linkage::Internal,
            crate::odr::FnLinkage::LinkOnceOdr => Linkage::LinkOnceODR,
            crate::odr::FnLinkage::WeakOdr => Linkage::WeakODR,
        }
    }

    /// Emits every global variable of the plan.
    pub fn emit_globals(&mut self) {
        let vars = self.plan.vars.clone();
        for v in vars {
            self.global(v);
        }
        for v in self.plan.vars.iter() {
            let var = &self.p.vars[*v];
            let g = self.globals[v];
            if var.space == MemorySpace::Shared || (var.is_extern && var.init.is_none()) {
                continue;
            }
            let ty = self.mem_ty(var.ty);
            let shadow = !self.target.is_device() && var.space != MemorySpace::None;
            // Host code may initialize namespace-scope variables at run time.
            let is_static_local = var.storage == Storage::StaticLocal;
            let dynamic_ok = var.space == MemorySpace::None && (!self.target.is_device() && var.storage == Storage::Global || is_static_local);
            let init = match var.init {
                // A host shadow is zero: the device copy holds the initial value.
                Some(_) if shadow => None,
                Some(e) if !var.codegen && dynamic_ok => {
                    self.defer_non_constant = true;
                    self.non_constant_seen = false;
                    let c = self.const_init(var.ty, e);
                    self.defer_non_constant = false;
                    if self.non_constant_seen && self.p.thread_locals.contains(v) {
                        // Each thread would need its own run of the initializer (Itanium's
                        // `_ZTH`/`_ZTW` wrappers), which circlec does not emit yet.
                        self.error(diags::UNSUPPORTED_CONSTRUCT, var.span, "a `thread_local` variable with a dynamic initializer is not supported yet; initialize it with a constant");
                        None
                    } else if self.non_constant_seen && is_static_local {
                        if self.target.is_device() {
                            self.dynamic_static_in_device_code(*v, "its initializer is not a constant");
                        } else {
                            self.local_dynamic_inits.insert(*v);
                        }
                        None
                    } else if self.non_constant_seen {
                        self.dynamic_inits.push(*v);
                        None
                    } else {
                        c
                    }
                }
                Some(e) if !var.codegen => self.const_init(var.ty, e),
                Some(e) => match codegen_consts::eval(self.p, e, self.target.target()) {
                    Ok(c) => Some(self.const_scalar(var.ty, c)),
                    Err(_) => None,
                },
                None => None,
            };
            let init = init.unwrap_or_else(|| ty.const_zero());
            g.set_initializer(&init);
        }
    }

    /// A block's static shared memory is at most 48 KiB on every sm (ptxas's limit; more only as
    /// dynamic shared memory, opted into per kernel): a larger `__shared__` variable is an error
    /// at its declaration, naming both sizes, rather than ptxas's message without a location.
    fn check_static_shared_size(&mut self, v: VarId) {
        const STATIC_SHARED_LIMIT: u64 = 48 * 1024;
        let var = &self.p.vars[v];
        let (size, _) = self.size_align(var.ty);
        if size <= STATIC_SHARED_LIMIT {
            return;
        }
        let name = self.names.get(var.name).to_string();
        let sm = self.target.target().name();
        self.diags.push(
            Diagnostic::error(
                diags::SHARED_TOO_LARGE,
                var.span,
                format!("`__shared__` variable `{name}` is {size} bytes, but a block's static shared memory on {sm} is at most {STATIC_SHARED_LIMIT} bytes"),
            )
            .with_label(format!("{size} bytes"))
            .with_note("make it smaller, or use dynamic shared memory (`extern __shared__`, sized by the launch and raised past 48 KiB with `cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes)` where the sm has more)"),
        );
    }

    /// A function-local static that device code cannot have: dynamic initialization or a
    /// destructor needs a guard and `atexit`, which the device does not have.
    pub fn dynamic_static_in_device_code(&mut self, v: VarId, why: &str) {
        let var = &self.p.vars[v];
        let name = self.names.get(var.name).to_string();
        let sm = self.target.target().name();
        self.diags.push(
            Diagnostic::error(diags::DYNAMIC_STATIC_IN_DEVICE_CODE, var.span, format!("function-local static `{name}` cannot be used in device code: {why} (generating code for {sm})"))
                .with_label("needs run-time initialization or destruction")
                .with_note("CUDA device code allows only statics with constant initializers and trivial destructors: initialize it with a constant, make it a `__device__` variable at namespace scope, or keep the function host-only"),
        );
    }

    /// True for a type whose objects (or elements) have a destructor to run.
    /// Emits `@llvm.compiler.used` for [`Self::compiler_used`].
    pub fn emit_compiler_used(&mut self) {
        if self.compiler_used.is_empty() {
            return;
        }
        let ptr = self.cx.ptr_type(AddressSpace::default());
        let elems: Vec<_> = self.compiler_used.iter().map(|g| g.as_pointer_value().const_address_space_cast(ptr)).collect();
        let arr = ptr.const_array(&elems);
        let g = self.module.add_global(arr.get_type(), None, "llvm.compiler.used");
        g.set_linkage(Linkage::Appending);
        g.set_section(Some("llvm.metadata"));
        g.set_initializer(&arr);
    }

    /// Whether `t` is a class with no data: no fields but empty bases (and no vtable pointer,
    /// which is a field).
    pub fn is_empty_class(&self, t: TypeId) -> bool {
        fn empty(p: &frontend::sema::hir::Program, t: TypeId, depth: u32) -> bool {
            let Some(r) = p.types.record_of(p.types.unqual(t)) else { return false };
            depth < 32 && p.records[r].fields.iter().all(|f| empty(p, f.ty, depth + 1))
        }
        empty(self.p, t, 0)
    }

    pub fn has_dtor(&self, t: TypeId) -> bool {
        let p = self.p;
        match p.types.array_elem(t) {
            Some((e, _)) => self.has_dtor(e),
            None => p.types.record_of(t).is_some_and(|r| p.records[r].dtor.is_some()),
        }
    }

    /// The global of variable `v`, created on first use.
    pub fn global(&mut self, v: VarId) -> GlobalValue<'ctx> {
        if let Some(&g) = self.globals.get(&v) {
            return g;
        }
        let var = &self.p.vars[v];
        let mut ty = self.mem_ty(var.ty);
        let space = self.target.global_address_space(var);
        let is_dyn_shared = var.space == MemorySpace::Shared && var.is_extern;
        let local = var.storage != Storage::Global;
        let sym = if is_dyn_shared {
            // Dynamic shared memory is one block per launch: every `extern __shared__`
            // declaration of the module names the same external symbol.
            let name = self.names.get(var.name).to_string();
            if let Some(g) = self.module.get_global(&name) {
                self.globals.insert(v, g);
                return g;
            }
            name
        } else if local {
            // Itanium's local names: _ZZ <function encoding> E <name>.
            let name = self.names.get(var.name);
            match self.plan.static_owner.get(&v) {
                Some(&f) => {
                    let fs = mangle::fn_symbol(self.p, self.names, f);
                    let enc = fs.strip_prefix("_Z").unwrap_or(&fs);
                    format!("_ZZ{enc}E{}{name}", name.len())
                }
                None => format!("_ZZ{}_{}", name, v.index()),
            }
        } else {
            mangle::var_symbol(self.p, self.names, v)
        };
        if is_dyn_shared {
            ty = self.cx.i8_type().array_type(0).into();
        } else if var.space == MemorySpace::Shared && self.target.is_device() {
            self.check_static_shared_size(v);
        }
        let g = self.module.add_global(ty, Some(AddressSpace::from(space)), &sym);
        let (_, natural) = self.size_align(var.ty);
        let align = self.p.var_aligns.get(&v).copied().unwrap_or(natural);
        g.set_alignment(if is_dyn_shared { 16.max(align as u32) } else { align.max(1) as u32 });
        let internal = var.linkage == HirLinkage::Internal || local;
        if var.space == MemorySpace::Shared {
            if is_dyn_shared {
                g.set_linkage(Linkage::External);
            } else {
                g.set_linkage(if internal { Linkage::Internal } else { Linkage::External });
                g.set_initializer(&undef(ty));
            }
        } else if var.is_extern && var.init.is_none() {
            g.set_linkage(Linkage::External);
        } else if !self.target.is_device() {
            // Host: plain globals keep their linkage; a `__device__`/`__constant__` variable is
            // the host shadow the CUDA runtime maps to the device copy (internal, as in clang).
            let shadow = matches!(var.space, MemorySpace::Device | MemorySpace::Constant | MemorySpace::Managed);
            g.set_linkage(if internal || shadow { Linkage::Internal } else { Linkage::External });
        } else if var.space == MemorySpace::None && var.storage == Storage::Global {
            // A host constant read by device code: a private copy.
            g.set_linkage(Linkage::Internal);
            g.set_constant(true);
        } else {
            g.set_linkage(if internal { Linkage::Internal } else { Linkage::External });
            if matches!(var.space, MemorySpace::Device | MemorySpace::Constant | MemorySpace::Managed) {
                g.set_externally_initialized(true);
                // The host reaches a device variable through the runtime (`cudaMemcpyToSymbol`),
                // which the optimizer cannot see: an internal one stored to but never loaded in
                // the module would lose its stores (NVIDIA's binomialOptions sample: `static
                // __device__ real d_CallValue[]` was gone, "invalid device symbol").
                if internal {
                    self.compiler_used.push(g);
                }
            }
        }
        // An instantiation (a variable template's, or a static data member of a class
        // template instance) or an `inline` variable is defined in every unit that uses it:
        // `linkonce_odr`, as clang.
        let instance = (self.p.var_template_args.contains_key(&v) && !self.p.var_specializations.contains(&v))
            || var.scope.record.is_some_and(|r| !self.p.records[r].template_args.is_empty())
            || self.p.inline_vars.contains(&v);
        if instance && !internal && var.storage == Storage::Global && !(var.is_extern && var.init.is_none()) && g.get_linkage() == Linkage::External {
            g.set_linkage(Linkage::LinkOnceODR);
        }
        self.apply_weak(frontend::sema::hir::DeclRef::Var(v), g);
        if self.p.thread_locals.contains(&v) {
            if self.target.is_device() {
                self.error(diags::UNSUPPORTED_CONSTRUCT, var.span, "a `thread_local` variable used in device code");
            } else {
                g.set_thread_local(true);
            }
        }
        self.globals.insert(v, g);
        g
    }

    /// A private constant holding the bytes of a string literal plus its NUL.
    /// The private constant holding string literal `bytes` of array type `t` (its units
    /// without the terminator, little-endian), shared by equal literals.
    pub fn string(&mut self, bytes: &[u8], t: TypeId) -> GlobalValue<'ctx> {
        let unit = self.string_unit(t);
        let key: Box<[u8]> = bytes.iter().copied().chain([unit as u8]).collect();
        if let Some(&g) = self.strings.get(&key) {
            return g;
        }
        let units = (bytes.len() / unit) as u64 + 1;
        let init = self.string_const(bytes, unit, units);
        let name = if self.strings.is_empty() { ".str".to_string() } else { format!(".str.{}", self.strings.len()) };
        let g = self.module.add_global(init.get_type(), None, &name);
        g.set_linkage(Linkage::Private);
        g.set_constant(true);
        g.set_unnamed_addr(true);
        g.set_alignment(unit as u32);
        g.set_initializer(&init);
        self.strings.insert(key, g);
        g
    }

    /// The size of one character of string literal type `t` (`const wchar_t[6]`: 4).
    pub fn string_unit(&self, t: TypeId) -> usize {
        let elem = self.p.types.array_elem(t).map(|(e, _)| e).unwrap_or(t);
        self.p.types.int_kind(self.p.types.unqual(elem)).map(|k| k.size() as usize).unwrap_or(1).max(1)
    }

    /// String literal `bytes` (characters of `unit` bytes, no terminator) as an array constant of
    /// `units` characters, zero-padded: `[N x i8]` for narrow strings, `[N x i32]` for `L"..."`.
    pub fn string_const(&self, bytes: &[u8], unit: usize, units: u64) -> BasicValueEnum<'ctx> {
        let mut b = bytes.to_vec();
        b.resize(units as usize * unit, 0);
        if unit == 1 {
            return self.cx.const_string(&b, false).into();
        }
        let it = match unit {
            2 => self.cx.i16_type(),
            8 => self.cx.i64_type(),
            _ => self.cx.i32_type(),
        };
        let vals: Vec<_> = b
            .chunks(unit)
            .map(|c| {
                let mut v = [0u8; 8];
                v[..c.len()].copy_from_slice(c);
                it.const_int(u64::from_le_bytes(v), false)
            })
            .collect();
        it.const_array(&vals).into()
    }

    /// A generic pointer to global `g` (an `addrspacecast` constant for other spaces).
    pub fn global_ptr(&self, g: GlobalValue<'ctx>) -> PointerValue<'ctx> {
        let p = g.as_pointer_value();
        if p.get_type().get_address_space() == AddressSpace::default() {
            p
        } else {
            p.const_address_space_cast(self.ptr())
        }
    }

    // ----- constants -----

    /// A scalar constant of type `t`.
    pub fn const_scalar(&mut self, t: TypeId, c: ConstValue) -> BasicValueEnum<'ctx> {
        let ty = self.mem_ty(t);
        match ty {
            BasicTypeEnum::IntType(it) => {
                let v = match c {
                    ConstValue::Int(i) => i as u64,
                    ConstValue::Bool(b) => b as u64,
                    ConstValue::Float(f) => f as i64 as u64,
                    ConstValue::Null => 0,
                };
                it.const_int(v, false).into()
            }
            BasicTypeEnum::FloatType(ft) => {
                let v = match c {
                    ConstValue::Int(i) => i as f64,
                    ConstValue::Bool(b) => b as i32 as f64,
                    ConstValue::Float(f) => f,
                    ConstValue::Null => 0.0,
                };
                ft.const_float(v).into()
            }
            other => other.const_zero(),
        }
    }

    /// The constant initializer of an object of type `t` from `e`, in memory representation.
    /// Reports and returns `None` for an initializer that is not a constant.
    pub fn const_init(&mut self, t: TypeId, e: ExprId) -> Option<BasicValueEnum<'ctx>> {
        let x = self.p.expr(e);
        let ty = self.mem_ty(t);
        if self.p.types.is_reference(t) {
            // A reference holds the address of the object its initializer names (never the
            // object's value: `const int& r = a;` with a constexpr `a` once became null).
            return self.const_address(e).map(|p| p.into());
        }
        if let Some(elem) = self.p.types.complex_elem(t) {
            return self.const_complex(t, elem, e);
        }
        match &x.kind {
            ExprKind::InitList { elems, .. } => {
                let elems = elems.clone();
                if let Some((elem, len)) = self.p.types.array_elem(t) {
                    let et = self.mem_ty(elem);
                    let n = len.unwrap_or(elems.len() as u64) as usize;
                    let mut vals = Vec::with_capacity(n);
                    for i in 0..n {
                        let v = match elems.get(i) {
                            Some(&ei) => self.const_init(elem, ei)?,
                            None => et.const_zero(),
                        };
                        vals.push(v);
                    }
                    return Some(const_array(et, &vals));
                }
                if let Some(r) = self.p.types.record_of(t) {
                    let st = self.record_ty(r);
                    let rec = &self.p.records[r];
                    if st.count_fields() as usize != rec.fields.len() && rec.kind != RecordKind::Union {
                        // A layout with explicit padding (see `record_ty`).
                        let ftys: Vec<TypeId> = rec.fields.iter().map(|f| f.ty).collect();
                        let offsets = rec.layout.as_ref().map(|l| (l.offsets.clone(), l.size)).unwrap_or_default();
                        let i8t = self.cx.i8_type();
                        let mut vals = Vec::new();
                        let mut end = 0u64;
                        for (i, ft) in ftys.iter().enumerate() {
                            let off = offsets.0.get(i).copied().unwrap_or(end);
                            if off > end {
                                vals.push(array_of(i8t.into(), off - end).const_zero().into());
                            }
                            let v = match elems.get(i) {
                                Some(&ei) => self.const_init(*ft, ei)?,
                                None => self.mem_ty(*ft).const_zero(),
                            };
                            vals.push(v);
                            end = off + self.size_align(*ft).0;
                        }
                        if offsets.1 > end {
                            vals.push(array_of(i8t.into(), offsets.1 - end).const_zero().into());
                        }
                        if vals.len() == st.count_fields() as usize {
                            return Some(st.const_named_struct(&vals).into());
                        }
                    }
                    if rec.kind == RecordKind::Union || st.is_packed() || st.count_fields() as usize != rec.fields.len() {
                        // Unions and padded layouts: only zero is supported as a constant here.
                        if elems.iter().all(|&ei| self.is_zero(ei)) {
                            return Some(st.const_zero().into());
                        }
                        if self.defer_non_constant {
                            // Host code initializes it at run time instead.
                            self.non_constant_seen = true;
                            return None;
                        }
                        self.error(diags::UNSUPPORTED_CONSTRUCT, x.span, "non-zero constant initializers of unions are not supported yet");
                        return None;
                    }
                    let ftys: Vec<TypeId> = rec.fields.iter().map(|f| f.ty).collect();
                    let mut vals = Vec::new();
                    for (i, ft) in ftys.iter().enumerate() {
                        let v = match elems.get(i) {
                            Some(&ei) => self.const_init(*ft, ei)?,
                            None => self.mem_ty(*ft).const_zero(),
                        };
                        vals.push(v);
                    }
                    return Some(st.const_named_struct(&vals).into());
                }
                match elems.first() {
                    Some(&ei) => self.const_init(t, ei),
                    None => Some(ty.const_zero()),
                }
            }
            ExprKind::ZeroInit => Some(ty.const_zero()),
            ExprKind::StringLit(bytes) => {
                let unit = self.string_unit(t);
                let n = self.p.types.array_elem(t).and_then(|(_, l)| l).unwrap_or((bytes.len() / unit) as u64 + 1);
                Some(self.string_const(bytes, unit, n))
            }
            ExprKind::ImplicitCast { kind, operand } | ExprKind::ExplicitCast { kind, operand, .. }
                if matches!(kind, CastKind::ArrayToPointer | CastKind::FunctionToPointer | CastKind::BitCast | CastKind::NoOp)
                    && self.p.types.is_pointer(t) =>
            {
                // `(int *)(void *)0`: a null pointer whatever casts it went through.
                if matches!(codegen_consts::eval(self.p, e, self.target.target()), Ok(ConstValue::Null)) {
                    return Some(self.ptr().const_null().into());
                }
                self.const_address(*operand).map(|p| p.into())
            }
            ExprKind::Unary { op: UnaryOp::AddrOf, operand } => self.const_address(*operand).map(|p| p.into()),
            _ => match codegen_consts::eval(self.p, e, self.target.target()) {
                Ok(ConstValue::Null) => Some(self.ptr().const_null().into()),
                Ok(c) => Some(self.const_scalar(t, c)),
                Err(_) => {
                    if self.defer_non_constant {
                        self.non_constant_seen = true;
                        return None;
                    }
                    self.error(diags::UNSUPPORTED_CONSTRUCT, x.span, "the initializer of a global variable must be a constant");
                    None
                }
            },
        }
    }

    /// The constant `{ re, im }` of complex type `t` (element `elem`) that `e` initializes:
    /// `{re, im}`, a real value converted (`_Complex double z = 2;`), or another complex
    /// constant's parts converted; anything else is a dynamic initializer on the host.
    fn const_complex(&mut self, t: TypeId, elem: TypeId, e: ExprId) -> Option<BasicValueEnum<'ctx>> {
        let x = self.p.expr(e);
        let span = x.span;
        let parts = match &x.kind {
            ExprKind::InitList { elems, .. } => Some((elems.first().copied(), elems.get(1).copied())),
            ExprKind::ImplicitCast { kind: CastKind::RealToComplex, operand } | ExprKind::ExplicitCast { kind: CastKind::RealToComplex, operand, .. } => {
                Some((Some(*operand), None))
            }
            ExprKind::ImplicitCast { kind: CastKind::ComplexCast | CastKind::NoOp, operand }
            | ExprKind::ExplicitCast { kind: CastKind::ComplexCast | CastKind::NoOp, operand, .. } => return self.const_complex(t, elem, *operand),
            ExprKind::ZeroInit => Some((None, None)),
            _ => None,
        };
        let Some((re, im)) = parts else {
            if self.defer_non_constant {
                self.non_constant_seen = true;
                return None;
            }
            self.error(diags::UNSUPPORTED_CONSTRUCT, span, "the initializer of a global variable must be a constant");
            return None;
        };
        let et = self.mem_ty(elem);
        let part = |fx: &mut Self, p: Option<ExprId>| match p {
            Some(p) => fx.const_init(elem, p),
            None => Some(et.const_zero()),
        };
        let (re, im) = (part(self, re)?, part(self, im)?);
        let BasicTypeEnum::StructType(st) = self.mem_ty(t) else { return None };
        Some(st.const_named_struct(&[re, im]).into())
    }

    /// `ptr + off` bytes as a constant.
    fn const_offset(&self, ptr: PointerValue<'ctx>, off: i64) -> PointerValue<'ctx> {
        if off == 0 {
            return ptr;
        }
        let o = self.cx.i64_type().const_int(off as u64, true);
        // SAFETY: a constant GEP on a constant pointer; the offset stays inside the object for
        // a well-formed program.
        unsafe { ptr.const_in_bounds_gep(self.cx.i8_type(), &[o]) }
    }

    fn is_zero(&self, e: ExprId) -> bool {
        matches!(codegen_consts::eval(self.p, e, self.target.target()), Ok(ConstValue::Int(0)) | Ok(ConstValue::Bool(false)) | Ok(ConstValue::Null))
            || matches!(self.p.expr(e).kind, ExprKind::ZeroInit)
    }

    /// The address of function `f`: its definition or declaration in this module, or for a
    /// kernel the target's stand-in for it (the host's launch stub).
    pub(crate) fn fn_address(&mut self, f: FnId) -> Option<PointerValue<'ctx>> {
        if let Some(func) = self.fns.get(&f) {
            return Some(func.as_global_value().as_pointer_value());
        }
        if !self.p.fns[f].cuda.global {
            return None;
        }
        let target = self.target;
        target.kernel_handle(self, f).map(|h| h.as_global_value().as_pointer_value())
    }

    /// The address of a global, function or string literal, as a constant generic pointer.
    fn const_address(&mut self, e: ExprId) -> Option<PointerValue<'ctx>> {
        let x = self.p.expr(e);
        match &x.kind {
            ExprKind::Var(v) if self.globals.contains_key(v) => {
                let g = self.globals[v];
                Some(self.global_ptr(g))
            }
            ExprKind::Fn(f) => self.fn_address(*f),
            ExprKind::StringLit(b) => {
                let b = b.clone();
                let g = self.string(&b, x.ty);
                Some(g.as_pointer_value())
            }
            ExprKind::ImplicitCast { operand, .. } | ExprKind::ExplicitCast { operand, .. } => self.const_address(*operand),
            ExprKind::Unary { op: UnaryOp::AddrOf | UnaryOp::Deref, operand } => self.const_address(*operand),
            ExprKind::Index { base, index } => {
                let base_ptr = self.const_address(*base)?;
                let elem = x.ty;
                let i = match codegen_consts::eval(self.p, *index, self.target.target()) {
                    Ok(c) => c.as_int().unwrap_or(0),
                    Err(_) => {
                        if self.defer_non_constant {
                            self.non_constant_seen = true;
                            return None;
                        }
                        self.error(diags::UNSUPPORTED_CONSTRUCT, x.span, "the index of a constant address must be a constant");
                        return None;
                    }
                };
                let off = i as i64 * self.size_align(elem).0 as i64;
                Some(self.const_offset(base_ptr, off))
            }
            ExprKind::Member { base, field } => {
                let base_ptr = self.const_address(*base)?;
                let bt = self.p.expr(*base).ty;
                let off = self
                    .p
                    .types
                    .record_of(bt)
                    .and_then(|r| self.p.records[r].layout.as_ref().and_then(|l| l.offsets.get(*field as usize).copied()))
                    .unwrap_or(0);
                Some(self.const_offset(base_ptr, off as i64))
            }
            // Not an address constant (`(PFN)glXGetProcAddress("f")`): where the caller can
            // initialize the variable at run time instead, it does.
            _ if self.defer_non_constant => {
                self.non_constant_seen = true;
                None
            }
            _ => {
                self.error(diags::UNSUPPORTED_CONSTRUCT, x.span, "this address is not a constant the code generator can emit");
                None
            }
        }
    }
}

fn const_array<'ctx>(et: BasicTypeEnum<'ctx>, vals: &[BasicValueEnum<'ctx>]) -> BasicValueEnum<'ctx> {
    match et {
        BasicTypeEnum::IntType(t) => t.const_array(&vals.iter().map(|v| v.into_int_value()).collect::<Vec<_>>()).into(),
        BasicTypeEnum::FloatType(t) => t.const_array(&vals.iter().map(|v| v.into_float_value()).collect::<Vec<_>>()).into(),
        BasicTypeEnum::PointerType(t) => t.const_array(&vals.iter().map(|v| v.into_pointer_value()).collect::<Vec<_>>()).into(),
        BasicTypeEnum::ArrayType(t) => t.const_array(&vals.iter().map(|v| v.into_array_value()).collect::<Vec<_>>()).into(),
        BasicTypeEnum::StructType(t) => t.const_array(&vals.iter().map(|v| v.into_struct_value()).collect::<Vec<_>>()).into(),
        BasicTypeEnum::VectorType(t) => t.const_array(&vals.iter().map(|v| v.into_vector_value()).collect::<Vec<_>>()).into(),
        BasicTypeEnum::ScalableVectorType(t) => t.const_array(&vals.iter().map(|v| v.into_scalable_vector_value()).collect::<Vec<_>>()).into(),
    }
}


/// The LLVM array of `len` elements of `elem`, at any length C++ allows (inkwell's `array_type`
/// takes a `u32`, which silently kept a 2^32 + 64-byte array's length mod 2^32: 64 bytes).
pub fn array_of<'ctx>(elem: BasicTypeEnum<'ctx>, len: u64) -> inkwell::types::ArrayType<'ctx> {
    use inkwell::types::AsTypeRef;
    // SAFETY: `elem` is a valid sized type of a live context; LLVMArrayType2 takes a 64-bit
    // count and returns an array type of the same context.
    unsafe { inkwell::types::ArrayType::new(inkwell::llvm_sys::core::LLVMArrayType2(elem.as_type_ref(), len)) }
}

/// The LLVM integer type of `size` bytes.
pub fn int_of_size(cx: &Context, size: u64) -> inkwell::types::IntType<'_> {
    match size {
        1 => cx.i8_type(),
        2 => cx.i16_type(),
        4 => cx.i32_type(),
        16 => cx.i128_type(),
        _ => cx.i64_type(),
    }
}

/// `undef` of a type (the initializer of `__shared__` variables).
pub fn undef(t: BasicTypeEnum<'_>) -> BasicValueEnum<'_> {
    match t {
        BasicTypeEnum::IntType(t) => t.get_undef().into(),
        BasicTypeEnum::FloatType(t) => t.get_undef().into(),
        BasicTypeEnum::PointerType(t) => t.get_undef().into(),
        BasicTypeEnum::ArrayType(t) => t.get_undef().into(),
        BasicTypeEnum::StructType(t) => t.get_undef().into(),
        BasicTypeEnum::VectorType(t) => t.get_undef().into(),
        BasicTypeEnum::ScalableVectorType(t) => t.get_undef().into(),
    }
}
