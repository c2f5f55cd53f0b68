//! Putting the fatbin into a host object generated before the fatbin existed. The host module is
//! compiled with a small placeholder in `.nv_fatbin` (nothing else in that section, referenced
//! only by the wrapper in `.nvFatBinSegment`, at offset 0); when the fatbin arrives,
//! `patch_section` appends its bytes (aligned) at the end of the ELF64 relocatable, points the
//! section header's `sh_offset`/`sh_size` at them and updates the size of any symbol that
//! covers the placeholder. The old placeholder bytes stay where they were, unreferenced. With
//! relocatable device code the same is done to `.circlec_rdc` and the unit's record (in no
//! section but its own, unreferenced); the link step reads records back with
//! `optional_section`, from relocatable objects only (`is_elf64_relocatable`).
//!
//! That is sound only when nothing depends on the section's size or on an offset inside it:
//! no relocations apply to the section itself, and every relocation whose symbol lies in it is
//! an absolute `R_X86_64_64` at offset 0 (`st_value + r_addend == 0`). Those checks, and every
//! read of the file, are bounds-checked: a malformed or unexpected object is an `Err`, never a
//! panic.

/// `.nv_fatbin`'s content until the fatbin is known (16 bytes, recognisable in a hex dump).
pub const FATBIN_PLACEHOLDER: &[u8; 16] = b"CIRCLEC-FATBIN\0\0";

const SHT_SYMTAB: u32 = 2;
const SHT_RELA: u32 = 4;
const SHT_REL: u32 = 9;
const SHT_PROGBITS: u32 = 1;
const SHT_SYMTAB_SHNDX: u32 = 18;
const SHN_XINDEX: u16 = 0xffff;
const R_X86_64_64: u32 = 1;
const SHDR_SIZE: usize = 64;
const SYM_SIZE: usize = 24;
const RELA_SIZE: usize = 24;

/// One section header: its index and the fields `patch_section` reads.
#[derive(Clone, Copy, Debug)]
struct Shdr {
    at: usize,
    name: u32,
    kind: u32,
    offset: u64,
    size: u64,
    link: u32,
    info: u32,
    align: u64,
    entsize: u64,
}

fn read<const N: usize>(b: &[u8], at: usize) -> Result<[u8; N], String> {
    at.checked_add(N)
        .and_then(|end| b.get(at..end))
        .map(|s| s.try_into().expect("slice of length N"))
        .ok_or_else(|| format!("truncated object: {N} bytes at offset {at} past its end"))
}
fn u16_at(b: &[u8], at: usize) -> Result<u16, String> {
    read::<2>(b, at).map(u16::from_le_bytes)
}
fn u32_at(b: &[u8], at: usize) -> Result<u32, String> {
    read::<4>(b, at).map(u32::from_le_bytes)
}
fn u64_at(b: &[u8], at: usize) -> Result<u64, String> {
    read::<8>(b, at).map(u64::from_le_bytes)
}
fn usize_of(v: u64) -> Result<usize, String> {
    usize::try_from(v).map_err(|_| format!("offset {v} does not fit in memory"))
}

/// The section headers of an ELF64 little-endian relocatable, and the index of the header
/// string table.
fn section_headers(b: &[u8]) -> Result<(Vec<Shdr>, usize), String> {
    if read::<4>(b, 0)? != *b"\x7fELF" {
        return Err("not an ELF file".into());
    }
    if read::<2>(b, 4)? != [2, 1] {
        return Err("not a little-endian ELF64 file".into());
    }
    if u16_at(b, 16)? != 1 {
        return Err("not a relocatable object (e_type is not ET_REL)".into());
    }
    let shoff = usize_of(u64_at(b, 0x28)?)?;
    if usize::from(u16_at(b, 0x3a)?) != SHDR_SIZE {
        return Err("unexpected section header size".into());
    }
    let header = |i: usize| -> Result<Shdr, String> {
        let at = i
            .checked_mul(SHDR_SIZE)
            .and_then(|o| o.checked_add(shoff))
            .filter(|at| at.checked_add(SHDR_SIZE).is_some_and(|end| end <= b.len()))
            .ok_or("section header past the end of the object")?;
        Ok(Shdr {
            at,
            name: u32_at(b, at)?,
            kind: u32_at(b, at + 4)?,
            offset: u64_at(b, at + 0x18)?,
            size: u64_at(b, at + 0x20)?,
            link: u32_at(b, at + 0x28)?,
            info: u32_at(b, at + 0x2c)?,
            align: u64_at(b, at + 0x30)?,
            entsize: u64_at(b, at + 0x38)?,
        })
    };
    // Extended numbering: with 0xff00 sections or more, the count is in section 0's sh_size
    // and the string table's index in its sh_link.
    let mut count = usize::from(u16_at(b, 0x3c)?);
    let mut shstrndx = usize::from(u16_at(b, 0x3e)?);
    if count == 0 && shoff != 0 {
        count = usize_of(header(0)?.size)?;
    }
    if shstrndx == usize::from(SHN_XINDEX) {
        shstrndx = header(0)?.link as usize;
    }
    if count
        .checked_mul(SHDR_SIZE)
        .and_then(|n| n.checked_add(shoff))
        .map_or(true, |end| end > b.len())
    {
        return Err("section header table past the end of the object".into());
    }
    let headers = (0..count).map(header).collect::<Result<Vec<_>, _>>()?;
    if shstrndx >= headers.len() {
        return Err("no section header string table".into());
    }
    Ok((headers, shstrndx))
}

