// Pseudo-random IR edits through the C API (fixed seeds, so the run is
// deterministic): ops of unregistered and builtin kinds with random
// locations and attributes inserted every way, moved, cloned and erased,
// operands and uses replaced, block arguments and blocks added or erased,
// attributes and locations set. After each step the module is printed under
// random flags (generic, assume-verified, debug info, local scope, name-loc
// prefixes, skipped regions) or a few values are printed as operands.
// Edits upstream leaves undefined are not made (see the comments).
// Usage for longer runs: ir_random_edits [first-seed [count]].
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mlir-c/IR.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void cb(MlirStringRef s, void *u) { (void)u; fwrite(s.data, 1, s.length, stdout); }
#define S(x) mlirStringRefCreateFromCString(x)

static unsigned long long rng;
static unsigned rnd(unsigned n) { rng = rng * 6364136223846793005ULL + 1442695040888963407ULL; return (unsigned)((rng >> 33) % n); }

static MlirContext ctx;
static MlirLocation unk;
static MlirType types[4];

#define MAXO 4096
static MlirOperation ops[MAXO]; static int nops;
static MlirBlock blocks[1024]; static int nblocks;
static MlirValue vals[MAXO]; static int nvals;

static MlirWalkResult collect(MlirOperation op, void *u) {
  (void)u;
  if (nops < MAXO) ops[nops++] = op;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op) && nvals < MAXO; i++) vals[nvals++] = mlirOperationGetResult(op, i);
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b)) {
      if (nblocks < 1024) blocks[nblocks++] = b;
      for (intptr_t a = 0; a < mlirBlockGetNumArguments(b) && nvals < MAXO; a++) vals[nvals++] = mlirBlockGetArgument(b, a);
    }
  return MlirWalkResultAdvance;
}

static MlirOperation root;
static int is_registered(MlirOperation o) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(o));
  return n.length > 8 && strncmp(n.data, "builtin.", 8) == 0;
}
static void refresh(void) { nops = nblocks = nvals = 0; mlirOperationWalk(root, collect, NULL, MlirWalkPreOrder); }

static int is_ancestor(MlirOperation a, MlirOperation b) { // a contains b (or equal)
  for (MlirOperation o = b; !mlirOperationIsNull(o); o = mlirOperationGetParentOperation(o))
    if (mlirOperationEqual(o, a)) return 1;
  return 0;
}

static int has_uses_outside(MlirOperation op) {
  // any result or nested value used by an op not inside `op`
  int save = nvals; (void)save;
  for (int i = 0; i < nvals; i++) {
    MlirValue v = vals[i];
    MlirOperation owner = mlirValueIsAOpResult(v) ? mlirOpResultGetOwner(v) : mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
    if (!is_ancestor(op, owner)) continue;
    if (mlirValueIsABlockArgument(v) && mlirOperationEqual(owner, op)) {
      // arg of a block of op itself: fine (inside)
    }
    int nested = !(mlirValueIsAOpResult(v) && mlirOperationEqual(owner, op));
    for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u))
      // Upstream destroys regions one after another: a value of an earlier
      // region used in a later one would be freed before its use.
      if (nested || !is_ancestor(op, mlirOpOperandGetOwner(u))) return 1;
  }
  return 0;
}

static MlirLocation rloc(void) {
  static const char *files[3] = {"a.mlir", "b.c", "x"};
  switch (rnd(7)) {
  case 0: return unk;
  case 1: return mlirLocationFileLineColGet(ctx, S(files[rnd(3)]), rnd(4), rnd(4));
  case 2: return mlirLocationNameGet(ctx, S(files[rnd(3)]), rnd(2) ? unk : mlirLocationFileLineColGet(ctx, S("n"), 1, rnd(3)));
  case 3: return mlirLocationCallSiteGet(mlirLocationFileLineColGet(ctx, S("cs"), rnd(3), 1), rloc());
  case 4: { MlirLocation l[2] = {rloc(), rloc()}; return mlirLocationFusedGet(ctx, 2, l, rnd(2) ? mlirStringAttrGet(ctx, S("m")) : (MlirAttribute){NULL}); }
  case 5: return mlirLocationFileLineColRangeGet(ctx, S("r"), 1, 2, 1 + rnd(2), 3);
  default: return mlirLocationNameGet(ctx, S("v"), unk);
  }
}

static MlirAttribute rattr(void) {
  static const char *texts[] = {"affine_map<(d0) -> (d0 + 1)>", "affine_map<(d0, d1) -> (d1, d0)>", "[1, 2]",
    "dense<[1, 2, 3]> : tensor<3xi32>", "\"str\"", "{x = 1}", "affine_set<(d0) : (d0 >= 0)>", "@sym", "i32",
    "memref<2xf32, affine_map<(d0) -> (d0 * 2)>>", "dense<1.5> : vector<4xf32>", "unit", "3 : index",
    "loc(\"q\":1:1)", "array<i32: 1, 2>", "#foo.bar<1>", "!foo.t"};
  return mlirAttributeParseGet(ctx, S(texts[rnd(sizeof texts / sizeof *texts)]));
}

