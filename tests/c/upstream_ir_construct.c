// Port of upstream's mlir/test/CAPI/ir.c construction tests
// (makeAndDumpAdd, collectStats, printFirstOfEach,
// buildWithInsertionsAndPrint, createOperationWithTypeInference) with the
// func/arith/memref/scf operations replaced by unregistered operations of the
// same names. stderr is redirected to stdout so that the *Dump functions and
// unhandled diagnostics are compared too.
#define _POSIX_C_SOURCE 200809L
#include <assert.h>
#include <inttypes.h>
#include <stdlib.h>
#include <unistd.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

static void stderr_to_stdout(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  dup2(1, 2);
}

static MlirNamedAttribute named(MlirContext ctx, const char *name, MlirAttribute a) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(name)), a);
}

// Appends `name(operands) -> results` (at most one result type) to `block`.
static MlirOperation append_op(MlirBlock block, const char *name, MlirLocation loc,
                               intptr_t nOperands, MlirValue *operands,
                               MlirType *result) {
  MlirOperationState st = mlirOperationStateGet(S(name), loc);
  if (nOperands)
    mlirOperationStateAddOperands(&st, nOperands, operands);
  if (result)
    mlirOperationStateAddResults(&st, 1, result);
  MlirOperation op = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(block, op);
  return op;
}

static MlirOperation append_constant(MlirContext ctx, MlirBlock block,
                                     MlirLocation loc, const char *literal,
                                     MlirType type) {
  MlirNamedAttribute value =
      named(ctx, "value", mlirAttributeParseGet(ctx, S(literal)));
  MlirOperationState st = mlirOperationStateGet(S("arith.constant"), loc);
  mlirOperationStateAddResults(&st, 1, &type);
  mlirOperationStateAddAttributes(&st, 1, &value);
  MlirOperation op = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(block, op);
  return op;
}

// The body of the loop: two loads, an add and a store, then the yield.
static void fill_loop(MlirContext ctx, MlirBlock loop, MlirLocation loc,
                      MlirBlock func) {
  MlirValue iv = mlirBlockGetArgument(loop, 0);
  MlirValue a = mlirBlockGetArgument(func, 0);
  MlirValue b = mlirBlockGetArgument(func, 1);
  MlirType f32 = mlirTypeParseGet(ctx, S("f32"));
  MlirValue lhsOps[] = {a, iv};
  MlirOperation lhs = append_op(loop, "memref.load", loc, 2, lhsOps, &f32);
  MlirValue rhsOps[] = {b, iv};
  MlirOperation rhs = append_op(loop, "memref.load", loc, 2, rhsOps, &f32);
  MlirValue addOps[] = {mlirOperationGetResult(lhs, 0),
                        mlirOperationGetResult(rhs, 0)};
  MlirOperation add = append_op(loop, "arith.addf", loc, 2, addOps, &f32);
  MlirValue storeOps[] = {mlirOperationGetResult(add, 0), a, iv};
  append_op(loop, "memref.store", loc, 3, storeOps, NULL);
  append_op(loop, "scf.yield", loc, 0, NULL, NULL);
}

