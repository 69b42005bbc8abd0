//! Values (op results and block arguments) and their use lists.

use super::*;
use crate::support::handle::UniquedKind;

/// What defines a value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueOwner {
    /// The `n`-th result of an operation.
    Result(OpId, usize),
    /// The `n`-th argument of a block.
    Argument(BlockId, usize),
}

impl Ir {
    /// What defines the value.
    #[inline]
    pub fn value_owner(&self, v: ValueId) -> IrResult<ValueOwner> {
        let d = self.value_data(v)?;
        Ok(if d.number & BLOCK_ARG != 0 {
            ValueOwner::Argument(self.block_id(d.owner), (d.number & !BLOCK_ARG) as usize)
        } else {
            ValueOwner::Result(self.op_id(d.owner), d.number as usize)
        })
    }

    /// Whether the value is a block argument.
    #[inline]
    pub fn is_block_arg(&self, v: ValueId) -> IrResult<bool> {
        Ok(self.value_data(v)?.number & BLOCK_ARG != 0)
    }

    /// The value's type.
    #[inline]
    pub fn value_type(&self, v: ValueId) -> IrResult<Type> {
        Ok(self.type_at(self.value_data(v)?.ty))
    }

    /// Sets the value's type.
    pub fn set_value_type(&mut self, v: ValueId, ty: Type) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let i = self.value_idx(v)?;
        let t = self.pack(UniquedKind::Type, ty.0)?;
        self.values.get_mut(i).ty = t;
        Ok(())
    }

    /// The value's location: a block argument's own location, or the
    /// location of the operation defining a result.
    pub fn value_loc(&self, v: ValueId) -> IrResult<Location> {
        let i = self.value_idx(v)?;
        let d = self.values.get(i);
        Ok(if d.number & BLOCK_ARG != 0 { self.arg_loc(i) } else { self.op_location(d.owner) })
    }

    /// Sets a block argument's location (no effect on op results).
    pub fn set_arg_loc(&mut self, v: ValueId, loc: Location) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let i = self.value_idx(v)?;
        let l = self.pack(UniquedKind::Attribute, loc.0 .0)?;
        let d = self.values.get(i);
        if d.number & BLOCK_ARG != 0 {
            let (owner, n) = (d.owner, (d.number & !BLOCK_ARG) as usize);
            self.blocks.get_mut(owner).arg_locs[n] = l;
        }
        Ok(())
    }

    /// The first use of the value (the most recently added one).
    #[inline]
    pub fn value_first_use(&self, v: ValueId) -> IrResult<Option<OperandId>> {
        let d = self.value_data(v)?;
        Ok(opt(d.first_use).map(|u| self.operand_id(u)))
    }

    /// Whether the value has no uses.
    pub fn value_use_empty(&self, v: ValueId) -> IrResult<bool> {
        Ok(self.value_data(v)?.first_use == NONE)
    }

    /// The uses of the value, in use-list order.
    pub fn value_uses(&self, v: ValueId) -> IrResult<Vec<OperandId>> {
        let mut u = self.value_data(v)?.first_use;
        let mut out = Vec::new();
        while u != NONE {
            out.push(self.operand_id(u));
            u = self.operands.get(u).next;
        }
        Ok(out)
    }

    /// Reorders the uses of `v`: the use at position `i` of its use list
    /// moves to position `indices[i]` (upstream's `shuffleUseList`).
    /// `indices` must be a permutation of `0..n` for the value's `n` uses.
    pub fn shuffle_use_list(&mut self, v: ValueId, indices: &[u32]) -> IrResult<()> {
        let vi = self.value_idx(v)?;
        let mut current = Vec::with_capacity(indices.len());
        let mut u = self.values.get(vi).first_use;
        while u != NONE {
            current.push(u);
            u = self.operands.get(u).next;
        }
        let mut shuffled = vec![NONE; current.len()];
        if indices.len() != current.len() {
            return misuse(format!("use-list shuffle of {} indices for {} uses", indices.len(), current.len()));
        }
        for (&use_, &to) in current.iter().zip(indices) {
            match shuffled.get_mut(to as usize) {
                Some(slot) if *slot == NONE => *slot = use_,
                _ => return misuse("use-list shuffle indices are not a permutation".to_string()),
            }
        }
        self.epoch = self.epoch.wrapping_add(1);
        let mut prev = NONE;
        for (k, &use_) in shuffled.iter().enumerate() {
            let d = self.operands.get_mut(use_);
            d.prev = prev;
            d.next = shuffled.get(k + 1).copied().unwrap_or(NONE);
            prev = use_;
        }
        self.values.get_mut(vi).first_use = shuffled.first().copied().unwrap_or(NONE);
        Ok(())
    }

    /// Replaces every use of `of` with `with`.
    pub fn replace_all_uses(&mut self, of: ValueId, with: ValueId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        self.replace_all_uses_except(of, with, &[])
    }

    /// Replaces every use of `of` with `with`, except uses by the listed
    /// operations.
    pub fn replace_all_uses_except(&mut self, of: ValueId, with: ValueId, except: &[OpId]) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let f = self.value_idx(of)?;
        let w = self.value_idx(with)?;
        if f == w {
            return Ok(());
        }
        let ex: Vec<u32> = except.iter().filter_map(|&o| self.op_idx(o).ok()).collect();
        let mut u = self.values.get(f).first_use;
        while u != NONE {
            let next = self.operands.get(u).next;
            if !ex.contains(&self.operands.get(u).owner) {
                self.retarget_operand(u, w);
            }
            u = next;
        }
        Ok(())
    }

    // -- operands (use-list nodes) ----------------------------------------------

    /// The value an operand uses (`None` for a null operand).
    #[inline]
    pub fn operand_value(&self, o: OperandId) -> IrResult<Option<ValueId>> {
        let d = self.operands.get(self.operand_idx(o)?);
        Ok(opt(d.target).map(|v| self.value_id(v)))
    }

    /// The operation owning an operand.
    #[inline]
    pub fn operand_owner(&self, o: OperandId) -> IrResult<OpId> {
        Ok(self.op_id(self.operands.get(self.operand_idx(o)?).owner))
    }

    /// The operand's position in its operation's operand list.
    pub fn operand_number(&self, o: OperandId) -> IrResult<usize> {
        let u = self.operand_idx(o)?;
        let owner = self.operands.get(u).owner;
        Ok((u - self.opd(owner).operands.start) as usize)
    }

    /// The next use of the same value.
    #[inline]
    pub fn operand_next_use(&self, o: OperandId) -> IrResult<Option<OperandId>> {
        let d = self.operands.get(self.operand_idx(o)?);
        Ok(opt(d.next).map(|u| self.operand_id(u)))
    }
}
