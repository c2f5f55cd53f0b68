//! The device code record of a relocatable unit (`-rdc=true`), kept in the `.circlec_rdc`
//! section of its object, and how the link step finds the records of its inputs: in objects,
//! and in the members of `ar` archives. Layout, little-endian, every part 8-aligned so records
//! concatenated by `ld -r` still read one after another:
//!
//! ```text
//! "CCRDC\0\0\x01"  magic and version            8 bytes
//! u32 length of the whole record, u32 length of the register symbol
//! the register symbol (`__circlec_rdc_register_<id>`), padded
//! u32 image count, u32 0
//! per image: u32 sm, u8 suffix ('a', 'f' or 0), u8 kind (1 cubin, 2 PTX: nvJitLink's input
//!            types), u16 0, u64 length, the bytes, padded
//! ```
//!
//! Every read is bounds-checked: a damaged record is an `Err` naming the file, never a panic.

use std::path::Path;

use host::fatbin::ArchSuffix;

const MAGIC: &[u8; 8] = b"CCRDC\0\0\x01";
/// nvJitLink's `NVJITLINK_INPUT_CUBIN`.
pub const KIND_CUBIN: u8 = 1;
/// nvJitLink's `NVJITLINK_INPUT_PTX`.
pub const KIND_PTX: u8 = 2;

/// One sm's device code of a unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RdcImage {
    pub sm: u32,
    pub suffix: ArchSuffix,
    /// [`KIND_CUBIN`] (a relocatable cubin, `ptxas -c`) or [`KIND_PTX`].
    pub kind: u8,
    pub bytes: Vec<u8>,
}

/// A unit's record: the function that registers its kernels and variables, and its images.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RdcRecord {
    pub register: String,
    pub images: Vec<RdcImage>,
}

fn pad(out: &mut Vec<u8>) {
    while out.len() % 8 != 0 {
        out.push(0);
    }
}

impl RdcRecord {
    pub fn encode(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&[0; 4]);
        out.extend_from_slice(&(self.register.len() as u32).to_le_bytes());
        out.extend_from_slice(self.register.as_bytes());
        pad(&mut out);
        out.extend_from_slice(&(self.images.len() as u32).to_le_bytes());
        out.extend_from_slice(&[0; 4]);
        for image in &self.images {
            out.extend_from_slice(&image.sm.to_le_bytes());
            out.push(image.suffix.as_str().bytes().next().unwrap_or(0));
            out.push(image.kind);
            out.extend_from_slice(&[0; 2]);
            out.extend_from_slice(&(image.bytes.len() as u64).to_le_bytes());
            out.extend_from_slice(&image.bytes);
            pad(&mut out);
        }
        let len = out.len() as u32;
        out[8..12].copy_from_slice(&len.to_le_bytes());
        out
    }

    /// The records in a `.circlec_rdc` section (zero padding between them skipped).
    pub fn decode_all(mut bytes: &[u8]) -> Result<Vec<RdcRecord>, String> {
        let mut out = Vec::new();
        loop {
            while bytes.first() == Some(&0) {
                bytes = &bytes[1..];
            }
            if bytes.is_empty() {
                return Ok(out);
            }
            let (record, len) = RdcRecord::decode(bytes)?;
            out.push(record);
            bytes = &bytes[len..];
        }
    }

    /// One record at the start of `bytes`, and its length.
    fn decode(bytes: &[u8]) -> Result<(RdcRecord, usize), String> {
        let mut r = Reader { bytes, at: 0 };
        if r.take(8)? != MAGIC {
            return Err("not a circlec device code record (or one of another circlec version)".into());
        }
        let len = r.u32()? as usize;
        if len > bytes.len() || len < 24 {
            return Err("a device code record longer than its section".into());
        }
        r.bytes = &bytes[..len];
        let name_len = r.u32()? as usize;
        let register = String::from_utf8(r.take(name_len)?.to_vec()).map_err(|_| "a register symbol that is not UTF-8")?;
        r.align();
        let count = r.u32()?;
        r.u32()?;
        let mut images = Vec::new();
        for _ in 0..count {
            let sm = r.u32()?;
            let head = r.take(4)?;
            let suffix = match head[0] {
                b'a' => ArchSuffix::A,
                b'f' => ArchSuffix::F,
                _ => ArchSuffix::None,
            };
            let kind = head[1];
            let n = usize::try_from(r.u64()?).map_err(|_| "an image too large")?;
            let bytes = r.take(n)?.to_vec();
            r.align();
            images.push(RdcImage { sm, suffix, kind, bytes });
        }
        Ok((RdcRecord { register, images }, len))
    }
}

