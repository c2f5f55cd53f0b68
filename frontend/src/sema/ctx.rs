//! The checker's state and its scopes. [`Checker`] holds the program being built, the syntax
//! tree being read, the diagnostics, and a stack of scopes. Namespace and class scopes keep
//! their names in persistent tables (a namespace can be reopened, a class is searched by
//! qualified lookup); block and template-parameter scopes live only on the stack.
//! Unqualified lookup walks the stack from the innermost scope out, then falls back to the
//! implicit declarations: codegen constants, CUDA builtin variables and functions.

use super::types::FxMap as HashMap;

use crate::ast;
use crate::diag::{DiagSink, Diagnostic};
use crate::intern::{Interner, Name};
use crate::source::{SourceMap, Span};

use super::hir::*;
use super::types::{builtin, TypeId};

/// What a name denotes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Entity {
    Var(VarId),
    Fn(FnId),
    /// A record, enum, typedef or bound template type parameter.
    Type(TypeId),
    Namespace(NamespaceId),
    Enumerator(EnumId, u32),
    /// A function, class or alias template (index into `Checker::templates`).
    Template(usize),
    /// A bound non-type template parameter.
    Const(ConstValue, TypeId),
    /// A non-static data member: the record and the field's index.
    Field(RecordId, u32),
    /// A named bit-field: the record and its index in `Program::bit_fields`.
    BitField(RecordId, u32),
    /// A bound template or function parameter pack (index into `Checker::packs`).
    Pack(u32),
}

/// What a lookup found: usually one entity, kept inline so that a lookup does not allocate.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Ents {
    #[default]
    None,
    One([Entity; 1]),
    Many(Vec<Entity>),
}

impl Ents {
    pub(super) fn from_slice(v: &[Entity]) -> Ents {
        match v {
            [] => Ents::None,
            [e] => Ents::One([*e]),
            _ => Ents::Many(v.to_vec()),
        }
    }
}

impl std::ops::Deref for Ents {
    type Target = [Entity];
    fn deref(&self) -> &[Entity] {
        match self {
            Ents::None => &[],
            Ents::One(a) => a,
            Ents::Many(v) => v,
        }
    }
}

impl IntoIterator for Ents {
    type Item = Entity;
    type IntoIter = EntsIter;
    fn into_iter(self) -> EntsIter {
        EntsIter { ents: self, next: 0 }
    }
}

/// Iterates an [`Ents`] by value.
pub struct EntsIter {
    ents: Ents,
    next: usize,
}

impl Iterator for EntsIter {
    type Item = Entity;
    fn next(&mut self) -> Option<Entity> {
        let e = self.ents.get(self.next).copied();
        self.next += 1;
        e
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    /// `None` is the global namespace.
    Namespace(Option<NamespaceId>),
    Record(RecordId),
    Block,
    /// The scope a `@meta` block or loop opens: it holds the meta variables declared in it,
    /// while the real declarations inside fall through to the innermost enclosing real scope.
    Meta,
    /// Template parameters bound for an instantiation.
    TemplateParams,
}

#[derive(Debug)]
pub struct ScopeFrame {
    pub kind: ScopeKind,
    /// Names of block and template-parameter scopes.
    pub local: HashMap<Name, Vec<Entity>>,
    /// The names in `local` that a using-directive made visible here (`using namespace std;`
    /// in a block): a declaration of the block hides them rather than redefining them.
    pub imported: Vec<(Name, Entity)>,
}

/// What a template declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TemplateKind {
    Function,
    Class,
    Alias,
    /// A variable template (`template<class T> constexpr T pi_v = T(3.14159);`).
    Var,
}

/// An explicit (`template<> struct X<int>`) or partial (`template<class T> struct X<T*>`)
/// specialization of a class template.
#[derive(Debug, Clone)]
pub struct ClassSpec {
    /// The `DeclKind::Template` declaration of the specialization.
    pub decl: ast::DeclId,
    /// The arguments of an explicit specialization, resolved where it was declared.
    pub explicit: Option<Vec<TemplateArg>>,
    pub enclosing: Vec<ScopeKind>,
}

