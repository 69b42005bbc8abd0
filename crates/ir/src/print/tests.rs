//! Tests of the printer against text upstream MLIR 22 printed for the same
//! IR: each expected string is `mlir-opt` 22.1's output for the input
//! given next to it (the tests build that input's IR with the core API).

use crate::attrs::{Location, NamedAttribute};
use crate::context::{Context, OwnedContext};
use crate::ir::{BlockId, Ir, OpId, OperationState, RegionId, ValueId};
use crate::print::{op_to_string, PrintFlags};
use crate::types::Type;

fn context() -> OwnedContext {
    let cx = Context::new();
    cx.set_allow_unregistered_dialects(true);
    cx
}

/// A module located at `file`:0:0, as `mlir-opt` makes for a file.
fn module(cx: &Context, ir: &mut Ir, file: &str) -> (OpId, BlockId) {
    let m = ir.create_module(cx, cx.file_line_col(file.as_bytes(), 0, 0), None).unwrap();
    let body = ir.region_first_block(ir.op_region(m, 0).unwrap()).unwrap().unwrap();
    (m, body)
}

struct Op<'a> {
    name: &'a str,
    operands: &'a [ValueId],
    results: &'a [Type],
    attrs: &'a [(&'a str, crate::attrs::Attribute)],
    regions: Vec<RegionId>,
    loc: Location,
}

fn create(cx: &Context, ir: &mut Ir, o: Op<'_>) -> OpId {
    let mut st = OperationState::new(cx.op_name(o.name.as_bytes()), o.loc);
    st.operands.extend_from_slice(o.operands);
    st.results.extend_from_slice(o.results);
    for &(n, v) in o.attrs {
        st.attributes.push(NamedAttribute { name: cx.identifier(n), value: v });
    }
    st.regions.extend(o.regions);
    ir.create_op(cx, st).unwrap()
}

fn tuple_of(cx: &Context, first: Option<Type>, elem: Type) -> Type {
    let mut elems: Vec<Type> = first.into_iter().collect();
    while elems.len() < 17 {
        elems.push(elem);
    }
    cx.tuple_type(&elems)
}

/// Input (`t.mlir`), with `T17` a tuple of 17 `i1`, `T18` a tuple of `T17`
/// and 16 `i1`, `T8` a tuple of 17 `i8`:
///
/// ```mlir
/// %0 = "foo.a"() {t = T18} : () -> T17
/// "foo.b"(%0) {u = tuple<T17>} : (T17) -> () loc(fused<T8>["a":1:1])
/// "foo.c"() ({
/// ^bb0(%arg0: tuple<T17>):
///   "foo.d"() : () -> ()
/// }) : () -> ()
/// ```
#[test]
fn type_aliases_by_depth_and_deferral() {
    let cx = context();
    let mut ir = cx.ir_mut();
    let (m, body) = module(&cx, &mut ir, "t.mlir");
    let i1 = cx.int(1);
    let t17 = tuple_of(&cx, None, i1);
    let t18 = tuple_of(&cx, Some(t17), i1);
    let u = cx.tuple_type(&[t17]);
    let t8 = tuple_of(&cx, None, cx.int(8));
    let at = |l, c| cx.file_line_col(b"t.mlir", l, c);
    let a = create(
        &cx,
        &mut ir,
        Op { name: "foo.a", operands: &[], results: &[t17], attrs: &[("t", cx.type_attr(t18))], regions: vec![], loc: at(1, 6) },
    );
    let av = ir.op_result(a, 0).unwrap();
    let fused = cx.fused_loc(&[cx.file_line_col(b"a", 1, 1)], Some(cx.type_attr(t8)));
    let b = create(
        &cx,
        &mut ir,
        Op { name: "foo.b", operands: &[av], results: &[], attrs: &[("u", cx.type_attr(u))], regions: vec![], loc: fused },
    );
    let region = ir.create_region();
    let entry = ir.create_block(&[(u, at(4, 6))]).unwrap();
    ir.region_append_block(region, entry).unwrap();
    let d = create(&cx, &mut ir, Op { name: "foo.d", operands: &[], results: &[], attrs: &[], regions: vec![], loc: at(5, 3) });
    ir.append_op(entry, d).unwrap();
    let c = create(&cx, &mut ir, Op { name: "foo.c", operands: &[], results: &[], attrs: &[], regions: vec![region], loc: at(3, 1) });
    for o in [a, b, c] {
        ir.append_op(body, o).unwrap();
    }
    let t = "tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>";
    let t1 = "tuple<!tuple, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>";
    let expected = format!(
        "!tuple = {t}\n!tuple1 = {t1}\nmodule {{\n  %0 = \"foo.a\"() {{t = !tuple1}} : () -> !tuple\n  \"foo.b\"(%0) {{u = tuple<!tuple>}} : (!tuple) -> ()\n  \"foo.c\"() ({{\n  ^bb0(%arg0: tuple<!tuple>):\n    \"foo.d\"() : () -> ()\n  }}) : () -> ()\n}}\n"
    );
    assert_eq!(op_to_string(&cx, &ir, m, &PrintFlags::default()).unwrap(), expected);

    let t8s = "tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>";
    let expected = format!(
        "!tuple = {t}\n#loc4 = loc(\"t.mlir\":4:6)\n!tuple2 = {t1}\nmodule {{\n  %0 = \"foo.a\"() {{t = !tuple2}} : () -> !tuple loc(#loc1)\n  \"foo.b\"(%0) {{u = tuple<!tuple>}} : (!tuple) -> () loc(#loc6)\n  \"foo.c\"() ({{\n  ^bb0(%arg0: tuple<!tuple> loc(\"t.mlir\":4:6)):\n    \"foo.d\"() : () -> () loc(#loc5)\n  }}) : () -> () loc(#loc3)\n}} loc(#loc)\n!tuple1 = {t8s}\n#loc = loc(\"t.mlir\":0:0)\n#loc1 = loc(\"t.mlir\":1:6)\n#loc2 = loc(\"a\":1:1)\n#loc3 = loc(\"t.mlir\":3:1)\n#loc5 = loc(\"t.mlir\":5:3)\n#loc6 = loc(fused<!tuple1>[#loc2])\n"
    );
    let flags = PrintFlags { debug_info: true, ..PrintFlags::default() };
    assert_eq!(op_to_string(&cx, &ir, m, &flags).unwrap(), expected);
}

