//! The NVIDIA fatbin container ("fatbinary", magic 0xBA55ED50): a byte-exact writer and a reader.
//!
//! `write_fatbin` turns a list of `FatbinEntry` (one sm, a PTX text or a cubin) into one
//! uncompressed container, the layout of /work/shared/reference/fatbin-and-cudart-abi.md §1:
//!
//! ```text
//! container header (16 B)  u32 0xBA55ED50, u16 version 1, u16 header size 16, u64 fat size
//! per entry, sm ascending, ELF before PTX for the same sm:
//!   entry header (64 B)    u16 kind (1 PTX, 2 ELF), u16 0x0101, u32 header size, u64 payload size,
//!                          u32 compressed size 0, u32 options-descriptor offset, u16 code version
//!                          minor, u16 major, u32 sm, u32 ident offset 0, u32 ident length 0,
//!                          u64 flags (0x11 | 0x100000 for `a` | 0x200000 for `f`), u64 0, u64 0
//!   PTX only: options descriptor (8 B) at +0x40 = (offset 0, length 0), nvcc style
//!   payload                PTX text + NUL, or the cubin verbatim; zero-padded to 8
//! ```
//!
//! The PTX code version comes from the text's `.version X.Y` line; a cubin's is `1.EI_ABIVERSION`
//! (7, or 8 for sm_100+), and its sm, read from `e_flags`, must match the entry's. `read_fatbin`
//! walks containers back again; the tests use it, and it is the reference for `--emit=fatbin`
//! checks.

use std::fmt;

/// Container magic (`FATBIN_MAGIC`).
pub const FATBIN_MAGIC: u32 = 0xBA55_ED50;
/// Container format version (`FATBIN_VERSION`).
pub const FATBIN_VERSION: u16 = 1;
/// Size of the container header.
pub const CONTAINER_HEADER_SIZE: u16 = 16;
/// Entry-format version; ZLUDA rejects any other value, every NVIDIA entry carries it.
pub const ENTRY_VERSION: u16 = 0x0101;
/// Size of the fixed part of an entry header.
pub const ENTRY_FIXED_SIZE: u32 = 64;
/// Entry kind: PTX text.
pub const KIND_PTX: u16 = 1;
/// Entry kind: ELF cubin.
pub const KIND_ELF: u16 = 2;
/// Flags: 64-bit device code.
pub const FLAG_64BIT: u64 = 0x1;
/// Flags: host is Linux.
pub const FLAG_HOST_LINUX: u64 = 0x10;
/// Flags: arch-specific target (`sm_90a`).
pub const FLAG_ARCH_SPECIFIC: u64 = 0x10_0000;
/// Flags: family target (`sm_100f`).
pub const FLAG_FAMILY: u64 = 0x20_0000;

/// The suffix of a target name: `sm_90a` is arch-specific, `sm_100f` a family target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum ArchSuffix {
    #[default]
    None,
    A,
    F,
}

impl ArchSuffix {
    fn flags(self) -> u64 {
        match self {
            ArchSuffix::None => 0,
            ArchSuffix::A => FLAG_ARCH_SPECIFIC,
            ArchSuffix::F => FLAG_FAMILY,
        }
    }

    /// `""`, `"a"` or `"f"`.
    pub fn as_str(self) -> &'static str {
        match self {
            ArchSuffix::None => "",
            ArchSuffix::A => "a",
            ArchSuffix::F => "f",
        }
    }
}

/// What an entry holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FatbinPayload {
    /// PTX text (without a trailing NUL; the writer adds one).
    Ptx(String),
    /// A cubin from `ptxas -arch=sm_XX`.
    Cubin(Vec<u8>),
}

/// One image for one sm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FatbinEntry {
    /// SM number, 10·major + minor (52, 70, 90, 100, …).
    pub sm: u32,
    pub suffix: ArchSuffix,
    pub payload: FatbinPayload,
}