static MlirOperation make_op(int nreg) {
  char name[64]; snprintf(name, sizeof name, "foo.op%u", rnd(5));
  unsigned kind = rnd(12);
  if (kind == 0) { nreg = 0; snprintf(name, sizeof name, "builtin.unrealized_conversion_cast"); }
  MlirOperationState st = mlirOperationStateGet(S(name), rloc());
  int nopd = nvals ? (int)rnd(4) : 0;
  MlirValue opd[4];
  for (int i = 0; i < nopd; i++) opd[i] = vals[rnd(nvals)];
  mlirOperationStateAddOperands(&st, nopd, opd);
  int nres = rnd(3);
  MlirType rt[3];
  for (int i = 0; i < nres; i++) rt[i] = types[rnd(4)];
  mlirOperationStateAddResults(&st, nres, rt);
  if (rnd(3) == 0) {
    MlirNamedAttribute na = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(rnd(2) ? "k" : "a.b")), rnd(2) ? rattr() : mlirIntegerAttrGet(types[0], rnd(100)));
    mlirOperationStateAddAttributes(&st, 1, &na);
  }
  for (int r = 0; r < nreg; r++) {
    MlirRegion reg = mlirRegionCreate();
    int nb = rnd(3);
    for (int b = 0; b < nb; b++) {
      int na = rnd(3);
      MlirType at[3]; MlirLocation al[3];
      for (int i = 0; i < na; i++) { at[i] = types[rnd(4)]; al[i] = rloc(); }
      mlirRegionAppendOwnedBlock(reg, mlirBlockCreate(na, at, al));
    }
    mlirOperationStateAddOwnedRegions(&st, 1, &reg);
  }
  return mlirOperationCreate(&st);
}

