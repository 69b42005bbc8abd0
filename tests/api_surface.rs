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
use std::path::{Path, PathBuf};
use std::process::Command;

use support::cprog::{self, root, target_dir, UPSTREAM_ROOT};

/// The headers under `dir` and its subdirectories (`Dialect/Func.h`), by
/// name relative to `dir`, sorted.
fn header_files(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    let mut pending = vec![(String::new(), dir.to_path_buf())];
    while let Some((prefix, d)) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.filter_map(|e| e.ok()) {
            let name = format!("{prefix}{}", e.file_name().to_string_lossy());
            let path = e.path();
            if path.is_dir() {
                pending.push((format!("{name}/"), path));
            } else if path.extension().is_some_and(|x| x == "h") {
                out.push((name, path));
            }
        }
    }
    out.sort();
    out
}

/// `(header, return type and name, parameters)` of every exported function.
fn prototypes(dir: &Path) -> BTreeMap<String, (String, String, String)> {
    let mut out = BTreeMap::new();
    for (header, f) in header_files(dir) {
        let text = with_generated_includes(&std::fs::read_to_string(&f).unwrap(), dir);
        let text = strip_comments(&text);
        // Dialect handles are declared by upstream's registration macro.
        for line in text.lines() {
            let Some(args) = line.trim().strip_prefix("MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(") else { continue };
            let Some(ns) = args.split(',').nth(1).map(|a| a.trim_end_matches([')', ';']).trim().to_string()) else {
                continue;
            };
            let name = format!("mlirGetDialectHandle__{ns}__");
            out.insert(name.clone(), (header.clone(), format!("MlirDialectHandle {name}"), "void".to_string()));
        }
        let mut rest = text.as_str();
        while let Some(i) = rest.find("MLIR_CAPI_EXPORTED") {
            rest = &rest[i + "MLIR_CAPI_EXPORTED".len()..];
            let Some(end) = rest.find(';') else { break };
            let decl = &rest[..end];
            // Skip macro definitions (`#define X MLIR_CAPI_EXPORTED`).
            if decl.contains('#') || !decl.contains('(') {
                continue;
            }
            let open = decl.find('(').unwrap();
            let close = decl.rfind(')').unwrap_or(decl.len());
            let head = decl[..open].split_whitespace().collect::<Vec<_>>().join(" ");
            let params = decl[open + 1..close].split_whitespace().collect::<Vec<_>>().join(" ");
            let name = head.rsplit([' ', '*']).next().unwrap_or("").to_string();
            if name.starts_with("mlir") {
                out.insert(name, (header.clone(), head, params));
            }
        }
    }
    out
}

/// `text` with the generated declaration files it includes
/// (`#include "mlir/Transforms/Transforms.capi.h.inc"`, as upstream's
/// `mlir-c/Transforms.h` does) inlined; they are found under the include
/// root, the parent of `dir`.
fn with_generated_includes(text: &str, dir: &Path) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let included = line
            .trim()
            .strip_prefix("#include \"")
            .and_then(|l| l.strip_suffix('"'))
            .filter(|p| p.ends_with(".capi.h.inc"));
        match included.and_then(|p| std::fs::read_to_string(dir.join("..").join(p)).ok()) {
            Some(inc) => out.push_str(&inc),
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

fn strip_comments(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        if c == '/' && it.peek() == Some(&'/') {
            for d in it.by_ref() {
                if d == '\n' {
                    out.push('\n');
                    break;
                }
            }
        } else if c == '/' && it.peek() == Some(&'*') {
            it.next();
            let mut prev = ' ';
            for d in it.by_ref() {
                if prev == '*' && d == '/' {
                    break;
                }
                prev = d;
            }
        } else {
            out.push(c);
        }
    }
    out
}

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
