//! The record layouts both sides are reduced to, and their comparison. A layout is a size, an
//! alignment and the data members with their offsets in bits; members of anonymous struct and
//! union members are listed as members of the enclosing record (that is how C and C++ name
//! them), and a member whose type is an unnamed record carries that record's layout, compared
//! recursively under `Record.member`. Each difference is one `Mismatch` whose key names what
//! differs (`size R`, `align R`, `offset R.f`, `field R.f`) so that an allowlist line can name
//! it exactly.

use std::fmt::Write;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub size: u64,
    pub align: u64,
    pub fields: Vec<Field>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: String,
    pub offset_bits: u64,
    pub bitfield: bool,
    /// Layouts the member's unnamed record type may have: none for any other type, one from
    /// libclang, and on circlec's side every nested unnamed record of the same spelling (the dump
    /// cannot tell them apart by name; the one with the same member names is taken).
    pub nested: Vec<Layout>,
}

/// One difference between circlec and libclang.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// What differs, as an allowlist line names it: `size stat`, `offset _IO_FILE._flags`.
    pub key: String,
    /// Both values, for the reader.
    pub detail: String,
}

impl Layout {
    fn field_names(&self) -> Vec<&str> {
        self.fields.iter().map(|f| f.name.as_str()).collect()
    }

    /// `size 16 align 8 {a@0 b@8}`, for failure messages.
    pub fn summary(&self) -> String {
        let mut s = format!("size {} align {} {{", self.size, self.align);
        for (i, f) in self.fields.iter().enumerate() {
            let sep = if i == 0 { "" } else { " " };
            let _ = write!(s, "{sep}{}@{}", f.name, f.offset_bits / 8);
        }
        s.push('}');
        s
    }
}

/// Every difference between circlec's layout of `label` and libclang's.
pub fn compare(label: &str, circlec: &Layout, clang: &Layout, out: &mut Vec<Mismatch>) {
    if circlec.size != clang.size {
        out.push(Mismatch {
            key: format!("size {label}"),
            detail: format!("sizeof: circlec {}, libclang {}", circlec.size, clang.size),
        });
    }
    if circlec.align != clang.align {
        out.push(Mismatch {
            key: format!("align {label}"),
            detail: format!("alignof: circlec {}, libclang {}", circlec.align, clang.align),
        });
    }
    // Unnamed members (`int : 32;` bit-fields) pair up in order, named ones by name.
    let mut unnamed_ours = circlec.fields.iter().filter(|f| f.name.is_empty());
    for theirs in &clang.fields {
        let path = format!("{label}.{}", theirs.name);
        let found = if theirs.name.is_empty() { unnamed_ours.next() } else { circlec.fields.iter().find(|f| f.name == theirs.name) };
        let Some(ours) = found else {
            out.push(Mismatch {
                key: format!("field {path}"),
                detail: format!(
                    "circlec has no member `{}` (libclang: at byte {}); circlec's members: {:?}",
                    theirs.name,
                    theirs.offset_bits / 8,
                    circlec.field_names()
                ),
            });
            continue;
        };
        // circlec's dump gives a bit-field's byte (the one holding its first bit).
        let ours_bits = if theirs.bitfield { ours.offset_bits + theirs.offset_bits % 8 } else { ours.offset_bits };
        if ours_bits != theirs.offset_bits {
            out.push(Mismatch {
                key: format!("offset {path}"),
                detail: format!(
                    "offset of `{}`: circlec byte {}, libclang byte {}{}",
                    theirs.name,
                    ours.offset_bits / 8,
                    theirs.offset_bits / 8,
                    if theirs.bitfield { format!(" (bit {})", theirs.offset_bits) } else { String::new() }
                ),
            });
        }
        if let Some(want) = theirs.nested.first() {
            let names = want.field_names();
            match ours.nested.iter().find(|n| n.field_names() == names).or(ours.nested.first()) {
                Some(got) => compare(&path, got, want, out),
                None => out.push(Mismatch {
                    key: format!("field {path}"),
                    detail: format!("member `{}` has an unnamed record type for libclang ({}), not for circlec", theirs.name, want.summary()),
                }),
            }
        }
    }
    for ours in &circlec.fields {
        if !clang.fields.iter().any(|f| f.name == ours.name) {
            out.push(Mismatch {
                key: format!("field {label}.{}", ours.name),
                detail: format!("libclang has no member `{}` (circlec: at byte {}); libclang's members: {:?}", ours.name, ours.offset_bits / 8, clang.field_names()),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(name: &str, byte: u64) -> Field {
        Field { name: name.into(), offset_bits: byte * 8, bitfield: false, nested: vec![] }
    }

    #[test]
    fn reports_each_difference_with_its_key() {
        let clang = Layout { size: 16, align: 8, fields: vec![field("a", 0), field("b", 8)] };
        let ours = Layout { size: 12, align: 4, fields: vec![field("a", 0), field("b", 4), field("c", 8)] };
        let mut out = vec![];
        compare("S", &ours, &clang, &mut out);
        let keys: Vec<&str> = out.iter().map(|m| m.key.as_str()).collect();
        assert_eq!(keys, ["size S", "align S", "offset S.b", "field S.c"]);
        assert!(out[2].detail.contains("circlec byte 4, libclang byte 8"), "{}", out[2].detail);
        let mut none = vec![];
        compare("S", &clang, &clang, &mut none);
        assert!(none.is_empty());
    }

    #[test]
    fn compares_unnamed_record_members_by_their_member_names() {
        let inner = |off| Layout { size: 8, align: 4, fields: vec![field("x", 0), field("y", off)] };
        let mut theirs = field("u", 0);
        theirs.nested = vec![inner(4)];
        let mut ours = field("u", 0);
        ours.nested = vec![Layout { size: 4, align: 4, fields: vec![field("q", 0)] }, inner(2)];
        let clang = Layout { size: 8, align: 4, fields: vec![theirs] };
        let circlec = Layout { size: 8, align: 4, fields: vec![ours] };
        let mut out = vec![];
        compare("T", &circlec, &clang, &mut out);
        assert_eq!(out.len(), 1, "{out:?}");
        assert_eq!(out[0].key, "offset T.u.y");
    }
}
