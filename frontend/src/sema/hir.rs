//! The checked program: what every target's code generator lowers to LLVM. It is built once by
//! `sema::check` and never changes afterwards. Properties:
//!
//! 1. Resolved. Every name is an id: a call names its callee as a `FnId` (or a builtin key), a
//!    variable reference a `VarId`, a member access the field's index in its record.
//! 2. Typed. Every expression has a type and a value category; every implicit conversion of
//!    C++ is an explicit `ImplicitCast` node, so codegen never has to know a conversion rule.
//! 3. Folded where the language needs a constant: array bounds (in the type), enumerator values,
//!    case labels, template arguments, `constexpr` variables (`VarDecl::const_value`).
//! 4. Never folded: codegen constants. A `@codegen if` keeps both branches and its predicate as
//!    an expression tree over `CodegenConst` and codegen objects; only a target's codegen
//!    evaluates it.
//! 5. Templates are instantiated: each function template instantiation is its own `FnDecl`
//!    and each class template instantiation its own `RecordDecl`, recording their template
//!    arguments (`Program::template_sigs` keeps function templates' signatures as written, for
//!    mangling); the templates themselves are not in the program. A lambda is a closure
//!    `RecordDecl` with an `operator()` method (`Program::lambda_contexts`); the lambda
//!    expression is an `InitList` of its captures.
//!
//! Conventions codegen relies on:
//! - A variable of reference type has `VarDecl::ty` `T&`; an `ExprKind::Var` naming it is an
//!   lvalue of type `T` (codegen loads the stored address first).
//! - An argument bound to a reference parameter is left a glvalue (or wrapped in a
//!   `Materialize` cast when it was a prvalue): codegen passes its address.
//! - A member function's `FnDecl::params` do not include `this`; a call passes the object's
//!   address in `ExprKind::Call::this_arg` and codegen adds the leading pointer parameter.
//! - Record values (initializers, arguments, returns, assignments) are glvalues or `InitList`s;
//!   codegen copies them.
//! - Default arguments are filled in at each call (the same `ExprId` may appear in several
//!   calls: the tree is a DAG there).

use crate::arena::{Arena, Idx};
use crate::intern::Name;
use crate::source::Span;

use super::builtins::BuiltinId;
use super::layout::RecordLayout;
use super::types::{TypeId, Types};

pub type FnId = Idx<FnDecl>;
pub type VarId = Idx<VarDecl>;
pub type RecordId = Idx<RecordDecl>;
pub type EnumId = Idx<EnumDecl>;
pub type TypedefId = Idx<TypedefDecl>;
pub type NamespaceId = Idx<NamespaceDecl>;
pub type ExprId = Idx<Expr>;
pub type StmtId = Idx<Stmt>;

