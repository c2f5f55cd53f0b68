//! Debug information through LLVM's DIBuilder, for every target: one compile unit per module,
//! a `DISubprogram` for each function lowered from source, and a `DILocation` for each
//! statement and expression as it is lowered (`FunctionCx::stmt` and `FunctionCx::rvalue` set
//! the builder's location from the HIR span; `SourceMap::location` honours `#line`).
//!
//! Two kinds, as the driver asks: line tables (`-lineinfo`, and the device side of `-g`), from
//! which the NVPTX backend prints `.file`/`.loc` and x86-64 a `.debug_line` table; and full
//! (`-g` on the host, `-G` on the device), which adds the compile unit's and the subprograms'
//! DWARF entries. Variables and types are not described yet: a debugger shows functions and
//! lines, not locals. Functions the lowering makes up (launch stubs, the registration
//! constructor, dynamic initialisers) have no subprogram, so their code has no location.

use std::collections::HashMap;
use std::ffi::{c_char, c_uint};
use std::sync::Arc;

use frontend::sema::hir::{Program, Stmt};
use frontend::source::{FileId, SourceMap, Span};
use inkwell::context::{AsContextRef, Context};
use inkwell::llvm_sys::debuginfo as di;
use inkwell::llvm_sys::prelude::{LLVMBool, LLVMDIBuilderRef, LLVMMetadataRef};
use inkwell::module::{FlagBehavior, Module};
use inkwell::values::{AsValueRef, FunctionValue};

/// How much debug information a module gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DebugKind {
    /// Line tables only: `.file`/`.loc` directives in PTX (without DWARF sections, which would
    /// make ptxas compile for a debugger), `.debug_line` on the host.
    LineTables,
    /// The compile unit and every function's entry besides the line table (and on NVPTX the
    /// DWARF sections, `.target ..., debug`, for ptxas `-g`).
    Full,
}

/// What the driver passes to ask for debug information.
#[derive(Clone, Copy, Debug)]
pub struct DebugOptions<'a> {
    pub sources: &'a SourceMap,
    pub kind: DebugKind,
    /// The translation unit's main file (the compile unit's name).
    pub main: FileId,
    /// The directory relative file names are relative to (`DW_AT_comp_dir`).
    pub comp_dir: &'a str,
}

/// A function's subprogram: the scope of the locations in its body.
#[derive(Clone, Copy, Debug)]
pub struct Scope(LLVMMetadataRef);

/// LLVM's `DICompileUnit::DebugEmissionKind` values. llvm-sys types the C API's kind as a Rust
/// enum that lacks `DebugDirectivesOnly`, which is what clang gives NVPTX for line information
/// (`-gline-directives-only`), so the compile unit is made through the declaration below, which
/// takes the kind as the C enum's integer.
const FULL_DEBUG: c_uint = 1;
const LINE_TABLES_ONLY: c_uint = 2;
const DEBUG_DIRECTIVES_ONLY: c_uint = 3;

extern "C" {
    /// `LLVMDIBuilderCreateCompileUnit` of LLVM-C's `DebugInfo.h`, with `Kind` as its integer.
    #[link_name = "LLVMDIBuilderCreateCompileUnit"]
    fn create_compile_unit(
        builder: LLVMDIBuilderRef,
        lang: di::LLVMDWARFSourceLanguage,
        file: LLVMMetadataRef,
        producer: *const c_char,
        producer_len: usize,
        is_optimized: LLVMBool,
        flags: *const c_char,
        flags_len: usize,
        runtime_ver: c_uint,
        split_name: *const c_char,
        split_name_len: usize,
        kind: c_uint,
        dwo_id: c_uint,
        split_debug_inlining: LLVMBool,
        debug_info_for_profiling: LLVMBool,
        sysroot: *const c_char,
        sysroot_len: usize,
        sdk: *const c_char,
        sdk_len: usize,
    ) -> LLVMMetadataRef;
}

/// The debug information of one module while it is built. It owns LLVM's `DIBuilder`, which
/// [`DebugInfo::finish`] (or dropping it) disposes of.
pub struct DebugInfo<'a, 'ctx> {
    sources: &'a SourceMap,
    comp_dir: &'a str,
    cx: &'ctx Context,
    /// `None` once finished.
    dib: Option<LLVMDIBuilderRef>,
    /// One `DIFile` per presumed file name (a `#line` can name another file).
    files: HashMap<Arc<str>, LLVMMetadataRef>,
    /// The subprograms' type: no types are described, so one `void ()` for all, as clang's
    /// line-tables-only output has.
    fn_type: LLVMMetadataRef,
    optimized: bool,
    device: bool,
    n_subprograms: usize,
}

