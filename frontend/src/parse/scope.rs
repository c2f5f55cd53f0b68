//! What the parser knows about names: which denote types, templates and namespaces, in which
//! scope. C++ cannot be parsed without it (`T * x;` is a declaration when `T` is a type, and
//! `f<1>(x)` a template-id when `f` is a template). Sema does the real name resolution later;
//! this table only classifies names.
//!
//! Every namespace, class, enum, block and template parameter list gets a [`ScopeKey`]; the
//! table maps `(scope, name)` to a [`Sym`]. Reopening a namespace reuses its key, so names
//! declared in an earlier `namespace ns { }` stay reachable as `ns::X`. Lookup walks the active
//! scopes innermost first, with each scope's `using namespace` targets and base classes.

use crate::intern::Name;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// Identifies one scope (namespace, class, enum, block, template parameter list).
pub(super) type ScopeKey = u32;

/// The global namespace.
pub(super) const GLOBAL: ScopeKey = 0;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SymKind {
    Namespace,
    /// A class, union, enum, typedef, alias or type template parameter.
    Type,
    /// A class template, alias template or template template parameter.
    TypeTemplate,
    /// A function or variable template.
    ValueTemplate,
    /// Anything else: variables, functions, enumerators (recorded only to shadow types).
    Value,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Sym {
    pub kind: SymKind,
    /// The scope of a namespace's or class's members, for `X::member`.
    pub members: Option<ScopeKey>,
}

impl Sym {
    pub fn is_type(self) -> bool {
        matches!(self.kind, SymKind::Type | SymKind::TypeTemplate)
    }
    pub fn is_template(self) -> bool {
        matches!(self.kind, SymKind::TypeTemplate | SymKind::ValueTemplate)
    }
}

/// What kind of active scope, which decides where declarations go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ScopeKind {
    Namespace,
    Class,
    Block,
    /// Template parameters: declarations made inside go to the enclosing scope.
    TemplateParams,
}

struct Active {
    key: ScopeKey,
    kind: ScopeKind,
    /// The table may hold names of this scope (false for fresh blocks until something is
    /// declared in them), so lookups skip empty blocks without probing.
    has_names: bool,
    /// The scope has using-directives, inline namespaces or bases to search too.
    has_links: bool,
}

/// A fast hasher for `u32`-sized keys (Fx-style multiply-rotate).
#[derive(Default)]
pub(super) struct FxHasher(u64);

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64);
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type FxBuild = BuildHasherDefault<FxHasher>;

pub(super) struct Scopes {
    table: HashMap<(ScopeKey, u32), Sym, FxBuild>,
    /// `using namespace` targets (and inline namespaces) of each scope.
    usings: HashMap<ScopeKey, Vec<ScopeKey>, FxBuild>,
    /// Base classes of each class scope.
    bases: HashMap<ScopeKey, Vec<ScopeKey>, FxBuild>,
    /// Names that are a type, template or namespace somewhere: a name not in here is a value
    /// everywhere, which answers most lookups with one probe.
    interesting: HashSet<u32, FxBuild>,
    /// Names declared as templates anywhere (for `x.f<int>()`, where the parser cannot know the
    /// class of `x`).
    pub template_names: HashSet<u32, FxBuild>,
    stack: Vec<Active>,
    next: ScopeKey,
}

impl Scopes {
    pub fn new() -> Self {
        Scopes {
            table: HashMap::default(),
            usings: HashMap::default(),
            bases: HashMap::default(),
            interesting: HashSet::default(),
            template_names: HashSet::default(),
            stack: vec![Active { key: GLOBAL, kind: ScopeKind::Namespace, has_names: true, has_links: true }],
            next: 1,
        }
    }

    /// A fresh scope key (for a new class, enum or block).
    pub fn fresh(&mut self) -> ScopeKey {
        let k = self.next;
        self.next += 1;
        k
    }

    pub fn push(&mut self, key: ScopeKey, kind: ScopeKind) {
        let has_links = self.usings.contains_key(&key) || self.bases.contains_key(&key);
        self.stack.push(Active { key, kind, has_names: true, has_links });
    }

    /// The template parameter scopes opened inside the innermost class (a member template's
    /// headers), outermost first.
    pub fn member_template_params(&self) -> Vec<ScopeKey> {
        let mut keys: Vec<ScopeKey> = self.stack.iter().rev().take_while(|a| a.kind == ScopeKind::TemplateParams).map(|a| a.key).collect();
        keys.reverse();
        keys
    }

    /// Pushes a fresh block scope.
    pub fn push_block(&mut self) {
        let key = self.fresh();
        self.stack.push(Active { key, kind: ScopeKind::Block, has_names: false, has_links: false });
    }

    pub fn pop(&mut self) {
        if self.stack.len() > 1 {
            self.stack.pop();
        }
    }

    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// Pops back to `depth` active scopes (used to undo pushes on every path).
    pub fn truncate(&mut self, depth: usize) {
        self.stack.truncate(depth.max(1));
    }

    /// The scope that receives declarations (the innermost one that is not a template
    /// parameter list).
    fn target(&self) -> ScopeKey {
        self.stack
            .iter()
            .rev()
            .find(|a| a.kind != ScopeKind::TemplateParams)
            .map_or(GLOBAL, |a| a.key)
    }

