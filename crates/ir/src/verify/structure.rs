//! The structural walk of the verifier (upstream's `verifyOperation` with
//! its `verifyOnEntrance` / `verifyOnExit` steps): operations and blocks
//! are checked on the way in and on the way out of a depth-first walk that
//! does not descend into isolated-from-above operations; those are
//! verified (with their dominance) when their parent is left.

use super::{traits, NameKind, Verifier};
use crate::diagnostics::{op_text, Diagnostic, Severity};
use crate::registry::Traits;
use crate::support::arena::NONE;

/// One operation being walked: where the walk is among its regions,
/// blocks and operations, and the isolated-from-above children met so far.
struct Frame {
    op: u32,
    /// Index (in the region arena) of the current region.
    region: u32,
    /// One past the last region of the operation.
    region_end: u32,
    /// The current block (`NONE` before the first one).
    block: u32,
    /// The next operation of the current block to walk into.
    next_op: u32,
    /// Isolated-from-above operations directly in this operation's blocks.
    isolated: Vec<u32>,
}

impl Frame {
    fn new(ir: &crate::ir::Ir, op: u32) -> Frame {
        let regions = ir.opd(op).regions;
        Frame {
            op,
            region: regions.start,
            region_end: regions.start + regions.len,
            block: NONE,
            next_op: NONE,
            isolated: Vec::new(),
        }
    }
}

/// The upstream message for an unregistered operation without a dialect.
const UNREGISTERED_DIALECT: &str = "created with unregistered dialect. If this is intended, please call \
     allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt \
     tool used";

