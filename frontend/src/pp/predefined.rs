//! The macros every translation unit starts with, as `#define` lines the preprocessor reads
//! before the main file (`<built-in>`). Three groups: the target's data model and limits
//! (x86-64 Linux, LP64; the values are clang 19's for that target, the facts glibc's and
//! libstdc++'s headers test: integer widths and types, `float.h` limits, atomics, endianness); how
//! the compiler presents itself (GCC 4.2.1 compatibility as clang does, so `__GNUC_PREREQ`-style
//! tests pick portable code, plus CUDA's `__CUDACC__`/`__NVCC__` and Circle's `__circle__`); and
//! the language level from `-std=` (`__cplusplus` and the `__cpp_*` feature-test macros, defined
//! only for the features circlec implements, so that headers which test them take the fallback).
//! `__CUDA_ARCH__` is deliberately absent: circlec makes one front-end pass for every target.

/// The C++ standard `-std=` selects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum LangStd {
    Cxx14,
    #[default]
    Cxx17,
    Cxx20,
}

impl LangStd {
    /// Parses `c++17`, `gnu++17`, `c++1z`, ...; `None` for an unknown value. The second value
    /// is whether GNU extensions were asked for (`gnu++NN`: no `__STRICT_ANSI__`).
    pub fn parse(s: &str) -> Option<(LangStd, bool)> {
        let (gnu, v) = match s.strip_prefix("gnu++") {
            Some(v) => (true, v),
            None => (false, s.strip_prefix("c++")?),
        };
        let std = match v {
            "14" | "1y" => LangStd::Cxx14,
            "17" | "1z" => LangStd::Cxx17,
            "20" | "2a" => LangStd::Cxx20,
            _ => return None,
        };
        Some((std, gnu))
    }

    /// The value of `__cplusplus`.
    pub fn cplusplus(self) -> &'static str {
        match self {
            LangStd::Cxx14 => "201402L",
            LangStd::Cxx17 => "201703L",
            LangStd::Cxx20 => "202002L",
        }
    }
}

