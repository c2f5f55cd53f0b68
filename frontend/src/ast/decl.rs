//! Declarations: variables, functions and their parameters, fields, aliases, namespaces, linkage
//! specifications, classes, enums, templates and their parameters, `static_assert`, access
//! specifiers, friends, and Circle's `@meta` declarations. Decl-specifiers (storage class,
//! `constexpr`, `inline`, CUDA tags, `@codegen`, `alignas`) are gathered in one [`DeclSpec`].

use super::{Access, ExprId, FnSig, PathId, StmtId, TagKind, TypeExprId};
use crate::intern::Name;
use crate::source::Span;

/// A declaration.
#[derive(Clone, Debug)]
pub struct Decl {
    pub kind: DeclKind,
    /// The whole declaration (for `int a, b;` each declarator's decl spans from its name to
    /// the end of its initializer; the shared specifiers are in the type node's span).
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum DeclKind {
    /// `int x = 1;`, `static __shared__ float tile[32];`, `extern "C" int errno;`,
    /// `@codegen const bool volta = __nvvm_arch >= 70;`, `int S::count = 0;`
    Var(VarDecl),
    /// `int f(int a, int b = 2);`, `__global__ void k(float* p) { ... }`,
    /// `S() = default;`, `virtual ~S();`, `S::S(int x) : x(x) {}`, `operator bool() const;`
    Function(Box<FunctionDecl>),
    /// A function parameter: `int a`, `const T& = T()`, `Ts... args`, `int (*cb)(int)`
    Param(ParamDecl),
    /// A non-static data member: `int x;`, `unsigned flags : 3;`, `int y = 4;`
    Field(FieldDecl),
    /// `typedef int I;` or `using I = int;` (also the inner decl of an alias template)
    Alias(AliasDecl),
    /// `namespace ns { ... }`, `inline namespace v1 { ... }`, `namespace { ... }`
    Namespace(NamespaceDecl),
    /// `namespace fs = std::filesystem;`
    NamespaceAlias { name: Name, target: PathId },
    /// `using namespace ns;`
    UsingDirective(PathId),
    /// `using ns::f;`, `using typename Base::type;`, `using Base::Base;`, and with `pack`
    /// `using Bs::operator()...;`
    UsingDecl { path: PathId, typename_kw: bool, pack: bool },
    /// `extern "C" { ... }` or `extern "C" int f();` (`braced` tells the two apart)
    LinkageSpec { lang: Name, braced: bool, decls: Vec<super::DeclId> },
    /// `struct S : B { ... };`, `class C;`, `union U { ... }`, `template<> struct X<int> { ... }`
    Record(RecordDecl),
    /// `enum E : short { A, B = 2 };`, `enum class Color { Red };`, `enum class E : int;`
    Enum(EnumDecl),
    /// `A` or `B = 2` inside an enum body
    Enumerator { name: Name, value: Option<ExprId> },
    /// `template<class T, int N = 4> ...` wrapping the declaration it parameterizes; an
    /// explicit specialization `template<> ...` has no parameters.
    Template(TemplateDecl),
    /// `template struct X<int>;`, `extern template void f<int>(int);` (explicit instantiation)
    ExplicitInstantiation { inner: super::DeclId, extern_kw: bool },
    /// `class T`, `typename... Ts`, `typename U = int` in a template parameter list
    TypeParam(TypeParamDecl),
    /// `int N`, `bool B = true`, `auto V`, `int... Ns` in a template parameter list
    NonTypeParam(NonTypeParamDecl),
    /// `template<class> class TT` in a template parameter list
    TemplateTemplateParam(TemplateTemplateParamDecl),
    /// `static_assert(cond, "message");` or `static_assert(cond);`
    StaticAssert { cond: ExprId, message: Option<ExprId> },
    /// `public:` inside a class body
    AccessSpec(Access),
    /// `friend class X;`, `friend void f(S&);`, `friend struct Y;`
    Friend(FriendTarget),
    /// Circle's `@meta` before a declaration: `@meta int i = 0;` (sema may reject it)
    Meta(super::DeclId),
    /// Circle's `@meta` before a statement at namespace or class scope: `@meta printf(...);`
    MetaStmt(super::StmtId),
    /// A lone `;` at namespace or class scope
    Empty,
    /// A declaration that failed to parse; an error was reported.
    Error,
}

/// The decl-specifiers that are not part of the type: storage class, function specifiers,
/// CUDA execution-space and memory-space tags, Circle's `@codegen`, `alignas`.
#[derive(Clone, Debug, Default)]
pub struct DeclSpec {
    pub storage: Storage,
    pub flags: SpecFlags,
    /// `__launch_bounds__(max_threads, min_blocks)`
    pub launch_bounds: Option<LaunchBounds>,
    /// `alignas(16)` or `alignas(T)`; several are allowed, the strictest wins.
    pub alignas: Vec<AlignSpec>,
    /// `extern "C"` written directly on this declaration (not via an enclosing linkage block).
    pub extern_c: bool,
    /// `__attribute__((packed))` (applies to a class: its members get alignment 1).
    pub packed: bool,
    /// `asm("symbol")` after the declarator (GNU's asm label): the symbol to use instead of the
    /// mangled name.
    pub asm_label: Option<Name>,
    /// `__attribute__((alias("symbol")))`: the declared function is another name of `symbol`.
    pub alias: Option<(Name, Span)>,
    /// `__attribute__((weak))`: a weak definition, or a declaration that may stay undefined.
    pub weak: bool,
    /// `__grid_constant__` (`__attribute__((grid_constant))`) on a kernel parameter.
    pub grid_constant: bool,
    /// `__cluster_dims__(x, y, z)` (`__attribute__((cluster_dims(...)))`) on a kernel.
    pub cluster_dims: Option<ClusterDims>,
}

/// `__cluster_dims__(x, y, z)`: a kernel's thread-block cluster shape (one to three sizes).
#[derive(Clone, Debug)]
pub struct ClusterDims {
    pub dims: Vec<ExprId>,
    pub span: Span,
}

impl DeclSpec {
    /// Adds what GNU attributes written elsewhere on the same declaration give (after the
    /// declarator-id, an asm label): flags, alignment, packing, launch bounds, the label.
    pub fn merge(&mut self, other: DeclSpec) {
        self.flags.set(other.flags.0);
        self.alignas.extend(other.alignas);
        self.packed |= other.packed;
        if self.launch_bounds.is_none() {
            self.launch_bounds = other.launch_bounds;
        }
        if other.asm_label.is_some() {
            self.asm_label = other.asm_label;
        }
        if other.alias.is_some() {
            self.alias = other.alias;
        }
        self.weak |= other.weak;
        self.grid_constant |= other.grid_constant;
        if other.cluster_dims.is_some() {
            self.cluster_dims = other.cluster_dims;
        }
    }

