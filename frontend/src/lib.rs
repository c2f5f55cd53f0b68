//! circlec's frontend: the single front-end pass. It preprocesses one translation unit, parses it,
//! checks it and instantiates its templates, and returns one immutable [`Frontend`] result that
//! every target's code generator reads in parallel. It knows nothing of LLVM and does no I/O of
//! its own: files come through a [`pp::FileLoader`] that the driver supplies.
//!
//! Pipeline: [`lex`] → [`pp`] (macro expansion, includes, conditionals) → [`parse`] (syntax tree,
//! [`ast`]) → [`sema`] (names, types, overloads, templates, the codegen context; the checked
//! program that codegen consumes). Every phase reports into one [`diag::DiagSink`] and keeps
//! going; [`render`] turns the diagnostics into text.

pub mod arena;
pub mod ast;
pub mod diag;
pub mod intern;
pub mod lex;
pub mod parse;
pub mod pp;
pub mod render;
pub mod sema;
pub mod source;

use diag::DiagSink;
use intern::Interner;
use source::{FileId, SourceMap};

/// What the driver tells the frontend about one run.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub pp: pp::PpOptions,
    pub limits: Limits,
    pub leniency: Leniency,
}

/// What the checker lets through that C++ makes ill-formed, on request as g++ does: old C-style
/// code (csmith's programs, code written for C compilers) compiles with a warning.
#[derive(Clone, Copy, Debug, Default)]
pub struct Leniency {
    /// `-fpermissive`: a narrowing conversion in a braced initializer and an implicit conversion
    /// from `void *` to another object pointer are warnings, not errors.
    pub permissive: bool,
    /// `-Wno-narrowing`: a narrowing conversion in a braced initializer is not diagnosed at all
    /// (it still makes a substitution fail, as in g++).
    pub no_narrowing: bool,
}

/// The bounds that keep every recursive phase finite, at the values of clang and g++ unless the
/// command line changes them (`-fbracket-depth=N`, `-ftemplate-depth=N`, `-fconstexpr-steps=N`,
/// `-fconstexpr-depth=N`).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Nesting of brackets, braces, statements and declarators in the parser.
    pub bracket_depth: u32,
    /// Nested template instantiations.
    pub template_depth: u32,
    /// Statements and loop iterations one constant evaluation may run.
    pub constexpr_steps: u32,
    /// Nested `constexpr` calls in one constant evaluation.
    pub constexpr_depth: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            bracket_depth: parse::DEFAULT_BRACKET_DEPTH,
            template_depth: sema::DEFAULT_TEMPLATE_DEPTH,
            constexpr_steps: sema::DEFAULT_CONSTEXPR_STEPS,
            constexpr_depth: sema::DEFAULT_CONSTEXPR_DEPTH,
        }
    }
}

/// The frozen result of the front-end pass: sources, names and the checked program. Immutable
/// and `Send + Sync`, so the per-target code generators can share it across threads.
pub struct Frontend {
    pub sources: SourceMap,
    pub names: Interner,
    pub program: sema::Program,
}

const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Frontend>();
};

/// Time spent in each phase of the front-end pass, for `-ftime-report` and the benchmarks.
#[derive(Clone, Copy, Debug, Default)]
pub struct PhaseTimes {
    pub preprocess: std::time::Duration,
    pub parse: std::time::Duration,
    pub sema: std::time::Duration,
}

/// Runs only the preprocessor (for `-E`): the expanded tokens of `main`.
pub fn preprocess_only(
    sources: &mut SourceMap,
    names: &mut Interner,
    main: FileId,
    opts: &Options,
    loader: &dyn pp::FileLoader,
    diags: &mut DiagSink,
) -> Vec<lex::token::Token> {
    pp::preprocess(main, &opts.pp, loader, sources, names, diags)
}

/// The front-end pass up to the syntax tree: preprocess and parse `main`, which must already be
/// loaded in `sources` (for `--dump=syntax`, and the first half of [`run`]).
pub struct Parsed {
    pub sources: SourceMap,
    pub names: Interner,
    pub tu: ast::TranslationUnit,
    pub diags: DiagSink,
    pub times: PhaseTimes,
}

pub fn parse_only(mut sources: SourceMap, main: FileId, opts: &Options, loader: &dyn pp::FileLoader) -> Parsed {
    let mut names = Interner::new();
    let mut diags = DiagSink::new();
    let mut times = PhaseTimes::default();

    let t = std::time::Instant::now();
    let tokens = pp::preprocess(main, &opts.pp, loader, &mut sources, &mut names, &mut diags);
    times.preprocess = t.elapsed();

    let t = std::time::Instant::now();
    let tu = parse::parse_with(&tokens, &mut names, &mut diags, opts.limits.bracket_depth);
    times.parse = t.elapsed();
    Parsed { sources, names, tu, diags, times }
}

/// Runs the whole front-end pass over `main`, which must already be loaded in `sources`.
/// Returns the frozen result together with every diagnostic found and the phase times.
pub fn run(sources: SourceMap, main: FileId, opts: &Options, loader: &dyn pp::FileLoader) -> (Frontend, DiagSink, PhaseTimes) {
    let Parsed { sources, mut names, tu, mut diags, mut times } = parse_only(sources, main, opts, loader);
    // Semantic analysis runs only on a syntactically clean translation unit: checking the
    // fragments that error recovery leaves behind would bury the real syntax errors under
    // follow-on ones. Every syntax error is still reported.
    let program = if diags.has_errors() {
        sema::Program::default()
    } else {
        let t = std::time::Instant::now();
        let mut program = sema::check_with(&tu, &sources, &mut names, &mut diags, opts.limits, opts.leniency);
        program.system_files = sources.files().filter(|(_, f)| f.system).map(|(id, _)| id).collect();
        times.sema = t.elapsed();
        program
    };
    (Frontend { sources, names, program }, diags, times)
}
