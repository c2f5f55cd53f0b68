//! GCC's `__atomic_*` builtins (and the legacy `__sync_*` ones, as `__atomic_*` operations with
//! their implied memory orders), which libstdc++'s `<atomic>`, `ext/atomicity.h` (the reference
//! counts of `std::string`, `std::locale`, `std::shared_ptr`) and `<memory>` call. As in GCC
//! and clang they are type-generic: the object type `T` is the pointee of the first argument,
//! the `_n` forms and the fetch operations take and return values of `T` (an integer, an
//! enumeration or a pointer; the fetch operations of a pointer add and subtract bytes, as
//! GCC's do), and the generic forms (`__atomic_load(p, ret, order)`, ...) move any object of
//! 1, 2, 4 or 8 bytes through pointers (it is accessed as if aligned to its size, as the
//! lock-free instructions need). A call checks into `Callee::Atomic` with its
//! arguments converted (memory orders to `int`); codegen (`codegen/src/atomics.rs`) lowers it
//! to LLVM's atomic instructions for every target. `__atomic_always_lock_free(size, p)` and
//! `__atomic_is_lock_free(size, p)` fold here: true for the sizes x86-64 and NVPTX access
//! atomically without a library (1, 2, 4 and 8 bytes).

use crate::ast;
use crate::diag::Diagnostic;
use crate::source::Span;

use super::ctx::Checker;
use super::diags;
use super::hir::*;
use super::types::{builtin, Type, TypeId};

/// The read-modify-write operation of a fetch builtin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RmwOp {
    Add,
    Sub,
    And,
    Or,
    Xor,
    Nand,
    Min,
    Max,
}

impl RmwOp {
    const ALL: [(&'static str, RmwOp); 8] = [
        ("add", RmwOp::Add),
        ("sub", RmwOp::Sub),
        ("and", RmwOp::And),
        ("or", RmwOp::Or),
        ("xor", RmwOp::Xor),
        ("nand", RmwOp::Nand),
        ("min", RmwOp::Min),
        ("max", RmwOp::Max),
    ];
}

/// One `__atomic_*` builtin. The `Into`/`From` forms are the generic ones, which pass values
/// through pointers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    /// `T __atomic_load_n(T* p, int order)`
    Load,
    /// `void __atomic_load(T* p, T* ret, int order)`
    LoadInto,
    /// `void __atomic_store_n(T* p, T v, int order)`
    Store,
    /// `void __atomic_store(T* p, const T* v, int order)`
    StoreFrom,
    /// `T __atomic_exchange_n(T* p, T v, int order)`
    Exchange,
    /// `void __atomic_exchange(T* p, const T* v, T* ret, int order)`
    ExchangeInto,
    /// `bool __atomic_compare_exchange_n(T* p, T* expected, T desired, bool weak, int success,
    /// int failure)`
    CompareExchange,
    /// `bool __atomic_compare_exchange(T* p, T* expected, const T* desired, bool weak, int
    /// success, int failure)`
    CompareExchangeFrom,
    /// `T __atomic_fetch_<op>(T* p, T v, int order)`: the old value.
    FetchOp(RmwOp),
    /// `T __atomic_<op>_fetch(T* p, T v, int order)`: the new value.
    OpFetch(RmwOp),
    /// `bool __atomic_test_and_set(void* p, int order)`: sets the byte, returns whether it was.
    TestAndSet,
    /// `void __atomic_clear(bool* p, int order)`
    Clear,
    /// `void __atomic_thread_fence(int order)`
    ThreadFence,
    /// `void __atomic_signal_fence(int order)`: orders only against the thread itself.
    SignalFence,
    /// GCC's legacy `T __sync_val_compare_and_swap(T* p, T old, T new)` (`value`: the old
    /// value) and `bool __sync_bool_compare_and_swap(...)` (whether it swapped), sequentially
    /// consistent.
    SyncCompareSwap { value: bool },
}

/// What an argument of an atomic builtin is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Arg {
    /// The atomic object's address.
    Object,
    /// A value of `T` (a `ptrdiff_t` for the arithmetic of a pointer).
    Value,
    /// The address of a `T` the builtin writes.
    Out,
    /// The address of a `T` the builtin reads.
    In,
    Weak,
    Order,
}