impl FatbinEntry {
    pub fn ptx(sm: u32, text: impl Into<String>) -> FatbinEntry {
        FatbinEntry {
            sm,
            suffix: ArchSuffix::None,
            payload: FatbinPayload::Ptx(text.into()),
        }
    }

    pub fn cubin(sm: u32, bytes: Vec<u8>) -> FatbinEntry {
        FatbinEntry {
            sm,
            suffix: ArchSuffix::None,
            payload: FatbinPayload::Cubin(bytes),
        }
    }

    fn kind(&self) -> u16 {
        match self.payload {
            FatbinPayload::Ptx(_) => KIND_PTX,
            FatbinPayload::Cubin(_) => KIND_ELF,
        }
    }

    fn target_name(&self) -> String {
        format!("sm_{}{}", self.sm, self.suffix.as_str())
    }
}

/// Why an entry cannot be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FatbinError {
    /// The PTX text has no `.version X.Y` line.
    MissingPtxVersion { target: String },
    /// The PTX text targets another sm (`.target sm_NN`).
    PtxTargetMismatch { target: String, found: String },
    /// The cubin is not an NVIDIA CUDA ELF (or is truncated).
    NotACubin { target: String, why: &'static str },
    /// The cubin was built for another sm.
    CubinArchMismatch { target: String, found: u32 },
    /// The container would reach 2 GiB (the driver reads sizes as signed 32-bit).
    TooLarge,
}

impl fmt::Display for FatbinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FatbinError::MissingPtxVersion { target } => {
                write!(f, "the PTX for `{target}` has no `.version` line")
            }
            FatbinError::PtxTargetMismatch { target, found } => {
                write!(f, "the PTX for `{target}` says `.target {found}`")
            }
            FatbinError::NotACubin { target, why } => {
                write!(f, "the cubin for `{target}` is not a CUDA ELF file ({why})")
            }
            FatbinError::CubinArchMismatch { target, found } => {
                write!(f, "the cubin for `{target}` was built for `sm_{found}`")
            }
            FatbinError::TooLarge => write!(f, "the fatbin would be 2 GiB or larger"),
        }
    }
}

impl std::error::Error for FatbinError {}

/// Builds one container holding `entries`, sorted by sm (then ELF before PTX; entries that tie
/// keep their order). See the file comment for the layout.
pub fn write_fatbin(entries: &[FatbinEntry]) -> Result<Vec<u8>, FatbinError> {
    let mut sorted: Vec<&FatbinEntry> = entries.iter().collect();
    sorted.sort_by_key(|e| (e.sm, e.kind() == KIND_PTX));

    let mut body = Vec::new();
    for entry in sorted {
        write_entry(&mut body, entry)?;
    }
    if body.len() as u64 + CONTAINER_HEADER_SIZE as u64 >= 1 << 31 {
        return Err(FatbinError::TooLarge);
    }

    let mut out = Vec::with_capacity(body.len() + CONTAINER_HEADER_SIZE as usize);
    out.extend_from_slice(&FATBIN_MAGIC.to_le_bytes());
    out.extend_from_slice(&FATBIN_VERSION.to_le_bytes());
    out.extend_from_slice(&CONTAINER_HEADER_SIZE.to_le_bytes());
    out.extend_from_slice(&(body.len() as u64).to_le_bytes());
    out.extend_from_slice(&body);
    Ok(out)
}

