// Pseudo-random IR (fixed seeds): nested unregistered operations and
// modules, multi-block regions with branches, block arguments, symbol
// names and operands drawn from every value made so far (some set later
// to values made afterwards). Each module is verified and the diagnostics
// printed: which rule fires first, on which operation, with which notes.
// The operation text in `see current operation` notes and in `block with
// no terminator` messages is left out (the printer tests cover it).
#include "diag_print.h"

static MlirContext ctx;
static MlirType i32;
static unsigned long long state;

static unsigned rnd(unsigned m) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return (unsigned)(state % m);
}
static int chance(unsigned percent) { return rnd(100) < percent; }

#define MAXV 4096
static MlirValue values[MAXV];
static int nvalues;
static MlirBlock allBlocks[MAXV];
static int nblocks;
static MlirOperation users[MAXV];
static int nusers;
static unsigned line;

static MlirLocation next_loc(void) { return at(ctx, ++line); }

static MlirOperation gen_op(int depth);

static MlirRegion gen_region(int depth, int module) {
  MlirRegion r = mlirRegionCreate();
  int plain = module && chance(90);
  int n = (plain || chance(50)) ? 1 : 1 + (int)rnd(3);
  MlirBlock blocks[4];
  for (int i = 0; i < n; ++i) {
    int nargs = plain ? 0 : (int)rnd(2);
    MlirLocation l = next_loc();
    blocks[i] = mlirBlockCreate(nargs, &i32, &l);
    mlirRegionAppendOwnedBlock(r, blocks[i]);
    for (int k = 0; k < nargs && nvalues < MAXV; ++k)
      values[nvalues++] = mlirBlockGetArgument(blocks[i], k);
    if (nblocks < MAXV)
      allBlocks[nblocks++] = blocks[i];
  }
  for (int i = 0; i < n; ++i) {
    int nops = (int)rnd(4);
    for (int k = 0; k < nops; ++k)
      mlirBlockAppendOwnedOperation(blocks[i], gen_op(depth));
    if ((n > 1 && chance(95)) || chance(20)) {
      MlirBlock succ[2];
      int ns = (int)rnd(3);
      for (int s = 0; s < ns; ++s)
        succ[s] = chance(90) ? blocks[n > 1 && chance(90) ? 1 + rnd(n - 1) : rnd(n)] : allBlocks[rnd(nblocks)];
      MlirOperation br = op_make(next_loc(), "foo.br", 0, NULL, 0, NULL, 0, NULL, ns, succ);
      if (chance(5))
        mlirBlockInsertOwnedOperation(blocks[i], 0, br);
      else
        mlirBlockAppendOwnedOperation(blocks[i], br);
    }
  }
  return r;
}

static MlirOperation gen_op(int depth) {
  unsigned kind = rnd(10);
  const char *name = kind == 0 && depth < 3 ? "builtin.module"
                     : kind == 1            ? "builtin.unrealized_conversion_cast"
                     : kind == 2            ? "bar.other"
                                            : "foo.op";
  MlirOperationState st = mlirOperationStateGet(S(name), next_loc());
  MlirRegion regions[2];
  if (name[0] == 'b' && name[8] == 'm') {
    regions[0] = gen_region(depth + 1, 1);
    mlirOperationStateAddOwnedRegions(&st, 1, regions);
  } else {
    MlirValue ops[2];
    int n = nvalues ? (int)rnd(3) : 0;
    for (int i = 0; i < n; ++i)
      ops[i] = values[rnd(nvalues)];
    mlirOperationStateAddOperands(&st, n, ops);
    if (kind != 1 || chance(90))
      mlirOperationStateAddResults(&st, 1, &i32);
    if (depth < 4 && chance(30)) {
      int nr = 1 + (int)rnd(2);
      for (int i = 0; i < nr; ++i)
        regions[i] = gen_region(depth + 1, 0);
      mlirOperationStateAddOwnedRegions(&st, nr, regions);
    }
  }
  if (chance(15)) {
    static const char *names[3] = {"a", "b", "c"};
    MlirNamedAttribute na = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("sym_name")),
                                                  mlirStringAttrGet(ctx, S(names[rnd(3)])));
    mlirOperationStateAddAttributes(&st, 1, &na);
  }
  MlirOperation op = mlirOperationCreate(&st);
  for (intptr_t k = 0; k < mlirOperationGetNumResults(op) && nvalues < MAXV; ++k)
    values[nvalues++] = mlirOperationGetResult(op, k);
  if (mlirOperationGetNumOperands(op) > 0 && nusers < MAXV)
    users[nusers++] = op;
  return op;
}

static void print_message(MlirStringRef s, void *user) {
  // Up to the end of the first line, and not past "has " in "block with
  // no terminator, has <op>".
  int *stop = (int *)user;
  if (*stop)
    return;
  const char *see = "see current operation: ";
  if (s.length >= strlen(see) && !strncmp(s.data, see, strlen(see))) {
    printf("see current operation");
    *stop = 1;
    return;
  }
  for (size_t i = 0; i < s.length; ++i) {
    if (s.data[i] == '\n') {
      *stop = 1;
      return;
    }
    putchar(s.data[i]);
    if (i >= 3 && !strncmp(s.data + i - 3, "has ", 4)) {
      *stop = 1;
      return;
    }
  }
}

static void print_short(MlirDiagnostic d, int depth) {
  printf("%*s[%s] ", depth * 2, "", severity_name(mlirDiagnosticGetSeverity(d)));
  mlirLocationPrint(mlirDiagnosticGetLocation(d), print_cb, NULL);
  printf(": ");
  int stop = 0;
  mlirDiagnosticPrint(d, print_message, &stop);
  printf("\n");
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i)
    print_short(mlirDiagnosticGetNote(d, i), depth + 1);
}

static MlirLogicalResult short_handler(MlirDiagnostic d, void *user) {
  (void)user;
  print_short(d, 0);
  return mlirLogicalResultSuccess();
}

int main(void) {
  ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, short_handler, NULL, NULL);
  i32 = mlirIntegerTypeGet(ctx, 32);
  for (unsigned seed = 1; seed <= 600; ++seed) {
    state = 0x9E3779B97F4A7C15ULL * seed + 1;
    nvalues = nblocks = nusers = 0;
    line = 0;
    mlirContextSetAllowUnregisteredDialects(ctx, seed % 7 != 0);
    MlirModule m = mlirModuleCreateEmpty(at(ctx, 100000 + seed));
    MlirBlock body = mlirModuleGetBody(m);
    allBlocks[nblocks++] = body;
    for (int i = 0; i < 6; ++i)
      mlirBlockAppendOwnedOperation(body, gen_op(0));
    if (nusers && seed % 3 == 0) {
      MlirOperation u = users[rnd(nusers)];
      for (intptr_t k = 0; k < mlirOperationGetNumOperands(u); ++k)
        mlirOperationSetOperand(u, k, values[rnd(nvalues)]);
    }
    printf("== seed %u\n", seed);
    printf("verify: %d\n", mlirOperationVerify(mlirModuleGetOperation(m)));
    mlirModuleDestroy(m);
  }
  mlirContextDestroy(ctx);
  return 0;
}
