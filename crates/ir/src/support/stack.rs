//! Recursion without stack overflow.
//!
//! Nesting in MLIR is unbounded: regions in operations in regions, types in
//! types, attributes in attributes, affine expressions in parentheses. The
//! algorithms that follow the nesting (parsing, printing, verifying,
//! walking, cloning, destroying, ...) recurse; each recursive step goes
//! through [`deep`], which moves the rest of the recursion to a fresh stack
//! segment on the heap when the current one runs low. Depth is then limited
//! only by memory, on any thread: `oxmlir-opt`'s, a pass's worker, or a C
//! program's own thread with whatever stack it was given.
//!
//! The check is a thread-local read and a comparison with the stack
//! pointer; the segments come from the `stacker` crate (the one rustc uses
//! for the same purpose), whose `unsafe` switching of stacks is its own.

/// Stack that must be left when a recursive step starts: one step of the
/// deepest recursion (the parser's, in a debug build) fits in it.
const RED_ZONE: usize = 256 * 1024;
/// Size of each new stack segment.
const SEGMENT: usize = 4 * 1024 * 1024;

/// Runs `f`, first moving to a new stack segment if less than the red zone
/// is left on the current one. Wrap each step of a recursion over nested
/// input or IR in it.
#[inline]
pub fn deep<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}
