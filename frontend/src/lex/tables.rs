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
                let k = Keyword::from_str(text);
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

/// An open-addressing table from spellings to names in front of the [`Interner`], with a cheap
/// multiplicative hash: interning an identifier is the lexer's hottest operation. Spellings of
/// up to 16 bytes (nearly all) are kept in the slot itself, zero-padded, so a hit costs one
/// probe and two word compares and no pointer chase.
struct SpellingCache {
    /// Power-of-two length; `name == None` marks an empty slot.
    slots: Vec<Slot>,
    len: usize,
}

#[derive(Clone, Copy)]
struct Slot {
    /// Short spellings: the bytes. Long ones: `w0` is the hash and `w1` zero.
    w0: u64,
    w1: u64,
    len: u32,
    name: Option<Name>,
}

const EMPTY: Slot = Slot { w0: 0, w1: 0, len: 0, name: None };

#[inline]
fn mix(w0: u64, w1: u64, len: u64) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let h = (w0.wrapping_mul(K) ^ w1.rotate_left(29)).wrapping_mul(K) ^ len;
    h ^ (h >> 31)
}

impl SpellingCache {
    fn new() -> Self {
        SpellingCache { slots: vec![EMPTY; 1024], len: 0 }
    }

    /// The slot key of `text`: its bytes (short) or its hash (long), and the probe hash.
    #[inline]
    fn key(text: &[u8]) -> (u64, u64, u64) {
        if text.len() <= 16 {
            let mut buf = [0u8; 16];
            buf[..text.len()].copy_from_slice(text);
            let w0 = u64::from_le_bytes([buf[0], buf[1], buf[2], buf[3], buf[4], buf[5], buf[6], buf[7]]);
            let w1 = u64::from_le_bytes([buf[8], buf[9], buf[10], buf[11], buf[12], buf[13], buf[14], buf[15]]);
            (w0, w1, mix(w0, w1, text.len() as u64))
        } else {
            let mut h = text.len() as u64;
            for c in text.chunks(8) {
                let mut buf = [0u8; 8];
                buf[..c.len()].copy_from_slice(c);
                h = mix(h, u64::from_le_bytes(buf), 0);
            }
            (h, 0, h)
        }
    }

    #[inline]
    fn intern(&mut self, names: &mut Interner, text: &str) -> Name {
        let (w0, w1, h) = Self::key(text.as_bytes());
        let len = text.len() as u32;
        let mask = self.slots.len() - 1;
        let mut i = h as usize & mask;
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
        let mask = self.slots.len() - 1;
        for slot in old {
            if slot.name.is_some() {
                let h = if slot.len <= 16 { mix(slot.w0, slot.w1, slot.len as u64) } else { slot.w0 };
                let mut i = h as usize & mask;
                while self.slots[i].name.is_some() {
                    i = (i + 1) & mask;
                }
                self.slots[i] = slot;
            }
        }
    }
}
