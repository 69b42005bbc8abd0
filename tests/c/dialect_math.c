// The math dialect through the C API: its handle, the dialects loaded with
// it (math depends on arith), parsing and printing math IR with fast-math
// flags (custom and generic forms), building math operations with and
// without result type inference, the interface queries of Interfaces.h,
// and the diagnostics of invalid math IR.
#include "diag_print.h"
#include "op_state.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/Math.h"

static const char *const OPS[] = {"math.sqrt",  "math.fma",   "math.isnan", "math.fpowi", "math.sincos",
                                  "math.ctpop", "math.ipowi", "math.clampf", "arith.addf", "math.bogus",
                                  NULL};

static void registered(MlirContext ctx, const char *when) {
  printf("%s:", when);
  for (int i = 0; OPS[i]; ++i)
    printf(" %d", mlirContextIsRegisteredOperation(ctx, S(OPS[i])));
  printf(" loaded=%ld arith=%d\n", (long)mlirContextGetNumLoadedDialects(ctx),
         !mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, S("arith"))));
}

// Parses `text` (which must fail) and says so.
static void parse_invalid(MlirContext ctx, const char *what, const char *text) {
  printf("-- %s\n", what);
  MlirModule m = mlirModuleCreateParse(ctx, S(text));
  printf("null: %d\n", mlirModuleIsNull(m));
  if (!mlirModuleIsNull(m))
    mlirModuleDestroy(m);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  MlirDialectHandle math = mlirGetDialectHandle__math__();
  print_handle_namespace(math);
  printf("loaded before: %ld\n", (long)mlirContextGetNumLoadedDialects(ctx));
  MlirDialect dialect = mlirDialectHandleLoadDialect(math, ctx);
  printf("loaded namespace matches: %d\n", mlirStringRefEqual(mlirDialectGetNamespace(dialect), S("math")));
  registered(ctx, "after load");
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);

  const char *text = "func.func @f(%x: f32, %v: vector<4xf16>, %t: tensor<2x?xf64>, %i: i32, %n: index) -> f32 {\n"
                     "  %0 = math.sqrt %x fastmath<nnan,ninf> : f32\n"
                     "  %1 = math.fma %v, %v, %v fastmath<fast> : vector<4xf16>\n"
                     "  %2 = math.powf %x, %0 fastmath<none> : f32\n"
                     "  %3 = math.isinf %t : tensor<2x?xf64>\n"
                     "  %4 = math.fpowi %x, %i fastmath<contract> : f32, i32\n"
                     "  %5:2 = math.sincos %v fastmath<afn> : vector<4xf16>\n"
                     "  %6 = math.ctlz %n : index\n"
                     "  %7 = math.clampf %x to [%0, %2] fastmath<reassoc,arcp> : f32\n"
                     "  %8 = math.absi %i {note} : i32\n"
                     "  return %7 : f32\n"
                     "}\n";
  MlirModule m = parse_and_show(ctx, text);
  if (mlirModuleIsNull(m))
    return 1;

  MlirBlock body = first_func_body(m);
  print_block_interfaces(body);

  // The fast-math flags of the parsed math.sqrt, as an attribute.
  MlirOperation sqrt = mlirBlockGetFirstOperation(body);
  MlirAttribute fm = mlirOperationGetInherentAttributeByName(sqrt, S("fastmath"));
  printf("sqrt fastmath: ");
  print_attr(fm);
  printf("fastmath dialect is arith: %d\n",
         mlirStringRefEqual(mlirDialectGetNamespace(mlirAttributeGetDialect(fm)), S("arith")));

  // Building operations on the function's arguments, with inference.
  MlirValue x = mlirBlockGetArgument(body, 0), v = mlirBlockGetArgument(body, 1), t = mlirBlockGetArgument(body, 2),
            i = mlirBlockGetArgument(body, 3);
  report_built("exp inferred", build_op(ctx, "math.exp", 1, &x, NULL, 0, NULL));
  MlirNamedAttribute fast = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("fastmath")),
                                                  mlirAttributeParseGet(ctx, S("#arith.fastmath<nsz,afn>")));
  report_built("atan2 inferred with flags", build_op(ctx, "math.atan2", 2, (MlirValue[]){v, v}, NULL, 1, &fast));
  report_built("isnan inferred", build_op(ctx, "math.isnan", 1, &t, NULL, 0, NULL));
  report_built("fpowi inferred", build_op(ctx, "math.fpowi", 2, (MlirValue[]){x, i}, NULL, 0, NULL));
  report_built("sincos inferred", build_op(ctx, "math.sincos", 1, &v, NULL, 0, NULL));
  report_built("ctpop inferred", build_op(ctx, "math.ctpop", 1, &i, NULL, 0, NULL));
  report_built("fma inferred", build_op(ctx, "math.fma", 3, (MlirValue[]){x, x, x}, NULL, 0, NULL));
  // Operands of different types: nothing to infer from consistently.
  report_built("powf mixed", build_op(ctx, "math.powf", 2, (MlirValue[]){x, v}, NULL, 0, NULL));
  // Explicit result types that do not fit.
  MlirType f64 = mlirF64TypeGet(ctx);
  report_built("sqrt to f64", build_op(ctx, "math.sqrt", 1, &x, &f64, 0, NULL));
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  report_built("isfinite of vector to i1", build_op(ctx, "math.isfinite", 1, &v, &i1, 0, NULL));
  report_built("absf of integer", build_op(ctx, "math.absf", 1, &i, (MlirType[]){mlirIntegerTypeGet(ctx, 32)}, 0, NULL));
  MlirNamedAttribute wrong = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("fastmath")),
                                                   mlirAttributeParseGet(ctx, S("#arith.overflow<nsw>")));
  report_built("cos with overflow flags", build_op(ctx, "math.cos", 1, &x, &f64, 1, &wrong));

  // Invalid IR: verifier and parser diagnostics.
  parse_invalid(ctx, "float op on integers", "func.func @g(%a: i32) {\n  %0 = math.sin %a : i32\n  return\n}\n");
  parse_invalid(ctx, "mismatched classification result",
                "func.func @g(%a: vector<2xf32>) {\n"
                "  %0 = \"math.isnan\"(%a) : (vector<2xf32>) -> vector<3xi1>\n  return\n}\n");
  parse_invalid(ctx, "fpowi shapes",
                "func.func @g(%a: vector<2xf32>, %b: vector<3xi32>) {\n"
                "  %0 = math.fpowi %a, %b : vector<2xf32>, vector<3xi32>\n  return\n}\n");
  parse_invalid(ctx, "unknown flag", "func.func @g(%a: f32) {\n  %0 = math.exp %a fastmath<quick> : f32\n  return\n}\n");
  parse_invalid(ctx, "missing type", "func.func @g(%a: f32) {\n  %0 = math.exp %a\n  return\n}\n");
  parse_invalid(ctx, "ipowi of floats", "func.func @g(%a: f32) {\n  %0 = math.ipowi %a, %a : f32\n  return\n}\n");

  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