struct Reader<'b> {
    bytes: &'b [u8],
    at: usize,
}

impl<'b> Reader<'b> {
    fn take(&mut self, n: usize) -> Result<&'b [u8], String> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len()).ok_or("a truncated device code record")?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }
    fn u32(&mut self) -> Result<u32, String> {
        Ok(u32::from_le_bytes(self.take(4)?.try_into().expect("4 bytes")))
    }
    fn u64(&mut self) -> Result<u64, String> {
        Ok(u64::from_le_bytes(self.take(8)?.try_into().expect("8 bytes")))
    }
    fn align(&mut self) {
        self.at = (self.at + 7) & !7;
    }
}

/// The records of an object file's `.circlec_rdc` section; none when it has no such section
/// or is not an x86-64 relocatable object (a shared library, a linker script, ...).
pub fn records_of_object(object: &[u8]) -> Result<Vec<RdcRecord>, String> {
    if !host::elf_patch::is_elf64_relocatable(object) {
        return Ok(Vec::new());
    }
    match host::elf_patch::optional_section(object, host::registration::RDC_SECTION)? {
        Some(bytes) => RdcRecord::decode_all(bytes),
        None => Ok(Vec::new()),
    }
}

/// The members of an `ar` archive (`!<arch>`, GNU and BSD name forms), name and contents, in
/// order; the symbol and long-name tables are skipped.
pub fn archive_members(bytes: &[u8]) -> Result<Vec<(String, &[u8])>, String> {
    let mut rest = bytes.strip_prefix(b"!<arch>\n").ok_or("not an ar archive")?;
    let mut long_names: &[u8] = &[];
    let mut out = Vec::new();
    while rest.len() >= 60 {
        let header = &rest[..60];
        let field = |a: usize, b: usize| String::from_utf8_lossy(&header[a..b]).trim().to_string();
        let name = field(0, 16);
        let size: usize = field(48, 58).parse().map_err(|_| "an archive member with a bad size")?;
        let body = rest.get(60..60 + size).ok_or("an archive member past the end of the file")?;
        rest = &rest[(60 + size + (size & 1)).min(rest.len())..];
        if name == "/" || name == "/SYM64/" || name == "__.SYMDEF" || name == "__.SYMDEF SORTED" {
            continue;
        }
        if name == "//" {
            long_names = body;
            continue;
        }
        let (name, data) = if let Some(off) = name.strip_prefix('/').and_then(|n| n.parse::<usize>().ok()) {
            let tail = long_names.get(off..).unwrap_or_default();
            let end = tail.iter().position(|&c| c == b'/' || c == b'\n').unwrap_or(tail.len());
            (String::from_utf8_lossy(&tail[..end]).into_owned(), body)
        } else if let Some(n) = name.strip_prefix("#1/").and_then(|n| n.parse::<usize>().ok()) {
            let n = n.min(body.len());
            (String::from_utf8_lossy(&body[..n]).trim_end_matches('\0').to_string(), &body[n..])
        } else {
            (name.trim_end_matches('/').to_string(), body)
        };
        out.push((name, data));
    }
    Ok(out)
}

