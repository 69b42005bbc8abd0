//! `mlir-c/Rewrite.h`: rewriters (IR rewriters owned by the caller, and the
//! pattern rewriter a C pattern is given), rewrite patterns written in C,
//! pattern sets and frozen pattern sets, the greedy driver's configuration,
//! and the greedy and walk pattern drivers. The PDL functions
//! (`MLIR_ENABLE_PDL_IN_PATTERNMATCH`) are not provided.
//!
//! # Handles
//!
//! Every handle is a key in a process-wide table (see `owned.rs`), checked
//! on each call:
//!
//! * `MlirRewriterBase` names either an IR rewriter the caller owns (its
//!   context and insertion point; each call makes an engine rewriter for
//!   its duration) or a pattern rewriter lent to a C pattern while its
//!   `matchAndRewrite` callback runs (the driver's own rewriter, so the
//!   driver hears of every change; see `handles::LentRewriter`). The
//!   `MlirPatternRewriter` a callback is given is the same key; it names
//!   nothing once the callback returns, and nothing on another thread.
//! * `MlirRewritePattern` names a pattern the caller owns, from
//!   `mlirOpRewritePatternCreate` until `mlirRewritePatternSetAdd` takes
//!   it. The pattern's callback is given the same word (upstream gives the
//!   pattern's address), which names nothing the caller owns by then.
//! * `MlirRewritePatternSet` names a set the caller owns until it is
//!   destroyed or frozen (`mlirFreezeRewritePattern` takes it, as its
//!   documentation says; using the set afterwards is reported).
//! * `MlirFrozenRewritePatternSet` and `MlirGreedyRewriteDriverConfig`
//!   name objects the caller owns until they are destroyed. The drivers
//!   work on copies, so destroying a set or configuration from a pattern
//!   callback is safe (the patterns go when the driver is done).
//!
//! # Differences from upstream
//!
//! Where upstream has undefined behaviour or asserts, these functions
//! report an error through the context's diagnostics and do nothing:
//! erasing an operation whose results are used or a block that is
//! branched to, inlining a block that is branched to, replacing with the
//! wrong number of values, handles of another context than the
//! rewriter's, stale or null handles, invalid enum values. Setting the
//! insertion point before or after an operation that is in no block
//! leaves the rewriter without an insertion point (upstream keeps a null
//! block); inserting or cloning without an insertion point returns the
//! operation (or the copy) uninserted, as upstream.

use std::borrow::Cow;
use std::ffi::{c_uint, c_void};

use oxmlir_ir::rewrite::greedy::{Strictness, NO_LIMIT};
use oxmlir_ir::rewrite::{
    apply_patterns_greedily, walk_and_apply_patterns, FrozenPatternSet, GreedyConfig, InsertPoint, PatternSet, RewritePattern,
    Rewriter, SimplifyLevel,
};
use oxmlir_ir::ir::ValueOwner;
use oxmlir_ir::{BlockId, Context, Location, OpId, RegionId, Type, ValueId};

use crate::handles::{bytes, entry, lend_rewriter, slice, with_lent_rewriter, CPatternCallbacks, CResult, Call, Fail, LentRewriter};
use crate::ir::{null_handles, wrap, MlirBlock, MlirContext, MlirLocation, MlirModule, MlirOperation, MlirRegion, MlirType, MlirValue};
use crate::owned::Owned;
use crate::support::c_int_types::{intptr_t, size_t};
use crate::support::{MlirLogicalResult, MlirStringRef};

/// Opaque handle to a rewriter: an IR rewriter (`mlirIRRewriterCreate`) or
/// the pattern rewriter of a running C pattern
/// (`mlirPatternRewriterAsBase`).
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirRewriterBase {
    pub ptr: *mut c_void,
}

/// Opaque handle to a frozen pattern set, ready for the drivers.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirFrozenRewritePatternSet {
    pub ptr: *mut c_void,
}

/// Opaque handle to a configuration of the greedy pattern driver.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirGreedyRewriteDriverConfig {
    pub ptr: *mut c_void,
}

/// Opaque handle to a pattern set being filled.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirRewritePatternSet {
    pub ptr: *mut c_void,
}

/// Opaque handle to the pattern rewriter given to a C pattern's
/// `matchAndRewrite` callback, valid during that call.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirPatternRewriter {
    pub ptr: *mut c_void,
}

/// Opaque handle to a rewrite pattern.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirRewritePattern {
    pub ptr: *const c_void,
}

null_handles! {
    MlirRewriterBase: null_mut;
    MlirFrozenRewritePatternSet: null_mut;
    MlirGreedyRewriteDriverConfig: null_mut;
    MlirRewritePatternSet: null_mut;
    MlirPatternRewriter: null_mut;
    MlirRewritePattern: null;
}

/// Greedy rewrite strictness levels (`MLIR_GREEDY_REWRITE_STRICTNESS_*`);
/// the C enum is declared in the header, Rust reads it as a plain integer
/// so that any value is safe.
#[repr(transparent)]
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct MlirGreedyRewriteStrictness(pub u32);

/// Greedy region simplification levels
/// (`MLIR_GREEDY_SIMPLIFY_REGION_LEVEL_*`); see
/// [`MlirGreedyRewriteStrictness`] for the representation.
#[repr(transparent)]
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct MlirGreedySimplifyRegionLevel(pub u32);

/// Callbacks to construct a rewrite pattern.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirRewritePatternCallbacks {
    /// Optional constructor for the user data, called when the pattern is
    /// created. Set to nullptr to disable it.
    pub construct: Option<unsafe extern "C" fn(userData: *mut c_void)>,
    /// Optional destructor for the user data, called when the pattern is
    /// destroyed (with its set or frozen set). Set to nullptr to disable
    /// it.
    pub destruct: Option<unsafe extern "C" fn(userData: *mut c_void)>,
    /// The callback function to match against code rooted at the specified
    /// operation, and perform the rewrite if the match is successful,
    /// corresponding to RewritePattern::matchAndRewrite. The rewriter's
    /// insertion point is before the operation; the rewriter handle is
    /// valid during the call. Required.
    pub matchAndRewrite: Option<
        unsafe extern "C" fn(
            pattern: MlirRewritePattern,
            op: MlirOperation,
            rewriter: MlirPatternRewriter,
            userData: *mut c_void,
        ) -> MlirLogicalResult,
    >,
}

