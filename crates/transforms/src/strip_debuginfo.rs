//! `strip-debuginfo`: replaces the location of every operation and block
//! argument in what it runs on with `loc(unknown)` (upstream's
//! `StripDebugInfo`).

use oxmlir_ir::ir::{walk, WalkOrder, WalkResult};
use oxmlir_ir::view::{op_regions, region_blocks};
use oxmlir_ir::OpId;
use oxmlir_pass::{Pass, PassState};

/// The `strip-debuginfo` pass.
#[derive(Clone, Default)]
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    oxmlir_pass::pass_identity!("StripDebugInfo", "strip-debuginfo", "Strip debug info from all operations");
    fn run(&mut self, op: OpId, state: &mut PassState<'_>) {
        let cx = state.context();
        let unknown = cx.unknown_loc();
        let mut ir = cx.ir_mut();
        let mut ops = Vec::new();
        walk(&*ir, op, WalkOrder::PreOrder, &mut |o| {
            ops.push(o);
            WalkResult::Advance
        });
        for o in ops {
            let _ = ir.set_op_loc(o, unknown);
            for r in op_regions(&ir, o) {
                for b in region_blocks(&ir, r) {
                    for i in 0..ir.block_num_args(b).unwrap_or(0) {
                        if let Ok(v) = ir.block_arg(b, i) {
                            let _ = ir.set_arg_loc(v, unknown);
                        }
                    }
                }
            }
        }
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
