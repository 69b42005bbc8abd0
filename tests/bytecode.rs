//! MLIR bytecode against upstream's `mlir-opt` 22.1.8:
//!
//! * every file of the corpus under `tests/mlir/` (split at `// -----`
//!   into its chunks): `mlir-opt --emit-bytecode` read by `oxmlir-opt`
//!   prints what `mlir-opt` prints from the same bytes, for every
//!   version; `oxmlir-opt --emit-bytecode` writes the same bytes as
//!   `mlir-opt` (files using upstream's `test` dialect, which writes a
//!   dialect version, are compared by reading only); ours read back by
//!   ours prints what the text prints;
//! * damaged files (every truncation, bytes flipped) get the same
//!   diagnostics and exit code, except where upstream crashes or hangs,
//!   prints bytes that are not UTF-8 or a buffer address, or builds an
//!   invalid object unchecked (see the README);
//! * a split input holding bytecode, cyclic entries, deep nesting.
//!
//! Without `mlir-opt` the comparisons fail, naming the package to install;
//! set `OXMLIR_ALLOW_NO_UPSTREAM=1` to skip them (reported loudly).

mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use oxmlir_ir::Context;
use oxmlir_parser::bytecode::{self, WriterConfig};
use oxmlir_parser::ParseOptions;
use support::opt::{build_opt, describe, MLIR_OPT};

fn have_upstream() -> bool {
    if Path::new(MLIR_OPT).exists() {
        return true;
    }
    let msg = "mlir-opt (Debian mlir-22-tools) is not installed: bytecode cannot be compared with upstream";
    if std::env::var_os("OXMLIR_ALLOW_NO_UPSTREAM").is_none() {
        panic!("{msg}; set OXMLIR_ALLOW_NO_UPSTREAM=1 to skip it");
    }
    eprintln!("\n{}\nWARNING: {msg}. Skipped.\n{}\n", "!".repeat(78), "!".repeat(78));
    false
}

/// A scratch directory of this test process.
fn scratch(name: &str) -> PathBuf {
    let d = support::cprog::target_dir().join("tmp").join(format!("bytecode-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("scratch directory");
    d
}

/// Runs `exe args` (killed after 20 s: upstream hangs on some damaged
/// files); `None` if it had to be killed.
fn run(exe: &Path, args: &[&str]) -> Option<Output> {
    let mut child = Command::new(exe)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        match child.try_wait() {
            Ok(Some(_)) => return Some(child.wait_with_output().expect("output")),
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(2)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    }
}

fn same(a: &Output, b: &Output) -> bool {
    a.stdout == b.stdout && a.stderr == b.stderr && a.status.code() == b.status.code()
}

/// The corpus as inputs: each file, or each chunk of a split file.
fn corpus(dir: &Path) -> Vec<(String, PathBuf)> {
    let root = support::cprog::root().join("tests/mlir");
    let mut files = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).expect("corpus").flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                files.push(p);
            }
        }
    }
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        let rel = f.strip_prefix(&root).unwrap_or(&f).display().to_string();
        let chunks: Vec<&str> = text.split("\n// -----\n").collect();
        if chunks.len() == 1 {
            out.push((rel, f));
            continue;
        }
        for (k, c) in chunks.iter().enumerate() {
            let p = dir.join(format!("{}.{k}.mlir", rel.replace('/', "_")));
            std::fs::write(&p, c).expect("write chunk");
            out.push((format!("{rel} chunk {k}"), p));
        }
    }
    out
}