impl<'a, 'ctx> DebugInfo<'a, 'ctx> {
    /// Starts the module's compile unit, named for the main file.
    pub fn new(module: &Module<'ctx>, cx: &'ctx Context, opts: &DebugOptions<'a>, device: bool, optimized: bool) -> Self {
        let kind = match (opts.kind, device) {
            (DebugKind::Full, _) => FULL_DEBUG,
            (DebugKind::LineTables, true) => DEBUG_DIRECTIVES_ONLY,
            (DebugKind::LineTables, false) => LINE_TABLES_ONLY,
        };
        let producer = concat!("circlec ", env!("CARGO_PKG_VERSION"));
        // SAFETY: the module outlives the builder (`finish` disposes of it while the module
        // is being built); every string is passed with its length.
        let (dib, file, fn_type) = unsafe {
            let dib = di::LLVMCreateDIBuilder(module.as_mut_ptr());
            let file = create_file(dib, &opts.sources.file(opts.main).name, opts.comp_dir);
            let empty = "".as_ptr().cast();
            create_compile_unit(
                dib,
                di::LLVMDWARFSourceLanguage::LLVMDWARFSourceLanguageC_plus_plus_14,
                file,
                producer.as_ptr().cast(),
                producer.len(),
                optimized as LLVMBool,
                empty,
                0,
                0,
                empty,
                0,
                kind,
                0,
                0,
                0,
                empty,
                0,
                empty,
                0,
            );
            let mut no_types = [std::ptr::null_mut()];
            let fn_type = di::LLVMDIBuilderCreateSubroutineType(dib, file, no_types.as_mut_ptr(), 1, di::LLVMDIFlagZero);
            (dib, file, fn_type)
        };
        let mut files = HashMap::new();
        files.insert(opts.sources.file(opts.main).name.clone(), file);
        DebugInfo { sources: opts.sources, comp_dir: opts.comp_dir, cx, dib: Some(dib), files, fn_type, optimized, device, n_subprograms: 0 }
    }

    fn file(&mut self, dib: LLVMDIBuilderRef, name: &Arc<str>) -> LLVMMetadataRef {
        if let Some(&f) = self.files.get(name) {
            return f;
        }
        let f = create_file(dib, name, self.comp_dir);
        self.files.insert(name.clone(), f);
        f
    }

    /// Gives `func` a subprogram named `name` at `span` (its linkage name is the symbol).
    /// `None` once the debug information is finished.
    pub fn subprogram(&mut self, func: FunctionValue<'ctx>, name: &str, span: Span) -> Option<Scope> {
        let dib = self.dib?;
        let loc = self.sources.location(span);
        let file = self.file(dib, &loc.file);
        let symbol = func.get_name().to_string_lossy().into_owned();
        let local = func.get_linkage() == inkwell::module::Linkage::Internal;
        // SAFETY: a live builder, metadata it made, a function of its module.
        let sp = unsafe {
            let sp = di::LLVMDIBuilderCreateFunction(
                dib,
                file,
                name.as_ptr().cast(),
                name.len(),
                symbol.as_ptr().cast(),
                symbol.len(),
                file,
                loc.line,
                self.fn_type,
                local as LLVMBool,
                1,
                loc.line,
                di::LLVMDIFlagPrototyped,
                self.optimized as LLVMBool,
            );
            inkwell::llvm_sys::debuginfo::LLVMSetSubprogram(func.as_value_ref(), sp);
            sp
        };
        self.n_subprograms += 1;
        Some(Scope(sp))
    }

    /// Makes the instructions `b` builds next carry the location of the start of `span` in
    /// `scope`.
    pub fn set_location(&self, b: &inkwell::builder::Builder<'ctx>, span: Span, scope: Scope) {
        let loc = self.sources.location(span);
        // SAFETY: the context of the builder and of the scope.
        unsafe {
            let l = di::LLVMDIBuilderCreateDebugLocation(self.cx.as_ctx_ref(), loc.line, loc.col, scope.0, std::ptr::null_mut());
            inkwell::llvm_sys::core::LLVMSetCurrentDebugLocation2(b.as_mut_ptr(), l);
        }
    }

