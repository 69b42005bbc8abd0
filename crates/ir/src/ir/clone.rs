//! Deep copies of operations, following upstream's `Operation::clone` and
//! `Region::cloneInto` (so use-list orders of the copy match upstream's).

use hashbrown::HashMap;

use super::ops::link_use;
use super::*;

/// Maps original values and blocks to their copies.
#[derive(Default)]
struct Mapping {
    values: HashMap<u32, u32>,
    blocks: HashMap<u32, u32>,
}

/// A value mapping kept across clones (upstream's `IRMapping` for values):
/// operands found in it are replaced by what they map to, block arguments
/// found in it are not copied, and each clone adds its results.
#[derive(Default, Clone)]
pub struct CloneMap {
    values: HashMap<u32, u32>,
}

impl CloneMap {
    /// An empty mapping.
    pub fn new() -> Self {
        CloneMap::default()
    }

    /// Maps `from` to `to`.
    pub fn map(&mut self, ir: &Ir, from: ValueId, to: ValueId) -> IrResult<()> {
        let (f, t) = (ir.value_idx(from)?, ir.value_idx(to)?);
        self.values.insert(f, t);
        Ok(())
    }

    /// What `v` maps to, or `v` itself (upstream's `lookupOrDefault`).
    pub fn lookup_or_default(&self, ir: &Ir, v: ValueId) -> ValueId {
        match ir.value_idx(v).ok().and_then(|i| self.values.get(&i)) {
            Some(&t) => ir.value_id(t),
            None => v,
        }
    }
}

