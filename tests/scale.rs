//! Linear time at scale: each input shape is run at `n` and at `4n`
//! (`4n` ≥ 100,000 items) and the larger run must take less than 8 times
//! the smaller one (a linear cost gives about 4, a quadratic one 16). The
//! bound is generous, and a shape is measured again before it is declared
//! super-linear, so that a busy machine cannot make the test fail. Runs
//! under `cargo test` in either profile (the ratio does not depend on it).
//!
//! Shapes: diagnostics (undeclared SSA values, split-marker near misses,
//! through `oxmlir-opt`), attribute-dictionary entries, fused-location
//! parts, regions, operands, results, successors, block arguments,
//! symbols and ops holding a region (parsed, verified and printed), and
//! through the C API `mlirLocationFusedGet` and an operation created with
//! that many regions. `OXMLIR_SCALE_ONLY=<part of a name>` runs only the
//! shapes whose names contain it.

mod support;

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use oxmlir::ir::location::{mlirLocationFileLineColGet, mlirLocationFusedGet, mlirLocationFusedGetNumLocations, mlirLocationUnknownGet};
use oxmlir::ir::operation::{mlirOperationCreate, mlirOperationDestroy, mlirOperationGetNumRegions, mlirOperationStateAddOwnedRegions, mlirOperationStateGet};
use oxmlir::ir::region::mlirRegionCreate;
use oxmlir::ir::context::{mlirContextCreate, mlirContextDestroy, mlirContextSetAllowUnregisteredDialects};
use oxmlir::ir::{MlirAttribute, MlirLocation, MlirRegion};
use oxmlir::support::MlirStringRef;
use oxmlir_ir::dialects::all_dialects;
use oxmlir_ir::print::PrintFlags;
use oxmlir_ir::Context;
use oxmlir_parser::{parse_module, ParseOptions};

/// The smaller size; the larger is four times it.
const N: usize = 25_000;

/// The largest ratio of the two times accepted.
const BOUND: f64 = 8.0;

/// How many times a shape is measured before it is declared super-linear.
const ATTEMPTS: usize = 3;