/// The checked translation unit. Immutable and `Send + Sync`.
#[derive(Debug)]
pub struct Program {
    pub types: Types,
    pub fns: Arena<FnDecl>,
    pub vars: Arena<VarDecl>,
    pub records: Arena<RecordDecl>,
    pub enums: Arena<EnumDecl>,
    pub typedefs: Arena<TypedefDecl>,
    pub namespaces: Arena<NamespaceDecl>,
    pub exprs: Arena<Expr>,
    pub stmts: Arena<Stmt>,
    /// The virtual function tables of dynamic classes (classes with virtual functions).
    pub vtables: std::collections::HashMap<RecordId, VTable>,
    /// The direct bases of each derived class, in declaration order (the primary base first).
    pub bases: std::collections::HashMap<RecordId, Vec<BaseInfo>>,
    /// The virtual bases of each class that has any, direct and indirect, in Itanium's
    /// inheritance-graph order (depth first, left to right): the order of their vbase offsets
    /// in the vtable and of their subobjects at the end of a complete object. Each with its
    /// hidden field in the complete object (`None` for an empty one, at offset 0).
    pub vbases: std::collections::HashMap<RecordId, Vec<(RecordId, Option<u32>)>>,
    /// Top-level declarations in source order (namespace members are listed in their
    /// `NamespaceDecl`); the order `--dump-ast` prints.
    pub top: Vec<DeclRef>,
    /// The signature of each function template instantiation as its template wrote it, in
    /// terms of the template's parameters (Itanium mangling encodes `T_`, not `int`).
    pub template_sigs: std::collections::HashMap<FnId, SigPattern>,
    /// Closure classes of lambdas, with the function they appear in (for mangling).
    pub lambda_contexts: std::collections::HashMap<RecordId, Option<FnId>>,
    /// The template arguments of each variable template instantiation (mangled `_Z4pi_vIfE`,
    /// emitted `linkonce_odr`).
    pub var_template_args: std::collections::HashMap<VarId, Vec<TemplateArg>>,
    /// Explicit specializations of variable templates: ordinary (strong) definitions.
    pub var_specializations: std::collections::HashSet<VarId>,
    /// The bit-fields of each class: name (none for `int : 3`), type, bit offset from the
    /// class's start and width; the class holds them as unnamed byte-array fields
    /// (`records.rs`), and `ExprKind::BitField` reads and writes them.
    pub bit_fields: std::collections::HashMap<RecordId, Vec<(Option<Name>, TypeId, u64, u64)>>,
    /// The bounds on one constant evaluation: steps and nested calls (`-fconstexpr-steps`,
    /// `-fconstexpr-depth`).
    pub constexpr_limits: (u32, u32),
    /// What `@meta printf` wrote during translation, in order, with where each call is: the
    /// driver prints it to stderr.
    pub meta_prints: Vec<(Span, String)>,
    /// `inline` variables (C++17): defined in every unit that uses them, `linkonce_odr`.
    pub inline_vars: std::collections::HashSet<VarId>,
    /// GNU asm labels (`int f(int) asm("g");`): the symbol of the function or variable.
    pub asm_labels: std::collections::HashMap<DeclRef, Name>,
    /// `__grid_constant__` kernel parameters: read-only, passed without a per-thread copy.
    pub grid_constant: std::collections::HashSet<VarId>,
    /// `__cluster_dims__(x, y, z)` of kernels: the thread-block cluster shape (sm_90 on).
    pub cluster_dims: std::collections::HashMap<FnId, [u32; 3]>,
    /// Complete classes not trivial for the purposes of calls ([class.temporary]/3: a
    /// user-provided copy or move constructor or destructor, of their own or of a subobject's,
    /// or a vtable): passed by address and returned through `sret` (Itanium C++ ABI §3.1.2).
    pub non_trivial_for_calls: std::collections::HashSet<RecordId>,
    /// Pure virtual functions (`= 0`): their vtable slots hold `__cxa_pure_virtual`.
    pub pure_virtuals: std::collections::HashSet<FnId>,
    /// `__device__` functions (not `__host__`) whose body is an empty `{ }` a macro produced:
    /// NVIDIA's host-pass stubs (`__DEF_IF_HOST`), whose device definitions are nvcc's. Device
    /// codegen reports their use instead of compiling them to nothing.
    pub host_pass_stubs: std::collections::HashSet<FnId>,
    /// The files found in system include directories (NVIDIA's and the system's headers): a
    /// device builtin one of them calls that a target lacks is a trap there, not an error
    /// (`codegen/src/odr.rs`).
    pub system_files: std::collections::HashSet<crate::source::FileId>,
    /// `thread_local` (`__thread`) variables: one object per host thread.
    pub thread_locals: std::collections::HashSet<VarId>,
    /// `__attribute__((alias("sym")))` functions: the symbol each is another name of.
    pub aliases: std::collections::HashMap<FnId, Name>,
    /// `__attribute__((weak))` functions and variables: weak definitions, or declarations that
    /// may stay undefined (`extern_weak`).
    pub weak: std::collections::HashSet<DeclRef>,
    /// Variables whose `alignas` / `__attribute__((aligned))` asks for more than their type's
    /// alignment: the alignment codegen gives them.
    pub var_aligns: std::collections::HashMap<VarId, u64>,
    /// Functions named by an explicit instantiation definition (`template struct X<int>;`):
    /// emitted whether used or not, `weak_odr`.
    pub explicit_instances: std::collections::HashSet<FnId>,
    /// Parameters declared restrict at the top level (`float* __restrict__ p`,
    /// `float& __restrict__ r`): codegen marks them `noalias`, as clang does.
    pub restrict_params: std::collections::HashSet<VarId>,
    /// `#pragma unroll` / `nounroll` on loop statements (`While`, `DoWhile`, `For`); codegen puts
    /// it on the loop's back edge as `!llvm.loop` metadata.
    pub loop_unroll: std::collections::HashMap<StmtId, LoopUnroll>,
}

/// A loop pragma with its count folded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopUnroll {
    /// `#pragma unroll`: `llvm.loop.unroll.enable`, as clang emits it for CUDA (LLVM unrolls a
    /// loop of constant trip count fully under it, up to a large size threshold).
    Enable,
    /// `#pragma unroll N` with N > 1: `llvm.loop.unroll.count N`.
    Count(u32),
    /// `#pragma unroll 1` or `#pragma nounroll`: `llvm.loop.unroll.disable`.
    Disable,
}

/// A function template's signature as written: its return and parameter types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SigPattern {
    pub ret: PatTy,
    pub params: Vec<PatTy>,
}

/// A type as a function template wrote it: template parameters stay parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PatTy {
    /// The template's type parameter of this index (`T_`, `T0_`, ...).
    Param(u32),
    /// A type that names no template parameter.
    Ty(TypeId),
    /// A function parameter pack `Ts... args` (`Dp`).
    Expansion(Box<PatTy>),
    /// `auto` (`Da`) or `decltype(auto)` (`Dc`) as a deduced return type.
    Auto { decltype: bool },
    Pointer(Box<PatTy>),
    /// `pointee class::*`
    MemberPointer { class: Box<PatTy>, pointee: Box<PatTy> },
    LRef(Box<PatTy>),
    RRef(Box<PatTy>),
    /// `const`/`volatile` applied to the inner type.
    Cv { is_const: bool, is_volatile: bool, inner: Box<PatTy> },
    /// The template's non-type parameter of this index, as a template argument (`XT0_E`).
    NonType(u32),
    /// A class template-id naming template parameters (`Vec<T, N>`): `record` is its
    /// instantiation; an argument is `None` where it names no parameter (the instantiation's).
    TemplateId { record: RecordId, args: Vec<Option<PatTy>> },
    /// The template's template template parameter of index `param` applied to arguments
    /// (`Op<T>`, `T_IS0_E`): `record` is the instantiation, `args` as for `TemplateId`.
    TemplateParamId { param: u32, record: RecordId, args: Vec<Option<PatTy>> },
    /// A dependent member type of a template-id (`typename remove_reference<T>::type`).
    Dependent { scope: Box<PatTy>, name: crate::intern::Name },
    /// A function type naming template parameters (`T(T)` in `T (*f)(T)`).
    Function { ret: Box<PatTy>, params: Vec<PatTy>, variadic: bool },
}

