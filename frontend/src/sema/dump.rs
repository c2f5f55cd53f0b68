//! `--dump-ast`: the checked program as a stable, indented tree, two spaces per level, one node
//! per line: the node kind, its name or operator, its type in quotes, and its value category
//! when it is not a prvalue. For example
//!
//! ```text
//! FunctionDecl add 'int (int, int)' device
//!   ParmVarDecl a 'int'
//!   ParmVarDecl b 'int'
//!   ReturnStmt
//!     BinaryOperator '+' 'int'
//!       ImplicitCast LValueToRValue 'int'
//!         DeclRef a 'int' lvalue
//! ```
//!
//! `CodegenIf` nodes print their predicate and both branches (`Then`, `Else`).

use std::fmt::Write;

use crate::intern::Interner;
use crate::source::SourceMap;

use super::hir::*;
use super::resolve_types::{enum_name, qualify, record_name, type_to_string};

pub fn dump(p: &Program, names: &Interner, _sm: &SourceMap) -> String {
    let mut d = Dumper { p, names, out: String::new(), depth: 0 };
    for &decl in &p.top {
        d.decl(decl);
    }
    d.out
}

struct Dumper<'a> {
    p: &'a Program,
    names: &'a Interner,
    out: String,
    depth: usize,
}

impl Dumper<'_> {
    fn line(&mut self, text: &str) {
        for _ in 0..self.depth {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn ty(&self, t: super::types::TypeId) -> String {
        type_to_string(self.p, self.names, t)
    }

    /// The `FieldDecl` lines of record `r` at byte `base`: the members of an anonymous struct
    /// or union member are listed as the enclosing record's, at their own offsets (as clang's
    /// AST shows them), not its unnamed field.
    fn field_lines(&self, r: RecordId, base: u64, out: &mut Vec<String>, depth: u32) {
        let rec = &self.p.records[r];
        let mut bit_fields = self.p.bit_fields.get(&r).map(|v| v.as_slice()).unwrap_or(&[]).iter();
        for (i, f) in rec.fields.iter().enumerate() {
            let off = base + rec.layout.as_ref().and_then(|l| l.offsets.get(i)).copied().unwrap_or(0);
            let inner = self.p.types.record_of(f.ty);
            let size = self.p.types.array_elem(f.ty).map_or(0, |(_, n)| n.unwrap_or(0));
            match inner {
                Some(ir) if self.name(f.name) == super::records::ANON_MEMBER && depth < 16 => self.field_lines(ir, off, out, depth + 1),
                // A run of bit-fields: each at the byte that holds its first bit.
                None if self.name(f.name) == super::records::BIT_FIELDS => {
                    let is_union = rec.kind == RecordKind::Union;
                    while let Some(&(name, ty, bit, _)) = bit_fields.clone().next() {
                        if !is_union && bit >= (off - base + size) * 8 {
                            break;
                        }
                        bit_fields.next();
                        let shown = name.map_or("", |n| self.name(n));
                        out.push(format!("FieldDecl {shown} '{}' offset={}", self.ty(ty), base + bit / 8));
                        if is_union {
                            break;
                        }
                    }
                }
                _ => out.push(format!("FieldDecl {} '{}' offset={off}", self.name(f.name), self.ty(f.ty))),
            }
        }
    }

    fn name(&self, n: crate::intern::Name) -> &str {
        self.names.get(n)
    }

    fn nested(&mut self, f: impl FnOnce(&mut Self)) {
        if self.depth > 400 {
            return;
        }
        self.depth += 1;
        f(self);
        self.depth -= 1;
    }

    fn decl(&mut self, d: DeclRef) {
        match d {
            DeclRef::Fn(f) => self.func(f),
            DeclRef::Var(v) => self.var(v, "VarDecl"),
            DeclRef::Record(r) => self.record(r),
            DeclRef::Enum(e) => {
                let en = &self.p.enums[e];
                let mut s = format!("EnumDecl {} '{}'", enum_name(self.p, self.names, e), self.ty(en.underlying));
                if en.scoped {
                    s.push_str(" class");
                }
                self.line(&s);
                let items: Vec<String> = en.enumerators.iter().map(|x| format!("EnumConstantDecl {} {}", self.name(x.name), x.value)).collect();
                self.nested(|d| {
                    for i in items {
                        d.line(&i);
                    }
                });
            }
            DeclRef::Typedef(t) => {
                let td = &self.p.typedefs[t];
                let s = format!("TypedefDecl {} '{}'", qualify(self.p, self.names, td.scope, self.name(td.name).to_string()), self.ty(td.ty));
                self.line(&s);
            }
            DeclRef::Namespace(n) => {
                let ns = &self.p.namespaces[n];
                let s = match ns.name {
                    Some(x) => format!("NamespaceDecl {}", self.name(x)),
                    None => "NamespaceDecl (anonymous)".to_string(),
                };
                self.line(&s);
                let members = ns.members.clone();
                self.nested(|d| {
                    for m in members {
                        d.decl(m);
                    }
                });
            }
        }
    }

    fn record(&mut self, r: RecordId) {
        let rec = &self.p.records[r];
        let kind = match rec.kind {
            RecordKind::Struct => "struct",
            RecordKind::Class => "class",
            RecordKind::Union => "union",
        };
        let mut s = format!("RecordDecl {kind} {}", record_name(self.p, self.names, r));
        match &rec.layout {
            Some(l) => {
                let _ = write!(s, " size={} align={}", l.size, l.align);
            }
            None => s.push_str(" incomplete"),
        }
        self.line(&s);
        let mut fields: Vec<String> = Vec::new();
        self.field_lines(r, 0, &mut fields, 0);
        let statics = rec.static_members.clone();
        let methods = rec.methods.clone();
        let inner = rec.nested.clone();
        self.nested(|d| {
            for f in fields {
                d.line(&f);
            }
            for x in inner {
                d.decl(x);
            }
            for v in statics {
                d.var(v, "VarDecl");
            }
            for m in methods {
                d.func(m);
            }
        });
    }

    fn func(&mut self, f: FnId) {
        let fd = &self.p.fns[f];
        // Members print inside their class, with their own name.
        let name = if fd.method.is_some() {
            self.name(fd.name).to_string()
        } else {
            qualify(self.p, self.names, Scope { namespace: fd.scope.namespace, record: None }, self.name(fd.name).to_string())
        };
        let mut s = format!("FunctionDecl {name} '{}'", self.ty(fd.ty));
        if !fd.template_args.is_empty() {
            let args = vec![super::resolve_types::template_args_text(self.p, self.names, &fd.template_args)];
            let _ = write!(s, " template<{}>", args.join(", "));
        }
        if fd.cuda.global {
            s.push_str(" global");
        }
        if fd.cuda.device {
            s.push_str(" device");
        }
        if fd.cuda.host {
            s.push_str(" host");
        }
        match fd.inline {
            Inline::No => {}
            Inline::Explicit => s.push_str(" inline"),
            Inline::InClass => s.push_str(" inline(in-class)"),
            Inline::Template => s.push_str(" inline(template)"),
            Inline::Constexpr => s.push_str(" inline(constexpr)"),
        }
        if fd.forceinline {
            s.push_str(" forceinline");
        }
        if fd.noinline {
            s.push_str(" noinline");
        }
        match fd.linkage {
            Linkage::C => s.push_str(" extern-c"),
            Linkage::Internal => s.push_str(" internal"),
            Linkage::Cxx => {}
        }
        if let Some((m, b)) = fd.launch_bounds {
            match b {
                Some(b) => {
                    let _ = write!(s, " launch_bounds({m}, {b})");
                }
                None => {
                    let _ = write!(s, " launch_bounds({m})");
                }
            }
        }
        if let Some(m) = fd.method {
            s.push_str(if m.is_static { " static-member" } else { " method" });
            if m.is_const {
                s.push_str(" const");
            }
        }
        if fd.body.is_none() {
            s.push_str(" declaration");
        }
        self.line(&s);
        let params = fd.params.clone();
        let body = fd.body;
        self.nested(|d| {
            for p in params {
                d.var(p, "ParmVarDecl");
            }
            if let Some(b) = body {
                match d.p.stmt(b) {
                    Stmt::Compound(items) => {
                        for &i in items {
                            d.stmt(i);
                        }
                    }
                    _ => d.stmt(b),
                }
            }
        });
    }

    fn var(&mut self, v: VarId, kind: &str) {
        let vd = &self.p.vars[v];
        let name = if vd.storage == Storage::Global {
            qualify(self.p, self.names, vd.scope, self.name(vd.name).to_string())
        } else {
            self.name(vd.name).to_string()
        };
        let mut s = format!("{kind} {name} '{}'", self.ty(vd.ty));
        match vd.space {
            MemorySpace::None => {}
            MemorySpace::Device => s.push_str(" device"),
            MemorySpace::Shared => s.push_str(" shared"),
            MemorySpace::Constant => s.push_str(" constant"),
            MemorySpace::Managed => s.push_str(" managed"),
        }
        if vd.storage == Storage::StaticLocal {
            s.push_str(" static");
        }
        if vd.is_extern {
            s.push_str(" extern");
        }
        match vd.linkage {
            Linkage::C => s.push_str(" extern-c"),
            Linkage::Internal if vd.storage == Storage::Global => s.push_str(" internal"),
            _ => {}
        }
        if vd.codegen {
            s.push_str(" codegen");
        }
        if vd.constexpr {
            s.push_str(" constexpr");
        }
        if let Some(c) = vd.const_value {
            let _ = write!(s, " value={}", const_text(c));
        }
        if vd.storage == Storage::Param && vd.init.is_some() {
            s.push_str(" default");
        }
        self.line(&s);
        if let Some(i) = vd.init {
            self.nested(|d| d.expr(i));
        }
    }

    fn stmt(&mut self, s: StmtId) {
        match self.p.stmt(s) {
            Stmt::Compound(items) => {
                self.line("CompoundStmt");
                let items = items.clone();
                self.nested(|d| {
                    for i in items {
                        d.stmt(i);
                    }
                });
            }
            Stmt::Expr(e) => self.expr(*e),
            Stmt::Decl(vars) => {
                self.line("DeclStmt");
                let vars = vars.clone();
                self.nested(|d| {
                    for v in vars {
                        d.var(v, "VarDecl");
                    }
                });
            }
            Stmt::If { cond, then, els } => self.branches("IfStmt", *cond, *then, *els),
            Stmt::CodegenIf { pred, then, els } => self.branches("CodegenIf", *pred, *then, *els),
            Stmt::While { cond, body } => {
                let (c, b) = (*cond, *body);
                self.line("WhileStmt");
                self.nested(|d| {
                    d.expr(c);
                    d.stmt(b);
                });
            }
            Stmt::DoWhile { body, cond } => {
                let (c, b) = (*cond, *body);
                self.line("DoStmt");
                self.nested(|d| {
                    d.stmt(b);
                    d.expr(c);
                });
            }
            Stmt::For { init, cond, inc, body } => {
                let (i, c, n, b) = (*init, *cond, *inc, *body);
                self.line("ForStmt");
                self.nested(|d| {
                    match i {
                        Some(i) => d.stmt(i),
                        None => d.line("<no init>"),
                    }
                    match c {
                        Some(c) => d.expr(c),
                        None => d.line("<no cond>"),
                    }
                    match n {
                        Some(n) => d.expr(n),
                        None => d.line("<no inc>"),
                    }
                    d.stmt(b);
                });
            }
            Stmt::Switch { cond, body, .. } => {
                let (c, b) = (*cond, *body);
                self.line("SwitchStmt");
                self.nested(|d| {
                    d.expr(c);
                    d.stmt(b);
                });
            }
            Stmt::Case { value, body } => {
                let b = *body;
                self.line(&format!("CaseStmt {value}"));
                self.nested(|d| d.stmt(b));
            }
            Stmt::Default { body } => {
                let b = *body;
                self.line("DefaultStmt");
                self.nested(|d| d.stmt(b));
            }
            Stmt::Break => self.line("BreakStmt"),
            Stmt::Asm(a) => {
                let a = a.clone();
                let text: String = a.template.iter().map(asm_piece_text).collect();
                self.line(&format!("AsmStmt{} {text:?}", if a.volatile { " volatile" } else { "" }));
                self.nested(|d| {
                    for (list, ops) in [("output", &a.outputs), ("input", &a.inputs)] {
                        for o in ops {
                            let c = &o.constraint;
                            let prefix = if list == "input" { "" } else if c.read_write { "+" } else { "=" };
                            d.line(&format!("{list} \"{prefix}{}{}\"", if c.early_clobber { "&" } else { "" }, c.letters));
                            let e = o.expr;
                            d.nested(|d| d.expr(e));
                        }
                    }
                    for (c, _) in &a.clobbers {
                        d.line(&format!("clobber \"{c}\""));
                    }
                });
            }
            Stmt::Goto { name, .. } => {
                let n = self.names.get(*name).to_string();
                self.line(&format!("GotoStmt {n}"));
            }
            Stmt::Label { name, body, .. } => {
                let (n, b) = (self.names.get(*name).to_string(), *body);
                self.line(&format!("LabelStmt {n}"));
                self.nested(|d| d.stmt(b));
            }
            Stmt::Continue => self.line("ContinueStmt"),
            Stmt::Return(e) => {
                let e = *e;
                self.line("ReturnStmt");
                if let Some(e) = e {
                    self.nested(|d| d.expr(e));
                }
            }
            Stmt::Null => self.line("NullStmt"),
            Stmt::Try { body, handlers } => {
                let body = *body;
                let handlers: Vec<(Option<VarId>, StmtId)> = handlers.iter().map(|h| (h.var, h.body)).collect();
                self.line("TryStmt");
                self.nested(|d| {
                    d.stmt(body);
                    for (var, b) in handlers {
                        d.line("CatchHandler");
                        d.nested(|d| {
                            match var {
                                Some(v) => d.var(v, "VarDecl"),
                                None => d.line("<catch all>"),
                            }
                            d.stmt(b);
                        });
                    }
                });
            }
        }
    }

    fn branches(&mut self, kind: &str, cond: ExprId, then: StmtId, els: Option<StmtId>) {
        self.line(kind);
        self.nested(|d| {
            d.expr(cond);
            d.line("Then");
            d.nested(|d| d.stmt(then));
            if let Some(e) = els {
                d.line("Else");
                d.nested(|d| d.stmt(e));
            }
        });
    }

    fn expr(&mut self, e: ExprId) {
        let ex = self.p.expr(e);
        let ty = self.ty(ex.ty);
        let cat = match ex.cat {
            ValueCat::PrValue => "",
            ValueCat::LValue => " lvalue",
            ValueCat::XValue => " xvalue",
        };
        let mut kids: Vec<ExprId> = Vec::new();
        let head = match &ex.kind {
            ExprKind::IntLit(v) => format!("IntegerLiteral {v} '{ty}'"),
            ExprKind::FloatLit(v) => format!("FloatingLiteral {v:?} '{ty}'"),
            ExprKind::BoolLit(b) => format!("BoolLiteral {b} '{ty}'"),
            ExprKind::NullPtrLit => format!("NullPtrLiteral '{ty}'"),
            ExprKind::StringLit(b) => format!("StringLiteral {:?} '{ty}'{cat}", String::from_utf8_lossy(b)),
            ExprKind::Var(v) => format!("DeclRef {} '{ty}'{cat}", self.name(self.p.vars[*v].name)),
            ExprKind::Fn(f) => format!("FunctionRef {} '{ty}'{cat}", self.name(self.p.fns[*f].name)),
            ExprKind::EnumConst { enum_, index, value } => {
                let n = self.p.enums[*enum_].enumerators.get(*index as usize).map(|x| self.name(x.name)).unwrap_or("?");
                format!("EnumConstant {n} '{ty}' = {value}")
            }
            ExprKind::CodegenConst(c) => format!("CodegenConst {} '{ty}'", c.name()),
            ExprKind::BuiltinVar(v) => format!("BuiltinVar {} '{ty}'", v.name()),
            ExprKind::BuiltinVarAxis { var, axis } => {
                format!("BuiltinVar {}.{} '{ty}'", var.name(), ["x", "y", "z"][(*axis as usize).min(2)])
            }
            ExprKind::This => format!("This '{ty}'"),
            ExprKind::Unary { op, operand } => {
                kids.push(*operand);
                let o = match op {
                    UnaryOp::Neg => "-",
                    UnaryOp::Plus => "+",
                    UnaryOp::Not => "!",
                    UnaryOp::BitNot => "~",
                    UnaryOp::Deref => "*",
                    UnaryOp::AddrOf => "&",
                };
                format!("UnaryOperator '{o}' '{ty}'{cat}")
            }
            ExprKind::IncDec { inc, prefix, operand } => {
                kids.push(*operand);
                let o = if *inc { "++" } else { "--" };
                let fix = if *prefix { "prefix" } else { "postfix" };
                format!("UnaryOperator {fix} '{o}' '{ty}'{cat}")
            }
            ExprKind::Binary { op, lhs, rhs } => {
                kids.extend([*lhs, *rhs]);
                let extra = match op {
                    BinaryOp::PtrAdd | BinaryOp::PtrSub => " pointer",
                    BinaryOp::PtrDiff => " pointer-difference",
                    _ => "",
                };
                format!("BinaryOperator '{}' '{ty}'{extra}", op.spelling())
            }
            ExprKind::Assign { op, lhs, rhs, compute_ty } => {
                kids.extend([*lhs, *rhs]);
                match op {
                    None => format!("AssignOperator '=' '{ty}'{cat}"),
                    Some(o) => format!("CompoundAssignOperator '{}=' '{ty}'{cat} compute='{}'", o.spelling(), self.ty(*compute_ty)),
                }
            }
            ExprKind::Conditional { cond, then, els } => {
                kids.extend([*cond, *then, *els]);
                format!("ConditionalOperator '{ty}'{cat}")
            }
            ExprKind::MethodPtr(f) => format!("MemberFunctionPointer {} '{ty}'", self.name(self.p.fns[*f].name)),
            ExprKind::MemberAt { object, offset } => {
                kids.extend([*object, *offset]);
                format!("MemberPointerAccess '{ty}'{cat}")
            }
            ExprKind::BoundMemberFn { object, pmf } => {
                kids.extend([*object, *pmf]);
                format!("BoundMemberFunction '{ty}'")
            }
            ExprKind::Comma { lhs, rhs } => {
                kids.extend([*lhs, *rhs]);
                format!("CommaOperator '{ty}'{cat}")
            }
            ExprKind::Call { callee, this_arg, args } => {
                kids.extend(this_arg.iter().copied());
                kids.extend(args.iter().copied());
                match callee {
                    Callee::Fn(f) => format!("CallExpr {} '{ty}'{cat}", self.name(self.p.fns[*f].name)),
                    Callee::Builtin(b) => {
                        let o = b.overload();
                        format!("BuiltinCall {} '{ty}' key={}", o.function().name, o.function().key)
                    }
                    Callee::Indirect(c) => {
                        kids.insert(0, *c);
                        format!("IndirectCall '{ty}'{cat}")
                    }
                    Callee::MemberFn(c) => {
                        kids.insert(0, *c);
                        format!("MemberPointerCall '{ty}'{cat}")
                    }
                    Callee::Virtual { method, slot } => format!("VirtualCall {} slot={slot} '{ty}'{cat}", self.name(self.p.fns[*method].name)),
                    Callee::Atomic(op) => format!("AtomicCall {op:?} '{ty}'{cat}"),
                    Callee::TexSurf(op) => format!("TexSurfCall {op:?} '{ty}'{cat}"),
                }
            }
            ExprKind::BitFieldInit { values } => {
                kids.extend(values.iter().map(|v| v.2));
                let at: Vec<String> = values.iter().map(|v| format!("{}:{}", v.0, v.1)).collect();
                format!("BitFieldInit [{}] '{ty}'", at.join(", "))
            }
            ExprKind::BitField { base, bit, width } => {
                kids.push(*base);
                format!("BitFieldExpr bit={bit} width={width} '{ty}'{cat}")
            }
            ExprKind::Member { base, field } => {
                kids.push(*base);
                let bt = self.p.expr(*base).ty;
                let fname = self
                    .p
                    .types
                    .record_of(bt)
                    .and_then(|r| self.p.records[r].fields.get(*field as usize))
                    .map(|f| self.name(f.name).to_string())
                    .unwrap_or_default();
                format!("MemberExpr .{fname} #{field} '{ty}'{cat}")
            }
            ExprKind::Index { base, index } => {
                kids.extend([*base, *index]);
                format!("ArraySubscript '{ty}'{cat}")
            }
            ExprKind::ComplexPart { operand, imag } => {
                kids.push(*operand);
                format!("UnaryOperator {} '{ty}'{cat}", if *imag { "__imag__" } else { "__real__" })
            }
            ExprKind::ImplicitCast { kind, operand } => {
                kids.push(*operand);
                format!("ImplicitCast {} '{ty}'{cat}", kind.name())
            }
            ExprKind::ExplicitCast { style, kind, operand } => {
                kids.push(*operand);
                let st = match style {
                    CastStyle::CStyle => "c-style",
                    CastStyle::Functional => "functional",
                    CastStyle::Static => "static_cast",
                    CastStyle::Reinterpret => "reinterpret_cast",
                    CastStyle::Const => "const_cast",
                };
                format!("ExplicitCast {st} {} '{ty}'{cat}", kind.name())
            }
            ExprKind::InitList { elems, len } => {
                kids.extend(elems.iter().copied());
                format!("InitList '{ty}' len={len}")
            }
            ExprKind::ZeroInit => format!("ZeroInit '{ty}'"),
            ExprKind::Throw(operand) => {
                kids.extend(operand.iter().copied());
                format!("ThrowExpr '{ty}'")
            }
            ExprKind::Construct { ctor, args } => {
                kids.extend(args.iter().copied());
                let n = self.name(self.p.fns[*ctor].name);
                format!("CXXConstruct {n} '{ty}'")
            }
            ExprKind::New { elem, count, placement, init, list, alloc } => {
                kids.extend(placement.iter().copied());
                kids.extend(count.iter().copied());
                kids.extend(list.iter().copied());
                kids.extend(init.iter().copied());
                let _ = elem;
                let by = alloc.map(|f| format!(" by {}", self.names.get(self.p.fns[f].name))).unwrap_or_default();
                format!("CXXNew '{ty}'{}{}{by}", if count.is_some() { " array" } else { "" }, if placement.is_some() { " placement" } else { "" })
            }
            ExprKind::Delete { operand, virtual_slot, dealloc, .. } => {
                kids.push(*operand);
                let by = dealloc.map(|f| format!(" by {}", self.names.get(self.p.fns[f].name))).unwrap_or_default();
                format!("CXXDelete{}{by}", if virtual_slot.is_some() { " virtual" } else { "" })
            }
            ExprKind::InitVPtr(r) => format!("InitVPtr {}", record_name(self.p, self.names, *r)),
            ExprKind::VirtualBase { object, base } => {
                kids.push(*object);
                format!("VirtualBase {}", record_name(self.p, self.names, *base))
            }
            ExprKind::CompleteObjectOnly(x) => {
                kids.push(*x);
                "CompleteObjectOnly".to_string()
            }
            ExprKind::InitAt { place, init } => {
                kids.push(*place);
                kids.push(*init);
                "MemberInit".to_string()
            }
            ExprKind::Launch { kernel, grid, block, shmem, stream, args } => {
                let head = format!("KernelLaunch {} '{ty}'", self.name(self.p.fns[*kernel].name));
                let (g, b, sh, st, a) = (*grid, *block, *shmem, *stream, args.clone());
                self.line(&head);
                self.nested(|d| {
                    d.line("Grid");
                    d.nested(|d| d.expr(g));
                    d.line("Block");
                    d.nested(|d| d.expr(b));
                    if let Some(s) = sh {
                        d.line("SharedMem");
                        d.nested(|d| d.expr(s));
                    }
                    if let Some(s) = st {
                        d.line("Stream");
                        d.nested(|d| d.expr(s));
                    }
                    for x in a {
                        d.expr(x);
                    }
                });
                return;
            }
            ExprKind::Error => "ErrorExpr".to_string(),
        };
        self.line(&head);
        self.nested(|d| {
            for k in kids {
                d.expr(k);
            }
        });
    }
}

fn const_text(c: ConstValue) -> String {
    match c {
        ConstValue::Int(i) => i.to_string(),
        ConstValue::Float(f) => format!("{f:?}"),
        ConstValue::Bool(b) => b.to_string(),
        ConstValue::Null => "nullptr".into(),
    }
}

/// One piece of a checked `asm` template, written back in GCC's syntax.
fn asm_piece_text(p: &AsmPiece) -> String {
    match p {
        AsmPiece::Text(t) => t.replace('%', "%%"),
        AsmPiece::Operand { index, modifier } => format!("%{}{index}", modifier.map(String::from).unwrap_or_default()),
        AsmPiece::UniqueId => "%=".to_string(),
        AsmPiece::Dialect(c) => c.to_string(),
    }
}