/// A template: the syntax of its declaration and where it was declared.
#[derive(Debug)]
pub struct TemplateInfo {
    pub kind: TemplateKind,
    pub name: Name,
    /// The `DeclKind::Template` declaration.
    pub decl: ast::DeclId,
    /// The namespace/class scopes enclosing the definition, outermost first.
    pub enclosing: Vec<ScopeKind>,
    /// Instantiations made so far, by argument list.
    pub instances: Vec<(Vec<TemplateArg>, FnId)>,
    /// Class template instantiations made so far, by argument list.
    pub class_instances: Vec<(Vec<TemplateArg>, RecordId)>,
    /// Variable template instantiations made so far, by argument list.
    pub var_instances: Vec<(Vec<TemplateArg>, VarId)>,
    /// Specializations of a class template.
    pub specs: Vec<ClassSpec>,
    /// Out-of-line member function definitions of a class template
    /// (`template<class T> T V<T>::get() { ... }`), with their enclosing scopes.
    pub out_of_line: Vec<(ast::DeclId, Vec<ScopeKind>)>,
    /// A friend function template declared in this class: a member of the class's namespace.
    pub friend_of: Option<RecordId>,
    pub span: Span,
}

/// Per-function state while checking a body.
#[derive(Debug, Default, Clone)]
pub struct FnCtx {
    pub func: Option<FnId>,
    pub ret: Option<TypeId>,
    pub loop_depth: u32,
    pub switch_depth: u32,
    /// Case values of the switch statements being checked, innermost last.
    pub cases: Vec<Vec<(i128, StmtId)>>,
    pub defaults: Vec<Option<StmtId>>,
    /// The return type is `auto`, deduced from the first `return` statement.
    pub deduce_ret: bool,
    /// The function's labels by number: name, where defined (None until then), the span of the
    /// first `goto` to it (checked at the end of the body).
    pub labels: Vec<(Name, Option<Span>, Option<Span>)>,
    /// Inside meta code (a `@meta` declaration, or a meta statement's own expressions): meta
    /// variables are read as variables, not replaced by their values (`meta.rs`).
    pub meta: u32,
}

