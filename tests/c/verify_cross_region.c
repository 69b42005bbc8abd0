// Verifier on IR only the C API can build: successors into other regions,
// values used across sibling regions and out of isolated regions, symbol
// tables built by hand.
#include "diag_print.h"

static MlirOperation module_op(MlirContext ctx, MlirBlock *body) {
  MlirModule m = mlirModuleCreateEmpty(at(ctx, 1));
  *body = mlirModuleGetBody(m);
  return mlirModuleGetOperation(m);
}

int main(void) {
  MlirContext ctx = diag_context(1);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirBlock body;

  {
    // A successor in a sibling region.
    MlirOperation m = module_op(ctx, &body);
    MlirBlock b0, b1;
    MlirRegion regs[2] = {region_with_block(&b0), region_with_block(&b1)};
    MlirOperation holder = append(body, op_make(at(ctx, 2), "foo.holder", 0, NULL, 0, NULL, 2, regs, 0, NULL));
    append(b0, op_make(at(ctx, 3), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &b1));
    append(b1, op_simple(at(ctx, 4), "foo.end", NULL));
    (void)holder;
    check("successor in another region", m);
    mlirOperationDestroy(m);
  }
  {
    // A value from a sibling region.
    MlirOperation m = module_op(ctx, &body);
    MlirBlock b0, b1;
    MlirRegion regs[2] = {region_with_block(&b0), region_with_block(&b1)};
    append(body, op_make(at(ctx, 2), "foo.holder", 0, NULL, 0, NULL, 2, regs, 0, NULL));
    MlirValue v = mlirOperationGetResult(append(b0, op_simple(at(ctx, 3), "foo.def", &i32)), 0);
    append(b1, op_make(at(ctx, 4), "foo.use", 1, &v, 0, NULL, 0, NULL, 0, NULL));
    check("value from a sibling region", m);
    mlirOperationDestroy(m);
  }
  {
    // A value from an inner region used outside.
    MlirOperation m = module_op(ctx, &body);
    MlirBlock b0;
    MlirRegion r = region_with_block(&b0);
    append(body, op_make(at(ctx, 2), "foo.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL));
    MlirValue v = mlirOperationGetResult(append(b0, op_simple(at(ctx, 3), "foo.def", &i32)), 0);
    append(body, op_make(at(ctx, 4), "foo.use", 1, &v, 0, NULL, 0, NULL, 0, NULL));
    check("value from an inner region", m);
    mlirOperationDestroy(m);
  }
  {
    // A value from outside an isolated module, in a non-graph region.
    MlirOperation m = module_op(ctx, &body);
    MlirBlock b0;
    MlirRegion r = region_with_block(&b0);
    append(body, op_make(at(ctx, 2), "foo.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL));
    MlirValue v = mlirOperationGetResult(append(b0, op_simple(at(ctx, 3), "foo.def", &i32)), 0);
    MlirBlock inner;
    MlirOperation im = module_op(ctx, &inner);
    mlirBlockAppendOwnedOperation(b0, im);
    append(inner, op_make(at(ctx, 5), "foo.use", 1, &v, 0, NULL, 0, NULL, 0, NULL));
    check("value from outside an isolated module", m);
    mlirOperationDestroy(m);
  }
  {
    // Block arguments of an entry block reached by a successor of a nested op.
    MlirOperation m = module_op(ctx, &body);
    MlirBlock b0;
    MlirRegion r = region_with_block(&b0);
    append(body, op_make(at(ctx, 2), "foo.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL));
    MlirBlock nb;
    MlirRegion nr = region_with_block(&nb);
    append(b0, op_make(at(ctx, 3), "foo.inner", 0, NULL, 0, NULL, 1, &nr, 0, NULL));
    append(nb, op_make(at(ctx, 4), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &b0));
    check("successor to an enclosing region's block", m);
    mlirOperationDestroy(m);
  }
  {
    // Duplicate symbols and bad visibility in a module built by hand.
    MlirOperation m = module_op(ctx, &body);
    for (int i = 0; i < 3; ++i) {
      MlirOperation s = append(body, op_simple(at(ctx, 2 + i), "foo.sym", NULL));
      mlirOperationSetAttributeByName(s, S("sym_name"), mlirStringAttrGet(ctx, S(i == 2 ? "b" : "a")));
      if (i == 2)
        mlirOperationSetAttributeByName(s, S("sym_visibility"), mlirStringAttrGet(ctx, S("hidden")));
    }
    check("symbols", m);
    mlirOperationDestroy(m);
  }
  {
    // Nested modules with the same name, one without a name.
    MlirOperation m = module_op(ctx, &body);
    for (int i = 0; i < 3; ++i) {
      MlirBlock ib;
      MlirOperation im = module_op(ctx, &ib);
      if (i < 2)
        mlirOperationSetAttributeByName(im, S("sym_name"), mlirStringAttrGet(ctx, S("inner")));
      mlirBlockAppendOwnedOperation(body, im);
    }
    check("nested modules", m);
    mlirOperationDestroy(m);
  }
  {
    // builtin.module with attributes of the wrong kinds.
    MlirOperation m = module_op(ctx, &body);
    mlirOperationSetAttributeByName(m, S("sym_name"), mlirIntegerAttrGet(i32, 1));
    check("module sym_name", m);
    mlirOperationRemoveAttributeByName(m, S("sym_name"));
    mlirOperationSetAttributeByName(m, S("sym_visibility"), mlirUnitAttrGet(ctx));
    check("module sym_visibility", m);
    mlirOperationRemoveAttributeByName(m, S("sym_visibility"));
    mlirOperationSetAttributeByName(m, S("sym_visibility"), mlirStringAttrGet(ctx, S("nested")));
    check("module sym_visibility string", m);
    mlirOperationDestroy(m);
  }
  {
    // Many errors: verification stops at the first failing op?
    MlirOperation m = module_op(ctx, &body);
    MlirBlock b0;
    MlirRegion r = region_with_block(&b0);
    append(body, op_make(at(ctx, 2), "foo.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL));
    MlirValue v = mlirOperationGetResult(append(body, op_simple(at(ctx, 3), "foo.def", &i32)), 0);
    MlirOperation bad1 = op_make(at(ctx, 4), "builtin.unrealized_conversion_cast", 1, &v, 0, NULL, 0, NULL, 0, NULL);
    append(b0, bad1);
    MlirBlock ib;
    MlirOperation im = module_op(ctx, &ib);
    append(ib, op_simple(at(ctx, 6), "builtin.unrealized_conversion_cast", NULL));
    mlirBlockAppendOwnedOperation(body, im);
    check("many errors", m);
    mlirOperationDestroy(m);
  }
  mlirContextDestroy(ctx);
  return 0;
}
