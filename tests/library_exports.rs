//! The shared library as a C program sees it:
//!
//! * its dynamic symbol table defines exactly the functions our headers
//!   declare (no Rust symbol, no helper, nothing missing);
//! * it depends only on the C run-time libraries (`libc`, `libgcc_s`,
//!   `libm`, `libpthread`, `libdl` and the loader), as `ldd` shows;
//! * its soname is versioned (`liboxmlir.so.0.MINOR` while the major
//!   version is 0), as the install tree's symlinks expect.

mod support;

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;

use support::cprog::{build_library, root};
use support::headers::prototypes;

/// The shared library beside the static one `build_library` builds.
fn shared_library() -> PathBuf {
    build_library().with_file_name("liboxmlir.so")
}

/// Runs `tool` with `args` and returns its stdout.
fn output(tool: &str, args: &[&str], lib: &PathBuf) -> String {
    let o = Command::new(tool).args(args).arg(lib).output().unwrap_or_else(|e| panic!("cannot run {tool}: {e}"));
    assert!(o.status.success(), "{tool} failed: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn exports_exactly_the_declared_functions() {
    let lib = shared_library();
    let exported: BTreeSet<String> = output("nm", &["-D", "--defined-only", "--format=posix"], &lib)
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect();
    let declared: BTreeSet<String> = prototypes(&root().join("include/mlir-c")).into_keys().collect();
    let extra: Vec<&String> = exported.difference(&declared).collect();
    let missing: Vec<&String> = declared.difference(&exported).collect();
    assert!(extra.is_empty(), "{} exported symbols no header declares: {extra:?}", extra.len());
    assert!(missing.is_empty(), "{} declared functions not exported: {missing:?}", missing.len());
    assert!(declared.len() > 500, "only {} declared functions found", declared.len());
}

#[test]
fn depends_only_on_the_c_runtime() {
    let allowed = ["linux-vdso.so", "libc.so", "libgcc_s.so", "libm.so", "libpthread.so", "libdl.so", "ld-linux"];
    let text = output("ldd", &[], &shared_library());
    for line in text.lines() {
        let name = line.split_whitespace().next().unwrap_or("");
        let base = name.rsplit('/').next().unwrap_or(name);
        assert!(allowed.iter().any(|a| base.starts_with(a)), "unexpected dependency {line:?} in\n{text}");
    }
    let needed = output("readelf", &["-d"], &shared_library());
    let needed: Vec<&str> = needed.lines().filter(|l| l.contains("(NEEDED)")).collect();
    assert!(!needed.is_empty() && needed.len() <= 5, "{needed:?}");
}

#[test]
fn soname_is_versioned() {
    let text = output("readelf", &["-d"], &shared_library());
    let minor = env!("CARGO_PKG_VERSION_MINOR");
    let major = env!("CARGO_PKG_VERSION_MAJOR");
    let expected = if major == "0" { format!("liboxmlir.so.0.{minor}") } else { format!("liboxmlir.so.{major}") };
    assert!(text.contains(&format!("Library soname: [{expected}]")), "soname is not {expected}:\n{text}");
}
