//! nvJitLink, NVIDIA's device linker as a library (`libnvJitLink.so`, from the toolkit or the
//! `nvidia-nvjitlink-cu12` wheel), loaded at run time so circlec itself needs no CUDA to start.
//! The entry points are versioned (`__nvJitLinkCreate_12_0`, ...; the header's inline wrappers
//! pick the newest): circlec calls the 12.0 ones, which every CUDA 12 library exports, else
//! CUDA 13's. One [`link`] call links one sm's inputs into one executable cubin.

use std::ffi::{c_char, c_void, CString};
use std::path::Path;

use libloading::{Library, Symbol};

type Handle = *mut c_void;
type Create = unsafe extern "C" fn(*mut Handle, u32, *const *const c_char) -> i32;
type Destroy = unsafe extern "C" fn(*mut Handle) -> i32;
type AddData = unsafe extern "C" fn(Handle, i32, *const c_void, usize, *const c_char) -> i32;
type AddFile = unsafe extern "C" fn(Handle, i32, *const c_char) -> i32;
type Complete = unsafe extern "C" fn(Handle) -> i32;
type Size = unsafe extern "C" fn(Handle, *mut usize) -> i32;
type Get = unsafe extern "C" fn(Handle, *mut c_void) -> i32;

/// `NVJITLINK_INPUT_LIBRARY`: a host archive whose objects embed device code (libcudadevrt.a).
pub const INPUT_LIBRARY: i32 = 6;

