//! Folding: an operation's fold hook and its traits' folds (upstream's
//! `Operation::fold`), constant operands (`m_Constant`) and the uniquing
//! of constants by the greedy driver (`OperationFolder`).

use hashbrown::HashMap;
use smallvec::SmallVec;

use crate::attrs::Attribute;
use crate::ir::{Ir, OpId, RegionId, ValueId, ValueOwner};
use crate::registry::{OpDef, OpFoldResult, Trait, Traits};
use crate::view::OpView;
use crate::{Context, Type};

/// What a fold produced: one entry per result, or none when the operation
/// was updated in place.
pub type FoldResults = SmallVec<[OpFoldResult; 1]>;

/// What a fold hook works on: the operation, the constant values of its
/// operands (`None` where an operand is not a constant), and the IR, which
/// an in-place fold may change (operands, attributes) but nothing else.
pub struct Folding<'a> {
    /// The context.
    pub cx: &'a Context,
    /// The IR.
    pub ir: &'a mut Ir,
    /// The operation being folded.
    pub op: OpId,
    /// The constant value of each operand, if it has one.
    pub operands: &'a [Option<Attribute>],
}

impl<'a> Folding<'a> {
    /// A view of the operation.
    pub fn view(&self) -> Option<OpView<'_>> {
        OpView::new(self.cx, self.ir, self.op)
    }

    /// The constant value of operand `i`.
    pub fn constant(&self, i: usize) -> Option<Attribute> {
        self.operands.get(i).copied().flatten()
    }

    /// Operand `i`.
    pub fn operand(&self, i: usize) -> Option<ValueId> {
        self.ir.op_operand(self.op, i).ok().flatten()
    }

    /// Result `i`.
    pub fn result(&self, i: usize) -> Option<ValueId> {
        self.ir.op_result(self.op, i).ok()
    }

    /// What an in-place fold returns.
    pub fn in_place() -> Option<FoldResults> {
        Some(FoldResults::new())
    }
}

/// The registration of `op`, if any.
pub(crate) fn def_of<'c>(cx: &'c Context, ir: &Ir, op: OpId) -> Option<&'c OpDef> {
    cx.op_name_info(ir.op_name(op).ok()?).def()
}

/// The constant value of `value` if a `ConstantLike` operation defines it
/// (upstream's `matchPattern(value, m_Constant(&attr))`).
pub fn constant_value(cx: &Context, ir: &mut Ir, value: ValueId) -> Option<Attribute> {
    let Ok(ValueOwner::Result(def, _)) = ir.value_owner(value) else { return None };
    constant_of_op(cx, ir, def)
}

/// The value of a `ConstantLike` operation (its fold to an attribute).
pub fn constant_of_op(cx: &Context, ir: &mut Ir, op: OpId) -> Option<Attribute> {
    let def = def_of(cx, ir, op)?;
    if !def.traits.has(Traits::CONSTANT_LIKE) {
        return None;
    }
    let hook = def.fold?;
    match hook(&mut Folding { cx, ir, op, operands: &[] })?.first()? {
        OpFoldResult::Attr(a) => Some(*a),
        OpFoldResult::Value(_) => None,
    }
}

/// The constant materializer of the dialect `op` belongs to (upstream's
/// `op->getDialect()->materializeConstant`), if it has one.
pub fn materializer_of(cx: &Context, ir: &Ir, op: OpId) -> Option<crate::registry::MaterializeFn> {
    let name = cx.op_name_str(ir.op_name(op).ok()?);
    let dialect = name.split('.').next()?;
    cx.loaded_dialect(dialect).and_then(|d| cx.dialect_def(d)).and_then(|d| d.materialize)
}