impl Default for Program {
    fn default() -> Self {
        Program {
            types: Types::new(),
            fns: Arena::new(),
            vars: Arena::new(),
            records: Arena::new(),
            enums: Arena::new(),
            typedefs: Arena::new(),
            namespaces: Arena::new(),
            exprs: Arena::new(),
            stmts: Arena::new(),
            vtables: std::collections::HashMap::new(),
            bases: std::collections::HashMap::new(),
            vbases: std::collections::HashMap::new(),
            top: Vec::new(),
            template_sigs: Default::default(),
            lambda_contexts: Default::default(),
            var_template_args: Default::default(),
            var_specializations: Default::default(),
            inline_vars: Default::default(),
            bit_fields: Default::default(),
            constexpr_limits: (super::DEFAULT_CONSTEXPR_STEPS, super::DEFAULT_CONSTEXPR_DEPTH),
            meta_prints: Vec::new(),
            host_pass_stubs: Default::default(),
            system_files: Default::default(),
            var_aligns: Default::default(),
            asm_labels: Default::default(),
            aliases: Default::default(),
            grid_constant: Default::default(),
            cluster_dims: Default::default(),
            non_trivial_for_calls: Default::default(),
            pure_virtuals: Default::default(),
            thread_locals: Default::default(),
            weak: Default::default(),
            restrict_params: Default::default(),
            explicit_instances: Default::default(),
            loop_unroll: Default::default(),
        }
    }
}

/// One direct base class of a class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BaseInfo {
    pub record: RecordId,
    /// The hidden field holding it (`__base_B`); `None` for an empty base (at offset 0). A
    /// virtual base's field is `__vbase_B` among the class's last fields, valid only in a
    /// complete object (`Program::vbases`).
    pub field: Option<u32>,
    pub is_virtual: bool,
}

/// The virtual functions of a dynamic class in Itanium slot order: its primary base's slots
/// (overridden where the class overrides them), then its own new virtual functions (those
/// overriding a function of a non-primary base too); a virtual destructor takes two slots
/// (complete, deleting). The vtable pointer is at offset 0 of every object of the class; the
/// vtables of its other dynamic subobjects (the vtable group) are codegen's `vtable_groups.rs`.
#[derive(Clone, Debug, Default)]
pub struct VTable {
    /// The class type (for the vtable's symbol, `_ZTV` and the class's mangling).
    pub ty: Option<TypeId>,
    pub slots: Vec<FnId>,
}

/// A declaration of any kind, for ordered lists of declarations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeclRef {
    Fn(FnId),
    Var(VarId),
    Record(RecordId),
    Enum(EnumId),
    Typedef(TypedefId),
    Namespace(NamespaceId),
}

/// Where a declaration lives: `ns::Rec::name`. Codegen mangles from this.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Scope {
    pub namespace: Option<NamespaceId>,
    pub record: Option<RecordId>,
}

#[derive(Debug)]
pub struct NamespaceDecl {
    /// `None` for an anonymous namespace.
    pub name: Option<Name>,
    pub parent: Option<NamespaceId>,
    pub members: Vec<DeclRef>,
    pub span: Span,
}

/// CUDA execution-space tags as written (an untagged function has all three false).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CudaTags {
    pub global: bool,
    pub device: bool,
    pub host: bool,
}

/// Why a function is inline; codegen gives every kind but `No` `linkonce_odr` linkage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inline {
    No,
    /// `inline` or `__forceinline__` written.
    Explicit,
    /// A member function defined inside its class.
    InClass,
    /// An instantiation of a function template.
    Template,
    /// `constexpr` implies inline.
    Constexpr,
}

/// Language linkage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    /// C++ linkage, names are mangled.
    Cxx,
    /// `extern "C"`: the plain name.
    C,
    /// `static` at namespace scope or in an anonymous namespace.
    Internal,
}

/// A template argument of an instantiation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TemplateArg {
    Type(TypeId),
    /// A non-type argument and its parameter's type (`bool`, an integer or an enum type).
    Value(ConstValue, TypeId),
    /// The arguments of a template parameter pack.
    Pack(Vec<TemplateArg>),
    /// A class or alias template, the argument of a template template parameter: the
    /// checker's index of the template, its name and scope (mangled `3Box`, `N2ns3BoxE`).
    Template { index: u32, name: Name, scope: Scope },
}

