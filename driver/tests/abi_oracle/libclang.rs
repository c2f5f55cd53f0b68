//! The oracle: clang 19's own answers through libclang (clang-sys, loaded at run time). It
//! parses a translation unit as `-x c++ -std=c++17` for x86-64 Linux, the host circlec compiles
//! for, and reads (1) the layout of every complete record it declares at namespace scope or
//! inside another record, by qualified name, an unnamed one by the name a `typedef` gives it;
//! (2) the layout of the types of named variables; (3) the mangled name of the first function or
//! variable that the body of each named wrapper function refers to. Layouts come from
//! `clang_Type_getSizeOf`, `clang_Type_getAlignOf` and `clang_Cursor_getOffsetOfField`.

// libclang's enumerators are constants in clang-sys, matched by their C names.
#![allow(non_upper_case_globals)]

use std::collections::HashMap;
use std::ffi::{CStr, CString};
use std::path::Path;
use std::ptr;

use clang_sys::*;

use crate::layout::{Field, Layout};

/// Loads libclang for this thread (clang-sys keeps the library per thread). LLVM 19's own
/// directory is preferred, so that clang's resource headers are found beside the library.
pub fn load() -> Result<(), String> {
    if std::env::var_os("LIBCLANG_PATH").is_none() && Path::new("/usr/lib/llvm-19/lib/libclang.so").exists() {
        std::env::set_var("LIBCLANG_PATH", "/usr/lib/llvm-19/lib");
    }
    clang_sys::load()?;
    Ok(())
}

/// A parsed translation unit; disposed on drop.
pub struct Unit {
    index: CXIndex,
    tu: CXTranslationUnit,
}

impl Drop for Unit {
    fn drop(&mut self) {
        // SAFETY: both were created by `parse` and are disposed once.
        unsafe {
            clang_disposeTranslationUnit(self.tu);
            clang_disposeIndex(self.index);
        }
    }
}

fn text(s: CXString) -> String {
    // SAFETY: `s` comes from libclang and is disposed exactly once, after it is copied.
    unsafe {
        let p = clang_getCString(s);
        let out = if p.is_null() { String::new() } else { CStr::from_ptr(p).to_string_lossy().into_owned() };
        clang_disposeString(s);
        out
    }
}

extern "C" fn push_child(c: CXCursor, _parent: CXCursor, data: CXClientData) -> CXChildVisitResult {
    // SAFETY: `data` is the `&mut Vec<CXCursor>` that `children` passes.
    unsafe { (*(data as *mut Vec<CXCursor>)).push(c) };
    CXChildVisit_Continue
}

fn children(c: CXCursor) -> Vec<CXCursor> {
    let mut out: Vec<CXCursor> = Vec::new();
    // SAFETY: the visitor only pushes onto `out`, which outlives the call.
    unsafe { clang_visitChildren(c, push_child, &mut out as *mut Vec<CXCursor> as CXClientData) };
    out
}

extern "C" fn push_field(c: CXCursor, data: CXClientData) -> CXVisitorResult {
    // SAFETY: `data` is the `&mut Vec<CXCursor>` that `fields` passes.
    unsafe { (*(data as *mut Vec<CXCursor>)).push(c) };
    CXVisit_Continue
}

fn fields(t: CXType) -> Vec<CXCursor> {
    let mut out: Vec<CXCursor> = Vec::new();
    // SAFETY: as in `children`.
    unsafe { clang_Type_visitFields(t, push_field, &mut out as *mut Vec<CXCursor> as CXClientData) };
    out
}

fn spelling(c: CXCursor) -> String {
    // SAFETY: plain query on a valid cursor.
    text(unsafe { clang_getCursorSpelling(c) })
}

/// Whether a record declaration has no name of its own (`struct { ... }`); libclang spells those
/// `(unnamed struct at file:line:col)` or, in older versions, with nothing.
fn unnamed(c: CXCursor) -> bool {
    let s = spelling(c);
    s.is_empty() || s.contains("(unnamed") || s.contains("(anonymous")
}

fn is_record_kind(k: CXCursorKind) -> bool {
    matches!(k, CXCursor_StructDecl | CXCursor_UnionDecl | CXCursor_ClassDecl)
}

