//! A lambda without a capture list converts to a pointer to function
//! ([expr.prim.lambda.closure]/8): `qsort(v, n, sizeof *v, [](const void* a, const void* b)
//! { ... })`, `int (*f)(int) = [](int x) { return x + 1; };`. The closure class gets a static
//! member `__invoke` with the call operator's signature, whose body calls `operator()` on a
//! closure object of its own (the closure has no fields to read), and a conversion function to
//! a pointer to it, used as any conversion function is (implicit conversions, arguments, casts).

use crate::source::Span;

use super::ctx::{Checker, Entity};
use super::hir::*;

impl Checker<'_> {
    /// Gives closure class `r`, whose call operator is `op`, its conversion to a pointer to a
    /// function of `op`'s type.
    pub(super) fn add_function_pointer_conversion(&mut self, r: RecordId, op: FnId, span: Span) {
        let fd = &self.p.fns[op];
        let Some((ret, ptys, variadic)) = self.p.types.fn_sig(fd.ty).map(|(r, p, v)| (r, p.to_vec(), v)) else { return };
        if variadic {
            return;
        }
        let cuda = fd.cuda;
        let scope = Scope { namespace: None, record: Some(r) };
        // `static R __invoke(Ps... ps) { Closure c{}; return c(ps...); }`
        let params: Vec<VarId> = ptys
            .iter()
            .enumerate()
            .map(|(i, &t)| {
                let n = self.names.intern(&format!("__p{i}"));
                self.p.vars.alloc(VarDecl::param(n, t, span))
            })
            .collect();
        let closure_ty = self.p.types.record(r);
        let obj_name = self.names.intern("__closure");
        let obj = self.p.vars.alloc(VarDecl::plain(obj_name, closure_ty, Storage::Local, span));
        let empty = self.mk(ExprKind::InitList { elems: Vec::new(), len: 0 }, closure_ty, ValueCat::PrValue, span);
        self.p.vars[obj].init = Some(empty);
        let obj_ref = self.var_ref(obj, span);
        let closure_ptr = self.p.types.pointer(closure_ty);
        let this_arg = self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: obj_ref }, closure_ptr, ValueCat::PrValue, span);
        let args: Vec<ExprId> = params.iter().map(|&p| self.var_ref(p, span)).collect();
        let call = self.finish_call(op, Some(this_arg), args, "operator()", span);
        let decl = self.stmt(Stmt::Decl(vec![obj]));
        let body = if self.p.types.is_void(ret) {
            let e = self.stmt(Stmt::Expr(call));
            let r = self.stmt(Stmt::Return(None));
            vec![decl, e, r]
        } else {
            vec![decl, self.stmt(Stmt::Return(Some(call)))]
        };
        let body = self.stmt(Stmt::Compound(body));
        let fty = self.p.types.function(ret, ptys, false);
        let invoke_name = self.names.intern("__invoke");
        let mut invoke = FnDecl::declaration(invoke_name, scope, fty, ret, params, Linkage::Cxx, span);
        invoke.cuda = cuda;
        invoke.inline = Inline::InClass;
        invoke.method = Some(Method { record: r, is_const: false, is_static: true, ref_qual: RefQualifier::None });
        invoke.body = Some(body);
        let invoke = self.p.fns.alloc(invoke);
        self.p.records[r].methods.push(invoke);
        // `operator R(*)(Ps...)() const { return &__invoke; }`
        let fp = self.p.types.pointer(fty);
        let conv_name = format!("operator {}", self.type_name(fp));
        let conv_name = self.names.intern(&conv_name);
        let target = self.mk(ExprKind::Fn(invoke), fty, ValueCat::LValue, span);
        let addr = self.mk(ExprKind::Unary { op: UnaryOp::AddrOf, operand: target }, fp, ValueCat::PrValue, span);
        let ret_stmt = self.stmt(Stmt::Return(Some(addr)));
        let conv_body = self.stmt(Stmt::Compound(vec![ret_stmt]));
        let conv_ty = self.p.types.function(fp, Vec::new(), false);
        let mut conv = FnDecl::declaration(conv_name, scope, conv_ty, fp, Vec::new(), Linkage::Cxx, span);
        conv.cuda = cuda;
        conv.inline = Inline::InClass;
        conv.constexpr = true;
        conv.method = Some(Method { record: r, is_const: true, is_static: false, ref_qual: RefQualifier::None });
        conv.body = Some(conv_body);
        let conv = self.p.fns.alloc(conv);
        self.p.records[r].methods.push(conv);
        self.rec_names.entry(r).or_default().entry(conv_name).or_default().push(Entity::Fn(conv));
        self.classes.conversions.insert(conv);
    }
}