#[derive(Debug)]
pub struct FnDecl {
    pub name: Name,
    pub scope: Scope,
    /// The function type `ret (params...)`.
    pub ty: TypeId,
    pub ret: TypeId,
    pub params: Vec<VarId>,
    pub cuda: CudaTags,
    pub inline: Inline,
    pub forceinline: bool,
    pub noinline: bool,
    pub linkage: Linkage,
    pub constexpr: bool,
    /// `__launch_bounds__(max_threads, min_blocks)`.
    pub launch_bounds: Option<(u32, Option<u32>)>,
    /// Declared `__cudart_builtin__`: a CUDA runtime function that device code may call too, as
    /// the device runtime's `__cudaCDP2<name>` (`cudaGetLastError` → `__cudaCDP2GetLastError`).
    pub device_runtime: bool,
    /// Set for member functions: the record, and whether `this` points to const.
    pub method: Option<Method>,
    /// The template arguments of an instantiation, empty otherwise.
    pub template_args: Vec<TemplateArg>,
    /// The compound statement of a definition; `None` for a declaration only.
    pub body: Option<StmtId>,
    pub span: Span,
}

impl FnDecl {
    /// A function declared without a body and without CUDA tags, in `scope`, with C++ or C
    /// `linkage` (a library function, one declared through its type, an implicit member);
    /// callers set what differs.
    #[allow(clippy::too_many_arguments)]
    pub fn declaration(name: Name, scope: Scope, ty: TypeId, ret: TypeId, params: Vec<VarId>, linkage: Linkage, span: Span) -> FnDecl {
        FnDecl {
            name,
            scope,
            ty,
            ret,
            params,
            cuda: CudaTags::default(),
            inline: Inline::No,
            forceinline: false,
            noinline: false,
            linkage,
            constexpr: false,
            launch_bounds: None,
            device_runtime: false,
            method: None,
            template_args: Vec::new(),
            body: None,
            span,
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Method {
    pub record: RecordId,
    pub is_const: bool,
    pub is_static: bool,
    /// `&` or `&&` after the parameter list: which value categories of object it is called on.
    pub ref_qual: RefQualifier,
}

/// A member function's ref-qualifier: none, `&` (lvalue objects) or `&&` (rvalue objects).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum RefQualifier {
    #[default]
    None,
    LValue,
    RValue,
}

/// The storage of a variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// Namespace scope or static data member: one per program.
    Global,
    /// `static` local: one per program, initialized once.
    StaticLocal,
    /// Automatic local variable.
    Local,
    Param,
    /// A Circle `@meta` object: it exists only during translation (its value is in the
    /// checker's meta frame) and never reaches a module.
    Meta,
}

/// CUDA memory space of a variable with static storage (codegen: addrspace 1, 3, 4, 1+managed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemorySpace {
    /// An ordinary (host, or automatic) variable.
    None,
    Device,
    Shared,
    Constant,
    Managed,
}

#[derive(Debug)]
pub struct VarDecl {
    pub name: Name,
    pub scope: Scope,
    pub ty: TypeId,
    pub storage: Storage,
    pub space: MemorySpace,
    pub linkage: Linkage,
    /// `extern` without initializer: declared here, defined elsewhere.
    pub is_extern: bool,
    pub constexpr: bool,
    /// A `@codegen` object: its initializer is a codegen expression, evaluated per target.
    pub codegen: bool,
    pub init: Option<ExprId>,
    /// The folded value of a constant (`constexpr`, or `const` integral with a constant
    /// initializer).
    pub const_value: Option<ConstValue>,
    pub span: Span,
}

impl VarDecl {
    /// A function parameter named `name` of type `ty` (already adjusted: arrays and functions
    /// decayed to pointers).
    pub fn param(name: Name, ty: TypeId, span: Span) -> VarDecl {
        VarDecl::plain(name, ty, Storage::Param, span)
    }

