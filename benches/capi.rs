//! Criterion benchmarks of the workload through the C ABI (the exported
//! `mlir*` functions, called from Rust exactly as a C program calls them).
//! The side-by-side comparison with upstream is `benches/compare.py`.
//! Run: `cargo bench --bench capi`.

use std::ffi::c_void;

use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion, Throughput};
use oxmlir::builtin_attributes::*;
use oxmlir::builtin_types::*;
use oxmlir::ir::block::*;
use oxmlir::ir::context::*;
use oxmlir::ir::location::*;
use oxmlir::ir::module::*;
use oxmlir::ir::operation::*;
use oxmlir::ir::parse::*;
use oxmlir::ir::printing::*;
use oxmlir::ir::type_attr::*;
use oxmlir::ir::*;
use oxmlir::support::*;

const SIZES: [usize; 3] = [1_000, 100_000, 1_000_000];

fn s(x: &'static str) -> MlirStringRef {
    MlirStringRef { data: x.as_ptr() as *const _, length: x.len() }
}

fn build(ctx: MlirContext, n: usize) -> MlirModule {
    let loc = mlirLocationUnknownGet(ctx);
    let m = mlirModuleCreateEmpty(loc);
    let body = mlirModuleGetBody(m);
    let i32t = mlirIntegerTypeGet(ctx, 32);
    let value = mlirIdentifierGet(ctx, s("value"));
    let mut prev = [MlirValue { ptr: std::ptr::null() }; 2];
    for k in 0..n {
        let mut st;
        if k < 2 || k % 2 == 0 {
            st = mlirOperationStateGet(s("test.const"), loc);
            let na = mlirNamedAttributeGet(value, mlirIntegerAttrGet(i32t, k as i64));
            mlirOperationStateAddAttributes(&mut st, 1, &na);
        } else {
            st = mlirOperationStateGet(s("test.add"), loc);
            mlirOperationStateAddOperands(&mut st, 2, prev.as_ptr());
        }
        mlirOperationStateAddResults(&mut st, 1, &i32t);
        let op = mlirOperationCreate(&mut st);
        mlirBlockAppendOwnedOperation(body, op);
        prev = [prev[1], mlirOperationGetResult(op, 0)];
    }
    m
}

fn context() -> MlirContext {
    let ctx = mlirContextCreate();
    mlirContextSetAllowUnregisteredDialects(ctx, true);
    ctx
}

/// Times `f` on a fresh context per iteration; the context (and whatever
/// `f` built in it) is destroyed outside the timed part, so that the live
/// context limit is never reached however many iterations criterion runs.
fn time_fresh<T>(iters: u64, mut f: impl FnMut(MlirContext) -> T) -> std::time::Duration {
    let mut total = std::time::Duration::ZERO;
    for _ in 0..iters {
        let ctx = context();
        let start = std::time::Instant::now();
        std::hint::black_box(f(ctx));
        total += start.elapsed();
        mlirContextDestroy(ctx);
    }
    total
}

fn sample_size(n: usize) -> usize {
    if n >= 1_000_000 {
        10
    } else {
        20
    }
}

unsafe extern "C" fn count_cb(_op: MlirOperation, u: *mut c_void) -> MlirWalkResult {
    // SAFETY: `u` is the `&mut usize` passed below.
    unsafe { *(u as *mut usize) += 1 };
    MlirWalkResult(0)
}

unsafe extern "C" fn append_cb(s: MlirStringRef, u: *mut c_void) {
    // SAFETY: `u` is the `&mut Vec<u8>` passed below and `s` names
    // `s.length` readable bytes for the duration of the call.
    unsafe { (*(u as *mut Vec<u8>)).extend_from_slice(std::slice::from_raw_parts(s.data as *const u8, s.length)) };
}

unsafe extern "C" fn sink_cb(s: MlirStringRef, u: *mut c_void) {
    // SAFETY: `u` is the `&mut usize` passed below.
    unsafe { *(u as *mut usize) += s.length };
}

