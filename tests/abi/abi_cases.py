"""The handwritten cases of the kernel-parameter ABI oracle, one per parameter kind.

A case is a category, a name (the kernel becomes `k_<name>`), the declarations it needs (type
names are unique across all cases, so every case of a category shares one source file) and the
kernel's parameter list. `xfail` names an entry of KNOWN_FAILURES.md when circlec is known to
lower the case differently from clang; the oracle then expects it to fail and reports it when
it starts to pass.

`LIMIT_CASES` check the size limit of a kernel's parameters (4,096 bytes before sm_70, 32,764
bytes on sm_70 and later): a kernel that fits is compared with clang, one that does not must be
rejected by circlec with an error naming the kernel, the size and the sm.
"""


class Case:
    def __init__(self, category, name, params, decls="", xfail=None):
        self.category = category
        self.name = name
        self.params = params
        self.decls = decls
        self.xfail = xfail

    @property
    def kernel(self):
        return "k_" + self.name

    def source(self):
        return "%s\n__global__ void %s(%s) {}\n" % (self.decls, self.kernel, self.params)


def _scalar_cases():
    ints = [
        ("bool", "bool"), ("char", "char"), ("schar", "signed char"), ("uchar", "unsigned char"),
        ("short", "short"), ("ushort", "unsigned short"), ("int", "int"), ("uint", "unsigned"),
        ("long", "long"), ("ulong", "unsigned long"), ("llong", "long long"),
        ("ullong", "unsigned long long"), ("const_int", "const int"), ("typedef_int", "Int32"),
        ("using_uchar", "UByte"), ("char16", "char16_t"), ("char32", "char32_t"), ("wchar", "wchar_t"),
    ]
    decls = "typedef int Int32;\nusing UByte = unsigned char;\n"
    out = [Case("integers", n, "%s x" % t, decls if n in ("typedef_int", "using_uchar") else "") for n, t in ints]
    out += [
        Case("integers", "all_small", "bool a, char b, short c, bool d, unsigned short e, signed char f"),
        Case("floating", "float", "float x"),
        Case("floating", "double", "double x"),
        Case("floating", "mixed", "float a, double b, float c, int d, double e"),
    ]
    return out


def _pointer_cases():
    d = "struct PtrS { int a; double b; };\nstruct PtrIncomplete;\nvoid ptr_fn(int);\n"
    return [
        Case("pointers", "int_ptr", "int* p", d),
        Case("pointers", "const_char_ptr", "const char* p", d),
        Case("pointers", "void_ptr", "void* p", d),
        Case("pointers", "struct_ptr", "PtrS* p", d),
        Case("pointers", "incomplete_ptr", "PtrIncomplete* p", d),
        Case("pointers", "ptr_ptr", "float** p", d),
        Case("pointers", "restrict_ptr", "int* __restrict__ p, const int* __restrict__ q", d),
        Case("pointers", "array_param", "int a[4], double b[]", d),
        Case("pointers", "fn_ptr", "void (*f)(int)", d),
        Case("pointers", "nullptr_t", "decltype(nullptr) p", d),
        Case("references", "int_ref", "int& r", d),
        Case("references", "const_struct_ref", "const PtrS& r", d),
        Case("references", "struct_ref", "PtrS& r", d),
        Case("references", "rvalue_ref", "int&& r", d),
        Case("references", "double_ref_mixed", "char c, double& r, short s", d),
    ]


def _enum_cases():
    d = (
        "enum EPlain { EP_A, EP_B };\n"
        "enum ENeg { EN_A = -5, EN_B = 5 };\n"
        "enum EBig { EB_A = 0x100000000LL };\n"
        "enum EU8 : unsigned char { EU8_A };\n"
        "enum class ES16 : short { A };\n"
        "enum class EScoped { A, B };\n"
        "enum class EU64 : unsigned long long { A };\n"
        "enum class EBool : bool { F, T };\n"
        "enum class EChar : char { A };\n"
    )
    names = ["EPlain", "ENeg", "EBig", "EU8", "ES16", "EScoped", "EU64", "EBool", "EChar"]
    out = [Case("enums", "enum_%s" % n.lower(), "%s e" % n, d) for n in names]
    out.append(Case("enums", "enum_mixed", "EU8 a, EU64 b, ES16 c, EPlain d", d))
    return out


