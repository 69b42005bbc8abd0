//! `cse`: common subexpression elimination (upstream's `CSE`,
//! `mlir/lib/Transforms/CSE.cpp`).
//!
//! The regions of the operation the pass runs on are walked in dominance
//! order with a scoped table of the operations seen so far: a block sees
//! the operations of the blocks that dominate it and of the regions it is
//! nested in (an operation that may be isolated from above starts an empty
//! table). An operation equivalent to one in the table (same name,
//! properties, attributes, result types and operands, commutative operands
//! in any order, equivalent regions; locations ignored) has its uses
//! replaced by the earlier one and is erased; an earlier operation with an
//! unknown location takes the later one's. Operations with memory effects
//! are only merged when they only read and nothing that may write (itself
//! or through the operations nested in it) lies between the two in the
//! same block. Trivially dead operations are erased
//! on the way. Terminators, unregistered operations and operations with a
//! region of several blocks are never merged; multi-block regions without
//! SSA dominance are skipped; in a single-block graph region only the uses
//! not yet visited are replaced.
//!
//! Operations are erased at the end, in the order they were marked.

use std::hash::{BuildHasher, Hash, Hasher};

use hashbrown::hash_map::Entry;
use hashbrown::{DefaultHashBuilder, HashMap};
use smallvec::SmallVec;

use oxmlir_ir::registry::interfaces::{ids, EffectKind, MemoryEffect, MemoryEffectOpInterface};
use oxmlir_ir::registry::Traits;
use oxmlir_ir::verify::region_dominator_tree;
use oxmlir_ir::view::{block_ops, op_regions, region_blocks, OpView};
use oxmlir_ir::{BlockId, Context, Ir, Location, OpId, OpName, RegionId, ValueId};
use oxmlir_pass::{Pass, PassState, Statistic};

/// The `cse` pass.
#[derive(Clone, Default)]
pub struct Cse {
    num_cse: u64,
    num_dce: u64,
}