/// Appends one entry header, its extension and its padded payload.
fn write_entry(out: &mut Vec<u8>, entry: &FatbinEntry) -> Result<(), FatbinError> {
    let target = entry.target_name();
    let (payload, (major, minor), extension): (Vec<u8>, (u16, u16), Vec<u8>) = match &entry.payload
    {
        FatbinPayload::Ptx(text) => {
            let version = ptx_version(text).ok_or(FatbinError::MissingPtxVersion {
                target: target.clone(),
            })?;
            if let Some(found) = ptx_target(text) {
                if found != target {
                    return Err(FatbinError::PtxTargetMismatch { target, found });
                }
            }
            let mut payload = text.as_bytes().to_vec();
            payload.push(0);
            // Options descriptor (offset, length) = (0, 0): no ptxas options, as nvcc writes it.
            (payload, version, vec![0u8; 8])
        }
        FatbinPayload::Cubin(bytes) => {
            let info = cubin_info(bytes).map_err(|why| FatbinError::NotACubin {
                target: target.clone(),
                why,
            })?;
            if info.sm != entry.sm {
                return Err(FatbinError::CubinArchMismatch {
                    target,
                    found: info.sm,
                });
            }
            (bytes.clone(), (1, info.abi_version as u16), Vec::new())
        }
    };
    let padded_len = align8(payload.len());
    let header_size = ENTRY_FIXED_SIZE + extension.len() as u32;
    let options_offset = if extension.is_empty() {
        0
    } else {
        ENTRY_FIXED_SIZE
    };
    let flags = FLAG_64BIT | FLAG_HOST_LINUX | entry.suffix.flags();

    out.extend_from_slice(&entry.kind().to_le_bytes()); // 0x00 kind
    out.extend_from_slice(&ENTRY_VERSION.to_le_bytes()); // 0x02 entry-format version
    out.extend_from_slice(&header_size.to_le_bytes()); // 0x04 header size
    out.extend_from_slice(&(padded_len as u64).to_le_bytes()); // 0x08 payload size
    out.extend_from_slice(&0u32.to_le_bytes()); // 0x10 compressed size
    out.extend_from_slice(&options_offset.to_le_bytes()); // 0x14 options descriptor
    out.extend_from_slice(&minor.to_le_bytes()); // 0x18 code version minor
    out.extend_from_slice(&major.to_le_bytes()); // 0x1A code version major
    out.extend_from_slice(&entry.sm.to_le_bytes()); // 0x1C arch
    out.extend_from_slice(&0u32.to_le_bytes()); // 0x20 identifier offset
    out.extend_from_slice(&0u32.to_le_bytes()); // 0x24 identifier length
    out.extend_from_slice(&flags.to_le_bytes()); // 0x28 flags
    out.extend_from_slice(&0u64.to_le_bytes()); // 0x30 reserved
    out.extend_from_slice(&0u64.to_le_bytes()); // 0x38 decompressed size
    out.extend_from_slice(&extension);
    out.extend_from_slice(&payload);
    out.resize(out.len() + (padded_len - payload.len()), 0);
    Ok(())
}

fn align8(n: usize) -> usize {
    (n + 7) & !7
}

/// The `(major, minor)` of the first `.version X.Y` directive.
pub fn ptx_version(text: &str) -> Option<(u16, u16)> {
    let rest = directive_operand(text, ".version")?;
    let (major, minor) = rest.split_once('.')?;
    Some((major.parse().ok()?, minor.parse().ok()?))
}

/// The first target of the `.target` directive (`sm_52` in `.target sm_52, debug`).
fn ptx_target(text: &str) -> Option<String> {
    let rest = directive_operand(text, ".target")?;
    let first = rest.split(',').next()?.trim();
    Some(first.to_string())
}

/// The operand text after the first line-leading `directive` (comments and blank lines skipped).
fn directive_operand<'t>(text: &'t str, directive: &str) -> Option<&'t str> {
    for line in text.lines() {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix(directive) {
            if rest.starts_with(char::is_whitespace) {
                let rest = rest.split("//").next().unwrap_or("");
                return Some(rest.trim());
            }
        }
    }
    None
}

/// What the writer needs from a cubin's ELF header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubinInfo {
    pub sm: u32,
    /// `EI_ABIVERSION`: 7, or 8 for sm_100+ cubins.
    pub abi_version: u8,
}