def _int128_cases():
    d = "struct I128S { char c; __int128 q; };\n"
    d += "struct I128A { __int128 q; char c; };\nstruct I128B { I128A a[2]; };\n"
    return [
        Case("int128", "i128", "__int128 q", d),
        Case("int128", "u128", "unsigned __int128 q", d),
        Case("int128", "i128_after_char", "char c, __int128 q, char d", d),
        Case("int128", "i128_in_struct", "I128S s", d),
        Case("int128", "i128_struct_array_then_int", "I128B s, int z", d),
        Case("int128", "i128_struct_array_alone", "I128B s", d),
    ]


STRUCT_DECLS = """
struct SOne { char c; };
struct SPad { char a; double b; int c; };
struct STail { int i; char c; };
struct SDouble { double d; };
struct SBool { bool a, b, c; };
struct SShorts { short a; char b; short c; };
struct SPtr { int* p; char c; };
enum SEnumE { SEA, SEB };
struct SEnum { SEnumE e; char c; };
struct SFloat4 { float x, y, z, w; };
struct SEmpty {};
struct SEmptyMember { SEmpty e; int x; };
struct SArr { short s[3]; char c; };
struct SArr2D { char g[3][5]; int x; };
struct SArrStruct { SPad p[3]; char c; };
struct SNest { SArr a; SPad p; char z; };
struct SNest3 { SNest n; SOne o; STail t[2]; };
union UBasic { int a; double b; char c[3]; };
union UStruct { SPad p; char c[30]; };
union UChar { char a; bool b; };
struct SUnion { char c; UBasic u; };
class CPrivate { int a; char b; public: int get() const { return a + b; } };
struct SMethods { int v; __device__ int twice() const { return 2 * v; } };
struct SConst { const int a; char b; };
struct SLarge { double d[256]; int tail; };
struct SLarge4000 { char c[4000]; };
struct SManyFields { char a; int b; char c; long long d; char e; short f; char g; float h; char i; double j; };
"""

ALIGN_DECLS = """
struct alignas(16) A16 { int x; };
struct alignas(8) A8Char { char c; };
struct alignas(32) A32 { double d; char c; };
struct alignas(64) A64 { int x[3]; };
struct AMember { char c; alignas(16) int x; };
struct AMember8 { alignas(8) char c; short s; };
struct ANest { char c; A16 a; };
struct AArr { A8Char a[3]; };
struct __attribute__((aligned(16))) AAttr { float x, y, z, w; };
union alignas(16) AUnion { int a; char c; };
"""


