//! Typed arenas: every AST and semantic entity lives in an `Arena<T>` and is named by an
//! `Idx<T>`, a `u32` that cannot be confused with the index of another kind of entity.
//! Ids instead of references keep the frozen frontend result `Send + Sync` and cheap to share
//! across the per-target codegen threads.

use std::fmt;
use std::marker::PhantomData;

/// A typed index into an [`Arena`].
pub struct Idx<T> {
    raw: u32,
    _ty: PhantomData<fn() -> T>,
}

impl<T> Idx<T> {
    /// Builds an id from a raw index; only arenas and side tables should need this.
    pub const fn from_raw(raw: u32) -> Self {
        Idx { raw, _ty: PhantomData }
    }
    /// The raw `u32` behind the id.
    pub const fn raw(self) -> u32 {
        self.raw
    }
    /// The id as a `usize`, for indexing side tables.
    pub const fn index(self) -> usize {
        self.raw as usize
    }
}

impl<T> Clone for Idx<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Idx<T> {}
impl<T> PartialEq for Idx<T> {
    fn eq(&self, other: &Self) -> bool {
        self.raw == other.raw
    }
}
impl<T> Eq for Idx<T> {}
impl<T> PartialOrd for Idx<T> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl<T> Ord for Idx<T> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.raw.cmp(&other.raw)
    }
}
impl<T> std::hash::Hash for Idx<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.raw.hash(state)
    }
}
impl<T> fmt::Debug for Idx<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let full = std::any::type_name::<T>();
        let short = full.rsplit("::").next().unwrap_or(full);
        write!(f, "{short}#{}", self.raw)
    }
}

/// An append-only store of `T`s addressed by [`Idx<T>`].
pub struct Arena<T> {
    items: Vec<T>,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena { items: Vec::new() }
    }
}

impl<T: fmt::Debug> fmt::Debug for Arena<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.items.iter()).finish()
    }
}

impl<T> Arena<T> {
    pub fn new() -> Self {
        Self::default()
    }
    /// Stores `item` and returns its id.
    pub fn alloc(&mut self, item: T) -> Idx<T> {
        let raw = u32::try_from(self.items.len()).expect("arena holds more than u32::MAX items");
        self.items.push(item);
        Idx::from_raw(raw)
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// Every `(id, item)` pair in allocation order.
    pub fn iter(&self) -> impl Iterator<Item = (Idx<T>, &T)> + '_ {
        self.items.iter().enumerate().map(|(i, t)| (Idx::from_raw(i as u32), t))
    }
    /// The id the next `alloc` will return.
    pub fn next_idx(&self) -> Idx<T> {
        Idx::from_raw(self.items.len() as u32)
    }
}

impl<T> std::ops::Index<Idx<T>> for Arena<T> {
    type Output = T;
    fn index(&self, idx: Idx<T>) -> &T {
        &self.items[idx.index()]
    }
}
impl<T> std::ops::IndexMut<Idx<T>> for Arena<T> {
    fn index_mut(&mut self, idx: Idx<T>) -> &mut T {
        &mut self.items[idx.index()]
    }
}
