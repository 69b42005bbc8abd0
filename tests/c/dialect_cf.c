// The cf dialect through the C API: its dialect handle (loading it does
// not load ub), parsing and printing a multi-block function with cf
// terminators, successor operands seen through the operation API, and
// cf.br / cf.cond_br built through OperationState between blocks with
// arguments, verified with matching and mismatching operands.
#include "diag_print.h"
#include "mlir-c/Dialect/ControlFlow.h"
#include "mlir-c/Dialect/Func.h"

static void handle(void) {
  printf("=== dialect handle\n");
  MlirDialectHandle h = mlirGetDialectHandle__cf__();
  print_str(mlirDialectHandleGetNamespace(h));
  MlirContext ctx = mlirContextCreateWithThreading(false);
  mlirDialectHandleRegisterDialect(h, ctx);
  printf("registered: br=%d switch=%d\n", mlirContextIsRegisteredOperation(ctx, S("cf.br")),
         mlirContextIsRegisteredOperation(ctx, S("cf.switch")));
  MlirDialect d = mlirDialectHandleLoadDialect(h, ctx);
  print_str(mlirDialectGetNamespace(d));
  printf("ub loaded with it: %d\n", !mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, S("ub"))));
  printf("br=%d assert=%d cond_br=%d switch=%d\n", mlirContextIsRegisteredOperation(ctx, S("cf.br")),
         mlirContextIsRegisteredOperation(ctx, S("cf.assert")), mlirContextIsRegisteredOperation(ctx, S("cf.cond_br")),
         mlirContextIsRegisteredOperation(ctx, S("cf.switch")));
  mlirContextDestroy(ctx);
}

static void parse_print(void) {
  printf("=== parse and print\n");
  MlirContext ctx = diag_context(0);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__cf__(), ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  MlirModule m = mlirModuleCreateParse(ctx, S("func.func @f(%c: i1, %v: i32) -> i32 {\n"
                                              "  cf.assert %c, \"ok\"\n"
                                              "  cf.cond_br %c weights([1, 3]), ^a(%v : i32), ^b\n"
                                              "^a(%x: i32):\n"
                                              "  cf.switch %x : i32, [default: ^b, 7: ^a(%x : i32), -7: ^b]\n"
                                              "^b:\n"
                                              "  cf.br ^c(%v : i32)\n"
                                              "^c(%r: i32):\n"
                                              "  return %r : i32\n"
                                              "}\n"));
  printf("null=%d\n", mlirModuleIsNull(m));
  MlirOperation mod = mlirModuleGetOperation(m);
  print_op(mod);
  print_op_generic(mod);
  MlirOperation f = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(f, 0));
  MlirOperation cond = mlirBlockGetTerminator(entry);
  printf("cond_br: operands=%ld successors=%ld\n", (long)mlirOperationGetNumOperands(cond),
         (long)mlirOperationGetNumSuccessors(cond));
  print_attr(mlirOperationGetAttributeByName(cond, S("branch_weights")));
  MlirOperation sw = mlirBlockGetTerminator(mlirBlockGetNextInRegion(entry));
  printf("switch: operands=%ld successors=%ld\n", (long)mlirOperationGetNumOperands(sw),
         (long)mlirOperationGetNumSuccessors(sw));
  print_attr(mlirOperationGetAttributeByName(sw, S("case_values")));
  print_attr(mlirOperationGetAttributeByName(sw, S("case_operand_segments")));
  MlirModule bad = mlirModuleCreateParse(ctx, S("func.func @g(%c: i1) {\n"
                                                "  cf.br ^x(%c : i1)\n"
                                                "^x:\n"
                                                "  return\n"
                                                "}\n"));
  printf("bad: null=%d\n", mlirModuleIsNull(bad));
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

static void build(void) {
  printf("=== build\n");
  MlirContext ctx = diag_context(1);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__cf__(), ctx);
  MlirLocation loc = at(ctx, 1);
  MlirType i1 = mlirIntegerTypeGet(ctx, 1), i32 = mlirIntegerTypeGet(ctx, 32);
  MlirRegion r = mlirRegionCreate();
  MlirType entry_types[] = {i1, i32};
  MlirLocation locs[] = {loc, loc};
  MlirBlock entry = mlirBlockCreate(2, entry_types, locs);
  MlirBlock target = mlirBlockCreate(1, &i32, locs);
  MlirBlock other = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(r, entry);
  mlirRegionAppendOwnedBlock(r, target);
  mlirRegionAppendOwnedBlock(r, other);
  MlirOperation holder = op_make(loc, "x.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL);
  MlirValue c = mlirBlockGetArgument(entry, 0), v = mlirBlockGetArgument(entry, 1);

  MlirOperationState st = mlirOperationStateGet(S("cf.cond_br"), at(ctx, 2));
  MlirValue ops[] = {c, v};
  mlirOperationStateAddOperands(&st, 2, ops);
  MlirBlock succs[] = {target, other};
  mlirOperationStateAddSuccessors(&st, 2, succs);
  MlirNamedAttribute seg = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("operandSegmentSizes")),
                                                 mlirAttributeParseGet(ctx, S("array<i32: 1, 1, 0>")));
  mlirOperationStateAddAttributes(&st, 1, &seg);
  append(entry, mlirOperationCreate(&st));
  append(target, op_make(at(ctx, 3), "cf.br", 0, NULL, 0, NULL, 0, NULL, 1, &other));
  append(other, op_make(at(ctx, 4), "cf.br", 1, &v, 0, NULL, 0, NULL, 1, &target));
  print_op(holder);
  check("built", holder);
  // The same branch passing an i1 where the block takes an i32.
  MlirOperation wrong = op_make(at(ctx, 5), "cf.br", 1, &c, 0, NULL, 0, NULL, 1, &target);
  mlirOperationDestroy(mlirBlockGetTerminator(other));
  append(other, wrong);
  check("type mismatch", holder);
  mlirOperationDestroy(holder);
  mlirContextDestroy(ctx);
}

int main(void) {
  handle();
  parse_print();
  build();
  return 0;
}
