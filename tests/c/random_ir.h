// The random IR generator and printing driver shared by print_random.c
// and print_random_attrs.c: modules of unregistered ops with random
// nesting, blocks, arguments, successors, multi-result ops, attributes and
// locations of every kind (a fixed-seed generator, so both libraries build
// the same IR), printed with random flag combinations, as nested ops, as
// blocks and through asm states. The IR is valid (values are used only
// where they dominate, successors only at block ends), so upstream's
// verification keeps the custom forms.
//
// The includer defines RANDOM_IR_TYPES (the size of `types`; the driver
// fills the first four) before including, and defines
// `static MlirAttribute random_attr(void)`.
#ifndef OXMLIR_TESTS_RANDOM_IR_H
#define OXMLIR_TESTS_RANDOM_IR_H

#include <stdlib.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirContext ctx;
static unsigned long long seed = 0x9E3779B97F4A7C15ull;

static unsigned rnd(unsigned n) {
  seed = seed * 6364136223846793005ull + 1442695040888963407ull;
  return (unsigned)((seed >> 33) % n);
}

static MlirType types[RANDOM_IR_TYPES];

static MlirAttribute random_attr(void);

static MlirLocation random_loc(int depth) {
  static const char *files[] = {"a.mlir", "dir/b.mlir", "we\"ird", ""};
  static const char *names[] = {"x", "res", "9lives", "with space", ""};
  switch (depth > 2 ? rnd(3) : rnd(7)) {
  case 0:
    return mlirLocationUnknownGet(ctx);
  case 1:
    return mlirLocationFileLineColGet(ctx, S(files[rnd(4)]), rnd(5), rnd(5));
  case 2:
    return mlirLocationFileLineColRangeGet(ctx, S(files[rnd(4)]), 1, 2, 1 + rnd(2), 2 + rnd(3));
  case 3:
    return mlirLocationNameGet(ctx, S(names[rnd(5)]),
                               rnd(2) ? random_loc(depth + 1) : (MlirLocation){NULL});
  case 4:
    return mlirLocationCallSiteGet(random_loc(depth + 1), random_loc(depth + 1));
  default: {
    MlirLocation parts[3];
    intptr_t n = 1 + rnd(3);
    for (intptr_t i = 0; i < n; ++i)
      parts[i] = random_loc(depth + 1);
    MlirAttribute meta = {NULL};
    if (rnd(2))
      meta = mlirStringAttrGet(ctx, S("meta"));
    return mlirLocationFusedGet(ctx, n, parts, meta);
  }
  }
}

// Values usable at the current point: those of enclosing scopes and of the
// block being filled.
static MlirValue visible[4096];
static int nVisible;

static void fill_region(MlirRegion r, int depth);

static MlirOperation random_op(int depth, intptr_t nSucc, MlirBlock *succ) {
  static const char *opNames[] = {"foo.a", "foo.b", "bar.c", "foo.long_name"};
  static const char *attrNames[] = {"a", "b c", "value", "_x", "1st", "sym"};
  MlirOperationState st = mlirOperationStateGet(S(opNames[rnd(4)]), random_loc(0));
  MlirValue ops[3];
  intptr_t nOps = nVisible ? rnd(4) : 0;
  for (intptr_t i = 0; i < nOps; ++i)
    ops[i] = visible[rnd(nVisible)];
  mlirOperationStateAddOperands(&st, nOps, ops);
  intptr_t nRes = rnd(4);
  for (intptr_t i = 0; i < nRes; ++i)
    mlirOperationStateAddResults(&st, 1, &types[rnd(RANDOM_IR_TYPES)]);
  MlirNamedAttribute attrs[6];
  intptr_t nAttrs = 0;
  for (int i = 0; i < 6; ++i)
    if (rnd(4) == 0)
      attrs[nAttrs++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(attrNames[i])), random_attr());
  mlirOperationStateAddAttributes(&st, nAttrs, attrs);
  mlirOperationStateAddSuccessors(&st, nSucc, succ);
  MlirRegion regs[2];
  intptr_t nReg = depth < 3 && nSucc == 0 ? rnd(3) : 0;
  for (intptr_t i = 0; i < nReg; ++i) {
    regs[i] = mlirRegionCreate();
    int saved = nVisible;
    fill_region(regs[i], depth + 1);
    nVisible = saved;
  }
  mlirOperationStateAddOwnedRegions(&st, nReg, regs);
  return mlirOperationCreate(&st);
}

