//! The structural walk of the verifier (upstream's `verifyOperation` with
//! its `verifyOnEntrance` / `verifyOnExit` steps): operations and blocks
//! are checked on the way in and on the way out of a depth-first walk that
//! does not descend into isolated-from-above operations; those are
//! verified (with their dominance) when their parent is left.

use super::{NameInfo, NameKind, Verifier};
use crate::diagnostics::{op_text, Diagnostic, Severity};
use crate::ir::{OpData, BLOCK_ARG};
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
    /// Whether the current block's region has SSA dominance.
    ssa: bool,
    /// Isolated-from-above operations directly in this operation's blocks.
    isolated: Vec<u32>,
    /// For an operation whose symbol table the default region invariants
    /// check: whether an operation directly inside may have a symbol name
    /// (`None` when not tracked).
    symbols: Option<bool>,
}

impl Frame {
    fn new(ir: &crate::ir::Ir, op: u32, info: NameInfo) -> Frame {
        let regions = ir.opd(op).regions;
        let tracked = info.traits.has(Traits::SYMBOL_TABLE);
        Frame {
            op,
            region: regions.start,
            region_end: regions.start + regions.len,
            block: NONE,
            next_op: NONE,
            ssa: true,
            isolated: Vec::new(),
            symbols: tracked.then_some(false),
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
    ///
    /// While walking the structure, the verifier notes whether every operand
    /// of every operation below `op` (those the dominance check and the
    /// isolation check look at) is trivially fine: a result of an earlier
    /// operation of the same block (any operation of the block in a graph
    /// region) or an argument of the same block. If so, the dominance check
    /// cannot fail and is skipped, as is the isolation check of `op`.
    pub(super) fn verify_op_and_dominance(&mut self, op: u32) -> bool {
        crate::support::stack::deep(|| self.verify_op_and_dominance_step(op))
    }

    /// One step of [`verify_op_and_dominance`]'s recursion, on a stack with room for it.
    fn verify_op_and_dominance_step(&mut self, op: u32) -> bool {
        let outer = std::mem::replace(&mut self.trivial, true);
        let ok = self.verify_operation(op);
        let trivial = self.trivial;
        self.trivial = outer;
        if !ok {
            return false;
        }
        self.ir.opd(op).regions.len == 0 || (trivial && !self.exact) || self.verify_dominance(op)
    }

    /// Clears `self.trivial` unless every operand of `o` (whose data is
    /// `d`, in a block whose region has SSA dominance if `ssa`) is
    /// trivially fine.
    #[inline]
    fn note_operands(&mut self, o: u32, d: &OpData, ssa: bool) {
        if self.trivial {
            for u in d.operands.indices() {
                if !self.operand_is_trivial(o, d, ir_target(self.ir, u), ssa) {
                    self.trivial = false;
                    return;
                }
            }
        }
    }

    /// Whether value `v` used by `o` (data `d`) is trivially fine (see
    /// [`Verifier::verify_op_and_dominance`]).
    #[inline]
    fn operand_is_trivial(&self, o: u32, d: &OpData, v: u32, ssa: bool) -> bool {
        let ir = self.ir;
        if v == NONE {
            return false;
        }
        let block = d.parent;
        let vd = ir.values.get(v);
        if vd.number & BLOCK_ARG != 0 {
            return vd.owner == block;
        }
        let def = vd.owner;
        if def == o {
            return false;
        }
        let dd = ir.opd(def);
        dd.parent == block && (!ssa || (ir.blocks.get(block).order_valid && dd.order < d.order))
    }

    /// The structural walk from `root`; stops at the first failure.
    fn verify_operation(&mut self, root: u32) -> bool {
        let ir = self.ir;
        let d = ir.opd(root);
        let info = self.name_info(d.name);
        if !self.enter_op_with(root, d, info, None) {
            return false;
        }
        if d.regions.len == 0 {
            return self.exit_op_with(root, d, info, &[], true, false);
        }
        let mut stack = vec![Frame::new(ir, root, info)];
        while let Some(f) = stack.last_mut() {
            // Walk into the next operation of the current block.
            if f.next_op != NONE {
                let o = f.next_op;
                let ssa = f.ssa;
                let d = ir.opd(o);
                f.next_op = d.next;
                let info = self.name_info(d.name);
                if f.symbols == Some(false) && self.may_have_symbol_name(d) {
                    f.symbols = Some(true);
                }
                if d.regions.len != 0 && info.traits.has(Traits::ISOLATED_FROM_ABOVE) {
                    f.isolated.push(o);
                    self.note_operands(o, d, ssa);
                    continue;
                }
                if !self.enter_op_with(o, d, info, Some(ssa)) {
                    return false;
                }
                if d.regions.len == 0 {
                    // Nothing nested: leave it at once.
                    if !self.exit_op_with(o, d, info, &[], false, false) {
                        return false;
                    }
                } else {
                    stack.push(Frame::new(ir, o, info));
                }
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
                let region = f.region;
                f.block = next;
                f.next_op = ir.blocks.get(next).first_op;
                if !self.enter_block(next) {
                    return false;
                }
                let ssa = self.has_ssa_dominance(region);
                if let Some(f) = stack.last_mut() {
                    f.ssa = ssa;
                }
                continue;
            }
            // The operation is done.
            let Some(f) = stack.pop() else { break };
            let d = ir.opd(f.op);
            let info = self.name_info(d.name);
            let no_symbols = f.symbols == Some(false);
            if !self.exit_op_with(f.op, d, info, &f.isolated, stack.is_empty(), no_symbols) {
                return false;
            }
        }
        true
    }

    /// Upstream's `verifyOnEntrance(Operation &)` for operation `o` (data
    /// `d`, name `info`). With `note`, also notes whether its operands are
    /// trivially fine (`note` saying whether its block has SSA dominance).
    fn enter_op_with(&mut self, o: u32, d: &OpData, info: NameInfo, note: Option<bool>) -> bool {
        let (cx, ir) = (self.cx, self.ir);
        for u in d.operands.indices() {
            let v = ir.operands.get(u).target;
            if v == NONE {
                return self.error_fail(o, || "null operand found".into());
            }
            if let Some(ssa) = note {
                if self.trivial && !self.operand_is_trivial(o, d, v, ssa) {
                    self.trivial = false;
                }
            }
        }
        // Upstream then lets the dialect of each dialect-prefixed
        // discardable attribute verify it; no dialect defined here verifies
        // operation attributes.
        let def = info.def;
        if let Some(def) = def {
            let id = ir.op_id(o);
            if crate::registry::verify_op_def(cx, ir, id, def).is_err() {
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
                let loc = ir.op_location(o);
                return self
                    .diag_fail(|| Diagnostic::error(loc, "entry block of region may not have predecessors"));
            }
        }
        true
    }

    /// Upstream's `mayBeValidWithoutTerminator`: a block outside a region,
    /// or the only block of a region of no operation, of an unregistered
    /// operation or of a `NoTerminator` one.
    fn may_lack_terminator(&mut self, b: u32) -> bool {
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
            let loc = if parent == NONE { cx.unknown_loc() } else { ir.op_loc_opt(parent).unwrap_or(cx.unknown_loc()) };
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
    ///
    /// For the `root` of a walk whose operands were all trivially fine, the
    /// isolation check of the default region invariants is skipped (it
    /// cannot fail).
    /// With `no_symbols` (no operation directly inside has a symbol name),
    /// the symbol table check of the default region invariants only checks
    /// the shape of the regions.
    fn exit_op_with(
        &mut self,
        o: u32,
        d: &OpData,
        info: NameInfo,
        isolated: &[u32],
        root: bool,
        no_symbols: bool,
    ) -> bool {
        let (cx, ir) = (self.cx, self.ir);
        if !self.verify_isolated(isolated) {
            return false;
        }
        let name = d.name;
        if let Some(def) = info.def {
            let id = ir.op_id(o);
            let skip_isolation = root && self.trivial && !self.exact;
            let no_symbols = no_symbols && !self.exact;
            return crate::registry::verify_op_def_regions(cx, ir, id, def, skip_isolation, no_symbols).is_ok();
        }
        match self.name_kind(name) {
            NameKind::Registered | NameKind::Unknown => true,
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

impl Verifier<'_> {
    /// Verifies the isolated-from-above children of an operation (all of
    /// them, reporting each failure, in order). As upstream's verifier,
    /// with multithreading enabled they are checked on several threads:
    /// quietly first, each worker with a verifier of its own over the
    /// shared, immutable IR; only when one fails are they checked again
    /// here, in order, so the diagnostics are the sequential ones.
    fn verify_isolated(&mut self, isolated: &[u32]) -> bool {
        if !self.recursive {
            return true;
        }
        /// Fewer isolated operations than this are not worth a thread.
        const MIN_PARALLEL: usize = 8;
        if self.parallel && !self.exact && isolated.len() >= MIN_PARALLEL && hardware_threads() > 1 {
            let workers = hardware_threads().min(isolated.len() / 2);
            let (cx, ir) = (self.cx, self.ir);
            let chunk = isolated.len().div_ceil(workers);
            let quiet = |part: &[u32]| {
                cx.with_diagnostics_suppressed(|| {
                    let mut v = Verifier::new(cx, ir);
                    v.parallel = false;
                    part.iter().all(|&c| v.verify_op_and_dominance(c))
                })
            };
            let all_ok = std::thread::scope(|s| {
                let mut parts = isolated.chunks(chunk);
                let first = parts.next().unwrap_or(&[]);
                let handles: Vec<_> = parts.map(|part| s.spawn(move || quiet(part))).collect();
                let mine = quiet(first);
                handles.into_iter().fold(mine, |ok, h| h.join().unwrap_or(false) && ok)
            });
            if all_ok {
                return true;
            }
        }
        let mut ok = true;
        for &c in isolated {
            if !self.verify_op_and_dominance(c) {
                ok = false;
            }
        }
        ok
    }
}

/// The number of threads the machine runs at once, asked once per
/// process (the question reads system files).
fn hardware_threads() -> usize {
    static N: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *N.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// The value operand slot `u` uses (`NONE` for a null operand).
#[inline]
fn ir_target(ir: &crate::ir::Ir, u: u32) -> u32 {
    ir.operands.get(u).target
}

impl Verifier<'_> {
    /// Whether the operation with data `d` may have a `sym_name` attribute
    /// (any properties count).
    #[inline]
    fn may_have_symbol_name(&self, d: &OpData) -> bool {
        let ir = self.ir;
        let sym = self.sym_name.0.index();
        ir.attr_at(d.props).is_some() || d.attrs.indices().any(|i| ir.attrs.get(i).name == sym)
    }
}
