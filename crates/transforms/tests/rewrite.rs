//! The rewriter's notifications and the greedy driver's semantics, with
//! patterns written in Rust on unregistered operations.

use std::sync::{Arc, Mutex};

use oxmlir_ir::ir::{BlockId, Ir, OpId, ValueId};
use oxmlir_ir::rewrite::greedy::Strictness;
use oxmlir_ir::rewrite::{apply_patterns_greedily, GreedyConfig, InsertPoint, Listener, PatternSet, RewritePattern, Rewriter};
mod common;

use common::parse;
use oxmlir_ir::{Context, OperationState};

fn text(cx: &Context, m: OpId) -> String {
    oxmlir_ir::print::op_to_string(cx, &cx.ir(), m, &Default::default()).unwrap()
}

fn name(cx: &Context, ir: &Ir, op: OpId) -> String {
    cx.op_name_str(ir.op_name(op).unwrap()).to_string()
}

/// Records notifications as text.
#[derive(Default)]
struct Log(Vec<String>);

impl Listener for Log {
    fn op_inserted(&mut self, ir: &Ir, op: OpId, previous: Option<InsertPoint>) {
        let _ = ir;
        self.0.push(format!("insert {op:?} moved={}", previous.is_some()));
    }
    fn op_erased(&mut self, ir: &Ir, op: OpId) {
        let _ = ir;
        self.0.push(format!("erase {op:?}"));
    }
    fn block_erased(&mut self, _ir: &Ir, block: BlockId) {
        self.0.push(format!("erase-block {block:?}"));
    }
    fn op_replaced(&mut self, _ir: &Ir, op: OpId, with: &[ValueId]) {
        self.0.push(format!("replace {op:?} with {}", with.len()));
    }
    fn op_modified(&mut self, _ir: &Ir, op: OpId) {
        self.0.push(format!("modify {op:?}"));
    }
}

/// The ops in the body of the first function, by name.
fn body(cx: &Context, m: OpId) -> Vec<(OpId, String)> {
    let ir = cx.ir();
    let mut out = Vec::new();
    oxmlir_ir::ir::walk(&*ir, m, oxmlir_ir::ir::WalkOrder::PreOrder, &mut |o| {
        out.push((o, name(cx, &ir, o)));
        oxmlir_ir::ir::WalkResult::Advance
    });
    out
}

#[test]
fn erasing_reports_nested_operations_first_last_to_first() {
    let (cx, m) = parse(
        "func.func @f() {\n  \"t.outer\"() ({\n    \"t.a\"() : () -> ()\n    \"t.b\"() : () -> ()\n  }) : () -> ()\n  return\n}\n",
    );
    let ops = body(&cx, m);
    let find = |n: &str| ops.iter().find(|(_, x)| x == n).unwrap().0;
    let (outer, a, b) = (find("t.outer"), find("t.a"), find("t.b"));
    let mut log = Log::default();
    {
        let mut rw = Rewriter::with_listener(&cx, &mut log);
        rw.erase_op(outer).unwrap();
    }
    let erased: Vec<&String> = log.0.iter().filter(|l| l.starts_with("erase ")).collect();
    assert_eq!(erased, vec![&format!("erase {b:?}"), &format!("erase {a:?}"), &format!("erase {outer:?}")]);
    assert!(log.0.iter().any(|l| l.starts_with("erase-block")));
    assert!(!text(&cx, m).contains("t.outer"));
}

#[test]
fn replacing_reports_the_replacement_then_each_user() {
    let (cx, m) = parse(
        "func.func @f(%x: i32) -> i32 {\n  %0 = \"t.a\"(%x) : (i32) -> i32\n  %1 = \"t.u\"(%0, %0) : (i32, i32) -> i32\n  return %1 : i32\n}\n",
    );
    let ops = body(&cx, m);
    let a = ops.iter().find(|(_, x)| x == "t.a").unwrap().0;
    let arg = {
        let ir = cx.ir();
        ir.op_operand(a, 0).unwrap().unwrap()
    };
    let mut log = Log::default();
    {
        let mut rw = Rewriter::with_listener(&cx, &mut log);
        rw.replace_op(a, &[arg]).unwrap();
    }
    assert_eq!(log.0[0], format!("replace {a:?} with 1"));
    assert_eq!(log.0.iter().filter(|l| l.starts_with("modify")).count(), 2, "{:?}", log.0);
    assert_eq!(log.0.last().unwrap(), &format!("erase {a:?}"));
    assert!(text(&cx, m).contains("\"t.u\"(%arg0, %arg0)"), "{}", text(&cx, m));
    // Wrong arity is refused and changes nothing.
    let u = body(&cx, m).into_iter().find(|(_, x)| x == "t.u").unwrap().0;
    let mut rw = Rewriter::new(&cx);
    assert!(rw.replace_op(u, &[]).is_err());
    assert!(text(&cx, m).contains("t.u"));
}

