// The parsing functions of IR.h: modules, operations, types and attributes
// from text; failures return null and report diagnostics (with their
// locations) through the context's handlers.
#include <stdio.h>

#include "common.h"
#include "mlir-c/Diagnostics.h"

static MlirLogicalResult on_diag(MlirDiagnostic d, void *user) {
  (void)user;
  printf("diag[%d] ", (int)mlirDiagnosticGetSeverity(d));
  mlirLocationPrint(mlirDiagnosticGetLocation(d), print_cb, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, print_cb, NULL);
  printf("\n");
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i) {
    MlirDiagnostic n = mlirDiagnosticGetNote(d, i);
    printf("  note ");
    mlirLocationPrint(mlirDiagnosticGetLocation(n), print_cb, NULL);
    printf(": ");
    mlirDiagnosticPrint(n, print_cb, NULL);
    printf("\n");
  }
  return mlirLogicalResultSuccess();
}

static void module(MlirContext ctx, const char *src) {
  MlirModule m = mlirModuleCreateParse(ctx, S(src));
  if (mlirModuleIsNull(m)) {
    printf("null module\n");
    return;
  }
  print_op(mlirModuleGetOperation(m));
  print_loc(mlirOperationGetLocation(mlirModuleGetOperation(m)));
  for (MlirOperation o = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o))
    print_loc(mlirOperationGetLocation(o));
  mlirModuleDestroy(m);
}

static void type(MlirContext ctx, const char *src) {
  MlirType t = mlirTypeParseGet(ctx, S(src));
  if (mlirTypeIsNull(t))
    printf("null type\n");
  else
    print_type(t);
}

static void attr(MlirContext ctx, const char *src) {
  MlirAttribute a = mlirAttributeParseGet(ctx, S(src));
  if (mlirAttributeIsNull(a))
    printf("null attribute\n");
  else
    print_attr(a);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, on_diag, NULL, NULL);
  mlirContextSetAllowUnregisteredDialects(ctx, true);

  module(ctx, "%0 = \"foo.a\"() {v = 1 : i32} : () -> i32\n\"foo.b\"(%0) : (i32) -> ()\n");
  module(ctx, "module @m attributes {foo.x = 2} {\n  %c = \"foo.c\"() : () -> f32 loc(\"here\":3:4)\n}\n");
  module(ctx, "\"foo.r\"() ({\n^bb0(%a: i32):\n  \"foo.br\"(%a)[^bb1] : (i32) -> ()\n^bb1:\n  \"foo.ret\"() : () -> ()\n}) : () -> ()\n");
  module(ctx, "%0 = \"foo.use\"(%1) : (i64) -> i64\n%1 = \"foo.def\"() : () -> i64\n");

  // Failures.
  module(ctx, "\"foo.b\"(%x) : (i32) -> ()\n");
  module(ctx, "%0 = \"foo.a\"() : () -> i32\n%0 = \"foo.a\"() : () -> i32\n");
  module(ctx, "\"foo.a\"() : () -> (\n");
  module(ctx, "%a, %b = \"foo.a\"() : () -> i32\n");
  module(ctx, "\"foo.br\"()[^missing] : () -> ()\n");
  module(ctx, "%0 = \"foo.a\"() : () -> i32\n\"foo.b\"(%0) : (i64) -> ()\n");
  module(ctx, "\"foo.a\"() {x = #foo.bar<1(>} : () -> ()\n");

  // Operations.
  MlirOperation op = mlirOperationCreateParse(ctx, S("\"foo.single\"() : () -> ()"), S("single.mlir"));
  if (!mlirOperationIsNull(op)) {
    print_op(op);
    print_loc(mlirOperationGetLocation(op));
    mlirOperationDestroy(op);
  }
  op = mlirOperationCreateParse(ctx, S("\"foo.a\"() : () -> ()\n\"foo.b\"() : () -> ()"), S("two.mlir"));
  printf("two ops: %s\n", mlirOperationIsNull(op) ? "null" : "non-null");
  // An unnamed source is `-` in locations.
  op = mlirOperationCreateParse(ctx, S("\"foo.unnamed\"() : () -> ()"), S(""));
  if (!mlirOperationIsNull(op)) {
    print_loc(mlirOperationGetLocation(op));
    mlirOperationDestroy(op);
  }

  // Types and attributes.
  type(ctx, "i32");
  type(ctx, "memref<4x?xf32, 3>");
  type(ctx, "(i32, tensor<*xf64>) -> vector<[4]x2xi1>");
  type(ctx, "i32 x");
  type(ctx, " i32");
  type(ctx, "tensor<4xnone>");
  attr(ctx, "{a = 1, b = [true, 2.5 : f32], c = \"s\", d = @sym::@nested}");
  attr(ctx, "dense<[[1, 2], [3, 4]> : tensor<2x2xi32>");
  attr(ctx, "affine_map<(d0, d1)[s0] -> (d0 * d1)>");
  attr(ctx, "loc(callsite(\"a\":1:2 at fused<\"m\">[\"b\":3:4, \"c\"]))");
  attr(ctx, "128 : i8");
  attr(ctx, "array<i64: 1, 2");

  mlirContextDestroy(ctx);
  return 0;
}
