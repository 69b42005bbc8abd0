//! Dominator trees of multi-block regions (Lengauer–Tarjan with path
//! compression, O(m log n)), with constant-time dominance queries through
//! the tree's depth-first entry/exit numbers.
//!
//! The control-flow graph is upstream's: a block's successors are those of
//! its last operation (whatever that operation is), restricted to blocks of
//! the same region; the entry is the region's first block. Queries follow
//! LLVM's `DominatorTree` semantics for unreachable blocks: an unreachable
//! block is dominated by every block and dominates none.

use hashbrown::HashMap;

use crate::ir::{BlockId, Ir, IrResult, RegionId};
use crate::support::arena::NONE;

/// The dominator tree of one region.
pub(super) struct DomTree {
    /// Block arena index to position in the region.
    local: HashMap<u32, u32>,
    /// Per position: depth-first entry number in the dominator tree
    /// (`NONE` for unreachable blocks).
    tin: Vec<u32>,
    /// Per position: depth-first exit number in the dominator tree.
    tout: Vec<u32>,
}

/// The blocks of region `r` (arena indices, in order), their positions,
/// and each block's successors in the region (positions).
fn region_cfg(ir: &Ir, r: u32) -> (Vec<u32>, HashMap<u32, u32>, Vec<Vec<u32>>) {
    let mut blocks = Vec::new();
    let mut local = HashMap::new();
    let mut b = ir.regions.get(r).first_block;
    while b != NONE {
        local.insert(b, blocks.len() as u32);
        blocks.push(b);
        b = ir.blocks.get(b).next;
    }
    let n = blocks.len();
    // Successor lists (positions).
    let succs: Vec<Vec<u32>> = blocks
        .iter()
        .map(|&b| {
            let last = ir.blocks.get(b).last_op;
            if last == NONE || n < 2 {
                return Vec::new();
            }
            ir.opd(last)
                .succs
                .indices()
                .filter_map(|u| {
                    let t = ir.succs.get(u).target;
                    (t != NONE).then(|| local.get(&t).copied()).flatten()
                })
                .collect()
        })
        .collect();
    (blocks, local, succs)
}

impl DomTree {
    /// Builds the tree of region `r` (arena index).
    pub(super) fn new(ir: &Ir, r: u32) -> DomTree {
        let (_, local, succs) = region_cfg(ir, r);
        let idom = if succs.is_empty() { Vec::new() } else { immediate_dominators(&succs).0 };
        let (tin, tout) = number_tree(&idom);
        DomTree { local, tin, tout }
    }

    fn pos(&self, b: u32) -> Option<usize> {
        self.local.get(&b).map(|&p| p as usize)
    }

    /// Whether block `b` (arena index, in this region) is reachable from
    /// the entry block.
    pub(super) fn reachable(&self, b: u32) -> bool {
        self.pos(b).is_some_and(|p| self.tin[p] != NONE)
    }

    /// LLVM's `DominatorTree::properlyDominates(a, b)` for two blocks of
    /// this region.
    pub(super) fn properly_dominates(&self, a: u32, b: u32) -> bool {
        if a == b {
            return false;
        }
        let (Some(pa), Some(pb)) = (self.pos(a), self.pos(b)) else { return false };
        if self.tin[pb] == NONE {
            return true;
        }
        if self.tin[pa] == NONE {
            return false;
        }
        self.tin[pa] < self.tin[pb] && self.tout[pb] <= self.tout[pa]
    }
}

/// Immediate dominators of a graph given by successor lists, entry 0:
/// `idom[v]` is a node index, `NONE` for the entry and unreachable nodes;
/// with the reachable nodes in depth-first preorder (successors visited in
/// their order).
fn immediate_dominators(succs: &[Vec<u32>]) -> (Vec<u32>, Vec<u32>) {
    let n = succs.len();
    // Depth-first numbering from the entry (iterative).
    let mut dfnum = vec![NONE; n];
    let mut vertex: Vec<u32> = Vec::with_capacity(n);
    let mut parent = vec![NONE; n]; // by dfs number
    let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
    dfnum[0] = 0;
    vertex.push(0);
    while let Some(&mut (v, ref mut next)) = stack.last_mut() {
        if let Some(&w) = succs[v as usize].get(*next) {
            *next += 1;
            if dfnum[w as usize] == NONE {
                dfnum[w as usize] = vertex.len() as u32;
                parent[vertex.len()] = dfnum[v as usize];
                vertex.push(w);
                stack.push((w, 0));
            }
        } else {
            stack.pop();
        }
    }
    let m = vertex.len();
    // Predecessors (by dfs number) among reachable nodes.
    let mut preds: Vec<Vec<u32>> = vec![Vec::new(); m];
    for (v, ss) in succs.iter().enumerate() {
        let dv = dfnum[v];
        if dv == NONE {
            continue;
        }
        for &w in ss {
            preds[dfnum[w as usize] as usize].push(dv);
        }
    }
    // Lengauer–Tarjan over dfs numbers.
    let mut semi: Vec<u32> = (0..m as u32).collect();
    let mut label: Vec<u32> = (0..m as u32).collect();
    let mut ancestor = vec![NONE; m];
    let mut idom = vec![NONE; m];
    let mut bucket: Vec<Vec<u32>> = vec![Vec::new(); m];
    let mut path = Vec::new();
    for w in (1..m).rev() {
        for &v in &preds[w] {
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            if semi[u as usize] < semi[w] {
                semi[w] = semi[u as usize];
            }
        }
        bucket[semi[w] as usize].push(w as u32);
        let p = parent[w];
        ancestor[w] = p;
        for v in std::mem::take(&mut bucket[p as usize]) {
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            idom[v as usize] = if semi[u as usize] < semi[v as usize] { u } else { p };
        }
    }
    for w in 1..m {
        if idom[w] != semi[w] {
            idom[w] = idom[idom[w] as usize];
        }
    }
    // Back to node indices.
    let mut out = vec![NONE; n];
    for w in 1..m {
        out[vertex[w] as usize] = vertex[idom[w] as usize];
    }
    (out, vertex)
}

