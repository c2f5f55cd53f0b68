//! The inline-asm constraint letters and clobber names each target accepts, as GCC and clang
//! define them: NVPTX (`h` 16-bit, `r` 32-bit, `l` 64-bit integer registers, `f`/`d` float and
//! double registers, `n` an immediate) and x86-64 (`r`, `q`, the single-register letters `a b c
//! d S D`, `m` memory, `i`/`n` immediates, `g` anything, ...). Sema checks each letter against the
//! targets a function may run on; codegen checks it again for the target it generates and turns
//! it into LLVM's spelling (`a` is `{ax}`). Plain data, no LLVM.

/// The instruction set an `asm` statement is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsmArch {
    /// PTX, in every sm's module.
    Nvptx,
    /// x86-64 (AT&T syntax), in the host module.
    X86_64,
}

impl AsmArch {
    /// For messages: "PTX (device code)".
    pub fn describe(self) -> &'static str {
        match self {
            AsmArch::Nvptx => "PTX (device code)",
            AsmArch::X86_64 => "x86-64 (host code)",
        }
    }
}

/// What a constraint letter lets the compiler use for the operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsmClass {
    /// A register of some class.
    Register,
    /// A memory operand: the operand's address is passed.
    Memory,
    /// An integer constant known at compile time.
    Immediate,
    /// A register, memory or an immediate (`g`, `X`).
    Any,
}

/// One constraint letter of one target.
#[derive(Clone, Copy, Debug)]
pub struct AsmLetter {
    pub letter: char,
    pub class: AsmClass,
    /// The one register the letter names (x86's `a` is `ax`), in GCC's register naming.
    pub register: Option<&'static str>,
    /// For NVPTX registers, the operand size in bytes the letter holds (`h` 2, `r` 4, `l` 8)
    /// and whether it is a floating register.
    pub size: Option<(u64, bool)>,
}

const fn letter(letter: char, class: AsmClass) -> AsmLetter {
    AsmLetter { letter, class, register: None, size: None }
}
const fn reg(letter: char, register: &'static str) -> AsmLetter {
    AsmLetter { letter, class: AsmClass::Register, register: Some(register), size: None }
}
const fn sized(letter: char, size: u64, float: bool) -> AsmLetter {
    AsmLetter { letter, class: AsmClass::Register, register: None, size: Some((size, float)) }
}

/// clang's `NVPTXTargetInfo::validateAsmConstraint`, and the immediates every target has.
const NVPTX: &[AsmLetter] = &[
    sized('h', 2, false),
    sized('r', 4, false),
    sized('l', 8, false),
    sized('f', 4, true),
    sized('d', 8, true),
    letter('n', AsmClass::Immediate),
    letter('i', AsmClass::Immediate),
];

/// The x86-64 letters simple programs use (GCC's "Machine Constraints", x86 family).
const X86_64: &[AsmLetter] = &[
    letter('r', AsmClass::Register),
    letter('q', AsmClass::Register),
    letter('Q', AsmClass::Register),
    letter('R', AsmClass::Register),
    letter('x', AsmClass::Register),
    letter('A', AsmClass::Register),
    reg('a', "ax"),
    reg('b', "bx"),
    reg('c', "cx"),
    reg('d', "dx"),
    reg('S', "si"),
    reg('D', "di"),
    reg('t', "st"),
    reg('u', "st(1)"),
    letter('m', AsmClass::Memory),
    letter('o', AsmClass::Memory),
    letter('V', AsmClass::Memory),
    letter('i', AsmClass::Immediate),
    letter('n', AsmClass::Immediate),
    letter('e', AsmClass::Immediate),
    letter('Z', AsmClass::Immediate),
    letter('I', AsmClass::Immediate),
    letter('J', AsmClass::Immediate),
    letter('K', AsmClass::Immediate),
    letter('N', AsmClass::Immediate),
    letter('g', AsmClass::Any),
    letter('X', AsmClass::Any),
];

/// The letter `c` of target `arch`, if it has one.
pub fn asm_letter(arch: AsmArch, c: char) -> Option<AsmLetter> {
    let table = match arch {
        AsmArch::Nvptx => NVPTX,
        AsmArch::X86_64 => X86_64,
    };
    table.iter().find(|l| l.letter == c).copied()
}

/// Whether an operand of `size` bytes (floating or not) fits the register of letter `l`: a
/// floating register takes a floating value of its size, an integer register an integer, `bool`,
/// enumeration or pointer no larger than itself (widened to it). `Err` describes the register.
pub fn register_fit(l: &AsmLetter, size: u64, is_float: bool) -> Result<(), String> {
    let Some((reg_size, float)) = l.size else { return Ok(()) };
    let fits = if float { is_float && size == reg_size } else { !is_float && size <= reg_size };
    if fits {
        return Ok(());
    }
    let kind = if float { "floating" } else { "integer" };
    Err(format!("a {}-bit {kind} register", reg_size * 8))
}

/// The letters of `arch`, for "expected one of ..." notes.
pub fn asm_letters(arch: AsmArch) -> String {
    let table = match arch {
        AsmArch::Nvptx => NVPTX,
        AsmArch::X86_64 => X86_64,
    };
    table.iter().map(|l| l.letter).collect()
}

/// A clobber that `arch` accepts, in the register naming LLVM expects (`eax` and `rax` are
/// `ax`, `r8d` is `r8`); `memory` and `cc` are accepted everywhere. `None` for an unknown name.
pub fn asm_clobber(arch: AsmArch, name: &str) -> Option<String> {
    if name == "memory" || name == "cc" {
        return Some(name.to_string());
    }
    if arch == AsmArch::Nvptx {
        return None;
    }
    let n = name.strip_prefix('%').unwrap_or(name);
    // The eight legacy registers in each width: `al`/`ah`/`ax`/`eax`/`rax` are `ax`.
    for (full, low) in [("ax", "al"), ("bx", "bl"), ("cx", "cl"), ("dx", "dl")] {
        let high = format!("{}h", &full[..1]);
        if n == full || n == low || n == high || n.strip_prefix(['e', 'r']) == Some(full) {
            return Some(full.to_string());
        }
    }
    for full in ["si", "di", "bp", "sp"] {
        if n == full || n.strip_prefix(['e', 'r']) == Some(full) || n == format!("{full}l") {
            return Some(full.to_string());
        }
    }
    if let Some(rest) = n.strip_prefix('r') {
        let digits = rest.trim_end_matches(['d', 'w', 'b']);
        if matches!(digits.parse::<u32>(), Ok(8..=15)) && rest.len() - digits.len() <= 1 {
            return Some(format!("r{digits}"));
        }
    }
    for (prefix, count) in [("xmm", 32), ("ymm", 32), ("zmm", 32), ("mm", 8), ("k", 8)] {
        if let Some(num) = n.strip_prefix(prefix) {
            if num.parse::<u32>().is_ok_and(|i| i < count) && !num.starts_with('+') {
                return Some(n.to_string());
            }
        }
    }
    if matches!(n, "flags" | "fpsr" | "fpcr" | "dirflag" | "st") || (n.starts_with("st(") && n.ends_with(')')) {
        return Some(n.to_string());
    }
    None
}
