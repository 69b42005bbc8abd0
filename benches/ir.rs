//! Criterion benchmarks of the IR core through the Rust API: construction,
//! walk, replace-all-uses, erase, clone, destroy, printing and uniquing, at
//! sizes from 1k to 1M operations so that growth is visible (time per
//! operation should stay flat). Run: `cargo bench --bench ir`.

use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion, Throughput};
use oxmlir_ir::ir::{walk, OperationState, WalkOrder, WalkResult};
use oxmlir_ir::print::{print_op, Out, PrintFlags};
use oxmlir_ir::{Context, NamedAttribute, OpId, OwnedContext};

const SIZES: [usize; 4] = [1_000, 10_000, 100_000, 1_000_000];

/// The benchmark workload: alternating `test.const {value = k : i32}` and
/// `test.add(%k-2, %k-1)` in one block of a module.
fn build(cx: &Context, n: usize) -> OpId {
    let mut ir = cx.ir_mut();
    let loc = cx.unknown_loc();
    let module = ir.create_module(cx, loc, None).unwrap();
    let body = ir.region_first_block(ir.op_region(module, 0).unwrap()).unwrap().unwrap();
    let i32t = cx.int(32);
    let (cst, add) = (cx.op_name(b"test.const"), cx.op_name(b"test.add"));
    let value = cx.identifier("value");
    let mut prev = [None, None];
    for k in 0..n {
        let mut st = if k < 2 || k % 2 == 0 {
            let mut st = OperationState::new(cst, loc);
            st.attributes.push(NamedAttribute { name: value, value: cx.integer_attr(i32t, k as i64) });
            st
        } else {
            let mut st = OperationState::new(add, loc);
            st.operands.extend([prev[0].unwrap(), prev[1].unwrap()]);
            st
        };
        st.results.push(i32t);
        let op = ir.create_op(cx, st).unwrap();
        ir.append_op(body, op).unwrap();
        prev = [prev[1], Some(ir.op_result(op, 0).unwrap())];
    }
    module
}

fn context() -> OwnedContext {
    let cx = Context::new();
    cx.set_allow_unregistered_dialects(true);
    cx
}

fn sample_size(n: usize) -> usize {
    if n >= 1_000_000 {
        10
    } else if n >= 100_000 {
        20
    } else {
        50
    }
}

fn bench_build(c: &mut Criterion) {
    let mut g = c.benchmark_group("build");
    for n in SIZES {
        g.throughput(Throughput::Elements(n as u64)).sample_size(sample_size(n));
        g.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter_batched(context, |cx| {
                build(&cx, n);
                cx
            }, BatchSize::PerIteration)
        });
    }
}

fn bench_walk(c: &mut Criterion) {
    let mut g = c.benchmark_group("walk");
    for n in SIZES {
        let cx = context();
        let m = build(&cx, n);
        g.throughput(Throughput::Elements(n as u64)).sample_size(sample_size(n));
        g.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, _| {
            let ir = cx.ir();
            b.iter(|| {
                let mut count = 0usize;
                walk(&*ir, m, WalkOrder::PreOrder, &mut |_| {
                    count += 1;
                    WalkResult::Advance
                });
                count
            })
        });
    }
}

fn bench_print(c: &mut Criterion) {
    let mut g = c.benchmark_group("print");
    for n in SIZES {
        let cx = context();
        let m = build(&cx, n);
        g.throughput(Throughput::Elements(n as u64)).sample_size(sample_size(n));
        for (name, generic) in [("default", false), ("generic", true)] {
            g.bench_with_input(BenchmarkId::new(name, n), &n, |b, _| {
                let ir = cx.ir();
                let flags = PrintFlags { generic, ..PrintFlags::default() };
                b.iter(|| {
                    let mut bytes = 0usize;
                    let mut sink = |s: &[u8]| bytes += s.len();
                    print_op(&cx, &ir, m, &flags, Out::sink(&mut sink)).unwrap();
                    bytes
                })
            });
        }
    }
}