// ---------------------------------------------------------------------------
// The tables.
// ---------------------------------------------------------------------------

/// What an `MlirRewriterBase` names.
#[derive(Copy, Clone)]
enum RewriterEntry {
    /// An IR rewriter: its context (handle word) and insertion point.
    Ir { context: u64, ip: InsertPoint },
    /// A driver's rewriter lent to a running C pattern.
    Lent { context: u64, rw: LentRewriter },
}

/// A pattern set being filled, with the context it was created for.
struct SetEntry {
    context: u64,
    set: PatternSet,
}

/// A frozen pattern set with its context.
#[derive(Clone)]
struct FrozenEntry {
    context: u64,
    set: FrozenPatternSet,
}

static REWRITERS: Owned<RewriterEntry> = Owned::new();
static PATTERNS: Owned<CPattern> = Owned::new();
static SETS: Owned<SetEntry> = Owned::new();
static FROZEN: Owned<FrozenEntry> = Owned::new();
static CONFIGS: Owned<GreedyConfig> = Owned::new();

/// A rewrite pattern whose work is done by C callbacks (upstream's
/// `ExternalRewritePattern`).
struct CPattern {
    root: String,
    benefit: u16,
    generated: Vec<Cow<'static, str>>,
    callbacks: CPatternCallbacks,
    /// The word of its `MlirRewritePattern` handle, given to the callback.
    handle: u64,
}

impl RewritePattern for CPattern {
    fn root(&self) -> Option<&str> {
        Some(&self.root)
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn generated_ops(&self) -> &[Cow<'static, str>] {
        &self.generated
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        /// Retires the lent rewriter's handle when the callback is over.
        struct Retire(u64);
        impl Drop for Retire {
            fn drop(&mut self) {
                REWRITERS.remove(self.0);
            }
        }
        let context = wrap::context(rewriter.context()).bits();
        let word = REWRITERS.insert(RewriterEntry::Lent { context, rw: lend_rewriter(rewriter) });
        let _retire = Retire(word);
        self.callbacks.match_and_rewrite(MlirRewritePattern::from_bits(self.handle), wrap::op(op), MlirPatternRewriter::from_bits(word))
    }
}

impl Drop for CPattern {
    fn drop(&mut self) {
        self.callbacks.destruct();
    }
}

// ---------------------------------------------------------------------------
// Resolving handles.
// ---------------------------------------------------------------------------

/// Runs `f` with the rewriter `h` names.
fn with_rewriter<R>(c: &mut Call, h: MlirRewriterBase, f: impl FnOnce(&mut Call, &mut Rewriter<'_>) -> CResult<R>) -> CResult<R> {
    if h.ptr.is_null() {
        return Err(Fail::Null("MlirRewriterBase"));
    }
    let e = REWRITERS.get(h.bits()).ok_or_else(|| {
        Fail::Misuse(
            "MlirRewriterBase handle does not name a live rewriter (an IR rewriter destroyed, or a pattern rewriter used after its callback returned?)"
                .into(),
        )
    })?;
    match e {
        RewriterEntry::Ir { context, ip } => {
            let cx = c.context(MlirContext::from_bits(context))?;
            let mut rw = Rewriter::new(cx);
            rw.set_insertion_point(ip);
            let r = f(c, &mut rw);
            let ip = rw.insertion_point();
            REWRITERS.with(h.bits(), |e| {
                if let RewriterEntry::Ir { ip: slot, .. } = e {
                    *slot = ip;
                }
            });
            r
        }
        RewriterEntry::Lent { context, rw } => {
            c.context(MlirContext::from_bits(context))?;
            with_lent_rewriter(&rw, |rw| f(c, rw)).ok_or_else(|| {
                Fail::Misuse("MlirRewriterBase handle names a pattern rewriter of another thread".into())
            })?
        }
    }
}

/// A handle argument of a rewriter call, resolved in the rewriter's
/// context (an object of another context is reported).
trait Arg {
    /// What it resolves to.
    type Id;
    /// Resolves it.
    fn resolve(self, c: &mut Call, cx: &Context) -> CResult<Self::Id>;
}

macro_rules! ir_args {
    ($($h:ty => $id:ty, $method:ident;)*) => {$(
        impl Arg for $h {
            type Id = $id;
            fn resolve(self, c: &mut Call, cx: &Context) -> CResult<$id> {
                let (hcx, id) = c.$method(self)?;
                c.same_context(cx, hcx)?;
                Ok(id)
            }
        }
    )*};
}

ir_args! {
    MlirOperation => OpId, op;
    MlirBlock => BlockId, block;
    MlirRegion => RegionId, region;
    MlirValue => ValueId, value;
}

/// A C array of values (length and pointer).
struct Values(intptr_t, *const MlirValue);

impl Arg for Values {
    type Id = Vec<ValueId>;
    fn resolve(self, c: &mut Call, cx: &Context) -> CResult<Vec<ValueId>> {
        slice(self.1, self.0, "MlirValue")?.iter().map(|&v| v.resolve(c, cx)).collect()
    }
}

macro_rules! tuple_args {
    ($(($($a:ident),*);)*) => {$(
        #[allow(non_snake_case)]
        impl<$($a: Arg),*> Arg for ($($a,)*) {
            type Id = ($($a::Id,)*);
            fn resolve(self, c: &mut Call, cx: &Context) -> CResult<Self::Id> {
                let ($($a,)*) = self;
                Ok(($($a.resolve(c, cx)?,)*))
            }
        }
    )*};
}

tuple_args! {
    (A);
    (A, B);
    (A, B, C);
}

/// Runs `f` on the rewriter `h` names with `args` resolved.
fn call<A: Arg, R, E>(c: &mut Call, h: MlirRewriterBase, args: A, f: impl FnOnce(&mut Rewriter<'_>, A::Id) -> Result<R, E>) -> CResult<R>
where
    Fail: From<E>,
{
    with_rewriter(c, h, |c, rw| {
        let ids = args.resolve(c, rw.context())?;
        Ok(f(rw, ids)?)
    })
}

/// Fails unless no result of `op` is used.
fn unused(cx: &Context, op: OpId) -> CResult<()> {
    let ir = cx.ir();
    for i in 0..ir.op_num_results(op)? {
        if !ir.value_use_empty(ir.op_result(op, i)?)? {
            return Err(Fail::Misuse("the operation to erase still has uses".into()));
        }
    }
    Ok(())
}

/// Fails if `block` is branched to.
fn unreferenced(cx: &Context, block: BlockId) -> CResult<()> {
    if cx.ir().block_predecessors(block)?.is_empty() {
        Ok(())
    } else {
        Err(Fail::Misuse("the block to erase still has uses (branches to it)".into()))
    }
}

// ---------------------------------------------------------------------------
// RewriterBase API inherited from OpBuilder.
// ---------------------------------------------------------------------------

/// Get the MLIR context referenced by the rewriter.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseGetContext(rewriter: MlirRewriterBase) -> MlirContext {
    entry!(MlirContext::NULL, |c| { with_rewriter(c, rewriter, |_, rw| Ok(wrap::context(rw.context()))) })
}

// ---------------------------------------------------------------------------
// Insertion points.
// ---------------------------------------------------------------------------

/// Reset the insertion point to no location. Creating an operation without
/// a set insertion point is an error, but this can still be useful when the
/// current insertion point a builder refers to is being removed.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseClearInsertionPoint(rewriter: MlirRewriterBase) {
    entry!((), |c| {
        with_rewriter(c, rewriter, |_, rw| {
            rw.clear_insertion_point();
            Ok(())
        })
    })
}

/// Sets the insertion point before or after `op` (`after`). An operation
/// in no block leaves the rewriter without an insertion block, as
/// upstream (which still reports `op` as the operation after the
/// insertion point when it is before it).
fn set_ip_at_op(rw: &mut Rewriter<'_>, op: OpId, after: bool) -> CResult<()> {
    let in_block = rw.context().ir().op_block(op)?.is_some();
    match (in_block, after) {
        (false, false) => rw.set_insertion_point(InsertPoint { block: None, before: Some(op) }),
        (false, true) => rw.clear_insertion_point(),
        (true, false) => rw.set_insertion_point_before(op)?,
        (true, true) => rw.set_insertion_point_after(op)?,
    }
    Ok(())
}

/// Sets the insertion point to the specified operation, which will cause
/// subsequent insertions to go right before it.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseSetInsertionPointBefore(rewriter: MlirRewriterBase, op: MlirOperation) {
    entry!((), |c| { call(c, rewriter, op, |rw, o| set_ip_at_op(rw, o, false)) })
}

/// Sets the insertion point to the node after the specified operation, which
/// will cause subsequent insertions to go right after it.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseSetInsertionPointAfter(rewriter: MlirRewriterBase, op: MlirOperation) {
    entry!((), |c| { call(c, rewriter, op, |rw, o| set_ip_at_op(rw, o, true)) })
}

