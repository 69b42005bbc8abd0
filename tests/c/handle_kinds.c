// oxmlir-only: upstream reinterprets the pointer and answers nonsense or
// crashes. A handle of one kind passed where another kind is expected (an
// attribute as a type, a type as a context, a map as an expression, ...)
// is reported like a stale handle and the call returns a safe value.
#define _POSIX_C_SOURCE 200809L
#include "misuse_capture.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IntegerSet.h"

int main(void) {
  (void)expect_report;
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirAttribute one = mlirIntegerAttrGet(i32, 1);
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  MlirAffineMap map = mlirAffineMapMultiDimIdentityGet(ctx, 2);
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirDialect builtin = mlirContextGetOrLoadDialect(ctx, S("builtin"));
  EXPECT(!mlirDialectIsNull(builtin));

  // Each object passed as every other kind it could be confused with.
  MlirType attr_as_type = {one.ptr};
  begin_stderr();
  EXPECT(!mlirTypeIsAInteger(attr_as_type));
  END_STDERR("MlirType handle does not name a live object");

  MlirContext type_as_context = {(void *)i32.ptr};
  begin_stderr();
  EXPECT(mlirTypeIsNull(mlirIntegerTypeGet(type_as_context, 8)));
  END_STDERR("MlirContext handle does not name a live object");

  MlirAttribute type_as_attr = {i32.ptr};
  begin_stderr();
  EXPECT(!mlirAttributeIsAInteger(type_as_attr));
  END_STDERR("MlirAttribute handle does not name a live object");

  MlirAffineExpr map_as_expr = {map.ptr};
  begin_stderr();
  EXPECT(!mlirAffineExprIsADim(map_as_expr));
  END_STDERR("MlirAffineExpr handle does not name a live object");

  MlirAffineMap expr_as_map = {d0.ptr};
  begin_stderr();
  EXPECT(mlirAffineMapGetNumDims(expr_as_map) == 0);
  END_STDERR("MlirAffineMap handle does not name a live object");

  MlirIntegerSet map_as_set = {map.ptr};
  begin_stderr();
  EXPECT(mlirIntegerSetGetNumDims(map_as_set) == 0);
  END_STDERR("MlirIntegerSet handle does not name a live object");

  MlirType dialect_as_type = {builtin.ptr};
  begin_stderr();
  EXPECT(!mlirTypeIsAIndex(dialect_as_type));
  END_STDERR("MlirType handle does not name a live object");

  MlirDialect type_as_dialect = {(void *)i32.ptr};
  begin_stderr();
  EXPECT(mlirDialectIsNull(type_as_dialect) == false);
  EXPECT(mlirStringRefEqual(mlirDialectGetNamespace(type_as_dialect), S("")));
  END_STDERR("MlirDialect handle does not name a live object");

  MlirType context_as_type = {ctx.ptr};
  begin_stderr();
  EXPECT(!mlirTypeIsAInteger(context_as_type));
  END_STDERR("MlirType handle does not name a live object");

  MlirAttribute loc_as_attr = mlirLocationGetAttribute(loc);
  EXPECT(!mlirAttributeIsNull(loc_as_attr));

  // The right kinds still work.
  EXPECT(mlirTypeIsAInteger(i32));
  EXPECT(mlirAttributeIsAInteger(one));
  EXPECT(mlirAffineExprIsADim(d0));
  EXPECT(mlirAffineMapGetNumDims(map) == 2);
  EXPECT(mlirContextEqual(mlirTypeGetContext(i32), ctx));
  EXPECT(mlirContextEqual(mlirAttributeGetContext(one), ctx));
  EXPECT(mlirContextEqual(mlirAffineMapGetContext(map), ctx));
  EXPECT(reports == 0);
  mlirContextDestroy(ctx);
  return misuse_finish();
}