    /// A variable with C++ linkage rules, no initializer, in no CUDA memory space, neither
    /// `extern` nor `constexpr`: what parameters, handler variables and the variables sema
    /// invents (range-for's `__range`) start from.
    pub fn plain(name: Name, ty: TypeId, storage: Storage, span: Span) -> VarDecl {
        VarDecl {
            name,
            scope: Scope::default(),
            ty,
            storage,
            space: MemorySpace::None,
            linkage: Linkage::Cxx,
            is_extern: false,
            constexpr: false,
            codegen: false,
            init: None,
            const_value: None,
            span,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    Struct,
    Class,
    Union,
}

#[derive(Debug)]
pub struct Field {
    pub name: Name,
    pub ty: TypeId,
    pub span: Span,
}

#[derive(Debug)]
pub struct RecordDecl {
    /// `None` for an anonymous struct or union.
    pub name: Option<Name>,
    pub scope: Scope,
    pub kind: RecordKind,
    pub fields: Vec<Field>,
    pub methods: Vec<FnId>,
    pub static_members: Vec<VarId>,
    /// Records, enums and typedefs declared inside the class.
    pub nested: Vec<DeclRef>,
    /// The destructor (user-written, or implicit when a field has one); codegen calls it at
    /// every exit of a local object's scope.
    pub dtor: Option<FnId>,
    /// `alignas` on the record.
    pub align: Option<u64>,
    /// Set once the definition is complete (`None` for a forward declaration).
    pub layout: Option<RecordLayout>,
    /// The template arguments of a class template instantiation, empty otherwise.
    pub template_args: Vec<TemplateArg>,
    pub span: Span,
}

impl RecordDecl {
    /// A class as first declared or named: no members and no layout until its definition.
    pub fn declared(name: Option<Name>, scope: Scope, kind: RecordKind, template_args: Vec<TemplateArg>, span: Span) -> RecordDecl {
        RecordDecl {
            name,
            scope,
            kind,
            fields: Vec::new(),
            methods: Vec::new(),
            static_members: Vec::new(),
            nested: Vec::new(),
            dtor: None,
            align: None,
            layout: None,
            template_args,
            span,
        }
    }
}

#[derive(Debug)]
pub struct Enumerator {
    pub name: Name,
    pub value: i128,
    pub span: Span,
}

#[derive(Debug)]
pub struct EnumDecl {
    pub name: Option<Name>,
    pub scope: Scope,
    pub scoped: bool,
    /// The fixed or deduced underlying integer type.
    pub underlying: TypeId,
    pub enumerators: Vec<Enumerator>,
    pub span: Span,
}

#[derive(Debug)]
pub struct TypedefDecl {
    pub name: Name,
    pub scope: Scope,
    pub ty: TypeId,
    pub span: Span,
}

/// A folded constant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ConstValue {
    /// Any integral or enum value (already wrapped to its type).
    Int(i128),
    Float(f64),
    Bool(bool),
    /// A null pointer.
    Null,
}

impl Eq for ConstValue {}

impl ConstValue {
    pub fn as_int(self) -> Option<i128> {
        match self {
            ConstValue::Int(v) => Some(v),
            ConstValue::Bool(b) => Some(b as i128),
            _ => None,
        }
    }
}

/// Value categories of C++17.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueCat {
    PrValue,
    LValue,
    XValue,
}

#[derive(Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: TypeId,
    pub cat: ValueCat,
    pub span: Span,
}

/// The codegen constants every target sets (see `codegen_context.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodegenConst {
    /// `__nvvm_arch`: the sm number of the device target (52, 70, ...), 0 on the host.
    NvvmArch,
    /// `__is_host_target`: true only in the host module.
    IsHostTarget,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    /// `-x`
    Neg,
    /// `+x`
    Plus,
    /// `!x` (operand converted to bool)
    Not,
    /// `~x`
    BitNot,
    /// `*p`: the operand is a pointer prvalue, the result an lvalue.
    Deref,
    /// `&x`: the operand is an lvalue (or a function), the result a pointer prvalue.
    AddrOf,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    BitAnd,
    BitOr,
    BitXor,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    /// `&&`, `||`: operands converted to bool, evaluated short-circuit.
    LogAnd,
    LogOr,
    /// Pointer arithmetic: `ptr + int` (lhs is always the pointer; operands are swapped for
    /// `int + ptr`), `ptr - int`, and `ptr - ptr` (result `long`).
    PtrAdd,
    PtrSub,
    PtrDiff,
}

impl BinaryOp {
    pub fn spelling(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Add | PtrAdd => "+",
            Sub | PtrSub | PtrDiff => "-",
            Mul => "*",
            Div => "/",
            Rem => "%",
            Shl => "<<",
            Shr => ">>",
            BitAnd => "&",
            BitOr => "|",
            BitXor => "^",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            LogAnd => "&&",
            LogOr => "||",
        }
    }
    pub fn is_comparison(self) -> bool {
        use BinaryOp::*;
        matches!(self, Lt | Gt | Le | Ge | Eq | Ne)
    }
}

/// Every conversion, implicit or written. Operands of conversions between scalars are
/// prvalues; `LValueToRValue` reads an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastKind {
    LValueToRValue,
    ArrayToPointer,
    FunctionToPointer,
    /// Same representation: adding cv-qualifiers, enum to its underlying type of equal size,
    /// and any cast that changes nothing codegen sees.
    NoOp,
    /// Integer (or enum, or bool as integer) to a different integer type: truncate or extend
    /// according to the source's signedness.
    IntegralCast,
    IntegralToBoolean,
    IntegralToFloating,
    FloatingToIntegral,
    FloatingCast,
    FloatingToBoolean,
    PointerToBoolean,
    /// `0`, `nullptr` or any null pointer constant to a pointer.
    NullToPointer,
    /// Pointer to pointer (`T*` to `void*`, `reinterpret_cast`, C-style casts).
    BitCast,
    PointerToIntegral,
    IntegralToPointer,
    /// `(void)x`
    ToVoid,
    /// A prvalue bound to a `const T&` parameter or variable: codegen stores it in a
    /// temporary and yields the temporary's address (an xvalue of the operand's type).
    Materialize,
    /// `static_cast<D*>(b)` for a base at this byte offset in `D`: the offset subtracted from
    /// the pointer, a null pointer kept null.
    BaseToDerived(u64),
    /// An arithmetic value to a complex type: the value converted to the element type is the
    /// real part, the imaginary part is zero.
    RealToComplex,
    /// A complex value to another complex type: each part converted.
    ComplexCast,
    /// A complex value to `bool`: true when either part is nonzero.
    ComplexToBoolean,
}

