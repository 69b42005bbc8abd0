//! Regions and blocks created without a context.
//!
//! Upstream's C API creates regions (`mlirRegionCreate()`) and blocks
//! without arguments (`mlirBlockCreate(0, NULL, NULL)`) without naming a
//! context, while our IR objects live in per-context arenas. Such an object
//! is *floating*: it gets a handle in this process-wide table (context slot
//! [`FLOATING_SLOT`]) and stays pending until it first meets a context (a
//! block appended to a region of a context, an operation appended to the
//! block, the region given to an operation...). It is then allocated in that
//! context's IR with the floating handle kept as its *alias*, and the table
//! entry forwards to it. Every handle given out for the object, before or
//! after binding, is the floating one, so identity (`mlirBlockEqual`, `ptr`
//! comparisons) is preserved.
//!
//! Before binding, a floating region holds a list of floating blocks and a
//! floating block holds nothing (arguments need types and operations need a
//! context, and either binds the block). Table entries are never reused
//! (8 bytes each, for the life of the process); an erased bound object is
//! still detected through its arena generation.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use hashbrown::HashMap;

use crate::support::handle::{Handle, MAX_CONTEXTS};
use crate::support::segvec::SegVec;

/// Context slot reserved for floating handles.
pub const FLOATING_SLOT: u16 = (MAX_CONTEXTS - 1) as u16;

/// Forwarding word of a pending entry.
const PENDING: u64 = 0;
/// Forwarding word of an entry destroyed before it was bound.
const DEAD: u64 = u64::MAX;

/// What a floating entry is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FloatKind {
    /// A region.
    Region,
    /// A block.
    Block,
}

struct Table {
    /// Forwarding words: [`PENDING`], [`DEAD`], or the bound handle.
    forward: SegVec<AtomicU64>,
    /// Pending data, under the lock.
    pending: Mutex<Pending>,
}

#[derive(Default)]
struct Pending {
    kinds: HashMap<u32, FloatKind>,
    /// Blocks of each pending region, in order.
    region_blocks: HashMap<u32, Vec<u32>>,
    /// The pending region a pending block is in.
    block_parent: HashMap<u32, u32>,
}

static TABLE: std::sync::OnceLock<Table> = std::sync::OnceLock::new();

fn table() -> &'static Table {
    TABLE.get_or_init(|| Table { forward: SegVec::new(), pending: Mutex::new(Pending::default()) })
}

fn lock() -> std::sync::MutexGuard<'static, Pending> {
    table().pending.lock().unwrap_or_else(|e| e.into_inner())
}

/// State of a floating handle.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Floating {
    /// Not bound to a context yet.
    Pending(FloatKind),
    /// Bound: the object's real handle in its context.
    Bound(Handle),
    /// Destroyed before binding, or not a floating handle of ours.
    Dead,
}

/// Whether a handle is floating.
#[inline]
pub fn is_floating(h: Handle) -> bool {
    h.context_slot() == FLOATING_SLOT
}

/// Creates a pending entry.
pub fn create(kind: FloatKind) -> Handle {
    let mut p = lock();
    // SAFETY: pushes happen only here, under the pending lock.
    let idx = unsafe { table().forward.push_shared(AtomicU64::new(PENDING)) };
    p.kinds.insert(idx, kind);
    if kind == FloatKind::Region {
        p.region_blocks.insert(idx, Vec::new());
    }
    Handle::new(idx, FLOATING_SLOT, 0)
}

/// The state of a floating handle. Lock-free for bound entries.
#[inline]
pub fn resolve(h: Handle) -> Floating {
    let Some(word) = table().forward.get(h.index()) else { return Floating::Dead };
    match word.load(Ordering::Acquire) {
        DEAD => Floating::Dead,
        PENDING => match lock().kinds.get(&h.index()) {
            Some(k) => Floating::Pending(*k),
            None => Floating::Dead,
        },
        bits => Handle::from_bits(bits).map_or(Floating::Dead, Floating::Bound),
    }
}

/// Records that pending entry `h` is now the object `real`.
pub fn bind(h: Handle, real: Handle) {
    let mut p = lock();
    p.kinds.remove(&h.index());
    p.region_blocks.remove(&h.index());
    p.block_parent.remove(&h.index());
    if let Some(w) = table().forward.get(h.index()) {
        w.store(real.bits(), Ordering::Release);
    }
}

/// Marks a pending entry (and, for a region, its blocks) destroyed.
pub fn destroy(h: Handle) {
    let mut p = lock();
    let mut dead = vec![h.index()];
    if let Some(blocks) = p.region_blocks.remove(&h.index()) {
        dead.extend(blocks);
    }
    if let Some(r) = p.block_parent.remove(&h.index()) {
        if let Some(list) = p.region_blocks.get_mut(&r) {
            list.retain(|&b| b != h.index());
        }
    }
    for i in dead {
        p.kinds.remove(&i);
        p.block_parent.remove(&i);
        if let Some(w) = table().forward.get(i) {
            w.store(DEAD, Ordering::Release);
        }
    }
}

fn handle(i: u32) -> Handle {
    Handle::new(i, FLOATING_SLOT, 0)
}

/// The blocks of a pending region, in order.
pub fn region_blocks(region: Handle) -> Vec<Handle> {
    lock().region_blocks.get(&region.index()).map(|v| v.iter().map(|&i| handle(i)).collect()).unwrap_or_default()
}

/// The pending region a pending block is in.
pub fn block_parent(block: Handle) -> Option<Handle> {
    lock().block_parent.get(&block.index()).map(|&i| handle(i))
}

/// Inserts pending block `block` (not in a region) into pending region
/// `region` at `pos` (clamped to the end).
pub fn insert_block(region: Handle, pos: usize, block: Handle) -> bool {
    let mut p = lock();
    if p.block_parent.contains_key(&block.index()) {
        return false;
    }
    let Some(list) = p.region_blocks.get_mut(&region.index()) else { return false };
    let pos = pos.min(list.len());
    list.insert(pos, block.index());
    p.block_parent.insert(block.index(), region.index());
    true
}

/// Position of a pending block in its pending region.
pub fn block_position(block: Handle) -> Option<usize> {
    let p = lock();
    let r = p.block_parent.get(&block.index())?;
    p.region_blocks.get(r)?.iter().position(|&b| b == block.index())
}

/// Removes a pending block from its pending region.
pub fn detach_block(block: Handle) {
    let mut p = lock();
    if let Some(r) = p.block_parent.remove(&block.index()) {
        if let Some(list) = p.region_blocks.get_mut(&r) {
            list.retain(|&b| b != block.index());
        }
    }
}

/// Moves all blocks of pending region `from` to the end of pending region
/// `to`.
pub fn move_blocks(from: Handle, to: Handle) {
    let mut p = lock();
    let blocks = p.region_blocks.get_mut(&from.index()).map(std::mem::take).unwrap_or_default();
    for &b in &blocks {
        p.block_parent.insert(b, to.index());
    }
    if let Some(list) = p.region_blocks.get_mut(&to.index()) {
        list.extend(blocks);
    }
}
