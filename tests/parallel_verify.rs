//! Verification of isolated-from-above operations on several threads
//! (multithreading enabled) reports exactly what the sequential verifier
//! reports: every failing function, in order, with the same messages.

use std::sync::{Arc, Mutex};

use oxmlir_ir::dialects::all_dialects;
use oxmlir_ir::diagnostics::Diagnostic;
use oxmlir_ir::print::location_to_string;
use oxmlir_ir::Context;
use oxmlir_parser::{parse_module, ParseOptions};

/// A module of `n` functions; those whose index is in `bad` hold an
/// `arith.addi` whose operand types differ.
fn module_text(n: usize, bad: &[usize]) -> String {
    let mut s = String::new();
    for k in 0..n {
        s.push_str(&format!("func.func @f{k}(%a: i32, %b: i64) -> i32 {{\n"));
        if bad.contains(&k) {
            s.push_str("  %0 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n");
        } else {
            s.push_str("  %0 = arith.addi %a, %a : i32\n");
        }
        s.push_str("  %1 = arith.muli %0, %a : i32\n  return %1 : i32\n}\n");
    }
    s
}

/// Parses (which verifies) `text` in a context with multithreading on or
/// off; returns whether it succeeded and the diagnostics.
fn parse_with(text: &str, threads: bool) -> (bool, Vec<String>) {
    let cx = Context::try_new(&all_dialects(), threads).expect("a context");
    let messages = Arc::new(Mutex::new(Vec::new()));
    let sink = messages.clone();
    cx.diagnostics.attach(Arc::new(move |cx: &Context, d: &Diagnostic| {
        sink.lock().unwrap().push(format!("{}: {}", location_to_string(cx, d.loc), d.message));
        true
    }));
    let mut ir = cx.ir_mut();
    let ok = parse_module(&cx, &mut ir, text.as_bytes(), b"m.mlir", ParseOptions::default()).is_some();
    drop(ir);
    let out = messages.lock().unwrap().clone();
    (ok, out)
}

#[test]
fn parallel_and_sequential_verification_agree() {
    for bad in [&[][..], &[3][..], &[0, 17, 39][..], &(0..40).collect::<Vec<_>>()[..]] {
        let text = module_text(40, bad);
        let (ok_seq, seq) = parse_with(&text, false);
        let (ok_par, par) = parse_with(&text, true);
        assert_eq!(ok_seq, bad.is_empty());
        assert_eq!(ok_par, ok_seq, "bad functions {bad:?}");
        assert_eq!(par, seq, "bad functions {bad:?}");
        assert_eq!(seq.len(), bad.len(), "one error per bad function: {seq:?}");
    }
}