static void print_root(int step, int mode) {
  printf("-- step %d mode %d\n", step, mode);
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  if (mode & 1) mlirOpPrintingFlagsPrintGenericOpForm(f);
  if (mode & 2) mlirOpPrintingFlagsAssumeVerified(f);
  if (mode & 4) mlirOpPrintingFlagsEnableDebugInfo(f, true, (mode & 8) != 0);
  if (mode & 16) mlirOpPrintingFlagsUseLocalScope(f);
  if (mode & 32) mlirOpPrintingFlagsPrintNameLocAsPrefix(f);
  if (mode & 64) mlirOpPrintingFlagsSkipRegions(f);
  mlirOperationPrintWithFlags(root, f, cb, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(f);
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  unk = mlirLocationUnknownGet(ctx);
  types[0] = mlirIntegerTypeGet(ctx, 32); types[1] = mlirIndexTypeGet(ctx);
  types[2] = mlirF32TypeGet(ctx); types[3] = mlirIntegerTypeGet(ctx, 1);
  int first = argc > 1 ? atoi(argv[1]) : 1;
  int count = argc > 2 ? atoi(argv[2]) : 40;
  for (int seed = first; seed < first + count; seed++) {
    rng = (unsigned long long)seed * 0x9E3779B97F4A7C15ULL;
    printf("=== seed %d\n", seed);
    MlirModule m = mlirModuleCreateEmpty(unk);
    root = mlirModuleGetOperation(m);
    int maxstep = getenv("MAXSTEP") ? atoi(getenv("MAXSTEP")) : 40;
    for (int step = 0; step < maxstep; step++) {
      refresh();
      unsigned k = rnd(15);
      printf("step %d action %u\n", step, k);
      switch (k) {
      case 0: case 1: case 2: { // insert a new op into a random block
        MlirOperation o = make_op(rnd(4) == 0 ? 1 + rnd(2) : 0);
        MlirBlock b = blocks[rnd(nblocks)];
        unsigned how = rnd(4);
        MlirOperation first = mlirBlockGetFirstOperation(b);
        if (how == 0 || mlirOperationIsNull(first)) mlirBlockAppendOwnedOperation(b, o);
        else if (how == 1) mlirBlockInsertOwnedOperation(b, 0, o);
        else if (how == 2) mlirBlockInsertOwnedOperationAfter(b, first, o);
        else mlirBlockInsertOwnedOperationBefore(b, first, o);
        break;
      }
      case 3: { // move op before/after another
        if (nops < 3) break;
        MlirOperation a = ops[1 + rnd(nops - 1)], b = ops[1 + rnd(nops - 1)];
        if (is_ancestor(a, b)) break;
        if (rnd(2)) mlirOperationMoveBefore(a, b); else mlirOperationMoveAfter(a, b);
        break;
      }
      case 4: { // replace uses of with
        if (nops < 2 || nvals < 2) break;
        MlirOperation o = ops[1 + rnd(nops - 1)];
        mlirOperationReplaceUsesOfWith(o, vals[rnd(nvals)], vals[rnd(nvals)]);
        break;
      }
      case 5: { // RAUW
        if (nvals < 2) break;
        MlirValue a = vals[rnd(nvals)], b = vals[rnd(nvals)];
        if (mlirValueEqual(a, b)) break;
        mlirValueReplaceAllUsesOfWith(a, b);
        break;
      }
      case 6: { // RAUW except
        if (nvals < 2 || nops < 2) break;
        MlirValue a = vals[rnd(nvals)], b = vals[rnd(nvals)];
        MlirOperation ex[2] = {ops[rnd(nops)], ops[rnd(nops)]};
        mlirValueReplaceAllUsesExcept(a, b, 1 + rnd(2), ex);
        break;
      }
      case 7: { // erase an op without outside uses
        if (nops < 2) break;
        MlirOperation o = ops[1 + rnd(nops - 1)];
        if (has_uses_outside(o)) break;
        mlirOperationDestroy(o);
        break;
      }
      case 8: { // clone op and insert after original
        if (nops < 2) break;
        MlirOperation o = ops[1 + rnd(nops - 1)];
        MlirOperation c = mlirOperationClone(o);
        mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(o), o, c);
        break;
      }
      case 9: { // block arg edits
        if (nblocks < 2) break;
        MlirBlock b = blocks[1 + rnd(nblocks - 1)];
        intptr_t n = mlirBlockGetNumArguments(b);
        unsigned w = rnd(3);
        if (w == 0) mlirBlockAddArgument(b, types[rnd(4)], unk);
        else if (w == 1) mlirBlockInsertArgument(b, rnd(n + 1), types[rnd(4)], unk);
        else if (n > 0) {
          unsigned i = rnd(n);
          MlirValue a = mlirBlockGetArgument(b, i);
          if (mlirOpOperandIsNull(mlirValueGetFirstUse(a))) mlirBlockEraseArgument(b, i);
          else mlirBlockArgumentSetType(a, types[rnd(4)]);
        }
        break;
      }
      case 10: { // set operand
        if (nops < 2 || nvals < 1) break;
        MlirOperation o = ops[1 + rnd(nops - 1)];
        intptr_t n = mlirOperationGetNumOperands(o);
        if (n == 0) break;
        mlirOperationSetOperand(o, rnd(n), vals[rnd(nvals)]);
        break;
      }
      case 11: { // attributes
        if (nops < 2) break;
        MlirOperation o = ops[1 + rnd(nops - 1)];
        const char *names[3] = {"k", "z", "a.b"};
        const char *nm = names[rnd(3)];
        if (rnd(3) == 0) mlirOperationSetLocation(o, rloc());
        else if (rnd(2)) mlirOperationSetAttributeByName(o, S(nm), rnd(2) ? rattr() : mlirUnitAttrGet(ctx));
        else printf("removed=%d\n", mlirOperationRemoveAttributeByName(o, S(nm)));
        break;
      }
      case 12: { // new block in a region
        if (nops < 2) break;
        MlirOperation o = ops[1 + rnd(nops - 1)];
        if (mlirOperationGetNumRegions(o) == 0) break;
        MlirRegion r = mlirOperationGetRegion(o, rnd(mlirOperationGetNumRegions(o)));
        MlirType t = types[rnd(4)];
        MlirBlock nb = mlirBlockCreate(1, &t, &unk);
        MlirBlock fb = mlirRegionGetFirstBlock(r);
        if (mlirBlockIsNull(fb) || rnd(2)) mlirRegionAppendOwnedBlock(r, nb);
        else mlirRegionInsertOwnedBlockAfter(r, fb, nb);
        break;
      }
      case 14: { // nested module with a symbol name
        MlirModule nm = mlirModuleCreateEmpty(rloc());
        MlirOperation nmo = mlirModuleGetOperation(nm);
        if (rnd(2)) mlirOperationSetAttributeByName(nmo, S("sym_name"), mlirStringAttrGet(ctx, S(rnd(2) ? "inner" : "with space")));
        mlirBlockAppendOwnedOperation(blocks[rnd(nblocks)], nmo);
        break;
      }
      case 13: { // set operands wholesale
        if (nops < 2 || nvals < 1) break;
        MlirOperation o = ops[1 + rnd(nops - 1)];
        if (is_registered(o)) break; // upstream: UB without operand storage
        MlirValue nv[3]; int c = rnd(4);
        for (int i = 0; i < c; i++) nv[i] = vals[rnd(nvals)];
        mlirOperationSetOperands(o, c, nv);
        break;
      }
      }
      if (step % 5 == 4) print_root(step, rnd(128));
      else if (nops > 1) {
        // print a few values as operands
        MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
        MlirAsmState st = mlirAsmStateCreateForOperation(root, f);
        refresh();
        for (int i = 0; i < nvals && i < 6; i++) { mlirValuePrintAsOperand(vals[i], st, cb, NULL); printf(" "); }
        printf("\n");
        mlirAsmStateDestroy(st);
        mlirOpPrintingFlagsDestroy(f);
      }
    }
    print_root(99, 0);
    printf("verify=%d\n", mlirOperationVerify(root));
    mlirModuleDestroy(m);
  }
  mlirContextDestroy(ctx);
  return 0;
}
