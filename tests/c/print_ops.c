// Printing operations: the generic form of unregistered ops (result
// groups, successors with predecessor comments, regions with block
// arguments, empty regions and blocks, attribute dictionaries with the unit
// shorthand and quoted names, properties), the builtin module's custom
// form, nested-op printing (names from the enclosing op), blocks, values,
// detached ops and ops in detached blocks.
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirContext ctx;
static MlirLocation unk;
static MlirType i32, i64, idx;

static MlirNamedAttribute named(const char *name, MlirAttribute a) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(name)), a);
}

// Creates `name` with operands, results of type i32, successors, regions
// and attributes.
static MlirOperation op(const char *name, intptr_t nOps, MlirValue *ops,
                        intptr_t nRes, intptr_t nSucc, MlirBlock *succ,
                        intptr_t nReg, MlirRegion *regs, intptr_t nAttr,
                        MlirNamedAttribute *attrs) {
  MlirOperationState st = mlirOperationStateGet(S(name), unk);
  mlirOperationStateAddOperands(&st, nOps, ops);
  for (intptr_t i = 0; i < nRes; ++i)
    mlirOperationStateAddResults(&st, 1, &i32);
  mlirOperationStateAddSuccessors(&st, nSucc, succ);
  mlirOperationStateAddOwnedRegions(&st, nReg, regs);
  mlirOperationStateAddAttributes(&st, nAttr, attrs);
  return mlirOperationCreate(&st);
}

static void title(const char *t) { printf("== %s\n", t); }