/// Input (`mlir-opt --mlir-print-value-users`):
///
/// ```mlir
/// "foo.op"() ({
/// ^bb0(%a: i32):
///   %0:2 = "foo.c"() : () -> (i32, i32)
///   %1 = "foo.c"() : () -> i32
///   "foo.br"(%0#1, %1, %1)[^bb1] : (i32, i32, i32) -> ()
/// ^bb1(%b: i32, %c: i32):
///   "foo.region"() ({
///     %6 = "foo.c"() : () -> i32
///     "foo.use"(%6, %b, %c) : (i32, i32, i32) -> ()
///   }) : () -> ()
///   %7:2 = "foo.two"(%b) : (i32) -> (i32, i32)
///   "foo.e"(%7#0, %7#1) : (i32, i32) -> ()
/// }) : () -> ()
/// ```
#[test]
fn value_users() {
    let cx = context();
    let mut ir = cx.ir_mut();
    let (m, body) = module(&cx, &mut ir, "u.mlir");
    let i32t = cx.int(32);
    let unk = cx.unknown_loc();
    let region = ir.create_region();
    let bb0 = ir.create_block(&[(i32t, unk)]).unwrap();
    let bb1 = ir.create_block(&[(i32t, unk), (i32t, unk)]).unwrap();
    ir.region_append_block(region, bb0).unwrap();
    ir.region_append_block(region, bb1).unwrap();
    let mk = |ir: &mut Ir, name: &str, operands: &[ValueId], results: &[Type], regions: Vec<RegionId>| {
        create(&cx, ir, Op { name, operands, results, attrs: &[], regions, loc: unk })
    };
    let c0 = mk(&mut ir, "foo.c", &[], &[i32t, i32t], vec![]);
    let c1 = mk(&mut ir, "foo.c", &[], &[i32t], vec![]);
    let (c01, c1v) = (ir.op_result(c0, 1).unwrap(), ir.op_result(c1, 0).unwrap());
    let mut st = OperationState::new(cx.op_name(b"foo.br"), unk);
    st.operands.extend_from_slice(&[c01, c1v, c1v]);
    st.successors.push(bb1);
    let br = ir.create_op(&cx, st).unwrap();
    for o in [c0, c1, br] {
        ir.append_op(bb0, o).unwrap();
    }
    let (b, c) = (ir.block_arg(bb1, 0).unwrap(), ir.block_arg(bb1, 1).unwrap());
    let inner = ir.create_region();
    let ib = ir.create_empty_block();
    ir.region_append_block(inner, ib).unwrap();
    let c6 = mk(&mut ir, "foo.c", &[], &[i32t], vec![]);
    let c6v = ir.op_result(c6, 0).unwrap();
    let usr = mk(&mut ir, "foo.use", &[c6v, b, c], &[], vec![]);
    ir.append_op(ib, c6).unwrap();
    ir.append_op(ib, usr).unwrap();
    let reg = mk(&mut ir, "foo.region", &[], &[], vec![inner]);
    let two = mk(&mut ir, "foo.two", &[b], &[i32t, i32t], vec![]);
    let (t0, t1) = (ir.op_result(two, 0).unwrap(), ir.op_result(two, 1).unwrap());
    let e = mk(&mut ir, "foo.e", &[t0, t1], &[], vec![]);
    for o in [reg, two, e] {
        ir.append_op(bb1, o).unwrap();
    }
    let top = mk(&mut ir, "foo.op", &[], &[], vec![region]);
    ir.append_op(body, top).unwrap();
    let expected = "module {\n  \"foo.op\"() ({\n  ^bb0(%arg0: i32):\n    // %arg0 is unused\n    %1:2 = \"foo.c\"() : () -> (i32, i32) // users: (unused), (%3)\n    %2 = \"foo.c\"() : () -> i32 // user: %3\n    \"foo.br\"(%1#1, %2, %2)[^bb1] : (i32, i32, i32) -> () // id: %3\n  ^bb1(%4: i32, %5: i32):  // pred: ^bb0\n    // %4 is used by %7#0, %7#1, %10\n    // %5 is used by %10\n    \"foo.region\"() ({\n      %9 = \"foo.c\"() : () -> i32 // user: %10\n      \"foo.use\"(%9, %4, %5) : (i32, i32, i32) -> () // id: %10\n    }) : () -> ()\n    %7:2 = \"foo.two\"(%4) : (i32) -> (i32, i32) // users: (%8), (%8)\n    \"foo.e\"(%7#0, %7#1) : (i32, i32) -> () // id: %8\n  }) : () -> ()\n}\n";
    let flags = PrintFlags { value_users: true, ..PrintFlags::default() };
    assert_eq!(op_to_string(&cx, &ir, m, &flags).unwrap(), expected);
}