static void fill_region(MlirRegion r, int depth) {
  intptr_t nBlocks = rnd(4);
  MlirBlock blocks[3];
  for (intptr_t b = 0; b < nBlocks; ++b) {
    intptr_t nArgs = rnd(3);
    MlirType tys[2];
    MlirLocation locs[2];
    for (intptr_t i = 0; i < nArgs; ++i) {
      tys[i] = types[rnd(RANDOM_IR_TYPES)];
      locs[i] = random_loc(1);
    }
    blocks[b] = mlirBlockCreate(nArgs, tys, locs);
    mlirRegionAppendOwnedBlock(r, blocks[b]);
  }
  int outer = nVisible;
  for (intptr_t b = 0; b < nBlocks; ++b) {
    nVisible = outer;
    for (intptr_t i = 0; i < mlirBlockGetNumArguments(blocks[b]); ++i)
      visible[nVisible++] = mlirBlockGetArgument(blocks[b], i);
    intptr_t nOps = 1 + rnd(3);
    for (intptr_t k = 0; k < nOps; ++k) {
      MlirOperation o = random_op(depth, 0, NULL);
      mlirBlockAppendOwnedOperation(blocks[b], o);
      for (intptr_t i = 0; i < mlirOperationGetNumResults(o); ++i)
        if (nVisible < 4096)
          visible[nVisible++] = mlirOperationGetResult(o, i);
    }
    // Branch to later blocks (never to the entry block).
    if (nBlocks > 1 && rnd(2)) {
      MlirBlock succ[2];
      intptr_t nSucc = 1 + rnd(2);
      for (intptr_t i = 0; i < nSucc; ++i)
        succ[i] = blocks[1 + rnd(nBlocks - 1)];
      mlirBlockAppendOwnedOperation(blocks[b], random_op(3, nSucc, succ));
    }
  }
  nVisible = outer;
}

static void print_flags(MlirOperation o, unsigned mask) {
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  if (mask & 1)
    mlirOpPrintingFlagsEnableDebugInfo(f, true, (mask & 2) != 0);
  if (mask & 4)
    mlirOpPrintingFlagsPrintGenericOpForm(f);
  if (mask & 8)
    mlirOpPrintingFlagsUseLocalScope(f);
  if (mask & 16)
    mlirOpPrintingFlagsSkipRegions(f);
  if (mask & 32)
    mlirOpPrintingFlagsPrintNameLocAsPrefix(f);
  if (mask & 64)
    mlirOpPrintingFlagsAssumeVerified(f);
  if (mask & 128)
    mlirOpPrintingFlagsElideLargeElementsAttrs(f, 2);
  printf("-- flags %u\n", mask);
  mlirOperationPrintWithFlags(o, f, print_cb, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(f);
}

static MlirOperation found[256];
static int nFound;

static MlirWalkResult collect(MlirOperation o, void *u) {
  (void)u;
  if (nFound < 256)
    found[nFound++] = o;
  return MlirWalkResultAdvance;
}

// Runs the generator over 40 modules: the seed from the environment
// variable `seedEnv` if set (to explore; the test uses the default), flag
// masks below `flagMasks` (bit 7: elide large elements), `setup` (if any)
// after the context and the first four types are made.
static int run_random_prints(const char *seedEnv, unsigned flagMasks, void (*setup)(void)) {
  const char *env = getenv(seedEnv);
  if (env)
    seed = strtoull(env, NULL, 10);
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  types[0] = mlirIntegerTypeGet(ctx, 32);
  types[1] = mlirIntegerTypeGet(ctx, 64);
  types[2] = mlirIndexTypeGet(ctx);
  types[3] = mlirF32TypeGet(ctx);
  if (setup)
    setup();
  for (int m = 0; m < 40; ++m) {
    printf("==== module %d\n", m);
    MlirModule module = mlirModuleCreateEmpty(random_loc(0));
    MlirOperation mop = mlirModuleGetOperation(module);
    MlirBlock body = mlirModuleGetBody(module);
    nVisible = 0;
    intptr_t nOps = 1 + rnd(5);
    for (intptr_t k = 0; k < nOps; ++k) {
      MlirOperation o = random_op(0, 0, NULL);
      mlirBlockAppendOwnedOperation(body, o);
      for (intptr_t i = 0; i < mlirOperationGetNumResults(o); ++i)
        visible[nVisible++] = mlirOperationGetResult(o, i);
    }
    print_op(mop);
    for (int k = 0; k < 4; ++k)
      print_flags(mop, rnd(flagMasks));
    nFound = 0;
    mlirOperationWalk(mop, collect, NULL, MlirWalkPreOrder);
    for (int k = 0; k < 3 && nFound > 1; ++k) {
      MlirOperation o = found[1 + rnd(nFound - 1)];
      printf("-- nested\n");
      print_op(o);
      print_flags(o, rnd(flagMasks));
      MlirBlock b = mlirOperationGetBlock(o);
      mlirBlockPrint(b, print_cb, NULL);
      if (mlirOperationGetNumResults(o) > 0)
        print_value(mlirOperationGetResult(o, 0));
    }
    MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
    if (rnd(2))
      mlirOpPrintingFlagsPrintNameLocAsPrefix(f);
    MlirAsmState st = mlirAsmStateCreateForOperation(mop, f);
    printf("-- operands\n");
    for (int i = 0; i < nVisible; ++i) {
      mlirValuePrintAsOperand(visible[i], st, print_cb, NULL);
      printf(" ");
    }
    printf("\n");
    mlirAsmStateDestroy(st);
    mlirOpPrintingFlagsDestroy(f);
    mlirModuleDestroy(module);
  }
  mlirContextDestroy(ctx);
  return 0;
}

#endif