impl Mapping {
    fn value(&self, v: u32) -> u32 {
        self.values.get(&v).copied().unwrap_or(v)
    }
    fn block(&self, b: u32) -> u32 {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

impl Ir {
    /// A deep copy of `op` (detached, owned by the caller). Values defined
    /// inside `op` are remapped to their copies; values from outside are
    /// used as they are.
    pub fn clone_op(&mut self, op: OpId) -> IrResult<OpId> {
        self.epoch = self.epoch.wrapping_add(1);
        let i = self.op_idx(op)?;
        let mut map = Mapping::default();
        let new = self.clone_op_idx(i, &mut map, true, true);
        Ok(self.op_id(new))
    }

    /// A copy of `op` with empty regions (upstream's
    /// `Operation::cloneWithoutRegions`), detached.
    pub fn clone_op_without_regions(&mut self, op: OpId) -> IrResult<OpId> {
        self.epoch = self.epoch.wrapping_add(1);
        let i = self.op_idx(op)?;
        let mut map = Mapping::default();
        let new = self.clone_op_idx(i, &mut map, true, false);
        Ok(self.op_id(new))
    }

    /// Copies the blocks of `src` into `dst` before `before` (at the end if
    /// `None`), as upstream's `Region::cloneInto`; returns the copies.
    /// Values defined in `src` are remapped to their copies.
    pub fn clone_region_before(&mut self, src: RegionId, dst: RegionId, before: Option<BlockId>) -> IrResult<Vec<BlockId>> {
        self.clone_region_before_mapped(src, dst, before, &mut CloneMap::new())
    }

    /// A deep copy of `op` (detached) whose operands go through `map`,
    /// which receives the copy's results (upstream's `clone(mapper)`).
    pub fn clone_op_mapped(&mut self, op: OpId, map: &mut CloneMap) -> IrResult<OpId> {
        self.epoch = self.epoch.wrapping_add(1);
        let i = self.op_idx(op)?;
        let mut m = Mapping { values: std::mem::take(&mut map.values), blocks: HashMap::new() };
        let new = self.clone_op_idx(i, &mut m, true, true);
        map.values = m.values;
        Ok(self.op_id(new))
    }

    /// [`Ir::clone_region_before`] through `map`: block arguments `map`
    /// already maps are not copied (their uses take the mapped values), as
    /// upstream's `Region::cloneInto(..., mapper)`.
    pub fn clone_region_before_mapped(
        &mut self,
        src: RegionId,
        dst: RegionId,
        before: Option<BlockId>,
        cmap: &mut CloneMap,
    ) -> IrResult<Vec<BlockId>> {
        self.epoch = self.epoch.wrapping_add(1);
        let s = self.region_idx(src)?;
        let d = self.region_idx(dst)?;
        let b = match before {
            Some(b) => {
                let b = self.block_idx(b)?;
                if self.blocks.get(b).parent != d {
                    return misuse("the block to insert before is not in the destination region");
                }
                b
            }
            None => NONE,
        };
        if s == d {
            return misuse("cannot clone a region into itself");
        }
        let mut map = Mapping { values: std::mem::take(&mut cmap.values), blocks: HashMap::new() };
        let first = self.clone_region_into_before(s, d, b, &mut map);
        cmap.values = map.values;
        Ok(first.into_iter().map(|b| self.block_id(b)).collect())
    }

    fn clone_op_idx(&mut self, i: u32, map: &mut Mapping, with_operands: bool, with_regions: bool) -> u32 {
        let (name, loc, props, results, operands, succs, regions, attrs) = {
            let d = self.opd(i);
            (d.name, d.loc, d.props, d.results, d.operands, d.succs, d.regions, d.attrs)
        };
        let new = self.ops.alloc(OpData { name, loc, props, ..OpData::default() });
        let operand_targets: Vec<u32> = if with_operands {
            operands.indices().map(|u| map.value(self.operands.get(u).target)).collect()
        } else {
            Vec::new()
        };
        let new_operands = self.alloc_linked_operands(new, &operand_targets);
        let succ_targets: Vec<u32> = succs.indices().map(|u| map.block(self.succs.get(u).target)).collect();
        let new_succs =
            self.succs.alloc_run(succ_targets.len() as u32, |k| UseData { target: succ_targets[k as usize], owner: new, ..UseData::default() });
        for u in new_succs.indices() {
            let b = self.succs.get(u).target;
            if b != NONE {
                let head = &mut self.blocks.get_mut(b).first_pred;
                link_use(&mut self.succs, head, u);
            }
        }
        let types: Vec<u32> = results.indices().map(|v| self.values.get(v).ty).collect();
        let new_results = self.values.alloc_run(types.len() as u32, |k| ValueData {
            ty: types[k as usize],
            owner: new,
            number: k,
            ..ValueData::default()
        });
        let new_regions =
            self.regions.alloc_run(regions.len, |_| RegionData { parent: new, ..RegionData::default() });
        let attr_list: Vec<AttrEntry> = attrs.indices().map(|a| *self.attrs.get(a)).collect();
        let new_attrs = self.attrs.alloc_run(attr_list.len() as u32, |k| attr_list[k as usize]);
        {
            let d = self.opd_mut(new);
            d.results = new_results;
            d.operands = new_operands;
            d.succs = new_succs;
            d.regions = new_regions;
            d.attrs = new_attrs;
        }
        if with_regions && regions.len != 0 {
            crate::support::stack::deep(|| {
                for k in 0..regions.len {
                    self.clone_region_into(regions.start + k, new_regions.start + k, map);
                }
            });
        }
        for (k, v) in results.indices().enumerate() {
            map.values.insert(v, new_results.start + k as u32);
        }
        new
    }

    /// Allocates and links an operand run for `owner`.
    fn alloc_linked_operands(&mut self, owner: u32, targets: &[u32]) -> Run {
        let run = self.operands.alloc_run(targets.len() as u32, |k| UseData {
            target: targets[k as usize],
            owner,
            ..UseData::default()
        });
        for u in run.indices() {
            let v = self.operands.get(u).target;
            if v != NONE {
                let head = &mut self.values.get_mut(v).first_use;
                link_use(&mut self.operands, head, u);
            }
        }
        run
    }

    fn clone_region_into(&mut self, src: u32, dst: u32, map: &mut Mapping) {
        self.clone_region_into_before(src, dst, NONE, map);
    }

    fn clone_region_into_before(&mut self, src: u32, dst: u32, before: u32, map: &mut Mapping) -> Vec<u32> {
        // 1. Blocks and their arguments.
        let mut pairs: Vec<(u32, u32)> = Vec::new();
        let mut b = self.regions.get(src).first_block;
        while b != NONE {
            // Arguments the mapping already has are not copied.
            let old_args: Vec<u32> =
                self.blocks.get(b).args.iter().copied().filter(|v| !map.values.contains_key(v)).collect();
            let args: Vec<(Type, Location)> = old_args.iter().map(|&v| (self.value_ty(v), self.arg_loc(v))).collect();
            let nb_id = self.create_block(&args).expect("types and locations of this context");
            let nb = self.block_idx(nb_id).expect("new block");
            map.blocks.insert(b, nb);
            let new_args = self.blocks.get(nb).args.clone();
            for (o, n) in old_args.into_iter().zip(new_args) {
                map.values.insert(o, n);
            }
            self.link_block(dst, nb, before);
            pairs.push((b, nb));
            b = self.blocks.get(b).next;
        }
        // 2. Operations without operands or regions (maps all results).
        let mut op_pairs: Vec<(u32, u32)> = Vec::new();
        for &(ob, nb) in &pairs {
            let mut o = self.blocks.get(ob).first_op;
            while o != NONE {
                let n = self.clone_op_idx(o, map, false, false);
                self.link_op(nb, n, NONE);
                op_pairs.push((o, n));
                o = self.opd(o).next;
            }
        }
        // 3. Operands, then nested regions.
        for (o, n) in op_pairs {
            let targets: Vec<u32> =
                self.opd(o).operands.indices().map(|u| map.value(self.operands.get(u).target)).collect();
            let old = self.opd(n).operands;
            self.drop_operand_run(old);
            let run = self.alloc_linked_operands(n, &targets);
            self.opd_mut(n).operands = run;
            let (src_regions, dst_regions) = (self.opd(o).regions, self.opd(n).regions);
            if src_regions.len != 0 {
                crate::support::stack::deep(|| {
                    for k in 0..src_regions.len {
                        self.clone_region_into(src_regions.start + k, dst_regions.start + k, map);
                    }
                });
            }
        }
        pairs.into_iter().map(|(_, n)| n).collect()
    }
}
