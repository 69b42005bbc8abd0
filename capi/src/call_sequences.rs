//! Fuzzing of C-API call sequences: [`run`] reads bytes as a sequence of
//! calls (create / insert / move / erase / take-body / replace / clone /
//! walk / print / verify / destroy, and the navigation that hands out
//! handles) on a small pool of handles, live or stale, and checks that no
//! call fails internally and that the verifier and the printer agree (an
//! operation that verifies prints in generic form to text that parses back,
//! verifies and prints the same). The cargo-fuzz target
//! `fuzz/fuzz_targets/capi_calls.rs` and the stable driver
//! `tests/capi_fuzz.rs` call it. Rust-only: nothing here is exported to C.

use std::ffi::c_void;

use crate::builtin_types::{mlirIndexTypeGet, mlirIntegerTypeGet};
use crate::diagnostics::{mlirContextAttachDiagnosticHandler, MlirDiagnostic};
use crate::ir::block::*;
use crate::ir::context::*;
use crate::ir::location::mlirLocationUnknownGet;
use crate::ir::module::*;
use crate::ir::operation::*;
use crate::ir::parse::{mlirAttributeParseGet, mlirOperationCreateParse};
use crate::ir::printing::*;
use crate::ir::region::*;
use crate::ir::type_attr::{mlirIdentifierGet, mlirNamedAttributeGet};
use crate::ir::value::*;
use crate::ir::*;
use crate::support::{MlirLogicalResult, MlirStringRef};

/// The bytes of one input, read front to back; zeros once exhausted.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }
    /// An index below `n` (0 when `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            self.byte() as usize % n
        }
    }
    fn pick<T: Copy>(&mut self, pool: &[T], none: T) -> T {
        if pool.is_empty() {
            none
        } else {
            pool[self.below(pool.len())]
        }
    }
}

fn sref(s: &str) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr().cast(), length: s.len() }
}

/// Collects printed chunks into a `Vec<u8>`.
unsafe extern "C" fn collect(s: MlirStringRef, user: *mut c_void) {
    // SAFETY: `user` is the `Vec<u8>` `print` passes; the chunk is valid
    // for the duration of the callback.
    let out = unsafe { &mut *(user as *mut Vec<u8>) };
    if s.length > 0 {
        out.extend_from_slice(unsafe { std::slice::from_raw_parts(s.data.cast::<u8>(), s.length) });
    }
}

/// Swallows diagnostics.
unsafe extern "C" fn quiet(_: MlirDiagnostic, _: *mut c_void) -> MlirLogicalResult {
    MlirLogicalResult { value: 1 }
}

/// A walk callback: `*user` is a counter; the visit order decides skip /
/// interrupt / advance so walks are cut short in varied places.
unsafe extern "C" fn visit(_: MlirOperation, user: *mut c_void) -> MlirWalkResult {
    // SAFETY: `user` is the `u32` counter `run` passes.
    let n = unsafe { &mut *(user as *mut u32) };
    *n += 1;
    MlirWalkResult(match *n % 7 {
        3 => 2,
        6 => 1,
        _ => 0,
    })
}

fn print(op: MlirOperation, generic: bool) -> Vec<u8> {
    let mut out = Vec::new();
    let flags = mlirOpPrintingFlagsCreate();
    if generic {
        mlirOpPrintingFlagsPrintGenericOpForm(flags);
    }
    mlirOperationPrintWithFlags(op, flags, Some(collect), &mut out as *mut Vec<u8> as *mut c_void);
    mlirOpPrintingFlagsDestroy(flags);
    out
}

/// The pools of handles the calls draw from (stale ones stay in).
#[derive(Default)]
struct Pools {
    ops: Vec<MlirOperation>,
    blocks: Vec<MlirBlock>,
    regions: Vec<MlirRegion>,
    values: Vec<MlirValue>,
    modules: Vec<MlirModule>,
}

const MAX_POOL: usize = 48;

impl Pools {
    fn add_op(&mut self, op: MlirOperation) {
        if op.ptr.is_null() || self.ops.len() >= MAX_POOL {
            return;
        }
        self.ops.push(op);
        for i in 0..mlirOperationGetNumResults(op).min(4) {
            self.values.push(mlirOperationGetResult(op, i));
        }
    }
    fn add_block(&mut self, b: MlirBlock) {
        if b.ptr.is_null() || self.blocks.len() >= MAX_POOL {
            return;
        }
        self.blocks.push(b);
        for i in 0..mlirBlockGetNumArguments(b).min(4) {
            self.values.push(mlirBlockGetArgument(b, i));
        }
    }
    fn add_region(&mut self, r: MlirRegion) {
        if !r.ptr.is_null() && self.regions.len() < MAX_POOL {
            self.regions.push(r);
        }
    }
}

/// The operation names calls create (unregistered: any structure is
/// allowed, and the verifier still checks dominance, successors and
/// nesting).
const NAMES: [&str; 3] = ["t.a", "t.b", "t.c"];

