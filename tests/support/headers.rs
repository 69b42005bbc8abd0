//! Reading the C headers: the header files under a directory and the
//! functions they declare (for the API surface and library export tests).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The headers under `dir` and its subdirectories (`Dialect/Func.h`), by
/// name relative to `dir`, sorted.
pub fn header_files(dir: &Path) -> Vec<(String, PathBuf)> {
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
pub fn prototypes(dir: &Path) -> BTreeMap<String, (String, String, String)> {
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

/// `s` without its `//` and `/* */` comments.
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

