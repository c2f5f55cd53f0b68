//! The vtable group of a dynamic class (Itanium C++ ABI §2.5): one vtable for the complete
//! object and its primary bases, then a secondary vtable for every other dynamic subobject:
//! its non-virtual bases (depth first, left to right), then its virtual bases in
//! inheritance-graph order. Each vtable of a subobject of class `R` at offset `o` reads
//!
//! ```text
//! [vcall offsets, last first]   (a virtual base's own vtable only: one per function of R)
//! [vbase offsets, last first]   (R's virtual bases, each at its offset from this subobject)
//! offset to top = -o
//! RTTI = null                   (circlec emits no type info)
//! address point → R's slots, each R's function's final overrider in the complete class,
//!                 through a `this`-adjusting thunk `_ZThn<o'>_…` where the overrider's
//!                 class sits at another offset
//! ```
//!
//! Simplifications (documented limits): no construction vtables and no VTT. The complete
//! object's constructor stores its own group's vtable pointers before constructing virtual
//! bases and again after its non-virtual bases; a base-object constructor of a class with
//! virtual bases (`C2`) saves its subobjects' vtable pointers on entry and restores them after
//! its bases, so its body reads the complete object's vbase offsets. Virtual calls on `*this`
//! in the constructor or destructor of such a class are made directly to its own final
//! overrider (sema's `devirtualize_in_structor`); other virtual calls reaching the object
//! while an intermediate base is constructed dispatch to the complete class's overriders,
//! where C++ would use the base's. `C2`/`D2` take no VTT
//! parameter, so they are not interchangeable with g++'s for classes with virtual bases.
//! Thunks adjust by a constant (the complete class's layout) rather than reading a vcall
//! offset; the vcall offsets are still emitted so the group's layout is g++'s.

use frontend::sema::hir::{FnId, Program, RecordId};
pub use frontend::sema::virtuals::{derives_from, final_overrider};

/// Deepest base-class chain followed.
const MAX_DEPTH: u32 = 64;

/// One slot: the function (a destructor's complete variant, or its deleting variant `D0`) and
/// the adjustment added to `this` before calling it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub f: FnId,
    pub deleting: bool,
    pub adjust: i64,
}

/// One vtable of a group: that of the subobject of class `class` at byte `offset` in the
/// complete object.
#[derive(Clone, Debug)]
pub struct SubVTable {
    pub class: RecordId,
    pub offset: i64,
    /// Inside a virtual base: its offset is not fixed in a base-class subobject.
    pub in_vbase: bool,
    pub vcall_offsets: Vec<i64>,
    pub vbase_offsets: Vec<i64>,
    pub slots: Vec<Slot>,
}

impl SubVTable {
    /// The index of the address point (the first slot) in the emitted array.
    pub fn address_point(&self) -> usize {
        self.vcall_offsets.len() + self.vbase_offsets.len() + 2
    }

    /// The length of the emitted array.
    pub fn len(&self) -> usize {
        self.address_point() + self.slots.len()
    }
}

/// The vtable group of dynamic class `z`, primary vtable first; empty when `z` has none.
pub fn group(p: &Program, z: RecordId) -> Vec<SubVTable> {
    let mut out = Vec::new();
    if !p.vtables.contains_key(&z) {
        return out;
    }
    walk(p, z, z, 0, false, false, 0, &mut out);
    for &(v, field) in p.vbases.get(&z).map(|v| v.as_slice()).unwrap_or(&[]) {
        let off = field_offset(p, z, field);
        walk(p, z, v, off, false, true, 0, &mut out);
    }
    out
}