impl Verifier<'_> {
    /// Upstream's `verifyOpAndDominance`: the structure, then (if the
    /// operation has regions) the dominance of its regions.
    pub(super) fn verify_op_and_dominance(&mut self, op: u32) -> bool {
        if !self.verify_operation(op) {
            return false;
        }
        self.ir.opd(op).regions.len == 0 || self.verify_dominance(op)
    }

    /// The structural walk from `root`; stops at the first failure.
    fn verify_operation(&mut self, root: u32) -> bool {
        let ir = self.ir;
        if !self.enter_op(root) {
            return false;
        }
        let mut stack = vec![Frame::new(ir, root)];
        while let Some(f) = stack.last_mut() {
            // Walk into the next operation of the current block.
            if f.next_op != NONE {
                let o = f.next_op;
                f.next_op = ir.opd(o).next;
                if self.is_isolated_with_regions(o) {
                    f.isolated.push(o);
                    continue;
                }
                if !self.enter_op(o) {
                    return false;
                }
                stack.push(Frame::new(ir, o));
                continue;
            }
            // The current block is done.
            if f.block != NONE && !self.exit_block(f.block) {
                return false;
            }
            // Move to the next block, possibly in a later region.
            let mut next = if f.block != NONE { ir.blocks.get(f.block).next } else { NONE };
            if next == NONE {
                if f.block != NONE {
                    f.region += 1;
                }
                while f.region < f.region_end {
                    next = ir.regions.get(f.region).first_block;
                    if next != NONE {
                        break;
                    }
                    f.region += 1;
                }
            }
            if next != NONE {
                f.block = next;
                f.next_op = ir.blocks.get(next).first_op;
                if !self.enter_block(next) {
                    return false;
                }
                continue;
            }
            // The operation is done.
            let Some(f) = stack.pop() else { break };
            if !self.exit_op(f.op, &f.isolated) {
                return false;
            }
        }
        true
    }

    /// Upstream's `verifyOnEntrance(Operation &)`.
    fn enter_op(&mut self, o: u32) -> bool {
        let (cx, ir) = (self.cx, self.ir);
        let d = ir.opd(o);
        for u in d.operands.indices() {
            if ir.operands.get(u).target == NONE {
                return self.error_fail(o, || "null operand found".into());
            }
        }
        // Upstream then lets the dialect of each dialect-prefixed
        // discardable attribute verify it; no dialect defined here verifies
        // operation attributes.
        let def = self.def(o);
        if let Some(def) = def {
            let id = ir.op_id(o);
            let r = match def.verify {
                Some(f) => f(cx, ir, id),
                None => traits::verify_traits(cx, ir, id, def.traits),
            };
            if r.is_err() {
                return false;
            }
        }
        if d.regions.len == 0 {
            return true;
        }
        let graph = def.is_some_and(|d| d.traits.has(Traits::GRAPH_REGIONS));
        for (k, r) in d.regions.indices().enumerate() {
            let first = ir.regions.get(r).first_block;
            if graph && first != NONE && ir.blocks.get(first).next != NONE {
                return self.op_fail(o, || format!("expects graph region #{k} to have 0 or 1 blocks"));
            }
            if first == NONE {
                continue;
            }
            if ir.blocks.get(first).first_pred != NONE {
                let loc = d.loc.unwrap_or_else(|| cx.unknown_loc());
                return self
                    .diag_fail(|| Diagnostic::error(loc, "entry block of region may not have predecessors"));
            }
        }
        true
    }

    /// Upstream's `mayBeValidWithoutTerminator`: a block outside a region,
    /// or the only block of a region of no operation, of an unregistered
    /// operation or of a `NoTerminator` one.
    fn may_lack_terminator(&self, b: u32) -> bool {
        let ir = self.ir;
        let r = ir.blocks.get(b).parent;
        if r == NONE {
            return true;
        }
        let rd = ir.regions.get(r);
        if rd.first_block == NONE || ir.blocks.get(rd.first_block).next != NONE {
            return false;
        }
        if rd.parent == NONE {
            return true;
        }
        self.def(rd.parent).is_none_or(|d| d.traits.has(Traits::NO_TERMINATOR))
    }

    /// Upstream's `verifyOnEntrance(Block &)`.
    fn enter_block(&mut self, b: u32) -> bool {
        let (cx, ir) = (self.cx, self.ir);
        let bd = ir.blocks.get(b);
        if bd.first_op == NONE {
            if self.may_lack_terminator(b) {
                return true;
            }
            // The region's location is its operation's.
            let parent = ir.regions.get(bd.parent).parent;
            let loc = if parent == NONE { cx.unknown_loc() } else { ir.opd(parent).loc.unwrap_or(cx.unknown_loc()) };
            return self.diag_fail(|| Diagnostic::error(loc, "empty block: expect at least a terminator"));
        }
        let mut o = bd.first_op;
        while o != NONE {
            let d = ir.opd(o);
            if d.succs.len != 0 && o != bd.last_op {
                return self.error_fail(o, || "operation with block successors must terminate its parent block".into());
            }
            o = d.next;
        }
        true
    }

    /// Upstream's `verifyOnExit(Block &)`.
    fn exit_block(&mut self, b: u32) -> bool {
        let (cx, ir) = (self.cx, self.ir);
        let bd = ir.blocks.get(b);
        let last = bd.last_op;
        if last == NONE {
            // An empty block that may lack a terminator (otherwise its
            // entrance failed).
            return true;
        }
        // A block's successors are only considered in multi-block regions
        // (upstream's `SuccessorRange(Block *)`).
        let r = bd.parent;
        let multi = r != NONE && {
            let first = ir.regions.get(r).first_block;
            first != NONE && ir.blocks.get(first).next != NONE
        };
        if multi {
            for u in ir.opd(last).succs.indices() {
                let target = ir.succs.get(u).target;
                if target == NONE || ir.blocks.get(target).parent != r {
                    return self.op_fail(last, || "branching to block of a different region".into());
                }
            }
        }
        if self.may_lack_terminator(b) {
            return true;
        }
        let is_terminator = self.def(last).is_none_or(|d| d.traits.has(Traits::TERMINATOR));
        if !is_terminator {
            return self.error_fail(last, || {
                format!("block with no terminator, has {}", op_text(cx, ir, ir.op_id(last), Severity::Error, true))
            });
        }
        true
    }

    /// Upstream's `verifyOnExit(Operation &)`: the isolated-from-above
    /// children (all of them), the region invariants, the dialect check of
    /// an unregistered operation.
    fn exit_op(&mut self, o: u32, isolated: &[u32]) -> bool {
        let (cx, ir) = (self.cx, self.ir);
        let mut ok = true;
        for &c in isolated {
            if !self.verify_op_and_dominance(c) {
                ok = false;
            }
        }
        if !ok {
            return false;
        }
        let name = ir.opd(o).name;
        if let Some(def) = self.def(o) {
            let id = ir.op_id(o);
            let r = match def.verify_regions {
                Some(f) => f(cx, ir, id),
                None => traits::verify_region_traits(cx, ir, id, def.traits),
            };
            return r.is_ok();
        }
        match self.name_kind(name) {
            NameKind::Registered => true,
            NameKind::NoDialect if self.allow_unregistered => true,
            NameKind::NoDialect => self.op_fail(o, || UNREGISTERED_DIALECT.into()),
            NameKind::UnknownInDialect => self.error_fail(o, || {
                let full = cx.op_name_str(name);
                let ns = full.split('.').next().unwrap_or("");
                format!("unregistered operation '{full}' found in dialect ('{ns}') that does not allow unknown operations")
            }),
        }
    }
}