static MlirModule build_add(MlirContext ctx, MlirLocation loc) {
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirBlock moduleBody = mlirModuleGetBody(module);

  MlirType memref = mlirTypeParseGet(ctx, S("memref<?xf32>"));
  MlirType argTypes[] = {memref, memref};
  MlirLocation argLocs[] = {loc, loc};
  MlirRegion funcRegion = mlirRegionCreate();
  MlirBlock funcBody = mlirBlockCreate(2, argTypes, argLocs);
  mlirRegionAppendOwnedBlock(funcRegion, funcBody);

  MlirNamedAttribute funcAttrs[] = {
      named(ctx, "function_type",
            mlirAttributeParseGet(ctx, S("(memref<?xf32>, memref<?xf32>) -> ()"))),
      named(ctx, "sym_name", mlirAttributeParseGet(ctx, S("\"add\"")))};
  MlirOperationState funcState = mlirOperationStateGet(S("func.func"), loc);
  mlirOperationStateAddAttributes(&funcState, 2, funcAttrs);
  mlirOperationStateAddOwnedRegions(&funcState, 1, &funcRegion);
  mlirBlockInsertOwnedOperation(moduleBody, 0, mlirOperationCreate(&funcState));

  MlirType index = mlirTypeParseGet(ctx, S("index"));
  MlirOperation c0 = append_constant(ctx, funcBody, loc, "0 : index", index);
  MlirValue dimOps[] = {mlirBlockGetArgument(funcBody, 0),
                        mlirOperationGetResult(c0, 0)};
  MlirOperation dim = append_op(funcBody, "memref.dim", loc, 2, dimOps, &index);

  MlirRegion loopRegion = mlirRegionCreate();
  MlirBlock loopBody = mlirBlockCreate(0, NULL, NULL);
  mlirBlockAddArgument(loopBody, index, loc);
  mlirRegionAppendOwnedBlock(loopRegion, loopBody);

  MlirOperation c1 = append_constant(ctx, funcBody, loc, "1 : index", index);
  MlirValue loopOps[] = {mlirOperationGetResult(c0, 0),
                         mlirOperationGetResult(dim, 0),
                         mlirOperationGetResult(c1, 0)};
  MlirOperationState loopState = mlirOperationStateGet(S("scf.for"), loc);
  mlirOperationStateAddOperands(&loopState, 3, loopOps);
  mlirOperationStateAddOwnedRegions(&loopState, 1, &loopRegion);
  mlirBlockAppendOwnedOperation(funcBody, mlirOperationCreate(&loopState));

  fill_loop(ctx, loopBody, loc, funcBody);
  append_op(funcBody, "func.return", loc, 0, NULL, NULL);

  printf("@makeAndDumpAdd\n");
  mlirOperationDump(mlirModuleGetOperation(module));
  print_op(mlirModuleGetOperation(module));
  return module;
}

typedef struct {
  unsigned ops, attrs, blocks, regions, values, blockArgs, results;
} Stats;

// Visits `op` and everything under it, depth first, checking the value
// accessors on the way; returns a non-zero code on an inconsistency.
static int collect(MlirOperation op, Stats *s) {
  s->ops += 1;
  s->values += (unsigned)mlirOperationGetNumResults(op);
  s->attrs += (unsigned)mlirOperationGetNumAttributes(op);
  s->regions += (unsigned)mlirOperationGetNumRegions(op);
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i) {
    MlirValue r = mlirOperationGetResult(op, i);
    if (!mlirValueIsAOpResult(r) || mlirValueIsABlockArgument(r))
      return 1;
    if (!mlirOperationEqual(op, mlirOpResultGetOwner(r)))
      return 2;
    if (mlirOpResultGetResultNumber(r) != i)
      return 3;
    s->results += 1;
  }
  for (MlirRegion region = mlirOperationGetFirstRegion(op);
       !mlirRegionIsNull(region); region = mlirRegionGetNextInOperation(region)) {
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b)) {
      s->blocks += 1;
      intptr_t n = mlirBlockGetNumArguments(b);
      s->values += (unsigned)n;
      for (intptr_t j = 0; j < n; ++j) {
        MlirValue arg = mlirBlockGetArgument(b, j);
        if (!mlirValueIsABlockArgument(arg) || mlirValueIsAOpResult(arg))
          return 4;
        if (!mlirBlockEqual(b, mlirBlockArgumentGetOwner(arg)))
          return 5;
        if (mlirBlockArgumentGetArgNumber(arg) != j)
          return 6;
        s->blockArgs += 1;
      }
      for (MlirOperation c = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(c);
           c = mlirOperationGetNextInBlock(c)) {
        int rc = collect(c, s);
        if (rc)
          return rc;
      }
    }
  }
  return 0;
}