/// Sets the insertion point to the node after the specified value. If value
/// has a defining operation, sets the insertion point to the node after such
/// defining operation. This will cause subsequent insertions to go right
/// after it. Otherwise, value is a BlockArgument. Sets the insertion point to
/// the start of its block.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseSetInsertionPointAfterValue(rewriter: MlirRewriterBase, value: MlirValue) {
    entry!((), |c| {
        call(c, rewriter, value, |rw, v| {
            let owner = rw.context().ir().value_owner(v)?;
            match owner {
                ValueOwner::Result(op, _) => set_ip_at_op(rw, op, true),
                ValueOwner::Argument(block, _) => Ok(rw.set_insertion_point_to_start(block)?),
            }
        })
    })
}

/// Sets the insertion point to the start of the specified block.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseSetInsertionPointToStart(rewriter: MlirRewriterBase, block: MlirBlock) {
    entry!((), |c| { call(c, rewriter, block, |rw, b| rw.set_insertion_point_to_start(b)) })
}

/// Sets the insertion point to the end of the specified block.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseSetInsertionPointToEnd(rewriter: MlirRewriterBase, block: MlirBlock) {
    entry!((), |c| { call(c, rewriter, block, |rw, b| rw.set_insertion_point_to_end(b)) })
}

/// Return the block the current insertion point belongs to (null if
/// there is no insertion point). Note that the insertion point is not
/// necessarily the end of the block.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseGetInsertionBlock(rewriter: MlirRewriterBase) -> MlirBlock {
    entry!(MlirBlock::NULL, |c| { with_rewriter(c, rewriter, |_, rw| Ok(wrap::block_opt(rw.insertion_block()))) })
}

/// Returns the current block of the rewriter (the block of its insertion
/// point, null if there is none).
#[no_mangle]
pub extern "C" fn mlirRewriterBaseGetBlock(rewriter: MlirRewriterBase) -> MlirBlock {
    mlirRewriterBaseGetInsertionBlock(rewriter)
}

/// Returns the operation right after the current insertion point
/// of the rewriter. A null MlirOperation will be returned
/// if the current insertion point is at the end of the block (or if
/// there is no insertion point, unless it was set before an operation in
/// no block: that operation, as upstream).
#[no_mangle]
pub extern "C" fn mlirRewriterBaseGetOperationAfterInsertion(rewriter: MlirRewriterBase) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        with_rewriter(c, rewriter, |_, rw| {
            Ok(wrap::op_opt(rw.insertion_point().before))
        })
    })
}

// ---------------------------------------------------------------------------
// Block and operation creation, insertion and cloning.
// ---------------------------------------------------------------------------

/// Add new block with 'argTypes' arguments and set the insertion point to the
/// end of it. The block is placed before 'insertBefore'. `locs` contains the
/// locations of the inserted arguments, and should match the size of
/// `argTypes`.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseCreateBlockBefore(
    rewriter: MlirRewriterBase,
    insertBefore: MlirBlock,
    nArgTypes: intptr_t,
    argTypes: *const MlirType,
    locations: *const MlirLocation,
) -> MlirBlock {
    entry!(MlirBlock::NULL, |c| {
        with_rewriter(c, rewriter, |c, rw| {
            let cx = rw.context();
            let before = insertBefore.resolve(c, cx)?;
            let types = slice(argTypes, nArgTypes, "MlirType")?;
            let locs = slice(locations, nArgTypes, "MlirLocation")?;
            let mut args: Vec<(Type, Location)> = Vec::with_capacity(types.len());
            for (&t, &l) in types.iter().zip(locs) {
                let (tcx, t) = c.ty(t)?;
                let (lcx, l) = c.loc(l)?;
                c.same_context(cx, tcx)?;
                c.same_context(cx, lcx)?;
                args.push((t, l));
            }
            Ok(wrap::block(rw.create_block_before(before, &args)?))
        })
    })
}