impl CastKind {
    pub fn name(self) -> &'static str {
        use CastKind::*;
        match self {
            LValueToRValue => "LValueToRValue",
            ArrayToPointer => "ArrayToPointerDecay",
            FunctionToPointer => "FunctionToPointerDecay",
            NoOp => "NoOp",
            IntegralCast => "IntegralCast",
            IntegralToBoolean => "IntegralToBoolean",
            IntegralToFloating => "IntegralToFloating",
            FloatingToIntegral => "FloatingToIntegral",
            FloatingCast => "FloatingCast",
            FloatingToBoolean => "FloatingToBoolean",
            PointerToBoolean => "PointerToBoolean",
            NullToPointer => "NullToPointer",
            BitCast => "BitCast",
            PointerToIntegral => "PointerToIntegral",
            IntegralToPointer => "IntegralToPointer",
            ToVoid => "ToVoid",
            Materialize => "MaterializeTemporary",
            BaseToDerived(_) => "BaseToDerived",
            RealToComplex => "RealToComplex",
            ComplexCast => "ComplexCast",
            ComplexToBoolean => "ComplexToBoolean",
        }
    }
}

/// How an explicit cast was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastStyle {
    CStyle,
    Functional,
    Static,
    Reinterpret,
    Const,
}

/// What a call calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A function of the program, resolved by overload resolution.
    Fn(FnId),
    /// A CUDA builtin function from `builtins.rs`, with the overload chosen.
    Builtin(BuiltinId),
    /// A call through a function pointer (the expression is the pointer prvalue).
    Indirect(ExprId),
    /// A virtual call: slot `slot` of the vtable of the object `this_arg` points to; `method`
    /// is the function overload resolution chose (its type is the call's type).
    Virtual { method: FnId, slot: u32 },
    /// A call through a pointer to member function (the expression is its prvalue); the call's
    /// `this_arg` is the object's address before the pointer's `this` adjustment.
    MemberFn(ExprId),
    /// One of GCC's `__atomic_*` builtins (`atomics.rs`); the first argument is the atomic
    /// object's address (except for the fences), memory orders are `int` prvalues.
    Atomic(super::atomics::AtomicOp),
    /// `__nv_tex_surf_handler` (`tex_surf.rs`): the texel's address, the texture or surface
    /// object, then the operation's operands; device code only.
    TexSurf(super::tex_surf::TexSurfOp),
}

