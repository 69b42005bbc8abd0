//! The C API surface against upstream MLIR 22's headers:
//!
//! * every header in `include/mlir-c` compiles on its own, included twice,
//!   as C11 and as C++17 with `-Wall -Wextra -Werror -pedantic`;
//! * every function our headers declare is declared by upstream too, and its
//!   type is exactly upstream's: a generated C program takes the address of
//!   each one as a pointer of upstream's prototype (compiled against our
//!   headers with incompatible pointer types as errors) and links it
//!   against `liboxmlir.a`, so each one is also defined;
//! * a per-header coverage table is printed (`--nocapture` shows it).

mod support;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use support::cprog::{self, root, target_dir, UPSTREAM_ROOT};
use support::headers::{header_files, prototypes};

fn our_headers() -> Vec<String> {
    header_files(&root().join("include/mlir-c")).into_iter().map(|(n, _)| n).collect()
}

#[test]
fn headers_compile_alone_twice_as_c_and_cxx() {
    let dir = target_dir().join("header-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for h in our_headers() {
        for (lang, compiler, std) in [("c", "gcc", "-std=c11"), ("cxx", "g++", "-std=c++17")] {
            let src = dir.join(format!("{}.{lang}.{}", h.replace('/', "_"), if lang == "c" { "c" } else { "cpp" }));
            std::fs::write(&src, format!("#include \"mlir-c/{h}\"\n#include \"mlir-c/{h}\"\nint main(void) {{ return 0; }}\n"))
                .unwrap();
            let o = Command::new(compiler)
                .args([std, "-Wall", "-Wextra", "-Werror", "-pedantic", "-fsyntax-only"])
                .arg(format!("-I{}", root().join("include").display()))
                .arg(&src)
                .output()
                .expect("run compiler");
            if !o.status.success() {
                failures.push(format!("{h} as {lang}:\n{}", String::from_utf8_lossy(&o.stderr)));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn declared_functions_have_upstream_types_and_are_defined() {
    let up_dir = Path::new(UPSTREAM_ROOT).join("include/mlir-c");
    if !up_dir.exists() {
        if std::env::var_os("OXMLIR_ALLOW_NO_UPSTREAM").is_some() {
            eprintln!("WARNING: upstream MLIR 22 headers absent; API surface not compared");
            return;
        }
        panic!("upstream MLIR 22 is not installed (apt-get install libmlir-22-dev); set OXMLIR_ALLOW_NO_UPSTREAM=1 to skip");
    }
    let upstream = prototypes(&up_dir);
    let ours = prototypes(&root().join("include/mlir-c"));
    let extra: Vec<&String> = ours.keys().filter(|k| !upstream.contains_key(*k)).collect();
    assert!(extra.is_empty(), "functions declared by us but not by upstream MLIR 22: {extra:?}");

    // Every function as a pointer of upstream's prototype.
    let mut c = String::new();
    for h in our_headers() {
        c.push_str(&format!("#include \"mlir-c/{h}\"\n"));
    }
    c.push_str("#include <stdio.h>\n\nint main(void) {\n  const void *volatile sink;\n");
    for name in ours.keys() {
        let (_, up_head, up_params) = &upstream[name];
        let ret = up_head[..up_head.len() - name.len()].trim();
        c.push_str(&format!("  {{ {ret} (*p)({}) = {name}; sink = (const void *)p; }}\n", up_params));
    }
    c.push_str("  (void)sink;\n  puts(\"ok\");\n  return 0;\n}\n");
    let dir = target_dir().join("header-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("signatures.c");
    std::fs::write(&src, c).unwrap();
    let lib = cprog::build_library();
    let exe = dir.join("signatures");
    let o = Command::new("gcc")
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-Werror=incompatible-pointer-types"])
        .arg(format!("-I{}", root().join("include").display()))
        .arg(&src)
        .arg(&lib)
        .args(["-lpthread", "-ldl", "-lm", "-lrt", "-lutil", "-lgcc_s", "-o"])
        .arg(&exe)
        .output()
        .expect("run gcc");
    assert!(o.status.success(), "signature check failed to build:\n{}", String::from_utf8_lossy(&o.stderr));

    // Coverage table.
    let mut per: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for (name, (h, _, _)) in &upstream {
        let e = per.entry(h.as_str()).or_default();
        e.1 += 1;
        if ours.contains_key(name) {
            e.0 += 1;
        }
    }
    eprintln!("C API coverage (functions provided / declared by upstream MLIR 22):");
    for (h, (n, total)) in per {
        eprintln!("  {h:<22} {n:>4} / {total}");
    }
}
