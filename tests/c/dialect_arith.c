// The arith dialect through the C API: its handle, which operations it
// registers, parsing and printing arith IR (custom and generic forms),
// building arith operations through OperationState with and without
// result type inference, the interface queries of Interfaces.h, and the
// verifier's and parser's diagnostics on invalid arith IR.
#include "diag_print.h"
#include "op_state.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Interfaces.h"

static const char *const OPS[] = {"arith.constant", "arith.addi",   "arith.addf",          "arith.cmpi",
                                  "arith.cmpf",     "arith.select", "arith.scaling_extf",  "arith.index_castui",
                                  "arith.bitcast",  "arith.negf",   "arith.mului_extended", NULL};

static void report(const char *what, MlirOperation op) {
  printf("%s: ", what);
  if (mlirOperationIsNull(op)) {
    printf("(null)\n");
    return;
  }
  print_op(op);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  MlirDialectHandle arith = mlirGetDialectHandle__arith__();
  print_handle_namespace(arith);
  printf("before load:");
  for (int i = 0; OPS[i]; ++i)
    printf(" %d", mlirContextIsRegisteredOperation(ctx, S(OPS[i])));
  printf("\n");
  mlirDialectHandleLoadDialect(arith, ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  printf("after load:");
  for (int i = 0; OPS[i]; ++i)
    printf(" %d", mlirContextIsRegisteredOperation(ctx, S(OPS[i])));
  printf(" arith.bogus=%d\n", mlirContextIsRegisteredOperation(ctx, S("arith.bogus")));

  const char *text =
      "func.func @f(%a: i32, %b: i32, %x: f32, %v: vector<2xf64>) -> i1 {\n"
      "  %c7 = arith.constant 7 : i32\n"
      "  %s = arith.addi %a, %c7 overflow<nsw> : i32\n"
      "  %p = arith.cmpi sge, %s, %b : i32\n"
      "  %y = arith.mulf %x, %x fastmath<nnan,contract> : f32\n"
      "  %z = arith.truncf %v downward : vector<2xf64> to vector<2xf32>\n"
      "  %q = arith.select %p, %a, %b : i32\n"
      "  %e = arith.extui %q : i32 to i64\n"
      "  return %p : i1\n"
      "}\n";
  MlirModule m = parse_and_show(ctx, text);
  if (mlirModuleIsNull(m))
    return 1;

  // Interfaces of the parsed operations.
  MlirBlock body = first_func_body(m);
  print_block_interfaces(body);

  // Building operations on the function's arguments.
  MlirValue a = mlirBlockGetArgument(body, 0), x = mlirBlockGetArgument(body, 2), v = mlirBlockGetArgument(body, 3);
  MlirValue aa[2] = {a, a}, xx[2] = {x, x}, vv[2] = {v, v};
  MlirOperation add = build_op(ctx, "arith.addi", 2, aa, NULL, 0, NULL);
  report("addi inferred", add);
  MlirOperation sub = build_op(ctx, "arith.subf", 2, xx, NULL, 0, NULL);
  report("subf inferred", sub);
  MlirOperation cmp = build_op(ctx, "arith.cmpf", 2, vv, NULL, 1,
                            (MlirNamedAttribute[]){mlirNamedAttributeGet(
                                mlirIdentifierGet(ctx, S("predicate")),
                                mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 4))});
  report("cmpf inferred", cmp);
  MlirType i16 = mlirIntegerTypeGet(ctx, 16);
  MlirOperation cst = build_op(ctx, "arith.constant", 0, NULL, &i16, 1,
                            (MlirNamedAttribute[]){mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("value")),
                                                                         mlirIntegerAttrGet(i16, -3))});
  report("constant", cst);
  MlirType f64 = mlirF64TypeGet(ctx);
  MlirOperation ext = build_op(ctx, "arith.extf", 1, &x, &f64, 0, NULL);
  report("extf", ext);
  printf("verify built: %d %d %d %d %d\n", mlirOperationVerify(add), mlirOperationVerify(sub),
         mlirOperationVerify(cmp), mlirOperationVerify(cst), mlirOperationVerify(ext));
  MlirOperation bad = build_op(ctx, "arith.trunci", 1, &a, &i16, 0, NULL);
  printf("trunci i32->i16 verifies: %d\n", mlirOperationVerify(bad));
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirOperation bad2 = build_op(ctx, "arith.trunci", 1, &a, &i64, 0, NULL);
  printf("trunci i32->i64 verifies: %d\n", mlirOperationVerify(bad2));
  mlirOperationDestroy(add);
  mlirOperationDestroy(sub);
  mlirOperationDestroy(cmp);
  mlirOperationDestroy(cst);
  mlirOperationDestroy(ext);
  mlirOperationDestroy(bad);
  mlirOperationDestroy(bad2);

  // Attributes of the dialect's own kinds.
  MlirAttribute fm = mlirAttributeParseGet(ctx, S("#arith.fastmath<ninf, nnan>"));
  mlirAttributePrint(fm, print_cb, NULL);
  printf("\n");
  MlirAttribute ov = mlirAttributeParseGet(ctx, S("#arith.overflow<nuw>"));
  mlirAttributePrint(ov, print_cb, NULL);
  printf(" dialect-is-arith=%d\n",
         mlirStringRefEqual(mlirDialectGetNamespace(mlirAttributeGetDialect(ov)), S("arith")));
  MlirAttribute badfm = mlirAttributeParseGet(ctx, S("#arith.fastmath<quick>"));
  printf("bad fastmath null: %d\n", mlirAttributeIsNull(badfm));

  // Invalid IR.
  MlirModule invalid = mlirModuleCreateParse(
      ctx, S("func.func @g(%a: i32) {\n  %0 = arith.extsi %a : i32 to i8\n  return\n}\n"));
  printf("invalid module null: %d\n", mlirModuleIsNull(invalid));
  MlirModule unparsable = mlirModuleCreateParse(ctx, S("func.func @h(%a: i32) {\n  %0 = arith.cmpi bad, %a, %a : i32\n}\n"));
  printf("unparsable module null: %d\n", mlirModuleIsNull(unparsable));

  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
