//! Kernel launches `k<<<grid, block, shmem, stream>>>(args)`: the callee must resolve to a
//! `__global__` function (templates deduced from the arguments), 2 to 4 configuration
//! arguments, grid and block the header's `dim3` (another class converted to it, as `uint3`
//! through `dim3(uint3)`) or integers converted to `unsigned int`, the
//! shared memory size an integer converted to `unsigned long`, the stream a pointer
//! (`cudaStream_t`) or a null constant, and the arguments checked like a call's.

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::{Checker, Ents, Entity};
use super::diags;
use super::hir::*;
use super::overloads::Cand;
use super::types::{builtin, TypeId};

impl Checker<'_> {
    /// `k<<<grid, block, shmem, stream>>>(args)`.
    pub fn check_launch(&mut self, callee: ast::ExprId, config: &[ast::ExprId], args: &[ast::ExprId], span: Span) -> ExprId {
        let cexpr = self.tu.expr(callee);
        let cspan = cexpr.span;
        let ents = match &cexpr.kind {
            ast::ExprKind::Name(path) => self.resolve_path(*path).unwrap_or_default(),
            _ => Ents::None,
        };
        let name = match &cexpr.kind {
            ast::ExprKind::Name(path) => self.path_text(*path),
            _ => "<expression>".into(),
        };
        let cfg: Vec<ExprId> = config.iter().map(|&c| self.check_expr(c)).collect();
        let argv = self.check_args(args);
        if ents.is_empty() {
            if let ast::ExprKind::Name(_) = cexpr.kind {
                let e = self.check_expr(callee);
                if !self.p.types.is_error(self.p.expr(e).ty) {
                    self.not_kernel(cspan, &name, None);
                }
            } else {
                self.not_kernel(cspan, &name, None);
            }
            return self.error_expr(span);
        }
        if !(2..=4).contains(&cfg.len()) {
            self.err(
                Diagnostic::error(diags::LAUNCH_CONFIG, span, format!("a launch takes 2 to 4 configuration arguments, but {} were given", cfg.len()))
                    .with_label("in `<<<...>>>`")
                    .with_note("write `k<<<grid, block>>>`, `k<<<grid, block, shmem>>>` or `k<<<grid, block, shmem, stream>>>`"),
            );
            return self.error_expr(span);
        }
        let explicit = match &cexpr.kind {
            ast::ExprKind::Name(path) => self.tu.path(*path).last.args.clone(),
            _ => None,
        };
        let mut cands = Vec::new();
        for e in ents.iter() {
            match *e {
                Entity::Fn(f) if explicit.is_none() => cands.push(Cand::Fn(f)),
                Entity::Template(t) => {
                    if let Some(targs) = self.deduce(t, explicit.as_deref(), &argv, cspan) {
                        cands.push(Cand::Template(t, targs));
                    }
                }
                _ => {}
            }
        }
        if cands.is_empty() {
            self.not_kernel(cspan, &name, None);
            return self.error_expr(span);
        }
        if argv.iter().any(|&a| self.p.types.is_error(self.p.expr(a).ty)) {
            return self.error_expr(span);
        }
        let Some(best) = self.best_candidate(cands, &argv, &name, span) else {
            return self.error_expr(span);
        };
        let f = match best {
            Cand::Fn(f) => f,
            Cand::Template(t, targs) => match self.instantiate(t, targs, span) {
                Some(f) => f,
                None => return self.error_expr(span),
            },
            Cand::Builtin(_) => return self.error_expr(span),
        };
        if !self.p.fns[f].cuda.global {
            let decl = self.p.fns[f].span;
            self.not_kernel(cspan, &name, Some(decl));
            return self.error_expr(span);
        }
        let grid = self.launch_dim(cfg[0], "grid");
        let block = self.launch_dim(cfg[1], "block");
        let shmem = cfg.get(2).map(|&s| self.launch_int(s));
        let stream = cfg.get(3).map(|&s| self.launch_stream(s));
        let fd = &self.p.fns[f];
        let defaults: Vec<Option<ExprId>> = fd.params.iter().map(|&p| self.p.vars[p].init).collect();
        let Some((_, params, variadic)) = self.p.types.fn_sig(fd.ty).map(|(r, p, v)| (r, p.to_vec(), v)) else {
            return self.error_expr(span);
        };
        let what = format!("kernel `{name}`");
        let Some(args) = self.convert_args(&params, variadic, argv, &defaults, &what, span) else {
            return self.error_expr(span);
        };
        self.mk(
            ExprKind::Launch { kernel: f, grid, block, shmem, stream, args },
            builtin::VOID,
            ValueCat::PrValue,
            span,
        )
    }

    pub(super) fn not_kernel(&mut self, span: Span, name: &str, decl: Option<Span>) {
        let mut d = Diagnostic::error(diags::LAUNCH_NOT_KERNEL, span, format!("`{name}` is not a `__global__` function"))
            .with_label("only kernels can be launched with `<<<...>>>`")
            .with_note("declare the function `__global__ void`, or call it without `<<<...>>>`");
        if let Some(s) = decl {
            d = d.with_secondary(s, "declared here");
        }
        self.err(d);
    }

    /// The class `name` (`uint3`, `dim3`) as NVIDIA's <vector_types.h> declares it in the
    /// global namespace: the type of `threadIdx` and kin, and of launch dimensions.
    pub(super) fn cuda_vector_type(&mut self, name: &str) -> Option<TypeId> {
        let n = self.names.intern(name);
        self.global_lookup(n).iter().find_map(|e| match *e {
            Entity::Type(t) if self.p.types.record_of(t).is_some() => Some(t),
            _ => None,
        })
    }

    /// A grid or block dimension: a `dim3` (another class converts to it, as `uint3` does
    /// through `dim3(uint3)`), or an integer or floating value (converted to `unsigned int`, as
    /// `dim3(unsigned)` takes it: NVIDIA's samples write `<<<ceilf(n / 32.0f), 32>>>`).
    pub(super) fn launch_dim(&mut self, e: ExprId, what: &str) -> ExprId {
        let t = self.p.expr(e).ty;
        if self.p.types.is_error(t) {
            return e;
        }
        if self.p.types.is_record(self.p.types.non_ref(t)) {
            if let Some(d) = self.cuda_vector_type("dim3") {
                if self.p.types.unqual(self.p.types.non_ref(t)) == d || self.arg_conv(e, d).is_some() {
                    return self.convert(e, d, &format!("the {what} dimension of a launch"));
                }
            }
        }
        let rt = self.p.expr(e).ty;
        if self.p.types.is_integral(rt) || self.p.types.is_floating(rt) || self.p.types.is_enum(rt) && !self.p.types.enum_of(rt).is_some_and(|x| self.p.enums[x].scoped) {
            return self.convert(e, builtin::UINT, &format!("the {what} dimension of a launch"));
        }
        let shown = self.type_name(rt);
        let span = self.p.expr(e).span;
        self.err(
            Diagnostic::error(diags::LAUNCH_CONFIG, span, format!("the {what} dimension of a launch must be `dim3` or an integer, not `{shown}`"))
                .with_label("invalid launch dimension"),
        );
        self.error_expr(span)
    }

    pub(super) fn launch_int(&mut self, e: ExprId) -> ExprId {
        let t = self.p.expr(e).ty;
        if !self.p.types.is_error(t) && !self.p.types.is_integral(t) && !self.p.types.is_enum(t) {
            let shown = self.type_name(t);
            let span = self.p.expr(e).span;
            self.err(
                Diagnostic::error(diags::LAUNCH_CONFIG, span, format!("the shared memory size of a launch must be an integer, not `{shown}`"))
                    .with_label("invalid size"),
            );
            return self.error_expr(span);
        }
        self.convert(e, builtin::ULONG, "the shared memory size of a launch")
    }

    pub(super) fn launch_stream(&mut self, e: ExprId) -> ExprId {
        let e = self.rvalue(e);
        let t = self.p.expr(e).ty;
        if self.p.types.is_error(t) || self.p.types.is_pointer(t) {
            return e;
        }
        if self.is_null_constant(e) {
            let vp = self.p.types.pointer(builtin::VOID);
            return self.convert(e, vp, "the stream of a launch");
        }
        let shown = self.type_name(t);
        let span = self.p.expr(e).span;
        self.err(
            Diagnostic::error(diags::LAUNCH_CONFIG, span, format!("the stream of a launch must be a `cudaStream_t`, not `{shown}`"))
                .with_label("invalid stream")
                .with_note("pass a `cudaStream_t`, or `0` for the default stream"),
        );
        self.error_expr(span)
    }
}