/// The bytes of section `s` (bounds-checked).
fn contents<'b>(b: &'b [u8], s: &Shdr) -> Result<&'b [u8], String> {
    let start = usize_of(s.offset)?;
    start
        .checked_add(usize_of(s.size)?)
        .and_then(|end| b.get(start..end))
        .ok_or_else(|| "section contents past the end of the object".into())
}

/// The NUL-terminated string at `at` in the string table `strtab`.
fn string_at(strtab: &[u8], at: u32) -> Result<&[u8], String> {
    let rest = strtab
        .get(at as usize..)
        .ok_or("string offset past its table")?;
    let len = rest
        .iter()
        .position(|&c| c == 0)
        .ok_or("unterminated string in a string table")?;
    Ok(&rest[..len])
}

/// The index of the one section named `name` in `object`.
pub fn find_section(object: &[u8], name: &str) -> Result<usize, String> {
    let (headers, shstrndx) = section_headers(object)?;
    let names = contents(object, &headers[shstrndx])?;
    let mut found = None;
    for (i, h) in headers.iter().enumerate() {
        if string_at(names, h.name)? == name.as_bytes() {
            if found.is_some() {
                return Err(format!("two sections named `{name}`"));
            }
            found = Some(i);
        }
    }
    found.ok_or_else(|| format!("no section named `{name}`"))
}

/// Whether `b` is an ELF64 little-endian relocatable object (the only kind `patch_section`
/// and `optional_section` read; shared libraries and other ELF files are not).
pub fn is_elf64_relocatable(b: &[u8]) -> bool {
    read::<4>(b, 0).is_ok_and(|m| m == *b"\x7fELF") && read::<2>(b, 4).is_ok_and(|c| c == [2, 1]) && u16_at(b, 16).is_ok_and(|t| t == 1)
}

/// The contents of the one section named `name` of a relocatable object, `None` when it has no
/// such section; `Err` for a malformed object or two sections of that name.
pub fn optional_section<'b>(object: &'b [u8], name: &str) -> Result<Option<&'b [u8]>, String> {
    let (headers, shstrndx) = section_headers(object)?;
    let names = contents(object, &headers[shstrndx])?;
    let mut found = None;
    for h in &headers {
        if string_at(names, h.name)? == name.as_bytes() {
            if found.is_some() {
                return Err(format!("two sections named `{name}`"));
            }
            found = Some(contents(object, h)?);
        }
    }
    Ok(found)
}

/// The contents of the one section named `name` (for checks).
pub fn section_contents<'b>(object: &'b [u8], name: &str) -> Result<&'b [u8], String> {
    optional_section(object, name)?.ok_or_else(|| format!("no section named `{name}`"))
}