/// The target: x86-64 Linux (LP64). The device side shares the data model (nvptx64).
const TARGET: &str = r#"#define _LP64 1
#define __ATOMIC_ACQUIRE 2
#define __ATOMIC_ACQ_REL 4
#define __ATOMIC_CONSUME 1
#define __ATOMIC_RELAXED 0
#define __ATOMIC_RELEASE 3
#define __ATOMIC_SEQ_CST 5
#define __BIGGEST_ALIGNMENT__ 16
#define __BOOL_WIDTH__ 8
#define __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__
#define __CHAR16_TYPE__ unsigned short
#define __CHAR32_TYPE__ unsigned int
#define __CHAR_BIT__ 8
#define __DBL_DECIMAL_DIG__ 17
#define __DBL_DENORM_MIN__ 4.9406564584124654e-324
#define __DBL_DIG__ 15
#define __DBL_EPSILON__ 2.2204460492503131e-16
#define __DBL_HAS_DENORM__ 1
#define __DBL_HAS_INFINITY__ 1
#define __DBL_HAS_QUIET_NAN__ 1
#define __DBL_MANT_DIG__ 53
#define __DBL_MAX_10_EXP__ 308
#define __DBL_MAX_EXP__ 1024
#define __DBL_MAX__ 1.7976931348623157e+308
#define __DBL_MIN_10_EXP__ (-307)
#define __DBL_MIN_EXP__ (-1021)
#define __DBL_MIN__ 2.2250738585072014e-308
#define __DBL_NORM_MAX__ 1.7976931348623157e+308
#define __DECIMAL_DIG__ __LDBL_DECIMAL_DIG__
#define __ELF__ 1
#define __FLT_DECIMAL_DIG__ 9
#define __FLT_DENORM_MIN__ 1.40129846e-45F
#define __FLT_DIG__ 6
#define __FLT_EPSILON__ 1.19209290e-7F
#define __FLT_HAS_DENORM__ 1
#define __FLT_HAS_INFINITY__ 1
#define __FLT_HAS_QUIET_NAN__ 1
#define __FLT_MANT_DIG__ 24
#define __FLT_MAX_10_EXP__ 38
#define __FLT_MAX_EXP__ 128
#define __FLT_MAX__ 3.40282347e+38F
#define __FLT_MIN_10_EXP__ (-37)
#define __FLT_MIN_EXP__ (-125)
#define __FLT_MIN__ 1.17549435e-38F
#define __FLT_NORM_MAX__ 3.40282347e+38F
#define __FLT_RADIX__ 2
#define __FXSR__ 1
#define __GCC_ATOMIC_BOOL_LOCK_FREE 2
#define __GCC_ATOMIC_CHAR16_T_LOCK_FREE 2
#define __GCC_ATOMIC_CHAR32_T_LOCK_FREE 2
#define __GCC_ATOMIC_CHAR_LOCK_FREE 2
#define __GCC_ATOMIC_INT_LOCK_FREE 2
#define __GCC_ATOMIC_LLONG_LOCK_FREE 2
#define __GCC_ATOMIC_LONG_LOCK_FREE 2
#define __GCC_ATOMIC_POINTER_LOCK_FREE 2
#define __GCC_ATOMIC_SHORT_LOCK_FREE 2
#define __GCC_ATOMIC_TEST_AND_SET_TRUEVAL 1
#define __GCC_ATOMIC_WCHAR_T_LOCK_FREE 2
#define __GCC_CONSTRUCTIVE_SIZE 64
#define __GCC_DESTRUCTIVE_SIZE 64
#define __GCC_HAVE_SYNC_COMPARE_AND_SWAP_1 1
#define __GCC_HAVE_SYNC_COMPARE_AND_SWAP_2 1
#define __GCC_HAVE_SYNC_COMPARE_AND_SWAP_4 1
#define __GCC_HAVE_SYNC_COMPARE_AND_SWAP_8 1
#define __INT16_C_SUFFIX__ 
#define __INT16_FMTd__ "hd"
#define __INT16_FMTi__ "hi"
#define __INT16_MAX__ 32767
#define __INT16_TYPE__ short
#define __INT32_C_SUFFIX__ 
#define __INT32_FMTd__ "d"
#define __INT32_FMTi__ "i"
#define __INT32_MAX__ 2147483647
#define __INT32_TYPE__ int
#define __INT64_C_SUFFIX__ L
#define __INT64_FMTd__ "ld"
#define __INT64_FMTi__ "li"
#define __INT64_MAX__ 9223372036854775807L
#define __INT64_TYPE__ long int
#define __INT8_C_SUFFIX__ 
#define __INT8_FMTd__ "hhd"
#define __INT8_FMTi__ "hhi"
#define __INT8_MAX__ 127
#define __INT8_TYPE__ signed char
#define __INTMAX_C_SUFFIX__ L
#define __INTMAX_FMTd__ "ld"
#define __INTMAX_FMTi__ "li"
#define __INTMAX_MAX__ 9223372036854775807L
#define __INTMAX_TYPE__ long int
#define __INTMAX_WIDTH__ 64
#define __INTPTR_FMTd__ "ld"
#define __INTPTR_FMTi__ "li"
#define __INTPTR_MAX__ 9223372036854775807L
#define __INTPTR_TYPE__ long int
#define __INTPTR_WIDTH__ 64
#define __INT_FAST16_FMTd__ "hd"
#define __INT_FAST16_FMTi__ "hi"
#define __INT_FAST16_MAX__ 32767
#define __INT_FAST16_TYPE__ short
#define __INT_FAST16_WIDTH__ 16
#define __INT_FAST32_FMTd__ "d"
#define __INT_FAST32_FMTi__ "i"
#define __INT_FAST32_MAX__ 2147483647
#define __INT_FAST32_TYPE__ int
#define __INT_FAST32_WIDTH__ 32
#define __INT_FAST64_FMTd__ "ld"
#define __INT_FAST64_FMTi__ "li"
#define __INT_FAST64_MAX__ 9223372036854775807L
#define __INT_FAST64_TYPE__ long int
#define __INT_FAST64_WIDTH__ 64
#define __INT_FAST8_FMTd__ "hhd"
#define __INT_FAST8_FMTi__ "hhi"
#define __INT_FAST8_MAX__ 127
#define __INT_FAST8_TYPE__ signed char
#define __INT_FAST8_WIDTH__ 8
#define __INT_LEAST16_FMTd__ "hd"
#define __INT_LEAST16_FMTi__ "hi"
#define __INT_LEAST16_MAX__ 32767
#define __INT_LEAST16_TYPE__ short
#define __INT_LEAST16_WIDTH__ 16
#define __INT_LEAST32_FMTd__ "d"
#define __INT_LEAST32_FMTi__ "i"
#define __INT_LEAST32_MAX__ 2147483647
#define __INT_LEAST32_TYPE__ int
#define __INT_LEAST32_WIDTH__ 32
#define __INT_LEAST64_FMTd__ "ld"
#define __INT_LEAST64_FMTi__ "li"
#define __INT_LEAST64_MAX__ 9223372036854775807L
#define __INT_LEAST64_TYPE__ long int
#define __INT_LEAST64_WIDTH__ 64
#define __INT_LEAST8_FMTd__ "hhd"
#define __INT_LEAST8_FMTi__ "hhi"
#define __INT_LEAST8_MAX__ 127
#define __INT_LEAST8_TYPE__ signed char
#define __INT_LEAST8_WIDTH__ 8
#define __INT_MAX__ 2147483647
#define __INT_WIDTH__ 32
#define __LDBL_DECIMAL_DIG__ 21
#define __LDBL_DENORM_MIN__ 3.64519953188247460253e-4951L
#define __LDBL_DIG__ 18
#define __LDBL_EPSILON__ 1.08420217248550443401e-19L
#define __LDBL_HAS_DENORM__ 1
#define __LDBL_HAS_INFINITY__ 1
#define __LDBL_HAS_QUIET_NAN__ 1
#define __LDBL_MANT_DIG__ 64
#define __LDBL_MAX_10_EXP__ 4932
#define __LDBL_MAX_EXP__ 16384
#define __LDBL_MAX__ 1.18973149535723176502e+4932L
#define __LDBL_MIN_10_EXP__ (-4931)
#define __LDBL_MIN_EXP__ (-16381)
#define __LDBL_MIN__ 3.36210314311209350626e-4932L
#define __LDBL_NORM_MAX__ 1.18973149535723176502e+4932L
#define __LITTLE_ENDIAN__ 1
#define __LLONG_WIDTH__ 64
#define __LONG_LONG_MAX__ 9223372036854775807LL
#define __LONG_MAX__ 9223372036854775807L
#define __LONG_WIDTH__ 64
#define __LP64__ 1
#define __MMX__ 1
#define __ORDER_BIG_ENDIAN__ 4321
#define __ORDER_LITTLE_ENDIAN__ 1234
#define __ORDER_PDP_ENDIAN__ 3412
#define __POINTER_WIDTH__ 64
#define __PTRDIFF_FMTd__ "ld"
#define __PTRDIFF_FMTi__ "li"
#define __PTRDIFF_MAX__ 9223372036854775807L
#define __PTRDIFF_TYPE__ long int
#define __PTRDIFF_WIDTH__ 64
#define __REGISTER_PREFIX__
#define __SCHAR_MAX__ 127
#define __SHRT_MAX__ 32767
#define __SHRT_WIDTH__ 16
#define __SIG_ATOMIC_MAX__ 2147483647
#define __SIG_ATOMIC_WIDTH__ 32
#define __SIZEOF_DOUBLE__ 8
#define __SIZEOF_FLOAT128__ 16
#define __SIZEOF_FLOAT__ 4
#define __SIZEOF_INT128__ 16
#define __SIZEOF_INT__ 4
#define __SIZEOF_LONG_DOUBLE__ 16
#define __SIZEOF_LONG_LONG__ 8
#define __SIZEOF_LONG__ 8
#define __SIZEOF_POINTER__ 8
#define __SIZEOF_PTRDIFF_T__ 8
#define __SIZEOF_SHORT__ 2
#define __SIZEOF_SIZE_T__ 8
#define __SIZEOF_WCHAR_T__ 4
#define __SIZEOF_WINT_T__ 4
#define __SIZE_FMTX__ "lX"
#define __SIZE_FMTo__ "lo"
#define __SIZE_FMTu__ "lu"
#define __SIZE_FMTx__ "lx"
#define __SIZE_MAX__ 18446744073709551615UL
#define __SIZE_TYPE__ long unsigned int
#define __SIZE_WIDTH__ 64
#define __SSE2_MATH__ 1
#define __SSE2__ 1
#define __SSE_MATH__ 1
#define __SSE__ 1
#define __UINT16_C_SUFFIX__ 
#define __UINT16_FMTX__ "hX"
#define __UINT16_FMTo__ "ho"
#define __UINT16_FMTu__ "hu"
#define __UINT16_FMTx__ "hx"
#define __UINT16_MAX__ 65535
#define __UINT16_TYPE__ unsigned short
#define __UINT32_C_SUFFIX__ U
#define __UINT32_FMTX__ "X"
#define __UINT32_FMTo__ "o"
#define __UINT32_FMTu__ "u"
#define __UINT32_FMTx__ "x"
#define __UINT32_MAX__ 4294967295U
#define __UINT32_TYPE__ unsigned int
#define __UINT64_C_SUFFIX__ UL
#define __UINT64_FMTX__ "lX"
#define __UINT64_FMTo__ "lo"
#define __UINT64_FMTu__ "lu"
#define __UINT64_FMTx__ "lx"
#define __UINT64_MAX__ 18446744073709551615UL
#define __UINT64_TYPE__ long unsigned int
#define __UINT8_C_SUFFIX__ 
#define __UINT8_FMTX__ "hhX"
#define __UINT8_FMTo__ "hho"
#define __UINT8_FMTu__ "hhu"
#define __UINT8_FMTx__ "hhx"
#define __UINT8_MAX__ 255
#define __UINT8_TYPE__ unsigned char
#define __UINTMAX_C_SUFFIX__ UL
#define __UINTMAX_FMTX__ "lX"
#define __UINTMAX_FMTo__ "lo"
#define __UINTMAX_FMTu__ "lu"
#define __UINTMAX_FMTx__ "lx"
#define __UINTMAX_MAX__ 18446744073709551615UL
#define __UINTMAX_TYPE__ long unsigned int
#define __UINTMAX_WIDTH__ 64
#define __UINTPTR_FMTX__ "lX"
#define __UINTPTR_FMTo__ "lo"
#define __UINTPTR_FMTu__ "lu"
#define __UINTPTR_FMTx__ "lx"
#define __UINTPTR_MAX__ 18446744073709551615UL
#define __UINTPTR_TYPE__ long unsigned int
#define __UINTPTR_WIDTH__ 64
#define __UINT_FAST16_FMTX__ "hX"
#define __UINT_FAST16_FMTo__ "ho"
#define __UINT_FAST16_FMTu__ "hu"
#define __UINT_FAST16_FMTx__ "hx"
#define __UINT_FAST16_MAX__ 65535
#define __UINT_FAST16_TYPE__ unsigned short
#define __UINT_FAST32_FMTX__ "X"
#define __UINT_FAST32_FMTo__ "o"
#define __UINT_FAST32_FMTu__ "u"
#define __UINT_FAST32_FMTx__ "x"
#define __UINT_FAST32_MAX__ 4294967295U
#define __UINT_FAST32_TYPE__ unsigned int
#define __UINT_FAST64_FMTX__ "lX"
#define __UINT_FAST64_FMTo__ "lo"
#define __UINT_FAST64_FMTu__ "lu"
#define __UINT_FAST64_FMTx__ "lx"
#define __UINT_FAST64_MAX__ 18446744073709551615UL
#define __UINT_FAST64_TYPE__ long unsigned int
#define __UINT_FAST8_FMTX__ "hhX"
#define __UINT_FAST8_FMTo__ "hho"
#define __UINT_FAST8_FMTu__ "hhu"
#define __UINT_FAST8_FMTx__ "hhx"
#define __UINT_FAST8_MAX__ 255
#define __UINT_FAST8_TYPE__ unsigned char
#define __UINT_LEAST16_FMTX__ "hX"
#define __UINT_LEAST16_FMTo__ "ho"
#define __UINT_LEAST16_FMTu__ "hu"
#define __UINT_LEAST16_FMTx__ "hx"
#define __UINT_LEAST16_MAX__ 65535
#define __UINT_LEAST16_TYPE__ unsigned short
#define __UINT_LEAST32_FMTX__ "X"
#define __UINT_LEAST32_FMTo__ "o"
#define __UINT_LEAST32_FMTu__ "u"
#define __UINT_LEAST32_FMTx__ "x"
#define __UINT_LEAST32_MAX__ 4294967295U
#define __UINT_LEAST32_TYPE__ unsigned int
#define __UINT_LEAST64_FMTX__ "lX"
#define __UINT_LEAST64_FMTo__ "lo"
#define __UINT_LEAST64_FMTu__ "lu"
#define __UINT_LEAST64_FMTx__ "lx"
#define __UINT_LEAST64_MAX__ 18446744073709551615UL
#define __UINT_LEAST64_TYPE__ long unsigned int
#define __UINT_LEAST8_FMTX__ "hhX"
#define __UINT_LEAST8_FMTo__ "hho"
#define __UINT_LEAST8_FMTu__ "hhu"
#define __UINT_LEAST8_FMTx__ "hhx"
#define __UINT_LEAST8_MAX__ 255
#define __UINT_LEAST8_TYPE__ unsigned char
#define __USER_LABEL_PREFIX__
#define __WCHAR_MAX__ 2147483647
#define __WCHAR_TYPE__ int
#define __WCHAR_WIDTH__ 32
#define __WINT_MAX__ 4294967295U
#define __WINT_TYPE__ unsigned int
#define __WINT_UNSIGNED__ 1
#define __WINT_WIDTH__ 32
#define __amd64 1
#define __amd64__ 1
#define __gnu_linux__ 1
#define __linux 1
#define __linux__ 1
#define __unix 1
#define __unix__ 1
#define __x86_64 1
#define __x86_64__ 1
"#;