/// Folds `op` (upstream's `Operation::fold`): its fold hook, then, if that
/// did nothing or updated in place, the folds of its traits
/// (`Commutative` moves constant operands last, `Idempotent`,
/// `Involution`, `CastOpInterface`). `None` if nothing folded; an empty
/// list for an in-place update; otherwise one result per op result. A
/// fold returning the op's own single result counts as in place.
pub fn fold_op(cx: &Context, ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Option<FoldResults> {
    let def = def_of(cx, ir, op)?;
    let mut result = def.fold.and_then(|hook| hook(&mut Folding { cx, ir, op, operands }));
    if let Some(r) = &result {
        if let [OpFoldResult::Value(v)] = r[..] {
            if ir.op_num_results(op).ok() == Some(1) && ir.op_result(op, 0).ok() == Some(v) {
                result = Some(FoldResults::new());
            }
        }
    }
    if result.as_ref().is_none_or(|r| r.is_empty()) {
        if let Some(t) = fold_traits(def, ir, op, operands) {
            return Some(t);
        }
    }
    result
}

/// The folds of the op's traits, in trait order; the first that applies.
fn fold_traits(def: &OpDef, ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Option<FoldResults> {
    for t in &def.trait_list {
        let r = match t {
            Trait::Commutative => fold_commutative(ir, op, operands),
            Trait::Marker("Idempotent") => fold_idempotent(ir, op),
            Trait::Marker("Involution") => fold_involution(ir, op),
            Trait::CastOpInterface(_) => fold_cast_interface(ir, op),
            _ => None,
        };
        if r.is_some() {
            return r;
        }
    }
    None
}

/// Moves constant operands after the others, keeping each group's order;
/// in place if anything moved.
fn fold_commutative(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Option<FoldResults> {
    let n = ir.op_num_operands(op).ok()?;
    if n < 2 || operands.len() != n {
        return None;
    }
    let first_constant = operands.iter().position(|c| c.is_some())?;
    if operands[first_constant..].iter().all(|c| c.is_some()) {
        return None;
    }
    let values: SmallVec<[Option<ValueId>; 4]> = (0..n).map(|i| ir.op_operand(op, i).ok().flatten()).collect();
    let order = (0..n).filter(|&i| operands[i].is_none()).chain((0..n).filter(|&i| operands[i].is_some()));
    let new: Option<SmallVec<[ValueId; 4]>> = order.map(|i| values[i]).collect();
    ir.set_op_operands(op, &new?).ok()?;
    Some(FoldResults::new())
}

/// `f(f(x)) = f(x)` for one operand, `f(x, x) = x` for two.
fn fold_idempotent(ir: &Ir, op: OpId) -> Option<FoldResults> {
    match ir.op_num_operands(op).ok()? {
        1 => {
            let x = ir.op_operand(op, 0).ok()??;
            let Ok(ValueOwner::Result(def, _)) = ir.value_owner(x) else { return None };
            (ir.op_name(def).ok()? == ir.op_name(op).ok()?).then(|| smallvec::smallvec![OpFoldResult::Value(x)])
        }
        2 => {
            let (a, b) = (ir.op_operand(op, 0).ok()??, ir.op_operand(op, 1).ok()??);
            (a == b).then(|| smallvec::smallvec![OpFoldResult::Value(a)])
        }
        _ => None,
    }
}

/// A cast whose operand types are its result types is its operands
/// (upstream's `impl::foldCastInterfaceOp`, `CastOpInterface`'s trait
/// fold).
fn fold_cast_interface(ir: &Ir, op: OpId) -> Option<FoldResults> {
    let n = ir.op_num_operands(op).ok()?;
    if n == 0 || ir.op_num_results(op).ok()? != n {
        return None;
    }
    let mut out = FoldResults::new();
    for i in 0..n {
        let v = ir.op_operand(op, i).ok()??;
        let r = ir.op_result(op, i).ok()?;
        if ir.value_type(v).ok()? != ir.value_type(r).ok()? {
            return None;
        }
        out.push(OpFoldResult::Value(v));
    }
    Some(out)
}

/// `f(f(x)) = x`.
fn fold_involution(ir: &Ir, op: OpId) -> Option<FoldResults> {
    let x = ir.op_operand(op, 0).ok()??;
    let Ok(ValueOwner::Result(def, _)) = ir.value_owner(x) else { return None };
    if ir.op_name(def).ok()? != ir.op_name(op).ok()? {
        return None;
    }
    let inner = ir.op_operand(def, 0).ok()??;
    Some(smallvec::smallvec![OpFoldResult::Value(inner)])
}

/// The region constants used in `block`'s region go to (upstream's
/// `getInsertionRegion`): the closest enclosing region whose parent is
/// isolated from above, unregistered, or at the top level.
pub(crate) fn insertion_region(cx: &Context, ir: &Ir, mut region: RegionId) -> RegionId {
    loop {
        let Ok(Some(parent)) = ir.region_parent(region) else { return region };
        let isolated = match def_of(cx, ir, parent) {
            Some(d) => d.traits.has(Traits::ISOLATED_FROM_ABOVE),
            None => true,
        };
        let Ok(Some(block)) = ir.op_block(parent) else { return region };
        if isolated {
            return region;
        }
        let Ok(Some(up)) = ir.block_parent_region(block) else { return region };
        region = up;
    }
}

/// The key constants are uniqued by: region, dialect namespace, value and
/// type.
type ConstKey = (RegionId, crate::Identifier, Attribute, Type);

/// The constants the greedy driver has uniqued (upstream's
/// `OperationFolder` as the driver uses it): one per region, value, type
/// and dialect, kept at the start of the region's entry block.
#[derive(Default)]
pub struct ConstantFolder {
    /// The dialect namespace of each constant operation name met.
    dialects: HashMap<crate::OpName, crate::Identifier>,
    constants: HashMap<ConstKey, OpId>,
    owned: HashMap<OpId, ConstKey>,
}

impl ConstantFolder {
    /// Whether `op` is a constant this folder keeps.
    pub fn owns(&self, op: OpId) -> bool {
        self.owned.contains_key(&op)
    }

    /// Forgets `op` (it is being erased).
    pub fn forget(&mut self, op: OpId) {
        if let Some(key) = self.owned.remove(&op) {
            if self.constants.get(&key) == Some(&op) {
                self.constants.remove(&key);
            }
        }
    }

    /// Records the existing constant `op` of value `value` (upstream's
    /// `insertKnownConstant`): if an equal constant is known, `op`'s uses
    /// go to it, `op` is erased, the known constant's location becomes
    /// unknown and the answer is `false`; otherwise `op`
    /// moves to the front of its insertion region's entry block (unless it
    /// is already among the kept constants there) and the answer is `true`.
    /// `erase` is called on an op about to be erased, with the value
    /// replacing its result.
    pub fn insert_known(
        &mut self,
        cx: &Context,
        ir: &mut Ir,
        op: OpId,
        value: Attribute,
        mut erase: impl FnMut(&mut Ir, OpId, ValueId),
    ) -> bool {
        let Ok(Some(block)) = ir.op_block(op) else { return true };
        if self.owns(op) {
            self.rehoist(ir, op, block);
            return true;
        }
        let Ok(Some(region)) = ir.block_parent_region(block) else { return true };
        let Ok(result) = ir.op_result(op, 0) else { return true };
        let Ok(ty) = ir.value_type(result) else { return true };
        let Ok(name) = ir.op_name(op) else { return true };
        let dialect = *self.dialects.entry(name).or_insert_with(|| {
            let full = cx.op_name_str(name);
            cx.identifier(full.split('.').next().unwrap_or(""))
        });
        let key: ConstKey = (insertion_region(cx, ir, region), dialect, value, ty);
        if let Some(&existing) = self.constants.get(&key) {
            if let Ok(with) = ir.op_result(existing, 0) {
                erase(ir, op, with);
                let _ = ir.replace_all_uses(result, with);
                let _ = ir.erase_op(op);
                // The kept constant now stands for both: upstream gives it
                // an unknown location (`erasedFoldedLocation`).
                let _ = ir.set_op_loc(existing, cx.unknown_loc());
                return false;
            }
        }
        let Some(entry) = ir.region_first_block(key.0).ok().flatten() else { return true };
        let front = ir.block_first_op(entry).ok().flatten();
        let prev = ir.op_prev(op).ok().flatten();
        if block != entry || (front != Some(op) && !prev.is_some_and(|p| self.owns(p))) {
            if let Some(front) = front {
                let _ = ir.move_op_before(op, front);
            }
        }
        self.constants.insert(key, op);
        self.owned.insert(op, key);
        true
    }

    /// Moves a kept constant back to the front of its block if something
    /// other than kept constants came before it.
    fn rehoist(&self, ir: &mut Ir, op: OpId, block: crate::ir::BlockId) {
        let front = ir.block_first_op(block).ok().flatten();
        let prev = ir.op_prev(op).ok().flatten();
        if front != Some(op) && !prev.is_some_and(|p| self.owns(p)) {
            if let Some(front) = front {
                let _ = ir.move_op_before(op, front);
            }
        }
    }

    /// Forgets every constant.
    pub fn clear(&mut self) {
        self.constants.clear();
        self.owned.clear();
    }
}
