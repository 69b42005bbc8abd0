//! Parallel sections (`Context::parallel_section`): workers mutating the
//! functions of one module at once give exactly what one thread doing the
//! same work gives, and a worker cannot reach another's function.

use oxmlir_ir::ir::parallel::SectionError;
use oxmlir_ir::ir::OperationState;
use oxmlir_ir::print::{op_to_string, PrintFlags};
use oxmlir_ir::{Context, OpId, OwnedContext};
use oxmlir_parser::{parse_module, ParseOptions};

/// A module of `n` functions, each adding its argument to itself a few
/// times.
fn module(n: usize) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        s.push_str(&format!(
            "  func.func @f{i}(%a: i32) -> i32 {{\n    %0 = arith.addi %a, %a : i32\n    %1 = arith.muli %0, %a : i32\n    %2 = arith.addi %1, %0 : i32\n    return %2 : i32\n  }}\n"
        ));
    }
    s.push_str("}\n");
    s
}

fn parse(src: &str) -> (OwnedContext, OpId) {
    let cx = Context::try_new(&oxmlir_ir::dialects::all_dialects(), true).unwrap();
    cx.set_allow_unregistered_dialects(true);
    let m = {
        let mut ir = cx.ir_mut();
        parse_module(&cx, &mut ir, src.as_bytes(), b"m.mlir", ParseOptions::default()).unwrap()
    };
    (cx, m)
}

fn functions(cx: &Context, m: OpId) -> Vec<OpId> {
    let ir = cx.ir();
    let region = ir.op_region(m, 0).unwrap();
    let block = ir.region_first_block(region).unwrap().unwrap();
    let mut out = Vec::new();
    let mut op = ir.block_first_op(block).unwrap();
    while let Some(o) = op {
        out.push(o);
        op = ir.op_next(o).unwrap();
    }
    out
}

/// Rewrites a function through `cx`'s accessors: erases its first
/// operation after moving its uses to the argument, appends a marker
/// operation with a new block-less region before the terminator, and
/// renames the function.
fn rewrite(cx: &Context, f: OpId) {
    let mut ir = cx.ir_mut();
    let region = ir.op_region(f, 0).unwrap();
    let block = ir.region_first_block(region).unwrap().unwrap();
    let arg = ir.block_arg(block, 0).unwrap();
    let first = ir.block_first_op(block).unwrap().unwrap();
    let v = ir.op_result(first, 0).unwrap();
    ir.replace_all_uses(v, arg).unwrap();
    ir.erase_op(first).unwrap();
    let mut st = OperationState::new(cx.op_name(b"other.marker"), cx.unknown_loc());
    st.operands.push(arg);
    st.regions.push(ir.create_region());
    let marker = ir.create_op(cx, st).unwrap();
    let term = ir.block_last_op(block).unwrap();
    ir.insert_op_before(block, term, marker).unwrap();
    let name = ir.op_attr_by_name(cx, f, b"sym_name").unwrap().unwrap();
    let renamed = format!("{}_done", cx.str_of(name));
    let attr = cx.string_attr(renamed.as_bytes());
    ir.set_op_attr(cx, f, b"sym_name", attr).unwrap();
}

fn text(cx: &Context, m: OpId) -> String {
    op_to_string(cx, &cx.ir(), m, &PrintFlags::default()).unwrap()
}

#[test]
fn workers_give_what_one_thread_gives() {
    let src = module(64);
    let (seq_cx, seq_m) = parse(&src);
    for f in functions(&seq_cx, seq_m) {
        rewrite(&seq_cx, f);
    }
    let expected = text(&seq_cx, seq_m);
    for workers in [1, 2, 3] {
        let (cx, m) = parse(&src);
        let fs = functions(&cx, m);
        let done = cx
            .parallel_section(&fs, workers, |_, mine| {
                for &i in mine {
                    rewrite(&cx, fs[i]);
                }
                mine.len()
            })
            .unwrap();
        assert_eq!(done.iter().sum::<usize>(), 64);
        assert_eq!(text(&cx, m), expected, "{workers} workers");
        assert!(oxmlir_ir::verify::verify(&cx, &cx.ir(), m));
        // The store is whole again: erasing everything works and frees.
        let mut ir = cx.ir_mut();
        ir.erase_op(m).unwrap();
    }
}

#[test]
fn a_worker_cannot_reach_another_workers_function() {
    let (cx, m) = parse(&module(4));
    let fs = functions(&cx, m);
    // Both workers are inside the section while they look (a worker that
    // is done leaves its operations frozen: readable by the others).
    let both = std::sync::Barrier::new(2);
    let seen = cx
        .parallel_section(&fs, 2, |w, mine| {
            both.wait();
            let ir = cx.ir();
            // Worker 0 owns f0 and f1, worker 1 owns f2 and f3; both may
            // read the module (frozen).
            let other = fs[if w == 0 { 2 } else { 0 }];
            let module_ok = ir.op_name(m).is_ok();
            let r = (ir.op_name(fs[mine[0]]).is_ok(), ir.op_name(other).is_err(), module_ok);
            drop(ir);
            both.wait();
            r
        })
        .unwrap();
    assert_eq!(seen, [(true, true, true), (true, true, true)]);
    // Writing the frozen module is refused by a panic, which the section
    // passes on after poisoning the store.
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        cx.parallel_section(&fs, 2, |_, _| {
            let mut ir = cx.ir_mut();
            let _ = ir.set_op_loc(m, cx.unknown_loc());
        })
    }));
    assert!(r.is_err());
    assert!(std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| cx.ir().is_live_op(m))).is_err(), "poisoned");
}

#[test]
fn sections_need_the_ir_free_and_do_not_nest() {
    let (cx, m) = parse(&module(2));
    let fs = functions(&cx, m);
    {
        let _held = cx.ir();
        assert_eq!(cx.parallel_section(&fs, 2, |_, _| ()).unwrap_err(), SectionError::Busy);
    }
    let inner = cx.parallel_section(&fs, 2, |_, _| cx.parallel_section(&fs, 2, |_, _| ()).map(|_| ())).unwrap();
    assert!(inner.iter().all(|r| *r == Err(SectionError::Busy)));
}
