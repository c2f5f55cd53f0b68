//! Per-run lexer tables: the interned spellings of the punctuators, a cache from names to
//! keywords, and an open-addressing spelling cache in front of the [`Interner`] (interning an
//! identifier is the lexer's hottest operation). One [`LexTables`] serves every file of a run.

use super::token::{Keyword, Punct};
use crate::intern::{Interner, Name};

/// Spellings interned once per run: punctuators, a cache from names to keywords, and a fast
/// front cache of the interner for identifier and literal spellings.
pub struct LexTables {
    punct_names: Vec<Name>,
    spellings: SpellingCache,
    /// Indexed by `Name::raw()`: 0 not looked at yet, 1 not a keyword, `k + 2` keyword `k`.
    keyword_of: Vec<u8>,
    pub empty: Name,
}

impl LexTables {
    pub fn new(names: &mut Interner) -> Self {
        LexTables {
            punct_names: Punct::ALL.iter().map(|p| names.intern(p.as_str())).collect(),
            spellings: SpellingCache::new(),
            keyword_of: Vec::new(),
            empty: names.intern(""),
        }
    }

    /// Interns `text` through the cache.
    #[inline]
    pub fn intern(&mut self, names: &mut Interner, text: &str) -> Name {
        self.spellings.intern(names, text)
    }

    /// The interned spelling of a punctuator.
    #[inline]
    pub fn punct_name(&self, p: Punct) -> Name {
        self.punct_names[p as usize]
    }

    /// The keyword spelled `text` (interned as `name`), if any.
    #[inline]
    pub fn keyword(&mut self, name: Name, text: &str) -> Option<Keyword> {
        let i = name.raw() as usize;
        if i >= self.keyword_of.len() {
            self.keyword_of.resize(i + 1 + i / 2, 0);
        }
        match self.keyword_of[i] {
            0 => {
                let k = Keyword::from_str(text).or_else(|| gnu_alternate_keyword(text));
                self.keyword_of[i] = match k {
                    Some(k) => k as u8 + 2,
                    None => 1,
                };
                k
            }
            1 => None,
            k => Some(Keyword::ALL[(k - 2) as usize]),
        }
    }
}

/// An open-addressing table from spellings to names in front of the [`Interner`]: interning an
/// identifier is the lexer's hottest operation. Spellings of up to 16 bytes (nearly all) are
/// kept in the slot itself as two words (which, with the length, determine the spelling), so a
/// hit costs a multiply, one probe and two word compares, with no copy and no pointer chase.
struct SpellingCache {
    /// Power-of-two length; `name == None` marks an empty slot.
    slots: Vec<Slot>,
    /// `64 - log2(slots.len())`: the probe starts at the top bits of the hash.
    shift: u32,
    len: usize,
}

#[derive(Clone, Copy)]
struct Slot {
    /// Short spellings: the key words. Long ones: `w0` is the hash and `w1` zero.
    w0: u64,
    w1: u64,
    len: u32,
    name: Option<Name>,
}

const EMPTY: Slot = Slot { w0: 0, w1: 0, len: 0, name: None };
const INITIAL_BITS: u32 = 12;
const K: u64 = 0x9E37_79B9_7F4A_7C15;

#[inline]
fn mix(w0: u64, w1: u64, len: u64) -> u64 {
    (w0 ^ w1.rotate_left(32) ^ len.wrapping_mul(K)).wrapping_mul(K) ^ (w1.wrapping_mul(0x2545_F491_4F6C_DD1D))
}

#[inline]
fn word8(b: &[u8]) -> u64 {
    let mut a = [0u8; 8];
    a.copy_from_slice(&b[..8]);
    u64::from_le_bytes(a)
}

#[inline]
fn word4(b: &[u8]) -> u64 {
    let mut a = [0u8; 4];
    a.copy_from_slice(&b[..4]);
    u32::from_le_bytes(a) as u64
}

impl SpellingCache {
    fn new() -> Self {
        SpellingCache { slots: vec![EMPTY; 1 << INITIAL_BITS], shift: 64 - INITIAL_BITS, len: 0 }
    }

    /// The slot key of `text` and its hash. Up to 16 bytes the key words are overlapping loads
    /// of the first and last bytes, which together with the length determine the text.
    #[inline]
    fn key(b: &[u8]) -> (u64, u64, u64) {
        let n = b.len();
        let (w0, w1) = if n >= 8 && n <= 16 {
            (word8(b), word8(&b[n - 8..]))
        } else if n >= 4 && n < 8 {
            (word4(b) | (word4(&b[n - 4..]) << 32), 0)
        } else if n > 0 && n < 4 {
            (b[0] as u64 | (b[n / 2] as u64) << 8 | (b[n - 1] as u64) << 16, 0)
        } else if n == 0 {
            (0, 0)
        } else {
            let mut h = n as u64;
            let mut chunks = b.chunks_exact(8);
            for c in &mut chunks {
                h = mix(h, word8(c), 1);
            }
            let rest = chunks.remainder();
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            h = mix(h, u64::from_le_bytes(last), 2);
            return (h, 0, h);
        };
        (w0, w1, mix(w0, w1, n as u64))
    }

    #[inline]
    fn intern(&mut self, names: &mut Interner, text: &str) -> Name {
        let (w0, w1, h) = Self::key(text.as_bytes());
        let len = text.len() as u32;
        let mask = self.slots.len() - 1;
        let mut i = (h >> self.shift) as usize;
        loop {
            let slot = self.slots[i];
            let Some(name) = slot.name else { break };
            if slot.w0 == w0 && slot.w1 == w1 && slot.len == len && (len <= 16 || names.get(name) == text) {
                return name;
            }
            i = (i + 1) & mask;
        }
        let name = names.intern(text);
        self.slots[i] = Slot { w0, w1, len, name: Some(name) };
        self.len += 1;
        if self.len * 2 > self.slots.len() {
            self.grow();
        }
        name
    }

    fn grow(&mut self) {
        let doubled = vec![EMPTY; self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, doubled);
        self.shift -= 1;
        let mask = self.slots.len() - 1;
        for slot in old {
            if slot.name.is_some() {
                let h = if slot.len <= 16 { mix(slot.w0, slot.w1, slot.len as u64) } else { slot.w0 };
                let mut i = (h >> self.shift) as usize;
                while self.slots[i].name.is_some() {
                    i = (i + 1) & mask;
                }
                self.slots[i] = slot;
            }
        }
    }
}

/// GNU's alternate spellings of standard keywords, which the C and C++ libraries' headers and
/// NVIDIA's use (`__inline__`, `__asm__`, `__volatile__`, ...).
fn gnu_alternate_keyword(text: &str) -> Option<Keyword> {
    Some(match text {
        "__asm__" | "__asm" => Keyword::Asm,
        "__inline__" | "__inline" => Keyword::Inline,
        "__volatile__" | "__volatile" => Keyword::Volatile,
        "__const__" | "__const" => Keyword::Const,
        "__signed__" | "__signed" => Keyword::Signed,
        "__alignof__" | "__alignof" => Keyword::Alignof,
        "__typeof" => Keyword::Typeof,
        "__decltype" => Keyword::Decltype,
        "__attribute" => Keyword::Attribute,
        "__thread" => Keyword::ThreadLocal,
        "__complex__" | "__complex" => Keyword::Complex,
        "__real" => Keyword::Real,
        "__imag" => Keyword::Imag,
        _ => return None,
    })
}