impl AtomicOp {
    /// The builtin called `name`, if it is one of these.
    pub fn from_name(name: &str) -> Option<AtomicOp> {
        let rest = name.strip_prefix("__atomic_")?;
        let op = match rest {
            "load_n" => AtomicOp::Load,
            "load" => AtomicOp::LoadInto,
            "store_n" => AtomicOp::Store,
            "store" => AtomicOp::StoreFrom,
            "exchange_n" => AtomicOp::Exchange,
            "exchange" => AtomicOp::ExchangeInto,
            "compare_exchange_n" => AtomicOp::CompareExchange,
            "compare_exchange" => AtomicOp::CompareExchangeFrom,
            "test_and_set" => AtomicOp::TestAndSet,
            "clear" => AtomicOp::Clear,
            "thread_fence" => AtomicOp::ThreadFence,
            "signal_fence" => AtomicOp::SignalFence,
            _ => {
                if let Some(op) = rest.strip_prefix("fetch_") {
                    return RmwOp::ALL.iter().find(|(n, _)| *n == op).map(|&(_, o)| AtomicOp::FetchOp(o));
                }
                let op = rest.strip_suffix("_fetch")?;
                return RmwOp::ALL.iter().find(|(n, _)| *n == op).map(|&(_, o)| AtomicOp::OpFetch(o));
            }
        };
        Some(op)
    }

    /// GCC's legacy `__sync_*` builtin called `name` (NVIDIA's systemWideAtomics sample calls
    /// `__sync_fetch_and_add`): the `__atomic_*` operation it is, and the arguments it leaves
    /// out, appended to the written ones: the memory order (a full barrier, except
    /// `lock_test_and_set`'s acquire and `lock_release`'s release) and `lock_release`'s 0.
    pub fn from_sync_name(name: &str) -> Option<(AtomicOp, &'static [i128])> {
        const SEQ_CST: &[i128] = &[5];
        let rest = name.strip_prefix("__sync_")?;
        let sync_ops = |op: &str| RmwOp::ALL[..6].iter().find(|(n, _)| *n == op).map(|&(_, o)| o);
        Some(match rest {
            "val_compare_and_swap" => (AtomicOp::SyncCompareSwap { value: true }, &[]),
            "bool_compare_and_swap" => (AtomicOp::SyncCompareSwap { value: false }, &[]),
            "lock_test_and_set" => (AtomicOp::Exchange, &[2]),
            "lock_release" => (AtomicOp::Store, &[0, 3]),
            "synchronize" => (AtomicOp::ThreadFence, SEQ_CST),
            _ => {
                if let Some(op) = rest.strip_prefix("fetch_and_") {
                    return sync_ops(op).map(|o| (AtomicOp::FetchOp(o), SEQ_CST));
                }
                let op = rest.strip_suffix("_and_fetch")?;
                return sync_ops(op).map(|o| (AtomicOp::OpFetch(o), SEQ_CST));
            }
        })
    }

    fn args(self) -> &'static [Arg] {
        use Arg::*;
        match self {
            AtomicOp::SyncCompareSwap { .. } => &[Object, Value, Value],
            AtomicOp::Load | AtomicOp::TestAndSet | AtomicOp::Clear => &[Object, Order],
            AtomicOp::LoadInto => &[Object, Out, Order],
            AtomicOp::Store | AtomicOp::Exchange | AtomicOp::FetchOp(_) | AtomicOp::OpFetch(_) => &[Object, Value, Order],
            AtomicOp::StoreFrom => &[Object, In, Order],
            AtomicOp::ExchangeInto => &[Object, In, Out, Order],
            AtomicOp::CompareExchange => &[Object, Out, Value, Weak, Order, Order],
            AtomicOp::CompareExchangeFrom => &[Object, Out, In, Weak, Order, Order],
            AtomicOp::ThreadFence | AtomicOp::SignalFence => &[Order],
        }
    }

    /// True for the forms whose object type must be an integer, an enumeration or a pointer.
    fn scalar_only(self) -> bool {
        matches!(
            self,
            AtomicOp::Load | AtomicOp::Store | AtomicOp::Exchange | AtomicOp::CompareExchange | AtomicOp::FetchOp(_) | AtomicOp::OpFetch(_) | AtomicOp::SyncCompareSwap { .. }
        )
    }

    /// True for the forms that write the atomic object.
    fn writes(self) -> bool {
        !matches!(self, AtomicOp::Load | AtomicOp::LoadInto)
    }
}

/// True when `name` is an atomic builtin: the answer of `__has_builtin(name)`.
pub fn is_atomic_builtin(name: &str) -> bool {
    AtomicOp::from_name(name).is_some() || AtomicOp::from_sync_name(name).is_some() || matches!(name, "__atomic_always_lock_free" | "__atomic_is_lock_free")
}