static int print_stats(MlirOperation module) {
  Stats s = {0, 0, 0, 0, 0, 0, 0};
  int rc = collect(module, &s);
  if (rc)
    return rc;
  if (s.values != s.blockArgs + s.results)
    return 100;
  printf("@stats\noperations: %u\nattributes: %u\nblocks: %u\nregions: %u\n"
         "values: %u\nblock arguments: %u\nop results: %u\n",
         s.ops, s.attrs, s.blocks, s.regions, s.values, s.blockArgs, s.results);
  return 0;
}

static void first_of_each(MlirContext ctx, MlirOperation module) {
  printf("@printFirstOfEach\n");
  MlirBlock moduleBlock = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  MlirOperation function = mlirBlockGetFirstOperation(moduleBlock);
  MlirRegion region = mlirOperationGetRegion(function, 0);
  MlirBlock block = mlirRegionGetFirstBlock(region);
  MlirOperation op = mlirBlockGetFirstOperation(block);
  printf("module from op is null: %d\n", mlirModuleIsNull(mlirModuleFromOperation(op)));
  printf("module from module is null: %d\n",
         mlirModuleIsNull(mlirModuleFromOperation(module)));
  printf("parent operation eq: %d\n",
         mlirOperationEqual(mlirOperationGetParentOperation(op), function));
  printf("block eq: %d\n", mlirBlockEqual(mlirOperationGetBlock(op), block));
  printf("block parent operation eq: %d\n",
         mlirOperationEqual(mlirBlockGetParentOperation(block), function));
  printf("block parent region eq: %d\n",
         mlirRegionEqual(mlirBlockGetParentRegion(block), region));

  mlirBlockPrint(block, print_cb, NULL);
  printf("\nfirst operation: ");
  print_op(op);

  MlirIdentifier ident = mlirOperationGetName(op);
  MlirStringRef identStr = mlirIdentifierStr(ident);
  printf("operation name: '%.*s'\n", (int)identStr.length, identStr.data);
  printf("identifier equal: %d\n",
         mlirIdentifierEqual(ident, mlirIdentifierGet(ctx, mlirIdentifierStr(ident))));

  // The unregistered "func.return" is not known to be a terminator.
  MlirOperation terminator = mlirBlockGetTerminator(block);
  printf("terminator is null: %d\n", mlirOperationIsNull(terminator));
  if (!mlirOperationIsNull(terminator))
    print_op(terminator);

  printf("has inherent value: %d\n",
         mlirOperationHasInherentAttributeByName(op, S("value")));
  MlirAttribute inherent = mlirOperationGetInherentAttributeByName(op, S("value"));
  printf("inherent value is null: %d\n", mlirAttributeIsNull(inherent));
  MlirAttribute discardable = mlirOperationGetDiscardableAttributeByName(op, S("value"));
  printf("discardable value: ");
  print_attr(discardable);
  printf("discardable count: %ld\n", (long)mlirOperationGetNumDiscardableAttributes(op));
  MlirNamedAttribute attr0 = mlirOperationGetAttribute(op, 0);
  printf("attr 0: ");
  print_str(mlirIdentifierStr(attr0.name));
  print_attr(attr0.attribute);
  printf("attr 0 by name: ");
  print_attr(mlirOperationGetAttributeByName(op, mlirIdentifierStr(attr0.name)));
  printf("does_not_exist is null: %d\n",
         mlirAttributeIsNull(
             mlirOperationGetDiscardableAttributeByName(op, S("does_not_exist"))));

  MlirValue value = mlirOperationGetResult(op, 0);
  printf("result 0: ");
  print_value(value);
  printf("value is null: %d\nresult 0 type: ", mlirValueIsNull(value));
  print_type(mlirValueGetType(value));

  mlirOperationSetDiscardableAttributeByName(op, S("custom_attr"), mlirBoolAttrGet(ctx, 1));
  printf("op with set attr: ");
  print_op(op);
  printf("remove attr: %d\n",
         mlirOperationRemoveDiscardableAttributeByName(op, S("custom_attr")));
  printf("remove attr again: %d\n",
         mlirOperationRemoveDiscardableAttributeByName(op, S("custom_attr")));
  printf("removed attr is null: %d\n",
         mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(op, S("custom_attr"))));

  // The same through the non-discardable-specific entry points.
  mlirOperationSetAttributeByName(op, S("other_attr"), mlirUnitAttrGet(ctx));
  printf("op with other attr: ");
  print_op(op);
  printf("remove other: %d\n", mlirOperationRemoveAttributeByName(op, S("other_attr")));
  printf("remove other again: %d\n",
         mlirOperationRemoveAttributeByName(op, S("other_attr")));

  int64_t eltsShape[] = {4};
  int32_t eltsData[] = {1, 2, 3, 4};
  mlirOperationSetDiscardableAttributeByName(
      op, S("elts"),
      mlirDenseElementsAttrInt32Get(
          mlirRankedTensorTypeGet(1, eltsShape, mlirIntegerTypeGet(ctx, 32),
                                  mlirAttributeGetNull()),
          4, eltsData));
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsElideLargeElementsAttrs(flags, 2);
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOpPrintingFlagsEnableDebugInfo(flags, 1, 0);
  mlirOpPrintingFlagsUseLocalScope(flags);
  printf("op print with all flags: ");
  mlirOperationPrintWithFlags(op, flags, print_cb, NULL);
  printf("\nop print with state: ");
  MlirAsmState state = mlirAsmStateCreateForOperation(function, flags);
  mlirOperationPrintWithState(op, state, print_cb, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(flags);

  flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsSkipRegions(flags);
  printf("op print with skip regions flag: ");
  mlirOperationPrintWithFlags(function, flags, print_cb, NULL);
  printf("\nwith state: |");
  mlirValuePrintAsOperand(value, state, print_cb, NULL);
  printf("|\nnull value as operand: |");
  mlirValuePrintAsOperand((MlirValue){NULL}, state, print_cb, NULL);
  printf("|\nnull value: ");
  print_value((MlirValue){NULL});
  mlirValueDump((MlirValue){NULL});
  mlirAsmStateDestroy(state);
  mlirOpPrintingFlagsDestroy(flags);
}

