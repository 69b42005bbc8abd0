//! The transforms passes run through a pass manager on parsed modules.

use std::io::Write;
use std::sync::{Arc, Mutex};

use oxmlir_ir::print::PrintFlags;
mod common;

use common::parse;
use oxmlir_pass::PassManager;
use oxmlir_transforms::{print_ir::PrintIr, print_op_stats::PrintOpStats, strip_debuginfo::StripDebugInfo};

fn sink() -> (Arc<Mutex<Vec<u8>>>, oxmlir_transforms::Output) {
    let buf = Arc::new(Mutex::new(Vec::new()));
    let out: Arc<Mutex<dyn Write + Send>> = buf.clone();
    (buf, Some(out))
}

const SRC: &str = "func.func @f(%a: i32 loc(\"x\":1:2)) -> i32 {\n  %0 = arith.addi %a, %a : i32 loc(\"y\":3:4)\n  \"other.op\"() : () -> ()\n  return %0 : i32\n}\n";

#[test]
fn strip_debuginfo_leaves_only_unknown_locations() {
    let (cx, m) = parse(SRC);
    let mut pm = PassManager::new("builtin.module");
    let f = pm.nest(pm.root(), "func.func");
    pm.add_pass(f, Box::new(StripDebugInfo)).unwrap();
    pm.run(&cx, m).unwrap();
    let flags = PrintFlags { debug_info: true, ..Default::default() };
    let text = oxmlir_ir::print::op_to_string(&cx, &cx.ir(), m, &flags).unwrap();
    assert!(!text.contains("\"x\"") && !text.contains("\"y\""), "{text}");
    assert!(text.contains("%arg0: i32 loc(unknown)"), "{text}");
    // The module itself was not stripped (the pass ran on the function).
    assert!(text.contains("} loc(\"in.mlir\":0:0)") || text.contains("#loc"), "{text}");
}

#[test]
fn print_op_stats_counts_what_it_runs_on_including_itself() {
    let (cx, m) = parse(SRC);
    let (buf, out) = sink();
    let mut pm = PassManager::new("builtin.module");
    let mut stats = PrintOpStats::with_output(out);
    use oxmlir_pass::Pass;
    stats.options_mut().unwrap().parse("json=true").unwrap();
    pm.add_pass(pm.root(), Box::new(stats)).unwrap();
    pm.run(&cx, m).unwrap();
    let text = String::from_utf8(buf.lock().unwrap().clone()).unwrap();
    assert_eq!(
        text,
        "{\n  \"arith.addi\" : 1,\n  \"builtin.module\" : 1,\n  \"func.func\" : 1,\n  \"func.return\" : 1,\n  \"other.op\" : 1\n}\n"
    );
}

#[test]
fn print_ir_prints_the_operation_under_its_label_and_preserves_everything() {
    let (cx, m) = parse("func.func @g() {\n  return\n}\n");
    let (buf, out) = sink();
    let mut pm = PassManager::new("builtin.module");
    let f = pm.nest(pm.root(), "func.func");
    let mut p = PrintIr::with_output(out);
    use oxmlir_pass::Pass;
    p.options_mut().unwrap().parse("label='a b'").unwrap();
    pm.add_pass(f, Box::new(p)).unwrap();
    assert_eq!(pm.pipeline_text(pm.root()), "builtin.module(func.func(print-ir{label={a b}}))");
    pm.run(&cx, m).unwrap();
    let text = String::from_utf8(buf.lock().unwrap().clone()).unwrap();
    assert_eq!(text, "// -----// IR Dump a b //----- //\nfunc.func @g() {\n  return\n}\n");
}
