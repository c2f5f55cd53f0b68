//! GCC's builtins for C library functions (`__builtin_sqrtf`, `__builtin_labs`,
//! `__builtin_strlen`, ...), which libstdc++'s `<cmath>`, `<cstdlib>` and `<string>` call: each
//! is the library function itself. A call resolves to the `extern "C"` declaration of that
//! function: the one the program has at global scope when it has one, else one circlec
//! declares (once, invisibly) with the signature from [`LIBRARY`]. Codegen then treats it as
//! any call of the C library: the host calls libc/libm, device code gets the target's own
//! implementation (libdevice, LLVM intrinsics). `<complex.h>`'s functions (`__builtin_cabsf`,
//! which `std::abs(std::complex<float>)` calls) have none on the device: circlec declares them
//! for the host only, so a kernel that reaches one is the codegen error naming the chain. Those whose prototypes need the headers' types
//! (`__builtin_fprintf`) resolve only to the program's own declaration.

use crate::intern::Name;
use crate::source::Span;

use super::builtins::parse_sig;
use super::ctx::{Checker, Entity};
use super::hir::*;

/// Math functions `T name(T)` for `double`, `float` (`f` suffix) and `long double` (`l`).
const UNARY_MATH: &[&str] = &[
    "acos", "asin", "atan", "ceil", "cos", "cosh", "exp", "fabs", "floor", "log", "log10", "sin", "sinh", "sqrt", "tan",
    "tanh", "acosh", "asinh", "atanh", "cbrt", "erf", "erfc", "exp2", "expm1", "lgamma", "log1p", "log2", "logb",
    "nearbyint", "rint", "round", "tgamma", "trunc",
];
/// Math functions `T name(T, T)`.
const BINARY_MATH: &[&str] = &["atan2", "fmod", "pow", "hypot", "fmin", "fmax", "fdim", "copysign", "remainder", "nextafter"];
/// Math functions with other signatures; `T` is the floating type.
const OTHER_MATH: &[(&str, &str)] = &[
    ("frexp", "T (T, int*)"),
    ("ldexp", "T (T, int)"),
    ("modf", "T (T, T*)"),
    ("scalbn", "T (T, int)"),
    ("scalbln", "T (T, long)"),
    ("ilogb", "int (T)"),
    ("lround", "long (T)"),
    ("lrint", "long (T)"),
    ("llround", "long long (T)"),
    ("llrint", "long long (T)"),
    ("fma", "T (T, T, T)"),
    ("remquo", "T (T, T, int*)"),
    ("nexttoward", "T (T, long double)"),
];
/// `<complex.h>`'s functions `T name(C)`, where `C` is the complex type `_Complex T`.
const COMPLEX_TO_REAL: &[&str] = &["cabs", "carg", "creal", "cimag"];
/// `<complex.h>`'s functions `C name(C)`.
const COMPLEX_UNARY: &[&str] = &[
    "cacos", "casin", "catan", "cacosh", "casinh", "catanh", "ccos", "ccosh", "cexp", "clog", "csin", "csinh", "csqrt",
    "ctan", "ctanh", "cproj", "conj",
];
/// The rest of the C library that has builtins.
const LIBC: &[(&str, &str)] = &[
    ("abs", "int (int)"),
    ("labs", "long (long)"),
    ("llabs", "long long (long long)"),
    ("strlen", "unsigned long (const char*)"),
    ("strcmp", "int (const char*, const char*)"),
    ("strncmp", "int (const char*, const char*, unsigned long)"),
    ("memcmp", "int (const void*, const void*, unsigned long)"),
    ("memchr", "void* (const void*, int, unsigned long)"),
    ("strchr", "char* (const char*, int)"),
    ("strrchr", "char* (const char*, int)"),
    ("strpbrk", "char* (const char*, const char*)"),
    ("strstr", "char* (const char*, const char*)"),
    ("malloc", "void* (unsigned long)"),
    ("free", "void (void*)"),
    ("abort", "void ()"),
    ("vsnprintf", "int (char*, unsigned long, const char*, void*)"),
    ("vsprintf", "int (char*, const char*, void*)"),
];

/// C library functions with builtins whose prototypes name a header's types (`FILE*`,
/// `va_list`) or take `...`: `__builtin_fprintf(stderr, ...)` (libstdc++'s testsuite `VERIFY`)
/// calls the function the program's headers declare, and needs that declaration.
const DECLARED_BY_HEADERS: &[&str] = &[
    "printf", "fprintf", "sprintf", "snprintf", "vprintf", "vfprintf", "scanf", "fscanf", "sscanf", "puts", "fputs",
    "putchar", "fputc", "putc", "fwrite", "exit", "_exit", "calloc", "realloc", "strcpy", "strncpy",
    "strcat", "strncat", "strspn", "strcspn", "strdup", "strndup", "isalnum", "isalpha", "isdigit", "isspace", "islower",
    "isupper", "isxdigit", "isprint", "ispunct", "tolower", "toupper",
];

