//! The function-local predefined variable `__func__` ([dcl.fct.def.general]/8), and GCC's
//! `__FUNCTION__` and `__PRETTY_FUNCTION__` (which glibc's `<assert.h>` passes to
//! `__assert_fail` in C++): inside a function body each is a `const char[N]` lvalue,
//! represented as a string literal. `__func__` and `__FUNCTION__` hold the unqualified name;
//! `__PRETTY_FUNCTION__` the signature as GCC writes it, `int S::get(int) const` (without
//! GCC's `[with T = ...]` suffix for template instantiations).

use crate::source::Span;

use super::ctx::Checker;
use super::hir::*;

impl<'a> Checker<'a> {
    /// `__func__` or `__FUNCTION__` inside a function body; `None` for any other name, or
    /// outside a function (where the name is undeclared).
    pub(super) fn predefined_func_name(&mut self, text: &str, span: Span) -> Option<ExprId> {
        if text != "__func__" && text != "__FUNCTION__" && text != "__PRETTY_FUNCTION__" {
            return None;
        }
        let f = self.fcx.func?;
        let mut name = self.names.get(self.p.fns[f].name).to_string();
        if text == "__PRETTY_FUNCTION__" {
            name = self.pretty_function(f, &name);
        }
        Some(self.string_literal(&name, span))
    }

    /// `ret Class::name(params) const`, as GCC's `__PRETTY_FUNCTION__`.
    fn pretty_function(&self, f: FnId, name: &str) -> String {
        let fd = &self.p.fns[f];
        let mut out = String::new();
        let is_ctor_or_dtor = fd.method.is_some_and(|m| self.p.records[m.record].name.is_some_and(|n| self.names.get(n) == name)) || name.starts_with('~');
        if !is_ctor_or_dtor {
            out.push_str(&gcc_spelling(&self.type_name(fd.ret)));
            out.push(' ');
        }
        if let Some(m) = fd.method {
            out.push_str(&super::resolve_types::record_name(&self.p, self.names, m.record));
            out.push_str("::");
        }
        out.push_str(name);
        out.push('(');
        let params: Vec<String> = fd.params.iter().map(|&v| gcc_spelling(&self.type_name(self.p.vars[v].ty))).collect();
        out.push_str(&params.join(", "));
        out.push(')');
        if fd.method.is_some_and(|m| m.is_const) {
            out.push_str(" const");
        }
        out
    }
}

/// A type as GCC spells it in `__PRETTY_FUNCTION__`: `long unsigned int`, `int*`, `const char&`.
fn gcc_spelling(t: &str) -> String {
    let words: Vec<&str> = t.split(' ').collect();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let rest = &words[i..];
        let (n, w) = match rest {
            ["unsigned", "long", "long", ..] => (3, "long long unsigned int"),
            ["unsigned", "long", ..] => (2, "long unsigned int"),
            ["unsigned", "short", ..] => (2, "short unsigned int"),
            ["long", "long", ..] => (2, "long long int"),
            ["long", "double", ..] => (2, "long double"),
            ["long", ..] => (1, "long int"),
            ["short", ..] => (1, "short int"),
            [w, ..] => (1, *w),
            [] => break,
        };
        out.push(w.to_string());
        i += n;
    }
    out.join(" ").replace(" *", "*").replace(" &", "&")
}

#[cfg(test)]
mod tests {
    #[test]
    fn gcc_spells_types_its_way() {
        assert_eq!(super::gcc_spelling("unsigned long"), "long unsigned int");
        assert_eq!(super::gcc_spelling("const char *"), "const char*");
        assert_eq!(super::gcc_spelling("long long"), "long long int");
        assert_eq!(super::gcc_spelling("int &&"), "int&&");
        assert_eq!(super::gcc_spelling("long double"), "long double");
    }
}