/// The shortest time of two runs of `f(n)`.
fn time(f: &dyn Fn(usize), n: usize) -> Duration {
    (0..2)
        .map(|_| {
            let t = Instant::now();
            f(n);
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// Checks that `f` scales linearly from `N` to `4N`; returns a failure
/// message.
fn check(name: &str, f: &dyn Fn(usize)) -> Option<String> {
    let mut last = String::new();
    for _ in 0..ATTEMPTS {
        let small = time(f, N);
        let large = time(f, 4 * N);
        // Below a millisecond the clock says little: count it as one.
        let ratio = large.as_secs_f64() / small.as_secs_f64().max(1e-3);
        eprintln!("{name}: {N} in {small:?}, {} in {large:?} (ratio {ratio:.1})", 4 * N);
        if ratio < BOUND {
            return None;
        }
        last = format!("{name}: {N} in {small:?} but {} in {large:?} (ratio {ratio:.1}, bound {BOUND})", 4 * N);
    }
    Some(last)
}

/// Parses `src` (with unregistered dialects allowed), verifies and prints
/// it; fails the test if it does not parse or verify.
fn parse_verify_print(src: &str) {
    let cx = Context::try_new(&all_dialects(), false).expect("a context");
    cx.set_allow_unregistered_dialects(true);
    let mut ir = cx.ir_mut();
    let module = parse_module(&cx, &mut ir, src.as_bytes(), b"scale.mlir", ParseOptions::default()).expect("the input parses");
    drop(ir);
    let ir = cx.ir();
    assert!(oxmlir_ir::verify::verify(&cx, &ir, module), "the input verifies");
    let text = oxmlir_ir::print::op_to_string(&cx, &ir, module, &PrintFlags::default()).expect("printed");
    assert!(!text.is_empty());
}

/// Runs `oxmlir-opt` with `flags` on `src`; returns its stderr.
fn run_opt(flags: &[&str], src: &str) -> Vec<u8> {
    let mut child = Command::new(support::opt::build_opt())
        .args(flags)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn oxmlir-opt");
    let mut stdin = child.stdin.take().expect("stdin");
    let text = src.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let out = child.wait_with_output().expect("wait");
    let _ = writer.join();
    out.stderr
}

/// `n` comma-separated items made by `f`.
fn list(n: usize, f: impl Fn(usize) -> String) -> String {
    let mut s = String::new();
    for i in 0..n {
        if i > 0 {
            s.push_str(", ");
        }
        s.push_str(&f(i));
    }
    s
}

fn undeclared_values(n: usize) {
    let mut src = String::new();
    for i in 0..n {
        let _ = writeln!(src, "\"foo.op\"(%x{i}) : (i32) -> ()");
    }
    let err = run_opt(&["--allow-unregistered-dialect"], &src);
    let count = err.windows(10).filter(|w| w == b"undeclared").count();
    assert_eq!(count, n, "one diagnostic per undeclared value");
}

fn split_near_misses(n: usize) {
    let mut src = String::new();
    for _ in 0..n {
        src.push_str("\"foo.op\"() : () -> ()\n// ---- \n");
    }
    let err = run_opt(&["--allow-unregistered-dialect", "--split-input-file"], &src);
    let count = err.windows(9).filter(|w| w == b"near miss").count();
    assert_eq!(count, n, "one warning per near miss");
}

fn dictionary(n: usize) {
    parse_verify_print(&format!("\"foo.op\"() {{{}}} : () -> ()\n", list(n, |i| format!("a{i} = {i}"))));
}

fn fused(n: usize) {
    parse_verify_print(&format!("\"foo.op\"() : () -> () loc(fused[{}])\n", list(n, |i| format!("\"l{i}\""))));
}

fn regions(n: usize) {
    parse_verify_print(&format!("\"foo.op\"() ({}) : () -> ()\n", list(n, |_| "{}".to_string())));
}

fn operands(n: usize) {
    parse_verify_print(&format!(
        "%0 = \"foo.def\"() : () -> i32\n\"foo.op\"({}) : ({}) -> ()\n",
        list(n, |_| "%0".to_string()),
        list(n, |_| "i32".to_string())
    ));
}

fn results(n: usize) {
    parse_verify_print(&format!("%r:{n} = \"foo.op\"() : () -> ({})\n", list(n, |_| "i32".to_string())));
}

fn successors(n: usize) {
    parse_verify_print(&format!(
        "\"foo.op\"() ({{\n  \"foo.br\"() [{}] : () -> ()\n^bb1:\n  \"foo.end\"() : () -> ()\n}}) : () -> ()\n",
        list(n, |_| "^bb1".to_string())
    ));
}

fn block_arguments(n: usize) {
    parse_verify_print(&format!(
        "\"foo.op\"() ({{\n^bb0({}):\n  \"foo.end\"() : () -> ()\n}}) : () -> ()\n",
        list(n, |i| format!("%a{i}: i32"))
    ));
}

fn symbols(n: usize) {
    let mut src = String::new();
    for i in 0..n {
        let _ = writeln!(src, "func.func private @f{i}()");
    }
    parse_verify_print(&src);
}

fn region_ops(n: usize) {
    let mut src = String::new();
    for _ in 0..n {
        src.push_str("\"foo.op\"() ({\n  \"foo.inner\"() : () -> ()\n}) : () -> ()\n");
    }
    parse_verify_print(&src);
}

/// A C string reference to a static string.
fn sref(s: &'static str) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr().cast(), length: s.len() }
}

fn capi_fused(n: usize) {
    let ctx = mlirContextCreate();
    let locs: Vec<MlirLocation> = (0..n).map(|i| mlirLocationFileLineColGet(ctx, sref("f"), i as u32 + 1, 1)).collect();
    let fused = mlirLocationFusedGet(ctx, n as isize, locs.as_ptr(), MlirAttribute { ptr: std::ptr::null() });
    assert_eq!(mlirLocationFusedGetNumLocations(fused) as usize, n);
    mlirContextDestroy(ctx);
}

fn capi_regions(n: usize) {
    let ctx = mlirContextCreate();
    mlirContextSetAllowUnregisteredDialects(ctx, true);
    let mut state = mlirOperationStateGet(sref("foo.op"), mlirLocationUnknownGet(ctx));
    let regions: Vec<MlirRegion> = (0..n).map(|_| mlirRegionCreate()).collect();
    mlirOperationStateAddOwnedRegions(&mut state, n as isize, regions.as_ptr());
    let op = mlirOperationCreate(&mut state);
    assert_eq!(mlirOperationGetNumRegions(op) as usize, n);
    mlirOperationDestroy(op);
    mlirContextDestroy(ctx);
}

#[test]
fn every_shape_scales_linearly() {
    let shapes: [(&str, &dyn Fn(usize)); 13] = [
        ("undeclared-value diagnostics", &undeclared_values),
        ("split-marker near misses", &split_near_misses),
        ("dictionary entries", &dictionary),
        ("fused-location parts", &fused),
        ("regions", &regions),
        ("operands", &operands),
        ("results", &results),
        ("successors", &successors),
        ("block arguments", &block_arguments),
        ("symbols", &symbols),
        ("ops with a region", &region_ops),
        ("C API fused locations", &capi_fused),
        ("C API regions", &capi_regions),
    ];
    // `OXMLIR_SCALE_ONLY=<part of a name>` measures the matching shapes only.
    let only = std::env::var("OXMLIR_SCALE_ONLY").unwrap_or_default();
    let failures: Vec<String> =
        shapes.iter().filter(|(name, _)| name.contains(only.as_str())).filter_map(|(name, f)| check(name, *f)).collect();
    assert!(failures.is_empty(), "super-linear shapes:\n{}", failures.join("\n"));
}