pub struct Checker<'a> {
    pub tu: &'a ast::TranslationUnit,
    /// The sources, for diagnostics that quote them.
    #[allow(dead_code)]
    pub sm: &'a SourceMap,
    pub names: &'a mut Interner,
    pub diags: &'a mut DiagSink,
    pub p: Program,
    pub scopes: Vec<ScopeFrame>,
    pub ns_names: HashMap<Option<NamespaceId>, HashMap<Name, Vec<Entity>>>,
    /// The inline and anonymous namespaces directly inside each namespace.
    pub inline_namespaces: HashMap<Option<NamespaceId>, Vec<NamespaceId>>,
    /// The namespaces each namespace nominates with `using namespace` (qualified lookup
    /// follows them for names not declared in the namespace itself, [namespace.qual]/2).
    pub using_directives: HashMap<Option<NamespaceId>, Vec<NamespaceId>>,
    /// The names a using-directive at namespace scope put in that namespace's table: a
    /// declaration there does not conflict with them.
    pub using_imported: HashMap<(Option<NamespaceId>, Name), Vec<Entity>>,
    pub rec_names: HashMap<RecordId, HashMap<Name, Vec<Entity>>>,
    /// The names in `rec_names` that are a class template instance's template parameters, not
    /// members: lookup in a derived class does not find them ([temp.local]/9).
    pub param_names: std::collections::HashSet<(RecordId, Name)>,
    pub templates: Vec<TemplateInfo>,
    pub fcx: FnCtx,
    /// The values of the `@meta` variables (`meta.rs`).
    pub meta_frame: super::consteval::MetaFrame,
    /// The meta statement being run, if any (`meta.rs`).
    pub meta_run: super::meta::MetaRun,
    /// Inside an `extern "C"` block.
    pub extern_c: bool,
    /// Inside `extern "C" declaration` without braces: its variables are declared as if
    /// `extern` were written (`decls.rs`).
    pub extern_implied: bool,
    /// Inside an integral constant expression being checked (`const_int`: template arguments,
    /// array bounds): a local constant named there is not captured by a lambda.
    pub constant_context: u32,
    /// Instantiation depth, bounded by `max_inst_depth` (`-ftemplate-depth`).
    pub inst_depth: u32,
    pub max_inst_depth: u32,
    /// Expression nesting depth, bounded by [`MAX_EXPR_DEPTH`].
    pub expr_depth: u32,
    /// Inside a parenthesized aggregate construction (`S(x, y)`), where narrowing is allowed.
    pub allow_narrowing: bool,
    /// `-fpermissive` and `-Wno-narrowing`.
    pub leniency: crate::Leniency,
    /// The instantiations being checked: where each was requested and its name with arguments.
    pub inst_stack: Vec<(Span, String)>,
    /// Template instantiations, listed after the top-level declarations.
    pub instances: Vec<DeclRef>,
    /// Inside `sizeof` or `decltype`: a non-static data member may be named without an object.
    pub unevaluated: u32,
    /// Member function bodies deferred until their class is complete.
    pub deferred_bodies: Vec<(FnId, ast::DeclId, Vec<ScopeKind>)>,
    /// Default arguments of member functions, checked once their class is complete
    /// (`functions.rs`).
    pub deferred_defaults: Vec<super::functions::DeferredDefault>,
    /// Constructors, default member initializers and member initializer lists (`classes.rs`).
    pub classes: super::classes::ClassState,
    /// Member access (`access.rs`).
    pub access: super::access::AccessState,
    /// The class template each class template instantiation came from.
    pub record_template: HashMap<RecordId, usize>,
    /// Functions declared with an `auto` return type whose bodies are not checked yet.
    pub auto_ret: std::collections::HashSet<FnId>,
    /// Resolving the target of a typedef or alias: a class template instance it names need
    /// not be complete (`class_templates.rs`).
    pub naming_only: bool,
    /// The type an expression initializes when it is a function pointer or member function
    /// pointer: an overloaded name (or its address) there chooses the overload of that type
    /// ([over.over]; `iterator (C::*p)(const_iterator, const T&) = &C::insert_after`).
    pub fn_target: Option<TypeId>,
    /// Resolving a member function's signature in a class template instance: a class template
    /// instance it names waits, bodiless, for a use that needs it complete ([temp.inst]/2),
    /// so `_Expr<_UnClos<_Op, _Expr, _Clos>> operator-() const` does not instantiate itself
    /// without end.
    pub lazy_signature: bool,
    /// Member classes of class template instances, declared only: each is defined, from its
    /// declaration and in its enclosing scopes, when a use needs it complete ([temp.inst]/3;
    /// `member_classes.rs`).
    pub lazy_classes: HashMap<RecordId, (ast::DeclId, Vec<ScopeKind>)>,
    /// Writing an implicit or defaulted special member's body: the objects it constructs
    /// are subobjects, destroyed by their holder's destructor, not by the expression
    /// (`use_dtor` in `mk`).
    pub writing_implicit: u32,
    /// The class template specializations being chosen (`choose_specialization`), innermost last.
    pub choosing: Vec<(usize, Vec<TemplateArg>)>,
    /// Writing the implicit copy and move members at the end of a class: a body they call
    /// waits until the implicit member itself is used (`implicit_uses`): `_Vector_impl`'s
    /// copy assignment calls its allocator's, whose body may be invalid for it.
    pub deferring_implicit_uses: bool,
    /// The functions each implicit copy or move member calls, checked on its first use.
    pub implicit_uses: HashMap<FnId, Vec<FnId>>,
    /// Out-of-line members of a waiting member class (`template<class U> D<U>::P::P(int)`),
    /// defined in its instance (the last element) once the class is.
    #[allow(clippy::type_complexity)]
    pub lazy_class_members: HashMap<RecordId, Vec<(ast::DeclId, Vec<ScopeKind>, Vec<TemplateArg>, RecordId)>>,
    /// Defining an out-of-line member of a class template instance: its body waits for use.
    pub lazy_out_of_line: bool,
    /// Member classes defined out of their class template, by definition and instance, each
    /// defined in an instance once.
    pub member_classes_defined: std::collections::HashSet<(ast::DeclId, RecordId)>,
    /// Functions used while they had no body to check (an out-of-line definition of one is
    /// checked at once).
    pub wanted_bodies: std::collections::HashSet<FnId>,
    /// `mutable` fields, by class and index: never const through a const object.
    pub mutable_fields: std::collections::HashSet<(RecordId, u32)>,
    /// Functions declared `noexcept` (`noexcept_expr.rs`).
    pub noexcept_fns: std::collections::HashSet<FnId>,
    /// The lambdas whose bodies are being checked, innermost last.
    pub lambdas: Vec<super::lambdas::LambdaCtx>,
    /// Substituting into a function template's signature: errors are not reported but make
    /// the substitution fail (SFINAE), recorded in `sfinae_failed`.
    pub sfinae: u32,
    pub sfinae_failed: bool,
    /// The C library functions that `__builtin_<name>` calls resolved to (`library_builtins.rs`).
    pub library_fns: HashMap<Name, FnId>,
    /// Set while a friend function declared in this class is declared (`functions.rs`).
    pub friend_of: Option<RecordId>,
    /// A class template's definition and the earlier declaration it completes, whose
    /// default template arguments it keeps.
    pub template_redecls: HashMap<ast::DeclId, ast::DeclId>,
    /// Class template instantiations made from a partial or explicit specialization.
    pub from_specialization: std::collections::HashSet<RecordId>,
    /// Class template instantiations made while the template (or the chosen specialization)
    /// was only declared: incomplete until a definition is visible, then completed in place
    /// (`char_traits<char>` named as a default template argument before its definition).
    pub bodiless_instances: std::collections::HashSet<RecordId>,
    /// The friend functions each class defines in its body (hidden friends, members of the
    /// class's namespace): an instance redone from a later explicit specialization takes its
    /// primary's out of the namespace (`class_templates.rs`).
    pub friend_defs: HashMap<RecordId, Vec<FnId>>,
    /// Explicit specializations of function templates (`fn_specializations.rs`).
    pub fn_specializations: std::collections::HashSet<FnId>,
    /// Generic lambdas: the closure, its syntax, the scopes it was written in, and the call
    /// operators instantiated so far by parameter types.
    /// The non-type parameters of the function template whose signature pattern is being
    /// built (`sig_pattern.rs`), by name.
    pub sig_values: std::collections::HashMap<crate::intern::Name, u32>,
    /// Likewise its template template parameters (`TT<T>` is `T_IS_E`).
    pub sig_templates: std::collections::HashMap<crate::intern::Name, u32>,
    pub generic_lambdas: Vec<(RecordId, &'a ast::Lambda, Vec<ScopeKind>, Vec<(Vec<TypeId>, FnId)>)>,
    /// The function parameter packs a generic lambda's closure captured: the name, the pack,
    /// and each element's field (the name means the pack again when its call operator is
    /// instantiated, and the elements are those fields).
    pub closure_packs: std::collections::HashMap<RecordId, Vec<(crate::intern::Name, u32, Vec<(VarId, u32)>)>>,
    /// Bound parameter packs, the element an expansion is checking, and the length of the
    /// packs it used.
    pub packs: Vec<super::variadic::PackEnt>,
    pub pack_index: Option<usize>,
    pub pack_len: Option<usize>,
    /// Function parameter packs: the function, the pack's name and its parameters' range.
    pub fn_param_packs: Vec<(FnId, Name, usize, usize)>,
    /// Member functions of class template instantiations whose bodies are checked when they
    /// are first used: the syntax, the scopes, and the instantiation shown in errors.
    pub lazy_bodies: HashMap<FnId, (ast::DeclId, Vec<ScopeKind>, (Span, String))>,
    /// Set while ranking the argument of a converting constructor template: a user-defined
    /// conversion does not nest in another (`ctor_templates.rs`).
    pub in_user_conversion: bool,
    /// Braced lists given as call arguments, by their placeholder expression, until the chosen
    /// parameter's type initializes them (`braced_args.rs`); whether each was made outside a
    /// substitution (SFINAE) context.
    pub braced_args: HashMap<ExprId, (Vec<ast::ExprId>, bool)>,
    /// Placeholder arguments naming function templates without arguments, with the
    /// templates, the name as written and whether it was made outside a substitution
    /// (`template_names.rs`).
    pub template_names: HashMap<ExprId, (Vec<usize>, String, bool)>,
    /// Function template instances named only in unevaluated operands (`decltype(declval<T>())`):
    /// the template and arguments whose body is instantiated on the first evaluated use.
    pub lazy_template_bodies: HashMap<FnId, (usize, Vec<TemplateArg>, ast::StmtId, (Span, String))>,
    /// `<nv/target>`'s target sets, read on the first `if target` (`target_if.rs`).
    pub nv_targets: Option<Option<super::target_if::TargetBits>>,
}

