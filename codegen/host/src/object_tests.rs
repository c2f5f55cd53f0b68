//! End-to-end test of the host object: a module with one kernel stub (`extern "C" kern(int *)`),
//! a launch function, the registration and a small fatbin is written as an x86-64 object (and a
//! second one with `kern2`, as another translation unit would be);
//! `readelf` must show the fatbin sections; it is linked with the C compiler against libcudart
//! with a C `main` and run. Without a GPU the program must exit 0 after printing the runtime's
//! error; with one, the kernel must have stored 42. cuobjdump must list the embedded entries.
//! Each tool that is missing skips the rest with a note.

use inkwell::context::Context;
use inkwell::AddressSpace;
use std::path::Path;
use std::process::Command;

use crate::fatbin::{write_fatbin, FatbinEntry};
use crate::launch::{Dim3, LaunchConfig};
use crate::object::write_object;
use crate::runtime::CudaRuntime;
use crate::testutil;

const TEST: &str = "object_links_and_runs";

/// PTX of `TINY_KERNEL_LL` for sm_52 as llc-19 writes it, for when llc-19 is missing.
const FALLBACK_PTX: &str = "\
.version 4.1
.target sm_52
.address_size 64

.visible .entry kern(
\t.param .u64 kern_param_0
)
{
\t.reg .b32 \t%r<2>;
\t.reg .b64 \t%rd<2>;

\tld.param.u64 \t%rd1, [kern_param_0];
\tmov.b32 \t%r1, 42;
\tst.global.u32 \t[%rd1], %r1;
\tret;
}
";

const MAIN_C: &str = r#"#include <stdio.h>
#include <stddef.h>
typedef int cudaError_t;
extern cudaError_t cudaGetDeviceCount(int *count);
extern const char *cudaGetErrorName(cudaError_t error);
extern const char *cudaGetErrorString(cudaError_t error);
extern cudaError_t cudaGetLastError(void);
extern cudaError_t cudaMalloc(void **p, size_t size);
extern cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, int kind);
extern cudaError_t cudaDeviceSynchronize(void);
extern void circlec_launch(int *p);   /* kern<<<1, 1>>>(p), in host.o */
extern void circlec_launch2(int *p);  /* kern2<<<1, 1>>>(p), in host2.o */

int main(void) {
    int count = -1;
    cudaError_t e = cudaGetDeviceCount(&count);
    printf("cudaGetDeviceCount: %s: %s\n", cudaGetErrorName(e), cudaGetErrorString(e));
    if (e != 0 || count <= 0) {
        circlec_launch(NULL);   /* the configuration is refused: the stub is not called */
        printf("launch: %s\n", cudaGetErrorName(cudaGetLastError()));
        circlec_launch2(NULL);
        printf("launch2: %s\n", cudaGetErrorName(cudaGetLastError()));
        return 0;
    }
    int *d = NULL, h = 0;
    if ((e = cudaMalloc((void **)&d, sizeof(int))) != 0) { printf("cudaMalloc: %s\n", cudaGetErrorName(e)); return 1; }
    circlec_launch(d);
    e = cudaGetLastError();
    printf("launch: %s\n", cudaGetErrorName(e));
    if ((e = cudaDeviceSynchronize()) != 0) { printf("sync: %s\n", cudaGetErrorName(e)); return 1; }
    if ((e = cudaMemcpy(&h, d, sizeof(int), 2)) != 0) { printf("cudaMemcpy: %s\n", cudaGetErrorName(e)); return 1; }
    printf("kern wrote %d\n", h);
    if (h != 42) return 1;
    h = 0;
    if ((e = cudaMemcpy(d, &h, sizeof(int), 1)) != 0) { printf("cudaMemcpy: %s\n", cudaGetErrorName(e)); return 1; }
    circlec_launch2(d);
    if ((e = cudaDeviceSynchronize()) != 0) { printf("sync: %s\n", cudaGetErrorName(e)); return 1; }
    if ((e = cudaMemcpy(&h, d, sizeof(int), 2)) != 0) { printf("cudaMemcpy: %s\n", cudaGetErrorName(e)); return 1; }
    printf("kern2 wrote %d\n", h);
    return h == 42 ? 0 : 1;
}
"#;

/// The fatbin: llc-19 PTX (or the fallback) for sm_52, plus a ptxas cubin when ptxas is found.
fn tiny_fatbin(dir: &Path, tu: &str) -> Vec<u8> {
    let ptx = testutil::tiny_ptx(dir, 52).unwrap_or_else(|| FALLBACK_PTX.to_string());
    let ptx = ptx.replace("kern", &format!("kern{tu}"));
    let mut entries = vec![FatbinEntry::ptx(52, ptx.clone())];
    if let Some(cubin) = testutil::tiny_cubin(dir, 52, &ptx) {
        entries.push(FatbinEntry::cubin(52, cubin));
    }
    write_fatbin(&entries).unwrap()
}