/// Replaces the contents of section `name`, which must hold exactly `placeholder`, by `data`,
/// appended at the end of `object`; see the file comment for what is checked.
pub fn patch_section(
    object: &mut Vec<u8>,
    name: &str,
    placeholder: &[u8],
    data: &[u8],
) -> Result<(), String> {
    let (headers, _) = section_headers(object)?;
    let target = find_section(object, name)?;
    let sec = headers[target];
    if sec.kind != SHT_PROGBITS {
        return Err(format!("`{name}` is not a PROGBITS section"));
    }
    if contents(object, &sec)? != placeholder {
        return Err(format!("`{name}` does not hold just the placeholder"));
    }
    let align = sec.align.max(8);
    if !align.is_power_of_two() || align > 4096 {
        return Err(format!(
            "`{name}` has an unexpected alignment {}",
            sec.align
        ));
    }

    // The symbols: those in the section must start at its beginning; their size becomes the
    // data's.
    let symtabs: Vec<usize> = (0..headers.len())
        .filter(|&i| headers[i].kind == SHT_SYMTAB)
        .collect();
    let [symtab] = symtabs[..] else {
        return Err("expected exactly one symbol table".into());
    };
    let symtab = headers[symtab];
    if symtab.entsize != SYM_SIZE as u64 {
        return Err("unexpected symbol entry size".into());
    }
    let sym_count = usize_of(symtab.size)? / SYM_SIZE;
    contents(object, &symtab)?;
    let xindex = headers.iter().find(|h| h.kind == SHT_SYMTAB_SHNDX).copied();
    let symbol_section = |b: &[u8], i: usize| -> Result<usize, String> {
        let at = usize_of(symtab.offset)? + i * SYM_SIZE;
        let shndx = u16_at(b, at + 6)?;
        if shndx != SHN_XINDEX {
            return Ok(usize::from(shndx));
        }
        let x = xindex.ok_or("SHN_XINDEX symbol without SYMTAB_SHNDX")?;
        let at = usize_of(x.offset)?
            .checked_add(i * 4)
            .ok_or("SYMTAB_SHNDX past the end of the object")?;
        Ok(u32_at(b, at)? as usize)
    };
    let mut resize = Vec::new();
    let mut in_section = vec![false; sym_count];
    for (i, flag) in in_section.iter_mut().enumerate() {
        if i == 0 || symbol_section(object, i)? != target {
            continue;
        }
        *flag = true;
        let at = usize_of(symtab.offset)? + i * SYM_SIZE;
        let kind = read::<1>(object, at + 4)?[0] & 0xf;
        let value = u64_at(object, at + 8)?;
        let size = u64_at(object, at + 16)?;
        if value != 0 {
            return Err(format!("a symbol points inside `{name}` at offset {value}"));
        }
        // STT_SECTION symbols have size 0; others cover the placeholder.
        if kind != 3 && size != 0 {
            if size != placeholder.len() as u64 {
                return Err(format!(
                    "a symbol in `{name}` does not cover its placeholder"
                ));
            }
            resize.push(at + 16);
        }
    }

    // The relocations: none in the section, and those against it absolute at offset 0.
    for h in &headers {
        if h.kind != SHT_RELA && h.kind != SHT_REL {
            continue;
        }
        if h.info as usize == target {
            return Err(format!("`{name}` has relocations"));
        }
        if h.link as usize >= headers.len() || headers[h.link as usize].kind != SHT_SYMTAB {
            return Err("relocations against an unknown symbol table".into());
        }
        let rel = contents(object, h)?;
        let size = if h.kind == SHT_RELA { RELA_SIZE } else { 16 };
        for entry in rel.chunks(size) {
            let info = u64_at(entry, 8)?;
            let sym = usize_of(info >> 32)?;
            if sym >= sym_count {
                return Err("relocation against a symbol past the symbol table".into());
            }
            if !in_section[sym] {
                continue;
            }
            if h.kind == SHT_REL || info as u32 != R_X86_64_64 || u64_at(entry, 16)? != 0 {
                return Err(format!(
                    "a relocation against `{name}` is not absolute at its start"
                ));
            }
        }
    }

    // Append the data, aligned, and point the section at it.
    let padded = object
        .len()
        .checked_next_multiple_of(align as usize)
        .ok_or("object too large")?;
    object.resize(padded, 0);
    object.extend_from_slice(data);
    object[sec.at + 0x18..sec.at + 0x20].copy_from_slice(&(padded as u64).to_le_bytes());
    object[sec.at + 0x20..sec.at + 0x28].copy_from_slice(&(data.len() as u64).to_le_bytes());
    for at in resize {
        object[at..at + 8].copy_from_slice(&(data.len() as u64).to_le_bytes());
    }
    Ok(())
}

#[cfg(test)]
#[path = "elf_patch_tests.rs"]
mod tests;