    /// Resolves what the builder left open and disposes of it; call once, after every function
    /// is lowered. A module without a subprogram loses its compile unit (ptxas warns about a
    /// `.target ..., debug` without DWARF); one with subprograms gets the module flags debug
    /// information needs (DWARF 2 on NVPTX, as clang; 5 on the host).
    pub fn finish(&mut self, module: &Module<'ctx>) {
        let Some(dib) = self.dib.take() else { return };
        // SAFETY: a live builder of this module, disposed of once.
        unsafe {
            di::LLVMDIBuilderFinalize(dib);
            di::LLVMDisposeDIBuilder(dib);
        }
        if self.n_subprograms == 0 {
            // SAFETY: the module is live; nothing refers to its debug metadata yet.
            unsafe { di::LLVMStripModuleDebugInfo(module.as_mut_ptr()) };
            return;
        }
        let i32t = self.cx.i32_type();
        let dwarf_version = if self.device { 2 } else { 5 };
        module.add_basic_value_flag("Dwarf Version", FlagBehavior::Warning, i32t.const_int(dwarf_version, false));
        // SAFETY: reads a constant.
        let version = u64::from(unsafe { di::LLVMDebugMetadataVersion() });
        module.add_basic_value_flag("Debug Info Version", FlagBehavior::Warning, i32t.const_int(version, false));
    }
}

/// A `DIFile` for file `name`: an absolute name is split into its directory and file name (as
/// clang does), a relative one is relative to `comp_dir`.
fn create_file(dib: LLVMDIBuilderRef, name: &str, comp_dir: &str) -> LLVMMetadataRef {
    let path = std::path::Path::new(name);
    let (dir, file) = match (path.is_absolute(), path.parent(), path.file_name()) {
        (true, Some(dir), Some(file)) => (dir.to_string_lossy(), file.to_string_lossy()),
        _ => (comp_dir.into(), name.into()),
    };
    // SAFETY: a live builder; the strings with their lengths.
    unsafe { di::LLVMDIBuilderCreateFile(dib, file.as_ptr().cast(), file.len(), dir.as_ptr().cast(), dir.len()) }
}

impl Drop for DebugInfo<'_, '_> {
    fn drop(&mut self) {
        if let Some(dib) = self.dib.take() {
            // SAFETY: a live builder, disposed of once.
            unsafe { di::LLVMDisposeDIBuilder(dib) };
        }
    }
}

/// Where statement `s` starts, as far as the HIR knows: its first expression or declaration.
/// `None` for statements with no span of their own (`break`, `continue`, a bare `return`),
/// which keep the location before them.
pub fn stmt_span(p: &Program, s: &Stmt) -> Option<Span> {
    match s {
        Stmt::Expr(e) | Stmt::Return(Some(e)) => Some(p.expr(*e).span),
        Stmt::Decl(vars) => vars.first().map(|&v| p.vars[v].span),
        Stmt::If { cond, .. } | Stmt::While { cond, .. } | Stmt::Switch { cond, .. } => Some(p.expr(*cond).span),
        Stmt::For { init, cond, .. } => match init {
            Some(i) => stmt_span(p, p.stmt(*i)),
            None => cond.map(|c| p.expr(c).span),
        },
        Stmt::Goto { span, .. } => Some(*span),
        Stmt::Asm(a) => Some(a.span),
        _ => None,
    }
}

impl<'m, 'a, 'ctx> crate::FunctionCx<'m, 'a, 'ctx> {
    /// Gives the function being lowered its subprogram and points the builder at its start.
    pub(crate) fn begin_debug_info(&mut self) {
        let d = &self.m.p.fns[self.fn_id];
        let (name, span) = (self.m.names.get(d.name).to_string(), d.span);
        let func = self.func;
        if let Some(di) = self.m.debug.as_mut() {
            self.debug_scope = di.subprogram(func, &name, span);
            self.set_debug_location(span);
        }
    }

    /// Makes the instructions built next carry the location of the start of `span`; returns
    /// the span they carried before (for [`Self::restore_debug_location`]).
    pub(crate) fn set_debug_location(&mut self, span: Span) -> Option<Span> {
        let before = self.debug_span;
        if let (Some(scope), Some(di)) = (self.debug_scope, self.m.debug.as_ref()) {
            if before != Some(span) {
                di.set_location(&self.b, span, scope);
                self.debug_span = Some(span);
            }
        }
        before
    }

    /// Goes back to the location before a [`Self::set_debug_location`].
    pub(crate) fn restore_debug_location(&mut self, before: Option<Span>) {
        if let Some(span) = before {
            self.set_debug_location(span);
        }
    }
}
