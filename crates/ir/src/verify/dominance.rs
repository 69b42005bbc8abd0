//! The dominance check of the verifier (upstream's
//! `verifyDominanceOfContainedRegions` over `DominanceInfo`): every operand
//! of an operation in a reachable block must properly dominate its user.
//!
//! * Regions with several blocks always have SSA dominance; a single-block
//!   region has it unless its operation is unregistered or declares graph
//!   regions. Inside a block without SSA dominance any order is fine.
//! * A use from a nested region is checked against its ancestor operation
//!   in the defining region; a value defined in no enclosing region does
//!   not dominate.
//! * Operations are visited as upstream's worklist does: all operations of
//!   an operation's regions first, then the nested ones, last pushed
//!   first; isolated-from-above operations are skipped (they were verified
//!   on their own).
//!
//! Same-block order uses the blocks' order indices (or positions computed
//! once per block when those are stale), dominator trees are built once per
//! region, so the check is near-linear.

use hashbrown::HashMap;

use super::domtree::DomTree;
use super::Verifier;
use crate::diagnostics::op_error;
use crate::ir::BLOCK_ARG;
use crate::registry::Traits;
use crate::support::arena::NONE;

/// Dominance data computed during one verification.
#[derive(Default)]
pub(super) struct DomCache {
    /// Dominator trees of multi-block regions, by region arena index.
    trees: HashMap<u32, DomTree>,
    /// Positions of operations in blocks whose order indices are stale.
    positions: HashMap<u32, u32>,
    /// Blocks whose operations have entries in `positions`.
    numbered: HashMap<u32, ()>,
    /// The operations from the root down to the one whose regions are being
    /// checked, by depth (the worklist is a stack, so when an operation is
    /// taken from it the entries above its depth are its ancestors).
    path: Vec<u32>,
    /// The depth in `path` of the operation owning each region seen.
    region_depth: HashMap<u32, u32>,
    /// For regions enclosing the root: the root's ancestor in them.
    outside: HashMap<u32, Option<(u32, u32)>>,
}

