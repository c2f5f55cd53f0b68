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
/// multiplicative hash: interning an identifier is the lexer's hottest operation.
struct SpellingCache {
    /// `(hash, name)`; `None` marks an empty slot. The length is a power of two.
    slots: Vec<(u64, Option<Name>)>,
    len: usize,
}

impl SpellingCache {
    fn new() -> Self {
        SpellingCache { slots: vec![(0, None); 1024], len: 0 }
    }

    #[inline]
    fn hash(text: &[u8]) -> u64 {
        const K: u64 = 0x517c_c1b7_2722_0a95;
        let mut h: u64 = text.len() as u64;
        let mut chunks = text.chunks_exact(8);
        for c in &mut chunks {
            let w = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
            h = (h.rotate_left(5) ^ w).wrapping_mul(K);
        }
        let mut last = 0u64;
        for (i, &b) in chunks.remainder().iter().enumerate() {
            last |= (b as u64) << (8 * i);
        }
        h = (h.rotate_left(5) ^ last).wrapping_mul(K);
        h ^ (h >> 29)
    }

    #[inline]
    fn intern(&mut self, names: &mut Interner, text: &str) -> Name {
        let h = Self::hash(text.as_bytes());
        let mask = self.slots.len() - 1;
        let mut i = h as usize & mask;
        loop {
            let (sh, slot) = self.slots[i];
            let Some(name) = slot else { break };
            if sh == h && names.get(name) == text {
                return name;
            }
            i = (i + 1) & mask;
        }
        let name = names.intern(text);
        self.slots[i] = (h, Some(name));
        self.len += 1;
        if self.len * 2 > self.slots.len() {
            self.grow();
        }
        name
    }

    fn grow(&mut self) {
        let doubled = vec![(0, None); self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, doubled);
        let mask = self.slots.len() - 1;
        for (h, n) in old {
            if n.is_some() {
                let mut i = h as usize & mask;
                while self.slots[i].1.is_some() {
                    i = (i + 1) & mask;
                }
                self.slots[i] = (h, n);
            }
        }
    }
}
