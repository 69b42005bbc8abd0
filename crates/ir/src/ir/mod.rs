//! The IR store: operations, blocks, regions, values and their use lists.
//!
//! Each kind of object lives in a generational [`Arena`] of the context's
//! [`Ir`]; objects refer to each other by `u32` index, and the public API
//! speaks in typed handles ([`OpId`], [`BlockId`], ...), which every method
//! checks against the arena's generation before use. A stale handle gives
//! [`IrError::Stale`], never another object's data.
//!
//! Layout (see `docs/ARCHITECTURE.md` for sizes and the reasons):
//! * an operation holds its name, location, parent block, list links, order
//!   index and five runs: results (in the value arena), operands (in the
//!   operand arena), successors, regions and discardable attributes;
//! * a value (op result or block argument) holds its type, owner, number and
//!   the head of its use list; each operand is a node of a doubly-linked use
//!   list, so replacing all uses costs O(uses) and unlinking one use O(1);
//! * successors are uses of blocks, so a block's predecessors are its use
//!   list;
//! * blocks and regions are doubly-linked lists.

use std::fmt;

use crate::attrs::{Attribute, Location, NamedAttribute};
use crate::context::OpName;
use crate::support::arena::{Arena, FreeLink, Run, NONE};
use crate::support::handle::{handle_id, Handle, UniquedKind};
use crate::types::Type;

mod attributes;
mod blocks;
mod clone;
pub mod floating;
mod ops;
pub mod parallel;
mod state;
mod values;
mod walk;

pub use clone::CloneMap;
pub use state::{AttrList, OperationState};
pub use values::ValueOwner;
pub use walk::{walk, IrAccess, WalkOrder, WalkResult};

handle_id! {
    /// An operation (`MlirOperation`).
    OpId
}
handle_id! {
    /// A block (`MlirBlock`).
    BlockId
}
handle_id! {
    /// A region (`MlirRegion`).
    RegionId
}
handle_id! {
    /// A value: an operation result or a block argument (`MlirValue`).
    ValueId
}
handle_id! {
    /// One operand of one operation, a node of its value's use list
    /// (`MlirOpOperand`).
    OperandId
}

/// The kind of object a handle names, for error messages.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HandleKind {
    /// `MlirOperation`
    Operation,
    /// `MlirBlock`
    Block,
    /// `MlirRegion`
    Region,
    /// `MlirValue`
    Value,
    /// `MlirOpOperand`
    OpOperand,
}

impl HandleKind {
    /// The C type name.
    pub fn c_name(self) -> &'static str {
        match self {
            HandleKind::Operation => "MlirOperation",
            HandleKind::Block => "MlirBlock",
            HandleKind::Region => "MlirRegion",
            HandleKind::Value => "MlirValue",
            HandleKind::OpOperand => "MlirOpOperand",
        }
    }

    fn what_erased(self) -> &'static str {
        match self {
            HandleKind::Operation => "the operation was erased",
            HandleKind::Block => "the block was erased",
            HandleKind::Region => "the region was erased or moved into an operation",
            HandleKind::Value => "its operation or block was erased",
            HandleKind::OpOperand => "its operation was erased or its operands were replaced",
        }
    }
}

/// Why an IR call could not be carried out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IrError {
    /// The handle names an object that no longer exists.
    Stale(HandleKind),
    /// The handle belongs to another context.
    WrongContext(HandleKind),
    /// The handle names a block or region created without a context that
    /// has not been bound to one yet (see [`floating`]).
    Floating(HandleKind),
    /// The call does not make sense for these objects (the message says why).
    Misuse(String),
}

