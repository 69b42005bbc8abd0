//! The pass manager's behaviour, pinned against what upstream MLIR 22.1
//! does (checked with `mlir-opt` and C programs linked against it):
//! nesting and its errors, merging of nested pipelines, scheduling
//! checks, failure propagation, verification after passes, analyses,
//! initialization, instrumentation and textual pipelines.

use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use oxmlir_ir::{Context, OpId, OwnedContext};
use oxmlir_pass::instrument::ir_printing::{IrPrinting, IrPrintingConfig, PassFilter};
use oxmlir_pass::pipeline::{add_pipeline, parse_pipeline};
use oxmlir_pass::registry::register_pass;
use oxmlir_pass::{Analysis, Nesting, Pass, PassManager, PassOptions, PassState};

/// What the test passes saw: `(pass name, operation name)` per run.
type Log = Arc<Mutex<Vec<String>>>;

/// A pass recording where it runs; fails on functions named in `fail_on`;
/// optionally erases the terminator of what it runs on (breaking the IR)
/// and optionally says it preserved everything.
#[derive(Clone)]
struct Probe {
    name: &'static str,
    anchor: Option<&'static str>,
    log: Log,
    fail_on: Option<&'static str>,
    break_ir: bool,
    preserve_all: bool,
    inits: Arc<AtomicUsize>,
    options: PassOptions,
}

impl Probe {
    fn new(name: &'static str, anchor: Option<&'static str>, log: &Log) -> Self {
        Probe {
            name,
            anchor,
            log: log.clone(),
            fail_on: None,
            break_ir: false,
            preserve_all: false,
            inits: Arc::new(AtomicUsize::new(0)),
            options: PassOptions::new(),
        }
    }
}

fn sym_name(cx: &Context, op: OpId) -> String {
    let ir = cx.ir();
    match ir.op_attr_by_name(cx, op, b"sym_name") {
        Ok(Some(a)) => cx.str_of(a).to_string(),
        _ => String::new(),
    }
}

