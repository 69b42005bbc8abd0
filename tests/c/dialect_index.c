// The index dialect through the C API: its handle, which operations it
// registers, parsing and printing index IR (custom and generic forms, the
// `#index<cmp_predicate ...>` attribute), building index operations through
// OperationState with and without result type inference, the interface
// queries of Interfaces.h, and the diagnostics of invalid index IR.
#include "diag_print.h"
#include "op_state.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/Index.h"
#include "mlir-c/Interfaces.h"

static const char *const OPS[] = {"index.add",    "index.cmp",      "index.casts", "index.castu",
                                  "index.sizeof", "index.constant", "index.bool.constant", "index.shrs",
                                  "index.cmp_predicate", NULL};

static void show_attr(const char *what, MlirAttribute a) {
  printf("%s: ", what);
  if (mlirAttributeIsNull(a)) {
    printf("(null)\n");
    return;
  }
  mlirAttributePrint(a, print_cb, NULL);
  printf("\n");
}

static MlirNamedAttribute named(MlirContext ctx, const char *name, MlirAttribute a) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(name)), a);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  MlirDialectHandle index = mlirGetDialectHandle__index__();
  print_handle_namespace(index);
  printf("before load:");
  for (int i = 0; OPS[i]; ++i)
    printf(" %d", mlirContextIsRegisteredOperation(ctx, S(OPS[i])));
  printf(" loaded=%ld\n", (long)mlirContextGetNumLoadedDialects(ctx));
  MlirDialect dialect = mlirDialectHandleLoadDialect(index, ctx);
  printf("loaded namespace matches: %d\n", mlirStringRefEqual(mlirDialectGetNamespace(dialect), S("index")));
  printf("after load:");
  for (int i = 0; OPS[i]; ++i)
    printf(" %d", mlirContextIsRegisteredOperation(ctx, S(OPS[i])));
  printf(" loaded=%ld\n", (long)mlirContextGetNumLoadedDialects(ctx));
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);

  const char *text = "func.func @f(%a: index, %b: index, %w: i64) -> i1 {\n"
                     "  %c = index.constant 12\n"
                     "  %t = index.bool.constant true\n"
                     "  %n = index.sizeof\n"
                     "  %s = index.floordivs %a, %c\n"
                     "  %lt = index.cmp slt(%s, %b)\n"
                     "  %ge = index.cmp uge(%a, %n) {tag}\n"
                     "  %x = index.casts %a : index to i32\n"
                     "  %y = index.castu %w : i64 to index\n"
                     "  return %lt : i1\n"
                     "}\n";
  MlirModule m = parse_and_show(ctx, text);
  if (mlirModuleIsNull(m))
    return 1;

  // Interfaces of the parsed operations.
  MlirBlock body = first_func_body(m);
  print_block_interfaces(body);
  printf("static infer index.cmp=%d index.casts=%d index.bogus=%d\n",
         mlirOperationImplementsInterfaceStatic(S("index.cmp"), ctx, mlirInferTypeOpInterfaceTypeID()),
         mlirOperationImplementsInterfaceStatic(S("index.casts"), ctx, mlirInferTypeOpInterfaceTypeID()),
         mlirOperationImplementsInterfaceStatic(S("index.bogus"), ctx, mlirInferTypeOpInterfaceTypeID()));

  // The predicate attribute of the parsed index.cmp.
  MlirOperation lt = mlirBlockGetFirstOperation(body);
  for (int i = 0; i < 4; ++i)
    lt = mlirOperationGetNextInBlock(lt);
  MlirAttribute pred = mlirOperationGetInherentAttributeByName(lt, S("pred"));
  show_attr("pred", pred);
  printf("pred dialect is index: %d\n",
         mlirStringRefEqual(mlirDialectGetNamespace(mlirAttributeGetDialect(pred)), S("index")));
  printf("pred equals parsed: %d\n", mlirAttributeEqual(pred, mlirAttributeParseGet(ctx, S("#index<cmp_predicate slt>"))));

  // Building operations on the function's arguments.
  MlirValue a = mlirBlockGetArgument(body, 0), b = mlirBlockGetArgument(body, 1), w = mlirBlockGetArgument(body, 2);
  MlirValue ab[2] = {a, b};
  report_built("add inferred", build_op(ctx, "index.add", 2, ab, NULL, 0, NULL));
  MlirNamedAttribute ne = named(ctx, "pred", mlirAttributeParseGet(ctx, S("#index<cmp_predicate ne>")));
  report_built("cmp inferred", build_op(ctx, "index.cmp", 2, ab, NULL, 1, &ne));
  MlirNamedAttribute value = named(ctx, "value", mlirIntegerAttrGet(mlirIndexTypeGet(ctx), -5));
  report_built("constant inferred", build_op(ctx, "index.constant", 0, NULL, NULL, 1, &value));
  MlirNamedAttribute flag = named(ctx, "value", mlirBoolAttrGet(ctx, 0));
  report_built("bool.constant inferred", build_op(ctx, "index.bool.constant", 0, NULL, NULL, 1, &flag));
  report_built("sizeof inferred", build_op(ctx, "index.sizeof", 0, NULL, NULL, 0, NULL));
  MlirType i8 = mlirIntegerTypeGet(ctx, 8);
  report_built("casts to i8", build_op(ctx, "index.casts", 1, &a, &i8, 0, NULL));
  report_built("castu i64 to i8", build_op(ctx, "index.castu", 1, &w, &i8, 0, NULL));
  // index.casts has no inferable result type.
  report_built("casts inferred", build_op(ctx, "index.casts", 1, &a, NULL, 0, NULL));
  // A wrong predicate attribute.
  MlirNamedAttribute raw = named(ctx, "pred", mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), 2));
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  report_built("cmp with an integer predicate", build_op(ctx, "index.cmp", 2, ab, &i1, 1, &raw));
  // A wrong explicit result type.
  report_built("cmp to index", build_op(ctx, "index.cmp", 2, ab, (MlirType[]){mlirIndexTypeGet(ctx)}, 1, &ne));

  // Predicate attributes parsed alone.
  show_attr("uge", mlirAttributeParseGet(ctx, S("#index<cmp_predicate uge>")));
  show_attr("string case", mlirAttributeParseGet(ctx, S("#index<cmp_predicate \"sle\">")));
  show_attr("unknown case", mlirAttributeParseGet(ctx, S("#index<cmp_predicate lt>")));
  show_attr("pretty form", mlirAttributeParseGet(ctx, S("#index.cmp_predicate<eq>")));
  show_attr("unknown kind", mlirAttributeParseGet(ctx, S("#index<predicate eq>")));
  show_attr("no mnemonic", mlirAttributeParseGet(ctx, S("#index<>")));

  // Invalid IR.
  MlirModule invalid =
      mlirModuleCreateParse(ctx, S("func.func @g(%a: index) {\n  %0 = index.casts %a : index to index\n  return\n}\n"));
  printf("invalid module null: %d\n", mlirModuleIsNull(invalid));
  MlirModule unparsable =
      mlirModuleCreateParse(ctx, S("func.func @h(%a: index) {\n  %0 = index.cmp big(%a, %a)\n  return\n}\n"));
  printf("unparsable module null: %d\n", mlirModuleIsNull(unparsable));

  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