/// Adds the vtables of subobject `r` at `offset` (unless it shares its parent's, as a primary
/// base) and of its non-virtual bases.
#[allow(clippy::too_many_arguments)]
fn walk(p: &Program, z: RecordId, r: RecordId, offset: i64, primary: bool, in_vbase: bool, depth: u32, out: &mut Vec<SubVTable>) {
    if depth > MAX_DEPTH || !p.vtables.contains_key(&r) {
        return;
    }
    if !primary {
        out.push(sub_vtable(p, z, r, offset, in_vbase));
    }
    for b in p.bases.get(&r).map(|v| v.as_slice()).unwrap_or(&[]) {
        if b.is_virtual {
            continue;
        }
        let off = offset + field_offset(p, r, b.field);
        let is_primary = b.field == Some(0) && p.vtables.contains_key(&b.record);
        walk(p, z, b.record, off, is_primary, in_vbase, depth + 1, out);
    }
}

fn field_offset(p: &Program, r: RecordId, field: Option<u32>) -> i64 {
    field.and_then(|i| p.records[r].layout.as_ref()?.offsets.get(i as usize).copied()).unwrap_or(0) as i64
}

/// The offset of virtual base `v` in a complete `z`.
fn vbase_offset(p: &Program, z: RecordId, v: RecordId) -> Option<i64> {
    let &(_, field) = p.vbases.get(&z)?.iter().find(|x| x.0 == v)?;
    Some(field_offset(p, z, field))
}

/// The offset in a complete `z` of its (first) subobject of class `x`.
fn subobject_offset(p: &Program, z: RecordId, x: RecordId) -> Option<i64> {
    fn find(p: &Program, z: RecordId, r: RecordId, x: RecordId, off: i64, depth: u32) -> Option<i64> {
        if r == x {
            return Some(off);
        }
        if depth > MAX_DEPTH {
            return None;
        }
        for b in p.bases.get(&r).map(|v| v.as_slice()).unwrap_or(&[]) {
            let o = if b.is_virtual { vbase_offset(p, z, b.record)? } else { off + field_offset(p, r, b.field) };
            if let Some(found) = find(p, z, b.record, x, o, depth + 1) {
                return Some(found);
            }
        }
        None
    }
    find(p, z, z, x, 0, 0)
}

fn sub_vtable(p: &Program, z: RecordId, r: RecordId, offset: i64, in_vbase: bool) -> SubVTable {
    let own = p.vtables.get(&r).map(|v| v.slots.clone()).unwrap_or_default();
    let mut slots = Vec::with_capacity(own.len());
    let mut vcall_offsets = Vec::new();
    let mut prev_dtor: Option<FnId> = None;
    for g in own {
        let f = final_overrider(p, z, r, g);
        let class = p.fns[f].method.map_or(r, |m| m.record);
        let at = subobject_offset(p, z, class).unwrap_or(offset);
        let adjust = at - offset;
        let deleting = prev_dtor == Some(g);
        let is_dtor = p.fns[g].method.is_some_and(|m| p.records[m.record].dtor == Some(g));
        prev_dtor = if is_dtor && !deleting { Some(g) } else { None };
        if !deleting {
            vcall_offsets.push(adjust);
        }
        slots.push(Slot { f, deleting, adjust });
    }
    // Vcall offsets belong to a virtual base's own vtable only.
    let is_vbase = p.vbases.get(&z).is_some_and(|v| v.iter().any(|x| x.0 == r)) && vbase_offset(p, z, r) == Some(offset);
    if !is_vbase {
        vcall_offsets.clear();
    }
    let vbase_offsets = p.vbases.get(&r).map(|v| v.iter().map(|&(vb, _)| vbase_offset(p, z, vb).unwrap_or(0) - offset).collect()).unwrap_or_default();
    SubVTable { class: r, offset, in_vbase, vcall_offsets, vbase_offsets, slots }
}

/// The byte offset from the address point of class `r`'s vtable to the vbase offset of its
/// virtual base `v` (negative: before the offset to top).
pub fn vbase_offset_offset(p: &Program, r: RecordId, v: RecordId) -> Option<i64> {
    let i = p.vbases.get(&r)?.iter().position(|x| x.0 == v)?;
    Some(-8 * (3 + i as i64))
}
