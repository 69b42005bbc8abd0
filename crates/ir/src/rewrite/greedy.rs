//! The greedy pattern driver (upstream's `applyPatternsGreedily`): a
//! worklist of operations, each erased if trivially dead, else folded,
//! else offered to the patterns; repeated, with region simplification,
//! until nothing changes.

use hashbrown::HashSet;
use smallvec::SmallVec;

use super::fold::{constant_of_op, constant_value, def_of, fold_op, ConstantFolder};
use super::listener::Listener;
use super::pattern::FrozenPatternSet;
use super::rewriter::Rewriter;
use super::simplify::{erase_unreachable_blocks, simplify_regions};
use crate::attrs::Attribute;
use crate::ir::{walk, Ir, OpId, RegionId, ValueId, ValueOwner, WalkOrder, WalkResult};
use crate::registry::interfaces::is_trivially_dead;
use crate::registry::{OpFoldResult, Traits};
use crate::view::op_regions;
use crate::Context;

/// No limit (for [`GreedyConfig::max_iterations`] and
/// [`GreedyConfig::max_rewrites`]).
pub const NO_LIMIT: i64 = -1;

/// Which operations the driver may process (upstream's
/// `GreedyRewriteStrictness`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Strictness {
    /// Any operation.
    #[default]
    AnyOp,
    /// The operations there at the start and those created since.
    ExistingAndNewOps,
    /// The operations there at the start.
    ExistingOps,
}

/// How far regions are simplified between worklist passes (upstream's
/// `GreedySimplifyRegionLevel`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum SimplifyLevel {
    /// Not at all.
    Disabled,
    /// Unreachable blocks, dead code and dead block arguments.
    Normal,
    /// Also identical blocks merged and redundant arguments dropped.
    #[default]
    Aggressive,
}

/// The driver's configuration (upstream's `GreedyRewriteConfig`).
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    /// Iterations (worklist pass + region simplification) at most
    /// ([`NO_LIMIT`]: no limit); 10 by default.
    pub max_iterations: i64,
    /// Successful pattern applications per worklist pass at most
    /// ([`NO_LIMIT`] by default).
    pub max_rewrites: i64,
    /// Whether the worklist starts in pre-order, processed first to last,
    /// or in post-order (the default, as upstream's `GreedyRewriteConfig`;
    /// the canonicalizer's `top-down` option defaults to true).
    pub top_down: bool,
    /// Which operations may be processed.
    pub strictness: Strictness,
    /// Region simplification between iterations.
    pub region_simplification: SimplifyLevel,
    /// Whether operations are folded.
    pub fold: bool,
    /// Whether equal constants are uniqued and hoisted to the entry block
    /// of their region.
    pub cse_constants: bool,
    /// Only operations in this region (or nested in it) are processed;
    /// the region being simplified when unset.
    pub scope: Option<RegionId>,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            max_iterations: 10,
            max_rewrites: NO_LIMIT,
            top_down: false,
            strictness: Strictness::AnyOp,
            region_simplification: SimplifyLevel::Aggressive,
            fold: true,
            cse_constants: true,
            scope: None,
        }
    }
}

/// What a greedy rewrite did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Whether it stopped because nothing changed any more (not because of
    /// a limit).
    pub converged: bool,
    /// Whether it changed the IR.
    pub changed: bool,
}

/// Applies `patterns` and folding to the operations in the regions of
/// `op` (not to `op` itself), region by region.
pub fn apply_patterns_greedily(cx: &Context, op: OpId, patterns: &FrozenPatternSet, config: &GreedyConfig) -> Outcome {
    let regions = op_regions(&cx.ir(), op);
    let mut out = Outcome { converged: true, changed: false };
    for region in regions {
        let r = apply_patterns_greedily_in_region(cx, region, patterns, config);
        out.converged &= r.converged;
        out.changed |= r.changed;
    }
    out
}

/// Applies `patterns` and folding to the operations in `region`.
pub fn apply_patterns_greedily_in_region(cx: &Context, region: RegionId, patterns: &FrozenPatternSet, config: &GreedyConfig) -> Outcome {
    let mut driver = Driver {
        cx,
        patterns,
        config,
        region,
        tracker: Tracker {
            _cx: std::marker::PhantomData,
            list: Vec::with_capacity(64),
            pos: Vec::new(),
            scope: Some(config.scope.unwrap_or(region)),
            strictness: config.strictness,
            filtered: HashSet::new(),
            folder: ConstantFolder::default(),
        },
    };
    driver.simplify()
}

