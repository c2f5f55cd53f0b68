//! Record layout and type sizes per the LP64 C ABI that x86-64 (System V) and nvptx64 share:
//! each field at the next offset aligned to its alignment, a struct's alignment the largest of
//! its fields' (raised by `alignas`), its size rounded up to its alignment (tail padding), a
//! union's size the largest field's rounded likewise, and an empty record of size 1.
//! A dynamic class (one with a vtable) is not a POD for Itanium's layout: as a base it occupies
//! only its non-virtual size (`nvsize`, its data without tail padding and without its virtual
//! bases, which `layout_class` places after the non-virtual part).

use super::hir::RecordId;
use super::types::{Type, TypeId, Types};

/// The computed layout of a complete record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordLayout {
    pub size: u64,
    pub align: u64,
    /// Byte offset of each field, in declaration order.
    pub offsets: Vec<u64>,
    /// The size and alignment the class has as a base subobject: for a dynamic class its data
    /// size without tail padding and without virtual bases; `size` and `align` otherwise.
    pub nvsize: u64,
    pub nvalign: u64,
}

/// Size and alignment of a type, or `None` when it is incomplete (void, an unsized array, a
/// function, a record still being defined). `record` gives the layout of complete records.
pub fn size_align(
    types: &Types,
    ty: TypeId,
    record: &dyn Fn(RecordId) -> Option<(u64, u64)>,
    enum_under: &dyn Fn(super::hir::EnumId) -> TypeId,
) -> Option<(u64, u64)> {
    match types.kind(ty) {
        Type::Error => Some((1, 1)),
        Type::Void | Type::Function { .. } => None,
        Type::Bool => Some((1, 1)),
        Type::Int(k) => Some((k.size(), k.size())),
        Type::Float(k) => Some((k.size(), k.size())),
        // The (real, imaginary) pair, aligned as its element (x86-64 psABI, C99 6.2.5p13).
        Type::Complex(elem) => size_align(types, *elem, record, enum_under).map(|(s, a)| (2 * s, a)),
        Type::NullPtr | Type::Pointer(_) | Type::LRef(_) | Type::RRef(_) => Some((8, 8)),
        // Itanium: an offset, or a (function, `this` adjustment) pair.
        Type::MemberPointer { pointee, .. } if types.is_function(*pointee) => Some((16, 8)),
        Type::MemberPointer { .. } => Some((8, 8)),
        Type::Array { elem, len } => {
            let len = (*len)?;
            let (s, a) = size_align(types, *elem, record, enum_under)?;
            Some((s.checked_mul(len)?, a))
        }
        Type::Record(r) => record(*r),
        Type::Enum(e) => size_align(types, enum_under(*e), record, enum_under),
        Type::Qualified { base, .. } => size_align(types, *base, record, enum_under),
    }
}

fn align_to(v: u64, a: u64) -> u64 {
    if a <= 1 {
        v
    } else {
        v.div_ceil(a) * a
    }
}

/// Lays out a record whose fields have the given sizes and alignments (each field's own
/// `alignas`, if any, already folded into its alignment). `alignas` is the record's own.
/// Where the next member of a struct with `fields` would start if it needed no alignment: the
/// end of the last one.
pub fn prefix_end(fields: &[(u64, u64)]) -> u64 {
    let mut end = 0u64;
    for &(size, a) in fields {
        end = align_to(end, a).saturating_add(size);
    }
    end
}

pub fn layout_record(fields: &[(u64, u64)], is_union: bool, alignas: Option<u64>) -> RecordLayout {
    let mut offsets = Vec::with_capacity(fields.len());
    let mut align = 1u64;
    let mut end = 0u64;
    for &(size, a) in fields {
        align = align.max(a);
        if is_union {
            offsets.push(0);
            end = end.max(size);
        } else {
            let off = align_to(end, a);
            offsets.push(off);
            end = off.saturating_add(size);
        }
    }
    if let Some(a) = alignas {
        align = align.max(a);
    }
    // An empty record still occupies one byte (rounded up to its alignment).
    let size = align_to(end.max(1), align);
    RecordLayout { size, align, offsets, nvsize: size, nvalign: align }
}

