//! Criterion benchmarks of the pass manager (`cargo bench --bench passes`):
//!
//! * `pm_overhead`: a pipeline of passes that do nothing and preserve
//!   everything, nested on each of 10,000 functions: what the manager
//!   itself costs per pass and function (scheduling, state, analyses);
//! * `pm_verify`: the same with passes that preserve nothing, so the
//!   verifier runs after each;
//! * `parallel`: a function pipeline doing real work (`strip-debuginfo`
//!   and verification) on 2,000 functions of 40 operations, with the
//!   context's multithreading off and on (2 threads).
//!
//! `docs/PERFORMANCE.md` gives the comparison with `mlir-opt`.

use criterion::{criterion_group, criterion_main, Criterion};
use oxmlir_ir::{Context, OpId, OwnedContext};
use oxmlir_pass::{Pass, PassManager, PassState};
use oxmlir_transforms::strip_debuginfo::StripDebugInfo;

/// Does nothing; preserves everything unless `touch`.
#[derive(Clone)]
struct Nothing {
    touch: bool,
}

impl Pass for Nothing {
    fn name(&self) -> &str {
        "Nothing"
    }
    fn run(&mut self, _: OpId, state: &mut PassState<'_>) {
        if !self.touch {
            state.mark_all_analyses_preserved();
        }
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// A module of `n` functions of about `ops` operations each.
fn module(n: usize, ops: usize) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        s.push_str(&format!("  func.func @f{i}(%a: i32, %b: i32) -> i32 {{\n"));
        s.push_str("    %v0 = arith.addi %a, %b : i32\n");
        for k in 1..ops {
            s.push_str(&format!("    %v{k} = arith.muli %v{}, %a : i32 loc(\"f\":{k}:1)\n", k - 1));
        }
        s.push_str(&format!("    return %v{} : i32\n  }}\n", ops - 1));
    }
    s.push_str("}\n");
    s
}

fn parse(src: &str, threads: bool) -> (OwnedContext, OpId) {
    let cx = Context::try_new(&oxmlir_ir::dialects::all_dialects(), threads).unwrap();
    let m = {
        let mut ir = cx.ir_mut();
        oxmlir_parser::parse_module(&cx, &mut ir, src.as_bytes(), b"m.mlir", Default::default()).unwrap()
    };
    (cx, m)
}

fn pipeline(passes: impl Fn() -> Box<dyn Pass>, count: usize) -> PassManager {
    let mut pm = PassManager::new("builtin.module");
    let f = pm.nest(pm.root(), "func.func");
    for _ in 0..count {
        pm.add_pass(f, passes()).unwrap();
    }
    pm
}

fn bench(c: &mut Criterion) {
    let small = module(10_000, 3);
    let (cx, m) = parse(&small, false);
    let mut g = c.benchmark_group("pass_manager");
    g.sample_size(10);
    let mut pm = pipeline(|| Box::new(Nothing { touch: false }), 5);
    g.bench_function("pm_overhead_10k_funcs_5_passes", |b| b.iter(|| pm.run(&cx, m).unwrap()));
    let mut pm = pipeline(|| Box::new(Nothing { touch: true }), 5);
    g.bench_function("pm_verify_10k_funcs_5_passes", |b| b.iter(|| pm.run(&cx, m).unwrap()));
    let big = module(2_000, 40);
    for threads in [false, true] {
        let (cx, m) = parse(&big, threads);
        let mut pm = pipeline(|| Box::new(StripDebugInfo), 3);
        let name = if threads { "parallel_2k_funcs_threads" } else { "parallel_2k_funcs_single" };
        g.bench_function(name, |b| b.iter(|| pm.run(&cx, m).unwrap()));
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
