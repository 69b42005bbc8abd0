// Block arguments (insert, add, erase, set type and location), every
// InsertOwnedOperation / InsertOwnedBlock variant (null anchors included),
// RegionTakeBody, block detach, walks with skip/interrupt, clone.
#include <stdio.h>
#include <string.h>
#include "mlir-c/IR.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void cb(MlirStringRef s, void *u) { (void)u; fwrite(s.data, 1, s.length, stdout); }
#define S(x) mlirStringRefCreateFromCString(x)
static void pop(MlirOperation o) { mlirOperationPrint(o, cb, NULL); printf("\n"); }

static MlirOperation mk(MlirContext ctx, const char *name, intptr_t nops, MlirValue *ops, intptr_t nres, MlirType *res, intptr_t nreg) {
  MlirOperationState s = mlirOperationStateGet(S(name), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddOperands(&s, nops, ops);
  mlirOperationStateAddResults(&s, nres, res);
  for (intptr_t i = 0; i < nreg; i++) { MlirRegion r = mlirRegionCreate(); mlirOperationStateAddOwnedRegions(&s, 1, &r); }
  return mlirOperationCreate(&s);
}

static MlirWalkResult walk_pre(MlirOperation op, void *u) {
  int *mode = u;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  printf("  visit %.*s\n", (int)n.length, n.data);
  if (*mode == 1 && strncmp(n.data, "foo.skip", 8) == 0) return MlirWalkResultSkip;
  if (*mode == 2 && strncmp(n.data, "foo.stop", 8) == 0) return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32), f16 = mlirF16TypeGet(ctx), idx = mlirIndexTypeGet(ctx);
  MlirLocation l1 = mlirLocationFileLineColGet(ctx, S("a.mlir"), 1, 2);
  MlirLocation l2 = mlirLocationNameGet(ctx, S("argname"), mlirLocationUnknownGet(ctx));
  MlirType ts[2] = {i32, f16};
  MlirLocation ls[2] = {l1, l2};
  MlirBlock blk = mlirBlockCreate(2, ts, ls);
  MlirValue na = mlirBlockInsertArgument(blk, 1, idx, l1);
  printf("inserted arg number=%ld nargs=%ld\n", (long)mlirBlockArgumentGetArgNumber(na), (long)mlirBlockGetNumArguments(blk));
  MlirValue added = mlirBlockAddArgument(blk, i32, l2);
  printf("added arg number=%ld\n", (long)mlirBlockArgumentGetArgNumber(added));
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(blk); i++) {
    MlirValue a = mlirBlockGetArgument(blk, i);
    mlirTypePrint(mlirValueGetType(a), cb, NULL); printf(" ");
    mlirLocationPrint(mlirValueGetLocation(a), cb, NULL); printf(" #%ld\n", (long)mlirBlockArgumentGetArgNumber(a));
  }
  mlirBlockArgumentSetType(mlirBlockGetArgument(blk, 0), mlirF32TypeGet(ctx));
  mlirBlockArgumentSetLocation(mlirBlockGetArgument(blk, 2), mlirLocationCallSiteGet(l1, l2));
  mlirBlockEraseArgument(blk, 1);
  printf("after erase nargs=%ld\n", (long)mlirBlockGetNumArguments(blk));
  MlirValue a0 = mlirBlockGetArgument(blk, 0);
  MlirOperation u = mk(ctx, "foo.use", 1, &a0, 1, &i32, 0);
  mlirBlockAppendOwnedOperation(blk, u);
  MlirValue a2 = mlirBlockGetArgument(blk, 2);
  MlirOperation u2 = mk(ctx, "foo.use2", 1, &a2, 0, NULL, 0);
  mlirBlockInsertOwnedOperation(blk, 0, u2);
  MlirOperation u3 = mk(ctx, "foo.use3", 0, NULL, 0, NULL, 0);
  mlirBlockInsertOwnedOperationAfter(blk, u2, u3);
  MlirOperation u4 = mk(ctx, "foo.use4", 0, NULL, 0, NULL, 0);
  mlirBlockInsertOwnedOperationBefore(blk, u2, u4);
  MlirOperation u5 = mk(ctx, "foo.use5", 0, NULL, 0, NULL, 0);
  mlirBlockInsertOwnedOperationAfter(blk, (MlirOperation){NULL}, u5);
  MlirOperation u6 = mk(ctx, "foo.use6", 0, NULL, 0, NULL, 0);
  mlirBlockInsertOwnedOperationBefore(blk, (MlirOperation){NULL}, u6);

  MlirOperation holder = mk(ctx, "foo.holder", 0, NULL, 0, NULL, 2);
  MlirRegion r0 = mlirOperationGetRegion(holder, 0);
  mlirRegionAppendOwnedBlock(r0, blk);
  MlirBlock b2 = mlirBlockCreate(0, NULL, NULL);
  mlirRegionInsertOwnedBlockBefore(r0, blk, b2);
  MlirBlock b3 = mlirBlockCreate(1, &i32, &l1);
  mlirRegionInsertOwnedBlockAfter(r0, blk, b3);
  MlirBlock b4 = mlirBlockCreate(1, &f16, &l1);
  mlirRegionInsertOwnedBlock(r0, 1, b4);
  MlirBlock b5 = mlirBlockCreate(0, NULL, NULL);
  mlirRegionInsertOwnedBlockAfter(r0, (MlirBlock){NULL}, b5);
  MlirBlock b6 = mlirBlockCreate(0, NULL, NULL);
  mlirRegionInsertOwnedBlockBefore(r0, (MlirBlock){NULL}, b6);
  mlirBlockAppendOwnedOperation(b2, mk(ctx, "foo.in_b2", 0, NULL, 0, NULL, 0));
  mlirBlockAppendOwnedOperation(b6, mk(ctx, "foo.in_b6", 0, NULL, 0, NULL, 0));
  pop(holder);
  mlirBlockPrint(blk, cb, NULL); printf("\n");
  mlirBlockPrint(b6, cb, NULL); printf("\n");
  printf("block of u: eq=%d parent op eq=%d region eq=%d\n", mlirBlockEqual(mlirOperationGetBlock(u), blk),
         mlirOperationEqual(mlirBlockGetParentOperation(blk), holder), mlirRegionEqual(mlirBlockGetParentRegion(blk), r0));
  printf("terminator null=%d\n", mlirOperationIsNull(mlirBlockGetTerminator(blk)));

  // take body into region 1
  MlirRegion r1 = mlirOperationGetRegion(holder, 1);
  mlirRegionTakeBody(r1, r0);
  printf("r0 first null=%d\n", mlirBlockIsNull(mlirRegionGetFirstBlock(r0)));
  pop(holder);
  // take body from a fresh region into r1 replacing
  MlirRegion fresh = mlirRegionCreate();
  MlirBlock fb = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(fresh, fb);
  mlirBlockAppendOwnedOperation(fb, mk(ctx, "foo.fresh", 0, NULL, 0, NULL, 0));
  mlirRegionTakeBody(r0, fresh);
  pop(holder);
  mlirRegionDestroy(fresh);

  // block detach and destroy
  MlirBlock second = mlirBlockGetNextInRegion(mlirRegionGetFirstBlock(r1));
  mlirBlockDetach(second);
  mlirBlockDestroy(second);
  pop(holder);

  // walks
  const char *src =
      "\"foo.top\"() ({\n"
      "  \"foo.skip\"() ({\n    \"foo.inner1\"() : () -> ()\n  }) : () -> ()\n"
      "  \"foo.a\"() ({\n    \"foo.stop\"() : () -> ()\n    \"foo.after\"() : () -> ()\n  }) : () -> ()\n"
      "  \"foo.b\"() : () -> ()\n"
      "}) : () -> ()\n";
  MlirOperation w = mlirOperationCreateParse(ctx, S(src), S("w"));
  for (int mode = 0; mode < 3; mode++) {
    printf("pre mode %d\n", mode);
    mlirOperationWalk(w, walk_pre, &mode, MlirWalkPreOrder);
    printf("post mode %d\n", mode);
    mlirOperationWalk(w, walk_pre, &mode, MlirWalkPostOrder);
  }
  // clone
  MlirOperation cl = mlirOperationClone(holder);
  printf("clone equal=%d\n", mlirOperationEqual(cl, holder));
  pop(cl);
  mlirOperationDestroy(cl);
  mlirOperationDestroy(w);
  mlirOperationDestroy(holder);
  mlirContextDestroy(ctx);
  return 0;
}
