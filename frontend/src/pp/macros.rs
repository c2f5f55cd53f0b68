//! Macro definitions: the table from names to definitions, the builtin macros whose expansion is
//! computed (`__FILE__`, `__LINE__`, `__COUNTER__`, `_Pragma`, `__has_include`), and the text of
//! the predefined macros and of the `-D`/`-U` options, which the preprocessor reads as two
//! synthetic files before the main file.

use std::rc::Rc;

use super::PpOptions;
use crate::intern::{Interner, Name};
use crate::lex::token::Token;
use crate::source::Span;

/// Index of a definition in [`MacroTable`].
pub type MacroId = u32;

/// Macros whose expansion is computed rather than substituted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    File,
    Line,
    Counter,
    Date,
    Time,
    /// `_Pragma("...")`: dropped.
    Pragma,
    /// `__has_include` and friends: meaningful only in `#if`; elsewhere left alone.
    HasInclude,
}

/// One `#define`.
#[derive(Clone, Debug)]
pub struct MacroDef {
    pub name: Name,
    pub function_like: bool,
    /// Parameter names; a variadic macro's last one is `__VA_ARGS__` (or the named one).
    pub params: Vec<Name>,
    pub variadic: bool,
    pub body: Vec<Token>,
    /// For each body token: the index of the parameter it names, or `NOT_PARAM`.
    pub param_of: Vec<u16>,
    /// The macro name in the `#define`.
    pub def_span: Option<Span>,
    pub builtin: Option<Builtin>,
}

pub const NOT_PARAM: u16 = u16::MAX;

/// Names to definitions; a dense table indexed by `Name::raw()` so that the lookup every
/// identifier costs is one array load.
#[derive(Default)]
pub struct MacroTable {
    defs: Vec<Rc<MacroDef>>,
    /// `Name::raw()` → definition index + 1 (0: not a macro).
    by_name: Vec<u32>,
    /// Per definition: is an expansion of it in progress.
    active: Vec<bool>,
    /// `#pragma push_macro` stacks: the definition (or none) each push saw.
    saved: std::collections::HashMap<Name, Vec<Option<MacroId>>>,
}

impl MacroTable {
    pub fn with_builtins(names: &mut Interner) -> Self {
        let mut t = MacroTable::default();
        for (text, b) in [
            ("__FILE__", Builtin::File),
            ("__LINE__", Builtin::Line),
            ("__COUNTER__", Builtin::Counter),
            ("__DATE__", Builtin::Date),
            ("__TIME__", Builtin::Time),
            ("_Pragma", Builtin::Pragma),
            ("__has_include", Builtin::HasInclude),
            ("__has_include_next", Builtin::HasInclude),
            ("__has_builtin", Builtin::HasInclude),
            ("__has_attribute", Builtin::HasInclude),
            ("__has_cpp_attribute", Builtin::HasInclude),
            ("__has_feature", Builtin::HasInclude),
            ("__has_extension", Builtin::HasInclude),
        ] {
            let name = names.intern(text);
            t.define(MacroDef {
                name,
                function_like: false,
                params: Vec::new(),
                variadic: false,
                body: Vec::new(),
                param_of: Vec::new(),
                def_span: None,
                builtin: Some(b),
            });
        }
        t
    }

    #[inline]
    pub fn lookup(&self, name: Name) -> Option<MacroId> {
        match self.by_name.get(name.raw() as usize) {
            Some(&i) if i != 0 => Some(i - 1),
            _ => None,
        }
    }

    /// The definition (shared, so an expansion can hold it while the table changes).
    pub fn get(&self, id: MacroId) -> Rc<MacroDef> {
        self.defs[id as usize].clone()
    }

    /// Defines (or redefines) a macro; returns the previous definition's id.
    pub fn define(&mut self, def: MacroDef) -> Option<MacroId> {
        let prev = self.lookup(def.name);
        let i = def.name.raw() as usize;
        if i >= self.by_name.len() {
            self.by_name.resize(i + 1 + i / 2, 0);
        }
        self.defs.push(Rc::new(def));
        self.active.push(false);
        self.by_name[i] = self.defs.len() as u32;
        prev
    }

    pub fn undefine(&mut self, name: Name) {
        if let Some(slot) = self.by_name.get_mut(name.raw() as usize) {
            *slot = 0;
        }
    }

    /// `#pragma push_macro`: remembers the current definition of `name`.
    pub fn push_saved(&mut self, name: Name, current: Option<MacroId>) {
        self.saved.entry(name).or_default().push(current);
    }