    /// Whether it holds anything (a `DeclSpec` of attributes found somewhere).
    pub fn is_empty(&self) -> bool {
        self.flags.0 == 0
            && self.alignas.is_empty()
            && !self.packed
            && self.launch_bounds.is_none()
            && self.asm_label.is_none()
            && !self.weak
            && self.alias.is_none()
            && !self.grid_constant
            && self.cluster_dims.is_none()
    }
}

/// The storage class specifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Storage {
    #[default]
    None,
    /// `static`
    Static,
    /// `extern`
    Extern,
    /// `register` (accepted and ignored)
    Register,
    /// `mutable` (on a field)
    Mutable,
}

/// Function specifiers, `constexpr`, `thread_local`, CUDA tags and `@codegen`, as a bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SpecFlags(pub u32);

impl SpecFlags {
    pub const INLINE: u32 = 1 << 0;
    pub const CONSTEXPR: u32 = 1 << 1;
    pub const VIRTUAL: u32 = 1 << 2;
    pub const EXPLICIT: u32 = 1 << 3;
    pub const FRIEND: u32 = 1 << 4;
    pub const THREAD_LOCAL: u32 = 1 << 5;
    /// Circle's `@codegen` object declaration.
    pub const CODEGEN: u32 = 1 << 6;
    /// `__global__`
    pub const GLOBAL: u32 = 1 << 7;
    /// `__device__` (on a function: device execution space; on a variable: device memory)
    pub const DEVICE: u32 = 1 << 8;
    /// `__host__`
    pub const HOST: u32 = 1 << 9;
    /// `__shared__`
    pub const SHARED: u32 = 1 << 10;
    /// `__constant__`
    pub const CONSTANT: u32 = 1 << 11;
    /// `__managed__`
    pub const MANAGED: u32 = 1 << 12;
    /// `__forceinline__`
    pub const FORCEINLINE: u32 = 1 << 13;
    /// `__noinline__`
    pub const NOINLINE: u32 = 1 << 14;
    /// `typedef` (only seen while parsing; typedefs become [`DeclKind::Alias`])
    pub const TYPEDEF: u32 = 1 << 15;
    /// `final` after a virtual function's declarator
    pub const FINAL: u32 = 1 << 16;
    /// `override` after a virtual function's declarator
    pub const OVERRIDE: u32 = 1 << 17;
    /// `__attribute__((cudart_builtin))` (NVIDIA's `__cudart_builtin__`): a runtime API function
    /// device code may call too, through the CUDA device runtime.
    pub const CUDART_BUILTIN: u32 = 1 << 18;