/// The worklist and what the driver learns from the rewriter.
struct Tracker<'c> {
    _cx: std::marker::PhantomData<&'c Context>,
    list: Vec<Option<OpId>>,
    /// Position + 1 in `list` by operation slot index (0: not listed);
    /// trusted only if `list` holds the same handle there.
    pos: Vec<u32>,
    scope: Option<RegionId>,
    strictness: Strictness,
    /// The operations strict modes allow.
    filtered: HashSet<OpId>,
    folder: ConstantFolder,
}

impl Tracker<'_> {
    fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            if let Some(p) = self.pos.get_mut(op.0.index() as usize) {
                *p = 0;
            }
        }
    }

    /// The position of `op` in the list, if it is there.
    fn position(&self, op: OpId) -> Option<usize> {
        let p = *self.pos.get(op.0.index() as usize)? as usize;
        (p != 0 && self.list.get(p - 1) == Some(&Some(op))).then(|| p - 1)
    }

    fn set_position(&mut self, op: OpId, p: u32) {
        let i = op.0.index() as usize;
        if i >= self.pos.len() {
            self.pos.resize((i + 1).next_power_of_two(), 0);
        }
        self.pos[i] = p;
    }

    fn push(&mut self, op: OpId) {
        if self.position(op).is_none() {
            self.set_position(op, self.list.len() as u32 + 1);
            self.list.push(Some(op));
        }
    }

    fn pop(&mut self) -> Option<OpId> {
        while let Some(top) = self.list.pop() {
            if let Some(op) = top {
                self.set_position(op, 0);
                while matches!(self.list.last(), Some(None)) {
                    self.list.pop();
                }
                return Some(op);
            }
        }
        None
    }

    fn remove(&mut self, op: OpId) {
        if let Some(i) = self.position(op) {
            self.list[i] = None;
            self.set_position(op, 0);
        }
    }

    fn reverse(&mut self) {
        self.list.reverse();
        for i in 0..self.list.len() {
            if let Some(op) = self.list[i] {
                self.set_position(op, i as u32 + 1);
            }
        }
    }

    fn add_single(&mut self, op: OpId) {
        if self.strictness == Strictness::AnyOp || self.filtered.contains(&op) {
            self.push(op);
        }
    }

    /// Adds `op` and its ancestors up to the scope, if `op` is in the
    /// scope.
    fn add(&mut self, ir: &Ir, op: OpId) {
        let mut ancestors: SmallVec<[OpId; 8]> = SmallVec::new();
        let mut cur = op;
        loop {
            ancestors.push(cur);
            let region = ir.op_parent_region(cur).ok().flatten();
            if region == self.scope {
                for &a in &ancestors {
                    self.add_single(a);
                }
                return;
            }
            match ir.op_parent(cur) {
                Ok(Some(p)) if region.is_some() => cur = p,
                _ => return,
            }
        }
    }

    /// Adds the defining operations of `op`'s operands that have at most
    /// one other user.
    fn add_operands(&mut self, ir: &Ir, op: OpId) {
        let n = ir.op_num_operands(op).unwrap_or(0);
        for i in 0..n {
            let Ok(Some(v)) = ir.op_operand(op, i) else { continue };
            let Ok(ValueOwner::Result(def, _)) = ir.value_owner(v) else { continue };
            let mut other: Option<OpId> = None;
            let mut more = false;
            let mut u = ir.value_first_use(v).ok().flatten();
            while let Some(o) = u {
                u = ir.operand_next_use(o).ok().flatten();
                let Ok(user) = ir.operand_owner(o) else { continue };
                if user == op || Some(user) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add(ir, def);
            }
        }
    }
}

