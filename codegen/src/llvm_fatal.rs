//! What happens when LLVM itself gives up (`LLVM ERROR: Cannot select: ...`): by default LLVM
//! prints the reason and aborts the process, which a user sees as a crash with a core dump. The
//! handler installed here states it as circlec's own error (the reason, and that it is a bug in
//! circlec to report) and exits with status 1, as every other error does. It ends the process
//! with `_exit`, not `exit`: other threads may still be inside LLVM, whose static destructors
//! `exit` would run under them.

use std::ffi::{c_char, c_int, CStr};
use std::io::Write;
use std::sync::Once;

static INSTALL: Once = Once::new();

extern "C" {
    fn _exit(status: c_int) -> !;
}

extern "C" fn on_fatal(reason: *const c_char) {
    let reason = if reason.is_null() {
        "(no reason given)".to_string()
    } else {
        // SAFETY: LLVM passes a NUL-terminated string that lives for the duration of the call.
        unsafe { CStr::from_ptr(reason) }.to_string_lossy().into_owned()
    };
    let mut err = std::io::stderr().lock();
    let _ = writeln!(
        err,
        "error: LLVM's code generator stopped: {}\n  = note: this is a bug in circlec, not in your program; please report it with the source that caused it",
        reason.trim()
    );
    let _ = err.flush();
    // SAFETY: `_exit` ends the process at once; nothing after it runs.
    unsafe { _exit(1) }
}

/// Installs the handler (once per process; later calls do nothing).
pub fn install_fatal_error_handler() {
    INSTALL.call_once(|| {
        // SAFETY: `on_fatal` is a plain `extern "C"` function valid for the whole process.
        unsafe { inkwell::llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(on_fatal)) }
    });
}