/// Reads the sm and ABI version of a cubin: a little-endian ELF64 with `EI_OSABI` 0x33 (ABI 7,
/// sm in `e_flags` bits 0..7) or 0x41 (ABI 8, sm in bits 8..15).
pub fn cubin_info(bytes: &[u8]) -> Result<CubinInfo, &'static str> {
    if bytes.len() < 0x40 || &bytes[0..4] != b"\x7fELF" {
        return Err("no ELF header");
    }
    if bytes[4] != 2 || bytes[5] != 1 {
        return Err("not a little-endian 64-bit ELF");
    }
    let osabi = bytes[7];
    let abi_version = bytes[8];
    let e_flags = u32::from_le_bytes([bytes[0x30], bytes[0x31], bytes[0x32], bytes[0x33]]);
    let sm = match osabi {
        0x33 => e_flags & 0xff,
        0x41 => (e_flags >> 8) & 0xff,
        _ => return Err("EI_OSABI is not CUDA's"),
    };
    Ok(CubinInfo { sm, abi_version })
}

/// One entry read back from a container.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedEntry {
    pub kind: u16,
    pub header_size: u32,
    pub options_offset: u32,
    /// `(major, minor)`.
    pub code_version: (u16, u16),
    pub sm: u32,
    pub flags: u64,
    /// The stored payload, padding included.
    pub payload: Vec<u8>,
}

impl ParsedEntry {
    /// The PTX text up to its first NUL (kind 1).
    pub fn ptx_text(&self) -> Option<&str> {
        if self.kind != KIND_PTX {
            return None;
        }
        let end = self
            .payload
            .iter()
            .position(|&b| b == 0)
            .unwrap_or(self.payload.len());
        std::str::from_utf8(&self.payload[..end]).ok()
    }
}

/// Walks every container in `bytes` (back to back) and returns their entries in order.
pub fn read_fatbin(bytes: &[u8]) -> Result<Vec<ParsedEntry>, String> {
    let mut entries = Vec::new();
    let mut at = 0usize;
    while at < bytes.len() {
        let header = bytes
            .get(at..at + 16)
            .ok_or_else(|| format!("truncated container at {at:#x}"))?;
        if u32_at(header, 0) != FATBIN_MAGIC {
            return Err(format!("bad container magic at {at:#x}"));
        }
        let header_size = u16_at(header, 6) as usize;
        if header_size < CONTAINER_HEADER_SIZE as usize {
            return Err(format!(
                "container header size {header_size} at {at:#x} is below 16"
            ));
        }
        let fat_size = u64_at(header, 8) as usize;
        let start = at + header_size;
        let end = start
            .checked_add(fat_size)
            .filter(|&end| end <= bytes.len())
            .ok_or_else(|| format!("container at {at:#x} runs past the end"))?;
        let mut e = start;
        while e < end {
            let fixed = bytes
                .get(e..e + ENTRY_FIXED_SIZE as usize)
                .filter(|_| e + ENTRY_FIXED_SIZE as usize <= end)
                .ok_or_else(|| format!("truncated entry header at {e:#x}"))?;
            let entry_header_size = u32_at(fixed, 4);
            if entry_header_size < ENTRY_FIXED_SIZE {
                return Err(format!(
                    "entry header size {entry_header_size} at {e:#x} is below 64"
                ));
            }
            let payload_size = u64_at(fixed, 8) as usize;
            let payload_start = e + entry_header_size as usize;
            let payload_end = payload_start
                .checked_add(payload_size)
                .filter(|&p| p <= end)
                .ok_or_else(|| format!("entry at {e:#x} runs past its container"))?;
            entries.push(ParsedEntry {
                kind: u16_at(fixed, 0),
                header_size: entry_header_size,
                options_offset: u32_at(fixed, 0x14),
                code_version: (u16_at(fixed, 0x1A), u16_at(fixed, 0x18)),
                sm: u32_at(fixed, 0x1C),
                flags: u64_at(fixed, 0x28),
                payload: bytes[payload_start..payload_end].to_vec(),
            });
            e = payload_end;
        }
        at = end;
    }
    Ok(entries)
}

fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    let mut a = [0u8; 8];
    a.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(a)
}

#[cfg(test)]
#[path = "fatbin_tests.rs"]
mod tests;