/// Writes `host.o`: the stub `kern`, `void circlec_launch(int *p) { kern<<<1, 1>>>(p); }`, and
/// the registration.
fn write_host_object(dir: &Path, fatbin: &[u8], tu: &str) -> std::path::PathBuf {
    let cx = Context::create();
    let module = cx.create_module(&format!("host{tu}"));
    let ptr = cx.ptr_type(AddressSpace::default());
    let i32t = cx.i32_type();
    let mut rt = CudaRuntime::new(&module);
    let kern_name = format!("kern{tu}");
    let kern = rt
        .emit_launch_stub(&kern_name, &[ptr.into()], &kern_name)
        .unwrap();
    let launch = module.add_function(
        &format!("circlec_launch{tu}"),
        cx.void_type().fn_type(&[ptr.into()], false),
        None,
    );
    let builder = cx.create_builder();
    builder.position_at_end(cx.append_basic_block(launch, "entry"));
    let one = Dim3::from_x(i32t.const_int(1, false));
    let config = LaunchConfig {
        grid: one,
        block: one,
        shmem: None,
        stream: None,
    };
    rt.emit_kernel_launch(&builder, &kern, config, |_| {
        vec![launch.get_nth_param(0).unwrap()]
    });
    builder.build_return(None).unwrap();
    rt.finish_module(fatbin).unwrap();

    let object = dir.join(format!("host{tu}.o"));
    write_object(&module, &object).unwrap();
    object
}

#[test]
fn object_links_and_runs() {
    let dir = testutil::scratch_dir("object");
    let fatbin = tiny_fatbin(&dir, "");
    let object = write_host_object(&dir, &fatbin, "");
    // A second translation unit: its registration must not clash with the first's.
    let object2 = write_host_object(&dir, &tiny_fatbin(&dir, "2"), "2");

    let Some(readelf) = testutil::on_path("readelf") else {
        return testutil::skip(TEST, "readelf (binutils) not found");
    };
    let sections = testutil::run_ok(Command::new(&readelf).args(["-S", "-W"]).arg(&object));
    let line = |name: &str| {
        sections
            .lines()
            .find(|l| l.split_whitespace().any(|w| w == name))
            .unwrap_or_else(|| panic!("no section `{name}` in:\n{sections}"))
            .to_string()
    };
    let fatbin_line = line(".nv_fatbin");
    assert!(fatbin_line.contains("PROGBITS"), "{fatbin_line}");
    assert!(
        fatbin_line.contains(&format!("{:06x}", fatbin.len())),
        "size {:#x}: {fatbin_line}",
        fatbin.len()
    );
    let segment = line(".nvFatBinSegment");
    assert!(
        segment.contains(" 000018 ") && segment.contains(" WA "),
        "{segment}"
    );
    let relocs = testutil::run_ok(Command::new(&readelf).arg("-r").arg(&object));
    assert!(relocs.contains(".rela.nvFatBinSegment"), "{relocs}");
    assert!(relocs.contains("R_X86_64_64"), "{relocs}");

    let (Some(cc), Some(cudart)) = (testutil::on_path("cc"), testutil::cudart_dir()) else {
        return testutil::skip(
            TEST,
            "cc or libcudart.so.12 (scripts/setup.sh) not found: not linked",
        );
    };
    let main_c = dir.join("main.c");
    std::fs::write(&main_c, MAIN_C).unwrap();
    let app = dir.join("app");
    testutil::run_ok(
        Command::new(cc)
            .arg(&main_c)
            .arg(&object)
            .arg(&object2)
            .arg("-o")
            .arg(&app)
            .arg(format!("-L{}", cudart.display()))
            .arg("-l:libcudart.so.12")
            .arg(format!("-Wl,-rpath,{}", cudart.display())),
    );
    let output = testutil::run_ok(&mut Command::new(&app));
    eprintln!("app:\n{output}");
    assert!(output.contains("cudaGetDeviceCount: cuda"), "{output}");
    if output.contains("cudaGetDeviceCount: cudaSuccess") {
        assert!(output.contains("kern wrote 42"), "{output}");
        assert!(output.contains("kern2 wrote 42"), "{output}");
    } else {
        assert!(output.contains("cudaGetDeviceCount: cudaError"), "{output}");
    }

    if let Some(cuobjdump) = testutil::cuobjdump() {
        let listing = testutil::run_ok(Command::new(&cuobjdump).args(["-lptx", "-lelf"]).arg(&app));
        eprintln!("cuobjdump -lptx -lelf app:\n{listing}");
        let ptx_entries = listing
            .lines()
            .filter(|l| l.starts_with("PTX file") && l.contains("sm_52"))
            .count();
        assert_eq!(
            ptx_entries, 2,
            "one PTX entry per translation unit:\n{listing}"
        );
        let object_listing = testutil::run_ok(
            Command::new(&cuobjdump)
                .args(["-lptx", "-lelf"])
                .arg(&object),
        );
        assert!(object_listing.contains("PTX file"), "{object_listing}");
    }
}
