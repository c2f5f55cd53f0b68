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
use std::sync::Arc;

use frontend::sema::hir::{Program, Stmt};
use frontend::source::{FileId, SourceMap, Span};
use inkwell::context::Context;
use inkwell::debug_info::{
    AsDIScope, DICompileUnit, DIFile, DIFlags, DIFlagsConstants, DILocation, DISubprogram, DWARFEmissionKind, DWARFSourceLanguage,
    DebugInfoBuilder,
};
use inkwell::module::{FlagBehavior, Module};
use inkwell::values::FunctionValue;

/// How much debug information a module gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DebugKind {
    /// Line tables only: `.loc` in PTX, `.debug_line` on the host.
    LineTables,
    /// The compile unit and every function's entry besides the line table.
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

/// The debug information of one module while it is built.
pub struct DebugInfo<'a, 'ctx> {
    sources: &'a SourceMap,
    comp_dir: &'a str,
    dib: DebugInfoBuilder<'ctx>,
    cu: DICompileUnit<'ctx>,
    /// One `DIFile` per presumed file name (a `#line` can name another file).
    files: HashMap<Arc<str>, DIFile<'ctx>>,
    optimized: bool,
}

impl<'a, 'ctx> DebugInfo<'a, 'ctx> {
    /// Starts the module's compile unit and sets the module flags debug information needs
    /// (DWARF 2 on NVPTX, as clang; 5 on the host).
    pub fn new(module: &Module<'ctx>, cx: &'ctx Context, opts: &DebugOptions<'a>, device: bool, optimized: bool) -> Self {
        let main_name = opts.sources.file(opts.main).name.clone();
        let kind = match opts.kind {
            DebugKind::LineTables => DWARFEmissionKind::LineTablesOnly,
            DebugKind::Full => DWARFEmissionKind::Full,
        };
        let producer = concat!("circlec ", env!("CARGO_PKG_VERSION"));
        let (dib, cu) = module.create_debug_info_builder(
            true,
            DWARFSourceLanguage::CPlusPlus14,
            &main_name,
            opts.comp_dir,
            producer,
            optimized,
            "",
            0,
            "",
            kind,
            0,
            false,
            false,
            "",
            "",
        );
        let i32t = cx.i32_type();
        let dwarf_version = if device { 2 } else { 5 };
        module.add_basic_value_flag("Dwarf Version", FlagBehavior::Warning, i32t.const_int(dwarf_version, false));
        module.add_basic_value_flag(
            "Debug Info Version",
            FlagBehavior::Warning,
            i32t.const_int(inkwell::debug_info::debug_metadata_version() as u64, false),
        );
        let mut files = HashMap::new();
        files.insert(main_name, cu.get_file());
        DebugInfo { sources: opts.sources, comp_dir: opts.comp_dir, dib, cu, files, optimized }
    }

    fn file(&mut self, name: &Arc<str>) -> DIFile<'ctx> {
        if let Some(&f) = self.files.get(name) {
            return f;
        }
        let f = self.dib.create_file(name, self.comp_dir);
        self.files.insert(name.clone(), f);
        f
    }

    /// Gives `func` a subprogram named `name` at `span` (its linkage name is the symbol) and
    /// returns it.
    pub fn subprogram(&mut self, func: FunctionValue<'ctx>, name: &str, span: Span) -> DISubprogram<'ctx> {
        let loc = self.sources.location(span);
        let file = self.file(&loc.file);
        let ty = self.dib.create_subroutine_type(file, None, &[], DIFlags::ZERO);
        let symbol = func.get_name().to_string_lossy().into_owned();
        let local = func.get_linkage() == inkwell::module::Linkage::Internal;
        let sp = self.dib.create_function(
            self.cu.as_debug_info_scope(),
            name,
            Some(&symbol),
            file,
            loc.line,
            ty,
            local,
            true,
            loc.line,
            DIFlags::PROTOTYPED,
            self.optimized,
        );
        func.set_subprogram(sp);
        sp
    }

    /// The location of the start of `span` in subprogram `scope`.
    pub fn location(&self, cx: &'ctx Context, span: Span, scope: DISubprogram<'ctx>) -> DILocation<'ctx> {
        let loc = self.sources.location(span);
        self.dib.create_debug_location(cx, loc.line, loc.col, scope.as_debug_info_scope(), None)
    }

    /// Resolves what the builder left open; call once, after every function is lowered.
    pub fn finish(&self) {
        self.dib.finalize();
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
            self.debug_scope = Some(di.subprogram(func, &name, span));
            self.set_debug_location(span);
        }
    }

    /// Makes the instructions built next carry the location of the start of `span`; returns
    /// the span they carried before (for [`Self::restore_debug_location`]).
    pub(crate) fn set_debug_location(&mut self, span: Span) -> Option<Span> {
        let before = self.debug_span;
        if let (Some(scope), Some(di)) = (self.debug_scope, self.m.debug.as_ref()) {
            if before != Some(span) {
                self.b.set_current_debug_location(di.location(self.m.cx, span, scope));
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
