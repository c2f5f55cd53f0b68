//! How a launch stub receives its parameters: the x86-64 SysV classification of each kernel
//! parameter type, as clang's `X86_64ABIInfo::classifyArgumentType` does it for the types kernel
//! parameters have (scalars, pointers, and structs or arrays of them).
//!
//! ```text
//! scalar (int, pointer, float, double, vector)  -> Direct: passed as itself
//! aggregate > 16 bytes, or with a misaligned    -> Byval: `ptr byval(T) align max(A, 8)`, a copy on the
//!   field, or that no longer fits the registers      caller's stack
//!   left (6 integer, 8 SSE)
//! aggregate <= 16 bytes                         -> Coerced: one LLVM value per eightbyte:
//!   eightbyte with an integer or pointer field       INTEGER: i64 / ptr, or iN for a short tail
//!   eightbyte with only float/double fields          SSE: double, float, or <2 x float>
//! ```
//!
//! So `struct { int a, b, c; }` is passed as `i64, i32`, `struct { float x, y, z; }` as
//! `<2 x float>, float`, `struct { int *p; float f; }` as `ptr, float`, as clang passes them
//! (checked against clang-19 in the tests). Simplified: an aggregate holding a `half`, `bfloat`,
//! `x86_fp80`, `fp128` or vector field, or one made only of padding, is passed `byval` (clang
//! would use SSE/x87 classes or ignore it); `i8`/`i16` scalars carry no `signext`/`zeroext`.

use inkwell::context::ContextRef;
use inkwell::targets::TargetData;
use inkwell::types::{BasicType, BasicTypeEnum};

/// How the stub receives one kernel parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamPassing<'ctx> {
    /// As the LLVM value itself (one LLVM parameter).
    Direct,
    /// As a `ptr byval(T) align A` to a copy of the aggregate `T` (one LLVM parameter).
    Byval(BasicTypeEnum<'ctx>),
    /// The aggregate `ty` as one or two LLVM parameters, `parts[i]` holding bytes
    /// `8 * i .. 8 * i + 8` of it.
    Coerced {
        ty: BasicTypeEnum<'ctx>,
        parts: Vec<BasicTypeEnum<'ctx>>,
    },
}

impl<'ctx> ParamPassing<'ctx> {
    /// How many LLVM parameters it takes.
    pub fn llvm_param_count(&self) -> usize {
        match self {
            ParamPassing::Direct | ParamPassing::Byval(_) => 1,
            ParamPassing::Coerced { parts, .. } => parts.len(),
        }
    }
}

/// The x86-64 SysV class of one eightbyte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Empty,
    Integer,
    Sse,
}

/// One scalar field of a flattened aggregate.
#[derive(Clone, Copy, Debug)]
struct Field<'ctx> {
    offset: u64,
    size: u64,
    ty: BasicTypeEnum<'ctx>,
    class: Class,
}

/// Classifies `params` in order, tracking the registers left as clang does.
pub fn classify_params<'ctx>(
    td: &TargetData,
    params: &[BasicTypeEnum<'ctx>],
) -> Vec<ParamPassing<'ctx>> {
    let mut free_int = 6u32;
    let mut free_sse = 8u32;
    params
        .iter()
        .map(|&ty| {
            let (passing, need_int, need_sse) = classify(td, ty);
            if free_int >= need_int && free_sse >= need_sse {
                free_int -= need_int;
                free_sse -= need_sse;
                passing
            } else if matches!(passing, ParamPassing::Coerced { .. }) {
                ParamPassing::Byval(ty) // out of registers: the whole aggregate goes to memory
            } else {
                passing // a scalar that no longer fits goes on the stack; its type stays
            }
        })
        .collect()
}

/// One parameter: how it is passed and the integer and SSE registers it needs.
fn classify<'ctx>(td: &TargetData, ty: BasicTypeEnum<'ctx>) -> (ParamPassing<'ctx>, u32, u32) {
    match ty {
        BasicTypeEnum::StructType(_) | BasicTypeEnum::ArrayType(_) => classify_aggregate(td, ty),
        BasicTypeEnum::IntType(i) if i.get_bit_width() > 64 => (ParamPassing::Direct, 2, 0),
        BasicTypeEnum::IntType(_) | BasicTypeEnum::PointerType(_) => (ParamPassing::Direct, 1, 0),
        BasicTypeEnum::FloatType(f) if f.get_bit_width() <= 64 => (ParamPassing::Direct, 0, 1),
        BasicTypeEnum::VectorType(_) => (ParamPassing::Direct, 0, 1),
        _ => (ParamPassing::Direct, 0, 0), // x86_fp80, fp128: memory or x87, no GPR/SSE count
    }
}

fn classify_aggregate<'ctx>(
    td: &TargetData,
    ty: BasicTypeEnum<'ctx>,
) -> (ParamPassing<'ctx>, u32, u32) {
    let memory = (ParamPassing::Byval(ty), 0, 0);
    let size = td.get_abi_size(&ty);
    if size == 0 || size > 16 {
        return memory;
    }
    let mut fields = Vec::new();
    if !flatten(td, ty, 0, &mut fields) {
        return memory;
    }
    let mut classes = [Class::Empty; 2];
    for f in &fields {
        for eightbyte in (f.offset / 8)..=((f.offset + f.size - 1) / 8) {
            let c = &mut classes[eightbyte as usize];
            *c = match (*c, f.class) {
                (Class::Integer, _) | (_, Class::Integer) => Class::Integer,
                _ => Class::Sse,
            };
        }
    }
    let eightbytes = if size > 8 { 2 } else { 1 };
    let mut parts = Vec::new();
    let (mut need_int, mut need_sse) = (0, 0);
    for (i, &class) in classes.iter().enumerate().take(eightbytes) {
        let start = 8 * i as u64;
        match class {
            Class::Integer => {
                need_int += 1;
                parts.push(integer_part(&fields, start, size, ty));
            }
            Class::Sse => {
                need_sse += 1;
                parts.push(sse_part(&fields, start, size, ty));
            }
            Class::Empty if i == 1 => {}   // trailing padding
            Class::Empty => return memory, // leading padding only: simplified
        }
    }
    (ParamPassing::Coerced { ty, parts }, need_int, need_sse)
}

