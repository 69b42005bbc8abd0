// Walks (pre/post order, skip, interrupt, erasing the visited operation
// in a post-order walk), values and use lists, replace-uses variants,
// clone, move and order queries.
#include "common.h"
#include "mlir-c/BuiltinTypes.h"

static MlirContext ctx;
static MlirLocation loc;
static MlirType i32;

static MlirOperation make(const char *name, intptr_t nOperands, MlirValue *operands, intptr_t nResults,
                          intptr_t nRegions) {
  MlirOperationState st = mlirOperationStateGet(S(name), loc);
  mlirOperationStateAddOperands(&st, nOperands, operands);
  for (intptr_t i = 0; i < nResults; ++i)
    mlirOperationStateAddResults(&st, 1, &i32);
  for (intptr_t i = 0; i < nRegions; ++i) {
    MlirRegion r = mlirRegionCreate();
    mlirRegionAppendOwnedBlock(r, mlirBlockCreate(0, NULL, NULL));
    mlirOperationStateAddOwnedRegions(&st, 1, &r);
  }
  return mlirOperationCreate(&st);
}

static MlirWalkResult names(MlirOperation op, void *u) {
  const char *skip = u;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  printf(" %.*s", (int)n.length, n.data);
  if (skip && n.length == strlen(skip) && !memcmp(n.data, skip, n.length))
    return skip[4] == 'i' ? MlirWalkResultInterrupt : MlirWalkResultSkip;
  return MlirWalkResultAdvance;
}

static MlirWalkResult erase_leaves(MlirOperation op, void *u) {
  (void)u;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  if (n.length >= 8 && !memcmp(n.data, "foo.leaf", 8))
    mlirOperationDestroy(op);
  return MlirWalkResultAdvance;
}

int main(void) {
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  loc = mlirLocationUnknownGet(ctx);
  i32 = mlirIntegerTypeGet(ctx, 32);
  MlirModule m = mlirModuleCreateEmpty(loc);
  MlirBlock body = mlirModuleGetBody(m);
  MlirOperation mop = mlirModuleGetOperation(m);

  MlirOperation a = make("foo.a", 0, NULL, 2, 0);
  MlirValue a0 = mlirOperationGetResult(a, 0), a1 = mlirOperationGetResult(a, 1);
  mlirBlockAppendOwnedOperation(body, a);
  MlirOperation outer = make("foo.outer", 1, &a0, 1, 2);
  mlirBlockAppendOwnedOperation(body, outer);
  MlirBlock inner0 = mlirRegionGetFirstBlock(mlirOperationGetRegion(outer, 0));
  MlirBlock inner1 = mlirRegionGetFirstBlock(mlirOperationGetRegion(outer, 1));
  MlirValue uses[] = {a0, a1, a0};
  mlirBlockAppendOwnedOperation(inner0, make("foo.leaf1", 3, uses, 1, 0));
  MlirOperation mid = make("foo.mid", 0, NULL, 0, 1);
  mlirBlockAppendOwnedOperation(inner0, mid);
  mlirBlockAppendOwnedOperation(mlirRegionGetFirstBlock(mlirOperationGetRegion(mid, 0)), make("foo.leaf2", 1, &a1, 0, 0));
  mlirBlockAppendOwnedOperation(inner1, make("foo.leaf3", 0, NULL, 0, 0));
  MlirValue o0 = mlirOperationGetResult(outer, 0);
  MlirOperation user = make("foo.user", 1, &o0, 0, 0);
  mlirBlockAppendOwnedOperation(body, user);
  print_op(mop);

  printf("pre:");
  mlirOperationWalk(mop, names, NULL, MlirWalkPreOrder);
  printf("\npost:");
  mlirOperationWalk(mop, names, NULL, MlirWalkPostOrder);
  printf("\npre skip foo.mid:");
  mlirOperationWalk(mop, names, "foo.mid", MlirWalkPreOrder);
  printf("\npre interrupt at foo.mid:");
  mlirOperationWalk(mop, names, "foo.mid", MlirWalkPreOrder);
  printf("\npost with interrupt at foo.mid:");
  mlirOperationWalk(mop, names, "foo.mid", MlirWalkPostOrder);
  printf("\n");

  // Uses of a0: most recent first.
  for (MlirOpOperand u = mlirValueGetFirstUse(a0); !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(mlirOpOperandGetOwner(u)));
    printf("use of a0: %.*s #%u (value is a0: %d)\n", (int)n.length, n.data, mlirOpOperandGetOperandNumber(u),
           mlirValueEqual(mlirOpOperandGetValue(u), a0));
  }
  printf("result numbers: %ld %ld, owner ok: %d\n", (long)mlirOpResultGetResultNumber(a0),
         (long)mlirOpResultGetResultNumber(a1), mlirOperationEqual(mlirOpResultGetOwner(a1), a));

  // Replace uses of a0 by a1 except in foo.outer; then in one op only.
  mlirValueReplaceAllUsesExcept(a0, a1, 1, &outer);
  print_op(mop);
  mlirOperationReplaceUsesOfWith(outer, a0, a1);
  mlirOperationSetOperand(user, 0, a0);
  print_op(mop);
  printf("a0 unused: %d\n", mlirOpOperandIsNull(mlirValueGetFirstUse(a0)));

  // Clone the outer op (nested values remapped), move things around.
  MlirOperation copy = mlirOperationClone(outer);
  mlirBlockInsertOwnedOperationAfter(body, a, copy);
  mlirOperationMoveBefore(user, copy);
  printf("order: %d %d %d\n", mlirOperationIsBeforeInBlock(a, copy), mlirOperationIsBeforeInBlock(user, copy),
         mlirOperationIsBeforeInBlock(copy, outer));
  mlirValueSetType(o0, mlirIndexTypeGet(ctx));
  mlirOperationSetOperands(user, 2, (MlirValue[]){a1, a1});
  print_op(mop);

  // Erase leaves during a post-order walk.
  mlirOperationWalk(mop, erase_leaves, NULL, MlirWalkPostOrder);
  print_op(mop);
  printf("verify=%d\n", mlirOperationVerify(mop));
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