#[test]
fn corpus_round_trips_with_mlir_opt() {
    if !have_upstream() {
        return;
    }
    let ours = build_opt();
    let up = Path::new(MLIR_OPT);
    let dir = scratch("corpus");
    let inputs = corpus(&dir);
    let mut failures = Vec::new();
    let (mut read, mut bytes_same, mut written) = (0, 0, 0);
    for (name, file) in &inputs {
        let f = file.to_str().unwrap_or_default();
        let uses_test = std::fs::read_to_string(file).unwrap_or_default().contains("test.");
        for version in 0..=bytecode::VERSION {
            // The whole corpus at the current version, the other versions
            // for the round-trip files.
            if version != bytecode::VERSION && !name.starts_with("roundtrip/") {
                continue;
            }
            let v = format!("--emit-bytecode-version={version}");
            let theirs_bc = dir.join("theirs.mlirbc");
            let ours_bc = dir.join("ours.mlirbc");
            let (tb, ob) = (theirs_bc.to_str().unwrap_or_default(), ours_bc.to_str().unwrap_or_default());
            let Some(emit) = run(up, &["--allow-unregistered-dialect", "--emit-bytecode", &v, f, "-o", tb]) else { continue };
            if !emit.status.success() {
                continue; // not valid for mlir-opt (the error corpus)
            }
            // mlir-opt's bytes, read by both.
            let args = ["--allow-unregistered-dialect", tb];
            let (a, b) = (run(up, &args), run(&ours, &args));
            read += 1;
            if let (Some(a), Some(b)) = (&a, &b) {
                if !same(a, b) {
                    failures.push(format!("[{name} v{version}] reading mlir-opt's bytecode\n=== mlir-opt: {}\n=== oxmlir-opt: {}", describe(a), describe(b)));
                }
            }
            // Our bytes.
            let Some(w) = run(&ours, &["--allow-unregistered-dialect", "--emit-bytecode", &v, f, "-o", ob]) else { continue };
            if !w.status.success() {
                failures.push(format!("[{name} v{version}] oxmlir-opt could not write bytecode: {}", describe(&w)));
                continue;
            }
            written += 1;
            let (tbytes, obytes) = (std::fs::read(&theirs_bc).unwrap_or_default(), std::fs::read(&ours_bc).unwrap_or_default());
            if !uses_test {
                if tbytes == obytes {
                    bytes_same += 1;
                } else {
                    failures.push(format!("[{name} v{version}] our bytecode differs from mlir-opt's ({} vs {} bytes)", obytes.len(), tbytes.len()));
                }
            }
            // Ours read by mlir-opt prints what mlir-opt prints from its
            // own bytes, and the same for ours (compared with bytecode,
            // not the text: some printed text does not parse back, in
            // upstream too).
            // (Both under one name: diagnostics carry it.)
            let input = dir.join("in.mlirbc");
            let i = input.to_str().unwrap_or_default();
            for (tool, who) in [(up, "mlir-opt"), (ours.as_path(), "oxmlir-opt")] {
                std::fs::write(&input, &obytes).expect("write");
                let from_ours = run(tool, &["--allow-unregistered-dialect", i]);
                std::fs::write(&input, &tbytes).expect("write");
                let from_theirs = run(tool, &["--allow-unregistered-dialect", i]);
                if let (Some(x), Some(y)) = (from_ours, from_theirs) {
                    if !same(&x, &y) {
                        failures.push(format!(
                            "[{name} v{version}] {who} reading our bytecode\n=== ours: {}\n=== mlir-opt's: {}",
                            describe(&x),
                            describe(&y)
                        ));
                    }
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(read > 150 && bytes_same > 100, "too little of the corpus was compared ({read} read, {bytes_same} byte-compared)");
    assert!(failures.is_empty(), "{} of {read} reads / {written} writes failed:\n\n{}", failures.len(), failures.join("\n\n"));
    eprintln!("bytecode corpus: {read} files read, {written} written, {bytes_same} byte-identical to mlir-opt");
}

/// Why upstream's result on a damaged file may differ from ours: it
/// crashed or hung, printed bytes that are not UTF-8 (our diagnostics are
/// text) or a buffer address, checked a property's C++ class (we report a
/// property of the wrong kind through the verifier), or built a type or
/// attribute with invalid parameters (we report those), or the textual
/// parser of an attribute's text reports a lexer error differently
/// (`#arith/...`: upstream's `undefined symbol alias id`).
fn known_difference(up: Option<&Output>, ours: &Output) -> bool {
    let Some(up) = up else { return true };
    if up.status.code().is_none() || up.status.code() == Some(134) || up.status.code() == Some(139) {
        return true;
    }
    let e = &up.stderr;
    if std::str::from_utf8(e).is_err() || std::str::from_utf8(&up.stdout).is_err() {
        return true;
    }
    let e = String::from_utf8_lossy(e);
    let o = String::from_utf8_lossy(&ours.stderr);
    e.contains("expected section alignment")
        || e.contains("PLEASE submit a bug report")
        || (e.contains("error: expected mlir::") && o.contains("failed to satisfy constraint"))
        || (up.status.success() && !ours.status.success())
        || (e.contains("undefined symbol alias id") && o.contains("unexpected character"))
}

#[test]
fn damaged_bytecode_reports_as_mlir_opt() {
    if !have_upstream() {
        return;
    }
    let ours = build_opt();
    let up = Path::new(MLIR_OPT);
    let dir = scratch("damaged");
    let sources = [
        "func.func @f(%a: i32) -> i32 {\n  %c = arith.constant 1 : i32\n  %r = arith.addi %a, %c : i32\n  return %r : i32\n}\n",
        "\"foo.a\"() ({\n^bb0(%x: i64):\n  %0 = \"foo.b\"(%x) {s = \"t\", d = dense<[1, 2]> : tensor<2xi8>} : (i64) -> f32\n  \"foo.br\"(%0)[^bb1] : (f32) -> ()\n^bb1:\n  \"foo.c\"() <{p = [1 : i2]}> : () -> ()\n}) : () -> ()\n",
    ];
    let mut failures = Vec::new();
    let mut cases = 0;
    for (k, text) in sources.iter().enumerate() {
        let src = dir.join(format!("src{k}.mlir"));
        std::fs::write(&src, text).expect("write");
        let good = dir.join(format!("src{k}.mlirbc"));
        let emitted = Command::new(up)
            .args(["--allow-unregistered-dialect", "--emit-bytecode"])
            .arg(&src)
            .arg("-o")
            .arg(&good)
            .status()
            .expect("mlir-opt");
        assert!(emitted.success());
        let bytes = std::fs::read(&good).expect("read");
        let mut damaged: Vec<(String, Vec<u8>)> = (0..bytes.len()).map(|n| (format!("truncated to {n}"), bytes[..n].to_vec())).collect();
        for i in 4..bytes.len() {
            for x in [0x01u8, 0xff] {
                let mut d = bytes.clone();
                d[i] ^= x;
                damaged.push((format!("byte {i} ^ {x:#x}"), d));
            }
        }
        let path = dir.join("damaged.mlirbc");
        let p = path.to_str().unwrap_or_default();
        for (what, data) in damaged {
            std::fs::write(&path, &data).expect("write");
            let args = ["--allow-unregistered-dialect", p];
            let Some(o) = run(&ours, &args) else {
                failures.push(format!("[source {k}, {what}] oxmlir-opt did not finish"));
                continue;
            };
            cases += 1;
            if o.status.code().is_none() {
                failures.push(format!("[source {k}, {what}] oxmlir-opt crashed: {}", describe(&o)));
                continue;
            }
            let u = run(up, &args);
            if u.as_ref().is_some_and(|u| same(u, &o)) || known_difference(u.as_ref(), &o) {
                continue;
            }
            failures.push(format!(
                "[source {k}, {what}] differs\n=== mlir-opt: {}\n=== oxmlir-opt: {}",
                u.as_ref().map(describe).unwrap_or_default(),
                describe(&o)
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{} of {cases} damaged files differ:\n\n{}", failures.len(), failures.join("\n\n"));
}

#[test]
fn split_input_reads_a_bytecode_file_whole() {
    if !have_upstream() {
        return;
    }
    let ours = build_opt();
    let up = Path::new(MLIR_OPT);
    let dir = scratch("split");
    let src = dir.join("s.mlir");
    std::fs::write(&src, "\"foo.a\"() : () -> ()\n// -----\n\"foo.b\"() : () -> ()\n").expect("write");
    let s = src.to_str().unwrap_or_default();
    let bc = dir.join("s.mlirbc");
    let b = bc.to_str().unwrap_or_default();
    for args in [
        vec!["--allow-unregistered-dialect", "--split-input-file", "--emit-bytecode", s],
        vec!["--allow-unregistered-dialect", "--emit-bytecode", s, "--emit-bytecode-version=3"],
        vec!["--allow-unregistered-dialect", "--emit-bytecode-version=3", s],
        vec!["--allow-unregistered-dialect", "--emit-bytecode", "--emit-bytecode-version=7", s],
    ] {
        let (x, y) = (run(up, &args), run(&ours, &args));
        let (Some(x), Some(y)) = (x, y) else { panic!("did not finish: {args:?}") };
        assert!(same(&x, &y), "{args:?}\n=== mlir-opt: {}\n=== oxmlir-opt: {}", describe(&x), describe(&y));
    }
    let w = Command::new(up).args(["--allow-unregistered-dialect", "--split-input-file", "--emit-bytecode", s, "-o", b]).status();
    assert!(w.is_ok_and(|s| s.success()));
    let args = ["--allow-unregistered-dialect", "--split-input-file", b];
    let (Some(x), Some(y)) = (run(up, &args), run(&ours, &args)) else { panic!("did not finish") };
    assert!(same(&x, &y), "=== mlir-opt: {}\n=== oxmlir-opt: {}", describe(&x), describe(&y));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Parses `text`, writes it as bytecode and gives the bytes.
fn bytes_of(cx: &Context, text: &str) -> Vec<u8> {
    let mut ir = cx.ir_mut();
    let m = oxmlir_parser::parse_module(cx, &mut ir, text.as_bytes(), b"t.mlir", ParseOptions::default()).expect("parses");
    let b = bytecode::write(cx, &ir, m, &WriterConfig::default()).expect("writes");
    let _ = ir.erase_op(m);
    b
}

/// Reads `bytes`, collecting the diagnostics' messages.
fn read_back(cx: &Context, bytes: &[u8]) -> (Option<String>, Vec<String>) {
    let ((printed, _), diags) = cx.with_diagnostics_captured(|| {
        let mut ir = cx.ir_mut();
        let m = oxmlir_parser::parse_module(cx, &mut ir, bytes, b"b.mlirbc", ParseOptions::default());
        let printed = m.map(|m| {
            let mut out = Vec::new();
            let flags = oxmlir_ir::print::PrintFlags::default();
            let _ = oxmlir_ir::print::print_op(cx, &ir, m, &flags, oxmlir_ir::print::Out::sink(&mut |b: &[u8]| out.extend_from_slice(b)));
            let _ = ir.erase_op(m);
            String::from_utf8_lossy(&out).into_owned()
        });
        (printed, ())
    });
    (printed, diags.into_iter().map(|d| d.message).collect())
}

#[test]
fn cyclic_entries_are_reported() {
    let cx = Context::new();
    cx.set_allow_unregistered_dialects(true);
    let mut b = bytes_of(&cx, "\"foo.a\"() : () -> complex<f32>\n");
    // The type entries are `complex<#1>` (code 9, element 1) then `f32`
    // (code 5): make the complex type its own element.
    let at = b.windows(3).position(|w| w == [0x13, 0x03, 0x0b]).expect("the complex<f32> entry");
    b[at + 1] = 0x01;
    let (printed, diags) = read_back(&cx, &b);
    assert!(printed.is_none());
    assert_eq!(diags, ["cyclic reference to type index: 0"]);
    // Undamaged, the same bytes read back.
    b[at + 1] = 0x03;
    let (printed, diags) = read_back(&cx, &b);
    assert!(diags.is_empty(), "{diags:?}");
    assert!(printed.is_some_and(|p| p.contains("complex<f32>")));
}

#[test]
fn deep_nesting_round_trips() {
    let cx = Context::new();
    cx.set_allow_unregistered_dialects(true);
    let depth = 20_000;
    let attr = format!("{}1{}", "[".repeat(depth), "]".repeat(depth));
    let mut regions = String::new();
    for _ in 0..2_000 {
        regions.push_str("\"foo.r\"() ({\n");
    }
    regions.push_str("\"foo.leaf\"() : () -> ()\n");
    for _ in 0..2_000 {
        regions.push_str("}) : () -> ()\n");
    }
    let text = format!("\"foo.a\"() {{x = {attr}}} : () -> ()\n{regions}");
    let bytes = bytes_of(&cx, &text);
    let (printed, diags) = read_back(&cx, &bytes);
    assert!(diags.is_empty(), "{diags:?}");
    let printed = printed.expect("reads back");
    assert!(printed.contains(&attr));
    assert_eq!(printed.matches("foo.r").count(), 2_000);
}

/// Use-list orders: after `-cse` merges two constants, mlir-opt's bytecode
/// carries the merged value's use order (not the default one); ours reads
/// it back to the same users order and writes the same bytes again.
#[test]
fn use_list_orders_are_applied() {
    if !have_upstream() {
        return;
    }
    let ours = build_opt();
    let dir = scratch("uselist");
    let text = dir.join("in.mlir");
    std::fs::write(
        &text,
        "func.func @f() {\n  %a = arith.constant 1 : i32\n  \"t.use\"(%a) : (i32) -> ()\n  %b = arith.constant 1 : i32\n  \
         \"t.use\"(%b) : (i32) -> ()\n  \"t.use\"(%b, %a) : (i32, i32) -> ()\n  \"t.use\"(%a, %b) : (i32, i32) -> ()\n  \
         %c = \"t.def\"() : () -> i32\n  \"t.g\"() ({\n  ^bb0(%x: i32):\n    \"t.use\"(%x, %c) : (i32, i32) -> ()\n    \
         \"t.use\"(%x) : (i32) -> ()\n  }) : () -> ()\n  \"t.use\"(%c, %c) : (i32, i32) -> ()\n  return\n}\n",
    )
    .unwrap();
    let up = Path::new(MLIR_OPT);
    let t = text.to_str().unwrap();
    let written = run(up, &["--allow-unregistered-dialect", "-cse", t, "--emit-bytecode"]).expect("mlir-opt");
    let bc = dir.join("in.mlirbc");
    std::fs::write(&bc, &written.stdout).unwrap();
    let b = bc.to_str().unwrap();
    for args in [&["--allow-unregistered-dialect", "--mlir-print-value-users", b][..], &["--allow-unregistered-dialect", "--emit-bytecode", b][..]] {
        let theirs = run(up, args).expect("mlir-opt");
        let mine = run(&ours, args).expect("oxmlir-opt");
        assert!(same(&theirs, &mine), "{args:?}\n{}\n{}", describe(&theirs), describe(&mine));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