/// The layout of a complete record type, or `None` for an incomplete or dependent one.
fn layout(t: CXType, depth: usize) -> Option<Layout> {
    // SAFETY: plain queries on a type of a live translation unit.
    unsafe {
        let t = clang_getCanonicalType(t);
        let (size, align) = (clang_Type_getSizeOf(t), clang_Type_getAlignOf(t));
        if size < 0 || align < 0 || depth > 16 {
            return None;
        }
        let mut out = Vec::new();
        for f in fields(t) {
            let offset = clang_Cursor_getOffsetOfField(f);
            if offset < 0 {
                return None;
            }
            let ft = clang_getCanonicalType(clang_getCursorType(f));
            let decl = clang_getTypeDeclaration(ft);
            let record_type = ft.kind == CXType_Record && is_record_kind(clang_getCursorKind(decl)) && unnamed(decl);
            let name = spelling(f);
            if record_type && (name.is_empty() || clang_Cursor_isAnonymousRecordDecl(decl) != 0) {
                // An anonymous struct or union member: its members are the enclosing record's.
                for mut inner in layout(ft, depth + 1)?.fields {
                    inner.offset_bits += offset as u64;
                    out.push(inner);
                }
                continue;
            }
            let nested = if record_type { layout(ft, depth + 1).into_iter().collect() } else { vec![] };
            out.push(Field { name, offset_bits: offset as u64, bitfield: clang_Cursor_isBitField(f) != 0, nested });
        }
        Some(Layout { size: size as u64, align: align as u64, fields: out })
    }
}

impl Unit {
    /// Parses `path` with `args`; an error lists clang's errors (the oracle's input must be valid
    /// C++ for clang, or nothing it says can be trusted).
    pub fn parse(path: &Path, args: &[&str]) -> Result<Unit, String> {
        let file = CString::new(path.to_string_lossy().as_bytes()).map_err(|e| e.to_string())?;
        let args: Vec<CString> = args.iter().map(|a| CString::new(*a).map_err(|e| e.to_string())).collect::<Result<_, _>>()?;
        let argv: Vec<*const std::os::raw::c_char> = args.iter().map(|a| a.as_ptr()).collect();
        // SAFETY: every pointer outlives the call; the results are checked for null.
        unsafe {
            let index = clang_createIndex(0, 0);
            if index.is_null() {
                return Err("clang_createIndex failed".into());
            }
            let tu = clang_parseTranslationUnit(index, file.as_ptr(), argv.as_ptr(), argv.len() as i32, ptr::null_mut(), 0, CXTranslationUnit_None);
            if tu.is_null() {
                clang_disposeIndex(index);
                return Err(format!("libclang could not parse {}", path.display()));
            }
            let unit = Unit { index, tu };
            let mut errors = Vec::new();
            for i in 0..clang_getNumDiagnostics(tu) {
                let d = clang_getDiagnostic(tu, i);
                if clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error {
                    errors.push(text(clang_formatDiagnostic(d, clang_defaultDiagnosticDisplayOptions())));
                }
                clang_disposeDiagnostic(d);
            }
            if !errors.is_empty() {
                return Err(format!("libclang rejects {}:\n  {}", path.display(), errors.join("\n  ")));
            }
            Ok(unit)
        }
    }

    fn root(&self) -> CXCursor {
        // SAFETY: the unit is live.
        unsafe { clang_getTranslationUnitCursor(self.tu) }
    }

    /// Every complete record by qualified name (`std::__detail::_List_node_base`, `stat`,
    /// `div_t` for `typedef struct {...} div_t`, `std::numeric_limits<int>` for an explicit
    /// specialization). Templates themselves and their partial specializations are skipped.
    pub fn records(&self) -> HashMap<String, Layout> {
        let mut out = HashMap::new();
        collect_records(self.root(), "", &mut out, 0);
        out
    }

    /// The layouts of the types of the named variables (declared at global scope).
    pub fn var_layouts(&self) -> HashMap<String, Layout> {
        let mut out = HashMap::new();
        for c in top_level(self.root()) {
            // SAFETY: plain queries on live cursors.
            if unsafe { clang_getCursorKind(c) } == CXCursor_VarDecl {
                if let Some(l) = layout(unsafe { clang_getCursorType(c) }, 0) {
                    out.insert(spelling(c), l);
                }
            }
        }
        out
    }