/// Runs the call sequence `data` describes on a fresh context, then
/// destroys the context. Panics if a call failed internally (a panic
/// caught at the C boundary) or if a verified operation does not survive
/// a generic print / parse round trip unchanged.
pub fn run(data: &[u8]) {
    let internal_before = crate::handles::internal_errors();
    let ctx = mlirContextCreate();
    mlirContextSetAllowUnregisteredDialects(ctx, true);
    mlirContextAttachDiagnosticHandler(ctx, Some(quiet), std::ptr::null_mut(), None);
    let loc = mlirLocationUnknownGet(ctx);
    let types = [mlirIntegerTypeGet(ctx, 32), mlirIndexTypeGet(ctx)];
    let attr = mlirAttributeParseGet(ctx, sref("\"x\""));
    let mut p = Pools::default();
    let mut b = Bytes(data);
    let mut steps = 0;
    while !b.0.is_empty() && steps < 256 {
        steps += 1;
        match b.byte() % 26 {
            0 => {
                let name = NAMES[b.below(NAMES.len())];
                let mut st = mlirOperationStateGet(sref(name), loc);
                let results: Vec<MlirType> = (0..b.below(3)).map(|_| types[b.below(2)]).collect();
                mlirOperationStateAddResults(&mut st, results.len() as isize, results.as_ptr());
                let operands: Vec<MlirValue> = (0..b.below(3)).map(|_| b.pick(&p.values, MlirValue::NULL)).collect();
                mlirOperationStateAddOperands(&mut st, operands.len() as isize, operands.as_ptr());
                let regions: Vec<MlirRegion> = (0..b.below(3)).map(|_| mlirRegionCreate()).collect();
                mlirOperationStateAddOwnedRegions(&mut st, regions.len() as isize, regions.as_ptr());
                let succ: Vec<MlirBlock> = (0..b.below(3) / 2).map(|_| b.pick(&p.blocks, MlirBlock::NULL)).collect();
                mlirOperationStateAddSuccessors(&mut st, succ.len() as isize, succ.as_ptr());
                if b.byte() & 1 == 1 {
                    let named = mlirNamedAttributeGet(mlirIdentifierGet(ctx, sref("k")), attr);
                    mlirOperationStateAddAttributes(&mut st, 1, &named);
                }
                let op = mlirOperationCreate(&mut st);
                p.add_op(op);
                for i in 0..regions.len() {
                    p.add_region(mlirOperationGetRegion(op, i as isize));
                }
            }
            1 => {
                let n = b.below(3);
                let args: Vec<MlirType> = (0..n).map(|_| types[b.below(2)]).collect();
                let locs = vec![loc; n];
                p.add_block(mlirBlockCreate(n as isize, args.as_ptr(), locs.as_ptr()));
            }
            2 => p.add_region(mlirRegionCreate()),
            3 => mlirBlockAppendOwnedOperation(b.pick(&p.blocks, MlirBlock::NULL), b.pick(&p.ops, MlirOperation::NULL)),
            4 => {
                let (blk, r, op) = (b.pick(&p.blocks, MlirBlock::NULL), b.pick(&p.ops, MlirOperation::NULL), b.pick(&p.ops, MlirOperation::NULL));
                if b.byte() & 1 == 0 {
                    mlirBlockInsertOwnedOperationBefore(blk, r, op);
                } else {
                    mlirBlockInsertOwnedOperationAfter(blk, r, op);
                }
            }
            5 => mlirRegionAppendOwnedBlock(b.pick(&p.regions, MlirRegion::NULL), b.pick(&p.blocks, MlirBlock::NULL)),
            6 => {
                let (r, rf, blk) = (b.pick(&p.regions, MlirRegion::NULL), b.pick(&p.blocks, MlirBlock::NULL), b.pick(&p.blocks, MlirBlock::NULL));
                if b.byte() & 1 == 0 {
                    mlirRegionInsertOwnedBlockBefore(r, rf, blk);
                } else {
                    mlirRegionInsertOwnedBlockAfter(r, rf, blk);
                }
            }
            7 => {
                let (a, o) = (b.pick(&p.ops, MlirOperation::NULL), b.pick(&p.ops, MlirOperation::NULL));
                if b.byte() & 1 == 0 {
                    mlirOperationMoveBefore(a, o);
                } else {
                    mlirOperationMoveAfter(a, o);
                }
            }
            8 => mlirOperationDestroy(b.pick(&p.ops, MlirOperation::NULL)),
            9 => mlirRegionTakeBody(b.pick(&p.regions, MlirRegion::NULL), b.pick(&p.regions, MlirRegion::NULL)),
            10 => mlirValueReplaceAllUsesOfWith(b.pick(&p.values, MlirValue::NULL), b.pick(&p.values, MlirValue::NULL)),
            11 => {
                let c = mlirOperationClone(b.pick(&p.ops, MlirOperation::NULL));
                p.add_op(c);
            }
            12 => {
                let mut n = 0u32;
                let order = MlirWalkOrder(b.below(2) as _);
                mlirOperationWalk(b.pick(&p.ops, MlirOperation::NULL), Some(visit), &mut n as *mut u32 as *mut c_void, order);
            }
            13 => check_round_trip(ctx, b.pick(&p.ops, MlirOperation::NULL)),
            14 => {
                mlirOperationVerify(b.pick(&p.ops, MlirOperation::NULL));
            }
            15 => mlirOperationRemoveFromParent(b.pick(&p.ops, MlirOperation::NULL)),
            16 => mlirBlockDestroy(b.pick(&p.blocks, MlirBlock::NULL)),
            17 => mlirRegionDestroy(b.pick(&p.regions, MlirRegion::NULL)),
            18 => {
                let op = b.pick(&p.ops, MlirOperation::NULL);
                mlirOperationSetOperand(op, b.below(3) as isize, b.pick(&p.values, MlirValue::NULL));
            }
            19 => {
                let m = mlirModuleCreateEmpty(loc);
                if p.modules.len() < MAX_POOL {
                    p.modules.push(m);
                }
                p.add_op(mlirModuleGetOperation(m));
                p.add_block(mlirModuleGetBody(m));
            }
            20 => {
                let blk = b.pick(&p.blocks, MlirBlock::NULL);
                if b.byte() & 1 == 0 {
                    let v = mlirBlockAddArgument(blk, types[b.below(2)], loc);
                    if !v.ptr.is_null() {
                        p.values.push(v);
                    }
                } else {
                    mlirBlockEraseArgument(blk, b.below(3) as u32);
                }
            }
            21 => mlirBlockDetach(b.pick(&p.blocks, MlirBlock::NULL)),
            22 => {
                // Navigation hands out handles of what calls built.
                let op = b.pick(&p.ops, MlirOperation::NULL);
                let r = mlirOperationGetRegion(op, b.below(2) as isize);
                p.add_region(r);
                p.add_block(mlirRegionGetFirstBlock(r));
                let blk = b.pick(&p.blocks, MlirBlock::NULL);
                p.add_op(mlirBlockGetFirstOperation(blk));
                p.add_op(mlirOperationGetParentOperation(op));
                p.add_block(mlirOperationGetBlock(op));
                p.add_op(mlirOperationGetNextInBlock(op));
            }
            23 => {
                let text = ["\"t.a\"() ({\n^bb0(%x: i32):\n  \"t.b\"(%x) : (i32) -> ()\n}) : () -> ()", "\"t.c\"() : () -> (i32)"];
                let op = mlirOperationCreateParse(ctx, sref(text[b.below(2)]), sref("fuzz"));
                p.add_op(op);
            }
            24 => {
                let op = b.pick(&p.ops, MlirOperation::NULL);
                mlirOperationReplaceUsesOfWith(op, b.pick(&p.values, MlirValue::NULL), b.pick(&p.values, MlirValue::NULL));
            }
            _ => {
                let m = b.pick(&p.modules, MlirModule::NULL);
                mlirModuleDestroy(m);
            }
        }
        assert_eq!(crate::handles::internal_errors(), internal_before, "a C call failed internally (see the report above)");
    }
    // Everything still reachable prints, verifies and is destroyed with the
    // context.
    for &op in &p.ops {
        print(op, false);
        mlirOperationVerify(op);
    }
    mlirContextDestroy(ctx);
    assert_eq!(crate::handles::internal_errors(), internal_before, "a C call failed internally (see the report above)");
}