/// True for `<complex.h>`'s functions (`cabsf`, `csqrt`, `cpowl`).
fn is_complex_fn(name: &str) -> bool {
    ["f", "l", ""].iter().any(|s| {
        name.strip_suffix(s).is_some_and(|b| COMPLEX_TO_REAL.contains(&b) || COMPLEX_UNARY.contains(&b) || b == "cpow")
    })
}

/// True when GCC has a builtin `__builtin_<name>` for C library function `name`.
pub fn is_library_builtin(name: &str) -> bool {
    signature(name).is_some() || DECLARED_BY_HEADERS.contains(&name)
}

/// The C signature of library function `name`, if GCC has a builtin for it and circlec can
/// declare it without the program's headers.
pub fn signature(name: &str) -> Option<String> {
    if let Some((_, s)) = LIBC.iter().find(|(n, _)| *n == name) {
        return Some(s.to_string());
    }
    for (suffix, ty) in [("", "double"), ("f", "float"), ("l", "long double")] {
        let Some(base) = name.strip_suffix(suffix) else { continue };
        let sig = if UNARY_MATH.contains(&base) {
            "T (T)".to_string()
        } else if BINARY_MATH.contains(&base) {
            "T (T, T)".to_string()
        } else if let Some((_, s)) = OTHER_MATH.iter().find(|(n, _)| *n == base) {
            s.to_string()
        } else if COMPLEX_TO_REAL.contains(&base) {
            "T (C)".to_string()
        } else if COMPLEX_UNARY.contains(&base) {
            "C (C)".to_string()
        } else if base == "cpow" {
            "C (C, C)".to_string()
        } else {
            continue;
        };
        return Some(sig.replace('C', "_Complex T").replace('T', ty));
    }
    None
}

impl Checker<'_> {
    /// The C library function behind `__builtin_<name>`, declared if need be (`None` when
    /// its prototype needs a header the program did not include).
    pub(super) fn library_builtin(&mut self, builtin: &str, span: Span) -> Option<FnId> {
        let name = builtin.strip_prefix("__builtin_")?;
        // `__builtin_memmove` and kin are circlec's own builtins, lowered inline on every target.
        if !is_library_builtin(name) || super::builtins::is_builtin_fn(builtin) {
            return None;
        }
        let n = self.names.intern(name);
        if let Some(&f) = self.library_fns.get(&n) {
            return Some(f);
        }
        let declared = self.global_lookup(n).iter().find_map(|e| match e {
            Entity::Fn(f) if self.p.fns[*f].linkage == Linkage::C => Some(*f),
            _ => None,
        });
        let f = match declared {
            Some(f) => f,
            None => self.declare_library_fn(n, &signature(name)?, !is_complex_fn(name), span)?,
        };
        self.library_fns.insert(n, f);
        Some(f)
    }

    fn declare_library_fn(&mut self, name: Name, sig: &str, device: bool, span: Span) -> Option<FnId> {
        let (ret, params) = parse_sig(sig)?;
        let ret = self.btype(&ret);
        let param_tys: Vec<_> = params.iter().map(|p| self.btype(p)).collect();
        let unnamed = self.names.intern("");
        let params = param_tys.iter().map(|&t| self.p.vars.alloc(VarDecl::param(unnamed, t, span))).collect();
        let ty = self.p.types.function(ret, param_tys, false);
        let mut f = FnDecl::declaration(name, Scope::default(), ty, ret, params, Linkage::C, span);
        f.cuda = CudaTags { global: false, device, host: device };
        Some(self.p.fns.alloc(f))
    }
}

#[cfg(test)]
mod tests {
    use super::signature;

    #[test]
    fn signatures_follow_the_c_library() {
        assert_eq!(signature("sqrtf").as_deref(), Some("float (float)"));
        assert_eq!(signature("atan2l").as_deref(), Some("long double (long double, long double)"));
        assert_eq!(signature("frexp").as_deref(), Some("double (double, int*)"));
        assert_eq!(signature("llabs").as_deref(), Some("long long (long long)"));
        assert_eq!(signature("cabsf").as_deref(), Some("float (_Complex float)"));
        assert_eq!(signature("cpowl").as_deref(), Some("_Complex long double (_Complex long double, _Complex long double)"));
        assert!(super::super::builtins::parse_sig(&signature("csqrt").unwrap()).is_some());
        assert_eq!(signature("printf"), None);
        assert!(super::super::builtins::parse_sig(&signature("nexttowardf").unwrap()).is_some());
        // Declared by the program's headers, not by circlec.
        assert_eq!(signature("fprintf"), None);
        assert!(super::is_library_builtin("fprintf") && !super::is_library_builtin("fprintf_s"));
    }
}