    /// `#pragma pop_macro`: restores the definition the last push saw (nothing if none).
    pub fn pop_saved(&mut self, name: Name) {
        let Some(prev) = self.saved.get_mut(&name).and_then(|v| v.pop()) else { return };
        let i = name.raw() as usize;
        if i >= self.by_name.len() {
            self.by_name.resize(i + 1, 0);
        }
        self.by_name[i] = prev.map_or(0, |id| id + 1);
    }

    #[inline]
    pub fn is_active(&self, id: MacroId) -> bool {
        self.active[id as usize]
    }

    pub fn set_active(&mut self, id: MacroId, on: bool) {
        self.active[id as usize] = on;
    }
}

/// The predefined macros: the language, CUDA and Circle, and what real headers expect of an LP64
/// x86-64 Linux compiler. `__CUDA_ARCH__` is deliberately absent: circlec makes one front-end
/// pass for every target (see `@codegen if`).
pub const PREDEFINED: &str = "\
#define __cplusplus 201703L
#define __STDC__ 1
#define __STDC_HOSTED__ 1
#define __CUDACC__ 1
#define __NVCC__ 1
#define __circle__ 1
#define __circle_nvvm__ 1
#define __x86_64__ 1
#define __x86_64 1
#define __amd64__ 1
#define __amd64 1
#define __LP64__ 1
#define _LP64 1
#define __linux__ 1
#define __linux 1
#define __unix__ 1
#define __unix 1
#define __ELF__ 1
#define __CHAR_BIT__ 8
#define __SIZEOF_SHORT__ 2
#define __SIZEOF_INT__ 4
#define __SIZEOF_LONG__ 8
#define __SIZEOF_LONG_LONG__ 8
#define __SIZEOF_POINTER__ 8
#define __SIZEOF_FLOAT__ 4
#define __SIZEOF_DOUBLE__ 8
#define __SIZEOF_LONG_DOUBLE__ 16
#define __SIZEOF_SIZE_T__ 8
#define __SIZEOF_WCHAR_T__ 4
#define __SIZEOF_INT128__ 16
#define __SCHAR_MAX__ 0x7f
#define __SHRT_MAX__ 0x7fff
#define __INT_MAX__ 0x7fffffff
#define __LONG_MAX__ 0x7fffffffffffffffL
#define __LONG_LONG_MAX__ 0x7fffffffffffffffLL
#define __WCHAR_MAX__ 0x7fffffff
#define __SIZE_MAX__ 0xffffffffffffffffUL
#define __PTRDIFF_MAX__ 0x7fffffffffffffffL
#define __INTMAX_MAX__ 0x7fffffffffffffffL
#define __UINTMAX_MAX__ 0xffffffffffffffffUL
#define __SIZE_TYPE__ unsigned long
#define __PTRDIFF_TYPE__ long
#define __WCHAR_TYPE__ int
#define __INTMAX_TYPE__ long
#define __UINTMAX_TYPE__ unsigned long
#define __INT8_TYPE__ signed char
#define __INT16_TYPE__ short
#define __INT32_TYPE__ int
#define __INT64_TYPE__ long
#define __UINT8_TYPE__ unsigned char
#define __UINT16_TYPE__ unsigned short
#define __UINT32_TYPE__ unsigned int
#define __UINT64_TYPE__ unsigned long
#define __INTPTR_TYPE__ long
#define __UINTPTR_TYPE__ unsigned long
#define __ORDER_LITTLE_ENDIAN__ 1234
#define __ORDER_BIG_ENDIAN__ 4321
#define __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__
#define __GXX_EXPERIMENTAL_CXX0X__ 1
#define __cpp_constexpr 201603L
#define __cpp_static_assert 201411L
#define __cpp_decltype 200707L
#define __cpp_variadic_templates 200704L
#define __cpp_rvalue_references 200610L
";

/// The `-D` and `-U` options as directives, in order: defines then undefines.
pub fn command_line_text(opts: &PpOptions) -> String {
    let mut s = String::new();
    for d in &opts.defines {
        match d.split_once('=') {
            Some((name, value)) => {
                let value = value.replace(['\n', '\r'], " ");
                s.push_str(&format!("#define {name} {value}\n"))
            }
            None => s.push_str(&format!("#define {d} 1\n")),
        }
    }
    for u in &opts.undefines {
        s.push_str(&format!("#undef {u}\n"));
    }
    s
}