/// Insert the given operation at the current insertion point and return it
/// (without an insertion point, it is returned uninserted).
#[no_mangle]
pub extern "C" fn mlirRewriterBaseInsert(rewriter: MlirRewriterBase, op: MlirOperation) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        call(c, rewriter, op, |rw, o| {
            if rw.context().ir().op_block(o)?.is_some() {
                return Err(Fail::Misuse("the operation to insert is in a block already".into()));
            }
            if !rw.insertion_point().is_set() {
                return Ok(op);
            }
            Ok(wrap::op(rw.insert(o)?))
        })
    })
}

/// Copies `op` (with its regions if `regions`) to the insertion point, or
/// leaves the copy uninserted without one.
fn clone_op(rw: &mut Rewriter<'_>, op: OpId, regions: bool) -> CResult<MlirOperation> {
    let copy = match (rw.insertion_point().is_set(), regions) {
        (true, true) => rw.clone(op)?,
        (true, false) => rw.clone_without_regions(op)?,
        (false, true) => rw.context().ir_mut().clone_op(op)?,
        (false, false) => rw.context().ir_mut().clone_op_without_regions(op)?,
    };
    Ok(wrap::op(copy))
}

/// Creates a deep copy of the specified operation (inserted at the
/// insertion point, if there is one).
#[no_mangle]
pub extern "C" fn mlirRewriterBaseClone(rewriter: MlirRewriterBase, op: MlirOperation) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| { call(c, rewriter, op, |rw, o| clone_op(rw, o, true)) })
}

/// Creates a deep copy of this operation but keep the operation regions
/// empty (inserted at the insertion point, if there is one).
#[no_mangle]
pub extern "C" fn mlirRewriterBaseCloneWithoutRegions(rewriter: MlirRewriterBase, op: MlirOperation) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| { call(c, rewriter, op, |rw, o| clone_op(rw, o, false)) })
}

/// Clone the blocks that belong to "region" before the given position in
/// another region "parent".
#[no_mangle]
pub extern "C" fn mlirRewriterBaseCloneRegionBefore(rewriter: MlirRewriterBase, region: MlirRegion, before: MlirBlock) {
    entry!((), |c| { call(c, rewriter, (region, before), |rw, (r, b)| rw.clone_region_before(r, b)) })
}

// ---------------------------------------------------------------------------
// RewriterBase API.
// ---------------------------------------------------------------------------

/// Move the blocks that belong to "region" before the given position in
/// another region "parent". The two regions must be different. The caller
/// is responsible for creating or updating the operation transferring flow
/// of control to the region and passing it the correct block arguments.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseInlineRegionBefore(rewriter: MlirRewriterBase, region: MlirRegion, before: MlirBlock) {
    entry!((), |c| { call(c, rewriter, (region, before), |rw, (r, b)| rw.inline_region_before(r, b)) })
}

/// Replace the results of the given (original) operation with the specified
/// list of values (replacements). The result types of the given op and the
/// replacements must match. The original op is erased.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseReplaceOpWithValues(
    rewriter: MlirRewriterBase,
    op: MlirOperation,
    nValues: intptr_t,
    values: *const MlirValue,
) {
    entry!((), |c| { call(c, rewriter, (op, Values(nValues, values)), |rw, (o, vs)| rw.replace_op(o, &vs)) })
}

/// Replace the results of the given (original) operation with the specified
/// new op (replacement). The result types of the two ops must match. The
/// original op is erased.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseReplaceOpWithOperation(rewriter: MlirRewriterBase, op: MlirOperation, newOp: MlirOperation) {
    entry!((), |c| { call(c, rewriter, (op, newOp), |rw, (o, n)| rw.replace_op_with_op(o, n)) })
}

/// Erases an operation that is known to have no uses (one whose results
/// are used is reported and kept).
#[no_mangle]
pub extern "C" fn mlirRewriterBaseEraseOp(rewriter: MlirRewriterBase, op: MlirOperation) {
    entry!((), |c| {
        call(c, rewriter, op, |rw, o| {
            unused(rw.context(), o)?;
            Ok::<_, Fail>(rw.erase_op(o)?)
        })
    })
}

/// Erases a block along with all operations inside it (a block branched
/// to is reported and kept).
#[no_mangle]
pub extern "C" fn mlirRewriterBaseEraseBlock(rewriter: MlirRewriterBase, block: MlirBlock) {
    entry!((), |c| {
        call(c, rewriter, block, |rw, b| {
            unreferenced(rw.context(), b)?;
            Ok::<_, Fail>(rw.erase_block(b)?)
        })
    })
}

/// Inline the operations of block 'source' before the operation 'op'. The
/// source block will be deleted and must have no uses. 'argValues' is used to
/// replace the block arguments of 'source'
///
/// The source block must have no successors. Otherwise, the resulting IR
/// would have unreachable operations.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseInlineBlockBefore(
    rewriter: MlirRewriterBase,
    source: MlirBlock,
    op: MlirOperation,
    nArgValues: intptr_t,
    argValues: *const MlirValue,
) {
    entry!((), |c| {
        call(c, rewriter, (source, op, Values(nArgValues, argValues)), |rw, (s, o, vs)| {
            unreferenced(rw.context(), s)?;
            Ok::<_, Fail>(rw.inline_block_before(s, o, &vs)?)
        })
    })
}

/// Inline the operations of block 'source' into the end of block 'dest'. The
/// source block will be deleted and must have no uses. 'argValues' is used to
/// replace the block arguments of 'source'
///
/// The dest block must have no successors. Otherwise, the resulting IR would
/// have unreachable operation.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseMergeBlocks(
    rewriter: MlirRewriterBase,
    source: MlirBlock,
    dest: MlirBlock,
    nArgValues: intptr_t,
    argValues: *const MlirValue,
) {
    entry!((), |c| {
        call(c, rewriter, (source, dest, Values(nArgValues, argValues)), |rw, (s, d, vs)| {
            unreferenced(rw.context(), s)?;
            Ok::<_, Fail>(rw.merge_blocks(s, d, &vs)?)
        })
    })
}