    /// For each global function whose name starts with `prefix`: the mangled name of the first
    /// function or variable its body refers to.
    pub fn callee_manglings(&self, prefix: &str) -> HashMap<String, String> {
        let mut out = HashMap::new();
        for c in top_level(self.root()) {
            // SAFETY: plain queries on live cursors.
            if unsafe { clang_getCursorKind(c) } != CXCursor_FunctionDecl {
                continue;
            }
            let name = spelling(c);
            if !name.starts_with(prefix) {
                continue;
            }
            if let Some(m) = first_reference(c) {
                out.insert(name, m);
            }
        }
        out
    }
}

/// The declarations at global scope, looking through `extern "C" {` blocks.
fn top_level(root: CXCursor) -> Vec<CXCursor> {
    let mut out = Vec::new();
    for c in children(root) {
        // SAFETY: plain query.
        match unsafe { clang_getCursorKind(c) } {
            CXCursor_LinkageSpec | CXCursor_UnexposedDecl => out.extend(top_level(c)),
            _ => out.push(c),
        }
    }
    out
}

fn collect_records(parent: CXCursor, prefix: &str, out: &mut HashMap<String, Layout>, depth: usize) {
    if depth > 64 {
        return;
    }
    for c in children(parent) {
        // SAFETY: plain queries on live cursors.
        let kind = unsafe { clang_getCursorKind(c) };
        match kind {
            CXCursor_Namespace => {
                let name = spelling(c);
                if !name.is_empty() && !unnamed(c) {
                    collect_records(c, &format!("{prefix}{name}::"), out, depth + 1);
                }
            }
            CXCursor_LinkageSpec | CXCursor_UnexposedDecl => collect_records(c, prefix, out, depth + 1),
            k if is_record_kind(k) => {
                // SAFETY: as above.
                if unsafe { clang_isCursorDefinition(c) } == 0 || unnamed(c) {
                    continue;
                }
                let specialization = unsafe { is_null(clang_getSpecializedCursorTemplate(c)) } == 0;
                let own = if specialization { text(unsafe { clang_getCursorDisplayName(c) }) } else { spelling(c) };
                let name = format!("{prefix}{own}");
                if let Some(l) = layout(unsafe { clang_getCursorType(c) }, 0) {
                    out.entry(name.clone()).or_insert(l);
                }
                collect_records(c, &format!("{name}::"), out, depth + 1);
            }
            CXCursor_TypedefDecl | CXCursor_TypeAliasDecl => {
                // SAFETY: as above.
                let under = unsafe { clang_getCanonicalType(clang_getTypedefDeclUnderlyingType(c)) };
                let decl = unsafe { clang_getTypeDeclaration(under) };
                if under.kind == CXType_Record && is_record_kind(unsafe { clang_getCursorKind(decl) }) && unnamed(decl) {
                    if let Some(l) = layout(under, 0) {
                        out.entry(format!("{prefix}{}", spelling(c))).or_insert(l);
                    }
                }
            }
            _ => {}
        }
    }
}

fn is_null(c: CXCursor) -> i32 {
    // SAFETY: plain query.
    unsafe { clang_Cursor_isNull(c) }
}

/// The mangled name of the first function or variable (not a parameter or local) that the
/// body of function `f` refers to, in source order.
fn first_reference(f: CXCursor) -> Option<String> {
    let mut stack: Vec<CXCursor> = children(f).into_iter().rev().collect();
    while let Some(c) = stack.pop() {
        // SAFETY: plain queries on live cursors.
        let kind = unsafe { clang_getCursorKind(c) };
        if matches!(kind, CXCursor_CallExpr | CXCursor_DeclRefExpr | CXCursor_MemberRefExpr) {
            let r = unsafe { clang_getCursorReferenced(c) };
            let rk = unsafe { clang_getCursorKind(r) };
            let global_var = rk == CXCursor_VarDecl && unsafe { clang_Cursor_hasVarDeclGlobalStorage(r) } == 1;
            if matches!(rk, CXCursor_FunctionDecl | CXCursor_CXXMethod | CXCursor_Constructor | CXCursor_Destructor | CXCursor_ConversionFunction)
                || global_var
            {
                let m = text(unsafe { clang_Cursor_getMangling(r) });
                if !m.is_empty() {
                    return Some(m);
                }
            }
        }
        stack.extend(children(c).into_iter().rev());
    }
    None
}
