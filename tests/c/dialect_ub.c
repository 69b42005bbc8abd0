// The ub dialect through the C API: its dialect handle (namespace,
// registering, loading), parsing and printing ub IR (custom and generic
// form, the #ub.poison attribute), building ub.poison and ub.unreachable
// through OperationState (with the value left out, given, and of a wrong
// kind) and the diagnostics of invalid ub IR.
#include "diag_print.h"
#include "mlir-c/Dialect/UB.h"

static void handle(void) {
  printf("=== dialect handle\n");
  MlirDialectHandle h = mlirGetDialectHandle__ub__();
  print_str(mlirDialectHandleGetNamespace(h));
  MlirContext ctx = mlirContextCreateWithThreading(false);
  printf("before: poison=%d unreachable=%d\n", mlirContextIsRegisteredOperation(ctx, S("ub.poison")),
         mlirContextIsRegisteredOperation(ctx, S("ub.unreachable")));
  mlirDialectHandleRegisterDialect(h, ctx);
  printf("registered: poison=%d loaded=%ld\n", mlirContextIsRegisteredOperation(ctx, S("ub.poison")),
         (long)mlirContextGetNumLoadedDialects(ctx));
  MlirDialect d = mlirDialectHandleLoadDialect(h, ctx);
  print_str(mlirDialectGetNamespace(d));
  printf("loaded=%ld same=%d\n", (long)mlirContextGetNumLoadedDialects(ctx),
         mlirDialectEqual(d, mlirContextGetOrLoadDialect(ctx, S("ub"))));
  mlirContextDestroy(ctx);
}

static void parse_print(void) {
  printf("=== parse and print\n");
  MlirContext ctx = diag_context(1);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__ub__(), ctx);
  MlirModule m = mlirModuleCreateParse(ctx, S("%a = ub.poison : i32\n"
                                              "%b = ub.poison <#ub.poison> : vector<2xf32>\n"
                                              "%c = \"ub.poison\"() : () -> index\n"
                                              "\"x.use\"(%a, %b, %c) {p = #ub.poison} : (i32, vector<2xf32>, index) -> ()\n"));
  printf("null=%d\n", mlirModuleIsNull(m));
  MlirOperation mod = mlirModuleGetOperation(m);
  print_op(mod);
  print_op_generic(mod);
  printf("verify: %d\n", mlirOperationVerify(mod));
  MlirOperation first = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirAttribute value = mlirOperationGetAttributeByName(first, S("value"));
  printf("value: null=%d ", mlirAttributeIsNull(value));
  print_attr(value);
  MlirAttribute parsed = mlirAttributeParseGet(ctx, S("#ub.poison"));
  printf("parsed equal: %d\n", mlirAttributeEqual(parsed, value));
  printf("bad attribute: null=%d\n", mlirAttributeIsNull(mlirAttributeParseGet(ctx, S("#ub.nothing"))));
  MlirModule bad = mlirModuleCreateParse(ctx, S("%a = ub.poison <1> : i32\n"));
  printf("bad poison: null=%d\n", mlirModuleIsNull(bad));
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

static void build(void) {
  printf("=== build\n");
  MlirContext ctx = diag_context(1);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__ub__(), ctx);
  MlirLocation loc = at(ctx, 1);
  MlirType i16 = mlirIntegerTypeGet(ctx, 16);
  MlirBlock body;
  MlirRegion r = region_with_block(&body);
  MlirOperation holder = op_make(loc, "x.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL);
  MlirOperation p0 = append(body, op_simple(loc, "ub.poison", &i16));
  MlirOperationState st = mlirOperationStateGet(S("ub.poison"), at(ctx, 2));
  MlirType f32 = mlirF32TypeGet(ctx);
  mlirOperationStateAddResults(&st, 1, &f32);
  MlirNamedAttribute v =
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("value")), mlirAttributeParseGet(ctx, S("#ub.poison")));
  mlirOperationStateAddAttributes(&st, 1, &v);
  MlirOperation p1 = append(body, mlirOperationCreate(&st));
  append(body, op_simple(at(ctx, 3), "ub.unreachable", NULL));
  print_op(holder);
  print_op_generic(holder);
  check("built", holder);
  printf("poison result: ");
  print_value(mlirOperationGetResult(p0, 0));
  printf("has value: %d %d\n", !mlirAttributeIsNull(mlirOperationGetAttributeByName(p0, S("value"))),
         !mlirAttributeIsNull(mlirOperationGetAttributeByName(p1, S("value"))));

  // A value of the wrong kind.
  mlirOperationSetAttributeByName(p1, S("value"), mlirIntegerAttrGet(i16, 3));
  print_op_generic(p1);
  check("integer value", holder);
  mlirOperationSetAttributeByName(p1, S("value"), mlirAttributeParseGet(ctx, S("#ub.poison")));
  // ub.unreachable is a terminator: not last is an error.
  mlirOperationMoveBefore(mlirBlockGetTerminator(body), p0);
  check("unreachable first", holder);
  mlirOperationDestroy(holder);
  mlirContextDestroy(ctx);
}

int main(void) {
  handle();
  parse_print();
  build();
  return 0;
}