/// Unlink this operation from its current block and insert it right before
/// `existingOp` which may be in the same or another block in the same
/// function.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseMoveOpBefore(rewriter: MlirRewriterBase, op: MlirOperation, existingOp: MlirOperation) {
    entry!((), |c| { call(c, rewriter, (op, existingOp), |rw, (o, e)| rw.move_op_before(o, e)) })
}

/// Unlink this operation from its current block and insert it right after
/// `existingOp` which may be in the same or another block in the same
/// function.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseMoveOpAfter(rewriter: MlirRewriterBase, op: MlirOperation, existingOp: MlirOperation) {
    entry!((), |c| { call(c, rewriter, (op, existingOp), |rw, (o, e)| rw.move_op_after(o, e)) })
}

/// Unlink this block and insert it right before `existingBlock`.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseMoveBlockBefore(rewriter: MlirRewriterBase, block: MlirBlock, existingBlock: MlirBlock) {
    entry!((), |c| { call(c, rewriter, (block, existingBlock), |rw, (b, e)| rw.move_block_before(b, e)) })
}

/// This method is used to notify the rewriter that an in-place operation
/// modification is about to happen. A call to this function *must* be
/// followed by a call to either `finalizeOpModification` or
/// `cancelOpModification`. This is a minor efficiency win (it avoids creating
/// a new operation and removing the old one) but also often allows simpler
/// code in the client.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseStartOpModification(rewriter: MlirRewriterBase, op: MlirOperation) {
    entry!((), |c| { call(c, rewriter, op, |rw, o| rw.start_op_modification(o)) })
}

/// This method is used to signal the end of an in-place modification of the
/// given operation. This can only be called on operations that were provided
/// to a call to `startOpModification`.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseFinalizeOpModification(rewriter: MlirRewriterBase, op: MlirOperation) {
    entry!((), |c| { call(c, rewriter, op, |rw, o| rw.finalize_op_modification(o)) })
}

/// This method cancels a pending in-place modification. This can only be
/// called on operations that were provided to a call to
/// `startOpModification`.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseCancelOpModification(rewriter: MlirRewriterBase, op: MlirOperation) {
    entry!((), |c| { call(c, rewriter, op, |rw, o| rw.cancel_op_modification(o)) })
}

/// Find uses of `from` and replace them with `to`. Also notify the listener
/// about every in-place op modification (for every use that was replaced).
#[no_mangle]
pub extern "C" fn mlirRewriterBaseReplaceAllUsesWith(rewriter: MlirRewriterBase, from: MlirValue, to: MlirValue) {
    entry!((), |c| { call(c, rewriter, (from, to), |rw, (f, t)| rw.replace_all_uses_with(f, t)) })
}

/// Find uses of `from` and replace them with `to`. Also notify the listener
/// about every in-place op modification (for every use that was replaced).
#[no_mangle]
pub extern "C" fn mlirRewriterBaseReplaceAllValueRangeUsesWith(
    rewriter: MlirRewriterBase,
    nValues: intptr_t,
    from: *const MlirValue,
    to: *const MlirValue,
) {
    entry!((), |c| {
        call(c, rewriter, (Values(nValues, from), Values(nValues, to)), |rw, (f, t)| rw.replace_all_value_range_uses_with(&f, &t))
    })
}

/// Find uses of `from` and replace them with `to`. Also notify the listener
/// about every in-place op modification (for every use that was replaced)
/// and that the `from` operation is about to be replaced.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseReplaceAllOpUsesWithValueRange(
    rewriter: MlirRewriterBase,
    from: MlirOperation,
    nTo: intptr_t,
    to: *const MlirValue,
) {
    entry!((), |c| { call(c, rewriter, (from, Values(nTo, to)), |rw, (f, t)| rw.replace_all_op_uses_with(f, &t)) })
}

/// Find uses of `from` and replace them with `to`. Also notify the listener
/// about every in-place op modification (for every use that was replaced)
/// and that the `from` operation is about to be replaced.
#[no_mangle]
pub extern "C" fn mlirRewriterBaseReplaceAllOpUsesWithOperation(rewriter: MlirRewriterBase, from: MlirOperation, to: MlirOperation) {
    entry!((), |c| {
        call(c, rewriter, (from, to), |rw, (f, t)| {
            let results = {
                let ir = rw.context().ir();
                (0..ir.op_num_results(t)?).map(|i| ir.op_result(t, i)).collect::<Result<Vec<_>, _>>()?
            };
            rw.replace_all_op_uses_with(f, &results)
        })
    })
}

/// Find uses of the results of `op` by operations nested in the operation
/// holding `block` (in any of its regions, as upstream) and replace them
/// with `newValues`. Also notify the listener about every in-place op
/// modification (for every use that was replaced).
#[no_mangle]
pub extern "C" fn mlirRewriterBaseReplaceOpUsesWithinBlock(
    rewriter: MlirRewriterBase,
    op: MlirOperation,
    nNewValues: intptr_t,
    newValues: *const MlirValue,
    block: MlirBlock,
) {
    entry!((), |c| {
        call(c, rewriter, (op, Values(nNewValues, newValues), block), |rw, (o, vs, b)| rw.replace_op_uses_within_block(o, &vs, b))
    })
}

/// Find uses of `from` and replace them with `to` except if the user is
/// `exceptedUser` (all of them if it is null). Also notify the listener
/// about every in-place op modification (for every use that was replaced).
#[no_mangle]
pub extern "C" fn mlirRewriterBaseReplaceAllUsesExcept(
    rewriter: MlirRewriterBase,
    from: MlirValue,
    to: MlirValue,
    exceptedUser: MlirOperation,
) {
    entry!((), |c| {
        if exceptedUser.ptr.is_null() {
            return call(c, rewriter, (from, to), |rw, (f, t)| rw.replace_all_uses_with(f, t));
        }
        call(c, rewriter, (from, to, exceptedUser), |rw, (f, t, e)| rw.replace_all_uses_except(f, t, e))
    })
}

// ---------------------------------------------------------------------------
// IRRewriter API.
// ---------------------------------------------------------------------------

/// Create an IRRewriter and transfer ownership to the caller.
#[no_mangle]
pub extern "C" fn mlirIRRewriterCreate(context: MlirContext) -> MlirRewriterBase {
    entry!(MlirRewriterBase::NULL, |c| {
        c.context(context)?;
        Ok(MlirRewriterBase::from_bits(REWRITERS.insert(RewriterEntry::Ir { context: context.bits(), ip: InsertPoint::default() })))
    })
}

