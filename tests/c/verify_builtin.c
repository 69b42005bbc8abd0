// The builtin dialect's verifiers: `builtin.module` (its traits in ODS
// order, the symbol attributes, dialect-prefixed attributes, isolation
// from above, its symbol table) and `builtin.unrealized_conversion_cast`.
#include "diag_print.h"

static MlirContext ctx;
static MlirType i32;

static MlirNamedAttribute named(const char *name, MlirAttribute value) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(name)), value);
}

static MlirAttribute str(const char *s) { return mlirStringAttrGet(ctx, S(s)); }

// A `builtin.module` made through an operation state.
static MlirOperation module_op(unsigned line, intptr_t nRegions, MlirRegion *regions, intptr_t nResults,
                               intptr_t nAttrs, MlirNamedAttribute *attrs) {
  MlirOperationState st = mlirOperationStateGet(S("builtin.module"), at(ctx, line));
  if (nRegions)
    mlirOperationStateAddOwnedRegions(&st, nRegions, regions);
  for (intptr_t i = 0; i < nResults; ++i)
    mlirOperationStateAddResults(&st, 1, &i32);
  if (nAttrs)
    mlirOperationStateAddAttributes(&st, nAttrs, attrs);
  return mlirOperationCreate(&st);
}

static void run(const char *what, MlirOperation op) {
  check(what, op);
  mlirOperationDestroy(op);
}

static void module_traits(void) {
  run("module without regions", module_op(1, 0, NULL, 0, 0, NULL));

  MlirRegion two[2] = {region_with_block(NULL), region_with_block(NULL)};
  run("module with two regions", module_op(2, 2, two, 0, 0, NULL));

  MlirRegion r = region_with_block(NULL);
  run("module with a result", module_op(3, 1, &r, 1, 0, NULL));

  // A successor. (Its own body block as the successor is left out: the
  // printer does not yet print a predecessor outside any block as
  // upstream's `// 1 preds: INVALIDBLOCK`.)
  MlirBlock away;
  MlirRegion elsewhere = region_with_block(&away);
  MlirOperation owner = op_make(at(ctx, 4), "foo.owner", 0, NULL, 0, NULL, 1, &elsewhere, 0, NULL);
  MlirOperationState st3 = mlirOperationStateGet(S("builtin.module"), at(ctx, 6));
  MlirRegion r2b = region_with_block(NULL);
  mlirOperationStateAddOwnedRegions(&st3, 1, &r2b);
  mlirOperationStateAddSuccessors(&st3, 1, &away);
  run("module with a successor elsewhere", mlirOperationCreate(&st3));
  mlirOperationDestroy(owner);

  MlirOperation c = op_simple(at(ctx, 6), "foo.c", &i32);
  MlirValue v = mlirOperationGetResult(c, 0);
  MlirOperationState st2 = mlirOperationStateGet(S("builtin.module"), at(ctx, 7));
  MlirRegion r3 = region_with_block(NULL);
  mlirOperationStateAddOwnedRegions(&st2, 1, &r3);
  mlirOperationStateAddOperands(&st2, 1, &v);
  run("module with an operand", mlirOperationCreate(&st2));
  mlirOperationDestroy(c);

  MlirRegion r4 = mlirRegionCreate();
  MlirLocation l = at(ctx, 8);
  mlirRegionAppendOwnedBlock(r4, mlirBlockCreate(1, &i32, &l));
  run("module body with an argument", module_op(9, 1, &r4, 0, 0, NULL));

  MlirRegion r5 = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(r5, mlirBlockCreate(0, NULL, NULL));
  mlirRegionAppendOwnedBlock(r5, mlirBlockCreate(0, NULL, NULL));
  run("module with two blocks", module_op(10, 1, &r5, 0, 0, NULL));

  MlirRegion r6 = mlirRegionCreate();
  run("module with an empty region", module_op(11, 1, &r6, 0, 0, NULL));

  // Several problems: the first trait in ODS order is reported.
  MlirRegion r7 = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(r7, mlirBlockCreate(1, &i32, &l));
  mlirRegionAppendOwnedBlock(r7, mlirBlockCreate(0, NULL, NULL));
  run("module with a result, an argument and two blocks", module_op(12, 1, &r7, 1, 0, NULL));
}

