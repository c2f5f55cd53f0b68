//! From a lowered module to text: the NVPTX TargetMachine of one sm (CPU `sm_XX`, feature
//! `+ptxNN` with NN the highest of the sm's default and what the module's features need), the
//! LLVM verifier, the `default<On>` pipeline (which also runs NVVMReflect; the driver asks for
//! O3 from -O2 up) with an inliner threshold raised as nvcc inlines, and the PTX from LLVM's
//! NVPTX backend.

use std::sync::Once;

use codegen_consts::SmInfo;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple};
use inkwell::OptimizationLevel;

use crate::target::TRIPLE;

static INIT: Once = Once::new();

/// Registers LLVM's NVPTX target (once per process) and lets its instruction selection fuse
/// floating-point multiplies and adds into `fma`, as nvcc (`--fmad=true`) and clang (CUDA's
/// default `-ffp-contract=fast`) do. LLVM-C cannot set `TargetOptions::AllowFPOpFusion`, so this
/// sets the NVPTX backend's own switch, `-nvptx-fma-level=1` ("fuse where allowed"), which takes
/// precedence over it; it affects only NVPTX code, never the host module.
pub fn init() {
    INIT.call_once(|| {
        codegen::install_fatal_error_handler();
        Target::initialize_nvptx(&InitializationConfig::default());
        let args = [c"circlec".as_ptr(), c"-nvptx-fma-level=1".as_ptr()];
        // SAFETY: two valid NUL-terminated strings that outlive the call; LLVM copies what it
        // keeps. The option exists in every LLVM 19 build with the NVPTX target.
        unsafe {
            inkwell::llvm_sys::support::LLVMParseCommandLineOptions(args.len() as i32, args.as_ptr(), std::ptr::null());
        }
    });
}

/// The TargetMachine of `sm` at PTX version `ptx` (e.g. 63).
pub fn target_machine(sm: &SmInfo, ptx: u32, opt_level: u8) -> Result<TargetMachine, String> {
    init();
    let triple = TargetTriple::create(TRIPLE);
    let target = Target::from_triple(&triple).map_err(|e| e.to_string())?;
    let level = match opt_level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    };
    target
        .create_target_machine(&triple, sm.name, &format!("+ptx{ptx}"), level, RelocMode::Default, CodeModel::Default)
        .ok_or_else(|| format!("LLVM cannot create a target machine for {}", sm.name))
}

/// Verifies the module and drops the libdevice functions it does not use.
pub fn prune(module: &Module<'_>, tm: &TargetMachine) -> Result<(), String> {
    module.verify().map_err(|e| format!("the LLVM verifier rejected the module: {}", e.to_string().trim()))?;
    module.run_passes("globaldce", tm, PassBuilderOptions::create()).map_err(|e| e.to_string())
}

/// The inliner's base threshold for device code (LLVM's default is 225 at -O2, 250 at -O3; the
/// NVPTX target multiplies either by 11). nvcc inlines device functions far more eagerly than
/// LLVM's default does, and CUDA code counts on it: a register tile (`float acc[8][8]`) passed by
/// pointer to a helper that fully unrolled loops make large stays in local memory unless the
/// helper is inlined and SROA can split the array. On an H100 the corpus's GEMM kernels ran 6-8
/// times slower than nvcc's for that alone (benchmarks/GPU.md); at 3,000 every kernel of the
/// corpus but one keeps its tile in registers.
const DEVICE_INLINE_THRESHOLD: i32 = 3000;

/// Verifies the module and runs the `default<On>` pipeline on it (`default<Os>`/`default<Oz>`
/// for size level 1/2), with the device inliner threshold (`DEVICE_INLINE_THRESHOLD`) from -O1
/// up.
pub fn optimize(module: &Module<'_>, tm: &TargetMachine, opt_level: u8, size_level: u8) -> Result<(), String> {
    module.verify().map_err(|e| format!("the LLVM verifier rejected the module: {}", e.to_string().trim()))?;
    // globaldce first drops the libdevice functions the module does not use (also at -O0).
    let passes = match size_level {
        0 => format!("globaldce,default<O{}>", opt_level.min(3)),
        1 => "globaldce,default<Os>".to_string(),
        _ => "globaldce,default<Oz>".to_string(),
    };
    let options = PassBuilderOptions::create();
    if opt_level > 0 {
        // SAFETY: `options` is a live PassBuilderOptions that inkwell owns until the end of this
        // function; the call only stores the number in it.
        unsafe {
            inkwell::llvm_sys::transforms::pass_builder::LLVMPassBuilderOptionsSetInlinerThreshold(
                options.as_mut_ptr(),
                DEVICE_INLINE_THRESHOLD,
            );
        }
    }
    module.run_passes(&passes, tm, options).map_err(|e| e.to_string())
}

