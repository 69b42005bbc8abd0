// An IR rewriter (mlirIRRewriterCreate, mlirIRRewriterCreateFromOp) used
// through every RewriterBase function: insertion points, block creation,
// insertion and cloning of operations and regions, inlining and merging
// blocks and regions, replacing and erasing operations and blocks, moving
// operations and blocks, in-place modifications and the use replacements;
// the module is printed after each step.
#include "rewrite_common.h"

static const char *kInput =
    "module {\n"
    "  func.func @f(%a: i32, %b: i32) -> i32 {\n"
    "    %0 = \"t.a\"(%a) : (i32) -> i32\n"
    "    %1 = \"t.b\"(%0, %b) : (i32, i32) -> i32\n"
    "    %2 = \"t.c\"(%1, %0) : (i32, i32) -> i32\n"
    "    \"t.region\"() ({\n"
    "      %3 = \"t.inner\"(%0) : (i32) -> i32\n"
    "      \"t.use\"(%3, %1) : (i32, i32) -> ()\n"
    "    }, {\n"
    "      \"t.second\"() : () -> ()\n"
    "    }) : () -> ()\n"
    "    \"t.holder\"() ({\n"
    "      \"t.first\"() : () -> ()\n"
    "    ^bb1(%d: i32):\n"
    "      \"t.argsink\"(%d) : (i32) -> ()\n"
    "    ^bb2:\n"
    "      \"t.last\"() : () -> ()\n"
    "    }) : () -> ()\n"
    "    \"t.sink\"(%1, %2) : (i32, i32) -> ()\n"
    "    return %2 : i32\n"
    "  }\n"
    "}\n";

static void show_ip(const char *label, MlirRewriterBase rw) {
  MlirBlock b = mlirRewriterBaseGetInsertionBlock(rw);
  MlirBlock b2 = mlirRewriterBaseGetBlock(rw);
  printf("%s: block %s, same %d, ", label, mlirBlockIsNull(b) ? "null" : "set",
         mlirBlockEqual(b, b2));
  print_name("before", mlirRewriterBaseGetOperationAfterInsertion(rw));
}

static MlirBlock region_block(MlirOperation op, intptr_t region, int nth) {
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, region));
  while (nth-- > 0)
    b = mlirBlockGetNextInRegion(b);
  return b;
}