/// Renames an unregistered op `from` to `to` (same operands and results).
struct Rename {
    from: &'static str,
    to: &'static str,
    benefit: u16,
    any: bool,
    hits: Arc<Mutex<Vec<String>>>,
}

impl RewritePattern for Rename {
    fn root(&self) -> Option<&str> {
        (!self.any).then_some(self.from)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let cx = rw.context();
        let st = {
            let ir = cx.ir();
            if name(cx, &ir, op) != self.from {
                return false;
            }
            let mut st = OperationState::new(cx.op_name(self.to.as_bytes()), ir.op_loc(op).unwrap());
            for i in 0..ir.op_num_operands(op).unwrap() {
                st.operands.push(ir.op_operand(op, i).unwrap().unwrap());
            }
            for i in 0..ir.op_num_results(op).unwrap() {
                st.results.push(ir.value_type(ir.op_result(op, i).unwrap()).unwrap());
            }
            st
        };
        self.hits.lock().unwrap().push(format!("{}->{} (benefit {})", self.from, self.to, self.benefit));
        let new = rw.create(st).unwrap();
        rw.replace_op_with_op(op, new).is_ok()
    }
}

fn rename(from: &'static str, to: &'static str, benefit: u16, any: bool, hits: &Arc<Mutex<Vec<String>>>) -> Rename {
    Rename { from, to, benefit, any, hits: hits.clone() }
}

const CHAIN: &str = "func.func @f(%x: i32) -> i32 {\n  %0 = \"t.a\"(%x) : (i32) -> i32\n  return %0 : i32\n}\n";

fn run(cx: &Context, m: OpId, set: PatternSet, config: &GreedyConfig) -> oxmlir_ir::rewrite::greedy::Outcome {
    let frozen = set.freeze(cx);
    apply_patterns_greedily(cx, m, &frozen, config)
}

#[test]
fn higher_benefit_wins_and_any_op_patterns_interleave() {
    let hits = Arc::new(Mutex::new(Vec::new()));
    let (cx, m) = parse(CHAIN);
    let mut set = PatternSet::new();
    set.add(rename("t.a", "t.low", 1, false, &hits));
    set.add(rename("t.a", "t.any", 2, true, &hits));
    set.add(rename("t.a", "t.high", 3, false, &hits));
    let out = run(&cx, m, set, &GreedyConfig::default());
    assert!(out.converged && out.changed);
    assert!(text(&cx, m).contains("\"t.high\"(%arg0)"), "{}", text(&cx, m));
    assert_eq!(hits.lock().unwrap().clone(), vec!["t.a->t.high (benefit 3)".to_string()]);
}

#[test]
fn strictness_decides_whether_new_operations_are_processed() {
    for (strictness, want) in [
        (Strictness::AnyOp, "t.c"),
        (Strictness::ExistingAndNewOps, "t.c"),
        (Strictness::ExistingOps, "t.b"),
    ] {
        let hits = Arc::new(Mutex::new(Vec::new()));
        let (cx, m) = parse(CHAIN);
        let mut set = PatternSet::new();
        set.add(rename("t.a", "t.b", 1, false, &hits));
        set.add(rename("t.b", "t.c", 1, false, &hits));
        let config = GreedyConfig { strictness, ..GreedyConfig::default() };
        run(&cx, m, set, &config);
        assert!(text(&cx, m).contains(&format!("\"{want}\"(%arg0)")), "{strictness:?}: {}", text(&cx, m));
    }
}

#[test]
fn limits_stop_the_driver_without_convergence() {
    let hits = Arc::new(Mutex::new(Vec::new()));
    let (cx, m) = parse(CHAIN);
    let mut set = PatternSet::new();
    // A cycle: never converges.
    set.add(rename("t.a", "t.b", 1, false, &hits));
    set.add(rename("t.b", "t.a", 1, false, &hits));
    let config = GreedyConfig { max_iterations: 3, max_rewrites: 1, ..GreedyConfig::default() };
    let out = run(&cx, m, set, &config);
    assert!(!out.converged);
    // One rewrite per iteration, three iterations.
    assert_eq!(hits.lock().unwrap().len(), 3, "{:?}", hits.lock().unwrap());
}

#[test]
fn trivially_dead_operations_go_but_unknown_effects_stay() {
    let (cx, m) = parse(
        "func.func @f(%x: i32) {\n  %0 = arith.addi %x, %x : i32\n  %1 = \"t.unknown\"(%x) : (i32) -> i32\n  return\n}\n",
    );
    let out = run(&cx, m, PatternSet::new(), &GreedyConfig::default());
    assert!(out.converged);
    let t = text(&cx, m);
    assert!(!t.contains("arith.addi") && t.contains("t.unknown"), "{t}");
}