/// How circlec presents itself: GCC-compatible as clang is, a CUDA compiler, and Circle.
const COMPILER: &str = r#"#define __GNUC__ 4
#define __GNUC_MINOR__ 2
#define __GNUC_PATCHLEVEL__ 1
#define __GNUG__ 4
#define __GXX_ABI_VERSION 1002
#define __GNUC_GNU_INLINE__ 1
#define __GXX_WEAK__ 1
#define __GXX_EXPERIMENTAL_CXX0X__ 1
#define __NO_INLINE__ 1
#define __VERSION__ "circlec (Circle-style single-pass CUDA C++)"
#define __STDC__ 1
#define __STDC_HOSTED__ 1
#define __STDC_UTF_16__ 1
#define __STDC_UTF_32__ 1
#define __STDCPP_THREADS__ 1
#define __STDCPP_DEFAULT_NEW_ALIGNMENT__ 16UL
#define __DEPRECATED 1
#define __EXCEPTIONS 1
#define _GNU_SOURCE 1
#define __circle__ 1
#define __circle_nvvm__ 1
"#;

/// `(macro, value, first standard)`: the feature-test macros of the language features circlec
/// implements. Those it does not (structured bindings, class template argument deduction,
/// inheriting constructors, raw strings, user-defined literals, `template<auto>`, RTTI,
/// constexpr lambdas) are left undefined. Host exceptions are on, as with g++ and clang
/// (`__EXCEPTIONS`, `__cpp_exceptions`): libstdc++'s `__try`/`__catch` are real handlers.
const FEATURES: &[(&str, &str, LangStd)] = &[
    ("__cpp_aggregate_bases", "201603L", LangStd::Cxx17),
    ("__cpp_aggregate_nsdmi", "201304L", LangStd::Cxx14),
    ("__cpp_alias_templates", "200704L", LangStd::Cxx14),
    ("__cpp_aligned_new", "201606L", LangStd::Cxx17),
    ("__cpp_attributes", "200809L", LangStd::Cxx14),
    ("__cpp_binary_literals", "201304L", LangStd::Cxx14),
    ("__cpp_capture_star_this", "201603L", LangStd::Cxx17),
    ("__cpp_constexpr", "201304L", LangStd::Cxx14),
    ("__cpp_decltype", "200707L", LangStd::Cxx14),
    ("__cpp_exceptions", "199711L", LangStd::Cxx14),
    ("__cpp_decltype_auto", "201304L", LangStd::Cxx14),
    ("__cpp_delegating_constructors", "200604L", LangStd::Cxx14),
    ("__cpp_digit_separators", "201309L", LangStd::Cxx14),
    ("__cpp_enumerator_attributes", "201411L", LangStd::Cxx17),
    ("__cpp_fold_expressions", "201603L", LangStd::Cxx17),
    ("__cpp_generic_lambdas", "201304L", LangStd::Cxx14),
    ("__cpp_guaranteed_copy_elision", "201606L", LangStd::Cxx17),
    ("__cpp_hex_float", "201603L", LangStd::Cxx17),
    ("__cpp_if_constexpr", "201606L", LangStd::Cxx17),
    ("__cpp_init_captures", "201304L", LangStd::Cxx14),
    ("__cpp_initializer_lists", "200806L", LangStd::Cxx14),
    ("__cpp_inline_variables", "201606L", LangStd::Cxx17),
    ("__cpp_lambdas", "200907L", LangStd::Cxx14),
    ("__cpp_namespace_attributes", "201411L", LangStd::Cxx17),
    ("__cpp_nested_namespace_definitions", "201411L", LangStd::Cxx17),
    ("__cpp_noexcept_function_type", "201510L", LangStd::Cxx17),
    ("__cpp_nsdmi", "200809L", LangStd::Cxx14),
    ("__cpp_range_based_for", "201603L", LangStd::Cxx17),
    ("__cpp_ref_qualifiers", "200710L", LangStd::Cxx14),
    ("__cpp_return_type_deduction", "201304L", LangStd::Cxx14),
    ("__cpp_rvalue_references", "200610L", LangStd::Cxx14),
    ("__cpp_sized_deallocation", "201309L", LangStd::Cxx14),
    ("__cpp_static_assert", "201411L", LangStd::Cxx17),
    ("__cpp_template_template_args", "201611L", LangStd::Cxx17),
    ("__cpp_threadsafe_static_init", "200806L", LangStd::Cxx14),
    ("__cpp_unicode_characters", "200704L", LangStd::Cxx14),
    ("__cpp_unicode_literals", "200710L", LangStd::Cxx14),
    ("__cpp_variable_templates", "201304L", LangStd::Cxx14),
    ("__cpp_variadic_templates", "200704L", LangStd::Cxx14),
];

/// What says the source is CUDA, as nvcc defines it for a `.cu` file; a plain C++ source
/// (`.cpp`, or `-x c++`) has none of it, as nvcc's host compiler sees none.
const CUDA: &str = "#define __CUDACC__ 1\n#define __NVCC__ 1\n";

/// The whole `<built-in>` text for `std` (`gnu`: GNU extensions, no `__STRICT_ANSI__`; `cuda`:
/// a CUDA source, not plain C++).
pub fn text(std: LangStd, gnu: bool, cuda: bool) -> String {
    let mut s = String::with_capacity(16 << 10);
    s.push_str(TARGET);
    s.push_str(COMPILER);
    if cuda {
        s.push_str(CUDA);
    }
    s.push_str(&format!("#define __cplusplus {}\n", std.cplusplus()));
    if !gnu {
        s.push_str("#define __STRICT_ANSI__ 1\n");
    }
    for (name, value, since) in FEATURES {
        if *since as u8 <= std as u8 {
            s.push_str(&format!("#define {name} {value}\n"));
        }
    }
    s
}