    pub fn has(self, flag: u32) -> bool {
        self.0 & flag != 0
    }
    pub fn set(&mut self, flag: u32) {
        self.0 |= flag;
    }
}

/// `__launch_bounds__(max_threads_per_block, min_blocks_per_sm)`
#[derive(Clone, Copy, Debug)]
pub struct LaunchBounds {
    pub max_threads: ExprId,
    pub min_blocks: Option<ExprId>,
    pub span: Span,
}

/// The operand of `alignas`.
#[derive(Clone, Copy, Debug)]
pub enum AlignSpec {
    /// `alignas(16)`
    Expr(ExprId),
    /// `alignas(double)`
    Type(TypeExprId),
}

/// An initializer.
#[derive(Clone, Debug)]
pub enum Init {
    /// `= expr` or `= { ... }` (the braced list is an [`super::ExprKind::InitList`])
    Assign(ExprId),
    /// `(a, b)` (direct initialization)
    Paren(Vec<ExprId>),
    /// `{a, b}` (direct-list-initialization; an [`super::ExprKind::InitList`])
    Brace(ExprId),
}

/// A variable, or a static data member.
#[derive(Clone, Debug)]
pub struct VarDecl {
    /// The declared name; qualified for out-of-line static member definitions (`int S::n = 0;`).
    pub name: PathId,
    pub ty: TypeExprId,
    pub spec: DeclSpec,
    pub init: Option<Init>,
}

/// A function or member function declaration or definition.
#[derive(Clone, Debug)]
pub struct FunctionDecl {
    /// `f`, `S::f`, `operator+`, `~S`, `S::S`, `operator int`
    pub name: PathId,
    pub spec: DeclSpec,
    pub sig: FnSig,
    /// Constructor member initializers: `: x(1), Base{2}`.
    pub ctor_inits: Vec<MemInit>,
    pub body: FnBody,
}

/// What follows a function declarator.
#[derive(Clone, Copy, Debug)]
pub enum FnBody {
    /// `;` (a declaration only)
    None,
    /// `{ ... }` (a compound statement)
    Block(StmtId),
    /// `try { ... } catch (...) { ... }` as a function body (a [`super::StmtKind::Try`])
    TryBlock(StmtId),
    /// `= default;`
    Default,
    /// `= delete;`
    Delete,
    /// `= 0;` (pure virtual)
    Pure,
}

/// One constructor member initializer: `x(1)`, `Base{2}`, `Ts(args)...`
#[derive(Clone, Debug)]
pub struct MemInit {
    /// A member name or a base class (possibly a template-id).
    pub target: PathId,
    pub init: Init,
    pub pack_expansion: bool,
    pub span: Span,
}

/// A function parameter.
#[derive(Clone, Debug)]
pub struct ParamDecl {
    pub name: Option<Name>,
    pub ty: TypeExprId,
    pub default: Option<ExprId>,
    /// `Ts... args` (a function parameter pack).
    pub pack: bool,
    /// Decl-specifiers written on the parameter (`register`, CUDA tags on lambdas' params).
    pub spec: DeclSpec,
}