/// The dominator tree of a region's blocks, as upstream's
/// `DominanceInfo::getRootNode(region)` walks it: the reachable blocks in
/// depth-first preorder of the control-flow graph (successors in their
/// order; the region's entry block first), each with the positions in this
/// list of its children in the tree, in that same order (the order LLVM's
/// `DominatorTree` gives a node's children). Unreachable blocks are left
/// out; an empty region gives an empty list.
pub fn region_dominator_tree(ir: &Ir, region: RegionId) -> IrResult<Vec<(BlockId, Vec<usize>)>> {
    let r = ir.region_idx(region)?;
    let (blocks, _, succs) = region_cfg(ir, r);
    if blocks.is_empty() {
        return Ok(Vec::new());
    }
    let (idom, order) = immediate_dominators(&succs);
    let mut at = vec![usize::MAX; blocks.len()];
    for (i, &v) in order.iter().enumerate() {
        at[v as usize] = i;
    }
    let mut out: Vec<(BlockId, Vec<usize>)> = order.iter().map(|&v| (ir.block_id(blocks[v as usize]), Vec::new())).collect();
    for (i, &v) in order.iter().enumerate().skip(1) {
        out[at[idom[v as usize] as usize]].1.push(i);
    }
    Ok(out)
}

/// Lengauer–Tarjan's `EVAL` with path compression (iterative).
fn eval(v: u32, ancestor: &mut [u32], label: &mut [u32], semi: &[u32], path: &mut Vec<u32>) -> u32 {
    if ancestor[v as usize] == NONE {
        return v;
    }
    // Collect the path up to the node whose ancestor is the forest root.
    path.clear();
    let mut x = v;
    while ancestor[ancestor[x as usize] as usize] != NONE {
        path.push(x);
        x = ancestor[x as usize];
    }
    for &y in path.iter().rev() {
        let a = ancestor[y as usize] as usize;
        if semi[label[a] as usize] < semi[label[y as usize] as usize] {
            label[y as usize] = label[a];
        }
        ancestor[y as usize] = ancestor[a];
    }
    label[v as usize]
}

/// Depth-first entry and exit numbers of the tree given by `idom` (root 0;
/// unreachable nodes get `NONE`).
fn number_tree(idom: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let n = idom.len();
    let mut tin = vec![NONE; n];
    let mut tout = vec![NONE; n];
    if n == 0 {
        return (tin, tout);
    }
    let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (v, &d) in idom.iter().enumerate() {
        if d != NONE {
            children[d as usize].push(v as u32);
        }
    }
    let mut clock = 0u32;
    let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
    tin[0] = clock;
    clock += 1;
    while let Some(&mut (v, ref mut next)) = stack.last_mut() {
        if let Some(&c) = children[v as usize].get(*next) {
            *next += 1;
            tin[c as usize] = clock;
            clock += 1;
            stack.push((c, 0));
        } else {
            tout[v as usize] = clock;
            clock += 1;
            stack.pop();
        }
    }
    (tin, tout)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dominators by the definition (fixpoint over sets), for comparison.
    fn naive(succs: &[Vec<u32>]) -> Vec<Vec<bool>> {
        let n = succs.len();
        let mut preds = vec![Vec::new(); n];
        for (v, ss) in succs.iter().enumerate() {
            for &w in ss {
                preds[w as usize].push(v);
            }
        }
        // Reachability.
        let mut reach = vec![false; n];
        let mut st = vec![0usize];
        reach[0] = true;
        while let Some(v) = st.pop() {
            for &w in &succs[v] {
                if !reach[w as usize] {
                    reach[w as usize] = true;
                    st.push(w as usize);
                }
            }
        }
        let mut dom = vec![vec![true; n]; n];
        dom[0] = (0..n).map(|i| i == 0).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for v in 1..n {
                if !reach[v] {
                    continue;
                }
                let mut new = vec![true; n];
                for &p in &preds[v] {
                    if !reach[p] {
                        continue;
                    }
                    for i in 0..n {
                        new[i] &= dom[p][i];
                    }
                }
                new[v] = true;
                if new != dom[v] {
                    dom[v] = new;
                    changed = true;
                }
            }
        }
        dom.iter().enumerate().map(|(v, d)| if reach[v] { d.clone() } else { vec![false; n] }).collect()
    }

    #[test]
    fn matches_the_definition_on_pseudo_random_graphs() {
        let mut seed = 0x1234_5678_9abc_def0u64;
        let mut rnd = move |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        };
        for _ in 0..300 {
            let n = 1 + rnd(12) as usize;
            let succs: Vec<Vec<u32>> =
                (0..n).map(|_| (0..rnd(4)).map(|_| rnd(n as u64) as u32).collect()).collect();
            let idom = immediate_dominators(&succs).0;
            let (tin, tout) = number_tree(&idom);
            let dom = naive(&succs);
            for a in 0..n {
                for b in 0..n {
                    let reach_a = tin[a] != NONE;
                    let reach_b = tin[b] != NONE;
                    let expect = reach_a && reach_b && dom[b][a];
                    let got = reach_a && reach_b && tin[a] <= tin[b] && tout[b] <= tout[a];
                    assert_eq!(got, expect, "a={a} b={b} succs={succs:?}");
                }
            }
        }
    }
}
