//! Operation interfaces, looked up by id.
//!
//! An interface is a struct of functions ([`Interface`]); a definition
//! carries the implementations it has in an [`Interfaces`] map keyed by
//! the interface's [`TypeId`], so passes and the C API
//! (`mlirOperationImplementsInterface`) find them without knowing the
//! operation. More interfaces can be defined outside the core the same way.

use std::any::Any;
use std::sync::Arc;

use smallvec::SmallVec;

use crate::attrs::{Attribute, Location, NamedAttribute};
use crate::context::Context;
use crate::ir::{Ir, RegionId, ValueId};
use crate::support::typeid::{type_id_markers, TypeId, TypeIdMarker};
use crate::symbol_table::SymbolTableCollection;
use crate::types::Type;
use crate::verify::VerifyResult;
use crate::registry::Traits;
use crate::view::OpView;

/// An interface: a struct of functions with a process-wide id.
pub trait Interface: Any + Send + Sync {
    /// The interface's id.
    fn id() -> TypeId
    where
        Self: Sized;
}

/// The interfaces an operation implements.
#[derive(Clone, Default)]
pub struct Interfaces {
    entries: Vec<(TypeId, Arc<dyn Any + Send + Sync>)>,
}

impl Interfaces {
    /// Adds (or replaces) an implementation.
    pub fn insert<I: Interface>(&mut self, imp: I) {
        let id = I::id();
        self.entries.retain(|(k, _)| *k != id);
        self.entries.push((id, Arc::new(imp)));
    }

    /// Marks an interface as implemented by id alone (an interface with no
    /// functions the core calls, such as `SymbolOpInterface`).
    pub fn insert_id(&mut self, id: TypeId) {
        if !self.has(id) {
            self.entries.push((id, Arc::new(())));
        }
    }

    /// The implementation of `I`, if present.
    pub fn get<I: Interface>(&self) -> Option<&I> {
        let id = I::id();
        self.entries.iter().find(|(k, _)| *k == id).and_then(|(_, v)| v.downcast_ref::<I>())
    }

    /// Whether the interface with this id is implemented.
    pub fn has(&self, id: TypeId) -> bool {
        self.entries.iter().any(|(k, _)| *k == id)
    }
}

type_id_markers! {
    /// `InferTypeOpInterface`.
    INFER_TYPE_ID = 0x4946_0001;
    /// `InferShapedTypeOpInterface`.
    INFER_SHAPED_TYPE_ID = 0x4946_0002;
    /// `MemoryEffectOpInterface`.
    MEMORY_EFFECT_ID = 0x4946_0003;
    /// `ConditionallySpeculatable`.
    SPECULATABLE_ID = 0x4946_0004;
    /// `BranchOpInterface`.
    BRANCH_ID = 0x4946_0005;
    /// `RegionBranchOpInterface`.
    REGION_BRANCH_ID = 0x4946_0006;
    /// `CallOpInterface`.
    CALL_ID = 0x4946_0007;
    /// `CallableOpInterface`.
    CALLABLE_ID = 0x4946_0008;
    /// `FunctionOpInterface`.
    FUNCTION_ID = 0x4946_0009;
    /// `SymbolOpInterface`.
    SYMBOL_ID = 0x4946_000a;
    /// `SymbolUserOpInterface`.
    SYMBOL_USER_ID = 0x4946_000b;
    /// `RegionBranchTerminatorOpInterface`.
    REGION_BRANCH_TERMINATOR_ID = 0x4946_0101;
    /// `LoopLikeOpInterface`.
    LOOP_LIKE_ID = 0x4946_0102;
}

fn id_of(m: &'static TypeIdMarker) -> TypeId {
    TypeId::of(m)
}

/// What result-type inference is given (upstream's `inferReturnTypes`
/// arguments): the operation's location, operand types, attributes,
/// properties and regions.
pub struct InferInput<'a> {
    /// The context.
    pub cx: &'a Context,
    /// The IR (to read regions).
    pub ir: &'a Ir,
    /// Where to report problems.
    pub loc: Location,
    /// The operand types.
    pub operand_types: &'a [Type],
    /// The discardable and inherent attributes given.
    pub attributes: &'a [NamedAttribute],
    /// The properties, if given as one attribute.
    pub properties: Option<Attribute>,
    /// The regions.
    pub regions: &'a [RegionId],
    /// The definition of the operation whose types are inferred (what a
    /// generic inference reads the traits of).
    pub def: Option<&'a super::OpDef>,
}