int main(void) {
  MlirContext ctx = rewrite_context();
  MlirModule m = parse(ctx, kInput);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirLocation unk = mlirLocationUnknownGet(ctx);

  // Creation and insertion points.
  MlirRewriterBase rw = mlirIRRewriterCreate(ctx);
  printf("context: %d\n", mlirContextEqual(mlirRewriterBaseGetContext(rw), ctx));
  show_ip("fresh", rw);
  MlirOperation a = find(m, "t.a"), b = find(m, "t.b"), c = find(m, "t.c");
  MlirRewriterBase at = mlirIRRewriterCreateFromOp(b);
  show_ip("from t.b", at);
  printf("block of t.b: %d\n", mlirBlockEqual(mlirRewriterBaseGetBlock(at), mlirOperationGetBlock(b)));
  mlirIRRewriterDestroy(at);
  MlirOperation detached = make_op(ctx, "t.detached", 0, NULL, 0, NULL);
  at = mlirIRRewriterCreateFromOp(detached);
  show_ip("from a detached op", at);
  mlirIRRewriterDestroy(at);
  mlirRewriterBaseSetInsertionPointBefore(rw, c);
  show_ip("before t.c", rw);
  mlirRewriterBaseSetInsertionPointAfter(rw, c);
  show_ip("after t.c", rw);
  mlirRewriterBaseSetInsertionPointAfterValue(rw, mlirOperationGetResult(a, 0));
  show_ip("after %0", rw);
  MlirBlock entry = mlirOperationGetBlock(a);
  mlirRewriterBaseSetInsertionPointAfterValue(rw, mlirBlockGetArgument(entry, 1));
  show_ip("after %b", rw);
  mlirRewriterBaseSetInsertionPointToEnd(rw, entry);
  show_ip("end of entry", rw);
  mlirRewriterBaseSetInsertionPointToStart(rw, entry);
  show_ip("start of entry", rw);
  MlirOperation ret = mlirBlockGetTerminator(entry);
  mlirRewriterBaseSetInsertionPointAfter(rw, ret);
  show_ip("after return", rw);
  mlirRewriterBaseClearInsertionPoint(rw);
  show_ip("cleared", rw);

  // Insert, clone, clone without regions.
  printf("insert without insertion point returns it: %d\n",
         mlirOperationEqual(mlirRewriterBaseInsert(rw, detached), detached));
  printf("still detached: %d\n", mlirBlockIsNull(mlirOperationGetBlock(detached)));
  mlirRewriterBaseSetInsertionPointBefore(rw, c);
  MlirOperation ins = mlirRewriterBaseInsert(rw, detached);
  printf("insert returns the op: %d\n", mlirOperationEqual(ins, detached));
  show_ip("after insert", rw);
  MlirOperation region_op = find(m, "t.region");
  mlirRewriterBaseSetInsertionPointAfter(rw, region_op);
  MlirOperation copy = mlirRewriterBaseClone(rw, region_op);
  print_name("clone", copy);
  MlirOperation bare = mlirRewriterBaseCloneWithoutRegions(rw, region_op);
  printf("clone without regions: %d regions, first empty %d\n",
         (int)mlirOperationGetNumRegions(bare),
         mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(bare, 0))));
  print_module("inserted and cloned", m);
  mlirRewriterBaseClearInsertionPoint(rw);
  MlirOperation loose = mlirRewriterBaseClone(rw, a);
  printf("clone without insertion point is detached: %d\n",
         mlirBlockIsNull(mlirOperationGetBlock(loose)));
  mlirOperationDestroy(loose);
  loose = mlirRewriterBaseCloneWithoutRegions(rw, region_op);
  printf("bare clone without insertion point is detached: %d\n",
         mlirBlockIsNull(mlirOperationGetBlock(loose)));
  mlirOperationDestroy(loose);

  // Blocks: create before, clone a region before a block, inline a region.
  MlirOperation holder = find(m, "t.holder");
  MlirBlock bb1 = region_block(holder, 0, 1);
  MlirType types[2] = {i32, mlirIndexTypeGet(ctx)};
  MlirLocation locs[2] = {unk, mlirLocationFileLineColGet(ctx, S("x.mlir"), 3, 4)};
  MlirBlock fresh = mlirRewriterBaseCreateBlockBefore(rw, bb1, 2, types, locs);
  printf("new block has %d arguments; insertion block is it: %d\n",
         (int)mlirBlockGetNumArguments(fresh),
         mlirBlockEqual(mlirRewriterBaseGetInsertionBlock(rw), fresh));
  show_ip("after createBlock", rw);
  MlirOperation filler = make_op(ctx, "t.filler", 1, (MlirValue[]){mlirBlockGetArgument(fresh, 0)}, 0, NULL);
  mlirRewriterBaseInsert(rw, filler);
  print_module("block created", m);
  mlirRewriterBaseCloneRegionBefore(rw, mlirOperationGetRegion(copy, 0), fresh);
  print_module("region cloned before the new block", m);
  mlirRewriterBaseInlineRegionBefore(rw, mlirOperationGetRegion(copy, 1), region_block(holder, 0, 0));
  print_module("second region of the clone inlined at the holder's start", m);

  // Replacements.
  MlirValue b_res = mlirOperationGetResult(b, 0);
  MlirValue a_res = mlirOperationGetResult(a, 0);
  MlirOperation sink = find(m, "t.sink");
  mlirRewriterBaseReplaceAllUsesExcept(rw, b_res, a_res, sink);
  print_module("uses of %1 except t.sink replaced by %0", m);
  mlirRewriterBaseReplaceAllUsesExcept(rw, a_res, mlirBlockGetArgument(entry, 1), (MlirOperation){NULL});
  print_module("all uses of %0 replaced by %b (no excepted user)", m);
  mlirRewriterBaseReplaceAllUsesWith(rw, b_res, mlirBlockGetArgument(entry, 0));
  print_module("uses of %1 replaced by %a", m);
  MlirValue from2[2] = {mlirBlockGetArgument(entry, 0), mlirBlockGetArgument(entry, 1)};
  MlirValue to2[2] = {mlirBlockGetArgument(entry, 1), mlirBlockGetArgument(entry, 0)};
  mlirRewriterBaseReplaceAllValueRangeUsesWith(rw, 2, from2, to2);
  print_module("%a and %b swapped (one after the other)", m);

  MlirOperation inner_copy = find_nth(mlirModuleGetOperation(m), "t.inner", 0);
  mlirRewriterBaseReplaceOpUsesWithinBlock(rw, c, 1, (MlirValue[]){a_res},
                                           mlirOperationGetBlock(inner_copy));
  print_module("uses of t.c within the first t.region's operation replaced by %0", m);
  mlirRewriterBaseReplaceAllOpUsesWithValueRange(rw, c, 1, &b_res);
  print_module("all uses of t.c replaced by %1", m);
  mlirRewriterBaseReplaceAllOpUsesWithOperation(rw, b, a);
  print_module("all uses of t.b replaced by t.a", m);

  mlirRewriterBaseSetInsertionPointBefore(rw, c);
  MlirOperation c2 = mlirRewriterBaseClone(rw, c);
  mlirRewriterBaseReplaceOpWithOperation(rw, c2, a);
  mlirRewriterBaseReplaceOpWithValues(rw, c, 1, &a_res);
  print_module("t.c clone replaced by t.a, t.c replaced by %0", m);

  // In-place modifications.
  mlirRewriterBaseStartOpModification(rw, sink);
  mlirOperationSetOperand(sink, 0, mlirBlockGetArgument(entry, 0));
  mlirRewriterBaseFinalizeOpModification(rw, sink);
  mlirRewriterBaseStartOpModification(rw, sink);
  mlirRewriterBaseCancelOpModification(rw, sink);
  print_module("t.sink modified in place", m);

  // Moves.
  mlirRewriterBaseMoveOpBefore(rw, sink, a);
  print_module("t.sink moved before t.a", m);
  mlirRewriterBaseMoveOpAfter(rw, sink, ret);
  mlirRewriterBaseMoveOpBefore(rw, sink, ret);
  print_module("t.sink moved after return, then before it", m);
  MlirOperation before_b = mlirOperationGetNextInBlock(a);
  mlirRewriterBaseMoveOpAfter(rw, before_b, a);
  print_module("op moved after its predecessor (no change)", m);
  MlirBlock first = region_block(holder, 0, 0);
  MlirBlock last = mlirRegionGetFirstBlock(mlirOperationGetRegion(holder, 0));
  while (!mlirBlockIsNull(mlirBlockGetNextInRegion(last)))
    last = mlirBlockGetNextInRegion(last);
  mlirRewriterBaseMoveBlockBefore(rw, last, mlirBlockGetNextInRegion(first));
  print_module("last block of t.holder moved to second place", m);

  // Inlining and merging blocks, erasure.
  MlirBlock second = mlirBlockGetNextInRegion(first);
  MlirOperation first_op = mlirBlockGetFirstOperation(first);
  mlirRewriterBaseInlineBlockBefore(rw, second, first_op, 0, NULL);
  print_module("second block inlined before the first block's first op", m);
  MlirBlock argblock = mlirBlockGetNextInRegion(first);
  while (mlirBlockGetNumArguments(argblock) != 1)
    argblock = mlirBlockGetNextInRegion(argblock);
  MlirValue arg0 = mlirBlockGetArgument(entry, 0);
  mlirRewriterBaseMergeBlocks(rw, argblock, first, 1, &arg0);
  print_module("block with an argument merged into the first", m);
  MlirBlock doomed = mlirBlockGetNextInRegion(first);
  mlirRewriterBaseEraseBlock(rw, doomed);
  print_module("next block erased", m);
  MlirOperation filler_now = find(m, "t.filler");
  MlirBlock filler_block = mlirOperationGetBlock(filler_now);
  mlirRewriterBaseEraseOp(rw, filler_now);
  mlirRewriterBaseEraseOp(rw, copy);
  mlirRewriterBaseEraseOp(rw, bare);
  mlirRewriterBaseEraseBlock(rw, filler_block);
  print_module("ops erased, then the block left empty", m);

  mlirIRRewriterDestroy(rw);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