#[derive(Debug)]
pub enum ExprKind {
    /// An integer or character literal, or a folded integer constant (`sizeof`, `alignof`).
    IntLit(i128),
    FloatLit(f64),
    BoolLit(bool),
    NullPtrLit,
    /// A string literal's bytes without the terminating NUL (the type has it: `const char[N+1]`).
    StringLit(Box<[u8]>),
    /// A variable (global, local, parameter, static local, codegen object): an lvalue.
    Var(VarId),
    /// A function designator (an lvalue of function type).
    Fn(FnId),
    /// An enumerator, already folded to its value.
    EnumConst { enum_: EnumId, index: u32, value: i128 },
    /// `__nvvm_arch` or `__is_host_target`: a prvalue whose value only a target's codegen knows.
    CodegenConst(CodegenConst),
    /// `threadIdx`, `blockIdx`, `blockDim`, `gridDim` as a whole (an rvalue of type `uint3` or
    /// `dim3`), or `warpSize` (an int).
    BuiltinVar(super::builtins::BuiltinVar),
    /// `threadIdx.x` and friends: axis 0, 1 or 2, an `unsigned int` prvalue.
    BuiltinVarAxis { var: super::builtins::BuiltinVar, axis: u8 },
    /// `this`: a prvalue pointer to the record.
    This,
    Unary { op: UnaryOp, operand: ExprId },
    /// `++x`, `x++`, `--x`, `x--` on an lvalue of arithmetic or pointer type.
    IncDec { inc: bool, prefix: bool, operand: ExprId },
    /// Operands are already converted to the operation type (or the pointer and the integer).
    Binary { op: BinaryOp, lhs: ExprId, rhs: ExprId },
    /// `lhs = rhs` (op `None`) or `lhs op= rhs`. For compound assignment `rhs` is converted to
    /// `compute_ty`, the computation is done in that type and the result converted back to the
    /// type of `lhs`.
    Assign { op: Option<BinaryOp>, lhs: ExprId, rhs: ExprId, compute_ty: TypeId },
    Conditional { cond: ExprId, then: ExprId, els: ExprId },
    Comma { lhs: ExprId, rhs: ExprId },
    /// A call. For a member function, `this_arg` is the object's address (a pointer prvalue).
    /// `args` are converted to the parameter types (references bound to glvalues); default
    /// arguments are filled in; variadic arguments are promoted.
    Call { callee: Callee, this_arg: Option<ExprId>, args: Vec<ExprId> },
    /// `base.field`; `base` is a glvalue of record type (`p->f` is `(*p).f`).
    Member { base: ExprId, field: u32 },
    /// `obj.*pm`, `ptr->*pm` for a pointer to data member: the member at byte offset `offset`
    /// (a prvalue of member pointer type) of the object `object` (a pointer prvalue) points to;
    /// an lvalue.
    MemberAt { object: ExprId, offset: ExprId },
    /// `base.f` for a bit-field `f`: a glvalue of `f`'s declared type whose `width` bits start
    /// `bit` bits after the start of the class object `base` (a glvalue of record type).
    /// Codegen reads it with a load, shift and mask (sign-extended for a signed type) and
    /// writes it with a read-modify-write; it has no address.
    BitField { base: ExprId, bit: u64, width: u32 },
    /// The value of a run of bit-fields' storage (an unnamed byte array) in aggregate
    /// initialization: zero bytes, then each `(bit, width, value)` written at its bit offset
    /// from the storage's start; the values have the bit-fields' types.
    BitFieldInit { values: Vec<(u64, u32, ExprId)> },
    /// `&C::f` for a non-virtual member function: a prvalue pointer to member function.
    MethodPtr(FnId),
    /// `obj.*pmf`, `ptr->*pmf`: a member function bound to an object (`object`, a pointer
    /// prvalue), which can only be called; calls.rs turns the call into `Callee::MemberFn`.
    BoundMemberFn { object: ExprId, pmf: ExprId },
    /// `base[index]` with `base` a pointer prvalue and `index` an integer prvalue.
    Index { base: ExprId, index: ExprId },
    /// GNU `__real__ z` / `__imag__ z` (`imag`) of a complex operand: an lvalue when the
    /// operand is one (the part in place), else the part's value.
    ComplexPart { operand: ExprId, imag: bool },
    ImplicitCast { kind: CastKind, operand: ExprId },
    ExplicitCast { style: CastStyle, kind: CastKind, operand: ExprId },
    /// Brace initialization of an array or aggregate record: one element per array element or
    /// field, in order; trailing elements not written are zero-initialized (`len` says how many
    /// elements the object has).
    InitList { elems: Vec<ExprId>, len: u64 },
    /// Zero-initialization of an object of the expression's type (`T()`, `T{}`, missing
    /// aggregate elements).
    ZeroInit,
    /// `k<<<grid, block, shmem, stream>>>(args)`: grid and block converted to `dim3`-like
    /// operands (NVIDIA's `dim3` or `unsigned int`), shmem to `unsigned long`, stream to a pointer.
    Launch {
        kernel: FnId,
        grid: ExprId,
        block: ExprId,
        shmem: Option<ExprId>,
        stream: Option<ExprId>,
        args: Vec<ExprId>,
    },
    /// `throw e` (the operand a prvalue, or a glvalue of record type) or `throw` (rethrow):
    /// a void prvalue. Device targets reject it where it is ODR-used; the host has no C++
    /// exception runtime yet.
    Throw(Option<ExprId>),
    /// `T(args)` through constructor `ctor`: a prvalue of record type that codegen builds in
    /// place (the object's address is the constructor's `this`). `args` are converted.
    Construct { ctor: FnId, args: Vec<ExprId> },
    /// Initializes the object designated by glvalue `place` from `init` (a constructor's
    /// member initializers and default member initializers); a `void` prvalue.
    InitAt { place: ExprId, init: ExprId },
    /// `new T(init)`, `new T[count]`, `new (placement) T(init)`: the storage (from `malloc`, or
    /// the placement address) initialized by `init` (one object), or `count` objects each
    /// initialized by `init` (a default initialization, or none); a prvalue `T*`.
    /// `alloc`: the class's own `operator new` / `operator new[]` (static member), else `malloc`.
    New { elem: TypeId, count: Option<ExprId>, placement: Option<ExprId>, init: Option<ExprId>, list: Vec<ExprId>, alloc: Option<FnId> },
    /// `delete p`, `delete[] p`: unless `p` is null, runs `dtor` (through vtable slot
    /// `virtual_slot` when the destructor is virtual) and frees the storage; `void`.
    /// `dealloc`: the class's own `operator delete` / `operator delete[]`, else `free`.
    Delete { operand: ExprId, dtor: Option<FnId>, virtual_slot: Option<u32>, array: bool, dealloc: Option<FnId> },
    /// Stores the address of the class's vtable in the object `this` points to (constructors
    /// after their bases, destructors first); a `void` prvalue.
    InitVPtr(RecordId),
    /// The virtual base `base` of glvalue `object` (whose class has it as a virtual base): its
    /// address is the object's plus the vbase offset read from the object's vtable; a glvalue.
    VirtualBase { object: ExprId, base: RecordId },
    /// Constructs or destroys a virtual base subobject (`expr`): run only by the
    /// complete-object variant of a constructor or destructor (`C1`/`D1`); a `void` prvalue.
    CompleteObjectOnly(ExprId),
    /// Stands for an expression that failed to check.
    Error,
}

/// A handler of a `try` block: `catch (T e) { ... }` (`var` the exception object, which may be
/// unnamed) or `catch (...) { ... }` (`var` is `None`).
#[derive(Debug)]
pub struct Handler {
    /// The exception declaration's variable (unnamed ones too); `None` for `catch (...)`.
    pub var: Option<VarId>,
    /// For a handler variable that is neither a reference nor a pointer: a hidden reference to
    /// the caught object, from which `var`'s initializer copies it.
    pub caught: Option<VarId>,
    pub body: StmtId,
    pub span: Span,
}