impl InferInput<'_> {
    /// The attribute called `name` (inherent attributes are looked up in
    /// the properties first).
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        let cx = self.cx;
        if let Some(p) = self.properties {
            if let Some(crate::attrs::AttrData::Dictionary(d)) = cx.try_attr_data(p) {
                if let Some(na) = d.iter().find(|na| cx.bytes_of(na.name) == name.as_bytes()) {
                    return Some(na.value);
                }
            }
        }
        self.attributes.iter().find(|na| cx.bytes_of(na.name) == name.as_bytes()).map(|na| na.value)
    }
}

/// `InferTypeOpInterface`: result types from operands, attributes and
/// regions. Failures are reported at `InferInput::loc`.
#[derive(Clone, Copy)]
pub struct InferTypeOpInterface {
    /// Infers the result types.
    pub infer: fn(&InferInput<'_>) -> Result<SmallVec<[Type; 2]>, ()>,
}

impl Interface for InferTypeOpInterface {
    fn id() -> TypeId {
        id_of(&INFER_TYPE_ID)
    }
}

/// A memory effect kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// `MemoryEffects::Allocate`.
    Allocate,
    /// `MemoryEffects::Free`.
    Free,
    /// `MemoryEffects::Read`.
    Read,
    /// `MemoryEffects::Write`.
    Write,
}

/// The resource a memory effect acts on (upstream's
/// `SideEffects::Resource` subclasses).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum EffectResource {
    /// `DefaultResource`.
    #[default]
    Default,
    /// `AutomaticAllocationScopeResource` (stack allocations, freed when
    /// the enclosing `AutomaticAllocationScope` exits).
    AutomaticAllocationScope,
}

/// One memory effect: its kind, the operand or result it acts on (if
/// known), and its resource.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MemoryEffect {
    /// The kind.
    pub kind: EffectKind,
    /// The operand it acts on, if any.
    pub operand: Option<u32>,
    /// The result it acts on, if any (an allocation's result).
    pub result: Option<u32>,
    /// The resource.
    pub resource: EffectResource,
}

impl MemoryEffect {
    /// An effect of `kind` on no particular value, on the default
    /// resource.
    pub const fn new(kind: EffectKind) -> Self {
        MemoryEffect { kind, operand: None, result: None, resource: EffectResource::Default }
    }

    /// An effect of `kind` on operand `i` (ODS `Arg<..., [MemRead]>`).
    pub const fn on_operand(kind: EffectKind, i: u32) -> Self {
        MemoryEffect { operand: Some(i), ..Self::new(kind) }
    }

    /// An effect of `kind` on result `i` (ODS `Res<..., [MemAlloc]>`).
    pub const fn on_result(kind: EffectKind, i: u32) -> Self {
        MemoryEffect { result: Some(i), ..Self::new(kind) }
    }

    /// The same effect on `resource`.
    pub const fn with_resource(self, resource: EffectResource) -> Self {
        MemoryEffect { resource, ..self }
    }
}

/// `MemoryEffectOpInterface`.
#[derive(Clone, Copy)]
pub struct MemoryEffectOpInterface {
    /// The operation's effects.
    pub effects: fn(OpView<'_>) -> SmallVec<[MemoryEffect; 2]>,
}

impl Interface for MemoryEffectOpInterface {
    fn id() -> TypeId {
        id_of(&MEMORY_EFFECT_ID)
    }
}

/// Whether an operation has no memory effects (upstream's
/// `isMemoryEffectFree`): it declares none (`NoMemoryEffect`, `Pure`, or a
/// [`MemoryEffectOpInterface`] listing none), and, when it has
/// `RecursiveMemoryEffects`, neither do the operations nested in it. An
/// operation that says nothing about its effects (unregistered, or
/// registered without the interface) may have any.
pub fn is_memory_effect_free(cx: &Context, ir: &crate::ir::Ir, op: crate::ir::OpId) -> bool {
    let Some(def) = OpView::new(cx, ir, op).and_then(|v| v.def()) else { return false };
    let recursive = def.has_trait("RecursiveMemoryEffects");
    if def.interfaces.has(id_of(&MEMORY_EFFECT_ID)) {
        let declared = match def.interface::<MemoryEffectOpInterface>() {
            Some(i) => OpView::new(cx, ir, op).is_some_and(|v| (i.effects)(v).is_empty()),
            None => true,
        };
        if !declared {
            return false;
        }
        if !recursive {
            return true;
        }
    } else if !recursive {
        return false;
    }
    let mut free = true;
    let _ = crate::ir::walk(ir, op, crate::ir::WalkOrder::PreOrder, &mut |nested| {
        if nested == op {
            return crate::ir::WalkResult::Advance;
        }
        if is_memory_effect_free(cx, ir, nested) {
            // Its own nested operations were checked by the recursive call.
            crate::ir::WalkResult::Skip
        } else {
            free = false;
            crate::ir::WalkResult::Interrupt
        }
    });
    free
}

/// Whether an operation may be speculated.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Speculatability {
    /// Never.
    NotSpeculatable,
    /// Always.
    Speculatable,
    /// If its nested operations are.
    RecursivelySpeculatable,
}