impl Verifier<'_> {
    /// Checks the dominance of every use inside the regions of `root`.
    pub(super) fn verify_dominance(&mut self, root: u32) -> bool {
        let ir = self.ir;
        let mut worklist = vec![(root, 0u32)];
        self.dom.path.clear();
        self.dom.outside.clear();
        while let Some((op, depth)) = worklist.pop() {
            self.dom.path.truncate(depth as usize);
            self.dom.path.push(op);
            for r in ir.opd(op).regions.indices() {
                self.dom.region_depth.insert(r, depth);
            }
            for r in ir.opd(op).regions.indices() {
                let first = ir.regions.get(r).first_block;
                let ssa = self.has_ssa_dominance(r);
                let mut b = first;
                while b != NONE {
                    let reachable = b == first || self.tree(r).reachable(b);
                    let mut o = ir.blocks.get(b).first_op;
                    while o != NONE {
                        let d = ir.opd(o);
                        if reachable {
                            for (k, u) in d.operands.indices().enumerate() {
                                let v = ir.operands.get(u).target;
                                // The common case first: a result of an
                                // operation of the same block.
                                if v != NONE {
                                    let vd = ir.values.get(v);
                                    if vd.number & BLOCK_ARG == 0 && vd.owner != o && ir.opd(vd.owner).parent == b {
                                        if !ssa || self.before(b, vd.owner, o) {
                                            continue;
                                        }
                                        return self.diagnose(o, k, v);
                                    }
                                }
                                if !self.value_dominates(v, o, b) {
                                    return self.diagnose(o, k, v);
                                }
                            }
                        }
                        if d.regions.len != 0 && !self.traits(o).has(Traits::ISOLATED_FROM_ABOVE) {
                            worklist.push((o, depth + 1));
                        }
                        o = d.next;
                    }
                    b = ir.blocks.get(b).next;
                }
            }
        }
        true
    }

    /// The dominator tree of region `r` (built on first use).
    fn tree(&mut self, r: u32) -> &DomTree {
        let ir = self.ir;
        self.dom.trees.entry(r).or_insert_with(|| DomTree::new(ir, r))
    }

    /// Upstream's `hasSSADominance` for the blocks of region `r`.
    pub(super) fn has_ssa_dominance(&mut self, r: u32) -> bool {
        let ir = self.ir;
        let rd = ir.regions.get(r);
        if rd.first_block != NONE && ir.blocks.get(rd.first_block).next != NONE {
            return true;
        }
        if rd.parent == NONE {
            return true;
        }
        match self.def(rd.parent) {
            None => false,
            Some(d) => !d.traits.has(Traits::GRAPH_REGIONS),
        }
    }

    /// The ancestor of operation `op` (in block `block`, in a region of the
    /// operation at the end of the path) that lies in region `r`, with its
    /// block (upstream's `findAncestorIteratorInRegion`). Read off the path
    /// in constant time, so deep nesting costs no walk per use.
    fn ancestor_in_region(&mut self, r: u32, block: u32, op: u32) -> Option<(u32, u32)> {
        let ir = self.ir;
        if ir.blocks.get(block).parent == r {
            return Some((block, op));
        }
        let owner = ir.regions.get(r).parent;
        let path = &self.dom.path;
        if let Some(&k) = self.dom.region_depth.get(&r) {
            let k = k as usize;
            if owner != NONE && path.get(k) == Some(&owner) {
                // `r` belongs to an operation on the path: the ancestor is
                // the next one down, if it lies in `r` (not in a sibling).
                let anc = *path.get(k + 1)?;
                let ab = ir.opd(anc).parent;
                return (ir.blocks.get(ab).parent == r).then_some((ab, anc));
            }
        }
        // Not a region on the path: one enclosing the root (values defined
        // above the verified operation), or unrelated.
        let root = *path.first()?;
        if let Some(&hit) = self.dom.outside.get(&r) {
            return hit;
        }
        let rb = ir.opd(root).parent;
        let hit = if rb == NONE { None } else { self.walk_to_region(r, rb, root) };
        self.dom.outside.insert(r, hit);
        hit
    }

    /// [`Self::ancestor_in_region`] by walking up from `op` (in `block`).
    fn walk_to_region(&self, r: u32, block: u32, op: u32) -> Option<(u32, u32)> {
        let ir = self.ir;
        if ir.blocks.get(block).parent == r {
            return Some((block, op));
        }
        let mut cur = ir.parent_op_of_block(block)?;
        loop {
            let b = ir.opd(cur).parent;
            if b == NONE {
                return None;
            }
            let br = ir.blocks.get(b).parent;
            if br == NONE {
                return None;
            }
            if br == r {
                return Some((b, cur));
            }
            cur = ir.regions.get(br).parent;
            if cur == NONE {
                return None;
            }
        }
    }

    /// Whether operation `a` comes before operation `b`, both in `block`.
    fn before(&mut self, block: u32, a: u32, b: u32) -> bool {
        let ir = self.ir;
        if ir.blocks.get(block).order_valid {
            return ir.opd(a).order < ir.opd(b).order;
        }
        if !self.dom.numbered.contains_key(&block) {
            let mut o = ir.blocks.get(block).first_op;
            let mut k = 0u32;
            while o != NONE {
                self.dom.positions.insert(o, k);
                k += 1;
                o = ir.opd(o).next;
            }
            self.dom.numbered.insert(block, ());
        }
        self.dom.positions.get(&a) < self.dom.positions.get(&b)
    }

    /// Upstream's `DominanceInfo::properlyDominates(value, user)`; `user`
    /// is in `user_block`.
    fn value_dominates(&mut self, v: u32, user: u32, user_block: u32) -> bool {
        let ir = self.ir;
        if v == NONE {
            return false;
        }
        let vd = ir.values.get(v);
        if vd.number & BLOCK_ARG != 0 {
            // Block arguments dominate their block and what it dominates.
            let a = vd.owner;
            if a == user_block {
                return true;
            }
            let ar = ir.blocks.get(a).parent;
            if ar == NONE {
                return false;
            }
            let Some((bb, _)) = self.ancestor_in_region(ar, user_block, user) else { return false };
            return bb == a || self.tree(ar).properly_dominates(a, bb);
        }
        let def = vd.owner;
        let db = ir.opd(def).parent;
        if db == NONE {
            return false;
        }
        let dr = ir.blocks.get(db).parent;
        if def == user {
            // An operation using its own result: only in graph regions.
            return dr != NONE && !self.has_ssa_dominance(dr);
        }
        if dr == NONE {
            return false;
        }
        let Some((bb, bop)) = self.ancestor_in_region(dr, user_block, user) else { return false };
        if bb == db {
            if !self.has_ssa_dominance(dr) {
                return true;
            }
            return def != bop && self.before(db, def, bop);
        }
        self.tree(dr).properly_dominates(db, bb)
    }

    /// Reports upstream's `operand #k does not dominate this use` with the
    /// note saying where the operand is defined.
    fn diagnose(&self, user: u32, k: usize, v: u32) -> bool {
        let (cx, ir) = (self.cx, self.ir);
        self.diag_fail(|| {
            let diag = op_error(cx, ir, ir.op_id(user), format!("operand #{k} does not dominate this use"));
            let block1 = ir.opd(user).parent;
            let region1 = ir.blocks.get(block1).parent;
            let vd = ir.values.get(v);
            if vd.number & BLOCK_ARG == 0 {
                let def = vd.owner;
                let loc = ir.op_loc_opt(def).unwrap_or(cx.unknown_loc());
                let block2 = ir.opd(def).parent;
                let region2 = if block2 == NONE { NONE } else { ir.blocks.get(block2).parent };
                let relation = if block1 == block2 {
                    "op in the same block"
                } else if region1 == region2 {
                    "op in the same region"
                } else if self.ir.region_properly_encloses(region2, region1) {
                    "op in a parent region"
                } else if self.ir.region_properly_encloses(region1, region2) {
                    "op in a child region"
                } else {
                    "op is neither in a parent nor in a child region"
                };
                return diag.note(loc, format!("operand defined here ({relation})"));
            }
            let block2 = vd.owner;
            let region2 = ir.blocks.get(block2).parent;
            let parent = ir.parent_op_of_block(block2);
            let loc = parent.and_then(|p| ir.op_loc_opt(p)).unwrap_or(cx.unknown_loc());
            if region2 == NONE {
                return diag.note(loc, " (block without parent)");
            }
            let mut index = 0usize;
            let mut b = ir.regions.get(region2).first_block;
            while b != NONE && b != block2 {
                index += 1;
                b = ir.blocks.get(b).next;
            }
            let relation = if region1 == region2 {
                "in the same region"
            } else if self.ir.region_properly_encloses(region2, region1) {
                "in a parent region"
            } else if self.ir.region_properly_encloses(region1, region2) {
                "in a child region"
            } else {
                "neither in a parent nor in a child region"
            };
            diag.note(loc, format!("operand defined as a block argument (block #{index} {relation})"))
        })
    }
}
