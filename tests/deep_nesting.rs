//! Nesting depth is limited only by memory: parsing, verifying, walking,
//! cloning, printing and destroying IR nested a million levels deep (and
//! types, attributes, locations and affine expressions nested as deep) run
//! on the test's own thread, whose stack is a few megabytes, without
//! overflowing it.
//!
//! The million-level cases run in release builds (`.ci/run` runs this file
//! with `--release`); debug builds run the same cases at a depth that
//! already overflowed a test thread's stack before the recursion was made
//! stack-safe. Printing is checked at a smaller depth: its output grows with
//! the square of the depth (each level is indented).

use oxmlir_ir::dialects::all_dialects;
use oxmlir_ir::ir::{walk, WalkOrder, WalkResult};
use oxmlir_ir::print::{print_op, Out, PrintFlags};
use oxmlir_ir::Context;
use oxmlir_parser::{parse_attribute, parse_module, parse_type, ParseOptions};

/// The depth of the structural cases.
const DEPTH: usize = if cfg!(debug_assertions) { 50_000 } else { 1_000_000 };

/// `open` repeated `n` times, then `mid`, then `close` repeated.
fn nest(open: &str, mid: &str, close: &str, n: usize) -> String {
    let mut s = String::with_capacity((open.len() + close.len()) * n + mid.len());
    for _ in 0..n {
        s.push_str(open);
    }
    s.push_str(mid);
    for _ in 0..n {
        s.push_str(close);
    }
    s
}

fn context() -> oxmlir_ir::OwnedContext {
    let cx = Context::try_new(&all_dialects(), false).expect("a context");
    cx.set_allow_unregistered_dialects(true);
    cx
}

/// Generic operations nested `n` deep, each holding the next in its region.
fn nested_regions(n: usize) -> String {
    nest("\"t.op\"() ({\n", "\"t.leaf\"() : () -> ()\n", "}) : () -> ()\n", n)
}

#[test]
fn deep_regions_parse_verify_walk_clone_and_destroy() {
    let cx = context();
    let text = nested_regions(DEPTH);
    let mut ir = cx.ir_mut();
    let module = parse_module(&cx, &mut ir, text.as_bytes(), b"deep.mlir", ParseOptions::default()).expect("parses");
    drop(text);
    assert!(oxmlir_ir::verify::verify(&cx, &ir, module));
    let mut count = 0usize;
    for order in [WalkOrder::PreOrder, WalkOrder::PostOrder] {
        count = 0;
        walk(&*ir, module, order, &mut |_| {
            count += 1;
            WalkResult::Advance
        });
    }
    assert_eq!(count, DEPTH + 2, "the module, the nested operations and the leaf");
    let copy = ir.clone_op(module).expect("clones");
    assert!(oxmlir_ir::verify::verify(&cx, &ir, copy));
    ir.erase_op(copy).expect("destroys the copy");
    ir.erase_op(module).expect("destroys the original");
}

#[test]
fn deep_custom_syntax_and_symbol_tables() {
    let cx = context();
    let n = DEPTH / 4;
    // Custom-syntax region ops, symbol tables (modules) and isolated ops.
    let scf = format!("func.func @f(%c: i1) {{\n{}return\n}}\n", nest("scf.if %c {\n", "", "}\n", n));
    let modules = nest("module {\n", "func.func private @g()\n", "}\n", n);
    let funcs = nest("func.func @h() {\n\"t.wrap\"() ({\n", "", "}) : () -> ()\nreturn\n}\n", n);
    for text in [scf, modules, funcs] {
        let mut ir = cx.ir_mut();
        let m = parse_module(&cx, &mut ir, text.as_bytes(), b"deep.mlir", ParseOptions::default());
        let m = m.unwrap_or_else(|| panic!("parses: {}", &text[..60]));
        ir.erase_op(m).unwrap();
    }
}

