//! Sharing the middle-end between sms: after lowering, libdevice and `globaldce`, sms whose
//! modules print the same (apart from the module's name) and whose differences the middle-end
//! cannot see form a group; the `default<On>` pipeline runs once per group, with the TargetMachine
//! of its first (lowest requested) sm, and every sm of the group emits PTX from its own copy of
//! the result with its own TargetMachine. Groups and their order depend only on the modules and
//! the order of the requested sms, never on the thread count.
//!
//! Why this is sound (LLVM 19). What the middle-end learns of the sm:
//! - `NVVMReflect`, which `NVPTXTargetMachine::registerPassBuilderCallbacks` adds at the start of
//!   the pipeline with the sm's version, folds `__nvvm_reflect("__CUDA_ARCH")`; libdevice calls
//!   it in `__nv_sin`, `__nv_cos`, `__nv_pow`, `__nv_fmod`, … A module that still mentions
//!   `__CUDA_ARCH` after `globaldce` (or calls the reflect function with a string that is not a
//!   constant) is never shared. `__CUDA_FTZ` and `__CUDA_PREC_SQRT` fold from the module's flag
//!   and to 0, the same for every sm. (`NVVMIntrRange`, which took the sm, is not in LLVM 19's
//!   pipeline.)
//! - The TargetTransformInfo (`NVPTXTTIImpl`): its own answers (divergence, address spaces,
//!   unrolling and inlining thresholds, register width) are constants; the rest comes from
//!   `BasicTTIImpl` asking `NVPTXTargetLowering` whether operations are legal, and there the sms
//!   differ only for `half` (sm_53+), `bfloat` (sm_80+, more on sm_90), `<2 x i16>` arithmetic
//!   (sm_90 with PTX 8.0) and `llvm.minimum`/`llvm.maximum` (sm_80 with PTX 7.0). A module whose
//!   text mentions `half`, `bfloat`, `i16`, `llvm.minimum` or `llvm.maximum` (the vectorisers
//!   build `<2 x i16>` and `<2 x half>` from scalars) shares only with sms on the same side of
//!   each of those lines.
//! - `NVPTXAA`, the data layout and the triple are the same for every sm; the lowering's
//!   sm-dependent choices (`@codegen if (__nvvm_arch …)`, builtins) are in the module text.
//! - The modules carry no `target-cpu`/`target-features` attributes today; should they, they are
//!   left out of the comparison and rewritten for each sm (`retarget`).
//! Everything after the middle-end (the NVPTX codegen IR passes, AtomicExpand, instruction
//! selection) runs per sm with the sm's own TargetMachine.
//!
//! `CIRCLEC_SHARE_MIDDLE_END=0` in the environment turns sharing off (every sm optimises its own
//! module), for comparing the two.

use codegen_consts::SmInfo;
use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::module::Module;

/// True unless `CIRCLEC_SHARE_MIDDLE_END=0`.
pub fn enabled() -> bool {
    std::env::var("CIRCLEC_SHARE_MIDDLE_END").map_or(true, |v| v != "0")
}

/// The key sms share the middle-end by: the printed module without its name, plus the sm's side
/// of each line the middle-end can see when the module has types or intrinsics that cross one;
/// `None` when the module must be optimised for its own sm.
pub fn key(text: &str, sm: &SmInfo, ptx_version: u32) -> Option<String> {
    if text.contains("__CUDA_ARCH") || calls_reflect_with_variable(text) {
        return None;
    }
    let mut key: String = text.lines().filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename")).map(strip_target_attrs).collect::<Vec<_>>().join("\n");
    let sensitive = ["half", "bfloat", "i16"].iter().any(|w| has_token(text, w)) || ["@llvm.minimum", "@llvm.maximum"].iter().any(|w| text.contains(w));
    if sensitive {
        let a = sm.arch;
        key.push_str(&format!(
            "\n; circlec middle-end class: fp16 {} bf16 {} sm90 {} ptx70 {} ptx78 {} ptx80 {}",
            a >= 53,
            a >= 80,
            a >= 90,
            ptx_version >= 70,
            ptx_version >= 78,
            ptx_version >= 80
        ));
    }
    // sm_90a's extra features are not compared line by line: it shares with nobody but itself.
    if sm.name.ends_with('a') {
        key.push_str(&format!("\n; circlec arch {}", sm.name));
    }
    Some(key)
}

/// True when `word` occurs in `text` as a token of its own (`i16` in `<2 x i16>`, not in the
/// mangled `Li16E` or the local `%i16`).
fn has_token(text: &str, word: &str) -> bool {
    let ident = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '%' | '@' | '"' | '-');
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back().map_or(true, |c| !ident(c));
        let after = text[i + word.len()..].chars().next().map_or(true, |c| !ident(c));
        before && after
    })
}