/// Lays out a dynamic class: `fields` as `layout_record` does, the first `nv` of them its
/// non-virtual part (vptr, bases, members), the rest its virtual bases (each at its
/// non-virtual size and alignment). Its `nvsize` is where its non-virtual data ends.
pub fn layout_class(fields: &[(u64, u64)], nv: usize, alignas: Option<u64>) -> RecordLayout {
    let mut l = layout_record(fields, false, alignas);
    let nv = nv.min(fields.len());
    l.nvsize = prefix_end(&fields[..nv]).max(1);
    l.nvalign = fields[..nv].iter().map(|f| f.1).max().unwrap_or(1).max(alignas.unwrap_or(1));
    l
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::types::builtin::*;

    fn check(fields: &[(u64, u64)], is_union: bool, alignas: Option<u64>, expected: (u64, u64, &[u64])) {
        let l = layout_record(fields, is_union, alignas);
        assert_eq!((l.size, l.align, l.offsets.as_slice()), expected, "{fields:?}");
    }

    #[test]
    fn struct_layouts() {
        // struct { char a; double b; int c; }
        check(&[(1, 1), (8, 8), (4, 4)], false, None, (24, 8, &[0, 8, 16]));
        // struct { int a; char b; }: tail padding
        check(&[(4, 4), (1, 1)], false, None, (8, 4, &[0, 4]));
        // struct { char a, b, c; }
        check(&[(1, 1), (1, 1), (1, 1)], false, None, (3, 1, &[0, 1, 2]));
        // struct { short s; char c[5]; long l; }
        check(&[(2, 2), (5, 1), (8, 8)], false, None, (16, 8, &[0, 2, 8]));
        // empty struct
        check(&[], false, None, (1, 1, &[]));
        // struct alignas(16) { int x; }
        check(&[(4, 4)], false, Some(16), (16, 16, &[0]));
        // empty struct alignas(8)
        check(&[], false, Some(8), (8, 8, &[]));
        // struct { char c; __int128 x; }
        check(&[(1, 1), (16, 16)], false, None, (32, 16, &[0, 16]));
    }

    #[test]
    fn dynamic_class_layouts() {
        // struct B : virtual A { int b; } with A { int a; virtual int f(); }: vptr, b, then A.
        let l = layout_class(&[(8, 8), (4, 4), (12, 8)], 2, None);
        assert_eq!((l.size, l.align, l.offsets.as_slice(), l.nvsize, l.nvalign), (32, 8, &[0, 8, 16][..], 12, 8));
    }

    #[test]
    fn union_layouts() {
        // union { char c; int i; double d; }
        check(&[(1, 1), (4, 4), (8, 8)], true, None, (8, 8, &[0, 0, 0]));
        // union { char c[5]; int i; }
        check(&[(5, 1), (4, 4)], true, None, (8, 4, &[0, 0]));
    }

    #[test]
    fn type_sizes() {
        let mut t = Types::new();
        let arr = t.array(DOUBLE, Some(3));
        let p = t.pointer(CHAR);
        let unsized_ = t.array(INT, None);
        let none = |_: RecordId| None;
        let under = |_: crate::sema::hir::EnumId| INT;
        for (ty, expect) in [
            (BOOL, Some((1, 1))),
            (SHORT, Some((2, 2))),
            (LONG, Some((8, 8))),
            (LONGDOUBLE, Some((16, 16))),
            (INT128, Some((16, 16))),
            (arr, Some((24, 8))),
            (p, Some((8, 8))),
            (VOID, None),
            (unsized_, None),
        ] {
            assert_eq!(size_align(&t, ty, &none, &under), expect, "{ty:?}");
        }
    }
}