/// `ConditionallySpeculatable`.
#[derive(Clone, Copy)]
pub struct ConditionallySpeculatable {
    /// The operation's speculatability.
    pub speculatability: fn(OpView<'_>) -> Speculatability,
}

impl Interface for ConditionallySpeculatable {
    fn id() -> TypeId {
        id_of(&SPECULATABLE_ID)
    }
}

/// `BranchOpInterface`: which operands are forwarded to each successor.
#[derive(Clone, Copy)]
pub struct BranchOpInterface {
    /// The operand range `(start, len)` forwarded to successor `index`.
    pub successor_operands: fn(OpView<'_>, usize) -> (usize, usize),
    /// The entries of size attributes (`(attribute, index)` in an i32
    /// array such as `operandSegmentSizes`) that count the operands of
    /// successor `index`: what changing them must update (upstream's
    /// `MutableOperandRange` segments).
    pub size_entries: fn(OpView<'_>, usize) -> SizeEntries,
}

/// Entries of size attributes: `(attribute name, index)` pairs.
pub type SizeEntries = SmallVec<[(&'static str, usize); 2]>;

impl Interface for BranchOpInterface {
    fn id() -> TypeId {
        id_of(&BRANCH_ID)
    }
}

/// The operand range `(start, len)` that `op` forwards to successor
/// `succ` (upstream's `getSuccessorOperands(succ).getForwardedOperands()`),
/// if `op` implements [`BranchOpInterface`].
pub fn successor_operand_range(cx: &Context, ir: &Ir, op: crate::ir::OpId, succ: usize) -> Option<(usize, usize)> {
    let v = OpView::new(cx, ir, op)?;
    let b = v.def()?.interface::<BranchOpInterface>()?;
    Some((b.successor_operands)(v, succ))
}

/// Replaces the operands `op` forwards to successor `succ` with `values`,
/// updating the size attributes that count them (upstream's
/// `SuccessorOperands` erase/append through a `MutableOperandRange`).
pub fn set_successor_operands(
    cx: &Context,
    ir: &mut Ir,
    op: crate::ir::OpId,
    succ: usize,
    values: &[ValueId],
) -> crate::ir::IrResult<()> {
    let (start, len, entries) = {
        let v = OpView::new(cx, ir, op).ok_or(crate::ir::IrError::Stale(crate::ir::HandleKind::Operation))?;
        let Some(b) = v.def().and_then(|d| d.interface::<BranchOpInterface>()) else {
            return crate::ir::misuse("the operation does not implement BranchOpInterface");
        };
        let (start, len) = (b.successor_operands)(v, succ);
        (start, len, (b.size_entries)(v, succ))
    };
    ir.splice_op_operands(op, start, len, values)?;
    let delta = values.len() as i64 - len as i64;
    if delta == 0 {
        return Ok(());
    }
    for (name, index) in entries {
        let Some(mut sizes) = super::invariants_segments(cx, ir, op, name) else { continue };
        let Some(n) = sizes.get_mut(index) else { continue };
        *n = (*n as i64 + delta) as i32;
        let raw: Vec<u8> = sizes.iter().flat_map(|s| s.to_le_bytes()).collect();
        let attr = cx.dense_array_attr(crate::attrs::dense_array::DenseArrayKind::I32, &raw);
        ir.set_op_inherent_attr(cx, op, name.as_bytes(), Some(attr))?;
    }
    Ok(())
}

/// A point control can flow to from a region-branch operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSuccessor {
    /// The region with this index.
    Region(usize),
    /// Back to the parent operation (its results).
    Parent,
}

/// `RegionBranchOpInterface`: the control flow between an operation and
/// its regions. [`crate::registry::Trait::RegionBranchOpInterface`] in the
/// trait list verifies the types along every edge.
#[derive(Clone, Copy)]
pub struct RegionBranchOpInterface {
    /// Where control may go from `from` (`None`: from the parent; `Some(i)`:
    /// from a terminator in region `i`).
    pub successors: fn(OpView<'_>, Option<usize>) -> SmallVec<[RegionSuccessor; 2]>,
    /// The values a successor receives (`getSuccessorInputs`): arguments
    /// of a region's entry block, or results of the operation.
    pub successor_inputs: fn(OpView<'_>, RegionSuccessor) -> SmallVec<[ValueId; 4]>,
    /// The operands the operation passes to a successor when entering
    /// (`getEntrySuccessorOperands`), as `(start, len)`.
    pub entry_operands: fn(OpView<'_>, RegionSuccessor) -> (usize, usize),
}

impl Interface for RegionBranchOpInterface {
    fn id() -> TypeId {
        id_of(&REGION_BRANCH_ID)
    }
}

/// `RegionBranchTerminatorOpInterface`: which operands a terminator inside
/// a region-branch operation forwards to a successor. A `ReturnLike`
/// terminator without it forwards all its operands.
#[derive(Clone, Copy)]
pub struct RegionBranchTerminatorOpInterface {
    /// The operand range `(start, len)` forwarded to a successor
    /// (`getSuccessorOperands`).
    pub successor_operands: fn(OpView<'_>, RegionSuccessor) -> (usize, usize),
}

impl Interface for RegionBranchTerminatorOpInterface {
    fn id() -> TypeId {
        id_of(&REGION_BRANCH_TERMINATOR_ID)
    }
}

/// `LoopLikeOpInterface`: the values a loop carries.
/// [`crate::registry::Trait::LoopLikeOpInterface`] in the trait list runs
/// upstream's `verifyLoopLikeOpInterface`.
#[derive(Clone, Copy)]
pub struct LoopLikeOpInterface {
    /// The initial values of the loop-carried variables (`getInits`).
    pub inits: fn(OpView<'_>) -> SmallVec<[ValueId; 4]>,
    /// The region arguments of the loop-carried variables
    /// (`getRegionIterArgs`); `Err(n)` when the body has fewer arguments
    /// than induction variables (`n`: the count upstream reports, wrapped).
    pub region_iter_args: fn(OpView<'_>) -> Result<SmallVec<[ValueId; 4]>, u64>,
    /// The values yielded to the next iteration (`getYieldedValues`).
    pub yielded_values: fn(OpView<'_>) -> SmallVec<[ValueId; 4]>,
    /// The loop results, if the loop defines them (`getLoopResults`).
    pub loop_results: fn(OpView<'_>) -> Option<SmallVec<[ValueId; 4]>>,
}

impl Interface for LoopLikeOpInterface {
    fn id() -> TypeId {
        id_of(&LOOP_LIKE_ID)
    }
}

/// What a call calls.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A symbol (a symbol reference attribute).
    Symbol(Attribute),
    /// An SSA value (indirect call).
    Value(crate::ir::ValueId),
}

/// `CallOpInterface`.
#[derive(Clone, Copy)]
pub struct CallOpInterface {
    /// The callee.
    pub callee: fn(OpView<'_>) -> Option<Callee>,
    /// The operand range `(start, len)` passed as arguments.
    pub arg_operands: fn(OpView<'_>) -> (usize, usize),
}

impl Interface for CallOpInterface {
    fn id() -> TypeId {
        id_of(&CALL_ID)
    }
}

/// `CallableOpInterface`.
#[derive(Clone, Copy)]
pub struct CallableOpInterface {
    /// The body region, if the callable has one (not a declaration).
    pub region: fn(OpView<'_>) -> Option<RegionId>,
    /// The argument types.
    pub argument_types: fn(OpView<'_>) -> Vec<Type>,
    /// The result types.
    pub result_types: fn(OpView<'_>) -> Vec<Type>,
}

impl Interface for CallableOpInterface {
    fn id() -> TypeId {
        id_of(&CALLABLE_ID)
    }
}

/// `FunctionOpInterface`.
#[derive(Clone, Copy)]
pub struct FunctionOpInterface {
    /// The function type.
    pub function_type: fn(OpView<'_>) -> Option<Type>,
}

impl Interface for FunctionOpInterface {
    fn id() -> TypeId {
        id_of(&FUNCTION_ID)
    }
}

/// `SymbolUserOpInterface`: verified by the nearest symbol table's
/// verifier.
#[derive(Clone, Copy)]
pub struct SymbolUserOpInterface {
    /// Checks the symbols the operation uses.
    pub verify_symbol_uses: fn(OpView<'_>, &mut SymbolTableCollection) -> VerifyResult,
}

impl Interface for SymbolUserOpInterface {
    fn id() -> TypeId {
        id_of(&SYMBOL_USER_ID)
    }
}

/// Ids of the interfaces the C API names or queries.
pub mod ids {
    use super::*;

    /// `SymbolOpInterface`'s id.
    pub fn symbol() -> TypeId {
        id_of(&SYMBOL_ID)
    }
    /// `ConditionallySpeculatable`'s id.
    pub fn speculatable() -> TypeId {
        id_of(&SPECULATABLE_ID)
    }
    /// `MemoryEffectOpInterface`'s id.
    pub fn memory_effect() -> TypeId {
        id_of(&MEMORY_EFFECT_ID)
    }
}

/// One inferred shaped type (upstream's `ShapedTypeComponents`): a shape
/// if ranked, an element type and an attribute, each possibly unknown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShapedTypeComponents {
    /// The dimensions, if ranked.
    pub dims: Option<Vec<i64>>,
    /// The element type, if known.
    pub element_type: Option<Type>,
    /// An attribute (an encoding), if any.
    pub attribute: Option<Attribute>,
}

/// `InferShapedTypeOpInterface`: result shapes from operands, attributes
/// and regions. Failures are reported at `InferInput::loc`.
#[derive(Clone, Copy)]
pub struct InferShapedTypeOpInterface {
    /// Infers the components of each result.
    pub infer_components: fn(&InferInput<'_>) -> Result<Vec<ShapedTypeComponents>, ()>,
}

impl Interface for InferShapedTypeOpInterface {
    fn id() -> TypeId {
        id_of(&INFER_SHAPED_TYPE_ID)
    }
}

/// Whether `op` has no uses and erasing it would lose nothing (upstream's
/// `isOpTriviallyDead`): it is registered, neither a terminator nor a
/// symbol, and it and (with `RecursiveMemoryEffects`) the operations
/// nested in it have no memory effects other than reads and allocations
/// of their own results.
pub fn is_trivially_dead(cx: &Context, ir: &crate::ir::Ir, op: crate::ir::OpId) -> bool {
    let n = ir.op_num_results(op).unwrap_or(0);
    if !(0..n).all(|i| ir.op_result(op, i).is_ok_and(|v| ir.value_use_empty(v).unwrap_or(false))) {
        return false;
    }
    would_be_trivially_dead(cx, ir, op)
}

/// Whether erasing `op` would lose nothing if its results had no uses
/// (upstream's `wouldOpBeTriviallyDead`): [`is_trivially_dead`] without
/// the use check.
pub fn would_be_trivially_dead(cx: &Context, ir: &crate::ir::Ir, op: crate::ir::OpId) -> bool {
    let Some(def) = OpView::new(cx, ir, op).and_then(|v| v.def()) else { return false };
    if def.traits.has(Traits::TERMINATOR) || def.traits.has(Traits::SYMBOL) || def.interfaces.has(ids::symbol()) {
        return false;
    }
    let mut work: SmallVec<[crate::ir::OpId; 4]> = smallvec::smallvec![op];
    while let Some(o) = work.pop() {
        let Some(v) = OpView::new(cx, ir, o) else { return false };
        let Some(def) = v.def() else { return false };
        let recursive = def.has_trait("RecursiveMemoryEffects");
        if recursive {
            for region in crate::view::op_regions(ir, o) {
                for block in crate::view::region_blocks(ir, region) {
                    work.extend(crate::view::block_ops(ir, block));
                }
            }
        }
        if def.interfaces.has(id_of(&MEMORY_EFFECT_ID)) {
            let effects = def.interface::<MemoryEffectOpInterface>().map(|i| (i.effects)(v)).unwrap_or_default();
            let allocated = |r: u32| effects.iter().any(|e| e.kind == EffectKind::Allocate && e.result == Some(r));
            if !effects.iter().all(|e| e.result.is_some_and(allocated) || e.kind == EffectKind::Read) {
                return false;
            }
            continue;
        }
        if !recursive {
            return false;
        }
    }
    true
}
