//! The verifiers of the control-flow interfaces: upstream's
//! `verifyRegionBranchOpInterface` (types along every region control-flow
//! edge) and `verifyLoopLikeOpInterface` (counts and types of the values a
//! loop carries).

use smallvec::SmallVec;

use crate::context::Context;
use crate::diagnostics::op_op_error;
use crate::ir::{Ir, OpId, ValueId};
use crate::registry::interfaces::{
    LoopLikeOpInterface, RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionSuccessor,
};
use crate::registry::Traits;
use crate::view::OpView;

use super::{fail_op, fail_with, VerifyResult};

/// `'<type>'` as upstream prints a type in a diagnostic.
fn quoted(cx: &Context, ir: &Ir, v: ValueId) -> String {
    match ir.value_type(v) {
        Ok(t) => format!("'{}'", crate::print::type_to_string(cx, t)),
        Err(_) => "<<NULL TYPE>>".into(),
    }
}

/// The operands a region terminator forwards to `succ`, if it is a
/// region-branch terminator (it implements the interface, or is
/// `ReturnLike`, which forwards everything).
fn terminator_operands(t: &OpView<'_>, succ: RegionSuccessor) -> Option<SmallVec<[ValueId; 4]>> {
    let def = t.def()?;
    let (start, len) = match def.interfaces.get::<RegionBranchTerminatorOpInterface>() {
        Some(i) => (i.successor_operands)(*t, succ),
        None if def.traits.has(Traits::RETURN_LIKE) => (0, t.num_operands()),
        None => return None,
    };
    Some((start..start + len).filter_map(|k| t.operand(k)).collect())
}

/// Whether `t` is a region-branch terminator.
fn is_branch_terminator(t: &OpView<'_>) -> bool {
    t.def().is_some_and(|d| d.traits.has(Traits::RETURN_LIKE) || d.interfaces.get::<RegionBranchTerminatorOpInterface>().is_some())
}

/// `RegionBranchOpInterface`'s verifier: along each edge from a branch
/// point (the operation, or a region-branch terminator of one of its
/// blocks) to a successor, the forwarded operands match the successor's
/// inputs in number and type.
pub fn region_branch(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let Some(iface) = v.def().and_then(|d| d.interfaces.get::<RegionBranchOpInterface>()).copied() else {
        return Ok(());
    };
    // The branch points: the parent, then each region's terminators.
    let mut points: Vec<(Option<usize>, Option<OpView<'_>>)> = vec![(None, None)];
    for r in 0..v.num_regions() {
        for b in v.region_blocks(r) {
            if let Some(t) = ir.block_last_op(b).ok().flatten().and_then(|t| OpView::new(cx, ir, t)) {
                if is_branch_terminator(&t) {
                    points.push((Some(r), Some(t)));
                }
            }
        }
    }
    for (region, term) in points {
        for succ in (iface.successors)(v, region) {
            let operands: SmallVec<[ValueId; 4]> = match &term {
                None => {
                    let (start, len) = (iface.entry_operands)(v, succ);
                    (start..start + len).filter_map(|k| v.operand(k)).collect()
                }
                Some(t) => terminator_operands(t, succ).unwrap_or_default(),
            };
            let inputs = (iface.successor_inputs)(v, succ);
            let edge = || {
                let from = match &term {
                    None => "parent".to_string(),
                    Some(t) => format!("Operation {}", t.name()),
                };
                let to = match succ {
                    RegionSuccessor::Region(i) => format!("Region #{i}"),
                    RegionSuccessor::Parent => "parent".to_string(),
                };
                format!("along control flow edge from {from} to {to}")
            };
            let note_loc = term.as_ref().map_or_else(|| v.loc(), |t| t.loc());
            let fail = |message: String| {
                fail_with(cx, || {
                    op_op_error(cx, ir, op, format!("{}: {message}", edge())).note(note_loc, "region branch point")
                })
            };
            if operands.len() != inputs.len() {
                return fail(format!(
                    "region branch point has {} operands, but region successor needs {} inputs",
                    operands.len(),
                    inputs.len()
                ));
            }
            for (k, (&a, &b)) in operands.iter().zip(&inputs).enumerate() {
                if ir.value_type(a).ok() != ir.value_type(b).ok() {
                    return fail(format!(
                        "successor operand type #{k} {} should match successor input type #{k} {}",
                        quoted(cx, ir, a),
                        quoted(cx, ir, b)
                    ));
                }
            }
        }
    }
    Ok(())
}

/// `LoopLikeOpInterface`'s verifier (upstream's
/// `verifyLoopLikeOpInterface`).
pub fn loop_like(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let Some(iface) = v.def().and_then(|d| d.interfaces.get::<LoopLikeOpInterface>()).copied() else {
        return Ok(());
    };
    let inits = (iface.inits)(v);
    let iter_args = match (iface.region_iter_args)(v) {
        Ok(args) => args,
        Err(n) => {
            if inits.len() as u64 != n {
                return fail_op(cx, ir, op, || format!("different number of inits and region iter_args: {} != {n}", inits.len()));
            }
            return Ok(());
        }
    };
    let yielded = (iface.yielded_values)(v);
    let results = (iface.loop_results)(v);
    if inits.len() != iter_args.len() {
        return fail_op(cx, ir, op, || {
            format!("different number of inits and region iter_args: {} != {}", inits.len(), iter_args.len())
        });
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return fail_op(cx, ir, op, || {
            format!("different number of region iter_args and yielded values: {} != {}", iter_args.len(), yielded.len())
        });
    }
    if let Some(results) = &results {
        if results.len() != iter_args.len() {
            return fail_op(cx, ir, op, || {
                format!("different number of loop results and region iter_args: {} != {}", results.len(), iter_args.len())
            });
        }
    }
    let ty = |x: ValueId| ir.value_type(x).ok();
    for (k, (&init, &arg)) in inits.iter().zip(&iter_args).enumerate() {
        if ty(init) != ty(arg) {
            return fail_op(cx, ir, op, || {
                format!(
                    "{k}-th init and {k}-th region iter_arg have different type: {} != {}",
                    quoted(cx, ir, init),
                    quoted(cx, ir, arg)
                )
            });
        }
        if let Some(&y) = yielded.get(k) {
            if ty(arg) != ty(y) {
                return fail_op(cx, ir, op, || {
                    format!(
                        "{k}-th region iter_arg and {k}-th yielded value have different type: {} != {}",
                        quoted(cx, ir, arg),
                        quoted(cx, ir, y)
                    )
                });
            }
        }
    }
    if let Some(results) = &results {
        // Upstream numbers every mismatch here as the 0-th (its counter is
        // advanced after the loop).
        for (&arg, &res) in iter_args.iter().zip(results) {
            if ty(arg) != ty(res) {
                return fail_op(cx, ir, op, || {
                    format!(
                        "0-th region iter_arg and 0-th loop result have different type: {} != {}",
                        quoted(cx, ir, arg),
                        quoted(cx, ir, res)
                    )
                });
            }
        }
    }
    Ok(())
}