/// Whether an object of `size` bytes is accessed atomically without a library call.
fn lock_free(size: i128) -> bool {
    matches!(size, 1 | 2 | 4 | 8)
}

impl Checker<'_> {
    /// A call of an `__atomic_*` builtin; `None` when `name` is not one of them.
    pub(super) fn atomic_call(&mut self, name: &str, args: &[ast::ExprId], span: Span) -> Option<ExprId> {
        if matches!(name, "__atomic_always_lock_free" | "__atomic_is_lock_free") {
            return Some(self.lock_free_query(name, args, span));
        }
        let (op, implicit) = match AtomicOp::from_name(name) {
            Some(op) => (op, &[][..]),
            None => AtomicOp::from_sync_name(name)?,
        };
        let shape = op.args();
        let written = shape.len() - implicit.len();
        if args.len() != written {
            self.err(
                Diagnostic::error(diags::ARG_COUNT, span, format!("`{name}` expects {written} argument(s), but {} were given", args.len()))
                    .with_label("wrong number of arguments"),
            );
            return Some(self.error_expr(span));
        }
        let mut argv = Vec::new();
        for &a in args {
            let e = self.check_expr(a);
            argv.push(self.rvalue(e));
        }
        for &v in implicit {
            argv.push(self.mk(ExprKind::IntLit(v), builtin::INT, ValueCat::PrValue, span));
        }
        if argv.iter().any(|&a| self.p.types.is_error(self.p.expr(a).ty)) {
            return Some(self.error_expr(span));
        }
        let obj = if shape[0] == Arg::Object {
            let Some(t) = self.atomic_object(name, op, argv[0]) else { return Some(self.error_expr(span)) };
            Some(t)
        } else {
            None
        };
        let what = format!("`{name}`");
        let mut out = Vec::new();
        for (i, (&a, &kind)) in argv.iter().zip(shape).enumerate() {
            let to = match (kind, obj) {
                (Arg::Object, _) => {
                    out.push(a);
                    continue;
                }
                (Arg::Order, _) => builtin::INT,
                (Arg::Weak, _) => builtin::BOOL,
                (Arg::Value, Some(t)) if self.p.types.is_pointer(t) && matches!(op, AtomicOp::FetchOp(_) | AtomicOp::OpFetch(_)) => builtin::LONG,
                (Arg::Value, Some(t)) => t,
                (Arg::Out, Some(t)) => self.p.types.pointer(t),
                (Arg::In, Some(t)) => {
                    let c = self.p.types.qualified(t, super::types::Cv::CONST);
                    self.p.types.pointer(c)
                }
                _ => builtin::INT,
            };
            let c = self.convert_lazy(a, to, &|| format!("argument {} of {what}", i + 1));
            if self.p.types.is_error(self.p.expr(c).ty) {
                return Some(self.error_expr(span));
            }
            out.push(c);
        }
        let ret = match op {
            AtomicOp::Load | AtomicOp::Exchange | AtomicOp::FetchOp(_) | AtomicOp::OpFetch(_) => obj.unwrap_or(builtin::VOID),
            AtomicOp::CompareExchange | AtomicOp::CompareExchangeFrom | AtomicOp::TestAndSet | AtomicOp::SyncCompareSwap { value: false } => builtin::BOOL,
            AtomicOp::SyncCompareSwap { value: true } => obj.unwrap_or(builtin::VOID),
            _ => builtin::VOID,
        };
        Some(self.mk_call(Callee::Atomic(op), None, out, ret, span))
    }

    /// The object type `T` (unqualified) of the first argument `p` of atomic builtin `op`, after
    /// checking that `op` may act on it; `None` (an error reported) otherwise.
    fn atomic_object(&mut self, name: &str, op: AtomicOp, p: ExprId) -> Option<TypeId> {
        let pt = self.p.expr(p).ty;
        let arg_span = self.p.expr(p).span;
        let Some(pointee) = self.p.types.pointee(pt) else {
            let shown = self.type_name(pt);
            self.err(
                Diagnostic::error(diags::BAD_OPERANDS, arg_span, format!("the address argument of `{name}` must be a pointer (have `{shown}`)"))
                    .with_label("not a pointer"),
            );
            return None;
        };
        if matches!(op, AtomicOp::TestAndSet | AtomicOp::Clear) {
            // Both act on one byte whatever the pointer's type (`void*` for `test_and_set`).
            return Some(builtin::BOOL);
        }
        let t = self.p.types.unqual(pointee);
        let shown = self.type_name(pointee);
        let scalar = self.p.types.is_integral(t) && !self.p.types.is_bool(t) || self.p.types.is_enum(t) || self.p.types.is_pointer(t);
        let arith = matches!(op, AtomicOp::FetchOp(_) | AtomicOp::OpFetch(_));
        let bad = if self.p.types.cv(pointee).is_const() && op.writes() {
            Some("the atomic object is `const`".to_string())
        } else if arith && self.p.types.is_pointer(t) && !matches!(op, AtomicOp::FetchOp(RmwOp::Add | RmwOp::Sub) | AtomicOp::OpFetch(RmwOp::Add | RmwOp::Sub)) {
            Some("only addition and subtraction apply to a pointer".to_string())
        } else if arith && !scalar || op.scalar_only() && !scalar && !self.p.types.is_bool(t) {
            Some("it must be an integer or pointer type".to_string())
        } else {
            match self.p.size_align(t) {
                Some((1 | 2 | 4 | 8, _)) => None,
                // x86-64 reaches 16 bytes only through libatomic, which is not linked.
                Some((n, _)) => Some(format!("an object of {n} bytes has no atomic access")),
                None => Some("the type is incomplete".to_string()),
            }
        };
        if let Some(why) = bad {
            self.err(
                Diagnostic::error(diags::BAD_OPERANDS, arg_span, format!("`{name}` cannot act on an object of type `{shown}`: {why}"))
                    .with_label("the atomic object's address"),
            );
            return None;
        }
        Some(t)
    }

    /// `__atomic_always_lock_free(size, p)` and `__atomic_is_lock_free(size, p)`, folded to a
    /// `bool` constant; the size must be a constant.
    fn lock_free_query(&mut self, name: &str, args: &[ast::ExprId], span: Span) -> ExprId {
        if args.len() != 2 {
            self.err(
                Diagnostic::error(diags::ARG_COUNT, span, format!("`{name}` expects 2 argument(s), but {} were given", args.len()))
                    .with_label("wrong number of arguments"),
            );
            return self.error_expr(span);
        }
        let size = self.check_expr(args[0]);
        let size = self.rvalue(size);
        let ptr = self.check_expr(args[1]);
        let ptr = self.rvalue(ptr);
        if [size, ptr].iter().any(|&a| self.p.types.is_error(self.p.expr(a).ty)) {
            return self.error_expr(span);
        }
        let pt = self.p.expr(ptr).ty;
        if !self.p.types.is_pointer(pt) && !self.is_null_constant(ptr) && !matches!(self.p.types.kind(pt), Type::NullPtr) {
            let shown = self.type_name(pt);
            self.err(
                Diagnostic::error(diags::BAD_OPERANDS, self.p.expr(ptr).span, format!("the second argument of `{name}` must be a pointer (have `{shown}`)"))
                    .with_label("not a pointer"),
            );
            return self.error_expr(span);
        }
        let n = match super::consteval::eval(&self.p, size) {
            Ok(v) if self.p.types.is_integral(self.p.expr(size).ty) => v.as_int(),
            _ => None,
        };
        let Some(n) = n else {
            self.err(
                Diagnostic::error(diags::BAD_OPERANDS, self.p.expr(size).span, format!("the size argument of `{name}` must be an integer constant"))
                    .with_label("not a constant"),
            );
            return self.error_expr(span);
        };
        self.mk(ExprKind::BoolLit(lock_free(n)), builtin::BOOL, ValueCat::PrValue, span)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_gcc() {
        assert_eq!(AtomicOp::from_name("__atomic_fetch_add"), Some(AtomicOp::FetchOp(RmwOp::Add)));
        assert_eq!(AtomicOp::from_name("__atomic_nand_fetch"), Some(AtomicOp::OpFetch(RmwOp::Nand)));
        assert_eq!(AtomicOp::from_name("__atomic_compare_exchange"), Some(AtomicOp::CompareExchangeFrom));
        assert_eq!(AtomicOp::from_name("__atomic_load_n"), Some(AtomicOp::Load));
        assert_eq!(AtomicOp::from_name("__atomic_fetch_mul"), None);
        assert_eq!(AtomicOp::from_name("__sync_fetch_and_add"), None);
        assert!(is_atomic_builtin("__atomic_always_lock_free"));
        assert!(lock_free(8) && !lock_free(16) && !lock_free(3));
    }
}
