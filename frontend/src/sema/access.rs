//! Access control: each member of a class is public, protected or private (a `class` starts
//! private, a `struct` or `union` public; `public:` and friends change it). A private member
//! is usable only inside its class (its member functions, nested classes, and initializers);
//! a protected one also inside classes derived from it. A class that declares friends is not
//! checked (friendship is not modelled yet). Overloaded member functions (constructors
//! included) each have their own access, checked on the one overload resolution chose; a name
//! declared with several accesses is not checked by name.

use std::collections::{HashMap, HashSet};

use crate::ast;
use crate::diag::Diagnostic;
use crate::intern::Name;
use crate::source::Span;

use super::ctx::{Checker, ScopeKind};
use super::diags;
use super::hir::*;

#[derive(Default)]
pub struct AccessState {
    /// Members that are not public, by class and name.
    pub restricted: HashMap<(RecordId, Name), ast::Access>,
    /// Names whose declarations have different accesses (`private: S(W); public: S(int);`).
    pub mixed: HashSet<(RecordId, Name)>,
    /// Names declared public in each class (to tell a mixed name).
    pub public: HashSet<(RecordId, Name)>,
    /// The access of each member function declared in a class that is not public.
    pub fns: HashMap<FnId, ast::Access>,
    /// The access of the member being declared (inside a class body).
    pub current: Option<ast::Access>,
    /// Classes that declare friends.
    pub has_friends: HashSet<RecordId>,
}

impl Checker<'_> {
    /// Records the access of member `name` of `r` (called for every member as declared).
    pub(super) fn note_access(&mut self, r: RecordId, name: Name, access: ast::Access) {
        let key = (r, name);
        let before = if self.access.public.contains(&key) { Some(ast::Access::Public) } else { self.access.restricted.get(&key).copied() };
        if before.is_some_and(|b| b != access) {
            self.access.mixed.insert(key);
        }
        if access == ast::Access::Public {
            self.access.public.insert(key);
        } else {
            self.access.restricted.insert(key, access);
        }
    }

    /// Records the access of member function `f` of a class, as it is declared.
    pub(super) fn note_fn_access(&mut self, f: FnId) {
        if let Some(a) = self.access.current.filter(|&a| a != ast::Access::Public) {
            self.access.fns.insert(f, a);
        }
    }

    /// Reports a call of member function `f` (of class `r`, named `name`) that its access does
    /// not allow here: its own access when known, else its name's.
    pub(super) fn check_fn_access(&mut self, f: FnId, r: RecordId, name: Name, span: Span) {
        match self.access.fns.get(&f) {
            Some(&a) => self.report_access(r, name, a, span),
            None if self.access.mixed.contains(&(r, name)) => {}
            None => self.check_access(r, name, span),
        }
    }

    /// The classes whose private members the code being checked may use.
    fn accessing_classes(&self) -> Vec<RecordId> {
        let mut out: Vec<RecordId> = self.scopes.iter().filter_map(|s| if let ScopeKind::Record(r) = s.kind { Some(r) } else { None }).collect();
        if let Some(m) = self.fcx.func.and_then(|f| self.p.fns[f].method) {
            out.push(m.record);
            let mut scope = self.p.records[m.record].scope;
            let mut guard = 0;
            while let Some(outer) = scope.record {
                guard += 1;
                if guard > 64 {
                    break;
                }
                out.push(outer);
                scope = self.p.records[outer].scope;
            }
        }
        out
    }

    /// Reports a use of member `name` of class `r` that its access does not allow here.
    pub(super) fn check_access(&mut self, r: RecordId, name: Name, span: Span) {
        let Some(&access) = self.access.restricted.get(&(r, name)) else { return };
        if self.access.mixed.contains(&(r, name)) {
            return;
        }
        self.report_access(r, name, access, span);
    }

    /// Reports a use of member `name` of class `r`, declared with `access`, unless allowed here.
    fn report_access(&mut self, r: RecordId, name: Name, access: ast::Access, span: Span) {
        if access == ast::Access::Public || self.access.has_friends.contains(&r) {
            return;
        }
        let here = self.accessing_classes();
        if here.contains(&r) {
            return;
        }
        if access == ast::Access::Protected && here.iter().any(|&c| self.is_base_of(r, c)) {
            return;
        }
        let (what, kw) = match access {
            ast::Access::Private => ("private", "private"),
            _ => ("protected", "protected"),
        };
        let n = self.text(name).to_string();
        let class = self.p.records[r].name.map(|x| self.text(x).to_string()).unwrap_or_default();
        self.err(
            Diagnostic::error(diags::INACCESSIBLE, span, format!("`{n}` is a {what} member of `{class}`"))
                .with_label(format!("{kw} member used here"))
                .with_secondary(self.p.records[r].span, format!("`{class}` declared here"))
                .with_note(format!("only `{class}`'s own members{} may use it; make it public or add an accessor", if access == ast::Access::Protected { " and derived classes" } else { "" })),
        );
    }
}
