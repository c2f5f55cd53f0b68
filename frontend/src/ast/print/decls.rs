//! S-expression rendering of declarations and statements (see the parent module).

use super::Printer;
use crate::ast::*;

impl Printer<'_> {
    pub(super) fn spec(&mut self, spec: &DeclSpec) {
        match spec.storage {
            Storage::None => {}
            Storage::Static => self.w("static "),
            Storage::Extern => self.w("extern "),
            Storage::Register => self.w("register "),
            Storage::Mutable => self.w("mutable "),
        }
        if spec.extern_c {
            self.w("extern-c ");
        }
        const WORDS: &[(u32, &str)] = &[
            (SpecFlags::INLINE, "inline"),
            (SpecFlags::CONSTEXPR, "constexpr"),
            (SpecFlags::VIRTUAL, "virtual"),
            (SpecFlags::EXPLICIT, "explicit"),
            (SpecFlags::FRIEND, "friend"),
            (SpecFlags::THREAD_LOCAL, "thread_local"),
            (SpecFlags::CODEGEN, "@codegen"),
            (SpecFlags::GLOBAL, "__global__"),
            (SpecFlags::DEVICE, "__device__"),
            (SpecFlags::HOST, "__host__"),
            (SpecFlags::SHARED, "__shared__"),
            (SpecFlags::CONSTANT, "__constant__"),
            (SpecFlags::MANAGED, "__managed__"),
            (SpecFlags::FORCEINLINE, "__forceinline__"),
            (SpecFlags::NOINLINE, "__noinline__"),
            (SpecFlags::FINAL, "final"),
            (SpecFlags::OVERRIDE, "override"),
        ];
        for &(flag, word) in WORDS {
            if spec.flags.has(flag) {
                self.w(word);
                self.sp();
            }
        }
        if let Some(lb) = spec.launch_bounds {
            self.w("(launch_bounds ");
            self.expr(lb.max_threads);
            self.sp();
            self.opt_expr(lb.min_blocks);
            self.w(") ");
        }
        for a in &spec.alignas {
            self.alignas(*a);
            self.sp();
        }
    }

    fn alignas(&mut self, a: AlignSpec) {
        self.w("(alignas ");
        match a {
            AlignSpec::Expr(e) => self.expr(e),
            AlignSpec::Type(t) => self.ty(t),
        }
        self.w(")");
    }

    fn init(&mut self, init: &Option<Init>) {
        match init {
            None => {}
            Some(Init::Assign(e)) => {
                self.w(" = ");
                self.expr(*e);
            }
            Some(Init::Paren(args)) => {
                self.w(" (paren-init");
                for &a in args {
                    self.sp();
                    self.expr(a);
                }
                self.w(")");
            }
            Some(Init::Brace(e)) => {
                self.sp();
                self.expr(*e);
            }
        }
    }

    fn decl_list(&mut self, head: &str, decls: &[DeclId]) {
        self.w("(");
        self.w(head);
        for &d in decls {
            self.sp();
            self.decl(d);
        }
        self.w(")");
    }

    /// `(p1 p2 ...)`
    fn params(&mut self, ps: &[DeclId]) {
        self.w("(");
        for (i, &p) in ps.iter().enumerate() {
            if i > 0 {
                self.sp();
            }
            self.decl(p);
        }
        self.w(")");
    }

    pub(super) fn decl(&mut self, id: DeclId) {
        let tu = self.tu;
        match &tu.decls[id].kind {
            DeclKind::Var(v) => {
                self.w("(var ");
                self.spec(&v.spec);
                self.path(v.name);
                self.sp();
                self.ty(v.ty);
                self.init(&v.init);
                self.w(")");
            }
            DeclKind::Function(f) => {
                self.w("(fn ");
                self.spec(&f.spec);
                self.path(f.name);
                self.sp();
                self.sig(&f.sig);
                if !f.ctor_inits.is_empty() {
                    self.w(" (inits");
                    for mi in &f.ctor_inits {
                        self.w(" (");
                        self.path(mi.target);
                        self.init(&Some(mi.init.clone()));
                        if mi.pack_expansion {
                            self.w(" ...");
                        }
                        self.w(")");
                    }
                    self.w(")");
                }
                match f.body {
                    FnBody::None => {}
                    FnBody::Block(s) | FnBody::TryBlock(s) => {
                        self.sp();
                        self.stmt(s);
                    }
                    FnBody::Default => self.w(" = default"),
                    FnBody::Delete => self.w(" = delete"),
                    FnBody::Pure => self.w(" = 0"),
                }
                self.w(")");
            }
            DeclKind::Param(p) => {
                self.w("(param ");
                self.spec(&p.spec);
                self.opt_name(p.name);
                self.sp();
                self.ty(p.ty);
                if p.pack {
                    self.w(" ...");
                }
                if let Some(d) = p.default {
                    self.w(" = ");
                    self.expr(d);
                }
                self.w(")");
            }
            DeclKind::Field(f) => {
                self.w("(field ");
                self.spec(&f.spec);
                self.opt_name(f.name);
                self.sp();
                self.ty(f.ty);
                if let Some(b) = f.bit_width {
                    self.w(" : ");
                    self.expr(b);
                }
                self.init(&f.init);
                self.w(")");
            }
            DeclKind::Alias(a) => {
                self.w(if a.using { "(using " } else { "(typedef " });
                self.name(a.name);
                self.sp();
                self.ty(a.ty);
                self.w(")");
            }
            DeclKind::Namespace(ns) => {
                self.w(if ns.inline { "(inline-namespace " } else { "(namespace " });
                self.opt_name(ns.name);
                for &d in &ns.decls {
                    self.sp();
                    self.decl(d);
                }
                self.w(")");
            }
            DeclKind::NamespaceAlias { name, target } => {
                self.w("(namespace-alias ");
                self.name(*name);
                self.sp();
                self.path(*target);
                self.w(")");
            }
            DeclKind::UsingDirective(p) => {
                self.w("(using-namespace ");
                self.path(*p);
                self.w(")");
            }
            DeclKind::UsingDecl { path, typename_kw, pack } => {
                self.w(if *typename_kw { "(using-decl typename " } else { "(using-decl " });
                self.path(*path);
                if *pack {
                    self.w("...");
                }
                self.w(")");
            }
            DeclKind::LinkageSpec { lang, braced, decls } => {
                self.w("(extern ");
                self.name(*lang);
                if *braced {
                    self.w(" {}");
                }
                for &d in decls {
                    self.sp();
                    self.decl(d);
                }
                self.w(")");
            }
            DeclKind::Record(r) => {
                self.w("(");
                self.w(r.tag.as_str());
                self.sp();
                match r.name {
                    Some(p) => self.path(p),
                    None => self.w("_"),
                }
                if r.is_final {
                    self.w(" final");
                }
                for a in &r.alignas {
                    self.sp();
                    self.alignas(*a);
                }
                if !r.bases.is_empty() {
                    self.w(" (bases");
                    for b in &r.bases {
                        self.w(" (");
                        if b.is_virtual {
                            self.w("virtual ");
                        }
                        match b.access {
                            Some(Access::Public) => self.w("public "),
                            Some(Access::Protected) => self.w("protected "),
                            Some(Access::Private) => self.w("private "),
                            None => {}
                        }
                        self.ty(b.ty);
                        if b.pack_expansion {
                            self.w(" ...");
                        }
                        self.w(")");
                    }
                    self.w(")");
                }
                if let Some(members) = &r.members {
                    self.w(" {");
                    for &m in members {
                        self.sp();
                        self.decl(m);
                    }
                    self.w("}");
                }
                self.w(")");
            }
            DeclKind::Enum(e) => {
                self.w(if e.scoped { "(enum-class " } else { "(enum " });
                match e.name {
                    Some(p) => self.path(p),
                    None => self.w("_"),
                }
                if let Some(u) = e.underlying {
                    self.w(" : ");
                    self.ty(u);
                }
                if let Some(es) = &e.enumerators {
                    self.w(" {");
                    for &m in es {
                        self.sp();
                        self.decl(m);
                    }
                    self.w("}");
                }
                self.w(")");
            }
            DeclKind::Enumerator { name, value } => {
                self.name(*name);
                if let Some(v) = value {
                    self.w("=");
                    self.expr(*v);
                }
            }
            DeclKind::Template(t) => {
                self.w("(template ");
                self.params(&t.params);
                self.sp();
                self.decl(t.inner);
                self.w(")");
            }
            DeclKind::ExplicitInstantiation { inner, extern_kw } => {
                self.w(if *extern_kw { "(extern-instantiate " } else { "(instantiate " });
                self.decl(*inner);
                self.w(")");
            }
            DeclKind::TypeParam(p) => {
                self.w("(typename ");
                if p.pack {
                    self.w("... ");
                }
                self.opt_name(p.name);
                if let Some(d) = p.default {
                    self.w(" = ");
                    self.ty(d);
                }
                self.w(")");
            }
            DeclKind::NonTypeParam(p) => {
                self.w("(nttp ");
                if p.pack {
                    self.w("... ");
                }
                self.opt_name(p.name);
                self.sp();
                self.ty(p.ty);
                if let Some(d) = p.default {
                    self.w(" = ");
                    self.expr(d);
                }
                self.w(")");
            }
            DeclKind::TemplateTemplateParam(p) => {
                self.w("(template-template ");
                self.params(&p.params);
                self.sp();
                if p.pack {
                    self.w("... ");
                }
                self.opt_name(p.name);
                if let Some(d) = p.default {
                    self.w(" = ");
                    self.path(d);
                }
                self.w(")");
            }
            DeclKind::StaticAssert { cond, message } => {
                self.w("(static_assert ");
                self.expr(*cond);
                if let Some(m) = message {
                    self.sp();
                    self.expr(*m);
                }
                self.w(")");
            }
            DeclKind::AccessSpec(a) => self.w(match a {
                Access::Public => "public:",
                Access::Protected => "protected:",
                Access::Private => "private:",
            }),
            DeclKind::Friend(t) => {
                self.w("(friend ");
                match t {
                    FriendTarget::Type(t) => self.ty(*t),
                    FriendTarget::Decl(d) => self.decl(*d),
                }
                self.w(")");
            }
            DeclKind::Meta(d) => {
                self.w("(@meta ");
                self.decl(*d);
                self.w(")");
            }
            DeclKind::MetaStmt(s) => {
                self.w("(@meta ");
                self.stmt(*s);
                self.w(")");
            }
            DeclKind::Empty => self.w("(empty)"),
            DeclKind::Error => self.w("(error-decl)"),
        }
    }

    fn cond(&mut self, c: Cond) {
        match c {
            Cond::Expr(e) => self.expr(e),
            Cond::Decl(d) => self.decl(d),
        }
    }

    fn opt_stmt(&mut self, s: Option<StmtId>) {
        match s {
            Some(s) => self.stmt(s),
            None => self.w("_"),
        }
    }

    pub(super) fn stmt(&mut self, id: StmtId) {
        let tu = self.tu;
        match &tu.stmts[id].kind {
            StmtKind::Compound(ss) => {
                self.w("(block");
                for &s in ss {
                    self.sp();
                    self.stmt(s);
                }
                self.w(")");
            }
            StmtKind::Expr(e) => self.expr(*e),
            StmtKind::Decl(ds) => {
                if let [d] = ds[..] {
                    self.decl(d);
                } else {
                    self.decl_list("decls", ds);
                }
            }
            StmtKind::If(i) => {
                self.w(match i.kind {
                    IfKind::Plain => "(if ",
                    IfKind::Constexpr => "(if-constexpr ",
                    IfKind::Codegen => "(@codegen-if ",
                    IfKind::Target => "(if-target ",
                });
                if let Some(init) = i.init {
                    self.w("(init ");
                    self.stmt(init);
                    self.w(") ");
                }
                self.cond(i.cond);
                self.sp();
                self.stmt(i.then);
                if let Some(e) = i.else_ {
                    self.sp();
                    self.stmt(e);
                }
                self.w(")");
            }
            StmtKind::While { cond, body } => {
                self.w("(while ");
                self.cond(*cond);
                self.sp();
                self.stmt(*body);
                self.w(")");
            }
            StmtKind::Do { body, cond } => {
                self.w("(do ");
                self.stmt(*body);
                self.sp();
                self.expr(*cond);
                self.w(")");
            }
            StmtKind::For(f) => {
                self.w("(for ");
                self.opt_stmt(f.init);
                self.sp();
                match f.cond {
                    Some(c) => self.cond(c),
                    None => self.w("_"),
                }
                self.sp();
                self.opt_expr(f.step);
                self.sp();
                self.stmt(f.body);
                self.w(")");
            }
            StmtKind::ForEnum { var, enum_ty, body } => {
                self.w("(for-enum ");
                self.decl(*var);
                self.sp();
                self.ty(*enum_ty);
                self.sp();
                self.stmt(*body);
                self.w(")");
            }
            StmtKind::RangeFor { init, var, range, body } => {
                self.w("(range-for ");
                if let Some(init) = init {
                    self.w("(init ");
                    self.stmt(*init);
                    self.w(") ");
                }
                self.decl(*var);
                self.sp();
                self.expr(*range);
                self.sp();
                self.stmt(*body);
                self.w(")");
            }
            StmtKind::Switch { init, cond, body } => {
                self.w("(switch ");
                if let Some(init) = init {
                    self.w("(init ");
                    self.stmt(*init);
                    self.w(") ");
                }
                self.cond(*cond);
                self.sp();
                self.stmt(*body);
                self.w(")");
            }
            StmtKind::Case { value, body } => {
                self.w("(case ");
                self.expr(*value);
                self.sp();
                self.stmt(*body);
                self.w(")");
            }
            StmtKind::Default { body } => {
                self.w("(default ");
                self.stmt(*body);
                self.w(")");
            }
            StmtKind::Break => self.w("(break)"),
            StmtKind::Continue => self.w("(continue)"),
            StmtKind::Return(e) => {
                self.w("(return");
                if let Some(e) = e {
                    self.sp();
                    self.expr(*e);
                }
                self.w(")");
            }
            StmtKind::Asm(a) => {
                self.w(if a.volatile { "(asm volatile " } else { "(asm " });
                self.w(&format!("{:?}", a.template));
                for (list, ops) in [("out", &a.outputs), ("in", &a.inputs)] {
                    for o in ops {
                        self.w(&format!(" ({list} {:?} ", o.constraint));
                        self.expr(o.expr);
                        self.w(")");
                    }
                }
                for (c, _) in &a.clobbers {
                    self.w(&format!(" (clobber {c:?})"));
                }
                self.w(")");
            }
            StmtKind::Goto { label } => {
                self.w("(goto ");
                self.name(*label);
                self.w(")");
            }
            StmtKind::Label { name, body } => {
                self.w("(label ");
                self.name(*name);
                self.sp();
                self.stmt(*body);
                self.w(")");
            }
            StmtKind::Try { body, handlers } => {
                self.w("(try ");
                self.stmt(*body);
                for h in handlers {
                    self.w(" (catch ");
                    match h.param {
                        Some(p) => self.decl(p),
                        None => self.w("..."),
                    }
                    self.sp();
                    self.stmt(h.body);
                    self.w(")");
                }
                self.w(")");
            }
            StmtKind::Meta(s) => {
                self.w("(@meta ");
                self.stmt(*s);
                self.w(")");
            }
            StmtKind::Empty => self.w("(empty)"),
            StmtKind::Error => self.w("(error-stmt)"),
        }
    }
}