#[test]
fn deep_types_attributes_locations_and_affine_expressions() {
    let cx = context();
    let n = DEPTH / 4;
    for ty in [nest("tuple<", "i32", ">", n), nest("(", "i32", ") -> i32", n), nest("vector<2x", "i32", ">", 1)] {
        assert!(parse_type(&cx, ty.as_bytes()).is_some());
    }
    for attr in [
        nest("[", "1", "]", n),
        nest("{a = ", "1", "}", n),
        nest("[", "i32", "]", n),
        format!("affine_map<(d0) -> ({})>", nest("(", "d0", ")", n)),
        format!("affine_map<(d0) -> (d0{})>", " + d0 * 2".repeat(n)),
        format!("affine_map<(d0) -> ({}d0)>", "-".repeat(n)),
    ] {
        assert!(parse_attribute(&cx, attr.as_bytes()).is_some(), "{}", &attr[..40]);
    }
    // Locations, through an operation that carries one (nested fused
    // locations with the same metadata are flattened, as upstream does).
    for (loc, min_bytes) in [
        (nest("fused<\"m\">[\"x\", ", "\"a\"", "]", n), 0),
        (nest("callsite(", "\"a\"", " at \"b\")", n), 2 * n),
        (nest("\"n\"(", "\"a\"", ")", n), 2 * n),
    ] {
        let text = format!("\"t.op\"() : () -> () loc({loc})\n");
        let mut ir = cx.ir_mut();
        let m = parse_module(&cx, &mut ir, text.as_bytes(), b"deep.mlir", ParseOptions::default()).expect("parses");
        let flags = PrintFlags { debug_info: true, ..PrintFlags::default() };
        let mut bytes = 0usize;
        print_op(&cx, &ir, m, &flags, Out::sink(&mut |b: &[u8]| bytes += b.len())).unwrap();
        assert!(bytes > min_bytes, "{bytes} bytes for {}", &loc[..30]);
        ir.erase_op(m).unwrap();
    }
}

#[test]
fn deep_regions_print() {
    // Deep enough to overflow a test thread's stack before the printer was
    // stack-safe; the output is ~2·n² bytes, counted, not kept.
    let n = if cfg!(debug_assertions) { 5_000 } else { 20_000 };
    let cx = context();
    let text = nested_regions(n);
    let mut ir = cx.ir_mut();
    let module = parse_module(&cx, &mut ir, text.as_bytes(), b"deep.mlir", ParseOptions::default()).expect("parses");
    for generic in [false, true] {
        let flags = PrintFlags { generic, ..PrintFlags::default() };
        let mut lines = 0usize;
        print_op(&cx, &ir, module, &flags, Out::sink(&mut |b: &[u8]| lines += b.iter().filter(|&&c| c == b'\n').count()))
            .unwrap();
        assert!(lines >= 2 * n, "{lines} lines");
    }
    ir.erase_op(module).unwrap();
}

/// A function whose body nests `n` scf.if (RecursiveMemoryEffects, custom
/// syntax) around arithmetic.
fn nested_ifs(n: usize) -> String {
    let mut body = String::from("func.func @f(%c: i1, %x: i32) -> i32 {\n");
    for k in 0..n {
        body.push_str(&format!("scf.if %c {{\n%y{k} = arith.addi %x, %x : i32\n\"t.use\"(%y{k}) : (i32) -> ()\n"));
    }
    body.push_str(&"}\n".repeat(n));
    body.push_str("return %x : i32\n}\n");
    body
}

#[test]
fn deep_regions_through_passes() {
    oxmlir_transforms::register_transforms_passes();
    // The greedy driver queues every ancestor of a changed operation, as
    // upstream's does: its time grows with depth times changes, so it runs
    // at a depth that only shows it does not overflow.
    let shallow = if cfg!(debug_assertions) { 500 } else { 5_000 };
    for (pipeline, n) in [
        ("builtin.module(cse)", DEPTH / 10),
        ("builtin.module(symbol-dce,symbol-privatize,strip-debuginfo)", DEPTH / 10),
        ("builtin.module(canonicalize)", shallow),
        ("builtin.module(func.func(cse,canonicalize))", shallow),
    ] {
        let cx = context();
        let text = nested_ifs(n);
        let m = {
            let mut ir = cx.ir_mut();
            parse_module(&cx, &mut ir, text.as_bytes(), b"deep.mlir", ParseOptions::default()).expect("parses")
        };
        let mut pm = oxmlir_pass::pipeline::parse_pipeline(pipeline).expect("a pipeline");
        assert!(pm.run(&cx, m).is_ok(), "{pipeline}");
        cx.ir_mut().erase_op(m).unwrap();
    }
}