// The attribute accessors on a registered operation (builtin.module, whose
// inherent attributes are sym_name and sym_visibility) and on an
// unregistered one given properties.
static void inherent_attributes(MlirContext ctx) {
  printf("@inherentAttributes\n");
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, mlirBlockCreate(0, NULL, NULL));
  MlirNamedAttribute attrs[] = {
      named(ctx, "sym_name", mlirStringAttrGet(ctx, S("m"))),
      named(ctx, "foo.extra", mlirUnitAttrGet(ctx))};
  MlirOperationState st = mlirOperationStateGet(S("builtin.module"), loc);
  mlirOperationStateAddAttributes(&st, 2, attrs);
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  MlirOperation module = mlirOperationCreate(&st);
  print_op(module);
  printf("has sym_name: %d, has foo.extra: %d, has sym_visibility: %d\n",
         mlirOperationHasInherentAttributeByName(module, S("sym_name")),
         mlirOperationHasInherentAttributeByName(module, S("foo.extra")),
         mlirOperationHasInherentAttributeByName(module, S("sym_visibility")));
  printf("inherent sym_name: ");
  print_attr(mlirOperationGetInherentAttributeByName(module, S("sym_name")));
  printf("discardable sym_name is null: %d\n",
         mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(module, S("sym_name"))));
  printf("attributes: %ld, discardable: %ld\n", (long)mlirOperationGetNumAttributes(module),
         (long)mlirOperationGetNumDiscardableAttributes(module));
  MlirNamedAttribute d0 = mlirOperationGetDiscardableAttribute(module, 0);
  printf("discardable 0: ");
  print_str(mlirIdentifierStr(d0.name));
  mlirOperationSetInherentAttributeByName(module, S("sym_visibility"),
                                          mlirStringAttrGet(ctx, S("private")));
  mlirOperationSetAttributeByName(module, S("foo.other"), mlirBoolAttrGet(ctx, 0));
  print_op(module);
  printf("attributes: %ld, discardable: %ld\n", (long)mlirOperationGetNumAttributes(module),
         (long)mlirOperationGetNumDiscardableAttributes(module));
  for (intptr_t i = 0; i < mlirOperationGetNumAttributes(module); ++i) {
    MlirNamedAttribute a = mlirOperationGetAttribute(module, i);
    MlirStringRef n = mlirIdentifierStr(a.name);
    printf("  %.*s = ", (int)n.length, n.data);
    print_attr(a.attribute);
  }
  printf("remove sym_name: %d\n", mlirOperationRemoveAttributeByName(module, S("sym_name")));
  print_op(module);

  // Inherent attributes hold only string attributes: anything else leaves
  // them unset (a typed string is still a string).
  mlirOperationSetInherentAttributeByName(module, S("sym_name"), mlirStringAttrGet(ctx, S("n")));
  mlirOperationSetInherentAttributeByName(module, S("sym_name"), mlirUnitAttrGet(ctx));
  mlirOperationSetAttributeByName(module, S("sym_visibility"), mlirFlatSymbolRefAttrGet(ctx, S("v")));
  print_op(module);
  mlirOperationSetAttributeByName(
      module, S("sym_visibility"), mlirStringAttrTypedGet(mlirIntegerTypeGet(ctx, 8), S("typed")));
  print_op(module);
  printf("verifies: %d\n", mlirOperationVerify(module));
  mlirOperationDestroy(module);

  MlirRegion region2 = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region2, mlirBlockCreate(0, NULL, NULL));
  MlirNamedAttribute wrong[] = {
      named(ctx, "sym_name", mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), 3)),
      named(ctx, "sym_visibility", mlirUnitAttrGet(ctx))};
  MlirOperationState st2 = mlirOperationStateGet(S("builtin.module"), loc);
  mlirOperationStateAddAttributes(&st2, 2, wrong);
  mlirOperationStateAddOwnedRegions(&st2, 1, &region2);
  MlirOperation module2 = mlirOperationCreate(&st2);
  print_op(module2);
  printf("attributes: %ld, verifies: %d\n", (long)mlirOperationGetNumAttributes(module2),
         mlirOperationVerify(module2));
  mlirOperationDestroy(module2);

  // An unregistered operation whose properties are a dictionary.
  MlirOperation op = mlirOperationCreateParse(
      ctx, S("\"foo.props\"() <{p = 1 : i32}> {d = 2 : i32} : () -> ()"), S("props"));
  print_op(op);
  printf("has p: %d, has d: %d\n", mlirOperationHasInherentAttributeByName(op, S("p")),
         mlirOperationHasInherentAttributeByName(op, S("d")));
  printf("inherent p: ");
  print_attr(mlirOperationGetInherentAttributeByName(op, S("p")));
  printf("attributes: %ld, discardable: %ld\n", (long)mlirOperationGetNumAttributes(op),
         (long)mlirOperationGetNumDiscardableAttributes(op));
  mlirOperationSetInherentAttributeByName(op, S("p"), mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 8), 3));
  mlirOperationSetInherentAttributeByName(op, S("q"), mlirUnitAttrGet(ctx));
  print_op(op);
  printf("properties: ");
  print_attr(mlirOperationGetAttributeByName(op, S("p")));
  mlirOperationDestroy(op);
}

