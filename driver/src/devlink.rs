//! The device link of relocatable device code (`-rdc=true`), as nvcc's `nvlink` step: the
//! records of every linker input (`rdc_record.rs`: objects, and archives' members) are linked
//! per sm by nvJitLink, with the CUDA device runtime (`libcudadevrt.a`) when they call it
//! (device-side launches), into one executable cubin per sm; those make the fatbin of the program, which the
//! object from `host::rdc_link` embeds and registers before calling every unit's register
//! function. The sms are linked in parallel; the result is in sm order.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use host::fatbin::{ArchSuffix, FatbinEntry, FatbinPayload};
use rayon::prelude::*;

use crate::cli::Cli;
use crate::cuda::CudaInstall;
use crate::nvjitlink::{Input, NvJitLink, INPUT_LIBRARY};
use crate::rdc_record::{records_of_file, RdcRecord};

use crate::link::{link_error as error, LinkError};

/// The device code records of `inputs`, each with the name messages give its file: the
/// source's, for an object compiled in the same call (`names`), else the object's path.
pub fn records(inputs: &[PathBuf], names: &HashMap<PathBuf, PathBuf>) -> Result<Vec<(PathBuf, RdcRecord)>, LinkError> {
    let mut out = Vec::new();
    for path in inputs {
        let found = records_of_file(path).map_err(|e| error(e, "rebuild the object with this circlec (`-rdc=true -c`)"))?;
        let name = names.get(path).unwrap_or(path);
        out.extend(found.into_iter().map(|r| (name.clone(), r)));
    }
    Ok(out)
}

/// Links the device code of `records` and returns the host object that registers it.
pub fn device_link(cli: &Cli, cuda: &CudaInstall, records: &[(PathBuf, RdcRecord)]) -> Result<Vec<u8>, LinkError> {
    let mut targets: Vec<(u32, ArchSuffix)> = records.iter().flat_map(|(_, r)| r.images.iter().map(|i| (i.sm, i.suffix))).collect();
    targets.sort_by_key(|&(sm, s)| (sm, s.as_str()));
    targets.dedup();
    for (path, record) in records {
        for &(sm, suffix) in &targets {
            if !record.images.iter().any(|i| (i.sm, i.suffix) == (sm, suffix)) {
                let has: Vec<String> = record.images.iter().map(|i| format!("sm_{}{}", i.sm, i.suffix.as_str())).collect();
                return Err(error(
                    format!("`{}` has no device code for sm_{sm}{} (it was compiled for {}), which other inputs have", path.display(), suffix.as_str(), has.join(", ")),
                    "compile every file of the program with the same `--sm` (`-arch`, `-gencode`) list",
                ));
            }
        }
    }
    let Some(lib_path) = cuda.nvjitlink.as_deref() else {
        return Err(error(
            "nvJitLink (libnvJitLink.so) was not found, and relocatable device code needs it to link".into(),
            "install the CUDA toolkit or `pip install nvidia-nvjitlink-cu12`, or pass `--cuda-path` (`circlec --print-cuda` shows what was found)",
        ));
    };
    let nvjitlink = NvJitLink::load(lib_path).map_err(|e| error(e, "check the nvJitLink installation (`circlec --print-cuda`)"))?;
    let devrt = cuda.libcudadevrt.as_deref().filter(|_| uses_device_runtime(records));
    if cli.verbose {
        for &(sm, suffix) in &targets {
            let mut line = format!("#$ circlec (in process): nvJitLink -arch=sm_{sm}{}", suffix.as_str());
            for (path, _) in records {
                line.push_str(&format!(" {}", path.display()));
            }
            if let Some(d) = devrt {
                line.push_str(&format!(" {}", d.display()));
            }
            eprintln!("{line}");
        }
    }
    let capture = std::env::temp_dir().join(format!("circlec-{}-nvjitlink.log", std::process::id()));
    let (linked, printed) = crate::nvjitlink::capture_stderr(&capture, || {
        targets
            .par_iter()
            .map(|&(sm, suffix)| link_one(&nvjitlink, cli, records, devrt, sm, suffix))
            .collect::<Vec<Result<FatbinEntry, LinkError>>>()
    });
    let entries = linked.into_iter().collect::<Result<Vec<_>, _>>()?;
    let printed_errors: Vec<&str> = printed.lines().filter(|l| l.trim_start().starts_with("error")).collect();
    if !printed_errors.is_empty() {
        return Err(error(
            format!("the device link failed:\n{}", printed_errors.join("\n")),
            "a `__device__` function or variable defined in two files: keep one definition, or make it `static` or `inline`",
        ));
    }
    eprint!("{}", printed);
    let fatbin = host::write_fatbin(&entries).map_err(|e| error(format!("cannot build the linked fatbin: {e:?}"), "this is a bug in circlec; please report it"))?;
    let mut registers: Vec<String> = Vec::new();
    for (_, r) in records {
        if !registers.contains(&r.register) {
            registers.push(r.register.clone());
        }
    }
    host::rdc_link::linked_registration_object(&fatbin, &registers)
        .map_err(|e| error(format!("cannot write the device link's object: {e}"), "this is a bug in circlec; please report it"))
}

/// Whether any image names a symbol of the CUDA device runtime (`cudaGetParameterBufferV2`,
/// `cudaLaunchDeviceV2`, device-side `cudaGetLastError`, CUDA 12's `__cudaCDP2*`, ...): the
/// runtime API's `cuda`/`__cuda` names in a cubin's string table or a PTX declaration. nvJitLink
/// keeps every kernel of `libcudadevrt.a` when given it, so it is linked only when used.
fn uses_device_runtime(records: &[(PathBuf, RdcRecord)]) -> bool {
    let names = |bytes: &[u8]| {
        bytes.windows(5).any(|w| (w[0] == 0 || w[0] == b' ') && &w[1..] == b"cuda")
            || bytes.windows(7).any(|w| (w[0] == 0 || w[0] == b' ') && &w[1..] == b"__cuda")
    };
    records.iter().any(|(_, r)| r.images.iter().any(|i| names(&i.bytes)))
}

/// One sm's link: every record's image for it, and the device runtime when used.
fn link_one(
    nvjitlink: &NvJitLink,
    cli: &Cli,
    records: &[(PathBuf, RdcRecord)],
    devrt: Option<&Path>,
    sm: u32,
    suffix: ArchSuffix,
) -> Result<FatbinEntry, LinkError> {
    let arch = format!("sm_{sm}{}", suffix.as_str());
    let mut options = vec![format!("-arch={arch}")];
    if cli.device_debug {
        options.push("-g".into());
    } else if cli.line_info {
        options.push("-lineinfo".into());
    }
    let mut inputs: Vec<Input> = records
        .iter()
        .flat_map(|(path, r)| {
            r.images
                .iter()
                .filter(|i| (i.sm, i.suffix) == (sm, suffix))
                .map(move |i| Input::Data { kind: i.kind, bytes: &i.bytes, name: format!("{} (sm_{sm}{})", path.display(), suffix.as_str()) })
        })
        .collect();
    if let Some(path) = devrt {
        inputs.push(Input::File { kind: INPUT_LIBRARY, path });
    }
    let cubin = nvjitlink.link(&options, &inputs).map_err(|log| {
        error(
            format!("the device link for {arch} failed:\n{log}"),
            "an undefined `__device__` symbol is defined in none of the linked files: add the file that defines it, compiled with `-rdc=true`",
        )
    })?;
    Ok(FatbinEntry { sm, suffix, payload: FatbinPayload::Cubin(cubin) })
}
