//! Macro definitions: the table from names to definitions, the builtin macros whose expansion is
//! computed (`__FILE__`, `__LINE__`, `__COUNTER__`, `_Pragma`, `__has_include`), and the text of
//! the `-D`/`-U`/`-include` options, which the preprocessor reads as a synthetic file before the
//! main file (after the predefined macros of [`super::predefined`]).

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

/// The `-D` and `-U` options as directives, in order (defines, then undefines), then the
/// `-include` files as `#include "..."` lines.
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
    for f in &opts.pre_includes {
        s.push_str(&format!("#include \"{}\"\n", f.replace('"', "\\\"")));
    }
    s
}