static void build_with_insertions(MlirContext ctx) {
  printf("@buildWithInsertionsAndPrint\n");
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirRegion owning = mlirRegionCreate();
  MlirBlock nullBlock = mlirRegionGetFirstBlock(owning);
  MlirOperationState st = mlirOperationStateGet(S("insertion.order.test"), loc);
  mlirOperationStateAddOwnedRegions(&st, 1, &owning);
  MlirOperation op = mlirOperationCreate(&st);
  MlirRegion region = mlirOperationGetRegion(op, 0);

  // Blocks are told apart by the width of their argument.
  MlirBlock blocks[5];
  for (int i = 0; i < 5; ++i) {
    MlirType t = mlirIntegerTypeGet(ctx, (unsigned)i + 1);
    blocks[i] = mlirBlockCreate(1, &t, &loc);
  }
  mlirRegionInsertOwnedBlockBefore(region, nullBlock, blocks[2]);
  mlirRegionInsertOwnedBlockBefore(region, blocks[2], blocks[1]);
  mlirRegionInsertOwnedBlockAfter(region, nullBlock, blocks[0]);
  mlirRegionInsertOwnedBlockAfter(region, blocks[2], blocks[3]);
  mlirRegionInsertOwnedBlockBefore(region, blocks[2], blocks[4]);

  MlirOperation ops[8];
  for (int i = 0; i < 8; ++i) {
    char name[32];
    snprintf(name, sizeof name, "dummy.op%d", i + 1);
    MlirOperationState s = mlirOperationStateGet(S(name), loc);
    ops[i] = mlirOperationCreate(&s);
  }
  MlirOperation nullOp = mlirBlockGetFirstOperation(blocks[0]);
  printf("first of empty block is null: %d\n", mlirOperationIsNull(nullOp));
  mlirBlockInsertOwnedOperationBefore(blocks[0], nullOp, ops[2]);
  mlirBlockInsertOwnedOperationBefore(blocks[0], ops[2], ops[1]);
  mlirBlockInsertOwnedOperationAfter(blocks[0], nullOp, ops[0]);
  mlirBlockInsertOwnedOperationAfter(blocks[0], ops[2], ops[3]);
  for (int i = 1; i < 5; ++i)
    mlirBlockAppendOwnedOperation(blocks[i], ops[i + 3]);

  mlirBlockDetach(blocks[4]);
  mlirBlockDestroy(blocks[4]);

  mlirOperationDump(op);
  print_op(op);
  mlirOperationDestroy(op);
}