/// Above the parser's chain bound plus several times its default bracket depth, so that an
/// expression the parser accepts with the default limits is never refused here.
pub const MAX_EXPR_DEPTH: u32 = 65536;

impl<'a> Checker<'a> {
    pub fn new(tu: &'a ast::TranslationUnit, sm: &'a SourceMap, names: &'a mut Interner, diags: &'a mut DiagSink) -> Self {
        let mut ns_names = HashMap::default();
        ns_names.insert(None, HashMap::default());
        Checker {
            tu,
            sm,
            names,
            diags,
            p: Program::default(),
            scopes: vec![ScopeFrame { kind: ScopeKind::Namespace(None), local: HashMap::default(), imported: Vec::new() }],
            ns_names,
            inline_namespaces: HashMap::default(),
            using_directives: HashMap::default(),
            using_imported: Default::default(),
            rec_names: HashMap::default(),
            param_names: Default::default(),
            templates: Vec::new(),
            fcx: FnCtx::default(),
            meta_frame: Default::default(),
            meta_run: Default::default(),
            extern_c: false,
            extern_implied: false,
            constant_context: 0,
            inst_depth: 0,
            max_inst_depth: super::DEFAULT_TEMPLATE_DEPTH,
            expr_depth: 0,
            deferred_bodies: Vec::new(),
            deferred_defaults: Vec::new(),
            unevaluated: 0,
            instances: Vec::new(),
            allow_narrowing: false,
            leniency: crate::Leniency::default(),
            inst_stack: Vec::new(),
            classes: Default::default(),
            access: Default::default(),
            record_template: HashMap::default(),
            auto_ret: Default::default(),
            naming_only: false,
            fn_target: None,
            lazy_signature: false,
            lazy_classes: Default::default(),
            writing_implicit: 0,
            choosing: Vec::new(),
            deferring_implicit_uses: false,
            implicit_uses: Default::default(),
            lazy_class_members: Default::default(),
            lazy_out_of_line: false,
            member_classes_defined: Default::default(),
            wanted_bodies: Default::default(),
            mutable_fields: Default::default(),
            noexcept_fns: Default::default(),
            lambdas: Vec::new(),
            sfinae: 0,
            sfinae_failed: false,
            library_fns: HashMap::default(),
            friend_of: None,
            template_redecls: HashMap::default(),
            from_specialization: Default::default(),
            friend_defs: Default::default(),
            bodiless_instances: Default::default(),
            fn_specializations: Default::default(),
            sig_values: Default::default(),
            sig_templates: Default::default(),
            generic_lambdas: Vec::new(),
            closure_packs: Default::default(),
            packs: Vec::new(),
            pack_index: None,
            pack_len: None,
            fn_param_packs: Vec::new(),
            lazy_bodies: HashMap::default(),
            in_user_conversion: false,
            braced_args: HashMap::default(),
            template_names: HashMap::default(),
            lazy_template_bodies: HashMap::default(),
            nv_targets: None,
        }
    }