/// An operation that verifies, with no parent, no operands and no
/// successors (whose definitions would be outside what is printed: the
/// verifier does not check a detached operation's own operands and
/// successors, as upstream's does not), prints in generic form
/// to text that parses back to an operation that verifies and prints the
/// same.
fn check_round_trip(ctx: MlirContext, op: MlirOperation) {
    if !mlirOperationVerify(op)
        || !mlirOperationGetParentOperation(op).ptr.is_null()
        || !mlirOperationGetBlock(op).ptr.is_null()
        || mlirOperationGetNumOperands(op) != 0
        || mlirOperationGetNumSuccessors(op) != 0
    {
        return;
    }
    let text = print(op, true);
    let s = String::from_utf8(text).expect("printed text is UTF-8");
    // A successor outside its region, as upstream, is not a verifier error
    // (it prints as `INVALIDBLOCK`, which does not parse).
    if s.contains("INVALIDBLOCK") {
        return;
    }
    let back = mlirOperationCreateParse(ctx, sref(&s), sref("round-trip"));
    assert!(!back.ptr.is_null(), "a verified operation printed to text that does not parse:\n{s}");
    assert!(mlirOperationVerify(back), "a verified operation reparsed to one that does not verify:\n{s}");
    let again = String::from_utf8(print(back, true)).expect("printed text is UTF-8");
    assert_eq!(s, again, "a verified operation does not print the same after a round trip");
    mlirOperationDestroy(back);
}