#[derive(Debug)]
pub enum Stmt {
    Compound(Vec<StmtId>),
    Expr(ExprId),
    /// Local variable declarations (their initializers are in `VarDecl::init`).
    Decl(Vec<VarId>),
    If { cond: ExprId, then: StmtId, els: Option<StmtId> },
    /// `@codegen if (pred) then else els`: both branches checked, the predicate a codegen
    /// expression; each target's codegen lowers only the taken branch.
    CodegenIf { pred: ExprId, then: StmtId, els: Option<StmtId> },
    While { cond: ExprId, body: StmtId },
    DoWhile { body: StmtId, cond: ExprId },
    For { init: Option<StmtId>, cond: Option<ExprId>, inc: Option<ExprId>, body: StmtId },
    /// `switch`: `cond` is promoted; `cases` lists every case label's folded value and
    /// statement, `default` the default label's statement.
    Switch { cond: ExprId, body: StmtId, cases: Vec<(i128, StmtId)>, default: Option<StmtId> },
    Case { value: i128, body: StmtId },
    Default { body: StmtId },
    Break,
    Continue,
    Return(Option<ExprId>),
    /// `name: body`; `label` numbers the function's labels from 0 (what `Goto` names).
    Label { label: u32, name: Name, body: StmtId },
    /// `goto name;` to label number `label` of the same function.
    Goto { label: u32, name: Name, span: Span },
    /// `try body handlers...` (also a function-try-block as a function body): codegen lowers
    /// only `body`; the handlers are checked but never lowered and ODR-use nothing.
    Try { body: StmtId, handlers: Vec<Handler> },
    /// `asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));`: GNU inline assembly, checked.
    Asm(Box<AsmStmt>),
    Null,
}

/// A checked `asm` statement. The template is split into text and operand references, each
/// constraint is parsed and its letters known to some target; each target's codegen checks the
/// letters against its own instruction set and writes LLVM's inline-asm call.
#[derive(Clone, Debug)]
pub struct AsmStmt {
    /// `asm volatile`, or no outputs (GCC treats such a statement as volatile): never removed.
    pub volatile: bool,
    pub template: Vec<AsmPiece>,
    /// Modifiable lvalues, numbered from 0 in the template.
    pub outputs: Vec<AsmOperand>,
    /// Numbered after the outputs: prvalues, or lvalues for memory-only constraints; an
    /// immediate (`n`) input is its folded value (`ExprKind::IntLit`).
    pub inputs: Vec<AsmOperand>,
    /// `"memory"`, `"cc"`, register names as written, with their spans.
    pub clobbers: Vec<(String, Span)>,
    pub span: Span,
}

/// A part of an `asm` template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AsmPiece {
    /// Literal text (`%%` is already `%`; `%{`, `%|`, `%}` are already `{`, `|`, `}`).
    Text(String),
    /// `%2`, `%[name]`, `%k2`: the operand of that number (outputs first), with GCC's operand
    /// modifier letter if any.
    Operand { index: u32, modifier: Option<char> },
    /// `%=`: a number unique to each instance of the statement in the output.
    UniqueId,
    /// An unescaped `{`, `|` or `}` of an extended template: GCC's assembler-dialect
    /// alternatives on targets that have dialects (x86), plain text elsewhere (PTX's blocks).
    Dialect(char),
}

/// One operand of an `asm` statement.
#[derive(Clone, Debug)]
pub struct AsmOperand {
    pub constraint: AsmConstraint,
    pub expr: ExprId,
    /// The constraint string's span (diagnostics point at it).
    pub span: Span,
}

/// A parsed constraint: `"=&r"` is an output, early-clobber, letters `r`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmConstraint {
    /// The letters (the alternatives), modifiers removed: `r`, `rm`, `h`, `a`.
    pub letters: String,
    /// `+`: an output that is also read.
    pub read_write: bool,
    /// `&`: written before the inputs are all read.
    pub early_clobber: bool,
    /// An input written as a number (`"0"`): it shares the register of that output.
    pub tied: Option<u32>,
}

impl Program {
    pub fn expr(&self, e: ExprId) -> &Expr {
        &self.exprs[e]
    }
    pub fn stmt(&self, s: StmtId) -> &Stmt {
        &self.stmts[s]
    }
    /// Size and alignment in bytes of a complete type (LP64); `None` for `void`, functions,
    /// unsized arrays and incomplete records. References count as pointers.
    pub fn size_align(&self, ty: TypeId) -> Option<(u64, u64)> {
        let rec = |r: RecordId| self.records[r].layout.as_ref().map(|l| (l.size, l.align));
        let under = |e: EnumId| self.enums[e].underlying;
        super::layout::size_align(&self.types, ty, &rec, &under)
    }
    /// The C++ spelling of a type (`const char *`), for messages.
    pub fn type_name(&self, names: &crate::intern::Interner, ty: TypeId) -> String {
        super::resolve_types::type_to_string(self, names, ty)
    }
}

impl FnDecl {
    /// Inline in any way (explicit, in-class, template instance, constexpr): codegen gives it
    /// `linkonce_odr` linkage.
    pub fn is_inline(&self) -> bool {
        self.inline != Inline::No
    }
}