/// True when the module calls `__nvvm_reflect`/`llvm.nvvm.reflect` with something other than a
/// global constant, which NVVMReflect cannot fold the same way for every sm.
fn calls_reflect_with_variable(text: &str) -> bool {
    ["@__nvvm_reflect(ptr %", "@llvm.nvvm.reflect(ptr %", "@__nvvm_reflect(ptr noundef %"].iter().any(|w| text.contains(w))
}

/// A line without its `"target-cpu"="…"` and `"target-features"="…"` attributes.
fn strip_target_attrs(line: &str) -> String {
    let mut out = line.to_string();
    for attr in ["\"target-cpu\"=\"", "\"target-features\"=\""] {
        while let Some(start) = out.find(attr) {
            let value = start + attr.len();
            let end = out[value..].find('"').map_or(out.len(), |e| value + e + 1);
            out.replace_range(start..end, "");
        }
    }
    out
}

/// Groups the sms (by index) whose keys are equal, in the order of their first member; an sm
/// without a key is a group of its own.
pub fn groups(keys: &[Option<&str>]) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, k) in keys.iter().enumerate() {
        let found = k.and_then(|k| groups.iter_mut().find(|g| keys[g[0]] == Some(k)));
        match found {
            Some(g) => g.push(i),
            None => groups.push(vec![i]),
        }
    }
    groups
}

/// Gives the module `sm`'s name and, where functions carry them, its `target-cpu` and
/// `target-features`.
pub fn retarget(cx: &Context, module: &Module<'_>, sm: &SmInfo, ptx_version: u32) {
    module.set_name(sm.name);
    module.set_source_file_name(sm.name);
    let features = format!("+ptx{ptx_version}");
    for f in module.get_functions() {
        for (attr, value) in [("target-cpu", sm.name), ("target-features", features.as_str())] {
            if f.get_string_attribute(AttributeLoc::Function, attr).is_some() {
                f.remove_string_attribute(AttributeLoc::Function, attr);
                f.add_attribute(AttributeLoc::Function, cx.create_string_attribute(attr, value));
            }
        }
    }
}

#[cfg(test)]
mod unit {
    use super::*;

    fn sm(code: u32) -> &'static SmInfo {
        codegen_consts::sm_info(code).unwrap()
    }

    #[test]
    fn names_and_target_attributes_are_not_compared() {
        let a = "; ModuleID = 'sm_70'\nsource_filename = \"sm_70\"\nattributes #0 = { nounwind \"target-cpu\"=\"sm_70\" \"target-features\"=\"+ptx63\" }";
        let b = "; ModuleID = 'sm_75'\nsource_filename = \"sm_75\"\nattributes #0 = { nounwind \"target-cpu\"=\"sm_75\" \"target-features\"=\"+ptx63\" }";
        assert_eq!(key(a, sm(70), 63), key(b, sm(75), 63));
        assert!(key(a, sm(70), 63).unwrap().contains("nounwind"));
    }

    #[test]
    fn cuda_arch_reflection_is_never_shared() {
        assert_eq!(key("@.str.1 = private constant [12 x i8] c\"__CUDA_ARCH\\00\"", sm(70), 63), None);
        assert_eq!(key("call i32 @__nvvm_reflect(ptr %p)", sm(70), 63), None);
        assert!(key("@.str = private constant [11 x i8] c\"__CUDA_FTZ\\00\"", sm(70), 63).is_some());
    }

    #[test]
    fn sms_split_where_the_middle_end_can_tell_them_apart() {
        let plain = "define float @f(float %x)";
        assert_eq!(key(plain, sm(52), 60), key(plain, sm(90), 78));
        let half = "define half @f(half %x)";
        assert_ne!(key(half, sm(52), 60), key(half, sm(60), 60));
        assert_eq!(key(half, sm(60), 60), key(half, sm(75), 63));
        assert_ne!(key(half, sm(75), 63), key(half, sm(80), 70));
        assert_ne!(key(plain, sm(90), 78), key(plain, sm(900), 80));
        let i16s = "store <2 x i16> %v, ptr %p";
        assert_ne!(key(i16s, sm(89), 78), key(i16s, sm(90), 78));
        let mangled = "@_Z4gemmILi16EEvv = global i32 0\n%i16 = add i32 %half, 1";
        assert_eq!(key(mangled, sm(52), 60), key(mangled, sm(90), 78));
    }

    #[test]
    fn groups_follow_the_first_member() {
        let keys = [Some("a"), Some("b"), None, Some("a"), Some("b"), None];
        assert_eq!(groups(&keys), vec![vec![0, 3], vec![1, 4], vec![2], vec![5]]);
    }
}
