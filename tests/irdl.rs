//! Dialects loaded from IRDL at run time, through the Rust API: what
//! `mlir-opt --irdl-file` cannot show (upstream aborts or crashes on these
//! definitions; oxmlir reports them): definitions of a dialect that
//! already exists, loading twice, cyclic and dangling constraints in
//! definitions that were never verified. The behaviour shared with
//! upstream is compared with `mlir-opt` in `tests/opt_cli.rs`.

use std::sync::{Arc, Mutex};

use oxmlir_ir::diagnostics::Diagnostic;
use oxmlir_ir::dialects::irdl::load_irdl_dialects;
use oxmlir_ir::print::{location_to_string, op_to_string, PrintFlags};
use oxmlir_ir::{Context, OwnedContext};
use oxmlir_parser::{parse_module, ParseOptions};

/// A context that can load every dialect, with the irdl dialect loaded,
/// allowing unregistered operations,
/// and the messages it reports.
fn context() -> (OwnedContext, Arc<Mutex<Vec<String>>>) {
    let cx = Context::try_new(&oxmlir_ir::dialects::all_dialects(), true).unwrap();
    cx.set_allow_unregistered_dialects(true);
    cx.load_dialect(oxmlir_ir::dialects::irdl::DIALECT.def());
    let messages = Arc::new(Mutex::new(Vec::new()));
    let sink = messages.clone();
    cx.diagnostics.attach(Arc::new(move |cx: &Context, d: &Diagnostic| {
        sink.lock().unwrap().push(format!("{}: {}", location_to_string(cx, d.loc), d.message));
        true
    }));
    (cx, messages)
}

/// Parses `defs` (verified unless `verify` is false) and loads its
/// dialects.
fn load(cx: &Context, defs: &str, verify: bool) -> Result<(), ()> {
    let mut ir = cx.ir_mut();
    let opts = ParseOptions { verify, ..ParseOptions::default() };
    let module = parse_module(cx, &mut ir, defs.as_bytes(), b"defs.mlir", opts).ok_or(())?;
    let r = load_irdl_dialects(cx, &ir, module);
    let _ = ir.erase_op(module);
    r
}

/// Parses and verifies `src`; the printed module on success.
fn parse(cx: &Context, src: &str) -> Option<String> {
    let mut ir = cx.ir_mut();
    let m = parse_module(cx, &mut ir, src.as_bytes(), b"in.mlir", ParseOptions::default())?;
    op_to_string(cx, &ir, m, &PrintFlags::default()).ok()
}

const PAIR: &str = "irdl.dialect @pairs {\n  irdl.type @pair {\n    %0 = irdl.any\n    irdl.parameters(a: %0, b: %0)\n  }\n  \
                    irdl.operation @make {\n    %0 = irdl.any\n    %1 = irdl.parametric @pairs::@pair<%0, %0>\n    \
                    irdl.operands(x: %0, y: %0)\n    irdl.results(p: %1)\n  }\n}\n";

#[test]
fn loaded_operations_verify_and_print() {
    let (cx, messages) = context();
    load(&cx, PAIR, true).unwrap();
    let ok = "%a = \"t.s\"() : () -> i8\n%p = \"pairs.make\"(%a, %a) : (i8, i8) -> !pairs.pair<i8, i8>\n";
    assert_eq!(
        parse(&cx, ok).as_deref(),
        Some(
            "module {\n  %0 = \"t.s\"() : () -> i8\n  %1 = \"pairs.make\"(%0, %0) : (i8, i8) -> !pairs.pair<i8, i8>\n}\n"
        )
    );
    let bad = "%a = \"t.s\"() : () -> i8\n%b = \"t.s\"() : () -> i9\n%p = \"pairs.make\"(%a, %b) : (i8, i9) -> !pairs.pair<i8, i8>\n";
    assert!(parse(&cx, bad).is_none());
    assert_eq!(messages.lock().unwrap().as_slice(), ["loc(\"in.mlir\":3:6): expected 'i8' but got 'i9'"]);
}

#[test]
fn existing_dialects_and_second_loads_are_reported() {
    for name in ["builtin", "func", "irdl"] {
        let (cx, messages) = context();
        let defs = format!("irdl.dialect @{name} {{\n  irdl.operation @foo\n}}\n");
        assert!(load(&cx, &defs, true).is_err());
        assert_eq!(
            messages.lock().unwrap().first().map(String::as_str),
            Some(format!("loc(\"defs.mlir\":1:1): a dialect with namespace '{name}' has already been registered").as_str())
        );
    }
    let (cx, messages) = context();
    load(&cx, PAIR, true).unwrap();
    assert!(load(&cx, PAIR, true).is_err());
    assert_eq!(
        messages.lock().unwrap().first().map(String::as_str),
        Some("loc(\"defs.mlir\":1:1): a dialect with namespace 'pairs' has already been registered")
    );
    // The first load is intact.
    assert!(parse(&cx, "%a = \"t.s\"() : () -> !pairs.pair<i1, i1>\n").is_some(), "{:?}", messages.lock().unwrap());
}

#[test]
fn unverified_definitions_do_not_crash() {
    // Two dialects of one name, a constraint cycle (graph regions would
    // be needed to write it legally), a dangling symbol.
    let (cx, messages) = context();
    let dup = "irdl.dialect @d {\n  irdl.operation @a\n}\nirdl.dialect @d {\n  irdl.operation @b\n}\n";
    assert!(load(&cx, dup, false).is_err());
    assert!(messages.lock().unwrap()[0].ends_with("a dialect with namespace 'd' has already been registered"));
    let (cx, messages) = context();
    let cycle = "irdl.dialect @c {\n  irdl.operation @o {\n    %0 = irdl.all_of(%1)\n    %1 = irdl.any_of(%0, %2)\n    \
                 %2 = irdl.any_of(%1)\n    irdl.operands(x: %0)\n  }\n}\n";
    load(&cx, cycle, false).unwrap();
    assert!(parse(&cx, "%a = \"t.s\"() : () -> i1\n\"c.o\"(%a) : (i1) -> ()\n").is_none());
    assert_eq!(messages.lock().unwrap().last().map(String::as_str), Some("loc(\"in.mlir\":2:1): 'i1' does not satisfy the constraint"));
    let (cx, messages) = context();
    let dangling = "irdl.dialect @e {\n  irdl.operation @o {\n    %0 = irdl.base @e::@nope\n    irdl.operands(x: %0)\n  }\n}\n";
    assert!(load(&cx, dangling, false).is_err());
    assert_eq!(
        messages.lock().unwrap().first().map(String::as_str),
        Some("loc(\"defs.mlir\":3:10): @e::@nope does not refer to any existing symbol")
    );
}