/// Create an IRRewriter and transfer ownership to the caller. Additionally
/// set the insertion point before the operation (with no insertion block
/// if it is in no block).
#[no_mangle]
pub extern "C" fn mlirIRRewriterCreateFromOp(op: MlirOperation) -> MlirRewriterBase {
    entry!(MlirRewriterBase::NULL, |c| {
        let (cx, o) = c.op(op)?;
        let ip = InsertPoint { block: cx.ir().op_block(o)?, before: Some(o) };
        let context = wrap::context(cx).bits();
        Ok(MlirRewriterBase::from_bits(REWRITERS.insert(RewriterEntry::Ir { context, ip })))
    })
}

/// Takes an IRRewriter owned by the caller and destroys it. It is the
/// responsibility of the user to only pass an IRRewriter class (a pattern
/// rewriter is reported and kept).
#[no_mangle]
pub extern "C" fn mlirIRRewriterDestroy(rewriter: MlirRewriterBase) {
    // Destroying a null handle is a no-op, as upstream (`delete nullptr`).
    if rewriter.ptr.is_null() {
        return;
    }
    entry!((), |c| {
        match REWRITERS.get(rewriter.bits()) {
            Some(RewriterEntry::Ir { .. }) => {
                REWRITERS.remove(rewriter.bits());
                Ok(())
            }
            Some(RewriterEntry::Lent { context, .. }) => {
                // Reported to the context (alive while its callback runs).
                let _ = c.context(MlirContext::from_bits(context));
                Err(Fail::Misuse("MlirRewriterBase handle names a pattern rewriter, not an IR rewriter".into()))
            }
            None => Err(Fail::Misuse("MlirRewriterBase handle does not name a live IR rewriter (destroyed already?)".into())),
        }
    })
}

// ---------------------------------------------------------------------------
// FrozenRewritePatternSet API.
// ---------------------------------------------------------------------------

/// Freeze the given MlirRewritePatternSet to a MlirFrozenRewritePatternSet.
/// Note that the ownership of the input set is transferred into the frozen set
/// after this call (the set handle names nothing afterwards).
#[no_mangle]
pub extern "C" fn mlirFreezeRewritePattern(set: MlirRewritePatternSet) -> MlirFrozenRewritePatternSet {
    entry!(MlirFrozenRewritePatternSet::NULL, |c| {
        if set.ptr.is_null() {
            return Err(Fail::Null("MlirRewritePatternSet"));
        }
        let entry = SETS.remove(set.bits()).ok_or_else(|| {
            Fail::Misuse("MlirRewritePatternSet handle does not name a live pattern set (destroyed or frozen already?)".into())
        })?;
        // A set whose context is gone is dropped (its patterns destroyed).
        let cx = c.context(MlirContext::from_bits(entry.context))?;
        let frozen = FrozenEntry { context: entry.context, set: entry.set.freeze(cx) };
        Ok(MlirFrozenRewritePatternSet::from_bits(FROZEN.insert(frozen)))
    })
}

/// Destroy the given MlirFrozenRewritePatternSet (and its patterns, once no
/// driver uses them any more).
#[no_mangle]
pub extern "C" fn mlirFrozenRewritePatternSetDestroy(set: MlirFrozenRewritePatternSet) {
    if set.ptr.is_null() {
        return;
    }
    entry!((), |_c| {
        let gone = FROZEN.remove(set.bits()).ok_or_else(|| {
            Fail::Misuse("MlirFrozenRewritePatternSet handle does not name a live frozen set (destroyed already?)".into())
        })?;
        drop(gone);
        Ok(())
    })
}

/// The frozen set `h` names, for an operation of `cx`.
fn frozen_of(cx: &Context, h: MlirFrozenRewritePatternSet) -> CResult<FrozenPatternSet> {
    if h.ptr.is_null() {
        return Err(Fail::Null("MlirFrozenRewritePatternSet"));
    }
    let e = FROZEN
        .get(h.bits())
        .ok_or_else(|| Fail::Misuse("MlirFrozenRewritePatternSet handle does not name a live frozen set (destroyed already?)".into()))?;
    if e.context != wrap::context(cx).bits() {
        return Err(Fail::Misuse("the frozen pattern set belongs to another context than the operation".into()));
    }
    Ok(e.set)
}

/// The configuration `h` names.
fn config_of(h: MlirGreedyRewriteDriverConfig) -> CResult<GreedyConfig> {
    if h.ptr.is_null() {
        return Err(Fail::Null("MlirGreedyRewriteDriverConfig"));
    }
    CONFIGS.get(h.bits()).ok_or_else(|| {
        Fail::Misuse("MlirGreedyRewriteDriverConfig handle does not name a live configuration (destroyed already?)".into())
    })
}

/// Applies the greedy driver to the regions of `op`; success if it
/// converged.
fn apply_greedily(
    c: &mut Call,
    op: MlirOperation,
    patterns: MlirFrozenRewritePatternSet,
    config: MlirGreedyRewriteDriverConfig,
) -> CResult<MlirLogicalResult> {
    let (cx, o) = c.op(op)?;
    cx.ir().op_name(o)?;
    let set = frozen_of(cx, patterns)?;
    let config = config_of(config)?;
    let outcome = apply_patterns_greedily(cx, o, &set, &config);
    Ok(if outcome.converged { MlirLogicalResult::SUCCESS } else { MlirLogicalResult::FAILURE })
}

/// Applies the patterns and folding greedily to the operations nested in
/// `op` (region by region, as upstream's `applyPatternsGreedily`);
/// succeeds if the rewrite converged within the configured limits.
#[no_mangle]
pub extern "C" fn mlirApplyPatternsAndFoldGreedilyWithOp(
    op: MlirOperation,
    patterns: MlirFrozenRewritePatternSet,
    config: MlirGreedyRewriteDriverConfig,
) -> MlirLogicalResult {
    entry!(MlirLogicalResult::FAILURE, |c| {
        let _hold = c.hold(op.bits());
        apply_greedily(c, op, patterns, config)
    })
}

