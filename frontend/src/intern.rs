//! The string interner. Every identifier, keyword spelling and literal spelling the frontend
//! keeps is a `Name`, a `u32`; comparing names is comparing integers, and the table that maps
//! them back to text is owned by the frozen frontend result so codegen can print them.
//!
//! Interning is on the lexer's hot path, so the table is built for it: every string lives in one
//! growing buffer (no allocation per name), a name is found by a 64-bit FxHash of its text in a
//! map keyed by that hash (hashed no further), and the rare names whose hashes collide are
//! chained through `next`.

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

/// An interned string.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Name(u32);

impl Name {
    pub const fn raw(self) -> u32 {
        self.0
    }
}

impl fmt::Debug for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Name#{}", self.0)
    }
}

/// A hasher for keys that already are good 64-bit hashes.
#[derive(Default)]
struct IdentityHasher(u64);

impl Hasher for IdentityHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        // Only `write_u64` is used; fold anything else in for completeness.
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// FxHash (as in rustc) over the bytes of `text`, eight at a time.
fn fx_hash(text: &str) -> u64 {
    const K: u64 = 0x51_7c_c1_b7_27_22_0a_95;
    let mut h: u64 = 0;
    let mut bytes = text.as_bytes();
    while bytes.len() >= 8 {
        let word = u64::from_le_bytes(bytes[..8].try_into().unwrap());
        h = (h.rotate_left(5) ^ word).wrapping_mul(K);
        bytes = &bytes[8..];
    }
    if !bytes.is_empty() {
        let mut tail = [0u8; 8];
        tail[..bytes.len()].copy_from_slice(bytes);
        h = (h.rotate_left(5) ^ u64::from_le_bytes(tail)).wrapping_mul(K);
    }
    (h.rotate_left(5) ^ text.len() as u64).wrapping_mul(K)
}

/// Maps strings to [`Name`]s and back.
#[derive(Default)]
pub struct Interner {
    /// Hash of the text → the most recently interned name with that hash.
    map: HashMap<u64, Name, BuildHasherDefault<IdentityHasher>>,
    /// Every interned string, back to back.
    buf: String,
    /// Per name: its byte range in `buf`.
    spans: Vec<(u32, u32)>,
    /// Per name: an earlier name with the same hash.
    next: Vec<Option<Name>>,
}

impl Interner {
    pub fn new() -> Self {
        Self::default()
    }

    fn find(&self, hash: u64, text: &str) -> Option<Name> {
        let mut cur = self.map.get(&hash).copied();
        while let Some(name) = cur {
            if self.get(name) == text {
                return Some(name);
            }
            cur = self.next[name.0 as usize];
        }
        None
    }

    /// Returns the name of `text`, adding it on first sight.
    pub fn intern(&mut self, text: &str) -> Name {
        let hash = fx_hash(text);
        if let Some(name) = self.find(hash, text) {
            return name;
        }
        let name = Name(u32::try_from(self.spans.len()).expect("too many interned strings"));
        let start = u32::try_from(self.buf.len()).expect("interned text exceeds 4 GiB");
        self.buf.push_str(text);
        self.spans.push((start, self.buf.len() as u32));
        self.next.push(self.map.insert(hash, name));
        name
    }

    /// Returns the name of `text` if it was interned before.
    pub fn lookup(&self, text: &str) -> Option<Name> {
        self.find(fx_hash(text), text)
    }

    /// The text of an interned name.
    pub fn get(&self, name: Name) -> &str {
        let (lo, hi) = self.spans[name.0 as usize];
        &self.buf[lo as usize..hi as usize]
    }

    /// How many distinct strings are interned.
    pub fn len(&self) -> usize {
        self.spans.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_text_same_name() {
        let mut i = Interner::new();
        let a = i.intern("threadIdx");
        let b = i.intern("blockIdx");
        assert_ne!(a, b);
        assert_eq!(i.intern("threadIdx"), a);
        assert_eq!(i.get(b), "blockIdx");
        assert_eq!(i.lookup("nope"), None);
        let empty = i.intern("");
        assert_eq!(i.intern(""), empty);
        assert_eq!(i.get(empty), "");
    }

    #[test]
    fn many_names_round_trip() {
        let mut i = Interner::new();
        let names: Vec<Name> = (0..20_000).map(|n| i.intern(&format!("name_{n}"))).collect();
        for (n, name) in names.iter().enumerate() {
            assert_eq!(i.get(*name), format!("name_{n}"));
            assert_eq!(i.lookup(&format!("name_{n}")), Some(*name));
        }
        assert_eq!(i.len(), 20_000);
    }

    #[test]
    fn colliding_hashes_are_chained() {
        // Force a collision by inserting two names under one hash by hand.
        let mut i = Interner::new();
        let a = i.intern("alpha");
        let h = fx_hash("alpha");
        let name = Name(i.spans.len() as u32);
        let start = i.buf.len() as u32;
        i.buf.push_str("beta");
        i.spans.push((start, i.buf.len() as u32));
        i.next.push(i.map.insert(h, name));
        assert_eq!(i.find(h, "beta"), Some(name));
        assert_eq!(i.find(h, "alpha"), Some(a));
    }
}