static MlirLogicalResult print_diag(MlirDiagnostic d, void *user) {
  (void)user;
  printf("diagnostic: ");
  mlirDiagnosticPrint(d, print_cb, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

// Upstream uses shape.const_size, which infers its result type; here we
// check the two failure modes that need no such operation.
static void type_inference(MlirContext ctx) {
  printf("@createOperationWithTypeInference\n");
  MlirDiagnosticHandlerID id =
      mlirContextAttachDiagnosticHandler(ctx, print_diag, NULL, NULL);
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirNamedAttribute value =
      named(ctx, "value", mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), 4));
  const char *names[] = {"shape.const_size", "builtin.module"};
  for (int i = 0; i < 2; ++i) {
    MlirOperationState st = mlirOperationStateGet(S(names[i]), loc);
    mlirOperationStateAddAttributes(&st, 1, &value);
    mlirOperationStateEnableResultTypeInference(&st);
    MlirOperation op = mlirOperationCreate(&st);
    printf("%s: null=%d\n", names[i], mlirOperationIsNull(op));
    if (!mlirOperationIsNull(op))
      mlirOperationDestroy(op);
  }
  mlirContextDetachDiagnosticHandler(ctx, id);
}

int main(void) {
  stderr_to_stdout();
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule module = build_add(ctx, loc);
  MlirOperation mop = mlirModuleGetOperation(module);
  printf("module from operation is null: %d\n",
         mlirModuleIsNull(mlirModuleFromOperation(mop)));
  int rc = print_stats(mop);
  if (rc)
    return rc;
  first_of_each(ctx, mop);
  mlirModuleDestroy(module);

  inherent_attributes(ctx);
  build_with_insertions(ctx);
  type_inference(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