/// One input of a link: bytes of a kind (`rdc_record::KIND_*`), or a file.
pub enum Input<'a> {
    Data { kind: u8, bytes: &'a [u8], name: String },
    File { kind: i32, path: &'a Path },
}

/// The loaded library.
pub struct NvJitLink {
    lib: Library,
    version: &'static str,
}

impl NvJitLink {
    pub fn load(path: &Path) -> Result<NvJitLink, String> {
        // SAFETY: loading NVIDIA's library runs its initialisers, which have no preconditions.
        let lib = unsafe { Library::new(path) }.map_err(|e| format!("cannot load `{}`: {e}", path.display()))?;
        for version in ["12_0", "13_0"] {
            // SAFETY: only the symbol's presence is checked here.
            if unsafe { lib.get::<Create>(format!("__nvJitLinkCreate_{version}\0").as_bytes()) }.is_ok() {
                return Ok(NvJitLink { lib, version });
            }
        }
        Err(format!("`{}` exports no nvJitLink entry point of CUDA 12 or 13", path.display()))
    }

    fn sym<T>(&self, name: &str) -> Result<Symbol<'_, T>, String> {
        // SAFETY: each name is paired with its C signature from nvJitLink.h in the types above.
        unsafe { self.lib.get::<T>(format!("__nvJitLink{name}_{}\0", self.version).as_bytes()) }
            .map_err(|e| format!("nvJitLink has no `{name}`: {e}"))
    }

    /// Links `inputs` with `options` (`-arch=sm_70`, ...) into an executable cubin; `Err` holds
    /// nvJitLink's error log.
    pub fn link(&self, options: &[String], inputs: &[Input]) -> Result<Vec<u8>, String> {
        let create: Symbol<Create> = self.sym("Create")?;
        let destroy: Symbol<Destroy> = self.sym("Destroy")?;
        let add_data: Symbol<AddData> = self.sym("AddData")?;
        let add_file: Symbol<AddFile> = self.sym("AddFile")?;
        let complete: Symbol<Complete> = self.sym("Complete")?;
        let cubin_size: Symbol<Size> = self.sym("GetLinkedCubinSize")?;
        let get_cubin: Symbol<Get> = self.sym("GetLinkedCubin")?;
        let log_size: Symbol<Size> = self.sym("GetErrorLogSize")?;
        let get_log: Symbol<Get> = self.sym("GetErrorLog")?;

        let c_options: Vec<CString> = options.iter().map(|o| CString::new(o.as_str()).unwrap_or_default()).collect();
        let option_ptrs: Vec<*const c_char> = c_options.iter().map(|o| o.as_ptr()).collect();
        let mut handle: Handle = std::ptr::null_mut();
        // SAFETY: the pointers live across the call; nvJitLink copies the options.
        let rc = unsafe { create(&mut handle, option_ptrs.len() as u32, option_ptrs.as_ptr()) };
        if rc != 0 || handle.is_null() {
            return Err(format!("nvJitLink cannot start a link with `{}` (error {rc})", options.join(" ")));
        }
        let log = |handle: Handle| -> String {
            let mut n = 0usize;
            // SAFETY: `handle` is live; the buffer has the size nvJitLink reported.
            unsafe {
                if log_size(handle, &mut n) != 0 || n == 0 {
                    return String::new();
                }
                let mut buf = vec![0u8; n];
                if get_log(handle, buf.as_mut_ptr().cast()) != 0 {
                    return String::new();
                }
                // Its last line, `ERROR 9: finish`, only repeats that the link failed.
                let text = String::from_utf8_lossy(&buf).trim_end_matches('\0').to_string();
                text.lines().filter(|l| !(l.starts_with("ERROR ") && l.ends_with(": finish"))).collect::<Vec<_>>().join("\n")
            }
        };
        // nvJitLink keeps the names' pointers until the link completes.
        let mut names: Vec<CString> = Vec::new();
        let result = (|| {
            for input in inputs {
                let (rc, what) = match input {
                    Input::Data { kind, bytes, name } => {
                        names.push(CString::new(name.as_str()).unwrap_or_default());
                        let c_name = names.last().expect("just pushed").as_ptr();
                        // SAFETY: `bytes` (the caller's) and `c_name` (in `names`) outlive the
                        // link.
                        (unsafe { add_data(handle, i32::from(*kind), bytes.as_ptr().cast(), bytes.len(), c_name) }, name.clone())
                    }
                    Input::File { kind, path } => {
                        names.push(CString::new(path.to_string_lossy().as_bytes()).unwrap_or_default());
                        let c_path = names.last().expect("just pushed").as_ptr();
                        // SAFETY: as above.
                        (unsafe { add_file(handle, *kind, c_path) }, path.display().to_string())
                    }
                };
                if rc != 0 {
                    return Err(format!("nvJitLink rejected `{what}` (error {rc}): {}", log(handle)));
                }
            }
            // SAFETY: `handle` is live.
            let rc = unsafe { complete(handle) };
            // A log with an `error` line fails the link even when nvJitLink says it completed.
            let errors = log(handle);
            if rc != 0 || errors.lines().any(|l| l.trim_start().starts_with("error")) {
                return Err(errors);
            }
            let mut n = 0usize;
            // SAFETY: as above; the buffer has the size nvJitLink reported.
            unsafe {
                if cubin_size(handle, &mut n) != 0 {
                    return Err("nvJitLink has no linked cubin".to_string());
                }
                let mut cubin = vec![0u8; n];
                if get_cubin(handle, cubin.as_mut_ptr().cast()) != 0 {
                    return Err("nvJitLink cannot give the linked cubin".to_string());
                }
                Ok(cubin)
            }
        })();
        // SAFETY: `handle` came from `create` and is destroyed once.
        unsafe { destroy(&mut handle) };
        result
    }
}

extern "C" {
    fn dup(fd: i32) -> i32;
    fn dup2(from: i32, to: i32) -> i32;
    fn close(fd: i32) -> i32;
}

/// Runs `f` with the process's standard error (descriptor 2) going to the file `path`, and
/// returns `f`'s result and what was written there. nvJitLink 12.9 prints some link errors (two
/// definitions of one symbol) to standard error itself and still completes the link, so the
/// device link reads them from there. Nothing else of circlec writes to standard error while it
/// runs.
pub fn capture_stderr<T>(path: &Path, f: impl FnOnce() -> T) -> (T, String) {
    use std::io::Write;
    use std::os::fd::AsRawFd;
    let Ok(file) = std::fs::File::create(path) else {
        return (f(), String::new());
    };
    let _ = std::io::stderr().flush();
    // SAFETY: plain descriptor calls on descriptors this function owns or on fd 2; a failed
    // `dup` leaves standard error as it is.
    let saved = unsafe { dup(2) };
    if saved < 0 || unsafe { dup2(file.as_raw_fd(), 2) } < 0 {
        return (f(), String::new());
    }
    let result = f();
    let _ = std::io::stderr().flush();
    // SAFETY: as above; `saved` is restored to fd 2 and closed once.
    unsafe {
        dup2(saved, 2);
        close(saved);
    }
    drop(file);
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let _ = std::fs::remove_file(path);
    (result, text)
}