    /// Reports an error; inside template instantiations, each instantiation's point of use is
    /// added as a labelled span.
    pub fn err(&mut self, mut d: Diagnostic) {
        if self.sfinae > 0 {
            self.sfinae_failed = true;
            return;
        }
        for (span, what) in self.inst_stack.iter().rev().take(8) {
            d = d.with_secondary(*span, format!("in the instantiation of `{what}` requested here"));
        }
        self.diags.push(d);
    }

    /// True when an earlier phase already reported an error at `span` (the parser reports
    /// names it does not know as types), so that sema does not repeat it.
    pub fn already_reported(&self, span: Span) -> bool {
        self.diags.diagnostics().iter().rev().take(64).any(|d| d.primary.span == span)
    }

    pub fn text(&self, n: Name) -> &str {
        self.names.get(n)
    }

    // ----- scopes -----

    pub fn push_scope(&mut self, kind: ScopeKind) {
        if let ScopeKind::Record(r) = kind {
            self.rec_names.entry(r).or_default();
        }
        if let ScopeKind::Namespace(n) = kind {
            self.ns_names.entry(n).or_default();
        }
        self.scopes.push(ScopeFrame { kind, local: HashMap::default(), imported: Vec::new() });
    }

    pub fn pop_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }

    /// The innermost namespace or class, for the `Scope` of a new declaration.
    pub fn decl_scope(&self) -> Scope {
        let mut s = Scope::default();
        for f in self.scopes.iter().rev() {
            match f.kind {
                ScopeKind::Record(r) if s.record.is_none() && s.namespace.is_none() => s.record = Some(r),
                ScopeKind::Namespace(n) => {
                    s.namespace = n;
                    break;
                }
                _ => {}
            }
        }
        s
    }

    /// The namespace/class part of the scope stack, for templates and deferred bodies.
    pub fn enclosing_kinds(&self) -> Vec<ScopeKind> {
        self.scopes
            .iter()
            .filter(|f| matches!(f.kind, ScopeKind::Namespace(_) | ScopeKind::Record(_)))
            .map(|f| f.kind)
            .collect()
    }

    /// The names table of the innermost scope.
    fn table_mut(&mut self, idx: usize) -> &mut HashMap<Name, Vec<Entity>> {
        match self.scopes[idx].kind {
            ScopeKind::Namespace(n) => self.ns_names.entry(n).or_default(),
            ScopeKind::Record(r) => self.rec_names.entry(r).or_default(),
            _ => &mut self.scopes[idx].local,
        }
    }

    fn table(&self, idx: usize) -> Option<&HashMap<Name, Vec<Entity>>> {
        match self.scopes[idx].kind {
            ScopeKind::Namespace(n) => self.ns_names.get(&n),
            ScopeKind::Record(r) => self.rec_names.get(&r),
            _ => Some(&self.scopes[idx].local),
        }
    }

    /// The scope a declaration goes to: the innermost one, except that a real declaration
    /// skips the meta scopes of the `@meta` statements it is written in.
    fn declaring_scope(&self) -> usize {
        let top = self.scopes.len() - 1;
        if self.fcx.meta > 0 {
            return top;
        }
        (0..=top).rev().find(|&i| self.scopes[i].kind != ScopeKind::Meta).unwrap_or(top)
    }

    /// Declares `name` in the innermost scope as made visible there by a using-directive.
    pub fn declare_imported(&mut self, name: Name, e: Entity) {
        let here = self.declaring_scope();
        match self.scopes[here].kind {
            ScopeKind::Namespace(n) => self.using_imported.entry((n, name)).or_default().push(e),
            ScopeKind::Record(_) => {}
            _ => self.scopes[here].imported.push((name, e)),
        }
        self.declare_in(here, name, e);
    }

    /// Whether `e`, found under `name` in the innermost scope, is there by a using-directive;
    /// in a block it is dropped from the scope, hidden by the declaration being made.
    pub fn hide_imported(&mut self, name: Name, e: Entity) -> bool {
        let here = self.declaring_scope();
        match self.scopes[here].kind {
            ScopeKind::Namespace(n) => self.using_imported.get(&(n, name)).is_some_and(|v| v.contains(&e)),
            ScopeKind::Record(_) => false,
            _ => {
                if !self.scopes[here].imported.contains(&(name, e)) {
                    return false;
                }
                if let Some(v) = self.scopes[here].local.get_mut(&name) {
                    v.retain(|x| *x != e);
                }
                true
            }
        }
    }

    /// Names declared in the innermost scope under `name`.
    pub fn lookup_here(&self, name: Name) -> Ents {
        let here = self.declaring_scope();
        self.table(here).and_then(|t| t.get(&name)).map(|v| Ents::from_slice(v)).unwrap_or_default()
    }

    /// Declares `name` in the innermost scope.
    pub fn declare(&mut self, name: Name, e: Entity) {
        let here = self.declaring_scope();
        self.declare_in(here, name, e);
    }

    pub fn declare_in(&mut self, idx: usize, name: Name, e: Entity) {
        let t = self.table_mut(idx);
        let v = t.entry(name).or_default();
        if !v.contains(&e) {
            v.push(e);
        }
    }

    /// Unqualified lookup through the scope stack.
    pub fn lookup(&self, name: Name) -> Ents {
        self.lookup_where(name, &|_| true)
    }

    /// The lookup of a name before `::` ([basic.lookup.qual]/1): only namespaces, types and
    /// class templates count, so a member function (template) `shfl` does not hide a namespace `shfl`
    /// (cooperative groups' helpers.h names `shfl::recursive_sliced_shuffle_helper` in a class
    /// that has one).
    pub fn lookup_qualifier(&self, name: Name) -> Ents {
        self.lookup_where(name, &|e| match e {
            Entity::Type(_) | Entity::Namespace(_) | Entity::Pack(_) => true,
            Entity::Template(t) => matches!(self.templates[*t].kind, TemplateKind::Class | TemplateKind::Alias),
            _ => false,
        })
    }

    /// Unqualified lookup of `name`, from the innermost scope out, stopping at the first scope
    /// that declares it as something `counts` accepts.
    fn lookup_where(&self, name: Name, counts: &dyn Fn(&Entity) -> bool) -> Ents {
        for i in (0..self.scopes.len()).rev() {
            if let Some(v) = self.table(i).and_then(|t| t.get(&name)) {
                if v.iter().any(counts) {
                    return Ents::from_slice(v);
                }
            }
            if let ScopeKind::Record(r) = self.scopes[i].kind {
                if let Some(v) = self.lookup_in_bases(r, name).filter(|v| v.iter().any(counts)) {
                    return v;
                }
            }
            // Namespaces enclosing a namespace scope are searched by walking the stack, which
            // holds every enclosing namespace.
        }
        Ents::None
    }

    /// Lookup inside a namespace or record (qualified lookup).
    pub fn lookup_in(&self, container: Entity, name: Name) -> Ents {
        match container {
            Entity::Namespace(n) => self.lookup_in_namespace(Some(n), name, 0),
            Entity::Type(t) => {
                if let Some(r) = self.p.types.record_of(t) {
                    let own = self.rec_names.get(&r).and_then(|m| m.get(&name)).filter(|v| !v.is_empty()).map(|v| Ents::from_slice(v));
                    return own.or_else(|| self.lookup_in_bases(r, name)).or_else(|| self.injected_base_name(r, name)).unwrap_or_default();
                }
                if let Some(e) = self.p.types.enum_of(t) {
                    let en = &self.p.enums[e];
                    if let Some(i) = en.enumerators.iter().position(|x| x.name == name) {
                        return Ents::One([Entity::Enumerator(e, i as u32)]);
                    }
                }
                Ents::None
            }
            _ => Ents::None,
        }
    }

    /// Qualified lookup in namespace `n`, then in its inline and anonymous namespaces (which
    /// matters while one of them is still open: their names reach `n` when they close), then
    /// in the namespaces it nominates with `using namespace`.
    pub(super) fn lookup_in_namespace(&self, n: Option<NamespaceId>, name: Name, depth: u32) -> Ents {
        let own = self.ns_names.get(&n).and_then(|t| t.get(&name)).map(|v| Ents::from_slice(v)).unwrap_or_default();
        if !own.is_empty() || depth > 8 {
            return own;
        }
        for &child in self.inline_namespaces.get(&n).map(|v| v.as_slice()).unwrap_or(&[]) {
            let found = self.lookup_in_namespace(Some(child), name, depth + 1);
            if !found.is_empty() {
                return found;
            }
        }
        // The namespaces `n` nominates: their names declared after the directive too.
        for &used in self.using_directives.get(&n).map(|v| v.as_slice()).unwrap_or(&[]) {
            let found = self.lookup_in_namespace(Some(used), name, depth + 1);
            if !found.is_empty() {
                return found;
            }
        }
        Ents::None
    }

    pub fn global_lookup(&self, name: Name) -> Ents {
        self.ns_names.get(&None).and_then(|t| t.get(&name)).map(|v| Ents::from_slice(v)).unwrap_or_default()
    }

    /// Inside an anonymous namespace (whose members have internal linkage).
    pub fn in_anonymous_namespace(&self) -> bool {
        self.scopes.iter().any(|s| matches!(s.kind, ScopeKind::Namespace(Some(n)) if self.p.namespaces[n].name.is_none()))
    }

    /// The namespace and class scopes from the global namespace down to `scope` (inclusive).
    pub fn scope_chain(&self, scope: Scope) -> Vec<ScopeKind> {
        let mut out = Vec::new();
        let mut records = Vec::new();
        let mut ns = scope.namespace;
        let mut rec = scope.record;
        let mut guard = 0;
        while let Some(r) = rec {
            guard += 1;
            if guard > 256 {
                break;
            }
            records.push(ScopeKind::Record(r));
            let s = self.p.records[r].scope;
            rec = s.record;
            ns = s.namespace;
        }
        let mut spaces = Vec::new();
        while let Some(n) = ns {
            guard += 1;
            if guard > 512 {
                break;
            }
            spaces.push(ScopeKind::Namespace(Some(n)));
            ns = self.p.namespaces[n].parent;
        }
        out.push(ScopeKind::Namespace(None));
        out.extend(spaces.into_iter().rev());
        out.extend(records.into_iter().rev());
        out
    }

    /// Replaces the scope stack by `kinds` (for instantiations and deferred bodies), returning
    /// the old stack to restore with [`Checker::restore_scopes`].
    pub fn enter_scopes(&mut self, kinds: &[ScopeKind]) -> Vec<ScopeFrame> {
        let new: Vec<ScopeFrame> = kinds.iter().map(|&k| ScopeFrame { kind: k, local: HashMap::default(), imported: Vec::new() }).collect();
        std::mem::replace(&mut self.scopes, new)
    }

    pub fn restore_scopes(&mut self, old: Vec<ScopeFrame>) {
        self.scopes = old;
    }

    // ----- building the program -----

    pub fn mk(&mut self, kind: ExprKind, ty: TypeId, cat: ValueCat, span: Span) -> ExprId {
        // An expression of a class type that a signature only named needs the class now.
        self.require_complete(ty);
        if cat == ValueCat::PrValue && self.writing_implicit == 0 {
            // A temporary (or the object a prvalue initializes) is destroyed by its holder.
            self.use_dtor(ty);
        }
        self.p.exprs.alloc(Expr { kind, ty, cat, span })
    }

    pub fn error_expr(&mut self, span: Span) -> ExprId {
        self.mk(ExprKind::Error, builtin::ERROR, ValueCat::PrValue, span)
    }

    pub fn stmt(&mut self, s: Stmt) -> StmtId {
        self.p.stmts.alloc(s)
    }
}