fn benches(c: &mut Criterion) {
    let mut g = c.benchmark_group("capi");
    for n in SIZES {
        g.throughput(Throughput::Elements(n as u64)).sample_size(sample_size(n));
        g.bench_with_input(BenchmarkId::new("build", n), &n, |b, &n| {
            b.iter_custom(|iters| time_fresh(iters, |ctx| build(ctx, n)))
        });
        let ctx = context();
        let m = build(ctx, n);
        let mop = mlirModuleGetOperation(m);
        g.bench_with_input(BenchmarkId::new("walk", n), &n, |b, _| {
            b.iter(|| {
                let mut count = 0usize;
                mlirOperationWalk(mop, Some(count_cb), &mut count as *mut usize as *mut c_void, MlirWalkOrder(0));
                count
            })
        });
        g.bench_with_input(BenchmarkId::new("iterate", n), &n, |b, _| {
            b.iter(|| {
                let mut count = 0usize;
                let mut op = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
                while !op.ptr.is_null() {
                    count += 1;
                    op = mlirOperationGetNextInBlock(op);
                }
                count
            })
        });
        g.bench_with_input(BenchmarkId::new("print", n), &n, |b, _| {
            b.iter(|| {
                let mut bytes = 0usize;
                mlirOperationPrint(mop, Some(sink_cb), &mut bytes as *mut usize as *mut c_void);
                bytes
            })
        });
        g.bench_with_input(BenchmarkId::new("print_generic", n), &n, |b, _| {
            let flags = mlirOpPrintingFlagsCreate();
            mlirOpPrintingFlagsPrintGenericOpForm(flags);
            b.iter(|| {
                let mut bytes = 0usize;
                mlirOperationPrintWithFlags(mop, flags, Some(sink_cb), &mut bytes as *mut usize as *mut c_void);
                bytes
            });
            mlirOpPrintingFlagsDestroy(flags);
        });
        g.bench_with_input(BenchmarkId::new("parse", n), &n, |b, _| {
            let mut text = Vec::new();
            mlirOperationPrint(mop, Some(append_cb), &mut text as *mut Vec<u8> as *mut c_void);
            let source = MlirStringRef { data: text.as_ptr() as *const _, length: text.len() };
            b.iter_custom(|iters| {
                time_fresh(iters, |pctx| {
                    let parsed = mlirModuleCreateParse(pctx, source);
                    assert!(!parsed.ptr.is_null(), "the printed module parses");
                    parsed
                })
            })
        });
        g.bench_with_input(BenchmarkId::new("verify", n), &n, |b, _| b.iter(|| mlirOperationVerify(mop)));
        g.bench_with_input(BenchmarkId::new("destroy", n), &n, |b, &n| {
            b.iter_batched(
                || {
                    let ctx = context();
                    (ctx, build(ctx, n))
                },
                |(ctx, m)| {
                    mlirModuleDestroy(m);
                    mlirContextDestroy(ctx);
                },
                BatchSize::PerIteration,
            )
        });
        mlirModuleDestroy(m);
        mlirContextDestroy(ctx);
    }
    g.finish();

    let mut u = c.benchmark_group("capi_uniquing");
    let n = 100_000usize;
    u.throughput(Throughput::Elements(n as u64)).sample_size(20);
    let ctx = context();
    u.bench_function("integer_type_hit", |b| {
        b.iter(|| {
            for _ in 0..n {
                std::hint::black_box(mlirIntegerTypeGet(ctx, std::hint::black_box(32)));
            }
        })
    });
    u.bench_function("integer_type_miss", |b| {
        b.iter_custom(|iters| {
            time_fresh(iters, |fresh| {
                for w in 1..=n as u32 {
                    std::hint::black_box(mlirIntegerTypeGet(fresh, w));
                }
            })
        })
    });
    let t = mlirIntegerTypeGet(ctx, 64);
    u.bench_function("integer_attr_miss", |b| {
        b.iter_custom(|iters| {
            time_fresh(iters, |fresh| {
                let t = mlirIntegerTypeGet(fresh, 64);
                for v in 0..n as i64 {
                    std::hint::black_box(mlirIntegerAttrGet(t, v));
                }
            })
        })
    });
    u.bench_function("integer_attr_hit", |b| {
        b.iter(|| {
            for _ in 0..n {
                std::hint::black_box(mlirIntegerAttrGet(t, std::hint::black_box(42)));
            }
        })
    });
    u.finish();
    mlirContextDestroy(ctx);
}

criterion_group!(capi_benches, benches);
criterion_main!(capi_benches);