impl Listener for Tracker<'_> {
    fn op_inserted(&mut self, ir: &Ir, op: OpId, _previous: Option<super::InsertPoint>) {
        if self.strictness == Strictness::ExistingAndNewOps {
            self.filtered.insert(op);
        }
        self.add(ir, op);
    }

    fn op_modified(&mut self, ir: &Ir, op: OpId) {
        self.add(ir, op);
    }

    fn op_erased(&mut self, ir: &Ir, op: OpId) {
        self.add_operands(ir, op);
        self.remove(op);
        if self.strictness != Strictness::AnyOp {
            self.filtered.remove(&op);
        }
        self.folder.forget(op);
    }
}

struct Driver<'c, 'p> {
    cx: &'c Context,
    patterns: &'p FrozenPatternSet,
    config: &'p GreedyConfig,
    region: RegionId,
    tracker: Tracker<'c>,
}

impl Driver<'_, '_> {
    fn simplify(&mut self) -> Outcome {
        let cx = self.cx;
        if self.config.strictness != Strictness::AnyOp {
            let ops = region_ops(&cx.ir(), self.region, WalkOrder::PostOrder);
            self.tracker.filtered.extend(ops);
        }
        let mut iteration = 0i64;
        let mut again;
        loop {
            iteration += 1;
            if self.config.max_iterations != NO_LIMIT && iteration > self.config.max_iterations {
                // The last iteration still changed something.
                again = true;
                break;
            }
            self.tracker.clear();
            self.tracker.folder.clear();
            self.populate();
            again = false;
            {
                let mut rw = Rewriter::with_listener(cx, &mut self.tracker);
                again |= erase_unreachable_blocks(&mut rw, &[self.region]);
            }
            again |= self.process_worklist();
            if self.config.region_simplification != SimplifyLevel::Disabled {
                let mut rw = Rewriter::with_listener(cx, &mut self.tracker);
                again |= simplify_regions(&mut rw, &[self.region], self.config.region_simplification == SimplifyLevel::Aggressive);
            }
            if !again {
                break;
            }
        }
        Outcome { converged: !again, changed: iteration > 1 }
    }

    /// Fills the worklist for an iteration, uniquing the constants met on
    /// the way.
    fn populate(&mut self) {
        let cx = self.cx;
        let top_down = self.config.top_down;
        let cse = self.config.cse_constants;
        let mut ir = cx.ir_mut();
        let order = if top_down { WalkOrder::PreOrder } else { WalkOrder::PostOrder };
        let ops = region_ops(&ir, self.region, order);
        for op in ops {
            if ir.op_name(op).is_err() {
                continue;
            }
            if cse && self.insert_known_constant(&mut ir, op) {
                continue;
            }
            self.tracker.add(&ir, op);
        }
        if top_down {
            self.tracker.reverse();
        }
    }

    /// Uniques `op` if it is a constant; true if it was a duplicate and
    /// was erased.
    fn insert_known_constant(&mut self, ir: &mut Ir, op: OpId) -> bool {
        let Some(value) = constant_of_op(self.cx, ir, op) else { return false };
        let tracker = &mut self.tracker;
        let mut erased = false;
        let kept = {
            let folder = std::mem::take(&mut tracker.folder);
            let mut folder = folder;
            let kept = folder.insert_known(self.cx, ir, op, value, |ir, dead, _with| {
                erased = true;
                tracker.op_erased(ir, dead);
            });
            tracker.folder = folder;
            kept
        };
        !kept && erased
    }

    fn process_worklist(&mut self) -> bool {
        let cx = self.cx;
        let mut changed = false;
        let mut rewrites = 0i64;
        let max = self.config.max_rewrites;
        let mut operands: SmallVec<[Option<Attribute>; 4]> = SmallVec::new();
        while max == NO_LIMIT || rewrites < max {
            let Some(op) = self.tracker.pop() else { break };
            let (name, dead, constant_like) = {
                let ir = cx.ir();
                let Ok(name) = ir.op_name(op) else { continue };
                let constant_like = def_of(cx, &ir, op).is_some_and(|d| d.traits.has(Traits::CONSTANT_LIKE));
                (name, is_trivially_dead(cx, &ir, op), constant_like)
            };
            if dead {
                let mut rw = Rewriter::with_listener(cx, &mut self.tracker);
                let _ = rw.erase_op(op);
                changed = true;
                continue;
            }
            if self.config.fold && !constant_like {
                match self.try_fold(op, &mut operands) {
                    Folded::InPlace => {
                        let ir = cx.ir();
                        self.tracker.op_modified(&ir, op);
                        changed = true;
                        continue;
                    }
                    Folded::Replaced => {
                        changed = true;
                        continue;
                    }
                    Folded::No => {}
                }
            }
            if !self.patterns.has_patterns_for(name) {
                continue;
            }
            let mut rw = Rewriter::with_listener(cx, &mut self.tracker);
            for pattern in self.patterns.for_op(name) {
                if rw.set_insertion_point_before(op).is_err() {
                    break;
                }
                if pattern.match_and_rewrite(op, &mut rw) {
                    changed = true;
                    rewrites += 1;
                    break;
                }
            }
        }
        changed
    }

