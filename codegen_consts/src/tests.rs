//! Tests of the constant table and of the evaluator over small hand-built expression trees.

use super::*;
use frontend::sema::hir::{BinaryOp, CastKind, ConstValue, Expr, ExprId, ExprKind, Program, Scope, Storage, MemorySpace, Linkage, UnaryOp, ValueCat, VarDecl};
use frontend::sema::types::builtin::{BOOL, INT, UINT};
use frontend::sema::types::TypeId;
use frontend::intern::Interner;
use frontend::source::{FileId, Span};

#[test]
fn nvvm_arch_is_the_sm_number_and_zero_on_host() {
    assert_eq!(constant_value("__nvvm_arch", Target::Sm(70)), Some(70));
    assert_eq!(constant_value("__nvvm_arch", Target::Sm(SM_90A)), Some(90));
    assert_eq!(constant_value("__nvvm_arch", Target::Host), Some(0));
    assert_eq!(constant_value("__is_host_target", Target::Sm(52)), Some(0));
    assert_eq!(constant_value("__is_host_target", Target::Host), Some(1));
    assert_eq!(constant_value("__nope", Target::Host), None);
    assert_eq!(Target::Sm(SM_90A).name(), "sm_90a");
}

/// A little expression builder.
struct B {
    p: Program,
}

impl B {
    fn new() -> Self {
        B { p: Program::default() }
    }
    fn e(&mut self, kind: ExprKind, ty: TypeId) -> ExprId {
        let span = Span::new(FileId(0), 0, 0);
        self.p.exprs.alloc(Expr { kind, ty, cat: ValueCat::PrValue, span })
    }
    fn int(&mut self, v: i128) -> ExprId {
        self.e(ExprKind::IntLit(v), INT)
    }
    fn arch(&mut self) -> ExprId {
        self.e(ExprKind::CodegenConst(CodegenConst::NvvmArch), INT)
    }
    fn bin(&mut self, op: BinaryOp, l: ExprId, r: ExprId, ty: TypeId) -> ExprId {
        self.e(ExprKind::Binary { op, lhs: l, rhs: r }, ty)
    }
}

fn check(build: impl Fn(&mut B) -> ExprId, expected: &[(Target, Result<ConstValue, ()>)]) {
    let mut b = B::new();
    let e = build(&mut b);
    for (t, want) in expected {
        let got = eval(&b.p, e, *t).map_err(|_| ());
        assert_eq!(&got, want, "{t:?}");
    }
}

#[test]
fn predicates_over_nvvm_arch() {
    use ConstValue::*;
    // __nvvm_arch < 60
    check(
        |b| {
            let a = b.arch();
            let k = b.int(60);
            b.bin(BinaryOp::Lt, a, k, BOOL)
        },
        &[(Target::Sm(52), Ok(Bool(true))), (Target::Sm(70), Ok(Bool(false))), (Target::Host, Ok(Bool(true)))],
    );
    // __nvvm_arch >= 60 && __nvvm_arch / 0 == 1: short-circuits on sm_52, fails on sm_70
    check(
        |b| {
            let a = b.arch();
            let k = b.int(60);
            let l = b.bin(BinaryOp::Ge, a, k, BOOL);
            let a2 = b.arch();
            let z = b.int(0);
            let d = b.bin(BinaryOp::Div, a2, z, INT);
            let one = b.int(1);
            let r = b.bin(BinaryOp::Eq, d, one, BOOL);
            b.bin(BinaryOp::LogAnd, l, r, BOOL)
        },
        &[(Target::Sm(52), Ok(Bool(false))), (Target::Sm(70), Err(()))],
    );
    // (unsigned)(-__nvvm_arch) >> 28, !__is_host_target, ~0
    check(
        |b| {
            let a = b.arch();
            let n = b.e(ExprKind::Unary { op: UnaryOp::Neg, operand: a }, INT);
            let u = b.e(ExprKind::ImplicitCast { kind: CastKind::IntegralCast, operand: n }, UINT);
            let k = b.int(28);
            b.bin(BinaryOp::Shr, u, k, UINT)
        },
        &[(Target::Sm(70), Ok(Int(15)))],
    );
    check(
        |b| {
            let h = b.e(ExprKind::CodegenConst(CodegenConst::IsHostTarget), BOOL);
            b.e(ExprKind::Unary { op: UnaryOp::Not, operand: h }, BOOL)
        },
        &[(Target::Host, Ok(Bool(false))), (Target::Sm(80), Ok(Bool(true)))],
    );
    // __nvvm_arch >= 70 ? 2 : 1
    check(
        |b| {
            let a = b.arch();
            let k = b.int(70);
            let c = b.bin(BinaryOp::Ge, a, k, BOOL);
            let t = b.int(2);
            let f = b.int(1);
            b.e(ExprKind::Conditional { cond: c, then: t, els: f }, INT)
        },
        &[(Target::Sm(75), Ok(Int(2))), (Target::Sm(61), Ok(Int(1)))],
    );
}

#[test]
fn codegen_objects_are_followed() {
    let mut names = Interner::new();
    let mut b = B::new();
    let a = b.arch();
    let k = b.int(10);
    let init = b.bin(BinaryOp::Div, a, k, INT);
    let span = Span::new(FileId(0), 0, 0);
    let v = b.p.vars.alloc(VarDecl {
        name: names.intern("major"),
        scope: Scope::default(),
        ty: INT,
        storage: Storage::Global,
        space: MemorySpace::None,
        linkage: Linkage::Cxx,
        is_extern: false,
        constexpr: false,
        codegen: true,
        init: Some(init),
        const_value: None,
        span,
    });
    let r = b.e(ExprKind::Var(v), INT);
    let l2r = b.e(ExprKind::ImplicitCast { kind: CastKind::LValueToRValue, operand: r }, INT);
    let seven = b.int(7);
    let pred = b.bin(BinaryOp::Eq, l2r, seven, BOOL);
    assert_eq!(eval_predicate(&b.p, pred, Target::Sm(75)), Ok(true));
    assert_eq!(eval_predicate(&b.p, pred, Target::Sm(80)), Ok(false));
    assert!(eval(&b.p, init, Target::Sm(SM_90A)) == Ok(ConstValue::Int(9)));
}