/// The records of a linker input: an object, or each member of an archive. Other files (shared
/// libraries) hold none.
pub fn records_of_file(path: &Path) -> Result<Vec<RdcRecord>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
    if bytes.starts_with(b"!<arch>\n") {
        let mut out = Vec::new();
        for (name, member) in archive_members(&bytes).map_err(|e| format!("`{}`: {e}", path.display()))? {
            out.extend(records_of_object(member).map_err(|e| format!("`{}({name})`: {e}", path.display()))?);
        }
        return Ok(out);
    }
    records_of_object(&bytes).map_err(|e| format!("`{}`: {e}", path.display()))
}

/// The id of a unit, which names its symbols (`host::registration::rdc_symbol`): FNV-1a of the
/// source's absolute path and the macros defined on the command line, so units of different
/// files (or of one file built two ways) differ, and a rebuild is byte-identical.
pub fn unit_id(input: &Path, defines: &[String]) -> String {
    let path = input.canonicalize().unwrap_or_else(|_| input.to_path_buf());
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in path.to_string_lossy().bytes().chain(defines.iter().flat_map(|d| d.bytes().chain([0]))) {
        h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
    }
    format!("{h:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(name: &str, n: usize) -> RdcRecord {
        RdcRecord {
            register: name.into(),
            images: vec![
                RdcImage { sm: 70, suffix: ArchSuffix::None, kind: KIND_CUBIN, bytes: vec![7; n] },
                RdcImage { sm: 90, suffix: ArchSuffix::A, kind: KIND_PTX, bytes: b"// ptx".to_vec() },
            ],
        }
    }

    #[test]
    fn records_round_trip_and_concatenate() {
        let (a, b) = (record("__circlec_rdc_register_a", 13), record("r_b", 0));
        let mut bytes = a.encode();
        assert_eq!(bytes.len() % 8, 0);
        bytes.extend_from_slice(&[0; 8]);
        bytes.extend(b.encode());
        assert_eq!(RdcRecord::decode_all(&bytes).unwrap(), vec![a, b]);
    }

    #[test]
    fn damaged_records_are_errors() {
        let bytes = record("r", 40).encode();
        for cut in [4, 12, 30, bytes.len() - 1] {
            assert!(RdcRecord::decode_all(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut bad = bytes.clone();
        bad[0] = b'X';
        assert!(RdcRecord::decode_all(&bad).is_err());
        let mut huge = bytes;
        huge[40..48].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(RdcRecord::decode_all(&huge).is_err());
    }

    #[test]
    fn archive_members_with_long_names() {
        let mut ar = b"!<arch>\n".to_vec();
        let mut member = |name: &str, body: &[u8]| {
            ar.extend(format!("{name:<16}{:<12}{:<6}{:<6}{:<8}{:<10}`\n", 0, 0, 0, 644, body.len()).bytes());
            ar.extend_from_slice(body);
            if body.len() % 2 == 1 {
                ar.push(b'\n');
            }
        };
        member("/", b"symtab");
        member("//", b"a_very_long_member_name.o/\n");
        member("short.o/", b"abc");
        member("/0", b"long!");
        let members = archive_members(&ar).unwrap();
        let names: Vec<&str> = members.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["short.o", "a_very_long_member_name.o"]);
        assert_eq!(members[1].1, b"long!");
        assert!(archive_members(b"!<arch>\nshort").unwrap().is_empty());
        assert!(archive_members(b"not an archive").is_err());
    }

    #[test]
    fn unit_ids_differ_by_file_and_macros() {
        let a = unit_id(Path::new("/nonexistent/a.cu"), &[]);
        assert_eq!(a, unit_id(Path::new("/nonexistent/a.cu"), &[]));
        assert_ne!(a, unit_id(Path::new("/nonexistent/b.cu"), &[]));
        assert_ne!(a, unit_id(Path::new("/nonexistent/a.cu"), &["N=1".into()]));
    }
}