/// A non-static data member.
#[derive(Clone, Debug)]
pub struct FieldDecl {
    /// `None` for an unnamed bit-field (`int : 3;`).
    pub name: Option<Name>,
    pub ty: TypeExprId,
    /// `: width`
    pub bit_width: Option<ExprId>,
    /// A default member initializer (`= 4` or `{4}`).
    pub init: Option<Init>,
    pub spec: DeclSpec,
}

/// `typedef T name;` or `using name = T;`
#[derive(Clone, Debug)]
pub struct AliasDecl {
    pub name: Name,
    pub ty: TypeExprId,
    /// Spelled `using name = T` rather than `typedef`.
    pub using: bool,
    /// The class or enum the type defines (`using token = struct {};`), declared with the alias.
    pub defines: Option<super::DeclId>,
}

#[derive(Clone, Debug)]
pub struct NamespaceDecl {
    /// `None` for an anonymous namespace.
    pub name: Option<Name>,
    pub inline: bool,
    pub decls: Vec<super::DeclId>,
}

/// A class, struct or union (definition or forward declaration).
#[derive(Clone, Debug)]
pub struct RecordDecl {
    pub tag: TagKind,
    /// `None` for an anonymous struct/union; a template-id for a specialization
    /// (`struct X<int>`); qualified for an out-of-line nested class (`struct S::Inner {}`).
    pub name: Option<PathId>,
    pub bases: Vec<BaseSpec>,
    /// `None` for a forward declaration (`struct S;`), else the members in order, including
    /// [`DeclKind::AccessSpec`] markers.
    pub members: Option<Vec<super::DeclId>>,
    /// `final` after the class name.
    pub is_final: bool,
    pub alignas: Vec<AlignSpec>,
    /// `__attribute__((packed))` before the name or after the closing brace.
    pub packed: bool,
    /// The `#pragma pack(N)` in effect where the class is defined: its members' alignment is
    /// at most N.
    pub pack: Option<u32>,
}

/// A base class: `public B`, `virtual private ns::C<int>`, `Bs...`
#[derive(Clone, Debug)]
pub struct BaseSpec {
    pub access: Option<Access>,
    pub is_virtual: bool,
    pub ty: TypeExprId,
    pub pack_expansion: bool,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct EnumDecl {
    /// `None` for an anonymous enum; qualified for `enum class S::E { ... }`.
    pub name: Option<PathId>,
    /// `enum class` or `enum struct`.
    pub scoped: bool,
    /// `: short`
    pub underlying: Option<TypeExprId>,
    /// `None` for an opaque declaration (`enum class E : int;`); else the
    /// [`DeclKind::Enumerator`]s in order.
    pub enumerators: Option<Vec<super::DeclId>>,
}

/// `template<params> inner`
#[derive(Clone, Debug)]
pub struct TemplateDecl {
    /// [`DeclKind::TypeParam`], [`DeclKind::NonTypeParam`] or
    /// [`DeclKind::TemplateTemplateParam`] declarations; empty for `template<>`.
    pub params: Vec<super::DeclId>,
    /// The templated declaration: a function, class, variable, alias or nested template.
    pub inner: super::DeclId,
}

/// `class T`, `typename... Ts`, `typename U = int`
#[derive(Clone, Debug)]
pub struct TypeParamDecl {
    pub name: Option<Name>,
    pub pack: bool,
    pub default: Option<TypeExprId>,
}

/// `int N`, `bool B = true`, `int... Ns`
#[derive(Clone, Debug)]
pub struct NonTypeParamDecl {
    pub name: Option<Name>,
    pub ty: TypeExprId,
    pub pack: bool,
    pub default: Option<ExprId>,
}

/// `template<class> class TT = std::vector`
#[derive(Clone, Debug)]
pub struct TemplateTemplateParamDecl {
    pub name: Option<Name>,
    pub params: Vec<super::DeclId>,
    pub pack: bool,
    pub default: Option<PathId>,
}

/// What a `friend` declaration befriends.
#[derive(Clone, Copy, Debug)]
pub enum FriendTarget {
    /// `friend class X;`, `friend T;`
    Type(TypeExprId),
    /// `friend void f(S&);`, `friend bool operator==(S, S) { ... }`
    Decl(super::DeclId),
}
