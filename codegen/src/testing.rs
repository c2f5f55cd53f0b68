//! A small builder of checked programs for unit tests of the code generators, used until (and
//! besides) sema produces them from source. It fills in the fields a test does not care about
//! with the defaults sema would choose.

use frontend::intern::Interner;
use frontend::sema::builtins::{self, BuiltinId, BuiltinVar};
use frontend::sema::hir::*;
use frontend::sema::types::{builtin as ty, TypeId};
use frontend::source::{FileId, Span};

pub struct HirBuilder {
    pub p: Program,
    pub names: Interner,
    next: u32,
}

impl Default for HirBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl HirBuilder {
    pub fn new() -> Self {
        HirBuilder { p: Program::default(), names: Interner::new(), next: 0 }
    }

    /// A fresh distinct span.
    pub fn span(&mut self) -> Span {
        self.next += 1;
        Span::new(FileId(0), self.next, self.next + 1)
    }

    pub fn ptr(&mut self, to: TypeId) -> TypeId {
        self.p.types.pointer(to)
    }

    /// A function with parameters `params`; returns its id and the parameters' ids.
    pub fn func(&mut self, name: &str, ret: TypeId, params: &[(&str, TypeId)], cuda: CudaTags, inline: Inline) -> (FnId, Vec<VarId>) {
        let pts: Vec<TypeId> = params.iter().map(|p| p.1).collect();
        let fty = self.p.types.function(ret, pts, false);
        let mut ps = Vec::new();
        for (n, t) in params {
            let v = self.var(n, *t, Storage::Param, MemorySpace::None, None);
            ps.push(v);
        }
        let span = self.span();
        let name = self.names.intern(name);
        let f = self.p.fns.alloc(FnDecl {
            name,
            scope: Scope::default(),
            ty: fty,
            ret,
            params: ps.clone(),
            cuda,
            inline,
            forceinline: false,
            noinline: false,
            linkage: Linkage::Cxx,
            constexpr: false,
            launch_bounds: None,
            device_runtime: false,
            method: None,
            template_args: Vec::new(),
            body: None,
            span,
        });
        self.p.top.push(DeclRef::Fn(f));
        (f, ps)
    }

    pub fn kernel(&mut self, name: &str, params: &[(&str, TypeId)]) -> (FnId, Vec<VarId>) {
        let (f, ps) = self.func(name, ty::VOID, params, CudaTags { global: true, ..Default::default() }, Inline::No);
        self.p.fns[f].linkage = Linkage::C;
        (f, ps)
    }

    pub fn var(&mut self, name: &str, t: TypeId, storage: Storage, space: MemorySpace, init: Option<ExprId>) -> VarId {
        let span = self.span();
        let name = self.names.intern(name);
        self.p.vars.alloc(VarDecl {
            name,
            scope: Scope::default(),
            ty: t,
            storage,
            space,
            linkage: Linkage::Cxx,
            is_extern: false,
            constexpr: false,
            codegen: false,
            init,
            const_value: None,
            span,
        })
    }

    pub fn set_body(&mut self, f: FnId, stmts: Vec<StmtId>) {
        let b = self.p.stmts.alloc(Stmt::Compound(stmts));
        self.p.fns[f].body = Some(b);
    }

    // ----- expressions -----