/// Appends the scalar fields of `ty` at `base`; false when it holds a field kind the coercion
/// does not handle (see the file comment) or a misaligned field (packed structs: MEMORY).
fn flatten<'ctx>(
    td: &TargetData,
    ty: BasicTypeEnum<'ctx>,
    base: u64,
    out: &mut Vec<Field<'ctx>>,
) -> bool {
    match ty {
        BasicTypeEnum::StructType(s) => (0..s.count_fields()).all(|i| {
            let Some(field) = s.get_field_type_at_index(i) else {
                return false;
            };
            let Some(offset) = td.offset_of_element(&s, i) else {
                return false;
            };
            flatten(td, field, base + offset, out)
        }),
        BasicTypeEnum::ArrayType(a) => {
            let element = a.get_element_type();
            let stride = td.get_abi_size(&element);
            (0..a.len() as u64).all(|i| flatten(td, element, base + i * stride, out))
        }
        BasicTypeEnum::IntType(_) | BasicTypeEnum::PointerType(_) => {
            scalar(td, ty, base, Class::Integer, out)
        }
        BasicTypeEnum::FloatType(f) if matches!(f.get_bit_width(), 32 | 64) => {
            scalar(td, ty, base, Class::Sse, out)
        }
        _ => false,
    }
}

fn scalar<'ctx>(
    td: &TargetData,
    ty: BasicTypeEnum<'ctx>,
    offset: u64,
    class: Class,
    out: &mut Vec<Field<'ctx>>,
) -> bool {
    let size = td.get_store_size(&ty);
    if size == 0 || offset & (td.get_abi_alignment(&ty) as u64 - 1) != 0 {
        return false;
    }
    out.push(Field {
        offset,
        size,
        ty,
        class,
    });
    true
}

/// The field starting exactly at `offset`, if any.
fn field_at<'a, 'ctx>(fields: &'a [Field<'ctx>], offset: u64) -> Option<&'a Field<'ctx>> {
    fields.iter().find(|f| f.offset == offset)
}

/// Whether no field overlaps bytes `start..end`.
fn no_data(fields: &[Field<'_>], start: u64, end: u64) -> bool {
    fields
        .iter()
        .all(|f| f.offset + f.size <= start || f.offset >= end)
}

/// clang's `GetINTEGERTypeAtOffset`: the field at the eightbyte's start when it is the only data
/// in it (an `i64`/`ptr`, or a narrower integer followed by padding), else `iN` for the bytes
/// left in the aggregate (at most 8).
fn integer_part<'ctx>(
    fields: &[Field<'ctx>],
    start: u64,
    size: u64,
    any: BasicTypeEnum<'ctx>,
) -> BasicTypeEnum<'ctx> {
    if let Some(f) = field_at(fields, start) {
        if f.class == Class::Integer && f.size <= 8 && no_data(fields, start + f.size, start + 8) {
            return f.ty;
        }
    }
    let bytes = (size - start).min(8) as u32;
    let cx = context_of(any);
    match bytes {
        8 => cx.i64_type().as_basic_type_enum(),
        // 1..=7: `iN` for the aggregate's tail (i24, i40, ...); `bytes` is never 0 here
        _ => std::num::NonZeroU32::new(bytes * 8)
            .and_then(|bits| cx.custom_width_int_type(bits).ok())
            .map_or(cx.i64_type().as_basic_type_enum(), |t| {
                t.as_basic_type_enum()
            }),
    }
}

/// clang's `GetSSETypeAtOffset`: `double` for a double; `<2 x float>` for two floats; `float`
/// for a float followed by padding or the end.
fn sse_part<'ctx>(
    fields: &[Field<'ctx>],
    start: u64,
    size: u64,
    any: BasicTypeEnum<'ctx>,
) -> BasicTypeEnum<'ctx> {
    let cx = context_of(any);
    let is_float = |f: Option<&Field<'ctx>>| f.is_some_and(|f| f.size == 4);
    let first = field_at(fields, start);
    if !is_float(first) {
        return cx.f64_type().as_basic_type_enum();
    }
    if start + 4 < size && is_float(field_at(fields, start + 4)) {
        return cx.f32_type().vec_type(2).as_basic_type_enum();
    }
    cx.f32_type().as_basic_type_enum()
}

/// The context of a type.
pub(crate) fn context_of(ty: BasicTypeEnum<'_>) -> ContextRef<'_> {
    match ty {
        BasicTypeEnum::ArrayType(t) => t.get_context(),
        BasicTypeEnum::FloatType(t) => t.get_context(),
        BasicTypeEnum::IntType(t) => t.get_context(),
        BasicTypeEnum::PointerType(t) => t.get_context(),
        BasicTypeEnum::StructType(t) => t.get_context(),
        BasicTypeEnum::VectorType(t) => t.get_context(),
        BasicTypeEnum::ScalableVectorType(t) => t.get_context(),
    }
}

#[cfg(test)]
#[path = "abi_tests.rs"]
mod tests;