def _struct_cases():
    s = STRUCT_DECLS
    out = [
        Case("structs", "one_char", "SOne s", s),
        Case("structs", "padding", "SPad s", s),
        Case("structs", "tail_padding", "STail s", s),
        Case("structs", "one_double", "SDouble s", s),
        Case("structs", "bools", "SBool s", s),
        Case("structs", "shorts", "SShorts s", s),
        Case("structs", "with_pointer", "SPtr s", s),
        Case("structs", "with_enum", "SEnum s", s),
        Case("structs", "float4_plain", "SFloat4 s", s),
        Case("structs", "const_member", "SConst s", s),
        Case("structs", "many_fields", "SManyFields s", s),
        Case("structs", "private_class", "CPrivate s", s),
        Case("structs", "with_methods", "SMethods s", s),
        Case("structs", "const_struct", "const SPad s", s),
        Case("structs", "struct_and_scalars", "char c, SPad s, short t, SOne o, double d", s),
        Case("empty", "empty", "SEmpty e", s),
        Case("empty", "empty_between", "int a, SEmpty e, int b", s),
        Case("empty", "empty_member", "SEmptyMember e", s),
        Case("arrays", "array_member", "SArr s", s),
        Case("arrays", "array_2d", "SArr2D s", s),
        Case("arrays", "array_of_structs", "SArrStruct s", s),
        Case("nested", "nested", "SNest s", s),
        Case("nested", "nested3", "SNest3 s", s),
        Case("unions", "union_basic", "UBasic u", s),
        Case("unions", "union_struct", "UStruct u", s),
        Case("unions", "union_char", "UChar u", s),
        Case("unions", "struct_with_union", "SUnion s", s),
        Case("large", "large_2k", "SLarge s", s),
        Case("large", "large_4000_and_int", "SLarge4000 s, int x", s),
    ]
    a = ALIGN_DECLS
    out += [
        Case("alignas", "alignas16", "A16 a", a),
        Case("alignas", "alignas8_char", "A8Char a", a),
        Case("alignas", "alignas32", "A32 a", a),
        Case("alignas", "alignas64", "A64 a", a),
        Case("alignas", "alignas_member", "AMember a", a),
        Case("alignas", "alignas_member8", "AMember8 a", a),
        Case("alignas", "alignas_nested", "ANest a", a),
        Case("alignas", "alignas_array", "AArr a", a),
        Case("alignas", "attribute_aligned", "AAttr a", a),
        Case("alignas", "alignas_union", "AUnion a", a),
    ]
    f = "struct FBase { int a; };\nstruct FDerived : FBase { char c; };\n"
    f += "template <class T, class U> struct FPair { T a; U b; };\n"
    out += [
        Case("frontend-limits", "derived", "FDerived d", f),
        Case("frontend-limits", "class_template", "FPair<char, double> p", f),
        Case("frontend-limits", "anonymous_enum_member", "FAnonEnum s", "struct FAnonEnum { enum { FA, FB } e; char c; };\n"),
    ]
    out += _class_cases()
    return out


def _class_cases():
    """Classes with user-written constructors and destructors: kernels take them `byval` like
    any record; device functions return those that are not trivial for calls (a user-written
    copy or move constructor or destructor) through a hidden `sret` pointer."""
    c = (
        "struct CCtor { int a; __host__ __device__ CCtor() : a(0) {} __host__ __device__ CCtor(int v) : a(v) {} };\n"
        "struct CCopy { int a; double b; __host__ __device__ CCopy() {} __host__ __device__ CCopy(const CCopy &o) : a(o.a), b(o.b) {} };\n"
        "struct CDtor { char c; int a; __host__ __device__ ~CDtor() {} };\n"
        "struct CMove { long a; __host__ __device__ CMove() {} __host__ __device__ CMove(CMove &&o) : a(o.a) {} };\n"
        "struct CBoth : CCtor { short s; __host__ __device__ ~CBoth() {} };\n"
        "struct CMember { char c; CDtor d; };\n"
    )
    return [
        Case("classes", "class_ctor", "CCtor c", c),
        Case("classes", "class_copy", "CCopy c", c),
        Case("classes", "class_dtor", "CDtor c", c),
        Case("classes", "class_move", "CMove c", c),
        Case("classes", "class_base_dtor", "int x, CBoth c, char y", c),
        Case("classes", "class_member_dtor", "CMember m", c),
    ]


# Cases whose type clang 19 cannot return from a device function (it crashes in NVPTX
# instruction selection), so the oracle has no answer for `r_<name>`.
CLANG_CRASHES_RETURNING = {"i128_struct_array_alone"}


def all_cases():
    return _scalar_cases() + _pointer_cases() + _enum_cases() + _int128_cases() + _struct_cases()


