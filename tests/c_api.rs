//! C programs under `tests/c/` built against our headers and library (with
//! AddressSanitizer and UndefinedBehaviorSanitizer) and, for the
//! differential ones, against upstream MLIR 22 (Debian `libmlir-22-dev`):
//! both must exit 0 and print the same bytes on stdout.
//!
//! A program whose first line is `// oxmlir-only` checks itself (upstream
//! would crash on what it tests, e.g. stale handles); it only runs against
//! our library.
//!
//! Without upstream installed this test fails, naming the packages to
//! install; set `OXMLIR_ALLOW_NO_UPSTREAM=1` to run only our side (the
//! skip is reported loudly).

mod support;

use support::cprog::{self, Program};

#[test]
fn c_programs() {
    let programs = cprog::discover("tests/c");
    assert!(!programs.is_empty(), "no C programs found under tests/c");
    let upstream = cprog::upstream_available();
    if !upstream {
        let msg = "upstream MLIR 22 is not installed (apt-get install libmlir-22-dev mlir-22-tools llvm-22-tools): \
                   the differential C tests cannot compare against it";
        if std::env::var_os("OXMLIR_ALLOW_NO_UPSTREAM").is_none() {
            panic!("{msg}; set OXMLIR_ALLOW_NO_UPSTREAM=1 to run only our side");
        }
        eprintln!("\n{}\nWARNING: {msg}. Running our side only.\n{}\n", "!".repeat(78), "!".repeat(78));
    }
    let lib = cprog::build_library();
    let failures = cprog::run_all(&programs, &lib, upstream);
    if !failures.is_empty() {
        panic!("{} of {} C programs failed:\n\n{}", failures.len(), programs.len(), failures.join("\n\n"));
    }
    let compared = programs.iter().filter(|p: &&Program| p.differential).count();
    eprintln!(
        "c_programs: {} programs passed ({} compared with upstream{})",
        programs.len(),
        if upstream { compared } else { 0 },
        if upstream { "" } else { ", upstream absent" }
    );
}