fn bench_rauw_erase_clone(c: &mut Criterion) {
    let mut g = c.benchmark_group("mutate");
    for n in SIZES {
        g.throughput(Throughput::Elements(n as u64)).sample_size(sample_size(n));
        g.bench_with_input(BenchmarkId::new("replace_all_uses", n), &n, |b, &n| {
            b.iter_batched(
                || {
                    let cx = context();
                    let m = build(&cx, n);
                    (cx, m)
                },
                |(cx, m)| {
                    let mut ir = cx.ir_mut();
                    let body = ir.region_first_block(ir.op_region(m, 0).unwrap()).unwrap().unwrap();
                    let first = ir.block_first_op(body).unwrap().unwrap();
                    let v0 = ir.op_result(first, 0).unwrap();
                    let mut cur = ir.op_next(first).unwrap();
                    while let Some(o) = cur {
                        let r = ir.op_result(o, 0).unwrap();
                        ir.replace_all_uses(r, v0).unwrap();
                        cur = ir.op_next(o).unwrap();
                    }
                    drop(ir);
                    cx
                },
                BatchSize::PerIteration,
            )
        });
        g.bench_with_input(BenchmarkId::new("erase_each", n), &n, |b, &n| {
            b.iter_batched(
                || {
                    let cx = context();
                    let m = build(&cx, n);
                    (cx, m)
                },
                |(cx, m)| {
                    let mut ir = cx.ir_mut();
                    let body = ir.region_first_block(ir.op_region(m, 0).unwrap()).unwrap().unwrap();
                    while let Some(o) = ir.block_last_op(body).unwrap() {
                        ir.erase_op(o).unwrap();
                    }
                    drop(ir);
                    cx
                },
                BatchSize::PerIteration,
            )
        });
        g.bench_with_input(BenchmarkId::new("clone", n), &n, |b, &n| {
            let cx = context();
            let m = build(&cx, n);
            b.iter(|| {
                let mut ir = cx.ir_mut();
                let copy = ir.clone_op(m).unwrap();
                ir.erase_op(copy).unwrap();
            })
        });
        g.bench_with_input(BenchmarkId::new("destroy", n), &n, |b, &n| {
            b.iter_batched(
                || {
                    let cx = context();
                    let m = build(&cx, n);
                    (cx, m)
                },
                |(cx, m)| {
                    cx.ir_mut().erase_op(m).unwrap();
                    drop(cx);
                },
                BatchSize::PerIteration,
            )
        });
    }
}

fn bench_uniquing(c: &mut Criterion) {
    let mut g = c.benchmark_group("uniquing");
    let n = 100_000usize;
    g.throughput(Throughput::Elements(n as u64)).sample_size(20);
    g.bench_function("integer_type_miss", |b| {
        b.iter_batched(context, |cx| {
            for k in 0..n {
                cx.int(100 + k as u32);
            }
            cx
        }, BatchSize::PerIteration)
    });
    g.bench_function("integer_type_hit", |b| {
        let cx = context();
        b.iter(|| {
            for _ in 0..n {
                std::hint::black_box(cx.int(std::hint::black_box(32)));
            }
        })
    });
    g.bench_function("integer_attr_miss", |b| {
        b.iter_batched(context, |cx| {
            let t = cx.int(64);
            for k in 0..n {
                cx.integer_attr(t, k as i64);
            }
            cx
        }, BatchSize::PerIteration)
    });
    g.bench_function("integer_attr_hit", |b| {
        let cx = context();
        let t = cx.int(64);
        b.iter(|| {
            for _ in 0..n {
                std::hint::black_box(cx.integer_attr(t, std::hint::black_box(42)));
            }
        })
    });
    g.bench_function("identifier_hit", |b| {
        let cx = context();
        b.iter(|| {
            for _ in 0..n {
                std::hint::black_box(cx.identifier(std::hint::black_box("value")));
            }
        })
    });
}

criterion_group!(benches, bench_build, bench_walk, bench_print, bench_rauw_erase_clone, bench_uniquing);
criterion_main!(benches);
