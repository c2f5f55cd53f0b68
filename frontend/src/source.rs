//! The source manager: every file the translation unit reads (the main file, each header, the
//! shipped std_shim headers, and synthetic buffers such as the predefined macros) gets a `FileId`.
//! A `Span` is a file and two `u32` byte offsets; line and column are computed only when a
//! diagnostic or a dump needs them, honouring `#line` directives.

use std::sync::Arc;

/// Identifies one loaded file in a [`SourceMap`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct FileId(pub u32);

/// A byte range `lo..hi` in one file.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Span {
    pub file: FileId,
    pub lo: u32,
    pub hi: u32,
}

const _: () = assert!(std::mem::size_of::<Span>() == 12);

impl Span {
    pub const fn new(file: FileId, lo: u32, hi: u32) -> Self {
        Span { file, lo, hi }
    }
    /// The span from the start of `self` to the end of `other` (same file), or `self` if the
    /// two lie in different files (a macro expansion crossing an include boundary).
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span { file: self.file, lo: self.lo.min(other.lo), hi: self.hi.max(other.hi) }
    }
    /// An empty span at the end of `self`.
    pub fn end(self) -> Span {
        Span { file: self.file, lo: self.hi, hi: self.hi }
    }
}

/// A `#line N "file"` directive: from byte `offset` on, the next line is numbered `line`.
#[derive(Clone, Debug)]
struct LineDirective {
    offset: u32,
    /// 1-based number the line *after* the directive gets.
    line: u32,
    /// Line number (1-based, physical) of the line after the directive.
    physical_line: u32,
    name: Option<Arc<str>>,
}

/// One loaded file.
#[derive(Debug)]
pub struct SourceFile {
    /// The path as it should be shown to users.
    pub name: Arc<str>,
    pub text: Arc<str>,
    line_starts: Vec<u32>,
    line_directives: Vec<LineDirective>,
    /// Found in a system include directory (`-isystem`, libstdc++'s, the C library's, circlec's
    /// own): warnings located in it are not shown, as GCC and clang do.
    pub system: bool,
}

impl SourceFile {
    fn new(name: &str, text: &str) -> Self {
        let mut line_starts = vec![0u32];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile {
            name: name.into(),
            text: text.into(),
            line_starts,
            line_directives: Vec::new(),
            system: false,
        }
    }

    /// Physical 1-based line and 1-based column (in characters) of `offset`.
    pub fn physical_line_col(&self, offset: u32) -> (u32, u32) {
        let offset = offset.min(self.text.len() as u32);
        let line_idx = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.line_starts[line_idx] as usize;
        let mut end = offset as usize;
        while end > start && !self.text.is_char_boundary(end) {
            end -= 1;
        }
        let col = self.text[start..end].chars().count() as u32 + 1;
        (line_idx as u32 + 1, col)
    }
}

/// A resolved position for display.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub file: Arc<str>,
    pub line: u32,
    pub col: u32,
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// Owns every source file of a translation unit.
#[derive(Default, Debug)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn new() -> Self {
        Self::default()
    }

    /// Marks file `id` as a system header.
    pub fn mark_system(&mut self, id: FileId) {
        self.files[id.0 as usize].system = true;
    }

    /// Adds a file (or synthetic buffer) and returns its id.
    pub fn add(&mut self, name: &str, text: &str) -> FileId {
        let id = FileId(self.files.len() as u32);
        self.files.push(SourceFile::new(name, text));
        id
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files.iter().enumerate().map(|(i, f)| (FileId(i as u32), f))
    }

    /// The source text a span covers (empty when out of range).
    pub fn snippet(&self, span: Span) -> &str {
        let text = &self.file(span.file).text;
        text.get(span.lo as usize..span.hi as usize).unwrap_or("")
    }

    /// Records a `#line` directive found at `offset` (the start of the directive line):
    /// the line following the directive is numbered `line`, and the file is shown as `name`.
    pub fn add_line_directive(&mut self, file: FileId, offset: u32, line: u32, name: Option<&str>) {
        let f = &mut self.files[file.0 as usize];
        let (phys, _) = f.physical_line_col(offset);
        f.line_directives.push(LineDirective {
            offset,
            line,
            physical_line: phys + 1,
            name: name.map(Into::into),
        });
    }

    /// Presumed location of the start of `span`, honouring `#line`.
    pub fn location(&self, span: Span) -> Location {
        self.location_at(span.file, span.lo)
    }

    pub fn location_at(&self, file: FileId, offset: u32) -> Location {
        let f = self.file(file);
        let (line, col) = f.physical_line_col(offset);
        let mut name = f.name.clone();
        let mut shown = line;
        for d in f.line_directives.iter().filter(|d| d.offset <= offset) {
            if line >= d.physical_line {
                shown = d.line + (line - d.physical_line);
                if let Some(n) = &d.name {
                    name = n.clone();
                }
            }
        }
        Location { file: name, line: shown, col }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column() {
        let mut sm = SourceMap::new();
        let f = sm.add("a.cu", "int x;\n  y = 2;\n");
        let loc = sm.location(Span::new(f, 9, 10));
        assert_eq!((loc.line, loc.col), (2, 3));
        assert_eq!(&*loc.file, "a.cu");
    }

    #[test]
    fn line_directive_renumbers() {
        let mut sm = SourceMap::new();
        let text = "a\n#line 100 \"b.cu\"\nc\nd\n";
        let f = sm.add("a.cu", text);
        sm.add_line_directive(f, 2, 100, Some("b.cu"));
        let d = text.find('d').unwrap() as u32;
        let loc = sm.location(Span::new(f, d, d + 1));
        assert_eq!(loc.to_string(), "b.cu:101:1");
        let a = sm.location(Span::new(f, 0, 1));
        assert_eq!(a.to_string(), "a.cu:1:1");
    }
}