int main(void) {
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  unk = mlirLocationUnknownGet(ctx);
  i32 = mlirIntegerTypeGet(ctx, 32);
  i64 = mlirIntegerTypeGet(ctx, 64);
  idx = mlirIndexTypeGet(ctx);

  MlirModule module = mlirModuleCreateEmpty(unk);
  MlirOperation mop = mlirModuleGetOperation(module);
  MlirBlock body = mlirModuleGetBody(module);
  title("empty module");
  print_op(mop);

  // A constant with a unit attribute, a string with escapes, a name that
  // needs quotes, a type attribute, integers of several types.
  MlirNamedAttribute cattrs[] = {
      named("value", mlirIntegerAttrGet(i32, 42)),
      named("flag", mlirUnitAttrGet(ctx)),
      named("a b", mlirStringAttrGet(ctx, S("quote\" back\\ tab\t nl\n"))),
      named("ty", mlirTypeAttrGet(i64)),
      named("i", mlirIntegerAttrGet(i64, -7)),
      named("x", mlirIntegerAttrGet(idx, 3)),
  };
  MlirOperation c0 = op("foo.const", 0, NULL, 1, 0, NULL, 0, NULL, 6, cattrs);
  mlirBlockAppendOwnedOperation(body, c0);
  MlirValue v0 = mlirOperationGetResult(c0, 0);

  // Three results: %1:3 and uses %1#0, %1#2.
  MlirOperation multi = op("foo.multi", 1, &v0, 3, 0, NULL, 0, NULL, 0, NULL);
  mlirBlockAppendOwnedOperation(body, multi);

  // An op with a region of three blocks: entry with arguments, a block
  // with one predecessor, one with two, and one with none.
  MlirRegion reg = mlirRegionCreate();
  MlirType argTys[] = {i32, i64};
  MlirLocation argLocs[] = {unk, unk};
  MlirBlock entry = mlirBlockCreate(2, argTys, argLocs);
  MlirBlock bb1 = mlirBlockCreate(1, argTys, argLocs);
  MlirBlock bb2 = mlirBlockCreate(0, NULL, NULL);
  MlirBlock bb3 = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(reg, entry);
  mlirRegionAppendOwnedBlock(reg, bb1);
  mlirRegionAppendOwnedBlock(reg, bb2);
  mlirRegionAppendOwnedBlock(reg, bb3);
  MlirValue a0 = mlirBlockGetArgument(entry, 0);
  MlirValue uses[] = {mlirOperationGetResult(multi, 0),
                      mlirOperationGetResult(multi, 2), a0, v0};
  MlirOperation inner =
      op("foo.inner", 4, uses, 2, 0, NULL, 0, NULL, 0, NULL);
  mlirBlockAppendOwnedOperation(entry, inner);
  MlirBlock succ1[] = {bb1, bb2};
  MlirValue brArgs[] = {mlirOperationGetResult(inner, 1)};
  mlirBlockAppendOwnedOperation(
      entry, op("foo.br", 1, brArgs, 0, 2, succ1, 0, NULL, 0, NULL));
  MlirValue b1a = mlirBlockGetArgument(bb1, 0);
  mlirBlockAppendOwnedOperation(
      bb1, op("foo.br", 1, &b1a, 0, 1, &bb2, 0, NULL, 0, NULL));
  // A nested region: numbering continues after the enclosing region.
  MlirRegion nested = mlirRegionCreate();
  MlirBlock nb = mlirBlockCreate(1, argTys, argLocs);
  mlirRegionAppendOwnedBlock(nested, nb);
  MlirValue nbArg = mlirBlockGetArgument(nb, 0);
  MlirValue nuse[] = {nbArg, a0, v0};
  MlirOperation nop = op("foo.use", 3, nuse, 1, 0, NULL, 0, NULL, 0, NULL);
  mlirBlockAppendOwnedOperation(nb, nop);
  MlirRegion emptyReg = mlirRegionCreate();
  MlirRegion emptyBlockReg = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(emptyBlockReg, mlirBlockCreate(0, NULL, NULL));
  MlirRegion regs3[] = {nested, emptyReg, emptyBlockReg};
  MlirOperation holder =
      op("foo.holder", 0, NULL, 2, 0, NULL, 3, regs3, 0, NULL);
  mlirBlockAppendOwnedOperation(bb2, holder);
  mlirBlockAppendOwnedOperation(
      bb2, op("foo.ret", 0, NULL, 0, 0, NULL, 0, NULL, 0, NULL));
  mlirBlockAppendOwnedOperation(
      bb3, op("foo.br", 0, NULL, 0, 1, &bb2, 0, NULL, 0, NULL));
  MlirOperation withRegion =
      op("foo.region", 0, NULL, 0, 0, NULL, 1, &reg, 0, NULL);
  mlirBlockAppendOwnedOperation(body, withRegion);
  // A second region-holding op: sibling regions restart numbering.
  MlirRegion reg2 = mlirRegionCreate();
  MlirBlock e2 = mlirBlockCreate(1, argTys, argLocs);
  mlirRegionAppendOwnedBlock(reg2, e2);
  MlirValue e2a = mlirBlockGetArgument(e2, 0);
  mlirBlockAppendOwnedOperation(
      e2, op("foo.c", 1, &e2a, 1, 0, NULL, 0, NULL, 0, NULL));
  MlirOperation sib = op("foo.sib", 0, NULL, 1, 0, NULL, 1, &reg2, 0, NULL);
  mlirBlockAppendOwnedOperation(body, sib);
  MlirValue sibRes = mlirOperationGetResult(sib, 0);
  mlirBlockAppendOwnedOperation(
      body, op("foo.last", 1, &sibRes, 0, 0, NULL, 0, NULL, 0, NULL));

  title("module");
  print_op(mop);

  title("nested ops");
  print_op(c0);
  print_op(multi);
  print_op(withRegion);
  print_op(inner);
  print_op(holder);
  print_op(nop);

  title("blocks");
  mlirBlockPrint(entry, print_cb, NULL);
  mlirBlockPrint(bb2, print_cb, NULL);
  mlirBlockPrint(nb, print_cb, NULL);
  mlirBlockPrint(body, print_cb, NULL);

  title("values");
  print_value(v0);
  print_value(mlirOperationGetResult(multi, 1));
  print_value(a0);
  print_value(b1a);
  print_value(nbArg);

  title("values as operands");
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  MlirAsmState st = mlirAsmStateCreateForOperation(mop, flags);
  MlirValue all[] = {v0,  mlirOperationGetResult(multi, 0),
                     mlirOperationGetResult(multi, 2), a0, b1a, nbArg,
                     mlirOperationGetResult(nop, 0), e2a,
                     mlirOperationGetResult(holder, 1)};
  for (size_t i = 0; i < sizeof all / sizeof all[0]; ++i) {
    mlirValuePrintAsOperand(all[i], st, print_cb, NULL);
    printf("\n");
  }
  mlirAsmStateDestroy(st);
  // A state numbered from a nested op only knows what is under it.
  st = mlirAsmStateCreateForOperation(holder, flags);
  for (size_t i = 0; i < sizeof all / sizeof all[0]; ++i) {
    mlirValuePrintAsOperand(all[i], st, print_cb, NULL);
    printf("\n");
  }
  mlirAsmStateDestroy(st);
  for (size_t i = 0; i < sizeof all / sizeof all[0]; ++i) {
    st = mlirAsmStateCreateForValue(all[i], flags);
    mlirValuePrintAsOperand(all[i], st, print_cb, NULL);
    printf("\n");
    mlirAsmStateDestroy(st);
  }

  title("print with state");
  st = mlirAsmStateCreateForOperation(mop, flags);
  mlirOperationPrintWithState(inner, st, print_cb, NULL);
  printf("\n");
  mlirOperationPrintWithState(mop, st, print_cb, NULL);
  mlirAsmStateDestroy(st);
  // A state numbered from a nested op.
  st = mlirAsmStateCreateForOperation(holder, flags);
  mlirOperationPrintWithState(nop, st, print_cb, NULL);
  printf("\n");
  mlirOperationPrintWithState(holder, st, print_cb, NULL);
  printf("\n");
  mlirAsmStateDestroy(st);
  MlirAsmState nullState = {NULL};
  mlirOperationPrintWithState(c0, nullState, print_cb, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(flags);

  title("detached");
  MlirOperation det = op("foo.detached", 1, &v0, 1, 0, NULL, 0, NULL, 0, NULL);
  print_op(det);
  mlirOperationDestroy(det);
  // An op in a block outside any region: not top level, numbered from
  // itself.
  MlirBlock lone = mlirBlockCreate(1, argTys, argLocs);
  MlirValue loneArg = mlirBlockGetArgument(lone, 0);
  MlirOperation inLone =
      op("foo.inlone", 1, &loneArg, 1, 0, NULL, 0, NULL, 0, NULL);
  mlirBlockAppendOwnedOperation(lone, inLone);
  print_op(inLone);
  mlirBlockPrint(lone, print_cb, NULL);
  print_value(loneArg);
  mlirBlockDestroy(lone);

  title("successor out of scope (printed assuming the IR verified)");
  MlirBlock outside = mlirBlockCreate(0, NULL, NULL);
  MlirBlock succs[] = {outside, bb2};
  MlirOperation jump = op("foo.jump", 0, NULL, 0, 2, succs, 0, NULL, 0, NULL);
  mlirBlockAppendOwnedOperation(bb3, jump);
  flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(flags);
  mlirOperationPrintWithFlags(withRegion, flags, print_cb, NULL);
  printf("\n");
  mlirOperationPrintWithFlags(jump, flags, print_cb, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(flags);
  mlirOperationDestroy(jump);
  mlirBlockDestroy(outside);

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