    /// Marks the active scope `key` as holding names (or links).
    fn mark(&mut self, key: ScopeKey, links: bool) {
        if let Some(a) = self.stack.iter_mut().rev().find(|a| a.key == key) {
            a.has_names = true;
            a.has_links |= links;
        }
    }

    /// Declares `name` in the current scope. A value does not demote a template of the same
    /// name in the same scope (function templates overloaded with plain functions).
    pub fn declare(&mut self, name: Name, sym: Sym) {
        let key = self.target();
        self.declare_in(key, name, sym);
    }

    /// Declares `name` in the innermost scope, even a template parameter list.
    pub fn declare_innermost(&mut self, name: Name, sym: Sym) {
        let key = self.stack.last().map_or(GLOBAL, |a| a.key);
        self.declare_in(key, name, sym);
    }

    fn declare_in(&mut self, key: ScopeKey, name: Name, sym: Sym) {
        let slot = (key, name.raw());
        if sym.kind != SymKind::Value || self.interesting.contains(&name.raw()) {
            self.mark(key, false);
        }
        if sym.kind == SymKind::Value {
            // Only worth recording when it shadows something interesting.
            if !self.interesting.contains(&name.raw()) {
                return;
            }
            if let Some(old) = self.table.get(&slot) {
                if old.kind != SymKind::Value {
                    return;
                }
            }
        } else {
            self.interesting.insert(name.raw());
            if sym.is_template() {
                self.template_names.insert(name.raw());
            }
            if let Some(old) = self.table.get(&slot) {
                // Keep the member scope of an earlier declaration (`struct S;` then `struct S {}`,
                // reopened namespaces).
                if old.members.is_some() && sym.members.is_none() {
                    let merged = Sym { kind: sym.kind, members: old.members };
                    self.table.insert(slot, merged);
                    return;
                }
            }
        }
        self.table.insert(slot, sym);
    }

    /// Looks `name` up from the innermost active scope outwards.
    pub fn lookup(&self, name: Name) -> Option<Sym> {
        self.lookup_where(name, |_| true)
    }

    /// Looks `name` up as the first name of a qualifier (`shfl::x`): from the innermost scope
    /// outwards, the first declaration as a namespace or type; a function or variable of that
    /// name (a member function `shfl`) does not hide it.
    pub fn lookup_scope(&self, name: Name) -> Option<Sym> {
        self.lookup_where(name, |s| matches!(s.kind, SymKind::Namespace | SymKind::Type | SymKind::TypeTemplate))
    }

    /// The first declaration of `name` that `counts` accepts, innermost scope first.
    fn lookup_where(&self, name: Name, counts: impl Fn(&Sym) -> bool) -> Option<Sym> {
        if !self.interesting.contains(&name.raw()) {
            return None;
        }
        for a in self.stack.iter().rev() {
            let found = if a.has_links {
                self.lookup_in(a.key, name)
            } else if a.has_names {
                self.table.get(&(a.key, name.raw())).copied()
            } else {
                None
            };
            if let Some(s) = found.filter(|s| counts(s)) {
                return Some(s);
            }
        }
        None
    }

    /// Looks `name` up among the members of `scope` (with its using-directives, inline
    /// namespaces and base classes, a few levels deep).
    pub fn lookup_in(&self, scope: ScopeKey, name: Name) -> Option<Sym> {
        let mut budget = 64u32;
        self.lookup_in_depth(scope, name, 0, &mut budget)
    }

    /// Searches `scope`, then what it links to (using-directives, inline namespaces, bases),
    /// at most 8 links deep and 64 scopes in all, so cyclic or bushy link graphs stay cheap.
    fn lookup_in_depth(&self, scope: ScopeKey, name: Name, depth: u32, budget: &mut u32) -> Option<Sym> {
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        if let Some(&s) = self.table.get(&(scope, name.raw())) {
            return Some(s);
        }
        if depth >= 8 {
            return None;
        }
        for map in [&self.usings, &self.bases] {
            if let Some(list) = map.get(&scope) {
                for &u in list {
                    if let Some(s) = self.lookup_in_depth(u, name, depth + 1, budget) {
                        return Some(s);
                    }
                }
            }
        }
        None
    }

    /// `using namespace ns;` in the current scope.
    pub fn add_using(&mut self, target: ScopeKey) {
        let key = self.target();
        if key != target {
            self.usings.entry(key).or_default().push(target);
            self.mark(key, true);
        }
    }

    /// Records an inline namespace: its members are members of the enclosing namespace.
    pub fn add_inline(&mut self, inline_ns: ScopeKey) {
        let key = self.target();
        self.usings.entry(key).or_default().push(inline_ns);
        self.mark(key, true);
    }

    /// Records a base class of the class scope `class`.
    pub fn add_base(&mut self, class: ScopeKey, base: ScopeKey) {
        if class != base {
            self.bases.entry(class).or_default().push(base);
            self.mark(class, true);
        }
    }

    /// The existing member scope of `name` declared directly in the current scope, if any
    /// (reopening a namespace or completing a forward-declared class).
    pub fn existing_members(&self, name: Name) -> Option<ScopeKey> {
        self.table.get(&(self.target(), name.raw())).and_then(|s| s.members)
    }
}
