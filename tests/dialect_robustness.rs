//! Every registered operation of every dialect, built malformed (operand,
//! result and region counts, value types and region contents that its
//! definition may not allow) and printed with `assume_verified` (so the
//! custom printers and the declarative format meet IR they never see from
//! a verified module), verified, and the printed text parsed again: no
//! panic, whatever the op.

use oxmlir_ir::dialects::{all_dialects, ALL};
use oxmlir_ir::ir::OperationState;
use oxmlir_ir::print::{op_to_string, PrintFlags};
use oxmlir_ir::Context;
use oxmlir_parser::{parse_module, ParseOptions};

/// The shapes each operation is built in: (operands, results, regions).
const SHAPES: &[(usize, usize, usize)] = &[(0, 0, 0), (1, 1, 0), (3, 2, 1), (0, 0, 3), (5, 1, 2)];

#[test]
fn malformed_ops_print_verify_and_parse_without_panicking() {
    let cx = Context::try_new(&all_dialects(), false).expect("a context");
    cx.set_allow_unregistered_dialects(true);
    for spec in ALL {
        cx.load_dialect(spec.def());
    }
    // Diagnostics go to a handler that drops them.
    cx.diagnostics.attach(std::sync::Arc::new(|_: &Context, _: &oxmlir_ir::diagnostics::Diagnostic| true));
    let mut checked = 0;
    let types = [cx.int(32), cx.index_type(), cx.int(1)];
    let map = oxmlir_parser::parse_attribute(&cx, b"affine_map<(d0) -> (d0 + 1)>").expect("an affine map");
    for spec in ALL {
        for def in &spec.def().ops {
            for (&(n_operands, n_results, n_regions), (&ty, fill)) in
                SHAPES.iter().flat_map(|s| types.iter().flat_map(move |t| (0..3).map(move |f| (s, (t, f)))))
            {
                let mut ir = cx.ir_mut();
                let mut src = OperationState::new(cx.op_name(b"other.src"), cx.unknown_loc());
                src.results.extend(std::iter::repeat_n(ty, n_operands.max(1)));
                let source = ir.create_op(&cx, src).expect("source op");
                let values: Vec<_> = (0..n_operands).map(|k| ir.op_result(source, k).unwrap()).collect();
                let mut st = OperationState::new(cx.op_name(def.name.as_bytes()), cx.unknown_loc());
                st.operands.extend(values);
                st.results.extend(std::iter::repeat_n(ty, n_results));
                // An affine map makes the printer run its alias pass too,
                // which runs the custom printers a first time.
                let map = oxmlir_ir::attrs::NamedAttribute { name: cx.identifier("other.map"), value: map };
                st.attributes.push(map);
                for _ in 0..n_regions {
                    let r = ir.create_region();
                    // No block, an empty block, or a block with two
                    // arguments.
                    if fill > 0 {
                        let b = ir.create_empty_block();
                        if fill == 2 {
                            let loc = cx.unknown_loc();
                            ir.block_add_arg(b, ty, loc).expect("argument");
                            ir.block_add_arg(b, ty, loc).expect("argument");
                        }
                        ir.region_append_block(r, b).expect("block");
                    }
                    st.regions.push(r);
                }
                let Ok(op) = ir.create_op(&cx, st) else { continue };
                for flags in [
                    PrintFlags { assume_verified: true, ..PrintFlags::default() },
                    PrintFlags::default(),
                    PrintFlags { generic: true, ..PrintFlags::default() },
                ] {
                    let text = op_to_string(&cx, &ir, op, &flags).unwrap_or_default();
                    // Parsing what was printed (it may be invalid) must not
                    // panic either.
                    let _ = parse_module(&cx, &mut ir, text.as_bytes(), b"p.mlir", ParseOptions::default())
                        .map(|m| ir.erase_op(m));
                }
                let _ = oxmlir_ir::verify::verify(&cx, &ir, op);
                let _ = ir.erase_op(op);
                let _ = ir.erase_op(source);
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "only {checked} operations built");
}
