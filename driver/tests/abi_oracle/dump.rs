//! Reads circlec's `--dump-ast` (two spaces of indentation per level; `RecordDecl struct S
//! size=N align=M`, its `FieldDecl name 'type' offset=N` lines, nested records inside it) into
//! layouts by record name. A record's name is the qualified one the dump prints; an unnamed record
//! that the next declaration at its level names through `typedef` (`typedef struct {...} div_t;`)
//! is known by the typedef's name. The vtable pointer (`__vptr`) and base subobjects
//! (`__base_B`), which circlec lists as members, are left out: C++ has no such members. Lines
//! that do not parse are ignored, never a panic.

use std::collections::HashMap;

use crate::layout::{Field, Layout};

/// What the dump says.
#[derive(Debug, Default)]
pub struct Dump {
    /// Complete records by name.
    pub records: HashMap<String, Layout>,
    /// Variables at namespace scope: name (qualified as the dump prints it) to type.
    pub vars: HashMap<String, String>,
}

struct RawRecord {
    name: String,
    layout: Option<(u64, u64)>,
    fields: Vec<(String, String, u64)>,
    nested: Vec<usize>,
}

pub fn parse(text: &str) -> Dump {
    let mut raw: Vec<RawRecord> = Vec::new();
    // (depth, record index) of the records enclosing the current line.
    let mut open: Vec<(usize, usize)> = Vec::new();
    // The last line seen at each depth was this record (for `typedef struct {...} name;`).
    let mut last_at_depth: HashMap<usize, usize> = HashMap::new();
    let mut typedef_names: HashMap<usize, String> = HashMap::new();
    let mut vars = HashMap::new();
    for line in text.lines() {
        let body = line.trim_start_matches(' ');
        let depth = (line.len() - body.len()) / 2;
        while open.last().is_some_and(|&(d, _)| d >= depth) {
            open.pop();
        }
        let previous = last_at_depth.remove(&depth);
        let parent = open.last().filter(|&&(d, _)| d + 1 == depth).map(|&(_, r)| r);
        if let Some(rest) = body.strip_prefix("RecordDecl ") {
            let Some((_kind, rest)) = rest.split_once(' ') else { continue };
            let (name, layout) = match rest.rsplit_once(" size=") {
                Some((name, sizes)) => {
                    let mut it = sizes.split(" align=").map(|n| n.trim().parse::<u64>().ok());
                    match (it.next().flatten(), it.next().flatten()) {
                        (Some(s), Some(a)) => (name, Some((s, a))),
                        _ => (name, None),
                    }
                }
                None => (rest.trim_end_matches(" incomplete"), None),
            };
            let idx = raw.len();
            raw.push(RawRecord { name: name.to_string(), layout, fields: vec![], nested: vec![] });
            if let Some(p) = parent {
                raw[p].nested.push(idx);
            }
            open.push((depth, idx));
            last_at_depth.insert(depth, idx);
        } else if let Some(rest) = body.strip_prefix("FieldDecl ") {
            let (Some(p), Some((name, rest))) = (parent, rest.split_once(" '")) else { continue };
            let Some((ty, offset)) = rest.rsplit_once("' offset=") else { continue };
            let Ok(offset) = offset.trim().parse::<u64>() else { continue };
            raw[p].fields.push((name.to_string(), ty.to_string(), offset));
        } else if let Some(rest) = body.strip_prefix("TypedefDecl ") {
            let (Some(r), Some((name, ty))) = (previous, rest.split_once(" '")) else { continue };
            if ty.strip_suffix('\'') == Some(raw[r].name.as_str()) && raw[r].name.ends_with("(anonymous)") {
                typedef_names.insert(r, name.to_string());
            }
        } else if let Some(rest) = body.strip_prefix("VarDecl ") {
            if open.is_empty() {
                if let Some((name, ty)) = rest.split_once(" '") {
                    if let Some((ty, _)) = ty.split_once('\'') {
                        vars.insert(name.to_string(), ty.to_string());
                    }
                }
            }
        }
    }
    let mut records = HashMap::new();
    for (idx, r) in raw.iter().enumerate() {
        let name = match typedef_names.get(&idx) {
            Some(t) => t.clone(),
            None if r.name.contains("(anonymous)") => continue,
            None => r.name.clone(),
        };
        if let Some(l) = layout_of(&raw, idx, 0) {
            records.entry(name).or_insert(l);
        }
    }
    Dump { records, vars }
}

fn layout_of(raw: &[RawRecord], idx: usize, depth: usize) -> Option<Layout> {
    let r = &raw[idx];
    let (size, align) = r.layout?;
    let mut fields = Vec::new();
    for (name, ty, offset) in &r.fields {
        if name == "__vptr" || name.starts_with("__base_") {
            continue;
        }
        let nested = if ty.ends_with("(anonymous)") && depth < 16 {
            r.nested.iter().filter(|&&n| raw[n].name == *ty).filter_map(|&n| layout_of(raw, n, depth + 1)).collect()
        } else {
            vec![]
        };
        fields.push(Field { name: name.clone(), offset_bits: offset * 8, bitfield: false, nested });
    }
    Some(Layout { size, align, fields })
}

#[cfg(test)]
mod tests {
    use super::*;

    const DUMP: &str = "\
RecordDecl struct (anonymous) size=8 align=4
  FieldDecl quot 'int' offset=0
  FieldDecl rem 'int' offset=4
TypedefDecl div_t '(anonymous)'
RecordDecl struct (anonymous) size=8 align=4
  FieldDecl __count 'int' offset=0
  FieldDecl __value '(anonymous)::(anonymous)' offset=4
  RecordDecl union (anonymous)::(anonymous) size=4 align=4
    FieldDecl __wch 'unsigned int' offset=0
    FieldDecl __wchb 'char [4]' offset=0
TypedefDecl __mbstate_t '(anonymous)'
RecordDecl struct D size=24 align=8
  FieldDecl __vptr 'void *' offset=0
  FieldDecl __base_B 'B' offset=0
  FieldDecl c 'char' offset=16
RecordDecl struct Fwd incomplete
RecordDecl struct (anonymous) size=1 align=1
NamespaceDecl n
  RecordDecl struct n::W<int> size=4 align=4
    FieldDecl t 'int' offset=0
  VarDecl n::wv 'n::W<int>'
VarDecl v 'div_t'
garbage line 'with quotes
  FieldDecl orphan 'int' offset=x
";

    #[test]
    fn reads_records_typedef_names_nested_records_and_variables() {
        let d = parse(DUMP);
        let div = &d.records["div_t"];
        assert_eq!((div.size, div.align, div.fields.len()), (8, 4, 2));
        assert_eq!(div.fields[1].offset_bits, 32);
        let mb = &d.records["__mbstate_t"];
        assert_eq!(mb.fields[1].nested.len(), 1);
        assert_eq!(mb.fields[1].nested[0].fields[1].name, "__wchb");
        let names: Vec<&str> = d.records["D"].fields.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["c"]);
        assert!(!d.records.contains_key("Fwd"));
        assert_eq!(d.records.len(), 4, "{:?}", d.records.keys().collect::<Vec<_>>());
        assert_eq!(d.records["n::W<int>"].size, 4);
        assert_eq!(d.vars["v"], "div_t");
        assert_eq!(d.vars["n::wv"], "n::W<int>");
    }
}
