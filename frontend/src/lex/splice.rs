//! Line splices. Phase 2 of translation deletes every backslash-newline pair; the lexer works on
//! the spliced ("logical") text and maps its offsets back to the file's own bytes through a
//! [`SpliceMap`], so spans always point into the original file. Files without a splice (nearly
//! all) keep their text shared and pay one scan.

use std::sync::Arc;

/// Maps offsets in the spliced text back to offsets in the original text.
#[derive(Clone, Debug, Default)]
pub struct SpliceMap {
    /// `(logical offset, bytes removed before it)`: from that logical offset on, add the count.
    points: Vec<(u32, u32)>,
}

impl SpliceMap {
    /// The original offset of logical offset `lo`.
    #[inline]
    pub fn to_original(&self, lo: u32) -> u32 {
        if self.points.is_empty() {
            return lo;
        }
        let i = self.points.partition_point(|&(at, _)| at <= lo);
        if i == 0 {
            lo
        } else {
            lo + self.points[i - 1].1
        }
    }
}

impl SpliceMap {
    /// [`Self::to_original`] for offsets that mostly grow (a lexer's): `cursor` remembers where
    /// the last lookup ended, so a file is mapped in one pass instead of a search per offset.
    #[inline]
    pub fn to_original_near(&self, lo: u32, cursor: &std::cell::Cell<usize>) -> u32 {
        let points = &self.points;
        if points.is_empty() {
            return lo;
        }
        let mut i = cursor.get().min(points.len());
        // Nearly always `lo` lies between the last point passed and the next one.
        let after_prev = i == 0 || points[i - 1].0 <= lo;
        let before_next = i == points.len() || lo < points[i].0;
        if !(after_prev && before_next) {
            if after_prev {
                while i < points.len() && points[i].0 <= lo {
                    i += 1;
                }
            } else {
                i = points.partition_point(|&(at, _)| at <= lo);
            }
            cursor.set(i);
        }
        if i == 0 {
            lo
        } else {
            lo + points[i - 1].1
        }
    }
}

/// Returns the spliced text of `text` and the map back to it (`text` itself when it holds no
/// backslash-newline).
pub fn splice(text: &Arc<str>) -> (Arc<str>, SpliceMap) {
    let bytes = text.as_bytes();
    // `str::contains` searches with SIMD; most files have no splice at all.
    let has_splice = text.contains("\\\n") || text.contains("\\\r\n");
    if !has_splice {
        return (text.clone(), SpliceMap::default());
    }
    let mut out = String::with_capacity(text.len());
    let mut map = SpliceMap::default();
    let mut removed = 0u32;
    let mut i = 0;
    let mut chunk_start = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' {
            if let Some(nl_len) = is_newline_at(bytes, i + 1) {
                out.push_str(&text[chunk_start..i]);
                removed += 1 + nl_len as u32;
                i += 1 + nl_len;
                chunk_start = i;
                map.points.push((out.len() as u32, removed));
                continue;
            }
        }
        i += 1;
    }
    out.push_str(&text[chunk_start..]);
    (out.into(), map)
}

fn is_newline_at(bytes: &[u8], i: usize) -> Option<usize> {
    match bytes.get(i) {
        Some(b'\n') => Some(1),
        Some(b'\r') if bytes.get(i + 1) == Some(&b'\n') => Some(2),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_offsets_back() {
        let text: Arc<str> = "ab\\\ncd\\\r\nef".into();
        let (s, map) = splice(&text);
        assert_eq!(&*s, "abcdef");
        assert_eq!(map.to_original(0), 0);
        assert_eq!(map.to_original(2), 4); // 'c'
        assert_eq!(map.to_original(4), 9); // 'e'
        let cursor = std::cell::Cell::new(0);
        for lo in [0, 1, 2, 3, 4, 5, 2, 0, 5] {
            assert_eq!(map.to_original_near(lo, &cursor), map.to_original(lo), "at {lo}");
        }
        let plain: Arc<str> = "a\\b\n".into();
        let (s, map) = splice(&plain);
        assert_eq!(&*s, "a\\b\n");
        assert_eq!(map.to_original(3), 3);
    }
}