static void module_attributes(void) {
  MlirRegion r = region_with_block(NULL);
  MlirNamedAttribute vis = named("sym_visibility", str("hidden"));
  run("module with a bad visibility and no name", module_op(20, 1, &r, 0, 1, &vis));

  MlirRegion r2 = region_with_block(NULL);
  MlirNamedAttribute both[2] = {named("sym_name", str("m")), named("sym_visibility", str("hidden"))};
  run("named module with a bad visibility", module_op(21, 1, &r2, 0, 2, both));

  MlirRegion r3 = region_with_block(NULL);
  MlirNamedAttribute ok[2] = {named("sym_name", str("m")), named("sym_visibility", str("nested"))};
  run("named nested module", module_op(22, 1, &r3, 0, 2, ok));

  MlirRegion r4 = region_with_block(NULL);
  MlirNamedAttribute plain = named("plain", mlirUnitAttrGet(ctx));
  run("module with an attribute without a dialect prefix", module_op(23, 1, &r4, 0, 1, &plain));

  MlirRegion r5 = region_with_block(NULL);
  MlirNamedAttribute prefixed[2] = {named("foo.attr", mlirUnitAttrGet(ctx)), named("a.b", str("x"))};
  run("module with dialect-prefixed attributes", module_op(24, 1, &r5, 0, 2, prefixed));

  MlirModule m = mlirModuleCreateEmpty(at(ctx, 25));
  MlirOperation mop = mlirModuleGetOperation(m);
  mlirOperationSetAttributeByName(mop, S("zzz"), mlirUnitAttrGet(ctx));
  mlirOperationSetAttributeByName(mop, S("sym_name"), str("named"));
  check("attribute set on a module", mop);
  mlirModuleDestroy(m);
}

static void module_symbols(void) {
  // Two symbols with one name directly in the module.
  MlirModule m = mlirModuleCreateEmpty(at(ctx, 30));
  MlirBlock body = mlirModuleGetBody(m);
  MlirOperation a = append(body, op_simple(at(ctx, 31), "foo.sym", NULL));
  mlirOperationSetAttributeByName(a, S("sym_name"), str("dup"));
  append(body, op_simple(at(ctx, 32), "foo.other", NULL));
  MlirOperation b = append(body, op_simple(at(ctx, 33), "foo.sym", NULL));
  mlirOperationSetAttributeByName(b, S("sym_name"), str("dup"));
  check("redefinition of a symbol", mlirModuleGetOperation(m));
  // A non-string sym_name is not a symbol name.
  mlirOperationSetAttributeByName(b, S("sym_name"), mlirIntegerAttrGet(i32, 3));
  check("non-string sym_name", mlirModuleGetOperation(m));
  mlirModuleDestroy(m);

  // Nested modules with the same name.
  MlirModule outer = mlirModuleCreateEmpty(at(ctx, 34));
  for (unsigned k = 0; k < 2; ++k) {
    MlirRegion r = region_with_block(NULL);
    MlirNamedAttribute n = named("sym_name", str("inner"));
    append(mlirModuleGetBody(outer), module_op(35 + k, 1, &r, 0, 1, &n));
  }
  check("nested modules with one name", mlirModuleGetOperation(outer));
  mlirModuleDestroy(outer);

  // Symbols in nested regions of other operations do not clash.
  MlirModule m2 = mlirModuleCreateEmpty(at(ctx, 40));
  MlirBlock inner;
  MlirRegion ir = region_with_block(&inner);
  MlirOperation s1 = append(inner, op_simple(at(ctx, 42), "foo.sym", NULL));
  mlirOperationSetAttributeByName(s1, S("sym_name"), str("x"));
  append(mlirModuleGetBody(m2), op_make(at(ctx, 41), "foo.wrap", 0, NULL, 0, NULL, 1, &ir, 0, NULL));
  MlirOperation s2 = append(mlirModuleGetBody(m2), op_simple(at(ctx, 43), "foo.sym", NULL));
  mlirOperationSetAttributeByName(s2, S("sym_name"), str("x"));
  check("same name at different levels", mlirModuleGetOperation(m2));
  mlirModuleDestroy(m2);
}