impl Pass for Cse {
    fn name(&self) -> &str {
        "CSE"
    }
    fn argument(&self) -> &str {
        "cse"
    }
    fn description(&self) -> &str {
        "Eliminate common sub-expressions"
    }
    fn statistics(&self) -> Vec<Statistic> {
        vec![
            Statistic { name: "num-cse".into(), description: "Number of operations CSE'd".into(), value: self.num_cse },
            Statistic { name: "num-dce".into(), description: "Number of operations DCE'd".into(), value: self.num_dce },
        ]
    }
    fn run(&mut self, op: OpId, state: &mut PassState<'_>) {
        let cx = state.context();
        let mut ir = cx.ir_mut();
        let mut driver = Driver::new(cx);
        let mut known = Known::default();
        for i in 0..ir.op_num_regions(op).unwrap_or(0) {
            if let Ok(region) = ir.op_region(op, i) {
                driver.simplify_region(&mut ir, &mut known, region);
            }
        }
        let changed = !driver.to_erase.is_empty();
        for o in std::mem::take(&mut driver.to_erase) {
            let _ = ir.erase_op(o);
        }
        drop(ir);
        self.num_cse = driver.num_cse;
        self.num_dce = driver.num_dce;
        if !changed {
            state.mark_all_analyses_preserved();
        }
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The effects function of an operation's `MemoryEffectOpInterface`.
type EffectsFn = fn(OpView<'_>) -> SmallVec<[MemoryEffect; 2]>;

/// What the pass needs to know about an operation name.
#[derive(Clone, Copy)]
struct OpInfo {
    registered: bool,
    terminator: bool,
    /// Registered with `IsolatedFromAbove`, or unregistered (it might be).
    isolated: bool,
    commutative: bool,
    recursive: bool,
    symbol: bool,
    graph: bool,
    /// `None` without `MemoryEffectOpInterface`; `Some(None)` when it is
    /// declared without effects (`NoMemoryEffect`, `Pure`).
    effects: Option<Option<EffectsFn>>,
}

/// What is known of an unregistered operation: nothing (it might be
/// isolated from above, have any effect, be a terminator).
const UNREGISTERED: OpInfo = OpInfo {
    registered: false,
    terminator: false,
    isolated: true,
    commutative: false,
    recursive: false,
    symbol: false,
    graph: false,
    effects: None,
};

/// The scoped table of known operations (upstream's `ScopedHashTable`):
/// per hash, the operations in scope, latest last.
#[derive(Default)]
struct Known {
    buckets: HashMap<u64, SmallVec<[OpId; 1]>>,
    /// The hashes inserted, in order.
    log: Vec<u64>,
    /// Where each open scope starts in `log`.
    marks: Vec<usize>,
}

impl Known {
    fn push_scope(&mut self) {
        self.marks.push(self.log.len());
    }

    fn pop_scope(&mut self) {
        let mark = self.marks.pop().unwrap_or(0);
        for h in self.log.drain(mark..).rev() {
            if let Entry::Occupied(mut e) = self.buckets.entry(h) {
                e.get_mut().pop();
                if e.get().is_empty() {
                    e.remove();
                }
            }
        }
    }

    fn insert(&mut self, h: u64, op: OpId) {
        self.buckets.entry(h).or_default().push(op);
        self.log.push(h);
    }

    /// The latest operation in scope with hash `h` that `same` accepts.
    fn lookup(&self, h: u64, mut same: impl FnMut(OpId) -> bool) -> Option<OpId> {
        self.buckets.get(&h)?.iter().rev().copied().find(|&e| same(e))
    }
}

/// One run of the pass.
struct Driver<'a> {
    cx: &'a Context,
    infos: HashMap<OpName, OpInfo>,
    hasher: DefaultHashBuilder,
    unknown: Location,
    to_erase: Vec<OpId>,
    num_cse: u64,
    num_dce: u64,
    /// [`Driver::is_memory_effect_free`] of operations with
    /// `RecursiveMemoryEffects`, which depends on everything nested: the
    /// pass visits nested operations first, so remembering the answer
    /// keeps deep nesting linear. (Effects do not change during a run:
    /// replacing uses does not change them, and erasure waits for the end.)
    effect_free: HashMap<OpId, bool>,
    /// [`Driver::removable`] of operations with `RecursiveMemoryEffects`.
    removable: HashMap<OpId, bool>,
}

impl<'a> Driver<'a> {
    fn new(cx: &'a Context) -> Self {
        Driver {
            cx,
            infos: HashMap::new(),
            hasher: DefaultHashBuilder::default(),
            unknown: cx.unknown_loc(),
            to_erase: Vec::new(),
            num_cse: 0,
            num_dce: 0,
            effect_free: HashMap::new(),
            removable: HashMap::new(),
        }
    }

    /// What the pass needs to know about `op`'s name.
    fn info(&mut self, ir: &Ir, op: OpId) -> OpInfo {
        let Ok(name) = ir.op_name(op) else { return UNREGISTERED };
        let cx = self.cx;
        *self.infos.entry(name).or_insert_with(|| match cx.op_name_info(name).def() {
            None => UNREGISTERED,
            Some(def) => OpInfo {
                registered: true,
                terminator: def.traits.has(Traits::TERMINATOR),
                isolated: def.traits.has(Traits::ISOLATED_FROM_ABOVE),
                commutative: def.has_trait("Commutative"),
                recursive: def.has_trait("RecursiveMemoryEffects"),
                symbol: def.traits.has(Traits::SYMBOL) || def.interfaces.has(ids::symbol()),
                graph: def.traits.has(Traits::GRAPH_REGIONS),
                effects: def
                    .interfaces
                    .has(ids::memory_effect())
                    .then(|| def.interface::<MemoryEffectOpInterface>().map(|i| i.effects)),
            },
        })
    }

    /// `op`'s own memory effects, `None` if it does not say
    /// (no `MemoryEffectOpInterface`).
    fn effects(&mut self, ir: &Ir, op: OpId) -> Option<SmallVec<[MemoryEffect; 2]>> {
        match self.info(ir, op).effects? {
            None => Some(SmallVec::new()),
            Some(f) => Some(OpView::new(self.cx, ir, op).map(f).unwrap_or_default()),
        }
    }

    /// Upstream's `isMemoryEffectFree`.
    fn is_memory_effect_free(&mut self, ir: &Ir, op: OpId) -> bool {
        let info = self.info(ir, op);
        if info.effects.is_some() {
            if !self.effects(ir, op).is_some_and(|e| e.is_empty()) {
                return false;
            }
            if !info.recursive {
                return true;
            }
        } else if !info.recursive {
            return false;
        }
        if let Some(&known) = self.effect_free.get(&op) {
            return known;
        }
        let free = self.all_nested(ir, op, Self::is_memory_effect_free);
        self.effect_free.insert(op, free);
        free
    }

    /// Whether `check` holds for every operation directly nested in `op`.
    fn all_nested(&mut self, ir: &Ir, op: OpId, check: fn(&mut Self, &Ir, OpId) -> bool) -> bool {
        oxmlir_ir::support::stack::deep(|| {
            op_regions(ir, op).into_iter().all(|region| {
                region_blocks(ir, region).into_iter().all(|block| block_ops(ir, block).into_iter().all(|nested| check(self, ir, nested)))
            })
        })
    }

    /// Upstream's `isOpTriviallyDead`: no uses, and removing it would
    /// remove no effect other than reads and its own allocations.
    fn is_trivially_dead(&mut self, ir: &Ir, op: OpId) -> bool {
        let n = ir.op_num_results(op).unwrap_or(0);
        if !(0..n).all(|i| ir.op_result(op, i).is_ok_and(|v| ir.value_use_empty(v).unwrap_or(false))) {
            return false;
        }
        let info = self.info(ir, op);
        if !info.registered || info.terminator || info.symbol {
            return false;
        }
        self.removable(ir, op)
    }

    /// Whether `op` and what is nested in it (for `RecursiveMemoryEffects`)
    /// have no effects but reads and allocations of their own results.
    fn removable(&mut self, ir: &Ir, op: OpId) -> bool {
        let info = self.info(ir, op);
        if let Some(effects) = self.effects(ir, op) {
            let allocated = |r: u32| effects.iter().any(|e| e.kind == EffectKind::Allocate && e.result == Some(r));
            if !effects.iter().all(|e| e.result.is_some_and(allocated) || e.kind == EffectKind::Read) {
                return false;
            }
        } else if !info.recursive {
            return false;
        }
        if !info.recursive {
            return true;
        }
        if let Some(&known) = self.removable.get(&op) {
            return known;
        }
        let removable = self.all_nested(ir, op, Self::removable);
        self.removable.insert(op, removable);
        removable
    }

    /// Whether an operation strictly between `from` and `to` (same block)
    /// may write: it or an operation nested in it with
    /// `RecursiveMemoryEffects` writes, or says nothing of its effects
    /// (upstream's `getEffectsRecursively`).
    fn writes_between(&mut self, ir: &Ir, from: OpId, to: OpId) -> bool {
        let mut next = ir.op_next(from).ok().flatten();
        while let Some(o) = next {
            if o == to {
                break;
            }
            let mut work = vec![o];
            while let Some(w) = work.pop() {
                let info = self.info(ir, w);
                if info.recursive {
                    for region in op_regions(ir, w) {
                        for block in region_blocks(ir, region) {
                            work.extend(block_ops(ir, block));
                        }
                    }
                }
                match self.effects(ir, w) {
                    None if !info.recursive => return true,
                    Some(e) if e.iter().any(|e| e.kind == EffectKind::Write) => return true,
                    _ => {}
                }
            }
            next = ir.op_next(o).ok().flatten();
        }
        false
    }

    /// The hash of `op` (name, attributes, properties, result types,
    /// operands — in any order when `commutative`).
    fn hash(&self, ir: &Ir, op: OpId, commutative: bool) -> u64 {
        let Some(v) = OpView::new(self.cx, ir, op) else { return 0 };
        let mut h = self.hasher.build_hasher();
        ir.op_name(op).ok().hash(&mut h);
        ir.op_properties(op).ok().flatten().hash(&mut h);
        for i in 0..ir.op_num_discardable_attrs(op).unwrap_or(0) {
            ir.op_discardable_attr(op, i).ok().hash(&mut h);
        }
        v.result_types().hash(&mut h);
        if commutative {
            let sum = (0..v.num_operands()).fold(0u64, |s, i| s.wrapping_add(self.hasher.hash_one(v.operand(i))));
            sum.hash(&mut h);
        } else {
            for i in 0..v.num_operands() {
                v.operand(i).hash(&mut h);
            }
        }
        h.finish()
    }

    /// Upstream's `OperationEquivalence::isEquivalentTo(a, b,
    /// IgnoreLocations)`; `commutative` says whether their (common) name
    /// is commutative.
    fn equivalent(&self, ir: &Ir, a: OpId, b: OpId, commutative: bool) -> bool {
        let mut values = HashMap::new();
        self.equivalent_ops(ir, a, b, Some(commutative), &mut values)
    }

    /// Two operations, with the values found equivalent so far;
    /// `commutative` is `None` inside regions (operands in order there).
    fn equivalent_ops(
        &self,
        ir: &Ir,
        a: OpId,
        b: OpId,
        commutative: Option<bool>,
        values: &mut HashMap<ValueId, ValueId>,
    ) -> bool {
        if a == b {
            return true;
        }
        let (Some(va), Some(vb)) = (OpView::new(self.cx, ir, a), OpView::new(self.cx, ir, b)) else { return false };
        if !oxmlir_ir::view::same_op_signature(self.cx, ir, a, b) {
            return false;
        }
        let same = |values: &HashMap<ValueId, ValueId>, l: Option<ValueId>, r: Option<ValueId>| {
            l == r || l.and_then(|l| values.get(&l).copied()) == r && r.is_some()
        };
        let n = va.num_operands();
        if commutative == Some(true) {
            // In order while equivalent, then the rest as a multiset.
            let mut i = 0;
            while i < n && same(values, va.operand(i), vb.operand(i)) {
                i += 1;
            }
            let mut rest: SmallVec<[Option<ValueId>; 4]> = (i..n).map(|k| vb.operand(k)).collect();
            for k in i..n {
                let l = va.operand(k);
                match rest.iter().position(|&r| r == l) {
                    Some(p) => {
                        rest.swap_remove(p);
                    }
                    None => return false,
                }
            }
        } else {
            for i in 0..n {
                let (l, r) = (va.operand(i), vb.operand(i));
                if l == r {
                    continue;
                }
                if va.operand_type(i) != vb.operand_type(i) || !same(values, l, r) {
                    return false;
                }
            }
        }
        for i in 0..va.num_results() {
            if va.result_type(i) != vb.result_type(i) {
                return false;
            }
            // Only the regions compared below can use the marks.
            if commutative.is_none() || va.num_regions() > 0 {
                if let (Some(l), Some(r)) = (va.result(i), vb.result(i)) {
                    values.entry(l).or_insert(r);
                }
            }
        }
        for i in 0..va.num_regions() {
            let (Some(ra), Some(rb)) = (va.region(i), vb.region(i)) else { return false };
            if !self.equivalent_regions(ir, ra, rb, values) {
                return false;
            }
        }
        true
    }

    /// Upstream's `isRegionEquivalentTo`: blocks pairwise (arguments'
    /// types, operations, successors mapped consistently).
    fn equivalent_regions(&self, ir: &Ir, ra: RegionId, rb: RegionId, values: &mut HashMap<ValueId, ValueId>) -> bool {
        let (ba, bb) = (region_blocks(ir, ra), region_blocks(ir, rb));
        if ba.len() != bb.len() {
            return false;
        }
        let mut blocks: HashMap<BlockId, BlockId> = HashMap::new();
        for (&la, &lb) in ba.iter().zip(bb.iter()) {
            let nargs = ir.block_num_args(la).unwrap_or(0);
            if nargs != ir.block_num_args(lb).unwrap_or(0) {
                return false;
            }
            if *blocks.entry(la).or_insert(lb) != lb {
                return false;
            }
            for k in 0..nargs {
                let (Ok(x), Ok(y)) = (ir.block_arg(la, k), ir.block_arg(lb, k)) else { return false };
                if ir.value_type(x).ok() != ir.value_type(y).ok() {
                    return false;
                }
                values.entry(x).or_insert(y);
            }
            let (oa, ob) = (block_ops(ir, la), block_ops(ir, lb));
            if oa.len() != ob.len() {
                return false;
            }
            for (&x, &y) in oa.iter().zip(ob.iter()) {
                if !self.equivalent_ops(ir, x, y, None, values) {
                    return false;
                }
                for s in 0..ir.op_num_successors(x).unwrap_or(0) {
                    let (Ok(Some(sx)), Ok(Some(sy))) = (ir.op_successor(x, s), ir.op_successor(y, s)) else {
                        return false;
                    };
                    if *blocks.entry(sx).or_insert(sy) != sy {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Whether the blocks of `region` have SSA dominance (upstream's
    /// `DominanceInfo::hasSSADominance`).
    fn has_ssa_dominance(&mut self, ir: &Ir, region: RegionId, num_blocks: usize) -> bool {
        if num_blocks > 1 {
            return true;
        }
        match ir.region_parent(region).ok().flatten() {
            None => true,
            Some(p) => {
                let info = self.info(ir, p);
                info.registered && !info.graph
            }
        }
    }

    /// Upstream's `simplifyRegion`.
    fn simplify_region(&mut self, ir: &mut Ir, known: &mut Known, region: RegionId) {
        oxmlir_ir::support::stack::deep(|| self.simplify_region_step(ir, known, region))
    }

    /// One step of [`simplify_region`]'s recursion, on a stack with room for it.
    fn simplify_region_step(&mut self, ir: &mut Ir, known: &mut Known, region: RegionId) {
        let blocks = region_blocks(ir, region);
        if blocks.is_empty() {
            return;
        }
        let ssa = self.has_ssa_dominance(ir, region, blocks.len());
        if blocks.len() == 1 {
            known.push_scope();
            self.simplify_block(ir, known, blocks[0], ssa);
            known.pop_scope();
            return;
        }
        if !ssa {
            return;
        }
        let Ok(tree) = region_dominator_tree(ir, region) else { return };
        if tree.is_empty() {
            return;
        }
        known.push_scope();
        self.simplify_block(ir, known, tree[0].0, ssa);
        let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            if let Some(&child) = tree[node].1.get(next) {
                top.1 += 1;
                known.push_scope();
                self.simplify_block(ir, known, tree[child].0, ssa);
                stack.push((child, 0));
            } else {
                known.pop_scope();
                stack.pop();
            }
        }
    }

    /// Upstream's `simplifyBlock`: nested regions first, then the
    /// operation itself.
    fn simplify_block(&mut self, ir: &mut Ir, known: &mut Known, block: BlockId, ssa: bool) {
        let mut next = ir.block_first_op(block).ok().flatten();
        while let Some(op) = next {
            let regions = op_regions(ir, op);
            if !regions.is_empty() {
                if self.info(ir, op).isolated {
                    let mut nested = Known::default();
                    for r in regions {
                        self.simplify_region(ir, &mut nested, r);
                    }
                } else {
                    for r in regions {
                        self.simplify_region(ir, known, r);
                    }
                }
            }
            self.simplify_operation(ir, known, op, ssa);
            next = ir.op_next(op).ok().flatten();
        }
    }

    /// Upstream's `simplifyOperation`: whether `op` was marked for erasure.
    fn simplify_operation(&mut self, ir: &mut Ir, known: &mut Known, op: OpId, ssa: bool) -> bool {
        let info = self.info(ir, op);
        if info.terminator {
            return false;
        }
        if self.is_trivially_dead(ir, op) {
            self.to_erase.push(op);
            self.num_dce += 1;
            return true;
        }
        if op_regions(ir, op).into_iter().any(|r| region_blocks(ir, r).len() > 1) {
            return false;
        }
        let h = self.hash(ir, op, info.commutative);
        if !self.is_memory_effect_free(ir, op) {
            let reads_only = self.effects(ir, op).is_some_and(|e| !e.is_empty() && e.iter().all(|e| e.kind == EffectKind::Read));
            if !reads_only {
                return false;
            }
            let existing = known.lookup(h, |e| self.equivalent(ir, e, op, info.commutative));
            if let Some(existing) = existing {
                if ir.op_block(existing).ok() == ir.op_block(op).ok() && !self.writes_between(ir, existing, op) {
                    self.replace(ir, known, op, existing, ssa);
                    return true;
                }
            }
            known.insert(h, op);
            return false;
        }
        if let Some(existing) = known.lookup(h, |e| self.equivalent(ir, e, op, info.commutative)) {
            self.replace(ir, known, op, existing, ssa);
            // Upstream counts an effect-free operation twice.
            self.num_cse += 1;
            return true;
        }
        known.insert(h, op);
        false
    }

    /// Upstream's `replaceUsesAndDelete`.
    fn replace(&mut self, ir: &mut Ir, known: &Known, op: OpId, existing: OpId, ssa: bool) {
        let n = ir.op_num_results(op).unwrap_or(0);
        let pairs: SmallVec<[(ValueId, ValueId); 2]> =
            (0..n).filter_map(|i| Some((ir.op_result(op, i).ok()?, ir.op_result(existing, i).ok()?))).collect();
        if ssa {
            for &(from, to) in &pairs {
                let _ = ir.replace_all_uses(from, to);
            }
            self.to_erase.push(op);
        } else {
            // Only the uses not visited yet (their owner is not in the table).
            for &(from, to) in &pairs {
                for u in ir.value_uses(from).unwrap_or_default() {
                    let (Ok(owner), Ok(k)) = (ir.operand_owner(u), ir.operand_number(u)) else { continue };
                    let comm = self.info(ir, owner).commutative;
                    let h = self.hash(ir, owner, comm);
                    if known.lookup(h, |e| self.equivalent(ir, e, owner, comm)).is_none() {
                        let _ = ir.set_op_operand(owner, k, Some(to));
                    }
                }
            }
            if pairs.iter().all(|&(from, _)| ir.value_use_empty(from).unwrap_or(false)) {
                self.to_erase.push(op);
            }
        }
        let (Ok(el), Ok(ol)) = (ir.op_loc(existing), ir.op_loc(op)) else { return };
        if el == self.unknown && ol != self.unknown {
            let _ = ir.set_op_loc(existing, ol);
        }
        self.num_cse += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxmlir_pass::PassManager;

    fn parse(cx: &Context, src: &str) -> OpId {
        let mut ir = cx.ir_mut();
        oxmlir_parser::parse_module(cx, &mut ir, src.as_bytes(), b"in.mlir", Default::default()).expect("parses")
    }

    fn context() -> oxmlir_ir::OwnedContext {
        Context::try_new(&oxmlir_ir::dialects::all_dialects(), true).expect("a context")
    }

    /// The statistics count as upstream's: an effect-free operation merged
    /// counts twice in `num-cse`, a merged read once; `num-dce` counts the
    /// trivially dead operations removed.
    #[test]
    fn statistics_count_as_upstream() {
        let cx = context();
        let m = parse(
            &cx,
            "func.func @f(%a: i32, %m: memref<4xi32>, %i: index) -> (i32, i32, i32, i32) {\n\
             \x20 %0 = arith.addi %a, %a : i32\n  %1 = arith.addi %a, %a : i32\n  %d = arith.muli %a, %a : i32\n\
             \x20 %2 = memref.load %m[%i] : memref<4xi32>\n  %3 = memref.load %m[%i] : memref<4xi32>\n\
             \x20 return %0, %1, %2, %3 : i32, i32, i32, i32\n}\n",
        );
        let mut pm = PassManager::new("builtin.module");
        let root = pm.root();
        pm.add_pass(root, Box::new(Cse::default())).unwrap();
        pm.run(&cx, m).unwrap();
        let mut stats = Vec::new();
        pm.for_each_pass(root, &mut |p| stats = p.statistics());
        let values: Vec<(String, u64)> = stats.into_iter().map(|s| (s.name, s.value)).collect();
        assert_eq!(values, [("num-cse".to_string(), 3), ("num-dce".to_string(), 1)]);
    }

    /// A region's dominator tree: reachable blocks in depth-first preorder
    /// (successors in order), children in that order, unreachable blocks
    /// left out.
    #[test]
    fn dominator_tree_lists_blocks_in_preorder() {
        let cx = context();
        let m = parse(
            &cx,
            "func.func @f(%c: i1) {\n  cf.cond_br %c, ^b1, ^b2\n^b1:\n  cf.br ^b3\n^b2:\n  cf.br ^b4\n\
             ^b3:\n  cf.br ^b4\n^b4:\n  return\n^dead:\n  cf.br ^b4\n}\n",
        );
        let ir = cx.ir();
        let body = ir.op_region(m, 0).unwrap();
        let f = ir.block_first_op(ir.region_first_block(body).unwrap().unwrap()).unwrap().unwrap();
        let region = ir.op_region(f, 0).unwrap();
        let blocks = region_blocks(&ir, region);
        let tree = region_dominator_tree(&ir, region).unwrap();
        let pos = |b: BlockId| blocks.iter().position(|&x| x == b).unwrap();
        let shape: Vec<(usize, Vec<usize>)> = tree.iter().map(|(b, c)| (pos(*b), c.clone())).collect();
        // Preorder: entry, b1, b3, b4, b2; b4's idom is the entry.
        assert_eq!(shape, [(0, vec![1, 3, 4]), (1, vec![2]), (3, vec![]), (4, vec![]), (2, vec![])]);
    }
}