/// Applies the patterns and folding greedily to the body of the module;
/// succeeds if the rewrite converged within the configured limits.
#[no_mangle]
pub extern "C" fn mlirApplyPatternsAndFoldGreedily(
    op: MlirModule,
    patterns: MlirFrozenRewritePatternSet,
    config: MlirGreedyRewriteDriverConfig,
) -> MlirLogicalResult {
    entry!(MlirLogicalResult::FAILURE, |c| {
        let _hold = c.hold(op.bits());
        apply_greedily(c, MlirOperation::from_bits(op.bits()), patterns, config)
    })
}

// ---------------------------------------------------------------------------
// GreedyRewriteDriverConfig API.
// ---------------------------------------------------------------------------

/// Upstream's default `GreedyRewriteConfig`: the engine's defaults, but
/// bottom-up (the canonicalizer chooses top-down itself).
fn default_config() -> GreedyConfig {
    GreedyConfig { top_down: false, ..GreedyConfig::default() }
}

/// Creates a greedy rewrite driver configuration with default settings
/// (10 iterations, no rewrite limit, bottom-up, any operation, aggressive
/// region simplification, folding and constant CSE enabled).
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigCreate() -> MlirGreedyRewriteDriverConfig {
    entry!(MlirGreedyRewriteDriverConfig::NULL, |_c| {
        Ok(MlirGreedyRewriteDriverConfig::from_bits(CONFIGS.insert(default_config())))
    })
}

/// Destroys a greedy rewrite driver configuration.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigDestroy(config: MlirGreedyRewriteDriverConfig) {
    if config.ptr.is_null() {
        return;
    }
    entry!((), |_c| {
        CONFIGS.remove(config.bits()).map(drop).ok_or_else(|| {
            Fail::Misuse("MlirGreedyRewriteDriverConfig handle does not name a live configuration (destroyed already?)".into())
        })
    })
}

/// Changes the configuration `h` names.
fn set_config(h: MlirGreedyRewriteDriverConfig, f: impl FnOnce(&mut GreedyConfig)) -> CResult<()> {
    config_of(h)?;
    CONFIGS.with(h.bits(), f).ok_or(Fail::Quiet)
}

/// Sets the maximum number of iterations for the greedy rewrite driver.
/// Use -1 for no limit.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigSetMaxIterations(config: MlirGreedyRewriteDriverConfig, maxIterations: i64) {
    entry!((), |_c| { set_config(config, |g| g.max_iterations = maxIterations) })
}

/// Sets the maximum number of rewrites within an iteration.
/// Use -1 for no limit.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigSetMaxNumRewrites(config: MlirGreedyRewriteDriverConfig, maxNumRewrites: i64) {
    entry!((), |_c| { set_config(config, |g| g.max_rewrites = maxNumRewrites) })
}

/// Sets whether to use top-down traversal for the initial population of the
/// worklist.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigSetUseTopDownTraversal(config: MlirGreedyRewriteDriverConfig, useTopDownTraversal: bool) {
    entry!((), |_c| { set_config(config, |g| g.top_down = useTopDownTraversal) })
}

/// Enables or disables folding during greedy rewriting.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigEnableFolding(config: MlirGreedyRewriteDriverConfig, enable: bool) {
    entry!((), |_c| { set_config(config, |g| g.fold = enable) })
}

/// Sets the strictness level for the greedy rewrite driver (an invalid
/// value is reported and ignored).
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigSetStrictness(config: MlirGreedyRewriteDriverConfig, strictness: MlirGreedyRewriteStrictness) {
    entry!((), |_c| {
        let s = match strictness.0 {
            0 => Strictness::AnyOp,
            1 => Strictness::ExistingAndNewOps,
            2 => Strictness::ExistingOps,
            v => return Err(Fail::Misuse(format!("invalid MlirGreedyRewriteStrictness {v}"))),
        };
        set_config(config, |g| g.strictness = s)
    })
}

/// Sets the region simplification level (an invalid value is reported and
/// ignored).
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigSetRegionSimplificationLevel(
    config: MlirGreedyRewriteDriverConfig,
    level: MlirGreedySimplifyRegionLevel,
) {
    entry!((), |_c| {
        let l = match level.0 {
            0 => SimplifyLevel::Disabled,
            1 => SimplifyLevel::Normal,
            2 => SimplifyLevel::Aggressive,
            v => return Err(Fail::Misuse(format!("invalid MlirGreedySimplifyRegionLevel {v}"))),
        };
        set_config(config, |g| g.region_simplification = l)
    })
}

/// Enables or disables constant CSE.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigEnableConstantCSE(config: MlirGreedyRewriteDriverConfig, enable: bool) {
    entry!((), |_c| { set_config(config, |g| g.cse_constants = enable) })
}

/// Gets the maximum number of iterations for the greedy rewrite driver.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigGetMaxIterations(config: MlirGreedyRewriteDriverConfig) -> i64 {
    entry!(default_config().max_iterations, |_c| { Ok(config_of(config)?.max_iterations) })
}

/// Gets the maximum number of rewrites within an iteration.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigGetMaxNumRewrites(config: MlirGreedyRewriteDriverConfig) -> i64 {
    entry!(NO_LIMIT, |_c| { Ok(config_of(config)?.max_rewrites) })
}

/// Gets whether top-down traversal is used for initial worklist population.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigGetUseTopDownTraversal(config: MlirGreedyRewriteDriverConfig) -> bool {
    entry!(false, |_c| { Ok(config_of(config)?.top_down) })
}

/// Gets whether folding is enabled during greedy rewriting.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigIsFoldingEnabled(config: MlirGreedyRewriteDriverConfig) -> bool {
    entry!(false, |_c| { Ok(config_of(config)?.fold) })
}

/// Gets the strictness level for the greedy rewrite driver.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigGetStrictness(config: MlirGreedyRewriteDriverConfig) -> MlirGreedyRewriteStrictness {
    entry!(MlirGreedyRewriteStrictness(0), |_c| {
        Ok(MlirGreedyRewriteStrictness(match config_of(config)?.strictness {
            Strictness::AnyOp => 0,
            Strictness::ExistingAndNewOps => 1,
            Strictness::ExistingOps => 2,
        }))
    })
}