impl Pass for Probe {
    fn name(&self) -> &str {
        self.name
    }
    fn argument(&self) -> &str {
        self.name
    }
    fn op_name(&self) -> Option<&str> {
        self.anchor
    }
    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }
    fn initialize(&mut self, _: &Context) -> Result<(), ()> {
        self.inits.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }
    fn run(&mut self, op: OpId, state: &mut PassState<'_>) {
        let cx = state.context();
        let sym = sym_name(cx, op);
        let name = cx.op_name_str(cx.ir().op_name(op).unwrap()).to_string();
        self.log.lock().unwrap().push(format!("{} {name} {sym}", self.name));
        if self.fail_on == Some(sym.as_str()) {
            state.signal_failure();
        }
        if self.break_ir {
            let mut ir = cx.ir_mut();
            let region = ir.op_region(op, 0).unwrap();
            let block = ir.region_first_block(region).unwrap().unwrap();
            let last = ir.block_last_op(block).unwrap().unwrap();
            ir.erase_op(last).unwrap();
        }
        if self.preserve_all {
            state.mark_all_analyses_preserved();
        }
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

const MODULE: &str = "module {\n  func.func @a() {\n    return\n  }\n  func.func @b() {\n    return\n  }\n  func.func @c() {\n    return\n  }\n}\n";

/// A context with the registered dialects, the module above, and the
/// diagnostics it reports collected as text.
fn setup(src: &str) -> (OwnedContext, OpId, Arc<Mutex<Vec<String>>>) {
    let cx = Context::try_new(&oxmlir_ir::dialects::all_dialects(), true).expect("a context");
    cx.set_allow_unregistered_dialects(src.contains("other."));
    let m = {
        let mut ir = cx.ir_mut();
        oxmlir_parser::parse_module(&cx, &mut ir, src.as_bytes(), b"in.mlir", Default::default()).expect("parses")
    };
    let diags = Arc::new(Mutex::new(Vec::new()));
    let d = diags.clone();
    cx.diagnostics.attach(Arc::new(move |_: &Context, diag: &oxmlir_ir::diagnostics::Diagnostic| {
        d.lock().unwrap().push(diag.message.clone());
        true
    }));
    (cx, m, diags)
}

fn log() -> Log {
    Arc::new(Mutex::new(Vec::new()))
}

#[test]
fn nested_pipelines_run_on_each_function_in_order() {
    let (cx, m, _) = setup(MODULE);
    cx.set_multithreading(false);
    let l = log();
    let mut pm = PassManager::new("builtin.module");
    let f = pm.nest(pm.root(), "func.func");
    pm.add_pass(f, Box::new(Probe::new("p", Some("func.func"), &l))).unwrap();
    pm.add_pass(f, Box::new(Probe::new("q", None, &l))).unwrap();
    pm.add_pass(pm.root(), Box::new(Probe::new("r", None, &l))).unwrap();
    assert_eq!(pm.pipeline_text(pm.root()), "builtin.module(func.func(p,q),r)");
    pm.run(&cx, m).unwrap();
    let got = l.lock().unwrap().clone();
    assert_eq!(
        got,
        [
            "p func.func a",
            "q func.func a",
            "p func.func b",
            "q func.func b",
            "p func.func c",
            "q func.func c",
            "r builtin.module "
        ]
    );
}

#[test]
fn explicit_nesting_refuses_and_implicit_nesting_nests() {
    let l = log();
    let mut pm = PassManager::new("builtin.module");
    let err = pm.add_pass(pm.root(), Box::new(Probe::new("P", Some("func.func"), &l))).unwrap_err();
    assert_eq!(
        err,
        "Can't add pass 'P' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?"
    );
    let mut pm = PassManager::with_nesting("builtin.module", Nesting::Implicit);
    pm.add_pass(pm.root(), Box::new(Probe::new("P", Some("func.func"), &l))).unwrap();
    pm.add_pass(pm.root(), Box::new(Probe::new("P", Some("func.func"), &l))).unwrap();
    assert_eq!(pm.pipeline_text(pm.root()), "builtin.module(func.func(P),func.func(P))");
    // An op-agnostic manager takes any pass.
    let mut pm = PassManager::new("any");
    pm.add_pass(pm.root(), Box::new(Probe::new("P", Some("func.func"), &l))).unwrap();
    assert_eq!(pm.pipeline_text(pm.root()), "any(P)");
}

#[test]
fn adjacent_nested_pipelines_are_merged_when_run() {
    let (cx, m, _) = setup(MODULE);
    let l = log();
    let mut pm = PassManager::new("any");
    let root = pm.root();
    let f1 = pm.nest(root, "func.func");
    pm.add_pass(f1, Box::new(Probe::new("p", None, &l))).unwrap();
    let f2 = pm.nest(root, "func.func");
    pm.add_pass(f2, Box::new(Probe::new("q", None, &l))).unwrap();
    let a = pm.nest(root, "any");
    pm.add_pass(a, Box::new(Probe::new("r", None, &l))).unwrap();
    let b = pm.nest(root, "builtin.module");
    pm.add_pass(b, Box::new(Probe::new("s", None, &l))).unwrap();
    pm.add_pass(root, Box::new(Probe::new("t", None, &l))).unwrap();
    let f3 = pm.nest(root, "func.func");
    pm.add_pass(f3, Box::new(Probe::new("u", None, &l))).unwrap();
    let f4 = pm.nest(root, "func.func");
    pm.add_pass(f4, Box::new(Probe::new("v", None, &l))).unwrap();
    let b2 = pm.nest(root, "builtin.module");
    pm.add_pass(b2, Box::new(Probe::new("w", None, &l))).unwrap();
    assert_eq!(
        pm.pipeline_text(root),
        "any(func.func(p),func.func(q),any(r),builtin.module(s),t,func.func(u),func.func(v),builtin.module(w))"
    );
    pm.run(&cx, m).unwrap();
    // As upstream: the any-manager could run on functions and on modules
    // (both isolated from above), so it is merged with neither neighbour;
    // u, v and w are merged and sorted by name.
    assert_eq!(pm.pipeline_text(root), "any(func.func(p,q),any(r),builtin.module(s),t,builtin.module(w),func.func(u,v))");
}

#[test]
fn a_failure_on_one_function_still_runs_the_others_and_stops_the_pipeline() {
    let (cx, m, diags) = setup(MODULE);
    cx.set_multithreading(false);
    let l = log();
    let mut pm = PassManager::new("builtin.module");
    let f = pm.nest(pm.root(), "func.func");
    let mut p = Probe::new("p", None, &l);
    p.fail_on = Some("b");
    pm.add_pass(f, Box::new(p)).unwrap();
    pm.add_pass(f, Box::new(Probe::new("q", None, &l))).unwrap();
    pm.add_pass(pm.root(), Box::new(Probe::new("r", None, &l))).unwrap();
    assert!(pm.run(&cx, m).is_err());
    let got = l.lock().unwrap().clone();
    assert_eq!(got, ["p func.func a", "q func.func a", "p func.func b", "p func.func c", "q func.func c"]);
    assert!(diags.lock().unwrap().is_empty(), "a plain failure reports nothing");
}

#[test]
fn the_verifier_runs_after_passes_unless_disabled_or_everything_is_preserved() {
    let run = |verify: bool, preserve_all: bool| {
        let (cx, m, diags) = setup(MODULE);
        let l = log();
        let mut pm = PassManager::new("builtin.module");
        pm.enable_verifier(verify);
        let f = pm.nest(pm.root(), "func.func");
        let mut p = Probe::new("p", None, &l);
        p.break_ir = true;
        p.fail_on = None;
        p.preserve_all = preserve_all;
        pm.add_pass(f, Box::new(p)).unwrap();
        let r = pm.run(&cx, m);
        let d = diags.lock().unwrap().clone();
        (r.is_ok(), d)
    };
    let (ok, d) = run(true, false);
    assert!(!ok);
    assert_eq!(d.len(), 3, "each broken function is reported: {d:?}");
    assert!(d[0].contains("empty block: expect at least a terminator"), "{d:?}");
    assert_eq!(run(false, false), (true, vec![]));
    assert_eq!(run(true, true), (true, vec![]));
}

#[test]
fn scheduling_problems_are_reported_as_upstream() {
    let src = "module {\n  func.func @a() {\n    \"other.op\"() ({\n    }) : () -> ()\n    return\n  }\n}\n";
    let errors = |pipeline: &str| {
        let (cx, m, diags) = setup(src);
        let mut pm = parse_pipeline(pipeline).expect(pipeline);
        let r = pm.run(&cx, m);
        assert!(r.is_err(), "{pipeline}");
        let d = diags.lock().unwrap().clone();
        d
    };
    register_probe("test-probe-sched");
    assert_eq!(errors("func.func(test-probe-sched)"), ["can't run 'func.func' pass manager on 'builtin.module' op"]);
    assert_eq!(
        errors("builtin.module(func.func(other.op(test-probe-sched)))"),
        ["'other.op' op trying to schedule a pass on an unregistered operation"]
    );
    assert_eq!(
        errors("builtin.module(func.func(func.return(test-probe-sched)))"),
        ["'func.return' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'"]
    );
    let (cx, m, diags) = setup(MODULE);
    let mut pm = PassManager::new("any");
    pm.add_pass(pm.root(), Box::new(Probe::new("OnlyFuncs", Some("func.func"), &log()))).unwrap();
    assert!(pm.run(&cx, m).is_err());
    assert_eq!(
        diags.lock().unwrap().clone(),
        ["'builtin.module' op trying to schedule pass 'OnlyFuncs' on an unsupported operation"]
    );
}

fn register_probe(arg: &'static str) {
    let l = log();
    register_pass(Arc::new(move || {
        let mut p = Probe::new(arg, None, &l);
        p.options = PassOptions::new().int("n", "a number", 3).bool("flag", "a flag", false);
        Box::new(p)
    }))
    .unwrap();
}

#[test]
fn textual_pipelines_parse_print_and_report_errors_as_upstream() {
    register_probe("test-probe-text");
    let pm = parse_pipeline("  builtin.module  ( test-probe-text{n=5 flag} , func.func(test-probe-text) )").unwrap();
    assert_eq!(
        pm.pipeline_text(pm.root()),
        "builtin.module(test-probe-text{flag=true n=5},func.func(test-probe-text{flag=false n=3}))"
    );
    let err = |p: &str| match parse_pipeline(p) {
        Ok(_) => panic!("{p} parsed"),
        Err(e) => e,
    };
    let anchor = "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";
    for p in ["test-probe-text", "", "(test-probe-text)", "builtin.module(x", "builtin.module(x)y"] {
        assert_eq!(err(p), anchor, "{p}");
    }
    let buf = "MLIR Textual PassPipeline Parser";
    assert_eq!(
        err("builtin.module(foo)"),
        format!("{buf}:1:1: error: 'foo' does not refer to a registered pass or pass pipeline\nfoo\n^\n")
    );
    assert_eq!(
        err("builtin.module(func.func(foo)))"),
        format!("{buf}:1:15: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\nfunc.func(foo))\n              ^\n")
    );
    assert_eq!(
        err("builtin.module(func.func(a),func.func(b)"),
        format!("{buf}:1:24: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func(a),func.func(b\n                       ^\n")
    );
    assert_eq!(
        err("builtin.module(x{a=1)"),
        format!("{buf}:1:2: error: missing closing '}}' while processing pass options\nx{{a=1\n ^\n")
    );
    assert_eq!(
        err("builtin.module(func.func{a=1}(x))"),
        format!("{buf}:1:15: error: expected ',' after parsing pipeline\nfunc.func{{a=1}}(x)\n              ^\n")
    );
    assert_eq!(
        err("builtin.module(func.func(),x)"),
        format!("{buf}:1:11: error: '' does not refer to a registered pass or pass pipeline\nfunc.func(),x\n          ^\n")
    );
    assert_eq!(
        err("builtin.module(test-probe-text,\n foo)"),
        format!("{buf}:2:2: error: 'foo' does not refer to a registered pass or pass pipeline\n foo\n ^\n")
    );
    assert_eq!(
        err("builtin.module(test-probe-text,func.func(test-probe-text{bogus=1}))"),
        "<Pass-Options-Parser>: no such option bogus\n\nfailed to add `test-probe-text` with options `bogus=1`\nfailed to add `func.func` with options `` to inner pipeline\n"
    );
    // Elements before a failing one stay; a pass whose options failed is
    // still added.
    let mut pm = PassManager::new("any");
    let root = pm.root();
    assert!(add_pipeline(&mut pm, root, "test-probe-text,test-probe-text{bogus}").is_err());
    assert_eq!(pm.pipeline_text(root), "any(test-probe-text{flag=false n=3},test-probe-text{flag=false n=3})");
    assert!(parse_pipeline("builtin.module()").is_ok());
}

#[test]
fn initialization_happens_once_until_the_pipeline_changes() {
    let (cx, m, _) = setup(MODULE);
    let l = log();
    let p = Probe::new("p", None, &l);
    let inits = p.inits.clone();
    let mut pm = PassManager::new("builtin.module");
    let f = pm.nest(pm.root(), "func.func");
    pm.add_pass(f, Box::new(p)).unwrap();
    pm.run(&cx, m).unwrap();
    pm.run(&cx, m).unwrap();
    assert_eq!(inits.load(Ordering::Relaxed), 1);
    pm.add_pass(pm.root(), Box::new(Probe::new("q", None, &l))).unwrap();
    pm.run(&cx, m).unwrap();
    assert_eq!(inits.load(Ordering::Relaxed), 2);
}

/// An analysis counting how often it was computed.
struct Computed;
static COMPUTED: AtomicUsize = AtomicUsize::new(0);
impl Analysis for Computed {
    fn compute(_: &Context, _: OpId) -> Self {
        COMPUTED.fetch_add(1, Ordering::Relaxed);
        Computed
    }
}

/// Asks for [`Computed`]; preserves it if `keep`.
#[derive(Clone)]
struct UsesAnalysis {
    keep: bool,
}
impl Pass for UsesAnalysis {
    fn name(&self) -> &str {
        "UsesAnalysis"
    }
    fn run(&mut self, _: OpId, state: &mut PassState<'_>) {
        state.analysis::<Computed>();
        if self.keep {
            state.mark_analysis_preserved::<Computed>();
        }
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

#[test]
fn analyses_are_cached_while_preserved() {
    let (cx, m, _) = setup(MODULE);
    let mut pm = PassManager::new("builtin.module");
    let root = pm.root();
    for keep in [true, true, false, true] {
        pm.add_pass(root, Box::new(UsesAnalysis { keep })).unwrap();
    }
    let before = COMPUTED.load(Ordering::Relaxed);
    pm.run(&cx, m).unwrap();
    // Computed by the first pass, reused by the second and third; the third
    // does not preserve it, so the fourth computes it again.
    assert_eq!(COMPUTED.load(Ordering::Relaxed) - before, 2);
}

#[test]
fn ir_printing_prints_before_after_changes_and_failures() {
    let src = "module {\n  func.func @a() {\n    return\n  }\n  func.func @b() {\n    return\n  }\n}\n";
    let dump = |config: IrPrintingConfig, fail_on: Option<&'static str>, break_ir: bool| {
        let (cx, m, _) = setup(src);
        cx.set_multithreading(false);
        let out: Arc<Mutex<Vec<u8>>> = Arc::new(Mutex::new(Vec::new()));
        let sink: Arc<Mutex<dyn Write + Send>> = out.clone();
        let mut pm = PassManager::new("builtin.module");
        pm.enable_verifier(false);
        pm.add_instrumentation(Arc::new(IrPrinting::new(IrPrintingConfig { sink: Some(sink), ..config })));
        let f = pm.nest(pm.root(), "func.func");
        let mut p = Probe::new("P", None, &log());
        p.fail_on = fail_on;
        p.break_ir = break_ir;
        pm.add_pass(f, Box::new(p)).unwrap();
        let _ = pm.run(&cx, m);
        let text = String::from_utf8(out.lock().unwrap().clone()).unwrap();
        text
    };
    let before = dump(IrPrintingConfig { before: PassFilter::All, ..Default::default() }, None, false);
    assert_eq!(
        before,
        "// -----// IR Dump Before P (P) //----- //\nfunc.func @a() {\n  return\n}\n\n// -----// IR Dump Before P (P) //----- //\nfunc.func @b() {\n  return\n}\n\n"
    );
    let unchanged = dump(
        IrPrintingConfig { after: PassFilter::All, after_only_on_change: true, ..Default::default() },
        None,
        false,
    );
    assert_eq!(unchanged, "");
    let changed = dump(
        IrPrintingConfig { after: PassFilter::All, after_only_on_change: true, ..Default::default() },
        None,
        true,
    );
    assert_eq!(changed.matches("// -----// IR Dump After P (P) //----- //\n").count(), 2, "{changed}");
    let failed = dump(
        IrPrintingConfig { after: PassFilter::All, after_only_on_failure: true, ..Default::default() },
        Some("b"),
        false,
    );
    assert_eq!(failed, "// -----// IR Dump After P Failed (P) //----- //\nfunc.func @b() {\n  return\n}\n\n");
    let scoped = dump(
        IrPrintingConfig { before: PassFilter::Args(vec!["P".into()]), module_scope: true, ..Default::default() },
        Some("zzz"),
        false,
    );
    assert!(scoped.starts_with("// -----// IR Dump Before P (P) ('func.func' operation: @a) //----- //\nmodule {\n"), "{scoped}");
    assert!(scoped.ends_with("}\n\n\n"), "{scoped:?}");
}

/// Renames the function it runs on; on functions whose name ends in `7`,
/// also emits a warning and erases the terminator (so the verifier after
/// it reports an error).
#[derive(Clone)]
struct Mangle;
impl Pass for Mangle {
    fn name(&self) -> &str {
        "Mangle"
    }
    fn op_name(&self) -> Option<&str> {
        Some("func.func")
    }
    fn run(&mut self, op: OpId, state: &mut PassState<'_>) {
        let cx = state.context();
        let sym = sym_name(cx, op);
        let mut ir = cx.ir_mut();
        let attr = cx.string_attr(format!("{sym}_m").as_bytes());
        ir.set_op_attr(cx, op, b"sym_name", attr).unwrap();
        if sym.ends_with('7') {
            let loc = ir.op_loc(op).unwrap();
            let region = ir.op_region(op, 0).unwrap();
            let block = ir.region_first_block(region).unwrap().unwrap();
            let last = ir.block_last_op(block).unwrap().unwrap();
            ir.erase_op(last).unwrap();
            drop(ir);
            cx.emit(oxmlir_ir::diagnostics::Diagnostic::new(
                oxmlir_ir::diagnostics::Severity::Warning,
                loc,
                format!("mangled {sym}"),
            ));
        }
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

#[test]
fn threaded_runs_match_single_threaded_runs() {
    let mut src = String::from("module {\n");
    for i in 0..40 {
        src.push_str(&format!("  func.func @f{i}(%a: i32) -> i32 {{\n    %0 = arith.addi %a, %a : i32\n    return %0 : i32\n  }}\n"));
    }
    src.push_str("}\n");
    let go = |threads: bool| {
        let (cx, m, diags) = setup(&src);
        cx.set_multithreading(threads);
        let mut pm = PassManager::new("builtin.module");
        let f = pm.nest(pm.root(), "func.func");
        pm.add_pass(f, Box::new(Mangle)).unwrap();
        pm.add_pass(f, Box::new(Mangle)).unwrap();
        let ok = pm.run(&cx, m).is_ok();
        let text = oxmlir_ir::print::op_to_string(&cx, &cx.ir(), m, &oxmlir_ir::print::PrintFlags { generic: true, ..Default::default() }).unwrap();
        let d = diags.lock().unwrap().clone();
        (ok, text, d)
    };
    let single = go(false);
    assert!(!single.0);
    assert_eq!(single.2.len(), 8, "{:?}", single.2);
    for _ in 0..5 {
        assert_eq!(go(true), single);
    }
}
