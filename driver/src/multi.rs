//! Command lines with several files, as nvcc's and clang's drivers take them: every source is
//! compiled on its own, as if it were alone on the command line, and the sources are compiled in
//! parallel (one thread each, as many at a time as there are cores); then, unless `-c` or
//! `-fsyntax-only` stops there, the objects of the sources and the objects and libraries given
//! are linked in command-line order (`link.rs`, which links relocatable device code first).
//! `-dlink` writes only the device link's object, for a final link by another compiler.

use std::path::{Path, PathBuf};

use crate::cli::Cli;
use crate::inputs::Input;
use crate::report::Reporter;
use crate::{compile_one, fail, COMPILER_STACK_BYTES};

/// Several inputs (or one source with objects).
pub fn run(cli: &Cli, rep: &Reporter, inputs: &[Input]) -> u8 {
    let sources: Vec<&Path> = inputs.iter().filter_map(|i| if let Input::Source(p) = i { Some(p.as_path()) } else { None }).collect();
    let linking = cli.links();
    if sources.len() > 1 {
        if !linking && !cli.compile_only && !cli.has_feature("syntax-only") {
            return fail(&format!(
                "`-E`, `-S`, `--emit`, `--dump` and `-M`/`-MM` take one source file at a time, and {} were given; run circlec once for each",
                sources.len()
            ));
        }
        if cli.output.is_some() && !linking {
            return fail(&format!(
                "`-o` names one output, but {} source files were given with `-c`; drop `-o` (each object is named after its source, `a.cu` → `a.o`) or compile them one at a time",
                sources.len()
            ));
        }
    }
    if !linking {
        if !cli.no_warnings {
            for i in inputs {
                if let Input::Linker(p) = i {
                    eprintln!("circlec: warning: `{}` is not used: nothing is linked (`-c`, `-fsyntax-only`, ...)", p.display());
                }
            }
        }
        let jobs: Vec<(PathBuf, Cli)> = sources.iter().map(|s| (s.to_path_buf(), one_source(cli, s))).collect();
        return compile_all(rep, jobs).into_iter().max().unwrap_or(0);
    }

    let dir = crate::link::scratch_dir();
    let status = compile_and_link(cli, rep, inputs, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    status
}

/// The command line of one source alone: the same options, that source as the only input.
fn one_source(cli: &Cli, source: &Path) -> Cli {
    let mut one = cli.clone();
    one.inputs = vec![source.to_path_buf()];
    one
}

fn compile_and_link(cli: &Cli, rep: &Reporter, inputs: &[Input], dir: &Path) -> u8 {
    // Each source to `<dir>/<index>-<stem>.o`, then every object in command-line order.
    let mut objects = Vec::new();
    let mut sources = std::collections::HashMap::new();
    let mut jobs = Vec::new();
    for (i, input) in inputs.iter().enumerate() {
        match input {
            Input::Source(src) => {
                let stem = src.file_stem().unwrap_or_default().to_string_lossy();
                let object = dir.join(format!("{i}-{stem}.o"));
                let mut one = one_source(cli, src);
                one.compile_only = true;
                one.output = Some(object.clone());
                jobs.push((src.clone(), one));
                sources.insert(object.clone(), src.clone());
                objects.push(object);
            }
            Input::Linker(path) => objects.push(path.clone()),
        }
    }
    if compile_all(rep, jobs).into_iter().any(|s| s != 0) {
        return 1;
    }
    let exe = cli.output.clone().unwrap_or_else(|| PathBuf::from("a.out"));
    let cuda = crate::cuda::discover(cli.cuda_path.as_deref());
    if cli.dryrun {
        let cc = crate::link::c_compiler(cli);
        match crate::link::link_command(cli, &cc, &cuda, &objects, &exe) {
            Ok(cmd) => println!("#$ {}", crate::link::command_line(&cmd)),
            Err(e) => println!("#$ (no link: {e})"),
        }
        return 0;
    }
    match crate::link::link_objects(cli, &cuda, &objects, &sources, &exe, dir) {
        Ok(()) => 0,
        Err(e) => e.report(),
    }
}

/// Compiles each `(source, command line)`, in parallel; the exit statuses, in order.
fn compile_all(rep: &Reporter, jobs: Vec<(PathBuf, Cli)>) -> Vec<u8> {
    let width = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).max(1);
    let mut statuses = Vec::new();
    for chunk in jobs.chunks(width) {
        std::thread::scope(|scope| {
            let handles: Vec<_> = chunk
                .iter()
                .map(|(src, one)| {
                    std::thread::Builder::new()
                        .name("circlec-unit".into())
                        .stack_size(COMPILER_STACK_BYTES)
                        .spawn_scoped(scope, move || compile_one(one, rep, src))
                })
                .collect();
            for h in handles {
                statuses.push(match h.map(|h| h.join()) {
                    Ok(Ok(status)) => status,
                    _ => fail("a compiler thread stopped unexpectedly"),
                });
            }
        });
    }
    statuses
}

/// `-dlink`: the device link of the given objects, written as one object (`-o`, else
/// `a_dlink.o` as nvcc names it) that the final link takes with them.
pub fn dlink(cli: &Cli, inputs: &[Input]) -> u8 {
    let mut objects = Vec::new();
    for i in inputs {
        match i {
            Input::Source(src) => {
                return fail(&format!(
                    "`-dlink` links the device code of objects; compile `{}` first with `-dc` (or `-rdc=true -c`) and pass its object",
                    src.display()
                ))
            }
            Input::Linker(path) => objects.push(path.clone()),
        }
    }
    objects.extend(crate::link::static_libraries(cli));
    let records = match crate::devlink::records(&objects, &Default::default()) {
        Ok(r) => r,
        Err(e) => return e.report(),
    };
    if records.is_empty() {
        return fail("`-dlink`: none of the inputs holds relocatable device code; compile the sources with `-dc` (or `-rdc=true -c`)");
    }
    let out = cli.output.clone().unwrap_or_else(|| PathBuf::from("a_dlink.o"));
    if cli.dryrun {
        println!("#$ circlec (in process): device link (nvJitLink) of {} units' device code, and its registration object {}", records.len(), out.display());
        return 0;
    }
    let cuda = crate::cuda::discover(cli.cuda_path.as_deref());
    match crate::devlink::device_link(cli, &cuda, &records) {
        Ok(object) => {
            match std::fs::write(&out, object) {
                Ok(()) => 0,
                Err(e) => fail(&format!("cannot write `{}`: {e}", out.display())),
            }
        }
        Err(e) => e.report(),
    }
}