/// Gets the region simplification level.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigGetRegionSimplificationLevel(
    config: MlirGreedyRewriteDriverConfig,
) -> MlirGreedySimplifyRegionLevel {
    entry!(MlirGreedySimplifyRegionLevel(0), |_c| {
        Ok(MlirGreedySimplifyRegionLevel(match config_of(config)?.region_simplification {
            SimplifyLevel::Disabled => 0,
            SimplifyLevel::Normal => 1,
            SimplifyLevel::Aggressive => 2,
        }))
    })
}

/// Gets whether constant CSE is enabled.
#[no_mangle]
pub extern "C" fn mlirGreedyRewriteDriverConfigIsConstantCSEEnabled(config: MlirGreedyRewriteDriverConfig) -> bool {
    entry!(false, |_c| { Ok(config_of(config)?.cse_constants) })
}

/// Applies the given patterns to the given op by a fast walk-based pattern
/// rewrite driver: one post-order walk over the operations nested in `op`
/// (in the blocks their region's entry reaches), each offered once to the
/// patterns; no folding.
#[no_mangle]
pub extern "C" fn mlirWalkAndApplyPatterns(op: MlirOperation, patterns: MlirFrozenRewritePatternSet) {
    entry!((), |c| {
        let _hold = c.hold(op.bits());
        let (cx, o) = c.op(op)?;
        cx.ir().op_name(o)?;
        let set = frozen_of(cx, patterns)?;
        walk_and_apply_patterns(cx, o, &set, None);
        Ok(())
    })
}

// ---------------------------------------------------------------------------
// PatternRewriter API.
// ---------------------------------------------------------------------------

/// Cast the PatternRewriter to a RewriterBase (the same handle word; valid
/// while the pattern's callback runs).
#[no_mangle]
pub extern "C" fn mlirPatternRewriterAsBase(rewriter: MlirPatternRewriter) -> MlirRewriterBase {
    entry!(MlirRewriterBase::NULL, |_c| {
        if rewriter.ptr.is_null() {
            return Err(Fail::Null("MlirPatternRewriter"));
        }
        match REWRITERS.get(rewriter.bits()) {
            Some(RewriterEntry::Lent { .. }) => Ok(MlirRewriterBase::from_bits(rewriter.bits())),
            _ => Err(Fail::Misuse(
                "MlirPatternRewriter handle does not name a live pattern rewriter (used after its callback returned?)".into(),
            )),
        }
    })
}

// ---------------------------------------------------------------------------
// RewritePattern API.
// ---------------------------------------------------------------------------

/// Create a rewrite pattern that matches the operation
/// with the given rootName, corresponding to mlir::OpRewritePattern; the
/// caller owns it until it is added to a set. `construct` is called now.
/// The benefit is taken modulo 65536 (65535 never matches), as upstream's
/// `PatternBenefit`; `matchAndRewrite` is required.
#[no_mangle]
pub extern "C" fn mlirOpRewritePatternCreate(
    rootName: MlirStringRef,
    benefit: c_uint,
    context: MlirContext,
    callbacks: MlirRewritePatternCallbacks,
    userData: *mut c_void,
    nGeneratedNames: size_t,
    generatedNames: *mut MlirStringRef,
) -> MlirRewritePattern {
    entry!(MlirRewritePattern::NULL, |c| {
        c.context(context)?;
        if callbacks.matchAndRewrite.is_none() {
            return Err(Fail::Misuse("the matchAndRewrite callback is required".into()));
        }
        let root = String::from_utf8_lossy(bytes(rootName)?).into_owned();
        let n = isize::try_from(nGeneratedNames).map_err(|_| Fail::Misuse("too many generated names".into()))?;
        let mut generated = Vec::new();
        for &name in slice(generatedNames as *const MlirStringRef, n, "MlirStringRef")? {
            generated.push(Cow::Owned(String::from_utf8_lossy(bytes(name)?).into_owned()));
        }
        let pattern = CPattern {
            root,
            benefit: benefit as u16,
            generated,
            callbacks: CPatternCallbacks::new(callbacks, userData),
            handle: 0,
        };
        pattern.callbacks.construct();
        let h = PATTERNS.insert(pattern);
        PATTERNS.with(h, |p| p.handle = h);
        Ok(MlirRewritePattern::from_bits(h))
    })
}

// ---------------------------------------------------------------------------
// RewritePatternSet API.
// ---------------------------------------------------------------------------

/// Create an empty MlirRewritePatternSet.
#[no_mangle]
pub extern "C" fn mlirRewritePatternSetCreate(context: MlirContext) -> MlirRewritePatternSet {
    entry!(MlirRewritePatternSet::NULL, |c| {
        c.context(context)?;
        Ok(MlirRewritePatternSet::from_bits(SETS.insert(SetEntry { context: context.bits(), set: PatternSet::new() })))
    })
}

/// Destruct the given MlirRewritePatternSet (and the patterns in it).
#[no_mangle]
pub extern "C" fn mlirRewritePatternSetDestroy(set: MlirRewritePatternSet) {
    if set.ptr.is_null() {
        return;
    }
    entry!((), |_c| {
        let gone = SETS.remove(set.bits()).ok_or_else(|| {
            Fail::Misuse("MlirRewritePatternSet handle does not name a live pattern set (destroyed or frozen already?)".into())
        })?;
        drop(gone);
        Ok(())
    })
}

/// Add the given MlirRewritePattern into a MlirRewritePatternSet.
/// Note that the ownership of the pattern is transferred to the set after this
/// call (if the set is not live, the pattern is destroyed).
#[no_mangle]
pub extern "C" fn mlirRewritePatternSetAdd(set: MlirRewritePatternSet, pattern: MlirRewritePattern) {
    entry!((), |_c| {
        if pattern.ptr.is_null() {
            return Err(Fail::Null("MlirRewritePattern"));
        }
        let p = PATTERNS.remove(pattern.bits()).ok_or_else(|| {
            Fail::Misuse("MlirRewritePattern handle does not name a pattern the caller owns (added to a set already?)".into())
        })?;
        let mut slot = Some(p);
        let added = SETS.with(set.bits(), |e| {
            if let Some(p) = slot.take() {
                e.set.add(p);
            }
        });
        // Dropped (destroyed) here, with no table locked, if not added.
        drop(slot);
        if set.ptr.is_null() {
            return Err(Fail::Null("MlirRewritePatternSet"));
        }
        added.ok_or_else(|| {
            Fail::Misuse("MlirRewritePatternSet handle does not name a live pattern set (destroyed or frozen already?)".into())
        })
    })
}