static void isolation(void) {
  // An operation inside a module uses a value defined outside.
  MlirBlock outer;
  MlirRegion r = region_with_block(&outer);
  MlirOperation c = append(outer, op_simple(at(ctx, 51), "foo.c", &i32));
  MlirValue v = mlirOperationGetResult(c, 0);
  MlirModule m = mlirModuleCreateEmpty(at(ctx, 52));
  MlirBlock nb;
  MlirRegion nr = region_with_block(&nb);
  append(nb, op_make(at(ctx, 54), "foo.use", 1, &v, 0, NULL, 0, NULL, 0, NULL));
  append(mlirModuleGetBody(m), op_make(at(ctx, 53), "foo.wrap", 0, NULL, 0, NULL, 1, &nr, 0, NULL));
  append(outer, mlirModuleGetOperation(m));
  run("module using a value defined above", op_make(at(ctx, 50), "foo.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL));

  // A value of an operation outside any block.
  MlirOperation loose = op_simple(at(ctx, 60), "foo.loose", &i32);
  MlirValue lv = mlirOperationGetResult(loose, 0);
  MlirModule m2 = mlirModuleCreateEmpty(at(ctx, 61));
  append(mlirModuleGetBody(m2), op_make(at(ctx, 62), "foo.use", 1, &lv, 0, NULL, 0, NULL, 0, NULL));
  check("module using a value of a detached operation", mlirModuleGetOperation(m2));
  mlirModuleDestroy(m2);
  mlirOperationDestroy(loose);
}

static void casts(void) {
  MlirModule m = mlirModuleCreateEmpty(at(ctx, 70));
  MlirBlock body = mlirModuleGetBody(m);
  MlirOperation c = append(body, op_simple(at(ctx, 71), "foo.c", &i32));
  MlirValue v = mlirOperationGetResult(c, 0);
  MlirType f32 = mlirF32TypeGet(ctx);
  append(body, op_make(at(ctx, 72), "builtin.unrealized_conversion_cast", 1, &v, 1, &f32, 0, NULL, 0, NULL));
  MlirType two[2] = {f32, i32};
  append(body, op_make(at(ctx, 73), "builtin.unrealized_conversion_cast", 0, NULL, 2, two, 0, NULL, 0, NULL));
  check("valid casts", mlirModuleGetOperation(m));
  MlirOperation none = append(body, op_make(at(ctx, 74), "builtin.unrealized_conversion_cast", 1, &v, 0, NULL, 0, NULL, 0, NULL));
  check("cast without results", mlirModuleGetOperation(m));
  mlirOperationDestroy(none);
  MlirRegion r = region_with_block(NULL);
  MlirOperation withRegion = append(body, op_make(at(ctx, 75), "builtin.unrealized_conversion_cast", 1, &v, 0, NULL, 1, &r, 0, NULL));
  check("cast with a region", mlirModuleGetOperation(m));
  mlirOperationDestroy(withRegion);
  mlirModuleDestroy(m);
}

int main(void) {
  ctx = diag_context(1);
  i32 = mlirIntegerTypeGet(ctx, 32);
  module_traits();
  module_attributes();
  module_symbols();
  isolation();
  casts();
  mlirContextDestroy(ctx);
  return 0;
}
