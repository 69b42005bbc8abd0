// The `see current operation` note: the operation in generic form, named
// from its nearest isolated-from-above ancestor, large elements
// attributes elided, on a new line when it spans several lines.
#include "diag_print.h"

int main(void) {
  MlirContext ctx = diag_context(0);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);

  // Large elements attributes are elided (more than 16 elements).
  int64_t shape[1] = {20};
  MlirType big = mlirRankedTensorTypeGet(1, shape, i32, mlirAttributeGetNull());
  int32_t vals[20];
  for (int i = 0; i < 20; ++i)
    vals[i] = i;
  int64_t smallShape[1] = {4};
  MlirType small = mlirRankedTensorTypeGet(1, smallShape, i32, mlirAttributeGetNull());
  MlirNamedAttribute attrs[2] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("big")), mlirDenseElementsAttrInt32Get(big, 20, vals)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("small")), mlirDenseElementsAttrInt32Get(small, 4, vals)),
  };
  MlirOperationState st = mlirOperationStateGet(S("foo.c"), at(ctx, 1));
  mlirOperationStateAddAttributes(&st, 2, attrs);
  MlirOperation c = mlirOperationCreate(&st);
  check("elements attributes in the note", c);
  mlirOperationDestroy(c);

  // Values are named from the nearest isolated ancestor (the inner module):
  // the use deep inside sees %0 and %1 of that module.
  mlirContextSetAllowUnregisteredDialects(ctx, 1);
  MlirModule outer = mlirModuleCreateEmpty(at(ctx, 10));
  append(mlirModuleGetBody(outer), op_simple(at(ctx, 11), "foo.outer_value", &i32));
  MlirModule inner = mlirModuleCreateEmpty(at(ctx, 12));
  MlirBlock ib = mlirModuleGetBody(inner);
  MlirValue a = mlirOperationGetResult(append(ib, op_simple(at(ctx, 13), "foo.a", &i32)), 0);
  MlirValue b = mlirOperationGetResult(append(ib, op_simple(at(ctx, 14), "foo.b", &i32)), 0);
  MlirBlock wb;
  MlirRegion wr = region_with_block(&wb);
  MlirValue ab[2] = {a, b};
  append(wb, op_make(at(ctx, 16), "builtin.unrealized_conversion_cast", 2, ab, 0, NULL, 0, NULL, 0, NULL));
  append(ib, op_make(at(ctx, 15), "foo.wrap", 0, NULL, 0, NULL, 1, &wr, 0, NULL));
  append(mlirModuleGetBody(outer), mlirModuleGetOperation(inner));
  check("names from the nearest isolated ancestor", mlirModuleGetOperation(outer));

  // A multi-line operation starts on a new line; its nested values are
  // named within it.
  MlirBlock cb;
  MlirRegion cr = region_with_block(&cb);
  MlirValue x = mlirOperationGetResult(append(cb, op_simple(at(ctx, 21), "foo.x", &i32)), 0);
  append(cb, op_make(at(ctx, 22), "foo.y", 1, &x, 1, &i32, 0, NULL, 0, NULL));
  MlirOperation castWithRegion = op_make(at(ctx, 20), "builtin.unrealized_conversion_cast", 1, &a, 1, &i32, 1, &cr, 0, NULL);
  mlirOperationDestroy(mlirBlockGetFirstOperation(wb));
  append(wb, castWithRegion);
  check("multi-line operation", mlirModuleGetOperation(outer));

  mlirModuleDestroy(outer);
  mlirContextDestroy(ctx);
  return 0;
}