impl fmt::Display for IrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IrError::Stale(k) => write!(f, "stale {} handle ({})", k.c_name(), k.what_erased()),
            IrError::WrongContext(k) => write!(f, "{} handle belongs to another context", k.c_name()),
            IrError::Floating(k) => write!(f, "{} handle is not in any context yet", k.c_name()),
            IrError::Misuse(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for IrError {}

/// Shorthand for results of IR calls.
pub type IrResult<T> = Result<T, IrError>;

pub(crate) fn misuse<T>(msg: impl Into<String>) -> IrResult<T> {
    Err(IrError::Misuse(msg.into()))
}

/// A misuse error with this message.
pub(crate) fn misuse_error(msg: impl Into<String>) -> IrError {
    IrError::Misuse(msg.into())
}

/// Tag bit of [`ValueData::number`] marking a block argument.
pub(crate) const BLOCK_ARG: u32 = 1 << 31;

/// Distance between consecutive order indices in a block.
pub(crate) const ORDER_STRIDE: u32 = 8;

/// "No uniqued object" in the 32-bit index fields below.
pub(crate) const UNONE: u32 = u32::MAX;

/// An operation. Uniqued objects (location, properties) are stored as
/// their 32-bit index in the context's tables; see [`Ir::loc_at`].
pub(crate) struct OpData {
    pub name: OpName,
    pub loc: u32,
    pub parent: u32,
    pub prev: u32,
    pub next: u32,
    pub order: u32,
    pub results: Run,
    pub operands: Run,
    pub succs: Run,
    pub regions: Run,
    pub attrs: Run,
    pub props: u32,
}

impl Default for OpData {
    fn default() -> Self {
        OpData {
            name: OpName(0),
            loc: UNONE,
            parent: NONE,
            prev: NONE,
            next: NONE,
            order: 0,
            results: Run::EMPTY,
            operands: Run::EMPTY,
            succs: Run::EMPTY,
            regions: Run::EMPTY,
            attrs: Run::EMPTY,
            props: UNONE,
        }
    }
}

/// A block.
pub(crate) struct BlockData {
    /// The floating handle this block was created under, if any (see
    /// [`floating`]); handles given out for it are then that one.
    pub alias: Option<Handle>,
    pub parent: u32,
    pub prev: u32,
    pub next: u32,
    pub first_op: u32,
    pub last_op: u32,
    pub args: Vec<u32>,
    /// Locations of the arguments (attribute indices), parallel to `args`.
    pub arg_locs: Vec<u32>,
    pub first_pred: u32,
    pub order_valid: bool,
}

impl Default for BlockData {
    fn default() -> Self {
        BlockData {
            alias: None,
            parent: NONE,
            prev: NONE,
            next: NONE,
            first_op: NONE,
            last_op: NONE,
            args: Vec::new(),
            arg_locs: Vec::new(),
            first_pred: NONE,
            order_valid: true,
        }
    }
}

/// A region.
pub(crate) struct RegionData {
    /// The floating handle this region was created under, if any.
    pub alias: Option<Handle>,
    pub parent: u32,
    pub first_block: u32,
    pub last_block: u32,
}

impl Default for RegionData {
    fn default() -> Self {
        RegionData { alias: None, parent: NONE, first_block: NONE, last_block: NONE }
    }
}

/// A value: op result (`number` = result number) or block argument
/// (`number` = argument number | [`BLOCK_ARG`]). The type is stored as its
/// index in the context's type table (see [`Ir::type_at`]); a block
/// argument's location is kept by its block.
pub(crate) struct ValueData {
    pub ty: u32,
    pub owner: u32,
    pub number: u32,
    pub first_use: u32,
}

impl Default for ValueData {
    fn default() -> Self {
        ValueData { ty: UNONE, owner: NONE, number: 0, first_use: NONE }
    }
}

/// A discardable attribute of an operation: name and value as attribute
/// indices of the context.
#[derive(Copy, Clone)]
pub(crate) struct AttrEntry {
    pub name: u32,
    pub value: u32,
}

impl Default for AttrEntry {
    fn default() -> Self {
        AttrEntry { name: UNONE, value: UNONE }
    }
}

/// A use: of a value (operands) or of a block (successors).
pub(crate) struct UseData {
    pub target: u32,
    pub owner: u32,
    pub prev: u32,
    pub next: u32,
}

impl Default for UseData {
    fn default() -> Self {
        UseData { target: NONE, owner: NONE, prev: NONE, next: NONE }
    }
}

/// Implements [`FreeLink`] with a field that nothing reads on a free slot.
macro_rules! free_link {
    ($($ty:ty: $field:ident;)*) => {$(
        impl FreeLink for $ty {
            #[inline]
            fn free_link(&self) -> u32 {
                self.$field
            }
            #[inline]
            fn set_free_link(&mut self, next: u32) {
                self.$field = next;
            }
        }
    )*};
}

free_link! {
    OpData: order;
    BlockData: first_pred;
    RegionData: last_block;
    ValueData: number;
    UseData: owner;
    AttrEntry: name;
}

/// The IR store of one context.
pub struct Ir {
    slot: u16,
    /// The owning context's generation: uniqued objects stored as indices
    /// are turned back into handles with it.
    ctx_gen: u32,
    /// Bumped by every mutating call; caches derived from the IR (such as
    /// the printer's numbering) are valid while it is unchanged.
    pub(crate) epoch: u64,
    pub(crate) ops: Arena<OpData>,
    pub(crate) blocks: Arena<BlockData>,
    pub(crate) regions: Arena<RegionData>,
    pub(crate) values: Arena<ValueData>,
    pub(crate) operands: Arena<UseData>,
    pub(crate) succs: Arena<UseData>,
    pub(crate) attrs: Arena<AttrEntry>,
}

/// Generates the checked conversions between typed ids and arena indices.
macro_rules! id_conversions {
    ($($arena:ident: $id:ident, $kind:ident, $to_id:ident, $to_idx:ident;)*) => {$(
        #[doc = concat!("The handle of slot `idx` of the ", stringify!($arena), " arena.")]
        #[inline]
        pub(crate) fn $to_id(&self, idx: u32) -> $id {
            $id(Handle::new(idx, self.slot, self.$arena.gen(idx)))
        }

        #[doc = concat!("Checks a [`", stringify!($id), "`] and returns its arena index.")]
        #[inline]
        pub(crate) fn $to_idx(&self, id: $id) -> IrResult<u32> {
            let h = id.0;
            if h.context_slot() != self.slot {
                return Err(IrError::WrongContext(HandleKind::$kind));
            }
            if !self.$arena.check(h.index(), h.generation()) {
                return Err(IrError::Stale(HandleKind::$kind));
            }
            Ok(h.index())
        }
    )*};
}

impl Ir {
    /// An empty store for the context in table slot `slot`; arena slots start
    /// at generation `base_gen`.
    pub(crate) fn new(slot: u16, ctx_gen: u32, base_gen: u32) -> Ir {
        Ir {
            slot,
            ctx_gen,
            epoch: 0,
            ops: Arena::new(base_gen),
            blocks: Arena::new(base_gen.wrapping_add(0x1000)),
            regions: Arena::new(base_gen.wrapping_add(0x2000)),
            values: Arena::new(base_gen.wrapping_add(0x3000)),
            operands: Arena::new(base_gen.wrapping_add(0x4000)),
            succs: Arena::new(0),
            attrs: Arena::new(0),
        }
    }

    id_conversions! {
        ops: OpId, Operation, op_id, op_idx;
        blocks: BlockId, Block, block_id_plain, block_idx_plain;
        regions: RegionId, Region, region_id_plain, region_idx_plain;
        values: ValueId, Value, value_id, value_idx;
        operands: OperandId, OpOperand, operand_id, operand_idx;
    }

    /// The mutation counter (see the field's documentation).
    pub fn epoch(&self) -> u64 {
        self.epoch
    }

    /// The handle of operation `idx` whose generation the caller read.
    #[inline]
    pub(crate) fn op_id_with_gen(&self, idx: u32, gen: u32) -> OpId {
        OpId(Handle::new(idx, self.slot, gen))
    }

    /// The handle of block `idx` (its floating alias if it has one).
    #[inline]
    pub(crate) fn block_id(&self, idx: u32) -> BlockId {
        match self.blocks.get(idx).alias {
            Some(a) => BlockId(a),
            None => self.block_id_plain(idx),
        }
    }

    /// Checks a [`BlockId`] (following floating aliases).
    #[inline]
    pub(crate) fn block_idx(&self, id: BlockId) -> IrResult<u32> {
        if floating::is_floating(id.0) {
            return match floating::resolve(id.0) {
                floating::Floating::Bound(real) => self.block_idx_plain(BlockId(real)),
                floating::Floating::Pending(_) => Err(IrError::Floating(HandleKind::Block)),
                floating::Floating::Dead => Err(IrError::Stale(HandleKind::Block)),
            };
        }
        self.block_idx_plain(id)
    }

    /// The handle of region `idx` (its floating alias if it has one).
    #[inline]
    pub(crate) fn region_id(&self, idx: u32) -> RegionId {
        match self.regions.get(idx).alias {
            Some(a) => RegionId(a),
            None => self.region_id_plain(idx),
        }
    }

    /// Checks a [`RegionId`] (following floating aliases).
    #[inline]
    pub(crate) fn region_idx(&self, id: RegionId) -> IrResult<u32> {
        if floating::is_floating(id.0) {
            return match floating::resolve(id.0) {
                floating::Floating::Bound(real) => self.region_idx_plain(RegionId(real)),
                floating::Floating::Pending(_) => Err(IrError::Floating(HandleKind::Region)),
                floating::Floating::Dead => Err(IrError::Stale(HandleKind::Region)),
            };
        }
        self.region_idx_plain(id)
    }

    /// Allocates, in this IR, the region a pending floating handle stands
    /// for, and binds the handle to it. The region's pending blocks are
    /// bound and appended too.
    pub fn bind_floating_region(&mut self, alias: RegionId) -> IrResult<RegionId> {
        if floating::resolve(alias.0) != floating::Floating::Pending(floating::FloatKind::Region) {
            return self.region_idx(alias).map(|i| self.region_id(i));
        }
        self.epoch = self.epoch.wrapping_add(1);
        let blocks = floating::region_blocks(alias.0);
        let r = self.regions.alloc(RegionData { alias: Some(alias.0), ..RegionData::default() });
        floating::bind(alias.0, self.region_id_plain(r).0);
        for b in blocks {
            let bi = self.bind_floating_block_idx(b);
            self.link_block(r, bi, crate::support::arena::NONE);
        }
        Ok(alias)
    }

    /// Allocates, in this IR, the block a pending floating handle stands for
    /// (binding its pending region first, if it is in one).
    pub fn bind_floating_block(&mut self, alias: BlockId) -> IrResult<BlockId> {
        match floating::resolve(alias.0) {
            floating::Floating::Pending(floating::FloatKind::Block) => {}
            _ => return self.block_idx(alias).map(|i| self.block_id(i)),
        }
        if let Some(region) = floating::block_parent(alias.0) {
            self.bind_floating_region(RegionId(region))?;
            return Ok(alias);
        }
        self.epoch = self.epoch.wrapping_add(1);
        self.bind_floating_block_idx(alias.0);
        Ok(alias)
    }

    fn bind_floating_block_idx(&mut self, alias: Handle) -> u32 {
        let b = self.blocks.alloc(BlockData { alias: Some(alias), ..BlockData::default() });
        floating::bind(alias, self.block_id_plain(b).0);
        b
    }

    /// The context-table slot of the owning context.
    pub fn context_slot(&self) -> u16 {
        self.slot
    }

    /// The type stored as index `t`.
    #[inline]
    pub(crate) fn type_at(&self, t: u32) -> Type {
        Type(Handle::new(t, self.slot, UniquedKind::Type.generation(self.ctx_gen)))
    }

    /// The attribute stored as index `a` (`None` for [`UNONE`]).
    #[inline]
    pub(crate) fn attr_at(&self, a: u32) -> Option<Attribute> {
        (a != UNONE).then(|| Attribute(Handle::new(a, self.slot, UniquedKind::Attribute.generation(self.ctx_gen))))
    }

    /// The location stored as index `a`.
    #[inline]
    pub(crate) fn loc_at(&self, a: u32) -> Location {
        Location(Attribute(Handle::new(a, self.slot, UniquedKind::Attribute.generation(self.ctx_gen))))
    }

    /// The index under which a uniqued object of this context is stored;
    /// an object of another context is refused.
    #[inline]
    pub(crate) fn pack(&self, kind: UniquedKind, h: Handle) -> IrResult<u32> {
        if h.context_slot() != self.slot || h.generation() != kind.generation(self.ctx_gen) {
            return misuse("the type or attribute belongs to another context");
        }
        Ok(h.index())
    }

    /// The type of value `v` (arena index).
    #[inline]
    pub(crate) fn value_ty(&self, v: u32) -> Type {
        self.type_at(self.values.get(v).ty)
    }

    /// The location of operation `o` (arena index).
    #[inline]
    pub(crate) fn op_location(&self, o: u32) -> Location {
        self.loc_at(self.opd(o).loc)
    }

    /// [`Ir::value_ty`] as an option (always `Some`), for code written
    /// against optional types.
    #[inline]
    pub(crate) fn value_ty_opt(&self, v: u32) -> Option<Type> {
        Some(self.value_ty(v))
    }

    /// The location of operation `o` as an option (always `Some`).
    #[inline]
    pub(crate) fn op_loc_opt(&self, o: u32) -> Option<Location> {
        Some(self.op_location(o))
    }

    /// The location of value `v` if it is a block argument.
    #[inline]
    pub(crate) fn arg_loc_opt(&self, v: u32) -> Option<Location> {
        (self.values.get(v).number & BLOCK_ARG != 0).then(|| self.arg_loc(v))
    }

    /// The location of block argument `v` (arena index of the value).
    pub(crate) fn arg_loc(&self, v: u32) -> Location {
        let d = self.values.get(v);
        let b = self.blocks.get(d.owner);
        self.loc_at(b.arg_locs[(d.number & !BLOCK_ARG) as usize])
    }

    /// Discardable attribute entry `i` (arena index) as a named attribute.
    #[inline]
    pub(crate) fn attr_entry(&self, i: u32) -> Option<NamedAttribute> {
        let e = self.attrs.get(i);
        Some(NamedAttribute { name: self.attr_at(e.name)?, value: self.attr_at(e.value)? })
    }

    /// The data of a live operation (check and access in one lookup).
    #[inline]
    pub(crate) fn op_data(&self, id: OpId) -> IrResult<&OpData> {
        let h = id.0;
        if h.context_slot() != self.slot {
            return Err(IrError::WrongContext(HandleKind::Operation));
        }
        self.ops.get_checked(h.index(), h.generation()).ok_or(IrError::Stale(HandleKind::Operation))
    }

    /// The data of a live value (check and access in one lookup).
    #[inline]
    pub(crate) fn value_data(&self, id: ValueId) -> IrResult<&ValueData> {
        let h = id.0;
        if h.context_slot() != self.slot {
            return Err(IrError::WrongContext(HandleKind::Value));
        }
        self.values.get_checked(h.index(), h.generation()).ok_or(IrError::Stale(HandleKind::Value))
    }

    /// Whether `op` names a live operation of this store.
    pub fn is_live_op(&self, op: OpId) -> bool {
        self.op_idx(op).is_ok()
    }

    /// Number of live objects of each kind: (ops, blocks, regions, values,
    /// operands).
    pub fn live_counts(&self) -> (usize, usize, usize, usize, usize) {
        (self.ops.live(), self.blocks.live(), self.regions.live(), self.values.live(), self.operands.live())
    }

    #[inline]
    pub(crate) fn opd(&self, i: u32) -> &OpData {
        self.ops.get(i)
    }

    #[inline]
    pub(crate) fn opd_mut(&mut self, i: u32) -> &mut OpData {
        self.ops.get_mut(i)
    }
}

#[inline]
pub(crate) fn opt(i: u32) -> Option<u32> {
    (i != NONE).then_some(i)
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod destroy_tests;
