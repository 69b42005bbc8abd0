// Regions and blocks: creation (with and without arguments, with and
// without a context), every insertion function, detach, take body,
// arguments (add, insert, erase, set type and location), successors and
// predecessors, terminators, printing with predecessor comments.
#include "common.h"
#include "mlir-c/BuiltinTypes.h"

static MlirContext ctx;
static MlirLocation loc;

static MlirOperation op0(const char *name) {
  MlirOperationState st = mlirOperationStateGet(S(name), loc);
  return mlirOperationCreate(&st);
}

static MlirOperation br(const char *name, intptr_t n, MlirBlock *succ) {
  MlirOperationState st = mlirOperationStateGet(S(name), loc);
  mlirOperationStateAddSuccessors(&st, n, succ);
  return mlirOperationCreate(&st);
}

static void blocks_of(MlirRegion r) {
  int i = 0;
  for (MlirBlock b = mlirRegionGetFirstBlock(r); !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b), ++i)
    printf(" b%d(args=%ld,preds=%ld,succs=%ld)", i, (long)mlirBlockGetNumArguments(b),
           (long)mlirBlockGetNumPredecessors(b), (long)mlirBlockGetNumSuccessors(b));
  printf("\n");
}

int main(void) {
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  loc = mlirLocationUnknownGet(ctx);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32), idx = mlirIndexTypeGet(ctx);
  MlirLocation argLoc = mlirLocationFileLineColGet(ctx, S("args.mlir"), 1, 2);

  // A region built before any context is involved.
  MlirRegion region = mlirRegionCreate();
  MlirBlock b0 = mlirBlockCreate(0, NULL, NULL);
  MlirBlock b1 = mlirBlockCreate(0, NULL, NULL);
  MlirBlock b2 = mlirBlockCreate(1, &i32, &argLoc);
  MlirBlock b3 = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(region, b2);
  mlirRegionInsertOwnedBlockBefore(region, b2, b1);
  mlirRegionInsertOwnedBlockAfter(region, (MlirBlock){NULL}, b0);
  mlirRegionInsertOwnedBlock(region, 3, b3);
  printf("first is b0: %d, parent region ok: %d\n", mlirBlockEqual(mlirRegionGetFirstBlock(region), b0),
         mlirRegionEqual(mlirBlockGetParentRegion(b3), region));
  blocks_of(region);

  // Arguments.
  MlirValue a0 = mlirBlockAddArgument(b0, idx, loc);
  MlirValue a1 = mlirBlockInsertArgument(b0, 0, i32, argLoc);
  printf("arg numbers: %ld %ld\n", (long)mlirBlockArgumentGetArgNumber(a0), (long)mlirBlockArgumentGetArgNumber(a1));
  mlirBlockArgumentSetType(a0, i32);
  mlirBlockArgumentSetLocation(a0, argLoc);
  printf("owner ok: %d, is arg: %d, is result: %d\n", mlirBlockEqual(mlirBlockArgumentGetOwner(a0), b0),
         mlirValueIsABlockArgument(a0), mlirValueIsAOpResult(a0));
  print_loc(mlirValueGetLocation(a0));
  print_value(a0);

  // Terminators with successors.
  mlirBlockAppendOwnedOperation(b0, op0("foo.work"));
  mlirBlockAppendOwnedOperation(b0, br("foo.cond_br", 2, (MlirBlock[]){b1, b2}));
  mlirBlockAppendOwnedOperation(b1, br("foo.br", 1, (MlirBlock[]){b3}));
  mlirBlockAppendOwnedOperation(b2, br("foo.br", 2, (MlirBlock[]){b3, b3}));
  mlirBlockAppendOwnedOperation(b3, br("foo.loop", 1, (MlirBlock[]){b3}));
  blocks_of(region);
  printf("succ of b0: %d %d, pred 0 of b1 is b0: %d, terminator(unregistered) null: %d\n",
         mlirBlockEqual(mlirBlockGetSuccessor(b0, 0), b1), mlirBlockEqual(mlirBlockGetSuccessor(b0, 1), b2),
         mlirBlockEqual(mlirBlockGetPredecessor(b1, 0), b0), mlirOperationIsNull(mlirBlockGetTerminator(b0)));
  for (intptr_t i = 0; i < mlirBlockGetNumPredecessors(b3); ++i)
    printf(" pred %ld of b3 is b%d\n", (long)i,
           mlirBlockEqual(mlirBlockGetPredecessor(b3, i), b1)   ? 1
           : mlirBlockEqual(mlirBlockGetPredecessor(b3, i), b2) ? 2
                                                                : 3);

  MlirOperationState st = mlirOperationStateGet(S("foo.region_op"), loc);
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  MlirRegion empty = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&st, 1, &empty);
  MlirOperation holder = mlirOperationCreate(&st);
  MlirModule m = mlirModuleCreateEmpty(loc);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(m), holder);
  print_op(mlirModuleGetOperation(m));
  mlirBlockPrint(b2, print_cb, NULL);
  printf("\n");
  MlirRegion r0 = mlirOperationGetRegion(holder, 0);
  printf("regions: %ld, first==r0: %d, next of r0 is r1: %d, next of r1 null: %d\n",
         (long)mlirOperationGetNumRegions(holder), mlirRegionEqual(mlirOperationGetFirstRegion(holder), r0),
         mlirRegionEqual(mlirRegionGetNextInOperation(r0), mlirOperationGetRegion(holder, 1)),
         mlirRegionIsNull(mlirRegionGetNextInOperation(mlirOperationGetRegion(holder, 1))));
  printf("block parent op ok: %d\n", mlirOperationEqual(mlirBlockGetParentOperation(b1), holder));

  // Retarget a successor, erase an argument, detach and reinsert a block.
  mlirOperationSetSuccessor(mlirBlockGetFirstOperation(b1), 0, b2);
  mlirBlockEraseArgument(b0, 0);
  mlirBlockDetach(b3);
  printf("detached parent null: %d\n", mlirRegionIsNull(mlirBlockGetParentRegion(b3)));
  mlirRegionAppendOwnedBlock(mlirOperationGetRegion(holder, 1), b3);
  print_op(mlirModuleGetOperation(m));

  // Take body: a fresh operation with two regions; the second's blocks
  // replace the first's (whose old blocks are destroyed).
  MlirRegion ra = mlirRegionCreate(), rb = mlirRegionCreate();
  MlirBlock old = mlirBlockCreate(1, &idx, &loc);
  mlirBlockAppendOwnedOperation(old, op0("foo.old"));
  mlirRegionAppendOwnedBlock(ra, old);
  MlirBlock n0 = mlirBlockCreate(0, NULL, NULL), n1 = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(rb, n0);
  mlirRegionAppendOwnedBlock(rb, n1);
  mlirBlockAppendOwnedOperation(n0, br("foo.br", 1, &n1));
  mlirBlockAppendOwnedOperation(n1, op0("foo.end"));
  MlirOperationState ts = mlirOperationStateGet(S("foo.two_regions"), loc);
  mlirOperationStateAddOwnedRegions(&ts, 1, &ra);
  mlirOperationStateAddOwnedRegions(&ts, 1, &rb);
  MlirOperation two = mlirOperationCreate(&ts);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(m), two);
  mlirRegionTakeBody(mlirOperationGetRegion(two, 0), mlirOperationGetRegion(two, 1));
  print_op(two);
  printf("moved block's region is region 0: %d\n",
         mlirRegionEqual(mlirBlockGetParentRegion(n1), mlirOperationGetRegion(two, 0)));

  // An unlinked block prints as such.
  MlirBlock lone = mlirBlockCreate(0, NULL, NULL);
  mlirBlockPrint(lone, print_cb, NULL);
  mlirBlockDestroy(lone);
  MlirRegion lr = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(lr, mlirBlockCreate(1, &idx, &loc));
  mlirRegionDestroy(lr);

  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