    pub fn e(&mut self, kind: ExprKind, t: TypeId, cat: ValueCat) -> ExprId {
        let span = self.span();
        self.p.exprs.alloc(Expr { kind, ty: t, cat, span })
    }
    pub fn int(&mut self, v: i128) -> ExprId {
        self.e(ExprKind::IntLit(v), ty::INT, ValueCat::PrValue)
    }
    pub fn lit(&mut self, v: i128, t: TypeId) -> ExprId {
        self.e(ExprKind::IntLit(v), t, ValueCat::PrValue)
    }
    pub fn float(&mut self, v: f64) -> ExprId {
        self.e(ExprKind::FloatLit(v), ty::FLOAT, ValueCat::PrValue)
    }
    /// The lvalue of variable `v`.
    pub fn lv(&mut self, v: VarId) -> ExprId {
        let t = self.p.vars[v].ty;
        let t = self.p.types.non_ref(t);
        self.e(ExprKind::Var(v), t, ValueCat::LValue)
    }
    /// The value of variable `v` (an lvalue-to-rvalue conversion).
    pub fn rv(&mut self, v: VarId) -> ExprId {
        let l = self.lv(v);
        self.load(l)
    }
    pub fn load(&mut self, lvalue: ExprId) -> ExprId {
        let t = self.p.expr(lvalue).ty;
        let t = self.p.types.unqual(t);
        self.cast(CastKind::LValueToRValue, lvalue, t)
    }
    pub fn cast(&mut self, kind: CastKind, operand: ExprId, to: TypeId) -> ExprId {
        self.e(ExprKind::ImplicitCast { kind, operand }, to, ValueCat::PrValue)
    }
    pub fn bin(&mut self, op: BinaryOp, l: ExprId, r: ExprId, t: TypeId) -> ExprId {
        self.e(ExprKind::Binary { op, lhs: l, rhs: r }, t, ValueCat::PrValue)
    }
    pub fn assign(&mut self, op: Option<BinaryOp>, l: ExprId, r: ExprId) -> ExprId {
        let t = self.p.expr(l).ty;
        let compute = self.p.expr(r).ty;
        self.e(ExprKind::Assign { op, lhs: l, rhs: r, compute_ty: compute }, t, ValueCat::LValue)
    }
    pub fn call(&mut self, f: FnId, args: Vec<ExprId>) -> ExprId {
        let ret = self.p.fns[f].ret;
        self.e(ExprKind::Call { callee: Callee::Fn(f), this_arg: None, args }, ret, ValueCat::PrValue)
    }
    /// A call of the builtin `name`, overload number `overload`.
    pub fn builtin(&mut self, name: &str, overload: usize, args: Vec<ExprId>, ret: TypeId) -> ExprId {
        let id: BuiltinId = builtins::lookup(name)[overload];
        self.e(ExprKind::Call { callee: Callee::Builtin(id), this_arg: None, args }, ret, ValueCat::PrValue)
    }
    pub fn axis(&mut self, var: BuiltinVar, axis: u8) -> ExprId {
        self.e(ExprKind::BuiltinVarAxis { var, axis }, ty::UINT, ValueCat::PrValue)
    }
    pub fn index(&mut self, base: ExprId, index: ExprId) -> ExprId {
        let bt = self.p.expr(base).ty;
        let elem = self.p.types.pointee(bt).unwrap_or(ty::INT);
        self.e(ExprKind::Index { base, index }, elem, ValueCat::LValue)
    }
    pub fn arch(&mut self) -> ExprId {
        self.e(ExprKind::CodegenConst(CodegenConst::NvvmArch), ty::INT, ValueCat::PrValue)
    }

    // ----- statements -----

    pub fn s(&mut self, s: Stmt) -> StmtId {
        self.p.stmts.alloc(s)
    }
    pub fn expr_stmt(&mut self, e: ExprId) -> StmtId {
        self.s(Stmt::Expr(e))
    }
    pub fn block(&mut self, stmts: Vec<StmtId>) -> StmtId {
        self.s(Stmt::Compound(stmts))
    }
    pub fn ret(&mut self, e: Option<ExprId>) -> StmtId {
        self.s(Stmt::Return(e))
    }
    /// `int name = init;` as a declaration statement.
    pub fn local(&mut self, name: &str, t: TypeId, init: Option<ExprId>) -> (VarId, StmtId) {
        let v = self.var(name, t, Storage::Local, MemorySpace::None, init);
        let s = self.s(Stmt::Decl(vec![v]));
        (v, s)
    }
}