/// PTX assembly of the module, with its call sites numbered from 0 (`renumber_call_sites`).
pub fn ptx(module: &Module<'_>, tm: &TargetMachine) -> Result<String, String> {
    let clusters = cluster_annotations(module);
    let buf = tm.write_to_memory_buffer(module, FileType::Assembly).map_err(|e| e.to_string())?;
    let text = renumber_call_sites(String::from_utf8_lossy(buf.as_slice()).trim_end_matches('\0'));
    Ok(add_cluster_directives(&text, &clusters))
}

/// The kernels' `cluster_dim_x/y/z` annotations (`__cluster_dims__`): symbol and sizes.
/// LLVM 19's NVPTX backend does not turn them into directives, so [`add_cluster_directives`]
/// does.
fn cluster_annotations(module: &Module<'_>) -> Vec<(String, [u64; 3])> {
    let mut out = Vec::new();
    for node in module.get_global_metadata("nvvm.annotations") {
        let ops = node.get_node_values().unwrap_or_default();
        let Some(inkwell::values::BasicMetadataValueEnum::PointerValue(f)) = ops.first().copied() else { continue };
        let mut dims = [1u64; 3];
        let mut any = false;
        for pair in ops[1..].chunks(2) {
            let [inkwell::values::BasicMetadataValueEnum::MetadataValue(key), inkwell::values::BasicMetadataValueEnum::IntValue(v)] = pair else { continue };
            let axis = match key.get_string_value().and_then(|c| std::str::from_utf8(c).ok()) {
                Some("cluster_dim_x") => 0,
                Some("cluster_dim_y") => 1,
                Some("cluster_dim_z") => 2,
                _ => continue,
            };
            dims[axis] = v.get_zero_extended_constant().unwrap_or(1);
            any = true;
        }
        if any {
            out.push((f.get_name().to_string_lossy().into_owned(), dims));
        }
    }
    out
}

/// Adds `.explicitcluster` and `.reqnctapercluster x, y, z` to each kernel of `clusters`, after
/// its parameter list (where PTX puts a kernel's performance directives).
pub fn add_cluster_directives(ptx: &str, clusters: &[(String, [u64; 3])]) -> String {
    let mut text = ptx.to_string();
    for (sym, [x, y, z]) in clusters {
        let head = format!(".entry {sym}(");
        let Some(at) = text.find(&head) else { continue };
        let Some(close) = text[at..].find(")\n").map(|i| at + i + 2) else { continue };
        text.insert_str(close, &format!(".explicitcluster\n.reqnctapercluster {x}, {y}, {z}\n"));
    }
    text
}

/// The NVPTX backend numbers call sites (`// callseq 3, 0`, `prototype_3 : .callprototype`) with
/// a counter shared by every module of the process, so the numbers would depend on how the sms'
/// threads interleave. This numbers them in the order they appear in this module's PTX (the same
/// map for both spellings, so an indirect call still names its prototype); a `prototype_N` is
/// renamed only where the PTX declares it.
pub fn renumber_call_sites(ptx: &str) -> String {
    let mut map: Vec<(u64, u64)> = Vec::new();
    let mut number = |old: u64| match map.iter().find(|(o, _)| *o == old) {
        Some((_, new)) => *new,
        None => {
            let new = map.len() as u64;
            map.push((old, new));
            new
        }
    };
    let declared = |n: &str| ptx.contains(&format!("prototype_{n} : .callprototype"));
    let mut out = String::with_capacity(ptx.len());
    let mut rest = ptx;
    loop {
        let next = [("callseq ", false), ("prototype_", true)].iter().filter_map(|&(w, proto)| rest.find(w).map(|i| (i, w, proto))).min_by_key(|&(i, _, _)| i);
        let Some((i, word, proto)) = next else {
            out.push_str(rest);
            return out;
        };
        let after = &rest[i + word.len()..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        let boundary = !proto || rest[..i].chars().next_back().map_or(true, |c| !(c.is_alphanumeric() || c == '_' || c == '$'));
        let ends = !after[digits..].starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '$');
        out.push_str(&rest[..i + word.len()]);
        match after[..digits].parse::<u64>() {
            Ok(n) if boundary && ends && (!proto || declared(&after[..digits])) => out.push_str(&number(n).to_string()),
            _ => out.push_str(&after[..digits]),
        }
        rest = &after[digits..];
    }
}

#[cfg(test)]
mod unit {
    use super::renumber_call_sites;

    #[test]
    fn call_sites_are_numbered_per_module() {
        let ptx = "prototype_7 : .callprototype ()_ (.param .b32 _);\n\t{ // callseq 7, 0\n\tcall (), %rd1, (p), prototype_7;\n\t} // callseq 7\n\t{ // callseq 9, 0\n\t} // callseq 9\n.func my_prototype_9()\n";
        let want = "prototype_0 : .callprototype ()_ (.param .b32 _);\n\t{ // callseq 0, 0\n\tcall (), %rd1, (p), prototype_0;\n\t} // callseq 0\n\t{ // callseq 1, 0\n\t} // callseq 1\n.func my_prototype_9()\n";
        assert_eq!(renumber_call_sites(ptx), want);
    }
}