class LimitCase:
    """A kernel whose parameters total `size` bytes, compiled for one sm; `ok` when it fits."""

    def __init__(self, name, decls, params, size, sm, ok, xfail=None):
        self.category = "param-limit"
        self.name = name
        self.decls = decls
        self.params = params
        self.size = size
        self.sm = sm
        self.ok = ok
        self.xfail = xfail

    @property
    def kernel(self):
        return "k_" + self.name

    def source(self):
        return "%s\n__global__ void %s(%s) {}\n" % (self.decls, self.kernel, self.params)


LIMIT_DECLS = """
struct L4096 { char c[4096]; };
struct L4097 { char c[4097]; };
struct L4088 { double d[511]; };
struct L4096D { double d[512]; };
struct L32764 { char c[32764]; };
struct L32765 { char c[32765]; };
"""

MANY_LARGE_DECLS = """
struct SLarge { double d[256]; int tail; };
struct SLarge4000 { char c[4000]; };
"""

LIMIT_CASES = [
    LimitCase("fits_4096_sm52", LIMIT_DECLS, "L4096 s", 4096, "52", True),
    LimitCase("over_4097_sm52", LIMIT_DECLS, "L4097 s", 4097, "52", False),
    LimitCase("padded_fits_sm52", LIMIT_DECLS, "char c, L4088 s", 4096, "52", True),
    LimitCase("padded_over_sm52", LIMIT_DECLS, "char c, L4096D s", 4104, "52", False),
    LimitCase("split_over_sm52", LIMIT_DECLS, "L4096 s, char c", 4097, "52", False),
    LimitCase("over_4097_sm70", LIMIT_DECLS, "L4097 s", 4097, "70", True),
    LimitCase("fits_32764_sm70", LIMIT_DECLS, "L32764 s", 32764, "70", True),
    LimitCase("over_32765_sm70", LIMIT_DECLS, "L32765 s", 32765, "70", False),
    LimitCase("split_over_sm70", LIMIT_DECLS, "L32764 s, char c", 32765, "70", False),
    LimitCase("over_32764_sm52", LIMIT_DECLS, "L32764 s", 32764, "52", False),
    # Two large structs: 2,056 + 4,000 bytes (the `large` category's types).
    LimitCase("many_large_sm52", MANY_LARGE_DECLS, "SLarge a, SLarge4000 c", 6056, "52", False),
    LimitCase("many_large_sm70", MANY_LARGE_DECLS, "SLarge a, SLarge4000 c", 6056, "70", True),
]


# The records of the handwritten cases whose host layout is compared (part 3 of the oracle).
LAYOUT_DECLS = STRUCT_DECLS + ALIGN_DECLS + _int128_cases()[0].decls
LAYOUT_DECLS += "struct VHost { virtual void f() {} int x; };\n"
LAYOUT_XFAIL = {}

# Kernels clang rejects in CUDA device code: circlec must reject them too when compiling for a
# GPU (`--emit=ptx`), and not crash. `clang_accepts` marks what only nvcc rejects (the CUDA
# programming guide's restrictions on `__global__` parameters).
REJECT_CASES = [
    Case("rejects", "alignas_weaker_than_natural", "A4Over a",
         "struct alignas(4) A4Over { double d; };\n"),
    Case("rejects", "alignas_not_power_of_two", "A3 a", "struct alignas(3) A3 { char c; };\n"),
    Case("rejects", "incomplete_by_value", "Incomplete a", "struct Incomplete;\n"),
    Case("rejects", "kernel_returns_int", "int a", "__global__ int k_returns(int a) { return a; }\n"),
    Case("rejects", "variadic_kernel", "int a, ...", ""),
    Case("rejects", "void_parameter", "void v", ""),
    Case("rejects", "virtual_class_by_value", "VVirt v", "struct VVirt { virtual void f() {} int x; };\n"),
]
REJECT_CASES[-1].clang_accepts = True