    /// Folds `op`, replacing it by the fold's values (materializing
    /// constants before it).
    fn try_fold(&mut self, op: OpId, operands: &mut SmallVec<[Option<Attribute>; 4]>) -> Folded {
        let cx = self.cx;
        let (results, loc, types, dialect) = {
            let mut ir = cx.ir_mut();
            let n = ir.op_num_operands(op).unwrap_or(0);
            operands.clear();
            for i in 0..n {
                let c = match ir.op_operand(op, i) {
                    Ok(Some(v)) => constant_value(cx, &mut ir, v),
                    _ => None,
                };
                operands.push(c);
            }
            let Some(results) = fold_op(cx, &mut ir, op, operands) else { return Folded::No };
            if results.is_empty() {
                return Folded::InPlace;
            }
            let types: SmallVec<[crate::Type; 2]> =
                (0..ir.op_num_results(op).unwrap_or(0)).filter_map(|i| ir.op_result(op, i).ok().and_then(|r| ir.value_type(r).ok())).collect();
            if types.len() != results.len() {
                return Folded::No;
            }
            let name = ir.op_name(op).map(|n| cx.op_name_str(n)).unwrap_or("");
            let dialect = name.split('.').next().unwrap_or("").to_owned();
            (results, ir.op_loc(op).ok(), types, dialect)
        };
        // Replacement values of the wrong type are a broken folder: leave
        // the op alone.
        {
            let ir = cx.ir();
            for (r, &t) in results.iter().zip(&types) {
                if let OpFoldResult::Value(v) = r {
                    if ir.value_type(*v).ok() != Some(t) {
                        return Folded::No;
                    }
                }
            }
        }
        let materialize =
            cx.loaded_dialect(&dialect).and_then(|d| cx.dialect_def(d)).and_then(|d| d.materialize);
        let mut rw = Rewriter::with_listener(cx, &mut self.tracker);
        if rw.set_insertion_point_before(op).is_err() {
            return Folded::No;
        }
        let mut values: SmallVec<[ValueId; 2]> = SmallVec::new();
        let mut created: SmallVec<[OpId; 2]> = SmallVec::new();
        for (r, &t) in results.iter().zip(&types) {
            let v = match *r {
                OpFoldResult::Value(v) => Some(v),
                OpFoldResult::Attr(a) => {
                    let made = loc
                        .and_then(|loc| materialize.and_then(|m| m(cx, a, t, loc)))
                        .and_then(|st| rw.create(st).ok());
                    match made {
                        Some(c) => {
                            created.push(c);
                            let ir = cx.ir();
                            ir.op_result(c, 0).ok().filter(|&v| ir.value_type(v).ok() == Some(t))
                        }
                        None => None,
                    }
                }
            };
            match v {
                Some(v) => values.push(v),
                None => {
                    for c in created {
                        let _ = rw.erase_op(c);
                    }
                    return Folded::No;
                }
            }
        }
        if rw.replace_op(op, &values).is_err() {
            return Folded::No;
        }
        Folded::Replaced
    }
}

enum Folded {
    No,
    InPlace,
    Replaced,
}

/// The operations in `region` (nested ones included) in walk order.
pub(crate) fn region_ops(ir: &Ir, region: RegionId, order: WalkOrder) -> Vec<OpId> {
    let mut out = Vec::new();
    for block in crate::view::region_blocks(ir, region) {
        for op in crate::view::block_ops(ir, block) {
            let _ = walk(ir, op, order, &mut |o| {
                out.push(o);
                WalkResult::Advance
            });
        }
    }
    out
}
