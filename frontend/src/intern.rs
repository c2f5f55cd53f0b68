//! The string interner. Every identifier, keyword spelling and literal spelling the frontend
//! keeps is a `Name`, a `u32`; comparing names is comparing integers, and the table that maps
//! them back to text is owned by the frozen frontend result so codegen can print them.

use std::collections::HashMap;
use std::fmt;

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

/// Maps strings to [`Name`]s and back.
#[derive(Default)]
pub struct Interner {
    map: HashMap<Box<str>, Name>,
    strings: Vec<Box<str>>,
}

impl Interner {
    pub fn new() -> Self {
        Self::default()
    }

    /// Returns the name of `text`, adding it on first sight.
    pub fn intern(&mut self, text: &str) -> Name {
        if let Some(&name) = self.map.get(text) {
            return name;
        }
        let name = Name(u32::try_from(self.strings.len()).expect("too many interned strings"));
        let boxed: Box<str> = text.into();
        self.strings.push(boxed.clone());
        self.map.insert(boxed, name);
        name
    }

    /// Returns the name of `text` if it was interned before.
    pub fn lookup(&self, text: &str) -> Option<Name> {
        self.map.get(text).copied()
    }

    /// The text of an interned name.
    pub fn get(&self, name: Name) -> &str {
        &self.strings[name.0 as usize]
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
    }
}
